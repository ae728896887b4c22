/* Command queues and the path of every enqueued command: its engine
 * commands are ordered after the wait list's events and, in an in-order
 * queue, after the queue's previous command (out of order: after the last
 * barrier); an event records its times. clFinish waits for what the queue
 * has not yet seen finish. */
#include <stdlib.h>
#include <string.h>

#include "ocl.h"

#define QUEUE_PROPS                                                           \
  (CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE)

static cl_command_queue make_queue(cl_context c, cl_device_id d,
                                   cl_command_queue_properties props,
                                   cl_int *err) {
  cl_int e = CL_SUCCESS;
  cl_command_queue q = NULL;
  if (!ocl_is(c, OCL_CONTEXT))
    e = CL_INVALID_CONTEXT;
  else if (!ocl_is(d, OCL_DEVICE) || !ocl_context_has_device(c, d))
    e = CL_INVALID_DEVICE;
  else if (props & ~(cl_command_queue_properties)QUEUE_PROPS)
    e = CL_INVALID_VALUE;
  else if (!(q = calloc(1, sizeof *q)))
    e = CL_OUT_OF_HOST_MEMORY;
  if (q) {
    ocl_obj_init(q, OCL_QUEUE);
    q->context = c;
    q->device = d;
    q->props = props;
    pthread_mutex_init(&q->lock, NULL);
    clRetainContext(c);
  }
  if (err)
    *err = e;
  return q;
}

OCL_API cl_command_queue clCreateCommandQueue(cl_context c, cl_device_id d,
                                              cl_command_queue_properties p,
                                              cl_int *err) {
  return make_queue(c, d, p, err);
}

OCL_API cl_command_queue clCreateCommandQueueWithProperties(
    cl_context c, cl_device_id d, const cl_queue_properties *props,
    cl_int *err) {
  cl_command_queue_properties p = 0;
  for (size_t i = 0; props && props[i]; i += 2) {
    if (props[i] == CL_QUEUE_PROPERTIES)
      p = props[i + 1];
    else if (props[i] != CL_QUEUE_SIZE) {
      if (err)
        *err = CL_INVALID_VALUE;
      return NULL;
    }
  }
  if (p & (CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT)) {
    if (err)
      *err = CL_INVALID_QUEUE_PROPERTIES;
    return NULL;
  }
  cl_command_queue q = make_queue(c, d, p, err);
  size_t n = 0;
  while (props && props[n] && n < 6)
    n += 2;
  if (q && props) { /* CL_QUEUE_PROPERTIES_ARRAY: the list, its 0 included */
    for (size_t i = 0; i < n; i++)
      q->props_array[i] = props[i];
    q->props_array[n] = 0;
    q->nprops_array = n + 1;
  }
  return q;
}

static bool valid_queue(cl_command_queue q) { return ocl_is(q, OCL_QUEUE); }

static void release_pending(ocl_pending *p) {
  rt_cmd_release(p->c);
  for (cl_uint i = 0; i < p->nmems; i++)
    clReleaseMemObject(p->mems[i]);
  free(p->mems);
}

OCL_API cl_int clRetainCommandQueue(cl_command_queue q) {
  if (!valid_queue(q))
    return CL_INVALID_COMMAND_QUEUE;
  atomic_fetch_add(&q->refs, 1);
  return CL_SUCCESS;
}

OCL_API cl_int clReleaseCommandQueue(cl_command_queue q) {
  if (!valid_queue(q))
    return CL_INVALID_COMMAND_QUEUE;
  if (atomic_fetch_sub(&q->refs, 1) != 1)
    return CL_SUCCESS;
  /* its commands still run: the queue waits for them (implicit flush and
   * finish) and lets go of them and their memory objects */
  q->magic = 0;
  for (size_t i = 0; i < q->npending; i++) {
    rt_cmd_wait(q->pending[i].c);
    release_pending(&q->pending[i]);
  }
  if (q->last)
    rt_cmd_release(q->last);
  if (q->barrier)
    rt_cmd_release(q->barrier);
  free(q->pending);
  pthread_mutex_destroy(&q->lock);
  clReleaseContext(q->context);
  free(q);
  return CL_SUCCESS;
}

OCL_API cl_int clGetCommandQueueInfo(cl_command_queue q,
                                     cl_command_queue_info param,
                                     size_t value_size, void *value,
                                     size_t *ret) {
  if (!valid_queue(q))
    return CL_INVALID_COMMAND_QUEUE;
  switch (param) {
  case CL_QUEUE_CONTEXT:
    return OCL_INFO(cl_context, q->context);
  case CL_QUEUE_DEVICE:
    return OCL_INFO(cl_device_id, q->device);
  case CL_QUEUE_REFERENCE_COUNT:
    return OCL_INFO(cl_uint, atomic_load(&q->refs));
  case CL_QUEUE_PROPERTIES:
    return OCL_INFO(cl_command_queue_properties, q->props);
  case CL_QUEUE_PROPERTIES_ARRAY:
    return ocl_info(q->props_array,
                    q->nprops_array * sizeof(cl_queue_properties), value_size,
                    value, ret);
  case CL_QUEUE_SIZE:
    return CL_INVALID_COMMAND_QUEUE;
  case CL_QUEUE_DEVICE_DEFAULT:
    return OCL_INFO(cl_command_queue, NULL);
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clSetCommandQueueProperty(cl_command_queue q,
                                         cl_command_queue_properties p,
                                         cl_bool enable,
                                         cl_command_queue_properties *old) {
  if (!valid_queue(q))
    return CL_INVALID_COMMAND_QUEUE;
  if (p & ~(cl_command_queue_properties)QUEUE_PROPS)
    return CL_INVALID_VALUE;
  clFinish(q);
  pthread_mutex_lock(&q->lock);
  if (old)
    *old = q->props;
  q->props = enable ? q->props | p : q->props & ~p;
  pthread_mutex_unlock(&q->lock);
  return CL_SUCCESS;
}

/* ---- commands ---- */

cl_int ocl_cmd_begin(ocl_cmd *c, cl_command_queue q, cl_command_type type,
                     cl_uint nwait, const cl_event *wait) {
  memset(c, 0, sizeof *c);
  if (!valid_queue(q))
    return CL_INVALID_COMMAND_QUEUE;
  cl_int e = ocl_check_wait_list(q->context, nwait, wait);
  if (e)
    return e;
  cl_event ev = calloc(1, sizeof *ev);
  if (!ev)
    return CL_OUT_OF_HOST_MEMORY;
  ocl_obj_init(ev, OCL_EVENT);
  ev->context = q->context;
  ev->queue = q;
  ev->type = type;
  atomic_init(&ev->status, CL_QUEUED);
  ev->t_queued = ocl_now_ns();
  pthread_mutex_init(&ev->lock, NULL);
  clRetainContext(q->context);
  clRetainCommandQueue(q);
  *c = (ocl_cmd){q, type, nwait, wait, ev, NULL, 0};
  return CL_SUCCESS;
}

void ocl_cmd_abort(ocl_cmd *c) {
  if (c->ev)
    ocl_event_release(c->ev);
  c->ev = NULL;
  for (cl_uint i = 0; i < c->nmems; i++)
    clReleaseMemObject(c->mems[i]);
  free(c->mems);
  c->mems = NULL;
  c->nmems = 0;
}

/* Orders first after the wait list and the queue, makes last the queue's
 * newest command and the event's, submits first..last (chain, n commands,
 * in order) and hands out the event. */
static cl_int finish_cmd(ocl_cmd *c, rt_cmd **chain, unsigned n, bool all,
                         bool barrier, bool blocking, cl_event *out) {
  cl_command_queue q = c->q;
  rt_cmd *first = chain[0], *last = chain[n - 1];
  for (cl_uint i = 0; i < c->nwait; i++)
    rt_cmd_after(first, c->wait[i]->cmd);
  if (c->nwait && (c->ev->deps = malloc(c->nwait * sizeof *c->ev->deps))) {
    for (cl_uint i = 0; i < c->nwait; i++) {
      atomic_fetch_add(&c->wait[i]->refs, 1);
      c->ev->deps[c->ev->ndeps++] = c->wait[i];
    }
  }
  pthread_mutex_lock(&q->lock);
  size_t keep = 0; /* drop the finished ones */
  for (size_t i = 0; i < q->npending; i++) {
    if (rt_cmd_done(q->pending[i].c))
      release_pending(&q->pending[i]);
    else
      q->pending[keep++] = q->pending[i];
  }
  q->npending = keep;
  if (q->props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) {
    rt_cmd_after(first, q->barrier);
    if (all)
      for (size_t i = 0; i < q->npending; i++)
        rt_cmd_after(first, q->pending[i].c);
    if (barrier) {
      if (q->barrier)
        rt_cmd_release(q->barrier);
      rt_cmd_retain(last);
      q->barrier = last;
    }
  } else {
    rt_cmd_after(first, q->last);
    if (q->last)
      rt_cmd_release(q->last);
    rt_cmd_retain(last);
    q->last = last;
  }
  if (q->npending == q->cap) {
    size_t cap = q->cap ? q->cap * 2 : 16;
    ocl_pending *p = realloc(q->pending, cap * sizeof *p);
    if (p) {
      q->pending = p;
      q->cap = cap;
    }
  }
  rt_cmd_retain(last);
  ocl_pending pend = {last, c->mems, c->nmems};
  c->mems = NULL;
  c->nmems = 0;
  bool kept = q->npending < q->cap;
  if (kept)
    q->pending[q->npending++] = pend;
  cl_event ev = c->ev;
  rt_cmd_retain(last);
  ev->cmd = last;
  ev->t_submit = ocl_now_ns();
  atomic_store(&ev->status, CL_SUBMITTED);
  for (unsigned i = 0; i < n; i++) {
    rt_cmd_submit(chain[i]);
    rt_cmd_release(chain[i]);
  }
  pthread_mutex_unlock(&q->lock);
  if (!kept) { /* out of memory: wait here instead */
    rt_cmd_wait(last);
    release_pending(&pend);
  }
  if (blocking) {
    rt_cmd_wait(last);
    rt_printf_flush();
  }
  if (out)
    *out = ev;
  else
    ocl_event_release(ev);
  c->ev = NULL;
  return CL_SUCCESS;
}

typedef struct work {
  void (*fn)(void *);
  void *arg;
  cl_event ev;
  int stage; /* 0: start of a command, 1: its end, 2: both (work) */
} work;

static void run_work(void *p) {
  work *w = p;
  if (w->stage != 1) {
    w->ev->t_start = ocl_now_ns();
    atomic_store(&w->ev->status, CL_RUNNING);
  }
  if (w->fn)
    w->fn(w->arg);
  free(w->arg);
  if (w->stage != 0) {
    w->ev->t_end = ocl_now_ns();
    ocl_event_release(w->ev);
  }
}

static rt_cmd *work_cmd(cl_event ev, void (*fn)(void *), void *arg,
                        int stage) {
  rt_cmd *c = rt_cmd_new(RT_CMD_WORK, sizeof(work));
  if (!c)
    return NULL;
  work *w = rt_cmd_extra(c);
  *w = (work){fn, arg, ev, stage};
  if (stage != 0) /* the event lives until its command has finished */
    atomic_fetch_add(&ev->refs, 1);
  c->fn = run_work;
  c->arg = w;
  return c;
}

cl_int ocl_cmd_end_work(ocl_cmd *c, void (*fn)(void *), void *arg,
                        bool blocking, cl_event *out) {
  rt_cmd *w = work_cmd(c->ev, fn, arg, 2);
  if (!w) {
    free(arg);
    ocl_cmd_abort(c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  return finish_cmd(c, &w, 1, false, false, blocking, out);
}

cl_int ocl_cmd_end_kernel(ocl_cmd *c, rt_cmd *k, cl_event *out) {
  if (!(c->q->props & CL_QUEUE_PROFILING_ENABLE))
    return finish_cmd(c, &k, 1, false, false, false, out);
  rt_cmd *chain[3] = {work_cmd(c->ev, NULL, NULL, 0), k,
                      work_cmd(c->ev, NULL, NULL, 1)};
  if (!chain[0] || !chain[2]) {
    for (int i = 0; i < 3; i++)
      if (chain[i])
        rt_cmd_release(chain[i]);
    ocl_cmd_abort(c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  rt_cmd_after(chain[1], chain[0]);
  rt_cmd_after(chain[2], chain[1]);
  return finish_cmd(c, chain, 3, false, false, false, out);
}

cl_int ocl_cmd_end_barrier(ocl_cmd *c, bool barrier, cl_event *out) {
  rt_cmd *w = work_cmd(c->ev, NULL, NULL, 2);
  if (!w) {
    ocl_cmd_abort(c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  return finish_cmd(c, &w, 1, c->nwait == 0, barrier, false, out);
}

OCL_API cl_int clEnqueueMarkerWithWaitList(cl_command_queue q, cl_uint n,
                                           const cl_event *wait,
                                           cl_event *ev) {
  ocl_cmd c;
  cl_int e = ocl_cmd_begin(&c, q, CL_COMMAND_MARKER, n, wait);
  return e ? e : ocl_cmd_end_barrier(&c, false, ev);
}

OCL_API cl_int clEnqueueBarrierWithWaitList(cl_command_queue q, cl_uint n,
                                            const cl_event *wait,
                                            cl_event *ev) {
  ocl_cmd c;
  cl_int e = ocl_cmd_begin(&c, q, CL_COMMAND_BARRIER, n, wait);
  return e ? e : ocl_cmd_end_barrier(&c, true, ev);
}

OCL_API cl_int clEnqueueMarker(cl_command_queue q, cl_event *ev) {
  if (valid_queue(q) && !ev)
    return CL_INVALID_VALUE;
  return clEnqueueMarkerWithWaitList(q, 0, NULL, ev);
}

OCL_API cl_int clEnqueueBarrier(cl_command_queue q) {
  return clEnqueueBarrierWithWaitList(q, 0, NULL, NULL);
}

OCL_API cl_int clEnqueueWaitForEvents(cl_command_queue q, cl_uint n,
                                      const cl_event *list) {
  if (!valid_queue(q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!n || !list)
    return CL_INVALID_VALUE;
  cl_int e = ocl_check_wait_list(q->context, n, list);
  if (e)
    return e == CL_INVALID_EVENT_WAIT_LIST ? CL_INVALID_EVENT : e;
  ocl_cmd c;
  e = ocl_cmd_begin(&c, q, CL_COMMAND_BARRIER, n, list);
  return e ? e : ocl_cmd_end_barrier(&c, true, NULL);
}

OCL_API cl_int clFlush(cl_command_queue q) {
  return valid_queue(q) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE;
}

OCL_API cl_int clFinish(cl_command_queue q) {
  if (!valid_queue(q))
    return CL_INVALID_COMMAND_QUEUE;
  pthread_mutex_lock(&q->lock);
  size_t n = q->npending;
  rt_cmd **snap = malloc((n ? n : 1) * sizeof *snap);
  for (size_t i = 0; snap && i < n; i++) {
    snap[i] = q->pending[i].c;
    rt_cmd_retain(snap[i]);
  }
  pthread_mutex_unlock(&q->lock);
  if (!snap)
    return CL_OUT_OF_HOST_MEMORY;
  for (size_t i = 0; i < n; i++) {
    rt_cmd_wait(snap[i]);
    rt_cmd_release(snap[i]);
  }
  free(snap);
  rt_printf_flush();
  return CL_SUCCESS;
}
