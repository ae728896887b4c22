/* PolyBench-GPU under cucc: pb_kernels.cl compiled as CUDA (get_global_id(d)
 * is blockIdx * blockDim + threadIdx, as PolyBench-GPU's CUDA kernels
 * compute it), launched with cudaLaunchKernel. */
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#include "pb_sizes.h"

#define __kernel extern "C" __global__
#define __global
__device__ static inline int get_global_id(int d) {
  return d == 0 ? (int)(blockIdx.x * blockDim.x + threadIdx.x)
                : (int)(blockIdx.y * blockDim.y + threadIdx.y);
}
#include "pb_kernels.cl"
#undef __kernel
#undef __global

#define PB_GPU
#include "pb_main.h"

#define KERNELS(X)                                                             \
  X(conv2d) X(conv3d) X(gemm) X(mm2_1) X(mm2_2) X(mm3) X(adi1) X(adi2)         \
  X(adi3) X(adi4) X(adi5) X(adi6) X(atax1) X(atax2) X(bicg1) X(bicg2) X(mvt1)  \
  X(mvt2) X(gesummv) X(gemver1) X(gemver2) X(gemver3) X(mean_cols)             \
  X(std_cols) X(center_scale) X(center) X(corr) X(covar) X(fdtd1) X(fdtd2)     \
  X(fdtd3) X(gram1) X(gram2) X(gram3) X(jacobi1d_1) X(jacobi1d_2)              \
  X(jacobi2d_1) X(jacobi2d_2) X(lu1) X(lu2) X(syrk) X(syr2k)
#define ENTRY(k) {#k, (const void *)k},
static const struct {
  const char *name;
  const void *fn;
} table[] = {KERNELS(ENTRY)};

static void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
    exit(1);
  }
}

static pbuf *dev_alloc(size_t bytes) {
  void *p;
  check(cudaMalloc(&p, bytes), "cudaMalloc");
  return (pbuf *)p;
}
static void dev_up(pbuf *d, const float *h, size_t bytes) {
  check(cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
}
static void dev_down(float *h, pbuf *d, size_t bytes) {
  check(cudaMemcpy(h, d, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy");
}
static void dev_sync(void) { check(cudaDeviceSynchronize(), "synchronize"); }
static void dev_free(pbuf *d) { cudaFree(d); }

void pb_launch(const char *kernel, int gx, int gy, int bx, int by,
               const char *sig, ...) {
  static const void *last_fn;
  static const char *last_name;
  const void *fn = kernel == last_name ? last_fn : NULL;
  for (size_t i = 0; !fn && i < sizeof table / sizeof *table; i++)
    if (!strcmp(table[i].name, kernel))
      fn = table[i].fn;
  if (!fn) {
    fprintf(stderr, "unknown kernel %s\n", kernel);
    exit(1);
  }
  last_fn = fn;
  last_name = kernel;
  union {
    void *p;
    int i;
    float f;
  } v[12];
  void *args[12];
  va_list ap;
  va_start(ap, sig);
  int n = 0;
  for (; sig[n]; n++) {
    if (sig[n] == 'p')
      v[n].p = va_arg(ap, void *);
    else if (sig[n] == 'i')
      v[n].i = va_arg(ap, int);
    else
      v[n].f = (float)va_arg(ap, double);
    args[n] = &v[n];
  }
  va_end(ap);
  check(cudaLaunchKernel(fn, dim3(gx, gy), dim3(bx, by), args, 0, 0), kernel);
}
