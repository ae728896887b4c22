// cucc-flags: -lcusolver -lcublas
// cuSOLVER dense: getrf/getrs, potrf/potrs, geqrf/orgqr, gesvd, syevd with
// their buffer-size calls and devInfo; values to 4 decimals (the expected
// output is NVIDIA's).
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#define CK(x) do { cusolverStatus_t s_ = (x); if (s_ != CUSOLVER_STATUS_SUCCESS) printf("%d: %s -> %d\n", __LINE__, #x, (int)s_); } while (0)
static double cl(double v) { return fabs(v) < 5e-5 ? 0.0 : v; }
static void pm(const char *tag, const double *a, int m, int n, int ld) {
  printf("%s:", tag);
  for (int i = 0; i < m; i++) { printf(" ["); for (int j = 0; j < n; j++) printf(" %.4f", cl(a[i + j * ld])); printf(" ]"); }
  printf("\n");
}
template <class T> T *dev(const T *h, int n) { T *d; cudaMalloc(&d, n * sizeof(T)); cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice); return d; }

int main() {
  cusolverDnHandle_t h; CK(cusolverDnCreate(&h));
  cudaStream_t st; cudaStreamCreate(&st); CK(cusolverDnSetStream(h, st));
  int *dinfo, info; cudaMalloc(&dinfo, sizeof(int));
  // LU with pivoting
  double A[9] = {1, 4, 7, 2, 5, 8, 3, 6, 10}, b[3] = {1, 2, 3}, out[16];
  double *dA = dev(A, 9), *db = dev(b, 3); int *dipiv; cudaMalloc(&dipiv, 3 * sizeof(int));
  int lw; CK(cusolverDnDgetrf_bufferSize(h, 3, 3, dA, 3, &lw));
  double *work; cudaMalloc(&work, (lw > 0 ? lw : 1) * sizeof(double));
  CK(cusolverDnDgetrf(h, 3, 3, dA, 3, work, dipiv, dinfo));
  CK(cusolverDnDgetrs(h, CUBLAS_OP_N, 3, 1, dA, 3, dipiv, db, 3, dinfo));
  cudaMemcpy(out, dA, sizeof A, cudaMemcpyDeviceToHost); pm("getrf LU", out, 3, 3, 3);
  int ipiv[3]; cudaMemcpy(ipiv, dipiv, sizeof ipiv, cudaMemcpyDeviceToHost); printf("ipiv %d %d %d\n", ipiv[0], ipiv[1], ipiv[2]);
  cudaMemcpy(out, db, 3 * sizeof(double), cudaMemcpyDeviceToHost); pm("getrs x", out, 1, 3, 1);
  cudaMemcpy(&info, dinfo, sizeof info, cudaMemcpyDeviceToHost); printf("info %d\n", info);
  // singular: info > 0
  double Z[4] = {1, 2, 2, 4}; double *dZ = dev(Z, 4);
  CK(cusolverDnDgetrf(h, 2, 2, dZ, 2, work, dipiv, dinfo));
  cudaMemcpy(&info, dinfo, sizeof info, cudaMemcpyDeviceToHost); printf("singular info %d\n", info);
  // float LU
  float Af[4] = {0, 2, 1, 3}, bf[2] = {1, 5}; float *dAf = dev(Af, 4), *dbf = dev(bf, 2), *wf;
  CK(cusolverDnSgetrf_bufferSize(h, 2, 2, dAf, 2, &lw)); cudaMalloc(&wf, (lw > 0 ? lw : 1) * sizeof(float));
  CK(cusolverDnSgetrf(h, 2, 2, dAf, 2, wf, dipiv, dinfo)); CK(cusolverDnSgetrs(h, CUBLAS_OP_T, 2, 1, dAf, 2, dipiv, dbf, 2, dinfo));
  cudaMemcpy(bf, dbf, sizeof bf, cudaMemcpyDeviceToHost); printf("sgetrs T: %.4f %.4f\n", bf[0], bf[1]);
  // Cholesky
  double P[9] = {4, 2, 2, 2, 5, 3, 2, 3, 6}, pb[6] = {1, 2, 3, 0, 1, 0};
  double *dP = dev(P, 9), *dpb = dev(pb, 6);
  CK(cusolverDnDpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, 3, dP, 3, &lw));
  CK(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, 3, dP, 3, work, lw, dinfo));
  CK(cusolverDnDpotrs(h, CUBLAS_FILL_MODE_LOWER, 3, 2, dP, 3, dpb, 3, dinfo));
  cudaMemcpy(out, dP, sizeof P, cudaMemcpyDeviceToHost);
  printf("potrf L:"); for (int j = 0; j < 3; j++) for (int i = j; i < 3; i++) printf(" %.4f", out[i + 3 * j]); printf("\n");
  cudaMemcpy(out, dpb, sizeof pb, cudaMemcpyDeviceToHost); pm("potrs X", out, 3, 2, 3);
  double NP[4] = {1, 2, 2, 1}; double *dNP = dev(NP, 4);
  CK(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_UPPER, 2, dNP, 2, work, lw, dinfo));
  cudaMemcpy(&info, dinfo, sizeof info, cudaMemcpyDeviceToHost); printf("not positive definite info %d\n", info);
  // QR
  double Q[12] = {1, 1, 1, 1, 1, 2, 3, 4, 1, 4, 9, 16}; double *dQ = dev(Q, 12), *tau; cudaMalloc(&tau, 3 * sizeof(double));
  CK(cusolverDnDgeqrf_bufferSize(h, 4, 3, dQ, 4, &lw));
  double *wq; cudaMalloc(&wq, (lw + 64) * sizeof(double));
  CK(cusolverDnDgeqrf(h, 4, 3, dQ, 4, tau, wq, lw, dinfo));
  cudaMemcpy(out, dQ, 12 * sizeof(double), cudaMemcpyDeviceToHost);
  printf("geqrf |R|:"); for (int j = 0; j < 3; j++) for (int i = 0; i <= j; i++) printf(" %.4f", fabs(out[i + 4 * j])); printf("\n");
  printf("geqrf R signs:"); for (int j = 0; j < 3; j++) printf(" %d", out[j + 4 * j] < 0); printf("\n");
  CK(cusolverDnDorgqr_bufferSize(h, 4, 3, 3, dQ, 4, tau, &lw));
  double *wq2; cudaMalloc(&wq2, (lw + 64) * sizeof(double));
  CK(cusolverDnDorgqr(h, 4, 3, 3, dQ, 4, tau, wq2, lw, dinfo));
  cudaMemcpy(out, dQ, 12 * sizeof(double), cudaMemcpyDeviceToHost); pm("orgqr Q", out, 4, 3, 4);
  // SVD
  double S[6] = {3, 2, 2, 3, 2, -2}; // 2x3? use 3x2 (m >= n required)
  double *dS = dev(S, 6), *sv, *U, *VT; cudaMalloc(&sv, 2 * sizeof(double)); cudaMalloc(&U, 9 * sizeof(double)); cudaMalloc(&VT, 4 * sizeof(double));
  CK(cusolverDnDgesvd_bufferSize(h, 3, 2, &lw));
  double *ws; cudaMalloc(&ws, (lw + 64) * sizeof(double));
  CK(cusolverDnDgesvd(h, 'A', 'A', 3, 2, dS, 3, sv, U, 3, VT, 2, ws, lw, NULL, dinfo));
  cudaMemcpy(out, sv, 2 * sizeof(double), cudaMemcpyDeviceToHost); pm("gesvd S", out, 1, 2, 1);
  cudaMemcpy(&info, dinfo, sizeof info, cudaMemcpyDeviceToHost); printf("gesvd info %d\n", info);
  // symmetric eigen
  double E[9] = {2, -1, 0, -1, 2, -1, 0, -1, 2}; double *dE = dev(E, 9), *ev; cudaMalloc(&ev, 3 * sizeof(double));
  CK(cusolverDnDsyevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 3, dE, 3, ev, &lw));
  double *we; cudaMalloc(&we, (lw + 64) * sizeof(double));
  CK(cusolverDnDsyevd(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 3, dE, 3, ev, we, lw, dinfo));
  cudaMemcpy(out, ev, 3 * sizeof(double), cudaMemcpyDeviceToHost); pm("syevd W", out, 1, 3, 1);
  cudaMemcpy(out, dE, 9 * sizeof(double), cudaMemcpyDeviceToHost);
  printf("syevd |V|:"); for (int i = 0; i < 9; i++) printf(" %.4f", fabs(out[i])); printf("\n");
  float Ef[4] = {2, 1, 1, 2}; float *dEf = dev(Ef, 4), *evf; cudaMalloc(&evf, 2 * sizeof(float));
  CK(cusolverDnSsyevd_bufferSize(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, 2, dEf, 2, evf, &lw));
  float *wef; cudaMalloc(&wef, (lw + 64) * sizeof(float));
  CK(cusolverDnSsyevd(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, 2, dEf, 2, evf, wef, lw, dinfo));
  cudaMemcpy(Ef, evf, 2 * sizeof(float), cudaMemcpyDeviceToHost); printf("ssyevd W: %.4f %.4f\n", Ef[0], Ef[1]);
  // complex LU
  cuDoubleComplex C[4] = {{1, 1}, {0, 1}, {2, 0}, {1, -1}}, cb[2] = {{1, 0}, {0, 1}};
  cuDoubleComplex *dC = dev(C, 4), *dcb = dev(cb, 2), *wz;
  CK(cusolverDnZgetrf_bufferSize(h, 2, 2, dC, 2, &lw)); cudaMalloc(&wz, (lw + 1) * sizeof(cuDoubleComplex));
  CK(cusolverDnZgetrf(h, 2, 2, dC, 2, wz, dipiv, dinfo)); CK(cusolverDnZgetrs(h, CUBLAS_OP_N, 2, 1, dC, 2, dipiv, dcb, 2, dinfo));
  cudaMemcpy(cb, dcb, sizeof cb, cudaMemcpyDeviceToHost); printf("zgetrs: (%.4f,%.4f) (%.4f,%.4f)\n", cb[0].x, cb[0].y, cb[1].x, cb[1].y);
  printf("bad n: %d\n", (int)cusolverDnDgetrf(h, -1, 2, dA, 3, work, dipiv, dinfo));
  CK(cusolverDnDestroy(h));
  cudaStreamDestroy(st);
  printf("done\n");
  return 0;
}
