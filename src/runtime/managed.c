/* Managed memory beyond cudaMallocManaged (memory.c): __managed__
 * variables, and cudaMemPrefetchAsync/cudaMemAdvise/cudaStreamAttachMemAsync,
 * which are validated and otherwise have nothing to do on a CPU.
 *
 * A __managed__ variable is a device variable that host code reads and
 * writes through clang's host shadow. The lowering (src/lower/managed.c)
 * makes device code reach it through a pointer `__cucc_managed.NAME` of the
 * image; at registration the host shadow receives the initial value and the
 * pointer is aimed at it, so both sides share one storage. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

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
