/* Kernel launches: the <<<>>> configuration stack clang's host code pushes
 * and pops, cudaLaunchKernel with CUDA's validation, and the copy of the
 * arguments that lets launches run asynchronously; cudaLaunchKernelExC
 * (launch attributes), cooperative launches, and the legacy
 * cudaConfigureCall/cudaSetupArgument/cudaLaunch. */
#include <stdlib.h>
#include <string.h>

#include "../profiler/prof.h"
#include "cooperative.h"
#include "internal.h"

#define MAX_THREADS_PER_BLOCK 1024u
#define MAX_BLOCK_X 1024u
#define MAX_BLOCK_Y 1024u
#define MAX_BLOCK_Z 64u
#define MAX_GRID_X 2147483647u
#define MAX_GRID_YZ 65535u
#define MAX_SMEM_PER_BLOCK (48u * 1024u)

typedef struct call_config {
  dim3 grid, block;
  size_t smem;
  void *stream;
} call_config;

static _Thread_local call_config config_stack[16];
static _Thread_local unsigned config_depth;

RT_EXPORT unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                                               size_t sharedMem, struct CUstream_st *stream) {
  if (config_depth == sizeof config_stack / sizeof *config_stack)
    return 1;
  config_stack[config_depth++] = (call_config){gridDim, blockDim, sharedMem, stream};
  return 0;
}

RT_EXPORT cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim,
                                                 size_t *sharedMem,
                                                 void *stream) {
  if (!config_depth)
    return rt_error(cudaErrorInvalidConfiguration);
  call_config c = config_stack[--config_depth];
  *gridDim = c.grid;
  *blockDim = c.block;
  *sharedMem = c.smem;
  *(void **)stream = c.stream;
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim,
                                        size_t sharedMem, cudaStream_t stream) {
  return __cudaPushCallConfiguration(gridDim, blockDim, sharedMem, stream)
             ? rt_error(cudaErrorInvalidConfiguration)
             : cudaSuccess;
}

/* CUDA 13 reports every bad configuration as cudaErrorInvalidValue
 * (measured on an H100: tests/e2e/launch_errors.expected). */
static cudaError_t validate(const cucc_kernel_info *k, dim3 g, dim3 b,
                            size_t smem) {
  uint64_t threads = (uint64_t)b.x * b.y * b.z;
  if (!b.x || !b.y || !b.z || !g.x || !g.y || !g.z ||
      b.x > MAX_BLOCK_X || b.y > MAX_BLOCK_Y || b.z > MAX_BLOCK_Z ||
      threads > MAX_THREADS_PER_BLOCK || g.x > MAX_GRID_X ||
      g.y > MAX_GRID_YZ || g.z > MAX_GRID_YZ ||
      (k->max_threads && threads > k->max_threads) ||
      ((smem > MAX_SMEM_PER_BLOCK ||
        smem + k->static_smem > MAX_SMEM_PER_BLOCK) &&
       smem > rt_func_max_dyn_smem(k))) /* beyond 48 KiB: opt-in */
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

cudaError_t rt_launch_validate(const cucc_kernel_info *k, dim3 grid,
                               dim3 block, size_t smem) {
  return validate(k, grid, block, smem);
}

static size_t align_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

/* Every launch comes here; coop: all blocks resident at once. */
static cudaError_t launch(const void *func, dim3 gridDim, dim3 blockDim,
                          void **args, size_t sharedMem, cudaStream_t stream,
                          bool coop) {
  rt_init();
  rt_printf_flush();
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  const rt_function *f = func ? rt_find_function(func) : NULL;
  if (!f) /* CUDA 13 (an H100): a pointer that is not a kernel: bad handle */
    return rt_error(func ? cudaErrorInvalidResourceHandle
                         : cudaErrorInvalidDeviceFunction);
  const cucc_kernel_info *k = f->k;
  if (!k)
    return rt_error(cudaErrorNoKernelImageForDevice);
  cudaError_t e = validate(k, gridDim, blockDim, sharedMem);
  if (e)
    return rt_error(e);
  rt_log_kernel_path(k);
  uint64_t nblocks = (uint64_t)gridDim.x * gridDim.y * gridDim.z;
  if (coop &&
      nblocks > (uint64_t)rt_occupancy(k, (int)(blockDim.x * blockDim.y *
                                                blockDim.z),
                                       sharedMem) *
                    (uint64_t)rt_sm_count())
    return rt_error(cudaErrorCooperativeLaunchTooLarge);
  coop = coop && k->kind == CUCC_KERNEL_FIBER; /* others cannot sync */
  rt_texref_sync();

  /* one allocation: the command, the argument pointers, the argument bytes */
  size_t ptrs_off = 0;
  size_t off = sizeof(void *) * (k->nparams ? k->nparams : 1);
  size_t data_off = align_up(off, 16);
  size_t data = 0;
  for (uint32_t i = 0; i < k->nparams; i++)
    data = align_up(data, k->param_aligns[i] ? k->param_aligns[i] : 1) +
           k->param_sizes[i];
  size_t coop_off = align_up(data_off + data + 16, 16);
  rt_cmd *c = rt_cmd_new(RT_CMD_KERNEL, coop_off + (coop ? rt_coop_size() : 0));
  if (!c)
    return rt_error(cudaErrorMemoryAllocation);
  char *mem = rt_cmd_extra(c);
  void **ptrs = (void **)(mem + ptrs_off);
  size_t o = 0;
  for (uint32_t i = 0; i < k->nparams; i++) {
    o = align_up(o, k->param_aligns[i] ? k->param_aligns[i] : 1);
    ptrs[i] = mem + data_off + o;
    if (args && args[i])
      memcpy(ptrs[i], args[i], k->param_sizes[i]);
    o += k->param_sizes[i];
  }
  c->k = k;
  c->grid = (cucc_dim3){gridDim.x, gridDim.y, gridDim.z};
  c->block = (cucc_dim3){blockDim.x, blockDim.y, blockDim.z};
  c->dyn_smem = sharedMem;
  c->args = ptrs;
  c->nblocks = nblocks;
  c->arg = (void *)func; /* unused by kernels: graph capture reports it */
  if (coop)
    rt_coop_setup(c, mem + coop_off);
  e = rt_stream_submit(stream, c);
  if (e)
    return e;
  /* read once; host threads launching at once may both read it */
  static _Atomic int blocking = -1;
  if (blocking < 0) {
    const char *b = getenv("CUDA_LAUNCH_BLOCKING");
    blocking = b && *b == '1';
  }
  if (blocking) {
    rt_stream_wait(stream);
    rt_printf_flush();
  }
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim,
                                       dim3 blockDim, void **args,
                                       size_t sharedMem, cudaStream_t stream) {
  RT_PROF_API();
  return launch(func, gridDim, blockDim, args, sharedMem, stream, false);
}

RT_EXPORT cudaError_t cudaLaunchCooperativeKernel(const void *func,
                                                  dim3 gridDim, dim3 blockDim,
                                                  void **args, size_t sharedMem,
                                                  cudaStream_t stream) {
  RT_PROF_API();
  return launch(func, gridDim, blockDim, args, sharedMem, stream, true);
}

/* Portable cluster size; up to 16 blocks with
 * cudaFuncAttributeNonPortableClusterSizeAllowed (an H100's). */
#define MAX_CLUSTER 8u
#define MAX_CLUSTER_NON_PORTABLE 16u

RT_EXPORT cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config,
                                          const void *func, void **args) {
  RT_PROF_API();
  if (!config || (config->numAttrs && !config->attrs))
    return rt_error(cudaErrorInvalidValue);
  bool coop = false;
  const cudaLaunchAttribute *cluster = NULL;
  for (unsigned i = 0; i < config->numAttrs; i++) {
    const cudaLaunchAttribute *a = &config->attrs[i];
    switch (a->id) {
    case cudaLaunchAttributeCooperative:
      coop = a->val.cooperative != 0;
      break;
    case cudaLaunchAttributeClusterDimension:
      cluster = a;
      break;
    case cudaLaunchAttributeAccessPolicyWindow:
    case cudaLaunchAttributeSynchronizationPolicy: {
      rt_attrs scratch = {0}; /* checked as streams check them (an H100) */
      cudaError_t e = rt_attr_set(&scratch, false, a->id, &a->val);
      if (e)
        return rt_error(e);
      break;
    }
    case cudaLaunchAttributeIgnore:
    case cudaLaunchAttributeClusterSchedulingPolicyPreference:
    case cudaLaunchAttributeProgrammaticStreamSerialization:
    case cudaLaunchAttributeProgrammaticEvent:
    case cudaLaunchAttributePriority:
    case cudaLaunchAttributeMemSyncDomainMap:
    case cudaLaunchAttributeMemSyncDomain:
    case cudaLaunchAttributeLaunchCompletionEvent:
    case cudaLaunchAttributeDeviceUpdatableKernelNode:
      break; /* nothing they change is observable on a CPU */
    default:
      return rt_error(cudaErrorInvalidValue);
    }
  }
  if (cluster) { /* blocks of a cluster run together anyway: only check */
    unsigned cx = cluster->val.clusterDim.x, cy = cluster->val.clusterDim.y,
             cz = cluster->val.clusterDim.z;
    dim3 g = config->gridDim;
    const rt_function *f = func ? rt_find_function(func) : NULL;
    unsigned max = f && f->k && rt_func_non_portable_cluster(f->k)
                       ? MAX_CLUSTER_NON_PORTABLE
                       : MAX_CLUSTER;
    if (!cx || !cy || !cz || (uint64_t)cx * cy * cz > max ||
        (g.x && g.x % cx) || (g.y && g.y % cy) || (g.z && g.z % cz))
      return rt_error(cudaErrorInvalidClusterSize);
  }
  return launch(func, config->gridDim, config->blockDim, args,
                config->dynamicSmemBytes, config->stream, coop);
}

/* ---- the legacy launch API: cudaConfigureCall (above), then the
 * arguments one by one at their offsets, then cudaLaunch ---- */

#define LEGACY_ARG_BYTES 4096u /* CUDA's limit when the API was current */

static _Thread_local _Alignas(16) char legacy_args[LEGACY_ARG_BYTES];

RT_EXPORT cudaError_t cudaSetupArgument(const void *arg, size_t size,
                                        size_t offset) {
  if ((!arg && size) || size > LEGACY_ARG_BYTES ||
      offset > LEGACY_ARG_BYTES - size)
    return rt_error(cudaErrorInvalidValue);
  if (size)
    memcpy(legacy_args + offset, arg, size);
  return cudaSuccess;
}

RT_EXPORT cudaError_t cudaLaunch(const void *func) {
  dim3 grid, block;
  size_t smem;
  cudaStream_t stream;
  cudaError_t e = __cudaPopCallConfiguration(&grid, &block, &smem, &stream);
  if (e)
    return e;
  rt_init();
  const rt_function *f = func ? rt_find_function(func) : NULL;
  if (!f) /* as cudaLaunchKernel */
    return rt_error(func ? cudaErrorInvalidResourceHandle
                         : cudaErrorInvalidDeviceFunction);
  if (!f->k)
    return rt_error(cudaErrorNoKernelImageForDevice);
  /* the arguments lie where the kernel's parameters do in a packed
   * parameter buffer: each at the next multiple of its alignment */
  const cucc_kernel_info *k = f->k;
  void *ptrs[k->nparams ? k->nparams : 1];
  size_t o = 0;
  for (uint32_t i = 0; i < k->nparams; i++) {
    o = align_up(o, k->param_aligns[i] ? k->param_aligns[i] : 1);
    if (o + k->param_sizes[i] > LEGACY_ARG_BYTES)
      return rt_error(cudaErrorInvalidValue);
    ptrs[i] = legacy_args + o;
    o += k->param_sizes[i];
  }
  return launch(func, grid, block, ptrs, smem, stream, false);
}
