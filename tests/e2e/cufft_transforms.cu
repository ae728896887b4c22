// cucc-flags: -lcufft
// cuFFT: 1D/2D/3D C2C, R2C/C2R, Z2Z/D2Z/Z2D, cufftPlanMany with strides and
// distances, streams, work areas, cufftXt basics. Values printed to 3
// decimals (cuFFT's accuracy); the expected output is NVIDIA's.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>
#include <cufft.h>
#include <cufftXt.h>

#define CK(x) do { cufftResult r_ = (x); if (r_ != CUFFT_SUCCESS) printf("%d: %s -> %d\n", __LINE__, #x, (int)r_); } while (0)
static double cl(double v) { return fabs(v) < 5e-4 ? 0.0 : v; }
static void pc(const char *tag, const cufftComplex *a, int n) {
  printf("%s:", tag);
  for (int i = 0; i < n; i++) printf(" (%.3f,%.3f)", cl(a[i].x), cl(a[i].y));
  printf("\n");
}
static void pz(const char *tag, const cufftDoubleComplex *a, int n) {
  printf("%s:", tag);
  for (int i = 0; i < n; i++) printf(" (%.3f,%.3f)", cl(a[i].x), cl(a[i].y));
  printf("\n");
}
static void pr(const char *tag, const float *a, int n) {
  printf("%s:", tag);
  for (int i = 0; i < n; i++) printf(" %.3f", cl(a[i]));
  printf("\n");
}

int main() {
  const int N = 16;
  cufftComplex h[64], o[64];
  for (int i = 0; i < 64; i++) { h[i].x = (float)((i * 7) % 11) - 5.0f; h[i].y = (float)((i * 3) % 5) - 2.0f; }
  cufftComplex *d, *e; cudaMalloc(&d, sizeof h); cudaMalloc(&e, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cufftHandle p;
  CK(cufftPlan1d(&p, N, CUFFT_C2C, 1));
  CK(cufftExecC2C(p, d, e, CUFFT_FORWARD)); cudaMemcpy(o, e, N * sizeof o[0], cudaMemcpyDeviceToHost); pc("c2c 16 fwd", o, N);
  CK(cufftExecC2C(p, e, e, CUFFT_INVERSE)); cudaMemcpy(o, e, N * sizeof o[0], cudaMemcpyDeviceToHost); pc("c2c 16 inv (unnormalized, in place)", o, 4);
  CK(cufftDestroy(p));
  // odd and prime sizes, batches
  CK(cufftPlan1d(&p, 7, CUFFT_C2C, 3));
  CK(cufftExecC2C(p, d, e, CUFFT_FORWARD)); cudaMemcpy(o, e, 21 * sizeof o[0], cudaMemcpyDeviceToHost); pc("c2c 7 x3", o, 21);
  CK(cufftDestroy(p));
  // R2C / C2R
  float r[64], ro[64];
  for (int i = 0; i < 64; i++) r[i] = (float)((i * 5) % 9) - 4.0f;
  float *dr; cudaMalloc(&dr, sizeof r); cudaMemcpy(dr, r, sizeof r, cudaMemcpyHostToDevice);
  CK(cufftPlan1d(&p, 12, CUFFT_R2C, 2));
  CK(cufftExecR2C(p, dr, e)); cudaMemcpy(o, e, 14 * sizeof o[0], cudaMemcpyDeviceToHost); pc("r2c 12 x2", o, 14);
  cufftHandle q; CK(cufftPlan1d(&q, 12, CUFFT_C2R, 2));
  float *dr2; cudaMalloc(&dr2, sizeof r);
  CK(cufftExecC2R(q, e, dr2)); cudaMemcpy(ro, dr2, 24 * sizeof ro[0], cudaMemcpyDeviceToHost); pr("c2r 12 x2", ro, 24);
  CK(cufftDestroy(p)); CK(cufftDestroy(q));
  // 2D and 3D
  CK(cufftPlan2d(&p, 4, 6, CUFFT_C2C));
  CK(cufftExecC2C(p, d, e, CUFFT_FORWARD)); cudaMemcpy(o, e, 24 * sizeof o[0], cudaMemcpyDeviceToHost); pc("c2c 4x6", o, 24);
  CK(cufftDestroy(p));
  CK(cufftPlan2d(&p, 4, 6, CUFFT_R2C));
  CK(cufftExecR2C(p, dr, e)); cudaMemcpy(o, e, 16 * sizeof o[0], cudaMemcpyDeviceToHost); pc("r2c 4x6", o, 16);
  CK(cufftDestroy(p));
  CK(cufftPlan3d(&p, 2, 3, 4, CUFFT_C2C));
  CK(cufftExecC2C(p, d, e, CUFFT_INVERSE)); cudaMemcpy(o, e, 24 * sizeof o[0], cudaMemcpyDeviceToHost); pc("c2c 2x3x4 inv", o, 24);
  CK(cufftDestroy(p));
  CK(cufftPlan3d(&p, 2, 3, 4, CUFFT_R2C));
  CK(cufftExecR2C(p, dr, e)); cudaMemcpy(o, e, 18 * sizeof o[0], cudaMemcpyDeviceToHost); pc("r2c 2x3x4", o, 18);
  cufftHandle p3; CK(cufftPlan3d(&p3, 2, 3, 4, CUFFT_C2R));
  CK(cufftExecC2R(p3, e, dr2)); cudaMemcpy(ro, dr2, 24 * sizeof ro[0], cudaMemcpyDeviceToHost); pr("c2r 2x3x4", ro, 24);
  CK(cufftDestroy(p)); CK(cufftDestroy(p3));
  // PlanMany: 2 transforms of 5, interleaved (stride 2, dist 1), output packed
  int n5[1] = {5}, inembed[1] = {10}, onembed[1] = {5};
  CK(cufftPlanMany(&p, 1, n5, inembed, 2, 1, onembed, 1, 5, CUFFT_C2C, 2));
  CK(cufftExecC2C(p, d, e, CUFFT_FORWARD)); cudaMemcpy(o, e, 10 * sizeof o[0], cudaMemcpyDeviceToHost); pc("many 5 stride2 dist1", o, 10);
  CK(cufftDestroy(p));
  // PlanMany 2D with embeds: 3x4 in a 3x5 padded layout, batch 2, dist 16
  int n34[2] = {3, 4}, in35[2] = {3, 5}, out34[2] = {3, 4};
  CK(cufftPlanMany(&p, 2, n34, in35, 1, 16, out34, 1, 12, CUFFT_C2C, 2));
  CK(cufftExecC2C(p, d, e, CUFFT_FORWARD)); cudaMemcpy(o, e, 24 * sizeof o[0], cudaMemcpyDeviceToHost); pc("many 3x4 padded", o, 24);
  CK(cufftDestroy(p));
  // NULL embeds: packed
  CK(cufftPlanMany(&p, 1, n5, NULL, 1, 0, NULL, 1, 0, CUFFT_R2C, 3));
  CK(cufftExecR2C(p, dr, e)); cudaMemcpy(o, e, 9 * sizeof o[0], cudaMemcpyDeviceToHost); pc("many r2c 5 x3", o, 9);
  CK(cufftDestroy(p));
  // double precision
  cufftDoubleComplex hz[16], oz[16]; double hdr[16], odr[16];
  for (int i = 0; i < 16; i++) { hz[i].x = cos(0.3 * i); hz[i].y = sin(0.7 * i); hdr[i] = i * 0.25 - 1; }
  cufftDoubleComplex *dz, *ez; double *ddr; cudaMalloc(&dz, sizeof hz); cudaMalloc(&ez, sizeof hz); cudaMalloc(&ddr, sizeof hdr);
  cudaMemcpy(dz, hz, sizeof hz, cudaMemcpyHostToDevice); cudaMemcpy(ddr, hdr, sizeof hdr, cudaMemcpyHostToDevice);
  CK(cufftPlan1d(&p, 10, CUFFT_Z2Z, 1));
  CK(cufftExecZ2Z(p, dz, ez, CUFFT_FORWARD)); cudaMemcpy(oz, ez, 10 * sizeof oz[0], cudaMemcpyDeviceToHost); pz("z2z 10", oz, 10);
  CK(cufftDestroy(p));
  CK(cufftPlan1d(&p, 16, CUFFT_D2Z, 1));
  CK(cufftExecD2Z(p, ddr, ez)); cudaMemcpy(oz, ez, 9 * sizeof oz[0], cudaMemcpyDeviceToHost); pz("d2z 16", oz, 9);
  CK(cufftPlan1d(&q, 16, CUFFT_Z2D, 1));
  CK(cufftExecZ2D(q, ez, ddr)); cudaMemcpy(odr, ddr, sizeof odr, cudaMemcpyDeviceToHost);
  printf("z2d 16:"); for (int i = 0; i < 16; i++) printf(" %.3f", cl(odr[i])); printf("\n");
  CK(cufftDestroy(p)); CK(cufftDestroy(q));
  // streams, work area, sizes
  cudaStream_t st; cudaStreamCreate(&st);
  CK(cufftCreate(&p));
  CK(cufftSetAutoAllocation(p, 0));
  size_t ws = 0;
  CK(cufftMakePlan1d(p, 64, CUFFT_C2C, 1, &ws));
  size_t ws2 = 0; CK(cufftGetSize(p, &ws2));
  printf("work size consistent %d\n", ws == ws2);
  void *work; cudaMalloc(&work, ws ? ws : 1);
  CK(cufftSetWorkArea(p, work));
  CK(cufftSetStream(p, st));
  cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice, st);
  CK(cufftExecC2C(p, d, e, CUFFT_FORWARD));
  cudaMemcpyAsync(o, e, 64 * sizeof o[0], cudaMemcpyDeviceToHost, st);
  cudaStreamSynchronize(st);
  pc("c2c 64 on stream", o, 8);
  CK(cufftDestroy(p));
  size_t est; CK(cufftEstimate1d(1024, CUFFT_C2C, 1, &est)); printf("estimate ok %d\n", est < (1u << 30));
  // Xt
  long long nl[1] = {8};
  CK(cufftCreate(&p));
  CK(cufftXtMakePlanMany(p, 1, nl, NULL, 1, 8, CUDA_C_32F, NULL, 1, 8, CUDA_C_32F, 2, &ws, CUDA_C_32F));
  CK(cufftXtExec(p, d, e, CUFFT_FORWARD)); cudaMemcpy(o, e, 16 * sizeof o[0], cudaMemcpyDeviceToHost); pc("xt c2c 8 x2", o, 16);
  CK(cufftDestroy(p));
  // errors
  printf("bad size: %d\n", (int)cufftPlan1d(&p, 0, CUFFT_C2C, 1));
  printf("bad handle exec: %d\n", (int)cufftExecC2C(12345, d, e, CUFFT_FORWARD));
  int v; cufftGetVersion(&v); printf("version ok %d\n", v > 0);
  cudaStreamDestroy(st);
  printf("done\n");
  return 0;
}
