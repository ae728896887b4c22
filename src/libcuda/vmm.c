/* Driver API: virtual memory management. A physical allocation
 * (cuMemCreate) is a memfd of the host; an address reservation is an
 * inaccessible mapping of the process; cuMemMap maps a piece of an
 * allocation there, still inaccessible, and cuMemSetAccess opens it (so
 * touching memory before cuMemSetAccess faults, as on a GPU). Mapped ranges
 * enter the core's memory table, so copies and pointer queries know them;
 * the allocation is charged to the device's capacity. */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "memory.h"

#include "drv.h"

#define GRANULARITY (2u << 20) /* an H100's */
#define HANDLE_MAGIC 0x4d4d5643u

typedef struct phys {
  uint32_t magic;
  int fd;
  size_t size;
  CUmemAllocationProp prop;
  int refs; /* the handle + each mapping */
} phys;

typedef struct range {
  char *p;
  size_t size;
  phys *h;       /* mappings: the allocation; reservations: NULL */
  unsigned long long access;
  struct range *next;
} range;

static pthread_mutex_t vmm_mu = PTHREAD_MUTEX_INITIALIZER;
static range *reserved, *mapped;

static bool prop_valid(const CUmemAllocationProp *p) {
  return p && p->type == CU_MEM_ALLOCATION_TYPE_PINNED &&
         p->location.type == CU_MEM_LOCATION_TYPE_DEVICE &&
         rt_device_valid(p->location.id);
}

DRV_EXPORT CUresult cuMemGetAllocationGranularity(
    size_t *g, const CUmemAllocationProp *prop,
    CUmemAllocationGranularity_flags option) {
  DRV_NEED_INIT();
  if (!g || !prop_valid(prop) || (unsigned)option > 1)
    return CUDA_ERROR_INVALID_VALUE;
  *g = GRANULARITY;
  return CUDA_SUCCESS;
}

static void phys_unref(phys *h) {
  if (--h->refs)
    return;
  close(h->fd);
  rt_capacity_release(h->prop.location.id, h->size);
  h->magic = 0;
  free(h);
}

DRV_EXPORT CUresult cuMemCreate(CUmemGenericAllocationHandle *out, size_t size,
                                const CUmemAllocationProp *prop,
                                unsigned long long flags) {
  DRV_NEED_INIT();
  if (!out || !size || size % GRANULARITY || flags || !prop_valid(prop))
    return CUDA_ERROR_INVALID_VALUE;
  if (!rt_capacity_reserve(prop->location.id, size))
    return CUDA_ERROR_OUT_OF_MEMORY;
  phys *h = calloc(1, sizeof *h);
  int fd = h ? memfd_create("cucc-vmm", MFD_CLOEXEC) : -1;
  if (fd < 0 || ftruncate(fd, (off_t)size)) {
    if (fd >= 0)
      close(fd);
    free(h);
    rt_capacity_release(prop->location.id, size);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  *h = (phys){HANDLE_MAGIC, fd, size, *prop, 1};
  *out = (CUmemGenericAllocationHandle)(uintptr_t)h;
  return CUDA_SUCCESS;
}

static phys *handle_of(CUmemGenericAllocationHandle hh) {
  phys *h = (phys *)(uintptr_t)hh;
  return h && h->magic == HANDLE_MAGIC ? h : NULL;
}

DRV_EXPORT CUresult cuMemRelease(CUmemGenericAllocationHandle hh) {
  DRV_NEED_INIT();
  pthread_mutex_lock(&vmm_mu);
  phys *h = handle_of(hh);
  if (h)
    phys_unref(h);
  pthread_mutex_unlock(&vmm_mu);
  return h ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

DRV_EXPORT CUresult cuMemGetAllocationPropertiesFromHandle(
    CUmemAllocationProp *prop, CUmemGenericAllocationHandle hh) {
  DRV_NEED_INIT();
  phys *h = handle_of(hh);
  if (!prop || !h)
    return CUDA_ERROR_INVALID_VALUE;
  *prop = h->prop;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size,
                                        size_t align, CUdeviceptr addr,
                                        unsigned long long flags) {
  DRV_NEED_INIT();
  if (!ptr || !size || size % GRANULARITY || flags ||
      (align & (align - 1)))
    return CUDA_ERROR_INVALID_VALUE;
  if (align < GRANULARITY)
    align = GRANULARITY;
  range *r = calloc(1, sizeof *r);
  char *m = r ? mmap(drv_ptr(addr), size + align, PROT_NONE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
              : MAP_FAILED;
  if (m == MAP_FAILED) {
    free(r);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  char *p = (char *)(((uintptr_t)m + align - 1) & ~(uintptr_t)(align - 1));
  if (p > m) /* the unaligned head and the tail go back */
    munmap(m, (size_t)(p - m));
  if (m + size + align > p + size)
    munmap(p + size, (size_t)(m + size + align - (p + size)));
  r->p = p;
  r->size = size;
  pthread_mutex_lock(&vmm_mu);
  r->next = reserved;
  reserved = r;
  pthread_mutex_unlock(&vmm_mu);
  *ptr = drv_dptr(p);
  return CUDA_SUCCESS;
}

static bool inside(range *list, const char *p, size_t size) {
  for (range *r = list; r; r = r->next)
    if (p >= r->p && size <= r->size && (size_t)(p - r->p) <= r->size - size)
      return true;
  return false;
}

static bool overlaps(range *list, const char *p, size_t size) {
  for (range *r = list; r; r = r->next)
    if (p < r->p + r->size && r->p < p + size)
      return true;
  return false;
}

DRV_EXPORT CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size) {
  DRV_NEED_INIT();
  CUresult e = CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&vmm_mu);
  for (range **r = &reserved; *r; r = &(*r)->next)
    if ((*r)->p == drv_ptr(ptr) && (*r)->size == size &&
        !overlaps(mapped, (*r)->p, size)) {
      range *x = *r;
      *r = x->next;
      munmap(x->p, x->size);
      free(x);
      e = CUDA_SUCCESS;
      break;
    }
  pthread_mutex_unlock(&vmm_mu);
  return e;
}

DRV_EXPORT CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset,
                             CUmemGenericAllocationHandle hh,
                             unsigned long long flags) {
  DRV_NEED_INIT();
  char *p = drv_ptr(ptr);
  CUresult e = CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&vmm_mu);
  phys *h = handle_of(hh);
  range *r = NULL;
  if (h && !flags && size && !(size % GRANULARITY) && !(offset % GRANULARITY) &&
      offset <= h->size && size <= h->size - offset &&
      inside(reserved, p, size) && !overlaps(mapped, p, size) &&
      (r = calloc(1, sizeof *r)) &&
      mmap(p, size, PROT_NONE, MAP_SHARED | MAP_FIXED, h->fd, (off_t)offset) !=
          MAP_FAILED) {
    rt_mem m = {p, size, 0, RT_MEM_DEVICE_VAR, h->prop.location.id,
                cudaMemAttachGlobal, NULL};
    rt_mem_add(&m);
    *r = (range){p, size, h, 0, mapped};
    mapped = r;
    h->refs++;
    e = CUDA_SUCCESS;
  } else {
    free(r);
  }
  pthread_mutex_unlock(&vmm_mu);
  return e;
}

DRV_EXPORT CUresult cuMemUnmap(CUdeviceptr ptr, size_t size) {
  DRV_NEED_INIT();
  char *p = drv_ptr(ptr);
  CUresult e = CUDA_ERROR_INVALID_VALUE;
  rt_engine_sync(); /* no kernel may still use it */
  pthread_mutex_lock(&vmm_mu);
  for (range **r = &mapped; *r; r = &(*r)->next)
    if ((*r)->p == p && (*r)->size == size) {
      range *x = *r;
      *r = x->next;
      mmap(p, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE |
                                   MAP_FIXED, -1, 0);
      rt_mem_remove(p, 1u << RT_MEM_DEVICE_VAR, NULL);
      phys_unref(x->h);
      free(x);
      e = CUDA_SUCCESS;
      break;
    }
  pthread_mutex_unlock(&vmm_mu);
  return e;
}

DRV_EXPORT CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size,
                                   const CUmemAccessDesc *desc, size_t count) {
  DRV_NEED_INIT();
  if (!desc || !count || !size)
    return CUDA_ERROR_INVALID_VALUE;
  unsigned long long flags = 0;
  for (size_t i = 0; i < count; i++) {
    if (desc[i].location.type != CU_MEM_LOCATION_TYPE_DEVICE ||
        !rt_device_valid(desc[i].location.id) ||
        (desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_NONE &&
         desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_READ &&
         desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_READWRITE))
      return CUDA_ERROR_INVALID_VALUE;
    flags |= desc[i].flags; /* every device shares the host's mappings */
  }
  char *p = drv_ptr(ptr);
  CUresult e = CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&vmm_mu);
  /* the range must be covered by mappings */
  size_t covered = 0;
  for (bool grew = true; grew && covered < size;) {
    grew = false;
    for (range *r = mapped; r; r = r->next)
      if (r->p == p + covered) {
        r->access = flags;
        covered += r->size;
        grew = true;
      }
  }
  if (covered >= size &&
      !mprotect(p, size,
                flags & 2 /* READWRITE */
                    ? PROT_READ | PROT_WRITE
                : flags ? PROT_READ
                        : PROT_NONE))
    e = CUDA_SUCCESS;
  pthread_mutex_unlock(&vmm_mu);
  return e;
}

DRV_EXPORT CUresult cuMemGetAccess(unsigned long long *flags,
                                   const CUmemLocation *loc, CUdeviceptr ptr) {
  DRV_NEED_INIT();
  if (!flags || !loc || loc->type != CU_MEM_LOCATION_TYPE_DEVICE ||
      !rt_device_valid(loc->id))
    return CUDA_ERROR_INVALID_VALUE;
  CUresult e = CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&vmm_mu);
  for (range *r = mapped; r; r = r->next)
    if ((char *)drv_ptr(ptr) >= r->p && (char *)drv_ptr(ptr) < r->p + r->size) {
      *flags = r->access;
      e = CUDA_SUCCESS;
    }
  pthread_mutex_unlock(&vmm_mu);
  return e;
}

/* POSIX file descriptors: the allocation's memfd, which another process
 * (given the descriptor over a socket) maps as its own allocation */
DRV_EXPORT CUresult cuMemExportToShareableHandle(void *out,
                                                 CUmemGenericAllocationHandle hh,
                                                 CUmemAllocationHandleType type,
                                                 unsigned long long flags) {
  DRV_NEED_INIT();
  phys *h = handle_of(hh);
  if (!out || !h || flags)
    return CUDA_ERROR_INVALID_VALUE;
  if (type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR ||
      !(h->prop.requestedHandleTypes & CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR))
    return CUDA_ERROR_NOT_SUPPORTED;
  int fd = dup(h->fd);
  if (fd < 0)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *(int *)out = fd;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuMemImportFromShareableHandle(
    CUmemGenericAllocationHandle *out, void *os, CUmemAllocationHandleType type) {
  DRV_NEED_INIT();
  if (!out)
    return CUDA_ERROR_INVALID_VALUE;
  if (type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
    return CUDA_ERROR_NOT_SUPPORTED;
  int fd = (int)(intptr_t)os; /* the descriptor itself, as CUDA takes it */
  off_t size = lseek(fd, 0, SEEK_END);
  if (size <= 0 || size % GRANULARITY)
    return CUDA_ERROR_INVALID_VALUE;
  phys *h = calloc(1, sizeof *h);
  int own = h ? dup(fd) : -1;
  if (own < 0) {
    free(h);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  CUmemAllocationProp prop = {CU_MEM_ALLOCATION_TYPE_PINNED,
                              CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                              {CU_MEM_LOCATION_TYPE_DEVICE, 0}, NULL, {0}};
  *h = (phys){HANDLE_MAGIC, own, (size_t)size, prop, 1};
  rt_capacity_reserve(0, (size_t)size);
  *out = (CUmemGenericAllocationHandle)(uintptr_t)h;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *out,
                                                void *addr) {
  DRV_NEED_INIT();
  if (!out)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult e = CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&vmm_mu);
  for (range *r = mapped; r; r = r->next)
    if ((char *)addr >= r->p && (char *)addr < r->p + r->size) {
      r->h->refs++;
      *out = (CUmemGenericAllocationHandle)(uintptr_t)r->h;
      e = CUDA_SUCCESS;
      break;
    }
  pthread_mutex_unlock(&vmm_mu);
  return e;
}

/* ---- legacy interprocess handles: not supported ---- */

DRV_EXPORT CUresult cuIpcGetEventHandle(CUipcEventHandle *h, CUevent e) {
  (void)h, (void)e;
  DRV_NEED_CTX();
  return CUDA_ERROR_NOT_SUPPORTED;
}
DRV_EXPORT CUresult cuIpcOpenEventHandle(CUevent *e, CUipcEventHandle h) {
  (void)e, (void)h;
  DRV_NEED_CTX();
  return CUDA_ERROR_NOT_SUPPORTED;
}
DRV_EXPORT CUresult cuIpcGetMemHandle(CUipcMemHandle *h, CUdeviceptr p) {
  (void)h, (void)p;
  DRV_NEED_CTX();
  return CUDA_ERROR_NOT_SUPPORTED;
}
DRV_EXPORT CUresult cuIpcOpenMemHandle(CUdeviceptr *p, CUipcMemHandle h,
                                       unsigned flags) {
  (void)p, (void)h, (void)flags;
  DRV_NEED_CTX();
  return CUDA_ERROR_NOT_SUPPORTED;
}
DRV_ALIAS(cuIpcOpenMemHandle_v2, cuIpcOpenMemHandle);
DRV_EXPORT CUresult cuIpcCloseMemHandle(CUdeviceptr p) {
  (void)p;
  DRV_NEED_CTX();
  return CUDA_ERROR_NOT_SUPPORTED;
}
