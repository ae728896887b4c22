/* cucc: the integer and bit intrinsics of CUDA's device function library:
 * __popc, __clz, __ffs, __brev (and their 64-bit forms), __byte_perm,
 * funnel shifts, __[u]mul24, __[u]mulhi, __[u]mul64hi, __[u]sad,
 * __[u][r]hadd, __dp4a/__dp2a_lo/__dp2a_hi and the SIMD video intrinsics
 * (__vadd2 ... __vsads4). Device only, as in CUDA. The values at the edges
 * (__clz(0), shift amounts >= 32, selector bits, saturation and rounding of
 * the SIMD forms, ...) were measured on an H100 (tests/e2e/int_intrinsics.cu).
 * The integer min/max/abs overloads are in cucc_math_overloads.h.
 * CUDA mode only. */
#ifndef CUCC_CRT_INT_INTRINSICS_H
#define CUCC_CRT_INT_INTRINSICS_H

#if defined(__CUCC_CUDA_MODE__) && defined(__cplusplus)

#include "crt/host_defines.h"
#include "vector_types.h"

#define __CUCC_DEV static __device__ __forceinline__

/* ---- bit counts and reversal ------------------------------------------- */

__CUCC_DEV int __popc(unsigned int __cucc_x) { return __builtin_popcount(__cucc_x); }
__CUCC_DEV int __popcll(unsigned long long __cucc_x) { return __builtin_popcountll(__cucc_x); }
/* 32 (64) for 0 */
__CUCC_DEV int __clz(int __cucc_x) {
  return __cucc_x == 0 ? 32 : __builtin_clz((unsigned int)__cucc_x);
}
__CUCC_DEV int __clzll(long long __cucc_x) {
  return __cucc_x == 0 ? 64 : __builtin_clzll((unsigned long long)__cucc_x);
}
/* 1-based position of the least significant set bit, 0 for 0 */
__CUCC_DEV int __ffs(int __cucc_x) { return __builtin_ffs(__cucc_x); }
__CUCC_DEV int __ffsll(long long __cucc_x) { return __builtin_ffsll(__cucc_x); }
__CUCC_DEV unsigned int __brev(unsigned int __cucc_x) {
  return __builtin_bitreverse32(__cucc_x);
}
__CUCC_DEV unsigned long long __brevll(unsigned long long __cucc_x) {
  return __builtin_bitreverse64(__cucc_x);
}

/* Byte n of the result is byte ((s >> 4n) & 7) of y:x; bit 3 of each
 * selector nibble and the upper 16 bits of s are ignored. */
__CUCC_DEV unsigned int __byte_perm(unsigned int __cucc_x, unsigned int __y,
                                    unsigned int __cucc_s) {
  unsigned long long __cucc_t = (unsigned long long)__y << 32 | __cucc_x;
  unsigned int __cucc_r = 0;
  for (int __n = 0; __n < 4; __n++)
    __cucc_r |= (unsigned int)(__cucc_t >> (8 * ((__cucc_s >> (4 * __n)) & 7)) & 0xff) << (8 * __n);
  return __cucc_r;
}

/* ---- funnel shifts: hi:lo shifted by shift & 31 (wrap) or by
 * min(shift, 32) (clamp) ----------------------------------------------- */

__CUCC_DEV unsigned int __funnelshift_l(unsigned int __lo, unsigned int __hi,
                                        unsigned int __shift) {
  unsigned long long __cucc_v = (unsigned long long)__hi << 32 | __lo;
  return (unsigned int)((__cucc_v << (__shift & 31)) >> 32);
}
__CUCC_DEV unsigned int __funnelshift_lc(unsigned int __lo, unsigned int __hi,
                                         unsigned int __shift) {
  unsigned long long __cucc_v = (unsigned long long)__hi << 32 | __lo;
  return (unsigned int)((__cucc_v << (__shift < 32 ? __shift : 32)) >> 32);
}
__CUCC_DEV unsigned int __funnelshift_r(unsigned int __lo, unsigned int __hi,
                                        unsigned int __shift) {
  unsigned long long __cucc_v = (unsigned long long)__hi << 32 | __lo;
  return (unsigned int)(__cucc_v >> (__shift & 31));
}
__CUCC_DEV unsigned int __funnelshift_rc(unsigned int __lo, unsigned int __hi,
                                         unsigned int __shift) {
  unsigned long long __cucc_v = (unsigned long long)__hi << 32 | __lo;
  return (unsigned int)(__cucc_v >> (__shift < 32 ? __shift : 32));
}

/* ---- multiplication ----------------------------------------------------- */

/* low 32 bits of the product of the low 24 bits (sign-extended for the
 * signed form) */
__CUCC_DEV int __mul24(int __cucc_x, int __y) {
  unsigned int __a = (unsigned int)((int)((unsigned int)__cucc_x << 8) >> 8);
  unsigned int __cucc_b = (unsigned int)((int)((unsigned int)__y << 8) >> 8);
  return (int)(__a * __cucc_b);
}
__CUCC_DEV unsigned int __umul24(unsigned int __cucc_x, unsigned int __y) {
  return (__cucc_x & 0xffffffu) * (__y & 0xffffffu);
}
/* high half of the full product */
__CUCC_DEV int __mulhi(int __cucc_x, int __y) {
  return (int)((long long)__cucc_x * __y >> 32);
}
__CUCC_DEV unsigned int __umulhi(unsigned int __cucc_x, unsigned int __y) {
  return (unsigned int)((unsigned long long)__cucc_x * __y >> 32);
}
__CUCC_DEV long long __mul64hi(long long __cucc_x, long long __y) {
  return (long long)((__int128)__cucc_x * __y >> 64);
}
__CUCC_DEV unsigned long long __umul64hi(unsigned long long __cucc_x,
                                         unsigned long long __y) {
  return (unsigned long long)((unsigned __int128)__cucc_x * __y >> 64);
}

/* ---- |x - y| + z and averages without overflow --------------------------- */

__CUCC_DEV unsigned int __sad(int __cucc_x, int __y, unsigned int __z) {
  return (__cucc_x < __y ? (unsigned int)__y - (unsigned int)__cucc_x
                : (unsigned int)__cucc_x - (unsigned int)__y) +
         __z;
}
__CUCC_DEV unsigned int __usad(unsigned int __cucc_x, unsigned int __y,
                               unsigned int __z) {
  return (__cucc_x < __y ? __y - __cucc_x : __cucc_x - __y) + __z;
}
__CUCC_DEV int __hadd(int __cucc_x, int __y) { return (int)(((long long)__cucc_x + __y) >> 1); }
__CUCC_DEV int __rhadd(int __cucc_x, int __y) {
  return (int)(((long long)__cucc_x + __y + 1) >> 1);
}
__CUCC_DEV unsigned int __uhadd(unsigned int __cucc_x, unsigned int __y) {
  return (unsigned int)(((unsigned long long)__cucc_x + __y) >> 1);
}
__CUCC_DEV unsigned int __urhadd(unsigned int __cucc_x, unsigned int __y) {
  return (unsigned int)(((unsigned long long)__cucc_x + __y + 1) >> 1);
}

/* ---- dot products: four byte products (__dp4a), or two products of a
 * halfword of a with byte 0/1 (_lo) or 2/3 (_hi) of b, plus c; the sum
 * wraps ------------------------------------------------------------------ */

__CUCC_DEV int __cucc_sbyte(unsigned int __cucc_v, int __n) {
  return (signed char)(__cucc_v >> (8 * __n));
}
__CUCC_DEV unsigned int __cucc_ubyte(unsigned int __cucc_v, int __n) {
  return (__cucc_v >> (8 * __n)) & 0xff;
}
__CUCC_DEV int __dp4a(int __srcA, int __srcB, int __c) {
  unsigned int __cucc_r = (unsigned int)__c;
  for (int __n = 0; __n < 4; __n++)
    __cucc_r += (unsigned int)(__cucc_sbyte((unsigned int)__srcA, __n) *
                        __cucc_sbyte((unsigned int)__srcB, __n));
  return (int)__cucc_r;
}
__CUCC_DEV unsigned int __dp4a(unsigned int __srcA, unsigned int __srcB,
                               unsigned int __c) {
  unsigned int __cucc_r = __c;
  for (int __n = 0; __n < 4; __n++)
    __cucc_r += __cucc_ubyte(__srcA, __n) * __cucc_ubyte(__srcB, __n);
  return __cucc_r;
}
__CUCC_DEV unsigned int __cucc_pack4(unsigned char __cucc_x, unsigned char __y,
                                     unsigned char __z, unsigned char __w) {
  return (unsigned int)__cucc_x | (unsigned int)__y << 8 | (unsigned int)__z << 16 |
         (unsigned int)__w << 24;
}
__CUCC_DEV int __dp4a(char4 __srcA, char4 __srcB, int __c) {
  return __dp4a((int)__cucc_pack4(__srcA.x, __srcA.y, __srcA.z, __srcA.w),
                (int)__cucc_pack4(__srcB.x, __srcB.y, __srcB.z, __srcB.w), __c);
}
__CUCC_DEV unsigned int __dp4a(uchar4 __srcA, uchar4 __srcB, unsigned int __c) {
  return __dp4a(__cucc_pack4(__srcA.x, __srcA.y, __srcA.z, __srcA.w),
                __cucc_pack4(__srcB.x, __srcB.y, __srcB.z, __srcB.w), __c);
}

__CUCC_DEV int __cucc_dp2a_s(unsigned int __a, unsigned int __cucc_b, int __c, int __hi) {
  unsigned int __cucc_r = (unsigned int)__c;
  for (int __n = 0; __n < 2; __n++)
    __cucc_r += (unsigned int)((int)(short)(__a >> (16 * __n)) *
                        __cucc_sbyte(__cucc_b, __n + 2 * __hi));
  return (int)__cucc_r;
}
__CUCC_DEV unsigned int __cucc_dp2a_u(unsigned int __a, unsigned int __cucc_b,
                                      unsigned int __c, int __hi) {
  unsigned int __cucc_r = __c;
  for (int __n = 0; __n < 2; __n++)
    __cucc_r += ((__a >> (16 * __n)) & 0xffff) * __cucc_ubyte(__cucc_b, __n + 2 * __hi);
  return __cucc_r;
}
__CUCC_DEV unsigned int __cucc_pack2(unsigned short __cucc_x, unsigned short __y) {
  return (unsigned int)__cucc_x | (unsigned int)__y << 16;
}
__CUCC_DEV int __dp2a_lo(int __srcA, int __srcB, int __c) {
  return __cucc_dp2a_s((unsigned int)__srcA, (unsigned int)__srcB, __c, 0);
}
__CUCC_DEV unsigned int __dp2a_lo(unsigned int __srcA, unsigned int __srcB,
                                  unsigned int __c) {
  return __cucc_dp2a_u(__srcA, __srcB, __c, 0);
}
__CUCC_DEV int __dp2a_lo(short2 __srcA, char4 __srcB, int __c) {
  return __cucc_dp2a_s(__cucc_pack2(__srcA.x, __srcA.y),
                       __cucc_pack4(__srcB.x, __srcB.y, __srcB.z, __srcB.w), __c, 0);
}
__CUCC_DEV unsigned int __dp2a_lo(ushort2 __srcA, uchar4 __srcB, unsigned int __c) {
  return __cucc_dp2a_u(__cucc_pack2(__srcA.x, __srcA.y),
                       __cucc_pack4(__srcB.x, __srcB.y, __srcB.z, __srcB.w), __c, 0);
}
__CUCC_DEV int __dp2a_hi(int __srcA, int __srcB, int __c) {
  return __cucc_dp2a_s((unsigned int)__srcA, (unsigned int)__srcB, __c, 1);
}
__CUCC_DEV unsigned int __dp2a_hi(unsigned int __srcA, unsigned int __srcB,
                                  unsigned int __c) {
  return __cucc_dp2a_u(__srcA, __srcB, __c, 1);
}
__CUCC_DEV int __dp2a_hi(short2 __srcA, char4 __srcB, int __c) {
  return __cucc_dp2a_s(__cucc_pack2(__srcA.x, __srcA.y),
                       __cucc_pack4(__srcB.x, __srcB.y, __srcB.z, __srcB.w), __c, 1);
}
__CUCC_DEV unsigned int __dp2a_hi(ushort2 __srcA, uchar4 __srcB, unsigned int __c) {
  return __cucc_dp2a_u(__cucc_pack2(__srcA.x, __srcA.y),
                       __cucc_pack4(__srcB.x, __srcB.y, __srcB.z, __srcB.w), __c, 1);
}

/* ---- SIMD video intrinsics: 2 halfwords (suffix 2) or 4 bytes (suffix 4)
 * of an unsigned int, through clang's vector types. U/S: the lanes as
 * unsigned/signed, UW/SW: widened to twice the lane width, ONE: 1 in each
 * lane. Comparisons give all-ones lanes (__vcmp*) or 1 in each lane whose
 * comparison holds (__vset*). ------------------------------------------- */

typedef unsigned short __cucc_u16x2 __attribute__((ext_vector_type(2)));
typedef short __cucc_s16x2 __attribute__((ext_vector_type(2)));
typedef unsigned int __cucc_u32x2 __attribute__((ext_vector_type(2)));
typedef int __cucc_s32x2 __attribute__((ext_vector_type(2)));
typedef unsigned char __cucc_u8x4 __attribute__((ext_vector_type(4)));
typedef signed char __cucc_s8x4 __attribute__((ext_vector_type(4)));
typedef unsigned short __cucc_u16x4 __attribute__((ext_vector_type(4)));
typedef short __cucc_s16x4 __attribute__((ext_vector_type(4)));

#define __CUCC_AS(T, v) __builtin_bit_cast(T, v)
#define __CUCC_CMP(N, U, S, name, cmp, T)                                      \
  __CUCC_DEV unsigned int __vcmp##name##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __CUCC_AS(T, __a) cmp __CUCC_AS(T, __cucc_b)); \
  }                                                                            \
  __CUCC_DEV unsigned int __vset##name##N(unsigned int __a, unsigned int __cucc_b) { \
    return __vcmp##name##N(__a, __cucc_b) & __CUCC_ONE##N;                     \
  }
#define __CUCC_ONE2 0x00010001u
#define __CUCC_ONE4 0x01010101u

#define __CUCC_SIMD(N, U, S, UW, SW)                                           \
  __CUCC_DEV U __cucc_u##N(unsigned int __cucc_v) { return __CUCC_AS(U, __cucc_v); } \
  __CUCC_DEV S __cucc_s##N(unsigned int __cucc_v) { return __CUCC_AS(S, __cucc_v); } \
  __CUCC_DEV unsigned int __vadd##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __cucc_u##N(__a) + __cucc_u##N(__cucc_b));  \
  }                                                                            \
  __CUCC_DEV unsigned int __vsub##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __cucc_u##N(__a) - __cucc_u##N(__cucc_b));  \
  }                                                                            \
  __CUCC_DEV unsigned int __vaddss##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __builtin_elementwise_add_sat(              \
                                       __cucc_s##N(__a), __cucc_s##N(__cucc_b))); \
  }                                                                            \
  __CUCC_DEV unsigned int __vaddus##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __builtin_elementwise_add_sat(              \
                                       __cucc_u##N(__a), __cucc_u##N(__cucc_b))); \
  }                                                                            \
  __CUCC_DEV unsigned int __vsubss##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __builtin_elementwise_sub_sat(              \
                                       __cucc_s##N(__a), __cucc_s##N(__cucc_b))); \
  }                                                                            \
  __CUCC_DEV unsigned int __vsubus##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __builtin_elementwise_sub_sat(              \
                                       __cucc_u##N(__a), __cucc_u##N(__cucc_b))); \
  }                                                                            \
  /* (a + b) >> 1 and (a + b + 1) >> 1 per unsigned lane */                    \
  __CUCC_DEV unsigned int __vhaddu##N(unsigned int __a, unsigned int __cucc_b) { \
    U __cucc_x = __cucc_u##N(__a), __y = __cucc_u##N(__cucc_b);                \
    return __CUCC_AS(unsigned int, (U)((__cucc_x & __y) + ((__cucc_x ^ __y) >> 1)));            \
  }                                                                            \
  __CUCC_DEV unsigned int __vavgu##N(unsigned int __a, unsigned int __cucc_b) { \
    U __cucc_x = __cucc_u##N(__a), __y = __cucc_u##N(__cucc_b);                \
    return __CUCC_AS(unsigned int, (U)((__cucc_x | __y) - ((__cucc_x ^ __y) >> 1)));            \
  }                                                                            \
  /* signed average rounded half away from zero */                             \
  __CUCC_DEV unsigned int __vavgs##N(unsigned int __a, unsigned int __cucc_b) { \
    SW __cucc_s = __builtin_convertvector(__cucc_s##N(__a), SW) +              \
           __builtin_convertvector(__cucc_s##N(__cucc_b), SW);                 \
    __cucc_s = (__cucc_s + 1 + (__cucc_s >> (64 / N - 1))) >> 1;               \
    return __CUCC_AS(unsigned int, __builtin_convertvector(__cucc_s, S));      \
  }                                                                            \
  __CUCC_DEV unsigned int __vmaxs##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __builtin_elementwise_max(                  \
                                       __cucc_s##N(__a), __cucc_s##N(__cucc_b))); \
  }                                                                            \
  __CUCC_DEV unsigned int __vmaxu##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __builtin_elementwise_max(                  \
                                       __cucc_u##N(__a), __cucc_u##N(__cucc_b))); \
  }                                                                            \
  __CUCC_DEV unsigned int __vmins##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __builtin_elementwise_min(                  \
                                       __cucc_s##N(__a), __cucc_s##N(__cucc_b))); \
  }                                                                            \
  __CUCC_DEV unsigned int __vminu##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __builtin_elementwise_min(                  \
                                       __cucc_u##N(__a), __cucc_u##N(__cucc_b))); \
  }                                                                            \
  __CUCC_DEV U __cucc_absdiffu##N(unsigned int __a, unsigned int __cucc_b) {   \
    U __cucc_x = __cucc_u##N(__a), __y = __cucc_u##N(__cucc_b);                \
    return __builtin_elementwise_max(__cucc_x, __y) - __builtin_elementwise_min(__cucc_x, __y); \
  }                                                                            \
  __CUCC_DEV U __cucc_absdiffs##N(unsigned int __a, unsigned int __cucc_b) {   \
    S __cucc_x = __cucc_s##N(__a), __y = __cucc_s##N(__cucc_b);                \
    return __CUCC_AS(U, __builtin_elementwise_max(__cucc_x, __y)) -            \
           __CUCC_AS(U, __builtin_elementwise_min(__cucc_x, __y));             \
  }                                                                            \
  __CUCC_DEV unsigned int __vabsdiffu##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __cucc_absdiffu##N(__a, __cucc_b));         \
  }                                                                            \
  __CUCC_DEV unsigned int __vabsdiffs##N(unsigned int __a, unsigned int __cucc_b) { \
    return __CUCC_AS(unsigned int, __cucc_absdiffs##N(__a, __cucc_b));         \
  }                                                                            \
  /* sums of the absolute differences over the lanes */                        \
  __CUCC_DEV unsigned int __vsadu##N(unsigned int __a, unsigned int __cucc_b) { \
    return __builtin_reduce_add(                                               \
        __builtin_convertvector(__cucc_absdiffu##N(__a, __cucc_b), UW));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vsads##N(unsigned int __a, unsigned int __cucc_b) { \
    return __builtin_reduce_add(                                               \
        __builtin_convertvector(__cucc_absdiffs##N(__a, __cucc_b), UW));       \
  }                                                                            \
  /* |a| wraps (the most negative lane stays), the ss forms saturate */        \
  __CUCC_DEV unsigned int __vabs##N(unsigned int __a) {                        \
    U __m = __CUCC_AS(U, __cucc_s##N(__a) >> (32 / N - 1));                    \
    return __CUCC_AS(unsigned int, (U)((__cucc_u##N(__a) ^ __m) - __m));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vabsss##N(unsigned int __a) {                      \
    S __cucc_x = __cucc_s##N(__a);                                             \
    return __CUCC_AS(unsigned int,                                             \
                     __builtin_elementwise_max(                                \
                         __cucc_x, __builtin_elementwise_sub_sat((S)0, __cucc_x))); \
  }                                                                            \
  __CUCC_DEV unsigned int __vneg##N(unsigned int __a) {                        \
    return __CUCC_AS(unsigned int, (U)((U)0 - __cucc_u##N(__a)));              \
  }                                                                            \
  __CUCC_DEV unsigned int __vnegss##N(unsigned int __a) {                      \
    return __CUCC_AS(unsigned int,                                             \
                     __builtin_elementwise_sub_sat((S)0, __cucc_s##N(__a)));   \
  }                                                                            \
  __CUCC_CMP(N, U, S, eq, ==, U)                                               \
  __CUCC_CMP(N, U, S, ne, !=, U)                                               \
  __CUCC_CMP(N, U, S, ges, >=, S)                                              \
  __CUCC_CMP(N, U, S, geu, >=, U)                                              \
  __CUCC_CMP(N, U, S, gts, >, S)                                               \
  __CUCC_CMP(N, U, S, gtu, >, U)                                               \
  __CUCC_CMP(N, U, S, les, <=, S)                                              \
  __CUCC_CMP(N, U, S, leu, <=, U)                                              \
  __CUCC_CMP(N, U, S, lts, <, S)                                               \
  __CUCC_CMP(N, U, S, ltu, <, U)

__CUCC_SIMD(2, __cucc_u16x2, __cucc_s16x2, __cucc_u32x2, __cucc_s32x2)
__CUCC_SIMD(4, __cucc_u8x4, __cucc_s8x4, __cucc_u16x4, __cucc_s16x4)

#undef __CUCC_SIMD
#undef __CUCC_CMP
#undef __CUCC_ONE2
#undef __CUCC_ONE4
#undef __CUCC_AS
#undef __CUCC_DEV

#endif /* __CUCC_CUDA_MODE__ && __cplusplus */

#endif /* CUCC_CRT_INT_INTRINSICS_H */
