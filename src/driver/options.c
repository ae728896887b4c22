/* nvcc-compatible command-line parsing for cucc. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

static int fatal(const char *fmt, const char *arg) {
  fprintf(stderr, "cucc fatal   : ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return -1;
}

/* "sm_86", "compute_75" -> 860; "sm_100a" -> 1000; 0 when not one */
static unsigned arch_value(const char *s) {
  const char *d = s;
  if (!strncmp(d, "sm_", 3))
    d += 3;
  else if (!strncmp(d, "compute_", 8))
    d += 8;
  else if (!strncmp(d, "lto_", 4))
    d += 4;
  unsigned v = 0;
  int n = 0;
  while (isdigit((unsigned char)d[n]))
    v = v * 10u + (unsigned)(d[n++] - '0');
  if (n < 2)
    return 0;
  return v * 10u; /* "86" -> 860, "100" -> 1000 */
}

static int take_arch(options *o, const char *val) {
  /* nvcc: this machine's GPUs; cucc: device code for this machine's CPU
   * only, unless --cucc-target-cpu says otherwise */
  if (!strcmp(val, "native") && !o->target_cpu)
    o->target_cpu = "native";
  if (!strcmp(val, "native") || !strcmp(val, "all") ||
      !strcmp(val, "all-major"))
    return 0; /* keep the default */
  unsigned a = arch_value(val);
  if (!a)
    return fatal("Value '%s' is not defined for option 'gpu-architecture'",
                 val);
  o->arch = a;
  return 0;
}

/* -gencode arch=compute_80,code=sm_80 (or code=[sm_80,compute_80]) */
static void take_gencode(options *o, const char *val, bool *arch_seen) {
  const char *a = strstr(val, "arch=");
  if (!a)
    return;
  unsigned v = arch_value(a + 5);
  if (v && (!*arch_seen || v > o->arch))
    o->arch = v;
  *arch_seen = true;
}

static lang lang_of_path(const char *p) {
  const char *dot = strrchr(p, '.');
  if (!dot)
    return LANG_OBJ;
  if (!strcmp(dot, ".cu"))
    return LANG_CU;
  if (!strcmp(dot, ".c"))
    return LANG_C;
  if (!strcmp(dot, ".cpp") || !strcmp(dot, ".cc") || !strcmp(dot, ".cxx") ||
      !strcmp(dot, ".C"))
    return LANG_CXX;
  return LANG_OBJ;
}

static lang lang_of_name(const char *x) {
  if (!strcmp(x, "cu"))
    return LANG_CU;
  if (!strcmp(x, "c"))
    return LANG_C;
  if (!strcmp(x, "c++") || !strcmp(x, "cpp"))
    return LANG_CXX;
  if (!strcmp(x, "none"))
    return LANG_AUTO;
  return (lang)-1;
}

static void split_commas(strvec *dst, const char *v) {
  char *copy = strdup(v), *save = NULL;
  for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save))
    sv_push(dst, t);
  free(copy);
}

/* Options accepted and ignored: they only matter to NVIDIA's tools. Those
 * that take a value list it with a trailing '='. */
static const char *const ignored[] = {
    "-lineinfo", "--generate-line-info", "-m64", "--machine=", "-ccbin=",
    "--compiler-bindir=", "-cudart=", "--cudart=", "-Xptxas=", "--ptxas-options=",
    "-Xnvlink=", "--nvlink-options=", "-maxrregcount=", "--maxrregcount=",
    "-res-usage", "--resource-usage", "-Wno-deprecated-gpu-targets",
    "-Wno-deprecated-declarations", "--expt-relaxed-constexpr",
    "-expt-relaxed-constexpr", "--expt-extended-lambda", "-expt-extended-lambda",
    "--extended-lambda", "-extended-lambda", "-t=", "--threads=", "-Werror=", "--Werror=", "-diag-suppress=",
    "--diag-suppress=", "-Xcudafe=", "--cudafe-options=", "--display-error-number",
    "-allow-unsupported-compiler", "--allow-unsupported-compiler", "-src-in-ptx",
    "-keep-device-functions", "-dlto", "-forward-unknown-to-host-compiler",
    NULL};

/* Returns 1 if `a` is an ignored option, consuming its value; 0 otherwise. */
static int try_ignored(int argc, char **argv, int *i) {
  const char *a = argv[*i];
  for (int k = 0; ignored[k]; k++) {
    const char *n = ignored[k];
    size_t len = strlen(n);
    if (n[len - 1] != '=') {
      if (!strcmp(a, n))
        return 1;
      continue;
    }
    if (!strncmp(a, n, len)) /* -opt=value */
      return 1;
    if (!strncmp(a, n, len - 1) && a[len - 1] == 0) { /* -opt value */
      if (*i + 1 >= argc)
        return fatal("Option '%s' expects an argument", a), -1;
      (*i)++;
      return 1;
    }
  }
  return 0;
}

/* Matches "-X val", "-X=val", "-Xval" (when `glued`) or the long spelling. */
static const char *opt_value(int argc, char **argv, int *i, const char *s,
                             const char *l, bool glued) {
  const char *a = argv[*i];
  const char *names[2] = {s, l};
  for (int k = 0; k < 2; k++) {
    const char *n = names[k];
    if (!n)
      continue;
    size_t len = strlen(n);
    if (strncmp(a, n, len))
      continue;
    if (a[len] == 0) {
      if (*i + 1 >= argc) {
        fatal("Option '%s' expects an argument", a);
        return (const char *)-1;
      }
      return argv[++*i];
    }
    if (a[len] == '=')
      return a + len + 1;
    if (glued && k == 0)
      return a + len;
  }
  return NULL;
}

/* --options-file: the file's words are appended to the command line. */
static int read_options_file(options *o, const char *path, int *argc,
                             char ***argv) {
  (void)o;
  FILE *f = fopen(path, "r");
  if (!f)
    return fatal("Could not open options file '%s'", path);
  int n = *argc;
  char **v = malloc(sizeof *v * (size_t)(n + 1));
  memcpy(v, *argv, sizeof *v * (size_t)n);
  char word[4096];
  while (fscanf(f, "%4095s", word) == 1) {
    v = realloc(v, sizeof *v * (size_t)(n + 2));
    v[n++] = strdup(word);
  }
  fclose(f);
  v[n] = NULL;
  *argc = n;
  *argv = v;
  return 0;
}

/* --ftz, --fmad, --prec-div, --prec-sqrt take true or false */
static int bool_value(const char *v, signed char *out) {
  if (!strcmp(v, "true"))
    *out = 1;
  else if (!strcmp(v, "false"))
    *out = 0;
  else
    return fatal("'%s': expected true or false", v);
  return 0;
}

#define VALUE(s, l, glued)                                                     \
  ((v = opt_value(argc, argv, &i, s, l, glued)) == (const char *)-1            \
       ? (rc = -1, (const char *)NULL)                                         \
       : v)

int parse_options(int argc, char **argv, options *o) {
  memset(o, 0, sizeof *o);
  o->opt = -1;
  o->arch = 800;
  o->ftz = o->fmad = o->prec_div = -1;
  signed char prec_sqrt; /* accepted: cucc's sqrtf is always exact */
  bool arch_seen = false;
  size_t cap_inputs = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    int rc = 0;
    if (a[0] != '-' || !a[1]) {
      lang k = o->force_lang != LANG_AUTO ? o->force_lang : lang_of_path(a);
      if (o->ninputs == cap_inputs) {
        cap_inputs = cap_inputs ? cap_inputs * 2 : 8;
        o->inputs = realloc(o->inputs, cap_inputs * sizeof *o->inputs);
      }
      o->inputs[o->ninputs++] = (input){a, k};
      continue;
    }
    /* C++ language flags: clang always accepts extended lambdas and
     * constexpr host functions in device code; nvcc's macros say so */
    if (!strcmp(a, "--extended-lambda") || !strcmp(a, "-extended-lambda") ||
        !strcmp(a, "--expt-extended-lambda") ||
        !strcmp(a, "-expt-extended-lambda")) {
      sv_push(&o->pp, "-D__CUDACC_EXTENDED_LAMBDA__");
      continue;
    }
    if (!strcmp(a, "--expt-relaxed-constexpr") ||
        !strcmp(a, "-expt-relaxed-constexpr")) {
      sv_push(&o->pp, "-D__CUDACC_RELAXED_CONSTEXPR__");
      continue;
    }
    int ig = try_ignored(argc, argv, &i);
    if (ig < 0)
      return -1;
    if (ig)
      continue;
    if ((v = VALUE("-o", "--output-file", true))) {
      o->output = v;
    } else if (!strcmp(a, "-c") || !strcmp(a, "--compile")) {
      o->compile_only = true;
    } else if (!strcmp(a, "-dc") || !strcmp(a, "--device-c")) {
      o->compile_only = o->rdc = true; /* -c -rdc=true */
    } else if ((v = VALUE("-rdc", "--relocatable-device-code", false))) {
      signed char r;
      if (bool_value(v, &r))
        return -1;
      o->rdc = r > 0;
    } else if ((v = VALUE("-I", "--include-path", true))) {
      sv_pushf(&o->pp, "-I%s", v);
    } else if ((v = VALUE("-isystem", "--system-include", true))) {
      sv_push(&o->pp, "-isystem");
      sv_push(&o->pp, v);
    } else if ((v = VALUE("-include", "--pre-include", false))) {
      sv_push(&o->pp, "-include");
      sv_push(&o->pp, v);
    } else if ((v = VALUE("-D", "--define-macro", true))) {
      sv_pushf(&o->pp, "-D%s", v);
    } else if ((v = VALUE("-U", "--undefine-macro", true))) {
      sv_pushf(&o->pp, "-U%s", v);
    } else if ((v = VALUE("-L", "--library-path", true))) {
      sv_pushf(&o->link_extra, "-L%s", v);
    } else if ((v = VALUE("-l", "--library", true))) {
      sv_pushf(&o->link_extra, "-l%s", v);
    } else if (!strcmp(a, "-O") || (a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3])) {
      o->opt = a[2] ? a[2] - '0' : 3;
    } else if ((v = VALUE(NULL, "--optimize", false))) {
      o->opt = atoi(v);
    } else if (!strcmp(a, "-g") || !strcmp(a, "--debug")) {
      o->debug = true;
    } else if (!strcmp(a, "-G") || !strcmp(a, "--device-debug")) {
      o->device_debug = true;
    } else if ((v = VALUE("-std", "--std", false))) {
      o->std = v;
    } else if ((v = VALUE("-x", "--x", true))) {
      lang k = lang_of_name(v);
      if ((int)k < 0)
        return fatal("Invalid value '%s' for option -x", v);
      o->force_lang = k;
    } else if ((v = VALUE("-arch", "--gpu-architecture", false))) {
      if (take_arch(o, v))
        return -1;
      arch_seen = true;
    } else if ((v = VALUE(NULL, "--cucc-target-cpu", false))) {
      o->target_cpu = v; /* checked by src/lower/isa.c */
    } else if ((v = VALUE("-code", "--gpu-code", false))) {
      /* the virtual architecture decides __CUDA_ARCH__ */
    } else if ((v = VALUE("-gencode", "--generate-code", false))) {
      take_gencode(o, v, &arch_seen);
    } else if ((v = VALUE("-Xcompiler", "--compiler-options", false))) {
      split_commas(&o->host_extra, v);
    } else if ((v = VALUE("-Xlinker", "--linker-options", false))) {
      strvec t = {0};
      split_commas(&t, v);
      for (size_t k = 0; k < t.n; k++)
        sv_pushf(&o->link_extra, "-Wl,%s", t.v[k]);
      sv_free(&t);
    } else if ((v = VALUE("-keep-dir", "--keep-dir", false))) {
      o->keep_dir = v;
      o->keep = true;
    } else if (!strcmp(a, "-keep") || !strcmp(a, "--keep")) {
      o->keep = true;
    } else if (!strcmp(a, "-E") || !strcmp(a, "--preprocess") ||
               !strcmp(a, "-M") || !strcmp(a, "--generate-dependencies") ||
               !strcmp(a, "-MM")) {
      o->preprocess = true;
      sv_push(&o->deps, a[1] == '-' ? (a[2] == 'p' ? "-E" : "-M") : a);
    } else if (!strcmp(a, "-MD") || !strcmp(a, "-MMD") || !strcmp(a, "-MP") ||
               !strcmp(a, "--generate-nonsystem-dependencies-with-compile") ||
               !strcmp(a, "--generate-dependencies-with-compile")) {
      sv_push(&o->deps, a[1] == '-' ? (strstr(a, "nonsystem") ? "-MMD" : "-MD") : a);
    } else if ((v = VALUE("-MF", "--dependency-output", false))) {
      sv_push(&o->deps, "-MF");
      sv_push(&o->deps, v);
    } else if ((v = VALUE("-MT", "--dependency-target-name", false))) {
      sv_push(&o->deps, "-MT");
      sv_push(&o->deps, v);
    } else if ((v = VALUE("-optf", "--options-file", false))) {
      if (read_options_file(o, v, &argc, &argv))
        return -1;
    } else if ((v = VALUE("-default-stream", "--default-stream", false))) {
      if (!strcmp(v, "per-thread"))
        o->per_thread_stream = true;
      else if (!strcmp(v, "legacy") || !strcmp(v, "null"))
        o->per_thread_stream = false;
      else
        return fatal("Value '%s' is not defined for option 'default-stream'",
                     v),
               -1;
    } else if (!strcmp(a, "-use_fast_math") || !strcmp(a, "--use_fast_math")) {
      o->fast_math = true;
    } else if ((v = VALUE("-ftz", "--ftz", false))) {
      if (bool_value(v, &o->ftz))
        return -1;
    } else if ((v = VALUE("-fmad", "--fmad", false))) {
      if (bool_value(v, &o->fmad))
        return -1;
    } else if ((v = VALUE("-prec-div", "--prec-div", false))) {
      if (bool_value(v, &o->prec_div))
        return -1;
    } else if ((v = VALUE("-prec-sqrt", "--prec-sqrt", false))) {
      if (bool_value(v, &prec_sqrt))
        return -1;
    } else if (!strcmp(a, "-w") || !strcmp(a, "--disable-warnings")) {
      o->no_warnings = true;
    } else if (!strcmp(a, "-v") || !strcmp(a, "--verbose")) {
      o->verbose = true;
    } else if (!strcmp(a, "-shared") || !strcmp(a, "--shared")) {
      o->shared = true;
    } else if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
      printf("cucc: NVIDIA (R) Cuda compiler driver compatible, for CPUs\n"
             "Copyright (c) the cucc developers\n"
             "Cuda compilation tools, release 12.4, V12.4.0 (cucc " CUCC_VERSION
             ", clang 19)\n");
      exit(0);
    } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      printf("usage: cucc [options] file.cu ... (nvcc-compatible; see README)\n");
      exit(0);
    } else {
      if (rc)
        return -1;
      return fatal("Unknown option '%s'", a);
    }
    if (rc)
      return -1;
  }
  if (!o->ninputs)
    return fatal("%s", "No input files specified; use option --help for more information");
  if (o->compile_only && o->output && o->ninputs > 1)
    return fatal("%s", "A single input file is required for a non-link phase when an outputfile is specified");
  return 0;
}
