// synccheck: __syncthreads inside a branch only half the block takes (BUG).
#include <cstdio>
__global__ void half(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t;
#ifdef FIXED
  __syncthreads();
#else
  if (t < 32)
    __syncthreads();
#endif
  out[t] = s[63 - t];
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  half<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
  return 0;
}
