/* The 20 PolyBench-GPU benchmarks for the host programs: each has its
 * arrays, an initialization, the kernel launches of the GPU version
 * (through pb_api.h, so that CUDA and OpenCL share them) and an OpenMP twin
 * in PolyBench/C 4.2's loop order (GEMM i-k-j, 2MM and 3MM i-j-k, the
 * matrix-vector products row by row, i outer; the outer parallel loop
 * under `omp parallel for`, or slices of j where i carries a sum)
 * (gcc -O3 -march=native -fopenmp; without
 * -fopenmp it is the sequential reference the GPU versions are checked
 * against). Launch shapes are PolyBench-GPU's (32x8 blocks in 2D, 256 in 1D). */
#ifndef PB_BENCH_H
#define PB_BENCH_H
#include <math.h>
#include <stddef.h>

#include "pb_api.h"
#include "pb_sizes.h"

#define MAXARR 10
typedef struct pb_bench {
  const char *name;
  int narr;
  size_t len[MAXARR]; /* floats */
  unsigned out;       /* bit i: array i is an output to check */
  void (*init)(float **h);
  void (*gpu)(pbuf **d);
  void (*omp)(float **h);
} pb_bench;

static inline int cdiv(int a, int b) { return (a + b - 1) / b; }
#define G2(n, m) cdiv(n, 32), cdiv(m, 8), 32, 8 /* 2D: x covers n, y m */
#define G1(n) cdiv(n, 256), 1, 256, 1

/* a deterministic value in [0, 1) */
static inline float val(long i, long j, long n) {
  return (float)((i * j + 1 + (i ^ j) % 7) % n) / (float)n;
}
static void init_rand(float *a, long rows, long cols) {
  for (long i = 0; i < rows; i++)
    for (long j = 0; j < cols; j++)
      a[i * cols + j] = val(i, j, cols);
}
/* diagonally dominant: LU and Gram-Schmidt stay well conditioned */
static void init_dd(float *a, long n) {
  init_rand(a, n, n);
  for (long i = 0; i < n; i++)
    a[i * n + i] += (float)n;
}
static void init_vec(float *v, long n, int seed) {
  for (long i = 0; i < n; i++)
    v[i] = (float)((i * (seed + 3) + seed) % 101) / 101.0f;
}
static void zero(float *v, long n) {
  for (long i = 0; i < n; i++)
    v[i] = 0;
}

/* ---- 2DCONV ---- */
static void conv2d_init(float **h) {
  init_rand(h[0], CONV2_NI, CONV2_NJ);
  zero(h[1], (long)CONV2_NI * CONV2_NJ);
}
static void conv2d_gpu(pbuf **d) {
  pb_launch("conv2d", G2(CONV2_NJ, CONV2_NI), "pp", d[0], d[1]);
}
static void conv2d_omp(float **h) {
  const float *A = h[0];
  float *B = h[1];
  const float c11 = +0.2f, c21 = +0.5f, c31 = -0.8f, c12 = -0.3f, c22 = +0.6f,
              c32 = -0.9f, c13 = +0.4f, c23 = +0.7f, c33 = +0.10f;
  const int NJ = CONV2_NJ;
#pragma omp parallel for
  for (int i = 1; i < CONV2_NI - 1; i++)
    for (int j = 1; j < CONV2_NJ - 1; j++)
      B[i * NJ + j] = c11 * A[(i - 1) * NJ + (j - 1)] + c21 * A[(i - 1) * NJ + j] +
                      c31 * A[(i - 1) * NJ + (j + 1)] + c12 * A[i * NJ + (j - 1)] +
                      c22 * A[i * NJ + j] + c32 * A[i * NJ + (j + 1)] +
                      c13 * A[(i + 1) * NJ + (j - 1)] + c23 * A[(i + 1) * NJ + j] +
                      c33 * A[(i + 1) * NJ + (j + 1)];
}

/* ---- 3DCONV ---- */
#define N3 ((long)CONV3_N * CONV3_N * CONV3_N)
static void conv3d_init(float **h) {
  init_rand(h[0], (long)CONV3_N * CONV3_N, CONV3_N);
  zero(h[1], N3);
}
static void conv3d_gpu(pbuf **d) {
  for (int i = 1; i < CONV3_N - 1; i++)
    pb_launch("conv3d", G2(CONV3_N, CONV3_N), "ppi", d[0], d[1], i);
}
static void conv3d_omp(float **h) {
  const float *A = h[0];
  float *B = h[1];
  const float c11 = 2, c21 = 5, c31 = -8, c12 = -3, c22 = 6, c32 = -9, c13 = 4,
              c23 = 7, c33 = 10;
  const long N = CONV3_N;
#define A3(a, b, c) A[(a) * (N * N) + (b) * N + (c)]
#pragma omp parallel for
  for (int i = 1; i < CONV3_N - 1; i++)
    for (int j = 1; j < CONV3_N - 1; j++)
      for (int k = 1; k < CONV3_N - 1; k++)
        B[i * (N * N) + j * N + k] =
            c11 * A3(i - 1, j - 1, k - 1) + c13 * A3(i + 1, j - 1, k - 1) +
            c21 * A3(i - 1, j - 1, k - 1) + c23 * A3(i + 1, j - 1, k - 1) +
            c31 * A3(i - 1, j - 1, k - 1) + c33 * A3(i + 1, j - 1, k - 1) +
            c12 * A3(i, j - 1, k) + c22 * A3(i, j, k) + c32 * A3(i, j + 1, k) +
            c11 * A3(i - 1, j - 1, k + 1) + c13 * A3(i + 1, j - 1, k + 1) +
            c21 * A3(i - 1, j, k + 1) + c23 * A3(i + 1, j, k + 1) +
            c31 * A3(i - 1, j + 1, k + 1) + c33 * A3(i + 1, j + 1, k + 1);
#undef A3
}

/* ---- GEMM: C = alpha A B + beta C ---- */
#define ALPHA 1.5f
#define BETA 1.2f
static void gemm_init(float **h) {
  init_rand(h[0], GEMM_N, GEMM_N);
  init_rand(h[1], GEMM_N, GEMM_N);
  init_rand(h[2], GEMM_N, GEMM_N);
}
static void gemm_gpu(pbuf **d) {
  pb_launch("gemm", G2(GEMM_N, GEMM_N), "ffppp", ALPHA, BETA, d[0], d[1], d[2]);
}
static void gemm_omp(float **h) {
  const float *a = h[0], *b = h[1];
  float *c = h[2];
  const int N = GEMM_N;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      c[i * N + j] *= BETA;
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        c[i * N + j] += ALPHA * a[i * N + k] * b[k * N + j];
  }
}

/* ---- 2MM: tmp = alpha A B; D = beta D + tmp C ---- */
static void mm2_init(float **h) {
  for (int i = 0; i < 4; i++)
    init_rand(h[i], MM2_N, MM2_N);
}
static void mm2_gpu(pbuf **d) {
  pb_launch("mm2_1", G2(MM2_N, MM2_N), "fppp", ALPHA, d[4], d[0], d[1]);
  pb_launch("mm2_2", G2(MM2_N, MM2_N), "fppp", BETA, d[4], d[2], d[3]);
}
static void mm2_omp(float **h) {
  const float *A = h[0], *B = h[1], *C = h[2];
  float *D = h[3], *tmp = h[4];
  const int N = MM2_N;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      tmp[i * N + j] = 0;
      for (int k = 0; k < N; k++)
        tmp[i * N + j] += ALPHA * A[i * N + k] * B[k * N + j];
    }
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      D[i * N + j] *= BETA;
      for (int k = 0; k < N; k++)
        D[i * N + j] += tmp[i * N + k] * C[k * N + j];
    }
}

/* ---- 3MM: E = A B; F = C D; G = E F ---- */
static void mm3_init(float **h) {
  for (int i = 0; i < 4; i++)
    init_rand(h[i], MM3_N, MM3_N);
}
static void mm3_gpu(pbuf **d) {
  pb_launch("mm3", G2(MM3_N, MM3_N), "ppp", d[0], d[1], d[4]);
  pb_launch("mm3", G2(MM3_N, MM3_N), "ppp", d[2], d[3], d[5]);
  pb_launch("mm3", G2(MM3_N, MM3_N), "ppp", d[4], d[5], d[6]);
}
static void mm3_one(const float *A, const float *B, float *E) {
  const int N = MM3_N;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      E[i * N + j] = 0;
      for (int k = 0; k < N; k++)
        E[i * N + j] += A[i * N + k] * B[k * N + j];
    }
}
static void mm3_omp(float **h) {
  mm3_one(h[0], h[1], h[4]);
  mm3_one(h[2], h[3], h[5]);
  mm3_one(h[4], h[5], h[6]);
}

/* ---- ADI (one time step) ---- */
static void adi_init(float **h) {
  init_rand(h[0], ADI_N, ADI_N);
  init_rand(h[1], ADI_N, ADI_N);
  init_rand(h[2], ADI_N, ADI_N);
  for (long i = 0; i < (long)ADI_N * ADI_N; i++) {
    h[0][i] *= 0.1f;  /* A small, B away from 0: the sweeps stay stable */
    h[1][i] += 2.0f;
  }
}
static void adi_gpu(pbuf **d) {
  pb_launch("adi1", G1(ADI_N), "ppp", d[0], d[1], d[2]);
  pb_launch("adi2", G1(ADI_N), "ppp", d[0], d[1], d[2]);
  pb_launch("adi3", G1(ADI_N), "ppp", d[0], d[1], d[2]);
  for (int i1 = 1; i1 < ADI_N; i1++)
    pb_launch("adi4", G1(ADI_N), "pppi", d[0], d[1], d[2], i1);
  pb_launch("adi5", G1(ADI_N), "ppp", d[0], d[1], d[2]);
  for (int i1 = 0; i1 < ADI_N - 2; i1++)
    pb_launch("adi6", G1(ADI_N), "pppi", d[0], d[1], d[2], i1);
}
static void adi_omp(float **h) {
  const float *A = h[0];
  float *B = h[1], *X = h[2];
  const int N = ADI_N;
#pragma omp parallel for
  for (int i1 = 0; i1 < N; i1++)
    for (int i2 = 1; i2 < N; i2++) {
      X[i1 * N + i2] -= X[i1 * N + i2 - 1] * A[i1 * N + i2] / B[i1 * N + i2 - 1];
      B[i1 * N + i2] -= A[i1 * N + i2] * A[i1 * N + i2] / B[i1 * N + i2 - 1];
    }
#pragma omp parallel for
  for (int i1 = 0; i1 < N; i1++)
    X[i1 * N + N - 1] /= B[i1 * N + N - 1];
#pragma omp parallel for
  for (int i1 = 0; i1 < N; i1++)
    for (int i2 = 0; i2 < N - 2; i2++)
      X[i1 * N + N - i2 - 2] =
          (X[i1 * N + N - 2 - i2] - X[i1 * N + N - 3 - i2] * A[i1 * N + N - i2 - 3]) /
          B[i1 * N + N - 3 - i2];
#pragma omp parallel
  for (int i1 = 1; i1 < N; i1++) {
#pragma omp for
    for (int i2 = 0; i2 < N; i2++) {
      X[i1 * N + i2] -= X[(i1 - 1) * N + i2] * A[i1 * N + i2] / B[(i1 - 1) * N + i2];
      B[i1 * N + i2] -= A[i1 * N + i2] * A[i1 * N + i2] / B[(i1 - 1) * N + i2];
    }
  }
#pragma omp parallel for
  for (int i2 = 0; i2 < N; i2++)
    X[(N - 1) * N + i2] /= B[(N - 1) * N + i2];
#pragma omp parallel
  for (int i1 = 0; i1 < N - 2; i1++) {
#pragma omp for
    for (int i2 = 0; i2 < N; i2++)
      X[(N - 2 - i1) * N + i2] =
          (X[(N - 2 - i1) * N + i2] - X[(N - i1 - 3) * N + i2] * A[(N - 3 - i1) * N + i2]) /
          B[(N - 2 - i1) * N + i2];
  }
}

/* ---- matrix-vector kernels (MV_N) ---- */
#define NN ((long)MV_N * MV_N)
/* y[j] (+)= sum_i A[i][j] v[i] in PolyBench/C's order (i outer, j inner),
 * each thread owning a slice of j */
static void mv_transposed(const float *A, const float *v, float *y, int acc) {
  const int N = MV_N;
#pragma omp parallel
  {
#ifdef _OPENMP
    extern int omp_get_thread_num(void), omp_get_num_threads(void);
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
#else
    int t = 0, nt = 1;
#endif
    int per = (N + nt - 1) / nt, lo = t * per, hi = lo + per < N ? lo + per : N;
    if (!acc)
      for (int j = lo; j < hi; j++)
        y[j] = 0;
    for (int i = 0; i < N; i++)
      for (int j = lo; j < hi; j++)
        y[j] += A[(long)i * N + j] * v[i];
  }
}
/* y[i] (+)= sum_j A[i][j] v[j] */
static void mv_rows(const float *A, const float *v, float *y, int acc) {
  const int N = MV_N;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    float s = acc ? y[i] : 0;
    for (int j = 0; j < N; j++)
      s += A[(long)i * N + j] * v[j];
    y[i] = s;
  }
}

static void atax_init(float **h) {
  init_rand(h[0], MV_N, MV_N);
  init_vec(h[1], MV_N, 1);
  zero(h[2], MV_N);
  zero(h[3], MV_N);
}
static void atax_gpu(pbuf **d) {
  pb_launch("atax1", G1(MV_N), "ppp", d[0], d[1], d[3]);
  pb_launch("atax2", G1(MV_N), "ppp", d[0], d[2], d[3]);
}
static void atax_omp(float **h) {
  mv_rows(h[0], h[1], h[3], 0);
  mv_transposed(h[0], h[3], h[2], 0);
}

static void bicg_init(float **h) {
  init_rand(h[0], MV_N, MV_N);
  init_vec(h[1], MV_N, 1);
  init_vec(h[2], MV_N, 2);
  zero(h[3], MV_N);
  zero(h[4], MV_N);
}
static void bicg_gpu(pbuf **d) {
  pb_launch("bicg1", G1(MV_N), "ppp", d[0], d[1], d[3]);
  pb_launch("bicg2", G1(MV_N), "ppp", d[0], d[2], d[4]);
}
static void bicg_omp(float **h) {
  mv_transposed(h[0], h[1], h[3], 0);
  mv_rows(h[0], h[2], h[4], 0);
}

static void mvt_init(float **h) {
  init_rand(h[0], MV_N, MV_N);
  init_vec(h[1], MV_N, 1);
  init_vec(h[2], MV_N, 2);
  init_vec(h[3], MV_N, 3);
  init_vec(h[4], MV_N, 4);
}
static void mvt_gpu(pbuf **d) {
  pb_launch("mvt1", G1(MV_N), "ppp", d[0], d[1], d[3]);
  pb_launch("mvt2", G1(MV_N), "ppp", d[0], d[2], d[4]);
}
static void mvt_omp(float **h) {
  mv_rows(h[0], h[3], h[1], 1);
  mv_transposed(h[0], h[4], h[2], 1);
}

static void gesummv_init(float **h) {
  init_rand(h[0], MV_N, MV_N);
  init_rand(h[1], MV_N, MV_N);
  zero(h[2], MV_N);
  init_vec(h[3], MV_N, 1);
  zero(h[4], MV_N);
}
static void gesummv_gpu(pbuf **d) {
  pb_launch("gesummv", G1(MV_N), "ffppppp", ALPHA, BETA, d[0], d[1], d[2], d[3],
            d[4]);
}
static void gesummv_omp(float **h) {
  const float *A = h[0], *B = h[1], *x = h[3];
  float *tmp = h[2], *y = h[4];
  const int N = MV_N;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    tmp[i] = 0;
    y[i] = 0;
    for (int j = 0; j < N; j++) {
      tmp[i] += A[(long)i * N + j] * x[j];
      y[i] += B[(long)i * N + j] * x[j];
    }
    y[i] = ALPHA * tmp[i] + BETA * y[i];
  }
}

static void gemver_init(float **h) {
  init_rand(h[0], MV_N, MV_N);
  for (int i = 1; i < 9; i++)
    if (i != 5 && i != 7)
      init_vec(h[i], MV_N, i);
  zero(h[5], MV_N); /* x */
  zero(h[7], MV_N); /* w */
}
/* arrays: 0 a, 1 u1, 2 v1, 3 u2, 4 v2, 5 x, 6 y, 7 w, 8 z */
static void gemver_gpu(pbuf **d) {
  pb_launch("gemver1", G2(MV_N, MV_N), "ppppp", d[0], d[2], d[4], d[1], d[3]);
  pb_launch("gemver2", G1(MV_N), "fpppp", BETA, d[0], d[5], d[6], d[8]);
  pb_launch("gemver3", G1(MV_N), "fppp", ALPHA, d[0], d[5], d[7]);
}
static void gemver_omp(float **h) {
  float *a = h[0], *x = h[5], *w = h[7];
  const float *u1 = h[1], *v1 = h[2], *u2 = h[3], *v2 = h[4], *y = h[6], *z = h[8];
  const int N = MV_N;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[(long)i * N + j] += u1[i] * v1[j] + u2[i] * v2[j];
#pragma omp parallel
  {
#ifdef _OPENMP
    extern int omp_get_thread_num(void), omp_get_num_threads(void);
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
#else
    int t = 0, nt = 1;
#endif
    int per = (N + nt - 1) / nt, lo = t * per, hi = lo + per < N ? lo + per : N;
    for (int i = 0; i < N; i++)
      for (int j = lo; j < hi; j++)
        x[j] += BETA * a[(long)i * N + j] * y[i];
  }
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    x[i] += z[i];
  }
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      w[i] += ALPHA * a[(long)i * N + j] * x[j];
}

/* ---- CORR, COVAR ---- */
static void cor_init(float **h) {
  init_rand(h[0], COR_N, COR_N);
  zero(h[1], (long)COR_N * COR_N);
  zero(h[2], COR_N);
  zero(h[3], COR_N);
}
/* arrays: 0 data, 1 symmat, 2 mean, 3 std */
static void corr_gpu(pbuf **d) {
  pb_launch("mean_cols", G1(COR_N), "pp", d[2], d[0]);
  pb_launch("std_cols", G1(COR_N), "ppp", d[2], d[3], d[0]);
  pb_launch("center_scale", G2(COR_N, COR_N), "ppp", d[2], d[3], d[0]);
  pb_launch("corr", G1(COR_N), "pp", d[1], d[0]);
}
static void cor_mean(const float *data, float *mean) {
  const int N = COR_N;
#pragma omp parallel for
  for (int j = 0; j < N; j++) {
    mean[j] = 0;
    for (int i = 0; i < N; i++)
      mean[j] += data[i * N + j];
    mean[j] /= (float)N;
  }
}
/* symmat's upper triangle (from j1), mirrored */
static void cor_products(float *symmat, const float *data, int from_diag) {
  const int N = COR_N;
#pragma omp parallel for schedule(dynamic, 8)
  for (int j1 = 0; j1 < N - !from_diag; j1++)
    for (int j2 = j1 + !from_diag; j2 < N; j2++) {
      float s = 0;
      for (int i = 0; i < N; i++)
        s += data[i * N + j1] * data[i * N + j2];
      symmat[j1 * N + j2] = s;
      symmat[j2 * N + j1] = s;
    }
}
static void corr_omp(float **h) {
  float *data = h[0], *symmat = h[1], *mean = h[2], *std = h[3];
  const int N = COR_N;
  cor_mean(data, mean);
#pragma omp parallel for
  for (int j = 0; j < N; j++) {
    std[j] = 0;
    for (int i = 0; i < N; i++)
      std[j] += (data[i * N + j] - mean[j]) * (data[i * N + j] - mean[j]);
    std[j] /= (float)N;
    std[j] = sqrtf(std[j]);
    if (std[j] <= 0.005f)
      std[j] = 1.0f;
  }
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      data[i * N + j] -= mean[j];
      data[i * N + j] /= sqrtf((float)N) * std[j];
    }
  for (int j = 0; j < N - 1; j++)
    symmat[j * N + j] = 1.0f;
  cor_products(symmat, data, 0);
}
static void covar_gpu(pbuf **d) {
  pb_launch("mean_cols", G1(COR_N), "pp", d[2], d[0]);
  pb_launch("center", G2(COR_N, COR_N), "pp", d[2], d[0]);
  pb_launch("covar", G1(COR_N), "pp", d[1], d[0]);
}
static void covar_omp(float **h) {
  float *data = h[0], *symmat = h[1], *mean = h[2];
  const int N = COR_N;
  cor_mean(data, mean);
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      data[i * N + j] -= mean[j];
  cor_products(symmat, data, 1);
}

/* ---- FDTD-2D: 0 fict, 1 ex, 2 ey, 3 hz ---- */
static void fdtd_init(float **h) {
  for (int t = 0; t < FDTD_T; t++)
    h[0][t] = (float)t;
  init_rand(h[1], FDTD_N, FDTD_N);
  init_rand(h[2], FDTD_N, FDTD_N);
  init_rand(h[3], FDTD_N, FDTD_N);
}
static void fdtd_gpu(pbuf **d) {
  for (int t = 0; t < FDTD_T; t++) {
    pb_launch("fdtd1", G2(FDTD_N, FDTD_N), "ppppi", d[0], d[1], d[2], d[3], t);
    pb_launch("fdtd2", G2(FDTD_N, FDTD_N), "ppp", d[1], d[2], d[3]);
    pb_launch("fdtd3", G2(FDTD_N, FDTD_N), "ppp", d[1], d[2], d[3]);
  }
}
static void fdtd_omp(float **h) {
  const float *fict = h[0];
  float *ex = h[1], *ey = h[2], *hz = h[3];
  const int N = FDTD_N;
#pragma omp parallel
  for (int t = 0; t < FDTD_T; t++) {
#pragma omp for
    for (int j = 0; j < N; j++)
      ey[j] = fict[t];
#pragma omp for
    for (int i = 1; i < N; i++)
      for (int j = 0; j < N; j++)
        ey[i * N + j] -= 0.5f * (hz[i * N + j] - hz[(i - 1) * N + j]);
#pragma omp for
    for (int i = 0; i < N; i++)
      for (int j = 1; j < N; j++)
        ex[i * N + j] -= 0.5f * (hz[i * N + j] - hz[i * N + j - 1]);
#pragma omp for
    for (int i = 0; i < N - 1; i++)
      for (int j = 0; j < N - 1; j++)
        hz[i * N + j] -= 0.7f * (ex[i * N + j + 1] - ex[i * N + j] +
                                 ey[(i + 1) * N + j] - ey[i * N + j]);
  }
}

/* ---- GRAMSCHM: 0 a, 1 r, 2 q ---- */
static void gram_init(float **h) {
  init_dd(h[0], GRAM_N);
  zero(h[1], (long)GRAM_N * GRAM_N);
  zero(h[2], (long)GRAM_N * GRAM_N);
}
static void gram_gpu(pbuf **d) {
  for (int k = 0; k < GRAM_N; k++) {
    pb_launch("gram1", 1, 1, 256, 1, "ppi", d[0], d[1], k);
    pb_launch("gram2", G1(GRAM_N), "pppi", d[0], d[1], d[2], k);
    pb_launch("gram3", G1(GRAM_N), "pppi", d[0], d[1], d[2], k);
  }
}
static void gram_omp(float **h) {
  float *a = h[0], *r = h[1], *q = h[2];
  const int N = GRAM_N;
  for (int k = 0; k < N; k++) {
    float nrm = 0;
    for (int i = 0; i < N; i++)
      nrm += a[i * N + k] * a[i * N + k];
    r[k * N + k] = sqrtf(nrm);
    for (int i = 0; i < N; i++)
      q[i * N + k] = a[i * N + k] / r[k * N + k];
#pragma omp parallel for
    for (int j = k + 1; j < N; j++) {
      float s = 0;
      for (int i = 0; i < N; i++)
        s += q[i * N + k] * a[i * N + j];
      r[k * N + j] = s;
      for (int i = 0; i < N; i++)
        a[i * N + j] -= q[i * N + k] * s;
    }
  }
}

/* ---- JACOBI1D, JACOBI2D ---- */
static void j1_init(float **h) {
  init_vec(h[0], J1_N, 1);
  init_vec(h[1], J1_N, 2);
}
static void j1_gpu(pbuf **d) {
  for (int t = 0; t < J1_T; t++) {
    pb_launch("jacobi1d_1", G1(J1_N), "pp", d[0], d[1]);
    pb_launch("jacobi1d_2", G1(J1_N), "pp", d[0], d[1]);
  }
}
static void j1_omp(float **h) {
  float *A = h[0], *B = h[1];
#pragma omp parallel
  for (int t = 0; t < J1_T; t++) {
#pragma omp for
    for (int i = 1; i < J1_N - 1; i++)
      B[i] = 0.33333f * (A[i - 1] + A[i] + A[i + 1]);
#pragma omp for
    for (int j = 1; j < J1_N - 1; j++)
      A[j] = B[j];
  }
}
static void j2_init(float **h) {
  init_rand(h[0], J2_N, J2_N);
  init_rand(h[1], J2_N, J2_N);
}
static void j2_gpu(pbuf **d) {
  for (int t = 0; t < J2_T; t++) {
    pb_launch("jacobi2d_1", G2(J2_N, J2_N), "pp", d[0], d[1]);
    pb_launch("jacobi2d_2", G2(J2_N, J2_N), "pp", d[0], d[1]);
  }
}
static void j2_omp(float **h) {
  float *A = h[0], *B = h[1];
  const int N = J2_N;
#pragma omp parallel
  for (int t = 0; t < J2_T; t++) {
#pragma omp for
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i * N + j] = 0.2f * (A[i * N + j] + A[i * N + j - 1] + A[i * N + 1 + j] +
                               A[(1 + i) * N + j] + A[(i - 1) * N + j]);
#pragma omp for
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i * N + j] = B[i * N + j];
  }
}

/* ---- LU ---- */
static void lu_init(float **h) { init_dd(h[0], LU_N); }
static void lu_gpu(pbuf **d) {
  for (int k = 0; k < LU_N; k++) {
    pb_launch("lu1", G1(LU_N), "pi", d[0], k);
    pb_launch("lu2", G2(LU_N, LU_N), "pi", d[0], k);
  }
}
static void lu_omp(float **h) {
  float *A = h[0];
  const int N = LU_N;
  for (int k = 0; k < N; k++) {
    for (int j = k + 1; j < N; j++)
      A[k * N + j] /= A[k * N + k];
#pragma omp parallel for
    for (int i = k + 1; i < N; i++)
      for (int j = k + 1; j < N; j++)
        A[i * N + j] -= A[i * N + k] * A[k * N + j];
  }
}

/* ---- SYRK, SYR2K ---- */
static void syrk_init(float **h) {
  init_rand(h[0], SYRK_N, SYRK_N);
  init_rand(h[1], SYRK_N, SYRK_N);
}
static void syrk_gpu(pbuf **d) {
  pb_launch("syrk", G2(SYRK_N, SYRK_N), "ffpp", ALPHA, BETA, d[0], d[1]);
}
static void syrk_omp(float **h) {
  const float *a = h[0];
  float *c = h[1];
  const int N = SYRK_N;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      float s = c[i * N + j] * BETA;
      for (int k = 0; k < N; k++)
        s += ALPHA * a[i * N + k] * a[j * N + k];
      c[i * N + j] = s;
    }
}
static void syr2k_init(float **h) {
  init_rand(h[0], SYR2K_N, SYR2K_N);
  init_rand(h[1], SYR2K_N, SYR2K_N);
  init_rand(h[2], SYR2K_N, SYR2K_N);
}
static void syr2k_gpu(pbuf **d) {
  pb_launch("syr2k", G2(SYR2K_N, SYR2K_N), "ffppp", ALPHA, BETA, d[0], d[1], d[2]);
}
static void syr2k_omp(float **h) {
  const float *a = h[0], *b = h[1];
  float *c = h[2];
  const int N = SYR2K_N;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      float s = c[i * N + j] * BETA;
      for (int k = 0; k < N; k++)
        s += ALPHA * a[i * N + k] * b[j * N + k] + ALPHA * b[i * N + k] * a[j * N + k];
      c[i * N + j] = s;
    }
}

#define SQ(n) ((size_t)(n) * (n))
static const pb_bench pb_all[] = {
    {"2DCONV", 2, {(size_t)CONV2_NI * CONV2_NJ, (size_t)CONV2_NI * CONV2_NJ}, 2, conv2d_init, conv2d_gpu, conv2d_omp},
    {"2MM", 5, {SQ(MM2_N), SQ(MM2_N), SQ(MM2_N), SQ(MM2_N), SQ(MM2_N)}, 8, mm2_init, mm2_gpu, mm2_omp},
    {"3DCONV", 2, {N3, N3}, 2, conv3d_init, conv3d_gpu, conv3d_omp},
    {"3MM", 7, {SQ(MM3_N), SQ(MM3_N), SQ(MM3_N), SQ(MM3_N), SQ(MM3_N), SQ(MM3_N), SQ(MM3_N)}, 64, mm3_init, mm3_gpu, mm3_omp},
    {"ADI", 3, {SQ(ADI_N), SQ(ADI_N), SQ(ADI_N)}, 6, adi_init, adi_gpu, adi_omp},
    {"ATAX", 4, {NN, MV_N, MV_N, MV_N}, 4, atax_init, atax_gpu, atax_omp},
    {"BICG", 5, {NN, MV_N, MV_N, MV_N, MV_N}, 24, bicg_init, bicg_gpu, bicg_omp},
    {"CORR", 4, {SQ(COR_N), SQ(COR_N), COR_N, COR_N}, 2, cor_init, corr_gpu, corr_omp},
    {"COVAR", 4, {SQ(COR_N), SQ(COR_N), COR_N, COR_N}, 2, cor_init, covar_gpu, covar_omp},
    {"FDTD-2D", 4, {FDTD_T, SQ(FDTD_N), SQ(FDTD_N), SQ(FDTD_N)}, 8, fdtd_init, fdtd_gpu, fdtd_omp},
    {"GEMM", 3, {SQ(GEMM_N), SQ(GEMM_N), SQ(GEMM_N)}, 4, gemm_init, gemm_gpu, gemm_omp},
    {"GEMVER", 9, {NN, MV_N, MV_N, MV_N, MV_N, MV_N, MV_N, MV_N, MV_N}, 128, gemver_init, gemver_gpu, gemver_omp},
    {"GESUMMV", 5, {NN, NN, MV_N, MV_N, MV_N}, 16, gesummv_init, gesummv_gpu, gesummv_omp},
    {"GRAMSCHM", 3, {SQ(GRAM_N), SQ(GRAM_N), SQ(GRAM_N)}, 6, gram_init, gram_gpu, gram_omp},
    {"JACOBI1D", 2, {J1_N, J1_N}, 1, j1_init, j1_gpu, j1_omp},
    {"JACOBI2D", 2, {SQ(J2_N), SQ(J2_N)}, 1, j2_init, j2_gpu, j2_omp},
    {"LU", 1, {SQ(LU_N)}, 1, lu_init, lu_gpu, lu_omp},
    {"MVT", 5, {NN, MV_N, MV_N, MV_N, MV_N}, 6, mvt_init, mvt_gpu, mvt_omp},
    {"SYR2K", 3, {SQ(SYR2K_N), SQ(SYR2K_N), SQ(SYR2K_N)}, 4, syr2k_init, syr2k_gpu, syr2k_omp},
    {"SYRK", 2, {SQ(SYRK_N), SQ(SYRK_N)}, 2, syrk_init, syrk_gpu, syrk_omp},
};
#define PB_COUNT (int)(sizeof pb_all / sizeof *pb_all)
#endif
