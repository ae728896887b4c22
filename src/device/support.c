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
