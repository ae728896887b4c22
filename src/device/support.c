/* Device support library: linked into every device image by the lowering.
 * It holds the pointer to the runtime's API table (filled in when the image
 * is loaded) and the small functions device code calls to reach it. The
 * functions are noinline so that the lowering can tell them from user code. */
#define _POSIX_C_SOURCE 200809L
#include <sched.h>
#include <time.h>

#include "../common/cucc_abi.h"

#define SUPPORT __attribute__((noinline, visibility("hidden")))

const cucc_device_api *__cucc_api;

SUPPORT cucc_thread *__cucc_self(void) { return __cucc_api->self(); }

SUPPORT void __cucc_set_self(cucc_thread *t) { __cucc_api->set_self(t); }

SUPPORT int __cucc_barrier(int op, int pred) {
  return __cucc_api->barrier(op, pred);
}

SUPPORT void __cucc_syncthreads(void) { __cucc_api->barrier(CUCC_BAR_SYNC, 0); }

SUPPORT unsigned long long __cucc_warp(int op, unsigned mask,
                                      unsigned long long value, int arg,
                                      int width) {
  return __cucc_api->warp(op, mask, value, arg, width);
}

SUPPORT int __cucc_vprintf(const char *fmt, const void *args) {
  return __cucc_api->vprintf(fmt, args);
}

/* C++ ABI: what the vtable slot of a pure virtual function points to. Defined
 * here so that device images of programs with abstract classes do not need
 * libstdc++ at load time. Calling it is undefined behaviour; the kernel fails
 * (trap, then a memory fault that abandons the block). */
SUPPORT void __cxa_pure_virtual(void) {
  __cucc_api->trap("pure virtual function called");
  *(volatile int *)0 = 0;
}

/* ---- assert, __trap, __brkpt: the kernel stops (runtime: device_abort.c) */

/* <assert.h>'s assert calls __assert_fail; the lowering maps it here. */
SUPPORT __attribute__((noreturn)) void
__cucc_assert_fail(const char *expr, const char *file, unsigned line,
                   const char *func) {
  __cucc_api->assert_fail(expr, file, line, func);
  __builtin_unreachable();
}

/* __trap(), and llvm.trap (__builtin_trap) through the lowering. */
SUPPORT __attribute__((noreturn)) void __cucc_trap(void) {
  __cucc_api->trap("__trap()");
  __builtin_unreachable();
}

/* A trap that says why (used by headers, e.g. cooperative_groups.h's
 * grid_group::sync() without a cooperative launch); why: a string literal. */
SUPPORT __attribute__((noreturn)) void __cucc_trap_reason(const char *why) {
  __cucc_api->trap(why);
  __builtin_unreachable();
}

/* A fault detected by device code (headers: surface accesses out of range
 * or misaligned): the kernel fails with the sticky error err. */
/* A texture object's descriptor, checked (src/lower/textures.c calls it
 * once per block for texture objects that are kernel arguments). */
SUPPORT const void *__cucc_tex_resolve(unsigned long long h) {
  return __cucc_api->tex_resolve(h);
}

SUPPORT __attribute__((noreturn)) void __cucc_fail(int err, const char *why) {
  __cucc_api->fail(err, why);
  __builtin_unreachable();
}

/* __brkpt(), and llvm.debugtrap through the lowering. */
SUPPORT __attribute__((noreturn)) void __cucc_brkpt(void) {
  __cucc_api->brkpt();
  __builtin_unreachable();
}

/* ---- device malloc/free: the runtime's heap (device_heap.c); the lowering
 * maps the C library's names (also used by operator new/delete) here. */

SUPPORT void *__cucc_malloc(size_t size) { return __cucc_api->malloc(size); }

SUPPORT void __cucc_free(void *p) { __cucc_api->free(p); }

/* ---- clocks and sleep ---- */

static long long monotonic_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* clock64() and clock(): a monotonic counter (the time-stamp counter where
 * the CPU has one that user code may read). Inlined into device code. */
long long __cucc_clock64(void) {
#if defined(__x86_64__) || defined(__i386__)
  return (long long)__builtin_ia32_rdtsc();
#elif defined(__aarch64__)
  unsigned long long v;
  __asm__ __volatile__("mrs %0, cntvct_el0" : "=r"(v));
  return (long long)v;
#else
  return monotonic_ns();
#endif
}

/* %globaltimer of inline PTX (src/lower/inline_ptx_mem.c): nanoseconds of
 * the real-time clock, as the GPU's timer counts. */
SUPPORT long long __cucc_globaltimer(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* __nanosleep(ns): the GPU sleeps at most about 1 ms. Long sleeps give the
 * core away; short ones yield once and wait for the deadline. */
SUPPORT void __cucc_nanosleep(unsigned ns) {
  if (ns > 1000000u)
    ns = 1000000u;
  if (ns >= 50000u) {
    struct timespec ts = {0, (long)ns};
    nanosleep(&ts, 0);
    return;
  }
  long long end = monotonic_ns() + ns;
  sched_yield();
  while (monotonic_ns() < end) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
  }
}

/* ---- address spaces ---- */

SUPPORT unsigned __cucc_space_of(const void *p) {
  return __cucc_api->space_of(p);
}

/* Base of the shared window (__cvta_generic_to_shared and back): the
 * current block's shared memory. */
SUPPORT char *__cucc_shared_base(void) {
  cucc_thread *t = __cucc_api->self();
  return t && t->block ? t->block->smem : 0;
}

/* ---- kernel launches from device code (include/crt/cucc_device_launch.h;
 * runtime: device_launch.c) */

SUPPORT int __cucc_dp_launch_raw(const cucc_device_launch *l) {
  return __cucc_api->launch(l);
}

SUPPORT int __cucc_dp_error(int peek) { return __cucc_api->last_error(peek); }

SUPPORT int __cucc_dp_stream(int op, void **s, unsigned flags) {
  return __cucc_api->stream(op, s, flags);
}

/* ---- C library functions that are not thread-safe in glibc ---- */

/* glibc's lgamma/lgammaf store the sign of gamma in the global signgam: CUDA
 * threads on different workers would race on it (ThreadSanitizer found it).
 * The reentrant forms keep the sign local. */
double lgamma_r(double, int *);
float lgammaf_r(float, int *);
SUPPORT double lgamma(double x) {
  int sign;
  return lgamma_r(x, &sign);
}
SUPPORT float lgammaf(float x) {
  int sign;
  return lgammaf_r(x, &sign);
}

/* ---- the warp scheduler of loop kernels with warp-level cuts
 * (src/lower/warp_regions.c, docs/WARP_LOWERING.md) ---- */

#include "../common/cucc_warp_eval.h"

/* Lanes of one warp that complete their collectives together: the waiting
 * lanes with lane f's op at f's cut, or (real collectives) with f's mask at
 * another cut (__syncwarp on both sides of a branch). */
static uint32_t warp_group(const int32_t *st, const uint32_t *op,
                           const uint32_t *mask, uint32_t waiting, unsigned f) {
  uint32_t m = 0;
  int by_site = op[f] == CUCC_WARP_ACTIVEMASK ||
                op[f] == CUCC_WARP_CONVERGED || op[f] == CUCC_WARP_LOCKSTEP;
  for (unsigned l = f; l < 32; l++)
    if ((waiting >> l & 1) && op[l] == op[f] &&
        (st[l] == st[f] || (!by_site && mask[l] == mask[f])))
      m |= 1u << l;
  return m;
}

/* All nl lanes of a warp wait at one cut with the same collective, mask,
 * argument and width, and the mask names no other lane (the common,
 * converged case): their results, computed once per warp where they can
 * be. Returns 0 when the case does not apply. */
static int warp_fast(const cucc_lanes *d, unsigned base, unsigned nl) {
  const int32_t *st = d->st + base;
  const uint32_t *op = d->op + base, *mask = d->mask + base;
  const int32_t *arg = d->arg + base, *width = d->width + base;
  int32_t s0 = st[0];
  if (!(s0 & CUCC_LANE_WAIT))
    return 0;
  uint32_t diff = 0;
  for (unsigned l = 1; l < nl; l++)
    diff |= (uint32_t)(st[l] ^ s0) | (op[l] ^ op[0]) | (mask[l] ^ mask[0]) |
            (uint32_t)(arg[l] ^ arg[0]) | (uint32_t)(width[l] ^ width[0]);
  uint32_t all = 0xffffffffu >> (32 - nl);
  if (diff || ((mask[0] | 1u) & ~all))
    return 0; /* (a mask naming missing lanes: the general path) */
  const uint64_t *val = d->val + base;
  uint64_t *res = d->res + base;
  int o = (int)op[0];
  switch (o) {
  case CUCC_WARP_SYNC:
  case CUCC_WARP_LOCKSTEP:
    break;
  case CUCC_WARP_ACTIVEMASK:
  case CUCC_WARP_CONVERGED:
    for (unsigned l = 0; l < nl; l++)
      res[l] = all;
    break;
  case CUCC_WARP_SHFL_DOWN:
  case CUCC_WARP_SHFL_UP:
  case CUCC_WARP_SHFL_XOR:
  case CUCC_WARP_SHFL_IDX: {
    int w = width[0];
    if (w < 1 || w > 32 || (w & (w - 1)))
      w = 32;
    uint32_t seg = 32u - (uint32_t)w, a = (uint32_t)arg[0];
    for (unsigned l = 0; l < nl; l++) {
      uint32_t minl = l & seg, maxl = minl | (31u & ~seg), src;
      int in = 1;
      if (o == CUCC_WARP_SHFL_IDX)
        src = minl | (a & ~seg & 31u);
      else if (o == CUCC_WARP_SHFL_UP)
        in = (int64_t)l - (int32_t)a >= (int64_t)minl, src = l - a;
      else if (o == CUCC_WARP_SHFL_DOWN)
        in = (int64_t)l + (int32_t)a <= (int64_t)maxl, src = l + a;
      else
        src = l ^ (a & 31u), in = src <= maxl;
      res[l] = !in ? val[l] : src < nl ? val[src] : 0;
    }
    break;
  }
  case CUCC_WARP_MATCH_ANY:
  case CUCC_WARP_MATCH_ALL:
    for (unsigned l = 0; l < nl; l++)
      res[l] = cucc_warp_eval(o, l, mask[0] | 1u << l, all, val, arg[0],
                              width[0]);
    break;
  default: { /* votes and reductions: one result where the mask names all */
    uint64_t r0 = cucc_warp_eval(o, 0, mask[0] | 1u, all, val, 0, 32);
    for (unsigned l = 0; l < nl; l++)
      res[l] = (mask[0] & all) == all
                   ? r0
                   : cucc_warp_eval(o, l, mask[0] | 1u << l, all, val, 0, 32);
  }
  }
  return 1;
}

/* The next region warp `base / 32` (nl lanes) runs and, in *run, the lanes
 * that run it; -1 when every lane has returned or waits at a block barrier.
 * Lanes ready to run a region go first (those of the lowest one's region
 * together); then the waiting collective whose cut comes first in the
 * kernel among those whose lanes have all arrived completes. */
SUPPORT int __cucc_warp_next(const cucc_lanes *d, unsigned base, unsigned nl,
                             unsigned *run) {
  int32_t *st = d->st + base;
  const uint32_t *op = d->op + base, *mask = d->mask + base;
  if (warp_fast(d, base, nl)) {
    int32_t r = (st[0] & CUCC_LANE_CUT) + 1;
    for (unsigned l = 0; l < nl; l++)
      st[l] = r;
    *run = 0xffffffffu >> (32 - nl);
    return r;
  }
  for (;;) {
    uint32_t waiting = 0, live = 0;
    for (unsigned l = 0; l < nl; l++) {
      if (st[l] < CUCC_LANE_EXIT) {
        int32_t r = st[l];
        uint32_t m = 0;
        for (unsigned k = l; k < nl; k++)
          m |= (uint32_t)(st[k] == r) << k;
        *run = m;
        return r;
      }
      waiting |= (uint32_t)((st[l] & CUCC_LANE_WAIT) != 0) << l;
      live |= (uint32_t)(st[l] != CUCC_LANE_EXIT) << l;
    }
    if (!waiting)
      return -1;
    uint32_t todo = waiting, best = 0, first = 0;
    int32_t best_cut = 0, first_cut = 0;
    while (todo) {
      unsigned f = (unsigned)__builtin_ctz(todo);
      uint32_t g = warp_group(st, op, mask, todo, f);
      todo &= ~g;
      int32_t cut = st[f] & CUCC_LANE_CUT;
      uint32_t named = 0;
      if (op[f] != CUCC_WARP_ACTIVEMASK && op[f] != CUCC_WARP_CONVERGED &&
          op[f] != CUCC_WARP_LOCKSTEP)
        for (unsigned l = 0; l < nl; l++)
          if (g >> l & 1)
            named |= mask[l] | 1u << l;
      if (!first || cut < first_cut)
        first = g, first_cut = cut;
      if (!(named & live & ~g) && (!best || cut < best_cut))
        best = g, best_cut = cut;
    }
    /* none complete: lanes named by a mask wait elsewhere (undefined on a
     * GPU); the first goes on with the lanes it has */
    uint32_t g = best ? best : first;
    int32_t cut = best ? best_cut : first_cut;
    const uint64_t *val = d->val + base;
    for (unsigned l = 0; l < nl; l++)
      if (g >> l & 1) {
        d->res[base + l] =
            cucc_warp_eval((int)op[l], l, mask[l] | 1u << l, g, val,
                           d->arg[base + l], d->width[base + l]);
      }
    for (unsigned l = 0; l < nl; l++)
      if (g >> l & 1)
        st[l] = cut + 1;
  }
}

/* After every warp stopped: the block barrier the parked threads wait at
 * (the highest if they disagree), whose threads become ready to run the
 * region after it; -1 when every thread has returned. */
SUPPORT int __cucc_block_next(const cucc_lanes *d, unsigned n) {
  int32_t k = -1;
  for (unsigned i = 0; i < n; i++)
    if ((d->st[i] & CUCC_LANE_PARK) && (d->st[i] & CUCC_LANE_CUT) > k)
      k = d->st[i] & CUCC_LANE_CUT;
  if (k >= 0)
    for (unsigned i = 0; i < n; i++)
      if (d->st[i] == (CUCC_LANE_PARK | k))
        d->st[i] = k + 1;
  return k;
}
