// Plain C++ (the C++ compiler, not cucc) calling the runtime API through
// find_package(CUDAToolkit)'s CUDA::cudart / CUDA::cudart_static.
#include <cuda_runtime.h>
#include <cstdio>

int main() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess || n < 1)
    return 1;
  int *d = nullptr, h = 0, v = 42;
  cudaMalloc(&d, sizeof(int));
  cudaMemcpy(d, &v, sizeof v, cudaMemcpyHostToDevice);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("host_only devices %d value %d\n", n, h);
  return h == 42 ? 0 : 1;
}
