# Kernels with __syncthreads() run as loops over the block's threads
# (src/lower/regions.c), not on fibers: every kernel of barrier_regions.cu
# gets a loop entry (__cucc_entry_*) and no fiber entry (__cucc_thread_*),
# and gives the same results as with CUCC_NO_REGIONS=1 (all on fibers).
# Kernels with warp collectives stay on fibers.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

"$CUCC" --keep -O2 -o regions "$ROOT/tests/e2e/barrier_regions.cu" > out 2>&1
check "barrier kernels compile" test -s barrier_regions.dev.ll
check "no fiber entries" sh -c "! grep -q '^define.*@__cucc_thread_' barrier_regions.dev.ll"
check "eight loop entries" sh -c "test \$(grep -c '^define.*@__cucc_entry_' barrier_regions.dev.ll) -eq 8"
./regions > run.out 2>&1
check "loop form passes" contains run.out "^PASS$"
CUCC_NO_REGIONS=1 "$CUCC" --keep -O2 -o fibers "$ROOT/tests/e2e/barrier_regions.cu" > out 2>&1
./fibers > fib.out 2>&1
check "fiber form passes" contains fib.out "^PASS$"

cat > warp.cu <<'Y'
#include <cstdio>
__global__ void k(int *o) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = __shfl_down_sync(0xffffffffu, s[63 - threadIdx.x], 1);
}
int main() {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  k<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[30], h[31]);
}
Y
"$CUCC" --keep -o warp warp.cu > out 2>&1 && ./warp > warp.out
# (docs/WARP_LOWERING.md: warp-level code is cut into loops too)
check "a shuffle kernel becomes a loop kernel" contains warp.dev.ll "^define.*@__cucc_entry_"
check "and runs" contains warp.out "^62 32 32$"
cp warp.cu warpf.cu
CUCC_NO_WARP_LOOPS=1 "$CUCC" --keep -o warpf warpf.cu > out 2>&1 && ./warpf > warpf.out
check "CUCC_NO_WARP_LOOPS=1: it stays on fibers" contains warpf.dev.ll "^define.*@__cucc_thread_"
check "and runs the same" contains warpf.out "^62 32 32$"
finish
