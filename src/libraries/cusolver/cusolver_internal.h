/* cucc: libcusolver's handle and the argument block of a queued dense
 * solver call (run in the handle's stream, LAPACK doing the work). */
#ifndef CUCC_CUSOLVER_INTERNAL_H
#define CUCC_CUSOLVER_INTERNAL_H

#include <string.h>
#include "cusolverDn.h"
#include "../common/libs_stream.h"
#include "../common/lapack.h"

struct cusolverDnContext {
  cudaStream_t stream;
};

typedef struct {
  int m, n, k, nrhs, lda, ldb, ldc, ldu, ldvt, lwork;
  int op1, op2, op3;
  char c1, c2;
  void *A, *B, *C, *tau, *work, *S, *U, *VT, *rwork;
  int *ipiv, *info;
} sargs;

#define SV_CHECK_HANDLE(h) do { if (!(h)) return CUSOLVER_STATUS_NOT_INITIALIZED; } while (0)
#define SV_REQUIRE(c) do { if (!(c)) return CUSOLVER_STATUS_INVALID_VALUE; } while (0)
static inline int sv_max1(int x) { return x > 1 ? x : 1; }
static inline char sv_uplo(cublasFillMode_t f) { return f == CUBLAS_FILL_MODE_UPPER ? 'U' : 'L'; }
static inline char sv_trans(cublasOperation_t o) { return o == CUBLAS_OP_N ? 'N' : o == CUBLAS_OP_T ? 'T' : 'C'; }

cusolverStatus_t sv_run(cusolverDnHandle_t h, libs_work_fn fn, const sargs *a);
/* a work array of n elements of `size` bytes: the caller's when large
 * enough, else a new one (freed by sv_done) */
void *sv_work(const sargs *a, int n, size_t size, void **own);

#endif
