/* cucc: cudaCreateChannelDesc<T>(), the channel format of an element type
 * (bits per component and kind), for CUDA arrays and textures. C++ only. */
#ifndef CUCC_CHANNEL_DESCRIPTOR_H
#define CUCC_CHANNEL_DESCRIPTOR_H

#if defined(__cplusplus)

#include "cuda_runtime_api.h"

template <class __T>
__inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void) {
  return cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
}

/* One specialization per scalar or vector type: N components of B bits. */
#define __CUCC_CHANNEL(T, B, N, KIND)                                          \
  template <>                                                                  \
  __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc<T>(   \
      void) {                                                                  \
    return cudaCreateChannelDesc(B, (N) > 1 ? B : 0, (N) > 2 ? B : 0,          \
                                 (N) > 3 ? B : 0, KIND);                       \
  }
#define __CUCC_CHANNEL_VEC(V, S, B, KIND)                                      \
  __CUCC_CHANNEL(S, B, 1, KIND)                                                \
  __CUCC_CHANNEL(V##1, B, 1, KIND)                                             \
  __CUCC_CHANNEL(V##2, B, 2, KIND)                                             \
  __CUCC_CHANNEL(V##4, B, 4, KIND)

__CUCC_CHANNEL(char, 8, 1,
               (char)-1 < 0 ? cudaChannelFormatKindSigned
                            : cudaChannelFormatKindUnsigned)
__CUCC_CHANNEL_VEC(char, signed char, 8, cudaChannelFormatKindSigned)
__CUCC_CHANNEL_VEC(uchar, unsigned char, 8, cudaChannelFormatKindUnsigned)
__CUCC_CHANNEL_VEC(short, short, 16, cudaChannelFormatKindSigned)
__CUCC_CHANNEL_VEC(ushort, unsigned short, 16, cudaChannelFormatKindUnsigned)
__CUCC_CHANNEL_VEC(int, int, 32, cudaChannelFormatKindSigned)
__CUCC_CHANNEL_VEC(uint, unsigned int, 32, cudaChannelFormatKindUnsigned)
__CUCC_CHANNEL_VEC(float, float, 32, cudaChannelFormatKindFloat)

#undef __CUCC_CHANNEL_VEC
#undef __CUCC_CHANNEL

/* Half precision channels (NVIDIA's names: there is no specialization for
 * __half, whose header need not be included). */
static __inline__ __host__ struct cudaChannelFormatDesc
cudaCreateChannelDescHalf(void) {
  return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ struct cudaChannelFormatDesc
cudaCreateChannelDescHalf1(void) {
  return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ struct cudaChannelFormatDesc
cudaCreateChannelDescHalf2(void) {
  return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ struct cudaChannelFormatDesc
cudaCreateChannelDescHalf4(void) {
  return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindFloat);
}

#endif /* __cplusplus */

#endif /* CUCC_CHANNEL_DESCRIPTOR_H */
