/* cucc: an nvcc-compatible compiler driver that builds CUDA programs for
 * the CPU. Parses the options, compiles every input, links. */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver.h"

#ifndef CUCC_CLANG
#define CUCC_CLANG "clang-19"
#endif
#ifndef CUCC_CLANGXX
#define CUCC_CLANGXX "clang++-19"
#endif

int find_paths(paths *p) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0)
    return -1;
  exe[n] = 0;
  char *slash = strrchr(exe, '/');
  if (!slash)
    return -1;
  *slash = 0; /* .../bin */
  slash = strrchr(exe, '/');
  if (slash)
    *slash = 0; /* root */
  p->root = strdup(exe);
  p->include = path_join(p->root, "include");
  p->libdir = path_join(p->root, "lib");
  p->support = path_join(p->root, "lib/cucc/device_support.bc");
  p->hostlink = path_join(p->root, "lib/cucc/host-link");
  const char *c = getenv("CUCC_CLANG");
  p->clang = strdup(c && *c ? c : CUCC_CLANG);
  const char *cx = getenv("CUCC_CLANGXX");
  p->clangxx = strdup(cx && *cx ? cx : CUCC_CLANGXX);
  return 0;
}

/* lib/cucc/host-link, a symlink to cucc: the host linker of cucc's final
 * link, which `cucc -v` prints as nvcc prints g++ and which CMake therefore
 * adopts to link CUDA targets itself. It runs clang++ with lld and appends
 * cucc's lib/ as library path and rpath, so that programs linked by CMake
 * too find cucc's runtime without LD_LIBRARY_PATH. */
static int host_link(int argc, char **argv, const paths *p) {
  strvec a = {0};
  sv_push(&a, p->clangxx);
  sv_push(&a, "-fuse-ld=lld");
  for (int i = 1; i < argc; i++)
    sv_push(&a, argv[i]);
  sv_pushf(&a, "-L%s", p->libdir);
  sv_pushf(&a, "-Wl,-rpath,%s", p->libdir);
  execvp(a.v[0], a.v);
  fprintf(stderr, "cucc fatal   : cannot run %s: %m\n", a.v[0]);
  return 1;
}

int main(int argc, char **argv) {
  options o;
  paths p;
  const char *self = strrchr(argv[0], '/');
  if (!strcmp(self ? self + 1 : argv[0], "host-link"))
    return find_paths(&p) ? 1 : host_link(argc, argv, &p);
  if (parse_options(argc, argv, &o))
    return 1;
  if (find_paths(&p)) {
    fprintf(stderr, "cucc fatal   : cannot locate the cucc installation\n");
    return 1;
  }
  if (o.verbose)
    print_toolkit_env(&p);
  char *tmpdir = make_temp_dir();
  if (!tmpdir) {
    fprintf(stderr, "cucc fatal   : cannot create a temporary directory\n");
    return 1;
  }
  int rc = 0;
  strvec objs = {0}, labels = {0};
  for (size_t i = 0; i < o.ninputs && !rc; i++) {
    const input *in = &o.inputs[i];
    sv_push(&labels, in->path);
    if (in->kind == LANG_OBJ) {
      sv_push(&objs, in->path);
      continue;
    }
    char *stem = stem_of(in->path), *obj = NULL;
    if (o.compile_only && o.output)
      obj = strdup(o.output);
    else if (o.compile_only) {
      if (asprintf(&obj, "%s.o", stem) < 0)
        obj = NULL;
    } else if (asprintf(&obj, "%s/%s-%zu.o", tmpdir, stem, i) < 0)
      obj = NULL;
    free(stem);
    rc = in->kind == LANG_CU ? compile_cu(&o, &p, in->path, obj, tmpdir)
                             : compile_host_only(&o, &p, in->path, in->kind, obj);
    sv_push(&objs, obj);
    free(obj);
  }
  bool linked = false;
  if (!rc && o.dlink) /* the device link's object only, for the host linker */
    rc = device_link(&o, &p, &objs, &labels, o.output ? o.output : "a_dlink.o",
                     tmpdir, true, &linked);
  else if (!rc && !o.compile_only && !o.preprocess) {
    char *lo = path_join(tmpdir, "cucc_dlink.o");
    rc = device_link(&o, &p, &objs, &labels, lo, tmpdir, false, &linked);
    if (!rc && linked)
      sv_push(&objs, lo);
    free(lo);
    if (!rc)
      rc = link_program(&o, &p, &objs);
  }
  sv_free(&labels);
  sv_free(&objs);
  remove_temp_dir(tmpdir);
  free(tmpdir);
  return rc ? 1 : 0;
}
