// memcheck: cudaFree of the same pointer twice (BUG).
#include <cstdio>
int main() {
  int *d;
  cudaMalloc(&d, 1024);
  cudaFree(d);
#ifndef FIXED
  cudaFree(d);
#endif
  printf("done\n");
  return 0;
}
