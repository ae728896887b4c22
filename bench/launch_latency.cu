// Benchmark: launch overhead. (1) empty kernel <<<1,1>>> launch followed by
// cudaDeviceSynchronize, 10000 iterations in batches of 1000: us per
// launch+sync; (2) 1000 launches back-to-back then one synchronize: us per
// launch. Prints min over batches and median. Checks afterwards (untimed)
// that 1000 back-to-back launches all ran, in order.
#include "bench.h"

__global__ void empty() {}
__global__ void step(int *p, int i) {
  if (*p == i)
    *p = i + 1;
}

int main() {
  enum { BATCHES = 10, PER = 1000 };
  double sync[BATCHES], async[BATCHES];
  for (int i = 0; i < 100; i++) { // warm-up
    empty<<<1, 1>>>();
    cudaDeviceSynchronize();
  }
  for (int b = 0; b < BATCHES; b++) {
    double t = now_ms();
    for (int i = 0; i < PER; i++) {
      empty<<<1, 1>>>();
      cudaDeviceSynchronize();
    }
    sync[b] = (now_ms() - t) * 1e3 / PER; // us
  }
  for (int b = 0; b < BATCHES; b++) {
    double t = now_ms();
    for (int i = 0; i < PER; i++)
      empty<<<1, 1>>>();
    cudaDeviceSynchronize();
    async[b] = (now_ms() - t) * 1e3 / PER;
  }
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  cudaMemcpy(d, &h, sizeof(int), cudaMemcpyHostToDevice);
  for (int i = 0; i < PER; i++)
    step<<<1, 1>>>(d, i);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess || h != PER) {
    fprintf(stderr, "launch_latency: %s, counter %d != %d\n",
            cudaGetErrorString(e), h, PER);
    return 1;
  }
  report("launch_sync_us", sync, BATCHES);
  report("launch_async_us", async, BATCHES);
  return 0;
}
