# nvcc-compatible flags: errors for unknown flags and bad source, --version,
# -v, --keep/-keep-dir, -D/-U/-I, -arch selecting __CUDA_ARCH__, -x cu.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

"$CUCC" -foo x.cu > out 2> err; rc=$?
check "unknown flag fails" test $rc -ne 0
check "unknown flag named" contains err "Unknown option '-foo'"

printf '__global__ void k(int *p) {\n  p[0] = undeclared_thing;\n}\nint main() {}\n' > bad.cu
"$CUCC" -o bad bad.cu > out 2> err; rc=$?
check "compile error fails" test $rc -ne 0
check "error has nvcc's file(line)" grep -qF "bad.cu(2): error" err
check "error reported once" test "$(grep -c 'error:' err)" -eq 1
check "no internal noise" sh -c "! grep -qi 'stack dump\|PLEASE submit\|internal error' err"

"$CUCC" -arch=foo x.cu > out 2> err; rc=$?
check "bad -arch value is an error" sh -c "test $rc -ne 0 && grep -q \"Value 'foo' is not defined\" err"

"$CUCC" --version > out 2>&1; rc=$?
check "--version" sh -c "test $rc -eq 0 && grep -q 'release' out"

"$CUCC" > out 2> err; rc=$?
check "no input is an error" sh -c "test $rc -ne 0 && grep -q 'No input files' err"

cat > arch.cu <<'X'
#include <cstdio>
__global__ void k(int *p) {
#ifdef __CUDA_ARCH__
  *p = __CUDA_ARCH__;
#else
  *p = -1;
#endif
}
int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
#ifdef __CUDA_ARCH__
  printf("host sees __CUDA_ARCH__\n");
#endif
#if defined(__CUDACC__) && defined(__NVCC__)
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  printf("%d %d.%d %s\n", h, p.major, p.minor, MSG);
#endif
  return 0;
}
X
"$CUCC" -DMSG='"hi"' -o a1 arch.cu && ./a1 > out1
check "default arch is 8.0" contains out1 "^800 8.0 hi$"
"$CUCC" -arch=sm_70 -DMSG='"x"' -o a2 arch.cu && ./a2 > out2
check "-arch=sm_70" contains out2 "^700 7.0 x$"
"$CUCC" -gencode arch=compute_86,code=sm_86 -DMSG='"y"' -o a3 arch.cu && ./a3 > out3
check "-gencode" contains out3 "^860 8.6 y$"
"$CUCC" --gpu-architecture=sm_90 -DMSG='"z"' -UMSG -DMSG='"w"' -o a4 arch.cu && ./a4 > out4
check "--gpu-architecture, -U" contains out4 "^900 9.0 w$"

mkdir -p inc keep
printf '#define VALUE 42\n' > inc/val.h
printf '#include "val.h"\n#include <cstdio>\n__global__ void k(int *p) { *p = VALUE; }\nint main() { int *d, h; cudaMalloc(&d, 4); k<<<1,1>>>(d); cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost); printf("%%d\\n", h); }\n' > inc.cu
"$CUCC" -I inc -keep-dir keep -o i1 inc.cu > out 2>&1 && ./i1 > out1
check "-I" contains out1 "^42$"
check "-keep-dir keeps intermediates" sh -c "ls keep/inc.dev.bc keep/inc.dev.so >/dev/null"
"$CUCC" -v -Iinc -o i2 inc.cu > out 2> err
check "-v prints the steps" contains err "cuda-device-only"

cp inc.cu asxcu.txt
"$CUCC" -Iinc -x cu -o x1 asxcu.txt && ./x1 > out
check "-x cu" contains out "^42$"

printf '__global__ void k(int *p) { p[threadIdx.x] = blockIdx.x; }\nint main() { int *d; cudaMalloc(&d, 4); k<<<1, 1>>>(d); cudaDeviceSynchronize(); printf("ok\\n"); return 0; }\n' > noinc.cu
"$CUCC" -o n1 noinc.cu && ./n1 > out
check "a .cu with no includes compiles" contains out "^ok$"

"$CUCC" -w -O3 -g -std=c++14 -Xcompiler -Wall,-Wextra -lineinfo -o n2 noinc.cu && ./n2 > out
check "-w -O3 -g -std -Xcompiler -lineinfo" contains out "^ok$"

# what CMake's CUDA rules pass: dependency files, preprocessing, options files
"$CUCC" -Iinc -MD -MT inc.o -MF inc.d -c -o inc.o inc.cu
check "-MD -MT -MF write a dependency file" sh -c "grep -q '^inc.o:' inc.d && grep -q 'inc/val.h' inc.d"
"$CUCC" -Iinc -M inc.cu > out 2>&1
check "-M prints dependencies" sh -c "grep -q 'val.h' out && ! test -e a.out"
"$CUCC" -Iinc -E inc.cu > out 2>&1
check "-E preprocesses" contains out "p = 42"
printf -- '-Iinc -DEXTRA=1\n' > opts.txt
"$CUCC" --options-file opts.txt -o o1 inc.cu && ./o1 > out
check "--options-file" contains out "^42$"

"$CUCC" -c -o x.o a.cu b.cu > out 2> err; rc=$?
check "-c -o with two inputs is an error" test $rc -ne 0

# nvcc's C++ language flags (tests/e2e/cpp_*.cu also pass without them)
E2E="$ROOT/tests/e2e"
"$CUCC" --extended-lambda --expt-relaxed-constexpr -std=c++17 -o cl1 "$E2E/cpp_lambdas.cu" && ./cl1 > out
check "--extended-lambda --expt-relaxed-constexpr -std=c++17" contains out "^PASS$"
"$CUCC" -expt-extended-lambda -expt-relaxed-constexpr -std=c++20 -o cl2 "$E2E/cpp_constexpr_traits.cu" && ./cl2 > out
check "-expt-extended-lambda -expt-relaxed-constexpr -std=c++20" contains out "^PASS$"
cat > lmacros.cu <<'X'
#include <cstdio>
__global__ void k(int *p) {
#if defined(__CUDACC_EXTENDED_LAMBDA__) && defined(__CUDACC_RELAXED_CONSTEXPR__)
  *p = 1;
#else
  *p = 2;
#endif
}
int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
#if defined(__CUDACC_EXTENDED_LAMBDA__) && defined(__CUDACC_RELAXED_CONSTEXPR__)
  h += 10;
#endif
  printf("%d\n", h);
  return 0;
}
X
"$CUCC" -o lm1 lmacros.cu && ./lm1 > out
check "no language flags: no __CUDACC_EXTENDED_LAMBDA__" contains out "^2$"
"$CUCC" --extended-lambda --expt-relaxed-constexpr -o lm2 lmacros.cu && ./lm2 > out
check "nvcc's macros for the language flags (host and device)" contains out "^11$"
# a device image with abstract classes must load without libstdc++
"$CUCC" -Xlinker --as-needed -o cl3 "$E2E/cpp_virtual.cu" && ./cl3 > out 2>&1
check "pure virtual functions without libstdc++ (-Xlinker --as-needed)" contains out "^PASS$"
finish
