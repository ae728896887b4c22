/* cucc: cuFFT's execution with FFTW3: the plan's layout becomes an FFTW
 * "many" plan (FFTW_ESTIMATE, which never touches the arrays, so plans are
 * made at the first execution of each kind: in place or not, direction,
 * alignment), run in the cuFFT plan's stream with FFTW's new-array execute.
 * Unnormalized, FORWARD = -1 as in FFTW. Large transforms use FFTW's
 * threads. */
#include <fftw3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cufft_internal.h"

static pthread_mutex_t fftw_mu = PTHREAD_MUTEX_INITIALIZER; /* FFTW's planner is not thread-safe */
static pthread_once_t threads_once = PTHREAD_ONCE_INIT;
static void init_threads(void) {
  fftw_init_threads();
  fftwf_init_threads();
}

/* FFTW's layout of a plan: sizes, embeds, strides, distances */
typedef struct {
  int n[3], ie[3], oe[3];
  int is, id, os, od;
} layout;

static void packed(const cufft_plan *p, int inplace, layout *l) {
  int r = p->rank, last = p->n[r - 1], half = last / 2 + 1;
  for (int i = 0; i < r; i++)
    l->ie[i] = l->oe[i] = p->n[i];
  if (cufft_is_r2c(p->type)) {
    l->oe[r - 1] = half;
    if (inplace) l->ie[r - 1] = 2 * half; /* the real rows are padded */
  } else if (cufft_is_c2r(p->type)) {
    l->ie[r - 1] = half;
    if (inplace) l->oe[r - 1] = 2 * half;
  }
  l->is = l->os = 1;
  l->id = l->od = 1;
  for (int i = 0; i < r; i++) {
    l->id *= l->ie[i];
    l->od *= l->oe[i];
  }
}

static void layout_of(const cufft_plan *p, int inplace, layout *l) {
  memset(l, 0, sizeof *l);
  for (int i = 0; i < p->rank; i++)
    l->n[i] = p->n[i];
  if (!p->has_embed) {
    packed(p, inplace, l);
    return;
  }
  for (int i = 0; i < p->rank; i++) {
    l->ie[i] = p->inembed[i];
    l->oe[i] = p->onembed[i];
  }
  l->is = (int)p->istride;
  l->id = (int)p->idist;
  l->os = (int)p->ostride;
  l->od = (int)p->odist;
}

static void *make_fftw(const cufft_plan *p, void *in, void *out, int dir, int aligned) {
  layout l;
  layout_of(p, in == out, &l);
  long long points = p->batch;
  for (int i = 0; i < p->rank; i++)
    points *= p->n[i];
  long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
  int threads = points >= (1 << 15) && ncpu > 1 ? (int)ncpu : 1;
  unsigned flags = FFTW_ESTIMATE | (aligned ? 0 : FFTW_UNALIGNED);
  int sign = dir == CUFFT_FORWARD ? FFTW_FORWARD : FFTW_BACKWARD;
  void *plan = NULL;
  pthread_once(&threads_once, init_threads);
  pthread_mutex_lock(&fftw_mu);
  if (cufft_is_double(p->type)) {
    fftw_plan_with_nthreads(threads);
    if (p->type == CUFFT_Z2Z)
      plan = fftw_plan_many_dft(p->rank, l.n, p->batch, in, l.ie, l.is, l.id, out, l.oe, l.os, l.od, sign, flags);
    else if (p->type == CUFFT_D2Z)
      plan = fftw_plan_many_dft_r2c(p->rank, l.n, p->batch, in, l.ie, l.is, l.id, out, l.oe, l.os, l.od, flags);
    else
      plan = fftw_plan_many_dft_c2r(p->rank, l.n, p->batch, in, l.ie, l.is, l.id, out, l.oe, l.os, l.od, flags);
  } else {
    fftwf_plan_with_nthreads(threads);
    if (p->type == CUFFT_C2C)
      plan = fftwf_plan_many_dft(p->rank, l.n, p->batch, in, l.ie, l.is, l.id, out, l.oe, l.os, l.od, sign, flags);
    else if (p->type == CUFFT_R2C)
      plan = fftwf_plan_many_dft_r2c(p->rank, l.n, p->batch, in, l.ie, l.is, l.id, out, l.oe, l.os, l.od, flags);
    else
      plan = fftwf_plan_many_dft_c2r(p->rank, l.n, p->batch, in, l.ie, l.is, l.id, out, l.oe, l.os, l.od, flags);
  }
  pthread_mutex_unlock(&fftw_mu);
  return plan;
}

void cufft_forget(cufft_plan *p) {
  pthread_mutex_lock(&fftw_mu);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      if (p->fftw[i][j]) {
        if (cufft_is_double(p->type)) fftw_destroy_plan(p->fftw[i][j]);
        else fftwf_destroy_plan(p->fftw[i][j]);
      }
      p->fftw[i][j] = NULL;
    }
  pthread_mutex_unlock(&fftw_mu);
}

typedef struct {
  void *plan;
  void *in, *out;
  cufftType type;
  int owned; /* a one-off plan (unaligned data), destroyed after it ran */
} job;

static void run_job(void *v) {
  job *j = v;
  switch (j->type) {
  case CUFFT_C2C: fftwf_execute_dft(j->plan, j->in, j->out); break;
  case CUFFT_R2C: fftwf_execute_dft_r2c(j->plan, j->in, j->out); break;
  case CUFFT_C2R: fftwf_execute_dft_c2r(j->plan, j->in, j->out); break;
  case CUFFT_Z2Z: fftw_execute_dft(j->plan, j->in, j->out); break;
  case CUFFT_D2Z: fftw_execute_dft_r2c(j->plan, j->in, j->out); break;
  case CUFFT_Z2D: fftw_execute_dft_c2r(j->plan, j->in, j->out); break;
  }
  if (j->owned) {
    pthread_mutex_lock(&fftw_mu);
    if (cufft_is_double(j->type)) fftw_destroy_plan(j->plan);
    else fftwf_destroy_plan(j->plan);
    pthread_mutex_unlock(&fftw_mu);
  }
}

cufftResult cufft_exec(cufft_plan *p, void *in, void *out, int dir, cufftType want) {
  if (!p->made)
    return CUFFT_INVALID_PLAN;
  if (p->type != want)
    return CUFFT_INVALID_TYPE;
  if (!in || !out)
    return CUFFT_INVALID_VALUE;
  if (p->type == CUFFT_C2C || p->type == CUFFT_Z2Z) {
    if (dir != CUFFT_FORWARD && dir != CUFFT_INVERSE)
      return CUFFT_INVALID_VALUE;
  } else {
    dir = cufft_is_r2c(p->type) ? CUFFT_FORWARD : CUFFT_INVERSE;
  }
  int aligned = fftwf_alignment_of(in) == 0 && fftwf_alignment_of(out) == 0;
  int inplace = in == out, d = dir == CUFFT_INVERSE;
  job j = {NULL, in, out, p->type, 0};
  if (aligned) { /* the usual case (cudaMalloc's pointers): a cached plan */
    pthread_mutex_lock(&p->mu);
    if (!p->fftw[inplace][d])
      p->fftw[inplace][d] = make_fftw(p, in, out, dir, 1);
    j.plan = p->fftw[inplace][d];
    pthread_mutex_unlock(&p->mu);
  } else {
    j.plan = make_fftw(p, in, out, dir, 0);
    j.owned = 1;
  }
  if (!j.plan)
    return CUFFT_INVALID_VALUE; /* FFTW refused the layout */
  cudaError_t e = libs_submit(p->stream, run_job, &j, sizeof j, 0);
  return e == cudaSuccess ? CUFFT_SUCCESS : CUFFT_EXEC_FAILED;
}

LIBS_EXPORT cufftResult cufftExecC2C(cufftHandle h, cufftComplex *in, cufftComplex *out, int dir) {
  cufft_plan *p = cufft_lookup(h);
  return p ? cufft_exec(p, in, out, dir, CUFFT_C2C) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftExecR2C(cufftHandle h, cufftReal *in, cufftComplex *out) {
  cufft_plan *p = cufft_lookup(h);
  return p ? cufft_exec(p, in, out, CUFFT_FORWARD, CUFFT_R2C) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftExecC2R(cufftHandle h, cufftComplex *in, cufftReal *out) {
  cufft_plan *p = cufft_lookup(h);
  return p ? cufft_exec(p, in, out, CUFFT_INVERSE, CUFFT_C2R) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftExecZ2Z(cufftHandle h, cufftDoubleComplex *in, cufftDoubleComplex *out, int dir) {
  cufft_plan *p = cufft_lookup(h);
  return p ? cufft_exec(p, in, out, dir, CUFFT_Z2Z) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftExecD2Z(cufftHandle h, cufftDoubleReal *in, cufftDoubleComplex *out) {
  cufft_plan *p = cufft_lookup(h);
  return p ? cufft_exec(p, in, out, CUFFT_FORWARD, CUFFT_D2Z) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftExecZ2D(cufftHandle h, cufftDoubleComplex *in, cufftDoubleReal *out) {
  cufft_plan *p = cufft_lookup(h);
  return p ? cufft_exec(p, in, out, CUFFT_INVERSE, CUFFT_Z2D) : CUFFT_INVALID_PLAN;
}
