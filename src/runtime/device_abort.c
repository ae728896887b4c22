/* Device code that stops its kernel: a failed assert, __trap(), __brkpt().
 * What a GPU does (nvcc 13 on an H100, tests/reference/probe_assert.out):
 * the failing thread goes no further, the kernel fails and the context
 * keeps a sticky error: cudaErrorAssert for an assert,
 * cudaErrorLaunchFailure for __trap and for __brkpt (no debugger). Kernels
 * queued behind it never run (engine.c), and after cudaDeviceReset the
 * device stays unusable (error.c). Mechanism: the same jump out of the
 * block as a memory fault (fault.c): the worker abandons the block's other
 * threads and skips the blocks not yet started (blocks already running on
 * other workers finish; a GPU kills them). A failed assert prints, at once
 * and without waiting for a synchronization, the kernel's device printf
 * output so far (stdout) and then, on stderr,
 *   file:line: function: block: [x,y,z], thread: [x,y,z] Assertion `expr` failed.
 * (the GPU prints a line for every thread that fails at about the same
 * time, e.g. each failing lane of the warp; cucc for the first one only).
 * A GPU prints nothing for __trap and __brkpt; cucc prints a one-line
 * diagnostic, like the one of a memory fault. */
#include <stdio.h>
#include <stdlib.h>

#include "fault.h"
#include "fiber.h"
#include "internal.h"

/* What stopped the block running on this thread, for rt_abort_report. */
static _Thread_local struct {
  const char *why;  /* NULL for an assert (already reported) */
  cucc_dim3 thread;
  bool has_thread;
} stopped;

_Noreturn static void stop(const char *why, cudaError_t err) {
  cucc_thread *t = cucc_self();
  stopped.why = why;
  stopped.has_thread = t != NULL;
  if (t)
    stopped.thread = t->thread_idx;
  rt_set_sticky(err);
  rt_fault_leave_block();
}

void rt_device_assert_fail(const char *expr, const char *file, unsigned line,
                           const char *func) {
  cucc_thread *t = cucc_self();
  cucc_dim3 b = {0, 0, 0}, th = {0, 0, 0};
  if (t) {
    th = t->thread_idx;
    if (t->block)
      b = t->block->block_idx;
  }
  rt_printf_flush(); /* the kernel's printf output comes first */
  fprintf(stderr,
          "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` "
          "failed.\n",
          file ? file : "?", line, func ? func : "?", b.x, b.y, b.z, th.x,
          th.y, th.z, expr ? expr : "?");
  stop(NULL, cudaErrorAssert);
}

void rt_device_trap(const char *why) {
  stop(why ? why : "__trap()", cudaErrorLaunchFailure);
}

void rt_device_brkpt(void) { stop("__brkpt()", cudaErrorLaunchFailure); }

void rt_device_fail(int err, const char *why) {
  stop(why ? why : "device fault", (cudaError_t)err);
}

void rt_device_stop_quietly(int err) { stop(NULL, (cudaError_t)err); }

void rt_abort_report(const char *kernel, cucc_dim3 block) {
  cucc_fiber_abandon();
  if (!stopped.why)
    return;
  char *nice = rt_demangle(kernel);
  if (stopped.has_thread)
    fprintf(stderr,
            "cucc: %s in kernel %s, block (%u,%u,%u), thread (%u,%u,%u): "
            "the launch fails\n",
            stopped.why, nice ? nice : kernel, block.x, block.y, block.z,
            stopped.thread.x, stopped.thread.y, stopped.thread.z);
  else
    fprintf(stderr, "cucc: %s in kernel %s, block (%u,%u,%u): the launch "
                    "fails\n",
            stopped.why, nice ? nice : kernel, block.x, block.y, block.z);
  free(nice);
}
