// racecheck: threads read a neighbour's shared slot with no barrier between
// the write and the read (BUG).
#include <cstdio>
__global__ void neighbour(int *out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = t * 2;
#ifdef FIXED
  __syncthreads();
#endif
  out[t] = s[(t + 1) % 128];
}
int main() {
  int *d;
  cudaMalloc(&d, 128 * sizeof(int));
  neighbour<<<1, 128>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
  return 0;
}
