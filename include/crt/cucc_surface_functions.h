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
__cucc_fail(int __err, const char *__why);

namespace __cucc_surf {

template <typename __T> struct elem_ok {};
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
addr(cudaSurfaceObject_t __obj, int __cucc_x, int __y, int __z, unsigned __size,
     enum cudaSurfaceBoundaryMode __mode) {
  const cucc_surface *__cucc_s = (const cucc_surface *)(unsigned long)__obj;
  const struct cudaArray *__a = __cucc_s->res.res.array.array;
  long long __sz = __size;
  if (__cucc_x % __sz != 0) /* in every mode, in range or not (as an H100) */
    __cucc_fail(cudaErrorMisalignedAddress,
                "misaligned surface access (x is not a multiple of the "
                "access size)");
  long long __row = (long long)__a->width * __a->elem_size;
  long long __h = __a->height ? (long long)__a->height : 1;
  long long __d = __a->depth ? (long long)__a->depth : 1;
  long long __xb = __cucc_x, __yi = __y, __zi = __z;
  if (__xb < 0 || __xb + __sz > __row || __yi < 0 || __yi >= __h || __zi < 0 || __zi >= __d) {
    if (__mode == cudaBoundaryModeZero)
      return 0;
    if (__mode != cudaBoundaryModeClamp)
      __cucc_fail(cudaErrorIllegalAddress,
                  "surface access out of range (cudaBoundaryModeTrap)");
    if (__row < __sz)
      return 0; /* wider than a row: nothing to clamp to */
    __xb = __xb < 0 ? 0 : __xb + __sz > __row ? (__row - __sz) / __sz * __sz : __xb;
    __yi = __yi < 0 ? 0 : __yi >= __h ? __h - 1 : __yi;
    __zi = __zi < 0 ? 0 : __zi >= __d ? __d - 1 : __zi;
  }
  return __a->data + (size_t)__zi * __a->slice + (size_t)__yi * __a->pitch +
         (size_t)__xb;
}

template <typename __T>
static __device__ __forceinline__ void read(__T *__res, cudaSurfaceObject_t __obj,
                                            int __cucc_x, int __y, int __z,
                                            enum cudaSurfaceBoundaryMode __m) {
  const char *__cucc_p = addr(__obj, __cucc_x, __y, __z, sizeof(__T), __m);
  if (__cucc_p)
    __builtin_memcpy((void *)__res, __cucc_p, sizeof(__T));
  else
    __builtin_memset((void *)__res, 0, sizeof(__T));
}

template <typename __T>
static __device__ __forceinline__ void write(__T __cucc_v, cudaSurfaceObject_t __obj,
                                             int __cucc_x, int __y, int __z,
                                             enum cudaSurfaceBoundaryMode __m) {
  char *__cucc_p = addr(__obj, __cucc_x, __y, __z, sizeof(__T), __m);
  if (__cucc_p)
    __builtin_memcpy(__cucc_p, (const void *)&__cucc_v, sizeof(__T));
}

} // namespace __cucc_surf

/* One family: the out-parameter read, the returning read and the write.
 * PARAMS are the coordinates as declared, X Y Z how they map to the
 * array. */
#define __CUCC_SURF_FAMILY(NAME, PARAMS, X, Y, Z)                              \
  template <typename __T>                                                      \
  static __device__ __forceinline__                                            \
      typename __cucc_surf::elem_ok<__T>::type NAME##read(                     \
          __T *__res, cudaSurfaceObject_t __surfObject, PARAMS,                \
          cudaSurfaceBoundaryMode __boundaryMode = cudaBoundaryModeTrap) {     \
    __cucc_surf::read(__res, __surfObject, X, Y, Z, __boundaryMode);           \
  }                                                                            \
  template <typename __T>                                                      \
  static __device__ __forceinline__ __T NAME##read(                            \
      cudaSurfaceObject_t __surfObject, PARAMS,                                \
      cudaSurfaceBoundaryMode __boundaryMode = cudaBoundaryModeTrap) {         \
    __T __cucc_v;                                                              \
    (void)sizeof(typename __cucc_surf::elem_ok<__T>::type *);                  \
    __cucc_surf::read(&__cucc_v, __surfObject, X, Y, Z, __boundaryMode);       \
    return __cucc_v;                                                           \
  }                                                                            \
  template <typename __T>                                                      \
  static __device__ __forceinline__                                            \
      typename __cucc_surf::elem_ok<__T>::type NAME##write(                    \
          __T __data, cudaSurfaceObject_t __surfObject, PARAMS,                \
          cudaSurfaceBoundaryMode __boundaryMode = cudaBoundaryModeTrap) {     \
    __cucc_surf::write(__data, __surfObject, X, Y, Z, __boundaryMode);         \
  }

#define __CUCC_COMMA ,
__CUCC_SURF_FAMILY(surf1D, int __cucc_x, __cucc_x, 0, 0)
__CUCC_SURF_FAMILY(surf2D, int __cucc_x __CUCC_COMMA int __y, __cucc_x, __y, 0)
__CUCC_SURF_FAMILY(surf3D, int __cucc_x __CUCC_COMMA int __y __CUCC_COMMA int __z, __cucc_x, __y,
                   __z)
__CUCC_SURF_FAMILY(surf1DLayered, int __cucc_x __CUCC_COMMA int __layer, __cucc_x, 0, __layer)
__CUCC_SURF_FAMILY(surf2DLayered,
                   int __cucc_x __CUCC_COMMA int __y __CUCC_COMMA int __layer, __cucc_x, __y,
                   __layer)
__CUCC_SURF_FAMILY(surfCubemap, int __cucc_x __CUCC_COMMA int __y __CUCC_COMMA int __face,
                   __cucc_x, __y, __face)
__CUCC_SURF_FAMILY(surfCubemapLayered,
                   int __cucc_x __CUCC_COMMA int __y __CUCC_COMMA int __layerFace, __cucc_x, __y,
                   __layerFace)
#undef __CUCC_COMMA
#undef __CUCC_SURF_FAMILY

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_SURFACE_FUNCTIONS_H */
