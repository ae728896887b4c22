/* cucc: Sobol direction vectors (Joe and Kuo's "new-joe-kuo-6.21201"
 * direction numbers, as cuRAND uses). Dimension d >= 1 uses the d-th
 * primitive polynomial over GF(2) in order of degree and coefficients,
 * enumerated here; its initial numbers m_1..m_s are sobol_table.h's; the
 * rest follow Bratley and Fox's recurrence. Vectors are made once. */
#include <stdlib.h>
#include <string.h>
#include "curand_internal.h"
#include "sobol_table.h"

#define DIMS (1 + (int)(sizeof jk_init / sizeof jk_init[0]))

int sobol_dims_max(void) { return DIMS; }

static unsigned (*v32)[32];
static unsigned long long (*v64)[64];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* x^k mod p over GF(2), p of degree s given with its x^s bit */
static uint32_t mulmod(uint32_t a, uint32_t b, uint32_t p, int s) {
  uint32_t r = 0;
  while (b) {
    if (b & 1) r ^= a;
    b >>= 1;
    a <<= 1;
    if (a >> s & 1) a ^= p;
  }
  return r;
}
static uint32_t powmod(uint32_t e, uint32_t p, int s) {
  uint32_t r = 1, x = 2;
  while (e) {
    if (e & 1) r = mulmod(r, x, p, s);
    x = mulmod(x, x, p, s);
    e >>= 1;
  }
  return r;
}
/* primitive: x has order 2^s - 1 modulo p */
static int primitive(uint32_t p, int s) {
  uint32_t n = (1u << s) - 1;
  if (powmod(n, p, s) != 1) return 0;
  for (uint32_t q = 2, m = n; q <= m; q++) {
    if (m % q) continue;
    while (m % q == 0) m /= q;
    if (powmod(n / q, p, s) == 1) return 0;
  }
  return 1;
}

static void build(void) {
  v32 = calloc((size_t)DIMS, sizeof *v32);
  v64 = calloc((size_t)DIMS, sizeof *v64);
  if (!v32 || !v64) return;
  for (int i = 0; i < 64; i++) { /* dimension 0: van der Corput */
    if (i < 32) v32[0][i] = 1u << (31 - i);
    v64[0][i] = 1ULL << (63 - i);
  }
  int d = 1;
  for (int s = 1; d < DIMS && s < 31; s++)
    for (uint32_t a = 0; d < DIMS && a < (1u << (s - 1)); a++) {
      uint32_t p = (1u << s) | (a << 1) | 1u;
      if (!primitive(p, s)) continue;
      unsigned long long m[65];
      for (int i = 1; i <= s && i <= 64; i++) m[i] = jk_init[d - 1][i - 1];
      for (int i = s + 1; i <= 64; i++) {
        unsigned long long x = m[i - s] ^ (m[i - s] << s);
        for (int k = 1; k < s; k++)
          if (a >> (s - 1 - k) & 1) x ^= m[i - k] << k;
        m[i] = x;
      }
      for (int i = 1; i <= 64; i++) {
        if (i <= 32) v32[d][i - 1] = (unsigned)(m[i] << (32 - i));
        v64[d][i - 1] = m[i] << (64 - i);
      }
      d++;
    }
}

const unsigned *sobol_vectors32(unsigned dim) {
  pthread_once(&once, build);
  return v32 && dim < (unsigned)DIMS ? v32[dim] : NULL;
}
const unsigned long long *sobol_vectors64(unsigned dim) {
  pthread_once(&once, build);
  return v64 && dim < (unsigned)DIMS ? v64[dim] : NULL;
}

/* scramble constants: cucc's own (splitmix64 of the dimension), not
 * NVIDIA's, whose values are not published */
static unsigned long long splitmix(unsigned long long x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}
unsigned sobol_scramble32(unsigned dim) { return (unsigned)(splitmix(dim) >> 32); }
unsigned long long sobol_scramble64(unsigned dim) { return splitmix(dim + 0x10000); }

/* ---- the API's tables ---- */
static curandDirectionVectors32_t *dv32[2];
static curandDirectionVectors64_t *dv64[2];
static unsigned *sc32;
static unsigned long long *sc64;
static pthread_once_t api_once = PTHREAD_ONCE_INIT;
static void build_api(void) {
  pthread_once(&once, build);
  if (!v32 || !v64) return;
  for (int s = 0; s < 2; s++) {
    dv32[s] = malloc(sizeof(curandDirectionVectors32_t) * DIMS);
    dv64[s] = malloc(sizeof(curandDirectionVectors64_t) * DIMS);
  }
  sc32 = malloc(sizeof *sc32 * DIMS);
  sc64 = malloc(sizeof *sc64 * DIMS);
  if (!dv32[0] || !dv32[1] || !dv64[0] || !dv64[1] || !sc32 || !sc64) return;
  memcpy(dv32[0], v32, sizeof(curandDirectionVectors32_t) * DIMS);
  memcpy(dv64[0], v64, sizeof(curandDirectionVectors64_t) * DIMS);
  for (int d = 0; d < DIMS; d++) {
    sc32[d] = sobol_scramble32((unsigned)d);
    sc64[d] = sobol_scramble64((unsigned)d);
    /* the scrambled sets: Owen-style left matrix scrambling is not done;
     * the vectors are the plain ones (the scramble constant is XORed) */
    memcpy(dv32[1][d], v32[d], sizeof dv32[1][d]);
    memcpy(dv64[1][d], v64[d], sizeof dv64[1][d]);
  }
}
LIBS_EXPORT curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[],
                                                       curandDirectionVectorSet_t set) {
  if (!vectors) return CURAND_STATUS_OUT_OF_RANGE;
  if (set != CURAND_DIRECTION_VECTORS_32_JOEKUO6 && set != CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6)
    return CURAND_STATUS_OUT_OF_RANGE;
  pthread_once(&api_once, build_api);
  curandDirectionVectors32_t *v = dv32[set == CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6];
  if (!v) return CURAND_STATUS_ALLOCATION_FAILED;
  *vectors = v;
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[],
                                                       curandDirectionVectorSet_t set) {
  if (!vectors) return CURAND_STATUS_OUT_OF_RANGE;
  if (set != CURAND_DIRECTION_VECTORS_64_JOEKUO6 && set != CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6)
    return CURAND_STATUS_OUT_OF_RANGE;
  pthread_once(&api_once, build_api);
  curandDirectionVectors64_t *v = dv64[set == CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6];
  if (!v) return CURAND_STATUS_ALLOCATION_FAILED;
  *vectors = v;
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandGetScrambleConstants32(unsigned int **c) {
  if (!c) return CURAND_STATUS_OUT_OF_RANGE;
  pthread_once(&api_once, build_api);
  if (!sc32) return CURAND_STATUS_ALLOCATION_FAILED;
  *c = sc32;
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandGetScrambleConstants64(unsigned long long **c) {
  if (!c) return CURAND_STATUS_OUT_OF_RANGE;
  pthread_once(&api_once, build_api);
  if (!sc64) return CURAND_STATUS_ALLOCATION_FAILED;
  *c = sc64;
  return CURAND_STATUS_SUCCESS;
}
