// The deprecated cudaThread* calls that old course material and benchmark
// suites (Rodinia, PolyBench) still use: each behaves as its cudaDevice*
// successor. Compiling this file warns that they are deprecated, as nvcc
// does (tests/driver/deprecation.sh checks the warning).
#include <cstdio>

static int failures;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAILED line %d: %s\n", __LINE__, #cond);                         \
      failures++;                                                              \
    }                                                                          \
  } while (0)

__global__ void scale(float *x, int n, float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= f;
}

int main() {
  const int n = 4096;
  float *d, h[n];
  for (int i = 0; i < n; i++) h[i] = (float)i;
  EXPECT(cudaMalloc(&d, sizeof h) == cudaSuccess);
  EXPECT(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice) == cudaSuccess);
  scale<<<n / 256, 256>>>(d, n, 2.0f);
  EXPECT(cudaThreadSynchronize() == cudaSuccess);
  EXPECT(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess);
  bool ok = true;
  for (int i = 0; i < n; i++) ok &= h[i] == 2.0f * i;
  EXPECT(ok);

  // limits: the same values as cudaDevice{Set,Get}Limit
  size_t v = 0;
  EXPECT(cudaThreadSetLimit(cudaLimitStackSize, 2048) == cudaSuccess);
  EXPECT(cudaDeviceGetLimit(&v, cudaLimitStackSize) == cudaSuccess &&
         v == 2048);
  EXPECT(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 2 << 20) == cudaSuccess);
  EXPECT(cudaThreadGetLimit(&v, cudaLimitPrintfFifoSize) == cudaSuccess &&
         v == (2 << 20));
  EXPECT(cudaThreadGetLimit(NULL, cudaLimitStackSize) == cudaErrorInvalidValue);
  EXPECT(cudaThreadSetLimit(cudaLimitDevRuntimeSyncDepth, 4) ==
         cudaErrorUnsupportedLimit);
  EXPECT(cudaGetLastError() == cudaErrorUnsupportedLimit);

  // cache configuration: the device's
  cudaFuncCache c;
  EXPECT(cudaThreadSetCacheConfig(cudaFuncCachePreferEqual) == cudaSuccess);
  EXPECT(cudaDeviceGetCacheConfig(&c) == cudaSuccess &&
         c == cudaFuncCachePreferEqual);
  EXPECT(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1) == cudaSuccess);
  EXPECT(cudaThreadGetCacheConfig(&c) == cudaSuccess &&
         c == cudaFuncCachePreferL1);
  EXPECT(cudaThreadSetCacheConfig((cudaFuncCache)9) == cudaErrorInvalidValue);
  EXPECT(cudaThreadGetCacheConfig(NULL) == cudaErrorInvalidValue);
  cudaGetLastError();

  // cudaThreadExit is cudaDeviceReset: limits back to their defaults, and
  // the device works afterwards
  EXPECT(cudaThreadExit() == cudaSuccess);
  EXPECT(cudaDeviceGetLimit(&v, cudaLimitStackSize) == cudaSuccess &&
         v == 1024);
  EXPECT(cudaMalloc(&d, sizeof h) == cudaSuccess);
  EXPECT(cudaMemset(d, 0, sizeof h) == cudaSuccess);
  EXPECT(cudaThreadSynchronize() == cudaSuccess);
  EXPECT(cudaFree(d) == cudaSuccess);
  if (failures) {
    printf("FAIL (%d)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
