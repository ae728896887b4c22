// Graph memory nodes (graph_mem_nodes.expected: recorded with nvcc 13 on an
// H100): cudaGraphAddMemAllocNode returns the address at once, kernels and
// copies of the graph use it, cudaGraphAddMemFreeNode frees it (in the same
// graph or another one, or cudaFree/cudaFreeAsync after the launch), stream
// capture turns cudaMallocAsync/cudaFreeAsync into such nodes,
// cudaGraphMemAllocNodeGetParams/MemFreeNodeGetParams, the graph memory
// attributes and cudaDeviceGraphMemTrim, and the errors of invalid calls.
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

const int N = 1 << 16;

__global__ void fill(float *a, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    a[i] = v + i;
}
__global__ void square(const float *a, float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    b[i] = a[i] * a[i];
}

static size_t attr(cudaGraphMemAttributeType t) {
  size_t v = 12345;
  CHECK(cudaDeviceGetGraphMemAttribute(0, t, &v));
  return v;
}

static cudaMemAllocNodeParams alloc_params(size_t bytes) {
  cudaMemAllocNodeParams p;
  memset(&p, 0, sizeof p);
  p.bytesize = bytes;
  p.poolProps.allocType = cudaMemAllocationTypePinned;
  p.poolProps.location.type = cudaMemLocationTypeDevice;
  p.poolProps.location.id = 0;
  return p;
}

int main() {
  const size_t bytes = N * sizeof(float);
  float *h = (float *)malloc(bytes);
  printf("at start: used %zu reserved %zu\n",
         attr(cudaGraphMemAttrUsedMemCurrent),
         attr(cudaGraphMemAttrReservedMemCurrent));

  // alloc a -> fill a -> alloc b -> square a,b -> copy b -> free a, free b
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaMemAllocNodeParams pa = alloc_params(bytes);
  cudaGraphNode_t na, nb, nf, ns, nc, nfa, nfb;
  PROBE("alloc node", cudaGraphAddMemAllocNode(&na, g, NULL, 0, &pa),
        cudaSuccess);
  float *a = (float *)pa.dptr;
  printf("address returned: %d, 256-aligned: %d\n", a != NULL,
         ((size_t)a & 255) == 0);
  float val = 1.0f;
  void *fa[] = {&a, &val};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)fill;
  kp.gridDim = dim3(N / 256);
  kp.blockDim = dim3(256);
  kp.kernelParams = fa;
  CHECK(cudaGraphAddKernelNode(&nf, g, &na, 1, &kp));
  cudaMemAllocNodeParams pb = alloc_params(bytes);
  CHECK(cudaGraphAddMemAllocNode(&nb, g, &nf, 1, &pb));
  float *b = (float *)pb.dptr;
  printf("second allocation differs: %d\n", a != b);
  void *sa[] = {&a, &b};
  kp.func = (void *)square;
  kp.kernelParams = sa;
  CHECK(cudaGraphAddKernelNode(&ns, g, &nb, 1, &kp));
  CHECK(cudaGraphAddMemcpyNode1D(&nc, g, &ns, 1, h, b, bytes,
                                 cudaMemcpyDeviceToHost));
  PROBE("free node a", cudaGraphAddMemFreeNode(&nfa, g, &ns, 1, a),
        cudaSuccess);
  PROBE("free node b", cudaGraphAddMemFreeNode(&nfb, g, &nc, 1, b),
        cudaSuccess);

  cudaMemAllocNodeParams q;
  PROBE("alloc node params", cudaGraphMemAllocNodeGetParams(na, &q),
        cudaSuccess);
  printf("params: bytes %d, same address %d, type %d, location %d/%d\n",
         q.bytesize == bytes, q.dptr == a, (int)q.poolProps.allocType,
         (int)q.poolProps.location.type, q.poolProps.location.id);
  void *fp = NULL;
  PROBE("free node params", cudaGraphMemFreeNodeGetParams(nfb, &fp),
        cudaSuccess);
  printf("free node frees b: %d\n", fp == b);
  cudaGraphNodeType t1, t2;
  cudaGraphNodeGetType(na, &t1);
  cudaGraphNodeGetType(nfa, &t2);
  printf("node types %d %d\n", (int)t1, (int)t2);
  PROBE("alloc params of a free node",
        cudaGraphMemAllocNodeGetParams(nfa, &q), cudaErrorInvalidValue);

  printf("before instantiate: used %zu\n",
         attr(cudaGraphMemAttrUsedMemCurrent));
  cudaGraphExec_t e;
  CHECK(cudaGraphInstantiate(&e, g, 0));
  for (int it = 0; it < 3; it++) {
    memset(h, 0, bytes);
    CHECK(cudaGraphLaunch(e, 0));
    CHECK(cudaStreamSynchronize(0));
    bool ok = true;
    for (int i = 0; i < N; i++)
      ok = ok && h[i] == (1.0f + i) * (1.0f + i);
    printf("launch %d: results %s\n", it, ok ? "ok" : "WRONG");
  }
  size_t used = attr(cudaGraphMemAttrUsedMemCurrent);
  size_t high = attr(cudaGraphMemAttrUsedMemHigh);
  size_t res = attr(cudaGraphMemAttrReservedMemCurrent);
  printf("after launches: used >= 2 buffers %d, high >= used %d, reserved >= "
         "used %d\n",
         used >= 2 * bytes, high >= used, res >= used);
  CHECK(cudaGraphExecDestroy(e));
  CHECK(cudaGraphDestroy(g));
  PROBE("trim", cudaDeviceGraphMemTrim(0), cudaSuccess);
  printf("after trim: used %zu reserved %zu\n",
         attr(cudaGraphMemAttrUsedMemCurrent),
         attr(cudaGraphMemAttrReservedMemCurrent));

  // allocation in one graph, free in another; the memory stays valid between
  cudaGraph_t ga, gf;
  cudaGraphCreate(&ga, 0);
  cudaGraphCreate(&gf, 0);
  cudaMemAllocNodeParams pc = alloc_params(bytes);
  CHECK(cudaGraphAddMemAllocNode(&na, ga, NULL, 0, &pc));
  float *c = (float *)pc.dptr;
  void *fc[] = {&c, &val};
  kp.func = (void *)fill;
  kp.kernelParams = fc;
  CHECK(cudaGraphAddKernelNode(&nf, ga, &na, 1, &kp));
  CHECK(cudaGraphAddMemFreeNode(&nfa, gf, NULL, 0, c));
  cudaGraphExec_t ea, ef;
  CHECK(cudaGraphInstantiate(&ea, ga, 0));
  CHECK(cudaGraphInstantiate(&ef, gf, 0));
  CHECK(cudaGraphLaunch(ea, 0));
  float h2[4];
  CHECK(cudaMemcpy(h2, c + 10, sizeof h2, cudaMemcpyDeviceToHost));
  printf("read between the graphs: %.0f %.0f\n", h2[0], h2[3]);
  cudaPointerAttributes pattr;
  CHECK(cudaPointerGetAttributes(&pattr, c));
  printf("pointer type %d\n", (int)pattr.type);
  printf("live allocation counted: %d\n",
         attr(cudaGraphMemAttrUsedMemCurrent) >= bytes);
  CHECK(cudaGraphLaunch(ef, 0));
  CHECK(cudaStreamSynchronize(0));
  // launched again: allocated anew, then freed with cudaFree
  CHECK(cudaGraphLaunch(ea, 0));
  CHECK(cudaStreamSynchronize(0));
  PROBE("cudaFree of a graph allocation", cudaFree(c), cudaSuccess);
  CHECK(cudaGraphLaunch(ea, 0));
  PROBE("cudaFreeAsync of a graph allocation", cudaFreeAsync(c, 0),
        cudaSuccess);
  CHECK(cudaStreamSynchronize(0));
  cudaGraphExecDestroy(ea);
  cudaGraphExecDestroy(ef);
  cudaGraphDestroy(ga);
  cudaGraphDestroy(gf);

  // stream capture of cudaMallocAsync/cudaFreeAsync
  cudaStream_t s;
  cudaStreamCreate(&s);
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  float *d = NULL;
  PROBE("captured cudaMallocAsync", cudaMallocAsync(&d, bytes, s),
        cudaSuccess);
  fill<<<N / 256, 256, 0, s>>>(d, 2.0f);
  cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s);
  PROBE("captured cudaFreeAsync", cudaFreeAsync(d, s), cudaSuccess);
  cudaGraph_t cg;
  CHECK(cudaStreamEndCapture(s, &cg));
  size_t nn = 0;
  cudaGraphGetNodes(cg, NULL, &nn);
  cudaGraphNode_t nodes[8];
  size_t n8 = 8;
  cudaGraphGetNodes(cg, nodes, &n8);
  printf("captured %zu nodes:", nn);
  for (size_t i = 0; i < n8; i++) {
    cudaGraphNodeType t;
    cudaGraphNodeGetType(nodes[i], &t);
    printf(" %d", (int)t);
  }
  printf("\n");
  cudaGraphExec_t ce;
  CHECK(cudaGraphInstantiate(&ce, cg, 0));
  memset(h, 0, bytes);
  CHECK(cudaGraphLaunch(ce, s));
  CHECK(cudaStreamSynchronize(s));
  printf("captured graph result: %.0f %.0f\n", h[0], h[N - 1]);
  cudaGraphExecDestroy(ce);
  cudaGraphDestroy(cg);

  // attributes and errors
  size_t zero = 0, one = 1;
  PROBE("reset used high",
        cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero),
        cudaSuccess);
  PROBE("reset reserved high",
        cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh,
                                       &zero),
        cudaSuccess);
  PROBE("set used high to 1",
        cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &one),
        cudaErrorInvalidValue);
  PROBE("set used current",
        cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent,
                                       &zero),
        cudaErrorInvalidValue);
  size_t x;
  PROBE("get attribute 9",
        cudaDeviceGetGraphMemAttribute(0, (cudaGraphMemAttributeType)9, &x),
        cudaErrorInvalidValue);
  PROBE("get on device 64",
        cudaDeviceGetGraphMemAttribute(64, cudaGraphMemAttrUsedMemCurrent, &x),
        cudaErrorInvalidDevice);
  PROBE("trim device 64", cudaDeviceGraphMemTrim(64), cudaErrorInvalidDevice);
  cudaGraphCreate(&g, 0);
  cudaMemAllocNodeParams bad = alloc_params(0);
  PROBE("alloc 0 bytes", cudaGraphAddMemAllocNode(&na, g, NULL, 0, &bad),
        cudaErrorInvalidValue);
  bad = alloc_params(bytes);
  bad.poolProps.allocType = cudaMemAllocationTypeInvalid;
  PROBE("alloc type invalid", cudaGraphAddMemAllocNode(&na, g, NULL, 0, &bad),
        cudaErrorInvalidValue);
  bad = alloc_params(bytes);
  bad.poolProps.location.id = 64;
  PROBE("alloc on device 64", cudaGraphAddMemAllocNode(&na, g, NULL, 0, &bad),
        cudaErrorInvalidValue);
  bad = alloc_params(bytes);
  bad.poolProps.location.type = cudaMemLocationTypeHost;
  PROBE("alloc on the host", cudaGraphAddMemAllocNode(&na, g, NULL, 0, &bad),
        cudaErrorNotSupported);
  PROBE("alloc NULL params", cudaGraphAddMemAllocNode(&na, g, NULL, 0, NULL),
        cudaErrorInvalidValue);
  int *plain;
  cudaMalloc(&plain, 64);
  PROBE("free node of cudaMalloc memory",
        cudaGraphAddMemFreeNode(&nfa, g, NULL, 0, plain),
        cudaErrorInvalidValue);
  PROBE("free node of NULL", cudaGraphAddMemFreeNode(&nfa, g, NULL, 0, NULL),
        cudaErrorInvalidValue);
  cudaFree(plain);
  cudaGraphDestroy(g);
  cudaStreamDestroy(s);
  free(h);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
