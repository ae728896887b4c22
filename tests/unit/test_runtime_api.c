/* Unit tests of libcudart's host API, called from plain C without any CUDA
 * compiler: memory table, copies, memset ordering, last-error rules, error
 * names, device queries, and launches of functions that were never
 * registered. Expected values follow what CUDA 13 returned on an H100
 * (tests/e2e/error_api.expected, tests/reference/error_names.out). */
#include <cuda_profiler_api.h>
#include <cuda_runtime_api.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int fails;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                   \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

static void memory(void) {
  void *a = NULL, *b = NULL;
  EXPECT(cudaMalloc(&a, 1000) == cudaSuccess && a);
  EXPECT(((uintptr_t)a & 255) == 0);
  EXPECT(cudaMalloc(&b, 3) == cudaSuccess && ((uintptr_t)b & 255) == 0);
  char host[1000], back[1000];
  for (int i = 0; i < 1000; i++)
    host[i] = (char)i;
  EXPECT(cudaMemcpy(a, host, 1000, cudaMemcpyHostToDevice) == cudaSuccess);
  EXPECT(cudaMemset((char *)a + 10, 0x7f, 20) == cudaSuccess);
  EXPECT(cudaMemcpy(back, a, 1000, cudaMemcpyDefault) == cudaSuccess);
  EXPECT(back[9] == 9 && back[10] == 0x7f && back[29] == 0x7f && back[30] == 30);
  EXPECT(cudaMemcpy(back, a, 1, (enum cudaMemcpyKind)7) ==
         cudaErrorInvalidMemcpyDirection);
  EXPECT(cudaGetLastError() == cudaErrorInvalidMemcpyDirection);
  EXPECT(cudaGetLastError() == cudaSuccess);
  EXPECT(cudaFree((char *)a + 16) == cudaErrorInvalidValue);
  EXPECT(cudaFree(host) == cudaErrorInvalidValue);
  EXPECT(cudaFree(NULL) == cudaSuccess);
  EXPECT(cudaFree(a) == cudaSuccess);
  EXPECT(cudaFree(a) == cudaErrorInvalidValue); /* double free is detected */
  EXPECT(cudaFree(b) == cudaSuccess);
  void *z = (void *)1;
  EXPECT(cudaMalloc(&z, 0) == cudaSuccess && z == NULL);
  EXPECT(cudaMalloc(&z, (size_t)1 << 50) == cudaErrorMemoryAllocation && !z);
  EXPECT(cudaMalloc(NULL, 16) == cudaErrorInvalidValue);
  EXPECT(cudaMemset(NULL, 0, 16) == cudaErrorInvalidValue);
  (void)cudaGetLastError();
}

static void host_and_pitched(void) {
  void *h = NULL, *dp = NULL;
  unsigned flags = 99;
  EXPECT(cudaHostAlloc(&h, 100, cudaHostAllocMapped | cudaHostAllocPortable) ==
         cudaSuccess && h);
  EXPECT(cudaHostGetFlags(&flags, (char *)h + 10) == cudaSuccess &&
         flags == (cudaHostAllocMapped | cudaHostAllocPortable));
  EXPECT(cudaHostGetDevicePointer(&dp, h, 0) == cudaSuccess && dp == h);
  EXPECT(cudaHostAlloc(&h, 100, 0x80) == cudaErrorInvalidValue);
  EXPECT(cudaFreeHost(dp) == cudaSuccess);
  EXPECT(cudaFreeHost(dp) == cudaErrorInvalidValue);
  EXPECT(cudaMallocHost(&h, 64) == cudaSuccess && ((uintptr_t)h & 4095) == 0);
  char stack[16];
  EXPECT(cudaFreeHost(stack) == cudaErrorInvalidValue);
  EXPECT(cudaFreeHost(h) == cudaSuccess);

  size_t pitch = 0;
  char *d = NULL;
  EXPECT(cudaMallocPitch((void **)&d, &pitch, 100, 8) == cudaSuccess &&
         pitch >= 100 && pitch % 256 == 0);
  char src[8][100], back[8][100];
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 100; c++)
      src[r][c] = (char)(r * 100 + c);
  EXPECT(cudaMemset2D(d, pitch, 0x55, 100, 8) == cudaSuccess);
  EXPECT(cudaMemcpy2D(back, 100, d, pitch, 100, 8, cudaMemcpyDeviceToHost) ==
         cudaSuccess && back[7][99] == 0x55);
  EXPECT(cudaMemcpy2D(d, pitch, src, 100, 100, 8, cudaMemcpyHostToDevice) ==
         cudaSuccess);
  memset(back, 0, sizeof back);
  EXPECT(cudaMemcpy2D(back, 100, d, pitch, 100, 8, cudaMemcpyDeviceToHost) ==
         cudaSuccess && !memcmp(back, src, sizeof src));
  EXPECT(cudaMemcpy2D(back, 50, d, pitch, 100, 8, cudaMemcpyDeviceToHost) ==
         cudaErrorInvalidPitchValue);
  EXPECT(cudaFree(d) == cudaSuccess);
  size_t fr = 0, tot = 0;
  EXPECT(cudaMemGetInfo(&fr, &tot) == cudaSuccess && tot > 0 && fr <= tot);
  (void)cudaGetLastError();
}

static void configuration(void) {
  static int not_a_kernel;
  struct cudaFuncAttributes fa;
  /* CUDA 13 (an H100): a pointer that is not a kernel is a bad handle */
  EXPECT(cudaFuncGetAttributes(&fa, &not_a_kernel) == cudaErrorInvalidResourceHandle);
  EXPECT(cudaFuncSetCacheConfig(&not_a_kernel, cudaFuncCachePreferL1) ==
         cudaErrorInvalidResourceHandle);
  enum cudaFuncCache cc;
  EXPECT(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared) == cudaSuccess);
  EXPECT(cudaDeviceGetCacheConfig(&cc) == cudaSuccess && cc == cudaFuncCachePreferShared);
  unsigned f = 0;
  EXPECT(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost) ==
         cudaSuccess);
  EXPECT(cudaGetDeviceFlags(&f) == cudaSuccess &&
         (f & cudaDeviceScheduleBlockingSync) && (f & cudaDeviceMapHost));
  EXPECT(cudaSetDeviceFlags(0x3) == cudaErrorInvalidValue);
  int dev = -1;
  struct cudaDeviceProp want;
  memset(&want, 0, sizeof want);
  EXPECT(cudaChooseDevice(&dev, &want) == cudaSuccess && dev == 0);
  EXPECT(cudaProfilerStart() == cudaSuccess && cudaProfilerStop() == cudaSuccess);
  (void)cudaGetLastError();
}

static void errors(void) {
  EXPECT(!strcmp(cudaGetErrorName(cudaErrorInvalidValue), "cudaErrorInvalidValue"));
  EXPECT(!strcmp(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument"));
  EXPECT(!strcmp(cudaGetErrorString(cudaErrorLaunchFailure), "unspecified launch failure"));
  EXPECT(!strcmp(cudaGetErrorName((cudaError_t)12345), "unrecognized error code"));
  EXPECT(cudaPeekAtLastError() == cudaSuccess);
  EXPECT(cudaSetDevice(99) == cudaErrorInvalidDevice);
  EXPECT(cudaPeekAtLastError() == cudaErrorInvalidDevice);
  EXPECT(cudaPeekAtLastError() == cudaErrorInvalidDevice);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess); /* does not clear it */
  EXPECT(cudaGetLastError() == cudaErrorInvalidDevice);
  EXPECT(cudaGetLastError() == cudaSuccess);
}

static void launches(void) {
  static int not_a_kernel;
  dim3 g = {1, 1, 1}, b = {1, 1, 1};
  EXPECT(cudaLaunchKernel(&not_a_kernel, g, b, NULL, 0, NULL) ==
         cudaErrorInvalidResourceHandle); /* CUDA 13 on an H100 */
  EXPECT(cudaGetLastError() == cudaErrorInvalidResourceHandle);
  EXPECT(cudaMemcpyToSymbol(&not_a_kernel, &g, 4, 0, cudaMemcpyHostToDevice) ==
         cudaErrorInvalidSymbol);
  size_t sz;
  EXPECT(cudaGetSymbolSize(&sz, &not_a_kernel) == cudaErrorInvalidSymbol);
  (void)cudaGetLastError();
}

static void device(void) {
  int n = 0, d = -1, v = 0;
  EXPECT(cudaGetDeviceCount(&n) == cudaSuccess && n == 1);
  EXPECT(cudaGetDevice(&d) == cudaSuccess && d == 0);
  struct cudaDeviceProp p;
  memset(&p, 0xff, sizeof p);
  EXPECT(cudaGetDeviceProperties(&p, 0) == cudaSuccess);
  EXPECT(!strncmp(p.name, "cucc CPU device", 15));
  EXPECT(p.warpSize == 32 && p.maxThreadsPerBlock == 1024);
  EXPECT(p.maxThreadsDim[0] == 1024 && p.maxThreadsDim[1] == 1024 &&
         p.maxThreadsDim[2] == 64);
  EXPECT(p.maxGridSize[0] == 2147483647 && p.maxGridSize[1] == 65535 &&
         p.maxGridSize[2] == 65535);
  EXPECT(p.sharedMemPerBlock == 48 * 1024 && p.totalConstMem == 64 * 1024);
  EXPECT(p.multiProcessorCount >= 1 && p.totalGlobalMem > ((size_t)1 << 26));
  EXPECT(p.major == 8 && p.minor == 0); /* no image registered: default */
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0) == cudaSuccess && v == 32);
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0) == cudaSuccess &&
         v == p.multiProcessorCount);
  EXPECT(cudaDeviceGetAttribute(&v, (enum cudaDeviceAttr)100000, 0) ==
         cudaErrorInvalidValue);
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 99) == cudaErrorInvalidDevice);
  EXPECT(cudaGetDeviceProperties(&p, 99) == cudaErrorInvalidDevice);
  int rv = 0, dv = 0;
  EXPECT(cudaRuntimeGetVersion(&rv) == cudaSuccess && rv >= 12000);
  EXPECT(cudaDriverGetVersion(&dv) == cudaSuccess && dv >= rv);
  size_t lim = 0;
  EXPECT(cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize) == cudaSuccess &&
         lim == 1u << 20);
  EXPECT(cudaDeviceGetLimit(&lim, cudaLimitMallocHeapSize) == cudaSuccess &&
         lim == 8u << 20);
  EXPECT(cudaDeviceSetLimit(cudaLimitStackSize, 4096) == cudaSuccess);
  EXPECT(cudaDeviceGetLimit(&lim, cudaLimitStackSize) == cudaSuccess && lim == 4096);
  (void)cudaGetLastError();
}

int main(void) {
  memory();
  host_and_pitched();
  configuration();
  errors();
  launches();
  device();
  EXPECT(cudaDeviceReset() == cudaSuccess);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
