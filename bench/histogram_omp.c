/* Benchmark: the OpenMP equivalent of histogram.cu (a private histogram per
 * thread, then merged with atomics), same timing method and output. */
#include <string.h>

#include "bench.h"

static void histo(const unsigned char *restrict in, unsigned *bins, int n) {
  memset(bins, 0, 256 * sizeof *bins);
#pragma omp parallel
  {
    unsigned s[256] = {0};
#pragma omp for
    for (int i = 0; i < n; i++)
      s[in[i]]++;
    for (int b = 0; b < 256; b++)
#pragma omp atomic
      bins[b] += s[b];
  }
}

int main(int argc, char **argv) {
  const int n = 1 << 24, reps = argc > 1 ? atoi(argv[1]) : 10;
  unsigned char *h = malloc(n);
  unsigned want[256] = {0}, got[256];
  for (int i = 0; i < n; i++) {
    h[i] = (unsigned char)((i * 2654435761u) >> 13);
    want[h[i]]++;
  }
  histo(h, got, n); /* warm-up */
  double *s = malloc(reps * sizeof(double));
  for (int r = 0; r < reps; r++) {
    double t = now_ms();
    histo(h, got, n);
    s[r] = now_ms() - t;
  }
  for (int b = 0; b < 256; b++)
    if (got[b] != want[b]) {
      fprintf(stderr, "histogram_omp: bin %d: %u, expected %u\n", b, got[b], want[b]);
      return 1;
    }
  report("histogram", s, reps);
  return 0;
}
