/* Programs: from source or binaries, built, compiled and linked by cucc's
 * OpenCL C compiler (compiler.c), and loaded: the executable is a device
 * image that libcudart's loader opens (rt_image_load), whose module
 * information lists the kernels and whose `__cucc_ocl_kernels` string
 * describes their arguments (src/opencl/oclc/kernel_abi.c).
 *
 * A program binary is "CUCCOCL1", a 32-bit type (CL_PROGRAM_BINARY_TYPE_*)
 * and 32 reserved bits, then the bitcode of a compiled object or library,
 * or the shared object of an executable. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ocl.h"

#define BIN_MAGIC "CUCCOCL1"
#define BIN_HEAD 16

static cl_program new_program(cl_context c) {
  cl_program p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  ocl_obj_init(p, OCL_PROGRAM);
  p->context = c;
  p->status = CL_BUILD_NONE;
  pthread_mutex_init(&p->lock, NULL);
  clRetainContext(c);
  return p;
}

static cl_int check_devices(cl_context c, cl_uint n, const cl_device_id *d) {
  if ((n && !d) || (!n && d))
    return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < n; i++)
    if (!ocl_is(d[i], OCL_DEVICE) || !ocl_context_has_device(c, d[i]))
      return CL_INVALID_DEVICE;
  return CL_SUCCESS;
}

OCL_API cl_program clCreateProgramWithSource(cl_context c, cl_uint count,
                                             const char **strings,
                                             const size_t *lengths,
                                             cl_int *err) {
  cl_int e = CL_SUCCESS;
  cl_program p = NULL;
  size_t total = 0;
  if (!ocl_is(c, OCL_CONTEXT))
    e = CL_INVALID_CONTEXT;
  else if (!count || !strings)
    e = CL_INVALID_VALUE;
  for (cl_uint i = 0; !e && i < count; i++) {
    if (!strings[i])
      e = CL_INVALID_VALUE;
    else
      total += lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
  }
  if (!e && (!(p = new_program(c)) || !(p->source = malloc(total + 1)))) {
    e = CL_OUT_OF_HOST_MEMORY;
    if (p)
      clReleaseProgram(p);
    p = NULL;
  }
  if (p) {
    size_t o = 0;
    for (cl_uint i = 0; i < count; i++) {
      size_t n = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
      memcpy(p->source + o, strings[i], n);
      o += n;
    }
    p->source[o] = 0;
  }
  if (err)
    *err = e;
  return p;
}

static cl_int bin_type(const unsigned char *b, size_t n, cl_uint *type) {
  if (!b || n < BIN_HEAD || memcmp(b, BIN_MAGIC, 8))
    return CL_INVALID_BINARY;
  memcpy(type, b + 8, 4);
  if (*type != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT &&
      *type != CL_PROGRAM_BINARY_TYPE_LIBRARY &&
      *type != CL_PROGRAM_BINARY_TYPE_EXECUTABLE)
    return CL_INVALID_BINARY;
  return CL_SUCCESS;
}

OCL_API cl_program clCreateProgramWithBinary(
    cl_context c, cl_uint n, const cl_device_id *devs, const size_t *lengths,
    const unsigned char **bins, cl_int *status, cl_int *err) {
  cl_int e = CL_SUCCESS;
  cl_program p = NULL;
  cl_uint type = 0;
  if (!ocl_is(c, OCL_CONTEXT))
    e = CL_INVALID_CONTEXT;
  else if (!n || !devs || !lengths || !bins)
    e = CL_INVALID_VALUE;
  else
    e = check_devices(c, n, devs);
  for (cl_uint i = 0; !e && i < n; i++) {
    if (!lengths[i] || !bins[i]) {
      e = CL_INVALID_VALUE;
      if (status)
        status[i] = CL_INVALID_VALUE;
      break;
    }
    cl_int s = bin_type(bins[i], lengths[i], &type);
    if (status)
      status[i] = s;
    if (s)
      e = CL_INVALID_BINARY;
  }
  if (!e && (!(p = new_program(c)) ||
             !(p->binary = malloc(lengths[0] - BIN_HEAD + 1)))) {
    e = CL_OUT_OF_HOST_MEMORY;
    if (p)
      clReleaseProgram(p);
    p = NULL;
  }
  if (p) {
    p->binary_size = lengths[0] - BIN_HEAD;
    memcpy(p->binary, bins[0] + BIN_HEAD, p->binary_size);
    p->bin_type = type;
  }
  if (err)
    *err = e;
  return p;
}

OCL_API cl_program clCreateProgramWithBuiltInKernels(cl_context c, cl_uint n,
                                                     const cl_device_id *devs,
                                                     const char *names,
                                                     cl_int *err) {
  cl_int e = !ocl_is(c, OCL_CONTEXT) ? CL_INVALID_CONTEXT
             : !names || !*names      ? CL_INVALID_VALUE
                                      : check_devices(c, n, devs);
  if (!e && !n)
    e = CL_INVALID_VALUE;
  if (err) /* the device has no built-in kernels */
    *err = e ? e : CL_INVALID_VALUE;
  return NULL;
}

OCL_API cl_program clCreateProgramWithIL(cl_context c, const void *il,
                                         size_t n, cl_int *err) {
  if (err)
    *err = !ocl_is(c, OCL_CONTEXT) ? CL_INVALID_CONTEXT
           : !il || !n             ? CL_INVALID_VALUE
                                   : CL_INVALID_OPERATION; /* no IL */
  return NULL;
}

OCL_API cl_int clRetainProgram(cl_program p) {
  if (!ocl_is(p, OCL_PROGRAM))
    return CL_INVALID_PROGRAM;
  atomic_fetch_add(&p->refs, 1);
  return CL_SUCCESS;
}

static void free_kernels(cl_program p) {
  for (cl_uint i = 0; i < p->nkernels; i++) {
    ocl_kernel_desc *d = &p->kernels[i];
    for (cl_uint a = 0; a < d->nargs; a++) {
      free(d->args[a].type);
      free(d->args[a].name);
    }
    free(d->args);
    free(d->name);
  }
  free(p->kernels);
  p->kernels = NULL;
  p->nkernels = 0;
}

OCL_API cl_int clReleaseProgram(cl_program p) {
  if (!ocl_is(p, OCL_PROGRAM))
    return CL_INVALID_PROGRAM;
  if (atomic_fetch_sub(&p->refs, 1) != 1)
    return CL_SUCCESS;
  p->magic = 0;
  free_kernels(p);
  /* the image stays loaded: commands of its kernels may still be queued */
  free(p->source);
  free(p->options);
  free(p->log);
  free(p->binary);
  pthread_mutex_destroy(&p->lock);
  clReleaseContext(p->context);
  free(p);
  return CL_SUCCESS;
}

/* ---- loading an executable ---- */

static char *next_field(char **s) {
  char *f = *s, *t = strpbrk(f, "\t\n");
  if (t) {
    *s = t + (*t == '\t');
    *t = 0;
  } else {
    *s = f + strlen(f);
  }
  return f;
}

static cl_uint addr_space(unsigned as) {
  switch (as) {
  case 1:
    return CL_KERNEL_ARG_ADDRESS_GLOBAL;
  case 2:
  case 4:
    return CL_KERNEL_ARG_ADDRESS_CONSTANT;
  case 3:
    return CL_KERNEL_ARG_ADDRESS_LOCAL;
  default:
    return CL_KERNEL_ARG_ADDRESS_PRIVATE;
  }
}

static void parse_arg(ocl_arg_info *a, char *line) {
  unsigned as = (unsigned)strtoul(next_field(&line), NULL, 10);
  const char *acc = next_field(&line);
  a->type = strdup(next_field(&line));
  const char *q = next_field(&line);
  a->name = strdup(next_field(&line));
  a->addr_space = addr_space(as);
  a->access = !strcmp(acc, "read_only")    ? CL_KERNEL_ARG_ACCESS_READ_ONLY
              : !strcmp(acc, "write_only") ? CL_KERNEL_ARG_ACCESS_WRITE_ONLY
              : !strcmp(acc, "read_write") ? CL_KERNEL_ARG_ACCESS_READ_WRITE
                                           : CL_KERNEL_ARG_ACCESS_NONE;
  a->type_qual = (strstr(q, "const") ? CL_KERNEL_ARG_TYPE_CONST : 0) |
                 (strstr(q, "volatile") ? CL_KERNEL_ARG_TYPE_VOLATILE : 0) |
                 (strstr(q, "restrict") ? CL_KERNEL_ARG_TYPE_RESTRICT : 0) |
                 (strstr(q, "pipe") ? CL_KERNEL_ARG_TYPE_PIPE : 0);
  bool image = !strncmp(a->type, "image", 5);
  a->local = as == 3;
  a->sampler = !strcmp(a->type, "sampler_t");
  a->mem = image || (!a->local && (as == 1 || as == 2 || as == 4));
  a->image = image;
}

static cl_int parse_kernels(cl_program p, const cucc_module_info *mi,
                            const char *desc) {
  char *s = strdup(desc), *line = s;
  cl_uint n = 0;
  for (const char *t = desc; *t; t++)
    n += (t == desc || t[-1] == '\n') && *t == 'K';
  p->kernels = calloc(n ? n : 1, sizeof *p->kernels);
  if (!s || !p->kernels) {
    free(s);
    return CL_OUT_OF_HOST_MEMORY;
  }
  ocl_kernel_desc *k = NULL;
  cl_uint arg = 0;
  while (*line) {
    char *end = strchr(line, '\n');
    if (end)
      *end = 0;
    char *f = line;
    const char *tag = next_field(&f);
    if (!strcmp(tag, "K")) {
      k = &p->kernels[p->nkernels++];
      k->name = strdup(next_field(&f));
      k->nargs = (cl_uint)strtoul(next_field(&f), NULL, 10);
      for (int d = 0; d < 3; d++)
        k->reqd[d] = strtoul(next_field(&f), NULL, 10);
      k->args = calloc(k->nargs ? k->nargs : 1, sizeof *k->args);
      arg = 0;
      for (uint32_t i = 0; i < mi->nkernels; i++)
        if (!strcmp(mi->kernels[i].name, k->name))
          k->k = &mi->kernels[i];
    } else if (!strcmp(tag, "A") && k && arg < k->nargs) {
      parse_arg(&k->args[arg++], f);
    }
    line = end ? end + 1 : line + strlen(line);
  }
  free(s);
  for (cl_uint i = 0; i < p->nkernels; i++)
    if (!p->kernels[i].k || p->kernels[i].k->nparams != p->kernels[i].nargs + 4)
      return CL_BUILD_PROGRAM_FAILURE;
  return CL_SUCCESS;
}

cl_int ocl_program_load(cl_program p) {
  void *dl = rt_image_load(p->binary, p->binary_size);
  if (!dl)
    return CL_INVALID_BINARY;
  const cucc_module_info *mi = dlsym(dl, CUCC_MODULE_INFO_SYMBOL);
  const char *desc = dlsym(dl, "__cucc_ocl_kernels");
  if (!mi || mi->abi_version != CUCC_ABI_VERSION || !desc)
    return CL_INVALID_BINARY;
  *mi->api_slot = &rt_device_api;
  p->dl = dl;
  free_kernels(p);
  return parse_kernels(p, mi, desc);
}

/* ---- build, compile, link ---- */

static void set_log(cl_program p, char *log, const char *options) {
  free(p->log);
  p->log = log ? log : strdup("");
  free(p->options);
  p->options = strdup(options ? options : "");
}

/* Runs the compiler (program_info.c); CL_SUCCESS, or `fail` (a compile
 * error), or `bad_options` */
static cl_int run(cl_program p, const char *mode, const void *const *in,
                  const size_t *insz, unsigned nin, const char *options,
                  cl_uint type, cl_int fail, cl_int bad_options) {
  int rc = ocl_program_run(p, mode, in, insz, nin, options, type);
  return rc == 0 ? CL_SUCCESS : rc == 2 ? bad_options : fail;
}

static cl_int check_build(cl_program p, cl_uint n, const cl_device_id *devs,
                          void(CL_CALLBACK *notify)(cl_program, void *),
                          void *data) {
  if (!ocl_is(p, OCL_PROGRAM))
    return CL_INVALID_PROGRAM;
  cl_int e = check_devices(p->context, n, devs);
  if (e)
    return e;
  if (!notify && data)
    return CL_INVALID_VALUE;
  if (atomic_load(&p->nkernel_objs))
    return CL_INVALID_OPERATION;
  return CL_SUCCESS;
}

OCL_API cl_int clBuildProgram(cl_program p, cl_uint n,
                              const cl_device_id *devs, const char *options,
                              void(CL_CALLBACK *notify)(cl_program, void *),
                              void *data) {
  cl_int e = check_build(p, n, devs, notify, data);
  if (e)
    return e;
  pthread_mutex_lock(&p->lock);
  p->status = CL_BUILD_IN_PROGRESS;
  if (p->source) {
    const void *in = p->source;
    size_t sz = strlen(p->source);
    e = run(p, "-build", &in, &sz, 1, options,
            CL_PROGRAM_BINARY_TYPE_EXECUTABLE, CL_BUILD_PROGRAM_FAILURE,
            CL_INVALID_BUILD_OPTIONS);
  } else if (p->binary && p->bin_type != CL_PROGRAM_BINARY_TYPE_EXECUTABLE) {
    const void *in = p->binary;
    size_t sz = p->binary_size;
    e = run(p, "-link", &in, &sz, 1, options,
            CL_PROGRAM_BINARY_TYPE_EXECUTABLE, CL_BUILD_PROGRAM_FAILURE,
            CL_INVALID_BUILD_OPTIONS);
  } else if (p->binary) {
    void *o = NULL;
    size_t on = 0;
    char *log = NULL;
    /* the options are still checked */
    if (ocl_compile("-check", NULL, NULL, 0, options, &o, &on, &log) == 2)
      e = CL_INVALID_BUILD_OPTIONS;
    free(o);
    set_log(p, log, options);
  } else {
    e = CL_INVALID_PROGRAM;
  }
  if (!e)
    e = ocl_program_load(p);
  p->status = e ? CL_BUILD_ERROR : CL_BUILD_SUCCESS;
  if (e == CL_INVALID_BINARY)
    e = CL_INVALID_BINARY;
  pthread_mutex_unlock(&p->lock);
  if (notify)
    notify(p, data);
  return e;
}
