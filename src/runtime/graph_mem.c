/* Graph memory nodes: cudaGraphAddMemAllocNode gives the node an address at
 * once (memory of its own, in the table as RT_MEM_GRAPH), which stays the
 * node's (and its clones', the execs') for their lifetime; each launch
 * makes the allocation live again and a free node (of the same graph or
 * another), cudaFree or cudaFreeAsync ends it. Stream capture turns
 * cudaMallocAsync/cudaFreeAsync into such nodes. The graph memory
 * attributes count per device the memory of live allocations plus what
 * frees left for reuse until cudaDeviceGraphMemTrim, as a GPU's graph pool
 * keeps physical memory mapped from a launch to the next trim (an H100
 * reports the same for "used" and "reserved"). */
#include <stdlib.h>
#include <string.h>

#include "graph.h"

#define GMEM_ALIGN 512u /* as cudaMalloc's (memory.c); sizes are multiples */

struct rt_gmem {
  int refs; /* nodes holding it; under gm_mu */
  char *p;
  size_t size; /* rounded */
  int device;
  int live; /* launched and not yet freed; under gm_mu */
  cudaGraph_t owner;          /* the graph of the node(s) it was made for */
  cudaGraphNode_t last_user; /* its last alloc node there (address reuse) */
};

typedef struct gm_stats {
  size_t used, used_high, cached, reserved_high;
} gm_stats;

static pthread_mutex_t gm_mu = PTHREAD_MUTEX_INITIALIZER;
static gm_stats stats[RT_MAX_DEVICES];

static void bump_high(size_t *high, size_t v) {
  if (v > *high)
    *high = v;
}

rt_gmem *rt_gmem_retain(rt_gmem *m) {
  pthread_mutex_lock(&gm_mu);
  m->refs++;
  pthread_mutex_unlock(&gm_mu);
  return m;
}

static void gmem_destroy(rt_gmem *m) {
  rt_mem e;
  rt_mem_remove(m->p, 1u << RT_MEM_GRAPH, &e);
  rt_capacity_release(m->device, m->size);
  rt_device_storage_free(m->p);
  free(m);
}

void rt_gmem_release(rt_gmem *m) {
  if (!m)
    return;
  pthread_mutex_lock(&gm_mu);
  bool gone = !--m->refs && !m->live; /* a live one goes when freed */
  pthread_mutex_unlock(&gm_mu);
  if (gone)
    gmem_destroy(m);
}

void rt_gmem_launch(rt_gmem *m) {
  pthread_mutex_lock(&gm_mu);
  gm_stats *st = &stats[m->device];
  if (!m->live++) {
    st->used += m->size;
    st->cached = st->cached > m->size ? st->cached - m->size : 0;
    bump_high(&st->used_high, st->used + st->cached);
    bump_high(&st->reserved_high, st->used + st->cached);
  }
  pthread_mutex_unlock(&gm_mu);
}

bool rt_gmem_live(rt_gmem *m) {
  pthread_mutex_lock(&gm_mu);
  bool live = m->live > 0;
  pthread_mutex_unlock(&gm_mu);
  return live;
}

/* Ends the live allocation m (a free node, cudaFree, cudaFreeAsync). */
static void gmem_end(rt_gmem *m) {
  pthread_mutex_lock(&gm_mu);
  gm_stats *st = &stats[m->device];
  bool gone = false;
  if (m->live > 0 && !--m->live) {
    st->used -= m->size;
    st->cached += m->size;
    gone = !m->refs;
  }
  pthread_mutex_unlock(&gm_mu);
  if (gone)
    gmem_destroy(m);
}

static rt_gmem *gmem_of(const void *p) {
  rt_mem e;
  if (!p || !rt_mem_lookup(p, &e) || e.kind != RT_MEM_GRAPH || e.p != p)
    return NULL;
  return e.pool;
}

void rt_gmem_run_free(void *arg) {
  rt_gmem *m = gmem_of(*(void **)arg);
  if (m)
    gmem_end(m);
}

bool rt_graph_mem_free(void *p, bool async, cudaStream_t s, cudaError_t *err) {
  rt_gmem *m = gmem_of(p);
  if (!m)
    return false;
  if (!rt_gmem_live(m)) { /* not allocated now: freed already, or never launched */
    *err = cudaErrorInvalidValue;
    return true;
  }
  *err = async ? rt_stream_enqueue(s, rt_gmem_run_free, &p, sizeof p)
               : cudaSuccess;
  if (!async)
    gmem_end(m);
  return true;
}

/* ---- nodes ---- */

static cudaError_t alloc_params_check(const struct cudaMemAllocNodeParams *p) {
  if (!p || !p->bytesize || p->poolProps.allocType != cudaMemAllocationTypePinned)
    return cudaErrorInvalidValue;
  if (p->poolProps.location.type == cudaMemLocationTypeHost ||
      p->poolProps.location.type == cudaMemLocationTypeHostNuma ||
      p->poolProps.location.type == cudaMemLocationTypeHostNumaCurrent)
    return cudaErrorNotSupported;
  if (p->poolProps.location.type != cudaMemLocationTypeDevice ||
      !rt_device_valid(p->poolProps.location.id))
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

static cudaError_t gmem_new(size_t bytes, int dev, rt_gmem **out) {
  size_t size = (bytes + GMEM_ALIGN - 1) / GMEM_ALIGN * GMEM_ALIGN;
  if (size < bytes || !rt_capacity_reserve(dev, size))
    return cudaErrorMemoryAllocation;
  rt_gmem *m = calloc(1, sizeof *m);
  char *p = rt_device_storage(size);
  rt_mem e = {p, bytes, 0, RT_MEM_GRAPH, dev, 0, m};
  if (!m || !p || rt_mem_add(&e)) {
    free(m);
    rt_device_storage_free(p);
    rt_capacity_release(dev, size);
    return cudaErrorMemoryAllocation;
  }
  *m = (rt_gmem){1, p, size, dev, 0, NULL, NULL};
  *out = m;
  return cudaSuccess;
}

/* ---- address reuse: an alloc node ordered after the free of an earlier
 * allocation of its graph that is large enough takes over its address, as
 * CUDA does (NVIDIA's graphMemoryFootprint sample shows it) ---- */

typedef struct nodeset {
  cudaGraphNode_t *v;
  size_t n, cap;
} nodeset;

static bool in_set(const nodeset *s, cudaGraphNode_t x) {
  for (size_t i = 0; i < s->n; i++)
    if (s->v[i] == x)
      return true;
  return false;
}

/* Adds x and its ancestors; false if out of memory. */
static bool ancestors(nodeset *s, cudaGraphNode_t x) {
  if (in_set(s, x))
    return true;
  if (s->n == s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 16;
    cudaGraphNode_t *v = realloc(s->v, cap * sizeof *v);
    if (!v)
      return false;
    s->v = v;
    s->cap = cap;
  }
  s->v[s->n++] = x;
  for (size_t i = 0; i < x->ndeps; i++)
    if (!ancestors(s, x->deps[i]))
      return false;
  return true;
}

/* An allocation of g a node after deps may reuse (retained), or NULL. */
static rt_gmem *reusable(cudaGraph_t g, const cudaGraphNode_t *deps,
                         size_t nd, size_t bytes, int dev) {
  nodeset before = {0};
  rt_gmem *found = NULL;
  bool ok = true;
  for (size_t i = 0; ok && i < nd; i++)
    ok = ancestors(&before, deps[i]);
  for (size_t i = 0; ok && !found && i < before.n; i++) {
    cudaGraphNode_t f = before.v[i];
    rt_gmem *m = f->type == cudaGraphNodeTypeMemFree ? gmem_of(f->u.free_ptr)
                                                     : NULL;
    if (!m || m->owner != g || m->device != dev || m->size < bytes ||
        !m->last_user || !in_set(&before, m->last_user))
      continue;
    nodeset fa = {0}; /* the free comes after the allocation's last user */
    if (ancestors(&fa, f) && in_set(&fa, m->last_user))
      found = rt_gmem_retain(m);
    free(fa.v);
  }
  free(before.v);
  return found;
}

void rt_gmem_node_gone(rt_gmem *m, cudaGraphNode_t n) {
  if (m->last_user == n)
    m->last_user = NULL;
}

RT_EXPORT cudaError_t cudaGraphAddMemAllocNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    struct cudaMemAllocNodeParams *nodeParams) {
  rt_init();
  cudaError_t e = rt_node_check_add(pGraphNode, graph, pDependencies,
                                    numDependencies);
  if (!e)
    e = alloc_params_check(nodeParams);
  if (e)
    return rt_error(e);
  int dev = nodeParams->poolProps.location.id;
  rt_gmem *m = reusable(graph, pDependencies, numDependencies,
                        nodeParams->bytesize, dev);
  if (!m && (e = gmem_new(nodeParams->bytesize, dev, &m)))
    return rt_error(e);
  cudaGraphNode_t n = rt_node_new(graph, cudaGraphNodeTypeMemAlloc,
                                  pDependencies, numDependencies);
  if (!n) {
    rt_gmem_release(m);
    return rt_error(cudaErrorMemoryAllocation);
  }
  m->owner = graph;
  m->last_user = n;
  n->u.alloc.m = m;
  n->u.alloc.p = *nodeParams;
  n->u.alloc.p.accessDescs = NULL; /* not kept */
  n->u.alloc.p.accessDescCount = 0;
  n->u.alloc.p.dptr = nodeParams->dptr = m->p;
  *pGraphNode = n;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphMemAllocNodeGetParams(
    cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out) {
  if (!rt_node_valid(node) || node->type != cudaGraphNodeTypeMemAlloc ||
      !params_out)
    return rt_error(cudaErrorInvalidValue);
  *params_out = node->u.alloc.p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphAddMemFreeNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr) {
  cudaError_t e = rt_node_check_add(pGraphNode, graph, pDependencies,
                                    numDependencies);
  if (!e && !gmem_of(dptr)) /* only graph allocations (an H100's answer) */
    e = cudaErrorInvalidValue;
  if (e)
    return rt_error(e);
  cudaGraphNode_t n = rt_node_new(graph, cudaGraphNodeTypeMemFree,
                                  pDependencies, numDependencies);
  if (!n)
    return rt_error(cudaErrorMemoryAllocation);
  n->u.free_ptr = dptr;
  *pGraphNode = n;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node,
                                                    void *dptr_out) {
  if (!rt_node_valid(node) || node->type != cudaGraphNodeTypeMemFree ||
      !dptr_out)
    return rt_error(cudaErrorInvalidValue);
  *(void **)dptr_out = node->u.free_ptr;
  return cudaSuccess;
}

/* ---- stream capture of cudaMallocAsync / cudaFreeAsync ---- */

typedef struct alloc_ctx {
  size_t size;
  int device;
  void *ptr;
} alloc_ctx;

static cudaError_t make_alloc(cudaGraph_t g, const cudaGraphNode_t *deps,
                              size_t ndeps, void *ctx, cudaGraphNode_t *out) {
  alloc_ctx *a = ctx;
  struct cudaMemAllocNodeParams p;
  memset(&p, 0, sizeof p);
  p.bytesize = a->size;
  p.poolProps.allocType = cudaMemAllocationTypePinned;
  p.poolProps.location.type = cudaMemLocationTypeDevice;
  p.poolProps.location.id = a->device;
  cudaError_t e = cudaGraphAddMemAllocNode(out, g, deps, ndeps, &p);
  a->ptr = p.dptr;
  return e;
}

static cudaError_t make_free(cudaGraph_t g, const cudaGraphNode_t *deps,
                             size_t ndeps, void *ctx, cudaGraphNode_t *out) {
  return cudaGraphAddMemFreeNode(out, g, deps, ndeps, ctx);
}

cudaError_t rt_graph_mem_capture_alloc(cudaStream_t s, size_t size,
                                       int device, void **out,
                                       bool *captured) {
  *captured = false;
  if (!rt_stream_capturing(s))
    return cudaSuccess;
  alloc_ctx a = {size, device, NULL};
  cudaError_t e = rt_stream_capture(s, make_alloc, &a, captured);
  if (!e && *captured)
    *out = a.ptr;
  return e;
}

cudaError_t rt_graph_mem_capture_free(cudaStream_t s, void *p,
                                      bool *captured) {
  *captured = false;
  if (!rt_stream_capturing(s))
    return cudaSuccess;
  return rt_stream_capture(s, make_free, p, captured);
}

/* ---- attributes ---- */

RT_EXPORT cudaError_t cudaDeviceGetGraphMemAttribute(
    int device, enum cudaGraphMemAttributeType attr, void *value) {
  rt_init();
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  if (!value)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&gm_mu);
  const gm_stats *st = &stats[device];
  size_t v = 0;
  cudaError_t e = cudaSuccess;
  switch (attr) {
  case cudaGraphMemAttrUsedMemCurrent: v = st->used + st->cached; break;
  case cudaGraphMemAttrUsedMemHigh: v = st->used_high; break;
  case cudaGraphMemAttrReservedMemCurrent: v = st->used + st->cached; break;
  case cudaGraphMemAttrReservedMemHigh: v = st->reserved_high; break;
  default: e = cudaErrorInvalidValue;
  }
  pthread_mutex_unlock(&gm_mu);
  if (!e)
    *(unsigned long long *)value = v;
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaDeviceSetGraphMemAttribute(
    int device, enum cudaGraphMemAttributeType attr, void *value) {
  rt_init();
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  /* only the high watermarks, and only back to the current value */
  if (!value || *(unsigned long long *)value ||
      (attr != cudaGraphMemAttrUsedMemHigh &&
       attr != cudaGraphMemAttrReservedMemHigh))
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&gm_mu);
  gm_stats *st = &stats[device];
  if (attr == cudaGraphMemAttrUsedMemHigh)
    st->used_high = st->used + st->cached;
  else
    st->reserved_high = st->used + st->cached;
  pthread_mutex_unlock(&gm_mu);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGraphMemTrim(int device) {
  rt_init();
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  rt_engine_sync(); /* frees still queued give their memory back first */
  pthread_mutex_lock(&gm_mu);
  stats[device].cached = 0;
  pthread_mutex_unlock(&gm_mu);
  return cudaSuccess;
}
