/* Streams and events over the engine's command graph. A stream remembers
 * its last command; a new command waits for it, so each stream runs in
 * order and different streams run concurrently. The default-stream rules
 * of the programming guide: a command in the legacy default stream also
 * waits for the last command of every blocking stream of its device, and a
 * command in a blocking stream waits for the legacy stream's last command;
 * non-blocking streams take no part. The per-thread default stream
 * (cudaStreamPerThread, or stream 0 under --default-stream per-thread) is
 * a blocking stream of each host thread. An event record is a marker
 * command that timestamps when the stream reaches it; waiting on an event
 * makes a stream's next command wait for that marker. Handles are checked
 * against the set of live ones, so a destroyed handle is an error, not a
 * use after free.
 * Stream capture is in capture.c (shared objects: stream_internal.h). */
#include <stdlib.h>
#include <string.h>

#include "../profiler/prof.h"
#include "stream_internal.h"

pthread_mutex_t smu = PTHREAD_MUTEX_INITIALIZER;
rt_capture *captures;   /* under smu */
_Atomic int ncaptures; /* how many are under way: a fast check */
static struct CUstream_st legacy[RT_MAX_DEVICES];
static struct CUstream_st *blocking[RT_MAX_DEVICES]; /* lists */
_Thread_local int rt_ptds_depth;

/* ---- the set of live handles (streams and events), under smu ---- */

static const void **live;
static size_t live_cap, live_n;

static size_t slot_of(const void *p) {
  uintptr_t h = (uintptr_t)p;
  h ^= h >> 17;
  h *= 0x9E3779B97F4A7C15ull;
  return (size_t)(h >> 20) & (live_cap - 1);
}

static bool live_has(const void *p) {
  if (!p || !live_cap)
    return false;
  for (size_t i = slot_of(p);; i = (i + 1) & (live_cap - 1)) {
    if (live[i] == p)
      return true;
    if (!live[i])
      return false;
  }
}

static void live_put(const void **tab, size_t cap, const void *p) {
  size_t save = live_cap;
  live_cap = cap; /* slot_of reads it */
  size_t i = slot_of(p);
  while (tab[i])
    i = (i + 1) & (cap - 1);
  tab[i] = p;
  live_cap = save;
}

static bool live_add(const void *p) {
  if ((live_n + 1) * 2 > live_cap) {
    size_t cap = live_cap ? live_cap * 2 : 64;
    const void **n = calloc(cap, sizeof *n);
    if (!n)
      return false;
    for (size_t i = 0; i < live_cap; i++)
      if (live[i])
        live_put(n, cap, live[i]);
    free(live);
    live = n;
    live_cap = cap;
  }
  live_put(live, live_cap, p);
  live_n++;
  return true;
}

static void live_remove(const void *p) {
  size_t i = slot_of(p);
  while (live[i] != p)
    i = (i + 1) & (live_cap - 1);
  live[i] = NULL;
  live_n--;
  /* re-insert the rest of the cluster (linear probing) */
  for (size_t j = (i + 1) & (live_cap - 1); live[j];
       j = (j + 1) & (live_cap - 1)) {
    const void *q = live[j];
    live[j] = NULL;
    live_put(live, live_cap, q);
  }
}

/* ---- stream resolution ---- */

typedef struct ptds_set {
  struct CUstream_st *s[RT_MAX_DEVICES];
} ptds_set;
static _Thread_local ptds_set *ptds;
static pthread_key_t ptds_key;
static pthread_once_t ptds_once = PTHREAD_ONCE_INIT;

static void unlink_blocking(struct CUstream_st *s) {
  struct CUstream_st **pp = &blocking[s->device];
  while (*pp && *pp != s)
    pp = &(*pp)->next_blocking;
  if (*pp)
    *pp = s->next_blocking;
}

/* A host thread ends: its per-thread streams go (their work still runs). */
static void ptds_free(void *arg) {
  ptds_set *set = arg;
  pthread_mutex_lock(&smu);
  for (int d = 0; d < RT_MAX_DEVICES; d++)
    if (set->s[d]) {
      capture_detach_locked(set->s[d]);
      unlink_blocking(set->s[d]);
      rt_cmd_release(set->s[d]->last);
      rt_prof_stream_gone(set->s[d]);
      free(set->s[d]);
    }
  pthread_mutex_unlock(&smu);
  free(set);
}

static void ptds_key_init(void) { pthread_key_create(&ptds_key, ptds_free); }

/* Under smu: the stream object s stands for, NULL if s is no stream. */
struct CUstream_st *resolve_locked(cudaStream_t s) {
  int dev = rt_device_current();
  if (dev < 0 || dev >= RT_MAX_DEVICES)
    dev = 0;
  if (s == cudaStreamLegacy || (!s && !rt_ptds_depth)) {
    legacy[dev].kind = S_LEGACY;
    legacy[dev].device = dev;
    return &legacy[dev];
  }
  if (!s || s == cudaStreamPerThread) {
    if (!ptds) {
      pthread_once(&ptds_once, ptds_key_init);
      ptds = calloc(1, sizeof *ptds);
      if (!ptds)
        return NULL;
      pthread_setspecific(ptds_key, ptds);
    }
    struct CUstream_st *p = ptds->s[dev];
    if (!p) {
      p = calloc(1, sizeof *p);
      if (!p)
        return NULL;
      p->kind = S_PER_THREAD;
      p->device = dev;
      p->next_blocking = blocking[dev];
      blocking[dev] = p;
      ptds->s[dev] = p;
    }
    return p;
  }
  return live_has(s) ? s : NULL;
}

/* Under smu: c joins stream s (after what the stream rules say). */
static void enqueue_locked(struct CUstream_st *s, rt_cmd *c) {
  if (c->prof || RT_PROF_ON())
    rt_prof_enqueue(c, s, (int)s->kind, s->device);
  rt_cmd_after(c, s->last);
  if (s->kind == S_LEGACY) {
    for (struct CUstream_st *b = blocking[s->device]; b; b = b->next_blocking)
      rt_cmd_after(c, b->last);
  } else if (!(s->flags & cudaStreamNonBlocking)) {
    rt_cmd_after(c, legacy[s->device].last);
  }
  rt_cmd_retain(c);
  rt_cmd_release(s->last);
  s->last = c;
}

/* Queues c (the caller's reference is taken over). */
static cudaError_t enqueue(cudaStream_t hs, rt_cmd *c) {
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  cudaError_t ce = cudaSuccess;
  bool captured = s && atomic_load(&ncaptures) && capturing_locked(s, &ce);
  if (captured && !ce)
    ce = capture_cmd_locked(s, c);
  else if (s && !captured)
    enqueue_locked(s, c);
  pthread_mutex_unlock(&smu);
  if (!s || captured) {
    rt_cmd_release(c);
    return s ? rt_error(ce) : rt_error(cudaErrorInvalidResourceHandle);
  }
  rt_cmd_submit(c);
  rt_cmd_release(c);
  return cudaSuccess;
}

static bool valid_stream(cudaStream_t s) {
  pthread_mutex_lock(&smu);
  bool ok = resolve_locked(s) != NULL;
  pthread_mutex_unlock(&smu);
  return ok;
}

/* ---- the stream interface of internal.h ---- */

const void *rt_stream_key(cudaStream_t hs, int *kind, int *device) {
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  if (s) {
    *kind = (int)s->kind;
    *device = s->device;
  }
  pthread_mutex_unlock(&smu);
  return s;
}

cudaError_t rt_stream_check(cudaStream_t s) {
  return valid_stream(s) ? cudaSuccess : cudaErrorInvalidResourceHandle;
}

/* A kernel launch into a stream of another device fails (guide 3.2.6.2). */
cudaError_t rt_stream_submit(cudaStream_t hs, rt_cmd *c) {
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  bool foreign = s && s->device != rt_device_current();
  pthread_mutex_unlock(&smu);
  if (foreign) {
    rt_cmd_release(c);
    return rt_error(cudaErrorInvalidResourceHandle);
  }
  return enqueue(hs, c);
}

typedef struct payload_ctx {
  int type;
  void (*fn)(void *);
  const void *payload;
  size_t size;
} payload_ctx;

static cudaError_t make_payload_node(cudaGraph_t g, const cudaGraphNode_t *deps,
                                     size_t ndeps, void *ctx,
                                     cudaGraphNode_t *out) {
  payload_ctx *p = ctx;
  int type = p->type == cudaGraphNodeTypeMemcpy ||
                     p->type == cudaGraphNodeTypeMemset
                 ? p->type
                 : RT_NODE_WORK;
  cudaGraphNode_t n = rt_node_new(g, cudaGraphNodeTypeEmpty, deps, ndeps);
  if (!n)
    return cudaErrorMemoryAllocation;
  n->type = type;
  cudaError_t e = rt_node_from_payload(n, p->fn, p->payload, p->size);
  if (e) {
    cudaGraphDestroyNode(n);
    return e;
  }
  *out = n;
  return cudaSuccess;
}

cudaError_t rt_stream_enqueue_node(cudaStream_t s, int type,
                                   void (*fn)(void *), const void *payload,
                                   size_t size) {
  rt_init();
  if (atomic_load(&ncaptures)) {
    payload_ctx ctx = {type, fn, payload, size};
    bool captured;
    cudaError_t e = rt_stream_capture(s, make_payload_node, &ctx, &captured);
    if (e || captured)
      return rt_error(e);
  }
  rt_cmd *c = rt_cmd_new(RT_CMD_WORK, size);
  if (!c)
    return rt_error(cudaErrorMemoryAllocation);
  c->fn = fn;
  c->arg = rt_cmd_extra(c);
  memcpy(c->arg, payload, size);
  if (RT_PROF_ON()) {
    if (type == cudaGraphNodeTypeMemcpy)
      rt_prof_tag_copy(c, payload);
    else if (type == cudaGraphNodeTypeMemset)
      rt_prof_tag_fill(c, payload);
  }
  return enqueue(s, c);
}

cudaError_t rt_stream_enqueue(cudaStream_t s, void (*fn)(void *),
                              const void *payload, size_t size) {
  return rt_stream_enqueue_node(s, -1, fn, payload, size);
}

cudaError_t rt_stream_submit_span(cudaStream_t hs, rt_cmd *head,
                                  rt_cmd *tail) {
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  if (s) {
    enqueue_locked(s, head);
    rt_cmd_retain(tail);
    rt_cmd_release(s->last);
    s->last = tail;
  }
  pthread_mutex_unlock(&smu);
  if (!s)
    return cudaErrorInvalidResourceHandle;
  rt_cmd_submit(head);
  return cudaSuccess;
}

void rt_engine_submit_host(void (*fn)(void *), const void *payload,
                           size_t size) {
  if (rt_stream_enqueue(0, fn, payload, size)) { /* out of memory */
    rt_engine_sync();
    fn((void *)payload);
  }
}

/* The last command of s, retained (NULL if none); for the legacy stream a
 * fresh marker after everything it waits for. */
static cudaError_t stream_tail(cudaStream_t hs, rt_cmd **out) {
  *out = NULL;
  rt_init();
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  rt_cmd *m = NULL;
  if (s && s->kind == S_LEGACY) {
    m = rt_cmd_new(RT_CMD_MARK, 0);
    if (m)
      enqueue_locked(s, m);
  } else if (s && s->last) {
    rt_cmd_retain(s->last);
    *out = s->last;
  }
  pthread_mutex_unlock(&smu);
  if (!s)
    return cudaErrorInvalidResourceHandle;
  if (m) {
    rt_cmd_submit(m);
    *out = m;
  } else if (s->kind == S_LEGACY) { /* no memory for a marker */
    rt_engine_sync();
  }
  return cudaSuccess;
}

/* Waiting for a capturing stream (or for the legacy stream while a blocking
 * stream captures) is an error that invalidates the capture. */
static cudaError_t capture_sync_check(cudaStream_t hs) {
  if (!atomic_load(&ncaptures))
    return cudaSuccess;
  cudaError_t ce = cudaSuccess;
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  if (s && capturing_locked(s, &ce) && !ce) {
    s->cap->invalidated = true;
    ce = cudaErrorStreamCaptureUnsupported;
  }
  pthread_mutex_unlock(&smu);
  return ce;
}

cudaError_t rt_stream_wait(cudaStream_t s) {
  cudaError_t ce = capture_sync_check(s);
  if (ce)
    return rt_error(ce);
  rt_cmd *t;
  if (stream_tail(s, &t))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (t) {
    rt_cmd_wait(t);
    rt_cmd_release(t);
  }
  return rt_sticky();
}

/* ---- streams ---- */

RT_EXPORT cudaError_t cudaStreamCreateWithPriority(cudaStream_t *p,
                                                   unsigned int flags,
                                                   int priority) {
  RT_PROF_API();
  rt_init();
  if (!p || flags > cudaStreamNonBlocking)
    return rt_error(cudaErrorInvalidValue);
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  struct CUstream_st *s = calloc(1, sizeof *s);
  if (!s)
    return rt_error(cudaErrorMemoryAllocation);
  s->kind = S_USER;
  s->flags = flags;
  /* priorities are clamped into [-5, 0] as CUDA does */
  s->attrs.priority = priority > 0 ? 0 : priority < -5 ? -5 : priority;
  s->device = rt_device_current();
  if (s->device < 0 || s->device >= RT_MAX_DEVICES)
    s->device = 0;
  pthread_mutex_lock(&smu);
  bool ok = live_add(s);
  if (ok && !(flags & cudaStreamNonBlocking)) {
    s->next_blocking = blocking[s->device];
    blocking[s->device] = s;
  }
  pthread_mutex_unlock(&smu);
  if (!ok) {
    free(s);
    return rt_error(cudaErrorMemoryAllocation);
  }
  *p = s;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamCreateWithFlags(cudaStream_t *p,
                                                unsigned int flags) {
  RT_PROF_API();
  return cudaStreamCreateWithPriority(p, flags, 0);
}

RT_EXPORT cudaError_t cudaStreamCreate(cudaStream_t *p) {
  RT_PROF_API();
  return cudaStreamCreateWithPriority(p, cudaStreamDefault, 0);
}

RT_EXPORT cudaError_t cudaDeviceGetStreamPriorityRange(int *least,
                                                       int *greatest) {
  if (least)
    *least = 0;
  if (greatest)
    *greatest = -5;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamGetFlags(cudaStream_t hs, unsigned int *flags) {
  if (!flags)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  if (s)
    *flags = s->flags;
  pthread_mutex_unlock(&smu);
  return s ? cudaSuccess : rt_error(cudaErrorInvalidResourceHandle);
}

RT_EXPORT cudaError_t cudaStreamGetPriority(cudaStream_t hs, int *priority) {
  if (!priority)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  if (s)
    *priority = s->attrs.priority;
  pthread_mutex_unlock(&smu);
  return s ? cudaSuccess : rt_error(cudaErrorInvalidResourceHandle);
}

/* Launch attributes of a stream (attributes.c): kept, read back, copied */
RT_EXPORT cudaError_t cudaStreamSetAttribute(cudaStream_t hs,
                                             cudaLaunchAttributeID attr,
                                             const cudaLaunchAttributeValue *v) {
  rt_init();
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  cudaError_t e = s ? rt_attr_set(&s->attrs, false, attr, v)
                    : cudaErrorInvalidResourceHandle;
  pthread_mutex_unlock(&smu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaStreamGetAttribute(cudaStream_t hs,
                                             cudaLaunchAttributeID attr,
                                             cudaLaunchAttributeValue *v) {
  rt_init();
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  cudaError_t e = s ? rt_attr_get(&s->attrs, false, attr, v)
                    : cudaErrorInvalidResourceHandle;
  pthread_mutex_unlock(&smu);
  return rt_error(e);
}

RT_EXPORT cudaError_t cudaStreamCopyAttributes(cudaStream_t dst,
                                               cudaStream_t src) {
  rt_init();
  pthread_mutex_lock(&smu);
  struct CUstream_st *d = resolve_locked(dst), *s = resolve_locked(src);
  if (d && s)
    d->attrs = s->attrs;
  pthread_mutex_unlock(&smu);
  return rt_error(d && s ? cudaSuccess : cudaErrorInvalidResourceHandle);
}

RT_EXPORT cudaError_t cudaStreamGetDevice(cudaStream_t hs, int *device) {
  if (!device)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  if (s)
    *device = s->device;
  pthread_mutex_unlock(&smu);
  return s ? cudaSuccess : rt_error(cudaErrorInvalidResourceHandle);
}

/* Work already queued still runs; the handle goes away at once (CUDA
 * releases the stream's resources when its work is done). */
RT_EXPORT cudaError_t cudaStreamDestroy(cudaStream_t s) {
  RT_PROF_API();
  pthread_mutex_lock(&smu);
  bool ok = s && s != cudaStreamLegacy && s != cudaStreamPerThread &&
            live_has(s);
  if (ok) {
    capture_detach_locked(s);
    live_remove(s);
    unlink_blocking(s);
    rt_cmd_release(s->last);
  }
  pthread_mutex_unlock(&smu);
  if (!ok)
    return rt_error(cudaErrorInvalidResourceHandle);
  rt_prof_stream_gone(s);
  free(s);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamSynchronize(cudaStream_t s) {
  RT_PROF_API();
  cudaError_t e = rt_stream_wait(s);
  if (e == cudaErrorInvalidResourceHandle)
    return e;
  rt_printf_flush();
  return e ? rt_error(e) : cudaSuccess;
}

static bool stream_idle_locked(struct CUstream_st *s) {
  if (s->last && !rt_cmd_done(s->last))
    return false;
  if (s->kind == S_LEGACY)
    for (struct CUstream_st *b = blocking[s->device]; b; b = b->next_blocking)
      if (b->last && !rt_cmd_done(b->last))
        return false;
  return true;
}

RT_EXPORT cudaError_t cudaStreamQuery(cudaStream_t hs) {
  RT_PROF_API();
  rt_init();
  cudaError_t ce = capture_sync_check(hs);
  if (ce)
    return rt_error(ce);
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  bool idle = s && stream_idle_locked(s);
  pthread_mutex_unlock(&smu);
  if (!s)
    return rt_error(cudaErrorInvalidResourceHandle);
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  return idle ? cudaSuccess : cudaErrorNotReady;
}

RT_EXPORT cudaError_t cudaStreamWaitEvent(cudaStream_t hs, cudaEvent_t e,
                                          unsigned int flags) {
  RT_PROF_API();
  rt_init();
  if (flags > 1)
    return rt_error(cudaErrorInvalidValue);
  rt_cmd *m = rt_cmd_new(RT_CMD_MARK, 0);
  if (!m)
    return rt_error(cudaErrorMemoryAllocation);
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  bool ok = s && live_has(e);
  cudaError_t ce = cudaSuccess;
  bool captured = ok && atomic_load(&ncaptures) &&
                  capture_wait_locked(s, e, flags, &ce);
  if (ok && !captured) {
    rt_cmd_after(m, e->marker);
    if (RT_PROF_ON())
      rt_prof_tag_mark(m, RT_PROF_EVENT_WAIT, e->marker);
    enqueue_locked(s, m);
  }
  pthread_mutex_unlock(&smu);
  if (ok && !captured)
    rt_cmd_submit(m);
  rt_cmd_release(m);
  if (captured)
    return rt_error(ce);
  return ok ? cudaSuccess : rt_error(cudaErrorInvalidResourceHandle);
}

void run_host_call(void *arg) {
  host_call *h = arg;
  if (h->fn)
    h->fn(h->user);
  else
    h->cb(h->stream, rt_sticky(), h->user);
}

static cudaError_t host_call_enqueue(cudaStream_t s, const host_call *h) {
  rt_init();
  rt_cmd *c = rt_cmd_new(RT_CMD_CALLBACK, sizeof *h);
  if (!c)
    return rt_error(cudaErrorMemoryAllocation);
  c->fn = run_host_call;
  c->arg = rt_cmd_extra(c);
  memcpy(c->arg, h, sizeof *h);
  return enqueue(s, c);
}

RT_EXPORT cudaError_t cudaLaunchHostFunc(cudaStream_t s, cudaHostFn_t fn,
                                         void *userData) {
  RT_PROF_API();
  if (!fn)
    return rt_error(cudaErrorInvalidValue);
  host_call h = {fn, NULL, s, userData};
  return host_call_enqueue(s, &h);
}

RT_EXPORT cudaError_t cudaStreamAddCallback(cudaStream_t s,
                                            cudaStreamCallback_t cb,
                                            void *userData, unsigned int flags) {
  RT_PROF_API();
  if (!cb || flags)
    return rt_error(cudaErrorInvalidValue);
  host_call h = {NULL, cb, s, userData};
  return host_call_enqueue(s, &h);
}

/* ---- events ---- */

RT_EXPORT cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e,
                                               unsigned int flags) {
  RT_PROF_API();
  rt_init();
  if (!e || (flags & ~(unsigned)(cudaEventBlockingSync | cudaEventDisableTiming |
                                  cudaEventInterprocess)))
    return rt_error(cudaErrorInvalidValue);
  /* an interprocess event must disable timing, as in CUDA */
  if ((flags & cudaEventInterprocess) && !(flags & cudaEventDisableTiming))
    return rt_error(cudaErrorInvalidValue);
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  struct CUevent_st *ev = calloc(1, sizeof *ev);
  if (!ev)
    return rt_error(cudaErrorMemoryAllocation);
  ev->flags = flags;
  ev->device = rt_device_current();
  pthread_mutex_lock(&smu);
  bool ok = live_add(ev);
  pthread_mutex_unlock(&smu);
  if (!ok) {
    free(ev);
    return rt_error(cudaErrorMemoryAllocation);
  }
  *e = ev;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaEventCreate(cudaEvent_t *e) {
  RT_PROF_API();
  return cudaEventCreateWithFlags(e, cudaEventDefault);
}

RT_EXPORT cudaError_t cudaEventRecordWithFlags(cudaEvent_t e, cudaStream_t hs,
                                               unsigned int flags) {
  RT_PROF_API();
  rt_init();
  if (flags > 1)
    return rt_error(cudaErrorInvalidValue);
  rt_cmd *m = rt_cmd_new(RT_CMD_MARK, 0);
  if (!m)
    return rt_error(cudaErrorMemoryAllocation);
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  /* an event and the stream it is recorded in share a device (3.2.6.3) */
  bool ok = s && live_has(e) && e->device == s->device;
  cudaError_t ce = cudaSuccess;
  bool captured = ok && atomic_load(&ncaptures) &&
                  capture_record_locked(s, e, &ce);
  if (ok && !captured) {
    if (RT_PROF_ON())
      rt_prof_tag_mark(m, RT_PROF_EVENT_RECORD, NULL);
    enqueue_locked(s, m);
    rt_cmd_retain(m);
    rt_cmd_release(e->marker);
    e->marker = m;
    e->cap_id = 0;
  }
  pthread_mutex_unlock(&smu);
  if (ok && !captured)
    rt_cmd_submit(m);
  rt_cmd_release(m);
  if (captured)
    return rt_error(ce);
  return ok ? cudaSuccess : rt_error(cudaErrorInvalidResourceHandle);
}

RT_EXPORT cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s) {
  RT_PROF_API();
  return cudaEventRecordWithFlags(e, s, 0);
}

/* The event's marker, retained, or NULL (never recorded). *captured: the
 * error for an event last recorded in a capture: cudaErrorCapturedEvent
 * while the capture is under way (which invalidates it),
 * cudaErrorInvalidValue once it is invalidated or over (measured on an
 * H100). */
static bool event_marker_cap(cudaEvent_t e, rt_cmd **m, cudaError_t *captured) {
  pthread_mutex_lock(&smu);
  bool ok = live_has(e);
  *m = ok ? e->marker : NULL;
  if (*m)
    rt_cmd_retain(*m);
  *captured = cudaSuccess;
  if (ok && e->cap_id) {
    rt_capture *c = capture_by_id_locked(e->cap_id);
    *captured = c && !c->invalidated ? cudaErrorCapturedEvent
                                     : cudaErrorInvalidValue;
    if (c)
      c->invalidated = true;
  }
  pthread_mutex_unlock(&smu);
  return ok;
}


RT_EXPORT cudaError_t cudaEventQuery(cudaEvent_t e) {
  RT_PROF_API();
  rt_cmd *m;
  cudaError_t captured;
  if (!event_marker_cap(e, &m, &captured))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (captured) {
    rt_cmd_release(m);
    return rt_error(captured);
  }
  bool done = !m || rt_cmd_done(m);
  rt_cmd_release(m);
  return done ? cudaSuccess : cudaErrorNotReady;
}

RT_EXPORT cudaError_t cudaEventSynchronize(cudaEvent_t e) {
  RT_PROF_API();
  rt_cmd *m;
  cudaError_t captured;
  if (!event_marker_cap(e, &m, &captured))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (captured) {
    rt_cmd_release(m);
    return rt_error(captured);
  }
  if (m) {
    rt_cmd_wait(m);
    rt_cmd_release(m);
  }
  rt_printf_flush();
  cudaError_t st = rt_sticky();
  return st ? rt_error(st) : cudaSuccess;
}

RT_EXPORT cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                           cudaEvent_t end) {
  RT_PROF_API();
  if (!ms)
    return rt_error(cudaErrorInvalidValue);
  rt_cmd *a, *b;
  cudaError_t ca, cb;
  if (!event_marker_cap(start, &a, &ca))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (!event_marker_cap(end, &b, &cb)) {
    rt_cmd_release(a);
    return rt_error(cudaErrorInvalidResourceHandle);
  }
  cudaError_t r = cudaSuccess;
  if (ca || cb)
    r = cudaErrorInvalidValue;
  else if ((start->flags | end->flags) & cudaEventDisableTiming ||
           start->device != end->device)
    r = cudaErrorInvalidResourceHandle;
  else if (!a || !b)
    r = cudaErrorInvalidResourceHandle;
  else if (!rt_cmd_done(a) || !rt_cmd_done(b))
    r = cudaErrorNotReady;
  else
    *ms = (float)(b->t_done - a->t_done);
  rt_cmd_release(a);
  rt_cmd_release(b);
  return r == cudaSuccess || r == cudaErrorNotReady ? r : rt_error(r);
}

RT_EXPORT cudaError_t cudaEventDestroy(cudaEvent_t e) {
  RT_PROF_API();
  pthread_mutex_lock(&smu);
  bool ok = live_has(e);
  if (ok) {
    live_remove(e);
    rt_cmd_release(e->marker);
  }
  pthread_mutex_unlock(&smu);
  if (!ok)
    return rt_error(cudaErrorInvalidResourceHandle);
  free(e->cdeps);
  free(e);
  return cudaSuccess;
}
