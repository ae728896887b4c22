// cucc-flags: -Xcompiler -fopenmp
// Host OpenMP next to kernels: each OpenMP thread allocates device memory,
// launches kernels on its own stream and on the default stream, and checks
// the results; the OpenMP runtime (LLVM's libomp) and cucc's runtime work
// together. tests/driver/host_compiler.sh builds it with -ccbin g++ too.
#include <cstdio>
#include <omp.h>

__global__ void fill(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = base + i;
}

__global__ void square(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= p[i];
}

int main() {
#ifndef _OPENMP
  printf("FAIL: _OPENMP is not defined\n");
  return 1;
#else
  const int n = 1000, nthreads = 4;
  int bad = 0, ran = 0;
#pragma omp parallel num_threads(nthreads) reduction(+ : bad, ran)
  {
    int t = omp_get_thread_num();
    int *d, *h = new int[n];
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaMalloc(&d, n * sizeof(int));
    for (int round = 0; round < 5; round++) {
      fill<<<(n + 127) / 128, 128, 0, s>>>(d, n, t * 10 + round);
      square<<<(n + 127) / 128, 128, 0, s>>>(d, n);
      cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
      cudaStreamSynchronize(s);
      for (int i = 0; i < n; i++) {
        int v = t * 10 + round + i;
        bad += h[i] != v * v;
      }
    }
    fill<<<(n + 127) / 128, 128>>>(d, n, t);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
      bad += h[i] != t + i;
    bad += cudaGetLastError() != cudaSuccess;
    cudaFree(d);
    cudaStreamDestroy(s);
    delete[] h;
    ran = 1;
  }
  printf("%d threads, %d errors\n", ran, bad);
  printf(bad == 0 && ran == nthreads ? "PASS\n" : "FAIL\n");
  return bad != 0 || ran != nthreads;
#endif
}
