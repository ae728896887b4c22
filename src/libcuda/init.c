/* Driver API: cuInit, versions, the current-context check every call makes,
 * CUresult names and strings, and the cudaError_t -> CUresult mapping. */
#include <stdatomic.h>

#include "drv.h"

static atomic_bool initialized;

bool drv_initialized(void) { return atomic_load(&initialized); }

DRV_EXPORT CUresult cuInit(unsigned int flags) {
  if (flags)
    return CUDA_ERROR_INVALID_VALUE;
  core_init();
  atomic_store(&initialized, true);
  return CUDA_SUCCESS;
}

/* The runtime's version (the version the program was compiled for). */
DRV_EXPORT CUresult cuDriverGetVersion(int *v) {
  if (!v)
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaDriverGetVersion(v));
}

core_ctx *drv_ctx(CUresult *err) {
  if (!drv_initialized()) {
    *err = CUDA_ERROR_NOT_INITIALIZED;
    return NULL;
  }
  core_ctx *c = core_ctx_current();
  *err = c ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
  return c;
}

/* Equal codes mean the same in both APIs except below 100, where the
 * runtime has codes of its own (argument errors, mostly). */
CUresult drv_result(cudaError_t e) {
  switch ((int)e) {
  case cudaSuccess: return CUDA_SUCCESS;
  case cudaErrorInvalidValue:
  case cudaErrorInvalidPitchValue:
  case cudaErrorInvalidConfiguration:
  case cudaErrorInvalidDevicePointer:
  case cudaErrorInvalidMemcpyDirection:
  case cudaErrorInvalidChannelDescriptor:
  case cudaErrorInvalidTexture:
  case cudaErrorInvalidTextureBinding:
  case cudaErrorInvalidNormSetting:
  case cudaErrorInvalidFilterSetting:
  case cudaErrorInvalidHostPointer:
    return CUDA_ERROR_INVALID_VALUE;
  case cudaErrorMemoryAllocation: return CUDA_ERROR_OUT_OF_MEMORY;
  case cudaErrorInitializationError: return CUDA_ERROR_NOT_INITIALIZED;
  case cudaErrorCudartUnloading: return CUDA_ERROR_DEINITIALIZED;
  case cudaErrorInvalidSymbol: return CUDA_ERROR_NOT_FOUND;
  case cudaErrorInvalidDeviceFunction: return CUDA_ERROR_INVALID_HANDLE;
  case cudaErrorMissingConfiguration: return CUDA_ERROR_INVALID_VALUE;
  case cudaErrorInvalidResourceHandle: return CUDA_ERROR_INVALID_HANDLE;
  case cudaErrorDevicesUnavailable: return CUDA_ERROR_DEVICE_UNAVAILABLE;
  default:
    return e < 100 ? CUDA_ERROR_UNKNOWN : (CUresult)e;
  }
}

typedef struct drv_err_entry {
  int code;
  const char *name, *text;
} drv_err_entry;

#include "error_table.h"

static const drv_err_entry *lookup(CUresult e) {
  for (size_t i = 0; i < sizeof drv_error_table / sizeof *drv_error_table; i++)
    if (drv_error_table[i].code == (int)e)
      return &drv_error_table[i];
  return NULL;
}

DRV_EXPORT CUresult cuGetErrorName(CUresult e, const char **s) {
  const drv_err_entry *x = lookup(e);
  if (!s)
    return CUDA_ERROR_INVALID_VALUE;
  *s = x ? x->name : NULL;
  return x ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

DRV_EXPORT CUresult cuGetErrorString(CUresult e, const char **s) {
  const drv_err_entry *x = lookup(e);
  if (!s)
    return CUDA_ERROR_INVALID_VALUE;
  *s = x ? x->text : NULL;
  return x ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

DRV_EXPORT CUresult cuProfilerStart(void) { return CUDA_SUCCESS; }
DRV_EXPORT CUresult cuProfilerStop(void) { return CUDA_SUCCESS; }
