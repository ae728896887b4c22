// Benchmark: matrix transpose of 4096^2 floats through 32x32 shared-memory
// tiles (padded to 33 columns), 32x8 threads per block each moving 4
// elements, as in NVIDIA's transpose sample. Times launch + synchronize.
#include "bench.h"

#define T 32
__global__ void transpose(float *out, const float *in, int n) {
  __shared__ float tile[T][T + 1];
  int x = blockIdx.x * T + threadIdx.x, y = blockIdx.y * T + threadIdx.y;
  for (int k = 0; k < T; k += 8)
    tile[threadIdx.y + k][threadIdx.x] = in[(size_t)(y + k) * n + x];
  __syncthreads();
  x = blockIdx.y * T + threadIdx.x;
  y = blockIdx.x * T + threadIdx.y;
  for (int k = 0; k < T; k += 8)
    out[(size_t)(y + k) * n + x] = tile[threadIdx.x][threadIdx.y + k];
}

int main(int argc, char **argv) {
  const int n = 4096, reps = argc > 1 ? atoi(argv[1]) : 10;
  size_t bytes = (size_t)n * n * sizeof(float);
  float *h = (float *)malloc(bytes), *o = (float *)malloc(bytes);
  for (size_t i = 0; i < (size_t)n * n; i++)
    h[i] = (float)(i % 100003);
  float *din, *dout;
  cudaMalloc(&din, bytes);
  cudaMalloc(&dout, bytes);
  cudaMemcpy(din, h, bytes, cudaMemcpyHostToDevice);
  dim3 grid(n / T, n / T), block(T, 8);
  transpose<<<grid, block>>>(dout, din, n); // warm-up
  cudaDeviceSynchronize();
  double *s = (double *)malloc(reps * sizeof(double));
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    transpose<<<grid, block>>>(dout, din, n);
    cudaDeviceSynchronize();
    s[r] = now_ms() - t;
  }
  cudaMemcpy(o, dout, bytes, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (o[(size_t)j * n + i] != h[(size_t)i * n + j]) {
        fprintf(stderr, "transpose: [%d][%d] wrong\n", j, i);
        return 1;
      }
  report("transpose", s, reps);
  return 0;
}
