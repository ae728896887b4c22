// Device assert (guide B.15): a failing assert stops the kernel (the rest of
// the failing thread never runs), prints
//   file:line: function: block: [x,y,z], thread: [x,y,z] Assertion `expr` failed.
// on stderr, and makes the context's error the sticky cudaErrorAssert for
// every later synchronization and call until cudaDeviceReset. The program
// captures its own stderr around each failing kernel and checks the message
// (file name shortened to its base name; the format is the guide's and was
// seen on a GPU, see the spec's AS-4), reads host-mapped memory (which stays
// readable after the failure) to see what the failing thread did, and checks
// the recovery after the reset. NDEBUG (at the end of the file) disables
// assert. Each scenario runs in a process of its own. No .expected yet: not
// recorded on a GPU.
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
  expect("cudaGetLastError again", cudaGetLastError(), cudaErrorAssert);
  expect("cudaPeekAtLastError", cudaPeekAtLastError(), cudaErrorAssert);
  int h = 0;
  expect("cudaMemcpy", cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost),
         cudaErrorAssert);
  all_pass<<<1, 32>>>(d);
  expect("launch after the assert", cudaGetLastError(), cudaErrorAssert);
  expect("cudaDeviceReset", cudaDeviceReset(), cudaSuccess);
  expect("synchronize after the reset", cudaDeviceSynchronize(), cudaSuccess);
  expect("cudaGetLastError after the reset", cudaGetLastError(), cudaSuccess);
  expect("cudaMalloc after the reset", cudaMalloc((void **)&d, 32 * sizeof(int)),
         cudaSuccess);
  all_pass<<<1, 32>>>(d);
  expect("a kernel after the reset", cudaDeviceSynchronize(), cudaSuccess);
  int out[32];
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 32; i++)
    ok = ok && out[i] == 100 / (i + 1);
  check("its results", ok);
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

int main() {
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
