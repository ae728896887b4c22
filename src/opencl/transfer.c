/* Buffer commands: reads, writes and copies (and their rectangular forms),
 * fills, map and unmap. Each is work for an engine thread, ordered by
 * queue.c; blocking forms wait for it. */
#include <stdlib.h>
#include <string.h>

#include "ocl.h"

typedef struct rect {
  char *dst;
  const char *src;
  size_t dorg[3], sorg[3], region[3];
  size_t drow, dslice, srow, sslice;
} rect;

static void copy_rect(void *p) {
  rect *r = p;
  for (size_t z = 0; z < r->region[2]; z++)
    for (size_t y = 0; y < r->region[1]; y++)
      memmove(r->dst + (r->dorg[2] + z) * r->dslice +
                  (r->dorg[1] + y) * r->drow + r->dorg[0],
              r->src + (r->sorg[2] + z) * r->sslice +
                  (r->sorg[1] + y) * r->srow + r->sorg[0],
              r->region[0]);
}

/* A linear copy as a rectangle of one row. */
static rect *linear(char *dst, const char *src, size_t n) {
  rect *r = calloc(1, sizeof *r);
  if (r)
    *r = (rect){dst, src, {0}, {0}, {n, 1, 1}, n, n, n, n};
  return r;
}

static cl_int check_buffer(cl_command_queue q, cl_mem m) {
  if (!ocl_is(q, OCL_QUEUE))
    return CL_INVALID_COMMAND_QUEUE;
  if (ocl_mem_check(m) || m->type != CL_MEM_OBJECT_BUFFER)
    return CL_INVALID_MEM_OBJECT;
  if (m->context != q->context)
    return CL_INVALID_CONTEXT;
  return CL_SUCCESS;
}

static cl_int submit(cl_command_queue q, cl_command_type type, rect *r,
                     void (*fn)(void *), bool blocking, cl_uint nwait,
                     const cl_event *wait, cl_event *ev) {
  ocl_cmd c;
  cl_int e = ocl_cmd_begin(&c, q, type, nwait, wait);
  if (e) {
    free(r);
    return e;
  }
  if (!r) {
    ocl_cmd_abort(&c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  return ocl_cmd_end_work(&c, fn, r, blocking, ev);
}

#define HOST_NO_READ (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS)
#define HOST_NO_WRITE (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)

OCL_API cl_int clEnqueueReadBuffer(cl_command_queue q, cl_mem m,
                                   cl_bool blocking, size_t off, size_t n,
                                   void *ptr, cl_uint nwait,
                                   const cl_event *wait, cl_event *ev) {
  cl_int e = check_buffer(q, m);
  if (e)
    return e;
  if (!ptr || !n || off > m->size || n > m->size - off)
    return CL_INVALID_VALUE;
  if (m->flags & HOST_NO_READ)
    return CL_INVALID_OPERATION;
  return submit(q, CL_COMMAND_READ_BUFFER, linear(ptr, m->data + off, n),
                copy_rect, blocking, nwait, wait, ev);
}

OCL_API cl_int clEnqueueWriteBuffer(cl_command_queue q, cl_mem m,
                                    cl_bool blocking, size_t off, size_t n,
                                    const void *ptr, cl_uint nwait,
                                    const cl_event *wait, cl_event *ev) {
  cl_int e = check_buffer(q, m);
  if (e)
    return e;
  if (!ptr || !n || off > m->size || n > m->size - off)
    return CL_INVALID_VALUE;
  if (m->flags & HOST_NO_WRITE)
    return CL_INVALID_OPERATION;
  return submit(q, CL_COMMAND_WRITE_BUFFER, linear(m->data + off, ptr, n),
                copy_rect, blocking, nwait, wait, ev);
}

static bool overlap(const char *a, size_t na, const char *b, size_t nb) {
  return a < b + nb && b < a + na;
}

OCL_API cl_int clEnqueueCopyBuffer(cl_command_queue q, cl_mem src,
                                   cl_mem dst, size_t soff, size_t doff,
                                   size_t n, cl_uint nwait,
                                   const cl_event *wait, cl_event *ev) {
  cl_int e = check_buffer(q, src);
  if (!e)
    e = check_buffer(q, dst);
  if (e)
    return e;
  if (!n || soff > src->size || n > src->size - soff || doff > dst->size ||
      n > dst->size - doff)
    return CL_INVALID_VALUE;
  if (overlap(src->data + soff, n, dst->data + doff, n))
    return CL_MEM_COPY_OVERLAP;
  return submit(q, CL_COMMAND_COPY_BUFFER,
                linear(dst->data + doff, src->data + soff, n), copy_rect,
                false, nwait, wait, ev);
}

/* Pitches defaulted and checked, and the box inside a buffer of `size`. */
static cl_int rect_args(const size_t *org, const size_t *region, size_t *row,
                        size_t *slice, size_t size) {
  if (!org || !region || !region[0] || !region[1] || !region[2])
    return CL_INVALID_VALUE;
  if (!*row)
    *row = region[0];
  else if (*row < region[0])
    return CL_INVALID_VALUE;
  if (!*slice)
    *slice = region[1] * *row;
  else if (*slice < region[1] * *row || *slice % *row)
    return CL_INVALID_VALUE;
  size_t last = (org[2] + region[2] - 1) * *slice +
                (org[1] + region[1] - 1) * *row + org[0] + region[0];
  return last > size ? CL_INVALID_VALUE : CL_SUCCESS;
}

static rect *make_rect(char *dst, const size_t *dorg, size_t drow,
                       size_t dslice, const char *src, const size_t *sorg,
                       size_t srow, size_t sslice, const size_t *region) {
  rect *r = calloc(1, sizeof *r);
  if (!r)
    return NULL;
  *r = (rect){dst, src, {dorg[0], dorg[1], dorg[2]},
              {sorg[0], sorg[1], sorg[2]}, {region[0], region[1], region[2]},
              drow, dslice, srow, sslice};
  return r;
}

OCL_API cl_int clEnqueueReadBufferRect(
    cl_command_queue q, cl_mem m, cl_bool blocking, const size_t *borg,
    const size_t *horg, const size_t *region, size_t brow, size_t bslice,
    size_t hrow, size_t hslice, void *ptr, cl_uint nwait,
    const cl_event *wait, cl_event *ev) {
  cl_int e = check_buffer(q, m);
  if (e)
    return e;
  if (!ptr || !horg)
    return CL_INVALID_VALUE;
  if ((e = rect_args(borg, region, &brow, &bslice, m->size)) ||
      (e = rect_args(horg, region, &hrow, &hslice, SIZE_MAX)))
    return e;
  if (m->flags & HOST_NO_READ)
    return CL_INVALID_OPERATION;
  return submit(q, CL_COMMAND_READ_BUFFER_RECT,
                make_rect(ptr, horg, hrow, hslice, m->data, borg, brow, bslice,
                          region),
                copy_rect, blocking, nwait, wait, ev);
}

OCL_API cl_int clEnqueueWriteBufferRect(
    cl_command_queue q, cl_mem m, cl_bool blocking, const size_t *borg,
    const size_t *horg, const size_t *region, size_t brow, size_t bslice,
    size_t hrow, size_t hslice, const void *ptr, cl_uint nwait,
    const cl_event *wait, cl_event *ev) {
  cl_int e = check_buffer(q, m);
  if (e)
    return e;
  if (!ptr || !horg)
    return CL_INVALID_VALUE;
  if ((e = rect_args(borg, region, &brow, &bslice, m->size)) ||
      (e = rect_args(horg, region, &hrow, &hslice, SIZE_MAX)))
    return e;
  if (m->flags & HOST_NO_WRITE)
    return CL_INVALID_OPERATION;
  return submit(q, CL_COMMAND_WRITE_BUFFER_RECT,
                make_rect(m->data, borg, brow, bslice, ptr, horg, hrow, hslice,
                          region),
                copy_rect, blocking, nwait, wait, ev);
}

OCL_API cl_int clEnqueueCopyBufferRect(
    cl_command_queue q, cl_mem src, cl_mem dst, const size_t *sorg,
    const size_t *dorg, const size_t *region, size_t srow, size_t sslice,
    size_t drow, size_t dslice, cl_uint nwait, const cl_event *wait,
    cl_event *ev) {
  cl_int e = check_buffer(q, src);
  if (!e)
    e = check_buffer(q, dst);
  if (e)
    return e;
  if ((e = rect_args(sorg, region, &srow, &sslice, src->size)) ||
      (e = rect_args(dorg, region, &drow, &dslice, dst->size)))
    return e;
  if (src == dst && srow != drow)
    return CL_INVALID_VALUE;
  if (src->data == dst->data && src == dst) {
    size_t s0 = sorg[2] * sslice + sorg[1] * srow + sorg[0];
    size_t d0 = dorg[2] * dslice + dorg[1] * drow + dorg[0];
    size_t span = (region[2] - 1) * sslice + (region[1] - 1) * srow + region[0];
    bool ovl = true;
    for (int d = 0; d < 3 && ovl; d++)
      ovl = sorg[d] < dorg[d] + region[d] && dorg[d] < sorg[d] + region[d];
    if (ovl && overlap(src->data + s0, span, dst->data + d0, span))
      return CL_MEM_COPY_OVERLAP;
  }
  return submit(q, CL_COMMAND_COPY_BUFFER_RECT,
                make_rect(dst->data, dorg, drow, dslice, src->data, sorg, srow,
                          sslice, region),
                copy_rect, false, nwait, wait, ev);
}

typedef struct fill {
  char *dst;
  size_t n, psize;
  char pattern[128];
} fill;

static void run_fill(void *p) {
  fill *f = p;
  for (size_t i = 0; i < f->n; i += f->psize)
    memcpy(f->dst + i, f->pattern, f->psize);
}

OCL_API cl_int clEnqueueFillBuffer(cl_command_queue q, cl_mem m,
                                   const void *pattern, size_t psize,
                                   size_t off, size_t n, cl_uint nwait,
                                   const cl_event *wait, cl_event *ev) {
  cl_int e = check_buffer(q, m);
  if (e)
    return e;
  if (!pattern || !psize || psize > 128 || (psize & (psize - 1)) ||
      off % psize || n % psize || off > m->size || n > m->size - off)
    return CL_INVALID_VALUE;
  ocl_cmd c;
  if ((e = ocl_cmd_begin(&c, q, CL_COMMAND_FILL_BUFFER, nwait, wait)))
    return e;
  fill *f = malloc(sizeof *f);
  if (!f) {
    ocl_cmd_abort(&c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  f->dst = m->data + off;
  f->n = n;
  f->psize = psize;
  memcpy(f->pattern, pattern, psize);
  return ocl_cmd_end_work(&c, run_fill, f, false, ev);
}

/* Maps give the storage itself (the device is the host). */
OCL_API void *clEnqueueMapBuffer(cl_command_queue q, cl_mem m,
                                 cl_bool blocking, cl_map_flags flags,
                                 size_t off, size_t n, cl_uint nwait,
                                 const cl_event *wait, cl_event *ev,
                                 cl_int *err) {
  cl_int e = check_buffer(q, m);
  const cl_map_flags all =
      CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
  if (!e && (!n || off > m->size || n > m->size - off || (flags & ~all) ||
           ((flags & CL_MAP_WRITE_INVALIDATE_REGION) &&
            (flags & (CL_MAP_READ | CL_MAP_WRITE)))))
    e = CL_INVALID_VALUE;
  else if (!e && (((flags & CL_MAP_READ) && (m->flags & HOST_NO_READ)) ||
           ((flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) &&
            (m->flags & HOST_NO_WRITE))))
    e = CL_INVALID_OPERATION;
  ocl_cmd c;
  if (!e)
    e = ocl_cmd_begin(&c, q, CL_COMMAND_MAP_BUFFER, nwait, wait);
  if (!e)
    e = ocl_cmd_end_work(&c, NULL, NULL, blocking, ev);
  if (err)
    *err = e;
  if (e)
    return NULL;
  atomic_fetch_add(&m->maps, 1);
  return m->data + off;
}

cl_int ocl_unmap(cl_command_queue q, cl_mem m, void *ptr, cl_uint nwait,
                 const cl_event *wait, cl_event *ev);
cl_int ocl_unmap(cl_command_queue q, cl_mem m, void *ptr, cl_uint nwait,
                 const cl_event *wait, cl_event *ev) {
  if (!ocl_is(q, OCL_QUEUE))
    return CL_INVALID_COMMAND_QUEUE;
  if (ocl_mem_check(m))
    return CL_INVALID_MEM_OBJECT;
  if (m->context != q->context)
    return CL_INVALID_CONTEXT;
  cl_uint maps = atomic_load(&m->maps);
  do {
    if (!maps)
      return CL_INVALID_VALUE;
  } while (!atomic_compare_exchange_weak(&m->maps, &maps, maps - 1));
  (void)ptr;
  ocl_cmd c;
  cl_int e = ocl_cmd_begin(&c, q, CL_COMMAND_UNMAP_MEM_OBJECT, nwait, wait);
  return e ? e : ocl_cmd_end_work(&c, NULL, NULL, false, ev);
}

OCL_API cl_int clEnqueueUnmapMemObject(cl_command_queue q, cl_mem m,
                                       void *ptr, cl_uint nwait,
                                       const cl_event *wait, cl_event *ev) {
  return ocl_unmap(q, m, ptr, nwait, wait, ev);
}

cl_int ocl_enqueue_rect(cl_command_queue q, cl_command_type type, char *dst,
                        const size_t *dorg, size_t drow, size_t dslice,
                        const char *src, const size_t *sorg, size_t srow,
                        size_t sslice, const size_t *region, bool blocking,
                        cl_uint nwait, const cl_event *wait, cl_event *ev) {
  return submit(q, type,
                make_rect(dst, dorg, drow, dslice, src, sorg, srow, sslice,
                          region),
                copy_rect, blocking, nwait, wait, ev);
}
