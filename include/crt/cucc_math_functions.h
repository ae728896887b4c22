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

__CUCC_MI unsigned long long __cucc_dbits(double x) {
  return __builtin_bit_cast(unsigned long long, x);
}
__CUCC_MI double __cucc_bitsd(unsigned long long b) {
  return __builtin_bit_cast(double, b);
}
__CUCC_MI unsigned int __cucc_fbits(float x) {
  return __builtin_bit_cast(unsigned int, x);
}
__CUCC_MI float __cucc_bitsf(unsigned int b) {
  return __builtin_bit_cast(float, b);
}
/* 2^n for -1022 <= n <= 1023 */
__CUCC_MI double __cucc_pow2(int n) {
  return __cucc_bitsd((unsigned long long)(n + 1023) << 52);
}
/* x * 2^n, exact when the result is normal (n in [-2044, 2046]) */
__CUCC_MI double __cucc_scale(double x, int n) {
  int h = n / 2;
  return x * __cucc_pow2(h) * __cucc_pow2(n - h);
}
/* the exponent e of finite nonzero x, with |x| in [2^e, 2^(e+1)) */
__CUCC_MI int __cucc_exponent(double x) {
  int e = (int)((__cucc_dbits(x) >> 52) & 0x7ff);
  if (e == 0) /* subnormal */
    return (int)((__cucc_dbits(x * 0x1p64) >> 52) & 0x7ff) - 1023 - 64;
  return e - 1023;
}

/* neighbours, including towards and away from zero and infinity */
__CUCC_MI double __cucc_nextup(double x) {
  if (x != x || x == __builtin_inf())
    return x;
  if (x == 0)
    return 0x1p-1074;
  unsigned long long b = __cucc_dbits(x);
  return __cucc_bitsd(x > 0 ? b + 1 : b - 1);
}
__CUCC_MI double __cucc_nextdown(double x) { return -__cucc_nextup(-x); }
__CUCC_MI float __cucc_nextupf(float x) {
  if (x != x || x == __builtin_inff())
    return x;
  if (x == 0)
    return 0x1p-149f;
  unsigned int b = __cucc_fbits(x);
  return __cucc_bitsf(x > 0 ? b + 1 : b - 1);
}
__CUCC_MI float __cucc_nextdownf(float x) { return -__cucc_nextupf(-x); }

typedef struct {
  double hi, lo;
} __cucc_dd;

__CUCC_MI __cucc_dd __cucc_two_sum(double a, double b) {
  double s = a + b, bb = s - a;
  __cucc_dd r = {s, (a - (s - bb)) + (b - bb)};
  return r;
}
/* |a| >= |b| or a == 0 */
__CUCC_MI __cucc_dd __cucc_fast_two_sum(double a, double b) {
  double s = a + b;
  __cucc_dd r = {s, b - (s - a)};
  return r;
}
__CUCC_MI __cucc_dd __cucc_two_prod(double a, double b) {
  double p = a * b;
  __cucc_dd r = {p, __builtin_fma(a, b, -p)};
  return r;
}
__CUCC_MI __cucc_dd __cucc_dd_make(double hi, double lo) {
  __cucc_dd r = {hi, lo};
  return r;
}
__CUCC_MI __cucc_dd __cucc_dd_add(__cucc_dd a, __cucc_dd b) {
  __cucc_dd s = __cucc_two_sum(a.hi, b.hi), t = __cucc_two_sum(a.lo, b.lo);
  s.lo += t.hi;
  s = __cucc_fast_two_sum(s.hi, s.lo);
  s.lo += t.lo;
  return __cucc_fast_two_sum(s.hi, s.lo);
}
__CUCC_MI __cucc_dd __cucc_dd_neg(__cucc_dd a) {
  return __cucc_dd_make(-a.hi, -a.lo);
}
__CUCC_MI __cucc_dd __cucc_dd_sub(__cucc_dd a, __cucc_dd b) {
  return __cucc_dd_add(a, __cucc_dd_neg(b));
}
__CUCC_MI __cucc_dd __cucc_dd_mul(__cucc_dd a, __cucc_dd b) {
  __cucc_dd p = __cucc_two_prod(a.hi, b.hi);
  p.lo += a.hi * b.lo + a.lo * b.hi;
  return __cucc_fast_two_sum(p.hi, p.lo);
}
__CUCC_MI __cucc_dd __cucc_dd_mul_d(__cucc_dd a, double b) {
  __cucc_dd p = __cucc_two_prod(a.hi, b);
  p.lo += a.lo * b;
  return __cucc_fast_two_sum(p.hi, p.lo);
}
__CUCC_MI __cucc_dd __cucc_dd_div_d(__cucc_dd a, double b) {
  double q = a.hi / b;
  __cucc_dd p = __cucc_two_prod(q, b);
  double r = ((a.hi - p.hi) - p.lo + a.lo) / b;
  return __cucc_fast_two_sum(q, r);
}
__CUCC_MI __cucc_dd __cucc_dd_div(__cucc_dd a, __cucc_dd b) {
  double q1 = a.hi / b.hi;
  __cucc_dd r = __cucc_dd_sub(a, __cucc_dd_mul_d(b, q1));
  double q2 = r.hi / b.hi;
  r = __cucc_dd_sub(r, __cucc_dd_mul_d(b, q2));
  double q3 = r.hi / b.hi;
  return __cucc_dd_add(__cucc_fast_two_sum(q1, q2), __cucc_dd_make(q3, 0.0));
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
__CUCC_MI __cucc_dd __cucc_dd_log(double x) {
  static constexpr double tbl[65][2] = {
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
  int e = __cucc_exponent(x);
  double m = __cucc_scale(x, -e); /* [1, 2) */
  int j = (int)((m - 1.0) * 64.0 + 0.5); /* nearest 1 + j/64: ln(1) = 0 */
  double c = 1.0 + j * (1.0 / 64.0);
  __cucc_dd sd = __cucc_dd_div(__cucc_dd_make(m - c, 0.0), __cucc_two_sum(m, c));
  __cucc_dd s2 = __cucc_dd_mul(sd, sd);
  double t = s2.hi;
  /* atanh(s)/s = 1 + s^2/3 + s^4/5 + ...: the first terms in double-double */
  double r = 1.0 / 9 + t * (1.0 / 11 + t * (1.0 / 13 + t * (1.0 / 15)));
  __cucc_dd acc = __cucc_dd_add(__cucc_dd_make(0.14285714285714285, 7.93016446160826e-18),
                                __cucc_dd_mul_d(s2, r));
  acc = __cucc_dd_add(__cucc_dd_make(0.2, -1.1102230246251566e-17), __cucc_dd_mul(s2, acc));
  acc = __cucc_dd_add(__cucc_dd_make(0.3333333333333333, 1.850371707708594e-17),
                      __cucc_dd_mul(s2, acc));
  acc = __cucc_dd_add(__cucc_dd_make(1.0, 0.0), __cucc_dd_mul(s2, acc));
  __cucc_dd l = __cucc_dd_mul(sd, acc);
  l = __cucc_dd_make(2.0 * l.hi, 2.0 * l.lo);
  l = __cucc_dd_add(__cucc_dd_make(tbl[j][0], tbl[j][1]), l);
  return __cucc_dd_add(l, __cucc_dd_mul_d(__CUCC_DD_LN2, (double)e));
}

__CUCC_MI __cucc_dd __cucc_exp_dd(double a);

/* ======================================================================
 * Reciprocal roots and norms
 * ====================================================================== */

/* 1/sqrt(h + l) for finite h > 0 (|l| <= ulp(h)), within about 0.5 ulp: one
 * Newton step on y = 1/sqrt(h) with the residual 1 - (h+l) y^2 computed
 * almost exactly. */
__CUCC_MI double __cucc_rsqrt_dd(double h, double l) {
  int e = __cucc_exponent(h) & ~1; /* even */
  h = __cucc_scale(h, -e);         /* [1, 4) */
  l = __cucc_scale(l, -e);
  double y = 1.0 / __builtin_sqrt(h);
  __cucc_dd y2 = __cucc_two_prod(y, y);
  double d = __builtin_fma(-h, y2.hi, 1.0); /* exact: h y^2 ~ 1 */
  d -= h * y2.lo + l * y2.hi;
  y = __builtin_fma(0.5 * y, d, y);
  return __cucc_scale(y, -e / 2);
}
/* sqrt(h + l), within about 0.5 ulp */
__CUCC_MI double __cucc_sqrt_dd(double h, double l) {
  double s = __builtin_sqrt(h);
  if (!(h > 0) || h == __builtin_inf())
    return s;
  double r = __builtin_fma(-s, s, h) + l;
  return s + r / (2.0 * s);
}

/* sum of squares of n doubles, scaled: returns the exponent e such that the
 * elements were scaled by 2^-e; *hi + *lo = sum (x_i 2^-e)^2 (double-double).
 * Returns INT_MIN-like sentinels: -100000 when all are zero. */
__CUCC_MI int __cucc_sumsq(int n, const double *p, double *hi, double *lo) {
  double m = 0;
  for (int i = 0; i < n; i++) {
    double a = __builtin_fabs(p[i]);
    m = a > m ? a : m;
  }
  if (m == 0) {
    *hi = *lo = 0;
    return -100000;
  }
  int e = __cucc_exponent(m);
  __cucc_dd s = {0.0, 0.0};
  for (int i = 0; i < n; i++) {
    double a = __cucc_scale(p[i], -e);
    s = __cucc_dd_add(s, __cucc_two_prod(a, a));
  }
  *hi = s.hi;
  *lo = s.lo;
  return e;
}

/* hypot-like special cases: any infinity gives +inf, else any NaN gives NaN.
 * Returns 1 and sets *r when one applies. */
__CUCC_MI int __cucc_norm_special(int n, const double *p, double *r) {
  int nan = 0;
  for (int i = 0; i < n; i++) {
    if (__builtin_isinf(p[i])) {
      *r = __builtin_inf();
      return 1;
    }
    nan |= p[i] != p[i];
  }
  if (nan)
    *r = __builtin_nan("");
  return nan;
}
__CUCC_MI double __cucc_normn(int n, const double *p) {
  double r, h, l;
  if (__cucc_norm_special(n, p, &r))
    return r;
  int e = __cucc_sumsq(n, p, &h, &l);
  if (e == -100000)
    return 0.0;
  return __cucc_scale(__cucc_sqrt_dd(h, l), e);
}
__CUCC_MI double __cucc_rnormn(int n, const double *p) {
  double r, h, l;
  if (__cucc_norm_special(n, p, &r))
    return r == r ? 0.0 : r;
  int e = __cucc_sumsq(n, p, &h, &l);
  if (e == -100000)
    return __builtin_inf();
  /* the result may be subnormal or overflow: scale in two steps */
  return __cucc_scale(__cucc_rsqrt_dd(h, l), -e);
}
/* float forms: the squares are exact in double and the sum nearly so */
__CUCC_MI float __cucc_normnf(int n, const float *p, int recip) {
  int nan = 0;
  double s = 0;
  for (int i = 0; i < n; i++) {
    if (__builtin_isinf(p[i]))
      return recip ? 0.0f : __builtin_inff();
    nan |= p[i] != p[i];
    s += (double)p[i] * (double)p[i];
  }
  if (nan)
    return __builtin_nanf("");
  return (float)(recip ? 1.0 / __builtin_sqrt(s) : __builtin_sqrt(s));
}

__CUCC_HD_C double rsqrt(double x) {
  if (!(x > 0) || x == __builtin_inf())
    return 1.0 / __builtin_sqrt(x); /* NaN, +-0 -> +-inf, <0 -> NaN, inf -> 0 */
  return __cucc_rsqrt_dd(x, 0.0);
}
__CUCC_HD_C float rsqrtf(float x) {
  return (float)(1.0 / __builtin_sqrt((double)x));
}

__CUCC_HD_C double rcbrt(double x) {
  if (x == 0 || x != x || __builtin_isinf(x))
    return 1.0 / __builtin_cbrt(x);
  double a = __builtin_fabs(x);
  int e = __cucc_exponent(a);
  int k = (e >= 0 ? e : e - 2) / 3; /* floor(e / 3) */
  a = __cucc_scale(a, -3 * k);      /* [1, 8) */
  double y = 1.0 / __builtin_cbrt(a);
  /* Newton on y^-3 = a: y += y (1 - a y^3) / 3, the residual in
   * double-double */
  __cucc_dd y2 = __cucc_two_prod(y, y);
  __cucc_dd y3 = __cucc_two_prod(y2.hi, y);
  y3.lo += y2.lo * y;
  __cucc_dd ay3 = __cucc_two_prod(a, y3.hi);
  ay3.lo += a * y3.lo;
  double d = (1.0 - ay3.hi) - ay3.lo;
  y = __builtin_fma(y * (1.0 / 3.0), d, y);
  return __builtin_copysign(__cucc_scale(y, -k), x);
}
__CUCC_HD_C float rcbrtf(float x) {
  return (float)(1.0 / __builtin_cbrt((double)x));
}

__CUCC_HD_C double rhypot(double x, double y) {
  double p[2] = {x, y};
  return __cucc_rnormn(2, p);
}
__CUCC_HD_C float rhypotf(float x, float y) {
  float p[2] = {x, y};
  return __cucc_normnf(2, p, 1);
}
__CUCC_HD_C double norm3d(double a, double b, double c) {
  double p[3] = {a, b, c};
  return __cucc_normn(3, p);
}
__CUCC_HD_C float norm3df(float a, float b, float c) {
  float p[3] = {a, b, c};
  return __cucc_normnf(3, p, 0);
}
__CUCC_HD_C double rnorm3d(double a, double b, double c) {
  double p[3] = {a, b, c};
  return __cucc_rnormn(3, p);
}
__CUCC_HD_C float rnorm3df(float a, float b, float c) {
  float p[3] = {a, b, c};
  return __cucc_normnf(3, p, 1);
}
__CUCC_HD_C double norm4d(double a, double b, double c, double d) {
  double p[4] = {a, b, c, d};
  return __cucc_normn(4, p);
}
__CUCC_HD_C float norm4df(float a, float b, float c, float d) {
  float p[4] = {a, b, c, d};
  return __cucc_normnf(4, p, 0);
}
__CUCC_HD_C double rnorm4d(double a, double b, double c, double d) {
  double p[4] = {a, b, c, d};
  return __cucc_rnormn(4, p);
}
__CUCC_HD_C float rnorm4df(float a, float b, float c, float d) {
  float p[4] = {a, b, c, d};
  return __cucc_normnf(4, p, 1);
}
__CUCC_HD_C double norm(int dim, const double *p) {
  return __cucc_normn(dim, p);
}
__CUCC_HD_C float normf(int dim, const float *p) {
  return __cucc_normnf(dim, p, 0);
}
__CUCC_HD_C double rnorm(int dim, const double *p) {
  return __cucc_rnormn(dim, p);
}
__CUCC_HD_C float rnormf(int dim, const float *p) {
  return __cucc_normnf(dim, p, 1);
}

/* ======================================================================
 * sinpi, cospi
 * ====================================================================== */

/* sin(pi s) for |s| <= 1/2, s exact: pi s as double-double */
__CUCC_MI double __cucc_sinpi_red(double s) {
  double h = __CUCC_PI_HI * s;
  double l = __builtin_fma(__CUCC_PI_HI, s, -h) + __CUCC_PI_LO * s;
  return __builtin_sin(h) + __builtin_cos(h) * l;
}
/* x - 2 rint(x/2): exact, in [-1, 1] */
__CUCC_MI double __cucc_mod2(double x) {
  if (__builtin_fabs(x) < 1.0)
    return x;
  return x - 2.0 * __builtin_rint(x * 0.5);
}
__CUCC_MI double __cucc_sinpi(double x) {
  if (__builtin_isinf(x) || x != x)
    return x - x;
  double r = __cucc_mod2(x);
  double s = __builtin_fabs(r) > 0.5 ? __builtin_copysign(1.0, r) - r : r;
  double v = __cucc_sinpi_red(s);
  return v == 0 ? __builtin_copysign(0.0, x) : v; /* sinpi(+-n) = +-0 */
}
__CUCC_MI double __cucc_cospi(double x) {
  if (__builtin_isinf(x) || x != x)
    return x - x;
  double r = __builtin_fabs(__cucc_mod2(x));
  double v = __cucc_sinpi_red(0.5 - r);
  return v == 0 ? 0.0 : v; /* cospi(n + 1/2) = +0 */
}
__CUCC_C23_C double sinpi(double x) { return __cucc_sinpi(x); }
__CUCC_C23_C double cospi(double x) { return __cucc_cospi(x); }
__CUCC_C23_C float sinpif(float x) { return (float)__cucc_sinpi(x); }
__CUCC_C23_C float cospif(float x) { return (float)__cucc_cospi(x); }
__CUCC_HD_C void sincospi(double x, double *s, double *c) {
  *s = __cucc_sinpi(x);
  *c = __cucc_cospi(x);
}
__CUCC_HD_C void sincospif(float x, float *s, float *c) {
  *s = (float)__cucc_sinpi(x);
  *c = (float)__cucc_cospi(x);
}

/* ======================================================================
 * erfcx, erfinv, erfcinv, normcdf, normcdfinv
 * ====================================================================== */

__CUCC_MI double __cucc_erfcx(double x) {
  if (x != x)
    return x;
  if (x < 0.5) {
    if (x < -26.7)
      return __builtin_inf();
    /* exp(x^2) erfc(x) with x^2 = h + l exactly */
    __cucc_dd x2 = __cucc_two_prod(x, x);
    return __builtin_exp(x2.hi) * (1.0 + x2.lo) * __builtin_erfc(x);
  }
  if (x < 2.0) {
    /* e^(x^2) - e^(x^2) erf(x), the latter (2/sqrt(pi)) sum 2^k x^(2k+1) /
     * (2k+1)!!, in double-double (the difference cancels up to 8 bits) */
    __cucc_dd x2 = __cucc_two_prod(x, x);
    __cucc_dd E = __cucc_exp_dd(x2.hi);
    E = __cucc_dd_add(E, __cucc_dd_mul_d(E, x2.lo));
    __cucc_dd t = {x, 0.0}, S = t, q = __cucc_dd_make(2.0 * x2.hi, 2.0 * x2.lo);
    for (int k = 1; k < 60; k++) {
      t = __cucc_dd_div_d(__cucc_dd_mul(t, q), 2.0 * k + 1);
      S = __cucc_dd_add(S, t);
      if (t.hi < S.hi * 0x1p-110)
        break;
    }
    __cucc_dd r = __cucc_dd_sub(
        E, __cucc_dd_mul(S, __cucc_dd_make(1.1283791670955126, 1.533545961316588e-17)));
    return r.hi + r.lo;
  }
  if (x > 1e150)
    return __builtin_isinf(x) ? 0.0 : 0.56418958354775628 / x;
  /* Laplace's continued fraction, evaluated backwards:
   * erfcx(x) = 1/sqrt(pi) / (x + (1/2) / (x + 1 / (x + (3/2) / (x + ...)))) */
  int n = x < 3.0 ? 80 : x < 5.0 ? 40 : 20;
  double t = x;
  for (int k = n; k >= 1; k--)
    t = x + 0.5 * k / t;
  return 0.56418958354775628 / t;
}

/* Initial approximation of erfinv (the single-precision rational-free form
 * of M. Giles, "Approximating the erfinv function", GPU Computing Gems),
 * given w = -log((1 - x)(1 + x)). Relative error about 1e-7 for w < 16. */
__CUCC_MI double __cucc_erfinv_guess(double w) {
  double p;
  if (w < 5.0) {
    w -= 2.5;
    p = 2.81022636e-08;
    p = 3.43273939e-07 + p * w;
    p = -3.5233877e-06 + p * w;
    p = -4.39150654e-06 + p * w;
    p = 0.00021858087 + p * w;
    p = -0.00125372503 + p * w;
    p = -0.00417768164 + p * w;
    p = 0.246640727 + p * w;
    p = 1.50140941 + p * w;
  } else {
    w = __builtin_sqrt(w) - 3.0;
    p = -0.000200214257;
    p = 0.000100950558 + p * w;
    p = 0.00134934322 + p * w;
    p = -0.00367342844 + p * w;
    p = 0.00573950773 + p * w;
    p = -0.0076224613 + p * w;
    p = 0.00943887047 + p * w;
    p = 1.00167406 + p * w;
    p = 2.83297682 + p * w;
  }
  return p;
}

/* erfcinv(t) for 0 < t <= 0.5: Newton steps on erfc(y) = t, or for tiny t
 * on log(erfc(y)) = log(t), with log(erfc(y)) = log(erfcx(y)) - y^2 (no
 * underflow down to t = 2^-1074). */
__CUCC_MI double __cucc_erfcinv_tail(double t) {
  double y;
  double w = -__builtin_log(t * (2.0 - t));
  if (w < 16.0) {
    y = __cucc_erfinv_guess(w) * (1.0 - t);
  } else { /* erfc(y) ~ exp(-y^2) / (y sqrt(pi)) */
    double L = -__builtin_log(t);
    y = __builtin_sqrt(L - __builtin_log(__builtin_sqrt(L) * 1.7724538509055159));
  }
  if (t > 1e-290) { /* Newton on erfc itself: e^(y^2) stays finite */
    for (int i = 0; i < 4; i++)
      y += (__builtin_erfc(y) - t) * __CUCC_SQRTPI_2 * __builtin_exp(y * y);
    return y;
  }
  double lt = __builtin_log(t);
  for (int i = 0; i < 4; i++) {
    double cx = __cucc_erfcx(y);
    __cucc_dd y2 = __cucc_two_prod(y, y);
    double f = ((__builtin_log(cx) - lt) - y2.hi) - y2.lo; /* log erfc(y) - log t */
    y += f * cx * __CUCC_SQRTPI_2;
  }
  return y;
}
/* erfinv(x) for |x| <= 0.5: Newton on erf */
__CUCC_MI double __cucc_erfinv_small(double x) {
  if (__builtin_fabs(x) < 0x1p-900)
    return x * __CUCC_SQRTPI_2;
  double y = __cucc_erfinv_guess(-__builtin_log1p(-x * x)) * x;
  for (int i = 0; i < 3; i++)
    y -= (__builtin_erf(y) - x) * __CUCC_SQRTPI_2 * __builtin_exp(y * y);
  return y;
}
__CUCC_MI double __cucc_erfcinv(double t) {
  if (!(t > 0 && t < 2)) {
    if (t == 0)
      return __builtin_inf();
    if (t == 2)
      return -__builtin_inf();
    return __builtin_nan("");
  }
  if (t > 1)
    return -__cucc_erfcinv(2.0 - t); /* exact */
  if (t >= 0.5)
    return __cucc_erfinv_small(1.0 - t); /* exact */
  return __cucc_erfcinv_tail(t);
}
__CUCC_MI double __cucc_erfinv(double x) {
  double a = __builtin_fabs(x);
  if (a <= 0.5)
    return x == 0 ? x : __cucc_erfinv_small(x);
  if (!(a <= 1.0))
    return __builtin_nan("");
  if (a == 1.0)
    return __builtin_copysign(__builtin_inf(), x);
  return __builtin_copysign(__cucc_erfcinv_tail(1.0 - a), x); /* exact */
}

__CUCC_MI double __cucc_normcdf(double x) {
  if (x != x || __builtin_isinf(x))
    return x != x ? x : x > 0 ? 1.0 : 0.0;
  /* 0.5 erfc(-x / sqrt 2), with z = -x / sqrt 2 = zh + zl: the tail is too
   * sensitive to the rounding of z, hence the first-order correction
   * erfc(zh + zl) = erfc(zh) (1 - zl (2 / sqrt pi) / erfcx(zh)). */
  double zh = -x * __CUCC_SQRT1_2_HI;
  double zl = __builtin_fma(-x, __CUCC_SQRT1_2_HI, -zh) - x * __CUCC_SQRT1_2_LO;
  double e = __builtin_erfc(zh);
  if (zh > 1.0 && e != 0)
    e *= 1.0 - zl * __CUCC_2_SQRTPI / __cucc_erfcx(zh);
  return 0.5 * e;
}
__CUCC_MI double __cucc_normcdfinv(double p) {
  double y = __cucc_erfcinv(2.0 * p);
  if (y != y || __builtin_isinf(y))
    return -y;
  double h = y * __CUCC_SQRT2_HI;
  double l = __builtin_fma(y, __CUCC_SQRT2_HI, -h) + y * __CUCC_SQRT2_LO;
  double r = -(h + l);
  return r == 0 ? 0.0 : r; /* +0 at p = 0.5, as on an H100 */
}

__CUCC_HD_C double erfcx(double x) { return __cucc_erfcx(x); }
__CUCC_HD_C float erfcxf(float x) { return (float)__cucc_erfcx(x); }
__CUCC_HD_C double erfinv(double x) { return __cucc_erfinv(x); }
__CUCC_HD_C float erfinvf(float x) { return (float)__cucc_erfinv(x); }
__CUCC_HD_C double erfcinv(double x) { return __cucc_erfcinv(x); }
__CUCC_HD_C float erfcinvf(float x) { return (float)__cucc_erfcinv(x); }
__CUCC_HD_C double normcdf(double x) { return __cucc_normcdf(x); }
__CUCC_HD_C float normcdff(float x) {
  return (float)(0.5 * __builtin_erfc(-(double)x * __CUCC_SQRT1_2_HI));
}
__CUCC_HD_C double normcdfinv(double p) { return __cucc_normcdfinv(p); }
__CUCC_HD_C float normcdfinvf(float p) { return (float)__cucc_normcdfinv(p); }

/* ======================================================================
 * Bessel functions
 * ====================================================================== */

/* Modified Bessel I0 (nu = 0) and I1 (nu = 1), double-double power series
 * for |x| <= 30, asymptotic expansion above. */
__CUCC_MI double __cucc_bessel_i(int nu, double x) {
  double a = __builtin_fabs(x);
  if (x != x)
    return x;
  double r;
  if (a <= 30.0) {
    __cucc_dd q = __cucc_two_prod(a, a); /* (x/2)^2 */
    q.hi *= 0.25;
    q.lo *= 0.25;
    __cucc_dd t = {nu ? 0.5 * a : 1.0, 0.0}, s = t;
    for (int k = 1; k < 80; k++) {
      t = __cucc_dd_div_d(__cucc_dd_mul(t, q), (double)k * (double)(k + nu));
      s = __cucc_dd_add(s, t);
      if (t.hi <= s.hi * 0x1p-110)
        break;
    }
    r = s.hi + s.lo;
  } else if (a > 1420.0) {
    r = __builtin_inf();
  } else {
    /* e^a / sqrt(2 pi a) sum_k c_k / a^k, c_k = c_(k-1) (-(4nu^2 - (2k-1)^2))
     * / (8k), in double-double; e^a = (e^(a/2))^2 to delay overflow */
    double t = 1.0;
    __cucc_dd s = {1.0, 0.0};
    for (int k = 1; k < 40; k++) {
      double m = 2.0 * k - 1;
      t *= -(4.0 * nu * nu - m * m) / (8.0 * k * a);
      s = __cucc_dd_add(s, __cucc_dd_make(t, 0.0));
      if (__builtin_fabs(t) < 0x1p-60)
        break;
    }
    /* sqrt(2 pi a) as double-double */
    __cucc_dd v = __cucc_dd_mul_d(__cucc_dd_make(6.283185307179586, 2.4492935982947064e-16), a);
    double sv = __builtin_sqrt(v.hi);
    __cucc_dd sq = __cucc_fast_two_sum(sv, (__builtin_fma(-sv, sv, v.hi) + v.lo) / (2.0 * sv));
    __cucc_dd h = __cucc_exp_dd(0.5 * a);
    __cucc_dd in = __cucc_dd_div(__cucc_dd_mul(h, s), sq);
    __cucc_dd R = __cucc_dd_mul(h, in);
    r = __builtin_isinf(R.hi) || R.hi != R.hi ? h.hi * in.hi : R.hi + R.lo;
  }
  return nu ? __builtin_copysign(r, x) : r; /* I1(-0) = -0 as on the GPU */
}

/* J0/J1 power series (|x| < 8), double-double: sum of (-1)^k (x/2)^(2k+nu)
 * / (k! (k+nu)!) */
__CUCC_MI __cucc_dd __cucc_bessel_j_series(int nu, double x) {
  __cucc_dd q = __cucc_two_prod(x, x);
  q.hi *= 0.25;
  q.lo *= 0.25;
  __cucc_dd t = {nu ? 0.5 * x : 1.0, 0.0}, s = t;
  for (int k = 1; k < 60; k++) {
    t = __cucc_dd_div_d(__cucc_dd_mul(t, q), -(double)k * (double)(k + nu));
    s = __cucc_dd_add(s, t);
    if (__builtin_fabs(t.hi) < 0x1p-140)
      break;
  }
  return s;
}
/* Y0/Y1 for 0 < x < 8 from the series:
 * Y0 = 2/pi [(ln(x/2) + gamma) J0 + sum_(k>=1) (-1)^(k+1) H_k (x/2)^(2k)/k!^2]
 * Y1 = 2/pi (ln(x/2) + gamma) J1 - 2/(pi x)
 *      - 1/pi sum_(k>=0) (-1)^k (H_k + H_(k+1)) (x/2)^(2k+1) / (k! (k+1)!) */
__CUCC_MI double __cucc_bessel_y_series(int nu, double x) {
  __cucc_dd L = __cucc_dd_add(__cucc_dd_log(x),
                              __cucc_dd_sub(__CUCC_DD_GAMMA, __CUCC_DD_LN2));
  __cucc_dd J = __cucc_bessel_j_series(nu, x);
  __cucc_dd q = __cucc_two_prod(x, x);
  q.hi *= 0.25;
  q.lo *= 0.25;
  __cucc_dd t = {nu ? 0.5 * x : 1.0, 0.0}, S = {0.0, 0.0};
  __cucc_dd H = {0.0, 0.0}; /* H_k */
  if (nu) {                 /* k = 0 term: H_0 + H_1 = 1 */
    S = t;
    H = __cucc_dd_make(1.0, 0.0);
  }
  for (int k = 1; k < 60; k++) {
    t = __cucc_dd_div_d(__cucc_dd_mul(t, q), -(double)k * (double)(k + nu));
    __cucc_dd Hk = nu ? H : __cucc_dd_add(H, __cucc_dd_div_d(__cucc_dd_make(1.0, 0.0), (double)k));
    __cucc_dd Hk1 = __cucc_dd_add(Hk, __cucc_dd_div_d(__cucc_dd_make(1.0, 0.0), (double)(k + 1)));
    /* nu = 0: weight H_k (sign folded into t: (-1)^k, hence subtract) */
    __cucc_dd w = nu ? __cucc_dd_add(Hk, Hk1) : Hk;
    S = __cucc_dd_add(S, __cucc_dd_mul(t, w));
    H = nu ? Hk1 : Hk;
    if (__builtin_fabs(t.hi) * (w.hi + 1.0) < 0x1p-140)
      break;
  }
  __cucc_dd r;
  if (!nu) { /* 2/pi (L J0 - S), S = sum (-1)^k H_k ... */
    r = __cucc_dd_mul(__CUCC_DD_2_PI, __cucc_dd_sub(__cucc_dd_mul(L, J), S));
  } else {
    r = __cucc_dd_mul(__CUCC_DD_2_PI, __cucc_dd_mul(L, J));
    r = __cucc_dd_sub(r, __cucc_dd_div_d(__CUCC_DD_2_PI, x));
    r = __cucc_dd_sub(r, __cucc_dd_mul(__CUCC_DD_1_PI, S));
  }
  return r.hi + r.lo;
}

__CUCC_MI double __cucc_j0(double x) {
  if (__builtin_fabs(x) < 8.0) {
    __cucc_dd s = __cucc_bessel_j_series(0, x);
    return s.hi + s.lo;
  }
  return jn(0, x); /* the C library's, accurate enough there */
}
__CUCC_MI double __cucc_j1(double x) {
  if (__builtin_fabs(x) < 8.0) {
    __cucc_dd s = __cucc_bessel_j_series(1, x);
    return x == 0 ? x : s.hi + s.lo; /* J1(-0) = -0 as on an H100 */
  }
  return jn(1, x);
}
__CUCC_MI double __cucc_y0(double x) {
  if (x > 0 && x < 8.0)
    return __cucc_bessel_y_series(0, x);
  return yn(0, x);
}
__CUCC_MI double __cucc_y1(double x) {
  if (x > 0 && x < 8.0) {
    if (x < 0x1p-1000) /* -2/(pi x): the series would overflow on the way */
      return -__CUCC_DD_2_PI.hi / x;
    return __cucc_bessel_y_series(1, x);
  }
  return yn(1, x);
}

__CUCC_D_C double cyl_bessel_i0(double x) { return __cucc_bessel_i(0, x); }
__CUCC_D_C float cyl_bessel_i0f(float x) { return (float)__cucc_bessel_i(0, x); }
__CUCC_D_C double cyl_bessel_i1(double x) { return __cucc_bessel_i(1, x); }
__CUCC_D_C float cyl_bessel_i1f(float x) { return (float)__cucc_bessel_i(1, x); }

/* The C library's j0/j1/y0/y1 lose their relative accuracy near the zeros
 * (hundreds of ulps in double): device code gets these instead. */
__CUCC_D_C double j0(double x) { return __cucc_j0(x); }
__CUCC_D_C double j1(double x) { return __cucc_j1(x); }
__CUCC_D_C double y0(double x) { return __cucc_y0(x); }
__CUCC_D_C double y1(double x) { return __cucc_y1(x); }
__CUCC_D_C float j0f(float x) { return (float)__cucc_j0(x); }
__CUCC_D_C float j1f(float x) { return (float)__cucc_j1(x); }
__CUCC_D_C float y0f(float x) { return (float)__cucc_y0(x); }
__CUCC_D_C float y1f(float x) { return (float)__cucc_y1(x); }

/* ======================================================================
 * C library functions less accurate than CUDA's bounds (glibc 2.36: cbrt up
 * to 3 ulp, exp10, log10, sinh, cosh and tanh 2 ulp where the guide says 1), and the
 * float-to-integer rounding functions, which saturate on the GPU.
 * ====================================================================== */

__CUCC_MI double __cucc_cbrt(double x) {
  if (x == 0 || x != x || __builtin_isinf(x))
    return x;
  double a = __builtin_fabs(x);
  int e = __cucc_exponent(a);
  int k = (e >= 0 ? e : e - 2) / 3; /* floor(e / 3) */
  a = __cucc_scale(a, -3 * k);      /* [1, 8) */
  double y = __builtin_pow(a, 1.0 / 3.0);
  /* Newton: y -= (y^3 - a) / (3 y^2), y^3 in double-double */
  __cucc_dd y2 = __cucc_two_prod(y, y);
  __cucc_dd y3 = __cucc_two_prod(y2.hi, y);
  y3.lo += y2.lo * y;
  double r = (y3.hi - a) + y3.lo;
  y -= r / (3.0 * y2.hi);
  return __builtin_copysign(__cucc_scale(y, k), x);
}
__CUCC_MI double __cucc_exp10(double x) {
  double h = x * 2.302585092994046;
  double l = __builtin_fma(x, 2.302585092994046, -h) + x * -2.1707562233822494e-16;
  double e = __builtin_exp(h);
  return __builtin_isinf(e) || e == 0 ? e : __builtin_fma(e, l, e);
}
/* e^a as double-double for |a| <= 709: the C library's exp refined with the
 * double-double logarithm, exp(a) = e exp(a - log e) = e (1 + a - log e) */
__CUCC_MI __cucc_dd __cucc_exp_dd(double a) {
  double e = __builtin_exp(a);
  __cucc_dd L = __cucc_dd_log(e);
  double r = (a - L.hi) - L.lo;
  return __cucc_fast_two_sum(e, e * r);
}
/* cosh and sinh with the C library's method (exp, expm1), within 1 ulp;
 * near overflow (where glibc rounds twice) e^a / 2 = e^(a - ln 2), with
 * a - ln 2 kept exact. */
__CUCC_MI double __cucc_cosh_sinh(double x, int sinh_) {
  double a = __builtin_fabs(x), r;
  if (a != a || __builtin_isinf(a))
    return sinh_ ? x : a;
  if (a < 0x1p-28) {
    r = sinh_ ? a : 1.0;
  } else if (a < 22.0) {
    if (sinh_) {
      double t = __builtin_expm1(a);
      r = a < 1.0 ? 0.5 * (2.0 * t - t * t / (t + 1.0)) : 0.5 * (t + t / (t + 1.0));
    } else if (a < 0.34657359027997264) {
      double t = __builtin_expm1(a), w = 1.0 + t;
      r = 1.0 + (t * t) / (w + w);
    } else {
      double t = __builtin_exp(a);
      r = 0.5 * t + 0.5 / t;
    }
  } else if (a < 709.0) {
    r = 0.5 * __builtin_exp(a);
  } else {
    __cucc_dd h = __cucc_two_sum(a, -__CUCC_DD_LN2.hi);
    double l = h.lo - __CUCC_DD_LN2.lo;
    double e = __builtin_exp(h.hi);
    r = __builtin_isinf(e) ? e : __builtin_fma(e, l, e);
  }
  return sinh_ ? __builtin_copysign(r, x) : r;
}
/* tanh: odd Taylor series below 0.55, 1 - 2 / (e^(2|x|) + 1) above */
__CUCC_MI double __cucc_tanh(double x) {
  double a = __builtin_fabs(x);
  if (!(a < 19.1))
    return a != a ? x : __builtin_copysign(1.0, x);
  if (a < 0x1p-27)
    return x;
  if (a < 0.55) {
    static constexpr double c[19] = {-0.3333333333333333, 0.13333333333333333, -0.05396825396825397, 0.021869488536155203, -0.008863235529902197, 0.003592128036572481, -0.0014558343870513183, 0.000590027440945586, -0.00023912911424355248, 9.691537956929451e-05, -3.927832388331683e-05, 1.5918905069328964e-05, -6.451689215655431e-06, 2.6147711512907546e-06, -1.0597268320104654e-06, 4.294911078273806e-07, -1.7406618963571648e-07, 7.054636946400968e-08, -2.859136662305254e-08};
    double z = x * x, p = c[18];
    for (int k = 17; k >= 0; k--)
      p = p * z + c[k];
    return x + x * (z * p);
  }
  double r = 1.0 - 2.0 / (__builtin_exp(2.0 * a) + 1.0);
  return __builtin_copysign(r, x);
}
__CUCC_D_C double cbrt(double x) { return __cucc_cbrt(x); }
__CUCC_D_C double exp10(double x) { return __cucc_exp10(x); }
__CUCC_D_C double log10(double x) {
  if (!(x > 0) || __builtin_isinf(x))
    return x == 0 ? -__builtin_inf() : x > 0 || x != x ? x : __builtin_nan("");
  /* ln(x) / ln(10) in double-double */
  __cucc_dd l = __cucc_dd_mul(__cucc_dd_log(x), __cucc_dd_make(0.4342944819032518, 1.098319650216765e-17));
  return l.hi + l.lo;
}
__CUCC_D_C double tanh(double x) { return __cucc_tanh(x); }
__CUCC_D_C double cosh(double x) { return __cucc_cosh_sinh(x, 0); }
__CUCC_D_C double sinh(double x) { return __cucc_cosh_sinh(x, 1); }
/* glibc's remainder returns +0 for some exact zero results of negative x
 * (subnormal y); C wants x's sign */
__CUCC_D_C double remainder(double x, double y) {
  int q;
  double r = remquo(x, y, &q);
  return r == 0 ? __builtin_copysign(0.0, x) : r;
}
/* through fptosi, which the lowering makes saturating (NaN ->
 * 0x8000000000000000 as on the GPU) */
__CUCC_D_C long lrint(double x) { return (long)__builtin_rint(x); }
__CUCC_D_C long lrintf(float x) { return (long)__builtin_rintf(x); }
__CUCC_D_C long long llrint(double x) { return (long long)__builtin_rint(x); }
__CUCC_D_C long long llrintf(float x) { return (long long)__builtin_rintf(x); }
__CUCC_D_C long lround(double x) { return (long)__builtin_round(x); }
__CUCC_D_C long lroundf(float x) { return (long)__builtin_roundf(x); }
__CUCC_D_C long long llround(double x) { return (long long)__builtin_round(x); }
__CUCC_D_C long long llroundf(float x) { return (long long)__builtin_roundf(x); }

/* ======================================================================
 * Division
 * ====================================================================== */

__CUCC_MD float __fdividef(float x, float y);
__CUCC_D_C float fdividef(float x, float y) {
#if defined(__CLANG_GPU_APPROX_TRANSCENDENTALS__) && !defined(__CUCC_PREC_DIV__)
  return __fdividef(x, y);
#else
  return x / y;
#endif
}
__CUCC_D_C double fdivide(double x, double y) { return x / y; }

/* ======================================================================
 * C++ overloads CUDA adds for these names
 * ====================================================================== */

__CUCC_CXX_HD float rsqrt(float x) { return rsqrtf(x); }
__CUCC_CXX_HD float rcbrt(float x) { return rcbrtf(x); }
__CUCC_CXX_HD float sinpi(float x) { return (float)__cucc_sinpi(x); }
__CUCC_CXX_HD float cospi(float x) { return (float)__cucc_cospi(x); }
__CUCC_CXX_HD void sincospi(float x, float *s, float *c) { sincospif(x, s, c); }
__CUCC_CXX_HD void sincos(float x, float *s, float *c) { sincosf(x, s, c); }
__CUCC_CXX_HD float erfinv(float x) { return erfinvf(x); }
__CUCC_CXX_HD float erfcinv(float x) { return erfcinvf(x); }
__CUCC_CXX_HD float erfcx(float x) { return erfcxf(x); }
__CUCC_CXX_HD float normcdf(float x) { return normcdff(x); }
__CUCC_CXX_HD float normcdfinv(float x) { return normcdfinvf(x); }
__CUCC_CXX_D float cyl_bessel_i0(float x) { return cyl_bessel_i0f(x); }
__CUCC_CXX_D float cyl_bessel_i1(float x) { return cyl_bessel_i1f(x); }
__CUCC_CXX_HD float j0(float x) { return j0f(x); }
__CUCC_CXX_HD float j1(float x) { return j1f(x); }
__CUCC_CXX_HD float y0(float x) { return y0f(x); }
__CUCC_CXX_HD float y1(float x) { return y1f(x); }
__CUCC_CXX_HD float jn(int n, float x) { return jnf(n, x); }
__CUCC_CXX_HD float yn(int n, float x) { return ynf(n, x); }
__CUCC_CXX_HD double copysign(double x, float y) { return copysign(x, (double)y); }
__CUCC_CXX_HD double copysign(float x, double y) { return copysign((double)x, y); }

/* ======================================================================
 * Intrinsics: reinterpretation
 * ====================================================================== */

__CUCC_MD int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
__CUCC_MD unsigned int __float_as_uint(float x) {
  return __builtin_bit_cast(unsigned int, x);
}
__CUCC_MD float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
__CUCC_MD float __uint_as_float(unsigned int x) {
  return __builtin_bit_cast(float, x);
}
__CUCC_MD long long __double_as_longlong(double x) {
  return __builtin_bit_cast(long long, x);
}
__CUCC_MD double __longlong_as_double(long long x) {
  return __builtin_bit_cast(double, x);
}
__CUCC_MD int __double2hiint(double x) {
  return (int)(__builtin_bit_cast(unsigned long long, x) >> 32);
}
__CUCC_MD int __double2loint(double x) {
  return (int)__builtin_bit_cast(unsigned long long, x);
}
__CUCC_MD double __hiloint2double(int hi, int lo) {
  return __builtin_bit_cast(double, ((unsigned long long)(unsigned int)hi << 32) |
                                        (unsigned int)lo);
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
__CUCC_MI double __cucc_dround(double r, int dir, int mode) {
  if (dir == 0 || mode == __CUCC_RN)
    return r;
  if (mode == __CUCC_RZ)
    mode = r > 0 || (r == 0 && dir > 0) ? __CUCC_RD : __CUCC_RU;
  if (mode == __CUCC_RU)
    return dir > 0 ? __cucc_nextup(r) : r;
  return dir < 0 ? __cucc_nextdown(r) : r;
}
__CUCC_MI float __cucc_fround1(float r, int dir, int mode) {
  if (dir == 0 || mode == __CUCC_RN)
    return r;
  if (mode == __CUCC_RZ)
    mode = r > 0 || (r == 0 && dir > 0) ? __CUCC_RD : __CUCC_RU;
  if (mode == __CUCC_RU)
    return dir > 0 ? __cucc_nextupf(r) : r;
  return dir < 0 ? __cucc_nextdownf(r) : r;
}
/* float rounding of the exact value hi + lo (|lo| <= ulp(hi) / 2) */
__CUCC_MI float __cucc_fround(double hi, double lo, int mode) {
  float r = (float)hi;
  if (hi != hi || __builtin_isinf(hi))
    return r;
  double b = (double)r;
  int dir = hi > b ? 1 : hi < b ? -1 : lo > 0 ? 1 : lo < 0 ? -1 : 0;
  return __cucc_fround1(r, dir, mode);
}
__CUCC_MI int __cucc_sgn(double x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }

/* exact zero sums are -0 when rounding down, unless both operands are +0 */
__CUCC_MI double __cucc_zero_sum(double r, double a, double b, int mode) {
  if (mode == __CUCC_RD && r == 0 && !(a == 0 && b == 0 &&
                                       !__builtin_signbit(a) &&
                                       !__builtin_signbit(b)))
    return -0.0;
  return r;
}

__CUCC_MI float __cucc_fadd(float a, float b, int mode) {
  __cucc_dd s = __cucc_two_sum((double)a, (double)b);
  return (float)__cucc_zero_sum(__cucc_fround(s.hi, s.lo, mode), a, b, mode);
}
__CUCC_MI float __cucc_fmul(float a, float b, int mode) {
  return __cucc_fround((double)a * (double)b, 0.0, mode); /* exact product */
}
__CUCC_MI float __cucc_ffma(float a, float b, float c, int mode) {
  double p = (double)a * (double)b; /* exact */
  __cucc_dd s = __cucc_two_sum(p, (double)c);
  float r = __cucc_fround(s.hi, s.lo, mode);
  if (r == 0 && s.hi == 0 && s.lo == 0)
    r = (float)__cucc_zero_sum(__builtin_fma((double)a, (double)b, (double)c),
                               p, c, mode);
  return r;
}
__CUCC_MI float __cucc_fdiv(float a, float b, int mode) {
  double x = a, y = b, q = x / y;
  if (q != q || __builtin_isinf(q) || q == 0)
    return (float)q; /* exact: special operands */
  double r = __builtin_fma(-q, y, x); /* exact remainder */
  return __cucc_fround(q, r / y, mode);
}
__CUCC_MI float __cucc_fsqrt(float a, int mode) {
  double x = a, s = __builtin_sqrt(x);
  if (!(x > 0) || __builtin_isinf(x))
    return (float)s;
  return __cucc_fround(s, __builtin_fma(-s, s, x), mode);
}

__CUCC_MI double __cucc_dadd(double a, double b, int mode) {
  double s = a + b;
  if (__builtin_isinf(s) && !__builtin_isinf(a) && !__builtin_isinf(b))
    return __cucc_dround(s, -__cucc_sgn(s), mode); /* overflow */
  if (s != s || __builtin_isinf(s))
    return s;
  __cucc_dd t = __cucc_two_sum(a, b);
  return __cucc_zero_sum(__cucc_dround(s, __cucc_sgn(t.lo), mode), a, b, mode);
}
__CUCC_MI double __cucc_dmul(double a, double b, int mode) {
  double p = a * b;
  if (p != p || !__builtin_isfinite(a) || !__builtin_isfinite(b))
    return p;
  if (__builtin_isinf(p))
    return __cucc_dround(p, -__cucc_sgn(p), mode);
  if (a == 0 || b == 0)
    return p;
  if (p == 0) /* underflow to zero: the exact product has p's sign */
    return __cucc_dround(p, __builtin_signbit(p) ? -1 : 1, mode);
  double e;
  if (__builtin_fabs(p) >= 0x1p-960) {
    e = __builtin_fma(a, b, -p);
  } else { /* scale so that the remainder cannot underflow to zero */
    if (__builtin_fabs(a) < 0x1p800)
      a *= 0x1p200;
    else
      b *= 0x1p200;
    e = __builtin_fma(a, b, -(p * 0x1p200));
  }
  return __cucc_dround(p, __cucc_sgn(e), mode);
}
__CUCC_MI double __cucc_ddiv(double a, double b, int mode) {
  double q = a / b;
  if (q != q || !__builtin_isfinite(a) || !__builtin_isfinite(b) || b == 0 ||
      a == 0)
    return q;
  if (__builtin_isinf(q))
    return __cucc_dround(q, -__cucc_sgn(q), mode);
  if (q == 0)
    return __cucc_dround(q, __builtin_signbit(q) ? -1 : 1, mode);
  double r;
  if (__builtin_fabs(q) < 0x1p-1022) /* subnormal quotient */
    r = __builtin_fma(-(q * 0x1p600), b, a * 0x1p600);
  else if (__builtin_fabs(a) < 0x1p-900)
    r = __builtin_fma(-q, b * 0x1p600, a * 0x1p600);
  else
    r = __builtin_fma(-q, b, a);
  return __cucc_dround(q, __cucc_sgn(r) * __cucc_sgn(b), mode);
}
__CUCC_MI double __cucc_dsqrt(double a, int mode) {
  double s = __builtin_sqrt(a);
  if (!(a > 0) || __builtin_isinf(a))
    return s;
  double r;
  if (a < 0x1p-900)
    r = __builtin_fma(-(s * 0x1p100), s * 0x1p100, a * 0x1p200);
  else
    r = __builtin_fma(-s, s, a);
  return __cucc_dround(s, __cucc_sgn(r), mode);
}
/* sign of a sum of four doubles, exactly (Shewchuk's grow-expansion: the
 * components end up nonoverlapping, the largest nonzero one gives the
 * sign) */
__CUCC_MI int __cucc_sign4(double a, double b, double c, double d) {
  double e[4] = {a, 0, 0, 0};
  double in[3] = {b, c, d};
  int n = 1;
  for (int j = 0; j < 3; j++) {
    double q = in[j];
    for (int i = 0; i < n; i++) {
      __cucc_dd t = __cucc_two_sum(q, e[i]);
      q = t.hi;
      e[i] = t.lo;
    }
    e[n++] = q;
  }
  for (int i = 3; i >= 0; i--)
    if (e[i] != 0)
      return __cucc_sgn(e[i]);
  return 0;
}
__CUCC_MI double __cucc_dfma(double a, double b, double c, int mode) {
  double r = __builtin_fma(a, b, c);
  if (!__builtin_isfinite(a) || !__builtin_isfinite(b) ||
      !__builtin_isfinite(c) || r != r)
    return r;
  if (__builtin_isinf(r))
    return __cucc_dround(r, -__cucc_sgn(r), mode);
  int sab = (a == 0 || b == 0) ? 0 : (__builtin_signbit(a) != __builtin_signbit(b) ? -1 : 1);
  double p = a * b;
  int dir;
  if (sab == 0) {
    dir = 0; /* r = c + 0 exactly */
  } else if (__builtin_isinf(p)) { /* the product overflows, r does not */
    a *= 0.25;
    p = a * b;
    dir = __cucc_sign4(__builtin_fma(a, b, -p), p, c * 0.25, -r * 0.25);
  } else if (__builtin_fabs(p) >= 0x1p-960) {
    dir = __cucc_sign4(__builtin_fma(a, b, -p), p, c, -r);
  } else if (__builtin_fabs(c) >= 0x1p-800) {
    dir = sab; /* the product is below half an ulp of c: r = c */
  } else {
    if (__builtin_fabs(a) < __builtin_fabs(b))
      a *= 0x1p600;
    else
      b *= 0x1p600;
    p = a * b;
    double e = __builtin_fma(a, b, -p);
    /* c and r are multiples of 2^-474 now: when the product is still
     * tiny, they decide, or else the product's sign does */
    dir = (p == 0 && e == 0)
              ? sab
              : __cucc_sign4(e, p, c * 0x1p600, -r * 0x1p600);
  }
  if (r == 0 && dir == 0 && mode == __CUCC_RD &&
      !(sab == 0 && ((__builtin_signbit(a) != __builtin_signbit(b)) == 0) &&
        !__builtin_signbit(c)))
    return -0.0;
  return __cucc_dround(r, dir, mode);
}

#define __CUCC_ROUNDED(suffix, mode)                                           \
  __CUCC_MD float __fadd_##suffix(float a, float b) {                         \
    return __cucc_fadd(a, b, mode);                                            \
  }                                                                            \
  __CUCC_MD float __fsub_##suffix(float a, float b) {                         \
    return __cucc_fadd(a, -b, mode);                                           \
  }                                                                            \
  __CUCC_MD float __fmul_##suffix(float a, float b) {                         \
    return __cucc_fmul(a, b, mode);                                            \
  }                                                                            \
  __CUCC_MD float __fmaf_##suffix(float a, float b, float c) {                \
    return __cucc_ffma(a, b, c, mode);                                         \
  }                                                                            \
  __CUCC_MD float __fmaf_ieee_##suffix(float a, float b, float c) {           \
    return __cucc_ffma(a, b, c, mode);                                         \
  }                                                                            \
  __CUCC_MD float __fdiv_##suffix(float a, float b) {                         \
    return __cucc_fdiv(a, b, mode);                                            \
  }                                                                            \
  __CUCC_MD float __frcp_##suffix(float a) { return __cucc_fdiv(1.0f, a, mode); } \
  __CUCC_MD float __fsqrt_##suffix(float a) { return __cucc_fsqrt(a, mode); } \
  __CUCC_MD double __dadd_##suffix(double a, double b) {                      \
    return __cucc_dadd(a, b, mode);                                            \
  }                                                                            \
  __CUCC_MD double __dsub_##suffix(double a, double b) {                      \
    return __cucc_dadd(a, -b, mode);                                           \
  }                                                                            \
  __CUCC_MD double __dmul_##suffix(double a, double b) {                      \
    return __cucc_dmul(a, b, mode);                                            \
  }                                                                            \
  __CUCC_MD double __fma_##suffix(double a, double b, double c) {             \
    return __cucc_dfma(a, b, c, mode);                                         \
  }                                                                            \
  __CUCC_MD double __ddiv_##suffix(double a, double b) {                      \
    return __cucc_ddiv(a, b, mode);                                            \
  }                                                                            \
  __CUCC_MD double __drcp_##suffix(double a) { return __cucc_ddiv(1.0, a, mode); } \
  __CUCC_MD double __dsqrt_##suffix(double a) { return __cucc_dsqrt(a, mode); }
__CUCC_ROUNDED(rz, __CUCC_RZ)
__CUCC_ROUNDED(ru, __CUCC_RU)
__CUCC_ROUNDED(rd, __CUCC_RD)
#undef __CUCC_ROUNDED

/* Round to nearest: the plain operations, never contracted into an FMA. */
#define __CUCC_NOCONTRACT(T, name, op)                                         \
  __CUCC_MD T name(T a, T b) {                                                 \
    _Pragma("clang fp contract(off)") return a op b;                           \
  }
__CUCC_NOCONTRACT(float, __fadd_rn, +)
__CUCC_NOCONTRACT(float, __fsub_rn, -)
__CUCC_NOCONTRACT(float, __fmul_rn, *)
__CUCC_NOCONTRACT(double, __dadd_rn, +)
__CUCC_NOCONTRACT(double, __dsub_rn, -)
__CUCC_NOCONTRACT(double, __dmul_rn, *)
#undef __CUCC_NOCONTRACT
__CUCC_MD float __fmaf_rn(float a, float b, float c) {
  return __builtin_fmaf(a, b, c);
}
__CUCC_MD float __fmaf_ieee_rn(float a, float b, float c) {
  return __builtin_fmaf(a, b, c);
}
__CUCC_MD float __fdiv_rn(float a, float b) { return a / b; }
__CUCC_MD float __frcp_rn(float a) { return 1.0f / a; }
__CUCC_MD float __fsqrt_rn(float a) { return __builtin_sqrtf(a); }
__CUCC_MD double __fma_rn(double a, double b, double c) {
  return __builtin_fma(a, b, c);
}
__CUCC_MD double __ddiv_rn(double a, double b) { return a / b; }
__CUCC_MD double __drcp_rn(double a) { return 1.0 / a; }
__CUCC_MD double __dsqrt_rn(double a) { return __builtin_sqrt(a); }

/* 1/sqrt(x) correctly rounded: the double result decides unless it lies
 * within its own error of a float midpoint, which an exact test settles. */
__CUCC_MD float __frsqrt_rn(float x) {
  double y = 1.0 / __builtin_sqrt((double)x);
  float f = (float)y;
  if (!(x > 0) || __builtin_isinf(x))
    return f;
  double fd = f;
  if (y == fd)
    return f;
  /* the midpoint between f and its neighbour on y's side */
  float nb = y > fd ? __cucc_nextupf(f) : __cucc_nextdownf(f);
  double mid = 0.5 * (fd + (double)nb); /* exact, 25 bits */
  double m2 = mid * mid;                /* exact, 50 bits */
  __cucc_dd p = __cucc_two_prod((double)x, m2);
  /* sign of x mid^2 - 1: > 0 means 1/sqrt(x) < mid */
  int s = __cucc_sgn((p.hi - 1.0) + p.lo);
  if (y > fd && s < 0)
    return nb;
  if (y < fd && s > 0)
    return nb;
  return f;
}

/* ======================================================================
 * Intrinsics: conversions. Float-to-integer conversions saturate as on the
 * GPU, NaN included (the lowering rewrites every fptosi/fptoui:
 * src/lower/fp_to_int.c).
 * ====================================================================== */

#define __CUCC_F2I(T, name, from, sfx)                                         \
  __CUCC_MD T name##_rn(from x) { return (T)__builtin_rint##sfx(x); }         \
  __CUCC_MD T name##_rz(from x) { return (T)x; }                              \
  __CUCC_MD T name##_ru(from x) { return (T)__builtin_ceil##sfx(x); }         \
  __CUCC_MD T name##_rd(from x) { return (T)__builtin_floor##sfx(x); }
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
__CUCC_MI __cucc_dd __cucc_ll_dd(long long v) {
  return __cucc_two_sum((double)(v >> 32) * 4294967296.0,
                        (double)(v & 0xffffffffll));
}
__CUCC_MI __cucc_dd __cucc_ull_dd(unsigned long long v) {
  return __cucc_two_sum((double)(v >> 32) * 4294967296.0,
                        (double)(v & 0xffffffffull));
}

#define __CUCC_I2F(name, T, expr_hi, expr_lo)                                  \
  __CUCC_MD float name##_rn(T v) { return (float)v; }                         \
  __CUCC_MD float name##_rz(T v) { return __cucc_fround(expr_hi, expr_lo, __CUCC_RZ); } \
  __CUCC_MD float name##_ru(T v) { return __cucc_fround(expr_hi, expr_lo, __CUCC_RU); } \
  __CUCC_MD float name##_rd(T v) { return __cucc_fround(expr_hi, expr_lo, __CUCC_RD); }
__CUCC_I2F(__int2float, int, (double)v, 0.0)
__CUCC_I2F(__uint2float, unsigned int, (double)v, 0.0)
__CUCC_I2F(__ll2float, long long, __cucc_ll_dd(v).hi, __cucc_ll_dd(v).lo)
__CUCC_I2F(__ull2float, unsigned long long, __cucc_ull_dd(v).hi,
           __cucc_ull_dd(v).lo)
__CUCC_I2F(__double2float, double, v, 0.0)
#undef __CUCC_I2F

__CUCC_MD double __int2double_rn(int v) { return (double)v; }
__CUCC_MD double __uint2double_rn(unsigned int v) { return (double)v; }
#define __CUCC_L2D(name, T, conv)                                              \
  __CUCC_MD double name##_rn(T v) { return (double)v; }                       \
  __CUCC_MD double name##_rz(T v) {                                           \
    __cucc_dd d = conv(v);                                                     \
    return __cucc_dround(d.hi, __cucc_sgn(d.lo), __CUCC_RZ);                   \
  }                                                                            \
  __CUCC_MD double name##_ru(T v) {                                           \
    __cucc_dd d = conv(v);                                                     \
    return __cucc_dround(d.hi, __cucc_sgn(d.lo), __CUCC_RU);                   \
  }                                                                            \
  __CUCC_MD double name##_rd(T v) {                                           \
    __cucc_dd d = conv(v);                                                     \
    return __cucc_dround(d.hi, __cucc_sgn(d.lo), __CUCC_RD);                   \
  }
__CUCC_L2D(__ll2double, long long, __cucc_ll_dd)
__CUCC_L2D(__ull2double, unsigned long long, __cucc_ull_dd)
#undef __CUCC_L2D

/* ======================================================================
 * Intrinsics: fast approximations (the GPU's MUFU-based functions)
 * ====================================================================== */

__CUCC_MD float __saturatef(float x) {
  return x >= 1.0f ? 1.0f : x > 0.0f ? x : 0.0f; /* NaN -> 0 */
}

/* |y| > 2^126 gives 0 (NaN for an infinite x), as the GPU's reciprocal
 * flushes; otherwise the division (the GPU's is within 2 ulp of it). */
__CUCC_MD float __fdividef(float x, float y) {
  if (__builtin_fabsf(y) > 0x1p126f)
    return x * __builtin_copysignf(0.0f, y);
  return x / y;
}

/* results in the subnormal range are flushed to zero, as the GPU does */
__CUCC_MI float __cucc_flush(float r) {
  return __builtin_fabsf(r) < 0x1p-126f ? __builtin_copysignf(0.0f, r) : r;
}

/* 2^(t + tl): t = n + f, |f| <= 1/2, Taylor polynomial of degree 7 for 2^f;
 * tl is a small correction (the rounding error of t) */
__CUCC_MI float __cucc_exp2_approx(float t, float tl) {
  if (t != t)
    return t;
  if (t >= 128.0f)
    return __builtin_inff();
  if (t < -150.0f)
    return 0.0f;
  float n = __builtin_rintf(t), f = (t - n) + tl;
  float p = 1.52527338e-5f;      /* ln2^7 / 7! */
  p = __builtin_fmaf(p, f, 1.54035304e-4f);
  p = __builtin_fmaf(p, f, 1.33335581e-3f);
  p = __builtin_fmaf(p, f, 9.61812911e-3f);
  p = __builtin_fmaf(p, f, 5.55041087e-2f);
  p = __builtin_fmaf(p, f, 2.40226507e-1f);
  p = __builtin_fmaf(p, f, 6.93147181e-1f);
  p = __builtin_fmaf(p, f, 1.0f);
  int k = (int)n, k1 = k / 2, k2 = k - k1; /* k in [-150, 128] */
  float s1 = __cucc_bitsf((unsigned int)(k1 + 127) << 23);
  float s2 = __cucc_bitsf((unsigned int)(k2 + 127) << 23);
  return p * s1 * s2;
}
/* log2(x): x = m 2^e, m in [sqrt(1/2), sqrt(2)), log(m) = 2 atanh(s) */
__CUCC_MI float __cucc_log2_approx(float x) {
  if (!(x > 0.0f))
    return x == 0.0f ? -__builtin_inff() : __builtin_nanf("");
  if (x == __builtin_inff())
    return x;
  float e0 = 0.0f;
  if (x < 0x1p-126f) {
    x *= 0x1p24f;
    e0 = -24.0f;
  }
  unsigned int b = __cucc_fbits(x);
  int e = (int)(b >> 23) - 127;
  float m = __cucc_bitsf((b & 0x7fffffu) | 0x3f800000u);
  if (m > 1.41421356f) {
    m *= 0.5f;
    e++;
  }
  float s = (m - 1.0f) / (m + 1.0f), s2 = s * s;
  float p = 0.111111112f;
  p = __builtin_fmaf(p, s2, 0.142857149f);
  p = __builtin_fmaf(p, s2, 0.2f);
  p = __builtin_fmaf(p, s2, 0.333333343f);
  float lnm = 2.0f * s + 2.0f * s * s2 * p;
  return ((float)e + e0) + lnm * 1.44269502f;
}
/* sin or cos (cosine when q0 = 1) with a three-part pi/2 reduction */
__CUCC_MI float __cucc_sincos_approx(float x, int q0) {
  if (!(__builtin_fabsf(x) <= 65536.0f)) /* also inf, NaN; in double, as
                                           -use_fast_math redirects sinf */
    return __cucc_flush((float)(q0 ? __builtin_cos((double)x)
                                   : __builtin_sin((double)x)));
  float k = __builtin_rintf(x * 0.636619772f);
  float r = __builtin_fmaf(-k, 1.5703125f, x);
  r = __builtin_fmaf(-k, 4.83826792e-4f, r);
  r = __builtin_fmaf(-k, 2.56334407e-12f, r);
  r = k == 0.0f ? x : r; /* keeps -0 */
  int q = ((int)k + q0) & 3;
  float r2 = r * r;
  float s = -2.50521084e-8f;
  s = __builtin_fmaf(s, r2, 2.75573192e-6f);
  s = __builtin_fmaf(s, r2, -1.98412698e-4f);
  s = __builtin_fmaf(s, r2, 8.33333333e-3f);
  s = __builtin_fmaf(s, r2, -1.66666667e-1f);
  s = __builtin_fmaf(s * r2, r, r);
  float c = -2.75573192e-7f;
  c = __builtin_fmaf(c, r2, 2.48015873e-5f);
  c = __builtin_fmaf(c, r2, -1.38888889e-3f);
  c = __builtin_fmaf(c, r2, 4.16666667e-2f);
  c = __builtin_fmaf(c, r2, -0.5f);
  c = __builtin_fmaf(c, r2, 1.0f);
  float v = (q & 1) ? c : s;
  v = (q & 2) ? -v : v;
  return __cucc_flush(x == 0.0f && !q0 ? x : v); /* sin(-0) = -0 */
}

__CUCC_MD float __sinf(float x) { return __cucc_sincos_approx(x, 0); }
__CUCC_MD float __cosf(float x) { return __cucc_sincos_approx(x, 1); }
__CUCC_MD void __sincosf(float x, float *s, float *c) {
  *s = __cucc_sincos_approx(x, 0);
  *c = __cucc_sincos_approx(x, 1);
}
__CUCC_MD float __tanf(float x) {
  return __cucc_flush(__fdividef(__sinf(x), __cosf(x)));
}
__CUCC_MD float __tanhf(float x) { return __builtin_tanhf(x); }
/* 2^(x log2(b)), with x log2(b) = t + tl almost exactly */
__CUCC_MI float __cucc_exp_base(float x, float hi, float lo) {
  float t = x * hi;
  float tl = __builtin_fmaf(x, hi, -t) + x * lo;
  return __cucc_exp2_approx(t, __builtin_isinf(t) ? 0.0f : tl);
}
__CUCC_MD float __expf(float x) {
  return __cucc_exp_base(x, 1.44269502f, 1.92596303e-8f);
}
__CUCC_MD float __exp10f(float x) {
  return __cucc_exp_base(x, 3.32192802f, 7.05953696e-8f);
}
__CUCC_MD float __log2f(float x) { return __cucc_log2_approx(x); }
__CUCC_MD float __logf(float x) {
  return __cucc_log2_approx(x) * 0.693147182f;
}
__CUCC_MD float __log10f(float x) {
  return __cucc_log2_approx(x) * 0.30103001f;
}
__CUCC_MD float __powf(float x, float y) {
  return __cucc_exp2_approx(y * __cucc_log2_approx(x), 0.0f);
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
