// Graphics interop on a system without the graphics API: the OpenGL, EGL,
// VDPAU and Direct3D 9/10/11 calls compile and link, registrations fail with
// cudaErrorNotSupported after CUDA's argument checks, and the generic
// cudaGraphics* calls and the GL buffer-object calls reject handles that no
// registration produced (the codes CUDA 13 gives for those on an H100:
// tests/reference/probe_devices.out). The device stays usable.
#include <cuda_d3d10_interop.h>
#include <cuda_d3d11_interop.h>
#include <cuda_d3d9_interop.h>
#include <cuda_egl_interop.h>
#include <cuda_gl_interop.h>
#include <cuda_vdpau_interop.h>

#include <cstdio>

static int failures;
#define EXPECT(expr, want)                                                     \
  do {                                                                         \
    cudaError_t e_ = (expr);                                                   \
    if (e_ != (want)) {                                                        \
      printf("FAILED line %d: %s gave %s, not %s\n", __LINE__, #expr,          \
             cudaGetErrorName(e_), #want);                                     \
      failures++;                                                              \
    }                                                                          \
  } while (0)

__global__ void inc(int *p) { *p += 1; }

int main() {
  const cudaError_t NS = cudaErrorNotSupported;
  cudaGraphicsResource_t r = NULL;
  unsigned count = 77;
  int devs[4], d;
  void *ptr;
  size_t size;
  cudaArray_t arr;
  cudaMipmappedArray_t mip;

  // OpenGL
  EXPECT(cudaGLGetDevices(&count, devs, 4, cudaGLDeviceListAll), NS);
  EXPECT(cudaGraphicsGLRegisterBuffer(&r, 1, cudaGraphicsRegisterFlagsNone),
         NS);
  EXPECT(cudaGraphicsGLRegisterImage(&r, 1, 0x0DE1 /* GL_TEXTURE_2D */,
                                     cudaGraphicsRegisterFlagsSurfaceLoadStore),
         NS);
  EXPECT(cudaGraphicsGLRegisterBuffer(NULL, 1, 0), cudaErrorInvalidValue);
  EXPECT(cudaGLSetGLDevice(0), NS);
  EXPECT(cudaGLSetGLDevice(99), cudaErrorInvalidDevice);
  EXPECT(cudaGLRegisterBufferObject(1), NS);
  EXPECT(cudaGLUnregisterBufferObject(1), NS);
  // buffer objects that were never registered
  EXPECT(cudaGLMapBufferObject(&ptr, 1), cudaErrorInvalidValue);
  EXPECT(cudaGLUnmapBufferObject(1), cudaErrorInvalidValue);
  EXPECT(cudaGLSetBufferObjectMapFlags(1, cudaGLMapFlagsReadOnly),
         cudaErrorInvalidValue);
  EXPECT(cudaGLMapBufferObjectAsync(&ptr, 1, 0), cudaErrorInvalidValue);
  EXPECT(cudaGLUnmapBufferObjectAsync(1, 0), cudaErrorInvalidValue);
  if (count != 77) {
    printf("FAILED: cudaGLGetDevices wrote a count\n");
    failures++;
  }

  // EGL and VDPAU
  cudaEglStreamConnection conn;
  EXPECT(cudaGraphicsEGLRegisterImage(&r, NULL, 0), NS);
  EXPECT(cudaEGLStreamConsumerConnect(&conn, NULL), NS);
  EXPECT(cudaEGLStreamProducerConnect(&conn, NULL, 64, 64), NS);
  EXPECT(cudaVDPAUGetDevice(&d, 0, NULL), cudaErrorInvalidValue);
  EXPECT(cudaVDPAUSetVDPAUDevice(0, 0, NULL), NS);
  EXPECT(cudaGraphicsVDPAURegisterVideoSurface(&r, 0, 0), NS);
  EXPECT(cudaGraphicsVDPAURegisterOutputSurface(&r, 0, 0), NS);

  // Direct3D
  EXPECT(cudaD3D9GetDevice(&d, "adapter"), NS);
  EXPECT(cudaD3D9SetDirect3DDevice(NULL), NS);
  EXPECT(cudaGraphicsD3D9RegisterResource(&r, NULL, 0), NS);
  EXPECT(cudaD3D10GetDevice(&d, NULL), NS);
  EXPECT(cudaGraphicsD3D10RegisterResource(&r, NULL, 0), NS);
  EXPECT(cudaD3D11GetDevice(&d, NULL), NS);
  EXPECT(cudaD3D11GetDevices(&count, devs, 4, NULL, cudaD3D11DeviceListAll),
         NS);
  EXPECT(cudaGraphicsD3D11RegisterResource(&r, NULL, 0), NS);

  // generic resource calls: no handle is valid
  EXPECT(cudaGraphicsMapResources(1, &r, 0), cudaErrorInvalidResourceHandle);
  EXPECT(cudaGraphicsMapResources(0, &r, 0), cudaErrorInvalidValue);
  EXPECT(cudaGraphicsMapResources(1, NULL, 0), cudaErrorInvalidValue);
  EXPECT(cudaGraphicsUnmapResources(1, &r, 0), cudaErrorInvalidResourceHandle);
  EXPECT(cudaGraphicsResourceGetMappedPointer(&ptr, &size, r),
         cudaErrorInvalidResourceHandle);
  EXPECT(cudaGraphicsSubResourceGetMappedArray(&arr, r, 0, 0),
         cudaErrorInvalidResourceHandle);
  EXPECT(cudaGraphicsResourceGetMappedMipmappedArray(&mip, r),
         cudaErrorInvalidResourceHandle);
  EXPECT(cudaGraphicsResourceSetMapFlags(r, cudaGraphicsMapFlagsWriteDiscard),
         cudaErrorInvalidResourceHandle);
  EXPECT(cudaGraphicsUnregisterResource(r), cudaErrorInvalidResourceHandle);
  EXPECT(cudaGetLastError(), cudaErrorInvalidResourceHandle);
  EXPECT(cudaGetLastError(), cudaSuccess);

  // none of it is sticky: the device still runs kernels
  int *p, h = 41;
  EXPECT(cudaMalloc(&p, sizeof h), cudaSuccess);
  EXPECT(cudaMemcpy(p, &h, sizeof h, cudaMemcpyHostToDevice), cudaSuccess);
  inc<<<1, 1>>>(p);
  EXPECT(cudaMemcpy(&h, p, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
  if (h != 42) {
    printf("FAILED: kernel after interop calls gave %d\n", h);
    failures++;
  }
  cudaFree(p);
  if (failures) {
    printf("FAIL (%d)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
