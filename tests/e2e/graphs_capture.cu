// Stream capture into CUDA graphs (graphs_capture.expected: recorded with
// nvcc 13 on an H100): kernels, asynchronous memsets and copies, host
// functions, a fork into a second stream and its join through events, the
// three capture modes, cudaStreamIsCapturing / cudaStreamGetCaptureInfo,
// cudaThreadExchangeStreamCaptureMode, replaying the captured graph, and
// the errors CUDA gives (capturing the legacy stream, synchronizing or
// querying a capturing stream, unjoined forks, ending from the wrong
// stream, waiting on an event recorded outside the capture, the legacy
// stream meeting a capture, a graph launch or an event query in a
// capture). Lines after "EndCapture(after implicit)" repeat what
// tests/reference/probe_graphs.out recorded. The unjoined fork alone was not run on the GPU.
#include <cstdio>

__global__ void axpb(int *x, int a, int b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = x[i] * a + b;
}

__global__ void add_into(int *dst, const int *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    dst[i] += src[i];
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

static int hits;
static void CUDART_CB host_count(void *p) { hits += *(int *)p; }

static const char *status_name(cudaStreamCaptureStatus s) {
  return s == cudaStreamCaptureStatusNone       ? "None"
         : s == cudaStreamCaptureStatusActive   ? "Active"
         : s == cudaStreamCaptureStatusInvalidated ? "Invalidated"
                                                   : "?";
}

static int count_nodes(cudaGraph_t g, cudaGraphNodeType type) {
  size_t n = 0;
  cudaGraphGetNodes(g, NULL, &n);
  cudaGraphNode_t nodes[64];
  cudaGraphGetNodes(g, nodes, &n);
  int c = 0;
  for (size_t i = 0; i < n; i++) {
    cudaGraphNodeType t;
    cudaGraphNodeGetType(nodes[i], &t);
    c += t == type;
  }
  return c;
}

int main() {
  setvbuf(stdout, NULL, _IONBF, 0);
  const int n = 4096, bytes = n * sizeof(int);
  int *x, *y, *h;
  cudaMalloc(&x, bytes);
  cudaMalloc(&y, bytes);
  cudaMallocHost(&h, bytes);
  cudaStream_t s1, s2;
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaEvent_t fork, join;
  cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&join, cudaEventDisableTiming);

  // x = 2 (bytes 0x02... no: memset of bytes 0, then kernels); y in s2
  cudaStreamCaptureStatus st;
  EXPECT(cudaStreamIsCapturing(s1, &st) == cudaSuccess &&
         st == cudaStreamCaptureStatusNone);
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  EXPECT(cudaStreamIsCapturing(s1, &st) == cudaSuccess &&
         st == cudaStreamCaptureStatusActive);
  unsigned long long id1 = 0;
  cudaGraph_t cg = NULL;
  EXPECT(cudaStreamGetCaptureInfo(s1, &st, &id1, &cg) == cudaSuccess &&
         st == cudaStreamCaptureStatusActive && cg != NULL);
  EXPECT(cudaMemsetAsync(x, 0, bytes, s1) == cudaSuccess);
  axpb<<<n / 256, 256, 0, s1>>>(x, 1, 3, n); // x = 3
  EXPECT(cudaGetLastError() == cudaSuccess);
  EXPECT(cudaEventRecord(fork, s1) == cudaSuccess);
  EXPECT(cudaStreamWaitEvent(s2, fork, 0) == cudaSuccess); // s2 joins
  EXPECT(cudaStreamIsCapturing(s2, &st) == cudaSuccess &&
         st == cudaStreamCaptureStatusActive);
  unsigned long long id2 = 0;
  EXPECT(cudaStreamGetCaptureInfo(s2, &st, &id2) == cudaSuccess && id2 == id1);
  EXPECT(cudaMemsetAsync(y, 0, bytes, s2) == cudaSuccess);
  axpb<<<n / 256, 256, 0, s2>>>(y, 1, 10, n); // y = 10 (concurrently)
  axpb<<<n / 256, 256, 0, s1>>>(x, 2, 0, n);  // x = 6
  int one = 1;
  EXPECT(cudaLaunchHostFunc(s2, host_count, &one) == cudaSuccess);
  EXPECT(cudaEventRecord(join, s2) == cudaSuccess);
  EXPECT(cudaStreamWaitEvent(s1, join, 0) == cudaSuccess); // join back
  add_into<<<n / 256, 256, 0, s1>>>(x, y, n);              // x = 16
  EXPECT(cudaMemcpyAsync(h, x, bytes, cudaMemcpyDeviceToHost, s1) ==
         cudaSuccess);
  cudaGraph_t g = NULL;
  EXPECT(hits == 0); // nothing ran while capturing
  EXPECT(cudaStreamEndCapture(s1, &g) == cudaSuccess && g == cg);
  EXPECT(cudaStreamIsCapturing(s1, &st) == cudaSuccess &&
         st == cudaStreamCaptureStatusNone);
  EXPECT(cudaStreamIsCapturing(s2, &st) == cudaSuccess &&
         st == cudaStreamCaptureStatusNone);
  size_t nn = 0;
  EXPECT(cudaGraphGetNodes(g, NULL, &nn) == cudaSuccess && nn == 8);
  EXPECT(count_nodes(g, cudaGraphNodeTypeKernel) == 4);
  EXPECT(count_nodes(g, cudaGraphNodeTypeHost) == 1);
  size_t nroots = 0;
  cudaGraphGetRootNodes(g, NULL, &nroots);
  EXPECT(nroots == 1);

  cudaGraphExec_t ex;
  EXPECT(cudaGraphInstantiate(&ex, g, 0) == cudaSuccess);
  for (int rep = 0; rep < 2; rep++) {
    for (int i = 0; i < n; i++)
      h[i] = -1;
    EXPECT(cudaGraphLaunch(ex, s1) == cudaSuccess);
    EXPECT(cudaStreamSynchronize(s1) == cudaSuccess);
    bool ok = true;
    for (int i = 0; i < n; i++)
      ok = ok && h[i] == 16;
    EXPECT(ok);
  }
  EXPECT(hits == 2);

  // relaxed mode lets cudaMalloc run meanwhile
  cudaStream_t s3;
  cudaStreamCreate(&s3); // a blocking stream
  EXPECT(cudaStreamBeginCapture(s3, cudaStreamCaptureModeRelaxed) ==
         cudaSuccess);
  axpb<<<n / 256, 256, 0, s3>>>(x, 1, 1, n);
  void *tmp = NULL;
  EXPECT(cudaMalloc(&tmp, 256) == cudaSuccess);
  cudaGraph_t g2 = NULL;
  EXPECT(cudaStreamEndCapture(s3, &g2) == cudaSuccess);
  EXPECT(count_nodes(g2, cudaGraphNodeTypeKernel) == 1);
  cudaGraphExec_t ex2;
  EXPECT(cudaGraphInstantiate(&ex2, g2, 0) == cudaSuccess);
  EXPECT(cudaGraphLaunch(ex2, s3) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(s3) == cudaSuccess);
  int x0 = 0;
  cudaMemcpy(&x0, x, sizeof x0, cudaMemcpyDeviceToHost);
  EXPECT(x0 == 17 && h[0] == 16 && hits == 2);
  cudaFree(tmp);

  // thread capture modes
  cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
  EXPECT(cudaThreadExchangeStreamCaptureMode(&mode) == cudaSuccess &&
         mode == cudaStreamCaptureModeGlobal);
  mode = cudaStreamCaptureModeThreadLocal;
  EXPECT(cudaThreadExchangeStreamCaptureMode(&mode) == cudaSuccess &&
         mode == cudaStreamCaptureModeRelaxed);
  mode = cudaStreamCaptureModeGlobal;
  EXPECT(cudaThreadExchangeStreamCaptureMode(&mode) == cudaSuccess &&
         mode == cudaStreamCaptureModeThreadLocal);
  mode = (cudaStreamCaptureMode)7; // not checked by CUDA
  PROBE("ThreadExchangeStreamCaptureMode(7)",
        cudaThreadExchangeStreamCaptureMode(&mode), cudaSuccess);
  EXPECT(mode == cudaStreamCaptureModeGlobal);
  mode = cudaStreamCaptureModeGlobal;
  EXPECT(cudaThreadExchangeStreamCaptureMode(&mode) == cudaSuccess &&
         (int)mode == 7);

  // errors
  PROBE("BeginCapture(cudaStreamLegacy)",
        cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal),
        cudaErrorStreamCaptureUnsupported);
  PROBE("BeginCapture(0)",
        cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal),
        cudaErrorStreamCaptureUnsupported);
  PROBE("BeginCapture(mode=5)",
        cudaStreamBeginCapture(s1, (cudaStreamCaptureMode)5),
        cudaErrorInvalidValue);
  cudaGraph_t gn = (cudaGraph_t)1;
  PROBE("EndCapture(not capturing)", cudaStreamEndCapture(s1, &gn),
        cudaErrorIllegalState);
  EXPECT(gn == NULL);
  PROBE("IsCapturing(status=NULL)", cudaStreamIsCapturing(s1, NULL),
        cudaErrorInvalidValue);

  // synchronizing a capturing stream invalidates the capture
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  PROBE("BeginCapture(already capturing)",
        cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal),
        cudaErrorIllegalState);
  axpb<<<1, 32, 0, s1>>>(x, 1, 1, 32);
  PROBE("StreamSynchronize(capturing)", cudaStreamSynchronize(s1),
        cudaErrorStreamCaptureUnsupported);
  EXPECT(cudaStreamIsCapturing(s1, &st) == cudaSuccess);
  printf("%-40s %s\n", "status after sync", status_name(st));
  PROBE("launch into invalidated capture",
        (axpb<<<1, 32, 0, s1>>>(x, 1, 1, 32), cudaGetLastError()),
        cudaErrorStreamCaptureInvalidated);
  cudaGraph_t gi = (cudaGraph_t)1;
  PROBE("EndCapture(invalidated)", cudaStreamEndCapture(s1, &gi),
        cudaErrorStreamCaptureInvalidated);
  EXPECT(gi == NULL);
  EXPECT(cudaStreamIsCapturing(s1, &st) == cudaSuccess &&
         st == cudaStreamCaptureStatusNone);

  // querying a capturing stream
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  PROBE("StreamQuery(capturing)", cudaStreamQuery(s1),
        cudaErrorStreamCaptureUnsupported);
  PROBE("EndCapture(after query)", cudaStreamEndCapture(s1, &gi),
        cudaErrorStreamCaptureInvalidated);

  // an unjoined fork
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  axpb<<<1, 32, 0, s1>>>(x, 1, 1, 32);
  EXPECT(cudaEventRecord(fork, s1) == cudaSuccess);
  EXPECT(cudaStreamWaitEvent(s2, fork, 0) == cudaSuccess);
  axpb<<<1, 32, 0, s2>>>(y, 1, 1, 32);
  PROBE("EndCapture(forked stream)", cudaStreamEndCapture(s2, &gi),
        cudaErrorStreamCaptureUnmatched);
  PROBE("EndCapture(after unmatched)", cudaStreamEndCapture(s1, &gi),
        cudaErrorStreamCaptureInvalidated);
  EXPECT(cudaStreamIsCapturing(s2, &st) == cudaSuccess &&
         st == cudaStreamCaptureStatusNone);
  // (CUDA's documented error for a fork never joined back; not on an H100)
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  EXPECT(cudaEventRecord(fork, s1) == cudaSuccess);
  EXPECT(cudaStreamWaitEvent(s2, fork, 0) == cudaSuccess);
  axpb<<<1, 32, 0, s2>>>(y, 1, 1, 32);
  axpb<<<1, 32, 0, s1>>>(x, 1, 1, 32);
  EXPECT(cudaStreamEndCapture(s1, &gi) == cudaErrorStreamCaptureUnjoined);
  cudaGetLastError();
  EXPECT(gi == NULL);
  EXPECT(cudaStreamIsCapturing(s2, &st) == cudaSuccess &&
         st == cudaStreamCaptureStatusNone);

  // a fork that did nothing needs no join
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  axpb<<<1, 32, 0, s1>>>(x, 1, 1, 32);
  EXPECT(cudaEventRecord(fork, s1) == cudaSuccess);
  EXPECT(cudaStreamWaitEvent(s2, fork, 0) == cudaSuccess);
  cudaGraph_t g3 = NULL;
  PROBE("EndCapture(idle fork)", cudaStreamEndCapture(s1, &g3), cudaSuccess);
  if (g3)
    cudaGraphDestroy(g3);

  // waiting on an event recorded outside the capture
  cudaEventRecord(join, s2);
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  PROBE("WaitEvent(uncaptured event)", cudaStreamWaitEvent(s1, join, 0),
        cudaErrorStreamCaptureIsolation);
  PROBE("EndCapture(after isolation)", cudaStreamEndCapture(s1, &gi),
        cudaErrorStreamCaptureInvalidated);

  // the legacy stream meets a capturing blocking stream
  EXPECT(cudaStreamBeginCapture(s3, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  PROBE("IsCapturing(legacy)", cudaStreamIsCapturing(cudaStreamLegacy, &st),
        cudaErrorStreamCaptureImplicit);
  PROBE("launch into legacy stream",
        (axpb<<<1, 32>>>(x, 1, 1, 32), cudaGetLastError()),
        cudaErrorStreamCaptureImplicit);
  PROBE("EndCapture(after implicit)", cudaStreamEndCapture(s3, &gi),
        cudaErrorStreamCaptureInvalidated);

  // a graph launch or a query of a captured event inside a capture
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  PROBE("GraphLaunch(into capture)", cudaGraphLaunch(ex, s1),
        cudaErrorStreamCaptureUnsupported);
  PROBE("EndCapture(after graph launch)", cudaStreamEndCapture(s1, &gi),
        cudaErrorStreamCaptureInvalidated);
  EXPECT(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  axpb<<<1, 32, 0, s1>>>(x, 1, 1, 32);
  EXPECT(cudaEventRecord(fork, s1) == cudaSuccess);
  PROBE("EventQuery(captured event)", cudaEventQuery(fork),
        cudaErrorCapturedEvent);
  PROBE("EndCapture(after event query)", cudaStreamEndCapture(s1, &gi),
        cudaErrorStreamCaptureInvalidated);
  PROBE("EventQuery(event of that capture)", cudaEventQuery(fork),
        cudaErrorInvalidValue);

  EXPECT(cudaGraphExecDestroy(ex) == cudaSuccess);
  EXPECT(cudaGraphExecDestroy(ex2) == cudaSuccess);
  EXPECT(cudaGraphDestroy(g) == cudaSuccess);
  EXPECT(cudaGraphDestroy(g2) == cudaSuccess);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
  cudaStreamDestroy(s3);
  cudaEventDestroy(fork);
  cudaEventDestroy(join);
  cudaFree(x);
  cudaFree(y);
  cudaFreeHost(h);
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails ? 1 : 0;
}
