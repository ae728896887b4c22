/* The execution engine: a persistent pool of worker threads (one per core,
 * CUCC_NUM_THREADS overrides) that executes submitted commands in order.
 * A kernel launch is split into blocks handed out dynamically in chunks; a
 * host command runs once. A thread that synchronizes helps execute. */
#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "fault.h"
#include "fiber.h"
#include "internal.h"

#define SPIN_ITERS 4000 /* ~0.1-0.5 ms of polling before sleeping */

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv_work = PTHREAD_COND_INITIALIZER; /* new command */
static pthread_cond_t cv_idle = PTHREAD_COND_INITIALIZER; /* queue drained */
static rt_cmd *head, *tail; /* head = command being executed */
static _Atomic(rt_cmd *) current; /* == head, readable without the lock */
static _Atomic uint64_t generation; /* bumped when current changes */
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

/* Commands are reference counted: a thread holds a reference while it works
 * on one, so that the last finisher cannot free it under the others. */
static rt_cmd *acquire_current(void) {
  pthread_mutex_lock(&mu);
  rt_cmd *c = head;
  if (c)
    c->refs++;
  pthread_mutex_unlock(&mu);
  return c;
}

static void release(rt_cmd *c) {
  pthread_mutex_lock(&mu);
  bool last = --c->refs == 0 && c->finished;
  pthread_mutex_unlock(&mu);
  if (last)
    free(c);
}

static void finish(rt_cmd *c) {
  pthread_mutex_lock(&mu);
  c->finished = true;
  head = c->qnext;
  if (!head)
    tail = NULL;
  atomic_store(&current, head);
  atomic_fetch_add(&generation, 1);
  pthread_cond_broadcast(&cv_work);
  pthread_cond_broadcast(&cv_idle);
  pthread_mutex_unlock(&mu);
}

/* Executes chunks of c until none is left. */
static void work_on(rt_cmd *c) {
  for (;;) {
    uint64_t b = atomic_fetch_add(&c->next, c->chunk);
    if (b >= c->nblocks)
      return;
    uint64_t e = b + c->chunk < c->nblocks ? b + c->chunk : c->nblocks;
    if (c->k) {
      rt_fault_prepare_thread();
      /* a kernel queued behind a failed one never runs (as on a GPU) */
      if (rt_sticky() != cudaSuccess)
        atomic_store(&c->failed, true);
      run_chunk(c, b, e);
    } else {
      c->fn(c->arg);
    }
    if (atomic_fetch_add(&c->done, e - b) + (e - b) == c->nblocks) {
      finish(c);
      return;
    }
  }
}

/* Waits for a command other than `seen` (spinning first); NULL when
 * `stop_when_idle` and nothing is queued. */
static rt_cmd *wait_work(uint64_t gen, bool stop_when_idle) {
  for (int i = 0; i < SPIN_ITERS; i++) {
    if (atomic_load_explicit(&generation, memory_order_acquire) != gen)
      return atomic_load(&current);
    if (stop_when_idle && !atomic_load(&current))
      return NULL;
#if defined(__x86_64__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ volatile("yield");
#endif
    if ((i & 255) == 255)
      sched_yield();
  }
  pthread_mutex_lock(&mu);
  while (atomic_load(&generation) == gen &&
         !(stop_when_idle && !atomic_load(&current)))
    pthread_cond_wait(stop_when_idle ? &cv_idle : &cv_work, &mu);
  rt_cmd *c = atomic_load(&current);
  pthread_mutex_unlock(&mu);
  return c;
}

static void *worker(void *arg) {
  (void)arg;
  for (;;) {
    uint64_t gen = atomic_load(&generation);
    rt_cmd *c = acquire_current();
    if (c) {
      work_on(c);
      release(c);
    }
    /* wait for the next command */
    if (atomic_load(&generation) == gen)
      wait_work(gen, false);
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
  for (unsigned i = 0; i < nthreads; i++) {
    pthread_t t;
    if (pthread_create(&t, &at, worker, NULL) == 0)
      pthread_detach(t);
  }
  pthread_attr_destroy(&at);
}

void rt_engine_init(void) { pthread_once(&once, start); }

unsigned rt_engine_threads(void) {
  rt_engine_init();
  return nthreads;
}

void rt_engine_submit(rt_cmd *c) {
  rt_engine_init();
  if (!c->nblocks || (c->k && c->k->kind == CUCC_KERNEL_EMPTY))
    c->nblocks = 1;
  if (!c->chunk) {
    uint64_t per = c->nblocks / ((uint64_t)nthreads * 8u);
    c->chunk = per < 1 ? 1 : per > 4096 ? 4096 : per;
  }
  if (!c->k)
    c->chunk = 1;
  atomic_init(&c->next, 0);
  atomic_init(&c->done, 0);
  atomic_init(&c->failed, false);
  c->refs = 0;
  c->finished = false;
  c->qnext = NULL;
  pthread_mutex_lock(&mu);
  if (tail) {
    tail->qnext = c;
    tail = c;
  } else {
    head = tail = c;
    atomic_store(&current, c);
    atomic_fetch_add(&generation, 1);
    pthread_cond_broadcast(&cv_work);
  }
  pthread_mutex_unlock(&mu);
}

void rt_engine_submit_host(void (*fn)(void *), const void *payload,
                           size_t size) {
  size_t off = (sizeof(rt_cmd) + 15) / 16 * 16;
  char *mem = malloc(off + size);
  if (!mem) { /* run it in order the slow way */
    rt_engine_sync();
    fn((void *)payload);
    return;
  }
  rt_cmd *c = (rt_cmd *)mem;
  memset(c, 0, sizeof *c);
  memcpy(mem + off, payload, size);
  c->fn = fn;
  c->arg = mem + off;
  rt_engine_submit(c);
}

bool rt_engine_idle(void) { return atomic_load(&current) == NULL; }

void rt_engine_sync(void) {
  if (!nthreads)
    return;
  for (;;) {
    uint64_t gen = atomic_load(&generation);
    rt_cmd *c = acquire_current();
    if (!c)
      return;
    work_on(c);
    release(c);
    if (atomic_load(&generation) == gen)
      wait_work(gen, true);
  }
}
