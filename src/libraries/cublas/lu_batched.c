/* cucc: cuBLAS's batched LU routines over LAPACK: getrfBatched (with or
 * without pivoting), getrsBatched, getriBatched, matinvBatched; info per
 * matrix as LAPACK's. */
#include <stdlib.h>
#include "blas_args.h"
#include "../common/lapack.h"

/* LU without pivoting (P == NULL), Doolittle, column-major */
#define NOPIV(p, E)                                                                          \
  static int p##lu_nopiv(int n, E *a, int lda) {                                             \
    for (int k = 0; k < n; k++) {                                                            \
      E piv = a[k + (long long)k * lda];                                                     \
      if (piv == 0) return k + 1;                                                            \
      for (int i = k + 1; i < n; i++) a[i + (long long)k * lda] /= piv;                      \
      for (int j = k + 1; j < n; j++)                                                        \
        for (int i = k + 1; i < n; i++)                                                      \
          a[i + (long long)j * lda] -= a[i + (long long)k * lda] * a[k + (long long)j * lda]; \
    }                                                                                        \
    return 0;                                                                                \
  }
NOPIV(s, float)
NOPIV(d, double)
NOPIV(c, float _Complex)
NOPIV(z, double _Complex)

#define LUB(P, p, T, E)                                                                      \
  static void run_##p##getrf(void *v) {                                                      \
    bargs *a = v;                                                                            \
    T *const *A = a->C;                                                                      \
    int *P_ = (int *)a->y, *info = a->out;                                                   \
    for (int b = 0; b < a->batch; b++) {                                                     \
      if (P_) p##getrf_(&a->n, &a->n, (void *)A[b], &a->lda, P_ + (long long)b * a->n, &info[b]); \
      else info[b] = p##lu_nopiv(a->n, (E *)(void *)A[b], a->lda);                           \
    }                                                                                        \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##getrfBatched(cublasHandle_t h, int n, T *const A[], int lda, int *Piv, \
      int *info, int batch) {                                                                \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(n >= 0 && batch >= 0 && lda >= cb_max1(n) && info);                           \
    if (n == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;                                  \
    CB_REQUIRE(A);                                                                           \
    bargs a; ba_init(&a, h, NULL, 0, NULL, 0);                                               \
    a.n = n; a.C = (void *)A; a.lda = lda; a.y = Piv; a.out = info; a.batch = batch;         \
    return cb_run(h, run_##p##getrf, &a, sizeof a, 0);                                       \
  }                                                                                          \
  static void run_##p##getrs(void *v) {                                                      \
    bargs *a = v;                                                                            \
    const T *const *A = a->A;                                                                \
    T *const *B = a->C;                                                                      \
    char tr = a->op1 == CUBLAS_OP_N ? 'N' : a->op1 == CUBLAS_OP_T ? 'T' : 'C';               \
    int info = 0;                                                                            \
    for (int b = 0; b < a->batch; b++)                                                       \
      p##getrs_(&tr, &a->n, &a->k, (const void *)A[b], &a->lda, (const int *)a->x + (long long)b * a->n, \
                (void *)B[b], &a->ldb, &info, 1);                                            \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##getrsBatched(cublasHandle_t h, cublasOperation_t trans, int n, int nrhs, \
      const T *const A[], int lda, const int *ipiv, T *const B[], int ldb, int *info, int batch) { \
    CB_CHECK_HANDLE(h);                                                                      \
    /* info is a host pointer: the argument that is wrong, as LAPACK numbers them */        \
    int bad = cb_bad_op(trans) ? 1 : n < 0 ? 2 : nrhs < 0 ? 3 : lda < cb_max1(n) ? 5 : ldb < cb_max1(n) ? 8 : batch < 0 ? 10 : 0; \
    if (info) *info = -bad;                                                                  \
    CB_REQUIRE(!bad);                                                                        \
    if (n == 0 || nrhs == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;                     \
    CB_REQUIRE(A && B && ipiv);                                                              \
    bargs a; ba_init(&a, h, NULL, 0, NULL, 0);                                               \
    a.op1 = trans; a.n = n; a.k = nrhs; a.A = (const void *)A; a.lda = lda; a.x = ipiv; a.C = (void *)B; \
    a.ldb = ldb; a.batch = batch;                                                            \
    return cb_run(h, run_##p##getrs, &a, sizeof a, 0);                                       \
  }                                                                                          \
  /* C = inverse from the LU factors in A: copy, then LAPACK's getri */                     \
  static void p##inverse(int n, const T *lu, int lda, const int *piv, T *c, int ldc, int *info) { \
    for (int j = 0; j < n; j++) memcpy(c + (long long)j * ldc, lu + (long long)j * lda, sizeof(T) * (size_t)n); \
    int lw = n * 64;                                                                         \
    T *w = malloc(sizeof(T) * (size_t)lw);                                                   \
    if (!w) { *info = -1; return; }                                                          \
    int *ip = NULL;                                                                          \
    if (!piv) { /* no pivoting: the identity permutation */                                 \
      ip = malloc(sizeof(int) * (size_t)n);                                                  \
      if (!ip) { free(w); *info = -1; return; }                                              \
      for (int i = 0; i < n; i++) ip[i] = i + 1;                                             \
    }                                                                                        \
    p##getri_(&n, (void *)c, &ldc, piv ? piv : ip, (void *)w, &lw, info);                    \
    free(w);                                                                                 \
    free(ip);                                                                                \
  }                                                                                          \
  static void run_##p##getri(void *v) {                                                      \
    bargs *a = v;                                                                            \
    const T *const *A = a->A;                                                                \
    T *const *C = a->C;                                                                      \
    const int *piv = a->x;                                                                   \
    int *info = a->out;                                                                      \
    for (int b = 0; b < a->batch; b++)                                                       \
      p##inverse(a->n, A[b], a->lda, piv ? piv + (long long)b * a->n : NULL, C[b], a->ldc, &info[b]); \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##getriBatched(cublasHandle_t h, int n, const T *const A[], int lda, \
      const int *Piv, T *const C[], int ldc, int *info, int batch) {                         \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(n >= 0 && batch >= 0 && lda >= cb_max1(n) && ldc >= cb_max1(n) && info);     \
    if (n == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;                                  \
    CB_REQUIRE(A && C);                                                                      \
    bargs a; ba_init(&a, h, NULL, 0, NULL, 0);                                               \
    a.n = n; a.A = (const void *)A; a.lda = lda; a.x = Piv; a.C = (void *)C; a.ldc = ldc; a.out = info; a.batch = batch; \
    return cb_run(h, run_##p##getri, &a, sizeof a, 0);                                       \
  }                                                                                          \
  static void run_##p##matinv(void *v) {                                                     \
    bargs *a = v;                                                                            \
    const T *const *A = a->A;                                                                \
    T *const *C = a->C;                                                                      \
    int *info = a->out;                                                                      \
    T *lu = malloc(sizeof(T) * (size_t)a->n * (size_t)a->n);                                 \
    int *piv = malloc(sizeof(int) * (size_t)a->n);                                           \
    for (int b = 0; b < a->batch && lu && piv; b++) {                                        \
      for (int j = 0; j < a->n; j++)                                                         \
        memcpy(lu + (long long)j * a->n, A[b] + (long long)j * a->lda, sizeof(T) * (size_t)a->n); \
      p##getrf_(&a->n, &a->n, (void *)lu, &a->n, piv, &info[b]);                             \
      if (info[b] == 0) p##inverse(a->n, lu, a->n, piv, C[b], a->ldc, &info[b]);             \
    }                                                                                        \
    free(lu);                                                                                \
    free(piv);                                                                               \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##matinvBatched(cublasHandle_t h, int n, const T *const A[], int lda, \
      T *const Ainv[], int lda_inv, int *info, int batch) {                                  \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(n >= 0 && n <= 32 && batch >= 0 && lda >= cb_max1(n) && lda_inv >= cb_max1(n) && info); \
    if (n == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;                                  \
    CB_REQUIRE(A && Ainv);                                                                   \
    bargs a; ba_init(&a, h, NULL, 0, NULL, 0);                                               \
    a.n = n; a.A = (const void *)A; a.lda = lda; a.C = (void *)Ainv; a.ldc = lda_inv; a.out = info; a.batch = batch; \
    return cb_run(h, run_##p##matinv, &a, sizeof a, 0);                                      \
  }
LUB(S, s, float, float)
LUB(D, d, double, double)
LUB(C, c, cuComplex, float _Complex)
LUB(Z, z, cuDoubleComplex, double _Complex)
