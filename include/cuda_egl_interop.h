/* cucc: EGL interop (CUDA's cuda_egl_interop.h): the registration, stream
 * and frame calls exist and fail as on a system without EGL support
 * (src/runtime/interop.c). Uses <EGL/egl.h> when present, else the EGL
 * handle types the declarations need. The colour format enum lists only the
 * common formats. */
#ifndef CUCC_CUDA_EGL_INTEROP_H
#define CUCC_CUDA_EGL_INTEROP_H
#define __CUDA_EGL_INTEROP_H__

#include "cuda_runtime_api.h"

#if !defined(CUCC_NO_SYSTEM_GRAPHICS_HEADERS) && __has_include(<EGL/egl.h>) &&  \
    __has_include(<EGL/eglext.h>)
#include <EGL/egl.h>
#include <EGL/eglext.h>
#endif
#ifndef EGL_KHR_image
typedef void *EGLImageKHR;
#endif
#ifndef EGL_KHR_stream
typedef void *EGLStreamKHR;
#endif
#ifndef EGL_KHR_fence_sync
typedef void *EGLSyncKHR;
#endif
#ifndef __egl_h_
typedef int EGLint;
#endif

#define CUDA_EGL_MAX_PLANES 3

typedef enum cudaEglFrameType_enum {
  cudaEglFrameTypeArray = 0,
  cudaEglFrameTypePitch = 1
} cudaEglFrameType;

typedef enum cudaEglResourceLocationFlags_enum {
  cudaEglResourceLocationSysmem = 0x00,
  cudaEglResourceLocationVidmem = 0x01
} cudaEglResourceLocationFlags;

typedef enum cudaEglColorFormat_enum {
  cudaEglColorFormatYUV420Planar = 0,
  cudaEglColorFormatYUV420SemiPlanar = 1,
  cudaEglColorFormatYUV422Planar = 2,
  cudaEglColorFormatYUV422SemiPlanar = 3,
  cudaEglColorFormatARGB = 6,
  cudaEglColorFormatRGBA = 7,
  cudaEglColorFormatL = 8,
  cudaEglColorFormatR = 9
} cudaEglColorFormat;

typedef struct cudaEglPlaneDesc_st {
  unsigned int width;
  unsigned int height;
  unsigned int depth;
  unsigned int pitch;
  unsigned int numChannels;
  struct cudaChannelFormatDesc channelDesc;
  unsigned int reserved[4];
} cudaEglPlaneDesc;

typedef struct cudaEglFrame_st {
  union {
    cudaArray_t pArray[CUDA_EGL_MAX_PLANES];
    struct cudaPitchedPtr pPitch[CUDA_EGL_MAX_PLANES];
  } frame;
  cudaEglPlaneDesc planeDesc[CUDA_EGL_MAX_PLANES];
  unsigned int planeCount;
  cudaEglFrameType frameType;
  cudaEglColorFormat eglColorFormat;
} cudaEglFrame;

typedef struct CUeglStreamConnection_st *cudaEglStreamConnection;

__CUCC_EXTERN_C_BEGIN
extern __host__ cudaError_t
cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource,
                             EGLImageKHR image, unsigned int flags);
extern __host__ cudaError_t cudaEGLStreamConsumerConnect(
    cudaEglStreamConnection *conn, EGLStreamKHR eglStream);
extern __host__ cudaError_t cudaEGLStreamConsumerConnectWithFlags(
    cudaEglStreamConnection *conn, EGLStreamKHR eglStream, unsigned int flags);
extern __host__ cudaError_t
cudaEGLStreamConsumerDisconnect(cudaEglStreamConnection *conn);
extern __host__ cudaError_t cudaEGLStreamConsumerAcquireFrame(
    cudaEglStreamConnection *conn, cudaGraphicsResource_t *pCudaResource,
    cudaStream_t *pStream, unsigned int timeout);
extern __host__ cudaError_t cudaEGLStreamConsumerReleaseFrame(
    cudaEglStreamConnection *conn, cudaGraphicsResource_t pCudaResource,
    cudaStream_t *pStream);
extern __host__ cudaError_t cudaEGLStreamProducerConnect(
    cudaEglStreamConnection *conn, EGLStreamKHR eglStream, EGLint width,
    EGLint height);
extern __host__ cudaError_t
cudaEGLStreamProducerDisconnect(cudaEglStreamConnection *conn);
extern __host__ cudaError_t
cudaEGLStreamProducerPresentFrame(cudaEglStreamConnection *conn,
                                  cudaEglFrame eglframe, cudaStream_t *pStream);
extern __host__ cudaError_t
cudaEGLStreamProducerReturnFrame(cudaEglStreamConnection *conn,
                                 cudaEglFrame *eglframe, cudaStream_t *pStream);
extern __host__ cudaError_t cudaGraphicsResourceGetMappedEglFrame(
    cudaEglFrame *eglFrame, cudaGraphicsResource_t resource, unsigned int index,
    unsigned int mipLevel);
extern __host__ cudaError_t cudaEventCreateFromEGLSync(cudaEvent_t *phEvent,
                                                       EGLSyncKHR eglSync,
                                                       unsigned int flags);
__CUCC_EXTERN_C_END

#endif /* CUCC_CUDA_EGL_INTEROP_H */
