/* cucc: bfloat16 as CUDA 12's cuda_bf16.h has it: the types __nv_bfloat16,
 * __nv_bfloat162 and their raw forms, conversions in every rounding mode
 * (also to and from __half), arithmetic, comparisons, operators, math
 * functions and atomicAdd; host and device code, and plain C++ on the host.
 * Bit-exact like cuda_fp16.h (which it includes, as NVIDIA's does):
 * operations compute in float and round once to nearest even (float keeps
 * more than 2*8+2 bits, so the double rounding is harmless), __hfma rounds
 * once. Honours __CUDA_NO_BFLOAT16_CONVERSIONS__,
 * __CUDA_NO_BFLOAT16_OPERATORS__, __CUDA_NO_BFLOAT162_OPERATORS__ and
 * CUDA_NO_BFLOAT16.
 * Warp shuffles of the bf16 types move the bit pattern. */
#ifndef __CUDA_BF16_H__
#define __CUDA_BF16_H__
#define __CUDA_BF16_TYPES_EXIST__

#include "cuda_fp16.h"

/* clang-format off */
typedef struct __align__(2) {
  unsigned short x;
} __nv_bfloat16_raw;
typedef struct __align__(4) {
  unsigned short x;
  unsigned short y;
} __nv_bfloat162_raw;
/* clang-format on */

#if defined(__cplusplus)

#if __cplusplus >= 201103L
#define __CPP_VERSION_AT_LEAST_11_BF16
#define __CUCC_BF16_CONSTEXPR constexpr
#else
#define __CUCC_BF16_CONSTEXPR
#endif

#define __CUCC_BF16_DECL static __host__ __device__ __forceinline__
#define __CUCC_BF16_HD __host__ __device__ __forceinline__

struct __align__(2) __nv_bfloat16 {
protected:
  unsigned short __x;

public:
#if defined(__CPP_VERSION_AT_LEAST_11_BF16)
  __nv_bfloat16() = default;
#else
  __CUCC_BF16_HD __nv_bfloat16() {}
#endif
  __CUCC_BF16_HD __CUCC_BF16_CONSTEXPR __nv_bfloat16(
      const __nv_bfloat16_raw &__hr)
      : __x(__hr.x) {}
  __CUCC_BF16_HD __nv_bfloat16 &operator=(const __nv_bfloat16_raw &__hr) {
    __x = __hr.x;
    return *this;
  }
  __CUCC_BF16_HD volatile __nv_bfloat16 &operator=(
      const __nv_bfloat16_raw &__hr) volatile {
    __x = __hr.x;
    return *this;
  }
  __CUCC_BF16_HD volatile __nv_bfloat16 &operator=(
      const volatile __nv_bfloat16_raw &__hr) volatile {
    __x = __hr.x;
    return *this;
  }
  __CUCC_BF16_HD operator __nv_bfloat16_raw() const {
    __nv_bfloat16_raw __cucc_r;
    __cucc_r.x = __x;
    return __cucc_r;
  }
  __CUCC_BF16_HD operator __nv_bfloat16_raw() const volatile {
    __nv_bfloat16_raw __cucc_r;
    __cucc_r.x = __x;
    return __cucc_r;
  }

#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
#if defined(__CPP_VERSION_AT_LEAST_11_BF16)
  explicit __CUCC_BF16_HD __nv_bfloat16(const __half __cucc_f) {
    __x = __cucc_fp_f2bf(__cucc_fp_h2f(static_cast<__half_raw>(__cucc_f).x),
                         __CUCC_FP_RN);
  }
#endif
  __CUCC_BF16_HD __nv_bfloat16(const float __cucc_f) {
    __x = __cucc_fp_f2bf(__cucc_f, __CUCC_FP_RN);
  }
  __CUCC_BF16_HD __nv_bfloat16(const double __cucc_f) {
    __x = __cucc_fp_from_double(__cucc_f, __CUCC_FP_RN, __CUCC_FP_BF16);
  }
  __CUCC_BF16_HD operator float() const { return __cucc_fp_bf2f(__x); }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(const float __cucc_f) {
    __x = __cucc_fp_f2bf(__cucc_f, __CUCC_FP_RN);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(const double __cucc_f) {
    __x = __cucc_fp_from_double(__cucc_f, __CUCC_FP_RN, __CUCC_FP_BF16);
    return *this;
  }

#if !defined(                                                                  \
    __CUDA_BF16_DISABLE_IMPLICIT_INTEGER_CONVERTS_FOR_HOST_COMPILERS__) ||     \
    defined(__CUDACC__)
  __CUCC_BF16_HD __nv_bfloat16(short __cucc_v) { __x = __cucc_fp_ll(__cucc_v); }
  __CUCC_BF16_HD __nv_bfloat16(unsigned short __cucc_v) { __x = __cucc_fp_ull(__cucc_v); }
  __CUCC_BF16_HD __nv_bfloat16(int __cucc_v) { __x = __cucc_fp_ll(__cucc_v); }
  __CUCC_BF16_HD __nv_bfloat16(unsigned int __cucc_v) { __x = __cucc_fp_ull(__cucc_v); }
  __CUCC_BF16_HD __nv_bfloat16(const long __cucc_v) { __x = __cucc_fp_ll(__cucc_v); }
  __CUCC_BF16_HD __nv_bfloat16(const unsigned long __cucc_v) {
    __x = __cucc_fp_ull(__cucc_v);
  }
  __CUCC_BF16_HD __nv_bfloat16(long long __cucc_v) { __x = __cucc_fp_ll(__cucc_v); }
  __CUCC_BF16_HD __nv_bfloat16(unsigned long long __cucc_v) { __x = __cucc_fp_ull(__cucc_v); }

  /* to integers: round toward zero, saturating, NaN -> 0 */
  __CUCC_BF16_HD operator signed char() const {
    return (signed char)__CUCC_FP_TO_CHAR(__cucc_fp_bf2f(__x), __CUCC_FP_RZ);
  }
  __CUCC_BF16_HD operator unsigned char() const {
    return (unsigned char)__CUCC_FP_TO_UCHAR(__cucc_fp_bf2f(__x), __CUCC_FP_RZ);
  }
  __CUCC_BF16_HD operator char() const {
    return ((char)-1) < (char)0 ? (char)(signed char)*this
                                : (char)(unsigned char)*this;
  }
  __CUCC_BF16_HD operator short() const {
    return (short)__CUCC_FP_TO_SHORT(__cucc_fp_bf2f(__x), __CUCC_FP_RZ);
  }
  __CUCC_BF16_HD operator unsigned short() const {
    return (unsigned short)__CUCC_FP_TO_USHORT(__cucc_fp_bf2f(__x),
                                               __CUCC_FP_RZ);
  }
  __CUCC_BF16_HD operator int() const {
    return (int)__CUCC_FP_TO_INT(__cucc_fp_bf2f(__x), __CUCC_FP_RZ);
  }
  __CUCC_BF16_HD operator unsigned int() const {
    return (unsigned int)__CUCC_FP_TO_UINT(__cucc_fp_bf2f(__x), __CUCC_FP_RZ);
  }
  __CUCC_BF16_HD operator long() const {
    return sizeof(long) == sizeof(long long) ? (long)(long long)*this
                                             : (long)(int)*this;
  }
  __CUCC_BF16_HD operator unsigned long() const {
    return sizeof(long) == sizeof(long long)
               ? (unsigned long)(unsigned long long)*this
               : (unsigned long)(unsigned int)*this;
  }
  __CUCC_BF16_HD operator long long() const {
    return __CUCC_FP_TO_LL(__cucc_fp_bf2f(__x), __CUCC_FP_RZ);
  }
  __CUCC_BF16_HD operator unsigned long long() const {
    return __CUCC_FP_TO_ULL(__cucc_fp_bf2f(__x), __CUCC_FP_RZ);
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(short __cucc_v) {
    __x = __cucc_fp_ll(__cucc_v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(unsigned short __cucc_v) {
    __x = __cucc_fp_ull(__cucc_v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(int __cucc_v) {
    __x = __cucc_fp_ll(__cucc_v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(unsigned int __cucc_v) {
    __x = __cucc_fp_ull(__cucc_v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(long long __cucc_v) {
    __x = __cucc_fp_ll(__cucc_v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(unsigned long long __cucc_v) {
    __x = __cucc_fp_ull(__cucc_v);
    return *this;
  }
  __CUCC_BF16_HD __CUCC_BF16_CONSTEXPR operator bool() const {
    return (__x & 0x7fffu) != 0u;
  }
#endif /* integer conversions */
#endif /* !__CUDA_NO_BFLOAT16_CONVERSIONS__ */

private:
  __CUCC_BF16_HD static unsigned short __cucc_fp_ll(long long __cucc_v) {
    return __cucc_fp_from_ll(__cucc_v, __CUCC_FP_RN, __CUCC_FP_BF16);
  }
  __CUCC_BF16_HD static unsigned short __cucc_fp_ull(unsigned long long __cucc_v) {
    return __cucc_fp_from_ull(__cucc_v, 0, __CUCC_FP_RN, __CUCC_FP_BF16);
  }
};

struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x;
  __nv_bfloat16 y;

#if defined(__CPP_VERSION_AT_LEAST_11_BF16)
  __nv_bfloat162() = default;
#else
  __CUCC_BF16_HD __nv_bfloat162() {}
#endif
  __CUCC_BF16_HD __CUCC_BF16_CONSTEXPR __nv_bfloat162(const __nv_bfloat16 &__a,
                                                      const __nv_bfloat16 &__cucc_b)
      : x(__a), y(__cucc_b) {}
  __CUCC_BF16_HD __nv_bfloat162(const __nv_bfloat162_raw &__h2r) { *this = __h2r; }
  __CUCC_BF16_HD __nv_bfloat162 &operator=(const __nv_bfloat162_raw &__h2r) {
    __nv_bfloat16_raw __cucc_t;
    __cucc_t.x = __h2r.x;
    x = __nv_bfloat16(__cucc_t);
    __cucc_t.x = __h2r.y;
    y = __nv_bfloat16(__cucc_t);
    return *this;
  }
  __CUCC_BF16_HD operator __nv_bfloat162_raw() const {
    __nv_bfloat162_raw __cucc_r;
    __cucc_r.x = static_cast<__nv_bfloat16_raw>(x).x;
    __cucc_r.y = static_cast<__nv_bfloat16_raw>(y).x;
    return __cucc_r;
  }
};

#if defined(__CPP_VERSION_AT_LEAST_11_FP16) &&                                 \
    !defined(__CUDA_NO_HALF_CONVERSIONS__)
/* declared in cuda_fp16.h: bfloat16 -> half, round to nearest even */
__CUCC_FP16_HD __half::__half(const __nv_bfloat16 __cucc_f) {
  __x = __cucc_fp_f2h_rn(__cucc_fp_bf2f(static_cast<__nv_bfloat16_raw>(__cucc_f).x));
}
#endif

/* ---- bits ------------------------------------------------------------- */

__CUCC_BF16_DECL unsigned short __cucc_bbits(const __nv_bfloat16 __h) {
  return static_cast<__nv_bfloat16_raw>(__h).x;
}
__CUCC_BF16_DECL __nv_bfloat16 __cucc_bmake(unsigned short __cucc_b) {
  __nv_bfloat16_raw __cucc_r;
  __cucc_r.x = __cucc_b;
  return __nv_bfloat16(__cucc_r);
}

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

__CUCC_BF16_DECL short int __bfloat16_as_short(const __nv_bfloat16 __h) {
  return (short int)__cucc_bbits(__h);
}
__CUCC_BF16_DECL unsigned short int
__bfloat16_as_ushort(const __nv_bfloat16 __h) {
  return __cucc_bbits(__h);
}
__CUCC_BF16_DECL __nv_bfloat16 __short_as_bfloat16(const short int __i) {
  return __cucc_bmake((unsigned short)__i);
}
__CUCC_BF16_DECL __nv_bfloat16
__ushort_as_bfloat16(const unsigned short int __i) {
  return __cucc_bmake(__i);
}

/* ---- float / double / half conversions -------------------------------- */

__CUCC_BF16_DECL float __bfloat162float(const __nv_bfloat16 __a) {
  return __cucc_fp_bf2f(__cucc_bbits(__a));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16(const float __a) {
  return __cucc_bmake(__cucc_fp_f2bf(__a, __CUCC_FP_RN));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16_rn(const float __a) {
  return __cucc_bmake(__cucc_fp_f2bf(__a, __CUCC_FP_RN));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16_rz(const float __a) {
  return __cucc_bmake(__cucc_fp_f2bf(__a, __CUCC_FP_RZ));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16_rd(const float __a) {
  return __cucc_bmake(__cucc_fp_f2bf(__a, __CUCC_FP_RD));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16_ru(const float __a) {
  return __cucc_bmake(__cucc_fp_f2bf(__a, __CUCC_FP_RU));
}
__CUCC_BF16_DECL __nv_bfloat16 __double2bfloat16(const double __a) {
  return __cucc_bmake(__cucc_fp_from_double(__a, __CUCC_FP_RN, __CUCC_FP_BF16));
}

/* ---- __nv_bfloat162 construction and lanes ---------------------------- */

__CUCC_BF16_DECL __nv_bfloat162 make_bfloat162(const __nv_bfloat16 __cucc_x,
                                               const __nv_bfloat16 __y) {
  return __nv_bfloat162(__cucc_x, __y);
}
__CUCC_BF16_DECL __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 __a,
                                                   const __nv_bfloat16 __cucc_b) {
  return __nv_bfloat162(__a, __cucc_b);
}
__CUCC_BF16_DECL __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 __a) {
  return __nv_bfloat162(__a, __a);
}
__CUCC_BF16_DECL __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 __a) {
  return __a.x;
}
__CUCC_BF16_DECL __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 __a) {
  return __a.y;
}
__CUCC_BF16_DECL __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 __a) {
  return __nv_bfloat162(__a.x, __a.x);
}
__CUCC_BF16_DECL __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 __a) {
  return __nv_bfloat162(__a.y, __a.y);
}
__CUCC_BF16_DECL __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 __a,
                                                 const __nv_bfloat162 __cucc_b) {
  return __nv_bfloat162(__a.x, __cucc_b.x);
}
__CUCC_BF16_DECL __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 __a,
                                                  const __nv_bfloat162 __cucc_b) {
  return __nv_bfloat162(__a.y, __cucc_b.y);
}
__CUCC_BF16_DECL __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 __a) {
  return __nv_bfloat162(__a.y, __a.x);
}
__CUCC_BF16_DECL float __low2float(const __nv_bfloat162 __a) {
  return __bfloat162float(__a.x);
}
__CUCC_BF16_DECL float __high2float(const __nv_bfloat162 __a) {
  return __bfloat162float(__a.y);
}
__CUCC_BF16_DECL __nv_bfloat162 __float2bfloat162_rn(const float __a) {
  const __nv_bfloat16 __h = __float2bfloat16_rn(__a);
  return __nv_bfloat162(__h, __h);
}
__CUCC_BF16_DECL __nv_bfloat162 __floats2bfloat162_rn(const float __a,
                                                      const float __cucc_b) {
  return __nv_bfloat162(__float2bfloat16_rn(__a), __float2bfloat16_rn(__cucc_b));
}
__CUCC_BF16_DECL __nv_bfloat162 __float22bfloat162_rn(const float2 __a) {
  return __nv_bfloat162(__float2bfloat16_rn(__a.x), __float2bfloat16_rn(__a.y));
}
__CUCC_BF16_DECL float2 __bfloat1622float2(const __nv_bfloat162 __a) {
  return make_float2(__bfloat162float(__a.x), __bfloat162float(__a.y));
}

/* ---- integer conversions ---------------------------------------------- */

#define __CUCC_BF16_FROM_INT(NAME, T, CONV)                                    \
  __CUCC_BF16_DECL __nv_bfloat16 __##NAME##2bfloat16_rn(const T __i) {         \
    return __cucc_bmake(CONV(__i, __CUCC_FP_RN, __CUCC_FP_BF16));              \
  }                                                                            \
  __CUCC_BF16_DECL __nv_bfloat16 __##NAME##2bfloat16_rz(const T __i) {         \
    return __cucc_bmake(CONV(__i, __CUCC_FP_RZ, __CUCC_FP_BF16));              \
  }                                                                            \
  __CUCC_BF16_DECL __nv_bfloat16 __##NAME##2bfloat16_rd(const T __i) {         \
    return __cucc_bmake(CONV(__i, __CUCC_FP_RD, __CUCC_FP_BF16));              \
  }                                                                            \
  __CUCC_BF16_DECL __nv_bfloat16 __##NAME##2bfloat16_ru(const T __i) {         \
    return __cucc_bmake(CONV(__i, __CUCC_FP_RU, __CUCC_FP_BF16));              \
  }
__CUCC_BF16_FROM_INT(short, short int, __CUCC_FP_SIGNED)
__CUCC_BF16_FROM_INT(ushort, unsigned short int, __CUCC_FP_UNSIGNED)
__CUCC_BF16_FROM_INT(int, int, __CUCC_FP_SIGNED)
__CUCC_BF16_FROM_INT(uint, unsigned int, __CUCC_FP_UNSIGNED)
__CUCC_BF16_FROM_INT(ll, long long int, __CUCC_FP_SIGNED)
__CUCC_BF16_FROM_INT(ull, unsigned long long int, __CUCC_FP_UNSIGNED)
#undef __CUCC_BF16_FROM_INT

#define __CUCC_BF16_TO_INT_MODE(NAME, T, MODE, M, TO)                          \
  __CUCC_BF16_DECL T __bfloat162##NAME##_##MODE(const __nv_bfloat16 __h) {     \
    return (T)TO(__bfloat162float(__h), M);                                    \
  }
#define __CUCC_BF16_TO_INT(NAME, T, TO)                                        \
  __CUCC_BF16_TO_INT_MODE(NAME, T, rn, __CUCC_FP_RN, TO)                       \
  __CUCC_BF16_TO_INT_MODE(NAME, T, rz, __CUCC_FP_RZ, TO)                       \
  __CUCC_BF16_TO_INT_MODE(NAME, T, rd, __CUCC_FP_RD, TO)                       \
  __CUCC_BF16_TO_INT_MODE(NAME, T, ru, __CUCC_FP_RU, TO)
__CUCC_BF16_TO_INT(short, short int, __CUCC_FP_TO_SHORT)
__CUCC_BF16_TO_INT(ushort, unsigned short int, __CUCC_FP_TO_USHORT)
__CUCC_BF16_TO_INT(int, int, __CUCC_FP_TO_INT)
__CUCC_BF16_TO_INT(uint, unsigned int, __CUCC_FP_TO_UINT)
__CUCC_BF16_TO_INT(ll, long long int, __CUCC_FP_TO_LL)
__CUCC_BF16_TO_INT(ull, unsigned long long int, __CUCC_FP_TO_ULL)
__CUCC_BF16_TO_INT_MODE(char, signed char, rz, __CUCC_FP_RZ, __CUCC_FP_TO_CHAR)
__CUCC_BF16_TO_INT_MODE(uchar, unsigned char, rz, __CUCC_FP_RZ,
                        __CUCC_FP_TO_UCHAR)
#undef __CUCC_BF16_TO_INT
#undef __CUCC_BF16_TO_INT_MODE

/* ---- classification and comparisons ------------------------------------ */

__CUCC_BF16_DECL bool __hisnan(const __nv_bfloat16 __a) {
  return (__cucc_bbits(__a) & 0x7fffu) > 0x7f80u;
}
__CUCC_BF16_DECL int __hisinf(const __nv_bfloat16 __a) {
  const unsigned short __cucc_b = __cucc_bbits(__a);
  return __cucc_b == 0x7f80u ? 1 : __cucc_b == 0xff80u ? -1 : 0;
}

#define __CUCC_BF16_CMP(NAME, EXPR)                                            \
  __CUCC_BF16_DECL bool NAME(const __nv_bfloat16 __a, const __nv_bfloat16 __cucc_b) { \
    const float __cucc_x = __bfloat162float(__a), __y = __bfloat162float(__cucc_b); \
    return EXPR;                                                               \
  }
__CUCC_BF16_CMP(__heq, __cucc_x == __y)
__CUCC_BF16_CMP(__hne, __cucc_x<__y || __cucc_x> __y)
__CUCC_BF16_CMP(__hlt, __cucc_x < __y)
__CUCC_BF16_CMP(__hle, __cucc_x <= __y)
__CUCC_BF16_CMP(__hgt, __cucc_x > __y)
__CUCC_BF16_CMP(__hge, __cucc_x >= __y)
__CUCC_BF16_CMP(__hequ, !(__cucc_x < __y || __cucc_x > __y))
__CUCC_BF16_CMP(__hneu, !(__cucc_x == __y))
__CUCC_BF16_CMP(__hltu, !(__cucc_x >= __y))
__CUCC_BF16_CMP(__hleu, !(__cucc_x > __y))
__CUCC_BF16_CMP(__hgtu, !(__cucc_x <= __y))
__CUCC_BF16_CMP(__hgeu, !(__cucc_x < __y))
#undef __CUCC_BF16_CMP

#define __CUCC_BF16_CMP2(OP)                                                   \
  __CUCC_BF16_DECL __nv_bfloat162 OP##2(const __nv_bfloat162 __a,              \
                                        const __nv_bfloat162 __cucc_b) {       \
    return __nv_bfloat162(__cucc_bmake(OP(__a.x, __cucc_b.x) ? 0x3f80u : 0u),  \
                          __cucc_bmake(OP(__a.y, __cucc_b.y) ? 0x3f80u : 0u)); \
  }                                                                            \
  __CUCC_BF16_DECL unsigned int OP##2_mask(const __nv_bfloat162 __a,           \
                                           const __nv_bfloat162 __cucc_b) {    \
    return (OP(__a.x, __cucc_b.x) ? 0xffffu : 0u) | (OP(__a.y, __cucc_b.y) ? 0xffff0000u : 0u); \
  }
__CUCC_BF16_CMP2(__heq)
__CUCC_BF16_CMP2(__hne)
__CUCC_BF16_CMP2(__hlt)
__CUCC_BF16_CMP2(__hle)
__CUCC_BF16_CMP2(__hgt)
__CUCC_BF16_CMP2(__hge)
__CUCC_BF16_CMP2(__hequ)
__CUCC_BF16_CMP2(__hneu)
__CUCC_BF16_CMP2(__hltu)
__CUCC_BF16_CMP2(__hleu)
__CUCC_BF16_CMP2(__hgtu)
__CUCC_BF16_CMP2(__hgeu)
#undef __CUCC_BF16_CMP2
#define __CUCC_BF16_CMPB2(NAME, OP)                                            \
  __CUCC_BF16_DECL bool NAME(const __nv_bfloat162 __a, const __nv_bfloat162 __cucc_b) { \
    return OP(__a.x, __cucc_b.x) && OP(__a.y, __cucc_b.y);                     \
  }
__CUCC_BF16_CMPB2(__hbeq2, __heq)
__CUCC_BF16_CMPB2(__hbne2, __hne)
__CUCC_BF16_CMPB2(__hblt2, __hlt)
__CUCC_BF16_CMPB2(__hble2, __hle)
__CUCC_BF16_CMPB2(__hbgt2, __hgt)
__CUCC_BF16_CMPB2(__hbge2, __hge)
__CUCC_BF16_CMPB2(__hbequ2, __hequ)
__CUCC_BF16_CMPB2(__hbneu2, __hneu)
__CUCC_BF16_CMPB2(__hbltu2, __hltu)
__CUCC_BF16_CMPB2(__hbleu2, __hleu)
__CUCC_BF16_CMPB2(__hbgtu2, __hgtu)
__CUCC_BF16_CMPB2(__hbgeu2, __hgeu)
#undef __CUCC_BF16_CMPB2
__CUCC_BF16_DECL __nv_bfloat162 __hisnan2(const __nv_bfloat162 __a) {
  return __nv_bfloat162(__cucc_bmake(__hisnan(__a.x) ? 0x3f80u : 0u),
                        __cucc_bmake(__hisnan(__a.y) ? 0x3f80u : 0u));
}

/* ---- arithmetic ------------------------------------------------------- */

/* [0, 1] clamp of the _sat forms: NaN and negative results give +0 */
__CUCC_BF16_DECL __nv_bfloat16 __cucc_bsat(const __nv_bfloat16 __a) {
  const unsigned short __cucc_b = __cucc_bbits(__a);
  return __cucc_bmake(__cucc_b > 0x7f80u ? 0u : __cucc_b > 0x3f80u ? 0x3f80u : __cucc_b);
}
#define __CUCC_BF16_BIN(NAME, OP)                                              \
  __CUCC_BF16_DECL __nv_bfloat16 NAME(const __nv_bfloat16 __a,                 \
                                      const __nv_bfloat16 __cucc_b) {          \
    return __float2bfloat16_rn(__bfloat162float(__a) OP __bfloat162float(__cucc_b)); \
  }
__CUCC_BF16_BIN(__hadd, +)
__CUCC_BF16_BIN(__hsub, -)
__CUCC_BF16_BIN(__hmul, *)
__CUCC_BF16_BIN(__hdiv, /)
__CUCC_BF16_BIN(__hadd_rn, +)
__CUCC_BF16_BIN(__hsub_rn, -)
__CUCC_BF16_BIN(__hmul_rn, *)
#undef __CUCC_BF16_BIN
__CUCC_BF16_DECL __nv_bfloat16 __hadd_sat(const __nv_bfloat16 __a,
                                          const __nv_bfloat16 __cucc_b) {
  return __cucc_bsat(__hadd(__a, __cucc_b));
}
__CUCC_BF16_DECL __nv_bfloat16 __hsub_sat(const __nv_bfloat16 __a,
                                          const __nv_bfloat16 __cucc_b) {
  return __cucc_bsat(__hsub(__a, __cucc_b));
}
__CUCC_BF16_DECL __nv_bfloat16 __hmul_sat(const __nv_bfloat16 __a,
                                          const __nv_bfloat16 __cucc_b) {
  return __cucc_bsat(__hmul(__a, __cucc_b));
}
__CUCC_BF16_DECL __nv_bfloat16 __hfma(const __nv_bfloat16 __a,
                                      const __nv_bfloat16 __cucc_b,
                                      const __nv_bfloat16 __c) {
  return __cucc_bmake(__cucc_fp_fma(__cucc_bbits(__a), __cucc_bbits(__cucc_b),
                                    __cucc_bbits(__c), __CUCC_FP_BF16));
}
__CUCC_BF16_DECL __nv_bfloat16 __hfma_sat(const __nv_bfloat16 __a,
                                          const __nv_bfloat16 __cucc_b,
                                          const __nv_bfloat16 __c) {
  return __cucc_bsat(__hfma(__a, __cucc_b, __c));
}
__CUCC_BF16_DECL __nv_bfloat16 __hfma_relu(const __nv_bfloat16 __a,
                                           const __nv_bfloat16 __cucc_b,
                                           const __nv_bfloat16 __c) {
  const unsigned short __cucc_r = __cucc_bbits(__hfma(__a, __cucc_b, __c));
  return __cucc_bmake((__cucc_r & 0x7fffu) > 0x7f80u ? 0x7fffu
                      : (__cucc_r & 0x8000u)         ? 0u
                                              : __cucc_r);
}
__CUCC_BF16_DECL __nv_bfloat16 __hneg(const __nv_bfloat16 __a) {
  const unsigned short __cucc_b = __cucc_bbits(__a);
  return __cucc_bmake((__cucc_b & 0x7fffu) > 0x7f80u ? 0x7fffu : __cucc_b ^ 0x8000u);
}
__CUCC_BF16_DECL __nv_bfloat16 __habs(const __nv_bfloat16 __a) {
  const unsigned short __cucc_b = __cucc_bbits(__a) & 0x7fffu;
  return __cucc_bmake(__cucc_b > 0x7f80u ? 0x7fffu : __cucc_b);
}
__CUCC_BF16_DECL __nv_bfloat16 __hmax(const __nv_bfloat16 __a,
                                      const __nv_bfloat16 __cucc_b) {
  const bool __na = __hisnan(__a), __nb = __hisnan(__cucc_b);
  if (__na || __nb)
    return __na && __nb ? __cucc_bmake(0x7fffu) : __na ? __cucc_b : __a;
  const float __cucc_x = __bfloat162float(__a), __y = __bfloat162float(__cucc_b);
  if (__cucc_x == __y)
    return __cucc_bbits(__a) > __cucc_bbits(__cucc_b) ? __cucc_b : __a;
  return __cucc_x > __y ? __a : __cucc_b;
}
__CUCC_BF16_DECL __nv_bfloat16 __hmin(const __nv_bfloat16 __a,
                                      const __nv_bfloat16 __cucc_b) {
  const bool __na = __hisnan(__a), __nb = __hisnan(__cucc_b);
  if (__na || __nb)
    return __na && __nb ? __cucc_bmake(0x7fffu) : __na ? __cucc_b : __a;
  const float __cucc_x = __bfloat162float(__a), __y = __bfloat162float(__cucc_b);
  if (__cucc_x == __y)
    return __cucc_bbits(__a) > __cucc_bbits(__cucc_b) ? __a : __cucc_b;
  return __cucc_x < __y ? __a : __cucc_b;
}
__CUCC_BF16_DECL __nv_bfloat16 __hmax_nan(const __nv_bfloat16 __a,
                                          const __nv_bfloat16 __cucc_b) {
  return __hisnan(__a) || __hisnan(__cucc_b) ? __cucc_bmake(0x7fffu) : __hmax(__a, __cucc_b);
}
__CUCC_BF16_DECL __nv_bfloat16 __hmin_nan(const __nv_bfloat16 __a,
                                          const __nv_bfloat16 __cucc_b) {
  return __hisnan(__a) || __hisnan(__cucc_b) ? __cucc_bmake(0x7fffu) : __hmin(__a, __cucc_b);
}

#define __CUCC_BF16_LIFT1(NAME2, NAME)                                         \
  __CUCC_BF16_DECL __nv_bfloat162 NAME2(const __nv_bfloat162 __a) {            \
    return __nv_bfloat162(NAME(__a.x), NAME(__a.y));                           \
  }
#define __CUCC_BF16_LIFT2(NAME2, NAME)                                         \
  __CUCC_BF16_DECL __nv_bfloat162 NAME2(const __nv_bfloat162 __a,              \
                                        const __nv_bfloat162 __cucc_b) {       \
    return __nv_bfloat162(NAME(__a.x, __cucc_b.x), NAME(__a.y, __cucc_b.y));   \
  }
#define __CUCC_BF16_LIFT3(NAME2, NAME)                                         \
  __CUCC_BF16_DECL __nv_bfloat162 NAME2(const __nv_bfloat162 __a,              \
                                        const __nv_bfloat162 __cucc_b,         \
                                        const __nv_bfloat162 __c) {            \
    return __nv_bfloat162(NAME(__a.x, __cucc_b.x, __c.x), NAME(__a.y, __cucc_b.y, __c.y)); \
  }
__CUCC_BF16_LIFT2(__hadd2, __hadd)
__CUCC_BF16_LIFT2(__hsub2, __hsub)
__CUCC_BF16_LIFT2(__hmul2, __hmul)
__CUCC_BF16_LIFT2(__h2div, __hdiv)
__CUCC_BF16_LIFT2(__hadd2_rn, __hadd_rn)
__CUCC_BF16_LIFT2(__hsub2_rn, __hsub_rn)
__CUCC_BF16_LIFT2(__hmul2_rn, __hmul_rn)
__CUCC_BF16_LIFT2(__hadd2_sat, __hadd_sat)
__CUCC_BF16_LIFT2(__hsub2_sat, __hsub_sat)
__CUCC_BF16_LIFT2(__hmul2_sat, __hmul_sat)
__CUCC_BF16_LIFT3(__hfma2, __hfma)
__CUCC_BF16_LIFT3(__hfma2_sat, __hfma_sat)
__CUCC_BF16_LIFT3(__hfma2_relu, __hfma_relu)
__CUCC_BF16_LIFT1(__hneg2, __hneg)
__CUCC_BF16_LIFT1(__habs2, __habs)
__CUCC_BF16_LIFT2(__hmax2, __hmax)
__CUCC_BF16_LIFT2(__hmin2, __hmin)
__CUCC_BF16_LIFT2(__hmax2_nan, __hmax_nan)
__CUCC_BF16_LIFT2(__hmin2_nan, __hmin_nan)

__CUCC_BF16_DECL __nv_bfloat162 __hcmadd(const __nv_bfloat162 __a,
                                         const __nv_bfloat162 __cucc_b,
                                         const __nv_bfloat162 __c) {
  __nv_bfloat16 __re = __hfma(__a.x, __cucc_b.x, __c.x), __im = __hfma(__a.x, __cucc_b.y, __c.y);
  __re = __hfma(__hneg(__a.y), __cucc_b.y, __re);
  __im = __hfma(__a.y, __cucc_b.x, __im);
  return __nv_bfloat162(__re, __im);
}

/* ---- math functions --------------------------------------------------- */

__CUCC_BF16_DECL __nv_bfloat16 __cucc_bround(const __nv_bfloat16 __a, int __mode) {
  const unsigned short __cucc_b = __cucc_bbits(__a);
  if ((__cucc_b & 0x7fffu) >= 0x4300u) /* |a| >= 128, inf, NaN: integral already */
    return (__cucc_b & 0x7fffu) > 0x7f80u ? __cucc_bmake(0x7fffu) : __a;
  const unsigned short __cucc_r =
      __cucc_fp_f2bf(__cucc_fp_rint(__bfloat162float(__a), __mode), __CUCC_FP_RN);
  return __cucc_bmake((__cucc_r & 0x7fffu) ? __cucc_r : (unsigned short)(__cucc_b & 0x8000u));
}
__CUCC_BF16_DECL __nv_bfloat16 hceil(const __nv_bfloat16 __h) {
  return __cucc_bround(__h, __CUCC_FP_RU);
}
__CUCC_BF16_DECL __nv_bfloat16 hfloor(const __nv_bfloat16 __h) {
  return __cucc_bround(__h, __CUCC_FP_RD);
}
__CUCC_BF16_DECL __nv_bfloat16 htrunc(const __nv_bfloat16 __h) {
  return __cucc_bround(__h, __CUCC_FP_RZ);
}
__CUCC_BF16_DECL __nv_bfloat16 hrint(const __nv_bfloat16 __h) {
  return __cucc_bround(__h, __CUCC_FP_RN);
}

#define __CUCC_BF16_MATH(NAME, EXPR)                                           \
  __CUCC_BF16_DECL __nv_bfloat16 NAME(const __nv_bfloat16 __a) {               \
    const float __cucc_x = __bfloat162float(__a);                              \
    return __float2bfloat16_rn(EXPR);                                          \
  }
__CUCC_BF16_MATH(hsqrt, sqrtf(__cucc_x))
__CUCC_BF16_MATH(hrsqrt, 1.0f / sqrtf(__cucc_x))
__CUCC_BF16_MATH(hrcp, 1.0f / __cucc_x)
__CUCC_BF16_MATH(hexp, expf(__cucc_x))
__CUCC_BF16_MATH(hexp2, exp2f(__cucc_x))
__CUCC_BF16_MATH(hexp10, __CUCC_FP_EXP10F(__cucc_x))
__CUCC_BF16_MATH(hlog, logf(__cucc_x))
__CUCC_BF16_MATH(hlog2, log2f(__cucc_x))
__CUCC_BF16_MATH(hlog10, log10f(__cucc_x))
__CUCC_BF16_MATH(hsin, sinf(__cucc_x))
__CUCC_BF16_MATH(hcos, cosf(__cucc_x))
__CUCC_BF16_MATH(htanh, tanhf(__cucc_x))
__CUCC_BF16_MATH(htanh_approx, tanhf(__cucc_x))
#undef __CUCC_BF16_MATH

__CUCC_BF16_LIFT1(h2ceil, hceil)
__CUCC_BF16_LIFT1(h2floor, hfloor)
__CUCC_BF16_LIFT1(h2trunc, htrunc)
__CUCC_BF16_LIFT1(h2rint, hrint)
__CUCC_BF16_LIFT1(h2sqrt, hsqrt)
__CUCC_BF16_LIFT1(h2rsqrt, hrsqrt)
__CUCC_BF16_LIFT1(h2rcp, hrcp)
__CUCC_BF16_LIFT1(h2exp, hexp)
__CUCC_BF16_LIFT1(h2exp2, hexp2)
__CUCC_BF16_LIFT1(h2exp10, hexp10)
__CUCC_BF16_LIFT1(h2log, hlog)
__CUCC_BF16_LIFT1(h2log2, hlog2)
__CUCC_BF16_LIFT1(h2log10, hlog10)
__CUCC_BF16_LIFT1(h2sin, hsin)
__CUCC_BF16_LIFT1(h2cos, hcos)
__CUCC_BF16_LIFT1(h2tanh, htanh)
__CUCC_BF16_LIFT1(h2tanh_approx, htanh_approx)
#undef __CUCC_BF16_LIFT1
#undef __CUCC_BF16_LIFT2
#undef __CUCC_BF16_LIFT3

/* ---- operators -------------------------------------------------------- */

#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
#define __CUCC_BF16_ONE __cucc_bmake(0x3f80u)
__CUCC_BF16_HD __nv_bfloat16 operator+(const __nv_bfloat16 &__lh,
                                       const __nv_bfloat16 &__rh) {
  return __hadd(__lh, __rh);
}
__CUCC_BF16_HD __nv_bfloat16 operator-(const __nv_bfloat16 &__lh,
                                       const __nv_bfloat16 &__rh) {
  return __hsub(__lh, __rh);
}
__CUCC_BF16_HD __nv_bfloat16 operator*(const __nv_bfloat16 &__lh,
                                       const __nv_bfloat16 &__rh) {
  return __hmul(__lh, __rh);
}
__CUCC_BF16_HD __nv_bfloat16 operator/(const __nv_bfloat16 &__lh,
                                       const __nv_bfloat16 &__rh) {
  return __hdiv(__lh, __rh);
}
__CUCC_BF16_HD __nv_bfloat16 &operator+=(__nv_bfloat16 &__lh,
                                         const __nv_bfloat16 &__rh) {
  __lh = __hadd(__lh, __rh);
  return __lh;
}
__CUCC_BF16_HD __nv_bfloat16 &operator-=(__nv_bfloat16 &__lh,
                                         const __nv_bfloat16 &__rh) {
  __lh = __hsub(__lh, __rh);
  return __lh;
}
__CUCC_BF16_HD __nv_bfloat16 &operator*=(__nv_bfloat16 &__lh,
                                         const __nv_bfloat16 &__rh) {
  __lh = __hmul(__lh, __rh);
  return __lh;
}
__CUCC_BF16_HD __nv_bfloat16 &operator/=(__nv_bfloat16 &__lh,
                                         const __nv_bfloat16 &__rh) {
  __lh = __hdiv(__lh, __rh);
  return __lh;
}
__CUCC_BF16_HD __nv_bfloat16 &operator++(__nv_bfloat16 &__h) {
  __h = __hadd(__h, __CUCC_BF16_ONE);
  return __h;
}
__CUCC_BF16_HD __nv_bfloat16 &operator--(__nv_bfloat16 &__h) {
  __h = __hsub(__h, __CUCC_BF16_ONE);
  return __h;
}
__CUCC_BF16_HD __nv_bfloat16 operator++(__nv_bfloat16 &__h, const int) {
  const __nv_bfloat16 __cucc_r = __h;
  __h = __hadd(__h, __CUCC_BF16_ONE);
  return __cucc_r;
}
__CUCC_BF16_HD __nv_bfloat16 operator--(__nv_bfloat16 &__h, const int) {
  const __nv_bfloat16 __cucc_r = __h;
  __h = __hsub(__h, __CUCC_BF16_ONE);
  return __cucc_r;
}
__CUCC_BF16_HD __nv_bfloat16 operator+(const __nv_bfloat16 &__h) { return __h; }
__CUCC_BF16_HD __nv_bfloat16 operator-(const __nv_bfloat16 &__h) {
  return __hneg(__h);
}
__CUCC_BF16_HD bool operator==(const __nv_bfloat16 &__lh,
                               const __nv_bfloat16 &__rh) {
  return __heq(__lh, __rh);
}
__CUCC_BF16_HD bool operator!=(const __nv_bfloat16 &__lh,
                               const __nv_bfloat16 &__rh) {
  return __hneu(__lh, __rh);
}
__CUCC_BF16_HD bool operator>(const __nv_bfloat16 &__lh,
                              const __nv_bfloat16 &__rh) {
  return __hgt(__lh, __rh);
}
__CUCC_BF16_HD bool operator<(const __nv_bfloat16 &__lh,
                              const __nv_bfloat16 &__rh) {
  return __hlt(__lh, __rh);
}
__CUCC_BF16_HD bool operator>=(const __nv_bfloat16 &__lh,
                               const __nv_bfloat16 &__rh) {
  return __hge(__lh, __rh);
}
__CUCC_BF16_HD bool operator<=(const __nv_bfloat16 &__lh,
                               const __nv_bfloat16 &__rh) {
  return __hle(__lh, __rh);
}
#undef __CUCC_BF16_ONE
#endif /* !__CUDA_NO_BFLOAT16_OPERATORS__ */

#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
#define __CUCC_BF162_ONE __bfloat162bfloat162(__cucc_bmake(0x3f80u))
__CUCC_BF16_HD __nv_bfloat162 operator+(const __nv_bfloat162 &__lh,
                                        const __nv_bfloat162 &__rh) {
  return __hadd2(__lh, __rh);
}
__CUCC_BF16_HD __nv_bfloat162 operator-(const __nv_bfloat162 &__lh,
                                        const __nv_bfloat162 &__rh) {
  return __hsub2(__lh, __rh);
}
__CUCC_BF16_HD __nv_bfloat162 operator*(const __nv_bfloat162 &__lh,
                                        const __nv_bfloat162 &__rh) {
  return __hmul2(__lh, __rh);
}
__CUCC_BF16_HD __nv_bfloat162 operator/(const __nv_bfloat162 &__lh,
                                        const __nv_bfloat162 &__rh) {
  return __h2div(__lh, __rh);
}
__CUCC_BF16_HD __nv_bfloat162 &operator+=(__nv_bfloat162 &__lh,
                                          const __nv_bfloat162 &__rh) {
  __lh = __hadd2(__lh, __rh);
  return __lh;
}
__CUCC_BF16_HD __nv_bfloat162 &operator-=(__nv_bfloat162 &__lh,
                                          const __nv_bfloat162 &__rh) {
  __lh = __hsub2(__lh, __rh);
  return __lh;
}
__CUCC_BF16_HD __nv_bfloat162 &operator*=(__nv_bfloat162 &__lh,
                                          const __nv_bfloat162 &__rh) {
  __lh = __hmul2(__lh, __rh);
  return __lh;
}
__CUCC_BF16_HD __nv_bfloat162 &operator/=(__nv_bfloat162 &__lh,
                                          const __nv_bfloat162 &__rh) {
  __lh = __h2div(__lh, __rh);
  return __lh;
}
__CUCC_BF16_HD __nv_bfloat162 &operator++(__nv_bfloat162 &__h) {
  __h = __hadd2(__h, __CUCC_BF162_ONE);
  return __h;
}
__CUCC_BF16_HD __nv_bfloat162 &operator--(__nv_bfloat162 &__h) {
  __h = __hsub2(__h, __CUCC_BF162_ONE);
  return __h;
}
__CUCC_BF16_HD __nv_bfloat162 operator++(__nv_bfloat162 &__h, const int) {
  const __nv_bfloat162 __cucc_r = __h;
  __h = __hadd2(__h, __CUCC_BF162_ONE);
  return __cucc_r;
}
__CUCC_BF16_HD __nv_bfloat162 operator--(__nv_bfloat162 &__h, const int) {
  const __nv_bfloat162 __cucc_r = __h;
  __h = __hsub2(__h, __CUCC_BF162_ONE);
  return __cucc_r;
}
__CUCC_BF16_HD __nv_bfloat162 operator+(const __nv_bfloat162 &__h) { return __h; }
__CUCC_BF16_HD __nv_bfloat162 operator-(const __nv_bfloat162 &__h) {
  return __hneg2(__h);
}
__CUCC_BF16_HD bool operator==(const __nv_bfloat162 &__lh,
                               const __nv_bfloat162 &__rh) {
  return __hbeq2(__lh, __rh);
}
__CUCC_BF16_HD bool operator!=(const __nv_bfloat162 &__lh,
                               const __nv_bfloat162 &__rh) {
  return __hbneu2(__lh, __rh);
}
__CUCC_BF16_HD bool operator>(const __nv_bfloat162 &__lh,
                              const __nv_bfloat162 &__rh) {
  return __hbgt2(__lh, __rh);
}
__CUCC_BF16_HD bool operator<(const __nv_bfloat162 &__lh,
                              const __nv_bfloat162 &__rh) {
  return __hblt2(__lh, __rh);
}
__CUCC_BF16_HD bool operator>=(const __nv_bfloat162 &__lh,
                               const __nv_bfloat162 &__rh) {
  return __hbge2(__lh, __rh);
}
__CUCC_BF16_HD bool operator<=(const __nv_bfloat162 &__lh,
                               const __nv_bfloat162 &__rh) {
  return __hble2(__lh, __rh);
}
#undef __CUCC_BF162_ONE
#endif /* !__CUDA_NO_BFLOAT162_OPERATORS__ */

/* ---- device only: cache-hinted loads/stores, atomics ------------------- */

#if defined(__CUCC_CUDA_MODE__)
__CUCC_FP16_LDST(__nv_bfloat16)
__CUCC_FP16_LDST(__nv_bfloat162)

static __device__ __forceinline__ __nv_bfloat162
atomicAdd(__nv_bfloat162 *const __cucc_address, const __nv_bfloat162 __cucc_val) {
  unsigned int *const __cucc_p = (unsigned int *)(void *)__cucc_address;
  unsigned int __cucc_old = __atomic_load_n(__cucc_p, __ATOMIC_RELAXED), __upd;
  __nv_bfloat162 __cucc_o;
  do {
    __builtin_memcpy(&__cucc_o, &__cucc_old, sizeof __cucc_o);
    const __nv_bfloat162 __n = __hadd2(__cucc_o, __cucc_val);
    __builtin_memcpy(&__upd, &__n, sizeof __upd);
  } while (!__atomic_compare_exchange_n(__cucc_p, &__cucc_old, __upd, true, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED));
  return __cucc_o;
}
static __device__ __forceinline__ __nv_bfloat16
atomicAdd(__nv_bfloat16 *const __cucc_address, const __nv_bfloat16 __cucc_val) {
  unsigned short *const __cucc_p = (unsigned short *)(void *)__cucc_address;
  unsigned short __cucc_old = __atomic_load_n(__cucc_p, __ATOMIC_RELAXED), __upd;
  do {
    __upd = __cucc_bbits(__hadd(__cucc_bmake(__cucc_old), __cucc_val));
  } while (!__atomic_compare_exchange_n(__cucc_p, &__cucc_old, __upd, true, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED));
  return __cucc_bmake(__cucc_old);
}
#endif /* __CUCC_CUDA_MODE__ */

#if defined(__CUCC_CUDA_MODE__)
#include "crt/cucc_warp_functions.h"
/* Warp shuffles move the bit pattern. */
__CUCC_SHFL_OVERLOADS(__nv_bfloat16)
__CUCC_SHFL_OVERLOADS(__nv_bfloat162)
#endif

#if !defined(CUDA_NO_BFLOAT16)
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
#endif

#endif /* __cplusplus */

#endif /* __CUDA_BF16_H__ */
