/* cucc: CUDA's cuda_occupancy.h, the occupancy calculator that works from
 * plain device and function properties, without a device:
 * cudaOccMaxActiveBlocksPerMultiprocessor (with the limiting factors),
 * cudaOccMaxPotentialOccupancyBlockSize (and the VariableSMem template) and
 * cudaOccAvailableDynamicSMemPerBlock. Fed with cudaGetDeviceProperties and
 * cudaFuncGetAttributes, it gives what cucc's runtime occupancy API gives
 * (src/runtime/functions.c): warps per multiprocessor, 32 blocks per
 * multiprocessor, registers allocated per warp in units of 256, shared
 * memory in units of 128 bytes plus the per-block reservation. Host code,
 * C and C++. */
#ifndef __cuda_occupancy_h__
#define __cuda_occupancy_h__

#include <stddef.h>

#if defined(__CUDACC__)
#define __OCC_INLINE static __inline__ __host__
#else
#define __OCC_INLINE static __inline__
#endif

typedef enum cudaOccError_enum {
  CUDA_OCC_SUCCESS = 0,
  CUDA_OCC_ERROR_INVALID_INPUT = 1,
  CUDA_OCC_ERROR_UNKNOWN_DEVICE = 2
} cudaOccError;

typedef enum cudaOccCacheConfig_enum {
  CACHE_PREFER_NONE = 0x00,
  CACHE_PREFER_SHARED = 0x01,
  CACHE_PREFER_L1 = 0x02,
  CACHE_PREFER_EQUAL = 0x03
} cudaOccCacheConfig;

typedef enum cudaOccCarveoutConfig_enum {
  SHAREDMEM_CARVEOUT_DEFAULT = -1,
  SHAREDMEM_CARVEOUT_MAX_SHARED = 100,
  SHAREDMEM_CARVEOUT_MAX_L1 = 0,
  SHAREDMEM_CARVEOUT_HALF = 50
} cudaOccCarveoutConfig;

typedef enum cudaOccPartitionedGCConfig_enum {
  PARTITIONED_GC_OFF,
  PARTITIONED_GC_ON,
  PARTITIONED_GC_ON_STRICT
} cudaOccPartitionedGCConfig;

typedef enum cudaOccFuncShmemConfig_enum {
  FUNC_SHMEM_LIMIT_DEFAULT = 0x00,
  FUNC_SHMEM_LIMIT_OPTIN = 0x01
} cudaOccFuncShmemConfig;

typedef enum cudaOccLimitingFactor_enum {
  OCC_LIMIT_WARPS = 0x01,
  OCC_LIMIT_REGISTERS = 0x02,
  OCC_LIMIT_SHARED_MEMORY = 0x04,
  OCC_LIMIT_BLOCKS = 0x08,
  OCC_LIMIT_BARRIERS = 0x10
} cudaOccLimitingFactor;

typedef struct cudaOccDeviceProp {
  int computeMajor;
  int computeMinor;
  int maxThreadsPerBlock;
  int maxThreadsPerMultiprocessor;
  int regsPerBlock;
  int regsPerMultiprocessor;
  int warpSize;
  size_t sharedMemPerBlock;
  size_t sharedMemPerMultiprocessor;
  int numSms;
  size_t sharedMemPerBlockOptin;
  size_t reservedSharedMemPerBlock;
#if defined(__cplusplus)
  cudaOccDeviceProp()
      : computeMajor(0), computeMinor(0), maxThreadsPerBlock(0),
        maxThreadsPerMultiprocessor(0), regsPerBlock(0),
        regsPerMultiprocessor(0), warpSize(0), sharedMemPerBlock(0),
        sharedMemPerMultiprocessor(0), numSms(0), sharedMemPerBlockOptin(0),
        reservedSharedMemPerBlock(0) {}
  template <typename __DeviceProp>
  cudaOccDeviceProp(const __DeviceProp &__p)
      : computeMajor(__p.major), computeMinor(__p.minor),
        maxThreadsPerBlock(__p.maxThreadsPerBlock),
        maxThreadsPerMultiprocessor(__p.maxThreadsPerMultiProcessor),
        regsPerBlock(__p.regsPerBlock),
        regsPerMultiprocessor(__p.regsPerMultiprocessor),
        warpSize(__p.warpSize), sharedMemPerBlock(__p.sharedMemPerBlock),
        sharedMemPerMultiprocessor(__p.sharedMemPerMultiprocessor),
        numSms(__p.multiProcessorCount),
        sharedMemPerBlockOptin(__p.sharedMemPerBlockOptin),
        reservedSharedMemPerBlock(__p.reservedSharedMemPerBlock) {}
#endif
} cudaOccDeviceProp;

typedef struct cudaOccFuncAttributes {
  int maxThreadsPerBlock;
  int numRegs;
  size_t sharedSizeBytes;
  cudaOccPartitionedGCConfig partitionedGCConfig;
  cudaOccFuncShmemConfig shmemLimitConfig;
  size_t maxDynamicSharedSizeBytes;
  int numBlockBarriers;
#if defined(__cplusplus)
  cudaOccFuncAttributes()
      : maxThreadsPerBlock(0), numRegs(0), sharedSizeBytes(0),
        partitionedGCConfig(PARTITIONED_GC_OFF),
        shmemLimitConfig(FUNC_SHMEM_LIMIT_DEFAULT),
        maxDynamicSharedSizeBytes(0), numBlockBarriers(0) {}
  template <typename __FuncAttributes>
  cudaOccFuncAttributes(const __FuncAttributes &__a)
      : maxThreadsPerBlock(__a.maxThreadsPerBlock), numRegs(__a.numRegs),
        sharedSizeBytes(__a.sharedSizeBytes),
        partitionedGCConfig(PARTITIONED_GC_OFF),
        shmemLimitConfig(FUNC_SHMEM_LIMIT_OPTIN),
        maxDynamicSharedSizeBytes((size_t)__a.maxDynamicSharedSizeBytes),
        numBlockBarriers(1) {}
#endif
} cudaOccFuncAttributes;

typedef struct cudaOccDeviceState {
  cudaOccCacheConfig cacheConfig;
  cudaOccCarveoutConfig carveoutConfig;
#if defined(__cplusplus)
  cudaOccDeviceState()
      : cacheConfig(CACHE_PREFER_NONE),
        carveoutConfig(SHAREDMEM_CARVEOUT_DEFAULT) {}
#endif
} cudaOccDeviceState;

typedef struct cudaOccResult {
  int activeBlocksPerMultiprocessor;
  unsigned int limitingFactors;
  int blockLimitRegs;
  int blockLimitSharedMem;
  int blockLimitWarps;
  int blockLimitBlocks;
  int blockLimitBarriers;
  int allocatedRegistersPerBlock;
  size_t allocatedSharedMemPerBlock;
  cudaOccPartitionedGCConfig partitionedGCConfig;
} cudaOccResult;

#define __CUCC_OCC_BLOCKS_PER_SM 32 /* as cucc's runtime reports */
#define __CUCC_OCC_REG_UNIT 256
#define __CUCC_OCC_SMEM_UNIT 128

static __inline__ size_t __cucc_occ_up(size_t __x, size_t __a) {
  return (__x + __a - 1) / __a * __a;
}

__OCC_INLINE cudaOccError cudaOccMaxActiveBlocksPerMultiprocessor(
    cudaOccResult *__result, const cudaOccDeviceProp *__prop,
    const cudaOccFuncAttributes *__attr, const cudaOccDeviceState *__state,
    int __blockSize, size_t __dynamicSmemSize) {
  if (!__result || !__prop || !__attr || !__state || __blockSize <= 0 ||
      __prop->warpSize <= 0 || __prop->maxThreadsPerMultiprocessor <= 0)
    return CUDA_OCC_ERROR_INVALID_INPUT;
  cudaOccResult __r;
  __builtin_memset(&__r, 0, sizeof __r);
  int __warps = (__blockSize + __prop->warpSize - 1) / __prop->warpSize;
  int __maxThreads = __attr->maxThreadsPerBlock > 0 ? __attr->maxThreadsPerBlock
                                                    : __prop->maxThreadsPerBlock;
  size_t __smemLimit = __attr->maxDynamicSharedSizeBytes;
  __r.blockLimitWarps = __prop->maxThreadsPerMultiprocessor / __prop->warpSize / __warps;
  __r.blockLimitBlocks = __CUCC_OCC_BLOCKS_PER_SM;
  int __regsPerWarp = (int)__cucc_occ_up(
      (size_t)__attr->numRegs * (size_t)__prop->warpSize, __CUCC_OCC_REG_UNIT);
  __r.allocatedRegistersPerBlock = __regsPerWarp * __warps;
  __r.blockLimitRegs = __regsPerWarp > 0
                           ? __prop->regsPerMultiprocessor / __regsPerWarp / __warps
                           : __r.blockLimitBlocks;
  __r.allocatedSharedMemPerBlock =
      __cucc_occ_up(__attr->sharedSizeBytes + __dynamicSmemSize, __CUCC_OCC_SMEM_UNIT) +
      __prop->reservedSharedMemPerBlock;
  __r.blockLimitSharedMem =
      (int)(__prop->sharedMemPerMultiprocessor / __r.allocatedSharedMemPerBlock);
  __r.blockLimitBarriers = __r.blockLimitBlocks;
  int __n = __r.blockLimitWarps;
  if (__r.blockLimitBlocks < __n)
    __n = __r.blockLimitBlocks;
  if (__r.blockLimitRegs < __n)
    __n = __r.blockLimitRegs;
  if (__r.blockLimitSharedMem < __n)
    __n = __r.blockLimitSharedMem;
  if (__n == __r.blockLimitWarps)
    __r.limitingFactors |= OCC_LIMIT_WARPS;
  if (__n == __r.blockLimitRegs)
    __r.limitingFactors |= OCC_LIMIT_REGISTERS;
  if (__n == __r.blockLimitSharedMem)
    __r.limitingFactors |= OCC_LIMIT_SHARED_MEMORY;
  if (__n == __r.blockLimitBlocks)
    __r.limitingFactors |= OCC_LIMIT_BLOCKS;
  /* blocks that cannot run at all */
  if (__blockSize > __maxThreads || __dynamicSmemSize > __smemLimit)
    __n = 0;
  __r.activeBlocksPerMultiprocessor = __n;
  *__result = __r;
  return CUDA_OCC_SUCCESS;
}

/* The most dynamic shared memory per block with which numBlocks blocks of
 * blockSize threads still fit on a multiprocessor. */
__OCC_INLINE cudaOccError cudaOccAvailableDynamicSMemPerBlock(
    size_t *__dynamicSmemSize, const cudaOccDeviceProp *__prop,
    const cudaOccFuncAttributes *__attr, const cudaOccDeviceState *__state,
    int __numBlocks, int __blockSize) {
  cudaOccResult __r;
  if (!__dynamicSmemSize || __numBlocks <= 0)
    return CUDA_OCC_ERROR_INVALID_INPUT;
  cudaOccError __e = cudaOccMaxActiveBlocksPerMultiprocessor(
      &__r, __prop, __attr, __state, __blockSize, 0);
  if (__e != CUDA_OCC_SUCCESS)
    return __e;
  *__dynamicSmemSize = 0;
  if (__r.activeBlocksPerMultiprocessor < __numBlocks)
    return CUDA_OCC_SUCCESS;
  size_t __per = __prop->sharedMemPerMultiprocessor / (size_t)__numBlocks /
                 __CUCC_OCC_SMEM_UNIT * __CUCC_OCC_SMEM_UNIT;
  size_t __used = __prop->reservedSharedMemPerBlock + __attr->sharedSizeBytes;
  size_t __avail = __per > __used ? __per - __used : 0;
  *__dynamicSmemSize = __avail < __attr->maxDynamicSharedSizeBytes
                           ? __avail
                           : __attr->maxDynamicSharedSizeBytes;
  return CUDA_OCC_SUCCESS;
}

/* The block size (a multiple of the warp size, or the limit) with the most
 * resident threads per multiprocessor, the largest on a tie; minGridSize
 * fills every multiprocessor. blockSizeToDynamicSMemSize may be null (then
 * dynamicSMemSize is used for every size). */
__OCC_INLINE cudaOccError cudaOccMaxPotentialOccupancyBlockSize(
    int *__minGridSize, int *__blockSize, const cudaOccDeviceProp *__prop,
    const cudaOccFuncAttributes *__attr, const cudaOccDeviceState *__state,
    size_t (*__blockSizeToDynamicSMemSize)(int), size_t __dynamicSMemSize) {
  if (!__minGridSize || !__blockSize || !__prop || !__attr || !__state ||
      __prop->warpSize <= 0)
    return CUDA_OCC_ERROR_INVALID_INPUT;
  int __limit = __prop->maxThreadsPerBlock;
  if (__attr->maxThreadsPerBlock > 0 && __limit > __attr->maxThreadsPerBlock)
    __limit = __attr->maxThreadsPerBlock;
  int __best = 0, __bestBlock = 0, __bestBlocks = 0;
  int __warp = __prop->warpSize;
  for (int __aligned = (__limit + __warp - 1) / __warp * __warp; __aligned > 0;
       __aligned -= __warp) {
    int __size = __aligned < __limit ? __aligned : __limit;
    size_t __smem = __blockSizeToDynamicSMemSize
                        ? __blockSizeToDynamicSMemSize(__size)
                        : __dynamicSMemSize;
    cudaOccResult __r;
    cudaOccError __e = cudaOccMaxActiveBlocksPerMultiprocessor(
        &__r, __prop, __attr, __state, __size, __smem);
    if (__e != CUDA_OCC_SUCCESS)
      return __e;
    if (__r.activeBlocksPerMultiprocessor * __size > __best) {
      __best = __r.activeBlocksPerMultiprocessor * __size;
      __bestBlock = __size;
      __bestBlocks = __r.activeBlocksPerMultiprocessor;
    }
    if (__best == __prop->maxThreadsPerMultiprocessor)
      break;
  }
  *__minGridSize = __bestBlocks * __prop->numSms;
  *__blockSize = __bestBlock;
  return CUDA_OCC_SUCCESS;
}

#if defined(__cplusplus)
/* The same with a callable for the dynamic shared memory of a block size. */
template <typename __UnaryFunction>
static __inline__ cudaOccError cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(
    int *__minGridSize, int *__blockSize, const cudaOccDeviceProp *__prop,
    const cudaOccFuncAttributes *__attr, const cudaOccDeviceState *__state,
    __UnaryFunction __blockSizeToDynamicSMemSize) {
  if (!__minGridSize || !__blockSize || !__prop || !__attr || !__state ||
      __prop->warpSize <= 0)
    return CUDA_OCC_ERROR_INVALID_INPUT;
  int __limit = __prop->maxThreadsPerBlock;
  if (__attr->maxThreadsPerBlock > 0 && __limit > __attr->maxThreadsPerBlock)
    __limit = __attr->maxThreadsPerBlock;
  int __best = 0, __bestBlock = 0, __bestBlocks = 0;
  int __warp = __prop->warpSize;
  for (int __aligned = (__limit + __warp - 1) / __warp * __warp; __aligned > 0;
       __aligned -= __warp) {
    int __size = __aligned < __limit ? __aligned : __limit;
    cudaOccResult __r;
    cudaOccError __e = cudaOccMaxActiveBlocksPerMultiprocessor(
        &__r, __prop, __attr, __state, __size,
        (size_t)__blockSizeToDynamicSMemSize(__size));
    if (__e != CUDA_OCC_SUCCESS)
      return __e;
    if (__r.activeBlocksPerMultiprocessor * __size > __best) {
      __best = __r.activeBlocksPerMultiprocessor * __size;
      __bestBlock = __size;
      __bestBlocks = __r.activeBlocksPerMultiprocessor;
    }
    if (__best == __prop->maxThreadsPerMultiprocessor)
      break;
  }
  *__minGridSize = __bestBlocks * __prop->numSms;
  *__blockSize = __bestBlock;
  return CUDA_OCC_SUCCESS;
}
#endif

#undef __OCC_INLINE
#endif /* __cuda_occupancy_h__ */
