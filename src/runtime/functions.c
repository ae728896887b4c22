/* Per-kernel queries and settings: cudaFuncGetAttributes,
 * cudaFuncSetAttribute, cudaFuncSetCacheConfig and the occupancy
 * calculator, answered from the kernel's cucc_kernel_info. */
#include <string.h>

#include "internal.h"

#define SMEM_PER_BLOCK (48 * 1024)
#define SMEM_PER_SM (228 * 1024)
#define THREADS_PER_SM 2048
#define BLOCKS_PER_SM 32

static const cucc_kernel_info *kernel_of(const void *func, cudaError_t *e) {
  rt_init();
  const rt_function *f = func ? rt_find_function(func) : NULL;
  *e = !f ? cudaErrorInvalidDeviceFunction
       : !f->k ? cudaErrorNoKernelImageForDevice
               : cudaSuccess;
  return f ? f->k : NULL;
}

RT_EXPORT cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr,
                                            const void *func) {
  cudaError_t e;
  const cucc_kernel_info *k = kernel_of(func, &e);
  if (e)
    return rt_error(e);
  if (!attr)
    return rt_error(cudaErrorInvalidValue);
  memset(attr, 0, sizeof *attr);
  attr->sharedSizeBytes = k->static_smem;
  attr->maxThreadsPerBlock = k->max_threads ? (int)k->max_threads : 1024;
  attr->numRegs = 32;
  unsigned arch = rt_module_arch();
  attr->ptxVersion = attr->binaryVersion = (int)(arch / 10);
  attr->maxDynamicSharedSizeBytes = SMEM_PER_BLOCK - (int)k->static_smem;
  attr->preferredShmemCarveout = -1;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaFuncSetAttribute(const void *func,
                                           enum cudaFuncAttribute attr,
                                           int value) {
  cudaError_t e;
  const cucc_kernel_info *k = kernel_of(func, &e);
  if (e)
    return rt_error(e);
  switch (attr) {
  case cudaFuncAttributeMaxDynamicSharedMemorySize:
    /* the opt-in maximum of this device is the default 48 KiB */
    if (value < 0 || value + (int)k->static_smem > SMEM_PER_BLOCK)
      return rt_error(cudaErrorInvalidValue);
    return cudaSuccess;
  case cudaFuncAttributePreferredSharedMemoryCarveout:
    if (value < -1 || value > 100)
      return rt_error(cudaErrorInvalidValue);
    return cudaSuccess;
  default:
    return rt_error(cudaErrorInvalidValue);
  }
}

RT_EXPORT cudaError_t cudaFuncSetCacheConfig(const void *func,
                                             enum cudaFuncCache cacheConfig) {
  cudaError_t e;
  kernel_of(func, &e);
  if (e)
    return rt_error(e);
  if ((unsigned)cacheConfig > cudaFuncCachePreferEqual)
    return rt_error(cudaErrorInvalidValue);
  return cudaSuccess; /* no caches to configure on a CPU */
}

RT_EXPORT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize,
    unsigned int flags) {
  if (flags > 1) /* cudaOccupancyDefault, cudaOccupancyDisableCachingOverride */
    return rt_error(cudaErrorInvalidValue);
  cudaError_t e;
  const cucc_kernel_info *k = kernel_of(func, &e);
  if (e)
    return rt_error(e);
  if (!numBlocks || blockSize <= 0)
    return rt_error(cudaErrorInvalidValue);
  int n = BLOCKS_PER_SM;
  if (THREADS_PER_SM / blockSize < n)
    n = THREADS_PER_SM / blockSize;
  size_t smem = k->static_smem + dynamicSMemSize;
  if (smem && (int)(SMEM_PER_SM / smem) < n)
    n = (int)(SMEM_PER_SM / smem);
  if ((k->max_threads && (unsigned)blockSize > k->max_threads) ||
      smem > SMEM_PER_BLOCK)
    n = 0;
  *numBlocks = n;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, func, blockSize, dynamicSMemSize, 0);
}
