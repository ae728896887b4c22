/* cucc: the generators of cuRAND, shared by the device API (curand_kernel.h)
 * and cucc's host library (src/libraries/curand/): XORWOW (Marsaglia 2003)
 * with cuRAND's seeding, Philox4x32-10 (Salmon et al. 2011), MRG32k3a
 * (L'Ecuyer 1999), Sobol (Bratley and Fox, Gray-code order), the uniform
 * conversions and Box-Muller as cuRAND's documentation describes them. The
 * skip-ahead tables (powers of the transition matrices) are computed at
 * first use. Plain C and CUDA. */
#ifndef __CUCC_CURAND_CORE_H__
#define __CUCC_CURAND_CORE_H__

#include <math.h>

#if defined(__CUDACC__)
#define __CUCC_RQ static __host__ __device__ __inline__
#else
#define __CUCC_RQ static inline
#endif

#define __CUCC_2POW32_INV 2.3283064e-10f
#define __CUCC_2POW32_INV_DOUBLE 2.3283064365386963e-10
#define __CUCC_2POW53_INV_DOUBLE 1.1102230246251565e-16
#define __CUCC_2POW32_INV_2PI 1.4629180792671596e-09f
#define __CUCC_2PI 6.2831855f
#define __CUCC_MRG_M1 4294967087ULL
#define __CUCC_MRG_M2 4294944443ULL
#define __CUCC_MRG_NORM 2.3283065498378288e-10
#define __CUCC_MRG_BITS_NORM 1.000000048662

/* ---- uniform conversions ---- */
__CUCC_RQ float __cucc_u01f(unsigned int x) {
  return (float)x * __CUCC_2POW32_INV + (__CUCC_2POW32_INV / 2.0f);
}
/* (as measured on the GPU: the whole 2^-32 is added, not half of it) */
__CUCC_RQ double __cucc_u01d(unsigned int x) {
  return (double)x * __CUCC_2POW32_INV_DOUBLE + __CUCC_2POW32_INV_DOUBLE;
}
/* 53 bits from two draws, the first in the low bits */
__CUCC_RQ double __cucc_u01d_hq(unsigned int x, unsigned int y) {
  unsigned long long z = (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
  return (double)z * __CUCC_2POW53_INV_DOUBLE + (__CUCC_2POW53_INV_DOUBLE / 2.0);
}

/* ---- XORWOW: five words of xorshift state and a Weyl counter ---- */
typedef struct { unsigned int d, v[5]; } __cucc_xorwow;
__CUCC_RQ unsigned int __cucc_xorwow_next(__cucc_xorwow *s) {
  unsigned int t = s->v[0] ^ (s->v[0] >> 2);
  s->v[0] = s->v[1];
  s->v[1] = s->v[2];
  s->v[2] = s->v[3];
  s->v[3] = s->v[4];
  s->v[4] = (s->v[4] ^ (s->v[4] << 4)) ^ (t ^ (t << 1));
  s->d += 362437u;
  return s->v[4] + s->d;
}
__CUCC_RQ void __cucc_xorwow_seed(__cucc_xorwow *s, unsigned long long seed) {
  unsigned int s0 = (unsigned int)seed ^ 0xaad26b49u;
  unsigned int s1 = (unsigned int)(seed >> 32) ^ 0xf7dcefddu;
  unsigned int t0 = 1099087573u * s0, t1 = 2591861531u * s1;
  s->d = 6615241u + t1 + t0;
  s->v[0] = 123456789u + t0;
  s->v[1] = 362436069u ^ t0;
  s->v[2] = 521288629u + t1;
  s->v[3] = 88675123u ^ t1;
  s->v[4] = 5783321u + t0;
}
/* a 160x160 matrix over GF(2), by columns: col[j] is the image of bit j */
typedef struct { unsigned int col[160][5]; } __cucc_gf2mat;
/* the skip-ahead tables: step^(2^i) and step^(2^(67+i)) for i < 64 */
typedef struct { __cucc_gf2mat pow2[64], seq[64]; } __cucc_xorwow_tables;

__CUCC_RQ void __cucc_gf2_apply(const __cucc_gf2mat *m, unsigned int v[5]) {
  unsigned int r[5] = {0, 0, 0, 0, 0};
  for (int w = 0; w < 5; w++)
    for (int b = 0; b < 32; b++)
      if ((v[w] >> b) & 1u) {
        const unsigned int *c = m->col[w * 32 + b];
        r[0] ^= c[0]; r[1] ^= c[1]; r[2] ^= c[2]; r[3] ^= c[3]; r[4] ^= c[4];
      }
  for (int w = 0; w < 5; w++) v[w] = r[w];
}
/* fills *t; `a` and `b` are scratch for two matrices */
__CUCC_RQ void __cucc_xorwow_make_tables(__cucc_xorwow_tables *t, __cucc_gf2mat *a, __cucc_gf2mat *b) {
  for (int j = 0; j < 160; j++) {
    __cucc_xorwow s;
    s.d = 0;
    for (int w = 0; w < 5; w++) s.v[w] = 0;
    s.v[j / 32] = 1u << (j % 32);
    __cucc_xorwow_next(&s);
    for (int w = 0; w < 5; w++) a->col[j][w] = s.v[w];
  }
  for (int i = 0; i < 131; i++) {
    if (i < 64) t->pow2[i] = *a;
    if (i >= 67) t->seq[i - 67] = *a;
    /* b = a * a: each column of a through a; then a = b */
    for (int j = 0; j < 160; j++) {
      for (int w = 0; w < 5; w++) b->col[j][w] = a->col[j][w];
      __cucc_gf2_apply(a, b->col[j]);
    }
    *a = *b;
  }
}
__CUCC_RQ void __cucc_xorwow_skip(const __cucc_xorwow_tables *t, __cucc_xorwow *s, unsigned long long n) {
  s->d += 362437u * (unsigned int)n;
  for (int i = 0; n; i++, n >>= 1)
    if (n & 1) __cucc_gf2_apply(&t->pow2[i], s->v);
}
__CUCC_RQ void __cucc_xorwow_skip_seq(const __cucc_xorwow_tables *t, __cucc_xorwow *s, unsigned long long n) {
  for (int i = 0; n; i++, n >>= 1)
    if (n & 1) __cucc_gf2_apply(&t->seq[i], s->v);
}

/* ---- MRG32k3a: two order-3 recurrences modulo m1 and m2 ---- */
typedef struct { unsigned int s1[3], s2[3]; } __cucc_mrg;
/* the 3x3 transition matrices to the powers 2^i, 2^(76+i), 2^(127+i) */
typedef struct { unsigned long long a1[3][64][9], a2[3][64][9]; } __cucc_mrg_tables;

__CUCC_RQ unsigned long long __cucc_mrg_mulmod(unsigned long long a, unsigned long long b, unsigned long long m) {
  return (a * b) % m; /* a, b < 2^32 */
}
__CUCC_RQ unsigned int __cucc_mrg_next(__cucc_mrg *s) {
  unsigned long long p1 = (1403580ULL * s->s1[1] + 810728ULL * (__CUCC_MRG_M1 - s->s1[0])) % __CUCC_MRG_M1;
  s->s1[0] = s->s1[1]; s->s1[1] = s->s1[2]; s->s1[2] = (unsigned int)p1;
  unsigned long long p2 = (527612ULL * s->s2[2] + 1370589ULL * (__CUCC_MRG_M2 - s->s2[0])) % __CUCC_MRG_M2;
  s->s2[0] = s->s2[1]; s->s2[1] = s->s2[2]; s->s2[2] = (unsigned int)p2;
  return (unsigned int)(p1 <= p2 ? p1 - p2 + __CUCC_MRG_M1 : p1 - p2);
}
__CUCC_RQ void __cucc_mrg_seed(__cucc_mrg *s, unsigned long long seed) {
  for (int i = 0; i < 3; i++) s->s1[i] = s->s2[i] = 12345u;
  if (seed) {
    unsigned long long x1 = (unsigned int)seed ^ 0x55555555u;
    unsigned long long x2 = (unsigned int)((seed >> 32) ^ 0xaaaaaaaau);
    s->s1[0] = (unsigned int)__cucc_mrg_mulmod(x1, s->s1[0], __CUCC_MRG_M1);
    s->s1[1] = (unsigned int)__cucc_mrg_mulmod(x2, s->s1[1], __CUCC_MRG_M1);
    s->s1[2] = (unsigned int)__cucc_mrg_mulmod(x1, s->s1[2], __CUCC_MRG_M1);
    s->s2[0] = (unsigned int)__cucc_mrg_mulmod(x2, s->s2[0], __CUCC_MRG_M2);
    s->s2[1] = (unsigned int)__cucc_mrg_mulmod(x1, s->s2[1], __CUCC_MRG_M2);
    s->s2[2] = (unsigned int)__cucc_mrg_mulmod(x2, s->s2[2], __CUCC_MRG_M2);
  }
}
__CUCC_RQ void __cucc_mat3_mul(unsigned long long r[9], const unsigned long long a[9], const unsigned long long b[9], unsigned long long m) {
  unsigned long long t[9];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      unsigned long long acc = 0;
      for (int k = 0; k < 3; k++) acc = (acc + __cucc_mrg_mulmod(a[i * 3 + k], b[k * 3 + j], m)) % m;
      t[i * 3 + j] = acc;
    }
  for (int i = 0; i < 9; i++) r[i] = t[i];
}
__CUCC_RQ void __cucc_mrg_make_tables(__cucc_mrg_tables *t) {
  unsigned long long a1[9] = {0, 1, 0, 0, 0, 1, __CUCC_MRG_M1 - 810728ULL, 1403580ULL, 0};
  unsigned long long a2[9] = {0, 1, 0, 0, 0, 1, __CUCC_MRG_M2 - 1370589ULL, 0, 527612ULL};
  for (int i = 0; i < 191; i++) {
    for (int k = 0; k < 9; k++) {
      if (i < 64) { t->a1[0][i][k] = a1[k]; t->a2[0][i][k] = a2[k]; }
      if (i >= 76 && i < 140) { t->a1[1][i - 76][k] = a1[k]; t->a2[1][i - 76][k] = a2[k]; }
      if (i >= 127) { t->a1[2][i - 127][k] = a1[k]; t->a2[2][i - 127][k] = a2[k]; }
    }
    __cucc_mat3_mul(a1, a1, a1, __CUCC_MRG_M1);
    __cucc_mat3_mul(a2, a2, a2, __CUCC_MRG_M2);
  }
}
__CUCC_RQ void __cucc_mat3_vec(const unsigned long long a[9], unsigned int v[3], unsigned long long m) {
  unsigned long long r[3];
  for (int i = 0; i < 3; i++) {
    unsigned long long acc = 0;
    for (int k = 0; k < 3; k++) acc = (acc + __cucc_mrg_mulmod(a[i * 3 + k], v[k], m)) % m;
    r[i] = acc;
  }
  for (int i = 0; i < 3; i++) v[i] = (unsigned int)r[i];
}
/* kind 0: n steps; 1: n subsequences (2^76); 2: n sequences (2^127) */
__CUCC_RQ void __cucc_mrg_skip(const __cucc_mrg_tables *t, __cucc_mrg *s, unsigned long long n, int kind) {
  for (int i = 0; n; i++, n >>= 1)
    if (n & 1) {
      __cucc_mat3_vec(t->a1[kind][i], s->s1, __CUCC_MRG_M1);
      __cucc_mat3_vec(t->a2[kind][i], s->s2, __CUCC_MRG_M2);
    }
}
/* the double in (0, m1] that cuRAND's MRG32k3a functions start from */
__CUCC_RQ double __cucc_mrg_u01d(unsigned int raw) { return (double)raw * __CUCC_MRG_NORM; }
__CUCC_RQ unsigned int __cucc_mrg_bits(unsigned int raw) { return (unsigned int)((double)raw * __CUCC_MRG_BITS_NORM); }

/* ---- Philox4x32-10 ---- */
typedef struct { unsigned int x, y, z, w; } __cucc_ctr4;
__CUCC_RQ __cucc_ctr4 __cucc_philox(__cucc_ctr4 c, unsigned int k0, unsigned int k1) {
  for (int r = 0; r < 10; r++) {
    unsigned long long p0 = 0xD2511F53ULL * c.x, p1 = 0xCD9E8D57ULL * c.z;
    __cucc_ctr4 n;
    n.x = (unsigned int)(p1 >> 32) ^ c.y ^ k0;
    n.y = (unsigned int)p1;
    n.z = (unsigned int)(p0 >> 32) ^ c.w ^ k1;
    n.w = (unsigned int)p0;
    c = n;
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  return c;
}
/* counter += n (128 bits) */
__CUCC_RQ void __cucc_philox_incr(__cucc_ctr4 *c, unsigned long long n) {
  unsigned int lo = (unsigned int)n, hi = (unsigned int)(n >> 32);
  unsigned int x = c->x + lo;
  unsigned int carry = x < lo;
  c->x = x;
  unsigned int y = c->y + hi;
  unsigned int c2 = y < hi;
  y += carry;
  c2 += y < carry;
  c->y = y;
  if (c2) { if (++c->z == 0) ++c->w; }
}
/* the high half: counter += n << 64 */
__CUCC_RQ void __cucc_philox_incr_hi(__cucc_ctr4 *c, unsigned long long n) {
  unsigned int lo = (unsigned int)n, hi = (unsigned int)(n >> 32);
  unsigned int z = c->z + lo;
  unsigned int carry = z < lo;
  c->z = z;
  c->w += hi + carry;
}

/* ---- Box-Muller, as cuRAND: u from the first draw, angle from the second ---- */
__CUCC_RQ void __cucc_box_muller(unsigned int x, unsigned int y, float *a, float *b) {
  float u = (float)x * __CUCC_2POW32_INV + (__CUCC_2POW32_INV / 2.0f);
  float v = (float)y * __CUCC_2POW32_INV_2PI + (__CUCC_2POW32_INV_2PI / 2.0f);
  float s = sqrtf(-2.0f * logf(u));
#if defined(__CUDA_ARCH__)
  __sincosf(v, a, b);
#else
  *a = sinf(v);
  *b = cosf(v);
#endif
  *a *= s;
  *b *= s;
}
__CUCC_RQ void __cucc_box_muller_double(unsigned int x0, unsigned int x1, unsigned int y0, unsigned int y1, double *a, double *b) {
  unsigned long long zx = (unsigned long long)x0 ^ ((unsigned long long)x1 << (53 - 32));
  double u = (double)zx * __CUCC_2POW53_INV_DOUBLE + (__CUCC_2POW53_INV_DOUBLE / 2.0);
  unsigned long long zy = (unsigned long long)y0 ^ ((unsigned long long)y1 << (53 - 32));
  double v = (double)zy * (__CUCC_2POW53_INV_DOUBLE * 2.0) + __CUCC_2POW53_INV_DOUBLE;
  double s = sqrt(-2.0 * log(u));
#if defined(__CUDACC__)
  sincospi(v, a, b);
#else
  *a = sin(v * 3.141592653589793);
  *b = cos(v * 3.141592653589793);
#endif
  *a *= s;
  *b *= s;
}
/* MRG32k3a's Box-Muller works on its uniforms */
__CUCC_RQ void __cucc_box_muller_uf(float u, float w, float *a, float *b) {
  float v = w * __CUCC_2PI;
  float s = sqrtf(-2.0f * logf(u));
#if defined(__CUDA_ARCH__)
  __sincosf(v, a, b);
#else
  *a = sinf(v);
  *b = cosf(v);
#endif
  *a *= s;
  *b *= s;
}
__CUCC_RQ void __cucc_box_muller_ud(double u, double w, double *a, double *b) {
  double s = sqrt(-2.0 * log(u));
#if defined(__CUDACC__)
  sincospi(2.0 * w, a, b);
#else
  *a = sin(2.0 * w * 3.141592653589793);
  *b = cos(2.0 * w * 3.141592653589793);
#endif
  *a *= s;
  *b *= s;
}

/* ---- Sobol: point i+1 from point i, Gray-code order ---- */
__CUCC_RQ unsigned int __cucc_sobol32_at(const unsigned int *v, unsigned long long i) {
  unsigned long long g = i ^ (i >> 1);
  unsigned int x = 0;
  for (int k = 0; g && k < 32; k++, g >>= 1)
    if (g & 1) x ^= v[k];
  return x;
}
__CUCC_RQ unsigned long long __cucc_sobol64_at(const unsigned long long *v, unsigned long long i) {
  unsigned long long g = i ^ (i >> 1), x = 0;
  for (int k = 0; g && k < 64; k++, g >>= 1)
    if (g & 1) x ^= v[k];
  return x;
}
/* the index of the lowest zero bit of i */
__CUCC_RQ int __cucc_low_zero(unsigned long long i) {
  int k = 0;
  while (i & 1) { i >>= 1; k++; }
  return k;
}
#endif /* __CUCC_CURAND_CORE_H__ */
