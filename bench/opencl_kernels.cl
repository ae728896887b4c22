/* Kernels of the OpenCL benchmark (bench/opencl_bench.c): the same source
 * runs on cucc's platform and on PoCL. */
__kernel void vadd(__global const float *a, __global const float *b,
                   __global float *c, int n) {
  int i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}

/* PolyBench-GPU's 2mm/gemm style: one work-item per element */
__kernel void matmul_naive(__global const float *A, __global const float *B,
                           __global float *C, int n) {
  int j = get_global_id(0), i = get_global_id(1);
  float s = 0;
  for (int k = 0; k < n; k++)
    s += A[i * n + k] * B[k * n + j];
  C[i * n + j] = s;
}

#define TS 16
__kernel void matmul_tiled(__global const float *A, __global const float *B,
                           __global float *C, int n) {
  __local float As[TS][TS], Bs[TS][TS];
  int tx = get_local_id(0), ty = get_local_id(1);
  int j = get_global_id(0), i = get_global_id(1);
  float s = 0;
  for (int t = 0; t < n; t += TS) {
    As[ty][tx] = A[i * n + t + tx];
    Bs[ty][tx] = B[(t + ty) * n + j];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; k++)
      s += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[i * n + j] = s;
}

/* tree reduction in local memory (a __local argument), one partial sum
 * per work-group */
__kernel void reduce(__global const float *in, __global float *out,
                     __local float *tmp, int n) {
  int l = get_local_id(0), g = get_global_id(0);
  tmp[l] = g < n ? in[g] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s)
      tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = tmp[0];
}

/* PolyBench-GPU's 2DCONV kernel */
__kernel void conv2d(__global const float *A, __global float *B, int ni,
                     int nj) {
  int j = get_global_id(0), i = get_global_id(1);
  float c11 = +0.2f, c21 = +0.5f, c31 = -0.8f, c12 = -0.3f, c22 = +0.6f,
        c32 = -0.9f, c13 = +0.4f, c23 = +0.7f, c33 = +0.10f;
  if (i < ni - 1 && j < nj - 1 && i > 0 && j > 0)
    B[i * nj + j] =
        c11 * A[(i - 1) * nj + (j - 1)] + c21 * A[(i - 1) * nj + (j + 0)] +
        c31 * A[(i - 1) * nj + (j + 1)] + c12 * A[(i + 0) * nj + (j - 1)] +
        c22 * A[(i + 0) * nj + (j + 0)] + c32 * A[(i + 0) * nj + (j + 1)] +
        c13 * A[(i + 1) * nj + (j - 1)] + c23 * A[(i + 1) * nj + (j + 0)] +
        c33 * A[(i + 1) * nj + (j + 1)];
}

/* math-heavy: per element transcendental functions */
__kernel void blackscholes_like(__global const float *x, __global float *y) {
  int i = get_global_id(0);
  float v = x[i];
  y[i] = exp(-v * v * 0.5f) * rsqrt(1.0f + v * v) + log(1.0f + fabs(v)) *
         sin(v) + sqrt(fabs(v));
}
