/* Page-locked host memory (cudaMallocHost, cudaHostAlloc, cudaFreeHost):
 * on the CPU every host allocation is as good as pinned and, with unified
 * addressing, mapped: the device pointer of a host allocation is itself.
 * Allocations are tracked so that cudaFreeHost rejects foreign pointers. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define HOST_ALIGN 4096u
#define HOST_ALLOC_FLAGS                                                       \
  (cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined)

typedef struct host_alloc {
  void *p;
  size_t size;
  unsigned flags;
  struct host_alloc *next;
} host_alloc;

static pthread_mutex_t host_mu = PTHREAD_MUTEX_INITIALIZER;
static host_alloc *host_allocs;

static host_alloc *find_host(const void *p) { /* caller holds host_mu */
  for (host_alloc *h = host_allocs; h; h = h->next)
    if ((const char *)p >= (const char *)h->p &&
        (const char *)p < (const char *)h->p + (h->size ? h->size : 1))
      return h;
  return NULL;
}

RT_EXPORT cudaError_t cudaHostAlloc(void **pHost, size_t size,
                                    unsigned int flags) {
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
  host_alloc *h = malloc(sizeof *h);
  void *p = rounded >= size ? aligned_alloc(HOST_ALIGN, rounded) : NULL;
  if (!h || !p) {
    free(h);
    free(p);
    return rt_error(cudaErrorMemoryAllocation);
  }
  *h = (host_alloc){p, size, flags, NULL};
  pthread_mutex_lock(&host_mu);
  h->next = host_allocs;
  host_allocs = h;
  pthread_mutex_unlock(&host_mu);
  *pHost = p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaMallocHost(void **ptr, size_t size) {
  return cudaHostAlloc(ptr, size, cudaHostAllocDefault);
}

RT_EXPORT cudaError_t cudaFreeHost(void *ptr) {
  rt_init();
  if (!ptr)
    return cudaSuccess;
  rt_engine_sync(); /* work in flight may still use it */
  pthread_mutex_lock(&host_mu);
  host_alloc **pp = &host_allocs;
  while (*pp && (*pp)->p != ptr)
    pp = &(*pp)->next;
  host_alloc *h = *pp;
  if (h)
    *pp = h->next;
  pthread_mutex_unlock(&host_mu);
  if (!h)
    return rt_error(cudaErrorInvalidValue);
  free(h->p);
  free(h);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost,
                                               unsigned int flags) {
  rt_init();
  if (!pDevice || flags)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&host_mu);
  host_alloc *h = find_host(pHost);
  pthread_mutex_unlock(&host_mu);
  if (!h)
    return rt_error(cudaErrorInvalidValue);
  *pDevice = pHost;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost) {
  rt_init();
  if (!pFlags)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&host_mu);
  host_alloc *h = find_host(pHost);
  unsigned f = h ? h->flags : 0;
  pthread_mutex_unlock(&host_mu);
  if (!h)
    return rt_error(cudaErrorInvalidValue);
  *pFlags = f;
  return cudaSuccess;
}
