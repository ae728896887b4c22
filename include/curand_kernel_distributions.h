/* cucc: the distributions of cuRAND's device API (included by
 * curand_kernel.h): uniform (floats in (0, 1]), normal by Box-Muller (the
 * second value of a pair kept in the state) or by the inverse CDF for
 * Sobol, log-normal, Poisson (Knuth's product of uniforms below 64, a
 * normal approximation above 4000, transformed rejection between), as
 * cuRAND documents them. */
#ifndef CURAND_KERNEL_DISTRIBUTIONS_H_
#define CURAND_KERNEL_DISTRIBUTIONS_H_

/* ---- uniform ---- */
QUALIFIERS float curand_uniform(curandStateXORWOW_t *s) { return __cucc_u01f(curand(s)); }
QUALIFIERS float curand_uniform(curandStatePhilox4_32_10_t *s) { return __cucc_u01f(curand(s)); }
QUALIFIERS float curand_uniform(curandStateSobol32_t *s) { return __cucc_u01f(curand(s)); }
QUALIFIERS float curand_uniform(curandStateScrambledSobol32_t *s) { return __cucc_u01f(curand(s)); }
QUALIFIERS float curand_uniform(curandStateSobol64_t *s) { return __cucc_u01f((unsigned int)(curand(s) >> 32)); }
QUALIFIERS float curand_uniform(curandStateScrambledSobol64_t *s) { return __cucc_u01f((unsigned int)(curand(s) >> 32)); }
QUALIFIERS double __cucc_mrg_raw_u01(curandStateMRG32k3a_t *s) { return __cucc_mrg_u01d(__cucc_mrg_next(__cucc_mg(s))); }
QUALIFIERS float curand_uniform(curandStateMRG32k3a_t *s) { return (float)__cucc_mrg_raw_u01(s); }

QUALIFIERS double curand_uniform_double(curandStateXORWOW_t *s) {
  unsigned int x = curand(s), y = curand(s);
  return __cucc_u01d_hq(x, y);
}
QUALIFIERS double curand_uniform_double(curandStatePhilox4_32_10_t *s) { return __cucc_u01d(curand(s)); }
QUALIFIERS double curand_uniform_double(curandStateMRG32k3a_t *s) { return __cucc_mrg_raw_u01(s); }
QUALIFIERS double curand_uniform_double(curandStateSobol32_t *s) { return __cucc_u01d(curand(s)); }
QUALIFIERS double curand_uniform_double(curandStateScrambledSobol32_t *s) { return __cucc_u01d(curand(s)); }
QUALIFIERS double __cucc_u01d64(unsigned long long x) {
  return (double)(x >> 11) * __CUCC_2POW53_INV_DOUBLE + (__CUCC_2POW53_INV_DOUBLE / 2.0);
}
QUALIFIERS double curand_uniform_double(curandStateSobol64_t *s) { return __cucc_u01d64(curand(s)); }
QUALIFIERS double curand_uniform_double(curandStateScrambledSobol64_t *s) { return __cucc_u01d64(curand(s)); }

QUALIFIERS float4 curand_uniform4(curandStatePhilox4_32_10_t *s) {
  uint4 x = curand4(s);
  return make_float4(__cucc_u01f(x.x), __cucc_u01f(x.y), __cucc_u01f(x.z), __cucc_u01f(x.w));
}
QUALIFIERS double2 curand_uniform2_double(curandStatePhilox4_32_10_t *s) {
  uint4 x = curand4(s);
  return make_double2(__cucc_u01d_hq(x.x, x.y), __cucc_u01d_hq(x.z, x.w));
}

/* ---- Box-Muller pairs of each state ---- */
QUALIFIERS float2 __cucc_pair(curandStateXORWOW_t *s) {
  unsigned int x = curand(s), y = curand(s);
  float2 r; __cucc_box_muller(x, y, &r.x, &r.y); return r;
}
QUALIFIERS float2 __cucc_pair(curandStatePhilox4_32_10_t *s) {
  unsigned int x = curand(s), y = curand(s);
  float2 r; __cucc_box_muller(x, y, &r.x, &r.y); return r;
}
QUALIFIERS float2 __cucc_pair(curandStateMRG32k3a_t *s) {
  float u = curand_uniform(s), w = curand_uniform(s);
  float2 r; __cucc_box_muller_uf(u, w, &r.x, &r.y); return r;
}
QUALIFIERS double2 __cucc_pair_double(curandStateXORWOW_t *s) {
  unsigned int x0 = curand(s), x1 = curand(s), y0 = curand(s), y1 = curand(s);
  double2 r; __cucc_box_muller_double(x0, x1, y0, y1, &r.x, &r.y); return r;
}
QUALIFIERS double2 __cucc_pair_double(curandStatePhilox4_32_10_t *s) {
  uint4 x = curand4(s);
  double2 r; __cucc_box_muller_double(x.x, x.y, x.z, x.w, &r.x, &r.y); return r;
}
QUALIFIERS double2 __cucc_pair_double(curandStateMRG32k3a_t *s) {
  double u = curand_uniform_double(s), w = curand_uniform_double(s);
  double2 r; __cucc_box_muller_ud(u, w, &r.x, &r.y); return r;
}

template <class S> QUALIFIERS float __cucc_normal_bm(S *s) {
  if (s->boxmuller_flag != EXTRA_FLAG_NORMAL) {
    float2 v = __cucc_pair(s);
    s->boxmuller_extra = v.y;
    s->boxmuller_flag = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  s->boxmuller_flag = 0;
  return s->boxmuller_extra;
}
template <class S> QUALIFIERS double __cucc_normal_bm_double(S *s) {
  if (s->boxmuller_flag_double != EXTRA_FLAG_NORMAL) {
    double2 v = __cucc_pair_double(s);
    s->boxmuller_extra_double = v.y;
    s->boxmuller_flag_double = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  s->boxmuller_flag_double = 0;
  return s->boxmuller_extra_double;
}
template <class S> QUALIFIERS float __cucc_log_normal_bm(S *s, float mean, float stddev) {
  if (s->boxmuller_flag != EXTRA_FLAG_LOG_NORMAL) {
    float2 v = __cucc_pair(s);
    s->boxmuller_extra = expf(mean + stddev * v.y);
    s->boxmuller_flag = EXTRA_FLAG_LOG_NORMAL;
    return expf(mean + stddev * v.x);
  }
  s->boxmuller_flag = 0;
  return s->boxmuller_extra;
}
template <class S> QUALIFIERS double __cucc_log_normal_bm_double(S *s, double mean, double stddev) {
  if (s->boxmuller_flag_double != EXTRA_FLAG_LOG_NORMAL) {
    double2 v = __cucc_pair_double(s);
    s->boxmuller_extra_double = exp(mean + stddev * v.y);
    s->boxmuller_flag_double = EXTRA_FLAG_LOG_NORMAL;
    return exp(mean + stddev * v.x);
  }
  s->boxmuller_flag_double = 0;
  return s->boxmuller_extra_double;
}

#define __CUCC_BM_STATE(S)                                                              \
  QUALIFIERS float curand_normal(S *s) { return __cucc_normal_bm(s); }                  \
  QUALIFIERS double curand_normal_double(S *s) { return __cucc_normal_bm_double(s); }   \
  QUALIFIERS float2 curand_normal2(S *s) { return __cucc_pair(s); }                     \
  QUALIFIERS double2 curand_normal2_double(S *s) { return __cucc_pair_double(s); }      \
  QUALIFIERS float curand_log_normal(S *s, float m, float d) { return __cucc_log_normal_bm(s, m, d); } \
  QUALIFIERS double curand_log_normal_double(S *s, double m, double d) { return __cucc_log_normal_bm_double(s, m, d); } \
  QUALIFIERS float2 curand_log_normal2(S *s, float m, float d) {                        \
    float2 v = __cucc_pair(s);                                                          \
    return make_float2(expf(m + d * v.x), expf(m + d * v.y));                           \
  }                                                                                     \
  QUALIFIERS double2 curand_log_normal2_double(S *s, double m, double d) {              \
    double2 v = __cucc_pair_double(s);                                                  \
    return make_double2(exp(m + d * v.x), exp(m + d * v.y));                            \
  }
__CUCC_BM_STATE(curandStateXORWOW_t)
__CUCC_BM_STATE(curandStatePhilox4_32_10_t)
__CUCC_BM_STATE(curandStateMRG32k3a_t)
#undef __CUCC_BM_STATE

QUALIFIERS float4 curand_normal4(curandStatePhilox4_32_10_t *s) {
  uint4 x = curand4(s);
  float4 r;
  __cucc_box_muller(x.x, x.y, &r.x, &r.y);
  __cucc_box_muller(x.z, x.w, &r.z, &r.w);
  return r;
}
QUALIFIERS float4 curand_log_normal4(curandStatePhilox4_32_10_t *s, float m, float d) {
  float4 v = curand_normal4(s);
  return make_float4(expf(m + d * v.x), expf(m + d * v.y), expf(m + d * v.z), expf(m + d * v.w));
}

/* Sobol: the inverse normal CDF of the uniform */
#define __CUCC_ICDF_STATE(S)                                                            \
  QUALIFIERS float curand_normal(S *s) { return CURAND_SQRT2 * erfcinvf(2.0f * curand_uniform(s)); } \
  QUALIFIERS double curand_normal_double(S *s) { return CURAND_SQRT2_DOUBLE * erfcinv(2.0 * curand_uniform_double(s)); } \
  QUALIFIERS float curand_log_normal(S *s, float m, float d) { return expf(m + d * curand_normal(s)); } \
  QUALIFIERS double curand_log_normal_double(S *s, double m, double d) { return exp(m + d * curand_normal_double(s)); }
__CUCC_ICDF_STATE(curandStateSobol32_t)
__CUCC_ICDF_STATE(curandStateScrambledSobol32_t)
__CUCC_ICDF_STATE(curandStateSobol64_t)
__CUCC_ICDF_STATE(curandStateScrambledSobol64_t)
#undef __CUCC_ICDF_STATE

/* ---- Poisson ---- */
template <class S> QUALIFIERS unsigned int __cucc_poisson_knuth(S *s, float lambda) {
  unsigned int k = 0;
  float p = expf(lambda);
  do {
    k++;
    p *= curand_uniform(s);
  } while (p > 1.0f);
  return k - 1;
}
/* Hormann's transformed rejection with squeeze (PTRS) */
template <class S> QUALIFIERS unsigned int __cucc_poisson_ptrs(S *s, double lambda) {
  double slam = sqrt(lambda), loglam = log(lambda);
  double b = 0.931 + 2.53 * slam, a = -0.059 + 0.02483 * b;
  double invalpha = 1.1239 + 1.1328 / (b - 3.4), vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    double u = curand_uniform_double(s) - 0.5, v = curand_uniform_double(s);
    double us = 0.5 - fabs(u);
    long long k = (long long)floor((2 * a / us + b) * u + lambda + 0.43);
    if (us >= 0.07 && v <= vr) return (unsigned int)k;
    if (k < 0 || (us < 0.013 && v > us)) continue;
    if (log(v) + log(invalpha) - log(a / (us * us) + b) <= -lambda + k * loglam - lgamma((double)k + 1))
      return (unsigned int)k;
  }
}
template <class S> QUALIFIERS unsigned int __cucc_poisson(S *s, double lambda) {
  if (lambda < 64) return __cucc_poisson_knuth(s, (float)lambda);
  if (lambda > 4000) return (unsigned int)((sqrt(lambda) * curand_normal_double(s)) + lambda + 0.5);
  return __cucc_poisson_ptrs(s, lambda);
}
QUALIFIERS unsigned int curand_poisson(curandStateXORWOW_t *s, double l) { return __cucc_poisson(s, l); }
QUALIFIERS unsigned int curand_poisson(curandStatePhilox4_32_10_t *s, double l) { return __cucc_poisson(s, l); }
QUALIFIERS unsigned int curand_poisson(curandStateMRG32k3a_t *s, double l) { return __cucc_poisson(s, l); }
QUALIFIERS unsigned int curand_poisson(curandStateSobol32_t *s, double l) { return __cucc_poisson(s, l); }
QUALIFIERS unsigned int curand_poisson(curandStateScrambledSobol32_t *s, double l) { return __cucc_poisson(s, l); }
QUALIFIERS uint4 curand_poisson4(curandStatePhilox4_32_10_t *s, double l) {
  uint4 r;
  r.x = __cucc_poisson(s, l); r.y = __cucc_poisson(s, l);
  r.z = __cucc_poisson(s, l); r.w = __cucc_poisson(s, l);
  return r;
}

/* ---- discrete distributions (curandCreatePoissonDistribution) ---- */
template <class S> QUALIFIERS unsigned int __cucc_discrete(S *s, curandDiscreteDistribution_t d) {
  double u = curand_uniform_double(s);
  unsigned int lo = 0, hi = d->cdf_len - 1;
  while (lo < hi) {
    unsigned int mid = (lo + hi) / 2;
    if (d->cdf[mid] < u) lo = mid + 1; else hi = mid;
  }
  return lo + d->cdf_shift;
}
#define __CUCC_DISCRETE(S) \
  QUALIFIERS unsigned int curand_discrete(S *s, curandDiscreteDistribution_t d) { return __cucc_discrete(s, d); }
__CUCC_DISCRETE(curandStateXORWOW_t)
__CUCC_DISCRETE(curandStatePhilox4_32_10_t)
__CUCC_DISCRETE(curandStateMRG32k3a_t)
__CUCC_DISCRETE(curandStateSobol32_t)
__CUCC_DISCRETE(curandStateScrambledSobol32_t)
#undef __CUCC_DISCRETE
QUALIFIERS uint4 curand_discrete4(curandStatePhilox4_32_10_t *s, curandDiscreteDistribution_t d) {
  uint4 r;
  r.x = __cucc_discrete(s, d); r.y = __cucc_discrete(s, d);
  r.z = __cucc_discrete(s, d); r.w = __cucc_discrete(s, d);
  return r;
}
#endif /* CURAND_KERNEL_DISTRIBUTIONS_H_ */
