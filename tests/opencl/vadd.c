/* Vector addition through the OpenCL API, as users write it: the platform
 * named "cucc" from the ICD loader, a buffer per operand, a kernel built
 * from source, an NDRange with and without a local size, results read
 * back and checked against the host's sums. */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(x)                                                              \
  do {                                                                        \
    cl_int e_ = (x);                                                          \
    if (e_ != CL_SUCCESS) {                                                   \
      printf("FAIL %s: %d (line %d)\n", #x, e_, __LINE__);                    \
      return 1;                                                               \
    }                                                                         \
  } while (0)

static const char *src =
    "__kernel void vadd(__global const float *a, __global const float *b,\n"
    "                   __global float *c, int n) {\n"
    "  int i = get_global_id(0);\n"
    "  if (i < n) c[i] = a[i] + b[i];\n"
    "}\n";

static cl_platform_id cucc_platform(void) {
  cl_platform_id p[16];
  cl_uint n = 0;
  if (clGetPlatformIDs(16, p, &n))
    return NULL;
  for (cl_uint i = 0; i < n && i < 16; i++) {
    char name[128];
    clGetPlatformInfo(p[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (strstr(name, "cucc"))
      return p[i];
  }
  return NULL;
}

int main(void) {
  cl_platform_id plat = cucc_platform();
  if (!plat) {
    printf("FAIL: no cucc platform\n");
    return 1;
  }
  cl_device_id dev;
  CHECK(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
  cl_int err;
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  CHECK(err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  CHECK(err);
  enum { N = 100000 };
  float *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b),
        *c = malloc(N * sizeof *c);
  for (int i = 0; i < N; i++) {
    a[i] = (float)i * 0.5f;
    b[i] = (float)(N - i);
  }
  cl_mem da = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             N * sizeof *a, a, &err);
  CHECK(err);
  cl_mem db = clCreateBuffer(ctx, CL_MEM_READ_ONLY, N * sizeof *b, NULL, &err);
  CHECK(err);
  cl_mem dc = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, N * sizeof *c, NULL, &err);
  CHECK(err);
  CHECK(clEnqueueWriteBuffer(q, db, CL_FALSE, 0, N * sizeof *b, b, 0, NULL,
                             NULL));
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  CHECK(err);
  err = clBuildProgram(prog, 1, &dev, "", NULL, NULL);
  if (err) {
    char log[8192];
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log,
                          NULL);
    printf("build log:\n%s\n", log);
  }
  CHECK(err);
  cl_kernel k = clCreateKernel(prog, "vadd", &err);
  CHECK(err);
  int n = N;
  CHECK(clSetKernelArg(k, 0, sizeof da, &da));
  CHECK(clSetKernelArg(k, 1, sizeof db, &db));
  CHECK(clSetKernelArg(k, 2, sizeof dc, &dc));
  CHECK(clSetKernelArg(k, 3, sizeof n, &n));
  for (int pass = 0; pass < 2; pass++) {
    size_t local = 100, global = N;
    memset(c, 0, N * sizeof *c);
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global,
                                 pass ? &local : NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, dc, CL_TRUE, 0, N * sizeof *c, c, 0, NULL,
                              NULL));
    for (int i = 0; i < N; i++)
      if (c[i] != a[i] + b[i]) {
        printf("FAIL: c[%d] = %g, expected %g\n", i, c[i], a[i] + b[i]);
        return 1;
      }
  }
  CHECK(clFinish(q));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(prog));
  CHECK(clReleaseMemObject(da));
  CHECK(clReleaseMemObject(db));
  CHECK(clReleaseMemObject(dc));
  CHECK(clReleaseCommandQueue(q));
  CHECK(clReleaseContext(ctx));
  free(a);
  free(b);
  free(c);
  printf("vadd: PASSED (%d elements)\n", N);
  return 0;
}
