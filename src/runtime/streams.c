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
 * Stream capture (the second part of this file): while a stream is being
 * captured its work becomes nodes of a graph instead of commands; each
 * capturing stream keeps the set of nodes its next node depends on. An
 * event recorded in a capturing stream remembers that set; a stream that
 * waits for such an event joins the capture (a fork), and the origin
 * stream waiting for an event of a forked stream joins it back. */
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "internal.h"

enum stream_kind { S_USER, S_LEGACY, S_PER_THREAD };

struct CUstream_st {
  enum stream_kind kind;
  unsigned flags;
  int priority;
  int device;
  rt_cmd *last; /* under smu */
  struct CUstream_st *next_blocking;
  struct rt_capture *cap;  /* the capture it takes part in; under smu */
  cudaGraphNode_t *cdeps;  /* what its next captured node depends on */
  size_t ncdeps, capcdeps;
};

struct CUevent_st {
  unsigned flags;
  int device; /* current when it was created */
  rt_cmd *marker; /* the last record; under smu */
  unsigned long long cap_id; /* recorded in this capture (0: none) */
  cudaGraphNode_t *cdeps;    /* the capturing stream's dependencies then */
  size_t ncdeps;
};

typedef struct rt_capture {
  cudaGraph_t graph;
  unsigned long long id;
  enum cudaStreamCaptureMode mode;
  pthread_t thread; /* the thread that began it */
  bool invalidated;
  int device;
  struct CUstream_st *origin;
  struct CUstream_st **streams; /* every stream taking part */
  size_t nstreams, capstreams;
  struct rt_capture *next;
} rt_capture;

static rt_capture *captures; /* under smu */
static _Atomic int ncaptures; /* how many are under way: a fast check */
static rt_capture *capture_by_id_locked(unsigned long long id);
static bool capture_wait_locked(struct CUstream_st *s, cudaEvent_t e,
                                unsigned flags, cudaError_t *err);
static bool capture_record_locked(struct CUstream_st *s, cudaEvent_t e,
                                  cudaError_t *err);
static void capture_detach_locked(struct CUstream_st *s);
static bool capturing_locked(struct CUstream_st *s, cudaError_t *err);
static cudaError_t capture_cmd_locked(struct CUstream_st *s, rt_cmd *c);

static pthread_mutex_t smu = PTHREAD_MUTEX_INITIALIZER;
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
      free(set->s[d]);
    }
  pthread_mutex_unlock(&smu);
  free(set);
}

static void ptds_key_init(void) { pthread_key_create(&ptds_key, ptds_free); }

/* Under smu: the stream object s stands for, NULL if s is no stream. */
static struct CUstream_st *resolve_locked(cudaStream_t s) {
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
  s->priority = priority > 0 ? 0 : priority < -5 ? -5 : priority;
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
  return cudaStreamCreateWithPriority(p, flags, 0);
}

RT_EXPORT cudaError_t cudaStreamCreate(cudaStream_t *p) {
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
    *priority = s->priority;
  pthread_mutex_unlock(&smu);
  return s ? cudaSuccess : rt_error(cudaErrorInvalidResourceHandle);
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
  free(s);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamSynchronize(cudaStream_t s) {
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

typedef struct host_call {
  cudaHostFn_t fn;
  cudaStreamCallback_t cb;
  cudaStream_t stream;
  void *user;
} host_call;

static void run_host_call(void *arg) {
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
  if (!fn)
    return rt_error(cudaErrorInvalidValue);
  host_call h = {fn, NULL, s, userData};
  return host_call_enqueue(s, &h);
}

RT_EXPORT cudaError_t cudaStreamAddCallback(cudaStream_t s,
                                            cudaStreamCallback_t cb,
                                            void *userData, unsigned int flags) {
  if (!cb || flags)
    return rt_error(cudaErrorInvalidValue);
  host_call h = {NULL, cb, s, userData};
  return host_call_enqueue(s, &h);
}

/* ---- events ---- */

RT_EXPORT cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e,
                                               unsigned int flags) {
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
  return cudaEventCreateWithFlags(e, cudaEventDefault);
}

RT_EXPORT cudaError_t cudaEventRecordWithFlags(cudaEvent_t e, cudaStream_t hs,
                                               unsigned int flags) {
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

/* ---- stream capture ---- */

static _Thread_local enum cudaStreamCaptureMode thread_mode; /* Global */
static unsigned long long next_capture_id = 1;              /* under smu */

static rt_capture *capture_by_id_locked(unsigned long long id) {
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
static bool capturing_locked(struct CUstream_st *s, cudaError_t *err) {
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

/* A stream that goes away in the middle of a capture invalidates it. */
static void capture_detach_locked(struct CUstream_st *s) {
  rt_capture *c = s->cap;
  if (!c)
    return;
  c->invalidated = true;
  capture_leave_locked(s);
  if (!c->nstreams) {
    rt_graph_free(c->graph);
    capture_free_locked(c);
  }
}

/* Under smu: the node for command c (a kernel or a host function). */
static cudaError_t capture_cmd_locked(struct CUstream_st *s, rt_cmd *c) {
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
static bool capture_record_locked(struct CUstream_st *s, cudaEvent_t e,
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
static bool capture_wait_locked(struct CUstream_st *s, cudaEvent_t e,
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

static bool capture_joined(rt_capture *c) {
  cudaGraph_t g = c->graph;
  for (size_t i = 0; i < g->n; i++)
    g->nodes[i]->first = NULL;
  if (c->origin)
    for (size_t i = 0; i < c->origin->ncdeps; i++)
      mark_ancestors(c->origin->cdeps[i]);
  bool ok = true;
  for (size_t i = 0; i < c->nstreams; i++)
    for (size_t j = 0; j < c->streams[i]->ncdeps; j++)
      ok = ok && c->streams[i]->cdeps[j]->first;
  for (size_t i = 0; i < g->n; i++)
    g->nodes[i]->first = NULL;
  return ok;
}

RT_EXPORT cudaError_t cudaStreamBeginCapture(cudaStream_t hs,
                                             enum cudaStreamCaptureMode mode) {
  rt_init();
  if ((unsigned)mode > cudaStreamCaptureModeRelaxed)
    return rt_error(cudaErrorInvalidValue);
  rt_capture *c = calloc(1, sizeof *c);
  cudaGraph_t g = rt_graph_new();
  if (!c || !g) {
    free(c);
    rt_graph_free(g);
    return rt_error(cudaErrorMemoryAllocation);
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
    c->id = next_capture_id++;
    c->mode = mode;
    c->thread = pthread_self();
    c->device = s->device;
    c->origin = s;
    if (!capture_join_locked(c, s))
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
    rt_graph_free(g);
    return rt_error(e);
  }
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamEndCapture(cudaStream_t hs,
                                           cudaGraph_t *pGraph) {
  if (!pGraph)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&smu);
  struct CUstream_st *s = resolve_locked(hs);
  rt_capture *c = s ? s->cap : NULL;
  cudaError_t e = cudaSuccess;
  if (!s)
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
    else if (!capture_joined(c))
      e = cudaErrorStreamCaptureUnjoined;
    while (c->nstreams)
      capture_leave_locked(c->streams[0]);
    g = c->graph;
    capture_free_locked(c);
  }
  pthread_mutex_unlock(&smu);
  if (e)
    rt_graph_free(g);
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
