/* OpenCL C relational functions: scalars return 0/1 (int), vectors 0/-1
 * of the signed integer type of their width; any/all test the sign bit;
 * select and bitselect. */
#include "clc.h"

#define REL1(NAME, EXPR)                                                      \
  _CLC_DEF int NAME(float x) { return EXPR; }                                 \
  _CLC_DEF int NAME(double x) { return EXPR; }                                \
  REL1V(NAME, EXPR, float, int) REL1V(NAME, EXPR, double, long)
#define REL1V(NAME, EXPR, T, I)                                               \
  _CLC_DEF I##2 NAME(T##2 x) { return EXPR; }                                 \
  _CLC_DEF I##3 NAME(T##3 x) { return EXPR; }                                 \
  _CLC_DEF I##4 NAME(T##4 x) { return EXPR; }                                 \
  _CLC_DEF I##8 NAME(T##8 x) { return EXPR; }                                 \
  _CLC_DEF I##16 NAME(T##16 x) { return EXPR; }
REL1(isnan, x != x)
REL1(isinf, fabs(x) == INFINITY)
REL1(isfinite, fabs(x) < INFINITY)
_CLC_DEF int isnormal(float x) { return __builtin_isnormal(x); }
_CLC_DEF int isnormal(double x) { return __builtin_isnormal(x); }
REL1V(isnormal, fabs(x) < INFINITY && fabs(x) >= FLT_MIN, float, int)
REL1V(isnormal, fabs(x) < INFINITY && fabs(x) >= DBL_MIN, double, long)
_CLC_DEF int signbit(float x) { return __builtin_signbit(x); }
_CLC_DEF int signbit(double x) { return __builtin_signbit(x); }
#define SIGNBITS(T, I)                                                        \
  _CLC_DEF I##2 signbit(T##2 x) { return as_##I##2(x) < 0; }                  \
  _CLC_DEF I##3 signbit(T##3 x) { return as_##I##3(x) < 0; }                  \
  _CLC_DEF I##4 signbit(T##4 x) { return as_##I##4(x) < 0; }                  \
  _CLC_DEF I##8 signbit(T##8 x) { return as_##I##8(x) < 0; }                  \
  _CLC_DEF I##16 signbit(T##16 x) { return as_##I##16(x) < 0; }
SIGNBITS(float, int)
SIGNBITS(double, long)

#define REL2(NAME, EXPR)                                                      \
  _CLC_DEF int NAME(float x, float y) { return EXPR; }                        \
  _CLC_DEF int NAME(double x, double y) { return EXPR; }                      \
  REL2V(NAME, EXPR, float, int) REL2V(NAME, EXPR, double, long)
#define REL2V(NAME, EXPR, T, I)                                               \
  _CLC_DEF I##2 NAME(T##2 x, T##2 y) { return EXPR; }                         \
  _CLC_DEF I##3 NAME(T##3 x, T##3 y) { return EXPR; }                         \
  _CLC_DEF I##4 NAME(T##4 x, T##4 y) { return EXPR; }                         \
  _CLC_DEF I##8 NAME(T##8 x, T##8 y) { return EXPR; }                         \
  _CLC_DEF I##16 NAME(T##16 x, T##16 y) { return EXPR; }
REL2(isequal, x == y)
REL2(isnotequal, x != y)
REL2(isgreater, x > y)
REL2(isgreaterequal, x >= y)
REL2(isless, x < y)
REL2(islessequal, x <= y)
REL2(islessgreater, x < y || x > y)
REL2(isordered, x == x && y == y)
REL2(isunordered, x != x || y != y)

/* any/all: the most significant bit of each component */
#define ANYALL(T)                                                             \
  _CLC_DEF int any(T x) { return x < 0; }                                     \
  _CLC_DEF int all(T x) { return x < 0; }                                     \
  _CLC_DEF int any(T##2 x) { return x.s0 < 0 || x.s1 < 0; }                   \
  _CLC_DEF int all(T##2 x) { return x.s0 < 0 && x.s1 < 0; }                   \
  _CLC_DEF int any(T##3 x) { return any(x.s01) || x.s2 < 0; }                 \
  _CLC_DEF int all(T##3 x) { return all(x.s01) && x.s2 < 0; }                 \
  _CLC_DEF int any(T##4 x) { return any(x.lo) || any(x.hi); }                 \
  _CLC_DEF int all(T##4 x) { return all(x.lo) && all(x.hi); }                 \
  _CLC_DEF int any(T##8 x) { return any(x.lo) || any(x.hi); }                 \
  _CLC_DEF int all(T##8 x) { return all(x.lo) && all(x.hi); }                 \
  _CLC_DEF int any(T##16 x) { return any(x.lo) || any(x.hi); }                \
  _CLC_DEF int all(T##16 x) { return all(x.lo) && all(x.hi); }
ANYALL(char) ANYALL(short) ANYALL(int) ANYALL(long)

/* bitselect: each bit from b where c has it, else from a */
#define BITSEL_I(T) \
  _CLC_DEF T bitselect(T a, T b, T c) { return (a & ~c) | (b & c); }
INT_TYPES(BITSEL_I)
#define BITSEL_F(T, I)                                                        \
  _CLC_DEF T bitselect(T a, T b, T c) {                                       \
    return as_##T(bitselect(as_##I(a), as_##I(b), as_##I(c)));              \
  }
#define BITSEL_FW(S, I)                                                       \
  BITSEL_F(S, I) BITSEL_F(S##2, I##2) BITSEL_F(S##3, I##3)                    \
  BITSEL_F(S##4, I##4) BITSEL_F(S##8, I##8) BITSEL_F(S##16, I##16)
BITSEL_FW(float, int)
BITSEL_FW(double, long)

/* select: scalars test c != 0, vectors the sign bit of each component */
#define SEL_S(T, C) \
  _CLC_DEF T select(T a, T b, C c) { return c ? b : a; }
#define SEL_V(T, C)                                                           \
  _CLC_DEF T select(T a, T b, C c) {                                          \
    return (c >> (C)(sizeof(c.s0) * 8 - 1)) != (C)0 ? b : a;                  \
  }
#define SEL_W(T, C, U)                                                        \
  SEL_S(T, C) SEL_S(T, U) SEL_V(T##2, C##2) SEL_V(T##2, U##2)                 \
  SEL_V(T##3, C##3) SEL_V(T##3, U##3) SEL_V(T##4, C##4) SEL_V(T##4, U##4)     \
  SEL_V(T##8, C##8) SEL_V(T##8, U##8) SEL_V(T##16, C##16) SEL_V(T##16, U##16)
SEL_W(char, char, uchar) SEL_W(uchar, char, uchar)
SEL_W(short, short, ushort) SEL_W(ushort, short, ushort)
SEL_W(int, int, uint) SEL_W(uint, int, uint)
SEL_W(long, long, ulong) SEL_W(ulong, long, ulong)
SEL_W(float, int, uint) SEL_W(double, long, ulong)
