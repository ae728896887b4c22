/* OpenCL C vector loads and stores (vloadN/vstoreN of every type and
 * address space) and the half-precision ones (vload_half, vstore_half with
 * every rounding mode, vloada/vstorea), with float<->half conversions
 * done exactly in integer code. */
#include "clc.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define VLOAD_AS(T, AS)                                                       \
  _CLC_DEF T##2 vload2(size_t i, const AS T *p) {                             \
    p += i * 2;                                                               \
    return (T##2)(p[0], p[1]);                                                \
  }                                                                           \
  _CLC_DEF T##3 vload3(size_t i, const AS T *p) {                             \
    p += i * 3;                                                               \
    return (T##3)(p[0], p[1], p[2]);                                          \
  }                                                                           \
  _CLC_DEF T##4 vload4(size_t i, const AS T *p) {                             \
    p += i * 4;                                                               \
    return (T##4)(p[0], p[1], p[2], p[3]);                                    \
  }                                                                           \
  _CLC_DEF T##8 vload8(size_t i, const AS T *p) {                             \
    return (T##8)(vload4(2 * i, p), vload4(2 * i + 1, p));                    \
  }                                                                           \
  _CLC_DEF T##16 vload16(size_t i, const AS T *p) {                           \
    return (T##16)(vload8(2 * i, p), vload8(2 * i + 1, p));                   \
  }
#define VSTORE_AS(T, AS)                                                      \
  _CLC_DEF void vstore2(T##2 v, size_t i, AS T *p) {                          \
    p += i * 2;                                                               \
    p[0] = v.s0;                                                              \
    p[1] = v.s1;                                                              \
  }                                                                           \
  _CLC_DEF void vstore3(T##3 v, size_t i, AS T *p) {                          \
    p += i * 3;                                                               \
    p[0] = v.s0;                                                              \
    p[1] = v.s1;                                                              \
    p[2] = v.s2;                                                              \
  }                                                                           \
  _CLC_DEF void vstore4(T##4 v, size_t i, AS T *p) {                          \
    vstore2(v.lo, 2 * i, p);                                                  \
    vstore2(v.hi, 2 * i + 1, p);                                              \
  }                                                                           \
  _CLC_DEF void vstore8(T##8 v, size_t i, AS T *p) {                          \
    vstore4(v.lo, 2 * i, p);                                                  \
    vstore4(v.hi, 2 * i + 1, p);                                              \
  }                                                                           \
  _CLC_DEF void vstore16(T##16 v, size_t i, AS T *p) {                        \
    vstore8(v.lo, 2 * i, p);                                                  \
    vstore8(v.hi, 2 * i + 1, p);                                              \
  }
#define VLS(T)                                                                \
  VLOAD_AS(T, __global) VLOAD_AS(T, __local) VLOAD_AS(T, __constant)          \
  VLOAD_AS(T, __private) VSTORE_AS(T, __global) VSTORE_AS(T, __local)         \
  VSTORE_AS(T, __private)
VLS(char) VLS(uchar) VLS(short) VLS(ushort) VLS(int) VLS(uint) VLS(long)
VLS(ulong) VLS(float) VLS(double) VLS(half)

/* ---- half precision ---- */
static float h2f(ushort h) {
  uint sign = (uint)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  if (e == 0x1f)
    return as_float(sign | 0x7f800000u | (m << 13));
  if (e == 0) {
    float v = (float)m * 0x1p-24f;
    return sign ? -v : v;
  }
  return as_float(sign | ((e + 112) << 23) | (m << 13));
}

/* x's sign, unbiased exponent e and significand sig (with its leading one,
 * `mbits` fraction bits) rounded to half: mode 0 nearest even, 1 toward
 * zero, 2 toward +inf, 3 toward -inf */
static ushort to_half(uint sign, int e, ulong sig, int mbits, int mode) {
  ulong full, rem, half_point;
  int shift;
  if (e > 15) { /* beyond the largest half */
    bool inf = mode == 0 || (mode == 2 && !sign) || (mode == 3 && sign);
    return (ushort)(sign | (inf ? 0x7c00 : 0x7bff));
  }
  if (e >= -14) { /* normal: 10 fraction bits kept */
    shift = mbits - 10;
    full = ((ulong)(e + 15) << 10) | ((sig >> shift) & 0x3ff);
  } else { /* subnormal: units of 2^-24 */
    shift = mbits - 10 + (-14 - e);
    full = shift < 64 ? sig >> shift : 0;
  }
  rem = shift < 64 ? sig & ((1ul << shift) - 1) : sig;
  half_point = shift <= 64 ? 1ul << (shift - 1) : ~0ul;
  if (mode == 0)
    full += rem > half_point || (rem == half_point && (full & 1));
  else if ((mode == 2 && !sign) || (mode == 3 && sign))
    full += rem != 0;
  return (ushort)(sign | full);
}

static ushort f2h(float f, int mode) {
  uint x = as_uint(f), sign = (x >> 16) & 0x8000, a = x & 0x7fffffffu;
  if (a > 0x7f800000u)
    return (ushort)(sign | 0x7e00 | ((a >> 13) & 0x3ff));
  if (a == 0x7f800000u)
    return (ushort)(sign | 0x7c00);
  if (!a)
    return (ushort)sign;
  int e = (int)(a >> 23) - 127;
  ulong sig = (a & 0x7fffffu) | 0x800000u;
  if (!(a >> 23)) { /* a float subnormal: far below half's range */
    e = -127;
    sig = a & 0x7fffffu;
  }
  return to_half(sign, e, sig, 23, mode);
}

static ushort d2h(double d, int mode) {
  ulong x = as_ulong(d), a = x & 0x7ffffffffffffffful;
  uint sign = (uint)(x >> 48) & 0x8000;
  if (a > 0x7ff0000000000000ul)
    return (ushort)(sign | 0x7e00 | ((a >> 42) & 0x3ff));
  if (a == 0x7ff0000000000000ul)
    return (ushort)(sign | 0x7c00);
  if (!a)
    return (ushort)sign;
  int e = (int)(a >> 52) - 1023;
  if (e < -40) /* far below the smallest half: only its sign and rounding */
    return to_half(sign, -40, 1ul << 52 | 1, 52, mode);
  return to_half(sign, e, (a & 0xffffffffffffful) | (1ul << 52), 52, mode);
}

#define HLOAD_AS(AS)                                                          \
  _CLC_DEF float vload_half(size_t i, const AS half *p) {                     \
    return h2f(((const AS ushort *)p)[i]);                                    \
  }                                                                           \
  _CLC_DEF float2 vload_half2(size_t i, const AS half *p) {                   \
    return (float2)(vload_half(2 * i, p), vload_half(2 * i + 1, p));          \
  }                                                                           \
  _CLC_DEF float3 vload_half3(size_t i, const AS half *p) {                   \
    return (float3)(vload_half(3 * i, p), vload_half(3 * i + 1, p),           \
                    vload_half(3 * i + 2, p));                                \
  }                                                                           \
  _CLC_DEF float4 vload_half4(size_t i, const AS half *p) {                   \
    return (float4)(vload_half2(2 * i, p), vload_half2(2 * i + 1, p));        \
  }                                                                           \
  _CLC_DEF float8 vload_half8(size_t i, const AS half *p) {                   \
    return (float8)(vload_half4(2 * i, p), vload_half4(2 * i + 1, p));        \
  }                                                                           \
  _CLC_DEF float16 vload_half16(size_t i, const AS half *p) {                 \
    return (float16)(vload_half8(2 * i, p), vload_half8(2 * i + 1, p));       \
  }                                                                           \
  _CLC_DEF float vloada_half(size_t i, const AS half *p) {                    \
    return vload_half(i, p);                                                  \
  }                                                                           \
  _CLC_DEF float2 vloada_half2(size_t i, const AS half *p) {                  \
    return vload_half2(i, p);                                                 \
  }                                                                           \
  _CLC_DEF float3 vloada_half3(size_t i, const AS half *p) {                  \
    return vload_half3(0, p + 4 * i);                                         \
  }                                                                           \
  _CLC_DEF float4 vloada_half4(size_t i, const AS half *p) {                  \
    return vload_half4(i, p);                                                 \
  }                                                                           \
  _CLC_DEF float8 vloada_half8(size_t i, const AS half *p) {                  \
    return vload_half8(i, p);                                                 \
  }                                                                           \
  _CLC_DEF float16 vloada_half16(size_t i, const AS half *p) {                \
    return vload_half16(i, p);                                                \
  }
HLOAD_AS(__global) HLOAD_AS(__local) HLOAD_AS(__constant) HLOAD_AS(__private)

/* vstore_half[N][_r] and vstorea_half[N][_r] for float and double */
#define HSTORE_ONE(SUF, MODE, T, CONV, AS)                                    \
  _CLC_DEF void vstore_half##SUF(T v, size_t i, AS half *p) {                 \
    ((AS ushort *)p)[i] = CONV(v, MODE);                                      \
  }                                                                           \
  _CLC_DEF void vstore_half2##SUF(T##2 v, size_t i, AS half *p) {             \
    vstore_half##SUF(v.s0, 2 * i, p);                                         \
    vstore_half##SUF(v.s1, 2 * i + 1, p);                                     \
  }                                                                           \
  _CLC_DEF void vstore_half3##SUF(T##3 v, size_t i, AS half *p) {             \
    vstore_half##SUF(v.s0, 3 * i, p);                                         \
    vstore_half##SUF(v.s1, 3 * i + 1, p);                                     \
    vstore_half##SUF(v.s2, 3 * i + 2, p);                                     \
  }                                                                           \
  _CLC_DEF void vstore_half4##SUF(T##4 v, size_t i, AS half *p) {             \
    vstore_half2##SUF(v.lo, 2 * i, p);                                        \
    vstore_half2##SUF(v.hi, 2 * i + 1, p);                                    \
  }                                                                           \
  _CLC_DEF void vstore_half8##SUF(T##8 v, size_t i, AS half *p) {             \
    vstore_half4##SUF(v.lo, 2 * i, p);                                        \
    vstore_half4##SUF(v.hi, 2 * i + 1, p);                                    \
  }                                                                           \
  _CLC_DEF void vstore_half16##SUF(T##16 v, size_t i, AS half *p) {           \
    vstore_half8##SUF(v.lo, 2 * i, p);                                        \
    vstore_half8##SUF(v.hi, 2 * i + 1, p);                                    \
  }                                                                           \
  _CLC_DEF void vstorea_half##SUF(T v, size_t i, AS half *p) {                \
    vstore_half##SUF(v, i, p);                                                \
  }                                                                           \
  _CLC_DEF void vstorea_half2##SUF(T##2 v, size_t i, AS half *p) {            \
    vstore_half2##SUF(v, i, p);                                               \
  }                                                                           \
  _CLC_DEF void vstorea_half3##SUF(T##3 v, size_t i, AS half *p) {            \
    vstore_half3##SUF(v, 0, p + 4 * i);                                       \
  }                                                                           \
  _CLC_DEF void vstorea_half4##SUF(T##4 v, size_t i, AS half *p) {            \
    vstore_half4##SUF(v, i, p);                                               \
  }                                                                           \
  _CLC_DEF void vstorea_half8##SUF(T##8 v, size_t i, AS half *p) {            \
    vstore_half8##SUF(v, i, p);                                               \
  }                                                                           \
  _CLC_DEF void vstorea_half16##SUF(T##16 v, size_t i, AS half *p) {          \
    vstore_half16##SUF(v, i, p);                                              \
  }
#define HSTORE_MODES(T, CONV, AS)                                             \
  HSTORE_ONE(, 0, T, CONV, AS) HSTORE_ONE(_rte, 0, T, CONV, AS)               \
  HSTORE_ONE(_rtz, 1, T, CONV, AS) HSTORE_ONE(_rtp, 2, T, CONV, AS)           \
  HSTORE_ONE(_rtn, 3, T, CONV, AS)
#define HSTORE_AS(AS)                                                         \
  HSTORE_MODES(float, f2h, AS) HSTORE_MODES(double, d2h, AS)
HSTORE_AS(__global) HSTORE_AS(__local) HSTORE_AS(__private)
