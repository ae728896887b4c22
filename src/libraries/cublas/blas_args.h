/* cucc: the argument block of a queued level 2/3 cuBLAS call: sizes,
 * operations, pointers and the two scalars (values in host pointer mode,
 * addresses in device mode, read when the call runs). */
#ifndef CUCC_CUBLAS_BLAS_ARGS_H
#define CUCC_CUBLAS_BLAS_ARGS_H

#include <string.h>
#include "cublas_internal.h"

typedef struct {
  int dev;
  int op1, op2, op3, op4; /* trans/side/uplo/diag as each routine needs */
  int m, n, k, kl, ku, batch;
  const void *A, *B, *x, *y;
  void *C, *out;
  int lda, ldb, ldc, incx, incy;
  long long sa, sb, sc; /* batch strides */
  const void *alpha_p, *beta_p;
  cuDoubleComplex alpha_v, beta_v;
} bargs;

static inline void ba_init(bargs *a, cublasHandle_t h, const void *alpha, size_t asz, const void *beta, size_t bsz) {
  memset(a, 0, sizeof *a);
  a->dev = h->pmode == CUBLAS_POINTER_MODE_DEVICE;
  a->alpha_p = alpha;
  a->beta_p = beta;
  if (!a->dev) {
    if (alpha) memcpy(&a->alpha_v, alpha, asz);
    if (beta) memcpy(&a->beta_v, beta, bsz);
  }
}
#define BA_ALPHA(a, T) (*(const T *)((a)->dev ? (a)->alpha_p : (const void *)&(a)->alpha_v))
#define BA_BETA(a, T) (*(const T *)((a)->dev ? (a)->beta_p : (const void *)&(a)->beta_v))

#endif
