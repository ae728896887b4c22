// Device assert (guide B.15), as nvcc 13 on an NVIDIA H100 runs it: stdout
// recorded there in assert.expected (and this version re-run there: stdout
// identical). The line numbers of the kernels above line 73 are printed:
// they must not move (this comment keeps its number of lines).
// A
// failing assert stops the thread and the kernel, prints on stderr (checked)
//   file:line: function: block: [x,y,z], thread: [x,y,z] Assertion `expr` failed.
// and leaves the sticky cudaErrorAssert: later calls that need the context
// fail with it, cudaGetLastError reports it once; cudaDeviceReset succeeds but
// the device then stays unavailable (cudaErrorDevicesUnavailable) until the
// process ends, so each scenario runs in a process of its own. NDEBUG (end of
// the file) disables assert. More in the notes above main.
#include <assert.h>
#include <cstdio>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

__global__ void testAssert(void) // the guide's sample, verbatim
{
    int is_one = 1;
    int should_be_one = 0;

    // This will have no effect
    assert(is_one);

    // This will halt kernel execution
    assert(should_be_one);
}
static const int kGuideLine = __LINE__ - 2;

// Thread `bad` (global index) fails; the store after the assert must not
// happen for it.
__global__ void stop_thread(int *after, int bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i != bad);
  after[i] = 1;
}
static const int kStopLine = __LINE__ - 3;

// 3D indices in the message.
__global__ void in_3d(int *after) {
  bool bad = blockIdx.x == 1 && blockIdx.y == 2 && threadIdx.x == 3 &&
             threadIdx.y == 1 && threadIdx.z == 1;
  assert(!bad);
  if (bad)
    after[0] = 1;
}
static const int k3dLine = __LINE__ - 4;

// A kernel with barriers: the failing thread is between two of them.
__global__ void with_barrier(int *after, int bad) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  assert(threadIdx.x != bad && "no thread may be bad");
  after[threadIdx.x] = s[63 - threadIdx.x] + 1;
  __syncthreads();
}
static const int kBarrierLine = __LINE__ - 4;

__device__ int checked_div(int a, int b) {
  assert(b != 0);
  return a / b;
}

// A failing assert in a function that is not inlined still names the
// calling thread.
__device__ __noinline__ int divide(int a, int b) {
  assert(b != 0);
  return a / b;
}
static const int kDivideLine = __LINE__ - 3;

// The kernel's printf before the assert, and a kernel queued behind it.
__global__ void print_then_fail(int *flag) {
  if (threadIdx.x == 0)
    printf("kernel: before assert\n");
  flag[0] = 1;
  assert(threadIdx.x != 0);
  flag[1 + threadIdx.x] = 1;
}
static const int kPrintLine = __LINE__ - 3;

__global__ void set_flag(int *f) { f[0] = 1; }

__global__ void call_divide(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = divide(100, i - 71);
}

// Passing asserts have no effect, also in a device function.
__global__ void all_pass(int *out) {
  int i = threadIdx.x;
  assert(i >= 0);
  assert(i < (int)blockDim.x);
  out[i] = checked_div(100, i + 1);
}

__global__ void disabled_assert(int *out); // NDEBUG, defined at the end

static int failures;

static void expect(const char *what, cudaError_t got, cudaError_t want) {
  printf("%-44s %s\n", what, cudaGetErrorName(got));
  if (got != want) {
    printf("  expected %s\n", cudaGetErrorName(want));
    failures++;
  }
}

// Silent unless it fails: checks whose lines are not in the GPU's recording.
static void quiet(const char *what, cudaError_t got, cudaError_t want) {
  if (got != want) {
    printf("  %s: %s, expected %s\n", what, cudaGetErrorName(got),
           cudaGetErrorName(want));
    failures++;
  }
}

static void quiet_check(const char *what, bool ok) {
  if (!ok) {
    printf("  %s: no\n", what);
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

static void check(const char *what, bool ok) {
  printf("%-44s %s\n", what, ok ? "yes" : "no");
  if (!ok)
    failures++;
}

// Redirects stderr (file descriptor 2) to a temporary file until
// end_capture, which prints the captured lines with the leading path of
// the file name removed.
static FILE *cap;
static int saved_fd = -1;

static void begin_capture(void) {
  fflush(stderr);
  cap = tmpfile();
  saved_fd = dup(2);
  dup2(fileno(cap), 2);
}

static char captured[4096]; // what end_capture printed after "stderr: "

static void end_capture(void) {
  captured[0] = 0;
  fflush(stderr);
  dup2(saved_fd, 2);
  close(saved_fd);
  rewind(cap);
  char line[1024];
  int n = 0;
  while (fgets(line, sizeof line, cap)) {
    char *colon = strchr(line, ':');
    char *text = line;
    if (colon) {
      *colon = 0;
      const char *slash = strrchr(line, '/');
      snprintf(captured + strlen(captured), sizeof captured - strlen(captured),
               "%s:%s", slash ? slash + 1 : line, colon + 1);
      *colon = ':';
    } else {
      snprintf(captured + strlen(captured), sizeof captured - strlen(captured),
               "%s", text);
    }
    n++;
  }
  if (n)
    printf("stderr: %s", captured);
  else
    printf("stderr: (nothing)\n");
  fclose(cap);
}

// The captured stderr must be exactly the assertion message of `line`.
static void check_message(int line, const char *rest) {
  char want[1024];
  snprintf(want, sizeof want, "assert.cu:%d: %s\n", line, rest);
  check("the message", strcmp(captured, want) == 0);
  if (strcmp(captured, want))
    printf("  expected: %s", want);
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

// The guide's sample, the stickiness of the error, and the recovery.
static void guide_sample(void) {
  int *d = nullptr;
  cudaMalloc((void **)&d, 256 * sizeof(int));
  begin_capture();
  testAssert<<<1, 1>>>();
  cudaError_t e = cudaDeviceSynchronize();
  end_capture();
  check_message(kGuideLine, "void testAssert(): block: [0,0,0], thread: "
                            "[0,0,0] Assertion `should_be_one` failed.");
  expect("synchronize after the failed assert", e, cudaErrorAssert);
  expect("synchronize again (sticky)", cudaDeviceSynchronize(), cudaErrorAssert);
  expect("cudaGetLastError", cudaGetLastError(), cudaErrorAssert);
  // read once, the last error is cleared: the context's error stays
  expect("cudaGetLastError again", cudaGetLastError(), cudaSuccess);
  expect("cudaPeekAtLastError", cudaPeekAtLastError(), cudaSuccess);
  int h = 0;
  expect("cudaMemcpy", cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost),
         cudaErrorAssert);
  all_pass<<<1, 32>>>(d);
  expect("launch after the assert", cudaGetLastError(), cudaErrorAssert);
  quiet_calls_after_failure(cudaErrorAssert);
  // The reset succeeds, but the process cannot use the device any more.
  expect("cudaDeviceReset", cudaDeviceReset(), cudaSuccess);
  expect("synchronize after the reset", cudaDeviceSynchronize(),
         cudaErrorDevicesUnavailable);
  expect("cudaGetLastError after the reset", cudaGetLastError(),
         cudaErrorDevicesUnavailable);
  expect("cudaMalloc after the reset", cudaMalloc((void **)&d, 32 * sizeof(int)),
         cudaErrorDevicesUnavailable);
  all_pass<<<1, 32>>>(d);
  expect("a kernel after the reset", cudaDeviceSynchronize(),
         cudaErrorDevicesUnavailable);
  int out[32] = {0};
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 32; i++)
    ok = ok && out[i] == 100 / (i + 1);
  // "its results" (are right): no, the kernel did not run
  printf("%-44s %s\n", "its results", ok ? "yes" : "no");
  if (ok)
    failures++;
}

static void one_of_256(void) {
  int *after_d;
  int *after = mapped(&after_d, 256);
  begin_capture();
  stop_thread<<<4, 64>>>(after_d, 77);
  cudaError_t e = cudaDeviceSynchronize();
  end_capture();
  check_message(kStopLine, "void stop_thread(int *, int): block: [1,0,0], "
                           "thread: [13,0,0] Assertion `i != bad` failed.");
  expect("synchronize", e, cudaErrorAssert);
  check("the failing thread stopped at the assert", after[77] == 0);
}

static void in_3d_grid(void) {
  int *after_d;
  int *after = mapped(&after_d, 1);
  begin_capture();
  in_3d<<<dim3(2, 3, 1), dim3(4, 2, 2)>>>(after_d);
  cudaError_t e = cudaDeviceSynchronize();
  end_capture();
  check_message(k3dLine, "void in_3d(int *): block: [1,2,0], thread: [3,1,1] "
                         "Assertion `!bad` failed.");
  expect("synchronize", e, cudaErrorAssert);
  check("the failing thread stopped at the assert", after[0] == 0);
}

static void between_barriers(void) {
  int *after_d;
  int *after = mapped(&after_d, 64);
  begin_capture();
  with_barrier<<<1, 64>>>(after_d, 5);
  cudaError_t e = cudaDeviceSynchronize();
  end_capture();
  check_message(kBarrierLine,
                "void with_barrier(int *, int): block: [0,0,0], thread: "
                "[5,0,0] Assertion `threadIdx.x != bad && \"no thread may be "
                "bad\"` failed.");
  expect("synchronize", e, cudaErrorAssert);
  check("the failing thread stopped at the assert", after[5] == 0);
}

static void in_a_called_function(void) {
  int *d;
  cudaMalloc((void **)&d, 128 * sizeof(int));
  begin_capture();
  call_divide<<<4, 32>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  end_capture();
  check_message(kDivideLine, "int divide(int, int): block: [2,0,0], thread: "
                             "[7,0,0] Assertion `b != 0` failed.");
  expect("synchronize", e, cudaErrorAssert);
}

static void passing_and_disabled(void) {
  int *d;
  cudaMalloc((void **)&d, 32 * sizeof(int));
  begin_capture();
  all_pass<<<1, 32>>>(d);
  disabled_assert<<<1, 1>>>(d + 31);
  cudaError_t e = cudaDeviceSynchronize();
  end_capture();
  check("nothing on stderr", captured[0] == 0);
  expect("synchronize", e, cudaSuccess);
  int out[32];
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 31; i++)
    ok = ok && out[i] == 100 / (i + 1);
  check("results of the passing asserts", ok);
  check("the code after the NDEBUG assert ran", out[31] == 42);
}

// Copies `in` to `out`, each line's leading path before its first ':'
// removed (as end_capture does).
static void strip_paths(const char *in, char *out, size_t cap) {
  out[0] = 0;
  while (*in) {
    const char *eol = strchr(in, '\n');
    size_t len = eol ? (size_t)(eol - in) + 1 : strlen(in);
    const char *colon = (const char *)memchr(in, ':', len);
    const char *start = in;
    if (colon)
      for (const char *c = in; c < colon; c++)
        if (*c == '/')
          start = c + 1;
    snprintf(out + strlen(out), cap - strlen(out), "%.*s",
             (int)(len - (start - in)), start);
    in += len;
  }
}

// Silent unless it fails (GPU: tests/reference/probe_assert.out, modes
// order and two). stdout and stderr go to one file: the kernel's printf
// output before the assert comes out first, then the message, both before
// any synchronization; the failing thread stops; a kernel queued behind the
// failed one never runs.
static void printf_and_queue(void) {
  int *flag_d;
  int *flag = mapped(&flag_d, 64);
  fflush(stdout);
  fflush(stderr);
  setvbuf(stdout, NULL, _IONBF, 0); // as in the probe
  FILE *f = tmpfile();
  int out_fd = dup(1), err_fd = dup(2);
  dup2(fileno(f), 1);
  dup2(fileno(f), 2);
  print_then_fail<<<1, 4>>>(flag_d);
  set_flag<<<1, 1>>>(flag_d + 32);
  static char raw[4096], text[4096];
  bool seen = false; // the message, before any synchronization
  for (int i = 0; i < 1000 && !seen; i++) { // 10 s at most
    usleep(10000);
    ssize_t n = pread(fileno(f), raw, sizeof raw - 1, 0);
    raw[n > 0 ? n : 0] = 0;
    seen = strstr(raw, "Assertion") != nullptr;
  }
  cudaError_t e = cudaDeviceSynchronize();
  fflush(stdout);
  fflush(stderr);
  dup2(out_fd, 1);
  dup2(err_fd, 2);
  close(out_fd);
  close(err_fd);
  ssize_t n = pread(fileno(f), raw, sizeof raw - 1, 0);
  raw[n > 0 ? n : 0] = 0;
  fclose(f);
  strip_paths(raw, text, sizeof text);
  char want[1024];
  snprintf(want, sizeof want,
           "kernel: before assert\nassert.cu:%d: void print_then_fail(int *): "
           "block: [0,0,0], thread: [0,0,0] Assertion `threadIdx.x != 0` "
           "failed.\n",
           kPrintLine);
  quiet_check("the message appeared without a synchronization", seen);
  quiet_check("the kernel's printf output, then the message",
              strcmp(text, want) == 0);
  if (strcmp(text, want))
    printf("  got:\n%s  expected:\n%s", text, want);
  quiet("synchronize", e, cudaErrorAssert);
  quiet_check("the kernel ran up to the assert", flag[0] == 1);
  quiet_check("the failing thread stopped", flag[1] == 0);
  quiet_check("the kernel queued behind did not run", flag[32] == 0);
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

// The same, printing nothing unless it fails.
static void quiet_scenario(const char *title, void (*fn)(void)) {
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
    printf("  %s: failed", title);
    if (WIFSIGNALED(st))
      printf(" (killed by signal %d)", WTERMSIG(st));
    printf("\n");
    failures++;
  }
}

// Notes on what the GPU does (nvcc 13, H100; tests/reference/
// probe_assert.out) that this test leaves alone:
// - every thread that fails an assert at about the same time prints its
//   line (all the failing lanes of a warp, and other warps and blocks that
//   get there before the kernel is killed), in block and thread order;
//   cucc prints the line of the first failing thread only (and of blocks
//   already running on other workers that fail too). Hence one failing
//   thread per kernel here.
// - the other lanes of the failing thread's warp stop too, and blocks
//   still running are killed; cucc runs a block's threads one after the
//   other, so threads that ran before the failing one have finished, and
//   blocks running on other workers finish.
int main() {
  quiet_scenario("printf output and a queued kernel", printf_and_queue);
  scenario("the guide's testAssert<<<1,1>>>, then cudaDeviceReset", guide_sample);
  scenario("one failing thread of 256 (block 1, thread 13)", one_of_256);
  scenario("3D grid and block", in_3d_grid);
  scenario("kernel with barriers, thread 5 fails", between_barriers);
  scenario("in a __noinline__ device function (block 2, thread 7)",
           in_a_called_function);
  scenario("passing asserts, and an assert under NDEBUG", passing_and_disabled);
  printf(failures ? "FAIL\n" : "PASS\n");
  return failures ? 1 : 0;
}

// <assert.h> defines assert anew each time it is included.
#define NDEBUG
#include <assert.h>

__global__ void disabled_assert(int *out) {
  assert(out == nullptr);
  out[0] = 42;
}
