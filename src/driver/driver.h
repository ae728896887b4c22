/* Shared state of the cucc driver: parsed options and the step runners. */
#ifndef CUCC_DRIVER_H
#define CUCC_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

typedef struct strvec {
  char **v;
  size_t n, cap;
} strvec;

void sv_push(strvec *s, const char *x);
void sv_pushf(strvec *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void sv_append(strvec *s, const strvec *t);
void sv_free(strvec *s);

typedef enum lang { LANG_AUTO, LANG_CU, LANG_C, LANG_CXX, LANG_OBJ } lang;

typedef struct input {
  const char *path;
  lang kind;
} input;

typedef struct options {
  const char *output;
  bool compile_only;
  bool verbose;
  bool keep;
  const char *keep_dir;
  bool debug;        /* -g */
  bool device_debug; /* -G */
  int opt;           /* host -O level, -1 when not given */
  unsigned arch;     /* __CUDA_ARCH__ */
  const char *std;   /* -std= value */
  bool no_warnings;
  bool shared;       /* -shared */
  bool fast_math;    /* -use_fast_math */
  bool per_thread_stream; /* --default-stream per-thread */
  bool rdc;          /* -rdc=true, -dc: device code may launch kernels */
  const char *target_cpu; /* --cucc-target-cpu: src/lower/lower.h's spec */
  signed char ftz;   /* --ftz: 1 true, 0 false, -1 not given */
  signed char fmad;  /* --fmad: 1 true, 0 false, -1 not given */
  signed char prec_div; /* --prec-div: 1 true, 0 false, -1 not given */
  bool preprocess;   /* -E, -M or -MM: host preprocessing only, to stdout/-o */
  strvec deps;       /* -MD -MMD -MF -MT -MQ -MP -M -MM -E, for the host pass */
  lang force_lang;   /* -x */
  strvec pp;         /* -I -D -U -include, in order */
  strvec host_extra; /* -Xcompiler */
  strvec link_extra; /* -L -l -Xlinker */
  input *inputs;
  size_t ninputs;
} options;

typedef struct paths {
  char *root;    /* install root: bin/.. */
  char *include; /* root/include */
  char *libdir;  /* root/lib */
  char *support; /* root/lib/cucc/device_support.bc */
  char *clang, *clangxx;
} paths;

int parse_options(int argc, char **argv, options *o);
int find_paths(paths *p);

/* proc.c */
int run_cmd(const options *o, strvec *argv);
char *make_temp_dir(void);
void remove_temp_dir(const char *dir);
char *path_join(const char *dir, const char *name);
char *stem_of(const char *path);

/* compile.c */
int compile_cu(const options *o, const paths *p, const char *in,
               const char *obj, const char *tmpdir);
int compile_host_only(const options *o, const paths *p, const char *in,
                      lang kind, const char *obj);
int link_program(const options *o, const paths *p, const strvec *objs);

/* image.c: lowers the device bitcode `bc` (of source `in`, for messages)
 * once, compiles it for each CPU target (--cucc-target-cpu, else
 * CUCC_TARGET_CPU, else every ISA level) into prefix.dev[.CPU].{o,so,ll},
 * and writes the blob `fat` that the host pass embeds. 0 on success. */
int build_device_image(const options *o, const paths *p, const char *in,
                       const char *bc, const char *prefix, const char *fat);
/* 0 when the CPU targets of o are valid, else -1 after a message */
int check_device_targets(const options *o);

/* dp_rewrite.c: rewrites the kernel launches inside device code of the
 * preprocessed file `in` into calls of the device-side launch helper
 * (include/crt/cucc_device_launch.h), writing `out`. 0 on success. */
int dp_rewrite_file(const char *in, const char *out);

#endif
