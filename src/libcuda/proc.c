/* cuGetProcAddress and the runtime's cudaGetDriverEntryPoint: every driver
 * function by its base name (cuMemAlloc gives the current ABI, here the
 * same function as cuMemAlloc_v2). The table is generated at build time
 * from the DRV_EXPORT/DRV_ALIAS definitions of src/libcuda (mk/drvapi.mk),
 * so that every exported function is found; its symbols are declared under
 * their assembler names, their C types being those of cuda.h. */
#include <string.h>

#include "drv.h"

typedef void (*proc_fn)(void);
#define P(name) extern void proc_##name(void) __asm__(#name);
#include "libcuda_procs.h"
#undef P

typedef struct proc {
  const char *name;
  proc_fn fn;
} proc;

static const proc procs[] = {
#define P(name) {#name, proc_##name},
#include "libcuda_procs.h"
#undef P
};

static proc_fn find(const char *name) {
  for (size_t i = 0; i < sizeof procs / sizeof *procs; i++)
    if (!strcmp(procs[i].name, name))
      return procs[i].fn;
  return NULL;
}

/* the ABI a program of cudaVersion expects, when the base name is not it */
static const char *abi_name(const char *symbol, int version) {
  if (!strcmp(symbol, "cuCtxCreate"))
    return version >= 13000 ? "cuCtxCreate_v4" : "cuCtxCreate_v2";
  if (!strcmp(symbol, "cuGetProcAddress"))
    return "cuGetProcAddress_v2";
  if (!strcmp(symbol, "cuGraphInstantiate") && version >= 12000)
    return "cuGraphInstantiateWithFlags";
  return NULL;
}

DRV_EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn,
                                        int version, unsigned long long flags,
                                        CUdriverProcAddressQueryResult *st) {
  if (st)
    *st = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
  if (!symbol || !pfn || flags > 3 || version <= 0)
    return CUDA_ERROR_INVALID_VALUE;
  const char *abi = abi_name(symbol, version);
  proc_fn f = !strcmp(symbol, "cuGetProcAddress") ? (proc_fn)cuGetProcAddress_v2
                                                  : find(abi ? abi : symbol);
  *pfn = (void *)f;
  if (!f) /* CUDA_SUCCESS, the status says (as an H100's driver) */
    return CUDA_SUCCESS;
  if (st)
    *st = CU_GET_PROC_ADDRESS_SUCCESS;
  return CUDA_SUCCESS;
}

/* CUDA 11.3's form, without the status */
DRV_EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn,
                                     int version, unsigned long long flags) {
  return cuGetProcAddress_v2(symbol, pfn, version, flags, NULL);
}

/* ---- the runtime's entry points to the driver ---- */

static cudaError_t entry_point(const char *symbol, void **fp, int version,
                               unsigned long long flags,
                               enum cudaDriverEntryPointQueryResult *st) {
  if (!symbol || !fp || flags > 3)
    return rt_error(cudaErrorInvalidValue);
  CUdriverProcAddressQueryResult r;
  cuGetProcAddress_v2(symbol, fp, version, flags, &r);
  if (st)
    *st = (enum cudaDriverEntryPointQueryResult)r;
  return cudaSuccess; /* funcPtr NULL when not found, as CUDA does */
}

DRV_EXPORT cudaError_t cudaGetDriverEntryPoint(
    const char *symbol, void **fp, unsigned long long flags,
    enum cudaDriverEntryPointQueryResult *st) {
  int v = 0;
  cudaRuntimeGetVersion(&v);
  return entry_point(symbol, fp, v, flags, st);
}

DRV_EXPORT cudaError_t cudaGetDriverEntryPointByVersion(
    const char *symbol, void **fp, unsigned version, unsigned long long flags,
    enum cudaDriverEntryPointQueryResult *st) {
  return entry_point(symbol, fp, (int)version, flags, st);
}
