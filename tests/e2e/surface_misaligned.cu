// A surface access whose byte x is not a multiple of the access size fails
// the kernel with cudaErrorMisalignedAddress, whatever the boundary mode and
// even out of range: what nvcc 13 on an H100 did for reads at x = 5, -1,
// W*4 - 1 (Zero mode), W*4 + 2 (Clamp) and a write at x = 6 of an int
// surface, while a 1-byte read at x = 1 was fine.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void aligned1(cudaSurfaceObject_t s, int *out) {
  out[0] = surf2Dread<uchar1>(s, 1, 0).x + 1; // 1-byte access: aligned
}

__global__ void misaligned(cudaSurfaceObject_t s, int *out) {
  out[1] = surf2Dread<int>(s, 31, 1, cudaBoundaryModeZero); // out of range
  out[2] = 1; // never reached
}

int main() {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<int>();
  cudaArray_t a;
  cudaMallocArray(&a, &d, 8, 2, cudaArraySurfaceLoadStore);
  cudaResourceDesc r;
  memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaSurfaceObject_t s;
  cudaCreateSurfaceObject(&s, &r);
  int *out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  memset(out, 0, 4 * sizeof(int));
  aligned1<<<1, 1>>>(s, out);
  cudaError_t e1 = cudaDeviceSynchronize();
  misaligned<<<1, 1>>>(s, out);
  cudaError_t e2 = cudaDeviceSynchronize();
  printf("aligned: %s (%d), misaligned: %s\n", cudaGetErrorName(e1), out[0],
         cudaGetErrorName(e2));
  bool ok = e1 == cudaSuccess && out[0] == 1 &&
            e2 == cudaErrorMisalignedAddress && out[2] == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
