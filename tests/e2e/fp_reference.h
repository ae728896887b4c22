// Independent host-side references for tests/e2e/fp16.cu and bf16.cu: IEEE
// rounding of a double to binary16/bfloat16 (any mode) by binary search over
// the ordered bit patterns, whose values come from ldexp (no bit tricks
// shared with the headers under test), round-to-odd helpers that make
// 64-bit integers and fused multiply-adds exact inputs for it, and helpers
// for float <-> integer conversions. Plain C++, host only.
#ifndef FP_REFERENCE_H
#define FP_REFERENCE_H

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>

enum { RN = 0, RZ = 1, RD = 2, RU = 3 };
static const char *const MODE_NAME[4] = {"rn", "rz", "rd", "ru"};

struct RefFmt {
  int ebits, mbits;
  const char *name;
};
static const RefFmt REF_F16 = {5, 10, "half"};
static const RefFmt REF_BF16 = {8, 7, "bfloat16"};

static unsigned ref_inf(RefFmt f) { return ((1u << f.ebits) - 1u) << f.mbits; }
static int ref_bias(RefFmt f) { return (1 << (f.ebits - 1)) - 1; }
static bool ref_isnan(unsigned b, RefFmt f) {
  return (b & 0x7fffu) > ref_inf(f);
}

// The value of a pattern (NaN for NaNs).
static double ref_value(unsigned b, RefFmt f) {
  const unsigned mag = b & 0x7fffu, e = mag >> f.mbits,
                 m = mag & ((1u << f.mbits) - 1u);
  double v;
  if (mag > ref_inf(f))
    return NAN;
  if (mag == ref_inf(f))
    v = INFINITY;
  else if (e == 0)
    v = std::ldexp((double)m, 1 - ref_bias(f) - f.mbits);
  else
    v = std::ldexp((double)(m + (1u << f.mbits)),
                   (int)e - ref_bias(f) - f.mbits);
  return (b & 0x8000u) ? -v : v;
}

// x rounded once to the format in the mode; NaN gives 0x7fff.
static unsigned ref_round(double x, int mode, RefFmt f) {
  if (std::isnan(x))
    return 0x7fffu;
  const unsigned sign = std::signbit(x) ? 0x8000u : 0u, inf = ref_inf(f);
  const double a = std::fabs(x);
  if (std::isinf(a))
    return sign | inf;
  // the values of the finite non-negative patterns, ordered like them
  static double tab[2][0x7f81];
  static bool filled[2];
  const int t = f.ebits == 5 ? 0 : 1;
  if (!filled[t]) {
    for (unsigned p = 0; p < inf; p++)
      tab[t][p] = ref_value(p, f);
    filled[t] = true;
  }
  // largest finite pattern p with value(p) <= a
  unsigned lo = 0, hi = inf - 1;
  if (tab[t][hi] <= a) {
    lo = hi;
  } else {
    while (hi - lo > 1) {
      const unsigned mid = (lo + hi) / 2;
      if (tab[t][mid] <= a)
        lo = mid;
      else
        hi = mid;
    }
  }
  const unsigned p = lo;
  const double vp = ref_value(p, f);
  if (vp == a)
    return sign | p;
  // the next value; past the largest finite one it is 2^(emax+1)
  const double vn =
      p + 1 == inf ? std::ldexp(1.0, ref_bias(f) + 1) : ref_value(p + 1, f);
  bool up = false; // magnitude rounds up
  switch (mode) {
  case RN: {
    const double mid = (vp + vn) / 2;
    up = a > mid || (a == mid && (p & 1u));
    break;
  }
  case RZ:
    up = false;
    break;
  case RD:
    up = sign != 0;
    break;
  case RU:
    up = sign == 0;
    break;
  }
  return sign | (up ? p + 1 : p);
}

// Round to odd at 53 bits: a double that rounds like the exact value to any
// format with at most 51 significant bits, in every mode.
static double ref_ro_u64(unsigned long long v) {
  int len = 0;
  for (unsigned long long t = v; t; t >>= 1)
    len++;
  if (len <= 53)
    return (double)v;
  const int sh = len - 53;
  const unsigned long long t = v >> sh << sh;
  double d = (double)t; // exact
  if ((v & ((1ull << sh) - 1)) && !((t >> sh) & 1))
    d = std::nextafter(d, INFINITY);
  return d;
}
static double ref_ro_s64(long long v) {
  return v < 0 ? -ref_ro_u64(0ull - (unsigned long long)v)
               : ref_ro_u64((unsigned long long)v);
}
// Round to odd of p + c (finite doubles, no overflow) from an exact TwoSum.
static double ref_ro_sum(double p, double c) {
  const double s = p + c, bb = s - p;
  const double err = (p - (s - bb)) + (c - bb);
  if (err == 0)
    return s;
  uint64_t u;
  std::memcpy(&u, &s, 8);
  if (u & 1)
    return s;
  return std::nextafter(s, err > 0 ? INFINITY : -INFINITY);
}

// Round to odd of a / b (finite, non-zero b) from the exact remainder.
static double ref_ro_div(double a, double b) {
  const double q = a / b;
  if (!std::isfinite(q) || q == 0 || std::isnan(a) || std::isnan(b))
    return q;
  const double rem = std::fma(-q, b, a); // exact: a - q*b
  if (rem == 0)
    return q;
  uint64_t u;
  std::memcpy(&u, &q, 8);
  if (u & 1)
    return q;
  const bool up = (rem > 0) == (b > 0); // a/b = q + rem/b
  return std::nextafter(q, up ? INFINITY : -INFINITY);
}

// a*b + c of format values, exact enough for ref_round (NaN/inf follow
// IEEE: inf*0 and inf-inf are NaN; exact zero sums are +0 unless both
// addends are -0).
static double ref_fma(double a, double b, double c) {
  if (std::isnan(a) || std::isnan(b) || std::isnan(c))
    return NAN;
  const double p = a * b; // exact for both formats
  if (std::isnan(p))
    return NAN;
  if (std::isinf(p) || std::isinf(c))
    return p + c;
  return ref_ro_sum(p, c); // IEEE addition gives the signed zeros
}

// float/double value -> integral double in the mode (default environment).
static double ref_rint(double v, int mode) {
  switch (mode) {
  case RN:
    return std::nearbyint(v);
  case RZ:
    return std::trunc(v);
  case RD:
    return std::floor(v);
  default:
    return std::ceil(v);
  }
}
// Saturating conversions as CUDA performs them.
static long long ref_sat_s(double r, long long lo, long long hi) {
  if (r >= (double)hi)
    return hi;
  if (r <= (double)lo)
    return lo;
  return (long long)r;
}
static unsigned long long ref_sat_u(double r, unsigned long long hi) {
  if (r >= (double)hi)
    return hi;
  if (r <= 0)
    return 0;
  return (unsigned long long)r;
}

// Patterns ordered as integers (for "within one ulp" checks).
static long ref_ord(unsigned b) {
  return (b & 0x8000u) ? -(long)(b & 0x7fffu) : (long)(b & 0x7fffu);
}

static float ref_bits_float(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
static uint32_t ref_float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

// A small deterministic generator.
static uint64_t ref_rng_state = 0x9e3779b97f4a7c15ull;
static uint32_t ref_rand() {
  ref_rng_state =
      ref_rng_state * 6364136223846793005ull + 1442695040888963407ull;
  return (uint32_t)(ref_rng_state >> 32);
}

#endif // FP_REFERENCE_H
