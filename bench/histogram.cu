// Benchmark: a 256-bin histogram of 2^24 bytes with shared-memory atomics
// (each block counts its grid-stride share into __shared__ bins with
// atomicAdd, then adds them to the global bins), 256 blocks of 256 threads.
// Times launch + cudaDeviceSynchronize (bins cleared before, untimed).
#include "bench.h"

__global__ void histo(const unsigned char *in, unsigned *bins, int n) {
  __shared__ unsigned s[256];
  s[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&s[in[i]], 1u);
  __syncthreads();
  atomicAdd(&bins[threadIdx.x], s[threadIdx.x]);
}

int main(int argc, char **argv) {
  const int n = 1 << 24, reps = argc > 1 ? atoi(argv[1]) : 10;
  unsigned char *h = (unsigned char *)malloc(n);
  unsigned want[256] = {0}, got[256];
  for (int i = 0; i < n; i++) {
    h[i] = (unsigned char)((i * 2654435761u) >> 13);
    want[h[i]]++;
  }
  unsigned char *din;
  unsigned *bins;
  cudaMalloc(&din, n);
  cudaMalloc(&bins, sizeof got);
  cudaMemcpy(din, h, n, cudaMemcpyHostToDevice);
  double *s = (double *)malloc(reps * sizeof(double));
  for (int r = -1; r < reps; r++) { // r = -1: warm-up
    cudaMemset(bins, 0, sizeof got);
    cudaDeviceSynchronize();
    double t = now_ms();
    histo<<<256, 256>>>(din, bins, n);
    cudaDeviceSynchronize();
    if (r >= 0)
      s[r] = now_ms() - t;
  }
  cudaMemcpy(got, bins, sizeof got, cudaMemcpyDeviceToHost);
  for (int b = 0; b < 256; b++)
    if (got[b] != want[b]) {
      fprintf(stderr, "histogram: bin %d: %u, expected %u\n", b, got[b], want[b]);
      return 1;
    }
  report("histogram", s, reps);
  return 0;
}
