/* cucc: __device__ declarations of the C library functions device code may
 * call: printf (clang rewrites it to vprintf), malloc/free, memcpy/memset,
 * __assert_fail (what <assert.h>'s assert expands to) and the C99/glibc
 * math functions (float and double). They overload the host declarations of
 * <stdio.h>, <math.h>, ... by CUDA target; the device image's calls keep the
 * C names and the lowering resolves them to the C library.
 *
 * Must be included before any standard header, so that <cmath>'s and
 * <cstdlib>'s `using ::sqrt;` etc. also see the device overloads.
 * CUDA mode only. */
#ifndef CUCC_CRT_DEVICE_LIBC_H
#define CUCC_CRT_DEVICE_LIBC_H

#if defined(__CUCC_CUDA_MODE__)

#include "crt/host_defines.h"

#define __CUCC_DEVICE_LIBC __device__ __attribute__((nothrow))
/* Math functions without pointer arguments: device code never reads errno or
 * the floating-point flags, so they are pure, which lets LLVM turn sqrtf,
 * floorf, fmaf, ... into instructions and vectorize them. */
#define __CUCC_DEVICE_MATH __CUCC_DEVICE_LIBC __attribute__((const))

/* fn(x): double and float forms. */
#define __CUCC_MATH1(fn)                                                       \
  __CUCC_DEVICE_MATH double fn(double);                                        \
  __CUCC_DEVICE_MATH float fn##f(float);
/* fn(x, y): double and float forms. */
#define __CUCC_MATH2(fn)                                                       \
  __CUCC_DEVICE_MATH double fn(double, double);                                \
  __CUCC_DEVICE_MATH float fn##f(float, float);
/* fn(x) with a result of another type T. */
#define __CUCC_MATH1_TO(T, fn)                                                 \
  __CUCC_DEVICE_MATH T fn(double);                                             \
  __CUCC_DEVICE_MATH T fn##f(float);

extern "C" {
__CUCC_DEVICE_LIBC int printf(const char *, ...);
__CUCC_DEVICE_LIBC void *malloc(__SIZE_TYPE__);
__CUCC_DEVICE_LIBC void free(void *);
__CUCC_DEVICE_LIBC void *memcpy(void *, const void *, __SIZE_TYPE__);
__CUCC_DEVICE_LIBC void *memset(void *, int, __SIZE_TYPE__);
__CUCC_DEVICE_LIBC __attribute__((noreturn)) void
__assert_fail(const char *, const char *, unsigned int, const char *);

__CUCC_DEVICE_LIBC int abs(int);
__CUCC_DEVICE_LIBC long labs(long);
__CUCC_DEVICE_LIBC long long llabs(long long);

__CUCC_MATH1(acos)
__CUCC_MATH1(acosh)
__CUCC_MATH1(asin)
__CUCC_MATH1(asinh)
__CUCC_MATH1(atan)
__CUCC_MATH1(atanh)
__CUCC_MATH1(cbrt)
__CUCC_MATH1(ceil)
__CUCC_MATH1(cos)
__CUCC_MATH1(cosh)
__CUCC_MATH1(erf)
__CUCC_MATH1(erfc)
__CUCC_MATH1(exp)
__CUCC_MATH1(exp10)
__CUCC_MATH1(exp2)
__CUCC_MATH1(expm1)
__CUCC_MATH1(fabs)
__CUCC_MATH1(floor)
__CUCC_MATH1(j0)
__CUCC_MATH1(j1)
__CUCC_MATH1(lgamma)
__CUCC_MATH1(log)
__CUCC_MATH1(log10)
__CUCC_MATH1(log1p)
__CUCC_MATH1(log2)
__CUCC_MATH1(logb)
__CUCC_MATH1(nearbyint)
__CUCC_MATH1(rint)
__CUCC_MATH1(round)
__CUCC_MATH1(sin)
__CUCC_MATH1(sinh)
__CUCC_MATH1(sqrt)
__CUCC_MATH1(tan)
__CUCC_MATH1(tanh)
__CUCC_MATH1(tgamma)
__CUCC_MATH1(trunc)
__CUCC_MATH1(y0)
__CUCC_MATH1(y1)

__CUCC_MATH2(atan2)
__CUCC_MATH2(copysign)
__CUCC_MATH2(fdim)
__CUCC_MATH2(fmax)
__CUCC_MATH2(fmin)
__CUCC_MATH2(fmod)
__CUCC_MATH2(hypot)
__CUCC_MATH2(nextafter)
__CUCC_MATH2(pow)
__CUCC_MATH2(remainder)

__CUCC_MATH1_TO(int, ilogb)
__CUCC_MATH1_TO(long, lrint)
__CUCC_MATH1_TO(long, lround)
__CUCC_MATH1_TO(long long, llrint)
__CUCC_MATH1_TO(long long, llround)

__CUCC_DEVICE_MATH double fma(double, double, double);
__CUCC_DEVICE_MATH float fmaf(float, float, float);
__CUCC_DEVICE_LIBC double frexp(double, int *);
__CUCC_DEVICE_LIBC float frexpf(float, int *);
__CUCC_DEVICE_MATH double ldexp(double, int);
__CUCC_DEVICE_MATH float ldexpf(float, int);
__CUCC_DEVICE_LIBC double modf(double, double *);
__CUCC_DEVICE_LIBC float modff(float, float *);
__CUCC_DEVICE_LIBC double remquo(double, double, int *);
__CUCC_DEVICE_LIBC float remquof(float, float, int *);
__CUCC_DEVICE_MATH double scalbn(double, int);
__CUCC_DEVICE_MATH float scalbnf(float, int);
__CUCC_DEVICE_MATH double scalbln(double, long);
__CUCC_DEVICE_MATH float scalblnf(float, long);
__CUCC_DEVICE_LIBC double nan(const char *);
__CUCC_DEVICE_LIBC float nanf(const char *);
__CUCC_DEVICE_LIBC void sincos(double, double *, double *);
__CUCC_DEVICE_LIBC void sincosf(float, float *, float *);
__CUCC_DEVICE_MATH double jn(int, double);
__CUCC_DEVICE_MATH float jnf(int, float);
__CUCC_DEVICE_MATH double yn(int, double);
__CUCC_DEVICE_MATH float ynf(int, float);
}

#undef __CUCC_MATH1
#undef __CUCC_MATH2
#undef __CUCC_MATH1_TO
#undef __CUCC_DEVICE_MATH
#undef __CUCC_DEVICE_LIBC

#endif /* __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_DEVICE_LIBC_H */
