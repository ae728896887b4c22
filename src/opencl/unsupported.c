/* The entry points of features the device does not offer: OpenCL 2.x/3.0's
 * optional shared virtual memory, pipes and sub-groups: each checks its
 * object handles and answers the error the specification gives for a
 * device without the feature. */
#include <stdlib.h>

#include "ocl.h"

static void *fail(cl_int *err, cl_int e) {
  if (err)
    *err = e;
  return NULL;
}

static cl_int ctx_or(cl_context c, cl_int e) {
  return ocl_is(c, OCL_CONTEXT) ? e : CL_INVALID_CONTEXT;
}

OCL_API cl_mem clCreatePipe(cl_context c, cl_mem_flags f, cl_uint ps,
                            cl_uint mp, const cl_pipe_properties *p,
                            cl_int *err) {
  (void)f, (void)ps, (void)mp, (void)p;
  return fail(err, ctx_or(c, CL_INVALID_OPERATION));
}

OCL_API cl_int clGetPipeInfo(cl_mem m, cl_pipe_info p, size_t vs, void *v,
                             size_t *r) {
  (void)p, (void)vs, (void)v, (void)r;
  (void)m;
  return CL_INVALID_MEM_OBJECT;
}

OCL_API void *clSVMAlloc(cl_context c, cl_svm_mem_flags f, size_t n,
                         cl_uint a) {
  (void)c, (void)f, (void)n, (void)a;
  return NULL;
}

OCL_API void clSVMFree(cl_context c, void *p) { (void)c, (void)p; }

#define SVM_ERR(q)                                                            \
  (ocl_is(q, OCL_QUEUE) ? CL_INVALID_OPERATION : CL_INVALID_COMMAND_QUEUE)

OCL_API cl_int clEnqueueSVMFree(cl_command_queue q, cl_uint n, void **p,
                                void(CL_CALLBACK *fn)(cl_command_queue,
                                                      cl_uint, void **, void *),
                                void *d, cl_uint nw, const cl_event *w,
                                cl_event *e) {
  (void)n, (void)p, (void)fn, (void)d, (void)nw, (void)w, (void)e;
  return SVM_ERR(q);
}

OCL_API cl_int clEnqueueSVMMemcpy(cl_command_queue q, cl_bool b, void *d,
                                  const void *s, size_t n, cl_uint nw,
                                  const cl_event *w, cl_event *e) {
  (void)b, (void)d, (void)s, (void)n, (void)nw, (void)w, (void)e;
  return SVM_ERR(q);
}

OCL_API cl_int clEnqueueSVMMemFill(cl_command_queue q, void *p,
                                   const void *pat, size_t ps, size_t n,
                                   cl_uint nw, const cl_event *w,
                                   cl_event *e) {
  (void)p, (void)pat, (void)ps, (void)n, (void)nw, (void)w, (void)e;
  return SVM_ERR(q);
}

OCL_API cl_int clEnqueueSVMMap(cl_command_queue q, cl_bool b, cl_map_flags f,
                               void *p, size_t n, cl_uint nw,
                               const cl_event *w, cl_event *e) {
  (void)b, (void)f, (void)p, (void)n, (void)nw, (void)w, (void)e;
  return SVM_ERR(q);
}

OCL_API cl_int clEnqueueSVMUnmap(cl_command_queue q, void *p, cl_uint nw,
                                 const cl_event *w, cl_event *e) {
  (void)p, (void)nw, (void)w, (void)e;
  return SVM_ERR(q);
}

OCL_API cl_int clEnqueueSVMMigrateMem(cl_command_queue q, cl_uint n,
                                      const void **p, const size_t *s,
                                      cl_mem_migration_flags f, cl_uint nw,
                                      const cl_event *w, cl_event *e) {
  (void)n, (void)p, (void)s, (void)f, (void)nw, (void)w, (void)e;
  return SVM_ERR(q);
}

OCL_API cl_int clGetKernelSubGroupInfo(cl_kernel k, cl_device_id d,
                                       cl_kernel_sub_group_info p, size_t is,
                                       const void *iv, size_t vs, void *v,
                                       size_t *r) {
  (void)d, (void)p, (void)is, (void)iv, (void)vs, (void)v, (void)r;
  return ocl_is(k, OCL_KERNEL) ? CL_INVALID_OPERATION : CL_INVALID_KERNEL;
}

OCL_API cl_int clSetDefaultDeviceCommandQueue(cl_context c, cl_device_id d,
                                              cl_command_queue q) {
  (void)d, (void)q;
  return ctx_or(c, CL_INVALID_OPERATION);
}

OCL_API cl_int clSetProgramReleaseCallback(
    cl_program p, void(CL_CALLBACK *fn)(cl_program, void *), void *d) {
  (void)fn, (void)d;
  return ocl_is(p, OCL_PROGRAM) ? CL_INVALID_OPERATION : CL_INVALID_PROGRAM;
}

OCL_API cl_int clSetProgramSpecializationConstant(cl_program p, cl_uint id,
                                                  size_t n, const void *v) {
  (void)id, (void)n, (void)v;
  return ocl_is(p, OCL_PROGRAM) ? CL_INVALID_OPERATION : CL_INVALID_PROGRAM;
}
