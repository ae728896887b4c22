// memcheck: a write one past a __shared__ array (BUG).
#include <cstdio>
__global__ void shift(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
#ifdef FIXED
  if (t + 1 < 64)
#endif
  s[t + 1] = t;
  __syncthreads();
  out[t] = s[t];
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  shift<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
  return 0;
}
