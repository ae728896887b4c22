// Example: the CUDA guide's vector addition, with the usual error checks.
#include <cstdio>
#include <cstdlib>

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t e = (call);                                                \
    if (e != cudaSuccess) {                                                \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(e));                                      \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

int main() {
  const int n = 50000;
  size_t size = n * sizeof(float);
  float *h_a = (float *)malloc(size), *h_b = (float *)malloc(size),
        *h_c = (float *)malloc(size);
  for (int i = 0; i < n; i++) {
    h_a[i] = rand() / (float)RAND_MAX;
    h_b[i] = rand() / (float)RAND_MAX;
  }
  float *d_a, *d_b, *d_c;
  CHECK(cudaMalloc(&d_a, size));
  CHECK(cudaMalloc(&d_b, size));
  CHECK(cudaMalloc(&d_c, size));
  CHECK(cudaMemcpy(d_a, h_a, size, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, h_b, size, cudaMemcpyHostToDevice));
  int threads = 256, blocks = (n + threads - 1) / threads;
  printf("CUDA kernel launch with %d blocks of %d threads\n", blocks, threads);
  vectorAdd<<<blocks, threads>>>(d_a, d_b, d_c, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h_c, d_c, size, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    if (h_a[i] + h_b[i] != h_c[i]) {
      fprintf(stderr, "Result verification failed at element %d\n", i);
      return 1;
    }
  printf("Test PASSED\n");
  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_b));
  CHECK(cudaFree(d_c));
  free(h_a);
  free(h_b);
  free(h_c);
  printf("Done\n");
  return 0;
}
