// Speed of cucc's math libraries against the CPU libraries under them, on
// the same data in the same process, each timed REPS times (minimum and
// median, ms): cublasSgemm vs cblas_sgemm (OpenBLAS), cufftExecC2C vs
// fftwf_execute_dft (FFTW, the same FFTW_ESTIMATE plan kind), and
// curandGenerateUniform (XORWOW) for reference. Prints
// "RESULT name lib_min lib_med cpu_min cpu_med".
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <unistd.h>
#include <cblas.h>
#include <fftw3.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <curand.h>
#include <cuda_runtime.h>

static double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
template <class F> static void timeit(F f, int reps, double *mn, double *md) {
  std::vector<double> t;
  f(); // warm up (plans, threads, tables)
  for (int i = 0; i < reps; i++) {
    double a = now_ms();
    f();
    t.push_back(now_ms() - a);
  }
  std::sort(t.begin(), t.end());
  *mn = t[0];
  *md = t[t.size() / 2];
}
static void report(const char *name, double a, double b, double c, double d) {
  printf("RESULT %s %.3f %.3f %.3f %.3f\n", name, a, b, c, d);
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 5;
  int n = argc > 2 ? atoi(argv[2]) : 2048;
  double m1, d1, m2, d2;
  // sgemm n x n x n
  float *A, *B, *C;
  cudaMallocManaged(&A, sizeof(float) * n * n);
  cudaMallocManaged(&B, sizeof(float) * n * n);
  cudaMallocManaged(&C, sizeof(float) * n * n);
  for (long i = 0; i < (long)n * n; i++) { A[i] = (float)(i % 7) * 0.25f; B[i] = (float)(i % 5) * 0.5f; C[i] = 0; }
  cublasHandle_t h;
  cublasCreate(&h);
  float one = 1, zero = 0;
  timeit([&] { cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, n, B, n, &zero, C, n); cudaDeviceSynchronize(); }, reps, &m1, &d1);
  timeit([&] { cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.f, A, n, B, n, 0.f, C, n); }, reps, &m2, &d2);
  report("sgemm", m1, d1, m2, d2);
  // small gemms: the queueing cost
  int s = 64;
  timeit([&] { for (int i = 0; i < 100; i++) cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, s, s, s, &one, A, s, B, s, &zero, C, s); cudaDeviceSynchronize(); }, reps, &m1, &d1);
  timeit([&] { for (int i = 0; i < 100; i++) cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, s, s, s, 1.f, A, s, B, s, 0.f, C, s); }, reps, &m2, &d2);
  report("sgemm64x100", m1, d1, m2, d2);
  // C2C FFT of 2^20 points
  int N = 1 << 20;
  cufftComplex *x, *y;
  cudaMalloc(&x, sizeof(cufftComplex) * N);
  cudaMalloc(&y, sizeof(cufftComplex) * N);
  for (int i = 0; i < N; i++) { x[i].x = (float)(i % 13); x[i].y = (float)(i % 3); }
  cufftHandle p;
  cufftPlan1d(&p, N, CUFFT_C2C, 1);
  timeit([&] { cufftExecC2C(p, x, y, CUFFT_FORWARD); cudaDeviceSynchronize(); }, reps, &m1, &d1);
  fftwf_init_threads();
  fftwf_plan_with_nthreads((int)std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
  fftwf_plan fp = fftwf_plan_dft_1d(N, (fftwf_complex *)x, (fftwf_complex *)y, FFTW_FORWARD, FFTW_ESTIMATE);
  timeit([&] { fftwf_execute(fp); }, reps, &m2, &d2);
  report("fft1M", m1, d1, m2, d2);
  // random numbers (no CPU library: the cost per number)
  curandGenerator_t g;
  curandCreateGenerator(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10);
  timeit([&] { curandGenerateUniform(g, (float *)y, N); cudaDeviceSynchronize(); }, reps, &m1, &d1);
  report("curand1M", m1, d1, m1, d1);
  return 0;
}
