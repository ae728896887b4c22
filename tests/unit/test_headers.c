/* Compile-time checks of cucc's public headers from plain C11 (gcc -std=c11
 * -I include): enum values that must match NVIDIA's, vector type layouts,
 * and that the make_* helpers work outside CUDA mode. Exits 0 on success. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <driver_functions.h>
#include <vector_functions.h>

#include <stddef.h>

/* the driver API's structures have the sizes of NVIDIA's cuda.h (CUDA 13,
 * x86-64), so that programs and their parameter blocks agree with libcuda */
_Static_assert(sizeof(CUDA_MEMCPY2D) == 128, "CUDA_MEMCPY2D");
_Static_assert(sizeof(CUDA_MEMCPY3D) == 200, "CUDA_MEMCPY3D");
_Static_assert(offsetof(CUDA_MEMCPY3D, dstXInBytes) == 88, "MEMCPY3D.dst");
_Static_assert(sizeof(CUDA_ARRAY3D_DESCRIPTOR) == 40, "ARRAY3D_DESCRIPTOR");
_Static_assert(sizeof(CUDA_RESOURCE_DESC) == 144, "CUDA_RESOURCE_DESC");
_Static_assert(sizeof(CUDA_TEXTURE_DESC) == 104, "CUDA_TEXTURE_DESC");
_Static_assert(sizeof(CUlaunchConfig) == 56, "CUlaunchConfig");
_Static_assert(sizeof(CUlaunchAttribute) == 72, "CUlaunchAttribute");
_Static_assert(sizeof(CUmemAllocationProp) == 32, "CUmemAllocationProp");
_Static_assert(sizeof(CUmemPoolProps) == 88, "CUmemPoolProps");
_Static_assert(sizeof(CUDA_KERNEL_NODE_PARAMS) == 72, "KERNEL_NODE_PARAMS");
_Static_assert(offsetof(CUDA_KERNEL_NODE_PARAMS, kern) == 56, "NODE.kern");
_Static_assert(sizeof(CUdevprop) == 56, "CUdevprop");
_Static_assert(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR ==
                   (int)cudaDevAttrComputeCapabilityMajor,
               "driver and runtime attributes share numbers");
_Static_assert(CUDA_ERROR_INVALID_PTX == 218 && CUDA_ERROR_INVALID_IMAGE == 200,
               "module errors");

/* error codes */
_Static_assert(cudaSuccess == 0, "cudaSuccess");
_Static_assert(cudaErrorInvalidValue == 1, "cudaErrorInvalidValue");
_Static_assert(cudaErrorMemoryAllocation == 2, "cudaErrorMemoryAllocation");
_Static_assert(cudaErrorInitializationError == 3, "InitializationError");
_Static_assert(cudaErrorInvalidConfiguration == 9, "InvalidConfiguration");
_Static_assert(cudaErrorInvalidSymbol == 13, "cudaErrorInvalidSymbol");
_Static_assert(cudaErrorInvalidDevicePointer == 17, "InvalidDevicePointer");
_Static_assert(cudaErrorInvalidMemcpyDirection == 21, "InvalidMemcpyDirection");
_Static_assert(cudaErrorInvalidDeviceFunction == 98, "InvalidDeviceFunction");
_Static_assert(cudaErrorNoDevice == 100, "cudaErrorNoDevice");
_Static_assert(cudaErrorInvalidDevice == 101, "cudaErrorInvalidDevice");
_Static_assert(cudaErrorNoKernelImageForDevice == 209, "NoKernelImage");
_Static_assert(cudaErrorInvalidResourceHandle == 400, "InvalidResourceHandle");
_Static_assert(cudaErrorNotReady == 600, "cudaErrorNotReady");
_Static_assert(cudaErrorIllegalAddress == 700, "cudaErrorIllegalAddress");
_Static_assert(cudaErrorLaunchOutOfResources == 701, "LaunchOutOfResources");
_Static_assert(cudaErrorAssert == 710, "cudaErrorAssert");
_Static_assert(cudaErrorLaunchFailure == 719, "cudaErrorLaunchFailure");
_Static_assert(cudaErrorNotSupported == 801, "cudaErrorNotSupported");
_Static_assert(cudaErrorUnknown == 999, "cudaErrorUnknown");
_Static_assert(CUDA_ERROR_INVALID_VALUE == 1, "CUDA_ERROR_INVALID_VALUE");
_Static_assert(CUDA_ERROR_LAUNCH_FAILED == 719, "CUDA_ERROR_LAUNCH_FAILED");
_Static_assert(CUDA_ERROR_UNKNOWN == 999, "CUDA_ERROR_UNKNOWN");

/* other enums and flags */
_Static_assert(cudaMemcpyHostToHost == 0 && cudaMemcpyHostToDevice == 1 &&
                   cudaMemcpyDeviceToHost == 2 &&
                   cudaMemcpyDeviceToDevice == 3 && cudaMemcpyDefault == 4,
               "cudaMemcpyKind");
_Static_assert(cudaDevAttrMaxThreadsPerBlock == 1, "MaxThreadsPerBlock");
_Static_assert(cudaDevAttrWarpSize == 10, "cudaDevAttrWarpSize");
_Static_assert(cudaDevAttrMultiProcessorCount == 16, "MultiProcessorCount");
_Static_assert(cudaDevAttrComputeCapabilityMajor == 75, "CCMajor");
_Static_assert(cudaDevAttrMaxSharedMemoryPerBlockOptin == 97, "SmemOptin");
_Static_assert(cudaDevAttrMaxBlocksPerMultiprocessor == 106, "MaxBlocksPerSM");
_Static_assert(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR == 76, "CU CC");
_Static_assert(cudaLimitMallocHeapSize == 2, "cudaLimitMallocHeapSize");
_Static_assert(cudaFuncAttributeMaxDynamicSharedMemorySize == 8, "MaxDynSmem");
_Static_assert(cudaMemoryTypeDevice == 2 && cudaMemoryTypeManaged == 3,
               "cudaMemoryType");
_Static_assert(cudaStreamNonBlocking == 1 && cudaEventDisableTiming == 2 &&
                   cudaHostAllocMapped == 2 && cudaMemAttachGlobal == 1 &&
                   cudaDeviceMapHost == 8,
               "flags");
_Static_assert(CUDART_VERSION == __CUCC_CUDA_VERSION__ &&
                   CUDA_VERSION == __CUCC_CUDA_VERSION__ &&
                   __CUCC_CUDA_VERSION__ >= 13000,
               "versions: 13.0 by default (include/crt/cucc_version.h)");

/* layouts: sizeof and alignment agree with the CUDA programming guide */
#define LAYOUT(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
LAYOUT(char1, 1, 1);
LAYOUT(char2, 2, 2);
LAYOUT(char3, 3, 1);
LAYOUT(uchar4, 4, 4);
LAYOUT(short2, 4, 4);
LAYOUT(short3, 6, 2);
LAYOUT(ushort4, 8, 8);
LAYOUT(int2, 8, 8);
LAYOUT(int3, 12, 4);
LAYOUT(uint4, 16, 16);
LAYOUT(long2, 16, 16);
LAYOUT(ulong4, 32, 16);
LAYOUT(longlong2, 16, 16);
LAYOUT(longlong4, 32, 16);
LAYOUT(float1, 4, 4);
LAYOUT(float2, 8, 8);
LAYOUT(float3, 12, 4);
LAYOUT(float4, 16, 16);
LAYOUT(double2, 16, 16);
LAYOUT(double3, 24, 8);
LAYOUT(double4, 32, 16);
LAYOUT(uint3, 12, 4);
LAYOUT(dim3, 12, 4);
_Static_assert(sizeof(((struct cudaDeviceProp *)0)->name) == 256, "name[256]");
_Static_assert(offsetof(struct cudaDeviceProp, uuid) == 256, "uuid");

int main(void) {
  float4 f = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  int3 i = make_int3(-1, 0, 1);
  ulonglong2 u = make_ulonglong2(1ull << 40, 7);
  struct cudaExtent e = make_cudaExtent(8, 4, 2);
  struct cudaPitchedPtr p = make_cudaPitchedPtr(0, 64, 16, 4);
  if (f.x != 1.0f || f.w != 4.0f || i.x != -1 || i.z != 1 ||
      u.x != (1ull << 40) || u.y != 7 || e.width != 8 || e.depth != 2 ||
      p.pitch != 64 || p.ysize != 4)
    return 1;
  return 0;
}
