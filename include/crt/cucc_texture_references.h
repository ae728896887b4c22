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
#include "vector_types.h"

template <class T, int texType = cudaTextureType1D,
          enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __attribute__((device_builtin_texture_type)) texture
    : public textureReference {
  __host__ texture(int norm = 0,
                   enum cudaTextureFilterMode fMode = cudaFilterModePoint,
                   enum cudaTextureAddressMode aMode = cudaAddressModeClamp) {
    __init(norm, fMode, aMode, cudaCreateChannelDesc<T>());
  }
  __host__ texture(int norm, enum cudaTextureFilterMode fMode,
                   enum cudaTextureAddressMode aMode,
                   struct cudaChannelFormatDesc desc) {
    __init(norm, fMode, aMode, desc);
  }

private:
  __host__ void __init(int norm, enum cudaTextureFilterMode fMode,
                       enum cudaTextureAddressMode aMode,
                       struct cudaChannelFormatDesc desc) {
    normalized = norm;
    filterMode = fMode;
    addressMode[0] = addressMode[1] = addressMode[2] = aMode;
    channelDesc = desc;
    sRGB = 0;
    maxAnisotropy = 0;
    mipmapFilterMode = cudaFilterModePoint;
    mipmapLevelBias = 0;
    minMipmapLevelClamp = 0;
    maxMipmapLevelClamp = 0;
    disableTrilinearOptimization = 0;
    for (int i = 0; i < 14; i++) __cudaReserved[i] = 0;
  }
};

template <class T, int dim = 1>
struct __attribute__((device_builtin_surface_type)) surface
    : public surfaceReference {
  __host__ surface(void) { channelDesc = cudaCreateChannelDesc<T>(); }
  __host__ surface(struct cudaChannelFormatDesc desc) { channelDesc = desc; }
};

/* ---- host: the C++ overloads --------------------------------------------- */

template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t
cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex,
                const void *devPtr, const struct cudaChannelFormatDesc &desc,
                size_t size = UINT_MAX) {
  return ::cudaBindTexture(offset, &tex, devPtr, &desc, size);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t
cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex,
                const void *devPtr, size_t size = UINT_MAX) {
  return ::cudaBindTexture(offset, &tex, devPtr, &tex.channelDesc, size);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t
cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex,
                  const void *devPtr, const struct cudaChannelFormatDesc &desc,
                  size_t width, size_t height, size_t pitch) {
  return ::cudaBindTexture2D(offset, &tex, devPtr, &desc, width, height,
                             pitch);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t
cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex,
                  const void *devPtr, size_t width, size_t height,
                  size_t pitch) {
  return ::cudaBindTexture2D(offset, &tex, devPtr, &tex.channelDesc, width,
                             height, pitch);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t
cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex,
                       cudaArray_const_t array,
                       const struct cudaChannelFormatDesc &desc) {
  return ::cudaBindTextureToArray(&tex, array, &desc);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t
cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex,
                       cudaArray_const_t array) {
  struct cudaChannelFormatDesc desc;
  cudaError_t err = ::cudaGetChannelDesc(&desc, array);
  return err == cudaSuccess ? ::cudaBindTextureToArray(&tex, array, &desc)
                            : err;
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t cudaBindTextureToMipmappedArray(
    const struct texture<T, dim, readMode> &tex,
    cudaMipmappedArray_const_t mipmappedArray,
    const struct cudaChannelFormatDesc &desc) {
  return ::cudaBindTextureToMipmappedArray(&tex, mipmappedArray, &desc);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t
cudaUnbindTexture(const struct texture<T, dim, readMode> &tex) {
  return ::cudaUnbindTexture(&tex);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static __inline__ __host__ cudaError_t
cudaGetTextureAlignmentOffset(size_t *offset,
                              const struct texture<T, dim, readMode> &tex) {
  return ::cudaGetTextureAlignmentOffset(offset, &tex);
}
template <class T, int dim>
static __inline__ __host__ cudaError_t
cudaBindSurfaceToArray(const struct surface<T, dim> &surf,
                       cudaArray_const_t array,
                       const struct cudaChannelFormatDesc &desc) {
  return ::cudaBindSurfaceToArray(&surf, array, &desc);
}
template <class T, int dim>
static __inline__ __host__ cudaError_t
cudaBindSurfaceToArray(const struct surface<T, dim> &surf,
                       cudaArray_const_t array) {
  struct cudaChannelFormatDesc desc;
  cudaError_t err = ::cudaGetChannelDesc(&desc, array);
  return err == cudaSuccess ? ::cudaBindSurfaceToArray(&surf, array, &desc)
                            : err;
}

/* ---- device: the fetch functions ----------------------------------------- */

#if defined(__CUCC_CUDA_MODE__)

namespace __cucc_texref {
/* The result type: T, or under cudaReadModeNormalizedFloat the float type
 * with T's channels. */
template <class T, int mode> struct res {
  typedef T type;
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
template <class T, int mode> struct res4 {
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
template <class R>
static __device__ __forceinline__ unsigned long long obj(const R &r) {
  return *(const unsigned long long *)(const void *)&r;
}
} // namespace __cucc_texref

#define __CUCC_TEXREF_FN(NAME, TYPE, PARAMS, ARGS)                             \
  template <class T, enum cudaTextureReadMode M>                               \
  static __device__ __forceinline__                                            \
      typename ::__cucc_texref::res<T, M>::type                                \
      NAME(const texture<T, TYPE, M> &__r PARAMS) {                            \
    return NAME<typename ::__cucc_texref::res<T, M>::type>(                    \
        (cudaTextureObject_t)::__cucc_texref::obj(__r) ARGS);                  \
  }
#define __CUCC_P(...) , __VA_ARGS__
__CUCC_TEXREF_FN(tex1Dfetch, cudaTextureType1D, __CUCC_P(int x), __CUCC_P(x))
__CUCC_TEXREF_FN(tex1D, cudaTextureType1D, __CUCC_P(float x), __CUCC_P(x))
__CUCC_TEXREF_FN(tex2D, cudaTextureType2D, __CUCC_P(float x, float y),
                 __CUCC_P(x, y))
__CUCC_TEXREF_FN(tex3D, cudaTextureType3D, __CUCC_P(float x, float y, float z),
                 __CUCC_P(x, y, z))
__CUCC_TEXREF_FN(tex1DLayered, cudaTextureType1DLayered,
                 __CUCC_P(float x, int layer), __CUCC_P(x, layer))
__CUCC_TEXREF_FN(tex2DLayered, cudaTextureType2DLayered,
                 __CUCC_P(float x, float y, int layer), __CUCC_P(x, y, layer))
__CUCC_TEXREF_FN(texCubemap, cudaTextureTypeCubemap,
                 __CUCC_P(float x, float y, float z), __CUCC_P(x, y, z))
__CUCC_TEXREF_FN(texCubemapLayered, cudaTextureTypeCubemapLayered,
                 __CUCC_P(float x, float y, float z, int layer),
                 __CUCC_P(x, y, z, layer))
__CUCC_TEXREF_FN(tex1DLod, cudaTextureType1D, __CUCC_P(float x, float level),
                 __CUCC_P(x, level))
__CUCC_TEXREF_FN(tex2DLod, cudaTextureType2D,
                 __CUCC_P(float x, float y, float level),
                 __CUCC_P(x, y, level))
__CUCC_TEXREF_FN(tex3DLod, cudaTextureType3D,
                 __CUCC_P(float x, float y, float z, float level),
                 __CUCC_P(x, y, z, level))
__CUCC_TEXREF_FN(tex1DLayeredLod, cudaTextureType1DLayered,
                 __CUCC_P(float x, int layer, float level),
                 __CUCC_P(x, layer, level))
__CUCC_TEXREF_FN(tex2DLayeredLod, cudaTextureType2DLayered,
                 __CUCC_P(float x, float y, int layer, float level),
                 __CUCC_P(x, y, layer, level))
__CUCC_TEXREF_FN(texCubemapLod, cudaTextureTypeCubemap,
                 __CUCC_P(float x, float y, float z, float level),
                 __CUCC_P(x, y, z, level))
__CUCC_TEXREF_FN(texCubemapLayeredLod, cudaTextureTypeCubemapLayered,
                 __CUCC_P(float x, float y, float z, int layer, float level),
                 __CUCC_P(x, y, z, layer, level))
__CUCC_TEXREF_FN(tex1DGrad, cudaTextureType1D,
                 __CUCC_P(float x, float dPdx, float dPdy),
                 __CUCC_P(x, dPdx, dPdy))
__CUCC_TEXREF_FN(tex2DGrad, cudaTextureType2D,
                 __CUCC_P(float x, float y, float2 dPdx, float2 dPdy),
                 __CUCC_P(x, y, dPdx, dPdy))
__CUCC_TEXREF_FN(tex3DGrad, cudaTextureType3D,
                 __CUCC_P(float x, float y, float z, float4 dPdx, float4 dPdy),
                 __CUCC_P(x, y, z, dPdx, dPdy))
__CUCC_TEXREF_FN(tex1DLayeredGrad, cudaTextureType1DLayered,
                 __CUCC_P(float x, int layer, float dPdx, float dPdy),
                 __CUCC_P(x, layer, dPdx, dPdy))
__CUCC_TEXREF_FN(tex2DLayeredGrad, cudaTextureType2DLayered,
                 __CUCC_P(float x, float y, int layer, float2 dPdx,
                          float2 dPdy),
                 __CUCC_P(x, y, layer, dPdx, dPdy))
#undef __CUCC_TEXREF_FN

template <class T, enum cudaTextureReadMode M>
static __device__ __forceinline__ typename ::__cucc_texref::res4<T, M>::type
tex2Dgather(const texture<T, cudaTextureType2D, M> &__r, float x, float y,
            int comp = 0) {
  return tex2Dgather<typename ::__cucc_texref::res4<T, M>::type>(
      (cudaTextureObject_t)::__cucc_texref::obj(__r), x, y, comp);
}

/* ---- device: the surface functions --------------------------------------- */

#define __CUCC_SURFREF_FAMILY(NAME, TYPE, PARAMS, ARGS)                        \
  template <class T>                                                           \
  static __device__ __forceinline__ void NAME##read(                           \
      T *res, const surface<void, TYPE> &__s PARAMS,                           \
      cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {                   \
    NAME##read(res, (cudaSurfaceObject_t)::__cucc_texref::obj(__s) ARGS,       \
               mode);                                                          \
  }                                                                            \
  template <class T>                                                           \
  static __device__ __forceinline__ T NAME##read(                              \
      const surface<void, TYPE> &__s PARAMS,                                   \
      cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {                   \
    return NAME##read<T>((cudaSurfaceObject_t)::__cucc_texref::obj(__s) ARGS,  \
                         mode);                                                \
  }                                                                            \
  template <class T>                                                           \
  static __device__ __forceinline__ void NAME##write(                          \
      T val, const surface<void, TYPE> &__s PARAMS,                            \
      cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {                   \
    NAME##write(val, (cudaSurfaceObject_t)::__cucc_texref::obj(__s) ARGS,      \
                mode);                                                         \
  }
__CUCC_SURFREF_FAMILY(surf1D, cudaSurfaceType1D, __CUCC_P(int x), __CUCC_P(x))
__CUCC_SURFREF_FAMILY(surf2D, cudaSurfaceType2D, __CUCC_P(int x, int y),
                      __CUCC_P(x, y))
__CUCC_SURFREF_FAMILY(surf3D, cudaSurfaceType3D, __CUCC_P(int x, int y, int z),
                      __CUCC_P(x, y, z))
__CUCC_SURFREF_FAMILY(surf1DLayered, cudaSurfaceType1DLayered,
                      __CUCC_P(int x, int layer), __CUCC_P(x, layer))
__CUCC_SURFREF_FAMILY(surf2DLayered, cudaSurfaceType2DLayered,
                      __CUCC_P(int x, int y, int layer),
                      __CUCC_P(x, y, layer))
__CUCC_SURFREF_FAMILY(surfCubemap, cudaSurfaceTypeCubemap,
                      __CUCC_P(int x, int y, int face), __CUCC_P(x, y, face))
__CUCC_SURFREF_FAMILY(surfCubemapLayered, cudaSurfaceTypeCubemapLayered,
                      __CUCC_P(int x, int y, int layerFace),
                      __CUCC_P(x, y, layerFace))
#undef __CUCC_SURFREF_FAMILY
#undef __CUCC_P

#endif /* __CUCC_CUDA_MODE__ */

#endif /* __cplusplus */

#endif /* CUCC_CRT_TEXTURE_REFERENCES_H */
