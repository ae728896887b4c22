// NVRTC: a program with a header, options, name expressions for template
// kernels, PTX and CUBIN loaded with the driver API, compile errors with
// line numbers, and the error codes of misuse.
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHOW(x) printf("%-62s %d\n", #x, (int)(x))
#define CHECK(x)                                                               \
  do {                                                                         \
    int r_ = (int)(x);                                                         \
    if (r_) {                                                                  \
      printf("%s failed: %d\n", #x, r_);                                      \
      return 1;                                                                \
    }                                                                          \
  } while (0)

static const char *src =
    "#include \"params.h\"\n"
    "template <typename T> __global__ void scale(T *x, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) x[i] = x[i] * SCALE + OFFSET;\n"
    "}\n"
    "extern \"C\" __global__ void add1(int *x) { x[threadIdx.x] += 1; }\n"
    "__device__ int answer = 42;\n";

static const char *header = "#define SCALE 3\n";

static const char *bad_src = "__global__ void k(int *x) {\n"
                             "  int y = 1;\n"
                             "  x[0] = undefined_thing + y;\n"
                             "}\n";

static int run(CUmodule m, const char *lowered_f, const char *lowered_i) {
  CUfunction ff, fi, fa;
  CHECK(cuModuleGetFunction(&ff, m, lowered_f));
  CHECK(cuModuleGetFunction(&fi, m, lowered_i));
  CHECK(cuModuleGetFunction(&fa, m, "add1"));
  float hf[4] = {1, 2, 3, 4};
  int hi[4] = {1, 2, 3, 4};
  CUdeviceptr df, di;
  CHECK(cuMemAlloc(&df, sizeof hf));
  CHECK(cuMemAlloc(&di, sizeof hi));
  CHECK(cuMemcpyHtoD(df, hf, sizeof hf));
  CHECK(cuMemcpyHtoD(di, hi, sizeof hi));
  int n = 4;
  void *pf[] = {&df, &n}, *pi[] = {&di, &n}, *pa[] = {&di};
  CHECK(cuLaunchKernel(ff, 1, 1, 1, 4, 1, 1, 0, 0, pf, 0));
  CHECK(cuLaunchKernel(fi, 1, 1, 1, 4, 1, 1, 0, 0, pi, 0));
  CHECK(cuLaunchKernel(fa, 1, 1, 1, 4, 1, 1, 0, 0, pa, 0));
  CHECK(cuMemcpyDtoH(hf, df, sizeof hf));
  CHECK(cuMemcpyDtoH(hi, di, sizeof hi));
  CUdeviceptr ans;
  size_t bytes;
  int answer = 0;
  CHECK(cuModuleGetGlobal(&ans, &bytes, m, "answer"));
  CHECK(cuMemcpyDtoH(&answer, ans, sizeof answer));
  printf("float %g %g int %d %d answer %d (%zu bytes)\n", hf[0], hf[3], hi[0],
         hi[3], answer, bytes);
  cuMemFree(df);
  cuMemFree(di);
  return 0;
}

int main() {
  setvbuf(stdout, NULL, _IONBF, 0); // lines before a crash stay
  int major = 0, minor = 0, n = 0;
  SHOW(nvrtcVersion(&major, &minor));
  printf("version >= 12: %d\n", major >= 12);
  SHOW(nvrtcGetNumSupportedArchs(&n));
  int *archs = (int *)calloc(n, sizeof(int));
  SHOW(nvrtcGetSupportedArchs(archs));
  int has90 = 0;
  for (int i = 0; i < n; i++)
    has90 |= archs[i] == 90;
  printf("sm_90 supported: %d\n", has90);
  for (int i = 0; i <= 17; i++)
    printf("%d %s\n", i, nvrtcGetErrorString((nvrtcResult)i));
  printf("%s\n", nvrtcGetErrorString((nvrtcResult)99));

  CHECK(cuInit(0));
  CUdevice dev;
  CUcontext ctx;
  CHECK(cuDeviceGet(&dev, 0));
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));

  nvrtcProgram prog;
  const char *hname = "params.h";
  SHOW(nvrtcCreateProgram(0, src, "scale.cu", 1, &header, &hname));
  SHOW(nvrtcCreateProgram(&prog, 0, "scale.cu", 1, &header, &hname));
  SHOW(nvrtcCreateProgram(&prog, src, "scale.cu", 1, &header, &hname));
  const char *lowered = 0;
  SHOW(nvrtcGetLoweredName(prog, "scale<float>", &lowered));
  SHOW(nvrtcAddNameExpression(prog, "scale<float>"));
  SHOW(nvrtcAddNameExpression(prog, "&scale<int>"));
  const char *opts[] = {"--gpu-architecture=compute_90", "-DOFFSET=2",
                        "-std=c++17", "--fmad=false"};
  SHOW(nvrtcCompileProgram(prog, 4, opts));
  size_t logsize = 0;
  SHOW(nvrtcGetProgramLogSize(prog, &logsize));
  printf("log size %zu\n", logsize);
  SHOW(nvrtcAddNameExpression(prog, "scale<double>"));
  const char *lf = 0, *li = 0;
  SHOW(nvrtcGetLoweredName(prog, "scale<float>", &lf));
  SHOW(nvrtcGetLoweredName(prog, "&scale<int>", &li));
  SHOW(nvrtcGetLoweredName(prog, "scale<char>", &lowered));
  printf("lowered: %s %s\n", lf, li);
  size_t ptxsize = 0;
  SHOW(nvrtcGetPTXSize(prog, &ptxsize));
  char *ptx = (char *)malloc(ptxsize);
  SHOW(nvrtcGetPTX(prog, ptx));
  printf("ptx is a string of its size: %d\n", strlen(ptx) + 1 == ptxsize);
  char entry[256];
  snprintf(entry, sizeof entry, ".entry %s(", lf);
  printf("ptx names the kernel: %d\n", strstr(ptx, entry) != 0);
  CUmodule m;
  SHOW(cuModuleLoadData(&m, ptx));
  if (run(m, lf, li))
    return 1;
  SHOW(cuModuleUnload(m));
  SHOW(nvrtcDestroyProgram(&prog));
  printf("destroyed is null: %d\n", prog == 0);

  // a real architecture gives a CUBIN too
  SHOW(nvrtcCreateProgram(&prog, src, "scale.cu", 1, &header, &hname));
  SHOW(nvrtcAddNameExpression(prog, "scale<float>"));
  SHOW(nvrtcAddNameExpression(prog, "&scale<int>"));
  const char *opts2[] = {"-arch=sm_90", "-DOFFSET=1"};
  SHOW(nvrtcCompileProgram(prog, 2, opts2));
  size_t cubinsize = 0;
  SHOW(nvrtcGetCUBINSize(prog, &cubinsize));
  printf("cubin size > 0: %d\n", cubinsize > 0);
  char *cubin = (char *)malloc(cubinsize);
  SHOW(nvrtcGetCUBIN(prog, cubin));
  SHOW(nvrtcGetLoweredName(prog, "scale<float>", &lf));
  SHOW(nvrtcGetLoweredName(prog, "&scale<int>", &li));
  SHOW(cuModuleLoadData(&m, cubin));
  if (run(m, lf, li))
    return 1;
  SHOW(cuModuleUnload(m));
  SHOW(nvrtcDestroyProgram(&prog));

  // errors: a log naming the line; a bad option
  SHOW(nvrtcCreateProgram(&prog, bad_src, "bad.cu", 0, 0, 0));
  SHOW(nvrtcCompileProgram(prog, 0, 0));
  SHOW(nvrtcGetProgramLogSize(prog, &logsize));
  char *log = (char *)malloc(logsize);
  SHOW(nvrtcGetProgramLog(prog, log));
  printf("log names bad.cu(3): %d\n", strstr(log, "bad.cu(3): error") != 0);
  printf("log names the identifier: %d\n", strstr(log, "undefined_thing") != 0);
  SHOW(nvrtcDestroyProgram(&prog));
  SHOW(nvrtcCreateProgram(&prog, src, "scale.cu", 1, &header, &hname));
  const char *badopt[] = {"--no-such-option"};
  SHOW(nvrtcCompileProgram(prog, 1, badopt));
  SHOW(nvrtcDestroyProgram(&prog));
  SHOW(nvrtcDestroyProgram(0));
  free(archs);
  free(ptx);
  free(cubin);
  free(log);
  printf("done\n");
  return 0;
}
