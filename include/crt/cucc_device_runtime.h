/* cucc: device-side functions of the runtime API beyond launches
 * (crt/cucc_device_launch.h): cudaGraphSetConditional, which sets a
 * conditional graph node's value (the handle is the address of that value
 * in libcudart, src/runtime/graph_conditional.c), and cudaMalloc/cudaFree
 * in device code, on the device heap of malloc/free (cudaLimitMallocHeapSize,
 * src/runtime/device_heap.c). nvcc offers the latter with -rdc=true only;
 * cucc always does. */
#ifndef CUCC_CRT_DEVICE_RUNTIME_H
#define CUCC_CRT_DEVICE_RUNTIME_H

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

static __device__ __inline__ void
cudaGraphSetConditional(cudaGraphConditionalHandle __handle,
                        unsigned int __value) {
  __atomic_store_n((unsigned int *)__handle, __value, __ATOMIC_RELAXED);
}

/* as on an H100: a failed allocation leaves *__ptr as it was */
static __device__ __inline__ cudaError_t cudaMalloc(void **__ptr,
                                                    size_t __size) {
  void *__p = malloc(__size);
  if (!__p)
    return cudaErrorMemoryAllocation;
  *__ptr = __p;
  return cudaSuccess;
}

static __device__ __inline__ cudaError_t cudaFree(void *__ptr) {
  free(__ptr);
  return cudaSuccess;
}

#endif

#endif /* CUCC_CRT_DEVICE_RUNTIME_H */
