/* CUCC_KERNEL_LOG=1: the first launch of each kernel prints on stderr how
 * cucc runs it: "cucc: kernel NAME: loop" (a loop over the block's threads,
 * with or without regions cut at barriers), "fibers" (one fiber per CUDA
 * thread: warp collectives, grid barriers, warp-synchronous code) or
 * "empty". `make bench` counts the fiber kernels of its programs with it. */
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"
#include "progress.h"

static pthread_mutex_t log_mu = PTHREAD_MUTEX_INITIALIZER;
static const cucc_kernel_info **seen;
static size_t nseen, capseen;

bool rt_kernel_log_enabled(void) {
  static int on = -1;
  if (on < 0) {
    const char *e = getenv("CUCC_KERNEL_LOG");
    on = e && *e && *e != '0';
  }
  return on;
}

void rt_kernel_log(const cucc_kernel_info *k) {
  pthread_mutex_lock(&log_mu);
  for (size_t i = 0; i < nseen; i++)
    if (seen[i] == k) {
      pthread_mutex_unlock(&log_mu);
      return;
    }
  if (nseen == capseen) {
    size_t cap = capseen ? 2 * capseen : 16;
    const cucc_kernel_info **n = realloc(seen, cap * sizeof *n);
    if (!n) {
      pthread_mutex_unlock(&log_mu);
      return;
    }
    seen = n;
    capseen = cap;
  }
  seen[nseen++] = k;
  pthread_mutex_unlock(&log_mu);
  fprintf(stderr, "cucc: kernel %s: %s\n", k->name ? k->name : "?",
          k->kind == CUCC_KERNEL_LOOP    ? "loop"
          : k->kind == CUCC_KERNEL_FIBER ? "fibers"
                                         : "empty");
}
