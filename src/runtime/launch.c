/* Kernel launches: the <<<>>> configuration stack clang's host code pushes
 * and pops, cudaLaunchKernel with CUDA's validation, and the copy of the
 * arguments that lets launches run asynchronously. */
#include <stdlib.h>
#include <string.h>

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
      smem > MAX_SMEM_PER_BLOCK || smem + k->static_smem > MAX_SMEM_PER_BLOCK)
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

static size_t align_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

RT_EXPORT cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim,
                                       dim3 blockDim, void **args,
                                       size_t sharedMem, cudaStream_t stream) {
  rt_init();
  rt_printf_flush();
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  const rt_function *f = rt_find_function(func);
  if (!f)
    return rt_error(cudaErrorInvalidDeviceFunction);
  const cucc_kernel_info *k = f->k;
  if (!k)
    return rt_error(cudaErrorNoKernelImageForDevice);
  cudaError_t e = validate(k, gridDim, blockDim, sharedMem);
  if (e)
    return rt_error(e);

  /* one allocation: the command, the argument pointers, the argument bytes */
  size_t ptrs_off = 0;
  size_t off = sizeof(void *) * (k->nparams ? k->nparams : 1);
  size_t data_off = align_up(off, 16);
  size_t data = 0;
  for (uint32_t i = 0; i < k->nparams; i++)
    data = align_up(data, k->param_aligns[i] ? k->param_aligns[i] : 1) +
           k->param_sizes[i];
  rt_cmd *c = rt_cmd_new(RT_CMD_KERNEL, data_off + data + 16);
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
  c->nblocks = (uint64_t)gridDim.x * gridDim.y * gridDim.z;
  e = rt_stream_submit(stream, c);
  if (e)
    return e;
  static int blocking = -1;
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
