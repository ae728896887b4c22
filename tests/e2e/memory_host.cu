// (Passes with nvcc 13 on an NVIDIA H100 too, which fixed its error codes.)
// Page-locked host memory: cudaMallocHost, cudaHostAlloc flags, mapped
// pointers used by a kernel, cudaHostGetFlags/GetDevicePointer, and
// cudaHostRegister/Unregister with CUDA's errors (checked on an H100 with
// this test itself, run with nvcc 13 on an H100).
#include "memory_common.h"

__global__ void inc(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += i;
}

int main() {
  const int n = 1000;
  int *h;
  CHECK(cudaMallocHost((void **)&h, n * sizeof(int)));
  for (int i = 0; i < n; i++)
    h[i] = 1;
  int *d;
  CHECK(cudaHostGetDevicePointer((void **)&d, h, 0));
  inc<<<(n + 255) / 256, 256>>>(d, n);
  CHECK(cudaDeviceSynchronize());
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += h[i] != 1 + i;
  TRUE(bad == 0);
  // interior pointers map to the interior device pointer
  void *dp;
  CHECK(cudaHostGetDevicePointer(&dp, h + 10, 0));
  TRUE(dp == (void *)(d + 10));

  // flags
  char *wc;
  CHECK(cudaHostAlloc((void **)&wc, 100,
                      cudaHostAllocPortable | cudaHostAllocWriteCombined));
  unsigned f = 0;
  CHECK(cudaHostGetFlags(&f, wc));
  TRUE((f & (cudaHostAllocPortable | cudaHostAllocWriteCombined)) ==
       (cudaHostAllocPortable | cudaHostAllocWriteCombined));
  CHECK(cudaHostGetFlags(&f, h));
  TRUE(!(f & cudaHostAllocWriteCombined));
  char *mapped;
  CHECK(cudaHostAlloc((void **)&mapped, 100, cudaHostAllocMapped));
  CHECK(cudaHostGetFlags(&f, mapped));
  TRUE(f & cudaHostAllocMapped);
  void *p = &f;
  EXPECT(cudaErrorInvalidValue, cudaHostAlloc(&p, 64, 8));
  EXPECT(cudaErrorInvalidValue, cudaHostAlloc(&p, 64, 16));
  EXPECT(cudaErrorInvalidValue, cudaMallocHost(NULL, 16));

  // errors of the queries
  char *pg = (char *)malloc(1 << 16);
  char *dev;
  CHECK(cudaMalloc((void **)&dev, 256));
  EXPECT(cudaErrorInvalidValue, cudaHostGetFlags(&f, pg));
  EXPECT(cudaErrorInvalidValue, cudaHostGetFlags(&f, dev));
  EXPECT(cudaErrorInvalidValue, cudaHostGetDevicePointer(&dp, pg, 0));
  EXPECT(cudaErrorInvalidValue, cudaHostGetDevicePointer(&dp, dev, 0));
  EXPECT(cudaErrorInvalidValue, cudaHostGetDevicePointer(&dp, h, 1));
  EXPECT(cudaErrorInvalidValue, cudaFreeHost(pg));
  EXPECT(cudaErrorInvalidValue, cudaFreeHost(dev));
  EXPECT(cudaErrorInvalidValue, cudaFreeHost((char *)h + 16));

  // registration
  char *reg = (char *)aligned_alloc(4096, 8192);
  memset(reg, 0, 8192);
  CHECK(cudaHostRegister(reg, 8192, cudaHostRegisterMapped));
  EXPECT(cudaErrorHostMemoryAlreadyRegistered, cudaHostRegister(reg, 8192, 0));
  EXPECT(cudaErrorHostMemoryAlreadyRegistered,
         cudaHostRegister(reg + 4096, 4096, 0));
  EXPECT(cudaErrorInvalidValue, cudaHostRegister(h, 64, 0)); // pinned
  EXPECT(cudaErrorInvalidValue, cudaHostRegister(NULL, 4096, 0));
  EXPECT(cudaErrorInvalidValue, cudaHostRegister(pg, 0, 0));
  EXPECT(cudaErrorInvalidValue, cudaHostRegister(pg, 4096, 0x10));
  CHECK(cudaHostGetDevicePointer(&dp, reg + 100, 0));
  TRUE(dp == reg + 100);
  inc<<<1, 64>>>((int *)dp, 64);
  CHECK(cudaDeviceSynchronize());
  TRUE(((int *)(reg + 100))[63] == 63);
  EXPECT(cudaErrorInvalidValue, cudaHostUnregister(reg + 4096)); // interior
  EXPECT(cudaErrorHostMemoryNotRegistered, cudaHostUnregister(pg));
  EXPECT(cudaErrorInvalidValue, cudaHostUnregister(h)); // pinned
  EXPECT(cudaErrorInvalidValue, cudaFreeHost(reg));
  CHECK(cudaHostUnregister(reg));
  EXPECT(cudaErrorHostMemoryNotRegistered, cudaHostUnregister(reg));
  // registered again after unregistering
  CHECK(cudaHostRegister(reg, 4096, 0));
  CHECK(cudaHostUnregister(reg));

  CHECK(cudaFreeHost(h));
  CHECK(cudaFreeHost(wc));
  CHECK(cudaFreeHost(mapped));
  EXPECT(cudaErrorInvalidValue, cudaFreeHost(h)); // freed twice
  CHECK(cudaFreeHost(NULL));
  CHECK(cudaFree(dev));
  free(reg);
  free(pg);
  FINISH();
}
