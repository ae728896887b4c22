// A kernel that dereferences an invalid pointer must not kill the program:
// as on a GPU, the launch fails with the sticky cudaErrorIllegalAddress
// (reported by the next synchronization and by every later call), the rest
// of the grid does not run, and cudaDeviceReset succeeds but leaves the
// device unavailable (cudaErrorDevicesUnavailable) until the process ends
// (seen on an H100 with nvcc 13 after a failed assert and after __trap:
// tests/e2e/assert.cu, trap.cu), so each fault happens in a process of its
// own. Covers loop kernels and fiber kernels (barriers), including a fault
// after a barrier and a fiber stack overflow.
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>

__global__ void null_read(int *p, int bad_block) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockIdx.x == bad_block && threadIdx.x == 3)
    p[i] = *(volatile int *)nullptr;
  else
    p[i] = 1;
}

__global__ void fault_after_barrier(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 7)
    *(volatile int *)(out + (1L << 40)) = 1;
  out[threadIdx.x] = s[63 - threadIdx.x];
}

__device__ int deep(volatile char *buf, int n) {
  volatile char local[4096];
  local[0] = (char)n;
  buf[0] = local[0];
  return n ? deep(local, n - 1) + local[0] : 0;
}

__global__ void stack_overflow(int *out) {
  __shared__ int s;
  volatile char b[16];
  if (threadIdx.x == 0) s = 0;
  __syncthreads();
  out[threadIdx.x] = deep(b, 1 << 20) + s;
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

static void null_read_then_reset() {
  int *d;
  cudaMalloc(&d, 1 << 20);
  null_read<<<64, 64>>>(d, 10);
  expect("launch of the faulting kernel", cudaGetLastError(), cudaSuccess);
  expect("synchronize", cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  expect("synchronize again (sticky)", cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  int h = 0;
  expect("cudaMemcpy after the fault", cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost),
         cudaErrorIllegalAddress);
  fill<<<1, 32>>>(d, 5);
  expect("launch after the fault", cudaGetLastError(), cudaErrorIllegalAddress);
  expect("cudaDeviceReset", cudaDeviceReset(), cudaSuccess);
  expect("cudaMalloc after reset", cudaMalloc(&d, 1 << 20),
         cudaErrorDevicesUnavailable);
  fill<<<1, 32>>>(d, 7);
  expect("kernel after reset", cudaDeviceSynchronize(),
         cudaErrorDevicesUnavailable);
}

static void after_barrier() {
  int *d;
  cudaMalloc(&d, 1 << 20);
  fault_after_barrier<<<4, 64>>>(d);
  expect("fault after a barrier (fibers)", cudaDeviceSynchronize(), cudaErrorIllegalAddress);
}

static void overflow() {
  int *d;
  cudaMalloc(&d, 1 << 20);
  stack_overflow<<<1, 32>>>(d);
  expect("stack overflow in a fiber", cudaDeviceSynchronize(), cudaErrorIllegalAddress);
}

static void fault_in_child(void (*fn)()) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) { // no CUDA call before the fork
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
  fault_in_child(null_read_then_reset);
  fault_in_child(after_barrier);
  fault_in_child(overflow);
  printf("%s\n", failures ? "FAIL" : "PASS");
  return failures;
}
