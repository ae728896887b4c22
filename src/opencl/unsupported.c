/* The entry points of features the device does not offer: images and
 * samplers (CL_DEVICE_IMAGE_SUPPORT is false), and OpenCL 2.x/3.0's
 * optional shared virtual memory, pipes and sub-groups: each checks its
 * object handles and answers the error the specification gives for a
 * device without the feature. */
#include <stdlib.h>

#include "ocl.h"

void ocl_image_free(cl_mem m) { (void)m; }

static void *fail(cl_int *err, cl_int e) {
  if (err)
    *err = e;
  return NULL;
}

static cl_int ctx_or(cl_context c, cl_int e) {
  return ocl_is(c, OCL_CONTEXT) ? e : CL_INVALID_CONTEXT;
}

OCL_API cl_mem clCreateImage(cl_context c, cl_mem_flags flags,
                             const cl_image_format *fmt,
                             const cl_image_desc *desc, void *host,
                             cl_int *err) {
  (void)flags, (void)fmt, (void)desc, (void)host;
  return fail(err, ctx_or(c, CL_INVALID_OPERATION));
}

OCL_API cl_mem clCreateImageWithProperties(cl_context c,
                                           const cl_mem_properties *props,
                                           cl_mem_flags flags,
                                           const cl_image_format *fmt,
                                           const cl_image_desc *desc,
                                           void *host, cl_int *err) {
  (void)props;
  return clCreateImage(c, flags, fmt, desc, host, err);
}

OCL_API cl_mem clCreateImage2D(cl_context c, cl_mem_flags flags,
                               const cl_image_format *fmt, size_t w, size_t h,
                               size_t pitch, void *host, cl_int *err) {
  (void)flags, (void)fmt, (void)w, (void)h, (void)pitch, (void)host;
  return fail(err, ctx_or(c, CL_INVALID_OPERATION));
}

OCL_API cl_mem clCreateImage3D(cl_context c, cl_mem_flags flags,
                               const cl_image_format *fmt, size_t w, size_t h,
                               size_t d, size_t rp, size_t sp, void *host,
                               cl_int *err) {
  (void)flags, (void)fmt, (void)w, (void)h, (void)d, (void)rp, (void)sp,
      (void)host;
  return fail(err, ctx_or(c, CL_INVALID_OPERATION));
}

OCL_API cl_int clGetSupportedImageFormats(cl_context c, cl_mem_flags flags,
                                          cl_mem_object_type type, cl_uint n,
                                          cl_image_format *fmts,
                                          cl_uint *count) {
  (void)flags, (void)type, (void)fmts;
  if (!ocl_is(c, OCL_CONTEXT))
    return CL_INVALID_CONTEXT;
  if (fmts && !n)
    return CL_INVALID_VALUE;
  if (count)
    *count = 0;
  return CL_SUCCESS;
}

OCL_API cl_int clGetImageInfo(cl_mem m, cl_image_info p, size_t vs, void *v,
                              size_t *r) {
  (void)p, (void)vs, (void)v, (void)r;
  (void)m;
  return CL_INVALID_MEM_OBJECT;
}

#define IMAGE_CMD_ERR(q)                                                      \
  (ocl_is(q, OCL_QUEUE) ? CL_INVALID_MEM_OBJECT : CL_INVALID_COMMAND_QUEUE)

OCL_API cl_int clEnqueueReadImage(cl_command_queue q, cl_mem m, cl_bool b,
                                  const size_t *o, const size_t *r, size_t rp,
                                  size_t sp, void *p, cl_uint n,
                                  const cl_event *w, cl_event *e) {
  (void)m, (void)b, (void)o, (void)r, (void)rp, (void)sp, (void)p, (void)n,
      (void)w, (void)e;
  return IMAGE_CMD_ERR(q);
}

OCL_API cl_int clEnqueueWriteImage(cl_command_queue q, cl_mem m, cl_bool b,
                                   const size_t *o, const size_t *r,
                                   size_t rp, size_t sp, const void *p,
                                   cl_uint n, const cl_event *w, cl_event *e) {
  (void)m, (void)b, (void)o, (void)r, (void)rp, (void)sp, (void)p, (void)n,
      (void)w, (void)e;
  return IMAGE_CMD_ERR(q);
}

OCL_API cl_int clEnqueueCopyImage(cl_command_queue q, cl_mem s, cl_mem d,
                                  const size_t *so, const size_t *dO,
                                  const size_t *r, cl_uint n,
                                  const cl_event *w, cl_event *e) {
  (void)s, (void)d, (void)so, (void)dO, (void)r, (void)n, (void)w, (void)e;
  return IMAGE_CMD_ERR(q);
}

OCL_API cl_int clEnqueueCopyImageToBuffer(cl_command_queue q, cl_mem s,
                                          cl_mem d, const size_t *so,
                                          const size_t *r, size_t doff,
                                          cl_uint n, const cl_event *w,
                                          cl_event *e) {
  (void)s, (void)d, (void)so, (void)r, (void)doff, (void)n, (void)w, (void)e;
  return IMAGE_CMD_ERR(q);
}

OCL_API cl_int clEnqueueCopyBufferToImage(cl_command_queue q, cl_mem s,
                                          cl_mem d, size_t soff,
                                          const size_t *dO, const size_t *r,
                                          cl_uint n, const cl_event *w,
                                          cl_event *e) {
  (void)s, (void)d, (void)soff, (void)dO, (void)r, (void)n, (void)w, (void)e;
  return IMAGE_CMD_ERR(q);
}

OCL_API void *clEnqueueMapImage(cl_command_queue q, cl_mem m, cl_bool b,
                                cl_map_flags f, const size_t *o,
                                const size_t *r, size_t *rp, size_t *sp,
                                cl_uint n, const cl_event *w, cl_event *e,
                                cl_int *err) {
  (void)m, (void)b, (void)f, (void)o, (void)r, (void)rp, (void)sp, (void)n,
      (void)w, (void)e;
  return fail(err, IMAGE_CMD_ERR(q));
}

OCL_API cl_int clEnqueueFillImage(cl_command_queue q, cl_mem m,
                                  const void *color, const size_t *o,
                                  const size_t *r, cl_uint n,
                                  const cl_event *w, cl_event *e) {
  (void)m, (void)color, (void)o, (void)r, (void)n, (void)w, (void)e;
  return IMAGE_CMD_ERR(q);
}

OCL_API cl_sampler clCreateSampler(cl_context c, cl_bool norm,
                                   cl_addressing_mode a, cl_filter_mode f,
                                   cl_int *err) {
  (void)norm, (void)a, (void)f;
  return fail(err, ctx_or(c, CL_INVALID_OPERATION));
}

OCL_API cl_sampler clCreateSamplerWithProperties(
    cl_context c, const cl_sampler_properties *p, cl_int *err) {
  (void)p;
  return fail(err, ctx_or(c, CL_INVALID_OPERATION));
}

OCL_API cl_int clRetainSampler(cl_sampler s) {
  (void)s;
  return CL_INVALID_SAMPLER;
}

OCL_API cl_int clReleaseSampler(cl_sampler s) {
  (void)s;
  return CL_INVALID_SAMPLER;
}

OCL_API cl_int clGetSamplerInfo(cl_sampler s, cl_sampler_info p, size_t vs,
                                void *v, size_t *r) {
  (void)s, (void)p, (void)vs, (void)v, (void)r;
  return CL_INVALID_SAMPLER;
}

/* ---- OpenCL 2.x/3.0 optional features ---- */

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
