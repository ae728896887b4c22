// The runtime is thread-safe: 4 host threads at once each create streams and
// events, allocate device and pinned memory, launch kernels, copy, record
// and wait for events, call host functions, read the last error and free
// everything, many times; every thread checks its own results. (Run under
// ThreadSanitizer by make check-tsan.)
#include <cstdio>
#include <pthread.h>
#include <cuda_runtime.h>

__global__ void scale(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i];
}

__global__ void block_sum(const float *x, float *out, int n) {
  __shared__ float buf[128];
  float v = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    v += x[i];
  buf[threadIdx.x] = v;
  __syncthreads();
  for (int s = 64; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *out = buf[0];
}

static void bump(void *p) { __atomic_add_fetch((int *)p, 1, __ATOMIC_SEQ_CST); }

struct result {
  int errors;
  int host_calls;
};

static void *worker(void *arg) {
  result *r = (result *)arg;
  const int n = 1000;
  for (int iter = 0; iter < 20; iter++) {
    cudaStream_t s;
    cudaEvent_t e0, e1;
    float *h, *d, *dsum;
    if (cudaStreamCreateWithFlags(&s, iter % 2 ? cudaStreamNonBlocking : 0) ||
        cudaEventCreate(&e0) || cudaEventCreate(&e1) ||
        cudaMallocHost(&h, n * sizeof(float)) ||
        cudaMalloc(&d, 2 * n * sizeof(float)) ||
        cudaMalloc(&dsum, sizeof(float))) {
      r->errors++;
      return nullptr;
    }
    for (int i = 0; i < n; i++)
      h[i] = (float)(i % 7);
    cudaEventRecord(e0, s);
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    scale<<<(n + 127) / 128, 128, 0, s>>>(d + n, d, 2.0f, n);
    block_sum<<<1, 128, 0, s>>>(d + n, dsum, n);
    cudaLaunchHostFunc(s, bump, &r->host_calls);
    cudaEventRecord(e1, s);
    cudaStreamWaitEvent(0, e1, 0);
    float sum = -1;
    cudaMemcpyAsync(h, d + n, n * sizeof(float), cudaMemcpyDeviceToHost, s);
    cudaMemcpyAsync(&sum, dsum, sizeof sum, cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    float ms = -1;
    if (cudaEventElapsedTime(&ms, e0, e1) != cudaSuccess || ms < 0)
      r->errors++;
    float want = 0;
    for (int i = 0; i < n; i++) {
      if (h[i] != 2.0f * (float)(i % 7))
        r->errors++;
      want += 2.0f * (float)(i % 7);
    }
    if (sum != want)
      r->errors++;
    // a non-sticky error stays this thread's own
    if (cudaMalloc(nullptr, 16) != cudaErrorInvalidValue ||
        cudaGetLastError() != cudaErrorInvalidValue ||
        cudaGetLastError() != cudaSuccess)
      r->errors++;
    if (cudaFree(d) || cudaFree(dsum) || cudaFreeHost(h) ||
        cudaEventDestroy(e0) || cudaEventDestroy(e1) || cudaStreamDestroy(s))
      r->errors++;
  }
  return nullptr;
}

int main() {
  const int T = 4;
  pthread_t t[T];
  result r[T] = {};
  for (int i = 0; i < T; i++)
    pthread_create(&t[i], nullptr, worker, &r[i]);
  for (int i = 0; i < T; i++)
    pthread_join(t[i], nullptr);
  cudaDeviceSynchronize();
  int errors = 0;
  for (int i = 0; i < T; i++) {
    errors += r[i].errors;
    if (r[i].host_calls != 20) {
      printf("thread %d: %d host calls\n", i, r[i].host_calls);
      errors++;
    }
  }
  if (errors) {
    printf("FAIL: %d errors\n", errors);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
