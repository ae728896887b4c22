/* Texture objects: cudaCreateTextureObject validates the resource and
 * texture descriptors as CUDA does and fills a cucc_texture (the object's
 * handle is its address) with what the device-side fetch functions of
 * include/crt/cucc_texture_fetch.h need: the texel format and the geometry
 * of every mipmap level; cudaDestroyTextureObject and the getters. Live
 * objects are kept in a registry so that stale handles are refused. */
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "internal.h"

static pthread_mutex_t tex_mu = PTHREAD_MUTEX_INITIALIZER;
static cucc_texture **live;
static size_t nlive, caplive;

static bool tex_add(cucc_texture *t) {
  pthread_mutex_lock(&tex_mu);
  if (nlive == caplive) {
    size_t nc = caplive ? caplive * 2 : 64;
    cucc_texture **n = realloc(live, nc * sizeof *n);
    if (!n) {
      pthread_mutex_unlock(&tex_mu);
      return false;
    }
    live = n;
    caplive = nc;
  }
  live[nlive++] = t;
  pthread_mutex_unlock(&tex_mu);
  return true;
}

static cucc_texture *tex_find(cudaTextureObject_t o, bool remove) {
  cucc_texture *t = (cucc_texture *)(uintptr_t)o, *found = NULL;
  pthread_mutex_lock(&tex_mu);
  for (size_t i = 0; i < nlive; i++)
    if (live[i] == t) {
      found = t;
      if (remove)
        live[i] = live[--nlive];
      break;
    }
  pthread_mutex_unlock(&tex_mu);
  return found;
}

_Static_assert(
    sizeof(cucc_texture) == CUCC_TEXTURE_SIZE,
    "CUCC_TEXTURE_SIZE (common/cucc_abi.h) must follow cucc_texture");

/* What an unbound texture reference (texture_reference.c), or a handle that
 * is no live texture object (rt_tex_resolve: src/lower/textures.c resolves
 * kernel arguments before any thread runs, whether or not a thread then
 * fetches), reads: zeros. */
static const float zero_texel[4];
const cucc_texture rt_empty_texture = {
    .magic = CUCC_TEXTURE_MAGIC,
    .kind = CUCC_TEXEL_FLOAT,
    .bits = 32,
    .nch = 4,
    .elem = 16,
    .nlevels = 1,
    .lv = {{(const char *)zero_texel, 1, 1, 1, sizeof zero_texel,
            sizeof zero_texel}},
};

const void *rt_tex_resolve(uint64_t handle) {
  const cucc_texture *t = tex_find(handle, false);
  return t ? t : &rt_empty_texture;
}

/* The texel format: 1, 2 or 4 channels of 8, 16 or 32 bits (16 or 32 for
 * floats), all alike. */
static bool texel_format(const struct cudaChannelFormatDesc *d,
                         cucc_texture *t) {
  int b = d->x;
  if (b != 8 && b != 16 && b != 32)
    return false;
  unsigned n = 1;
  if (d->y) {
    if (d->y != b)
      return false;
    n = 2;
    if (d->z || d->w) {
      if (d->z != b || d->w != b)
        return false;
      n = 4;
    }
  } else if (d->z || d->w) {
    return false;
  }
  switch (d->f) {
  case cudaChannelFormatKindSigned:
    t->kind = CUCC_TEXEL_SIGNED;
    break;
  case cudaChannelFormatKindUnsigned:
    t->kind = CUCC_TEXEL_UNSIGNED;
    break;
  case cudaChannelFormatKindFloat:
    if (b == 8)
      return false;
    t->kind = b == 16 ? CUCC_TEXEL_HALF : CUCC_TEXEL_FLOAT;
    break;
  default:
    return false;
  }
  t->bits = (unsigned)b;
  t->nch = n;
  t->elem = n * (unsigned)b / 8;
  return true;
}

static void level_of_array(struct cucc_tex_level *l,
                           const struct cudaArray *a) {
  l->data = a->data;
  l->w = (int)a->width;
  l->h = (int)rt_array_rows(a);
  l->d = (int)rt_array_slices(a);
  l->pitch = a->pitch;
  l->slice = a->slice;
}

static cudaError_t fill(cucc_texture *t, const struct cudaResourceDesc *r) {
  struct cudaDeviceProp p;
  cudaError_t e = cudaGetDeviceProperties(&p, 0);
  if (e != cudaSuccess)
    return e;
  switch (r->resType) {
  case cudaResourceTypeLinear: {
    const void *ptr = r->res.linear.devPtr;
    if (!ptr || (uintptr_t)ptr % p.textureAlignment)
      return cudaErrorInvalidValue;
    if (!texel_format(&r->res.linear.desc, t))
      return cudaErrorInvalidChannelDescriptor;
    /* CUDA 13 checks no size here (0 and over the limit are accepted) */
    size_t n = r->res.linear.sizeInBytes / t->elem;
    t->lv[0] = (struct cucc_tex_level){ptr, (int)n, 1, 1, 0, 0};
    break;
  }
  case cudaResourceTypePitch2D: {
    const void *ptr = r->res.pitch2D.devPtr;
    size_t w = r->res.pitch2D.width, h = r->res.pitch2D.height;
    size_t pitch = r->res.pitch2D.pitchInBytes;
    if (!ptr || (uintptr_t)ptr % p.textureAlignment)
      return cudaErrorInvalidValue;
    if (!texel_format(&r->res.pitch2D.desc, t))
      return cudaErrorInvalidChannelDescriptor;
    /* as CUDA 13: a width or height of 0, or a pitch below the row, pass */
    if (w > (size_t)p.maxTexture2DLinear[0] ||
        h > (size_t)p.maxTexture2DLinear[1] ||
        pitch > (size_t)p.maxTexture2DLinear[2] ||
        pitch % p.texturePitchAlignment)
      return cudaErrorInvalidValue;
    t->lv[0] = (struct cucc_tex_level){ptr, (int)w, (int)h, 1, pitch, 0};
    break;
  }
  case cudaResourceTypeArray: {
    const struct cudaArray *a = r->res.array.array;
    if (!rt_array_live(a))
      return cudaErrorInvalidResourceHandle;
    if (!texel_format(&a->desc, t))
      return cudaErrorInvalidChannelDescriptor;
    t->flags = a->flags;
    level_of_array(&t->lv[0], a);
    break;
  }
  case cudaResourceTypeMipmappedArray: {
    const struct cudaMipmappedArray *m = r->res.mipmap.mipmap;
    if (!rt_mipmap_live(m) || m->nlevels == 0 || !m->levels[0])
      return cudaErrorInvalidResourceHandle;
    if (!texel_format(&m->levels[0]->desc, t))
      return cudaErrorInvalidChannelDescriptor;
    t->flags = m->levels[0]->flags;
    for (unsigned i = 0; i < m->nlevels && i < CUCC_MAX_MIP_LEVELS; i++)
      level_of_array(&t->lv[i], m->levels[i]);
    t->nlevels = m->nlevels;
    break;
  }
  default:
    return cudaErrorInvalidValue;
  }
  if (!t->nlevels)
    t->nlevels = 1;
  return cudaSuccess;
}

/* The texture descriptor's checks, with CUDA 13's codes (measured on an
 * H100; an unknown read mode passes and reads as element type). */
static cudaError_t valid_desc(const struct cudaTextureDesc *d,
                              const cucc_texture *t) {
  for (int i = 0; i < 3; i++)
    if ((unsigned)d->addressMode[i] > cudaAddressModeBorder)
      return cudaErrorInvalidValue;
  if ((unsigned)d->filterMode > cudaFilterModeLinear ||
      (unsigned)d->mipmapFilterMode > cudaFilterModeLinear)
    return cudaErrorInvalidValue;
  bool integer = t->kind == CUCC_TEXEL_SIGNED || t->kind == CUCC_TEXEL_UNSIGNED;
  bool normread = d->readMode == cudaReadModeNormalizedFloat;
  /* linear filtering returns floats (checked first: 32-bit integers with
   * normalized-float reads and linear filtering give this error) */
  if (d->filterMode == cudaFilterModeLinear && integer &&
      (!normread || t->bits == 32))
    return cudaErrorInvalidFilterSetting;
  /* normalized-float reads: 8- and 16-bit integers only */
  if (normread && (!integer || t->bits == 32))
    return cudaErrorInvalidNormSetting;
  /* seamless filtering needs a cubemap (CUDA 13: also with point
   * filtering, tests/reference/probe_cubemap.cu) */
  if (d->seamlessCubemap && !(t->flags & cudaArrayCubemap))
    return cudaErrorInvalidValue;
  /* sRGB is accepted for every format: it applies to 8-bit unsigned
   * texels under normalized-float reads only (crt/cucc_texture_fetch.h) */
  return cudaSuccess;
}

/* The fast path's descriptor (crt/cucc_texture_fetch.h, fast_*): where a
 * fetch's result is the texel's bytes (float texels, or element-type reads
 * of integer ones) and, for point sampling, the address modes. */
static void fast_desc(cucc_texture *t) {
  bool integer = t->kind == CUCC_TEXEL_SIGNED || t->kind == CUCC_TEXEL_UNSIGNED;
  bool normread = t->tex.readMode == cudaReadModeNormalizedFloat;
  unsigned f = 0;
  memset(t->fborder, 0, sizeof t->fborder);
  if (t->kind == CUCC_TEXEL_FLOAT) {
    f = CUCC_TEX_FAST_RAW;
    memcpy(t->fborder, t->tex.borderColor, sizeof t->fborder);
  } else if (integer && !normread) {
    f = CUCC_TEX_FAST_RAW;
  }
  if (!f || t->tex.sRGB) { /* sRGB textures take the generic path */
    t->fast = 0;
    return;
  }
  /* linear filtering applies to float results only */
  bool linear = t->tex.filterMode == cudaFilterModeLinear && !integer;
  const struct cucc_tex_level *l = &t->lv[0];
  if (l->w >= 1 && l->w < (1 << 23) && l->h >= 1 && l->h < (1 << 23) &&
      l->d >= 1 && l->d < (1 << 23))
    f |= linear ? CUCC_TEX_FAST_LINEAR : CUCC_TEX_FAST_POINT;
  if (t->tex.normalizedCoords)
    f |= CUCC_TEX_FAST_NORM;
  for (int d = 0; d < 3; d++) {
    int am = t->tex.addressMode[d];
    if (am == cudaAddressModeBorder)
      f |= CUCC_TEX_FAST_BORDER0 << d;
    else if (t->tex.normalizedCoords && am != cudaAddressModeClamp)
      f |= CUCC_TEX_FAST_WRAP0 << d; /* wrap, mirror */
  }
  f |= (t->nch << 4 | t->bits / 8) << 16;
  t->fast = f;
}

RT_EXPORT cudaError_t cudaCreateTextureObject(
    cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc,
    const struct cudaTextureDesc *pTexDesc,
    const struct cudaResourceViewDesc *pResViewDesc) {
  if (!pTexObject || !pResDesc)
    return rt_error(cudaErrorInvalidValue);
  if (!pTexDesc)
    return rt_error(cudaErrorInvalidResourceHandle);
  cucc_texture *t = calloc(1, sizeof *t);
  if (!t)
    return rt_error(cudaErrorMemoryAllocation);
  cudaError_t e = fill(t, pResDesc);
  if (e == cudaSuccess)
    e = valid_desc(pTexDesc, t);
  /* views apply to arrays only (CUDA ignores one given for memory) */
  if (e == cudaSuccess && pResViewDesc &&
      (pResDesc->resType == cudaResourceTypeArray ||
       pResDesc->resType == cudaResourceTypeMipmappedArray)) {
    {
      const struct cudaResourceViewDesc *v = pResViewDesc;
      unsigned first = v->firstMipmapLevel, last = v->lastMipmapLevel;
      if (first > last || last >= t->nlevels)
        e = cudaErrorInvalidValue;
      else {
        memmove(&t->lv[0], &t->lv[first], (last - first + 1) * sizeof t->lv[0]);
        t->nlevels = last - first + 1;
      }
      if (e == cudaSuccess && (t->flags & cudaArrayLayered)) {
        unsigned per = (t->flags & cudaArrayCubemap) ? 6 : 1;
        unsigned fl = v->firstLayer, ll = v->lastLayer;
        if (fl > ll || (ll + 1) * per > (unsigned)t->lv[0].d)
          e = cudaErrorInvalidValue;
        else
          for (unsigned i = 0; i < t->nlevels; i++) {
            t->lv[i].data += (size_t)fl * per * t->lv[i].slice;
            t->lv[i].d = (int)((ll - fl + 1) * per);
          }
      }
      t->view = *v;
      t->has_view = 1;
    }
  }
  if (e == cudaSuccess && !tex_add(t))
    e = cudaErrorMemoryAllocation;
  if (e != cudaSuccess) {
    free(t);
    return rt_error(e);
  }
  t->magic = CUCC_TEXTURE_MAGIC;
  t->res = *pResDesc;
  t->tex = *pTexDesc;
  /* the getter answers 1 for these flags (as CUDA 13) */
  t->tex.sRGB = pTexDesc->sRGB != 0;
  t->tex.seamlessCubemap = pTexDesc->seamlessCubemap != 0;
  t->tex.disableTrilinearOptimization =
      pTexDesc->disableTrilinearOptimization != 0;
  fast_desc(t);
  *pTexObject = (cudaTextureObject_t)(uintptr_t)t;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject) {
  if (!texObject)
    return cudaSuccess;
  cucc_texture *t = tex_find(texObject, true);
  if (!t)
    return rt_error(cudaErrorInvalidValue);
  t->magic = 0;
  free(t);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetTextureObjectResourceDesc(
    struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject) {
  cucc_texture *t = tex_find(texObject, false);
  if (!pResDesc || !t)
    return rt_error(cudaErrorInvalidValue);
  *pResDesc = t->res;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetTextureObjectTextureDesc(
    struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject) {
  cucc_texture *t = tex_find(texObject, false);
  if (!pTexDesc || !t)
    return rt_error(cudaErrorInvalidValue);
  *pTexDesc = t->tex;
  /* as CUDA 13: the border color only where a border mode uses it */
  bool border = false;
  for (int i = 0; i < 3; i++)
    border |= t->tex.addressMode[i] == cudaAddressModeBorder;
  if (!border)
    memset(pTexDesc->borderColor, 0, sizeof pTexDesc->borderColor);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetTextureObjectResourceViewDesc(
    struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject) {
  cucc_texture *t = tex_find(texObject, false);
  if (!pResViewDesc || !t)
    return rt_error(cudaErrorInvalidValue);
  if (t->has_view) {
    *pResViewDesc = t->view;
  } else {
    /* what CUDA 13 answers for a linear float texture without a view */
    memset(pResViewDesc, 0, sizeof *pResViewDesc);
    pResViewDesc->format = cudaResViewFormatUnsignedChar1;
    pResViewDesc->width = 1;
  }
  return cudaSuccess;
}
