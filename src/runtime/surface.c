/* Surface objects: cudaCreateSurfaceObject, cudaDestroySurfaceObject,
 * cudaGetSurfaceObjectResourceDesc. A cudaSurfaceObject_t is the address of
 * a cucc_surface (include/crt/cucc_array.h) that device code reads directly
 * (include/crt/cucc_surface_functions.h). The resource must be a live CUDA
 * array (an H100 does not insist on cudaArraySurfaceLoadStore). */
#include <stdlib.h>

#include "array.h"

static pthread_mutex_t surf_mu = PTHREAD_MUTEX_INITIALIZER;
static cucc_surface **live;
static size_t nlive, caplive;

/* index of s among the live surfaces, or nlive; caller holds surf_mu */
static size_t find(cudaSurfaceObject_t s) {
  size_t i = 0;
  while (i < nlive && (cudaSurfaceObject_t)(uintptr_t)live[i] != s)
    i++;
  return i;
}

RT_EXPORT cudaError_t cudaCreateSurfaceObject(
    cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc) {
  rt_init();
  if (!pSurfObject || !pResDesc)
    return rt_error(cudaErrorInvalidValue);
  /* an H100 accepts arrays without cudaArraySurfaceLoadStore; linear
   * memory is refused, after a check of its format */
  if (pResDesc->resType == cudaResourceTypeLinear ||
      pResDesc->resType == cudaResourceTypePitch2D) {
    unsigned elem, ch;
    struct cudaChannelFormatDesc d =
        pResDesc->resType == cudaResourceTypeLinear
            ? pResDesc->res.linear.desc
            : pResDesc->res.pitch2D.desc;
    return rt_error(rt_format_size(&d, &elem, &ch)
                        ? cudaErrorInvalidValue
                        : cudaErrorInvalidChannelDescriptor);
  }
  if (pResDesc->resType != cudaResourceTypeArray)
    return rt_error(cudaErrorInvalidValue);
  if (!rt_array_live(pResDesc->res.array.array))
    return rt_error(cudaErrorInvalidResourceHandle);
  cucc_surface *s = calloc(1, sizeof *s);
  if (!s)
    return rt_error(cudaErrorMemoryAllocation);
  s->magic = CUCC_SURFACE_MAGIC;
  s->res.resType = cudaResourceTypeArray;
  s->res.res.array.array = pResDesc->res.array.array;
  pthread_mutex_lock(&surf_mu);
  if (nlive == caplive) {
    size_t nc = caplive ? caplive * 2 : 32;
    cucc_surface **n = realloc(live, nc * sizeof *n);
    if (!n) {
      pthread_mutex_unlock(&surf_mu);
      free(s);
      return rt_error(cudaErrorMemoryAllocation);
    }
    live = n;
    caplive = nc;
  }
  live[nlive++] = s;
  pthread_mutex_unlock(&surf_mu);
  *pSurfObject = (cudaSurfaceObject_t)(uintptr_t)s;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject) {
  rt_init();
  if (!surfObject)
    return cudaSuccess;
  pthread_mutex_lock(&surf_mu);
  size_t i = find(surfObject);
  if (i == nlive) { /* unknown or destroyed: success, as on an H100 */
    pthread_mutex_unlock(&surf_mu);
    return cudaSuccess;
  }
  cucc_surface *s = live[i];
  live[i] = live[--nlive];
  pthread_mutex_unlock(&surf_mu);
  /* kernels queued before may still use it */
  rt_engine_sync();
  s->magic = 0;
  free(s);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetSurfaceObjectResourceDesc(
    struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject) {
  rt_init();
  if (!pResDesc)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&surf_mu);
  size_t i = find(surfObject);
  bool ok = i < nlive;
  if (ok)
    *pResDesc = live[i]->res;
  pthread_mutex_unlock(&surf_mu);
  return ok ? cudaSuccess : rt_error(cudaErrorInvalidValue);
}
