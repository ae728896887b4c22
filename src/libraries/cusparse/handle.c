/* cucc: cuSPARSE handles, status names, legacy matrix descriptors and the
 * legacy index conversions (Xcoo2csr, Xcsr2coo, Csr2cscEx2). */
#include <stdlib.h>
#include <string.h>
#include "cusparse_internal.h"

LIBS_EXPORT cusparseStatus_t cusparseCreate(cusparseHandle_t *h) {
  SP_REQUIRE(h);
  *h = calloc(1, sizeof **h);
  return *h ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}
LIBS_EXPORT cusparseStatus_t cusparseDestroy(cusparseHandle_t h) {
  SP_CHECK_HANDLE(h);
  cudaStreamSynchronize(h->stream);
  free(h);
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t sp_run(cusparseHandle_t h, libs_work_fn fn, const void *args, size_t size) {
  cudaError_t e = libs_submit(h->stream, fn, args, size, 0);
  return e == cudaSuccess ? CUSPARSE_STATUS_SUCCESS
         : e == cudaErrorMemoryAllocation ? CUSPARSE_STATUS_ALLOC_FAILED : CUSPARSE_STATUS_EXECUTION_FAILED;
}
LIBS_EXPORT cusparseStatus_t cusparseGetVersion(cusparseHandle_t h, int *v) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(v);
  *v = CUSPARSE_VERSION;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseGetProperty(libraryPropertyType t, int *v) {
  SP_REQUIRE(v);
  switch (t) {
  case MAJOR_VERSION: *v = CUSPARSE_VER_MAJOR; break;
  case MINOR_VERSION: *v = CUSPARSE_VER_MINOR; break;
  case PATCH_LEVEL: *v = CUSPARSE_VER_PATCH; break;
  default: return CUSPARSE_STATUS_INVALID_VALUE;
  }
  return CUSPARSE_STATUS_SUCCESS;
}
static const struct { cusparseStatus_t s; const char *name, *text; } statuses[] = {
  {CUSPARSE_STATUS_SUCCESS, "CUSPARSE_STATUS_SUCCESS", "success"},
  {CUSPARSE_STATUS_NOT_INITIALIZED, "CUSPARSE_STATUS_NOT_INITIALIZED", "initialization error"},
  {CUSPARSE_STATUS_ALLOC_FAILED, "CUSPARSE_STATUS_ALLOC_FAILED", "out of memory"},
  {CUSPARSE_STATUS_INVALID_VALUE, "CUSPARSE_STATUS_INVALID_VALUE", "invalid value"},
  {CUSPARSE_STATUS_ARCH_MISMATCH, "CUSPARSE_STATUS_ARCH_MISMATCH", "architecture mismatch"},
  {CUSPARSE_STATUS_MAPPING_ERROR, "CUSPARSE_STATUS_MAPPING_ERROR", "mapping error"},
  {CUSPARSE_STATUS_EXECUTION_FAILED, "CUSPARSE_STATUS_EXECUTION_FAILED", "execution failed"},
  {CUSPARSE_STATUS_INTERNAL_ERROR, "CUSPARSE_STATUS_INTERNAL_ERROR", "internal error"},
  {CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED, "CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED", "matrix type not supported"},
  {CUSPARSE_STATUS_ZERO_PIVOT, "CUSPARSE_STATUS_ZERO_PIVOT", "zero pivot"},
  {CUSPARSE_STATUS_NOT_SUPPORTED, "CUSPARSE_STATUS_NOT_SUPPORTED", "operation not supported"},
  {CUSPARSE_STATUS_INSUFFICIENT_RESOURCES, "CUSPARSE_STATUS_INSUFFICIENT_RESOURCES", "insufficient resources"},
};
LIBS_EXPORT const char *cusparseGetErrorName(cusparseStatus_t s) {
  for (size_t i = 0; i < sizeof statuses / sizeof statuses[0]; i++)
    if (statuses[i].s == s) return statuses[i].name;
  return "CUSPARSE_STATUS_UNKNOWN";
}
LIBS_EXPORT const char *cusparseGetErrorString(cusparseStatus_t s) {
  for (size_t i = 0; i < sizeof statuses / sizeof statuses[0]; i++)
    if (statuses[i].s == s) return statuses[i].text;
  return "unknown error";
}
LIBS_EXPORT cusparseStatus_t cusparseSetStream(cusparseHandle_t h, cudaStream_t s) {
  SP_CHECK_HANDLE(h);
  h->stream = s;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseGetStream(cusparseHandle_t h, cudaStream_t *s) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(s);
  *s = h->stream;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t h, cusparsePointerMode_t *m) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(m);
  *m = h->pmode;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t h, cusparsePointerMode_t m) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(m == CUSPARSE_POINTER_MODE_HOST || m == CUSPARSE_POINTER_MODE_DEVICE);
  h->pmode = m;
  return CUSPARSE_STATUS_SUCCESS;
}

/* ---- legacy matrix descriptors: general, zero-based by default ---- */
LIBS_EXPORT cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *d) {
  SP_REQUIRE(d);
  *d = calloc(1, sizeof **d);
  return *d ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}
LIBS_EXPORT cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t d) {
  free(d);
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t d, cusparseMatrixType_t t) {
  SP_REQUIRE(d && t >= CUSPARSE_MATRIX_TYPE_GENERAL && t <= CUSPARSE_MATRIX_TYPE_TRIANGULAR);
  d->type = t;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t d) { return d ? d->type : CUSPARSE_MATRIX_TYPE_GENERAL; }
LIBS_EXPORT cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t d, cusparseFillMode_t f) {
  SP_REQUIRE(d && (f == CUSPARSE_FILL_MODE_LOWER || f == CUSPARSE_FILL_MODE_UPPER));
  d->fill = f;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t d) { return d ? d->fill : CUSPARSE_FILL_MODE_LOWER; }
LIBS_EXPORT cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t d, cusparseDiagType_t t) {
  SP_REQUIRE(d && (t == CUSPARSE_DIAG_TYPE_NON_UNIT || t == CUSPARSE_DIAG_TYPE_UNIT));
  d->diag = t;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t d) { return d ? d->diag : CUSPARSE_DIAG_TYPE_NON_UNIT; }
LIBS_EXPORT cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t d, cusparseIndexBase_t b) {
  SP_REQUIRE(d && (b == CUSPARSE_INDEX_BASE_ZERO || b == CUSPARSE_INDEX_BASE_ONE));
  d->base = b;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t d) { return d ? d->base : CUSPARSE_INDEX_BASE_ZERO; }

/* ---- index conversions ---- */
typedef struct { const int *in; int nnz, m; int *out; int base; } conv;
static void run_coo2csr(void *v) {
  conv *c = v;
  memset(c->out, 0, sizeof(int) * (size_t)(c->m + 1));
  for (int i = 0; i < c->nnz; i++) {
    int r = c->in[i] - c->base;
    if (r >= 0 && r < c->m) c->out[r + 1]++;
  }
  for (int r = 0; r < c->m; r++) c->out[r + 1] += c->out[r];
  for (int r = 0; r <= c->m; r++) c->out[r] += c->base;
}
LIBS_EXPORT cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t h, const int *coo, int nnz, int m, int *csr,
                                              cusparseIndexBase_t base) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(nnz >= 0 && m >= 0 && csr && (coo || nnz == 0) && (base == 0 || base == 1));
  conv c = {coo, nnz, m, csr, base};
  return sp_run(h, run_coo2csr, &c, sizeof c);
}
static void run_csr2coo(void *v) {
  conv *c = v;
  for (int r = 0; r < c->m; r++)
    for (int k = c->in[r] - c->base; k < c->in[r + 1] - c->base; k++)
      if (k >= 0 && k < c->nnz) c->out[k] = r + c->base;
}
LIBS_EXPORT cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t h, const int *csr, int nnz, int m, int *coo,
                                              cusparseIndexBase_t base) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(nnz >= 0 && m >= 0 && csr && (coo || nnz == 0) && (base == 0 || base == 1));
  conv c = {csr, nnz, m, coo, base};
  return sp_run(h, run_csr2coo, &c, sizeof c);
}

typedef struct {
  int m, n, nnz;
  const void *val;
  const int *rp, *ci;
  void *cval;
  int *cp, *ri;
  int vs, values, base;
} t2;
/* CSC of A = CSR of A^T: count per column, then place rows in order */
static void run_csr2csc(void *v) {
  t2 *t = v;
  memset(t->cp, 0, sizeof(int) * (size_t)(t->n + 1));
  for (int k = 0; k < t->nnz; k++) t->cp[t->ci[k] - t->base + 1]++;
  for (int j = 0; j < t->n; j++) t->cp[j + 1] += t->cp[j];
  int *next = malloc(sizeof(int) * (size_t)(t->n ? t->n : 1));
  if (!next) return;
  memcpy(next, t->cp, sizeof(int) * (size_t)t->n);
  for (int r = 0; r < t->m; r++)
    for (int k = t->rp[r] - t->base; k < t->rp[r + 1] - t->base; k++) {
      int j = t->ci[k] - t->base, d = next[j]++;
      t->ri[d] = r + t->base;
      if (t->values)
        memcpy((char *)t->cval + (size_t)d * t->vs, (const char *)t->val + (size_t)k * t->vs, (size_t)t->vs);
    }
  for (int j = 0; j <= t->n; j++) t->cp[j] += t->base;
  free(next);
}
LIBS_EXPORT cusparseStatus_t cusparseCsr2cscEx2_bufferSize(cusparseHandle_t h, int m, int n, int nnz,
    const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd,
    cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg,
    size_t *bufferSize) {
  (void)csrVal, (void)csrRowPtr, (void)csrColInd, (void)cscVal, (void)cscColPtr, (void)cscRowInd, (void)alg;
  (void)copyValues, (void)idxBase;
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(m >= 0 && n >= 0 && nnz >= 0 && bufferSize && sp_vsize(valType));
  *bufferSize = 8;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t h, int m, int n, int nnz, const void *csrVal,
    const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType,
    cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer) {
  (void)alg, (void)buffer;
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(m >= 0 && n >= 0 && nnz >= 0 && sp_vsize(valType) && csrRowPtr && cscColPtr);
  SP_REQUIRE(nnz == 0 || (csrColInd && cscRowInd && (copyValues == CUSPARSE_ACTION_SYMBOLIC || (csrVal && cscVal))));
  t2 t = {m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, sp_vsize(valType),
          copyValues == CUSPARSE_ACTION_NUMERIC, idxBase};
  return sp_run(h, run_csr2csc, &t, sizeof t);
}
