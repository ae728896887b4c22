/* The stream-ordered allocator: cudaMallocAsync/cudaFreeAsync and memory
 * pools (cudaMemPoolCreate/Destroy, the default and current pool of each
 * device, trim and attributes). An allocation is made at once (its address
 * is valid for work queued afterwards); a free is a command of its stream,
 * which returns the block to its pool when the stream reaches it. A pool
 * keeps returned blocks for reuse while its reserved memory is within the
 * release threshold, and gives the rest back. Reserved memory is charged to
 * the device's capacity. cudaMemPoolSetAccess records which other devices
 * may access a pool's memory (all memory is host memory: nothing else to
 * do). */
#include <stdint.h>
#include <stdlib.h>

#include "../profiler/prof.h"
#include "memory.h"

#define POOL_ALIGN 256u

typedef struct blk {
  char *p;
  size_t size;
  struct blk *next;
} blk;

struct CUmemPoolHandle_st {
  int device;
  bool is_default, destroyed;
  int reuse[3]; /* the three cudaMemPoolReuse* flags */
  uint64_t threshold;
  size_t reserved, reserved_high, used, used_high;
  blk *cache;
  unsigned char peer_access[RT_MAX_DEVICES]; /* cudaMemPoolSetAccess */
  struct CUmemPoolHandle_st *next;
};

static pthread_mutex_t pool_mu = PTHREAD_MUTEX_INITIALIZER;
static struct CUmemPoolHandle_st *pools; /* every live pool */
static struct CUmemPoolHandle_st *defaults[RT_MAX_DEVICES];
static struct CUmemPoolHandle_st *current[RT_MAX_DEVICES];

static bool valid_device(int d) { return d >= 0 && d < rt_device_count(); }

/* caller holds pool_mu */
static cudaMemPool_t new_pool(int device, bool is_default) {
  cudaMemPool_t p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  p->device = device;
  p->is_default = is_default;
  p->reuse[0] = p->reuse[1] = p->reuse[2] = 1;
  p->next = pools;
  pools = p;
  return p;
}

static cudaMemPool_t default_pool(int d) { /* caller holds pool_mu */
  if (!defaults[d])
    defaults[d] = new_pool(d, true);
  return defaults[d];
}

static bool live_pool(cudaMemPool_t p) { /* caller holds pool_mu */
  for (cudaMemPool_t q = pools; q; q = q->next)
    if (q == p)
      return !p->destroyed;
  return false;
}

static void release_blocks(cudaMemPool_t p, size_t keep) { /* holds pool_mu */
  while (p->cache && p->reserved > keep) {
    blk *b = p->cache;
    p->cache = b->next;
    p->reserved -= b->size;
    rt_capacity_release(p->device, b->size);
    rt_device_storage_free(b->p);
    free(b);
  }
}

static void bump(size_t *cur, size_t *high, size_t add) {
  *cur += add;
  if (*cur > *high)
    *high = *cur;
}

static cudaError_t pool_alloc(void **out, size_t size, cudaMemPool_t pool,
                              cudaStream_t s) {
  rt_init();
  if (!out)
    return cudaErrorInvalidValue;
  if (rt_stream_check(s))
    return cudaErrorInvalidResourceHandle;
  cudaError_t st = rt_sticky();
  if (st)
    return st;
  if (!size)
    return cudaErrorInvalidValue;
  /* in a capture: an alloc node of the pool's device */
  int cdev = rt_device_current();
  if (pool) {
    pthread_mutex_lock(&pool_mu);
    bool ok = live_pool(pool);
    cdev = pool->device;
    pthread_mutex_unlock(&pool_mu);
    if (!ok)
      return cudaErrorInvalidValue;
  }
  bool captured;
  cudaError_t ce = rt_graph_mem_capture_alloc(s, size, cdev, out, &captured);
  if (ce || captured)
    return ce;
  size_t rounded = (size + POOL_ALIGN - 1) / POOL_ALIGN * POOL_ALIGN;
  if (rounded < size)
    return cudaErrorMemoryAllocation;
  pthread_mutex_lock(&pool_mu);
  if (!pool)
    pool = current[rt_device_current()] ? current[rt_device_current()]
                                        : default_pool(rt_device_current());
  if (!pool || !live_pool(pool)) {
    pthread_mutex_unlock(&pool_mu);
    return cudaErrorInvalidValue;
  }
  /* a returned block that fits (not more than twice as large) */
  for (blk **pb = &pool->cache; *pb; pb = &(*pb)->next) {
    blk *b = *pb;
    if (b->size < rounded || b->size / 2 > rounded)
      continue;
    rt_mem m = {b->p, size, b->size, RT_MEM_DEVICE, pool->device, 0, pool};
    if (rt_mem_add(&m))
      break;
    *pb = b->next;
    bump(&pool->used, &pool->used_high, b->size);
    *out = b->p;
    free(b);
    pthread_mutex_unlock(&pool_mu);
    return cudaSuccess;
  }
  int dev = rt_device_current();
  void *p;
  /* memory of the pool's device (the pool may belong to another) */
  cudaError_t e;
  if (dev == pool->device) {
    e = rt_device_alloc(&p, size, RT_MEM_DEVICE, pool);
  } else {
    e = rt_capacity_reserve(pool->device, rounded) ? cudaSuccess
                                                    : cudaErrorMemoryAllocation;
    if (!e) {
      p = rt_device_storage(rounded);
      rt_mem m = {p, size, rounded, RT_MEM_DEVICE, pool->device, 0, pool};
      if (!p || rt_mem_add(&m)) {
        rt_device_storage_free(p);
        rt_capacity_release(pool->device, rounded);
        e = cudaErrorMemoryAllocation;
      }
    }
  }
  if (!e) {
    bump(&pool->reserved, &pool->reserved_high, rounded);
    bump(&pool->used, &pool->used_high, rounded);
    *out = p;
  }
  pthread_mutex_unlock(&pool_mu);
  return e;
}

RT_EXPORT cudaError_t cudaMallocAsync(void **devPtr, size_t size,
                                      cudaStream_t s) {
  RT_PROF_API();
  return rt_error(pool_alloc(devPtr, size, NULL, s));
}

RT_EXPORT cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size,
                                              cudaMemPool_t memPool,
                                              cudaStream_t s) {
  RT_PROF_API();
  if (!memPool)
    return rt_error(cudaErrorInvalidValue);
  return rt_error(pool_alloc(ptr, size, memPool, s));
}

typedef struct pool_free {
  rt_mem m;
} pool_free;

/* in stream order: the block goes back to its pool (or to the system) */
static void run_free(void *arg) {
  rt_mem *m = &((pool_free *)arg)->m;
  cudaMemPool_t p = m->pool;
  if (!p) {
    rt_mem_release(m);
    return;
  }
  pthread_mutex_lock(&pool_mu);
  p->used -= m->charge;
  blk *b = malloc(sizeof *b);
  if (b) {
    *b = (blk){m->p, m->charge, p->cache};
    p->cache = b;
  } else {
    p->reserved -= m->charge;
    rt_mem_release(m);
  }
  release_blocks(p, p->destroyed ? 0 : (size_t)p->threshold);
  pthread_mutex_unlock(&pool_mu);
}

RT_EXPORT cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t s) {
  RT_PROF_API();
  rt_init();
  if (rt_stream_check(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (!devPtr)
    return cudaSuccess; /* as on an H100 */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  bool captured;
  cudaError_t ce = rt_graph_mem_capture_free(s, devPtr, &captured);
  if (ce || captured)
    return rt_error(ce);
  if (rt_graph_mem_free(devPtr, true, s, &ce))
    return rt_error(ce);
  pool_free f;
  if (!rt_mem_remove(devPtr, 1u << RT_MEM_DEVICE, &f.m))
    return rt_error(cudaErrorInvalidValue);
  cudaError_t e = rt_stream_enqueue(s, run_free, &f, sizeof f);
  if (e) { /* cannot queue it: put it back */
    rt_mem_add(&f.m);
    return rt_error(e);
  }
  return cudaSuccess;
}

void rt_pool_untrack(const rt_mem *m) {
  cudaMemPool_t p = m->pool;
  pthread_mutex_lock(&pool_mu);
  p->used -= m->charge;
  p->reserved -= m->charge;
  pthread_mutex_unlock(&pool_mu);
}

void rt_pools_reset(void) {
  pthread_mutex_lock(&pool_mu);
  for (cudaMemPool_t p = pools; p; p = p->next) {
    release_blocks(p, 0);
    p->reserved = p->reserved_high = p->used = p->used_high = 0;
  }
  pthread_mutex_unlock(&pool_mu);
}

RT_EXPORT cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool,
                                        const struct cudaMemPoolProps *props) {
  rt_init();
  if (!memPool || !props || props->allocType != cudaMemAllocationTypePinned ||
      props->location.type != cudaMemLocationTypeDevice ||
      !valid_device(props->location.id))
    return rt_error(cudaErrorInvalidValue);
  if (props->handleTypes & ~(unsigned)cudaMemHandleTypePosixFileDescriptor)
    return rt_error(cudaErrorNotSupported);
  pthread_mutex_lock(&pool_mu);
  cudaMemPool_t p = new_pool(props->location.id, false);
  pthread_mutex_unlock(&pool_mu);
  if (!p)
    return rt_error(cudaErrorMemoryAllocation);
  *memPool = p;
  return cudaSuccess;
}

/* The errors of an H100 under CUDA 13 (tests/e2e/stream_attributes.cu):
 * locations other than devices are not supported, the pool's own device
 * must keep read-write access, read-only access is not supported. */
static cudaError_t access_check(cudaMemPool_t p, const struct cudaMemAccessDesc *d) {
  if (d->location.type != cudaMemLocationTypeDevice)
    return cudaErrorNotSupported;
  if (!valid_device(d->location.id))
    return cudaErrorInvalidDevice;
  if (d->flags == cudaMemAccessFlagsProtRead)
    return cudaErrorNotSupported;
  if (d->flags != cudaMemAccessFlagsProtNone &&
      d->flags != cudaMemAccessFlagsProtReadWrite)
    return cudaErrorInvalidValue;
  if (d->location.id == p->device && d->flags != cudaMemAccessFlagsProtReadWrite)
    return cudaErrorInvalidDevice;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaMemPoolSetAccess(
    cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList,
    size_t count) {
  rt_init();
  pthread_mutex_lock(&pool_mu);
  cudaError_t e = cudaSuccess;
  if (!memPool || !live_pool(memPool) || (count && !descList))
    e = cudaErrorInvalidValue;
  for (size_t i = 0; !e && i < count; i++)
    e = access_check(memPool, &descList[i]);
  for (size_t i = 0; !e && i < count; i++)
    memPool->peer_access[descList[i].location.id] =
        descList[i].flags == cudaMemAccessFlagsProtReadWrite;
  pthread_mutex_unlock(&pool_mu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags,
                                           cudaMemPool_t memPool,
                                           struct cudaMemLocation *location) {
  rt_init();
  pthread_mutex_lock(&pool_mu);
  cudaError_t e = cudaSuccess;
  if (!flags || !location || !memPool || !live_pool(memPool) ||
      location->type != cudaMemLocationTypeDevice ||
      !valid_device(location->id))
    e = cudaErrorInvalidValue;
  else
    *flags = location->id == memPool->device ||
                     memPool->peer_access[location->id]
                 ? cudaMemAccessFlagsProtReadWrite
                 : cudaMemAccessFlagsProtNone;
  pthread_mutex_unlock(&pool_mu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool) {
  rt_init();
  pthread_mutex_lock(&pool_mu);
  cudaError_t e = cudaSuccess;
  if (!memPool || !live_pool(memPool) || memPool->is_default) {
    e = cudaErrorInvalidValue;
  } else {
    /* outstanding allocations stay valid; the pool goes when they do */
    memPool->destroyed = true;
    release_blocks(memPool, 0);
    for (int d = 0; d < RT_MAX_DEVICES; d++)
      if (current[d] == memPool)
        current[d] = NULL;
  }
  pthread_mutex_unlock(&pool_mu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool,
                                        size_t minBytesToKeep) {
  rt_init();
  rt_stream_wait(0); /* frees queued before the call count */
  pthread_mutex_lock(&pool_mu);
  bool ok = memPool && live_pool(memPool);
  if (ok)
    release_blocks(memPool, minBytesToKeep);
  pthread_mutex_unlock(&pool_mu);
  return ok ? cudaSuccess : rt_error(cudaErrorInvalidValue);
}

RT_EXPORT cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool,
                                              enum cudaMemPoolAttr attr,
                                              void *value) {
  rt_init();
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&pool_mu);
  if (!memPool || !value || !live_pool(memPool)) {
    e = cudaErrorInvalidValue;
  } else {
    cudaMemPool_t p = memPool;
    uint64_t v = *(const uint64_t *)value;
    switch (attr) {
    case cudaMemPoolReuseFollowEventDependencies:
    case cudaMemPoolReuseAllowOpportunistic:
    case cudaMemPoolReuseAllowInternalDependencies:
      p->reuse[attr - 1] = *(const int *)value != 0;
      break;
    case cudaMemPoolAttrReleaseThreshold:
      p->threshold = v;
      release_blocks(p, v);
      break;
    case cudaMemPoolAttrReservedMemHigh: /* only resets, to the current */
      if (v)
        e = cudaErrorInvalidValue;
      else
        p->reserved_high = p->reserved;
      break;
    case cudaMemPoolAttrUsedMemHigh:
      if (v)
        e = cudaErrorInvalidValue;
      else
        p->used_high = p->used;
      break;
    default: /* the current values are read-only */
      e = cudaErrorInvalidValue;
    }
  }
  pthread_mutex_unlock(&pool_mu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool,
                                              enum cudaMemPoolAttr attr,
                                              void *value) {
  rt_init();
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&pool_mu);
  if (!memPool || !value || !live_pool(memPool)) {
    e = cudaErrorInvalidValue;
  } else {
    cudaMemPool_t p = memPool;
    switch (attr) {
    case cudaMemPoolReuseFollowEventDependencies:
    case cudaMemPoolReuseAllowOpportunistic:
    case cudaMemPoolReuseAllowInternalDependencies:
      *(int *)value = p->reuse[attr - 1];
      break;
    case cudaMemPoolAttrReleaseThreshold:
      *(uint64_t *)value = p->threshold;
      break;
    case cudaMemPoolAttrReservedMemCurrent:
      *(uint64_t *)value = p->reserved;
      break;
    case cudaMemPoolAttrReservedMemHigh:
      *(uint64_t *)value = p->reserved_high;
      break;
    case cudaMemPoolAttrUsedMemCurrent:
      *(uint64_t *)value = p->used;
      break;
    case cudaMemPoolAttrUsedMemHigh:
      *(uint64_t *)value = p->used_high;
      break;
    default:
      e = cudaErrorInvalidValue;
    }
  }
  pthread_mutex_unlock(&pool_mu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool,
                                                  int device) {
  rt_init();
  if (!memPool)
    return rt_error(cudaErrorInvalidValue);
  if (!valid_device(device))
    return rt_error(cudaErrorInvalidDevice);
  pthread_mutex_lock(&pool_mu);
  cudaMemPool_t p = default_pool(device);
  pthread_mutex_unlock(&pool_mu);
  if (!p)
    return rt_error(cudaErrorMemoryAllocation);
  *memPool = p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool,
                                           int device) {
  rt_init();
  if (!memPool)
    return rt_error(cudaErrorInvalidValue);
  if (!valid_device(device))
    return rt_error(cudaErrorInvalidDevice);
  pthread_mutex_lock(&pool_mu);
  cudaMemPool_t p = current[device] ? current[device] : default_pool(device);
  pthread_mutex_unlock(&pool_mu);
  if (!p)
    return rt_error(cudaErrorMemoryAllocation);
  *memPool = p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool) {
  rt_init();
  if (!valid_device(device))
    return rt_error(cudaErrorInvalidDevice);
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&pool_mu);
  if (!memPool || !live_pool(memPool) || memPool->device != device)
    e = cudaErrorInvalidValue;
  else
    current[device] = memPool;
  pthread_mutex_unlock(&pool_mu);
  return rt_error(e);
}
