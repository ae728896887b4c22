/* Shared helpers for the benchmarks (C and CUDA): wall clock, CPU time,
 * min/median of samples, and the one-line result format bench/run.sh parses:
 *   RESULT <name> <min_ms> <median_ms>            */
#ifndef BENCH_H
#define BENCH_H
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

static inline double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

/* user + system CPU time of the whole process, ms */
static inline double cpu_ms(void) {
  struct rusage r;
  getrusage(RUSAGE_SELF, &r);
  return (r.ru_utime.tv_sec + r.ru_stime.tv_sec) * 1e3 +
         (r.ru_utime.tv_usec + r.ru_stime.tv_usec) * 1e-3;
}

static inline int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* sorts s[0..n) and prints the RESULT line */
static inline void report(const char *name, double *s, int n) {
  qsort(s, n, sizeof *s, cmp_double);
  double med = n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  printf("RESULT %s %.4f %.4f\n", name, s[0], med);
}
#endif
