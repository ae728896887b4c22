/* Conditional graph nodes (IF with an optional else body, WHILE, SWITCH)
 * and their handles. A handle (cudaGraphConditionalHandleCreate) is the
 * address of a record whose first field is the condition's value: device
 * code's cudaGraphSetConditional (include/crt/cucc_device_runtime.h) stores
 * into it, and the conditional node's command reads it when it runs, picks
 * a body graph and runs the body's nodes as the command's children
 * (rt_graph_run_child), so the node's dependents wait for the body; a WHILE
 * node's body ends with another evaluation. Handles with
 * cudaGraphCondAssignDefault get their default value at the start of each
 * launch of their graph (or run of their body graph). Records are
 * reference counted: graphs, their clones (execs) and running commands share
 * them. */
#include <stdlib.h>
#include <string.h>

#include "graph.h"

struct rt_cond_handle {
  _Atomic unsigned value; /* first: the handle points here */
  unsigned dflt, flags;
  _Atomic int refs;
  struct rt_cond_handle *next; /* the live handles, under hmu */
};

struct rt_cond {
  _Atomic int refs;
  rt_cond_handle *h;
  int type;
  unsigned size;
  cudaGraph_t bodies[];
};

static pthread_mutex_t hmu = PTHREAD_MUTEX_INITIALIZER;
static rt_cond_handle *live_handles;

static rt_cond_handle *handle_retain(rt_cond_handle *h) {
  atomic_fetch_add(&h->refs, 1);
  return h;
}

static void handle_release(rt_cond_handle *h) {
  if (atomic_fetch_sub(&h->refs, 1) != 1)
    return;
  pthread_mutex_lock(&hmu);
  rt_cond_handle **pp = &live_handles;
  while (*pp && *pp != h)
    pp = &(*pp)->next;
  if (*pp)
    *pp = h->next;
  pthread_mutex_unlock(&hmu);
  free(h);
}

/* The record a handle value names, retained; NULL if none. */
static rt_cond_handle *handle_find(cudaGraphConditionalHandle v) {
  pthread_mutex_lock(&hmu);
  rt_cond_handle *h = live_handles;
  while (h && (cudaGraphConditionalHandle)(uintptr_t)h != v)
    h = h->next;
  if (h)
    handle_retain(h);
  pthread_mutex_unlock(&hmu);
  return h;
}

static bool handles_push(cudaGraph_t g, rt_cond_handle *h) {
  rt_cond_handle **a = realloc(g->handles, (g->nhandles + 1) * sizeof *a);
  if (!a)
    return false;
  g->handles = a;
  a[g->nhandles++] = h;
  return true;
}

bool rt_graph_handles_copy(cudaGraph_t dst, cudaGraph_t src) {
  for (size_t i = 0; i < src->nhandles; i++)
    if (!handles_push(dst, handle_retain(src->handles[i]))) {
      handle_release(src->handles[i]);
      return false;
    }
  return true;
}

void rt_graph_handles_free(cudaGraph_t g) {
  for (size_t i = 0; i < g->nhandles; i++)
    handle_release(g->handles[i]);
  free(g->handles);
  g->handles = NULL;
  g->nhandles = 0;
}

RT_EXPORT cudaError_t cudaGraphConditionalHandleCreate(
    cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph,
    unsigned int defaultLaunchValue, unsigned int flags) {
  if (!pHandle_out || !rt_graph_valid(graph) ||
      (flags & ~(unsigned)cudaGraphCondAssignDefault))
    return rt_error(cudaErrorInvalidValue);
  rt_cond_handle *h = calloc(1, sizeof *h);
  if (!h)
    return rt_error(cudaErrorMemoryAllocation);
  atomic_init(&h->value, defaultLaunchValue);
  h->dflt = defaultLaunchValue;
  h->flags = flags;
  atomic_init(&h->refs, 1); /* the graph's */
  if (!handles_push(graph, h)) {
    free(h);
    return rt_error(cudaErrorMemoryAllocation);
  }
  pthread_mutex_lock(&hmu);
  h->next = live_handles;
  live_handles = h;
  pthread_mutex_unlock(&hmu);
  *pHandle_out = (cudaGraphConditionalHandle)(uintptr_t)h;
  return cudaSuccess;
}

/* ---- conditional records ---- */

static rt_cond *cond_new(rt_cond_handle *h, int type, unsigned size) {
  rt_cond *c = calloc(1, sizeof *c + size * sizeof(cudaGraph_t));
  if (!c)
    return NULL;
  atomic_init(&c->refs, 1);
  c->h = h;
  c->type = type;
  c->size = size;
  return c;
}

rt_cond *rt_cond_retain(rt_cond *c) {
  atomic_fetch_add(&c->refs, 1);
  return c;
}

void rt_cond_release(rt_cond *c) {
  if (!c || atomic_fetch_sub(&c->refs, 1) != 1)
    return;
  for (unsigned i = 0; i < c->size; i++)
    rt_graph_free(c->bodies[i]);
  handle_release(c->h);
  free(c);
}

rt_cond *rt_cond_clone(const rt_cond *src) {
  rt_cond *c = cond_new(handle_retain(src->h), src->type, src->size);
  if (!c) {
    handle_release(src->h);
    return NULL;
  }
  for (unsigned i = 0; i < c->size; i++)
    if (!(c->bodies[i] = rt_graph_clone(src->bodies[i]))) {
      rt_cond_release(c);
      return NULL;
    }
  return c;
}

cudaGraph_t *rt_cond_bodies(const rt_cond *c, unsigned *n) {
  *n = c->size;
  return (cudaGraph_t *)c->bodies;
}

/* cudaGraphAddNode's conditional nodes (graph_params.c): the checks an
 * H100 makes (a handle of another graph is accepted). */
cudaError_t rt_cond_node_set(cudaGraphNode_t n,
                             struct cudaConditionalNodeParams *p) {
  unsigned max = p->type == cudaGraphCondTypeIf      ? 2
                 : p->type == cudaGraphCondTypeWhile ? 1
                 : p->type == cudaGraphCondTypeSwitch ? 0xffffu
                                                      : 0;
  if (!p->size || p->size > max)
    return cudaErrorInvalidValue;
  rt_cond_handle *h = handle_find(p->handle);
  if (!h)
    return cudaErrorInvalidValue;
  rt_cond *c = cond_new(h, p->type, p->size);
  if (!c) {
    handle_release(h);
    return cudaErrorMemoryAllocation;
  }
  for (unsigned i = 0; i < c->size; i++)
    if (!(c->bodies[i] = rt_graph_new())) {
      rt_cond_release(c);
      return cudaErrorMemoryAllocation;
    }
  n->u.cond = c;
  p->phGraph_out = c->bodies;
  return cudaSuccess;
}

/* ---- instantiation ---- */

bool rt_cond_handles_used(cudaGraph_t g) {
  for (size_t i = 0; i < g->nhandles; i++) {
    bool used = false;
    for (size_t j = 0; !used && j < g->n; j++)
      used = g->nodes[j]->type == cudaGraphNodeTypeConditional &&
             g->nodes[j]->u.cond->h == g->handles[i];
    if (!used)
      return false;
  }
  for (size_t j = 0; j < g->n; j++) {
    cudaGraphNode_t n = g->nodes[j];
    if (n->type == cudaGraphNodeTypeGraph && !rt_cond_handles_used(n->u.child))
      return false;
    if (n->type == cudaGraphNodeTypeConditional)
      for (unsigned b = 0; b < n->u.cond->size; b++)
        if (!rt_cond_handles_used(n->u.cond->bodies[b]))
          return false;
  }
  return true;
}

/* ---- running ---- */

typedef struct defaults_cmd {
  size_t n;
  rt_cond_handle *h[];
} defaults_cmd;

static void run_defaults(void *arg) {
  defaults_cmd *d = arg;
  for (size_t i = 0; i < d->n; i++) {
    atomic_store(&d->h[i]->value, d->h[i]->dflt);
    handle_release(d->h[i]);
  }
}

void *rt_cond_defaults_payload(cudaGraph_t g, size_t *size,
                               void (**fn)(void *)) {
  size_t n = 0;
  for (size_t i = 0; i < g->nhandles; i++)
    n += (g->handles[i]->flags & cudaGraphCondAssignDefault) != 0;
  *size = 0;
  if (!n)
    return NULL;
  defaults_cmd *d = malloc(sizeof *d + n * sizeof d->h[0]);
  if (!d)
    return NULL;
  d->n = 0;
  for (size_t i = 0; i < g->nhandles; i++)
    if (g->handles[i]->flags & cudaGraphCondAssignDefault)
      d->h[d->n++] = handle_retain(g->handles[i]);
  *size = sizeof *d + n * sizeof d->h[0];
  *fn = run_defaults;
  return d;
}

static void nothing(void *arg) { (void)arg; }

void rt_cond_run(void *arg) {
  rt_cond_cmd *r = arg;
  rt_cond *c = r->c;
  unsigned v = atomic_load(&c->h->value);
  cudaGraph_t body = NULL;
  if (c->type == cudaGraphCondTypeIf)
    body = v ? c->bodies[0] : c->size == 2 ? c->bodies[1] : NULL;
  else if (c->type == cudaGraphCondTypeWhile)
    body = v ? c->bodies[0] : NULL;
  else if (v < c->size)
    body = c->bodies[v];
  if (body) {
    /* a WHILE body ends with the next evaluation (which takes over the
     * reference), others with nothing to do (work, not a marker: a child's
     * end must release the root, which only run commands do) */
    bool again = c->type == cudaGraphCondTypeWhile;
    rt_cmd *exit = rt_cmd_new(RT_CMD_WORK, sizeof *r);
    if (exit) {
      exit->fn = again ? rt_cond_run : nothing;
      exit->arg = rt_cmd_extra(exit);
      *(rt_cond_cmd *)exit->arg = (rt_cond_cmd){c, r->root};
    }
    if (exit && rt_graph_run_child(body, r->root, exit) && again)
      return;
    if (!exit) /* out of memory: the body is skipped */
      rt_set_sticky(cudaErrorMemoryAllocation);
  }
  rt_cond_release(c);
}
