/* The CPU as a CUDA device: initialization, device selection, properties
 * and attributes, limits, versions, synchronization and reset. */

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fiber.h"
#include "internal.h"

#define RUNTIME_VERSION 12040
#define DRIVER_VERSION 12040

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static size_t stack_limit = 1024;

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

static void do_init(void) { rt_engine_init(); }

void rt_init(void) { pthread_once(&init_once, do_init); }

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

static size_t total_memory(void) {
  long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
  return pages > 0 && psz > 0 ? (size_t)pages * (size_t)psz : (size_t)8 << 30;
}

static void fill_props(struct cudaDeviceProp *p) {
  memset(p, 0, sizeof *p);
  char model[200];
  cpu_model(model, sizeof model);
  snprintf(p->name, sizeof p->name, "cucc CPU device%s%s", model[0] ? " (" : "",
           model[0] ? model : "");
  if (model[0])
    strncat(p->name, ")", sizeof p->name - strlen(p->name) - 1);
  unsigned arch = rt_module_arch();
  int cpus = rt_num_cpus();
  p->totalGlobalMem = total_memory();
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
  p->persistingL2CacheMaxSize = 0;
  p->accessPolicyMaxWindowSize = 0;
  p->hostRegisterReadOnlySupported = 1;
  p->clusterLaunch = 0;
  p->unifiedFunctionPointers = 1;
  memcpy(&p->uuid, "cucc-cpu-device0", 16);
  p->concurrentKernels = 1;
  p->ECCEnabled = 0;
  p->pciBusID = 0;
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
  p->hostNativeAtomicSupported = 1;
  p->singleToDoublePrecisionPerfRatio = 2;
  p->pageableMemoryAccess = 1;
  p->concurrentManagedAccess = 1;
  p->computePreemptionSupported = 1;
  p->canUseHostPointerForRegisteredMem = 1;
  p->cooperativeLaunch = 1;
  p->sharedMemPerBlockOptin = 48 * 1024;
  p->pageableMemoryAccessUsesHostPageTables = 1;
  p->directManagedMemAccessFromHost = 1;
  p->maxBlocksPerMultiProcessor = 32;
  p->reservedSharedMemPerBlock = 0;
  p->hostRegisterSupported = 1;
  p->memoryPoolsSupported = 1;
}

RT_EXPORT cudaError_t cudaGetDeviceCount(int *count) {
  if (!count)
    return rt_error(cudaErrorInvalidValue);
  *count = 1;
  return cudaSuccess;
}

static _Thread_local int current_device;

int rt_device_current(void) { return current_device; }
int rt_device_count(void) { return 1; }

RT_EXPORT cudaError_t cudaSetDevice(int device) {
  if (device != 0)
    return rt_error(cudaErrorInvalidDevice);
  current_device = device;
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
  if (!prop)
    return rt_error(cudaErrorInvalidValue);
  if (device != 0)
    return rt_error(cudaErrorInvalidDevice);
  fill_props(prop);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetAttribute(int *value,
                                             enum cudaDeviceAttr attr,
                                             int device) {
  if (!value)
    return rt_error(cudaErrorInvalidValue);
  if (device != 0)
    return rt_error(cudaErrorInvalidDevice);
  struct cudaDeviceProp p;
  fill_props(&p);
  int v;
  switch (attr) {
  case cudaDevAttrMaxThreadsPerBlock: v = p.maxThreadsPerBlock; break;
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
  *v = RUNTIME_VERSION;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDriverGetVersion(int *v) {
  if (!v)
    return rt_error(cudaErrorInvalidValue);
  *v = DRIVER_VERSION;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceSynchronize(void) {
  rt_init();
  rt_engine_sync();
  rt_printf_flush();
  cudaError_t e = rt_sticky();
  return e ? rt_error(e) : cudaSuccess;
}

RT_EXPORT cudaError_t cudaThreadSynchronize(void) {
  return cudaDeviceSynchronize();
}

RT_EXPORT cudaError_t cudaDeviceReset(void) {
  rt_init();
  rt_engine_sync();
  rt_printf_flush();
  rt_memory_reset();
  rt_heap_reset();
  rt_vars_reset();
  rt_sticky_on_reset();
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value) {
  /* after a kernel failure: the context's sticky error (as on a GPU) */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  switch (limit) {
  case cudaLimitStackSize:
    /* fibers need room for host code (printf, ...) beyond what a GPU
     * thread needs: only ever grow the default */
    stack_limit = value;
    if (value > cucc_fiber_get_stack_size())
      cucc_fiber_set_stack_size(value);
    return cudaSuccess;
  case cudaLimitPrintfFifoSize:
    rt_printf_set_fifo_size(value);
    return cudaSuccess;
  case cudaLimitMallocHeapSize: /* fixed once a kernel used the heap */
    return rt_error(rt_heap_set_limit(value));
  default:
    return rt_error(cudaErrorUnsupportedLimit);
  }
}

RT_EXPORT cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit) {
  /* after a kernel failure: the context's sticky error (as on a GPU) */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!value)
    return rt_error(cudaErrorInvalidValue);
  switch (limit) {
  case cudaLimitStackSize:
    *value = stack_limit;
    return cudaSuccess;
  case cudaLimitPrintfFifoSize:
    *value = rt_printf_fifo_size();
    return cudaSuccess;
  case cudaLimitMallocHeapSize:
    *value = rt_heap_limit();
    return cudaSuccess;
  default:
    return rt_error(cudaErrorUnsupportedLimit);
  }
}

/* ---- configuration the CPU accepts and records ------------------------- */

static enum cudaFuncCache cache_config = cudaFuncCachePreferNone;
static enum cudaSharedMemConfig smem_config = cudaSharedMemBankSizeDefault;
static unsigned device_flags;

RT_EXPORT cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache c) {
  if ((unsigned)c > cudaFuncCachePreferEqual)
    return rt_error(cudaErrorInvalidValue);
  cache_config = c;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *c) {
  if (!c)
    return rt_error(cudaErrorInvalidValue);
  *c = cache_config;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig c) {
  if ((unsigned)c > cudaSharedMemBankSizeEightByte)
    return rt_error(cudaErrorInvalidValue);
  smem_config = c;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *c) {
  if (!c)
    return rt_error(cudaErrorInvalidValue);
  *c = smem_config;
  return cudaSuccess;
}

#define DEVICE_FLAGS_MASK 0x1fu /* schedule (0x7), map host, lmem resize */

RT_EXPORT cudaError_t cudaSetDeviceFlags(unsigned int flags) {
  if ((flags & ~DEVICE_FLAGS_MASK) || (flags & 0x7u) == 0x3u ||
      (flags & 0x7u) > 0x4u)
    return rt_error(cudaErrorInvalidValue);
  device_flags = flags;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetDeviceFlags(unsigned int *flags) {
  if (!flags)
    return rt_error(cudaErrorInvalidValue);
  *flags = device_flags | cudaDeviceMapHost; /* host memory is always mapped */
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaChooseDevice(int *device,
                                       const struct cudaDeviceProp *prop) {
  if (!device || !prop)
    return rt_error(cudaErrorInvalidValue);
  *device = 0; /* the only one */
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaThreadExit(void) { return cudaDeviceReset(); }

RT_EXPORT cudaError_t cudaProfilerStart(void) { return cudaSuccess; }

RT_EXPORT cudaError_t cudaProfilerStop(void) { return cudaSuccess; }
