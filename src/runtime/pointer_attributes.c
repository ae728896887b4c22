/* cudaPointerGetAttributes under unified addressing: the allocation table
 * tells device, managed, pinned/registered host memory and device variables
 * apart, for interior pointers too; anything else is ordinary host memory,
 * cudaMemoryTypeUnregistered (success since CUDA 11) with only hostPointer
 * set, as an H100 with CUDA 13 answers. */
#include "memory.h"

RT_EXPORT cudaError_t cudaPointerGetAttributes(
    struct cudaPointerAttributes *attributes, const void *ptr) {
  rt_init();
  if (!attributes)
    return rt_error(cudaErrorInvalidValue);
  rt_mem m;
  struct cudaPointerAttributes a = {cudaMemoryTypeUnregistered,
                                    cudaInvalidDeviceId, NULL, NULL};
  void *p = (void *)ptr;
  a.hostPointer = p; /* ordinary host memory: hostPointer only */
  if (ptr && rt_mem_lookup(ptr, &m)) {
    a.hostPointer = NULL;
    a.device = m.device;
    switch (m.kind) {
    case RT_MEM_DEVICE:
    case RT_MEM_DEVICE_VAR:
    case RT_MEM_GRAPH:
      a.type = cudaMemoryTypeDevice;
      a.devicePointer = p;
      break;
    case RT_MEM_MANAGED:
    case RT_MEM_MANAGED_VAR:
      a.type = cudaMemoryTypeManaged;
      a.devicePointer = a.hostPointer = p;
      break;
    default: /* pinned or registered */
      a.type = cudaMemoryTypeHost;
      a.devicePointer = a.hostPointer = p;
      break;
    }
  }
  *attributes = a;
  return cudaSuccess;
}
