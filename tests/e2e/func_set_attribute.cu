// cudaFuncSetAttribute / cudaFuncGetAttributes: a kernel may use more than
// 48 KiB of dynamic shared memory once cudaFuncAttributeMaxDynamicSharedMemory
// Size allows it (up to the device's opt-in limit, which cudaFuncGetAttributes
// then reports); without it such a launch fails with cudaErrorInvalidValue;
// the carveout preference is accepted and reported; bad attributes and values
// give CUDA's errors; maxThreadsPerBlock honours __launch_bounds__,
// sharedSizeBytes is the static shared memory, numRegs is nonzero; a pointer
// that is not a kernel is cudaErrorInvalidResourceHandle in CUDA 13.
// Expected output recorded with nvcc 13 on an NVIDIA H100
// (tests/e2e/func_set_attribute.expected: the values the GPU printed; its verdict was FAIL
// only because this test expected cudaErrorInvalidDeviceFunction for a
// pointer that is not a kernel, since corrected to the GPU's answer).
#include <cstdio>
#include <vector>

#define BIG_INTS (100 * 1024 / 4) // 100 KiB of dynamic shared memory

// reverses n ints through dynamic shared memory (one block)
__global__ void reverse_big(const int *in, int *out, int n) {
  extern __shared__ int buf[];
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    buf[i] = in[i];
  __syncthreads();
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    out[i] = buf[n - 1 - i];
}

__global__ void __launch_bounds__(256) with_static(int *p) {
  __shared__ int tile[1000];
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  p[threadIdx.x] = tile[255 - threadIdx.x];
}

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

static const char *name(cudaError_t e) { return cudaGetErrorName(e); }

int main() {
  int optin = 0;
  cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0);
  printf("opt-in limit above 100 KiB: %d\n", optin > 100 * 1024);

  cudaFuncAttributes a;
  EXPECT(cudaFuncGetAttributes(&a, with_static) == cudaSuccess);
  printf("with_static: shared %zu, maxThreads %d, maxDynamic %d, regs>0 %d, "
         "carveout %d\n",
         a.sharedSizeBytes, a.maxThreadsPerBlock, a.maxDynamicSharedSizeBytes,
         a.numRegs > 0, a.preferredShmemCarveout);
  EXPECT(a.sharedSizeBytes == 4000 && a.maxThreadsPerBlock == 256);
  EXPECT(a.numRegs > 0);

  std::vector<int> h(BIG_INTS), r(BIG_INTS);
  for (int i = 0; i < BIG_INTS; i++)
    h[i] = i * 3 + 1;
  int *d_in, *d_out;
  cudaMalloc(&d_in, BIG_INTS * sizeof(int));
  cudaMalloc(&d_out, BIG_INTS * sizeof(int));
  cudaMemcpy(d_in, h.data(), BIG_INTS * sizeof(int), cudaMemcpyHostToDevice);
  size_t bytes = BIG_INTS * sizeof(int);

  // without the attribute: refused
  reverse_big<<<1, 256, bytes>>>(d_in, d_out, BIG_INTS);
  cudaError_t e = cudaGetLastError();
  printf("100 KiB without the attribute: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidValue);

  e = cudaFuncSetAttribute(reverse_big,
                           cudaFuncAttributeMaxDynamicSharedMemorySize,
                           (int)bytes);
  printf("set max dynamic 100 KiB: %s\n", name(e));
  EXPECT(cudaFuncGetAttributes(&a, reverse_big) == cudaSuccess);
  printf("reverse_big maxDynamic is 100 KiB: %d\n",
         a.maxDynamicSharedSizeBytes == (int)bytes);
  EXPECT(a.maxDynamicSharedSizeBytes == (int)bytes);
  reverse_big<<<1, 256, bytes>>>(d_in, d_out, BIG_INTS);
  e = cudaGetLastError();
  printf("100 KiB with the attribute: %s\n", name(e));
  cudaMemcpy(r.data(), d_out, bytes, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < BIG_INTS; i++)
    bad += r[i] != h[BIG_INTS - 1 - i];
  printf("reversed through 100 KiB of shared memory: %s\n",
         bad ? "wrong" : "correct");
  EXPECT(bad == 0 && e == cudaSuccess);
  reverse_big<<<1, 256, bytes + 4>>>(d_in, d_out, BIG_INTS);
  e = cudaGetLastError();
  printf("4 bytes more than the attribute: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidValue);

  // the opt-in limit, counting the static shared memory
  e = cudaFuncSetAttribute(with_static,
                           cudaFuncAttributeMaxDynamicSharedMemorySize,
                           optin - 4000);
  printf("optin - static: %s\n", name(e));
  EXPECT(e == cudaSuccess);
  e = cudaFuncSetAttribute(with_static,
                           cudaFuncAttributeMaxDynamicSharedMemorySize,
                           optin - 4000 + 1);
  printf("optin - static + 1: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidValue);
  e = cudaFuncSetAttribute(with_static,
                           cudaFuncAttributeMaxDynamicSharedMemorySize, -1);
  printf("negative: %s\n", name(e));
  cudaGetLastError();

  // carveout
  e = cudaFuncSetAttribute(with_static,
                           cudaFuncAttributePreferredSharedMemoryCarveout, 50);
  EXPECT(cudaFuncGetAttributes(&a, with_static) == cudaSuccess);
  printf("carveout 50: %s, reported %d\n", name(e), a.preferredShmemCarveout);
  EXPECT(e == cudaSuccess && a.preferredShmemCarveout == 50);
  printf("carveout -1: %s\n",
         name(cudaFuncSetAttribute(
             with_static, cudaFuncAttributePreferredSharedMemoryCarveout,
             cudaSharedmemCarveoutDefault)));
  printf("carveout 101: %s\n",
         name(cudaFuncSetAttribute(
             with_static, cudaFuncAttributePreferredSharedMemoryCarveout, 101)));
  printf("carveout -2: %s\n",
         name(cudaFuncSetAttribute(
             with_static, cudaFuncAttributePreferredSharedMemoryCarveout, -2)));
  cudaGetLastError();

  // other attributes, bad ones, bad functions
  printf("non-portable cluster size 1: %s\n",
         name(cudaFuncSetAttribute(
             with_static, cudaFuncAttributeNonPortableClusterSizeAllowed, 1)));
  printf("scheduling policy spread: %s\n",
         name(cudaFuncSetAttribute(
             with_static, cudaFuncAttributeClusterSchedulingPolicyPreference,
             cudaClusterSchedulingPolicySpread)));
  e = cudaFuncSetAttribute(with_static, (cudaFuncAttribute)0, 1);
  printf("attribute 0: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidValue);
  e = cudaFuncSetAttribute(with_static, cudaFuncAttributeMax, 1);
  printf("cudaFuncAttributeMax: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidValue);
  e = cudaFuncSetAttribute((const void *)&optin,
                           cudaFuncAttributeMaxDynamicSharedMemorySize, 0);
  printf("not a kernel: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidResourceHandle);
  e = cudaFuncGetAttributes(&a, (const void *)&optin);
  printf("attributes of not a kernel: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidResourceHandle);
  e = cudaFuncGetAttributes(nullptr, with_static);
  printf("attributes into NULL: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidValue);
  cudaGetLastError();

  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
