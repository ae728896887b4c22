// cucc-flags: --cuda-version=12.4
// A program written for CUDA 12 (compiled with cucc --cuda-version=12.4):
// the forms nvcc 13 removed still work next to CUDA 13's (C++ overloads):
// cudaMemPrefetchAsync/cudaMemAdvise with a device number, cudaGraphAddNode
// without edge data, cudaGraphGetEdges/cudaGraphNodeGetDependencies/
// cudaStreamGetCaptureInfo/cudaStreamUpdateCaptureDependencies without edge
// data, and cudaDeviceProp's fields that CUDA 13 removed (clockRate,
// memoryClockRate, deviceOverlap, kernelExecTimeoutEnabled, computeMode,
// maxTexture1DLinear, singleToDoublePrecisionPerfRatio,
// cooperativeMultiDeviceLaunch). The versions agree with 12.4.
#include <cstdio>
#include <cstring>

static int fails;
#define CHECK(c)                                                               \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

__global__ void inc(int *x) { x[threadIdx.x]++; }

int main() {
  int rt = 0, drv = 0;
  cudaRuntimeGetVersion(&rt);
  cudaDriverGetVersion(&drv);
  CHECK(CUDART_VERSION == 12040 && rt == 12040 && drv == 12040);
  CHECK(__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ == 4);

  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0) == cudaSuccess);
  CHECK(p.clockRate > 0 && p.memoryClockRate > 0 && p.deviceOverlap == 1);
  CHECK(p.kernelExecTimeoutEnabled == 0 && p.computeMode == 0);
  CHECK(p.maxTexture1DLinear > 0 && p.singleToDoublePrecisionPerfRatio > 0);
  (void)p.cooperativeMultiDeviceLaunch;

  float *m;
  CHECK(cudaMallocManaged(&m, 4096) == cudaSuccess);
  cudaStream_t s;
  cudaStreamCreate(&s);
  CHECK(cudaMemPrefetchAsync(m, 4096, 0, s) == cudaSuccess);
  CHECK(cudaMemPrefetchAsync(m, 4096, cudaCpuDeviceId, s) == cudaSuccess);
  CHECK(cudaMemPrefetchAsync(m, 4096, 64, s) == cudaErrorInvalidDevice);
  CHECK(cudaMemAdvise(m, 4096, cudaMemAdviseSetReadMostly, 0) == cudaSuccess);
  cudaMemLocation gpu = {cudaMemLocationTypeDevice, 0};
  CHECK(cudaMemPrefetchAsync(m, 4096, gpu, 0, s) == cudaSuccess);
  CHECK(cudaMemAdvise(m, 4096, cudaMemAdviseSetAccessedBy, gpu) ==
        cudaSuccess);

  int *x, h[32] = {0};
  cudaMalloc(&x, sizeof h);
  cudaMemset(x, 0, sizeof h);
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphNodeParams np = {};
  np.type = cudaGraphNodeTypeKernel;
  void *args[] = {&x};
  np.kernel.func = (void *)inc;
  np.kernel.gridDim = dim3(1);
  np.kernel.blockDim = dim3(32);
  np.kernel.kernelParams = args;
  cudaGraphNode_t a, b;
  CHECK(cudaGraphAddNode(&a, g, NULL, 0, &np) == cudaSuccess); // CUDA 12
  CHECK(cudaGraphAddNode(&b, g, &a, NULL, 1, &np) == cudaSuccess); // 13
  size_t n = 0;
  CHECK(cudaGraphGetEdges(g, NULL, NULL, &n) == cudaSuccess && n == 1);
  cudaGraphNode_t dep;
  n = 1;
  CHECK(cudaGraphNodeGetDependencies(b, &dep, &n) == cudaSuccess && dep == a);
  cudaGraphExec_t e;
  CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess);
  CHECK(cudaGraphLaunch(e, s) == cudaSuccess);
  cudaMemcpyAsync(h, x, sizeof h, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  CHECK(h[0] == 2 && h[31] == 2);

  // capture info and dependency updates, CUDA 12's forms
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) == cudaSuccess);
  inc<<<1, 32, 0, s>>>(x);
  cudaStreamCaptureStatus st;
  unsigned long long id;
  cudaGraph_t cg;
  const cudaGraphNode_t *deps;
  size_t nd = 0;
  CHECK(cudaStreamGetCaptureInfo(s, &st, &id, &cg, &deps, &nd) ==
            cudaSuccess &&
        st == cudaStreamCaptureStatusActive && nd == 1);
  cudaGraphNode_t empty;
  CHECK(cudaGraphAddEmptyNode(&empty, cg, deps, nd) == cudaSuccess);
  CHECK(cudaStreamUpdateCaptureDependencies(
            s, &empty, 1, cudaStreamSetCaptureDependencies) == cudaSuccess);
  inc<<<1, 32, 0, s>>>(x);
  CHECK(cudaStreamEndCapture(s, &cg) == cudaSuccess);
  n = 0;
  CHECK(cudaGraphGetNodes(cg, NULL, &n) == cudaSuccess && n == 3);
  cudaGraphDestroy(cg);
  cudaGraphExecDestroy(e);
  cudaGraphDestroy(g);
  cudaStreamDestroy(s);
  cudaFree(m);
  cudaFree(x);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
