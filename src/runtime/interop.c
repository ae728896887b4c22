/* Graphics interop where there is no graphics API: the OpenGL, Direct3D
 * 9/10/11, EGL and VDPAU calls of CUDA's interop headers exist (programs
 * link) and fail with cudaErrorNotSupported (on an H100 without a display
 * CUDA 13 gives cudaErrorOperatingSystem, cudaErrorUnknown and others:
 * tests/reference/probe_devices.out), after the argument checks CUDA makes
 * first. No resource can ever be registered, so the generic cudaGraphics*
 * calls and the GL buffer-object calls find every handle invalid, with the
 * errors CUDA 13 gives for such handles. */

#define CUCC_NO_SYSTEM_GRAPHICS_HEADERS 1
#include <cuda_d3d10_interop.h>
#include <cuda_d3d11_interop.h>
#include <cuda_d3d9_interop.h>
#include <cuda_egl_interop.h>
#include <cuda_gl_interop.h>
#include <cuda_vdpau_interop.h>

#include "internal.h"

#define NOT_SUPPORTED return rt_error(cudaErrorNotSupported)
/* a registration: where to store the handle is checked first */
#define REGISTER(res)                                                          \
  return rt_error(!(res) ? cudaErrorInvalidValue : cudaErrorNotSupported)
/* a buffer object that no registration can have produced */
#define NOT_REGISTERED return rt_error(cudaErrorInvalidValue)

/* ---- generic resources: none is ever valid ----------------------------- */

static cudaError_t resource_list(int count,
                                 const cudaGraphicsResource_t *resources) {
  if (count <= 0 || !resources)
    return cudaErrorInvalidValue;
  return cudaErrorInvalidResourceHandle;
}

RT_EXPORT cudaError_t
cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource) {
  (void)resource;
  return rt_error(cudaErrorInvalidResourceHandle);
}

RT_EXPORT cudaError_t cudaGraphicsResourceSetMapFlags(
    cudaGraphicsResource_t resource, unsigned int flags) {
  (void)resource, (void)flags; /* the handle is checked first */
  return rt_error(cudaErrorInvalidResourceHandle);
}

RT_EXPORT cudaError_t cudaGraphicsMapResources(
    int count, cudaGraphicsResource_t *resources, cudaStream_t stream) {
  (void)stream;
  return rt_error(resource_list(count, resources));
}

RT_EXPORT cudaError_t cudaGraphicsUnmapResources(
    int count, cudaGraphicsResource_t *resources, cudaStream_t stream) {
  (void)stream;
  return rt_error(resource_list(count, resources));
}

RT_EXPORT cudaError_t cudaGraphicsResourceGetMappedPointer(
    void **devPtr, size_t *size, cudaGraphicsResource_t resource) {
  (void)devPtr, (void)size, (void)resource;
  return rt_error(cudaErrorInvalidResourceHandle);
}

RT_EXPORT cudaError_t cudaGraphicsSubResourceGetMappedArray(
    cudaArray_t *array, cudaGraphicsResource_t resource,
    unsigned int arrayIndex, unsigned int mipLevel) {
  (void)array, (void)resource, (void)arrayIndex, (void)mipLevel;
  return rt_error(cudaErrorInvalidResourceHandle);
}

RT_EXPORT cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(
    cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource) {
  (void)mipmappedArray, (void)resource;
  return rt_error(cudaErrorInvalidResourceHandle);
}

/* ---- OpenGL ------------------------------------------------------------ */

RT_EXPORT cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount,
                                       int *pCudaDevices,
                                       unsigned int cudaDeviceCount,
                                       enum cudaGLDeviceList deviceList) {
  (void)pCudaDeviceCount, (void)pCudaDevices, (void)cudaDeviceCount;
  (void)deviceList;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t
cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource,
                            GLuint image, GLenum target, unsigned int flags) {
  (void)image, (void)target, (void)flags;
  REGISTER(resource);
}

RT_EXPORT cudaError_t cudaGraphicsGLRegisterBuffer(
    struct cudaGraphicsResource **resource, GLuint buffer, unsigned int flags) {
  (void)buffer, (void)flags;
  REGISTER(resource);
}

RT_EXPORT cudaError_t cudaGLSetGLDevice(int device) {
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaGLRegisterBufferObject(GLuint bufObj) {
  (void)bufObj;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaGLMapBufferObject(void **devPtr, GLuint bufObj) {
  (void)devPtr, (void)bufObj;
  NOT_REGISTERED;
}

RT_EXPORT cudaError_t cudaGLUnmapBufferObject(GLuint bufObj) {
  (void)bufObj;
  NOT_REGISTERED;
}

RT_EXPORT cudaError_t cudaGLUnregisterBufferObject(GLuint bufObj) {
  (void)bufObj;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaGLSetBufferObjectMapFlags(GLuint bufObj,
                                                    unsigned int flags) {
  (void)bufObj, (void)flags;
  NOT_REGISTERED;
}

RT_EXPORT cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj,
                                                 cudaStream_t stream) {
  (void)devPtr, (void)bufObj, (void)stream;
  NOT_REGISTERED;
}

RT_EXPORT cudaError_t cudaGLUnmapBufferObjectAsync(GLuint bufObj,
                                                   cudaStream_t stream) {
  (void)bufObj, (void)stream;
  NOT_REGISTERED;
}

/* ---- Direct3D 9, 10, 11 ------------------------------------------------ */

RT_EXPORT cudaError_t cudaD3D9GetDevice(int *device,
                                        const char *pszAdapterName) {
  (void)device, (void)pszAdapterName;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaD3D9GetDevices(unsigned int *pCudaDeviceCount,
                                         int *pCudaDevices,
                                         unsigned int cudaDeviceCount,
                                         IDirect3DDevice9 *pD3D9Device,
                                         enum cudaD3D9DeviceList deviceList) {
  (void)pCudaDeviceCount, (void)pCudaDevices, (void)cudaDeviceCount;
  (void)pD3D9Device, (void)deviceList;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t
cudaD3D9GetDirect3DDevice(IDirect3DDevice9 **ppD3D9Device) {
  (void)ppD3D9Device;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaD3D9SetDirect3DDevice(IDirect3DDevice9 *pD3D9Device,
                                                int device) {
  (void)pD3D9Device, (void)device;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaGraphicsD3D9RegisterResource(
    struct cudaGraphicsResource **resource, IDirect3DResource9 *pD3DResource,
    unsigned int flags) {
  (void)pD3DResource, (void)flags;
  REGISTER(resource);
}

#define D3D1X(V)                                                               \
  RT_EXPORT cudaError_t cudaD3D##V##GetDevice(int *device,                     \
                                              IDXGIAdapter *pAdapter) {        \
    (void)device, (void)pAdapter;                                              \
    NOT_SUPPORTED;                                                             \
  }                                                                            \
  RT_EXPORT cudaError_t cudaD3D##V##GetDevices(                                \
      unsigned int *pCudaDeviceCount, int *pCudaDevices,                       \
      unsigned int cudaDeviceCount, ID3D##V##Device *pD3DDevice,               \
      enum cudaD3D##V##DeviceList deviceList) {                                \
    (void)pCudaDeviceCount, (void)pCudaDevices, (void)cudaDeviceCount;         \
    (void)pD3DDevice, (void)deviceList;                                        \
    NOT_SUPPORTED;                                                             \
  }                                                                            \
  RT_EXPORT cudaError_t cudaD3D##V##GetDirect3DDevice(                         \
      ID3D##V##Device **ppD3DDevice) {                                         \
    (void)ppD3DDevice;                                                         \
    NOT_SUPPORTED;                                                             \
  }                                                                            \
  RT_EXPORT cudaError_t cudaD3D##V##SetDirect3DDevice(                         \
      ID3D##V##Device *pD3DDevice, int device) {                               \
    (void)pD3DDevice, (void)device;                                            \
    NOT_SUPPORTED;                                                             \
  }                                                                            \
  RT_EXPORT cudaError_t cudaGraphicsD3D##V##RegisterResource(                  \
      struct cudaGraphicsResource **resource, ID3D##V##Resource *pD3DResource, \
      unsigned int flags) {                                                    \
    (void)pD3DResource, (void)flags;                                           \
    REGISTER(resource);                                                        \
  }
D3D1X(10)
D3D1X(11)

/* ---- EGL --------------------------------------------------------------- */

RT_EXPORT cudaError_t
cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource,
                             EGLImageKHR image, unsigned int flags) {
  (void)image, (void)flags;
  REGISTER(pCudaResource);
}

RT_EXPORT cudaError_t cudaEGLStreamConsumerConnect(
    cudaEglStreamConnection *conn, EGLStreamKHR eglStream) {
  (void)conn, (void)eglStream;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaEGLStreamConsumerConnectWithFlags(
    cudaEglStreamConnection *conn, EGLStreamKHR eglStream, unsigned int flags) {
  (void)conn, (void)eglStream, (void)flags;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t
cudaEGLStreamConsumerDisconnect(cudaEglStreamConnection *conn) {
  (void)conn;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaEGLStreamConsumerAcquireFrame(
    cudaEglStreamConnection *conn, cudaGraphicsResource_t *pCudaResource,
    cudaStream_t *pStream, unsigned int timeout) {
  (void)conn, (void)pStream, (void)timeout;
  REGISTER(pCudaResource);
}

RT_EXPORT cudaError_t cudaEGLStreamConsumerReleaseFrame(
    cudaEglStreamConnection *conn, cudaGraphicsResource_t pCudaResource,
    cudaStream_t *pStream) {
  (void)conn, (void)pCudaResource, (void)pStream;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaEGLStreamProducerConnect(
    cudaEglStreamConnection *conn, EGLStreamKHR eglStream, EGLint width,
    EGLint height) {
  (void)conn, (void)eglStream, (void)width, (void)height;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t
cudaEGLStreamProducerDisconnect(cudaEglStreamConnection *conn) {
  (void)conn;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaEGLStreamProducerPresentFrame(
    cudaEglStreamConnection *conn, cudaEglFrame eglframe,
    cudaStream_t *pStream) {
  (void)conn, (void)eglframe, (void)pStream;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaEGLStreamProducerReturnFrame(
    cudaEglStreamConnection *conn, cudaEglFrame *eglframe,
    cudaStream_t *pStream) {
  (void)conn, (void)eglframe, (void)pStream;
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaGraphicsResourceGetMappedEglFrame(
    cudaEglFrame *eglFrame, cudaGraphicsResource_t resource, unsigned int index,
    unsigned int mipLevel) {
  (void)eglFrame, (void)resource, (void)index, (void)mipLevel;
  return rt_error(cudaErrorInvalidResourceHandle);
}

RT_EXPORT cudaError_t cudaEventCreateFromEGLSync(cudaEvent_t *phEvent,
                                                 EGLSyncKHR eglSync,
                                                 unsigned int flags) {
  (void)phEvent, (void)eglSync, (void)flags;
  NOT_SUPPORTED;
}

/* ---- VDPAU ------------------------------------------------------------- */

RT_EXPORT cudaError_t cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice,
                                         VdpGetProcAddress *vdpGetProcAddress) {
  (void)vdpDevice;
  if (!device || !vdpGetProcAddress)
    return rt_error(cudaErrorInvalidValue);
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaVDPAUSetVDPAUDevice(
    int device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress) {
  (void)vdpDevice, (void)vdpGetProcAddress;
  if (!rt_device_valid(device))
    return rt_error(cudaErrorInvalidDevice);
  NOT_SUPPORTED;
}

RT_EXPORT cudaError_t cudaGraphicsVDPAURegisterVideoSurface(
    struct cudaGraphicsResource **resource, VdpVideoSurface vdpSurface,
    unsigned int flags) {
  (void)vdpSurface, (void)flags;
  REGISTER(resource);
}

RT_EXPORT cudaError_t cudaGraphicsVDPAURegisterOutputSurface(
    struct cudaGraphicsResource **resource, VdpOutputSurface vdpSurface,
    unsigned int flags) {
  (void)vdpSurface, (void)flags;
  REGISTER(resource);
}
