// cucc-flags: -lcusparse
// cuSPARSE generic API: CSR/COO/dense descriptors, SpMV, SpMM, SpGEMM with
// buffer sizes; Xcoo2csr and matrix descriptors. Small integer data, exact
// results; the expected output is NVIDIA's.
#include <cstdio>
#include <cuda_runtime.h>
#include <cusparse.h>

#define CK(x) do { cusparseStatus_t s_ = (x); if (s_ != CUSPARSE_STATUS_SUCCESS) printf("%d: %s -> %s\n", __LINE__, #x, cusparseGetErrorName(s_)); } while (0)
template <class T> T *dev(const T *h, int n) { T *d; cudaMalloc(&d, n * sizeof(T)); cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice); return d; }

int main() {
  cusparseHandle_t h; CK(cusparseCreate(&h));
  // 4x4:  [1 0 2 0; 0 3 0 0; 4 0 5 6; 0 7 0 8]
  int rp[5] = {0, 2, 3, 6, 8}, ci[8] = {0, 2, 1, 0, 2, 3, 1, 3};
  float v[8] = {1, 2, 3, 4, 5, 6, 7, 8}, x[4] = {1, 2, 3, 4}, y[4] = {1, 1, 1, 1};
  int *drp = dev(rp, 5), *dci = dev(ci, 8); float *dv = dev(v, 8), *dx = dev(x, 4), *dy = dev(y, 4);
  cusparseSpMatDescr_t A; cusparseDnVecDescr_t X, Y;
  CK(cusparseCreateCsr(&A, 4, 4, 8, drp, dci, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseCreateDnVec(&X, 4, dx, CUDA_R_32F)); CK(cusparseCreateDnVec(&Y, 4, dy, CUDA_R_32F));
  float alpha = 2, beta = 1; size_t bs = 0;
  CK(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bs));
  void *buf; cudaMalloc(&buf, bs + 1);
  CK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf));
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost); printf("spmv csr: %g %g %g %g\n", y[0], y[1], y[2], y[3]);
  CK(cusparseSpMV(h, CUSPARSE_OPERATION_TRANSPOSE, &alpha, A, X, &beta, Y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf));
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost); printf("spmv csr T: %g %g %g %g\n", y[0], y[1], y[2], y[3]);
  int64_t r, c, nnz; CK(cusparseSpMatGetSize(A, &r, &c, &nnz)); printf("size %lld %lld %lld\n", (long long)r, (long long)c, (long long)nnz);
  // COO, one-based
  int cr[8] = {1, 1, 2, 3, 3, 3, 4, 4}, cc[8] = {1, 3, 2, 1, 3, 4, 2, 4};
  int *dcr = dev(cr, 8), *dcc = dev(cc, 8);
  cusparseSpMatDescr_t B;
  CK(cusparseCreateCoo(&B, 4, 4, 8, dcr, dcc, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE, CUDA_R_32F));
  beta = 0;
  CK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, B, X, &beta, Y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf));
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost); printf("spmv coo: %g %g %g %g\n", y[0], y[1], y[2], y[3]);
  // Xcoo2csr
  int *dcsr; cudaMalloc(&dcsr, 5 * sizeof(int));
  CK(cusparseXcoo2csr(h, dcr, 8, 4, dcsr, CUSPARSE_INDEX_BASE_ONE));
  int hcsr[5]; cudaMemcpy(hcsr, dcsr, sizeof hcsr, cudaMemcpyDeviceToHost); printf("coo2csr: %d %d %d %d %d\n", hcsr[0], hcsr[1], hcsr[2], hcsr[3], hcsr[4]);
  // SpMM: A (4x4) * D (4x2, column-major)
  float D[8] = {1, 0, 1, 0, 0, 1, 0, 1}, E[8] = {0};
  float *dD = dev(D, 8), *dE = dev(E, 8);
  cusparseDnMatDescr_t MD, ME;
  CK(cusparseCreateDnMat(&MD, 4, 2, 4, dD, CUDA_R_32F, CUSPARSE_ORDER_COL));
  CK(cusparseCreateDnMat(&ME, 4, 2, 4, dE, CUDA_R_32F, CUSPARSE_ORDER_COL));
  alpha = 1; beta = 0;
  CK(cusparseSpMM_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, MD, &beta, ME, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &bs));
  void *buf2; cudaMalloc(&buf2, bs + 1);
  CK(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, MD, &beta, ME, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buf2));
  cudaMemcpy(E, dE, sizeof E, cudaMemcpyDeviceToHost); printf("spmm:"); for (int i = 0; i < 8; i++) printf(" %g", E[i]); printf("\n");
  // row-major dense
  cusparseDnMatDescr_t MR; float R[8] = {1, 2, 3, 4, 5, 6, 7, 8}; float *dR = dev(R, 8);
  CK(cusparseCreateDnMat(&MR, 4, 2, 2, dR, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  CK(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, MR, &beta, ME, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buf2));
  cudaMemcpy(E, dE, sizeof E, cudaMemcpyDeviceToHost); printf("spmm rowmajor B:"); for (int i = 0; i < 8; i++) printf(" %g", E[i]); printf("\n");
  // SpGEMM: C = A * A
  cusparseSpMatDescr_t C;
  int *dcrp; cudaMalloc(&dcrp, 5 * sizeof(int));
  CK(cusparseCreateCsr(&C, 4, 4, 0, dcrp, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  cusparseSpGEMMDescr_t sd; CK(cusparseSpGEMM_createDescr(&sd));
  size_t b1 = 0, b2 = 0; void *w1 = NULL, *w2 = NULL;
  CK(cusparseSpGEMM_workEstimation(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, A, &beta, C, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, sd, &b1, NULL));
  cudaMalloc(&w1, b1 + 1);
  CK(cusparseSpGEMM_workEstimation(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, A, &beta, C, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, sd, &b1, w1));
  CK(cusparseSpGEMM_compute(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, A, &beta, C, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, sd, &b2, NULL));
  cudaMalloc(&w2, b2 + 1);
  CK(cusparseSpGEMM_compute(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, A, &beta, C, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, sd, &b2, w2));
  int64_t cr_, cc_, cnnz; CK(cusparseSpMatGetSize(C, &cr_, &cc_, &cnnz)); printf("spgemm nnz %lld\n", (long long)cnnz);
  int *dcci; float *dcv; cudaMalloc(&dcci, cnnz * sizeof(int)); cudaMalloc(&dcv, cnnz * sizeof(float));
  CK(cusparseCsrSetPointers(C, dcrp, dcci, dcv));
  CK(cusparseSpGEMM_copy(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, A, &beta, C, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, sd));
  int hrp[5], hci[32]; float hv[32];
  cudaMemcpy(hrp, dcrp, sizeof hrp, cudaMemcpyDeviceToHost); cudaMemcpy(hci, dcci, cnnz * sizeof(int), cudaMemcpyDeviceToHost); cudaMemcpy(hv, dcv, cnnz * sizeof(float), cudaMemcpyDeviceToHost);
  printf("spgemm rows:"); for (int i = 0; i < 5; i++) printf(" %d", hrp[i]); printf("\n");
  printf("spgemm entries:"); for (int i = 0; i < cnnz; i++) printf(" (%d,%g)", hci[i], hv[i]); printf("\n");
  CK(cusparseSpGEMM_destroyDescr(sd));
  // ILU(0) of a diagonally dominant 4x4 (pattern of A), then L and U solves
  float iv[8] = {4, 1, 5, 1, 6, 2, 1, 7};
  float *div = dev(iv, 8);
  cusparseMatDescr_t dl; CK(cusparseCreateMatDescr(&dl));
  csrilu02Info_t ilu; CK(cusparseCreateCsrilu02Info(&ilu));
  int ib = 0; CK(cusparseScsrilu02_bufferSize(h, 4, 8, dl, div, drp, dci, ilu, &ib));
  void *ibuf; cudaMalloc(&ibuf, ib + 1);
  CK(cusparseScsrilu02_analysis(h, 4, 8, dl, div, drp, dci, ilu, CUSPARSE_SOLVE_POLICY_USE_LEVEL, ibuf));
  CK(cusparseScsrilu02(h, 4, 8, dl, div, drp, dci, ilu, CUSPARSE_SOLVE_POLICY_USE_LEVEL, ibuf));
  int zp = 0; printf("ilu zero pivot status %d position %d\n", (int)cusparseXcsrilu02_zeroPivot(h, ilu, &zp), zp);
  cudaMemcpy(iv, div, sizeof iv, cudaMemcpyDeviceToHost);
  printf("ilu0:"); for (int i = 0; i < 8; i++) printf(" %.4f", iv[i]); printf("\n");
  cusparseSpMatDescr_t Lm, Um;
  CK(cusparseCreateCsr(&Lm, 4, 4, 8, drp, dci, div, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseCreateCsr(&Um, 4, 4, 8, drp, dci, div, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  cusparseFillMode_t fl = CUSPARSE_FILL_MODE_LOWER, fu = CUSPARSE_FILL_MODE_UPPER;
  cusparseDiagType_t du = CUSPARSE_DIAG_TYPE_UNIT, dn = CUSPARSE_DIAG_TYPE_NON_UNIT;
  CK(cusparseSpMatSetAttribute(Lm, CUSPARSE_SPMAT_FILL_MODE, &fl, sizeof fl));
  CK(cusparseSpMatSetAttribute(Lm, CUSPARSE_SPMAT_DIAG_TYPE, &du, sizeof du));
  CK(cusparseSpMatSetAttribute(Um, CUSPARSE_SPMAT_FILL_MODE, &fu, sizeof fu));
  CK(cusparseSpMatSetAttribute(Um, CUSPARSE_SPMAT_DIAG_TYPE, &dn, sizeof dn));
  float rb[4] = {1, 2, 3, 4}; float *drb = dev(rb, 4), *dtmp, *dz; cudaMalloc(&dtmp, 16); cudaMalloc(&dz, 16);
  cusparseDnVecDescr_t Rv, Tm, Z;
  CK(cusparseCreateDnVec(&Rv, 4, drb, CUDA_R_32F)); CK(cusparseCreateDnVec(&Tm, 4, dtmp, CUDA_R_32F)); CK(cusparseCreateDnVec(&Z, 4, dz, CUDA_R_32F));
  cusparseSpSVDescr_t sl, su; CK(cusparseSpSV_createDescr(&sl)); CK(cusparseSpSV_createDescr(&su));
  float one = 1; size_t sb = 0;
  CK(cusparseSpSV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, Lm, Rv, Tm, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sl, &sb));
  void *sbuf; cudaMalloc(&sbuf, sb + 1);
  CK(cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, Lm, Rv, Tm, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sl, sbuf));
  CK(cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, Um, Tm, Z, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, su, sbuf));
  CK(cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, Lm, Rv, Tm, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sl));
  CK(cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, Um, Tm, Z, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, su));
  float hz[4]; cudaMemcpy(hz, dz, sizeof hz, cudaMemcpyDeviceToHost);
  printf("spsv LU solve: %.4f %.4f %.4f %.4f\n", hz[0], hz[1], hz[2], hz[3]);
  cusparseSpSVDescr_t st; CK(cusparseSpSV_createDescr(&st));
  CK(cusparseSpSV_analysis(h, CUSPARSE_OPERATION_TRANSPOSE, &one, Um, Rv, Z, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, st, sbuf));
  CK(cusparseSpSV_solve(h, CUSPARSE_OPERATION_TRANSPOSE, &one, Um, Rv, Z, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, st));
  cudaMemcpy(hz, dz, sizeof hz, cudaMemcpyDeviceToHost);
  printf("spsv U^T solve: %.4f %.4f %.4f %.4f\n", hz[0], hz[1], hz[2], hz[3]);
  CK(cusparseSpSV_destroyDescr(sl)); CK(cusparseSpSV_destroyDescr(su)); CK(cusparseSpSV_destroyDescr(st));
  CK(cusparseDestroyCsrilu02Info(ilu)); CK(cusparseDestroyMatDescr(dl));
  // dense vector getters, legacy descriptor
  void *vp; CK(cusparseDnVecGetValues(X, &vp)); printf("dnvec values kept %d\n", vp == dx);
  cusparseMatDescr_t md; CK(cusparseCreateMatDescr(&md));
  printf("descr defaults %d %d\n", (int)cusparseGetMatType(md), (int)cusparseGetMatIndexBase(md));
  CK(cusparseSetMatType(md, CUSPARSE_MATRIX_TYPE_GENERAL)); CK(cusparseSetMatIndexBase(md, CUSPARSE_INDEX_BASE_ONE));
  printf("descr set %d\n", (int)cusparseGetMatIndexBase(md));
  CK(cusparseDestroyMatDescr(md));
  printf("error name: %s / %s\n", cusparseGetErrorName(CUSPARSE_STATUS_INVALID_VALUE), cusparseGetErrorString(CUSPARSE_STATUS_INVALID_VALUE));
  printf("bad rows: %d\n", (int)cusparseCreateCsr(&B, -1, 4, 8, drp, dci, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseDestroySpMat(A)); CK(cusparseDestroySpMat(C)); CK(cusparseDestroyDnVec(X)); CK(cusparseDestroyDnVec(Y));
  CK(cusparseDestroyDnMat(MD)); CK(cusparseDestroyDnMat(ME)); CK(cusparseDestroyDnMat(MR));
  CK(cusparseDestroy(h));
  printf("done\n");
  return 0;
}
