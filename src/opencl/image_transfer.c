/* Image commands: reads, writes and copies between images, buffers and host
 * memory, maps and fills. Image origins and regions are in pixels (a 1D
 * array's layer is its second coordinate, a 2D array's its third); they
 * become byte boxes for transfer.c's rectangular copy. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ocl.h"

static cl_int check_image(cl_command_queue q, cl_mem m) {
  if (!ocl_is(q, OCL_QUEUE))
    return CL_INVALID_COMMAND_QUEUE;
  if (ocl_mem_check(m) || !m->image)
    return CL_INVALID_MEM_OBJECT;
  if (m->context != q->context)
    return CL_INVALID_CONTEXT;
  return CL_SUCCESS;
}

/* The box of an image in bytes (origin o, region r) after checking it
 * against the image's type and size. */
static cl_int image_box(cl_mem m, const size_t *org, const size_t *reg,
                        size_t *o, size_t *r) {
  if (!org || !reg)
    return CL_INVALID_VALUE;
  const cucc_image *i = m->image;
  size_t lim[3] = {i->width, i->height, i->depth};
  switch (m->type) {
  case CL_MEM_OBJECT_IMAGE1D:
  case CL_MEM_OBJECT_IMAGE1D_BUFFER:
    lim[1] = lim[2] = 1;
    break;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    lim[1] = i->array_size;
    lim[2] = 1;
    break;
  case CL_MEM_OBJECT_IMAGE2D:
    lim[2] = 1;
    break;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    lim[2] = i->array_size;
    break;
  default:
    break;
  }
  for (int d = 0; d < 3; d++)
    if (!reg[d] || org[d] >= lim[d] || reg[d] > lim[d] - org[d])
      return CL_INVALID_VALUE;
  o[0] = org[0] * i->elem_size;
  o[1] = org[1];
  o[2] = org[2];
  r[0] = reg[0] * i->elem_size;
  r[1] = reg[1];
  r[2] = reg[2];
  return CL_SUCCESS;
}

/* the image's pitches as a rectangle: rows, then slices (or layers) */
static size_t img_row(cl_mem m) { return m->image->row_pitch; }
static size_t img_slice(cl_mem m) { return m->image->slice_pitch; }

OCL_API cl_int clEnqueueReadImage(cl_command_queue q, cl_mem m, cl_bool b,
                                  const size_t *org, const size_t *reg,
                                  size_t rp, size_t sp, void *p, cl_uint n,
                                  const cl_event *w, cl_event *e) {
  cl_int err = check_image(q, m);
  size_t o[3], r[3];
  if (err || (err = image_box(m, org, reg, o, r)))
    return err;
  if (!p || (rp && rp < r[0]) || (sp && sp < (rp ? rp : r[0]) * r[1]))
    return CL_INVALID_VALUE;
  if (m->flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))
    return CL_INVALID_OPERATION;
  rp = rp ? rp : r[0];
  sp = sp ? sp : rp * r[1];
  static const size_t zero[3] = {0, 0, 0};
  return ocl_enqueue_rect(q, CL_COMMAND_READ_IMAGE, p, zero, rp, sp, m->data,
                          o, img_row(m), img_slice(m), r, b, n, w, e);
}

OCL_API cl_int clEnqueueWriteImage(cl_command_queue q, cl_mem m, cl_bool b,
                                   const size_t *org, const size_t *reg,
                                   size_t rp, size_t sp, const void *p,
                                   cl_uint n, const cl_event *w, cl_event *e) {
  cl_int err = check_image(q, m);
  size_t o[3], r[3];
  if (err || (err = image_box(m, org, reg, o, r)))
    return err;
  if (!p || (rp && rp < r[0]) || (sp && sp < (rp ? rp : r[0]) * r[1]))
    return CL_INVALID_VALUE;
  if (m->flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS))
    return CL_INVALID_OPERATION;
  rp = rp ? rp : r[0];
  sp = sp ? sp : rp * r[1];
  static const size_t zero[3] = {0, 0, 0};
  return ocl_enqueue_rect(q, CL_COMMAND_WRITE_IMAGE, m->data, o, img_row(m),
                          img_slice(m), p, zero, rp, sp, r, b, n, w, e);
}

OCL_API cl_int clEnqueueCopyImage(cl_command_queue q, cl_mem s, cl_mem d,
                                  const size_t *so, const size_t *dO,
                                  const size_t *reg, cl_uint n,
                                  const cl_event *w, cl_event *e) {
  cl_int err = check_image(q, s);
  if (!err)
    err = check_image(q, d);
  if (err)
    return err;
  if (s->image->order != d->image->order || s->image->type != d->image->type)
    return CL_IMAGE_FORMAT_MISMATCH;
  size_t o1[3], o2[3], r1[3], r2[3];
  if ((err = image_box(s, so, reg, o1, r1)) ||
      (err = image_box(d, dO, reg, o2, r2)))
    return err;
  if (s == d) {
    bool ovl = true;
    for (int k = 0; k < 3; k++)
      ovl = ovl && so[k] < dO[k] + reg[k] && dO[k] < so[k] + reg[k];
    if (ovl)
      return CL_MEM_COPY_OVERLAP;
  }
  return ocl_enqueue_rect(q, CL_COMMAND_COPY_IMAGE, d->data, o2, img_row(d),
                          img_slice(d), s->data, o1, img_row(s), img_slice(s),
                          r1, false, n, w, e);
}

static cl_int check_buffer(cl_command_queue q, cl_mem b) {
  if (ocl_mem_check(b) || b->type != CL_MEM_OBJECT_BUFFER)
    return CL_INVALID_MEM_OBJECT;
  return b->context == q->context ? CL_SUCCESS : CL_INVALID_CONTEXT;
}

OCL_API cl_int clEnqueueCopyImageToBuffer(cl_command_queue q, cl_mem s,
                                          cl_mem d, const size_t *so,
                                          const size_t *reg, size_t doff,
                                          cl_uint n, const cl_event *w,
                                          cl_event *e) {
  cl_int err = check_image(q, s);
  if (!err)
    err = check_buffer(q, d);
  size_t o[3], r[3];
  if (err || (err = image_box(s, so, reg, o, r)))
    return err;
  if (doff > d->size || r[0] * r[1] * r[2] > d->size - doff)
    return CL_INVALID_VALUE;
  size_t dorg[3] = {doff, 0, 0};
  return ocl_enqueue_rect(q, CL_COMMAND_COPY_IMAGE_TO_BUFFER, d->data, dorg,
                          r[0], r[0] * r[1], s->data, o, img_row(s),
                          img_slice(s), r, false, n, w, e);
}

OCL_API cl_int clEnqueueCopyBufferToImage(cl_command_queue q, cl_mem s,
                                          cl_mem d, size_t soff,
                                          const size_t *dO, const size_t *reg,
                                          cl_uint n, const cl_event *w,
                                          cl_event *e) {
  cl_int err = check_image(q, d);
  if (!err)
    err = check_buffer(q, s);
  size_t o[3], r[3];
  if (err || (err = image_box(d, dO, reg, o, r)))
    return err;
  if (soff > s->size || r[0] * r[1] * r[2] > s->size - soff)
    return CL_INVALID_VALUE;
  size_t sorg[3] = {soff, 0, 0};
  return ocl_enqueue_rect(q, CL_COMMAND_COPY_BUFFER_TO_IMAGE, d->data, o,
                          img_row(d), img_slice(d), s->data, sorg, r[0],
                          r[0] * r[1], r, false, n, w, e);
}

OCL_API void *clEnqueueMapImage(cl_command_queue q, cl_mem m, cl_bool b,
                                cl_map_flags f, const size_t *org,
                                const size_t *reg, size_t *rp, size_t *sp,
                                cl_uint n, const cl_event *w, cl_event *e,
                                cl_int *errp) {
  cl_int err = check_image(q, m);
  size_t o[3], r[3];
  if (!err)
    err = image_box(m, org, reg, o, r);
  if (!err && !rp)
    err = CL_INVALID_VALUE;
  bool layered = m->type == CL_MEM_OBJECT_IMAGE3D ||
                 m->type == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
                 m->type == CL_MEM_OBJECT_IMAGE2D_ARRAY;
  if (!err && layered && !sp)
    err = CL_INVALID_VALUE;
  void *p = NULL;
  if (!err) {
    /* a map of the whole buffer range first, for the command and count */
    size_t off = o[2] * img_slice(m) + o[1] * img_row(m) + o[0];
    ocl_cmd c;
    err = ocl_cmd_begin(&c, q, CL_COMMAND_MAP_IMAGE, n, w);
    if (!err)
      err = ocl_cmd_end_work(&c, NULL, NULL, b, e);
    if (!err) {
      atomic_fetch_add(&m->maps, 1);
      p = m->data + off;
      *rp = img_row(m);
      if (sp)
        *sp = layered ? img_slice(m) : 0;
    }
  }
  if (errp)
    *errp = err;
  (void)f;
  return p;
}

/* ---- fill: the color packed as the image stores it ---- */

static float clampf(float x, float lo, float hi) {
  return x < lo ? lo : x > hi ? hi : x;
}

static uint16_t to_half(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000, a = x & 0x7fffffff;
  if (a > 0x7f800000)
    return (uint16_t)(sign | 0x7e00);
  if (a >= 0x477ff000) /* rounds to infinity */
    return (uint16_t)(sign | 0x7c00);
  if (a < 0x38800000) { /* subnormal half */
    float v;
    memcpy(&v, &a, 4);
    return (uint16_t)(sign | (uint32_t)nearbyintf(v * 16777216.0f));
  }
  uint32_t r = a - 0x38000000; /* rebias */
  uint32_t h = r >> 13, rem = r & 0x1fff;
  h += rem > 0x1000 || (rem == 0x1000 && (h & 1));
  return (uint16_t)(sign | h);
}

/* one component, value v (float, int or uint by the image's type) */
static void pack(const cucc_image *i, const void *color, int src, char *out) {
  float f;
  int32_t s;
  uint32_t u;
  memcpy(&f, (const char *)color + 4 * src, 4);
  memcpy(&s, (const char *)color + 4 * src, 4);
  memcpy(&u, (const char *)color + 4 * src, 4);
  switch (i->type) {
  case CL_UNORM_INT8:
    *(uint8_t *)out = (uint8_t)nearbyintf(clampf(f, 0, 1) * 255);
    break;
  case CL_UNORM_INT16: {
    uint16_t v = (uint16_t)nearbyintf(clampf(f, 0, 1) * 65535);
    memcpy(out, &v, 2);
    break;
  }
  case CL_SNORM_INT8:
    *(int8_t *)out = (int8_t)nearbyintf(clampf(f, -1, 1) * 127);
    break;
  case CL_SNORM_INT16: {
    int16_t v = (int16_t)nearbyintf(clampf(f, -1, 1) * 32767);
    memcpy(out, &v, 2);
    break;
  }
  case CL_SIGNED_INT8:
    *(int8_t *)out = (int8_t)(s < -128 ? -128 : s > 127 ? 127 : s);
    break;
  case CL_SIGNED_INT16: {
    int16_t v = (int16_t)(s < -32768 ? -32768 : s > 32767 ? 32767 : s);
    memcpy(out, &v, 2);
    break;
  }
  case CL_UNSIGNED_INT8:
    *(uint8_t *)out = (uint8_t)(u > 255 ? 255 : u);
    break;
  case CL_UNSIGNED_INT16: {
    uint16_t v = (uint16_t)(u > 65535 ? 65535 : u);
    memcpy(out, &v, 2);
    break;
  }
  case CL_HALF_FLOAT: {
    uint16_t v = to_half(f);
    memcpy(out, &v, 2);
    break;
  }
  default: /* 32-bit types: the bits as given */
    memcpy(out, &u, 4);
    break;
  }
}

/* which RGBA component each stored channel holds */
static void channel_map(cl_channel_order o, int map[4]) {
  static const int r[4] = {0}, a[4] = {3}, rg[4] = {0, 1}, ra[4] = {0, 3},
                   rgba[4] = {0, 1, 2, 3}, bgra[4] = {2, 1, 0, 3},
                   argb[4] = {3, 0, 1, 2};
  const int *m = o == CL_A ? a : o == CL_RG ? rg : o == CL_RA ? ra
                 : o == CL_RGBA ? rgba : o == CL_BGRA ? bgra
                 : o == CL_ARGB ? argb : r;
  memcpy(map, m, sizeof r);
}

typedef struct fillimg {
  char *data;
  size_t o[3], r[3], row, slice, elem;
  char pixel[16];
} fillimg;

static void run_fill(void *p) {
  fillimg *f = p;
  for (size_t z = 0; z < f->r[2]; z++)
    for (size_t y = 0; y < f->r[1]; y++) {
      char *row = f->data + (f->o[2] + z) * f->slice + (f->o[1] + y) * f->row +
                  f->o[0];
      for (size_t x = 0; x < f->r[0]; x += f->elem)
        memcpy(row + x, f->pixel, f->elem);
    }
}

OCL_API cl_int clEnqueueFillImage(cl_command_queue q, cl_mem m,
                                  const void *color, const size_t *org,
                                  const size_t *reg, cl_uint n,
                                  const cl_event *w, cl_event *e) {
  cl_int err = check_image(q, m);
  size_t o[3], r[3];
  if (err || (err = image_box(m, org, reg, o, r)))
    return err;
  if (!color)
    return CL_INVALID_VALUE;
  fillimg *f = calloc(1, sizeof *f);
  if (!f)
    return CL_OUT_OF_HOST_MEMORY;
  const cucc_image *i = m->image;
  int map[4];
  channel_map(i->order, map);
  size_t csize = i->elem_size / i->channels;
  *f = (fillimg){m->data, {o[0], o[1], o[2]}, {r[0], r[1], r[2]},
                 img_row(m), img_slice(m), i->elem_size, {0}};
  for (unsigned c = 0; c < i->channels; c++)
    pack(i, color, map[c], f->pixel + c * csize);
  ocl_cmd c;
  if ((err = ocl_cmd_begin(&c, q, CL_COMMAND_FILL_IMAGE, n, w))) {
    free(f);
    return err;
  }
  return ocl_cmd_end_work(&c, run_fill, f, false, e);
}
