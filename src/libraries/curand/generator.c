/* cucc: cuRAND's host API: generators (create, seed, offset, ordering,
 * dimensions, stream), and the generation functions, which run in the
 * generator's stream (synchronously for curandCreateGeneratorHost). The
 * distributions are cuRAND's: uniform in (0, 1], normal by Box-Muller
 * (pseudo) or the inverse CDF (quasi), log-normal, Poisson. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "curand_internal.h"

#define CR_REQUIRE(c, err) do { if (!(c)) return (err); } while (0)

static int valid_type(curandRngType_t t) {
  return rng_is_pseudo(t) || t == CURAND_RNG_QUASI_SOBOL32 || t == CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 ||
         t == CURAND_RNG_QUASI_SOBOL64 || t == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
}
static int is64(curandRngType_t t) {
  return t == CURAND_RNG_QUASI_SOBOL64 || t == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
}

/* the host API's layout: threads and values per thread per step */
static void set_layout(struct curandGenerator_st *g) {
  g->width = g->type == CURAND_RNG_PSEUDO_PHILOX4_32_10 ? 4 : 1;
  g->threads = g->type == CURAND_RNG_PSEUDO_MT19937 || g->type == CURAND_RNG_PSEUDO_MTGP32 ? 1 : 4096;
}

static curandStatus_t create(curandGenerator_t *gen, curandRngType_t type, int host) {
  CR_REQUIRE(gen, CURAND_STATUS_NOT_INITIALIZED);
  if (type == CURAND_RNG_PSEUDO_DEFAULT) type = CURAND_RNG_PSEUDO_XORWOW;
  if (type == CURAND_RNG_QUASI_DEFAULT) type = CURAND_RNG_QUASI_SOBOL32;
  CR_REQUIRE(valid_type(type), CURAND_STATUS_TYPE_ERROR);
  struct curandGenerator_st *g = calloc(1, sizeof *g);
  CR_REQUIRE(g, CURAND_STATUS_ALLOCATION_FAILED);
  g->type = type;
  g->host = host;
  g->dims = 1;
  g->ordering = rng_is_pseudo(type) ? CURAND_ORDERING_PSEUDO_DEFAULT : CURAND_ORDERING_QUASI_DEFAULT;
  set_layout(g);
  *gen = g;
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandCreateGenerator(curandGenerator_t *g, curandRngType_t t) { return create(g, t, 0); }
LIBS_EXPORT curandStatus_t curandCreateGeneratorHost(curandGenerator_t *g, curandRngType_t t) { return create(g, t, 1); }

LIBS_EXPORT curandStatus_t curandDestroyGenerator(curandGenerator_t g) {
  CR_REQUIRE(g, CURAND_STATUS_NOT_INITIALIZED);
  cudaStreamSynchronize(g->stream); /* generation queued with it finishes first */
  free(g->th);
  free(g);
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandGetVersion(int *v) {
  CR_REQUIRE(v, CURAND_STATUS_OUT_OF_RANGE);
  *v = CURAND_VERSION;
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandGetProperty(libraryPropertyType t, int *v) {
  CR_REQUIRE(v, CURAND_STATUS_OUT_OF_RANGE);
  switch (t) {
  case MAJOR_VERSION: *v = CURAND_VER_MAJOR; break;
  case MINOR_VERSION: *v = CURAND_VER_MINOR; break;
  case PATCH_LEVEL: *v = CURAND_VER_PATCH; break;
  default: return CURAND_STATUS_OUT_OF_RANGE;
  }
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandSetStream(curandGenerator_t g, cudaStream_t s) {
  CR_REQUIRE(g, CURAND_STATUS_NOT_INITIALIZED);
  g->stream = s;
  return CURAND_STATUS_SUCCESS;
}
/* a change of seed, offset or ordering restarts the sequence; the queued
 * work before it has its own copy of what it needs */
static void restart(curandGenerator_t g) {
  cudaStreamSynchronize(g->stream);
  rng_reset(g);
}
LIBS_EXPORT curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t g, unsigned long long seed) {
  CR_REQUIRE(g, CURAND_STATUS_NOT_INITIALIZED);
  CR_REQUIRE(rng_is_pseudo(g->type), CURAND_STATUS_TYPE_ERROR);
  g->seed = seed;
  restart(g);
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandSetGeneratorOffset(curandGenerator_t g, unsigned long long offset) {
  CR_REQUIRE(g, CURAND_STATUS_NOT_INITIALIZED);
  /* the Mersenne Twisters have no offset, as NVIDIA's */
  CR_REQUIRE(g->type != CURAND_RNG_PSEUDO_MTGP32 && g->type != CURAND_RNG_PSEUDO_MT19937, CURAND_STATUS_TYPE_ERROR);
  g->offset = offset;
  restart(g);
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandSetGeneratorOrdering(curandGenerator_t g, curandOrdering_t o) {
  CR_REQUIRE(g, CURAND_STATUS_NOT_INITIALIZED);
  if (rng_is_pseudo(g->type)) {
    CR_REQUIRE(o >= CURAND_ORDERING_PSEUDO_BEST && o <= CURAND_ORDERING_PSEUDO_DYNAMIC, CURAND_STATUS_OUT_OF_RANGE);
    /* as NVIDIA's: SEEDED for XORWOW only, DYNAMIC not for MT19937 */
    CR_REQUIRE(o != CURAND_ORDERING_PSEUDO_SEEDED || g->type == CURAND_RNG_PSEUDO_XORWOW, CURAND_STATUS_OUT_OF_RANGE);
    CR_REQUIRE(o != CURAND_ORDERING_PSEUDO_DYNAMIC || g->type != CURAND_RNG_PSEUDO_MT19937, CURAND_STATUS_OUT_OF_RANGE);
  } else
    CR_REQUIRE(o == CURAND_ORDERING_QUASI_DEFAULT, CURAND_STATUS_OUT_OF_RANGE);
  g->ordering = o;
  restart(g);
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t g, unsigned int d) {
  CR_REQUIRE(g, CURAND_STATUS_NOT_INITIALIZED);
  CR_REQUIRE(!rng_is_pseudo(g->type), CURAND_STATUS_TYPE_ERROR);
  CR_REQUIRE(d >= 1 && d <= (unsigned)sobol_dims_max(), CURAND_STATUS_OUT_OF_RANGE);
  g->dims = d;
  restart(g);
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandGenerateSeeds(curandGenerator_t g) {
  CR_REQUIRE(g, CURAND_STATUS_NOT_INITIALIZED);
  return CURAND_STATUS_SUCCESS; /* the states are made when first needed */
}

/* ---- generation jobs ---- */
enum kind { K_BITS, K_BITS64, K_UNIFORM, K_UNIFORM_D, K_NORMAL, K_NORMAL_D, K_LOGNORMAL, K_LOGNORMAL_D, K_POISSON };
typedef struct {
  curandGenerator_t g;
  void *out;
  size_t n;
  uint64_t pos; /* the first output position (quasi: point index) */
  enum kind kind;
  double mean, stddev;
  /* MRG32k3a and Philox: the threads start afresh at each call (below) */
  int fresh, di;
  uint64_t k;
} job;

static double poisson_from_uniform(double u, double lambda);

/* pseudo: the host API's threads take the output in groups (one value;
 * Philox: four; normals: a Box-Muller pair, Philox four), group j going to
 * thread (first group + j) mod threads, which makes its next draws */
static float bits_to_uniform(curandGenerator_t g, uint32_t r) {
  return g->type == CURAND_RNG_PSEUDO_MRG32K3A ? (float)__cucc_mrg_u01d(r) : __cucc_u01f(r);
}
static double bits_to_double(curandGenerator_t g, uint32_t r) {
  return g->type == CURAND_RNG_PSEUDO_MRG32K3A ? __cucc_mrg_u01d(r) : __cucc_u01d(r);
}

/* the next draw of thread t for the group being made */
static uint32_t draw(job *j, int t) {
  int dpg = j->g->type == CURAND_RNG_PSEUDO_PHILOX4_32_10 && (j->kind == K_UNIFORM_D || j->kind == K_NORMAL_D ||
                                                             j->kind == K_LOGNORMAL_D) ? 8
            : j->g->type == CURAND_RNG_PSEUDO_PHILOX4_32_10 ? 4 : 2;
  if (!j->fresh) return rng_next(j->g, t);
  uint64_t q = j->k * (uint64_t)(j->g->type == CURAND_RNG_PSEUDO_MRG32K3A && j->kind != K_NORMAL && j->kind != K_LOGNORMAL &&
                                 j->kind != K_NORMAL_D && j->kind != K_LOGNORMAL_D ? 1 : dpg);
  return rng_at(j->g, t, q + (uint64_t)j->di++);
}
#define rng_next(g, t) draw(j, t)

/* one group of `per` values from thread t into out[0..per) */
static void group(job *j, int t, double *v, int per) {
  curandGenerator_t g = j->g;
  j->di = 0;
  int mrg = g->type == CURAND_RNG_PSEUDO_MRG32K3A;
  switch (j->kind) {
  case K_BITS:
    for (int i = 0; i < per; i++) {
      uint32_t r = rng_next(g, t);
      v[i] = mrg ? __cucc_mrg_bits(r) : r;
    }
    break;
  case K_UNIFORM:
    for (int i = 0; i < per; i++) v[i] = bits_to_uniform(g, rng_next(g, t));
    break;
  case K_POISSON:
    for (int i = 0; i < per; i++) v[i] = poisson_from_uniform(bits_to_uniform(g, rng_next(g, t)), j->mean);
    break;
  case K_UNIFORM_D:
    for (int i = 0; i < per; i++) {
      if (mrg) v[i] = bits_to_double(g, rng_next(g, t));
      else { uint32_t x = rng_next(g, t), y = rng_next(g, t); v[i] = __cucc_u01d_hq(x, y); }
    }
    break;
  case K_NORMAL: case K_LOGNORMAL:
    for (int i = 0; i < per; i += 2) {
      uint32_t x = rng_next(g, t), y = rng_next(g, t);
      float a, b;
      if (mrg) __cucc_box_muller_uf((float)__cucc_mrg_u01d(x), (float)__cucc_mrg_u01d(y), &a, &b);
      else __cucc_box_muller(x, y, &a, &b);
      a = (float)j->mean + (float)j->stddev * a;
      b = (float)j->mean + (float)j->stddev * b;
      if (j->kind == K_LOGNORMAL) a = expf(a), b = expf(b);
      v[i] = a, v[i + 1] = b;
    }
    break;
  case K_NORMAL_D: case K_LOGNORMAL_D:
    for (int i = 0; i < per; i += 2) {
      double a, b;
      if (mrg) {
        uint32_t x = rng_next(g, t), y = rng_next(g, t);
        __cucc_box_muller_ud(__cucc_mrg_u01d(x), __cucc_mrg_u01d(y), &a, &b);
      } else {
        uint32_t d[4];
        for (int k = 0; k < 4; k++) d[k] = rng_next(g, t);
        __cucc_box_muller_double(d[0], d[1], d[2], d[3], &a, &b);
      }
      a = j->mean + j->stddev * a;
      b = j->mean + j->stddev * b;
      if (j->kind == K_LOGNORMAL_D) a = exp(a), b = exp(b);
      v[i] = a, v[i + 1] = b;
    }
    break;
  default:
    break;
  }
}

#undef rng_next

static void store_value(job *j, size_t i, double v) {
  switch (j->kind) {
  case K_BITS: case K_POISSON: ((uint32_t *)j->out)[i] = (uint32_t)v; break;
  case K_UNIFORM: case K_NORMAL: case K_LOGNORMAL: ((float *)j->out)[i] = (float)v; break;
  default: ((double *)j->out)[i] = v; break;
  }
}

/* XORWOW's threads keep their states from call to call; MRG32k3a's and
 * Philox's start afresh at each call, thread t at subsequence (values
 * generated before, in groups) + t: the value at offset o + i of a call
 * belongs to group (o + i) / per, thread (group mod threads), which makes
 * it with its draws from (group / threads) groups on (as measured on the
 * GPU) */
static void run_pseudo(job *j) {
  curandGenerator_t g = j->g;
  int pair = j->kind == K_NORMAL || j->kind == K_LOGNORMAL || j->kind == K_NORMAL_D || j->kind == K_LOGNORMAL_D;
  int per = g->type == CURAND_RNG_PSEUDO_PHILOX4_32_10 ? 4 : pair ? 2 : 1;
  j->fresh = g->type == CURAND_RNG_PSEUDO_MRG32K3A || g->type == CURAND_RNG_PSEUDO_PHILOX4_32_10;
  uint64_t start = j->pos;
  if (j->fresh) {
    rng_restart(g, (j->pos - g->offset) / (uint64_t)per);
    start = g->offset;
  }
  if (!rng_ready(g)) return;
  uint64_t first = start / (uint64_t)per, T = (uint64_t)g->threads;
  size_t skip = (size_t)(start % (uint64_t)per); /* a call that starts inside a group */
  double v[4];
  size_t o = 0;
  for (uint64_t grp = first; o < j->n; grp++) {
    j->k = grp / T;
    group(j, (int)(grp % T), v, per);
    for (int i = (int)skip; i < per && o < j->n; i++) store_value(j, o++, v[i]);
    skip = 0;
  }
}

/* quasi: n / dims values per dimension, dimension-major; point index pos + i */
static void run_quasi(job *j) {
  curandGenerator_t g = j->g;
  size_t per = j->n / g->dims;
  int scr = g->type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 || g->type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
  for (unsigned d = 0; d < g->dims; d++)
    for (size_t i = 0; i < per; i++) {
      uint64_t pt = j->pos + i;
      size_t o = d * per + i;
      if (is64(g->type)) {
        unsigned long long x = __cucc_sobol64_at(sobol_vectors64(d), pt) ^ (scr ? sobol_scramble64(d) : 0);
        double u = (double)(x >> 11) * __CUCC_2POW53_INV_DOUBLE + __CUCC_2POW53_INV_DOUBLE / 2.0;
        switch (j->kind) {
        case K_BITS64: ((unsigned long long *)j->out)[o] = x; break;
        case K_UNIFORM: ((float *)j->out)[o] = (float)u; break;
        case K_UNIFORM_D: ((double *)j->out)[o] = u; break;
        case K_NORMAL: case K_LOGNORMAL: {
          float v = (float)j->mean + (float)j->stddev * (float)(-M_SQRT2 * curand_erfcinv(2.0 * u));
          ((float *)j->out)[o] = j->kind == K_LOGNORMAL ? expf(v) : v;
          break;
        }
        case K_NORMAL_D: case K_LOGNORMAL_D: {
          double v = j->mean + j->stddev * (-M_SQRT2 * curand_erfcinv(2.0 * u));
          ((double *)j->out)[o] = j->kind == K_LOGNORMAL_D ? exp(v) : v;
          break;
        }
        case K_POISSON: ((unsigned *)j->out)[o] = (unsigned)poisson_from_uniform(u, j->mean); break;
        default: break;
        }
      } else {
        unsigned x = __cucc_sobol32_at(sobol_vectors32(d), pt) ^ (scr ? sobol_scramble32(d) : 0);
        float u = __cucc_u01f(x);
        switch (j->kind) {
        case K_BITS: ((unsigned *)j->out)[o] = x; break;
        case K_UNIFORM: ((float *)j->out)[o] = u; break;
        case K_UNIFORM_D: ((double *)j->out)[o] = __cucc_u01d(x); break;
        case K_NORMAL: case K_LOGNORMAL: {
          float v = (float)j->mean + (float)j->stddev * (float)(-M_SQRT2 * curand_erfcinv(2.0 * (double)u));
          ((float *)j->out)[o] = j->kind == K_LOGNORMAL ? expf(v) : v;
          break;
        }
        case K_NORMAL_D: case K_LOGNORMAL_D: {
          double v = j->mean + j->stddev * (-M_SQRT2 * curand_erfcinv(2.0 * __cucc_u01d(x)));
          ((double *)j->out)[o] = j->kind == K_LOGNORMAL_D ? exp(v) : v;
          break;
        }
        case K_POISSON: ((unsigned *)j->out)[o] = (unsigned)poisson_from_uniform(u, j->mean); break;
        default: break;
        }
      }
    }
}

static void run_job(void *v) {
  job *j = v;
  if (rng_is_pseudo(j->g->type)) run_pseudo(j);
  else run_quasi(j);
}

static curandStatus_t generate(curandGenerator_t g, void *out, size_t n, enum kind k, double mean, double sd) {
  CR_REQUIRE(g, CURAND_STATUS_NOT_INITIALIZED);
  int pseudo = rng_is_pseudo(g->type);
  if (k == K_BITS) CR_REQUIRE(!is64(g->type), CURAND_STATUS_TYPE_ERROR);
  if (k == K_BITS64) CR_REQUIRE(is64(g->type), CURAND_STATUS_TYPE_ERROR);
  if (pseudo && (k == K_NORMAL || k == K_NORMAL_D || k == K_LOGNORMAL || k == K_LOGNORMAL_D))
    CR_REQUIRE(n % 2 == 0, CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  if (!pseudo) CR_REQUIRE(n % g->dims == 0, CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  CR_REQUIRE(out || n == 0, CURAND_STATUS_OUT_OF_RANGE);
  if (n == 0) return CURAND_STATUS_SUCCESS;
  job j = {g, out, n, g->pos, k, mean, sd, 0, 0, 0};
  g->pos += pseudo ? n : n / g->dims;
  if (g->host) {
    run_job(&j);
    return CURAND_STATUS_SUCCESS;
  }
  return libs_submit(g->stream, run_job, &j, sizeof j, 0) == cudaSuccess ? CURAND_STATUS_SUCCESS
                                                                           : CURAND_STATUS_LAUNCH_FAILURE;
}

LIBS_EXPORT curandStatus_t curandGenerate(curandGenerator_t g, unsigned int *out, size_t n) {
  return generate(g, out, n, K_BITS, 0, 0);
}
LIBS_EXPORT curandStatus_t curandGenerateLongLong(curandGenerator_t g, unsigned long long *out, size_t n) {
  return generate(g, out, n, K_BITS64, 0, 0);
}
LIBS_EXPORT curandStatus_t curandGenerateUniform(curandGenerator_t g, float *out, size_t n) {
  return generate(g, out, n, K_UNIFORM, 0, 0);
}
LIBS_EXPORT curandStatus_t curandGenerateUniformDouble(curandGenerator_t g, double *out, size_t n) {
  return generate(g, out, n, K_UNIFORM_D, 0, 0);
}
LIBS_EXPORT curandStatus_t curandGenerateNormal(curandGenerator_t g, float *out, size_t n, float mean, float sd) {
  return generate(g, out, n, K_NORMAL, mean, sd);
}
LIBS_EXPORT curandStatus_t curandGenerateNormalDouble(curandGenerator_t g, double *out, size_t n, double mean,
                                                      double sd) {
  return generate(g, out, n, K_NORMAL_D, mean, sd);
}
LIBS_EXPORT curandStatus_t curandGenerateLogNormal(curandGenerator_t g, float *out, size_t n, float mean, float sd) {
  return generate(g, out, n, K_LOGNORMAL, mean, sd);
}
LIBS_EXPORT curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t g, double *out, size_t n, double mean,
                                                         double sd) {
  return generate(g, out, n, K_LOGNORMAL_D, mean, sd);
}
LIBS_EXPORT curandStatus_t curandGeneratePoisson(curandGenerator_t g, unsigned int *out, size_t n, double lambda) {
  CR_REQUIRE(lambda > 0, CURAND_STATUS_OUT_OF_RANGE);
  return generate(g, out, n, K_POISSON, lambda, 0);
}
LIBS_EXPORT curandStatus_t curandGeneratePoissonMethod(curandGenerator_t g, unsigned int *out, size_t n,
                                                       double lambda, curandMethod_t method) {
  (void)method;
  return curandGeneratePoisson(g, out, n, lambda);
}

/* the smallest k with P(X <= k) >= u, summing the Poisson probabilities */
static double poisson_from_uniform(double u, double lambda) {
  if (lambda > 4000) /* normal approximation, as cuRAND's for large lambda */
    return floor(lambda + sqrt(lambda) * (-M_SQRT2 * curand_erfcinv(2.0 * u)) + 0.5);
  double logp = -lambda, cdf = exp(logp);
  unsigned k = 0;
  while (cdf < u && k < 100000) {
    k++;
    logp += log(lambda) - log((double)k);
    cdf += exp(logp);
  }
  return k;
}

/* ---- discrete distributions: the Poisson CDF from where it matters ---- */
LIBS_EXPORT curandStatus_t curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *dd) {
  CR_REQUIRE(dd, CURAND_STATUS_NOT_INITIALIZED);
  CR_REQUIRE(lambda > 0, CURAND_STATUS_OUT_OF_RANGE);
  struct curandDiscreteDistribution_st *d = calloc(1, sizeof *d);
  CR_REQUIRE(d, CURAND_STATUS_ALLOCATION_FAILED);
  double sd = sqrt(lambda);
  long lo = (long)floor(lambda - 16 * sd - 16), hi = (long)ceil(lambda + 16 * sd + 16);
  if (lo < 0) lo = 0;
  d->cdf_shift = (unsigned)lo;
  d->cdf_len = (unsigned)(hi - lo + 1);
  d->cdf = malloc(sizeof(double) * d->cdf_len);
  if (!d->cdf) { free(d); return CURAND_STATUS_ALLOCATION_FAILED; }
  double c = 0;
  for (long k = 0; k <= hi; k++) {
    c += exp(-lambda + (double)k * log(lambda) - lgamma((double)k + 1));
    if (k >= lo) d->cdf[k - lo] = c;
  }
  d->cdf[d->cdf_len - 1] = 1.0;
  d->self_host_ptr = d;
  d->mean = lambda;
  d->stddev = sd;
  d->method = CURAND_POISSON;
  *dd = d;
  return CURAND_STATUS_SUCCESS;
}
LIBS_EXPORT curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t d) {
  CR_REQUIRE(d, CURAND_STATUS_NOT_INITIALIZED);
  free(d->cdf);
  free(d);
  return CURAND_STATUS_SUCCESS;
}
