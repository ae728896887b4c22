// CUDA 13's API forms and the older ones C++ keeps (graph_api_forms.expected:
// recorded with nvcc 13 on an H100): the C++ overloads
// cudaGraphInstantiate(&exec, graph, &errNode, log, size) and
// cudaGraphExecUpdate(exec, graph, &errNode, &result); cudaGraphAddNode with
// cudaGraphNodeParams for kernel, memcpy, memset, host, empty and child graph
// nodes, cudaGraphNodeSetParams and cudaGraphExecNodeSetParams; edges with
// cudaGraphEdgeData (cudaGraphGetEdges, cudaGraphNodeGetDependencies,
// cudaGraphAddDependencies, cudaGraphRemoveDependencies); cudaMemPrefetchAsync
// and cudaMemAdvise with a cudaMemLocation. (CUDA 12's forms, which nvcc 13
// no longer has, are in api_forms_cuda12.cu.)
#include <cstdio>
#include <cstring>

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
    printf("%-44s %s\n", name, cudaGetErrorName(e_));                          \
    EXPECT(e_ == (want));                                                      \
    cudaGetLastError();                                                        \
  } while (0)
#define CHECK(call) EXPECT((call) == cudaSuccess)

__global__ void axpb(int *x, int a, int b) {
  x[threadIdx.x] = x[threadIdx.x] * a + b;
}
static int host_calls;
static void CUDART_CB on_host(void *p) { host_calls += *(int *)p; }

int main() {
  int rt = 0, drv = 0;
  cudaRuntimeGetVersion(&rt);
  cudaDriverGetVersion(&drv);
  printf("CUDA 13 or later: %d, runtime = CUDART_VERSION: %d, driver >= "
         "runtime: %d, __CUDACC_VER_MAJOR__ agrees: %d\n",
         CUDART_VERSION >= 13000, rt == CUDART_VERSION, drv >= rt,
         __CUDACC_VER_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10 ==
             CUDART_VERSION);

  int *x, h[32];
  cudaMalloc(&x, sizeof h);
  int seven = 7, three = 3, two = 2;

  // memset x = 0x01010101 -> kernel x*3+2 -> copy to h -> host node;
  // an empty node and a child graph (kernel x*2+0) after the kernel
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphNodeParams p = {};
  cudaGraphNode_t nset, nk, ncp, nh, ne, nc;
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeMemset;
  p.memset.dst = x;
  p.memset.value = 1;
  p.memset.elementSize = 1;
  p.memset.width = sizeof h;
  p.memset.height = 1;
  PROBE("add memset node", cudaGraphAddNode(&nset, g, NULL, NULL, 0, &p),
        cudaSuccess);
  void *ka[] = {&x, &three, &two};
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeKernel;
  p.kernel.func = (void *)axpb;
  p.kernel.gridDim = dim3(1);
  p.kernel.blockDim = dim3(32);
  p.kernel.kernelParams = ka;
  PROBE("add kernel node", cudaGraphAddNode(&nk, g, &nset, NULL, 1, &p),
        cudaSuccess);
  cudaGraph_t child;
  cudaGraphCreate(&child, 0);
  void *ca[] = {&x, &two, &seven};
  cudaGraphNode_t ck;
  p.kernel.kernelParams = ca;
  CHECK(cudaGraphAddNode(&ck, child, NULL, NULL, 0, &p));
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeGraph;
  p.graph.graph = child;
  PROBE("add child graph node", cudaGraphAddNode(&nc, g, &nk, NULL, 1, &p),
        cudaSuccess);
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeMemcpy;
  p.memcpy.copyParams.srcPtr = make_cudaPitchedPtr(x, sizeof h, sizeof h, 1);
  p.memcpy.copyParams.dstPtr = make_cudaPitchedPtr(h, sizeof h, sizeof h, 1);
  p.memcpy.copyParams.extent = make_cudaExtent(sizeof h, 1, 1);
  p.memcpy.copyParams.kind = cudaMemcpyDeviceToHost;
  PROBE("add memcpy node", cudaGraphAddNode(&ncp, g, &nc, NULL, 1, &p),
        cudaSuccess);
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeHost;
  p.host.fn = on_host;
  p.host.userData = &three;
  PROBE("add host node", cudaGraphAddNode(&nh, g, &ncp, NULL, 1, &p),
        cudaSuccess);
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeEmpty;
  PROBE("add empty node", cudaGraphAddNode(&ne, g, &nh, NULL, 1, &p),
        cudaSuccess);

  cudaGraphExec_t e = NULL;
  cudaGraphNode_t err = (cudaGraphNode_t)1;
  char log[256] = "untouched";
  PROBE("instantiate (errNode, log form)",
        cudaGraphInstantiate(&e, g, &err, log, sizeof log), cudaSuccess);
  printf("errNode NULL: %d, log empty: %d\n", err == NULL, log[0] == 0);
  CHECK(cudaGraphLaunch(e, 0));
  CHECK(cudaStreamSynchronize(0));
  // 0x01010101 * 3 + 2, then * 2 + 7
  printf("result %d (want %d), host calls %d\n", h[5],
         (0x01010101 * 3 + 2) * 2 + 7, host_calls);

  // cudaGraphNodeSetParams on the kernel node; ExecNodeSetParams
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeKernel;
  p.kernel.func = (void *)axpb;
  p.kernel.gridDim = dim3(1);
  p.kernel.blockDim = dim3(32);
  int one = 1, zero = 0;
  void *k1[] = {&x, &one, &zero};
  p.kernel.kernelParams = k1;
  PROBE("exec node set params", cudaGraphExecNodeSetParams(e, nk, &p),
        cudaSuccess);
  CHECK(cudaGraphLaunch(e, 0));
  CHECK(cudaStreamSynchronize(0));
  printf("after exec set params: %d (want %d)\n", h[0], 0x01010101 * 2 + 7);
  p.kernel.kernelParams = ka;
  PROBE("node set params", cudaGraphNodeSetParams(nk, &p), cudaSuccess);
  p.type = cudaGraphNodeTypeMemset;
  PROBE("node set params of another type", cudaGraphNodeSetParams(nk, &p),
        cudaErrorInvalidValue);

  // the CUDA 11-style update form
  cudaGraphExecUpdateResult res = (cudaGraphExecUpdateResult)99;
  err = (cudaGraphNode_t)1;
  PROBE("exec update (errNode, result form)",
        cudaGraphExecUpdate(e, g, &err, &res), cudaSuccess);
  printf("result %d, errNode NULL %d\n", (int)res, err == NULL);
  CHECK(cudaGraphLaunch(e, 0));
  CHECK(cudaStreamSynchronize(0));
  printf("after update: %d (want %d)\n", h[0], (0x01010101 * 3 + 2) * 2 + 7);
  cudaGraph_t g2;
  cudaGraphClone(&g2, g);
  cudaGraphNode_t extra;
  cudaGraphAddEmptyNode(&extra, g2, NULL, 0);
  PROBE("exec update, changed topology",
        cudaGraphExecUpdate(e, g2, &err, &res), cudaErrorGraphExecUpdateFailure);
  printf("result %d\n", (int)res);
  PROBE("exec update, NULL result", cudaGraphExecUpdate(e, g, &err, NULL),
        cudaSuccess);
  cudaGraphDestroy(g2);

  // edges with edge data
  size_t ne_ = 0;
  PROBE("get edges count (13 form)", cudaGraphGetEdges(g, NULL, NULL, NULL, &ne_),
        cudaSuccess);
  cudaGraphNode_t from[8], to[8];
  cudaGraphEdgeData ed[8];
  memset(ed, 0xff, sizeof ed);
  size_t n8 = 8;
  PROBE("get edges (13 form)", cudaGraphGetEdges(g, from, to, ed, &n8),
        cudaSuccess);
  printf("%zu edges, first %d->%d, data %d/%d/%d\n", ne_, from[0] == nset,
         to[0] == nk, ed[0].from_port, ed[0].to_port, ed[0].type);
  size_t nd = 4;
  cudaGraphNode_t deps[4];
  cudaGraphEdgeData dd[4];
  PROBE("node dependencies (13 form)",
        cudaGraphNodeGetDependencies(nk, deps, dd, &nd), cudaSuccess);
  printf("kernel depends on %zu: memset %d\n", nd, deps[0] == nset);
  nd = 4;
  PROBE("dependent nodes (13 form)",
        cudaGraphNodeGetDependentNodes(nk, deps, dd, &nd), cudaSuccess);
  printf("kernel has %zu dependents: child %d\n", nd, deps[0] == nc);
  cudaGraphEdgeData prog = {};
  prog.type = cudaGraphDependencyTypeProgrammatic;
  PROBE("add dependency with default data",
        cudaGraphAddDependencies(g, &nset, &ne, NULL, 1), cudaSuccess);
  PROBE("remove it (13 form)",
        cudaGraphRemoveDependencies(g, &nset, &ne, NULL, 1), cudaSuccess);
  PROBE("programmatic edge memset->empty",
        cudaGraphAddDependencies(g, &nset, &ne, &prog, 1),
        cudaErrorInvalidValue);
  cudaGraphExecDestroy(e);

  // an invalid instantiation: a cycle
  CHECK(cudaGraphAddDependencies(g, &ne, &nset, NULL, 1));
  err = (cudaGraphNode_t)1;
  e = NULL;
  log[0] = 'x';
  cudaError_t ie = cudaGraphInstantiate(&e, g, &err, log, sizeof log);
  printf("instantiate a cycle: %s, errNode set %d\n", cudaGetErrorName(ie),
         err != NULL && err != (cudaGraphNode_t)1);
  cudaGetLastError();
  cudaGraphDestroy(g);
  cudaGraphDestroy(child);

  // prefetch and advice, CUDA 12's and CUDA 13's forms
  float *m;
  cudaMallocManaged(&m, 1 << 20);
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemLocation gpu = {cudaMemLocationTypeDevice, 0};
  cudaMemLocation cpu = {cudaMemLocationTypeHost, 0};
  PROBE("prefetch to location (13 form)",
        cudaMemPrefetchAsync(m, 4096, gpu, 0, s), cudaSuccess);
  PROBE("prefetch to host location (13 form)",
        cudaMemPrefetchAsync(m, 4096, cpu, 0, s), cudaSuccess);
  PROBE("prefetch flags 1 (13 form)", cudaMemPrefetchAsync(m, 4096, gpu, 1, s),
        cudaErrorInvalidValue);
  cudaMemLocation bad = {cudaMemLocationTypeDevice, 64};
  PROBE("prefetch to device 64 (13 form)",
        cudaMemPrefetchAsync(m, 4096, bad, 0, s), cudaErrorInvalidDevice);
  PROBE("advise read mostly (13 form)",
        cudaMemAdvise(m, 4096, cudaMemAdviseSetReadMostly, gpu), cudaSuccess);
  PROBE("advise preferred host (13 form)",
        cudaMemAdvise(m, 4096, cudaMemAdviseSetPreferredLocation, cpu),
        cudaSuccess);
  PROBE("advise accessed by device (13 form)",
        cudaMemAdvise(m, 4096, cudaMemAdviseSetAccessedBy, gpu), cudaSuccess);
  cudaMemLocation inv = {cudaMemLocationTypeInvalid, 0};
  PROBE("advise preferred invalid location (13 form)",
        cudaMemAdvise(m, 4096, cudaMemAdviseSetPreferredLocation, inv),
        cudaErrorInvalidValue);
  cudaStreamSynchronize(s);
  cudaStreamDestroy(s);
  cudaFree(m);
  cudaFree(x);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
