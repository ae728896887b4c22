/* Interfaces shared by the memory files of libcudart: the table of every
 * allocation the runtime knows (device, managed, pinned, registered host
 * memory, managed variables), device capacity accounting, and the copy and
 * memset commands that all cudaMemcpy and cudaMemset variants reduce to.
 *
 * For tools (a memory checker, the profiler): the table is the runtime's
 * truth about memory. rt_mem_lookup(p) gives the live allocation holding p
 * (thread-safe; its size is what the program asked for, which is where
 * copies stop, as on a GPU). Device allocations are in the arena
 * (device_arena.c): rt_arena_contains(p) tells whether p is device memory
 * at all, so a pointer there that no table entry holds is freed (or never
 * allocated) device memory, and rt_arena_block_size(start) the rounded
 * block a kernel may touch without a fault. rt_check_range applies the
 * copy rule to any range (docs/MEMORY_CHECKS.md). */
#ifndef CUCC_RT_MEMORY_H
#define CUCC_RT_MEMORY_H

#include "internal.h"

enum rt_mem_kind {
  RT_MEM_DEVICE = 1,     /* cudaMalloc, pitched, 3D, pools */
  RT_MEM_MANAGED = 2,    /* cudaMallocManaged */
  RT_MEM_HOST = 3,       /* cudaMallocHost / cudaHostAlloc */
  RT_MEM_REGISTERED = 4, /* cudaHostRegister */
  RT_MEM_MANAGED_VAR = 5, /* a __managed__ variable (not freeable) */
  RT_MEM_DEVICE_VAR = 6,  /* a __device__/__constant__ variable */
  RT_MEM_ARRAY = 7,       /* the storage of a CUDA array (array.c) */
  RT_MEM_GRAPH = 8        /* a graph allocation (graph_mem.c; pool: its rt_gmem) */
};

typedef struct rt_mem {
  char *p;
  size_t size;   /* bytes the user asked for (at least 1 for lookups) */
  size_t charge; /* bytes counted against the device's capacity */
  int kind;
  int device;
  unsigned flags;
  void *pool; /* the memory pool of a stream-ordered allocation */
} rt_mem;

/* memory.c: the table (thread-safe). */
/* The allocation containing p, if any. */
bool rt_mem_lookup(const void *p, rt_mem *out);
/* cudaErrorMemoryAllocation if the table cannot grow; false-ish overlap is
 * the caller's business (checked with rt_mem_overlaps). */
cudaError_t rt_mem_add(const rt_mem *m);
bool rt_mem_overlaps(const void *p, size_t size);
/* Removes the allocation starting exactly at p if its kind is in kinds (a
 * mask of 1 << kind); false if there is none. */
bool rt_mem_remove(const void *p, unsigned kinds, rt_mem *out);
/* Device memory charged to the current device: 256-byte aligned. */
cudaError_t rt_device_alloc(void **p, size_t size, int kind, void *pool);
/* memory2d.c: pitched allocation (cudaMallocPitch, cudaMalloc3D) */
cudaError_t rt_malloc_pitched(void **devPtr, size_t *pitch, size_t width,
                              size_t height, size_t depth);
/* Frees the memory of an entry removed from the table. */
void rt_mem_release(const rt_mem *m);

/* device_capacity.c */
bool rt_capacity_reserve(int dev, size_t bytes);
void rt_capacity_release(int dev, size_t bytes);
size_t rt_capacity_used(int dev);

/* Whether asynchronous work may use p without the caller's help: memory
 * the runtime owns (device, managed, pinned, registered, variables). */
bool rt_mem_is_stream_safe(const void *p);

/* memory_async.c: copies and memsets as 3D boxes. A 1D copy has height and
 * depth 1. */
typedef struct rt_copy {
  char *dst;
  const char *src;
  size_t dpitch, dslice, spitch, sslice;
  size_t width, height, depth;
} rt_copy;

typedef struct rt_fill {
  char *dst;
  size_t pitch, slice;
  size_t width, height, depth;
  int value;
} rt_fill;

/* Synchronous (async == false): waits for the legacy stream, flushes device
 * printf and copies. Asynchronous: queued in s when both sides are memory
 * the runtime owns, otherwise waits for s and copies at once. */
cudaError_t rt_do_copy(const rt_copy *c, bool async, cudaStream_t s);
cudaError_t rt_do_fill(const rt_fill *f, cudaStream_t s);
/* The device address of bytes [offset, offset + count) of a registered
 * variable: cudaErrorInvalidSymbol or cudaErrorInvalidValue otherwise. */
cudaError_t rt_symbol_range(const void *symbol, size_t count, size_t offset,
                            char **addr);
/* Kind values valid for cudaMemcpy*. */
bool rt_valid_kind(enum cudaMemcpyKind k);

/* memory_check.c: cudaErrorInvalidValue unless every byte a copy or
 * memset touches (boxes of non-zero size, NULL checked by the caller) lies
 * in one live allocation from the table, or, for a copy, in host memory the
 * runtime does not know (pageable). rt_check_range: [p, p + span).
 * rt_check_fill: cudaErrorIllegalAddress for a memset whose end wraps
 * around (a fault of the device, not an error of the call). */
cudaError_t rt_check_copy(const rt_copy *c);
cudaError_t rt_check_fill(const rt_fill *f);
cudaError_t rt_check_range(const void *p, size_t span, bool need_known);
/* The side a copy's kind calls device memory must be memory the runtime
 * knows (pageable host memory there: cudaErrorInvalidValue, as an H100). */
cudaError_t rt_check_kind(const void *dst, const void *src,
                          enum cudaMemcpyKind kind);

/* device_arena.c: the storage of device allocations (device, managed,
 * arrays, pools, graph allocations), a reserved region apart from the host
 * heap. Blocks are 512-byte aligned, rounded up as a GPU rounds them (power
 * of two up to 1 MiB, multiples of 2 MiB beyond); NULL when full. */
void *rt_arena_alloc(size_t size);
void rt_arena_free(void *p); /* a block's start; others are ignored */
/* The bytes of the block starting at p (p must start one); 0 for a
 * pointer outside the arena. */
size_t rt_arena_block_size(const void *p);
bool rt_arena_contains(const void *p);
/* The storage of a device allocation: from the arena, or from the host
 * heap (512-byte aligned) when no arena could be reserved; and its
 * release. */
void *rt_device_storage(size_t size);
void rt_device_storage_free(void *p);

/* mem_pool.c */
void rt_pools_reset(void);
/* cudaFree of a pool's allocation (m is out of the table): accounting */
void rt_pool_untrack(const rt_mem *m);

/* graph_mem.c: graph allocations outside graphs */
/* cudaFree/cudaFreeAsync of a graph allocation p: freed now (s NULL) or in
 * stream order; false if p is no live graph allocation's start. */
bool rt_graph_mem_free(void *p, bool async, cudaStream_t s, cudaError_t *err);
/* cudaMallocAsync (from a pool too: memory of device) / cudaFreeAsync in
 * a capturing stream: alloc and free nodes (*captured false when s is not
 * being captured). */
cudaError_t rt_graph_mem_capture_alloc(cudaStream_t s, size_t size,
                                       int device, void **out,
                                       bool *captured);
cudaError_t rt_graph_mem_capture_free(cudaStream_t s, void *p,
                                      bool *captured);

#endif
