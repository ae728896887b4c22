/* cucc: Direct3D 9 interop (CUDA's cuda_d3d9_interop.h). Direct3D
 * exists only on Windows: every call exists and returns
 * cudaErrorNotSupported (src/runtime/interop.c). Uses <d3d9.h> when present,
 * else declares the Direct3D interfaces it names as incomplete types. */
#ifndef CUCC_CUDA_D3D9_INTEROP_H
#define CUCC_CUDA_D3D9_INTEROP_H
#define __CUDA_D3D9_INTEROP_H__

#include "cuda_runtime_api.h"

#if !defined(CUCC_NO_SYSTEM_GRAPHICS_HEADERS) && __has_include(<d3d9.h>)
#include <d3d9.h>
#else
typedef struct IDirect3DDevice9 IDirect3DDevice9;
typedef struct IDirect3DResource9 IDirect3DResource9;
#endif

enum cudaD3D9DeviceList {
  cudaD3D9DeviceListAll = 1,
  cudaD3D9DeviceListCurrentFrame = 2,
  cudaD3D9DeviceListNextFrame = 3
};

__CUCC_EXTERN_C_BEGIN
extern __host__ cudaError_t cudaD3D9GetDevice(int *device,
                                              const char *pszAdapterName);
extern __host__ cudaError_t
cudaD3D9GetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                   unsigned int cudaDeviceCount, IDirect3DDevice9 *pD3D9Device,
                   enum cudaD3D9DeviceList deviceList);
extern __host__ cudaError_t
cudaD3D9GetDirect3DDevice(IDirect3DDevice9 **ppD3D9Device);
extern __host__ cudaError_t
cudaD3D9SetDirect3DDevice(IDirect3DDevice9 *pD3D9Device, int device __dv(-1));
extern __host__ cudaError_t cudaGraphicsD3D9RegisterResource(
    struct cudaGraphicsResource **resource, IDirect3DResource9 *pD3DResource,
    unsigned int flags);
__CUCC_EXTERN_C_END

#endif /* CUCC_CUDA_D3D9_INTEROP_H */
