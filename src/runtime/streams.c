/* Streams and events. For now every stream feeds the engine's one in-order
 * queue: work of one stream stays in order, and work of different streams is
 * ordered too (stronger than CUDA requires; concurrent streams are issue 4).
 * Events are host commands that take a timestamp when the queue reaches
 * them; synchronizing waits for the queue. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

#define STREAM_MAGIC 0x5354524du /* "STRM" */
#define EVENT_MAGIC 0x45564e54u  /* "EVNT" */

struct CUstream_st {
  unsigned magic;
  unsigned flags;
  int priority;
};

enum { EV_NEVER = 0, EV_PENDING = 1, EV_DONE = 2 };

struct CUevent_st {
  unsigned magic;
  unsigned flags;
  _Atomic int state;
  double ms; /* CLOCK_MONOTONIC, in milliseconds */
};

static int valid_stream(cudaStream_t s) {
  return !s || s == cudaStreamLegacy || s == cudaStreamPerThread ||
         s->magic == STREAM_MAGIC;
}

static int valid_event(cudaEvent_t e) { return e && e->magic == EVENT_MAGIC; }

RT_EXPORT cudaError_t cudaStreamCreateWithPriority(cudaStream_t *p,
                                                   unsigned int flags,
                                                   int priority) {
  rt_init();
  if (!p || flags > cudaStreamNonBlocking)
    return rt_error(cudaErrorInvalidValue);
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  struct CUstream_st *s = malloc(sizeof *s);
  if (!s)
    return rt_error(cudaErrorMemoryAllocation);
  /* priorities are clamped into [-5, 0] as CUDA does */
  *s = (struct CUstream_st){STREAM_MAGIC, flags,
                            priority > 0 ? 0 : priority < -5 ? -5 : priority};
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

RT_EXPORT cudaError_t cudaStreamGetFlags(cudaStream_t s, unsigned int *flags) {
  if (!flags || !valid_stream(s))
    return rt_error(flags ? cudaErrorInvalidResourceHandle
                          : cudaErrorInvalidValue);
  *flags = s && s->magic == STREAM_MAGIC ? s->flags : 0;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamGetPriority(cudaStream_t s, int *priority) {
  if (!priority || !valid_stream(s))
    return rt_error(priority ? cudaErrorInvalidResourceHandle
                             : cudaErrorInvalidValue);
  *priority = s && s->magic == STREAM_MAGIC ? s->priority : 0;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamDestroy(cudaStream_t s) {
  if (!s || s == cudaStreamLegacy || s == cudaStreamPerThread ||
      s->magic != STREAM_MAGIC)
    return rt_error(cudaErrorInvalidResourceHandle);
  /* work already queued still runs; the handle goes away */
  s->magic = 0;
  rt_engine_sync();
  free(s);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamSynchronize(cudaStream_t s) {
  if (!valid_stream(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  return cudaDeviceSynchronize();
}

RT_EXPORT cudaError_t cudaStreamQuery(cudaStream_t s) {
  rt_init();
  if (!valid_stream(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  return rt_engine_idle() ? cudaSuccess : cudaErrorNotReady;
}

RT_EXPORT cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e,
                                          unsigned int flags) {
  if (!valid_stream(s) || !valid_event(e))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (flags > 1)
    return rt_error(cudaErrorInvalidValue);
  return cudaSuccess; /* the single queue already orders everything */
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

RT_EXPORT cudaError_t cudaLaunchHostFunc(cudaStream_t s, cudaHostFn_t fn,
                                         void *userData) {
  rt_init();
  if (!fn)
    return rt_error(cudaErrorInvalidValue);
  if (!valid_stream(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  host_call h = {fn, NULL, s, userData};
  rt_engine_submit_host(run_host_call, &h, sizeof h);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaStreamAddCallback(cudaStream_t s,
                                            cudaStreamCallback_t cb,
                                            void *userData, unsigned int flags) {
  rt_init();
  if (!cb || flags)
    return rt_error(cudaErrorInvalidValue);
  if (!valid_stream(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  host_call h = {NULL, cb, s, userData};
  rt_engine_submit_host(run_host_call, &h, sizeof h);
  return cudaSuccess;
}

/* ---- events ---- */

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

RT_EXPORT cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e,
                                               unsigned int flags) {
  rt_init();
  if (!e || (flags & ~(unsigned)(cudaEventBlockingSync | cudaEventDisableTiming |
                                  cudaEventInterprocess)))
    return rt_error(cudaErrorInvalidValue);
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  struct CUevent_st *ev = malloc(sizeof *ev);
  if (!ev)
    return rt_error(cudaErrorMemoryAllocation);
  ev->magic = EVENT_MAGIC;
  ev->flags = flags;
  atomic_init(&ev->state, EV_NEVER);
  ev->ms = 0;
  *e = ev;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaEventCreate(cudaEvent_t *e) {
  return cudaEventCreateWithFlags(e, cudaEventDefault);
}

static void mark_event(void *arg) {
  struct CUevent_st *ev = *(struct CUevent_st **)arg;
  ev->ms = now_ms();
  atomic_store(&ev->state, EV_DONE);
}

RT_EXPORT cudaError_t cudaEventRecordWithFlags(cudaEvent_t e, cudaStream_t s,
                                               unsigned int flags) {
  rt_init();
  if (!valid_event(e) || !valid_stream(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (flags > 1)
    return rt_error(cudaErrorInvalidValue);
  atomic_store(&e->state, EV_PENDING);
  rt_engine_submit_host(mark_event, &e, sizeof e);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s) {
  return cudaEventRecordWithFlags(e, s, 0);
}

RT_EXPORT cudaError_t cudaEventQuery(cudaEvent_t e) {
  if (!valid_event(e))
    return rt_error(cudaErrorInvalidResourceHandle);
  return atomic_load(&e->state) == EV_PENDING ? cudaErrorNotReady
                                              : cudaSuccess;
}

RT_EXPORT cudaError_t cudaEventSynchronize(cudaEvent_t e) {
  if (!valid_event(e))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (atomic_load(&e->state) == EV_PENDING)
    return cudaDeviceSynchronize();
  rt_printf_flush();
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                           cudaEvent_t end) {
  if (!ms)
    return rt_error(cudaErrorInvalidValue);
  if (!valid_event(start) || !valid_event(end))
    return rt_error(cudaErrorInvalidResourceHandle);
  if ((start->flags | end->flags) & cudaEventDisableTiming)
    return rt_error(cudaErrorInvalidResourceHandle);
  int a = atomic_load(&start->state), b = atomic_load(&end->state);
  if (a == EV_NEVER || b == EV_NEVER)
    return rt_error(cudaErrorInvalidResourceHandle);
  if (a != EV_DONE || b != EV_DONE)
    return cudaErrorNotReady;
  *ms = (float)(end->ms - start->ms);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaEventDestroy(cudaEvent_t e) {
  if (!valid_event(e))
    return rt_error(cudaErrorInvalidResourceHandle);
  if (atomic_load(&e->state) == EV_PENDING)
    rt_engine_sync(); /* its marker still refers to it */
  e->magic = 0;
  free(e);
  return cudaSuccess;
}

/* ---- the stream interface of internal.h ---- */

cudaError_t rt_stream_check(cudaStream_t s) {
  return valid_stream(s) ? cudaSuccess : cudaErrorInvalidResourceHandle;
}

cudaError_t rt_stream_enqueue(cudaStream_t s, void (*fn)(void *),
                              const void *payload, size_t size) {
  rt_init();
  if (!valid_stream(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  rt_engine_submit_host(fn, payload, size);
  return cudaSuccess;
}

cudaError_t rt_stream_wait(cudaStream_t s) {
  rt_init();
  if (!valid_stream(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  rt_engine_sync();
  return rt_sticky();
}
