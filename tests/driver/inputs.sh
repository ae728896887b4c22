# Several inputs mixing .cu, .c, .cpp, .o and .a; separate compile and link.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
cat > kern.cu <<'X'
__global__ void scale(float *p, float f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= f;
}
void run_scale(float *d, float f, int n) { scale<<<(n + 63) / 64, 64>>>(d, f, n); }
X
cat > twice.cu <<'X'
__device__ int twice(int x) { return 2 * x; }
__global__ void k(int *p) { p[threadIdx.x] = twice(threadIdx.x); }
int check_twice(void) {
  int *d, h[8];
  cudaMalloc(&d, sizeof h);
  k<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 8; i++) bad += h[i] != 2 * i;
  cudaFree(d);
  return bad;
}
X
cat > helper.c <<'X'
int c_add(int a, int b) { return a + b; }
X
cat > util.cpp <<'X'
#include <vector>
int cpp_sum(int n) { std::vector<int> v(n, 1); int s = 0; for (int x : v) s += x; return s; }
X
cat > main.cu <<'X'
#include <cstdio>
void run_scale(float *d, float f, int n);
int check_twice(void);
extern "C" int c_add(int, int);
int cpp_sum(int);
int main() {
  const int n = 1000;
  float h[n], *d;
  for (int i = 0; i < n; i++) h[i] = i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  run_scale(d, 3.0f, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += h[i] != 3.0f * i;
  bad += check_twice();
  printf("bad=%d c=%d cpp=%d\n", bad, c_add(2, 3), cpp_sum(7));
  return bad != 0;
}
X
"$CUCC" -c kern.cu && "$CUCC" -c -o twice.o twice.cu
check "-c writes objects" test -f kern.o -a -f twice.o
ar rcs libtw.a twice.o
"$CUCC" -O2 -o prog main.cu kern.o helper.c util.cpp libtw.a > out 2>&1
./prog > out
check "mixed .cu .o .c .cpp .a" contains out "^bad=0 c=5 cpp=7$"
"$CUCC" -o prog2 main.cu kern.cu twice.cu helper.c util.cpp -L. > out 2>&1 && ./prog2 > out2
check "three .cu files linked together" contains out2 "^bad=0 c=5 cpp=7$"
check "runs without LD_LIBRARY_PATH" sh -c "env -u LD_LIBRARY_PATH ./prog >/dev/null"
finish
