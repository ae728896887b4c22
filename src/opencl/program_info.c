/* Program queries, binaries, clCompileProgram (embedded headers) and
 * clLinkProgram. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ocl.h"

#define BIN_HEAD 16

OCL_API cl_int clGetProgramInfo(cl_program p, cl_program_info param,
                                size_t value_size, void *value, size_t *ret) {
  if (!ocl_is(p, OCL_PROGRAM))
    return CL_INVALID_PROGRAM;
  cl_context c = p->context;
  bool exe = p->dl && p->status == CL_BUILD_SUCCESS;
  switch (param) {
  case CL_PROGRAM_REFERENCE_COUNT:
    return OCL_INFO(cl_uint, atomic_load(&p->refs));
  case CL_PROGRAM_CONTEXT:
    return OCL_INFO(cl_context, c);
  case CL_PROGRAM_NUM_DEVICES:
    return OCL_INFO(cl_uint, c->ndevices);
  case CL_PROGRAM_DEVICES:
    return ocl_info(c->devices, c->ndevices * sizeof *c->devices, value_size,
                    value, ret);
  case CL_PROGRAM_SOURCE:
    return ocl_info_str(p->source ? p->source : "", value_size, value, ret);
  case CL_PROGRAM_IL:
    return ocl_info(NULL, 0, value_size, value, ret);
  case CL_PROGRAM_BINARY_SIZES: {
    size_t sizes[RT_MAX_DEVICES] = {0};
    for (cl_uint i = 0; i < c->ndevices; i++)
      sizes[i] = p->binary ? p->binary_size + BIN_HEAD : 0;
    return ocl_info(sizes, c->ndevices * sizeof(size_t), value_size, value,
                    ret);
  }
  case CL_PROGRAM_BINARIES: {
    size_t n = c->ndevices * sizeof(unsigned char *);
    if (value) {
      if (value_size < n)
        return CL_INVALID_VALUE;
      unsigned char **out = value;
      for (cl_uint i = 0; i < c->ndevices; i++) {
        if (!out[i] || !p->binary)
          continue;
        cl_uint type = p->bin_type, zero = 0;
        memcpy(out[i], "CUCCOCL1", 8);
        memcpy(out[i] + 8, &type, 4);
        memcpy(out[i] + 12, &zero, 4);
        memcpy(out[i] + BIN_HEAD, p->binary, p->binary_size);
      }
    }
    if (ret)
      *ret = n;
    return CL_SUCCESS;
  }
  case CL_PROGRAM_NUM_KERNELS:
    if (!exe)
      return CL_INVALID_PROGRAM_EXECUTABLE;
    return OCL_INFO(size_t, p->nkernels);
  case CL_PROGRAM_KERNEL_NAMES: {
    if (!exe)
      return CL_INVALID_PROGRAM_EXECUTABLE;
    size_t len = 1;
    for (cl_uint i = 0; i < p->nkernels; i++)
      len += strlen(p->kernels[i].name) + 1;
    char *s = calloc(1, len);
    if (!s)
      return CL_OUT_OF_HOST_MEMORY;
    for (cl_uint i = 0; i < p->nkernels; i++) {
      if (i)
        strcat(s, ";");
      strcat(s, p->kernels[i].name);
    }
    cl_int e = ocl_info_str(s, value_size, value, ret);
    free(s);
    return e;
  }
  case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
  case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT:
    return OCL_INFO(cl_bool, CL_FALSE);
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clGetProgramBuildInfo(cl_program p, cl_device_id d,
                                     cl_program_build_info param,
                                     size_t value_size, void *value,
                                     size_t *ret) {
  if (!ocl_is(p, OCL_PROGRAM))
    return CL_INVALID_PROGRAM;
  if (!ocl_is(d, OCL_DEVICE) || !ocl_context_has_device(p->context, d))
    return CL_INVALID_DEVICE;
  switch (param) {
  case CL_PROGRAM_BUILD_STATUS:
    return OCL_INFO(cl_build_status, p->status);
  case CL_PROGRAM_BUILD_OPTIONS:
    return ocl_info_str(p->options ? p->options : "", value_size, value, ret);
  case CL_PROGRAM_BUILD_LOG:
    return ocl_info_str(p->log ? p->log : "", value_size, value, ret);
  case CL_PROGRAM_BINARY_TYPE:
    return OCL_INFO(cl_program_binary_type,
                    p->binary ? p->bin_type : CL_PROGRAM_BINARY_TYPE_NONE);
  case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE:
    return OCL_INFO(size_t, 0);
  default:
    return CL_INVALID_VALUE;
  }
}

/* Writes the embedded headers under their include names into a scratch
 * directory, which the compile gets as -I. */
static char *write_headers(cl_uint n, const cl_program *h, const char **names) {
  const char *t = getenv("TMPDIR");
  char *dir = NULL;
  if (asprintf(&dir, "%s/cucc-ocl-h-XXXXXX", t && *t ? t : "/tmp") < 0)
    return NULL;
  if (!mkdtemp(dir)) {
    free(dir);
    return NULL;
  }
  for (cl_uint i = 0; i < n; i++) {
    char *path = NULL;
    if (asprintf(&path, "%s/%s", dir, names[i]) < 0)
      continue;
    for (char *s = path + strlen(dir) + 1; *s; s++)
      if (*s == '/') {
        *s = 0;
        mkdir(path, 0700);
        *s = '/';
      }
    FILE *f = fopen(path, "w");
    if (f) {
      fputs(h[i]->source ? h[i]->source : "", f);
      fclose(f);
    }
    free(path);
  }
  return dir;
}

static int remove_entry(const char *path, const struct stat *st, int flag,
                        struct FTW *ftw) {
  (void)st, (void)flag, (void)ftw;
  return remove(path) ? -1 : 0;
}

/* removes our own scratch directory, depth first, links not followed */
static void remove_tree(const char *dir) {
  nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

int ocl_program_run(cl_program p, const char *mode, const void *const *in,
                    const size_t *insz, unsigned nin, const char *options,
                    cl_uint type) {
  void *out = NULL;
  size_t n = 0;
  char *log = NULL;
  int rc = ocl_compile(mode, in, insz, nin, options, &out, &n, &log);
  free(p->log);
  p->log = log ? log : strdup("");
  free(p->options);
  p->options = strdup(options ? options : "");
  if (rc) {
    free(out);
    p->status = CL_BUILD_ERROR;
    return rc;
  }
  free(p->binary);
  p->binary = out;
  p->binary_size = n;
  p->bin_type = type;
  p->status = CL_BUILD_SUCCESS;
  return 0;
}

OCL_API cl_int clCompileProgram(cl_program p, cl_uint n,
                                const cl_device_id *devs, const char *options,
                                cl_uint nh, const cl_program *headers,
                                const char **names,
                                void(CL_CALLBACK *notify)(cl_program, void *),
                                void *data) {
  if (!ocl_is(p, OCL_PROGRAM))
    return CL_INVALID_PROGRAM;
  if ((n && !devs) || (!n && devs) || (!notify && data) ||
      (nh && (!headers || !names)) || (!nh && (headers || names)))
    return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < n; i++)
    if (!ocl_is(devs[i], OCL_DEVICE) ||
        !ocl_context_has_device(p->context, devs[i]))
      return CL_INVALID_DEVICE;
  for (cl_uint i = 0; i < nh; i++)
    if (!ocl_is(headers[i], OCL_PROGRAM))
      return CL_INVALID_PROGRAM;
  if (!p->source)
    return CL_INVALID_OPERATION;
  if (atomic_load(&p->nkernel_objs))
    return CL_INVALID_OPERATION;
  pthread_mutex_lock(&p->lock);
  char *dir = nh ? write_headers(nh, headers, names) : NULL;
  char *opts = NULL;
  if (asprintf(&opts, "%s%s%s", options ? options : "", dir ? " -I" : "",
               dir ? dir : "") < 0)
    opts = NULL;
  const void *in = p->source;
  size_t sz = strlen(p->source);
  int rc = opts ? ocl_program_run(p, "-c", &in, &sz, 1, opts,
                                  CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT)
                : -1;
  free(p->options);
  p->options = strdup(options ? options : "");
  if (dir)
    remove_tree(dir);
  free(dir);
  free(opts);
  pthread_mutex_unlock(&p->lock);
  if (notify)
    notify(p, data);
  return rc == 0   ? CL_SUCCESS
         : rc == 2 ? CL_INVALID_COMPILER_OPTIONS
                   : CL_COMPILE_PROGRAM_FAILURE;
}

/* Removes the link-only options, telling whether -create-library was one. */
static char *link_options(const char *o, bool *lib) {
  char *s = strdup(o ? o : "");
  *lib = false;
  static const char *const drop[] = {"-create-library", "-enable-link-options"};
  for (int i = 0; s && i < 2; i++) {
    char *at;
    while ((at = strstr(s, drop[i]))) {
      *lib |= i == 0;
      memset(at, ' ', strlen(drop[i]));
    }
  }
  return s;
}

OCL_API cl_program clLinkProgram(cl_context c, cl_uint n,
                                 const cl_device_id *devs, const char *options,
                                 cl_uint np, const cl_program *progs,
                                 void(CL_CALLBACK *notify)(cl_program, void *),
                                 void *data, cl_int *err) {
  cl_int e = CL_SUCCESS;
  if (!ocl_is(c, OCL_CONTEXT))
    e = CL_INVALID_CONTEXT;
  else if ((n && !devs) || (!n && devs) || !np || !progs || (!notify && data))
    e = CL_INVALID_VALUE;
  for (cl_uint i = 0; !e && i < n; i++)
    if (!ocl_is(devs[i], OCL_DEVICE) || !ocl_context_has_device(c, devs[i]))
      e = CL_INVALID_DEVICE;
  for (cl_uint i = 0; !e && i < np; i++) {
    if (!ocl_is(progs[i], OCL_PROGRAM))
      e = CL_INVALID_PROGRAM;
    else if (!progs[i]->binary ||
             progs[i]->bin_type == CL_PROGRAM_BINARY_TYPE_EXECUTABLE)
      e = CL_INVALID_OPERATION;
  }
  if (e) {
    if (err)
      *err = e;
    return NULL;
  }
  bool lib;
  char *opts = link_options(options, &lib);
  const void **in = calloc(np, sizeof *in);
  size_t *sz = calloc(np, sizeof *sz);
  cl_program p = in && sz && opts ? clCreateProgramWithSource(
                                        c, 1, (const char *[]){""}, NULL, &e)
                                  : NULL;
  if (p) {
    free(p->source);
    p->source = NULL;
    for (cl_uint i = 0; i < np; i++) {
      in[i] = progs[i]->binary;
      sz[i] = progs[i]->binary_size;
    }
    int rc = ocl_program_run(p, lib ? "-lib" : "-link", in, sz, np, opts,
                             lib ? CL_PROGRAM_BINARY_TYPE_LIBRARY
                                 : CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
    free(p->options);
    p->options = strdup(options ? options : "");
    e = rc == 2 ? CL_INVALID_LINKER_OPTIONS
        : rc    ? CL_LINK_PROGRAM_FAILURE
        : lib   ? CL_SUCCESS
                : ocl_program_load(p);
    if (e == CL_INVALID_BINARY)
      e = CL_LINK_PROGRAM_FAILURE;
    p->status = e ? CL_BUILD_ERROR : CL_BUILD_SUCCESS;
  } else if (!e) {
    e = CL_OUT_OF_HOST_MEMORY;
  }
  free(in);
  free(sz);
  free(opts);
  if (notify && p)
    notify(p, data);
  if (e == CL_INVALID_LINKER_OPTIONS && p) {
    clReleaseProgram(p);
    p = NULL;
  }
  if (err)
    *err = e;
  return p;
}
