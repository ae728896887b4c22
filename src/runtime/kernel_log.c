/* CUCC_KERNEL_LOG=1: at a kernel's first launch, one line on stderr says
 * how it runs: "cucc: kernel NAME: loop" (loops over the block's threads,
 * including the warp-level loop kernels of docs/WARP_LOWERING.md), "fiber"
 * (one fiber per CUDA thread) or "empty". Benchmarks count fiber kernels
 * with it. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static const cucc_kernel_info **seen;
static size_t nseen, capseen;
static _Atomic int enabled = -1;

void rt_log_kernel_path(const cucc_kernel_info *k) {
  if (enabled == 0)
    return;
  pthread_mutex_lock(&mu);
  if (enabled < 0) {
    const char *e = getenv("CUCC_KERNEL_LOG");
    enabled = e && *e && strcmp(e, "0");
  }
  bool print = enabled > 0;
  for (size_t i = 0; print && i < nseen; i++)
    print = seen[i] != k;
  if (print && nseen == capseen) {
    size_t cap = capseen ? 2 * capseen : 64;
    const cucc_kernel_info **g = realloc(seen, cap * sizeof *g);
    if (g) {
      seen = g;
      capseen = cap;
    }
  }
  if (print && nseen < capseen) {
    seen[nseen++] = k;
    fprintf(stderr, "cucc: kernel %s: %s\n", k->name,
            k->kind == CUCC_KERNEL_FIBER  ? "fiber"
            : k->kind == CUCC_KERNEL_EMPTY ? "empty"
                                           : "loop");
  }
  pthread_mutex_unlock(&mu);
}
