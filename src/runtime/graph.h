/* CUDA graphs inside libcudart: the node and graph objects (graph.c,
 * graph_nodes.c), their instantiation and launch as engine commands
 * (graph_exec.c), and what stream capture (streams.c) uses to record
 * stream work as nodes. */
#ifndef CUCC_RT_GRAPH_H
#define CUCC_RT_GRAPH_H

#include "memory.h"

/* Internal node type: stream work captured as an opaque function call
 * (rt_stream_enqueue); reported as cudaGraphNodeTypeEmpty. */
#define RT_NODE_WORK 0x100

#define RT_GRAPH_MAGIC 0x47524150u
#define RT_NODE_MAGIC 0x4e4f4445u
#define RT_EXEC_MAGIC 0x45584543u

/* A memset node's fill: elements of 1, 2 or 4 bytes in a 3D box. */
typedef struct rt_graph_fill {
  char *dst;
  size_t pitch, slice; /* bytes */
  size_t width, height, depth; /* width in elements */
  unsigned elem, value;
} rt_graph_fill;

typedef struct rt_graph_kernel {
  void *func; /* the host stub (NULL if unknown) */
  const cucc_kernel_info *k;
  dim3 grid, block;
  unsigned smem;
  void **args; /* k->nparams pointers into buf */
  char *buf;
  size_t bufsize;
} rt_graph_kernel;

struct CUgraphNode_st {
  uint32_t magic;
  int type; /* enum cudaGraphNodeType or RT_NODE_WORK */
  struct CUgraph_st *graph;
  struct CUgraphNode_st *orig; /* the node it was cloned from */
  struct CUgraphNode_st *alias; /* an exec's node: cudaGraphExecUpdate's */
  struct CUgraphNode_st **deps, **out;
  size_t ndeps, capdeps, nout, capout;
  union {
    rt_graph_kernel kern;
    struct {
      struct cudaMemcpy3DParms p;
      rt_copy c;
    } copy;
    struct {
      struct cudaMemsetParams p;
      rt_graph_fill f;
    } set;
    struct cudaHostNodeParams host;
    struct {
      void (*fn)(void *);
      void *payload;
      size_t size;
    } work;
    struct CUgraph_st *child;
  } u;
  rt_cmd *first, *last; /* graph_exec.c, while launching */
};

struct CUgraph_st {
  uint32_t magic;
  struct CUgraphNode_st **nodes; /* in creation order */
  size_t n, cap;
};

/* graph.c */
bool rt_graph_valid(cudaGraph_t g);
bool rt_node_valid(cudaGraphNode_t n);
cudaGraph_t rt_graph_new(void);
void rt_graph_free(cudaGraph_t g);
/* A node of type `type` (parameters still to fill in) after deps, which
 * must be nodes of g; NULL if out of memory. */
cudaGraphNode_t rt_node_new(cudaGraph_t g, int type,
                            const cudaGraphNode_t *deps, size_t ndeps);
/* Frees what the node's parameters own (its kernel arguments, payload,
 * child graph). */
void rt_node_params_free(cudaGraphNode_t n);
/* Deep copy of g; each copied node's orig is the node it copies. */
cudaGraph_t rt_graph_clone(cudaGraph_t g);
/* Copies src's parameters into dst (same type); false if out of memory. */
bool rt_node_params_copy(cudaGraphNode_t dst, cudaGraphNode_t src);

/* graph_nodes.c: parameters of each node type, validated as CUDA does */
cudaError_t rt_kernel_params_set(rt_graph_kernel *kn,
                                 const struct cudaKernelNodeParams *p);
cudaError_t rt_copy_params_set(cudaGraphNode_t n,
                               const struct cudaMemcpy3DParms *p);
cudaError_t rt_memset_params_set(cudaGraphNode_t n,
                                 const struct cudaMemsetParams *p);
/* Kernel node from a kernel command (capture), memcpy / memset / work
 * nodes from a stream payload (rt_stream_enqueue_node). */
cudaError_t rt_node_from_cmd(cudaGraphNode_t n, rt_cmd *c);
cudaError_t rt_node_from_payload(cudaGraphNode_t n, void (*fn)(void *),
                                 const void *payload, size_t size);

#endif
