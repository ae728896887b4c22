/* Benchmark: the OpenMP equivalent of vector_add.cu (c = a + b over 2^24
 * floats, `#pragma omp parallel for`), same timing method and output. */
#include "bench.h"

static void vadd(const float *restrict a, const float *restrict b,
                 float *restrict c, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  const int n = 1 << 24, reps = argc > 1 ? atoi(argv[1]) : 20;
  size_t sz = (size_t)n * sizeof(float);
  float *a = malloc(sz), *b = malloc(sz), *c = malloc(sz);
  for (int i = 0; i < n; i++) {
    a[i] = (float)(i % 1000);
    b[i] = (float)(i % 777) * 0.5f;
  }
  vadd(a, b, c, n); /* warm-up */
  double *s = malloc(reps * sizeof(double));
  double w0 = now_ms(), c0 = cpu_ms();
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    vadd(a, b, c, n);
    s[r] = now_ms() - t;
  }
  double cores = (cpu_ms() - c0) / (now_ms() - w0);
  for (int i = 0; i < n; i++)
    if (c[i] != a[i] + b[i]) {
      fprintf(stderr, "vector_add_omp: mismatch at %d\n", i);
      return 1;
    }
  report("vector_add", s, reps);
  printf("CORES %.2f\n", cores);
  return 0;
}
