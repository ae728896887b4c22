/* Samplers: kernels receive a sampler as the bits of OpenCL C's CLK_*
 * constants (normalized coordinates | addressing mode | filter), as a
 * sampler declared in the program is (__translate_sampler_initializer,
 * clc/image.cl). */
#include <stdlib.h>

#include "ocl.h"

struct _cl_sampler {
  OCL_HEAD;
  cl_context context;
  cl_bool normalized;
  cl_addressing_mode addressing;
  cl_filter_mode filter;
  cl_sampler_properties props[7];
  size_t nprops;
};

uint64_t ocl_sampler_bits(cl_sampler s) {
  unsigned a = s->addressing == CL_ADDRESS_CLAMP_TO_EDGE   ? 2
               : s->addressing == CL_ADDRESS_CLAMP          ? 4
               : s->addressing == CL_ADDRESS_REPEAT         ? 6
               : s->addressing == CL_ADDRESS_MIRRORED_REPEAT ? 8
                                                             : 0;
  return (s->normalized ? 1u : 0u) | a |
         (s->filter == CL_FILTER_LINEAR ? 0x20u : 0x10u);
}

bool ocl_is_sampler(const void *p) { return ocl_is(p, OCL_SAMPLER); }

static cl_sampler make(cl_context c, cl_bool norm, cl_addressing_mode a,
                       cl_filter_mode f, const cl_sampler_properties *props,
                       size_t np, cl_int *err) {
  cl_int e = CL_SUCCESS;
  cl_sampler s = NULL;
  if (!ocl_is(c, OCL_CONTEXT))
    e = CL_INVALID_CONTEXT;
  else if ((norm != CL_TRUE && norm != CL_FALSE) ||
           (a != CL_ADDRESS_NONE && a != CL_ADDRESS_CLAMP_TO_EDGE &&
            a != CL_ADDRESS_CLAMP && a != CL_ADDRESS_REPEAT &&
            a != CL_ADDRESS_MIRRORED_REPEAT) ||
           (f != CL_FILTER_NEAREST && f != CL_FILTER_LINEAR) ||
           (!norm && (a == CL_ADDRESS_REPEAT ||
                      a == CL_ADDRESS_MIRRORED_REPEAT)))
    e = CL_INVALID_VALUE;
  else if (!(s = calloc(1, sizeof *s)))
    e = CL_OUT_OF_HOST_MEMORY;
  if (s) {
    ocl_obj_init(s, OCL_SAMPLER);
    s->context = c;
    s->normalized = norm;
    s->addressing = a;
    s->filter = f;
    for (size_t i = 0; i < np && i < 7; i++)
      s->props[i] = props[i];
    s->nprops = np;
    clRetainContext(c);
  }
  if (err)
    *err = e;
  return s;
}

OCL_API cl_sampler clCreateSampler(cl_context c, cl_bool norm,
                                   cl_addressing_mode a, cl_filter_mode f,
                                   cl_int *err) {
  return make(c, norm, a, f, NULL, 0, err);
}

OCL_API cl_sampler clCreateSamplerWithProperties(
    cl_context c, const cl_sampler_properties *p, cl_int *err) {
  cl_bool norm = CL_TRUE;
  cl_addressing_mode a = CL_ADDRESS_CLAMP;
  cl_filter_mode f = CL_FILTER_NEAREST;
  size_t n = 0;
  for (; p && p[n]; n += 2) {
    if (n >= 6) {
      if (err)
        *err = CL_INVALID_VALUE;
      return NULL;
    }
    if (p[n] == CL_SAMPLER_NORMALIZED_COORDS)
      norm = (cl_bool)p[n + 1];
    else if (p[n] == CL_SAMPLER_ADDRESSING_MODE)
      a = (cl_addressing_mode)p[n + 1];
    else if (p[n] == CL_SAMPLER_FILTER_MODE)
      f = (cl_filter_mode)p[n + 1];
    else {
      if (err)
        *err = CL_INVALID_VALUE;
      return NULL;
    }
  }
  return make(c, norm, a, f, p, p ? n + 1 : 0, err);
}

OCL_API cl_int clRetainSampler(cl_sampler s) {
  if (!ocl_is(s, OCL_SAMPLER))
    return CL_INVALID_SAMPLER;
  atomic_fetch_add(&s->refs, 1);
  return CL_SUCCESS;
}

OCL_API cl_int clReleaseSampler(cl_sampler s) {
  if (!ocl_is(s, OCL_SAMPLER))
    return CL_INVALID_SAMPLER;
  if (atomic_fetch_sub(&s->refs, 1) != 1)
    return CL_SUCCESS;
  s->magic = 0;
  clReleaseContext(s->context);
  free(s);
  return CL_SUCCESS;
}

OCL_API cl_int clGetSamplerInfo(cl_sampler s, cl_sampler_info param,
                                size_t value_size, void *value, size_t *ret) {
  if (!ocl_is(s, OCL_SAMPLER))
    return CL_INVALID_SAMPLER;
  switch (param) {
  case CL_SAMPLER_REFERENCE_COUNT:
    return OCL_INFO(cl_uint, atomic_load(&s->refs));
  case CL_SAMPLER_CONTEXT:
    return OCL_INFO(cl_context, s->context);
  case CL_SAMPLER_NORMALIZED_COORDS:
    return OCL_INFO(cl_bool, s->normalized);
  case CL_SAMPLER_ADDRESSING_MODE:
    return OCL_INFO(cl_addressing_mode, s->addressing);
  case CL_SAMPLER_FILTER_MODE:
    return OCL_INFO(cl_filter_mode, s->filter);
  case CL_SAMPLER_PROPERTIES:
    return ocl_info(s->props, s->nprops * sizeof *s->props, value_size, value,
                    ret);
  default:
    return CL_INVALID_VALUE;
  }
}
