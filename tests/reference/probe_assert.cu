// Reference probe (nvcc 13, H100; output in probe_assert.out, modes as argv[1]): device assert, __trap, __brkpt: message placement, which threads print, whether the grid stops, the error of each later API call.
#include <assert.h>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <unistd.h>

__device__ void spin_ns(unsigned long long ns) {
  unsigned long long t0, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  do { asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); } while (t - t0 < ns);
}

__global__ void order_k(int *flag) {
  if (threadIdx.x == 0) printf("kernel: before assert\n");
  flag[0] = 1;
  assert(threadIdx.x != 0);
  flag[1 + threadIdx.x] = 1;
  printf("kernel: thread %d after assert\n", threadIdx.x);
}

__global__ void multi_k(int mod) { assert(threadIdx.x % mod != 0); }

__global__ void grid_k(int *done, unsigned long long delay_other, unsigned long long delay_bad) {
  if (blockIdx.x == 0) {
    if (threadIdx.x == 0) { spin_ns(delay_bad); assert(0); }
    return;
  }
  spin_ns(delay_other);
  if (threadIdx.x == 0) { done[blockIdx.x] = 1; printf("block %d done\n", blockIdx.x); }
}

__global__ void set_flag(int *f) { f[0] = 1; printf("second kernel ran\n"); }
__global__ void trap_k(int *f) { f[0] = 1; if (threadIdx.x == 1) __trap(); f[1 + threadIdx.x] = 1; }
__global__ void brkpt_k(int *f) { f[0] = 1; if (threadIdx.x == 1) __brkpt(); f[1 + threadIdx.x] = 1; }

static int *mapped(int **dev, int n) {
  int *h = nullptr;
  cudaHostAlloc((void **)&h, n * sizeof(int), cudaHostAllocMapped);
  memset(h, 0, n * sizeof(int));
  cudaHostGetDevicePointer((void **)dev, h, 0);
  return h;
}

#define P(what, e) printf("%-40s %d %s\n", what, (int)(e), cudaGetErrorName(e))

static void after_failure_calls(void) {
  void *p = nullptr;
  P("cudaMalloc", cudaMalloc(&p, 64));
  P("cudaFree(NULL)", cudaFree(nullptr));
  void *h = nullptr;
  P("cudaHostAlloc", cudaHostAlloc(&h, 64, 0));
  P("cudaMallocHost", cudaMallocHost(&h, 64));
  int n = -1;
  P("cudaGetDeviceCount", cudaGetDeviceCount(&n));
  cudaDeviceProp prop;
  P("cudaGetDeviceProperties", cudaGetDeviceProperties(&prop, 0));
  size_t v;
  P("cudaDeviceGetLimit", cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize));
  P("cudaDeviceSetLimit(printf fifo)", cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1 << 20));
  int dv = -1;
  P("cudaGetDevice", cudaGetDevice(&dv));
  P("cudaSetDevice(0)", cudaSetDevice(0));
  cudaStream_t s;
  P("cudaStreamCreate", cudaStreamCreate(&s));
  cudaEvent_t ev;
  P("cudaEventCreate", cudaEventCreate(&ev));
  P("cudaGetLastError", cudaGetLastError());
  P("cudaDeviceSynchronize", cudaDeviceSynchronize());
  P("cudaDeviceReset", cudaDeviceReset());
  P("cudaMalloc after reset", cudaMalloc(&p, 64));
  P("cudaGetLastError after reset", cudaGetLastError());
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  const char *m = argc > 1 ? argv[1] : "order";
  int *fd, *fh;
  if (!strcmp(m, "order")) {
    fh = mapped(&fd, 64);
    order_k<<<1, 4>>>(fd);
    fprintf(stderr, "host: launched\n");
    usleep(200000);
    fprintf(stderr, "host: slept 200 ms, before sync\n");
    cudaError_t e = cudaDeviceSynchronize();
    fprintf(stderr, "host: after sync\n");
    P("sync", e);
    printf("flags: %d %d %d %d %d\n", fh[0], fh[1], fh[2], fh[3], fh[4]);
    after_failure_calls();
  } else if (!strcmp(m, "multi16") || !strcmp(m, "multi1")) {
    multi_k<<<2, 64>>>(!strcmp(m, "multi16") ? 16 : 1);
    P("sync", cudaDeviceSynchronize());
  } else if (!strcmp(m, "grid") || !strcmp(m, "late")) {
    fh = mapped(&fd, 1024);
    bool late = !strcmp(m, "late");
    grid_k<<<1024, 64>>>(fd, late ? 0 : 2000000ull, late ? 50000000ull : 0);
    cudaError_t e = cudaDeviceSynchronize();
    int n = 0;
    for (int i = 0; i < 1024; i++) n += fh[i];
    P("sync", e);
    printf("blocks done: %d of 1023\n", n);
  } else if (!strcmp(m, "two")) {
    fh = mapped(&fd, 64);
    order_k<<<1, 4>>>(fd);
    set_flag<<<1, 1>>>(fd + 32);
    P("launch of the second kernel", cudaGetLastError());
    P("sync", cudaDeviceSynchronize());
    printf("second kernel flag: %d\n", fh[32]);
  } else if (!strcmp(m, "trap") || !strcmp(m, "brkpt")) {
    fh = mapped(&fd, 64);
    if (!strcmp(m, "trap")) trap_k<<<1, 4>>>(fd); else brkpt_k<<<1, 4>>>(fd);
    fprintf(stderr, "host: before sync\n");
    cudaError_t e = cudaDeviceSynchronize();
    fprintf(stderr, "host: after sync\n");
    P("sync", e);
    printf("flags: %d %d %d %d %d\n", fh[0], fh[1], fh[2], fh[3], fh[4]);
    after_failure_calls();
  }
  return 0;
}
