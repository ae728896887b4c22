/* cucc: the bit-exact arithmetic core behind cuda_fp16.h and cuda_bf16.h.
 * Everything works on bit patterns with integer operations only, so that the
 * results do not depend on the floating-point environment, on FMA
 * contraction or on the compiler: conversions from float, double and the
 * integer types to IEEE binary16 and bfloat16 in the four rounding modes
 * (rn, rz, rd, ru), the conversions back to float, a fused multiply-add with
 * a single rounding, and the float -> integer conversions with CUDA's
 * saturation rules (NaN gives 0, or 0x8000000000000000 for 64-bit results).
 * A NaN result is always the canonical NaN 0x7fff, as on the GPU.
 * Host and device code, C++ only; internal (names start with __cucc_fp). */
#ifndef CUCC_CRT_FP16_CORE_H
#define CUCC_CRT_FP16_CORE_H

#include "crt/host_defines.h"

#define __CUCC_FP_HD static __host__ __device__ __forceinline__

/* Rounding modes. */
enum { __CUCC_FP_RN = 0, __CUCC_FP_RZ = 1, __CUCC_FP_RD = 2, __CUCC_FP_RU = 3 };

/* The two formats as (exponent bits, fraction bits). */
#define __CUCC_FP_F16 5, 10
#define __CUCC_FP_BF16 8, 7

__CUCC_FP_HD unsigned int __cucc_fp_fbits(float __cucc_f) {
  unsigned int __cucc_u;
  __builtin_memcpy(&__cucc_u, &__cucc_f, sizeof __cucc_u);
  return __cucc_u;
}
__CUCC_FP_HD float __cucc_fp_bitsf(unsigned int __cucc_u) {
  float __cucc_f;
  __builtin_memcpy(&__cucc_f, &__cucc_u, sizeof __cucc_f);
  return __cucc_f;
}
__CUCC_FP_HD unsigned long long __cucc_fp_dbits(double __d) {
  unsigned long long __cucc_u;
  __builtin_memcpy(&__cucc_u, &__d, sizeof __cucc_u);
  return __cucc_u;
}

/* (-1)^neg * m * 2^e (m != 0) rounded once to the format (ebits, mbits) in
 * the given mode; overflow gives infinity or the largest finite value as
 * IEEE 754 prescribes for the mode. */
__CUCC_FP_HD unsigned short __cucc_fp_round(unsigned __neg, unsigned long long __m,
                                            int __e, int __mode, int __ebits,
                                            int __mbits) {
  const int __bias = (1 << (__ebits - 1)) - 1;
  const int __emin = 1 - __bias; /* exponent of the smallest normal */
  const unsigned int __inf = ((1u << __ebits) - 1u) << __mbits;
  const int __E = 63 - __builtin_clzll(__m) + __e; /* value in [2^E, 2^(E+1)) */
  unsigned int __bits = __inf;
  if (__E <= __bias) {
    const int __eb = __E < __emin ? __emin : __E; /* binade (subnormals: emin) */
    const int __sh = __eb - __mbits - __e;      /* bits of m below the last place */
    unsigned long long __cucc_r;
    if (__sh <= 0) {
      __cucc_r = __m << -__sh; /* exact */
    } else {
      int __above, __tie, __inexact = 1;
      if (__sh > 64) {
        __cucc_r = 0, __above = 0, __tie = 0;
      } else if (__sh == 64) {
        __cucc_r = 0, __above = __m > (1ull << 63), __tie = __m == (1ull << 63);
      } else {
        const unsigned long long __rem = __m & ((1ull << __sh) - 1);
        const unsigned long long __cucc_half = 1ull << (__sh - 1);
        __cucc_r = __m >> __sh, __above = __rem > __cucc_half, __tie = __rem == __cucc_half, __inexact = __rem != 0;
      }
      int __up;
      switch (__mode) {
      case __CUCC_FP_RN:
        __up = __above || (__tie && (__cucc_r & 1));
        break;
      case __CUCC_FP_RU:
        __up = __inexact && !__neg;
        break;
      case __CUCC_FP_RD:
        __up = __inexact && __neg;
        break;
      default:
        __up = 0;
        break;
      }
      __cucc_r += (unsigned long long)__up;
    }
    /* r carries the implicit bit for normals; a carry out of the fraction
     * moves to the next binade (or to infinity) by itself. */
    __bits = ((unsigned int)(__eb + __bias - 1) << __mbits) + (unsigned int)__cucc_r;
  }
  if (__bits >= __inf) {
    const int __to_inf = __mode == __CUCC_FP_RN || (__mode == __CUCC_FP_RU && !__neg) ||
                       (__mode == __CUCC_FP_RD && __neg);
    __bits = __to_inf ? __inf : __inf - 1u;
  }
  return (unsigned short)((__neg ? 0x8000u : 0u) | __bits);
}

/* float -> format, any mode. */
__CUCC_FP_HD unsigned short __cucc_fp_from_float(float __cucc_f, int __mode, int __ebits,
                                                 int __mbits) {
  const unsigned int __cucc_u = __cucc_fp_fbits(__cucc_f), __a = __cucc_u & 0x7fffffffu;
  const unsigned __neg = __cucc_u >> 31;
  if (__a > 0x7f800000u)
    return 0x7fffu;
  if (__a == 0x7f800000u)
    return (unsigned short)((__neg << 15) | (((1u << __ebits) - 1u) << __mbits));
  if (__a == 0)
    return (unsigned short)(__neg << 15);
  const unsigned int __ef = __a >> 23;
  const unsigned long long __m = (__a & 0x7fffffu) | (__ef ? 0x800000u : 0u);
  return __cucc_fp_round(__neg, __m, __ef ? (int)__ef - 150 : -149, __mode, __ebits, __mbits);
}

/* double -> format, any mode (one rounding, no detour through float). */
__CUCC_FP_HD unsigned short __cucc_fp_from_double(double __d, int __mode, int __ebits,
                                                  int __mbits) {
  const unsigned long long __cucc_u = __cucc_fp_dbits(__d),
                           __a = __cucc_u & 0x7fffffffffffffffull;
  const unsigned __neg = (unsigned)(__cucc_u >> 63);
  if (__a > 0x7ff0000000000000ull)
    return 0x7fffu;
  if (__a == 0x7ff0000000000000ull)
    return (unsigned short)((__neg << 15) | (((1u << __ebits) - 1u) << __mbits));
  if (__a == 0)
    return (unsigned short)(__neg << 15);
  const int __ef = (int)(__a >> 52);
  const unsigned long long __m =
      (__a & 0xfffffffffffffull) | (__ef ? 0x10000000000000ull : 0ull);
  return __cucc_fp_round(__neg, __m, __ef ? __ef - 1075 : -1074, __mode, __ebits, __mbits);
}

/* integers -> format, any mode (zero is +0). */
__CUCC_FP_HD unsigned short __cucc_fp_from_ull(unsigned long long __cucc_v,
                                               unsigned __neg, int __mode,
                                               int __ebits, int __mbits) {
  return __cucc_v ? __cucc_fp_round(__neg, __cucc_v, 0, __mode, __ebits, __mbits) : (unsigned short)0;
}
__CUCC_FP_HD unsigned short __cucc_fp_from_ll(long long __cucc_v, int __mode, int __ebits,
                                              int __mbits) {
  return __cucc_v < 0
             ? __cucc_fp_from_ull(0ull - (unsigned long long)__cucc_v, 1, __mode, __ebits,
                                  __mbits)
             : __cucc_fp_from_ull((unsigned long long)__cucc_v, 0, __mode, __ebits, __mbits);
}

/* float -> binary16, round to nearest even: the hot path of every half
 * operation, branch-light. */
__CUCC_FP_HD unsigned short __cucc_fp_f2h_rn(float __cucc_f) {
  const unsigned int __cucc_u = __cucc_fp_fbits(__cucc_f), __a = __cucc_u & 0x7fffffffu;
  const unsigned int __sign = (__cucc_u >> 16) & 0x8000u;
  if (__a > 0x7f800000u)
    return 0x7fffu;     /* NaN */
  if (__a >= 0x477ff000u) /* >= 65520 (half way to 2^16): infinity */
    return (unsigned short)(__sign | 0x7c00u);
  if (__a >= 0x38800000u) { /* normal half: rebias, round 13 bits away */
    const unsigned int __cucc_r = __a - 0x38000000u;
    return (unsigned short)(__sign | ((__cucc_r + 0xfffu + ((__cucc_r >> 13) & 1u)) >> 13));
  }
  if (__a <= 0x33000000u) /* <= 2^-25: rounds to zero (2^-25 ties to 0) */
    return (unsigned short)__sign;
  /* subnormal half: the value in units of 2^-24 is m >> shift */
  const unsigned int __shift = 126u - (__a >> 23); /* 14..24 */
  const unsigned int __m = (__a & 0x7fffffu) | 0x800000u;
  const unsigned int __rem = __m & ((1u << __shift) - 1u), __cucc_half = 1u << (__shift - 1);
  unsigned int __cucc_r = __m >> __shift;
  __cucc_r += (__rem > __cucc_half || (__rem == __cucc_half && (__cucc_r & 1u))) ? 1u : 0u;
  return (unsigned short)(__sign | __cucc_r);
}

/* float -> bfloat16, all modes: bfloat16 is the upper half of a float. */
__CUCC_FP_HD unsigned short __cucc_fp_f2bf(float __cucc_f, int __mode) {
  const unsigned int __cucc_u = __cucc_fp_fbits(__cucc_f);
  if ((__cucc_u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu;
  const unsigned int __rem = __cucc_u & 0xffffu, __neg = __cucc_u >> 31;
  unsigned int __cucc_r = __cucc_u >> 16;
  switch (__mode) {
  case __CUCC_FP_RN:
    __cucc_r += (__rem > 0x8000u || (__rem == 0x8000u && (__cucc_r & 1u)));
    break;
  case __CUCC_FP_RU:
    __cucc_r += (__rem != 0 && !__neg);
    break;
  case __CUCC_FP_RD:
    __cucc_r += (__rem != 0 && __neg);
    break;
  default:
    break;
  }
  /* a carry walks into the exponent, and from the largest finite value to
   * infinity, exactly as IEEE rounding requires */
  return (unsigned short)__cucc_r;
}

/* binary16 -> float (exact; NaN gives the canonical 0x7fffffff). Selects
 * rather than branches, so that loops over it vectorize. */
__CUCC_FP_HD float __cucc_fp_h2f(unsigned short __h) {
  const unsigned int __sign = (unsigned int)(__h & 0x8000u) << 16;
  const unsigned int __ef = (__h >> 10) & 0x1fu, __m = __h & 0x3ffu;
  /* subnormal: m * 2^-24, normalized (p: the leading bit of m, 0..9) */
  const int __cucc_p = 31 - __builtin_clz(__m | 1u);
  const unsigned int __sub =
      ((unsigned int)(__cucc_p + 103) << 23) | ((__m << (23 - __cucc_p)) & 0x7fffffu);
  const unsigned int __mag = __ef == 0x1fu ? 0x7f800000u
                           : __ef        ? ((__ef + 112u) << 23) | (__m << 13)
                           : __m         ? __sub
                                       : 0u;
  return __cucc_fp_bitsf(__ef == 0x1fu && __m ? 0x7fffffffu : __sign | __mag);
}

/* bfloat16 -> float (exact, NaN payloads kept). */
__CUCC_FP_HD float __cucc_fp_bf2f(unsigned short __cucc_b) {
  return __cucc_fp_bitsf((unsigned int)__cucc_b << 16);
}

/* a*b + c on bit patterns of the format, rounded once to nearest even. */
__CUCC_FP_HD unsigned short __cucc_fp_fma(unsigned short __a, unsigned short __cucc_b,
                                          unsigned short __c, int __ebits,
                                          int __mbits) {
  const unsigned int __emask = (1u << __ebits) - 1u, __fmask = (1u << __mbits) - 1u;
  const unsigned int __inf = __emask << __mbits;
  const int __bias = (int)(__emask >> 1);
  const unsigned int __ea = (__a >> __mbits) & __emask, __eb = (__cucc_b >> __mbits) & __emask,
                     __ec = (__c >> __mbits) & __emask;
  if ((__a & 0x7fffu) > __inf || (__cucc_b & 0x7fffu) > __inf || (__c & 0x7fffu) > __inf)
    return 0x7fffu;
  const unsigned __np = ((__a ^ __cucc_b) >> 15) & 1u, __nc = (__c >> 15) & 1u;
  const int __za = (__a & 0x7fffu) == 0, __zb = (__cucc_b & 0x7fffu) == 0,
            __zc = (__c & 0x7fffu) == 0;
  if (__ea == __emask || __eb == __emask) { /* infinite product */
    if (__za || __zb || (__ec == __emask && __nc != __np))
      return 0x7fffu;
    return (unsigned short)((__np << 15) | __inf);
  }
  if (__ec == __emask)
    return __c;
  if (__za || __zb) /* exact zero product: +0 unless both addends are -0 */
    return __zc ? (unsigned short)((__np & __nc) << 15) : __c;
  /* operands as m * 2^e */
  unsigned long long __m1 =
      (unsigned long long)((__a & __fmask) | (__ea ? __fmask + 1u : 0u)) *
      ((__cucc_b & __fmask) | (__eb ? __fmask + 1u : 0u));
  int __e1 = (__ea ? (int)__ea : 1) + (__eb ? (int)__eb : 1) - 2 * (__bias + __mbits);
  unsigned __n1 = __np;
  if (__zc)
    return __cucc_fp_round(__n1, __m1, __e1, __CUCC_FP_RN, __ebits, __mbits);
  unsigned long long __m2 = (__c & __fmask) | (__ec ? __fmask + 1u : 0u);
  int __e2 = (__ec ? (int)__ec : 1) - __bias - __mbits;
  unsigned __n2 = __nc;
  /* the term with the higher leading bit goes first */
  if (64 - __builtin_clzll(__m1) + __e1 < 64 - __builtin_clzll(__m2) + __e2) {
    unsigned long long __tm = __m1;
    __m1 = __m2;
    __m2 = __tm;
    int __te = __e1;
    __e1 = __e2;
    __e2 = __te;
    unsigned __tn = __n1;
    __n1 = __n2;
    __n2 = __tn;
  }
  /* a 64-bit frame whose bit 61 holds the first term's leading bit; the
   * second term's bits below the frame are folded into a sticky bit 0,
   * which is far below the result's rounding position (>= 2^40 above). */
  const int __L = 64 - __builtin_clzll(__m1) + __e1 - 62;
  const unsigned long long __t1 = __m1 << (__e1 - __L);
  unsigned long long __t2;
  const int __d = __L - __e2;
  if (__d <= 0)
    __t2 = __m2 << -__d;
  else if (__d >= 64)
    __t2 = 1;
  else
    __t2 = (__m2 >> __d) | ((__m2 & ((1ull << __d) - 1)) ? 1ull : 0ull);
  unsigned long long __cucc_s;
  unsigned __ns;
  if (__n1 == __n2)
    __cucc_s = __t1 + __t2, __ns = __n1;
  else if (__t1 >= __t2)
    __cucc_s = __t1 - __t2, __ns = __n1;
  else
    __cucc_s = __t2 - __t1, __ns = __n2;
  if (__cucc_s == 0) /* exact cancellation: +0 in round-to-nearest */
    return 0;
  return __cucc_fp_round(__ns, __cucc_s, __L, __CUCC_FP_RN, __ebits, __mbits);
}

/* Rounds a float to an integral float in the mode (NaN, infinities and
 * values >= 2^23 are returned unchanged). Exact float operations only. */
__CUCC_FP_HD float __cucc_fp_rint(float __cucc_f, int __mode) {
  if (!((__cucc_fp_fbits(__cucc_f) & 0x7fffffffu) < 0x4b000000u))
    return __cucc_f;
  const int __i = (int)__cucc_f;
  const float __cucc_t = (float)__i, __fr = __cucc_f - __cucc_t; /* both exact */
  switch (__mode) {
  case __CUCC_FP_RD:
    return __fr < 0.0f ? __cucc_t - 1.0f : __cucc_t;
  case __CUCC_FP_RU:
    return __fr > 0.0f ? __cucc_t + 1.0f : __cucc_t;
  case __CUCC_FP_RN:
    if (__fr > 0.5f || (__fr == 0.5f && (__i & 1)))
      return __cucc_t + 1.0f;
    if (__fr < -0.5f || (__fr == -0.5f && (__i & 1)))
      return __cucc_t - 1.0f;
    return __cucc_t;
  default:
    return __cucc_t;
  }
}

/* An integral float (or +-inf) saturated to [lo, hi]. */
__CUCC_FP_HD long long __cucc_fp_sat_s(float __cucc_r, long long __lo, long long __hi) {
  if ((double)__cucc_r >= (double)__hi)
    return __hi;
  if ((double)__cucc_r <= (double)__lo)
    return __lo;
  return (long long)__cucc_r;
}
__CUCC_FP_HD unsigned long long __cucc_fp_sat_u(float __cucc_r,
                                                unsigned long long __hi) {
  if ((double)__cucc_r >= (double)__hi)
    return __hi;
  if (__cucc_r <= 0.0f)
    return 0;
  return (unsigned long long)__cucc_r;
}

/* float -> integer with CUDA's rules: rounded in the mode, saturated to
 * [lo, hi] (infinities included), NaN gives nanv. */
#define __CUCC_FP_LLMAX 0x7fffffffffffffffll
#define __CUCC_FP_LLMIN (-0x7fffffffffffffffll - 1)
__CUCC_FP_HD long long __cucc_fp_to_s(float __cucc_f, int __mode, long long __lo,
                                      long long __hi, long long __nanv) {
  if ((__cucc_fp_fbits(__cucc_f) & 0x7fffffffu) > 0x7f800000u)
    return __nanv;
  return __cucc_fp_sat_s(__cucc_fp_rint(__cucc_f, __mode), __lo, __hi);
}
__CUCC_FP_HD unsigned long long __cucc_fp_to_u(float __cucc_f, int __mode,
                                               unsigned long long __hi,
                                               unsigned long long __nanv) {
  if ((__cucc_fp_fbits(__cucc_f) & 0x7fffffffu) > 0x7f800000u)
    return __nanv;
  return __cucc_fp_sat_u(__cucc_fp_rint(__cucc_f, __mode), __hi);
}
#define __CUCC_FP_TO_CHAR(f, m) __cucc_fp_to_s(f, m, -128, 127, 0)
#define __CUCC_FP_TO_UCHAR(f, m) __cucc_fp_to_u(f, m, 0xffu, 0)
#define __CUCC_FP_TO_SHORT(f, m) __cucc_fp_to_s(f, m, -32768, 32767, 0)
#define __CUCC_FP_TO_USHORT(f, m) __cucc_fp_to_u(f, m, 0xffffu, 0)
#define __CUCC_FP_TO_INT(f, m)                                                 \
  __cucc_fp_to_s(f, m, -2147483647 - 1, 2147483647, 0)
#define __CUCC_FP_TO_UINT(f, m) __cucc_fp_to_u(f, m, 0xffffffffu, 0)
/* 64-bit results: NaN gives 0x8000000000000000, as on the GPU */
#define __CUCC_FP_TO_LL(f, m)                                                  \
  __cucc_fp_to_s(f, m, __CUCC_FP_LLMIN, __CUCC_FP_LLMAX, __CUCC_FP_LLMIN)
#define __CUCC_FP_TO_ULL(f, m)                                                 \
  __cucc_fp_to_u(f, m, ~0ull, 0x8000000000000000ull)

/* exp10f is a GNU extension of the C library (and a CUDA device function) */
#if defined(__CUCC_CUDA_MODE__) || defined(__GLIBC__)
#define __CUCC_FP_EXP10F(x) exp10f(x)
#else
#define __CUCC_FP_EXP10F(x) powf(10.0f, x)
#endif

#endif /* CUCC_CRT_FP16_CORE_H */
