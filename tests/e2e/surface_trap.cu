// A surface read out of range with the default boundary mode
// (cudaBoundaryModeTrap) makes the kernel fail with cudaErrorIllegalAddress
// (on an H100; a write too): the error is sticky, later calls report it.
// The output was recorded with nvcc 13 on an H100 (surface_trap.expected).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void inside(cudaSurfaceObject_t s, int *out) {
  out[0] = surf2Dread<int>(s, 12, 1); // element (3, 1): in range
}

__global__ void outside(cudaSurfaceObject_t s, int *out) {
  out[1] = 1;
  out[2] = surf2Dread<int>(s, 16, 0); // x = 4 elements: one past the end
  out[3] = 1; // never reached
}

int main() {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<int>();
  cudaArray_t a;
  cudaMallocArray(&a, &d, 4, 2, cudaArraySurfaceLoadStore);
  int h[8] = {0, 1, 2, 3, 10, 11, 12, 13};
  cudaMemcpy2DToArray(a, 0, 0, h, 16, 16, 2, cudaMemcpyHostToDevice);
  cudaResourceDesc r;
  memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaSurfaceObject_t s;
  cudaCreateSurfaceObject(&s, &r);
  int *out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  memset(out, 0, 4 * sizeof(int));
  inside<<<1, 1>>>(s, out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("in range: %s, value %d\n", cudaGetErrorName(e), out[0]);
  outside<<<1, 1>>>(s, out);
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  e = cudaDeviceSynchronize();
  printf("synchronize: %s\n", cudaGetErrorName(e));
  printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));
  void *p;
  printf("cudaMalloc after: %s\n", cudaGetErrorName(cudaMalloc(&p, 16)));
  bool ok = e != cudaSuccess;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
