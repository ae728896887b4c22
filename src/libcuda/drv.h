/* The driver API layer (libcuda): shared helpers. Every cu* function checks
 * its arguments and the current context, then calls the core, or the
 * runtime's entry point for the same operation with the runtime's last
 * error left alone (rt_quiet); cudaError_t results become CUresult. */
#ifndef CUCC_DRV_H
#define CUCC_DRV_H

#define __CUDA_API_VERSION_INTERNAL 1
#include <cuda.h>

#include "context.h"
#include "internal.h"

#define DRV_EXPORT RT_EXPORT
/* an ABI name (cuMemAlloc_v2) of the function `name` */
#define DRV_ALIAS(abi_name, name)                                              \
  RT_EXPORT __typeof__(name) abi_name __attribute__((alias(#name)))

/* cudaError_t -> CUresult (drv_error.c) */
CUresult drv_result(cudaError_t e);

static inline int drv_quiet_begin(void) { return rt_quiet++; }
static inline cudaError_t drv_quiet_end(cudaError_t e) {
  rt_quiet--;
  return e;
}
/* a runtime call, quiet, as a CUresult */
#define RT(call) (drv_quiet_begin(), drv_result(drv_quiet_end(call)))

/* CUDA_ERROR_NOT_INITIALIZED before cuInit */
bool drv_initialized(void);
/* The current context or NULL; *err: NOT_INITIALIZED / INVALID_CONTEXT. */
core_ctx *drv_ctx(CUresult *err);
#define DRV_NEED_CTX()                                                         \
  do {                                                                         \
    CUresult _e;                                                               \
    if (!drv_ctx(&_e))                                                         \
      return _e;                                                               \
  } while (0)
#define DRV_NEED_INIT()                                                        \
  do {                                                                         \
    if (!drv_initialized())                                                    \
      return CUDA_ERROR_NOT_INITIALIZED;                                       \
  } while (0)

static inline void *drv_ptr(CUdeviceptr p) { return (void *)(uintptr_t)p; }
static inline CUdeviceptr drv_dptr(const void *p) {
  return (CUdeviceptr)(uintptr_t)p;
}

/* array.c: the runtime's channel format of a driver array format; false
 * for a format or channel count CUDA arrays do not take */
bool drv_channel_desc(CUarray_format f, unsigned nc,
                      struct cudaChannelFormatDesc *d);

/* module.c: the kernel of a CUfunction handle (NULL if not one) */
typedef struct CUfunc_st drv_function;
const cucc_kernel_info *drv_function_kernel(CUfunction f);
/* module.c: unloads the modules of a context being destroyed */
void drv_modules_unload_ctx(core_ctx *c);
/* module.c: loads an image in any accepted form (module_image.c) */
CUresult drv_module_load(CUmodule *out, const void *image, size_t size,
                         char *log, size_t logsize);

#endif
