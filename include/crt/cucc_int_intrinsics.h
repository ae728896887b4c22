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

__CUCC_DEV int __popc(unsigned int x) { return __builtin_popcount(x); }
__CUCC_DEV int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
/* 32 (64) for 0 */
__CUCC_DEV int __clz(int x) {
  return x == 0 ? 32 : __builtin_clz((unsigned int)x);
}
__CUCC_DEV int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll((unsigned long long)x);
}
/* 1-based position of the least significant set bit, 0 for 0 */
__CUCC_DEV int __ffs(int x) { return __builtin_ffs(x); }
__CUCC_DEV int __ffsll(long long x) { return __builtin_ffsll(x); }
__CUCC_DEV unsigned int __brev(unsigned int x) {
  return __builtin_bitreverse32(x);
}
__CUCC_DEV unsigned long long __brevll(unsigned long long x) {
  return __builtin_bitreverse64(x);
}

/* Byte n of the result is byte ((s >> 4n) & 7) of y:x; bit 3 of each
 * selector nibble and the upper 16 bits of s are ignored. */
__CUCC_DEV unsigned int __byte_perm(unsigned int x, unsigned int y,
                                    unsigned int s) {
  unsigned long long t = (unsigned long long)y << 32 | x;
  unsigned int r = 0;
  for (int n = 0; n < 4; n++)
    r |= (unsigned int)(t >> (8 * ((s >> (4 * n)) & 7)) & 0xff) << (8 * n);
  return r;
}

/* ---- funnel shifts: hi:lo shifted by shift & 31 (wrap) or by
 * min(shift, 32) (clamp) ----------------------------------------------- */

__CUCC_DEV unsigned int __funnelshift_l(unsigned int lo, unsigned int hi,
                                        unsigned int shift) {
  unsigned long long v = (unsigned long long)hi << 32 | lo;
  return (unsigned int)((v << (shift & 31)) >> 32);
}
__CUCC_DEV unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi,
                                         unsigned int shift) {
  unsigned long long v = (unsigned long long)hi << 32 | lo;
  return (unsigned int)((v << (shift < 32 ? shift : 32)) >> 32);
}
__CUCC_DEV unsigned int __funnelshift_r(unsigned int lo, unsigned int hi,
                                        unsigned int shift) {
  unsigned long long v = (unsigned long long)hi << 32 | lo;
  return (unsigned int)(v >> (shift & 31));
}
__CUCC_DEV unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi,
                                         unsigned int shift) {
  unsigned long long v = (unsigned long long)hi << 32 | lo;
  return (unsigned int)(v >> (shift < 32 ? shift : 32));
}

/* ---- multiplication ----------------------------------------------------- */

/* low 32 bits of the product of the low 24 bits (sign-extended for the
 * signed form) */
__CUCC_DEV int __mul24(int x, int y) {
  unsigned int a = (unsigned int)((int)((unsigned int)x << 8) >> 8);
  unsigned int b = (unsigned int)((int)((unsigned int)y << 8) >> 8);
  return (int)(a * b);
}
__CUCC_DEV unsigned int __umul24(unsigned int x, unsigned int y) {
  return (x & 0xffffffu) * (y & 0xffffffu);
}
/* high half of the full product */
__CUCC_DEV int __mulhi(int x, int y) {
  return (int)((long long)x * y >> 32);
}
__CUCC_DEV unsigned int __umulhi(unsigned int x, unsigned int y) {
  return (unsigned int)((unsigned long long)x * y >> 32);
}
__CUCC_DEV long long __mul64hi(long long x, long long y) {
  return (long long)((__int128)x * y >> 64);
}
__CUCC_DEV unsigned long long __umul64hi(unsigned long long x,
                                         unsigned long long y) {
  return (unsigned long long)((unsigned __int128)x * y >> 64);
}

/* ---- |x - y| + z and averages without overflow --------------------------- */

__CUCC_DEV unsigned int __sad(int x, int y, unsigned int z) {
  return (x < y ? (unsigned int)y - (unsigned int)x
                : (unsigned int)x - (unsigned int)y) +
         z;
}
__CUCC_DEV unsigned int __usad(unsigned int x, unsigned int y,
                               unsigned int z) {
  return (x < y ? y - x : x - y) + z;
}
__CUCC_DEV int __hadd(int x, int y) { return (int)(((long long)x + y) >> 1); }
__CUCC_DEV int __rhadd(int x, int y) {
  return (int)(((long long)x + y + 1) >> 1);
}
__CUCC_DEV unsigned int __uhadd(unsigned int x, unsigned int y) {
  return (unsigned int)(((unsigned long long)x + y) >> 1);
}
__CUCC_DEV unsigned int __urhadd(unsigned int x, unsigned int y) {
  return (unsigned int)(((unsigned long long)x + y + 1) >> 1);
}

/* ---- dot products: four byte products (__dp4a), or two products of a
 * halfword of a with byte 0/1 (_lo) or 2/3 (_hi) of b, plus c; the sum
 * wraps ------------------------------------------------------------------ */

__CUCC_DEV int __cucc_sbyte(unsigned int v, int n) {
  return (signed char)(v >> (8 * n));
}
__CUCC_DEV unsigned int __cucc_ubyte(unsigned int v, int n) {
  return (v >> (8 * n)) & 0xff;
}
__CUCC_DEV int __dp4a(int srcA, int srcB, int c) {
  unsigned int r = (unsigned int)c;
  for (int n = 0; n < 4; n++)
    r += (unsigned int)(__cucc_sbyte((unsigned int)srcA, n) *
                        __cucc_sbyte((unsigned int)srcB, n));
  return (int)r;
}
__CUCC_DEV unsigned int __dp4a(unsigned int srcA, unsigned int srcB,
                               unsigned int c) {
  unsigned int r = c;
  for (int n = 0; n < 4; n++)
    r += __cucc_ubyte(srcA, n) * __cucc_ubyte(srcB, n);
  return r;
}
__CUCC_DEV unsigned int __cucc_pack4(unsigned char x, unsigned char y,
                                     unsigned char z, unsigned char w) {
  return (unsigned int)x | (unsigned int)y << 8 | (unsigned int)z << 16 |
         (unsigned int)w << 24;
}
__CUCC_DEV int __dp4a(char4 srcA, char4 srcB, int c) {
  return __dp4a((int)__cucc_pack4(srcA.x, srcA.y, srcA.z, srcA.w),
                (int)__cucc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}
__CUCC_DEV unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c) {
  return __dp4a(__cucc_pack4(srcA.x, srcA.y, srcA.z, srcA.w),
                __cucc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}

__CUCC_DEV int __cucc_dp2a_s(unsigned int a, unsigned int b, int c, int hi) {
  unsigned int r = (unsigned int)c;
  for (int n = 0; n < 2; n++)
    r += (unsigned int)((int)(short)(a >> (16 * n)) *
                        __cucc_sbyte(b, n + 2 * hi));
  return (int)r;
}
__CUCC_DEV unsigned int __cucc_dp2a_u(unsigned int a, unsigned int b,
                                      unsigned int c, int hi) {
  unsigned int r = c;
  for (int n = 0; n < 2; n++)
    r += ((a >> (16 * n)) & 0xffff) * __cucc_ubyte(b, n + 2 * hi);
  return r;
}
__CUCC_DEV unsigned int __cucc_pack2(unsigned short x, unsigned short y) {
  return (unsigned int)x | (unsigned int)y << 16;
}
__CUCC_DEV int __dp2a_lo(int srcA, int srcB, int c) {
  return __cucc_dp2a_s((unsigned int)srcA, (unsigned int)srcB, c, 0);
}
__CUCC_DEV unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB,
                                  unsigned int c) {
  return __cucc_dp2a_u(srcA, srcB, c, 0);
}
__CUCC_DEV int __dp2a_lo(short2 srcA, char4 srcB, int c) {
  return __cucc_dp2a_s(__cucc_pack2(srcA.x, srcA.y),
                       __cucc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c, 0);
}
__CUCC_DEV unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB, unsigned int c) {
  return __cucc_dp2a_u(__cucc_pack2(srcA.x, srcA.y),
                       __cucc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c, 0);
}
__CUCC_DEV int __dp2a_hi(int srcA, int srcB, int c) {
  return __cucc_dp2a_s((unsigned int)srcA, (unsigned int)srcB, c, 1);
}
__CUCC_DEV unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB,
                                  unsigned int c) {
  return __cucc_dp2a_u(srcA, srcB, c, 1);
}
__CUCC_DEV int __dp2a_hi(short2 srcA, char4 srcB, int c) {
  return __cucc_dp2a_s(__cucc_pack2(srcA.x, srcA.y),
                       __cucc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c, 1);
}
__CUCC_DEV unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB, unsigned int c) {
  return __cucc_dp2a_u(__cucc_pack2(srcA.x, srcA.y),
                       __cucc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c, 1);
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
  __CUCC_DEV unsigned int __vcmp##name##N(unsigned int a, unsigned int b) {    \
    return __CUCC_AS(unsigned int, __CUCC_AS(T, a) cmp __CUCC_AS(T, b));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vset##name##N(unsigned int a, unsigned int b) {    \
    return __vcmp##name##N(a, b) & __CUCC_ONE##N;                              \
  }
#define __CUCC_ONE2 0x00010001u
#define __CUCC_ONE4 0x01010101u

#define __CUCC_SIMD(N, U, S, UW, SW)                                           \
  __CUCC_DEV U __cucc_u##N(unsigned int v) { return __CUCC_AS(U, v); }         \
  __CUCC_DEV S __cucc_s##N(unsigned int v) { return __CUCC_AS(S, v); }         \
  __CUCC_DEV unsigned int __vadd##N(unsigned int a, unsigned int b) {          \
    return __CUCC_AS(unsigned int, __cucc_u##N(a) + __cucc_u##N(b));           \
  }                                                                            \
  __CUCC_DEV unsigned int __vsub##N(unsigned int a, unsigned int b) {          \
    return __CUCC_AS(unsigned int, __cucc_u##N(a) - __cucc_u##N(b));           \
  }                                                                            \
  __CUCC_DEV unsigned int __vaddss##N(unsigned int a, unsigned int b) {        \
    return __CUCC_AS(unsigned int, __builtin_elementwise_add_sat(              \
                                       __cucc_s##N(a), __cucc_s##N(b)));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vaddus##N(unsigned int a, unsigned int b) {        \
    return __CUCC_AS(unsigned int, __builtin_elementwise_add_sat(              \
                                       __cucc_u##N(a), __cucc_u##N(b)));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vsubss##N(unsigned int a, unsigned int b) {        \
    return __CUCC_AS(unsigned int, __builtin_elementwise_sub_sat(              \
                                       __cucc_s##N(a), __cucc_s##N(b)));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vsubus##N(unsigned int a, unsigned int b) {        \
    return __CUCC_AS(unsigned int, __builtin_elementwise_sub_sat(              \
                                       __cucc_u##N(a), __cucc_u##N(b)));       \
  }                                                                            \
  /* (a + b) >> 1 and (a + b + 1) >> 1 per unsigned lane */                    \
  __CUCC_DEV unsigned int __vhaddu##N(unsigned int a, unsigned int b) {        \
    U x = __cucc_u##N(a), y = __cucc_u##N(b);                                  \
    return __CUCC_AS(unsigned int, (U)((x & y) + ((x ^ y) >> 1)));            \
  }                                                                            \
  __CUCC_DEV unsigned int __vavgu##N(unsigned int a, unsigned int b) {         \
    U x = __cucc_u##N(a), y = __cucc_u##N(b);                                  \
    return __CUCC_AS(unsigned int, (U)((x | y) - ((x ^ y) >> 1)));            \
  }                                                                            \
  /* signed average rounded half away from zero */                             \
  __CUCC_DEV unsigned int __vavgs##N(unsigned int a, unsigned int b) {         \
    SW s = __builtin_convertvector(__cucc_s##N(a), SW) +                       \
           __builtin_convertvector(__cucc_s##N(b), SW);                        \
    s = (s + 1 + (s >> (64 / N - 1))) >> 1;                                    \
    return __CUCC_AS(unsigned int, __builtin_convertvector(s, S));             \
  }                                                                            \
  __CUCC_DEV unsigned int __vmaxs##N(unsigned int a, unsigned int b) {         \
    return __CUCC_AS(unsigned int, __builtin_elementwise_max(                  \
                                       __cucc_s##N(a), __cucc_s##N(b)));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vmaxu##N(unsigned int a, unsigned int b) {         \
    return __CUCC_AS(unsigned int, __builtin_elementwise_max(                  \
                                       __cucc_u##N(a), __cucc_u##N(b)));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vmins##N(unsigned int a, unsigned int b) {         \
    return __CUCC_AS(unsigned int, __builtin_elementwise_min(                  \
                                       __cucc_s##N(a), __cucc_s##N(b)));       \
  }                                                                            \
  __CUCC_DEV unsigned int __vminu##N(unsigned int a, unsigned int b) {         \
    return __CUCC_AS(unsigned int, __builtin_elementwise_min(                  \
                                       __cucc_u##N(a), __cucc_u##N(b)));       \
  }                                                                            \
  __CUCC_DEV U __cucc_absdiffu##N(unsigned int a, unsigned int b) {            \
    U x = __cucc_u##N(a), y = __cucc_u##N(b);                                  \
    return __builtin_elementwise_max(x, y) - __builtin_elementwise_min(x, y);  \
  }                                                                            \
  __CUCC_DEV U __cucc_absdiffs##N(unsigned int a, unsigned int b) {            \
    S x = __cucc_s##N(a), y = __cucc_s##N(b);                                  \
    return __CUCC_AS(U, __builtin_elementwise_max(x, y)) -                     \
           __CUCC_AS(U, __builtin_elementwise_min(x, y));                      \
  }                                                                            \
  __CUCC_DEV unsigned int __vabsdiffu##N(unsigned int a, unsigned int b) {     \
    return __CUCC_AS(unsigned int, __cucc_absdiffu##N(a, b));                  \
  }                                                                            \
  __CUCC_DEV unsigned int __vabsdiffs##N(unsigned int a, unsigned int b) {     \
    return __CUCC_AS(unsigned int, __cucc_absdiffs##N(a, b));                  \
  }                                                                            \
  /* sums of the absolute differences over the lanes */                        \
  __CUCC_DEV unsigned int __vsadu##N(unsigned int a, unsigned int b) {         \
    return __builtin_reduce_add(                                               \
        __builtin_convertvector(__cucc_absdiffu##N(a, b), UW));                \
  }                                                                            \
  __CUCC_DEV unsigned int __vsads##N(unsigned int a, unsigned int b) {         \
    return __builtin_reduce_add(                                               \
        __builtin_convertvector(__cucc_absdiffs##N(a, b), UW));                \
  }                                                                            \
  /* |a| wraps (the most negative lane stays), the ss forms saturate */        \
  __CUCC_DEV unsigned int __vabs##N(unsigned int a) {                          \
    U m = __CUCC_AS(U, __cucc_s##N(a) >> (32 / N - 1));                        \
    return __CUCC_AS(unsigned int, (U)((__cucc_u##N(a) ^ m) - m));             \
  }                                                                            \
  __CUCC_DEV unsigned int __vabsss##N(unsigned int a) {                        \
    S x = __cucc_s##N(a);                                                      \
    return __CUCC_AS(unsigned int,                                             \
                     __builtin_elementwise_max(                                \
                         x, __builtin_elementwise_sub_sat((S)0, x)));          \
  }                                                                            \
  __CUCC_DEV unsigned int __vneg##N(unsigned int a) {                          \
    return __CUCC_AS(unsigned int, (U)((U)0 - __cucc_u##N(a)));                \
  }                                                                            \
  __CUCC_DEV unsigned int __vnegss##N(unsigned int a) {                        \
    return __CUCC_AS(unsigned int,                                             \
                     __builtin_elementwise_sub_sat((S)0, __cucc_s##N(a)));     \
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
