# Source that nvcc's front end accepts and clang rejects (src/driver/
# dialect.c): spaced chevrons `k << < g, b >> > (args)` (Rodinia's
# particlefilter), with #include "..." still found next to the file, lines
# and __LINE__ unchanged; a string literal directly followed by a macro,
# "node ("FMT")" (Rodinia's mummergpu): a warning, as nvcc's (nvcc 13.0:
# "warning: invalid suffix on literal"), not an error; likewise narrowing
# in braces, `register` in C++17 and the address of a temporary, which
# nvcc 13.0 compiles with warnings #2361-D, -Wregister and #1308-D; GNU
# C++ (typeof) without -std, as nvcc's host compiler g++ defaults to it.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
mkdir -p src/inc other
printf '#define SCALE 3\n' > src/scale.h
printf '#define OFFSET 1\n' > src/inc/offset.h
cat > src/spaced.cu <<'X'
#include "scale.h"
#include "inc/offset.h"
#include <cstdio>
#define FMT "%d"
template <typename T> struct box { T v; };
__global__ void k(int *p, int n) {
  if (threadIdx.x < n) p[threadIdx.x] = threadIdx.x * SCALE + OFFSET;
}
int main() {
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  k << < 1, 4 >> > (d, 4);
  k<< <1, 2>> >(d, 2);
  box<box<box<int>> > b = {{{5}}};
  int x = 8 >> 1, y = 1 << 2;
  const char *s = "<< < not a launch >> >";
  // a comment << < with chevrons >> >
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("node ("FMT") %d %d %d %d %d %s line %d\n", h[3], h[0], h[1], b.v.v.v, x, y, s, __LINE__);
  return 0;
}
X
cd other
"$CUCC" -o sp ../src/spaced.cu > ../out 2>&1 && ./sp > ../run
cd ..
check "spaced chevrons compile; \"...\" includes found beside the file" contains run '^node (10) 1 4 5 4 4 << < not a launch >> > line 19$'
check "\"str\"MACRO is a warning" grep -qF "spaced.cu(19): warning: invalid suffix on literal" out
sed -i 's/  return 0;/  return undeclared_name;/' src/spaced.cu
"$CUCC" -c -o sp.o src/spaced.cu > out 2>&1; rc=$?
check "errors keep their line numbers after the rewrite" sh -c "test $rc -ne 0 && grep -qF 'spaced.cu(20): error' out"
sed -i 's/  return undeclared_name;/  return 0;/' src/spaced.cu
"$CUCC" -MD -c -o sp.o src/spaced.cu > out 2>&1
check "the dependency file names the user's files" sh -c "grep -q 'src/spaced.cu' sp.d && grep -q 'src/scale.h' sp.d && ! grep -q '/tmp/cucc-' sp.d"
cat > lenient.cu <<'X'
#include <cstdio>
struct S { unsigned a; float b; };
struct P { int x; };
__device__ P make(int v) { return P{v}; }
__global__ void k(int *p, int n) {
  register int i = threadIdx.x;
  S s = {n, 1.0};
  const P *q = &make(n + 1);
  typeof(n) t = q->x; /* GNU C++, the default dialect of g++ and nvcc */
  p[i] = s.a + t;
}
int host_part(int n);
int main() {
  register int n = 3;
  dim3 g = {1, 1, 1};
  S s = {n, 2.0};
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  k<<<g, 2>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %u %d\n", h[0], h[1], s.a, host_part(n));
  return 0;
}
X
cat > lenient.cpp <<'X'
int host_part(int n) { register int r = n; unsigned u[1] = {r}; return (int)u[0] * 2; }
X
"$CUCC" -o len lenient.cu lenient.cpp > out 2>&1 && ./len > run
check "narrowing, register, &temporary: warnings as nvcc's; typeof" sh -c "grep -q '^7 7 3 6$' run && grep -q 'Wc++11-narrowing' out && grep -q 'Wregister' out && grep -q 'Waddress-of-temporary' out"
finish
