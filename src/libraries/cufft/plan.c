/* cucc: cuFFT handles and plans: cufftCreate/Destroy, the Plan and
 * MakePlan forms (1D/2D/3D/Many/Many64/Xt), size queries (no work area is
 * needed on the CPU: sizes are 0), streams, work areas, versions. */
#include <stdlib.h>
#include <string.h>
#include "cufft_internal.h"

#define MAX_PLANS 4096
static cufft_plan *plans[MAX_PLANS];
static pthread_mutex_t plans_mu = PTHREAD_MUTEX_INITIALIZER;

cufft_plan *cufft_lookup(cufftHandle h) {
  if (h < 1 || h > MAX_PLANS)
    return NULL;
  pthread_mutex_lock(&plans_mu);
  cufft_plan *p = plans[h - 1];
  pthread_mutex_unlock(&plans_mu);
  return p;
}

LIBS_EXPORT cufftResult cufftCreate(cufftHandle *handle) {
  if (!handle)
    return CUFFT_INVALID_VALUE;
  cufft_plan *p = calloc(1, sizeof *p);
  if (!p)
    return CUFFT_ALLOC_FAILED;
  p->auto_alloc = 1;
  pthread_mutex_init(&p->mu, NULL);
  pthread_mutex_lock(&plans_mu);
  int i = 0;
  while (i < MAX_PLANS && plans[i])
    i++;
  if (i < MAX_PLANS)
    plans[i] = p;
  pthread_mutex_unlock(&plans_mu);
  if (i == MAX_PLANS) {
    free(p);
    return CUFFT_ALLOC_FAILED;
  }
  *handle = i + 1;
  return CUFFT_SUCCESS;
}

LIBS_EXPORT cufftResult cufftDestroy(cufftHandle h) {
  cufft_plan *p = cufft_lookup(h);
  if (!p)
    return CUFFT_INVALID_PLAN;
  cudaStreamSynchronize(p->stream); /* transforms queued with it finish first */
  pthread_mutex_lock(&plans_mu);
  plans[h - 1] = NULL;
  pthread_mutex_unlock(&plans_mu);
  cufft_forget(p);
  pthread_mutex_destroy(&p->mu);
  free(p);
  return CUFFT_SUCCESS;
}

static int valid_type(cufftType t) {
  return t == CUFFT_R2C || t == CUFFT_C2R || t == CUFFT_C2C || t == CUFFT_D2Z || t == CUFFT_Z2D || t == CUFFT_Z2Z;
}

/* fills p from cuFFT's description; embeds NULL: packed */
static cufftResult describe(cufft_plan *p, int rank, const long long *n, const long long *inembed, long long istride,
                            long long idist, const long long *onembed, long long ostride, long long odist,
                            cufftType type, long long batch) {
  if (p->made)
    return CUFFT_INVALID_PLAN;
  if (!valid_type(type))
    return CUFFT_INVALID_TYPE;
  if (rank < 1 || rank > 3 || !n || batch < 1 || batch > 0x7fffffff)
    return CUFFT_INVALID_SIZE;
  for (int i = 0; i < rank; i++)
    if (n[i] < 1 || n[i] > 0x7fffffff)
      return CUFFT_INVALID_SIZE;
  p->type = type;
  p->rank = rank;
  for (int i = 0; i < rank; i++)
    p->n[i] = (int)n[i];
  p->batch = (int)batch;
  p->has_embed = inembed && onembed;
  if (p->has_embed) {
    for (int i = 0; i < rank; i++) {
      if (inembed[i] < 1 || onembed[i] < 1)
        return CUFFT_INVALID_VALUE;
      p->inembed[i] = (int)inembed[i];
      p->onembed[i] = (int)onembed[i];
    }
    if (istride < 1 || ostride < 1 || idist < 0 || odist < 0)
      return CUFFT_INVALID_VALUE;
    p->istride = istride;
    p->idist = idist;
    p->ostride = ostride;
    p->odist = odist;
  }
  p->made = 1;
  return CUFFT_SUCCESS;
}

static cufftResult make(cufftHandle h, int rank, const long long *n, const long long *inembed, long long istride,
                        long long idist, const long long *onembed, long long ostride, long long odist, cufftType type,
                        long long batch, size_t *ws) {
  cufft_plan *p = cufft_lookup(h);
  if (!p)
    return CUFFT_INVALID_PLAN;
  cufftResult r = describe(p, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
  if (r == CUFFT_SUCCESS && ws)
    *ws = 0;
  return r;
}

static void widen(long long *dst, const int *src, int rank) {
  for (int i = 0; i < rank && i < 3; i++)
    dst[i] = src[i];
}

LIBS_EXPORT cufftResult cufftMakePlanMany(cufftHandle h, int rank, int *n, int *inembed, int istride, int idist,
                                          int *onembed, int ostride, int odist, cufftType type, int batch,
                                          size_t *ws) {
  long long N[3], I[3], O[3];
  if (rank < 1 || rank > 3 || !n)
    return CUFFT_INVALID_SIZE;
  widen(N, n, rank);
  if (inembed) widen(I, inembed, rank);
  if (onembed) widen(O, onembed, rank);
  return make(h, rank, N, inembed ? I : NULL, istride, idist, onembed ? O : NULL, ostride, odist, type, batch, ws);
}
LIBS_EXPORT cufftResult cufftMakePlanMany64(cufftHandle h, int rank, long long *n, long long *inembed,
                                            long long istride, long long idist, long long *onembed, long long ostride,
                                            long long odist, cufftType type, long long batch, size_t *ws) {
  return make(h, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, ws);
}
LIBS_EXPORT cufftResult cufftMakePlan1d(cufftHandle h, int nx, cufftType type, int batch, size_t *ws) {
  long long n[1] = {nx};
  return make(h, 1, n, NULL, 1, 0, NULL, 1, 0, type, batch, ws);
}
LIBS_EXPORT cufftResult cufftMakePlan2d(cufftHandle h, int nx, int ny, cufftType type, size_t *ws) {
  long long n[2] = {nx, ny};
  return make(h, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1, ws);
}
LIBS_EXPORT cufftResult cufftMakePlan3d(cufftHandle h, int nx, int ny, int nz, cufftType type, size_t *ws) {
  long long n[3] = {nx, ny, nz};
  return make(h, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1, ws);
}

/* Plan* = Create + MakePlan*, the handle left unset on failure */
#define PLAN_WITH(call)                                                                      \
  do {                                                                                       \
    if (!plan) return CUFFT_INVALID_VALUE;                                                   \
    cufftHandle h;                                                                           \
    cufftResult r = cufftCreate(&h);                                                         \
    if (r) return r;                                                                         \
    r = call;                                                                                \
    if (r) { cufftDestroy(h); return r; }                                                    \
    *plan = h;                                                                               \
    return CUFFT_SUCCESS;                                                                    \
  } while (0)
LIBS_EXPORT cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch) {
  PLAN_WITH(cufftMakePlan1d(h, nx, type, batch, NULL));
}
LIBS_EXPORT cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type) {
  PLAN_WITH(cufftMakePlan2d(h, nx, ny, type, NULL));
}
LIBS_EXPORT cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type) {
  PLAN_WITH(cufftMakePlan3d(h, nx, ny, nz, type, NULL));
}
LIBS_EXPORT cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist,
                                      int *onembed, int ostride, int odist, cufftType type, int batch) {
  PLAN_WITH(cufftMakePlanMany(h, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, NULL));
}

/* sizes: no work area on the CPU */
static cufftResult size0(size_t *ws) {
  if (!ws)
    return CUFFT_INVALID_VALUE;
  *ws = 0;
  return CUFFT_SUCCESS;
}
LIBS_EXPORT cufftResult cufftEstimate1d(int nx, cufftType t, int batch, size_t *ws) {
  return nx < 1 || batch < 1 || !valid_type(t) ? CUFFT_INVALID_SIZE : size0(ws);
}
LIBS_EXPORT cufftResult cufftEstimate2d(int nx, int ny, cufftType t, size_t *ws) {
  return nx < 1 || ny < 1 || !valid_type(t) ? CUFFT_INVALID_SIZE : size0(ws);
}
LIBS_EXPORT cufftResult cufftEstimate3d(int nx, int ny, int nz, cufftType t, size_t *ws) {
  return nx < 1 || ny < 1 || nz < 1 || !valid_type(t) ? CUFFT_INVALID_SIZE : size0(ws);
}
LIBS_EXPORT cufftResult cufftEstimateMany(int rank, int *n, int *ie, int is, int id, int *oe, int os, int od,
                                          cufftType t, int batch, size_t *ws) {
  (void)ie, (void)is, (void)id, (void)oe, (void)os, (void)od;
  return rank < 1 || rank > 3 || !n || batch < 1 || !valid_type(t) ? CUFFT_INVALID_SIZE : size0(ws);
}
LIBS_EXPORT cufftResult cufftGetSize1d(cufftHandle h, int nx, cufftType t, int batch, size_t *ws) {
  return cufft_lookup(h) ? cufftEstimate1d(nx, t, batch, ws) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftGetSize2d(cufftHandle h, int nx, int ny, cufftType t, size_t *ws) {
  return cufft_lookup(h) ? cufftEstimate2d(nx, ny, t, ws) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftGetSize3d(cufftHandle h, int nx, int ny, int nz, cufftType t, size_t *ws) {
  return cufft_lookup(h) ? cufftEstimate3d(nx, ny, nz, t, ws) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftGetSizeMany(cufftHandle h, int rank, int *n, int *ie, int is, int id, int *oe, int os,
                                         int od, cufftType t, int batch, size_t *ws) {
  return cufft_lookup(h) ? cufftEstimateMany(rank, n, ie, is, id, oe, os, od, t, batch, ws) : CUFFT_INVALID_PLAN;
}
LIBS_EXPORT cufftResult cufftGetSizeMany64(cufftHandle h, int rank, long long *n, long long *ie, long long is,
                                           long long id, long long *oe, long long os, long long od, cufftType t,
                                           long long batch, size_t *ws) {
  (void)ie, (void)is, (void)id, (void)oe, (void)os, (void)od;
  if (!cufft_lookup(h))
    return CUFFT_INVALID_PLAN;
  return rank < 1 || rank > 3 || !n || batch < 1 || !valid_type(t) ? CUFFT_INVALID_SIZE : size0(ws);
}
LIBS_EXPORT cufftResult cufftGetSize(cufftHandle h, size_t *ws) {
  return cufft_lookup(h) ? size0(ws) : CUFFT_INVALID_PLAN;
}

LIBS_EXPORT cufftResult cufftSetWorkArea(cufftHandle h, void *work) {
  cufft_plan *p = cufft_lookup(h);
  if (!p)
    return CUFFT_INVALID_PLAN;
  p->work = work;
  return CUFFT_SUCCESS;
}
LIBS_EXPORT cufftResult cufftSetAutoAllocation(cufftHandle h, int a) {
  cufft_plan *p = cufft_lookup(h);
  if (!p)
    return CUFFT_INVALID_PLAN;
  p->auto_alloc = a;
  return CUFFT_SUCCESS;
}
LIBS_EXPORT cufftResult cufftSetStream(cufftHandle h, cudaStream_t s) {
  cufft_plan *p = cufft_lookup(h);
  if (!p)
    return CUFFT_INVALID_PLAN;
  p->stream = s;
  return CUFFT_SUCCESS;
}
LIBS_EXPORT cufftResult cufftGetVersion(int *v) {
  if (!v)
    return CUFFT_INVALID_VALUE;
  *v = CUFFT_VERSION;
  return CUFFT_SUCCESS;
}
LIBS_EXPORT cufftResult cufftGetProperty(libraryPropertyType t, int *v) {
  if (!v)
    return CUFFT_INVALID_VALUE;
  switch (t) {
  case MAJOR_VERSION: *v = CUFFT_VER_MAJOR; return CUFFT_SUCCESS;
  case MINOR_VERSION: *v = CUFFT_VER_MINOR; return CUFFT_SUCCESS;
  case PATCH_LEVEL: *v = CUFFT_VER_PATCH; return CUFFT_SUCCESS;
  default: return CUFFT_INVALID_TYPE;
  }
}

/* ---- cufftXt: one GPU, the types as cufftType ---- */
static int xt_type(cudaDataType in, cudaDataType out, cudaDataType ex, cufftType *t) {
  if (in == CUDA_C_32F && out == CUDA_C_32F && ex == CUDA_C_32F) *t = CUFFT_C2C;
  else if (in == CUDA_R_32F && out == CUDA_C_32F && ex == CUDA_C_32F) *t = CUFFT_R2C;
  else if (in == CUDA_C_32F && out == CUDA_R_32F && ex == CUDA_C_32F) *t = CUFFT_C2R;
  else if (in == CUDA_C_64F && out == CUDA_C_64F && ex == CUDA_C_64F) *t = CUFFT_Z2Z;
  else if (in == CUDA_R_64F && out == CUDA_C_64F && ex == CUDA_C_64F) *t = CUFFT_D2Z;
  else if (in == CUDA_C_64F && out == CUDA_R_64F && ex == CUDA_C_64F) *t = CUFFT_Z2D;
  else return 0;
  return 1;
}
LIBS_EXPORT cufftResult cufftXtMakePlanMany(cufftHandle h, int rank, long long *n, long long *inembed,
                                            long long istride, long long idist, cudaDataType it, long long *onembed,
                                            long long ostride, long long odist, cudaDataType ot, long long batch,
                                            size_t *ws, cudaDataType et) {
  cufftType t;
  if (!xt_type(it, ot, et, &t))
    return CUFFT_NOT_SUPPORTED; /* half precision and bfloat16 transforms */
  return make(h, rank, n, inembed, istride, idist, onembed, ostride, odist, t, batch, ws);
}
LIBS_EXPORT cufftResult cufftXtGetSizeMany(cufftHandle h, int rank, long long *n, long long *inembed,
                                           long long istride, long long idist, cudaDataType it, long long *onembed,
                                           long long ostride, long long odist, cudaDataType ot, long long batch,
                                           size_t *ws, cudaDataType et) {
  cufftType t;
  if (!xt_type(it, ot, et, &t))
    return CUFFT_NOT_SUPPORTED;
  return cufftGetSizeMany64(h, rank, n, inembed, istride, idist, onembed, ostride, odist, t, batch, ws);
}
LIBS_EXPORT cufftResult cufftXtExec(cufftHandle h, void *in, void *out, int dir) {
  cufft_plan *p = cufft_lookup(h);
  if (!p)
    return CUFFT_INVALID_PLAN;
  return cufft_exec(p, in, out, dir, p->type);
}
LIBS_EXPORT cufftResult cufftXtSetGPUs(cufftHandle h, int n, int *which) {
  if (!cufft_lookup(h))
    return CUFFT_INVALID_PLAN;
  return n == 1 && which && which[0] == 0 ? CUFFT_SUCCESS : CUFFT_INVALID_DEVICE;
}
LIBS_EXPORT cufftResult cufftXtSetWorkArea(cufftHandle h, void **work) {
  return cufftSetWorkArea(h, work ? work[0] : NULL);
}
