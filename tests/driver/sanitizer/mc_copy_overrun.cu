// memcheck: cudaMemcpy of 8192 bytes into a 4096-byte allocation (BUG).
#include <cstdio>
#include <cstdlib>
int main() {
  char *d;
  char *h = (char *)calloc(8192, 1);
  cudaMalloc(&d, 4096);
#ifdef FIXED
  cudaMemcpy(d, h, 4096, cudaMemcpyHostToDevice);
#else
  cudaMemcpy(d, h, 8192, cudaMemcpyHostToDevice);
#endif
  cudaFree(d);
  free(h);
  printf("done\n");
  return 0;
}
