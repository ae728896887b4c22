#!/bin/sh
# Checks that Debian's clang-19, llvm-19-dev, lld-19 and libomp-19-dev (host
# OpenMP: omp.h and libomp) are installed; installs
# them with apt-get when running as root, otherwise says what to run.
missing=""
command -v llvm-config-19 >/dev/null 2>&1 || missing="$missing llvm-19-dev"
command -v clang-19 >/dev/null 2>&1 || missing="$missing clang-19"
command -v ld.lld-19 >/dev/null 2>&1 || missing="$missing lld-19"
[ -f /usr/lib/llvm-19/lib/libomp.so ] || missing="$missing libomp-19-dev"
[ -f /usr/lib/llvm-19/include/llvm-c/Core.h ] || case "$missing" in *llvm-19-dev*) ;; *) missing="$missing llvm-19-dev";; esac
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "cucc: installing$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q && apt-get install -y -q $missing && exit 0
  echo "cucc: apt-get install failed" >&2
  exit 1
fi
echo "cucc needs:$missing" >&2
echo "run: sudo apt-get install -y$missing" >&2
exit 1
