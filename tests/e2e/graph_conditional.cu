// Conditional graph nodes and the generic node API (graph_conditional.expected:
// recorded with nvcc 13 on an H100): cudaGraphConditionalHandleCreate,
// cudaGraphAddNode with cudaGraphNodeParams, IF (with and without an else
// body), WHILE and SWITCH nodes whose condition a kernel sets with the
// device-side cudaGraphSetConditional (read when the conditional node runs),
// the default value applied at each launch, a conditional node added to a
// stream capture with its body captured by cudaStreamBeginCaptureToGraph,
// nested conditionals, and the errors of invalid calls.
#include <cstdio>

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

__global__ void set_from(const int *v, cudaGraphConditionalHandle h) {
  if (threadIdx.x == 0)
    cudaGraphSetConditional(h, *v);
}
__global__ void add(int *x, int k) { atomicAdd(x, k); }
// counts *n down, keeps looping while it is positive
__global__ void count_down(int *n, int *iters, cudaGraphConditionalHandle h) {
  if (threadIdx.x) // one thread (recorded when all 32 raced to the same end)
    return;
  int left = --*n;
  ++*iters;
  cudaGraphSetConditional(h, left > 0);
}

static cudaGraphNode_t kernel_node(cudaGraph_t g, const cudaGraphNode_t *deps,
                                   size_t nd, void *fn, void **args) {
  cudaGraphNodeParams p = {cudaGraphNodeTypeKernel};
  p.kernel.func = fn;
  p.kernel.gridDim = dim3(1);
  p.kernel.blockDim = dim3(32);
  p.kernel.kernelParams = args;
  cudaGraphNode_t n = NULL;
  CHECK(cudaGraphAddNode(&n, g, deps, NULL, nd, &p));
  return n;
}

int main() {
  int *v, *x;
  cudaMalloc(&v, sizeof(int));
  cudaMalloc(&x, sizeof(int));
  int one = 1, two = 2, four = 4;

  // ---- IF: set_from -> IF { add 1 }
  {
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphConditionalHandle h;
    PROBE("handle create", cudaGraphConditionalHandleCreate(&h, g),
          cudaSuccess);
    void *a0[] = {&v, &h};
    cudaGraphNode_t k = kernel_node(g, NULL, 0, (void *)set_from, a0);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = h;
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.size = 1;
    cudaGraphNode_t cn;
    PROBE("add IF node", cudaGraphAddNode(&cn, g, &k, NULL, 1, &c),
          cudaSuccess);
    cudaGraphNodeType t;
    cudaGraphNodeGetType(cn, &t);
    printf("IF node type %d, body %s\n", (int)t,
           c.conditional.phGraph_out && c.conditional.phGraph_out[0] ? "yes"
                                                                     : "no");
    void *a1[] = {&x, &one};
    kernel_node(c.conditional.phGraph_out[0], NULL, 0, (void *)add, a1);
    cudaGraphExec_t e;
    PROBE("instantiate IF graph", cudaGraphInstantiate(&e, g, 0), cudaSuccess);
    for (int cond = 0; cond < 3; cond++) {
      int h_x = 0;
      cudaMemset(x, 0, sizeof(int));
      cudaMemcpy(v, &cond, sizeof(int), cudaMemcpyHostToDevice);
      CHECK(cudaGraphLaunch(e, 0));
      cudaMemcpy(&h_x, x, sizeof(int), cudaMemcpyDeviceToHost);
      printf("IF with condition %d: x = %d\n", cond, h_x);
    }
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
  }

  // ---- IF/else (size 2)
  {
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphConditionalHandle h;
    cudaGraphConditionalHandleCreate(&h, g);
    void *a0[] = {&v, &h};
    cudaGraphNode_t k = kernel_node(g, NULL, 0, (void *)set_from, a0);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = h;
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.size = 2;
    cudaGraphNode_t cn;
    PROBE("add IF/else node", cudaGraphAddNode(&cn, g, &k, NULL, 1, &c),
          cudaSuccess);
    void *a1[] = {&x, &one}, *a2[] = {&x, &four};
    kernel_node(c.conditional.phGraph_out[0], NULL, 0, (void *)add, a1);
    kernel_node(c.conditional.phGraph_out[1], NULL, 0, (void *)add, a2);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0));
    for (int cond = 0; cond < 2; cond++) {
      int h_x = 0;
      cudaMemset(x, 0, sizeof(int));
      cudaMemcpy(v, &cond, sizeof(int), cudaMemcpyHostToDevice);
      CHECK(cudaGraphLaunch(e, 0));
      cudaMemcpy(&h_x, x, sizeof(int), cudaMemcpyDeviceToHost);
      printf("IF/else with condition %d: x = %d\n", cond, h_x);
    }
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
  }

  // ---- WHILE with a default value applied at each launch: the body runs
  // until count_down clears the condition
  int *n, *iters;
  cudaMalloc(&n, sizeof(int));
  cudaMalloc(&iters, sizeof(int));
  {
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphConditionalHandle h;
    PROBE("handle create (default 1, assign)",
          cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault),
          cudaSuccess);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = h;
    c.conditional.type = cudaGraphCondTypeWhile;
    c.conditional.size = 1;
    cudaGraphNode_t cn;
    PROBE("add WHILE node", cudaGraphAddNode(&cn, g, NULL, NULL, 0, &c),
          cudaSuccess);
    void *a[] = {&n, &iters, &h};
    kernel_node(c.conditional.phGraph_out[0], NULL, 0, (void *)count_down, a);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0));
    int starts[] = {5, 1, 0};
    for (int s : starts) {
      int h_n = s, h_i = 0;
      cudaMemcpy(n, &h_n, sizeof(int), cudaMemcpyHostToDevice);
      cudaMemset(iters, 0, sizeof(int));
      CHECK(cudaGraphLaunch(e, 0));
      cudaMemcpy(&h_n, n, sizeof(int), cudaMemcpyDeviceToHost);
      cudaMemcpy(&h_i, iters, sizeof(int), cudaMemcpyDeviceToHost);
      printf("WHILE from %d: %d iterations, n = %d\n", s, h_i, h_n);
    }
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
  }

  // ---- SWITCH with 3 bodies; values past the last run none
  {
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphConditionalHandle h;
    cudaGraphConditionalHandleCreate(&h, g);
    void *a0[] = {&v, &h};
    cudaGraphNode_t k = kernel_node(g, NULL, 0, (void *)set_from, a0);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = h;
    c.conditional.type = cudaGraphCondTypeSwitch;
    c.conditional.size = 3;
    cudaGraphNode_t cn;
    PROBE("add SWITCH node", cudaGraphAddNode(&cn, g, &k, NULL, 1, &c),
          cudaSuccess);
    int hundred = 100, ten = 10;
    void *b0[] = {&x, &one}, *b1[] = {&x, &ten}, *b2[] = {&x, &hundred};
    kernel_node(c.conditional.phGraph_out[0], NULL, 0, (void *)add, b0);
    kernel_node(c.conditional.phGraph_out[1], NULL, 0, (void *)add, b1);
    cudaGraphNode_t b2n =
        kernel_node(c.conditional.phGraph_out[2], NULL, 0, (void *)add, b2);
    kernel_node(c.conditional.phGraph_out[2], &b2n, 1, (void *)add, b2);
    // a node after the conditional sees the body's work
    void *a3[] = {&x, &two};
    kernel_node(g, &cn, 1, (void *)add, a3);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0));
    for (int cond = 0; cond < 5; cond++) {
      int h_x = 0;
      cudaMemset(x, 0, sizeof(int));
      cudaMemcpy(v, &cond, sizeof(int), cudaMemcpyHostToDevice);
      CHECK(cudaGraphLaunch(e, 0));
      cudaMemcpy(&h_x, x, sizeof(int), cudaMemcpyDeviceToHost);
      printf("SWITCH on %d: x = %d\n", cond, h_x);
    }
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
  }

  // ---- a WHILE node added to a stream capture; its body captured into it
  {
    cudaStream_t s;
    cudaStreamCreate(&s);
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    cudaMemsetAsync(iters, 0, sizeof(int), s);
    cudaStreamCaptureStatus st;
    cudaGraph_t cg;
    const cudaGraphNode_t *deps;
    size_t nd;
    CHECK(cudaStreamGetCaptureInfo(s, &st, NULL, &cg, &deps, NULL, &nd));
    cudaGraphConditionalHandle h;
    PROBE("handle create in capture graph",
          cudaGraphConditionalHandleCreate(&h, cg, 1,
                                           cudaGraphCondAssignDefault),
          cudaSuccess);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = h;
    c.conditional.type = cudaGraphCondTypeWhile;
    c.conditional.size = 1;
    cudaGraphNode_t cn;
    PROBE("add WHILE node to capture",
          cudaGraphAddNode(&cn, cg, deps, NULL, nd, &c), cudaSuccess);
    PROBE("capture depends on it",
          cudaStreamUpdateCaptureDependencies(s, &cn, NULL, 1,
                                              cudaStreamSetCaptureDependencies),
          cudaSuccess);
    add<<<1, 1, 0, s>>>(iters, 1000);
    cudaGraph_t g;
    PROBE("end capture", cudaStreamEndCapture(s, &g), cudaSuccess);
    size_t nn = 0;
    cudaGraphGetNodes(g, NULL, &nn);
    printf("captured graph has %zu nodes\n", nn);

    cudaStream_t bs;
    cudaStreamCreate(&bs);
    PROBE("capture to body graph",
          cudaStreamBeginCaptureToGraph(bs, c.conditional.phGraph_out[0], NULL,
                                        NULL, 0, cudaStreamCaptureModeGlobal),
          cudaSuccess);
    count_down<<<1, 1, 0, bs>>>(n, iters, h);
    cudaGraph_t same = NULL;
    PROBE("end body capture", cudaStreamEndCapture(bs, &same), cudaSuccess);
    printf("body capture returns the body: %d\n",
           same == c.conditional.phGraph_out[0]);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0));
    int h_n = 3, h_i = 0;
    cudaMemcpy(n, &h_n, sizeof(int), cudaMemcpyHostToDevice);
    CHECK(cudaGraphLaunch(e, s));
    cudaStreamSynchronize(s);
    cudaMemcpy(&h_i, iters, sizeof(int), cudaMemcpyDeviceToHost);
    printf("captured WHILE: iterations + 1000 = %d\n", h_i);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cudaStreamDestroy(bs);
    cudaStreamDestroy(s);
  }

  // ---- nested: IF { WHILE { count_down } }
  {
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphConditionalHandle hi, hw;
    cudaGraphConditionalHandleCreate(&hi, g);
    void *a0[] = {&v, &hi};
    cudaGraphNode_t k = kernel_node(g, NULL, 0, (void *)set_from, a0);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = hi;
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.size = 1;
    cudaGraphNode_t cn;
    CHECK(cudaGraphAddNode(&cn, g, &k, NULL, 1, &c));
    cudaGraph_t body = c.conditional.phGraph_out[0];
    PROBE("handle create in body graph",
          cudaGraphConditionalHandleCreate(&hw, body, 1,
                                           cudaGraphCondAssignDefault),
          cudaSuccess);
    cudaGraphNodeParams w = {cudaGraphNodeTypeConditional};
    w.conditional.handle = hw;
    w.conditional.type = cudaGraphCondTypeWhile;
    w.conditional.size = 1;
    cudaGraphNode_t wn;
    PROBE("add nested WHILE", cudaGraphAddNode(&wn, body, NULL, NULL, 0, &w),
          cudaSuccess);
    void *a[] = {&n, &iters, &hw};
    kernel_node(w.conditional.phGraph_out[0], NULL, 0, (void *)count_down, a);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0));
    for (int cond = 0; cond < 2; cond++) {
      int h_n = 4, h_i = 0;
      cudaMemcpy(n, &h_n, sizeof(int), cudaMemcpyHostToDevice);
      cudaMemset(iters, 0, sizeof(int));
      cudaMemcpy(v, &cond, sizeof(int), cudaMemcpyHostToDevice);
      CHECK(cudaGraphLaunch(e, 0));
      cudaMemcpy(&h_i, iters, sizeof(int), cudaMemcpyDeviceToHost);
      printf("nested IF %d { WHILE }: %d iterations\n", cond, h_i);
    }
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
  }

  // ---- invalid calls
  {
    cudaGraph_t g, g2;
    cudaGraphCreate(&g, 0);
    cudaGraphCreate(&g2, 0);
    cudaGraphConditionalHandle h, h2;
    PROBE("handle create NULL out",
          cudaGraphConditionalHandleCreate(NULL, g), cudaErrorInvalidValue);
    PROBE("handle create NULL graph",
          cudaGraphConditionalHandleCreate(&h, NULL), cudaErrorInvalidValue);
    PROBE("handle create flags 2",
          cudaGraphConditionalHandleCreate(&h, g, 0, 2), cudaErrorInvalidValue);
    CHECK(cudaGraphConditionalHandleCreate(&h, g));
    CHECK(cudaGraphConditionalHandleCreate(&h2, g2));
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    cudaGraphNode_t cn;
    c.conditional.handle = h;
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.size = 0;
    PROBE("IF size 0", cudaGraphAddNode(&cn, g, NULL, NULL, 0, &c),
          cudaErrorInvalidValue);
    c.conditional.size = 3;
    PROBE("IF size 3", cudaGraphAddNode(&cn, g, NULL, NULL, 0, &c),
          cudaErrorInvalidValue);
    c.conditional.type = cudaGraphCondTypeWhile;
    c.conditional.size = 2;
    PROBE("WHILE size 2", cudaGraphAddNode(&cn, g, NULL, NULL, 0, &c),
          cudaErrorInvalidValue);
    c.conditional.type = (cudaGraphConditionalNodeType)7;
    c.conditional.size = 1;
    PROBE("type 7", cudaGraphAddNode(&cn, g, NULL, NULL, 0, &c),
          cudaErrorInvalidValue);
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.handle = h2;
    PROBE("handle of another graph (not checked)",
          cudaGraphAddNode(&cn, g, NULL, NULL, 0, &c), cudaSuccess);
    c.conditional.handle = 0;
    PROBE("handle 0", cudaGraphAddNode(&cn, g, NULL, NULL, 0, &c),
          cudaErrorInvalidValue);
    cudaGraphNodeParams bad = {(cudaGraphNodeType)0x40};
    PROBE("node type 0x40", cudaGraphAddNode(&cn, g, NULL, NULL, 0, &bad),
          cudaErrorInvalidValue);
    PROBE("NULL params", cudaGraphAddNode(&cn, g, NULL, NULL, 0, NULL),
          cudaErrorInvalidValue);
    // a handle no node uses
    cudaGraphInstantiateParams ip = {};
    cudaGraphExec_t e;
    PROBE("instantiate with an unused handle",
          cudaGraphInstantiateWithParams(&e, g2, &ip), cudaErrorInvalidValue);
    printf("result_out %d\n", (int)ip.result_out);
    cudaGraphDestroy(g);
    cudaGraphDestroy(g2);
  }
  cudaFree(v);
  cudaFree(x);
  cudaFree(n);
  cudaFree(iters);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
