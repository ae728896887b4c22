// Probe (real CUDA): device management, peer access, limits, flags, PCI bus
// ids, legacy cudaThread* calls and graphics interop on a system without
// graphics. Each mode runs in a fresh process: probe_devices MODE.
// Built with -cudart shared so that the weak interop declarations resolve;
// -DNO_LEGACY leaves out the cudaThread* calls.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define P(expr)                                                                \
  do {                                                                         \
    cudaError_t e_ = (expr);                                                   \
    printf("%-70s -> %d %s\n", #expr, (int)e_, cudaGetErrorName(e_));          \
    fflush(stdout);                                                            \
  } while (0)

typedef unsigned GLuint;
typedef unsigned GLenum;
extern "C" {
cudaError_t cudaGLGetDevices(unsigned *, int *, unsigned, int) __attribute__((weak));
cudaError_t cudaGraphicsGLRegisterBuffer(cudaGraphicsResource_t *, GLuint, unsigned) __attribute__((weak));
cudaError_t cudaGraphicsGLRegisterImage(cudaGraphicsResource_t *, GLuint, GLenum, unsigned) __attribute__((weak));
cudaError_t cudaGLSetGLDevice(int) __attribute__((weak));
cudaError_t cudaGLRegisterBufferObject(GLuint) __attribute__((weak));
cudaError_t cudaGLMapBufferObject(void **, GLuint) __attribute__((weak));
cudaError_t cudaGLUnmapBufferObject(GLuint) __attribute__((weak));
cudaError_t cudaGLUnregisterBufferObject(GLuint) __attribute__((weak));
cudaError_t cudaGLSetBufferObjectMapFlags(GLuint, unsigned) __attribute__((weak));
cudaError_t cudaGraphicsEGLRegisterImage(cudaGraphicsResource_t *, void *, unsigned) __attribute__((weak));
cudaError_t cudaEGLStreamConsumerConnect(void *, void *) __attribute__((weak));
cudaError_t cudaVDPAUGetDevice(int *, unsigned, void *) __attribute__((weak));
cudaError_t cudaVDPAUSetVDPAUDevice(int, unsigned, void *) __attribute__((weak));
cudaError_t cudaGraphicsVDPAURegisterVideoSurface(cudaGraphicsResource_t *, unsigned, unsigned) __attribute__((weak));
cudaError_t cudaGraphicsVDPAURegisterOutputSurface(cudaGraphicsResource_t *, unsigned, unsigned) __attribute__((weak));
cudaError_t cudaSetValidDevices(int *, int) __attribute__((weak));
}
#define W(fn, ...)                                                             \
  do {                                                                         \
    if (!fn) {                                                                 \
      printf("%-70s -> absent\n", #fn);                                        \
      break;                                                                   \
    }                                                                          \
    P(fn(__VA_ARGS__));                                                        \
  } while (0)

__global__ void big_local(int *out, int n) {
  volatile int a[16384]; // 64 KiB of local memory
  for (int i = 0; i < 16384; i++) a[i] = i * n;
  out[threadIdx.x] = a[(threadIdx.x * 7919) % 16384];
}

static void limits(void) {
  const char *nm[] = {"Stack", "PrintfFifo", "MallocHeap", "SyncDepth",
                      "PendingLaunch", "L2Fetch", "PersistingL2", "7"};
  size_t v;
  for (int l = 0; l < 8; l++) {
    v = 12345;
    cudaError_t e = cudaDeviceGetLimit(&v, (cudaLimit)l);
    printf("default %s: err %d value %zu\n", nm[l], (int)e, v);
  }
  P(cudaDeviceGetLimit(NULL, cudaLimitStackSize));
  P(cudaDeviceGetLimit(NULL, (cudaLimit)7));
  struct { int l; size_t v; } sets[] = {
      {0, 0}, {0, 1}, {0, 1000}, {0, 1025}, {0, 4096}, {0, 65536},
      {0, 512 * 1024}, {0, 512 * 1024 + 16}, {0, 1 << 20}, {0, 1 << 24},
      {0, (size_t)1 << 30}, {0, 1024}, {1, 0}, {1, 1}, {1, 1000},
      {1, 1 << 20}, {3, 0}, {3, 1}, {3, 2}, {3, 24}, {3, 25}, {3, 100},
      {4, 0}, {4, 1}, {4, 100000}, {4, 2048}, {5, 0}, {5, 1}, {5, 32},
      {5, 100}, {5, 128}, {5, 256}, {5, 64}, {6, 0}, {6, 1000},
      {6, 1 << 20}, {6, (size_t)1 << 40}, {6, 0}, {7, 0}, {-1, 0}};
  for (auto &s : sets) {
    cudaError_t e = cudaDeviceSetLimit((cudaLimit)s.l, s.v);
    v = 12345;
    cudaError_t g = cudaDeviceGetLimit(&v, (cudaLimit)s.l);
    printf("set %s(%d) %zu -> %d %s; get %d %zu\n", s.l >= 0 && s.l < 8 ? nm[s.l] : "-1",
           s.l, s.v, (int)e, cudaGetErrorName(e), (int)g, v);
    cudaGetLastError();
  }
#ifndef NO_LEGACY
  P(cudaThreadSetLimit(cudaLimitStackSize, 2048));
#endif
  v = 0;
#ifndef NO_LEGACY
  P(cudaThreadGetLimit(&v, cudaLimitStackSize));
#endif
#ifndef NO_LEGACY
  printf("thread stack limit %zu\n", v);
#endif
#ifndef NO_LEGACY
  P(cudaThreadGetLimit(NULL, cudaLimitStackSize));
#endif
#ifndef NO_LEGACY
  P(cudaThreadSetLimit((cudaLimit)7, 0));
#endif
  int *d;
  cudaMalloc(&d, 128 * 4);
  P(cudaDeviceSetLimit(cudaLimitStackSize, 70000));
  big_local<<<1, 128>>>(d, 3);
  P(cudaDeviceSynchronize());
  v = 0;
  cudaDeviceGetLimit(&v, cudaLimitStackSize);
  printf("stack after kernel %zu\n", v);
  cudaDeviceSetLimit(cudaLimitStackSize, 4096);
  cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 3 << 20);
  cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 4000);
  cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, 32);
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  cudaSetDeviceFlags(cudaDeviceScheduleYield);
  P(cudaDeviceReset());
  for (int l = 0; l < 7; l++) {
    v = 12345;
    cudaError_t e = cudaDeviceGetLimit(&v, (cudaLimit)l);
    printf("after reset %s: err %d value %zu\n", nm[l], (int)e, v);
  }
  cudaFuncCache c;
  unsigned f;
  cudaDeviceGetCacheConfig(&c);
  cudaGetDeviceFlags(&f);
  printf("after reset cache %d flags 0x%x\n", (int)c, f);
}

static void flags(const char *how) {
  unsigned f = 777;
  if (!strcmp(how, "fresh")) {
    P(cudaGetDeviceFlags(&f));
    printf("flags fresh: 0x%x\n", f);
  }
  if (!strcmp(how, "ctx")) cudaFree(0);
  unsigned sets[] = {0, 1, 2, 3, 4, 5, 8, 0x10, 0x18, 0x20, 0x40, 0x80, 0x100};
  for (unsigned s : sets) {
    cudaError_t e = cudaSetDeviceFlags(s);
    f = 777;
    cudaError_t g = cudaGetDeviceFlags(&f);
    printf("setflags 0x%x -> %d %s; get %d 0x%x\n", s, (int)e, cudaGetErrorName(e),
           (int)g, f);
    cudaGetLastError();
  }
  P(cudaGetDeviceFlags(NULL));
}

static void initdev(void) {
  unsigned f;
  P(cudaInitDevice(1, 0, 0));
  P(cudaInitDevice(-1, 0, 0));
  P(cudaInitDevice(0, 0, 2));
  P(cudaInitDevice(0, 0x20, 1));
  P(cudaInitDevice(0, 0x20, 0));
  P(cudaInitDevice(0, cudaDeviceScheduleBlockingSync, 1));
  f = 0; cudaGetDeviceFlags(&f); printf("flags after init 0x%x\n", f);
  P(cudaInitDevice(0, cudaDeviceScheduleSpin, 1));
  f = 0; cudaGetDeviceFlags(&f); printf("flags after reinit 0x%x\n", f);
  P(cudaInitDevice(0, cudaDeviceScheduleYield, 0));
  f = 0; cudaGetDeviceFlags(&f); printf("flags after init noflags 0x%x\n", f);
  P(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync));
  P(cudaInitDevice(0, 0, 0));
  f = 0; cudaGetDeviceFlags(&f); printf("flags at end 0x%x\n", f);
}

static void pci(void) {
  char b[64];
  int lens[] = {64, 13, 12, 8, 1, 0, -1};
  for (int l : lens) {
    memset(b, 'X', sizeof b);
    b[63] = 0;
    cudaError_t e = cudaDeviceGetPCIBusId(b, l, 0);
    printf("GetPCIBusId len %d -> %d %s \"%.20s\"\n", l, (int)e, cudaGetErrorName(e), b);
  }
  P(cudaDeviceGetPCIBusId(NULL, 13, 0));
  P(cudaDeviceGetPCIBusId(b, 13, 1));
  P(cudaDeviceGetPCIBusId(b, 13, -1));
  cudaDeviceGetPCIBusId(b, 64, 0);
  char good[64];
  strcpy(good, b);
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  char alt[8][64];
  snprintf(alt[0], 64, "%s", good);
  snprintf(alt[1], 64, "%02x:%02x.0", p.pciBusID, p.pciDeviceID);
  snprintf(alt[2], 64, "%04x:%02x:%02x", p.pciDomainID, p.pciBusID, p.pciDeviceID);
  snprintf(alt[3], 64, "%x:%x:%x.0", p.pciDomainID, p.pciBusID, p.pciDeviceID);
  snprintf(alt[4], 64, "00000000:%02X:%02X.0", p.pciBusID, p.pciDeviceID);
  snprintf(alt[5], 64, "0000:%02x:%02x.1", p.pciBusID, p.pciDeviceID);
  snprintf(alt[6], 64, "garbage");
  snprintf(alt[7], 64, "0000:99:00.0");
  for (int i = 0; i < 8; i++) {
    int d = 77;
    cudaError_t e = cudaDeviceGetByPCIBusId(&d, alt[i]);
    printf("GetByPCIBusId \"%s\" -> %d %s dev %d\n", alt[i], (int)e, cudaGetErrorName(e), d);
  }
  int d;
  P(cudaDeviceGetByPCIBusId(&d, ""));
  P(cudaDeviceGetByPCIBusId(&d, NULL));
  P(cudaDeviceGetByPCIBusId(NULL, good));
}

static void peer(void) {
  int v = 77;
  P(cudaDeviceCanAccessPeer(&v, 0, 0));
  printf("can 0 0 = %d\n", v);
  P(cudaDeviceCanAccessPeer(&v, 0, 1));
  P(cudaDeviceCanAccessPeer(&v, 1, 0));
  P(cudaDeviceCanAccessPeer(NULL, 0, 0));
  P(cudaDeviceEnablePeerAccess(0, 0));
  P(cudaDeviceEnablePeerAccess(0, 1));
  P(cudaDeviceEnablePeerAccess(1, 0));
  P(cudaDeviceEnablePeerAccess(1, 1));
  P(cudaDeviceEnablePeerAccess(-1, 0));
  P(cudaDeviceDisablePeerAccess(0));
  P(cudaDeviceDisablePeerAccess(1));
  P(cudaGetLastError());
  for (int a = 0; a <= 5; a++) {
    v = 77;
    cudaError_t e = cudaDeviceGetP2PAttribute(&v, (cudaDeviceP2PAttr)a, 0, 0);
    printf("P2PAttr %d (0,0) -> %d %s v %d\n", a, (int)e, cudaGetErrorName(e), v);
    e = cudaDeviceGetP2PAttribute(&v, (cudaDeviceP2PAttr)a, 0, 1);
    printf("P2PAttr %d (0,1) -> %d %s v %d\n", a, (int)e, cudaGetErrorName(e), v);
  }
  P(cudaDeviceGetP2PAttribute(NULL, cudaDevP2PAttrAccessSupported, 0, 0));
  char *a, *b, h[64], h2[64];
  cudaMalloc(&a, 64);
  cudaMalloc(&b, 64);
  cudaMemset(a, 7, 64);
  P(cudaMemcpyPeer(b, 0, a, 0, 64));
  cudaMemcpy(h, b, 64, cudaMemcpyDeviceToHost);
  printf("peer copy ok %d\n", h[5] == 7);
  P(cudaMemcpyPeer(b, 0, a, 1, 64));
  P(cudaMemcpyPeer(b, 1, a, 0, 64));
  P(cudaMemcpyPeer(b, -1, a, 0, 64));
  P(cudaMemcpyPeer(NULL, 0, a, 0, 64));
  P(cudaMemcpyPeer(b, 0, NULL, 0, 64));
  P(cudaMemcpyPeer(b, 0, a, 0, 0));
  P(cudaMemcpyPeer(NULL, 0, NULL, 0, 0));
  P(cudaMemcpyPeer(h2, 0, h, 0, 64));
  P(cudaMemcpyPeer(b, 0, a + 32, 0, 64));
  P(cudaMemcpyPeerAsync(b, 0, a, 0, 64, 0));
  P(cudaMemcpyPeerAsync(b, 0, a, 1, 64, 0));
  P(cudaMemcpyPeerAsync(b, 0, a, 0, 64, (cudaStream_t)0x1234));
  P(cudaDeviceSynchronize());
  P(cudaGetLastError());
}

static void misc(void) {
  int n = 0;
  P(cudaGetDeviceCount(NULL));
  P(cudaSetDevice(-1));
  P(cudaSetDevice(1));
  P(cudaGetDevice(NULL));
  cudaDeviceProp p;
  P(cudaGetDeviceProperties(&p, -1));
  P(cudaGetDeviceProperties(&p, 1));
  P(cudaDeviceGetAttribute(&n, cudaDevAttrWarpSize, -1));
  P(cudaDeviceGetAttribute(&n, (cudaDeviceAttr)0, 0));
  P(cudaDeviceGetAttribute(&n, (cudaDeviceAttr)1000, 1));
  memset(&p, 0, sizeof p);
  p.major = 99;
  n = 77;
  P(cudaChooseDevice(&n, &p));
  printf("choose -> %d\n", n);
  P(cudaChooseDevice(NULL, &p));
  P(cudaChooseDevice(&n, NULL));
  cudaFuncCache c;
  P(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1));
  P(cudaDeviceGetCacheConfig(&c));
  printf("cache %d\n", (int)c);
  P(cudaDeviceSetCacheConfig((cudaFuncCache)4));
  P(cudaDeviceSetCacheConfig((cudaFuncCache)-1));
  P(cudaDeviceGetCacheConfig(NULL));
#ifndef NO_LEGACY
  P(cudaThreadSetCacheConfig(cudaFuncCachePreferEqual));
#endif
#ifndef NO_LEGACY
  P(cudaThreadGetCacheConfig(&c));
#endif
#ifndef NO_LEGACY
  printf("thread cache %d\n", (int)c);
#endif
  P(cudaDeviceGetCacheConfig(&c));
  printf("device cache %d\n", (int)c);
#ifndef NO_LEGACY
  P(cudaThreadSetCacheConfig((cudaFuncCache)9));
#endif
#ifndef NO_LEGACY
  P(cudaThreadGetCacheConfig(NULL));
#endif
  cudaSharedMemConfig s;
  P(cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte));
  P(cudaDeviceGetSharedMemConfig(&s));
  printf("smem config %d\n", (int)s);
  P(cudaDeviceSetSharedMemConfig((cudaSharedMemConfig)3));
  P(cudaDeviceGetSharedMemConfig(NULL));
  int devs[2] = {0, 1};
  W(cudaSetValidDevices, devs, 1);
  W(cudaSetValidDevices, devs + 1, 1);
  W(cudaSetValidDevices, NULL, 0);
#ifndef NO_LEGACY
  P(cudaThreadSynchronize());
#endif
#ifndef NO_LEGACY
  P(cudaThreadExit());
#endif
  P(cudaGetLastError());
  P(cudaSetDevice(0));
}

static void interop(void) {
  cudaGraphicsResource_t r = NULL;
  unsigned cnt = 77;
  int devs[4];
  void *ptr;
  size_t sz;
  cudaArray_t arr;
  W(cudaGLGetDevices, &cnt, devs, 4, 1);
  printf("gl count %u\n", cnt);
  W(cudaGraphicsGLRegisterBuffer, &r, 1, 0);
  W(cudaGraphicsGLRegisterBuffer, NULL, 1, 0);
  W(cudaGraphicsGLRegisterImage, &r, 1, 0x0DE1, 0);
  W(cudaGLSetGLDevice, 0);
  W(cudaGLSetGLDevice, 5);
  W(cudaGLRegisterBufferObject, 1);
  W(cudaGLMapBufferObject, &ptr, 1);
  W(cudaGLUnmapBufferObject, 1);
  W(cudaGLUnregisterBufferObject, 1);
  W(cudaGLSetBufferObjectMapFlags, 1, 0);
  W(cudaGraphicsEGLRegisterImage, &r, NULL, 0);
  W(cudaEGLStreamConsumerConnect, NULL, NULL);
  int d;
  W(cudaVDPAUGetDevice, &d, 0, NULL);
  W(cudaVDPAUSetVDPAUDevice, 0, 0, NULL);
  W(cudaGraphicsVDPAURegisterVideoSurface, &r, 0, 0);
  W(cudaGraphicsVDPAURegisterOutputSurface, &r, 0, 0);
  P(cudaGraphicsMapResources(1, &r, 0));
  cudaGraphicsResource_t nul = NULL;
  P(cudaGraphicsMapResources(1, &nul, 0));
  P(cudaGraphicsMapResources(0, &nul, 0));
  P(cudaGraphicsMapResources(1, NULL, 0));
  P(cudaGraphicsUnmapResources(1, &nul, 0));
  P(cudaGraphicsUnmapResources(0, NULL, 0));
  P(cudaGraphicsResourceGetMappedPointer(&ptr, &sz, NULL));
  P(cudaGraphicsResourceGetMappedPointer(NULL, NULL, NULL));
  P(cudaGraphicsSubResourceGetMappedArray(&arr, NULL, 0, 0));
  P(cudaGraphicsUnregisterResource(NULL));
  P(cudaGraphicsResourceSetMapFlags(NULL, 0));
  P(cudaGraphicsResourceSetMapFlags(NULL, 99));
  P(cudaGraphicsResourceGetMappedMipmappedArray(NULL, NULL));
  P(cudaGetLastError());
  P(cudaDeviceSynchronize());
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "";
  if (!strcmp(m, "limits")) limits();
  else if (!strcmp(m, "flags_fresh")) flags("fresh");
  else if (!strcmp(m, "flags_ctx")) flags("ctx");
  else if (!strcmp(m, "initdev")) initdev();
  else if (!strcmp(m, "pci")) pci();
  else if (!strcmp(m, "peer")) peer();
  else if (!strcmp(m, "misc")) misc();
  else if (!strcmp(m, "interop")) interop();
  else { printf("modes: limits flags_fresh flags_ctx initdev pci peer misc interop\n"); return 1; }
  return 0;
}
