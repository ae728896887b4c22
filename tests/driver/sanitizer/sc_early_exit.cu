// synccheck: threads past the end return before a barrier the others reach
// (common, legal since Volta?). The FIXED twin has no early return.
#include <cstdio>
__global__ void tail(int *out, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
#ifndef FIXED
  if (t >= n)
    return;
#endif
  s[t] = t;
  __syncthreads();
  if (t < n)
    out[t] = s[n - 1 - t];
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  tail<<<1, 64>>>(d, 40);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
  return 0;
}
