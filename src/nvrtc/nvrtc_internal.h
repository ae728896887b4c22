/* NVRTC's program object, shared by program.c (the API) and compile.c
 * (running cucc). */
#ifndef CUCC_NVRTC_INTERNAL_H
#define CUCC_NVRTC_INTERNAL_H

#include <nvrtc.h>
#include <stdbool.h>

#define NVRTC_EXPORT __attribute__((visibility("default")))

typedef struct name_expr {
  char *expr;
  char *lowered; /* after compilation, NULL if it names nothing */
} name_expr;

struct _nvrtcProgram {
  char *src, *name;
  int nheaders;
  char **headers, **include_names;
  name_expr *names;
  int nnames;
  bool compiled; /* a compilation was attempted */
  char *log;     /* NUL-terminated, "" if none */
  char *ptx;     /* the text module, NUL-terminated */
  char *cubin, *ltoir;
  size_t cubin_size, ltoir_size;
};

/* compile.c: compiles prog with the options; fills log, ptx, cubin,
 * lowered names */
nvrtcResult nvrtc_compile(nvrtcProgram prog, int n, const char *const *opts);

#endif
