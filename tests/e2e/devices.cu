// Devices: CUCC_DEVICE_COUNT=N exposes N devices sharing the host's cores.
// main() asks for 3 before the first CUDA call (real CUDA ignores the
// variable). The printed part uses device 0 and the errors for devices that
// do not exist, so it is the same on any machine; devices.expected was
// recorded with nvcc 13 on an H100 (one GPU). The multi-device checks (per
// device properties, per-thread selection, peer access and copies) run
// only when there is more than one device and print only failures.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

static int failures;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAILED line %d: %s\n", __LINE__, #cond);                         \
      failures++;                                                              \
    }                                                                          \
  } while (0)
#define SHOW(expr)                                                             \
  printf("%s -> %s\n", #expr, cudaGetErrorName(expr))

__global__ void fill(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = base + i;
}

__global__ void add_from(int *dst, const int *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] += src[i];
}

static void single_device(int n) {
  int d = -1;
  cudaGetDevice(&d);
  printf("current device %d\n", d);
  SHOW(cudaSetDevice(n));
  SHOW(cudaSetDevice(-1));
  cudaDeviceProp p;
  SHOW(cudaGetDeviceProperties(&p, n));
  int v = 77;
  SHOW(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, n));
  SHOW(cudaGetLastError());
  SHOW(cudaGetLastError());
  cudaGetDevice(&d);
  printf("still device %d\n", d);

  // a new host thread starts on device 0
  int other = -1;
  std::thread([&] { cudaGetDevice(&other); }).join();
  printf("new thread device %d\n", other);

  // peer access with itself
  SHOW(cudaDeviceCanAccessPeer(&v, 0, 0));
  printf("can access itself %d\n", v);
  SHOW(cudaDeviceCanAccessPeer(&v, 0, n));
  SHOW(cudaDeviceEnablePeerAccess(0, 0));
  SHOW(cudaDeviceEnablePeerAccess(n, 0));
  SHOW(cudaDeviceDisablePeerAccess(0));
  SHOW(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 0));
  SHOW(cudaDeviceGetP2PAttribute(NULL, cudaDevP2PAttrAccessSupported, 0, 0));
  SHOW(cudaGetLastError());

  // peer copies within device 0
  int *a, *b, h[256];
  cudaMalloc(&a, sizeof h);
  cudaMalloc(&b, sizeof h);
  fill<<<2, 128>>>(a, 256, 1000);
  SHOW(cudaMemcpyPeer(b, 0, a, 0, sizeof h));
  cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost);
  printf("peer copy h[255] = %d\n", h[255]);
  SHOW(cudaMemcpyPeer(b, 0, a, n, sizeof h));
  SHOW(cudaMemcpyPeer(NULL, 0, a, 0, sizeof h));
  SHOW(cudaMemcpyPeer(b, 0, a, 0, 0));
  cudaStream_t s;
  cudaStreamCreate(&s);
  fill<<<2, 128, 0, s>>>(a, 256, 5);
  SHOW(cudaMemcpyPeerAsync(b, 0, a, 0, sizeof h, s));
  cudaStreamSynchronize(s);
  cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost);
  printf("async peer copy h[7] = %d\n", h[7]);
  SHOW(cudaMemcpyPeerAsync(b, 0, a, n, sizeof h, s));
  cudaStreamDestroy(s);
  cudaFree(a);
  cudaFree(b);
  SHOW(cudaGetLastError());

  // PCI bus ids: the format CUDA prints, and back
  char id[64];
  SHOW(cudaDeviceGetPCIBusId(id, sizeof id, 0));
  cudaGetDeviceProperties(&p, 0);
  char want[64];
  snprintf(want, sizeof want, "%04x:%02x:%02x.0", p.pciDomainID, p.pciBusID,
           p.pciDeviceID);
  printf("bus id matches the properties: %d\n", strcmp(id, want) == 0);
  d = -1;
  SHOW(cudaDeviceGetByPCIBusId(&d, id));
  printf("device of its bus id %d\n", d);
  SHOW(cudaDeviceGetPCIBusId(id, sizeof id, n));
  SHOW(cudaDeviceGetPCIBusId(id, 0, 0));
  SHOW(cudaDeviceGetByPCIBusId(&d, "garbage"));
  SHOW(cudaDeviceGetByPCIBusId(&d, "0000:fe:1f.0"));
  SHOW(cudaGetLastError());

  // device flags and cudaInitDevice
  unsigned f = 0;
  SHOW(cudaGetDeviceFlags(&f));
  printf("flags 0x%x\n", f);
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync));
  cudaGetDeviceFlags(&f);
  printf("flags 0x%x\n", f);
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleSpin | cudaDeviceScheduleYield));
  SHOW(cudaSetDeviceFlags(0x40));
  SHOW(cudaInitDevice(0, cudaDeviceScheduleYield, cudaInitDeviceFlagsAreValid));
  cudaGetDeviceFlags(&f);
  printf("flags 0x%x\n", f);
  SHOW(cudaInitDevice(n, 0, 0));
  SHOW(cudaInitDevice(0, 0, 2));
  cudaSetDeviceFlags(0);
  SHOW(cudaGetLastError());

  // cudaChooseDevice: device 0 matches any wish here
  memset(&p, 0, sizeof p);
  p.major = 1;
  d = -1;
  SHOW(cudaChooseDevice(&d, &p));
  printf("chosen %d\n", d);
}

static void multi_device(int n) {
  cudaDeviceProp p0, p;
  EXPECT(cudaGetDeviceProperties(&p0, 0) == cudaSuccess);
  for (int d = 1; d < n; d++) {
    EXPECT(cudaGetDeviceProperties(&p, d) == cudaSuccess);
    EXPECT(p.pciBusID != p0.pciBusID || p.pciDeviceID != p0.pciDeviceID);
    EXPECT(strcmp(p.name, p0.name) == 0);
    EXPECT(p.multiProcessorCount == p0.multiProcessorCount);
    EXPECT(p.totalGlobalMem == p0.totalGlobalMem);
    EXPECT(p.major == p0.major && p.minor == p0.minor);
    int v;
    EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrPciBusId, d) == cudaSuccess &&
           v == p.pciBusID);
    EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, d) ==
               cudaSuccess &&
           v == p0.multiProcessorCount);
  }
  // each device's bus id names it
  for (int d = 0; d < n; d++) {
    char id[32];
    int back = -1;
    EXPECT(cudaDeviceGetPCIBusId(id, sizeof id, d) == cudaSuccess);
    EXPECT(cudaDeviceGetByPCIBusId(&back, id) == cudaSuccess && back == d);
  }

  // selection is per host thread
  EXPECT(cudaSetDevice(n - 1) == cudaSuccess);
  int seen = -1, later = -1;
  std::thread([&] {
    cudaGetDevice(&seen);
    cudaSetDevice(1);
    cudaGetDevice(&later);
  }).join();
  int d = -1;
  cudaGetDevice(&d);
  EXPECT(seen == 0 && later == 1 && d == n - 1);

  // peer access
  int v = -1;
  EXPECT(cudaDeviceCanAccessPeer(&v, 0, 1) == cudaSuccess && v == 1);
  EXPECT(cudaDeviceCanAccessPeer(&v, 1, 1) == cudaSuccess && v == 0);
  EXPECT(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 1) ==
             cudaSuccess &&
         v == 1);
  EXPECT(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrNativeAtomicSupported, 1,
                                   0) == cudaSuccess);
  EXPECT(cudaSetDevice(0) == cudaSuccess);
  EXPECT(cudaDeviceEnablePeerAccess(1, 1) == cudaErrorInvalidValue);
  EXPECT(cudaDeviceDisablePeerAccess(1) == cudaErrorPeerAccessNotEnabled);
  EXPECT(cudaDeviceEnablePeerAccess(1, 0) == cudaSuccess);
  EXPECT(cudaDeviceEnablePeerAccess(1, 0) == cudaErrorPeerAccessAlreadyEnabled);
  EXPECT(cudaGetLastError() == cudaErrorPeerAccessAlreadyEnabled);
  EXPECT(cudaDeviceEnablePeerAccess(0, 0) == cudaErrorPeerAccessUnsupported);
  // enabled from device 0 to 1, not from 1 to 0
  EXPECT(cudaSetDevice(1) == cudaSuccess);
  EXPECT(cudaDeviceDisablePeerAccess(0) == cudaErrorPeerAccessNotEnabled);
  EXPECT(cudaDeviceEnablePeerAccess(0, 0) == cudaSuccess);
  EXPECT(cudaDeviceDisablePeerAccess(0) == cudaSuccess);
  cudaGetLastError();

  // memory of device 1, filled there, copied to device 0 and used there
  const int N = 1000;
  int *on1, *on0, h[N];
  EXPECT(cudaMalloc(&on1, N * sizeof(int)) == cudaSuccess);
  fill<<<(N + 127) / 128, 128>>>(on1, N, 10);
  EXPECT(cudaSetDevice(0) == cudaSuccess);
  EXPECT(cudaMalloc(&on0, N * sizeof(int)) == cudaSuccess);
  EXPECT(cudaMemcpyPeer(on0, 0, on1, 1, N * sizeof(int)) == cudaSuccess);
  EXPECT(cudaMemcpy(h, on0, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess);
  bool ok = true;
  for (int i = 0; i < N; i++) ok &= h[i] == 10 + i;
  EXPECT(ok);
  // peer access: a kernel of device 0 reads device 1's memory
  add_from<<<(N + 127) / 128, 128>>>(on0, on1, N);
  cudaStream_t s;
  EXPECT(cudaStreamCreate(&s) == cudaSuccess);
  EXPECT(cudaMemcpyPeerAsync(on1, 1, on0, 0, N * sizeof(int), s) ==
         cudaSuccess);
  EXPECT(cudaStreamSynchronize(s) == cudaSuccess);
  EXPECT(cudaMemcpy(h, on1, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess);
  ok = true;
  for (int i = 0; i < N; i++) ok &= h[i] == 2 * (10 + i);
  EXPECT(ok);
  EXPECT(cudaStreamDestroy(s) == cudaSuccess);
  EXPECT(cudaFree(on0) == cudaSuccess);
  EXPECT(cudaFree(on1) == cudaSuccess);

  // flags and cache configuration belong to each device
  EXPECT(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync) == cudaSuccess);
  EXPECT(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1) == cudaSuccess);
  EXPECT(cudaSetDevice(2 % n) == cudaSuccess);
  unsigned f = 0;
  cudaFuncCache c;
  EXPECT(cudaGetDeviceFlags(&f) == cudaSuccess &&
         !(f & cudaDeviceScheduleBlockingSync));
  EXPECT(cudaDeviceGetCacheConfig(&c) == cudaSuccess &&
         (n == 2 || c == cudaFuncCachePreferNone));
  EXPECT(cudaInitDevice(1, cudaDeviceScheduleSpin, 1) == cudaSuccess);
  EXPECT(cudaSetDevice(1) == cudaSuccess);
  EXPECT(cudaGetDeviceFlags(&f) == cudaSuccess &&
         (f & cudaDeviceScheduleMask) == cudaDeviceScheduleSpin);
  EXPECT(cudaSetDevice(0) == cudaSuccess);
  EXPECT(cudaGetDeviceFlags(&f) == cudaSuccess &&
         (f & cudaDeviceScheduleMask) == cudaDeviceScheduleBlockingSync);
  cudaSetDeviceFlags(0);

  // cudaDeviceReset drops the device's peer access
  EXPECT(cudaDeviceEnablePeerAccess(1, 0) == cudaErrorPeerAccessAlreadyEnabled);
  cudaGetLastError();
  EXPECT(cudaDeviceReset() == cudaSuccess);
  EXPECT(cudaDeviceEnablePeerAccess(1, 0) == cudaSuccess);
}

int main() {
  setenv("CUCC_DEVICE_COUNT", "3", 1); // cucc reads it at the first call
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess || n < 1) {
    printf("FAIL: no device\n");
    return 1;
  }
#ifdef __CUCC_CUDA_MODE__
  EXPECT(n == 3);
#endif
  single_device(n);
  if (n > 1) multi_device(n);
  SHOW(cudaGetLastError());
  if (failures) {
    printf("FAIL (%d)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
