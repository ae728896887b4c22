// Device symbols used from kernels.cu (separable compilation).
#include "shared.h"

__device__ int counter;
__device__ int twice(int x) { return 2 * x; }

int read_counter() {
  int h = -1;
  cudaMemcpyFromSymbol(&h, counter, sizeof h);
  return h;
}
