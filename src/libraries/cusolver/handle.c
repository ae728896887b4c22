/* cucc: cuSOLVER dense handles and streams. */
#include <stdlib.h>
#include "cusolver_internal.h"

LIBS_EXPORT cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t *h) {
  SV_REQUIRE(h);
  *h = calloc(1, sizeof **h);
  return *h ? CUSOLVER_STATUS_SUCCESS : CUSOLVER_STATUS_ALLOC_FAILED;
}
LIBS_EXPORT cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t h) {
  SV_CHECK_HANDLE(h);
  cudaStreamSynchronize(h->stream);
  free(h);
  return CUSOLVER_STATUS_SUCCESS;
}
LIBS_EXPORT cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t h, cudaStream_t s) {
  SV_CHECK_HANDLE(h);
  h->stream = s;
  return CUSOLVER_STATUS_SUCCESS;
}
LIBS_EXPORT cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t h, cudaStream_t *s) {
  SV_CHECK_HANDLE(h);
  SV_REQUIRE(s);
  *s = h->stream;
  return CUSOLVER_STATUS_SUCCESS;
}
cusolverStatus_t sv_run(cusolverDnHandle_t h, libs_work_fn fn, const sargs *a) {
  cudaError_t e = libs_submit(h->stream, fn, a, sizeof *a, 0);
  return e == cudaSuccess ? CUSOLVER_STATUS_SUCCESS
         : e == cudaErrorMemoryAllocation ? CUSOLVER_STATUS_ALLOC_FAILED : CUSOLVER_STATUS_EXECUTION_FAILED;
}
void *sv_work(const sargs *a, int n, size_t size, void **own) {
  *own = NULL;
  if (a->work && a->lwork >= n)
    return a->work;
  *own = malloc(size * (size_t)sv_max1(n));
  return *own;
}
