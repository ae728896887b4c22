/* Shared set-up of the OpenCL test programs: the "cucc" platform found
 * through the ICD loader, a context and queue on its first device, and
 * programs built from source with their log printed on failure. */
#ifndef OCL_TEST_COMMON_H
#define OCL_TEST_COMMON_H
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(x)                                                              \
  do {                                                                        \
    cl_int e_ = (x);                                                          \
    if (e_ != CL_SUCCESS) {                                                   \
      printf("FAIL %s: %d (line %d)\n", #x, e_, __LINE__);                    \
      exit(1);                                                                \
    }                                                                         \
  } while (0)
/* expect an exact error code */
#define EXPECT(x, code)                                                       \
  do {                                                                        \
    cl_int e_ = (x);                                                          \
    if (e_ != (code)) {                                                       \
      printf("FAIL %s: %d, expected %s (line %d)\n", #x, e_, #code,          \
             __LINE__);                                                       \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

static cl_platform_id test_platform;
static cl_device_id test_device;
static cl_context test_ctx;
static cl_command_queue test_queue;

/* OCL_PLATFORM (default "cucc") selects the platform by name, so that the
 * same program runs on PoCL for comparison. */
static void test_setup(cl_command_queue_properties props) {
  const char *want = getenv("OCL_PLATFORM");
  if (!want)
    want = "cucc";
  cl_platform_id p[16];
  cl_uint n = 0;
  CHECK(clGetPlatformIDs(16, p, &n));
  for (cl_uint i = 0; i < n && i < 16; i++) {
    char name[256];
    CHECK(clGetPlatformInfo(p[i], CL_PLATFORM_NAME, sizeof name, name, NULL));
    if (strstr(name, want))
      test_platform = p[i];
  }
  if (!test_platform) {
    printf("FAIL: no platform named %s\n", want);
    exit(1);
  }
  CHECK(clGetDeviceIDs(test_platform, CL_DEVICE_TYPE_ALL, 1, &test_device,
                       NULL));
  cl_int err;
  test_ctx = clCreateContext(NULL, 1, &test_device, NULL, NULL, &err);
  CHECK(err);
  test_queue = clCreateCommandQueue(test_ctx, test_device, props, &err);
  CHECK(err);
}

__attribute__((unused)) static cl_program test_build(const char *src, const char *options) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(test_ctx, 1, &src, NULL, &err);
  CHECK(err);
  err = clBuildProgram(p, 1, &test_device, options, NULL, NULL);
  if (err != CL_SUCCESS) {
    char log[16384] = "";
    clGetProgramBuildInfo(p, test_device, CL_PROGRAM_BUILD_LOG, sizeof log,
                          log, NULL);
    printf("build failed (%d):\n%s\n", err, log);
    exit(1);
  }
  return p;
}

__attribute__((unused)) static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    printf("FAIL: cannot read %s\n", path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc((size_t)n + 1);
  if (!s || fread(s, 1, (size_t)n, f) != (size_t)n)
    exit(1);
  s[n] = 0;
  fclose(f);
  return s;
}
#endif
