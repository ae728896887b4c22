/* Memory objects: buffers (all host-pointer flags) and sub-buffers, their
 * queries, reference counts and destructor callbacks. The device is the
 * CPU: a buffer's storage is host memory, and CL_MEM_USE_HOST_PTR uses the
 * application's own. */
#include <stdlib.h>
#include <string.h>

#include "ocl.h"

#define ACCESS_FLAGS (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY)
#define HOST_ACCESS_FLAGS                                                     \
  (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)
#define PTR_FLAGS                                                             \
  (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)
#define ALL_FLAGS (ACCESS_FLAGS | HOST_ACCESS_FLAGS | PTR_FLAGS)
#define ALIGN 128 /* CL_DEVICE_MEM_BASE_ADDR_ALIGN, in bytes */

cl_int ocl_mem_check(cl_mem m) {
  return ocl_is(m, OCL_MEM) ? CL_SUCCESS : CL_INVALID_MEM_OBJECT;
}

static int bits(cl_mem_flags f) { return __builtin_popcountll(f); }

/* Checks flags and host_ptr as clCreateBuffer/clCreateImage do. */
cl_int ocl_check_mem_flags(cl_mem_flags flags, void *host_ptr) {
  if ((flags & ~(cl_mem_flags)ALL_FLAGS) || bits(flags & ACCESS_FLAGS) > 1 ||
      bits(flags & HOST_ACCESS_FLAGS) > 1 ||
      ((flags & CL_MEM_USE_HOST_PTR) &&
       (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR))))
    return CL_INVALID_VALUE;
  bool wants = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (wants != (host_ptr != NULL))
    return CL_INVALID_HOST_PTR;
  return CL_SUCCESS;
}

cl_mem ocl_mem_new(cl_context c, cl_mem_object_type type, cl_mem_flags flags,
                   size_t size, void *host_ptr, cl_int *err) {
  cl_mem m = calloc(1, sizeof *m);
  if (!m) {
    *err = CL_OUT_OF_HOST_MEMORY;
    return NULL;
  }
  if (!(flags & ACCESS_FLAGS))
    flags |= CL_MEM_READ_WRITE;
  if (flags & CL_MEM_USE_HOST_PTR) {
    m->data = host_ptr;
  } else {
    m->data = aligned_alloc(ALIGN, (size + ALIGN - 1) / ALIGN * ALIGN);
    if (!m->data) {
      free(m);
      *err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
      return NULL;
    }
    m->owns = true;
    if (flags & CL_MEM_COPY_HOST_PTR)
      memcpy(m->data, host_ptr, size);
  }
  ocl_obj_init(m, OCL_MEM);
  m->context = c;
  m->type = type;
  m->flags = flags;
  m->size = size;
  m->host_ptr = flags & CL_MEM_USE_HOST_PTR ? host_ptr : NULL;
  pthread_mutex_init(&m->lock, NULL);
  clRetainContext(c);
  *err = CL_SUCCESS;
  return m;
}

static cl_ulong max_alloc(void) {
  cl_ulong v = 0;
  clGetDeviceInfo(ocl_device(0), CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof v, &v,
                  NULL);
  return v;
}

OCL_API cl_mem clCreateBuffer(cl_context c, cl_mem_flags flags, size_t size,
                              void *host_ptr, cl_int *err) {
  cl_int e = CL_SUCCESS;
  cl_mem m = NULL;
  if (!ocl_is(c, OCL_CONTEXT))
    e = CL_INVALID_CONTEXT;
  else if (!(e = ocl_check_mem_flags(flags, host_ptr)) && (!size || size > max_alloc()))
    e = CL_INVALID_BUFFER_SIZE;
  else if (!e)
    m = ocl_mem_new(c, CL_MEM_OBJECT_BUFFER, flags, size, host_ptr, &e);
  if (err)
    *err = e;
  return m;
}

OCL_API cl_mem clCreateBufferWithProperties(cl_context c,
                                            const cl_mem_properties *props,
                                            cl_mem_flags flags, size_t size,
                                            void *host_ptr, cl_int *err) {
  if (props && props[0]) {
    if (err)
      *err = CL_INVALID_PROPERTY;
    return NULL;
  }
  cl_mem m = clCreateBuffer(c, flags, size, host_ptr, err);
  if (m && props)
    m->has_props = true;
  return m;
}

OCL_API cl_mem clCreateSubBuffer(cl_mem b, cl_mem_flags flags,
                                 cl_buffer_create_type type, const void *info,
                                 cl_int *err) {
  cl_int e = CL_SUCCESS;
  cl_mem m = NULL;
  const cl_buffer_region *r = info;
  if (ocl_mem_check(b) || b->type != CL_MEM_OBJECT_BUFFER || b->parent)
    e = CL_INVALID_MEM_OBJECT;
  else if ((flags & ~(cl_mem_flags)(ACCESS_FLAGS | HOST_ACCESS_FLAGS)) ||
           bits(flags & ACCESS_FLAGS) > 1 ||
           bits(flags & HOST_ACCESS_FLAGS) > 1 ||
           ((b->flags & CL_MEM_WRITE_ONLY) && (flags & CL_MEM_READ_ONLY)) ||
           ((b->flags & CL_MEM_READ_ONLY) && (flags & CL_MEM_WRITE_ONLY)) ||
           ((b->flags & CL_MEM_HOST_WRITE_ONLY) &&
            (flags & CL_MEM_HOST_READ_ONLY)) ||
           ((b->flags & CL_MEM_HOST_READ_ONLY) &&
            (flags & CL_MEM_HOST_WRITE_ONLY)) ||
           ((b->flags & CL_MEM_HOST_NO_ACCESS) &&
            (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
    e = CL_INVALID_VALUE;
  else if (type != CL_BUFFER_CREATE_TYPE_REGION || !r)
    e = CL_INVALID_VALUE;
  else if (!r->size)
    e = CL_INVALID_BUFFER_SIZE;
  else if (r->origin > b->size || r->size > b->size - r->origin)
    e = CL_INVALID_VALUE;
  else if (r->origin % ALIGN)
    e = CL_MISALIGNED_SUB_BUFFER_OFFSET;
  else if (!(m = calloc(1, sizeof *m)))
    e = CL_OUT_OF_HOST_MEMORY;
  if (m) {
    ocl_obj_init(m, OCL_MEM);
    m->context = b->context;
    m->type = CL_MEM_OBJECT_BUFFER;
    m->flags = (b->flags & PTR_FLAGS) |
               (flags & ACCESS_FLAGS ? flags & ACCESS_FLAGS
                                     : b->flags & ACCESS_FLAGS) |
               (flags & HOST_ACCESS_FLAGS ? flags & HOST_ACCESS_FLAGS
                                          : b->flags & HOST_ACCESS_FLAGS);
    m->size = r->size;
    m->data = b->data + r->origin;
    m->host_ptr = b->host_ptr ? (char *)b->host_ptr + r->origin : NULL;
    m->parent = b;
    m->origin = r->origin;
    pthread_mutex_init(&m->lock, NULL);
    clRetainMemObject(b);
    clRetainContext(m->context);
  }
  if (err)
    *err = e;
  return m;
}

OCL_API cl_int clRetainMemObject(cl_mem m) {
  if (ocl_mem_check(m))
    return CL_INVALID_MEM_OBJECT;
  atomic_fetch_add(&m->refs, 1);
  return CL_SUCCESS;
}

OCL_API cl_int clReleaseMemObject(cl_mem m) {
  if (ocl_mem_check(m))
    return CL_INVALID_MEM_OBJECT;
  if (atomic_fetch_sub(&m->refs, 1) != 1)
    return CL_SUCCESS;
  for (ocl_destructor *d = m->dtors, *next; d; d = next) {
    next = d->next;
    d->fn(m, d->data);
    free(d);
  }
  m->magic = 0;
  if (m->image)
    ocl_image_free(m);
  if (m->owns)
    free(m->data);
  if (m->parent)
    clReleaseMemObject(m->parent);
  pthread_mutex_destroy(&m->lock);
  clReleaseContext(m->context);
  free(m);
  return CL_SUCCESS;
}

OCL_API cl_int clSetMemObjectDestructorCallback(
    cl_mem m, void(CL_CALLBACK *fn)(cl_mem, void *), void *data) {
  if (ocl_mem_check(m))
    return CL_INVALID_MEM_OBJECT;
  if (!fn)
    return CL_INVALID_VALUE;
  ocl_destructor *d = malloc(sizeof *d);
  if (!d)
    return CL_OUT_OF_HOST_MEMORY;
  d->fn = (void(CL_CALLBACK *)(void *, void *))fn;
  d->data = data;
  pthread_mutex_lock(&m->lock);
  d->next = m->dtors; /* reverse order of registration */
  m->dtors = d;
  pthread_mutex_unlock(&m->lock);
  return CL_SUCCESS;
}

OCL_API cl_int clGetMemObjectInfo(cl_mem m, cl_mem_info param,
                                  size_t value_size, void *value,
                                  size_t *ret) {
  if (ocl_mem_check(m))
    return CL_INVALID_MEM_OBJECT;
  switch (param) {
  case CL_MEM_TYPE:
    return OCL_INFO(cl_mem_object_type, m->type);
  case CL_MEM_FLAGS:
    return OCL_INFO(cl_mem_flags, m->flags);
  case CL_MEM_SIZE:
    return OCL_INFO(size_t, m->size);
  case CL_MEM_HOST_PTR:
    return OCL_INFO(void *, m->host_ptr);
  case CL_MEM_MAP_COUNT:
    return OCL_INFO(cl_uint, atomic_load(&m->maps));
  case CL_MEM_REFERENCE_COUNT:
    return OCL_INFO(cl_uint, atomic_load(&m->refs));
  case CL_MEM_CONTEXT:
    return OCL_INFO(cl_context, m->context);
  case CL_MEM_ASSOCIATED_MEMOBJECT:
    return OCL_INFO(cl_mem, m->parent);
  case CL_MEM_OFFSET:
    return OCL_INFO(size_t, m->origin);
  case CL_MEM_USES_SVM_POINTER:
    return OCL_INFO(cl_bool, CL_FALSE);
  case CL_MEM_PROPERTIES: /* no property is supported: only the 0 given */
    return ocl_info(&(cl_mem_properties){0},
                    m->has_props ? sizeof(cl_mem_properties) : 0, value_size,
                    value, ret);
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clEnqueueMigrateMemObjects(cl_command_queue q, cl_uint n,
                                          const cl_mem *objs,
                                          cl_mem_migration_flags flags,
                                          cl_uint nwait, const cl_event *wait,
                                          cl_event *ev) {
  if (!ocl_is(q, OCL_QUEUE))
    return CL_INVALID_COMMAND_QUEUE;
  if (!n || !objs ||
      (flags & ~(cl_mem_migration_flags)(CL_MIGRATE_MEM_OBJECT_HOST |
                                         CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED)))
    return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < n; i++) {
    if (ocl_mem_check(objs[i]))
      return CL_INVALID_MEM_OBJECT;
    if (objs[i]->context != q->context)
      return CL_INVALID_CONTEXT;
  }
  ocl_cmd c;
  cl_int e = ocl_cmd_begin(&c, q, CL_COMMAND_MIGRATE_MEM_OBJECTS, nwait, wait);
  return e ? e : ocl_cmd_end_work(&c, NULL, NULL, false, ev);
}
