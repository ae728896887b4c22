// cucc-flags: -rdc=true
// Device-side cudaMalloc/cudaFree (device_cuda_malloc.expected: recorded with
// nvcc 13 -rdc=true on an H100): kernels allocate from the device heap (the
// one device malloc uses, cudaLimitMallocHeapSize), share the memory with a
// kernel launched later through a __device__ pointer, and free it; an
// allocation larger than the heap fails with cudaErrorMemoryAllocation.
#include <cstdio>

__device__ int *shared_buf;
__device__ int codes[8];

__global__ void per_thread(int *ok) {
  int *p = NULL;
  cudaError_t e = cudaMalloc((void **)&p, 16 * sizeof(int));
  if (e != cudaSuccess || !p) {
    atomicAdd(ok, 1000);
    return;
  }
  for (int i = 0; i < 16; i++)
    p[i] = threadIdx.x * 16 + i;
  int sum = 0;
  for (int i = 0; i < 16; i++)
    sum += p[i] - (int)threadIdx.x * 16;
  if (sum == 120)
    atomicAdd(ok, 1);
  if (cudaFree(p) != cudaSuccess)
    atomicAdd(ok, 100000);
}

__global__ void make(int n) {
  int *p;
  codes[0] = cudaMalloc((void **)&p, n * sizeof(int));
  codes[1] = ((unsigned long long)p & 15) == 0;
  for (int i = 0; i < n; i++)
    p[i] = i * i;
  shared_buf = p;
  void *big = (void *)1;
  codes[2] = cudaMalloc(&big, (size_t)1 << 40);
  codes[3] = big == NULL;
  cudaGetLastError();
}

__global__ void use(int n, long long *sum) {
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += shared_buf[i];
  *sum = s;
  codes[4] = cudaFree(shared_buf);
  codes[5] = cudaFree(NULL);
}

int main() {
  int *ok;
  cudaMalloc(&ok, sizeof(int));
  cudaMemset(ok, 0, sizeof(int));
  per_thread<<<4, 64>>>(ok);
  int h = 0;
  cudaMemcpy(&h, ok, sizeof h, cudaMemcpyDeviceToHost);
  printf("per-thread cudaMalloc/cudaFree: %d of 256 threads ok\n", h);

  long long *sum, hs = 0;
  cudaMalloc(&sum, sizeof *sum);
  make<<<1, 1>>>(1000);
  use<<<1, 1>>>(1000, sum);
  cudaError_t e = cudaDeviceSynchronize();
  printf("sync: %s\n", cudaGetErrorName(e));
  cudaMemcpy(&hs, sum, sizeof hs, cudaMemcpyDeviceToHost);
  int c[8];
  cudaMemcpyFromSymbol(c, codes, sizeof c);
  printf("cudaMalloc in kernel: %s, aligned %d\n",
         cudaGetErrorName((cudaError_t)c[0]), c[1]);
  printf("cudaMalloc of 1 TiB: %s, pointer NULL %d\n",
         cudaGetErrorName((cudaError_t)c[2]), c[3]);
  printf("sum read by the next kernel: %lld\n", hs);
  printf("cudaFree: %s, cudaFree(NULL): %s\n",
         cudaGetErrorName((cudaError_t)c[4]),
         cudaGetErrorName((cudaError_t)c[5]));
  bool pass = h == 256 && hs == 332833500LL && c[0] == 0 && c[1] && c[4] == 0;
  printf("%s\n", pass ? "PASS" : "FAIL");
  return !pass;
}
