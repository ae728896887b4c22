/* cucc: cuSOLVER's singular value decomposition (gesvd, m >= n as
 * cuSOLVER requires) and symmetric/Hermitian eigensolvers (syevd/heevd)
 * over LAPACK, with LAPACK's work sizes as the buffer sizes. */
#include <complex.h>
#include <stdlib.h>
#include "cusolver_internal.h"

static int job_ok(signed char j) { return j == 'A' || j == 'S' || j == 'O' || j == 'N'; }

#define SVD(P, p, T, E, R, RW)                                                               \
  static int p##svd_lwork(char ju, char jv, int m, int n) {                                  \
    E w = 0;                                                                                 \
    int q = -1, info = 0, lda = sv_max1(m), ldu = sv_max1(m), ldvt = sv_max1(n);             \
    R rw[1];                                                                                 \
    (void)rw;                                                                                \
    p##gesvd_(&ju, &jv, &m, &n, NULL, &lda, NULL, NULL, &ldu, NULL, &ldvt, (void *)&w, &q, RW(rw) &info, 1, 1); \
    int lw = (int)creal(w);                                                                  \
    return lw > 1 ? lw : 1;                                                                  \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##gesvd_bufferSize(cusolverDnHandle_t h, int m, int n, int *lw) { \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(m >= n && n >= 0 && lw);                                                      \
    *lw = p##svd_lwork('A', 'A', m, n);                                                      \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  static void run_##p##gesvd(void *v) {                                                      \
    sargs *a = v;                                                                            \
    int info = 0, need = p##svd_lwork(a->c1, a->c2, a->m, a->n);                             \
    void *own, *w = sv_work(a, need, sizeof(T), &own);                                       \
    R *rw = malloc(sizeof(R) * (size_t)(5 * sv_max1(a->n)));                                 \
    if (!w || !rw) { free(own); free(rw); if (a->info) *a->info = -1; return; }              \
    int lw = w == a->work ? a->lwork : need;                                                 \
    p##gesvd_(&a->c1, &a->c2, &a->m, &a->n, a->A, &a->lda, a->S, a->U, &a->ldu, a->VT, &a->ldvt, w, &lw, RW(rw) \
              &info, 1, 1);                                                                  \
    free(own);                                                                               \
    free(rw);                                                                                \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##gesvd(cusolverDnHandle_t h, signed char jobu, signed char jobvt, \
      int m, int n, T *A, int lda, R *S, T *U, int ldu, T *VT, int ldvt, T *work, int lw, R *rwork, int *info) { \
    (void)rwork;                                                                             \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE(job_ok(jobu) && job_ok(jobvt) && !(jobu == 'O' && jobvt == 'O'));             \
    SV_REQUIRE(m >= n && n >= 0 && lda >= sv_max1(m) && S);                                  \
    SV_REQUIRE((jobu != 'A' && jobu != 'S') || (U && ldu >= sv_max1(m)));                    \
    SV_REQUIRE((jobvt != 'A' && jobvt != 'S') || (VT && ldvt >= sv_max1(n)));                \
    sargs a = {0};                                                                           \
    a.c1 = (char)jobu; a.c2 = (char)jobvt; a.m = m; a.n = n; a.A = A; a.lda = lda; a.S = S; a.U = U; \
    a.ldu = sv_max1(ldu); a.VT = VT; a.ldvt = sv_max1(ldvt); a.work = work; a.lwork = lw; a.info = info; \
    return sv_run(h, run_##p##gesvd, &a);                                                    \
  }
#define NORW(x)
#define WITHRW(x) x,
SVD(S, s, float, float, float, NORW)
SVD(D, d, double, double, double, NORW)
SVD(C, c, cuComplex, float complex, float, WITHRW)
SVD(Z, z, cuDoubleComplex, double complex, double, WITHRW)

/* syevd: work sizes from LAPACK's query, iwork (and rwork) our own */
#define EVD_REAL(P, p, T)                                                                    \
  static void p##evd_sizes(char jz, char up, int n, int lda, int *lw, int *liw) {            \
    T w = 0;                                                                                 \
    int iw = 0, q = -1, info = 0;                                                            \
    p##syevd_(&jz, &up, &n, NULL, &lda, NULL, &w, &q, &iw, &q, &info, 1, 1);                 \
    *lw = w > 1 ? (int)w : 1;                                                                \
    *liw = iw > 1 ? iw : 1;                                                                  \
  }                                                                                          \
  static void run_##p##evd(void *v) {                                                        \
    sargs *a = v;                                                                            \
    int lw, liw, info = 0;                                                                   \
    p##evd_sizes(a->c1, a->c2, a->n, a->lda, &lw, &liw);                                     \
    void *own, *w = sv_work(a, lw, sizeof(T), &own);                                         \
    int *iw = malloc(sizeof(int) * (size_t)liw);                                             \
    if (w && iw) {                                                                           \
      if (w == a->work) lw = a->lwork;                                                       \
      p##syevd_(&a->c1, &a->c2, &a->n, a->A, &a->lda, a->S, w, &lw, iw, &liw, &info, 1, 1);  \
    } else info = -1;                                                                        \
    free(own);                                                                               \
    free(iw);                                                                                \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##syevd_bufferSize(cusolverDnHandle_t h, cusolverEigMode_t jobz, \
      cublasFillMode_t uplo, int n, const T *A, int lda, const T *W, int *lwork) {           \
    (void)A, (void)W;                                                                        \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((jobz == CUSOLVER_EIG_MODE_NOVECTOR || jobz == CUSOLVER_EIG_MODE_VECTOR) && n >= 0 && lda >= sv_max1(n) && lwork); \
    int liw;                                                                                 \
    p##evd_sizes(jobz ? 'V' : 'N', sv_uplo(uplo), n, lda, lwork, &liw);                      \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##syevd(cusolverDnHandle_t h, cusolverEigMode_t jobz, \
      cublasFillMode_t uplo, int n, T *A, int lda, T *W, T *work, int lwork, int *info) {    \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((jobz == CUSOLVER_EIG_MODE_NOVECTOR || jobz == CUSOLVER_EIG_MODE_VECTOR));   \
    SV_REQUIRE((uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER) && n >= 0 && lda >= sv_max1(n) && W); \
    sargs a = {0};                                                                           \
    a.c1 = jobz ? 'V' : 'N'; a.c2 = sv_uplo(uplo); a.n = n; a.A = A; a.lda = lda; a.S = W; a.work = work; \
    a.lwork = lwork; a.info = info;                                                          \
    return sv_run(h, run_##p##evd, &a);                                                      \
  }
EVD_REAL(S, s, float)
EVD_REAL(D, d, double)

#define EVD_CPLX(P, p, T, E, R)                                                              \
  static void p##evd_sizes(char jz, char up, int n, int lda, int *lw, int *lrw, int *liw) {  \
    E w = 0;                                                                                 \
    R rw = 0;                                                                                \
    int iw = 0, q = -1, info = 0;                                                            \
    p##heevd_(&jz, &up, &n, NULL, &lda, NULL, (void *)&w, &q, &rw, &q, &iw, &q, &info, 1, 1); \
    *lw = creal(w) > 1 ? (int)creal(w) : 1;                                                  \
    *lrw = rw > 1 ? (int)rw : 1;                                                             \
    *liw = iw > 1 ? iw : 1;                                                                  \
  }                                                                                          \
  static void run_##p##evd(void *v) {                                                        \
    sargs *a = v;                                                                            \
    int lw, lrw, liw, info = 0;                                                              \
    p##evd_sizes(a->c1, a->c2, a->n, a->lda, &lw, &lrw, &liw);                               \
    void *own, *w = sv_work(a, lw, sizeof(T), &own);                                         \
    int *iw = malloc(sizeof(int) * (size_t)liw);                                             \
    R *rw = malloc(sizeof(R) * (size_t)lrw);                                                 \
    if (w && iw && rw) {                                                                     \
      if (w == a->work) lw = a->lwork;                                                       \
      p##heevd_(&a->c1, &a->c2, &a->n, a->A, &a->lda, a->S, w, &lw, rw, &lrw, iw, &liw, &info, 1, 1); \
    } else info = -1;                                                                        \
    free(own);                                                                               \
    free(iw);                                                                                \
    free(rw);                                                                                \
    if (a->info) *a->info = info;                                                            \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##heevd_bufferSize(cusolverDnHandle_t h, cusolverEigMode_t jobz, \
      cublasFillMode_t uplo, int n, const T *A, int lda, const R *W, int *lwork) {           \
    (void)A, (void)W;                                                                        \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((jobz == CUSOLVER_EIG_MODE_NOVECTOR || jobz == CUSOLVER_EIG_MODE_VECTOR) && n >= 0 && lda >= sv_max1(n) && lwork); \
    int lrw, liw;                                                                            \
    p##evd_sizes(jobz ? 'V' : 'N', sv_uplo(uplo), n, lda, lwork, &lrw, &liw);                \
    return CUSOLVER_STATUS_SUCCESS;                                                          \
  }                                                                                          \
  LIBS_EXPORT cusolverStatus_t cusolverDn##P##heevd(cusolverDnHandle_t h, cusolverEigMode_t jobz, \
      cublasFillMode_t uplo, int n, T *A, int lda, R *W, T *work, int lwork, int *info) {    \
    SV_CHECK_HANDLE(h);                                                                      \
    SV_REQUIRE((jobz == CUSOLVER_EIG_MODE_NOVECTOR || jobz == CUSOLVER_EIG_MODE_VECTOR));   \
    SV_REQUIRE((uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER) && n >= 0 && lda >= sv_max1(n) && W); \
    sargs a = {0};                                                                           \
    a.c1 = jobz ? 'V' : 'N'; a.c2 = sv_uplo(uplo); a.n = n; a.A = A; a.lda = lda; a.S = W; a.work = work; \
    a.lwork = lwork; a.info = info;                                                          \
    return sv_run(h, run_##p##evd, &a);                                                      \
  }
EVD_CPLX(C, c, cuComplex, float complex, float)
EVD_CPLX(Z, z, cuDoubleComplex, double complex, double)
