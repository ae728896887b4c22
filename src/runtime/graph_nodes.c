/* CUDA graph nodes by type: kernel, memcpy, memset, host, empty and child
 * graph nodes, their parameters (validated and copied as CUDA does: a
 * kernel node keeps its own copy of the arguments), and the nodes stream
 * capture records from commands and payloads. */
#include <stdlib.h>
#include <string.h>

#include "graph.h"

static size_t align_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

/* Checks the arguments every cudaGraphAdd*Node takes. */
cudaError_t rt_node_check_add(cudaGraphNode_t *pNode, cudaGraph_t g,
                              const cudaGraphNode_t *deps, size_t ndeps) {
  if (!pNode || !rt_graph_valid(g) || (ndeps && !deps))
    return cudaErrorInvalidValue;
  for (size_t i = 0; i < ndeps; i++) {
    if (!rt_node_valid(deps[i]) || deps[i]->graph != g)
      return cudaErrorInvalidValue;
    for (size_t j = 0; j < i; j++)
      if (deps[j] == deps[i])
        return cudaErrorInvalidValue;
  }
  return cudaSuccess;
}

/* ---- kernel nodes ---- */

/* Copies the arguments (kernelParams) into a buffer of the node's own. */
cudaError_t rt_kernel_params_set(rt_graph_kernel *kn,
                                 const struct cudaKernelNodeParams *p) {
  if (!p)
    return cudaErrorInvalidValue;
  rt_init();
  const rt_function *f = p->func ? rt_find_function(p->func) : NULL;
  if (!f)
    return cudaErrorInvalidDeviceFunction;
  const cucc_kernel_info *k = f->k;
  if (!k)
    return cudaErrorNoKernelImageForDevice;
  /* CUDA 13 refuses `extra` in kernel nodes (measured on an H100) */
  if (p->extra || (k->nparams && !p->kernelParams))
    return cudaErrorInvalidValue;
  cudaError_t e = rt_launch_validate(k, p->gridDim, p->blockDim,
                                     p->sharedMemBytes);
  if (e)
    return e;
  size_t size = 0;
  for (uint32_t i = 0; i < k->nparams; i++)
    size = align_up(size, k->param_aligns[i] ? k->param_aligns[i] : 1) +
           k->param_sizes[i];
  char *buf = malloc(size ? size : 1);
  void **args = malloc((k->nparams ? k->nparams : 1) * sizeof *args);
  if (!buf || !args) {
    free(buf);
    free(args);
    return cudaErrorMemoryAllocation;
  }
  size_t o = 0;
  for (uint32_t i = 0; i < k->nparams; i++) {
    o = align_up(o, k->param_aligns[i] ? k->param_aligns[i] : 1);
    args[i] = buf + o;
    const void *src = p->kernelParams[i];
    if (src)
      memcpy(buf + o, src, k->param_sizes[i]);
    else
      memset(buf + o, 0, k->param_sizes[i]);
    o += k->param_sizes[i];
  }
  free(kn->buf);
  free(kn->args);
  kn->func = p->func;
  kn->k = k;
  kn->grid = p->gridDim;
  kn->block = p->blockDim;
  kn->smem = p->sharedMemBytes;
  kn->args = args;
  kn->buf = buf;
  kn->bufsize = size;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphAddKernelNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaKernelNodeParams *pNodeParams) {
  cudaError_t e = rt_node_check_add(pGraphNode, graph, pDependencies, numDependencies);
  if (e)
    return rt_error(e);
  rt_graph_kernel kn = {0};
  e = rt_kernel_params_set(&kn, pNodeParams);
  if (e)
    return rt_error(e);
  cudaGraphNode_t n = rt_node_new(graph, cudaGraphNodeTypeKernel,
                                  pDependencies, numDependencies);
  if (!n) {
    free(kn.buf);
    free(kn.args);
    return rt_error(cudaErrorMemoryAllocation);
  }
  n->u.kern = kn;
  *pGraphNode = n;
  return cudaSuccess;
}

static bool is_type(cudaGraphNode_t n, int type) {
  return rt_node_valid(n) && n->type == type;
}

RT_EXPORT cudaError_t cudaGraphKernelNodeGetParams(
    cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams) {
  if (!is_type(node, cudaGraphNodeTypeKernel) || !pNodeParams)
    return rt_error(cudaErrorInvalidValue);
  const rt_graph_kernel *kn = &node->u.kern;
  pNodeParams->func = kn->func;
  pNodeParams->gridDim = kn->grid;
  pNodeParams->blockDim = kn->block;
  pNodeParams->sharedMemBytes = kn->smem;
  pNodeParams->kernelParams = kn->args;
  pNodeParams->extra = NULL;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphKernelNodeSetParams(
    cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams) {
  if (!is_type(node, cudaGraphNodeTypeKernel))
    return rt_error(cudaErrorInvalidValue);
  return rt_error(rt_kernel_params_set(&node->u.kern, pNodeParams));
}

/* ---- memcpy nodes ---- */

cudaError_t rt_copy_params_set(cudaGraphNode_t n,
                               const struct cudaMemcpy3DParms *p) {
  if (!p)
    return cudaErrorInvalidValue;
  if (!rt_valid_kind(p->kind))
    return cudaErrorInvalidMemcpyDirection;
  if (p->srcArray || p->dstArray)
    return cudaErrorInvalidValue; /* CUDA arrays: not supported here */
  const struct cudaPitchedPtr *sp = &p->srcPtr, *dp = &p->dstPtr;
  const struct cudaExtent *e = &p->extent;
  if (!e->width || !e->height || !e->depth)
    return cudaErrorInvalidValue;
  if (!sp->ptr || !dp->ptr)
    return cudaErrorInvalidValue;
  if (p->srcPos.x > sp->pitch || e->width > sp->pitch - p->srcPos.x ||
      p->dstPos.x > dp->pitch || e->width > dp->pitch - p->dstPos.x)
    return cudaErrorInvalidValue;
  if (e->depth > 1 || p->srcPos.z || p->dstPos.z) {
    if (p->srcPos.y > sp->ysize || e->height > sp->ysize - p->srcPos.y ||
        p->dstPos.y > dp->ysize || e->height > dp->ysize - p->dstPos.y)
      return cudaErrorInvalidValue;
  }
  size_t sslice = sp->pitch * sp->ysize, dslice = dp->pitch * dp->ysize;
  rt_copy c = (rt_copy){(char *)dp->ptr + p->dstPos.z * dslice +
                              p->dstPos.y * dp->pitch + p->dstPos.x,
                          (const char *)sp->ptr + p->srcPos.z * sslice +
                              p->srcPos.y * sp->pitch + p->srcPos.x,
                          dp->pitch,
                          dslice,
                          sp->pitch,
                          sslice,
                          e->width,
                          e->height,
                          e->depth};
  /* the ranges, as for a copy made at once (memory_check.c) */
  cudaError_t bad = rt_check_copy(&c);
  if (bad)
    return bad;
  n->u.copy.p = *p;
  n->u.copy.c = c;
  return cudaSuccess;
}

static struct cudaMemcpy3DParms params_1d(void *dst, const void *src,
                                          size_t count,
                                          enum cudaMemcpyKind kind) {
  struct cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = (struct cudaPitchedPtr){(void *)src, count, count, 1};
  p.dstPtr = (struct cudaPitchedPtr){dst, count, count, 1};
  p.extent = (struct cudaExtent){count, 1, 1};
  p.kind = kind;
  return p;
}

static cudaError_t add_node_with(cudaGraphNode_t *pGraphNode, cudaGraph_t g,
                                 const cudaGraphNode_t *deps, size_t ndeps,
                                 int type,
                                 cudaError_t (*set)(cudaGraphNode_t,
                                                    const void *),
                                 const void *params) {
  cudaError_t e = rt_node_check_add(pGraphNode, g, deps, ndeps);
  if (e)
    return rt_error(e);
  struct CUgraphNode_st tmp;
  memset(&tmp, 0, sizeof tmp);
  tmp.type = type;
  e = set(&tmp, params);
  if (e)
    return rt_error(e);
  cudaGraphNode_t n = rt_node_new(g, type, deps, ndeps);
  if (!n)
    return rt_error(cudaErrorMemoryAllocation);
  n->u = tmp.u;
  *pGraphNode = n;
  return cudaSuccess;
}

static cudaError_t set_copy(cudaGraphNode_t n, const void *p) {
  return rt_copy_params_set(n, p);
}

RT_EXPORT cudaError_t cudaGraphAddMemcpyNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaMemcpy3DParms *pCopyParams) {
  return add_node_with(pGraphNode, graph, pDependencies, numDependencies,
                       cudaGraphNodeTypeMemcpy, set_copy, pCopyParams);
}

RT_EXPORT cudaError_t cudaGraphAddMemcpyNode1D(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst,
    const void *src, size_t count, enum cudaMemcpyKind kind) {
  struct cudaMemcpy3DParms p = params_1d(dst, src, count, kind);
  return add_node_with(pGraphNode, graph, pDependencies, numDependencies,
                       cudaGraphNodeTypeMemcpy, set_copy, &p);
}

RT_EXPORT cudaError_t cudaGraphMemcpyNodeGetParams(
    cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams) {
  if (!is_type(node, cudaGraphNodeTypeMemcpy) || !pNodeParams)
    return rt_error(cudaErrorInvalidValue);
  *pNodeParams = node->u.copy.p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphMemcpyNodeSetParams(
    cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams) {
  if (!is_type(node, cudaGraphNodeTypeMemcpy))
    return rt_error(cudaErrorInvalidValue);
  return rt_error(rt_copy_params_set(node, pNodeParams));
}

RT_EXPORT cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node,
                                                     void *dst, const void *src,
                                                     size_t count,
                                                     enum cudaMemcpyKind kind) {
  struct cudaMemcpy3DParms p = params_1d(dst, src, count, kind);
  return cudaGraphMemcpyNodeSetParams(node, &p);
}

/* ---- memset nodes ---- */

cudaError_t rt_memset_params_set(cudaGraphNode_t n,
                                 const struct cudaMemsetParams *p) {
  if (!p || !p->dst)
    return cudaErrorInvalidValue;
  unsigned es = p->elementSize;
  if (es != 1 && es != 2 && es != 4)
    return cudaErrorInvalidValue;
  if (!p->width || !p->height)
    return cudaErrorInvalidValue;
  if (p->height > 1 && p->pitch < p->width * es)
    return cudaErrorInvalidValue;
  rt_fill f = {p->dst, p->pitch, p->pitch * p->height, p->width * es,
               p->height, 1, 0};
  if (rt_check_fill(&f)) /* its range (memory_check.c) */
    return cudaErrorInvalidValue;
  n->u.set.p = *p;
  n->u.set.f = (rt_graph_fill){p->dst,    p->pitch, p->pitch * p->height,
                               p->width,  p->height, 1,
                               es,        p->value};
  return cudaSuccess;
}

static cudaError_t set_memset(cudaGraphNode_t n, const void *p) {
  return rt_memset_params_set(n, p);
}

RT_EXPORT cudaError_t cudaGraphAddMemsetNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaMemsetParams *pMemsetParams) {
  return add_node_with(pGraphNode, graph, pDependencies, numDependencies,
                       cudaGraphNodeTypeMemset, set_memset, pMemsetParams);
}

RT_EXPORT cudaError_t cudaGraphMemsetNodeGetParams(
    cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams) {
  if (!is_type(node, cudaGraphNodeTypeMemset) || !pNodeParams)
    return rt_error(cudaErrorInvalidValue);
  *pNodeParams = node->u.set.p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphMemsetNodeSetParams(
    cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams) {
  if (!is_type(node, cudaGraphNodeTypeMemset))
    return rt_error(cudaErrorInvalidValue);
  return rt_error(rt_memset_params_set(node, pNodeParams));
}

/* ---- host, empty and child graph nodes ---- */

static cudaError_t set_host(cudaGraphNode_t n, const void *pv) {
  const struct cudaHostNodeParams *p = pv;
  if (!p || !p->fn)
    return cudaErrorInvalidValue;
  n->u.host = *p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphAddHostNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaHostNodeParams *pNodeParams) {
  return add_node_with(pGraphNode, graph, pDependencies, numDependencies,
                       cudaGraphNodeTypeHost, set_host, pNodeParams);
}

RT_EXPORT cudaError_t cudaGraphHostNodeGetParams(
    cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams) {
  if (!is_type(node, cudaGraphNodeTypeHost) || !pNodeParams)
    return rt_error(cudaErrorInvalidValue);
  *pNodeParams = node->u.host;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphHostNodeSetParams(
    cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams) {
  if (!is_type(node, cudaGraphNodeTypeHost))
    return rt_error(cudaErrorInvalidValue);
  return rt_error(set_host(node, pNodeParams));
}

static cudaError_t set_nothing(cudaGraphNode_t n, const void *p) {
  (void)n;
  (void)p;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode,
                                            cudaGraph_t graph,
                                            const cudaGraphNode_t *pDependencies,
                                            size_t numDependencies) {
  return add_node_with(pGraphNode, graph, pDependencies, numDependencies,
                       cudaGraphNodeTypeEmpty, set_nothing, NULL);
}

static cudaError_t set_child(cudaGraphNode_t n, const void *p) {
  cudaGraph_t child = (cudaGraph_t)p;
  if (!rt_graph_valid(child))
    return cudaErrorInvalidValue;
  n->u.child = rt_graph_clone(child);
  return n->u.child ? cudaSuccess : cudaErrorMemoryAllocation;
}

RT_EXPORT cudaError_t cudaGraphAddChildGraphNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    cudaGraph_t childGraph) {
  if (childGraph == graph)
    return rt_error(cudaErrorInvalidValue);
  return add_node_with(pGraphNode, graph, pDependencies, numDependencies,
                       cudaGraphNodeTypeGraph, set_child, childGraph);
}

RT_EXPORT cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node,
                                                      cudaGraph_t *pGraph) {
  if (!is_type(node, cudaGraphNodeTypeGraph) || !pGraph)
    return rt_error(cudaErrorInvalidValue);
  *pGraph = node->u.child;
  return cudaSuccess;
}

/* ---- nodes recorded by stream capture ---- */

cudaError_t rt_node_from_cmd(cudaGraphNode_t n, rt_cmd *c) {
  const cucc_kernel_info *k = c->k;
  const rt_function *f = c->arg ? rt_find_function(c->arg) : NULL;
  if (!f || f->k != k) /* a cooperative launch: not capturable here */
    return cudaErrorStreamCaptureUnsupported;
  size_t size = 0;
  for (uint32_t i = 0; i < k->nparams; i++)
    size = align_up(size, k->param_aligns[i] ? k->param_aligns[i] : 1) +
           k->param_sizes[i];
  rt_graph_kernel *kn = &n->u.kern;
  kn->buf = malloc(size ? size : 1);
  kn->args = malloc((k->nparams ? k->nparams : 1) * sizeof *kn->args);
  if (!kn->buf || !kn->args)
    return cudaErrorMemoryAllocation; /* the caller frees the node */
  size_t o = 0;
  for (uint32_t i = 0; i < k->nparams; i++) {
    o = align_up(o, k->param_aligns[i] ? k->param_aligns[i] : 1);
    kn->args[i] = kn->buf + o;
    memcpy(kn->buf + o, c->args[i], k->param_sizes[i]);
    o += k->param_sizes[i];
  }
  kn->bufsize = size;
  kn->func = c->arg;
  kn->k = k;
  kn->grid = (dim3){c->grid.x, c->grid.y, c->grid.z};
  kn->block = (dim3){c->block.x, c->block.y, c->block.z};
  kn->smem = (unsigned)c->dyn_smem;
  return cudaSuccess;
}

cudaError_t rt_node_from_payload(cudaGraphNode_t n, void (*fn)(void *),
                                 const void *payload, size_t size) {
  if (n->type == cudaGraphNodeTypeMemcpy && size == sizeof(rt_copy)) {
    const rt_copy *c = payload;
    n->u.copy.c = *c;
    struct cudaMemcpy3DParms *p = &n->u.copy.p;
    memset(p, 0, sizeof *p);
    size_t sy = c->spitch ? c->sslice / c->spitch : c->height;
    size_t dy = c->dpitch ? c->dslice / c->dpitch : c->height;
    p->srcPtr = (struct cudaPitchedPtr){(void *)c->src, c->spitch, c->width,
                                        sy};
    p->dstPtr = (struct cudaPitchedPtr){c->dst, c->dpitch, c->width, dy};
    p->extent = (struct cudaExtent){c->width, c->height, c->depth};
    p->kind = cudaMemcpyDefault;
    return cudaSuccess;
  }
  if (n->type == cudaGraphNodeTypeMemset && size == sizeof(rt_fill)) {
    const rt_fill *f = payload;
    n->u.set.f = (rt_graph_fill){f->dst,   f->pitch, f->slice,
                                 f->width, f->height, f->depth,
                                 1,        (unsigned)(f->value & 0xff)};
    n->u.set.p = (struct cudaMemsetParams){f->dst,     f->pitch,
                                           (unsigned)(f->value & 0xff), 1,
                                           f->width,   f->height * f->depth};
    return cudaSuccess;
  }
  n->type = RT_NODE_WORK;
  n->u.work.fn = fn;
  n->u.work.size = size;
  n->u.work.payload = malloc(size ? size : 1);
  if (!n->u.work.payload)
    return cudaErrorMemoryAllocation;
  memcpy(n->u.work.payload, payload, size);
  return cudaSuccess;
}
