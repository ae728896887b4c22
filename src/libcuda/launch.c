/* Driver API: launches. cuLaunchKernel takes the arguments as kernelParams
 * (one pointer per parameter) or as `extra`: one buffer holding every
 * parameter at its offset in the kernel's parameter layout (each at the
 * next multiple of its alignment, CU_LAUNCH_PARAM_BUFFER_POINTER/SIZE).
 * The launch itself is the runtime's (the CUfunction is a registered
 * function pointer). Also the legacy cuParamSet* and cuLaunchGrid calls. */
#include <string.h>

#include "module_internal.h"

static size_t align_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

/* Where each parameter lies in a packed buffer; the buffer's used size. */
static size_t param_offsets(const cucc_kernel_info *k, size_t *off) {
  size_t o = 0;
  for (uint32_t i = 0; i < k->nparams; i++) {
    o = align_up(o, k->param_aligns[i] ? k->param_aligns[i] : 1);
    off[i] = o;
    o += k->param_sizes[i];
  }
  return o;
}

/* args from `extra`: pointers into a copy of its buffer, `packed` (room
 * for the kernel's parameters). As on an H100 (tests/driver/drvapi): a
 * buffer larger than the parameters is CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
 * a shorter one is taken, the missing bytes zero. */
static CUresult args_from_extra(const cucc_kernel_info *k, void **extra,
                                void **args, char *packed) {
  char *buf = NULL;
  size_t *size = NULL;
  for (unsigned i = 0; extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
    if (i > 64)
      return CUDA_ERROR_INVALID_VALUE; /* no END in sight */
    if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
      buf = extra[i + 1];
    else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
      size = extra[i + 1];
    else
      return CUDA_ERROR_INVALID_VALUE;
  }
  size_t off[k->nparams ? k->nparams : 1];
  size_t need = param_offsets(k, off), have = size && buf ? *size : 0;
  if (need && (!buf || !size))
    return CUDA_ERROR_INVALID_VALUE;
  if (have > need)
    return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
  memset(packed, 0, need);
  if (have)
    memcpy(packed, buf, have);
  for (uint32_t i = 0; i < k->nparams; i++)
    args[i] = packed + off[i];
  return CUDA_SUCCESS;
}

static CUresult launch(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                       unsigned bx, unsigned by, unsigned bz, unsigned smem,
                       CUstream s, void **params, void **extra, bool coop,
                       const CUlaunchConfig *cfg) {
  DRV_NEED_CTX();
  const cucc_kernel_info *k = drv_function_kernel(f);
  if (!k)
    return CUDA_ERROR_INVALID_HANDLE;
  if (params && extra)
    return CUDA_ERROR_INVALID_VALUE;
  void *argv[k->nparams ? k->nparams : 1];
  size_t off[k->nparams ? k->nparams : 1];
  _Alignas(16) char packed[param_offsets(k, off) + 1];
  void **args = params;
  if (extra) {
    CUresult e = args_from_extra(k, extra, argv, packed);
    if (e)
      return e;
    args = argv;
  } else if (k->nparams && !params) {
    return CUDA_ERROR_INVALID_VALUE;
  }
  dim3 g = {gx, gy, gz}, b = {bx, by, bz};
  if (cfg) {
    cudaLaunchConfig_t c = {g, b, smem, (cudaStream_t)s,
                            (cudaLaunchAttribute *)cfg->attrs, cfg->numAttrs};
    return RT(cudaLaunchKernelExC(&c, f, args));
  }
  if (coop)
    return RT(cudaLaunchCooperativeKernel(f, g, b, args, smem, s));
  return RT(cudaLaunchKernel(f, g, b, args, smem, s));
}

DRV_EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy,
                                   unsigned gz, unsigned bx, unsigned by,
                                   unsigned bz, unsigned smem, CUstream s,
                                   void **params, void **extra) {
  return launch(f, gx, gy, gz, bx, by, bz, smem, s, params, extra, false, NULL);
}

DRV_EXPORT CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned gx,
                                              unsigned gy, unsigned gz,
                                              unsigned bx, unsigned by,
                                              unsigned bz, unsigned smem,
                                              CUstream s, void **params) {
  return launch(f, gx, gy, gz, bx, by, bz, smem, s, params, NULL, true, NULL);
}

DRV_EXPORT CUresult cuLaunchKernelEx(const CUlaunchConfig *c, CUfunction f,
                                     void **params, void **extra) {
  if (!c || (c->numAttrs && !c->attrs))
    return CUDA_ERROR_INVALID_VALUE;
  return launch(f, c->gridDimX, c->gridDimY, c->gridDimZ, c->blockDimX,
                c->blockDimY, c->blockDimZ, c->sharedMemBytes, c->hStream,
                params, extra, false, c);
}

DRV_EXPORT CUresult cuLaunchHostFunc(CUstream s, CUhostFn fn, void *data) {
  DRV_NEED_CTX();
  if (!fn)
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaLaunchHostFunc((cudaStream_t)s, fn, data));
}

/* ---- the legacy launch API ---- */

DRV_EXPORT CUresult cuFuncSetBlockShape(CUfunction f, int x, int y, int z) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (x <= 0 || y <= 0 || z <= 0)
    return CUDA_ERROR_INVALID_VALUE;
  f->block[0] = x, f->block[1] = y, f->block[2] = z;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuFuncSetSharedSize(CUfunction f, unsigned bytes) {
  CUresult e = drv_function_check(f);
  if (!e)
    f->shared = bytes;
  return e;
}

DRV_EXPORT CUresult cuParamSetSize(CUfunction f, unsigned n) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (n > DRV_PARAM_BYTES)
    return CUDA_ERROR_INVALID_VALUE;
  f->param_size = n;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuParamSetv(CUfunction f, int offset, void *p, unsigned n) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (offset < 0 || (!p && n) || n > DRV_PARAM_BYTES ||
      (unsigned)offset > DRV_PARAM_BYTES - n)
    return CUDA_ERROR_INVALID_VALUE;
  if (n)
    memcpy(f->params + offset, p, n);
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuParamSeti(CUfunction f, int offset, unsigned v) {
  return cuParamSetv(f, offset, &v, sizeof v);
}

DRV_EXPORT CUresult cuParamSetf(CUfunction f, int offset, float v) {
  return cuParamSetv(f, offset, &v, sizeof v);
}

DRV_EXPORT CUresult cuLaunchGridAsync(CUfunction f, int gw, int gh, CUstream s) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (gw <= 0 || gh <= 0 || !f->block[0])
    return CUDA_ERROR_INVALID_VALUE;
  size_t sz = f->param_size;
  void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, f->params,
                   CU_LAUNCH_PARAM_BUFFER_SIZE, &sz, CU_LAUNCH_PARAM_END};
  return launch(f, (unsigned)gw, (unsigned)gh, 1, (unsigned)f->block[0],
                (unsigned)f->block[1], (unsigned)f->block[2], f->shared, s,
                NULL, extra, false, NULL);
}

DRV_EXPORT CUresult cuLaunchGrid(CUfunction f, int gw, int gh) {
  return cuLaunchGridAsync(f, gw, gh, NULL);
}

DRV_EXPORT CUresult cuLaunch(CUfunction f) { return cuLaunchGrid(f, 1, 1); }
