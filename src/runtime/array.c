/* CUDA arrays: channel descriptors, cudaMallocArray, cudaMalloc3DArray
 * (layered, cubemap, cubemap-layered), mipmapped arrays and their levels,
 * cudaFreeArray, cudaArrayGetInfo, cudaGetChannelDesc. An array's storage
 * is device memory (charged against the device's capacity, kind
 * RT_MEM_ARRAY in the allocation table) laid out as include/crt/
 * cucc_array.h says: rows of width * element bytes, no padding. Live arrays
 * are kept in a registry so that stale or foreign handles are refused. */
#include <stdlib.h>
#include <string.h>

#include "../profiler/prof.h"
#include "array.h"

static pthread_mutex_t reg_mu = PTHREAD_MUTEX_INITIALIZER;
static const void **reg; /* live arrays and mipmapped arrays */
static size_t nreg, capreg;

static bool reg_add(const void *p) {
  pthread_mutex_lock(&reg_mu);
  if (nreg == capreg) {
    size_t nc = capreg ? capreg * 2 : 64;
    const void **n = realloc(reg, nc * sizeof *n);
    if (!n) {
      pthread_mutex_unlock(&reg_mu);
      return false;
    }
    reg = n;
    capreg = nc;
  }
  reg[nreg++] = p;
  pthread_mutex_unlock(&reg_mu);
  return true;
}

static bool reg_find(const void *p, bool remove) {
  bool found = false;
  pthread_mutex_lock(&reg_mu);
  for (size_t i = 0; i < nreg; i++)
    if (reg[i] == p) {
      found = true;
      if (remove)
        reg[i] = reg[--nreg];
      break;
    }
  pthread_mutex_unlock(&reg_mu);
  return found;
}

bool rt_array_live(const struct cudaArray *a) {
  return a && reg_find(a, false) && a->magic == CUCC_ARRAY_MAGIC;
}

bool rt_mipmap_live(const struct cudaMipmappedArray *m) {
  return m && reg_find(m, false) && m->magic == CUCC_MIPMAP_MAGIC;
}

RT_EXPORT struct cudaChannelFormatDesc
cudaCreateChannelDesc(int x, int y, int z, int w,
                      enum cudaChannelFormatKind f) {
  struct cudaChannelFormatDesc d = {x, y, z, w, f};
  return d;
}

/* Bytes per element and channels of a format CUDA arrays accept (1, 2 or 4
 * channels of equal size); false otherwise. */
bool rt_format_size(const struct cudaChannelFormatDesc *d,
                        unsigned *elem, unsigned *channels) {
  int bits = d->x;
  unsigned n = 1;
  switch (d->f) {
  case cudaChannelFormatKindSigned:
  case cudaChannelFormatKindUnsigned:
    if (bits != 8 && bits != 16 && bits != 32)
      return false;
    break;
  case cudaChannelFormatKindFloat:
    if (bits != 16 && bits != 32)
      return false;
    break;
  default:
    if (d->f >= cudaChannelFormatKindUnsignedNormalized8X1 &&
        d->f <= cudaChannelFormatKindSignedNormalized16X4) {
      /* fixed formats: 8 or 16 bits, 1, 2 or 4 channels */
      int k = (d->f - cudaChannelFormatKindUnsignedNormalized8X1) % 6;
      *channels = k % 3 == 0 ? 1 : k % 3 == 1 ? 2 : 4;
      *elem = (k < 3 ? 1u : 2u) * *channels;
      return true;
    }
    return false;
  }
  if (d->y) {
    if (d->y != bits)
      return false;
    n = 2;
    if (d->z || d->w) {
      if (d->z != bits || d->w != bits)
        return false;
      n = 4;
    }
  } else if (d->z || d->w) {
    return false;
  }
  *elem = (unsigned)bits / 8 * n;
  *channels = n;
  return true;
}

/* Allocates one array (not registered). */
static cudaError_t new_array(struct cudaArray **out,
                             const struct cudaChannelFormatDesc *desc,
                             size_t w, size_t h, size_t d, unsigned flags) {
  unsigned elem, ch;
  if (!rt_format_size(desc, &elem, &ch))
    return cudaErrorInvalidChannelDescriptor;
  size_t rows = h ? h : 1, slices = d ? d : 1;
  size_t pitch = w * elem, slice = pitch * rows, bytes = slice * slices;
  struct cudaArray *a = calloc(1, sizeof *a);
  if (!a)
    return cudaErrorMemoryAllocation;
  void *data;
  cudaError_t e = rt_device_alloc(&data, bytes, RT_MEM_ARRAY, NULL);
  if (e) {
    free(a);
    return e;
  }
  memset(data, 0, bytes);
  *a = (struct cudaArray){CUCC_ARRAY_MAGIC, *desc, flags, elem, ch, w, h, d,
                          pitch, slice, data, NULL};
  *out = a;
  return cudaSuccess;
}

static void delete_array(struct cudaArray *a) {
  rt_mem m;
  if (rt_mem_remove(a->data, 1u << RT_MEM_ARRAY, &m))
    rt_mem_release(&m);
  a->magic = 0;
  free(a);
}

/* CUDA's shape rules and the H100's limits (cudaDeviceProp maxTexture*,
 * maxSurface* with cudaArraySurfaceLoadStore). */
static bool shape_ok(size_t w, size_t h, size_t d, unsigned flags) {
  bool layered = flags & cudaArrayLayered, cube = flags & cudaArrayCubemap;
  bool surf = flags & cudaArraySurfaceLoadStore;
  if (!w)
    return false;
  if (flags & cudaArrayTextureGather) {
    /* 2D arrays only */
    if (!h || d || layered || cube || w > 32768 || h > 32768)
      return false;
  }
  if (cube) {
    if (w != h || !d || (layered ? d % 6 != 0 : d != 6))
      return false;
    return layered ? w <= 32768 && d <= 2046 * 6 : w <= 32768;
  }
  if (layered) {
    if (!d)
      return false;
    if (!h) /* 1D layered */
      return w <= 32768 && d <= 2048;
    return w <= 32768 && h <= 32768 && d <= 2048;
  }
  if (!h) {
    if (d)
      return false;
    return w <= (surf ? 32768u : 131072u);
  }
  if (!d)
    return w <= 131072 && h <= 65536;
  /* maxTexture3D, or maxTexture3DAlt (8192 x 8192 x 32768) */
  return (w <= 16384 && h <= 16384 && d <= 16384) ||
         (w <= 8192 && h <= 8192 && d <= 32768);
}

#define KNOWN_FLAGS                                                            \
  (cudaArrayLayered | cudaArraySurfaceLoadStore | cudaArrayCubemap |           \
   cudaArrayTextureGather)

static cudaError_t alloc_checked(struct cudaArray **out,
                                 const struct cudaChannelFormatDesc *desc,
                                 size_t w, size_t h, size_t d,
                                 unsigned flags) {
  rt_init();
  cudaError_t st = rt_sticky();
  if (st)
    return st;
  if (!out || !desc)
    return cudaErrorInvalidValue;
  if ((flags & ~KNOWN_FLAGS) || !shape_ok(w, h, d, flags))
    return cudaErrorInvalidValue;
  st = rt_capture_unsafe_call();
  if (st)
    return st;
  struct cudaArray *a;
  cudaError_t e = new_array(&a, desc, w, h, d, flags);
  if (e)
    return e;
  if (!reg_add(a)) {
    delete_array(a);
    return cudaErrorMemoryAllocation;
  }
  *out = a;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaMallocArray(cudaArray_t *array,
                                      const struct cudaChannelFormatDesc *desc,
                                      size_t width, size_t height,
                                      unsigned int flags) {
  RT_PROF_API();
  /* no layered or cubemap arrays here (cudaMalloc3DArray makes them) */
  if (flags & (cudaArrayLayered | cudaArrayCubemap))
    return rt_error(cudaErrorInvalidValue);
  return rt_error(alloc_checked(array, desc, width, height, 0, flags));
}

RT_EXPORT cudaError_t
cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                  struct cudaExtent extent, unsigned int flags) {
  return rt_error(alloc_checked(array, desc, extent.width, extent.height,
                                extent.depth, flags));
}

RT_EXPORT cudaError_t cudaFreeArray(cudaArray_t array) {
  RT_PROF_API();
  rt_init();
  if (!array)
    return cudaSuccess;
  rt_engine_sync(); /* as cudaFree: the device is synchronized */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!reg_find(array, false) || array->magic != CUCC_ARRAY_MAGIC)
    return rt_error(cudaErrorInvalidResourceHandle);
  if (array->owner) /* a level: its mipmapped array frees it (an H100 says
                       success too) */
    return cudaSuccess;
  reg_find(array, true);
  delete_array(array);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc,
                                       struct cudaExtent *extent,
                                       unsigned int *flags,
                                       cudaArray_t array) {
  rt_init();
  if (!rt_array_live(array)) /* NULL too, as on an H100 */
    return rt_error(cudaErrorInvalidResourceHandle);
  if (desc)
    *desc = array->desc;
  if (extent)
    *extent = (struct cudaExtent){array->width, array->height, array->depth};
  if (flags)
    *flags = array->flags;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc,
                                         cudaArray_const_t array) {
  rt_init();
  if (!desc)
    return rt_error(cudaErrorInvalidValue);
  if (!rt_array_live(array))
    return rt_error(cudaErrorInvalidResourceHandle);
  *desc = array->desc;
  return cudaSuccess;
}

/* ---- mipmapped arrays ---- */

static unsigned max_levels(size_t w, size_t h, size_t d, unsigned flags) {
  size_t m = w;
  if (h > m)
    m = h;
  if (!(flags & (cudaArrayLayered | cudaArrayCubemap)) && d > m)
    m = d; /* layers and faces do not shrink */
  unsigned n = 1;
  while (m >>= 1)
    n++;
  return n;
}

static size_t halve(size_t v, unsigned l) {
  if (!v)
    return 0;
  v >>= l;
  return v ? v : 1;
}

RT_EXPORT cudaError_t cudaMallocMipmappedArray(
    cudaMipmappedArray_t *mipmappedArray,
    const struct cudaChannelFormatDesc *desc, struct cudaExtent extent,
    unsigned int numLevels, unsigned int flags) {
  rt_init();
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!mipmappedArray || !desc)
    return rt_error(cudaErrorInvalidValue);
  size_t w = extent.width, h = extent.height, d = extent.depth;
  if ((flags & ~KNOWN_FLAGS) || (flags & cudaArrayTextureGather) ||
      !shape_ok(w, h, d, flags))
    return rt_error(cudaErrorInvalidValue);
  unsigned maxl = max_levels(w, h, d, flags);
  if (numLevels == 0)
    numLevels = 1;
  if (numLevels > maxl)
    numLevels = maxl;
  struct cudaMipmappedArray *m = calloc(1, sizeof *m);
  if (!m)
    return rt_error(cudaErrorMemoryAllocation);
  m->magic = CUCC_MIPMAP_MAGIC;
  bool keep_d = flags & (cudaArrayLayered | cudaArrayCubemap);
  for (unsigned l = 0; l < numLevels; l++) {
    struct cudaArray *a;
    cudaError_t e = new_array(&a, desc, halve(w, l), halve(h, l),
                              keep_d ? d : halve(d, l), flags);
    if (!e && !reg_add(a)) {
      delete_array(a);
      e = cudaErrorMemoryAllocation;
    }
    if (e) {
      for (unsigned k = 0; k < m->nlevels; k++) {
        reg_find(m->levels[k], true);
        delete_array(m->levels[k]);
      }
      free(m);
      return rt_error(e);
    }
    a->owner = m;
    m->levels[m->nlevels++] = a;
  }
  if (!reg_add(m)) {
    for (unsigned k = 0; k < m->nlevels; k++) {
      reg_find(m->levels[k], true);
      delete_array(m->levels[k]);
    }
    free(m);
    return rt_error(cudaErrorMemoryAllocation);
  }
  *mipmappedArray = m;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaGetMipmappedArrayLevel(
    cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray,
    unsigned int level) {
  rt_init();
  if (!levelArray || !rt_mipmap_live(mipmappedArray))
    return rt_error(cudaErrorInvalidValue);
  if (level >= mipmappedArray->nlevels)
    return rt_error(cudaErrorInvalidValue);
  *levelArray = mipmappedArray->levels[level];
  return cudaSuccess;
}

RT_EXPORT cudaError_t
cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray) {
  rt_init();
  if (!mipmappedArray)
    return cudaSuccess;
  rt_engine_sync();
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!rt_mipmap_live(mipmappedArray))
    return rt_error(cudaErrorInvalidValue);
  reg_find(mipmappedArray, true);
  for (unsigned k = 0; k < mipmappedArray->nlevels; k++) {
    reg_find(mipmappedArray->levels[k], true);
    delete_array(mipmappedArray->levels[k]);
  }
  mipmappedArray->magic = 0;
  free(mipmappedArray);
  return cudaSuccess;
}
