/* The profiler's recording side: what the hooks of prof.h store. Records
 * live in chunks that never move (a command's record is filled in by the
 * engine's threads after it was made); each host thread fills chunks of its
 * own, so that making a record takes no lock (only a new chunk joins the
 * global list under one); report.c reads them at exit. Set up
 * by a constructor when CUCC_PROF names an output (docs/PROFILER.md), which
 * also installs the NVTX hook of include/nvToolsExt.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

#include "stream_internal.h"
#include "record.h"

_Atomic int rt_prof_active;
prof_state rt_prof;

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local int thread_idx; /* 1-based; 0: not yet known */
static _Thread_local int api_depth;
static _Thread_local uint64_t api_corr;
static _Thread_local prof_chunk *own; /* this thread's chunk being filled */

static uint64_t clock_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* The CPU's tick counter where it has one that runs at a constant rate
 * (x86-64's TSC, AArch64's virtual counter): a few ns to read where
 * clock_gettime may take 50. The report converts ticks to ns with the rate
 * measured over the whole run against CLOCK_MONOTONIC (rt_prof_ns). */
uint64_t rt_prof_now(void) {
#if defined(__x86_64__)
  return __builtin_ia32_rdtsc();
#elif defined(__aarch64__)
  uint64_t v;
  __asm__ volatile("isb; mrs %0, cntvct_el0" : "=r"(v));
  return v;
#else
  return clock_ns();
#endif
}

void rt_prof_calibrate(void) {
  rt_prof.tick1 = rt_prof_now();
  rt_prof.ns1 = clock_ns();
  double dt = (double)(rt_prof.tick1 - rt_prof.tick0);
  rt_prof.ns_per_tick =
      dt > 0 && rt_prof.ns1 > rt_prof.ns0 ? (double)(rt_prof.ns1 - rt_prof.ns0) / dt
                                          : 1.0;
}

/* A zeroed record of the log (NULL when out of memory). Its fields are
 * the caller's to fill; `filled` publishes it to the report. */
static prof_rec *new_rec(int type) {
  prof_chunk *c = own;
  if (!c || c->n == PROF_CHUNK) {
    c = calloc(1, sizeof *c);
    if (!c)
      return NULL;
    pthread_mutex_lock(&mu);
    c->next = rt_prof.first;
    rt_prof.first = c;
    pthread_mutex_unlock(&mu);
    own = c;
  }
  prof_rec *r = &c->rec[c->n];
  r->type = (uint8_t)type;
  r->seq = atomic_fetch_add_explicit(&rt_prof.nrec, 1, memory_order_relaxed);
  c->n++;
  atomic_store_explicit(&c->filled, c->n, memory_order_release);
  return r;
}

prof_chunk *rt_prof_chunks(void) {
  pthread_mutex_lock(&mu);
  prof_chunk *c = rt_prof.first;
  pthread_mutex_unlock(&mu);
  return c;
}

/* The calling host thread's index (its track), registered on first use. */
static int self_thread(void) {
  if (thread_idx)
    return thread_idx;
  pthread_mutex_lock(&mu);
  if (rt_prof.nthreads < PROF_MAX_THREADS) {
    thread_idx = ++rt_prof.nthreads;
    rt_prof.threads[thread_idx - 1].os_tid = (long)gettid();
  } else {
    thread_idx = PROF_MAX_THREADS; /* the rest share the last track */
  }
  pthread_mutex_unlock(&mu);
  return thread_idx;
}

/* ---- API calls ---- */

uint64_t rt_prof_api_enter(void) {
  if (api_depth)
    return 0;
  api_depth = 1;
  api_corr = atomic_fetch_add_explicit(&rt_prof.ncorr, 1,
                                       memory_order_relaxed) + 1;
  return rt_prof_now();
}

void rt_prof_api_leave(rt_prof_scope *s) {
  uint64_t t1 = rt_prof_now();
  api_depth = 0;
  prof_rec *r = new_rec(PR_API);
  if (r) {
    r->name = s->name;
    r->track = (uint32_t)self_thread();
    r->corr = api_corr;
    atomic_store(&r->t0, s->t0);
    atomic_store(&r->t1, t1);
  }
  api_corr = 0;
}

/* ---- stream commands ---- */

/* Where a copy's side lies: device memory (of which device), or host. */
static bool on_device(const void *p, int *dev) {
  rt_mem m;
  if (!rt_mem_lookup(p, &m) || m.kind == RT_MEM_HOST ||
      m.kind == RT_MEM_REGISTERED)
    return false;
  *dev = m.device;
  return true;
}

static int copy_kind(const rt_copy *cp) {
  int dd = 0, sd = 0;
  bool d = on_device(cp->dst, &dd), s = on_device(cp->src, &sd);
  if (d && s)
    return dd != sd ? PC_PEER : PC_DTOD;
  return d ? PC_HTOD : s ? PC_DTOH : PC_HTOH;
}

static prof_rec *activity(int type) {
  prof_rec *r = new_rec(type);
  if (r)
    r->corr = api_corr;
  return r;
}

static void fill_copy(prof_rec *r, const rt_copy *cp) {
  r->copy = (uint8_t)copy_kind(cp);
  r->bytes = (uint64_t)cp->width * cp->height * cp->depth;
}

void rt_prof_tag_copy(rt_cmd *c, const rt_copy *cp) {
  prof_rec *r = activity(PR_COPY);
  if (r)
    fill_copy(r, cp);
  c->prof = r;
}

void rt_prof_tag_fill(rt_cmd *c, const rt_fill *f) {
  prof_rec *r = activity(PR_FILL);
  if (r)
    r->bytes = (uint64_t)f->width * f->height * f->depth;
  c->prof = r;
}

void rt_prof_tag_mark(rt_cmd *c, enum rt_prof_mark kind, rt_cmd *waited) {
  prof_rec *r = activity(kind == RT_PROF_EVENT_RECORD ? PR_EVREC : PR_EVWAIT);
  if (r && waited)
    r->dep = waited->prof;
  c->prof = r;
}

/* The track of a stream object (under mu). */
static uint32_t stream_track_locked(const void *stream, int kind, int device) {
  for (int i = 0; i < rt_prof.nstreams; i++)
    if (rt_prof.streams[i].key == stream)
      return rt_prof.streams[i].id;
  if (rt_prof.nstreams == PROF_MAX_STREAMS)
    return rt_prof.streams[PROF_MAX_STREAMS - 1].id;
  prof_stream *s = &rt_prof.streams[rt_prof.nstreams++];
  s->key = stream;
  s->kind = kind;
  s->device = device;
  /* nsys's numbers: 7 for the legacy default stream, 13 on for others */
  s->id = kind == S_LEGACY ? 7u : (uint32_t)(13 + rt_prof.nnumbered++);
  if (kind == S_PER_THREAD)
    s->thread = thread_idx;
  return s->id;
}

/* The same, through a cache of the last stream this thread used (valid
 * while no stream was destroyed since). */
static _Thread_local const void *last_stream;
static _Thread_local uint32_t last_track;
static _Thread_local unsigned last_gen;
static _Atomic unsigned stream_gen;

void rt_prof_stream_gone(const void *stream) {
  if (!rt_prof.enabled)
    return;
  pthread_mutex_lock(&mu);
  for (int i = 0; i < rt_prof.nstreams; i++)
    if (rt_prof.streams[i].key == stream)
      rt_prof.streams[i].key = NULL; /* retired: its track stays */
  atomic_fetch_add(&stream_gen, 1);
  pthread_mutex_unlock(&mu);
}

static uint32_t stream_track(const void *stream, int kind, int device) {
  unsigned gen = atomic_load_explicit(&stream_gen, memory_order_acquire);
  if (stream == last_stream && gen == last_gen)
    return last_track;
  self_thread(); /* a per-thread stream names its thread */
  pthread_mutex_lock(&mu);
  uint32_t t = stream_track_locked(stream, kind, device);
  pthread_mutex_unlock(&mu);
  last_stream = stream;
  last_track = t;
  last_gen = gen;
  return t;
}

void rt_prof_enqueue(rt_cmd *c, const void *stream, int kind, int device) {
  prof_rec *r = c->prof;
  if (!r) {
    if (c->kind == RT_CMD_KERNEL) {
      r = activity(PR_KERNEL);
      if (r) {
        r->name = c->k->name;
        r->grid[0] = c->grid.x, r->grid[1] = c->grid.y, r->grid[2] = c->grid.z;
        r->block[0] = c->block.x, r->block[1] = c->block.y,
        r->block[2] = c->block.z;
      }
    } else if (c->kind == RT_CMD_CALLBACK) {
      r = activity(PR_HOSTFN);
    }
    c->prof = r;
    if (!r)
      return;
  }
  r->track = stream_track(stream, kind, device);
  r->device = (uint16_t)device;
}

void rt_prof_enqueue_all(rt_cmd **v, size_t n, cudaStream_t s) {
  int kind, dev;
  const void *key = rt_stream_key(s, &kind, &dev);
  for (size_t i = 0; key && i < n; i++)
    rt_prof_enqueue(v[i], key, kind, dev);
}

void rt_prof_cmd_start(rt_cmd *c) {
  prof_rec *r = c->prof;
  uint64_t zero = 0;
  atomic_compare_exchange_strong(&r->t0, &zero, rt_prof_now());
}

void rt_prof_cmd_finish(rt_cmd *c) {
  prof_rec *r = c->prof;
  uint64_t t = rt_prof_now(), zero = 0;
  atomic_compare_exchange_strong(&r->t0, &zero, t); /* markers */
  atomic_store(&r->t1, t);
}

void rt_prof_copy_inline(const rt_copy *cp, cudaStream_t s, uint64_t t0) {
  uint64_t t1 = rt_prof_now();
  int kind, dev;
  const void *key = rt_stream_key(s, &kind, &dev);
  prof_rec *r = activity(PR_COPY);
  if (!r || !key)
    return;
  fill_copy(r, cp);
  r->track = stream_track(key, kind, dev);
  r->device = (uint16_t)dev;
  atomic_store(&r->t0, t0);
  atomic_store(&r->t1, t1);
}

void rt_prof_capture(bool on) {
  if (rt_prof.enabled && rt_prof.api_range)
    atomic_store(&rt_prof_active, on);
}

/* ---- NVTX (include/nvToolsExt.h's hook) ---- */

typedef struct open_range {
  char *name;
  uint64_t t0;
} open_range;
static _Thread_local open_range *pushed;
static _Thread_local int npushed, cappushed;

/* The message of NVTX attributes, copied (NULL: none). */
static char *message(const nvtxEventAttributes_t *a) {
  if (!a)
    return NULL;
  switch (a->messageType) {
  case NVTX_MESSAGE_TYPE_ASCII:
  case NVTX_MESSAGE_TYPE_REGISTERED: /* a handle is its string (below) */
    return a->message.ascii ? strdup(a->message.ascii) : NULL;
  case NVTX_MESSAGE_TYPE_UNICODE: {
    if (!a->message.unicode)
      return NULL;
    size_t n = wcslen(a->message.unicode) * 4 + 1;
    char *s = malloc(n);
    if (s && snprintf(s, n, "%ls", a->message.unicode) < 0)
      s[0] = 0;
    return s;
  }
  default:
    return NULL;
  }
}

/* A range or mark on the NVTX track of the calling thread. */
static void nvtx_rec(int type, char *name, const char *domain, uint64_t t0,
                     int style) {
  prof_rec *r = RT_PROF_ON() ? new_rec(type) : NULL;
  if (!r) {
    free(name);
    return;
  }
  r->name = name ? name : "";
  r->domain = domain;
  r->track = (uint32_t)self_thread();
  r->copy = (uint8_t)style;
  atomic_store(&r->t0, t0);
  atomic_store(&r->t1, type == PR_NVTX_MARK ? t0 : rt_prof_now());
}

typedef struct started {
  uint64_t id, t0;
  char *name;
  const char *domain;
  struct started *next;
} started;
static started *ranges; /* nvtxRangeStart's, under mu */
static uint64_t next_range;

static int64_t nvtx_hook(int op, nvtxDomainHandle_t domain,
                         const nvtxEventAttributes_t *attr, uint64_t id) {
  const char *dom = (const char *)domain;
  switch (op) {
  case __CUCC_NVTX_MARK:
    nvtx_rec(PR_NVTX_MARK, message(attr), dom, rt_prof_now(), 0);
    return 0;
  case __CUCC_NVTX_RANGE_PUSH: {
    if (npushed == cappushed) {
      int cap = cappushed ? cappushed * 2 : 16;
      open_range *n = realloc(pushed, (size_t)cap * sizeof *n);
      if (!n)
        return NVTX_NO_PUSH_POP_TRACKING;
      pushed = n;
      cappushed = cap;
    }
    pushed[npushed] = (open_range){message(attr), rt_prof_now()};
    return npushed++;
  }
  case __CUCC_NVTX_RANGE_POP:
    if (!npushed)
      return -1;
    npushed--;
    nvtx_rec(PR_NVTX_RANGE, pushed[npushed].name, dom, pushed[npushed].t0,
             PS_PUSHPOP);
    return npushed;
  case __CUCC_NVTX_RANGE_START: {
    started *s = malloc(sizeof *s);
    if (!s)
      return 0;
    s->name = message(attr);
    s->domain = dom;
    s->t0 = rt_prof_now();
    pthread_mutex_lock(&mu);
    s->id = ++next_range;
    s->next = ranges;
    ranges = s;
    pthread_mutex_unlock(&mu);
    return (int64_t)s->id;
  }
  case __CUCC_NVTX_RANGE_END: {
    pthread_mutex_lock(&mu);
    started **pp = &ranges;
    while (*pp && (*pp)->id != id)
      pp = &(*pp)->next;
    started *s = *pp;
    if (s)
      *pp = s->next;
    pthread_mutex_unlock(&mu);
    if (s)
      nvtx_rec(PR_NVTX_RANGE, s->name, s->domain, s->t0, PS_STARTEND);
    free(s);
    return 0;
  }
  case __CUCC_NVTX_NAME_OS_THREAD: {
    char *name = message(attr);
    pthread_mutex_lock(&mu);
    for (int i = 0; i < rt_prof.nthreads; i++)
      if ((uint64_t)rt_prof.threads[i].os_tid == id && !rt_prof.threads[i].name) {
        rt_prof.threads[i].name = name;
        name = NULL;
      }
    if (name && rt_prof.nthreads < PROF_MAX_THREADS) { /* not seen yet */
      prof_thread *t = &rt_prof.threads[rt_prof.nthreads++];
      t->os_tid = (long)id;
      t->name = name;
      name = NULL;
    }
    pthread_mutex_unlock(&mu);
    free(name);
    return 0;
  }
  case __CUCC_NVTX_DOMAIN_CREATE:
  case __CUCC_NVTX_REGISTER_STRING: /* the handle is the string */
    return (int64_t)(intptr_t)message(attr);
  default:
    return 0;
  }
}

/* ---- set-up ---- */

__attribute__((constructor)) static void prof_setup(void) {
  const char *out = getenv("CUCC_PROF");
  if (!out || !*out)
    return;
  rt_prof.enabled = true;
  rt_prof.pid = getpid();
  rt_prof.ns0 = clock_ns();
  rt_prof.tick0 = rt_prof_now();
  snprintf(rt_prof.out, sizeof rt_prof.out, "%s", out);
  const char *cap = getenv("CUCC_PROF_CAPTURE");
  rt_prof.api_range = cap && !strcmp(cap, "cudaProfilerApi");
  __cucc_nvtx_hook = nvtx_hook;
  atexit(rt_prof_write);
  atomic_store(&rt_prof_active, !rt_prof.api_range);
}
