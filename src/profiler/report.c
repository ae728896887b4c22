/* The profiler's output, written at exit: PREFIX.txt, the summary as
 * `nsys profile --stats=true` prints it (API calls, kernels by name and by
 * grid/block shape, memory operations by time and by size with their
 * bandwidth, NVTX ranges), and PREFIX.json, the timeline in the Chrome
 * trace-event format (summary.c and trace.c do the writing). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report.h"

static int by_start(const void *a, const void *b) {
  const prof_rec *x = *(prof_rec *const *)a, *y = *(prof_rec *const *)b;
  uint64_t tx = atomic_load(&x->t0), ty = atomic_load(&y->t0);
  if (tx != ty)
    return tx < ty ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Every finished record, by start time. */
static prof_rec **collect(size_t *n) {
  size_t cap = 0;
  prof_chunk *first = rt_prof_chunks();
  for (prof_chunk *c = first; c; c = c->next)
    cap += atomic_load_explicit(&c->filled, memory_order_acquire);
  prof_rec **v = malloc((cap ? cap : 1) * sizeof *v);
  if (!v)
    return NULL;
  size_t k = 0;
  for (prof_chunk *c = first; c && k < cap; c = c->next) {
    unsigned f = atomic_load_explicit(&c->filled, memory_order_acquire);
    for (unsigned i = 0; i < f && k < cap; i++)
      if (atomic_load(&c->rec[i].t1))
        v[k++] = &c->rec[i];
  }
  qsort(v, k, sizeof *v, by_start);
  *n = k;
  return v;
}

/* PREFIX with %p replaced by the process id, then the suffix. */
static void out_path(char *buf, size_t size, const char *suffix) {
  size_t k = 0;
  for (const char *p = rt_prof.out; *p && k + 1 < size; p++) {
    if (p[0] == '%' && p[1] == 'p') {
      k += (size_t)snprintf(buf + k, size - k, "%d", (int)rt_prof.pid);
      p++;
    } else {
      buf[k++] = *p;
    }
    if (k >= size)
      k = size - 1;
  }
  buf[k] = 0;
  snprintf(buf + k, size - k, "%s", suffix);
}

void rt_prof_write(void) {
  /* a child forked without exec has a copy of the log: not its own */
  if (!rt_prof.enabled || getpid() != rt_prof.pid)
    return;
  atomic_store(&rt_prof_active, 0);
  rt_prof_calibrate();
  size_t n;
  prof_rec **v = collect(&n);
  if (!v)
    return;
  char path[4200];
  out_path(path, sizeof path, ".txt");
  FILE *f = fopen(path, "w");
  if (f) {
    rt_prof_summary(f, v, n);
    fclose(f);
  } else {
    fprintf(stderr, "cucc-prof: cannot write %s\n", path);
  }
  out_path(path, sizeof path, ".json");
  f = fopen(path, "w");
  if (f) {
    rt_prof_trace(f, v, n);
    fclose(f);
  } else {
    fprintf(stderr, "cucc-prof: cannot write %s\n", path);
  }
  free(v);
}

const char *rt_prof_copy_name(int kind) {
  static const char *const names[PC_COUNT] = {
      "[CUDA memcpy Host-to-Device]", "[CUDA memcpy Device-to-Host]",
      "[CUDA memcpy Device-to-Device]", "[CUDA memcpy Host-to-Host]",
      "[CUDA memcpy Peer-to-Peer]"};
  return kind >= 0 && kind < PC_COUNT ? names[kind] : "[CUDA memcpy]";
}

/* Kernel names as nsys shows them: demangled (cached: the same names come
 * back for every launch). */
const char *rt_prof_kernel_name(const char *mangled) {
  typedef struct dm {
    const char *in;
    char *out;
    struct dm *next;
  } dm;
  static dm *cache;
  if (!mangled)
    return "?";
  for (dm *d = cache; d; d = d->next)
    if (d->in == mangled)
      return d->out ? d->out : mangled;
  dm *d = malloc(sizeof *d);
  if (!d)
    return mangled;
  d->in = mangled;
  d->out = rt_demangle(mangled);
  d->next = cache;
  cache = d;
  return d->out ? d->out : mangled;
}
