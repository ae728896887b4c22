// (Passes with nvcc 13 on an NVIDIA H100 too, which fixed its error codes.)
// Asynchronous copies and memsets: with pinned host memory they are queued
// in stream order behind kernels (the results are those of the kernel, read
// only after synchronizing); from pageable memory cudaMemcpyAsync has taken
// the data when it returns (the buffer may be reused at once, as on CUDA);
// cudaMemsetAsync, cudaMemcpyToSymbolAsync/FromSymbolAsync in streams; bad
// streams and kinds are CUDA's errors.
#include "memory_common.h"

__device__ int sym[256];

__global__ void slow_fill(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int x = v;
    for (int k = 0; k < 200; k++) // some work per element
      x = (x * 7 + k) % 1000003;
    p[i] = x + i - x + v; // == v + i, not known to the compiler as such
  }
}

__global__ void add_sym(int *p) { p[threadIdx.x] += sym[threadIdx.x]; }

int main() {
  const int n = 1 << 16;
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  int *d, *pin;
  CHECK(cudaMalloc((void **)&d, n * sizeof(int)));
  CHECK(cudaMallocHost((void **)&pin, n * sizeof(int)));
  for (int round = 0; round < 3; round++) {
    CHECK(cudaMemsetAsync(d, 0, n * sizeof(int), s));
    slow_fill<<<n / 256, 256, 0, s>>>(d, n, round * 10);
    CHECK(cudaMemcpyAsync(pin, d, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    int bad = 0;
    for (int i = 0; i < n; i++)
      bad += pin[i] != round * 10 + i;
    TRUE(bad == 0);
  }
  // pinned to device to pinned, all queued, in order
  for (int i = 0; i < n; i++)
    pin[i] = -i;
  CHECK(cudaMemcpyAsync(d, pin, n * sizeof(int), cudaMemcpyHostToDevice, s));
  CHECK(cudaMemsetAsync(d, 0, 16 * sizeof(int), s));
  CHECK(cudaMemcpyAsync(pin, d, n * sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  TRUE(pin[0] == 0 && pin[15] == 0 && pin[16] == -16 && pin[n - 1] == -(n - 1));

  // pageable source: reusable as soon as the call returns
  int *pg = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    pg[i] = 5;
  slow_fill<<<n / 256, 256, 0, s>>>(d, n, 1);
  CHECK(cudaMemcpyAsync(d, pg, n * sizeof(int), cudaMemcpyHostToDevice, s));
  for (int i = 0; i < n; i++)
    pg[i] = 9;
  CHECK(cudaMemcpy(pin, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += pin[i] != 5;
  TRUE(bad == 0);
  // pageable destination: the data is there when the call returns
  slow_fill<<<n / 256, 256, 0, s>>>(d, n, 2);
  CHECK(cudaMemcpyAsync(pg, d, n * sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  TRUE(pg[0] == 2 && pg[n - 1] == 2 + n - 1);

  // symbols
  int ones[256];
  for (int i = 0; i < 256; i++)
    ones[i] = 1000;
  CHECK(cudaMemsetAsync(d, 0, 256 * sizeof(int), s));
  CHECK(cudaMemcpyToSymbolAsync(sym, ones, sizeof ones, 0,
                                cudaMemcpyHostToDevice, s));
  add_sym<<<1, 256, 0, s>>>(d);
  int back[256];
  CHECK(cudaMemcpyFromSymbolAsync(back, sym, 16, 4, cudaMemcpyDeviceToHost, s));
  CHECK(cudaMemcpyAsync(pin, d, 256 * sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  TRUE(pin[0] == 1000 && pin[255] == 1000 && back[3] == 1000);

  // errors
  cudaStream_t bogus = (cudaStream_t)0x1234;
  EXPECT(cudaErrorInvalidMemcpyDirection,
         cudaMemcpyAsync(d, pin, 16, (cudaMemcpyKind)5, s));
  EXPECT(cudaErrorInvalidValue,
         cudaMemcpyAsync(NULL, pin, 16, cudaMemcpyHostToDevice, s));
  EXPECT(cudaErrorInvalidValue, cudaMemsetAsync(NULL, 0, 16, s));
  EXPECT(cudaErrorInvalidValue, cudaMemset(NULL, 0, 16));
  EXPECT(cudaErrorInvalidValue, cudaMemcpy(NULL, d, 16, cudaMemcpyDeviceToHost));
  EXPECT(cudaErrorInvalidMemcpyDirection,
         cudaMemcpyToSymbolAsync(sym, ones, 4, 0, cudaMemcpyDeviceToHost, s));
  EXPECT(cudaErrorInvalidValue, cudaMemcpyToSymbolAsync(sym, ones, 4, 1024,
                                                        cudaMemcpyHostToDevice, s));
  CHECK(cudaMemcpyAsync(d, pin, 0, cudaMemcpyHostToDevice, s));
  (void)bogus;
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(d));
  CHECK(cudaFreeHost(pin));
  free(pg);
  FINISH();
}
