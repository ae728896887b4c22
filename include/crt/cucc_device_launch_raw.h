/* cucc: the raw device-side launch interface of NVIDIA's device runtime
 * (cudaGetParameterBuffer, cudaLaunchDevice) and the device-side
 * synchronization that CUB calls (__cudaDeviceSynchronizeDeprecationAvoidance).
 * Thrust and CUB reach them only from device code compiled with -rdc=true,
 * but clang parses their __device__ bodies in the host pass too, so they
 * must be declared in both. cucc's device launches go through the typed
 * interface of crt/cucc_device_launch.h (<<<>>> in device code); these
 * report cudaErrorNotSupported, as a device without that support would. */
#ifndef CUCC_CRT_DEVICE_LAUNCH_RAW_H
#define CUCC_CRT_DEVICE_LAUNCH_RAW_H

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

static __device__ __inline__ void *cudaGetParameterBuffer(size_t __alignment,
                                                          size_t __size) {
  (void)__alignment;
  (void)__size;
  return 0;
}

static __device__ __inline__ cudaError_t
cudaLaunchDevice(void *__func, void *__params, dim3 __grid, dim3 __block,
                 unsigned int __smem = 0, cudaStream_t __stream = 0) {
  (void)__func;
  (void)__params;
  (void)__grid;
  (void)__block;
  (void)__smem;
  (void)__stream;
  return cudaErrorNotSupported;
}

static __device__ __inline__ cudaError_t
__cudaDeviceSynchronizeDeprecationAvoidance(void) {
  return cudaErrorNotSupported;
}

#endif

#endif /* CUCC_CRT_DEVICE_LAUNCH_RAW_H */
