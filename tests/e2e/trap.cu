// __trap() and __brkpt() in device code, as nvcc 13 on an NVIDIA H100 runs
// them: stdout recorded there in trap.expected (this version re-run there:
// identical). Both abort the kernel with the
// sticky cudaErrorLaunchFailure (__brkpt without a debugger too) and print
// nothing (cucc prints a one-line diagnostic on stderr); the thread goes no
// further. Later calls that need the context fail with the error,
// cudaGetLastError reports it once (then cudaPeekAtLastError gives
// cudaSuccess); cudaDeviceReset succeeds but the device then stays
// unavailable (cudaErrorDevicesUnavailable) until the process ends, so each
// scenario runs in a process of its own. Covers kernels without and with
// barriers; host-mapped memory (readable after the failure) shows what the
// thread did. Not checked: on the GPU the other lanes of the trapping
// thread's warp stop too (cucc runs a block's threads one after the other:
// those before it have finished). GPU details: tests/reference/
// probe_assert.out (modes trap, brkpt).
#include <cstdio>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

__global__ void trap_at(int *after, int bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == bad)
    __trap();
  after[i] = 1;
}

__global__ void trap_between_barriers(int *after, int bad) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == bad)
    __trap();
  after[threadIdx.x] = s[63 - threadIdx.x] + 1;
  __syncthreads();
}

__global__ void brkpt_at(int *after, int bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == bad)
    __brkpt();
  after[i] = 1;
}

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

static int failures;

static void expect(const char *what, cudaError_t got, cudaError_t want) {
  printf("%-44s %s\n", what, cudaGetErrorName(got));
  if (got != want) {
    printf("  expected %s\n", cudaGetErrorName(want));
    failures++;
  }
}

static void check(const char *what, bool ok) {
  printf("%-44s %s\n", what, ok ? "yes" : "no");
  if (!ok)
    failures++;
}

// Silent unless it fails: checks whose lines are not in the GPU's recording.
static void quiet(const char *what, cudaError_t got, cudaError_t want) {
  if (got != want) {
    printf("  %s: %s, expected %s\n", what, cudaGetErrorName(got),
           cudaGetErrorName(want));
    failures++;
  }
}

// After a kernel failure (GPU: tests/reference/probe_assert.out), the calls
// that need the context return the sticky error (and make it the last
// error), the device queries work.
static void quiet_calls_after_failure(cudaError_t want) {
  void *p = nullptr, *h = nullptr;
  size_t v = 0;
  int n = 0;
  cudaDeviceProp prop;
  quiet("cudaMalloc", cudaMalloc(&p, 64), want);
  quiet("cudaFree(NULL)", cudaFree(nullptr), want);
  quiet("cudaHostAlloc", cudaHostAlloc(&h, 64, 0), want);
  quiet("cudaMallocHost", cudaMallocHost(&h, 64), want);
  quiet("cudaDeviceGetLimit", cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize),
        want);
  quiet("cudaDeviceSetLimit",
        cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1 << 20), want);
  quiet("cudaGetDeviceCount", cudaGetDeviceCount(&n), cudaSuccess);
  quiet("cudaGetDeviceProperties", cudaGetDeviceProperties(&prop, 0),
        cudaSuccess);
  quiet("cudaGetDevice", cudaGetDevice(&n), cudaSuccess);
  quiet("cudaSetDevice(0)", cudaSetDevice(0), cudaSuccess);
  quiet("cudaGetLastError", cudaGetLastError(), want);
  quiet("cudaGetLastError again", cudaGetLastError(), cudaSuccess);
}

static int *mapped(int **dev, int n) {
  int *h = nullptr;
  cudaError_t e = cudaHostAlloc((void **)&h, n * sizeof(int), cudaHostAllocMapped);
  if (e != cudaSuccess) {
    printf("cudaHostAlloc: %s\n", cudaGetErrorName(e));
    fflush(stdout);
    _exit(1);
  }
  memset(h, 0, n * sizeof(int));
  cudaHostGetDevicePointer((void **)dev, h, 0);
  return h;
}

// After one failing launch: the stickiness checks.
static void sticky_failure(cudaError_t e, int *d) {
  expect("synchronize", e, cudaErrorLaunchFailure);
  expect("synchronize again (sticky)", cudaDeviceSynchronize(), e);
  expect("cudaGetLastError", cudaGetLastError(), e);
  // read once, the last error is cleared: the context's error stays
  expect("cudaPeekAtLastError", cudaPeekAtLastError(), cudaSuccess);
  int h = 0;
  expect("cudaMemcpy", cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost), e);
  fill<<<1, 32>>>(d, 1);
  expect("launch after the failure", cudaGetLastError(), e);
  quiet_calls_after_failure(e);
}

static void trap_loop_kernel(void) {
  int *d, *after_d, *after;
  cudaMalloc((void **)&d, 1024);
  after = mapped(&after_d, 128);
  trap_at<<<2, 64>>>(after_d, 70);
  cudaError_t e = cudaDeviceSynchronize();
  sticky_failure(e, d);
  expect("the error", e, cudaErrorLaunchFailure);
  check("the trapping thread stopped", after[70] == 0);
  // The reset succeeds, but the process cannot use the device any more.
  expect("cudaDeviceReset", cudaDeviceReset(), cudaSuccess);
  expect("cudaMalloc after the reset", cudaMalloc((void **)&d, 32 * sizeof(int)),
         cudaErrorDevicesUnavailable);
  fill<<<1, 32>>>(d, 7);
  expect("a kernel after the reset", cudaDeviceSynchronize(),
         cudaErrorDevicesUnavailable);
  int out[32] = {0};
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 32; i++)
    ok = ok && out[i] == 7;
  // "its results" (are right): no, the kernel did not run
  printf("%-44s %s\n", "its results", ok ? "yes" : "no");
  if (ok)
    failures++;
}

static void trap_fiber_kernel(void) {
  int *after_d, *after;
  after = mapped(&after_d, 64);
  trap_between_barriers<<<1, 64>>>(after_d, 9);
  expect("synchronize", cudaDeviceSynchronize(), cudaErrorLaunchFailure);
  check("the trapping thread stopped", after[9] == 0);
}

static void brkpt(void) {
  int *d, *after_d, *after;
  cudaMalloc((void **)&d, 1024);
  after = mapped(&after_d, 64);
  brkpt_at<<<1, 64>>>(after_d, 3);
  sticky_failure(cudaDeviceSynchronize(), d);
  check("the thread at the breakpoint stopped", after[3] == 0);
}

// Each scenario runs in a process of its own (forked before any CUDA
// call), so that each starts with a fresh context whatever the device does.
static void scenario(const char *title, void (*fn)(void)) {
  printf("-- %s\n", title);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    fn();
    fflush(stdout);
    _exit(failures ? 1 : 0);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
    if (WIFSIGNALED(st))
      printf("  (killed by signal %d)\n", WTERMSIG(st));
    failures++;
  }
}

#if defined(__CUCC_CUDA_MODE__)
// cucc only (nvcc has no __builtin_trap in device code): clang's
// __builtin_trap is __trap. Silent unless it fails.
__global__ void builtin_trap(int *after) {
  if (after[1] == 0)
    __builtin_trap();
  after[0] = 1;
}

static void builtin_trap_check(void) {
  fflush(stdout);
  if (fork() == 0) {
    int *after_d, *after = mapped(&after_d, 2);
    builtin_trap<<<1, 1>>>(after_d);
    cudaError_t e = cudaDeviceSynchronize();
    _exit(e == cudaErrorLaunchFailure && after[0] == 0 ? 0 : 1);
  }
  int st = 0;
  wait(&st);
  if (!WIFEXITED(st) || WEXITSTATUS(st)) {
    printf("__builtin_trap did not stop the kernel\n");
    failures++;
  }
}
#else
static void builtin_trap_check(void) {}
#endif

int main() {
  builtin_trap_check();
  scenario("__trap in block 1, thread 6, then cudaDeviceReset", trap_loop_kernel);
  scenario("__trap between barriers (thread 9)", trap_fiber_kernel);
  scenario("__brkpt in thread 3", brkpt);
  printf(failures ? "FAIL\n" : "PASS\n");
  return failures ? 1 : 0;
}
