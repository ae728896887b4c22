// Streams and events, as programs use them (passes with nvcc 13 on an H100): kernels and asynchronous copies
// in created streams keep their order, cudaStreamSynchronize/Query, events
// with cudaEventElapsedTime (and its errors for events never recorded or
// created with cudaEventDisableTiming), cudaStreamWaitEvent, host functions
// and stream callbacks run in order, invalid handles.
#include <cstdio>

__global__ void add(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = p[i] * 2 + v;
}

static int order[8], norder;
static void CUDART_CB host_fn(void *arg) { order[norder++] = (int)(size_t)arg; }
static void CUDART_CB callback(cudaStream_t, cudaError_t st, void *arg) {
  order[norder++] = st == cudaSuccess ? (int)(size_t)arg : -1;
}

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

int main() {
  const int n = 1 << 16;
  int *h, *d;
  cudaMallocHost(&h, n * sizeof(int));
  cudaMalloc(&d, n * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i;
  cudaStream_t s1, s2;
  EXPECT(cudaStreamCreate(&s1) == cudaSuccess);
  EXPECT(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking) == cudaSuccess);
  unsigned flags = 9;
  EXPECT(cudaStreamGetFlags(s2, &flags) == cudaSuccess && flags == cudaStreamNonBlocking);
  int lo, hi, pr = 1;
  EXPECT(cudaDeviceGetStreamPriorityRange(&lo, &hi) == cudaSuccess && hi <= lo);
  cudaStream_t s3;
  EXPECT(cudaStreamCreateWithPriority(&s3, cudaStreamDefault, hi) == cudaSuccess);
  EXPECT(cudaStreamGetPriority(s3, &pr) == cudaSuccess && pr == hi);

  cudaEvent_t e0, e1, never, notiming;
  EXPECT(cudaEventCreate(&e0) == cudaSuccess && cudaEventCreate(&e1) == cudaSuccess);
  EXPECT(cudaEventCreate(&never) == cudaSuccess);
  EXPECT(cudaEventCreateWithFlags(&notiming, cudaEventDisableTiming) == cudaSuccess);
  EXPECT(cudaEventQuery(never) == cudaSuccess); // never recorded: "complete"

  EXPECT(cudaEventRecord(e0, s1) == cudaSuccess);
  EXPECT(cudaMemcpyAsync(d, h, n * sizeof(int), cudaMemcpyHostToDevice, s1) == cudaSuccess);
  for (int k = 1; k <= 10; k++)
    add<<<(n + 255) / 256, 256, 0, s1>>>(d, n, k);
  EXPECT(cudaLaunchHostFunc(s1, host_fn, (void *)1) == cudaSuccess);
  EXPECT(cudaStreamAddCallback(s1, callback, (void *)2, 0) == cudaSuccess);
  EXPECT(cudaEventRecord(e1, s1) == cudaSuccess);
  EXPECT(cudaEventRecord(notiming, s1) == cudaSuccess);
  EXPECT(cudaStreamWaitEvent(s2, e1, 0) == cudaSuccess);
  EXPECT(cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, s2) == cudaSuccess);
  EXPECT(cudaLaunchHostFunc(s2, host_fn, (void *)3) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(s2) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(s1) == cudaSuccess);
  EXPECT(cudaStreamQuery(s1) == cudaSuccess && cudaStreamQuery(s2) == cudaSuccess);
  EXPECT(cudaEventQuery(e1) == cudaSuccess);
  EXPECT(cudaEventSynchronize(e1) == cudaSuccess);

  int bad = 0;
  for (int i = 0; i < n; i++) {
    long long v = i;
    for (int k = 1; k <= 10; k++)
      v = (int)(v * 2 + k);
    bad += h[i] != (int)v;
  }
  printf("results: %s\n", bad ? "wrong" : "ok");
  EXPECT(!bad);
  printf("host functions and callbacks in order: %d %d %d\n", order[0], order[1], order[2]);
  EXPECT(norder == 3 && order[0] == 1 && order[1] == 2 && order[2] == 3);

  float ms = -1;
  EXPECT(cudaEventElapsedTime(&ms, e0, e1) == cudaSuccess && ms >= 0);
  EXPECT(cudaEventElapsedTime(&ms, e0, never) == cudaErrorInvalidResourceHandle);
  EXPECT(cudaEventElapsedTime(&ms, e0, notiming) == cudaErrorInvalidResourceHandle);
  cudaGetLastError();

  EXPECT(cudaEventDestroy(e0) == cudaSuccess && cudaEventDestroy(e1) == cudaSuccess);
  EXPECT(cudaEventDestroy(never) == cudaSuccess && cudaEventDestroy(notiming) == cudaSuccess);
  EXPECT(cudaStreamDestroy(s1) == cudaSuccess && cudaStreamDestroy(s2) == cudaSuccess);
  EXPECT(cudaStreamDestroy(s3) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(0) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(cudaStreamPerThread) == cudaSuccess);
  cudaFreeHost(h);
  cudaFree(d);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
