// Kernel queries answered from what the compiler knows about each kernel
// (passes with nvcc 13 on an H100 too):
// cudaFuncGetAttributes (static shared memory, the __launch_bounds__
// maximum), cudaFuncSetAttribute limits, cudaFuncSetCacheConfig, the
// occupancy calculator, and the cuda-samples include guards and API
// (cudaMallocHost, cudaProfilerStart) that real programs use.
#include <cstdio>
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#if !defined(__DRIVER_TYPES_H__) || !defined(__CUDA_RUNTIME_H__)
#error "NVIDIA's include guards are expected by cuda-samples"
#endif

__global__ void __launch_bounds__(128) bounded(float *p) {
  __shared__ float tile[1000];
  tile[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = tile[127 - threadIdx.x];
}

__global__ void plain(int *p) { p[threadIdx.x] = 1; }

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

int main() {
  cudaFuncAttributes a;
  EXPECT(cudaFuncGetAttributes(&a, bounded) == cudaSuccess);
  EXPECT(a.sharedSizeBytes == 1000 * sizeof(float));
  EXPECT(a.maxThreadsPerBlock == 128);
  EXPECT(a.maxDynamicSharedSizeBytes + a.sharedSizeBytes == 48 * 1024);
  EXPECT(cudaFuncGetAttributes(&a, plain) == cudaSuccess);
  EXPECT(a.sharedSizeBytes == 0 && a.maxThreadsPerBlock == 1024);
  EXPECT(cudaFuncSetCacheConfig(plain, cudaFuncCachePreferL1) == cudaSuccess);
  EXPECT(cudaFuncSetAttribute(plain, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              48 * 1024) == cudaSuccess);
  // the opt-in maximum is the device's (48 KiB here, 227 KiB on an H100)
  int optin = 0;
  cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0);
  EXPECT(cudaFuncSetAttribute(bounded, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              optin - 4000) == cudaSuccess);
  EXPECT(cudaFuncSetAttribute(bounded, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              optin - 4000 + 1) == cudaErrorInvalidValue);
  cudaGetLastError();
  int blocks = -1;
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, plain, 256, 0) ==
         cudaSuccess && blocks >= 1);

  float *h;
  EXPECT(cudaMallocHost(&h, 128 * sizeof(float)) == cudaSuccess);
  for (int i = 0; i < 128; i++)
    h[i] = (float)i;
  float *d;
  cudaMalloc(&d, 128 * sizeof(float));
  cudaMemcpy(d, h, 128 * sizeof(float), cudaMemcpyHostToDevice);
  EXPECT(cudaProfilerStart() == cudaSuccess);
  bounded<<<1, 128>>>(d);
  EXPECT(cudaProfilerStop() == cudaSuccess);
  cudaMemcpy(h, d, 128 * sizeof(float), cudaMemcpyDeviceToHost);
  EXPECT(h[0] == 127.0f && h[127] == 0.0f);
  bounded<<<1, 256>>>(d);
  EXPECT(cudaGetLastError() == cudaErrorInvalidValue);
  EXPECT(cudaFreeHost(h) == cudaSuccess);
  cudaFree(d);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
