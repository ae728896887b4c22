/* Driver API: contexts and primary contexts (src/core/context.c). A
 * context is a device plus the modules loaded into it; every context of a
 * device shares its memory, streams and engine, and the runtime works in
 * the thread's current context (the primary context unless the program
 * pushed another). */
#include "drv.h"

#define CTX_FLAGS_VALID 0xFFu

static bool sched_valid(unsigned flags) {
  unsigned s = flags & CU_CTX_SCHED_MASK;
  return !(flags & ~CTX_FLAGS_VALID) &&
         (s == 0 || s == CU_CTX_SCHED_SPIN || s == CU_CTX_SCHED_YIELD ||
          s == CU_CTX_SCHED_BLOCKING_SYNC);
}

static CUresult ctx_create(CUcontext *pctx, unsigned flags, CUdevice dev) {
  DRV_NEED_INIT();
  if (!pctx || !sched_valid(flags))
    return CUDA_ERROR_INVALID_VALUE;
  if (!rt_device_valid(dev))
    return CUDA_ERROR_INVALID_DEVICE;
  core_ctx *c = core_ctx_create(dev, flags);
  if (!c)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *pctx = c;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxCreate(CUcontext *pctx, unsigned flags, CUdevice dev) {
  return ctx_create(pctx, flags, dev);
}
DRV_ALIAS(cuCtxCreate_v2, cuCtxCreate);

DRV_EXPORT CUresult cuCtxCreate_v4(CUcontext *pctx, CUctxCreateParams *params,
                                   unsigned flags, CUdevice dev) {
  if (params && (params->numExecAffinityParams || params->cigParams))
    return CUDA_ERROR_NOT_SUPPORTED; /* execution affinity, CIG: GPU only */
  return ctx_create(pctx, flags, dev);
}

DRV_EXPORT CUresult cuCtxDestroy(CUcontext ctx) {
  DRV_NEED_INIT();
  if (!core_ctx_valid(ctx) || ctx->primary)
    return CUDA_ERROR_INVALID_CONTEXT;
  rt_engine_sync(); /* its work finishes first */
  drv_modules_unload_ctx(ctx);
  core_ctx_destroy(ctx);
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuCtxDestroy_v2, cuCtxDestroy);

DRV_EXPORT CUresult cuCtxPushCurrent(CUcontext ctx) {
  DRV_NEED_INIT();
  if (!core_ctx_valid(ctx))
    return CUDA_ERROR_INVALID_CONTEXT;
  return core_ctx_push(ctx) ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}
DRV_ALIAS(cuCtxPushCurrent_v2, cuCtxPushCurrent);

DRV_EXPORT CUresult cuCtxPopCurrent(CUcontext *pctx) {
  DRV_NEED_INIT();
  core_ctx *c = core_ctx_pop();
  if (!c)
    return CUDA_ERROR_INVALID_CONTEXT;
  if (pctx)
    *pctx = c;
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuCtxPopCurrent_v2, cuCtxPopCurrent);

DRV_EXPORT CUresult cuCtxSetCurrent(CUcontext ctx) {
  DRV_NEED_INIT();
  if (ctx && !core_ctx_valid(ctx))
    return CUDA_ERROR_INVALID_CONTEXT;
  core_ctx_set(ctx);
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxGetCurrent(CUcontext *pctx) {
  DRV_NEED_INIT();
  if (!pctx)
    return CUDA_ERROR_INVALID_VALUE;
  *pctx = core_ctx_current();
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxGetDevice(CUdevice *dev) {
  CUresult e;
  core_ctx *c = drv_ctx(&e);
  if (!c)
    return e;
  if (!dev)
    return CUDA_ERROR_INVALID_VALUE;
  *dev = c->device;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxGetFlags(unsigned *flags) {
  CUresult e;
  core_ctx *c = drv_ctx(&e);
  if (!c)
    return e;
  if (!flags)
    return CUDA_ERROR_INVALID_VALUE;
  *flags = c->flags;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxSetFlags(unsigned flags) {
  CUresult e;
  core_ctx *c = drv_ctx(&e);
  if (!c)
    return e;
  if (!sched_valid(flags))
    return CUDA_ERROR_INVALID_VALUE;
  c->flags = flags;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxGetId(CUcontext ctx, unsigned long long *id) {
  DRV_NEED_INIT();
  if (!id)
    return CUDA_ERROR_INVALID_VALUE;
  if (!ctx && !(ctx = core_ctx_current()))
    return CUDA_ERROR_INVALID_CONTEXT;
  if (!core_ctx_valid(ctx))
    return CUDA_ERROR_INVALID_CONTEXT;
  *id = ctx->id;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxGetApiVersion(CUcontext ctx, unsigned *version) {
  DRV_NEED_INIT();
  if (!version)
    return CUDA_ERROR_INVALID_VALUE;
  if (!ctx && !(ctx = core_ctx_current()))
    return CUDA_ERROR_INVALID_CONTEXT;
  if (!core_ctx_valid(ctx))
    return CUDA_ERROR_INVALID_CONTEXT;
  *version = 3020; /* what every CUDA 12/13 context reports */
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxSynchronize(void) {
  DRV_NEED_CTX();
  rt_engine_sync();
  rt_printf_flush();
  return drv_result(rt_sticky());
}

DRV_EXPORT CUresult cuCtxSetLimit(CUlimit limit, size_t value) {
  DRV_NEED_CTX();
  return RT(cudaDeviceSetLimit((enum cudaLimit)limit, value));
}

DRV_EXPORT CUresult cuCtxGetLimit(size_t *value, CUlimit limit) {
  DRV_NEED_CTX();
  return RT(cudaDeviceGetLimit(value, (enum cudaLimit)limit));
}

DRV_EXPORT CUresult cuCtxGetCacheConfig(CUfunc_cache *c) {
  DRV_NEED_CTX();
  return RT(cudaDeviceGetCacheConfig((enum cudaFuncCache *)c));
}

DRV_EXPORT CUresult cuCtxSetCacheConfig(CUfunc_cache c) {
  DRV_NEED_CTX();
  return RT(cudaDeviceSetCacheConfig((enum cudaFuncCache)c));
}

/* accepted; the banks stay 4 bytes wide, as on an H100 */
DRV_EXPORT CUresult cuCtxGetSharedMemConfig(CUsharedconfig *c) {
  DRV_NEED_CTX();
  if (!c)
    return CUDA_ERROR_INVALID_VALUE;
  *c = CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxSetSharedMemConfig(CUsharedconfig c) {
  DRV_NEED_CTX();
  return (unsigned)c > CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE
             ? CUDA_ERROR_INVALID_VALUE
             : CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxGetStreamPriorityRange(int *least, int *greatest) {
  DRV_NEED_CTX();
  return RT(cudaDeviceGetStreamPriorityRange(least, greatest));
}

/* deprecated reference counting of CUDA 1 */
DRV_EXPORT CUresult cuCtxAttach(CUcontext *pctx, unsigned flags) {
  CUresult e;
  core_ctx *c = drv_ctx(&e);
  if (!c)
    return e;
  if (!pctx || flags)
    return CUDA_ERROR_INVALID_VALUE;
  *pctx = c;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuCtxDetach(CUcontext ctx) {
  DRV_NEED_INIT();
  return core_ctx_valid(ctx) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

DRV_EXPORT CUresult cuCtxEnablePeerAccess(CUcontext peer, unsigned flags) {
  CUresult e;
  if (!drv_ctx(&e))
    return e;
  if (!core_ctx_valid(peer))
    return CUDA_ERROR_INVALID_CONTEXT;
  return RT(cudaDeviceEnablePeerAccess(peer->device, flags));
}

DRV_EXPORT CUresult cuCtxDisablePeerAccess(CUcontext peer) {
  CUresult e;
  if (!drv_ctx(&e))
    return e;
  if (!core_ctx_valid(peer))
    return CUDA_ERROR_INVALID_CONTEXT;
  return RT(cudaDeviceDisablePeerAccess(peer->device));
}

/* ---- primary contexts ---- */

static CUresult primary_of(CUdevice dev, core_ctx **p) {
  DRV_NEED_INIT();
  if (!rt_device_valid(dev))
    return CUDA_ERROR_INVALID_DEVICE;
  *p = core_ctx_primary(dev);
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev) {
  core_ctx *p;
  CUresult e = primary_of(dev, &p);
  if (e)
    return e;
  if (!pctx)
    return CUDA_ERROR_INVALID_VALUE;
  __atomic_add_fetch(&p->retained, 1, __ATOMIC_RELAXED);
  *pctx = p;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuDevicePrimaryCtxRelease(CUdevice dev) {
  core_ctx *p;
  CUresult e = primary_of(dev, &p);
  if (e)
    return e;
  int n = __atomic_load_n(&p->retained, __ATOMIC_RELAXED);
  if (n <= 0)
    return CUDA_ERROR_INVALID_CONTEXT;
  __atomic_sub_fetch(&p->retained, 1, __ATOMIC_RELAXED);
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuDevicePrimaryCtxRelease_v2, cuDevicePrimaryCtxRelease);

DRV_EXPORT CUresult cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned flags) {
  core_ctx *p;
  CUresult e = primary_of(dev, &p);
  if (e)
    return e;
  if (!sched_valid(flags))
    return CUDA_ERROR_INVALID_VALUE;
  p->flags = flags;
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuDevicePrimaryCtxSetFlags_v2, cuDevicePrimaryCtxSetFlags);

DRV_EXPORT CUresult cuDevicePrimaryCtxGetState(CUdevice dev, unsigned *flags,
                                               int *active) {
  core_ctx *p;
  CUresult e = primary_of(dev, &p);
  if (e)
    return e;
  if (!flags || !active)
    return CUDA_ERROR_INVALID_VALUE;
  *flags = p->flags;
  *active = __atomic_load_n(&p->retained, __ATOMIC_RELAXED) > 0 || p->rt_bound;
  return CUDA_SUCCESS;
}

/* As cudaDeviceReset on that device: its memory and state are released. */
DRV_EXPORT CUresult cuDevicePrimaryCtxReset(CUdevice dev) {
  core_ctx *p;
  CUresult e = primary_of(dev, &p);
  if (e)
    return e;
  int cur = rt_device_current();
  rt_device_select(dev);
  e = RT(cudaDeviceReset());
  rt_device_select(cur);
  p->flags = 0;
  return e;
}
DRV_ALIAS(cuDevicePrimaryCtxReset_v2, cuDevicePrimaryCtxReset);
