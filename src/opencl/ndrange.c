/* clEnqueueNDRangeKernel, clEnqueueTask and clEnqueueNativeKernel. An
 * NDRange is one launch on cucc's engine: work-groups are blocks, work-items
 * threads; the arguments are the wrapper's (oclc/kernel_abi.c): buffers as
 * their storage's address, __local arguments as offsets into the block's
 * dynamic shared memory, then the global offsets and the work dimension. */
#include <stdlib.h>
#include <string.h>

#include "ocl.h"

#define MAX_WG 1024
#define LOCAL_ALIGN 128

static size_t align_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

/* A work-group size for global size g when the application gives none:
 * the largest divisor of g up to a size that still leaves every worker
 * several groups. */
static size_t pick_local(size_t g, size_t limit) {
  size_t want = g / ((size_t)rt_engine_threads() * 4 + 1);
  if (want > limit)
    want = limit;
  if (want < 1)
    want = 1;
  for (size_t l = want; l > 1; l--)
    if (g % l == 0)
      return l;
  return 1;
}

/* *empty: a global size is 0 (OpenCL 2.1 and later: nothing runs) */
static cl_int check_sizes(const ocl_kernel_desc *d, cl_uint dim,
                          const size_t *off, const size_t *global,
                          const size_t *local_in, size_t *local, bool *empty) {
  static const size_t max_item[3] = {1024, 1024, 64};
  static const size_t none[3] = {0, 0, 0};
  if (!global) /* 2.1 and later: as a zero size, an empty range */
    global = none;
  size_t total = 1;
  bool reqd = d->reqd[0] != 0;
  for (cl_uint i = 0; i < 3; i++) {
    size_t g = i < dim ? global[i] : 1;
    if (!g) {
      *empty = true;
      g = local_in && local_in[i] ? local_in[i] : 1;
    }
    if (i < dim && off && off[i] > SIZE_MAX - g)
      return CL_INVALID_GLOBAL_OFFSET;
    if (local_in)
      local[i] = i < dim ? local_in[i] : 1;
    else if (reqd)
      local[i] = d->reqd[i];
    else
      local[i] = i == 0 ? pick_local(g, 256) : 1;
    if (!local[i] || (reqd && local[i] != d->reqd[i]))
      return CL_INVALID_WORK_GROUP_SIZE;
    if (local[i] > max_item[i])
      return CL_INVALID_WORK_ITEM_SIZE;
    if (g % local[i])
      return CL_INVALID_WORK_GROUP_SIZE;
    if (g / local[i] > UINT32_MAX)
      return CL_INVALID_GLOBAL_WORK_SIZE;
    total *= local[i];
  }
  return total > MAX_WG ? CL_INVALID_WORK_GROUP_SIZE : CL_SUCCESS;
}

OCL_API cl_int clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k,
                                      cl_uint dim, const size_t *off,
                                      const size_t *global,
                                      const size_t *local_in, cl_uint nwait,
                                      const cl_event *wait, cl_event *ev) {
  if (!ocl_is(q, OCL_QUEUE))
    return CL_INVALID_COMMAND_QUEUE;
  if (!ocl_is(k, OCL_KERNEL))
    return CL_INVALID_KERNEL;
  if (k->program->context != q->context)
    return CL_INVALID_CONTEXT;
  if (dim < 1 || dim > 3)
    return CL_INVALID_WORK_DIMENSION;
  const ocl_kernel_desc *d = k->d;
  const cucc_kernel_info *ki = d->k;
  size_t local[3];
  bool empty = false;
  cl_int e = check_sizes(d, dim, off, global, local_in, local, &empty);
  if (e)
    return e;
  pthread_mutex_lock(&k->lock);
  size_t dyn = 0;
  for (cl_uint i = 0; i < d->nargs; i++) {
    if (!k->args[i].set) {
      pthread_mutex_unlock(&k->lock);
      return CL_INVALID_KERNEL_ARGS;
    }
    if (d->args[i].local)
      dyn = align_up(dyn, LOCAL_ALIGN) + k->args[i].local_size;
  }
  if (dyn + ki->static_smem > (64u << 10)) {
    pthread_mutex_unlock(&k->lock);
    return CL_OUT_OF_RESOURCES;
  }
  ocl_cmd c;
  if ((e = ocl_cmd_begin(&c, q, CL_COMMAND_NDRANGE_KERNEL, nwait, wait))) {
    pthread_mutex_unlock(&k->lock);
    return e;
  }
  if (empty) { /* no work-item: the command only orders and signals */
    pthread_mutex_unlock(&k->lock);
    return ocl_cmd_end_work(&c, NULL, NULL, false, ev);
  }
  /* one allocation: the argument pointers, then the argument bytes */
  size_t data_off = align_up(sizeof(void *) * ki->nparams, 16), data = 0;
  for (uint32_t i = 0; i < ki->nparams; i++)
    data = align_up(data, ki->param_aligns[i] ? ki->param_aligns[i] : 1) +
           ki->param_sizes[i];
  rt_cmd *cmd = rt_cmd_new(RT_CMD_KERNEL, data_off + data + 16);
  if (!cmd) {
    pthread_mutex_unlock(&k->lock);
    ocl_cmd_abort(&c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  /* the buffers and images stay alive until the kernel has run */
  c.mems = malloc((d->nargs ? d->nargs : 1) * sizeof *c.mems);
  for (cl_uint i = 0; c.mems && i < d->nargs; i++)
    if (d->args[i].mem && k->args[i].mem) {
      clRetainMemObject(k->args[i].mem);
      c.mems[c.nmems++] = k->args[i].mem;
    }
  char *mem = rt_cmd_extra(cmd);
  void **ptrs = (void **)mem;
  size_t o = 0, lo = 0;
  for (uint32_t i = 0; i < ki->nparams; i++) {
    o = align_up(o, ki->param_aligns[i] ? ki->param_aligns[i] : 1);
    ptrs[i] = mem + data_off + o;
    o += ki->param_sizes[i];
    uint64_t v64;
    if (i >= d->nargs) { /* hidden: offsets, then the dimension */
      if (i < d->nargs + 3) {
        v64 = off && i - d->nargs < dim ? off[i - d->nargs] : 0;
        memcpy(ptrs[i], &v64, 8);
      } else {
        uint32_t wd = dim;
        memcpy(ptrs[i], &wd, 4);
      }
    } else if (d->args[i].local) {
      lo = align_up(lo, LOCAL_ALIGN);
      v64 = lo;
      memcpy(ptrs[i], &v64, 8);
      lo += k->args[i].local_size;
    } else if (d->args[i].mem) {
      cl_mem m = k->args[i].mem; /* an image: its descriptor */
      void *p = !m ? NULL : m->image ? (void *)m->image : (void *)m->data;
      memcpy(ptrs[i], &p, sizeof p);
    } else {
      memcpy(ptrs[i], k->args[i].value, ki->param_sizes[i]);
    }
  }
  pthread_mutex_unlock(&k->lock);
  cmd->k = ki;
  cmd->block = (cucc_dim3){(uint32_t)local[0], (uint32_t)local[1],
                           (uint32_t)local[2]};
  cmd->grid = (cucc_dim3){
      (uint32_t)(global[0] / local[0]),
      (uint32_t)(dim > 1 ? global[1] / local[1] : 1),
      (uint32_t)(dim > 2 ? global[2] / local[2] : 1)};
  cmd->dyn_smem = dyn;
  cmd->args = ptrs;
  cmd->nblocks = (uint64_t)cmd->grid.x * cmd->grid.y * cmd->grid.z;
  return ocl_cmd_end_kernel(&c, cmd, ev);
}

OCL_API cl_int clEnqueueTask(cl_command_queue q, cl_kernel k, cl_uint nwait,
                             const cl_event *wait, cl_event *ev) {
  static const size_t one[1] = {1};
  return clEnqueueNDRangeKernel(q, k, 1, NULL, one, one, nwait, wait, ev);
}

typedef struct native {
  void(CL_CALLBACK *fn)(void *);
  char args[];
} native;

static void run_native(void *p) {
  native *n = p;
  n->fn(n->args);
}

OCL_API cl_int clEnqueueNativeKernel(cl_command_queue q,
                                     void(CL_CALLBACK *fn)(void *), void *args,
                                     size_t cb, cl_uint nmem,
                                     const cl_mem *mems, const void **locs,
                                     cl_uint nwait, const cl_event *wait,
                                     cl_event *ev) {
  if (!ocl_is(q, OCL_QUEUE))
    return CL_INVALID_COMMAND_QUEUE;
  if (!fn || (!args && (cb || nmem)) || (args && !cb) ||
      (nmem && (!mems || !locs)) || (!nmem && (mems || locs)))
    return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < nmem; i++)
    if (ocl_mem_check(mems[i]))
      return CL_INVALID_MEM_OBJECT;
  ocl_cmd c;
  cl_int e = ocl_cmd_begin(&c, q, CL_COMMAND_NATIVE_KERNEL, nwait, wait);
  if (e)
    return e;
  native *n = malloc(sizeof *n + cb);
  if (!n) {
    ocl_cmd_abort(&c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  n->fn = fn;
  if (cb)
    memcpy(n->args, args, cb);
  for (cl_uint i = 0; i < nmem; i++) {
    size_t at = (size_t)((const char *)locs[i] - (const char *)args);
    if (at + sizeof(void *) <= cb)
      memcpy(n->args + at, &mems[i]->data, sizeof(void *));
  }
  return ocl_cmd_end_work(&c, run_native, n, false, ev);
}
