/* Progress between blocks. On a GPU every resident block runs, so a block
 * may spin on a flag that another block of the same grid sets (a chain of
 * blocks, a hand-made grid barrier, a persistent kernel's work queue), up to
 * the number of blocks the device holds at once (occupancy x SMs). The
 * engine runs as many blocks at once as it has threads, so such a kernel
 * would hang whenever it has more blocks than workers.
 *
 * A monitor thread looks at the running kernels every TICK_MS. A kernel is
 * stalled when blocks of it are still to start but for STALL_MS no block has
 * finished and none has started; then extra threads (kept parked between
 * uses) take its remaining blocks, 1, then 2, 4, ... more at each further
 * stall, until as many blocks run at once as the device reports co-resident
 * for the launch (rt_occupancy x rt_sm_count); the extra threads park again
 * when the kernel has no block left to start. A kernel whose blocks merely
 * run long gets a few threads too many for a while, which costs time
 * slices, not results. Grids of at most the co-resident maximum are handed
 * out one block at a time (engine.c), so a block never waits behind another
 * one that the same thread was to run after it. */
#include <time.h>

#include "internal.h"
#include "progress.h"

#define TICK_MS 20
#define STALL_MS 100
#define MAX_WATCH 16

static unsigned sm_count = 1;

unsigned rt_progress_coresident_max(void) {
  return 32u * sm_count; /* BLOCKS_PER_SM x SMs: the most any launch gets */
}

/* ---- extra threads ---- */

static pthread_mutex_t pmu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t pcv = PTHREAD_COND_INITIALIZER;
static rt_cmd *job;       /* the kernel the extra threads help (a reference) */
static unsigned job_want; /* threads still to join it */
static unsigned idle_threads;

static void *extra_thread(void *arg) {
  (void)arg;
  pthread_mutex_lock(&pmu);
  for (;;) {
    while (!job || !job_want) {
      idle_threads++;
      pthread_cond_wait(&pcv, &pmu);
      idle_threads--;
    }
    rt_cmd *c = job;
    job_want--;
    rt_cmd_retain(c);
    pthread_mutex_unlock(&pmu);
    rt_engine_run_blocks(c);
    rt_cmd_release(c);
    pthread_mutex_lock(&pmu);
  }
  return NULL;
}

/* n more threads join c's remaining blocks. */
static void boost(rt_cmd *c, unsigned n) {
  pthread_mutex_lock(&pmu);
  if (job != c) {
    if (job)
      rt_cmd_release(job);
    rt_cmd_retain(c);
    job = c;
    job_want = 0;
  }
  job_want += n;
  unsigned create = job_want > idle_threads ? job_want - idle_threads : 0;
  pthread_cond_broadcast(&pcv);
  pthread_mutex_unlock(&pmu);
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 8u << 20);
  for (unsigned i = 0; i < create; i++) {
    pthread_t t;
    if (pthread_create(&t, &at, extra_thread, NULL) == 0)
      pthread_detach(t);
  }
  pthread_attr_destroy(&at);
}

/* Drops the job once it has no block left to start. */
static void retire_job(void) {
  pthread_mutex_lock(&pmu);
  if (job && !rt_engine_blocks_left(job)) {
    rt_cmd_release(job);
    job = NULL;
    job_want = 0;
  }
  pthread_mutex_unlock(&pmu);
}

/* ---- the monitor ---- */

typedef struct watch {
  rt_cmd *c; /* a reference */
  uint64_t next, done;
  double since; /* when next/done last changed, ms */
  unsigned given; /* extra threads given so far */
} watch;

static watch w[MAX_WATCH];
static unsigned nw;

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Blocks of c that the device runs at once. */
static unsigned coresident(const rt_cmd *c) {
  int per = rt_occupancy(c->k, (int)(c->block.x * c->block.y * c->block.z),
                         c->dyn_smem);
  return per > 0 ? (unsigned)per * sm_count : 1;
}

typedef struct seen {
  rt_cmd *c; /* a reference */
  uint64_t next, done;
  int workers;
} seen;

typedef struct snapshot {
  seen s[MAX_WATCH];
  unsigned n;
} snapshot;

/* Called for each running kernel by engine.c under its lock: only notes it. */
static void note(rt_cmd *c, uint64_t next, uint64_t done, int workers,
                 void *arg) {
  snapshot *sn = arg;
  if (sn->n == MAX_WATCH)
    return;
  rt_cmd_retain(c);
  sn->s[sn->n++] = (seen){c, next, done, workers};
}

/* Decides about one running kernel. */
static void look(const seen *s, double now) {
  rt_cmd *c = s->c;
  watch *x = NULL;
  for (unsigned i = 0; i < nw; i++)
    if (w[i].c == c)
      x = &w[i];
  if (!x) {
    if (nw == MAX_WATCH)
      return;
    x = &w[nw++];
    rt_cmd_retain(c);
    *x = (watch){c, s->next, s->done, now, 0};
    return;
  }
  if (x->next != s->next || x->done != s->done) {
    x->next = s->next;
    x->done = s->done;
    x->since = now;
    return;
  }
  if (now - x->since < STALL_MS || s->next >= c->nblocks)
    return;
  unsigned limit = coresident(c);
  unsigned running = (unsigned)s->workers;
  if (running >= limit)
    return;
  unsigned n = x->given ? x->given : 1;
  if (n > limit - running)
    n = limit - running;
  x->given += n;
  x->since = now; /* give the new threads time */
  boost(c, n);
}

static void *monitor(void *arg) {
  (void)arg;
  for (;;) {
    struct timespec d = {0, TICK_MS * 1000000L};
    nanosleep(&d, NULL);
    double now = now_ms();
    /* forget the kernels that have no block left to start */
    for (unsigned i = 0; i < nw;) {
      if (!rt_engine_blocks_left(w[i].c)) {
        rt_cmd_release(w[i].c);
        w[i] = w[--nw];
      } else {
        i++;
      }
    }
    retire_job();
    snapshot sn;
    sn.n = 0;
    rt_engine_each_running(note, &sn);
    for (unsigned i = 0; i < sn.n; i++) {
      look(&sn.s[i], now);
      rt_cmd_release(sn.s[i].c);
    }
  }
  return NULL;
}

void rt_progress_start(void) {
  int n = rt_sm_count();
  sm_count = n > 0 ? (unsigned)n : 1;
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 256u << 10);
  pthread_t t;
  if (pthread_create(&t, &at, monitor, NULL) == 0)
    pthread_detach(t);
  pthread_attr_destroy(&at);
}
