/* cucc: cuBLAS level 1 in S/D/C/Z over CBLAS: axpy, scal, copy, swap, dot,
 * nrm2, asum, i*amax/i*amin (1-based, 0 for empty input), rot, rotg, rotm,
 * rotmg. Results go to host memory (the call waits) or device memory (in
 * stream order), as the pointer mode says. */
#include <complex.h>
#include <string.h>
#include "cublas_internal.h"

typedef struct {
  int n, incx, incy, dev;
  void *x, *y, *result;
  double c_, s_[2]; /* rot's c and s, read at the call (host mode) */
  const void *c_p, *s_p;
  CB_SCALAR(cuDoubleComplex, alpha); /* large enough for every type */
} l1args;

#define L1_INIT(a, h) l1args a; memset(&a, 0, sizeof a); a.dev = (h)->pmode == CUBLAS_POINTER_MODE_DEVICE
#define L1_ALPHA(a, h, alpha, T) do { (a).alpha_p = (const cuDoubleComplex *)(const void *)(alpha); \
  if (!(a).dev) memcpy(&(a).alpha_v, (alpha), sizeof(T)); } while (0)
#define L1_GETALPHA(a, T) (*(const T *)((a)->dev ? (const void *)(a)->alpha_p : (const void *)&(a)->alpha_v))

/* ---- axpy, scal, copy, swap ---- */
#define BASIC(P, p, T)                                                                       \
  static void run_##p##axpy(void *v) {                                                       \
    l1args *a = v;                                                                           \
    T al = L1_GETALPHA(a, T);                                                                \
    cblas_##p##axpy(a->n, CB_VAL_##p(al), a->x, a->incx, a->y, a->incy);                     \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##axpy(cublasHandle_t h, int n, const T *alpha, const T *x, int incx, T *y, int incy) { \
    CB_CHECK_HANDLE(h);                                                                      \
    if (n <= 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(alpha && x && y);                                                             \
    L1_INIT(a, h);                                                                           \
    L1_ALPHA(a, h, alpha, T);                                                                \
    a.n = n; a.x = (void *)x; a.incx = incx; a.y = y; a.incy = incy;                        \
    return cb_run(h, run_##p##axpy, &a, sizeof a, 0);                                        \
  }                                                                                          \
  static void run_##p##scal(void *v) {                                                       \
    l1args *a = v;                                                                           \
    T al = L1_GETALPHA(a, T);                                                                \
    cblas_##p##scal(a->n, CB_VAL_##p(al), a->x, a->incx);                                    \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##scal(cublasHandle_t h, int n, const T *alpha, T *x, int incx) { \
    CB_CHECK_HANDLE(h);                                                                      \
    if (n <= 0 || incx <= 0) return CUBLAS_STATUS_SUCCESS;                                   \
    CB_REQUIRE(alpha && x);                                                                  \
    L1_INIT(a, h);                                                                           \
    L1_ALPHA(a, h, alpha, T);                                                                \
    a.n = n; a.x = x; a.incx = incx;                                                         \
    return cb_run(h, run_##p##scal, &a, sizeof a, 0);                                        \
  }                                                                                          \
  static void run_##p##copy(void *v) {                                                       \
    l1args *a = v;                                                                           \
    cblas_##p##copy(a->n, a->x, a->incx, a->y, a->incy);                                     \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##copy(cublasHandle_t h, int n, const T *x, int incx, T *y, int incy) { \
    CB_CHECK_HANDLE(h);                                                                      \
    if (n <= 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(x && y);                                                                      \
    L1_INIT(a, h);                                                                           \
    a.n = n; a.x = (void *)x; a.incx = incx; a.y = y; a.incy = incy;                        \
    return cb_run(h, run_##p##copy, &a, sizeof a, 0);                                        \
  }                                                                                          \
  static void run_##p##swap(void *v) {                                                       \
    l1args *a = v;                                                                           \
    cblas_##p##swap(a->n, a->x, a->incx, a->y, a->incy);                                     \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##swap(cublasHandle_t h, int n, T *x, int incx, T *y, int incy) { \
    CB_CHECK_HANDLE(h);                                                                      \
    if (n <= 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(x && y);                                                                      \
    L1_INIT(a, h);                                                                           \
    a.n = n; a.x = x; a.incx = incx; a.y = y; a.incy = incy;                                 \
    return cb_run(h, run_##p##swap, &a, sizeof a, 0);                                        \
  }
BASIC(S, s, float)
BASIC(D, d, double)
BASIC(C, c, cuComplex)
BASIC(Z, z, cuDoubleComplex)

/* ---- reductions: the result is written when the call runs ---- */
static cublasStatus_t reduce(cublasHandle_t h, libs_work_fn fn, l1args *a) {
  return cb_run(h, fn, a, sizeof *a, !a->dev);
}
#define REDUCE(NAME, RUN, RT, EXPR)                                                          \
  static void RUN(void *v) {                                                                 \
    l1args *a = v;                                                                           \
    *(RT *)a->result = (a->n > 0 && a->incx > 0) ? (EXPR) : (RT)0;                           \
  }
#define REDUCE_API(NAME, RUN, T, RT)                                                         \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, int n, const T *x, int incx, RT *result) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(result);                                                                      \
    L1_INIT(a, h);                                                                           \
    a.n = n; a.x = (void *)x; a.incx = incx; a.result = result;                              \
    return reduce(h, RUN, &a);                                                               \
  }
REDUCE(S, run_snrm2, float, cblas_snrm2(a->n, a->x, a->incx))
REDUCE(D, run_dnrm2, double, cblas_dnrm2(a->n, a->x, a->incx))
REDUCE(C, run_scnrm2, float, cblas_scnrm2(a->n, a->x, a->incx))
REDUCE(Z, run_dznrm2, double, cblas_dznrm2(a->n, a->x, a->incx))
REDUCE(S, run_sasum, float, cblas_sasum(a->n, a->x, a->incx))
REDUCE(D, run_dasum, double, cblas_dasum(a->n, a->x, a->incx))
REDUCE(C, run_scasum, float, cblas_scasum(a->n, a->x, a->incx))
REDUCE(Z, run_dzasum, double, cblas_dzasum(a->n, a->x, a->incx))
REDUCE(S, run_isamax, int, (int)cblas_isamax(a->n, a->x, a->incx) + 1)
REDUCE(D, run_idamax, int, (int)cblas_idamax(a->n, a->x, a->incx) + 1)
REDUCE(C, run_icamax, int, (int)cblas_icamax(a->n, a->x, a->incx) + 1)
REDUCE(Z, run_izamax, int, (int)cblas_izamax(a->n, a->x, a->incx) + 1)
REDUCE(S, run_isamin, int, (int)cblas_isamin(a->n, a->x, a->incx) + 1)
REDUCE(D, run_idamin, int, (int)cblas_idamin(a->n, a->x, a->incx) + 1)
REDUCE(C, run_icamin, int, (int)cblas_icamin(a->n, a->x, a->incx) + 1)
REDUCE(Z, run_izamin, int, (int)cblas_izamin(a->n, a->x, a->incx) + 1)
REDUCE_API(cublasSnrm2, run_snrm2, float, float)
REDUCE_API(cublasDnrm2, run_dnrm2, double, double)
REDUCE_API(cublasScnrm2, run_scnrm2, cuComplex, float)
REDUCE_API(cublasDznrm2, run_dznrm2, cuDoubleComplex, double)
REDUCE_API(cublasSasum, run_sasum, float, float)
REDUCE_API(cublasDasum, run_dasum, double, double)
REDUCE_API(cublasScasum, run_scasum, cuComplex, float)
REDUCE_API(cublasDzasum, run_dzasum, cuDoubleComplex, double)
REDUCE_API(cublasIsamax, run_isamax, float, int)
REDUCE_API(cublasIdamax, run_idamax, double, int)
REDUCE_API(cublasIcamax, run_icamax, cuComplex, int)
REDUCE_API(cublasIzamax, run_izamax, cuDoubleComplex, int)
REDUCE_API(cublasIsamin, run_isamin, float, int)
REDUCE_API(cublasIdamin, run_idamin, double, int)
REDUCE_API(cublasIcamin, run_icamin, cuComplex, int)
REDUCE_API(cublasIzamin, run_izamin, cuDoubleComplex, int)

/* ---- dot products ---- */
static void run_sdot(void *v) { l1args *a = v; *(float *)a->result = a->n > 0 ? cblas_sdot(a->n, a->x, a->incx, a->y, a->incy) : 0.f; }
static void run_ddot(void *v) { l1args *a = v; *(double *)a->result = a->n > 0 ? cblas_ddot(a->n, a->x, a->incx, a->y, a->incy) : 0.; }
#define CDOT(NAME, RUN, CBLAS, T)                                                            \
  static void RUN(void *v) {                                                                 \
    l1args *a = v;                                                                           \
    T r = {0, 0};                                                                            \
    if (a->n > 0) CBLAS(a->n, a->x, a->incx, a->y, a->incy, &r);                             \
    *(T *)a->result = r;                                                                     \
  }
CDOT(cdotu, run_cdotu, cblas_cdotu_sub, cuComplex)
CDOT(cdotc, run_cdotc, cblas_cdotc_sub, cuComplex)
CDOT(zdotu, run_zdotu, cblas_zdotu_sub, cuDoubleComplex)
CDOT(zdotc, run_zdotc, cblas_zdotc_sub, cuDoubleComplex)
#define DOT_API(NAME, RUN, T)                                                                \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, int n, const T *x, int incx, const T *y, int incy, T *result) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(result);                                                                      \
    L1_INIT(a, h);                                                                           \
    a.n = n; a.x = (void *)x; a.incx = incx; a.y = (void *)y; a.incy = incy; a.result = result; \
    return reduce(h, RUN, &a);                                                               \
  }
DOT_API(cublasSdot, run_sdot, float)
DOT_API(cublasDdot, run_ddot, double)
DOT_API(cublasCdotu, run_cdotu, cuComplex)
DOT_API(cublasCdotc, run_cdotc, cuComplex)
DOT_API(cublasZdotu, run_zdotu, cuDoubleComplex)
DOT_API(cublasZdotc, run_zdotc, cuDoubleComplex)

/* ---- complex scaled by a real ---- */
static void run_csscal(void *v) { l1args *a = v; cblas_csscal(a->n, L1_GETALPHA(a, float), a->x, a->incx); }
static void run_zdscal(void *v) { l1args *a = v; cblas_zdscal(a->n, L1_GETALPHA(a, double), a->x, a->incx); }
#define RSCAL(NAME, RUN, T, R)                                                               \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, int n, const R *alpha, T *x, int incx) { \
    CB_CHECK_HANDLE(h);                                                                      \
    if (n <= 0 || incx <= 0) return CUBLAS_STATUS_SUCCESS;                                   \
    CB_REQUIRE(alpha && x);                                                                  \
    L1_INIT(a, h);                                                                           \
    L1_ALPHA(a, h, alpha, R);                                                                \
    a.n = n; a.x = x; a.incx = incx;                                                         \
    return cb_run(h, RUN, &a, sizeof a, 0);                                                  \
  }
RSCAL(cublasCsscal, run_csscal, cuComplex, float)
RSCAL(cublasZdscal, run_zdscal, cuDoubleComplex, double)

/* ---- plane rotations: x' = c x + s y, y' = c y - conj(s) x ---- */
static void rot_read(l1args *a, size_t csize, size_t ssize) {
  if (a->dev) {
    memcpy(&a->c_, a->c_p, csize);
    memcpy(a->s_, a->s_p, ssize);
  }
}
#define ROT(NAME, RUN, T, CT, ST, CPLX_S)                                                    \
  static void RUN(void *v) {                                                                 \
    l1args *a = v;                                                                           \
    rot_read(a, sizeof(CT), sizeof(ST));                                                     \
    CT c; memcpy(&c, &a->c_, sizeof c);                                                      \
    ST s; memcpy(&s, a->s_, sizeof s);                                                       \
    T *x = a->x, *y = a->y;                                                                  \
    long long ix = a->incx < 0 ? (long long)(1 - a->n) * a->incx : 0;                        \
    long long iy = a->incy < 0 ? (long long)(1 - a->n) * a->incy : 0;                        \
    for (int i = 0; i < a->n; i++, ix += a->incx, iy += a->incy) {                           \
      T xv = x[ix], yv = y[iy];                                                              \
      ROT_##CPLX_S(T, c, s, xv, yv, x[ix], y[iy]);                                           \
    }                                                                                        \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t NAME(cublasHandle_t h, int n, T *x, int incx, T *y, int incy, const CT *c, const ST *s) { \
    CB_CHECK_HANDLE(h);                                                                      \
    if (n <= 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(x && y && c && s);                                                            \
    L1_INIT(a, h);                                                                           \
    a.n = n; a.x = x; a.incx = incx; a.y = y; a.incy = incy; a.c_p = c; a.s_p = s;           \
    if (!a.dev) { memcpy(&a.c_, c, sizeof(CT)); memcpy(a.s_, s, sizeof(ST)); }               \
    return cb_run(h, RUN, &a, sizeof a, 0);                                                  \
  }
#define ROT_REAL(T, c, s, xv, yv, X, Y) (X) = (c) * (xv) + (s) * (yv); (Y) = (c) * (yv) - (s) * (xv)
#define ROT_RS(T, c, s, xv, yv, X, Y)                                                        \
  (X).x = (c) * (xv).x + (s) * (yv).x; (X).y = (c) * (xv).y + (s) * (yv).y;                 \
  (Y).x = (c) * (yv).x - (s) * (xv).x; (Y).y = (c) * (yv).y - (s) * (xv).y
#define ROT_CS(T, c, s, xv, yv, X, Y)                                                        \
  (X).x = (c) * (xv).x + ((s).x * (yv).x - (s).y * (yv).y);                                 \
  (X).y = (c) * (xv).y + ((s).x * (yv).y + (s).y * (yv).x);                                 \
  (Y).x = (c) * (yv).x - ((s).x * (xv).x + (s).y * (xv).y);                                 \
  (Y).y = (c) * (yv).y - ((s).x * (xv).y - (s).y * (xv).x)
ROT(cublasSrot, run_srot, float, float, float, REAL)
ROT(cublasDrot, run_drot, double, double, double, REAL)
ROT(cublasCsrot, run_csrot, cuComplex, float, float, RS)
ROT(cublasZdrot, run_zdrot, cuDoubleComplex, double, double, RS)
ROT(cublasCrot, run_crot, cuComplex, float, cuComplex, CS)
ROT(cublasZrot, run_zrot, cuDoubleComplex, double, cuDoubleComplex, CS)

/* ---- rotg, rotm, rotmg: their arguments are all pointers ---- */
typedef struct { void *p[5]; int n, incx, incy; float ps[5]; double pd[5]; int dev; } rargs;
static void run_srotg(void *v) { rargs *a = v; cblas_srotg(a->p[0], a->p[1], a->p[2], a->p[3]); }
static void run_drotg(void *v) { rargs *a = v; cblas_drotg(a->p[0], a->p[1], a->p[2], a->p[3]); }
static void run_srotm(void *v) { rargs *a = v; cblas_srotm(a->n, a->p[0], a->incx, a->p[1], a->incy, a->dev ? a->p[2] : (void *)a->ps); }
static void run_drotm(void *v) { rargs *a = v; cblas_drotm(a->n, a->p[0], a->incx, a->p[1], a->incy, a->dev ? a->p[2] : (void *)a->pd); }
static void run_srotmg(void *v) { rargs *a = v; cblas_srotmg(a->p[0], a->p[1], a->p[2], *(float *)a->p[3], a->p[4]); }
static void run_drotmg(void *v) { rargs *a = v; cblas_drotmg(a->p[0], a->p[1], a->p[2], *(double *)a->p[3], a->p[4]); }
#define ROTG(P, q, T)                                                                        \
  LIBS_EXPORT cublasStatus_t cublas##P##rotg(cublasHandle_t h, T *ra, T *rb, T *c, T *s) {  \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(ra && rb && c && s);                                                          \
    rargs a; memset(&a, 0, sizeof a);                                                        \
    a.p[0] = ra; a.p[1] = rb; a.p[2] = c; a.p[3] = s;                                        \
    return cb_run(h, run_##q##rotg, &a, sizeof a, h->pmode == CUBLAS_POINTER_MODE_HOST);     \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##rotm(cublasHandle_t h, int n, T *x, int incx, T *y, int incy, const T *param) { \
    CB_CHECK_HANDLE(h);                                                                      \
    if (n <= 0) return CUBLAS_STATUS_SUCCESS;                                                \
    CB_REQUIRE(x && y && param);                                                             \
    rargs a; memset(&a, 0, sizeof a);                                                        \
    a.dev = h->pmode == CUBLAS_POINTER_MODE_DEVICE;                                          \
    a.p[0] = x; a.p[1] = y; a.p[2] = (void *)param; a.n = n; a.incx = incx; a.incy = incy;   \
    if (!a.dev) memcpy(a.p##q, param, 5 * sizeof(T));                                        \
    return cb_run(h, run_##q##rotm, &a, sizeof a, 0);                                        \
  }                                                                                          \
  LIBS_EXPORT cublasStatus_t cublas##P##rotmg(cublasHandle_t h, T *d1, T *d2, T *x1, const T *y1, T *param) { \
    CB_CHECK_HANDLE(h);                                                                      \
    CB_REQUIRE(d1 && d2 && x1 && y1 && param);                                               \
    rargs a; memset(&a, 0, sizeof a);                                                        \
    a.p[0] = d1; a.p[1] = d2; a.p[2] = x1; a.p[3] = (void *)y1; a.p[4] = param;              \
    return cb_run(h, run_##q##rotmg, &a, sizeof a, h->pmode == CUBLAS_POINTER_MODE_HOST);    \
  }
ROTG(S, s, float)
ROTG(D, d, double)
