// __threadfence* compile and order memory; a kernel with a barrier and a
// large per-thread local array (80 KB, which a GPU runs without any set-up)
// runs on the fiber path without overflowing its stack.
#include <cstdio>

__global__ void big_local(int *out, int n) {
  volatile int local[20000]; // 80 KB per thread
  for (int i = 0; i < 20000; i++)
    local[i] = i + threadIdx.x;
  __syncthreads();
  int s = 0;
  for (int i = 0; i < n; i++)
    s += local[i * 997 % 20000];
  __threadfence_block();
  out[threadIdx.x] = s;
}

__device__ volatile int flag;
__device__ int data;

__global__ void producer_consumer(int *out) {
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    data = 42;
    __threadfence();
    flag = 1;
    __threadfence_system();
  }
  __syncthreads();
  if (blockIdx.x == 0 && threadIdx.x == 1)
    out[0] = flag ? data : -1;
}

int main() {
  int *d, h[8];
  cudaMalloc(&d, sizeof h);
  big_local<<<2, 8>>>(d, 100);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int want = 0;
  for (int i = 0; i < 100; i++)
    want += i * 997 % 20000 + 7;
  printf("big local arrays: %s, thread 7 sum %s\n", cudaGetErrorName(e),
         h[7] == want ? "ok" : "wrong");
  producer_consumer<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("fence-ordered flag: %d\n", h[0]);
  bool ok = e == cudaSuccess && h[0] == 42;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
