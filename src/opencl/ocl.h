/* Internal interfaces of libcucc_opencl, cucc's OpenCL platform: an ICD for
 * the ocl-icd loader whose objects sit on libcudart's core (the engine of
 * src/runtime/engine.c runs every command; images come from cucc's OpenCL C
 * compiler, lib/cucc/oclc). */
#ifndef CUCC_OCL_H
#define CUCC_OCL_H

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl.h>
#include <CL/cl_icd.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "../runtime/internal.h"
#include "clc/image_desc.h"

#define OCL_API __attribute__((visibility("default")))

extern cl_icd_dispatch ocl_dispatch;

/* Every object starts with the loader's dispatch pointer, then a magic
 * number naming its type (cleared when it is freed) and its reference
 * count. */
enum ocl_magic {
  OCL_PLATFORM = 0x504c4154,
  OCL_DEVICE = 0x44455649,
  OCL_CONTEXT = 0x43545854,
  OCL_QUEUE = 0x51554555,
  OCL_MEM = 0x4d454d4f,
  OCL_PROGRAM = 0x50524f47,
  OCL_KERNEL = 0x4b45524e,
  OCL_EVENT = 0x4556454e,
  OCL_SAMPLER = 0x53414d50
};

#define OCL_HEAD                                                              \
  cl_icd_dispatch *dispatch;                                                  \
  uint32_t magic;                                                             \
  _Atomic cl_uint refs

typedef struct ocl_obj {
  OCL_HEAD;
} ocl_obj;

/* Whether p is a live object of type `magic`. */
static inline bool ocl_is(const void *p, uint32_t magic) {
  return p && ((const ocl_obj *)p)->magic == magic;
}
void ocl_obj_init(void *o, uint32_t magic);

/* ---- info.c: the clGet*Info pattern ---- */
/* Copies n bytes of src into value (size value_size) and/or stores n in
 * *ret; CL_INVALID_VALUE when value is too small. */
cl_int ocl_info(const void *src, size_t n, size_t value_size, void *value,
                size_t *ret);
cl_int ocl_info_str(const char *s, size_t value_size, void *value, size_t *ret);
#define OCL_INFO(T, v) ocl_info(&(T){v}, sizeof(T), value_size, value, ret)

/* ---- platform.c, device.c ---- */
struct _cl_platform_id {
  OCL_HEAD;
};
extern struct _cl_platform_id ocl_platform;
struct _cl_device_id {
  OCL_HEAD;
  int index;
};
cl_uint ocl_device_count(void);
cl_device_id ocl_device(cl_uint i);
/* cucc's version and build text, shared by platform and device queries */
const char *ocl_extensions(void);

/* ---- context.c ---- */
typedef void(CL_CALLBACK *ocl_notify_fn)(const char *, const void *, size_t,
                                          void *);
typedef struct ocl_destructor {
  void(CL_CALLBACK *fn)(void *, void *);
  void *data;
  struct ocl_destructor *next;
} ocl_destructor;
struct _cl_context {
  OCL_HEAD;
  cl_uint ndevices;
  cl_device_id *devices;
  cl_context_properties *props;
  size_t nprops;
  ocl_notify_fn notify;
  void *notify_data;
  ocl_destructor *dtors;
  pthread_mutex_t lock;
};
bool ocl_context_has_device(cl_context c, cl_device_id d);

/* ---- event.c, queue.c: commands ---- */
/* A queued command and the memory objects it keeps alive until it has
 * finished (kernel arguments). */
typedef struct ocl_pending {
  rt_cmd *c;
  cl_mem *mems;
  cl_uint nmems;
} ocl_pending;
struct _cl_command_queue {
  OCL_HEAD;
  cl_context context;
  cl_device_id device;
  cl_command_queue_properties props;
  cl_queue_properties props_array[8]; /* as given to ...WithProperties */
  size_t nprops_array;
  pthread_mutex_t lock;
  rt_cmd *last;      /* in order: the last command */
  rt_cmd *barrier;   /* out of order: the last barrier */
  struct ocl_pending *pending; /* commands not known to be finished */
  size_t npending, cap;
};

typedef struct ocl_callback {
  void(CL_CALLBACK *fn)(cl_event, cl_int, void *);
  void *data;
  cl_int when;
  struct ocl_callback *next;
} ocl_callback;

struct _cl_event {
  OCL_HEAD;
  cl_context context;
  cl_command_queue queue; /* NULL for user events */
  cl_command_type type;
  rt_cmd *cmd;            /* finishes when the command has */
  _Atomic cl_int status;  /* CL_QUEUED .. CL_COMPLETE, or an error */
  cl_ulong t_queued, t_submit, t_start, t_end;
  pthread_mutex_t lock;
  cl_event *deps; /* its wait list: a failed one fails this one too */
  cl_uint ndeps;
};

cl_ulong ocl_now_ns(void);

/* One enqueued command being built: ocl_cmd_begin checks the queue and the
 * wait list; the caller makes the work (fn(arg), a kernel command or
 * nothing) and ocl_cmd_end orders it after the wait list and the queue,
 * submits it, gives back the event (when asked) and waits when blocking. */
typedef struct ocl_cmd {
  cl_command_queue q;
  cl_command_type type;
  cl_uint nwait;
  const cl_event *wait;
  cl_event ev;       /* always made: it holds the times */
  cl_mem *mems;      /* retained until the command has finished (malloc'ed) */
  cl_uint nmems;
} ocl_cmd;
cl_int ocl_cmd_begin(ocl_cmd *c, cl_command_queue q, cl_command_type type,
                     cl_uint nwait, const cl_event *wait);
/* Runs fn(arg) (arg is freed afterwards) as the command; NULL fn: a
 * marker. */
cl_int ocl_cmd_end_work(ocl_cmd *c, void (*fn)(void *), void *arg,
                        bool blocking, cl_event *out);
/* kernel: an RT_CMD_KERNEL command, not submitted */
cl_int ocl_cmd_end_kernel(ocl_cmd *c, rt_cmd *kernel, cl_event *out);
/* barrier: waits for every command of the queue so far */
cl_int ocl_cmd_end_barrier(ocl_cmd *c, bool barrier, cl_event *out);
void ocl_cmd_abort(ocl_cmd *c);
cl_int ocl_check_wait_list(cl_context ctx, cl_uint n, const cl_event *list);
void ocl_event_release(cl_event e);

/* ---- mem.c ---- */
struct _cl_mem {
  OCL_HEAD;
  cl_context context;
  cl_mem_object_type type;
  cl_mem_flags flags;
  size_t size;
  void *host_ptr;   /* CL_MEM_USE_HOST_PTR's pointer */
  char *data;       /* the storage (host_ptr itself with USE_HOST_PTR) */
  bool owns;        /* data was allocated here */
  cl_mem parent;    /* sub-buffers */
  size_t origin;
  _Atomic cl_uint maps;
  ocl_destructor *dtors;
  pthread_mutex_t lock;
  cucc_image *image; /* images: the descriptor kernels read (image.c) */
  bool has_props;    /* created ...WithProperties: CL_MEM_PROPERTIES is {0} */
};
cl_int ocl_mem_check(cl_mem m);
cl_int ocl_check_mem_flags(cl_mem_flags flags, void *host_ptr);
/* a memory object of `size` bytes (flags and host_ptr checked) */
cl_mem ocl_mem_new(cl_context c, cl_mem_object_type type, cl_mem_flags flags,
                   size_t size, void *host_ptr, cl_int *err);
void ocl_image_free(cl_mem m); /* image.c */
/* image.c: CL_SUCCESS when the format is supported (channels, bytes per
 * pixel), else its error */
cl_int ocl_image_format(const cl_image_format *f, unsigned *channels,
                        unsigned *elem);
/* transfer.c: a rectangular copy (x in bytes) as a command of q */
cl_int ocl_enqueue_rect(cl_command_queue q, cl_command_type type, char *dst,
                        const size_t *dorg, size_t drow, size_t dslice,
                        const char *src, const size_t *sorg, size_t srow,
                        size_t sslice, const size_t *region, bool blocking,
                        cl_uint nwait, const cl_event *wait, cl_event *ev);

/* ---- sampler.c ---- */
uint64_t ocl_sampler_bits(cl_sampler s); /* the kernel argument's value */
bool ocl_is_sampler(const void *p);

/* ---- program.c, compiler.c ---- */
typedef struct ocl_arg_info {
  cl_uint addr_space; /* CL_KERNEL_ARG_ADDRESS_* */
  cl_uint access;
  char *type, *name;
  cl_bitfield type_qual;
  bool local, mem, sampler; /* __local pointer, buffer or image, sampler */
  bool image;
} ocl_arg_info;
typedef struct ocl_kernel_desc {
  char *name;
  cl_uint nargs;
  size_t reqd[3];
  ocl_arg_info *args;
  const cucc_kernel_info *k;
} ocl_kernel_desc;

struct _cl_program {
  OCL_HEAD;
  cl_context context;
  char *source;
  char *options;
  char *log;
  cl_build_status status;
  cl_program_binary_type bin_type;
  void *binary; /* .bc (compiled object) or .so (executable) bytes */
  size_t binary_size;
  void *dl;     /* the loaded image */
  ocl_kernel_desc *kernels;
  cl_uint nkernels;
  _Atomic cl_uint nkernel_objs; /* kernels made from it */
  pthread_mutex_t lock;
};
/* compiler.c: runs lib/cucc/oclc: mode "-build", "-c" or "-link" on the
 * inputs (sources or objects, given as bytes); on success *out (malloc'ed)
 * is the output's bytes; *log gets the messages. 0, 1 (compile error),
 * 2 (invalid options), -1 (could not run). */
int ocl_compile(const char *mode, const void *const *in, const size_t *insz,
                unsigned nin, const char *options, void **out, size_t *outsz,
                char **log);
/* program_info.c: ocl_compile into p: its log, options, status and (on
 * success) binary of `type`; returns ocl_compile's code. */
int ocl_program_run(cl_program p, const char *mode, const void *const *in,
                    const size_t *insz, unsigned nin, const char *options,
                    cl_uint type);
/* program.c: loads an executable binary into p (kernels, info). */
cl_int ocl_program_load(cl_program p);

/* ---- kernel.c ---- */
typedef struct ocl_arg {
  bool set;
  size_t local_size; /* __local argument: bytes */
  cl_mem mem;        /* buffer/image argument (NULL: a null pointer) */
  void *value;       /* by value: param_sizes bytes */
} ocl_arg;
struct _cl_kernel {
  OCL_HEAD;
  cl_program program;
  ocl_kernel_desc *d;
  ocl_arg *args;
  pthread_mutex_t lock;
};

#endif
