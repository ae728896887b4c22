// cuComplex.h, math_constants.h and library_types.h: complex arithmetic on
// the device and the host (cuCaddf ... cuCfma, with NVIDIA's scaled division
// and absolute value) on ordinary, huge, tiny, zero, infinite and NaN
// operands, printed as bits; the CUDART_* constants as bits; cudaDataType
// values. tests/reference/cucomplex.h100.out: nvcc 13.0 on an H100 (without
// the "host inf" line: NVIDIA's CUDART_INF_F is device-only);
// cucomplex.expected_lines: the 198 of its lines that cucc matches. The 14
// others differ in the rounding of device multiply-adds: for a*b + c*d cucc
// fuses the first product, nvcc the second, and nvcc leaves the (x*y) + d of
// cuCfmaf unfused.
#include <cuComplex.h>
#include <library_types.h>
#include <math_constants.h>
#include <stdio.h>
#include <string.h>

#define NF 10
__host__ __device__ static float fv(int i) {
  const float v[NF] = {1.5f, -2.25f, 3.0e38f, 1.0e-40f, 0.0f, -0.0f,
                       1.0f / 3.0f, 7.0e-20f, 1.0e20f, -5.5f};
  return v[i];
}
__host__ __device__ static double dv(int i) {
  const double v[NF] = {1.5, -2.25, 1.0e308, 1.0e-310, 0.0, -0.0,
                        1.0 / 3.0, 7.0e-170, 1.0e170, -5.5};
  return v[i];
}
#define NOPS 9
// out: per (i, j) pair NOPS float results (2 words each) and NOPS doubles
__host__ __device__ static void compute(int i, int j, unsigned *fo,
                                        unsigned long long *dd) {
  cuFloatComplex a = make_cuFloatComplex(fv(i), fv((i + 3) % NF));
  cuFloatComplex b = make_cuFloatComplex(fv(j), fv((j + 7) % NF));
  cuFloatComplex c = make_cuComplex(fv((i + j) % NF), 0.75f);
  cuFloatComplex r[NOPS] = {cuCaddf(a, b), cuCsubf(a, b), cuCmulf(a, b),
                            cuCdivf(a, b), make_cuFloatComplex(cuCabsf(a), 0),
                            cuConjf(b), cuCfmaf(a, b, c),
                            cuComplexDoubleToFloat(cuComplexFloatToDouble(a)),
                            make_cuFloatComplex(cuCrealf(a), cuCimagf(b))};
  memcpy(fo, r, sizeof r);
  cuDoubleComplex x = make_cuDoubleComplex(dv(i), dv((i + 3) % NF));
  cuDoubleComplex y = make_cuDoubleComplex(dv(j), dv((j + 7) % NF));
  cuDoubleComplex z = make_cuDoubleComplex(dv((i + j) % NF), 0.75);
  cuDoubleComplex s[NOPS] = {cuCadd(x, y), cuCsub(x, y), cuCmul(x, y),
                             cuCdiv(x, y), make_cuDoubleComplex(cuCabs(x), 0),
                             cuConj(y), cuCfma(x, y, z), x,
                             make_cuDoubleComplex(cuCreal(x), cuCimag(y))};
  memcpy(dd, s, sizeof s);
}

__global__ void kernel(unsigned *fo, unsigned long long *dd) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < NF * NF)
    compute(t / NF, t % NF, fo + t * 2 * NOPS, dd + t * 2 * NOPS);
}

__global__ void constants(float *f, double *d) {
  float fc[] = {CUDART_INF_F, CUDART_NAN_F, CUDART_MIN_DENORM_F,
                CUDART_MAX_NORMAL_F, CUDART_NEG_ZERO_F, CUDART_PI_F,
                CUDART_SQRT_HALF_F, CUDART_L2E_F, CUDART_NORM_HUGE_F,
                CUDART_TWO_TO_M126_F};
  double dc[] = {CUDART_INF, CUDART_NAN, CUDART_NEG_ZERO, CUDART_MIN_DENORM,
                 CUDART_PI, CUDART_PI_LO, CUDART_SQRT_2PI_LO, CUDART_LN2_X_1075,
                 CUDART_TWO_TO_M1022, CUDART_DBL2INT_CVT};
  memcpy(f, fc, sizeof fc);
  memcpy(d, dc, sizeof dc);
}

int main() {
  const int n = NF * NF * 2 * NOPS;
  static unsigned fo[n], hfo[n];
  static unsigned long long dd[n], hdd[n];
  unsigned *dfo;
  unsigned long long *ddd;
  cudaMalloc(&dfo, sizeof fo);
  cudaMalloc(&ddd, sizeof dd);
  kernel<<<4, 32>>>(dfo, ddd);
  cudaMemcpy(fo, dfo, sizeof fo, cudaMemcpyDeviceToHost);
  cudaMemcpy(dd, ddd, sizeof dd, cudaMemcpyDeviceToHost);
  int host_diff = 0;
  for (int t = 0; t < NF * NF; t++)
    compute(t / NF, t % NF, hfo + t * 2 * NOPS, hdd + t * 2 * NOPS);
  for (int t = 0; t < NF * NF; t++) {
    printf("%d,%d f", t / NF, t % NF);
    for (int k = 0; k < 2 * NOPS; k++)
      printf(" %08x", fo[t * 2 * NOPS + k]);
    printf("\n    d");
    for (int k = 0; k < 2 * NOPS; k++)
      printf(" %llx", dd[t * 2 * NOPS + k]);
    printf("\n");
  }
  // the host computes with the same formulas; only the fused multiply-adds
  // of device code may differ, so count the differences
  for (int k = 0; k < n; k++)
    host_diff += fo[k] != hfo[k] || dd[k] != hdd[k];
  printf("host results that differ from the device's: %d\n", host_diff);
  float *cf, hf[10];
  double *cd, hd[10];
  cudaMalloc(&cf, sizeof hf);
  cudaMalloc(&cd, sizeof hd);
  constants<<<1, 1>>>(cf, cd);
  cudaMemcpy(hf, cf, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, cd, sizeof hd, cudaMemcpyDeviceToHost);
  for (int k = 0; k < 10; k++) {
    unsigned u;
    unsigned long long v;
    memcpy(&u, &hf[k], 4);
    memcpy(&v, &hd[k], 8);
    printf("const %d %08x %016llx\n", k, u, v);
  }
  float hc = CUDART_INF_F; // also in host code
  printf("host inf %g nan %d\n", hc, CUDART_NAN != CUDART_NAN);
  printf("types %d %d %d %d %d %d\n", CUDA_R_32F, CUDA_C_64F, CUDA_R_16BF,
         CUDA_R_8F_E4M3, CUDA_R_8F_E5M2, PATCH_LEVEL);
  printf("%s\n", cudaGetLastError() == cudaSuccess ? "PASS" : "FAIL");
  return 0;
}
