// memcheck: a 4-byte store at an address that is not 4-byte aligned (BUG).
#include <cstdio>
__global__ void store(char *base, int off) {
  *(int *)(base + off) = 42;
}
int main() {
  char *d;
  cudaMalloc(&d, 64);
#ifdef FIXED
  store<<<1, 1>>>(d, 4);
#else
  store<<<1, 1>>>(d, 2);
#endif
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
  return 0;
}
