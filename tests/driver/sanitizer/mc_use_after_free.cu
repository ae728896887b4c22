// memcheck: a kernel reads a buffer that was freed (BUG).
#include <cstdio>
__global__ void sum(const int *a, int *out) {
  atomicAdd(out, a[threadIdx.x]);
}
int main() {
  int *a, *out;
  cudaMalloc(&a, 32 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMemset(a, 0, 32 * sizeof(int));
  cudaMemset(out, 0, sizeof(int));
#ifndef FIXED
  cudaFree(a);
#endif
  sum<<<1, 32>>>(a, out);
  cudaDeviceSynchronize();
#ifdef FIXED
  cudaFree(a);
#endif
  cudaFree(out);
  printf("done\n");
  return 0;
}
