// Probe: what CUDA returns around stream capture and graphs for calls whose
// behaviour the tests do not pin down (output: probe_graphs.out, nvcc 13 on
// an H100).
#include <cstdio>
#include <cstdlib>

__global__ void k1(int *x) {
  if (x)
    x[threadIdx.x] += 1;
}

#define P(name, call)                                                          \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    printf("%-46s %s\n", name, cudaGetErrorName(e_));                          \
    cudaGetLastError();                                                        \
  } while (0)

static void CUDART_CB cb(cudaStream_t, cudaError_t, void *) {}

static cudaStream_t s, sb;
static cudaGraph_t g;

static void begin(cudaStream_t st, cudaStreamCaptureMode m) {
  cudaError_t e = cudaStreamBeginCapture(st, m);
  if (e)
    printf("  (begin failed: %s)\n", cudaGetErrorName(e));
}
static void end(cudaStream_t st, const char *what) {
  g = NULL;
  cudaError_t e = cudaStreamEndCapture(st, &g);
  printf("%-46s %s%s\n", what, cudaGetErrorName(e), g ? " graph" : "");
  if (g)
    cudaGraphDestroy(g);
  cudaGetLastError();
}

int main() {
  setvbuf(stdout, NULL, _IONBF, 0);
  int *d;
  cudaMalloc(&d, 4096);
  int *pinned;
  cudaMallocHost(&pinned, 4096);
  int *pageable = (int *)malloc(4096);
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaStreamCreate(&sb);
  void *p;

  begin(s, cudaStreamCaptureModeGlobal);
  P("cudaMalloc in global capture", cudaMalloc(&p, 256));
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeThreadLocal);
  P("cudaMalloc in thread-local capture", cudaMalloc(&p, 256));
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeGlobal);
  P("cudaDeviceSynchronize in global capture", cudaDeviceSynchronize());
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeRelaxed);
  P("cudaDeviceSynchronize in relaxed capture", cudaDeviceSynchronize());
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeGlobal);
  P("sync cudaMemcpy H2D in global capture",
    cudaMemcpy(d, pinned, 64, cudaMemcpyHostToDevice));
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeRelaxed);
  P("sync cudaMemcpy H2D in relaxed capture",
    cudaMemcpy(d, pinned, 64, cudaMemcpyHostToDevice));
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeGlobal);
  P("sync cudaMemset in global capture", cudaMemset(d, 0, 64));
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeGlobal);
  P("cudaMemcpyAsync pageable D2H in capture",
    cudaMemcpyAsync(pageable, d, 64, cudaMemcpyDeviceToHost, s));
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeGlobal);
  P("cudaMemcpyAsync pageable H2D in capture",
    cudaMemcpyAsync(d, pageable, 64, cudaMemcpyHostToDevice, s));
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeGlobal);
  P("cudaStreamAddCallback in capture", cudaStreamAddCallback(s, cb, NULL, 0));
  end(s, "  EndCapture");
  begin(s, cudaStreamCaptureModeGlobal);
  P("cudaMallocAsync in capture", cudaMallocAsync(&p, 256, s));
  P("cudaFreeAsync in capture", cudaFreeAsync(p, s));
  end(s, "  EndCapture");

  cudaEvent_t ev, ev2, ev3;
  cudaEventCreate(&ev3);
  begin(s, cudaStreamCaptureModeGlobal);
  k1<<<1, 32, 0, s>>>(d);
  cudaEventRecord(ev3, s);
  P("cudaEventQuery(captured event) alone", cudaEventQuery(ev3));
  end(s, "  EndCapture");
  P("cudaEventQuery(event of a good capture)", cudaEventQuery(ev3));
  begin(s, cudaStreamCaptureModeGlobal);
  k1<<<1, 32, 0, s>>>(d);
  cudaEventRecord(ev3, s);
  P("cudaEventSynchronize(captured event) alone", cudaEventSynchronize(ev3));
  end(s, "  EndCapture");
  P("cudaEventSynchronize(event of a capture)", cudaEventSynchronize(ev3));
  cudaEventRecord(ev3, s);
  P("cudaEventQuery(re-recorded outside)", cudaEventQuery(ev3));

  cudaEventCreate(&ev);
  cudaEventCreate(&ev2);
  begin(s, cudaStreamCaptureModeGlobal);
  k1<<<1, 32, 0, s>>>(d);
  cudaEventRecord(ev, s);
  P("cudaEventSynchronize(captured event)", cudaEventSynchronize(ev));
  P("cudaEventQuery(captured event)", cudaEventQuery(ev));
  cudaEventRecord(ev2, s);
  float ms;
  P("cudaEventElapsedTime(captured events)", cudaEventElapsedTime(&ms, ev, ev2));
  P("cudaStreamWaitEvent(legacy, captured event)",
    cudaStreamWaitEvent(cudaStreamLegacy, ev, 0));
  end(s, "  EndCapture");
  P("cudaEventQuery(event of ended capture)", cudaEventQuery(ev));
  P("cudaEventSynchronize(event of ended capture)", cudaEventSynchronize(ev));
  P("cudaStreamWaitEvent(s, event of ended capture)",
    cudaStreamWaitEvent(s, ev, 0));
  P("cudaStreamSynchronize(s)", cudaStreamSynchronize(s));

  begin(s, cudaStreamCaptureModeGlobal);
  k1<<<1, 32, 0, s>>>(d);
  P("cudaEventRecordWithFlags(external) in capture",
    cudaEventRecordWithFlags(ev, s, cudaEventRecordExternal));
  P("cudaStreamWaitEvent(external) in capture",
    cudaStreamWaitEvent(s, ev2, cudaEventWaitExternal));
  end(s, "  EndCapture");

  begin(sb, cudaStreamCaptureModeGlobal);
  P("cudaStreamSynchronize(0) while blocking captures",
    cudaStreamSynchronize(0));
  end(sb, "  EndCapture");
  begin(sb, cudaStreamCaptureModeRelaxed);
  P("cudaStreamQuery(0) while blocking captures", cudaStreamQuery(0));
  end(sb, "  EndCapture");
  begin(sb, cudaStreamCaptureModeRelaxed);
  P("cudaMemsetAsync(0) while blocking captures",
    cudaMemsetAsync(d, 0, 64, 0));
  end(sb, "  EndCapture");
  begin(s, cudaStreamCaptureModeRelaxed);
  P("cudaMemsetAsync(0) while non-blocking captures",
    cudaMemsetAsync(d, 0, 64, 0));
  P("cudaStreamSynchronize(0) while non-blocking captures",
    cudaStreamSynchronize(0));
  end(s, "  EndCapture");

  P("BeginCapture(cudaStreamPerThread)",
    cudaStreamBeginCapture(cudaStreamPerThread, cudaStreamCaptureModeGlobal));
  end(cudaStreamPerThread, "  EndCapture");

  cudaStream_t t;
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  begin(t, cudaStreamCaptureModeGlobal);
  P("cudaStreamDestroy(capturing stream)", cudaStreamDestroy(t));
  cudaStreamCaptureStatus st;
  P("cudaStreamIsCapturing(s) after that", cudaStreamIsCapturing(s, &st));

  cudaGraph_t mg;
  cudaGraphCreate(&mg, 0);
  cudaGraphNode_t a, b, c;
  P("AddMemcpyNode1D(count=0)",
    cudaGraphAddMemcpyNode1D(&a, mg, NULL, 0, d, d + 64, 0,
                             cudaMemcpyDeviceToDevice));
  P("AddMemcpyNode1D(pageable src)",
    cudaGraphAddMemcpyNode1D(&a, mg, NULL, 0, d, pageable, 64,
                             cudaMemcpyHostToDevice));
  P("AddMemcpyNode1D(pinned src)",
    cudaGraphAddMemcpyNode1D(&a, mg, NULL, 0, d, pinned, 64,
                             cudaMemcpyHostToDevice));
  cudaMemsetParams mp = {};
  mp.dst = pinned;
  mp.value = 1;
  mp.elementSize = 4;
  mp.width = 4;
  mp.height = 1;
  P("AddMemsetNode(pinned host dst)",
    cudaGraphAddMemsetNode(&b, mg, NULL, 0, &mp));
  mp.dst = d;
  mp.width = 0;
  P("AddMemsetNode(width=0)", cudaGraphAddMemsetNode(&b, mg, NULL, 0, &mp));
  mp.width = 4;
  mp.height = 2;
  mp.pitch = 8;
  P("AddMemsetNode(pitch < width*elem)",
    cudaGraphAddMemsetNode(&b, mg, NULL, 0, &mp));
  cudaGraphAddEmptyNode(&b, mg, NULL, 0);
  cudaGraphAddEmptyNode(&c, mg, &b, 1);
  P("AddDependencies(cycle c->b)", cudaGraphAddDependencies(mg, &c, &b, NULL, 1));
  cudaGraphExec_t ex;
  P("Instantiate(graph with cycle?)", cudaGraphInstantiate(&ex, mg, 0));
  P("AddDependencies(self edge)", cudaGraphAddDependencies(mg, &b, &b, NULL, 1));
  cudaGraph_t e2;
  cudaGraphCreate(&e2, 0);
  cudaGraphExec_t eex;
  P("Instantiate(empty graph)", cudaGraphInstantiate(&eex, e2, 0));
  P("Launch(empty graph)", cudaGraphLaunch(eex, s));
  P("Instantiate(flags=0x100)", cudaGraphInstantiate(&eex, e2, 0x100));
  cudaGraphExecUpdateResultInfo info;
  cudaGraphAddEmptyNode(&a, e2, NULL, 0);
  P("ExecUpdate(node added)", cudaGraphExecUpdate(eex, e2, &info));
  printf("  result %d errorNode %s errorFromNode %s\n", (int)info.result,
         info.errorNode ? "set" : "NULL", info.errorFromNode ? "set" : "NULL");
  P("ExecUpdate(info=NULL)", cudaGraphExecUpdate(eex, e2, NULL));
  {
    cudaGraph_t kg;
    cudaGraphCreate(&kg, 0);
    cudaGraphNode_t kn;
    void *args[] = {&d};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)k1;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(32);
    kp.kernelParams = args;
    cudaGraphAddKernelNode(&kn, kg, NULL, 0, &kp);
    cudaGraphExec_t kx;
    cudaGraphInstantiate(&kx, kg, 0);
    begin(s, cudaStreamCaptureModeGlobal);
    P("GraphLaunch(kernel-only exec) in capture", cudaGraphLaunch(kx, s));
    end(s, "  EndCapture");
    begin(sb, cudaStreamCaptureModeRelaxed);
    P("GraphLaunch(kernel-only exec) in relaxed capture",
      cudaGraphLaunch(kx, sb));
    end(sb, "  EndCapture");
    cudaGraphNode_t hn;
    cudaHostNodeParams hp = {[](void *) {}, NULL};
    cudaGraphAddHostNode(&hn, kg, &kn, 1, &hp);
    cudaGraphExec_t hx;
    cudaGraphInstantiate(&hx, kg, 0);
    begin(s, cudaStreamCaptureModeGlobal);
    P("GraphLaunch(exec with host node) in capture", cudaGraphLaunch(hx, s));
    end(s, "  EndCapture");
  }
  P("cudaStreamGetCaptureInfo(status=NULL)",
    cudaStreamGetCaptureInfo(s, NULL));
  P("cudaStreamSynchronize(s) at the end", cudaStreamSynchronize(s));
  P("cudaDeviceSynchronize at the end", cudaDeviceSynchronize());
  return 0;
}
