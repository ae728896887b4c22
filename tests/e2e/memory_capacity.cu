// Device memory capacity (cucc only: CUCC_DEVICE_MEMORY has no meaning on a
// GPU): set to 64M before the first CUDA call, it is the total that
// cudaMemGetInfo and cudaDeviceProp.totalGlobalMem report, allocations
// charge it, and going past it is cudaErrorMemoryAllocation, for cudaMalloc,
// cudaMallocPitch, cudaMalloc3D, cudaMallocManaged and cudaMallocAsync.
#include "memory_common.h"

int main() {
  setenv("CUCC_DEVICE_MEMORY", "64M", 1);
  const size_t cap = 64u << 20;
  size_t fr, tot;
  CHECK(cudaMemGetInfo(&fr, &tot));
  TRUE(tot == cap);
  TRUE(fr == cap);
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  TRUE(prop.totalGlobalMem == cap);

  void *a, *b, *c;
  CHECK(cudaMalloc(&a, 40u << 20));
  CHECK(cudaMemGetInfo(&fr, &tot));
  TRUE(fr == cap - (40u << 20));
  EXPECT(cudaErrorMemoryAllocation, cudaMalloc(&b, 40u << 20));
  size_t pitch;
  EXPECT(cudaErrorMemoryAllocation, cudaMallocPitch(&b, &pitch, 4096, 8192));
  cudaPitchedPtr pp;
  EXPECT(cudaErrorMemoryAllocation,
         cudaMalloc3D(&pp, make_cudaExtent(4096, 1024, 8)));
  EXPECT(cudaErrorMemoryAllocation, cudaMallocManaged(&b, 40u << 20));
  EXPECT(cudaErrorMemoryAllocation, cudaMallocAsync(&b, 40u << 20, 0));
  EXPECT(cudaErrorMemoryAllocation, cudaMalloc(&b, (size_t)1 << 60));
  EXPECT(cudaErrorMemoryAllocation, cudaMalloc(&b, ~(size_t)0));
  CHECK(cudaMalloc(&b, 20u << 20)); // what is left still fits
  CHECK(cudaFree(a));
  CHECK(cudaMalloc(&c, 40u << 20)); // and freeing gives it back
  CHECK(cudaFree(b));
  CHECK(cudaFree(c));
  CHECK(cudaMemGetInfo(&fr, &tot));
  TRUE(fr == cap);
  FINISH();
}
