/* NVRTC's compilation: the program's source and headers are written to a
 * temporary directory and compiled by cucc's own driver (bin/cucc next to
 * this library's lib/) with -ptx and NVRTC's options mapped to nvcc's; the
 * results are the text module (the "PTX"), the device image blob (the
 * "CUBIN", for a real architecture), the device bitcode (LTO IR, -dlto)
 * and the diagnostics in NVRTC's form, `name(line): error: ...`. Name
 * expressions become address-taking device variables at the end of the
 * source, whose targets the text module lists. Device code is compiled for
 * this machine's CPU only (CUCC_TARGET_CPU=native) unless the environment
 * says otherwise. */
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../common/cucc_home.h"
#include "nvrtc_internal.h"

typedef struct argv_t {
  char **v;
  int n, cap;
} argv_t;

static bool push(argv_t *a, const char *s) {
  if (a->n + 2 > a->cap) {
    int cap = a->cap ? a->cap * 2 : 32;
    char **v = realloc(a->v, (size_t)cap * sizeof *v);
    if (!v)
      return false;
    a->v = v, a->cap = cap;
  }
  if (!(a->v[a->n] = strdup(s)))
    return false;
  a->v[++a->n] = NULL;
  return true;
}

static void argv_free(argv_t *a) {
  for (int i = 0; i < a->n; i++)
    free(a->v[i]);
  free(a->v);
}

/* options that change nothing for cucc (NVIDIA's register allocation,
 * diagnostics numbering, precompiled headers...) */
static const char *const ignored[] = {
    "-ewp", "--extensible-whole-program", "-dopt", "--dopt",
    "-extra-device-vectorization", "--extra-device-vectorization",
    "-no-source-include", "--no-source-include", "-builtin-move-forward",
    "--builtin-move-forward", "-builtin-initializer-list",
    "--builtin-initializer-list", "-restrict", "--restrict",
    "-default-device", "--device-as-default-execution-space",
    "-device-int128", "--device-int128", "-opt-info", "--optimization-info",
    "-err-no", "--display-error-number", "-no-err-no",
    "--no-display-error-number", "-brief-diag", "--brief-diagnostics",
    "-pch", "--pch", "-no-pch", "--no-pch", "-minimal", "--minimal",
    "-split-compile", "--split-compile", "-time", "--time", "-maxrregcount",
    "--maxrregcount", "-Xptxas", "--ptxas-options", "-diag-error",
    "--diag-error", "-diag-suppress", "--diag-suppress", "-diag-warn",
    "--diag-warn", "-fdevice-time-trace", "--fdevice-time-trace",
    "-device-stack-protector", "--device-stack-protector", "-modify-stack-limit",
    "--modify-stack-limit", "-pch-dir", "--pch-dir", "-pch-messages",
    "--pch-messages", "-pch-verbose", "--pch-verbose", "-instantiate-templates-in-pch",
    "--instantiate-templates-in-pch", "-jump-table-density", "--jump-table-density",
    NULL};

/* "--name=value" / "-name=value" / "-name" matches `name` (either spelling) */
static const char *opt_value(const char *o, const char *name) {
  size_t n = strlen(name);
  const char *s = o[1] == '-' ? o + 2 : o + 1;
  if (o[0] != '-' || strncmp(s, name, n))
    return NULL;
  return s[n] == '=' ? s + n + 1 : s[n] == 0 ? "" : NULL;
}

static bool is_ignored(const char *o) {
  for (int i = 0; ignored[i]; i++) {
    size_t n = strlen(ignored[i]);
    if (!strncmp(o, ignored[i], n) && (o[n] == 0 || o[n] == '='))
      return true;
  }
  return false;
}

typedef struct compile_opts {
  bool real_arch, dlto, rdc;
} compile_opts;

/* NVRTC's options as cucc's; false (with *bad) for an unknown one */
static bool map_options(int n, const char *const *opts, argv_t *a,
                        compile_opts *co, const char **bad) {
  for (int i = 0; i < n; i++) {
    const char *o = opts[i], *v;
    if (!o) {
      *bad = "(null)";
      return false;
    }
    const char *next = i + 1 < n ? opts[i + 1] : NULL;
    if ((v = opt_value(o, "gpu-architecture")) || (v = opt_value(o, "arch"))) {
      if (!*v && next)
        v = opts[++i];
      co->real_arch = !strncmp(v, "sm_", 3);
      char buf[64];
      snprintf(buf, sizeof buf, "-arch=%s", v);
      push(a, buf);
    } else if ((v = opt_value(o, "relocatable-device-code")) ||
               (v = opt_value(o, "rdc"))) {
      co->rdc = strcmp(v, "false") != 0;
      push(a, co->rdc ? "-rdc=true" : "-rdc=false");
    } else if (!strcmp(o, "-dc") || !strcmp(o, "--device-c") ||
               !strcmp(o, "-dw") || !strcmp(o, "--device-w")) {
      co->rdc = !strcmp(o, "-dc") || !strcmp(o, "--device-c");
      push(a, co->rdc ? "-rdc=true" : "-rdc=false");
    } else if (!strcmp(o, "-dlto") || !strcmp(o, "--dlink-time-opt") ||
               !strcmp(o, "-gen-opt-lto") || !strcmp(o, "--gen-opt-lto")) {
      co->dlto = true;
    } else if (!strcmp(o, "-G") || !strcmp(o, "--device-debug")) {
      push(a, "-G");
    } else if (!strcmp(o, "-lineinfo") || !strcmp(o, "--generate-line-info")) {
      push(a, "-lineinfo");
    } else if (!strcmp(o, "-use_fast_math") || !strcmp(o, "--use_fast_math")) {
      push(a, "-use_fast_math");
    } else if ((v = opt_value(o, "ftz")) || (v = opt_value(o, "prec-sqrt")) ||
               (v = opt_value(o, "prec-div")) || (v = opt_value(o, "fmad"))) {
      push(a, o);
    } else if ((v = opt_value(o, "std"))) {
      char buf[64];
      snprintf(buf, sizeof buf, "-std=%s", *v ? v : next ? opts[++i] : "");
      push(a, buf);
    } else if (!strcmp(o, "-w") || !strcmp(o, "--disable-warnings")) {
      push(a, "-w");
    } else if (!strncmp(o, "-D", 2) || !strncmp(o, "-U", 2) ||
               !strncmp(o, "-I", 2)) {
      if (!o[2] && next) { /* -D NAME */
        char buf[4096];
        snprintf(buf, sizeof buf, "%.2s%s", o, opts[++i]);
        push(a, buf);
      } else {
        push(a, o);
      }
    } else if ((v = opt_value(o, "define-macro")) ||
               (v = opt_value(o, "undefine-macro")) ||
               (v = opt_value(o, "include-path"))) {
      char buf[4096];
      char flag = strstr(o, "undefine") ? 'U' : strstr(o, "include") ? 'I' : 'D';
      snprintf(buf, sizeof buf, "-%c%s", flag, *v ? v : next ? opts[++i] : "");
      push(a, buf);
    } else if ((v = opt_value(o, "pre-include")) || (v = opt_value(o, "include"))) {
      push(a, "-include");
      push(a, *v ? v : next ? opts[++i] : "");
    } else if (!is_ignored(o)) {
      *bad = o;
      return false;
    } else if (!strchr(o, '=') && next && next[0] != '-' &&
               (strstr(o, "maxrregcount") || strstr(o, "Xptxas") ||
                strstr(o, "diag-") || strstr(o, "split-compile") ||
                strstr(o, "time") || strstr(o, "pch-dir"))) {
      i++; /* the ignored option's value */
    }
  }
  return true;
}

static int rm_entry(const char *p, const struct stat *st, int flag,
                    struct FTW *f) {
  (void)st, (void)flag, (void)f;
  return remove(p);
}

static bool write_file(const char *path, const char *data, size_t n) {
  /* parents first (include names may have directories) */
  char tmp[PATH_MAX];
  snprintf(tmp, sizeof tmp, "%s", path);
  for (char *s = strchr(tmp + 1, '/'); s; s = strchr(s + 1, '/')) {
    *s = 0;
    mkdir(tmp, 0700);
    *s = '/';
  }
  FILE *f = fopen(path, "wb");
  if (!f)
    return false;
  bool ok = fwrite(data, 1, n, f) == n;
  return fclose(f) == 0 && ok;
}

static char *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *d = NULL;
  size_t n = 0, cap = 0, r;
  do {
    if (cap - n < 65536) {
      cap = cap ? cap * 2 : 65536;
      char *nd = realloc(d, cap + 1);
      if (!nd) {
        free(d);
        fclose(f);
        return NULL;
      }
      d = nd;
    }
    r = fread(d + n, 1, cap - n, f);
    n += r;
  } while (r);
  fclose(f);
  d[n] = 0;
  if (size)
    *size = n;
  return d;
}

/* Appends n bytes of s to the growing string *o (length *len). */
static bool append(char **o, size_t *len, size_t *cap, const char *s,
                   size_t n) {
  if (*len + n + 1 > *cap) {
    size_t c = (*len + n + 1) * 2;
    char *x = realloc(*o, c);
    if (!x)
      return false;
    *o = x, *cap = c;
  }
  memcpy(*o + *len, s, n);
  *len += n;
  (*o)[*len] = 0;
  return true;
}

/* cucc's diagnostics as NVRTC's: the source file becomes the program's
 * name (a header, its include name), and clang's FILE:LINE:COL: form
 * (CUCC_DIAGNOSTICS=clang) becomes NAME(LINE): */
static char *nvrtc_log(const char *raw, const char *file, const char *name) {
  const char *src = file, *inc = "inc/";
  size_t sl = strlen(src), il = strlen(inc), len = 0, cap = 0;
  char *o = NULL;
  append(&o, &len, &cap, "", 0);
  for (const char *p = raw; *p;) {
    const char *shown = NULL;
    size_t shown_len = 0;
    if (!strncmp(p, src, sl)) {
      shown = name, shown_len = strlen(name), p += sl;
    } else if (!strncmp(p, inc, il)) {
      p += il;
      shown = p;
      shown_len = strcspn(p, ":(\n\"");
      p += shown_len;
    }
    if (!shown) {
      size_t n = 1;
      append(&o, &len, &cap, p, n);
      p += n;
      continue;
    }
    append(&o, &len, &cap, shown, shown_len);
    char *end;
    long line = *p == ':' ? strtol(p + 1, &end, 10) : 0;
    if (line > 0 && *end == ':') { /* clang's :LINE:COL: */
      strtol(end + 1, &end, 10);
      char buf[32];
      int k = snprintf(buf, sizeof buf, "(%ld)", line);
      append(&o, &len, &cap, buf, (size_t)k);
      p = end;
    }
  }
  return o;
}

/* the source with the name expressions' variables at its end */
static char *full_source(nvrtcProgram p) {
  size_t cap = strlen(p->src) + 64;
  for (int i = 0; i < p->nnames; i++)
    cap += strlen(p->names[i].expr) + 96;
  char *s = malloc(cap);
  if (!s)
    return NULL;
  size_t n = (size_t)snprintf(s, cap, "%s\n", p->src);
  for (int i = 0; i < p->nnames; i++) {
    const char *e = p->names[i].expr;
    n += (size_t)snprintf(s + n, cap - n,
                          "__device__ void *__cucc_nvrtc_name_%d = "
                          "(void *)%s(%s);\n",
                          i, e[0] == '&' ? "" : "&", e);
  }
  return s;
}

static void read_names(nvrtcProgram p) {
  for (const char *l = p->ptx; (l = strstr(l, "// .cucc_name ")); l++) {
    char *end;
    long i = strtol(l + 14, &end, 10);
    if (i < 0 || i >= p->nnames || *end != ' ')
      continue;
    size_t len = strcspn(end + 1, "\n");
    free(p->names[i].lowered);
    p->names[i].lowered = strndup(end + 1, len);
  }
}

nvrtcResult nvrtc_compile(nvrtcProgram p, int nopts, const char *const *opts) {
  free(p->log), free(p->ptx), free(p->cubin), free(p->ltoir);
  p->log = p->ptx = p->cubin = p->ltoir = NULL;
  p->cubin_size = p->ltoir_size = 0;
  p->compiled = true;
  char cucc[PATH_MAX], dir[PATH_MAX], path[PATH_MAX * 2], logp[PATH_MAX * 2];
  if (!cucc_find_driver((const void *)nvrtc_compile, cucc, sizeof cucc)) {
    p->log = strdup("nvrtc: cannot find cucc (bin/cucc beside the lib/ of "
                    "libnvrtc.so)\n");
    return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
  }
  argv_t a = {0};
  compile_opts co = {false, false, false};
  const char *bad = NULL;
  push(&a, cucc);
  push(&a, "-ptx");
  /* NVRTC's assert needs no include */
  push(&a, "-include");
  push(&a, "assert.h");
  if (!map_options(nopts, opts, &a, &co, &bad)) {
    argv_free(&a);
    size_t n = strlen(bad) + 64;
    if ((p->log = malloc(n)))
      snprintf(p->log, n, "nvrtc: error: unrecognized option %s\n", bad);
    return NVRTC_ERROR_INVALID_OPTION;
  }
  const char *tmp = getenv("TMPDIR");
  snprintf(dir, sizeof dir, "%s/cucc-nvrtc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    argv_free(&a);
    return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
  }
  /* the source file: the program's name, as a .cu file */
  char file[256];
  const char *base = strrchr(p->name, '/') ? strrchr(p->name, '/') + 1 : p->name;
  size_t bl = strlen(base);
  snprintf(file, sizeof file, "%s%s", *base ? base : "default_program",
           bl > 3 && !strcmp(base + bl - 3, ".cu") ? "" : ".cu");
  nvrtcResult r = NVRTC_ERROR_OUT_OF_MEMORY;
  char *src = full_source(p);
  bool ok = src != NULL;
  for (int i = 0; ok && i < p->nheaders; i++) {
    snprintf(path, sizeof path, "%s/inc/%s", dir, p->include_names[i]);
    ok = !strstr(p->include_names[i], "..") &&
         write_file(path, p->headers[i], strlen(p->headers[i]));
  }
  snprintf(path, sizeof path, "%s/%s", dir, file);
  ok = ok && write_file(path, src, strlen(src));
  free(src);
  if (ok) { /* relative paths: __FILE__ and the log name the program */
    push(&a, "-Iinc");
    /* then, as NVRTC, the process's working directory */
    char cwd[PATH_MAX + 2] = "-I";
    if (getcwd(cwd + 2, sizeof cwd - 2))
      push(&a, cwd);
    push(&a, "--keep");
    push(&a, "--keep-dir=.");
    push(&a, "-o");
    push(&a, "out.ptx");
    push(&a, file);
    int rc = cucc_run(a.v, dir, "log.txt");
    snprintf(logp, sizeof logp, "%s/log.txt", dir);
    char *raw = read_file(logp, NULL);
    p->log = nvrtc_log(raw ? raw : "", file, p->name);
    free(raw);
    snprintf(path, sizeof path, "%s/out.ptx", dir);
    p->ptx = rc == 0 ? read_file(path, NULL) : NULL;
    r = rc == 0 && p->ptx ? NVRTC_SUCCESS : NVRTC_ERROR_COMPILATION;
  }
  if (r == NVRTC_SUCCESS) {
    read_names(p);
    char stem[256];
    snprintf(stem, sizeof stem, "%.*s", (int)(strlen(file) - 3), file);
    snprintf(path, sizeof path, "%s/%s.cucc.fatbin", dir, stem);
    if (co.real_arch)
      p->cubin = read_file(path, &p->cubin_size);
    snprintf(path, sizeof path, "%s/%s.dev.bc", dir, stem);
    if (co.dlto)
      p->ltoir = read_file(path, &p->ltoir_size);
  }
  argv_free(&a);
  nftw(dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
  return r;
}
