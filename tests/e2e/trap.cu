// __trap() aborts the kernel: the launch fails with the sticky
// cudaErrorLaunchFailure (every later synchronization and call reports it
// until cudaDeviceReset) and the trapping thread goes no further. __brkpt()
// without a debugger also fails the kernel in cucc (the GPU's code is not
// measured yet: this part only checks that the error and the stop agree).
// Covers kernels without and with barriers; host-mapped memory (readable
// after the failure) shows what the trapping thread did. Each scenario runs
// in a process of its own. No .expected yet: not recorded on a GPU.
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

// Runs one failing launch; returns its error (after the stickiness checks).
static cudaError_t sticky_failure(cudaError_t e, int *d,
                                  bool must_fail = true) {
  printf("%-44s %s\n", "synchronize", cudaGetErrorName(e));
  if (must_fail && e == cudaSuccess)
    failures++;
  expect("synchronize again (sticky)", cudaDeviceSynchronize(), e);
  expect("cudaGetLastError", cudaGetLastError(), e);
  expect("cudaPeekAtLastError", cudaPeekAtLastError(), e);
  int h = 0;
  expect("cudaMemcpy", cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost), e);
  fill<<<1, 32>>>(d, 1);
  expect("launch after the failure", cudaGetLastError(), e);
  return e;
}

static void trap_loop_kernel(void) {
  int *d, *after_d, *after;
  cudaMalloc((void **)&d, 1024);
  after = mapped(&after_d, 128);
  trap_at<<<2, 64>>>(after_d, 70);
  cudaError_t e = sticky_failure(cudaDeviceSynchronize(), d);
  expect("the error", e, cudaErrorLaunchFailure);
  check("the trapping thread stopped", after[70] == 0);
  expect("cudaDeviceReset", cudaDeviceReset(), cudaSuccess);
  expect("cudaMalloc after the reset", cudaMalloc((void **)&d, 32 * sizeof(int)),
         cudaSuccess);
  fill<<<1, 32>>>(d, 7);
  expect("a kernel after the reset", cudaDeviceSynchronize(), cudaSuccess);
  int out[32];
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 32; i++)
    ok = ok && out[i] == 7;
  check("its results", ok);
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
  cudaError_t e = sticky_failure(cudaDeviceSynchronize(), d, false);
  printf("%-44s %s\n", "the thread at the breakpoint stopped",
         after[3] == 0 ? "yes" : "no");
  if ((e != cudaSuccess) != (after[3] == 0))
    failures++;
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
