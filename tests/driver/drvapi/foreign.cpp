// Modules cucc did not build (nvcc's PTX, cubin and fatbinary of
// vadd_kernel.cu, tests/driver/drvapi/nvidia_sm90.*) are refused by every
// load form with CUDA_ERROR_INVALID_PTX or CUDA_ERROR_INVALID_IMAGE and a
// clear log, never a crash; damaged cucc modules too.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); // lines before a crash stay
  cuInit(0);
  CUcontext ctx;
  cuCtxCreate(&ctx, NULL, 0, 0);
  for (int i = 1; i < argc; i++) {
    size_t n = 0;
    char *img = read_all(argv[i], &n);
    if (!img) {
      printf("%s: cannot read\n", argv[i]);
      return 1;
    }
    CUmodule m;
    char log[1024] = "";
    CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER,
                          CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *val[] = {log, (void *)(size_t)sizeof log};
    const char *base = strrchr(argv[i], '/') ? strrchr(argv[i], '/') + 1 : argv[i];
    printf("%s: cuModuleLoad %d, cuModuleLoadData %d, ", base,
           (int)cuModuleLoad(&m, argv[i]), (int)cuModuleLoadData(&m, img));
    CUresult r = cuModuleLoadDataEx(&m, img, 2, opt, val);
    printf("cuModuleLoadDataEx %d\n", (int)r);
    printf("  log: %s\n", log);
    CUlibrary lib;
    printf("  cuLibraryLoadData %d\n",
           (int)cuLibraryLoadData(&lib, img, 0, 0, 0, 0, 0, 0));
    CUlinkState ls;
    cuLinkCreate(0, 0, 0, &ls);
    printf("  cuLinkAddData %d\n",
           (int)cuLinkAddData(ls, CU_JIT_INPUT_PTX, img, n + 1, base, 0, 0, 0));
    cuLinkDestroy(ls);
    free(img);
  }
  cuCtxDestroy(ctx);
  return 0;
}
