/* Driver API: pointer attributes, read from the core's memory table (any
 * address inside an allocation answers for it). */
#include <stdbool.h>
#include <string.h>

#include "memory.h"

#include "drv.h"

#define ACCESS_READWRITE 3 /* CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE */

static CUresult attribute(void *data, CUpointer_attribute a, CUdeviceptr ptr,
                          bool zero_unknown) {
  rt_mem m;
  bool known = ptr && rt_mem_lookup(drv_ptr(ptr), &m);
  if (!known && !zero_unknown && a != CU_POINTER_ATTRIBUTE_MEMORY_TYPE)
    return CUDA_ERROR_INVALID_VALUE;
  bool device = known && m.kind != RT_MEM_HOST && m.kind != RT_MEM_REGISTERED;
  bool managed = known && (m.kind == RT_MEM_MANAGED ||
                           m.kind == RT_MEM_MANAGED_VAR);
  bool host_side = known && !device;
  switch (a) {
  case CU_POINTER_ATTRIBUTE_CONTEXT:
    *(CUcontext *)data = known ? core_ctx_primary(m.device) : NULL;
    break;
  case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
    if (!known && !zero_unknown)
      return CUDA_ERROR_INVALID_VALUE;
    *(unsigned *)data = !known      ? 0
                        : host_side ? CU_MEMORYTYPE_HOST
                                    : CU_MEMORYTYPE_DEVICE;
    break;
  case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
    *(CUdeviceptr *)data = known ? ptr : 0;
    break;
  case CU_POINTER_ATTRIBUTE_HOST_POINTER:
    if (known && device && !managed && !zero_unknown)
      return CUDA_ERROR_INVALID_VALUE; /* device memory has no host view */
    *(void **)data = known && (host_side || managed) ? drv_ptr(ptr) : NULL;
    break;
  case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS:
  case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE:
  case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE:
    *(bool *)data = false;
    break;
  case CU_POINTER_ATTRIBUTE_MAPPED:
    *(bool *)data = known;
    break;
  case CU_POINTER_ATTRIBUTE_IS_MANAGED:
    *(bool *)data = managed;
    break;
  case CU_POINTER_ATTRIBUTE_BUFFER_ID:
  case CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID:
    *(unsigned long long *)data = known ? (unsigned long long)(uintptr_t)m.p : 0;
    break;
  case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
    *(int *)data = known ? m.device : -2;
    break;
  case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
  case CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR:
    *(CUdeviceptr *)data = known ? drv_dptr(m.p) : 0;
    break;
  case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
  case CU_POINTER_ATTRIBUTE_MAPPING_SIZE:
    *(size_t *)data = known ? m.size : 0;
    break;
  case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES:
    *(unsigned long long *)data = 0;
    break;
  case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS:
    *(unsigned *)data = known ? ACCESS_READWRITE : 0;
    break;
  case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE:
    *(void **)data = known ? m.pool : NULL;
    break;
  default:
    return CUDA_ERROR_INVALID_VALUE;
  }
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuPointerGetAttribute(void *data, CUpointer_attribute a,
                                          CUdeviceptr ptr) {
  DRV_NEED_INIT();
  if (!data)
    return CUDA_ERROR_INVALID_VALUE;
  return attribute(data, a, ptr, false);
}

/* unknown pointers are not an error here: their attributes are zero */
DRV_EXPORT CUresult cuPointerGetAttributes(unsigned n, CUpointer_attribute *a,
                                           void **data, CUdeviceptr ptr) {
  DRV_NEED_INIT();
  if (!n || !a || !data)
    return CUDA_ERROR_INVALID_VALUE;
  for (unsigned i = 0; i < n; i++) {
    if (!data[i])
      return CUDA_ERROR_INVALID_VALUE;
    CUresult e = attribute(data[i], a[i], ptr, true);
    if (e)
      return e;
  }
  return CUDA_SUCCESS;
}
