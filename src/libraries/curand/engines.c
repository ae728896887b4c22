/* cucc: the pseudo-random engines of the host API (XORWOW, MRG32k3a,
 * Philox4_32_10, MT19937) as sets of interleaved threads: each thread is
 * the generator's subsequence t, positioned with the skip-ahead tables
 * (computed once). */
#include <stdlib.h>
#include <string.h>
#include "curand_internal.h"

static __cucc_xorwow_tables *xw_tab;
static __cucc_mrg_tables *mrg_tab;
static pthread_once_t tab_once = PTHREAD_ONCE_INIT;
static void make_tables(void) {
  xw_tab = malloc(sizeof *xw_tab);
  mrg_tab = malloc(sizeof *mrg_tab);
  __cucc_gf2mat *scratch = malloc(2 * sizeof *scratch);
  if (xw_tab && scratch) __cucc_xorwow_make_tables(xw_tab, &scratch[0], &scratch[1]);
  if (mrg_tab) __cucc_mrg_make_tables(mrg_tab);
  free(scratch);
}

int rng_is_pseudo(curandRngType_t t) {
  return t == CURAND_RNG_PSEUDO_XORWOW || t == CURAND_RNG_PSEUDO_MRG32K3A || t == CURAND_RNG_PSEUDO_MTGP32 ||
         t == CURAND_RNG_PSEUDO_MT19937 || t == CURAND_RNG_PSEUDO_PHILOX4_32_10;
}

void rng_reset(struct curandGenerator_st *g) {
  free(g->th);
  g->th = NULL;
  g->pos = g->offset;
}

/* MT19937 (Matsumoto and Nishimura), seeded with init_genrand */
static void mt_seed(unsigned *mt, unsigned seed) {
  mt[0] = seed;
  for (int i = 1; i < 624; i++) mt[i] = 1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + (unsigned)i;
  mt[624] = 624;
}
static unsigned mt_next(unsigned *mt) {
  if (mt[624] >= 624) {
    for (int i = 0; i < 624; i++) {
      unsigned y = (mt[i] & 0x80000000u) | (mt[(i + 1) % 624] & 0x7fffffffu);
      mt[i] = mt[(i + 397) % 624] ^ (y >> 1) ^ (y & 1 ? 0x9908b0dfu : 0);
    }
    mt[624] = 0;
  }
  unsigned y = mt[mt[624]++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  return y ^ (y >> 18);
}

static void thread_init(struct curandGenerator_st *g, int t) {
  rng_thread *r = &g->th[t];
  r->next = 0;
  r->blk = 0;
  switch (g->type) {
  case CURAND_RNG_PSEUDO_XORWOW:
    __cucc_xorwow_seed(&r->s.xw, g->seed);
    __cucc_xorwow_skip_seq(xw_tab, &r->s.xw, (unsigned long long)t + g->subseq_base);
    break;
  case CURAND_RNG_PSEUDO_MRG32K3A:
    __cucc_mrg_seed(&r->s.mrg, g->seed);
    __cucc_mrg_skip(mrg_tab, &r->s.mrg, (unsigned long long)t + g->subseq_base, 1);
    break;
  case CURAND_RNG_PSEUDO_PHILOX4_32_10:
    memset(&r->s.ph.ctr, 0, sizeof r->s.ph.ctr);
    __cucc_philox_incr_hi(&r->s.ph.ctr, (unsigned long long)t + g->subseq_base);
    r->s.ph.key0 = (unsigned)g->seed;
    r->s.ph.key1 = (unsigned)(g->seed >> 32);
    break;
  default: /* MT19937 and MTGP32: one Mersenne Twister stream */
    mt_seed(r->s.mt, (unsigned)g->seed);
    break;
  }
}

static void thread_skip(struct curandGenerator_st *g, rng_thread *r, uint64_t n) {
  switch (g->type) {
  case CURAND_RNG_PSEUDO_XORWOW: __cucc_xorwow_skip(xw_tab, &r->s.xw, n); break;
  case CURAND_RNG_PSEUDO_MRG32K3A: __cucc_mrg_skip(mrg_tab, &r->s.mrg, n, 0); break;
  case CURAND_RNG_PSEUDO_PHILOX4_32_10: break; /* counter based: positioned at each draw */
  default:
    for (uint64_t i = 0; i < n; i++) mt_next(r->s.mt);
    break;
  }
  r->next += n;
}

uint32_t rng_at(struct curandGenerator_st *g, int t, uint64_t q) {
  rng_thread *r = &g->th[t];
  if (q < r->next) thread_init(g, t);
  if (q > r->next) thread_skip(g, r, q - r->next);
  r->next = q + 1;
  switch (g->type) {
  case CURAND_RNG_PSEUDO_XORWOW: return __cucc_xorwow_next(&r->s.xw);
  case CURAND_RNG_PSEUDO_MRG32K3A: return __cucc_mrg_next(&r->s.mrg); /* raw, in (0, m1] */
  case CURAND_RNG_PSEUDO_PHILOX4_32_10: {
    if (r->blk != q / 4 + 1) { /* a new block of four */
      __cucc_ctr4 c = r->s.ph.ctr;
      __cucc_philox_incr(&c, q / 4);
      __cucc_ctr4 o = __cucc_philox(c, r->s.ph.key0, r->s.ph.key1);
      r->out4[0] = o.x, r->out4[1] = o.y, r->out4[2] = o.z, r->out4[3] = o.w;
      r->blk = q / 4 + 1;
    }
    return r->out4[q % 4];
  }
  default: return mt_next(r->s.mt);
  }
}

/* the threads are made on first use, positioned at their stream starts */
int rng_ready(struct curandGenerator_st *g) {
  if (g->th) return 1;
  pthread_once(&tab_once, make_tables);
  if (!xw_tab || !mrg_tab) return 0;
  g->th = malloc(sizeof(rng_thread) * (size_t)g->threads);
  if (!g->th) return 0;
  for (int t = 0; t < g->threads; t++) thread_init(g, t);
  if (g->offset && !g->subseq_fresh) rng_position(g);
  return 1;
}


/* the next draw of thread t (its own sequence, which continues across
 * calls, as the host API's threads keep their states) */
uint32_t rng_next(struct curandGenerator_st *g, int t) { return rng_at(g, t, g->th[t].next); }

/* a fresh generator at value offset o: thread t has made the draws of the
 * groups of `width` values before o that are its own */
void rng_position(struct curandGenerator_st *g) {
  uint64_t W = (uint64_t)g->width, T = (uint64_t)g->threads, G = g->offset / W;
  for (uint64_t t = 0; t < T; t++) {
    uint64_t before = G > t ? (G - t + T - 1) / T : 0;
    uint64_t q = before * W;
    if (q) (void)rng_at(g, (int)t, q - 1); /* positions the thread after draw q - 1 */
  }
}

void rng_restart(struct curandGenerator_st *g, uint64_t base) {
  g->subseq_base = base;
  g->subseq_fresh = 1;
  if (!g->th) return; /* made by rng_ready */
  for (int t = 0; t < g->threads; t++) thread_init(g, t);
}
