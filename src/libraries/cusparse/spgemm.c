/* cucc: cuSPARSE's SpGEMM (C = alpha op(A) op(B), CSR, non-transposed):
 * workEstimation checks and asks for token buffers; compute forms the
 * product (Gustavson: one row at a time, a dense accumulator and a list of
 * the columns touched, columns sorted) into the descriptor and sets C's
 * size; copy writes it into C's arrays with C's index types and base. */
#include <complex.h>
#include <stdlib.h>
#include <string.h>
#include "cusparse_internal.h"

struct cusparseSpGEMMDescr {
  int64_t rows, cols, nnz;
  int64_t *rp, *ci;
  double complex *val; /* any value type, widened */
};

LIBS_EXPORT cusparseStatus_t cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *d) {
  SP_REQUIRE(d);
  *d = calloc(1, sizeof **d);
  return *d ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}
static void drop(cusparseSpGEMMDescr_t d) {
  free(d->rp);
  free(d->ci);
  free(d->val);
  d->rp = d->ci = NULL;
  d->val = NULL;
}
LIBS_EXPORT cusparseStatus_t cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t d) {
  if (d) drop(d);
  free(d);
  return CUSPARSE_STATUS_SUCCESS;
}

static double complex load(cudaDataType t, const void *v, int64_t k) {
  switch (t) {
  case CUDA_R_32F: return ((const float *)v)[k];
  case CUDA_R_64F: return ((const double *)v)[k];
  case CUDA_C_32F: return ((const float complex *)v)[k];
  default: return ((const double complex *)v)[k];
  }
}
static void save(cudaDataType t, void *v, int64_t k, double complex x) {
  switch (t) {
  case CUDA_R_32F: ((float *)v)[k] = (float)creal(x); break;
  case CUDA_R_64F: ((double *)v)[k] = creal(x); break;
  case CUDA_C_32F: ((float complex *)v)[k] = (float complex)x; break;
  default: ((double complex *)v)[k] = x; break;
  }
}
static void put_ix(void *p, cusparseIndexType_t t, int64_t i, int64_t v) {
  if (t == CUSPARSE_INDEX_64I) ((int64_t *)p)[i] = v;
  else ((int32_t *)p)[i] = (int32_t)v;
}
static int cmp64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

static cusparseStatus_t check(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                              const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstSpMatDescr_t B,
                              cusparseSpMatDescr_t C, cudaDataType ct, cusparseSpGEMMDescr_t d) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(alpha && A && B && C && d);
  if (opA != CUSPARSE_OPERATION_NON_TRANSPOSE || opB != CUSPARSE_OPERATION_NON_TRANSPOSE)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  if (A->fmt != CUSPARSE_FORMAT_CSR || B->fmt != CUSPARSE_FORMAT_CSR || C->fmt != CUSPARSE_FORMAT_CSR)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  SP_REQUIRE(A->vtype == B->vtype && A->vtype == C->vtype && ct == A->vtype);
  SP_REQUIRE(A->cols == B->rows && C->rows == A->rows && C->cols == B->cols);
  return CUSPARSE_STATUS_SUCCESS;
}

LIBS_EXPORT cusparseStatus_t cusparseSpGEMM_workEstimation(cusparseHandle_t h, cusparseOperation_t opA,
    cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstSpMatDescr_t B,
    const void *beta, cusparseSpMatDescr_t C, cudaDataType ct, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d,
    size_t *size1, void *buf1) {
  (void)beta, (void)alg, (void)buf1;
  cusparseStatus_t st = check(h, opA, opB, alpha, A, B, C, ct, d);
  if (st) return st;
  SP_REQUIRE(size1);
  if (!buf1) *size1 = 8;
  return CUSPARSE_STATUS_SUCCESS;
}

typedef struct {
  struct cusparseSpMatDescr A, B;
  cusparseSpGEMMDescr_t d;
  double complex alpha;
  int ok;
} gemm_job;

static void run_product(void *v) {
  gemm_job *j = v;
  const struct cusparseSpMatDescr *A = &j->A, *B = &j->B;
  cusparseSpGEMMDescr_t d = j->d;
  drop(d);
  int64_t n = B->cols, cap = 16, nnz = 0;
  double complex *acc = calloc((size_t)(n ? n : 1), sizeof *acc);
  char *seen = calloc((size_t)(n ? n : 1), 1);
  int64_t *cols = malloc(sizeof(int64_t) * (size_t)(n ? n : 1));
  d->rp = malloc(sizeof(int64_t) * (size_t)(A->rows + 1));
  d->ci = malloc(sizeof(int64_t) * (size_t)cap);
  d->val = malloc(sizeof(double complex) * (size_t)cap);
  if (!acc || !seen || !cols || !d->rp || !d->ci || !d->val)
    goto out;
  int64_t ba = A->base, bb = B->base;
  d->rp[0] = 0;
  for (int64_t r = 0; r < A->rows; r++) {
    int64_t nc = 0;
    for (int64_t k = sp_ix(A->p0, A->t0, r) - ba; k < sp_ix(A->p0, A->t0, r + 1) - ba; k++) {
      int64_t i = sp_ix(A->p1, A->t1, k) - ba;
      double complex av = load(A->vtype, A->vals, k);
      for (int64_t l = sp_ix(B->p0, B->t0, i) - bb; l < sp_ix(B->p0, B->t0, i + 1) - bb; l++) {
        int64_t c = sp_ix(B->p1, B->t1, l) - bb;
        if (!seen[c]) { seen[c] = 1; cols[nc++] = c; acc[c] = 0; }
        acc[c] += av * load(B->vtype, B->vals, l);
      }
    }
    qsort(cols, (size_t)nc, sizeof *cols, cmp64);
    if (nnz + nc > cap) {
      while (nnz + nc > cap) cap *= 2;
      int64_t *ci = realloc(d->ci, sizeof(int64_t) * (size_t)cap);
      if (ci) d->ci = ci;
      double complex *val = realloc(d->val, sizeof(double complex) * (size_t)cap);
      if (val) d->val = val;
      if (!ci || !val) goto out;
    }
    for (int64_t t = 0; t < nc; t++) {
      d->ci[nnz] = cols[t];
      d->val[nnz++] = j->alpha * acc[cols[t]];
      seen[cols[t]] = 0;
    }
    d->rp[r + 1] = nnz;
  }
  d->rows = A->rows;
  d->cols = n;
  d->nnz = nnz;
  j->ok = 1;
out:
  free(acc);
  free(seen);
  free(cols);
}

LIBS_EXPORT cusparseStatus_t cusparseSpGEMM_compute(cusparseHandle_t h, cusparseOperation_t opA,
    cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstSpMatDescr_t B,
    const void *beta, cusparseSpMatDescr_t C, cudaDataType ct, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d,
    size_t *size2, void *buf2) {
  (void)beta, (void)alg;
  cusparseStatus_t st = check(h, opA, opB, alpha, A, B, C, ct, d);
  if (st) return st;
  SP_REQUIRE(size2);
  if (!buf2) {
    *size2 = 8;
    return CUSPARSE_STATUS_SUCCESS;
  }
  /* the product's size is needed on the host at once: run and wait */
  cudaStreamSynchronize(h->stream);
  gemm_job j = {*A, *B, d, 0, 0};
  const void *ap = alpha; /* the pointer mode decides where alpha is: both are host memory here */
  j.alpha = load(ct, ap, 0);
  run_product(&j);
  if (!j.ok) return CUSPARSE_STATUS_ALLOC_FAILED;
  C->nnz = d->nnz;
  return CUSPARSE_STATUS_SUCCESS;
}

LIBS_EXPORT cusparseStatus_t cusparseSpGEMM_copy(cusparseHandle_t h, cusparseOperation_t opA,
    cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstSpMatDescr_t B,
    const void *beta, cusparseSpMatDescr_t C, cudaDataType ct, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t d) {
  (void)beta, (void)alg;
  cusparseStatus_t st = check(h, opA, opB, alpha, A, B, C, ct, d);
  if (st) return st;
  SP_REQUIRE(d->rp && C->p0 && (d->nnz == 0 || (C->p1 && C->vals)));
  for (int64_t r = 0; r <= d->rows; r++) put_ix(C->p0, C->t0, r, d->rp[r] + C->base);
  for (int64_t k = 0; k < d->nnz; k++) {
    put_ix(C->p1, C->t1, k, d->ci[k] + C->base);
    save(C->vtype, C->vals, k, d->val[k]);
  }
  C->nnz = d->nnz;
  return CUSPARSE_STATUS_SUCCESS;
}
