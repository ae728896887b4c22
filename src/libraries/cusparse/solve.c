/* cucc: cuSPARSE's incomplete LU without fill-in (csrilu02, legacy API,
 * sorted CSR: the factors overwrite the values, L unit lower, U upper) and
 * sparse triangular solves (SpSV, CSR; op(A) = A or A^T; the fill mode and
 * diagonal type from cusparseSpMatSetAttribute). */
#include <complex.h>
#include <stdlib.h>
#include <string.h>
#include "cusparse_internal.h"

struct csrilu02Info { int zero_pivot; };
struct cusparseSpSVDescr { int analysed; };

LIBS_EXPORT cusparseStatus_t cusparseCreateCsrilu02Info(csrilu02Info_t *info) {
  SP_REQUIRE(info);
  *info = calloc(1, sizeof **info);
  if (!*info) return CUSPARSE_STATUS_ALLOC_FAILED;
  (*info)->zero_pivot = -1;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseDestroyCsrilu02Info(csrilu02Info_t info) {
  free(info);
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t h, csrilu02Info_t info, int *pos) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(info && pos);
  cudaStreamSynchronize(h->stream);
  *pos = info->zero_pivot;
  return info->zero_pivot < 0 ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ZERO_PIVOT;
}

typedef float complex fcx;
typedef double complex dcx;
typedef struct { int m, base; void *val; const int *rp, *ci; csrilu02Info_t info; } ilu_args;

/* row i: for each k < i in the row, a_ik /= a_kk, then a_ij -= a_ik a_kj for
 * the j > k present in both rows */
#define ILU(P, T, E)                                                                         \
  static void run_##P##ilu(void *v) {                                                        \
    ilu_args *a = v;                                                                         \
    E *val = a->val;                                                                         \
    int b = a->base;                                                                         \
    int *pos = malloc(sizeof(int) * (size_t)(a->m ? a->m : 1)), *diag = malloc(sizeof(int) * (size_t)(a->m ? a->m : 1)); \
    if (!pos || !diag) { free(pos); free(diag); return; }                                    \
    for (int i = 0; i < a->m; i++) pos[i] = -1;                                              \
    a->info->zero_pivot = -1;                                                                \
    for (int i = 0; i < a->m; i++) {                                                         \
      int lo = a->rp[i] - b, hi = a->rp[i + 1] - b;                                          \
      diag[i] = -1;                                                                          \
      for (int p = lo; p < hi; p++) { pos[a->ci[p] - b] = p; if (a->ci[p] - b == i) diag[i] = p; } \
      for (int p = lo; p < hi && a->ci[p] - b < i; p++) {                                    \
        int k = a->ci[p] - b;                                                                \
        if (diag[k] < 0 || val[diag[k]] == (E)0) continue;                                   \
        val[p] /= val[diag[k]];                                                              \
        for (int q = diag[k] + 1; q < a->rp[k + 1] - b; q++) {                               \
          int j = a->ci[q] - b;                                                              \
          if (pos[j] >= 0) val[pos[j]] -= val[p] * val[q];                                   \
        }                                                                                    \
      }                                                                                      \
      if ((diag[i] < 0 || val[diag[i]] == (E)0) && a->info->zero_pivot < 0) a->info->zero_pivot = i + b; \
      for (int p = lo; p < hi; p++) pos[a->ci[p] - b] = -1;                                  \
    }                                                                                        \
    free(pos);                                                                               \
    free(diag);                                                                              \
  }                                                                                          \
  LIBS_EXPORT cusparseStatus_t cusparse##P##csrilu02_bufferSize(cusparseHandle_t h, int m, int nnz, \
      const cusparseMatDescr_t d, T *val, const int *rp, const int *ci, csrilu02Info_t info, int *size) { \
    (void)val, (void)rp, (void)ci;                                                           \
    SP_CHECK_HANDLE(h);                                                                      \
    SP_REQUIRE(m >= 0 && nnz >= 0 && d && info && size);                                    \
    *size = 8;                                                                               \
    return CUSPARSE_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  LIBS_EXPORT cusparseStatus_t cusparse##P##csrilu02_analysis(cusparseHandle_t h, int m, int nnz, \
      const cusparseMatDescr_t d, const T *val, const int *rp, const int *ci, csrilu02Info_t info, \
      cusparseSolvePolicy_t policy, void *buf) {                                             \
    (void)val, (void)rp, (void)ci, (void)policy, (void)buf;                                  \
    SP_CHECK_HANDLE(h);                                                                      \
    SP_REQUIRE(m >= 0 && nnz >= 0 && d && info);                                            \
    return CUSPARSE_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  LIBS_EXPORT cusparseStatus_t cusparse##P##csrilu02(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d, \
      T *val, const int *rp, const int *ci, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *buf) { \
    (void)policy, (void)buf;                                                                 \
    SP_CHECK_HANDLE(h);                                                                      \
    SP_REQUIRE(m >= 0 && nnz >= 0 && d && info && rp && (nnz == 0 || (val && ci)));         \
    if (d->type != CUSPARSE_MATRIX_TYPE_GENERAL) return CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED; \
    ilu_args a = {m, d->base, val, rp, ci, info};                                            \
    return sp_run(h, run_##P##ilu, &a, sizeof a);                                            \
  }
ILU(S, float, float)
ILU(D, double, double)
ILU(C, cuComplex, fcx)
ILU(Z, cuDoubleComplex, dcx)

LIBS_EXPORT cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t *d) {
  SP_REQUIRE(d);
  *d = calloc(1, sizeof **d);
  return *d ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}
LIBS_EXPORT cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t d) {
  free(d);
  return CUSPARSE_STATUS_SUCCESS;
}

typedef struct {
  int dev;
  const void *alpha_p;
  dcx alpha_v;
  int op;
  struct cusparseSpMatDescr A;
  struct cusparseDnVecDescr x, y;
} sv_args;

/* y = alpha op(A)^-1 x, A triangular (its fill mode's triangle, the other
 * entries ignored). Rows in order (forward) or backward; A^T: the same
 * columns as rows, applied with a scatter */
#define SPSV(E, CONJ)                                                                        \
  static void spsv_##E(sv_args *a) {                                                         \
    const struct cusparseSpMatDescr *A = &a->A;                                              \
    E al = *(const E *)(a->dev ? a->alpha_p : (const void *)&a->alpha_v);                    \
    const E *val = A->vals, *x = a->x.values;                                                \
    E *y = a->y.values;                                                                      \
    int64_t n = A->rows, b = A->base;                                                        \
    int lower = A->fill == CUSPARSE_FILL_MODE_LOWER, unit = A->diag == CUSPARSE_DIAG_TYPE_UNIT; \
    int tr = a->op != CUSPARSE_OPERATION_NON_TRANSPOSE, cj = a->op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE; \
    for (int64_t i = 0; i < n; i++) y[i] = al * x[i];                                        \
    int fwd = lower != tr; /* L x = b and U^T x = b go forward */                            \
    if (!tr) {                                                                               \
      for (int64_t s = 0; s < n; s++) {                                                      \
        int64_t i = fwd ? s : n - 1 - s;                                                     \
        E d = 1, acc = y[i];                                                                 \
        for (int64_t k = sp_ix(A->p0, A->t0, i) - b; k < sp_ix(A->p0, A->t0, i + 1) - b; k++) { \
          int64_t j = sp_ix(A->p1, A->t1, k) - b;                                            \
          if (j == i) { if (!unit) d = val[k]; }                                             \
          else if ((j < i) == lower) acc -= val[k] * y[j];                                   \
        }                                                                                    \
        y[i] = acc / d;                                                                      \
      }                                                                                      \
      return;                                                                                \
    }                                                                                        \
    for (int64_t s = 0; s < n; s++) { /* column i of op(A) is row i of A */                 \
      int64_t i = fwd ? s : n - 1 - s;                                                       \
      E d = 1;                                                                               \
      int64_t lo = sp_ix(A->p0, A->t0, i) - b, hi = sp_ix(A->p0, A->t0, i + 1) - b;          \
      if (!unit)                                                                             \
        for (int64_t k = lo; k < hi; k++)                                                    \
          if (sp_ix(A->p1, A->t1, k) - b == i) d = cj ? CONJ(val[k]) : val[k];               \
      y[i] /= d;                                                                             \
      for (int64_t k = lo; k < hi; k++) {                                                    \
        int64_t j = sp_ix(A->p1, A->t1, k) - b;                                              \
        if (j != i && (j < i) == lower) y[j] -= (cj ? CONJ(val[k]) : val[k]) * y[i];         \
      }                                                                                      \
    }                                                                                        \
  }
#define NOCONJ(x) (x)
SPSV(float, NOCONJ)
SPSV(double, NOCONJ)
SPSV(fcx, conjf)
SPSV(dcx, conj)

static void run_spsv(void *p) {
  sv_args *a = p;
  switch (a->A.vtype) {
  case CUDA_R_32F: spsv_float(a); break;
  case CUDA_R_64F: spsv_double(a); break;
  case CUDA_C_32F: spsv_fcx(a); break;
  default: spsv_dcx(a); break;
  }
}

static cusparseStatus_t sv_check(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                 cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x,
                                 cusparseConstDnVecDescr_t y, cudaDataType ct, cusparseSpSVDescr_t d) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(alpha && A && x && y && d && op >= 0 && op <= 2);
  if (A->fmt != CUSPARSE_FORMAT_CSR) return CUSPARSE_STATUS_NOT_SUPPORTED;
  SP_REQUIRE(A->rows == A->cols && x->size == A->rows && y->size == A->rows);
  SP_REQUIRE(A->vtype == x->vtype && A->vtype == y->vtype && ct == A->vtype);
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
    cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, cusparseDnVecDescr_t y, cudaDataType ct,
    cusparseSpSVAlg_t alg, cusparseSpSVDescr_t d, size_t *size) {
  (void)alg;
  cusparseStatus_t st = sv_check(h, op, alpha, A, x, y, ct, d);
  if (st) return st;
  SP_REQUIRE(size);
  *size = 8;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
    cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, cusparseDnVecDescr_t y, cudaDataType ct,
    cusparseSpSVAlg_t alg, cusparseSpSVDescr_t d, void *buf) {
  (void)alg, (void)buf;
  cusparseStatus_t st = sv_check(h, op, alpha, A, x, y, ct, d);
  if (!st) d->analysed = 1;
  return st;
}
LIBS_EXPORT cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
    cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, cusparseDnVecDescr_t y, cudaDataType ct,
    cusparseSpSVAlg_t alg, cusparseSpSVDescr_t d) {
  (void)alg;
  cusparseStatus_t st = sv_check(h, op, alpha, A, x, y, ct, d);
  if (st) return st;
  SP_REQUIRE(d->analysed);
  sv_args a;
  memset(&a, 0, sizeof a);
  a.dev = h->pmode == CUSPARSE_POINTER_MODE_DEVICE;
  a.alpha_p = alpha;
  if (!a.dev) memcpy(&a.alpha_v, alpha, (size_t)sp_vsize(ct));
  a.op = op; a.A = *A; a.x = *x; a.y = *y;
  return sp_run(h, run_spsv, &a, sizeof a);
}
