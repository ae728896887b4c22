// Updating instantiated CUDA graphs (graphs_update.expected: recorded with
// nvcc 13 on an H100): cudaGraphExec{Kernel,Memcpy,Memset,Host}NodeSetParams
// change what the next launch does without touching the graph,
// cudaGraphExecUpdate takes the parameters of a graph of the same topology
// (a re-captured one too) and refuses a changed topology or node type with
// cudaErrorGraphExecUpdateFailure and the result code, cudaGraphUpload,
// cudaGraphInstantiateWithFlags and cudaGraphExecGetFlags.
#include <cstdio>

__global__ void axpb(int *x, int a, int b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = x[i] * a + b;
}

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)
#define PROBE(name, call, want)                                                \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    printf("%-40s %s\n", name, cudaGetErrorName(e_));                          \
    EXPECT(e_ == (want));                                                      \
    cudaGetLastError();                                                        \
  } while (0)

static int last_tag;
static void CUDART_CB note(void *p) { last_tag = *(int *)p; }

const int n = 512;

static bool all(const int *h, int v) {
  for (int i = 0; i < n; i++)
    if (h[i] != v)
      return false;
  return true;
}

// memset x -> kernel -> copy x to h -> host
static cudaGraph_t build(int *x, int *h, int a, int b, int *tag,
                         cudaGraphNode_t out[4]) {
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaMemsetParams mp = {};
  mp.dst = x;
  mp.value = 1;
  mp.elementSize = 4;
  mp.width = n;
  mp.height = 1;
  cudaGraphAddMemsetNode(&out[0], g, NULL, 0, &mp);
  int nn = n;
  void *args[] = {&x, &a, &b, &nn};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)axpb;
  kp.gridDim = dim3(n / 128);
  kp.blockDim = dim3(128);
  kp.kernelParams = args;
  cudaGraphAddKernelNode(&out[1], g, &out[0], 1, &kp);
  cudaGraphAddMemcpyNode1D(&out[2], g, &out[1], 1, h, x, n * sizeof(int),
                           cudaMemcpyDeviceToHost);
  cudaHostNodeParams hp = {note, tag};
  cudaGraphAddHostNode(&out[3], g, &out[2], 1, &hp);
  return g;
}

int main() {
  int *x, *y, *h, *h2;
  cudaMalloc(&x, n * sizeof(int));
  cudaMalloc(&y, n * sizeof(int));
  cudaMallocHost(&h, n * sizeof(int));
  cudaMallocHost(&h2, n * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  int tag1 = 1, tag2 = 2, tag3 = 3;
  cudaGraphNode_t nd[4];
  cudaGraph_t g = build(x, h, 2, 3, &tag1, nd);
  cudaGraphExec_t ex;
  EXPECT(cudaGraphInstantiateWithFlags(&ex, g, 0) == cudaSuccess);
  unsigned long long fl = 99;
  EXPECT(cudaGraphExecGetFlags(ex, &fl) == cudaSuccess && fl == 0);
  EXPECT(cudaGraphUpload(ex, s) == cudaSuccess);
  EXPECT(cudaGraphLaunch(ex, s) == cudaSuccess);
  cudaStreamSynchronize(s);
  EXPECT(all(h, 5) && last_tag == 1);

  // exec node parameters
  int a = 10, b = 0, nn = n;
  void *args[] = {&y, &a, &b, &nn};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)axpb;
  kp.gridDim = dim3(n / 128);
  kp.blockDim = dim3(128);
  kp.kernelParams = args;
  EXPECT(cudaGraphExecKernelNodeSetParams(ex, nd[1], &kp) == cudaSuccess);
  cudaMemsetParams mp = {};
  mp.dst = y;
  mp.value = 4;
  mp.elementSize = 4;
  mp.width = n;
  mp.height = 1;
  EXPECT(cudaGraphExecMemsetNodeSetParams(ex, nd[0], &mp) == cudaSuccess);
  EXPECT(cudaGraphExecMemcpyNodeSetParams1D(ex, nd[2], h2, y, n * sizeof(int),
                                            cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  cudaHostNodeParams hp = {note, &tag2};
  EXPECT(cudaGraphExecHostNodeSetParams(ex, nd[3], &hp) == cudaSuccess);
  for (int i = 0; i < n; i++)
    h[i] = h2[i] = 0;
  EXPECT(cudaGraphLaunch(ex, s) == cudaSuccess);
  cudaStreamSynchronize(s);
  EXPECT(all(h2, 40) && all(h, 0) && last_tag == 2);
  // the graph itself is unchanged
  cudaKernelNodeParams got;
  EXPECT(cudaGraphKernelNodeGetParams(nd[1], &got) == cudaSuccess &&
         *(int *)got.kernelParams[1] == 2);

  // cudaGraphExecUpdate from a graph of the same shape
  cudaGraphNode_t nd2[4];
  cudaGraph_t g2 = build(x, h, 3, 1, &tag3, nd2);
  cudaGraphExecUpdateResultInfo info;
  EXPECT(cudaGraphExecUpdate(ex, g2, &info) == cudaSuccess);
  EXPECT(info.result == cudaGraphExecUpdateSuccess);
  EXPECT(cudaGraphLaunch(ex, s) == cudaSuccess);
  cudaStreamSynchronize(s);
  EXPECT(all(h, 4) && last_tag == 3);

  // a re-captured graph updates an exec made from an earlier capture
  cudaStream_t cs;
  cudaStreamCreateWithFlags(&cs, cudaStreamNonBlocking);
  cudaGraph_t c1, c2;
  cudaGraphExec_t cex;
  for (int round = 0; round < 2; round++) {
    cudaStreamBeginCapture(cs, cudaStreamCaptureModeGlobal);
    cudaMemsetAsync(y, 0, n * sizeof(int), cs);
    axpb<<<n / 128, 128, 0, cs>>>(y, 1, 7 + round, n);
    cudaMemcpyAsync(h2, y, n * sizeof(int), cudaMemcpyDeviceToHost, cs);
    cudaStreamEndCapture(cs, round ? &c2 : &c1);
  }
  EXPECT(cudaGraphInstantiate(&cex, c1, 0) == cudaSuccess);
  cudaGraphLaunch(cex, cs);
  cudaStreamSynchronize(cs);
  EXPECT(all(h2, 7));
  EXPECT(cudaGraphExecUpdate(cex, c2, &info) == cudaSuccess &&
         info.result == cudaGraphExecUpdateSuccess);
  cudaGraphLaunch(cex, cs);
  cudaStreamSynchronize(cs);
  EXPECT(all(h2, 8));

  // topology changes are refused
  cudaGraphNode_t extra;
  cudaGraphAddEmptyNode(&extra, g2, &nd2[3], 1);
  info.result = cudaGraphExecUpdateSuccess;
  PROBE("ExecUpdate(extra node)", cudaGraphExecUpdate(ex, g2, &info),
        cudaErrorGraphExecUpdateFailure);
  printf("%-40s %d\n", "  result", (int)info.result);
  EXPECT(info.result == cudaGraphExecUpdateErrorTopologyChanged);
  cudaGraphDestroyNode(extra);
  cudaGraphRemoveDependencies(g2, &nd2[2], &nd2[3], NULL, 1);
  PROBE("ExecUpdate(removed edge)", cudaGraphExecUpdate(ex, g2, &info),
        cudaErrorGraphExecUpdateFailure);
  printf("%-40s %d\n", "  result", (int)info.result);
  EXPECT(info.result == cudaGraphExecUpdateErrorTopologyChanged);
  // a node of another type in the same place
  cudaGraph_t g3;
  cudaGraphCreate(&g3, 0);
  cudaGraphNode_t m[4];
  cudaMemsetParams z = mp;
  cudaGraphAddMemsetNode(&m[0], g3, NULL, 0, &z);
  cudaGraphAddMemsetNode(&m[1], g3, &m[0], 1, &z);
  cudaGraphAddMemcpyNode1D(&m[2], g3, &m[1], 1, h, x, n * sizeof(int),
                           cudaMemcpyDeviceToHost);
  cudaGraphAddHostNode(&m[3], g3, &m[2], 1, &hp);
  PROBE("ExecUpdate(node type changed)", cudaGraphExecUpdate(ex, g3, &info),
        cudaErrorGraphExecUpdateFailure);
  printf("%-40s %d\n", "  result", (int)info.result);
  EXPECT(info.result == cudaGraphExecUpdateErrorNodeTypeChanged);
  printf("%-40s %s\n", "  errorNode is the memset node",
         info.errorNode == m[1] ? "yes" : "no");
  EXPECT(info.errorNode == m[1]);
  // the exec still works as before
  last_tag = 0;
  EXPECT(cudaGraphLaunch(ex, s) == cudaSuccess);
  cudaStreamSynchronize(s);
  EXPECT(all(h, 4) && last_tag == 3);

  PROBE("ExecUpdate(exec=NULL)", cudaGraphExecUpdate(NULL, g, &info),
        cudaErrorInvalidValue);
  PROBE("ExecKernelNodeSetParams(memset node)",
        cudaGraphExecKernelNodeSetParams(ex, nd[0], &kp),
        cudaErrorInvalidValue);
  mp.elementSize = 3;
  PROBE("ExecMemsetNodeSetParams(elementSize=3)",
        cudaGraphExecMemsetNodeSetParams(ex, nd[0], &mp),
        cudaErrorInvalidValue);
  PROBE("GraphUpload(exec=NULL)", cudaGraphUpload(NULL, s),
        cudaErrorInvalidValue);

  cudaGraphExecDestroy(ex);
  cudaGraphExecDestroy(cex);
  cudaGraphDestroy(g);
  cudaGraphDestroy(g2);
  cudaGraphDestroy(g3);
  cudaGraphDestroy(c1);
  cudaGraphDestroy(c2);
  cudaStreamDestroy(s);
  cudaStreamDestroy(cs);
  cudaFree(x);
  cudaFree(y);
  cudaFreeHost(h);
  cudaFreeHost(h2);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails ? 1 : 0;
}
