// memcheck: one thread writes one element past a cudaMalloc buffer (BUG);
// with -DFIXED the bound check is right.
#include <cstdio>
__global__ void fill(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef FIXED
  if (i < n)
#else
  if (i <= n)
#endif
    a[i] = i;
}
int main() {
  const int n = 256;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  fill<<<3, 128>>>(d, n);
  cudaDeviceSynchronize();
  int h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[255]=%d\n", h[255]);
  return 0;
}
