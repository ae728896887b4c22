/* cucc: libcublas's internals: the handle, argument checks, and the macros
 * that queue a BLAS call in the handle's stream with its scalars read as
 * the pointer mode says (host: at the call; device: when it runs). */
#ifndef CUCC_CUBLAS_INTERNAL_H
#define CUCC_CUBLAS_INTERNAL_H

#include <cblas.h>
#include "cublas_api.h"
#include "../common/libs_stream.h"

struct cublasContext {
  cudaStream_t stream;
  cublasPointerMode_t pmode;
  cublasAtomicsMode_t atomics;
  cublasMath_t math;
  int sm_target;
};

/* a scalar argument: its value (host mode) or its address (device mode) */
#define CB_SCALAR(T, x) const T *x##_p; T x##_v
#define CB_SET(a, h, x) do { (a).x##_p = (x); if ((h)->pmode == CUBLAS_POINTER_MODE_HOST && (x)) (a).x##_v = *(x); } while (0)
#define CB_GET(a, x) ((a)->dev ? *(a)->x##_p : (a)->x##_v)

/* queues fn(args) in h's stream; `wait` for calls that return a result to
 * host memory */
cublasStatus_t cb_run(cublasHandle_t h, libs_work_fn fn, const void *args, size_t size, int wait);
/* prints cuBLAS's message for an illegal argument; INVALID_VALUE */
cublasStatus_t cb_illegal(const char *routine, int param);

static inline int cb_bad_op(cublasOperation_t o) { return o != CUBLAS_OP_N && o != CUBLAS_OP_T && o != CUBLAS_OP_C; }
static inline int cb_bad_fill(cublasFillMode_t f) { return f != CUBLAS_FILL_MODE_LOWER && f != CUBLAS_FILL_MODE_UPPER; }
static inline int cb_bad_side(cublasSideMode_t s) { return s != CUBLAS_SIDE_LEFT && s != CUBLAS_SIDE_RIGHT; }
static inline int cb_bad_diag(cublasDiagType_t d) { return d != CUBLAS_DIAG_NON_UNIT && d != CUBLAS_DIAG_UNIT; }
static inline int cb_max1(int x) { return x > 1 ? x : 1; }

static inline enum CBLAS_TRANSPOSE cb_trans(cublasOperation_t o) {
  return o == CUBLAS_OP_N ? CblasNoTrans : o == CUBLAS_OP_T ? CblasTrans : CblasConjTrans;
}
static inline enum CBLAS_UPLO cb_uplo(cublasFillMode_t f) { return f == CUBLAS_FILL_MODE_UPPER ? CblasUpper : CblasLower; }
static inline enum CBLAS_SIDE cb_side(cublasSideMode_t s) { return s == CUBLAS_SIDE_LEFT ? CblasLeft : CblasRight; }
static inline enum CBLAS_DIAG cb_diag(cublasDiagType_t d) { return d == CUBLAS_DIAG_UNIT ? CblasUnit : CblasNonUnit; }

#define CB_CHECK_HANDLE(h) do { if (!(h)) return CUBLAS_STATUS_NOT_INITIALIZED; } while (0)
#define CB_REQUIRE(c) do { if (!(c)) return CUBLAS_STATUS_INVALID_VALUE; } while (0)

/* the value argument of a CBLAS call: real types by value, complex by address */
#define CB_VAL_s(x) (x)
#define CB_VAL_d(x) (x)
#define CB_VAL_c(x) (&(x))
#define CB_VAL_z(x) (&(x))

#endif
