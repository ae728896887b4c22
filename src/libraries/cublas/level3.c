/* cucc: cuBLAS level 3 in S/D/C/Z over CBLAS: gemm (and gemm3m), its
 * batched and strided-batched forms, symm/hemm, syrk/herk, syr2k/her2k,
 * syrkx, trmm (out of place, as cuBLAS's), trsm and trsmBatched. */
#include <stdlib.h>
#include "blas_args.h"

/* rows of op(X) for a matrix with `r` rows when not transposed */
static int rows_of(cublasOperation_t op, int r, int c) { return op == CUBLAS_OP_N ? r : c; }

#define GEMM(P, p, T)                                                                        \
  static void p##gemm_one(const bargs *a, T al, T be, const T *A, const T *B, T *C) {        \
    cblas_##p##gemm(CblasColMajor, cb_trans(a->op1), cb_trans(a->op2), a->m, a->n, a->k, CB_VAL_##p(al), A, a->lda, \
                    B, a->ldb, CB_VAL_##p(be), C, a->ldc);                                   \
  }                                                                                          \
  static void run_##p##gemm(void *v) {                                                       \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T);                                               \
    for (int b = 0; b < a->batch; b++)                                                       \
      p##gemm_one(a, al, be, (const T *)a->A + b * a->sa, (const T *)a->B + b * a->sb, (T *)a->C + b * a->sc); \
  }                                                                                          \
  static void run_##p##gemm_ptrs(void *v) {                                                  \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T);                                               \
    const T *const *A = a->A, *const *B = a->B;                                              \
    T *const *C = a->C;                                                                      \
    for (int b = 0; b < a->batch; b++) p##gemm_one(a, al, be, A[b], B[b], C[b]);             \
  }                                                                                          \
  static cublasStatus_t p##gemm_check(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, \
      int k, int lda, int ldb, int ldc, int batch) {                                         \
    CB_CHECK_HANDLE(h);                                                                      \
    /* as the Fortran routine numbers them: transa 1, transb 2, m 3, n 4, k 5, lda 8, ldb 10, ldc 13 */ \
    const char *r = #P "GEMM";                                                               \
    if (cb_bad_op(ta)) return cb_illegal(r, 1);                                              \
    if (cb_bad_op(tb)) return cb_illegal(r, 2);                                              \
    if (m < 0) return cb_illegal(r, 3);                                                      \
    if (n < 0) return cb_illegal(r, 4);                                                      \
    if (k < 0) return cb_illegal(r, 5);                                                      \
    if (lda < cb_max1(rows_of(ta, m, k))) return cb_illegal(r, 8);                           \
    if (ldb < cb_max1(rows_of(tb, k, n))) return cb_illegal(r, 10);                          \
    if (ldc < cb_max1(m)) return cb_illegal(r, 13);                                          \
    CB_REQUIRE(batch >= 0);                                                                  \
    return CUBLAS_STATUS_SUCCESS;                                                            \
  }                                                                                          \
  static cublasStatus_t p##gemm_queue(cublasHandle_t h, libs_work_fn fn, cublasOperation_t ta, cublasOperation_t tb, \
      int m, int n, int k, const T *alpha, const void *A, int lda, long long sa, const void *B, int ldb, long long sb, \
      const T *beta, void *C, int ldc, long long sc, int batch) {                            \
    cublasStatus_t st = p##gemm_check(h, ta, tb, m, n, k, lda, ldb, ldc, batch);             \
    if (st || m == 0 || n == 0 || batch == 0) return st;                                     \
    CB_REQUIRE(alpha && beta && C && ((A && B) || k == 0));                                  \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = ta; a.op2 = tb; a.m = m; a.n = n; a.k = k; a.A = A; a.lda = lda; a.B = B; a.ldb = ldb; \
    a.C = C; a.ldc = ldc; a.sa = sa; a.sb = sb; a.sc = sc; a.batch = batch;                  \
    return cb_run(h, fn, &a, sizeof a, 0);                                                   \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##gemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, \
      int n, int k, const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C, int ldc) { \
    return p##gemm_queue(h, run_##p##gemm, ta, tb, m, n, k, alpha, A, lda, 0, B, ldb, 0, beta, C, ldc, 0, 1); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##gemmStridedBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, \
      int m, int n, int k, const T *alpha, const T *A, int lda, long long sa, const T *B, int ldb, long long sb, \
      const T *beta, T *C, int ldc, long long sc, int batch) {                               \
    return p##gemm_queue(h, run_##p##gemm, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc, batch); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##gemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, \
      int m, int n, int k, const T *alpha, const T *const A[], int lda, const T *const B[], int ldb, const T *beta, \
      T *const C[], int ldc, int batch) {                                                    \
    if (batch > 0 && m > 0 && n > 0) CB_REQUIRE(A && B && C);                                \
    return p##gemm_queue(h, run_##p##gemm_ptrs, ta, tb, m, n, k, alpha, (const void *)A, lda, 0, \
                         (const void *)B, ldb, 0, beta, (void *)C, ldc, 0, batch);           \
  }
GEMM(S, s, float)
GEMM(D, d, double)
GEMM(C, c, cuComplex)
GEMM(Z, z, cuDoubleComplex)

LIBS_EXPORT cublasStatus_t cublasCgemm3m(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
    int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta,
    cuComplex *C, int ldc) {
  return cublasCgemm(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}
LIBS_EXPORT cublasStatus_t cublasZgemm3m(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
    int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb,
    const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc) {
  return cublasZgemm(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* C = alpha A B + beta C (or B A), A symmetric or Hermitian */
#define SYMM(NAME, CBLAS, RUNF, T, VAL)                                                      \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T);                                               \
    CBLAS(CblasColMajor, cb_side(a->op1), cb_uplo(a->op2), a->m, a->n, VAL(al), a->A, a->lda, a->B, a->ldb, VAL(be), a->C, a->ldc); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, \
      const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C, int ldc) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_side(side) && !cb_bad_fill(uplo) && m >= 0 && n >= 0);               \
    CB_REQUIRE(lda >= cb_max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldb >= cb_max1(m) && ldc >= cb_max1(m)); \
    if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;                                      \
    CB_REQUIRE(alpha && beta && A && B && C);                                                \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = side; a.op2 = uplo; a.m = m; a.n = n; a.A = A; a.lda = lda; a.B = B; a.ldb = ldb; a.C = C; a.ldc = ldc; \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
SYMM(cublasSsymm, cblas_ssymm, run_ssymm, float, CB_VAL_s)
SYMM(cublasDsymm, cblas_dsymm, run_dsymm, double, CB_VAL_d)
SYMM(cublasCsymm, cblas_csymm, run_csymm, cuComplex, CB_VAL_c)
SYMM(cublasZsymm, cblas_zsymm, run_zsymm, cuDoubleComplex, CB_VAL_z)
SYMM(cublasChemm, cblas_chemm, run_chemm, cuComplex, CB_VAL_c)
SYMM(cublasZhemm, cblas_zhemm, run_zhemm, cuDoubleComplex, CB_VAL_z)

/* C = alpha op(A) op(A)^T + beta C, one triangle; herk's scalars are real */
#define SYRK(NAME, CBLAS, RUNF, T, S, VAL)                                                   \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    S al = BA_ALPHA(a, S), be = BA_BETA(a, S);                                               \
    CBLAS(CblasColMajor, cb_uplo(a->op1), cb_trans(a->op2), a->n, a->k, VAL(al), a->A, a->lda, VAL(be), a->C, a->ldc); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, \
      const S *alpha, const T *A, int lda, const S *beta, T *C, int ldc) {                   \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && !cb_bad_op(trans) && n >= 0 && k >= 0);                \
    CB_REQUIRE(lda >= cb_max1(trans == CUBLAS_OP_N ? n : k) && ldc >= cb_max1(n));           \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && beta && A && C);                                                     \
    bargs a; ba_init(&a, h, alpha, sizeof(S), beta, sizeof(S));                              \
    a.op1 = uplo; a.op2 = trans; a.n = n; a.k = k; a.A = A; a.lda = lda; a.C = C; a.ldc = ldc; \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
#define RV(x) (x)
SYRK(cublasSsyrk, cblas_ssyrk, run_ssyrk, float, float, CB_VAL_s)
SYRK(cublasDsyrk, cblas_dsyrk, run_dsyrk, double, double, CB_VAL_d)
SYRK(cublasCsyrk, cblas_csyrk, run_csyrk, cuComplex, cuComplex, CB_VAL_c)
SYRK(cublasZsyrk, cblas_zsyrk, run_zsyrk, cuDoubleComplex, cuDoubleComplex, CB_VAL_z)
SYRK(cublasCherk, cblas_cherk, run_cherk, cuComplex, float, RV)
SYRK(cublasZherk, cblas_zherk, run_zherk, cuDoubleComplex, double, RV)

/* C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C; her2k's beta is real */
#define SYR2K(NAME, CBLAS, RUNF, T, S, VAL, BVAL)                                            \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T);                                                                   \
    S be = BA_BETA(a, S);                                                                    \
    CBLAS(CblasColMajor, cb_uplo(a->op1), cb_trans(a->op2), a->n, a->k, VAL(al), a->A, a->lda, a->B, a->ldb, BVAL(be), a->C, a->ldc); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, \
      const T *alpha, const T *A, int lda, const T *B, int ldb, const S *beta, T *C, int ldc) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && !cb_bad_op(trans) && n >= 0 && k >= 0);                \
    int r = cb_max1(trans == CUBLAS_OP_N ? n : k);                                           \
    CB_REQUIRE(lda >= r && ldb >= r && ldc >= cb_max1(n));                                   \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && beta && A && B && C);                                                \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(S));                              \
    a.op1 = uplo; a.op2 = trans; a.n = n; a.k = k; a.A = A; a.lda = lda; a.B = B; a.ldb = ldb; a.C = C; a.ldc = ldc; \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
SYR2K(cublasSsyr2k, cblas_ssyr2k, run_ssyr2k, float, float, CB_VAL_s, CB_VAL_s)
SYR2K(cublasDsyr2k, cblas_dsyr2k, run_dsyr2k, double, double, CB_VAL_d, CB_VAL_d)
SYR2K(cublasCsyr2k, cblas_csyr2k, run_csyr2k, cuComplex, cuComplex, CB_VAL_c, CB_VAL_c)
SYR2K(cublasZsyr2k, cblas_zsyr2k, run_zsyr2k, cuDoubleComplex, cuDoubleComplex, CB_VAL_z, CB_VAL_z)
SYR2K(cublasCher2k, cblas_cher2k, run_cher2k, cuComplex, float, CB_VAL_c, RV)
SYR2K(cublasZher2k, cblas_zher2k, run_zher2k, cuDoubleComplex, double, CB_VAL_z, RV)

/* syrkx: C = alpha op(A) op(B)^T + beta C on one triangle, through a full
 * product in a scratch matrix */
#define SYRKX(P, p, T)                                                                       \
  static void run_##p##syrkx(void *v) {                                                      \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T), zero = {0};                                   \
    int n = a->n;                                                                            \
    T *t = malloc(sizeof(T) * (size_t)n * (size_t)n);                                        \
    if (!t) return;                                                                          \
    enum CBLAS_TRANSPOSE tb = a->op2 == CUBLAS_OP_N ? CblasTrans : CblasNoTrans;             \
    cblas_##p##gemm(CblasColMajor, cb_trans(a->op2), tb, n, n, a->k, CB_VAL_##p(al), a->A, a->lda, a->B, a->ldb, \
                    CB_VAL_##p(zero), t, n);                                                 \
    T *C = a->C;                                                                             \
    for (int j = 0; j < n; j++)                                                              \
      for (int i = a->op1 == CUBLAS_FILL_MODE_UPPER ? 0 : j; i < (a->op1 == CUBLAS_FILL_MODE_UPPER ? j + 1 : n); i++) \
        AXPBY_##p(C[i + (long long)j * a->ldc], t[i + (long long)j * n], be);                \
    free(t);                                                                                 \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##syrkx(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, \
      int n, int k, const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C, int ldc) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && (trans == CUBLAS_OP_N || trans == CUBLAS_OP_T) && n >= 0 && k >= 0); \
    int r = cb_max1(trans == CUBLAS_OP_N ? n : k);                                           \
    CB_REQUIRE(lda >= r && ldb >= r && ldc >= cb_max1(n));                                   \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && beta && A && B && C);                                                \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = uplo; a.op2 = trans; a.n = n; a.k = k; a.A = A; a.lda = lda; a.B = B; a.ldb = ldb; a.C = C; a.ldc = ldc; \
    return cb_run(h, run_##p##syrkx, &a, sizeof a, 0);                                       \
  }
/* c = t + beta c */
#define AXPBY_s(c, t, b) (c) = (t) + (b) * (c)
#define AXPBY_d(c, t, b) (c) = (t) + (b) * (c)
#define AXPBY_c(c, t, b) do { float re_ = (t).x + (b).x * (c).x - (b).y * (c).y; \
  (c).y = (t).y + (b).x * (c).y + (b).y * (c).x; (c).x = re_; } while (0)
#define AXPBY_z(c, t, b) do { double re_ = (t).x + (b).x * (c).x - (b).y * (c).y; \
  (c).y = (t).y + (b).x * (c).y + (b).y * (c).x; (c).x = re_; } while (0)
SYRKX(S, s, float)
SYRKX(D, d, double)
SYRKX(C, c, cuComplex)
SYRKX(Z, z, cuDoubleComplex)

/* trmm: C = alpha op(A) B (or B op(A)), B copied to C then multiplied in
 * place; trsm: B = alpha op(A)^-1 B (or B op(A)^-1), in place */
#define TRM(P, p, T)                                                                         \
  static void run_##p##trmm(void *v) {                                                       \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T);                                                                   \
    const T *B = a->B;                                                                       \
    T *C = a->C;                                                                             \
    if ((const void *)B != (const void *)C)                                                  \
      for (int j = 0; j < a->n; j++)                                                         \
        memmove(C + (long long)j * a->ldc, B + (long long)j * a->ldb, sizeof(T) * (size_t)a->m); \
    cblas_##p##trmm(CblasColMajor, cb_side(a->op1), cb_uplo(a->op2), cb_trans(a->op3), cb_diag(a->op4), a->m, a->n, \
                    CB_VAL_##p(al), a->A, a->lda, C, a->ldc);                                \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##trmm(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, \
      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha, const T *A, int lda, const T *B, \
      int ldb, T *C, int ldc) {                                                              \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_side(side) && !cb_bad_fill(uplo) && !cb_bad_op(trans) && !cb_bad_diag(diag) && m >= 0 && n >= 0); \
    CB_REQUIRE(lda >= cb_max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldb >= cb_max1(m) && ldc >= cb_max1(m)); \
    if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;                                      \
    CB_REQUIRE(alpha && A && B && C && (B != C || ldb == ldc));                              \
    bargs a; ba_init(&a, h, alpha, sizeof(T), NULL, 0);                                      \
    a.op1 = side; a.op2 = uplo; a.op3 = trans; a.op4 = diag; a.m = m; a.n = n; a.A = A; a.lda = lda; \
    a.B = B; a.ldb = ldb; a.C = C; a.ldc = ldc;                                              \
    return cb_run(h, run_##p##trmm, &a, sizeof a, 0);                                        \
  }                                                                                          \
  static void p##trsm_one(const bargs *a, T al, const T *A, T *B) {                          \
    cblas_##p##trsm(CblasColMajor, cb_side(a->op1), cb_uplo(a->op2), cb_trans(a->op3), cb_diag(a->op4), a->m, a->n, \
                    CB_VAL_##p(al), A, a->lda, B, a->ldb);                                   \
  }                                                                                          \
  static void run_##p##trsm(void *v) {                                                       \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T);                                                                   \
    if (a->batch < 0) { p##trsm_one(a, al, a->A, a->C); return; }                            \
    const T *const *A = a->A;                                                                \
    T *const *B = a->C;                                                                      \
    for (int b = 0; b < a->batch; b++) p##trsm_one(a, al, A[b], B[b]);                       \
  }                                                                                          \
  static cublasStatus_t p##trsm_queue(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, \
      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha, const void *A, int lda, void *B, \
      int ldb, int batch) {                                                                  \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_side(side) && !cb_bad_fill(uplo) && !cb_bad_op(trans) && !cb_bad_diag(diag) && m >= 0 && n >= 0); \
    CB_REQUIRE(lda >= cb_max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldb >= cb_max1(m));      \
    if (m == 0 || n == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;                        \
    CB_REQUIRE(alpha && A && B);                                                             \
    bargs a; ba_init(&a, h, alpha, sizeof(T), NULL, 0);                                      \
    a.op1 = side; a.op2 = uplo; a.op3 = trans; a.op4 = diag; a.m = m; a.n = n; a.A = A; a.lda = lda; \
    a.C = B; a.ldb = ldb; a.batch = batch;                                                   \
    return cb_run(h, run_##p##trsm, &a, sizeof a, 0);                                        \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##trsm(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, \
      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha, const T *A, int lda, T *B, int ldb) { \
    return p##trsm_queue(h, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, -1);       \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##trsmBatched(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, \
      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha, const T *const A[], int lda, \
      T *const B[], int ldb, int batch) {                                                    \
    CB_REQUIRE(batch >= 0);                                                                  \
    return p##trsm_queue(h, side, uplo, trans, diag, m, n, alpha, (const void *)A, lda, (void *)B, ldb, batch); \
  }
TRM(S, s, float)
TRM(D, d, double)
TRM(C, c, cuComplex)
TRM(Z, z, cuDoubleComplex)
