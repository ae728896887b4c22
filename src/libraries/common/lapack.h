/* cucc: the LAPACK routines (Fortran ABI) that libcublas's batched LU and
 * libcusolver call, for S/D/C/Z through the X macro. */
#ifndef CUCC_LIBS_LAPACK_H
#define CUCC_LIBS_LAPACK_H

#define LAPACK_DECL(p, T, R)                                                                 \
  void p##getrf_(const int *m, const int *n, T *a, const int *lda, int *ipiv, int *info);    \
  void p##getrs_(const char *trans, const int *n, const int *nrhs, const T *a, const int *lda, const int *ipiv, \
                 T *b, const int *ldb, int *info, size_t len);                               \
  void p##getri_(const int *n, T *a, const int *lda, const int *ipiv, T *work, const int *lwork, int *info); \
  void p##potrf_(const char *uplo, const int *n, T *a, const int *lda, int *info, size_t len); \
  void p##potrs_(const char *uplo, const int *n, const int *nrhs, const T *a, const int *lda, T *b, \
                 const int *ldb, int *info, size_t len);                                     \
  void p##potri_(const char *uplo, const int *n, T *a, const int *lda, int *info, size_t len); \
  void p##geqrf_(const int *m, const int *n, T *a, const int *lda, T *tau, T *work, const int *lwork, int *info);
LAPACK_DECL(s, float, float)
LAPACK_DECL(d, double, double)
LAPACK_DECL(c, void, float)
LAPACK_DECL(z, void, double)
#undef LAPACK_DECL

#endif
