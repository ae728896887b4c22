/* Executable graphs: cudaGraphInstantiate keeps a private copy of the graph;
 * cudaGraphLaunch turns each node into an engine command whose
 * prerequisites follow the graph's edges (independent branches run
 * concurrently), between a head marker ordered after the stream's previous
 * work (and the exec's previous launch) and a tail marker joining the sinks
 * that becomes the stream's last command. Child graphs are expanded in
 * place. A launch into a capturing stream is refused, as by CUDA 13. Also the exec's parameter updates and cudaGraphExecUpdate. */
#include <stdlib.h>
#include <string.h>

#include "../profiler/prof.h"
#include "graph.h"

/* Graphs with memory or conditional nodes may have one exec at a time (an
 * H100 refuses a second with cudaErrorNotSupported): the graph and its
 * exec share this record. */
struct rt_inst {
  _Atomic int refs;
  _Atomic bool live; /* an exec exists */
};

void rt_inst_release(struct rt_inst *i) {
  if (i && atomic_fetch_sub(&i->refs, 1) == 1)
    free(i);
}

struct CUgraphExec_st {
  uint32_t magic;
  struct rt_inst *inst; /* for graphs of single instantiation */
  cudaGraph_t g; /* private copy: each node's orig is the user's node */
  unsigned long long flags;
  pthread_mutex_t mu;
  rt_cmd *prev; /* the tail of the previous launch */
};

static bool exec_valid(cudaGraphExec_t e) {
  return e && e->magic == RT_EXEC_MAGIC;
}

/* ---- what the commands run ---- */

static void run_copy(void *arg) {
  const rt_copy *c = arg;
  for (size_t z = 0; z < c->depth; z++)
    for (size_t y = 0; y < c->height; y++)
      memmove(c->dst + z * c->dslice + y * c->dpitch,
              c->src + z * c->sslice + y * c->spitch, c->width);
}

static void run_fill(void *arg) {
  const rt_graph_fill *f = arg;
  for (size_t z = 0; z < f->depth; z++)
    for (size_t y = 0; y < f->height; y++) {
      char *row = f->dst + z * f->slice + y * f->pitch;
      if (f->elem == 1) {
        memset(row, (int)(f->value & 0xff), f->width);
      } else if (f->elem == 2) {
        uint16_t v = (uint16_t)f->value;
        for (size_t x = 0; x < f->width; x++)
          memcpy(row + 2 * x, &v, 2);
      } else {
        uint32_t v = f->value;
        for (size_t x = 0; x < f->width; x++)
          memcpy(row + 4 * x, &v, 4);
      }
    }
}

static void run_host(void *arg) {
  const struct cudaHostNodeParams *h = arg;
  h->fn(h->userData);
}

/* ---- building the commands of one launch ---- */

typedef struct cmdlist {
  rt_cmd **v;
  size_t n, cap;
} cmdlist;

static rt_cmd *add_cmd(cmdlist *L, enum rt_cmd_kind kind, size_t extra) {
  if (L->n == L->cap) {
    size_t nc = L->cap ? L->cap * 2 : 16;
    rt_cmd **v = realloc(L->v, nc * sizeof *v);
    if (!v)
      return NULL;
    L->v = v;
    L->cap = nc;
  }
  rt_cmd *c = rt_cmd_new(kind, extra);
  if (c)
    L->v[L->n++] = c;
  return c;
}

static rt_cmd *work_cmd(cmdlist *L, enum rt_cmd_kind kind, void (*fn)(void *),
                        const void *payload, size_t size) {
  rt_cmd *c = add_cmd(L, kind, size);
  if (!c)
    return NULL;
  c->fn = fn;
  c->arg = rt_cmd_extra(c);
  memcpy(c->arg, payload, size);
  return c;
}

static rt_cmd *kernel_cmd(cmdlist *L, const rt_graph_kernel *kn) {
  const cucc_kernel_info *k = kn->k;
  size_t np = k->nparams;
  size_t data_off = (sizeof(void *) * (np ? np : 1) + 15) / 16 * 16;
  rt_cmd *c = add_cmd(L, RT_CMD_KERNEL, data_off + kn->bufsize);
  if (!c)
    return NULL;
  char *mem = rt_cmd_extra(c);
  void **ptrs = (void **)mem;
  memcpy(mem + data_off, kn->buf, kn->bufsize);
  for (size_t i = 0; i < np; i++)
    ptrs[i] = mem + data_off + ((char *)kn->args[i] - kn->buf);
  c->k = k;
  c->grid = (cucc_dim3){kn->grid.x, kn->grid.y, kn->grid.z};
  c->block = (cucc_dim3){kn->block.x, kn->block.y, kn->block.z};
  c->dyn_smem = kn->smem;
  c->args = ptrs;
  c->arg = kn->func;
  c->nblocks = (uint64_t)kn->grid.x * kn->grid.y * kn->grid.z;
  return c;
}

/* Commands for g's nodes, after entry and before exit. */
static bool build(cudaGraph_t g, rt_cmd *entry, rt_cmd *exit, cmdlist *L) {
  size_t dsize;
  void (*dfn)(void *);
  void *dflt = rt_cond_defaults_payload(g, &dsize, &dfn);
  if (dflt) { /* conditional handles' default values, first */
    rt_cmd *d = work_cmd(L, RT_CMD_WORK, dfn, dflt, dsize);
    free(dflt);
    if (!d)
      return false;
    rt_cmd_after(d, entry);
    entry = d;
  }
  for (size_t i = 0; i < g->n; i++) {
    cudaGraphNode_t n = g->nodes[i];
    rt_cmd *c = NULL;
    switch (n->type) {
    case cudaGraphNodeTypeKernel:
      c = kernel_cmd(L, &n->u.kern);
      break;
    case cudaGraphNodeTypeMemcpy:
      c = work_cmd(L, RT_CMD_WORK, run_copy, &n->u.copy.c,
                   sizeof n->u.copy.c);
      if (c && RT_PROF_ON())
        rt_prof_tag_copy(c, &n->u.copy.c);
      break;
    case cudaGraphNodeTypeMemset:
      c = work_cmd(L, RT_CMD_WORK, run_fill, &n->u.set.f, sizeof n->u.set.f);
      if (c && RT_PROF_ON()) {
        const rt_graph_fill *gf = &n->u.set.f;
        rt_fill f = {gf->dst, gf->pitch, gf->slice, gf->width * gf->elem,
                     gf->height, gf->depth, (int)gf->value};
        rt_prof_tag_fill(c, &f);
      }
      break;
    case cudaGraphNodeTypeHost:
      c = work_cmd(L, RT_CMD_CALLBACK, run_host, &n->u.host,
                   sizeof n->u.host);
      break;
    case RT_NODE_WORK:
      c = work_cmd(L, RT_CMD_WORK, n->u.work.fn, n->u.work.payload,
                   n->u.work.size);
      break;
    case cudaGraphNodeTypeMemAlloc: /* its memory exists: only accounting */
      rt_gmem_launch(n->u.alloc.m);
      c = add_cmd(L, RT_CMD_MARK, 0);
      break;
    case cudaGraphNodeTypeMemFree:
      c = work_cmd(L, RT_CMD_WORK, rt_gmem_run_free, &n->u.free_ptr,
                   sizeof n->u.free_ptr);
      break;
    case cudaGraphNodeTypeConditional: {
      rt_cond_cmd r = {n->u.cond, NULL};
      c = work_cmd(L, RT_CMD_WORK, rt_cond_run, &r, sizeof r);
      if (c) { /* the command holds the node's record while it runs */
        rt_cond_retain(n->u.cond);
        ((rt_cond_cmd *)c->arg)->root = c;
      }
      break;
    }
    case cudaGraphNodeTypeGraph: {
      rt_cmd *in = add_cmd(L, RT_CMD_MARK, 0);
      rt_cmd *out = in ? add_cmd(L, RT_CMD_MARK, 0) : NULL;
      if (!out || !build(n->u.child, in, out, L))
        return false;
      n->first = in;
      n->last = out;
      continue;
    }
    default:
      c = add_cmd(L, RT_CMD_MARK, 0);
      break;
    }
    if (!c)
      return false;
    n->first = n->last = c;
  }
  for (size_t i = 0; i < g->n; i++) {
    cudaGraphNode_t n = g->nodes[i];
    if (!n->ndeps)
      rt_cmd_after(n->first, entry);
    for (size_t j = 0; j < n->ndeps; j++)
      rt_cmd_after(n->first, n->deps[j]->last);
    if (!n->nout)
      rt_cmd_after(exit, n->last);
  }
  if (!g->n)
    rt_cmd_after(exit, entry);
  return true;
}

bool rt_graph_run_child(cudaGraph_t g, rt_cmd *root, rt_cmd *exit) {
  cmdlist L = {0};
  rt_cmd *head = add_cmd(&L, RT_CMD_MARK, 0);
  if (!head || !build(g, head, exit, &L)) {
    for (size_t i = 0; i < L.n; i++)
      rt_cmd_release(L.v[i]);
    free(L.v);
    rt_cmd_release(exit);
    return false;
  }
  rt_cmd_submit_child(root, exit, false);
  for (size_t i = 0; i < L.n; i++) {
    rt_cmd_submit(L.v[i]);
    rt_cmd_release(L.v[i]);
  }
  free(L.v);
  return true;
}

/* ---- instantiation ---- */

/* Whether g (and its children) has no cycle: Kahn's algorithm. */
static bool acyclic(cudaGraph_t g) {
  size_t *indeg = calloc(g->n ? g->n : 1, sizeof *indeg);
  cudaGraphNode_t *q = malloc((g->n ? g->n : 1) * sizeof *q);
  bool ok = indeg && q;
  size_t head = 0, tail = 0;
  for (size_t i = 0; ok && i < g->n; i++) {
    g->nodes[i]->first = (rt_cmd *)(uintptr_t)i; /* scratch: the index */
    indeg[i] = g->nodes[i]->ndeps;
    if (!indeg[i])
      q[tail++] = g->nodes[i];
  }
  while (ok && head < tail) {
    cudaGraphNode_t n = q[head++];
    for (size_t j = 0; j < n->nout; j++) {
      size_t k = (size_t)(uintptr_t)n->out[j]->first;
      if (--indeg[k] == 0)
        q[tail++] = n->out[j];
    }
  }
  ok = ok && tail == g->n;
  for (size_t i = 0; ok && i < g->n; i++) {
    cudaGraphNode_t n = g->nodes[i];
    unsigned nb = 0;
    cudaGraph_t *b = n->type == cudaGraphNodeTypeConditional
                         ? rt_cond_bodies(n->u.cond, &nb)
                         : NULL;
    if (n->type == cudaGraphNodeTypeGraph)
      ok = acyclic(n->u.child);
    for (unsigned j = 0; ok && j < nb; j++)
      ok = acyclic(b[j]);
  }
  free(indeg);
  free(q);
  return ok;
}

#define INSTANTIATE_FLAGS                                                     \
  (cudaGraphInstantiateFlagAutoFreeOnLaunch | cudaGraphInstantiateFlagUpload | \
   cudaGraphInstantiateFlagDeviceLaunch |                                     \
   cudaGraphInstantiateFlagUseNodePriority)

/* Whether g (or a child graph) has memory or conditional nodes. */
static bool single_instance(cudaGraph_t g) {
  for (size_t i = 0; i < g->n; i++) {
    cudaGraphNode_t n = g->nodes[i];
    if (n->type == cudaGraphNodeTypeMemAlloc ||
        n->type == cudaGraphNodeTypeMemFree ||
        n->type == cudaGraphNodeTypeConditional ||
        (n->type == cudaGraphNodeTypeGraph && single_instance(n->u.child)))
      return true;
  }
  return false;
}

static bool frees(cudaGraph_t g, const void *p) {
  for (size_t i = 0; i < g->n; i++) {
    cudaGraphNode_t n = g->nodes[i];
    if ((n->type == cudaGraphNodeTypeMemFree && n->u.free_ptr == p) ||
        (n->type == cudaGraphNodeTypeGraph && frees(n->u.child, p)))
      return true;
  }
  return false;
}

/* Whether an allocation of g that g does not free is still live from an
 * earlier launch (which an H100 refuses with cudaErrorInvalidValue). */
static bool unfreed(cudaGraph_t top, cudaGraph_t g) {
  for (size_t i = 0; i < g->n; i++) {
    cudaGraphNode_t n = g->nodes[i];
    if ((n->type == cudaGraphNodeTypeGraph && unfreed(top, n->u.child)) ||
        (n->type == cudaGraphNodeTypeMemAlloc &&
         rt_gmem_live(n->u.alloc.m) && !frees(top, n->u.alloc.p.dptr)))
      return true;
  }
  return false;
}

/* *result: cudaGraphInstantiateParams' result_out */
static cudaError_t instantiate(cudaGraphExec_t *pe, cudaGraph_t graph,
                               unsigned long long flags,
                               cudaGraphInstantiateResult *result) {
  *result = cudaGraphInstantiateError;
  if (!pe || !rt_graph_valid(graph) || (flags & ~(unsigned long long)
                                                     INSTANTIATE_FLAGS))
    return cudaErrorInvalidValue;
  if (!acyclic(graph)) {
    *result = cudaGraphInstantiateInvalidStructure;
    return cudaErrorInvalidValue;
  }
  if (!rt_cond_handles_used(graph)) { /* as an H100 says */
    *result = cudaGraphInstantiateConditionalHandleUnused;
    return cudaErrorInvalidValue;
  }
  bool single = single_instance(graph);
  if (single && graph->inst && atomic_load(&graph->inst->live)) {
    *result = cudaGraphInstantiateNodeOperationNotSupported;
    return cudaErrorNotSupported;
  }
  if (single && !graph->inst) {
    graph->inst = calloc(1, sizeof *graph->inst);
    if (!graph->inst)
      return cudaErrorMemoryAllocation;
    atomic_init(&graph->inst->refs, 1);
  }
  *result = cudaGraphInstantiateSuccess;
  struct CUgraphExec_st *e = calloc(1, sizeof *e);
  if (!e)
    return cudaErrorMemoryAllocation;
  e->g = rt_graph_clone(graph);
  if (!e->g) {
    free(e);
    return cudaErrorMemoryAllocation;
  }
  e->magic = RT_EXEC_MAGIC;
  e->flags = flags;
  if (single) {
    e->inst = graph->inst;
    atomic_fetch_add(&e->inst->refs, 1);
    atomic_store(&e->inst->live, true);
  }
  pthread_mutex_init(&e->mu, NULL);
  *pe = e;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec,
                                           cudaGraph_t graph,
                                           unsigned long long flags) {
  RT_PROF_API();
  cudaGraphInstantiateResult r;
  return rt_error(instantiate(pGraphExec, graph, flags, &r));
}

RT_EXPORT cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec,
                                                    cudaGraph_t graph,
                                                    unsigned long long flags) {
  cudaGraphInstantiateResult r;
  return rt_error(instantiate(pGraphExec, graph, flags, &r));
}

RT_EXPORT cudaError_t cudaGraphInstantiateWithParams(
    cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
    cudaGraphInstantiateParams *p) {
  if (!p)
    return rt_error(cudaErrorInvalidValue);
  if (p->flags & cudaGraphInstantiateFlagUpload) {
    cudaError_t e = rt_stream_check(p->uploadStream);
    if (e)
      return rt_error(e);
  }
  cudaError_t e = instantiate(pGraphExec, graph, p->flags, &p->result_out);
  p->errNode_out = NULL;
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaGraphExecGetFlags(cudaGraphExec_t graphExec,
                                            unsigned long long *flags) {
  if (!exec_valid(graphExec) || !flags)
    return rt_error(cudaErrorInvalidValue);
  *flags = graphExec->flags;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec) {
  if (!exec_valid(graphExec))
    return rt_error(cudaErrorInvalidValue);
  /* launched commands own copies of what they need */
  graphExec->magic = 0;
  if (graphExec->inst) {
    atomic_store(&graphExec->inst->live, false);
    rt_inst_release(graphExec->inst);
  }
  rt_graph_free(graphExec->g);
  rt_cmd_release(graphExec->prev);
  pthread_mutex_destroy(&graphExec->mu);
  free(graphExec);
  return cudaSuccess;
}

/* ---- launch ---- */

/* CUDA 13 refuses a graph launch into a capturing stream (and the capture
 * is invalidated), measured on an H100. */
static cudaError_t refuse_capture(cudaGraph_t g, const cudaGraphNode_t *deps,
                                  size_t ndeps, void *ctx,
                                  cudaGraphNode_t *out) {
  (void)g;
  (void)deps;
  (void)ndeps;
  (void)ctx;
  (void)out;
  return cudaErrorStreamCaptureUnsupported;
}

RT_EXPORT cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec,
                                      cudaStream_t stream) {
  RT_PROF_API();
  rt_init();
  if (!exec_valid(graphExec))
    return rt_error(cudaErrorInvalidValue);
  cudaError_t e = rt_stream_check(stream);
  if (e)
    return rt_error(e);
  e = rt_sticky();
  if (e)
    return rt_error(e);
  bool captured;
  e = rt_stream_capture(stream, refuse_capture, NULL, &captured);
  if (e || captured)
    return rt_error(e);
  rt_printf_flush();
  cmdlist L = {0};
  pthread_mutex_lock(&graphExec->mu);
  if (graphExec->inst && unfreed(graphExec->g, graphExec->g)) {
    /* its allocations from the last launch were not freed (an H100) */
    pthread_mutex_unlock(&graphExec->mu);
    return rt_error(cudaErrorInvalidValue);
  }
  rt_cmd *head = add_cmd(&L, RT_CMD_MARK, 0);
  rt_cmd *tail = head ? add_cmd(&L, RT_CMD_MARK, 0) : NULL;
  if (!tail || !build(graphExec->g, head, tail, &L)) {
    pthread_mutex_unlock(&graphExec->mu);
    for (size_t i = 0; i < L.n; i++)
      rt_cmd_release(L.v[i]);
    free(L.v);
    return rt_error(cudaErrorMemoryAllocation);
  }
  /* launches of one exec run one after the other */
  rt_cmd_after(head, graphExec->prev);
  rt_cmd_retain(tail);
  rt_cmd_release(graphExec->prev);
  graphExec->prev = tail;
  pthread_mutex_unlock(&graphExec->mu);
  if (RT_PROF_ON()) /* its nodes' work on the stream's track */
    rt_prof_enqueue_all(L.v, L.n, stream);
  e = rt_stream_submit_span(stream, head, tail);
  if (e) /* the stream went away meanwhile: run unordered */
    rt_cmd_submit(head);
  for (size_t i = 0; i < L.n; i++) {
    if (L.v[i] != head)
      rt_cmd_submit(L.v[i]);
    rt_cmd_release(L.v[i]);
  }
  free(L.v);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec,
                                      cudaStream_t stream) {
  if (!exec_valid(graphExec))
    return rt_error(cudaErrorInvalidValue);
  return rt_error(rt_stream_check(stream)); /* nothing to upload */
}

/* ---- updates of an exec ---- */

/* The exec's node standing for the user's node (NULL if none). */
static cudaGraphNode_t exec_node(cudaGraph_t g, cudaGraphNode_t user) {
  for (size_t i = 0; i < g->n; i++)
    if (g->nodes[i]->orig == user || g->nodes[i]->alias == user)
      return g->nodes[i];
  return NULL;
}

typedef cudaError_t (*setter)(cudaGraphNode_t n, const void *params);

static cudaError_t exec_set(cudaGraphExec_t e, cudaGraphNode_t node, int type,
                            setter set, const void *params) {
  if (!exec_valid(e) || !rt_node_valid(node))
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&e->mu);
  cudaGraphNode_t n = exec_node(e->g, node);
  cudaError_t r = cudaErrorInvalidValue;
  if (n && n->type == type && node->type == type)
    r = set(n, params);
  pthread_mutex_unlock(&e->mu);
  return rt_error(r);
}

static cudaError_t set_kernel(cudaGraphNode_t n, const void *p) {
  return rt_kernel_params_set(&n->u.kern, p);
}

/* Validates into a scratch node first, so that a failure changes nothing */
static cudaError_t set_copy(cudaGraphNode_t n, const void *p) {
  struct CUgraphNode_st tmp = *n;
  cudaError_t e = rt_copy_params_set(&tmp, p);
  if (!e)
    n->u.copy = tmp.u.copy;
  return e;
}

static cudaError_t set_memset(cudaGraphNode_t n, const void *p) {
  struct CUgraphNode_st tmp = *n;
  cudaError_t e = rt_memset_params_set(&tmp, p);
  if (!e)
    n->u.set = tmp.u.set;
  return e;
}

static cudaError_t set_host(cudaGraphNode_t n, const void *pv) {
  const struct cudaHostNodeParams *p = pv;
  if (!p || !p->fn)
    return cudaErrorInvalidValue;
  n->u.host = *p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphExecKernelNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaKernelNodeParams *pNodeParams) {
  return exec_set(hGraphExec, node, cudaGraphNodeTypeKernel, set_kernel,
                  pNodeParams);
}

RT_EXPORT cudaError_t cudaGraphExecMemcpyNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaMemcpy3DParms *pNodeParams) {
  return exec_set(hGraphExec, node, cudaGraphNodeTypeMemcpy, set_copy,
                  pNodeParams);
}

RT_EXPORT cudaError_t cudaGraphExecMemcpyNodeSetParams1D(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst,
    const void *src, size_t count, enum cudaMemcpyKind kind) {
  struct cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = (struct cudaPitchedPtr){(void *)src, count, count, 1};
  p.dstPtr = (struct cudaPitchedPtr){dst, count, count, 1};
  p.extent = (struct cudaExtent){count, 1, 1};
  p.kind = kind;
  return cudaGraphExecMemcpyNodeSetParams(hGraphExec, node, &p);
}

RT_EXPORT cudaError_t cudaGraphExecMemsetNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaMemsetParams *pNodeParams) {
  return exec_set(hGraphExec, node, cudaGraphNodeTypeMemset, set_memset,
                  pNodeParams);
}

RT_EXPORT cudaError_t cudaGraphExecHostNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaHostNodeParams *pNodeParams) {
  return exec_set(hGraphExec, node, cudaGraphNodeTypeHost, set_host,
                  pNodeParams);
}

static size_t index_in(cudaGraph_t g, cudaGraphNode_t n) {
  for (size_t i = 0; i < g->n; i++)
    if (g->nodes[i] == n)
      return i;
  return g->n;
}

/* Whether `to` (the new graph) can replace `from` (the exec's): nodes are
 * paired by creation order; *info says where they differ. */
static bool same_shape(cudaGraph_t from, cudaGraph_t to,
                       cudaGraphExecUpdateResultInfo *info) {
  if (from->n != to->n) {
    info->result = cudaGraphExecUpdateErrorTopologyChanged;
    return false;
  }
  for (size_t i = 0; i < to->n; i++) {
    cudaGraphNode_t a = from->nodes[i], b = to->nodes[i];
    info->errorNode = b;
    info->errorFromNode = a->orig;
    if (a->type != b->type) {
      info->result = cudaGraphExecUpdateErrorNodeTypeChanged;
      return false;
    }
    bool same = a->ndeps == b->ndeps;
    for (size_t j = 0; same && j < b->ndeps; j++) {
      size_t k = index_in(to, b->deps[j]);
      bool found = false; /* dependencies may be listed in another order */
      for (size_t m = 0; m < a->ndeps; m++)
        found = found || index_in(from, a->deps[m]) == k;
      same = found;
    }
    if (!same) {
      info->result = cudaGraphExecUpdateErrorTopologyChanged;
      return false;
    }
    if (a->type == RT_NODE_WORK && a->u.work.fn != b->u.work.fn) {
      info->result = cudaGraphExecUpdateErrorNotSupported;
      return false;
    }
    if (a->type == cudaGraphNodeTypeGraph &&
        !same_shape(a->u.child, b->u.child, info))
      return false;
  }
  info->errorNode = info->errorFromNode = NULL;
  return true;
}

/* Copies the parameters of `to`'s nodes into `from`'s (same shape). */
static bool take_params(cudaGraph_t from, cudaGraph_t to) {
  for (size_t i = 0; i < to->n; i++) {
    cudaGraphNode_t a = from->nodes[i], b = to->nodes[i];
    a->alias = b;
    if (a->type == cudaGraphNodeTypeGraph) {
      if (!take_params(a->u.child, b->u.child))
        return false;
      continue;
    }
    struct CUgraphNode_st tmp = *a;
    if (!rt_node_params_copy(&tmp, b))
      return false;
    rt_node_params_free(a);
    a->u = tmp.u;
  }
  return true;
}

RT_EXPORT cudaError_t cudaGraphExecUpdate(
    cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
    cudaGraphExecUpdateResultInfo *resultInfo) {
  if (!exec_valid(hGraphExec) || !rt_graph_valid(hGraph))
    return rt_error(cudaErrorInvalidValue);
  cudaGraphExecUpdateResultInfo info = {cudaGraphExecUpdateSuccess, NULL,
                                        NULL};
  pthread_mutex_lock(&hGraphExec->mu);
  bool ok = same_shape(hGraphExec->g, hGraph, &info);
  if (ok && !take_params(hGraphExec->g, hGraph)) {
    info.result = cudaGraphExecUpdateError;
    ok = false;
  }
  pthread_mutex_unlock(&hGraphExec->mu);
  if (!ok && info.result == cudaGraphExecUpdateErrorTopologyChanged &&
      hGraphExec->g->n != hGraph->n)
    info.errorNode = info.errorFromNode = NULL;
  if (resultInfo) /* optional, as on an H100 */
    *resultInfo = info;
  return ok ? cudaSuccess : rt_error(cudaErrorGraphExecUpdateFailure);
}
