/* cucc: the device-side surface functions of CUDA 12 (surface objects):
 * surf1Dread/write, surf2Dread/write, surf3Dread/write,
 * surf1DLayeredread/write, surf2DLayeredread/write, surfCubemapread/write
 * and surfCubemapLayeredread/write, each read in its two forms
 * (T surfXread<T>(obj, coords..., mode) and surfXread(&v, obj, coords...,
 * mode)). A cudaSurfaceObject_t is the address of a cucc_surface in host
 * memory (crt/cucc_array.h), which device code reads directly, as it does
 * the array's elements.
 *
 * As on an H100 (nvcc 13): x counts BYTES and must be a multiple of the
 * access size, sizeof(T) (otherwise the kernel fails with
 * cudaErrorMisalignedAddress, whatever the mode); y counts rows and z
 * slices; a layer or face index selects the slice (cubemap-layered:
 * layer * 6 + face). Out of range (any coordinate, or an access crossing
 * the end of the row): cudaBoundaryModeZero reads 0 and drops writes,
 * cudaBoundaryModeClamp clamps each coordinate to the last valid element,
 * cudaBoundaryModeTrap (the default) makes the kernel fail with
 * cudaErrorIllegalAddress. The element types are those of NVIDIA's
 * surface_indirect_functions.h.
 * C++ in CUDA mode only. */
#ifndef CUCC_CRT_SURFACE_FUNCTIONS_H
#define CUCC_CRT_SURFACE_FUNCTIONS_H

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

#include "crt/cucc_array.h"
#include "crt/host_defines.h"
#include "vector_types.h"

/* src/device/support.c: the kernel fails with the sticky error err */
extern "C" __device__ __attribute__((noreturn, nothrow)) void
__cucc_fail(int err, const char *why);

namespace __cucc_surf {

template <typename T> struct elem_ok {};
#define __CUCC_SURF_TYPE(T)                                                    \
  template <> struct elem_ok<T> {                                              \
    typedef void type;                                                         \
  };
__CUCC_SURF_TYPE(char)
__CUCC_SURF_TYPE(signed char)
__CUCC_SURF_TYPE(unsigned char)
__CUCC_SURF_TYPE(char1)
__CUCC_SURF_TYPE(uchar1)
__CUCC_SURF_TYPE(char2)
__CUCC_SURF_TYPE(uchar2)
__CUCC_SURF_TYPE(char4)
__CUCC_SURF_TYPE(uchar4)
__CUCC_SURF_TYPE(short)
__CUCC_SURF_TYPE(unsigned short)
__CUCC_SURF_TYPE(short1)
__CUCC_SURF_TYPE(ushort1)
__CUCC_SURF_TYPE(short2)
__CUCC_SURF_TYPE(ushort2)
__CUCC_SURF_TYPE(short4)
__CUCC_SURF_TYPE(ushort4)
__CUCC_SURF_TYPE(int)
__CUCC_SURF_TYPE(unsigned int)
__CUCC_SURF_TYPE(int1)
__CUCC_SURF_TYPE(uint1)
__CUCC_SURF_TYPE(int2)
__CUCC_SURF_TYPE(uint2)
__CUCC_SURF_TYPE(int4)
__CUCC_SURF_TYPE(uint4)
__CUCC_SURF_TYPE(long long)
__CUCC_SURF_TYPE(unsigned long long)
__CUCC_SURF_TYPE(longlong1)
__CUCC_SURF_TYPE(ulonglong1)
__CUCC_SURF_TYPE(longlong2)
__CUCC_SURF_TYPE(ulonglong2)
__CUCC_SURF_TYPE(float)
__CUCC_SURF_TYPE(float1)
__CUCC_SURF_TYPE(float2)
__CUCC_SURF_TYPE(float4)
#undef __CUCC_SURF_TYPE

/* The address of the `size`-byte access at byte x of row y of slice z, or
 * NULL (cudaBoundaryModeZero, out of range). */
static __device__ __forceinline__ char *
addr(cudaSurfaceObject_t obj, int x, int y, int z, unsigned size,
     enum cudaSurfaceBoundaryMode mode) {
  const cucc_surface *s = (const cucc_surface *)(unsigned long)obj;
  const struct cudaArray *a = s->res.res.array.array;
  long long sz = size;
  if (x % sz != 0) /* in every mode, in range or not (as an H100) */
    __cucc_fail(cudaErrorMisalignedAddress,
                "misaligned surface access (x is not a multiple of the "
                "access size)");
  long long row = (long long)a->width * a->elem_size;
  long long h = a->height ? (long long)a->height : 1;
  long long d = a->depth ? (long long)a->depth : 1;
  long long xb = x, yi = y, zi = z;
  if (xb < 0 || xb + sz > row || yi < 0 || yi >= h || zi < 0 || zi >= d) {
    if (mode == cudaBoundaryModeZero)
      return 0;
    if (mode != cudaBoundaryModeClamp)
      __cucc_fail(cudaErrorIllegalAddress,
                  "surface access out of range (cudaBoundaryModeTrap)");
    if (row < sz)
      return 0; /* wider than a row: nothing to clamp to */
    xb = xb < 0 ? 0 : xb + sz > row ? (row - sz) / sz * sz : xb;
    yi = yi < 0 ? 0 : yi >= h ? h - 1 : yi;
    zi = zi < 0 ? 0 : zi >= d ? d - 1 : zi;
  }
  return a->data + (size_t)zi * a->slice + (size_t)yi * a->pitch +
         (size_t)xb;
}

template <typename T>
static __device__ __forceinline__ void read(T *res, cudaSurfaceObject_t obj,
                                            int x, int y, int z,
                                            enum cudaSurfaceBoundaryMode m) {
  const char *p = addr(obj, x, y, z, sizeof(T), m);
  if (p)
    __builtin_memcpy((void *)res, p, sizeof(T));
  else
    __builtin_memset((void *)res, 0, sizeof(T));
}

template <typename T>
static __device__ __forceinline__ void write(T v, cudaSurfaceObject_t obj,
                                             int x, int y, int z,
                                             enum cudaSurfaceBoundaryMode m) {
  char *p = addr(obj, x, y, z, sizeof(T), m);
  if (p)
    __builtin_memcpy(p, (const void *)&v, sizeof(T));
}

} // namespace __cucc_surf

/* One family: the out-parameter read, the returning read and the write.
 * PARAMS are the coordinates as declared, X Y Z how they map to the
 * array. */
#define __CUCC_SURF_FAMILY(NAME, PARAMS, X, Y, Z)                              \
  template <typename T>                                                        \
  static __device__ __forceinline__                                            \
      typename __cucc_surf::elem_ok<T>::type NAME##read(                       \
          T *res, cudaSurfaceObject_t surfObject, PARAMS,                      \
          cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap) {       \
    __cucc_surf::read(res, surfObject, X, Y, Z, boundaryMode);                 \
  }                                                                            \
  template <typename T>                                                        \
  static __device__ __forceinline__ T NAME##read(                              \
      cudaSurfaceObject_t surfObject, PARAMS,                                  \
      cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap) {           \
    T v;                                                                       \
    (void)sizeof(typename __cucc_surf::elem_ok<T>::type *);                    \
    __cucc_surf::read(&v, surfObject, X, Y, Z, boundaryMode);                  \
    return v;                                                                  \
  }                                                                            \
  template <typename T>                                                        \
  static __device__ __forceinline__                                            \
      typename __cucc_surf::elem_ok<T>::type NAME##write(                      \
          T data, cudaSurfaceObject_t surfObject, PARAMS,                      \
          cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap) {       \
    __cucc_surf::write(data, surfObject, X, Y, Z, boundaryMode);               \
  }

#define __CUCC_COMMA ,
__CUCC_SURF_FAMILY(surf1D, int x, x, 0, 0)
__CUCC_SURF_FAMILY(surf2D, int x __CUCC_COMMA int y, x, y, 0)
__CUCC_SURF_FAMILY(surf3D, int x __CUCC_COMMA int y __CUCC_COMMA int z, x, y,
                   z)
__CUCC_SURF_FAMILY(surf1DLayered, int x __CUCC_COMMA int layer, x, 0, layer)
__CUCC_SURF_FAMILY(surf2DLayered,
                   int x __CUCC_COMMA int y __CUCC_COMMA int layer, x, y,
                   layer)
__CUCC_SURF_FAMILY(surfCubemap, int x __CUCC_COMMA int y __CUCC_COMMA int face,
                   x, y, face)
__CUCC_SURF_FAMILY(surfCubemapLayered,
                   int x __CUCC_COMMA int y __CUCC_COMMA int layerFace, x, y,
                   layerFace)
#undef __CUCC_COMMA
#undef __CUCC_SURF_FAMILY

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_SURFACE_FUNCTIONS_H */
