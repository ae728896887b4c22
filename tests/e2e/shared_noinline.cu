// __shared__ variables used by __noinline__ device functions: each kernel
// reports (cudaFuncGetAttributes) and gets only the static shared memory of
// the functions it reaches, as nvcc's sharedSizeBytes does; the same holds
// for every kernel under -G (tests/driver/gdb.sh builds this file with -G).
#include <cstdio>

__device__ __noinline__ int fill_a(int t) {
  __shared__ int sa[1000];
  sa[t] = t * 3;
  __syncthreads();
  return sa[999 - t];
}

__device__ __noinline__ int fill_b(int t) {
  __shared__ int sb[2000];
  sb[t] = t + 7;
  sb[t + 1000] = t + 1007;
  __syncthreads();
  return sb[1999 - t];
}

__device__ __noinline__ int both(int t) { return fill_a(t) + fill_b(t); }

__global__ void ka(int *out) { out[threadIdx.x] = fill_a(threadIdx.x); }
__global__ void kb(int *out) { out[threadIdx.x] = fill_b(threadIdx.x); }
__global__ void kab(int *out) { out[threadIdx.x] = both(threadIdx.x); }
__global__ void knone(int *out) { out[threadIdx.x] = 1; }

int main() {
  int fails = 0;
  const void *k[4] = {(const void *)ka, (const void *)kb, (const void *)kab,
                      (const void *)knone};
  const size_t want[4] = {4000, 8000, 12000, 0};
  for (int i = 0; i < 4; i++) {
    cudaFuncAttributes a;
    cudaFuncGetAttributes(&a, k[i]);
    printf("kernel %d: %zu bytes of static shared memory\n", i,
           a.sharedSizeBytes);
    fails += a.sharedSizeBytes != want[i];
  }
  int *d, h[1000];
  cudaMalloc(&d, sizeof h);
  ka<<<1, 1000>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  fails += h[0] != 999 * 3 || h[999] != 0;
  kab<<<1, 1000>>>(d); // sa and sb must not overlap here
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int t = 0; t < 1000; t++)
    fails += h[t] != (999 - t) * 3 + (1999 - t) + 7;
  printf("%d %d\n", h[0], h[999]);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
