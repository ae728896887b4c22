// Example: tiled matrix multiplication with shared memory and __syncthreads.
#include <cstdio>

#define TILE 16

__global__ void matMul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float sum = 0;
  for (int t = 0; t < n / TILE; t++) {
    As[threadIdx.y][threadIdx.x] = A[row * n + t * TILE + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t * TILE + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * n + col] = sum;
}

int main() {
  const int n = 128;
  static float a[n * n], b[n * n], c[n * n];
  for (int i = 0; i < n * n; i++) {
    a[i] = (float)(i % 7);
    b[i] = (float)(i % 5) - 2;
  }
  float *da, *db, *dc;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dc, sizeof c);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  matMul<<<dim3(n / TILE, n / TILE), dim3(TILE, TILE)>>>(da, db, dc, n);
  cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  int errors = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++)
        s += a[i * n + k] * b[k * n + j];
      errors += s != c[i * n + j];
    }
  printf("matrixMul %dx%d: %s\n", n, n, errors ? "FAILED" : "PASSED");
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return errors != 0;
}
