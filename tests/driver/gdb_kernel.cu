// The program tests/driver/gdb.sh debugs: a loop kernel (fill_ids) and a kernel
// with a barrier (scale, run on fibers) that calls a __device__ function.
// With an argument it keeps launching fill_ids for up to 30 s (gdb attaches).
#include <cstdio>
#include <unistd.h>

__device__ int twice(int v) {
  int r = v * 2; // LINE_TWICE
  return r;
}

__global__ void fill_ids(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; // LINE_FILL
  if (i < n)
    out[i] = i;
}

__global__ void scale(int *out, int n) {
  __shared__ int s[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int t = twice(i); // LINE_CALL
  s[threadIdx.x] = t;
  __syncthreads();
  int other = s[63 - threadIdx.x];
  if (i < n)
    out[i] = t + other;
}

int main(int argc, char **argv) {
  int *d, h[128];
  cudaMalloc(&d, sizeof h);
  if (argc > 1) {
    printf("ready\n");
    fflush(stdout);
    for (int k = 0; k < 600; k++) {
      fill_ids<<<2, 64>>>(d, 128);
      cudaDeviceSynchronize();
      usleep(50000);
    }
  }
  fill_ids<<<2, 64>>>(d, 128);
  scale<<<2, 64>>>(d, 128);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[5], h[69]);
  return 0;
}
