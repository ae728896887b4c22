// Module contents through the driver API: `extra` packing of parameters of
// mixed sizes at their device alignment, variables (cuModuleGetGlobal),
// mangled names, function attributes, libraries and kernels, bad images.
// Usage: modules MODULE (cucc's or nvcc's -ptx/-cubin/-fatbin output).
#include <cuda.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHOW(x) printf("%-64s %d\n", #x, (int)(x))
#define CHECK(x)                                                               \
  do {                                                                         \
    CUresult r_ = (x);                                                         \
    if (r_) {                                                                  \
      printf("%s failed: %d\n", #x, r_);                                      \
      return 1;                                                                \
    }                                                                          \
  } while (0)

struct pair {
  double d;
  char c;
};

static char *read_all(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0;
  fseek(f, 0, SEEK_END);
  size_t n = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  char *d = (char *)calloc(n + 1, 1);
  size_t r = fread(d, 1, n, f);
  fclose(f);
  return r == n ? d : 0;
}

static size_t up(size_t x, size_t a) { return (x + a - 1) / a * a; }

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); // lines before a crash stay
  if (argc < 2)
    return 2;
  CHECK(cuInit(0));
  CUdevice dev;
  CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CUmodule m;
  SHOW(cuModuleLoad(&m, "no/such/file.ptx"));
  CHECK(cuModuleLoad(&m, argv[1]));
  CUfunction f;
  SHOW(cuModuleGetFunction(&f, m, "nonexistent"));
  SHOW(cuModuleGetFunction(&f, m, "_Z4fillIiEvPT_S0_i"));
  CHECK(cuModuleGetFunction(&f, m, "mixed"));
  int v = -1;
  SHOW(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
  printf("max threads per block %d\n", v);
  SHOW(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f));
  printf("static shared %d\n", v);
  SHOW(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f));
  printf("max dynamic shared %d\n", v);
  SHOW(cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 64 * 1024));
  SHOW(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f));
  printf("max dynamic shared %d\n", v);
  SHOW(cuFuncGetAttribute(&v, (CUfunction_attribute)99, f));
  // `extra`: char, double, short, struct pair, int*, long long, each at
  // the next multiple of its alignment
  CUdeviceptr out;
  CHECK(cuMemAlloc(&out, 5 * sizeof(int)));
  char buf[128] = {0};
  size_t o = 0;
  char c = 3;
  double d = 4.5;
  short s = -6;
  pair p = {7.0, 8};
  long long ll = 9LL << 32;
  memcpy(buf + o, &c, 1), o += 1;
  o = up(o, 8), memcpy(buf + o, &d, 8), o += 8;
  o = up(o, 2), memcpy(buf + o, &s, 2), o += 2;
  o = up(o, 8), memcpy(buf + o, &p, sizeof p), o += sizeof p;
  o = up(o, 8), memcpy(buf + o, &out, 8), o += 8;
  o = up(o, 8), memcpy(buf + o, &ll, 8), o += 8;
  printf("packed %zu bytes\n", o);
  size_t short_size = o - 1;
  void *bad[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, buf, CU_LAUNCH_PARAM_BUFFER_SIZE,
                 &short_size, CU_LAUNCH_PARAM_END};
  SHOW(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, 0, bad));
  void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, buf, CU_LAUNCH_PARAM_BUFFER_SIZE,
                   &o, CU_LAUNCH_PARAM_END};
  SHOW(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, 0, extra));
  void *params[] = {&c, &d, &s, &p, &out, &ll};
  SHOW(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, params, extra));
  int r[5];
  CHECK(cuMemcpyDtoH(r, out, sizeof r));
  printf("mixed: %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4]);
  CHECK(cuMemsetD32(out, 0, 5));
  SHOW(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, params, 0));
  CHECK(cuMemcpyDtoH(r, out, sizeof r));
  printf("mixed: %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4]);
  // bad configurations
  SHOW(cuLaunchKernel(f, 1, 1, 1, 2048, 1, 1, 0, 0, params, 0));
  SHOW(cuLaunchKernel(f, 0, 1, 1, 1, 1, 1, 0, 0, params, 0));
  SHOW(cuLaunchKernel(0, 1, 1, 1, 1, 1, 1, 0, 0, params, 0));
  // variables
  CUdeviceptr g, sc;
  size_t bytes = 0;
  SHOW(cuModuleGetGlobal(&g, &bytes, m, "nonexistent"));
  SHOW(cuModuleGetGlobal(&g, &bytes, m, "counter"));
  printf("counter: %zu bytes\n", bytes);
  SHOW(cuModuleGetGlobal(&sc, &bytes, m, "scale"));
  printf("scale: %zu bytes\n", bytes);
  float scale[4] = {1, 2, 3, 4};
  CHECK(cuMemcpyHtoD(sc, scale, sizeof scale));
  CHECK(cuMemsetD32(g, 0, 1));
  CUfunction fs;
  CHECK(cuModuleGetFunction(&fs, m, "scaled"));
  CUdeviceptr x;
  CHECK(cuMemAlloc(&x, 8 * sizeof(float)));
  float hx[8] = {1, 1, 1, 1, 2, 2, 2, 2};
  CHECK(cuMemcpyHtoD(x, hx, sizeof hx));
  int n = 8;
  void *sp[] = {&x, &n};
  for (int i = 0; i < 3; i++)
    CHECK(cuLaunchKernel(fs, 1, 1, 1, 8, 1, 1, 0, 0, sp, 0));
  CHECK(cuMemcpyDtoH(hx, x, sizeof hx));
  int counter = 0;
  CHECK(cuMemcpyDtoH(&counter, g, sizeof counter));
  printf("scaled: %g %g %g %g %g, counter %d\n", hx[0], hx[1], hx[3], hx[4],
         hx[7], counter);
  // the template instance by its mangled name
  CUfunction ff;
  CHECK(cuModuleGetFunction(&ff, m, "_Z4fillIiEvPT_S0_i"));
  int seven = 7;
  void *fp[] = {&out, &seven, &n};
  n = 5;
  CHECK(cuLaunchKernel(ff, 1, 1, 1, 32, 1, 1, 0, 0, fp, 0));
  CHECK(cuMemcpyDtoH(r, out, sizeof r));
  printf("fill<int>: %d %d\n", r[0], r[4]);
  // libraries: no context needed to load; kernels valid in any context
  char *image = read_all(argv[1]);
  CUlibrary lib;
  CUkernel k;
  SHOW(cuLibraryLoadData(&lib, image, 0, 0, 0, 0, 0, 0));
  SHOW(cuLibraryGetKernel(&k, lib, "nonexistent"));
  SHOW(cuLibraryGetKernel(&k, lib, "vadd"));
  CUfunction kf;
  SHOW(cuKernelGetFunction(&kf, k));
  unsigned count = 0;
  SHOW(cuModuleGetFunctionCount(&count, m) == CUDA_SUCCESS && count >= 4);
  CUdeviceptr a;
  CHECK(cuMemAlloc(&a, 4 * sizeof(float)));
  float ha[4] = {1, 2, 3, 4};
  CHECK(cuMemcpyHtoD(a, ha, sizeof ha));
  n = 4;
  void *vp[] = {&a, &a, &a, &n};
  SHOW(cuLaunchKernel(kf, 1, 1, 1, 4, 1, 1, 0, 0, vp, 0));
  CHECK(cuMemcpyDtoH(ha, a, sizeof ha));
  printf("library vadd: %g %g\n", ha[0], ha[3]);
  SHOW(cuLibraryUnload(lib));
  // images that are not modules
  CUmodule bm;
  SHOW(cuModuleLoadData(&bm, "this is not a module"));
  SHOW(cuModuleLoadData(&bm, ""));
  SHOW(cuModuleLoadData(0, image));
  SHOW(cuModuleLoadData(&bm, 0));
  SHOW(cuModuleUnload(m));
  SHOW(cuModuleGetFunction(&f, m, "mixed") != CUDA_SUCCESS);
  CHECK(cuMemFree(out));
  CHECK(cuMemFree(x));
  CHECK(cuMemFree(a));
  CHECK(cuDevicePrimaryCtxRelease(dev));
  free(image);
  printf("done\n");
  return 0;
}
