/* The benchmark driver shared by the three programs: for each benchmark
 * named on the command line (default all), REPS timed runs of its kernels
 * (inputs uploaded again before each, untimed; the time is launches +
 * synchronization, or the OpenMP loops), then "RESULT pb_NAME min median"
 * in ms. With --check the GPU back ends compare their outputs with the
 * sequential reference (pb_bench.h's OpenMP twin compiled without OpenMP).
 * A back end defines PB_GPU and dev_alloc/dev_up/dev_down/dev_sync. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../bench.h"
#include "pb_bench.h"

#ifdef PB_GPU
static pbuf *dev_alloc(size_t bytes);
static void dev_up(pbuf *d, const float *h, size_t bytes);
static void dev_down(float *h, pbuf *d, size_t bytes);
static void dev_sync(void);
static void dev_free(pbuf *d);

/* counts the elements that differ by more than PolyBench's tolerance */
static long compare(const float *got, const float *want, size_t n) {
  double scale = 0;
  for (size_t i = 0; i < n; i++)
    if (fabs(want[i]) > scale)
      scale = fabs(want[i]);
  long bad = 0;
  for (size_t i = 0; i < n; i++) {
    double a = got[i], b = want[i];
    if (isnan(a) && isnan(b))
      continue;
    if (!(fabs(a - b) <= 5e-3 * fmax(fabs(a), fabs(b)) + 1e-5 * scale)) {
      if (bad++ < 3)
        fprintf(stderr, "  [%zu] %.7g, expected %.7g\n", i, a, b);
    }
  }
  return bad;
}
#endif

static float **alloc_host(const pb_bench *b) {
  float **h = (float **)calloc(MAXARR, sizeof *h);
  for (int i = 0; i < b->narr; i++) {
    h[i] = (float *)malloc(b->len[i] * sizeof(float));
    if (!h[i]) {
      fprintf(stderr, "out of memory\n");
      exit(1);
    }
  }
  return h;
}

static void free_host(const pb_bench *b, float **h) {
  for (int i = 0; i < b->narr; i++)
    free(h[i]);
  free(h);
}

static int run_one(const pb_bench *b, int reps, int check) {
  float **h = alloc_host(b);
  double *t = (double *)malloc(reps * sizeof *t);
  int failed = 0;
  b->init(h);
#ifdef PB_GPU
  pbuf *d[MAXARR];
  for (int i = 0; i < b->narr; i++)
    d[i] = dev_alloc(b->len[i] * sizeof(float));
  for (int r = 0; r < reps; r++) {
    for (int i = 0; i < b->narr; i++)
      dev_up(d[i], h[i], b->len[i] * sizeof(float));
    dev_sync();
    double t0 = now_ms();
    b->gpu(d);
    dev_sync();
    t[r] = now_ms() - t0;
  }
  if (check) {
    float **ref = alloc_host(b);
    b->init(ref);
    b->omp(ref);
    for (int i = 0; i < b->narr; i++) {
      if (!(b->out >> i & 1))
        continue;
      dev_down(h[i], d[i], b->len[i] * sizeof(float));
      long bad = compare(h[i], ref[i], b->len[i]);
      if (bad) {
        fprintf(stderr, "%s: array %d: %ld of %zu elements differ\n", b->name,
                i, bad, b->len[i]);
        failed = 1;
      }
    }
    free_host(b, ref);
  }
  for (int i = 0; i < b->narr; i++)
    dev_free(d[i]);
#else
  (void)check;
  for (int r = 0; r < reps; r++) {
    b->init(h);
    double t0 = now_ms();
    b->omp(h);
    t[r] = now_ms() - t0;
  }
#endif
  char name[64];
  snprintf(name, sizeof name, "pb_%s", b->name);
  report(name, t, reps); /* prints "RESULT pb_NAME min median" */
  fflush(stdout);
  free(t);
  free_host(b, h);
  return failed;
}

int main(int argc, char **argv) {
  int reps = 5, check = 0, failed = 0, any = 0;
  const char *env = getenv("PB_REPS");
  if (env && atoi(env) > 0)
    reps = atoi(env);
  for (int a = 1; a < argc; a++)
    if (!strcmp(argv[a], "--check"))
      check = 1;
  for (int k = 0; k < PB_COUNT; k++) {
    int want = 1, named = 0;
    for (int a = 1; a < argc; a++)
      if (argv[a][0] != '-') {
        named = 1;
        want = 0;
      }
    for (int a = 1; named && a < argc; a++)
      if (!strcmp(argv[a], pb_all[k].name))
        want = 1;
    if (want) {
      any = 1;
      failed |= run_one(&pb_all[k], reps, check);
    }
  }
  if (!any) {
    fprintf(stderr, "no such benchmark; known:");
    for (int k = 0; k < PB_COUNT; k++)
      fprintf(stderr, " %s", pb_all[k].name);
    fprintf(stderr, "\n");
    return 2;
  }
  return failed;
}
