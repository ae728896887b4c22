// The architecture and C++ standard the kernel was compiled for (CMake's
// CMAKE_CUDA_ARCHITECTURES and CMAKE_CUDA_STANDARD), and the device's.
#include <cstdio>

__global__ void arch(int *out) {
#ifdef __CUDA_ARCH__
  out[0] = __CUDA_ARCH__;
#endif
  out[1] = (int)(__cplusplus / 100 % 100); /* 201703L -> 17 */
}

int main() {
  int *d, h[2] = {0, 0};
  cudaMalloc(&d, sizeof h);
  arch<<<1, 1>>>(d);
  if (cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess)
    return 1;
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  printf("arch %d std %d device %d%d\n", h[0], h[1], p.major, p.minor);
  return 0;
}
