/* Driver API: memory. CUdeviceptr is the address of the core's memory (one
 * address space with the host); allocations, copies and memsets are the
 * runtime's, after the driver's own argument checks: a device pointer
 * must lie in memory the core knows (cuMemAlloc, pinned, managed, module
 * variables, mapped virtual memory), with room for the bytes. */
#include <string.h>

#include "memory.h"

#include "drv.h"

/* p .. p+n in known memory (n = 0: any p), which may be several
 * allocations end to end (virtual memory mapped piece by piece, vmm.c) */
static CUresult dev_range(CUdeviceptr p, size_t n) {
  char *c = drv_ptr(p);
  while (n) {
    rt_mem m;
    if (!c || !rt_mem_lookup(c, &m))
      return CUDA_ERROR_INVALID_VALUE;
    size_t left = m.size - (size_t)(c - m.p);
    if (n <= left)
      break;
    n -= left;
    c += left;
  }
  return CUDA_SUCCESS;
}

static CUresult host_ptr(const void *p, size_t n) {
  return !p && n ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuMemGetInfo(size_t *free_, size_t *total) {
  DRV_NEED_CTX();
  if (!free_ || !total)
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaMemGetInfo(free_, total));
}
DRV_ALIAS(cuMemGetInfo_v2, cuMemGetInfo);

DRV_EXPORT CUresult cuMemAlloc(CUdeviceptr *dptr, size_t n) {
  DRV_NEED_CTX();
  if (!dptr || !n)
    return CUDA_ERROR_INVALID_VALUE;
  void *p = NULL;
  CUresult e = RT(cudaMalloc(&p, n));
  *dptr = e ? 0 : drv_dptr(p);
  return e;
}
DRV_ALIAS(cuMemAlloc_v2, cuMemAlloc);

DRV_EXPORT CUresult cuMemAllocPitch(CUdeviceptr *dptr, size_t *pitch,
                                    size_t width, size_t height,
                                    unsigned elem) {
  DRV_NEED_CTX();
  if (!dptr || !pitch || !width || !height ||
      (elem != 4 && elem != 8 && elem != 16))
    return CUDA_ERROR_INVALID_VALUE;
  void *p = NULL;
  CUresult e = RT(cudaMallocPitch(&p, pitch, width, height));
  *dptr = e ? 0 : drv_dptr(p);
  return e;
}
DRV_ALIAS(cuMemAllocPitch_v2, cuMemAllocPitch);

DRV_EXPORT CUresult cuMemFree(CUdeviceptr p) {
  DRV_NEED_CTX();
  if (!p)
    return CUDA_SUCCESS;
  return RT(cudaFree(drv_ptr(p)));
}
DRV_ALIAS(cuMemFree_v2, cuMemFree);

DRV_EXPORT CUresult cuMemGetAddressRange(CUdeviceptr *base, size_t *size,
                                         CUdeviceptr p) {
  DRV_NEED_CTX();
  rt_mem m;
  if (!p || !rt_mem_lookup(drv_ptr(p), &m))
    return CUDA_ERROR_NOT_FOUND;
  if (base)
    *base = drv_dptr(m.p);
  if (size)
    *size = m.size;
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuMemGetAddressRange_v2, cuMemGetAddressRange);

DRV_EXPORT CUresult cuMemAllocHost(void **pp, size_t n) {
  DRV_NEED_CTX();
  if (!pp || !n)
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaMallocHost(pp, n));
}
DRV_ALIAS(cuMemAllocHost_v2, cuMemAllocHost);

DRV_EXPORT CUresult cuMemFreeHost(void *p) {
  DRV_NEED_CTX();
  return RT(cudaFreeHost(p));
}

DRV_EXPORT CUresult cuMemHostAlloc(void **pp, size_t n, unsigned flags) {
  DRV_NEED_CTX();
  if (!pp || !n)
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaHostAlloc(pp, n, flags));
}

DRV_EXPORT CUresult cuMemHostGetDevicePointer(CUdeviceptr *d, void *p,
                                              unsigned flags) {
  DRV_NEED_CTX();
  if (!d)
    return CUDA_ERROR_INVALID_VALUE;
  void *r = NULL;
  CUresult e = RT(cudaHostGetDevicePointer(&r, p, flags));
  if (!e)
    *d = drv_dptr(r);
  return e;
}
DRV_ALIAS(cuMemHostGetDevicePointer_v2, cuMemHostGetDevicePointer);

DRV_EXPORT CUresult cuMemHostGetFlags(unsigned *flags, void *p) {
  DRV_NEED_CTX();
  return RT(cudaHostGetFlags(flags, p));
}

DRV_EXPORT CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t n,
                                      unsigned flags) {
  DRV_NEED_CTX();
  if (!dptr || !n)
    return CUDA_ERROR_INVALID_VALUE;
  void *p = NULL;
  CUresult e = RT(cudaMallocManaged(&p, n, flags));
  *dptr = e ? 0 : drv_dptr(p);
  return e;
}

DRV_EXPORT CUresult cuMemHostRegister(void *p, size_t n, unsigned flags) {
  DRV_NEED_CTX();
  return RT(cudaHostRegister(p, n, flags));
}
DRV_ALIAS(cuMemHostRegister_v2, cuMemHostRegister);

DRV_EXPORT CUresult cuMemHostUnregister(void *p) {
  DRV_NEED_CTX();
  return RT(cudaHostUnregister(p));
}

/* ---- 1D copies ---- */

static CUresult copy(void *dst, const void *src, size_t n, CUstream s,
                     bool async) {
  if (async)
    return RT(cudaMemcpyAsync(dst, src, n, cudaMemcpyDefault, (cudaStream_t)s));
  return RT(cudaMemcpy(dst, src, n, cudaMemcpyDefault));
}

DRV_EXPORT CUresult cuMemcpyHtoD(CUdeviceptr dst, const void *src, size_t n) {
  DRV_NEED_CTX();
  CUresult e = dev_range(dst, n);
  if (!e)
    e = host_ptr(src, n);
  return e ? e : copy(drv_ptr(dst), src, n, NULL, false);
}
DRV_ALIAS(cuMemcpyHtoD_v2, cuMemcpyHtoD);

DRV_EXPORT CUresult cuMemcpyDtoH(void *dst, CUdeviceptr src, size_t n) {
  DRV_NEED_CTX();
  CUresult e = dev_range(src, n);
  if (!e)
    e = host_ptr(dst, n);
  return e ? e : copy(dst, drv_ptr(src), n, NULL, false);
}
DRV_ALIAS(cuMemcpyDtoH_v2, cuMemcpyDtoH);

DRV_EXPORT CUresult cuMemcpyDtoD(CUdeviceptr dst, CUdeviceptr src, size_t n) {
  DRV_NEED_CTX();
  CUresult e = dev_range(dst, n);
  if (!e)
    e = dev_range(src, n);
  return e ? e : copy(drv_ptr(dst), drv_ptr(src), n, NULL, false);
}
DRV_ALIAS(cuMemcpyDtoD_v2, cuMemcpyDtoD);

DRV_EXPORT CUresult cuMemcpyHtoDAsync(CUdeviceptr dst, const void *src,
                                      size_t n, CUstream s) {
  DRV_NEED_CTX();
  CUresult e = dev_range(dst, n);
  if (!e)
    e = host_ptr(src, n);
  return e ? e : copy(drv_ptr(dst), src, n, s, true);
}
DRV_ALIAS(cuMemcpyHtoDAsync_v2, cuMemcpyHtoDAsync);

DRV_EXPORT CUresult cuMemcpyDtoHAsync(void *dst, CUdeviceptr src, size_t n,
                                      CUstream s) {
  DRV_NEED_CTX();
  CUresult e = dev_range(src, n);
  if (!e)
    e = host_ptr(dst, n);
  return e ? e : copy(dst, drv_ptr(src), n, s, true);
}
DRV_ALIAS(cuMemcpyDtoHAsync_v2, cuMemcpyDtoHAsync);

DRV_EXPORT CUresult cuMemcpyDtoDAsync(CUdeviceptr dst, CUdeviceptr src,
                                      size_t n, CUstream s) {
  DRV_NEED_CTX();
  CUresult e = dev_range(dst, n);
  if (!e)
    e = dev_range(src, n);
  return e ? e : copy(drv_ptr(dst), drv_ptr(src), n, s, true);
}
DRV_ALIAS(cuMemcpyDtoDAsync_v2, cuMemcpyDtoDAsync);

/* unified addressing: either side may be host or device memory */
DRV_EXPORT CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t n) {
  DRV_NEED_CTX();
  CUresult e = host_ptr(drv_ptr(dst), n);
  if (!e)
    e = host_ptr(drv_ptr(src), n);
  return e ? e : copy(drv_ptr(dst), drv_ptr(src), n, NULL, false);
}

DRV_EXPORT CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t n,
                                  CUstream s) {
  DRV_NEED_CTX();
  CUresult e = host_ptr(drv_ptr(dst), n);
  if (!e)
    e = host_ptr(drv_ptr(src), n);
  return e ? e : copy(drv_ptr(dst), drv_ptr(src), n, s, true);
}

DRV_EXPORT CUresult cuMemcpyPeer(CUdeviceptr dst, CUcontext dc,
                                 CUdeviceptr src, CUcontext sc, size_t n) {
  DRV_NEED_CTX();
  if (!core_ctx_valid(dc) || !core_ctx_valid(sc))
    return CUDA_ERROR_INVALID_CONTEXT;
  CUresult e = dev_range(dst, n);
  if (!e)
    e = dev_range(src, n);
  return e ? e
           : RT(cudaMemcpyPeer(drv_ptr(dst), dc->device, drv_ptr(src),
                               sc->device, n));
}

DRV_EXPORT CUresult cuMemcpyPeerAsync(CUdeviceptr dst, CUcontext dc,
                                      CUdeviceptr src, CUcontext sc, size_t n,
                                      CUstream s) {
  DRV_NEED_CTX();
  if (!core_ctx_valid(dc) || !core_ctx_valid(sc))
    return CUDA_ERROR_INVALID_CONTEXT;
  CUresult e = dev_range(dst, n);
  if (!e)
    e = dev_range(src, n);
  return e ? e
           : RT(cudaMemcpyPeerAsync(drv_ptr(dst), dc->device, drv_ptr(src),
                                    sc->device, n, (cudaStream_t)s));
}

/* ---- memsets: n elements of 1, 2 or 4 bytes, in rows of a pitch ---- */

typedef struct fill_job {
  char *dst;
  size_t pitch, width, height; /* width in elements */
  unsigned value, elem;
} fill_job;

static void fill_rows(void *arg) {
  fill_job *f = arg;
  for (size_t y = 0; y < f->height; y++) {
    char *row = f->dst + y * f->pitch;
    if (f->elem == 1) {
      memset(row, (int)(f->value & 0xff), f->width);
      continue;
    }
    for (size_t x = 0; x < f->width; x++)
      memcpy(row + x * f->elem, &f->value, f->elem); /* little endian */
  }
}

static CUresult fill(CUdeviceptr dst, size_t pitch, unsigned value,
                     unsigned elem, size_t width, size_t height, CUstream s,
                     bool async) {
  DRV_NEED_CTX();
  if (!width || !height)
    return CUDA_SUCCESS;
  if (dst % elem || (height > 1 && (pitch < width * elem || pitch % elem)))
    return CUDA_ERROR_INVALID_VALUE;
  CUresult e = dev_range(dst, (height - 1) * pitch + width * elem);
  if (e)
    return e;
  if (elem == 1) { /* the runtime's own memsets */
    if (async)
      return RT(cudaMemset2DAsync(drv_ptr(dst), height > 1 ? pitch : width,
                                  (int)value, width, height, (cudaStream_t)s));
    return RT(cudaMemset2D(drv_ptr(dst), height > 1 ? pitch : width,
                           (int)value, width, height));
  }
  fill_job f = {drv_ptr(dst), pitch, width, height, value, elem};
  e = RT(rt_stream_enqueue(async ? (cudaStream_t)s : cudaStreamLegacy,
                           fill_rows, &f, sizeof f));
  if (e || async)
    return e;
  return RT(rt_stream_wait(cudaStreamLegacy));
}

DRV_EXPORT CUresult cuMemsetD8(CUdeviceptr d, unsigned char v, size_t n) {
  return fill(d, n, v, 1, n, 1, NULL, false);
}
DRV_ALIAS(cuMemsetD8_v2, cuMemsetD8);
DRV_EXPORT CUresult cuMemsetD16(CUdeviceptr d, unsigned short v, size_t n) {
  return fill(d, n * 2, v, 2, n, 1, NULL, false);
}
DRV_ALIAS(cuMemsetD16_v2, cuMemsetD16);
DRV_EXPORT CUresult cuMemsetD32(CUdeviceptr d, unsigned v, size_t n) {
  return fill(d, n * 4, v, 4, n, 1, NULL, false);
}
DRV_ALIAS(cuMemsetD32_v2, cuMemsetD32);
DRV_EXPORT CUresult cuMemsetD2D8(CUdeviceptr d, size_t pitch, unsigned char v,
                                 size_t w, size_t h) {
  return fill(d, pitch, v, 1, w, h, NULL, false);
}
DRV_ALIAS(cuMemsetD2D8_v2, cuMemsetD2D8);
DRV_EXPORT CUresult cuMemsetD2D16(CUdeviceptr d, size_t pitch,
                                  unsigned short v, size_t w, size_t h) {
  return fill(d, pitch, v, 2, w, h, NULL, false);
}
DRV_ALIAS(cuMemsetD2D16_v2, cuMemsetD2D16);
DRV_EXPORT CUresult cuMemsetD2D32(CUdeviceptr d, size_t pitch, unsigned v,
                                  size_t w, size_t h) {
  return fill(d, pitch, v, 4, w, h, NULL, false);
}
DRV_ALIAS(cuMemsetD2D32_v2, cuMemsetD2D32);
DRV_EXPORT CUresult cuMemsetD8Async(CUdeviceptr d, unsigned char v, size_t n,
                                    CUstream s) {
  return fill(d, n, v, 1, n, 1, s, true);
}
DRV_EXPORT CUresult cuMemsetD16Async(CUdeviceptr d, unsigned short v, size_t n,
                                     CUstream s) {
  return fill(d, n * 2, v, 2, n, 1, s, true);
}
DRV_EXPORT CUresult cuMemsetD32Async(CUdeviceptr d, unsigned v, size_t n,
                                     CUstream s) {
  return fill(d, n * 4, v, 4, n, 1, s, true);
}
DRV_EXPORT CUresult cuMemsetD2D8Async(CUdeviceptr d, size_t pitch,
                                      unsigned char v, size_t w, size_t h,
                                      CUstream s) {
  return fill(d, pitch, v, 1, w, h, s, true);
}
DRV_EXPORT CUresult cuMemsetD2D16Async(CUdeviceptr d, size_t pitch,
                                       unsigned short v, size_t w, size_t h,
                                       CUstream s) {
  return fill(d, pitch, v, 2, w, h, s, true);
}
DRV_EXPORT CUresult cuMemsetD2D32Async(CUdeviceptr d, size_t pitch,
                                       unsigned v, size_t w, size_t h,
                                       CUstream s) {
  return fill(d, pitch, v, 4, w, h, s, true);
}

DRV_EXPORT CUresult cuMemAllocAsync(CUdeviceptr *dptr, size_t n, CUstream s) {
  DRV_NEED_CTX();
  if (!dptr)
    return CUDA_ERROR_INVALID_VALUE;
  void *p = NULL;
  CUresult e = RT(cudaMallocAsync(&p, n, (cudaStream_t)s));
  if (!e)
    *dptr = drv_dptr(p);
  return e;
}

DRV_EXPORT CUresult cuMemFreeAsync(CUdeviceptr p, CUstream s) {
  DRV_NEED_CTX();
  return RT(cudaFreeAsync(drv_ptr(p), (cudaStream_t)s));
}

DRV_EXPORT CUresult cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t n,
                                            CUmemoryPool pool, CUstream s) {
  DRV_NEED_CTX();
  if (!dptr)
    return CUDA_ERROR_INVALID_VALUE;
  void *p = NULL;
  CUresult e = RT(cudaMallocFromPoolAsync(&p, n, pool, (cudaStream_t)s));
  if (!e)
    *dptr = drv_dptr(p);
  return e;
}

DRV_EXPORT CUresult cuMemPoolCreate(CUmemoryPool *pool,
                                    const CUmemPoolProps *p) {
  DRV_NEED_CTX();
  if (!pool || !p)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaMemPoolProps r;
  memset(&r, 0, sizeof r);
  r.allocType = (enum cudaMemAllocationType)p->allocType;
  r.handleTypes = (enum cudaMemAllocationHandleType)p->handleTypes;
  r.location.type = (enum cudaMemLocationType)p->location.type;
  r.location.id = p->location.id;
  r.maxSize = p->maxSize;
  r.usage = p->usage;
  return RT(cudaMemPoolCreate(pool, &r));
}

DRV_EXPORT CUresult cuMemPoolDestroy(CUmemoryPool pool) {
  DRV_NEED_CTX();
  return RT(cudaMemPoolDestroy(pool));
}

DRV_EXPORT CUresult cuMemPoolSetAttribute(CUmemoryPool pool,
                                          CUmemPool_attribute a, void *v) {
  DRV_NEED_CTX();
  return RT(cudaMemPoolSetAttribute(pool, (enum cudaMemPoolAttr)a, v));
}

DRV_EXPORT CUresult cuMemPoolGetAttribute(CUmemoryPool pool,
                                          CUmemPool_attribute a, void *v) {
  DRV_NEED_CTX();
  return RT(cudaMemPoolGetAttribute(pool, (enum cudaMemPoolAttr)a, v));
}

DRV_EXPORT CUresult cuMemPoolTrimTo(CUmemoryPool pool, size_t keep) {
  DRV_NEED_CTX();
  return RT(cudaMemPoolTrimTo(pool, keep));
}
