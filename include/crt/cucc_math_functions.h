/* cucc: the parts of CUDA's math API that the C library does not provide.
 *
 *  - CUDA-only standard functions (host and device, as in CUDA): rsqrt,
 *    rcbrt, sinpi, cospi, sincospi, erfinv, erfcinv, erfcx, normcdf,
 *    normcdfinv, rhypot, norm3d, rnorm3d, norm4d, rnorm4d, norm, rnorm, in
 *    float and double; device only: cyl_bessel_i0/i1, fdividef, fdivide.
 *  - Device versions of j0, j1, y0, y1 (and their float forms) that stay
 *    accurate near the zeros, where the C library's are not (power series in
 *    double-double arithmetic for |x| < 8).
 *  - The C++ float overloads CUDA adds for those names.
 *  - The intrinsics (device only): the fast __sinf family, __fdividef,
 *    __saturatef, the rounding-mode arithmetic (__fadd_rz, __dmul_ru, ...:
 *    computed exactly with error-free transformations, no floating-point
 *    environment involved), the conversions with rounding modes and the
 *    bit reinterpretations.
 *  - Under -use_fast_math (clang's __CLANG_GPU_APPROX_TRANSCENDENTALS__) the
 *    __cucc_fastmath_* functions that the lowering substitutes for sinf, expf,
 *    ..., and for float division (src/lower/fp_modes.c).
 *
 * Accuracy is measured by tests/e2e/math_accuracy.cu (docs/MATH_ACCURACY.md).
 * CUDA mode and C++ only. */
#ifndef CUCC_CRT_MATH_FUNCTIONS_H
#define CUCC_CRT_MATH_FUNCTIONS_H

#if defined(__CUCC_CUDA_MODE__) && defined(__cplusplus)

#include "crt/host_defines.h"

/* No contraction inside these functions: the error-free transformations
 * (two_sum, two_prod, double-double arithmetic) depend on each operation
 * being rounded on its own; FMAs are explicit. The command line's setting
 * is restored at the end. */
#pragma STDC FP_CONTRACT OFF

#define __CUCC_MI static __host__ __device__ __inline__  /* internal helper */
#define __CUCC_MD static __device__ __inline__           /* device intrinsic */
#define __CUCC_HD_C extern "C" __host__ __device__ __inline__
#define __CUCC_D_C extern "C" __device__ __inline__
#define __CUCC_CXX_HD static __host__ __device__ __inline__
#define __CUCC_CXX_D static __device__ __inline__

/* C23 gave glibc 2.41 sinpi, cospi (and friends): there the host versions
 * come from the C library and ours are device only. */
#if defined(__GLIBC__) &&                                                      \
    (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 41))
#define __CUCC_C23_C __CUCC_D_C
#else
#define __CUCC_C23_C __CUCC_HD_C
#endif

/* ======================================================================
 * Building blocks: bits, powers of two, double-double arithmetic
 * ====================================================================== */

__CUCC_MI unsigned long long __cucc_dbits(double __cucc_x) {
  return __builtin_bit_cast(unsigned long long, __cucc_x);
}
__CUCC_MI double __cucc_bitsd(unsigned long long __cucc_b) {
  return __builtin_bit_cast(double, __cucc_b);
}
__CUCC_MI unsigned int __cucc_fbits(float __cucc_x) {
  return __builtin_bit_cast(unsigned int, __cucc_x);
}
__CUCC_MI float __cucc_bitsf(unsigned int __cucc_b) {
  return __builtin_bit_cast(float, __cucc_b);
}
/* 2^n for -1022 <= n <= 1023 */
__CUCC_MI double __cucc_pow2(int __n) {
  return __cucc_bitsd((unsigned long long)(__n + 1023) << 52);
}
/* x * 2^n, exact when the result is normal (n in [-2044, 2046]) */
__CUCC_MI double __cucc_scale(double __cucc_x, int __n) {
  int __h = __n / 2;
  return __cucc_x * __cucc_pow2(__h) * __cucc_pow2(__n - __h);
}
/* the exponent e of finite nonzero x, with |x| in [2^e, 2^(e+1)) */
__CUCC_MI int __cucc_exponent(double __cucc_x) {
  int __e = (int)((__cucc_dbits(__cucc_x) >> 52) & 0x7ff);
  if (__e == 0) /* subnormal */
    return (int)((__cucc_dbits(__cucc_x * 0x1p64) >> 52) & 0x7ff) - 1023 - 64;
  return __e - 1023;
}

/* neighbours, including towards and away from zero and infinity */
__CUCC_MI double __cucc_nextup(double __cucc_x) {
  if (__cucc_x != __cucc_x || __cucc_x == __builtin_inf())
    return __cucc_x;
  if (__cucc_x == 0)
    return 0x1p-1074;
  unsigned long long __cucc_b = __cucc_dbits(__cucc_x);
  return __cucc_bitsd(__cucc_x > 0 ? __cucc_b + 1 : __cucc_b - 1);
}
__CUCC_MI double __cucc_nextdown(double __cucc_x) { return -__cucc_nextup(-__cucc_x); }
__CUCC_MI float __cucc_nextupf(float __cucc_x) {
  if (__cucc_x != __cucc_x || __cucc_x == __builtin_inff())
    return __cucc_x;
  if (__cucc_x == 0)
    return 0x1p-149f;
  unsigned int __cucc_b = __cucc_fbits(__cucc_x);
  return __cucc_bitsf(__cucc_x > 0 ? __cucc_b + 1 : __cucc_b - 1);
}
__CUCC_MI float __cucc_nextdownf(float __cucc_x) { return -__cucc_nextupf(-__cucc_x); }

typedef struct {
  double __hi, __lo;
} __cucc_dd;

__CUCC_MI __cucc_dd __cucc_two_sum(double __a, double __cucc_b) {
  double __cucc_s = __a + __cucc_b, __bb = __cucc_s - __a;
  __cucc_dd __cucc_r = {__cucc_s, (__a - (__cucc_s - __bb)) + (__cucc_b - __bb)};
  return __cucc_r;
}
/* |a| >= |b| or a == 0 */
__CUCC_MI __cucc_dd __cucc_fast_two_sum(double __a, double __cucc_b) {
  double __cucc_s = __a + __cucc_b;
  __cucc_dd __cucc_r = {__cucc_s, __cucc_b - (__cucc_s - __a)};
  return __cucc_r;
}
__CUCC_MI __cucc_dd __cucc_two_prod(double __a, double __cucc_b) {
  double __cucc_p = __a * __cucc_b;
  __cucc_dd __cucc_r = {__cucc_p, __builtin_fma(__a, __cucc_b, -__cucc_p)};
  return __cucc_r;
}
__CUCC_MI __cucc_dd __cucc_dd_make(double __hi, double __lo) {
  __cucc_dd __cucc_r = {__hi, __lo};
  return __cucc_r;
}
__CUCC_MI __cucc_dd __cucc_dd_add(__cucc_dd __a, __cucc_dd __cucc_b) {
  __cucc_dd __cucc_s = __cucc_two_sum(__a.__hi, __cucc_b.__hi), __cucc_t = __cucc_two_sum(__a.__lo, __cucc_b.__lo);
  __cucc_s.__lo += __cucc_t.__hi;
  __cucc_s = __cucc_fast_two_sum(__cucc_s.__hi, __cucc_s.__lo);
  __cucc_s.__lo += __cucc_t.__lo;
  return __cucc_fast_two_sum(__cucc_s.__hi, __cucc_s.__lo);
}
__CUCC_MI __cucc_dd __cucc_dd_neg(__cucc_dd __a) {
  return __cucc_dd_make(-__a.__hi, -__a.__lo);
}
__CUCC_MI __cucc_dd __cucc_dd_sub(__cucc_dd __a, __cucc_dd __cucc_b) {
  return __cucc_dd_add(__a, __cucc_dd_neg(__cucc_b));
}
__CUCC_MI __cucc_dd __cucc_dd_mul(__cucc_dd __a, __cucc_dd __cucc_b) {
  __cucc_dd __cucc_p = __cucc_two_prod(__a.__hi, __cucc_b.__hi);
  __cucc_p.__lo += __a.__hi * __cucc_b.__lo + __a.__lo * __cucc_b.__hi;
  return __cucc_fast_two_sum(__cucc_p.__hi, __cucc_p.__lo);
}
__CUCC_MI __cucc_dd __cucc_dd_mul_d(__cucc_dd __a, double __cucc_b) {
  __cucc_dd __cucc_p = __cucc_two_prod(__a.__hi, __cucc_b);
  __cucc_p.__lo += __a.__lo * __cucc_b;
  return __cucc_fast_two_sum(__cucc_p.__hi, __cucc_p.__lo);
}
__CUCC_MI __cucc_dd __cucc_dd_div_d(__cucc_dd __a, double __cucc_b) {
  double __cucc_q = __a.__hi / __cucc_b;
  __cucc_dd __cucc_p = __cucc_two_prod(__cucc_q, __cucc_b);
  double __cucc_r = ((__a.__hi - __cucc_p.__hi) - __cucc_p.__lo + __a.__lo) / __cucc_b;
  return __cucc_fast_two_sum(__cucc_q, __cucc_r);
}
__CUCC_MI __cucc_dd __cucc_dd_div(__cucc_dd __a, __cucc_dd __cucc_b) {
  double __q1 = __a.__hi / __cucc_b.__hi;
  __cucc_dd __cucc_r = __cucc_dd_sub(__a, __cucc_dd_mul_d(__cucc_b, __q1));
  double __q2 = __cucc_r.__hi / __cucc_b.__hi;
  __cucc_r = __cucc_dd_sub(__cucc_r, __cucc_dd_mul_d(__cucc_b, __q2));
  double __q3 = __cucc_r.__hi / __cucc_b.__hi;
  return __cucc_dd_add(__cucc_fast_two_sum(__q1, __q2), __cucc_dd_make(__q3, 0.0));
}

/* Constants as double-double (value = hi + lo). */
#define __CUCC_DD_GAMMA __cucc_dd_make(0.5772156649015329, -4.942915152430645e-18)
#define __CUCC_DD_2_PI __cucc_dd_make(0.6366197723675814, -3.935735335036497e-17)
#define __CUCC_DD_1_PI __cucc_dd_make(0.3183098861837907, -1.9678676675182486e-17)
#define __CUCC_DD_LN2 __cucc_dd_make(0.6931471805599453, 2.3190468138462996e-17)
#define __CUCC_PI_HI 3.141592653589793
#define __CUCC_PI_LO 1.2246467991473532e-16
#define __CUCC_SQRT2_HI 1.4142135623730951
#define __CUCC_SQRT2_LO (-9.667293313452913e-17)
#define __CUCC_SQRT1_2_HI 0.7071067811865476
#define __CUCC_SQRT1_2_LO (-4.833646656726457e-17)
#define __CUCC_SQRTPI_2 0.886226925452758
#define __CUCC_2_SQRTPI 1.1283791670955126

/* ln(x) as double-double for finite x > 0: x = m 2^e, m in [1, 2); c = 1 +
 * j/64 nearest to m, ln(c) from a table; ln(m / c) = 2 atanh(s), s = (m - c)
 * / (m + c), |s| <= 1/257. */
__CUCC_MI __cucc_dd __cucc_dd_log(double __cucc_x) {
  static constexpr double __tbl[65][2] = {
      {0.0, 0.0}, {0.015504186535965254, -3.278321022892429e-19},
      {0.030771658666753687, 1.0431732029005968e-18}, {0.0458095360312942, 1.902959866474257e-18},
      {0.06062462181643484, 2.6424025938726934e-18}, {0.07522342123758753, -5.930604196293241e-18},
      {0.08961215868968714, -5.4268129336647135e-18}, {0.10379679368164356, 5.47772415726659e-18},
      {0.11778303565638346, -1.1971685747593677e-18}, {0.13157635778871926, 1.1123000879729588e-17},
      {0.1451820098444979, 8.242418783022475e-18}, {0.15860503017663857, 1.1257003872182592e-17},
      {0.17185025692665923, -6.0224538210113705e-18}, {0.184922338494012, 3.0236614153574064e-18},
      {0.19782574332991987, 1.2821194372980142e-17}, {0.21056476910734964, -4.249405314729895e-18},
      {0.22314355131420976, -9.091270597324799e-18}, {0.2355660713127669, -2.3943371495187355e-18},
      {0.24783616390458127, -1.2432209578702523e-17}, {0.25995752443692605, 2.069806938978935e-17},
      {0.27193371548364176, 7.83319637697442e-19}, {0.2837681731306446, -2.032665581126656e-17},
      {0.2954642128938359, -2.16461086040599e-17}, {0.3070250352949119, -1.2319916200101964e-17},
      {0.3184537311185346, 2.7114779367326236e-17}, {0.329753286372468, 2.122020616196946e-18},
      {0.3409265869705932, 1.7467136443544747e-17}, {0.3519764231571782, -1.2953893030191963e-17},
      {0.3629054936893685, -2.1492361455310972e-17}, {0.37371640979358406, 2.1836211281198184e-17},
      {0.38441169891033206, -1.612149700764673e-17}, {0.394993808240869, -1.5113724418336168e-17},
      {0.4054651081081644, -2.8811380259626426e-18}, {0.415827895143711, -2.48753990369597e-17},
      {0.4260843953109001, -2.499176776547466e-17}, {0.43623676677491807, -1.8379648230620457e-18},
      {0.44628710262841953, -1.8182541194649598e-17}, {0.4562374334815876, 2.122222784062318e-17},
      {0.46608972992459924, -1.4116523239904406e-17}, {0.4758459048699639, -6.181952722542219e-18},
      {0.4855078157817008, -1.6618350693852048e-17}, {0.4950772667978515, -8.307950959627356e-18},
      {0.5045560107523953, -2.4888518873597905e-17}, {0.5139457511022343, 3.397548559332142e-17},
      {0.5232481437645479, -3.1833882216350925e-17}, {0.5324647988694718, -9.149239241180804e-19},
      {0.5415972824327444, -3.748764246125639e-17}, {0.5506471179526623, -2.239429485856908e-17},
      {0.5596157879354227, 2.685492580212308e-17}, {0.5685047353526688, -5.4267346029482773e-17},
      {0.5773153650348236, -8.903591846974013e-18}, {0.5860490450035782, -3.058363205263577e-17},
      {0.5947071077466928, 1.3751689964323675e-17}, {0.6032908514380843, 9.9400563470175e-18},
      {0.6118015411059929, -3.7397759448726e-17}, {0.6202404097518576, -3.989161064307651e-17},
      {0.6286086594223741, 4.3538742607970387e-17}, {0.6369074622370692, 5.422955873465247e-17},
      {0.6451379613735847, 9.346960920120906e-19}, {0.6533012720127457, -4.306892322029408e-17},
      {0.661398482245365, -7.603333785634003e-18}, {0.6694306539426292, 2.823733943928343e-17},
      {0.6773988235918061, -2.0978183882652005e-18}, {0.6853040030989194, 4.893484946270261e-17},
      {0.6931471805599453, 2.3190468138462996e-17}};
  int __e = __cucc_exponent(__cucc_x);
  double __m = __cucc_scale(__cucc_x, -__e); /* [1, 2) */
  int __j = (int)((__m - 1.0) * 64.0 + 0.5); /* nearest 1 + j/64: ln(1) = 0 */
  double __c = 1.0 + __j * (1.0 / 64.0);
  __cucc_dd __sd = __cucc_dd_div(__cucc_dd_make(__m - __c, 0.0), __cucc_two_sum(__m, __c));
  __cucc_dd __s2 = __cucc_dd_mul(__sd, __sd);
  double __cucc_t = __s2.__hi;
  /* atanh(s)/s = 1 + s^2/3 + s^4/5 + ...: the first terms in double-double */
  double __cucc_r = 1.0 / 9 + __cucc_t * (1.0 / 11 + __cucc_t * (1.0 / 13 + __cucc_t * (1.0 / 15)));
  __cucc_dd __acc = __cucc_dd_add(__cucc_dd_make(0.14285714285714285, 7.93016446160826e-18),
                                __cucc_dd_mul_d(__s2, __cucc_r));
  __acc = __cucc_dd_add(__cucc_dd_make(0.2, -1.1102230246251566e-17), __cucc_dd_mul(__s2, __acc));
  __acc = __cucc_dd_add(__cucc_dd_make(0.3333333333333333, 1.850371707708594e-17),
                      __cucc_dd_mul(__s2, __acc));
  __acc = __cucc_dd_add(__cucc_dd_make(1.0, 0.0), __cucc_dd_mul(__s2, __acc));
  __cucc_dd __l = __cucc_dd_mul(__sd, __acc);
  __l = __cucc_dd_make(2.0 * __l.__hi, 2.0 * __l.__lo);
  __l = __cucc_dd_add(__cucc_dd_make(__tbl[__j][0], __tbl[__j][1]), __l);
  return __cucc_dd_add(__l, __cucc_dd_mul_d(__CUCC_DD_LN2, (double)__e));
}

__CUCC_MI __cucc_dd __cucc_exp_dd(double __a);

/* ======================================================================
 * Reciprocal roots and norms
 * ====================================================================== */

/* 1/sqrt(h + l) for finite h > 0 (|l| <= ulp(h)), within about 0.5 ulp: one
 * Newton step on y = 1/sqrt(h) with the residual 1 - (h+l) y^2 computed
 * almost exactly. */
__CUCC_MI double __cucc_rsqrt_dd(double __h, double __l) {
  int __e = __cucc_exponent(__h) & ~1; /* even */
  __h = __cucc_scale(__h, -__e);         /* [1, 4) */
  __l = __cucc_scale(__l, -__e);
  double __y = 1.0 / __builtin_sqrt(__h);
  __cucc_dd __y2 = __cucc_two_prod(__y, __y);
  double __d = __builtin_fma(-__h, __y2.__hi, 1.0); /* exact: h y^2 ~ 1 */
  __d -= __h * __y2.__lo + __l * __y2.__hi;
  __y = __builtin_fma(0.5 * __y, __d, __y);
  return __cucc_scale(__y, -__e / 2);
}
/* sqrt(h + l), within about 0.5 ulp */
__CUCC_MI double __cucc_sqrt_dd(double __h, double __l) {
  double __cucc_s = __builtin_sqrt(__h);
  if (!(__h > 0) || __h == __builtin_inf())
    return __cucc_s;
  double __cucc_r = __builtin_fma(-__cucc_s, __cucc_s, __h) + __l;
  return __cucc_s + __cucc_r / (2.0 * __cucc_s);
}

/* sum of squares of n doubles, scaled: returns the exponent e such that the
 * elements were scaled by 2^-e; *hi + *lo = sum (x_i 2^-e)^2 (double-double).
 * Returns INT_MIN-like sentinels: -100000 when all are zero. */
__CUCC_MI int __cucc_sumsq(int __n, const double *__cucc_p, double *__hi, double *__lo) {
  double __m = 0;
  for (int __i = 0; __i < __n; __i++) {
    double __a = __builtin_fabs(__cucc_p[__i]);
    __m = __a > __m ? __a : __m;
  }
  if (__m == 0) {
    *__hi = *__lo = 0;
    return -100000;
  }
  int __e = __cucc_exponent(__m);
  __cucc_dd __cucc_s = {0.0, 0.0};
  for (int __i = 0; __i < __n; __i++) {
    double __a = __cucc_scale(__cucc_p[__i], -__e);
    __cucc_s = __cucc_dd_add(__cucc_s, __cucc_two_prod(__a, __a));
  }
  *__hi = __cucc_s.__hi;
  *__lo = __cucc_s.__lo;
  return __e;
}

/* hypot-like special cases: any infinity gives +inf, else any NaN gives NaN.
 * Returns 1 and sets *r when one applies. */
__CUCC_MI int __cucc_norm_special(int __n, const double *__cucc_p, double *__cucc_r) {
  int __nan = 0;
  for (int __i = 0; __i < __n; __i++) {
    if (__builtin_isinf(__cucc_p[__i])) {
      *__cucc_r = __builtin_inf();
      return 1;
    }
    __nan |= __cucc_p[__i] != __cucc_p[__i];
  }
  if (__nan)
    *__cucc_r = __builtin_nan("");
  return __nan;
}
__CUCC_MI double __cucc_normn(int __n, const double *__cucc_p) {
  double __cucc_r, __h, __l;
  if (__cucc_norm_special(__n, __cucc_p, &__cucc_r))
    return __cucc_r;
  int __e = __cucc_sumsq(__n, __cucc_p, &__h, &__l);
  if (__e == -100000)
    return 0.0;
  return __cucc_scale(__cucc_sqrt_dd(__h, __l), __e);
}
__CUCC_MI double __cucc_rnormn(int __n, const double *__cucc_p) {
  double __cucc_r, __h, __l;
  if (__cucc_norm_special(__n, __cucc_p, &__cucc_r))
    return __cucc_r == __cucc_r ? 0.0 : __cucc_r;
  int __e = __cucc_sumsq(__n, __cucc_p, &__h, &__l);
  if (__e == -100000)
    return __builtin_inf();
  /* the result may be subnormal or overflow: scale in two steps */
  return __cucc_scale(__cucc_rsqrt_dd(__h, __l), -__e);
}
/* float forms: the squares are exact in double and the sum nearly so */
__CUCC_MI float __cucc_normnf(int __n, const float *__cucc_p, int __recip) {
  int __nan = 0;
  double __cucc_s = 0;
  for (int __i = 0; __i < __n; __i++) {
    if (__builtin_isinf(__cucc_p[__i]))
      return __recip ? 0.0f : __builtin_inff();
    __nan |= __cucc_p[__i] != __cucc_p[__i];
    __cucc_s += (double)__cucc_p[__i] * (double)__cucc_p[__i];
  }
  if (__nan)
    return __builtin_nanf("");
  return (float)(__recip ? 1.0 / __builtin_sqrt(__cucc_s) : __builtin_sqrt(__cucc_s));
}

__CUCC_HD_C double rsqrt(double __cucc_x) {
  if (!(__cucc_x > 0) || __cucc_x == __builtin_inf())
    return 1.0 / __builtin_sqrt(__cucc_x); /* NaN, +-0 -> +-inf, <0 -> NaN, inf -> 0 */
  return __cucc_rsqrt_dd(__cucc_x, 0.0);
}
__CUCC_HD_C float rsqrtf(float __cucc_x) {
  return (float)(1.0 / __builtin_sqrt((double)__cucc_x));
}

__CUCC_HD_C double rcbrt(double __cucc_x) {
  if (__cucc_x == 0 || __cucc_x != __cucc_x || __builtin_isinf(__cucc_x))
    return 1.0 / __builtin_cbrt(__cucc_x);
  double __a = __builtin_fabs(__cucc_x);
  int __e = __cucc_exponent(__a);
  int __k = (__e >= 0 ? __e : __e - 2) / 3; /* floor(e / 3) */
  __a = __cucc_scale(__a, -3 * __k);      /* [1, 8) */
  double __y = 1.0 / __builtin_cbrt(__a);
  /* Newton on y^-3 = a: y += y (1 - a y^3) / 3, the residual in
   * double-double */
  __cucc_dd __y2 = __cucc_two_prod(__y, __y);
  __cucc_dd __y3 = __cucc_two_prod(__y2.__hi, __y);
  __y3.__lo += __y2.__lo * __y;
  __cucc_dd __ay3 = __cucc_two_prod(__a, __y3.__hi);
  __ay3.__lo += __a * __y3.__lo;
  double __d = (1.0 - __ay3.__hi) - __ay3.__lo;
  __y = __builtin_fma(__y * (1.0 / 3.0), __d, __y);
  return __builtin_copysign(__cucc_scale(__y, -__k), __cucc_x);
}
__CUCC_HD_C float rcbrtf(float __cucc_x) {
  return (float)(1.0 / __builtin_cbrt((double)__cucc_x));
}

__CUCC_HD_C double rhypot(double __cucc_x, double __y) {
  double __cucc_p[2] = {__cucc_x, __y};
  return __cucc_rnormn(2, __cucc_p);
}
__CUCC_HD_C float rhypotf(float __cucc_x, float __y) {
  float __cucc_p[2] = {__cucc_x, __y};
  return __cucc_normnf(2, __cucc_p, 1);
}
__CUCC_HD_C double norm3d(double __a, double __cucc_b, double __c) {
  double __cucc_p[3] = {__a, __cucc_b, __c};
  return __cucc_normn(3, __cucc_p);
}
__CUCC_HD_C float norm3df(float __a, float __cucc_b, float __c) {
  float __cucc_p[3] = {__a, __cucc_b, __c};
  return __cucc_normnf(3, __cucc_p, 0);
}
__CUCC_HD_C double rnorm3d(double __a, double __cucc_b, double __c) {
  double __cucc_p[3] = {__a, __cucc_b, __c};
  return __cucc_rnormn(3, __cucc_p);
}
__CUCC_HD_C float rnorm3df(float __a, float __cucc_b, float __c) {
  float __cucc_p[3] = {__a, __cucc_b, __c};
  return __cucc_normnf(3, __cucc_p, 1);
}
__CUCC_HD_C double norm4d(double __a, double __cucc_b, double __c, double __d) {
  double __cucc_p[4] = {__a, __cucc_b, __c, __d};
  return __cucc_normn(4, __cucc_p);
}
__CUCC_HD_C float norm4df(float __a, float __cucc_b, float __c, float __d) {
  float __cucc_p[4] = {__a, __cucc_b, __c, __d};
  return __cucc_normnf(4, __cucc_p, 0);
}
__CUCC_HD_C double rnorm4d(double __a, double __cucc_b, double __c, double __d) {
  double __cucc_p[4] = {__a, __cucc_b, __c, __d};
  return __cucc_rnormn(4, __cucc_p);
}
__CUCC_HD_C float rnorm4df(float __a, float __cucc_b, float __c, float __d) {
  float __cucc_p[4] = {__a, __cucc_b, __c, __d};
  return __cucc_normnf(4, __cucc_p, 1);
}
__CUCC_HD_C double norm(int __dim, const double *__cucc_p) {
  return __cucc_normn(__dim, __cucc_p);
}
__CUCC_HD_C float normf(int __dim, const float *__cucc_p) {
  return __cucc_normnf(__dim, __cucc_p, 0);
}
__CUCC_HD_C double rnorm(int __dim, const double *__cucc_p) {
  return __cucc_rnormn(__dim, __cucc_p);
}
__CUCC_HD_C float rnormf(int __dim, const float *__cucc_p) {
  return __cucc_normnf(__dim, __cucc_p, 1);
}

/* ======================================================================
 * sinpi, cospi
 * ====================================================================== */

/* sin(pi s) for |s| <= 1/2, s exact: pi s as double-double */
__CUCC_MI double __cucc_sinpi_red(double __cucc_s) {
  double __h = __CUCC_PI_HI * __cucc_s;
  double __l = __builtin_fma(__CUCC_PI_HI, __cucc_s, -__h) + __CUCC_PI_LO * __cucc_s;
  return __builtin_sin(__h) + __builtin_cos(__h) * __l;
}
/* x - 2 rint(x/2): exact, in [-1, 1] */
__CUCC_MI double __cucc_mod2(double __cucc_x) {
  if (__builtin_fabs(__cucc_x) < 1.0)
    return __cucc_x;
  return __cucc_x - 2.0 * __builtin_rint(__cucc_x * 0.5);
}
__CUCC_MI double __cucc_sinpi(double __cucc_x) {
  if (__builtin_isinf(__cucc_x) || __cucc_x != __cucc_x)
    return __cucc_x - __cucc_x;
  double __cucc_r = __cucc_mod2(__cucc_x);
  double __cucc_s = __builtin_fabs(__cucc_r) > 0.5 ? __builtin_copysign(1.0, __cucc_r) - __cucc_r : __cucc_r;
  double __cucc_v = __cucc_sinpi_red(__cucc_s);
  return __cucc_v == 0 ? __builtin_copysign(0.0, __cucc_x) : __cucc_v; /* sinpi(+-n) = +-0 */
}
__CUCC_MI double __cucc_cospi(double __cucc_x) {
  if (__builtin_isinf(__cucc_x) || __cucc_x != __cucc_x)
    return __cucc_x - __cucc_x;
  double __cucc_r = __builtin_fabs(__cucc_mod2(__cucc_x));
  double __cucc_v = __cucc_sinpi_red(0.5 - __cucc_r);
  return __cucc_v == 0 ? 0.0 : __cucc_v; /* cospi(n + 1/2) = +0 */
}
__CUCC_C23_C double sinpi(double __cucc_x) { return __cucc_sinpi(__cucc_x); }
__CUCC_C23_C double cospi(double __cucc_x) { return __cucc_cospi(__cucc_x); }
__CUCC_C23_C float sinpif(float __cucc_x) { return (float)__cucc_sinpi(__cucc_x); }
__CUCC_C23_C float cospif(float __cucc_x) { return (float)__cucc_cospi(__cucc_x); }
__CUCC_HD_C void sincospi(double __cucc_x, double *__cucc_s, double *__c) {
  *__cucc_s = __cucc_sinpi(__cucc_x);
  *__c = __cucc_cospi(__cucc_x);
}
__CUCC_HD_C void sincospif(float __cucc_x, float *__cucc_s, float *__c) {
  *__cucc_s = (float)__cucc_sinpi(__cucc_x);
  *__c = (float)__cucc_cospi(__cucc_x);
}

/* ======================================================================
 * erfcx, erfinv, erfcinv, normcdf, normcdfinv
 * ====================================================================== */

__CUCC_MI double __cucc_erfcx(double __cucc_x) {
  if (__cucc_x != __cucc_x)
    return __cucc_x;
  if (__cucc_x < 0.5) {
    if (__cucc_x < -26.7)
      return __builtin_inf();
    /* exp(x^2) erfc(x) with x^2 = h + l exactly */
    __cucc_dd __x2 = __cucc_two_prod(__cucc_x, __cucc_x);
    return __builtin_exp(__x2.__hi) * (1.0 + __x2.__lo) * __builtin_erfc(__cucc_x);
  }
  if (__cucc_x < 2.0) {
    /* e^(x^2) - e^(x^2) erf(x), the latter (2/sqrt(pi)) sum 2^k x^(2k+1) /
     * (2k+1)!!, in double-double (the difference cancels up to 8 bits) */
    __cucc_dd __x2 = __cucc_two_prod(__cucc_x, __cucc_x);
    __cucc_dd __E = __cucc_exp_dd(__x2.__hi);
    __E = __cucc_dd_add(__E, __cucc_dd_mul_d(__E, __x2.__lo));
    __cucc_dd __cucc_t = {__cucc_x, 0.0}, __S = __cucc_t, __cucc_q = __cucc_dd_make(2.0 * __x2.__hi, 2.0 * __x2.__lo);
    for (int __k = 1; __k < 60; __k++) {
      __cucc_t = __cucc_dd_div_d(__cucc_dd_mul(__cucc_t, __cucc_q), 2.0 * __k + 1);
      __S = __cucc_dd_add(__S, __cucc_t);
      if (__cucc_t.__hi < __S.__hi * 0x1p-110)
        break;
    }
    __cucc_dd __cucc_r = __cucc_dd_sub(
        __E, __cucc_dd_mul(__S, __cucc_dd_make(1.1283791670955126, 1.533545961316588e-17)));
    return __cucc_r.__hi + __cucc_r.__lo;
  }
  if (__cucc_x > 1e150)
    return __builtin_isinf(__cucc_x) ? 0.0 : 0.56418958354775628 / __cucc_x;
  /* Laplace's continued fraction, evaluated backwards:
   * erfcx(x) = 1/sqrt(pi) / (x + (1/2) / (x + 1 / (x + (3/2) / (x + ...)))) */
  int __n = __cucc_x < 3.0 ? 80 : __cucc_x < 5.0 ? 40 : 20;
  double __cucc_t = __cucc_x;
  for (int __k = __n; __k >= 1; __k--)
    __cucc_t = __cucc_x + 0.5 * __k / __cucc_t;
  return 0.56418958354775628 / __cucc_t;
}

/* Initial approximation of erfinv (the single-precision rational-free form
 * of M. Giles, "Approximating the erfinv function", GPU Computing Gems),
 * given w = -log((1 - x)(1 + x)). Relative error about 1e-7 for w < 16. */
__CUCC_MI double __cucc_erfinv_guess(double __w) {
  double __cucc_p;
  if (__w < 5.0) {
    __w -= 2.5;
    __cucc_p = 2.81022636e-08;
    __cucc_p = 3.43273939e-07 + __cucc_p * __w;
    __cucc_p = -3.5233877e-06 + __cucc_p * __w;
    __cucc_p = -4.39150654e-06 + __cucc_p * __w;
    __cucc_p = 0.00021858087 + __cucc_p * __w;
    __cucc_p = -0.00125372503 + __cucc_p * __w;
    __cucc_p = -0.00417768164 + __cucc_p * __w;
    __cucc_p = 0.246640727 + __cucc_p * __w;
    __cucc_p = 1.50140941 + __cucc_p * __w;
  } else {
    __w = __builtin_sqrt(__w) - 3.0;
    __cucc_p = -0.000200214257;
    __cucc_p = 0.000100950558 + __cucc_p * __w;
    __cucc_p = 0.00134934322 + __cucc_p * __w;
    __cucc_p = -0.00367342844 + __cucc_p * __w;
    __cucc_p = 0.00573950773 + __cucc_p * __w;
    __cucc_p = -0.0076224613 + __cucc_p * __w;
    __cucc_p = 0.00943887047 + __cucc_p * __w;
    __cucc_p = 1.00167406 + __cucc_p * __w;
    __cucc_p = 2.83297682 + __cucc_p * __w;
  }
  return __cucc_p;
}

/* erfcinv(t) for 0 < t <= 0.5: Newton steps on erfc(y) = t, or for tiny t
 * on log(erfc(y)) = log(t), with log(erfc(y)) = log(erfcx(y)) - y^2 (no
 * underflow down to t = 2^-1074). */
__CUCC_MI double __cucc_erfcinv_tail(double __cucc_t) {
  double __y;
  double __w = -__builtin_log(__cucc_t * (2.0 - __cucc_t));
  if (__w < 16.0) {
    __y = __cucc_erfinv_guess(__w) * (1.0 - __cucc_t);
  } else { /* erfc(y) ~ exp(-y^2) / (y sqrt(pi)) */
    double __L = -__builtin_log(__cucc_t);
    __y = __builtin_sqrt(__L - __builtin_log(__builtin_sqrt(__L) * 1.7724538509055159));
  }
  if (__cucc_t > 1e-290) { /* Newton on erfc itself: e^(y^2) stays finite */
    for (int __i = 0; __i < 4; __i++)
      __y += (__builtin_erfc(__y) - __cucc_t) * __CUCC_SQRTPI_2 * __builtin_exp(__y * __y);
    return __y;
  }
  double __lt = __builtin_log(__cucc_t);
  for (int __i = 0; __i < 4; __i++) {
    double __cx = __cucc_erfcx(__y);
    __cucc_dd __y2 = __cucc_two_prod(__y, __y);
    double __cucc_f = ((__builtin_log(__cx) - __lt) - __y2.__hi) - __y2.__lo; /* log erfc(y) - log t */
    __y += __cucc_f * __cx * __CUCC_SQRTPI_2;
  }
  return __y;
}
/* erfinv(x) for |x| <= 0.5: Newton on erf */
__CUCC_MI double __cucc_erfinv_small(double __cucc_x) {
  if (__builtin_fabs(__cucc_x) < 0x1p-900)
    return __cucc_x * __CUCC_SQRTPI_2;
  double __y = __cucc_erfinv_guess(-__builtin_log1p(-__cucc_x * __cucc_x)) * __cucc_x;
  for (int __i = 0; __i < 3; __i++)
    __y -= (__builtin_erf(__y) - __cucc_x) * __CUCC_SQRTPI_2 * __builtin_exp(__y * __y);
  return __y;
}
__CUCC_MI double __cucc_erfcinv(double __cucc_t) {
  if (!(__cucc_t > 0 && __cucc_t < 2)) {
    if (__cucc_t == 0)
      return __builtin_inf();
    if (__cucc_t == 2)
      return -__builtin_inf();
    return __builtin_nan("");
  }
  if (__cucc_t > 1)
    return -__cucc_erfcinv(2.0 - __cucc_t); /* exact */
  if (__cucc_t >= 0.5)
    return __cucc_erfinv_small(1.0 - __cucc_t); /* exact */
  return __cucc_erfcinv_tail(__cucc_t);
}
__CUCC_MI double __cucc_erfinv(double __cucc_x) {
  double __a = __builtin_fabs(__cucc_x);
  if (__a <= 0.5)
    return __cucc_x == 0 ? __cucc_x : __cucc_erfinv_small(__cucc_x);
  if (!(__a <= 1.0))
    return __builtin_nan("");
  if (__a == 1.0)
    return __builtin_copysign(__builtin_inf(), __cucc_x);
  return __builtin_copysign(__cucc_erfcinv_tail(1.0 - __a), __cucc_x); /* exact */
}

__CUCC_MI double __cucc_normcdf(double __cucc_x) {
  if (__cucc_x != __cucc_x || __builtin_isinf(__cucc_x))
    return __cucc_x != __cucc_x ? __cucc_x : __cucc_x > 0 ? 1.0 : 0.0;
  /* 0.5 erfc(-x / sqrt 2), with z = -x / sqrt 2 = zh + zl: the tail is too
   * sensitive to the rounding of z, hence the first-order correction
   * erfc(zh + zl) = erfc(zh) (1 - zl (2 / sqrt pi) / erfcx(zh)). */
  double __zh = -__cucc_x * __CUCC_SQRT1_2_HI;
  double __zl = __builtin_fma(-__cucc_x, __CUCC_SQRT1_2_HI, -__zh) - __cucc_x * __CUCC_SQRT1_2_LO;
  double __e = __builtin_erfc(__zh);
  if (__zh > 1.0 && __e != 0)
    __e *= 1.0 - __zl * __CUCC_2_SQRTPI / __cucc_erfcx(__zh);
  return 0.5 * __e;
}
__CUCC_MI double __cucc_normcdfinv(double __cucc_p) {
  double __y = __cucc_erfcinv(2.0 * __cucc_p);
  if (__y != __y || __builtin_isinf(__y))
    return -__y;
  double __h = __y * __CUCC_SQRT2_HI;
  double __l = __builtin_fma(__y, __CUCC_SQRT2_HI, -__h) + __y * __CUCC_SQRT2_LO;
  double __cucc_r = -(__h + __l);
  return __cucc_r == 0 ? 0.0 : __cucc_r; /* +0 at p = 0.5, as on an H100 */
}

__CUCC_HD_C double erfcx(double __cucc_x) { return __cucc_erfcx(__cucc_x); }
__CUCC_HD_C float erfcxf(float __cucc_x) { return (float)__cucc_erfcx(__cucc_x); }
__CUCC_HD_C double erfinv(double __cucc_x) { return __cucc_erfinv(__cucc_x); }
__CUCC_HD_C float erfinvf(float __cucc_x) { return (float)__cucc_erfinv(__cucc_x); }
__CUCC_HD_C double erfcinv(double __cucc_x) { return __cucc_erfcinv(__cucc_x); }
__CUCC_HD_C float erfcinvf(float __cucc_x) { return (float)__cucc_erfcinv(__cucc_x); }
__CUCC_HD_C double normcdf(double __cucc_x) { return __cucc_normcdf(__cucc_x); }
__CUCC_HD_C float normcdff(float __cucc_x) {
  return (float)(0.5 * __builtin_erfc(-(double)__cucc_x * __CUCC_SQRT1_2_HI));
}
__CUCC_HD_C double normcdfinv(double __cucc_p) { return __cucc_normcdfinv(__cucc_p); }
__CUCC_HD_C float normcdfinvf(float __cucc_p) { return (float)__cucc_normcdfinv(__cucc_p); }

/* ======================================================================
 * Bessel functions
 * ====================================================================== */

/* Modified Bessel I0 (nu = 0) and I1 (nu = 1), double-double power series
 * for |x| <= 30, asymptotic expansion above. */
__CUCC_MI double __cucc_bessel_i(int __nu, double __cucc_x) {
  double __a = __builtin_fabs(__cucc_x);
  if (__cucc_x != __cucc_x)
    return __cucc_x;
  double __cucc_r;
  if (__a <= 30.0) {
    __cucc_dd __cucc_q = __cucc_two_prod(__a, __a); /* (x/2)^2 */
    __cucc_q.__hi *= 0.25;
    __cucc_q.__lo *= 0.25;
    __cucc_dd __cucc_t = {__nu ? 0.5 * __a : 1.0, 0.0}, __cucc_s = __cucc_t;
    for (int __k = 1; __k < 80; __k++) {
      __cucc_t = __cucc_dd_div_d(__cucc_dd_mul(__cucc_t, __cucc_q), (double)__k * (double)(__k + __nu));
      __cucc_s = __cucc_dd_add(__cucc_s, __cucc_t);
      if (__cucc_t.__hi <= __cucc_s.__hi * 0x1p-110)
        break;
    }
    __cucc_r = __cucc_s.__hi + __cucc_s.__lo;
  } else if (__a > 1420.0) {
    __cucc_r = __builtin_inf();
  } else {
    /* e^a / sqrt(2 pi a) sum_k c_k / a^k, c_k = c_(k-1) (-(4nu^2 - (2k-1)^2))
     * / (8k), in double-double; e^a = (e^(a/2))^2 to delay overflow */
    double __cucc_t = 1.0;
    __cucc_dd __cucc_s = {1.0, 0.0};
    for (int __k = 1; __k < 40; __k++) {
      double __m = 2.0 * __k - 1;
      __cucc_t *= -(4.0 * __nu * __nu - __m * __m) / (8.0 * __k * __a);
      __cucc_s = __cucc_dd_add(__cucc_s, __cucc_dd_make(__cucc_t, 0.0));
      if (__builtin_fabs(__cucc_t) < 0x1p-60)
        break;
    }
    /* sqrt(2 pi a) as double-double */
    __cucc_dd __cucc_v = __cucc_dd_mul_d(__cucc_dd_make(6.283185307179586, 2.4492935982947064e-16), __a);
    double __sv = __builtin_sqrt(__cucc_v.__hi);
    __cucc_dd __sq = __cucc_fast_two_sum(__sv, (__builtin_fma(-__sv, __sv, __cucc_v.__hi) + __cucc_v.__lo) / (2.0 * __sv));
    __cucc_dd __h = __cucc_exp_dd(0.5 * __a);
    __cucc_dd __in = __cucc_dd_div(__cucc_dd_mul(__h, __cucc_s), __sq);
    __cucc_dd __R = __cucc_dd_mul(__h, __in);
    __cucc_r = __builtin_isinf(__R.__hi) || __R.__hi != __R.__hi ? __h.__hi * __in.__hi : __R.__hi + __R.__lo;
  }
  return __nu ? __builtin_copysign(__cucc_r, __cucc_x) : __cucc_r; /* I1(-0) = -0 as on the GPU */
}

/* J0/J1 power series (|x| < 8), double-double: sum of (-1)^k (x/2)^(2k+nu)
 * / (k! (k+nu)!) */
__CUCC_MI __cucc_dd __cucc_bessel_j_series(int __nu, double __cucc_x) {
  __cucc_dd __cucc_q = __cucc_two_prod(__cucc_x, __cucc_x);
  __cucc_q.__hi *= 0.25;
  __cucc_q.__lo *= 0.25;
  __cucc_dd __cucc_t = {__nu ? 0.5 * __cucc_x : 1.0, 0.0}, __cucc_s = __cucc_t;
  for (int __k = 1; __k < 60; __k++) {
    __cucc_t = __cucc_dd_div_d(__cucc_dd_mul(__cucc_t, __cucc_q), -(double)__k * (double)(__k + __nu));
    __cucc_s = __cucc_dd_add(__cucc_s, __cucc_t);
    if (__builtin_fabs(__cucc_t.__hi) < 0x1p-140)
      break;
  }
  return __cucc_s;
}
/* Y0/Y1 for 0 < x < 8 from the series:
 * Y0 = 2/pi [(ln(x/2) + gamma) J0 + sum_(k>=1) (-1)^(k+1) H_k (x/2)^(2k)/k!^2]
 * Y1 = 2/pi (ln(x/2) + gamma) J1 - 2/(pi x)
 *      - 1/pi sum_(k>=0) (-1)^k (H_k + H_(k+1)) (x/2)^(2k+1) / (k! (k+1)!) */
__CUCC_MI double __cucc_bessel_y_series(int __nu, double __cucc_x) {
  __cucc_dd __L = __cucc_dd_add(__cucc_dd_log(__cucc_x),
                              __cucc_dd_sub(__CUCC_DD_GAMMA, __CUCC_DD_LN2));
  __cucc_dd __J = __cucc_bessel_j_series(__nu, __cucc_x);
  __cucc_dd __cucc_q = __cucc_two_prod(__cucc_x, __cucc_x);
  __cucc_q.__hi *= 0.25;
  __cucc_q.__lo *= 0.25;
  __cucc_dd __cucc_t = {__nu ? 0.5 * __cucc_x : 1.0, 0.0}, __S = {0.0, 0.0};
  __cucc_dd __H = {0.0, 0.0}; /* H_k */
  if (__nu) {                 /* k = 0 term: H_0 + H_1 = 1 */
    __S = __cucc_t;
    __H = __cucc_dd_make(1.0, 0.0);
  }
  for (int __k = 1; __k < 60; __k++) {
    __cucc_t = __cucc_dd_div_d(__cucc_dd_mul(__cucc_t, __cucc_q), -(double)__k * (double)(__k + __nu));
    __cucc_dd __Hk = __nu ? __H : __cucc_dd_add(__H, __cucc_dd_div_d(__cucc_dd_make(1.0, 0.0), (double)__k));
    __cucc_dd __Hk1 = __cucc_dd_add(__Hk, __cucc_dd_div_d(__cucc_dd_make(1.0, 0.0), (double)(__k + 1)));
    /* nu = 0: weight H_k (sign folded into t: (-1)^k, hence subtract) */
    __cucc_dd __w = __nu ? __cucc_dd_add(__Hk, __Hk1) : __Hk;
    __S = __cucc_dd_add(__S, __cucc_dd_mul(__cucc_t, __w));
    __H = __nu ? __Hk1 : __Hk;
    if (__builtin_fabs(__cucc_t.__hi) * (__w.__hi + 1.0) < 0x1p-140)
      break;
  }
  __cucc_dd __cucc_r;
  if (!__nu) { /* 2/pi (L J0 - S), S = sum (-1)^k H_k ... */
    __cucc_r = __cucc_dd_mul(__CUCC_DD_2_PI, __cucc_dd_sub(__cucc_dd_mul(__L, __J), __S));
  } else {
    __cucc_r = __cucc_dd_mul(__CUCC_DD_2_PI, __cucc_dd_mul(__L, __J));
    __cucc_r = __cucc_dd_sub(__cucc_r, __cucc_dd_div_d(__CUCC_DD_2_PI, __cucc_x));
    __cucc_r = __cucc_dd_sub(__cucc_r, __cucc_dd_mul(__CUCC_DD_1_PI, __S));
  }
  return __cucc_r.__hi + __cucc_r.__lo;
}

__CUCC_MI double __cucc_j0(double __cucc_x) {
  if (__builtin_fabs(__cucc_x) < 8.0) {
    __cucc_dd __cucc_s = __cucc_bessel_j_series(0, __cucc_x);
    return __cucc_s.__hi + __cucc_s.__lo;
  }
  return jn(0, __cucc_x); /* the C library's, accurate enough there */
}
__CUCC_MI double __cucc_j1(double __cucc_x) {
  if (__builtin_fabs(__cucc_x) < 8.0) {
    __cucc_dd __cucc_s = __cucc_bessel_j_series(1, __cucc_x);
    return __cucc_x == 0 ? __cucc_x : __cucc_s.__hi + __cucc_s.__lo; /* J1(-0) = -0 as on an H100 */
  }
  return jn(1, __cucc_x);
}
__CUCC_MI double __cucc_y0(double __cucc_x) {
  if (__cucc_x > 0 && __cucc_x < 8.0)
    return __cucc_bessel_y_series(0, __cucc_x);
  return yn(0, __cucc_x);
}
__CUCC_MI double __cucc_y1(double __cucc_x) {
  if (__cucc_x > 0 && __cucc_x < 8.0) {
    if (__cucc_x < 0x1p-1000) /* -2/(pi x): the series would overflow on the way */
      return -__CUCC_DD_2_PI.__hi / __cucc_x;
    return __cucc_bessel_y_series(1, __cucc_x);
  }
  return yn(1, __cucc_x);
}

__CUCC_D_C double cyl_bessel_i0(double __cucc_x) { return __cucc_bessel_i(0, __cucc_x); }
__CUCC_D_C float cyl_bessel_i0f(float __cucc_x) { return (float)__cucc_bessel_i(0, __cucc_x); }
__CUCC_D_C double cyl_bessel_i1(double __cucc_x) { return __cucc_bessel_i(1, __cucc_x); }
__CUCC_D_C float cyl_bessel_i1f(float __cucc_x) { return (float)__cucc_bessel_i(1, __cucc_x); }

/* The C library's j0/j1/y0/y1 lose their relative accuracy near the zeros
 * (hundreds of ulps in double): device code gets these instead. */
__CUCC_D_C double j0(double __cucc_x) { return __cucc_j0(__cucc_x); }
__CUCC_D_C double j1(double __cucc_x) { return __cucc_j1(__cucc_x); }
__CUCC_D_C double y0(double __cucc_x) { return __cucc_y0(__cucc_x); }
__CUCC_D_C double y1(double __cucc_x) { return __cucc_y1(__cucc_x); }
__CUCC_D_C float j0f(float __cucc_x) { return (float)__cucc_j0(__cucc_x); }
__CUCC_D_C float j1f(float __cucc_x) { return (float)__cucc_j1(__cucc_x); }
__CUCC_D_C float y0f(float __cucc_x) { return (float)__cucc_y0(__cucc_x); }
__CUCC_D_C float y1f(float __cucc_x) { return (float)__cucc_y1(__cucc_x); }

/* ======================================================================
 * C library functions less accurate than CUDA's bounds (glibc 2.36: cbrt up
 * to 3 ulp, exp10, log10, sinh, cosh and tanh 2 ulp where the guide says 1), and the
 * float-to-integer rounding functions, which saturate on the GPU.
 * ====================================================================== */

__CUCC_MI double __cucc_cbrt(double __cucc_x) {
  if (__cucc_x == 0 || __cucc_x != __cucc_x || __builtin_isinf(__cucc_x))
    return __cucc_x;
  double __a = __builtin_fabs(__cucc_x);
  int __e = __cucc_exponent(__a);
  int __k = (__e >= 0 ? __e : __e - 2) / 3; /* floor(e / 3) */
  __a = __cucc_scale(__a, -3 * __k);      /* [1, 8) */
  double __y = __builtin_pow(__a, 1.0 / 3.0);
  /* Newton: y -= (y^3 - a) / (3 y^2), y^3 in double-double */
  __cucc_dd __y2 = __cucc_two_prod(__y, __y);
  __cucc_dd __y3 = __cucc_two_prod(__y2.__hi, __y);
  __y3.__lo += __y2.__lo * __y;
  double __cucc_r = (__y3.__hi - __a) + __y3.__lo;
  __y -= __cucc_r / (3.0 * __y2.__hi);
  return __builtin_copysign(__cucc_scale(__y, __k), __cucc_x);
}
__CUCC_MI double __cucc_exp10(double __cucc_x) {
  double __h = __cucc_x * 2.302585092994046;
  double __l = __builtin_fma(__cucc_x, 2.302585092994046, -__h) + __cucc_x * -2.1707562233822494e-16;
  double __e = __builtin_exp(__h);
  return __builtin_isinf(__e) || __e == 0 ? __e : __builtin_fma(__e, __l, __e);
}
/* e^a as double-double for |a| <= 709: the C library's exp refined with the
 * double-double logarithm, exp(a) = e exp(a - log e) = e (1 + a - log e) */
__CUCC_MI __cucc_dd __cucc_exp_dd(double __a) {
  double __e = __builtin_exp(__a);
  __cucc_dd __L = __cucc_dd_log(__e);
  double __cucc_r = (__a - __L.__hi) - __L.__lo;
  return __cucc_fast_two_sum(__e, __e * __cucc_r);
}
/* cosh and sinh with the C library's method (exp, expm1), within 1 ulp;
 * near overflow (where glibc rounds twice) e^a / 2 = e^(a - ln 2), with
 * a - ln 2 kept exact. */
__CUCC_MI double __cucc_cosh_sinh(double __cucc_x, int __sinh_) {
  double __a = __builtin_fabs(__cucc_x), __cucc_r;
  if (__a != __a || __builtin_isinf(__a))
    return __sinh_ ? __cucc_x : __a;
  if (__a < 0x1p-28) {
    __cucc_r = __sinh_ ? __a : 1.0;
  } else if (__a < 22.0) {
    if (__sinh_) {
      double __cucc_t = __builtin_expm1(__a);
      __cucc_r = __a < 1.0 ? 0.5 * (2.0 * __cucc_t - __cucc_t * __cucc_t / (__cucc_t + 1.0)) : 0.5 * (__cucc_t + __cucc_t / (__cucc_t + 1.0));
    } else if (__a < 0.34657359027997264) {
      double __cucc_t = __builtin_expm1(__a), __w = 1.0 + __cucc_t;
      __cucc_r = 1.0 + (__cucc_t * __cucc_t) / (__w + __w);
    } else {
      double __cucc_t = __builtin_exp(__a);
      __cucc_r = 0.5 * __cucc_t + 0.5 / __cucc_t;
    }
  } else if (__a < 709.0) {
    __cucc_r = 0.5 * __builtin_exp(__a);
  } else {
    __cucc_dd __h = __cucc_two_sum(__a, -__CUCC_DD_LN2.__hi);
    double __l = __h.__lo - __CUCC_DD_LN2.__lo;
    double __e = __builtin_exp(__h.__hi);
    __cucc_r = __builtin_isinf(__e) ? __e : __builtin_fma(__e, __l, __e);
  }
  return __sinh_ ? __builtin_copysign(__cucc_r, __cucc_x) : __cucc_r;
}
/* tanh: odd Taylor series below 0.55, 1 - 2 / (e^(2|x|) + 1) above */
__CUCC_MI double __cucc_tanh(double __cucc_x) {
  double __a = __builtin_fabs(__cucc_x);
  if (!(__a < 19.1))
    return __a != __a ? __cucc_x : __builtin_copysign(1.0, __cucc_x);
  if (__a < 0x1p-27)
    return __cucc_x;
  if (__a < 0.55) {
    static constexpr double __c[19] = {-0.3333333333333333, 0.13333333333333333, -0.05396825396825397, 0.021869488536155203, -0.008863235529902197, 0.003592128036572481, -0.0014558343870513183, 0.000590027440945586, -0.00023912911424355248, 9.691537956929451e-05, -3.927832388331683e-05, 1.5918905069328964e-05, -6.451689215655431e-06, 2.6147711512907546e-06, -1.0597268320104654e-06, 4.294911078273806e-07, -1.7406618963571648e-07, 7.054636946400968e-08, -2.859136662305254e-08};
    double __z = __cucc_x * __cucc_x, __cucc_p = __c[18];
    for (int __k = 17; __k >= 0; __k--)
      __cucc_p = __cucc_p * __z + __c[__k];
    return __cucc_x + __cucc_x * (__z * __cucc_p);
  }
  double __cucc_r = 1.0 - 2.0 / (__builtin_exp(2.0 * __a) + 1.0);
  return __builtin_copysign(__cucc_r, __cucc_x);
}
__CUCC_D_C double cbrt(double __cucc_x) { return __cucc_cbrt(__cucc_x); }
__CUCC_D_C double exp10(double __cucc_x) { return __cucc_exp10(__cucc_x); }
__CUCC_D_C double log10(double __cucc_x) {
  if (!(__cucc_x > 0) || __builtin_isinf(__cucc_x))
    return __cucc_x == 0 ? -__builtin_inf() : __cucc_x > 0 || __cucc_x != __cucc_x ? __cucc_x : __builtin_nan("");
  /* ln(x) / ln(10) in double-double */
  __cucc_dd __l = __cucc_dd_mul(__cucc_dd_log(__cucc_x), __cucc_dd_make(0.4342944819032518, 1.098319650216765e-17));
  return __l.__hi + __l.__lo;
}
__CUCC_D_C double tanh(double __cucc_x) { return __cucc_tanh(__cucc_x); }
__CUCC_D_C double cosh(double __cucc_x) { return __cucc_cosh_sinh(__cucc_x, 0); }
__CUCC_D_C double sinh(double __cucc_x) { return __cucc_cosh_sinh(__cucc_x, 1); }
/* glibc's remainder returns +0 for some exact zero results of negative x
 * (subnormal y); C wants x's sign */
__CUCC_D_C double remainder(double __cucc_x, double __y) {
  int __cucc_q;
  double __cucc_r = remquo(__cucc_x, __y, &__cucc_q);
  return __cucc_r == 0 ? __builtin_copysign(0.0, __cucc_x) : __cucc_r;
}
/* through fptosi, which the lowering makes saturating (NaN ->
 * 0x8000000000000000 as on the GPU) */
__CUCC_D_C long lrint(double __cucc_x) { return (long)__builtin_rint(__cucc_x); }
__CUCC_D_C long lrintf(float __cucc_x) { return (long)__builtin_rintf(__cucc_x); }
__CUCC_D_C long long llrint(double __cucc_x) { return (long long)__builtin_rint(__cucc_x); }
__CUCC_D_C long long llrintf(float __cucc_x) { return (long long)__builtin_rintf(__cucc_x); }
__CUCC_D_C long lround(double __cucc_x) { return (long)__builtin_round(__cucc_x); }
__CUCC_D_C long lroundf(float __cucc_x) { return (long)__builtin_roundf(__cucc_x); }
__CUCC_D_C long long llround(double __cucc_x) { return (long long)__builtin_round(__cucc_x); }
__CUCC_D_C long long llroundf(float __cucc_x) { return (long long)__builtin_roundf(__cucc_x); }

/* ======================================================================
 * Division
 * ====================================================================== */

__CUCC_MD float __fdividef(float __cucc_x, float __y);
__CUCC_D_C float fdividef(float __cucc_x, float __y) {
#if defined(__CLANG_GPU_APPROX_TRANSCENDENTALS__) && !defined(__CUCC_PREC_DIV__)
  return __fdividef(__cucc_x, __y);
#else
  return __cucc_x / __y;
#endif
}
__CUCC_D_C double fdivide(double __cucc_x, double __y) { return __cucc_x / __y; }

/* ======================================================================
 * C++ overloads CUDA adds for these names
 * ====================================================================== */

__CUCC_CXX_HD float rsqrt(float __cucc_x) { return rsqrtf(__cucc_x); }
__CUCC_CXX_HD float rcbrt(float __cucc_x) { return rcbrtf(__cucc_x); }
__CUCC_CXX_HD float sinpi(float __cucc_x) { return (float)__cucc_sinpi(__cucc_x); }
__CUCC_CXX_HD float cospi(float __cucc_x) { return (float)__cucc_cospi(__cucc_x); }
__CUCC_CXX_HD void sincospi(float __cucc_x, float *__cucc_s, float *__c) { sincospif(__cucc_x, __cucc_s, __c); }
__CUCC_CXX_HD void sincos(float __cucc_x, float *__cucc_s, float *__c) { sincosf(__cucc_x, __cucc_s, __c); }
__CUCC_CXX_HD float erfinv(float __cucc_x) { return erfinvf(__cucc_x); }
__CUCC_CXX_HD float erfcinv(float __cucc_x) { return erfcinvf(__cucc_x); }
__CUCC_CXX_HD float erfcx(float __cucc_x) { return erfcxf(__cucc_x); }
__CUCC_CXX_HD float normcdf(float __cucc_x) { return normcdff(__cucc_x); }
__CUCC_CXX_HD float normcdfinv(float __cucc_x) { return normcdfinvf(__cucc_x); }
__CUCC_CXX_D float cyl_bessel_i0(float __cucc_x) { return cyl_bessel_i0f(__cucc_x); }
__CUCC_CXX_D float cyl_bessel_i1(float __cucc_x) { return cyl_bessel_i1f(__cucc_x); }
__CUCC_CXX_HD float j0(float __cucc_x) { return j0f(__cucc_x); }
__CUCC_CXX_HD float j1(float __cucc_x) { return j1f(__cucc_x); }
__CUCC_CXX_HD float y0(float __cucc_x) { return y0f(__cucc_x); }
__CUCC_CXX_HD float y1(float __cucc_x) { return y1f(__cucc_x); }
__CUCC_CXX_HD float jn(int __n, float __cucc_x) { return jnf(__n, __cucc_x); }
__CUCC_CXX_HD float yn(int __n, float __cucc_x) { return ynf(__n, __cucc_x); }
__CUCC_CXX_HD double copysign(double __cucc_x, float __y) { return copysign(__cucc_x, (double)__y); }
__CUCC_CXX_HD double copysign(float __cucc_x, double __y) { return copysign((double)__cucc_x, __y); }

/* ======================================================================
 * Intrinsics: reinterpretation
 * ====================================================================== */

__CUCC_MD int __float_as_int(float __cucc_x) { return __builtin_bit_cast(int, __cucc_x); }
__CUCC_MD unsigned int __float_as_uint(float __cucc_x) {
  return __builtin_bit_cast(unsigned int, __cucc_x);
}
__CUCC_MD float __int_as_float(int __cucc_x) { return __builtin_bit_cast(float, __cucc_x); }
__CUCC_MD float __uint_as_float(unsigned int __cucc_x) {
  return __builtin_bit_cast(float, __cucc_x);
}
__CUCC_MD long long __double_as_longlong(double __cucc_x) {
  return __builtin_bit_cast(long long, __cucc_x);
}
__CUCC_MD double __longlong_as_double(long long __cucc_x) {
  return __builtin_bit_cast(double, __cucc_x);
}
__CUCC_MD int __double2hiint(double __cucc_x) {
  return (int)(__builtin_bit_cast(unsigned long long, __cucc_x) >> 32);
}
__CUCC_MD int __double2loint(double __cucc_x) {
  return (int)__builtin_bit_cast(unsigned long long, __cucc_x);
}
__CUCC_MD double __hiloint2double(int __hi, int __lo) {
  return __builtin_bit_cast(double, ((unsigned long long)(unsigned int)__hi << 32) |
                                        (unsigned int)__lo);
}

/* ======================================================================
 * Intrinsics: directed rounding
 *
 * Each operation is computed exactly as an unevaluated sum hi + lo (an
 * error-free transformation) or as its round-to-nearest result plus the sign
 * of the remainder; the directed result is then the round-to-nearest one,
 * moved by one ulp when it lies on the wrong side of the exact value.
 * ====================================================================== */

enum { __CUCC_RN = 0, __CUCC_RZ = 1, __CUCC_RU = 2, __CUCC_RD = 3 };

/* r = RN(exact), dir = sign(exact - r) */
__CUCC_MI double __cucc_dround(double __cucc_r, int __dir, int __mode) {
  if (__dir == 0 || __mode == __CUCC_RN)
    return __cucc_r;
  if (__mode == __CUCC_RZ)
    __mode = __cucc_r > 0 || (__cucc_r == 0 && __dir > 0) ? __CUCC_RD : __CUCC_RU;
  if (__mode == __CUCC_RU)
    return __dir > 0 ? __cucc_nextup(__cucc_r) : __cucc_r;
  return __dir < 0 ? __cucc_nextdown(__cucc_r) : __cucc_r;
}
__CUCC_MI float __cucc_fround1(float __cucc_r, int __dir, int __mode) {
  if (__dir == 0 || __mode == __CUCC_RN)
    return __cucc_r;
  if (__mode == __CUCC_RZ)
    __mode = __cucc_r > 0 || (__cucc_r == 0 && __dir > 0) ? __CUCC_RD : __CUCC_RU;
  if (__mode == __CUCC_RU)
    return __dir > 0 ? __cucc_nextupf(__cucc_r) : __cucc_r;
  return __dir < 0 ? __cucc_nextdownf(__cucc_r) : __cucc_r;
}
/* float rounding of the exact value hi + lo (|lo| <= ulp(hi) / 2) */
__CUCC_MI float __cucc_fround(double __hi, double __lo, int __mode) {
  float __cucc_r = (float)__hi;
  if (__hi != __hi || __builtin_isinf(__hi))
    return __cucc_r;
  double __cucc_b = (double)__cucc_r;
  int __dir = __hi > __cucc_b ? 1 : __hi < __cucc_b ? -1 : __lo > 0 ? 1 : __lo < 0 ? -1 : 0;
  return __cucc_fround1(__cucc_r, __dir, __mode);
}
__CUCC_MI int __cucc_sgn(double __cucc_x) { return __cucc_x > 0 ? 1 : __cucc_x < 0 ? -1 : 0; }

/* exact zero sums are -0 when rounding down, unless both operands are +0 */
__CUCC_MI double __cucc_zero_sum(double __cucc_r, double __a, double __cucc_b, int __mode) {
  if (__mode == __CUCC_RD && __cucc_r == 0 && !(__a == 0 && __cucc_b == 0 &&
                                       !__builtin_signbit(__a) &&
                                       !__builtin_signbit(__cucc_b)))
    return -0.0;
  return __cucc_r;
}

__CUCC_MI float __cucc_fadd(float __a, float __cucc_b, int __mode) {
  __cucc_dd __cucc_s = __cucc_two_sum((double)__a, (double)__cucc_b);
  return (float)__cucc_zero_sum(__cucc_fround(__cucc_s.__hi, __cucc_s.__lo, __mode), __a, __cucc_b, __mode);
}
__CUCC_MI float __cucc_fmul(float __a, float __cucc_b, int __mode) {
  return __cucc_fround((double)__a * (double)__cucc_b, 0.0, __mode); /* exact product */
}
__CUCC_MI float __cucc_ffma(float __a, float __cucc_b, float __c, int __mode) {
  double __cucc_p = (double)__a * (double)__cucc_b; /* exact */
  __cucc_dd __cucc_s = __cucc_two_sum(__cucc_p, (double)__c);
  float __cucc_r = __cucc_fround(__cucc_s.__hi, __cucc_s.__lo, __mode);
  if (__cucc_r == 0 && __cucc_s.__hi == 0 && __cucc_s.__lo == 0)
    __cucc_r = (float)__cucc_zero_sum(__builtin_fma((double)__a, (double)__cucc_b, (double)__c),
                               __cucc_p, __c, __mode);
  return __cucc_r;
}
__CUCC_MI float __cucc_fdiv(float __a, float __cucc_b, int __mode) {
  double __cucc_x = __a, __y = __cucc_b, __cucc_q = __cucc_x / __y;
  if (__cucc_q != __cucc_q || __builtin_isinf(__cucc_q) || __cucc_q == 0)
    return (float)__cucc_q; /* exact: special operands */
  double __cucc_r = __builtin_fma(-__cucc_q, __y, __cucc_x); /* exact remainder */
  return __cucc_fround(__cucc_q, __cucc_r / __y, __mode);
}
__CUCC_MI float __cucc_fsqrt(float __a, int __mode) {
  double __cucc_x = __a, __cucc_s = __builtin_sqrt(__cucc_x);
  if (!(__cucc_x > 0) || __builtin_isinf(__cucc_x))
    return (float)__cucc_s;
  return __cucc_fround(__cucc_s, __builtin_fma(-__cucc_s, __cucc_s, __cucc_x), __mode);
}

__CUCC_MI double __cucc_dadd(double __a, double __cucc_b, int __mode) {
  double __cucc_s = __a + __cucc_b;
  if (__builtin_isinf(__cucc_s) && !__builtin_isinf(__a) && !__builtin_isinf(__cucc_b))
    return __cucc_dround(__cucc_s, -__cucc_sgn(__cucc_s), __mode); /* overflow */
  if (__cucc_s != __cucc_s || __builtin_isinf(__cucc_s))
    return __cucc_s;
  __cucc_dd __cucc_t = __cucc_two_sum(__a, __cucc_b);
  return __cucc_zero_sum(__cucc_dround(__cucc_s, __cucc_sgn(__cucc_t.__lo), __mode), __a, __cucc_b, __mode);
}
__CUCC_MI double __cucc_dmul(double __a, double __cucc_b, int __mode) {
  double __cucc_p = __a * __cucc_b;
  if (__cucc_p != __cucc_p || !__builtin_isfinite(__a) || !__builtin_isfinite(__cucc_b))
    return __cucc_p;
  if (__builtin_isinf(__cucc_p))
    return __cucc_dround(__cucc_p, -__cucc_sgn(__cucc_p), __mode);
  if (__a == 0 || __cucc_b == 0)
    return __cucc_p;
  if (__cucc_p == 0) /* underflow to zero: the exact product has p's sign */
    return __cucc_dround(__cucc_p, __builtin_signbit(__cucc_p) ? -1 : 1, __mode);
  double __e;
  if (__builtin_fabs(__cucc_p) >= 0x1p-960) {
    __e = __builtin_fma(__a, __cucc_b, -__cucc_p);
  } else { /* scale so that the remainder cannot underflow to zero */
    if (__builtin_fabs(__a) < 0x1p800)
      __a *= 0x1p200;
    else
      __cucc_b *= 0x1p200;
    __e = __builtin_fma(__a, __cucc_b, -(__cucc_p * 0x1p200));
  }
  return __cucc_dround(__cucc_p, __cucc_sgn(__e), __mode);
}
__CUCC_MI double __cucc_ddiv(double __a, double __cucc_b, int __mode) {
  double __cucc_q = __a / __cucc_b;
  if (__cucc_q != __cucc_q || !__builtin_isfinite(__a) || !__builtin_isfinite(__cucc_b) || __cucc_b == 0 ||
      __a == 0)
    return __cucc_q;
  if (__builtin_isinf(__cucc_q))
    return __cucc_dround(__cucc_q, -__cucc_sgn(__cucc_q), __mode);
  if (__cucc_q == 0)
    return __cucc_dround(__cucc_q, __builtin_signbit(__cucc_q) ? -1 : 1, __mode);
  double __cucc_r;
  if (__builtin_fabs(__cucc_q) < 0x1p-1022) /* subnormal quotient */
    __cucc_r = __builtin_fma(-(__cucc_q * 0x1p600), __cucc_b, __a * 0x1p600);
  else if (__builtin_fabs(__a) < 0x1p-900)
    __cucc_r = __builtin_fma(-__cucc_q, __cucc_b * 0x1p600, __a * 0x1p600);
  else
    __cucc_r = __builtin_fma(-__cucc_q, __cucc_b, __a);
  return __cucc_dround(__cucc_q, __cucc_sgn(__cucc_r) * __cucc_sgn(__cucc_b), __mode);
}
__CUCC_MI double __cucc_dsqrt(double __a, int __mode) {
  double __cucc_s = __builtin_sqrt(__a);
  if (!(__a > 0) || __builtin_isinf(__a))
    return __cucc_s;
  double __cucc_r;
  if (__a < 0x1p-900)
    __cucc_r = __builtin_fma(-(__cucc_s * 0x1p100), __cucc_s * 0x1p100, __a * 0x1p200);
  else
    __cucc_r = __builtin_fma(-__cucc_s, __cucc_s, __a);
  return __cucc_dround(__cucc_s, __cucc_sgn(__cucc_r), __mode);
}
/* sign of a sum of four doubles, exactly (Shewchuk's grow-expansion: the
 * components end up nonoverlapping, the largest nonzero one gives the
 * sign) */
__CUCC_MI int __cucc_sign4(double __a, double __cucc_b, double __c, double __d) {
  double __e[4] = {__a, 0, 0, 0};
  double __in[3] = {__cucc_b, __c, __d};
  int __n = 1;
  for (int __j = 0; __j < 3; __j++) {
    double __cucc_q = __in[__j];
    for (int __i = 0; __i < __n; __i++) {
      __cucc_dd __cucc_t = __cucc_two_sum(__cucc_q, __e[__i]);
      __cucc_q = __cucc_t.__hi;
      __e[__i] = __cucc_t.__lo;
    }
    __e[__n++] = __cucc_q;
  }
  for (int __i = 3; __i >= 0; __i--)
    if (__e[__i] != 0)
      return __cucc_sgn(__e[__i]);
  return 0;
}
__CUCC_MI double __cucc_dfma(double __a, double __cucc_b, double __c, int __mode) {
  double __cucc_r = __builtin_fma(__a, __cucc_b, __c);
  if (!__builtin_isfinite(__a) || !__builtin_isfinite(__cucc_b) ||
      !__builtin_isfinite(__c) || __cucc_r != __cucc_r)
    return __cucc_r;
  if (__builtin_isinf(__cucc_r))
    return __cucc_dround(__cucc_r, -__cucc_sgn(__cucc_r), __mode);
  int __sab = (__a == 0 || __cucc_b == 0) ? 0 : (__builtin_signbit(__a) != __builtin_signbit(__cucc_b) ? -1 : 1);
  double __cucc_p = __a * __cucc_b;
  int __dir;
  if (__sab == 0) {
    __dir = 0; /* r = c + 0 exactly */
  } else if (__builtin_isinf(__cucc_p)) { /* the product overflows, r does not */
    __a *= 0.25;
    __cucc_p = __a * __cucc_b;
    __dir = __cucc_sign4(__builtin_fma(__a, __cucc_b, -__cucc_p), __cucc_p, __c * 0.25, -__cucc_r * 0.25);
  } else if (__builtin_fabs(__cucc_p) >= 0x1p-960) {
    __dir = __cucc_sign4(__builtin_fma(__a, __cucc_b, -__cucc_p), __cucc_p, __c, -__cucc_r);
  } else if (__builtin_fabs(__c) >= 0x1p-800) {
    __dir = __sab; /* the product is below half an ulp of c: r = c */
  } else {
    if (__builtin_fabs(__a) < __builtin_fabs(__cucc_b))
      __a *= 0x1p600;
    else
      __cucc_b *= 0x1p600;
    __cucc_p = __a * __cucc_b;
    double __e = __builtin_fma(__a, __cucc_b, -__cucc_p);
    /* c and r are multiples of 2^-474 now: when the product is still
     * tiny, they decide, or else the product's sign does */
    __dir = (__cucc_p == 0 && __e == 0)
              ? __sab
              : __cucc_sign4(__e, __cucc_p, __c * 0x1p600, -__cucc_r * 0x1p600);
  }
  if (__cucc_r == 0 && __dir == 0 && __mode == __CUCC_RD &&
      !(__sab == 0 && ((__builtin_signbit(__a) != __builtin_signbit(__cucc_b)) == 0) &&
        !__builtin_signbit(__c)))
    return -0.0;
  return __cucc_dround(__cucc_r, __dir, __mode);
}

#define __CUCC_ROUNDED(suffix, mode)                                           \
  __CUCC_MD float __fadd_##suffix(float __a, float __cucc_b) {                         \
    return __cucc_fadd(__a, __cucc_b, mode);                                   \
  }                                                                            \
  __CUCC_MD float __fsub_##suffix(float __a, float __cucc_b) {                         \
    return __cucc_fadd(__a, -__cucc_b, mode);                                  \
  }                                                                            \
  __CUCC_MD float __fmul_##suffix(float __a, float __cucc_b) {                         \
    return __cucc_fmul(__a, __cucc_b, mode);                                   \
  }                                                                            \
  __CUCC_MD float __fmaf_##suffix(float __a, float __cucc_b, float __c) {                \
    return __cucc_ffma(__a, __cucc_b, __c, mode);                              \
  }                                                                            \
  __CUCC_MD float __fmaf_ieee_##suffix(float __a, float __cucc_b, float __c) {           \
    return __cucc_ffma(__a, __cucc_b, __c, mode);                              \
  }                                                                            \
  __CUCC_MD float __fdiv_##suffix(float __a, float __cucc_b) {                         \
    return __cucc_fdiv(__a, __cucc_b, mode);                                   \
  }                                                                            \
  __CUCC_MD float __frcp_##suffix(float __a) { return __cucc_fdiv(1.0f, __a, mode); } \
  __CUCC_MD float __fsqrt_##suffix(float __a) { return __cucc_fsqrt(__a, mode); } \
  __CUCC_MD double __dadd_##suffix(double __a, double __cucc_b) {                      \
    return __cucc_dadd(__a, __cucc_b, mode);                                   \
  }                                                                            \
  __CUCC_MD double __dsub_##suffix(double __a, double __cucc_b) {                      \
    return __cucc_dadd(__a, -__cucc_b, mode);                                  \
  }                                                                            \
  __CUCC_MD double __dmul_##suffix(double __a, double __cucc_b) {                      \
    return __cucc_dmul(__a, __cucc_b, mode);                                   \
  }                                                                            \
  __CUCC_MD double __fma_##suffix(double __a, double __cucc_b, double __c) {             \
    return __cucc_dfma(__a, __cucc_b, __c, mode);                              \
  }                                                                            \
  __CUCC_MD double __ddiv_##suffix(double __a, double __cucc_b) {                      \
    return __cucc_ddiv(__a, __cucc_b, mode);                                   \
  }                                                                            \
  __CUCC_MD double __drcp_##suffix(double __a) { return __cucc_ddiv(1.0, __a, mode); } \
  __CUCC_MD double __dsqrt_##suffix(double __a) { return __cucc_dsqrt(__a, mode); }
__CUCC_ROUNDED(rz, __CUCC_RZ)
__CUCC_ROUNDED(ru, __CUCC_RU)
__CUCC_ROUNDED(rd, __CUCC_RD)
#undef __CUCC_ROUNDED

/* Round to nearest: the plain operations, never contracted into an FMA. */
#define __CUCC_NOCONTRACT(T, name, op)                                         \
  __CUCC_MD T name(T __a, T __cucc_b) {                                        \
    _Pragma("clang fp contract(off)") return __a op __cucc_b;                  \
  }
__CUCC_NOCONTRACT(float, __fadd_rn, +)
__CUCC_NOCONTRACT(float, __fsub_rn, -)
__CUCC_NOCONTRACT(float, __fmul_rn, *)
__CUCC_NOCONTRACT(double, __dadd_rn, +)
__CUCC_NOCONTRACT(double, __dsub_rn, -)
__CUCC_NOCONTRACT(double, __dmul_rn, *)
#undef __CUCC_NOCONTRACT
__CUCC_MD float __fmaf_rn(float __a, float __cucc_b, float __c) {
  return __builtin_fmaf(__a, __cucc_b, __c);
}
__CUCC_MD float __fmaf_ieee_rn(float __a, float __cucc_b, float __c) {
  return __builtin_fmaf(__a, __cucc_b, __c);
}
__CUCC_MD float __fdiv_rn(float __a, float __cucc_b) { return __a / __cucc_b; }
__CUCC_MD float __frcp_rn(float __a) { return 1.0f / __a; }
__CUCC_MD float __fsqrt_rn(float __a) { return __builtin_sqrtf(__a); }
__CUCC_MD double __fma_rn(double __a, double __cucc_b, double __c) {
  return __builtin_fma(__a, __cucc_b, __c);
}
__CUCC_MD double __ddiv_rn(double __a, double __cucc_b) { return __a / __cucc_b; }
__CUCC_MD double __drcp_rn(double __a) { return 1.0 / __a; }
__CUCC_MD double __dsqrt_rn(double __a) { return __builtin_sqrt(__a); }

/* 1/sqrt(x) correctly rounded: the double result decides unless it lies
 * within its own error of a float midpoint, which an exact test settles. */
__CUCC_MD float __frsqrt_rn(float __cucc_x) {
  double __y = 1.0 / __builtin_sqrt((double)__cucc_x);
  float __cucc_f = (float)__y;
  if (!(__cucc_x > 0) || __builtin_isinf(__cucc_x))
    return __cucc_f;
  double __fd = __cucc_f;
  if (__y == __fd)
    return __cucc_f;
  /* the midpoint between f and its neighbour on y's side */
  float __nb = __y > __fd ? __cucc_nextupf(__cucc_f) : __cucc_nextdownf(__cucc_f);
  double __mid = 0.5 * (__fd + (double)__nb); /* exact, 25 bits */
  double __m2 = __mid * __mid;                /* exact, 50 bits */
  __cucc_dd __cucc_p = __cucc_two_prod((double)__cucc_x, __m2);
  /* sign of x mid^2 - 1: > 0 means 1/sqrt(x) < mid */
  int __cucc_s = __cucc_sgn((__cucc_p.__hi - 1.0) + __cucc_p.__lo);
  if (__y > __fd && __cucc_s < 0)
    return __nb;
  if (__y < __fd && __cucc_s > 0)
    return __nb;
  return __cucc_f;
}

/* ======================================================================
 * Intrinsics: conversions. Float-to-integer conversions saturate as on the
 * GPU, NaN included (the lowering rewrites every fptosi/fptoui:
 * src/lower/fp_to_int.c).
 * ====================================================================== */

#define __CUCC_F2I(T, name, from, sfx)                                         \
  __CUCC_MD T name##_rn(from __cucc_x) { return (T)__builtin_rint##sfx(__cucc_x); }         \
  __CUCC_MD T name##_rz(from __cucc_x) { return (T)__cucc_x; }                              \
  __CUCC_MD T name##_ru(from __cucc_x) { return (T)__builtin_ceil##sfx(__cucc_x); }         \
  __CUCC_MD T name##_rd(from __cucc_x) { return (T)__builtin_floor##sfx(__cucc_x); }
__CUCC_F2I(int, __float2int, float, f)
__CUCC_F2I(unsigned int, __float2uint, float, f)
__CUCC_F2I(long long, __float2ll, float, f)
__CUCC_F2I(unsigned long long, __float2ull, float, f)
__CUCC_F2I(int, __double2int, double, )
__CUCC_F2I(unsigned int, __double2uint, double, )
__CUCC_F2I(long long, __double2ll, double, )
__CUCC_F2I(unsigned long long, __double2ull, double, )
#undef __CUCC_F2I

/* 64-bit integer as the exact sum of two doubles */
__CUCC_MI __cucc_dd __cucc_ll_dd(long long __cucc_v) {
  return __cucc_two_sum((double)(__cucc_v >> 32) * 4294967296.0,
                        (double)(__cucc_v & 0xffffffffll));
}
__CUCC_MI __cucc_dd __cucc_ull_dd(unsigned long long __cucc_v) {
  return __cucc_two_sum((double)(__cucc_v >> 32) * 4294967296.0,
                        (double)(__cucc_v & 0xffffffffull));
}

#define __CUCC_I2F(name, T, expr_hi, expr_lo)                                  \
  __CUCC_MD float name##_rn(T __cucc_v) { return (float)__cucc_v; }                         \
  __CUCC_MD float name##_rz(T __cucc_v) { return __cucc_fround(expr_hi, expr_lo, __CUCC_RZ); } \
  __CUCC_MD float name##_ru(T __cucc_v) { return __cucc_fround(expr_hi, expr_lo, __CUCC_RU); } \
  __CUCC_MD float name##_rd(T __cucc_v) { return __cucc_fround(expr_hi, expr_lo, __CUCC_RD); }
__CUCC_I2F(__int2float, int, (double)__cucc_v, 0.0)
__CUCC_I2F(__uint2float, unsigned int, (double)__cucc_v, 0.0)
__CUCC_I2F(__ll2float, long long, __cucc_ll_dd(__cucc_v).__hi, __cucc_ll_dd(__cucc_v).__lo)
__CUCC_I2F(__ull2float, unsigned long long, __cucc_ull_dd(__cucc_v).__hi,
           __cucc_ull_dd(__cucc_v).__lo)
__CUCC_I2F(__double2float, double, __cucc_v, 0.0)
#undef __CUCC_I2F

__CUCC_MD double __int2double_rn(int __cucc_v) { return (double)__cucc_v; }
__CUCC_MD double __uint2double_rn(unsigned int __cucc_v) { return (double)__cucc_v; }
#define __CUCC_L2D(name, T, conv)                                              \
  __CUCC_MD double name##_rn(T __cucc_v) { return (double)__cucc_v; }                       \
  __CUCC_MD double name##_rz(T __cucc_v) {                                           \
    __cucc_dd __d = conv(__cucc_v);                                            \
    return __cucc_dround(__d.__hi, __cucc_sgn(__d.__lo), __CUCC_RZ);               \
  }                                                                            \
  __CUCC_MD double name##_ru(T __cucc_v) {                                           \
    __cucc_dd __d = conv(__cucc_v);                                            \
    return __cucc_dround(__d.__hi, __cucc_sgn(__d.__lo), __CUCC_RU);               \
  }                                                                            \
  __CUCC_MD double name##_rd(T __cucc_v) {                                           \
    __cucc_dd __d = conv(__cucc_v);                                            \
    return __cucc_dround(__d.__hi, __cucc_sgn(__d.__lo), __CUCC_RD);               \
  }
__CUCC_L2D(__ll2double, long long, __cucc_ll_dd)
__CUCC_L2D(__ull2double, unsigned long long, __cucc_ull_dd)
#undef __CUCC_L2D

/* ======================================================================
 * Intrinsics: fast approximations (the GPU's MUFU-based functions)
 * ====================================================================== */

__CUCC_MD float __saturatef(float __cucc_x) {
  return __cucc_x >= 1.0f ? 1.0f : __cucc_x > 0.0f ? __cucc_x : 0.0f; /* NaN -> 0 */
}

/* |y| > 2^126 gives 0 (NaN for an infinite x), as the GPU's reciprocal
 * flushes; otherwise the division (the GPU's is within 2 ulp of it). */
__CUCC_MD float __fdividef(float __cucc_x, float __y) {
  if (__builtin_fabsf(__y) > 0x1p126f)
    return __cucc_x * __builtin_copysignf(0.0f, __y);
  return __cucc_x / __y;
}

/* results in the subnormal range are flushed to zero, as the GPU does */
__CUCC_MI float __cucc_flush(float __cucc_r) {
  return __builtin_fabsf(__cucc_r) < 0x1p-126f ? __builtin_copysignf(0.0f, __cucc_r) : __cucc_r;
}

/* 2^(t + tl): t = n + f, |f| <= 1/2, Taylor polynomial of degree 7 for 2^f;
 * tl is a small correction (the rounding error of t) */
__CUCC_MI float __cucc_exp2_approx(float __cucc_t, float __tl) {
  if (__cucc_t != __cucc_t)
    return __cucc_t;
  if (__cucc_t >= 128.0f)
    return __builtin_inff();
  if (__cucc_t < -150.0f)
    return 0.0f;
  float __n = __builtin_rintf(__cucc_t), __cucc_f = (__cucc_t - __n) + __tl;
  float __cucc_p = 1.52527338e-5f;      /* ln2^7 / 7! */
  __cucc_p = __builtin_fmaf(__cucc_p, __cucc_f, 1.54035304e-4f);
  __cucc_p = __builtin_fmaf(__cucc_p, __cucc_f, 1.33335581e-3f);
  __cucc_p = __builtin_fmaf(__cucc_p, __cucc_f, 9.61812911e-3f);
  __cucc_p = __builtin_fmaf(__cucc_p, __cucc_f, 5.55041087e-2f);
  __cucc_p = __builtin_fmaf(__cucc_p, __cucc_f, 2.40226507e-1f);
  __cucc_p = __builtin_fmaf(__cucc_p, __cucc_f, 6.93147181e-1f);
  __cucc_p = __builtin_fmaf(__cucc_p, __cucc_f, 1.0f);
  int __k = (int)__n, __k1 = __k / 2, __k2 = __k - __k1; /* k in [-150, 128] */
  float __s1 = __cucc_bitsf((unsigned int)(__k1 + 127) << 23);
  float __s2 = __cucc_bitsf((unsigned int)(__k2 + 127) << 23);
  return __cucc_p * __s1 * __s2;
}
/* log2(x): x = m 2^e, m in [sqrt(1/2), sqrt(2)), log(m) = 2 atanh(s) */
__CUCC_MI float __cucc_log2_approx(float __cucc_x) {
  if (!(__cucc_x > 0.0f))
    return __cucc_x == 0.0f ? -__builtin_inff() : __builtin_nanf("");
  if (__cucc_x == __builtin_inff())
    return __cucc_x;
  float __e0 = 0.0f;
  if (__cucc_x < 0x1p-126f) {
    __cucc_x *= 0x1p24f;
    __e0 = -24.0f;
  }
  unsigned int __cucc_b = __cucc_fbits(__cucc_x);
  int __e = (int)(__cucc_b >> 23) - 127;
  float __m = __cucc_bitsf((__cucc_b & 0x7fffffu) | 0x3f800000u);
  if (__m > 1.41421356f) {
    __m *= 0.5f;
    __e++;
  }
  float __cucc_s = (__m - 1.0f) / (__m + 1.0f), __s2 = __cucc_s * __cucc_s;
  float __cucc_p = 0.111111112f;
  __cucc_p = __builtin_fmaf(__cucc_p, __s2, 0.142857149f);
  __cucc_p = __builtin_fmaf(__cucc_p, __s2, 0.2f);
  __cucc_p = __builtin_fmaf(__cucc_p, __s2, 0.333333343f);
  float __lnm = 2.0f * __cucc_s + 2.0f * __cucc_s * __s2 * __cucc_p;
  return ((float)__e + __e0) + __lnm * 1.44269502f;
}
/* sin or cos (cosine when q0 = 1) with a three-part pi/2 reduction */
__CUCC_MI float __cucc_sincos_approx(float __cucc_x, int __q0) {
  if (!(__builtin_fabsf(__cucc_x) <= 65536.0f)) /* also inf, NaN; in double, as
                                           -use_fast_math redirects sinf */
    return __cucc_flush((float)(__q0 ? __builtin_cos((double)__cucc_x)
                                   : __builtin_sin((double)__cucc_x)));
  float __k = __builtin_rintf(__cucc_x * 0.636619772f);
  float __cucc_r = __builtin_fmaf(-__k, 1.5703125f, __cucc_x);
  __cucc_r = __builtin_fmaf(-__k, 4.83826792e-4f, __cucc_r);
  __cucc_r = __builtin_fmaf(-__k, 2.56334407e-12f, __cucc_r);
  __cucc_r = __k == 0.0f ? __cucc_x : __cucc_r; /* keeps -0 */
  int __cucc_q = ((int)__k + __q0) & 3;
  float __r2 = __cucc_r * __cucc_r;
  float __cucc_s = -2.50521084e-8f;
  __cucc_s = __builtin_fmaf(__cucc_s, __r2, 2.75573192e-6f);
  __cucc_s = __builtin_fmaf(__cucc_s, __r2, -1.98412698e-4f);
  __cucc_s = __builtin_fmaf(__cucc_s, __r2, 8.33333333e-3f);
  __cucc_s = __builtin_fmaf(__cucc_s, __r2, -1.66666667e-1f);
  __cucc_s = __builtin_fmaf(__cucc_s * __r2, __cucc_r, __cucc_r);
  float __c = -2.75573192e-7f;
  __c = __builtin_fmaf(__c, __r2, 2.48015873e-5f);
  __c = __builtin_fmaf(__c, __r2, -1.38888889e-3f);
  __c = __builtin_fmaf(__c, __r2, 4.16666667e-2f);
  __c = __builtin_fmaf(__c, __r2, -0.5f);
  __c = __builtin_fmaf(__c, __r2, 1.0f);
  float __cucc_v = (__cucc_q & 1) ? __c : __cucc_s;
  __cucc_v = (__cucc_q & 2) ? -__cucc_v : __cucc_v;
  return __cucc_flush(__cucc_x == 0.0f && !__q0 ? __cucc_x : __cucc_v); /* sin(-0) = -0 */
}

__CUCC_MD float __sinf(float __cucc_x) { return __cucc_sincos_approx(__cucc_x, 0); }
__CUCC_MD float __cosf(float __cucc_x) { return __cucc_sincos_approx(__cucc_x, 1); }
__CUCC_MD void __sincosf(float __cucc_x, float *__cucc_s, float *__c) {
  *__cucc_s = __cucc_sincos_approx(__cucc_x, 0);
  *__c = __cucc_sincos_approx(__cucc_x, 1);
}
__CUCC_MD float __tanf(float __cucc_x) {
  return __cucc_flush(__fdividef(__sinf(__cucc_x), __cosf(__cucc_x)));
}
__CUCC_MD float __tanhf(float __cucc_x) { return __builtin_tanhf(__cucc_x); }
/* 2^(x log2(b)), with x log2(b) = t + tl almost exactly */
__CUCC_MI float __cucc_exp_base(float __cucc_x, float __hi, float __lo) {
  float __cucc_t = __cucc_x * __hi;
  float __tl = __builtin_fmaf(__cucc_x, __hi, -__cucc_t) + __cucc_x * __lo;
  return __cucc_exp2_approx(__cucc_t, __builtin_isinf(__cucc_t) ? 0.0f : __tl);
}
__CUCC_MD float __expf(float __cucc_x) {
  return __cucc_exp_base(__cucc_x, 1.44269502f, 1.92596303e-8f);
}
__CUCC_MD float __exp10f(float __cucc_x) {
  return __cucc_exp_base(__cucc_x, 3.32192802f, 7.05953696e-8f);
}
__CUCC_MD float __log2f(float __cucc_x) { return __cucc_log2_approx(__cucc_x); }
__CUCC_MD float __logf(float __cucc_x) {
  return __cucc_log2_approx(__cucc_x) * 0.693147182f;
}
__CUCC_MD float __log10f(float __cucc_x) {
  return __cucc_log2_approx(__cucc_x) * 0.30103001f;
}
__CUCC_MD float __powf(float __cucc_x, float __y) {
  return __cucc_exp2_approx(__y * __cucc_log2_approx(__cucc_x), 0.0f);
}

/* -use_fast_math: the functions the lowering substitutes for the standard
 * ones (sinf -> __sinf, ..., x / y -> __fdividef unless -prec-div=true is
 * given too). Kept alive with `used` until the substitution; unused ones
 * disappear afterwards. */
#if defined(__CLANG_GPU_APPROX_TRANSCENDENTALS__)
#define __CUCC_FASTMATH(name, params, call)                                    \
  extern "C" __device__ __attribute__((used)) float __cucc_fastmath_##name params { \
    return call;                                                               \
  }
__CUCC_FASTMATH(sinf, (float x), __sinf(x))
__CUCC_FASTMATH(cosf, (float x), __cosf(x))
__CUCC_FASTMATH(tanf, (float x), __tanf(x))
__CUCC_FASTMATH(expf, (float x), __expf(x))
__CUCC_FASTMATH(exp10f, (float x), __exp10f(x))
__CUCC_FASTMATH(logf, (float x), __logf(x))
__CUCC_FASTMATH(log2f, (float x), __log2f(x))
__CUCC_FASTMATH(log10f, (float x), __log10f(x))
__CUCC_FASTMATH(powf, (float x, float y), __powf(x, y))
#if !defined(__CUCC_PREC_DIV__) /* -use_fast_math -prec-div=true */
__CUCC_FASTMATH(fdividef, (float x, float y), __fdividef(x, y))
#endif
#undef __CUCC_FASTMATH
extern "C" __device__ __attribute__((used)) void
__cucc_fastmath_sincosf(float x, float *s, float *c) {
  __sincosf(x, s, c);
}
#endif

#undef __CUCC_MI
#undef __CUCC_MD
#undef __CUCC_HD_C
#undef __CUCC_D_C
#undef __CUCC_CXX_HD
#undef __CUCC_CXX_D
#undef __CUCC_C23_C

#pragma STDC FP_CONTRACT DEFAULT

#endif /* __CUCC_CUDA_MODE__ && __cplusplus */

#endif /* CUCC_CRT_MATH_FUNCTIONS_H */
