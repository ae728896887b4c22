// Contexts, primary contexts, the context stack and CUDA_ERROR_* codes of
// the driver API (cuda.h only). Every line is deterministic; the output is
// compared with the same program run on an H100.
#include <cuda.h>
#include <stdio.h>

#define SHOW(x) printf("%-60s %d\n", #x, (int)(x))

int main() {
  setvbuf(stdout, NULL, _IONBF, 0); // lines before a crash stay
  CUcontext c = 0, c2 = 0, cur = 0, popped = 0, prim = 0;
  CUdevice dev = -1;
  int v = 0;
  unsigned flags = 99;
  // before cuInit
  SHOW(cuDeviceGetCount(&v));
  SHOW(cuCtxGetCurrent(&cur));
  SHOW(cuInit(1));
  SHOW(cuInit(0));
  SHOW(cuDriverGetVersion(&v) == CUDA_SUCCESS && v >= 12000);
  SHOW(cuDeviceGet(&dev, -1));
  SHOW(cuDeviceGet(&dev, 1000));
  SHOW(cuDeviceGet(&dev, 0));
  SHOW(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev));
  printf("warp size %d\n", v);
  SHOW(cuDeviceGetAttribute(&v, (CUdevice_attribute)0, dev));
  SHOW(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX, dev));
  SHOW(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 77));
  char name[64];
  SHOW(cuDeviceGetName(name, sizeof name, dev));
  // no context yet
  SHOW(cuCtxGetCurrent(&cur));
  printf("current is null: %d\n", cur == 0);
  CUdeviceptr p = 0;
  SHOW(cuMemAlloc(&p, 16));
  SHOW(cuCtxSynchronize());
  SHOW(cuCtxGetDevice(&dev));
  SHOW(cuCtxPopCurrent(&popped));
  // primary context
  SHOW(cuDevicePrimaryCtxGetState(dev, &flags, &v));
  printf("primary: flags %u active %d\n", flags, v);
  SHOW(cuDevicePrimaryCtxSetFlags(dev, CU_CTX_SCHED_BLOCKING_SYNC));
  SHOW(cuDevicePrimaryCtxSetFlags(dev, 0x7));
  SHOW(cuDevicePrimaryCtxRetain(&prim, dev));
  SHOW(cuDevicePrimaryCtxGetState(dev, &flags, &v));
  printf("primary: flags %u active %d\n", flags, v);
  SHOW(cuCtxSetCurrent(prim));
  SHOW(cuCtxGetCurrent(&cur));
  printf("current is primary: %d\n", cur == prim);
  SHOW(cuCtxGetFlags(&flags));
  printf("flags %u\n", flags);
  // created contexts and the stack
  SHOW(cuCtxCreate(&c, NULL, 0xff00, dev));
  SHOW(cuCtxCreate(&c, NULL, 0, 77));
  SHOW(cuCtxCreate(&c, NULL, CU_CTX_SCHED_YIELD, dev));
  SHOW(cuCtxGetCurrent(&cur));
  printf("current is the new one: %d\n", cur == c);
  SHOW(cuCtxGetFlags(&flags));
  printf("flags %u\n", flags);
  SHOW(cuCtxCreate(&c2, NULL, 0, dev));
  SHOW(cuCtxPopCurrent(&popped));
  printf("popped c2: %d\n", popped == c2);
  SHOW(cuCtxGetCurrent(&cur));
  printf("current c: %d\n", cur == c);
  SHOW(cuCtxPopCurrent(&popped));
  printf("popped c: %d\n", popped == c);
  SHOW(cuCtxGetCurrent(&cur));
  printf("current is primary again: %d\n", cur == prim);
  SHOW(cuCtxPushCurrent(c2));
  SHOW(cuCtxPushCurrent(c));
  unsigned long long id1 = 0, id2 = 0;
  SHOW(cuCtxGetId(c, &id1));
  SHOW(cuCtxGetId(c2, &id2));
  printf("ids differ: %d\n", id1 != id2);
  unsigned api = 0;
  SHOW(cuCtxGetApiVersion(c, &api));
  printf("api version %u\n", api);
  SHOW(cuMemAlloc(&p, 0));
  SHOW(cuMemAlloc(&p, 64));
  SHOW(cuMemsetD32(p, 7, 16));
  unsigned host[16];
  SHOW(cuMemcpyDtoH(host, p, sizeof host));
  printf("host[15] = %u\n", host[15]);
  SHOW(cuMemcpyDtoH(host, p + 64, 4));
  SHOW(cuMemFree(p + 4));
  SHOW(cuMemFree(p));
  size_t lim = 0;
  SHOW(cuCtxGetLimit(&lim, CU_LIMIT_PRINTF_FIFO_SIZE));
  SHOW(cuCtxSetLimit(CU_LIMIT_PRINTF_FIFO_SIZE, 1 << 20));
  SHOW(cuCtxGetLimit(&lim, CU_LIMIT_PRINTF_FIFO_SIZE));
  printf("printf fifo %zu\n", lim);
  SHOW(cuCtxGetLimit(&lim, (CUlimit)99));
  CUfunc_cache cc;
  SHOW(cuCtxSetCacheConfig(CU_FUNC_CACHE_PREFER_L1));
  SHOW(cuCtxGetCacheConfig(&cc));
  printf("cache config %d\n", (int)cc);
  int lo = 0, hi = 0;
  SHOW(cuCtxGetStreamPriorityRange(&lo, &hi));
  printf("priorities %d %d\n", lo, hi);
  // destroying: the current one (c) and then c2; the primary can't be
  SHOW(cuCtxDestroy(c));
  SHOW(cuCtxGetCurrent(&cur));
  printf("current after destroy is c2: %d\n", cur == c2);
  SHOW(cuCtxDestroy(c2));
  SHOW(cuCtxDestroy(prim));
  SHOW(cuDevicePrimaryCtxRelease(dev));
  SHOW(cuDevicePrimaryCtxRelease(dev) == CUDA_SUCCESS);
  // error names and strings
  for (int e = 0; e < 1000; e++) {
    const char *n = 0, *s = 0;
    if (cuGetErrorName((CUresult)e, &n) == CUDA_SUCCESS) {
      cuGetErrorString((CUresult)e, &s);
      printf("%d %s: %s\n", e, n, s ? s : "(null)");
    }
  }
  const char *s = (const char *)1;
  SHOW(cuGetErrorName((CUresult)12345, &s));
  printf("unknown name null: %d\n", s == 0);
  SHOW(cuGetErrorString((CUresult)12345, &s));
  // null arguments last, one line before each (a driver may crash on one)
  printf("probe: cuDeviceGetName(name, 0, dev)\n");
  SHOW(cuDeviceGetName(name, 0, dev));
  printf("probe: cuDeviceGetAttribute(0, ...)\n");
  SHOW(cuDeviceGetAttribute(0, CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev));
  printf("probe: cuCtxPushCurrent(0)\n");
  SHOW(cuCtxPushCurrent(0));
  printf("probe: cuCtxDestroy(0)\n");
  SHOW(cuCtxDestroy(0));
  printf("probe: cuGetErrorName(CUDA_SUCCESS, 0)\n");
  SHOW(cuGetErrorName(CUDA_SUCCESS, 0));
  return 0;
}
