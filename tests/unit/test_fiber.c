/* Unit test of the fiber engine (src/runtime/fiber.c) without any CUDA
 * compiler: entries written in C play the role of lowered fiber kernels.
 * Prints one line per check; exits non-zero if any check fails. Ends with a
 * timing of 1000 blocks x 256 threads x 4 barriers (information only). */
#define _POSIX_C_SOURCE 200809L
#include "core/fiber.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int g_failed;

static void check(int ok, const char *what) {
  printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
  fflush(stdout);
  if (!ok) g_failed = 1;
}

static cucc_block make_block(uint32_t x, uint32_t y, uint32_t z, char *smem) {
  cucc_block b;
  memset(&b, 0, sizeof b);
  b.block_dim = (cucc_dim3){x, y, z};
  b.grid_dim = (cucc_dim3){1, 1, 1};
  b.nthreads = x * y * z;
  b.smem = smem;
  return b;
}

static int run(cucc_thread_fn fn, void *arg, cucc_block *b) {
  void *args[1] = {arg};
  return cucc_fiber_run_block(fn, args, b);
}

/* ---- neighbour exchange and tree reduction ---- */

typedef struct {
  int errors;  /* only touched by one OS thread per block */
  long sum;    /* thread 0's reduction result */
} result;

static void k_exchange(void **args, cucc_thread *t) {
  result *r = args[0];
  int *sh = (int *)t->block->smem;
  uint32_t n = t->block->nthreads, i = t->linear_id;
  for (int it = 0; it < 5; it++) {
    sh[i] = (int)(i * 7 + (uint32_t)it);
    cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
    uint32_t j = (i + 1 + (uint32_t)it) % n;
    if (sh[j] != (int)(j * 7 + (uint32_t)it)) r->errors++;
    cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
  }
  /* Tree reduction of 1..n (n a power of two). */
  long *red = (long *)t->block->smem;
  red[i] = i + 1;
  cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
  for (uint32_t s = n / 2; s > 0; s >>= 1) {
    if (i < s) red[i] += red[i + s];
    cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
  }
  if (i == 0) r->sum = red[0];
}

static int exchange_block(uint32_t n) {
  static long smem[1024];
  result r = {0, 0};
  cucc_block b = make_block(n, 1, 1, (char *)smem);
  int rc = run(k_exchange, &r, &b);
  return rc == 0 && r.errors == 0 && r.sum == (long)n * (n + 1) / 2;
}

/* ---- thread indices and cucc_self ---- */

typedef struct {
  int errors;
  unsigned char seen[1024];
} idx_state;

static void k_index(void **args, cucc_thread *t) {
  idx_state *st = args[0];
  cucc_dim3 d = t->block->block_dim, id = t->thread_idx;
  uint32_t lin = id.x + id.y * d.x + id.z * d.x * d.y;
  if (lin != t->linear_id || id.x >= d.x || id.y >= d.y || id.z >= d.z)
    st->errors++;
  st->seen[t->linear_id]++;
  for (int k = 0; k < 3; k++) {
    if (cucc_self() != t) st->errors++;
    cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
    if (cucc_self() != t || t->linear_id != lin) st->errors++;
  }
}

static int index_block(uint32_t x, uint32_t y, uint32_t z) {
  idx_state st;
  memset(&st, 0, sizeof st);
  cucc_block b = make_block(x, y, z, NULL);
  int rc = run(k_index, &st, &b);
  for (uint32_t i = 0; i < b.nthreads; i++)
    if (st.seen[i] != 1) st.errors++;
  return rc == 0 && st.errors == 0 && cucc_self() == NULL;
}

/* ---- __syncthreads_count / _and / _or ---- */

#define NRES 8
typedef struct {
  int res[1024][NRES];
} vote_state;

static void k_vote(void **args, cucc_thread *t) {
  vote_state *st = args[0];
  int i = (int)t->linear_id, n = (int)t->block->nthreads;
  int *o = st->res[i];
  o[0] = cucc_fiber_barrier(CUCC_BAR_COUNT, i % 3 == 0);
  o[1] = cucc_fiber_barrier(CUCC_BAR_COUNT, 1);
  o[2] = cucc_fiber_barrier(CUCC_BAR_AND, 1);
  o[3] = cucc_fiber_barrier(CUCC_BAR_AND, i != n - 1);
  o[4] = cucc_fiber_barrier(CUCC_BAR_OR, 0);
  o[5] = cucc_fiber_barrier(CUCC_BAR_OR, i == n / 2);
  o[6] = cucc_fiber_barrier(CUCC_BAR_SYNC, 1);
  o[7] = cucc_fiber_barrier(CUCC_BAR_COUNT, i * 2 + 7); /* nonzero pred */
}

static int vote_block(uint32_t n) {
  static vote_state st;
  memset(&st, 0xff, sizeof st);
  cucc_block b = make_block(n, 1, 1, NULL);
  if (run(k_vote, &st, &b) != 0) return 0;
  int want[NRES] = {(int)(n + 2) / 3, (int)n, 1, 0, 0, 1, 0, (int)n};
  for (uint32_t i = 0; i < n; i++)
    for (int k = 0; k < NRES; k++) {
      int got = st.res[i][k];
      if (k >= 2 && k <= 5 ? (got != 0) != (want[k] != 0) : got != want[k])
        return 0;
    }
  return 1;
}

/* ---- early return and unequal barrier counts ---- */

typedef struct {
  int count[1024];
  int after;
} early_state;

static void k_early(void **args, cucc_thread *t) {
  early_state *st = args[0];
  if (t->linear_id & 1) return;
  st->count[t->linear_id] = cucc_fiber_barrier(CUCC_BAR_COUNT, 1);
  cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
  st->after++;
}

static void k_uneven(void **args, cucc_thread *t) {
  int *done = args[0];
  /* Thread k waits at k+1 barriers; the others have long returned. */
  for (uint32_t k = 0; k <= t->linear_id % 8; k++)
    cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
  (*done)++;
}

/* ---- deep recursion and floating point ---- */

static int deep(int depth, cucc_thread *t) {
  volatile char buf[1024];
  memset((char *)buf, depth & 0x7f, sizeof buf);
  int r = 0;
  if (depth == 0) r = cucc_fiber_barrier(CUCC_BAR_COUNT, 1) ^ (int)t->linear_id;
  else r = deep(depth - 1, t);
  for (size_t k = 0; k < sizeof buf; k += 64)
    if (buf[k] != (depth & 0x7f)) r = -100000;
  return r;
}

static void k_deep(void **args, cucc_thread *t) {
  int *bad = args[0];
  uint32_t n = t->block->nthreads;
  if (deep(31, t) != (int)(n ^ t->linear_id)) (*bad)++;
}

static void k_float(void **args, cucc_thread *t) {
  int *bad = args[0];
  double a = t->linear_id * 0.5, b = 1.0 / (t->linear_id + 1.0), c = a * b;
  double d = a + 3.25, e = b * b, f = c - 1.0, g = d * e, h = f + g;
  for (int k = 0; k < 4; k++) {
    cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
    a += 1.0; b *= 2.0; c -= 0.5; d += e; e *= 0.5; f += g; g -= h; h += 1.5;
  }
  double x = t->linear_id * 0.5, y = 1.0 / (t->linear_id + 1.0), z = x * y;
  double u = x + 3.25, v = y * y, w = z - 1.0, p = u * v, q = w + p;
  for (int k = 0; k < 4; k++) {
    x += 1.0; y *= 2.0; z -= 0.5; u += v; v *= 0.5; w += p; p -= q; q += 1.5;
  }
  if (a != x || b != y || c != z || d != u || e != v || f != w || g != p ||
      h != q)
    (*bad)++;
#if defined(__x86_64__)
  /* MXCSR is callee-saved: each fiber keeps its own rounding mode. */
  unsigned mine = (__builtin_ia32_stmxcsr() & ~0x6000u) |
                  ((t->linear_id & 3u) << 13);
  __builtin_ia32_ldmxcsr(mine);
  cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
  if (__builtin_ia32_stmxcsr() != mine) (*bad)++;
  __builtin_ia32_ldmxcsr(mine & ~0x6000u);
#endif
}

/* ---- OS threads ---- */

typedef struct {
  uint32_t n;
  int ok;
} os_arg;

static void *os_thread(void *p) {
  os_arg *a = p;
  long smem[1024];
  a->ok = 1;
  for (int b = 0; b < 200; b++) {
    result r = {0, 0};
    cucc_block blk = make_block(a->n, 1, 1, (char *)smem);
    if (run(k_exchange, &r, &blk) != 0 || r.errors ||
        r.sum != (long)a->n * (a->n + 1) / 2)
      a->ok = 0;
    idx_state st;
    memset(&st, 0, sizeof st);
    cucc_block b2 = make_block(a->n / 4, 2, 2, NULL);
    if (run(k_index, &st, &b2) != 0 || st.errors) a->ok = 0;
  }
  return NULL;
}

/* ---- timing ---- */

static void k_bench(void **args, cucc_thread *t) {
  (void)args;
  (void)t;
  for (int k = 0; k < 4; k++) cucc_fiber_barrier(CUCC_BAR_SYNC, 0);
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(void) {
  check(cucc_fiber_barrier(CUCC_BAR_SYNC, 1) == 0 &&
            cucc_fiber_barrier(CUCC_BAR_COUNT, 5) == 1 &&
            cucc_fiber_barrier(CUCC_BAR_AND, 0) == 0 &&
            cucc_fiber_barrier(CUCC_BAR_OR, 1) != 0,
        "barrier off a fiber returns the single-thread result");
  size_t ss = cucc_fiber_get_stack_size();
  check(ss >= 16384 && ss % 4096 == 0 &&
            (getenv("CUCC_STACK_SIZE") || ss == 256 * 1024),
        "default stack size is 256 KiB");

  check(exchange_block(256), "exchange + tree reduction, 256 threads");
  check(exchange_block(1), "exchange + tree reduction, 1 thread");
  check(exchange_block(32), "exchange + tree reduction, 32 threads");
  check(exchange_block(1024), "exchange + tree reduction, 1024 threads");

  check(index_block(100, 1, 1), "1D block 100: thread_idx and cucc_self");
  check(index_block(16, 12, 1), "2D block 16x12: thread_idx and cucc_self");
  check(index_block(8, 4, 5), "3D block 8x4x5: thread_idx and cucc_self");
  check(index_block(8, 8, 16), "3D block 8x8x16 (1024)");

  check(vote_block(256), "syncthreads_count/and/or, 256 threads");
  check(vote_block(97), "syncthreads_count/and/or, 97 threads");
  check(vote_block(1), "syncthreads_count/and/or, 1 thread");
  check(vote_block(1024), "syncthreads_count/and/or, 1024 threads");

  {
    early_state st;
    memset(&st, 0, sizeof st);
    cucc_block b = make_block(64, 1, 1, NULL);
    int ok = run(k_early, &st, &b) == 0 && st.after == 32;
    for (int i = 0; i < 64; i += 2) ok &= st.count[i] == 32;
    check(ok, "odd threads return early: barrier completes, count = 32");
  }
  {
    int done = 0;
    cucc_block b = make_block(128, 1, 1, NULL);
    check(run(k_uneven, &done, &b) == 0 && done == 128,
          "threads waiting at barriers others never reach do not hang");
  }
  {
    int bad = 0, ok = 1;
    for (int k = 0; k < 3000 && ok; k++) {
      static long smem[1024];
      result r = {0, 0};
      uint32_t n = (k % 3 == 0) ? 512 : (k % 3 == 1) ? 64 : 256;
      cucc_block b = make_block(n, 1, 1, (char *)smem);
      ok = run(k_exchange, &r, &b) == 0 && r.errors == 0 &&
           r.sum == (long)n * (n + 1) / 2;
    }
    check(ok && !bad, "3000 blocks in a row (stack reuse)");
  }
  {
    pthread_t th[2];
    os_arg a[2] = {{256, 0}, {128, 0}};
    for (int i = 0; i < 2; i++) pthread_create(&th[i], NULL, os_thread, &a[i]);
    for (int i = 0; i < 2; i++) pthread_join(th[i], NULL);
    check(a[0].ok && a[1].ok, "two OS threads running blocks concurrently");
  }
  {
    int bad = 0;
    cucc_block b = make_block(64, 1, 1, NULL);
    check(run(k_deep, &bad, &b) == 0 && bad == 0,
          "32 KiB of recursion with a barrier at the bottom");
  }
  {
    int bad = 0;
    cucc_block b = make_block(64, 1, 1, NULL);
    check(run(k_float, &bad, &b) == 0 && bad == 0,
          "floating point state survives switches");
  }
  {
    cucc_fiber_set_stack_size(1000);
    size_t small = cucc_fiber_get_stack_size();
    cucc_fiber_set_stack_size(256 * 1024 + 1);
    size_t big = cucc_fiber_get_stack_size();
    int ok = small == 16384 && big == 256 * 1024 + 4096;
    ok &= exchange_block(256);
    cucc_fiber_set_stack_size(ss);
    ok &= exchange_block(256);
    check(ok, "stack size set/get (rounded, clamped), stacks remade");
  }

  {
    cucc_block b = make_block(256, 1, 1, NULL);
    run(k_bench, NULL, &b); /* warm the stacks */
    const int nblocks = 1000;
    double t0 = now();
    for (int k = 0; k < nblocks; k++) run(k_bench, NULL, &b);
    double dt = now() - t0;
    /* One switch per thread per barrier and one at its exit. */
    double switches = (double)nblocks * 256 * 5;
    printf("INFO: 1000 blocks x 256 threads x 4 barriers: %.1f ms, "
           "%.2f us/block, %.2f ns per switch\n",
           dt * 1e3, dt * 1e6 / nblocks, dt * 1e9 / switches);
  }

  printf("%s\n", g_failed ? "test_fiber: FAILED" : "test_fiber: all passed");
  return g_failed;
}
