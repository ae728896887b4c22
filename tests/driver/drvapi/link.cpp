// Linking at run time: two -rdc objects (one in a static library), and a
// complete module, into one image (cuLinkCreate/AddFile/AddData/Complete),
// loaded with cuModuleLoadData; an unresolved symbol fails with a log.
// Usage: link rdc_a.o rdc_b.o librdc_b.a k.ptx
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHOW(x) printf("%-64s %d\n", #x, (int)(x))

static char *read_all(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0;
  fseek(f, 0, SEEK_END);
  *n = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  char *d = (char *)calloc(*n + 1, 1);
  size_t r = fread(d, 1, *n, f);
  fclose(f);
  return r == *n ? d : 0;
}

static int run(void *cubin, const char *how) {
  CUmodule m;
  CUfunction uses, vadd;
  if (cuModuleLoadData(&m, cubin) || cuModuleGetFunction(&uses, m, "uses") ||
      cuModuleGetFunction(&vadd, m, "vadd")) {
    printf("%s: cannot load the linked module\n", how);
    return 1;
  }
  int h[4] = {1, 2, 3, 4};
  CUdeviceptr d;
  cuMemAlloc(&d, sizeof h);
  cuMemcpyHtoD(d, h, sizeof h);
  void *args[] = {&d};
  SHOW(cuLaunchKernel(uses, 1, 1, 1, 4, 1, 1, 0, 0, args, 0));
  cuMemcpyDtoH(h, d, sizeof h);
  printf("%s: uses: %d %d %d %d\n", how, h[0], h[1], h[2], h[3]);
  cuMemFree(d);
  cuModuleUnload(m);
  return 0;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); // lines before a crash stay
  if (argc < 5)
    return 2;
  cuInit(0);
  CUcontext ctx;
  cuCtxCreate(&ctx, NULL, 0, 0);
  char err[4096] = "";
  CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER,
                        CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *val[] = {err, (void *)(size_t)sizeof err};
  CUlinkState ls;
  SHOW(cuLinkCreate(2, opt, val, &ls));
  SHOW(cuLinkAddFile(ls, CU_JIT_INPUT_OBJECT, argv[1], 0, 0, 0));
  SHOW(cuLinkAddFile(ls, CU_JIT_INPUT_OBJECT, argv[2], 0, 0, 0));
  size_t n = 0;
  char *ptx = read_all(argv[4], &n);
  SHOW(cuLinkAddData(ls, CU_JIT_INPUT_PTX, ptx, n + 1, "k.ptx", 0, 0, 0));
  SHOW(cuLinkAddFile(ls, CU_JIT_INPUT_OBJECT, "no/such/file.o", 0, 0, 0));
  void *cubin = 0;
  size_t size = 0;
  SHOW(cuLinkComplete(ls, &cubin, &size));
  printf("linked image: %d\n", cubin != 0 && size > 0);
  int rc = run(cubin, "objects");
  SHOW(cuLinkDestroy(ls));
  // the second unit from a static library
  SHOW(cuLinkCreate(0, 0, 0, &ls));
  SHOW(cuLinkAddFile(ls, CU_JIT_INPUT_OBJECT, argv[1], 0, 0, 0));
  SHOW(cuLinkAddFile(ls, CU_JIT_INPUT_LIBRARY, argv[3], 0, 0, 0));
  SHOW(cuLinkAddData(ls, CU_JIT_INPUT_PTX, ptx, n + 1, "k.ptx", 0, 0, 0));
  SHOW(cuLinkComplete(ls, &cubin, &size));
  rc |= run(cubin, "library");
  SHOW(cuLinkDestroy(ls));
  // helper() missing (the log's size is in and out: set it again)
  val[1] = (void *)(size_t)sizeof err;
  SHOW(cuLinkCreate(2, opt, val, &ls));
  SHOW(cuLinkAddFile(ls, CU_JIT_INPUT_OBJECT, argv[1], 0, 0, 0));
  CUresult r = cuLinkComplete(ls, &cubin, &size);
  printf("unresolved: fails %d, log names helper %d\n", r != CUDA_SUCCESS,
         strstr(err, "helper") != 0);
  SHOW(cuLinkDestroy(ls));
  SHOW(cuLinkDestroy(0));
  free(ptx);
  cuCtxDestroy(ctx);
  return rc;
}
