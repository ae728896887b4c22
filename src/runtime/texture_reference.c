/* Texture and surface references (CUDA <= 11, described by the programming
 * guide 4.2, 3.2.10): the runtime side of `texture<T, dim, mode> texRef;`
 * and `surface<void, dim> surfRef;` at file scope.
 *
 * clang treats such variables (their class templates carry
 * device_builtin_texture_type / device_builtin_surface_type, see
 * include/crt/cucc_texture_references.h) as device variables: the device
 * image holds an 8-byte global of the same name, and the host code calls
 * __cudaRegisterTexture / __cudaRegisterSurface with the host variable (a
 * textureReference / surfaceReference whose fields host code sets) and that
 * name. The device global holds a texture object (the address of a
 * cucc_texture) or a surface object; the device-side functions of the
 * references fetch through it with the texture/surface object code. The
 * cudaBind* calls create that object from the reference's fields and store
 * it in the global(s); as in CUDA, host code may change the fields of a
 * bound reference (texRef.filterMode = ...) and the next launch uses them
 * (rt_texref_sync makes a new object then). An unbound reference reads
 * zeros (textures) or traps (surfaces). */
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "internal.h"

/* ---- what an unbound reference reads ---------------------------------- */

/* textures: rt_empty_texture (texture.c) */
static struct cudaArray unbound_array; /* 0 wide: every access is outside */
static cucc_surface unbound_surf = {
    .magic = CUCC_SURFACE_MAGIC,
    .res = {.resType = cudaResourceTypeArray,
            .res = {.array = {&unbound_array}}},
};

/* ---- the registry ------------------------------------------------------ */

typedef struct ref {
  const void *host; /* textureReference or surfaceReference */
  char *name;
  bool surface;
  int dim, norm;
  void ***slots; /* the device globals (one per image that declares it) */
  size_t nslots;
  unsigned long long obj; /* texture or surface object; 0: unbound */
  size_t offset;          /* cudaGetTextureAlignmentOffset */
  /* textures: what obj was made of (the fields of host as they were) */
  struct cudaResourceDesc res;
  struct cudaTextureDesc desc;
} ref;

static pthread_mutex_t ref_mu = PTHREAD_MUTEX_INITIALIZER;
static ref **refs;
static size_t nrefs, caprefs;
static _Atomic int nbound_tex; /* texture references bound now */

static void do_register(void **handle, const void *host, const char *name,
                        bool surface, int dim, int norm) {
  rt_module *m = (rt_module *)handle;
  void **slot = m && m->dl && name ? dlsym(m->dl, name) : NULL;
  pthread_mutex_lock(&ref_mu);
  ref *r = NULL;
  for (size_t i = 0; i < nrefs && !r; i++)
    if (refs[i]->host == host)
      r = refs[i];
  if (!r && nrefs == caprefs) {
    size_t nc = caprefs ? caprefs * 2 : 16;
    ref **n = realloc(refs, nc * sizeof *n);
    if (n) {
      refs = n;
      caprefs = nc;
    }
  }
  if (!r && nrefs < caprefs && (r = calloc(1, sizeof *r))) {
    r->host = host;
    r->name = name ? strdup(name) : NULL;
    r->surface = surface;
    r->dim = dim;
    r->norm = norm;
    refs[nrefs++] = r;
  }
  if (r && slot) {
    void ***n = realloc(r->slots, (r->nslots + 1) * sizeof *n);
    if (n) {
      r->slots = n;
      r->slots[r->nslots++] = slot;
      *slot = r->obj ? (void *)(uintptr_t)r->obj
              : surface ? (void *)&unbound_surf
                        : (void *)&rt_empty_texture;
    }
  }
  pthread_mutex_unlock(&ref_mu);
}

RT_EXPORT void __cudaRegisterTexture(void **handle,
                                     const struct textureReference *hostVar,
                                     const void **deviceAddress,
                                     const char *deviceName, int dim, int norm,
                                     int ext) {
  (void)deviceAddress, (void)ext;
  do_register(handle, hostVar, deviceName, false, dim, norm);
}

RT_EXPORT void __cudaRegisterSurface(void **handle,
                                     const struct surfaceReference *hostVar,
                                     const void **deviceAddress,
                                     const char *deviceName, int dim,
                                     int ext) {
  (void)deviceAddress, (void)ext;
  do_register(handle, hostVar, deviceName, true, dim, 0);
}

/* The reference registered for host variable p, or (names as CUDA 4 took
 * them) named p. */
static ref *find(const void *p, bool surface) {
  ref *r = NULL;
  if (!p)
    return NULL;
  pthread_mutex_lock(&ref_mu);
  for (size_t i = 0; i < nrefs && !r; i++)
    if (refs[i]->host == p && refs[i]->surface == surface)
      r = refs[i];
  for (size_t i = 0; i < nrefs && !r; i++)
    if (refs[i]->surface == surface && refs[i]->name &&
        strncmp(refs[i]->name, (const char *)p, strlen(refs[i]->name) + 1) ==
            0)
      r = refs[i];
  pthread_mutex_unlock(&ref_mu);
  return r;
}

/* Makes r refer to object o (0: unbound) once the kernels that may use the
 * old one are done, and releases the old one. */
static void rebind(ref *r, unsigned long long o, size_t offset) {
  rt_engine_sync();
  pthread_mutex_lock(&ref_mu);
  unsigned long long old = r->obj;
  if (!r->surface)
    nbound_tex += (o != 0) - (old != 0);
  r->obj = o;
  r->offset = offset;
  void *v = o ? (void *)(uintptr_t)o
              : r->surface ? (void *)&unbound_surf
                           : (void *)&rt_empty_texture;
  for (size_t i = 0; i < r->nslots; i++)
    *r->slots[i] = v;
  pthread_mutex_unlock(&ref_mu);
  if (old && r->surface)
    cudaDestroySurfaceObject(old);
  else if (old)
    cudaDestroyTextureObject(old);
}

/* ---- textures ---------------------------------------------------------- */

/* The texture descriptor of reference r's fields as they are now. */
static void desc_of(const ref *r, struct cudaTextureDesc *out) {
  const struct textureReference *t = r->host;
  struct cudaTextureDesc d;
  memset(&d, 0, sizeof d);
  for (int i = 0; i < 3; i++)
    d.addressMode[i] = t->addressMode[i];
  d.filterMode = t->filterMode;
  d.readMode = r->norm ? cudaReadModeNormalizedFloat : cudaReadModeElementType;
  d.sRGB = t->sRGB;
  d.normalizedCoords = t->normalized;
  d.maxAnisotropy = t->maxAnisotropy;
  d.mipmapFilterMode = t->mipmapFilterMode;
  d.mipmapLevelBias = t->mipmapLevelBias;
  d.minMipmapLevelClamp = t->minMipmapLevelClamp;
  d.maxMipmapLevelClamp = t->maxMipmapLevelClamp;
  d.disableTrilinearOptimization = t->disableTrilinearOptimization;
  *out = d;
}

static cudaError_t bind_tex(const struct textureReference *t,
                            const struct cudaResourceDesc *res,
                            size_t offset) {
  ref *r = find(t, false);
  if (!r || r->host != t)
    return rt_error(cudaErrorInvalidTexture);
  struct cudaTextureDesc d;
  desc_of(r, &d);
  cudaTextureObject_t o;
  cudaError_t e = cudaCreateTextureObject(&o, res, &d, NULL);
  if (e != cudaSuccess)
    return e;
  rebind(r, o, offset);
  pthread_mutex_lock(&ref_mu);
  r->res = *res;
  r->desc = d;
  pthread_mutex_unlock(&ref_mu);
  return cudaSuccess;
}

void rt_texref_sync(void) {
  if (!nbound_tex)
    return;
  for (size_t i = 0;; i++) {
    /* the next bound reference whose fields changed; its descriptor is
     * taken as seen, so that fields CUDA refuses are not retried */
    ref *r = NULL;
    struct cudaTextureDesc d;
    struct cudaResourceDesc res = {0};
    size_t offset = 0;
    pthread_mutex_lock(&ref_mu);
    for (; i < nrefs && !r; i++) {
      ref *q = refs[i];
      if (q->surface || !q->obj)
        continue;
      desc_of(q, &d);
      if (memcmp(&d, &q->desc, sizeof d)) {
        r = q;
        r->desc = d;
        res = r->res;
        offset = r->offset;
      }
    }
    pthread_mutex_unlock(&ref_mu);
    if (!r)
      return;
    i--;
    /* refused fields leave the old object, and the application's last
     * error stays */
    cudaTextureObject_t o;
    cudaError_t pending = cudaPeekAtLastError();
    if (cudaCreateTextureObject(&o, &res, &d, NULL) == cudaSuccess) {
      rebind(r, o, offset);
    } else {
      cudaGetLastError();
      rt_error(pending);
    }
  }
}

/* The texture base for devPtr: rounded down to the texture alignment; the
 * byte offset from there goes to *offset (which may be NULL only when it is
 * 0, as CUDA says). */
static cudaError_t aligned_base(const void *devPtr, size_t *offset,
                                const char **base, size_t *off) {
  struct cudaDeviceProp p;
  cudaError_t e = cudaGetDeviceProperties(&p, 0);
  if (e != cudaSuccess)
    return e;
  if (!devPtr)
    return cudaErrorInvalidValue;
  *off = (uintptr_t)devPtr % p.textureAlignment;
  *base = (const char *)devPtr - *off;
  if (*off && !offset)
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaBindTexture(size_t *offset,
                                      const struct textureReference *texref,
                                      const void *devPtr,
                                      const struct cudaChannelFormatDesc *desc,
                                      size_t size) {
  rt_init();
  if (!texref)
    return rt_error(cudaErrorInvalidTexture);
  if (!desc)
    return rt_error(cudaErrorInvalidChannelDescriptor);
  unsigned elem, ch;
  if (!rt_format_size(desc, &elem, &ch))
    return rt_error(cudaErrorInvalidChannelDescriptor);
  const char *base;
  size_t off;
  cudaError_t e = aligned_base(devPtr, offset, &base, &off);
  if (e != cudaSuccess)
    return rt_error(e);
  struct cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  /* the C++ overloads' default size is UINT_MAX: at most the texels a 1D
   * linear texture may have */
  size_t max = (size_t)p.maxTexture1DLinear * elem;
  size_t bytes = size > max - off ? max : size + off;
  struct cudaResourceDesc res;
  memset(&res, 0, sizeof res);
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = (void *)base;
  res.res.linear.desc = *desc;
  res.res.linear.sizeInBytes = bytes;
  e = bind_tex(texref, &res, off);
  if (e == cudaSuccess && offset)
    *offset = off;
  return e;
}

RT_EXPORT cudaError_t cudaBindTexture2D(
    size_t *offset, const struct textureReference *texref, const void *devPtr,
    const struct cudaChannelFormatDesc *desc, size_t width, size_t height,
    size_t pitch) {
  rt_init();
  if (!texref)
    return rt_error(cudaErrorInvalidTexture);
  if (!desc)
    return rt_error(cudaErrorInvalidChannelDescriptor);
  unsigned elem, ch;
  if (!rt_format_size(desc, &elem, &ch))
    return rt_error(cudaErrorInvalidChannelDescriptor);
  const char *base;
  size_t off;
  cudaError_t e = aligned_base(devPtr, offset, &base, &off);
  if (e == cudaSuccess && off % elem)
    e = cudaErrorInvalidValue;
  if (e != cudaSuccess)
    return rt_error(e);
  struct cudaResourceDesc res;
  memset(&res, 0, sizeof res);
  res.resType = cudaResourceTypePitch2D;
  res.res.pitch2D.devPtr = (void *)base;
  res.res.pitch2D.desc = *desc;
  res.res.pitch2D.width = width + off / elem;
  res.res.pitch2D.height = height;
  res.res.pitch2D.pitchInBytes = pitch;
  e = bind_tex(texref, &res, off);
  if (e == cudaSuccess && offset)
    *offset = off;
  return e;
}

RT_EXPORT cudaError_t
cudaBindTextureToArray(const struct textureReference *texref,
                       cudaArray_const_t array,
                       const struct cudaChannelFormatDesc *desc) {
  rt_init();
  if (!texref)
    return rt_error(cudaErrorInvalidTexture);
  if (!desc)
    return rt_error(cudaErrorInvalidChannelDescriptor);
  struct cudaResourceDesc res;
  memset(&res, 0, sizeof res);
  res.resType = cudaResourceTypeArray;
  res.res.array.array = (cudaArray_t)array;
  return bind_tex(texref, &res, 0);
}

RT_EXPORT cudaError_t cudaBindTextureToMipmappedArray(
    const struct textureReference *texref,
    cudaMipmappedArray_const_t mipmappedArray,
    const struct cudaChannelFormatDesc *desc) {
  rt_init();
  if (!texref)
    return rt_error(cudaErrorInvalidTexture);
  if (!desc)
    return rt_error(cudaErrorInvalidChannelDescriptor);
  struct cudaResourceDesc res;
  memset(&res, 0, sizeof res);
  res.resType = cudaResourceTypeMipmappedArray;
  res.res.mipmap.mipmap = (cudaMipmappedArray_t)mipmappedArray;
  return bind_tex(texref, &res, 0);
}

RT_EXPORT cudaError_t cudaUnbindTexture(const struct textureReference *texref) {
  rt_init();
  ref *r = find(texref, false);
  if (!r || r->host != texref)
    return rt_error(cudaErrorInvalidTexture);
  rebind(r, 0, 0);
  return cudaSuccess;
}

RT_EXPORT cudaError_t
cudaGetTextureAlignmentOffset(size_t *offset,
                              const struct textureReference *texref) {
  rt_init();
  ref *r = find(texref, false);
  if (!r || r->host != texref)
    return rt_error(cudaErrorInvalidTexture);
  if (!offset)
    return rt_error(cudaErrorInvalidValue);
  pthread_mutex_lock(&ref_mu);
  bool bound = r->obj != 0;
  size_t off = r->offset;
  pthread_mutex_unlock(&ref_mu);
  if (!bound)
    return rt_error(cudaErrorInvalidTextureBinding);
  *offset = off;
  return cudaSuccess;
}

RT_EXPORT cudaError_t
cudaGetTextureReference(const struct textureReference **texref,
                        const void *symbol) {
  rt_init();
  if (!texref)
    return rt_error(cudaErrorInvalidValue);
  ref *r = find(symbol, false);
  if (!r)
    return rt_error(cudaErrorInvalidTexture);
  *texref = r->host;
  return cudaSuccess;
}

/* ---- surfaces ---------------------------------------------------------- */

RT_EXPORT cudaError_t
cudaBindSurfaceToArray(const struct surfaceReference *surfref,
                       cudaArray_const_t array,
                       const struct cudaChannelFormatDesc *desc) {
  rt_init();
  ref *r = find(surfref, true);
  if (!r || r->host != surfref)
    return rt_error(cudaErrorInvalidSurface);
  if (!desc)
    return rt_error(cudaErrorInvalidChannelDescriptor);
  struct cudaResourceDesc res;
  memset(&res, 0, sizeof res);
  res.resType = cudaResourceTypeArray;
  res.res.array.array = (cudaArray_t)array;
  cudaSurfaceObject_t o;
  cudaError_t e = cudaCreateSurfaceObject(&o, &res);
  if (e != cudaSuccess)
    return e;
  rebind(r, o, 0);
  return cudaSuccess;
}

RT_EXPORT cudaError_t
cudaGetSurfaceReference(const struct surfaceReference **surfref,
                        const void *symbol) {
  rt_init();
  if (!surfref)
    return rt_error(cudaErrorInvalidValue);
  ref *r = find(symbol, true);
  if (!r)
    return rt_error(cudaErrorInvalidSurface);
  *surfref = r->host;
  return cudaSuccess;
}
