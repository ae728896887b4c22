/* OpenCL C explicit conversions convert_<type>[N][_sat][_<rounding>] for
 * every pair of scalar types and every width. Integer results: from
 * floating point, rounded by the mode (toward zero by default) and, with
 * _sat, clamped (NaN gives 0); from integers, with _sat, clamped to the
 * range. Floating-point results round to nearest by default; other modes
 * step the nearest result one ulp where it lies on the wrong side. */
#include "clc.h"

#define ROUNDED(x, MODE)                                                      \
  (MODE == 0 ? rint(x) : MODE == 1 ? trunc(x) : MODE == 2 ? ceil(x) : floor(x))

/* D integer from S integer */
#define I_FROM_I(D, S, DMIN, DMAX, SUF, MODE)                                 \
  _CLC_DEF D convert_##D##SUF(S x) { return (D)x; }                           \
  _CLC_DEF D convert_##D##_sat##SUF(S x) {                                    \
    D d = (D)x;                                                               \
    if ((S)d == x && ((x < (S)0) == (d < (D)0)))                              \
      return d;                                                               \
    return x < (S)0 ? DMIN : DMAX;                                            \
  }
/* D integer from S floating point */
#define I_FROM_F(D, S, DMIN, DMAX, SUF, MODE)                                 \
  _CLC_DEF D convert_##D##SUF(S x) { return (D)ROUNDED(x, MODE); }            \
  _CLC_DEF D convert_##D##_sat##SUF(S x) {                                    \
    S r = ROUNDED(x, MODE);                                                   \
    if (r != r)                                                               \
      return (D)0;                                                            \
    if (r <= (S)DMIN)                                                         \
      return DMIN;                                                            \
    if (r >= (S)DMAX)                                                         \
      return DMAX;                                                            \
    return (D)r;                                                              \
  }
/* D floating point from S (exact comparisons in double, or long for the
 * 64-bit integers) */
#define F_FROM(D, S, DMIN, DMAX, SUF, MODE)                                   \
  _CLC_DEF D convert_##D##SUF(S x) {                                          \
    D r = (D)x;                                                               \
    if (MODE == 0 || r != r)                                                  \
      return r;                                                               \
    int c = CMP_##S(r, x); /* r above (1) or below (-1) x */                 \
    if (MODE == 1 && ((c > 0 && r > (D)0) || (c < 0 && r < (D)0)))           \
      return nextafter(r, (D)0);                                              \
    if (MODE == 2 && c < 0)                                                   \
      return nextafter(r, (D)INFINITY);                                       \
    if (MODE == 3 && c > 0)                                                   \
      return nextafter(r, (D)-INFINITY);                                      \
    return r;                                                                 \
  }                                                                           \
  _CLC_DEF D convert_##D##_sat##SUF(S x) { return convert_##D##SUF(x); }
#define CMP_(r, x) (((double)(r) > (double)(x)) - ((double)(r) < (double)(x)))
#define CMP_char CMP_
#define CMP_uchar CMP_
#define CMP_short CMP_
#define CMP_ushort CMP_
#define CMP_int CMP_
#define CMP_uint CMP_
#define CMP_float CMP_
#define CMP_double CMP_
#define CMP_long(r, x) cmp_long((double)(r), (long)(x))
#define CMP_ulong(r, x) cmp_ulong((double)(r), (ulong)(x))
static int cmp_long(double r, long x) {
  if (r >= 0x1p63)
    return 1;
  if (r < -0x1p63)
    return -1;
  long t = (long)r; /* r is an integer here when |r| >= 2^53 */
  return t != x ? (t > x) - (t < x) : (r > (double)t) - (r < (double)t);
}
static int cmp_ulong(double r, ulong x) {
  if (r >= 0x1p64)
    return 1;
  if (r < 0)
    return -1;
  ulong t = (ulong)r;
  return t != x ? (t > x) - (t < x) : (r > (double)t) - (r < (double)t);
}

#define VECS(D, S, SUF)                                                       \
  _CLC_DEF D##2 convert_##D##2##SUF(S##2 x) {                                 \
    return (D##2)(convert_##D##SUF(x.s0), convert_##D##SUF(x.s1));            \
  }                                                                           \
  _CLC_DEF D##3 convert_##D##3##SUF(S##3 x) {                                 \
    return (D##3)(convert_##D##SUF(x.s0), convert_##D##SUF(x.s1),             \
                  convert_##D##SUF(x.s2));                                    \
  }                                                                           \
  _CLC_DEF D##4 convert_##D##4##SUF(S##4 x) {                                 \
    return (D##4)(convert_##D##2##SUF(x.lo), convert_##D##2##SUF(x.hi));      \
  }                                                                           \
  _CLC_DEF D##8 convert_##D##8##SUF(S##8 x) {                                 \
    return (D##8)(convert_##D##4##SUF(x.lo), convert_##D##4##SUF(x.hi));      \
  }                                                                           \
  _CLC_DEF D##16 convert_##D##16##SUF(S##16 x) {                              \
    return (D##16)(convert_##D##8##SUF(x.lo), convert_##D##8##SUF(x.hi));     \
  }
/* every rounding suffix of one pair: KIND defines the scalar pair */
#define MODES(KIND, DEF, D, S, DMIN, DMAX)                                    \
  KIND(D, S, DMIN, DMAX, , DEF)                                               \
  KIND(D, S, DMIN, DMAX, _rte, 0) KIND(D, S, DMIN, DMAX, _rtz, 1)             \
  KIND(D, S, DMIN, DMAX, _rtp, 2) KIND(D, S, DMIN, DMAX, _rtn, 3)             \
  VECS(D, S, ) VECS(D, S, _sat) VECS(D, S, _rte) VECS(D, S, _sat_rte)         \
  VECS(D, S, _rtz) VECS(D, S, _sat_rtz) VECS(D, S, _rtp) VECS(D, S, _sat_rtp) \
  VECS(D, S, _rtn) VECS(D, S, _sat_rtn)

MODES(I_FROM_I, 1, char, char, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_I, 1, char, uchar, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_I, 1, char, short, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_I, 1, char, ushort, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_I, 1, char, int, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_I, 1, char, uint, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_I, 1, char, long, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_I, 1, char, ulong, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_F, 1, char, float, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_F, 1, char, double, CHAR_MIN, CHAR_MAX)
MODES(I_FROM_I, 1, uchar, char, 0, UCHAR_MAX)
MODES(I_FROM_I, 1, uchar, uchar, 0, UCHAR_MAX)
MODES(I_FROM_I, 1, uchar, short, 0, UCHAR_MAX)
MODES(I_FROM_I, 1, uchar, ushort, 0, UCHAR_MAX)
MODES(I_FROM_I, 1, uchar, int, 0, UCHAR_MAX)
MODES(I_FROM_I, 1, uchar, uint, 0, UCHAR_MAX)
MODES(I_FROM_I, 1, uchar, long, 0, UCHAR_MAX)
MODES(I_FROM_I, 1, uchar, ulong, 0, UCHAR_MAX)
MODES(I_FROM_F, 1, uchar, float, 0, UCHAR_MAX)
MODES(I_FROM_F, 1, uchar, double, 0, UCHAR_MAX)
MODES(I_FROM_I, 1, short, char, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_I, 1, short, uchar, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_I, 1, short, short, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_I, 1, short, ushort, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_I, 1, short, int, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_I, 1, short, uint, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_I, 1, short, long, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_I, 1, short, ulong, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_F, 1, short, float, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_F, 1, short, double, SHRT_MIN, SHRT_MAX)
MODES(I_FROM_I, 1, ushort, char, 0, USHRT_MAX)
MODES(I_FROM_I, 1, ushort, uchar, 0, USHRT_MAX)
MODES(I_FROM_I, 1, ushort, short, 0, USHRT_MAX)
MODES(I_FROM_I, 1, ushort, ushort, 0, USHRT_MAX)
MODES(I_FROM_I, 1, ushort, int, 0, USHRT_MAX)
MODES(I_FROM_I, 1, ushort, uint, 0, USHRT_MAX)
MODES(I_FROM_I, 1, ushort, long, 0, USHRT_MAX)
MODES(I_FROM_I, 1, ushort, ulong, 0, USHRT_MAX)
MODES(I_FROM_F, 1, ushort, float, 0, USHRT_MAX)
MODES(I_FROM_F, 1, ushort, double, 0, USHRT_MAX)
MODES(I_FROM_I, 1, int, char, INT_MIN, INT_MAX)
MODES(I_FROM_I, 1, int, uchar, INT_MIN, INT_MAX)
MODES(I_FROM_I, 1, int, short, INT_MIN, INT_MAX)
MODES(I_FROM_I, 1, int, ushort, INT_MIN, INT_MAX)
MODES(I_FROM_I, 1, int, int, INT_MIN, INT_MAX)
MODES(I_FROM_I, 1, int, uint, INT_MIN, INT_MAX)
MODES(I_FROM_I, 1, int, long, INT_MIN, INT_MAX)
MODES(I_FROM_I, 1, int, ulong, INT_MIN, INT_MAX)
MODES(I_FROM_F, 1, int, float, INT_MIN, INT_MAX)
MODES(I_FROM_F, 1, int, double, INT_MIN, INT_MAX)
MODES(I_FROM_I, 1, uint, char, 0, UINT_MAX)
MODES(I_FROM_I, 1, uint, uchar, 0, UINT_MAX)
MODES(I_FROM_I, 1, uint, short, 0, UINT_MAX)
MODES(I_FROM_I, 1, uint, ushort, 0, UINT_MAX)
MODES(I_FROM_I, 1, uint, int, 0, UINT_MAX)
MODES(I_FROM_I, 1, uint, uint, 0, UINT_MAX)
MODES(I_FROM_I, 1, uint, long, 0, UINT_MAX)
MODES(I_FROM_I, 1, uint, ulong, 0, UINT_MAX)
MODES(I_FROM_F, 1, uint, float, 0, UINT_MAX)
MODES(I_FROM_F, 1, uint, double, 0, UINT_MAX)
MODES(I_FROM_I, 1, long, char, LONG_MIN, LONG_MAX)
MODES(I_FROM_I, 1, long, uchar, LONG_MIN, LONG_MAX)
MODES(I_FROM_I, 1, long, short, LONG_MIN, LONG_MAX)
MODES(I_FROM_I, 1, long, ushort, LONG_MIN, LONG_MAX)
MODES(I_FROM_I, 1, long, int, LONG_MIN, LONG_MAX)
MODES(I_FROM_I, 1, long, uint, LONG_MIN, LONG_MAX)
MODES(I_FROM_I, 1, long, long, LONG_MIN, LONG_MAX)
MODES(I_FROM_I, 1, long, ulong, LONG_MIN, LONG_MAX)
MODES(I_FROM_F, 1, long, float, LONG_MIN, LONG_MAX)
MODES(I_FROM_F, 1, long, double, LONG_MIN, LONG_MAX)
MODES(I_FROM_I, 1, ulong, char, 0, ULONG_MAX)
MODES(I_FROM_I, 1, ulong, uchar, 0, ULONG_MAX)
MODES(I_FROM_I, 1, ulong, short, 0, ULONG_MAX)
MODES(I_FROM_I, 1, ulong, ushort, 0, ULONG_MAX)
MODES(I_FROM_I, 1, ulong, int, 0, ULONG_MAX)
MODES(I_FROM_I, 1, ulong, uint, 0, ULONG_MAX)
MODES(I_FROM_I, 1, ulong, long, 0, ULONG_MAX)
MODES(I_FROM_I, 1, ulong, ulong, 0, ULONG_MAX)
MODES(I_FROM_F, 1, ulong, float, 0, ULONG_MAX)
MODES(I_FROM_F, 1, ulong, double, 0, ULONG_MAX)
MODES(F_FROM, 0, float, char, 0, 0)
MODES(F_FROM, 0, float, uchar, 0, 0)
MODES(F_FROM, 0, float, short, 0, 0)
MODES(F_FROM, 0, float, ushort, 0, 0)
MODES(F_FROM, 0, float, int, 0, 0)
MODES(F_FROM, 0, float, uint, 0, 0)
MODES(F_FROM, 0, float, long, 0, 0)
MODES(F_FROM, 0, float, ulong, 0, 0)
MODES(F_FROM, 0, float, float, 0, 0)
MODES(F_FROM, 0, float, double, 0, 0)
MODES(F_FROM, 0, double, char, 0, 0)
MODES(F_FROM, 0, double, uchar, 0, 0)
MODES(F_FROM, 0, double, short, 0, 0)
MODES(F_FROM, 0, double, ushort, 0, 0)
MODES(F_FROM, 0, double, int, 0, 0)
MODES(F_FROM, 0, double, uint, 0, 0)
MODES(F_FROM, 0, double, long, 0, 0)
MODES(F_FROM, 0, double, ulong, 0, 0)
MODES(F_FROM, 0, double, float, 0, 0)
MODES(F_FROM, 0, double, double, 0, 0)
