/* Unit test of the device arena (src/runtime/device_arena.c) behind every
 * device allocation, and of the copy range rule (memory_check.c): blocks
 * 512-byte aligned and rounded as a GPU rounds them (an H100 places small
 * allocations 512 bytes apart, 513..1024-byte ones 1024 apart, and rounds
 * large ones to 2 MiB), consecutive small blocks adjacent (a small overrun
 * reaches device memory, never the host heap), large blocks 2 MiB aligned
 * and reused first-fit after a free, freed small blocks reused by their
 * class, memory readable and writable past the highest block (slack), many
 * threads at once without overlap, and the range rule on table entries.
 * Prints one line per check; exits non-zero if any check fails. */
#include "core/memory.h"

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

#define MIB ((size_t)1 << 20)

enum { NTHREADS = 8, PER = 200 };
static char *blocks[NTHREADS][PER];

static void *worker(void *arg) {
  int t = (int)(intptr_t)arg;
  for (int i = 0; i < PER; i++) {
    size_t size = 1 + (size_t)(i * 37 + t * 101) % 5000;
    blocks[t][i] = rt_arena_alloc(size);
    if (blocks[t][i])
      memset(blocks[t][i], t, size);
  }
  return NULL;
}

static int by_addr(const void *a, const void *b) {
  const char *x = *(char *const *)a, *y = *(char *const *)b;
  return (x > y) - (x < y);
}

int main(void) {
  char *a = rt_arena_alloc(100), *b = rt_arena_alloc(100);
  check(a && b && rt_arena_contains(a) && rt_arena_contains(b),
        "small blocks come from the arena");
  check(a && (uintptr_t)a % 512 == 0, "512-byte aligned");
  check(rt_arena_block_size(a) == 512, "100 bytes take a 512-byte block");
  check(b == a + 512, "the next small block follows at once");
  char *c = rt_arena_alloc(513);
  check(rt_arena_block_size(c) == 1024, "513 bytes take 1024");
  char *host = malloc(64);
  check(!rt_arena_contains(host), "the host heap is not in the arena");
  free(host);

  char *big = rt_arena_alloc(3 * MIB);
  check(big && (uintptr_t)big % (2 * MIB) == 0, "large blocks 2 MiB aligned");
  check(rt_arena_block_size(big) == 4 * MIB, "3 MiB take 4 MiB");
  memset(big, 1, 4 * MIB); /* the whole block is usable */
  rt_arena_free(big);
  char *big2 = rt_arena_alloc(3 * MIB);
  check(big2 == big, "a freed large block is reused first-fit");
  check(big2 && big2[0] == 0, "its pages were given back (zero again)");
  /* the slack past the highest block is mapped, as a GPU maps its pages */
  memset(big2 + 4 * MIB, 2, 64 * MIB);
  check(1, "64 MiB past the highest block are writable");

  rt_arena_free(a);
  char *a2 = rt_arena_alloc(200);
  check(a2 == a, "a freed small block is reused by its class");
  rt_arena_free(a2);
  rt_arena_free(b);
  rt_arena_free(c);
  rt_arena_free(big2);
  char stack[16];
  rt_arena_free(stack); /* not the arena's: ignored */

  pthread_t th[NTHREADS];
  for (int t = 0; t < NTHREADS; t++)
    pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t);
  for (int t = 0; t < NTHREADS; t++)
    pthread_join(th[t], NULL);
  char *all[NTHREADS * PER];
  int ok = 1;
  for (int t = 0; t < NTHREADS; t++)
    for (int i = 0; i < PER; i++) {
      all[t * PER + i] = blocks[t][i];
      ok &= blocks[t][i] && blocks[t][i][0] == t;
    }
  qsort(all, NTHREADS * PER, sizeof *all, by_addr);
  for (int i = 1; ok && i < NTHREADS * PER; i++)
    ok &= all[i - 1] + rt_arena_block_size(all[i - 1]) <= all[i];
  check(ok, "8 threads: blocks disjoint, contents intact");
  for (int i = 0; i < NTHREADS * PER; i++)
    rt_arena_free(all[i]);

  /* the copy rule on a table entry: up to the size asked for */
  void *d;
  check(!rt_device_alloc(&d, 4000, RT_MEM_DEVICE, NULL), "rt_device_alloc");
  check(!rt_check_range(d, 4000, true), "a range inside an allocation");
  check(rt_check_range(d, 4001, true) == cudaErrorInvalidValue,
        "one byte past its end");
  check(rt_check_range((char *)d + 3999, SIZE_MAX, false) ==
            cudaErrorInvalidValue,
        "an extent that wraps around");
  rt_mem m;
  check(rt_mem_remove(d, 1u << RT_MEM_DEVICE, &m), "removed from the table");
  rt_mem_release(&m);
  check(rt_check_range(d, 1, false) == cudaErrorInvalidValue,
        "freed device memory");
  char local[16];
  check(!rt_check_range(local, sizeof local, false),
        "unknown host memory: unchecked for copies");
  check(rt_check_range(local, sizeof local, true) == cudaErrorInvalidValue,
        "unknown host memory: refused for memsets");
  return failures != 0;
}
