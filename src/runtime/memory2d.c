/* Pitched device memory: cudaMallocPitch, cudaMemcpy2D, cudaMemset2D, and
 * cudaMemGetInfo. Rows are padded to 512 bytes as on NVIDIA GPUs. */
#include <string.h>
#include <unistd.h>

#include "internal.h"

#define PITCH_ALIGN 512u

RT_EXPORT cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch,
                                      size_t width, size_t height) {
  if (!devPtr || !pitch)
    return rt_error(cudaErrorInvalidValue);
  size_t p = (width + PITCH_ALIGN - 1) / PITCH_ALIGN * PITCH_ALIGN;
  if (p < width || (height && p > (size_t)-1 / height))
    return rt_error(cudaErrorMemoryAllocation);
  cudaError_t e = cudaMalloc(devPtr, p * height);
  if (!e)
    *pitch = p;
  return e;
}

RT_EXPORT cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src,
                                   size_t spitch, size_t width, size_t height,
                                   enum cudaMemcpyKind kind) {
  if ((unsigned)kind > (unsigned)cudaMemcpyDefault)
    return rt_error(cudaErrorInvalidMemcpyDirection);
  if (width > dpitch || width > spitch)
    return rt_error(cudaErrorInvalidPitchValue);
  if (!width || !height)
    return cudaSuccess;
  if (!dst || !src)
    return rt_error(cudaErrorInvalidValue);
  cudaError_t e = cudaDeviceSynchronize(); /* blocking, a flush point */
  if (e)
    return e;
  for (size_t r = 0; r < height; r++)
    memmove((char *)dst + r * dpitch, (const char *)src + r * spitch, width);
  return cudaSuccess;
}

typedef struct memset2d_args {
  char *p;
  size_t pitch, width, height;
  int value;
} memset2d_args;

static void do_memset2d(void *arg) {
  memset2d_args *a = arg;
  for (size_t r = 0; r < a->height; r++)
    memset(a->p + r * a->pitch, a->value, a->width);
}

RT_EXPORT cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value,
                                   size_t width, size_t height) {
  rt_init();
  if (width > pitch)
    return rt_error(cudaErrorInvalidValue);
  if (!width || !height)
    return cudaSuccess;
  if (!devPtr)
    return rt_error(cudaErrorInvalidValue);
  memset2d_args a = {devPtr, pitch, width, height, value};
  rt_engine_submit_host(do_memset2d, &a, sizeof a);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total) {
  rt_init();
  if (!free_bytes || !total)
    return rt_error(cudaErrorInvalidValue);
  long pages = sysconf(_SC_PHYS_PAGES), avail = sysconf(_SC_AVPHYS_PAGES);
  long psz = sysconf(_SC_PAGESIZE);
  *total = pages > 0 && psz > 0 ? (size_t)pages * (size_t)psz : 0;
  *free_bytes = avail > 0 && psz > 0 ? (size_t)avail * (size_t)psz : 0;
  return cudaSuccess;
}
