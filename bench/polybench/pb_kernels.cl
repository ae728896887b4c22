/* PolyBench-GPU's 20 kernels (algorithms as in PolyBench-GPU's CUDA and
 * OpenCL versions: one GPU thread per output element, the same loops), written
 * once in OpenCL C. pb_cuda.cu includes this file as CUDA (get_global_id is
 * blockIdx * blockDim + threadIdx there), pb_ocl.c hands it to PoCL. Sizes
 * are compile-time macros (pb_sizes.h), as in the originals. */
#define PB_FLOAT float

/* ---- 2DCONV ---- */
__kernel void conv2d(__global const float *A, __global float *B) {
  int j = get_global_id(0), i = get_global_id(1);
  const float c11 = +0.2f, c21 = +0.5f, c31 = -0.8f;
  const float c12 = -0.3f, c22 = +0.6f, c32 = -0.9f;
  const float c13 = +0.4f, c23 = +0.7f, c33 = +0.10f;
  if (i < CONV2_NI - 1 && j < CONV2_NJ - 1 && i > 0 && j > 0)
    B[i * CONV2_NJ + j] =
        c11 * A[(i - 1) * CONV2_NJ + (j - 1)] + c21 * A[(i - 1) * CONV2_NJ + j] +
        c31 * A[(i - 1) * CONV2_NJ + (j + 1)] + c12 * A[i * CONV2_NJ + (j - 1)] +
        c22 * A[i * CONV2_NJ + j] + c32 * A[i * CONV2_NJ + (j + 1)] +
        c13 * A[(i + 1) * CONV2_NJ + (j - 1)] + c23 * A[(i + 1) * CONV2_NJ + j] +
        c33 * A[(i + 1) * CONV2_NJ + (j + 1)];
}

/* ---- 3DCONV: one launch per plane i ---- */
__kernel void conv3d(__global const float *A, __global float *B, int i) {
  int k = get_global_id(0), j = get_global_id(1);
  const float c11 = 2, c21 = 5, c31 = -8, c12 = -3, c22 = 6, c32 = -9;
  const float c13 = 4, c23 = 7, c33 = 10;
#define A3(a, b, c) A[(a) * (CONV3_N * CONV3_N) + (b) * CONV3_N + (c)]
  if (i < CONV3_N - 1 && j < CONV3_N - 1 && k < CONV3_N - 1 && i > 0 && j > 0 &&
      k > 0)
    B[i * (CONV3_N * CONV3_N) + j * CONV3_N + k] =
        c11 * A3(i - 1, j - 1, k - 1) + c13 * A3(i + 1, j - 1, k - 1) +
        c21 * A3(i - 1, j - 1, k - 1) + c23 * A3(i + 1, j - 1, k - 1) +
        c31 * A3(i - 1, j - 1, k - 1) + c33 * A3(i + 1, j - 1, k - 1) +
        c12 * A3(i, j - 1, k) + c22 * A3(i, j, k) + c32 * A3(i, j + 1, k) +
        c11 * A3(i - 1, j - 1, k + 1) + c13 * A3(i + 1, j - 1, k + 1) +
        c21 * A3(i - 1, j, k + 1) + c23 * A3(i + 1, j, k + 1) +
        c31 * A3(i - 1, j + 1, k + 1) + c33 * A3(i + 1, j + 1, k + 1);
#undef A3
}

/* ---- GEMM, 2MM, 3MM: C(i,j) over k, j the fast thread index ---- */
__kernel void gemm(float alpha, float beta, __global const float *a,
                   __global const float *b, __global float *c) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < GEMM_N && j < GEMM_N) {
    c[i * GEMM_N + j] *= beta;
    for (int k = 0; k < GEMM_N; k++)
      c[i * GEMM_N + j] += alpha * a[i * GEMM_N + k] * b[k * GEMM_N + j];
  }
}

__kernel void mm2_1(float alpha, __global float *tmp, __global const float *A,
                    __global const float *B) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < MM2_N && j < MM2_N) {
    tmp[i * MM2_N + j] = 0;
    for (int k = 0; k < MM2_N; k++)
      tmp[i * MM2_N + j] += alpha * A[i * MM2_N + k] * B[k * MM2_N + j];
  }
}

__kernel void mm2_2(float beta, __global const float *tmp,
                    __global const float *C, __global float *D) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < MM2_N && j < MM2_N) {
    D[i * MM2_N + j] *= beta;
    for (int k = 0; k < MM2_N; k++)
      D[i * MM2_N + j] += tmp[i * MM2_N + k] * C[k * MM2_N + j];
  }
}

__kernel void mm3(__global const float *A, __global const float *B,
                  __global float *E) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < MM3_N && j < MM3_N) {
    E[i * MM3_N + j] = 0;
    for (int k = 0; k < MM3_N; k++)
      E[i * MM3_N + j] += A[i * MM3_N + k] * B[k * MM3_N + j];
  }
}

/* ---- ADI (one time step): sweeps along rows, then along columns ---- */
__kernel void adi1(__global const float *A, __global float *B,
                   __global float *X) {
  int i1 = get_global_id(0);
  if (i1 < ADI_N)
    for (int i2 = 1; i2 < ADI_N; i2++) {
      X[i1 * ADI_N + i2] = X[i1 * ADI_N + i2] - X[i1 * ADI_N + (i2 - 1)] *
                                                    A[i1 * ADI_N + i2] /
                                                    B[i1 * ADI_N + (i2 - 1)];
      B[i1 * ADI_N + i2] = B[i1 * ADI_N + i2] - A[i1 * ADI_N + i2] *
                                                    A[i1 * ADI_N + i2] /
                                                    B[i1 * ADI_N + (i2 - 1)];
    }
}

__kernel void adi2(__global const float *A, __global float *B,
                   __global float *X) {
  int i1 = get_global_id(0);
  if (i1 < ADI_N)
    X[i1 * ADI_N + (ADI_N - 1)] =
        X[i1 * ADI_N + (ADI_N - 1)] / B[i1 * ADI_N + (ADI_N - 1)];
}

__kernel void adi3(__global const float *A, __global float *B,
                   __global float *X) {
  int i1 = get_global_id(0);
  if (i1 < ADI_N)
    for (int i2 = 0; i2 < ADI_N - 2; i2++)
      X[i1 * ADI_N + (ADI_N - i2 - 2)] =
          (X[i1 * ADI_N + (ADI_N - 2 - i2)] -
           X[i1 * ADI_N + (ADI_N - 2 - i2 - 1)] * A[i1 * ADI_N + (ADI_N - i2 - 3)]) /
          B[i1 * ADI_N + (ADI_N - 3 - i2)];
}

__kernel void adi4(__global const float *A, __global float *B,
                   __global float *X, int i1) {
  int i2 = get_global_id(0);
  if (i2 < ADI_N) {
    X[i1 * ADI_N + i2] = X[i1 * ADI_N + i2] - X[(i1 - 1) * ADI_N + i2] *
                                                  A[i1 * ADI_N + i2] /
                                                  B[(i1 - 1) * ADI_N + i2];
    B[i1 * ADI_N + i2] = B[i1 * ADI_N + i2] - A[i1 * ADI_N + i2] *
                                                  A[i1 * ADI_N + i2] /
                                                  B[(i1 - 1) * ADI_N + i2];
  }
}

__kernel void adi5(__global const float *A, __global float *B,
                   __global float *X) {
  int i2 = get_global_id(0);
  if (i2 < ADI_N)
    X[(ADI_N - 1) * ADI_N + i2] =
        X[(ADI_N - 1) * ADI_N + i2] / B[(ADI_N - 1) * ADI_N + i2];
}

__kernel void adi6(__global const float *A, __global float *B,
                   __global float *X, int i1) {
  int i2 = get_global_id(0);
  if (i2 < ADI_N)
    X[(ADI_N - 2 - i1) * ADI_N + i2] =
        (X[(ADI_N - 2 - i1) * ADI_N + i2] -
         X[(ADI_N - i1 - 3) * ADI_N + i2] * A[(ADI_N - 3 - i1) * ADI_N + i2]) /
        B[(ADI_N - 2 - i1) * ADI_N + i2];
}

/* ---- ATAX: tmp = A x, y = A^T tmp ---- */
__kernel void atax1(__global const float *A, __global const float *x,
                    __global float *tmp) {
  int i = get_global_id(0);
  if (i < MV_N) {
    tmp[i] = 0;
    for (int j = 0; j < MV_N; j++)
      tmp[i] += A[i * MV_N + j] * x[j];
  }
}

__kernel void atax2(__global const float *A, __global float *y,
                    __global const float *tmp) {
  int j = get_global_id(0);
  if (j < MV_N) {
    y[j] = 0;
    for (int i = 0; i < MV_N; i++)
      y[j] += A[i * MV_N + j] * tmp[i];
  }
}

/* ---- BICG: s = A^T r, q = A p ---- */
__kernel void bicg1(__global const float *A, __global const float *r,
                    __global float *s) {
  int j = get_global_id(0);
  if (j < MV_N) {
    s[j] = 0.0f;
    for (int i = 0; i < MV_N; i++)
      s[j] += r[i] * A[i * MV_N + j];
  }
}

__kernel void bicg2(__global const float *A, __global const float *p,
                    __global float *q) {
  int i = get_global_id(0);
  if (i < MV_N) {
    q[i] = 0.0f;
    for (int j = 0; j < MV_N; j++)
      q[i] += A[i * MV_N + j] * p[j];
  }
}

/* ---- MVT: x1 += A y1, x2 += A^T y2 ---- */
__kernel void mvt1(__global const float *a, __global float *x1,
                   __global const float *y1) {
  int i = get_global_id(0);
  if (i < MV_N)
    for (int j = 0; j < MV_N; j++)
      x1[i] += a[i * MV_N + j] * y1[j];
}

__kernel void mvt2(__global const float *a, __global float *x2,
                   __global const float *y2) {
  int i = get_global_id(0);
  if (i < MV_N)
    for (int j = 0; j < MV_N; j++)
      x2[i] += a[j * MV_N + i] * y2[j];
}

/* ---- GESUMMV: y = alpha A x + beta B x ---- */
__kernel void gesummv(float alpha, float beta, __global const float *A,
                      __global const float *B, __global float *tmp,
                      __global const float *x, __global float *y) {
  int i = get_global_id(0);
  if (i < MV_N) {
    for (int j = 0; j < MV_N; j++) {
      tmp[i] += A[i * MV_N + j] * x[j];
      y[i] += B[i * MV_N + j] * x[j];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

/* ---- GEMVER ---- */
__kernel void gemver1(__global float *a, __global const float *v1,
                      __global const float *v2, __global const float *u1,
                      __global const float *u2) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < MV_N && j < MV_N)
    a[i * MV_N + j] += u1[i] * v1[j] + u2[i] * v2[j];
}

__kernel void gemver2(float beta, __global const float *a, __global float *x,
                      __global const float *y, __global const float *z) {
  int i = get_global_id(0);
  if (i < MV_N) {
    for (int j = 0; j < MV_N; j++)
      x[i] += beta * a[j * MV_N + i] * y[j];
    x[i] += z[i];
  }
}

__kernel void gemver3(float alpha, __global const float *a,
                      __global const float *x, __global float *w) {
  int i = get_global_id(0);
  if (i < MV_N)
    for (int j = 0; j < MV_N; j++)
      w[i] += alpha * a[i * MV_N + j] * x[j];
}

/* ---- CORR and COVAR (data is N rows of M columns) ---- */
__kernel void mean_cols(__global float *mean, __global const float *data) {
  int j = get_global_id(0);
  if (j < COR_N) {
    mean[j] = 0.0f;
    for (int i = 0; i < COR_N; i++)
      mean[j] += data[i * COR_N + j];
    mean[j] /= (float)COR_N;
  }
}

__kernel void std_cols(__global const float *mean, __global float *std,
                       __global const float *data) {
  int j = get_global_id(0);
  if (j < COR_N) {
    std[j] = 0.0f;
    for (int i = 0; i < COR_N; i++)
      std[j] += (data[i * COR_N + j] - mean[j]) * (data[i * COR_N + j] - mean[j]);
    std[j] /= (float)COR_N;
    std[j] = sqrt(std[j]);
    if (std[j] <= 0.005f)
      std[j] = 1.0f;
  }
}

__kernel void center_scale(__global const float *mean, __global const float *std,
                           __global float *data) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < COR_N && j < COR_N) {
    data[i * COR_N + j] -= mean[j];
    data[i * COR_N + j] /= sqrt((float)COR_N) * std[j];
  }
}

__kernel void center(__global const float *mean, __global float *data) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < COR_N && j < COR_N)
    data[i * COR_N + j] -= mean[j];
}

__kernel void corr(__global float *symmat, __global const float *data) {
  int j1 = get_global_id(0);
  if (j1 < COR_N - 1) {
    symmat[j1 * COR_N + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < COR_N; j2++) {
      symmat[j1 * COR_N + j2] = 0.0f;
      for (int i = 0; i < COR_N; i++)
        symmat[j1 * COR_N + j2] += data[i * COR_N + j1] * data[i * COR_N + j2];
      symmat[j2 * COR_N + j1] = symmat[j1 * COR_N + j2];
    }
  }
}

__kernel void covar(__global float *symmat, __global const float *data) {
  int j1 = get_global_id(0);
  if (j1 < COR_N)
    for (int j2 = j1; j2 < COR_N; j2++) {
      symmat[j1 * COR_N + j2] = 0.0f;
      for (int i = 0; i < COR_N; i++)
        symmat[j1 * COR_N + j2] += data[i * COR_N + j1] * data[i * COR_N + j2];
      symmat[j2 * COR_N + j1] = symmat[j1 * COR_N + j2];
    }
}

/* ---- FDTD-2D (one time step t: three kernels) ---- */
__kernel void fdtd1(__global const float *fict, __global float *ex,
                    __global float *ey, __global const float *hz, int t) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < FDTD_N && j < FDTD_N) {
    if (i == 0)
      ey[i * FDTD_N + j] = fict[t];
    else
      ey[i * FDTD_N + j] =
          ey[i * FDTD_N + j] - 0.5f * (hz[i * FDTD_N + j] - hz[(i - 1) * FDTD_N + j]);
  }
}

__kernel void fdtd2(__global float *ex, __global const float *ey,
                    __global const float *hz) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < FDTD_N && j < FDTD_N && j > 0)
    ex[i * FDTD_N + j] =
        ex[i * FDTD_N + j] - 0.5f * (hz[i * FDTD_N + j] - hz[i * FDTD_N + (j - 1)]);
}

__kernel void fdtd3(__global const float *ex, __global const float *ey,
                    __global float *hz) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < FDTD_N - 1 && j < FDTD_N - 1)
    hz[i * FDTD_N + j] =
        hz[i * FDTD_N + j] -
        0.7f * (ex[i * FDTD_N + (j + 1)] - ex[i * FDTD_N + j] +
                ey[(i + 1) * FDTD_N + j] - ey[i * FDTD_N + j]);
}

/* ---- GRAMSCHM (column k per step: three kernels) ---- */
__kernel void gram1(__global const float *a, __global float *r, int k) {
  int tid = get_global_id(0);
  if (tid == 0) {
    float nrm = 0.0f;
    for (int i = 0; i < GRAM_N; i++)
      nrm += a[i * GRAM_N + k] * a[i * GRAM_N + k];
    r[k * GRAM_N + k] = sqrt(nrm);
  }
}

__kernel void gram2(__global const float *a, __global const float *r,
                    __global float *q, int k) {
  int i = get_global_id(0);
  if (i < GRAM_N)
    q[i * GRAM_N + k] = a[i * GRAM_N + k] / r[k * GRAM_N + k];
}

__kernel void gram3(__global float *a, __global float *r,
                    __global const float *q, int k) {
  int j = get_global_id(0);
  if (j > k && j < GRAM_N) {
    r[k * GRAM_N + j] = 0.0f;
    for (int i = 0; i < GRAM_N; i++)
      r[k * GRAM_N + j] += q[i * GRAM_N + k] * a[i * GRAM_N + j];
    for (int i = 0; i < GRAM_N; i++)
      a[i * GRAM_N + j] -= q[i * GRAM_N + k] * r[k * GRAM_N + j];
  }
}

/* ---- JACOBI1D, JACOBI2D ---- */
__kernel void jacobi1d_1(__global const float *A, __global float *B) {
  int i = get_global_id(0);
  if (i > 0 && i < J1_N - 1)
    B[i] = 0.33333f * (A[i - 1] + A[i] + A[i + 1]);
}

__kernel void jacobi1d_2(__global float *A, __global const float *B) {
  int j = get_global_id(0);
  if (j > 0 && j < J1_N - 1)
    A[j] = B[j];
}

__kernel void jacobi2d_1(__global const float *A, __global float *B) {
  int i = get_global_id(1), j = get_global_id(0);
  if (i >= 1 && i < J2_N - 1 && j >= 1 && j < J2_N - 1)
    B[i * J2_N + j] = 0.2f * (A[i * J2_N + j] + A[i * J2_N + (j - 1)] +
                              A[i * J2_N + (1 + j)] + A[(1 + i) * J2_N + j] +
                              A[(i - 1) * J2_N + j]);
}

__kernel void jacobi2d_2(__global float *A, __global const float *B) {
  int i = get_global_id(1), j = get_global_id(0);
  if (i >= 1 && i < J2_N - 1 && j >= 1 && j < J2_N - 1)
    A[i * J2_N + j] = B[i * J2_N + j];
}

/* ---- LU (step k: two kernels) ---- */
__kernel void lu1(__global float *A, int k) {
  int j = get_global_id(0);
  if (j > k && j < LU_N)
    A[k * LU_N + j] = A[k * LU_N + j] / A[k * LU_N + k];
}

__kernel void lu2(__global float *A, int k) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i > k && j > k && i < LU_N && j < LU_N)
    A[i * LU_N + j] = A[i * LU_N + j] - A[i * LU_N + k] * A[k * LU_N + j];
}

/* ---- SYRK, SYR2K ---- */
__kernel void syrk(float alpha, float beta, __global const float *a,
                   __global float *c) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < SYRK_N && j < SYRK_N) {
    c[i * SYRK_N + j] *= beta;
    for (int k = 0; k < SYRK_N; k++)
      c[i * SYRK_N + j] += alpha * a[i * SYRK_N + k] * a[j * SYRK_N + k];
  }
}

__kernel void syr2k(float alpha, float beta, __global const float *a,
                    __global const float *b, __global float *c) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < SYR2K_N && j < SYR2K_N) {
    c[i * SYR2K_N + j] *= beta;
    for (int k = 0; k < SYR2K_N; k++)
      c[i * SYR2K_N + j] += alpha * a[i * SYR2K_N + k] * b[j * SYR2K_N + k] +
                            alpha * b[i * SYR2K_N + k] * a[j * SYR2K_N + k];
  }
}
