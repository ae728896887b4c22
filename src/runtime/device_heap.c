/* The device heap behind device malloc/free (and operator new/delete):
 * one region of cudaLimitMallocHeapSize bytes (default 8 MiB), reserved
 * without committing memory when a kernel first allocates, which fixes the
 * limit. Allocations are 16-byte aligned, NULL when the heap cannot hold
 * them, any thread may free them, and they live until freed or until
 * cudaDeviceReset, which releases the heap and restores the default limit
 * (a new context).
 * The rules seen on a GPU (nvcc 13 on an H100, tests/reference/
 * probe_heap.out and tests/e2e/device_malloc.cu): the default is 8 MiB; a
 * smaller limit than 4 MiB is raised to 4 MiB (1000, 0, 2 MiB, 3000000 all
 * read back as 4194304), other values read back as set (16/32/48 MiB);
 * cudaDeviceSetLimit works after the context exists, after cudaMalloc and
 * after kernels that do not use malloc, and fails with cudaErrorInvalidValue
 * once a kernel used the heap, even for the value already set. malloc(0)
 * returns a pointer, and so does malloc(SIZE_MAX) (the size wraps around
 * when rounded up: treated as malloc(0) here); malloc(1 TiB) is NULL.
 * Not modelled: the GPU's heap keeps some of the limit for itself (a 4 MiB
 * heap gave at most 3837008 bytes at once, a 48 MiB one not 40 MiB); here
 * the whole limit but a 32-byte header per block is available.
 *
 * Allocator: first fit over a free list with boundary tags and coalescing,
 * under one mutex. Each block starts with a 32-byte header; a free block's
 * list links are in its header, so freeing does not touch the payload
 * (programs that read a block just freed by another thread keep seeing
 * their data until it is reused). */
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

#include "internal.h"
#include "../sanitizer/san_hooks.h"

#define DEFAULT_LIMIT (8u << 20)
#define MIN_LIMIT (4u << 20)
#define ALIGN 16u
#define USED ((size_t)1)

typedef struct hblock {
  size_t size;      /* bytes of the block, header included; bit 0: in use */
  size_t prev_size; /* size of the block just below (0 for the first) */
  struct hblock *next_free, *prev_free; /* free blocks; in a used block,
                                           next_free is its TAG */
} hblock;

/* Marks a block handed out, so that free() can tell a foreign or interior
 * pointer (undefined behaviour) and ignore it. */
#define TAG(b) ((hblock *)((uintptr_t)(b) ^ (uintptr_t)0x5ca1ab1e0ddba11ull))

#define HDR sizeof(hblock) /* 32: keeps payloads 16-byte aligned */
#define MIN_BLOCK (HDR + ALIGN)

static pthread_mutex_t heap_mu = PTHREAD_MUTEX_INITIALIZER;
static size_t limit = DEFAULT_LIMIT; /* requested size */
static char *base;                   /* the region, once created */
static size_t region;                /* its usable bytes */
static bool failed;                  /* the region could not be mapped */
static hblock *free_list;

static size_t bsize(const hblock *b) { return b->size & ~USED; }
static hblock *next_of(hblock *b) { return (hblock *)((char *)b + bsize(b)); }
static bool in_region(const void *p) {
  return base && (const char *)p >= base && (const char *)p < base + region;
}

static void push_free(hblock *b) {
  b->prev_free = NULL;
  b->next_free = free_list;
  if (free_list)
    free_list->prev_free = b;
  free_list = b;
}

static void unlink_free(hblock *b) {
  if (b->prev_free)
    b->prev_free->next_free = b->next_free;
  else
    free_list = b->next_free;
  if (b->next_free)
    b->next_free->prev_free = b->prev_free;
}

/* Caller holds heap_mu. */
static bool create(void) {
  if (base)
    return true;
  if (failed)
    return false;
  size_t bytes = limit / ALIGN * ALIGN;
  if (bytes < MIN_BLOCK) { /* a heap too small for any block */
    failed = true;
    return false;
  }
  void *m = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) {
    failed = true;
    return false;
  }
  base = m;
  region = bytes;
  hblock *b = (hblock *)base;
  b->size = bytes;
  b->prev_size = 0;
  free_list = NULL;
  push_free(b);
  return true;
}

void *rt_heap_malloc(size_t n) {
  /* rounded up to 16 bytes with the GPU's wrap-around: the sizes just below
   * SIZE_MAX become 0, and 0 gets a block of its own (not NULL) */
  size_t payload = (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
  if (payload > ((size_t)1 << 62))
    return NULL;
  if (payload == 0)
    payload = ALIGN;
  size_t need = payload + HDR;
  pthread_mutex_lock(&heap_mu);
  void *r = NULL;
  if (create())
    for (hblock *b = free_list; b; b = b->next_free) {
      size_t have = bsize(b);
      if (have < need)
        continue;
      hblock *u = b;
      if (have - need >= MIN_BLOCK) { /* keep the lower part free */
        b->size = have - need;
        u = next_of(b);
        u->size = need;
        u->prev_size = b->size;
        hblock *after = next_of(u);
        if (in_region(after))
          after->prev_size = need;
      } else {
        unlink_free(b);
      }
      u->size |= USED;
      u->next_free = TAG(u);
      r = (char *)u + HDR;
      break;
    }
  pthread_mutex_unlock(&heap_mu);
  if (r && rt_san_on)
    rt_san_alloc(r, n, SAN_KIND_HEAP);
  return r;
}

void rt_heap_free(void *p) {
  if (!p)
    return;
  pthread_mutex_lock(&heap_mu);
  hblock *b = (hblock *)((char *)p - HDR);
  /* not from the heap, or not in use (freed twice): undefined; ignored */
  if (!in_region(p) || ((uintptr_t)p - (uintptr_t)base) % ALIGN ||
      (char *)b < base || !(b->size & USED) || b->next_free != TAG(b)) {
    pthread_mutex_unlock(&heap_mu);
    return;
  }
  if (rt_san_on)
    rt_san_free(p, SAN_KIND_HEAP);
  b->size &= ~USED;
  b->next_free = NULL; /* no stale tag may later vouch for an interior free */
  hblock *n = next_of(b);
  if (in_region(n) && !(n->size & USED)) { /* merge the free block above */
    unlink_free(n);
    b->size += n->size;
  }
  if (b->prev_size) {
    hblock *prev = (hblock *)((char *)b - b->prev_size);
    if (!(prev->size & USED)) { /* merge into the free block below */
      prev->size += b->size;
      b = prev;
    } else {
      push_free(b);
    }
  } else {
    push_free(b);
  }
  n = next_of(b);
  if (in_region(n))
    n->prev_size = bsize(b);
  pthread_mutex_unlock(&heap_mu);
}

size_t rt_heap_limit(void) {
  pthread_mutex_lock(&heap_mu);
  size_t v = limit;
  pthread_mutex_unlock(&heap_mu);
  return v;
}

cudaError_t rt_heap_set_limit(size_t bytes) {
  pthread_mutex_lock(&heap_mu);
  cudaError_t e = cudaSuccess;
  if (base || failed) /* fixed, even for the same value */
    e = cudaErrorInvalidValue;
  else
    limit = bytes < MIN_LIMIT ? MIN_LIMIT : bytes;
  pthread_mutex_unlock(&heap_mu);
  return e;
}

void rt_heap_reset(void) {
  if (rt_san_on)
    rt_san_heap_reset();
  pthread_mutex_lock(&heap_mu);
  if (base)
    munmap(base, region);
  base = NULL;
  region = 0;
  failed = false;
  free_list = NULL;
  limit = DEFAULT_LIMIT;
  pthread_mutex_unlock(&heap_mu);
}
