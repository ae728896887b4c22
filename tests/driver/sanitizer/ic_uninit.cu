// initcheck: a kernel reads device memory that nothing wrote (BUG: the
// memset covers only half of the buffer).
#include <cstdio>
__global__ void total(const int *a, int *out) {
  atomicAdd(out, a[threadIdx.x]);
}
int main() {
  int *a, *out;
  cudaMalloc(&a, 64 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
#ifdef FIXED
  cudaMemset(a, 0, 64 * sizeof(int));
#else
  cudaMemset(a, 0, 32 * sizeof(int));
#endif
  cudaMemset(out, 0, sizeof(int));
  total<<<1, 64>>>(a, out);
  cudaDeviceSynchronize();
  cudaFree(a);
  cudaFree(out);
  printf("done\n");
  return 0;
}
