/* The memory behind device allocations (cudaMalloc, pitched and 3D memory,
 * CUDA arrays, stream-ordered pools, graph allocations, managed memory): one
 * region of the address space reserved at the first allocation, apart from
 * the host heap, so that a kernel's small overrun lands in device memory (as
 * on a GPU, whose allocations are rounded up and neighbour each other) and
 * never in the host's malloc data.
 *
 * Layout: a PROT_NONE guard of one granule at each end; the region is made
 * readable and writable from the bottom up, SLACK bytes beyond the highest
 * block handed out, as a GPU maps its memory in large pieces: on an H100 a
 * kernel reads 64 MiB past a 4000-byte allocation without a fault and
 * faults at 256 MiB (tests/reference/probe_alloc_layout.out); here such
 * accesses behave the same.
 * - Small allocations (up to 1 MiB) are rounded up to a power of two of at
 *   least 512 bytes (CUDA's alignment) and carved from 2 MiB chunks of their
 *   size class, as a GPU sub-allocates its 2 MiB pages; freed blocks go back
 *   to their class (kept readable: a GPU does not unmap them either).
 * - Larger allocations are rounded up to 2 MiB (the GPU's page, as an H100
 *   rounds them), taken first-fit from the free extents; their pages go
 *   back to the system when freed.
 * Free lists are kept outside the blocks: device memory is never written by
 * the allocator. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "memory.h"

#define GRANULE ((size_t)2 << 20) /* chunk, large rounding, guard */
#define MIN_BLOCK ((size_t)512)
#define NCLASS 12 /* 512 B .. 1 MiB */
#define MAX_RESERVE ((size_t)1 << 40)
#define MIN_RESERVE ((size_t)256 << 20)
#define SLACK ((size_t)128 << 20)

typedef struct extent {
  size_t off, len;
} extent;

typedef struct ptrstack {
  char **v;
  size_t n, cap;
} ptrstack;

static pthread_mutex_t arena_mu = PTHREAD_MUTEX_INITIALIZER;
static char *base;
static size_t reserved;
static extent *freex; /* free extents, sorted by offset, disjoint */
static size_t nfree, capfree;
static ptrstack bins[NCLASS];
static bool tried;
static size_t hwm; /* [GRANULE, hwm) is readable and writable */
/* per granule of the region: 0 unused, class + 1 for a chunk of small
 * blocks, (granules << 8 | 0xff) at the head of a large block */
static uint32_t *info;
#define LARGE_TAG 0xffu

static int size_class(size_t size) {
  int c = 0;
  for (size_t b = MIN_BLOCK; b < size; b <<= 1)
    c++;
  return c;
}

static size_t block_for(size_t size) {
  if (size <= MIN_BLOCK << (NCLASS - 1))
    return MIN_BLOCK << size_class(size ? size : 1);
  return (size + GRANULE - 1) / GRANULE * GRANULE;
}

static bool push(ptrstack *s, char *p) {
  if (s->n == s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 64;
    char **v = realloc(s->v, cap * sizeof *v);
    if (!v)
      return false;
    s->v = v;
    s->cap = cap;
  }
  s->v[s->n++] = p;
  return true;
}

/* Reserves the region once: room for every device's capacity several times
 * over (size classes waste up to half), less if the address space refuses. */
static bool reserve(void) {
  if (tried)
    return base != NULL;
  tried = true;
  size_t cap = rt_device_memory_capacity();
  size_t ndev = (size_t)rt_device_count();
  size_t want = MAX_RESERVE;
  if (cap && ndev && cap <= MAX_RESERVE / 4 / ndev)
    want = cap * 4 * ndev;
  want = (want + GRANULE - 1) / GRANULE * GRANULE;
  for (; want >= MIN_RESERVE; want /= 2) {
    void *p = mmap(NULL, want + GRANULE, PROT_NONE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      continue;
    /* aligned to the granule: trim the slack at both ends */
    uintptr_t a = ((uintptr_t)p + GRANULE - 1) & ~(uintptr_t)(GRANULE - 1);
    size_t head = a - (uintptr_t)p;
    if (head)
      munmap(p, head);
    munmap((char *)a + want, GRANULE - head);
    freex = malloc(sizeof *freex);
    info = calloc(want / GRANULE, sizeof *info);
    if (!freex || !info) {
      munmap((char *)a, want);
      free(freex);
      free(info);
      return false;
    }
    reserved = want;
    __atomic_store_n(&base, (char *)a, __ATOMIC_RELEASE);
    capfree = 1;
    nfree = 1;
    freex[0] = (extent){GRANULE, reserved - 2 * GRANULE}; /* guards */
    hwm = GRANULE;
    return true;
  }
  return false;
}

static void give_extent(char *p, size_t len) {
  /* the pages go back to the system (reads see zeros, as fresh memory) */
  madvise(p, len, MADV_DONTNEED);
  size_t off = (size_t)(p - base);
  size_t i = 0;
  while (i < nfree && freex[i].off < off)
    i++;
  bool left = i > 0 && freex[i - 1].off + freex[i - 1].len == off;
  bool right = i < nfree && off + len == freex[i].off;
  if (left && right) {
    freex[i - 1].len += len + freex[i].len;
    memmove(freex + i, freex + i + 1, (nfree - i - 1) * sizeof *freex);
    nfree--;
  } else if (left) {
    freex[i - 1].len += len;
  } else if (right) {
    freex[i].off = off;
    freex[i].len += len;
  } else {
    if (nfree == capfree) {
      extent *n = realloc(freex, capfree * 2 * sizeof *n);
      if (!n)
        return; /* the range stays reserved, unused */
      freex = n;
      capfree *= 2;
    }
    memmove(freex + i + 1, freex + i, (nfree - i) * sizeof *freex);
    freex[i] = (extent){off, len};
    nfree++;
  }
}

static char *take_extent(size_t len) {
  for (size_t i = 0; i < nfree; i++) {
    if (freex[i].len < len)
      continue;
    char *p = base + freex[i].off;
    freex[i].off += len;
    freex[i].len -= len;
    if (!freex[i].len) {
      memmove(freex + i, freex + i + 1, (nfree - i - 1) * sizeof *freex);
      nfree--;
    }
    size_t end = (size_t)(p - base) + len;
    if (end > hwm) {
      size_t top = end + SLACK < reserved - GRANULE ? end + SLACK
                                                    : reserved - GRANULE;
      if (mprotect(base + hwm, top - hwm, PROT_READ | PROT_WRITE)) {
        give_extent(p, len);
        return NULL;
      }
      hwm = top;
    }
    return p;
  }
  return NULL;
}

void *rt_arena_alloc(size_t size) {
  size_t block = block_for(size);
  if (block < size)
    return NULL;
  pthread_mutex_lock(&arena_mu);
  char *p = NULL;
  if (!reserve())
    goto out;
  if (block >= GRANULE) {
    p = take_extent(block);
    if (p)
      info[(size_t)(p - base) / GRANULE] =
          (uint32_t)(block / GRANULE) << 8 | LARGE_TAG;
    goto out;
  }
  int c = size_class(block);
  ptrstack *bin = &bins[c];
  if (!bin->n) { /* a new chunk, cut into blocks of this class */
    char *chunk = take_extent(GRANULE);
    if (!chunk)
      goto out;
    info[(size_t)(chunk - base) / GRANULE] = (uint32_t)c + 1;
    for (size_t off = GRANULE; off >= block; off -= block)
      if (!push(bin, chunk + off - block))
        break;
  }
  if (bin->n)
    p = bin->v[--bin->n];
out:
  pthread_mutex_unlock(&arena_mu);
  return p;
}

/* The size of the block at p, and the granule record; caller holds arena_mu */
static size_t block_at(const char *p, uint32_t **rec) {
  *rec = &info[(size_t)(p - base) / GRANULE];
  uint32_t v = **rec;
  if ((v & 0xff) == LARGE_TAG)
    return (size_t)(v >> 8) * GRANULE;
  return v ? MIN_BLOCK << (v - 1) : 0;
}

void rt_arena_free(void *p) {
  if (!rt_arena_contains(p))
    return;
  pthread_mutex_lock(&arena_mu);
  uint32_t *rec;
  size_t block = block_at(p, &rec);
  if (block >= GRANULE) {
    *rec = 0;
    give_extent(p, block);
  } else if (block) {
    (void)push(&bins[size_class(block)], p); /* on failure: leaked */
  }
  pthread_mutex_unlock(&arena_mu);
}

size_t rt_arena_block_size(const void *p) {
  if (!rt_arena_contains(p))
    return 0;
  pthread_mutex_lock(&arena_mu);
  uint32_t *rec;
  size_t block = block_at(p, &rec);
  pthread_mutex_unlock(&arena_mu);
  return block;
}

void *rt_device_storage(size_t size) {
  void *p = rt_arena_alloc(size);
  if (!p && (!tried || !base)) /* no arena (address space limits) */
    p = aligned_alloc(MIN_BLOCK, (size + MIN_BLOCK - 1) / MIN_BLOCK * MIN_BLOCK);
  return p;
}

void rt_device_storage_free(void *p) {
  if (rt_arena_contains(p))
    rt_arena_free(p);
  else
    free(p);
}

bool rt_arena_contains(const void *p) {
  const char *b = __atomic_load_n(&base, __ATOMIC_ACQUIRE);
  return b && (const char *)p >= b && (const char *)p < b + reserved;
}
