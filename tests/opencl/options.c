/* clBuildProgram's options: -D (with and without a value), -I, -cl-std,
 * -cl-denorms-are-zero (float denormals flushed, as by the CPU's FTZ/DAZ
 * modes), -cl-fast-relaxed-math accepted, and an unknown option refused
 * with CL_INVALID_BUILD_OPTIONS and a log.
 * usage: options INCLUDE_DIR */
#include "common.h"

static const char *src =
    "#include \"opt_scale.h\"\n"
    "__kernel void k(__global float *x) {\n"
    "#ifdef TWICE\n"
    "  x[1] = x[0] * OPT_SCALE * ADD;\n"
    "#else\n"
    "  x[1] = -1.0f;\n"
    "#endif\n"
    "  x[2] = __OPENCL_C_VERSION__;\n"
    "}\n";

static float run(const char *options, float in, float *version) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(test_ctx, 1, &src, NULL, &err);
  CHECK(err);
  err = clBuildProgram(p, 1, &test_device, options, NULL, NULL);
  if (err) {
    char log[4096];
    clGetProgramBuildInfo(p, test_device, CL_PROGRAM_BUILD_LOG, sizeof log,
                          log, NULL);
    printf("FAIL: options '%s': %d\n%s\n", options, err, log);
    exit(1);
  }
  cl_kernel k = clCreateKernel(p, "k", &err);
  CHECK(err);
  float h[3] = {in, 0, 0};
  cl_mem m = clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, sizeof h, h, &err);
  CHECK(err);
  CHECK(clSetKernelArg(k, 0, sizeof m, &m));
  size_t g = 1;
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, m, CL_TRUE, 0, sizeof h, h, 0, NULL,
                            NULL));
  clReleaseMemObject(m);
  clReleaseKernel(k);
  clReleaseProgram(p);
  *version = h[2];
  return h[1];
}

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  test_setup(0);
  char opts[1024];
  float v;
  snprintf(opts, sizeof opts, "-I %s -DTWICE -D ADD=2.0f -cl-std=CL1.2", argv[1]);
  float r = run(opts, 3.0f, &v);
  if (r != 3.0f || v != 120.0f)
    return printf("FAIL: -D/-I/-cl-std: %g (version %g)\n", r, v), 1;
  snprintf(opts, sizeof opts, "-I%s -cl-std=CL3.0", argv[1]);
  if (run(opts, 3.0f, &v) != -1.0f || v != 300.0f)
    return printf("FAIL: without -D, CL3.0 (version %g)\n", v), 1;
  /* 2 * 2^-127 * 0.5 * 2 is a denormal: kept, or flushed to zero */
  snprintf(opts, sizeof opts, "-I%s -DTWICE -DADD=2.0f", argv[1]);
  float den = 1e-38f;
  if (run(opts, den, &v) == 0.0f)
    return printf("FAIL: denormal flushed by default\n"), 1;
  snprintf(opts, sizeof opts, "-I%s -DTWICE -DADD=2.0f -cl-denorms-are-zero",
           argv[1]);
  if (run(opts, den, &v) != 0.0f)
    return printf("FAIL: -cl-denorms-are-zero kept a denormal\n"), 1;
  snprintf(opts, sizeof opts, "-I%s -cl-fast-relaxed-math -cl-mad-enable",
           argv[1]);
  run(opts, 1.0f, &v);
  cl_int err;
  cl_program p = clCreateProgramWithSource(test_ctx, 1, &src, NULL, &err);
  CHECK(err);
  EXPECT(clBuildProgram(p, 1, &test_device, "-no-such-option", NULL, NULL),
         CL_INVALID_BUILD_OPTIONS);
  printf("options: PASSED\n");
  return 0;
}
