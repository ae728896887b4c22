/* cucc: cuBLAS handles (stream, pointer, atomics and math modes), status
 * names and strings, versions, and the Set/Get Matrix/Vector copies. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cublas_internal.h"

LIBS_EXPORT cublasStatus_t cublasCreate(cublasHandle_t *handle) {
  if (!handle)
    return CUBLAS_STATUS_INVALID_VALUE;
  struct cublasContext *h = calloc(1, sizeof *h);
  if (!h)
    return CUBLAS_STATUS_ALLOC_FAILED;
  *handle = h;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasDestroy(cublasHandle_t h) {
  CB_CHECK_HANDLE(h);
  cudaStreamSynchronize(h->stream); /* work queued with h finishes first */
  free(h);
  return CUBLAS_STATUS_SUCCESS;
}

/* cuBLAS's report of a bad argument (on stdout, as NVIDIA's), the
 * parameter numbered as in the Fortran BLAS routine */
cublasStatus_t cb_illegal(const char *routine, int param) {
  printf(" ** On entry to %s  parameter number %d had an illegal value\n", routine, param);
  return CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cb_run(cublasHandle_t h, libs_work_fn fn, const void *args, size_t size, int wait) {
  cudaError_t e = libs_submit(h->stream, fn, args, size, wait);
  return e == cudaSuccess ? CUBLAS_STATUS_SUCCESS
         : e == cudaErrorMemoryAllocation ? CUBLAS_STATUS_ALLOC_FAILED
                                          : CUBLAS_STATUS_EXECUTION_FAILED;
}

LIBS_EXPORT cublasStatus_t cublasGetVersion(cublasHandle_t h, int *version) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(version);
  *version = CUBLAS_VERSION;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value) {
  CB_REQUIRE(value);
  switch (type) {
  case MAJOR_VERSION: *value = CUBLAS_VER_MAJOR; break;
  case MINOR_VERSION: *value = CUBLAS_VER_MINOR; break;
  case PATCH_LEVEL: *value = CUBLAS_VER_PATCH; break;
  default: return CUBLAS_STATUS_INVALID_VALUE;
  }
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT size_t cublasGetCudartVersion(void) { return CUDART_VERSION; }

LIBS_EXPORT cublasStatus_t cublasSetWorkspace(cublasHandle_t h, void *ws, size_t size) {
  CB_CHECK_HANDLE(h);
  (void)ws; /* the CPU routines need no workspace */
  (void)size;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasSetStream(cublasHandle_t h, cudaStream_t s) {
  CB_CHECK_HANDLE(h);
  h->stream = s;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasGetStream(cublasHandle_t h, cudaStream_t *s) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(s);
  *s = h->stream;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasGetPointerMode(cublasHandle_t h, cublasPointerMode_t *m) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(m);
  *m = h->pmode;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasSetPointerMode(cublasHandle_t h, cublasPointerMode_t m) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(m == CUBLAS_POINTER_MODE_HOST || m == CUBLAS_POINTER_MODE_DEVICE);
  h->pmode = m;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasGetAtomicsMode(cublasHandle_t h, cublasAtomicsMode_t *m) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(m);
  *m = h->atomics;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasSetAtomicsMode(cublasHandle_t h, cublasAtomicsMode_t m) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(m == CUBLAS_ATOMICS_NOT_ALLOWED || m == CUBLAS_ATOMICS_ALLOWED);
  h->atomics = m;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasGetMathMode(cublasHandle_t h, cublasMath_t *m) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(m);
  *m = h->math;
  return CUBLAS_STATUS_SUCCESS;
}

/* the modes allow reduced precision on a GPU; the CPU computes in full */
LIBS_EXPORT cublasStatus_t cublasSetMathMode(cublasHandle_t h, cublasMath_t m) {
  CB_CHECK_HANDLE(h);
  unsigned base = (unsigned)m & ~(unsigned)CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION;
  CB_REQUIRE(base <= CUBLAS_FP32_EMULATED_BF16X9_MATH);
  h->math = m;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasGetSmCountTarget(cublasHandle_t h, int *n) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(n);
  *n = h->sm_target;
  return CUBLAS_STATUS_SUCCESS;
}

LIBS_EXPORT cublasStatus_t cublasSetSmCountTarget(cublasHandle_t h, int n) {
  CB_CHECK_HANDLE(h);
  CB_REQUIRE(n >= 0);
  h->sm_target = n;
  return CUBLAS_STATUS_SUCCESS;
}

static const struct { cublasStatus_t s; const char *name, *text; } statuses[] = {
  {CUBLAS_STATUS_SUCCESS, "CUBLAS_STATUS_SUCCESS", "success"},
  {CUBLAS_STATUS_NOT_INITIALIZED, "CUBLAS_STATUS_NOT_INITIALIZED", "the library was not initialized"},
  {CUBLAS_STATUS_ALLOC_FAILED, "CUBLAS_STATUS_ALLOC_FAILED", "the resource allocation failed"},
  {CUBLAS_STATUS_INVALID_VALUE, "CUBLAS_STATUS_INVALID_VALUE", "an unsupported value or parameter was passed to the function"},
  {CUBLAS_STATUS_ARCH_MISMATCH, "CUBLAS_STATUS_ARCH_MISMATCH", "the function requires an architectural feature absent from the device"},
  {CUBLAS_STATUS_MAPPING_ERROR, "CUBLAS_STATUS_MAPPING_ERROR", "an access to GPU memory space failed"},
  {CUBLAS_STATUS_EXECUTION_FAILED, "CUBLAS_STATUS_EXECUTION_FAILED", "the function failed to launch on the GPU"},
  {CUBLAS_STATUS_INTERNAL_ERROR, "CUBLAS_STATUS_INTERNAL_ERROR", "an internal operation failed"},
  {CUBLAS_STATUS_NOT_SUPPORTED, "CUBLAS_STATUS_NOT_SUPPORTED", "the requested functionality is not supported"},
  {CUBLAS_STATUS_LICENSE_ERROR, "CUBLAS_STATUS_LICENSE_ERROR", "the license check failed"},
};

LIBS_EXPORT const char *cublasGetStatusName(cublasStatus_t s) {
  for (size_t i = 0; i < sizeof statuses / sizeof statuses[0]; i++)
    if (statuses[i].s == s)
      return statuses[i].name;
  return "CUBLAS_STATUS_UNKNOWN";
}

LIBS_EXPORT const char *cublasGetStatusString(cublasStatus_t s) {
  for (size_t i = 0; i < sizeof statuses / sizeof statuses[0]; i++)
    if (statuses[i].s == s)
      return statuses[i].text;
  return "unknown status";
}

static cublasLogCallback log_cb;
LIBS_EXPORT cublasStatus_t cublasLoggerConfigure(int on, int out, int err, const char *file) {
  (void)on, (void)out, (void)err, (void)file; /* cucc's cuBLAS logs nothing */
  return CUBLAS_STATUS_SUCCESS;
}
LIBS_EXPORT cublasStatus_t cublasSetLoggerCallback(cublasLogCallback cb) {
  log_cb = cb;
  return CUBLAS_STATUS_SUCCESS;
}
LIBS_EXPORT cublasStatus_t cublasGetLoggerCallback(cublasLogCallback *cb) {
  CB_REQUIRE(cb);
  *cb = log_cb;
  return CUBLAS_STATUS_SUCCESS;
}

/* ---- Set/Get Matrix/Vector: the runtime's 2D copies (a vector is one
 * row whose "columns" are incx apart), in the stream for the Async forms ---- */
static cublasStatus_t copy2d(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb,
                             int async, cudaStream_t s) {
  if (rows == 0 || cols == 0)
    return CUBLAS_STATUS_SUCCESS;
  size_t w = (size_t)rows * (size_t)elem;
  cudaError_t e = async ? cudaMemcpy2DAsync(b, (size_t)ldb * elem, a, (size_t)lda * elem, w, (size_t)cols,
                                            cudaMemcpyDefault, s)
                        : cudaMemcpy2D(b, (size_t)ldb * elem, a, (size_t)lda * elem, w, (size_t)cols,
                                       cudaMemcpyDefault);
  return e == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_MAPPING_ERROR;
}

static cublasStatus_t matrix(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb,
                             int async, cudaStream_t s) {
  CB_REQUIRE(rows >= 0 && cols >= 0 && elem > 0 && lda >= cb_max1(rows) && ldb >= cb_max1(rows));
  CB_REQUIRE((a && b) || rows == 0 || cols == 0);
  return copy2d(rows, cols, elem, a, lda, b, ldb, async, s);
}

static cublasStatus_t vector(int n, int elem, const void *x, int incx, void *y, int incy, int async,
                             cudaStream_t s) {
  CB_REQUIRE(n >= 0 && elem > 0 && incx > 0 && incy > 0);
  CB_REQUIRE((x && y) || n == 0);
  return copy2d(1, n, elem, x, incx, y, incy, async, s);
}

LIBS_EXPORT cublasStatus_t cublasSetVector(int n, int elem, const void *x, int incx, void *y, int incy) {
  return vector(n, elem, x, incx, y, incy, 0, 0);
}
LIBS_EXPORT cublasStatus_t cublasGetVector(int n, int elem, const void *x, int incx, void *y, int incy) {
  return vector(n, elem, x, incx, y, incy, 0, 0);
}
LIBS_EXPORT cublasStatus_t cublasSetMatrix(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb) {
  return matrix(rows, cols, elem, a, lda, b, ldb, 0, 0);
}
LIBS_EXPORT cublasStatus_t cublasGetMatrix(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb) {
  return matrix(rows, cols, elem, a, lda, b, ldb, 0, 0);
}
LIBS_EXPORT cublasStatus_t cublasSetVectorAsync(int n, int elem, const void *x, int incx, void *y, int incy,
                                                cudaStream_t s) {
  return vector(n, elem, x, incx, y, incy, 1, s);
}
LIBS_EXPORT cublasStatus_t cublasGetVectorAsync(int n, int elem, const void *x, int incx, void *y, int incy,
                                                cudaStream_t s) {
  return vector(n, elem, x, incx, y, incy, 1, s);
}
LIBS_EXPORT cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elem, const void *a, int lda, void *b,
                                                int ldb, cudaStream_t s) {
  return matrix(rows, cols, elem, a, lda, b, ldb, 1, s);
}
LIBS_EXPORT cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elem, const void *a, int lda, void *b,
                                                int ldb, cudaStream_t s) {
  return matrix(rows, cols, elem, a, lda, b, ldb, 1, s);
}
