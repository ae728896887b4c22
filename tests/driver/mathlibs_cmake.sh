# The math libraries from CMake: find_package(CUDAToolkit) gives CUDA::cublas,
# CUDA::curand, CUDA::cufft, CUDA::cusparse and CUDA::cusolver as cucc's
# libraries (lib/, with the toolkit's names), for a CUDA target and a C++
# target; the programs run without LD_LIBRARY_PATH (tests/cmake_mathlibs).
# cucc-timeout: 600
. "$ROOT/tests/driver/lib.bash"
if [ -n "${SANFLAGS:-}" ]; then
  echo "skipped: the CMake project under sanitizers (make check builds it)"
  finish
fi
unset LD_LIBRARY_PATH CUDACXX CUDAARCHS CUDAToolkit_ROOT CUDA_PATH
BIN=$(cd "$(dirname "$CUCC")" && pwd)
LIB=$(dirname "$BIN")/lib
b="$T/b"
if cmake -S "$ROOT/tests/cmake_mathlibs" -B "$b" -DCMAKE_CUDA_COMPILER="$CUCC" -DCMAKE_BUILD_RPATH="$LIB" \
     > "$T/conf.log" 2>&1 && cmake --build "$b" -j2 > "$T/build.log" 2>&1; then
  check "configure and build" true
else
  check "configure and build" false; cat "$T/conf.log" "$T/build.log" | tail -30; finish
fi
for l in cublas curand cufft cusparse cusolver; do
  check "CUDA::$l is cucc's lib$l.so" grep -qx "CUDA_${l}_LIBRARY:FILEPATH=$LIB/lib$l.so" "$b/CMakeCache.txt"
done
check "CUDA program with the libraries" sh -c "'$b/libs_cu' | grep -qx 'libs ok'"
check "C++ program with the libraries" sh -c "'$b/libs_cxx' | grep -qx 'libs ok'"
check "sonames are the toolkit's" sh -c "readelf -d '$b/libs_cxx' | grep -q 'libcublas.so.13' && readelf -d '$b/libs_cxx' | grep -q 'libcufft.so.12'"
finish
