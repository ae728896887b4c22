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
  rt_attrs attrs; /* cudaGraphKernelNodeSetAttribute */
} rt_graph_kernel;

/* graph_mem.c: the allocation of a memory alloc node, shared by the node's
 * clones (execs): its address is fixed when the node is made. */
typedef struct rt_gmem rt_gmem;
/* graph_conditional.c: a conditional handle (its value is the first field:
 * device code writes it through the handle), and a conditional node's
 * handle, kind and body graphs, shared by a launch's commands. */
typedef struct rt_cond_handle rt_cond_handle;
typedef struct rt_cond rt_cond;

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
    struct {
      rt_gmem *m;
      struct cudaMemAllocNodeParams p;
    } alloc;
    void *free_ptr; /* a free node's */
    rt_cond *cond;
  } u;
  rt_cmd *first, *last; /* graph_exec.c, while launching */
};

struct CUgraph_st {
  uint32_t magic;
  struct CUgraphNode_st **nodes; /* in creation order */
  size_t n, cap;
  rt_cond_handle **handles; /* conditional handles made for this graph */
  size_t nhandles;
  struct rt_inst *inst; /* graph_exec.c: its live instantiation, if single */
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
/* The checks every cudaGraphAdd*Node makes (output, graph, dependencies). */
cudaError_t rt_node_check_add(cudaGraphNode_t *pNode, cudaGraph_t g,
                              const cudaGraphNode_t *deps, size_t ndeps);
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

/* graph_exec.c: runs g's nodes as work of the running command root: they
 * start now, exit (made, not submitted; work, not a marker) runs after
 * them, and root finishes only after exit. false if out of memory. */
bool rt_graph_run_child(cudaGraph_t g, rt_cmd *root, rt_cmd *exit);

/* Drops g's reference to its instantiation record (graph_exec.c). */
void rt_inst_release(struct rt_inst *i);

/* graph_mem.c */
rt_gmem *rt_gmem_retain(rt_gmem *m);
void rt_gmem_release(rt_gmem *m);
/* At a launch: the allocation becomes live (accounting). */
void rt_gmem_launch(rt_gmem *m);
/* Whether it is live now (launched and not yet freed). */
bool rt_gmem_live(rt_gmem *m);
/* Alloc node n of the user's graph goes away. */
void rt_gmem_node_gone(rt_gmem *m, cudaGraphNode_t n);
/* What a free node's command runs (payload: the pointer). */
void rt_gmem_run_free(void *arg);

/* graph_conditional.c */
void rt_cond_release(rt_cond *c);
/* A deep copy (the bodies cloned, the handle shared); NULL if no memory. */
rt_cond *rt_cond_clone(const rt_cond *c);
/* The handles of a graph: copied with a clone, released with the graph. */
bool rt_graph_handles_copy(cudaGraph_t dst, cudaGraph_t src);
void rt_graph_handles_free(cudaGraph_t g);
/* A conditional node's command (payload: rt_cond_cmd): evaluates the
 * condition and runs the chosen body as the root command's children. */
typedef struct rt_cond_cmd {
  rt_cond *c; /* a reference of the command's */
  rt_cmd *root;
} rt_cond_cmd;
void rt_cond_run(void *arg);
rt_cond *rt_cond_retain(rt_cond *c);
/* The payload of a command applying g's handles' default values
 * (cudaGraphCondAssignDefault), to run fn(payload) before g's nodes: NULL
 * with *size 0 if there are none; NULL with *size 0 also if out of memory
 * (the defaults are then not applied). The caller frees it. */
void *rt_cond_defaults_payload(cudaGraph_t g, size_t *size,
                               void (**fn)(void *));
/* Makes n (of graph_params.c) a conditional node as p says; p->phGraph_out
 * receives its bodies. */
cudaError_t rt_cond_node_set(cudaGraphNode_t n,
                             struct cudaConditionalNodeParams *p);
/* Instantiation: every handle of g (and of its bodies) is used by a
 * conditional node of its graph; and the bodies are acyclic graphs of
 * nodes allowed there. */
bool rt_cond_handles_used(cudaGraph_t g);
cudaGraph_t *rt_cond_bodies(const rt_cond *c, unsigned *n);

#endif
