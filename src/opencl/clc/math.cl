/* OpenCL C math functions (float and double, every vector width): the
 * scalar forms are the C library's (clang's builtins, which become LLVM
 * intrinsics or libm calls within OpenCL's accuracy), half_* and native_*
 * are the full-precision ones. */
#include "clc.h"

#define PI_F 3.14159265358979323846f
#define PI_D 3.14159265358979323846

#define UNARY(NAME, FEXPR, DEXPR)                                             \
  _CLC_DEF float NAME(float x) { return FEXPR; }                              \
  _CLC_DEF double NAME(double x) { return DEXPR; }                            \
  VEC1(NAME, float, float) VEC1(NAME, double, double)
#define LIBM1(NAME) UNARY(NAME, __builtin_##NAME##f(x), __builtin_##NAME(x))

LIBM1(acos) LIBM1(acosh) LIBM1(asin) LIBM1(asinh) LIBM1(atan) LIBM1(atanh)
LIBM1(cbrt) LIBM1(ceil) LIBM1(cos) LIBM1(cosh) LIBM1(erf) LIBM1(erfc)
LIBM1(exp) LIBM1(exp2) LIBM1(expm1) LIBM1(fabs) LIBM1(floor) LIBM1(lgamma)
LIBM1(log) LIBM1(log2) LIBM1(log10) LIBM1(log1p) LIBM1(logb) LIBM1(rint)
LIBM1(round) LIBM1(sin) LIBM1(sinh) LIBM1(sqrt) LIBM1(tan) LIBM1(tanh)
LIBM1(tgamma) LIBM1(trunc)
UNARY(exp10, __builtin_exp10f(x), __builtin_exp10(x))
UNARY(rsqrt, 1.0f / __builtin_sqrtf(x), 1.0 / __builtin_sqrt(x))
UNARY(acospi, __builtin_acosf(x) / PI_F, __builtin_acos(x) / PI_D)
UNARY(asinpi, __builtin_asinf(x) / PI_F, __builtin_asin(x) / PI_D)
UNARY(atanpi, __builtin_atanf(x) / PI_F, __builtin_atan(x) / PI_D)
UNARY(cospi, (float)__builtin_cos(PI_D * x), __builtin_cos(PI_D * x))
UNARY(sinpi, (float)__builtin_sin(PI_D * x), __builtin_sin(PI_D * x))
UNARY(tanpi, (float)__builtin_tan(PI_D * x), __builtin_tan(PI_D * x))

#define BINARY(NAME, FEXPR, DEXPR)                                            \
  _CLC_DEF float NAME(float x, float y) { return FEXPR; }                     \
  _CLC_DEF double NAME(double x, double y) { return DEXPR; }                  \
  VEC2(NAME, float, float, float) VEC2(NAME, double, double, double)
#define LIBM2(NAME)                                                           \
  BINARY(NAME, __builtin_##NAME##f(x, y), __builtin_##NAME(x, y))
LIBM2(atan2) LIBM2(copysign) LIBM2(fdim) LIBM2(fmod) LIBM2(hypot)
LIBM2(nextafter) LIBM2(pow) LIBM2(remainder)
BINARY(fmax, __builtin_fmaxf(x, y), __builtin_fmax(x, y))
BINARY(fmin, __builtin_fminf(x, y), __builtin_fmin(x, y))
VEC2S(fmax, float, float, float) VEC2S(fmax, double, double, double)
VEC2S(fmin, float, float, float) VEC2S(fmin, double, double, double)
BINARY(atan2pi, __builtin_atan2f(x, y) / PI_F, __builtin_atan2(x, y) / PI_D)
BINARY(powr, __builtin_powf(x, y), __builtin_pow(x, y))
BINARY(maxmag,
       __builtin_fabsf(x) > __builtin_fabsf(y)   ? x
       : __builtin_fabsf(y) > __builtin_fabsf(x) ? y
                                                 : __builtin_fmaxf(x, y),
       __builtin_fabs(x) > __builtin_fabs(y)   ? x
       : __builtin_fabs(y) > __builtin_fabs(x) ? y
                                               : __builtin_fmax(x, y))
BINARY(minmag,
       __builtin_fabsf(x) < __builtin_fabsf(y)   ? x
       : __builtin_fabsf(y) < __builtin_fabsf(x) ? y
                                                 : __builtin_fminf(x, y),
       __builtin_fabs(x) < __builtin_fabs(y)   ? x
       : __builtin_fabs(y) < __builtin_fabs(x) ? y
                                               : __builtin_fmin(x, y))

#define WITH_INT(NAME, FEXPR, DEXPR)                                          \
  _CLC_DEF float NAME(float x, int y) { return FEXPR; }                       \
  _CLC_DEF double NAME(double x, int y) { return DEXPR; }                     \
  VEC2(NAME, float, float, int) VEC2(NAME, double, double, int)
WITH_INT(ldexp, __builtin_ldexpf(x, y), __builtin_ldexp(x, y))
VEC2S(ldexp, float, float, int) VEC2S(ldexp, double, double, int)
WITH_INT(pown, (float)__builtin_pow((double)x, (double)y),
         __builtin_pow(x, (double)y))
WITH_INT(rootn, (float)__builtin_pow((double)x, 1.0 / y),
         y == 0 ? __builtin_nan("")
                : x < 0 && (y & 1) ? -__builtin_pow(-x, 1.0 / y)
                                   : __builtin_pow(x, 1.0 / y))

#define TERNARY(NAME, FEXPR, DEXPR)                                           \
  _CLC_DEF float NAME(float x, float y, float z) { return FEXPR; }            \
  _CLC_DEF double NAME(double x, double y, double z) { return DEXPR; }        \
  VEC3(NAME, float) VEC3(NAME, double)
TERNARY(fma, __builtin_fmaf(x, y, z), __builtin_fma(x, y, z))
TERNARY(mad, x * y + z, x * y + z)

_CLC_DEF int ilogb(float x) { return __builtin_ilogbf(x); }
_CLC_DEF int ilogb(double x) { return __builtin_ilogb(x); }
VEC1(ilogb, int, float) VEC1(ilogb, int, double)

/* half_ and native_: the precise functions (within every bound) */
#define ALIAS1(P, NAME)                                                       \
  _CLC_DEF float P##NAME(float x) { return NAME(x); }                         \
  VEC1(P##NAME, float, float)
#define ALIAS2(P, NAME)                                                       \
  _CLC_DEF float P##NAME(float x, float y) { return NAME(x, y); }             \
  VEC2(P##NAME, float, float, float)
#define ALIASES(P)                                                            \
  ALIAS1(P, cos) ALIAS1(P, exp) ALIAS1(P, exp2) ALIAS1(P, exp10)              \
  ALIAS1(P, log) ALIAS1(P, log2) ALIAS1(P, log10) ALIAS1(P, rsqrt)            \
  ALIAS1(P, sin) ALIAS1(P, sqrt) ALIAS1(P, tan) ALIAS2(P, powr)
ALIASES(half_) ALIASES(native_)
_CLC_DEF float half_divide(float x, float y) { return x / y; }
_CLC_DEF float native_divide(float x, float y) { return x / y; }
_CLC_DEF float half_recip(float x) { return 1.0f / x; }
_CLC_DEF float native_recip(float x) { return 1.0f / x; }
VEC2(half_divide, float, float, float) VEC2(native_divide, float, float, float)
VEC1(half_recip, float, float) VEC1(native_recip, float, float)
