// cucc-flags: -lcublas
// cuBLAS: level 1/2/3 in S/D/C/Z, batched and Ex GEMMs, trsm, syrk, geam,
// dgmm, Set/GetMatrix, pointer modes, streams, status codes. Small integer
// data, so every result is exact and the expected output is NVIDIA's.
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cuda_fp16.h>

#define CK(x) do { cublasStatus_t s_ = (x); if (s_ != CUBLAS_STATUS_SUCCESS) \
  printf("%d: %s -> %s\n", __LINE__, #x, cublasGetStatusName(s_)); } while (0)

static void pm(const char *tag, const float *a, int m, int n, int ld) {
  printf("%s:", tag);
  for (int i = 0; i < m; i++) { printf(" ["); for (int j = 0; j < n; j++) printf(" %g", a[i + j * ld] + 0.0f); printf(" ]"); }
  printf("\n");
}
static void pmd(const char *tag, const double *a, int m, int n, int ld) {
  printf("%s:", tag);
  for (int i = 0; i < m; i++) { printf(" ["); for (int j = 0; j < n; j++) printf(" %g", a[i + j * ld] + 0.0); printf(" ]"); }
  printf("\n");
}
template <class T> T *dev(const T *h, int n) { T *d; cudaMalloc(&d, n * sizeof(T)); cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice); return d; }
template <class T> void get(T *h, const T *d, int n) { cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost); }

int main() {
  cublasHandle_t h;
  CK(cublasCreate(&h));
  int ver = 0; CK(cublasGetVersion(h, &ver)); printf("version ok %d\n", ver >= 10000);
  // level 1
  float x[6] = {1, -7, 3, 7, -2, 5}, y[6] = {2, 1, 0, -1, 4, 3};
  float *dx = dev(x, 6), *dy = dev(y, 6);
  int imax, imin; float r;
  CK(cublasIsamax(h, 6, dx, 1, &imax)); CK(cublasIsamin(h, 6, dx, 1, &imin));
  printf("isamax %d isamin %d\n", imax, imin);
  CK(cublasIsamax(h, 3, dx, 2, &imax)); printf("isamax inc2 %d\n", imax);
  CK(cublasSasum(h, 6, dx, 1, &r)); printf("sasum %g\n", r);
  CK(cublasSdot(h, 6, dx, 1, dy, 1, &r)); printf("sdot %g\n", r);
  CK(cublasSnrm2(h, 2, dx + 2, 2, &r)); printf("snrm2 %g\n", r);   // 3, 4 ... (3,-2)? see output
  float a2 = 2; CK(cublasSaxpy(h, 6, &a2, dx, 1, dy, 1)); get(y, dy, 6); pm("saxpy", y, 1, 6, 1);
  float s3 = -3; CK(cublasSscal(h, 3, &s3, dy, 2)); get(y, dy, 6); pm("sscal inc2", y, 1, 6, 1);
  CK(cublasScopy(h, 3, dx, 1, dy + 3, 1)); get(y, dy, 6); pm("scopy", y, 1, 6, 1);
  CK(cublasSswap(h, 2, dx, 1, dy, 1)); get(x, dx, 6); get(y, dy, 6); pm("sswap x", x, 1, 6, 1); pm("sswap y", y, 1, 6, 1);
  float c = 0, s = 1; CK(cublasSrot(h, 2, dx, 1, dy, 1, &c, &s)); get(x, dx, 6); get(y, dy, 6); pm("srot x", x, 1, 6, 1); pm("srot y", y, 1, 6, 1);
  // device pointer mode: the result goes to device memory
  float *dr; cudaMalloc(&dr, sizeof(float));
  CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
  CK(cublasSdot(h, 6, dx, 1, dx, 1, dr)); float hr; cudaMemcpy(&hr, dr, 4, cudaMemcpyDeviceToHost); printf("sdot device-mode %g\n", hr);
  float *dalpha = dev(&a2, 1);
  CK(cublasSscal(h, 6, dalpha, dx, 1)); get(x, dx, 6); pm("sscal device alpha", x, 1, 6, 1);
  CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
  cublasPointerMode_t pmode; CK(cublasGetPointerMode(h, &pmode)); printf("pointer mode %d\n", (int)pmode);
  double xd[4] = {3, 4, 0, -12}; double *dxd = dev(xd, 4); double rd;
  CK(cublasDnrm2(h, 4, dxd, 1, &rd)); printf("dnrm2 %g\n", rd);
  CK(cublasDasum(h, 4, dxd, 1, &rd)); printf("dasum %g\n", rd);
  int id; CK(cublasIdamax(h, 4, dxd, 1, &id)); printf("idamax %d\n", id);
  cuComplex cx[3] = {{1, 2}, {3, -4}, {0, 1}}, cy[3] = {{2, 0}, {1, 1}, {-1, 2}};
  cuComplex *dcx = dev(cx, 3), *dcy = dev(cy, 3), cr;
  CK(cublasCdotu(h, 3, dcx, 1, dcy, 1, &cr)); printf("cdotu %g %g\n", cr.x, cr.y);
  CK(cublasCdotc(h, 3, dcx, 1, dcy, 1, &cr)); printf("cdotc %g %g\n", cr.x, cr.y);
  CK(cublasIcamax(h, 3, dcx, 1, &id)); printf("icamax %d\n", id);
  CK(cublasScasum(h, 3, dcx, 1, &r)); printf("scasum %g\n", r);
  cuDoubleComplex zx[2] = {{1, 1}, {2, -1}}, za = {0, 1};
  cuDoubleComplex *dzx = dev(zx, 2);
  CK(cublasZscal(h, 2, &za, dzx, 1)); get(zx, dzx, 2); printf("zscal %g %g %g %g\n", zx[0].x, zx[0].y, zx[1].x, zx[1].y);
  CK(cublasDznrm2(h, 2, dzx, 1, &rd)); printf("dznrm2^2 %g\n", rd * rd);

  // level 2: gemv, ger, trsv, symv
  float A[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}; // 3x4 col-major, lda 3
  float v4[4] = {1, 0, -1, 2}, v3[3] = {1, 1, 1};
  float *dA = dev(A, 12), *dv4 = dev(v4, 4), *dv3 = dev(v3, 3);
  float one = 1, zero = 0, two = 2;
  CK(cublasSgemv(h, CUBLAS_OP_N, 3, 4, &one, dA, 3, dv4, 1, &zero, dv3, 1)); get(v3, dv3, 3); pm("sgemv N", v3, 1, 3, 1);
  CK(cublasSgemv(h, CUBLAS_OP_T, 3, 4, &two, dA, 3, dv3, 1, &zero, dv4, 1)); get(v4, dv4, 4); pm("sgemv T", v4, 1, 4, 1);
  CK(cublasSger(h, 3, 4, &one, dv3, 1, dv4, 1, dA, 3)); get(A, dA, 12); pm("sger", A, 3, 4, 3);
  double T[9] = {2, 0, 0, 1, 4, 0, 3, 5, 8}, b3[3] = {14, 28, 16}; // upper triangular
  double *dT = dev(T, 9), *db3 = dev(b3, 3);
  CK(cublasDtrsv(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 3, dT, 3, db3, 1)); get(b3, db3, 3); pmd("dtrsv", b3, 1, 3, 1);
  double S[9] = {1, 2, 3, 99, 4, 5, 99, 99, 6}, sv[3] = {1, 1, 1}, so[3] = {0, 0, 0}; // lower stored
  double *dS = dev(S, 9), *dsv = dev(sv, 3), *dso = dev(so, 3), d1 = 1, d0 = 0;
  CK(cublasDsymv(h, CUBLAS_FILL_MODE_LOWER, 3, &d1, dS, 3, dsv, 1, &d0, dso, 1)); get(so, dso, 3); pmd("dsymv", so, 1, 3, 1);

  // level 3: gemm with every transpose, lda > m
  float B[20], C[20];
  for (int i = 0; i < 20; i++) { B[i] = (float)(i % 7) - 3; C[i] = (float)(i % 3); }
  float Ah[20]; for (int i = 0; i < 20; i++) Ah[i] = (float)(i % 5) - 1;
  float *dAh = dev(Ah, 20), *dB = dev(B, 20), *dC = dev(C, 20);
  CK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 3, 3, 4, &one, dAh, 4, dB, 5, &two, dC, 4)); get(C, dC, 20); pm("sgemm NN", C, 3, 3, 4);
  CK(cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, 3, 2, 4, &two, dAh, 4, dB, 4, &zero, dC, 3)); get(C, dC, 20); pm("sgemm TN", C, 3, 2, 3);
  CK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, 2, 3, 3, &one, dAh, 2, dB, 3, &zero, dC, 2)); get(C, dC, 20); pm("sgemm NT", C, 2, 3, 2);
  CK(cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_T, 2, 2, 3, &one, dAh, 3, dB, 2, &one, dC, 2)); get(C, dC, 20); pm("sgemm TT", C, 2, 2, 2);
  double Ad[6] = {1, 2, 3, 4, 5, 6}, Bd[6] = {1, -1, 2, 0, 1, 3}, Cd[4] = {0};
  double *dAd = dev(Ad, 6), *dBd = dev(Bd, 6), *dCd = dev(Cd, 4);
  CK(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 3, &d1, dAd, 2, dBd, 3, &d0, dCd, 2)); get(Cd, dCd, 4); pmd("dgemm", Cd, 2, 2, 2);
  cuComplex Ac[4] = {{1, 1}, {2, 0}, {0, -1}, {1, 2}}, Bc[4] = {{1, 0}, {0, 1}, {2, 2}, {-1, 0}}, Cc[4];
  cuComplex *dAc = dev(Ac, 4), *dBc = dev(Bc, 4), *dCc; cudaMalloc(&dCc, sizeof Cc);
  cuComplex c1 = {1, 0}, c0 = {0, 0};
  CK(cublasCgemm(h, CUBLAS_OP_C, CUBLAS_OP_N, 2, 2, 2, &c1, dAc, 2, dBc, 2, &c0, dCc, 2)); get(Cc, dCc, 4);
  printf("cgemm CN:"); for (int i = 0; i < 4; i++) printf(" (%g,%g)", Cc[i].x, Cc[i].y); printf("\n");
  cuDoubleComplex Az[4] = {{1, 1}, {2, 0}, {0, -1}, {1, 2}}, Cz[4], z1 = {0, 1}, z0 = {0, 0};
  cuDoubleComplex *dAz = dev(Az, 4), *dCz; cudaMalloc(&dCz, sizeof Cz);
  CK(cublasZgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, 2, 2, 2, &z1, dAz, 2, dAz, 2, &z0, dCz, 2)); get(Cz, dCz, 4);
  printf("zgemm NT:"); for (int i = 0; i < 4; i++) printf(" (%g,%g)", Cz[i].x, Cz[i].y); printf("\n");

  // strided batched and batched
  float Ab[2 * 4], Bb[2 * 4], Cb[2 * 4];
  for (int i = 0; i < 8; i++) { Ab[i] = (float)(i + 1); Bb[i] = (float)(8 - i); Cb[i] = 0; }
  float *dAb = dev(Ab, 8), *dBb = dev(Bb, 8), *dCb = dev(Cb, 8);
  CK(cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, dAb, 2, 4, dBb, 2, 4, &zero, dCb, 2, 4, 2));
  get(Cb, dCb, 8); pm("sgemmStridedBatched 0", Cb, 2, 2, 2); pm("sgemmStridedBatched 1", Cb + 4, 2, 2, 2);
  const float *Aarr[2] = {dAb + 4, dAb}, *Barr[2] = {dBb, dBb + 4}; float *Carr[2] = {dCb, dCb + 4};
  const float **dAarr, **dBarr; float **dCarr;
  cudaMalloc(&dAarr, sizeof Aarr); cudaMalloc(&dBarr, sizeof Barr); cudaMalloc(&dCarr, sizeof Carr);
  cudaMemcpy(dAarr, Aarr, sizeof Aarr, cudaMemcpyHostToDevice); cudaMemcpy(dBarr, Barr, sizeof Barr, cudaMemcpyHostToDevice);
  cudaMemcpy(dCarr, Carr, sizeof Carr, cudaMemcpyHostToDevice);
  CK(cublasSgemmBatched(h, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, 2, &one, dAarr, 2, dBarr, 2, &zero, dCarr, 2, 2));
  get(Cb, dCb, 8); pm("sgemmBatched 0", Cb, 2, 2, 2); pm("sgemmBatched 1", Cb + 4, 2, 2, 2);
  double Dbb[8]; for (int i = 0; i < 8; i++) Dbb[i] = i - 3;
  double *dDbb = dev(Dbb, 8), *dDc; cudaMalloc(&dDc, 8 * sizeof(double));
  CK(cublasDgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, 2, 2, 2, &d1, dDbb, 2, 4, dDbb, 2, 4, &d0, dDc, 2, 4, 2));
  get(Dbb, dDc, 8); pmd("dgemmStridedBatched", Dbb, 2, 4, 2);

  // gemmEx: fp16 in, fp32 out and compute; fp32 everywhere
  __half Ahf[4], Bhf[4]; for (int i = 0; i < 4; i++) { Ahf[i] = __float2half((float)(i + 1)); Bhf[i] = __float2half((float)(i - 1)); }
  __half *dAhf = dev(Ahf, 4), *dBhf = dev(Bhf, 4); float *dCf; cudaMalloc(&dCf, 4 * sizeof(float)); float Cf[4];
  CK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, dAhf, CUDA_R_16F, 2, dBhf, CUDA_R_16F, 2, &zero, dCf, CUDA_R_32F, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
  get(Cf, dCf, 4); pm("gemmEx h,h->f", Cf, 2, 2, 2);
  CK(cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, 2, &one, dAb, CUDA_R_32F, 2, dBb, CUDA_R_32F, 2, &zero, dCf, CUDA_R_32F, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
  get(Cf, dCf, 4); pm("gemmEx f,f->f", Cf, 2, 2, 2);
  __half *dChf; cudaMalloc(&dChf, 4 * sizeof(__half)); __half Chf[4]; __half hone = __float2half(1.f), hzero = __float2half(0.f);
  CK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &hone, dAhf, CUDA_R_16F, 2, dBhf, CUDA_R_16F, 2, &hzero, dChf, CUDA_R_16F, 2, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT));
  get(Chf, dChf, 4); printf("gemmEx h,h->h:"); for (int i = 0; i < 4; i++) printf(" %g", __half2float(Chf[i])); printf("\n");
  CK(cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, 2, 2, 2, &hone, dAhf, 2, dBhf, 2, &hzero, dChf, 2));
  get(Chf, dChf, 4); printf("hgemm NT:"); for (int i = 0; i < 4; i++) printf(" %g", __half2float(Chf[i])); printf("\n");
  CK(cublasSgemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, dAhf, CUDA_R_16F, 2, dBhf, CUDA_R_16F, 2, &zero, dCf, CUDA_R_32F, 2));
  get(Cf, dCf, 4); pm("sgemmEx", Cf, 2, 2, 2);
  CK(cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, dAb, CUDA_R_32F, 2, 4, dBb, CUDA_R_32F, 2, 4, &zero, dCb, CUDA_R_32F, 2, 4, 2, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  get(Cb, dCb, 8); pm("gemmStridedBatchedEx 1", Cb + 4, 2, 2, 2);

  // trsm, syrk, geam, dgmm, symm, trmm
  double L[4] = {2, 1, 0, 4}, Bt[4] = {4, 10, 6, 11};  // lower 2x2
  double *dL = dev(L, 4), *dBt = dev(Bt, 4);
  CK(cublasDtrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 2, 2, &d1, dL, 2, dBt, 2)); get(Bt, dBt, 4); pmd("dtrsm LLN", Bt, 2, 2, 2);
  float Ls[4] = {1, 2, 0, 1}, Bs[6] = {1, 2, 3, 4, 5, 6};
  float *dLs = dev(Ls, 4), *dBs = dev(Bs, 6);
  CK(cublasStrsm(h, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, 3, 2, &two, dLs, 2, dBs, 3)); get(Bs, dBs, 6); pm("strsm RLTU", Bs, 3, 2, 3);
  float K[6] = {1, 2, 3, 4, 5, 6}, Cs[4] = {100, 100, 100, 100};
  float *dK = dev(K, 6), *dCs = dev(Cs, 4);
  CK(cublasSsyrk(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 2, 3, &one, dK, 2, &zero, dCs, 2)); get(Cs, dCs, 4); pm("ssyrk UN (lower untouched)", Cs, 2, 2, 2);
  CK(cublasSsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, 3, 2, &one, dK, 2, &zero, dC, 3)); get(C, dC, 9); printf("ssyrk LT lower:"); for (int j = 0; j < 3; j++) for (int i = j; i < 3; i++) printf(" %g", C[i + 3 * j]); printf("\n");
  float G1[6] = {1, 2, 3, 4, 5, 6}, G2[6] = {6, 5, 4, 3, 2, 1}, G3[6];
  float *dG1 = dev(G1, 6), *dG2 = dev(G2, 6), *dG3; cudaMalloc(&dG3, sizeof G3);
  CK(cublasSgeam(h, CUBLAS_OP_N, CUBLAS_OP_T, 2, 3, &one, dG1, 2, &two, dG2, 3, dG3, 2)); get(G3, dG3, 6); pm("sgeam NT", G3, 2, 3, 2);
  CK(cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, 3, 2, &one, dG1, 2, &zero, dG2, 3, dG3, 3)); get(G3, dG3, 6); pm("sgeam transpose", G3, 3, 2, 3);
  float dg[3] = {1, 10, 100}; float *ddg = dev(dg, 3);
  CK(cublasSdgmm(h, CUBLAS_SIDE_RIGHT, 2, 3, dG1, 2, ddg, 1, dG3, 2)); get(G3, dG3, 6); pm("sdgmm R", G3, 2, 3, 2);
  CK(cublasSdgmm(h, CUBLAS_SIDE_LEFT, 2, 3, dG1, 2, ddg, 1, dG3, 2)); get(G3, dG3, 6); pm("sdgmm L", G3, 2, 3, 2);
  double Sy[4] = {1, 2, 99, 3}, By[4] = {1, 0, 2, 1}, Cy[4];
  double *dSy = dev(Sy, 4), *dBy = dev(By, 4), *dCy; cudaMalloc(&dCy, sizeof Cy);
  CK(cublasDsymm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, 2, 2, &d1, dSy, 2, dBy, 2, &d0, dCy, 2)); get(Cy, dCy, 4); pmd("dsymm", Cy, 2, 2, 2);
  CK(cublasDtrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 2, 2, &d1, dSy, 2, dBy, 2, dCy, 2)); get(Cy, dCy, 4); pmd("dtrmm", Cy, 2, 2, 2);

  // Set/GetMatrix and Vector with leading dimensions and increments
  float hm[12], hm2[12] = {0};
  for (int i = 0; i < 12; i++) hm[i] = (float)i;
  float *dm; cudaMalloc(&dm, 6 * sizeof(float));
  CK(cublasSetMatrix(2, 3, sizeof(float), hm, 4, dm, 2));
  CK(cublasGetMatrix(2, 3, sizeof(float), dm, 2, hm2, 3)); pm("set/getMatrix", hm2, 3, 3, 3);
  CK(cublasSetVector(3, sizeof(float), hm, 3, dm, 2)); get(hm2, dm, 6); pm("setVector", hm2, 1, 6, 1);
  CK(cublasGetVector(2, sizeof(float), dm, 2, hm2, 1)); pm("getVector", hm2, 1, 2, 1);
  cudaStream_t st; cudaStreamCreate(&st);
  CK(cublasSetStream(h, st)); cudaStream_t st2; CK(cublasGetStream(h, &st2)); printf("stream kept %d\n", st == st2);
  CK(cublasSetMatrixAsync(2, 2, sizeof(float), hm, 2, dm, 2, st)); cudaStreamSynchronize(st);
  get(hm2, dm, 4); pm("setMatrixAsync", hm2, 1, 4, 1);
  CK(cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH)); cublasMath_t mm; CK(cublasGetMathMode(h, &mm)); printf("math mode %d\n", (int)mm);

  // errors and names
  printf("bad m: %s\n", cublasGetStatusName(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, -1, 2, 2, &one, dAh, 2, dB, 2, &zero, dC, 2)));
  printf("bad lda: %s\n", cublasGetStatusName(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 3, 2, 2, &one, dAh, 2, dB, 2, &zero, dC, 3)));
  printf("bad incx: %s\n", cublasGetStatusName(cublasSgemv(h, CUBLAS_OP_N, 2, 2, &one, dAh, 2, dB, 0, &zero, dC, 1)));
  printf("bad elemSize: %s\n", cublasGetStatusName(cublasSetVector(2, 0, hm, 1, dm, 1)));
  printf("null handle: %s\n", cublasGetStatusName(cublasSscal(nullptr, 2, &one, dm, 1)));
  printf("n=0 ok: %s\n", cublasGetStatusName(cublasSscal(h, 0, &one, dm, 1)));
  cublasStatus_t all[] = {CUBLAS_STATUS_SUCCESS, CUBLAS_STATUS_NOT_INITIALIZED, CUBLAS_STATUS_ALLOC_FAILED, CUBLAS_STATUS_INVALID_VALUE,
    CUBLAS_STATUS_ARCH_MISMATCH, CUBLAS_STATUS_MAPPING_ERROR, CUBLAS_STATUS_EXECUTION_FAILED, CUBLAS_STATUS_INTERNAL_ERROR,
    CUBLAS_STATUS_NOT_SUPPORTED, CUBLAS_STATUS_LICENSE_ERROR};
  for (int i = 0; i < 10; i++) printf("%d %s: %s\n", (int)all[i], cublasGetStatusName(all[i]), cublasGetStatusString(all[i]));
  CK(cublasDestroy(h));
  cudaStreamDestroy(st);
  printf("done\n");
  return 0;
}
