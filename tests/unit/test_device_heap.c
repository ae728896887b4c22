/* Unit test of the device heap (src/runtime/device_heap.c) behind device
 * malloc/free: alignment, exhaustion, coalescing (after freeing everything,
 * in any order, the whole heap is one block again), a random workload whose
 * live blocks must never overlap, several threads at once, the limit's
 * freeze once the heap exists, and the reset. Also the GPU's rules (nvcc 13
 * on an H100, tests/reference/probe_heap.out, tests/e2e/device_malloc.cu):
 * a limit below 4 MiB reads back as 4 MiB, the limit cannot be set again
 * once the heap exists (not even to its value), malloc(0) and
 * malloc(SIZE_MAX) return pointers. Prints one line per check; exits
 * non-zero if any check fails. */
#include "runtime/internal.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void check(int ok, const char *what) {
  printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
  if (!ok)
    failures++;
}

/* The largest single allocation that succeeds now (binary search). */
static size_t largest(void) {
  size_t lo = 0, hi = rt_heap_limit() + 1;
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    void *p = rt_heap_malloc(mid);
    if (p) {
      rt_heap_free(p);
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return lo;
}

typedef struct live {
  unsigned char *p;
  size_t n;
  unsigned char tag;
} live;

static int intact(const live *l) {
  for (size_t k = 0; k < l->n; k++)
    if (l->p[k] != l->tag)
      return 0;
  return 1;
}

static void *hammer(void *arg) {
  unsigned seed = (unsigned)(uintptr_t)arg;
  int *bad = calloc(1, sizeof *bad);
  live l[64] = {{0}};
  for (int it = 0; it < 20000; it++) {
    int i = rand_r(&seed) % 64;
    if (l[i].p) {
      if (!intact(&l[i]))
        *bad = 1;
      rt_heap_free(l[i].p);
      l[i].p = NULL;
    } else {
      l[i].n = 1 + rand_r(&seed) % 300;
      l[i].tag = (unsigned char)rand_r(&seed);
      l[i].p = rt_heap_malloc(l[i].n);
      if (l[i].p) {
        if ((uintptr_t)l[i].p % 16)
          *bad = 1;
        memset(l[i].p, l[i].tag, l[i].n);
      }
    }
  }
  for (int i = 0; i < 64; i++)
    if (l[i].p) {
      if (!intact(&l[i]))
        *bad = 1;
      rt_heap_free(l[i].p);
    }
  return bad;
}

int main(void) {
  check(rt_heap_limit() == 8u << 20, "default limit 8 MiB");
  check(rt_heap_set_limit(1000) == cudaSuccess && rt_heap_limit() == 4u << 20,
        "a limit of 1000 bytes reads back as 4 MiB");
  check(rt_heap_set_limit(0) == cudaSuccess && rt_heap_limit() == 4u << 20,
        "a limit of 0 reads back as 4 MiB");
  check(rt_heap_set_limit(48u << 20) == cudaSuccess &&
            rt_heap_limit() == 48u << 20,
        "48 MiB reads back as set");
  check(rt_heap_set_limit(3000000) == cudaSuccess && rt_heap_limit() == 4u << 20,
        "3000000 bytes read back as 4 MiB");
  rt_heap_free(NULL);
  check(rt_heap_malloc((size_t)5 << 20) == NULL, "more than the heap: NULL");
  check(rt_heap_malloc((size_t)1 << 40) == NULL, "1 TiB: NULL");

  size_t whole = largest();
  check(whole > (4u << 20) - 256 && whole <= (4u << 20),
        "the heap is one block at first");
  check(rt_heap_set_limit(8u << 20) == cudaErrorInvalidValue,
        "the limit is fixed once the heap exists");
  check(rt_heap_set_limit(4u << 20) == cudaErrorInvalidValue,
        "even setting the same limit again fails");
  check(rt_heap_limit() == 4u << 20, "and the limit stays");
  void *z1 = rt_heap_malloc(0), *z2 = rt_heap_malloc(0);
  check(z1 && z2 && z1 != z2 && (uintptr_t)z1 % 16 == 0,
        "malloc(0): distinct aligned pointers");
  void *huge = rt_heap_malloc(SIZE_MAX), *huge2 = rt_heap_malloc(SIZE_MAX - 9);
  check(huge && huge2, "malloc(SIZE_MAX), malloc(SIZE_MAX - 9): pointers");
  check(rt_heap_malloc(SIZE_MAX - 16) == NULL, "malloc(SIZE_MAX - 16): NULL");
  rt_heap_free(z1);
  rt_heap_free(z2);
  rt_heap_free(huge);
  rt_heap_free(huge2);
  check(largest() == whole, "freed: one block again");

  /* fill with 1 KiB blocks, free them in three different orders */
  static void *blocks[8192];
  for (int order = 0; order < 3; order++) {
    int n = 0, aligned = 1;
    while (n < 8192 && (blocks[n] = rt_heap_malloc(1000)) != NULL) {
      aligned &= (uintptr_t)blocks[n] % 16 == 0;
      memset(blocks[n], n, 1000);
      n++;
    }
    int ok = n > 3900 && n < 4096 && aligned;
    for (int i = 0; i < n; i++)
      ok &= ((unsigned char *)blocks[i])[999] == (unsigned char)i;
    check(ok, "1000-byte blocks until NULL: aligned, intact");
    for (int i = 0; i < n; i++) {
      int j = order == 0 ? i : order == 1 ? n - 1 - i : (i * 7919) % n;
      if (order == 2 && n % 7919 == 0)
        j = i;
      rt_heap_free(blocks[j]);
    }
    check(largest() == whole, "after freeing them all, one block again");
  }

  /* random workload on several threads */
  pthread_t th[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&th[i], NULL, hammer, (void *)(uintptr_t)(i + 1));
  int bad = 0;
  for (int i = 0; i < 4; i++) {
    void *r;
    pthread_join(th[i], &r);
    bad |= *(int *)r;
    free(r);
  }
  check(!bad, "4 threads x 20000 random malloc/free: no overlap");
  check(largest() == whole, "and the heap is whole afterwards");

  /* free(interior or foreign pointer) is ignored */
  void *p = rt_heap_malloc(64);
  int foreign = 0;
  rt_heap_free(&foreign);
  rt_heap_free((char *)p + 16);
  rt_heap_free(p);
  rt_heap_free(p); /* twice: undefined on the GPU, ignored here */
  check(largest() == whole, "foreign, interior and double frees ignored");

  rt_heap_reset();
  check(rt_heap_limit() == 8u << 20, "reset: default limit again");
  check(rt_heap_set_limit(6u << 20) == cudaSuccess, "reset: limit settable");
  check(largest() > (6u << 20) - 256, "reset: a new heap of the new size");
  rt_heap_reset();

  printf(failures ? "FAIL\n" : "PASS\n");
  return failures ? 1 : 0;
}
