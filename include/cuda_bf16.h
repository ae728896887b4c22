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
      const __nv_bfloat16_raw &hr)
      : __x(hr.x) {}
  __CUCC_BF16_HD __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr) {
    __x = hr.x;
    return *this;
  }
  __CUCC_BF16_HD volatile __nv_bfloat16 &operator=(
      const __nv_bfloat16_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __CUCC_BF16_HD volatile __nv_bfloat16 &operator=(
      const volatile __nv_bfloat16_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __CUCC_BF16_HD operator __nv_bfloat16_raw() const {
    __nv_bfloat16_raw r;
    r.x = __x;
    return r;
  }
  __CUCC_BF16_HD operator __nv_bfloat16_raw() const volatile {
    __nv_bfloat16_raw r;
    r.x = __x;
    return r;
  }

#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
#if defined(__CPP_VERSION_AT_LEAST_11_BF16)
  explicit __CUCC_BF16_HD __nv_bfloat16(const __half f) {
    __x = __cucc_fp_f2bf(__cucc_fp_h2f(static_cast<__half_raw>(f).x),
                         __CUCC_FP_RN);
  }
#endif
  __CUCC_BF16_HD __nv_bfloat16(const float f) {
    __x = __cucc_fp_f2bf(f, __CUCC_FP_RN);
  }
  __CUCC_BF16_HD __nv_bfloat16(const double f) {
    __x = __cucc_fp_from_double(f, __CUCC_FP_RN, __CUCC_FP_BF16);
  }
  __CUCC_BF16_HD operator float() const { return __cucc_fp_bf2f(__x); }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(const float f) {
    __x = __cucc_fp_f2bf(f, __CUCC_FP_RN);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(const double f) {
    __x = __cucc_fp_from_double(f, __CUCC_FP_RN, __CUCC_FP_BF16);
    return *this;
  }

#if !defined(                                                                  \
    __CUDA_BF16_DISABLE_IMPLICIT_INTEGER_CONVERTS_FOR_HOST_COMPILERS__) ||     \
    defined(__CUDACC__)
  __CUCC_BF16_HD __nv_bfloat16(short v) { __x = __cucc_fp_ll(v); }
  __CUCC_BF16_HD __nv_bfloat16(unsigned short v) { __x = __cucc_fp_ull(v); }
  __CUCC_BF16_HD __nv_bfloat16(int v) { __x = __cucc_fp_ll(v); }
  __CUCC_BF16_HD __nv_bfloat16(unsigned int v) { __x = __cucc_fp_ull(v); }
  __CUCC_BF16_HD __nv_bfloat16(const long v) { __x = __cucc_fp_ll(v); }
  __CUCC_BF16_HD __nv_bfloat16(const unsigned long v) {
    __x = __cucc_fp_ull(v);
  }
  __CUCC_BF16_HD __nv_bfloat16(long long v) { __x = __cucc_fp_ll(v); }
  __CUCC_BF16_HD __nv_bfloat16(unsigned long long v) { __x = __cucc_fp_ull(v); }

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
  __CUCC_BF16_HD __nv_bfloat16 &operator=(short v) {
    __x = __cucc_fp_ll(v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(unsigned short v) {
    __x = __cucc_fp_ull(v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(int v) {
    __x = __cucc_fp_ll(v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(unsigned int v) {
    __x = __cucc_fp_ull(v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(long long v) {
    __x = __cucc_fp_ll(v);
    return *this;
  }
  __CUCC_BF16_HD __nv_bfloat16 &operator=(unsigned long long v) {
    __x = __cucc_fp_ull(v);
    return *this;
  }
  __CUCC_BF16_HD __CUCC_BF16_CONSTEXPR operator bool() const {
    return (__x & 0x7fffu) != 0u;
  }
#endif /* integer conversions */
#endif /* !__CUDA_NO_BFLOAT16_CONVERSIONS__ */

private:
  __CUCC_BF16_HD static unsigned short __cucc_fp_ll(long long v) {
    return __cucc_fp_from_ll(v, __CUCC_FP_RN, __CUCC_FP_BF16);
  }
  __CUCC_BF16_HD static unsigned short __cucc_fp_ull(unsigned long long v) {
    return __cucc_fp_from_ull(v, 0, __CUCC_FP_RN, __CUCC_FP_BF16);
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
  __CUCC_BF16_HD __CUCC_BF16_CONSTEXPR __nv_bfloat162(const __nv_bfloat16 &a,
                                                      const __nv_bfloat16 &b)
      : x(a), y(b) {}
  __CUCC_BF16_HD __nv_bfloat162(const __nv_bfloat162_raw &h2r) { *this = h2r; }
  __CUCC_BF16_HD __nv_bfloat162 &operator=(const __nv_bfloat162_raw &h2r) {
    __nv_bfloat16_raw t;
    t.x = h2r.x;
    x = __nv_bfloat16(t);
    t.x = h2r.y;
    y = __nv_bfloat16(t);
    return *this;
  }
  __CUCC_BF16_HD operator __nv_bfloat162_raw() const {
    __nv_bfloat162_raw r;
    r.x = static_cast<__nv_bfloat16_raw>(x).x;
    r.y = static_cast<__nv_bfloat16_raw>(y).x;
    return r;
  }
};

#if defined(__CPP_VERSION_AT_LEAST_11_FP16) &&                                 \
    !defined(__CUDA_NO_HALF_CONVERSIONS__)
/* declared in cuda_fp16.h: bfloat16 -> half, round to nearest even */
__CUCC_FP16_HD __half::__half(const __nv_bfloat16 f) {
  __x = __cucc_fp_f2h_rn(__cucc_fp_bf2f(static_cast<__nv_bfloat16_raw>(f).x));
}
#endif

/* ---- bits ------------------------------------------------------------- */

__CUCC_BF16_DECL unsigned short __cucc_bbits(const __nv_bfloat16 h) {
  return static_cast<__nv_bfloat16_raw>(h).x;
}
__CUCC_BF16_DECL __nv_bfloat16 __cucc_bmake(unsigned short b) {
  __nv_bfloat16_raw r;
  r.x = b;
  return __nv_bfloat16(r);
}

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

__CUCC_BF16_DECL short int __bfloat16_as_short(const __nv_bfloat16 h) {
  return (short int)__cucc_bbits(h);
}
__CUCC_BF16_DECL unsigned short int
__bfloat16_as_ushort(const __nv_bfloat16 h) {
  return __cucc_bbits(h);
}
__CUCC_BF16_DECL __nv_bfloat16 __short_as_bfloat16(const short int i) {
  return __cucc_bmake((unsigned short)i);
}
__CUCC_BF16_DECL __nv_bfloat16
__ushort_as_bfloat16(const unsigned short int i) {
  return __cucc_bmake(i);
}

/* ---- float / double / half conversions -------------------------------- */

__CUCC_BF16_DECL float __bfloat162float(const __nv_bfloat16 a) {
  return __cucc_fp_bf2f(__cucc_bbits(a));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16(const float a) {
  return __cucc_bmake(__cucc_fp_f2bf(a, __CUCC_FP_RN));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16_rn(const float a) {
  return __cucc_bmake(__cucc_fp_f2bf(a, __CUCC_FP_RN));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16_rz(const float a) {
  return __cucc_bmake(__cucc_fp_f2bf(a, __CUCC_FP_RZ));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16_rd(const float a) {
  return __cucc_bmake(__cucc_fp_f2bf(a, __CUCC_FP_RD));
}
__CUCC_BF16_DECL __nv_bfloat16 __float2bfloat16_ru(const float a) {
  return __cucc_bmake(__cucc_fp_f2bf(a, __CUCC_FP_RU));
}
__CUCC_BF16_DECL __nv_bfloat16 __double2bfloat16(const double a) {
  return __cucc_bmake(__cucc_fp_from_double(a, __CUCC_FP_RN, __CUCC_FP_BF16));
}

/* ---- __nv_bfloat162 construction and lanes ---------------------------- */

__CUCC_BF16_DECL __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x,
                                               const __nv_bfloat16 y) {
  return __nv_bfloat162(x, y);
}
__CUCC_BF16_DECL __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a,
                                                   const __nv_bfloat16 b) {
  return __nv_bfloat162(a, b);
}
__CUCC_BF16_DECL __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) {
  return __nv_bfloat162(a, a);
}
__CUCC_BF16_DECL __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) {
  return a.x;
}
__CUCC_BF16_DECL __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) {
  return a.y;
}
__CUCC_BF16_DECL __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) {
  return __nv_bfloat162(a.x, a.x);
}
__CUCC_BF16_DECL __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) {
  return __nv_bfloat162(a.y, a.y);
}
__CUCC_BF16_DECL __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a,
                                                 const __nv_bfloat162 b) {
  return __nv_bfloat162(a.x, b.x);
}
__CUCC_BF16_DECL __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a,
                                                  const __nv_bfloat162 b) {
  return __nv_bfloat162(a.y, b.y);
}
__CUCC_BF16_DECL __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a) {
  return __nv_bfloat162(a.y, a.x);
}
__CUCC_BF16_DECL float __low2float(const __nv_bfloat162 a) {
  return __bfloat162float(a.x);
}
__CUCC_BF16_DECL float __high2float(const __nv_bfloat162 a) {
  return __bfloat162float(a.y);
}
__CUCC_BF16_DECL __nv_bfloat162 __float2bfloat162_rn(const float a) {
  const __nv_bfloat16 h = __float2bfloat16_rn(a);
  return __nv_bfloat162(h, h);
}
__CUCC_BF16_DECL __nv_bfloat162 __floats2bfloat162_rn(const float a,
                                                      const float b) {
  return __nv_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(b));
}
__CUCC_BF16_DECL __nv_bfloat162 __float22bfloat162_rn(const float2 a) {
  return __nv_bfloat162(__float2bfloat16_rn(a.x), __float2bfloat16_rn(a.y));
}
__CUCC_BF16_DECL float2 __bfloat1622float2(const __nv_bfloat162 a) {
  return make_float2(__bfloat162float(a.x), __bfloat162float(a.y));
}

/* ---- integer conversions ---------------------------------------------- */

#define __CUCC_BF16_FROM_INT(NAME, T, CONV)                                    \
  __CUCC_BF16_DECL __nv_bfloat16 __##NAME##2bfloat16_rn(const T i) {           \
    return __cucc_bmake(CONV(i, __CUCC_FP_RN, __CUCC_FP_BF16));                \
  }                                                                            \
  __CUCC_BF16_DECL __nv_bfloat16 __##NAME##2bfloat16_rz(const T i) {           \
    return __cucc_bmake(CONV(i, __CUCC_FP_RZ, __CUCC_FP_BF16));                \
  }                                                                            \
  __CUCC_BF16_DECL __nv_bfloat16 __##NAME##2bfloat16_rd(const T i) {           \
    return __cucc_bmake(CONV(i, __CUCC_FP_RD, __CUCC_FP_BF16));                \
  }                                                                            \
  __CUCC_BF16_DECL __nv_bfloat16 __##NAME##2bfloat16_ru(const T i) {           \
    return __cucc_bmake(CONV(i, __CUCC_FP_RU, __CUCC_FP_BF16));                \
  }
__CUCC_BF16_FROM_INT(short, short int, __CUCC_FP_SIGNED)
__CUCC_BF16_FROM_INT(ushort, unsigned short int, __CUCC_FP_UNSIGNED)
__CUCC_BF16_FROM_INT(int, int, __CUCC_FP_SIGNED)
__CUCC_BF16_FROM_INT(uint, unsigned int, __CUCC_FP_UNSIGNED)
__CUCC_BF16_FROM_INT(ll, long long int, __CUCC_FP_SIGNED)
__CUCC_BF16_FROM_INT(ull, unsigned long long int, __CUCC_FP_UNSIGNED)
#undef __CUCC_BF16_FROM_INT

#define __CUCC_BF16_TO_INT_MODE(NAME, T, MODE, M, TO)                          \
  __CUCC_BF16_DECL T __bfloat162##NAME##_##MODE(const __nv_bfloat16 h) {       \
    return (T)TO(__bfloat162float(h), M);                                      \
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

__CUCC_BF16_DECL bool __hisnan(const __nv_bfloat16 a) {
  return (__cucc_bbits(a) & 0x7fffu) > 0x7f80u;
}
__CUCC_BF16_DECL int __hisinf(const __nv_bfloat16 a) {
  const unsigned short b = __cucc_bbits(a);
  return b == 0x7f80u ? 1 : b == 0xff80u ? -1 : 0;
}

#define __CUCC_BF16_CMP(NAME, EXPR)                                            \
  __CUCC_BF16_DECL bool NAME(const __nv_bfloat16 a, const __nv_bfloat16 b) {   \
    const float x = __bfloat162float(a), y = __bfloat162float(b);              \
    return EXPR;                                                               \
  }
__CUCC_BF16_CMP(__heq, x == y)
__CUCC_BF16_CMP(__hne, x<y || x> y)
__CUCC_BF16_CMP(__hlt, x < y)
__CUCC_BF16_CMP(__hle, x <= y)
__CUCC_BF16_CMP(__hgt, x > y)
__CUCC_BF16_CMP(__hge, x >= y)
__CUCC_BF16_CMP(__hequ, !(x < y || x > y))
__CUCC_BF16_CMP(__hneu, !(x == y))
__CUCC_BF16_CMP(__hltu, !(x >= y))
__CUCC_BF16_CMP(__hleu, !(x > y))
__CUCC_BF16_CMP(__hgtu, !(x <= y))
__CUCC_BF16_CMP(__hgeu, !(x < y))
#undef __CUCC_BF16_CMP

#define __CUCC_BF16_CMP2(OP)                                                   \
  __CUCC_BF16_DECL __nv_bfloat162 OP##2(const __nv_bfloat162 a,                \
                                        const __nv_bfloat162 b) {              \
    return __nv_bfloat162(__cucc_bmake(OP(a.x, b.x) ? 0x3f80u : 0u),           \
                          __cucc_bmake(OP(a.y, b.y) ? 0x3f80u : 0u));          \
  }                                                                            \
  __CUCC_BF16_DECL unsigned int OP##2_mask(const __nv_bfloat162 a,             \
                                           const __nv_bfloat162 b) {           \
    return (OP(a.x, b.x) ? 0xffffu : 0u) | (OP(a.y, b.y) ? 0xffff0000u : 0u);  \
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
  __CUCC_BF16_DECL bool NAME(const __nv_bfloat162 a, const __nv_bfloat162 b) { \
    return OP(a.x, b.x) && OP(a.y, b.y);                                       \
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
__CUCC_BF16_DECL __nv_bfloat162 __hisnan2(const __nv_bfloat162 a) {
  return __nv_bfloat162(__cucc_bmake(__hisnan(a.x) ? 0x3f80u : 0u),
                        __cucc_bmake(__hisnan(a.y) ? 0x3f80u : 0u));
}

/* ---- arithmetic ------------------------------------------------------- */

/* [0, 1] clamp of the _sat forms: NaN and negative results give +0 */
__CUCC_BF16_DECL __nv_bfloat16 __cucc_bsat(const __nv_bfloat16 a) {
  const unsigned short b = __cucc_bbits(a);
  return __cucc_bmake(b > 0x7f80u ? 0u : b > 0x3f80u ? 0x3f80u : b);
}
#define __CUCC_BF16_BIN(NAME, OP)                                              \
  __CUCC_BF16_DECL __nv_bfloat16 NAME(const __nv_bfloat16 a,                   \
                                      const __nv_bfloat16 b) {                 \
    return __float2bfloat16_rn(__bfloat162float(a) OP __bfloat162float(b));    \
  }
__CUCC_BF16_BIN(__hadd, +)
__CUCC_BF16_BIN(__hsub, -)
__CUCC_BF16_BIN(__hmul, *)
__CUCC_BF16_BIN(__hdiv, /)
__CUCC_BF16_BIN(__hadd_rn, +)
__CUCC_BF16_BIN(__hsub_rn, -)
__CUCC_BF16_BIN(__hmul_rn, *)
#undef __CUCC_BF16_BIN
__CUCC_BF16_DECL __nv_bfloat16 __hadd_sat(const __nv_bfloat16 a,
                                          const __nv_bfloat16 b) {
  return __cucc_bsat(__hadd(a, b));
}
__CUCC_BF16_DECL __nv_bfloat16 __hsub_sat(const __nv_bfloat16 a,
                                          const __nv_bfloat16 b) {
  return __cucc_bsat(__hsub(a, b));
}
__CUCC_BF16_DECL __nv_bfloat16 __hmul_sat(const __nv_bfloat16 a,
                                          const __nv_bfloat16 b) {
  return __cucc_bsat(__hmul(a, b));
}
__CUCC_BF16_DECL __nv_bfloat16 __hfma(const __nv_bfloat16 a,
                                      const __nv_bfloat16 b,
                                      const __nv_bfloat16 c) {
  return __cucc_bmake(__cucc_fp_fma(__cucc_bbits(a), __cucc_bbits(b),
                                    __cucc_bbits(c), __CUCC_FP_BF16));
}
__CUCC_BF16_DECL __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a,
                                          const __nv_bfloat16 b,
                                          const __nv_bfloat16 c) {
  return __cucc_bsat(__hfma(a, b, c));
}
__CUCC_BF16_DECL __nv_bfloat16 __hfma_relu(const __nv_bfloat16 a,
                                           const __nv_bfloat16 b,
                                           const __nv_bfloat16 c) {
  const unsigned short r = __cucc_bbits(__hfma(a, b, c));
  return __cucc_bmake((r & 0x7fffu) > 0x7f80u ? 0x7fffu
                      : (r & 0x8000u)         ? 0u
                                              : r);
}
__CUCC_BF16_DECL __nv_bfloat16 __hneg(const __nv_bfloat16 a) {
  const unsigned short b = __cucc_bbits(a);
  return __cucc_bmake((b & 0x7fffu) > 0x7f80u ? 0x7fffu : b ^ 0x8000u);
}
__CUCC_BF16_DECL __nv_bfloat16 __habs(const __nv_bfloat16 a) {
  const unsigned short b = __cucc_bbits(a) & 0x7fffu;
  return __cucc_bmake(b > 0x7f80u ? 0x7fffu : b);
}
__CUCC_BF16_DECL __nv_bfloat16 __hmax(const __nv_bfloat16 a,
                                      const __nv_bfloat16 b) {
  const bool na = __hisnan(a), nb = __hisnan(b);
  if (na || nb)
    return na && nb ? __cucc_bmake(0x7fffu) : na ? b : a;
  const float x = __bfloat162float(a), y = __bfloat162float(b);
  if (x == y)
    return __cucc_bbits(a) > __cucc_bbits(b) ? b : a;
  return x > y ? a : b;
}
__CUCC_BF16_DECL __nv_bfloat16 __hmin(const __nv_bfloat16 a,
                                      const __nv_bfloat16 b) {
  const bool na = __hisnan(a), nb = __hisnan(b);
  if (na || nb)
    return na && nb ? __cucc_bmake(0x7fffu) : na ? b : a;
  const float x = __bfloat162float(a), y = __bfloat162float(b);
  if (x == y)
    return __cucc_bbits(a) > __cucc_bbits(b) ? a : b;
  return x < y ? a : b;
}
__CUCC_BF16_DECL __nv_bfloat16 __hmax_nan(const __nv_bfloat16 a,
                                          const __nv_bfloat16 b) {
  return __hisnan(a) || __hisnan(b) ? __cucc_bmake(0x7fffu) : __hmax(a, b);
}
__CUCC_BF16_DECL __nv_bfloat16 __hmin_nan(const __nv_bfloat16 a,
                                          const __nv_bfloat16 b) {
  return __hisnan(a) || __hisnan(b) ? __cucc_bmake(0x7fffu) : __hmin(a, b);
}

#define __CUCC_BF16_LIFT1(NAME2, NAME)                                         \
  __CUCC_BF16_DECL __nv_bfloat162 NAME2(const __nv_bfloat162 a) {              \
    return __nv_bfloat162(NAME(a.x), NAME(a.y));                               \
  }
#define __CUCC_BF16_LIFT2(NAME2, NAME)                                         \
  __CUCC_BF16_DECL __nv_bfloat162 NAME2(const __nv_bfloat162 a,                \
                                        const __nv_bfloat162 b) {              \
    return __nv_bfloat162(NAME(a.x, b.x), NAME(a.y, b.y));                     \
  }
#define __CUCC_BF16_LIFT3(NAME2, NAME)                                         \
  __CUCC_BF16_DECL __nv_bfloat162 NAME2(const __nv_bfloat162 a,                \
                                        const __nv_bfloat162 b,                \
                                        const __nv_bfloat162 c) {              \
    return __nv_bfloat162(NAME(a.x, b.x, c.x), NAME(a.y, b.y, c.y));           \
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

__CUCC_BF16_DECL __nv_bfloat162 __hcmadd(const __nv_bfloat162 a,
                                         const __nv_bfloat162 b,
                                         const __nv_bfloat162 c) {
  __nv_bfloat16 re = __hfma(a.x, b.x, c.x), im = __hfma(a.x, b.y, c.y);
  re = __hfma(__hneg(a.y), b.y, re);
  im = __hfma(a.y, b.x, im);
  return __nv_bfloat162(re, im);
}

/* ---- math functions --------------------------------------------------- */

__CUCC_BF16_DECL __nv_bfloat16 __cucc_bround(const __nv_bfloat16 a, int mode) {
  const unsigned short b = __cucc_bbits(a);
  if ((b & 0x7fffu) >= 0x4300u) /* |a| >= 128, inf, NaN: integral already */
    return (b & 0x7fffu) > 0x7f80u ? __cucc_bmake(0x7fffu) : a;
  const unsigned short r =
      __cucc_fp_f2bf(__cucc_fp_rint(__bfloat162float(a), mode), __CUCC_FP_RN);
  return __cucc_bmake((r & 0x7fffu) ? r : (unsigned short)(b & 0x8000u));
}
__CUCC_BF16_DECL __nv_bfloat16 hceil(const __nv_bfloat16 h) {
  return __cucc_bround(h, __CUCC_FP_RU);
}
__CUCC_BF16_DECL __nv_bfloat16 hfloor(const __nv_bfloat16 h) {
  return __cucc_bround(h, __CUCC_FP_RD);
}
__CUCC_BF16_DECL __nv_bfloat16 htrunc(const __nv_bfloat16 h) {
  return __cucc_bround(h, __CUCC_FP_RZ);
}
__CUCC_BF16_DECL __nv_bfloat16 hrint(const __nv_bfloat16 h) {
  return __cucc_bround(h, __CUCC_FP_RN);
}

#define __CUCC_BF16_MATH(NAME, EXPR)                                           \
  __CUCC_BF16_DECL __nv_bfloat16 NAME(const __nv_bfloat16 a) {                 \
    const float x = __bfloat162float(a);                                       \
    return __float2bfloat16_rn(EXPR);                                          \
  }
__CUCC_BF16_MATH(hsqrt, sqrtf(x))
__CUCC_BF16_MATH(hrsqrt, 1.0f / sqrtf(x))
__CUCC_BF16_MATH(hrcp, 1.0f / x)
__CUCC_BF16_MATH(hexp, expf(x))
__CUCC_BF16_MATH(hexp2, exp2f(x))
__CUCC_BF16_MATH(hexp10, __CUCC_FP_EXP10F(x))
__CUCC_BF16_MATH(hlog, logf(x))
__CUCC_BF16_MATH(hlog2, log2f(x))
__CUCC_BF16_MATH(hlog10, log10f(x))
__CUCC_BF16_MATH(hsin, sinf(x))
__CUCC_BF16_MATH(hcos, cosf(x))
__CUCC_BF16_MATH(htanh, tanhf(x))
__CUCC_BF16_MATH(htanh_approx, tanhf(x))
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
__CUCC_BF16_HD __nv_bfloat16 operator+(const __nv_bfloat16 &lh,
                                       const __nv_bfloat16 &rh) {
  return __hadd(lh, rh);
}
__CUCC_BF16_HD __nv_bfloat16 operator-(const __nv_bfloat16 &lh,
                                       const __nv_bfloat16 &rh) {
  return __hsub(lh, rh);
}
__CUCC_BF16_HD __nv_bfloat16 operator*(const __nv_bfloat16 &lh,
                                       const __nv_bfloat16 &rh) {
  return __hmul(lh, rh);
}
__CUCC_BF16_HD __nv_bfloat16 operator/(const __nv_bfloat16 &lh,
                                       const __nv_bfloat16 &rh) {
  return __hdiv(lh, rh);
}
__CUCC_BF16_HD __nv_bfloat16 &operator+=(__nv_bfloat16 &lh,
                                         const __nv_bfloat16 &rh) {
  lh = __hadd(lh, rh);
  return lh;
}
__CUCC_BF16_HD __nv_bfloat16 &operator-=(__nv_bfloat16 &lh,
                                         const __nv_bfloat16 &rh) {
  lh = __hsub(lh, rh);
  return lh;
}
__CUCC_BF16_HD __nv_bfloat16 &operator*=(__nv_bfloat16 &lh,
                                         const __nv_bfloat16 &rh) {
  lh = __hmul(lh, rh);
  return lh;
}
__CUCC_BF16_HD __nv_bfloat16 &operator/=(__nv_bfloat16 &lh,
                                         const __nv_bfloat16 &rh) {
  lh = __hdiv(lh, rh);
  return lh;
}
__CUCC_BF16_HD __nv_bfloat16 &operator++(__nv_bfloat16 &h) {
  h = __hadd(h, __CUCC_BF16_ONE);
  return h;
}
__CUCC_BF16_HD __nv_bfloat16 &operator--(__nv_bfloat16 &h) {
  h = __hsub(h, __CUCC_BF16_ONE);
  return h;
}
__CUCC_BF16_HD __nv_bfloat16 operator++(__nv_bfloat16 &h, const int) {
  const __nv_bfloat16 r = h;
  h = __hadd(h, __CUCC_BF16_ONE);
  return r;
}
__CUCC_BF16_HD __nv_bfloat16 operator--(__nv_bfloat16 &h, const int) {
  const __nv_bfloat16 r = h;
  h = __hsub(h, __CUCC_BF16_ONE);
  return r;
}
__CUCC_BF16_HD __nv_bfloat16 operator+(const __nv_bfloat16 &h) { return h; }
__CUCC_BF16_HD __nv_bfloat16 operator-(const __nv_bfloat16 &h) {
  return __hneg(h);
}
__CUCC_BF16_HD bool operator==(const __nv_bfloat16 &lh,
                               const __nv_bfloat16 &rh) {
  return __heq(lh, rh);
}
__CUCC_BF16_HD bool operator!=(const __nv_bfloat16 &lh,
                               const __nv_bfloat16 &rh) {
  return __hneu(lh, rh);
}
__CUCC_BF16_HD bool operator>(const __nv_bfloat16 &lh,
                              const __nv_bfloat16 &rh) {
  return __hgt(lh, rh);
}
__CUCC_BF16_HD bool operator<(const __nv_bfloat16 &lh,
                              const __nv_bfloat16 &rh) {
  return __hlt(lh, rh);
}
__CUCC_BF16_HD bool operator>=(const __nv_bfloat16 &lh,
                               const __nv_bfloat16 &rh) {
  return __hge(lh, rh);
}
__CUCC_BF16_HD bool operator<=(const __nv_bfloat16 &lh,
                               const __nv_bfloat16 &rh) {
  return __hle(lh, rh);
}
#undef __CUCC_BF16_ONE
#endif /* !__CUDA_NO_BFLOAT16_OPERATORS__ */

#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
#define __CUCC_BF162_ONE __bfloat162bfloat162(__cucc_bmake(0x3f80u))
__CUCC_BF16_HD __nv_bfloat162 operator+(const __nv_bfloat162 &lh,
                                        const __nv_bfloat162 &rh) {
  return __hadd2(lh, rh);
}
__CUCC_BF16_HD __nv_bfloat162 operator-(const __nv_bfloat162 &lh,
                                        const __nv_bfloat162 &rh) {
  return __hsub2(lh, rh);
}
__CUCC_BF16_HD __nv_bfloat162 operator*(const __nv_bfloat162 &lh,
                                        const __nv_bfloat162 &rh) {
  return __hmul2(lh, rh);
}
__CUCC_BF16_HD __nv_bfloat162 operator/(const __nv_bfloat162 &lh,
                                        const __nv_bfloat162 &rh) {
  return __h2div(lh, rh);
}
__CUCC_BF16_HD __nv_bfloat162 &operator+=(__nv_bfloat162 &lh,
                                          const __nv_bfloat162 &rh) {
  lh = __hadd2(lh, rh);
  return lh;
}
__CUCC_BF16_HD __nv_bfloat162 &operator-=(__nv_bfloat162 &lh,
                                          const __nv_bfloat162 &rh) {
  lh = __hsub2(lh, rh);
  return lh;
}
__CUCC_BF16_HD __nv_bfloat162 &operator*=(__nv_bfloat162 &lh,
                                          const __nv_bfloat162 &rh) {
  lh = __hmul2(lh, rh);
  return lh;
}
__CUCC_BF16_HD __nv_bfloat162 &operator/=(__nv_bfloat162 &lh,
                                          const __nv_bfloat162 &rh) {
  lh = __h2div(lh, rh);
  return lh;
}
__CUCC_BF16_HD __nv_bfloat162 &operator++(__nv_bfloat162 &h) {
  h = __hadd2(h, __CUCC_BF162_ONE);
  return h;
}
__CUCC_BF16_HD __nv_bfloat162 &operator--(__nv_bfloat162 &h) {
  h = __hsub2(h, __CUCC_BF162_ONE);
  return h;
}
__CUCC_BF16_HD __nv_bfloat162 operator++(__nv_bfloat162 &h, const int) {
  const __nv_bfloat162 r = h;
  h = __hadd2(h, __CUCC_BF162_ONE);
  return r;
}
__CUCC_BF16_HD __nv_bfloat162 operator--(__nv_bfloat162 &h, const int) {
  const __nv_bfloat162 r = h;
  h = __hsub2(h, __CUCC_BF162_ONE);
  return r;
}
__CUCC_BF16_HD __nv_bfloat162 operator+(const __nv_bfloat162 &h) { return h; }
__CUCC_BF16_HD __nv_bfloat162 operator-(const __nv_bfloat162 &h) {
  return __hneg2(h);
}
__CUCC_BF16_HD bool operator==(const __nv_bfloat162 &lh,
                               const __nv_bfloat162 &rh) {
  return __hbeq2(lh, rh);
}
__CUCC_BF16_HD bool operator!=(const __nv_bfloat162 &lh,
                               const __nv_bfloat162 &rh) {
  return __hbneu2(lh, rh);
}
__CUCC_BF16_HD bool operator>(const __nv_bfloat162 &lh,
                              const __nv_bfloat162 &rh) {
  return __hbgt2(lh, rh);
}
__CUCC_BF16_HD bool operator<(const __nv_bfloat162 &lh,
                              const __nv_bfloat162 &rh) {
  return __hblt2(lh, rh);
}
__CUCC_BF16_HD bool operator>=(const __nv_bfloat162 &lh,
                               const __nv_bfloat162 &rh) {
  return __hbge2(lh, rh);
}
__CUCC_BF16_HD bool operator<=(const __nv_bfloat162 &lh,
                               const __nv_bfloat162 &rh) {
  return __hble2(lh, rh);
}
#undef __CUCC_BF162_ONE
#endif /* !__CUDA_NO_BFLOAT162_OPERATORS__ */

/* ---- device only: cache-hinted loads/stores, atomics ------------------- */

#if defined(__CUCC_CUDA_MODE__)
__CUCC_FP16_LDST(__nv_bfloat16)
__CUCC_FP16_LDST(__nv_bfloat162)

static __device__ __forceinline__ __nv_bfloat162
atomicAdd(__nv_bfloat162 *const address, const __nv_bfloat162 val) {
  unsigned int *const p = (unsigned int *)(void *)address;
  unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED), upd;
  __nv_bfloat162 o;
  do {
    __builtin_memcpy(&o, &old, sizeof o);
    const __nv_bfloat162 n = __hadd2(o, val);
    __builtin_memcpy(&upd, &n, sizeof upd);
  } while (!__atomic_compare_exchange_n(p, &old, upd, true, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED));
  return o;
}
static __device__ __forceinline__ __nv_bfloat16
atomicAdd(__nv_bfloat16 *const address, const __nv_bfloat16 val) {
  unsigned short *const p = (unsigned short *)(void *)address;
  unsigned short old = __atomic_load_n(p, __ATOMIC_RELAXED), upd;
  do {
    upd = __cucc_bbits(__hadd(__cucc_bmake(old), val));
  } while (!__atomic_compare_exchange_n(p, &old, upd, true, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED));
  return __cucc_bmake(old);
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
