/* cucc: the header every CUDA program includes (and that cucc force-includes
 * into every .cu file). It brings in the runtime API, the vector types, the
 * built-in variables, barriers, device printf/malloc/math declarations and
 * the C++ template conveniences of NVIDIA's cuda_runtime.h (typed cudaMalloc,
 * symbol copies taking the variable itself, typed kernel-launch helpers,
 * occupancy helpers). */
#ifndef CUCC_CUDA_RUNTIME_H
#define CUCC_CUDA_RUNTIME_H
/* NVIDIA's guard, tested by programs such as cuda-samples */
#define __CUDA_RUNTIME_H__

#include "crt/host_defines.h"

/* Device overloads of C library functions: before any standard header. */
#include "crt/cucc_device_libc.h"
#include "crt/cucc_misc_functions.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__cplusplus)
#include <cmath>
#include <cstdlib>
#include <new>
/* as NVIDIA's cuda_runtime.h: programs use std::move, std::swap, std::pair
 * and brace lists in range-for without including <utility> */
#include <utility>
#if defined(__CUDACC_EXTENDED_LAMBDA__) /* cucc --extended-lambda, as nvcc */
#include <functional>
#endif
#endif

#include "builtin_types.h"
#include "channel_descriptor.h"
#include "cuda_runtime_api.h"
#include "device_functions.h"
#include "device_launch_parameters.h"
#include "driver_functions.h"
#include "vector_functions.h"

#include "crt/cucc_math_overloads.h"
#include "crt/cucc_math_functions.h"
#include "crt/cucc_int_intrinsics.h"
#include "crt/cucc_atomic_functions.h"
#include "crt/cucc_texture_fetch.h"
#include "crt/cucc_surface_functions.h"
#include "crt/cucc_texture_references.h"

#if defined(__cplusplus)

/* ---- allocation ------------------------------------------------------- */

static __inline__ __host__ cudaError_t cudaMallocHost(void **__ptr, size_t __size,
                                                      unsigned int __flags) {
  return ::cudaHostAlloc(__ptr, __size, __flags);
}

static __inline__ __host__ cudaError_t cudaEventCreate(cudaEvent_t *__event,
                                                       unsigned int __flags) {
  return ::cudaEventCreateWithFlags(__event, __flags);
}

static __inline__ __host__ cudaError_t cudaMallocAsync(void **__ptr, size_t __size,
                                                       cudaMemPool_t __memPool,
                                                       cudaStream_t __stream) {
  return ::cudaMallocFromPoolAsync(__ptr, __size, __memPool, __stream);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaMalloc(__T **__devPtr, size_t __size) {
  return ::cudaMalloc((void **)(void *)__devPtr, __size);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaMallocHost(__T **__ptr, size_t __size,
                                                      unsigned int __flags = 0) {
  return ::cudaMallocHost((void **)(void *)__ptr, __size, __flags);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaHostAlloc(__T **__ptr, size_t __size,
                                                     unsigned int __flags) {
  return ::cudaHostAlloc((void **)(void *)__ptr, __size, __flags);
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaHostGetDevicePointer(__T **__pDevice, void *__pHost, unsigned int __flags) {
  return ::cudaHostGetDevicePointer((void **)(void *)__pDevice, __pHost, __flags);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaMallocManaged(
    __T **__devPtr, size_t __size, unsigned int __flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)__devPtr, __size, __flags);
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaMallocPitch(__T **__devPtr, size_t *__pitch, size_t __width, size_t __height) {
  return ::cudaMallocPitch((void **)(void *)__devPtr, __pitch, __width, __height);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaMallocAsync(__T **__ptr, size_t __size,
                                                       cudaStream_t __stream) {
  return ::cudaMallocAsync((void **)(void *)__ptr, __size, __stream);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaMallocAsync(__T **__ptr, size_t __size,
                                                       cudaMemPool_t __memPool,
                                                       cudaStream_t __stream) {
  return ::cudaMallocFromPoolAsync((void **)(void *)__ptr, __size, __memPool, __stream);
}

/* ---- symbols: pass the __device__/__constant__ variable itself --------- */

template <class __T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(
    const __T &__symbol, const void *__src, size_t __count, size_t __offset = 0,
    enum cudaMemcpyKind __kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&__symbol, __src, __count, __offset, __kind);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbolAsync(
    const __T &__symbol, const void *__src, size_t __count, size_t __offset = 0,
    enum cudaMemcpyKind __kind = cudaMemcpyHostToDevice,
    cudaStream_t __stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&__symbol, __src, __count, __offset,
                                   __kind, __stream);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(
    void *__dst, const __T &__symbol, size_t __count, size_t __offset = 0,
    enum cudaMemcpyKind __kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(__dst, (const void *)&__symbol, __count, __offset,
                                __kind);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbolAsync(
    void *__dst, const __T &__symbol, size_t __count, size_t __offset = 0,
    enum cudaMemcpyKind __kind = cudaMemcpyDeviceToHost,
    cudaStream_t __stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(__dst, (const void *)&__symbol, __count, __offset,
                                     __kind, __stream);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaGetSymbolAddress(void **__devPtr,
                                                            const __T &__symbol) {
  return ::cudaGetSymbolAddress(__devPtr, (const void *)&__symbol);
}

template <class __T>
static __inline__ __host__ cudaError_t cudaGetSymbolSize(size_t *__size,
                                                         const __T &__symbol) {
  return ::cudaGetSymbolSize(__size, (const void *)&__symbol);
}

/* ---- kernels: pass the __global__ function itself ---------------------- */

template <class __T>
static __inline__ __host__ cudaError_t
cudaLaunchKernel(__T *__func, dim3 __gridDim, dim3 __blockDim, void **__args,
                 size_t __sharedMem = 0, cudaStream_t __stream = 0) {
  return ::cudaLaunchKernel((const void *)__func, __gridDim, __blockDim, __args,
                            __sharedMem, __stream);
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaLaunchCooperativeKernel(__T *__func, dim3 __gridDim, dim3 __blockDim, void **__args,
                            size_t __sharedMem = 0, cudaStream_t __stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)__func, __gridDim, __blockDim,
                                       __args, __sharedMem, __stream);
}

#if __cplusplus >= 201103L
/* cudaLaunchKernelEx(&config, kernel, args...): the arguments are converted
 * to the kernel's parameter types before their addresses are taken. */
template <typename... __ExpTypes, typename... __ActTypes>
static __inline__ __host__ cudaError_t
cudaLaunchKernelEx(const cudaLaunchConfig_t *__config,
                   void (*__kernel)(__ExpTypes...), __ActTypes &&...__args) {
  return [&](__ExpTypes... __coercedArgs) {
    void *__pArgs[] = {(void *)&__coercedArgs..., nullptr};
    return ::cudaLaunchKernelExC(__config, (const void *)__kernel, __pArgs);
  }(static_cast<__ActTypes &&>(__args)...);
}
#endif

/* The legacy launch API (CUDA 10's templates): cudaConfigureCall, then
 * cudaSetupArgument(arg, offset) per argument, then cudaLaunch(kernel). */
template <class __T>
static __inline__ __host__ __attribute__((deprecated(
    "cudaSetupArgument is deprecated: use <<<>>> or cudaLaunchKernel")))
cudaError_t cudaSetupArgument(__T __arg, size_t __offset) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  return ::cudaSetupArgument((const void *)&__arg, sizeof(__T), __offset);
#pragma GCC diagnostic pop
}

template <class __T>
static __inline__ __host__ __attribute__((deprecated(
    "cudaLaunch is deprecated: use <<<>>> or cudaLaunchKernel"))) cudaError_t
cudaLaunch(__T *__func) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  return ::cudaLaunch((const void *)__func);
#pragma GCC diagnostic pop
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaFuncGetAttributes(struct cudaFuncAttributes *__attr, __T *__entry) {
  return ::cudaFuncGetAttributes(__attr, (const void *)__entry);
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaFuncSetAttribute(__T *__entry, enum cudaFuncAttribute __attr, int __value) {
  return ::cudaFuncSetAttribute((const void *)__entry, __attr, __value);
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaFuncSetCacheConfig(__T *__func, enum cudaFuncCache __cacheConfig) {
  return ::cudaFuncSetCacheConfig((const void *)__func, __cacheConfig);
}

template <class __T>
__CUCC_DEPRECATED("") static __inline__ __host__ cudaError_t
cudaFuncSetSharedMemConfig(__T *__func, enum cudaSharedMemConfig __config) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  return ::cudaFuncSetSharedMemConfig((const void *)__func, __config);
#pragma GCC diagnostic pop
}

/* ---- occupancy -------------------------------------------------------- */

template <class __T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *__numBlocks, __T __func,
                                              int __blockSize,
                                              size_t __dynamicSMemSize) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      __numBlocks, (const void *)__func, __blockSize, __dynamicSMemSize,
      cudaOccupancyDefault);
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *__numBlocks, __T __func,
                                                       int __blockSize,
                                                       size_t __dynamicSMemSize,
                                                       unsigned int __flags) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      __numBlocks, (const void *)__func, __blockSize, __dynamicSMemSize, __flags);
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaOccupancyAvailableDynamicSMemPerBlock(size_t *__dynamicSmemSize, __T *__func,
                                          int __numBlocks, int __blockSize) {
  return ::cudaOccupancyAvailableDynamicSMemPerBlock(
      __dynamicSmemSize, (const void *)__func, __numBlocks, __blockSize);
}

/* Block size with the most resident threads per multiprocessor; the dynamic
 * shared memory a block needs may depend on its size. */
template <class __UnaryFunction, class __T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *__minGridSize, int *__blockSize, __T __func,
    __UnaryFunction __blockSizeToDynamicSMemSize, int __blockSizeLimit = 0,
    unsigned int __flags = 0) {
  if (!__minGridSize || !__blockSize || !__func)
    return cudaErrorInvalidValue;
  int __dev, __smThreads, __warp, __devMaxBlock, __smCount;
  cudaError_t __e = ::cudaGetDevice(&__dev);
  if (__e == cudaSuccess)
    __e = ::cudaDeviceGetAttribute(&__smThreads,
                                 cudaDevAttrMaxThreadsPerMultiProcessor, __dev);
  if (__e == cudaSuccess)
    __e = ::cudaDeviceGetAttribute(&__warp, cudaDevAttrWarpSize, __dev);
  if (__e == cudaSuccess)
    __e = ::cudaDeviceGetAttribute(&__devMaxBlock, cudaDevAttrMaxThreadsPerBlock,
                                 __dev);
  if (__e == cudaSuccess)
    __e = ::cudaDeviceGetAttribute(&__smCount, cudaDevAttrMultiProcessorCount, __dev);
  struct cudaFuncAttributes __attr;
  if (__e == cudaSuccess)
    __e = ::cudaFuncGetAttributes(&__attr, (const void *)__func);
  if (__e != cudaSuccess)
    return __e;
  int __limit = __blockSizeLimit > 0 ? __blockSizeLimit : __devMaxBlock;
  if (__limit > __devMaxBlock)
    __limit = __devMaxBlock;
  if (__attr.maxThreadsPerBlock > 0 && __limit > __attr.maxThreadsPerBlock)
    __limit = __attr.maxThreadsPerBlock;
  int __best = 0, __bestBlock = 0, __bestBlocksPerSm = 0;
  for (int __aligned = (__limit + __warp - 1) / __warp * __warp; __aligned > 0;
       __aligned -= __warp) {
    int __size = __aligned < __limit ? __aligned : __limit;
    int __blocks = 0;
    __e = ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &__blocks, (const void *)__func, __size,
        (size_t)__blockSizeToDynamicSMemSize(__size), __flags);
    if (__e != cudaSuccess)
      return __e;
    if (__blocks * __size > __best) {
      __best = __blocks * __size;
      __bestBlock = __size;
      __bestBlocksPerSm = __blocks;
    }
    if (__best == __smThreads)
      break;
  }
  *__minGridSize = __bestBlocksPerSm * __smCount;
  *__blockSize = __bestBlock;
  return cudaSuccess;
}

template <class __UnaryFunction, class __T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeVariableSMem(
    int *__minGridSize, int *__blockSize, __T __func,
    __UnaryFunction __blockSizeToDynamicSMemSize, int __blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      __minGridSize, __blockSize, __func, __blockSizeToDynamicSMemSize, __blockSizeLimit,
      cudaOccupancyDefault);
}

/* Dynamic shared memory of a fixed size for every block size. */
class __cucc_fixed_smem {
  size_t __n;

public:
  __host__ explicit __cucc_fixed_smem(size_t __bytes) : __n(__bytes) {}
  __host__ size_t operator()(int) const { return __n; }
};

template <class __T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int *__minGridSize, int *__blockSize, __T __func, size_t __dynamicSMemSize = 0,
    int __blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      __minGridSize, __blockSize, __func, __cucc_fixed_smem(__dynamicSMemSize),
      __blockSizeLimit, cudaOccupancyDefault);
}

template <class __T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeWithFlags(int *__minGridSize, int *__blockSize,
                                            __T __func, size_t __dynamicSMemSize = 0,
                                            int __blockSizeLimit = 0,
                                            unsigned int __flags = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      __minGridSize, __blockSize, __func, __cucc_fixed_smem(__dynamicSMemSize),
      __blockSizeLimit, __flags);
}

#endif /* __cplusplus */

/* kernel launches from device code and the device runtime API (-rdc=true) */
#include "crt/cucc_device_launch.h"
/* cudaGraphSetConditional, cudaMalloc and cudaFree in device code */
#include "crt/cucc_device_runtime.h"
/* cudaGetParameterBuffer/cudaLaunchDevice (Thrust and CUB with -rdc) */
#include "crt/cucc_device_launch_raw.h"

#endif /* CUCC_CUDA_RUNTIME_H */
