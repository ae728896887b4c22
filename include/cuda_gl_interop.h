/* cucc: OpenGL interop (CUDA's cuda_gl_interop.h). There is no OpenGL
 * device here: every call exists and fails as on a system without the API
 * (src/runtime/interop.c). Uses <GL/gl.h> when present, else the two GL
 * types the declarations need, so that programs build without GL headers. */
#ifndef CUCC_CUDA_GL_INTEROP_H
#define CUCC_CUDA_GL_INTEROP_H
#define __CUDA_GL_INTEROP_H__

#include "cuda_runtime_api.h"

#if !defined(CUCC_NO_SYSTEM_GRAPHICS_HEADERS) && defined(__APPLE__) &&         \
    __has_include(<OpenGL/gl.h>)
#include <OpenGL/gl.h>
#elif !defined(CUCC_NO_SYSTEM_GRAPHICS_HEADERS) && __has_include(<GL/gl.h>)
#include <GL/gl.h>
#else
typedef unsigned int GLuint;
typedef unsigned int GLenum;
#endif

enum cudaGLDeviceList {
  cudaGLDeviceListAll = 1,
  cudaGLDeviceListCurrentFrame = 2,
  cudaGLDeviceListNextFrame = 3
};

enum cudaGLMapFlags {
  cudaGLMapFlagsNone = 0,
  cudaGLMapFlagsReadOnly = 1,
  cudaGLMapFlagsWriteDiscard = 2
};

__CUCC_EXTERN_C_BEGIN
extern __host__ cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount,
                                             int *pCudaDevices,
                                             unsigned int cudaDeviceCount,
                                             enum cudaGLDeviceList deviceList);
extern __host__ cudaError_t
cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource,
                            GLuint image, GLenum target, unsigned int flags);
extern __host__ cudaError_t cudaGraphicsGLRegisterBuffer(
    struct cudaGraphicsResource **resource, GLuint buffer, unsigned int flags);

/* the CUDA 3.0 buffer-object API, deprecated */
__CUCC_RT_DEPRECATED("") cudaError_t cudaGLSetGLDevice(int device);
__CUCC_RT_DEPRECATED("") cudaError_t cudaGLRegisterBufferObject(GLuint bufObj);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaGLMapBufferObject(void **devPtr, GLuint bufObj);
__CUCC_RT_DEPRECATED("") cudaError_t cudaGLUnmapBufferObject(GLuint bufObj);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaGLUnregisterBufferObject(GLuint bufObj);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj,
                                       cudaStream_t stream);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream);
__CUCC_EXTERN_C_END

#endif /* CUCC_CUDA_GL_INTEROP_H */
