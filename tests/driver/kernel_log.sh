# CUCC_KERNEL_LOG=1 reports once per kernel how cucc runs it: a kernel
# without barriers and one with __syncthreads run as loops, an empty one as
# empty; built with CUCC_NO_REGIONS=1 the barrier kernel runs on fibers;
# launching again prints nothing new; without the variable nothing is
# printed.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

cat > k.cu <<'X'
#include <cstdio>
__global__ void plain(int *p) { p[threadIdx.x] = threadIdx.x; }
__global__ void barrier(int *p) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  p[threadIdx.x] = s[63 - threadIdx.x];
}
__global__ void nothing() {}
int main() {
  int *p;
  cudaMalloc(&p, 64 * sizeof(int));
  for (int i = 0; i < 2; i++) {
    plain<<<1, 64>>>(p);
    barrier<<<1, 64>>>(p);
    nothing<<<1, 1>>>();
  }
  printf("%s\n", cudaDeviceSynchronize() == cudaSuccess ? "done" : "error");
  return 0;
}
X
"$CUCC" -O2 -o k k.cu
CUCC_KERNEL_LOG=1 ./k > out 2> err
check "program runs" contains out "^done$"
check "loop kernel" contains err "^cucc: kernel _Z5plainPi: loop$"
check "barrier kernel as regions" contains err "^cucc: kernel _Z7barrierPi: loop$"
check "empty kernel" contains err "^cucc: kernel _Z7nothingv: empty$"
check "once per kernel" test "$(grep -c '^cucc: kernel' err)" -eq 3
./k > out 2> err
check "silent by default" test ! -s err
CUCC_NO_REGIONS=1 "$CUCC" -O2 -o kf k.cu
CUCC_KERNEL_LOG=1 ./kf > out 2> err
check "barrier kernel on fibers" contains err "^cucc: kernel _Z7barrierPi: fiber$"
finish
