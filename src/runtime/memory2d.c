/* Pitched device memory: cudaMallocPitch, cudaMemcpy2D, cudaMemset2D and
 * their Async variants. Rows are padded to 512 bytes as on NVIDIA GPUs. */
#include "../profiler/prof.h"
#include "memory.h"

#define PITCH_ALIGN 512u

/* cudaMallocPitch and cudaMalloc3D */
cudaError_t rt_malloc_pitched(void **devPtr, size_t *pitch, size_t width,
                              size_t height, size_t depth) {
  rt_init();
  cudaError_t st = rt_sticky();
  if (st)
    return st;
  size_t p = (width + PITCH_ALIGN - 1) / PITCH_ALIGN * PITCH_ALIGN;
  if (p < width || (height && p > (size_t)-1 / height) ||
      (depth && p * height > (size_t)-1 / depth))
    return cudaErrorMemoryAllocation;
  *devPtr = NULL;
  *pitch = p;
  if (!p || !height || !depth)
    return cudaSuccess;
  return rt_device_alloc(devPtr, p * height * depth, RT_MEM_DEVICE, NULL);
}

RT_EXPORT cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch,
                                      size_t width, size_t height) {
  RT_PROF_API();
  if (!devPtr || !pitch)
    return rt_error(cudaErrorInvalidValue);
  return rt_error(rt_malloc_pitched(devPtr, pitch, width, height, 1));
}

static cudaError_t copy2d(void *dst, size_t dpitch, const void *src,
                          size_t spitch, size_t width, size_t height,
                          enum cudaMemcpyKind kind, bool async,
                          cudaStream_t s) {
  if (!rt_valid_kind(kind))
    return cudaErrorInvalidMemcpyDirection;
  if (width > dpitch || width > spitch)
    return cudaErrorInvalidPitchValue;
  if (width && height && rt_check_kind(dst, src, kind))
    return cudaErrorInvalidValue;
  rt_copy c = {dst,    src,    dpitch, dpitch * height, spitch,
               spitch * height, width, height, 1};
  return rt_do_copy(&c, async, s);
}

RT_EXPORT cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src,
                                   size_t spitch, size_t width, size_t height,
                                   enum cudaMemcpyKind kind) {
  RT_PROF_API();
  return rt_error(
      copy2d(dst, dpitch, src, spitch, width, height, kind, false, 0));
}

RT_EXPORT cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch,
                                        const void *src, size_t spitch,
                                        size_t width, size_t height,
                                        enum cudaMemcpyKind kind,
                                        cudaStream_t s) {
  RT_PROF_API();
  return rt_error(
      copy2d(dst, dpitch, src, spitch, width, height, kind, true, s));
}

static cudaError_t memset2d(void *devPtr, size_t pitch, int value,
                            size_t width, size_t height, cudaStream_t s) {
  if (width > pitch && height > 1)
    return cudaErrorInvalidValue;
  rt_fill f = {devPtr, pitch, pitch * height, width, height, 1, value};
  return rt_do_fill(&f, s);
}

RT_EXPORT cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value,
                                   size_t width, size_t height) {
  RT_PROF_API();
  return rt_error(memset2d(devPtr, pitch, value, width, height, 0));
}

RT_EXPORT cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value,
                                        size_t width, size_t height,
                                        cudaStream_t s) {
  RT_PROF_API();
  return rt_error(memset2d(devPtr, pitch, value, width, height, s));
}
