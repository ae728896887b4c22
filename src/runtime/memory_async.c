/* Asynchronous copies and memsets: queued in their stream's order. */
#include <string.h>

#include "internal.h"

RT_EXPORT cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count,
                                      enum cudaMemcpyKind kind,
                                      cudaStream_t s) {
  if (rt_stream_check(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  if ((unsigned)kind > (unsigned)cudaMemcpyDefault)
    return rt_error(cudaErrorInvalidMemcpyDirection);
  rt_init();
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!count)
    return cudaSuccess;
  if (!dst || !src)
    return rt_error(cudaErrorInvalidValue);
  /* done at once, after the queued work: CUDA allows an asynchronous copy to
   * complete before it returns, and the source may be pageable memory */
  rt_engine_sync();
  memmove(dst, src, count);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count,
                                      cudaStream_t s) {
  if (rt_stream_check(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  return cudaMemset(devPtr, value, count);
}

RT_EXPORT cudaError_t cudaMemcpyToSymbolAsync(const void *symbol,
                                              const void *src, size_t count,
                                              size_t offset,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t s) {
  if (rt_stream_check(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  return cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}

RT_EXPORT cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol,
                                                size_t count, size_t offset,
                                                enum cudaMemcpyKind kind,
                                                cudaStream_t s) {
  if (rt_stream_check(s))
    return rt_error(cudaErrorInvalidResourceHandle);
  return cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
}
