// One call into each library from a C++ program (host compiler, CUDA::
// targets): prints "libs ok" when every call succeeded with the right value.
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <curand.h>
#include <cufft.h>
#include <cusparse.h>
#include <cusolverDn.h>

int main() {
  float *x;
  cudaMalloc(&x, 8 * sizeof(float));
  curandGenerator_t g;
  bool ok = curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT) == CURAND_STATUS_SUCCESS &&
            curandGenerateUniform(g, x, 8) == CURAND_STATUS_SUCCESS;
  cublasHandle_t b;
  float s = 0;
  ok = ok && cublasCreate(&b) == CUBLAS_STATUS_SUCCESS && cublasSasum(b, 8, x, 1, &s) == CUBLAS_STATUS_SUCCESS &&
       s > 0 && s < 8;
  cufftHandle p;
  ok = ok && cufftPlan1d(&p, 4, CUFFT_C2C, 1) == CUFFT_SUCCESS &&
       cufftExecC2C(p, (cufftComplex *)x, (cufftComplex *)x, CUFFT_FORWARD) == CUFFT_SUCCESS;
  cusparseHandle_t sp;
  cusolverDnHandle_t sv;
  ok = ok && cusparseCreate(&sp) == CUSPARSE_STATUS_SUCCESS && cusolverDnCreate(&sv) == CUSOLVER_STATUS_SUCCESS;
  cudaDeviceSynchronize();
  printf(ok ? "libs ok\n" : "libs failed\n");
  return ok ? 0 : 1;
}
