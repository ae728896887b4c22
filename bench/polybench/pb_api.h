/* What the benchmarks (pb_bench.h) need from a GPU back end: buffers of
 * floats, launches by kernel name, and a synchronization. pb_cuda.cu
 * (cucc) and pb_ocl.c (OpenCL) implement it; pb_main.h runs the benchmarks. */
#ifndef PB_API_H
#define PB_API_H
#include <stddef.h>

typedef struct pbuf pbuf;
/* grid gx x gy blocks of bx x by threads; sig: one letter per argument,
 * p (pbuf *), i (int), f (float, passed as double) */
void pb_launch(const char *kernel, int gx, int gy, int bx, int by,
               const char *sig, ...);
#endif
