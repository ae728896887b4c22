/* Unit tests of the driver API (src/libcuda) from plain C, also run under
 * ThreadSanitizer: each thread's own context stack, contexts of several
 * threads at once, memory through both APIs, memsets of 1, 2 and 4 bytes,
 * 2D copies, virtual memory, stream-ordered host functions, and the
 * runtime's last error left alone by driver errors. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static _Atomic int fails;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                   \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

/* each thread: its own stack of contexts, memory, a memset and a copy */
static void *worker(void *arg) {
  int id = (int)(intptr_t)arg;
  CUcontext c = NULL, cur = NULL, popped = NULL;
  EXPECT(cuCtxGetCurrent(&cur) == CUDA_SUCCESS);
  EXPECT(cuCtxCreate(&c, NULL, 0, 0) == CUDA_SUCCESS);
  EXPECT(cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur == c);
  CUdeviceptr p = 0;
  EXPECT(cuMemAlloc(&p, 4096) == CUDA_SUCCESS);
  EXPECT(cuMemsetD16(p, (unsigned short)(0x100 + id), 2048) == CUDA_SUCCESS);
  unsigned short h[2048];
  EXPECT(cuMemcpyDtoH(h, p, sizeof h) == CUDA_SUCCESS);
  EXPECT(h[0] == 0x100 + id && h[2047] == 0x100 + id);
  EXPECT(cuMemFree(p) == CUDA_SUCCESS);
  EXPECT(cuCtxPopCurrent(&popped) == CUDA_SUCCESS && popped == c);
  EXPECT(cuCtxDestroy(c) == CUDA_SUCCESS);
  return NULL;
}

static void CUDA_CB host_fn(void *arg) { *(int *)arg += 1; }

int main(void) {
  CUcontext c = NULL;
  EXPECT(cuCtxGetCurrent(&c) == CUDA_ERROR_NOT_INITIALIZED);
  EXPECT(cuInit(0) == CUDA_SUCCESS);
  EXPECT(cuMemAlloc(&(CUdeviceptr){0}, 8) == CUDA_ERROR_INVALID_CONTEXT);
  /* null and empty outputs are errors, never crashes (NVIDIA's driver
   * crashes on a name buffer of length 0) */
  char name[8];
  EXPECT(cuDeviceGetName(name, 0, 0) == CUDA_ERROR_INVALID_VALUE);
  EXPECT(cuDeviceGetAttribute(NULL, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0) ==
         CUDA_ERROR_INVALID_VALUE);
  EXPECT(cuCtxPushCurrent(NULL) == CUDA_ERROR_INVALID_CONTEXT);
  EXPECT(cuCtxDestroy(NULL) == CUDA_ERROR_INVALID_CONTEXT);
  EXPECT(cuGetErrorName(CUDA_SUCCESS, NULL) == CUDA_ERROR_INVALID_VALUE);
  EXPECT(cuPointerGetAttribute(NULL, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, 0) ==
         CUDA_ERROR_INVALID_VALUE);
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], NULL);

  /* the runtime's context is the primary one, after its first call */
  EXPECT(cudaFree(0) == cudaSuccess);
  CUcontext prim = NULL;
  EXPECT(cuCtxGetCurrent(&c) == CUDA_SUCCESS);
  EXPECT(cuDevicePrimaryCtxRetain(&prim, 0) == CUDA_SUCCESS && c == prim);

  /* runtime memory in driver calls; 1- and 4-byte memsets; 2D copies */
  void *d = NULL;
  EXPECT(cudaMalloc(&d, 64 * 8) == cudaSuccess);
  CUdeviceptr dp = (CUdeviceptr)(uintptr_t)d;
  EXPECT(cuMemsetD8(dp, 0xab, 64 * 8) == CUDA_SUCCESS);
  EXPECT(cuMemsetD2D32(dp, 64, 0x01020304u, 4, 8) == CUDA_SUCCESS);
  unsigned char back[64 * 8];
  EXPECT(cuMemcpyDtoH(back, dp, sizeof back) == CUDA_SUCCESS);
  EXPECT(back[0] == 4 && back[3] == 1 && back[15] == 1 && back[16] == 0xab &&
         back[64] == 4 && back[7 * 64 + 15] == 1 && back[7 * 64 + 16] == 0xab);
  unsigned char src[8][16];
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 16; x++)
      src[y][x] = (unsigned char)(y * 16 + x);
  CUDA_MEMCPY2D cp;
  memset(&cp, 0, sizeof cp);
  cp.srcMemoryType = CU_MEMORYTYPE_HOST, cp.srcHost = src, cp.srcPitch = 16;
  cp.dstMemoryType = CU_MEMORYTYPE_DEVICE, cp.dstDevice = dp, cp.dstPitch = 64;
  cp.dstXInBytes = 8, cp.WidthInBytes = 16, cp.Height = 8;
  EXPECT(cuMemcpy2D(&cp) == CUDA_SUCCESS);
  EXPECT(cuMemcpyDtoH(back, dp, sizeof back) == CUDA_SUCCESS);
  EXPECT(back[8] == 0 && back[8 + 15] == 15 && back[7 * 64 + 8] == 7 * 16);
  cp.dstPitch = 8; /* narrower than the row */
  EXPECT(cuMemcpy2D(&cp) == CUDA_ERROR_INVALID_VALUE);
  /* copies past the allocation are refused, not made */
  EXPECT(cuMemcpyHtoD(dp + 500, src, 64) == CUDA_ERROR_INVALID_VALUE);
  EXPECT(cuMemcpyHtoD((CUdeviceptr)(uintptr_t)src, src, 4) ==
         CUDA_ERROR_INVALID_VALUE);
  /* the runtime's last error is the runtime's own */
  EXPECT(cudaGetLastError() == cudaSuccess);

  /* host functions in a driver stream, in order */
  CUstream s;
  int count = 0;
  EXPECT(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
  for (int i = 0; i < 10; i++)
    EXPECT(cuLaunchHostFunc(s, host_fn, &count) == CUDA_SUCCESS);
  EXPECT(cuStreamSynchronize(s) == CUDA_SUCCESS && count == 10);
  EXPECT(cuStreamDestroy(s) == CUDA_SUCCESS);

  /* virtual memory: two pieces mapped end to end, one copy over both */
  CUmemAllocationProp prop;
  memset(&prop, 0, sizeof prop);
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  size_t g = 0;
  EXPECT(cuMemGetAllocationGranularity(&g, &prop,
                                       CU_MEM_ALLOC_GRANULARITY_MINIMUM) ==
             CUDA_SUCCESS && g);
  CUmemGenericAllocationHandle h1, h2;
  CUdeviceptr va = 0;
  EXPECT(cuMemCreate(&h1, g, &prop, 0) == CUDA_SUCCESS);
  EXPECT(cuMemCreate(&h2, g, &prop, 0) == CUDA_SUCCESS);
  EXPECT(cuMemCreate(&h2, g + 1, &prop, 0) == CUDA_ERROR_INVALID_VALUE);
  EXPECT(cuMemAddressReserve(&va, 2 * g, 0, 0, 0) == CUDA_SUCCESS);
  EXPECT(cuMemMap(va, g, 0, h1, 0) == CUDA_SUCCESS);
  EXPECT(cuMemMap(va + g, g, 0, h2, 0) == CUDA_SUCCESS);
  EXPECT(cuMemMap(va, g, 0, h2, 0) == CUDA_ERROR_INVALID_VALUE);
  EXPECT(cuMemRelease(h1) == CUDA_SUCCESS && cuMemRelease(h2) == CUDA_SUCCESS);
  CUmemAccessDesc acc = {{CU_MEM_LOCATION_TYPE_DEVICE, 0},
                         CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
  EXPECT(cuMemSetAccess(va, 2 * g, &acc, 1) == CUDA_SUCCESS);
  EXPECT(cuMemsetD32(va, 0x5a5a5a5au, 2 * g / 4) == CUDA_SUCCESS);
  unsigned last = 0;
  EXPECT(cuMemcpyDtoH(&last, va + 2 * g - 4, 4) == CUDA_SUCCESS &&
         last == 0x5a5a5a5au);
  EXPECT(cuMemUnmap(va, g) == CUDA_SUCCESS);
  EXPECT(cuMemUnmap(va + g, g) == CUDA_SUCCESS);
  EXPECT(cuMemAddressFree(va, 2 * g) == CUDA_SUCCESS);

  EXPECT(cudaFree(d) == cudaSuccess);
  EXPECT(cuDevicePrimaryCtxRelease(0) == CUDA_SUCCESS);
  printf("%s\n", fails ? "FAILED" : "ok");
  return fails != 0;
}
