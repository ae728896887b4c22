/* The host side of cucc's command line: which compiler compiles .c/.cpp
 * inputs and links (clang, or -ccbin's, e.g. g++), the libraries of the link
 * (--cudart, and cucc's own libraries for -lcuda, -lcudart, -lcudart_static,
 * -lcudadevrt, never a system's NVIDIA ones), host OpenMP with a GNU
 * compiler, and -lib's archive. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver.h"

static bool is_dir(const char *p) {
  struct stat st;
  return !stat(p, &st) && S_ISDIR(st.st_mode);
}

/* -ccbin names a compiler (g++, /usr/bin/g++-12, mpicxx) or the directory
 * holding one (its g++, else its c++); `kind` LANG_C asks for the C
 * compiler, which is the same program given `-x c` unless a directory
 * holds a gcc. */
const char *host_compiler(const options *o, const paths *p, lang kind) {
  if (!o->ccbin)
    return kind == LANG_C ? p->clang : p->clangxx;
  if (!is_dir(o->ccbin))
    return o->ccbin;
  static char buf[2][4096];
  const char *names[] = {kind == LANG_C ? "gcc" : "g++", "c++", "clang++"};
  for (int k = 0; k < 3; k++) {
    snprintf(buf[kind == LANG_C], sizeof buf[0], "%s/%s", o->ccbin, names[k]);
    if (!access(buf[kind == LANG_C], X_OK))
      return buf[kind == LANG_C];
  }
  return o->ccbin;
}

bool host_is_clang(const options *o) {
  if (!o->ccbin)
    return true;
  const char *b = strrchr(o->ccbin, '/');
  return strstr(b ? b + 1 : o->ccbin, "clang") != NULL;
}

static bool has_flag(const strvec *v, const char *f) {
  for (size_t i = 0; i < v->n; i++)
    if (!strcmp(v->v[i], f))
      return true;
  return false;
}

/* lib/libNAME.so or .a of cucc, or NULL */
static char *own_library(const paths *p, const char *name) {
  static const char *const ext[] = {".so", ".a"};
  for (int k = 0; k < 2; k++) {
    char *f = NULL;
    if (asprintf(&f, "%s/lib%s%s", p->libdir, name, ext[k]) < 0)
      return NULL;
    if (!access(f, R_OK))
      return f;
    free(f);
  }
  return NULL;
}

static bool is_lib(const char *f, const char *name) {
  return f[0] == '-' && f[1] == 'l' && !strcmp(f + 2, name);
}

/* The runtime the link takes: --cudart's; without it, static as nvcc's
 * default (so that programs linked by another compiler, as CMake links
 * targets with C++ sources, need no path to libcudart.so), shared when the
 * program links -lcudart (or when this cucc's runtime is sanitized); a
 * -lcudart_static always makes it static. */
static cudart_kind runtime_of(const options *o) {
  cudart_kind k = o->cudart;
  for (size_t i = 0; i < o->link_extra.n; i++) {
    if (is_lib(o->link_extra.v[i], "cudart_static"))
      k = CUDART_STATIC;
    else if (is_lib(o->link_extra.v[i], "cudart") &&
             (k == CUDART_NONE || k == CUDART_DEFAULT))
      k = CUDART_SHARED;
  }
#ifdef CUCC_SANITIZED_RUNTIME
  return k == CUDART_DEFAULT ? CUDART_SHARED : k;
#else
  return k == CUDART_DEFAULT ? CUDART_STATIC : k;
#endif
}

/* The user's -l/-L/-Xlinker flags. -lcudart and -lcudart_static choose the
 * runtime (runtime_of); -lcuda and -lcudadevrt become cucc's own files, or
 * nothing while cucc has none (libcudart holds the device runtime). */
static void user_libraries(const options *o, const paths *p, strvec *a) {
  for (size_t i = 0; i < o->link_extra.n; i++) {
    const char *f = o->link_extra.v[i];
    if (is_lib(f, "cudart") || is_lib(f, "cudart_static"))
      continue;
    if (!is_lib(f, "cuda") && !is_lib(f, "cudadevrt")) {
      sv_push(a, f);
      continue;
    }
    char *own = own_library(p, f + 2);
    if (own)
      sv_push(a, own);
    free(own);
  }
}

/* The link's library part: cucc's lib/ first (so that its libraries win
 * over a system's), the user's libraries, the runtime as --cudart says,
 * and, for host OpenMP with a GNU compiler, LLVM's libomp: the host pass of
 * a .cu file is clang's and calls libomp, which also serves the GOMP_ calls
 * of g++'s objects, so one OpenMP runtime runs the program. */
void link_libraries(const options *o, const paths *p, strvec *a) {
  sv_pushf(a, "-L%s", p->libdir);
  sv_pushf(a, "-Wl,-rpath,%s", p->libdir);
  user_libraries(o, p, a);
  cudart_kind rt = runtime_of(o);
  if (rt == CUDART_SHARED) {
    sv_push(a, "-lcudart"); /* cucc's: its -L comes first */
  } else if (rt == CUDART_STATIC) {
    /* as nvcc's link line, which CMake reads for its default runtime */
    sv_push(a, "-lcudart_static");
  }
  if (!host_is_clang(o) && has_flag(&o->host_extra, "-fopenmp")) {
    const char *slash = strrchr(p->clang, '/');
    if (slash)
      sv_pushf(a, "-L%.*s/../lib", (int)(slash - p->clang), p->clang);
    sv_push(a, "-lomp");
  }
  sv_push(a, "-lpthread");
  sv_push(a, "-ldl");
  sv_push(a, "-lm");
  sv_push(a, "-lrt");
}

/* -lib: `ar` (or -arbin) with -Xarchive's options writes `out` anew. */
int archive_objects(const options *o, const strvec *objs, const char *out) {
  if (note_step(o, "rm -f %s", out))
    unlink(out);
  strvec a = {0};
  sv_push(&a, o->arbin ? o->arbin : "ar");
  sv_push(&a, "cr");
  sv_append(&a, &o->ar_extra);
  sv_push(&a, out);
  sv_append(&a, objs);
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc;
}

/* True for a directory that every GNU or clang compiler searches anyway
 * (its own headers, libstdc++'s, the system's): the rest of a -ccbin
 * compiler's search list comes from its wrapper (mpicxx's MPI headers). */
static bool compiler_own_dir(const char *d) {
  static const char *const sys[] = {"/usr/include", "/usr/local/include",
                                    "/usr/include/x86_64-linux-gnu",
                                    "/usr/include/aarch64-linux-gnu", NULL};
  for (int k = 0; sys[k]; k++)
    if (!strcmp(d, sys[k]))
      return true;
  return strstr(d, "/gcc/") || strstr(d, "/c++/") || strstr(d, "/clang/");
}

/* -ccbin with a GNU compiler or a wrapper of one (mpicxx): the directories
 * it adds to the include search (nvcc preprocesses .cu files with it, so
 * `#include <mpi.h>` works there) become -isystem flags of cucc's clang
 * passes. */
void host_compiler_includes(options *o, const paths *p) {
  if (!o->ccbin || host_is_clang(o))
    return;
  const char *cc = host_compiler(o, p, LANG_CXX);
  char *cmd = NULL;
  if (strchr(cc, '\'') ||
      asprintf(&cmd, "'%s' -E -x c++ -v /dev/null 2>&1 >/dev/null", cc) < 0)
    return;
  FILE *f = popen(cmd, "r");
  free(cmd);
  if (!f)
    return;
  char line[4096];
  bool in_list = false;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = 0;
    if (strstr(line, "search starts here:")) {
      in_list = true;
    } else if (!strcmp(line, "End of search list.")) {
      in_list = false;
    } else if (in_list && line[0] == ' ') {
      char *d = line + 1;
      char *fw = strstr(d, " (framework directory)");
      if (fw)
        *fw = 0;
      if (!compiler_own_dir(d)) {
        sv_push(&o->pp, "-isystem");
        sv_push(&o->pp, d);
      }
    }
  }
  pclose(f);
}
