// Benchmark: the block reduction of reduce.cu written with warp shuffles
// (each warp sums its 32 values with __shfl_down_sync, lane 0 of each warp
// writes shared memory, the first warp sums those), one partial sum per
// block of 256 of 2^20 ints (smaller than reduce.cu's 2^24: warp
// collectives run on fibers). Times launch + cudaDeviceSynchronize.
#include "bench.h"

__device__ int warp_sum(int v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void block_sum_shfl(const int *in, int *out) {
  __shared__ int warps[8];
  unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = warp_sum(in[i]);
  if (tid % 32 == 0)
    warps[tid / 32] = v;
  __syncthreads();
  if (tid < 32) {
    v = warp_sum(tid < 8 ? warps[tid] : 0);
    if (tid == 0)
      out[blockIdx.x] = v;
  }
}

int main(int argc, char **argv) {
  const int n = 1 << 20, nb = n / 256, reps = argc > 1 ? atoi(argv[1]) : 10;
  int *h = (int *)malloc(n * sizeof(int)), *p = (int *)malloc(nb * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i % 1000 - 500;
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, nb * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  block_sum_shfl<<<nb, 256>>>(din, dout); // warm-up
  cudaDeviceSynchronize();
  double *s = (double *)malloc(reps * sizeof(double));
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    block_sum_shfl<<<nb, 256>>>(din, dout);
    cudaDeviceSynchronize();
    s[r] = now_ms() - t;
  }
  cudaMemcpy(p, dout, nb * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < nb; b++) {
    int want = 0;
    for (int i = 0; i < 256; i++)
      want += h[b * 256 + i];
    if (p[b] != want) {
      fprintf(stderr, "shuffle_reduce: block %d: %d, expected %d\n", b, p[b], want);
      return 1;
    }
  }
  report("reduce", s, reps);
  return 0;
}
