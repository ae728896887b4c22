// Vector addition with the driver API only (cuda.h, -lcuda): the module
// is a file named on the command line (cucc -ptx, -cubin or -fatbin, or
// nvcc's on a GPU), loaded by cuModuleLoad, cuModuleLoadData and
// cuModuleLoadDataEx; arguments passed as kernelParams and as `extra`.
#include <cuda.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(x)                                                               \
  do {                                                                         \
    CUresult r_ = (x);                                                         \
    if (r_ != CUDA_SUCCESS) {                                                  \
      const char *s_ = 0;                                                      \
      cuGetErrorName(r_, &s_);                                                 \
      printf("%s:%d: %s = %d (%s)\n", __FILE__, __LINE__, #x, r_, s_);       \
      return 1;                                                                \
    }                                                                          \
  } while (0)

static char *read_all(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0;
  fseek(f, 0, SEEK_END);
  *n = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  char *d = (char *)malloc(*n + 1);
  if (fread(d, 1, *n, f) != *n) {
    fclose(f);
    free(d);
    return 0;
  }
  d[*n] = 0;
  fclose(f);
  return d;
}

static int run(CUmodule mod, const char *how) {
  const int N = 1000;
  float a[N], b[N], c[N];
  for (int i = 0; i < N; i++) {
    a[i] = (float)i;
    b[i] = 0.5f * (float)i;
  }
  CUfunction f;
  CHECK(cuModuleGetFunction(&f, mod, "vadd"));
  CUdeviceptr da, db, dc;
  CHECK(cuMemAlloc(&da, sizeof a));
  CHECK(cuMemAlloc(&db, sizeof b));
  CHECK(cuMemAlloc(&dc, sizeof c));
  CHECK(cuMemcpyHtoD(da, a, sizeof a));
  CHECK(cuMemcpyHtoD(db, b, sizeof b));
  int n = N;
  void *params[] = {&da, &db, &dc, &n};
  CHECK(cuLaunchKernel(f, (N + 127) / 128, 1, 1, 128, 1, 1, 0, 0, params, 0));
  CHECK(cuCtxSynchronize());
  CHECK(cuMemcpyDtoH(c, dc, sizeof c));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += c[i] != 1.5f * (float)i;
  // the same through `extra`: one buffer, each argument at its offset; its
  // size is the parameters' (28 bytes), not the struct's padded 32: an
  // H100 refuses a larger buffer with CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES
  CHECK(cuMemsetD32(dc, 0, N));
  struct {
    CUdeviceptr a, b, c;
    int n;
  } buf = {da, db, dc, N};
  size_t padded = sizeof buf, size = offsetof(__typeof__(buf), n) + sizeof(int);
  void *too_big[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buf,
                     CU_LAUNCH_PARAM_BUFFER_SIZE, &padded, CU_LAUNCH_PARAM_END};
  printf("padded buffer: %d\n",
         (int)cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, 0, too_big));
  void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buf,
                   CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END};
  CHECK(cuLaunchKernel(f, (N + 127) / 128, 1, 1, 128, 1, 1, 0, 0, 0, extra));
  CHECK(cuMemcpyDtoH(c, dc, sizeof c));
  for (int i = 0; i < N; i++)
    bad += c[i] != 1.5f * (float)i;
  printf("%s: c[999] = %g, %d wrong\n", how, c[N - 1], bad);
  CHECK(cuMemFree(da));
  CHECK(cuMemFree(db));
  CHECK(cuMemFree(dc));
  return bad != 0;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); // lines before a crash stay
  if (argc < 2) {
    printf("usage: %s MODULE\n", argv[0]);
    return 2;
  }
  CHECK(cuInit(0));
  CUdevice dev;
  CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CHECK(cuCtxCreate(&ctx, NULL, 0, dev));
  CUmodule m1, m2, m3;
  CHECK(cuModuleLoad(&m1, argv[1]));
  int rc = run(m1, "cuModuleLoad");
  size_t n;
  char *img = read_all(argv[1], &n);
  CHECK(cuModuleLoadData(&m2, img));
  rc |= run(m2, "cuModuleLoadData");
  char log[256] = "", info[256] = "";
  CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER,
                        CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                        CU_JIT_INFO_LOG_BUFFER,
                        CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
  void *val[] = {log, (void *)(size_t)sizeof log, info,
                 (void *)(size_t)sizeof info};
  CHECK(cuModuleLoadDataEx(&m3, img, 4, opt, val));
  rc |= run(m3, "cuModuleLoadDataEx");
  printf("error log: %zu bytes\n", (size_t)val[1]);
  CHECK(cuModuleUnload(m1));
  CHECK(cuModuleUnload(m2));
  CHECK(cuModuleUnload(m3));
  CUfunction f;
  CUresult r = cuModuleGetFunction(&f, m1, "vadd");
  printf("function of an unloaded module: %d\n", r != CUDA_SUCCESS);
  free(img);
  CHECK(cuCtxDestroy(ctx));
  printf(rc ? "FAILED\n" : "PASSED\n");
  return rc;
}
