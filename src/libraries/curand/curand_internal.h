/* cucc: libcurand's generators. A pseudo-random generator is a set of
 * "threads", each a subsequence of the underlying generator, interleaved as
 * NVIDIA's host API lays them out in memory (output position p comes from
 * thread (p / width) mod threads); positions advance with each call, as the
 * generator's offset does. Quasi-random generators keep their point index
 * per dimension. */
#ifndef CUCC_CURAND_INTERNAL_H
#define CUCC_CURAND_INTERNAL_H

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include "curand.h"
#include "crt/cucc_curand_core.h"
#include "../common/libs_stream.h"

typedef struct {
  union {
    __cucc_xorwow xw;
    __cucc_mrg mrg;
    struct { __cucc_ctr4 ctr; unsigned key0, key1; } ph;
    unsigned mt[625]; /* MT19937: 624 words and the index */
  } s;
  uint64_t next; /* the position in this thread's stream that s produces next */
  uint64_t blk;  /* Philox: the block (position / 4) + 1 held in out4, 0 for none */
  unsigned out4[4];
} rng_thread;

struct curandGenerator_st {
  curandRngType_t type;
  curandOrdering_t ordering;
  unsigned long long seed, offset;
  unsigned dims;
  cudaStream_t stream;
  int host; /* curandCreateGeneratorHost: synchronous */
  uint64_t pos; /* the next output position (offset + numbers generated) */
  int threads, width;
  rng_thread *th; /* NULL until first use, or after a seed/offset change */
  uint64_t subseq_base; /* MRG32k3a, Philox: thread t is subsequence base + t */
  int subseq_fresh;     /* the threads start at draw 0 of their subsequences */
};

/* the 32-bit value at position q of thread t's stream (MRG32k3a: its raw
 * value in (0, m1]) */
uint32_t rng_at(struct curandGenerator_st *g, int t, uint64_t q);
/* the next draw of thread t; the threads' positions for the generator's offset */
uint32_t rng_next(struct curandGenerator_st *g, int t);
void rng_position(struct curandGenerator_st *g);
/* the threads anew at subsequences base + t (MRG32k3a, Philox) */
void rng_restart(struct curandGenerator_st *g, uint64_t base);
void rng_reset(struct curandGenerator_st *g);
/* makes the threads (and the skip-ahead tables) when first needed */
int rng_ready(struct curandGenerator_st *g);
/* the inverse complementary error function, to double precision */
double curand_erfcinv(double y);
int rng_is_pseudo(curandRngType_t t);

/* Sobol */
int sobol_dims_max(void);
const unsigned *sobol_vectors32(unsigned dim);       /* 32 direction numbers */
const unsigned long long *sobol_vectors64(unsigned dim);
unsigned sobol_scramble32(unsigned dim);
unsigned long long sobol_scramble64(unsigned dim);

#endif
