// Streams run concurrently, each in order, with the guide's default-stream
// rules. Concurrency is shown without timing: a "waiter" kernel spins until
// a flag is set (giving up after ~1 s of clock64 ticks) and a "setter" in
// another stream sets it; the waiter sees the flag only if both ran at once.
// Ordering is shown by a slow kernel whose result a later command must see.
// Expected output recorded with nvcc 13 on an H100 (streams_concurrency.expected).
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x)                                                              \
  do {                                                                        \
    cudaError_t e_ = (x);                                                     \
    if (e_ != cudaSuccess) {                                                  \
      printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_));    \
      return 1;                                                               \
    }                                                                         \
  } while (0)

static int failures;
static void expect(bool ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  if (!ok)
    failures++;
}

__device__ void spin_ticks(long long ticks) {
  long long t0 = clock64();
  while (clock64() - t0 < ticks) {
  }
}

// Spins until *flag != 0 or ~1 s passed; *seen = whether it saw the flag.
__global__ void waiter(volatile int *flag, int *seen) {
  long long t0 = clock64();
  while (!*flag && clock64() - t0 < (1ll << 31)) {
  }
  *seen = *flag != 0;
}

__global__ void setter(int *flag) { atomicExch(flag, 1); }

// Takes a while, then writes 1.
__global__ void slow_write(int *x) {
  spin_ticks(20000000);
  atomicExch(x, 1);
}

__global__ void read_into(const int *x, int *out) {
  *out = *(volatile const int *)x;
}

static int *dflag, *dseen, *dx, *dout;

static void reset() {
  cudaMemset(dflag, 0, 4);
  cudaMemset(dseen, 0, 4);
  cudaMemset(dx, 0, 4);
  cudaMemset(dout, 0, 4);
  cudaDeviceSynchronize();
}

static int get(const int *d) {
  int h = -1;
  cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
  return h;
}

static void host_fn(void *p) { *(int *)p = 42; }

int main() {
  CHECK(cudaMalloc(&dflag, 4));
  CHECK(cudaMalloc(&dseen, 4));
  CHECK(cudaMalloc(&dx, 4));
  CHECK(cudaMalloc(&dout, 4));
  cudaStream_t s1, s2, nb;
  CHECK(cudaStreamCreate(&s1));
  CHECK(cudaStreamCreate(&s2));
  CHECK(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));

  // CUDA loads a kernel lazily at its first launch, which waits for the
  // device: a first launch of `setter` while `waiter` spins stalls (seen on
  // an H100). So every kernel runs once first (the flag set: no waiting).
  int one = 1;
  CHECK(cudaMemcpy(dflag, &one, 4, cudaMemcpyHostToDevice));
  waiter<<<1, 1>>>(dflag, dseen);
  setter<<<1, 1>>>(dflag);
  slow_write<<<1, 1>>>(dx);
  read_into<<<1, 1>>>(dx, dout);
  CHECK(cudaDeviceSynchronize());

  // 1. two kernels in two streams run at once
  reset();
  waiter<<<1, 1, 0, s1>>>(dflag, dseen);
  setter<<<1, 1, 0, s2>>>(dflag);
  CHECK(cudaDeviceSynchronize());
  expect(get(dseen) == 1, "kernels in two streams overlap");

  // 2. one stream runs in order
  reset();
  slow_write<<<1, 1, 0, s1>>>(dx);
  read_into<<<1, 1, 0, s1>>>(dx, dout);
  CHECK(cudaStreamSynchronize(s1));
  expect(get(dout) == 1, "a stream runs in order");

  // 3. the legacy default stream waits for blocking streams ...
  reset();
  slow_write<<<1, 1, 0, s1>>>(dx);
  read_into<<<1, 1>>>(dx, dout);
  CHECK(cudaDeviceSynchronize());
  expect(get(dout) == 1, "legacy stream waits for a blocking stream");

  // ... and blocking streams wait for the legacy default stream
  reset();
  slow_write<<<1, 1>>>(dx);
  read_into<<<1, 1, 0, s2>>>(dx, dout);
  CHECK(cudaDeviceSynchronize());
  expect(get(dout) == 1, "blocking stream waits for the legacy stream");

  // 4. a non-blocking stream does not synchronize with the legacy stream
  reset();
  waiter<<<1, 1, 0, nb>>>(dflag, dseen);
  setter<<<1, 1>>>(dflag);
  CHECK(cudaDeviceSynchronize());
  expect(get(dseen) == 1, "non-blocking stream overlaps the legacy stream");

  // 5. cudaStreamWaitEvent orders across streams
  reset();
  cudaEvent_t ev;
  CHECK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
  slow_write<<<1, 1, 0, s1>>>(dx);
  CHECK(cudaEventRecord(ev, s1));
  CHECK(cudaStreamWaitEvent(s2, ev, 0));
  read_into<<<1, 1, 0, s2>>>(dx, dout);
  CHECK(cudaStreamSynchronize(s2));
  expect(get(dout) == 1, "stream waits for an event of another stream");

  // 6. launches return before the work is done; query says not ready
  int *hflag;
  CHECK(cudaHostAlloc(&hflag, 4, cudaHostAllocMapped));
  *(volatile int *)hflag = 0;
  reset();
  waiter<<<1, 1, 0, s1>>>(hflag, dseen);
  CHECK(cudaEventRecord(ev, s1));
  expect(cudaStreamQuery(s1) == cudaErrorNotReady,
         "stream query while a kernel runs");
  expect(cudaEventQuery(ev) == cudaErrorNotReady,
         "event query while a kernel runs");
  *(volatile int *)hflag = 1;
  CHECK(cudaStreamSynchronize(s1));
  expect(get(dseen) == 1 && cudaStreamQuery(s1) == cudaSuccess &&
             cudaEventQuery(ev) == cudaSuccess,
         "kernel saw the host's write; stream and event complete");

  // 7. a host function runs in stream order, after the kernel before it
  reset();
  int hval = 0;
  slow_write<<<1, 1, 0, s1>>>(hflag);
  CHECK(cudaLaunchHostFunc(s1, host_fn, &hval));
  CHECK(cudaStreamSynchronize(s1));
  expect(hval == 42 && *(volatile int *)hflag == 1,
         "host function after the kernel");

  // 8. destroying a stream returns at once; its work still runs (using the
  // handle afterwards crashes CUDA 13: cucc says cudaErrorInvalidResourceHandle)
  reset();
  cudaStream_t gone;
  CHECK(cudaStreamCreate(&gone));
  slow_write<<<1, 1, 0, gone>>>(dx);
  CHECK(cudaStreamDestroy(gone));
  CHECK(cudaDeviceSynchronize());
  expect(get(dx) == 1, "work of a destroyed stream completes");

  CHECK(cudaEventDestroy(ev));
  CHECK(cudaFreeHost(hflag));
  CHECK(cudaStreamDestroy(s1));
  CHECK(cudaStreamDestroy(s2));
  CHECK(cudaStreamDestroy(nb));
  if (failures) {
    printf("FAIL %d\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
