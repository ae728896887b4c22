/* Managed memory beyond cudaMallocManaged (memory.c): __managed__
 * variables, and cudaMemPrefetchAsync/cudaMemAdvise/cudaStreamAttachMemAsync,
 * which are validated and otherwise have nothing to do on a CPU (with a
 * device number as in CUDA 12, or a cudaMemLocation as in CUDA 13: the _v2
 * entry points).
 *
 * A __managed__ variable is a device variable that host code reads and
 * writes through clang's host shadow. The lowering (src/lower/managed.c)
 * makes device code reach it through a pointer `__cucc_managed.NAME` of the
 * image; at registration the host shadow receives the initial value and the
 * pointer is aimed at it, so both sides share one storage. */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "../profiler/prof.h"
#include "memory.h"

void rt_managed_var_register(rt_var *v, void *dl, const char *deviceName) {
  if (!v || !v->dev_addr || !v->size)
    return;
  int kind = RT_MEM_DEVICE_VAR;
  char name[512];
  void **ptr = NULL;
  if (dl && deviceName &&
      (size_t)snprintf(name, sizeof name, "__cucc_managed.%s", deviceName) <
          sizeof name)
    ptr = dlsym(dl, name);
  if (ptr && v->host_var) {
    memcpy((void *)v->host_var, v->dev_addr, v->size);
    *ptr = (void *)v->host_var;
    v->dev_addr = (void *)v->host_var;
    kind = RT_MEM_MANAGED_VAR;
  }
  if (rt_mem_overlaps(v->dev_addr, v->size))
    return; /* the same variable registered again */
  rt_mem m = {v->dev_addr, v->size, 0, kind, 0, cudaMemAttachGlobal, NULL};
  (void)rt_mem_add(&m);
}

static bool managed_range(const void *p, size_t count) {
  rt_mem m;
  if (!rt_mem_lookup(p, &m) ||
      (m.kind != RT_MEM_MANAGED && m.kind != RT_MEM_MANAGED_VAR))
    return false;
  size_t off = (size_t)((const char *)p - m.p);
  return count <= m.size - off;
}

RT_EXPORT cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count,
                                           int dstDevice, cudaStream_t s) {
  RT_PROF_API();
  rt_init();
  if (rt_stream_check(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (!devPtr || !count || !managed_range(devPtr, count))
    return rt_error(cudaErrorInvalidValue);
  if (dstDevice != cudaCpuDeviceId &&
      (dstDevice < 0 || dstDevice >= rt_device_count()))
    return rt_error(cudaErrorInvalidDevice);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaMemAdvise(const void *devPtr, size_t count,
                                    enum cudaMemoryAdvise advice, int device) {
  rt_init();
  if (!devPtr || !count || !managed_range(devPtr, count) ||
      advice < cudaMemAdviseSetReadMostly ||
      advice > cudaMemAdviseUnsetAccessedBy)
    return rt_error(cudaErrorInvalidValue);
  /* the device matters for the location advice only */
  bool needs_device = advice != cudaMemAdviseSetReadMostly &&
                      advice != cudaMemAdviseUnsetReadMostly;
  if (needs_device && device != cudaCpuDeviceId &&
      (device < 0 || device >= rt_device_count()))
    return rt_error(cudaErrorInvalidDevice);
  return cudaSuccess;
}

/* CUDA 13's locations as CUDA 12's device numbers; -3 if invalid */
static int location_device(struct cudaMemLocation l) {
  switch (l.type) {
  case cudaMemLocationTypeDevice:
    return l.id < 0 ? -4 : l.id; /* -4: no such device */
  case cudaMemLocationTypeHost:
  case cudaMemLocationTypeHostNuma:
  case cudaMemLocationTypeHostNumaCurrent:
    return cudaCpuDeviceId;
  default:
    return -3;
  }
}

RT_EXPORT cudaError_t cudaMemPrefetchAsync_v2(const void *devPtr, size_t count,
                                              struct cudaMemLocation location,
                                              unsigned int flags,
                                              cudaStream_t s) {
  int dev = location_device(location);
  if (flags || dev == -3)
    return rt_error(cudaErrorInvalidValue);
  return cudaMemPrefetchAsync(devPtr, count, dev == -4 ? INT_MAX : dev, s);
}

RT_EXPORT cudaError_t cudaMemAdvise_v2(const void *devPtr, size_t count,
                                       enum cudaMemoryAdvise advice,
                                       struct cudaMemLocation location) {
  int dev = location_device(location);
  bool needs_location = advice != cudaMemAdviseSetReadMostly &&
                        advice != cudaMemAdviseUnsetReadMostly;
  if (needs_location && dev == -3)
    return rt_error(cudaErrorInvalidValue);
  return cudaMemAdvise(devPtr, count, advice,
                       dev == -4 ? INT_MAX : dev == -3 ? 0 : dev);
}

RT_EXPORT cudaError_t cudaStreamAttachMemAsync(cudaStream_t s, void *devPtr,
                                               size_t length,
                                               unsigned int flags) {
  rt_init();
  if (rt_stream_check(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost &&
      flags != cudaMemAttachSingle)
    return rt_error(cudaErrorInvalidValue);
  rt_mem m;
  if (!devPtr || !rt_mem_lookup(devPtr, &m) ||
      (m.kind != RT_MEM_MANAGED && m.kind != RT_MEM_MANAGED_VAR) ||
      (length && (m.p != devPtr || length != m.size)))
    return rt_error(cudaErrorInvalidValue);
  return cudaSuccess;
}
