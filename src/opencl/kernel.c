/* Kernel objects: creation from a built program, arguments (buffers,
 * __local sizes, values), and their queries. */
#include <stdlib.h>
#include <string.h>

#include "ocl.h"

static cl_kernel make_kernel(cl_program p, ocl_kernel_desc *d) {
  cl_kernel k = calloc(1, sizeof *k);
  if (!k)
    return NULL;
  k->args = calloc(d->nargs ? d->nargs : 1, sizeof *k->args);
  if (!k->args) {
    free(k);
    return NULL;
  }
  ocl_obj_init(k, OCL_KERNEL);
  k->program = p;
  k->d = d;
  pthread_mutex_init(&k->lock, NULL);
  clRetainProgram(p);
  atomic_fetch_add(&p->nkernel_objs, 1);
  return k;
}

static bool built(cl_program p) {
  return p->dl && p->status == CL_BUILD_SUCCESS;
}

OCL_API cl_kernel clCreateKernel(cl_program p, const char *name, cl_int *err) {
  cl_int e = CL_SUCCESS;
  cl_kernel k = NULL;
  if (!ocl_is(p, OCL_PROGRAM))
    e = CL_INVALID_PROGRAM;
  else if (!built(p))
    e = CL_INVALID_PROGRAM_EXECUTABLE;
  else if (!name)
    e = CL_INVALID_VALUE;
  else {
    e = CL_INVALID_KERNEL_NAME;
    for (cl_uint i = 0; i < p->nkernels; i++)
      if (!strcmp(p->kernels[i].name, name)) {
        k = make_kernel(p, &p->kernels[i]);
        e = k ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
        break;
      }
  }
  if (err)
    *err = e;
  return k;
}

OCL_API cl_int clCreateKernelsInProgram(cl_program p, cl_uint n,
                                        cl_kernel *out, cl_uint *count) {
  if (!ocl_is(p, OCL_PROGRAM))
    return CL_INVALID_PROGRAM;
  if (!built(p))
    return CL_INVALID_PROGRAM_EXECUTABLE;
  if (out && n < p->nkernels)
    return CL_INVALID_VALUE;
  for (cl_uint i = 0; out && i < p->nkernels; i++)
    if (!(out[i] = make_kernel(p, &p->kernels[i]))) {
      while (i)
        clReleaseKernel(out[--i]);
      return CL_OUT_OF_HOST_MEMORY;
    }
  if (count)
    *count = p->nkernels;
  return CL_SUCCESS;
}

OCL_API cl_int clRetainKernel(cl_kernel k) {
  if (!ocl_is(k, OCL_KERNEL))
    return CL_INVALID_KERNEL;
  atomic_fetch_add(&k->refs, 1);
  return CL_SUCCESS;
}

OCL_API cl_int clReleaseKernel(cl_kernel k) {
  if (!ocl_is(k, OCL_KERNEL))
    return CL_INVALID_KERNEL;
  if (atomic_fetch_sub(&k->refs, 1) != 1)
    return CL_SUCCESS;
  k->magic = 0;
  for (cl_uint i = 0; i < k->d->nargs; i++)
    free(k->args[i].value);
  free(k->args);
  atomic_fetch_sub(&k->program->nkernel_objs, 1);
  clReleaseProgram(k->program);
  pthread_mutex_destroy(&k->lock);
  free(k);
  return CL_SUCCESS;
}

OCL_API cl_kernel clCloneKernel(cl_kernel src, cl_int *err) {
  cl_kernel k = NULL;
  cl_int e = ocl_is(src, OCL_KERNEL) ? CL_SUCCESS : CL_INVALID_KERNEL;
  if (!e && !(k = make_kernel(src->program, src->d)))
    e = CL_OUT_OF_HOST_MEMORY;
  for (cl_uint i = 0; k && i < src->d->nargs; i++) {
    k->args[i] = src->args[i];
    if (src->args[i].value) {
      size_t n = src->d->k->param_sizes[i];
      k->args[i].value = malloc(n);
      if (k->args[i].value)
        memcpy(k->args[i].value, src->args[i].value, n);
    }
  }
  if (err)
    *err = e;
  return k;
}

OCL_API cl_int clSetKernelArg(cl_kernel k, cl_uint i, size_t size,
                              const void *value) {
  if (!ocl_is(k, OCL_KERNEL))
    return CL_INVALID_KERNEL;
  if (i >= k->d->nargs)
    return CL_INVALID_ARG_INDEX;
  const ocl_arg_info *a = &k->d->args[i];
  ocl_arg *arg = &k->args[i];
  size_t psize = k->d->k->param_sizes[i];
  pthread_mutex_lock(&k->lock);
  cl_int e = CL_SUCCESS;
  if (a->local) {
    if (value)
      e = CL_INVALID_ARG_VALUE;
    else if (!size)
      e = CL_INVALID_ARG_SIZE;
    else
      arg->local_size = size;
  } else if (a->mem) {
    cl_mem m = value ? *(const cl_mem *)value : NULL;
    if (size != sizeof(cl_mem))
      e = CL_INVALID_ARG_SIZE;
    else if (m && (ocl_mem_check(m) || m->context != k->program->context))
      e = CL_INVALID_MEM_OBJECT;
    else if (a->image != (m && m->image) && (m || a->image))
      e = CL_INVALID_MEM_OBJECT;
    else if (m && a->image &&
             ((a->access == CL_KERNEL_ARG_ACCESS_WRITE_ONLY &&
               (m->flags & CL_MEM_READ_ONLY)) ||
              (a->access == CL_KERNEL_ARG_ACCESS_READ_ONLY &&
               (m->flags & CL_MEM_WRITE_ONLY))))
      e = CL_INVALID_ARG_VALUE; /* the kernel would access it as it may not */
    else
      arg->mem = m;
  } else if (a->sampler) {
    cl_sampler smp = value && size == sizeof(cl_sampler)
                         ? *(const cl_sampler *)value
                         : NULL;
    if (size != sizeof(cl_sampler))
      e = CL_INVALID_ARG_SIZE;
    else if (!ocl_is_sampler(smp))
      e = CL_INVALID_SAMPLER;
    else if (!arg->value && !(arg->value = malloc(8)))
      e = CL_OUT_OF_HOST_MEMORY;
    else {
      uint64_t bits = ocl_sampler_bits(smp);
      memcpy(arg->value, &bits, 8);
    }
  } else {
    if (size != psize)
      e = CL_INVALID_ARG_SIZE;
    else if (!value)
      e = CL_INVALID_ARG_VALUE;
    else if (!arg->value && !(arg->value = malloc(psize)))
      e = CL_OUT_OF_HOST_MEMORY;
    else
      memcpy(arg->value, value, psize);
  }
  if (!e)
    arg->set = true;
  pthread_mutex_unlock(&k->lock);
  return e;
}

OCL_API cl_int clGetKernelInfo(cl_kernel k, cl_kernel_info param,
                               size_t value_size, void *value, size_t *ret) {
  if (!ocl_is(k, OCL_KERNEL))
    return CL_INVALID_KERNEL;
  switch (param) {
  case CL_KERNEL_FUNCTION_NAME:
    return ocl_info_str(k->d->name, value_size, value, ret);
  case CL_KERNEL_NUM_ARGS:
    return OCL_INFO(cl_uint, k->d->nargs);
  case CL_KERNEL_REFERENCE_COUNT:
    return OCL_INFO(cl_uint, atomic_load(&k->refs));
  case CL_KERNEL_CONTEXT:
    return OCL_INFO(cl_context, k->program->context);
  case CL_KERNEL_PROGRAM:
    return OCL_INFO(cl_program, k->program);
  case CL_KERNEL_ATTRIBUTES:
    return ocl_info_str("", value_size, value, ret);
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clGetKernelArgInfo(cl_kernel k, cl_uint i,
                                  cl_kernel_arg_info param, size_t value_size,
                                  void *value, size_t *ret) {
  if (!ocl_is(k, OCL_KERNEL))
    return CL_INVALID_KERNEL;
  if (i >= k->d->nargs)
    return CL_INVALID_ARG_INDEX;
  const ocl_arg_info *a = &k->d->args[i];
  switch (param) {
  case CL_KERNEL_ARG_ADDRESS_QUALIFIER:
    return OCL_INFO(cl_kernel_arg_address_qualifier, a->addr_space);
  case CL_KERNEL_ARG_ACCESS_QUALIFIER:
    return OCL_INFO(cl_kernel_arg_access_qualifier, a->access);
  case CL_KERNEL_ARG_TYPE_NAME:
    return ocl_info_str(a->type, value_size, value, ret);
  case CL_KERNEL_ARG_TYPE_QUALIFIER:
    return OCL_INFO(cl_kernel_arg_type_qualifier, a->type_qual);
  case CL_KERNEL_ARG_NAME:
    return ocl_info_str(a->name, value_size, value, ret);
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clGetKernelWorkGroupInfo(cl_kernel k, cl_device_id d,
                                        cl_kernel_work_group_info param,
                                        size_t value_size, void *value,
                                        size_t *ret) {
  if (!ocl_is(k, OCL_KERNEL))
    return CL_INVALID_KERNEL;
  if (d && (!ocl_is(d, OCL_DEVICE) ||
            !ocl_context_has_device(k->program->context, d)))
    return CL_INVALID_DEVICE;
  if (!d && k->program->context->ndevices > 1)
    return CL_INVALID_DEVICE;
  switch (param) {
  case CL_KERNEL_WORK_GROUP_SIZE:
    return OCL_INFO(size_t, 1024);
  case CL_KERNEL_COMPILE_WORK_GROUP_SIZE:
    return ocl_info(k->d->reqd, sizeof k->d->reqd, value_size, value, ret);
  case CL_KERNEL_LOCAL_MEM_SIZE: {
    cl_ulong n = k->d->k->static_smem;
    for (cl_uint i = 0; i < k->d->nargs; i++)
      n += k->args[i].local_size;
    return OCL_INFO(cl_ulong, n);
  }
  case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return OCL_INFO(size_t, 1);
  case CL_KERNEL_PRIVATE_MEM_SIZE:
    return OCL_INFO(cl_ulong, 0);
  case CL_KERNEL_GLOBAL_WORK_SIZE:
    return CL_INVALID_VALUE; /* only for built-in kernels or custom devices */
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clSetKernelExecInfo(cl_kernel k, cl_kernel_exec_info param,
                                   size_t size, const void *value) {
  (void)param;
  (void)size;
  (void)value;
  /* both parameters concern shared virtual memory, which is not supported */
  return ocl_is(k, OCL_KERNEL) ? CL_INVALID_OPERATION : CL_INVALID_KERNEL;
}

OCL_API cl_int clSetKernelArgSVMPointer(cl_kernel k, cl_uint i,
                                        const void *value) {
  (void)i;
  (void)value;
  return ocl_is(k, OCL_KERNEL) ? CL_INVALID_OPERATION : CL_INVALID_KERNEL;
}
