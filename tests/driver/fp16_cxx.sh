# cuda_fp16.h and cuda_bf16.h outside CUDA: host code compiled as plain C++
# by g++ and clang++ where present (C++11 and C++17, -Wall -Wextra -Werror
# -pedantic),
# mixed with a .cu through cucc, and the opt-out macros
# (__CUDA_NO_HALF_OPERATORS__, __CUDA_NO_HALF_CONVERSIONS__,
# __CUDA_NO_BFLOAT16_*, CUDA_NO_HALF, CUDA_NO_BFLOAT16) removing exactly
# what they name.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
INC="$ROOT/include"

cat > host.cpp <<'X'
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdio>
static_assert(sizeof(__half) == 2 && alignof(__half) == 2, "half");
static_assert(sizeof(__half2) == 4 && alignof(__half2) == 4, "half2");
static_assert(sizeof(__nv_bfloat16) == 2 && alignof(__nv_bfloat16) == 2, "bf");
static_assert(sizeof(__nv_bfloat162) == 4 && alignof(__nv_bfloat162) == 4, "bf2");
int host_checks() {
  int bad = 0;
  half a = 1.5f, b = __float2half_rz(2.3f);
  half2 v = __floats2half2_rn(1.0f, -2.0f);
  v = v * v + v;
  bad += __half_as_ushort(b) != 0x4099;
  bad += (float)(a * b) != 3.44921875f;
  bad += __half_as_ushort(__hfma(a, b, a)) != 0x44f3;
  bad += __low2float(v) != 2.0f || __high2float(v) != 2.0f;
  bad += __half_as_ushort(__float2half_ru(65504.5f)) != 0x7c00;
  bad += __half2int_rn(__float2half(2.5f)) != 2 || (int)__half(-7.9f) != -7;
  nv_bfloat16 c = 3.0f, d = __float2bfloat16_rd(-0.1f);
  bad += __bfloat16_as_ushort(d) != 0xbdcd;
  bad += (float)(c * c) != 9.0f || !(c > d);
  bad += __half_as_ushort(__half(c)) != 0x4200;
  bad += __bfloat16_as_ushort(nv_bfloat16(a)) != 0x3fc0;
  bad += __bfloat16_as_ushort(hsqrt(c)) != 0x3fde;
  bad += __half_as_ushort(hexp(__float2half(1.0f))) != 0x4170;
  return bad;
}
X
cat > main.cpp <<'X'
#include <cstdio>
int host_checks();
int main() {
  int bad = host_checks();
  printf("bad=%d\n", bad);
  return bad != 0;
}
X
# the C++ compilers present (g++ may be absent where only clang-19 is)
CXXS=""
for c in g++ clang++-19 clang++; do command -v $c > /dev/null && CXXS="$CXXS $c"; done
check "a host C++ compiler is available" test -n "$CXXS"
CXX1=$(echo $CXXS | cut -d' ' -f1)
for cxx in $CXXS; do
  for std in c++11 c++17; do
    "$cxx" -std=$std -Wall -Wextra -Werror -pedantic -I"$INC" -o h host.cpp main.cpp > out 2>&1 && ./h > res 2>&1
    check "$cxx -std=$std: compiles cleanly and computes" contains res "^bad=0$"
  done
done

cat > dev.cu <<'X'
#include <cuda_fp16.h>
#include <cstdio>
int host_checks();
__global__ void k(__half *p) { p[threadIdx.x] = __hmul(p[threadIdx.x], __float2half(2.0f)); }
int main() {
  __half h[4] = {__float2half(1.0f), __float2half(1.5f), __float2half(-3.0f), __float2half(0.25f)}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g bad=%d\n", __half2float(h[0]), __half2float(h[1]), __half2float(h[2]), __half2float(h[3]), host_checks());
}
X
"$CUCC" -o mixed dev.cu host.cpp > out 2>&1 && ./mixed > res 2>&1
check ".cu with a host .cpp using the headers" contains res "^2 3 -6 0.5 bad=0$"

# the opt-out macros: the named pieces are gone, the function API stays
fails_with() { # fails_with MACRO SNIPPET: compiling SNIPPET must fail with -DMACRO
  printf '#include <cuda_bf16.h>\nint f(%s) { %s; return 0; }\n' "__half h, __half2 h2, __nv_bfloat16 b, __nv_bfloat162 b2" "$2" > m.cpp
  "$CXX1" -std=c++11 -fsyntax-only -I"$INC" m.cpp > /dev/null 2>&1 || return 1
  ! "$CXX1" -std=c++11 -fsyntax-only -D"$1" -I"$INC" m.cpp > /dev/null 2>&1
}
check "__CUDA_NO_HALF_OPERATORS__ removes half operators" fails_with __CUDA_NO_HALF_OPERATORS__ "h = h + h"
check "__CUDA_NO_HALF2_OPERATORS__ removes half2 operators" fails_with __CUDA_NO_HALF2_OPERATORS__ "h2 = h2 * h2"
check "__CUDA_NO_HALF_CONVERSIONS__ removes float conversions" fails_with __CUDA_NO_HALF_CONVERSIONS__ "float x = h; (void)x"
check "__CUDA_NO_BFLOAT16_OPERATORS__" fails_with __CUDA_NO_BFLOAT16_OPERATORS__ "b = b - b"
check "__CUDA_NO_BFLOAT162_OPERATORS__" fails_with __CUDA_NO_BFLOAT162_OPERATORS__ "b2 = b2 + b2"
check "__CUDA_NO_BFLOAT16_CONVERSIONS__" fails_with __CUDA_NO_BFLOAT16_CONVERSIONS__ "b = 1.0f"
check "CUDA_NO_HALF removes the half typedef" fails_with CUDA_NO_HALF "half x = h; (void)x"
check "CUDA_NO_BFLOAT16 removes the nv_bfloat16 typedef" fails_with CUDA_NO_BFLOAT16 "nv_bfloat16 x = b; (void)x"
cat > api.cpp <<'X'
#include <cuda_bf16.h>
int f(__half h, __nv_bfloat16 b) {
  return __heq(__hadd(h, h), __hmul(h, __float2half(2.0f))) && __hlt(b, __hadd(b, __float2bfloat16(1.0f)));
}
X
check "the function API stays with every opt-out macro" "$CXX1" -std=c++11 -fsyntax-only -Wall -Wextra -Werror \
  -D__CUDA_NO_HALF_OPERATORS__ -D__CUDA_NO_HALF2_OPERATORS__ -D__CUDA_NO_HALF_CONVERSIONS__ \
  -D__CUDA_NO_BFLOAT16_OPERATORS__ -D__CUDA_NO_BFLOAT162_OPERATORS__ -D__CUDA_NO_BFLOAT16_CONVERSIONS__ \
  -DCUDA_NO_HALF -DCUDA_NO_BFLOAT16 -I"$INC" api.cpp
finish
