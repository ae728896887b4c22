/* cucc: the small constructor helpers for driver_types.h structs
 * (make_cudaPitchedPtr, make_cudaPos, make_cudaExtent). */
#ifndef CUCC_DRIVER_FUNCTIONS_H
#define CUCC_DRIVER_FUNCTIONS_H
/* NVIDIA's guard, tested by programs such as cuda-samples */
#define __DRIVER_FUNCTIONS_H__

#include "builtin_types.h"
#include "crt/host_defines.h"

static __inline__ __host__ struct cudaPitchedPtr
make_cudaPitchedPtr(void *__d, size_t __cucc_p, size_t __xsz, size_t __ysz) {
  struct cudaPitchedPtr __cucc_s;
  __cucc_s.ptr = __d;
  __cucc_s.pitch = __cucc_p;
  __cucc_s.xsize = __xsz;
  __cucc_s.ysize = __ysz;
  return __cucc_s;
}

static __inline__ __host__ struct cudaPos make_cudaPos(size_t __cucc_x, size_t __y,
                                                       size_t __z) {
  struct cudaPos __cucc_p;
  __cucc_p.x = __cucc_x;
  __cucc_p.y = __y;
  __cucc_p.z = __z;
  return __cucc_p;
}

static __inline__ __host__ struct cudaExtent make_cudaExtent(size_t __w, size_t __h,
                                                             size_t __d) {
  struct cudaExtent __e;
  __e.width = __w;
  __e.height = __h;
  __e.depth = __d;
  return __e;
}

#endif /* CUCC_DRIVER_FUNCTIONS_H */
