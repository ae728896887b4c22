/* cucc: cuSPARSE's generic-API descriptors: sparse matrices (CSR, CSC,
 * COO), dense vectors and matrices, their getters and setters. */
#include <stdlib.h>
#include "cusparse_internal.h"

static int index_ok(cusparseIndexType_t t) { return t == CUSPARSE_INDEX_32I || t == CUSPARSE_INDEX_64I; }

static cusparseStatus_t new_sp(cusparseSpMatDescr_t *d, cusparseFormat_t fmt, int64_t rows, int64_t cols,
                               int64_t nnz, void *p0, void *p1, void *vals, cusparseIndexType_t t0,
                               cusparseIndexType_t t1, cusparseIndexBase_t base, cudaDataType vt) {
  SP_REQUIRE(d && rows >= 0 && cols >= 0 && nnz >= 0 && index_ok(t0) && index_ok(t1) && sp_vsize(vt));
  SP_REQUIRE(base == CUSPARSE_INDEX_BASE_ZERO || base == CUSPARSE_INDEX_BASE_ONE);
  struct cusparseSpMatDescr *m = calloc(1, sizeof *m);
  if (!m)
    return CUSPARSE_STATUS_ALLOC_FAILED;
  *m = (struct cusparseSpMatDescr){fmt, rows, cols, nnz, p0, p1, vals, t0, t1, base, vt,
                                   CUSPARSE_FILL_MODE_LOWER, CUSPARSE_DIAG_TYPE_NON_UNIT};
  *d = m;
  return CUSPARSE_STATUS_SUCCESS;
}

LIBS_EXPORT cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
    void *rp, void *ci, void *v, cusparseIndexType_t rt, cusparseIndexType_t ct, cusparseIndexBase_t b,
    cudaDataType vt) {
  return new_sp(d, CUSPARSE_FORMAT_CSR, rows, cols, nnz, rp, ci, v, rt, ct, b, vt);
}
LIBS_EXPORT cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t *d, int64_t rows, int64_t cols,
    int64_t nnz, const void *rp, const void *ci, const void *v, cusparseIndexType_t rt, cusparseIndexType_t ct,
    cusparseIndexBase_t b, cudaDataType vt) {
  return new_sp((cusparseSpMatDescr_t *)d, CUSPARSE_FORMAT_CSR, rows, cols, nnz, (void *)rp, (void *)ci, (void *)v,
                rt, ct, b, vt);
}
LIBS_EXPORT cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
    void *cp, void *ri, void *v, cusparseIndexType_t ct, cusparseIndexType_t rt, cusparseIndexBase_t b,
    cudaDataType vt) {
  return new_sp(d, CUSPARSE_FORMAT_CSC, rows, cols, nnz, cp, ri, v, ct, rt, b, vt);
}
LIBS_EXPORT cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
    void *r, void *c, void *v, cusparseIndexType_t t, cusparseIndexBase_t b, cudaDataType vt) {
  return new_sp(d, CUSPARSE_FORMAT_COO, rows, cols, nnz, r, c, v, t, t, b, vt);
}
LIBS_EXPORT cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t d) {
  free((void *)d);
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t d, int64_t *rows, int64_t *cols,
                                                  int64_t *nnz) {
  SP_REQUIRE(d && rows && cols && nnz);
  *rows = d->rows;
  *cols = d->cols;
  *nnz = d->nnz;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t d, cusparseFormat_t *f) {
  SP_REQUIRE(d && f);
  *f = d->fmt;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t d, cusparseIndexBase_t *b) {
  SP_REQUIRE(d && b);
  *b = d->base;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t d, void **v) {
  SP_REQUIRE(d && v);
  *v = d->vals;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t d, void *v) {
  SP_REQUIRE(d);
  d->vals = v;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t d, cusparseSpMatAttribute_t a, void *data,
                                                       size_t size) {
  SP_REQUIRE(d && data && size == sizeof(int));
  if (a == CUSPARSE_SPMAT_FILL_MODE) d->fill = *(cusparseFillMode_t *)data;
  else if (a == CUSPARSE_SPMAT_DIAG_TYPE) d->diag = *(cusparseDiagType_t *)data;
  else return CUSPARSE_STATUS_INVALID_VALUE;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t d, cusparseSpMatAttribute_t a,
                                                       void *data, size_t size) {
  SP_REQUIRE(d && data && size == sizeof(int));
  if (a == CUSPARSE_SPMAT_FILL_MODE) *(cusparseFillMode_t *)data = d->fill;
  else if (a == CUSPARSE_SPMAT_DIAG_TYPE) *(cusparseDiagType_t *)data = d->diag;
  else return CUSPARSE_STATUS_INVALID_VALUE;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz,
    void **rp, void **ci, void **v, cusparseIndexType_t *rt, cusparseIndexType_t *ct, cusparseIndexBase_t *b,
    cudaDataType *vt) {
  SP_REQUIRE(d && d->fmt == CUSPARSE_FORMAT_CSR && rows && cols && nnz && rp && ci && v && rt && ct && b && vt);
  *rows = d->rows; *cols = d->cols; *nnz = d->nnz; *rp = d->p0; *ci = d->p1; *v = d->vals;
  *rt = d->t0; *ct = d->t1; *b = d->base; *vt = d->vtype;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t d, void *rp, void *ci, void *v) {
  SP_REQUIRE(d && d->fmt == CUSPARSE_FORMAT_CSR && rp);
  d->p0 = rp; d->p1 = ci; d->vals = v;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseCooGet(cusparseSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz,
    void **r, void **c, void **v, cusparseIndexType_t *t, cusparseIndexBase_t *b, cudaDataType *vt) {
  SP_REQUIRE(d && d->fmt == CUSPARSE_FORMAT_COO && rows && cols && nnz && r && c && v && t && b && vt);
  *rows = d->rows; *cols = d->cols; *nnz = d->nnz; *r = d->p0; *c = d->p1; *v = d->vals;
  *t = d->t0; *b = d->base; *vt = d->vtype;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t d, void *r, void *c, void *v) {
  SP_REQUIRE(d && d->fmt == CUSPARSE_FORMAT_COO);
  d->p0 = r; d->p1 = c; d->vals = v;
  return CUSPARSE_STATUS_SUCCESS;
}

LIBS_EXPORT cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *d, int64_t size, void *v, cudaDataType vt) {
  SP_REQUIRE(d && size >= 0 && sp_vsize(vt));
  struct cusparseDnVecDescr *x = malloc(sizeof *x);
  if (!x)
    return CUSPARSE_STATUS_ALLOC_FAILED;
  *x = (struct cusparseDnVecDescr){size, v, vt};
  *d = x;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *d, int64_t size, const void *v,
                                                      cudaDataType vt) {
  return cusparseCreateDnVec((cusparseDnVecDescr_t *)d, size, (void *)v, vt);
}
LIBS_EXPORT cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t d) {
  free((void *)d);
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t d, int64_t *size, void **v, cudaDataType *vt) {
  SP_REQUIRE(d && size && v && vt);
  *size = d->size; *v = d->values; *vt = d->vtype;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t d, void **v) {
  SP_REQUIRE(d && v);
  *v = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t d, void *v) {
  SP_REQUIRE(d);
  d->values = v;
  return CUSPARSE_STATUS_SUCCESS;
}

LIBS_EXPORT cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *d, int64_t rows, int64_t cols, int64_t ld,
                                                 void *v, cudaDataType vt, cusparseOrder_t order) {
  SP_REQUIRE(d && rows >= 0 && cols >= 0 && sp_vsize(vt));
  SP_REQUIRE((order == CUSPARSE_ORDER_COL && ld >= (rows > 1 ? rows : 1)) ||
             (order == CUSPARSE_ORDER_ROW && ld >= (cols > 1 ? cols : 1)));
  struct cusparseDnMatDescr *m = malloc(sizeof *m);
  if (!m)
    return CUSPARSE_STATUS_ALLOC_FAILED;
  *m = (struct cusparseDnMatDescr){rows, cols, ld, v, vt, order};
  *d = m;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *d, int64_t rows, int64_t cols,
                                                      int64_t ld, const void *v, cudaDataType vt,
                                                      cusparseOrder_t order) {
  return cusparseCreateDnMat((cusparseDnMatDescr_t *)d, rows, cols, ld, (void *)v, vt, order);
}
LIBS_EXPORT cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t d) {
  free((void *)d);
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *ld,
                                              void **v, cudaDataType *vt, cusparseOrder_t *order) {
  SP_REQUIRE(d && rows && cols && ld && v && vt && order);
  *rows = d->rows; *cols = d->cols; *ld = d->ld; *v = d->values; *vt = d->vtype; *order = d->order;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t d, void **v) {
  SP_REQUIRE(d && v);
  *v = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t d, void *v) {
  SP_REQUIRE(d);
  d->values = v;
  return CUSPARSE_STATUS_SUCCESS;
}
