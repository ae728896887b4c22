// Streams and events belong to the device that was current when they were
// created (guide 3.2.6.2-3): a launch into another device's stream and an
// event recorded in another device's stream fail, elapsed time between
// events of two devices fails, and each device's default stream is its own:
// a kernel in device 1's default stream runs while one in device 0's waits
// for it. cucc only: it uses CUCC_DEVICE_COUNT=2 (a machine with one GPU
// cannot run it).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

static int failures;
static void expect(bool ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  if (!ok)
    failures++;
}

__global__ void waiter(volatile int *flag, int *seen) {
  long long t0 = clock64();
  while (!*flag && clock64() - t0 < (1ll << 31)) {
  }
  *seen = *flag != 0;
}

__global__ void setter(int *flag) { atomicExch(flag, 1); }

int main() {
  setenv("CUCC_DEVICE_COUNT", "2", 1);
  int n = 0;
  cudaGetDeviceCount(&n);
  expect(n == 2, "two devices");
  int *flag, *seen;
  cudaMallocManaged(&flag, 4);
  cudaMallocManaged(&seen, 4);
  *flag = 0;
  *seen = 0;
  cudaStream_t s0;
  cudaEvent_t e0;
  cudaStreamCreate(&s0);
  cudaEventCreate(&e0);
  cudaSetDevice(1);
  cudaStream_t s1;
  cudaEvent_t e1;
  cudaStreamCreate(&s1);
  cudaEventCreate(&e1);
  setter<<<1, 1, 0, s0>>>(flag);
  expect(cudaGetLastError() == cudaErrorInvalidResourceHandle,
         "launch into another device's stream");
  expect(cudaEventRecord(e0, s1) == cudaErrorInvalidResourceHandle,
         "record an event of device 0 in a stream of device 1");
  cudaGetLastError();
  expect(cudaEventRecord(e1, s1) == cudaSuccess, "record on its own device");
  cudaSetDevice(0);
  cudaEventRecord(e0, s0);
  cudaEventSynchronize(e0);
  cudaEventSynchronize(e1);
  float ms;
  expect(cudaEventElapsedTime(&ms, e0, e1) == cudaErrorInvalidResourceHandle,
         "elapsed time between events of two devices");
  cudaGetLastError();
  // the default streams of two devices do not wait for each other
  waiter<<<1, 1>>>(flag, seen);
  cudaSetDevice(1);
  setter<<<1, 1>>>(flag);
  cudaDeviceSynchronize();
  cudaSetDevice(0);
  cudaDeviceSynchronize();
  expect(*seen == 1, "default streams of two devices run concurrently");
  if (failures) {
    printf("FAIL %d\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
