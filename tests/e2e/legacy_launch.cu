// The legacy launch API that old course material uses: cudaConfigureCall,
// then cudaSetupArgument(arg, size, offset) per argument at its offset
// (aligned to its type), then cudaLaunch(kernel); also CUDA 10's template
// forms cudaSetupArgument(arg, offset) and cudaLaunch(kernel), a launch in a
// stream, and cudaLaunch of something that is not a kernel
// (cudaErrorInvalidResourceHandle, as cudaLaunchKernel in CUDA 13). cucc only: CUDA 11 removed these from its
// headers (cucc declares them deprecated, as CUDA 10 did).
#include <cstddef>
#include <cstdio>

#pragma clang diagnostic ignored "-Wdeprecated-declarations"

__global__ void fill(int *out, char c, double scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (int)(scale * i) + c;
}

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

#define N 500
#define ALIGN_UP(off, a) (((off) + (a) - 1) / (a) * (a))

static bool check(const int *d, char c, double scale) {
  int h[N];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    if (h[i] != (int)(scale * i) + c)
      return false;
  return true;
}

int main() {
  int *d;
  cudaMalloc(&d, N * sizeof(int));
  char c = 5;
  double scale = 2.5;
  int n = N;

  // the C API, offsets computed as the old programming guide showed
  EXPECT(cudaConfigureCall(dim3((N + 127) / 128), dim3(128)) == cudaSuccess);
  size_t off = 0;
  EXPECT(cudaSetupArgument(&d, sizeof d, off) == cudaSuccess);
  off += sizeof d;
  EXPECT(cudaSetupArgument(&c, sizeof c, off) == cudaSuccess);
  off += sizeof c;
  off = ALIGN_UP(off, alignof(double));
  EXPECT(cudaSetupArgument(&scale, sizeof scale, off) == cudaSuccess);
  off += sizeof scale;
  EXPECT(cudaSetupArgument(&n, sizeof n, off) == cudaSuccess);
  EXPECT(cudaLaunch((const void *)fill) == cudaSuccess);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  EXPECT(check(d, 5, 2.5));

  // the templates, in a stream
  cudaStream_t s;
  cudaStreamCreate(&s);
  c = 9;
  scale = -1.0;
  EXPECT(cudaConfigureCall(dim3(4), dim3(128), 0, s) == cudaSuccess);
  EXPECT(cudaSetupArgument(d, 0) == cudaSuccess);
  EXPECT(cudaSetupArgument(c, 8) == cudaSuccess);
  EXPECT(cudaSetupArgument(scale, 16) == cudaSuccess);
  EXPECT(cudaSetupArgument(n, 24) == cudaSuccess);
  EXPECT(cudaLaunch(fill) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(s) == cudaSuccess);
  EXPECT(check(d, 9, -1.0));

  // not a kernel
  EXPECT(cudaConfigureCall(dim3(1), dim3(1)) == cudaSuccess);
  EXPECT(cudaLaunch((const void *)&n) == cudaErrorInvalidResourceHandle);
  EXPECT(cudaGetLastError() == cudaErrorInvalidResourceHandle);
  // a bad configuration is reported by cudaLaunch
  EXPECT(cudaConfigureCall(dim3(1), dim3(2048)) == cudaSuccess);
  EXPECT(cudaSetupArgument(&d, sizeof d, 0) == cudaSuccess);
  EXPECT(cudaLaunch(fill) == cudaErrorInvalidValue);
  cudaGetLastError();
  // an argument beyond the parameter space
  EXPECT(cudaSetupArgument(&n, sizeof n, 1 << 20) == cudaErrorInvalidValue);
  cudaGetLastError();

  cudaStreamDestroy(s);
  cudaFree(d);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
