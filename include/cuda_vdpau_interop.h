/* cucc: VDPAU interop (CUDA's cuda_vdpau_interop.h): the calls exist and
 * fail as on a system without VDPAU (src/runtime/interop.c). Uses
 * <vdpau/vdpau.h> when present, else the VDPAU handle types. */
#ifndef CUCC_CUDA_VDPAU_INTEROP_H
#define CUCC_CUDA_VDPAU_INTEROP_H
#define __CUDA_VDPAU_INTEROP_H__

#include "cuda_runtime_api.h"

#if !defined(CUCC_NO_SYSTEM_GRAPHICS_HEADERS) && __has_include(<vdpau/vdpau.h>)
#include <vdpau/vdpau.h>
#else
#include <stdint.h>
typedef uint32_t VdpDevice;
typedef uint32_t VdpVideoSurface;
typedef uint32_t VdpOutputSurface;
typedef uint32_t VdpFuncId;
typedef int VdpStatus;
typedef VdpStatus VdpGetProcAddress(VdpDevice device, VdpFuncId function_id,
                                    void **function_pointer);
#endif

__CUCC_EXTERN_C_BEGIN
extern __host__ cudaError_t cudaVDPAUGetDevice(
    int *device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress);
extern __host__ cudaError_t cudaVDPAUSetVDPAUDevice(
    int device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress);
extern __host__ cudaError_t cudaGraphicsVDPAURegisterVideoSurface(
    struct cudaGraphicsResource **resource, VdpVideoSurface vdpSurface,
    unsigned int flags);
extern __host__ cudaError_t cudaGraphicsVDPAURegisterOutputSurface(
    struct cudaGraphicsResource **resource, VdpOutputSurface vdpSurface,
    unsigned int flags);
__CUCC_EXTERN_C_END

#endif /* CUCC_CUDA_VDPAU_INTEROP_H */
