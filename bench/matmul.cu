// Benchmark: the CUDA programming guide's tiled shared-memory matrix
// multiply (16x16 tiles, __syncthreads), C = A * B with N x N floats.
// Times launch + cudaDeviceSynchronize after a warm-up; prints min/median.
#include "bench.h"

#define TILE 16

__global__ void matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = threadIdx.y, col = threadIdx.x;
  int r = blockIdx.y * TILE + row, c = blockIdx.x * TILE + col;
  float acc = 0;
  for (int m = 0; m < n / TILE; ++m) {
    As[row][col] = A[r * n + m * TILE + col];
    Bs[row][col] = B[(m * TILE + row) * n + c];
    __syncthreads();
    for (int e = 0; e < TILE; ++e)
      acc += As[row][e] * Bs[e][col];
    __syncthreads();
  }
  C[r * n + c] = acc;
}

#define CHECK(x)                                                             \
  do {                                                                       \
    cudaError_t e = (x);                                                     \
    if (e != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                     \
              cudaGetErrorString(e));                                        \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

int main(int argc, char **argv) {
  const int n = 512, reps = argc > 1 ? atoi(argv[1]) : 10;
  size_t sz = (size_t)n * n * sizeof(float);
  float *A = (float *)malloc(sz), *B = (float *)malloc(sz);
  float *C = (float *)malloc(sz), *R = (float *)calloc((size_t)n * n, sizeof(float));
  for (int i = 0; i < n * n; i++) { // small integers: every sum is exact
    A[i] = (float)(i % 7 - 3);
    B[i] = (float)(i % 5 - 2);
  }
  for (int i = 0; i < n; i++) // reference, i-k-j order
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        R[i * n + j] += A[i * n + k] * B[k * n + j];
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, sz));
  CHECK(cudaMalloc(&dB, sz));
  CHECK(cudaMalloc(&dC, sz));
  CHECK(cudaMemcpy(dA, A, sz, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B, sz, cudaMemcpyHostToDevice));
  dim3 threads(TILE, TILE), grid(n / TILE, n / TILE);
  matmul<<<grid, threads>>>(dA, dB, dC, n); // warm-up
  CHECK(cudaDeviceSynchronize());
  double *s = (double *)malloc(reps * sizeof(double));
  for (int k = 0; k < reps; k++) {
    double t = now_ms();
    matmul<<<grid, threads>>>(dA, dB, dC, n);
    CHECK(cudaDeviceSynchronize());
    s[k] = now_ms() - t;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(C, dC, sz, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n * n; i++)
    if (C[i] != R[i]) {
      fprintf(stderr, "matmul: mismatch at (%d,%d): %f != %f\n", i / n, i % n, C[i], R[i]);
      return 1;
    }
  report("matmul", s, reps);
  return 0;
}
