/* cucc: cuSPARSE's generic operations on the CPU: SpMV and SpMM over CSR,
 * CSC and COO (any op(A); dense matrices in either order), and SpGEMM
 * (CSR x CSR, Gustavson's row-by-row product with a dense accumulator),
 * with their buffer-size queries (a token buffer: the CPU needs none). */
#include <complex.h>
#include <stdlib.h>
#include <string.h>
#include "cusparse_internal.h"

typedef struct {
  int dev;
  const void *alpha_p, *beta_p;
  double complex alpha_v, beta_v; /* room for any value type */
} scalars;

static void sc_init(scalars *s, cusparseHandle_t h, const void *alpha, const void *beta, cudaDataType t) {
  memset(s, 0, sizeof *s);
  s->dev = h->pmode == CUSPARSE_POINTER_MODE_DEVICE;
  s->alpha_p = alpha;
  s->beta_p = beta;
  if (!s->dev) {
    memcpy(&s->alpha_v, alpha, (size_t)sp_vsize(t));
    memcpy(&s->beta_v, beta, (size_t)sp_vsize(t));
  }
}
#define SC_A(s, E) (*(const E *)((s)->dev ? (s)->alpha_p : (const void *)&(s)->alpha_v))
#define SC_B(s, E) (*(const E *)((s)->dev ? (s)->beta_p : (const void *)&(s)->beta_v))

static int conj_op(cusparseOperation_t o) { return o == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE; }

typedef struct {
  scalars s;
  int opA, opB;
  struct cusparseSpMatDescr A;
  struct cusparseDnVecDescr x, y;
  struct cusparseDnMatDescr B, C;
} opargs;

/* calls BODY(r, c, k) for every stored entry k of A at row r, column c */
#define FOR_ENTRIES(A, ...)                                                                  \
  do {                                                                                       \
    const struct cusparseSpMatDescr *m_ = (A);                                               \
    int64_t b_ = m_->base;                                                                   \
    if (m_->fmt == CUSPARSE_FORMAT_COO) {                                                    \
      for (int64_t k = 0; k < m_->nnz; k++) {                                                \
        int64_t r = sp_ix(m_->p0, m_->t0, k) - b_, c = sp_ix(m_->p1, m_->t1, k) - b_;       \
        __VA_ARGS__;                                                                             \
      }                                                                                      \
    } else {                                                                                 \
      int csr_ = m_->fmt == CUSPARSE_FORMAT_CSR;                                             \
      int64_t outer_ = csr_ ? m_->rows : m_->cols;                                           \
      for (int64_t o_ = 0; o_ < outer_; o_++)                                                \
        for (int64_t k = sp_ix(m_->p0, m_->t0, o_) - b_; k < sp_ix(m_->p0, m_->t0, o_ + 1) - b_; k++) { \
          int64_t i_ = sp_ix(m_->p1, m_->t1, k) - b_;                                        \
          int64_t r = csr_ ? o_ : i_, c = csr_ ? i_ : o_;                                    \
          __VA_ARGS__;                                                                           \
        }                                                                                    \
    }                                                                                        \
  } while (0)

#define CONJ_float(x) (x)
#define CONJ_double(x) (x)
#define CONJ_fcx(x) conjf(x)
#define CONJ_dcx(x) conj(x)
typedef float complex fcx;
typedef double complex dcx;

#define SPMV(E)                                                                              \
  static void spmv_##E(opargs *a) {                                                          \
    E al = SC_A(&a->s, E), be = SC_B(&a->s, E);                                              \
    const E *v = a->A.vals, *x = a->x.values;                                                \
    E *y = a->y.values;                                                                      \
    int64_t ny = a->opA == CUSPARSE_OPERATION_NON_TRANSPOSE ? a->A.rows : a->A.cols;         \
    for (int64_t i = 0; i < ny; i++) y[i] = be == (E)0 ? (E)0 : be * y[i];                   \
    if (a->A.fmt == CUSPARSE_FORMAT_CSR && a->opA == CUSPARSE_OPERATION_NON_TRANSPOSE) {     \
      int64_t b = a->A.base;                                                                 \
      for (int64_t r = 0; r < a->A.rows; r++) {                                              \
        E acc = 0;                                                                           \
        for (int64_t k = sp_ix(a->A.p0, a->A.t0, r) - b; k < sp_ix(a->A.p0, a->A.t0, r + 1) - b; k++) \
          acc += v[k] * x[sp_ix(a->A.p1, a->A.t1, k) - b];                                  \
        y[r] += al * acc;                                                                    \
      }                                                                                      \
      return;                                                                                \
    }                                                                                        \
    int t = a->opA != CUSPARSE_OPERATION_NON_TRANSPOSE, cj = conj_op(a->opA);                \
    FOR_ENTRIES(&a->A, {                                                                     \
      E val = cj ? CONJ_##E(v[k]) : v[k];                                                    \
      if (t) y[c] += al * val * x[r];                                                        \
      else y[r] += al * val * x[c];                                                          \
    });                                                                                      \
  }
SPMV(float)
SPMV(double)
SPMV(fcx)
SPMV(dcx)

static void run_spmv(void *p) {
  opargs *a = p;
  switch (a->A.vtype) {
  case CUDA_R_32F: spmv_float(a); break;
  case CUDA_R_64F: spmv_double(a); break;
  case CUDA_C_32F: spmv_fcx(a); break;
  default: spmv_dcx(a); break;
  }
}

static cusparseStatus_t spmv_check(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                   cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, const void *beta,
                                   cusparseConstDnVecDescr_t y, cudaDataType ct) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(alpha && beta && A && x && y && op >= 0 && op <= 2);
  SP_REQUIRE(A->vtype == x->vtype && A->vtype == y->vtype && ct == A->vtype);
  int t = op != CUSPARSE_OPERATION_NON_TRANSPOSE;
  SP_REQUIRE(x->size == (t ? A->rows : A->cols) && y->size == (t ? A->cols : A->rows));
  return CUSPARSE_STATUS_SUCCESS;
}

LIBS_EXPORT cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
    cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, const void *beta, cusparseDnVecDescr_t y,
    cudaDataType ct, cusparseSpMVAlg_t alg, size_t *size) {
  (void)alg;
  cusparseStatus_t st = spmv_check(h, op, alpha, A, x, beta, y, ct);
  if (st) return st;
  SP_REQUIRE(size);
  *size = 8;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
    cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, const void *beta, cusparseDnVecDescr_t y,
    cudaDataType ct, cusparseSpMVAlg_t alg, void *buf) {
  (void)alg, (void)buf;
  return spmv_check(h, op, alpha, A, x, beta, y, ct);
}
LIBS_EXPORT cusparseStatus_t cusparseSpMV(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
    cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, const void *beta, cusparseDnVecDescr_t y,
    cudaDataType ct, cusparseSpMVAlg_t alg, void *buf) {
  (void)alg, (void)buf;
  cusparseStatus_t st = spmv_check(h, op, alpha, A, x, beta, y, ct);
  if (st) return st;
  opargs a;
  memset(&a, 0, sizeof a);
  sc_init(&a.s, h, alpha, beta, ct);
  a.opA = op; a.A = *A; a.x = *x; a.y = *y;
  return sp_run(h, run_spmv, &a, sizeof a);
}

/* ---- SpMM: C = alpha op(A) op(B) + beta C ---- */
static int64_t dn_at(const struct cusparseDnMatDescr *m, int64_t i, int64_t j) {
  return m->order == CUSPARSE_ORDER_COL ? i + j * m->ld : i * m->ld + j;
}
#define SPMM(E)                                                                              \
  static void spmm_##E(opargs *a) {                                                          \
    E al = SC_A(&a->s, E), be = SC_B(&a->s, E);                                              \
    const E *v = a->A.vals, *B = a->B.values;                                                \
    E *C = a->C.values;                                                                      \
    int64_t n = a->C.cols;                                                                   \
    for (int64_t j = 0; j < n; j++)                                                          \
      for (int64_t i = 0; i < a->C.rows; i++) {                                              \
        E *c = &C[dn_at(&a->C, i, j)];                                                       \
        *c = be == (E)0 ? (E)0 : be * *c;                                                    \
      }                                                                                      \
    int ta = a->opA != CUSPARSE_OPERATION_NON_TRANSPOSE, ca = conj_op(a->opA);               \
    int tb = a->opB != CUSPARSE_OPERATION_NON_TRANSPOSE, cb = conj_op(a->opB);               \
    FOR_ENTRIES(&a->A, {                                                                     \
      E val = al * (ca ? CONJ_##E(v[k]) : v[k]);                                             \
      int64_t ro = ta ? c : r, inner = ta ? r : c;                                           \
      for (int64_t j = 0; j < n; j++) {                                                      \
        E bv = tb ? B[dn_at(&a->B, j, inner)] : B[dn_at(&a->B, inner, j)];                   \
        C[dn_at(&a->C, ro, j)] += val * (cb ? CONJ_##E(bv) : bv);                            \
      }                                                                                      \
    });                                                                                      \
  }
SPMM(float)
SPMM(double)
SPMM(fcx)
SPMM(dcx)

static void run_spmm(void *p) {
  opargs *a = p;
  switch (a->A.vtype) {
  case CUDA_R_32F: spmm_float(a); break;
  case CUDA_R_64F: spmm_double(a); break;
  case CUDA_C_32F: spmm_fcx(a); break;
  default: spmm_dcx(a); break;
  }
}

static cusparseStatus_t spmm_check(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                                   const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
                                   const void *beta, cusparseConstDnMatDescr_t C, cudaDataType ct) {
  SP_CHECK_HANDLE(h);
  SP_REQUIRE(alpha && beta && A && B && C && opA >= 0 && opA <= 2 && opB >= 0 && opB <= 2);
  SP_REQUIRE(A->vtype == B->vtype && A->vtype == C->vtype && ct == A->vtype);
  int64_t m = opA ? A->cols : A->rows, k = opA ? A->rows : A->cols;
  int64_t bk = opB ? B->cols : B->rows, bn = opB ? B->rows : B->cols;
  SP_REQUIRE(C->rows == m && bk == k && C->cols == bn);
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t h, cusparseOperation_t opA,
    cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
    const void *beta, cusparseDnMatDescr_t C, cudaDataType ct, cusparseSpMMAlg_t alg, size_t *size) {
  (void)alg;
  cusparseStatus_t st = spmm_check(h, opA, opB, alpha, A, B, beta, C, ct);
  if (st) return st;
  SP_REQUIRE(size);
  *size = 8;
  return CUSPARSE_STATUS_SUCCESS;
}
LIBS_EXPORT cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t h, cusparseOperation_t opA,
    cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
    const void *beta, cusparseDnMatDescr_t C, cudaDataType ct, cusparseSpMMAlg_t alg, void *buf) {
  (void)alg, (void)buf;
  return spmm_check(h, opA, opB, alpha, A, B, beta, C, ct);
}
LIBS_EXPORT cusparseStatus_t cusparseSpMM(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
    const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B, const void *beta,
    cusparseDnMatDescr_t C, cudaDataType ct, cusparseSpMMAlg_t alg, void *buf) {
  (void)alg, (void)buf;
  cusparseStatus_t st = spmm_check(h, opA, opB, alpha, A, B, beta, C, ct);
  if (st) return st;
  opargs a;
  memset(&a, 0, sizeof a);
  sc_init(&a.s, h, alpha, beta, ct);
  a.opA = opA; a.opB = opB; a.A = *A; a.B = *B; a.C = *C;
  return sp_run(h, run_spmm, &a, sizeof a);
}
