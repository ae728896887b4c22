/* Driver API calls cucc does not support, which exist so that programs and
 * loaders that look every function up (matrixMulDynlinkJIT) find them:
 * surface references of modules, graphics interop (no graphics API on the
 * device side of a CPU), NVIDIA's private export tables. Each checks what
 * it can and fails with CUDA_ERROR_NOT_SUPPORTED. */
#include "drv.h"

DRV_EXPORT CUresult cuSurfRefSetArray(CUsurfref s, CUarray a, unsigned f) {
  (void)s, (void)a, (void)f;
  DRV_NEED_CTX();
  return CUDA_ERROR_NOT_SUPPORTED;
}

DRV_EXPORT CUresult cuSurfRefGetArray(CUarray *a, CUsurfref s) {
  (void)a, (void)s;
  DRV_NEED_CTX();
  return CUDA_ERROR_NOT_SUPPORTED;
}

/* no resource can be registered, so every handle is invalid */
DRV_EXPORT CUresult cuGraphicsUnregisterResource(CUgraphicsResource r) {
  (void)r;
  DRV_NEED_CTX();
  return CUDA_ERROR_INVALID_HANDLE;
}

DRV_EXPORT CUresult cuGraphicsSubResourceGetMappedArray(CUarray *a,
                                                        CUgraphicsResource r,
                                                        unsigned i, unsigned l) {
  (void)a, (void)r, (void)i, (void)l;
  DRV_NEED_CTX();
  return CUDA_ERROR_INVALID_HANDLE;
}

DRV_EXPORT CUresult cuGraphicsResourceGetMappedPointer(CUdeviceptr *p,
                                                       size_t *n,
                                                       CUgraphicsResource r) {
  (void)p, (void)n, (void)r;
  DRV_NEED_CTX();
  return CUDA_ERROR_INVALID_HANDLE;
}
DRV_ALIAS(cuGraphicsResourceGetMappedPointer_v2,
          cuGraphicsResourceGetMappedPointer);

DRV_EXPORT CUresult cuGraphicsResourceSetMapFlags(CUgraphicsResource r,
                                                  unsigned f) {
  (void)r, (void)f;
  DRV_NEED_CTX();
  return CUDA_ERROR_INVALID_HANDLE;
}
DRV_ALIAS(cuGraphicsResourceSetMapFlags_v2, cuGraphicsResourceSetMapFlags);

DRV_EXPORT CUresult cuGraphicsMapResources(unsigned n, CUgraphicsResource *r,
                                           CUstream s) {
  (void)r, (void)s;
  DRV_NEED_CTX();
  return n ? CUDA_ERROR_INVALID_HANDLE : CUDA_ERROR_INVALID_VALUE;
}

DRV_EXPORT CUresult cuGraphicsUnmapResources(unsigned n, CUgraphicsResource *r,
                                             CUstream s) {
  (void)r, (void)s;
  DRV_NEED_CTX();
  return n ? CUDA_ERROR_INVALID_HANDLE : CUDA_ERROR_INVALID_VALUE;
}

DRV_EXPORT CUresult cuGetExportTable(const void **t, const CUuuid *id) {
  if (!t || !id)
    return CUDA_ERROR_INVALID_VALUE;
  *t = NULL;
  return CUDA_ERROR_NOT_SUPPORTED;
}
