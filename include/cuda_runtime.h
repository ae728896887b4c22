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

static __inline__ __host__ cudaError_t cudaMallocHost(void **ptr, size_t size,
                                                      unsigned int flags) {
  return ::cudaHostAlloc(ptr, size, flags);
}

static __inline__ __host__ cudaError_t cudaEventCreate(cudaEvent_t *event,
                                                       unsigned int flags) {
  return ::cudaEventCreateWithFlags(event, flags);
}

static __inline__ __host__ cudaError_t cudaMallocAsync(void **ptr, size_t size,
                                                       cudaMemPool_t memPool,
                                                       cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync(ptr, size, memPool, stream);
}

template <class T>
static __inline__ __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}

template <class T>
static __inline__ __host__ cudaError_t cudaMallocHost(T **ptr, size_t size,
                                                      unsigned int flags = 0) {
  return ::cudaMallocHost((void **)(void *)ptr, size, flags);
}

template <class T>
static __inline__ __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size,
                                                     unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags) {
  return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}

template <class T>
static __inline__ __host__ cudaError_t cudaMallocManaged(
    T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height) {
  return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}

template <class T>
static __inline__ __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size,
                                                       cudaStream_t stream) {
  return ::cudaMallocAsync((void **)(void *)ptr, size, stream);
}

template <class T>
static __inline__ __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size,
                                                       cudaMemPool_t memPool,
                                                       cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}

/* ---- symbols: pass the __device__/__constant__ variable itself --------- */

template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(
    const T &symbol, const void *src, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}

template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbolAsync(
    const T &symbol, const void *src, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
    cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset,
                                   kind, stream);
}

template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(
    void *dst, const T &symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset,
                                kind);
}

template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbolAsync(
    void *dst, const T &symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
    cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset,
                                     kind, stream);
}

template <class T>
static __inline__ __host__ cudaError_t cudaGetSymbolAddress(void **devPtr,
                                                            const T &symbol) {
  return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}

template <class T>
static __inline__ __host__ cudaError_t cudaGetSymbolSize(size_t *size,
                                                         const T &symbol) {
  return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

/* ---- kernels: pass the __global__ function itself ---------------------- */

template <class T>
static __inline__ __host__ cudaError_t
cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                 size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args,
                            sharedMem, stream);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                            size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim,
                                       args, sharedMem, stream);
}

#if __cplusplus >= 201103L
/* cudaLaunchKernelEx(&config, kernel, args...): the arguments are converted
 * to the kernel's parameter types before their addresses are taken. */
template <typename... ExpTypes, typename... ActTypes>
static __inline__ __host__ cudaError_t
cudaLaunchKernelEx(const cudaLaunchConfig_t *config,
                   void (*kernel)(ExpTypes...), ActTypes &&...args) {
  return [&](ExpTypes... coercedArgs) {
    void *pArgs[] = {(void *)&coercedArgs..., nullptr};
    return ::cudaLaunchKernelExC(config, (const void *)kernel, pArgs);
  }(static_cast<ActTypes &&>(args)...);
}
#endif

/* The legacy launch API (CUDA 10's templates): cudaConfigureCall, then
 * cudaSetupArgument(arg, offset) per argument, then cudaLaunch(kernel). */
template <class T>
static __inline__ __host__ __attribute__((deprecated(
    "cudaSetupArgument is deprecated: use <<<>>> or cudaLaunchKernel")))
cudaError_t cudaSetupArgument(T arg, size_t offset) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
  return ::cudaSetupArgument((const void *)&arg, sizeof(T), offset);
#pragma clang diagnostic pop
}

template <class T>
static __inline__ __host__ __attribute__((deprecated(
    "cudaLaunch is deprecated: use <<<>>> or cudaLaunchKernel"))) cudaError_t
cudaLaunch(T *func) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
  return ::cudaLaunch((const void *)func);
#pragma clang diagnostic pop
}

template <class T>
static __inline__ __host__ cudaError_t
cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry) {
  return ::cudaFuncGetAttributes(attr, (const void *)entry);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value) {
  return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}

template <class T>
__CUCC_DEPRECATED("") static __inline__ __host__ cudaError_t
cudaFuncSetSharedMemConfig(T *func, enum cudaSharedMemConfig config) {
  return ::cudaFuncSetSharedMemConfig((const void *)func, config);
}

/* ---- occupancy -------------------------------------------------------- */

template <class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func,
                                              int blockSize,
                                              size_t dynamicSMemSize) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, (const void *)func, blockSize, dynamicSMemSize,
      cudaOccupancyDefault);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func,
                                                       int blockSize,
                                                       size_t dynamicSMemSize,
                                                       unsigned int flags) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, (const void *)func, blockSize, dynamicSMemSize, flags);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, T *func,
                                          int numBlocks, int blockSize) {
  return ::cudaOccupancyAvailableDynamicSMemPerBlock(
      dynamicSmemSize, (const void *)func, numBlocks, blockSize);
}

/* Block size with the most resident threads per multiprocessor; the dynamic
 * shared memory a block needs may depend on its size. */
template <class UnaryFunction, class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *minGridSize, int *blockSize, T func,
    UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0,
    unsigned int flags = 0) {
  if (!minGridSize || !blockSize || !func)
    return cudaErrorInvalidValue;
  int dev, smThreads, warp, devMaxBlock, smCount;
  cudaError_t e = ::cudaGetDevice(&dev);
  if (e == cudaSuccess)
    e = ::cudaDeviceGetAttribute(&smThreads,
                                 cudaDevAttrMaxThreadsPerMultiProcessor, dev);
  if (e == cudaSuccess)
    e = ::cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, dev);
  if (e == cudaSuccess)
    e = ::cudaDeviceGetAttribute(&devMaxBlock, cudaDevAttrMaxThreadsPerBlock,
                                 dev);
  if (e == cudaSuccess)
    e = ::cudaDeviceGetAttribute(&smCount, cudaDevAttrMultiProcessorCount, dev);
  struct cudaFuncAttributes attr;
  if (e == cudaSuccess)
    e = ::cudaFuncGetAttributes(&attr, (const void *)func);
  if (e != cudaSuccess)
    return e;
  int limit = blockSizeLimit > 0 ? blockSizeLimit : devMaxBlock;
  if (limit > devMaxBlock)
    limit = devMaxBlock;
  if (attr.maxThreadsPerBlock > 0 && limit > attr.maxThreadsPerBlock)
    limit = attr.maxThreadsPerBlock;
  int best = 0, bestBlock = 0, bestBlocksPerSm = 0;
  for (int aligned = (limit + warp - 1) / warp * warp; aligned > 0;
       aligned -= warp) {
    int size = aligned < limit ? aligned : limit;
    int blocks = 0;
    e = ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &blocks, (const void *)func, size,
        (size_t)blockSizeToDynamicSMemSize(size), flags);
    if (e != cudaSuccess)
      return e;
    if (blocks * size > best) {
      best = blocks * size;
      bestBlock = size;
      bestBlocksPerSm = blocks;
    }
    if (best == smThreads)
      break;
  }
  *minGridSize = bestBlocksPerSm * smCount;
  *blockSize = bestBlock;
  return cudaSuccess;
}

template <class UnaryFunction, class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeVariableSMem(
    int *minGridSize, int *blockSize, T func,
    UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, blockSizeToDynamicSMemSize, blockSizeLimit,
      cudaOccupancyDefault);
}

/* Dynamic shared memory of a fixed size for every block size. */
class __cucc_fixed_smem {
  size_t n;

public:
  __host__ explicit __cucc_fixed_smem(size_t bytes) : n(bytes) {}
  __host__ size_t operator()(int) const { return n; }
};

template <class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0,
    int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, __cucc_fixed_smem(dynamicSMemSize),
      blockSizeLimit, cudaOccupancyDefault);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize,
                                            T func, size_t dynamicSMemSize = 0,
                                            int blockSizeLimit = 0,
                                            unsigned int flags = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, __cucc_fixed_smem(dynamicSMemSize),
      blockSizeLimit, flags);
}

#endif /* __cplusplus */

/* kernel launches from device code and the device runtime API (-rdc=true) */
#include "crt/cucc_device_launch.h"
/* cudaGraphSetConditional, cudaMalloc and cudaFree in device code */
#include "crt/cucc_device_runtime.h"

#endif /* CUCC_CUDA_RUNTIME_H */
