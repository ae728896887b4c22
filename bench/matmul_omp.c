/* Benchmark: the OpenMP equivalent of matmul.cu (N x N floats, rows split
 * across threads, i-k-j loop order), same timing method and output. */
#include <string.h>
#include "bench.h"

static void matmul(const float *restrict A, const float *restrict B,
                   float *restrict C, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float *c = C + (size_t)i * n;
    memset(c, 0, n * sizeof(float));
    for (int k = 0; k < n; k++) {
      float a = A[(size_t)i * n + k];
      const float *b = B + (size_t)k * n;
      for (int j = 0; j < n; j++)
        c[j] += a * b[j];
    }
  }
}

int main(int argc, char **argv) {
  const int n = 512, reps = argc > 1 ? atoi(argv[1]) : 10;
  size_t sz = (size_t)n * n * sizeof(float);
  float *A = malloc(sz), *B = malloc(sz), *C = malloc(sz);
  float *R = calloc((size_t)n * n, sizeof(float));
  for (int i = 0; i < n * n; i++) { /* small integers: every sum is exact */
    A[i] = (float)(i % 7 - 3);
    B[i] = (float)(i % 5 - 2);
  }
  for (int i = 0; i < n; i++) /* serial reference */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        R[i * n + j] += A[i * n + k] * B[k * n + j];
  matmul(A, B, C, n); /* warm-up */
  double *s = malloc(reps * sizeof(double));
  for (int k = 0; k < reps; k++) {
    double t = now_ms();
    matmul(A, B, C, n);
    s[k] = now_ms() - t;
  }
  for (int i = 0; i < n * n; i++)
    if (C[i] != R[i]) {
      fprintf(stderr, "matmul_omp: mismatch at (%d,%d)\n", i / n, i % n);
      return 1;
    }
  report("matmul", s, reps);
  return 0;
}
