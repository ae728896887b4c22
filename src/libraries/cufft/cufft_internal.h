/* cucc: libcufft's plans: the transform's shape and layout as cuFFT
 * describes it (rank, sizes, embeds, strides, distances, batch), the stream,
 * and the FFTW plans made from it on first execution of each kind
 * (in place or not, direction). FFTW3 lives in this library only, so that
 * its GPL stays with libcufft. */
#ifndef CUCC_CUFFT_INTERNAL_H
#define CUCC_CUFFT_INTERNAL_H

#include <pthread.h>
#include "cufft.h"
#include "cufftXt.h"
#include "../common/libs_stream.h"

typedef struct {
  int made;       /* cufftMake* done */
  cufftType type;
  int rank;
  int n[3];
  int inembed[3], onembed[3];
  int has_embed;  /* advanced layout given */
  long long istride, idist, ostride, odist;
  int batch;
  cudaStream_t stream;
  int auto_alloc;
  void *work;
  /* FFTW plans: [in place][direction forward=0/inverse=1] */
  void *fftw[2][2];
  pthread_mutex_t mu;
} cufft_plan;

/* the plan of a handle, or NULL */
cufft_plan *cufft_lookup(cufftHandle h);
/* runs the transform in the plan's stream */
cufftResult cufft_exec(cufft_plan *p, void *in, void *out, int dir, cufftType want);
/* frees the FFTW plans */
void cufft_forget(cufft_plan *p);

static inline int cufft_is_double(cufftType t) { return t == CUFFT_Z2Z || t == CUFFT_D2Z || t == CUFFT_Z2D; }
static inline int cufft_is_r2c(cufftType t) { return t == CUFFT_R2C || t == CUFFT_D2Z; }
static inline int cufft_is_c2r(cufftType t) { return t == CUFFT_C2R || t == CUFFT_Z2D; }

#endif
