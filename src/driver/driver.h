/* Shared state of the cucc driver: parsed options and the step runners. */
#ifndef CUCC_DRIVER_H
#define CUCC_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>


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

/* What a compile-only run writes per .cu input (-ptx, -cubin, ...). */
typedef enum emit_kind {
  EMIT_OBJ, EMIT_PTX, EMIT_CUBIN, EMIT_FATBIN, EMIT_LTOIR, EMIT_CUDA_II,
  EMIT_SYNTAX /* --fdevice-syntax-only: nothing */
} emit_kind;

/* --cudart; CUDART_DEFAULT: not given (static, as nvcc's, unless the
 * program links -lcudart; host.c) */
typedef enum cudart_kind {
  CUDART_DEFAULT, CUDART_SHARED, CUDART_STATIC, CUDART_NONE
} cudart_kind;

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
  bool lineinfo;     /* -lineinfo: device line tables without -g */
  int opt;           /* host -O level, -1 when not given */
  unsigned arch;     /* __CUDA_ARCH__ */
  const char *std;   /* -std= value */
  bool no_warnings;
  bool shared;       /* -shared */
  bool fast_math;    /* -use_fast_math */
  bool per_thread_stream; /* --default-stream per-thread */
  bool rdc;          /* -rdc=true, -dc: relocatable device code */
  const char *target_cpu; /* --cucc-target-cpu: src/lower/lower.h's spec */
  signed char ftz;   /* --ftz: 1 true, 0 false, -1 not given */
  signed char fmad;  /* --fmad: 1 true, 0 false, -1 not given */
  signed char prec_div; /* --prec-div: 1 true, 0 false, -1 not given */
  bool preprocess;   /* -E, -M or -MM: host preprocessing only, to stdout/-o */
  strvec deps;       /* -MD -MMD -MF -MT -MQ -MP -M -MM -E, for the host pass */
  lang force_lang;   /* -x */
  int cuda_version;  /* the CUDA version reported (13000: 13.0), version.c */
  strvec pp;         /* -I -D -U -include, in order */
  strvec host_extra; /* -Xcompiler */
  strvec link_extra; /* -L -l -Xlinker */
  strvec dev_extra;  /* -Xcompiler flags that the device pass takes too */
  strvec host_cflags; /* flags for host compiles only (-Werror, -noeh, ...) */
  strvec ar_extra;   /* -Xarchive */
  strvec run_args;   /* --run-args */
  emit_kind emit;    /* -ptx -cubin -fatbin -ltoir -cuda */
  bool lib;          /* -lib: archive the compiled inputs */
  bool run;          /* --run */
  bool dryrun;       /* --dryrun: print the steps, run nothing */
  bool clean;        /* -clean: delete what would be written */
  bool device_link;  /* -dlink: write the device link's object only */
  bool werror;       /* -Werror all-warnings */
  cudart_kind cudart;
  const char *odir;  /* -odir */
  const char *ccbin; /* -ccbin: host compiler for .c/.cpp and the link */
  const char *arbin; /* -arbin */
  input *inputs;
  size_t ninputs;
} options;

typedef struct paths {
  char *root;    /* install root: bin/.. */
  char *include; /* root/include */
  char *libdir;  /* root/lib */
  char *support; /* root/lib/cucc/device_support.bc */
  char *hostlink; /* root/lib/cucc/host-link: cucc as the host linker */
  char *clang, *clangxx;
} paths;

int parse_options(int argc, char **argv, options *o);

/* version.c: "12.4" -> 12040; the default (CUCC_CUDA_VERSION or
 * include/crt/cucc_version.h). -1 (after a message) if invalid. */
int cuda_version_parse(const char *s, int *out);
int cuda_version_default(int *out);
int cuda_version_build(int version); /* 13000 -> 88, as nvcc's V13.0.88 */
int find_paths(paths *p);

/* proc.c */
/* Runs argv (printed first under -v, only printed under --dryrun): 0, or
 * the step's exit status (-1 when it could not run or died). */
int run_cmd(const options *o, strvec *argv);
/* run_cmd, handing each line the step writes to stderr to `line` */
int run_cmd_lines(const options *o, strvec *argv,
                  void (*line)(const char *, void *), void *ctx);
/* diagnostics.c: a front-end pass whose diagnostics are printed in nvcc's
 * format (`file(line): error: ...`, `N errors detected in the compilation
 * of "file".`) unless CUCC_DIAGNOSTICS=clang; returns run_cmd's status. */
int run_front_end(const options *o, strvec *argv, const char *src);
/* the clang flags that go with it (none under CUCC_DIAGNOSTICS=clang) */
void front_end_diag_flags(strvec *argv);
/* A step done inside cucc: prints it as a command under -v/--dryrun;
 * returns true when it is to be done (not --dryrun). */
bool note_step(const options *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* -v: nvcc's "#$ NAME=value" lines (toolkit root, include and library
 * directories) that build tools such as CMake parse */
void print_toolkit_env(const paths *p);
char *make_temp_dir(void);
void remove_temp_dir(const char *dir);
char *path_join(const char *dir, const char *name);
char *stem_of(const char *path);
uint64_t hash_str(uint64_t h, const char *s);

/* compile.c */
/* `in`'s stem + ext in tmpdir (in -keep-dir or . under -keep) */
char *tmp_name(const options *o, const char *tmpdir, const char *in,
               const char *ext);
int compile_cu(const options *o, const paths *p, const char *in,
               const char *obj, const char *tmpdir);
int compile_host_only(const options *o, const paths *p, const char *in,
                      lang kind, const char *obj);
int link_program(const options *o, const paths *p, const strvec *objs,
                 const char *out);

/* rdc.c: the compile side of separate compilation */
void rdc_pass_flags(strvec *a, const char *in, const char *obj);
int rdc_wrap_bitcode(const options *o, const char *bc, const char *out);
int nonrdc_extern_vars(const char *bc, const char *in);
int device_unresolved(const char *dobj, strvec *names);
void report_unresolved_nonrdc(void *ctx, const strvec *names);

/* dlink.c: the device link of the objects and archives `objs` (named
 * `labels` in messages) and of the -l libraries of link_extra found in the
 * -L directories. When any carries -rdc device code, or `always` (-dlink),
 * writes the link object `out` and sets *wrote. 0 on success. */
int device_link(const options *o, const paths *p, const strvec *objs,
                const strvec *labels, const char *out, const char *tmpdir,
                bool always, bool *wrote);

/* objfile.c: ELF64 relocatable objects and ar archives */
int read_file(const char *path, char **data, size_t *size);
bool elf_is_object(const char *d, size_t n);
int elf_each_section(const char *d, size_t n, const char *name,
                     void (*fn)(void *ctx, const char *data, size_t size),
                     void *ctx);
int elf_undefined(const char *d, size_t n, strvec *out);
bool is_archive(const char *d, size_t n);
int ar_each_member(const char *path, const char *d, size_t n,
                   void (*fn)(void *ctx, const char *name, const char *data,
                              size_t size),
                   void *ctx);

/* image.c: lowers the device bitcode `bc` (of source `in`, for messages)
 * once, compiles it for each CPU target (--cucc-target-cpu, else
 * CUCC_TARGET_CPU, else every ISA level) into prefix.dev[.CPU].{o,so,ll}
 * (prefix: `in`'s temporary name in tmpdir), and writes the blob `fat` that
 * the host pass embeds; `so_out` (-cubin), when not NULL, receives the
 * shared object of the highest level. Device symbols defined nowhere go to
 * `report` and fail the step. 0 on success. */
int build_device_image(const options *o, const paths *p, const char *in,
                       const char *tmpdir, const char *bc, const char *so_out,
                       const char *fat,
                       void (*report)(void *ctx, const strvec *names),
                       void *ctx);
/* 0 when the CPU targets of o are valid, else -1 after a message */
int check_device_targets(const options *o);

/* dp_rewrite.c: rewrites the kernel launches inside device code of the
 * preprocessed file `in` into calls of the device-side launch helper
 * (include/crt/cucc_device_launch.h), writing `out`. 0 on success. */
int dp_rewrite_file(const char *in, const char *out);

/* dialect.c: nvcc's leniencies (spaced chevrons) rewritten for clang */
bool needs_dialect_fix(const char *path);
int dialect_fix_file(const char *in, const char *out);
void dialect_flags(strvec *a);

/* host.c: the host compiler (-ccbin), the link's libraries, -lib */
const char *host_compiler(const options *o, const paths *p, lang kind);
bool host_is_clang(const options *o);
void link_libraries(const options *o, const paths *p, strvec *a);
int archive_objects(const options *o, const strvec *objs, const char *out);
void host_compiler_includes(options *o, const paths *p);

#endif
