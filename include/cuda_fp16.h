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
  __CUCC_FP16_HD __CUCC_FP16_CONSTEXPR __half(const __half_raw &__hr)
      : __x(__hr.x) {}
  __CUCC_FP16_HD __half &operator=(const __half_raw &__hr) {
    __x = __hr.x;
    return *this;
  }
  __CUCC_FP16_HD volatile __half &operator=(const __half_raw &__hr) volatile {
    __x = __hr.x;
    return *this;
  }
  __CUCC_FP16_HD volatile __half &operator=(
      const volatile __half_raw &__hr) volatile {
    __x = __hr.x;
    return *this;
  }
  __CUCC_FP16_HD operator __half_raw() const {
    __half_raw __cucc_r;
    __cucc_r.x = __x;
    return __cucc_r;
  }
  __CUCC_FP16_HD operator __half_raw() const volatile {
    __half_raw __cucc_r;
    __cucc_r.x = __x;
    return __cucc_r;
  }

#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
#if defined(__CPP_VERSION_AT_LEAST_11_FP16)
  /* defined in cuda_bf16.h */
  explicit __CUCC_FP16_HD __half(const __nv_bfloat16 __cucc_f);
#endif
  __CUCC_FP16_HD __half(const float __cucc_f) { __x = __cucc_fp_f2h_rn(__cucc_f); }
  __CUCC_FP16_HD __half(const double __cucc_f) {
    __x = __cucc_fp_from_double(__cucc_f, __CUCC_FP_RN, __CUCC_FP_F16);
  }
  __CUCC_FP16_HD operator float() const { return __cucc_fp_h2f(__x); }
  __CUCC_FP16_HD __half &operator=(const float __cucc_f) {
    __x = __cucc_fp_f2h_rn(__cucc_f);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const double __cucc_f) {
    __x = __cucc_fp_from_double(__cucc_f, __CUCC_FP_RN, __CUCC_FP_F16);
    return *this;
  }

#if !defined(                                                                  \
    __CUDA_FP16_DISABLE_IMPLICIT_INTEGER_CONVERTS_FOR_HOST_COMPILERS__) ||     \
    defined(__CUDACC__)
  __CUCC_FP16_HD __half(const short __cucc_v) { __x = __cucc_fp_ll(__cucc_v); }
  __CUCC_FP16_HD __half(const unsigned short __cucc_v) { __x = __cucc_fp_ull(__cucc_v); }
  __CUCC_FP16_HD __half(const int __cucc_v) { __x = __cucc_fp_ll(__cucc_v); }
  __CUCC_FP16_HD __half(const unsigned int __cucc_v) { __x = __cucc_fp_ull(__cucc_v); }
  __CUCC_FP16_HD __half(const long __cucc_v) { __x = __cucc_fp_ll(__cucc_v); }
  __CUCC_FP16_HD __half(const unsigned long __cucc_v) { __x = __cucc_fp_ull(__cucc_v); }
  __CUCC_FP16_HD __half(const long long __cucc_v) { __x = __cucc_fp_ll(__cucc_v); }
  __CUCC_FP16_HD __half(const unsigned long long __cucc_v) { __x = __cucc_fp_ull(__cucc_v); }

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
  __CUCC_FP16_HD __half &operator=(const short __cucc_v) {
    __x = __cucc_fp_ll(__cucc_v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const unsigned short __cucc_v) {
    __x = __cucc_fp_ull(__cucc_v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const int __cucc_v) {
    __x = __cucc_fp_ll(__cucc_v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const unsigned int __cucc_v) {
    __x = __cucc_fp_ull(__cucc_v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const long long __cucc_v) {
    __x = __cucc_fp_ll(__cucc_v);
    return *this;
  }
  __CUCC_FP16_HD __half &operator=(const unsigned long long __cucc_v) {
    __x = __cucc_fp_ull(__cucc_v);
    return *this;
  }
  __CUCC_FP16_HD __CUCC_FP16_CONSTEXPR operator bool() const {
    return (__x & 0x7fffu) != 0u;
  }
#endif /* integer conversions */
#endif /* !__CUDA_NO_HALF_CONVERSIONS__ */

private:
  __CUCC_FP16_HD static unsigned short __cucc_fp_ll(long long __cucc_v) {
    return __cucc_fp_from_ll(__cucc_v, __CUCC_FP_RN, __CUCC_FP_F16);
  }
  __CUCC_FP16_HD static unsigned short __cucc_fp_ull(unsigned long long __cucc_v) {
    return __cucc_fp_from_ull(__cucc_v, 0, __CUCC_FP_RN, __CUCC_FP_F16);
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
  __CUCC_FP16_HD __CUCC_FP16_CONSTEXPR __half2(const __half &__a, const __half &__cucc_b)
      : x(__a), y(__cucc_b) {}
  __CUCC_FP16_HD __half2(const __half2_raw &__h2r) { *this = __h2r; }
  __CUCC_FP16_HD __half2 &operator=(const __half2_raw &__h2r) {
    __half_raw __cucc_t;
    __cucc_t.x = __h2r.x;
    x = __half(__cucc_t);
    __cucc_t.x = __h2r.y;
    y = __half(__cucc_t);
    return *this;
  }
  __CUCC_FP16_HD operator __half2_raw() const {
    __half2_raw __cucc_r;
    __cucc_r.x = static_cast<__half_raw>(x).x;
    __cucc_r.y = static_cast<__half_raw>(y).x;
    return __cucc_r;
  }
};

/* ---- bits ------------------------------------------------------------- */

__CUCC_FP16_DECL unsigned short __cucc_hbits(const __half __h) {
  return static_cast<__half_raw>(__h).x;
}
__CUCC_FP16_DECL __half __cucc_hmake(unsigned short __cucc_b) {
  __half_raw __cucc_r;
  __cucc_r.x = __cucc_b;
  return __half(__cucc_r);
}

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)

__CUCC_FP16_DECL short int __half_as_short(const __half __h) {
  return (short int)__cucc_hbits(__h);
}
__CUCC_FP16_DECL unsigned short int __half_as_ushort(const __half __h) {
  return __cucc_hbits(__h);
}
__CUCC_FP16_DECL __half __short_as_half(const short int __i) {
  return __cucc_hmake((unsigned short)__i);
}
__CUCC_FP16_DECL __half __ushort_as_half(const unsigned short int __i) {
  return __cucc_hmake(__i);
}

/* ---- float / double conversions -------------------------------------- */

__CUCC_FP16_DECL float __half2float(const __half __a) {
  return __cucc_fp_h2f(__cucc_hbits(__a));
}
__CUCC_FP16_DECL __half __float2half(const float __a) {
  return __cucc_hmake(__cucc_fp_f2h_rn(__a));
}
__CUCC_FP16_DECL __half __float2half_rn(const float __a) {
  return __cucc_hmake(__cucc_fp_f2h_rn(__a));
}
__CUCC_FP16_DECL __half __float2half_rz(const float __a) {
  return __cucc_hmake(__cucc_fp_from_float(__a, __CUCC_FP_RZ, __CUCC_FP_F16));
}
__CUCC_FP16_DECL __half __float2half_rd(const float __a) {
  return __cucc_hmake(__cucc_fp_from_float(__a, __CUCC_FP_RD, __CUCC_FP_F16));
}
__CUCC_FP16_DECL __half __float2half_ru(const float __a) {
  return __cucc_hmake(__cucc_fp_from_float(__a, __CUCC_FP_RU, __CUCC_FP_F16));
}
__CUCC_FP16_DECL __half __double2half(const double __a) {
  return __cucc_hmake(__cucc_fp_from_double(__a, __CUCC_FP_RN, __CUCC_FP_F16));
}

/* ---- __half2 construction and lanes ----------------------------------- */

__CUCC_FP16_DECL __half2 make_half2(const __half __cucc_x, const __half __y) {
  return __half2(__cucc_x, __y);
}
__CUCC_FP16_DECL __half2 __halves2half2(const __half __a, const __half __cucc_b) {
  return __half2(__a, __cucc_b);
}
__CUCC_FP16_DECL __half2 __half2half2(const __half __a) { return __half2(__a, __a); }
__CUCC_FP16_DECL __half __low2half(const __half2 __a) { return __a.x; }
__CUCC_FP16_DECL __half __high2half(const __half2 __a) { return __a.y; }
__CUCC_FP16_DECL __half2 __low2half2(const __half2 __a) {
  return __half2(__a.x, __a.x);
}
__CUCC_FP16_DECL __half2 __high2half2(const __half2 __a) {
  return __half2(__a.y, __a.y);
}
__CUCC_FP16_DECL __half2 __lows2half2(const __half2 __a, const __half2 __cucc_b) {
  return __half2(__a.x, __cucc_b.x);
}
__CUCC_FP16_DECL __half2 __highs2half2(const __half2 __a, const __half2 __cucc_b) {
  return __half2(__a.y, __cucc_b.y);
}
__CUCC_FP16_DECL __half2 __lowhigh2highlow(const __half2 __a) {
  return __half2(__a.y, __a.x);
}
__CUCC_FP16_DECL float __low2float(const __half2 __a) {
  return __half2float(__a.x);
}
__CUCC_FP16_DECL float __high2float(const __half2 __a) {
  return __half2float(__a.y);
}
__CUCC_FP16_DECL __half2 __float2half2_rn(const float __a) {
  const __half __h = __float2half_rn(__a);
  return __half2(__h, __h);
}
__CUCC_FP16_DECL __half2 __floats2half2_rn(const float __a, const float __cucc_b) {
  return __half2(__float2half_rn(__a), __float2half_rn(__cucc_b));
}
__CUCC_FP16_DECL __half2 __float22half2_rn(const float2 __a) {
  return __half2(__float2half_rn(__a.x), __float2half_rn(__a.y));
}
__CUCC_FP16_DECL float2 __half22float2(const __half2 __a) {
  return make_float2(__half2float(__a.x), __half2float(__a.y));
}

/* ---- integer conversions ---------------------------------------------- */

/* integer -> half in the four modes */
#define __CUCC_FP16_FROM_INT(NAME, T, CONV)                                    \
  __CUCC_FP16_DECL __half __##NAME##2half_rn(const T __i) {                    \
    return __cucc_hmake(CONV(__i, __CUCC_FP_RN, __CUCC_FP_F16));               \
  }                                                                            \
  __CUCC_FP16_DECL __half __##NAME##2half_rz(const T __i) {                    \
    return __cucc_hmake(CONV(__i, __CUCC_FP_RZ, __CUCC_FP_F16));               \
  }                                                                            \
  __CUCC_FP16_DECL __half __##NAME##2half_rd(const T __i) {                    \
    return __cucc_hmake(CONV(__i, __CUCC_FP_RD, __CUCC_FP_F16));               \
  }                                                                            \
  __CUCC_FP16_DECL __half __##NAME##2half_ru(const T __i) {                    \
    return __cucc_hmake(CONV(__i, __CUCC_FP_RU, __CUCC_FP_F16));               \
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
  __CUCC_FP16_DECL T __half2##NAME##_##MODE(const __half __h) {                \
    return (T)TO(__half2float(__h), M);                                        \
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

__CUCC_FP16_DECL bool __hisnan(const __half __a) {
  return (__cucc_hbits(__a) & 0x7fffu) > 0x7c00u;
}
__CUCC_FP16_DECL int __hisinf(const __half __a) {
  const unsigned short __cucc_b = __cucc_hbits(__a);
  return __cucc_b == 0x7c00u ? 1 : __cucc_b == 0xfc00u ? -1 : 0;
}

#define __CUCC_FP16_CMP(NAME, EXPR)                                            \
  __CUCC_FP16_DECL bool NAME(const __half __a, const __half __cucc_b) {        \
    const float __cucc_x = __half2float(__a), __y = __half2float(__cucc_b);    \
    return EXPR;                                                               \
  }
__CUCC_FP16_CMP(__heq, __cucc_x == __y)
__CUCC_FP16_CMP(__hne, __cucc_x<__y || __cucc_x> __y)
__CUCC_FP16_CMP(__hlt, __cucc_x < __y)
__CUCC_FP16_CMP(__hle, __cucc_x <= __y)
__CUCC_FP16_CMP(__hgt, __cucc_x > __y)
__CUCC_FP16_CMP(__hge, __cucc_x >= __y)
__CUCC_FP16_CMP(__hequ, !(__cucc_x < __y || __cucc_x > __y))
__CUCC_FP16_CMP(__hneu, !(__cucc_x == __y))
__CUCC_FP16_CMP(__hltu, !(__cucc_x >= __y))
__CUCC_FP16_CMP(__hleu, !(__cucc_x > __y))
__CUCC_FP16_CMP(__hgtu, !(__cucc_x <= __y))
__CUCC_FP16_CMP(__hgeu, !(__cucc_x < __y))
#undef __CUCC_FP16_CMP

/* half2 comparisons: 1.0/0.0 per lane, 0xffff/0 per lane (_mask), or true
 * when both lanes compare true (__hb*2). */
#define __CUCC_FP16_CMP2(OP)                                                   \
  __CUCC_FP16_DECL __half2 OP##2(const __half2 __a, const __half2 __cucc_b) {  \
    return __half2(__cucc_hmake(OP(__a.x, __cucc_b.x) ? 0x3c00u : 0u),         \
                   __cucc_hmake(OP(__a.y, __cucc_b.y) ? 0x3c00u : 0u));        \
  }                                                                            \
  __CUCC_FP16_DECL unsigned int OP##2_mask(const __half2 __a, const __half2 __cucc_b) { \
    return (OP(__a.x, __cucc_b.x) ? 0xffffu : 0u) | (OP(__a.y, __cucc_b.y) ? 0xffff0000u : 0u); \
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
  __CUCC_FP16_DECL bool NAME(const __half2 __a, const __half2 __cucc_b) {      \
    return OP(__a.x, __cucc_b.x) && OP(__a.y, __cucc_b.y);                     \
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
__CUCC_FP16_DECL __half2 __hisnan2(const __half2 __a) {
  return __half2(__cucc_hmake(__hisnan(__a.x) ? 0x3c00u : 0u),
                 __cucc_hmake(__hisnan(__a.y) ? 0x3c00u : 0u));
}

/* ---- arithmetic ------------------------------------------------------- */

/* [0, 1] clamp of the _sat forms: NaN and negative results (-0 too) give
 * +0 */
__CUCC_FP16_DECL __half __cucc_hsat(const __half __a) {
  const unsigned short __cucc_b = __cucc_hbits(__a);
  return __cucc_hmake(__cucc_b > 0x7c00u ? 0u : __cucc_b > 0x3c00u ? 0x3c00u : __cucc_b);
}

__CUCC_FP16_DECL __half __hadd(const __half __a, const __half __cucc_b) {
  return __float2half_rn(__half2float(__a) + __half2float(__cucc_b));
}
__CUCC_FP16_DECL __half __hsub(const __half __a, const __half __cucc_b) {
  return __float2half_rn(__half2float(__a) - __half2float(__cucc_b));
}
__CUCC_FP16_DECL __half __hmul(const __half __a, const __half __cucc_b) {
  return __float2half_rn(__half2float(__a) * __half2float(__cucc_b));
}
/* float division of halves rounds the quotient twice, harmlessly (24 >=
 * 2*11+2 bits) */
__CUCC_FP16_DECL __half __hdiv(const __half __a, const __half __cucc_b) {
  return __float2half_rn(__half2float(__a) / __half2float(__cucc_b));
}
__CUCC_FP16_DECL __half __hadd_rn(const __half __a, const __half __cucc_b) {
  return __hadd(__a, __cucc_b);
}
__CUCC_FP16_DECL __half __hsub_rn(const __half __a, const __half __cucc_b) {
  return __hsub(__a, __cucc_b);
}
__CUCC_FP16_DECL __half __hmul_rn(const __half __a, const __half __cucc_b) {
  return __hmul(__a, __cucc_b);
}
__CUCC_FP16_DECL __half __hadd_sat(const __half __a, const __half __cucc_b) {
  return __cucc_hsat(__hadd(__a, __cucc_b));
}
__CUCC_FP16_DECL __half __hsub_sat(const __half __a, const __half __cucc_b) {
  return __cucc_hsat(__hsub(__a, __cucc_b));
}
__CUCC_FP16_DECL __half __hmul_sat(const __half __a, const __half __cucc_b) {
  return __cucc_hsat(__hmul(__a, __cucc_b));
}
__CUCC_FP16_DECL __half __hfma(const __half __a, const __half __cucc_b, const __half __c) {
  return __cucc_hmake(__cucc_fp_fma(__cucc_hbits(__a), __cucc_hbits(__cucc_b),
                                    __cucc_hbits(__c), __CUCC_FP_F16));
}
__CUCC_FP16_DECL __half __hfma_sat(const __half __a, const __half __cucc_b,
                                   const __half __c) {
  return __cucc_hsat(__hfma(__a, __cucc_b, __c));
}
/* max(fma, 0) with NaN kept (canonical) */
__CUCC_FP16_DECL __half __hfma_relu(const __half __a, const __half __cucc_b,
                                    const __half __c) {
  const unsigned short __cucc_r = __cucc_hbits(__hfma(__a, __cucc_b, __c));
  return __cucc_hmake((__cucc_r & 0x7fffu) > 0x7c00u ? 0x7fffu
                      : (__cucc_r & 0x8000u)         ? 0u
                                              : __cucc_r);
}
__CUCC_FP16_DECL __half __hneg(const __half __a) {
  const unsigned short __cucc_b = __cucc_hbits(__a);
  return __cucc_hmake((__cucc_b & 0x7fffu) > 0x7c00u ? 0x7fffu : __cucc_b ^ 0x8000u);
}
__CUCC_FP16_DECL __half __habs(const __half __a) {
  const unsigned short __cucc_b = __cucc_hbits(__a) & 0x7fffu;
  return __cucc_hmake(__cucc_b > 0x7c00u ? 0x7fffu : __cucc_b);
}
/* max/min: a NaN operand yields the other one (two NaNs: canonical NaN);
 * max(+0, -0) = +0, min(+0, -0) = -0 */
__CUCC_FP16_DECL __half __hmax(const __half __a, const __half __cucc_b) {
  const bool __na = __hisnan(__a), __nb = __hisnan(__cucc_b);
  if (__na || __nb)
    return __na && __nb ? __cucc_hmake(0x7fffu) : __na ? __cucc_b : __a;
  const float __cucc_x = __half2float(__a), __y = __half2float(__cucc_b);
  if (__cucc_x == __y)
    return __cucc_hbits(__a) > __cucc_hbits(__cucc_b) ? __cucc_b : __a;
  return __cucc_x > __y ? __a : __cucc_b;
}
__CUCC_FP16_DECL __half __hmin(const __half __a, const __half __cucc_b) {
  const bool __na = __hisnan(__a), __nb = __hisnan(__cucc_b);
  if (__na || __nb)
    return __na && __nb ? __cucc_hmake(0x7fffu) : __na ? __cucc_b : __a;
  const float __cucc_x = __half2float(__a), __y = __half2float(__cucc_b);
  if (__cucc_x == __y)
    return __cucc_hbits(__a) > __cucc_hbits(__cucc_b) ? __a : __cucc_b;
  return __cucc_x < __y ? __a : __cucc_b;
}
/* _nan forms: any NaN operand gives the canonical NaN */
__CUCC_FP16_DECL __half __hmax_nan(const __half __a, const __half __cucc_b) {
  return __hisnan(__a) || __hisnan(__cucc_b) ? __cucc_hmake(0x7fffu) : __hmax(__a, __cucc_b);
}
__CUCC_FP16_DECL __half __hmin_nan(const __half __a, const __half __cucc_b) {
  return __hisnan(__a) || __hisnan(__cucc_b) ? __cucc_hmake(0x7fffu) : __hmin(__a, __cucc_b);
}

/* the __half2 forms: lane by lane */
#define __CUCC_FP16_LIFT1(NAME2, NAME)                                         \
  __CUCC_FP16_DECL __half2 NAME2(const __half2 __a) {                          \
    return __half2(NAME(__a.x), NAME(__a.y));                                  \
  }
#define __CUCC_FP16_LIFT2(NAME2, NAME)                                         \
  __CUCC_FP16_DECL __half2 NAME2(const __half2 __a, const __half2 __cucc_b) {  \
    return __half2(NAME(__a.x, __cucc_b.x), NAME(__a.y, __cucc_b.y));          \
  }
#define __CUCC_FP16_LIFT3(NAME2, NAME)                                         \
  __CUCC_FP16_DECL __half2 NAME2(const __half2 __a, const __half2 __cucc_b,    \
                                 const __half2 __c) {                          \
    return __half2(NAME(__a.x, __cucc_b.x, __c.x), NAME(__a.y, __cucc_b.y, __c.y)); \
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
__CUCC_FP16_DECL __half2 __hcmadd(const __half2 __a, const __half2 __cucc_b,
                                  const __half2 __c) {
  __half __re = __hfma(__a.x, __cucc_b.x, __c.x), __im = __hfma(__a.x, __cucc_b.y, __c.y);
  __re = __hfma(__hneg(__a.y), __cucc_b.y, __re);
  __im = __hfma(__a.y, __cucc_b.x, __im);
  return __half2(__re, __im);
}

/* ---- math functions: float function, rounded once --------------------- */

/* integral rounding in a mode; a zero result keeps the operand's sign */
__CUCC_FP16_DECL __half __cucc_hround(const __half __a, int __mode) {
  const unsigned short __cucc_b = __cucc_hbits(__a);
  if ((__cucc_b & 0x7fffu) >= 0x6400u) /* |a| >= 1024, inf, NaN: integral already */
    return (__cucc_b & 0x7fffu) > 0x7c00u ? __cucc_hmake(0x7fffu) : __a;
  const unsigned short __cucc_r =
      __cucc_fp_f2h_rn(__cucc_fp_rint(__half2float(__a), __mode));
  return __cucc_hmake((__cucc_r & 0x7fffu) ? __cucc_r : (unsigned short)(__cucc_b & 0x8000u));
}
__CUCC_FP16_DECL __half hceil(const __half __h) {
  return __cucc_hround(__h, __CUCC_FP_RU);
}
__CUCC_FP16_DECL __half hfloor(const __half __h) {
  return __cucc_hround(__h, __CUCC_FP_RD);
}
__CUCC_FP16_DECL __half htrunc(const __half __h) {
  return __cucc_hround(__h, __CUCC_FP_RZ);
}
__CUCC_FP16_DECL __half hrint(const __half __h) {
  return __cucc_hround(__h, __CUCC_FP_RN);
}

#define __CUCC_FP16_MATH(NAME, EXPR)                                           \
  __CUCC_FP16_DECL __half NAME(const __half __a) {                             \
    const float __cucc_x = __half2float(__a);                                  \
    return __float2half_rn(EXPR);                                              \
  }
__CUCC_FP16_MATH(hsqrt, sqrtf(__cucc_x))
__CUCC_FP16_MATH(hrsqrt, 1.0f / sqrtf(__cucc_x))
__CUCC_FP16_MATH(hrcp, 1.0f / __cucc_x)
__CUCC_FP16_MATH(hexp, expf(__cucc_x))
__CUCC_FP16_MATH(hexp2, exp2f(__cucc_x))
__CUCC_FP16_MATH(hexp10, __CUCC_FP_EXP10F(__cucc_x))
__CUCC_FP16_MATH(hlog, logf(__cucc_x))
__CUCC_FP16_MATH(hlog2, log2f(__cucc_x))
__CUCC_FP16_MATH(hlog10, log10f(__cucc_x))
__CUCC_FP16_MATH(hsin, sinf(__cucc_x))
__CUCC_FP16_MATH(hcos, cosf(__cucc_x))
__CUCC_FP16_MATH(htanh, tanhf(__cucc_x))
__CUCC_FP16_MATH(htanh_approx, tanhf(__cucc_x))
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
__CUCC_FP16_HD __half operator+(const __half &__lh, const __half &__rh) {
  return __hadd(__lh, __rh);
}
__CUCC_FP16_HD __half operator-(const __half &__lh, const __half &__rh) {
  return __hsub(__lh, __rh);
}
__CUCC_FP16_HD __half operator*(const __half &__lh, const __half &__rh) {
  return __hmul(__lh, __rh);
}
__CUCC_FP16_HD __half operator/(const __half &__lh, const __half &__rh) {
  return __hdiv(__lh, __rh);
}
__CUCC_FP16_HD __half &operator+=(__half &__lh, const __half &__rh) {
  __lh = __hadd(__lh, __rh);
  return __lh;
}
__CUCC_FP16_HD __half &operator-=(__half &__lh, const __half &__rh) {
  __lh = __hsub(__lh, __rh);
  return __lh;
}
__CUCC_FP16_HD __half &operator*=(__half &__lh, const __half &__rh) {
  __lh = __hmul(__lh, __rh);
  return __lh;
}
__CUCC_FP16_HD __half &operator/=(__half &__lh, const __half &__rh) {
  __lh = __hdiv(__lh, __rh);
  return __lh;
}
__CUCC_FP16_HD __half &operator++(__half &__h) {
  __h = __hadd(__h, __cucc_hmake(0x3c00u));
  return __h;
}
__CUCC_FP16_HD __half &operator--(__half &__h) {
  __h = __hsub(__h, __cucc_hmake(0x3c00u));
  return __h;
}
__CUCC_FP16_HD __half operator++(__half &__h, const int) {
  const __half __cucc_r = __h;
  __h = __hadd(__h, __cucc_hmake(0x3c00u));
  return __cucc_r;
}
__CUCC_FP16_HD __half operator--(__half &__h, const int) {
  const __half __cucc_r = __h;
  __h = __hsub(__h, __cucc_hmake(0x3c00u));
  return __cucc_r;
}
__CUCC_FP16_HD __half operator+(const __half &__h) { return __h; }
__CUCC_FP16_HD __half operator-(const __half &__h) { return __hneg(__h); }
__CUCC_FP16_HD bool operator==(const __half &__lh, const __half &__rh) {
  return __heq(__lh, __rh);
}
__CUCC_FP16_HD bool operator!=(const __half &__lh, const __half &__rh) {
  return __hneu(__lh, __rh);
}
__CUCC_FP16_HD bool operator>(const __half &__lh, const __half &__rh) {
  return __hgt(__lh, __rh);
}
__CUCC_FP16_HD bool operator<(const __half &__lh, const __half &__rh) {
  return __hlt(__lh, __rh);
}
__CUCC_FP16_HD bool operator>=(const __half &__lh, const __half &__rh) {
  return __hge(__lh, __rh);
}
__CUCC_FP16_HD bool operator<=(const __half &__lh, const __half &__rh) {
  return __hle(__lh, __rh);
}
#endif /* !__CUDA_NO_HALF_OPERATORS__ */

#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__CUCC_FP16_HD __half2 operator+(const __half2 &__lh, const __half2 &__rh) {
  return __hadd2(__lh, __rh);
}
__CUCC_FP16_HD __half2 operator-(const __half2 &__lh, const __half2 &__rh) {
  return __hsub2(__lh, __rh);
}
__CUCC_FP16_HD __half2 operator*(const __half2 &__lh, const __half2 &__rh) {
  return __hmul2(__lh, __rh);
}
__CUCC_FP16_HD __half2 operator/(const __half2 &__lh, const __half2 &__rh) {
  return __h2div(__lh, __rh);
}
__CUCC_FP16_HD __half2 &operator+=(__half2 &__lh, const __half2 &__rh) {
  __lh = __hadd2(__lh, __rh);
  return __lh;
}
__CUCC_FP16_HD __half2 &operator-=(__half2 &__lh, const __half2 &__rh) {
  __lh = __hsub2(__lh, __rh);
  return __lh;
}
__CUCC_FP16_HD __half2 &operator*=(__half2 &__lh, const __half2 &__rh) {
  __lh = __hmul2(__lh, __rh);
  return __lh;
}
__CUCC_FP16_HD __half2 &operator/=(__half2 &__lh, const __half2 &__rh) {
  __lh = __h2div(__lh, __rh);
  return __lh;
}
__CUCC_FP16_HD __half2 &operator++(__half2 &__h) {
  __h = __hadd2(__h, __half2half2(__cucc_hmake(0x3c00u)));
  return __h;
}
__CUCC_FP16_HD __half2 &operator--(__half2 &__h) {
  __h = __hsub2(__h, __half2half2(__cucc_hmake(0x3c00u)));
  return __h;
}
__CUCC_FP16_HD __half2 operator++(__half2 &__h, const int) {
  const __half2 __cucc_r = __h;
  __h = __hadd2(__h, __half2half2(__cucc_hmake(0x3c00u)));
  return __cucc_r;
}
__CUCC_FP16_HD __half2 operator--(__half2 &__h, const int) {
  const __half2 __cucc_r = __h;
  __h = __hsub2(__h, __half2half2(__cucc_hmake(0x3c00u)));
  return __cucc_r;
}
__CUCC_FP16_HD __half2 operator+(const __half2 &__h) { return __h; }
__CUCC_FP16_HD __half2 operator-(const __half2 &__h) { return __hneg2(__h); }
__CUCC_FP16_HD bool operator==(const __half2 &__lh, const __half2 &__rh) {
  return __hbeq2(__lh, __rh);
}
__CUCC_FP16_HD bool operator!=(const __half2 &__lh, const __half2 &__rh) {
  return __hbneu2(__lh, __rh);
}
__CUCC_FP16_HD bool operator>(const __half2 &__lh, const __half2 &__rh) {
  return __hbgt2(__lh, __rh);
}
__CUCC_FP16_HD bool operator<(const __half2 &__lh, const __half2 &__rh) {
  return __hblt2(__lh, __rh);
}
__CUCC_FP16_HD bool operator>=(const __half2 &__lh, const __half2 &__rh) {
  return __hbge2(__lh, __rh);
}
__CUCC_FP16_HD bool operator<=(const __half2 &__lh, const __half2 &__rh) {
  return __hble2(__lh, __rh);
}
#endif /* !__CUDA_NO_HALF2_OPERATORS__ */

/* ---- device only: cache-hinted loads/stores, atomics ------------------- */

#if defined(__CUCC_CUDA_MODE__)
#define __CUCC_FP16_LDST(T)                                                    \
  static __device__ __forceinline__ T __ldg(const T *const __cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldcg(const T *const __cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldca(const T *const __cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldcs(const T *const __cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldlu(const T *const __cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldcv(const T *const __cucc_p) {        \
    T __cucc_r; /* fetched again: a relaxed atomic load */                     \
    __atomic_load(__cucc_p, &__cucc_r, __ATOMIC_RELAXED);                      \
    return __cucc_r;                                                           \
  }                                                                            \
  static __device__ __forceinline__ void __stwb(T *const __cucc_p, const T __cucc_v) { \
    *__cucc_p = __cucc_v;                                                      \
  }                                                                            \
  static __device__ __forceinline__ void __stcg(T *const __cucc_p, const T __cucc_v) { \
    *__cucc_p = __cucc_v;                                                      \
  }                                                                            \
  static __device__ __forceinline__ void __stcs(T *const __cucc_p, const T __cucc_v) { \
    *__cucc_p = __cucc_v;                                                      \
  }                                                                            \
  static __device__ __forceinline__ void __stwt(T *const __cucc_p, const T __cucc_v) { \
    *__cucc_p = __cucc_v;                                                      \
  }
__CUCC_FP16_LDST(__half)
__CUCC_FP16_LDST(__half2)

/* atomicAdd: a compare-and-swap loop on the value's own word (relaxed, as
 * CUDA atomics are); __half2 updates both lanes in one 32-bit exchange. */
static __device__ __forceinline__ __half2 atomicAdd(__half2 *const __cucc_address,
                                                    const __half2 __cucc_val) {
  unsigned int *const __cucc_p = (unsigned int *)(void *)__cucc_address;
  unsigned int __cucc_old = __atomic_load_n(__cucc_p, __ATOMIC_RELAXED), __upd;
  __half2 __cucc_o;
  do {
    __builtin_memcpy(&__cucc_o, &__cucc_old, sizeof __cucc_o);
    const __half2 __n = __hadd2(__cucc_o, __cucc_val);
    __builtin_memcpy(&__upd, &__n, sizeof __upd);
  } while (!__atomic_compare_exchange_n(__cucc_p, &__cucc_old, __upd, true, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED));
  return __cucc_o;
}
static __device__ __forceinline__ __half atomicAdd(__half *const __cucc_address,
                                                   const __half __cucc_val) {
  unsigned short *const __cucc_p = (unsigned short *)(void *)__cucc_address;
  unsigned short __cucc_old = __atomic_load_n(__cucc_p, __ATOMIC_RELAXED), __upd;
  do {
    __upd = __cucc_hbits(__hadd(__cucc_hmake(__cucc_old), __cucc_val));
  } while (!__atomic_compare_exchange_n(__cucc_p, &__cucc_old, __upd, true, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED));
  return __cucc_hmake(__cucc_old);
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
