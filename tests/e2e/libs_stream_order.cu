// cucc-flags: -lcublas -lcufft -lcurand
// The libraries run their work in stream order: a kernel that fills the
// input, then cuBLAS/cuFFT/cuRAND calls in the same stream, then a kernel
// that reads their output, all queued without synchronizing; a result in
// device memory (device pointer mode) is written in order too; and calls
// captured into a CUDA graph run at each launch of the graph. Self-checking.
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <curand.h>

__global__ void slow_fill(float *x, int n, float v) {
  // slow on purpose: the library call queued after it must wait
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    float a = v;
    for (int k = 0; k < 2000; k++) a = a * 1.0000001f;
    x[i] = v + (a - a);
  }
}
__global__ void add_one(float *x) { *x += 1.0f; }

static int fails = 0;
static void expect(const char *what, bool ok) {
  printf("%s %s\n", ok ? "ok" : "FAILED", what);
  fails += !ok;
}

int main() {
  const int n = 4096;
  float *x, *y, *r;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMalloc(&r, sizeof(float));
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, s);
  cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE);
  // kernel -> dot (result in device memory) -> kernel -> copy back
  slow_fill<<<1, 256, 0, s>>>(x, n, 2.0f);
  slow_fill<<<1, 256, 0, s>>>(y, n, 3.0f);
  cublasSdot(h, n, x, 1, y, 1, r);
  add_one<<<1, 1, 0, s>>>(r);
  float hr = 0;
  cudaMemcpyAsync(&hr, r, sizeof hr, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  expect("kernel, cublasSdot, kernel in one stream", hr == 2.0f * 3.0f * n + 1.0f);
  // cuFFT after a kernel in the same stream
  cufftHandle p;
  cufftPlan1d(&p, n / 2, CUFFT_C2C, 1);
  cufftSetStream(p, s);
  slow_fill<<<1, 256, 0, s>>>(x, n, 1.0f);
  cufftExecC2C(p, (cufftComplex *)x, (cufftComplex *)y, CUFFT_FORWARD);
  float hy[2];
  cudaMemcpyAsync(hy, y, sizeof hy, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  expect("kernel then cufftExecC2C in one stream", hy[0] == n / 2 && hy[1] == n / 2);
  // cuRAND: a kernel overwriting after the generator must come after it
  curandGenerator_t g;
  curandCreateGenerator(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10);
  curandSetStream(g, s);
  curandGenerateUniform(g, x, n);
  slow_fill<<<1, 256, 0, s>>>(x, 1, 5.0f);
  float hx[2];
  cudaMemcpyAsync(hx, x, sizeof hx, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  expect("curandGenerateUniform then a kernel in one stream", hx[0] == 5.0f && hx[1] > 0.0f && hx[1] <= 1.0f);
  // a graph with a cuBLAS call: each launch runs it again
  cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
  cudaMemsetAsync(r, 0, sizeof(float), s);
  float one = 1.0f;
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cublasSaxpy(h, 1, &one, y, 1, r, 1);  // r += y[0] (= n / 2)
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  for (int i = 0; i < 3; i++) cudaGraphLaunch(exec, s);
  cudaMemcpyAsync(&hr, r, sizeof hr, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  expect("cublasSaxpy captured in a graph, launched 3 times", hr == 3.0f * (n / 2));
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cufftDestroy(p);
  curandDestroyGenerator(g);
  cublasDestroy(h);
  cudaStreamDestroy(s);
  printf(fails ? "%d failed\n" : "all passed\n", fails);
  return fails != 0;
}
