/* Copies and memsets of every shape reduce to two commands, a 3D copy and a
 * 3D fill. Synchronous copies wait for the legacy stream and copy at once;
 * asynchronous ones are queued in their stream when both sides are memory
 * the runtime owns (device, managed, pinned or registered host memory), and
 * otherwise (pageable host memory, as CUDA does) wait for the stream and
 * copy before returning. Memsets are always queued. Both check the ranges
 * they touch first (memory_check.c). */
#include <stdio.h>
#include <string.h>

#include "../profiler/prof.h"
#include "memory.h"

static void run_copy(void *arg) {
  const rt_copy *c = arg;
  if (c->height == 1 && c->depth == 1) {
    memmove(c->dst, c->src, c->width);
    return;
  }
  for (size_t z = 0; z < c->depth; z++)
    for (size_t y = 0; y < c->height; y++)
      memmove(c->dst + z * c->dslice + y * c->dpitch,
              c->src + z * c->sslice + y * c->spitch, c->width);
}

/* A memset the driver accepts but the device cannot do (its end wraps
 * around the address space): the device faults, as an H100 does. */
static void fill_fault(void *arg) {
  const rt_fill *f = arg;
  fprintf(stderr,
          "cucc: illegal memory access: cudaMemset of %zu bytes at %p runs "
          "past the end of the address space\n",
          f->width, (void *)f->dst);
  rt_set_sticky(cudaErrorIllegalAddress);
}

static void run_fill(void *arg) {
  const rt_fill *f = arg;
  for (size_t z = 0; z < f->depth; z++)
    for (size_t y = 0; y < f->height; y++)
      memset(f->dst + z * f->slice + y * f->pitch, f->value, f->width);
}

cudaError_t rt_do_copy(const rt_copy *c, bool async, cudaStream_t s) {
  rt_init();
  bool empty = !c->width || !c->height || !c->depth;
  /* the ranges, before anything is touched or waited for */
  cudaError_t bad = empty ? cudaSuccess
                    : !c->dst || !c->src ? cudaErrorInvalidValue
                                         : rt_check_copy(c);
  if (!async) {
    /* blocking: after the legacy stream's work (which a capture of a
     * blocking stream refuses: cudaErrorStreamCaptureImplicit, as CUDA); a
     * printf flush point */
    cudaError_t st = rt_sticky();
    if (bad && !st)
      return bad;
    cudaError_t e = rt_stream_wait(0);
    rt_printf_flush();
    if (e || empty)
      return e;
    uint64_t t0 = RT_PROF_ON() ? rt_prof_now() : 0;
    run_copy((void *)c);
    if (t0)
      rt_prof_copy_inline(c, 0, t0);
    return cudaSuccess;
  }
  if (rt_stream_check(s))
    return cudaErrorInvalidResourceHandle;
  cudaError_t st = rt_sticky();
  if (st)
    return st;
  if (empty || bad)
    return bad;
  /* captured copies are graph nodes, even from pageable memory (as CUDA) */
  if (rt_stream_capturing(s) ||
      (rt_mem_is_stream_safe(c->dst) && rt_mem_is_stream_safe(c->src)))
    return rt_stream_enqueue_node(s, cudaGraphNodeTypeMemcpy, run_copy, c,
                                  sizeof *c);
  /* pageable host memory: the copy is done when the call returns */
  cudaError_t e = rt_stream_wait(s);
  if (e)
    return e;
  uint64_t t0 = RT_PROF_ON() ? rt_prof_now() : 0;
  run_copy((void *)c);
  if (t0)
    rt_prof_copy_inline(c, s, t0);
  return cudaSuccess;
}

cudaError_t rt_do_fill(const rt_fill *f, cudaStream_t s) {
  rt_init();
  if (rt_stream_check(s))
    return cudaErrorInvalidResourceHandle;
  if (!f->dst)
    return cudaErrorInvalidValue;
  cudaError_t st = rt_sticky();
  if (st)
    return st;
  if (!f->width || !f->height || !f->depth)
    return cudaSuccess;
  cudaError_t bad = rt_check_fill(f);
  if (bad == cudaErrorIllegalAddress)
    return rt_stream_enqueue(s, fill_fault, f, sizeof *f);
  if (bad)
    return bad;
  return rt_stream_enqueue_node(s, cudaGraphNodeTypeMemset, run_fill, f,
                                sizeof *f);
}

RT_EXPORT cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count,
                                      enum cudaMemcpyKind kind,
                                      cudaStream_t s) {
  RT_PROF_API();
  if (!rt_valid_kind(kind))
    return rt_error(cudaErrorInvalidMemcpyDirection);
  if (count && rt_check_kind(dst, src, kind))
    return rt_error(cudaErrorInvalidValue);
  rt_copy c = {dst, src, count, count, count, count, count, 1, 1};
  return rt_error(rt_do_copy(&c, true, s));
}

RT_EXPORT cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count,
                                      cudaStream_t s) {
  RT_PROF_API();
  rt_fill f = {devPtr, count, count, count, 1, 1, value};
  return rt_error(rt_do_fill(&f, s));
}

RT_EXPORT cudaError_t cudaMemcpyToSymbolAsync(const void *symbol,
                                              const void *src, size_t count,
                                              size_t offset,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t s) {
  RT_PROF_API();
  rt_init();
  char *a;
  cudaError_t e = rt_symbol_range(symbol, count, offset, &a);
  if (e)
    return rt_error(e);
  if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice &&
      kind != cudaMemcpyDefault)
    return rt_error(cudaErrorInvalidMemcpyDirection);
  return cudaMemcpyAsync(a, src, count, cudaMemcpyDefault, s);
}

RT_EXPORT cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol,
                                                size_t count, size_t offset,
                                                enum cudaMemcpyKind kind,
                                                cudaStream_t s) {
  RT_PROF_API();
  rt_init();
  char *a;
  cudaError_t e = rt_symbol_range(symbol, count, offset, &a);
  if (e)
    return rt_error(e);
  if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice &&
      kind != cudaMemcpyDefault)
    return rt_error(cudaErrorInvalidMemcpyDirection);
  return cudaMemcpyAsync(dst, a, count, cudaMemcpyDefault, s);
}
