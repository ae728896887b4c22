/* cucc: texture object types (cudaTextureObject_t, cudaTextureDesc,
 * cudaResourceDesc) and their enumerations. */
#ifndef CUCC_TEXTURE_TYPES_H
#define CUCC_TEXTURE_TYPES_H

#include "driver_types.h"

#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC

enum __device_builtin__ cudaTextureAddressMode {
  cudaAddressModeWrap = 0,
  cudaAddressModeClamp = 1,
  cudaAddressModeMirror = 2,
  cudaAddressModeBorder = 3
};

enum __device_builtin__ cudaTextureFilterMode {
  cudaFilterModePoint = 0,
  cudaFilterModeLinear = 1
};

enum __device_builtin__ cudaTextureReadMode {
  cudaReadModeElementType = 0,
  cudaReadModeNormalizedFloat = 1
};

enum __device_builtin__ cudaResourceType {
  cudaResourceTypeArray = 0x00,
  cudaResourceTypeMipmappedArray = 0x01,
  cudaResourceTypeLinear = 0x02,
  cudaResourceTypePitch2D = 0x03
};

struct __device_builtin__ cudaResourceDesc {
  enum cudaResourceType resType;
  union {
    struct {
      cudaArray_t array;
    } array;
    struct {
      cudaMipmappedArray_t mipmap;
    } mipmap;
    struct {
      void *devPtr;
      struct cudaChannelFormatDesc desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void *devPtr;
      struct cudaChannelFormatDesc desc;
      size_t width;
      size_t height;
      size_t pitchInBytes;
    } pitch2D;
  } res;
};

enum __device_builtin__ cudaResourceViewFormat {
  cudaResViewFormatNone = 0x00,
  cudaResViewFormatUnsignedChar1 = 0x01,
  cudaResViewFormatUnsignedChar2 = 0x02,
  cudaResViewFormatUnsignedChar4 = 0x03,
  cudaResViewFormatSignedChar1 = 0x04,
  cudaResViewFormatSignedChar2 = 0x05,
  cudaResViewFormatSignedChar4 = 0x06,
  cudaResViewFormatUnsignedShort1 = 0x07,
  cudaResViewFormatUnsignedShort2 = 0x08,
  cudaResViewFormatUnsignedShort4 = 0x09,
  cudaResViewFormatSignedShort1 = 0x0a,
  cudaResViewFormatSignedShort2 = 0x0b,
  cudaResViewFormatSignedShort4 = 0x0c,
  cudaResViewFormatUnsignedInt1 = 0x0d,
  cudaResViewFormatUnsignedInt2 = 0x0e,
  cudaResViewFormatUnsignedInt4 = 0x0f,
  cudaResViewFormatSignedInt1 = 0x10,
  cudaResViewFormatSignedInt2 = 0x11,
  cudaResViewFormatSignedInt4 = 0x12,
  cudaResViewFormatHalf1 = 0x13,
  cudaResViewFormatHalf2 = 0x14,
  cudaResViewFormatHalf4 = 0x15,
  cudaResViewFormatFloat1 = 0x16,
  cudaResViewFormatFloat2 = 0x17,
  cudaResViewFormatFloat4 = 0x18,
  cudaResViewFormatUnsignedBlockCompressed1 = 0x19,
  cudaResViewFormatUnsignedBlockCompressed2 = 0x1a,
  cudaResViewFormatUnsignedBlockCompressed3 = 0x1b,
  cudaResViewFormatUnsignedBlockCompressed4 = 0x1c,
  cudaResViewFormatSignedBlockCompressed4 = 0x1d,
  cudaResViewFormatUnsignedBlockCompressed5 = 0x1e,
  cudaResViewFormatSignedBlockCompressed5 = 0x1f,
  cudaResViewFormatUnsignedBlockCompressed6H = 0x20,
  cudaResViewFormatSignedBlockCompressed6H = 0x21,
  cudaResViewFormatUnsignedBlockCompressed7 = 0x22
};

struct __device_builtin__ cudaResourceViewDesc {
  enum cudaResourceViewFormat format;
  size_t width;
  size_t height;
  size_t depth;
  unsigned int firstMipmapLevel;
  unsigned int lastMipmapLevel;
  unsigned int firstLayer;
  unsigned int lastLayer;
};

struct __device_builtin__ cudaTextureDesc {
  enum cudaTextureAddressMode addressMode[3];
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
};

typedef __device_builtin__ unsigned long long cudaTextureObject_t;

#endif /* CUCC_TEXTURE_TYPES_H */
