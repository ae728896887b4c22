/* The CPU as CUDA devices: initialization, CUCC_DEVICE_COUNT devices that
 * share the host's cores, per-thread device selection, properties and
 * attributes, per-device flags and configuration, PCI bus ids, versions,
 * synchronization and reset. Limits are in limits.c, peer access in
 * peer.c, the legacy cudaThread* calls in legacy.c. */

#include <ctype.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../profiler/prof.h"
#include "context.h"
#include "internal.h"

/* The version the program was compiled for (include/cuda_runtime_api.h
 * defines it in every program), else the headers' default. */
extern const int __cucc_cuda_version
    __attribute__((weak, visibility("default")));
static int reported_version(void) {
  return &__cucc_cuda_version ? __cucc_cuda_version : __CUCC_CUDA_VERSION__;
}

/* what CUDA 13 prints (probed on an H100) */
#define PCI_BUS_ID_FORMAT "%04x:%02x:%02x.0"
/* cudaGetDeviceFlags always reports host memory mapped */
#define DEVICE_FLAGS_ALWAYS cudaDeviceMapHost

int rt_num_cpus(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) {
    int n = CPU_COUNT(&set);
    if (n > 0)
      return n;
  }
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}

/* the runtime's first call binds the primary context (src/core/context.c) */
void rt_init(void) {
  core_init();
  core_ctx_runtime_used();
}

static void cpu_model(char *out, size_t n) {
  out[0] = 0;
  FILE *f = fopen("/proc/cpuinfo", "r");
  if (!f)
    return;
  char line[512];
  while (fgets(line, sizeof line, f)) {
    if (!strncmp(line, "model name", 10) || !strncmp(line, "Model\t", 6)) {
      char *c = strchr(line, ':');
      if (c) {
        c++;
        while (*c == ' ' || *c == '\t')
          c++;
        c[strcspn(c, "\n")] = 0;
        snprintf(out, n, "%s", c);
        break;
      }
    }
  }
  fclose(f);
}

static void fill_props(struct cudaDeviceProp *p, int device) {
  memset(p, 0, sizeof *p);
  char model[200];
  cpu_model(model, sizeof model);
  snprintf(p->name, sizeof p->name, "cucc CPU device%s%s", model[0] ? " (" : "",
           model[0] ? model : "");
  if (model[0])
    strncat(p->name, ")", sizeof p->name - strlen(p->name) - 1);
  unsigned arch = rt_module_arch();
  int cpus = rt_num_cpus();
  p->totalGlobalMem = rt_device_memory_capacity();
  p->sharedMemPerBlock = 48 * 1024;
  p->regsPerBlock = 65536;
  p->warpSize = 32;
  p->memPitch = 2147483647;
  p->maxThreadsPerBlock = 1024;
  p->maxThreadsDim[0] = 1024;
  p->maxThreadsDim[1] = 1024;
  p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = 2147483647;
  p->maxGridSize[1] = 65535;
  p->maxGridSize[2] = 65535;
  p->clockRate = 2000000;
  p->totalConstMem = 64 * 1024;
  p->major = (int)(arch / 100);
  p->minor = (int)(arch % 100 / 10);
  p->textureAlignment = 512;
  p->texturePitchAlignment = 32;
  p->deviceOverlap = 1;
  p->multiProcessorCount = cpus;
  p->kernelExecTimeoutEnabled = 0;
  p->integrated = 1;
  p->canMapHostMemory = 1;
  p->computeMode = 0;
  p->maxTexture1D = 131072;
  p->maxTexture1DLinear = 268435456;
  p->maxTexture2D[0] = 131072;
  p->maxTexture2D[1] = 65536;
  p->maxTexture3D[0] = p->maxTexture3D[1] = p->maxTexture3D[2] = 16384;
  p->maxTexture1DMipmap = 32768;
  p->maxTexture2DMipmap[0] = p->maxTexture2DMipmap[1] = 32768;
  p->maxTexture2DLinear[0] = 131072;
  p->maxTexture2DLinear[1] = 65000;
  p->maxTexture2DLinear[2] = 2097120;
  p->maxTexture2DGather[0] = p->maxTexture2DGather[1] = 32768;
  p->maxTexture3DAlt[0] = p->maxTexture3DAlt[1] = 8192;
  p->maxTexture3DAlt[2] = 32768;
  p->maxTextureCubemap = 32768;
  p->maxTexture1DLayered[0] = 32768;
  p->maxTexture1DLayered[1] = 2048;
  p->maxTexture2DLayered[0] = p->maxTexture2DLayered[1] = 32768;
  p->maxTexture2DLayered[2] = 2048;
  p->maxTextureCubemapLayered[0] = 32768;
  p->maxTextureCubemapLayered[1] = 2046;
  p->maxSurface1D = 32768;
  p->maxSurface2D[0] = 131072;
  p->maxSurface2D[1] = 65536;
  p->maxSurface3D[0] = p->maxSurface3D[1] = p->maxSurface3D[2] = 16384;
  p->maxSurface1DLayered[0] = 32768;
  p->maxSurface1DLayered[1] = 2048;
  p->maxSurface2DLayered[0] = p->maxSurface2DLayered[1] = 32768;
  p->maxSurface2DLayered[2] = 2048;
  p->maxSurfaceCubemap = 32768;
  p->maxSurfaceCubemapLayered[0] = 32768;
  p->maxSurfaceCubemapLayered[1] = 2046;
  p->surfaceAlignment = 512;
  p->memoryClockRate = 3200000;
  /* all of the (modelled) L2 may persist (limits.c); an H100's window */
  p->persistingL2CacheMaxSize = 4 * 1024 * 1024;
  p->accessPolicyMaxWindowSize = 134217728;
  p->hostRegisterReadOnlySupported = 1;
  p->clusterLaunch = 0;
  p->unifiedFunctionPointers = 1;
  memcpy(&p->uuid, "cucc-cpu-device", 15); /* + the device's number */
  p->uuid.bytes[15] = (char)('0' + device);
  p->concurrentKernels = 1;
  p->ECCEnabled = 0;
  p->pciBusID = device; /* the only property that tells devices apart */
  p->pciDeviceID = 0;
  p->pciDomainID = 0;
  p->asyncEngineCount = 2;
  p->unifiedAddressing = 1;
  p->memoryBusWidth = 64;
  p->l2CacheSize = 4 * 1024 * 1024;
  p->maxThreadsPerMultiProcessor = 2048;
  p->streamPrioritiesSupported = 1;
  p->globalL1CacheSupported = 1;
  p->localL1CacheSupported = 1;
  p->sharedMemPerMultiprocessor = 228 * 1024;
  p->regsPerMultiprocessor = 65536;
  p->managedMemory = 1;
  p->isMultiGpuBoard = 0;
  p->multiGpuBoardGroupID = device;
  p->hostNativeAtomicSupported = 1;
  p->singleToDoublePrecisionPerfRatio = 2;
  p->pageableMemoryAccess = 1;
  p->concurrentManagedAccess = 1;
  p->computePreemptionSupported = 1;
  p->canUseHostPointerForRegisteredMem = 1;
  p->cooperativeLaunch = 1;
  p->sharedMemPerBlockOptin = 227 * 1024; /* functions.c: the opt-in limit */
  p->pageableMemoryAccessUsesHostPageTables = 1;
  p->directManagedMemAccessFromHost = 1;
  p->maxBlocksPerMultiProcessor = 32;
  p->reservedSharedMemPerBlock = 1024; /* as an H100's; functions.c */
  p->hostRegisterSupported = 1;
  p->memoryPoolsSupported = 1;
}

/* ---- devices: CUCC_DEVICE_COUNT of them, sharing the host's cores ----- */

static pthread_once_t count_once = PTHREAD_ONCE_INIT;
static int device_count = 1;

static void read_count(void) {
  const char *e = getenv("CUCC_DEVICE_COUNT");
  if (e && *e) {
    char *end;
    long n = strtol(e, &end, 10);
    if (*end == 0 && n >= 1 && n <= RT_MAX_DEVICES)
      device_count = (int)n;
    else
      fprintf(stderr, "cucc: ignoring CUCC_DEVICE_COUNT=%s (1 to %d)\n", e,
              RT_MAX_DEVICES);
  }
}

int rt_device_count(void) {
  pthread_once(&count_once, read_count);
  return device_count;
}

bool rt_device_valid(int device) {
  return device >= 0 && device < rt_device_count();
}

RT_EXPORT cudaError_t cudaGetDeviceCount(int *count) {
  if (!count)
    return rt_error(cudaErrorInvalidValue);
  *count = rt_device_count();
  return cudaSuccess;
}

/* each host thread starts on device 0 */
static _Thread_local int current_device;

int rt_device_current(void) { return current_device; }

void rt_device_select(int device) { current_device = device; }

RT_EXPORT cudaError_t cudaSetDevice(int device) {
  RT_PROF_API();
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  current_device = device;
  core_ctx_runtime_set_device(device);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetDevice(int *device) {
  if (!device)
    return rt_error(cudaErrorInvalidValue);
  *device = current_device;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop,
                                              int device) {
  RT_PROF_API();
  if (!prop)
    return rt_error(cudaErrorInvalidValue);
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  fill_props(prop, device);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetAttribute(int *value,
                                             enum cudaDeviceAttr attr,
                                             int device) {
  if (!value)
    return rt_error(cudaErrorInvalidValue);
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  struct cudaDeviceProp p;
  fill_props(&p, device);
  int v;
  switch (attr) {
  case cudaDevAttrMaxThreadsPerBlock: v = p.maxThreadsPerBlock; break;
  case cudaDevAttrMaxPersistingL2CacheSize: v = p.persistingL2CacheMaxSize; break;
  case cudaDevAttrMaxAccessPolicyWindowSize: v = p.accessPolicyMaxWindowSize; break;
  case cudaDevAttrMaxBlockDimX: v = p.maxThreadsDim[0]; break;
  case cudaDevAttrMaxBlockDimY: v = p.maxThreadsDim[1]; break;
  case cudaDevAttrMaxBlockDimZ: v = p.maxThreadsDim[2]; break;
  case cudaDevAttrMaxGridDimX: v = p.maxGridSize[0]; break;
  case cudaDevAttrMaxGridDimY: v = p.maxGridSize[1]; break;
  case cudaDevAttrMaxGridDimZ: v = p.maxGridSize[2]; break;
  case cudaDevAttrMaxSharedMemoryPerBlock: v = (int)p.sharedMemPerBlock; break;
  case cudaDevAttrTotalConstantMemory: v = (int)p.totalConstMem; break;
  case cudaDevAttrWarpSize: v = p.warpSize; break;
  case cudaDevAttrMaxPitch: v = (int)p.memPitch; break;
  case cudaDevAttrMaxRegistersPerBlock: v = p.regsPerBlock; break;
  case cudaDevAttrClockRate: v = p.clockRate; break;
  case cudaDevAttrTextureAlignment: v = (int)p.textureAlignment; break;
  case cudaDevAttrGpuOverlap: v = p.deviceOverlap; break;
  case cudaDevAttrMultiProcessorCount: v = p.multiProcessorCount; break;
  case cudaDevAttrKernelExecTimeout: v = p.kernelExecTimeoutEnabled; break;
  case cudaDevAttrIntegrated: v = p.integrated; break;
  case cudaDevAttrCanMapHostMemory: v = p.canMapHostMemory; break;
  case cudaDevAttrComputeMode: v = p.computeMode; break;
  case cudaDevAttrConcurrentKernels: v = p.concurrentKernels; break;
  case cudaDevAttrEccEnabled: v = p.ECCEnabled; break;
  case cudaDevAttrPciBusId: v = p.pciBusID; break;
  case cudaDevAttrPciDeviceId: v = p.pciDeviceID; break;
  case cudaDevAttrPciDomainId: v = p.pciDomainID; break;
  case cudaDevAttrMemoryClockRate: v = 3200000; break;
  case cudaDevAttrGlobalMemoryBusWidth: v = p.memoryBusWidth; break;
  case cudaDevAttrL2CacheSize: v = p.l2CacheSize; break;
  case cudaDevAttrMaxThreadsPerMultiProcessor: v = p.maxThreadsPerMultiProcessor; break;
  case cudaDevAttrAsyncEngineCount: v = p.asyncEngineCount; break;
  case cudaDevAttrUnifiedAddressing: v = p.unifiedAddressing; break;
  case cudaDevAttrComputeCapabilityMajor: v = p.major; break;
  case cudaDevAttrComputeCapabilityMinor: v = p.minor; break;
  case cudaDevAttrStreamPrioritiesSupported: v = p.streamPrioritiesSupported; break;
  case cudaDevAttrGlobalL1CacheSupported: v = p.globalL1CacheSupported; break;
  case cudaDevAttrLocalL1CacheSupported: v = p.localL1CacheSupported; break;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor: v = (int)p.sharedMemPerMultiprocessor; break;
  case cudaDevAttrMaxRegistersPerMultiprocessor: v = p.regsPerMultiprocessor; break;
  case cudaDevAttrManagedMemory: v = p.managedMemory; break;
  case cudaDevAttrIsMultiGpuBoard: v = p.isMultiGpuBoard; break;
  case cudaDevAttrHostNativeAtomicSupported: v = p.hostNativeAtomicSupported; break;
  case cudaDevAttrSingleToDoublePrecisionPerfRatio: v = p.singleToDoublePrecisionPerfRatio; break;
  case cudaDevAttrPageableMemoryAccess: v = p.pageableMemoryAccess; break;
  case cudaDevAttrConcurrentManagedAccess: v = p.concurrentManagedAccess; break;
  case cudaDevAttrComputePreemptionSupported: v = p.computePreemptionSupported; break;
  case cudaDevAttrCanUseHostPointerForRegisteredMem: v = p.canUseHostPointerForRegisteredMem; break;
  case cudaDevAttrCooperativeLaunch: v = p.cooperativeLaunch; break;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin: v = (int)p.sharedMemPerBlockOptin; break;
  case cudaDevAttrHostRegisterSupported: v = p.hostRegisterSupported; break;
  case cudaDevAttrPageableMemoryAccessUsesHostPageTables: v = p.pageableMemoryAccessUsesHostPageTables; break;
  case cudaDevAttrDirectManagedMemAccessFromHost: v = p.directManagedMemAccessFromHost; break;
  case cudaDevAttrMaxBlocksPerMultiprocessor: v = p.maxBlocksPerMultiProcessor; break;
  case cudaDevAttrReservedSharedMemoryPerBlock: v = (int)p.reservedSharedMemPerBlock; break;
  case cudaDevAttrMemoryPoolsSupported: v = p.memoryPoolsSupported; break;
  default:
    if ((int)attr < 1 || (int)attr > 160)
      return rt_error(cudaErrorInvalidValue);
    v = 0;
  }
  *value = v;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaRuntimeGetVersion(int *v) {
  if (!v)
    return rt_error(cudaErrorInvalidValue);
  *v = reported_version();
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDriverGetVersion(int *v) {
  if (!v)
    return rt_error(cudaErrorInvalidValue);
  *v = reported_version();
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceSynchronize(void) {
  RT_PROF_API();
  rt_init();
  cudaError_t c = rt_capture_device_sync(); /* refused while capturing */
  if (c)
    return rt_error(c);
  rt_engine_sync();
  rt_printf_flush();
  cudaError_t e = rt_sticky();
  return e ? rt_error(e) : cudaSuccess;
}

static void config_reset(int device);

RT_EXPORT cudaError_t cudaDeviceReset(void) {
  RT_PROF_API();
  rt_init();
  rt_engine_sync();
  rt_printf_flush();
  rt_memory_reset();
  rt_heap_reset();
  rt_vars_reset();
  rt_sticky_on_reset();
  rt_peer_reset(current_device);
  rt_limits_reset();
  config_reset(current_device);
  return cudaSuccess;
}

/* ---- per-device configuration, accepted and recorded ------------------- */

static pthread_mutex_t config_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
  enum cudaFuncCache cache;
  unsigned flags; /* as given to cudaSetDeviceFlags / cudaInitDevice */
} config[RT_MAX_DEVICES];

/* cudaDeviceReset: a new context, with the default configuration */
static void config_reset(int device) {
  pthread_mutex_lock(&config_lock);
  config[device].cache = cudaFuncCachePreferNone;
  config[device].flags = 0;
  pthread_mutex_unlock(&config_lock);
}

RT_EXPORT cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache c) {
  if ((unsigned)c > cudaFuncCachePreferEqual)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&config_lock);
  config[current_device].cache = c;
  pthread_mutex_unlock(&config_lock);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *c) {
  if (!c)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&config_lock);
  *c = config[current_device].cache;
  pthread_mutex_unlock(&config_lock);
  return cudaSuccess;
}

/* Accepted; the banks stay 4 bytes wide, as on an H100. */
RT_EXPORT cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig c) {
  if ((unsigned)c > cudaSharedMemBankSizeEightByte)
    return rt_error(cudaErrorInvalidValue);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *c) {
  if (!c)
    return rt_error(cudaErrorInvalidValue);
  *c = cudaSharedMemBankSizeFourByte;
  return cudaSuccess;
}

/* Within cudaDeviceMask, with one schedule (auto, spin, yield, blocking
 * sync); of the rest, map host, lmem resize and sync memops are kept and the
 * unnamed bits 0x20 and 0x40 dropped, as CUDA 13 does. */
#define DEVICE_FLAGS_KEPT                                                      \
  ((unsigned)(cudaDeviceScheduleMask | cudaDeviceMapHost |                     \
              cudaDeviceLmemResizeToMax | cudaDeviceSyncMemops))
static bool device_flags_valid(unsigned flags) {
  unsigned sched = flags & cudaDeviceScheduleMask;
  return !(flags & ~(unsigned)cudaDeviceMask) &&
         (sched == 0 || sched == cudaDeviceScheduleSpin ||
          sched == cudaDeviceScheduleYield ||
          sched == cudaDeviceScheduleBlockingSync);
}

static void set_flags(int device, unsigned flags) {
  pthread_mutex_lock(&config_lock);
  config[device].flags = flags & DEVICE_FLAGS_KEPT;
  pthread_mutex_unlock(&config_lock);
}

RT_EXPORT cudaError_t cudaSetDeviceFlags(unsigned int flags) {
  if (!device_flags_valid(flags))
    return rt_error(cudaErrorInvalidValue);
  set_flags(current_device, flags);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetDeviceFlags(unsigned int *flags) {
  if (!flags)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&config_lock);
  *flags = config[current_device].flags | DEVICE_FLAGS_ALWAYS;
  pthread_mutex_unlock(&config_lock);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaInitDevice(int device, unsigned int deviceFlags,
                                     unsigned int flags) {
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  /* other bits of flags are ignored (CUDA 13) */
  if (flags & cudaInitDeviceFlagsAreValid) {
    if (!device_flags_valid(deviceFlags))
      return rt_error(cudaErrorInvalidValue);
    set_flags(device, deviceFlags);
  }
  rt_init();
  return cudaSuccess;
}

/* Every device is the same CPU: the current one is as good as any. */
RT_EXPORT cudaError_t cudaChooseDevice(int *device,
                                       const struct cudaDeviceProp *prop) {
  if (!device || !prop)
    return rt_error(cudaErrorInvalidValue);
  *device = current_device;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaSetValidDevices(int *device_arr, int len) {
  if (len < 0 || (len > 0 && !device_arr))
    return rt_error(cudaErrorInvalidValue);
  for (int i = 0; i < len; i++)
    if (!rt_device_valid(device_arr[i]))
      return rt_error(cudaErrorInvalidDevice);
  return cudaSuccess; /* a new thread starts on device 0 regardless */
}

/* ---- PCI bus ids: domain 0, bus = the device's number, device 0 -------- */

RT_EXPORT cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len,
                                            int device) {
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  struct cudaDeviceProp p;
  fill_props(&p, device);
  char id[32];
  int n = snprintf(id, sizeof id, PCI_BUS_ID_FORMAT, p.pciDomainID,
                   p.pciBusID, p.pciDeviceID);
  if (!pciBusId || len <= n) /* no room for all of it */
    return rt_error(cudaErrorInvalidValue);
  memcpy(pciBusId, id, (size_t)n + 1);
  return cudaSuccess;
}

/* Accepts [domain:]bus:device[.function] in hexadecimal. */
RT_EXPORT cudaError_t cudaDeviceGetByPCIBusId(int *device,
                                              const char *pciBusId) {
  if (!device || !pciBusId)
    return rt_error(cudaErrorInvalidValue);
  unsigned v[4];
  int nv = 0;
  const char *s = pciBusId;
  char sep[4] = {0};
  while (nv < 4) {
    char *end;
    if (!isxdigit((unsigned char)*s))
      return rt_error(cudaErrorInvalidValue);
    unsigned long x = strtoul(s, &end, 16);
    if (x > 0xffffffffu)
      return rt_error(cudaErrorInvalidValue);
    v[nv] = (unsigned)x;
    sep[nv++] = *end;
    s = end;
    if (*s == 0)
      break;
    if (*s != ':' && *s != '.')
      return rt_error(cudaErrorInvalidValue);
    s++;
  }
  if (*s)
    return rt_error(cudaErrorInvalidValue);
  unsigned dom = 0, bus, dev;
  /* the last number after a '.' is the function (devices have function 0);
   * then bus:device, after an optional domain */
  int n = nv;
  bool other_function = false;
  if (n >= 2 && sep[n - 2] == '.')
    other_function = v[--n] != 0;
  if (n == 3 && sep[0] == ':' && sep[1] == ':' ) {
    dom = v[0], bus = v[1], dev = v[2];
  } else if (n == 2 && sep[0] == ':') {
    bus = v[0], dev = v[1];
  } else {
    return rt_error(cudaErrorInvalidValue);
  }
  for (int d = 0; !other_function && d < rt_device_count(); d++) {
    struct cudaDeviceProp p;
    fill_props(&p, d);
    if (dom == (unsigned)p.pciDomainID && bus == (unsigned)p.pciBusID &&
        dev == (unsigned)p.pciDeviceID) {
      *device = d;
      return cudaSuccess;
    }
  }
  return rt_error(cudaErrorInvalidDevice);
}

/* They bound what cucc-prof records when it captures that range
 * (--capture-range=cudaProfilerApi); otherwise nothing to do. */
RT_EXPORT cudaError_t cudaProfilerStart(void) {
  rt_prof_capture(true);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaProfilerStop(void) {
  rt_prof_capture(false);
  return cudaSuccess;
}
