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

__CUCC_FP_HD unsigned int __cucc_fp_fbits(float f) {
  unsigned int u;
  __builtin_memcpy(&u, &f, sizeof u);
  return u;
}
__CUCC_FP_HD float __cucc_fp_bitsf(unsigned int u) {
  float f;
  __builtin_memcpy(&f, &u, sizeof f);
  return f;
}
__CUCC_FP_HD unsigned long long __cucc_fp_dbits(double d) {
  unsigned long long u;
  __builtin_memcpy(&u, &d, sizeof u);
  return u;
}

/* (-1)^neg * m * 2^e (m != 0) rounded once to the format (ebits, mbits) in
 * the given mode; overflow gives infinity or the largest finite value as
 * IEEE 754 prescribes for the mode. */
__CUCC_FP_HD unsigned short __cucc_fp_round(unsigned neg, unsigned long long m,
                                            int e, int mode, int ebits,
                                            int mbits) {
  const int bias = (1 << (ebits - 1)) - 1;
  const int emin = 1 - bias; /* exponent of the smallest normal */
  const unsigned int inf = ((1u << ebits) - 1u) << mbits;
  const int E = 63 - __builtin_clzll(m) + e; /* value in [2^E, 2^(E+1)) */
  unsigned int bits = inf;
  if (E <= bias) {
    const int eb = E < emin ? emin : E; /* binade (subnormals: emin) */
    const int sh = eb - mbits - e;      /* bits of m below the last place */
    unsigned long long r;
    if (sh <= 0) {
      r = m << -sh; /* exact */
    } else {
      int above, tie, inexact = 1;
      if (sh > 64) {
        r = 0, above = 0, tie = 0;
      } else if (sh == 64) {
        r = 0, above = m > (1ull << 63), tie = m == (1ull << 63);
      } else {
        const unsigned long long rem = m & ((1ull << sh) - 1);
        const unsigned long long half = 1ull << (sh - 1);
        r = m >> sh, above = rem > half, tie = rem == half, inexact = rem != 0;
      }
      int up;
      switch (mode) {
      case __CUCC_FP_RN:
        up = above || (tie && (r & 1));
        break;
      case __CUCC_FP_RU:
        up = inexact && !neg;
        break;
      case __CUCC_FP_RD:
        up = inexact && neg;
        break;
      default:
        up = 0;
        break;
      }
      r += (unsigned long long)up;
    }
    /* r carries the implicit bit for normals; a carry out of the fraction
     * moves to the next binade (or to infinity) by itself. */
    bits = ((unsigned int)(eb + bias - 1) << mbits) + (unsigned int)r;
  }
  if (bits >= inf) {
    const int to_inf = mode == __CUCC_FP_RN || (mode == __CUCC_FP_RU && !neg) ||
                       (mode == __CUCC_FP_RD && neg);
    bits = to_inf ? inf : inf - 1u;
  }
  return (unsigned short)((neg ? 0x8000u : 0u) | bits);
}

/* float -> format, any mode. */
__CUCC_FP_HD unsigned short __cucc_fp_from_float(float f, int mode, int ebits,
                                                 int mbits) {
  const unsigned int u = __cucc_fp_fbits(f), a = u & 0x7fffffffu;
  const unsigned neg = u >> 31;
  if (a > 0x7f800000u)
    return 0x7fffu;
  if (a == 0x7f800000u)
    return (unsigned short)((neg << 15) | (((1u << ebits) - 1u) << mbits));
  if (a == 0)
    return (unsigned short)(neg << 15);
  const unsigned int ef = a >> 23;
  const unsigned long long m = (a & 0x7fffffu) | (ef ? 0x800000u : 0u);
  return __cucc_fp_round(neg, m, ef ? (int)ef - 150 : -149, mode, ebits, mbits);
}

/* double -> format, any mode (one rounding, no detour through float). */
__CUCC_FP_HD unsigned short __cucc_fp_from_double(double d, int mode, int ebits,
                                                  int mbits) {
  const unsigned long long u = __cucc_fp_dbits(d),
                           a = u & 0x7fffffffffffffffull;
  const unsigned neg = (unsigned)(u >> 63);
  if (a > 0x7ff0000000000000ull)
    return 0x7fffu;
  if (a == 0x7ff0000000000000ull)
    return (unsigned short)((neg << 15) | (((1u << ebits) - 1u) << mbits));
  if (a == 0)
    return (unsigned short)(neg << 15);
  const int ef = (int)(a >> 52);
  const unsigned long long m =
      (a & 0xfffffffffffffull) | (ef ? 0x10000000000000ull : 0ull);
  return __cucc_fp_round(neg, m, ef ? ef - 1075 : -1074, mode, ebits, mbits);
}

/* integers -> format, any mode (zero is +0). */
__CUCC_FP_HD unsigned short __cucc_fp_from_ull(unsigned long long v,
                                               unsigned neg, int mode,
                                               int ebits, int mbits) {
  return v ? __cucc_fp_round(neg, v, 0, mode, ebits, mbits) : (unsigned short)0;
}
__CUCC_FP_HD unsigned short __cucc_fp_from_ll(long long v, int mode, int ebits,
                                              int mbits) {
  return v < 0
             ? __cucc_fp_from_ull(0ull - (unsigned long long)v, 1, mode, ebits,
                                  mbits)
             : __cucc_fp_from_ull((unsigned long long)v, 0, mode, ebits, mbits);
}

/* float -> binary16, round to nearest even: the hot path of every half
 * operation, branch-light. */
__CUCC_FP_HD unsigned short __cucc_fp_f2h_rn(float f) {
  const unsigned int u = __cucc_fp_fbits(f), a = u & 0x7fffffffu;
  const unsigned int sign = (u >> 16) & 0x8000u;
  if (a > 0x7f800000u)
    return 0x7fffu;     /* NaN */
  if (a >= 0x477ff000u) /* >= 65520 (half way to 2^16): infinity */
    return (unsigned short)(sign | 0x7c00u);
  if (a >= 0x38800000u) { /* normal half: rebias, round 13 bits away */
    const unsigned int r = a - 0x38000000u;
    return (unsigned short)(sign | ((r + 0xfffu + ((r >> 13) & 1u)) >> 13));
  }
  if (a <= 0x33000000u) /* <= 2^-25: rounds to zero (2^-25 ties to 0) */
    return (unsigned short)sign;
  /* subnormal half: the value in units of 2^-24 is m >> shift */
  const unsigned int shift = 126u - (a >> 23); /* 14..24 */
  const unsigned int m = (a & 0x7fffffu) | 0x800000u;
  const unsigned int rem = m & ((1u << shift) - 1u), half = 1u << (shift - 1);
  unsigned int r = m >> shift;
  r += (rem > half || (rem == half && (r & 1u))) ? 1u : 0u;
  return (unsigned short)(sign | r);
}

/* float -> bfloat16, all modes: bfloat16 is the upper half of a float. */
__CUCC_FP_HD unsigned short __cucc_fp_f2bf(float f, int mode) {
  const unsigned int u = __cucc_fp_fbits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu;
  const unsigned int rem = u & 0xffffu, neg = u >> 31;
  unsigned int r = u >> 16;
  switch (mode) {
  case __CUCC_FP_RN:
    r += (rem > 0x8000u || (rem == 0x8000u && (r & 1u)));
    break;
  case __CUCC_FP_RU:
    r += (rem != 0 && !neg);
    break;
  case __CUCC_FP_RD:
    r += (rem != 0 && neg);
    break;
  default:
    break;
  }
  /* a carry walks into the exponent, and from the largest finite value to
   * infinity, exactly as IEEE rounding requires */
  return (unsigned short)r;
}

/* binary16 -> float (exact; NaN gives the canonical 0x7fffffff). Selects
 * rather than branches, so that loops over it vectorize. */
__CUCC_FP_HD float __cucc_fp_h2f(unsigned short h) {
  const unsigned int sign = (unsigned int)(h & 0x8000u) << 16;
  const unsigned int ef = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  /* subnormal: m * 2^-24, normalized (p: the leading bit of m, 0..9) */
  const int p = 31 - __builtin_clz(m | 1u);
  const unsigned int sub =
      ((unsigned int)(p + 103) << 23) | ((m << (23 - p)) & 0x7fffffu);
  const unsigned int mag = ef == 0x1fu ? 0x7f800000u
                           : ef        ? ((ef + 112u) << 23) | (m << 13)
                           : m         ? sub
                                       : 0u;
  return __cucc_fp_bitsf(ef == 0x1fu && m ? 0x7fffffffu : sign | mag);
}

/* bfloat16 -> float (exact, NaN payloads kept). */
__CUCC_FP_HD float __cucc_fp_bf2f(unsigned short b) {
  return __cucc_fp_bitsf((unsigned int)b << 16);
}

/* a*b + c on bit patterns of the format, rounded once to nearest even. */
__CUCC_FP_HD unsigned short __cucc_fp_fma(unsigned short a, unsigned short b,
                                          unsigned short c, int ebits,
                                          int mbits) {
  const unsigned int emask = (1u << ebits) - 1u, fmask = (1u << mbits) - 1u;
  const unsigned int inf = emask << mbits;
  const int bias = (int)(emask >> 1);
  const unsigned int ea = (a >> mbits) & emask, eb = (b >> mbits) & emask,
                     ec = (c >> mbits) & emask;
  if ((a & 0x7fffu) > inf || (b & 0x7fffu) > inf || (c & 0x7fffu) > inf)
    return 0x7fffu;
  const unsigned np = ((a ^ b) >> 15) & 1u, nc = (c >> 15) & 1u;
  const int za = (a & 0x7fffu) == 0, zb = (b & 0x7fffu) == 0,
            zc = (c & 0x7fffu) == 0;
  if (ea == emask || eb == emask) { /* infinite product */
    if (za || zb || (ec == emask && nc != np))
      return 0x7fffu;
    return (unsigned short)((np << 15) | inf);
  }
  if (ec == emask)
    return c;
  if (za || zb) /* exact zero product: +0 unless both addends are -0 */
    return zc ? (unsigned short)((np & nc) << 15) : c;
  /* operands as m * 2^e */
  unsigned long long m1 =
      (unsigned long long)((a & fmask) | (ea ? fmask + 1u : 0u)) *
      ((b & fmask) | (eb ? fmask + 1u : 0u));
  int e1 = (ea ? (int)ea : 1) + (eb ? (int)eb : 1) - 2 * (bias + mbits);
  unsigned n1 = np;
  if (zc)
    return __cucc_fp_round(n1, m1, e1, __CUCC_FP_RN, ebits, mbits);
  unsigned long long m2 = (c & fmask) | (ec ? fmask + 1u : 0u);
  int e2 = (ec ? (int)ec : 1) - bias - mbits;
  unsigned n2 = nc;
  /* the term with the higher leading bit goes first */
  if (64 - __builtin_clzll(m1) + e1 < 64 - __builtin_clzll(m2) + e2) {
    unsigned long long tm = m1;
    m1 = m2;
    m2 = tm;
    int te = e1;
    e1 = e2;
    e2 = te;
    unsigned tn = n1;
    n1 = n2;
    n2 = tn;
  }
  /* a 64-bit frame whose bit 61 holds the first term's leading bit; the
   * second term's bits below the frame are folded into a sticky bit 0,
   * which is far below the result's rounding position (>= 2^40 above). */
  const int L = 64 - __builtin_clzll(m1) + e1 - 62;
  const unsigned long long t1 = m1 << (e1 - L);
  unsigned long long t2;
  const int d = L - e2;
  if (d <= 0)
    t2 = m2 << -d;
  else if (d >= 64)
    t2 = 1;
  else
    t2 = (m2 >> d) | ((m2 & ((1ull << d) - 1)) ? 1ull : 0ull);
  unsigned long long s;
  unsigned ns;
  if (n1 == n2)
    s = t1 + t2, ns = n1;
  else if (t1 >= t2)
    s = t1 - t2, ns = n1;
  else
    s = t2 - t1, ns = n2;
  if (s == 0) /* exact cancellation: +0 in round-to-nearest */
    return 0;
  return __cucc_fp_round(ns, s, L, __CUCC_FP_RN, ebits, mbits);
}

/* Rounds a float to an integral float in the mode (NaN, infinities and
 * values >= 2^23 are returned unchanged). Exact float operations only. */
__CUCC_FP_HD float __cucc_fp_rint(float f, int mode) {
  if (!((__cucc_fp_fbits(f) & 0x7fffffffu) < 0x4b000000u))
    return f;
  const int i = (int)f;
  const float t = (float)i, fr = f - t; /* both exact */
  switch (mode) {
  case __CUCC_FP_RD:
    return fr < 0.0f ? t - 1.0f : t;
  case __CUCC_FP_RU:
    return fr > 0.0f ? t + 1.0f : t;
  case __CUCC_FP_RN:
    if (fr > 0.5f || (fr == 0.5f && (i & 1)))
      return t + 1.0f;
    if (fr < -0.5f || (fr == -0.5f && (i & 1)))
      return t - 1.0f;
    return t;
  default:
    return t;
  }
}

/* An integral float (or +-inf) saturated to [lo, hi]. */
__CUCC_FP_HD long long __cucc_fp_sat_s(float r, long long lo, long long hi) {
  if ((double)r >= (double)hi)
    return hi;
  if ((double)r <= (double)lo)
    return lo;
  return (long long)r;
}
__CUCC_FP_HD unsigned long long __cucc_fp_sat_u(float r,
                                                unsigned long long hi) {
  if ((double)r >= (double)hi)
    return hi;
  if (r <= 0.0f)
    return 0;
  return (unsigned long long)r;
}

/* float -> integer with CUDA's rules: rounded in the mode, saturated to
 * [lo, hi] (infinities included), NaN gives nanv. */
#define __CUCC_FP_LLMAX 0x7fffffffffffffffll
#define __CUCC_FP_LLMIN (-0x7fffffffffffffffll - 1)
__CUCC_FP_HD long long __cucc_fp_to_s(float f, int mode, long long lo,
                                      long long hi, long long nanv) {
  if ((__cucc_fp_fbits(f) & 0x7fffffffu) > 0x7f800000u)
    return nanv;
  return __cucc_fp_sat_s(__cucc_fp_rint(f, mode), lo, hi);
}
__CUCC_FP_HD unsigned long long __cucc_fp_to_u(float f, int mode,
                                               unsigned long long hi,
                                               unsigned long long nanv) {
  if ((__cucc_fp_fbits(f) & 0x7fffffffu) > 0x7f800000u)
    return nanv;
  return __cucc_fp_sat_u(__cucc_fp_rint(f, mode), hi);
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
