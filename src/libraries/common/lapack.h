/* cucc: the LAPACK routines (Fortran ABI) that libcublas's batched LU and
 * libcusolver call, for S/D/C/Z through the X macro. */
#ifndef CUCC_LIBS_LAPACK_H
#define CUCC_LIBS_LAPACK_H

#include <stddef.h>

/* complex gesvd takes a real work array */
#define LAPACK_RWORK_s
#define LAPACK_RWORK_d
#define LAPACK_RWORK_c float *rwork,
#define LAPACK_RWORK_z double *rwork,
#define LAPACK_DECL(p, T, R)                                                                 \
  void p##getrf_(const int *m, const int *n, T *a, const int *lda, int *ipiv, int *info);    \
  void p##getrs_(const char *trans, const int *n, const int *nrhs, const T *a, const int *lda, const int *ipiv, \
                 T *b, const int *ldb, int *info, size_t len);                               \
  void p##getri_(const int *n, T *a, const int *lda, const int *ipiv, T *work, const int *lwork, int *info); \
  void p##potrf_(const char *uplo, const int *n, T *a, const int *lda, int *info, size_t len); \
  void p##potrs_(const char *uplo, const int *n, const int *nrhs, const T *a, const int *lda, T *b, \
                 const int *ldb, int *info, size_t len);                                     \
  void p##potri_(const char *uplo, const int *n, T *a, const int *lda, int *info, size_t len); \
  void p##geqrf_(const int *m, const int *n, T *a, const int *lda, T *tau, T *work, const int *lwork, int *info); \
  void p##gesvd_(const char *ju, const char *jvt, const int *m, const int *n, T *a, const int *lda, R *s, T *u,   \
                 const int *ldu, T *vt, const int *ldvt, T *work, const int *lwork, LAPACK_RWORK_##p int *info,    \
                 size_t l1, size_t l2);                                                                            \
  void p##sytrf_(const char *uplo, const int *n, T *a, const int *lda, int *ipiv, T *work, const int *lwork,      \
                 int *info, size_t len);
LAPACK_DECL(s, float, float)
LAPACK_DECL(d, double, double)
LAPACK_DECL(c, void, float)
LAPACK_DECL(z, void, double)
#undef LAPACK_DECL

/* Q from geqrf's reflectors and its product with C; symmetric and
 * Hermitian eigensolvers */
void sorgqr_(const int *m, const int *n, const int *k, float *a, const int *lda, const float *tau, float *work,
             const int *lwork, int *info);
void dorgqr_(const int *m, const int *n, const int *k, double *a, const int *lda, const double *tau, double *work,
             const int *lwork, int *info);
void cungqr_(const int *m, const int *n, const int *k, void *a, const int *lda, const void *tau, void *work,
             const int *lwork, int *info);
void zungqr_(const int *m, const int *n, const int *k, void *a, const int *lda, const void *tau, void *work,
             const int *lwork, int *info);
#define ORMQR_DECL(name, T)                                                                  \
  void name(const char *side, const char *trans, const int *m, const int *n, const int *k, const T *a,          \
            const int *lda, const T *tau, T *c, const int *ldc, T *work, const int *lwork, int *info, size_t l1, \
            size_t l2);
ORMQR_DECL(sormqr_, float)
ORMQR_DECL(dormqr_, double)
ORMQR_DECL(cunmqr_, void)
ORMQR_DECL(zunmqr_, void)
#undef ORMQR_DECL
void ssyevd_(const char *jobz, const char *uplo, const int *n, float *a, const int *lda, float *w, float *work,
             const int *lwork, int *iwork, const int *liwork, int *info, size_t l1, size_t l2);
void dsyevd_(const char *jobz, const char *uplo, const int *n, double *a, const int *lda, double *w, double *work,
             const int *lwork, int *iwork, const int *liwork, int *info, size_t l1, size_t l2);
void cheevd_(const char *jobz, const char *uplo, const int *n, void *a, const int *lda, float *w, void *work,
             const int *lwork, float *rwork, const int *lrwork, int *iwork, const int *liwork, int *info, size_t l1,
             size_t l2);
void zheevd_(const char *jobz, const char *uplo, const int *n, void *a, const int *lda, double *w, void *work,
             const int *lwork, double *rwork, const int *lrwork, int *iwork, const int *liwork, int *info,
             size_t l1, size_t l2);

#endif
