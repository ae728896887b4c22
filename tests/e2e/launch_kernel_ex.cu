// cudaLaunchKernel called directly (default stream and a created stream),
// cudaLaunchKernelExC and the C++ template cudaLaunchKernelEx(&config,
// kernel, args...) (arguments converted to the parameter types), with launch
// attributes: priority, ignore, programmatic serialization accepted; cluster
// dimensions that divide the grid accepted, others refused; an unknown
// attribute refused; and the errors of bad functions and configurations.
// Expected output recorded with nvcc 13 on an NVIDIA H100
// (tests/e2e/launch_kernel_ex.expected: the values the GPU printed; its verdict was FAIL
// only because this test expected cudaErrorInvalidDeviceFunction for a
// pointer that is not a kernel, since corrected to the GPU's answer).
#include <cstdio>

__global__ void axpb(float *out, float a, int b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a * i + b;
}

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

#define N 1000

static float *d;
static float h[N];

static bool check(float a, int b) {
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    if (h[i] != a * i + b)
      return false;
  return true;
}

static const char *name(cudaError_t e) { return cudaGetErrorName(e); }

int main() {
  cudaMalloc(&d, sizeof h);
  int n = N;
  float a = 2.0f;
  int b = 3;
  void *args[] = {&d, &a, &b, &n};
  cudaError_t e = cudaLaunchKernel((const void *)axpb, dim3(8), dim3(128),
                                   args, 0, 0);
  cudaDeviceSynchronize();
  printf("cudaLaunchKernel: %s %s\n", name(e), check(2, 3) ? "ok" : "wrong");
  EXPECT(e == cudaSuccess && check(2, 3));

  cudaStream_t s;
  cudaStreamCreate(&s);
  a = 5.0f;
  e = cudaLaunchKernel(axpb, dim3(4), dim3(256), args, 0, s);
  cudaStreamSynchronize(s);
  printf("cudaLaunchKernel in a stream: %s %s\n", name(e),
         check(5, 3) ? "ok" : "wrong");
  EXPECT(e == cudaSuccess && check(5, 3));

  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(8);
  cfg.blockDim = dim3(128);
  cfg.stream = s;
  a = 7.0f;
  e = cudaLaunchKernelExC(&cfg, (const void *)axpb, args);
  cudaStreamSynchronize(s);
  printf("cudaLaunchKernelExC: %s %s\n", name(e), check(7, 3) ? "ok" : "wrong");
  EXPECT(e == cudaSuccess && check(7, 3));

  // the template: 1 (int) becomes float, 4.0 (double) becomes int
  cudaLaunchAttribute at[4];
  at[0].id = cudaLaunchAttributePriority;
  at[0].val.priority = 0;
  at[1].id = cudaLaunchAttributeIgnore;
  at[2].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  at[2].val.programmaticStreamSerializationAllowed = 1;
  cfg.attrs = at;
  cfg.numAttrs = 3;
  e = cudaLaunchKernelEx(&cfg, axpb, d, 1, 4.0, N);
  cudaStreamSynchronize(s);
  printf("cudaLaunchKernelEx with priority/ignore/serialization: %s %s\n",
         name(e), check(1, 4) ? "ok" : "wrong");
  EXPECT(e == cudaSuccess && check(1, 4));

  // clusters
  at[0].id = cudaLaunchAttributeClusterDimension;
  at[0].val.clusterDim.x = 2;
  at[0].val.clusterDim.y = 1;
  at[0].val.clusterDim.z = 1;
  cfg.numAttrs = 1;
  e = cudaLaunchKernelEx(&cfg, axpb, d, 6, 1, N);
  cudaStreamSynchronize(s);
  printf("cluster 2 of grid 8: %s %s\n", name(e), check(6, 1) ? "ok" : "wrong");
  EXPECT(e == cudaSuccess && check(6, 1));
  at[0].val.clusterDim.x = 8;
  e = cudaLaunchKernelEx(&cfg, axpb, d, 6, 1, N);
  printf("cluster 8 of grid 8: %s\n", name(e));
  EXPECT(e == cudaSuccess);
  at[0].val.clusterDim.x = 3;
  e = cudaLaunchKernelEx(&cfg, axpb, d, 6, 1, N);
  printf("cluster 3 of grid 8: %s, last error %s\n", name(e),
         name(cudaGetLastError()));
  EXPECT(e != cudaSuccess);
  cfg.gridDim = dim3(32);
  at[0].val.clusterDim.x = 16;
  e = cudaLaunchKernelEx(&cfg, axpb, d, 6, 1, N);
  printf("cluster 16 (not portable): %s\n", name(e));
  cudaGetLastError();
  cudaStreamSynchronize(s);

  // an unknown attribute
  at[0].id = (cudaLaunchAttributeID)1000;
  e = cudaLaunchKernelEx(&cfg, axpb, d, 6, 1, N);
  printf("attribute 1000: %s\n", name(e));
  EXPECT(e != cudaSuccess);
  cudaGetLastError();

  // errors
  cfg.numAttrs = 0;
  e = cudaLaunchKernelExC(&cfg, (const void *)&n, args);
  printf("cudaLaunchKernelExC of not a kernel: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidResourceHandle);
  e = cudaLaunchKernel((const void *)&n, dim3(1), dim3(1), args, 0, 0);
  printf("cudaLaunchKernel of not a kernel: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidResourceHandle);
  e = cudaLaunchKernel((const void *)axpb, dim3(1), dim3(2048), args, 0, 0);
  printf("cudaLaunchKernel with 2048 threads: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidValue);
  cfg.blockDim = dim3(0);
  e = cudaLaunchKernelExC(&cfg, (const void *)axpb, args);
  printf("cudaLaunchKernelExC with an empty block: %s\n", name(e));
  EXPECT(e == cudaErrorInvalidValue);
  cudaGetLastError();
  cudaStreamDestroy(s);
  cudaFree(d);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
