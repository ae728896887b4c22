/* Page-locked host memory: cudaMallocHost, cudaHostAlloc, cudaFreeHost,
 * cudaHostRegister/Unregister, cudaHostGetDevicePointer, cudaHostGetFlags.
 * On the CPU every host page is as good as pinned and, with unified
 * addressing, mapped: the device pointer of host memory is the pointer
 * itself. Pinned and registered ranges go into the allocation table, which
 * tells them apart (cudaPointerGetAttributes) and lets asynchronous copies
 * from them stay asynchronous. */
#include <stdlib.h>
#include <unistd.h>

#include "../profiler/prof.h"
#include "memory.h"

#define HOST_ALIGN 4096u
#define HOST_ALLOC_FLAGS                                                       \
  (cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined)
#define HOST_REGISTER_FLAGS                                                    \
  (cudaHostRegisterPortable | cudaHostRegisterMapped |                         \
   cudaHostRegisterIoMemory | cudaHostRegisterReadOnly)

static size_t physical_memory(void) {
  long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
  return pages > 0 && psz > 0 ? (size_t)pages * (size_t)psz : (size_t)-1;
}

RT_EXPORT cudaError_t cudaHostAlloc(void **pHost, size_t size,
                                    unsigned int flags) {
  RT_PROF_API();
  rt_init();
  /* after a kernel failure: the context's sticky error (as on a GPU) */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!pHost || (flags & ~(unsigned)HOST_ALLOC_FLAGS))
    return rt_error(cudaErrorInvalidValue);
  *pHost = NULL;
  if (!size)
    return cudaSuccess;
  size_t rounded = (size + HOST_ALIGN - 1) / HOST_ALIGN * HOST_ALIGN;
  /* page-locked memory cannot exceed the machine's */
  if (rounded < size || rounded > physical_memory())
    return rt_error(cudaErrorMemoryAllocation);
  /* in the arena when there is room, away from the host heap: a kernel's
   * small overrun of pinned memory must not corrupt malloc's data */
  void *p = rt_arena_alloc(rounded);
  if (!p) /* the arena full or absent */
    p = aligned_alloc(HOST_ALIGN, rounded);
  rt_mem m = {p, size, 0, RT_MEM_HOST, rt_device_current(), flags, NULL};
  if (!p || rt_mem_add(&m)) {
    rt_mem_release(&m);
    return rt_error(cudaErrorMemoryAllocation);
  }
  *pHost = p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaMallocHost(void **ptr, size_t size) {
  RT_PROF_API();
  return cudaHostAlloc(ptr, size, cudaHostAllocDefault);
}

RT_EXPORT cudaError_t cudaFreeHost(void *ptr) {
  RT_PROF_API();
  rt_init();
  if (!ptr)
    return cudaSuccess;
  rt_engine_sync(); /* work in flight may still use it */
  rt_mem m;
  if (!rt_mem_remove(ptr, 1u << RT_MEM_HOST, &m))
    return rt_error(cudaErrorInvalidValue);
  rt_mem_release(&m);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaHostRegister(void *ptr, size_t size,
                                       unsigned int flags) {
  RT_PROF_API();
  rt_init();
  if (!ptr || !size || (flags & ~(unsigned)HOST_REGISTER_FLAGS))
    return rt_error(cudaErrorInvalidValue);
  /* overlapping a registered range: already registered; any other memory
   * the runtime owns (pinned, device): an invalid value (H100, CUDA 13) */
  if (rt_mem_overlaps(ptr, size)) {
    rt_mem m;
    bool reg = (rt_mem_lookup(ptr, &m) && m.kind == RT_MEM_REGISTERED) ||
               (rt_mem_lookup((char *)ptr + size - 1, &m) &&
                m.kind == RT_MEM_REGISTERED);
    return rt_error(reg ? cudaErrorHostMemoryAlreadyRegistered
                        : cudaErrorInvalidValue);
  }
  rt_mem m = {ptr, size, 0, RT_MEM_REGISTERED, rt_device_current(), flags,
              NULL};
  return rt_error(rt_mem_add(&m));
}

RT_EXPORT cudaError_t cudaHostUnregister(void *ptr) {
  RT_PROF_API();
  rt_init();
  if (!ptr)
    return rt_error(cudaErrorInvalidValue);
  rt_engine_sync(); /* work in flight may still use it */
  /* inside memory the runtime knows (pinned, the middle of a registered
   * range): invalid value; unknown memory: not registered (H100) */
  if (!rt_mem_remove(ptr, 1u << RT_MEM_REGISTERED, NULL))
    return rt_error(rt_mem_lookup(ptr, NULL)
                        ? cudaErrorInvalidValue
                        : cudaErrorHostMemoryNotRegistered);
  return cudaSuccess;
}

static bool host_pinned(const void *p, rt_mem *m) {
  return rt_mem_lookup(p, m) &&
         (m->kind == RT_MEM_HOST || m->kind == RT_MEM_REGISTERED);
}

RT_EXPORT cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost,
                                               unsigned int flags) {
  rt_init();
  rt_mem m;
  if (!pDevice || flags || !host_pinned(pHost, &m))
    return rt_error(cudaErrorInvalidValue);
  *pDevice = pHost;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost) {
  rt_init();
  rt_mem m;
  if (!pFlags || !host_pinned(pHost, &m))
    return rt_error(cudaErrorInvalidValue);
  /* with unified addressing all page-locked memory is mapped */
  *pFlags = m.flags | cudaHostAllocMapped;
  return cudaSuccess;
}
