// memcheck --leak-check full: a cudaMalloc and a device malloc never freed (BUG).
#include <cstdio>
__global__ void grab(void **keep) {
  keep[0] = malloc(100);
#ifdef FIXED
  free(keep[0]);
#endif
}
int main() {
  int *d;
  void **keep;
  cudaMalloc(&d, 1000);
  cudaMalloc(&keep, sizeof(void *));
  grab<<<1, 1>>>(keep);
  cudaDeviceSynchronize();
#ifdef FIXED
  cudaFree(d);
#endif
  cudaFree(keep);
  printf("done\n");
  return 0;
}
