/* cucc: C++ overloads CUDA adds to the global namespace. Device code gets
 * float forms of the C math names (sqrt(float) calls sqrtf, ...), abs() for
 * long/long long/float/double (also visible as std::abs), and host and device
 * code get the min()/max() overloads of CUDA's math_functions.h (plus umin,
 * llmin, ullmin and the max forms). Included after <cmath>/<cstdlib> so that
 * the standard library's own constexpr overloads stay __host__ __device__.
 * CUDA mode only. */
#ifndef CUCC_CRT_MATH_OVERLOADS_H
#define CUCC_CRT_MATH_OVERLOADS_H

#if defined(__CUCC_CUDA_MODE__)

#include "crt/host_defines.h"

#define __CUCC_DEV static __device__ __forceinline__
#define __CUCC_HD static __host__ __device__ __forceinline__

#define __CUCC_F1(fn)                                                          \
  __CUCC_DEV float fn(float __cucc_x) { return fn##f(__cucc_x); }
#define __CUCC_F2(fn)                                                          \
  __CUCC_DEV float fn(float __cucc_x, float __y) { return fn##f(__cucc_x, __y); }
#define __CUCC_F1_TO(T, fn)                                                    \
  __CUCC_DEV T fn(float __cucc_x) { return fn##f(__cucc_x); }

__CUCC_F1(acos)
__CUCC_F1(acosh)
__CUCC_F1(asin)
__CUCC_F1(asinh)
__CUCC_F1(atan)
__CUCC_F1(atanh)
__CUCC_F1(cbrt)
__CUCC_F1(ceil)
__CUCC_F1(cos)
__CUCC_F1(cosh)
__CUCC_F1(erf)
__CUCC_F1(erfc)
__CUCC_F1(exp)
__CUCC_F1(exp10)
__CUCC_F1(exp2)
__CUCC_F1(expm1)
__CUCC_F1(fabs)
__CUCC_F1(floor)
__CUCC_F1(lgamma)
__CUCC_F1(log)
__CUCC_F1(log10)
__CUCC_F1(log1p)
__CUCC_F1(log2)
__CUCC_F1(logb)
__CUCC_F1(nearbyint)
__CUCC_F1(rint)
__CUCC_F1(round)
__CUCC_F1(sin)
__CUCC_F1(sinh)
__CUCC_F1(sqrt)
__CUCC_F1(tan)
__CUCC_F1(tanh)
__CUCC_F1(tgamma)
__CUCC_F1(trunc)

__CUCC_F2(atan2)
__CUCC_F2(copysign)
__CUCC_F2(fdim)
__CUCC_F2(fmax)
__CUCC_F2(fmin)
__CUCC_F2(fmod)
__CUCC_F2(hypot)
__CUCC_F2(nextafter)
__CUCC_F2(pow)
__CUCC_F2(remainder)

__CUCC_F1_TO(int, ilogb)
__CUCC_F1_TO(long, lrint)
__CUCC_F1_TO(long, lround)
__CUCC_F1_TO(long long, llrint)
__CUCC_F1_TO(long long, llround)

__CUCC_DEV float fma(float __cucc_x, float __y, float __z) { return fmaf(__cucc_x, __y, __z); }
__CUCC_DEV float frexp(float __cucc_x, int *__e) { return frexpf(__cucc_x, __e); }
__CUCC_DEV float ldexp(float __cucc_x, int __e) { return ldexpf(__cucc_x, __e); }
__CUCC_DEV float modf(float __cucc_x, float *__i) { return modff(__cucc_x, __i); }
__CUCC_DEV float remquo(float __cucc_x, float __y, int *__cucc_q) { return remquof(__cucc_x, __y, __cucc_q); }
__CUCC_DEV float scalbn(float __cucc_x, int __n) { return scalbnf(__cucc_x, __n); }
__CUCC_DEV float scalbln(float __cucc_x, long __n) { return scalblnf(__cucc_x, __n); }
__CUCC_DEV float pow(float __cucc_x, int __n) { return powf(__cucc_x, (float)__n); }
__CUCC_DEV double pow(double __cucc_x, int __n) { return pow(__cucc_x, (double)__n); }

__CUCC_DEV long abs(long __cucc_x) { return labs(__cucc_x); }
__CUCC_DEV long long abs(long long __cucc_x) { return llabs(__cucc_x); }
__CUCC_DEV float abs(float __cucc_x) { return fabsf(__cucc_x); }
__CUCC_DEV double abs(double __cucc_x) { return fabs(__cucc_x); }

/* libstdc++'s std::abs(long) and std::abs(long long) are not constexpr, hence
 * host only: give std the device forms. */
namespace std {
using ::abs;
}

#undef __CUCC_F1
#undef __CUCC_F2
#undef __CUCC_F1_TO

/* min()/max(): the integer forms return the smaller/larger value, the
 * mixed signed/unsigned forms compare as unsigned, the floating-point forms
 * follow fminf/fmaxf/fmin/fmax (a NaN operand yields the other one). */
#define __CUCC_MINMAX(R, A, B)                                                 \
  __CUCC_HD R min(A __a, B __cucc_b) { return (R)__a < (R)__cucc_b ? (R)__a : (R)__cucc_b; } \
  __CUCC_HD R max(A __a, B __cucc_b) { return (R)__a > (R)__cucc_b ? (R)__a : (R)__cucc_b; }

__CUCC_MINMAX(int, int, int)
__CUCC_MINMAX(unsigned int, unsigned int, unsigned int)
__CUCC_MINMAX(unsigned int, int, unsigned int)
__CUCC_MINMAX(unsigned int, unsigned int, int)
__CUCC_MINMAX(long, long, long)
__CUCC_MINMAX(unsigned long, unsigned long, unsigned long)
__CUCC_MINMAX(unsigned long, long, unsigned long)
__CUCC_MINMAX(unsigned long, unsigned long, long)
__CUCC_MINMAX(long long, long long, long long)
__CUCC_MINMAX(unsigned long long, unsigned long long, unsigned long long)
__CUCC_MINMAX(unsigned long long, long long, unsigned long long)
__CUCC_MINMAX(unsigned long long, unsigned long long, long long)
#undef __CUCC_MINMAX

__CUCC_HD unsigned int umin(unsigned int __a, unsigned int __cucc_b) {
  return __a < __cucc_b ? __a : __cucc_b;
}
__CUCC_HD unsigned int umax(unsigned int __a, unsigned int __cucc_b) {
  return __a > __cucc_b ? __a : __cucc_b;
}
__CUCC_HD long long llmin(long long __a, long long __cucc_b) { return __a < __cucc_b ? __a : __cucc_b; }
__CUCC_HD long long llmax(long long __a, long long __cucc_b) { return __a > __cucc_b ? __a : __cucc_b; }
__CUCC_HD unsigned long long ullmin(unsigned long long __a,
                                    unsigned long long __cucc_b) {
  return __a < __cucc_b ? __a : __cucc_b;
}
__CUCC_HD unsigned long long ullmax(unsigned long long __a,
                                    unsigned long long __cucc_b) {
  return __a > __cucc_b ? __a : __cucc_b;
}

__CUCC_HD float min(float __a, float __cucc_b) { return fminf(__a, __cucc_b); }
__CUCC_HD float max(float __a, float __cucc_b) { return fmaxf(__a, __cucc_b); }
__CUCC_HD double min(double __a, double __cucc_b) { return fmin(__a, __cucc_b); }
__CUCC_HD double max(double __a, double __cucc_b) { return fmax(__a, __cucc_b); }
__CUCC_HD double min(float __a, double __cucc_b) { return fmin((double)__a, __cucc_b); }
__CUCC_HD double max(float __a, double __cucc_b) { return fmax((double)__a, __cucc_b); }
__CUCC_HD double min(double __a, float __cucc_b) { return fmin(__a, (double)__cucc_b); }
__CUCC_HD double max(double __a, float __cucc_b) { return fmax(__a, (double)__cucc_b); }

#undef __CUCC_DEV
#undef __CUCC_HD

#endif /* __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_MATH_OVERLOADS_H */
