// Device limits: every CUDA 12 limit's default, accepted values, rounding,
// minimums and errors (as CUDA 13 gives them on an H100: tests/reference/
// probe_devices.out), and their effects: a larger malloc heap lets a kernel
// allocate more than the default 8 MiB; under cucc, a larger stack lets a
// barrier kernel (run as fibers) use a local array larger than the default
// fiber stack. Also the cache and shared-memory configurations.
#include <cstdio>

static int failures;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAILED line %d: %s\n", __LINE__, #cond);                         \
      failures++;                                                              \
    }                                                                          \
  } while (0)

static size_t get(cudaLimit l) {
  size_t v = 12345;
  EXPECT(cudaDeviceGetLimit(&v, l) == cudaSuccess);
  return v;
}

__global__ void big_alloc(size_t bytes, int *ok) {
  char *p = (char *)malloc(bytes);
  if (p) {
    p[0] = 1;
    p[bytes - 1] = 2;
    *ok = p[0] + p[bytes - 1];
    free(p);
  } else {
    *ok = -1;
  }
}

#define LOCAL_INTS (100 * 1024) // 400 KiB of local memory per thread

// Barriers make it a fiber kernel: each thread's array lives on its fiber
// stack and must survive the others running in between.
__global__ void big_local(int *out, int stride) {
  int a[LOCAL_INTS];
  int t = threadIdx.x;
  for (int i = 0; i < LOCAL_INTS; i++) a[i] = i ^ (t * 7919);
  __syncthreads();
  long long sum = 0;
  for (int i = 0, j = 0; i < LOCAL_INTS; i++, j = (j + stride) % LOCAL_INTS)
    sum += a[j] ^ (t * 7919);
  __syncthreads();
  out[t] = sum == (long long)LOCAL_INTS * (LOCAL_INTS - 1) / 2;
}

int main() {
  // defaults (the printf FIFO's and the persisting L2 cache's depend on
  // the device)
  printf("default stack size: %zu\n", get(cudaLimitStackSize));
  printf("default malloc heap size: %zu\n", get(cudaLimitMallocHeapSize));
  printf("default pending launch count: %zu\n",
         get(cudaLimitDevRuntimePendingLaunchCount));
  printf("default max L2 fetch granularity: %zu\n",
         get(cudaLimitMaxL2FetchGranularity));

  size_t v = 12345;
  EXPECT(cudaDeviceGetLimit(NULL, cudaLimitStackSize) == cudaErrorInvalidValue);
  EXPECT(cudaDeviceGetLimit(&v, (cudaLimit)-1) == cudaErrorInvalidValue);
  EXPECT(cudaDeviceSetLimit((cudaLimit)-1, 0) == cudaErrorInvalidValue);
  // CUDA 12's device runtime has no sync depth
  EXPECT(cudaDeviceGetLimit(&v, cudaLimitDevRuntimeSyncDepth) ==
         cudaErrorUnsupportedLimit);
  EXPECT(cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 4) ==
         cudaErrorUnsupportedLimit);
  EXPECT(cudaGetLastError() == cudaErrorUnsupportedLimit);
  EXPECT(v == 12345);

  // stack: rounded up to 16 bytes, less than 512 KiB
  EXPECT(cudaDeviceSetLimit(cudaLimitStackSize, 1000) == cudaSuccess);
  EXPECT(get(cudaLimitStackSize) == 1008);
  EXPECT(cudaDeviceSetLimit(cudaLimitStackSize, 512 * 1024) ==
         cudaErrorInvalidValue);
  EXPECT(get(cudaLimitStackSize) == 1008);
  EXPECT(cudaDeviceSetLimit(cudaLimitStackSize, 65536) == cudaSuccess);
  EXPECT(get(cudaLimitStackSize) == 65536);
  EXPECT(cudaDeviceSetLimit(cudaLimitStackSize, 0) == cudaSuccess);
  EXPECT(get(cudaLimitStackSize) == 0);
  cudaGetLastError();

  // printf FIFO: at least 512 KiB
  EXPECT(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20) == cudaSuccess);
  EXPECT(get(cudaLimitPrintfFifoSize) == (4 << 20));
  EXPECT(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1000) == cudaSuccess);
  EXPECT(get(cudaLimitPrintfFifoSize) == 512 * 1024);

  // device runtime and L2 limits
  EXPECT(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 4096) ==
         cudaSuccess);
  EXPECT(get(cudaLimitDevRuntimePendingLaunchCount) == 4096);
  EXPECT(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1) ==
         cudaSuccess);
  EXPECT(get(cudaLimitDevRuntimePendingLaunchCount) == 32);
  EXPECT(cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, 32) == cudaSuccess);
  EXPECT(get(cudaLimitMaxL2FetchGranularity) == 32);
  EXPECT(cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, 256) ==
         cudaErrorInvalidValue);
  EXPECT(get(cudaLimitMaxL2FetchGranularity) == 32);
  EXPECT(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 0) == cudaSuccess);
  EXPECT(get(cudaLimitPersistingL2CacheSize) == 0);
  EXPECT(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 1ull << 40) ==
         cudaErrorInvalidValue);
  cudaGetLastError();

  // heap: 24 MiB lets a kernel allocate 16 MiB (more than the default 8 MiB)
  int *ok;
  cudaMalloc(&ok, 256 * sizeof(int));
  EXPECT(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 24 << 20) == cudaSuccess);
  EXPECT(get(cudaLimitMallocHeapSize) == (24 << 20));
  big_alloc<<<1, 1>>>(16 << 20, ok);
  int h = 0;
  EXPECT(cudaMemcpy(&h, ok, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess);
  printf("16 MiB device malloc from a 24 MiB heap: %s\n",
         h == 3 ? "ok" : "failed");
  // fixed once a kernel used the heap
  EXPECT(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 << 20) ==
         cudaErrorInvalidValue);
  cudaGetLastError();

#ifdef __CUCC_CUDA_MODE__
  // the stack limit sizes fiber stacks: 64 threads with 400 KiB arrays
  // (more than the default fiber stack of 256 KiB)
  EXPECT(cudaDeviceSetLimit(cudaLimitStackSize, 480 * 1024) == cudaSuccess);
  big_local<<<2, 64>>>(ok, 7);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  int res[64];
  EXPECT(cudaMemcpy(res, ok, sizeof res, cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  int good = 0;
  for (int i = 0; i < 64; i++) good += res[i];
  EXPECT(good == 64);
#endif

  // configurations: accepted and read back
  cudaFuncCache c;
  EXPECT(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared) == cudaSuccess);
  EXPECT(cudaDeviceGetCacheConfig(&c) == cudaSuccess &&
         c == cudaFuncCachePreferShared);
  EXPECT(cudaDeviceSetCacheConfig((cudaFuncCache)4) == cudaErrorInvalidValue);
  EXPECT(cudaDeviceGetCacheConfig(NULL) == cudaErrorInvalidValue);
  EXPECT(cudaFuncSetCacheConfig(big_alloc, cudaFuncCachePreferL1) ==
         cudaSuccess);
  cudaGetLastError();

  // cudaDeviceReset restores the defaults
  cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);
  EXPECT(cudaDeviceReset() == cudaSuccess);
  unsigned f = 0;
  EXPECT(cudaDeviceGetCacheConfig(&c) == cudaSuccess &&
         c == cudaFuncCachePreferNone);
  EXPECT(cudaGetDeviceFlags(&f) == cudaSuccess && f == cudaDeviceMapHost);
  printf("after reset: stack %zu, heap %zu, pending launches %zu, L2 fetch "
         "%zu\n",
         get(cudaLimitStackSize), get(cudaLimitMallocHeapSize),
         get(cudaLimitDevRuntimePendingLaunchCount),
         get(cudaLimitMaxL2FetchGranularity));
  EXPECT(cudaGetLastError() == cudaSuccess);
  if (failures) {
    printf("FAIL (%d)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
