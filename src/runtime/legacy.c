/* Deprecated calls that old CUDA code still uses: the cudaThread* calls
 * (removed from CUDA 13's headers, deprecated in CUDA 12's), each its
 * cudaDevice* successor, and cudaFuncSetSharedMemConfig. The headers mark
 * them deprecated, so calls warn at compile time. */

#include "internal.h"

RT_EXPORT cudaError_t cudaThreadSynchronize(void) {
  return cudaDeviceSynchronize();
}

RT_EXPORT cudaError_t cudaThreadExit(void) { return cudaDeviceReset(); }

RT_EXPORT cudaError_t cudaThreadSetLimit(enum cudaLimit limit, size_t value) {
  return cudaDeviceSetLimit(limit, value);
}

RT_EXPORT cudaError_t cudaThreadGetLimit(size_t *pValue, enum cudaLimit limit) {
  return cudaDeviceGetLimit(pValue, limit);
}

RT_EXPORT cudaError_t cudaThreadSetCacheConfig(enum cudaFuncCache cacheConfig) {
  return cudaDeviceSetCacheConfig(cacheConfig);
}

RT_EXPORT cudaError_t
cudaThreadGetCacheConfig(enum cudaFuncCache *pCacheConfig) {
  return cudaDeviceGetCacheConfig(pCacheConfig);
}

/* Deprecated since CUDA 12.x: accepted, the banks stay 4 bytes wide. */
RT_EXPORT cudaError_t
cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config) {
  rt_init();
  const rt_function *f = func ? rt_find_function(func) : NULL;
  if (!f)
    return rt_error(cudaErrorInvalidDeviceFunction);
  if ((unsigned)config > cudaSharedMemBankSizeEightByte)
    return rt_error(cudaErrorInvalidValue);
  return cudaSuccess;
}
