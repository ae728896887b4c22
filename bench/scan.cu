// Benchmark: inclusive prefix sums of 256-int segments of 2^24 ints, one
// block per segment, the Hillis-Steele scan in shared memory (log2(256)
// steps, each read / __syncthreads / write / __syncthreads). Times launch +
// cudaDeviceSynchronize.
#include "bench.h"

__global__ void block_scan(const int *in, int *out) {
  __shared__ int s[256];
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = in[i];
  __syncthreads();
  for (unsigned o = 1; o < 256; o <<= 1) {
    int v = t >= o ? s[t - o] : 0;
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  out[i] = s[t];
}

int main(int argc, char **argv) {
  const int n = 1 << 24, nb = n / 256, reps = argc > 1 ? atoi(argv[1]) : 10;
  int *h = (int *)malloc(n * sizeof(int)), *p = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i % 1000 - 500;
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  block_scan<<<nb, 256>>>(din, dout); // warm-up
  cudaDeviceSynchronize();
  double *s = (double *)malloc(reps * sizeof(double));
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    block_scan<<<nb, 256>>>(din, dout);
    cudaDeviceSynchronize();
    s[r] = now_ms() - t;
  }
  cudaMemcpy(p, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < nb; b++)
    for (int i = 0, acc = 0; i < 256; i++) {
      acc += h[b * 256 + i];
      if (p[b * 256 + i] != acc) {
        fprintf(stderr, "scan: [%d]: %d, expected %d\n", b * 256 + i, p[b * 256 + i], acc);
        return 1;
      }
    }
  report("scan", s, reps);
  return 0;
}
