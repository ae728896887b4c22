// The program tests/driver/profiler.sh runs under cucc-prof: two streams
// with kernels of two shapes, events that make them take turns, a host function,
// copies of every direction, a memset, and NVTX ranges and a mark. With
// the argument "range", only the kernel between cudaProfilerStart and
// cudaProfilerStop is of interest. A graph of one kernel node and one
// memset node is launched twice into the first stream.
#include <cstdio>
#include <cstring>
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>

__global__ void scale(float *a, int n, float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] *= f;
}
__global__ void add(float *a, const float *b, int n) {
  int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x * blockDim.y +
          threadIdx.y * blockDim.x + threadIdx.x;
  if (i < n) a[i] += b[i];
}
__global__ void only_this(float *a) { a[threadIdx.x] = 1.0f; }
__global__ void graph_node(float *c) { c[threadIdx.x] += 1.0f; }
static void CUDART_CB host_fn(void *p) { ++*(int *)p; }

int main(int argc, char **argv) {
  const int n = 1 << 14;
  bool range = argc > 1 && !strcmp(argv[1], "range");
  float *h, *a, *b;
  int calls = 0;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  for (int i = 0; i < n; i++) h[i] = 1.0f;
  cudaStream_t s1, s2;
  cudaStreamCreate(&s1);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaEvent_t ev, back;
  cudaEventCreate(&ev);
  cudaEventCreate(&back);
  if (range) {
    cudaDeviceSynchronize();
    cudaProfilerStart();
    only_this<<<1, 32>>>(a);
    cudaDeviceSynchronize();
    cudaProfilerStop();
  }
  nvtxRangePushA("setup");
  cudaMemcpy(a, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemsetAsync(b, 0, n * sizeof(float), s2);
  nvtxRangePop();
  nvtxMarkA("loop");
  nvtxRangeId_t r = nvtxRangeStartA("iterations");
  for (int it = 0; it < 3; it++) { // s1 and s2 take turns
    if (it)
      cudaStreamWaitEvent(s1, back, 0);
    scale<<<n / 256, 256, 0, s1>>>(a, n, 2.0f);
    cudaEventRecord(ev, s1);
    cudaStreamWaitEvent(s2, ev, 0);
    add<<<dim3(n / 512, 2), dim3(128, 2), 0, s2>>>(b, a, n);
    cudaLaunchHostFunc(s2, host_fn, &calls);
    cudaEventRecord(back, s2);
  }
  nvtxRangeEnd(r);
  float *c;
  cudaMalloc(&c, 64 * sizeof(float));
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphNode_t set, kern;
  cudaMemsetParams mp = {};
  mp.dst = c;
  mp.elementSize = 4;
  mp.width = 64;
  mp.height = 1;
  cudaGraphAddMemsetNode(&set, g, NULL, 0, &mp);
  void *args[] = {&c};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)graph_node;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(64);
  kp.kernelParams = args;
  cudaGraphAddKernelNode(&kern, g, &set, 1, &kp);
  cudaGraphExec_t gx;
  cudaGraphInstantiate(&gx, g, 0);
  cudaGraphLaunch(gx, s1);
  cudaGraphLaunch(gx, s1);
  cudaMemcpyAsync(h, b, n * sizeof(float), cudaMemcpyDeviceToHost, s2);
  cudaStreamSynchronize(s2);
  cudaMemcpy(a, b, n * sizeof(float), cudaMemcpyDeviceToDevice);
  cudaDeviceSynchronize();
  // b = 2 + 4 + 8 after the three rounds
  bool ok = h[0] == 14.0f && h[n - 1] == 14.0f && calls == 3;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
