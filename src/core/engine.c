/* The execution engine: a persistent pool of worker threads (one per core,
 * CUCC_NUM_THREADS overrides) that executes a dependency graph of commands
 * (internal.h). Streams, events and graphs are built on it: a command runs
 * once its prerequisites have finished, and commands that are ready at the
 * same time run concurrently. A kernel is split into chunks of blocks handed
 * out dynamically; workers share the ready kernels round-robin and look
 * again whenever a new command becomes ready, so that a copy or a small
 * kernel of another stream need not wait for a big kernel to drain. User
 * host functions run on a callback thread of their own (they may block). A
 * thread that waits for a command helps execute kernels meanwhile. */
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../profiler/prof.h"
#include "fault.h"
#include "fiber.h"
#include "internal.h"
#include "progress.h"

#define SPIN_ITERS 4000 /* ~0.1-0.5 ms of polling before sleeping */

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv_work = PTHREAD_COND_INITIALIZER; /* ready_gen++ */
static pthread_cond_t cv_done = PTHREAD_COND_INITIALIZER; /* a finish */
static pthread_cond_t cv_cb = PTHREAD_COND_INITIALIZER;   /* callbacks */
static rt_cmd *ready_head, *ready_tail; /* commands with chunks to hand out */
static rt_cmd *cb_head, *cb_tail;       /* callbacks ready to run */
static _Atomic uint64_t ready_gen;      /* bumped when a command is ready */
static _Atomic uint64_t done_gen;       /* bumped when a command finishes */
static _Atomic uint64_t outstanding;    /* submitted, not finished */
static unsigned nthreads;
static pthread_once_t once = PTHREAD_ONCE_INIT;

typedef struct worker_mem {
  char *smem;
  size_t cap;
} worker_mem;
static _Thread_local worker_mem wmem;

static char *smem_buffer(size_t need) {
  if (need > wmem.cap) {
    free(wmem.smem);
    size_t cap = need < 64 * 1024 ? 64 * 1024 : need;
    wmem.smem = aligned_alloc(CUCC_SMEM_ALIGN,
                              (cap + CUCC_SMEM_ALIGN - 1) / CUCC_SMEM_ALIGN *
                                  CUCC_SMEM_ALIGN);
    wmem.cap = wmem.smem ? cap : 0;
  }
  return wmem.smem;
}

bool rt_engine_in_smem(const void *p) {
  return wmem.smem && (const char *)p >= wmem.smem &&
         (const char *)p < wmem.smem + wmem.cap;
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* ---- commands ---- */

static size_t extra_offset(void) { return (sizeof(rt_cmd) + 15) / 16 * 16; }

rt_cmd *rt_cmd_new(enum rt_cmd_kind kind, size_t extra) {
  size_t off = extra_offset();
  rt_cmd *c = aligned_alloc(16, (off + extra + 15) / 16 * 16);
  if (!c)
    return NULL;
  memset(c, 0, off);
  c->kind = kind;
  c->pending = 1;
  atomic_init(&c->refs, 1);
  atomic_init(&c->hold, 1);
  return c;
}

void *rt_cmd_extra(rt_cmd *c) { return (char *)c + extra_offset(); }

void rt_cmd_retain(rt_cmd *c) { atomic_fetch_add(&c->refs, 1); }

void rt_cmd_release(rt_cmd *c) {
  if (c && atomic_fetch_sub(&c->refs, 1) == 1) {
    if (c->dp)
      rt_device_launch_free(c->dp);
    free(c->succ);
    free(c);
  }
}

bool rt_cmd_done(const rt_cmd *c) {
  return atomic_load_explicit(&c->finished, memory_order_acquire);
}

void rt_cmd_after(rt_cmd *c, rt_cmd *pred) {
  if (!pred || pred == c)
    return;
  pthread_mutex_lock(&mu);
  if (!rt_cmd_done(pred)) {
    if (pred->nsucc == pred->capsucc) {
      unsigned cap = pred->capsucc ? pred->capsucc * 2 : 4;
      rt_cmd **n = realloc(pred->succ, cap * sizeof *n);
      if (!n) { /* cannot record the edge: wait instead */
        pthread_mutex_unlock(&mu);
        rt_cmd_wait(pred);
        return;
      }
      pred->succ = n;
      pred->capsucc = cap;
    }
    pred->succ[pred->nsucc++] = c;
    c->pending++;
  }
  pthread_mutex_unlock(&mu);
}

/* ---- readiness and completion (under mu) ---- */

static void finish_locked(rt_cmd *c);
static void release_hold(rt_cmd *c);

static void unlink_ready(rt_cmd *c) {
  rt_cmd **pp = &ready_head, *prev = NULL;
  while (*pp && *pp != c) {
    prev = *pp;
    pp = &(*pp)->rnext;
  }
  if (*pp) {
    *pp = c->rnext;
    if (ready_tail == c)
      ready_tail = prev;
  }
  c->in_ready = false;
  c->rnext = NULL;
}

/* c's prerequisites have all finished. Markers finish at once, which may
 * make more commands ready: `stack` collects those (iteratively). */
static void make_ready_locked(rt_cmd *c) {
  rt_cmd *local[64];
  rt_cmd **stack = local;
  unsigned depth = 0, cap = 64;
  stack[depth++] = c;
  while (depth) {
    rt_cmd *x = stack[--depth];
    switch (x->kind) {
    case RT_CMD_MARK:
      x->t_done = now_ms();
      finish_locked(x);
      /* its successors whose count dropped to zero */
      for (unsigned i = 0; i < x->nsucc; i++) {
        rt_cmd *s = x->succ[i];
        if (--s->pending == 0) {
          if (depth == cap) {
            unsigned ncap = cap * 2;
            rt_cmd **n = malloc(ncap * sizeof *n);
            if (!n)
              abort(); /* cannot happen in practice: 64 KiB of pointers */
            memcpy(n, stack, depth * sizeof *n);
            if (stack != local)
              free(stack);
            stack = n;
            cap = ncap;
          }
          stack[depth++] = s;
        }
      }
      x->nsucc = 0;
      rt_cmd_release(x); /* the engine's reference */
      break;
    case RT_CMD_CALLBACK:
      x->rnext = NULL;
      if (cb_tail)
        cb_tail->rnext = x;
      else
        cb_head = x;
      cb_tail = x;
      pthread_cond_signal(&cv_cb);
      break;
    default:
      x->rnext = NULL;
      x->in_ready = true;
      if (ready_tail)
        ready_tail->rnext = x;
      else
        ready_head = x;
      ready_tail = x;
      atomic_fetch_add_explicit(&ready_gen, 1, memory_order_release);
      pthread_cond_broadcast(&cv_work);
      break;
    }
  }
  if (stack != local)
    free(stack);
}

/* Marks c finished and wakes waiters; successors are the caller's job. */
static void finish_locked(rt_cmd *c) {
  if (c->in_ready)
    unlink_ready(c);
  if (c->kind != RT_CMD_MARK)
    c->t_done = now_ms();
  if (c->prof)
    rt_prof_cmd_finish(c);
  atomic_store_explicit(&c->finished, true, memory_order_release);
  atomic_fetch_sub(&outstanding, 1);
  atomic_fetch_add_explicit(&done_gen, 1, memory_order_release);
  pthread_cond_broadcast(&cv_done);
}

/* A command that ran to its end (with its children): successors may become
 * ready, and its parent (a device-side launch's) may be done. */
static void complete(rt_cmd *c) {
  rt_cmd *parent = c->parent;
  pthread_mutex_lock(&mu);
  finish_locked(c);
  for (unsigned i = 0; i < c->nsucc; i++)
    if (--c->succ[i]->pending == 0)
      make_ready_locked(c->succ[i]);
  c->nsucc = 0;
  pthread_mutex_unlock(&mu);
  rt_cmd_release(c); /* the engine's reference */
  if (parent) {
    release_hold(parent);
    rt_cmd_release(parent); /* the child's reference */
  }
}

/* ---- children: kernels launched by a kernel's blocks ---- */

static pthread_mutex_t tail_mu = PTHREAD_MUTEX_INITIALIZER;

/* One reason for c to stay unfinished is gone: its blocks have all run, or
 * one of its children finished. At zero, the held-back tail launches are
 * submitted (they hold c in turn); with none left, c is complete. */
static void release_hold(rt_cmd *c) {
  if (atomic_fetch_sub(&c->hold, 1) != 1)
    return;
  pthread_mutex_lock(&tail_mu);
  rt_cmd *t = c->tails;
  c->tails = c->tails_last = NULL;
  pthread_mutex_unlock(&tail_mu);
  if (!t) {
    complete(c);
    return;
  }
  int n = 0;
  for (rt_cmd *x = t; x; x = x->tnext)
    n++;
  atomic_fetch_add(&c->hold, n);
  while (t) {
    rt_cmd *next = t->tnext;
    rt_cmd_submit(t);
    rt_cmd_release(t); /* the list's reference */
    t = next;
  }
}

void rt_cmd_submit_child(rt_cmd *parent, rt_cmd *child, bool tail) {
  rt_cmd_retain(parent);
  child->parent = parent;
  if (!tail) {
    atomic_fetch_add(&parent->hold, 1);
    rt_cmd_submit(child);
    rt_cmd_release(child);
    return;
  }
  /* tail launches run one after the other, in the order they were made */
  pthread_mutex_lock(&tail_mu);
  if (parent->tails_last) {
    rt_cmd_after(child, parent->tails_last);
    parent->tails_last->tnext = child;
  } else {
    parent->tails = child;
  }
  parent->tails_last = child;
  pthread_mutex_unlock(&tail_mu);
}

void rt_cmd_submit(rt_cmd *c) {
  rt_engine_init();
  if (c->kind == RT_CMD_KERNEL) {
    if (!c->nblocks || c->k->kind == CUCC_KERNEL_EMPTY)
      c->nblocks = 1;
    if (!c->chunk && c->nblocks <= rt_progress_coresident_max()) {
      c->chunk = 1; /* blocks may wait on each other (progress.c) */
    } else if (!c->chunk) {
      uint64_t per = c->nblocks / ((uint64_t)nthreads * 8u);
      c->chunk = per < 1 ? 1 : per > 4096 ? 4096 : per;
    }
  } else {
    c->nblocks = c->chunk = 1;
  }
  rt_cmd_retain(c); /* the engine's reference, dropped when finished */
  atomic_fetch_add(&outstanding, 1);
  pthread_mutex_lock(&mu);
  if (--c->pending == 0)
    make_ready_locked(c);
  pthread_mutex_unlock(&mu);
}

/* ---- execution ---- */

/* The kernel command and block this thread runs (device-side launches). */
static _Thread_local rt_cmd *cur_cmd;
static _Thread_local const cucc_block *cur_blk;

rt_cmd *rt_engine_current(const cucc_block **blk) {
  if (blk)
    *blk = cur_blk;
  return cur_cmd;
}

/* Runs blocks [b, e) of kernel command c on this thread: the block context
 * and the fault handler are set up once per chunk, and block indices are
 * stepped without divisions. */
static void run_chunk(rt_cmd *c, uint64_t b, uint64_t e) {
  if (c->k->kind == CUCC_KERNEL_EMPTY || atomic_load(&c->failed))
    return;
  cucc_block blk;
  uint64_t gx = c->grid.x, gy = c->grid.y;
  blk.block_dim = c->block;
  blk.grid_dim = c->grid;
  blk.nthreads = c->block.x * c->block.y * c->block.z;
  size_t dyn_off = CUCC_DYN_SMEM_OFFSET(c->k->static_smem);
  blk.smem = smem_buffer(dyn_off + c->dyn_smem + 16);
  blk.dyn_smem = blk.smem ? blk.smem + dyn_off : NULL;
  blk.sched = NULL;
  if (!blk.smem) {
    rt_set_sticky(cudaErrorLaunchOutOfResources);
    return;
  }
  volatile uint64_t cur = b; /* survives the jump back */
  sigjmp_buf jb;
  int why = sigsetjmp(jb, 0);
  if (why) {
    cucc_dim3 at = {(uint32_t)(cur % gx), (uint32_t)((cur / gx) % gy),
                    (uint32_t)(cur / (gx * gy))};
    if (why == 1) /* a memory fault in the kernel */
      rt_fault_report(c->k->name, at);
    else /* a failed assert or __trap stopped the kernel */
      rt_abort_report(c->k->name, at);
    atomic_store(&c->failed, true); /* the rest of the grid is skipped */
    return;
  }
  rt_fault_arm(&jb);
  cur_cmd = c;
  cur_blk = &blk;
  blk.block_idx.x = (uint32_t)(b % gx);
  blk.block_idx.y = (uint32_t)((b / gx) % gy);
  blk.block_idx.z = (uint32_t)(b / (gx * gy));
  for (uint64_t i = b; i < e; i++) {
    cur = i;
    if (c->k->kind == CUCC_KERNEL_LOOP) {
      ((cucc_block_fn)c->k->entry)(c->args, &blk);
    } else if (cucc_fiber_run_block((cucc_thread_fn)c->k->entry, c->args,
                                    &blk)) {
      rt_set_sticky(cudaErrorLaunchOutOfResources);
      break;
    }
    if (++blk.block_idx.x == c->grid.x) {
      blk.block_idx.x = 0;
      if (++blk.block_idx.y == c->grid.y) {
        blk.block_idx.y = 0;
        blk.block_idx.z++;
      }
    }
  }
  rt_fault_disarm();
}

/* Takes a ready command to work on (with a reference and a worker count):
 * the least busy one, ties to the oldest other than `prev` (the one this
 * thread just left), so that commands ready together share the threads.
 * Commands with no chunk left are dropped from the list. NULL if none. */
static rt_cmd *pick(const rt_cmd *prev) {
  pthread_mutex_lock(&mu);
  rt_cmd *best = NULL;
  for (rt_cmd *c = ready_head, *n; c; c = n) {
    n = c->rnext;
    if (atomic_load(&c->next) >= c->nblocks) {
      unlink_ready(c);
      continue;
    }
    if (!best || c->workers < best->workers ||
        (c->workers == best->workers && best == prev))
      best = c;
  }
  if (best) {
    best->workers++;
    rt_cmd_retain(best);
  }
  pthread_mutex_unlock(&mu);
  return best;
}

static void unpick(rt_cmd *c) {
  pthread_mutex_lock(&mu);
  c->workers--;
  pthread_mutex_unlock(&mu);
  rt_cmd_release(c);
}

/* Executes chunks of c until none is left or another command became ready
 * since `gen` (then the caller picks again, which spreads the threads). */
static void work_on(rt_cmd *c, uint64_t gen) {
  for (;;) {
    uint64_t b = atomic_fetch_add(&c->next, c->chunk);
    if (b >= c->nblocks)
      return;
    uint64_t e = b + c->chunk < c->nblocks ? b + c->chunk : c->nblocks;
    if (c->prof && b == 0)
      rt_prof_cmd_start(c);
    if (c->kind == RT_CMD_KERNEL) {
      rt_fault_prepare_thread();
      /* a kernel queued behind a failed one never runs (as on a GPU) */
      if (rt_sticky() != cudaSuccess)
        atomic_store(&c->failed, true);
      rt_cmd *outer = cur_cmd;
      const cucc_block *outer_blk = cur_blk;
      run_chunk(c, b, e);
      cur_cmd = outer;
      cur_blk = outer_blk;
    } else {
      c->fn(c->arg);
    }
    if (atomic_fetch_add(&c->done, e - b) + (e - b) == c->nblocks) {
      release_hold(c); /* complete once its children are */
      return;
    }
    if (atomic_load_explicit(&ready_gen, memory_order_acquire) != gen)
      return;
  }
}

/* One round of helping: works on a ready command if there is one. */
static _Thread_local const rt_cmd *last_worked; /* compared, never used */

static bool help_once(void) {
  uint64_t gen = atomic_load_explicit(&ready_gen, memory_order_acquire);
  rt_cmd *c = pick(last_worked);
  if (!c)
    return false;
  work_on(c, gen);
  last_worked = c;
  unpick(c);
  return true;
}

/* ---- progress between blocks (progress.c) ---- */

void rt_engine_run_blocks(rt_cmd *c) {
  pthread_mutex_lock(&mu);
  c->workers++;
  pthread_mutex_unlock(&mu);
  while (rt_engine_blocks_left(c))
    work_on(c, atomic_load_explicit(&ready_gen, memory_order_acquire));
  pthread_mutex_lock(&mu);
  c->workers--;
  pthread_mutex_unlock(&mu);
}

bool rt_engine_blocks_left(rt_cmd *c) {
  return atomic_load(&c->next) < c->nblocks;
}

void rt_engine_each_running(void (*f)(rt_cmd *, uint64_t, uint64_t, int,
                                      void *),
                            void *arg) {
  pthread_mutex_lock(&mu);
  for (rt_cmd *c = ready_head; c; c = c->rnext)
    if (c->kind == RT_CMD_KERNEL && c->workers > 0 && rt_engine_blocks_left(c))
      f(c, atomic_load(&c->next), atomic_load(&c->done), c->workers, arg);
  pthread_mutex_unlock(&mu);
}

static void cpu_relax(int i) {
#if defined(__x86_64__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ volatile("yield");
#endif
  if ((i & 255) == 255)
    sched_yield();
}

static void *worker(void *arg) {
  (void)arg;
  for (;;) {
    uint64_t gen = atomic_load_explicit(&ready_gen, memory_order_acquire);
    if (help_once())
      continue;
    int i = 0;
    while (i < SPIN_ITERS &&
           atomic_load_explicit(&ready_gen, memory_order_acquire) == gen)
      cpu_relax(i++);
    if (i == SPIN_ITERS) {
      pthread_mutex_lock(&mu);
      while (atomic_load(&ready_gen) == gen)
        pthread_cond_wait(&cv_work, &mu);
      pthread_mutex_unlock(&mu);
    }
  }
  return NULL;
}

static void *callback_thread(void *arg) {
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&mu);
    while (!cb_head)
      pthread_cond_wait(&cv_cb, &mu);
    rt_cmd *c = cb_head;
    cb_head = c->rnext;
    if (!cb_head)
      cb_tail = NULL;
    pthread_mutex_unlock(&mu);
    if (c->prof)
      rt_prof_cmd_start(c);
    c->fn(c->arg);
    complete(c);
  }
  return NULL;
}

static void start(void) {
  const char *env = getenv("CUCC_NUM_THREADS");
  int n = env && *env ? atoi(env) : rt_num_cpus();
  if (n < 1)
    n = 1;
  if (n > 1024)
    n = 1024;
  nthreads = (unsigned)n;
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 8u << 20);
  for (unsigned i = 0; i <= nthreads; i++) {
    pthread_t t;
    if (pthread_create(&t, &at, i < nthreads ? worker : callback_thread,
                       NULL) == 0)
      pthread_detach(t);
  }
  pthread_attr_destroy(&at);
  rt_progress_start();
}

void rt_engine_init(void) { pthread_once(&once, start); }

unsigned rt_engine_threads(void) {
  rt_engine_init();
  return nthreads;
}

/* Waits (helping) until done(arg) holds. */
static void wait_until(bool (*done)(void *), void *arg) {
  for (;;) {
    uint64_t dgen = atomic_load_explicit(&done_gen, memory_order_acquire);
    if (done(arg))
      return;
    uint64_t rgen = atomic_load_explicit(&ready_gen, memory_order_acquire);
    if (help_once())
      continue;
    int i = 0;
    while (i < SPIN_ITERS &&
           atomic_load_explicit(&done_gen, memory_order_acquire) == dgen &&
           atomic_load_explicit(&ready_gen, memory_order_acquire) == rgen)
      cpu_relax(i++);
    if (i == SPIN_ITERS) {
      pthread_mutex_lock(&mu);
      while (atomic_load(&done_gen) == dgen)
        pthread_cond_wait(&cv_done, &mu);
      pthread_mutex_unlock(&mu);
    }
  }
}

static bool cmd_finished(void *c) { return rt_cmd_done(c); }

void rt_cmd_wait(rt_cmd *c) {
  rt_engine_init();
  wait_until(cmd_finished, c);
}

static bool all_finished(void *unused) {
  (void)unused;
  return atomic_load(&outstanding) == 0;
}

void rt_engine_sync(void) {
  if (!nthreads)
    return;
  wait_until(all_finished, NULL);
}

bool rt_engine_idle(void) { return atomic_load(&outstanding) == 0; }
