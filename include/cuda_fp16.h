/* cucc: half precision (IEEE 754 binary16) as CUDA 12's cuda_fp16.h has it:
 * the types __half, __half2 and their raw forms, conversions in every
 * rounding mode, arithmetic, comparisons, operators, math functions and
 * atomicAdd. Usable from host and device code, and from plain C++ (g++,
 * clang++) on the host. Everything is bit-exact: values are stored as bit
 * patterns, operations compute in float (exact for +, - and *; / and sqrt
 * round twice, harmlessly: 24 >= 2*11+2 bits) and round to nearest even
 * with integer code (crt/cucc_fp16_core.h); __hfma rounds once.
 * Honours __CUDA_NO_HALF_CONVERSIONS__, __CUDA_NO_HALF_OPERATORS__,
 * __CUDA_NO_HALF2_OPERATORS__ and CUDA_NO_HALF (no half/half2 typedefs).
 * Warp shuffles of __half/__half2 move the bit pattern. */
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__
#define __CUDA_FP16_TYPES_EXIST__

#include "crt/host_defines.h"
#include "vector_functions.h"
#include "vector_types.h"

/* The raw types (also visible from C). */
/* clang-format off */
typedef struct __align__(2) {
  unsigned short x;
} __half_raw;
typedef struct __align__(4) {
  unsigned short x;
  unsigned short y;
} __half2_raw;
/* clang-format on */

#if defined(__cplusplus)

#include <math.h>

#include "crt/cucc_fp16_core.h"

#if __cplusplus >= 201103L
#define __CPP_VERSION_AT_LEAST_11_FP16
#define __CUCC_FP16_CONSTEXPR constexpr
#else
#define __CUCC_FP16_CONSTEXPR
#endif

/* free functions / members and operators */
#define __CUCC_FP16_DECL static __host__ __device__ __forceinline__
#define __CUCC_FP16_HD __host__ __device__ __forceinline__

struct __nv_bfloat16;

struct __align__(2) __half {
protected:
  unsigned short __x;

public:
#if defined(__CPP_VERSION_AT_LEAST_11_FP16)
  __half() = default;
#else
  __CUCC_FP16_HD __half() {}
#endif
  __CUCC_FP16_HD __CUCC_FP16_CONSTEXPR __half(const __half_raw &hr)
      : __x(hr.x) {}
  __CUCC_FP16_HD __half &operator=(const __half_raw &hr) {
    __x = hr.x;
    return *this;
  }
  __CUCC_FP16_HD volatile __half &operator=(const __half_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __CUCC_FP16_HD volatile __half &operator=(
      const volatile __half_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __CUCC_FP16_HD operator __half_raw() const {
    __half_raw r;
    r.x = __x;
    return r;
  }
  __CUCC_FP16_HD operator __half_raw() const volatile {
    __half_raw r;
    r.x = __x;
    return r;
  }

#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
#if defined(__CPP_VERSION_AT_LEAST_11_FP16)
  /* defined in cuda_bf16.h */
  explicit __CUCC_FP16_HD __half(const __nv_bfloat16 f);
#endif
  __CUCC_FP16_HD __half(const float f) { __x = __cucc_fp_f2h_rn(f); }
  __CUCC_FP16_HD __half(const double f) {
    __x = __cucc_fp_from_double(f, __CUCC_FP_RN, __CUCC_FP_F16);
  }
  __CUCC_FP16_HD operator float() const { return __cucc_fp_h2f(__x); }
  __CUCC_FP16_HD __half &operator=(const float f) {
    __x = __cucc_fp_f2h_rn(f);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const double f) {
    __x = __cucc_fp_from_double(f, __CUCC_FP_RN, __CUCC_FP_F16);
    return *this;
  }

#if !defined(                                                                  \
    __CUDA_FP16_DISABLE_IMPLICIT_INTEGER_CONVERTS_FOR_HOST_COMPILERS__) ||     \
    defined(__CUDACC__)
  __CUCC_FP16_HD __half(const short v) { __x = __cucc_fp_ll(v); }
  __CUCC_FP16_HD __half(const unsigned short v) { __x = __cucc_fp_ull(v); }
  __CUCC_FP16_HD __half(const int v) { __x = __cucc_fp_ll(v); }
  __CUCC_FP16_HD __half(const unsigned int v) { __x = __cucc_fp_ull(v); }
  __CUCC_FP16_HD __half(const long v) { __x = __cucc_fp_ll(v); }
  __CUCC_FP16_HD __half(const unsigned long v) { __x = __cucc_fp_ull(v); }
  __CUCC_FP16_HD __half(const long long v) { __x = __cucc_fp_ll(v); }
  __CUCC_FP16_HD __half(const unsigned long long v) { __x = __cucc_fp_ull(v); }

  /* to integers: round toward zero, saturating, NaN -> 0 */
  __CUCC_FP16_HD operator signed char() const {
    return (signed char)__cucc_fp_to_s(__cucc_fp_h2f(__x), __CUCC_FP_RZ, -128,
                                       127, 0);
  }
  __CUCC_FP16_HD operator unsigned char() const {
    return (unsigned char)__cucc_fp_to_u(__cucc_fp_h2f(__x), __CUCC_FP_RZ,
                                         0xffu, 0);
  }
  __CUCC_FP16_HD operator char() const {
    return ((char)-1) < (char)0 ? (char)(signed char)*this
                                : (char)(unsigned char)*this;
  }
  __CUCC_FP16_HD operator short() const {
    return (short)__cucc_fp_to_s(__cucc_fp_h2f(__x), __CUCC_FP_RZ, -32768,
                                 32767, 0);
  }
  __CUCC_FP16_HD operator unsigned short() const {
    return (unsigned short)__cucc_fp_to_u(__cucc_fp_h2f(__x), __CUCC_FP_RZ,
                                          0xffffu, 0);
  }
  __CUCC_FP16_HD operator int() const {
    return (int)__cucc_fp_to_s(__cucc_fp_h2f(__x), __CUCC_FP_RZ,
                               -2147483647 - 1, 2147483647, 0);
  }
  __CUCC_FP16_HD operator unsigned int() const {
    return (unsigned int)__cucc_fp_to_u(__cucc_fp_h2f(__x), __CUCC_FP_RZ,
                                        0xffffffffu, 0);
  }
  __CUCC_FP16_HD operator long() const {
    return sizeof(long) == sizeof(long long) ? (long)(long long)*this
                                             : (long)(int)*this;
  }
  __CUCC_FP16_HD operator unsigned long() const {
    return sizeof(long) == sizeof(long long)
               ? (unsigned long)(unsigned long long)*this
               : (unsigned long)(unsigned int)*this;
  }
  __CUCC_FP16_HD operator long long() const {
    return __cucc_fp_to_s(__cucc_fp_h2f(__x), __CUCC_FP_RZ, __CUCC_FP_LLMIN,
                          __CUCC_FP_LLMAX, __CUCC_FP_LLMIN);
  }
  __CUCC_FP16_HD operator unsigned long long() const {
    return __cucc_fp_to_u(__cucc_fp_h2f(__x), __CUCC_FP_RZ, ~0ull,
                          0x8000000000000000ull);
  }
  __CUCC_FP16_HD __half &operator=(const short v) {
    __x = __cucc_fp_ll(v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const unsigned short v) {
    __x = __cucc_fp_ull(v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const int v) {
    __x = __cucc_fp_ll(v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const unsigned int v) {
    __x = __cucc_fp_ull(v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const long long v) {
    __x = __cucc_fp_ll(v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const unsigned long long v) {
    __x = __cucc_fp_ull(v);
    return *this;
  }
  __CUCC_FP16_HD __CUCC_FP16_CONSTEXPR operator bool() const {
    return (__x & 0x7fffu) != 0u;
  }
#endif /* integer conversions */
#endif /* !__CUDA_NO_HALF_CONVERSIONS__ */

private:
  __CUCC_FP16_HD static unsigned short __cucc_fp_ll(long long v) {
    return __cucc_fp_from_ll(v, __CUCC_FP_RN, __CUCC_FP_F16);
  }
  __CUCC_FP16_HD static unsigned short __cucc_fp_ull(unsigned long long v) {
    return __cucc_fp_from_ull(v, 0, __CUCC_FP_RN, __CUCC_FP_F16);
  }
};

struct __align__(4) __half2 {
  __half x;
  __half y;

#if defined(__CPP_VERSION_AT_LEAST_11_FP16)
  __half2() = default;
#else
  __CUCC_FP16_HD __half2() {}
#endif
  __CUCC_FP16_HD __CUCC_FP16_CONSTEXPR __half2(const __half &a, const __half &b)
      : x(a), y(b) {}
  __CUCC_FP16_HD __half2(const __half2_raw &h2r) { *this = h2r; }
  __CUCC_FP16_HD __half2 &operator=(const __half2_raw &h2r) {
    __half_raw t;
    t.x = h2r.x;
    x = __half(t);
    t.x = h2r.y;
    y = __half(t);
    return *this;
  }
  __CUCC_FP16_HD operator __half2_raw() const {
    __half2_raw r;
    r.x = static_cast<__half_raw>(x).x;
    r.y = static_cast<__half_raw>(y).x;
    return r;
  }
};

/* ---- bits ------------------------------------------------------------- */

__CUCC_FP16_DECL unsigned short __cucc_hbits(const __half h) {
  return static_cast<__half_raw>(h).x;
}
__CUCC_FP16_DECL __half __cucc_hmake(unsigned short b) {
  __half_raw r;
  r.x = b;
  return __half(r);
}

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)

__CUCC_FP16_DECL short int __half_as_short(const __half h) {
  return (short int)__cucc_hbits(h);
}
__CUCC_FP16_DECL unsigned short int __half_as_ushort(const __half h) {
  return __cucc_hbits(h);
}
__CUCC_FP16_DECL __half __short_as_half(const short int i) {
  return __cucc_hmake((unsigned short)i);
}
__CUCC_FP16_DECL __half __ushort_as_half(const unsigned short int i) {
  return __cucc_hmake(i);
}

/* ---- float / double conversions -------------------------------------- */

__CUCC_FP16_DECL float __half2float(const __half a) {
  return __cucc_fp_h2f(__cucc_hbits(a));
}
__CUCC_FP16_DECL __half __float2half(const float a) {
  return __cucc_hmake(__cucc_fp_f2h_rn(a));
}
__CUCC_FP16_DECL __half __float2half_rn(const float a) {
  return __cucc_hmake(__cucc_fp_f2h_rn(a));
}
__CUCC_FP16_DECL __half __float2half_rz(const float a) {
  return __cucc_hmake(__cucc_fp_from_float(a, __CUCC_FP_RZ, __CUCC_FP_F16));
}
__CUCC_FP16_DECL __half __float2half_rd(const float a) {
  return __cucc_hmake(__cucc_fp_from_float(a, __CUCC_FP_RD, __CUCC_FP_F16));
}
__CUCC_FP16_DECL __half __float2half_ru(const float a) {
  return __cucc_hmake(__cucc_fp_from_float(a, __CUCC_FP_RU, __CUCC_FP_F16));
}
__CUCC_FP16_DECL __half __double2half(const double a) {
  return __cucc_hmake(__cucc_fp_from_double(a, __CUCC_FP_RN, __CUCC_FP_F16));
}

/* ---- __half2 construction and lanes ----------------------------------- */

__CUCC_FP16_DECL __half2 make_half2(const __half x, const __half y) {
  return __half2(x, y);
}
__CUCC_FP16_DECL __half2 __halves2half2(const __half a, const __half b) {
  return __half2(a, b);
}
__CUCC_FP16_DECL __half2 __half2half2(const __half a) { return __half2(a, a); }
__CUCC_FP16_DECL __half __low2half(const __half2 a) { return a.x; }
__CUCC_FP16_DECL __half __high2half(const __half2 a) { return a.y; }
__CUCC_FP16_DECL __half2 __low2half2(const __half2 a) {
  return __half2(a.x, a.x);
}
__CUCC_FP16_DECL __half2 __high2half2(const __half2 a) {
  return __half2(a.y, a.y);
}
__CUCC_FP16_DECL __half2 __lows2half2(const __half2 a, const __half2 b) {
  return __half2(a.x, b.x);
}
__CUCC_FP16_DECL __half2 __highs2half2(const __half2 a, const __half2 b) {
  return __half2(a.y, b.y);
}
__CUCC_FP16_DECL __half2 __lowhigh2highlow(const __half2 a) {
  return __half2(a.y, a.x);
}
__CUCC_FP16_DECL float __low2float(const __half2 a) {
  return __half2float(a.x);
}
__CUCC_FP16_DECL float __high2float(const __half2 a) {
  return __half2float(a.y);
}
__CUCC_FP16_DECL __half2 __float2half2_rn(const float a) {
  const __half h = __float2half_rn(a);
  return __half2(h, h);
}
__CUCC_FP16_DECL __half2 __floats2half2_rn(const float a, const float b) {
  return __half2(__float2half_rn(a), __float2half_rn(b));
}
__CUCC_FP16_DECL __half2 __float22half2_rn(const float2 a) {
  return __half2(__float2half_rn(a.x), __float2half_rn(a.y));
}
__CUCC_FP16_DECL float2 __half22float2(const __half2 a) {
  return make_float2(__half2float(a.x), __half2float(a.y));
}

/* ---- integer conversions ---------------------------------------------- */

/* integer -> half in the four modes */
#define __CUCC_FP16_FROM_INT(NAME, T, CONV)                                    \
  __CUCC_FP16_DECL __half __##NAME##2half_rn(const T i) {                      \
    return __cucc_hmake(CONV(i, __CUCC_FP_RN, __CUCC_FP_F16));                 \
  }                                                                            \
  __CUCC_FP16_DECL __half __##NAME##2half_rz(const T i) {                      \
    return __cucc_hmake(CONV(i, __CUCC_FP_RZ, __CUCC_FP_F16));                 \
  }                                                                            \
  __CUCC_FP16_DECL __half __##NAME##2half_rd(const T i) {                      \
    return __cucc_hmake(CONV(i, __CUCC_FP_RD, __CUCC_FP_F16));                 \
  }                                                                            \
  __CUCC_FP16_DECL __half __##NAME##2half_ru(const T i) {                      \
    return __cucc_hmake(CONV(i, __CUCC_FP_RU, __CUCC_FP_F16));                 \
  }
#define __CUCC_FP_SIGNED(i, m, f) __cucc_fp_from_ll((long long)(i), m, f)
#define __CUCC_FP_UNSIGNED(i, m, f)                                            \
  __cucc_fp_from_ull((unsigned long long)(i), 0, m, f)
__CUCC_FP16_FROM_INT(short, short int, __CUCC_FP_SIGNED)
__CUCC_FP16_FROM_INT(ushort, unsigned short int, __CUCC_FP_UNSIGNED)
__CUCC_FP16_FROM_INT(int, int, __CUCC_FP_SIGNED)
__CUCC_FP16_FROM_INT(uint, unsigned int, __CUCC_FP_UNSIGNED)
__CUCC_FP16_FROM_INT(ll, long long int, __CUCC_FP_SIGNED)
__CUCC_FP16_FROM_INT(ull, unsigned long long int, __CUCC_FP_UNSIGNED)
#undef __CUCC_FP16_FROM_INT

/* half -> integer in the four modes, saturating; NaN gives NANV */
#define __CUCC_FP16_TO_INT_MODE(NAME, T, MODE, M, TO)                          \
  __CUCC_FP16_DECL T __half2##NAME##_##MODE(const __half h) {                  \
    return (T)TO(__half2float(h), M);                                          \
  }
#define __CUCC_FP16_TO_INT(NAME, T, TO)                                        \
  __CUCC_FP16_TO_INT_MODE(NAME, T, rn, __CUCC_FP_RN, TO)                       \
  __CUCC_FP16_TO_INT_MODE(NAME, T, rz, __CUCC_FP_RZ, TO)                       \
  __CUCC_FP16_TO_INT_MODE(NAME, T, rd, __CUCC_FP_RD, TO)                       \
  __CUCC_FP16_TO_INT_MODE(NAME, T, ru, __CUCC_FP_RU, TO)
__CUCC_FP16_TO_INT(short, short int, __CUCC_FP_TO_SHORT)
__CUCC_FP16_TO_INT(ushort, unsigned short int, __CUCC_FP_TO_USHORT)
__CUCC_FP16_TO_INT(int, int, __CUCC_FP_TO_INT)
__CUCC_FP16_TO_INT(uint, unsigned int, __CUCC_FP_TO_UINT)
__CUCC_FP16_TO_INT(ll, long long int, __CUCC_FP_TO_LL)
__CUCC_FP16_TO_INT(ull, unsigned long long int, __CUCC_FP_TO_ULL)
__CUCC_FP16_TO_INT_MODE(char, signed char, rz, __CUCC_FP_RZ, __CUCC_FP_TO_CHAR)
__CUCC_FP16_TO_INT_MODE(uchar, unsigned char, rz, __CUCC_FP_RZ,
                        __CUCC_FP_TO_UCHAR)
#undef __CUCC_FP16_TO_INT
#undef __CUCC_FP16_TO_INT_MODE

/* ---- classification and comparisons ------------------------------------ */

__CUCC_FP16_DECL bool __hisnan(const __half a) {
  return (__cucc_hbits(a) & 0x7fffu) > 0x7c00u;
}
__CUCC_FP16_DECL int __hisinf(const __half a) {
  const unsigned short b = __cucc_hbits(a);
  return b == 0x7c00u ? 1 : b == 0xfc00u ? -1 : 0;
}

#define __CUCC_FP16_CMP(NAME, EXPR)                                            \
  __CUCC_FP16_DECL bool NAME(const __half a, const __half b) {                 \
    const float x = __half2float(a), y = __half2float(b);                      \
    return EXPR;                                                               \
  }
__CUCC_FP16_CMP(__heq, x == y)
__CUCC_FP16_CMP(__hne, x<y || x> y)
__CUCC_FP16_CMP(__hlt, x < y)
__CUCC_FP16_CMP(__hle, x <= y)
__CUCC_FP16_CMP(__hgt, x > y)
__CUCC_FP16_CMP(__hge, x >= y)
__CUCC_FP16_CMP(__hequ, !(x < y || x > y))
__CUCC_FP16_CMP(__hneu, !(x == y))
__CUCC_FP16_CMP(__hltu, !(x >= y))
__CUCC_FP16_CMP(__hleu, !(x > y))
__CUCC_FP16_CMP(__hgtu, !(x <= y))
__CUCC_FP16_CMP(__hgeu, !(x < y))
#undef __CUCC_FP16_CMP

/* half2 comparisons: 1.0/0.0 per lane, 0xffff/0 per lane (_mask), or true
 * when both lanes compare true (__hb*2). */
#define __CUCC_FP16_CMP2(OP)                                                   \
  __CUCC_FP16_DECL __half2 OP##2(const __half2 a, const __half2 b) {           \
    return __half2(__cucc_hmake(OP(a.x, b.x) ? 0x3c00u : 0u),                  \
                   __cucc_hmake(OP(a.y, b.y) ? 0x3c00u : 0u));                 \
  }                                                                            \
  __CUCC_FP16_DECL unsigned int OP##2_mask(const __half2 a, const __half2 b) { \
    return (OP(a.x, b.x) ? 0xffffu : 0u) | (OP(a.y, b.y) ? 0xffff0000u : 0u);  \
  }
__CUCC_FP16_CMP2(__heq)
__CUCC_FP16_CMP2(__hne)
__CUCC_FP16_CMP2(__hlt)
__CUCC_FP16_CMP2(__hle)
__CUCC_FP16_CMP2(__hgt)
__CUCC_FP16_CMP2(__hge)
__CUCC_FP16_CMP2(__hequ)
__CUCC_FP16_CMP2(__hneu)
__CUCC_FP16_CMP2(__hltu)
__CUCC_FP16_CMP2(__hleu)
__CUCC_FP16_CMP2(__hgtu)
__CUCC_FP16_CMP2(__hgeu)
#undef __CUCC_FP16_CMP2
#define __CUCC_FP16_CMPB2(NAME, OP)                                            \
  __CUCC_FP16_DECL bool NAME(const __half2 a, const __half2 b) {               \
    return OP(a.x, b.x) && OP(a.y, b.y);                                       \
  }
__CUCC_FP16_CMPB2(__hbeq2, __heq)
__CUCC_FP16_CMPB2(__hbne2, __hne)
__CUCC_FP16_CMPB2(__hblt2, __hlt)
__CUCC_FP16_CMPB2(__hble2, __hle)
__CUCC_FP16_CMPB2(__hbgt2, __hgt)
__CUCC_FP16_CMPB2(__hbge2, __hge)
__CUCC_FP16_CMPB2(__hbequ2, __hequ)
__CUCC_FP16_CMPB2(__hbneu2, __hneu)
__CUCC_FP16_CMPB2(__hbltu2, __hltu)
__CUCC_FP16_CMPB2(__hbleu2, __hleu)
__CUCC_FP16_CMPB2(__hbgtu2, __hgtu)
__CUCC_FP16_CMPB2(__hbgeu2, __hgeu)
#undef __CUCC_FP16_CMPB2
__CUCC_FP16_DECL __half2 __hisnan2(const __half2 a) {
  return __half2(__cucc_hmake(__hisnan(a.x) ? 0x3c00u : 0u),
                 __cucc_hmake(__hisnan(a.y) ? 0x3c00u : 0u));
}

/* ---- arithmetic ------------------------------------------------------- */

/* [0, 1] clamp of the _sat forms: NaN and negative results (-0 too) give
 * +0 */
__CUCC_FP16_DECL __half __cucc_hsat(const __half a) {
  const unsigned short b = __cucc_hbits(a);
  return __cucc_hmake(b > 0x7c00u ? 0u : b > 0x3c00u ? 0x3c00u : b);
}

__CUCC_FP16_DECL __half __hadd(const __half a, const __half b) {
  return __float2half_rn(__half2float(a) + __half2float(b));
}
__CUCC_FP16_DECL __half __hsub(const __half a, const __half b) {
  return __float2half_rn(__half2float(a) - __half2float(b));
}
__CUCC_FP16_DECL __half __hmul(const __half a, const __half b) {
  return __float2half_rn(__half2float(a) * __half2float(b));
}
/* float division of halves rounds the quotient twice, harmlessly (24 >=
 * 2*11+2 bits) */
__CUCC_FP16_DECL __half __hdiv(const __half a, const __half b) {
  return __float2half_rn(__half2float(a) / __half2float(b));
}
__CUCC_FP16_DECL __half __hadd_rn(const __half a, const __half b) {
  return __hadd(a, b);
}
__CUCC_FP16_DECL __half __hsub_rn(const __half a, const __half b) {
  return __hsub(a, b);
}
__CUCC_FP16_DECL __half __hmul_rn(const __half a, const __half b) {
  return __hmul(a, b);
}
__CUCC_FP16_DECL __half __hadd_sat(const __half a, const __half b) {
  return __cucc_hsat(__hadd(a, b));
}
__CUCC_FP16_DECL __half __hsub_sat(const __half a, const __half b) {
  return __cucc_hsat(__hsub(a, b));
}
__CUCC_FP16_DECL __half __hmul_sat(const __half a, const __half b) {
  return __cucc_hsat(__hmul(a, b));
}
__CUCC_FP16_DECL __half __hfma(const __half a, const __half b, const __half c) {
  return __cucc_hmake(__cucc_fp_fma(__cucc_hbits(a), __cucc_hbits(b),
                                    __cucc_hbits(c), __CUCC_FP_F16));
}
__CUCC_FP16_DECL __half __hfma_sat(const __half a, const __half b,
                                   const __half c) {
  return __cucc_hsat(__hfma(a, b, c));
}
/* max(fma, 0) with NaN kept (canonical) */
__CUCC_FP16_DECL __half __hfma_relu(const __half a, const __half b,
                                    const __half c) {
  const unsigned short r = __cucc_hbits(__hfma(a, b, c));
  return __cucc_hmake((r & 0x7fffu) > 0x7c00u ? 0x7fffu
                      : (r & 0x8000u)         ? 0u
                                              : r);
}
__CUCC_FP16_DECL __half __hneg(const __half a) {
  const unsigned short b = __cucc_hbits(a);
  return __cucc_hmake((b & 0x7fffu) > 0x7c00u ? 0x7fffu : b ^ 0x8000u);
}
__CUCC_FP16_DECL __half __habs(const __half a) {
  const unsigned short b = __cucc_hbits(a) & 0x7fffu;
  return __cucc_hmake(b > 0x7c00u ? 0x7fffu : b);
}
/* max/min: a NaN operand yields the other one (two NaNs: canonical NaN);
 * max(+0, -0) = +0, min(+0, -0) = -0 */
__CUCC_FP16_DECL __half __hmax(const __half a, const __half b) {
  const bool na = __hisnan(a), nb = __hisnan(b);
  if (na || nb)
    return na && nb ? __cucc_hmake(0x7fffu) : na ? b : a;
  const float x = __half2float(a), y = __half2float(b);
  if (x == y)
    return __cucc_hbits(a) > __cucc_hbits(b) ? b : a;
  return x > y ? a : b;
}
__CUCC_FP16_DECL __half __hmin(const __half a, const __half b) {
  const bool na = __hisnan(a), nb = __hisnan(b);
  if (na || nb)
    return na && nb ? __cucc_hmake(0x7fffu) : na ? b : a;
  const float x = __half2float(a), y = __half2float(b);
  if (x == y)
    return __cucc_hbits(a) > __cucc_hbits(b) ? a : b;
  return x < y ? a : b;
}
/* _nan forms: any NaN operand gives the canonical NaN */
__CUCC_FP16_DECL __half __hmax_nan(const __half a, const __half b) {
  return __hisnan(a) || __hisnan(b) ? __cucc_hmake(0x7fffu) : __hmax(a, b);
}
__CUCC_FP16_DECL __half __hmin_nan(const __half a, const __half b) {
  return __hisnan(a) || __hisnan(b) ? __cucc_hmake(0x7fffu) : __hmin(a, b);
}

/* the __half2 forms: lane by lane */
#define __CUCC_FP16_LIFT1(NAME2, NAME)                                         \
  __CUCC_FP16_DECL __half2 NAME2(const __half2 a) {                            \
    return __half2(NAME(a.x), NAME(a.y));                                      \
  }
#define __CUCC_FP16_LIFT2(NAME2, NAME)                                         \
  __CUCC_FP16_DECL __half2 NAME2(const __half2 a, const __half2 b) {           \
    return __half2(NAME(a.x, b.x), NAME(a.y, b.y));                            \
  }
#define __CUCC_FP16_LIFT3(NAME2, NAME)                                         \
  __CUCC_FP16_DECL __half2 NAME2(const __half2 a, const __half2 b,             \
                                 const __half2 c) {                            \
    return __half2(NAME(a.x, b.x, c.x), NAME(a.y, b.y, c.y));                  \
  }
__CUCC_FP16_LIFT2(__hadd2, __hadd)
__CUCC_FP16_LIFT2(__hsub2, __hsub)
__CUCC_FP16_LIFT2(__hmul2, __hmul)
__CUCC_FP16_LIFT2(__h2div, __hdiv)
__CUCC_FP16_LIFT2(__hadd2_rn, __hadd_rn)
__CUCC_FP16_LIFT2(__hsub2_rn, __hsub_rn)
__CUCC_FP16_LIFT2(__hmul2_rn, __hmul_rn)
__CUCC_FP16_LIFT2(__hadd2_sat, __hadd_sat)
__CUCC_FP16_LIFT2(__hsub2_sat, __hsub_sat)
__CUCC_FP16_LIFT2(__hmul2_sat, __hmul_sat)
__CUCC_FP16_LIFT3(__hfma2, __hfma)
__CUCC_FP16_LIFT3(__hfma2_sat, __hfma_sat)
__CUCC_FP16_LIFT3(__hfma2_relu, __hfma_relu)
__CUCC_FP16_LIFT1(__hneg2, __hneg)
__CUCC_FP16_LIFT1(__habs2, __habs)
__CUCC_FP16_LIFT2(__hmax2, __hmax)
__CUCC_FP16_LIFT2(__hmin2, __hmin)
__CUCC_FP16_LIFT2(__hmax2_nan, __hmax_nan)
__CUCC_FP16_LIFT2(__hmin2_nan, __hmin_nan)

/* complex multiply-accumulate: (a.x + i a.y) * (b.x + i b.y) + c */
__CUCC_FP16_DECL __half2 __hcmadd(const __half2 a, const __half2 b,
                                  const __half2 c) {
  __half re = __hfma(a.x, b.x, c.x), im = __hfma(a.x, b.y, c.y);
  re = __hfma(__hneg(a.y), b.y, re);
  im = __hfma(a.y, b.x, im);
  return __half2(re, im);
}

/* ---- math functions: float function, rounded once --------------------- */

/* integral rounding in a mode; a zero result keeps the operand's sign */
__CUCC_FP16_DECL __half __cucc_hround(const __half a, int mode) {
  const unsigned short b = __cucc_hbits(a);
  if ((b & 0x7fffu) >= 0x6400u) /* |a| >= 1024, inf, NaN: integral already */
    return (b & 0x7fffu) > 0x7c00u ? __cucc_hmake(0x7fffu) : a;
  const unsigned short r =
      __cucc_fp_f2h_rn(__cucc_fp_rint(__half2float(a), mode));
  return __cucc_hmake((r & 0x7fffu) ? r : (unsigned short)(b & 0x8000u));
}
__CUCC_FP16_DECL __half hceil(const __half h) {
  return __cucc_hround(h, __CUCC_FP_RU);
}
__CUCC_FP16_DECL __half hfloor(const __half h) {
  return __cucc_hround(h, __CUCC_FP_RD);
}
__CUCC_FP16_DECL __half htrunc(const __half h) {
  return __cucc_hround(h, __CUCC_FP_RZ);
}
__CUCC_FP16_DECL __half hrint(const __half h) {
  return __cucc_hround(h, __CUCC_FP_RN);
}

#define __CUCC_FP16_MATH(NAME, EXPR)                                           \
  __CUCC_FP16_DECL __half NAME(const __half a) {                               \
    const float x = __half2float(a);                                           \
    return __float2half_rn(EXPR);                                              \
  }
__CUCC_FP16_MATH(hsqrt, sqrtf(x))
__CUCC_FP16_MATH(hrsqrt, 1.0f / sqrtf(x))
__CUCC_FP16_MATH(hrcp, 1.0f / x)
__CUCC_FP16_MATH(hexp, expf(x))
__CUCC_FP16_MATH(hexp2, exp2f(x))
__CUCC_FP16_MATH(hexp10, __CUCC_FP_EXP10F(x))
__CUCC_FP16_MATH(hlog, logf(x))
__CUCC_FP16_MATH(hlog2, log2f(x))
__CUCC_FP16_MATH(hlog10, log10f(x))
__CUCC_FP16_MATH(hsin, sinf(x))
__CUCC_FP16_MATH(hcos, cosf(x))
__CUCC_FP16_MATH(htanh, tanhf(x))
__CUCC_FP16_MATH(htanh_approx, tanhf(x))
#undef __CUCC_FP16_MATH

__CUCC_FP16_LIFT1(h2ceil, hceil)
__CUCC_FP16_LIFT1(h2floor, hfloor)
__CUCC_FP16_LIFT1(h2trunc, htrunc)
__CUCC_FP16_LIFT1(h2rint, hrint)
__CUCC_FP16_LIFT1(h2sqrt, hsqrt)
__CUCC_FP16_LIFT1(h2rsqrt, hrsqrt)
__CUCC_FP16_LIFT1(h2rcp, hrcp)
__CUCC_FP16_LIFT1(h2exp, hexp)
__CUCC_FP16_LIFT1(h2exp2, hexp2)
__CUCC_FP16_LIFT1(h2exp10, hexp10)
__CUCC_FP16_LIFT1(h2log, hlog)
__CUCC_FP16_LIFT1(h2log2, hlog2)
__CUCC_FP16_LIFT1(h2log10, hlog10)
__CUCC_FP16_LIFT1(h2sin, hsin)
__CUCC_FP16_LIFT1(h2cos, hcos)
__CUCC_FP16_LIFT1(h2tanh, htanh)
__CUCC_FP16_LIFT1(h2tanh_approx, htanh_approx)
#undef __CUCC_FP16_LIFT1
#undef __CUCC_FP16_LIFT2
#undef __CUCC_FP16_LIFT3

/* ---- operators -------------------------------------------------------- */

#if !defined(__CUDA_NO_HALF_OPERATORS__)
__CUCC_FP16_HD __half operator+(const __half &lh, const __half &rh) {
  return __hadd(lh, rh);
}
__CUCC_FP16_HD __half operator-(const __half &lh, const __half &rh) {
  return __hsub(lh, rh);
}
__CUCC_FP16_HD __half operator*(const __half &lh, const __half &rh) {
  return __hmul(lh, rh);
}
__CUCC_FP16_HD __half operator/(const __half &lh, const __half &rh) {
  return __hdiv(lh, rh);
}
__CUCC_FP16_HD __half &operator+=(__half &lh, const __half &rh) {
  lh = __hadd(lh, rh);
  return lh;
}
__CUCC_FP16_HD __half &operator-=(__half &lh, const __half &rh) {
  lh = __hsub(lh, rh);
  return lh;
}
__CUCC_FP16_HD __half &operator*=(__half &lh, const __half &rh) {
  lh = __hmul(lh, rh);
  return lh;
}
__CUCC_FP16_HD __half &operator/=(__half &lh, const __half &rh) {
  lh = __hdiv(lh, rh);
  return lh;
}
__CUCC_FP16_HD __half &operator++(__half &h) {
  h = __hadd(h, __cucc_hmake(0x3c00u));
  return h;
}
__CUCC_FP16_HD __half &operator--(__half &h) {
  h = __hsub(h, __cucc_hmake(0x3c00u));
  return h;
}
__CUCC_FP16_HD __half operator++(__half &h, const int) {
  const __half r = h;
  h = __hadd(h, __cucc_hmake(0x3c00u));
  return r;
}
__CUCC_FP16_HD __half operator--(__half &h, const int) {
  const __half r = h;
  h = __hsub(h, __cucc_hmake(0x3c00u));
  return r;
}
__CUCC_FP16_HD __half operator+(const __half &h) { return h; }
__CUCC_FP16_HD __half operator-(const __half &h) { return __hneg(h); }
__CUCC_FP16_HD bool operator==(const __half &lh, const __half &rh) {
  return __heq(lh, rh);
}
__CUCC_FP16_HD bool operator!=(const __half &lh, const __half &rh) {
  return __hneu(lh, rh);
}
__CUCC_FP16_HD bool operator>(const __half &lh, const __half &rh) {
  return __hgt(lh, rh);
}
__CUCC_FP16_HD bool operator<(const __half &lh, const __half &rh) {
  return __hlt(lh, rh);
}
__CUCC_FP16_HD bool operator>=(const __half &lh, const __half &rh) {
  return __hge(lh, rh);
}
__CUCC_FP16_HD bool operator<=(const __half &lh, const __half &rh) {
  return __hle(lh, rh);
}
#endif /* !__CUDA_NO_HALF_OPERATORS__ */

#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__CUCC_FP16_HD __half2 operator+(const __half2 &lh, const __half2 &rh) {
  return __hadd2(lh, rh);
}
__CUCC_FP16_HD __half2 operator-(const __half2 &lh, const __half2 &rh) {
  return __hsub2(lh, rh);
}
__CUCC_FP16_HD __half2 operator*(const __half2 &lh, const __half2 &rh) {
  return __hmul2(lh, rh);
}
__CUCC_FP16_HD __half2 operator/(const __half2 &lh, const __half2 &rh) {
  return __h2div(lh, rh);
}
__CUCC_FP16_HD __half2 &operator+=(__half2 &lh, const __half2 &rh) {
  lh = __hadd2(lh, rh);
  return lh;
}
__CUCC_FP16_HD __half2 &operator-=(__half2 &lh, const __half2 &rh) {
  lh = __hsub2(lh, rh);
  return lh;
}
__CUCC_FP16_HD __half2 &operator*=(__half2 &lh, const __half2 &rh) {
  lh = __hmul2(lh, rh);
  return lh;
}
__CUCC_FP16_HD __half2 &operator/=(__half2 &lh, const __half2 &rh) {
  lh = __h2div(lh, rh);
  return lh;
}
__CUCC_FP16_HD __half2 &operator++(__half2 &h) {
  h = __hadd2(h, __half2half2(__cucc_hmake(0x3c00u)));
  return h;
}
__CUCC_FP16_HD __half2 &operator--(__half2 &h) {
  h = __hsub2(h, __half2half2(__cucc_hmake(0x3c00u)));
  return h;
}
__CUCC_FP16_HD __half2 operator++(__half2 &h, const int) {
  const __half2 r = h;
  h = __hadd2(h, __half2half2(__cucc_hmake(0x3c00u)));
  return r;
}
__CUCC_FP16_HD __half2 operator--(__half2 &h, const int) {
  const __half2 r = h;
  h = __hsub2(h, __half2half2(__cucc_hmake(0x3c00u)));
  return r;
}
__CUCC_FP16_HD __half2 operator+(const __half2 &h) { return h; }
__CUCC_FP16_HD __half2 operator-(const __half2 &h) { return __hneg2(h); }
__CUCC_FP16_HD bool operator==(const __half2 &lh, const __half2 &rh) {
  return __hbeq2(lh, rh);
}
__CUCC_FP16_HD bool operator!=(const __half2 &lh, const __half2 &rh) {
  return __hbneu2(lh, rh);
}
__CUCC_FP16_HD bool operator>(const __half2 &lh, const __half2 &rh) {
  return __hbgt2(lh, rh);
}
__CUCC_FP16_HD bool operator<(const __half2 &lh, const __half2 &rh) {
  return __hblt2(lh, rh);
}
__CUCC_FP16_HD bool operator>=(const __half2 &lh, const __half2 &rh) {
  return __hbge2(lh, rh);
}
__CUCC_FP16_HD bool operator<=(const __half2 &lh, const __half2 &rh) {
  return __hble2(lh, rh);
}
#endif /* !__CUDA_NO_HALF2_OPERATORS__ */

/* ---- device only: cache-hinted loads/stores, atomics ------------------- */

#if defined(__CUCC_CUDA_MODE__)
#define __CUCC_FP16_LDST(T)                                                    \
  static __device__ __forceinline__ T __ldg(const T *const p) { return *p; }   \
  static __device__ __forceinline__ T __ldcg(const T *const p) { return *p; }  \
  static __device__ __forceinline__ T __ldca(const T *const p) { return *p; }  \
  static __device__ __forceinline__ T __ldcs(const T *const p) { return *p; }  \
  static __device__ __forceinline__ T __ldlu(const T *const p) { return *p; }  \
  static __device__ __forceinline__ T __ldcv(const T *const p) {               \
    T r; /* fetched again: a relaxed atomic load */                            \
    __atomic_load(p, &r, __ATOMIC_RELAXED);                                    \
    return r;                                                                  \
  }                                                                            \
  static __device__ __forceinline__ void __stwb(T *const p, const T v) {       \
    *p = v;                                                                    \
  }                                                                            \
  static __device__ __forceinline__ void __stcg(T *const p, const T v) {       \
    *p = v;                                                                    \
  }                                                                            \
  static __device__ __forceinline__ void __stcs(T *const p, const T v) {       \
    *p = v;                                                                    \
  }                                                                            \
  static __device__ __forceinline__ void __stwt(T *const p, const T v) {       \
    *p = v;                                                                    \
  }
__CUCC_FP16_LDST(__half)
__CUCC_FP16_LDST(__half2)

/* atomicAdd: a compare-and-swap loop on the value's own word (relaxed, as
 * CUDA atomics are); __half2 updates both lanes in one 32-bit exchange. */
static __device__ __forceinline__ __half2 atomicAdd(__half2 *const address,
                                                    const __half2 val) {
  unsigned int *const p = (unsigned int *)(void *)address;
  unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED), upd;
  __half2 o;
  do {
    __builtin_memcpy(&o, &old, sizeof o);
    const __half2 n = __hadd2(o, val);
    __builtin_memcpy(&upd, &n, sizeof upd);
  } while (!__atomic_compare_exchange_n(p, &old, upd, true, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED));
  return o;
}
static __device__ __forceinline__ __half atomicAdd(__half *const address,
                                                   const __half val) {
  unsigned short *const p = (unsigned short *)(void *)address;
  unsigned short old = __atomic_load_n(p, __ATOMIC_RELAXED), upd;
  do {
    upd = __cucc_hbits(__hadd(__cucc_hmake(old), val));
  } while (!__atomic_compare_exchange_n(p, &old, upd, true, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED));
  return __cucc_hmake(old);
}
#endif /* __CUCC_CUDA_MODE__ */

#if defined(__CUCC_CUDA_MODE__)
#include "crt/cucc_warp_functions.h"
/* Warp shuffles move the bit pattern. */
__CUCC_SHFL_OVERLOADS(__half)
__CUCC_SHFL_OVERLOADS(__half2)
#endif

#if !defined(CUDA_NO_HALF)
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;
#endif

#endif /* __cplusplus */

#endif /* __CUDA_FP16_H__ */
