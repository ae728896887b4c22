/* cucc: cuBLAS level 2 in S/D/C/Z over CBLAS: gemv, gbmv, ger (geru,
 * gerc), symv/hemv, sbmv/hbmv, spmv/hpmv, syr/her, spr/hpr, syr2/her2,
 * spr2/hpr2, trmv, trsv, tbmv, tbsv, tpmv, tpsv; column-major, with
 * cuBLAS's argument checks. */
#include <stdlib.h>
#include "blas_args.h"


/* y = alpha op(A) x + beta y */
#define GEMV(P, p, T)                                                                        \
  static void run_##p##gemv(void *v) {                                                       \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T);                                               \
    const T *x = a->x;                                                                       \
    T *rep = NULL;                                                                           \
    int len = a->op1 == CUBLAS_OP_N ? a->n : a->m;                                           \
    if (a->incx == 0) { /* cuBLAS takes it: every element is x[0] */                        \
      rep = malloc(sizeof(T) * (size_t)len);                                                 \
      if (!rep) return;                                                                      \
      for (int i = 0; i < len; i++) rep[i] = x[0];                                           \
      x = rep;                                                                               \
    }                                                                                        \
    cblas_##p##gemv(CblasColMajor, cb_trans(a->op1), a->m, a->n, CB_VAL_##p(al), a->A, a->lda, x, a->incx ? a->incx : 1, CB_VAL_##p(be), a->C, a->incy); \
    free(rep);                                                                               \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##gemv(cublasHandle_t h, cublasOperation_t trans, int m, int n, const T *alpha, \
      const T *A, int lda, const T *x, int incx, const T *beta, T *y, int incy) {            \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_op(trans) && m >= 0 && n >= 0 && lda >= cb_max1(m) && incy != 0);    \
    if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;                                      \
    CB_REQUIRE(alpha && beta && A && x && y);                                                \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = trans; a.m = m; a.n = n; a.A = A; a.lda = lda; a.x = x; a.incx = incx; a.C = y; a.incy = incy; \
    return cb_run(h, run_##p##gemv, &a, sizeof a, 0);                                        \
  }                                                                                          \
  static void run_##p##gbmv(void *v) {                                                       \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T);                                               \
    cblas_##p##gbmv(CblasColMajor, cb_trans(a->op1), a->m, a->n, a->kl, a->ku, CB_VAL_##p(al), a->A, a->lda, a->x, a->incx, CB_VAL_##p(be), a->C, a->incy); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##gbmv(cublasHandle_t h, cublasOperation_t trans, int m, int n, int kl, int ku, \
      const T *alpha, const T *A, int lda, const T *x, int incx, const T *beta, T *y, int incy) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_op(trans) && m >= 0 && n >= 0 && kl >= 0 && ku >= 0 && lda >= kl + ku + 1 && incx != 0 && incy != 0); \
    if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;                                      \
    CB_REQUIRE(alpha && beta && A && x && y);                                                \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = trans; a.m = m; a.n = n; a.kl = kl; a.ku = ku; a.A = A; a.lda = lda; a.x = x; a.incx = incx; a.C = y; a.incy = incy; \
    return cb_run(h, run_##p##gbmv, &a, sizeof a, 0);                                        \
  }
GEMV(S, s, float)
GEMV(D, d, double)
GEMV(C, c, cuComplex)
GEMV(Z, z, cuDoubleComplex)

/* A += alpha x y^T (or y^H) */
#define GER(NAME, CBLAS, RUNF, T, VAL)                                                       \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T);                                                                   \
    CBLAS(CblasColMajor, a->m, a->n, VAL(al), a->x, a->incx, a->y, a->incy, a->C, a->lda);   \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, int m, int n, const T *alpha, const T *x, int incx, \
      const T *y, int incy, T *A, int lda) {                                                 \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(m >= 0 && n >= 0 && lda >= cb_max1(m) && incx != 0 && incy != 0);            \
    if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;                                      \
    CB_REQUIRE(alpha && x && y && A);                                                        \
    bargs a; ba_init(&a, h, alpha, sizeof(T), NULL, 0);                                      \
    a.m = m; a.n = n; a.x = x; a.incx = incx; a.y = y; a.incy = incy; a.C = A; a.lda = lda;  \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
GER(cublasSger, cblas_sger, run_sger, float, CB_VAL_s)
GER(cublasDger, cblas_dger, run_dger, double, CB_VAL_d)
GER(cublasCgeru, cblas_cgeru, run_cgeru, cuComplex, CB_VAL_c)
GER(cublasCgerc, cblas_cgerc, run_cgerc, cuComplex, CB_VAL_c)
GER(cublasZgeru, cblas_zgeru, run_zgeru, cuDoubleComplex, CB_VAL_z)
GER(cublasZgerc, cblas_zgerc, run_zgerc, cuDoubleComplex, CB_VAL_z)

/* symmetric/Hermitian matrix-vector: full (symv/hemv), band (sbmv/hbmv), packed (spmv/hpmv) */
#define SYMV(NAME, CBLAS, RUNF, T, VAL)                                                      \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T);                                               \
    CBLAS(CblasColMajor, cb_uplo(a->op1), a->n, VAL(al), a->A, a->lda, a->x, a->incx, VAL(be), a->C, a->incy); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha, const T *A, \
      int lda, const T *x, int incx, const T *beta, T *y, int incy) {                        \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && n >= 0 && lda >= cb_max1(n) && incx != 0 && incy != 0); \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && beta && A && x && y);                                                \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = uplo; a.n = n; a.A = A; a.lda = lda; a.x = x; a.incx = incx; a.C = y; a.incy = incy; \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
SYMV(cublasSsymv, cblas_ssymv, run_ssymv, float, CB_VAL_s)
SYMV(cublasDsymv, cblas_dsymv, run_dsymv, double, CB_VAL_d)
SYMV(cublasChemv, cblas_chemv, run_chemv, cuComplex, CB_VAL_c)
SYMV(cublasZhemv, cblas_zhemv, run_zhemv, cuDoubleComplex, CB_VAL_z)

#define SBMV(NAME, CBLAS, RUNF, T, VAL)                                                      \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T);                                               \
    CBLAS(CblasColMajor, cb_uplo(a->op1), a->n, a->k, VAL(al), a->A, a->lda, a->x, a->incx, VAL(be), a->C, a->incy); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasFillMode_t uplo, int n, int k, const T *alpha, \
      const T *A, int lda, const T *x, int incx, const T *beta, T *y, int incy) {            \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && n >= 0 && k >= 0 && lda >= k + 1 && incx != 0 && incy != 0); \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && beta && A && x && y);                                                \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = uplo; a.n = n; a.k = k; a.A = A; a.lda = lda; a.x = x; a.incx = incx; a.C = y; a.incy = incy; \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
SBMV(cublasSsbmv, cblas_ssbmv, run_ssbmv, float, CB_VAL_s)
SBMV(cublasDsbmv, cblas_dsbmv, run_dsbmv, double, CB_VAL_d)
SBMV(cublasChbmv, cblas_chbmv, run_chbmv, cuComplex, CB_VAL_c)
SBMV(cublasZhbmv, cblas_zhbmv, run_zhbmv, cuDoubleComplex, CB_VAL_z)

#define SPMV(NAME, CBLAS, RUNF, T, VAL)                                                      \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T), be = BA_BETA(a, T);                                               \
    CBLAS(CblasColMajor, cb_uplo(a->op1), a->n, VAL(al), a->A, a->x, a->incx, VAL(be), a->C, a->incy); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha, const T *AP, \
      const T *x, int incx, const T *beta, T *y, int incy) {                                 \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && n >= 0 && incx != 0 && incy != 0);                     \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && beta && AP && x && y);                                               \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = uplo; a.n = n; a.A = AP; a.x = x; a.incx = incx; a.C = y; a.incy = incy;         \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
SPMV(cublasSspmv, cblas_sspmv, run_sspmv, float, CB_VAL_s)
SPMV(cublasDspmv, cblas_dspmv, run_dspmv, double, CB_VAL_d)
SPMV(cublasChpmv, cblas_chpmv, run_chpmv, cuComplex, CB_VAL_c)
SPMV(cublasZhpmv, cblas_zhpmv, run_zhpmv, cuDoubleComplex, CB_VAL_z)

/* rank-1 and rank-2 updates; her/hpr take a real alpha */
#define SYR(NAME, CBLAS, RUNF, T, R, VAL, PACKED)                                            \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    R al = BA_ALPHA(a, R);                                                                   \
    CBLAS(CblasColMajor, cb_uplo(a->op1), a->n, VAL(al), a->x, a->incx, a->C SYR_LD_##PACKED); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasFillMode_t uplo, int n, const R *alpha, const T *x, \
      int incx, T *A SYR_PARAM_##PACKED) {                                                   \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && n >= 0 && incx != 0 SYR_CHECK_##PACKED);               \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && x && A);                                                             \
    bargs a; ba_init(&a, h, alpha, sizeof(R), NULL, 0);                                      \
    a.op1 = uplo; a.n = n; a.x = x; a.incx = incx; a.C = A; SYR_SET_##PACKED;                \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
#define SYR_LD_0 , a->lda
#define SYR_LD_1
#define SYR_PARAM_0 , int lda
#define SYR_PARAM_1
#define SYR_CHECK_0 && lda >= cb_max1(n)
#define SYR_CHECK_1
#define SYR_SET_0 a.lda = lda
#define SYR_SET_1 (void)0
#define RVAL(x) (x)
SYR(cublasSsyr, cblas_ssyr, run_ssyr, float, float, RVAL, 0)
SYR(cublasDsyr, cblas_dsyr, run_dsyr, double, double, RVAL, 0)
SYR(cublasCher, cblas_cher, run_cher, cuComplex, float, RVAL, 0)
SYR(cublasZher, cblas_zher, run_zher, cuDoubleComplex, double, RVAL, 0)
SYR(cublasSspr, cblas_sspr, run_sspr, float, float, RVAL, 1)
SYR(cublasDspr, cblas_dspr, run_dspr, double, double, RVAL, 1)
SYR(cublasChpr, cblas_chpr, run_chpr, cuComplex, float, RVAL, 1)
SYR(cublasZhpr, cblas_zhpr, run_zhpr, cuDoubleComplex, double, RVAL, 1)

#define SYR2(NAME, CBLAS, RUNF, T, VAL, PACKED)                                              \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    T al = BA_ALPHA(a, T);                                                                   \
    CBLAS(CblasColMajor, cb_uplo(a->op1), a->n, VAL(al), a->x, a->incx, a->y, a->incy, a->C SYR_LD_##PACKED); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasFillMode_t uplo, int n, const T *alpha, const T *x, \
      int incx, const T *y, int incy, T *A SYR_PARAM_##PACKED) {                             \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && n >= 0 && incx != 0 && incy != 0 SYR_CHECK_##PACKED);  \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && x && y && A);                                                        \
    bargs a; ba_init(&a, h, alpha, sizeof(T), NULL, 0);                                      \
    a.op1 = uplo; a.n = n; a.x = x; a.incx = incx; a.y = y; a.incy = incy; a.C = A; SYR_SET_##PACKED; \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
SYR2(cublasSsyr2, cblas_ssyr2, run_ssyr2, float, CB_VAL_s, 0)
SYR2(cublasDsyr2, cblas_dsyr2, run_dsyr2, double, CB_VAL_d, 0)
SYR2(cublasCher2, cblas_cher2, run_cher2, cuComplex, CB_VAL_c, 0)
SYR2(cublasZher2, cblas_zher2, run_zher2, cuDoubleComplex, CB_VAL_z, 0)
SYR2(cublasSspr2, cblas_sspr2, run_sspr2, float, CB_VAL_s, 1)
SYR2(cublasDspr2, cblas_dspr2, run_dspr2, double, CB_VAL_d, 1)
SYR2(cublasChpr2, cblas_chpr2, run_chpr2, cuComplex, CB_VAL_c, 1)
SYR2(cublasZhpr2, cblas_zhpr2, run_zhpr2, cuDoubleComplex, CB_VAL_z, 1)

/* triangular: full (trmv/trsv), band (tbmv/tbsv), packed (tpmv/tpsv) */
#define TRV(NAME, CBLAS, RUNF, T, KIND)                                                      \
  static void RUNF(void *v) {                                                                \
    bargs *a = v;                                                                            \
    CBLAS(CblasColMajor, cb_uplo(a->op1), cb_trans(a->op2), cb_diag(a->op3), a->n TRV_K_##KIND, a->A TRV_LD_##KIND, a->C, a->incx); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, \
      cublasDiagType_t diag, int n TRV_KP_##KIND, const T *A TRV_LDP_##KIND, T *x, int incx) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_fill(uplo) && !cb_bad_op(trans) && !cb_bad_diag(diag) && n >= 0 && incx != 0 TRV_CHECK_##KIND); \
    if (n == 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(A && x);                                                                      \
    bargs a; ba_init(&a, h, NULL, 0, NULL, 0);                                               \
    a.op1 = uplo; a.op2 = trans; a.op3 = diag; a.n = n; a.A = A; a.C = x; a.incx = incx; TRV_SET_##KIND; \
    return cb_run(h, RUNF, &a, sizeof a, 0);                                                 \
  }
#define TRV_K_full
#define TRV_K_band , a->k
#define TRV_K_packed
#define TRV_LD_full , a->lda
#define TRV_LD_band , a->lda
#define TRV_LD_packed
#define TRV_KP_full
#define TRV_KP_band , int k
#define TRV_KP_packed
#define TRV_LDP_full , int lda
#define TRV_LDP_band , int lda
#define TRV_LDP_packed
#define TRV_CHECK_full && lda >= cb_max1(n)
#define TRV_CHECK_band && k >= 0 && lda >= k + 1
#define TRV_CHECK_packed
#define TRV_SET_full a.lda = lda
#define TRV_SET_band a.lda = lda; a.k = k
#define TRV_SET_packed (void)0
#define TRV_ALL(P, p, T)                                                                     \
  TRV(cublas##P##trmv, cblas_##p##trmv, run_##p##trmv, T, full)                              \
  TRV(cublas##P##trsv, cblas_##p##trsv, run_##p##trsv, T, full)                              \
  TRV(cublas##P##tbmv, cblas_##p##tbmv, run_##p##tbmv, T, band)                              \
  TRV(cublas##P##tbsv, cblas_##p##tbsv, run_##p##tbsv, T, band)                              \
  TRV(cublas##P##tpmv, cblas_##p##tpmv, run_##p##tpmv, T, packed)                            \
  TRV(cublas##P##tpsv, cblas_##p##tpsv, run_##p##tpsv, T, packed)
TRV_ALL(S, s, float)
TRV_ALL(D, d, double)
TRV_ALL(C, c, cuComplex)
TRV_ALL(Z, z, cuDoubleComplex)
