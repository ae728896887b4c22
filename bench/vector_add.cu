// Benchmark: CUDA vector add c = a + b over 2^24 floats, 256 threads/block.
// Times launch + cudaDeviceSynchronize (after a warm-up), prints min/median
// and the CPU cores kept busy during the timed runs (user+sys / wall).
#include "bench.h"

__global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
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
  const int n = 1 << 24, reps = argc > 1 ? atoi(argv[1]) : 20;
  size_t sz = (size_t)n * sizeof(float);
  float *a = (float *)malloc(sz), *b = (float *)malloc(sz), *c = (float *)malloc(sz);
  for (int i = 0; i < n; i++) {
    a[i] = (float)(i % 1000);
    b[i] = (float)(i % 777) * 0.5f;
  }
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, sz));
  CHECK(cudaMalloc(&db, sz));
  CHECK(cudaMalloc(&dc, sz));
  CHECK(cudaMemcpy(da, a, sz, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, sz, cudaMemcpyHostToDevice));
  int threads = 256, blocks = (n + threads - 1) / threads;
  vadd<<<blocks, threads>>>(da, db, dc, n); // warm-up
  CHECK(cudaDeviceSynchronize());
  double *s = (double *)malloc(reps * sizeof(double));
  double w0 = now_ms(), c0 = cpu_ms();
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    vadd<<<blocks, threads>>>(da, db, dc, n);
    CHECK(cudaDeviceSynchronize());
    s[r] = now_ms() - t;
  }
  double cores = (cpu_ms() - c0) / (now_ms() - w0);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(c, dc, sz, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    if (c[i] != a[i] + b[i]) {
      fprintf(stderr, "vector_add: mismatch at %d: %f != %f\n", i, c[i], a[i] + b[i]);
      return 1;
    }
  report("vector_add", s, reps);
  printf("CORES %.2f\n", cores);
  return 0;
}
