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
    size_t *offset, const struct textureReference *texref, const void *devPtr,
    const struct cudaChannelFormatDesc *desc, size_t size);
extern __host__ cudaError_t cudaBindTexture2D(
    size_t *offset, const struct textureReference *texref, const void *devPtr,
    const struct cudaChannelFormatDesc *desc, size_t width, size_t height,
    size_t pitch);
extern __host__ cudaError_t
cudaBindTextureToArray(const struct textureReference *texref,
                       cudaArray_const_t array,
                       const struct cudaChannelFormatDesc *desc);
extern __host__ cudaError_t cudaBindTextureToMipmappedArray(
    const struct textureReference *texref,
    cudaMipmappedArray_const_t mipmappedArray,
    const struct cudaChannelFormatDesc *desc);
extern __host__ cudaError_t
cudaUnbindTexture(const struct textureReference *texref);
extern __host__ cudaError_t
cudaGetTextureAlignmentOffset(size_t *offset,
                              const struct textureReference *texref);
extern __host__ cudaError_t
cudaGetTextureReference(const struct textureReference **texref,
                        const void *symbol);
extern __host__ cudaError_t
cudaBindSurfaceToArray(const struct surfaceReference *surfref,
                       cudaArray_const_t array,
                       const struct cudaChannelFormatDesc *desc);
extern __host__ cudaError_t
cudaGetSurfaceReference(const struct surfaceReference **surfref,
                        const void *symbol);
/* called by the host code clang emits for texture<> / surface<> variables */
extern __host__ void __cudaRegisterTexture(void **handle,
                                           const struct textureReference *hostVar,
                                           const void **deviceAddress,
                                           const char *deviceName, int dim,
                                           int norm, int ext);
extern __host__ void __cudaRegisterSurface(void **handle,
                                           const struct surfaceReference *hostVar,
                                           const void **deviceAddress,
                                           const char *deviceName, int dim,
                                           int ext);
#if defined(__cplusplus)
}
#endif

#endif /* CUCC_CRT_TEXTURE_REFERENCE_API_H */
