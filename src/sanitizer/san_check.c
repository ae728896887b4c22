/* The checks behind every instrumented access of device code
 * (src/lower/sanitize_mem.c): memcheck's bounds, alignment and freed-memory
 * checks, initcheck's shadow of device memory, and the dispatch to
 * racecheck (shared memory) and synccheck (barriers, warp collectives). */
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "fiber.h"
#include "san_internal.h"

static bool is_block(const cucc_block *b, uint64_t bid) {
  return b && b->block_idx.x == (uint32_t)bid &&
         b->block_idx.y == (uint32_t)(bid >> 32 & 0xffffu) &&
         b->block_idx.z == (uint32_t)(bid >> 48);
}

/* The engine's block (loop and fiber kernels), or in a cooperative launch,
 * whose blocks all run as fibers of one worker, the calling fiber's. */
const cucc_block *san_current_block(uint64_t bid, size_t *static_smem,
                                    size_t *dyn_smem) {
  const cucc_block *blk = NULL;
  rt_cmd *c = rt_engine_current(&blk);
  if (!c || !c->k)
    return NULL;
  *static_smem = c->k->static_smem;
  *dyn_smem = c->dyn_smem;
  /* a fiber's own block first: a cooperative launch's outer command (a
   * loop kernel that runs the grid's blocks as fibers) has a block too */
  cucc_thread *t = cucc_self();
  if (t && t->block && t->block != blk && is_block(t->block, bid)) {
    *static_smem = (size_t)(t->block->dyn_smem - t->block->smem);
    if (!*dyn_smem) /* (its dynamic size is not known here: 48 KiB) */
      *dyn_smem = 48u * 1024u;
    return t->block;
  }
  return is_block(blk, bid) ? blk : NULL;
}

/* --- memcheck --- */

/* A report of an invalid access; `shown` is the address as the GPU numbers
 * it (shared memory: its window's). */
static void report_invalid(const char *space, bool write, uint64_t size,
                           const san_site *s, uint32_t tid, uint64_t bid,
                           uint64_t shown, const char *why,
                           const san_alloc_info *near) {
  san_text t = {0};
  char n1[32], n2[32];
  san_line(&t, "Invalid %s %s of size %llu bytes", space,
           write ? "write" : "read", (unsigned long long)size);
  san_where(&t, s);
  san_by_thread(&t, tid, bid);
  san_line(&t, "    Access to 0x%llx is %s", (unsigned long long)shown, why);
  if (near && near->p) {
    const char *a = (const char *)(uintptr_t)shown;
    if (!near->live)
      san_line(&t, "    and is inside a freed allocation at %p of size %s "
                   "bytes", (const void *)near->p, san_bytes(near->size, n2));
    else if (a >= near->p + near->size)
      san_line(&t, "    and is %s bytes after the nearest allocation at %p "
                   "of size %s bytes",
               san_bytes((size_t)(a - (near->p + near->size)) + 1, n1),
               (const void *)near->p, san_bytes(near->size, n2));
    else if (a < near->p)
      san_line(&t, "    and is %s bytes before the nearest allocation at %p "
                   "of size %s bytes", san_bytes((size_t)(near->p - a), n1),
               (const void *)near->p, san_bytes(near->size, n2));
    else
      san_line(&t, "    and is inside the nearest allocation at %p of size "
                   "%s bytes", (const void *)near->p, san_bytes(near->size, n2));
  }
  san_launch_backtrace(&t);
  san_emit(&t);
}

/* After a report: a write must not happen (it could corrupt the host), so
 * the block stops; a read goes on, as the rest of the GPU's warp would, and
 * the launch fails when the block ends (the rest of the grid is skipped). */
static void after_invalid(bool write) {
  if (write)
    san_stop_kernel();
  rt_set_sticky(cudaErrorLaunchFailure);
  rt_cmd *c = rt_engine_current(NULL);
  if (c)
    atomic_store(&c->failed, true);
}

static unsigned required_alignment(uint64_t size, uint32_t flags) {
  unsigned ir = 1u << (flags >> SAN_ALIGN_SHIFT & 15u), nat = 1;
  while (nat * 2 <= size && nat < 16)
    nat *= 2;
  return ir < nat ? ir : nat;
}

/* Addresses of a loaded device image (its variables and constants). */
static const void *image_bases[256];
static _Atomic unsigned nimages;

static bool in_image(const void *p) {
  Dl_info di;
  if (!dladdr(p, &di))
    return false;
  unsigned k = atomic_load(&nimages);
  for (unsigned i = 0; i < k; i++)
    if (image_bases[i] == di.dli_fbase)
      return true;
  return false;
}

void san_note_image(const void *base) {
  unsigned i = atomic_load(&nimages);
  if (i < 256) {
    image_bases[i] = base;
    atomic_store(&nimages, i + 1);
  }
}

static bool in_range(const char *a, uint64_t n, const char *lo, size_t size) {
  return a >= lo && n <= size && (size_t)(a - lo) <= size - n;
}

/* The window of shared addresses past the block's own: a GPU's shared
 * space is that large at most. */
#define SHARED_WINDOW (228u * 1024u)
/* shared addresses as an H100 numbers them: after 1 KiB the system keeps */
#define SAN_SHARED_BASE 0x400u

static void memcheck(char *a, uint64_t n, uint32_t site, uint32_t flags,
                     const char *base, uint64_t objsize, uint32_t tid,
                     uint64_t bid, const san_site *sites) {
  bool write = flags & SAN_WRITE;
  unsigned need = required_alignment(n, flags);
  /* the common case first: aligned, in an allocation found lately */
  if (!((uintptr_t)a & (need - 1)) &&
      ((flags & SAN_OBJECT) ? in_range(a, n, base, objsize)
                            : san_alloc_cached(a, n)))
    return;
  size_t st = 0, dyn = 0;
  const cucc_block *blk = san_current_block(bid, &st, &dyn);
  bool shared = flags & SAN_SHARED;
  if (!shared && blk && a >= blk->smem && a < blk->smem + SHARED_WINDOW &&
      !in_range(a, 1, blk->smem, st) && !in_range(a, 1, blk->dyn_smem, dyn))
    shared = san_alloc_find(a, 1, &(san_alloc_info){0}, &(bool){0}) != 1;
  else if (!shared && blk && (in_range(a, 1, blk->smem, st) ||
                              in_range(a, 1, blk->dyn_smem, dyn)))
    shared = true;
  uint64_t shown = shared && blk ? SAN_SHARED_BASE + (uint64_t)(a - blk->smem)
                                 : (uint64_t)(uintptr_t)a;
  const char *space = shared ? "__shared__" : "__global__";
  san_alloc_info near = {0};
  bool freed = false;
  if (n && ((uintptr_t)a & (need - 1))) {
    if (!shared)
      san_alloc_find(a, 1, &near, &freed);
    report_invalid(space, write, n, &sites[site], tid, bid, shown,
                   "misaligned", shared ? NULL : &near);
    after_invalid(write);
    return;
  }
  if (flags & SAN_OBJECT) {
    if (in_range(a, n, base, objsize))
      return;
    report_invalid(space, write, n, &sites[site], tid, bid, shown,
                   "out of bounds", NULL);
    after_invalid(write);
    return;
  }
  if (shared && blk) {
    if (in_range(a, n, blk->smem, st) || in_range(a, n, blk->dyn_smem, dyn))
      return;
    report_invalid(space, write, n, &sites[site], tid, bid, shown,
                   "out of bounds", NULL);
    after_invalid(write);
    return;
  }
  int r = san_alloc_find(a, n ? n : 1, &near, &freed);
  if (r == 1)
    return;
  if (r < 0) {
    unsigned sp = rt_space_of(a);
    if (sp == CUCC_SPACE_LOCAL || sp == CUCC_SPACE_CONSTANT || in_image(a))
      return;
  }
  report_invalid(space, write, n, &sites[site], tid, bid, shown,
                 "out of bounds", near.p ? &near : NULL);
  after_invalid(write);
}

/* --- initcheck --- */

static void initcheck(char *a, uint64_t n, uint32_t site, uint32_t flags,
                      uint32_t tid, uint64_t bid, const san_site *sites) {
  const char *base;
  uint8_t *sh = san_alloc_shadow(a, &base);
  if (!sh)
    return;
  size_t off = (size_t)(a - base);
  if (!(flags & SAN_WRITE) || (flags & SAN_ATOMIC)) {
    for (uint64_t i = 0; i < n; i++) {
      size_t b = off + i;
      if (__atomic_load_n(&sh[b / 8], __ATOMIC_RELAXED) >> (b % 8) & 1)
        continue;
      san_text t = {0};
      san_line(&t, "Uninitialized __global__ memory read of size %llu bytes",
               (unsigned long long)n);
      san_where(&t, &sites[site]);
      san_by_thread(&t, tid, bid);
      san_line(&t, "    Address 0x%llx", (unsigned long long)(uintptr_t)a);
      san_launch_backtrace(&t);
      san_emit(&t);
      break;
    }
  }
  if (flags & SAN_WRITE)
    for (uint64_t i = 0; i < n; i++) {
      size_t b = off + i;
      __atomic_fetch_or(&sh[b / 8], (uint8_t)(1u << (b % 8)), __ATOMIC_RELAXED);
    }
}

void rt_san_written(const void *p, size_t pitch, size_t slice, size_t width,
                    size_t height, size_t depth) {
  if (san_cfg.tool != SAN_INITCHECK)
    return;
  for (size_t z = 0; z < depth; z++)
    for (size_t y = 0; y < height; y++) {
      const char *row = (const char *)p + z * slice + y * pitch, *base;
      uint8_t *sh = san_alloc_shadow(row, &base);
      for (size_t i = 0; sh && i < width; i++) {
        size_t b = (size_t)(row - base) + i;
        __atomic_fetch_or(&sh[b / 8], (uint8_t)(1u << (b % 8)),
                          __ATOMIC_RELAXED);
      }
    }
}

/* --- dispatch --- */

void san_access(void *addr, uint64_t size, uint32_t site, uint32_t flags,
                const void *base, uint64_t objsize, uint32_t tid, uint64_t bid,
                const san_site *sites) {
  char *a = addr;
  switch (san_cfg.tool) {
  case SAN_MEMCHECK:
    memcheck(a, size, site, flags, base, objsize, tid, bid, sites);
    return;
  case SAN_INITCHECK:
    if (!(flags & SAN_SHARED))
      initcheck(a, size, site, flags, tid, bid, sites);
    return;
  case SAN_RACECHECK: {
    size_t st = 0, dyn = 0;
    const cucc_block *blk = san_current_block(bid, &st, &dyn);
    if (blk && a >= blk->smem && a < blk->smem + SHARED_WINDOW &&
        (size_t)(a - blk->smem) + size <= CUCC_DYN_SMEM_OFFSET(st) + dyn)
      san_race_access(blk, (size_t)(a - blk->smem), size, flags & SAN_WRITE,
                      flags & SAN_ATOMIC, site, tid, bid, sites);
    return;
  }
  case SAN_SYNCCHECK:
    return;
  }
}

void san_barrier(uint32_t site, uint32_t op, uint32_t mask, uint32_t tid,
                 uint64_t bid, const san_site *sites) {
  size_t st, dyn;
  const cucc_block *blk = san_current_block(bid, &st, &dyn);
  if (!blk)
    return;
  if (san_cfg.tool == SAN_RACECHECK && op != SAN_EXIT_OP)
    san_race_barrier(blk, tid, op >= SAN_WARP_OP);
  else if (san_cfg.tool == SAN_SYNCCHECK)
    san_sync_barrier(blk, site, op, mask, tid, bid, sites);
}
