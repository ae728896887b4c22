/* Three-dimensional linear memory: cudaMalloc3D, cudaMemcpy3D and
 * cudaMemset3D (+Async) on cudaPitchedPtr. Copies naming a CUDA array are
 * handed to array_copy.c. */
#include "../profiler/prof.h"
#include "array.h"


RT_EXPORT cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr,
                                   struct cudaExtent extent) {
  RT_PROF_API();
  if (!pitchedDevPtr)
    return rt_error(cudaErrorInvalidValue);
  void *p;
  size_t pitch;
  cudaError_t e = rt_malloc_pitched(&p, &pitch, extent.width, extent.height,
                                    extent.depth);
  if (e)
    return rt_error(e);
  *pitchedDevPtr = (struct cudaPitchedPtr){p, pitch, extent.width,
                                           extent.height};
  return cudaSuccess;
}

static cudaError_t copy3d(const struct cudaMemcpy3DParms *p, bool async,
                          cudaStream_t s) {
  if (!p)
    return cudaErrorInvalidValue;
  if (!rt_valid_kind(p->kind))
    return cudaErrorInvalidMemcpyDirection;
  if (p->srcArray || p->dstArray)
    return rt_copy3d_array(p, async, s); /* CUDA arrays: array_copy.c */
  const struct cudaPitchedPtr *sp = &p->srcPtr, *dp = &p->dstPtr;
  const struct cudaExtent *e = &p->extent;
  if (!e->width || !e->height || !e->depth) {
    rt_copy none = {0};
    return rt_do_copy(&none, async, s);
  }
  if (!sp->ptr || !dp->ptr)
    return cudaErrorInvalidValue;
  if (p->srcPos.x > sp->pitch || e->width > sp->pitch - p->srcPos.x ||
      p->dstPos.x > dp->pitch || e->width > dp->pitch - p->dstPos.x)
    return cudaErrorInvalidValue;
  /* the slice pitch is pitch * ysize; ysize bounds y only with depth > 1 */
  if (e->depth > 1 || p->srcPos.z || p->dstPos.z) {
    if (p->srcPos.y > sp->ysize || e->height > sp->ysize - p->srcPos.y ||
        p->dstPos.y > dp->ysize || e->height > dp->ysize - p->dstPos.y)
      return cudaErrorInvalidValue;
  }
  size_t sslice = sp->pitch * sp->ysize, dslice = dp->pitch * dp->ysize;
  rt_copy c = {(char *)dp->ptr + p->dstPos.z * dslice +
                   p->dstPos.y * dp->pitch + p->dstPos.x,
               (const char *)sp->ptr + p->srcPos.z * sslice +
                   p->srcPos.y * sp->pitch + p->srcPos.x,
               dp->pitch,
               dslice,
               sp->pitch,
               sslice,
               e->width,
               e->height,
               e->depth};
  return rt_do_copy(&c, async, s);
}

RT_EXPORT cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p) {
  RT_PROF_API();
  return rt_error(copy3d(p, false, 0));
}

RT_EXPORT cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p,
                                        cudaStream_t s) {
  RT_PROF_API();
  return rt_error(copy3d(p, true, s));
}

static cudaError_t memset3d(struct cudaPitchedPtr pp, int value,
                            struct cudaExtent e, cudaStream_t s) {
  if (e.width > pp.pitch && (e.height > 1 || e.depth > 1))
    return cudaErrorInvalidValue;
  if (e.depth > 1 && e.height > pp.ysize)
    return cudaErrorInvalidValue;
  rt_fill f = {pp.ptr,   pp.pitch, pp.pitch * pp.ysize, e.width,
               e.height, e.depth,  value};
  return rt_do_fill(&f, s);
}

RT_EXPORT cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr,
                                   int value, struct cudaExtent extent) {
  RT_PROF_API();
  return rt_error(memset3d(pitchedDevPtr, value, extent, 0));
}

RT_EXPORT cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr,
                                        int value, struct cudaExtent extent,
                                        cudaStream_t s) {
  RT_PROF_API();
  return rt_error(memset3d(pitchedDevPtr, value, extent, s));
}
