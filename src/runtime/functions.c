/* Per-kernel queries and settings: cudaFuncGetAttributes,
 * cudaFuncSetAttribute (kept per kernel, read by launches),
 * cudaFuncSetCacheConfig and the occupancy calculator, answered from the
 * kernel's cucc_kernel_info and the device limits device.c reports (an
 * H100's: per multiprocessor 2048 threads, 32 blocks, 64K registers,
 * 228 KiB of shared memory of which each block reserves 1 KiB; 48 KiB of
 * shared memory per block, 227 KiB with the opt-in attribute). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define SMEM_PER_BLOCK (48 * 1024)
#define SMEM_PER_BLOCK_OPTIN (227 * 1024)
#define SMEM_PER_SM (228 * 1024)
#define SMEM_RESERVED_PER_BLOCK 1024
#define SMEM_GRANULARITY 128
#define THREADS_PER_SM 2048
#define BLOCKS_PER_SM 32
#define REGS_PER_SM 65536
#define REGS_PER_THREAD 32 /* what cudaFuncGetAttributes reports */
#define REG_GRANULARITY 256 /* registers are allocated per warp in these */

/* The attributes cudaFuncSetAttribute changed, per kernel. */
typedef struct func_attrs {
  const cucc_kernel_info *k;
  int max_dyn_smem; /* cudaFuncAttributeMaxDynamicSharedMemorySize */
  int carveout;     /* cudaFuncAttributePreferredSharedMemoryCarveout */
  int cluster[3];   /* cudaFuncAttributeRequiredCluster{Width,Height,Depth} */
  int non_portable_cluster;
  int cluster_policy;
  struct func_attrs *next;
} func_attrs;

static pthread_mutex_t attrs_mu = PTHREAD_MUTEX_INITIALIZER;
static func_attrs *attrs_list;

static func_attrs get_attrs_default(const cucc_kernel_info *k) {
  func_attrs a = {k, SMEM_PER_BLOCK - (int)k->static_smem, -1, {0, 0, 0},
                  0, 0, NULL};
  if (a.max_dyn_smem < 0)
    a.max_dyn_smem = 0;
  return a;
}

/* A copy of k's attributes (the defaults if never set). */
static func_attrs get_attrs(const cucc_kernel_info *k) {
  func_attrs a = get_attrs_default(k);
  pthread_mutex_lock(&attrs_mu);
  for (func_attrs *p = attrs_list; p; p = p->next)
    if (p->k == k) {
      a = *p;
      break;
    }
  pthread_mutex_unlock(&attrs_mu);
  return a;
}

/* Finds or creates k's record (under attrs_mu). */
static func_attrs *attrs_of(const cucc_kernel_info *k) {
  for (func_attrs *p = attrs_list; p; p = p->next)
    if (p->k == k)
      return p;
  func_attrs *p = malloc(sizeof *p);
  if (!p)
    return NULL;
  *p = get_attrs_default(k);
  p->next = attrs_list;
  attrs_list = p;
  return p;
}

size_t rt_func_max_dyn_smem(const cucc_kernel_info *k) {
  return (size_t)get_attrs(k).max_dyn_smem;
}

bool rt_func_non_portable_cluster(const cucc_kernel_info *k) {
  return get_attrs(k).non_portable_cluster != 0;
}

static const cucc_kernel_info *kernel_of(const void *func, cudaError_t *e) {
  rt_init();
  const rt_function *f = func ? rt_find_function(func) : NULL;
  /* CUDA 13 (an H100): a pointer that is not a kernel is a bad handle */
  *e = !func  ? cudaErrorInvalidDeviceFunction
       : !f    ? cudaErrorInvalidResourceHandle
       : !f->k ? cudaErrorNoKernelImageForDevice
               : cudaSuccess;
  return f ? f->k : NULL;
}

RT_EXPORT cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr,
                                            const void *func) {
  cudaError_t e;
  const cucc_kernel_info *k = kernel_of(func, &e);
  if (e)
    return rt_error(e);
  if (!attr)
    return rt_error(cudaErrorInvalidValue);
  func_attrs a = get_attrs(k);
  memset(attr, 0, sizeof *attr);
  attr->sharedSizeBytes = k->static_smem;
  attr->maxThreadsPerBlock = k->max_threads ? (int)k->max_threads : 1024;
  attr->numRegs = REGS_PER_THREAD;
  unsigned arch = rt_module_arch();
  attr->ptxVersion = attr->binaryVersion = (int)(arch / 10);
  attr->maxDynamicSharedSizeBytes = a.max_dyn_smem;
  attr->preferredShmemCarveout = a.carveout;
  attr->requiredClusterWidth = a.cluster[0];
  attr->requiredClusterHeight = a.cluster[1];
  attr->requiredClusterDepth = a.cluster[2];
  attr->nonPortableClusterSizeAllowed = a.non_portable_cluster;
  attr->clusterSchedulingPolicyPreference = a.cluster_policy;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaFuncSetAttribute(const void *func,
                                           enum cudaFuncAttribute attr,
                                           int value) {
  cudaError_t e;
  const cucc_kernel_info *k = kernel_of(func, &e);
  if (e)
    return rt_error(e);
  switch (attr) {
  case cudaFuncAttributeMaxDynamicSharedMemorySize:
    if (value < 0 || value + (int)k->static_smem > SMEM_PER_BLOCK_OPTIN)
      return rt_error(cudaErrorInvalidValue);
    break;
  case cudaFuncAttributePreferredSharedMemoryCarveout:
    if (value < -1 || value > 100)
      return rt_error(cudaErrorInvalidValue);
    break;
  case cudaFuncAttributeRequiredClusterWidth:
  case cudaFuncAttributeRequiredClusterHeight:
  case cudaFuncAttributeRequiredClusterDepth:
    if (value < 0)
      return rt_error(cudaErrorInvalidValue);
    break;
  case cudaFuncAttributeNonPortableClusterSizeAllowed:
    if (value != 0 && value != 1)
      return rt_error(cudaErrorInvalidValue);
    break;
  case cudaFuncAttributeClusterSchedulingPolicyPreference:
    if (value < cudaClusterSchedulingPolicyDefault ||
        value > cudaClusterSchedulingPolicyLoadBalancing)
      return rt_error(cudaErrorInvalidValue);
    break;
  default: /* including the read-only cudaFuncAttributeClusterDimMustBeSet */
    return rt_error(cudaErrorInvalidValue);
  }
  pthread_mutex_lock(&attrs_mu);
  func_attrs *p = attrs_of(k);
  if (p) {
    switch (attr) {
    case cudaFuncAttributeMaxDynamicSharedMemorySize: p->max_dyn_smem = value; break;
    case cudaFuncAttributePreferredSharedMemoryCarveout: p->carveout = value; break;
    case cudaFuncAttributeRequiredClusterWidth: p->cluster[0] = value; break;
    case cudaFuncAttributeRequiredClusterHeight: p->cluster[1] = value; break;
    case cudaFuncAttributeRequiredClusterDepth: p->cluster[2] = value; break;
    case cudaFuncAttributeNonPortableClusterSizeAllowed: p->non_portable_cluster = value; break;
    default: p->cluster_policy = value; break;
    }
  }
  pthread_mutex_unlock(&attrs_mu);
  return p ? cudaSuccess : rt_error(cudaErrorMemoryAllocation);
}

RT_EXPORT cudaError_t cudaFuncSetCacheConfig(const void *func,
                                             enum cudaFuncCache cacheConfig) {
  cudaError_t e;
  kernel_of(func, &e);
  if (e)
    return rt_error(e);
  if ((unsigned)cacheConfig > cudaFuncCachePreferEqual)
    return rt_error(cudaErrorInvalidValue);
  return cudaSuccess; /* no caches to configure on a CPU */
}

/* ---- occupancy ---- */

static size_t round_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

/* Shared memory one resident block of k takes from its multiprocessor. */
static size_t smem_footprint(const cucc_kernel_info *k, size_t dyn) {
  return round_up(k->static_smem + dyn, SMEM_GRANULARITY) +
         SMEM_RESERVED_PER_BLOCK;
}

/* Blocks of k (block_size > 0 threads, dyn bytes of dynamic shared memory)
 * resident at once on one multiprocessor; 0 if such a block cannot run. */
int rt_occupancy(const cucc_kernel_info *k, int block_size, size_t dyn) {
  int max_threads = k->max_threads ? (int)k->max_threads : 1024;
  if (block_size <= 0 || block_size > max_threads ||
      dyn > (size_t)get_attrs(k).max_dyn_smem)
    return 0;
  int warps = (block_size + 31) / 32;
  int n = BLOCKS_PER_SM;
  if (THREADS_PER_SM / 32 / warps < n)
    n = THREADS_PER_SM / 32 / warps;
  int regs_per_warp = (int)round_up(REGS_PER_THREAD * 32, REG_GRANULARITY);
  if (REGS_PER_SM / regs_per_warp / warps < n)
    n = REGS_PER_SM / regs_per_warp / warps;
  size_t per_block = smem_footprint(k, dyn);
  if (SMEM_PER_SM / per_block < (size_t)n)
    n = (int)(SMEM_PER_SM / per_block);
  return n;
}

int rt_sm_count(void) { return rt_num_cpus(); }

RT_EXPORT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize,
    unsigned int flags) {
  if (flags & ~(unsigned)cudaOccupancyDisableCachingOverride)
    return rt_error(cudaErrorInvalidValue);
  cudaError_t e;
  const cucc_kernel_info *k = kernel_of(func, &e);
  if (e)
    return rt_error(e);
  if (!numBlocks || blockSize <= 0)
    return rt_error(cudaErrorInvalidValue);
  *numBlocks = rt_occupancy(k, blockSize, dynamicSMemSize);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, func, blockSize, dynamicSMemSize, cudaOccupancyDefault);
}

/* The most dynamic shared memory each block may use so that numBlocks
 * blocks of blockSize threads fit on one multiprocessor (0 if they do not
 * fit at all), at most what one launch of the kernel may use. */
RT_EXPORT cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(
    size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize) {
  cudaError_t e;
  const cucc_kernel_info *k = kernel_of(func, &e);
  if (e)
    return rt_error(e);
  if (!dynamicSmemSize || numBlocks <= 0 || blockSize <= 0)
    return rt_error(cudaErrorInvalidValue);
  *dynamicSmemSize = 0;
  if (rt_occupancy(k, blockSize, 0) < numBlocks)
    return cudaSuccess;
  size_t per = SMEM_PER_SM / (size_t)numBlocks / SMEM_GRANULARITY *
               SMEM_GRANULARITY;
  size_t used = SMEM_RESERVED_PER_BLOCK + k->static_smem;
  size_t avail = per > used ? per - used : 0;
  size_t limit = (size_t)get_attrs(k).max_dyn_smem;
  *dynamicSmemSize = avail < limit ? avail : limit;
  return cudaSuccess;
}
