/* PolyBench-GPU under OpenCL (PoCL in `make bench`): pb_kernels.cl built at
 * run time (with pb_sizes.h's macros), the same launches as pb_cuda.cu
 * (global size = grid x block, local size = block). The platform is the
 * first one, or the one whose name contains $PB_OCL_PLATFORM. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PB_GPU
#ifdef PB_LARGE
#define PB_LARGE_DEFINE "#define PB_LARGE\n"
#else
#define PB_LARGE_DEFINE ""
#endif
#include "pb_main.h"

#ifndef PB_KERNEL_FILE
#define PB_KERNEL_FILE "pb_kernels.cl"
#endif

static cl_context ctx;
static cl_command_queue q;
static cl_program prog;

static void ck(cl_int e, const char *what) {
  if (e != CL_SUCCESS) {
    fprintf(stderr, "%s failed: OpenCL error %d\n", what, e);
    exit(1);
  }
}

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cannot open %s\n", path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc(n + 1);
  if (!s || fread(s, 1, n, f) != (size_t)n) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  s[n] = 0;
  fclose(f);
  return s;
}

static void setup(void) {
  cl_platform_id plats[8];
  cl_uint np = 0;
  ck(clGetPlatformIDs(8, plats, &np), "clGetPlatformIDs");
  const char *want = getenv("PB_OCL_PLATFORM");
  cl_platform_id plat = NULL;
  for (cl_uint i = 0; i < np && !plat; i++) {
    char name[256] = "";
    clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (!want || strstr(name, want))
      plat = plats[i];
  }
  if (!plat) {
    fprintf(stderr, "no OpenCL platform%s%s\n", want ? " named " : "",
            want ? want : "");
    exit(1);
  }
  cl_device_id dev;
  ck(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL), "clGetDeviceIDs");
  cl_int e;
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
  ck(e, "clCreateContext");
  q = clCreateCommandQueue(ctx, dev, 0, &e);
  ck(e, "clCreateCommandQueue");
  const char *dir = getenv("PB_KERNEL_DIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir ? dir : ".", PB_KERNEL_FILE);
  char *body = read_file(path);
  /* the sizes as #defines before the kernels */
  char sizes[4096];
  snprintf(path, sizeof path, "%s/pb_sizes.h", dir ? dir : ".");
  char *sz = read_file(path);
  snprintf(sizes, sizeof sizes, "%s%s\n", PB_LARGE_DEFINE, sz);
  const char *src[2] = {sizes, body};
  prog = clCreateProgramWithSource(ctx, 2, src, NULL, &e);
  ck(e, "clCreateProgramWithSource");
  if (clBuildProgram(prog, 1, &dev, "", NULL, NULL) != CL_SUCCESS) {
    char log[16384] = "";
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log,
                          NULL);
    fprintf(stderr, "OpenCL build failed:\n%s\n", log);
    exit(1);
  }
  free(body);
  free(sz);
}

static pbuf *dev_alloc(size_t bytes) {
  if (!ctx)
    setup();
  cl_int e;
  cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &e);
  ck(e, "clCreateBuffer");
  return (pbuf *)m;
}
static void dev_up(pbuf *d, const float *h, size_t bytes) {
  ck(clEnqueueWriteBuffer(q, (cl_mem)d, CL_TRUE, 0, bytes, h, 0, NULL, NULL),
     "clEnqueueWriteBuffer");
}
static void dev_down(float *h, pbuf *d, size_t bytes) {
  ck(clEnqueueReadBuffer(q, (cl_mem)d, CL_TRUE, 0, bytes, h, 0, NULL, NULL),
     "clEnqueueReadBuffer");
}
static void dev_sync(void) { ck(clFinish(q), "clFinish"); }
static void dev_free(pbuf *d) { clReleaseMemObject((cl_mem)d); }

/* kernels by name, created once */
static struct {
  const char *name;
  cl_kernel k;
} cache[64];

void pb_launch(const char *kernel, int gx, int gy, int bx, int by,
               const char *sig, ...) {
  cl_kernel k = NULL;
  int i = 0;
  for (; i < 64 && cache[i].name; i++)
    if (!strcmp(cache[i].name, kernel)) {
      k = cache[i].k;
      break;
    }
  if (!k) {
    cl_int e;
    k = clCreateKernel(prog, kernel, &e);
    ck(e, kernel);
    if (i < 64) {
      cache[i].name = kernel;
      cache[i].k = k;
    }
  }
  va_list ap;
  va_start(ap, sig);
  for (cl_uint n = 0; sig[n]; n++) {
    if (sig[n] == 'p') {
      cl_mem m = (cl_mem)va_arg(ap, pbuf *);
      ck(clSetKernelArg(k, n, sizeof m, &m), "clSetKernelArg");
    } else if (sig[n] == 'i') {
      int v = va_arg(ap, int);
      ck(clSetKernelArg(k, n, sizeof v, &v), "clSetKernelArg");
    } else {
      float v = (float)va_arg(ap, double);
      ck(clSetKernelArg(k, n, sizeof v, &v), "clSetKernelArg");
    }
  }
  va_end(ap);
  size_t global[2] = {(size_t)gx * bx, (size_t)gy * by};
  size_t local[2] = {(size_t)bx, (size_t)by};
  ck(clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, NULL),
     kernel);
}
