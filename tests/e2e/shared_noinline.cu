// __shared__ variables used by __noinline__ device functions (and, under
// -G, by every kernel: tests/driver/gdb.sh builds this file with -G): a
// kernel's static shared memory (cudaFuncGetAttributes) counts only the
// variables it reaches, and two variables that one kernel reaches never
// overlap. nvcc 13 on an H100 reports 4000, 8000, 12000, 0 and 4400 bytes for
// ka, kb, kab, knone and kin (12000, 8000, 12000, 0, 12400 with -G or -rdc:
// one offset per variable for the whole module, as cucc gives them); cucc
// may report more than nvcc's minimum but never less than a kernel uses.
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
__global__ void kin(int *out) {
  __shared__ int x[100];
  if (threadIdx.x < 100)
    x[threadIdx.x] = (int)threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = x[threadIdx.x % 100] + fill_a(threadIdx.x);
}

int main() {
  int fails = 0;
  const void *k[5] = {(const void *)ka, (const void *)kb, (const void *)kab,
                      (const void *)knone, (const void *)kin};
  const size_t least[5] = {4000, 8000, 12000, 0, 4400},
               most[5] = {12000, 12000, 12000, 0, 12400};
  for (int i = 0; i < 5; i++) {
    cudaFuncAttributes a;
    cudaFuncGetAttributes(&a, k[i]);
    if (a.sharedSizeBytes < least[i] || a.sharedSizeBytes > most[i]) {
      printf("FAIL: kernel %d reports %zu bytes of static shared memory\n", i,
             a.sharedSizeBytes);
      fails++;
    }
  }
  int *d, h[1000];
  cudaMalloc(&d, sizeof h);
  kab<<<1, 1000>>>(d); // sa and sb must not overlap here
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int t = 0; t < 1000; t++)
    fails += h[t] != (999 - t) * 3 + (1999 - t) + 7;
  kin<<<1, 1000>>>(d); // nor x and sa
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int t = 0; t < 1000; t++)
    fails += h[t] != t % 100 + (999 - t) * 3;
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
