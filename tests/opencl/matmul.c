/* The OpenCL Programming Guide's matrix multiplications (seed002 §2.5, as
 * corrected in its section C) and §3.4's barrier example, run through the
 * ICD loader: A (48x64) times B (64x80) against a double-precision host
 * product, without local memory (local size given and NULL, as §3.2 allows),
 * with __local tiles, and again from the program's binary
 * (CL_PROGRAM_BINARIES -> clCreateProgramWithBinary, §2.2.1); C lives in a
 * CL_MEM_ALLOC_HOST_PTR buffer read through a map (§3.3).
 * usage: matmul KERNELS.cl */
#include <math.h>

#include "common.h"

#define BS 16
enum { AH = 48, AW = 64, BW = 80 };

static float A[AH * AW], B[AW * BW], C[AH * BW];
static double ref[AH * BW];

static double max_rel_err(void) {
  double worst = 0;
  for (int i = 0; i < AH * BW; i++) {
    double e = fabs(C[i] - ref[i]) / (fabs(ref[i]) > 1e-30 ? fabs(ref[i]) : 1);
    if (!(e <= worst))
      worst = e;
  }
  return worst;
}

static void run_variant(cl_program prog, int shared, const size_t *local,
                        const char *what) {
  cl_int err;
  cl_mem dA = clCreateBuffer(test_ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             sizeof A, A, &err);
  CHECK(err);
  cl_mem dB = clCreateBuffer(test_ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             sizeof B, B, &err);
  CHECK(err);
  cl_mem dC = clCreateBuffer(test_ctx, CL_MEM_WRITE_ONLY | CL_MEM_ALLOC_HOST_PTR,
                             sizeof C, NULL, &err);
  CHECK(err);
  cl_kernel k = clCreateKernel(
      prog, shared ? "matrixMulSharedKernel" : "matrixMulKernel", &err);
  CHECK(err);
  int aw = AW, ah = AH, bw = BW, bh = AW, cw = BW, ch = AH;
  cl_uint i = 0;
  CHECK(clSetKernelArg(k, i++, sizeof aw, &aw));
  CHECK(clSetKernelArg(k, i++, sizeof ah, &ah));
  if (shared)
    CHECK(clSetKernelArg(k, i++, sizeof aw, &aw));
  CHECK(clSetKernelArg(k, i++, sizeof dA, &dA));
  CHECK(clSetKernelArg(k, i++, sizeof bw, &bw));
  CHECK(clSetKernelArg(k, i++, sizeof bh, &bh));
  if (shared)
    CHECK(clSetKernelArg(k, i++, sizeof bw, &bw));
  CHECK(clSetKernelArg(k, i++, sizeof dB, &dB));
  CHECK(clSetKernelArg(k, i++, sizeof cw, &cw));
  CHECK(clSetKernelArg(k, i++, sizeof ch, &ch));
  if (shared)
    CHECK(clSetKernelArg(k, i++, sizeof cw, &cw));
  CHECK(clSetKernelArg(k, i++, sizeof dC, &dC));
  size_t global[2] = {BW, AH};
  if (shared) {
    /* the guide's bug 4: a launch without the __local sizes is refused */
    EXPECT(clEnqueueNDRangeKernel(test_queue, k, 2, NULL, global, local, 0,
                                  NULL, NULL),
           CL_INVALID_KERNEL_ARGS);
    CHECK(clSetKernelArg(k, i++, BS * BS * sizeof(float), NULL));
    CHECK(clSetKernelArg(k, i++, BS * BS * sizeof(float), NULL));
  }
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 2, NULL, global, local, 0, NULL,
                               NULL));
  float *mapped = clEnqueueMapBuffer(test_queue, dC, CL_TRUE, CL_MAP_READ, 0,
                                     sizeof C, 0, NULL, NULL, &err);
  CHECK(err);
  memcpy(C, mapped, sizeof C);
  CHECK(clEnqueueUnmapMemObject(test_queue, dC, mapped, 0, NULL, NULL));
  CHECK(clFinish(test_queue));
  double e = max_rel_err();
  printf("%s: max rel err vs double reference = %.3g\n", what, e);
  if (!(e < 1e-5)) {
    printf("FAIL: %s\n", what);
    exit(1);
  }
  memset(C, 0, sizeof C);
  clReleaseKernel(k);
  clReleaseMemObject(dA);
  clReleaseMemObject(dB);
  clReleaseMemObject(dC);
}

static void barriers(cl_program prog) {
  enum { L = 32 };
  int arr[L + 1], res[L];
  for (int i = 0; i <= L; i++)
    arr[i] = 100 + 3 * i;
  cl_int err;
  cl_mem da = clCreateBuffer(test_ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                             sizeof arr, arr, &err);
  CHECK(err);
  cl_mem dr = clCreateBuffer(test_ctx, CL_MEM_WRITE_ONLY, sizeof res, NULL, &err);
  CHECK(err);
  cl_kernel k = clCreateKernel(prog, "withBarriers", &err);
  CHECK(err);
  CHECK(clSetKernelArg(k, 0, sizeof da, &da));
  CHECK(clSetKernelArg(k, 1, sizeof dr, &dr));
  size_t g = L, l = L;
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, dr, CL_TRUE, 0, sizeof res, res, 0,
                            NULL, NULL));
  int good = 0;
  for (int i = 1; i < L; i++)
    good += res[i] == 2 * arr[i];
  printf("withBarriers local=32: %d/31 have result[i]==2*myArray[i]\n", good);
  if (good != 31 || res[0] != arr[0] * arr[0]) {
    printf("FAIL: barriers\n");
    exit(1);
  }
  clReleaseKernel(k);
  clReleaseMemObject(da);
  clReleaseMemObject(dr);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    printf("usage: matmul KERNELS.cl\n");
    return 2;
  }
  test_setup(0);
  srand(1234);
  for (int i = 0; i < AH * AW; i++)
    A[i] = (float)(rand() % 1000) / 250.0f;
  for (int i = 0; i < AW * BW; i++)
    B[i] = (float)(rand() % 1000) / 250.0f;
  for (int r = 0; r < AH; r++)
    for (int c = 0; c < BW; c++) {
      double s = 0;
      for (int e = 0; e < AW; e++)
        s += (double)A[r * AW + e] * B[e * BW + c];
      ref[r * BW + c] = s;
    }
  char *src = read_text(argv[1]);
  cl_program prog = test_build(src, "-cl-std=CL1.1 -cl-mad-enable");
  size_t local[2] = {BS, BS};
  run_variant(prog, 0, local, "variant 1 (no local memory)");
  run_variant(prog, 0, NULL, "variant 1, local size NULL");
  run_variant(prog, 1, local, "variant 2 (local memory tiles)");
  barriers(prog);

  /* binaries round trip */
  size_t size = 0;
  CHECK(clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof size, &size,
                         NULL));
  unsigned char *bin = malloc(size);
  CHECK(clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
  cl_int st, err;
  cl_program p2 = clCreateProgramWithBinary(
      test_ctx, 1, &test_device, &size, (const unsigned char **)&bin, &st, &err);
  CHECK(err);
  CHECK(st);
  CHECK(clBuildProgram(p2, 1, &test_device, NULL, NULL, NULL));
  run_variant(p2, 1, local, "variant 2 from the program binary");
  clReleaseProgram(p2);
  clReleaseProgram(prog);
  free(bin);
  free(src);
  clReleaseCommandQueue(test_queue);
  clReleaseContext(test_ctx);
  printf("matmul: PASSED\n");
  return 0;
}
