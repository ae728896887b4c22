// Sticky and non-sticky errors: a non-sticky error (a bad argument) is the
// calling thread's last error until cudaGetLastError reads and clears it; a
// kernel fault (an illegal address) is sticky: every later call that needs
// the device returns it, cudaGetLastError does not clear it, and it lasts
// until cudaDeviceReset. Expected output recorded with nvcc 13 on an H100
// (errors_sticky.expected).
#include <cstdio>
#include <cuda_runtime.h>

#define P(what, expr) printf("%-34s %s\n", what, cudaGetErrorName(expr))

__global__ void fault(int *p) { *p = 1; }
__global__ void fine(int *p) {
  if (p)
    *p = 2;
}

int main() {
  int *d;
  cudaMalloc(&d, 64);
  // non-sticky
  P("malloc(NULL)", cudaMalloc(nullptr, 4));
  P("peek", cudaPeekAtLastError());
  P("get", cudaGetLastError());
  P("get again", cudaGetLastError());
  P("memcpy bad kind", cudaMemcpy(d, d, 4, (cudaMemcpyKind)77));
  P("a later good call", cudaMemset(d, 0, 4));
  P("get (the bad kind stays)", cudaGetLastError());
  fine<<<1, 1>>>(d);
  P("sync", cudaDeviceSynchronize());
  // sticky
  fault<<<1, 1>>>((int *)16);
  P("sync after fault", cudaDeviceSynchronize());
  P("get", cudaGetLastError());
  P("get again", cudaGetLastError());
  P("peek", cudaPeekAtLastError());
  int *d2 = nullptr;
  P("malloc", cudaMalloc(&d2, 64));
  int h = 0;
  P("memcpy", cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost));
  P("memset", cudaMemset(d, 0, 4));
  cudaStream_t s;
  P("stream create", cudaStreamCreate(&s));
  cudaEvent_t e;
  P("event create", cudaEventCreate(&e));
  fine<<<1, 1>>>(d);
  P("launch", cudaGetLastError());
  P("stream sync", cudaStreamSynchronize(0));
  P("query", cudaStreamQuery(0));
  int dev = -1;
  P("get device", cudaGetDevice(&dev));
  int count = 0;
  P("device count", cudaGetDeviceCount(&count));
  P("free", cudaFree(d));
  P("reset", cudaDeviceReset());
  P("get after reset", cudaGetLastError());
  P("malloc after reset", cudaMalloc(&d2, 64));
  return 0;
}
