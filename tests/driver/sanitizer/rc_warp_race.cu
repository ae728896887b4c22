// racecheck: a write-after-read hazard between warps on one shared word (BUG).
#include <cstdio>
__global__ void acc(int *out) {
  __shared__ int total;
  if (threadIdx.x == 0) total = 0;
  __syncthreads();
  int v = total;
#ifdef FIXED
  __syncthreads();
#endif
  if (threadIdx.x == 32) total = v + 1;
  __syncthreads();
  out[threadIdx.x] = total;
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  acc<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
  return 0;
}
