/* Images: creation (1D, 1D buffer, 1D/2D arrays, 2D, 3D) in the formats
 * the device supports, their queries, and the descriptor kernels read
 * (clc/image_desc.h; sampling is in the built-in library, clc/image.cl). */
#include <stdlib.h>
#include <string.h>

#include "ocl.h"

#define MAX_2D 16384
#define MAX_3D 2048
#define MAX_ARRAY 2048
#define MAX_BUFFER (64u << 20)

static const cl_channel_order orders[] = {
    CL_R,  CL_A, CL_RG, CL_RA, CL_RGBA, CL_BGRA, CL_ARGB, CL_INTENSITY,
    CL_LUMINANCE};
static const cl_channel_type types[] = {
    CL_SNORM_INT8,     CL_SNORM_INT16,    CL_UNORM_INT8,   CL_UNORM_INT16,
    CL_SIGNED_INT8,    CL_SIGNED_INT16,   CL_SIGNED_INT32, CL_UNSIGNED_INT8,
    CL_UNSIGNED_INT16, CL_UNSIGNED_INT32, CL_HALF_FLOAT,   CL_FLOAT};

static int type_size(cl_channel_type t) {
  switch (t) {
  case CL_SNORM_INT8: case CL_UNORM_INT8: case CL_SIGNED_INT8:
  case CL_UNSIGNED_INT8:
    return 1;
  case CL_SNORM_INT16: case CL_UNORM_INT16: case CL_SIGNED_INT16:
  case CL_UNSIGNED_INT16: case CL_HALF_FLOAT:
    return 2;
  case CL_SIGNED_INT32: case CL_UNSIGNED_INT32: case CL_FLOAT:
    return 4;
  default:
    return 0;
  }
}

static int order_channels(cl_channel_order o) {
  switch (o) {
  case CL_R: case CL_A: case CL_INTENSITY: case CL_LUMINANCE:
    return 1;
  case CL_RG: case CL_RA:
    return 2;
  case CL_RGBA: case CL_BGRA: case CL_ARGB:
    return 4;
  default:
    return 0;
  }
}

/* 0: supported; else the error for this format */
cl_int ocl_image_format(const cl_image_format *f, unsigned *channels,
                        unsigned *elem) {
  if (!f)
    return CL_INVALID_IMAGE_FORMAT_DESCRIPTOR;
  int c = order_channels(f->image_channel_order);
  int s = type_size(f->image_channel_data_type);
  if (!c || !s)
    return CL_INVALID_IMAGE_FORMAT_DESCRIPTOR;
  cl_channel_type t = f->image_channel_data_type;
  cl_channel_order o = f->image_channel_order;
  /* the combinations the specification allows */
  bool norm_or_float = t == CL_UNORM_INT8 || t == CL_UNORM_INT16 ||
                       t == CL_SNORM_INT8 || t == CL_SNORM_INT16 ||
                       t == CL_HALF_FLOAT || t == CL_FLOAT;
  if ((o == CL_INTENSITY || o == CL_LUMINANCE) && !norm_or_float)
    return CL_INVALID_IMAGE_FORMAT_DESCRIPTOR;
  if ((o == CL_BGRA || o == CL_ARGB) && s != 1)
    return CL_INVALID_IMAGE_FORMAT_DESCRIPTOR;
  if (channels)
    *channels = (unsigned)c;
  if (elem)
    *elem = (unsigned)(c * s);
  return CL_SUCCESS;
}

static bool is_image_type(cl_mem_object_type t) {
  return t == CL_MEM_OBJECT_IMAGE1D || t == CL_MEM_OBJECT_IMAGE1D_BUFFER ||
         t == CL_MEM_OBJECT_IMAGE1D_ARRAY || t == CL_MEM_OBJECT_IMAGE2D ||
         t == CL_MEM_OBJECT_IMAGE2D_ARRAY || t == CL_MEM_OBJECT_IMAGE3D;
}

OCL_API cl_int clGetSupportedImageFormats(cl_context c, cl_mem_flags flags,
                                          cl_mem_object_type type, cl_uint n,
                                          cl_image_format *fmts,
                                          cl_uint *count) {
  if (!ocl_is(c, OCL_CONTEXT))
    return CL_INVALID_CONTEXT;
  if ((fmts && !n) || !is_image_type(type) ||
      ocl_check_mem_flags(flags & ~(cl_mem_flags)(CL_MEM_USE_HOST_PTR |
                                                  CL_MEM_COPY_HOST_PTR |
                                                  CL_MEM_KERNEL_READ_AND_WRITE),
                          NULL))
    return CL_INVALID_VALUE;
  cl_uint k = 0;
  /* read-write images are an optional 3.0 feature the device lacks */
  if (flags & CL_MEM_KERNEL_READ_AND_WRITE) {
    if (count)
      *count = 0;
    return CL_SUCCESS;
  }
  for (size_t o = 0; o < sizeof orders / sizeof *orders; o++)
    for (size_t t = 0; t < sizeof types / sizeof *types; t++) {
      cl_image_format f = {orders[o], types[t]};
      if (ocl_image_format(&f, NULL, NULL))
        continue;
      if (fmts && k < n)
        fmts[k] = f;
      k++;
    }
  if (count)
    *count = k;
  return CL_SUCCESS;
}

void ocl_image_free(cl_mem m) { free(m->image); }

/* Checks the descriptor: dimensions, pitches (only with a host pointer),
 * the buffer of a 1D buffer image. */
static cl_int check_desc(const cl_image_desc *d, unsigned elem, void *host) {
  if (!d || !is_image_type(d->image_type) || d->num_mip_levels ||
      d->num_samples || !d->image_width)
    return CL_INVALID_IMAGE_DESCRIPTOR;
  cl_mem_object_type t = d->image_type;
  bool has_h = t == CL_MEM_OBJECT_IMAGE2D || t == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
               t == CL_MEM_OBJECT_IMAGE3D;
  bool array = t == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
               t == CL_MEM_OBJECT_IMAGE2D_ARRAY;
  if ((has_h && !d->image_height) ||
      (t == CL_MEM_OBJECT_IMAGE3D && !d->image_depth) ||
      (array && !d->image_array_size))
    return CL_INVALID_IMAGE_DESCRIPTOR;
  if (d->buffer && t == CL_MEM_OBJECT_IMAGE2D) /* cl_khr_image2d_from_buffer */
    return CL_INVALID_OPERATION;
  if ((t == CL_MEM_OBJECT_IMAGE1D_BUFFER) != (d->buffer != NULL))
    return CL_INVALID_IMAGE_DESCRIPTOR;
  if (!host && (d->image_row_pitch || d->image_slice_pitch))
    return CL_INVALID_IMAGE_DESCRIPTOR;
  size_t row = d->image_row_pitch ? d->image_row_pitch : d->image_width * elem;
  if (d->image_row_pitch &&
      (d->image_row_pitch < d->image_width * elem || d->image_row_pitch % elem))
    return CL_INVALID_IMAGE_DESCRIPTOR;
  size_t rows = t == CL_MEM_OBJECT_IMAGE1D_ARRAY ? 1 : has_h ? d->image_height : 1;
  if (d->image_slice_pitch &&
      (d->image_slice_pitch < row * rows || d->image_slice_pitch % row))
    return CL_INVALID_IMAGE_DESCRIPTOR;
  size_t maxw = t == CL_MEM_OBJECT_IMAGE3D ? MAX_3D
                : t == CL_MEM_OBJECT_IMAGE1D_BUFFER ? MAX_BUFFER
                                                    : MAX_2D;
  if (d->image_width > maxw || (has_h && d->image_height > maxw) ||
      (t == CL_MEM_OBJECT_IMAGE3D && d->image_depth > MAX_3D) ||
      (array && d->image_array_size > MAX_ARRAY))
    return CL_INVALID_IMAGE_SIZE;
  return CL_SUCCESS;
}

OCL_API cl_mem clCreateImage(cl_context c, cl_mem_flags flags,
                             const cl_image_format *fmt,
                             const cl_image_desc *d, void *host, cl_int *err) {
  unsigned ch = 0, elem = 0;
  cl_int e = CL_SUCCESS;
  cl_mem m = NULL;
  cucc_image *img = NULL;
  if (!ocl_is(c, OCL_CONTEXT))
    e = CL_INVALID_CONTEXT;
  else if ((e = ocl_check_mem_flags(flags, host)))
    e = e == CL_INVALID_HOST_PTR ? e : CL_INVALID_VALUE;
  else if ((e = ocl_image_format(fmt, &ch, &elem)))
    ;
  else if (!(e = check_desc(d, elem, host)) && d->buffer &&
           (ocl_mem_check(d->buffer) || d->buffer->type != CL_MEM_OBJECT_BUFFER ||
            d->image_width * elem > d->buffer->size))
    e = CL_INVALID_IMAGE_DESCRIPTOR;
  if (e) {
    if (err)
      *err = e;
    return NULL;
  }
  cl_mem_object_type t = d->image_type;
  bool has_h = t == CL_MEM_OBJECT_IMAGE2D || t == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
               t == CL_MEM_OBJECT_IMAGE3D;
  size_t w = d->image_width, h = has_h ? d->image_height : 1;
  size_t layers = t == CL_MEM_OBJECT_IMAGE3D ? d->image_depth
                  : t == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
                          t == CL_MEM_OBJECT_IMAGE2D_ARRAY
                      ? d->image_array_size
                      : 1;
  size_t row = w * elem, slice = row * h;
  size_t hrow = d->image_row_pitch ? d->image_row_pitch : row;
  size_t hslice = d->image_slice_pitch ? d->image_slice_pitch : hrow * h;
  bool use = flags & CL_MEM_USE_HOST_PTR;
  if (use) { /* the application's layout is the image's */
    row = hrow;
    slice = hslice;
  }
  img = calloc(1, sizeof *img);
  if (!img)
    e = CL_OUT_OF_HOST_MEMORY;
  else if (d->buffer) {
    m = ocl_mem_new(c, t, (flags & ~(cl_mem_flags)(CL_MEM_COPY_HOST_PTR |
                                                   CL_MEM_ALLOC_HOST_PTR)) |
                              CL_MEM_USE_HOST_PTR,
                    w * elem, d->buffer->data, &e);
    if (m) {
      m->host_ptr = NULL;
      m->flags = flags ? flags : CL_MEM_READ_WRITE;
      m->parent = d->buffer;
      clRetainMemObject(d->buffer);
    }
  } else {
    m = ocl_mem_new(c, t, flags & ~(cl_mem_flags)CL_MEM_COPY_HOST_PTR,
                    slice * layers, use ? host : NULL, &e);
    if (m && (flags & CL_MEM_COPY_HOST_PTR))
      for (size_t z = 0; z < layers; z++)
        for (size_t y = 0; y < h; y++)
          memcpy(m->data + z * slice + y * row,
                 (char *)host + z * hslice + y * hrow, w * elem);
    if (m && (flags & CL_MEM_COPY_HOST_PTR))
      m->flags |= CL_MEM_COPY_HOST_PTR;
  }
  if (m) {
    *img = (cucc_image){m->data, (cucc_u32)w, (cucc_u32)h,
                        (cucc_u32)(t == CL_MEM_OBJECT_IMAGE3D ? layers : 1),
                        (cucc_u32)(t == CL_MEM_OBJECT_IMAGE3D ? 1 : layers),
                        t == CL_MEM_OBJECT_IMAGE1D_ARRAY ? slice : row,
                        slice, fmt->image_channel_order,
                        fmt->image_channel_data_type, elem, ch, t, 0};
    m->image = img;
  } else {
    free(img);
  }
  if (err)
    *err = e;
  return m;
}

OCL_API cl_mem clCreateImageWithProperties(cl_context c,
                                           const cl_mem_properties *props,
                                           cl_mem_flags flags,
                                           const cl_image_format *fmt,
                                           const cl_image_desc *desc,
                                           void *host, cl_int *err) {
  if (props && props[0]) {
    if (err)
      *err = CL_INVALID_PROPERTY;
    return NULL;
  }
  cl_mem m = clCreateImage(c, flags, fmt, desc, host, err);
  if (m && props)
    m->has_props = true;
  return m;
}

OCL_API cl_mem clCreateImage2D(cl_context c, cl_mem_flags flags,
                               const cl_image_format *fmt, size_t w, size_t h,
                               size_t pitch, void *host, cl_int *err) {
  cl_image_desc d = {CL_MEM_OBJECT_IMAGE2D, w, h, 0, 0, pitch, 0, 0, 0, {0}};
  return clCreateImage(c, flags, fmt, &d, host, err);
}

OCL_API cl_mem clCreateImage3D(cl_context c, cl_mem_flags flags,
                               const cl_image_format *fmt, size_t w, size_t h,
                               size_t depth, size_t rp, size_t sp, void *host,
                               cl_int *err) {
  cl_image_desc d = {CL_MEM_OBJECT_IMAGE3D, w, h, depth, 0, rp, sp, 0, 0, {0}};
  return clCreateImage(c, flags, fmt, &d, host, err);
}

OCL_API cl_int clGetImageInfo(cl_mem m, cl_image_info param,
                              size_t value_size, void *value, size_t *ret) {
  if (ocl_mem_check(m) || !m->image)
    return CL_INVALID_MEM_OBJECT;
  const cucc_image *i = m->image;
  cl_mem_object_type t = m->type;
  bool has_h = t == CL_MEM_OBJECT_IMAGE2D || t == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
               t == CL_MEM_OBJECT_IMAGE3D;
  bool array = t == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
               t == CL_MEM_OBJECT_IMAGE2D_ARRAY;
  switch (param) {
  case CL_IMAGE_FORMAT: {
    cl_image_format f = {i->order, i->type};
    return ocl_info(&f, sizeof f, value_size, value, ret);
  }
  case CL_IMAGE_ELEMENT_SIZE:
    return OCL_INFO(size_t, i->elem_size);
  case CL_IMAGE_ROW_PITCH:
    return OCL_INFO(size_t, i->row_pitch);
  case CL_IMAGE_SLICE_PITCH:
    return OCL_INFO(size_t, t == CL_MEM_OBJECT_IMAGE3D || array
                                ? i->slice_pitch
                                : 0);
  case CL_IMAGE_WIDTH:
    return OCL_INFO(size_t, i->width);
  case CL_IMAGE_HEIGHT:
    return OCL_INFO(size_t, has_h ? i->height : 0);
  case CL_IMAGE_DEPTH:
    return OCL_INFO(size_t, t == CL_MEM_OBJECT_IMAGE3D ? i->depth : 0);
  case CL_IMAGE_ARRAY_SIZE:
    return OCL_INFO(size_t, array ? i->array_size : 0);
  case CL_IMAGE_BUFFER:
    return OCL_INFO(cl_mem, t == CL_MEM_OBJECT_IMAGE1D_BUFFER ? m->parent
                                                              : NULL);
  case CL_IMAGE_NUM_MIP_LEVELS:
  case CL_IMAGE_NUM_SAMPLES:
    return OCL_INFO(cl_uint, 0);
  default:
    return CL_INVALID_VALUE;
  }
}
