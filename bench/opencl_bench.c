/* The OpenCL benchmark: the kernels of opencl_kernels.cl on the platform
 * named by OCL_PLATFORM (default "cucc"; "Portable" is PoCL), built once
 * (the build time is reported, cold when the platform's kernel cache is
 * off), then each run REPS times; prints RESULT lines (bench.h: min and
 * median ms per kernel, clFinish included) and checks each result.
 * usage: opencl_bench KERNELS.cl */
#include <math.h>
#include <string.h>

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>

#include "bench.h"

#define REPS 7
#define CK(x)                                                                 \
  do {                                                                        \
    cl_int e_ = (x);                                                          \
    if (e_) {                                                                 \
      fprintf(stderr, "%s: %d\n", #x, e_);                                    \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

static cl_context ctx;
static cl_command_queue q;
static cl_program prog;

static cl_mem buf(size_t n, const void *init) {
  cl_int e;
  cl_mem m = clCreateBuffer(ctx, init ? CL_MEM_COPY_HOST_PTR : 0, n,
                            (void *)init, &e);
  CK(e);
  return m;
}

/* runs k REPS times over the NDRange and reports it */
static void time_kernel(const char *name, cl_kernel k, cl_uint dim,
                        const size_t *g, const size_t *l) {
  double s[REPS];
  CK(clEnqueueNDRangeKernel(q, k, dim, NULL, g, l, 0, NULL, NULL)); /* warm */
  CK(clFinish(q));
  for (int r = 0; r < REPS; r++) {
    double t0 = now_ms();
    CK(clEnqueueNDRangeKernel(q, k, dim, NULL, g, l, 0, NULL, NULL));
    CK(clFinish(q));
    s[r] = now_ms() - t0;
  }
  report(name, s, REPS);
}

static cl_kernel kernel(const char *name) {
  cl_int e;
  cl_kernel k = clCreateKernel(prog, name, &e);
  CK(e);
  return k;
}

static void fail(const char *what) {
  fprintf(stderr, "FAILED: %s gives wrong results\n", what);
  exit(1);
}

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  const char *want = getenv("OCL_PLATFORM") ? getenv("OCL_PLATFORM") : "cucc";
  cl_platform_id ps[8], plat = NULL;
  cl_uint np = 0;
  CK(clGetPlatformIDs(8, ps, &np));
  for (cl_uint i = 0; i < np && i < 8; i++) {
    char name[256];
    CK(clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL));
    if (strstr(name, want))
      plat = ps[i];
  }
  if (!plat)
    return fprintf(stderr, "no platform %s\n", want), 1;
  cl_device_id dev;
  CK(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
  cl_int e;
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
  CK(e);
  q = clCreateCommandQueue(ctx, dev, 0, &e);
  CK(e);
  FILE *f = fopen(argv[1], "rb");
  if (!f)
    return 1;
  static char src[1 << 16];
  size_t n = fread(src, 1, sizeof src - 1, f);
  fclose(f);
  src[n] = 0;
  const char *sp = src;
  prog = clCreateProgramWithSource(ctx, 1, &sp, NULL, &e);
  CK(e);
  double t0 = now_ms();
  CK(clBuildProgram(prog, 1, &dev, "", NULL, NULL));
  double build = now_ms() - t0;
  report("build", &build, 1);

  /* vector add, 16M */
  int N = 1 << 24;
  float *a = malloc(N * 4u), *b = malloc(N * 4u), *c = malloc(N * 4u);
  for (int i = 0; i < N; i++) {
    a[i] = (float)(i % 1000);
    b[i] = (float)(i % 77);
  }
  cl_mem da = buf(N * 4u, a), db = buf(N * 4u, b), dc = buf(N * 4u, NULL);
  cl_kernel k = kernel("vadd");
  CK(clSetKernelArg(k, 0, sizeof da, &da));
  CK(clSetKernelArg(k, 1, sizeof db, &db));
  CK(clSetKernelArg(k, 2, sizeof dc, &dc));
  CK(clSetKernelArg(k, 3, sizeof N, &N));
  size_t g1 = (size_t)N, l1 = 256;
  time_kernel("vadd", k, 1, &g1, &l1);
  CK(clEnqueueReadBuffer(q, dc, CL_TRUE, 0, N * 4u, c, 0, NULL, NULL));
  for (int i = 0; i < N; i += 4099)
    if (c[i] != a[i] + b[i])
      fail("vadd");

  /* math */
  k = kernel("blackscholes_like");
  CK(clSetKernelArg(k, 0, sizeof da, &da));
  CK(clSetKernelArg(k, 1, sizeof dc, &dc));
  time_kernel("math", k, 1, &g1, &l1);

  /* reduction */
  k = kernel("reduce");
  size_t groups = g1 / l1;
  cl_mem dr = buf(groups * 4, NULL);
  CK(clSetKernelArg(k, 0, sizeof da, &da));
  CK(clSetKernelArg(k, 1, sizeof dr, &dr));
  CK(clSetKernelArg(k, 2, l1 * 4, NULL));
  CK(clSetKernelArg(k, 3, sizeof N, &N));
  time_kernel("reduce", k, 1, &g1, &l1);
  CK(clEnqueueReadBuffer(q, dr, CL_TRUE, 0, groups * 4, c, 0, NULL, NULL));
  double sum = 0, want_sum = 0;
  for (size_t i = 0; i < groups; i++)
    sum += c[i];
  for (int i = 0; i < N; i++)
    want_sum += a[i];
  if (fabs(sum - want_sum) > 1e-4 * want_sum)
    fail("reduce");

  /* 2D convolution 4096^2 */
  int NI = 4096;
  cl_mem dB = buf((size_t)NI * NI * 4, NULL);
  k = kernel("conv2d");
  CK(clSetKernelArg(k, 0, sizeof da, &da));
  CK(clSetKernelArg(k, 1, sizeof dB, &dB));
  CK(clSetKernelArg(k, 2, sizeof NI, &NI));
  CK(clSetKernelArg(k, 3, sizeof NI, &NI));
  size_t g2[2] = {(size_t)NI, (size_t)NI}, l2[2] = {32, 8};
  time_kernel("conv2d", k, 2, g2, l2);

  /* matrix products 512^2 */
  int M = 512;
  for (int i = 0; i < M * M; i++) {
    a[i] = (float)((i * 7) % 13) * 0.1f;
    b[i] = (float)((i * 3) % 11) * 0.1f;
  }
  cl_mem mA = buf((size_t)M * M * 4, a), mB = buf((size_t)M * M * 4, b),
         mC = buf((size_t)M * M * 4, NULL);
  size_t gm[2] = {(size_t)M, (size_t)M}, lm[2] = {16, 16};
  const char *names[2] = {"matmul_naive", "matmul_tiled"};
  for (int v = 0; v < 2; v++) {
    k = kernel(names[v]);
    CK(clSetKernelArg(k, 0, sizeof mA, &mA));
    CK(clSetKernelArg(k, 1, sizeof mB, &mB));
    CK(clSetKernelArg(k, 2, sizeof mC, &mC));
    CK(clSetKernelArg(k, 3, sizeof M, &M));
    time_kernel(names[v], k, 2, gm, lm);
    CK(clEnqueueReadBuffer(q, mC, CL_TRUE, 0, (size_t)M * M * 4, c, 0, NULL,
                           NULL));
    for (int i = 0; i < M; i += 37) {
      double s = 0;
      for (int kk = 0; kk < M; kk++)
        s += (double)a[i * M + kk] * b[kk * M + (i * 5) % M];
      if (fabs(c[i * M + (i * 5) % M] - s) > 1e-3 * (1 + fabs(s)))
        fail(names[v]);
    }
  }
  return 0;
}
