/* Fiber engine: runs the CUDA threads of one block of a barrier kernel as
 * user-level fibers on the calling OS thread (see fiber.h).
 *
 * The live fibers form a circular list in thread order. A fiber reaching a
 * barrier (or returning, which unlinks it: returned threads count as arrived)
 * switches straight to the next live fiber; passing from the last fiber of the
 * order back to the first completes a round, which releases the barrier: its
 * COUNT/AND/OR totals are frozen into rel_* (what the resumed threads read)
 * while the next barrier accumulates into acc_*. cucc_fiber_run_block enters
 * the first fiber and gets control back from the last one to finish. Stacks
 * (mmap'd, guard page below) and fiber records are cached per OS thread and
 * freed when that thread exits. The context switch itself is in
 * fiber_x86_64.S / fiber_aarch64.S. */

#include "fiber.h"
#include "../common/cucc_warp_eval.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define CUCC_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CUCC_ASAN 1
#endif
#endif
#ifdef CUCC_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

/* Under valgrind the fiber stacks are registered as stacks, so that
 * memcheck takes a switch to one for a switch, not for a wild access (the
 * client requests are no-ops otherwise; the header comes with valgrind). */
#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define CUCC_VALGRIND 1
#endif
#endif

#ifndef MAP_STACK
#define MAP_STACK 0
#endif

/* libcudart is linked at startup (not dlopen'd), so the cheap TLS model is
 * fine; build with -DCUCC_TLS_MODEL= to get the default model. */
#ifndef CUCC_TLS_MODEL
#define CUCC_TLS_MODEL __attribute__((tls_model("initial-exec")))
#endif

#define DEFAULT_STACK (256u * 1024u) /* GPUs allow large local arrays */
#define MIN_STACK (16u * 1024u)
#define GUARDED_STACKS 16384u

/* Assembly (fiber_<arch>.S). */
__attribute__((visibility("hidden"))) void cucc_fiber_switch(void **save_sp,
                                                             void *new_sp);
__attribute__((visibility("hidden"))) void *cucc_fiber_make(
    void *stack_top, void (*fn)(void *), void *arg);

enum fiber_state {
  F_RUN,  /* runnable */
  F_BAR,  /* waiting at a block barrier (runnable once gen is released) */
  F_WARP  /* waiting at a warp collective */
};

typedef struct fiber {
  void *sp;        /* saved stack pointer while switched out */
  char *stack_lo;  /* lowest usable byte of its stack */
  struct fiber *next; /* next live fiber in thread order (circular) */
  cucc_thread thr;
  int state;           /* enum fiber_state */
  uint32_t bar_gen;    /* the barrier generation it waits for */
  int wop, warg, wwidth; /* warp collective: what it asked */
  uint32_t wmask;      /* the mask it passed, plus itself */
  uint64_t wval, wres; /* its value, then its result */
#ifdef CUCC_ASAN
  void *fake;
#endif
} fiber;

typedef struct sched {
  void *sp;                       /* cucc_fiber_run_block's saved sp */
  fiber *cur;                     /* fiber running now */
  fiber *prev;                    /* live fiber before cur */
  size_t stack_size;
  cucc_thread_fn entry;
  void **args;
  uint32_t acc_arrived, acc_true; /* barrier being formed */
  uint32_t rel_arrived, rel_true; /* barrier released last */
  uint32_t live;                  /* threads that have not returned */
  uint32_t bar_gen;               /* generation of the barrier being formed */
  fiber *fibers;                  /* all threads, by linear id */
  uint32_t nthreads;
  uint32_t *warp_live;            /* per warp: lanes that have not returned */
  uint32_t *warp_arrived;         /* per warp: lanes waiting in a collective */
  /* cooperative grids (cucc_fiber_run_grid): the block stops (parks) when
   * every live thread waits at a grid barrier, and is resumed at `resume`
   * once every block of the grid has parked or finished */
  int coop;                       /* part of a cooperative launch */
  int acc_grid;                   /* the barrier being formed is grid-wide */
  int parked;
  fiber *resume;
#ifdef CUCC_ASAN
  const void *asan_bottom;
  size_t asan_size;
  void *fake;
#endif
} sched;

typedef struct tls_state {
  sched *sched;        /* block running on this OS thread, or NULL */
  fiber *fibers;
  uint32_t fibers_cap;
  uint32_t nstacks, stacks_cap;
  char **stacks;       /* each: guard page, then stack_size usable bytes */
  unsigned *vg_ids;    /* valgrind's ids of the stacks */
  size_t stack_size;   /* size the cached stacks have */
  size_t guard;
  int registered;      /* thread-exit destructor armed */
  void *grid_mem;      /* scheduler records of a cooperative grid */
} tls_state;

static _Thread_local tls_state g_tls CUCC_TLS_MODEL;
static _Thread_local cucc_thread *g_self CUCC_TLS_MODEL;
static _Atomic size_t g_stack_size; /* 0: not read from the environment yet */
static pthread_key_t g_key;
static pthread_once_t g_key_once = PTHREAD_ONCE_INIT;

cucc_thread *cucc_self(void) { return g_self; }
void cucc_set_self(cucc_thread *t) { g_self = t; }

static size_t page_size(void) {
  long p = sysconf(_SC_PAGESIZE);
  return p > 0 ? (size_t)p : 4096u;
}

static size_t round_stack(size_t bytes) {
  size_t pg = page_size();
  if (bytes < MIN_STACK) bytes = MIN_STACK;
  if (bytes > SIZE_MAX / 2) bytes = SIZE_MAX / 2;
  return (bytes + pg - 1) & ~(pg - 1);
}

void cucc_fiber_set_stack_size(size_t bytes) {
  atomic_store_explicit(&g_stack_size, round_stack(bytes),
                        memory_order_relaxed);
}

size_t cucc_fiber_get_stack_size(void) {
  size_t s = atomic_load_explicit(&g_stack_size, memory_order_relaxed);
  if (s) return s;
  s = DEFAULT_STACK;
  const char *e = getenv("CUCC_STACK_SIZE");
  if (e && *e >= '0' && *e <= '9') { /* bytes, or with a k/K/m/M suffix */
    char *end;
    errno = 0;
    unsigned long long v = strtoull(e, &end, 0);
    if (*end == 'k' || *end == 'K') v <<= 10;
    else if (*end == 'm' || *end == 'M') v <<= 20;
    if (errno == 0 && v > 0 && v <= (1ull << 30)) s = (size_t)v;
  }
  s = round_stack(s);
  size_t expect = 0;
  if (!atomic_compare_exchange_strong(&g_stack_size, &expect, s)) return expect;
  return s;
}

/* ---- per-OS-thread caches ---- */

static void free_stacks(tls_state *t) {
  for (uint32_t i = 0; i < t->nstacks; i++) {
#ifdef CUCC_VALGRIND
    VALGRIND_STACK_DEREGISTER(t->vg_ids[i]);
#endif
    munmap(t->stacks[i], t->guard + t->stack_size);
  }
  t->nstacks = 0;
}

static void thread_exit(void *p) {
  tls_state *t = p;
  free_stacks(t);
  free(t->stacks);
  free(t->vg_ids);
  free(t->fibers);
  free(t->grid_mem);
  memset(t, 0, sizeof *t);
}

static void make_key(void) { pthread_key_create(&g_key, thread_exit); }

static int grow_stacks(tls_state *t, uint32_t n) {
  if (n > t->stacks_cap) {
    char **s = realloc(t->stacks, n * sizeof *s);
    if (!s) return -1;
    t->stacks = s;
    unsigned *ids = realloc(t->vg_ids, n * sizeof *ids);
    if (!ids) return -1;
    t->vg_ids = ids;
    t->stacks_cap = n;
  }
  size_t one = t->guard + t->stack_size, k = n - t->nstacks;
  if (k > SIZE_MAX / one) return -1;
  char *m = mmap(NULL, k * one, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1,
                 0);
  if (m == MAP_FAILED) return -1;
  for (size_t i = 0; i < k; i++) {
    char *base = m + i * one;
    /* Each guard page splits the mapping: past GUARDED_STACKS (only a
     * cooperative grid needs so many fibers) stacks go unguarded, so as not
     * to exhaust the kernel's limit on mappings (vm.max_map_count). */
    if (t->nstacks < GUARDED_STACKS &&
        mprotect(base, t->guard, PROT_NONE) != 0) {
      munmap(m + i * one, (k - i) * one);
      return -1;
    }
#ifdef CUCC_VALGRIND
    t->vg_ids[t->nstacks] = VALGRIND_STACK_REGISTER(base + t->guard, base + one);
#endif
    t->stacks[t->nstacks++] = base;
  }
  return 0;
}

static int prepare(tls_state *t, uint32_t n) {
  size_t size = cucc_fiber_get_stack_size();
  if (!t->registered) {
    pthread_once(&g_key_once, make_key);
    pthread_setspecific(g_key, t);
    t->guard = page_size();
    t->registered = 1;
  }
  if (t->stack_size != size) {
    free_stacks(t);
    t->stack_size = size;
  }
  if (n > t->fibers_cap) {
    fiber *f = realloc(t->fibers, n * sizeof *f);
    if (!f) return -1;
    t->fibers = f;
    t->fibers_cap = n;
  }
  if (n > t->nstacks && grow_stacks(t, n) != 0) return -1;
  return 0;
}

/* ---- switching ---- */

static int bar_result(int op, uint32_t arrived, uint32_t ntrue) {
  switch (op) {
  case CUCC_BAR_COUNT: return (int)ntrue;
  case CUCC_BAR_AND: return ntrue == arrived;
  case CUCC_BAR_OR: return ntrue != 0;
  default: return 0;
  }
}

static inline void release_barrier(sched *s) {
  s->rel_arrived = s->acc_arrived;
  s->rel_true = s->acc_true;
  s->acc_arrived = s->acc_true = 0;
  s->acc_grid = 0;
  s->bar_gen++; /* every fiber waiting for the old generation may run */
}

/* Every live thread of a cooperative block waits at a grid barrier: control
 * goes back to cucc_fiber_run_grid, which releases the barrier and switches
 * to s->resume once the whole grid has arrived. `from` is the running fiber
 * (NULL when it has returned: nothing to come back to). */
static void park(sched *s, fiber *from, fiber *resume) {
  s->parked = 1;
  s->resume = resume;
  s->cur = NULL;
  void *dead_sp;
#ifdef CUCC_ASAN
  __sanitizer_start_switch_fiber(from ? &from->fake : NULL, s->asan_bottom,
                                 s->asan_size);
  cucc_fiber_switch(from ? &from->sp : &dead_sp, s->sp);
  if (from)
    __sanitizer_finish_switch_fiber(from->fake, NULL, NULL);
#else
  cucc_fiber_switch(from ? &from->sp : &dead_sp, s->sp);
#endif
}

static inline int runnable(const sched *s, const fiber *f) {
  return f->state == F_RUN || (f->state == F_BAR && f->bar_gen != s->bar_gen);
}

static void complete_warp(sched *s, uint32_t w, int force);

/* The next runnable fiber after f in thread order, updating s->prev; NULL if
 * none (all wait). Waiting collectives that can never complete (lanes they
 * name wait elsewhere: undefined on a GPU) are completed with the lanes that
 * arrived rather than hang. */
static fiber *next_runnable(sched *s, fiber *f) {
  for (int attempt = 0; attempt < 2; attempt++) {
    fiber *p = f, *g = f->next;
    for (uint32_t i = 0; i < s->live; i++, p = g, g = g->next)
      if (runnable(s, g)) {
        s->prev = p;
        return g;
      }
    uint32_t nw = (s->nthreads + 31) / 32;
    for (uint32_t w = 0; w < nw; w++)
      if (s->warp_arrived[w])
        complete_warp(s, w, 1);
  }
  return NULL;
}

static inline void switch_to(sched *s, fiber *f, fiber *next) {
  s->cur = next;
  g_self = &next->thr;
#ifdef CUCC_ASAN
  __sanitizer_start_switch_fiber(&f->fake, next->stack_lo, s->stack_size);
  cucc_fiber_switch(&f->sp, next->sp);
  __sanitizer_finish_switch_fiber(f->fake, NULL, NULL);
#else
  cucc_fiber_switch(&f->sp, next->sp);
#endif
}

/* f stops running until it is runnable again. */
static void wait_here(sched *s, fiber *f) {
  if (runnable(s, f))
    return;
  fiber *next = next_runnable(s, f);
  if (next && next != f)
    switch_to(s, f, next);
  s->cur = f;
  g_self = &f->thr;
}

/* Runs on the fiber's own stack; never returns (there is nothing to return
 * to): the last switch leaves the finished fiber for good. */
static void fiber_main(void *p) {
  fiber *f = p;
  sched *s = g_tls.sched;
#ifdef CUCC_ASAN
  const void *bottom;
  size_t size;
  __sanitizer_finish_switch_fiber(NULL, &bottom, &size);
  if (!s->asan_bottom) { /* the first fiber is entered from the scheduler */
    s->asan_bottom = bottom;
    s->asan_size = size;
  }
#endif
  s->entry(s->args, &f->thr);
  /* A returned thread counts as arrived at barriers and leaves its warp. */
  uint32_t id = f->thr.linear_id, w = id / 32;
  s->warp_live[w] &= ~(1u << (id % 32));
  s->live--;
  fiber *next = f->next;
  if (next != f) {
    s->prev->next = next; /* unlink f (s->prev precedes the running fiber) */
    if (s->acc_arrived && s->acc_arrived == s->live) {
      if (s->acc_grid) {
        park(s, NULL, next); /* the others all wait at a grid barrier */
        abort();
      }
      release_barrier(s);
    }
    if (s->warp_arrived[w])
      complete_warp(s, w, 0); /* it may have been the lane they waited for */
    next = next_runnable(s, s->prev); /* walk the ring without f */
  }
  if (!next || next == f) { /* nothing left: back to cucc_fiber_run_block */
    s->cur = NULL;
#ifdef CUCC_ASAN
    __sanitizer_start_switch_fiber(NULL, s->asan_bottom, s->asan_size);
#endif
    cucc_fiber_switch(&f->sp, s->sp);
    abort();
  }
  s->cur = next;
  g_self = &next->thr;
#ifdef CUCC_ASAN
  __sanitizer_start_switch_fiber(NULL, next->stack_lo, s->stack_size);
#endif
  cucc_fiber_switch(&f->sp, next->sp);
  abort();
}

int cucc_fiber_barrier(int op, int pred) {
  sched *s = g_tls.sched;
  if (op == CUCC_BAR_GRID_VALID) return s && s->cur && s->coop;
  if (!s || !s->cur) return bar_result(op, 1, pred != 0);
  fiber *f = s->cur;
  s->acc_arrived++;
  s->acc_true += pred != 0;
  if (op == CUCC_BAR_GRID && s->coop) s->acc_grid = 1;
  f->state = F_BAR;
  f->bar_gen = s->bar_gen;
  if (s->acc_arrived == s->live) {
    if (s->acc_grid)
      park(s, f, f); /* resumed after the grid's release */
    else
      release_barrier(s); /* f was the last: it goes on at once */
  }
  wait_here(s, f);
  f->state = F_RUN;
  return bar_result(op, s->rel_arrived, s->rel_true);
}

/* ---- warp collectives ---- */

/* the result of lane f's collective over the lanes `arrived` of warp w
 * (src/common/cucc_warp_eval.h, which loop kernels' scheduler shares) */
static uint64_t warp_result(sched *s, uint32_t w, uint32_t arrived, fiber *f) {
  uint64_t vals[32] = {0};
  for (uint32_t l = 0; l < 32; l++)
    if (arrived & (1u << l))
      vals[l] = s->fibers[w * 32 + l].wval;
  return cucc_warp_eval(f->wop, f->thr.linear_id % 32, f->wmask, arrived, vals,
                        f->warg, f->wwidth);
}

/* Lanes waiting in a collective form groups: those that called the same
 * function with the same mask (a GPU would say: the same instruction). A
 * group completes when every live lane its mask names has joined it; each
 * member then gets its result and may run again. `force` completes every
 * group with the lanes it has (only when nothing else could run: a mask
 * naming lanes that wait elsewhere is undefined behaviour on a GPU). */
static void complete_warp(sched *s, uint32_t w, int force) {
  fiber *lanes = &s->fibers[w * 32];
  uint32_t pending = s->warp_arrived[w];
  while (pending) {
    fiber *first = &lanes[__builtin_ctz(pending)];
    uint32_t members = 0;
    for (uint32_t l = 0; l < 32; l++)
      if ((pending & (1u << l)) && lanes[l].wop == first->wop &&
          lanes[l].wmask == first->wmask)
        members |= 1u << l;
    pending &= ~members;
    if (!force && (first->wmask & s->warp_live[w] & ~members))
      continue; /* some lane it names has not joined yet */
    for (uint32_t l = 0; l < 32; l++)
      if (members & (1u << l))
        lanes[l].wres = warp_result(s, w, members, &lanes[l]);
    for (uint32_t l = 0; l < 32; l++)
      if (members & (1u << l))
        lanes[l].state = F_RUN;
    s->warp_arrived[w] &= ~members;
  }
}

uint64_t cucc_fiber_warp(int op, uint32_t mask, uint64_t value, int arg,
                         int width) {
  sched *s = g_tls.sched;
  if (op == CUCC_WARP_CONVERGED || op == CUCC_WARP_LOCKSTEP)
    return 0; /* loop kernels' operations (docs/WARP_LOWERING.md) */
  if (op == CUCC_WARP_ACTIVEMASK) {
    if (!s || !s->cur) return 1;
    uint32_t id = s->cur->thr.linear_id;
    return s->warp_live[id / 32];
  }
  if (!s || !s->cur) { /* a lone thread: it is the whole warp */
    uint64_t vals[32] = {value};
    return cucc_warp_eval(op, 0, 1, 1, vals, arg, width);
  }
  fiber *f = s->cur;
  uint32_t id = f->thr.linear_id, w = id / 32;
  f->wop = op;
  f->wmask = mask | (1u << (id % 32));
  f->wval = value;
  f->warg = arg;
  f->wwidth = width;
  f->state = F_WARP;
  s->warp_arrived[w] |= 1u << (id % 32);
  complete_warp(s, w, 0);
  wait_here(s, f);
  return f->wres;
}

void cucc_fiber_abandon(void) {
  g_tls.sched = NULL;
  free(g_tls.grid_mem); /* a cooperative grid stops as a whole */
  g_tls.grid_mem = NULL;
  g_self = NULL;
}

int cucc_fiber_stack_contains(const void *p) {
  const tls_state *t = &g_tls;
  const char *c = p;
  for (uint32_t i = 0; i < t->nstacks; i++) {
    const char *lo = t->stacks[i] + t->guard;
    if (c >= lo && c < lo + t->stack_size)
      return 1;
  }
  return 0;
}

/* Sets up the fibers of one block (fs, on `stacks`) without running them. */
static void init_block(tls_state *t, sched *s, fiber *fs, char **stacks,
                       uint32_t *warp_state, cucc_thread_fn entry, void **args,
                       cucc_block *blk) {
  uint32_t n = blk->nthreads;
  memset(s, 0, sizeof *s);
  s->entry = entry;
  s->args = args;
  size_t size = s->stack_size = t->stack_size;
  uint32_t dx = blk->block_dim.x ? blk->block_dim.x : 1;
  uint32_t dy = blk->block_dim.y ? blk->block_dim.y : 1;
  uint32_t x = 0, y = 0, z = 0;
  uint32_t nw = (n + 31) / 32;
  for (uint32_t w = 0; w < nw; w++) {
    uint32_t lanes = n - w * 32 < 32 ? n - w * 32 : 32;
    warp_state[w] = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1u;
    warp_state[nw + w] = 0;
  }
  s->warp_live = warp_state;
  s->warp_arrived = warp_state + nw;
  s->fibers = fs;
  s->nthreads = n;
  s->live = n;
  for (uint32_t i = 0; i < n; i++) {
    fiber *f = &fs[i];
    f->stack_lo = stacks[i] + t->guard;
#ifdef CUCC_ASAN
    __asan_unpoison_memory_region(f->stack_lo, size); /* old frames' zones */
    f->fake = NULL;
#endif
    f->thr.thread_idx = (cucc_dim3){x, y, z};
    f->thr.linear_id = i;
    f->thr.block = blk;
    f->state = F_RUN;
    f->next = &fs[i + 1 < n ? i + 1 : 0];
    /* Stagger the stack tops across cache sets: same-offset tops alias. */
    f->sp = cucc_fiber_make(f->stack_lo + size - (i & 31) * 64, fiber_main, f);
    if (++x == dx) {
      x = 0;
      if (++y == dy) {
        y = 0;
        z++;
      }
    }
  }
  blk->sched = s;
  s->resume = &fs[0];
  s->prev = &fs[n - 1];
}

/* Runs the block from s->resume until all its threads have returned or it
 * parks at a grid barrier (s->parked). The fibers pass control among
 * themselves; the last to run switches back here. */
static void enter_block(tls_state *t, sched *s) {
  fiber *r = s->resume;
  t->sched = s;
  s->parked = 0;
  s->cur = r;
  g_self = &r->thr;
#ifdef CUCC_ASAN
  void *fake = NULL;
  __sanitizer_start_switch_fiber(&fake, r->stack_lo, s->stack_size);
  cucc_fiber_switch(&s->sp, r->sp);
  __sanitizer_finish_switch_fiber(fake, NULL, NULL);
#else
  cucc_fiber_switch(&s->sp, r->sp);
#endif
  t->sched = NULL;
}

int cucc_fiber_run_block(cucc_thread_fn entry, void **args, cucc_block *blk) {
  tls_state *t = &g_tls;
  uint32_t n = blk->nthreads;
  if (n == 0) return 0;
  if (t->sched || prepare(t, n) != 0) return -1; /* no nested blocks */
  sched s;
  uint32_t nw = (n + 31) / 32;
  uint32_t warp_state[2 * nw];
  init_block(t, &s, t->fibers, t->stacks, warp_state, entry, args, blk);
  cucc_thread *prev_self = g_self;
  enter_block(t, &s);
  blk->sched = NULL;
  g_self = prev_self;
  return 0;
}

/* A cooperative grid on this OS thread: every block's threads are fibers at
 * once (each block on its own stacks); blocks run in turn until each has
 * finished or parked at the grid barrier, which is then released in every
 * parked block, and so on. */
int cucc_fiber_run_grid(cucc_thread_fn entry, void **args, cucc_block *blks,
                        uint32_t nblocks) {
  tls_state *t = &g_tls;
  if (nblocks == 0 || blks[0].nthreads == 0) return 0;
  uint32_t n = blks[0].nthreads, nw = (n + 31) / 32;
  uint64_t total = (uint64_t)n * nblocks;
  if (t->sched || total > UINT32_MAX / 2 || prepare(t, (uint32_t)total) != 0)
    return -1;
  free(t->grid_mem);
  t->grid_mem = malloc(nblocks * (sizeof(sched) + 2 * nw * sizeof(uint32_t)));
  if (!t->grid_mem) return -1;
  sched *ss = t->grid_mem;
  uint32_t *ws = (uint32_t *)(ss + nblocks);
  for (uint32_t b = 0; b < nblocks; b++) {
    init_block(t, &ss[b], t->fibers + (size_t)b * n, t->stacks + (size_t)b * n,
               ws + (size_t)b * 2 * nw, entry, args, &blks[b]);
    ss[b].coop = 1;
  }
  cucc_thread *prev_self = g_self;
  for (uint32_t left = nblocks; left;) {
    for (uint32_t b = 0; b < nblocks; b++) {
      if (!ss[b].resume) continue; /* finished */
      enter_block(t, &ss[b]);
      if (!ss[b].parked) {
        ss[b].resume = NULL;
        blks[b].sched = NULL;
        left--;
      }
    }
    for (uint32_t b = 0; b < nblocks; b++) /* the whole grid has arrived */
      if (ss[b].resume) release_barrier(&ss[b]);
  }
  g_self = prev_self;
  free(t->grid_mem);
  t->grid_mem = NULL;
  return 0;
}
