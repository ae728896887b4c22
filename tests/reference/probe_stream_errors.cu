// Probe (run with nvcc on a GPU; output in probe_stream_errors.out): what
// CUDA returns for stream/event misuse and for handles used after
// cudaDeviceReset. Each case runs in a child process, since misuse of a
// destroyed handle may crash.
#include <cstdio>
#include <cstdlib>
#include <sys/wait.h>
#include <unistd.h>
#include <cuda_runtime.h>

__global__ void k(int *p) { if (p) *p = 1; }

#define CASE(name, ...)                                                       \
  do {                                                                        \
    fflush(stdout);                                                           \
    pid_t pid = fork();                                                       \
    if (pid == 0) {                                                           \
      __VA_ARGS__;                                                            \
      fflush(stdout);                                                         \
      _exit(0);                                                               \
    }                                                                         \
    int st;                                                                   \
    waitpid(pid, &st, 0);                                                     \
    if (!WIFEXITED(st))                                                       \
      printf("%s: crashed (signal %d)\n", name, WTERMSIG(st));                \
  } while (0)

#define P(name, expr)                                                         \
  printf("%s: %s\n", name, cudaGetErrorName((cudaError_t)(expr)))

int main() {
  CASE("stream destroyed twice", {
    cudaStream_t s;
    cudaStreamCreate(&s);
    P("first destroy", cudaStreamDestroy(s));
    P("second destroy", cudaStreamDestroy(s));
  });
  CASE("event destroyed twice", {
    cudaEvent_t e;
    cudaEventCreate(&e);
    P("first destroy", cudaEventDestroy(e));
    P("second destroy", cudaEventDestroy(e));
  });
  CASE("destroyed stream", {
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaStreamDestroy(s);
    P("query", cudaStreamQuery(s));
    P("synchronize", cudaStreamSynchronize(s));
    k<<<1, 1, 0, s>>>(nullptr);
    P("launch", cudaGetLastError());
    int *d;
    cudaMalloc(&d, 4);
    P("memsetAsync", cudaMemsetAsync(d, 0, 4, s));
  });
  CASE("destroyed event", {
    cudaEvent_t e;
    cudaEventCreate(&e);
    cudaEventDestroy(e);
    P("record", cudaEventRecord(e, 0));
    P("query", cudaEventQuery(e));
    P("synchronize", cudaEventSynchronize(e));
  });
  CASE("event misuse", {
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    P("query never recorded", cudaEventQuery(a));
    P("synchronize never recorded", cudaEventSynchronize(a));
    P("wait on never recorded", cudaStreamWaitEvent(0, a, 0));
    float ms;
    P("elapsed never recorded", cudaEventElapsedTime(&ms, a, b));
    cudaEventRecord(a, 0);
    P("elapsed one recorded", cudaEventElapsedTime(&ms, a, b));
    cudaEventRecord(b, 0);
    cudaEventSynchronize(b);
    P("elapsed both", cudaEventElapsedTime(&ms, a, b));
    P("elapsed null ms", cudaEventElapsedTime(nullptr, a, b));
    P("elapsed null event", cudaEventElapsedTime(&ms, nullptr, b));
    P("record null event", cudaEventRecord(nullptr, 0));
    P("query null event", cudaEventQuery(nullptr));
    P("create flags 0x10", cudaEventCreateWithFlags(&a, 0x10));
    P("create interprocess without disable timing",
      cudaEventCreateWithFlags(&a, cudaEventInterprocess));
    P("record with flags 2", cudaEventRecordWithFlags(b, 0, 2));
    P("wait flags 2", cudaStreamWaitEvent(0, b, 2));
    P("last error", cudaGetLastError());
  });
  CASE("stream misuse", {
    cudaStream_t s;
    P("create null", cudaStreamCreate(nullptr));
    P("create flags 2", cudaStreamCreateWithFlags(&s, 2));
    unsigned f = 7;
    P("get flags legacy", cudaStreamGetFlags(0, &f));
    printf("flags of 0: %u\n", f);
    P("get flags per-thread", cudaStreamGetFlags(cudaStreamPerThread, &f));
    printf("flags of per-thread: %u\n", f);
    int pr = 7;
    cudaStreamCreateWithPriority(&s, 0, -100);
    cudaStreamGetPriority(s, &pr);
    printf("priority -100 clamps to %d\n", pr);
    cudaStreamCreateWithPriority(&s, 0, 100);
    cudaStreamGetPriority(s, &pr);
    printf("priority 100 clamps to %d\n", pr);
    int lo, hi;
    cudaDeviceGetStreamPriorityRange(&lo, &hi);
    printf("priority range %d %d\n", lo, hi);
    P("destroy legacy", cudaStreamDestroy(0));
    P("destroy per-thread", cudaStreamDestroy(cudaStreamPerThread));
    P("callback flags 1", cudaStreamAddCallback(0, [](cudaStream_t, cudaError_t, void *) {}, nullptr, 1));
    P("host func null", cudaLaunchHostFunc(0, nullptr, nullptr));
    P("last error", cudaGetLastError());
  });
  CASE("after reset", {
    cudaStream_t s;
    cudaEvent_t e;
    int *d;
    cudaStreamCreate(&s);
    cudaEventCreate(&e);
    cudaMalloc(&d, 64);
    P("reset", cudaDeviceReset());
    P("stream query", cudaStreamQuery(s));
    P("event query", cudaEventQuery(e));
    P("event record", cudaEventRecord(e, 0));
    P("free old pointer", cudaFree(d));
    P("memset old pointer", cudaMemset(d, 0, 64));
    P("stream destroy", cudaStreamDestroy(s));
    P("event destroy", cudaEventDestroy(e));
    P("malloc", cudaMalloc(&d, 64));
    P("last error", cudaGetLastError());
  });
  CASE("free misuse", {
    int *d, h;
    cudaMalloc(&d, 64);
    P("free interior", cudaFree(d + 1));
    P("free host stack", cudaFree(&h));
    P("free", cudaFree(d));
    P("free again", cudaFree(d));
    P("free null", cudaFree(nullptr));
    P("last error", cudaGetLastError());
  });
  return 0;
}
