/* cucc: cuBLAS's BLAS-like extensions: geam (C = alpha op(A) + beta op(B),
 * in place too), dgmm (C = A diag(x) or diag(x) A), and the mixed-precision
 * GEMMs (GemmEx, its batched forms, SgemmEx, CgemmEx, Hgemm): 16-bit and
 * 8-bit inputs are widened and multiplied by OpenBLAS's sgemm/dgemm, and
 * the result rounded to the output type. */
#include <complex.h>
#include <stdint.h>
#include <stdlib.h>
#include "blas_args.h"

/* element types for arithmetic: C's complex types share cuComplex's layout */
typedef float complex fcx;
typedef double complex dcx;
#define CONJ_s(x) (x)
#define CONJ_d(x) (x)
#define CONJ_c(x) conjf(x)
#define CONJ_z(x) conj(x)

#define GEAM(P, p, T, E)                                                                     \
  static E p##geam_at(const E *X, int ld, cublasOperation_t op, int i, int j) {              \
    return op == CUBLAS_OP_N ? X[i + (long long)j * ld]                                      \
           : op == CUBLAS_OP_T ? X[j + (long long)i * ld] : CONJ_##p(X[j + (long long)i * ld]); \
  }                                                                                          \
  static void run_##p##geam(void *v) {                                                       \
    bargs *a = v;                                                                            \
    T alt = BA_ALPHA(a, T), bet = BA_BETA(a, T);                                             \
    E al, be;                                                                                \
    memcpy(&al, &alt, sizeof al); memcpy(&be, &bet, sizeof be);                              \
    const E *A = a->A, *B = a->B;                                                            \
    E *C = a->C;                                                                             \
    E zero = 0;                                                                              \
    for (int j = 0; j < a->n; j++)                                                           \
      for (int i = 0; i < a->m; i++) {                                                       \
        E x = al == zero ? zero : al * p##geam_at(A, a->lda, a->op1, i, j);                  \
        E y = be == zero ? zero : be * p##geam_at(B, a->ldb, a->op2, i, j);                  \
        C[i + (long long)j * a->ldc] = x + y;                                                \
      }                                                                                      \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##geam(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, \
      int n, const T *alpha, const T *A, int lda, const T *beta, const T *B, int ldb, T *C, int ldc) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_op(ta) && !cb_bad_op(tb) && m >= 0 && n >= 0 && ldc >= cb_max1(m));  \
    CB_REQUIRE(lda >= cb_max1(ta == CUBLAS_OP_N ? m : n) && ldb >= cb_max1(tb == CUBLAS_OP_N ? m : n)); \
    /* in place only where C is an untransposed operand of the same shape */                \
    CB_REQUIRE(C != A || (ta == CUBLAS_OP_N && lda == ldc));                                 \
    CB_REQUIRE(C != B || (tb == CUBLAS_OP_N && ldb == ldc));                                 \
    if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;                                      \
    CB_REQUIRE(alpha && beta && C);                                                          \
    bargs a; ba_init(&a, h, alpha, sizeof(T), beta, sizeof(T));                              \
    a.op1 = ta; a.op2 = tb; a.m = m; a.n = n; a.A = A; a.lda = lda; a.B = B; a.ldb = ldb; a.C = C; a.ldc = ldc; \
    return cb_run(h, run_##p##geam, &a, sizeof a, 0);                                        \
  }                                                                                          \
  static void run_##p##dgmm(void *v) {                                                       \
    bargs *a = v;                                                                            \
    const E *A = a->A, *x = a->x;                                                            \
    E *C = a->C;                                                                             \
    int len = a->op1 == CUBLAS_SIDE_LEFT ? a->m : a->n;                                      \
    for (int j = 0; j < a->n; j++)                                                           \
      for (int i = 0; i < a->m; i++) {                                                       \
        int t = a->op1 == CUBLAS_SIDE_LEFT ? i : j;                                          \
        long long xi = a->incx >= 0 ? (long long)t * a->incx : (long long)(len - 1 - t) * -a->incx; \
        C[i + (long long)j * a->ldc] = A[i + (long long)j * a->lda] * x[xi];                 \
      }                                                                                      \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##dgmm(cublasHandle_t h, cublasSideMode_t mode, int m, int n, const T *A, \
      int lda, const T *x, int incx, T *C, int ldc) {                                        \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(!cb_bad_side(mode) && m >= 0 && n >= 0 && lda >= cb_max1(m) && ldc >= cb_max1(m)); \
    CB_REQUIRE(C != A || lda == ldc);                                                        \
    if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;                                      \
    CB_REQUIRE(A && x && C);                                                                 \
    bargs a; ba_init(&a, h, NULL, 0, NULL, 0);                                               \
    a.op1 = mode; a.m = m; a.n = n; a.A = A; a.lda = lda; a.x = x; a.incx = incx; a.C = C; a.ldc = ldc; \
    return cb_run(h, run_##p##dgmm, &a, sizeof a, 0);                                        \
  }
GEAM(S, s, float, float)
GEAM(D, d, double, double)
GEAM(C, c, cuComplex, fcx)
GEAM(Z, z, cuDoubleComplex, dcx)

/* ---- mixed precision: the types the GEMMs read and write ---- */
static int elem_size(cudaDataType t) {
  switch (t) {
  case CUDA_R_8I: return 1;
  case CUDA_R_16F: case CUDA_R_16BF: return 2;
  case CUDA_R_32F: case CUDA_R_32I: return 4;
  case CUDA_R_64F: case CUDA_C_32F: return 8;
  case CUDA_C_64F: return 16;
  default: return 0;
  }
}
static double load(cudaDataType t, const void *p, long long i) {
  switch (t) {
  case CUDA_R_8I: return ((const int8_t *)p)[i];
  case CUDA_R_16F: return libs_half_to_float(((const uint16_t *)p)[i]);
  case CUDA_R_16BF: return libs_bf16_to_float(((const uint16_t *)p)[i]);
  case CUDA_R_32F: return ((const float *)p)[i];
  case CUDA_R_32I: return ((const int32_t *)p)[i];
  case CUDA_R_64F: return ((const double *)p)[i];
  default: return 0;
  }
}
static void store(cudaDataType t, void *p, long long i, double v) {
  switch (t) {
  case CUDA_R_16F: ((uint16_t *)p)[i] = libs_float_to_half((float)v); break;
  case CUDA_R_16BF: ((uint16_t *)p)[i] = libs_float_to_bf16((float)v); break;
  case CUDA_R_32F: ((float *)p)[i] = (float)v; break;
  case CUDA_R_32I: ((int32_t *)p)[i] = (int32_t)v; break;
  case CUDA_R_64F: ((double *)p)[i] = v; break;
  default: break;
  }
}

typedef struct {
  bargs b;
  cudaDataType at, bt, ct;
  int ctype;  /* 0: float compute (sgemm), 1: double (dgemm, exact int8) */
  int stype;  /* the scalars' type */
  int ptrs;   /* A, B, C are arrays of pointers */
} exargs;

/* widens the rows x cols matrix X (leading dimension ld) into a dense copy */
static void *widen(cudaDataType t, const void *X, int ld, int rows, int cols, int dbl) {
  size_t n = (size_t)rows * (size_t)cols;
  void *w = malloc((dbl ? sizeof(double) : sizeof(float)) * (n ? n : 1));
  if (!w) return NULL;
  for (int j = 0; j < cols; j++)
    for (int i = 0; i < rows; i++) {
      double v = load(t, X, i + (long long)j * ld);
      if (dbl) ((double *)w)[i + (size_t)j * rows] = v;
      else ((float *)w)[i + (size_t)j * rows] = (float)v;
    }
  return w;
}

static void ex_one(const exargs *e, double al, double be, const void *A, const void *B, void *C) {
  const bargs *a = &e->b;
  int ar = a->op1 == CUBLAS_OP_N ? a->m : a->k, ac = a->op1 == CUBLAS_OP_N ? a->k : a->m;
  int br = a->op2 == CUBLAS_OP_N ? a->k : a->n, bc = a->op2 == CUBLAS_OP_N ? a->n : a->k;
  int dbl = e->ctype;
  void *wa = widen(e->at, A, a->lda, ar, ac, dbl), *wb = widen(e->bt, B, a->ldb, br, bc, dbl);
  void *wc = widen(e->ct, C, a->ldc, a->m, a->n, dbl);
  if (wa && wb && wc) {
    if (dbl)
      cblas_dgemm(CblasColMajor, cb_trans(a->op1), cb_trans(a->op2), a->m, a->n, a->k, al, wa, cb_max1(ar), wb,
                  cb_max1(br), be, wc, a->m);
    else
      cblas_sgemm(CblasColMajor, cb_trans(a->op1), cb_trans(a->op2), a->m, a->n, a->k, (float)al, wa, cb_max1(ar),
                  wb, cb_max1(br), (float)be, wc, a->m);
    for (int j = 0; j < a->n; j++)
      for (int i = 0; i < a->m; i++)
        store(e->ct, C, i + (long long)j * a->ldc,
              dbl ? ((double *)wc)[i + (size_t)j * a->m] : ((float *)wc)[i + (size_t)j * a->m]);
  }
  free(wa);
  free(wb);
  free(wc);
}

static void run_ex(void *v) {
  exargs *e = v;
  const bargs *a = &e->b;
  double al = load(e->stype, a->dev ? a->alpha_p : (const void *)&a->alpha_v, 0);
  double be = load(e->stype, a->dev ? a->beta_p : (const void *)&a->beta_v, 0);
  int as = elem_size(e->at), bs = elem_size(e->bt), cs = elem_size(e->ct);
  for (int b = 0; b < a->batch; b++) {
    if (e->ptrs)
      ex_one(e, al, be, ((const void *const *)a->A)[b], ((const void *const *)a->B)[b], ((void *const *)a->C)[b]);
    else
      ex_one(e, al, be, (const char *)a->A + b * a->sa * as, (const char *)a->B + b * a->sb * bs,
             (char *)a->C + b * a->sc * cs);
  }
}

/* the type combinations cuBLAS's GemmEx accepts that map to CBLAS directly */
static cublasStatus_t direct(cublasHandle_t h, cudaDataType t, cublasOperation_t ta, cublasOperation_t tb, int m,
                             int n, int k, const void *alpha, const void *A, int lda, long long sa, const void *B,
                             int ldb, long long sb, const void *beta, void *C, int ldc, long long sc, int batch,
                             int ptrs) {
#define DIRECT(P, T)                                                                          \
  if (ptrs) return cublas##P##gemmBatched(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch); \
  return cublas##P##gemmStridedBatched(h, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc, batch);
  switch (t) {
  case CUDA_R_32F: DIRECT(S, float)
  case CUDA_R_64F: DIRECT(D, double)
  case CUDA_C_32F: DIRECT(C, cuComplex)
  case CUDA_C_64F: DIRECT(Z, cuDoubleComplex)
  default: return CUBLAS_STATUS_NOT_SUPPORTED;
  }
#undef DIRECT
}

static int is_16(cudaDataType t) { return t == CUDA_R_16F || t == CUDA_R_16BF; }

static cublasStatus_t gemm_ex(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                              const void *alpha, const void *A, cudaDataType at, int lda, long long sa, const void *B,
                              cudaDataType bt, int ldb, long long sb, const void *beta, void *C, cudaDataType ct,
                              int ldc, long long sc, int batch, int compute, int ptrs) {
  CB_CHECK_HANDLE(h);
  int c32 = compute == CUBLAS_COMPUTE_32F || compute == CUBLAS_COMPUTE_32F_PEDANTIC ||
            compute == CUBLAS_COMPUTE_32F_FAST_16F || compute == CUBLAS_COMPUTE_32F_FAST_16BF ||
            compute == CUBLAS_COMPUTE_32F_FAST_TF32 || compute == CUBLAS_COMPUTE_32F_EMULATED_16BFX9;
  int c64 = compute == CUBLAS_COMPUTE_64F || compute == CUBLAS_COMPUTE_64F_PEDANTIC;
  int c16 = compute == CUBLAS_COMPUTE_16F || compute == CUBLAS_COMPUTE_16F_PEDANTIC;
  int c32i = compute == CUBLAS_COMPUTE_32I || compute == CUBLAS_COMPUTE_32I_PEDANTIC;
  if (at == bt && bt == ct && ((c32 && (at == CUDA_R_32F || at == CUDA_C_32F)) || (c64 && (at == CUDA_R_64F || at == CUDA_C_64F))))
    return direct(h, at, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc, batch, ptrs);
  exargs e;
  memset(&e, 0, sizeof e);
  if (c16 && at == CUDA_R_16F && bt == at && ct == at)
    e.stype = CUDA_R_16F;
  else if (c32 && ((is_16(at) && bt == at && (ct == at || ct == CUDA_R_32F)) ||
                   (at == CUDA_R_8I && bt == at && ct == CUDA_R_32F)))
    e.stype = CUDA_R_32F;
  else if (c32i && at == CUDA_R_8I && bt == at && ct == CUDA_R_32I)
    e.stype = CUDA_R_32I, e.ctype = 1;
  else
    return CUBLAS_STATUS_NOT_SUPPORTED;
  CB_REQUIRE(!cb_bad_op(ta) && !cb_bad_op(tb) && m >= 0 && n >= 0 && k >= 0 && batch >= 0);
  CB_REQUIRE(lda >= cb_max1(ta == CUBLAS_OP_N ? m : k) && ldb >= cb_max1(tb == CUBLAS_OP_N ? k : n) &&
             ldc >= cb_max1(m));
  if (m == 0 || n == 0 || batch == 0)
    return CUBLAS_STATUS_SUCCESS;
  CB_REQUIRE(alpha && beta && A && B && C);
  ba_init(&e.b, h, alpha, (size_t)elem_size(e.stype), beta, (size_t)elem_size(e.stype));
  bargs *a = &e.b;
  a->op1 = ta; a->op2 = tb; a->m = m; a->n = n; a->k = k; a->A = A; a->lda = lda; a->B = B; a->ldb = ldb;
  a->C = C; a->ldc = ldc; a->sa = sa; a->sb = sb; a->sc = sc; a->batch = batch;
  e.at = at; e.bt = bt; e.ct = ct; e.ptrs = ptrs;
  return cb_run(h, run_ex, &e, sizeof e, 0);
}

LIBS_EXPORT cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
    int k, const void *alpha, const void *A, cudaDataType at, int lda, const void *B, cudaDataType bt, int ldb,
    const void *beta, void *C, cudaDataType ct, int ldc, cublasComputeType_t compute, cublasGemmAlgo_t algo) {
  (void)algo;
  return gemm_ex(h, ta, tb, m, n, k, alpha, A, at, lda, 0, B, bt, ldb, 0, beta, C, ct, ldc, 0, 1, compute, 0);
}
LIBS_EXPORT cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
    int m, int n, int k, const void *alpha, const void *A, cudaDataType at, int lda, long long sa, const void *B,
    cudaDataType bt, int ldb, long long sb, const void *beta, void *C, cudaDataType ct, int ldc, long long sc,
    int batch, cublasComputeType_t compute, cublasGemmAlgo_t algo) {
  (void)algo;
  return gemm_ex(h, ta, tb, m, n, k, alpha, A, at, lda, sa, B, bt, ldb, sb, beta, C, ct, ldc, sc, batch, compute, 0);
}
LIBS_EXPORT cublasStatus_t cublasGemmBatchedEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
    int n, int k, const void *alpha, const void *const A[], cudaDataType at, int lda, const void *const B[],
    cudaDataType bt, int ldb, const void *beta, void *const C[], cudaDataType ct, int ldc, int batch,
    cublasComputeType_t compute, cublasGemmAlgo_t algo) {
  (void)algo;
  return gemm_ex(h, ta, tb, m, n, k, alpha, (const void *)A, at, lda, 0, (const void *)B, bt, ldb, 0, beta,
                 (void *)C, ct, ldc, 0, batch, compute, 1);
}
LIBS_EXPORT cublasStatus_t cublasSgemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
    int k, const float *alpha, const void *A, cudaDataType at, int lda, const void *B, cudaDataType bt, int ldb,
    const float *beta, void *C, cudaDataType ct, int ldc) {
  return gemm_ex(h, ta, tb, m, n, k, alpha, A, at, lda, 0, B, bt, ldb, 0, beta, C, ct, ldc, 0, 1,
                 CUBLAS_COMPUTE_32F, 0);
}
LIBS_EXPORT cublasStatus_t cublasCgemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
    int k, const cuComplex *alpha, const void *A, cudaDataType at, int lda, const void *B, cudaDataType bt, int ldb,
    const cuComplex *beta, void *C, cudaDataType ct, int ldc) {
  if (at != CUDA_C_32F || bt != CUDA_C_32F || ct != CUDA_C_32F)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  return cublasCgemm(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}
LIBS_EXPORT cublasStatus_t cublasHgemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
    int k, const __half *alpha, const __half *A, int lda, const __half *B, int ldb, const __half *beta, __half *C,
    int ldc) {
  return gemm_ex(h, ta, tb, m, n, k, alpha, A, CUDA_R_16F, lda, 0, B, CUDA_R_16F, ldb, 0, beta, C, CUDA_R_16F, ldc,
                 0, 1, CUBLAS_COMPUTE_16F, 0);
}
LIBS_EXPORT cublasStatus_t cublasHgemmStridedBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
    int m, int n, int k, const __half *alpha, const __half *A, int lda, long long sa, const __half *B, int ldb,
    long long sb, const __half *beta, __half *C, int ldc, long long sc, int batch) {
  return gemm_ex(h, ta, tb, m, n, k, alpha, A, CUDA_R_16F, lda, sa, B, CUDA_R_16F, ldb, sb, beta, C, CUDA_R_16F,
                 ldc, sc, batch, CUBLAS_COMPUTE_16F, 0);
}
LIBS_EXPORT cublasStatus_t cublasHgemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
    int n, int k, const __half *alpha, const __half *const A[], int lda, const __half *const B[], int ldb,
    const __half *beta, __half *const C[], int ldc, int batch) {
  return gemm_ex(h, ta, tb, m, n, k, alpha, (const void *)A, CUDA_R_16F, lda, 0, (const void *)B, CUDA_R_16F, ldb,
                 0, beta, (void *)C, CUDA_R_16F, ldc, 0, batch, CUBLAS_COMPUTE_16F, 1);
}
