/* Driver API: devices (the runtime's: CUdevice is the device number, and
 * CUdevice_attribute has cudaDeviceAttr's values). */
#include <string.h>

#include "drv.h"

static CUresult check_dev(CUdevice d) {
  if (!drv_initialized())
    return CUDA_ERROR_NOT_INITIALIZED;
  return rt_device_valid(d) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

DRV_EXPORT CUresult cuDeviceGetCount(int *count) {
  DRV_NEED_INIT();
  if (!count)
    return CUDA_ERROR_INVALID_VALUE;
  *count = rt_device_count();
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuDeviceGet(CUdevice *dev, int ordinal) {
  DRV_NEED_INIT();
  if (!dev)
    return CUDA_ERROR_INVALID_VALUE;
  if (!rt_device_valid(ordinal))
    return CUDA_ERROR_INVALID_DEVICE;
  *dev = ordinal;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuDeviceGetName(char *name, int len, CUdevice d) {
  CUresult e = check_dev(d);
  if (e)
    return e;
  if (!name || len <= 0)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaDeviceProp p;
  e = RT(cudaGetDeviceProperties(&p, d));
  if (e)
    return e;
  strncpy(name, p.name, (size_t)len - 1);
  name[len - 1] = 0;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuDeviceGetUuid(CUuuid *uuid, CUdevice d) {
  CUresult e = check_dev(d);
  if (e)
    return e;
  if (!uuid)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaDeviceProp p;
  e = RT(cudaGetDeviceProperties(&p, d));
  if (!e)
    memcpy(uuid->bytes, p.uuid.bytes, sizeof uuid->bytes);
  return e;
}
DRV_ALIAS(cuDeviceGetUuid_v2, cuDeviceGetUuid);

DRV_EXPORT CUresult cuDeviceTotalMem(size_t *bytes, CUdevice d) {
  CUresult e = check_dev(d);
  if (e)
    return e;
  if (!bytes)
    return CUDA_ERROR_INVALID_VALUE;
  *bytes = rt_device_memory_capacity();
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuDeviceTotalMem_v2, cuDeviceTotalMem);

DRV_EXPORT CUresult cuDeviceGetAttribute(int *pi, CUdevice_attribute a,
                                         CUdevice d) {
  CUresult e = check_dev(d);
  if (e)
    return e;
  if (!pi || (int)a < 1 || a >= CU_DEVICE_ATTRIBUTE_MAX)
    return CUDA_ERROR_INVALID_VALUE;
  switch (a) { /* what the driver adds: virtual memory (vmm.c) */
  case CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED:
  case CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED:
    *pi = 1;
    return CUDA_SUCCESS;
  default:
    return RT(cudaDeviceGetAttribute(pi, (enum cudaDeviceAttr)a, d));
  }
}

DRV_EXPORT CUresult cuDeviceComputeCapability(int *major, int *minor,
                                              CUdevice d) {
  CUresult e = check_dev(d);
  if (e)
    return e;
  if (!major || !minor)
    return CUDA_ERROR_INVALID_VALUE;
  e = cuDeviceGetAttribute(major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                           d);
  return e ? e
           : cuDeviceGetAttribute(
                 minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d);
}

DRV_EXPORT CUresult cuDeviceGetPCIBusId(char *id, int len, CUdevice d) {
  CUresult e = check_dev(d);
  return e ? e : RT(cudaDeviceGetPCIBusId(id, len, d));
}

DRV_EXPORT CUresult cuDeviceGetByPCIBusId(CUdevice *d, const char *id) {
  DRV_NEED_INIT();
  return RT(cudaDeviceGetByPCIBusId(d, id));
}

DRV_EXPORT CUresult cuDeviceCanAccessPeer(int *can, CUdevice d, CUdevice peer) {
  CUresult e = check_dev(d);
  if (!e)
    e = check_dev(peer);
  return e ? e : RT(cudaDeviceCanAccessPeer(can, d, peer));
}

DRV_EXPORT CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *pool, CUdevice d) {
  CUresult e = check_dev(d);
  return e ? e : RT(cudaDeviceGetDefaultMemPool((cudaMemPool_t *)pool, d));
}

/* CUDA 1's properties, from the runtime's */
DRV_EXPORT CUresult cuDeviceGetProperties(CUdevprop *p, CUdevice d) {
  CUresult e = check_dev(d);
  if (e)
    return e;
  if (!p)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaDeviceProp r;
  e = RT(cudaGetDeviceProperties(&r, d));
  if (e)
    return e;
  p->maxThreadsPerBlock = r.maxThreadsPerBlock;
  memcpy(p->maxThreadsDim, r.maxThreadsDim, sizeof p->maxThreadsDim);
  memcpy(p->maxGridSize, r.maxGridSize, sizeof p->maxGridSize);
  p->sharedMemPerBlock = (int)r.sharedMemPerBlock;
  p->totalConstantMemory = (int)r.totalConstMem;
  p->SIMDWidth = r.warpSize;
  p->memPitch = (int)r.memPitch;
  p->regsPerBlock = r.regsPerBlock;
  p->clockRate = r.clockRate;
  p->textureAlign = (int)r.textureAlignment;
  return CUDA_SUCCESS;
}
