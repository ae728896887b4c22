/* Device memory: cudaMalloc/cudaFree with a table of live allocations,
 * cudaMemcpy/cudaMemset, and the symbol API over registered variables. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

#define DEVICE_ALIGN 256u

typedef struct alloc {
  char *p;
  size_t size;
} alloc;

static pthread_mutex_t mem_mu = PTHREAD_MUTEX_INITIALIZER;
static alloc *allocs; /* sorted by address */
static size_t nallocs, capallocs;

static size_t find_slot(const void *p) { /* first index with allocs[i].p >= p */
  size_t lo = 0, hi = nallocs;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if ((const char *)allocs[mid].p < (const char *)p)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

bool rt_is_device_alloc(const void *p) {
  pthread_mutex_lock(&mem_mu);
  size_t i = find_slot(p);
  bool r = (i < nallocs && allocs[i].p == p) ||
           (i > 0 && (const char *)p < allocs[i - 1].p + allocs[i - 1].size);
  pthread_mutex_unlock(&mem_mu);
  return r;
}

RT_EXPORT cudaError_t cudaMalloc(void **devPtr, size_t size) {
  rt_init();
  /* after a kernel failure: the context's sticky error (as on a GPU) */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!devPtr)
    return rt_error(cudaErrorInvalidValue);
  if (!size) {
    *devPtr = NULL;
    return cudaSuccess;
  }
  size_t rounded = (size + DEVICE_ALIGN - 1) / DEVICE_ALIGN * DEVICE_ALIGN;
  long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
  /* never more than the machine has: no overcommitted monster */
  if (rounded < size ||
      (pages > 0 && psz > 0 && rounded > (size_t)pages * (size_t)psz)) {
    *devPtr = NULL;
    return rt_error(cudaErrorMemoryAllocation);
  }
  char *p = aligned_alloc(DEVICE_ALIGN, rounded);
  if (!p) {
    *devPtr = NULL;
    return rt_error(cudaErrorMemoryAllocation);
  }
  pthread_mutex_lock(&mem_mu);
  if (nallocs == capallocs) {
    size_t cap = capallocs ? capallocs * 2 : 64;
    alloc *n = realloc(allocs, cap * sizeof *n);
    if (!n) {
      pthread_mutex_unlock(&mem_mu);
      free(p);
      return rt_error(cudaErrorMemoryAllocation);
    }
    allocs = n;
    capallocs = cap;
  }
  size_t i = find_slot(p);
  memmove(allocs + i + 1, allocs + i, (nallocs - i) * sizeof *allocs);
  allocs[i] = (alloc){p, size};
  nallocs++;
  pthread_mutex_unlock(&mem_mu);
  *devPtr = p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaFree(void *devPtr) {
  rt_init();
  if (devPtr)
    rt_engine_sync(); /* cudaFree synchronizes the device */
  /* after a kernel failure: the context's sticky error (as on a GPU, even
   * for NULL) */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!devPtr)
    return cudaSuccess;
  pthread_mutex_lock(&mem_mu);
  size_t i = find_slot(devPtr);
  if (i == nallocs || allocs[i].p != devPtr) {
    pthread_mutex_unlock(&mem_mu);
    return rt_error(cudaErrorInvalidValue);
  }
  memmove(allocs + i, allocs + i + 1, (nallocs - i - 1) * sizeof *allocs);
  nallocs--;
  pthread_mutex_unlock(&mem_mu);
  free(devPtr);
  return cudaSuccess;
}

void rt_memory_reset(void) {
  pthread_mutex_lock(&mem_mu);
  for (size_t i = 0; i < nallocs; i++)
    free(allocs[i].p);
  nallocs = 0;
  pthread_mutex_unlock(&mem_mu);
}

static bool valid_kind(enum cudaMemcpyKind k) {
  return (unsigned)k <= (unsigned)cudaMemcpyDefault;
}

/* Work of a blocking copy: wait for the device, flush printf, report a
 * sticky error. */
static cudaError_t sync_for_copy(void) {
  rt_init();
  rt_stream_wait(0);
  rt_printf_flush();
  return rt_sticky();
}

RT_EXPORT cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                                 enum cudaMemcpyKind kind) {
  if (!valid_kind(kind))
    return rt_error(cudaErrorInvalidMemcpyDirection);
  cudaError_t e = sync_for_copy();
  if (e)
    return rt_error(e);
  if (!count)
    return cudaSuccess;
  if (!dst || !src)
    return rt_error(cudaErrorInvalidValue);
  memmove(dst, src, count);
  return cudaSuccess;
}

typedef struct memset_args {
  void *p;
  int value;
  size_t count;
} memset_args;

static void do_memset(void *arg) {
  memset_args *a = arg;
  memset(a->p, a->value, a->count);
}

/* Asynchronous with respect to the host (and not a printf flush point), in
 * order with kernels: a command of the engine. */
RT_EXPORT cudaError_t cudaMemset(void *devPtr, int value, size_t count) {
  rt_init();
  if (!devPtr)
    return rt_error(cudaErrorInvalidValue);
  cudaError_t e = rt_sticky();
  if (e)
    return rt_error(e);
  if (!count)
    return cudaSuccess;
  memset_args a = {devPtr, value, count};
  rt_engine_submit_host(do_memset, &a, sizeof a);
  return cudaSuccess;
}

static cudaError_t symbol_range(const void *symbol, size_t count, size_t offset,
                                char **addr) {
  const rt_var *v = rt_find_var(symbol);
  if (!v || !v->dev_addr)
    return cudaErrorInvalidSymbol;
  if (offset > v->size || count > v->size - offset)
    return cudaErrorInvalidValue;
  *addr = (char *)v->dev_addr + offset;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src,
                                         size_t count, size_t offset,
                                         enum cudaMemcpyKind kind) {
  char *a;
  cudaError_t e = symbol_range(symbol, count, offset, &a);
  if (e)
    return rt_error(e);
  if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice &&
      kind != cudaMemcpyDefault)
    return rt_error(cudaErrorInvalidMemcpyDirection);
  return cudaMemcpy(a, src, count, cudaMemcpyDefault);
}

RT_EXPORT cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol,
                                           size_t count, size_t offset,
                                           enum cudaMemcpyKind kind) {
  char *a;
  cudaError_t e = symbol_range(symbol, count, offset, &a);
  if (e)
    return rt_error(e);
  if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice &&
      kind != cudaMemcpyDefault)
    return rt_error(cudaErrorInvalidMemcpyDirection);
  return cudaMemcpy(dst, a, count, cudaMemcpyDefault);
}

RT_EXPORT cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol) {
  rt_init();
  char *a;
  cudaError_t e = symbol_range(symbol, 0, 0, &a);
  if (e)
    return rt_error(e);
  *devPtr = a;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol) {
  rt_init();
  const rt_var *v = rt_find_var(symbol);
  if (!v || !v->dev_addr)
    return rt_error(cudaErrorInvalidSymbol);
  *size = v->size;
  return cudaSuccess;
}
