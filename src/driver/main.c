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
  p->san_hooks = path_join(p->root, "lib/cucc/sanitizer_hooks.o");
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

/* Where an output named after its input goes: -odir, else the current
 * directory. */
static char *in_odir(const options *o, const char *name) {
  return o->odir ? path_join(o->odir, name) : strdup(name);
}

/* The file that compiling input i writes: -o or x.o, x.ptx, ... for the
 * phases that stop there, a temporary object otherwise. */
static char *output_of(const options *o, const input *in, size_t i,
                       const char *tmpdir) {
  static const char *const ext[] = {[EMIT_OBJ] = ".o", [EMIT_PTX] = ".ptx",
      [EMIT_CUBIN] = ".cubin", [EMIT_FATBIN] = ".fatbin",
      [EMIT_LTOIR] = ".ltoir", [EMIT_CUDA_II] = ".cpp.ii", [EMIT_SYNTAX] = ""};
  bool stops = o->compile_only || o->emit != EMIT_OBJ;
  char *stem = stem_of(in->path), *name = NULL;
  if (stops && o->output) {
    name = strdup(o->output);
  } else if (stops) {
    const char *b = strrchr(in->path, '/');
    char *file = NULL; /* -cuda: x.cu.cpp.ii */
    if (asprintf(&file, "%s%s", o->emit == EMIT_CUDA_II ? (b ? b + 1 : in->path) : stem,
                 ext[o->emit]) >= 0)
      name = in_odir(o, file);
    free(file);
  } else if (asprintf(&name, "%s/%s-%zu.o", tmpdir, stem, i) < 0) {
    name = NULL;
  }
  free(stem);
  return name;
}

/* The program or archive that the link or -lib writes. */
static char *final_output(const options *o) {
  if (o->output)
    return strdup(o->output);
  return in_odir(o, o->lib ? "a.a" : "a.out");
}

static bool has_dep_flag(const options *o, const char *f) {
  for (size_t i = 0; i < o->deps.n; i++)
    if (!strcmp(o->deps.v[i], f))
      return true;
  return false;
}

/* Compiles one input. -MD/-MMD without -MF write, as nvcc's, NAME.d for
 * the target NAME: the object of -c, else -o's program, else x.o (in
 * -odir); NAME's extension makes way for .d (z.o: z.d, prog: prog.d). */
static int compile_input(options *o, const paths *p, const input *in,
                         const char *obj, const char *tmpdir) {
  size_t ndeps = o->deps.n;
  if ((has_dep_flag(o, "-MD") || has_dep_flag(o, "-MMD")) &&
      !has_dep_flag(o, "-MF")) {
    char *t = NULL, *d = NULL;
    if (o->compile_only || o->output) {
      t = strdup(o->compile_only ? obj : o->output);
    } else {
      char *stem = stem_of(in->path), *name = NULL;
      if (asprintf(&name, "%s.o", stem) >= 0)
        t = in_odir(o, name);
      free(name);
      free(stem);
    }
    const char *dot = t ? strrchr(t, '.') : NULL, *slash = t ? strrchr(t, '/') : NULL;
    int len = !t ? 0 : dot && (!slash || dot > slash) ? (int)(dot - t) : (int)strlen(t);
    if (t && asprintf(&d, "%.*s.d", len, t) >= 0) {
      sv_push(&o->deps, "-MF");
      sv_push(&o->deps, d);
      if (!has_dep_flag(o, "-MT")) {
        sv_push(&o->deps, "-MT");
        sv_push(&o->deps, t);
      }
    }
    free(d);
    free(t);
  }
  int rc;
  if (in->kind == LANG_CU)
    rc = compile_cu(o, p, in->path, obj, tmpdir);
  else if (o->emit != EMIT_OBJ)
    rc = 0; /* -ptx etc. concern .cu inputs only */
  else
    rc = compile_host_only(o, p, in->path, in->kind, obj);
  while (o->deps.n > ndeps)
    free(o->deps.v[--o->deps.n]);
  if (o->deps.v)
    o->deps.v[o->deps.n] = NULL;
  return rc;
}

/* -clean: delete what the same command would write. */
static int clean_outputs(const options *o) {
  for (size_t i = 0; i < o->ninputs; i++) {
    if (o->inputs[i].kind == LANG_OBJ ||
        !(o->compile_only || o->emit != EMIT_OBJ))
      continue;
    char *f = output_of(o, &o->inputs[i], i, ".");
    if (note_step(o, "rm -f %s", f))
      unlink(f);
    free(f);
  }
  if (!o->compile_only && o->emit == EMIT_OBJ && !o->preprocess) {
    char *f = final_output(o);
    if (note_step(o, "rm -f %s", f))
      unlink(f);
    free(f);
  }
  return 0;
}

/* --run: runs the program just built with --run-args; its status is
 * cucc's. */
static int run_program(const options *o, const char *prog) {
  strvec a = {0};
  sv_pushf(&a, "%s%s", strchr(prog, '/') ? "" : "./", prog);
  sv_append(&a, &o->run_args);
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc;
}

int main(int argc, char **argv) {
  options o;
  paths p;
  const char *self = strrchr(argv[0], '/');
  if (!strcmp(self ? self + 1 : argv[0], "host-link"))
    return find_paths(&p) ? 1 : host_link(argc, argv, &p);
  if (!strcmp(self ? self + 1 : argv[0], "cucc-sanitizer"))
    return find_paths(&p) ? 1 : sanitizer_main(argc, argv, &p);
  if (parse_options(argc, argv, &o))
    return 1;
  if (find_paths(&p)) {
    fprintf(stderr, "cucc fatal   : cannot locate the cucc installation\n");
    return 1;
  }
  if (o.verbose)
    print_toolkit_env(&p);
  host_compiler_includes(&o, &p);
  if (o.clean)
    return clean_outputs(&o);
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
    char *obj = output_of(&o, in, i, tmpdir);
    rc = compile_input(&o, &p, in, obj, tmpdir);
    sv_push(&objs, obj);
    free(obj);
  }
  bool links = !o.compile_only && !o.preprocess && o.emit == EMIT_OBJ;
  char *out = final_output(&o);
  bool linked = false;
  if (!rc && o.device_link) { /* the device link's object only */
    char *dl = o.output ? strdup(o.output) : in_odir(&o, "a_dlink.o");
    rc = device_link(&o, &p, &objs, &labels, dl, tmpdir, true, &linked);
    free(dl);
  } else if (!rc && links && o.lib) {
    rc = archive_objects(&o, &objs, out);
  } else if (!rc && links) {
    char *lo = path_join(tmpdir, "cucc_dlink.o");
    rc = device_link(&o, &p, &objs, &labels, lo, tmpdir, false, &linked);
    if (!rc && linked)
      sv_push(&objs, lo);
    free(lo);
    if (!rc)
      rc = link_program(&o, &p, &objs, out);
    if (!rc && o.run)
      rc = run_program(&o, out);
  }
  free(out);
  sv_free(&labels);
  sv_free(&objs);
  remove_temp_dir(tmpdir);
  free(tmpdir);
  return rc == 0 ? 0 : rc == 2 && !o.run ? 2 : rc > 0 && o.run ? rc : 1;
}
