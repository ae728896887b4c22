#!/bin/sh
# Checks that Debian's clang-19, llvm-19-dev and lld-19 (the build),
# libomp-19-dev (host OpenMP), cmake, pkg-config, openmpi-bin and
# libopenmpi-dev (the test suite's CMake, install and MPI tests), valgrind
# and qemu-user (tests/driver/isa.sh runs programs under valgrind and
# qemu-x86_64 -cpu, on CPUs without AVX2 or AVX-512) and gdb and lldb-19
# (its debugger sessions, tests/driver/gdb.sh) are installed; installs them
# with apt-get when running as root, otherwise says what to run. Also the
# toolkit libraries' and OpenCL's packages (listed below).
missing=""
command -v llvm-config-19 >/dev/null 2>&1 || missing="$missing llvm-19-dev"
command -v clang-19 >/dev/null 2>&1 || missing="$missing clang-19"
command -v ld.lld-19 >/dev/null 2>&1 || missing="$missing lld-19"
command -v cmake >/dev/null 2>&1 || missing="$missing cmake"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
command -v mpirun >/dev/null 2>&1 || missing="$missing openmpi-bin"
command -v mpicxx >/dev/null 2>&1 || missing="$missing libopenmpi-dev"
command -v jq >/dev/null 2>&1 || missing="$missing jq" # tests/driver/profiler.sh reads the trace
optional=""
command -v gdb >/dev/null 2>&1 || optional="$optional gdb"
command -v lldb-19 >/dev/null 2>&1 || optional="$optional lldb-19"
[ -f /usr/lib/llvm-19/lib/libomp.so ] || missing="$missing libomp-19-dev"
# tests/driver/isa.sh runs programs under valgrind and, on x86-64, under
# qemu-x86_64 -cpu (CPUs without AVX2 or AVX-512)
command -v valgrind >/dev/null 2>&1 || missing="$missing valgrind"
[ "$(uname -m)" != x86_64 ] || command -v qemu-x86_64 >/dev/null 2>&1 || missing="$missing qemu-user"
[ -f /usr/lib/llvm-19/include/llvm-c/Core.h ] || case "$missing" in *llvm-19-dev*) ;; *) missing="$missing llvm-19-dev";; esac
# the toolkit's libraries (Thrust/CUB headers, cuBLAS/cuSOLVER over
# OpenBLAS, cuFFT over FFTW3), OpenCL (ocl-icd loader and headers, clinfo)
# and the benchmark's comparison (PoCL)
[ -d /usr/include/thrust ] || missing="$missing libthrust-dev"
[ -d /usr/include/cub ] || missing="$missing libcub-dev"
[ -f /usr/include/x86_64-linux-gnu/openblas-pthread/cblas.h ] || [ -f /usr/include/cblas.h ] || missing="$missing libopenblas-dev"
[ -f /usr/include/fftw3.h ] || missing="$missing libfftw3-dev"
[ -f /usr/include/CL/cl.h ] || missing="$missing opencl-headers"
pkg-config --exists OpenCL 2>/dev/null || [ -f /usr/lib/$(uname -m)-linux-gnu/libOpenCL.so ] || missing="$missing ocl-icd-opencl-dev"
command -v clinfo >/dev/null 2>&1 || missing="$missing clinfo"
[ -f /etc/OpenCL/vendors/pocl.icd ] || missing="$missing pocl-opencl-icd"
[ -z "$missing$optional" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  missing="$missing$optional"
  echo "cucc: installing$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q && apt-get install -y -q $missing && exit 0
  echo "cucc: apt-get install failed" >&2
  exit 1
fi
if [ -z "$missing" ]; then # the suite skips the debugger sessions
  echo "cucc: the test suite's debugger sessions need:$optional" \
    "(sudo apt-get install -y$optional)" >&2
  exit 0
fi
echo "cucc needs:$missing" >&2
echo "run: sudo apt-get install -y$missing" >&2
exit 1
