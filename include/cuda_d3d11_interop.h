/* cucc: Direct3D 11 interop (CUDA's cuda_d3d11_interop.h). Direct3D
 * exists only on Windows: every call exists and returns
 * cudaErrorNotSupported (src/runtime/interop.c). Uses <d3d11.h> when present,
 * else declares the Direct3D interfaces it names as incomplete types. */
#ifndef CUCC_CUDA_D3D11_INTEROP_H
#define CUCC_CUDA_D3D11_INTEROP_H
#define __CUDA_D3D11_INTEROP_H__

#include "cuda_runtime_api.h"

#if !defined(CUCC_NO_SYSTEM_GRAPHICS_HEADERS) && __has_include(<d3d11.h>)
#include <d3d11.h>
#else
typedef struct IDXGIAdapter IDXGIAdapter;
typedef struct ID3D11Device ID3D11Device;
typedef struct ID3D11Resource ID3D11Resource;
#endif

enum cudaD3D11DeviceList {
  cudaD3D11DeviceListAll = 1,
  cudaD3D11DeviceListCurrentFrame = 2,
  cudaD3D11DeviceListNextFrame = 3
};

__CUCC_EXTERN_C_BEGIN
extern __host__ cudaError_t cudaD3D11GetDevice(int *device,
                                               IDXGIAdapter *pAdapter);
extern __host__ cudaError_t
cudaD3D11GetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                    unsigned int cudaDeviceCount, ID3D11Device *pD3D11Device,
                    enum cudaD3D11DeviceList deviceList);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaD3D11GetDirect3DDevice(ID3D11Device **ppD3D11Device);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaD3D11SetDirect3DDevice(ID3D11Device *pD3D11Device,
                                       int device __dv(-1));
extern __host__ cudaError_t cudaGraphicsD3D11RegisterResource(
    struct cudaGraphicsResource **resource, ID3D11Resource *pD3DResource,
    unsigned int flags);
__CUCC_EXTERN_C_END

#endif /* CUCC_CUDA_D3D11_INTEROP_H */
