/* nvcc-compatible command-line parsing for cucc: each argument is looked
 * up in the option table (optable.c) and applied to the options. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "optable.h"

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

/* A list value: split at commas, and for the -X options also at blanks
 * (nvcc hands `-Xcompiler "-O3 -Wall"` to the host compiler as two flags). */
static void split_commas(strvec *dst, const char *v, const char *seps) {
  char *copy = strdup(v), *save = NULL;
  for (char *t = strtok_r(copy, seps, &save); t; t = strtok_r(NULL, seps, &save))
    sv_push(dst, t);
  free(copy);
}

/* One word of an options file, as a shell splits it: "..." and '...'
 * quote (CMake's response files quote every path), a backslash escapes the
 * next character. NULL at the end of the file. */
static char *next_word(FILE *f) {
  int c;
  while ((c = getc(f)) != EOF && isspace(c))
    ;
  if (c == EOF)
    return NULL;
  size_t n = 0, cap = 64;
  char *w = malloc(cap), quote = 0;
  for (; c != EOF && (quote || !isspace(c)); c = getc(f)) {
    if (quote && c == quote) {
      quote = 0;
      continue;
    }
    if (!quote && (c == '"' || c == '\'')) {
      quote = (char)c;
      continue;
    }
    if (c == '\\' && quote != '\'') {
      int d = getc(f);
      if (d != EOF)
        c = d;
    }
    if (n + 2 > cap)
      w = realloc(w, cap *= 2);
    w[n++] = (char)c;
  }
  w[n] = 0;
  return w;
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
  for (char *w; (w = next_word(f));) {
    v = realloc(v, sizeof *v * (size_t)(n + 2));
    v[n++] = w;
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

/* nvcc's banner, which build tools parse: CMake identifies nvcc by its first
 * line and reads the toolkit version from " V12.4.131"; others read
 * "release 12.4,". */
static void print_version(const options *o) {
  int mj = o->cuda_version / 1000, mn = o->cuda_version % 1000 / 10;
  printf("nvcc: NVIDIA (R) Cuda compiler driver\n"
         "Copyright (c) the cucc developers: cucc " CUCC_VERSION
         " compiles CUDA for CPUs with clang 19; it is not NVIDIA's nvcc\n"
         "Built on cucc_" CUCC_VERSION "\n"
         "Cuda compilation tools, release %d.%d, V%d.%d.%d\n"
         "Build cucc_" CUCC_VERSION "/cuda_%d.%d\n",
         mj, mn, mj, mn, cuda_version_build(o->cuda_version), mj, mn);
}

/* -Xcompiler flags that also make sense to the device pass (macros, include
 * paths, the language); host-only flags (-fPIC, -fopenmp, -Wall, -O2, ...)
 * stay on the host side. A flag of the first list takes the next one as its
 * value. */
static void take_xcompiler(options *o, const strvec *flags) {
  static const char *const with_value[] = {"-D", "-U", "-I", "-include",
      "-imacros", "-isystem", "-iquote", "-idirafter", NULL};
  static const char *const prefixes[] = {"-D", "-U", "-I", "-std=",
      "-include", "-imacros", "-isystem", "-iquote", "-idirafter",
      "-fsigned-char", "-funsigned-char", "-fshort-wchar", "-fms-extensions",
      "-ftemplate-depth", NULL};
  static bool pending; /* the previous flag wants this one as its value */
  for (size_t i = 0; i < flags->n; i++) {
    const char *f = flags->v[i];
    sv_push(&o->host_extra, f);
    bool dev = pending;
    pending = false;
    for (int k = 0; !dev && prefixes[k]; k++)
      dev = !strncmp(f, prefixes[k], strlen(prefixes[k]));
    for (int k = 0; with_value[k] && !pending; k++)
      pending = !strcmp(f, with_value[k]);
    if (dev || pending)
      sv_push(&o->dev_extra, f);
  }
}

static int take_werror(options *o, const char *kind) {
  if (!strcmp(kind, "all-warnings"))
    o->werror = true;
  else if (!strcmp(kind, "reorder") || !strcmp(kind, "deprecated-declarations"))
    sv_pushf(&o->host_cflags, "-Werror=%s", kind);
  else if (strcmp(kind, "cross-execution-space-call") &&
           strcmp(kind, "default-stream-launch") &&
           strcmp(kind, "missing-launch-bounds") &&
           strcmp(kind, "ext-lambda-captures-this"))
    return fatal("Value '%s' is not defined for option 'Werror'", kind);
  return 0;
}

/* the value must be one of the words of `allowed`, "a|b|c" */
static int check_value(const optdef *d, const char *v, const char *allowed) {
  size_t n = strlen(v);
  for (const char *p = allowed; *p;) {
    const char *e = strchr(p, '|');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (len == n && !strncmp(p, v, n))
      return 0;
    p += len + (e != NULL);
  }
  fprintf(stderr, "cucc fatal   : Value '%s' is not defined for option '%s'\n",
          v, d->lng);
  return -1;
}

static void add_input(options *o, const char *a, size_t *cap) {
  lang k = o->force_lang != LANG_AUTO ? o->force_lang : lang_of_path(a);
  if (o->ninputs == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    o->inputs = realloc(o->inputs, *cap * sizeof *o->inputs);
  }
  o->inputs[o->ninputs++] = (input){a, k};
}

/* An option that the table does not know: an error, or forwarded to the
 * host compiler or linker as nvcc's -forward-unknown-* options say. */
static int take_unknown(options *o, const char *a, int fwd) {
  if (fwd & 1) {
    strvec t = {0};
    sv_push(&t, a);
    take_xcompiler(o, &t);
    sv_free(&t);
    return 0;
  }
  if (fwd & 2) {
    if (!strncmp(a, "-Wl,", 4))
      sv_push(&o->link_extra, a);
    else
      sv_pushf(&o->link_extra, "-Wl,%s", a);
    return 0;
  }
  return fatal("Unknown option '%s'", a);
}

static int apply(options *o, const optdef *d, const char *v, int *argc,
                 char ***argv, bool *arch_seen) {
  signed char b;
  strvec list = {0};
  if (d->arg && strstr(d->arg, ",...") && d->id != O_DEFINE &&
      d->id != O_UNDEF && d->id != O_GENCODE)
    split_commas(&list, v, d->id == O_XCOMPILER || d->id == O_XLINKER ||
                           d->id == O_XARCHIVE ? ", \t\n" : ",");
  else if (v)
    sv_push(&list, v);
  int rc = 0;
  for (size_t k = 0; k < list.n && d->id != O_XCOMPILER; k++) {
    const char *x = list.v[k];
    switch (d->id) {
    case O_INCLUDE: sv_push(&o->pp, "-include"); sv_push(&o->pp, x); break;
    case O_LIBRARY: sv_pushf(&o->link_extra, "-l%s", x); break;
    case O_DEFINE: sv_pushf(&o->pp, "-D%s", x); break;
    case O_UNDEF: sv_pushf(&o->pp, "-U%s", x); break;
    case O_INCPATH: sv_pushf(&o->pp, "-I%s", x); break;
    case O_ISYSTEM: sv_push(&o->pp, "-isystem"); sv_push(&o->pp, x); break;
    case O_LIBPATH: sv_pushf(&o->link_extra, "-L%s", x); break;
    case O_XLINKER: sv_pushf(&o->link_extra, "-Wl,%s", x); break;
    case O_XARCHIVE: sv_push(&o->ar_extra, x); break;
    case O_RUN_ARGS: sv_push(&o->run_args, x); break;
    case O_WERROR: rc |= take_werror(o, x); break;
    case O_OPTF: rc |= read_options_file(o, x, argc, argv); break;
    default: break;
    }
  }
  if (d->id == O_XCOMPILER)
    take_xcompiler(o, &list);
  sv_free(&list);
  if (rc)
    return -1;
  switch (d->id) {
  case O_IGNORE: break;
  case O_BOOL_IGNORE: return bool_value(v, &b);
  case O_UNSUPPORTED: return fatal("Option '--%s' is not supported by cucc", d->lng);
  case O_CUDA: o->emit = EMIT_CUDA_II; break;
  case O_CUBIN: o->emit = EMIT_CUBIN; break;
  case O_FATBIN: o->emit = EMIT_FATBIN; break;
  case O_PTX: o->emit = EMIT_PTX; break;
  case O_LTOIR: o->emit = EMIT_LTOIR; break;
  case O_SYNTAX_ONLY: o->emit = EMIT_SYNTAX; break;
  case O_E: o->preprocess = true; sv_push(&o->deps, "-E"); break;
  case O_M: o->preprocess = true; sv_push(&o->deps, "-M"); break;
  case O_MM: o->preprocess = true; sv_push(&o->deps, "-MM"); break;
  case O_MD: sv_push(&o->deps, "-MD"); break;
  case O_MMD: sv_push(&o->deps, "-MMD"); break;
  case O_MP: sv_push(&o->deps, "-MP"); break;
  case O_MF: sv_push(&o->deps, "-MF"); sv_push(&o->deps, v); break;
  case O_MT: sv_push(&o->deps, "-MT"); sv_push(&o->deps, v); break;
  case O_C: o->compile_only = true; break;
  case O_DC: o->compile_only = o->rdc = true; break;
  case O_DW: o->compile_only = true; o->rdc = false; break;
  case O_DLINK: o->device_link = true; break;
  case O_LINK: break;
  case O_LIB: o->lib = true; break;
  case O_RUN: o->run = true; break;
  case O_OUTPUT: o->output = v; break;
  case O_ODIR: o->odir = v; break;
  case O_CCBIN: o->ccbin = v; break;
  case O_ARBIN: o->arbin = v; break;
  case O_CUDART:
    if (check_value(d, v, "none|shared|static"))
      return -1;
    o->cudart = v[0] == 'n' ? CUDART_NONE : v[1] == 'h' ? CUDART_SHARED : CUDART_STATIC;
    break;
  case O_CUDADEVRT: return check_value(d, v, "none|static");
  case O_MACHINE: return check_value(d, v, "64");
  case O_PG: sv_push(&o->host_cflags, "-pg"); sv_push(&o->link_extra, "-pg"); break;
  case O_G: o->debug = true; break;
  case O_DEVG: o->device_debug = true; break;
  case O_LINEINFO: o->lineinfo = true; break;
  case O_OPT:
    if (check_value(d, v, "0|1|2|3|s|z|fast"))
      return -1;
    o->opt = isdigit((unsigned char)v[0]) ? v[0] - '0' : 2;
    break;
  case O_TEMPLATE_BT: sv_pushf(&o->pp, "-ftemplate-backtrace-limit=%s", v); break;
  case O_TEMPLATE_DEPTH: sv_pushf(&o->pp, "-ftemplate-depth=%s", v); break;
  case O_NOEH: sv_push(&o->host_cflags, "-fno-exceptions"); break;
  case O_SHARED: o->shared = true; break;
  case O_X: {
    lang k = lang_of_name(v);
    if ((int)k < 0)
      return fatal("Invalid value '%s' for option -x", v);
    o->force_lang = k;
    break;
  }
  case O_STD: o->std = v; break;
  case O_RELAXED_CONSTEXPR: sv_push(&o->pp, "-D__CUDACC_RELAXED_CONSTEXPR__"); break;
  case O_EXT_LAMBDA: sv_push(&o->pp, "-D__CUDACC_EXTENDED_LAMBDA__"); break;
  case O_DRYRUN: o->dryrun = true; break;
  case O_VERBOSE: o->verbose = true; break;
  case O_NUMBER:
    for (const char *c = v; *c; c++)
      if (!isdigit((unsigned char)*c))
        return fatal("'%s': expected a number", v);
    break;
  case O_KEEP: o->keep = true; break;
  case O_KEEP_DIR: o->keep_dir = v; o->keep = true; break;
  case O_CLEAN: o->clean = true; break;
  case O_ARCH:
    if (take_arch(o, v))
      return -1;
    *arch_seen = true;
    break;
  case O_TARGET_CPU: o->target_cpu = v; break; /* checked by src/lower/isa.c */
  case O_CODE: break; /* the virtual architecture decides __CUDA_ARCH__ */
  case O_GENCODE: take_gencode(o, v, arch_seen); break;
  case O_RDC:
    if (bool_value(v, &b))
      return -1;
    o->rdc = b > 0;
    break;
  case O_FAST_MATH: o->fast_math = true; break;
  case O_FTZ: return bool_value(v, &o->ftz);
  case O_PREC_DIV: return bool_value(v, &o->prec_div);
  case O_PREC_SQRT: return bool_value(v, &b); /* sqrtf is always exact */
  case O_FMAD: return bool_value(v, &o->fmad);
  case O_DEFAULT_STREAM:
    if (check_value(d, v, "legacy|null|per-thread"))
      return -1;
    o->per_thread_stream = v[0] == 'p';
    break;
  case O_NOWARN: o->no_warnings = true; break;
  case O_WREORDER: sv_push(&o->host_cflags, "-Wreorder"); break;
  case O_WNO_DEPRECATED: sv_push(&o->pp, "-Wno-deprecated-declarations"); break;
  case O_FRANDOM_SEED: sv_pushf(&o->host_cflags, "-frandom-seed=%s", v); break;
  case O_LIST_CODE: print_gpu_list(true); exit(0);
  case O_LIST_ARCH: print_gpu_list(false); exit(0);
  case O_HELP: print_help(); exit(0);
  case O_CUDA_VERSION: return cuda_version_parse(v, &o->cuda_version);
  case O_VERSION: print_version(o); exit(0);
  default: break; /* list options, done above */
  }
  return 0;
}

/* 1: unknown options go to the host compiler, 2: to the host linker */
static int forwarding(int argc, char **argv) {
  int f = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i] + (argv[i][0] == '-' && argv[i][1] == '-');
    if (!strcmp(a, "-forward-unknown-to-host-compiler"))
      f |= 1;
    else if (!strcmp(a, "-forward-unknown-to-host-linker"))
      f |= 2;
    else if (!strcmp(a, "-forward-unknown-opts"))
      f |= 1;
  }
  return f;
}

int parse_options(int argc, char **argv, options *o) {
  memset(o, 0, sizeof *o);
  o->opt = -1;
  o->arch = 800;
  o->ftz = o->fmad = o->prec_div = -1;
  bool arch_seen = false;
  size_t cap_inputs = 0;
  int fwd = forwarding(argc, argv);
  if (argc == 2 && !strcmp(argv[1], "--cucc-options-markdown")) {
    print_options_markdown(); /* docs/NVCC_OPTIONS.md's table */
    exit(0);
  }
  if (cuda_version_default(&o->cuda_version))
    return -1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = NULL;
    if (a[0] != '-' || !a[1]) {
      add_input(o, a, &cap_inputs);
      continue;
    }
    /* -name, --name, -name=value, -name value; -Xvalue for -D -I -O ... */
    const char *body = a + 1 + (a[1] == '-');
    const char *eq = strchr(body, '=');
    size_t klen = eq ? (size_t)(eq - body) : strlen(body);
    char key[128] = "";
    if (klen < sizeof key)
      memcpy(key, body, klen), key[klen] = 0;
    const optdef *d = find_option(key);
    if (d && d->arg) {
      if (eq)
        v = eq + 1;
      else if (d->id == O_OPT)
        v = "3"; /* a bare -O */
      else if (i + 1 < argc)
        v = argv[++i];
      else
        return fatal("Option '%s' expects an argument", a);
    } else if (d && eq) {
      d = NULL;
    }
    if (!d && a[1] != '-' && (d = find_glued_option(a)))
      v = a + 2;
    if (!d) {
      if (take_unknown(o, a, fwd))
        return -1;
      continue;
    }
    if (apply(o, d, v, &argc, &argv, &arch_seen))
      return -1;
  }
  /* the headers' version (include/crt/cucc_version.h), before user -D/-U */
  strvec user_pp = o->pp;
  o->pp = (strvec){0};
  sv_pushf(&o->pp, "-D__CUCC_CUDA_VERSION__=%d", o->cuda_version);
  sv_append(&o->pp, &user_pp);
  sv_free(&user_pp);
  if (!o->ninputs)
    return fatal("%s", "No input files specified; use option --help for more information");
  if ((o->compile_only || o->emit != EMIT_OBJ) && o->output && o->ninputs > 1)
    return fatal("%s", "A single input file is required for a non-link phase when an outputfile is specified");
  return 0;
}
