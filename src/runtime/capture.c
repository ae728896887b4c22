/* Stream capture: while a stream is being captured its work becomes nodes
 * of a graph instead of commands; each capturing stream keeps the set of
 * nodes its next node depends on. An event recorded in a capturing stream
 * remembers that set; a stream that waits for such an event joins the
 * capture (a fork), and the origin stream waiting for an event of a forked
 * stream joins it back. cudaStreamBeginCaptureToGraph captures into a
 * graph of the user's (a conditional node's body, for example). */
#include <stdlib.h>
#include <string.h>

#include "stream_internal.h"

/* ---- stream capture ---- */

static _Thread_local enum cudaStreamCaptureMode thread_mode; /* Global */
static unsigned long long next_capture_id = 1;              /* under smu */

rt_capture *capture_by_id_locked(unsigned long long id) {
  for (rt_capture *c = captures; c; c = c->next)
    if (c->id == id)
      return c;
  return NULL;
}

static bool blocking_stream(const struct CUstream_st *s) {
  return s->kind == S_PER_THREAD ||
         (s->kind == S_USER && !(s->flags & cudaStreamNonBlocking));
}

/* Under smu: the legacy stream s would wait for (or be waited for by) a
 * capturing blocking stream: those captures are invalidated. */
static bool implicit_locked(struct CUstream_st *s) {
  bool hit = false;
  for (rt_capture *c = captures; c; c = c->next)
    for (size_t i = 0; i < c->nstreams; i++)
      if (c->device == s->device && blocking_stream(c->streams[i])) {
        c->invalidated = true;
        hit = true;
      }
  return hit;
}

/* Under smu: whether work for s is the capture's business rather than the
 * engine's; *err: the error CUDA gives for it, if any. */
bool capturing_locked(struct CUstream_st *s, cudaError_t *err) {
  *err = cudaSuccess;
  if (s->cap) {
    if (s->cap->invalidated)
      *err = cudaErrorStreamCaptureInvalidated;
    return true;
  }
  if (s->kind == S_LEGACY && captures && implicit_locked(s)) {
    *err = cudaErrorStreamCaptureImplicit;
    return true;
  }
  return false;
}

static bool deps_set(struct CUstream_st *s, const cudaGraphNode_t *d,
                     size_t n) {
  if (n > s->capcdeps) {
    cudaGraphNode_t *a = realloc(s->cdeps, n * sizeof *a);
    if (!a)
      return false;
    s->cdeps = a;
    s->capcdeps = n;
  }
  if (n)
    memmove(s->cdeps, d, n * sizeof *d);
  s->ncdeps = n;
  return true;
}

static bool deps_add(struct CUstream_st *s, const cudaGraphNode_t *d,
                     size_t n) {
  for (size_t i = 0; i < n; i++) {
    bool have = false;
    for (size_t j = 0; j < s->ncdeps; j++)
      have = have || s->cdeps[j] == d[i];
    if (have)
      continue;
    if (s->ncdeps == s->capcdeps) {
      size_t cap = s->capcdeps ? s->capcdeps * 2 : 4;
      cudaGraphNode_t *a = realloc(s->cdeps, cap * sizeof *a);
      if (!a)
        return false;
      s->cdeps = a;
      s->capcdeps = cap;
    }
    s->cdeps[s->ncdeps++] = d[i];
  }
  return true;
}

static bool capture_join_locked(rt_capture *c, struct CUstream_st *s) {
  if (c->nstreams == c->capstreams) {
    size_t cap = c->capstreams ? c->capstreams * 2 : 4;
    struct CUstream_st **a = realloc(c->streams, cap * sizeof *a);
    if (!a)
      return false;
    c->streams = a;
    c->capstreams = cap;
  }
  c->streams[c->nstreams++] = s;
  s->cap = c;
  s->ncdeps = 0;
  return true;
}

/* Under smu: s leaves its capture (which it invalidates unless ending). */
static void capture_leave_locked(struct CUstream_st *s) {
  rt_capture *c = s->cap;
  if (!c)
    return;
  for (size_t i = 0; i < c->nstreams; i++)
    if (c->streams[i] == s) {
      c->streams[i] = c->streams[--c->nstreams];
      break;
    }
  if (c->origin == s)
    c->origin = NULL;
  s->cap = NULL;
  free(s->cdeps);
  s->cdeps = NULL;
  s->ncdeps = s->capcdeps = 0;
}

static void capture_free_locked(rt_capture *c) {
  rt_capture **pp = &captures;
  while (*pp != c)
    pp = &(*pp)->next;
  *pp = c->next;
  atomic_fetch_sub(&ncaptures, 1);
  free(c->streams);
  free(c);
}

static bool capture_joined(rt_capture *c, struct CUstream_st *only);

/* A stream that goes away in the middle of a capture invalidates it,
 * unless it is a forked stream whose work the origin has joined (as
 * NVIDIA's graphMemoryNodes sample does). */
void capture_detach_locked(struct CUstream_st *s) {
  rt_capture *c = s->cap;
  if (!c)
    return;
  if (c->origin && c->origin != s && capture_joined(c, s)) {
    capture_leave_locked(s);
    return;
  }
  c->invalidated = true;
  capture_leave_locked(s);
  if (!c->nstreams) {
    if (!c->to_graph)
      rt_graph_free(c->graph);
    capture_free_locked(c);
  }
}

/* Under smu: the node for command c (a kernel or a host function). */
cudaError_t capture_cmd_locked(struct CUstream_st *s, rt_cmd *c) {
  cudaGraph_t g = s->cap->graph;
  cudaGraphNode_t n = rt_node_new(g, cudaGraphNodeTypeEmpty, s->cdeps,
                                  s->ncdeps);
  if (!n)
    return cudaErrorMemoryAllocation;
  cudaError_t e = cudaSuccess;
  if (c->kind == RT_CMD_KERNEL) {
    n->type = cudaGraphNodeTypeKernel;
    e = rt_node_from_cmd(n, c);
  } else if (c->kind == RT_CMD_CALLBACK && c->fn == run_host_call &&
             ((host_call *)c->arg)->fn) {
    const host_call *h = c->arg;
    n->type = cudaGraphNodeTypeHost;
    n->u.host = (struct cudaHostNodeParams){h->fn, h->user};
  } else { /* a stream callback, or work that raced with BeginCapture */
    e = cudaErrorStreamCaptureUnsupported;
  }
  if (!e && !deps_set(s, &n, 1))
    e = cudaErrorMemoryAllocation;
  if (e) {
    cudaGraphDestroyNode(n);
    if (e == cudaErrorStreamCaptureUnsupported)
      s->cap->invalidated = true;
  }
  return e;
}

cudaError_t rt_stream_capture(cudaStream_t hs, rt_capture_make_fn make,
                              void *ctx, bool *captured) {
  *captured = false;
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  cudaError_t ce = cudaSuccess;
  if (!s) {
    ce = cudaErrorInvalidResourceHandle;
  } else if (capturing_locked(s, &ce)) {
    *captured = true;
    cudaGraphNode_t n;
    if (!ce)
      ce = make(s->cap->graph, s->cdeps, s->ncdeps, ctx, &n);
    if (!ce && !deps_set(s, &n, 1)) {
      cudaGraphDestroyNode(n);
      ce = cudaErrorMemoryAllocation;
    }
    if (ce == cudaErrorStreamCaptureUnsupported && s->cap)
      s->cap->invalidated = true;
  }
  pthread_mutex_unlock(&smu);
  return ce;
}

/* Under smu: cudaEventRecord in a capturing stream. */
bool capture_record_locked(struct CUstream_st *s, cudaEvent_t e,
                                  cudaError_t *err) {
  if (!capturing_locked(s, err))
    return false;
  if (*err)
    return true;
  cudaGraphNode_t *d = NULL;
  if (s->ncdeps && !(d = malloc(s->ncdeps * sizeof *d))) {
    *err = cudaErrorMemoryAllocation;
    return true;
  }
  if (s->ncdeps)
    memcpy(d, s->cdeps, s->ncdeps * sizeof *d);
  free(e->cdeps);
  e->cdeps = d;
  e->ncdeps = s->ncdeps;
  e->cap_id = s->cap->id;
  return true;
}

/* Under smu: cudaStreamWaitEvent where a capture is involved: the stream
 * joins the event's capture, or the wait crosses a capture's boundary. */
bool capture_wait_locked(struct CUstream_st *s, cudaEvent_t e,
                                unsigned flags, cudaError_t *err) {
  *err = cudaSuccess;
  rt_capture *c = e->cap_id ? capture_by_id_locked(e->cap_id) : NULL;
  if (e->cap_id && (!c || c->invalidated)) { /* its capture is gone */
    *err = cudaErrorInvalidValue;
    return true;
  }
  if (!c && s->cap && (flags & cudaEventWaitExternal)) /* not modelled */
    return true;
  if (!c) {
    if (!capturing_locked(s, err))
      return false;
    if (!*err) { /* a dependency on work outside the capture */
      s->cap->invalidated = true;
      *err = cudaErrorStreamCaptureIsolation;
    }
    return true;
  }
  if (s->cap == c) {
    if (c->invalidated)
      *err = cudaErrorStreamCaptureInvalidated;
    else if (!deps_add(s, e->cdeps, e->ncdeps))
      *err = cudaErrorMemoryAllocation;
  } else if (s->cap) {
    s->cap->invalidated = c->invalidated = true;
    *err = cudaErrorStreamCaptureMerge;
  } else if (s->kind == S_LEGACY) {
    c->invalidated = true;
    *err = cudaErrorStreamCaptureImplicit;
  } else if (c->invalidated) {
    *err = cudaErrorStreamCaptureInvalidated;
  } else if (!capture_join_locked(c, s) ||
             !deps_set(s, e->cdeps, e->ncdeps)) {
    *err = cudaErrorMemoryAllocation;
  }
  return true;
}

/* Whether every node that the streams forked from the origin depend on is
 * also an ancestor of the origin's dependencies (they were joined back). */
static void mark_ancestors(cudaGraphNode_t n) {
  if (n->first)
    return;
  n->first = (rt_cmd *)(uintptr_t)1; /* scratch: visited */
  for (size_t i = 0; i < n->ndeps; i++)
    mark_ancestors(n->deps[i]);
}

/* only: that stream's dependencies; NULL: every stream's */
static bool capture_joined(rt_capture *c, struct CUstream_st *only) {
  cudaGraph_t g = c->graph;
  for (size_t i = 0; i < g->n; i++)
    g->nodes[i]->first = NULL;
  if (c->origin)
    for (size_t i = 0; i < c->origin->ncdeps; i++)
      mark_ancestors(c->origin->cdeps[i]);
  bool ok = true;
  for (size_t i = 0; i < c->nstreams; i++)
    for (size_t j = 0; j < c->streams[i]->ncdeps; j++)
      if (!only || c->streams[i] == only)
        ok = ok && c->streams[i]->cdeps[j]->first;
  for (size_t i = 0; i < g->n; i++)
    g->nodes[i]->first = NULL;
  return ok;
}

/* cudaStreamBeginCapture (g NULL: a new graph) and
 * cudaStreamBeginCaptureToGraph (into g, after deps). */
static cudaError_t begin_capture(cudaStream_t hs, cudaGraph_t user,
                                 const cudaGraphNode_t *deps, size_t ndeps,
                                 enum cudaStreamCaptureMode mode) {
  rt_init();
  if ((unsigned)mode > cudaStreamCaptureModeRelaxed)
    return cudaErrorInvalidValue;
  rt_capture *c = calloc(1, sizeof *c);
  cudaGraph_t g = user ? user : rt_graph_new();
  if (!c || !g) {
    free(c);
    if (!user)
      rt_graph_free(g);
    return cudaErrorMemoryAllocation;
  }
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  cudaError_t e = cudaSuccess;
  if (!s)
    e = cudaErrorInvalidResourceHandle;
  else if (s->kind == S_LEGACY)
    e = cudaErrorStreamCaptureUnsupported;
  else if (s->cap)
    e = cudaErrorIllegalState;
  if (!e) {
    c->graph = g;
    c->to_graph = user != NULL;
    c->id = next_capture_id++;
    c->mode = mode;
    c->thread = pthread_self();
    c->device = s->device;
    c->origin = s;
    if (!capture_join_locked(c, s) || !deps_set(s, deps, ndeps))
      e = cudaErrorMemoryAllocation;
  }
  if (!e) {
    c->next = captures;
    captures = c;
    atomic_fetch_add(&ncaptures, 1);
  }
  pthread_mutex_unlock(&smu);
  if (e) {
    free(c->streams);
    free(c);
    if (!user)
      rt_graph_free(g);
  }
  return e;
}

RT_EXPORT cudaError_t cudaStreamBeginCapture(cudaStream_t hs,
                                             enum cudaStreamCaptureMode mode) {
  return rt_error(begin_capture(hs, NULL, NULL, 0, mode));
}

static bool default_edges(const cudaGraphEdgeData *d, size_t n) {
  for (size_t i = 0; d && i < n; i++)
    if (d[i].from_port || d[i].to_port || d[i].type)
      return false;
  return true;
}

RT_EXPORT cudaError_t cudaStreamBeginCaptureToGraph(
    cudaStream_t hs, cudaGraph_t graph, const cudaGraphNode_t *dependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    enum cudaStreamCaptureMode mode) {
  if (!rt_graph_valid(graph) || (numDependencies && !dependencies) ||
      !default_edges(dependencyData, numDependencies))
    return rt_error(cudaErrorInvalidValue);
  for (size_t i = 0; i < numDependencies; i++)
    if (!rt_node_valid(dependencies[i]) || dependencies[i]->graph != graph)
      return rt_error(cudaErrorInvalidValue);
  return rt_error(
      begin_capture(hs, graph, dependencies, numDependencies, mode));
}

RT_EXPORT cudaError_t cudaStreamEndCapture(cudaStream_t hs,
                                           cudaGraph_t *pGraph) {
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  rt_capture *c = s ? s->cap : NULL;
  cudaError_t e = cudaSuccess;
  bool to_graph = c && c->to_graph; /* then pGraph is optional */
  if (!pGraph && !to_graph)
    e = cudaErrorInvalidValue;
  else if (!s)
    e = cudaErrorInvalidResourceHandle;
  else if (!c)
    e = cudaErrorIllegalState;
  else if (c->origin != s) {
    e = cudaErrorStreamCaptureUnmatched;
    c->invalidated = true; /* as on an H100 */
  }
  else if (c->mode != cudaStreamCaptureModeRelaxed &&
           !pthread_equal(c->thread, pthread_self()))
    e = cudaErrorStreamCaptureWrongThread;
  cudaGraph_t g = NULL;
  if (!e) {
    if (c->invalidated)
      e = cudaErrorStreamCaptureInvalidated;
    else if (!capture_joined(c, NULL))
      e = cudaErrorStreamCaptureUnjoined;
    while (c->nstreams)
      capture_leave_locked(c->streams[0]);
    g = c->graph;
    capture_free_locked(c);
  }
  pthread_mutex_unlock(&smu);
  if (e && !to_graph)
    rt_graph_free(g);
  if (pGraph)
    *pGraph = e ? NULL : g;
  return rt_error(e);
}

static const cudaGraphEdgeData zero_edges[64];

RT_EXPORT cudaError_t cudaStreamGetCaptureInfo_v3(
    cudaStream_t hs, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out, cudaGraph_t *graph_out,
    const cudaGraphNode_t **dependencies_out,
    const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out) {
  if (!captureStatus_out || (edgeData_out && !dependencies_out))
    return rt_error(cudaErrorInvalidValue);
  rt_init();
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  cudaError_t e = cudaSuccess;
  if (!s) {
    e = cudaErrorInvalidResourceHandle;
  } else if (s->kind == S_LEGACY && captures) {
    for (rt_capture *c = captures; c && !e; c = c->next)
      for (size_t i = 0; i < c->nstreams; i++)
        if (c->device == s->device && blocking_stream(c->streams[i]))
          e = cudaErrorStreamCaptureImplicit;
  }
  if (!e) {
    rt_capture *c = s->cap;
    *captureStatus_out = !c                ? cudaStreamCaptureStatusNone
                         : c->invalidated ? cudaStreamCaptureStatusInvalidated
                                          : cudaStreamCaptureStatusActive;
    if (c) {
      if (id_out)
        *id_out = c->id;
      if (graph_out)
        *graph_out = c->graph;
      if (dependencies_out)
        *dependencies_out = s->cdeps;
      if (edgeData_out)
        *edgeData_out = s->ncdeps <= 64 ? zero_edges : NULL;
      if (numDependencies_out)
        *numDependencies_out = s->ncdeps;
    }
  }
  pthread_mutex_unlock(&smu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaStreamGetCaptureInfo(
    cudaStream_t hs, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out, cudaGraph_t *graph_out,
    const cudaGraphNode_t **dependencies_out, size_t *numDependencies_out) {
  return cudaStreamGetCaptureInfo_v3(hs, captureStatus_out, id_out, graph_out,
                                     dependencies_out, NULL,
                                     numDependencies_out);
}

RT_EXPORT cudaError_t cudaStreamIsCapturing(
    cudaStream_t hs, enum cudaStreamCaptureStatus *pCaptureStatus) {
  return cudaStreamGetCaptureInfo_v3(hs, pCaptureStatus, NULL, NULL, NULL,
                                     NULL, NULL);
}

RT_EXPORT cudaError_t cudaStreamUpdateCaptureDependencies(
    cudaStream_t hs, cudaGraphNode_t *dependencies, size_t numDependencies,
    unsigned int flags) {
  if (flags > cudaStreamSetCaptureDependencies ||
      (numDependencies && !dependencies))
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  cudaError_t e = cudaSuccess;
  if (!s)
    e = cudaErrorInvalidResourceHandle;
  else if (!s->cap)
    e = cudaErrorIllegalState;
  for (size_t i = 0; !e && i < numDependencies; i++)
    if (!rt_node_valid(dependencies[i]) ||
        dependencies[i]->graph != s->cap->graph)
      e = cudaErrorInvalidValue;
  if (!e && !(flags == cudaStreamSetCaptureDependencies
                  ? deps_set(s, dependencies, numDependencies)
                  : deps_add(s, dependencies, numDependencies)))
    e = cudaErrorMemoryAllocation;
  pthread_mutex_unlock(&smu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaStreamUpdateCaptureDependencies_v2(
    cudaStream_t hs, cudaGraphNode_t *dependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    unsigned int flags) {
  if (!default_edges(dependencyData, numDependencies))
    return rt_error(cudaErrorInvalidValue);
  return cudaStreamUpdateCaptureDependencies(hs, dependencies,
                                             numDependencies, flags);
}

RT_EXPORT cudaError_t
cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode) {
  if (!mode) /* CUDA does not check the value (measured on an H100) */
    return rt_error(cudaErrorInvalidValue);
  enum cudaStreamCaptureMode old = thread_mode;
  thread_mode = *mode;
  *mode = old;
  return cudaSuccess;
}

cudaError_t rt_capture_unsafe_call(void) {
  if (!atomic_load(&ncaptures) || thread_mode == cudaStreamCaptureModeRelaxed)
    return cudaSuccess;
  bool hit = false;
  pthread_mutex_lock(&smu);
  for (rt_capture *c = captures; c; c = c->next) {
    bool mine = pthread_equal(c->thread, pthread_self());
    if ((mine && c->mode != cudaStreamCaptureModeRelaxed) ||
        (thread_mode == cudaStreamCaptureModeGlobal &&
         c->mode == cudaStreamCaptureModeGlobal)) {
      c->invalidated = true;
      hit = true;
    }
  }
  pthread_mutex_unlock(&smu);
  return hit ? cudaErrorStreamCaptureUnsupported : cudaSuccess;
}

cudaError_t rt_capture_device_sync(void) {
  if (!atomic_load(&ncaptures))
    return cudaSuccess;
  int dev = rt_device_current();
  bool hit = false;
  pthread_mutex_lock(&smu);
  for (rt_capture *c = captures; c; c = c->next)
    if (c->device == dev || dev < 0 || dev >= RT_MAX_DEVICES) {
      c->invalidated = true;
      hit = true;
    }
  pthread_mutex_unlock(&smu);
  return hit ? cudaErrorStreamCaptureUnsupported : cudaSuccess;
}

bool rt_stream_capturing(cudaStream_t hs) {
  if (!atomic_load(&ncaptures))
    return false;
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  bool r = s && s->cap;
  pthread_mutex_unlock(&smu);
  return r;
}
