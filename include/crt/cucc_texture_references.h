/* cucc: the C++ side of texture and surface references (CUDA <= 11, the
 * programming guide 4.2, 3.2.10 and B.8/B.9): the class templates
 * texture<T, dim, readMode> and surface<T, dim>, the C++ overloads of
 * cudaBindTexture* / cudaBindSurfaceToArray that take them, and the device
 * functions tex1Dfetch(texRef, x), tex2D(texRef, x, y), ...,
 * surf2Dwrite(v, surfRef, x, y), ... that read through them.
 *
 * The templates carry clang's device_builtin_texture_type /
 * device_builtin_surface_type attributes, so that a file-scope
 * `texture<float, 2> texRef;` is a device variable for clang: the host code
 * registers it (__cudaRegisterTexture, src/runtime/texture_reference.c) and
 * in device code it is an 8-byte global into which the runtime stores the
 * texture object (cucc_texture address) or surface object that cudaBind*
 * created. The device functions take the reference by const reference (the
 * guide: references cannot be passed as arguments), load that object and
 * call the texture-object / surface-object functions
 * (crt/cucc_texture_fetch.h, crt/cucc_surface_functions.h).
 * Results: the element type T, or with cudaReadModeNormalizedFloat the
 * float type of as many channels. C++ only. */
#ifndef CUCC_CRT_TEXTURE_REFERENCES_H
#define CUCC_CRT_TEXTURE_REFERENCES_H

#if defined(__cplusplus)

#include <limits.h>

#include "channel_descriptor.h"
#include "crt/cucc_texture_reference_api.h"
/* clang's attributes for texture and surface references; other host
 * compilers (g++ -I) do not know them */
#if defined(__clang__) && defined(__CUDA__)
#define __CUCC_BUILTIN_TYPE(a) __attribute__((a))
#else
#define __CUCC_BUILTIN_TYPE(a)
#endif
#include "vector_types.h"

template <class __T, int __texType = cudaTextureType1D,
          enum cudaTextureReadMode __mode = cudaReadModeElementType>
struct __CUCC_BUILTIN_TYPE(device_builtin_texture_type) texture
    : public textureReference {
  __host__ texture(int __norm = 0,
                   enum cudaTextureFilterMode __fMode = cudaFilterModePoint,
                   enum cudaTextureAddressMode __aMode = cudaAddressModeClamp) {
    __init(__norm, __fMode, __aMode, cudaCreateChannelDesc<__T>());
  }
  __host__ texture(int __norm, enum cudaTextureFilterMode __fMode,
                   enum cudaTextureAddressMode __aMode,
                   struct cudaChannelFormatDesc __desc) {
    __init(__norm, __fMode, __aMode, __desc);
  }

private:
  __host__ void __init(int __norm, enum cudaTextureFilterMode __fMode,
                       enum cudaTextureAddressMode __aMode,
                       struct cudaChannelFormatDesc __desc) {
    normalized = __norm;
    filterMode = __fMode;
    addressMode[0] = addressMode[1] = addressMode[2] = __aMode;
    channelDesc = __desc;
    sRGB = 0;
    maxAnisotropy = 0;
    mipmapFilterMode = cudaFilterModePoint;
    mipmapLevelBias = 0;
    minMipmapLevelClamp = 0;
    maxMipmapLevelClamp = 0;
    disableTrilinearOptimization = 0;
    for (int __i = 0; __i < 14; __i++) __cudaReserved[__i] = 0;
  }
};

template <class __T, int __dim = 1>
struct __CUCC_BUILTIN_TYPE(device_builtin_surface_type) surface
    : public surfaceReference {
  __host__ surface(void) { channelDesc = cudaCreateChannelDesc<__T>(); }
  __host__ surface(struct cudaChannelFormatDesc __desc) { channelDesc = __desc; }
};

/* ---- host: the C++ overloads --------------------------------------------- */

template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t
cudaBindTexture(size_t *__offset, const struct texture<__T, __dim, __readMode> &__tex,
                const void *__devPtr, const struct cudaChannelFormatDesc &__desc,
                size_t __size = UINT_MAX) {
  return ::cudaBindTexture(__offset, &__tex, __devPtr, &__desc, __size);
}
template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t
cudaBindTexture(size_t *__offset, const struct texture<__T, __dim, __readMode> &__tex,
                const void *__devPtr, size_t __size = UINT_MAX) {
  return ::cudaBindTexture(__offset, &__tex, __devPtr, &__tex.channelDesc, __size);
}
template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t
cudaBindTexture2D(size_t *__offset, const struct texture<__T, __dim, __readMode> &__tex,
                  const void *__devPtr, const struct cudaChannelFormatDesc &__desc,
                  size_t __width, size_t __height, size_t __pitch) {
  return ::cudaBindTexture2D(__offset, &__tex, __devPtr, &__desc, __width, __height,
                             __pitch);
}
template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t
cudaBindTexture2D(size_t *__offset, const struct texture<__T, __dim, __readMode> &__tex,
                  const void *__devPtr, size_t __width, size_t __height,
                  size_t __pitch) {
  return ::cudaBindTexture2D(__offset, &__tex, __devPtr, &__tex.channelDesc, __width,
                             __height, __pitch);
}
template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t
cudaBindTextureToArray(const struct texture<__T, __dim, __readMode> &__tex,
                       cudaArray_const_t __array,
                       const struct cudaChannelFormatDesc &__desc) {
  return ::cudaBindTextureToArray(&__tex, __array, &__desc);
}
template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t
cudaBindTextureToArray(const struct texture<__T, __dim, __readMode> &__tex,
                       cudaArray_const_t __array) {
  struct cudaChannelFormatDesc __desc;
  cudaError_t __err = ::cudaGetChannelDesc(&__desc, __array);
  return __err == cudaSuccess ? ::cudaBindTextureToArray(&__tex, __array, &__desc)
                            : __err;
}
template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t cudaBindTextureToMipmappedArray(
    const struct texture<__T, __dim, __readMode> &__tex,
    cudaMipmappedArray_const_t __mipmappedArray,
    const struct cudaChannelFormatDesc &__desc) {
  return ::cudaBindTextureToMipmappedArray(&__tex, __mipmappedArray, &__desc);
}
template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t
cudaUnbindTexture(const struct texture<__T, __dim, __readMode> &__tex) {
  return ::cudaUnbindTexture(&__tex);
}
template <class __T, int __dim, enum cudaTextureReadMode __readMode>
static __inline__ __host__ cudaError_t
cudaGetTextureAlignmentOffset(size_t *__offset,
                              const struct texture<__T, __dim, __readMode> &__tex) {
  return ::cudaGetTextureAlignmentOffset(__offset, &__tex);
}
template <class __T, int __dim>
static __inline__ __host__ cudaError_t
cudaBindSurfaceToArray(const struct surface<__T, __dim> &__surf,
                       cudaArray_const_t __array,
                       const struct cudaChannelFormatDesc &__desc) {
  return ::cudaBindSurfaceToArray(&__surf, __array, &__desc);
}
template <class __T, int __dim>
static __inline__ __host__ cudaError_t
cudaBindSurfaceToArray(const struct surface<__T, __dim> &__surf,
                       cudaArray_const_t __array) {
  struct cudaChannelFormatDesc __desc;
  cudaError_t __err = ::cudaGetChannelDesc(&__desc, __array);
  return __err == cudaSuccess ? ::cudaBindSurfaceToArray(&__surf, __array, &__desc)
                            : __err;
}

/* ---- device: the fetch functions ----------------------------------------- */

#if defined(__CUCC_CUDA_MODE__)

namespace __cucc_texref {
/* The result type: T, or under cudaReadModeNormalizedFloat the float type
 * with T's channels. */
template <class __T, int __mode> struct res {
  typedef __T type;
};
#define __CUCC_TEXREF_NORM(T, F)                                               \
  template <> struct res<T, cudaReadModeNormalizedFloat> {                     \
    typedef F type;                                                            \
  };
#define __CUCC_TEXREF_NORMV(T)                                                 \
  __CUCC_TEXREF_NORM(T##1, float1)                                             \
  __CUCC_TEXREF_NORM(T##2, float2) __CUCC_TEXREF_NORM(T##4, float4)
__CUCC_TEXREF_NORM(char, float)
__CUCC_TEXREF_NORM(signed char, float)
__CUCC_TEXREF_NORM(unsigned char, float)
__CUCC_TEXREF_NORM(short, float)
__CUCC_TEXREF_NORM(unsigned short, float)
__CUCC_TEXREF_NORMV(char)
__CUCC_TEXREF_NORMV(uchar)
__CUCC_TEXREF_NORMV(short)
__CUCC_TEXREF_NORMV(ushort)
#undef __CUCC_TEXREF_NORM
#undef __CUCC_TEXREF_NORMV

/* tex2Dgather's result: 4 of T's base type, or float4 */
template <class __T, int __mode> struct res4 {
  typedef float4 type;
};
#define __CUCC_TEXREF_G(S, P)                                                  \
  template <> struct res4<S, cudaReadModeElementType> {                        \
    typedef P##4 type;                                                         \
  };                                                                           \
  template <> struct res4<P##1, cudaReadModeElementType> {                     \
    typedef P##4 type;                                                         \
  };                                                                           \
  template <> struct res4<P##2, cudaReadModeElementType> {                     \
    typedef P##4 type;                                                         \
  };                                                                           \
  template <> struct res4<P##4, cudaReadModeElementType> {                     \
    typedef P##4 type;                                                         \
  };
__CUCC_TEXREF_G(signed char, char)
__CUCC_TEXREF_G(unsigned char, uchar)
__CUCC_TEXREF_G(short, short)
__CUCC_TEXREF_G(unsigned short, ushort)
__CUCC_TEXREF_G(int, int)
__CUCC_TEXREF_G(unsigned int, uint)
#undef __CUCC_TEXREF_G
template <> struct res4<char, cudaReadModeElementType> {
  typedef char4 type;
};

/* The object the runtime stored in the reference's device global. */
template <class __R>
static __device__ __forceinline__ unsigned long long obj(const __R &__cucc_r) {
  return *(const unsigned long long *)(const void *)&__cucc_r;
}
} // namespace __cucc_texref

#define __CUCC_TEXREF_FN(NAME, TYPE, PARAMS, ARGS)                             \
  template <class __T, enum cudaTextureReadMode __M>                           \
  static __device__ __forceinline__                                            \
      typename ::__cucc_texref::res<__T, __M>::type                            \
      NAME(const texture<__T, TYPE, __M> &__r PARAMS) {                        \
    return NAME<typename ::__cucc_texref::res<__T, __M>::type>(                \
        (cudaTextureObject_t)::__cucc_texref::obj(__r) ARGS);                  \
  }
#define __CUCC_P(...) , __VA_ARGS__
__CUCC_TEXREF_FN(tex1Dfetch, cudaTextureType1D, __CUCC_P(int __cucc_x), __CUCC_P(__cucc_x))
__CUCC_TEXREF_FN(tex1D, cudaTextureType1D, __CUCC_P(float __cucc_x), __CUCC_P(__cucc_x))
__CUCC_TEXREF_FN(tex2D, cudaTextureType2D, __CUCC_P(float __cucc_x, float __y),
                 __CUCC_P(__cucc_x, __y))
__CUCC_TEXREF_FN(tex3D, cudaTextureType3D, __CUCC_P(float __cucc_x, float __y, float __z),
                 __CUCC_P(__cucc_x, __y, __z))
__CUCC_TEXREF_FN(tex1DLayered, cudaTextureType1DLayered,
                 __CUCC_P(float __cucc_x, int __layer), __CUCC_P(__cucc_x, __layer))
__CUCC_TEXREF_FN(tex2DLayered, cudaTextureType2DLayered,
                 __CUCC_P(float __cucc_x, float __y, int __layer), __CUCC_P(__cucc_x, __y, __layer))
__CUCC_TEXREF_FN(texCubemap, cudaTextureTypeCubemap,
                 __CUCC_P(float __cucc_x, float __y, float __z), __CUCC_P(__cucc_x, __y, __z))
__CUCC_TEXREF_FN(texCubemapLayered, cudaTextureTypeCubemapLayered,
                 __CUCC_P(float __cucc_x, float __y, float __z, int __layer),
                 __CUCC_P(__cucc_x, __y, __z, __layer))
__CUCC_TEXREF_FN(tex1DLod, cudaTextureType1D, __CUCC_P(float __cucc_x, float __level),
                 __CUCC_P(__cucc_x, __level))
__CUCC_TEXREF_FN(tex2DLod, cudaTextureType2D,
                 __CUCC_P(float __cucc_x, float __y, float __level),
                 __CUCC_P(__cucc_x, __y, __level))
__CUCC_TEXREF_FN(tex3DLod, cudaTextureType3D,
                 __CUCC_P(float __cucc_x, float __y, float __z, float __level),
                 __CUCC_P(__cucc_x, __y, __z, __level))
__CUCC_TEXREF_FN(tex1DLayeredLod, cudaTextureType1DLayered,
                 __CUCC_P(float __cucc_x, int __layer, float __level),
                 __CUCC_P(__cucc_x, __layer, __level))
__CUCC_TEXREF_FN(tex2DLayeredLod, cudaTextureType2DLayered,
                 __CUCC_P(float __cucc_x, float __y, int __layer, float __level),
                 __CUCC_P(__cucc_x, __y, __layer, __level))
__CUCC_TEXREF_FN(texCubemapLod, cudaTextureTypeCubemap,
                 __CUCC_P(float __cucc_x, float __y, float __z, float __level),
                 __CUCC_P(__cucc_x, __y, __z, __level))
__CUCC_TEXREF_FN(texCubemapLayeredLod, cudaTextureTypeCubemapLayered,
                 __CUCC_P(float __cucc_x, float __y, float __z, int __layer, float __level),
                 __CUCC_P(__cucc_x, __y, __z, __layer, __level))
__CUCC_TEXREF_FN(tex1DGrad, cudaTextureType1D,
                 __CUCC_P(float __cucc_x, float __dPdx, float __dPdy),
                 __CUCC_P(__cucc_x, __dPdx, __dPdy))
__CUCC_TEXREF_FN(tex2DGrad, cudaTextureType2D,
                 __CUCC_P(float __cucc_x, float __y, float2 __dPdx, float2 __dPdy),
                 __CUCC_P(__cucc_x, __y, __dPdx, __dPdy))
__CUCC_TEXREF_FN(tex3DGrad, cudaTextureType3D,
                 __CUCC_P(float __cucc_x, float __y, float __z, float4 __dPdx, float4 __dPdy),
                 __CUCC_P(__cucc_x, __y, __z, __dPdx, __dPdy))
__CUCC_TEXREF_FN(tex1DLayeredGrad, cudaTextureType1DLayered,
                 __CUCC_P(float __cucc_x, int __layer, float __dPdx, float __dPdy),
                 __CUCC_P(__cucc_x, __layer, __dPdx, __dPdy))
__CUCC_TEXREF_FN(tex2DLayeredGrad, cudaTextureType2DLayered,
                 __CUCC_P(float __cucc_x, float __y, int __layer, float2 __dPdx,
                          float2 __dPdy),
                 __CUCC_P(__cucc_x, __y, __layer, __dPdx, __dPdy))
#undef __CUCC_TEXREF_FN

template <class __T, enum cudaTextureReadMode __M>
static __device__ __forceinline__ typename ::__cucc_texref::res4<__T, __M>::type
tex2Dgather(const texture<__T, cudaTextureType2D, __M> &__r, float __cucc_x, float __y,
            int __comp = 0) {
  return tex2Dgather<typename ::__cucc_texref::res4<__T, __M>::type>(
      (cudaTextureObject_t)::__cucc_texref::obj(__r), __cucc_x, __y, __comp);
}

/* ---- device: the surface functions --------------------------------------- */

#define __CUCC_SURFREF_FAMILY(NAME, TYPE, PARAMS, ARGS)                        \
  template <class __T>                                                         \
  static __device__ __forceinline__ void NAME##read(                           \
      __T *__res, const surface<void, TYPE> &__s PARAMS,                       \
      cudaSurfaceBoundaryMode __mode = cudaBoundaryModeTrap) {                 \
    NAME##read(__res, (cudaSurfaceObject_t)::__cucc_texref::obj(__s) ARGS,     \
               __mode);                                                        \
  }                                                                            \
  template <class __T>                                                         \
  static __device__ __forceinline__ __T NAME##read(                            \
      const surface<void, TYPE> &__s PARAMS,                                   \
      cudaSurfaceBoundaryMode __mode = cudaBoundaryModeTrap) {                 \
    return NAME##read<__T>((cudaSurfaceObject_t)::__cucc_texref::obj(__s) ARGS, \
                         __mode);                                              \
  }                                                                            \
  template <class __T>                                                         \
  static __device__ __forceinline__ void NAME##write(                          \
      __T __cucc_val, const surface<void, TYPE> &__s PARAMS,                   \
      cudaSurfaceBoundaryMode __mode = cudaBoundaryModeTrap) {                 \
    NAME##write(__cucc_val, (cudaSurfaceObject_t)::__cucc_texref::obj(__s) ARGS, \
                __mode);                                                       \
  }
__CUCC_SURFREF_FAMILY(surf1D, cudaSurfaceType1D, __CUCC_P(int __cucc_x), __CUCC_P(__cucc_x))
__CUCC_SURFREF_FAMILY(surf2D, cudaSurfaceType2D, __CUCC_P(int __cucc_x, int __y),
                      __CUCC_P(__cucc_x, __y))
__CUCC_SURFREF_FAMILY(surf3D, cudaSurfaceType3D, __CUCC_P(int __cucc_x, int __y, int __z),
                      __CUCC_P(__cucc_x, __y, __z))
__CUCC_SURFREF_FAMILY(surf1DLayered, cudaSurfaceType1DLayered,
                      __CUCC_P(int __cucc_x, int __layer), __CUCC_P(__cucc_x, __layer))
__CUCC_SURFREF_FAMILY(surf2DLayered, cudaSurfaceType2DLayered,
                      __CUCC_P(int __cucc_x, int __y, int __layer),
                      __CUCC_P(__cucc_x, __y, __layer))
__CUCC_SURFREF_FAMILY(surfCubemap, cudaSurfaceTypeCubemap,
                      __CUCC_P(int __cucc_x, int __y, int __face), __CUCC_P(__cucc_x, __y, __face))
__CUCC_SURFREF_FAMILY(surfCubemapLayered, cudaSurfaceTypeCubemapLayered,
                      __CUCC_P(int __cucc_x, int __y, int __layerFace),
                      __CUCC_P(__cucc_x, __y, __layerFace))
#undef __CUCC_SURFREF_FAMILY
#undef __CUCC_P

#endif /* __CUCC_CUDA_MODE__ */

#endif /* __cplusplus */

#endif /* CUCC_CRT_TEXTURE_REFERENCES_H */
