// Self-checking test of cuda_bf16.h (bfloat16). Every check runs in a kernel
// and again on the host (the header is host+device), against independent
// references computed on the host (fp_reference.h: ldexp values and binary
// search, exact round-to-odd inputs; no code shared with the header):
//  - sizeof/alignof of __nv_bfloat16, __nv_bfloat162 and the raw types;
//  - all 65536 patterns: __bfloat162float (bit-exact, NaN payloads kept),
//    round trips through __float2bfloat16_rn/rz/rd/ru,
//    __bfloat162{int,uint,short,ushort,ll,ull}_{rn,rz,rd,ru} (saturation,
//    NaN), __bfloat162char_rz/uchar_rz, conversion operators, the math
//    functions (hsqrt, hrcp, hceil/hfloor/htrunc/hrint exact, the others
//    within one ulp), and the conversions between __half and bfloat16;
//  - __float2bfloat16_rn/rz/rd/ru on ~1.6 M floats (every bfloat16 value
//    with the low float bits 0, 1, 0x7fff, 0x8000, 0x8001, 0xffff, a stride
//    over all 2^32 patterns, random patterns, specials), __double2bfloat16 on
//    doubles just off the midpoints, integer -> bfloat16 in all modes;
//  - arithmetic (__hadd/sub/mul/div, __hfma with a single rounding also when
//    the addend is far below the product, _sat, relu, max/min (+_nan), neg,
//    abs, comparisons, isnan, isinf) on specials x specials and random
//    triples;
//  - __nv_bfloat162 lanes, comparisons (bfloat162, _mask, __hb*2),
//    operators, constructors, atomicAdd on __nv_bfloat16 and __nv_bfloat162.
// No .expected file: the results are checked against the references only.
#include <cstdio>
#include <cstdlib>
#include <cuda_bf16.h>
#include <vector>

#include "fp_reference.h"

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #call,                 \
             cudaGetErrorName(e_));                                            \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static int g_fail = 0;
static void verdict(const char *what, long bad, long total) {
  printf("%s %s (%ld/%ld wrong)\n", bad ? "FAIL" : "PASS", what, bad, total);
  if (bad)
    g_fail = 1;
}

static const RefFmt F = REF_BF16;
static const RefFmt F16 = REF_F16;
typedef unsigned short u16;

__host__ __device__ static u16 hb(__nv_bfloat16 h) {
  return __bfloat16_as_ushort(h);
}
__host__ __device__ static __nv_bfloat16 mk(u16 b) {
  return __ushort_as_bfloat16(b);
}

// ---- evaluation functions shared by the kernels and the host loops -------

// layouts: size, alignment of __nv_bfloat16, __nv_bfloat162 and the raw types
__host__ __device__ static void eval_layout(unsigned *o) {
  o[0] = sizeof(__nv_bfloat16), o[1] = alignof(__nv_bfloat16);
  o[2] = sizeof(__nv_bfloat162), o[3] = alignof(__nv_bfloat162);
  o[4] = sizeof(__nv_bfloat16_raw), o[5] = alignof(__nv_bfloat16_raw);
  o[6] = sizeof(__nv_bfloat162_raw), o[7] = alignof(__nv_bfloat162_raw);
  o[8] = sizeof(nv_bfloat16), o[9] = alignof(nv_bfloat162);
}

// pattern -> float, and float -> bfloat16 in the four modes (round trip)
struct H2F {
  float f;
  u16 rt[4];
};
__host__ __device__ static H2F eval_h2f(u16 b) {
  H2F r;
  r.f = __bfloat162float(mk(b));
  r.rt[0] = hb(__float2bfloat16_rn(r.f));
  r.rt[1] = hb(__float2bfloat16_rz(r.f));
  r.rt[2] = hb(__float2bfloat16_rd(r.f));
  r.rt[3] = hb(__float2bfloat16_ru(r.f));
  return r;
}

struct F2H {
  u16 m[5]; // rn, rz, rd, ru, __float2bfloat16
};
__host__ __device__ static F2H eval_f2h(float f) {
  F2H r;
  r.m[0] = hb(__float2bfloat16_rn(f));
  r.m[1] = hb(__float2bfloat16_rz(f));
  r.m[2] = hb(__float2bfloat16_rd(f));
  r.m[3] = hb(__float2bfloat16_ru(f));
  r.m[4] = hb(__float2bfloat16(f));
  return r;
}

struct D2H {
  u16 d, ctor;
};
__host__ __device__ static D2H eval_d2h(double d) {
  D2H r;
  r.d = hb(__double2bfloat16(d));
  r.ctor = hb(__nv_bfloat16(d));
  return r;
}

// integer -> bfloat16: [type][mode], types int, uint, short, ushort, ll, ull
struct I2H {
  u16 m[6][4];
};
__host__ __device__ static I2H eval_i2h(long long v) {
  I2H r;
  const int i = (int)v;
  const unsigned u = (unsigned)v;
  const short s = (short)v;
  const unsigned short us = (unsigned short)v;
  const unsigned long long ull = (unsigned long long)v;
#define ROW(k, pfx, x)                                                         \
  r.m[k][0] = hb(__##pfx##2bfloat16_rn(x));                                    \
  r.m[k][1] = hb(__##pfx##2bfloat16_rz(x));                                    \
  r.m[k][2] = hb(__##pfx##2bfloat16_rd(x));                                    \
  r.m[k][3] = hb(__##pfx##2bfloat16_ru(x));
  ROW(0, int, i)
  ROW(1, uint, u)
  ROW(2, short, s)
  ROW(3, ushort, us)
  ROW(4, ll, v)
  ROW(5, ull, ull)
#undef ROW
  return r;
}

// bfloat16 -> integers: [type][mode] as 64-bit patterns, plus char/uchar rz and
// the conversion operators (int)h, (short)h, (unsigned long long)h
struct H2I {
  unsigned long long m[6][4];
  long long c, uc, op_int, op_short, op_ull, op_bool;
};
__host__ __device__ static H2I eval_h2i(u16 b) {
  H2I r;
  const __nv_bfloat16 h = mk(b);
#define ROW(k, sfx, T)                                                         \
  r.m[k][0] = (unsigned long long)(T)__bfloat162##sfx##_rn(h);                 \
  r.m[k][1] = (unsigned long long)(T)__bfloat162##sfx##_rz(h);                 \
  r.m[k][2] = (unsigned long long)(T)__bfloat162##sfx##_rd(h);                 \
  r.m[k][3] = (unsigned long long)(T)__bfloat162##sfx##_ru(h);
  ROW(0, int, long long)
  ROW(1, uint, unsigned long long)
  ROW(2, short, long long)
  ROW(3, ushort, unsigned long long)
  ROW(4, ll, long long)
  ROW(5, ull, unsigned long long)
#undef ROW
  r.c = __bfloat162char_rz(h);
  r.uc = __bfloat162uchar_rz(h);
  r.op_int = (int)h;
  r.op_short = (short)h;
  r.op_ull = (long long)(unsigned long long)h;
  r.op_bool = (bool)h;
  return r;
}

// math functions of one pattern
enum {
  M_SQRT,
  M_RSQRT,
  M_RCP,
  M_EXP,
  M_EXP2,
  M_EXP10,
  M_LOG,
  M_LOG2,
  M_LOG10,
  M_SIN,
  M_COS,
  M_TANH,
  M_CEIL,
  M_FLOOR,
  M_TRUNC,
  M_RINT,
  M_COUNT
};
static const char *const MATH_NAME[M_COUNT] = {
    "hsqrt",  "hrsqrt", "hrcp", "hexp",  "hexp2", "hexp10", "hlog",   "hlog2",
    "hlog10", "hsin",   "hcos", "htanh", "hceil", "hfloor", "htrunc", "hrint"};
struct MathR {
  u16 m[M_COUNT];
  u16 m2[M_COUNT]; // the h2 form, low lane (the high lane is checked equal)
  int lanes_ok;
};
__host__ __device__ static MathR eval_math(u16 b) {
  MathR r;
  const __nv_bfloat16 h = mk(b);
  const __nv_bfloat162 h2 = __halves2bfloat162(h, h);
  __nv_bfloat162 o2[M_COUNT];
  r.m[M_SQRT] = hb(hsqrt(h)), o2[M_SQRT] = h2sqrt(h2);
  r.m[M_RSQRT] = hb(hrsqrt(h)), o2[M_RSQRT] = h2rsqrt(h2);
  r.m[M_RCP] = hb(hrcp(h)), o2[M_RCP] = h2rcp(h2);
  r.m[M_EXP] = hb(hexp(h)), o2[M_EXP] = h2exp(h2);
  r.m[M_EXP2] = hb(hexp2(h)), o2[M_EXP2] = h2exp2(h2);
  r.m[M_EXP10] = hb(hexp10(h)), o2[M_EXP10] = h2exp10(h2);
  r.m[M_LOG] = hb(hlog(h)), o2[M_LOG] = h2log(h2);
  r.m[M_LOG2] = hb(hlog2(h)), o2[M_LOG2] = h2log2(h2);
  r.m[M_LOG10] = hb(hlog10(h)), o2[M_LOG10] = h2log10(h2);
  r.m[M_SIN] = hb(hsin(h)), o2[M_SIN] = h2sin(h2);
  r.m[M_COS] = hb(hcos(h)), o2[M_COS] = h2cos(h2);
  r.m[M_TANH] = hb(htanh(h)), o2[M_TANH] = h2tanh(h2);
  r.m[M_CEIL] = hb(hceil(h)), o2[M_CEIL] = h2ceil(h2);
  r.m[M_FLOOR] = hb(hfloor(h)), o2[M_FLOOR] = h2floor(h2);
  r.m[M_TRUNC] = hb(htrunc(h)), o2[M_TRUNC] = h2trunc(h2);
  r.m[M_RINT] = hb(hrint(h)), o2[M_RINT] = h2rint(h2);
  r.lanes_ok = 1;
  for (int k = 0; k < M_COUNT; k++) {
    r.m2[k] = hb(o2[k].x);
    r.lanes_ok &= hb(o2[k].x) == hb(o2[k].y);
  }
  return r;
}

// binary/ternary operations on (a, b, c)
enum {
  A_ADD,
  A_SUB,
  A_MUL,
  A_DIV,
  A_FMA,
  A_ADDSAT,
  A_SUBSAT,
  A_MULSAT,
  A_FMASAT,
  A_RELU,
  A_MAX,
  A_MIN,
  A_MAXNAN,
  A_MINNAN,
  A_NEG,
  A_ABS,
  A_OPADD,
  A_OPSUB,
  A_OPMUL,
  A_OPDIV,
  A_OPNEG,
  A_ADDRN,
  A_SUBRN,
  A_MULRN,
  A_ADD2,
  A_SUB2,
  A_MUL2,
  A_DIV2,
  A_FMA2,
  A_COUNT
};
static const char *const ARITH_NAME[A_COUNT] = {
    "__hadd",          "__hsub",     "__hmul",     "__hdiv",     "__hfma",
    "__hadd_sat",      "__hsub_sat", "__hmul_sat", "__hfma_sat", "__hfma_relu",
    "__hmax",          "__hmin",     "__hmax_nan", "__hmin_nan", "__hneg",
    "__habs",          "operator+",  "operator-",  "operator*",  "operator/",
    "unary operator-", "__hadd_rn",  "__hsub_rn",  "__hmul_rn",  "__hadd2",
    "__hsub2",         "__hmul2",    "__h2div",    "__hfma2"};
// comparisons: bit k of the mask
enum {
  C_EQ,
  C_NE,
  C_LT,
  C_LE,
  C_GT,
  C_GE,
  C_EQU,
  C_NEU,
  C_LTU,
  C_LEU,
  C_GTU,
  C_GEU,
  C_OPEQ,
  C_OPNE,
  C_OPLT,
  C_OPLE,
  C_OPGT,
  C_OPGE,
  C_ISNAN,
  C_COUNT
};
struct ArithR {
  u16 m[A_COUNT];
  unsigned cmp;
  int isinf;
};
__host__ __device__ static ArithR eval_arith(u16 ab, u16 bb, u16 cb) {
  ArithR r;
  const __nv_bfloat16 a = mk(ab), b = mk(bb), c = mk(cb);
  r.m[A_ADD] = hb(__hadd(a, b));
  r.m[A_SUB] = hb(__hsub(a, b));
  r.m[A_MUL] = hb(__hmul(a, b));
  r.m[A_DIV] = hb(__hdiv(a, b));
  r.m[A_FMA] = hb(__hfma(a, b, c));
  r.m[A_ADDSAT] = hb(__hadd_sat(a, b));
  r.m[A_SUBSAT] = hb(__hsub_sat(a, b));
  r.m[A_MULSAT] = hb(__hmul_sat(a, b));
  r.m[A_FMASAT] = hb(__hfma_sat(a, b, c));
  r.m[A_RELU] = hb(__hfma_relu(a, b, c));
  r.m[A_MAX] = hb(__hmax(a, b));
  r.m[A_MIN] = hb(__hmin(a, b));
  r.m[A_MAXNAN] = hb(__hmax_nan(a, b));
  r.m[A_MINNAN] = hb(__hmin_nan(a, b));
  r.m[A_NEG] = hb(__hneg(a));
  r.m[A_ABS] = hb(__habs(a));
  r.m[A_OPADD] = hb(a + b);
  r.m[A_OPSUB] = hb(a - b);
  r.m[A_OPMUL] = hb(a * b);
  r.m[A_OPDIV] = hb(a / b);
  r.m[A_OPNEG] = hb(-a);
  r.m[A_ADDRN] = hb(__hadd_rn(a, b));
  r.m[A_SUBRN] = hb(__hsub_rn(a, b));
  r.m[A_MULRN] = hb(__hmul_rn(a, b));
  // bfloat162 forms with the operands in the high lane, swapped ones low
  const __nv_bfloat162 a2(b, a), b2(a, b), c2(c, c);
  const __nv_bfloat162 s2 = __hadd2(a2, b2), d2 = __hsub2(a2, b2),
                       p2 = __hmul2(a2, b2), q2 = __h2div(a2, b2),
                       f2 = __hfma2(a2, b2, c2);
  r.m[A_ADD2] = hb(s2.y) == hb(__hadd(b, a)) ? hb(s2.y) : 0xdeadu;
  r.m[A_SUB2] = hb(d2.x) == hb(__hsub(b, a)) ? hb(d2.y) : 0xdeadu;
  r.m[A_MUL2] = hb(p2.x) == hb(__hmul(b, a)) ? hb(p2.y) : 0xdeadu;
  r.m[A_DIV2] = hb(q2.x) == hb(__hdiv(b, a)) ? hb(q2.y) : 0xdeadu;
  r.m[A_FMA2] = hb(f2.x) == hb(__hfma(b, a, c)) ? hb(f2.y) : 0xdeadu;
  const bool cmp[C_COUNT] = {
      __heq(a, b),  __hne(a, b),  __hlt(a, b),  __hle(a, b),  __hgt(a, b),
      __hge(a, b),  __hequ(a, b), __hneu(a, b), __hltu(a, b), __hleu(a, b),
      __hgtu(a, b), __hgeu(a, b), a == b,       a != b,       a<b, a <= b, a> b,
      a >= b,       __hisnan(a)};
  r.cmp = 0;
  for (int k = 0; k < C_COUNT; k++)
    r.cmp |= (unsigned)cmp[k] << k;
  r.isinf = __hisinf(a);
  return r;
}

// bfloat162 comparisons and lane functions on (a0, a1) vs (b0, b1)
struct Bf162R {
  unsigned cmp2[12], mask[12], cmpb; // bfloat162 results as raw words
  unsigned lanes[10];
  float f2[2];
  unsigned isnan2, cmadd, ops[6], opcmp;
};
__host__ __device__ static unsigned w(__nv_bfloat162 h) {
  return hb(h.x) | (unsigned)hb(h.y) << 16;
}
__host__ __device__ static Bf162R eval_bf162(u16 a0, u16 a1, u16 b0, u16 b1) {
  Bf162R r;
  const __nv_bfloat162 a = make_bfloat162(mk(a0), mk(a1)),
                       b = make_bfloat162(mk(b0), mk(b1));
  const __nv_bfloat162 c2[12] = {__heq2(a, b),  __hne2(a, b),  __hlt2(a, b),
                                 __hle2(a, b),  __hgt2(a, b),  __hge2(a, b),
                                 __hequ2(a, b), __hneu2(a, b), __hltu2(a, b),
                                 __hleu2(a, b), __hgtu2(a, b), __hgeu2(a, b)};
  const unsigned mk2[12] = {
      __heq2_mask(a, b),  __hne2_mask(a, b),  __hlt2_mask(a, b),
      __hle2_mask(a, b),  __hgt2_mask(a, b),  __hge2_mask(a, b),
      __hequ2_mask(a, b), __hneu2_mask(a, b), __hltu2_mask(a, b),
      __hleu2_mask(a, b), __hgtu2_mask(a, b), __hgeu2_mask(a, b)};
  const bool bb[12] = {__hbeq2(a, b),  __hbne2(a, b),  __hblt2(a, b),
                       __hble2(a, b),  __hbgt2(a, b),  __hbge2(a, b),
                       __hbequ2(a, b), __hbneu2(a, b), __hbltu2(a, b),
                       __hbleu2(a, b), __hbgtu2(a, b), __hbgeu2(a, b)};
  r.cmpb = 0;
  for (int k = 0; k < 12; k++) {
    r.cmp2[k] = w(c2[k]);
    r.mask[k] = mk2[k];
    r.cmpb |= (unsigned)bb[k] << k;
  }
  r.lanes[0] = w(__lows2bfloat162(a, b));
  r.lanes[1] = w(__highs2bfloat162(a, b));
  r.lanes[2] = w(__low2bfloat162(a));
  r.lanes[3] = w(__high2bfloat162(a));
  r.lanes[4] = w(__lowhigh2highlow(a));
  r.lanes[5] = w(__halves2bfloat162(__low2bfloat16(a), __high2bfloat16(b)));
  r.lanes[6] = w(__bfloat162bfloat162(__high2bfloat16(a)));
  r.lanes[7] = w(__floats2bfloat162_rn(__low2float(a), __high2float(b)));
  r.lanes[8] = w(__float22bfloat162_rn(__bfloat1622float2(a)));
  r.lanes[9] = w(__float2bfloat162_rn(__high2float(b)));
  const float2 f = __bfloat1622float2(b);
  r.f2[0] = f.x, r.f2[1] = f.y;
  r.isnan2 = w(__hisnan2(a));
  r.cmadd = w(__hcmadd(a, b, a));
  __nv_bfloat162 t = a;
  t += b;
  r.ops[0] = w(t);
  t -= b;
  r.ops[1] = w(t);
  t *= b;
  r.ops[2] = w(t);
  t /= b;
  r.ops[3] = w(t);
  r.ops[4] = w(-a);
  r.ops[5] = w(a + b * a - b / a);
  r.opcmp = (a == b) | (a != b) << 1 | (a < b) << 2 | (a <= b) << 3 |
            (a > b) << 4 | (a >= b) << 5;
  return r;
}

// ---- kernels -----------------------------------------------------------

#define GRID_LOOP(i, n)                                                        \
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < (n);          \
       i += (long)gridDim.x * blockDim.x)

__global__ void k_layout(unsigned *o) { eval_layout(o); }
__global__ void k_h2f(H2F *o) { GRID_LOOP(i, 65536) o[i] = eval_h2f((u16)i); }
__global__ void k_f2h(const float *in, F2H *o, long n) {
  GRID_LOOP(i, n) o[i] = eval_f2h(in[i]);
}
__global__ void k_d2h(const double *in, D2H *o, long n) {
  GRID_LOOP(i, n) o[i] = eval_d2h(in[i]);
}
__global__ void k_i2h(const long long *in, I2H *o, long n) {
  GRID_LOOP(i, n) o[i] = eval_i2h(in[i]);
}
__global__ void k_h2i(H2I *o) { GRID_LOOP(i, 65536) o[i] = eval_h2i((u16)i); }
__global__ void k_math(MathR *o) {
  GRID_LOOP(i, 65536) o[i] = eval_math((u16)i);
}
__global__ void k_arith(const u16 *in, ArithR *o, long n) {
  GRID_LOOP(i, n) o[i] = eval_arith(in[3 * i], in[3 * i + 1], in[3 * i + 2]);
}
__global__ void k_bf162(const u16 *in, Bf162R *o, long n) {
  GRID_LOOP(i, n)
  o[i] = eval_bf162(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]);
}
// every thread adds (1, 2) to *h2 and 0.5 to *h; the old values are kept
__global__ void k_atomic(__nv_bfloat162 *h2, __nv_bfloat16 *h,
                         __nv_bfloat162 *old2, __nv_bfloat16 *old1) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  old2[i] = atomicAdd(h2, __floats2bfloat162_rn(1.0f, 2.0f));
  old1[i] = atomicAdd(h, __float2bfloat16(0.5f));
}
// many blocks add +1 and -1 to h2[1] and h[1] (contention between the
// workers: a lost update leaves them non-zero)
__global__ void k_contend(__nv_bfloat162 *h2, __nv_bfloat16 *h) {
  for (int k = 0; k < 8; k++) {
    atomicAdd(h2 + 1, __floats2bfloat162_rn(1.0f, -1.0f));
    atomicAdd(h + 1, __float2bfloat16(1.0f));
    atomicAdd(h2 + 1, __floats2bfloat162_rn(-1.0f, 1.0f));
    atomicAdd(h + 1, __float2bfloat16(-1.0f));
  }
}
// __half <-> bfloat16 explicit conversions of every pattern
__host__ __device__ static unsigned eval_cvt(u16 b) {
  const __half h(__ushort_as_bfloat16(b));
  const __nv_bfloat16 f(__ushort_as_half(b));
  return __half_as_ushort(h) | (unsigned)hb(f) << 16;
}
__global__ void k_cvt(unsigned *o) {
  GRID_LOOP(i, 65536) o[i] = eval_cvt((u16)i);
}
// shared-memory __nv_bfloat16 arrays (trivial default constructor) and
// operators
__global__ void k_shared(const __nv_bfloat16 *in, __nv_bfloat16 *out) {
  __shared__ __nv_bfloat16 s[64];
  __shared__ __nv_bfloat162 s2[32];
  const int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  if (t < 32)
    s2[t] = __halves2bfloat162(s[2 * t], s[2 * t + 1]);
  __syncthreads();
  __nv_bfloat16 v = s[63 - t];
  v += __nv_bfloat16(1);
  v *= s[t];
  ++v;
  v--;
  out[t] = t < 32 ? __hadd(v, __low2bfloat16(s2[t])) : v;
}

template <class T> static T *dev(size_t n) {
  T *p;
  CHECK(cudaMalloc(&p, n * sizeof(T)));
  return p;
}
template <class T> static void up(T *d, const std::vector<T> &h) {
  CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
}
template <class T> static std::vector<T> down(const T *d, size_t n) {
  std::vector<T> h(n);
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}
#define LAUNCH(k, ...)                                                         \
  do {                                                                         \
    k<<<128, 256>>>(__VA_ARGS__);                                              \
    CHECK(cudaGetLastError());                                                 \
    CHECK(cudaDeviceSynchronize());                                            \
  } while (0)

static int shown = 0;
#define MISMATCH(...)                                                          \
  do {                                                                         \
    if (shown++ < 12)                                                          \
      printf("  mismatch: " __VA_ARGS__);                                      \
  } while (0)

// ---- the checks --------------------------------------------------------

static void check_layout() {
  static_assert(sizeof(__nv_bfloat16) == 2 && alignof(__nv_bfloat16) == 2,
                "__nv_bfloat16");
  static_assert(sizeof(__nv_bfloat162) == 4 && alignof(__nv_bfloat162) == 4,
                "__nv_bfloat162");
  static_assert(
      sizeof(__nv_bfloat16_raw) == 2 && alignof(__nv_bfloat16_raw) == 2, "raw");
  static_assert(sizeof(__nv_bfloat162_raw) == 4 &&
                    alignof(__nv_bfloat162_raw) == 4,
                "raw2");
  unsigned *d = dev<unsigned>(10), host[10];
  LAUNCH(k_layout, d);
  std::vector<unsigned> o = down(d, 10);
  eval_layout(host);
  const unsigned want[10] = {2, 2, 4, 4, 2, 2, 4, 4, 2, 4};
  long bad = 0;
  for (int k = 0; k < 10; k++)
    bad += o[k] != want[k] || host[k] != want[k];
  verdict("sizeof/alignof __nv_bfloat16 __nv_bfloat162 and raw types", bad, 20);
  cudaFree(d);
}

static void check_h2f() {
  H2F *d = dev<H2F>(65536);
  LAUNCH(k_h2f, d);
  std::vector<H2F> o = down(d, 65536);
  long bad = 0, badrt = 0;
  for (int side = 0; side < 2; side++)
    for (unsigned b = 0; b < 65536; b++) {
      const H2F r = side ? eval_h2f((u16)b) : o[b];
      const double v = ref_value(b, F);
      if (std::isnan(v)) { // bfloat16 is the upper half of a float
        bad += ref_float_bits(r.f) != b << 16;
        for (int m = 0; m < 4; m++)
          badrt += r.rt[m] != 0x7fff;
        continue;
      }
      if (ref_float_bits(r.f) != ref_float_bits((float)v)) {
        bad++;
        MISMATCH("%s __bfloat162float(0x%04x) = %a, want %a\n",
                 side ? "host" : "device", b, r.f, v);
      }
      for (int m = 0; m < 4; m++)
        if (r.rt[m] != b) {
          badrt++;
          MISMATCH(
              "%s __float2bfloat16_%s(__bfloat162float(0x%04x)) = 0x%04x\n",
              side ? "host" : "device", MODE_NAME[m], b, r.rt[m]);
        }
    }
  verdict("__bfloat162float, all 65536 patterns (device and host)", bad,
          131072);
  verdict("bfloat16 -> float -> bfloat16 round trip in rn/rz/rd/ru", badrt,
          4 * 131072);
  cudaFree(d);
}

static std::vector<float> float_set() {
  std::vector<float> s;
  // every bfloat16 value, its float neighbours, the midpoints and theirs
  const uint32_t low[6] = {0, 1, 0x7fff, 0x8000, 0x8001, 0xffff};
  for (uint32_t hi = 0; hi < 65536; hi++)
    for (uint32_t lo : low)
      s.push_back(ref_bits_float(hi << 16 | lo));
  for (uint64_t u = 0; u < (1ull << 32); u += 4093) // all exponents
    s.push_back(ref_bits_float((uint32_t)u));
  for (int k = 0; k < 200000; k++)
    s.push_back(ref_bits_float(ref_rand()));
  const float sp[] = {0.0f, -0.0f,         INFINITY,       -INFINITY, NAN,
                      -NAN, 3.4028235e38f, -3.4028235e38f, 1e-45f,    -1e-45f,
                      1.0f, -1.0f,         0.33333334f};
  for (float x : sp)
    s.push_back(x);
  return s;
}

static void check_f2h() {
  const std::vector<float> in = float_set();
  const long n = (long)in.size();
  float *din = dev<float>(n);
  F2H *d = dev<F2H>(n);
  up(din, in);
  LAUNCH(k_f2h, din, d, n);
  std::vector<F2H> o = down(d, n);
  long bad[5] = {0, 0, 0, 0, 0};
  for (int side = 0; side < 2; side++)
    for (long i = 0; i < n; i++) {
      const F2H r = side ? eval_f2h(in[i]) : o[i];
      for (int m = 0; m < 5; m++) {
        const unsigned want = ref_round(in[i], m == 4 ? RN : m, F);
        if (r.m[m] != want) {
          bad[m]++;
          MISMATCH("%s %s(%a) = 0x%04x, want 0x%04x\n",
                   side ? "host" : "device",
                   m == 4 ? "__float2bfloat16" : "__float2bfloat16_r?", in[i],
                   r.m[m], want);
        }
      }
    }
  char what[128];
  for (int m = 0; m < 5; m++) {
    snprintf(what, sizeof what, "__float2bfloat16%s%s on %ld floats",
             m == 4 ? "" : "_", m == 4 ? "" : MODE_NAME[m], n);
    verdict(what, bad[m], 2 * n);
  }
  cudaFree(din);
  cudaFree(d);
}

static void check_d2h() {
  std::vector<double> in;
  for (unsigned p = 0; p <= ref_inf(F); p++) {
    const double v = ref_value(p, F);
    const double nx =
        p + 1 >= ref_inf(F) ? std::ldexp(1.0, 128) : ref_value(p + 1, F);
    const double mid = (v + nx) / 2, eps = std::ldexp(mid, -40);
    const double c[5] = {v, mid, mid + eps, mid - eps, std::nextafter(v, 0.0)};
    for (double x : c) {
      in.push_back(x);
      in.push_back(-x);
    }
  }
  in.push_back(NAN);
  in.push_back(1e300);
  in.push_back(-1e-300);
  const long n = (long)in.size();
  double *din = dev<double>(n);
  D2H *d = dev<D2H>(n);
  up(din, in);
  LAUNCH(k_d2h, din, d, n);
  std::vector<D2H> o = down(d, n);
  long bad = 0;
  for (int side = 0; side < 2; side++)
    for (long i = 0; i < n; i++) {
      const D2H r = side ? eval_d2h(in[i]) : o[i];
      const unsigned want = ref_round(in[i], RN, F);
      if (r.d != want || r.ctor != want) {
        bad++;
        MISMATCH(
            "%s __double2bfloat16(%a) = 0x%04x, __nv_bfloat16(double) 0x%04x, "
            "want 0x%04x\n",
            side ? "host" : "device", in[i], r.d, r.ctor, want);
      }
    }
  verdict("__double2bfloat16 and __nv_bfloat16(double), one rounding "
          "(midpoints +- 2^-40)",
          bad, 2 * n);
  cudaFree(din);
  cudaFree(d);
}

static void check_i2h() {
  std::vector<long long> in;
  for (long long v = -70000; v <= 70000; v++) // 16-bit types exhaustively
    in.push_back(v);
  for (int k = 0; k < 64; k++)
    for (long long d = -3; d <= 3; d++) {
      in.push_back((long long)(1ull << k) + d);
      in.push_back(-(long long)(1ull << k) + d);
    }
  for (int k = 0; k < 20000; k++)
    in.push_back((long long)((uint64_t)ref_rand() << 32 | ref_rand()) >>
                 (ref_rand() % 64));
  const long n = (long)in.size();
  long long *din = dev<long long>(n);
  I2H *d = dev<I2H>(n);
  up(din, in);
  LAUNCH(k_i2h, din, d, n);
  std::vector<I2H> o = down(d, n);
  static const char *const tn[6] = {"int",    "uint", "short",
                                    "ushort", "ll",   "ull"};
  long bad[6] = {0};
  for (int side = 0; side < 2; side++)
    for (long i = 0; i < n; i++) {
      const I2H r = side ? eval_i2h(in[i]) : o[i];
      const long long v = in[i];
      const double x[6] = {(double)(int)v,   (double)(unsigned)v,
                           (double)(short)v, (double)(unsigned short)v,
                           ref_ro_s64(v),    ref_ro_u64((unsigned long long)v)};
      for (int t = 0; t < 6; t++)
        for (int m = 0; m < 4; m++) {
          const unsigned want = ref_round(x[t], m, F);
          if (r.m[t][m] != want) {
            bad[t]++;
            MISMATCH("%s __%s2bfloat16_%s(%lld) = 0x%04x, want 0x%04x\n",
                     side ? "host" : "device", tn[t], MODE_NAME[m], v,
                     r.m[t][m], want);
          }
        }
    }
  char what[128];
  for (int t = 0; t < 6; t++) {
    snprintf(what, sizeof what, "__%s2bfloat16_rn/rz/rd/ru on %ld values",
             tn[t], n);
    verdict(what, bad[t], 8 * n);
  }
  cudaFree(din);
  cudaFree(d);
}

static void check_h2i() {
  H2I *d = dev<H2I>(65536);
  LAUNCH(k_h2i, d);
  std::vector<H2I> o = down(d, 65536);
  static const char *const tn[6] = {"int",    "uint", "short",
                                    "ushort", "ll",   "ull"};
  long bad[7] = {0};
  for (int side = 0; side < 2; side++)
    for (unsigned b = 0; b < 65536; b++) {
      const H2I r = side ? eval_h2i((u16)b) : o[b];
      const double v = ref_value(b, F);
      const bool nan = std::isnan(v);
      for (int m = 0; m < 4; m++) {
        const double x = nan ? 0 : ref_rint(v, m);
        const unsigned long long want[6] = {
            nan ? 0 : (unsigned long long)ref_sat_s(x, INT32_MIN, INT32_MAX),
            nan ? 0 : ref_sat_u(x, UINT32_MAX),
            nan ? 0 : (unsigned long long)ref_sat_s(x, -32768, 32767),
            nan ? 0 : ref_sat_u(x, 65535),
            nan ? 0x8000000000000000ull
                : (unsigned long long)ref_sat_s(x, INT64_MIN, INT64_MAX),
            nan ? 0x8000000000000000ull : ref_sat_u(x, UINT64_MAX)};
        for (int t = 0; t < 6; t++)
          if (r.m[t][m] != want[t]) {
            bad[t]++;
            MISMATCH("%s __nv_bfloat162%s_%s(0x%04x) = 0x%llx, want 0x%llx\n",
                     side ? "host" : "device", tn[t], MODE_NAME[m], b,
                     r.m[t][m], want[t]);
          }
      }
      const double z = nan ? 0 : std::trunc(v);
      const long long wc = nan ? 0 : ref_sat_s(z, -128, 127);
      const long long wuc = nan ? 0 : (long long)ref_sat_u(z, 255);
      const long long wi = nan ? 0 : ref_sat_s(z, INT32_MIN, INT32_MAX);
      const long long ws = nan ? 0 : ref_sat_s(z, -32768, 32767);
      const long long wull = nan ? (long long)0x8000000000000000ull
                                 : (long long)ref_sat_u(z, UINT64_MAX);
      const long long wbool = (b & 0x7fff) != 0;
      if (r.c != wc || r.uc != wuc || r.op_int != wi || r.op_short != ws ||
          r.op_ull != wull || r.op_bool != wbool) {
        bad[6]++;
        MISMATCH("%s 0x%04x: char %lld uchar %lld int %lld short %lld ull "
                 "%llx bool %lld\n",
                 side ? "host" : "device", b, r.c, r.uc, r.op_int, r.op_short,
                 (unsigned long long)r.op_ull, r.op_bool);
      }
    }
  char what[128];
  for (int t = 0; t < 6; t++) {
    snprintf(what, sizeof what,
             "__bfloat162%s_rn/rz/rd/ru, all patterns (saturation, NaN)",
             tn[t]);
    verdict(what, bad[t], 8 * 65536);
  }
  verdict("__bfloat162char_rz/uchar_rz and conversion operators, all patterns",
          bad[6], 2 * 65536);
  cudaFree(d);
}

static double ref_math(int k, double x) {
  switch (k) {
  case M_SQRT:
    return std::sqrt(x);
  case M_RSQRT:
    return 1.0 / std::sqrt(x);
  case M_RCP:
    return ref_ro_div(1.0, x);
  case M_EXP:
    return std::exp(x);
  case M_EXP2:
    return std::exp2(x);
  case M_EXP10:
    return std::pow(10.0, x);
  case M_LOG:
    return std::log(x);
  case M_LOG2:
    return std::log2(x);
  case M_LOG10:
    return std::log10(x);
  case M_SIN:
    return std::sin(x);
  case M_COS:
    return std::cos(x);
  case M_TANH:
    return std::tanh(x);
  case M_CEIL:
    return std::ceil(x);
  case M_FLOOR:
    return std::floor(x);
  case M_TRUNC:
    return std::trunc(x);
  default:
    return std::nearbyint(x);
  }
}

static void check_math() {
  MathR *d = dev<MathR>(65536);
  LAUNCH(k_math, d);
  std::vector<MathR> o = down(d, 65536);
  long bad[M_COUNT] = {0}, badlanes = 0;
  for (int side = 0; side < 2; side++)
    for (unsigned b = 0; b < 65536; b++) {
      const MathR r = side ? eval_math((u16)b) : o[b];
      badlanes += !r.lanes_ok;
      const double v = ref_value(b, F);
      for (int k = 0; k < M_COUNT; k++) {
        const unsigned want = ref_round(ref_math(k, v), RN, F);
        const bool exact = k == M_SQRT || k == M_RCP || k >= M_CEIL;
        bool ok;
        if (ref_isnan(want, F))
          ok = ref_isnan(r.m[k], F);
        else if (exact)
          ok = r.m[k] == want;
        else
          ok = !ref_isnan(r.m[k], F) &&
               labs(ref_ord(r.m[k]) - ref_ord(want)) <= 1;
        ok = ok && r.m2[k] == r.m[k];
        if (!ok) {
          bad[k]++;
          MISMATCH("%s %s(0x%04x) = 0x%04x (h2: 0x%04x), want 0x%04x\n",
                   side ? "host" : "device", MATH_NAME[k], b, r.m[k], r.m2[k],
                   want);
        }
      }
    }
  char what[128];
  for (int k = 0; k < M_COUNT; k++) {
    const bool exact = k == M_SQRT || k == M_RCP || k >= M_CEIL;
    snprintf(what, sizeof what, "%s and h2 form, all patterns (%s)",
             MATH_NAME[k], exact ? "correctly rounded" : "within 1 ulp");
    verdict(what, bad[k], 2 * 65536);
  }
  verdict("h2 math functions apply to both lanes", badlanes, 2 * 65536);
  cudaFree(d);
}

static const u16 SPECIALS[] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x0080, 0x3f80, 0xbf80, 0x3f00,
    0x3f7f, 0x3f81, 0x4000, 0xc000, 0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7fc0,
    0xffc0, 0x7f81, 0x4b00, 0x0d00, 0x0040, 0x3eab, 0x7f00, 0x4049};

static void check_arith() {
  std::vector<u16> in;
  const int ns = sizeof SPECIALS / sizeof SPECIALS[0];
  for (int i = 0; i < ns; i++)
    for (int j = 0; j < ns; j++)
      for (int k = 0; k < ns; k += 5) {
        in.push_back(SPECIALS[i]);
        in.push_back(SPECIALS[j]);
        in.push_back(SPECIALS[k]);
      }
  for (int k = 0; k < 400000; k++) {
    const u16 a = (u16)ref_rand();
    // b and c near a's magnitude half of the time: cancellation, ties
    const u16 b = (k & 1) ? (u16)ref_rand() : (u16)(a + (ref_rand() % 64) - 32);
    const u16 c =
        (k & 2) ? (u16)ref_rand()
                : (u16)((a & 0x7fff) + (b & 0x7fff) - 0x3f80 +
                        (ref_rand() % 512) - 256 + ((ref_rand() & 1) << 15));
    in.push_back(a);
    in.push_back(b);
    in.push_back(c);
  }
  // fma: products exactly half way between two bfloat16 values (or one
  // below/above) plus an addend far below them: only its sign decides
  const u16 fa[] = {0x3f81, 0x3f83, 0x4081, 0x7e81, 0x0181, 0xbf85};
  const u16 fb[] = {0x3fc0, 0x3f40, 0x4040, 0x3fbf, 0x3fc1};
  const u16 fc[] = {0x0001, 0x8001, 0x0d80, 0x8d80, 0x2000,
                    0xa000, 0x3000, 0xb000, 0x0000, 0x8000};
  for (u16 a : fa)
    for (u16 b : fb)
      for (u16 c : fc) {
        in.push_back(a);
        in.push_back(b);
        in.push_back(c);
      }
  const long n = (long)in.size() / 3;
  u16 *din = dev<u16>(3 * n);
  ArithR *d = dev<ArithR>(n);
  up(din, in);
  LAUNCH(k_arith, din, d, n);
  std::vector<ArithR> o = down(d, n);
  long bad[A_COUNT] = {0}, badcmp = 0;
  for (int side = 0; side < 2; side++)
    for (long i = 0; i < n; i++) {
      const u16 ab = in[3 * i], bb = in[3 * i + 1], cb = in[3 * i + 2];
      const ArithR r = side ? eval_arith(ab, bb, cb) : o[i];
      const double a = ref_value(ab, F), b = ref_value(bb, F),
                   c = ref_value(cb, F);
      const bool na = std::isnan(a), nb = std::isnan(b);
      unsigned want[A_COUNT];
      want[A_ADD] = ref_round(a + b, RN, F);
      want[A_SUB] = ref_round(a - b, RN, F);
      want[A_MUL] = ref_round(a * b, RN, F);
      want[A_DIV] = ref_round(ref_ro_div(a, b), RN, F);
      want[A_FMA] = ref_round(ref_fma(a, b, c), RN, F);
      auto sat = [](unsigned x) -> unsigned {
        const double v = ref_value(x, F);
        if (std::isnan(v) || v <= 0)
          return 0;
        return v >= 1 ? 0x3f80u : x;
      };
      want[A_ADDSAT] = sat(want[A_ADD]);
      want[A_SUBSAT] = sat(want[A_SUB]);
      want[A_MULSAT] = sat(want[A_MUL]);
      want[A_FMASAT] = sat(want[A_FMA]);
      {
        const double f = ref_value(want[A_FMA], F);
        want[A_RELU] = std::isnan(f) ? 0x7fffu : f <= 0 ? 0u : want[A_FMA];
      }
      // max/min: NaN operands are ignored, +0 > -0
      auto ord = [&](double x, u16 xb) {
        return x == 0 ? (xb ? -1e-300 : 0) : x;
      };
      if (na && nb)
        want[A_MAX] = want[A_MIN] = 0x7fff;
      else if (na)
        want[A_MAX] = want[A_MIN] = bb;
      else if (nb)
        want[A_MAX] = want[A_MIN] = ab;
      else {
        const double oa = ord(a, ab & 0x8000), ob = ord(b, bb & 0x8000);
        want[A_MAX] = oa >= ob ? ab : bb;
        want[A_MIN] = oa <= ob ? ab : bb;
      }
      want[A_MAXNAN] = na || nb ? 0x7fffu : want[A_MAX];
      want[A_MINNAN] = na || nb ? 0x7fffu : want[A_MIN];
      want[A_NEG] = na ? 0x7fffu : ab ^ 0x8000u;
      want[A_ABS] = na ? 0x7fffu : ab & 0x7fffu;
      want[A_OPADD] = want[A_ADD2] = want[A_ADDRN] = want[A_ADD];
      want[A_OPSUB] = want[A_SUB2] = want[A_SUBRN] = want[A_SUB];
      want[A_OPMUL] = want[A_MUL2] = want[A_MULRN] = want[A_MUL];
      want[A_OPDIV] = want[A_DIV2] = want[A_DIV];
      want[A_FMA2] = want[A_FMA];
      want[A_OPNEG] = want[A_NEG];
      for (int k = 0; k < A_COUNT; k++)
        if (r.m[k] != want[k]) {
          bad[k]++;
          MISMATCH("%s %s(0x%04x, 0x%04x, 0x%04x) = 0x%04x, want 0x%04x\n",
                   side ? "host" : "device", ARITH_NAME[k], ab, bb, cb, r.m[k],
                   want[k]);
        }
      const bool un = na || nb;
      const bool cw[C_COUNT] = {a == b,
                                !un && a != b,
                                a<b, a <= b, a> b,
                                a >= b,
                                un || a == b,
                                un || a != b,
                                un || a < b,
                                un || a <= b,
                                un || a > b,
                                un || a >= b,
                                a == b,
                                un || a != b,
                                a<b, a <= b, a> b,
                                a >= b,
                                na};
      unsigned cmpw = 0;
      for (int k = 0; k < C_COUNT; k++)
        cmpw |= (unsigned)cw[k] << k;
      const int infw = std::isinf(a) ? (a > 0 ? 1 : -1) : 0;
      if (r.cmp != cmpw || r.isinf != infw) {
        badcmp++;
        MISMATCH("%s compare(0x%04x, 0x%04x) = 0x%x isinf %d, want 0x%x %d\n",
                 side ? "host" : "device", ab, bb, r.cmp, r.isinf, cmpw, infw);
      }
    }
  char what[128];
  for (int k = 0; k < A_COUNT; k++) {
    snprintf(what, sizeof what, "%s on %ld operand triples", ARITH_NAME[k], n);
    verdict(what, bad[k], 2 * n);
  }
  verdict("__heq..__hgeu, operators == != < <= > >=, __hisnan, __hisinf",
          badcmp, 2 * n);
  cudaFree(din);
  cudaFree(d);
}

static void check_bf162() {
  std::vector<u16> in;
  const int ns = sizeof SPECIALS / sizeof SPECIALS[0];
  for (int i = 0; i < ns; i++)
    for (int j = 0; j < ns; j++) {
      const u16 q[4] = {SPECIALS[i], SPECIALS[(i + 3) % ns], SPECIALS[j],
                        SPECIALS[(j * 7) % ns]};
      in.insert(in.end(), q, q + 4);
    }
  for (int k = 0; k < 20000; k++) {
    const u16 a = (u16)ref_rand(), b = (k & 1) ? a : (u16)ref_rand();
    const u16 q[4] = {a, (u16)ref_rand(), b, (u16)ref_rand()};
    in.insert(in.end(), q, q + 4);
  }
  const long n = (long)in.size() / 4;
  u16 *din = dev<u16>(4 * n);
  Bf162R *d = dev<Bf162R>(n);
  up(din, in);
  LAUNCH(k_bf162, din, d, n);
  std::vector<Bf162R> o = down(d, n);
  long bad = 0;
  for (int side = 0; side < 2; side++)
    for (long i = 0; i < n; i++) {
      const u16 a0 = in[4 * i], a1 = in[4 * i + 1], b0 = in[4 * i + 2],
                b1 = in[4 * i + 3];
      const Bf162R r = side ? eval_bf162(a0, a1, b0, b1) : o[i];
      const ArithR l = eval_arith(a0, b0, a0), h = eval_arith(a1, b1, a1);
      int ok = 1;
      for (int k = 0; k < 12; k++) {
        const unsigned bl = (l.cmp >> k) & 1, bh = (h.cmp >> k) & 1;
        ok &= r.cmp2[k] == ((bl ? 0x3f80u : 0) | (bh ? 0x3f800000u : 0));
        ok &= r.mask[k] == ((bl ? 0xffffu : 0) | (bh ? 0xffff0000u : 0));
        ok &= ((r.cmpb >> k) & 1) == (bl & bh);
      }
      const unsigned A = a0 | (unsigned)a1 << 16, B = b0 | (unsigned)b1 << 16;
      const unsigned lanes[10] = {
          a0 | (unsigned)b0 << 16,
          a1 | (unsigned)b1 << 16,
          a0 | (unsigned)a0 << 16,
          a1 | (unsigned)a1 << 16,
          a1 | (unsigned)a0 << 16,
          a0 | (unsigned)b1 << 16,
          a1 | (unsigned)a1 << 16,
          (ref_isnan(a0, F) ? 0x7fffu : a0) | (ref_isnan(b1, F) ? 0x7fffu : b1)
                                                  << 16,
          (ref_isnan(a0, F) ? 0x7fffu : a0) | (ref_isnan(a1, F) ? 0x7fffu : a1)
                                                  << 16,
          (ref_isnan(b1, F) ? 0x7fff7fffu : b1 | (unsigned)b1 << 16)};
      for (int k = 0; k < 10; k++)
        ok &= r.lanes[k] == lanes[k];
      ok &=
          ref_float_bits(r.f2[0]) == ref_float_bits(__bfloat162float(mk(b0))) ||
          (std::isnan(r.f2[0]) && ref_isnan(b0, F));
      ok &=
          ref_float_bits(r.f2[1]) == ref_float_bits(__bfloat162float(mk(b1))) ||
          (std::isnan(r.f2[1]) && ref_isnan(b1, F));
      ok &= r.isnan2 == ((ref_isnan(a0, F) ? 0x3f80u : 0) |
                         (ref_isnan(a1, F) ? 0x3f800000u : 0));
      // complex multiply-add, from the scalar functions
      const __nv_bfloat16 ar = mk(a0), ai = mk(a1), br = mk(b0), bi = mk(b1);
      const __nv_bfloat16 re = __hfma(__hneg(ai), bi, __hfma(ar, br, ar));
      const __nv_bfloat16 im = __hfma(ai, br, __hfma(ar, bi, ai));
      ok &= r.cmadd == (hb(re) | (unsigned)hb(im) << 16);
      // operators, lane by lane from the (checked) scalar functions
      const __nv_bfloat162 a(mk(a0), mk(a1)), b(mk(b0), mk(b1));
      __nv_bfloat162 t(__hadd(a.x, b.x), __hadd(a.y, b.y));
      ok &= r.ops[0] == w(t);
      t = __nv_bfloat162(__hsub(t.x, b.x), __hsub(t.y, b.y));
      ok &= r.ops[1] == w(t);
      t = __nv_bfloat162(__hmul(t.x, b.x), __hmul(t.y, b.y));
      ok &= r.ops[2] == w(t);
      t = __nv_bfloat162(__hdiv(t.x, b.x), __hdiv(t.y, b.y));
      ok &= r.ops[3] == w(t);
      ok &= r.ops[4] == w(__nv_bfloat162(__hneg(a.x), __hneg(a.y)));
      const __nv_bfloat16 ex =
          __hsub(__hadd(a.x, __hmul(b.x, a.x)), __hdiv(b.x, a.x));
      const __nv_bfloat16 ey =
          __hsub(__hadd(a.y, __hmul(b.y, a.y)), __hdiv(b.y, a.y));
      ok &= r.ops[5] == (hb(ex) | (unsigned)hb(ey) << 16);
      const unsigned bits[6] = {C_EQ, C_NEU, C_LT, C_LE, C_GT, C_GE};
      for (int k = 0; k < 6; k++)
        ok &= ((r.opcmp >> k) & 1) ==
              (((l.cmp >> bits[k]) & 1) & ((h.cmp >> bits[k]) & 1));
      (void)A;
      (void)B;
      if (!ok) {
        bad++;
        MISMATCH("%s bfloat162 functions on (0x%04x,0x%04x) (0x%04x,0x%04x)\n",
                 side ? "host" : "device", a0, a1, b0, b1);
      }
    }
  verdict("bfloat162 comparisons (bfloat162, _mask, __hb*2), lane functions, "
          "__hcmadd, operators",
          bad, 2 * n);
  cudaFree(din);
  cudaFree(d);
}

static void check_atomic() {
  const int n = 256; // bfloat16 holds the integers up to 256 exactly
  __nv_bfloat162 *h2 = dev<__nv_bfloat162>(2), *old2 = dev<__nv_bfloat162>(n);
  __nv_bfloat16 *h = dev<__nv_bfloat16>(2), *old1 = dev<__nv_bfloat16>(n);
  CHECK(cudaMemset(h2, 0, 2 * sizeof(__nv_bfloat162)));
  CHECK(cudaMemset(h, 0, 2 * sizeof(__nv_bfloat16)));
  k_atomic<<<n / 128, 128>>>(h2, h, old2, old1);
  CHECK(cudaGetLastError());
  k_contend<<<2048, 128>>>(h2, h);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  const std::vector<__nv_bfloat162> f2 = down(h2, 2), o2 = down(old2, n);
  const std::vector<__nv_bfloat16> f1 = down(h, 2), o1 = down(old1, n);
  long bad = 0;
  bad += hb(f2[1].x) != 0 || hb(f2[1].y) != 0 || hb(f1[1]) != 0;
  bad += __low2float(f2[0]) != 256.0f || __high2float(f2[0]) != 512.0f;
  bad += __bfloat162float(f1[0]) != 128.0f;
  // every old value appears exactly once: the additions were atomic
  std::vector<int> seen2(n, 0), seen1(n, 0);
  for (int i = 0; i < n; i++) {
    const float lo = __low2float(o2[i]), hi = __high2float(o2[i]);
    const int k = (int)lo;
    if (lo != k || hi != 2 * lo || k < 0 || k >= n || seen2[k]++)
      bad++;
    const float v = __bfloat162float(o1[i]) * 2;
    const int j = (int)v;
    if (v != j || j < 0 || j >= n || seen1[j]++)
      bad++;
  }
  verdict("atomicAdd(__nv_bfloat162*) and atomicAdd(__nv_bfloat16*), old "
          "values and contention",
          bad, 2 * n + 3);
  cudaFree(h2);
  cudaFree(old2);
  cudaFree(h);
  cudaFree(old1);
}

static void check_cvt() {
  unsigned *d = dev<unsigned>(65536);
  LAUNCH(k_cvt, d);
  std::vector<unsigned> o = down(d, 65536);
  long bad = 0;
  for (int side = 0; side < 2; side++)
    for (unsigned b = 0; b < 65536; b++) {
      const unsigned r = side ? eval_cvt((u16)b) : o[b];
      const unsigned want = ref_round(ref_value(b, F), RN, F16) |
                            ref_round(ref_value(b, F16), RN, F) << 16;
      if (r != want) {
        bad++;
        MISMATCH("%s __half(bf16 0x%04x) / __nv_bfloat16(half 0x%04x) = "
                 "0x%08x, want 0x%08x\n",
                 side ? "host" : "device", b, b, r, want);
      }
    }
  verdict("__half(__nv_bfloat16) and __nv_bfloat16(__half), all patterns", bad,
          2 * 65536);
  cudaFree(d);
}

static void check_shared_and_conversions() {
  std::vector<__nv_bfloat16> in(64);
  for (int i = 0; i < 64; i++)
    in[i] = __float2bfloat16(0.25f * i - 3.0f);
  __nv_bfloat16 *din = dev<__nv_bfloat16>(64), *dout = dev<__nv_bfloat16>(64);
  up(din, in);
  k_shared<<<1, 64>>>(din, dout);
  CHECK(cudaGetLastError());
  const std::vector<__nv_bfloat16> out = down(dout, 64);
  long bad = 0;
  for (int t = 0; t < 64; t++) {
    __nv_bfloat16 v = __hadd(in[63 - t], __float2bfloat16(1.0f));
    v = __hmul(v, in[t]);
    v = __hadd(v, __float2bfloat16(1.0f));
    v = __hsub(v, __float2bfloat16(1.0f));
    if (t < 32)
      v = __hadd(v, in[2 * t]);
    bad += hb(out[t]) != hb(v);
  }
  // conversions and constructors with known values (host)
  bad += hb(__nv_bfloat16(257)) != 0x4380;   // tie to even (down)
  bad += hb(__nv_bfloat16(259u)) != 0x4382;  // tie to even (up)
  bad += hb(__nv_bfloat16(~0ull)) != 0x5f80; // 2^64 - 1 rounds to 2^64
  bad += hb(__nv_bfloat16(-(1ll << 40) - 1)) != 0xd380;
  bad += hb(__nv_bfloat16(1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -40))) !=
         0x3f81; // no detour through float
  bad += hb(__nv_bfloat16(1.0f + std::ldexp(1.0f, -8))) != 0x3f80;
  bad +=
      (int)__nv_bfloat16(-3.75f) != -3 || (unsigned)__nv_bfloat16(-3.75f) != 0;
  bad += (short)__nv_bfloat16(65504.0f) != 32767 ||
         (long long)__nv_bfloat16(-2.5f) != -2;
  bad += (int)__nv_bfloat16(3e9f) != 2147483647 ||
         (unsigned char)__nv_bfloat16(-1e30f) != 0;
  bad += (bool)__nv_bfloat16(-0.0f) || !(bool)__nv_bfloat16(1e-40f);
  bad += hb(__float2bfloat16(ref_bits_float(1))) != 0 ||
         hb(__float2bfloat16(ref_bits_float(0x8001))) != 1;
  __nv_bfloat16 x = 1.5f;
  x = 2;
  x += __nv_bfloat16(0.5f);
  bad += (float)x != 2.5f;
  bad += hb(CUDART_INF_BF16) != 0x7f80 || hb(CUDART_NAN_BF16) != 0x7fff ||
         hb(CUDART_MAX_NORMAL_BF16) != 0x7f7f ||
         hb(CUDART_ONE_BF16) != 0x3f80 || hb(CUDART_MIN_DENORM_BF16) != 1 ||
         hb(CUDART_NEG_ZERO_BF16) != 0x8000;
  __nv_bfloat16_raw raw;
  raw.x = 0x3555;
  __nv_bfloat16 hr = raw;
  __nv_bfloat16_raw back = hr;
  __nv_bfloat162_raw raw2;
  raw2.x = 0x1234;
  raw2.y = 0xabcd;
  __nv_bfloat162 h2 = raw2;
  __nv_bfloat162_raw back2 = h2;
  bad += back.x != 0x3555 || back2.x != 0x1234 || back2.y != 0xabcd;
  verdict("__shared__ __nv_bfloat16 arrays, operators, constructors, "
          "conversions",
          bad, 80);
  cudaFree(din);
  cudaFree(dout);
}

int main() {
  check_layout();
  check_h2f();
  check_f2h();
  check_d2h();
  check_i2h();
  check_h2i();
  check_math();
  check_arith();
  check_bf162();
  check_atomic();
  check_cvt();
  check_shared_and_conversions();
  printf("%s\n", g_fail ? "FAIL" : "PASS");
  return g_fail;
}
