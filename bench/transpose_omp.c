/* Benchmark: the OpenMP equivalent of transpose.cu (32x32 blocks, rows of
 * blocks shared out by `omp parallel for`), same timing method and output. */
#include "bench.h"

static void transpose(float *restrict out, const float *restrict in, int n) {
#pragma omp parallel for
  for (int bi = 0; bi < n; bi += 32)
    for (int bj = 0; bj < n; bj += 32)
      for (int i = bi; i < bi + 32; i++)
        for (int j = bj; j < bj + 32; j++)
          out[(size_t)j * n + i] = in[(size_t)i * n + j];
}

int main(int argc, char **argv) {
  const int n = 4096, reps = argc > 1 ? atoi(argv[1]) : 10;
  size_t bytes = (size_t)n * n * sizeof(float);
  float *h = malloc(bytes), *o = malloc(bytes);
  for (size_t i = 0; i < (size_t)n * n; i++)
    h[i] = (float)(i % 100003);
  transpose(o, h, n); /* warm-up */
  double *s = malloc(reps * sizeof(double));
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    transpose(o, h, n);
    s[r] = now_ms() - t;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (o[(size_t)j * n + i] != h[(size_t)i * n + j]) {
        fprintf(stderr, "transpose_omp: [%d][%d] wrong\n", j, i);
        return 1;
      }
  report("transpose", s, reps);
  return 0;
}
