/* Benchmark: the OpenMP equivalent of scan.cu (each 256-int segment scanned
 * in order, segments shared out by `omp parallel for`), same timing method
 * and output. */
#include "bench.h"

static void seg_scan(const int *restrict in, int *restrict out, int nb) {
#pragma omp parallel for
  for (int b = 0; b < nb; b++) {
    int acc = 0;
    for (int i = 0; i < 256; i++)
      out[b * 256 + i] = acc += in[b * 256 + i];
  }
}

int main(int argc, char **argv) {
  const int n = 1 << 24, nb = n / 256, reps = argc > 1 ? atoi(argv[1]) : 10;
  int *h = malloc(n * sizeof(int)), *p = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i % 1000 - 500;
  seg_scan(h, p, nb); /* warm-up */
  double *s = malloc(reps * sizeof(double));
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    seg_scan(h, p, nb);
    s[r] = now_ms() - t;
  }
  for (int b = 0; b < nb; b++)
    for (int i = 0, acc = 0; i < 256; i++) {
      acc += h[b * 256 + i];
      if (p[b * 256 + i] != acc) {
        fprintf(stderr, "scan_omp: [%d] wrong\n", b * 256 + i);
        return 1;
      }
    }
  report("scan", s, reps);
  return 0;
}
