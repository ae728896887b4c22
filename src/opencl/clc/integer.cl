/* OpenCL C integer functions for every integer type and width: scalar forms
 * here, vector forms component by component (clc.h). */
#include "clc.h"

/* a 64x64-bit product's high half, from 32-bit halves */
static ulong mulhi_u64(ulong a, ulong b) {
  ulong al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
  ulong ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  ulong mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static long mulhi_s64(long a, long b) {
  ulong h = mulhi_u64((ulong)a, (ulong)b);
  if (a < 0)
    h -= (ulong)b;
  if (b < 0)
    h -= (ulong)a;
  return (long)h;
}

/* T: the type, U: its unsigned form, W: a type twice as wide (or T for 64
 * bits), B: its bits, SIGNED: 1 or 0 */
#define SCALAR(T, U, B, SIGNED, MIN, MAX)                                     \
  _CLC_DEF U abs(T x) { return SIGNED && x < (T)0 ? (U)0 - (U)x : (U)x; }     \
  _CLC_DEF U abs_diff(T x, T y) {                                             \
    return x > y ? (U)x - (U)y : (U)y - (U)x;                                 \
  }                                                                           \
  _CLC_DEF T add_sat(T x, T y) {                                              \
    T r;                                                                      \
    if (!__builtin_add_overflow(x, y, &r))                                    \
      return r;                                                               \
    return SIGNED && x < (T)0 ? MIN : MAX;                                    \
  }                                                                           \
  _CLC_DEF T sub_sat(T x, T y) {                                              \
    T r;                                                                      \
    if (!__builtin_sub_overflow(x, y, &r))                                    \
      return r;                                                               \
    return SIGNED ? (x < (T)0 ? MIN : MAX) : (T)0;                            \
  }                                                                           \
  _CLC_DEF T hadd(T x, T y) {                                                 \
    return (T)((x >> 1) + (y >> 1) + (x & y & 1));                            \
  }                                                                           \
  _CLC_DEF T rhadd(T x, T y) {                                                \
    return (T)((x >> 1) + (y >> 1) + ((x | y) & 1));                          \
  }                                                                           \
  _CLC_DEF T max(T x, T y) { return x > y ? x : y; }                          \
  _CLC_DEF T min(T x, T y) { return x < y ? x : y; }                          \
  _CLC_DEF T clamp(T x, T lo, T hi) { return min(max(x, lo), hi); }           \
  _CLC_DEF T clz(T x) {                                                       \
    return x == (T)0 ? (T)B                                                   \
           : B == 64 ? (T)__builtin_clzll((ulong)(U)x)                        \
                     : (T)(__builtin_clz((uint)(U)x) - (32 - B));             \
  }                                                                           \
  _CLC_DEF T popcount(T x) {                                                  \
    return B == 64 ? (T)__builtin_popcountll((ulong)(U)x)                     \
                   : (T)__builtin_popcount((uint)(U)x);                       \
  }                                                                           \
  _CLC_DEF T rotate(T x, T n) {                                               \
    uint s = (uint)((U)n % B);                                                \
    return s ? (T)(((U)x << s) | ((U)x >> (B - s))) : x;                      \
  }                                                                           \
  _CLC_DEF T mul_hi(T x, T y) {                                               \
    return B == 64 ? (SIGNED ? (T)mulhi_s64((long)x, (long)y)                 \
                             : (T)mulhi_u64((ulong)x, (ulong)y))              \
                   : (T)(((SIGNED ? (long)x * (long)y                         \
                                  : (long)((ulong)x * (ulong)y))) >> B);      \
  }                                                                           \
  _CLC_DEF T mad_hi(T x, T y, T z) { return mul_hi(x, y) + z; }               \
  _CLC_DEF T mad_sat(T x, T y, T z) {                                         \
    T p;                                                                      \
    if (__builtin_mul_overflow(x, y, &p))                                     \
      return SIGNED && ((x < (T)0) != (y < (T)0)) ? MIN : MAX;                \
    return add_sat(p, z);                                                     \
  }                                                                           \
  VEC1(abs, U, T) VEC2(abs_diff, U, T, T) VEC2(add_sat, T, T, T)              \
  VEC2(sub_sat, T, T, T) VEC2(hadd, T, T, T) VEC2(rhadd, T, T, T)             \
  VEC2(max, T, T, T) VEC2(min, T, T, T) VEC3(clamp, T) VEC1(clz, T, T)        \
  VEC1(popcount, T, T) VEC2(rotate, T, T, T) VEC2(mul_hi, T, T, T)            \
  VEC3(mad_hi, T) VEC3(mad_sat, T) VEC2S(max, T, T, T) VEC2S(min, T, T, T)    \
  CLAMP_S(T##2, T) CLAMP_S(T##3, T) CLAMP_S(T##4, T) CLAMP_S(T##8, T)         \
  CLAMP_S(T##16, T)
#define CLAMP_S(V, T)                                                         \
  _CLC_DEF V clamp(V x, T lo, T hi) { return clamp(x, (V)lo, (V)hi); }

SCALAR(char, uchar, 8, 1, CHAR_MIN, CHAR_MAX)
SCALAR(uchar, uchar, 8, 0, 0, UCHAR_MAX)
SCALAR(short, ushort, 16, 1, SHRT_MIN, SHRT_MAX)
SCALAR(ushort, ushort, 16, 0, 0, USHRT_MAX)
SCALAR(int, uint, 32, 1, INT_MIN, INT_MAX)
SCALAR(uint, uint, 32, 0, 0, UINT_MAX)
SCALAR(long, ulong, 64, 1, LONG_MIN, LONG_MAX)
SCALAR(ulong, ulong, 64, 0, 0, ULONG_MAX)

/* upsample: hi in the upper half */
#define UPSAMPLE(R, H, L, B)                                                  \
  _CLC_DEF R upsample(H hi, L lo) { return (R)(((R)hi << B) | (R)lo); }       \
  VEC2(upsample, R, H, L)
UPSAMPLE(short, char, uchar, 8)
UPSAMPLE(ushort, uchar, uchar, 8)
UPSAMPLE(int, short, ushort, 16)
UPSAMPLE(uint, ushort, ushort, 16)
UPSAMPLE(long, int, uint, 32)
UPSAMPLE(ulong, uint, uint, 32)

/* 24-bit multiplies: the operands' low 24 bits (sign-extended for int) */
_CLC_DEF int mul24(int x, int y) { return ((x << 8) >> 8) * ((y << 8) >> 8); }
_CLC_DEF uint mul24(uint x, uint y) { return (x & 0xffffffu) * (y & 0xffffffu); }
_CLC_DEF int mad24(int x, int y, int z) { return mul24(x, y) + z; }
_CLC_DEF uint mad24(uint x, uint y, uint z) { return mul24(x, y) + z; }
VEC2(mul24, int, int, int) VEC2(mul24, uint, uint, uint)
VEC3(mad24, int) VEC3(mad24, uint)
