/* NVRTC's API (include/nvrtc.h): programs, their sources and headers, name
 * expressions, and the results of a compilation (compile.c). */
#include <stdlib.h>
#include <string.h>

#include "../../include/crt/cucc_version.h"
#include "nvrtc_internal.h"

static const char *const names[] = {
    "NVRTC_SUCCESS",
    "NVRTC_ERROR_OUT_OF_MEMORY",
    "NVRTC_ERROR_PROGRAM_CREATION_FAILURE",
    "NVRTC_ERROR_INVALID_INPUT",
    "NVRTC_ERROR_INVALID_PROGRAM",
    "NVRTC_ERROR_INVALID_OPTION",
    "NVRTC_ERROR_COMPILATION",
    "NVRTC_ERROR_BUILTIN_OPERATION_FAILURE",
    "NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION",
    "NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION",
    "NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID",
    "NVRTC_ERROR_INTERNAL_ERROR",
    "NVRTC_ERROR_TIME_FILE_WRITE_FAILED",
    "NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED",
    "NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED",
    "NVRTC_ERROR_PCH_CREATE",
    "NVRTC_ERROR_CANCELLED",
    "NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED",
};

NVRTC_EXPORT const char *nvrtcGetErrorString(nvrtcResult r) {
  return (unsigned)r < sizeof names / sizeof *names ? names[r]
                                                    : "NVRTC_ERROR unknown";
}

NVRTC_EXPORT nvrtcResult nvrtcVersion(int *major, int *minor) {
  if (!major || !minor)
    return NVRTC_ERROR_INVALID_INPUT;
  *major = __CUCC_CUDA_VERSION__ / 1000;
  *minor = __CUCC_CUDA_VERSION__ % 1000 / 10;
  return NVRTC_SUCCESS;
}

/* the architectures cucc's -arch accepts for NVRTC (CUDA 13's list) */
static const int archs[] = {75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121};

NVRTC_EXPORT nvrtcResult nvrtcGetNumSupportedArchs(int *n) {
  if (!n)
    return NVRTC_ERROR_INVALID_INPUT;
  *n = (int)(sizeof archs / sizeof *archs);
  return NVRTC_SUCCESS;
}

NVRTC_EXPORT nvrtcResult nvrtcGetSupportedArchs(int *out) {
  if (!out)
    return NVRTC_ERROR_INVALID_INPUT;
  memcpy(out, archs, sizeof archs);
  return NVRTC_SUCCESS;
}

static void program_free(nvrtcProgram p) {
  if (!p)
    return;
  for (int i = 0; i < p->nheaders; i++) {
    free(p->headers[i]);
    free(p->include_names[i]);
  }
  for (int i = 0; i < p->nnames; i++) {
    free(p->names[i].expr);
    free(p->names[i].lowered);
  }
  free(p->headers);
  free(p->include_names);
  free(p->names);
  free(p->src);
  free(p->name);
  free(p->log);
  free(p->ptx);
  free(p->cubin);
  free(p->ltoir);
  free(p);
}

NVRTC_EXPORT nvrtcResult nvrtcCreateProgram(nvrtcProgram *out, const char *src,
                                            const char *name, int nheaders,
                                            const char *const *headers,
                                            const char *const *include_names) {
  if (!out)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (!src || nheaders < 0 ||
      (nheaders > 0 && (!headers || !include_names)))
    return NVRTC_ERROR_INVALID_INPUT;
  nvrtcProgram p = calloc(1, sizeof *p);
  if (!p)
    return NVRTC_ERROR_OUT_OF_MEMORY;
  p->src = strdup(src);
  p->name = strdup(name && *name ? name : "default_program");
  p->headers = calloc((size_t)nheaders + 1, sizeof *p->headers);
  p->include_names = calloc((size_t)nheaders + 1, sizeof *p->include_names);
  bool ok = p->src && p->name && p->headers && p->include_names;
  for (int i = 0; ok && i < nheaders; i++) {
    if (!include_names[i] || !*include_names[i]) {
      program_free(p);
      return NVRTC_ERROR_INVALID_INPUT;
    }
    p->headers[i] = strdup(headers[i] ? headers[i] : "");
    p->include_names[i] = strdup(include_names[i]);
    p->nheaders = i + 1;
    ok = p->headers[i] && p->include_names[i];
  }
  if (!ok) {
    program_free(p);
    return NVRTC_ERROR_OUT_OF_MEMORY;
  }
  *out = p;
  return NVRTC_SUCCESS;
}

NVRTC_EXPORT nvrtcResult nvrtcDestroyProgram(nvrtcProgram *p) {
  if (!p || !*p)
    return NVRTC_ERROR_INVALID_PROGRAM;
  program_free(*p);
  *p = NULL;
  return NVRTC_SUCCESS;
}

NVRTC_EXPORT nvrtcResult nvrtcCompileProgram(nvrtcProgram p, int n,
                                             const char *const *opts) {
  if (!p)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (n < 0 || (n > 0 && !opts))
    return NVRTC_ERROR_INVALID_INPUT;
  return nvrtc_compile(p, n, opts);
}

static nvrtcResult get_size(nvrtcProgram p, size_t *out, const char *text,
                            size_t bin) {
  if (!p)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (!out)
    return NVRTC_ERROR_INVALID_INPUT;
  *out = text ? strlen(text) + 1 : bin;
  return NVRTC_SUCCESS;
}

static nvrtcResult get(nvrtcProgram p, char *out, const void *data,
                       size_t size) {
  if (!p)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (!out)
    return NVRTC_ERROR_INVALID_INPUT;
  if (size)
    memcpy(out, data, size);
  return NVRTC_SUCCESS;
}

NVRTC_EXPORT nvrtcResult nvrtcGetPTXSize(nvrtcProgram p, size_t *n) {
  return get_size(p, n, p && p->ptx ? p->ptx : "", 0);
}
NVRTC_EXPORT nvrtcResult nvrtcGetPTX(nvrtcProgram p, char *out) {
  const char *t = p && p->ptx ? p->ptx : "";
  return get(p, out, t, strlen(t) + 1);
}
NVRTC_EXPORT nvrtcResult nvrtcGetCUBINSize(nvrtcProgram p, size_t *n) {
  return get_size(p, n, NULL, p ? p->cubin_size : 0);
}
NVRTC_EXPORT nvrtcResult nvrtcGetCUBIN(nvrtcProgram p, char *out) {
  return get(p, out, p ? p->cubin : NULL, p ? p->cubin_size : 0);
}
NVRTC_EXPORT nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram p, size_t *n) {
  return get_size(p, n, NULL, p ? p->ltoir_size : 0);
}
NVRTC_EXPORT nvrtcResult nvrtcGetLTOIR(nvrtcProgram p, char *out) {
  return get(p, out, p ? p->ltoir : NULL, p ? p->ltoir_size : 0);
}
/* CUDA 11's names of the LTO IR */
NVRTC_EXPORT nvrtcResult nvrtcGetNVVMSize(nvrtcProgram p, size_t *n) {
  return nvrtcGetLTOIRSize(p, n);
}
NVRTC_EXPORT nvrtcResult nvrtcGetNVVM(nvrtcProgram p, char *out) {
  return nvrtcGetLTOIR(p, out);
}
/* OptiX IR is for NVIDIA's ray tracing: never produced */
NVRTC_EXPORT nvrtcResult nvrtcGetOptiXIRSize(nvrtcProgram p, size_t *n) {
  return get_size(p, n, NULL, 0);
}
NVRTC_EXPORT nvrtcResult nvrtcGetOptiXIR(nvrtcProgram p, char *out) {
  return get(p, out, NULL, 0);
}
NVRTC_EXPORT nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram p, size_t *n) {
  return get_size(p, n, p && p->log ? p->log : "", 0);
}
NVRTC_EXPORT nvrtcResult nvrtcGetProgramLog(nvrtcProgram p, char *out) {
  const char *t = p && p->log ? p->log : "";
  return get(p, out, t, strlen(t) + 1);
}

NVRTC_EXPORT nvrtcResult nvrtcAddNameExpression(nvrtcProgram p,
                                                const char *const expr) {
  if (!p)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (!expr || !*expr)
    return NVRTC_ERROR_INVALID_INPUT;
  if (p->compiled)
    return NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
  name_expr *n = realloc(p->names, ((size_t)p->nnames + 1) * sizeof *n);
  if (!n)
    return NVRTC_ERROR_OUT_OF_MEMORY;
  p->names = n;
  n[p->nnames].expr = strdup(expr);
  n[p->nnames].lowered = NULL;
  if (!n[p->nnames].expr)
    return NVRTC_ERROR_OUT_OF_MEMORY;
  p->nnames++;
  return NVRTC_SUCCESS;
}

NVRTC_EXPORT nvrtcResult nvrtcGetLoweredName(nvrtcProgram p,
                                             const char *const expr,
                                             const char **lowered) {
  if (!p)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (!expr || !lowered)
    return NVRTC_ERROR_INVALID_INPUT;
  if (!p->compiled || !p->ptx)
    return NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
  for (int i = 0; i < p->nnames; i++)
    if (!strcmp(p->names[i].expr, expr) && p->names[i].lowered) {
      *lowered = p->names[i].lowered;
      return NVRTC_SUCCESS;
    }
  return NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
}
