/* Copies into, out of and between CUDA arrays: cudaMemcpy2DToArray,
 * cudaMemcpy2DFromArray, cudaMemcpy2DArrayToArray, the deprecated linear
 * cudaMemcpyToArray/FromArray/ArrayToArray, their Async variants, and
 * cudaMemcpy3D(Async) with srcArray/dstArray (memory3d.c hands those here).
 * Each becomes an rt_copy box (memory_async.c), so asynchronous copies run
 * in stream order. Offsets and widths of the 2D forms are in bytes, of the
 * 3D form in elements of the array; a box outside the array is
 * cudaErrorInvalidValue. The 2D and linear forms address the first layer. */
#include "../profiler/prof.h"
#include "array.h"

/* a NULL or dead array: cudaErrorInvalidResourceHandle (NULL: as on an
 * H100) */
static cudaError_t check_array(const struct cudaArray *a) {
  return rt_array_live(a) ? cudaSuccess : cudaErrorInvalidResourceHandle;
}

/* Whether [off, off + len) fits in [0, size). */
static bool fits(size_t off, size_t len, size_t size) {
  return off <= size && len <= size - off;
}

static cudaError_t to_array(cudaArray_t dst, size_t wOffset, size_t hOffset,
                            const void *src, size_t spitch, size_t width,
                            size_t height, enum cudaMemcpyKind kind,
                            bool async, cudaStream_t s) {
  rt_init();
  if (check_array(dst))
    return check_array(dst);
  if (!rt_valid_kind(kind))
    return cudaErrorInvalidMemcpyDirection;
  if (width > spitch && height > 1)
    return cudaErrorInvalidPitchValue;
  if (!fits(wOffset, width, dst->pitch) ||
      !fits(hOffset, height, rt_array_rows(dst)))
    return cudaErrorInvalidValue;
  rt_copy c = {dst->data + hOffset * dst->pitch + wOffset,
               src,
               dst->pitch,
               dst->slice,
               spitch,
               spitch * height,
               width,
               height,
               1};
  return rt_do_copy(&c, async, s);
}

static cudaError_t from_array(void *dst, size_t dpitch, cudaArray_const_t src,
                              size_t wOffset, size_t hOffset, size_t width,
                              size_t height, enum cudaMemcpyKind kind,
                              bool async, cudaStream_t s) {
  rt_init();
  if (check_array(src))
    return check_array(src);
  if (!rt_valid_kind(kind))
    return cudaErrorInvalidMemcpyDirection;
  if (width > dpitch && height > 1)
    return cudaErrorInvalidPitchValue;
  if (!fits(wOffset, width, src->pitch) ||
      !fits(hOffset, height, rt_array_rows(src)))
    return cudaErrorInvalidValue;
  rt_copy c = {dst,
               src->data + hOffset * src->pitch + wOffset,
               dpitch,
               dpitch * height,
               src->pitch,
               src->slice,
               width,
               height,
               1};
  return rt_do_copy(&c, async, s);
}

/* The linear forms: count bytes from (wOffset, hOffset), wrapping rows
 * (rows are not padded, so the bytes are contiguous). */
static cudaError_t linear_range(const struct cudaArray *a, size_t wOffset,
                                size_t hOffset, size_t count, char **at) {
  if (check_array(a))
    return cudaErrorInvalidResourceHandle;
  size_t rows = rt_array_rows(a);
  if (wOffset >= a->pitch || hOffset >= rows)
    return count ? cudaErrorInvalidValue : cudaSuccess;
  size_t off = hOffset * a->pitch + wOffset;
  if (!fits(off, count, a->pitch * rows))
    return cudaErrorInvalidValue;
  *at = a->data + off;
  return cudaSuccess;
}

static cudaError_t linear_copy(char *dst, const char *src, size_t count,
                               enum cudaMemcpyKind kind, bool async,
                               cudaStream_t s) {
  if (!rt_valid_kind(kind))
    return cudaErrorInvalidMemcpyDirection;
  rt_copy c = {dst, src, count, count, count, count, count, 1, 1};
  return rt_do_copy(&c, async, s);
}

RT_EXPORT cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset,
                                          size_t hOffset, const void *src,
                                          size_t spitch, size_t width,
                                          size_t height,
                                          enum cudaMemcpyKind kind) {
  RT_PROF_API();
  return rt_error(to_array(dst, wOffset, hOffset, src, spitch, width, height,
                           kind, false, 0));
}

RT_EXPORT cudaError_t cudaMemcpy2DToArrayAsync(
    cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
    size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t s) {
  RT_PROF_API();
  return rt_error(to_array(dst, wOffset, hOffset, src, spitch, width, height,
                           kind, true, s));
}

RT_EXPORT cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch,
                                            cudaArray_const_t src,
                                            size_t wOffset, size_t hOffset,
                                            size_t width, size_t height,
                                            enum cudaMemcpyKind kind) {
  RT_PROF_API();
  return rt_error(from_array(dst, dpitch, src, wOffset, hOffset, width,
                             height, kind, false, 0));
}

RT_EXPORT cudaError_t cudaMemcpy2DFromArrayAsync(
    void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
    size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t s) {
  RT_PROF_API();
  return rt_error(from_array(dst, dpitch, src, wOffset, hOffset, width,
                             height, kind, true, s));
}

static cudaError_t array_to_array(cudaArray_t dst, size_t wd, size_t hd,
                                  cudaArray_const_t src, size_t ws, size_t hs,
                                  size_t width, size_t height,
                                  enum cudaMemcpyKind kind) {
  rt_init();
  if (check_array(dst) || check_array(src))
    return cudaErrorInvalidResourceHandle;
  if (!rt_valid_kind(kind))
    return cudaErrorInvalidMemcpyDirection;
  if (!fits(wd, width, dst->pitch) || !fits(hd, height, rt_array_rows(dst)) ||
      !fits(ws, width, src->pitch) || !fits(hs, height, rt_array_rows(src)))
    return cudaErrorInvalidValue;
  rt_copy c = {dst->data + hd * dst->pitch + wd,
               src->data + hs * src->pitch + ws,
               dst->pitch,
               dst->slice,
               src->pitch,
               src->slice,
               width,
               height,
               1};
  return rt_do_copy(&c, false, 0);
}

RT_EXPORT cudaError_t cudaMemcpy2DArrayToArray(
    cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
    cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width,
    size_t height, enum cudaMemcpyKind kind) {
  return rt_error(array_to_array(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc,
                                 hOffsetSrc, width, height, kind));
}

RT_EXPORT cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset,
                                        size_t hOffset, const void *src,
                                        size_t count,
                                        enum cudaMemcpyKind kind) {
  RT_PROF_API();
  rt_init();
  char *at = NULL;
  cudaError_t e = linear_range(dst, wOffset, hOffset, count, &at);
  if (e)
    return rt_error(e);
  return rt_error(linear_copy(at, src, count, kind, false, 0));
}

RT_EXPORT cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset,
                                             size_t hOffset, const void *src,
                                             size_t count,
                                             enum cudaMemcpyKind kind,
                                             cudaStream_t s) {
  RT_PROF_API();
  rt_init();
  char *at = NULL;
  cudaError_t e = linear_range(dst, wOffset, hOffset, count, &at);
  if (e)
    return rt_error(e);
  return rt_error(linear_copy(at, src, count, kind, true, s));
}

RT_EXPORT cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src,
                                          size_t wOffset, size_t hOffset,
                                          size_t count,
                                          enum cudaMemcpyKind kind) {
  RT_PROF_API();
  rt_init();
  char *at = NULL;
  cudaError_t e = linear_range(src, wOffset, hOffset, count, &at);
  if (e)
    return rt_error(e);
  return rt_error(linear_copy(dst, at, count, kind, false, 0));
}

RT_EXPORT cudaError_t cudaMemcpyFromArrayAsync(void *dst,
                                               cudaArray_const_t src,
                                               size_t wOffset, size_t hOffset,
                                               size_t count,
                                               enum cudaMemcpyKind kind,
                                               cudaStream_t s) {
  RT_PROF_API();
  rt_init();
  char *at = NULL;
  cudaError_t e = linear_range(src, wOffset, hOffset, count, &at);
  if (e)
    return rt_error(e);
  return rt_error(linear_copy(dst, at, count, kind, true, s));
}

RT_EXPORT cudaError_t cudaMemcpyArrayToArray(
    cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
    cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count,
    enum cudaMemcpyKind kind) {
  rt_init();
  char *d = NULL, *sp = NULL;
  cudaError_t e = linear_range(dst, wOffsetDst, hOffsetDst, count, &d);
  if (!e)
    e = linear_range(src, wOffsetSrc, hOffsetSrc, count, &sp);
  if (e)
    return rt_error(e);
  return rt_error(linear_copy(d, sp, count, kind, false, 0));
}

/* One side of a 3D copy: its first byte, pitch and slice pitch. Array
 * positions count elements; pointer positions count bytes. */
static cudaError_t side3d(const struct cudaArray *a,
                          const struct cudaPitchedPtr *pp, struct cudaPos pos,
                          struct cudaExtent e, size_t elem, char **at,
                          size_t *pitch, size_t *slice) {
  size_t wbytes = e.width * elem;
  if (a) {
    if (pp->ptr)
      return cudaErrorInvalidValue;
    if (!fits(pos.x, e.width, a->width) ||
        !fits(pos.y, e.height, rt_array_rows(a)) ||
        !fits(pos.z, e.depth, rt_array_slices(a)))
      return cudaErrorInvalidValue;
    *at = a->data + pos.z * a->slice + pos.y * a->pitch + pos.x * elem;
    *pitch = a->pitch;
    *slice = a->slice;
    return cudaSuccess;
  }
  if (!pp->ptr || !fits(pos.x, wbytes, pp->pitch))
    return cudaErrorInvalidValue;
  if ((e.depth > 1 || pos.z) && !fits(pos.y, e.height, pp->ysize))
    return cudaErrorInvalidValue;
  *pitch = pp->pitch;
  *slice = pp->pitch * pp->ysize;
  *at = (char *)pp->ptr + pos.z * *slice + pos.y * pp->pitch + pos.x;
  return cudaSuccess;
}

cudaError_t rt_copy3d_array(const struct cudaMemcpy3DParms *p, bool async,
                            cudaStream_t s) {
  rt_init();
  const struct cudaArray *sa = p->srcArray, *da = p->dstArray;
  if ((sa && check_array(sa)) || (da && check_array(da)))
    return cudaErrorInvalidResourceHandle;
  size_t elem = sa ? sa->elem_size : da->elem_size;
  if (sa && da && sa->elem_size != da->elem_size)
    return cudaErrorInvalidValue;
  const struct cudaExtent e = p->extent;
  if (!e.width || !e.height || !e.depth) {
    rt_copy none = {0};
    return rt_do_copy(&none, async, s);
  }
  char *src, *dst;
  size_t sp, ss, dp, ds;
  cudaError_t err = side3d(sa, &p->srcPtr, p->srcPos, e, elem, &src, &sp, &ss);
  if (!err)
    err = side3d(da, &p->dstPtr, p->dstPos, e, elem, &dst, &dp, &ds);
  if (err)
    return err;
  rt_copy c = {dst, src, dp, ds, sp, ss, e.width * elem, e.height, e.depth};
  return rt_do_copy(&c, async, s);
}
