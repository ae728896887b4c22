// synccheck: a shuffle whose mask leaves out the calling lane (BUG).
#include <cstdio>
__global__ void rot(int *out) {
  int t = threadIdx.x;
#ifdef FIXED
  unsigned mask = 0xffffffffu;
#else
  unsigned mask = 0x0000ffffu;
#endif
  out[t] = __shfl_sync(mask, t, (t + 1) % 32);
}
int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  rot<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
  return 0;
}
