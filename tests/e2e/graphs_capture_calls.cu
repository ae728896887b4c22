// Calls during a stream capture: copies and memsets become memcpy/memset
// nodes (a copy from pageable memory too), and the calls CUDA forbids while
// a global-mode capture is under way (cudaMalloc, cudaDeviceSynchronize)
// fail with cudaErrorStreamCaptureUnsupported and
// invalidate the capture; a synchronous copy meets the capture of a
// blocking stream (cudaErrorStreamCaptureImplicit). Expected output recorded
// with nvcc 13 on an H100 (graphs_capture_calls.expected).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

static int failures;
static void expect(bool ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  if (!ok)
    failures++;
}

__global__ void add1(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1;
}

int main() {
  const int n = 256;
  int *d, *d2;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&d2, n * sizeof(int));
  static int src[n], dst[n]; // pageable host memory
  for (int i = 0; i < n; i++)
    src[i] = i;
  cudaStream_t s;
  cudaStreamCreate(&s);

  // a captured pageable copy, memset, kernel, copy back
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudaMemsetAsync(d2, 0, n * sizeof(int), s);
  cudaMemcpyAsync(d, src, n * sizeof(int), cudaMemcpyHostToDevice, s);
  add1<<<1, n, 0, s>>>(d, n);
  cudaMemcpyAsync(dst, d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
  expect(cudaStreamEndCapture(s, &g) == cudaSuccess, "capture ends");
  size_t count = 0;
  cudaGraphGetNodes(g, nullptr, &count);
  cudaGraphNode_t nodes[8];
  if (count > 8)
    count = 8;
  cudaGraphGetNodes(g, nodes, &count);
  int memcpys = 0, memsets = 0, kernels = 0;
  for (size_t i = 0; i < count; i++) {
    cudaGraphNodeType t;
    cudaGraphNodeGetType(nodes[i], &t);
    memcpys += t == cudaGraphNodeTypeMemcpy;
    memsets += t == cudaGraphNodeTypeMemset;
    kernels += t == cudaGraphNodeTypeKernel;
  }
  expect(count == 4 && memcpys == 2 && memsets == 1 && kernels == 1,
         "captured copies and memsets are memcpy and memset nodes");
  expect(dst[5] == 0, "nothing ran during the capture");
  cudaGraphExec_t ge;
  cudaGraphInstantiate(&ge, g, 0);
  cudaGraphLaunch(ge, s);
  cudaStreamSynchronize(s);
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && dst[i] == i + 1;
  expect(ok, "the graph copies, adds and copies back");
  src[3] = 100; // the graph reads the pageable source when it runs
  cudaGraphLaunch(ge, s);
  cudaStreamSynchronize(s);
  expect(dst[3] == 101, "a relaunch reads the source again");
  cudaGraphExecDestroy(ge);
  cudaGraphDestroy(g);

  // forbidden calls during a global capture
  void *p = nullptr;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  add1<<<1, n, 0, s>>>(d, n);
  expect(cudaMalloc(&p, 64) == cudaErrorStreamCaptureUnsupported,
         "cudaMalloc during a global capture");
  expect(cudaStreamEndCapture(s, &g) == cudaErrorStreamCaptureInvalidated,
         "the capture was invalidated");
  cudaGetLastError();

  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudaError_t e = cudaMemcpy(dst, d, 4, cudaMemcpyDeviceToHost);
  printf("synchronous cudaMemcpy during a global capture: %s\n",
         cudaGetErrorName(e));
  expect(cudaStreamEndCapture(s, &g) == cudaErrorStreamCaptureInvalidated,
         "the capture was invalidated");
  cudaGetLastError();

  cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
  expect(cudaDeviceSynchronize() == cudaErrorStreamCaptureUnsupported,
         "cudaDeviceSynchronize during a relaxed capture");
  cudaStreamEndCapture(s, &g);
  cudaGetLastError();

  cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
  expect(cudaMalloc(&p, 64) == cudaSuccess,
         "cudaMalloc during a relaxed capture");
  cudaStreamEndCapture(s, &g);
  cudaGetLastError();
  expect(cudaDeviceSynchronize() == cudaSuccess, "after the captures");
  if (failures) {
    printf("FAIL %d\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
