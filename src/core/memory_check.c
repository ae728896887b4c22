/* The ranges of every copy and memset checked against the allocation table
 * (memory.c) before anything is touched, as NVIDIA's driver does: the bytes
 * a side touches must lie inside the allocation its first byte is in, a box
 * whose extent overflows is refused, and so is a pointer into the device
 * arena that no live allocation holds (freed device memory). Pageable host
 * memory the runtime does not know stays unchecked for copies, as in CUDA;
 * a memset needs memory the device can reach, and so does the side a
 * copy's kind calls device memory (cudaMemcpyDeviceToHost from pageable
 * memory). The errors are those an H100 gives (tests/e2e/bad_copies.cu
 * records them), down to a memset whose end wraps around the address space
 * (SIZE_MAX bytes): accepted, then the device faults. */
#include "memory.h"

/* The bytes from the first to the last one a box touches: false when that
 * overflows (a count of SIZE_MAX, a huge height times the pitch). */
static bool box_span(size_t width, size_t height, size_t depth, size_t pitch,
                     size_t slice, size_t *span) {
  size_t rows, planes;
  if (__builtin_mul_overflow(height - 1, pitch, &rows) ||
      __builtin_mul_overflow(depth - 1, slice, &planes) ||
      __builtin_add_overflow(rows, planes, span) ||
      __builtin_add_overflow(*span, width, span))
    return false;
  return true;
}

/* A table entry's bytes that a copy may reach from its start. */
static size_t usable(const rt_mem *m) { return m->size; }

cudaError_t rt_check_range(const void *p, size_t span, bool need_known) {
  uintptr_t end;
  if (__builtin_add_overflow((uintptr_t)p, span, &end))
    return cudaErrorInvalidValue;
  rt_mem m;
  if (rt_mem_lookup(p, &m)) {
    size_t off = (size_t)((const char *)p - m.p);
    return span <= usable(&m) - off ? cudaSuccess : cudaErrorInvalidValue;
  }
  /* freed device memory, or memory a memset cannot reach */
  if (rt_arena_contains(p) || need_known)
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

cudaError_t rt_check_copy(const rt_copy *c) {
  size_t dspan, sspan;
  if (!box_span(c->width, c->height, c->depth, c->dpitch, c->dslice, &dspan) ||
      !box_span(c->width, c->height, c->depth, c->spitch, c->sslice, &sspan))
    return cudaErrorInvalidValue;
  cudaError_t e = rt_check_range(c->dst, dspan, false);
  return e ? e : rt_check_range(c->src, sspan, false);
}

cudaError_t rt_check_fill(const rt_fill *f) {
  size_t span;
  uintptr_t end;
  if (!box_span(f->width, f->height, f->depth, f->pitch, f->slice, &span))
    return cudaErrorInvalidValue;
  if (__builtin_add_overflow((uintptr_t)f->dst, span, &end))
    return cudaErrorIllegalAddress; /* the driver's check misses it */
  return rt_check_range(f->dst, span, true);
}

/* Whether p is memory the runtime knows (device, managed, pinned,
 * registered, variables) or freed device memory: what a copy's kind may
 * call device memory. */
static bool known(const void *p) {
  return rt_mem_lookup(p, NULL) || rt_arena_contains(p);
}

cudaError_t rt_check_kind(const void *dst, const void *src,
                          enum cudaMemcpyKind kind) {
  bool ddev = kind == cudaMemcpyHostToDevice ||
              kind == cudaMemcpyDeviceToDevice;
  bool sdev = kind == cudaMemcpyDeviceToHost ||
              kind == cudaMemcpyDeviceToDevice;
  if ((ddev && dst && !known(dst)) || (sdev && src && !known(src)))
    return cudaErrorInvalidValue;
  return cudaSuccess;
}
