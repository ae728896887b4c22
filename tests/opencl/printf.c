/* Runs printf.cl's kernel once over vectors of float, int, uchar and long,
 * a string and a scalar; the script compares the line printed.
 * usage: printf PRINTF.cl */
#include "common.h"

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  test_setup(0);
  cl_program p = test_build(read_text(argv[1]), "");
  cl_int err;
  cl_kernel k = clCreateKernel(p, "k", &err);
  CHECK(err);
  float v[4] = {1.5f, -2, 3.25f, 4};
  int w[2] = {-7, 8};
  unsigned char u[4] = {1, 0xab, 0xff, 16};
  long l[2] = {-1L << 40, 5};
  const void *host[4] = {v, w, u, l};
  size_t sizes[4] = {sizeof v, sizeof w, sizeof u, sizeof l};
  for (cl_uint i = 0; i < 4; i++) {
    cl_mem m = clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, sizes[i],
                              (void *)host[i], &err);
    CHECK(err);
    CHECK(clSetKernelArg(k, i, sizeof m, &m));
  }
  size_t g = 1;
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  CHECK(clFinish(test_queue));
  return 0;
}
