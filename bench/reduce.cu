// Benchmark: the classic shared-memory tree reduction (256 threads per
// block, `if (tid < s) sdata[tid] += sdata[tid + s]; __syncthreads();` for
// s = 128 .. 1), one partial sum per block of 2^24 ints. Times launch +
// cudaDeviceSynchronize after a warm-up; prints min/median.
#include "bench.h"

__global__ void block_sum(const int *in, int *out) {
  __shared__ int sdata[256];
  unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = in[i];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

int main(int argc, char **argv) {
  const int n = 1 << 24, nb = n / 256, reps = argc > 1 ? atoi(argv[1]) : 10;
  int *h = (int *)malloc(n * sizeof(int)), *p = (int *)malloc(nb * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i % 1000 - 500;
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, nb * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  block_sum<<<nb, 256>>>(din, dout); // warm-up
  cudaDeviceSynchronize();
  double *s = (double *)malloc(reps * sizeof(double));
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    block_sum<<<nb, 256>>>(din, dout);
    cudaDeviceSynchronize();
    s[r] = now_ms() - t;
  }
  cudaMemcpy(p, dout, nb * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < nb; b++) {
    int want = 0;
    for (int i = 0; i < 256; i++)
      want += h[b * 256 + i];
    if (p[b] != want) {
      fprintf(stderr, "reduce: block %d: %d, expected %d\n", b, p[b], want);
      return 1;
    }
  }
  report("reduce", s, reps);
  return 0;
}
