/* cucc: cuSOLVER's dense factorizations and solves in S/D/C/Z over LAPACK:
 * getrf (with pivots, or without when devIpiv is NULL), getrs, potrf,
 * potrs, potri, geqrf, orgqr/ungqr, ormqr/unmqr, sytrf, and their
 * buffer-size queries (LAPACK's optimal work sizes). devInfo is written
 * when the call runs, as LAPACK's info. */
#include <complex.h>
#include <stdlib.h>
#include "cusolver_internal.h"

#define NOPIV(p, E)                                                                          \
  static int p##lu_nopiv(int m, int n, E *a, int lda) {                                      \
    int info = 0, r = m < n ? m : n;                                                         \
    for (int k = 0; k < r; k++) {                                                            \
      E piv = a[k + (long long)k * lda];                                                     \
      if (piv == 0) { if (!info) info = k + 1; continue; }                                   \
      for (int i = k + 1; i < m; i++) a[i + (long long)k * lda] /= piv;                      \
      for (int j = k + 1; j < n; j++)                                                        \
        for (int i = k + 1; i < m; i++)                                                      \
          a[i + (long long)j * lda] -= a[i + (long long)k * lda] * a[k + (long long)j * lda]; \
    }                                                                                        \
    return info;                                                                             \
  }
NOPIV(s, float)
NOPIV(d, double)
NOPIV(c, float complex)
NOPIV(z, double complex)

#define DENSE(P, p, T, E, ORG, ORM)                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##getrf_bufferSize(cusolverDnHandle_t h, int m, int n, T *A, int lda, \
                                                               int *lw) {                   \
    (void)A;                                                                                 \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(m >= 0 && n >= 0 && lda >= sv_max1(m) && lw);                                 \
    *lw = 1;                                                                                 \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  static void run_##p##getrf(void *v) {                                                      \
    sargs *a = v;                                                                            \
    int info = 0;                                                                            \
    if (a->ipiv) p##getrf_(&a->m, &a->n, a->A, &a->lda, a->ipiv, &info);                     \
    else info = p##lu_nopiv(a->m, a->n, a->A, a->lda);                                       \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##getrf(cusolverDnHandle_t h, int m, int n, T *A, int lda, T *ws, \
                                                    int *ipiv, int *info) {                  \
    (void)ws;                                                                                \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(m >= 0 && n >= 0 && lda >= sv_max1(m) && (A || m == 0 || n == 0));            \
    sargs a = {0};                                                                           \
    a.m = m; a.n = n; a.A = A; a.lda = lda; a.ipiv = ipiv; a.info = info;                    \
    return sv_run(h, run_##p##getrf, &a);                                                    \
  }                                                                                          \
  static void run_##p##getrs(void *v) {                                                      \
    sargs *a = v;                                                                            \
    int info = 0;                                                                            \
    p##getrs_(&a->c1, &a->n, &a->nrhs, a->A, &a->lda, a->ipiv, a->B, &a->ldb, &info, 1);     \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##getrs(cusolverDnHandle_t h, cublasOperation_t trans, int n, int nrhs, \
      const T *A, int lda, const int *ipiv, T *B, int ldb, int *info) {                      \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(trans >= CUBLAS_OP_N && trans <= CUBLAS_OP_C && n >= 0 && nrhs >= 0);        \
    SV_REQUIRE(lda >= sv_max1(n) && ldb >= sv_max1(n) && ipiv);                              \
    sargs a = {0};                                                                           \
    a.c1 = sv_trans(trans); a.n = n; a.nrhs = nrhs; a.A = (void *)A; a.lda = lda; a.ipiv = (int *)ipiv; \
    a.B = B; a.ldb = ldb; a.info = info;                                                     \
    return sv_run(h, run_##p##getrs, &a);                                                    \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##potrf_bufferSize(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, \
                                                               T *A, int lda, int *lw) {    \
    (void)A;                                                                                 \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER) && n >= 0 && lda >= sv_max1(n) && lw); \
    *lw = 1;                                                                                 \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  static void run_##p##potrf(void *v) {                                                      \
    sargs *a = v;                                                                            \
    int info = 0;                                                                            \
    if (a->op1) p##potri_(&a->c1, &a->n, a->A, &a->lda, &info, 1);                           \
    else p##potrf_(&a->c1, &a->n, a->A, &a->lda, &info, 1);                                  \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##potrf(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, T *A, \
                                                    int lda, T *ws, int lw, int *info) {     \
    (void)ws, (void)lw;                                                                      \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER) && n >= 0 && lda >= sv_max1(n)); \
    sargs a = {0};                                                                           \
    a.c1 = sv_uplo(uplo); a.n = n; a.A = A; a.lda = lda; a.info = info;                      \
    return sv_run(h, run_##p##potrf, &a);                                                    \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##potri_bufferSize(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, \
                                                               T *A, int lda, int *lw) {    \
    return cusolverDn##P##potrf_bufferSize(h, uplo, n, A, lda, lw);                          \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##potri(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, T *A, \
                                                    int lda, T *ws, int lw, int *info) {     \
    (void)ws, (void)lw;                                                                      \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER) && n >= 0 && lda >= sv_max1(n)); \
    sargs a = {0};                                                                           \
    a.c1 = sv_uplo(uplo); a.n = n; a.A = A; a.lda = lda; a.info = info; a.op1 = 1;           \
    return sv_run(h, run_##p##potrf, &a);                                                    \
  }                                                                                          \
  static void run_##p##potrs(void *v) {                                                      \
    sargs *a = v;                                                                            \
    int info = 0;                                                                            \
    p##potrs_(&a->c1, &a->n, &a->nrhs, a->A, &a->lda, a->B, &a->ldb, &info, 1);              \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##potrs(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, int nrhs, \
      const T *A, int lda, T *B, int ldb, int *info) {                                       \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER) && n >= 0 && nrhs >= 0); \
    SV_REQUIRE(lda >= sv_max1(n) && ldb >= sv_max1(n));                                      \
    sargs a = {0};                                                                           \
    a.c1 = sv_uplo(uplo); a.n = n; a.nrhs = nrhs; a.A = (void *)A; a.lda = lda; a.B = B; a.ldb = ldb; a.info = info; \
    return sv_run(h, run_##p##potrs, &a);                                                    \
  }                                                                                          \
  /* LAPACK's optimal work size for geqrf/orgqr/ormqr, from a query call */                 \
  static int p##qr_lwork(int kind, char side, char trans, int m, int n, int k, int lda, int ldc) { \
    E w = 0;                                                                                 \
    int q = -1, info = 0;                                                                    \
    if (kind == 0) p##geqrf_(&m, &n, NULL, &lda, NULL, (void *)&w, &q, &info);               \
    else if (kind == 1) ORG(&m, &n, &k, NULL, &lda, NULL, (void *)&w, &q, &info);            \
    else ORM(&side, &trans, &m, &n, &k, NULL, &lda, NULL, NULL, &ldc, (void *)&w, &q, &info, 1, 1); \
    int lw = (int)creal(w);                                                                  \
    return lw > 1 ? lw : 1;                                                                  \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##geqrf_bufferSize(cusolverDnHandle_t h, int m, int n, T *A, int lda, \
                                                               int *lw) {                   \
    (void)A;                                                                                 \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(m >= 0 && n >= 0 && lda >= sv_max1(m) && lw);                                 \
    *lw = p##qr_lwork(0, 'L', 'N', m, n, 0, lda, 1);                                         \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  static void run_##p##qr(void *v) {                                                         \
    sargs *a = v;                                                                            \
    int info = 0;                                                                            \
    int need = p##qr_lwork(a->op1, a->c1, a->c2, a->m, a->n, a->k, a->lda, a->ldc);          \
    void *own, *w = sv_work(a, need, sizeof(T), &own);                                       \
    if (!w) { if (a->info) *a->info = -1; return; }                                          \
    int lw = w == a->work ? a->lwork : need;                                                 \
    if (a->op1 == 0) p##geqrf_(&a->m, &a->n, a->A, &a->lda, a->tau, w, &lw, &info);          \
    else if (a->op1 == 1) ORG(&a->m, &a->n, &a->k, a->A, &a->lda, a->tau, w, &lw, &info);    \
    else ORM(&a->c1, &a->c2, &a->m, &a->n, &a->k, a->A, &a->lda, a->tau, a->C, &a->ldc, w, &lw, &info, 1, 1); \
    free(own);                                                                               \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##geqrf(cusolverDnHandle_t h, int m, int n, T *A, int lda, T *tau, \
                                                    T *work, int lw, int *info) {            \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(m >= 0 && n >= 0 && lda >= sv_max1(m) && (tau || m == 0 || n == 0));          \
    sargs a = {0};                                                                           \
    a.m = m; a.n = n; a.A = A; a.lda = lda; a.tau = tau; a.work = work; a.lwork = lw; a.info = info; \
    return sv_run(h, run_##p##qr, &a);                                                       \
  }
DENSE(S, s, float, float, sorgqr_, sormqr_)
DENSE(D, d, double, double, dorgqr_, dormqr_)
DENSE(C, c, cuComplex, float complex, cungqr_, cunmqr_)
DENSE(Z, z, cuDoubleComplex, double complex, zungqr_, zunmqr_)

/* orgqr/ungqr and ormqr/unmqr: the names differ between real and complex */
#define QRAPPLY(P, p, T, Q, MQ)                                                              \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##Q##qr_bufferSize(cusolverDnHandle_t h, int m, int n, int k, const T *A, \
                                                               int lda, const T *tau, int *lw) { \
    (void)A, (void)tau;                                                                      \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(m >= 0 && n >= 0 && n <= m && k >= 0 && k <= n && lda >= sv_max1(m) && lw);  \
    *lw = p##qr_lwork(1, 'L', 'N', m, n, k, lda, 1);                                         \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##Q##qr(cusolverDnHandle_t h, int m, int n, int k, T *A, int lda, \
                                                    const T *tau, T *work, int lw, int *info) { \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(m >= 0 && n >= 0 && n <= m && k >= 0 && k <= n && lda >= sv_max1(m));        \
    sargs a = {0};                                                                           \
    a.op1 = 1; a.m = m; a.n = n; a.k = k; a.A = A; a.lda = lda; a.tau = (void *)tau; a.work = work; a.lwork = lw; \
    a.info = info;                                                                           \
    return sv_run(h, run_##p##qr, &a);                                                       \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##MQ##qr_bufferSize(cusolverDnHandle_t h, cublasSideMode_t side, \
      cublasOperation_t trans, int m, int n, int k, const T *A, int lda, const T *tau, const T *C, int ldc, int *lw) { \
    (void)A, (void)tau, (void)C;                                                             \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(m >= 0 && n >= 0 && k >= 0 && ldc >= sv_max1(m) && lw);                      \
    *lw = p##qr_lwork(2, side == CUBLAS_SIDE_LEFT ? 'L' : 'R', sv_trans(trans), m, n, k, lda, ldc); \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##MQ##qr(cusolverDnHandle_t h, cublasSideMode_t side,  \
      cublasOperation_t trans, int m, int n, int k, const T *A, int lda, const T *tau, T *C, int ldc, T *work, \
      int lw, int *info) {                                                                   \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((side == CUBLAS_SIDE_LEFT || side == CUBLAS_SIDE_RIGHT) && m >= 0 && n >= 0 && k >= 0); \
    SV_REQUIRE(lda >= sv_max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldc >= sv_max1(m));      \
    sargs a = {0};                                                                           \
    a.op1 = 2; a.c1 = side == CUBLAS_SIDE_LEFT ? 'L' : 'R'; a.c2 = sv_trans(trans); a.m = m; a.n = n; a.k = k; \
    a.A = (void *)A; a.lda = lda; a.tau = (void *)tau; a.C = C; a.ldc = ldc; a.work = work; a.lwork = lw; a.info = info; \
    return sv_run(h, run_##p##qr, &a);                                                       \
  }
QRAPPLY(S, s, float, org, orm)
QRAPPLY(D, d, double, org, orm)
QRAPPLY(C, c, cuComplex, ung, unm)
QRAPPLY(Z, z, cuDoubleComplex, ung, unm)

/* Bunch-Kaufman LDL^T */
#define SYTRF(P, p, T, E)                                                                    \
  static int p##sytrf_lwork(int n, int lda) {                                                \
    E w = 0;                                                                                 \
    int q = -1, info = 0;                                                                    \
    char u = 'L';                                                                            \
    p##sytrf_(&u, &n, NULL, &lda, NULL, (void *)&w, &q, &info, 1);                           \
    int lw = (int)creal(w);                                                                  \
    return lw > 1 ? lw : 1;                                                                  \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##sytrf_bufferSize(cusolverDnHandle_t h, int n, T *A, int lda, int *lw) { \
    (void)A;                                                                                 \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(n >= 0 && lda >= sv_max1(n) && lw);                                           \
    *lw = p##sytrf_lwork(n, lda);                                                            \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  static void run_##p##sytrf(void *v) {                                                      \
    sargs *a = v;                                                                            \
    int info = 0, need = p##sytrf_lwork(a->n, a->lda);                                       \
    void *own, *w = sv_work(a, need, sizeof(T), &own);                                       \
    if (!w) { if (a->info) *a->info = -1; return; }                                          \
    int lw = w == a->work ? a->lwork : need;                                                 \
    p##sytrf_(&a->c1, &a->n, a->A, &a->lda, a->ipiv, w, &lw, &info, 1);                      \
    free(own);                                                                               \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##sytrf(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, T *A, \
                                                    int lda, int *ipiv, T *work, int lw, int *info) { \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER) && n >= 0 && lda >= sv_max1(n)); \
    SV_REQUIRE(ipiv || n == 0);                                                              \
    sargs a = {0};                                                                           \
    a.c1 = sv_uplo(uplo); a.n = n; a.A = A; a.lda = lda; a.ipiv = ipiv; a.work = work; a.lwork = lw; a.info = info; \
    return sv_run(h, run_##p##sytrf, &a);                                                    \
  }
SYTRF(S, s, float, float)
SYTRF(D, d, double, double)
SYTRF(C, c, cuComplex, float complex)
SYTRF(Z, z, cuDoubleComplex, double complex)
