// CUDA graphs built by hand (graphs_manual.expected: recorded with nvcc 13 on
// an H100): kernel nodes (kernelParams; `extra` is refused), 1D and 3D memcpy nodes,
// memset nodes of 1/2/4-byte elements, host and empty nodes, child graphs,
// edges added and removed, the queries (nodes, roots, edges, types,
// dependencies), kernel node parameters, clones, node destruction,
// instantiation and launches in stream order (the same exec twice, and
// independent branches), cudaGraphDebugDotPrint, and the error codes of bad
// arguments.
#include <cstdio>
#include <cstring>
#include <cuda.h>

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
    printf("%-34s %s\n", name, cudaGetErrorName(e_));                          \
    EXPECT(e_ == (want));                                                      \
    cudaGetLastError();                                                        \
  } while (0)

static int host_log[16], nlog;
static void CUDART_CB host_note(void *p) { host_log[nlog++] = *(int *)p; }

int main() {
  setvbuf(stdout, NULL, _IONBF, 0);
  const int n = 1000;
  int *d, *d2, *h;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&d2, n * sizeof(int));
  cudaMallocHost(&h, n * sizeof(int));

  // memset (4-byte 7) -> kernel x*3+1 -> copy to d2 -> host node; empty joins
  cudaGraph_t g;
  EXPECT(cudaGraphCreate(&g, 0) == cudaSuccess);
  cudaGraphNode_t ms, k, cp, hn, emp;
  cudaMemsetParams mp = {};
  mp.dst = d;
  mp.value = 7;
  mp.elementSize = 4;
  mp.width = n;
  mp.height = 1;
  EXPECT(cudaGraphAddMemsetNode(&ms, g, NULL, 0, &mp) == cudaSuccess);
  int a = 3, b = 1, nn = n;
  void *args[] = {&d, &a, &b, &nn};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)axpb;
  kp.gridDim = dim3((n + 127) / 128);
  kp.blockDim = dim3(128);
  kp.kernelParams = args;
  EXPECT(cudaGraphAddKernelNode(&k, g, &ms, 1, &kp) == cudaSuccess);
  a = 100; // the node keeps its own copy of the arguments
  EXPECT(cudaGraphAddMemcpyNode1D(&cp, g, &k, 1, d2, d, n * sizeof(int),
                                  cudaMemcpyDeviceToDevice) == cudaSuccess);
  int tag = 42;
  cudaHostNodeParams hp = {host_note, &tag};
  EXPECT(cudaGraphAddHostNode(&hn, g, &cp, 1, &hp) == cudaSuccess);
  cudaGraphNode_t deps2[] = {hn, k};
  EXPECT(cudaGraphAddEmptyNode(&emp, g, deps2, 2) == cudaSuccess);

  size_t count = 0;
  EXPECT(cudaGraphGetNodes(g, NULL, &count) == cudaSuccess && count == 5);
  cudaGraphNode_t nodes[8];
  count = 8;
  EXPECT(cudaGraphGetNodes(g, nodes, &count) == cudaSuccess && count == 5);
  EXPECT(nodes[5] == NULL);
  count = 0;
  EXPECT(cudaGraphGetRootNodes(g, NULL, &count) == cudaSuccess && count == 1);
  count = 1;
  cudaGraphNode_t root;
  EXPECT(cudaGraphGetRootNodes(g, &root, &count) == cudaSuccess && root == ms);
  count = 0;
  EXPECT(cudaGraphGetEdges(g, NULL, NULL, NULL, &count) == cudaSuccess &&
         count == 5);
  cudaGraphNode_t from[5], to[5];
  count = 5;
  EXPECT(cudaGraphGetEdges(g, from, to, NULL, &count) == cudaSuccess &&
         count == 5);
  int into_empty = 0;
  for (int i = 0; i < 5; i++)
    into_empty += to[i] == emp && (from[i] == hn || from[i] == k);
  EXPECT(into_empty == 2);
  cudaGraphNodeType t;
  EXPECT(cudaGraphNodeGetType(k, &t) == cudaSuccess &&
         t == cudaGraphNodeTypeKernel);
  EXPECT(cudaGraphNodeGetType(ms, &t) == cudaSuccess &&
         t == cudaGraphNodeTypeMemset);
  EXPECT(cudaGraphNodeGetType(cp, &t) == cudaSuccess &&
         t == cudaGraphNodeTypeMemcpy);
  EXPECT(cudaGraphNodeGetType(hn, &t) == cudaSuccess &&
         t == cudaGraphNodeTypeHost);
  EXPECT(cudaGraphNodeGetType(emp, &t) == cudaSuccess &&
         t == cudaGraphNodeTypeEmpty);

  cudaKernelNodeParams got = {};
  EXPECT(cudaGraphKernelNodeGetParams(k, &got) == cudaSuccess);
  EXPECT(got.func == (void *)axpb && got.gridDim.x == (n + 127) / 128 &&
         got.blockDim.x == 128 && got.sharedMemBytes == 0);
  EXPECT(got.kernelParams && *(int *)got.kernelParams[1] == 3 &&
         *(int *)got.kernelParams[2] == 1);

  cudaGraphExec_t ex;
  EXPECT(cudaGraphInstantiate(&ex, g, 0) == cudaSuccess);
  cudaStream_t s;
  cudaStreamCreate(&s);
  EXPECT(cudaGraphLaunch(ex, s) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(s) == cudaSuccess);
  cudaMemcpy(h, d2, n * sizeof(int), cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == 22;
  EXPECT(ok);
  EXPECT(nlog == 1 && host_log[0] == 42);

  // a later change to the graph does not affect the exec; twice in a row
  a = 2;
  b = 0;
  EXPECT(cudaGraphKernelNodeSetParams(k, &kp) == cudaSuccess);
  EXPECT(cudaGraphKernelNodeGetParams(k, &got) == cudaSuccess &&
         *(int *)got.kernelParams[1] == 2);
  EXPECT(cudaGraphLaunch(ex, s) == cudaSuccess);
  EXPECT(cudaGraphLaunch(ex, s) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(s) == cudaSuccess);
  cudaMemcpy(h, d2, n * sizeof(int), cudaMemcpyDeviceToHost);
  ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == 22;
  EXPECT(ok && nlog == 3);

  // a second graph from the changed one: x*2+0 on 7 = 14
  cudaGraphExec_t ex2;
  EXPECT(cudaGraphInstantiateWithFlags(&ex2, g, 0) == cudaSuccess);
  EXPECT(cudaGraphLaunch(ex2, s) == cudaSuccess);
  cudaStreamSynchronize(s);
  cudaMemcpy(h, d2, n * sizeof(int), cudaMemcpyDeviceToHost);
  EXPECT(h[0] == 14 && h[n - 1] == 14);

  // clone and find
  cudaGraph_t cl;
  EXPECT(cudaGraphClone(&cl, g) == cudaSuccess);
  cudaGraphNode_t kc;
  EXPECT(cudaGraphNodeFindInClone(&kc, k, cl) == cudaSuccess && kc != k);
  EXPECT(cudaGraphNodeGetType(kc, &t) == cudaSuccess &&
         t == cudaGraphNodeTypeKernel);
  count = 0;
  EXPECT(cudaGraphGetNodes(cl, NULL, &count) == cudaSuccess && count == 5);

  // edges: remove memset->kernel, add it back; destroy the empty node
  EXPECT(cudaGraphRemoveDependencies(g, &ms, &k, NULL, 1) == cudaSuccess);
  count = 0;
  cudaGraphGetRootNodes(g, NULL, &count);
  EXPECT(count == 2);
  EXPECT(cudaGraphAddDependencies(g, &ms, &k, NULL, 1) == cudaSuccess);
  EXPECT(cudaGraphDestroyNode(emp) == cudaSuccess);
  count = 0;
  cudaGraphGetEdges(g, NULL, NULL, NULL, &count);
  EXPECT(count == 3);

  // independent branches and 2-byte / 1-byte memsets, a 3D copy, extra
  cudaGraph_t g2;
  cudaGraphCreate(&g2, 0);
  cudaGraphNode_t m1, m2, c3, k2;
  unsigned short *s16;
  cudaMalloc(&s16, 64 * 4 * sizeof(unsigned short));
  cudaMemsetParams m16 = {};
  m16.dst = s16;
  m16.pitch = 64 * sizeof(unsigned short);
  m16.value = 0xBEEF;
  m16.elementSize = 2;
  m16.width = 32;
  m16.height = 4;
  EXPECT(cudaGraphAddMemsetNode(&m1, g2, NULL, 0, &m16) == cudaSuccess);
  cudaMemsetParams m8 = {};
  m8.dst = d;
  m8.value = 0x01;
  m8.elementSize = 1;
  m8.width = n * sizeof(int);
  m8.height = 1;
  EXPECT(cudaGraphAddMemsetNode(&m2, g2, NULL, 0, &m8) == cudaSuccess);
  int one = 1, five = 5;
  void *args2[] = {&d, &one, &five, &nn};
  cudaKernelNodeParams kp2 = kp;
  kp2.kernelParams = args2;
  EXPECT(cudaGraphAddKernelNode(&k2, g2, &m2, 1, &kp2) == cudaSuccess);
  cudaMemcpy3DParms p3 = {};
  p3.srcPtr = make_cudaPitchedPtr(s16, 64 * sizeof(unsigned short),
                                  32 * sizeof(unsigned short), 4);
  p3.dstPtr = make_cudaPitchedPtr(h, 32 * sizeof(unsigned short),
                                  32 * sizeof(unsigned short), 4);
  p3.extent = make_cudaExtent(32 * sizeof(unsigned short), 4, 1);
  p3.kind = cudaMemcpyDeviceToHost;
  EXPECT(cudaGraphAddMemcpyNode(&c3, g2, &m1, 1, &p3) == cudaSuccess);
  cudaMemcpy3DParms back = {};
  EXPECT(cudaGraphMemcpyNodeGetParams(c3, &back) == cudaSuccess &&
         back.extent.height == 4 && back.dstPtr.ptr == h);
  cudaMemsetParams mback = {};
  EXPECT(cudaGraphMemsetNodeGetParams(m1, &mback) == cudaSuccess &&
         mback.value == 0xBEEF && mback.elementSize == 2);
  // g2 as a child of a third graph, after a host node
  cudaGraph_t g3;
  cudaGraphCreate(&g3, 0);
  cudaGraphNode_t h3, ch;
  int tag2 = 7;
  cudaHostNodeParams hp2 = {host_note, &tag2};
  EXPECT(cudaGraphAddHostNode(&h3, g3, NULL, 0, &hp2) == cudaSuccess);
  EXPECT(cudaGraphAddChildGraphNode(&ch, g3, &h3, 1, g2) == cudaSuccess);
  EXPECT(cudaGraphNodeGetType(ch, &t) == cudaSuccess &&
         t == cudaGraphNodeTypeGraph);
  cudaGraph_t inner;
  EXPECT(cudaGraphChildGraphNodeGetGraph(ch, &inner) == cudaSuccess);
  count = 0;
  cudaGraphGetNodes(inner, NULL, &count);
  EXPECT(count == 4);
  cudaGraphExec_t ex3;
  EXPECT(cudaGraphInstantiate(&ex3, g3, 0) == cudaSuccess);
  EXPECT(cudaGraphLaunch(ex3, s) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(s) == cudaSuccess);
  unsigned short *hs = (unsigned short *)h;
  ok = true;
  for (int i = 0; i < 32 * 4; i++)
    ok = ok && hs[i] == 0xBEEF;
  EXPECT(ok);
  int *hd = new int[n];
  cudaMemcpy(hd, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && hd[i] == 0x01010101 + 5;
  EXPECT(ok);
  EXPECT(nlog == 5 && host_log[4] == 7);

  EXPECT(cudaGraphDebugDotPrint(g3, "/tmp/cucc_graphs_manual.dot", 0) ==
         cudaSuccess);
  FILE *f = fopen("/tmp/cucc_graphs_manual.dot", "r");
  char line[128] = "";
  EXPECT(f && fgets(line, sizeof line, f) && strstr(line, "digraph"));
  if (f)
    fclose(f);
  remove("/tmp/cucc_graphs_manual.dot");

  // errors
  cudaGraphNode_t bad;
  PROBE("GraphCreate(NULL)", cudaGraphCreate(NULL, 0), cudaErrorInvalidValue);
  cudaGraph_t gx;
  PROBE("GraphCreate(flags=1)", cudaGraphCreate(&gx, 1), cudaErrorInvalidValue);
  PROBE("AddEmptyNode(graph=NULL)", cudaGraphAddEmptyNode(&bad, NULL, NULL, 0),
        cudaErrorInvalidValue);
  PROBE("AddEmptyNode(pNode=NULL)", cudaGraphAddEmptyNode(NULL, g, NULL, 0),
        cudaErrorInvalidValue);
  PROBE("AddEmptyNode(deps=NULL,n=1)", cudaGraphAddEmptyNode(&bad, g, NULL, 1),
        cudaErrorInvalidValue);
  PROBE("AddEmptyNode(dep of other graph)",
        cudaGraphAddEmptyNode(&bad, g, &m1, 1), cudaErrorInvalidValue);
  cudaGraphNode_t dup[] = {k, k};
  PROBE("AddEmptyNode(duplicate deps)", cudaGraphAddEmptyNode(&bad, g, dup, 2),
        cudaErrorInvalidValue);
  cudaKernelNodeParams bk = kp;
  bk.func = NULL;
  PROBE("AddKernelNode(func=NULL)", cudaGraphAddKernelNode(&bad, g, NULL, 0, &bk),
        cudaErrorInvalidDeviceFunction);
  bk = kp;
  bk.blockDim = dim3(2048);
  PROBE("AddKernelNode(block=2048)",
        cudaGraphAddKernelNode(&bad, g, NULL, 0, &bk), cudaErrorInvalidValue);
  // CUDA 13 takes the arguments of a kernel node from kernelParams only
  struct {
    int *x;
    int a, b, n;
  } packed = {d, 1, 5, n};
  size_t psize = sizeof packed;
  void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed,
                   CU_LAUNCH_PARAM_BUFFER_SIZE, &psize, CU_LAUNCH_PARAM_END};
  bk = kp;
  bk.kernelParams = NULL;
  bk.extra = extra;
  PROBE("AddKernelNode(extra)", cudaGraphAddKernelNode(&bad, g, NULL, 0, &bk),
        cudaErrorInvalidValue);
  bk = kp;
  bk.extra = extra;
  PROBE("AddKernelNode(params+extra)",
        cudaGraphAddKernelNode(&bad, g, NULL, 0, &bk), cudaErrorInvalidValue);
  PROBE("AddKernelNode(params=NULL)",
        cudaGraphAddKernelNode(&bad, g, NULL, 0, NULL), cudaErrorInvalidValue);
  cudaMemsetParams bm = mp;
  bm.elementSize = 3;
  PROBE("AddMemsetNode(elementSize=3)",
        cudaGraphAddMemsetNode(&bad, g, NULL, 0, &bm), cudaErrorInvalidValue);
  PROBE("AddMemcpyNode1D(kind=9)",
        cudaGraphAddMemcpyNode1D(&bad, g, NULL, 0, d2, d, 4,
                                 (cudaMemcpyKind)9),
        cudaErrorInvalidMemcpyDirection);
  PROBE("AddHostNode(fn=NULL)", cudaGraphAddHostNode(&bad, g, NULL, 0, NULL),
        cudaErrorInvalidValue);
  PROBE("AddDependencies(existing edge)",
        cudaGraphAddDependencies(g, &ms, &k, NULL, 1), cudaErrorInvalidValue);
  PROBE("RemoveDependencies(no edge)",
        cudaGraphRemoveDependencies(g, &k, &ms, NULL, 1),
        cudaErrorInvalidValue);
  PROBE("GetNodes(numNodes=NULL)", cudaGraphGetNodes(g, nodes, NULL),
        cudaErrorInvalidValue);
  PROBE("NodeGetType(NULL)", cudaGraphNodeGetType(NULL, &t),
        cudaErrorInvalidValue);
  PROBE("KernelNodeGetParams(memset node)",
        cudaGraphKernelNodeGetParams(ms, &got), cudaErrorInvalidValue);
  cudaGraphExec_t bx;
  PROBE("Instantiate(graph=NULL)", cudaGraphInstantiate(&bx, NULL, 0),
        cudaErrorInvalidValue);
  PROBE("Instantiate(pExec=NULL)", cudaGraphInstantiate(NULL, g, 0),
        cudaErrorInvalidValue);
  PROBE("Launch(exec=NULL)", cudaGraphLaunch(NULL, s), cudaErrorInvalidValue);
  PROBE("Destroy(NULL)", cudaGraphDestroy(NULL), cudaErrorInvalidValue);
  PROBE("ExecDestroy(NULL)", cudaGraphExecDestroy(NULL), cudaErrorInvalidValue);
  PROBE("DebugDotPrint(path=NULL)", cudaGraphDebugDotPrint(g, NULL, 0),
        cudaErrorInvalidValue);

  EXPECT(cudaGraphExecDestroy(ex) == cudaSuccess);
  EXPECT(cudaGraphExecDestroy(ex2) == cudaSuccess);
  EXPECT(cudaGraphExecDestroy(ex3) == cudaSuccess);
  EXPECT(cudaGraphDestroy(cl) == cudaSuccess);
  EXPECT(cudaGraphDestroy(g) == cudaSuccess);
  EXPECT(cudaGraphDestroy(g2) == cudaSuccess);
  EXPECT(cudaGraphDestroy(g3) == cudaSuccess);
  cudaStreamDestroy(s);
  cudaFree(d);
  cudaFree(d2);
  cudaFree(s16);
  cudaFreeHost(h);
  delete[] hd;
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails ? 1 : 0;
}
