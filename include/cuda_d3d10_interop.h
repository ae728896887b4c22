/* cucc: Direct3D 10 interop (CUDA's cuda_d3d10_interop.h). Direct3D
 * exists only on Windows: every call exists and returns
 * cudaErrorNotSupported (src/runtime/interop.c). Uses <d3d10.h> when present,
 * else declares the Direct3D interfaces it names as incomplete types. */
#ifndef CUCC_CUDA_D3D10_INTEROP_H
#define CUCC_CUDA_D3D10_INTEROP_H
#define __CUDA_D3D10_INTEROP_H__

#include "cuda_runtime_api.h"

#if !defined(CUCC_NO_SYSTEM_GRAPHICS_HEADERS) && __has_include(<d3d10.h>)
#include <d3d10.h>
#else
typedef struct IDXGIAdapter IDXGIAdapter;
typedef struct ID3D10Device ID3D10Device;
typedef struct ID3D10Resource ID3D10Resource;
#endif

enum cudaD3D10DeviceList {
  cudaD3D10DeviceListAll = 1,
  cudaD3D10DeviceListCurrentFrame = 2,
  cudaD3D10DeviceListNextFrame = 3
};

__CUCC_EXTERN_C_BEGIN
extern __host__ cudaError_t cudaD3D10GetDevice(int *device,
                                               IDXGIAdapter *pAdapter);
extern __host__ cudaError_t
cudaD3D10GetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                    unsigned int cudaDeviceCount, ID3D10Device *pD3D10Device,
                    enum cudaD3D10DeviceList deviceList);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaD3D10GetDirect3DDevice(ID3D10Device **ppD3D10Device);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaD3D10SetDirect3DDevice(ID3D10Device *pD3D10Device,
                                       int device __dv(-1));
extern __host__ cudaError_t cudaGraphicsD3D10RegisterResource(
    struct cudaGraphicsResource **resource, ID3D10Resource *pD3DResource,
    unsigned int flags);
__CUCC_EXTERN_C_END

#endif /* CUCC_CUDA_D3D10_INTEROP_H */
