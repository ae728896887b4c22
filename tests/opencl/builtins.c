/* OpenCL C's built-in library against the host's C library: math (within
 * a few ulp), common, geometric and relational functions, conversions,
 * vector loads; integer functions and 32/64-bit atomics exactly.
 * usage: builtins BUILTINS.cl */
#include <float.h>
#include <limits.h>
#include <math.h>

#include "common.h"

enum { N = 64 };
static int bad;

static void near(int i, int k, float got, double want, double tol) {
  if (isnan(got) && isnan(want))
    return;
  double err = fabs(got - want);
  double scale = fabs(want) > 1 ? fabs(want) : 1;
  if (!(err <= tol * scale)) {
    printf("FAIL math[%d][%d]: got %.9g, want %.9g\n", i, k, got, want);
    bad++;
  }
}

static void same(int i, int k, long long got, long long want) {
  if (got != want) {
    printf("FAIL ints[%d][%d]: got %lld, want %lld\n", i, k, got, want);
    bad++;
  }
}

static int hadd_ref(int x, int y) { return (int)(((long long)x + y) >> 1); }
static int mad24_ref(int x, int y, int z) { return x * y + z; }

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  test_setup(0);
  cl_program p = test_build(read_text(argv[1]), "");
  cl_int err;
  float x[N], o[N * 16];
  for (int i = 0; i < N; i++)
    x[i] = (float)(i - N / 2) * 0.37f;
  cl_mem dx = clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, sizeof x, x, &err);
  CHECK(err);
  cl_mem dout = clCreateBuffer(test_ctx, 0, sizeof o, NULL, &err);
  CHECK(err);
  cl_kernel k = clCreateKernel(p, "math", &err);
  CHECK(err);
  CHECK(clSetKernelArg(k, 0, sizeof dx, &dx));
  CHECK(clSetKernelArg(k, 1, sizeof dout, &dout));
  size_t g = N;
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, dout, CL_TRUE, 0, sizeof o, o, 0, NULL,
                            NULL));
  const double f = 4 * FLT_EPSILON;
  for (int i = 0; i < N; i++) {
    double v = x[i];
    float *r = o + i * 16;
    near(i, 0, r[0], sin(v), f);
    near(i, 1, r[1], exp(v), f);
    near(i, 2, r[2], log(fabs(v) + 1), f);
    near(i, 3, r[3], pow(fabs(v), 1.5), f);
    near(i, 4, r[4], atan2(v, 2), f);
    near(i, 5, r[5], sqrt((float)(v + 1)), f);
    near(i, 6, r[6], fmax(-v, 0.5), 0);
    near(i, 7, r[7], v < -1 ? -1 : v > 1 ? 1 : v, 0);
    near(i, 8, r[8], 1.5 + (v >= 0), f);
    near(i, 9, r[9], (float)v + (float)(v + 1) + (float)(v * 2) - (float)v, f);
    near(i, 10, r[10], sqrt(v * v + 1), f);
    near(i, 11, r[11], 1 / sqrt(v * v + 1), f);
    near(i, 12, r[12], v, 0);
    near(i, 13, r[13], nearbyint((float)(v * 1e9f) > INT_MAX ? INT_MAX
                                 : (float)(v * 1e9f) < INT_MIN
                                     ? INT_MIN
                                     : rint((float)(v * 1e9f))) / 1e9, f);
    near(i, 14, r[14], (v > 0) - (v < 0) + (v < 0) + (v > 0 ? 5 : 2), 0);
    near(i, 15, r[15], x[1] + 2.0 + 0.5, f);
  }

  int a[N], io[N * 8], counters[3] = {0, INT_MIN, 0};
  long long c64 = 0;
  for (int i = 0; i < N; i++)
    a[i] = (i * 2654435761u) ^ (i << 7);
  cl_mem da = clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, sizeof a, a, &err);
  CHECK(err);
  cl_mem dio = clCreateBuffer(test_ctx, 0, sizeof io, NULL, &err);
  CHECK(err);
  cl_mem dc = clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, sizeof counters,
                             counters, &err);
  CHECK(err);
  cl_mem dc64 = clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, sizeof c64,
                               &c64, &err);
  CHECK(err);
  cl_kernel ki = clCreateKernel(p, "ints", &err);
  CHECK(err);
  CHECK(clSetKernelArg(ki, 0, sizeof da, &da));
  CHECK(clSetKernelArg(ki, 1, sizeof dio, &dio));
  CHECK(clSetKernelArg(ki, 2, sizeof dc, &dc));
  CHECK(clSetKernelArg(ki, 3, sizeof dc64, &dc64));
  size_t l = 16;
  CHECK(clEnqueueNDRangeKernel(test_queue, ki, 1, NULL, &g, &l, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, dio, CL_FALSE, 0, sizeof io, io, 0,
                            NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, dc, CL_FALSE, 0, sizeof counters,
                            counters, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, dc64, CL_FALSE, 0, sizeof c64, &c64, 0,
                            NULL, NULL));
  CHECK(clFinish(test_queue));
  int sum = 0, mx = INT_MIN;
  long long s64 = 0;
  for (int i = 0; i < N; i++) {
    int v = a[i];
    int *r = io + i * 8;
    unsigned u = (unsigned)v;
    same(i, 0, (unsigned)r[0], v < 0 ? 0u - u : u);
    same(i, 1, r[1], v ? __builtin_clz(u) : 32);
    same(i, 2, r[2], __builtin_popcount(u));
    same(i, 3, r[3], (int)(((long long)v * 0x12345678) >> 32));
    long long s = (long long)v + 0x7fffff00;
    same(i, 4, r[4], s > INT_MAX ? INT_MAX : s);
    same(i, 5, r[5], (int)((u << 5) | (u >> 27)));
    same(i, 6, r[6], (v > 3 ? v : 3) + (v < -3 ? v : -3));
    same(i, 7, r[7], hadd_ref(v, 7) + mad24_ref(v & 0xffff, 3, 1));
    sum += (int)(unsigned)v;
    mx = v > mx ? v : mx;
    s64 += (long long)v << 20;
  }
  same(-1, 0, counters[0], sum);
  same(-1, 1, counters[1], mx);
  same(-1, 2, counters[2], N);
  same(-1, 3, c64, s64);
  if (bad)
    return 1;
  printf("builtins: PASSED\n");
  return 0;
}
