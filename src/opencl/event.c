/* Events: the status and times of enqueued commands, user events,
 * callbacks, clWaitForEvents and profiling. An event's `cmd` is the engine
 * command that finishes when its OpenCL command has; a user event's is a
 * marker submitted by clSetUserEventStatus. */
#include <stdlib.h>
#include <time.h>

#include "ocl.h"

cl_ulong ocl_now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (cl_ulong)t.tv_sec * 1000000000u + (cl_ulong)t.tv_nsec;
}

static cl_int status_of(cl_event e) {
  cl_int s = atomic_load(&e->status);
  if (s < 0)
    return s;
  for (cl_uint i = 0; i < e->ndeps; i++)
    if (status_of(e->deps[i]) < 0)
      return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
  return e->cmd && rt_cmd_done(e->cmd) ? CL_COMPLETE : s;
}

cl_int ocl_check_wait_list(cl_context ctx, cl_uint n, const cl_event *list) {
  if ((n && !list) || (!n && list))
    return CL_INVALID_EVENT_WAIT_LIST;
  for (cl_uint i = 0; i < n; i++) {
    if (!ocl_is(list[i], OCL_EVENT))
      return CL_INVALID_EVENT_WAIT_LIST;
    if (ctx && list[i]->context != ctx)
      return CL_INVALID_CONTEXT;
  }
  return CL_SUCCESS;
}

void ocl_event_release(cl_event e) {
  if (atomic_fetch_sub(&e->refs, 1) != 1)
    return;
  e->magic = 0;
  for (cl_uint i = 0; i < e->ndeps; i++)
    ocl_event_release(e->deps[i]);
  free(e->deps);
  if (e->cmd)
    rt_cmd_release(e->cmd);
  if (e->queue)
    clReleaseCommandQueue(e->queue);
  clReleaseContext(e->context);
  pthread_mutex_destroy(&e->lock);
  free(e);
}

OCL_API cl_int clRetainEvent(cl_event e) {
  if (!ocl_is(e, OCL_EVENT))
    return CL_INVALID_EVENT;
  atomic_fetch_add(&e->refs, 1);
  return CL_SUCCESS;
}

OCL_API cl_int clReleaseEvent(cl_event e) {
  if (!ocl_is(e, OCL_EVENT))
    return CL_INVALID_EVENT;
  ocl_event_release(e);
  return CL_SUCCESS;
}

OCL_API cl_event clCreateUserEvent(cl_context c, cl_int *err) {
  cl_int e = ocl_is(c, OCL_CONTEXT) ? CL_SUCCESS : CL_INVALID_CONTEXT;
  cl_event ev = NULL;
  if (!e) {
    ev = calloc(1, sizeof *ev);
    if (ev)
      ev->cmd = rt_cmd_new(RT_CMD_MARK, 0);
    if (!ev || !ev->cmd) {
      free(ev);
      ev = NULL;
      e = CL_OUT_OF_HOST_MEMORY;
    }
  }
  if (ev) {
    ocl_obj_init(ev, OCL_EVENT);
    ev->context = c;
    clRetainContext(c);
    ev->type = CL_COMMAND_USER;
    atomic_init(&ev->status, CL_SUBMITTED);
    pthread_mutex_init(&ev->lock, NULL);
  }
  if (err)
    *err = e;
  return ev;
}

OCL_API cl_int clSetUserEventStatus(cl_event e, cl_int status) {
  if (!ocl_is(e, OCL_EVENT) || e->type != CL_COMMAND_USER)
    return CL_INVALID_EVENT;
  if (status != CL_COMPLETE && status >= 0)
    return CL_INVALID_VALUE;
  cl_int expect = CL_SUBMITTED;
  if (!atomic_compare_exchange_strong(&e->status, &expect, status))
    return CL_INVALID_OPERATION;
  rt_cmd_submit(e->cmd);
  return CL_SUCCESS;
}

OCL_API cl_int clWaitForEvents(cl_uint n, const cl_event *list) {
  if (!n || !list)
    return CL_INVALID_VALUE;
  cl_int e = ocl_check_wait_list(list[0] && ocl_is(list[0], OCL_EVENT)
                                     ? list[0]->context
                                     : NULL,
                                 n, list);
  if (e)
    return e == CL_INVALID_EVENT_WAIT_LIST ? CL_INVALID_EVENT : e;
  bool failed = false;
  for (cl_uint i = 0; i < n; i++) {
    rt_cmd_wait(list[i]->cmd);
    failed |= status_of(list[i]) < 0;
  }
  rt_printf_flush();
  return failed ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST : CL_SUCCESS;
}

OCL_API cl_int clGetEventInfo(cl_event e, cl_event_info param,
                              size_t value_size, void *value, size_t *ret) {
  if (!ocl_is(e, OCL_EVENT))
    return CL_INVALID_EVENT;
  switch (param) {
  case CL_EVENT_COMMAND_QUEUE:
    return OCL_INFO(cl_command_queue, e->queue);
  case CL_EVENT_CONTEXT:
    return OCL_INFO(cl_context, e->context);
  case CL_EVENT_COMMAND_TYPE:
    return OCL_INFO(cl_command_type, e->type);
  case CL_EVENT_COMMAND_EXECUTION_STATUS:
    return OCL_INFO(cl_int, status_of(e));
  case CL_EVENT_REFERENCE_COUNT:
    return OCL_INFO(cl_uint, atomic_load(&e->refs));
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clGetEventProfilingInfo(cl_event e, cl_profiling_info param,
                                       size_t value_size, void *value,
                                       size_t *ret) {
  if (!ocl_is(e, OCL_EVENT))
    return CL_INVALID_EVENT;
  if (!e->queue || !(e->queue->props & CL_QUEUE_PROFILING_ENABLE) ||
      status_of(e) != CL_COMPLETE)
    return CL_PROFILING_INFO_NOT_AVAILABLE;
  switch (param) {
  case CL_PROFILING_COMMAND_QUEUED:
    return OCL_INFO(cl_ulong, e->t_queued);
  case CL_PROFILING_COMMAND_SUBMIT:
    return OCL_INFO(cl_ulong, e->t_submit);
  case CL_PROFILING_COMMAND_START:
    return OCL_INFO(cl_ulong, e->t_start);
  case CL_PROFILING_COMMAND_END:
  case CL_PROFILING_COMMAND_COMPLETE:
    return OCL_INFO(cl_ulong, e->t_end);
  default:
    return CL_INVALID_VALUE;
  }
}

typedef struct callback {
  cl_event ev;
  cl_int when;
  void(CL_CALLBACK *fn)(cl_event, cl_int, void *);
  void *data;
} callback;

static void run_callback(void *arg) {
  callback *cb = arg;
  cl_int s = atomic_load(&cb->ev->status);
  cb->fn(cb->ev, s < 0 ? s : cb->when, cb->data);
  ocl_event_release(cb->ev);
}

/* Callbacks run on the engine's callback thread once the command has
 * finished (so after any status they ask for), with the status asked for,
 * or the error the command ended with. */
OCL_API cl_int clSetEventCallback(cl_event e, cl_int when,
                                  void(CL_CALLBACK *fn)(cl_event, cl_int,
                                                        void *),
                                  void *data) {
  if (!ocl_is(e, OCL_EVENT))
    return CL_INVALID_EVENT;
  if (!fn || (when != CL_SUBMITTED && when != CL_RUNNING && when != CL_COMPLETE))
    return CL_INVALID_VALUE;
  rt_cmd *c = rt_cmd_new(RT_CMD_CALLBACK, sizeof(callback));
  if (!c)
    return CL_OUT_OF_HOST_MEMORY;
  callback *cb = rt_cmd_extra(c);
  *cb = (callback){e, when, fn, data};
  atomic_fetch_add(&e->refs, 1);
  c->fn = run_callback;
  c->arg = cb;
  rt_cmd_after(c, e->cmd);
  rt_cmd_submit(c);
  rt_cmd_release(c);
  return CL_SUCCESS;
}
