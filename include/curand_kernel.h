/* cucc: cuRAND's device API (curand_kernel.h): XORWOW, Philox4_32_10,
 * MRG32k3a and Sobol states with curand_init, curand, skipahead,
 * skipahead_sequence and the distributions; the generators are those of
 * crt/cucc_curand_core.h, shared with the host library, so that a state
 * gives NVIDIA's numbers. The skip-ahead tables are computed on first use
 * by the first thread that needs them (docs/LIBRARIES.md). */
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_

#include <math.h>
#include "cuda_runtime.h"
#include "curand.h"
#include "crt/cucc_curand_core.h"

#define QUALIFIERS static __forceinline__ __device__
#define EXTRA_FLAG_NORMAL 0x00000001
#define EXTRA_FLAG_LOG_NORMAL 0x00000002
#define CURAND_2POW32_INV __CUCC_2POW32_INV
#define CURAND_2POW32_INV_DOUBLE __CUCC_2POW32_INV_DOUBLE
#define CURAND_2POW53_INV_DOUBLE __CUCC_2POW53_INV_DOUBLE
#define CURAND_2POW32_INV_2PI __CUCC_2POW32_INV_2PI
#define CURAND_2PI __CUCC_2PI
#define CURAND_PI_DOUBLE 3.1415926535897932
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
  unsigned int s1[3];
  unsigned int s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

struct curandStateSobol32 { unsigned int i, x, c; unsigned int direction_vectors[32]; };
typedef struct curandStateSobol32 curandStateSobol32_t;
struct curandStateScrambledSobol32 { unsigned int i, x, c; unsigned int direction_vectors[32]; };
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
struct curandStateSobol64 { unsigned long long i, x, c; unsigned long long direction_vectors[64]; };
typedef struct curandStateSobol64 curandStateSobol64_t;
struct curandStateScrambledSobol64 { unsigned long long i, x, c; unsigned long long direction_vectors[64]; };
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

/* ---- skip-ahead tables, one copy per program image, built once ---- */
template <int __N> __device__ __cucc_xorwow_tables __cucc_curand_xorwow_tab;
template <int __N> __device__ __cucc_mrg_tables __cucc_curand_mrg_tab;
template <int __N> __device__ int __cucc_curand_tab_flag[2];

QUALIFIERS bool __cucc_curand_tab_claim(int *flag) {
  if (atomicAdd(flag, 0) == 2) return false;
  if (atomicCAS(flag, 0, 1) == 0) return true;
  while (atomicAdd(flag, 0) != 2) {
  }
  return false;
}
QUALIFIERS const __cucc_xorwow_tables *__cucc_curand_xorwow_tables() {
  int *flag = &__cucc_curand_tab_flag<0>[0];
  if (__cucc_curand_tab_claim(flag)) {
    __cucc_gf2mat scratch[2];
    __cucc_xorwow_make_tables(&__cucc_curand_xorwow_tab<0>, &scratch[0], &scratch[1]);
    __threadfence();
    atomicExch(flag, 2);
  }
  return &__cucc_curand_xorwow_tab<0>;
}
QUALIFIERS const __cucc_mrg_tables *__cucc_curand_mrg_tables() {
  int *flag = &__cucc_curand_tab_flag<0>[1];
  if (__cucc_curand_tab_claim(flag)) {
    __cucc_mrg_make_tables(&__cucc_curand_mrg_tab<0>);
    __threadfence();
    atomicExch(flag, 2);
  }
  return &__cucc_curand_mrg_tab<0>;
}

/* ---- XORWOW ---- */
QUALIFIERS __cucc_xorwow *__cucc_xw(curandStateXORWOW_t *s) { return (__cucc_xorwow *)(void *)s; }
QUALIFIERS void skipahead(unsigned long long n, curandStateXORWOW_t *state) {
  if (n) __cucc_xorwow_skip(__cucc_curand_xorwow_tables(), __cucc_xw(state), n);
}
QUALIFIERS void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state) {
  if (n) __cucc_xorwow_skip_seq(__cucc_curand_xorwow_tables(), __cucc_xw(state), n);
}
QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStateXORWOW_t *state) {
  __cucc_xorwow_seed(__cucc_xw(state), seed);
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
}
QUALIFIERS unsigned int curand(curandStateXORWOW_t *state) { return __cucc_xorwow_next(__cucc_xw(state)); }

/* ---- Philox4_32_10 ---- */
QUALIFIERS void __cucc_philox_refill(curandStatePhilox4_32_10_t *s) {
  __cucc_ctr4 c = {s->ctr.x, s->ctr.y, s->ctr.z, s->ctr.w};
  __cucc_ctr4 o = __cucc_philox(c, s->key.x, s->key.y);
  s->output = make_uint4(o.x, o.y, o.z, o.w);
}
QUALIFIERS void __cucc_philox_step(curandStatePhilox4_32_10_t *s, unsigned long long n) {
  __cucc_ctr4 c = {s->ctr.x, s->ctr.y, s->ctr.z, s->ctr.w};
  __cucc_philox_incr(&c, n);
  s->ctr = make_uint4(c.x, c.y, c.z, c.w);
}
QUALIFIERS void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state) {
  state->STATE += (unsigned int)(n & 3);
  n /= 4;
  if (state->STATE > 3) {
    n += 1;
    state->STATE -= 4;
  }
  __cucc_philox_step(state, n);
  __cucc_philox_refill(state);
}
QUALIFIERS void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *state) {
  __cucc_ctr4 c = {state->ctr.x, state->ctr.y, state->ctr.z, state->ctr.w};
  __cucc_philox_incr_hi(&c, n);
  state->ctr = make_uint4(c.x, c.y, c.z, c.w);
  __cucc_philox_refill(state);
}
QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStatePhilox4_32_10_t *state) {
  state->ctr = make_uint4(0, 0, 0, 0);
  state->key.x = (unsigned int)seed;
  state->key.y = (unsigned int)(seed >> 32);
  state->STATE = 0;
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
}
QUALIFIERS unsigned int curand(curandStatePhilox4_32_10_t *state) {
  unsigned int r;
  switch (state->STATE++) {
  default: r = state->output.x; break;
  case 1: r = state->output.y; break;
  case 2: r = state->output.z; break;
  case 3: r = state->output.w; break;
  }
  if (state->STATE == 4) {
    __cucc_philox_step(state, 1);
    __cucc_philox_refill(state);
    state->STATE = 0;
  }
  return r;
}
QUALIFIERS uint4 curand4(curandStatePhilox4_32_10_t *state) {
  uint4 t = state->output, r;
  __cucc_philox_step(state, 1);
  __cucc_philox_refill(state);
  switch (state->STATE) {
  case 1: r = make_uint4(t.y, t.z, t.w, state->output.x); break;
  case 2: r = make_uint4(t.z, t.w, state->output.x, state->output.y); break;
  case 3: r = make_uint4(t.w, state->output.x, state->output.y, state->output.z); break;
  default: r = t; break;
  }
  return r;
}

/* ---- MRG32k3a ---- */
QUALIFIERS __cucc_mrg *__cucc_mg(curandStateMRG32k3a_t *s) { return (__cucc_mrg *)(void *)s; }
QUALIFIERS void skipahead(unsigned long long n, curandStateMRG32k3a_t *state) {
  if (n) __cucc_mrg_skip(__cucc_curand_mrg_tables(), __cucc_mg(state), n, 0);
}
QUALIFIERS void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state) {
  if (n) __cucc_mrg_skip(__cucc_curand_mrg_tables(), __cucc_mg(state), n, 1);
}
QUALIFIERS void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state) {
  if (n) __cucc_mrg_skip(__cucc_curand_mrg_tables(), __cucc_mg(state), n, 2);
}
QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStateMRG32k3a_t *state) {
  __cucc_mrg_seed(__cucc_mg(state), seed);
  skipahead_subsequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
}
QUALIFIERS unsigned int curand(curandStateMRG32k3a_t *state) {
  return __cucc_mrg_bits(__cucc_mrg_next(__cucc_mg(state)));
}

/* ---- Sobol ---- */
QUALIFIERS void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset,
                            curandStateSobol32_t *state) {
  state->i = offset;
  state->c = 0;
  for (int k = 0; k < 32; k++) state->direction_vectors[k] = direction_vectors[k];
  state->x = __cucc_sobol32_at(state->direction_vectors, offset);
}
QUALIFIERS void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int scramble_c,
                            unsigned int offset, curandStateScrambledSobol32_t *state) {
  state->i = offset;
  state->c = scramble_c;
  for (int k = 0; k < 32; k++) state->direction_vectors[k] = direction_vectors[k];
  state->x = scramble_c ^ __cucc_sobol32_at(state->direction_vectors, offset);
}
QUALIFIERS void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset,
                            curandStateSobol64_t *state) {
  state->i = offset;
  state->c = 0;
  for (int k = 0; k < 64; k++) state->direction_vectors[k] = direction_vectors[k];
  state->x = __cucc_sobol64_at(state->direction_vectors, offset);
}
QUALIFIERS void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long scramble_c,
                            unsigned long long offset, curandStateScrambledSobol64_t *state) {
  state->i = offset;
  state->c = scramble_c;
  for (int k = 0; k < 64; k++) state->direction_vectors[k] = direction_vectors[k];
  state->x = scramble_c ^ __cucc_sobol64_at(state->direction_vectors, offset);
}
#define __CUCC_SOBOL_OPS(S, T)                                                          \
  QUALIFIERS T curand(S *state) {                                                     \
    T r = state->x;                                                                   \
    state->x ^= state->direction_vectors[__cucc_low_zero(state->i)];                  \
    state->i++;                                                                       \
    return r;                                                                         \
  }                                                                                   \
  QUALIFIERS void skipahead(T n, S *state) {                                          \
    state->i += n;                                                                    \
    state->x = state->c ^ (T)(sizeof(T) == 4                                          \
      ? __cucc_sobol32_at((const unsigned int *)(const void *)state->direction_vectors, state->i) \
      : __cucc_sobol64_at((const unsigned long long *)(const void *)state->direction_vectors, state->i)); \
  }
__CUCC_SOBOL_OPS(curandStateSobol32_t, unsigned int)
__CUCC_SOBOL_OPS(curandStateScrambledSobol32_t, unsigned int)
__CUCC_SOBOL_OPS(curandStateSobol64_t, unsigned long long)
__CUCC_SOBOL_OPS(curandStateScrambledSobol64_t, unsigned long long)
#undef __CUCC_SOBOL_OPS

#include "curand_kernel_distributions.h"

#endif /* CURAND_KERNEL_H_ */
