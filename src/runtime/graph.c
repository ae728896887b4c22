/* CUDA graphs: graph and node objects, dependency edges, queries, cloning,
 * destruction and cudaGraphDebugDotPrint. The parameters of each node type
 * are in graph_nodes.c, instantiation and launch in graph_exec.c. Graphs
 * are not thread-safe, as in CUDA (the caller serializes uses of a graph). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"

bool rt_graph_valid(cudaGraph_t g) { return g && g->magic == RT_GRAPH_MAGIC; }
bool rt_node_valid(cudaGraphNode_t n) { return n && n->magic == RT_NODE_MAGIC; }

cudaGraph_t rt_graph_new(void) {
  cudaGraph_t g = calloc(1, sizeof *g);
  if (g)
    g->magic = RT_GRAPH_MAGIC;
  return g;
}

static bool push(cudaGraphNode_t **arr, size_t *n, size_t *cap,
                 cudaGraphNode_t x) {
  if (*n == *cap) {
    size_t nc = *cap ? *cap * 2 : 4;
    cudaGraphNode_t *a = realloc(*arr, nc * sizeof *a);
    if (!a)
      return false;
    *arr = a;
    *cap = nc;
  }
  (*arr)[(*n)++] = x;
  return true;
}

static void drop(cudaGraphNode_t *arr, size_t *n, cudaGraphNode_t x) {
  for (size_t i = 0; i < *n; i++)
    if (arr[i] == x) {
      memmove(arr + i, arr + i + 1, (*n - i - 1) * sizeof *arr);
      (*n)--;
      return;
    }
}

static bool has(cudaGraphNode_t *arr, size_t n, cudaGraphNode_t x) {
  for (size_t i = 0; i < n; i++)
    if (arr[i] == x)
      return true;
  return false;
}

static bool add_edge(cudaGraphNode_t from, cudaGraphNode_t to) {
  if (!push(&to->deps, &to->ndeps, &to->capdeps, from))
    return false;
  if (!push(&from->out, &from->nout, &from->capout, to)) {
    to->ndeps--;
    return false;
  }
  return true;
}

void rt_node_params_free(cudaGraphNode_t n) {
  switch (n->type) {
  case cudaGraphNodeTypeKernel:
    free(n->u.kern.buf);
    free(n->u.kern.args);
    n->u.kern.buf = NULL;
    n->u.kern.args = NULL;
    break;
  case RT_NODE_WORK:
    free(n->u.work.payload);
    n->u.work.payload = NULL;
    break;
  case cudaGraphNodeTypeGraph:
    rt_graph_free(n->u.child);
    n->u.child = NULL;
    break;
  case cudaGraphNodeTypeMemAlloc:
    if (n->u.alloc.m) {
      rt_gmem_node_gone(n->u.alloc.m, n);
      rt_gmem_release(n->u.alloc.m);
    }
    n->u.alloc.m = NULL;
    break;
  case cudaGraphNodeTypeConditional:
    rt_cond_release(n->u.cond);
    n->u.cond = NULL;
    break;
  default:
    break;
  }
}

static void node_free(cudaGraphNode_t n) {
  rt_node_params_free(n);
  free(n->deps);
  free(n->out);
  n->magic = 0;
  free(n);
}

void rt_graph_free(cudaGraph_t g) {
  if (!g)
    return;
  for (size_t i = 0; i < g->n; i++)
    node_free(g->nodes[i]);
  free(g->nodes);
  rt_graph_handles_free(g);
  rt_inst_release(g->inst);
  g->magic = 0;
  free(g);
}

cudaGraphNode_t rt_node_new(cudaGraph_t g, int type,
                            const cudaGraphNode_t *deps, size_t ndeps) {
  cudaGraphNode_t n = calloc(1, sizeof *n);
  if (!n)
    return NULL;
  n->magic = RT_NODE_MAGIC;
  n->type = type;
  n->graph = g;
  for (size_t i = 0; i < ndeps; i++)
    if (!add_edge(deps[i], n)) {
      for (size_t j = 0; j < n->ndeps; j++)
        drop(n->deps[j]->out, &n->deps[j]->nout, n);
      node_free(n);
      return NULL;
    }
  if (!push(&g->nodes, &g->n, &g->cap, n)) {
    for (size_t j = 0; j < n->ndeps; j++)
      drop(n->deps[j]->out, &n->deps[j]->nout, n);
    node_free(n);
    return NULL;
  }
  return n;
}

/* Unlinks n from its graph (edges and node list) and frees it. */
static void node_destroy(cudaGraphNode_t n) {
  cudaGraph_t g = n->graph;
  for (size_t i = 0; i < n->ndeps; i++)
    drop(n->deps[i]->out, &n->deps[i]->nout, n);
  for (size_t i = 0; i < n->nout; i++)
    drop(n->out[i]->deps, &n->out[i]->ndeps, n);
  drop(g->nodes, &g->n, n);
  node_free(n);
}

bool rt_node_params_copy(cudaGraphNode_t dst, cudaGraphNode_t src) {
  dst->u = src->u;
  switch (src->type) {
  case cudaGraphNodeTypeKernel: {
    rt_graph_kernel *d = &dst->u.kern;
    const rt_graph_kernel *s = &src->u.kern;
    size_t np = s->k && s->k->nparams ? s->k->nparams : 1;
    d->buf = malloc(s->bufsize ? s->bufsize : 1);
    d->args = malloc(np * sizeof *d->args);
    if (!d->buf || !d->args) {
      free(d->buf);
      free(d->args);
      d->buf = NULL;
      d->args = NULL;
      return false;
    }
    memcpy(d->buf, s->buf, s->bufsize);
    for (size_t i = 0; s->k && i < s->k->nparams; i++)
      d->args[i] = d->buf + ((char *)s->args[i] - s->buf);
    return true;
  }
  case RT_NODE_WORK:
    dst->u.work.payload = malloc(src->u.work.size ? src->u.work.size : 1);
    if (!dst->u.work.payload)
      return false;
    memcpy(dst->u.work.payload, src->u.work.payload, src->u.work.size);
    return true;
  case cudaGraphNodeTypeGraph:
    dst->u.child = rt_graph_clone(src->u.child);
    return dst->u.child != NULL;
  case cudaGraphNodeTypeMemAlloc:
    rt_gmem_retain(src->u.alloc.m);
    return true;
  case cudaGraphNodeTypeConditional:
    dst->u.cond = rt_cond_clone(src->u.cond);
    return dst->u.cond != NULL;
  default:
    return true;
  }
}

static size_t index_of(cudaGraph_t g, cudaGraphNode_t n) {
  for (size_t i = 0; i < g->n; i++)
    if (g->nodes[i] == n)
      return i;
  return g->n;
}

cudaGraph_t rt_graph_clone(cudaGraph_t g) {
  cudaGraph_t c = rt_graph_new();
  if (!c)
    return NULL;
  if (!rt_graph_handles_copy(c, g)) {
    rt_graph_free(c);
    return NULL;
  }
  for (size_t i = 0; i < g->n; i++) {
    cudaGraphNode_t o = g->nodes[i];
    cudaGraphNode_t deps[o->ndeps ? o->ndeps : 1];
    for (size_t j = 0; j < o->ndeps; j++) /* dependencies come first */
      deps[j] = c->nodes[index_of(g, o->deps[j])];
    cudaGraphNode_t n = rt_node_new(c, o->type, NULL, 0);
    if (!n) {
      rt_graph_free(c);
      return NULL;
    }
    n->orig = o;
    n->type = cudaGraphNodeTypeEmpty; /* nothing to free if the copy fails */
    if (!rt_node_params_copy(n, o)) {
      rt_graph_free(c);
      return NULL;
    }
    n->type = o->type;
    for (size_t j = 0; j < o->ndeps; j++)
      if (!add_edge(deps[j], n)) {
        rt_graph_free(c);
        return NULL;
      }
  }
  return c;
}

/* ---- the API ---- */

RT_EXPORT cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags) {
  if (!pGraph || flags)
    return rt_error(cudaErrorInvalidValue);
  cudaGraph_t g = rt_graph_new();
  if (!g)
    return rt_error(cudaErrorMemoryAllocation);
  *pGraph = g;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphDestroy(cudaGraph_t graph) {
  if (!rt_graph_valid(graph))
    return rt_error(cudaErrorInvalidValue);
  rt_graph_free(graph);
  return cudaSuccess;
}

static bool has_conditional(cudaGraph_t g) {
  for (size_t i = 0; i < g->n; i++)
    if (g->nodes[i]->type == cudaGraphNodeTypeConditional ||
        (g->nodes[i]->type == cudaGraphNodeTypeGraph &&
         has_conditional(g->nodes[i]->u.child)))
      return true;
  return false;
}

RT_EXPORT cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone,
                                     cudaGraph_t originalGraph) {
  if (!pGraphClone || !rt_graph_valid(originalGraph))
    return rt_error(cudaErrorInvalidValue);
  if (has_conditional(originalGraph)) /* as an H100 says */
    return rt_error(cudaErrorNotSupported);
  cudaGraph_t c = rt_graph_clone(originalGraph);
  if (!c)
    return rt_error(cudaErrorMemoryAllocation);
  *pGraphClone = c;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t *pNode,
                                               cudaGraphNode_t originalNode,
                                               cudaGraph_t clonedGraph) {
  if (!pNode || !rt_node_valid(originalNode) || !rt_graph_valid(clonedGraph))
    return rt_error(cudaErrorInvalidValue);
  for (size_t i = 0; i < clonedGraph->n; i++)
    if (clonedGraph->nodes[i]->orig == originalNode) {
      *pNode = clonedGraph->nodes[i];
      return cudaSuccess;
    }
  return rt_error(cudaErrorInvalidValue);
}

RT_EXPORT cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node,
                                           enum cudaGraphNodeType *pType) {
  if (!rt_node_valid(node) || !pType)
    return rt_error(cudaErrorInvalidValue);
  *pType = node->type == RT_NODE_WORK ? cudaGraphNodeTypeEmpty
                                      : (enum cudaGraphNodeType)node->type;
  return cudaSuccess;
}

/* CUDA's convention for the query functions: with a NULL array only the
 * count is returned; otherwise up to *num entries are filled, the rest of
 * the array set to NULL, and *num becomes the number filled. */
static cudaError_t fill_list(cudaGraphNode_t *out, size_t *num,
                             cudaGraphNode_t *src, size_t count) {
  if (!num)
    return rt_error(cudaErrorInvalidValue);
  if (!out) {
    *num = count;
    return cudaSuccess;
  }
  size_t k = count < *num ? count : *num;
  for (size_t i = 0; i < *num; i++)
    out[i] = i < k ? src[i] : NULL;
  *num = k;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphGetNodes(cudaGraph_t graph,
                                        cudaGraphNode_t *nodes,
                                        size_t *numNodes) {
  if (!rt_graph_valid(graph))
    return rt_error(cudaErrorInvalidValue);
  return fill_list(nodes, numNodes, graph->nodes, graph->n);
}

RT_EXPORT cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph,
                                            cudaGraphNode_t *pRootNodes,
                                            size_t *pNumRootNodes) {
  if (!rt_graph_valid(graph))
    return rt_error(cudaErrorInvalidValue);
  size_t nr = 0;
  cudaGraphNode_t *roots = malloc((graph->n ? graph->n : 1) * sizeof *roots);
  if (!roots)
    return rt_error(cudaErrorMemoryAllocation);
  for (size_t i = 0; i < graph->n; i++)
    if (!graph->nodes[i]->ndeps)
      roots[nr++] = graph->nodes[i];
  cudaError_t e = fill_list(pRootNodes, pNumRootNodes, roots, nr);
  free(roots);
  return e;
}

RT_EXPORT cudaError_t cudaGraphGetEdges_v2(cudaGraph_t graph,
                                           cudaGraphNode_t *from,
                                           cudaGraphNode_t *to,
                                           cudaGraphEdgeData *edgeData,
                                           size_t *numEdges) {
  if (!rt_graph_valid(graph) || !numEdges || (!from != !to) ||
      (edgeData && !from))
    return rt_error(cudaErrorInvalidValue);
  size_t total = 0;
  for (size_t i = 0; i < graph->n; i++)
    total += graph->nodes[i]->ndeps;
  if (!from) {
    *numEdges = total;
    return cudaSuccess;
  }
  size_t k = 0;
  for (size_t i = 0; i < graph->n; i++) {
    cudaGraphNode_t n = graph->nodes[i];
    for (size_t j = 0; j < n->ndeps && k < *numEdges; j++, k++) {
      from[k] = n->deps[j];
      to[k] = n;
      if (edgeData)
        memset(&edgeData[k], 0, sizeof *edgeData);
    }
  }
  for (size_t i = k; i < *numEdges; i++) {
    from[i] = to[i] = NULL;
    if (edgeData)
      memset(&edgeData[i], 0, sizeof *edgeData);
  }
  *numEdges = k;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphGetEdges(cudaGraph_t graph,
                                        cudaGraphNode_t *from,
                                        cudaGraphNode_t *to,
                                        size_t *numEdges) {
  return cudaGraphGetEdges_v2(graph, from, to, NULL, numEdges);
}

RT_EXPORT cudaError_t cudaGraphNodeGetDependencies(
    cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
    size_t *pNumDependencies) {
  if (!rt_node_valid(node))
    return rt_error(cudaErrorInvalidValue);
  return fill_list(pDependencies, pNumDependencies, node->deps, node->ndeps);
}

RT_EXPORT cudaError_t cudaGraphNodeGetDependentNodes(
    cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
    size_t *pNumDependentNodes) {
  if (!rt_node_valid(node))
    return rt_error(cudaErrorInvalidValue);
  return fill_list(pDependentNodes, pNumDependentNodes, node->out, node->nout);
}

/* CUDA 13's forms: every edge has the default data */
static cudaError_t zero_edges(cudaGraphEdgeData *d, cudaGraphNode_t *nodes,
                              const size_t *num, cudaError_t e) {
  if (!e && d && nodes)
    memset(d, 0, *num * sizeof *d);
  return e;
}

RT_EXPORT cudaError_t cudaGraphNodeGetDependencies_v2(
    cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
    cudaGraphEdgeData *edgeData, size_t *pNumDependencies) {
  return zero_edges(edgeData, pDependencies, pNumDependencies,
                    cudaGraphNodeGetDependencies(node, pDependencies,
                                                 pNumDependencies));
}

RT_EXPORT cudaError_t cudaGraphNodeGetDependentNodes_v2(
    cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
    cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes) {
  return zero_edges(edgeData, pDependentNodes, pNumDependentNodes,
                    cudaGraphNodeGetDependentNodes(node, pDependentNodes,
                                                   pNumDependentNodes));
}

static bool edge_data_default(const cudaGraphEdgeData *d, size_t n) {
  for (size_t i = 0; d && i < n; i++)
    if (d[i].from_port || d[i].to_port || d[i].type)
      return false;
  return true;
}

RT_EXPORT cudaError_t cudaGraphAddDependencies_v2(
    cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
    const cudaGraphEdgeData *edgeData, size_t numDependencies) {
  if (!rt_graph_valid(graph) || (numDependencies && (!from || !to)) ||
      !edge_data_default(edgeData, numDependencies))
    return rt_error(cudaErrorInvalidValue);
  for (size_t i = 0; i < numDependencies; i++) {
    if (!rt_node_valid(from[i]) || !rt_node_valid(to[i]) ||
        from[i]->graph != graph || to[i]->graph != graph ||
        from[i] == to[i] || has(to[i]->deps, to[i]->ndeps, from[i]))
      return rt_error(cudaErrorInvalidValue);
    for (size_t j = 0; j < i; j++)
      if (from[j] == from[i] && to[j] == to[i])
        return rt_error(cudaErrorInvalidValue);
  }
  for (size_t i = 0; i < numDependencies; i++)
    if (!add_edge(from[i], to[i]))
      return rt_error(cudaErrorMemoryAllocation);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphAddDependencies(cudaGraph_t graph,
                                               const cudaGraphNode_t *from,
                                               const cudaGraphNode_t *to,
                                               size_t numDependencies) {
  return cudaGraphAddDependencies_v2(graph, from, to, NULL, numDependencies);
}

RT_EXPORT cudaError_t cudaGraphRemoveDependencies_v2(
    cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
    const cudaGraphEdgeData *edgeData, size_t numDependencies) {
  if (!rt_graph_valid(graph) || (numDependencies && (!from || !to)) ||
      !edge_data_default(edgeData, numDependencies))
    return rt_error(cudaErrorInvalidValue);
  for (size_t i = 0; i < numDependencies; i++)
    if (!rt_node_valid(from[i]) || !rt_node_valid(to[i]) ||
        from[i]->graph != graph || to[i]->graph != graph ||
        !has(to[i]->deps, to[i]->ndeps, from[i]))
      return rt_error(cudaErrorInvalidValue);
  for (size_t i = 0; i < numDependencies; i++) {
    drop(to[i]->deps, &to[i]->ndeps, from[i]);
    drop(from[i]->out, &from[i]->nout, to[i]);
  }
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph,
                                                  const cudaGraphNode_t *from,
                                                  const cudaGraphNode_t *to,
                                                  size_t numDependencies) {
  return cudaGraphRemoveDependencies_v2(graph, from, to, NULL,
                                        numDependencies);
}

RT_EXPORT cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node) {
  if (!rt_node_valid(node))
    return rt_error(cudaErrorInvalidValue);
  node_destroy(node);
  return cudaSuccess;
}

static const char *type_name(int t) {
  switch (t) {
  case cudaGraphNodeTypeKernel:
    return "KERNEL";
  case cudaGraphNodeTypeMemcpy:
    return "MEMCPY";
  case cudaGraphNodeTypeMemset:
    return "MEMSET";
  case cudaGraphNodeTypeHost:
    return "HOST";
  case cudaGraphNodeTypeGraph:
    return "GRAPH";
  case cudaGraphNodeTypeEmpty:
    return "EMPTY";
  case cudaGraphNodeTypeMemAlloc:
    return "MEM_ALLOC";
  case cudaGraphNodeTypeMemFree:
    return "MEM_FREE";
  case cudaGraphNodeTypeConditional:
    return "CONDITIONAL";
  default:
    return "WORK";
  }
}

static void dot_graph(FILE *f, cudaGraph_t g, const char *prefix) {
  for (size_t i = 0; i < g->n; i++) {
    cudaGraphNode_t n = g->nodes[i];
    fprintf(f, "  \"%s%zu\" [label=\"%s %zu", prefix, i, type_name(n->type),
            i);
    if (n->type == cudaGraphNodeTypeKernel && n->u.kern.k)
      fprintf(f, "\\n%s\\n<<<(%u,%u,%u),(%u,%u,%u),%u>>>", n->u.kern.k->name,
              n->u.kern.grid.x, n->u.kern.grid.y, n->u.kern.grid.z,
              n->u.kern.block.x, n->u.kern.block.y, n->u.kern.block.z,
              n->u.kern.smem);
    fprintf(f, "\"];\n");
    for (size_t j = 0; j < n->ndeps; j++)
      fprintf(f, "  \"%s%zu\" -> \"%s%zu\";\n", prefix,
              index_of(g, n->deps[j]), prefix, i);
  }
  for (size_t i = 0; i < g->n; i++)
    if (g->nodes[i]->type == cudaGraphNodeTypeGraph) {
      char sub[256];
      snprintf(sub, sizeof sub, "%s%zu_", prefix, i);
      fprintf(f, "  subgraph \"cluster_%s\" {\n", sub);
      dot_graph(f, g->nodes[i]->u.child, sub);
      fprintf(f, "  }\n");
    }
}

RT_EXPORT cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph,
                                             const char *path,
                                             unsigned int flags) {
  (void)flags;
  if (!rt_graph_valid(graph) || !path)
    return rt_error(cudaErrorInvalidValue);
  FILE *f = fopen(path, "w");
  if (!f)
    return rt_error(cudaErrorOperatingSystem);
  fprintf(f, "digraph dot {\n");
  dot_graph(f, graph, "n");
  fprintf(f, "}\n");
  return fclose(f) ? rt_error(cudaErrorOperatingSystem) : cudaSuccess;
}
