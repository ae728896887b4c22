/* Driver API: CUDA 12's libraries (a module that belongs to no context;
 * a CUkernel is the library's CUfunction, valid in every context) and the
 * function attributes (read from the runtime's, which the CUfunction
 * handle is registered with). */
#include <stdlib.h>
#include <string.h>

#include "module_internal.h"

#define LIB_MAGIC 0x4242494cu

struct CUlib_st {
  uint32_t magic;
  CUmodule mod;
};

static bool lib_valid(CUlibrary l) { return l && l->magic == LIB_MAGIC; }

static CUresult lib_load(CUlibrary *lib, const void *code, size_t size,
                         CUjit_option *opt, void **val, unsigned n,
                         unsigned nlibopt, void **libval) {
  DRV_NEED_INIT();
  if (!lib || !code || (nlibopt && !libval))
    return CUDA_ERROR_INVALID_VALUE;
  drv_jit_logs logs;
  CUresult e = drv_jit_options(n, opt, val, &logs);
  if (e)
    return e;
  struct CUlib_st *l = calloc(1, sizeof *l);
  if (!l)
    return CUDA_ERROR_OUT_OF_MEMORY;
  char log[512] = "";
  e = drv_module_load(&l->mod, code, size, log, sizeof log);
  drv_jit_logs_finish(&logs, e ? log : NULL);
  if (e) {
    free(l);
    return e;
  }
  l->mod->library = true;
  l->magic = LIB_MAGIC;
  *lib = l;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuLibraryLoadData(CUlibrary *lib, const void *code,
                                      CUjit_option *opt, void **val, unsigned n,
                                      CUlibraryOption *libopt, void **libval,
                                      unsigned nlibopt) {
  (void)libopt;
  return lib_load(lib, code, 0, opt, val, n, nlibopt, libval);
}

DRV_EXPORT CUresult cuLibraryLoadFromFile(CUlibrary *lib, const char *file,
                                          CUjit_option *opt, void **val,
                                          unsigned n, CUlibraryOption *libopt,
                                          void **libval, unsigned nlibopt) {
  (void)libopt;
  DRV_NEED_INIT();
  char *d;
  size_t size;
  CUresult e = drv_read_file(file, &d, &size);
  if (e)
    return e;
  e = lib_load(lib, d, size, opt, val, n, nlibopt, libval);
  free(d);
  return e;
}

DRV_EXPORT CUresult cuLibraryUnload(CUlibrary l) {
  DRV_NEED_INIT();
  if (!lib_valid(l))
    return CUDA_ERROR_INVALID_HANDLE;
  l->mod->library = false;
  CUresult e = cuModuleUnload(l->mod);
  l->magic = 0;
  free(l);
  return e;
}

DRV_EXPORT CUresult cuLibraryGetModule(CUmodule *m, CUlibrary l) {
  DRV_NEED_INIT();
  if (!m)
    return CUDA_ERROR_INVALID_VALUE;
  if (!lib_valid(l))
    return CUDA_ERROR_INVALID_HANDLE;
  *m = l->mod;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuLibraryGetKernel(CUkernel *k, CUlibrary l,
                                       const char *name) {
  DRV_NEED_INIT();
  if (!k || !name)
    return CUDA_ERROR_INVALID_VALUE;
  if (!lib_valid(l))
    return CUDA_ERROR_INVALID_HANDLE;
  for (unsigned i = 0; i < l->mod->nfuncs; i++)
    if (!strcmp(l->mod->funcs[i].k->name, name)) {
      *k = (CUkernel)&l->mod->funcs[i];
      return CUDA_SUCCESS;
    }
  return CUDA_ERROR_NOT_FOUND;
}

DRV_EXPORT CUresult cuLibraryGetKernelCount(unsigned *count, CUlibrary l) {
  DRV_NEED_INIT();
  if (!count)
    return CUDA_ERROR_INVALID_VALUE;
  if (!lib_valid(l))
    return CUDA_ERROR_INVALID_HANDLE;
  *count = l->mod->nfuncs;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes,
                                       CUlibrary l, const char *name) {
  DRV_NEED_CTX();
  if (!lib_valid(l))
    return CUDA_ERROR_INVALID_HANDLE;
  return drv_module_global(l->mod, name, dptr, bytes);
}

DRV_EXPORT CUresult cuKernelGetFunction(CUfunction *f, CUkernel k) {
  DRV_NEED_CTX();
  if (!f)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult e = drv_function_check((CUfunction)k);
  if (e)
    return e;
  *f = (CUfunction)k;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuKernelGetName(const char **name, CUkernel k) {
  return cuFuncGetName(name, (CUfunction)k);
}

/* ---- attributes ---- */

DRV_EXPORT CUresult cuFuncGetAttribute(int *pi, CUfunction_attribute a,
                                       CUfunction f) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (!pi || (unsigned)a >= CU_FUNC_ATTRIBUTE_MAX)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaFuncAttributes fa;
  e = RT(cudaFuncGetAttributes(&fa, f));
  if (e)
    return e;
  switch (a) {
  case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *pi = fa.maxThreadsPerBlock; break;
  case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *pi = (int)fa.sharedSizeBytes; break;
  case CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *pi = (int)fa.constSizeBytes; break;
  case CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *pi = (int)fa.localSizeBytes; break;
  case CU_FUNC_ATTRIBUTE_NUM_REGS: *pi = fa.numRegs; break;
  case CU_FUNC_ATTRIBUTE_PTX_VERSION: *pi = fa.ptxVersion; break;
  case CU_FUNC_ATTRIBUTE_BINARY_VERSION: *pi = fa.binaryVersion; break;
  case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: *pi = fa.cacheModeCA; break;
  case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *pi = fa.maxDynamicSharedSizeBytes; break;
  case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *pi = fa.preferredShmemCarveout; break;
  case CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET: *pi = fa.clusterDimMustBeSet; break;
  case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH: *pi = fa.requiredClusterWidth; break;
  case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT: *pi = fa.requiredClusterHeight; break;
  case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH: *pi = fa.requiredClusterDepth; break;
  case CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED: *pi = fa.nonPortableClusterSizeAllowed; break;
  case CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: *pi = fa.clusterSchedulingPolicyPreference; break;
  default: return CUDA_ERROR_INVALID_VALUE;
  }
  return CUDA_SUCCESS;
}

/* the settable ones have cudaFuncAttribute's numbers */
DRV_EXPORT CUresult cuFuncSetAttribute(CUfunction f, CUfunction_attribute a,
                                       int value) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (a < CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES ||
      a >= CU_FUNC_ATTRIBUTE_MAX)
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaFuncSetAttribute(f, (enum cudaFuncAttribute)a, value));
}

DRV_EXPORT CUresult cuKernelGetAttribute(int *pi, CUfunction_attribute a,
                                         CUkernel k, CUdevice dev) {
  if (drv_initialized() && !rt_device_valid(dev))
    return CUDA_ERROR_INVALID_DEVICE;
  return cuFuncGetAttribute(pi, a, (CUfunction)k);
}

DRV_EXPORT CUresult cuFuncSetCacheConfig(CUfunction f, CUfunc_cache c) {
  CUresult e = drv_function_check(f);
  return e ? e : RT(cudaFuncSetCacheConfig(f, (enum cudaFuncCache)c));
}

DRV_EXPORT CUresult cuFuncSetSharedMemConfig(CUfunction f, CUsharedconfig c) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  return (unsigned)c > CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE
             ? CUDA_ERROR_INVALID_VALUE
             : CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(
    int *n, CUfunction f, int block, size_t smem) {
  CUresult e = drv_function_check(f);
  return e ? e
           : RT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(n, f, block,
                                                              smem));
}

DRV_EXPORT CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *n, CUfunction f, int block, size_t smem, unsigned flags) {
  if (flags > 1)
    return CUDA_ERROR_INVALID_VALUE;
  return cuOccupancyMaxActiveBlocksPerMultiprocessor(n, f, block, smem);
}

/* The block size (a multiple of the warp size) with the most resident
 * threads, the larger on a tie, as CUDA's calculator chooses. */
DRV_EXPORT CUresult cuOccupancyMaxPotentialBlockSizeWithFlags(
    int *min_grid, int *block_size, CUfunction f, CUoccupancyB2DSize smem_of,
    size_t smem, int limit, unsigned flags) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (!min_grid || !block_size || flags > 1)
    return CUDA_ERROR_INVALID_VALUE;
  int max = f->k->max_threads ? (int)f->k->max_threads : 1024;
  if (limit > 0 && limit < max)
    max = limit;
  int best = 0, best_blocks = 0, best_threads = -1;
  for (int b = (max + 31) / 32 * 32; b > 0; b -= 32) {
    int bs = b > max ? max : b, n = 0;
    size_t s = smem_of ? smem_of(bs) : smem;
    if (cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, f, bs, s))
      continue;
    if (n * bs > best_threads) {
      best_threads = n * bs, best = bs, best_blocks = n;
    }
  }
  *block_size = best;
  *min_grid = best_blocks * rt_sm_count();
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuOccupancyMaxPotentialBlockSize(
    int *min_grid, int *block_size, CUfunction f, CUoccupancyB2DSize smem_of,
    size_t smem, int limit) {
  return cuOccupancyMaxPotentialBlockSizeWithFlags(min_grid, block_size, f,
                                                   smem_of, smem, limit, 0);
}

DRV_EXPORT CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *smem,
                                                            CUfunction f,
                                                            int blocks,
                                                            int block_size) {
  CUresult e = drv_function_check(f);
  return e ? e
           : RT(cudaOccupancyAvailableDynamicSMemPerBlock(smem, f, blocks,
                                                          block_size));
}
