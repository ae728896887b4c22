/* cucc: the C side of CUDA's texture and surface references (removed from
 * CUDA 12, described by the programming guide 4.2, 3.2.10): the
 * textureReference / surfaceReference structs that texture<> / surface<>
 * derive from, and the runtime calls that bind memory or arrays to them
 * (src/runtime/texture_reference.c). C and C++; the C++ templates are in
 * crt/cucc_texture_references.h. Included from cuda_runtime_api.h. */
#ifndef CUCC_CRT_TEXTURE_REFERENCE_API_H
#define CUCC_CRT_TEXTURE_REFERENCE_API_H

#include "../driver_types.h"
#include "../surface_types.h"
#include "../texture_types.h"

/* CUDA 11's layout */
struct __device_builtin__ textureReference {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int __cudaReserved[14];
};

struct __device_builtin__ surfaceReference {
  struct cudaChannelFormatDesc channelDesc;
};

#if defined(__cplusplus)
extern "C" {
#endif
extern __host__ cudaError_t cudaBindTexture(
    size_t *__offset, const struct textureReference *__texref, const void *__devPtr,
    const struct cudaChannelFormatDesc *__desc, size_t __size);
extern __host__ cudaError_t cudaBindTexture2D(
    size_t *__offset, const struct textureReference *__texref, const void *__devPtr,
    const struct cudaChannelFormatDesc *__desc, size_t __width, size_t __height,
    size_t __pitch);
extern __host__ cudaError_t
cudaBindTextureToArray(const struct textureReference *__texref,
                       cudaArray_const_t __array,
                       const struct cudaChannelFormatDesc *__desc);
extern __host__ cudaError_t cudaBindTextureToMipmappedArray(
    const struct textureReference *__texref,
    cudaMipmappedArray_const_t __mipmappedArray,
    const struct cudaChannelFormatDesc *__desc);
extern __host__ cudaError_t
cudaUnbindTexture(const struct textureReference *__texref);
extern __host__ cudaError_t
cudaGetTextureAlignmentOffset(size_t *__offset,
                              const struct textureReference *__texref);
extern __host__ cudaError_t
cudaGetTextureReference(const struct textureReference **__texref,
                        const void *__symbol);
extern __host__ cudaError_t
cudaBindSurfaceToArray(const struct surfaceReference *__surfref,
                       cudaArray_const_t __array,
                       const struct cudaChannelFormatDesc *__desc);
extern __host__ cudaError_t
cudaGetSurfaceReference(const struct surfaceReference **__surfref,
                        const void *__symbol);
/* called by the host code clang emits for texture<> / surface<> variables */
extern __host__ void __cudaRegisterTexture(void **__handle,
                                           const struct textureReference *__hostVar,
                                           const void **__deviceAddress,
                                           const char *__deviceName, int __dim,
                                           int __norm, int __ext);
extern __host__ void __cudaRegisterSurface(void **__handle,
                                           const struct surfaceReference *__hostVar,
                                           const void **__deviceAddress,
                                           const char *__deviceName, int __dim,
                                           int __ext);
#if defined(__cplusplus)
}
#endif

#endif /* CUCC_CRT_TEXTURE_REFERENCE_API_H */
