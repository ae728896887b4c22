// Used by default_stream.sh: two host threads; thread A launches a kernel
// that waits (up to ~1 s) for a flag in device memory, thread B then sets
// the flag with a plain cudaMemcpy and a kernel launch, both on "stream 0".
// With --default-stream per-thread, stream 0 is each thread's own stream,
// so B's work runs while A's kernel waits: prints "seen 1". With the legacy
// default stream, B's copy waits for A's kernel: "seen 0" (both as on an
// H100 with nvcc 13). The explicit cudaStreamPerThread handle gives each
// thread its own stream in both modes: cucc runs the two threads' kernels
// concurrently, while the H100 happened not to ("seen 0"); CUDA does not
// promise either.
#include <cstdio>
#include <pthread.h>
#include <cuda_runtime.h>

__global__ void waiter(volatile int *flag, int *seen) {
  long long t0 = clock64();
  while (!*flag && clock64() - t0 < (1ll << 31)) {
  }
  *seen = *flag != 0;
}

__global__ void setter(int *flag) { atomicExch(flag, 1); }

static int *dflag, *dseen;
static volatile int launched;
static bool explicit_ptds;

static void *thread_a(void *) {
  waiter<<<1, 1, 0, explicit_ptds ? cudaStreamPerThread : 0>>>(dflag, dseen);
  __atomic_store_n(&launched, 1, __ATOMIC_SEQ_CST);
  cudaStreamSynchronize(explicit_ptds ? cudaStreamPerThread : 0);
  return nullptr;
}

static void *thread_b(void *) {
  while (!__atomic_load_n(&launched, __ATOMIC_SEQ_CST)) {
  }
  int one = 1;
  if (explicit_ptds)
    setter<<<1, 1, 0, cudaStreamPerThread>>>(dflag);
  else
    cudaMemcpy(dflag, &one, sizeof one, cudaMemcpyHostToDevice);
  cudaStreamSynchronize(explicit_ptds ? cudaStreamPerThread : 0);
  return nullptr;
}

int main(int argc, char **argv) {
  explicit_ptds = argc > 1;
  cudaMalloc(&dflag, 4);
  cudaMalloc(&dseen, 4);
  cudaMemset(dflag, 0, 4);
  cudaMemset(dseen, 0, 4);
  cudaDeviceSynchronize();
  pthread_t a, b;
  pthread_create(&a, nullptr, thread_a, nullptr);
  pthread_create(&b, nullptr, thread_b, nullptr);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  cudaDeviceSynchronize();
  int seen = -1;
  cudaMemcpy(&seen, dseen, 4, cudaMemcpyDeviceToHost);
  printf("seen %d\n", seen);
  return 0;
}
