/* cucc: CUDA's cuComplex.h: single and double precision complex numbers
 * (float2 and double2) and their arithmetic, with NVIDIA's formulas so that
 * results are the GPU's bits: cuCdiv scales both operands by
 * 1/(|re(y)| + |im(y)|) before dividing, cuCabs computes v * sqrt(1 + (w/v)^2)
 * with v the larger of |re| and |im|, cuCfma rounds as NVIDIA's header does.
 * Host and device, C and C++. */
#ifndef CU_COMPLEX_H_
#define CU_COMPLEX_H_

#include <math.h>
#include "vector_types.h"

#if defined(__cplusplus)
extern "C" {
#endif

#if defined(__CUDACC__)
#define __CUCC_CX static __inline__ __host__ __device__
#else
#define __CUCC_CX static __inline__
#endif

typedef float2 cuFloatComplex;

__CUCC_CX float cuCrealf(cuFloatComplex __z) { return __z.x; }
__CUCC_CX float cuCimagf(cuFloatComplex __z) { return __z.y; }
__CUCC_CX cuFloatComplex make_cuFloatComplex(float __r, float __i) {
  cuFloatComplex __z;
  __z.x = __r;
  __z.y = __i;
  return __z;
}
__CUCC_CX cuFloatComplex cuConjf(cuFloatComplex __z) {
  return make_cuFloatComplex(cuCrealf(__z), -cuCimagf(__z));
}
__CUCC_CX cuFloatComplex cuCaddf(cuFloatComplex __a, cuFloatComplex __b) {
  return make_cuFloatComplex(cuCrealf(__a) + cuCrealf(__b),
                             cuCimagf(__a) + cuCimagf(__b));
}
__CUCC_CX cuFloatComplex cuCsubf(cuFloatComplex __a, cuFloatComplex __b) {
  return make_cuFloatComplex(cuCrealf(__a) - cuCrealf(__b),
                             cuCimagf(__a) - cuCimagf(__b));
}
__CUCC_CX cuFloatComplex cuCmulf(cuFloatComplex __a, cuFloatComplex __b) {
  return make_cuFloatComplex(
      (cuCrealf(__a) * cuCrealf(__b)) - (cuCimagf(__a) * cuCimagf(__b)),
      (cuCrealf(__a) * cuCimagf(__b)) + (cuCimagf(__a) * cuCrealf(__b)));
}
__CUCC_CX cuFloatComplex cuCdivf(cuFloatComplex __a, cuFloatComplex __b) {
  float __s = fabsf(cuCrealf(__b)) + fabsf(cuCimagf(__b));
  float __oos = 1.0f / __s;
  float __ars = cuCrealf(__a) * __oos, __ais = cuCimagf(__a) * __oos;
  float __brs = cuCrealf(__b) * __oos, __bis = cuCimagf(__b) * __oos;
  __s = (__brs * __brs) + (__bis * __bis);
  __oos = 1.0f / __s;
  return make_cuFloatComplex(((__ars * __brs) + (__ais * __bis)) * __oos,
                             ((__ais * __brs) - (__ars * __bis)) * __oos);
}
__CUCC_CX float cuCabsf(cuFloatComplex __z) {
  float __a = fabsf(cuCrealf(__z)), __b = fabsf(cuCimagf(__z));
  float __v, __w, __t;
  if (__a > __b) {
    __v = __a;
    __w = __b;
  } else {
    __v = __b;
    __w = __a;
  }
  __t = __w / __v;
  __t = 1.0f + __t * __t;
  __t = __v * sqrtf(__t);
  if ((__v == 0.0f) || (__v > 3.402823466e38f) || (__w > 3.402823466e38f))
    __t = __v + __w;
  return __t;
}

typedef double2 cuDoubleComplex;

__CUCC_CX double cuCreal(cuDoubleComplex __z) { return __z.x; }
__CUCC_CX double cuCimag(cuDoubleComplex __z) { return __z.y; }
__CUCC_CX cuDoubleComplex make_cuDoubleComplex(double __r, double __i) {
  cuDoubleComplex __z;
  __z.x = __r;
  __z.y = __i;
  return __z;
}
__CUCC_CX cuDoubleComplex cuConj(cuDoubleComplex __z) {
  return make_cuDoubleComplex(cuCreal(__z), -cuCimag(__z));
}
__CUCC_CX cuDoubleComplex cuCadd(cuDoubleComplex __a, cuDoubleComplex __b) {
  return make_cuDoubleComplex(cuCreal(__a) + cuCreal(__b),
                              cuCimag(__a) + cuCimag(__b));
}
__CUCC_CX cuDoubleComplex cuCsub(cuDoubleComplex __a, cuDoubleComplex __b) {
  return make_cuDoubleComplex(cuCreal(__a) - cuCreal(__b),
                              cuCimag(__a) - cuCimag(__b));
}
__CUCC_CX cuDoubleComplex cuCmul(cuDoubleComplex __a, cuDoubleComplex __b) {
  return make_cuDoubleComplex(
      (cuCreal(__a) * cuCreal(__b)) - (cuCimag(__a) * cuCimag(__b)),
      (cuCreal(__a) * cuCimag(__b)) + (cuCimag(__a) * cuCreal(__b)));
}
__CUCC_CX cuDoubleComplex cuCdiv(cuDoubleComplex __a, cuDoubleComplex __b) {
  double __s = fabs(cuCreal(__b)) + fabs(cuCimag(__b));
  double __oos = 1.0 / __s;
  double __ars = cuCreal(__a) * __oos, __ais = cuCimag(__a) * __oos;
  double __brs = cuCreal(__b) * __oos, __bis = cuCimag(__b) * __oos;
  __s = (__brs * __brs) + (__bis * __bis);
  __oos = 1.0 / __s;
  return make_cuDoubleComplex(((__ars * __brs) + (__ais * __bis)) * __oos,
                              ((__ais * __brs) - (__ars * __bis)) * __oos);
}
__CUCC_CX double cuCabs(cuDoubleComplex __z) {
  double __a = fabs(cuCreal(__z)), __b = fabs(cuCimag(__z));
  double __v, __w, __t;
  if (__a > __b) {
    __v = __a;
    __w = __b;
  } else {
    __v = __b;
    __w = __a;
  }
  __t = __w / __v;
  __t = 1.0 + __t * __t;
  __t = __v * sqrt(__t);
  if ((__v == 0.0) || (__v > 1.79769313486231570e+308) ||
      (__w > 1.79769313486231570e+308))
    __t = __v + __w;
  return __t;
}

#if defined(__cplusplus)
}
#endif

typedef cuFloatComplex cuComplex;
__CUCC_CX cuComplex make_cuComplex(float __x, float __y) {
  return make_cuFloatComplex(__x, __y);
}
__CUCC_CX cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex __c) {
  return make_cuDoubleComplex((double)cuCrealf(__c), (double)cuCimagf(__c));
}
__CUCC_CX cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex __c) {
  return make_cuFloatComplex((float)cuCreal(__c), (float)cuCimag(__c));
}
/* x * y + d, rounded in NVIDIA's order */
__CUCC_CX cuComplex cuCfmaf(cuComplex __x, cuComplex __y, cuComplex __d) {
  float __re = (cuCrealf(__x) * cuCrealf(__y)) + cuCrealf(__d);
  float __im = (cuCrealf(__x) * cuCimagf(__y)) + cuCimagf(__d);
  __re = -(cuCimagf(__x) * cuCimagf(__y)) + __re;
  __im = (cuCimagf(__x) * cuCrealf(__y)) + __im;
  return make_cuComplex(__re, __im);
}
__CUCC_CX cuDoubleComplex cuCfma(cuDoubleComplex __x, cuDoubleComplex __y,
                                 cuDoubleComplex __d) {
  double __re = (cuCreal(__x) * cuCreal(__y)) + cuCreal(__d);
  double __im = (cuCreal(__x) * cuCimag(__y)) + cuCimag(__d);
  __re = -(cuCimag(__x) * cuCimag(__y)) + __re;
  __im = (cuCimag(__x) * cuCreal(__y)) + __im;
  return make_cuDoubleComplex(__re, __im);
}

#undef __CUCC_CX
#endif /* CU_COMPLEX_H_ */
