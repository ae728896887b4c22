/* Driver API: texture references (cuTexRef*, deprecated since CUDA 11 but
 * what the programming guide's driver examples use). A module's reference
 * (`texture<T, dim, mode> name;` in a kernel file) is an 8-byte variable
 * of the image that device code reads a texture object through
 * (src/lower/textures.c); cuModuleGetTexRef finds it, and binding
 * (cuTexRefSetArray/SetAddress/SetAddress2D) makes a texture object of
 * the reference's current fields and stores it there; a change of a field
 * of a bound reference makes a new object. Unbound references read the
 * runtime's empty texture (zeros). References of cuTexRefCreate belong to
 * no module: they keep fields only. */
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "module_internal.h"

#define TEXREF_MAGIC 0x46455254u

struct CUtexref_st {
  uint32_t magic;
  const void **slot;     /* the image's variable; NULL: cuTexRefCreate's */
  CUaddress_mode am[3];
  CUfilter_mode filter, mip_filter;
  unsigned flags, aniso;
  float bias, minlod, maxlod, border[4];
  CUarray_format format;
  int nchan;
  struct cudaResourceDesc res; /* what it is bound to (resType < 0: none) */
  bool bound;
  CUtexObject obj;
  CUmodule mod;
  char *name;
  struct CUtexref_st *next;
};

static pthread_mutex_t tex_mu = PTHREAD_MUTEX_INITIALIZER;
static struct CUtexref_st *module_refs;

static bool valid(CUtexref t) { return t && t->magic == TEXREF_MAGIC; }

/* (re)makes the texture object of a bound reference of a module */
static CUresult rebind(CUtexref t) {
  if (!t->slot || !t->bound)
    return CUDA_SUCCESS;
  struct cudaTextureDesc d;
  memset(&d, 0, sizeof d);
  for (int i = 0; i < 3; i++)
    d.addressMode[i] = (enum cudaTextureAddressMode)t->am[i];
  d.filterMode = (enum cudaTextureFilterMode)t->filter;
  struct cudaChannelFormatDesc cd = {0, 0, 0, 0, cudaChannelFormatKindFloat};
  if (t->res.resType == cudaResourceTypeArray)
    cudaArrayGetInfo(&cd, NULL, NULL, t->res.res.array.array);
  else
    cd = t->res.resType == cudaResourceTypeLinear ? t->res.res.linear.desc
                                                 : t->res.res.pitch2D.desc;
  d.readMode = t->flags & CU_TRSF_READ_AS_INTEGER ||
                       cd.f == cudaChannelFormatKindFloat || cd.x == 32
                   ? cudaReadModeElementType
                   : cudaReadModeNormalizedFloat;
  d.sRGB = (t->flags & CU_TRSF_SRGB) != 0;
  d.normalizedCoords = (t->flags & CU_TRSF_NORMALIZED_COORDINATES) != 0;
  d.maxAnisotropy = t->aniso;
  d.mipmapFilterMode = (enum cudaTextureFilterMode)t->mip_filter;
  d.mipmapLevelBias = t->bias;
  d.minMipmapLevelClamp = t->minlod;
  d.maxMipmapLevelClamp = t->maxlod;
  memcpy(d.borderColor, t->border, sizeof d.borderColor);
  d.disableTrilinearOptimization =
      (t->flags & CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION) != 0;
  cudaTextureObject_t o;
  CUresult e = RT(cudaCreateTextureObject(&o, &t->res, &d, NULL));
  if (e)
    return e;
  rt_engine_sync(); /* kernels that may read the old object are done */
  CUtexObject old = t->obj;
  t->obj = o;
  *t->slot = (const void *)(uintptr_t)o;
  if (old)
    RT(cudaDestroyTextureObject(old));
  return CUDA_SUCCESS;
}

static void unbind(CUtexref t) {
  if (t->slot) {
    rt_engine_sync();
    *t->slot = &rt_empty_texture;
  }
  if (t->obj)
    RT(cudaDestroyTextureObject(t->obj));
  t->obj = 0;
  t->bound = false;
}

static CUtexref new_ref(void) {
  CUtexref t = calloc(1, sizeof *t);
  if (t) {
    t->magic = TEXREF_MAGIC;
    t->format = CU_AD_FORMAT_FLOAT;
    t->nchan = 1;
  }
  return t;
}

DRV_EXPORT CUresult cuTexRefCreate(CUtexref *out) {
  DRV_NEED_CTX();
  if (!out)
    return CUDA_ERROR_INVALID_VALUE;
  return (*out = new_ref()) ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

DRV_EXPORT CUresult cuTexRefDestroy(CUtexref t) {
  DRV_NEED_CTX();
  if (!valid(t) || t->slot)
    return CUDA_ERROR_INVALID_VALUE;
  t->magic = 0;
  free(t);
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuModuleGetTexRef(CUtexref *out, CUmodule m,
                                      const char *name) {
  DRV_NEED_CTX();
  if (!out || !name)
    return CUDA_ERROR_INVALID_VALUE;
  CUdeviceptr p;
  size_t size;
  CUresult e = drv_module_global(m, name, &p, &size);
  if (e)
    return e;
  if (size != sizeof(void *))
    return CUDA_ERROR_NOT_FOUND;
  pthread_mutex_lock(&tex_mu);
  CUtexref t = module_refs;
  while (t && t->slot != drv_ptr(p))
    t = t->next;
  if (!t && (t = new_ref())) {
    t->slot = drv_ptr(p);
    t->mod = m;
    t->name = strdup(name);
    t->next = module_refs;
    module_refs = t;
    *t->slot = &rt_empty_texture;
  }
  pthread_mutex_unlock(&tex_mu);
  if (!t)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *out = t;
  return CUDA_SUCCESS;
}

void drv_texrefs_unload(CUmodule m) {
  pthread_mutex_lock(&tex_mu);
  for (CUtexref *p = &module_refs; *p;) {
    CUtexref t = *p;
    if (t->mod != m) {
      p = &t->next;
      continue;
    }
    *p = t->next;
    if (t->obj)
      RT(cudaDestroyTextureObject(t->obj));
    t->magic = 0;
    free(t->name);
    free(t);
  }
  pthread_mutex_unlock(&tex_mu);
}

DRV_EXPORT CUresult cuTexRefSetArray(CUtexref t, CUarray a, unsigned flags) {
  DRV_NEED_CTX();
  if (!valid(t) || flags > CU_TRSA_OVERRIDE_FORMAT || !a)
    return CUDA_ERROR_INVALID_VALUE;
  if (!rt_array_live((const struct cudaArray *)a))
    return CUDA_ERROR_INVALID_HANDLE;
  memset(&t->res, 0, sizeof t->res);
  t->res.resType = cudaResourceTypeArray;
  t->res.res.array.array = (cudaArray_t)a;
  t->bound = true;
  return rebind(t);
}

DRV_EXPORT CUresult cuTexRefSetAddress(size_t *offset, CUtexref t,
                                       CUdeviceptr p, size_t bytes) {
  DRV_NEED_CTX();
  if (!valid(t))
    return CUDA_ERROR_INVALID_VALUE;
  if (offset)
    *offset = 0; /* every address is aligned enough on the CPU */
  if (!p) {
    unbind(t);
    return CUDA_SUCCESS;
  }
  memset(&t->res, 0, sizeof t->res);
  t->res.resType = cudaResourceTypeLinear;
  t->res.res.linear.devPtr = drv_ptr(p);
  t->res.res.linear.sizeInBytes = bytes;
  if (!drv_channel_desc(t->format, (unsigned)t->nchan, &t->res.res.linear.desc))
    return CUDA_ERROR_INVALID_VALUE;
  t->bound = true;
  return rebind(t);
}
DRV_ALIAS(cuTexRefSetAddress_v2, cuTexRefSetAddress);

DRV_EXPORT CUresult cuTexRefSetAddress2D(CUtexref t,
                                         const CUDA_ARRAY_DESCRIPTOR *d,
                                         CUdeviceptr p, size_t pitch) {
  DRV_NEED_CTX();
  if (!valid(t) || !d || !p)
    return CUDA_ERROR_INVALID_VALUE;
  memset(&t->res, 0, sizeof t->res);
  t->res.resType = cudaResourceTypePitch2D;
  t->res.res.pitch2D.devPtr = drv_ptr(p);
  t->res.res.pitch2D.width = d->Width;
  t->res.res.pitch2D.height = d->Height;
  t->res.res.pitch2D.pitchInBytes = pitch;
  if (!drv_channel_desc(d->Format, d->NumChannels, &t->res.res.pitch2D.desc))
    return CUDA_ERROR_INVALID_VALUE;
  t->bound = true;
  return rebind(t);
}
DRV_ALIAS(cuTexRefSetAddress2D_v3, cuTexRefSetAddress2D);
DRV_ALIAS(cuTexRefSetAddress2D_v2, cuTexRefSetAddress2D);

DRV_EXPORT CUresult cuTexRefSetFormat(CUtexref t, CUarray_format f, int n) {
  DRV_NEED_CTX();
  struct cudaChannelFormatDesc cd;
  if (!valid(t) || n < 1 || !drv_channel_desc(f, (unsigned)n, &cd))
    return CUDA_ERROR_INVALID_VALUE;
  t->format = f;
  t->nchan = n;
  return rebind(t);
}

DRV_EXPORT CUresult cuTexRefSetAddressMode(CUtexref t, int dim,
                                           CUaddress_mode am) {
  DRV_NEED_CTX();
  if (!valid(t) || dim < 0 || dim > 2 || (unsigned)am > CU_TR_ADDRESS_MODE_BORDER)
    return CUDA_ERROR_INVALID_VALUE;
  t->am[dim] = am;
  return rebind(t);
}

DRV_EXPORT CUresult cuTexRefSetFilterMode(CUtexref t, CUfilter_mode fm) {
  DRV_NEED_CTX();
  if (!valid(t) || (unsigned)fm > CU_TR_FILTER_MODE_LINEAR)
    return CUDA_ERROR_INVALID_VALUE;
  t->filter = fm;
  return rebind(t);
}

DRV_EXPORT CUresult cuTexRefSetFlags(CUtexref t, unsigned flags) {
  DRV_NEED_CTX();
  if (!valid(t) || (flags & ~0x73u))
    return CUDA_ERROR_INVALID_VALUE;
  t->flags = flags;
  return rebind(t);
}

DRV_EXPORT CUresult cuTexRefSetBorderColor(CUtexref t, float *rgba) {
  DRV_NEED_CTX();
  if (!valid(t) || !rgba)
    return CUDA_ERROR_INVALID_VALUE;
  memcpy(t->border, rgba, sizeof t->border);
  return rebind(t);
}

DRV_EXPORT CUresult cuTexRefSetMaxAnisotropy(CUtexref t, unsigned a) {
  DRV_NEED_CTX();
  if (!valid(t))
    return CUDA_ERROR_INVALID_VALUE;
  t->aniso = a;
  return rebind(t);
}

DRV_EXPORT CUresult cuTexRefGetAddressMode(CUaddress_mode *am, CUtexref t,
                                           int dim) {
  DRV_NEED_CTX();
  if (!am || !valid(t) || dim < 0 || dim > 2)
    return CUDA_ERROR_INVALID_VALUE;
  *am = t->am[dim];
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuTexRefGetFilterMode(CUfilter_mode *fm, CUtexref t) {
  DRV_NEED_CTX();
  if (!fm || !valid(t))
    return CUDA_ERROR_INVALID_VALUE;
  *fm = t->filter;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuTexRefGetFlags(unsigned *flags, CUtexref t) {
  DRV_NEED_CTX();
  if (!flags || !valid(t))
    return CUDA_ERROR_INVALID_VALUE;
  *flags = t->flags;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuTexRefGetFormat(CUarray_format *f, int *n, CUtexref t) {
  DRV_NEED_CTX();
  if (!valid(t) || (!f && !n))
    return CUDA_ERROR_INVALID_VALUE;
  if (f)
    *f = t->format;
  if (n)
    *n = t->nchan;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuTexRefGetArray(CUarray *a, CUtexref t) {
  DRV_NEED_CTX();
  if (!a || !valid(t))
    return CUDA_ERROR_INVALID_VALUE;
  if (!t->bound || t->res.resType != cudaResourceTypeArray)
    return CUDA_ERROR_INVALID_VALUE;
  *a = (CUarray)t->res.res.array.array;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuTexRefGetAddress(CUdeviceptr *p, CUtexref t) {
  DRV_NEED_CTX();
  if (!p || !valid(t))
    return CUDA_ERROR_INVALID_VALUE;
  if (!t->bound || t->res.resType == cudaResourceTypeArray)
    return CUDA_ERROR_INVALID_VALUE;
  *p = drv_dptr(t->res.resType == cudaResourceTypeLinear
                    ? t->res.res.linear.devPtr
                    : t->res.res.pitch2D.devPtr);
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuTexRefGetAddress_v2, cuTexRefGetAddress);

/* CUDA 2's texture units: only CU_PARAM_TR_DEFAULT, which changes nothing */
DRV_EXPORT CUresult cuParamSetTexRef(CUfunction f, int unit, CUtexref t) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  return unit == CU_PARAM_TR_DEFAULT && valid(t) ? CUDA_SUCCESS
                                                 : CUDA_ERROR_INVALID_VALUE;
}
