/* The generic node API of CUDA 12.2+ (cudaGraphAddNode with
 * cudaGraphNodeParams, in CUDA 12's form and CUDA 13's with edge data;
 * cudaGraphNodeSetParams, cudaGraphExecNodeSetParams), which reduces to the
 * per-type calls, and the launch attributes of kernel nodes
 * (cudaGraphKernelNode{Get,Set,Copy}Attribute, attributes.c). */
#include <string.h>

#include "graph.h"

static struct cudaKernelNodeParams kernel_v1(
    const struct cudaKernelNodeParamsV2 *k) {
  struct cudaKernelNodeParams p = {k->func,           k->gridDim,
                                   k->blockDim,       k->sharedMemBytes,
                                   k->kernelParams,   k->extra};
  return p;
}

static struct cudaMemsetParams memset_v1(const struct cudaMemsetParamsV2 *m) {
  struct cudaMemsetParams p = {m->dst,         m->pitch, m->value,
                               m->elementSize, m->width, m->height};
  return p;
}

static cudaError_t add_conditional(cudaGraphNode_t *pNode, cudaGraph_t g,
                                   const cudaGraphNode_t *deps, size_t nd,
                                   struct cudaConditionalNodeParams *p) {
  cudaError_t e = rt_node_check_add(pNode, g, deps, nd);
  struct CUgraphNode_st tmp;
  memset(&tmp, 0, sizeof tmp);
  if (!e)
    e = rt_cond_node_set(&tmp, p);
  if (e)
    return rt_error(e);
  cudaGraphNode_t n = rt_node_new(g, cudaGraphNodeTypeConditional, deps, nd);
  if (!n) {
    rt_cond_release(tmp.u.cond);
    return rt_error(cudaErrorMemoryAllocation);
  }
  n->u.cond = tmp.u.cond;
  *pNode = n;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode,
                                       cudaGraph_t graph,
                                       const cudaGraphNode_t *deps,
                                       size_t nd,
                                       struct cudaGraphNodeParams *p) {
  rt_init();
  if (!p)
    return rt_error(cudaErrorInvalidValue);
  switch (p->type) {
  case cudaGraphNodeTypeKernel: {
    struct cudaKernelNodeParams k = kernel_v1(&p->kernel);
    return cudaGraphAddKernelNode(pGraphNode, graph, deps, nd, &k);
  }
  case cudaGraphNodeTypeMemcpy:
    return cudaGraphAddMemcpyNode(pGraphNode, graph, deps, nd,
                                  &p->memcpy.copyParams);
  case cudaGraphNodeTypeMemset: {
    struct cudaMemsetParams m = memset_v1(&p->memset);
    return cudaGraphAddMemsetNode(pGraphNode, graph, deps, nd, &m);
  }
  case cudaGraphNodeTypeHost: {
    struct cudaHostNodeParams h = {p->host.fn, p->host.userData};
    return cudaGraphAddHostNode(pGraphNode, graph, deps, nd, &h);
  }
  case cudaGraphNodeTypeGraph:
    return cudaGraphAddChildGraphNode(pGraphNode, graph, deps, nd,
                                      p->graph.graph);
  case cudaGraphNodeTypeEmpty:
    return cudaGraphAddEmptyNode(pGraphNode, graph, deps, nd);
  case cudaGraphNodeTypeMemAlloc: {
    struct cudaMemAllocNodeParams a;
    memcpy(&a, &p->alloc, sizeof a); /* the same fields */
    cudaError_t e = cudaGraphAddMemAllocNode(pGraphNode, graph, deps, nd, &a);
    p->alloc.dptr = a.dptr;
    return e;
  }
  case cudaGraphNodeTypeMemFree:
    return cudaGraphAddMemFreeNode(pGraphNode, graph, deps, nd, p->free.dptr);
  case cudaGraphNodeTypeConditional:
    return add_conditional(pGraphNode, graph, deps, nd, &p->conditional);
  case cudaGraphNodeTypeWaitEvent:
  case cudaGraphNodeTypeEventRecord:
  case cudaGraphNodeTypeExtSemaphoreSignal:
  case cudaGraphNodeTypeExtSemaphoreWait:
    return rt_error(cudaErrorNotSupported); /* no event or semaphore nodes */
  default:
    return rt_error(cudaErrorInvalidValue);
  }
}

RT_EXPORT cudaError_t cudaGraphAddNode_v2(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *deps, const cudaGraphEdgeData *edgeData, size_t nd,
    struct cudaGraphNodeParams *p) {
  for (size_t i = 0; edgeData && i < nd; i++)
    if (edgeData[i].from_port || edgeData[i].to_port || edgeData[i].type)
      return rt_error(cudaErrorInvalidValue); /* only default edges */
  return cudaGraphAddNode(pGraphNode, graph, deps, nd, p);
}

static bool typed(cudaGraphNode_t n, const struct cudaGraphNodeParams *p) {
  return rt_node_valid(n) && p && (int)p->type == n->type;
}

RT_EXPORT cudaError_t cudaGraphNodeSetParams(cudaGraphNode_t node,
                                             struct cudaGraphNodeParams *p) {
  if (!typed(node, p))
    return rt_error(cudaErrorInvalidValue);
  switch (p->type) {
  case cudaGraphNodeTypeKernel: {
    struct cudaKernelNodeParams k = kernel_v1(&p->kernel);
    return cudaGraphKernelNodeSetParams(node, &k);
  }
  case cudaGraphNodeTypeMemcpy:
    return cudaGraphMemcpyNodeSetParams(node, &p->memcpy.copyParams);
  case cudaGraphNodeTypeMemset: {
    struct cudaMemsetParams m = memset_v1(&p->memset);
    return cudaGraphMemsetNodeSetParams(node, &m);
  }
  case cudaGraphNodeTypeHost: {
    struct cudaHostNodeParams h = {p->host.fn, p->host.userData};
    return cudaGraphHostNodeSetParams(node, &h);
  }
  default:
    return rt_error(cudaErrorNotSupported);
  }
}

RT_EXPORT cudaError_t cudaGraphExecNodeSetParams(
    cudaGraphExec_t graphExec, cudaGraphNode_t node,
    struct cudaGraphNodeParams *p) {
  if (!typed(node, p))
    return rt_error(cudaErrorInvalidValue);
  switch (p->type) {
  case cudaGraphNodeTypeKernel: {
    struct cudaKernelNodeParams k = kernel_v1(&p->kernel);
    return cudaGraphExecKernelNodeSetParams(graphExec, node, &k);
  }
  case cudaGraphNodeTypeMemcpy:
    return cudaGraphExecMemcpyNodeSetParams(graphExec, node,
                                            &p->memcpy.copyParams);
  case cudaGraphNodeTypeMemset: {
    struct cudaMemsetParams m = memset_v1(&p->memset);
    return cudaGraphExecMemsetNodeSetParams(graphExec, node, &m);
  }
  case cudaGraphNodeTypeHost: {
    struct cudaHostNodeParams h = {p->host.fn, p->host.userData};
    return cudaGraphExecHostNodeSetParams(graphExec, node, &h);
  }
  default:
    return rt_error(cudaErrorNotSupported);
  }
}

/* ---- kernel node attributes ---- */

static bool kernel_node(cudaGraphNode_t n) {
  return rt_node_valid(n) && n->type == cudaGraphNodeTypeKernel;
}

RT_EXPORT cudaError_t cudaGraphKernelNodeSetAttribute(
    cudaGraphNode_t hNode, cudaLaunchAttributeID attr,
    const cudaLaunchAttributeValue *value) {
  if (!kernel_node(hNode))
    return rt_error(cudaErrorInvalidValue);
  return rt_error(rt_attr_set(&hNode->u.kern.attrs, true, attr, value));
}

RT_EXPORT cudaError_t cudaGraphKernelNodeGetAttribute(
    cudaGraphNode_t hNode, cudaLaunchAttributeID attr,
    cudaLaunchAttributeValue *value_out) {
  if (!kernel_node(hNode))
    return rt_error(cudaErrorInvalidValue);
  return rt_error(rt_attr_get(&hNode->u.kern.attrs, true, attr, value_out));
}

RT_EXPORT cudaError_t cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst,
                                                        cudaGraphNode_t hSrc) {
  if (!kernel_node(hDst) || !kernel_node(hSrc))
    return rt_error(cudaErrorInvalidValue);
  hDst->u.kern.attrs = hSrc->u.kern.attrs;
  return cudaSuccess;
}
