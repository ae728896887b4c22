/* Contexts: the devices they hold, their properties, error notification and
 * destructor callbacks. */
#include <stdlib.h>
#include <string.h>

#include "ocl.h"

bool ocl_context_has_device(cl_context c, cl_device_id d) {
  for (cl_uint i = 0; i < c->ndevices; i++)
    if (c->devices[i] == d)
      return true;
  return false;
}

/* Checks the property list (CL_CONTEXT_PLATFORM, CL_CONTEXT_INTEROP_USER_SYNC)
 * and counts its entries, the terminating 0 included. */
static cl_int check_props(const cl_context_properties *p, size_t *n) {
  *n = 0;
  if (!p)
    return CL_SUCCESS;
  bool platform = false, sync = false;
  size_t i = 0;
  for (; p[i]; i += 2) {
    switch (p[i]) {
    case CL_CONTEXT_PLATFORM:
      if (platform)
        return CL_INVALID_PROPERTY;
      platform = true;
      if ((cl_platform_id)p[i + 1] != &ocl_platform)
        return CL_INVALID_PLATFORM;
      break;
    case CL_CONTEXT_INTEROP_USER_SYNC:
      if (sync || (p[i + 1] != CL_TRUE && p[i + 1] != CL_FALSE))
        return CL_INVALID_PROPERTY;
      sync = true;
      break;
    default:
      return CL_INVALID_PROPERTY;
    }
  }
  *n = i + 1;
  return CL_SUCCESS;
}

static cl_context make(const cl_context_properties *props, cl_uint n,
                       const cl_device_id *devs, ocl_notify_fn notify,
                       void *data, cl_int *err) {
  size_t np;
  cl_int e = check_props(props, &np);
  cl_context c = NULL;
  if (!e) {
    c = calloc(1, sizeof *c);
    if (c) {
      c->devices = malloc(n * sizeof *devs);
      c->props = np ? malloc(np * sizeof *props) : NULL;
    }
    if (!c || !c->devices || (np && !c->props)) {
      if (c) {
        free(c->devices);
        free(c->props);
      }
      free(c);
      c = NULL;
      e = CL_OUT_OF_HOST_MEMORY;
    }
  }
  if (c) {
    ocl_obj_init(c, OCL_CONTEXT);
    memcpy(c->devices, devs, n * sizeof *devs);
    c->ndevices = n;
    if (np)
      memcpy(c->props, props, np * sizeof *props);
    c->nprops = np;
    c->notify = notify;
    c->notify_data = data;
    pthread_mutex_init(&c->lock, NULL);
  }
  if (err)
    *err = e;
  return c;
}

OCL_API cl_context clCreateContext(const cl_context_properties *props,
                                   cl_uint n, const cl_device_id *devs,
                                   ocl_notify_fn notify, void *data,
                                   cl_int *err) {
  cl_int e = CL_SUCCESS;
  if (!devs || !n || (!notify && data))
    e = CL_INVALID_VALUE;
  for (cl_uint i = 0; !e && i < n; i++) {
    cl_device_type t;
    if (!devs[i] || clGetDeviceInfo(devs[i], CL_DEVICE_TYPE, sizeof t, &t, NULL))
      e = CL_INVALID_DEVICE;
  }
  if (e) {
    if (err)
      *err = e;
    return NULL;
  }
  return make(props, n, devs, notify, data, err);
}

OCL_API cl_context clCreateContextFromType(const cl_context_properties *props,
                                           cl_device_type type,
                                           ocl_notify_fn notify, void *data,
                                           cl_int *err) {
  if (!notify && data) {
    if (err)
      *err = CL_INVALID_VALUE;
    return NULL;
  }
  size_t np;
  cl_int e = check_props(props, &np);
  cl_uint n = 0;
  if (!e)
    e = clGetDeviceIDs(&ocl_platform, type, 0, NULL, &n);
  cl_device_id devs[RT_MAX_DEVICES];
  if (!e)
    e = clGetDeviceIDs(&ocl_platform, type, RT_MAX_DEVICES, devs, NULL);
  if (e) {
    if (err)
      *err = e;
    return NULL;
  }
  return make(props, n, devs, notify, data, err);
}

OCL_API cl_int clRetainContext(cl_context c) {
  if (!ocl_is(c, OCL_CONTEXT))
    return CL_INVALID_CONTEXT;
  atomic_fetch_add(&c->refs, 1);
  return CL_SUCCESS;
}

OCL_API cl_int clReleaseContext(cl_context c) {
  if (!ocl_is(c, OCL_CONTEXT))
    return CL_INVALID_CONTEXT;
  if (atomic_fetch_sub(&c->refs, 1) != 1)
    return CL_SUCCESS;
  for (ocl_destructor *d = c->dtors, *next; d; d = next) {
    next = d->next;
    d->fn((void *)c, d->data);
    free(d);
  }
  c->magic = 0;
  pthread_mutex_destroy(&c->lock);
  free(c->devices);
  free(c->props);
  free(c);
  return CL_SUCCESS;
}

OCL_API cl_int clGetContextInfo(cl_context c, cl_context_info param,
                                size_t value_size, void *value, size_t *ret) {
  if (!ocl_is(c, OCL_CONTEXT))
    return CL_INVALID_CONTEXT;
  switch (param) {
  case CL_CONTEXT_REFERENCE_COUNT:
    return OCL_INFO(cl_uint, atomic_load(&c->refs));
  case CL_CONTEXT_NUM_DEVICES:
    return OCL_INFO(cl_uint, c->ndevices);
  case CL_CONTEXT_DEVICES:
    return ocl_info(c->devices, c->ndevices * sizeof *c->devices, value_size,
                    value, ret);
  case CL_CONTEXT_PROPERTIES:
    return ocl_info(c->props, c->nprops * sizeof *c->props, value_size, value,
                    ret);
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clSetContextDestructorCallback(
    cl_context c, void(CL_CALLBACK *fn)(cl_context, void *), void *data) {
  if (!ocl_is(c, OCL_CONTEXT))
    return CL_INVALID_CONTEXT;
  if (!fn)
    return CL_INVALID_VALUE;
  ocl_destructor *d = malloc(sizeof *d);
  if (!d)
    return CL_OUT_OF_HOST_MEMORY;
  d->fn = (void(CL_CALLBACK *)(void *, void *))fn;
  d->data = data;
  pthread_mutex_lock(&c->lock);
  d->next = c->dtors; /* called in reverse order of registration */
  c->dtors = d;
  pthread_mutex_unlock(&c->lock);
  return CL_SUCCESS;
}
