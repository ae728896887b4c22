/* Device memory: the table of every allocation the runtime knows (sorted by
 * address, so that interior pointers are recognised), cudaMalloc/cudaFree,
 * cudaMallocManaged, the synchronous cudaMemcpy/cudaMemset, and the symbol
 * API over registered variables. */
#include <stdlib.h>
#include <string.h>

#include "../profiler/prof.h"
#include "memory.h"

#define DEVICE_ALIGN 256u   /* the guide's minimum; sizes are charged in it */

static pthread_mutex_t mem_mu = PTHREAD_MUTEX_INITIALIZER;
static rt_mem *allocs; /* sorted by address, disjoint */
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

static size_t extent(const rt_mem *m) { return m->size ? m->size : 1; }

/* index of the allocation containing p, or nallocs; caller holds mem_mu */
static size_t containing(const void *p) {
  size_t i = find_slot(p);
  if (i < nallocs && allocs[i].p == p)
    return i;
  if (i > 0 && (const char *)p < allocs[i - 1].p + extent(&allocs[i - 1]))
    return i - 1;
  return nallocs;
}

bool rt_mem_lookup(const void *p, rt_mem *out) {
  if (!p)
    return false;
  pthread_mutex_lock(&mem_mu);
  size_t i = containing(p);
  bool r = i < nallocs;
  if (r && out)
    *out = allocs[i];
  pthread_mutex_unlock(&mem_mu);
  return r;
}

bool rt_mem_overlaps(const void *p, size_t size) {
  const char *a = p, *b = a + (size ? size : 1);
  pthread_mutex_lock(&mem_mu);
  size_t i = find_slot(p);
  bool r = (i < nallocs && allocs[i].p < b) ||
           (i > 0 && a < allocs[i - 1].p + extent(&allocs[i - 1]));
  pthread_mutex_unlock(&mem_mu);
  return r;
}

cudaError_t rt_mem_add(const rt_mem *m) {
  pthread_mutex_lock(&mem_mu);
  if (nallocs == capallocs) {
    size_t cap = capallocs ? capallocs * 2 : 64;
    rt_mem *n = realloc(allocs, cap * sizeof *n);
    if (!n) {
      pthread_mutex_unlock(&mem_mu);
      return cudaErrorMemoryAllocation;
    }
    allocs = n;
    capallocs = cap;
  }
  size_t i = find_slot(m->p);
  memmove(allocs + i + 1, allocs + i, (nallocs - i) * sizeof *allocs);
  allocs[i] = *m;
  nallocs++;
  pthread_mutex_unlock(&mem_mu);
  return cudaSuccess;
}

bool rt_mem_remove(const void *p, unsigned kinds, rt_mem *out) {
  pthread_mutex_lock(&mem_mu);
  size_t i = find_slot(p);
  bool r = i < nallocs && allocs[i].p == p && (kinds >> allocs[i].kind & 1);
  if (r) {
    if (out)
      *out = allocs[i];
    memmove(allocs + i, allocs + i + 1, (nallocs - i - 1) * sizeof *allocs);
    nallocs--;
  }
  pthread_mutex_unlock(&mem_mu);
  return r;
}

bool rt_is_device_alloc(const void *p) {
  rt_mem m;
  return rt_mem_lookup(p, &m) &&
         (m.kind == RT_MEM_DEVICE || m.kind == RT_MEM_MANAGED ||
          m.kind == RT_MEM_GRAPH);
}

bool rt_mem_is_stream_safe(const void *p) { return rt_mem_lookup(p, NULL); }

cudaError_t rt_device_alloc(void **out, size_t size, int kind, void *pool) {
  int dev = rt_device_current();
  size_t rounded = (size + DEVICE_ALIGN - 1) / DEVICE_ALIGN * DEVICE_ALIGN;
  if (rounded < size || !rt_capacity_reserve(dev, rounded))
    return cudaErrorMemoryAllocation;
  /* 512-byte aligned, like CUDA's allocations in practice, so that any
   * pointer from cudaMalloc can back a linear texture (textureAlignment);
   * in the device arena, apart from the host heap */
  char *p = rt_device_storage(rounded);
  rt_mem m = {p, size, rounded, kind, dev, 0, pool};
  if (!p || rt_mem_add(&m)) {
    rt_device_storage_free(p);
    rt_capacity_release(dev, rounded);
    return cudaErrorMemoryAllocation;
  }
  *out = p;
  return cudaSuccess;
}

void rt_mem_release(const rt_mem *m) {
  if (m->charge)
    rt_capacity_release(m->device, m->charge);
  if (m->kind != RT_MEM_REGISTERED && m->kind != RT_MEM_MANAGED_VAR &&
      m->kind != RT_MEM_DEVICE_VAR)
    rt_device_storage_free(m->p);
}

RT_EXPORT cudaError_t cudaMalloc(void **devPtr, size_t size) {
  RT_PROF_API();
  rt_init();
  /* after a kernel failure: the context's sticky error (as on a GPU) */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!devPtr)
    return rt_error(cudaErrorInvalidValue);
  *devPtr = NULL;
  st = rt_capture_unsafe_call(); /* not during a global-mode capture */
  if (st)
    return rt_error(st);
  if (!size)
    return cudaSuccess;
  return rt_error(rt_device_alloc(devPtr, size, RT_MEM_DEVICE, NULL));
}

RT_EXPORT cudaError_t cudaMallocManaged(void **devPtr, size_t size,
                                        unsigned int flags) {
  RT_PROF_API();
  rt_init();
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  /* exactly one of the attach flags, as CUDA requires */
  if (!devPtr || (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost))
    return rt_error(cudaErrorInvalidValue);
  *devPtr = NULL;
  if (!size) /* success, as on an H100 */
    return cudaSuccess;
  cudaError_t e = rt_device_alloc(devPtr, size, RT_MEM_MANAGED, NULL);
  if (!e) {
    pthread_mutex_lock(&mem_mu);
    allocs[containing(*devPtr)].flags = flags;
    pthread_mutex_unlock(&mem_mu);
  }
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaFree(void *devPtr) {
  RT_PROF_API();
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
  rt_mem m;
  cudaError_t ge;
  if (rt_graph_mem_free(devPtr, false, NULL, &ge))
    return rt_error(ge);
  if (!rt_mem_remove(devPtr, 1u << RT_MEM_DEVICE | 1u << RT_MEM_MANAGED, &m))
    return rt_error(cudaErrorInvalidValue);
  if (m.pool)
    rt_pool_untrack(&m);
  rt_mem_release(&m);
  return cudaSuccess;
}

/* cudaDeviceReset: device and managed allocations go away */
void rt_memory_reset(void) {
  pthread_mutex_lock(&mem_mu);
  size_t k = 0;
  for (size_t i = 0; i < nallocs; i++) {
    if (allocs[i].kind == RT_MEM_DEVICE || allocs[i].kind == RT_MEM_MANAGED)
      rt_mem_release(&allocs[i]);
    else
      allocs[k++] = allocs[i];
  }
  nallocs = k;
  pthread_mutex_unlock(&mem_mu);
  rt_pools_reset();
}

bool rt_valid_kind(enum cudaMemcpyKind k) {
  return (unsigned)k <= (unsigned)cudaMemcpyDefault;
}

RT_EXPORT cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                                 enum cudaMemcpyKind kind) {
  RT_PROF_API();
  rt_init();
  if (!rt_valid_kind(kind))
    return rt_error(cudaErrorInvalidMemcpyDirection);
  if (count && rt_check_kind(dst, src, kind))
    return rt_error(cudaErrorInvalidValue);
  rt_copy c = {dst, src, count, count, count, count, count, 1, 1};
  return rt_error(rt_do_copy(&c, false, 0));
}

/* Asynchronous with respect to the host (and not a printf flush point), in
 * order with kernels of the legacy stream. */
RT_EXPORT cudaError_t cudaMemset(void *devPtr, int value, size_t count) {
  RT_PROF_API();
  rt_init();
  rt_fill f = {devPtr, count, count, count, 1, 1, value};
  return rt_error(rt_do_fill(&f, 0));
}

cudaError_t rt_symbol_range(const void *symbol, size_t count, size_t offset,
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
  RT_PROF_API();
  rt_init();
  char *a;
  cudaError_t e = rt_symbol_range(symbol, count, offset, &a);
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
  RT_PROF_API();
  rt_init();
  char *a;
  cudaError_t e = rt_symbol_range(symbol, count, offset, &a);
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
  cudaError_t e = rt_symbol_range(symbol, 0, 0, &a);
  if (e)
    return rt_error(e);
  if (!devPtr)
    return rt_error(cudaErrorInvalidValue);
  *devPtr = a;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol) {
  rt_init();
  const rt_var *v = rt_find_var(symbol);
  if (!v || !v->dev_addr)
    return rt_error(cudaErrorInvalidSymbol);
  if (!size)
    return rt_error(cudaErrorInvalidValue);
  *size = v->size;
  return cudaSuccess;
}
