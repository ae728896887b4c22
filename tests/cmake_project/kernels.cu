// Uses counter.cu's __device__ variable and function through extern
// declarations: resolved only by the device link.
#include "shared.h"

extern __device__ int counter;
extern __device__ int twice(int x);

__global__ void fill(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = twice(i);
    atomicAdd(&counter, 1);
  }
}

int run_fill(int *host, int n) {
  int *d;
  if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess)
    return -1;
  fill<<<(n + 63) / 64, 64>>>(d, n);
  if (cudaGetLastError() != cudaSuccess ||
      cudaMemcpy(host, d, n * sizeof(int), cudaMemcpyDeviceToHost) !=
          cudaSuccess)
    return -1;
  cudaFree(d);
  return 0;
}
