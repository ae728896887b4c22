/* Benchmark: the OpenMP equivalent of reduce.cu and shuffle_reduce.cu (one
 * sum per 256 ints of 2^24, or 2^argv[2], `#pragma omp parallel for` over
 * the groups), same timing method and output. */
#include "bench.h"

static void block_sum(const int *restrict in, int *restrict out, int nb) {
#pragma omp parallel for
  for (int b = 0; b < nb; b++) {
    int s = 0;
    for (int i = 0; i < 256; i++)
      s += in[b * 256 + i];
    out[b] = s;
  }
}

int main(int argc, char **argv) {
  const int n = 1 << (argc > 2 ? atoi(argv[2]) : 24), nb = n / 256, reps = argc > 1 ? atoi(argv[1]) : 10;
  int *h = malloc(n * sizeof(int)), *p = malloc(nb * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i % 1000 - 500;
  block_sum(h, p, nb); /* warm-up */
  double *s = malloc(reps * sizeof(double));
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    block_sum(h, p, nb);
    s[r] = now_ms() - t;
  }
  for (int b = 0; b < nb; b++) {
    int want = 0;
    for (int i = 0; i < 256; i++)
      want += h[b * 256 + i];
    if (p[b] != want) {
      fprintf(stderr, "reduce_omp: block %d: %d, expected %d\n", b, p[b], want);
      return 1;
    }
  }
  report("reduce", s, reps);
  return 0;
}
