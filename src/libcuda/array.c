/* Driver API: CUDA arrays (the runtime's cudaArray_t), 2D and 3D copies in
 * bytes (converted to the runtime's 3D copy, whose array positions and
 * extents count elements), and texture and surface objects. */
#include <string.h>

#include "drv.h"

static int format_bytes(CUarray_format f) {
  switch (f) {
  case CU_AD_FORMAT_UNSIGNED_INT8: case CU_AD_FORMAT_SIGNED_INT8: return 1;
  case CU_AD_FORMAT_UNSIGNED_INT16: case CU_AD_FORMAT_SIGNED_INT16:
  case CU_AD_FORMAT_HALF: return 2;
  case CU_AD_FORMAT_UNSIGNED_INT32: case CU_AD_FORMAT_SIGNED_INT32:
  case CU_AD_FORMAT_FLOAT: return 4;
  default: return 0;
  }
}

bool drv_channel_desc(CUarray_format f, unsigned nc,
                      struct cudaChannelFormatDesc *d) {
  int b = format_bytes(f) * 8;
  if (!b || (nc != 1 && nc != 2 && nc != 4))
    return false;
  enum cudaChannelFormatKind k =
      f == CU_AD_FORMAT_FLOAT || f == CU_AD_FORMAT_HALF ? cudaChannelFormatKindFloat
      : f == CU_AD_FORMAT_SIGNED_INT8 || f == CU_AD_FORMAT_SIGNED_INT16 ||
              f == CU_AD_FORMAT_SIGNED_INT32
          ? cudaChannelFormatKindSigned
          : cudaChannelFormatKindUnsigned;
  *d = (struct cudaChannelFormatDesc){b, nc > 1 ? b : 0, nc > 2 ? b : 0,
                                      nc > 3 ? b : 0, k};
  return true;
}

static CUarray_format format_of(const struct cudaChannelFormatDesc *d) {
  int b = d->x;
  if (d->f == cudaChannelFormatKindFloat)
    return b == 16 ? CU_AD_FORMAT_HALF : CU_AD_FORMAT_FLOAT;
  bool s = d->f == cudaChannelFormatKindSigned;
  return b == 8    ? (s ? CU_AD_FORMAT_SIGNED_INT8 : CU_AD_FORMAT_UNSIGNED_INT8)
         : b == 16 ? (s ? CU_AD_FORMAT_SIGNED_INT16 : CU_AD_FORMAT_UNSIGNED_INT16)
                   : (s ? CU_AD_FORMAT_SIGNED_INT32 : CU_AD_FORMAT_UNSIGNED_INT32);
}

DRV_EXPORT CUresult cuArray3DCreate(CUarray *a,
                                    const CUDA_ARRAY3D_DESCRIPTOR *d) {
  DRV_NEED_CTX();
  struct cudaChannelFormatDesc cd;
  if (!a || !d || !drv_channel_desc(d->Format, d->NumChannels, &cd))
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaExtent e = {d->Width, d->Height, d->Depth};
  unsigned flags = 0;
  if (d->Flags & CUDA_ARRAY3D_LAYERED) flags |= cudaArrayLayered;
  if (d->Flags & CUDA_ARRAY3D_SURFACE_LDST) flags |= cudaArraySurfaceLoadStore;
  if (d->Flags & CUDA_ARRAY3D_CUBEMAP) flags |= cudaArrayCubemap;
  if (d->Flags & CUDA_ARRAY3D_TEXTURE_GATHER) flags |= cudaArrayTextureGather;
  return RT(cudaMalloc3DArray((cudaArray_t *)a, &cd, e, flags));
}
DRV_ALIAS(cuArray3DCreate_v2, cuArray3DCreate);

DRV_EXPORT CUresult cuArrayCreate(CUarray *a, const CUDA_ARRAY_DESCRIPTOR *d) {
  if (!d)
    return CUDA_ERROR_INVALID_VALUE;
  CUDA_ARRAY3D_DESCRIPTOR d3 = {d->Width, d->Height, 0, d->Format,
                                d->NumChannels, 0};
  return cuArray3DCreate(a, &d3);
}
DRV_ALIAS(cuArrayCreate_v2, cuArrayCreate);

DRV_EXPORT CUresult cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d,
                                           CUarray a) {
  DRV_NEED_CTX();
  if (!d)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaChannelFormatDesc cd;
  struct cudaExtent e;
  unsigned flags;
  CUresult r = RT(cudaArrayGetInfo(&cd, &e, &flags, (cudaArray_t)a));
  if (r)
    return r == CUDA_ERROR_INVALID_VALUE ? CUDA_ERROR_INVALID_HANDLE : r;
  d->Width = e.width, d->Height = e.height, d->Depth = e.depth;
  d->Format = format_of(&cd);
  d->NumChannels = 1 + (cd.y > 0) + (cd.z > 0) + (cd.w > 0);
  d->Flags = (flags & cudaArrayLayered ? CUDA_ARRAY3D_LAYERED : 0) |
             (flags & cudaArraySurfaceLoadStore ? CUDA_ARRAY3D_SURFACE_LDST : 0) |
             (flags & cudaArrayCubemap ? CUDA_ARRAY3D_CUBEMAP : 0) |
             (flags & cudaArrayTextureGather ? CUDA_ARRAY3D_TEXTURE_GATHER : 0);
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuArray3DGetDescriptor_v2, cuArray3DGetDescriptor);

DRV_EXPORT CUresult cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *d, CUarray a) {
  if (!d)
    return CUDA_ERROR_INVALID_VALUE;
  CUDA_ARRAY3D_DESCRIPTOR d3;
  CUresult r = cuArray3DGetDescriptor(&d3, a);
  if (!r)
    *d = (CUDA_ARRAY_DESCRIPTOR){d3.Width, d3.Height, d3.Format, d3.NumChannels};
  return r;
}
DRV_ALIAS(cuArrayGetDescriptor_v2, cuArrayGetDescriptor);

DRV_EXPORT CUresult cuArrayDestroy(CUarray a) {
  DRV_NEED_CTX();
  CUresult r = RT(cudaFreeArray((cudaArray_t)a));
  return r == CUDA_ERROR_INVALID_VALUE ? CUDA_ERROR_INVALID_HANDLE : r;
}

/* ---- 2D and 3D copies ---- */

static size_t elem_of(CUarray a) {
  CUDA_ARRAY3D_DESCRIPTOR d;
  if (cuArray3DGetDescriptor(&d, a))
    return 0;
  return (size_t)format_bytes(d.Format) * d.NumChannels;
}

/* one side of a copy: an array, or memory with a pitch */
static CUresult side(CUmemorytype t, const void *host, CUdeviceptr dev,
                     CUarray arr, size_t pitch, size_t height, size_t x,
                     size_t y, size_t z, cudaArray_t *pa, struct cudaPos *pos,
                     struct cudaPitchedPtr *pp, size_t *elem) {
  switch (t) {
  case CU_MEMORYTYPE_ARRAY:
    if (!(*elem = elem_of(arr)) || x % *elem)
      return CUDA_ERROR_INVALID_VALUE;
    *pa = (cudaArray_t)arr;
    *pos = (struct cudaPos){x / *elem, y, z};
    return CUDA_SUCCESS;
  case CU_MEMORYTYPE_HOST:
  case CU_MEMORYTYPE_DEVICE:
  case CU_MEMORYTYPE_UNIFIED: {
    void *p = t == CU_MEMORYTYPE_HOST ? (void *)host : drv_ptr(dev);
    if (!p)
      return CUDA_ERROR_INVALID_VALUE;
    *pp = (struct cudaPitchedPtr){p, pitch, pitch, height};
    *pos = (struct cudaPos){x, y, z};
    return CUDA_SUCCESS;
  }
  default:
    return CUDA_ERROR_INVALID_VALUE;
  }
}

static CUresult copy3d(const CUDA_MEMCPY3D *c, CUstream s, bool async) {
  DRV_NEED_CTX();
  if (!c)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  size_t se = 0, de = 0;
  size_t sh = c->srcHeight ? c->srcHeight : c->Height;
  size_t dh = c->dstHeight ? c->dstHeight : c->Height;
  CUresult e = side(c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray,
                    c->srcPitch ? c->srcPitch : c->WidthInBytes, sh,
                    c->srcXInBytes, c->srcY, c->srcZ, &p.srcArray, &p.srcPos,
                    &p.srcPtr, &se);
  if (!e)
    e = side(c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray,
             c->dstPitch ? c->dstPitch : c->WidthInBytes, dh, c->dstXInBytes,
             c->dstY, c->dstZ, &p.dstArray, &p.dstPos, &p.dstPtr, &de);
  if (e)
    return e;
  size_t elem = se ? se : de ? de : 1;
  if (c->WidthInBytes % elem)
    return CUDA_ERROR_INVALID_VALUE;
  p.extent = (struct cudaExtent){c->WidthInBytes / elem, c->Height,
                                 c->Depth ? c->Depth : 1};
  p.kind = cudaMemcpyDefault;
  if (async)
    return RT(cudaMemcpy3DAsync(&p, (cudaStream_t)s));
  return RT(cudaMemcpy3D(&p));
}

static CUDA_MEMCPY3D from2d(const CUDA_MEMCPY2D *c) {
  CUDA_MEMCPY3D r;
  memset(&r, 0, sizeof r);
  r.srcXInBytes = c->srcXInBytes, r.srcY = c->srcY;
  r.srcMemoryType = c->srcMemoryType, r.srcHost = c->srcHost;
  r.srcDevice = c->srcDevice, r.srcArray = c->srcArray;
  r.srcPitch = c->srcPitch;
  r.dstXInBytes = c->dstXInBytes, r.dstY = c->dstY;
  r.dstMemoryType = c->dstMemoryType, r.dstHost = c->dstHost;
  r.dstDevice = c->dstDevice, r.dstArray = c->dstArray;
  r.dstPitch = c->dstPitch;
  r.WidthInBytes = c->WidthInBytes, r.Height = c->Height, r.Depth = 1;
  r.srcHeight = c->srcY + c->Height, r.dstHeight = c->dstY + c->Height;
  return r;
}

static CUresult copy2d(const CUDA_MEMCPY2D *c, CUstream s, bool async) {
  if (!c)
    return CUDA_ERROR_INVALID_VALUE;
  if ((c->srcMemoryType != CU_MEMORYTYPE_ARRAY && c->srcPitch &&
       c->srcPitch < c->WidthInBytes + c->srcXInBytes) ||
      (c->dstMemoryType != CU_MEMORYTYPE_ARRAY && c->dstPitch &&
       c->dstPitch < c->WidthInBytes + c->dstXInBytes))
    return CUDA_ERROR_INVALID_VALUE;
  CUDA_MEMCPY3D r = from2d(c);
  return copy3d(&r, s, async);
}

DRV_EXPORT CUresult cuMemcpy2D(const CUDA_MEMCPY2D *c) {
  return copy2d(c, NULL, false);
}
DRV_ALIAS(cuMemcpy2D_v2, cuMemcpy2D);
DRV_EXPORT CUresult cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *c) {
  return copy2d(c, NULL, false);
}
DRV_ALIAS(cuMemcpy2DUnaligned_v2, cuMemcpy2DUnaligned);
DRV_EXPORT CUresult cuMemcpy2DAsync(const CUDA_MEMCPY2D *c, CUstream s) {
  return copy2d(c, s, true);
}
DRV_ALIAS(cuMemcpy2DAsync_v2, cuMemcpy2DAsync);
DRV_EXPORT CUresult cuMemcpy3D(const CUDA_MEMCPY3D *c) {
  return copy3d(c, NULL, false);
}
DRV_ALIAS(cuMemcpy3D_v2, cuMemcpy3D);
DRV_EXPORT CUresult cuMemcpy3DAsync(const CUDA_MEMCPY3D *c, CUstream s) {
  return copy3d(c, s, true);
}
DRV_ALIAS(cuMemcpy3DAsync_v2, cuMemcpy3DAsync);

/* ---- texture and surface objects ---- */

static CUresult resource(const CUDA_RESOURCE_DESC *r, struct cudaResourceDesc *o) {
  memset(o, 0, sizeof *o);
  switch (r->resType) {
  case CU_RESOURCE_TYPE_ARRAY:
    o->resType = cudaResourceTypeArray;
    o->res.array.array = (cudaArray_t)r->res.array.hArray;
    return CUDA_SUCCESS;
  case CU_RESOURCE_TYPE_MIPMAPPED_ARRAY:
    o->resType = cudaResourceTypeMipmappedArray;
    o->res.mipmap.mipmap = (cudaMipmappedArray_t)r->res.mipmap.hMipmappedArray;
    return CUDA_SUCCESS;
  case CU_RESOURCE_TYPE_LINEAR:
    o->resType = cudaResourceTypeLinear;
    o->res.linear.devPtr = drv_ptr(r->res.linear.devPtr);
    o->res.linear.sizeInBytes = r->res.linear.sizeInBytes;
    return drv_channel_desc(r->res.linear.format, r->res.linear.numChannels,
                        &o->res.linear.desc)
               ? CUDA_SUCCESS
               : CUDA_ERROR_INVALID_VALUE;
  case CU_RESOURCE_TYPE_PITCH2D:
    o->resType = cudaResourceTypePitch2D;
    o->res.pitch2D.devPtr = drv_ptr(r->res.pitch2D.devPtr);
    o->res.pitch2D.width = r->res.pitch2D.width;
    o->res.pitch2D.height = r->res.pitch2D.height;
    o->res.pitch2D.pitchInBytes = r->res.pitch2D.pitchInBytes;
    return drv_channel_desc(r->res.pitch2D.format, r->res.pitch2D.numChannels,
                        &o->res.pitch2D.desc)
               ? CUDA_SUCCESS
               : CUDA_ERROR_INVALID_VALUE;
  }
  return CUDA_ERROR_INVALID_VALUE;
}

DRV_EXPORT CUresult cuTexObjectCreate(CUtexObject *obj,
                                      const CUDA_RESOURCE_DESC *res,
                                      const CUDA_TEXTURE_DESC *tex,
                                      const void *view) {
  DRV_NEED_CTX();
  if (!obj || !res || !tex || view)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaResourceDesc r;
  CUresult e = resource(res, &r);
  if (e)
    return e;
  struct cudaTextureDesc t;
  memset(&t, 0, sizeof t);
  for (int i = 0; i < 3; i++)
    t.addressMode[i] = (enum cudaTextureAddressMode)tex->addressMode[i];
  t.filterMode = (enum cudaTextureFilterMode)tex->filterMode;
  t.readMode = tex->flags & CU_TRSF_READ_AS_INTEGER ? cudaReadModeElementType
                                                    : cudaReadModeNormalizedFloat;
  /* integers are read as integers unless asked otherwise, floats as is */
  struct cudaChannelFormatDesc *cd =
      r.resType == cudaResourceTypeLinear    ? &r.res.linear.desc
      : r.resType == cudaResourceTypePitch2D ? &r.res.pitch2D.desc
                                             : NULL;
  if (cd && cd->f == cudaChannelFormatKindFloat)
    t.readMode = cudaReadModeElementType;
  if (r.resType == cudaResourceTypeArray) {
    struct cudaChannelFormatDesc ad;
    if (!cudaArrayGetInfo(&ad, NULL, NULL, r.res.array.array) &&
        ad.f == cudaChannelFormatKindFloat)
      t.readMode = cudaReadModeElementType;
  }
  t.sRGB = (tex->flags & CU_TRSF_SRGB) != 0;
  memcpy(t.borderColor, tex->borderColor, sizeof t.borderColor);
  t.normalizedCoords = (tex->flags & CU_TRSF_NORMALIZED_COORDINATES) != 0;
  t.maxAnisotropy = tex->maxAnisotropy;
  t.mipmapFilterMode = (enum cudaTextureFilterMode)tex->mipmapFilterMode;
  t.mipmapLevelBias = tex->mipmapLevelBias;
  t.minMipmapLevelClamp = tex->minMipmapLevelClamp;
  t.maxMipmapLevelClamp = tex->maxMipmapLevelClamp;
  t.disableTrilinearOptimization =
      (tex->flags & CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION) != 0;
  t.seamlessCubemap = (tex->flags & CU_TRSF_SEAMLESS_CUBEMAP) != 0;
  return RT(cudaCreateTextureObject(obj, &r, &t, NULL));
}

DRV_EXPORT CUresult cuTexObjectDestroy(CUtexObject obj) {
  DRV_NEED_CTX();
  return RT(cudaDestroyTextureObject(obj));
}

DRV_EXPORT CUresult cuSurfObjectCreate(CUsurfObject *obj,
                                       const CUDA_RESOURCE_DESC *res) {
  DRV_NEED_CTX();
  if (!obj || !res)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaResourceDesc r;
  CUresult e = resource(res, &r);
  return e ? e : RT(cudaCreateSurfaceObject(obj, &r));
}

DRV_EXPORT CUresult cuSurfObjectDestroy(CUsurfObject obj) {
  DRV_NEED_CTX();
  return RT(cudaDestroySurfaceObject(obj));
}

/* ---- mipmapped arrays ---- */

DRV_EXPORT CUresult cuMipmappedArrayCreate(CUmipmappedArray *m,
                                           const CUDA_ARRAY3D_DESCRIPTOR *d,
                                           unsigned levels) {
  DRV_NEED_CTX();
  struct cudaChannelFormatDesc cd;
  if (!m || !d || !drv_channel_desc(d->Format, d->NumChannels, &cd))
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaExtent e = {d->Width, d->Height, d->Depth};
  unsigned flags = (d->Flags & CUDA_ARRAY3D_LAYERED ? cudaArrayLayered : 0) |
                   (d->Flags & CUDA_ARRAY3D_CUBEMAP ? cudaArrayCubemap : 0) |
                   (d->Flags & CUDA_ARRAY3D_SURFACE_LDST ? cudaArraySurfaceLoadStore : 0);
  return RT(cudaMallocMipmappedArray((cudaMipmappedArray_t *)m, &cd, e, levels,
                                     flags));
}

DRV_EXPORT CUresult cuMipmappedArrayGetLevel(CUarray *a, CUmipmappedArray m,
                                             unsigned level) {
  DRV_NEED_CTX();
  return RT(cudaGetMipmappedArrayLevel((cudaArray_t *)a,
                                       (cudaMipmappedArray_const_t)m, level));
}

DRV_EXPORT CUresult cuMipmappedArrayDestroy(CUmipmappedArray m) {
  DRV_NEED_CTX();
  return RT(cudaFreeMipmappedArray((cudaMipmappedArray_t)m));
}

/* ---- 1D copies with arrays: their first row, offsets in bytes ---- */

static CUresult copy1d(CUmemorytype st, const void *sh, CUdeviceptr sd,
                       CUarray sa, size_t so, CUmemorytype dt, void *dh,
                       CUdeviceptr dd, CUarray da, size_t doff, size_t n,
                       CUstream s, bool async) {
  CUDA_MEMCPY2D c;
  memset(&c, 0, sizeof c);
  c.srcMemoryType = st, c.srcHost = sh, c.srcDevice = sd, c.srcArray = sa;
  c.srcXInBytes = so;
  c.dstMemoryType = dt, c.dstHost = dh, c.dstDevice = dd, c.dstArray = da;
  c.dstXInBytes = doff;
  c.WidthInBytes = n, c.Height = 1;
  return copy2d(&c, s, async);
}

DRV_EXPORT CUresult cuMemcpyHtoA(CUarray a, size_t off, const void *src,
                                 size_t n) {
  return copy1d(CU_MEMORYTYPE_HOST, src, 0, NULL, 0, CU_MEMORYTYPE_ARRAY, NULL,
                0, a, off, n, NULL, false);
}
DRV_ALIAS(cuMemcpyHtoA_v2, cuMemcpyHtoA);

DRV_EXPORT CUresult cuMemcpyAtoH(void *dst, CUarray a, size_t off, size_t n) {
  return copy1d(CU_MEMORYTYPE_ARRAY, NULL, 0, a, off, CU_MEMORYTYPE_HOST, dst,
                0, NULL, 0, n, NULL, false);
}
DRV_ALIAS(cuMemcpyAtoH_v2, cuMemcpyAtoH);

DRV_EXPORT CUresult cuMemcpyDtoA(CUarray a, size_t off, CUdeviceptr src,
                                 size_t n) {
  return copy1d(CU_MEMORYTYPE_DEVICE, NULL, src, NULL, 0, CU_MEMORYTYPE_ARRAY,
                NULL, 0, a, off, n, NULL, false);
}
DRV_ALIAS(cuMemcpyDtoA_v2, cuMemcpyDtoA);

DRV_EXPORT CUresult cuMemcpyAtoD(CUdeviceptr dst, CUarray a, size_t off,
                                 size_t n) {
  return copy1d(CU_MEMORYTYPE_ARRAY, NULL, 0, a, off, CU_MEMORYTYPE_DEVICE,
                NULL, dst, NULL, 0, n, NULL, false);
}
DRV_ALIAS(cuMemcpyAtoD_v2, cuMemcpyAtoD);

DRV_EXPORT CUresult cuMemcpyAtoA(CUarray dst, size_t doff, CUarray src,
                                 size_t soff, size_t n) {
  return copy1d(CU_MEMORYTYPE_ARRAY, NULL, 0, src, soff, CU_MEMORYTYPE_ARRAY,
                NULL, 0, dst, doff, n, NULL, false);
}
DRV_ALIAS(cuMemcpyAtoA_v2, cuMemcpyAtoA);

DRV_EXPORT CUresult cuMemcpyHtoAAsync(CUarray a, size_t off, const void *src,
                                      size_t n, CUstream s) {
  return copy1d(CU_MEMORYTYPE_HOST, src, 0, NULL, 0, CU_MEMORYTYPE_ARRAY, NULL,
                0, a, off, n, s, true);
}
DRV_ALIAS(cuMemcpyHtoAAsync_v2, cuMemcpyHtoAAsync);

DRV_EXPORT CUresult cuMemcpyAtoHAsync(void *dst, CUarray a, size_t off,
                                      size_t n, CUstream s) {
  return copy1d(CU_MEMORYTYPE_ARRAY, NULL, 0, a, off, CU_MEMORYTYPE_HOST, dst,
                0, NULL, 0, n, s, true);
}
DRV_ALIAS(cuMemcpyAtoHAsync_v2, cuMemcpyAtoHAsync);
