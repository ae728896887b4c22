/* The device image: the device bitcode lowered once, then optimized and
 * compiled for each CPU target (src/lower/isa.c), each object linked into a
 * shared object, and all of them wrapped in one blob (a cucc_image_header,
 * its cucc_image_entry records, the shared objects) that the host pass
 * embeds as the "GPU binary". The runtime loads the best one the CPU runs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/cucc_abi.h"
#include "../lower/lower.h"
#include "driver.h"

static size_t align8(size_t n) { return (n + 7) & ~(size_t)7; }

/* More than the ISA levels there are (cucc_targets lists each once). */
#define MAX_TARGETS 16

/* Writes the blob `out` from the n shared objects so[i] of targets t[i]. */
static int wrap_images(const cucc_target *t, char *const *so, unsigned n,
                       const char *out) {
  char *data[MAX_TARGETS];
  size_t size[MAX_TARGETS], off = align8(sizeof(cucc_image_header) +
                                n * sizeof(cucc_image_entry));
  cucc_image_entry e[MAX_TARGETS];
  int rc = -1;
  unsigned got = 0;
  for (; got < n; got++) {
    if (read_file(so[got], &data[got], &size[got]))
      goto out;
    e[got] = (cucc_image_entry){t[got].isa, t[got].flags, off, size[got], ""};
    snprintf(e[got].cpu, sizeof e[got].cpu, "%s", t[got].cpu);
    off = align8(off + size[got]);
  }
  cucc_image_header h = {CUCC_IMAGE_MAGIC, CUCC_ABI_VERSION, n, 0, off};
  FILE *f = fopen(out, "wb");
  if (!f)
    goto out;
  static const char zeros[8];
  size_t at = sizeof h + n * sizeof *e;
  int ok = fwrite(&h, sizeof h, 1, f) == 1 && fwrite(e, sizeof *e, n, f) == n;
  for (unsigned i = 0; ok && i < n; i++) {
    ok = fwrite(zeros, 1, e[i].offset - at, f) == e[i].offset - at &&
         fwrite(data[i], 1, size[i], f) == size[i];
    at = e[i].offset + size[i];
  }
  ok = ok && fwrite(zeros, 1, off - at, f) == off - at;
  rc = fclose(f) == 0 && ok ? 0 : -1;
out:
  while (got)
    free(data[--got]);
  return rc;
}

/* Links the device object `obj` into the shared object `so`: no dependency
 * on libcudart; symbols bind within the image. */
static int link_image(const options *o, const paths *p, const char *obj,
                      const char *so) {
  strvec a = {0};
  sv_push(&a, p->clang);
  sv_push(&a, "-shared");
  sv_push(&a, "-fuse-ld=lld");
  sv_push(&a, "-Wl,-Bsymbolic");
  sv_push(&a, "-Wl,-z,noexecstack");
  sv_push(&a, "-o");
  sv_push(&a, so);
  sv_push(&a, obj);
  sv_push(&a, "-lm");
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc;
}

/* prefix.dev[.CPU]EXT: the last (highest) target keeps the plain names. */
static char *target_file(const char *prefix, const cucc_target *t, bool last,
                         const char *ext) {
  char *s = NULL;
  if (asprintf(&s, "%s.dev%s%s%s", prefix, last ? "" : ".", last ? "" : t->cpu,
               ext) < 0)
    s = NULL;
  return s;
}

/* The CPU targets of o, or -1 after a message. */
static int targets_of(const options *o, cucc_target **t, unsigned *n) {
  const char *spec = o->target_cpu ? o->target_cpu : getenv("CUCC_TARGET_CPU");
  char *err = NULL;
  if (!cucc_targets(spec, t, n, &err))
    return 0;
  fprintf(stderr, "cucc fatal   : %s%s\n", err,
          o->target_cpu ? "" : " (from CUCC_TARGET_CPU)");
  free(err);
  return -1;
}

int check_device_targets(const options *o) {
  cucc_target *t = NULL;
  unsigned n = 0;
  if (targets_of(o, &t, &n))
    return -1;
  cucc_targets_free(t, n);
  return 0;
}

int build_device_image(const options *o, const paths *p, const char *in,
                       const char *tmpdir, const char *bc, const char *so_out,
                       const char *fat,
                       void (*report)(void *ctx, const strvec *names),
                       void *ctx) {
  cucc_target *t = NULL;
  unsigned n = 0;
  cucc_lowered *m = NULL;
  char *err = NULL, *pre = NULL, *so[MAX_TARGETS] = {0};
  char *prefix = tmp_name(o, tmpdir, in, "");
  strvec unresolved = {0};
  int rc = -1;
  if (!prefix || targets_of(o, &t, &n))
    goto out;
  if (n > MAX_TARGETS)
    n = MAX_TARGETS;
  if (o->keep && asprintf(&pre, "%s.dev.ll.pre", prefix) < 0)
    pre = NULL;
  cucc_lower_opts lo = {bc,
                        p->support,
                        pre,
                        o->arch,
                        o->device_debug ? 0 : 3,
                        o->device_debug ? 2 : o->debug || o->lineinfo ? 1 : 0,
                        p->include};
  /* "-arch compute_NN" is what CMake reads as the default architecture */
  bool doit = note_step(o, "cucc-lower -arch compute_%u %s", o->arch / 10, bc);
  if (doit && cucc_lower_module(&lo, &m, &err))
    goto out;
  for (unsigned i = 0; i < n; i++) {
    bool last = i == n - 1;
    char *obj = target_file(prefix, &t[i], last, ".o");
    char *ll = o->keep ? target_file(prefix, &t[i], last, ".ll") : NULL;
    so[i] = last && so_out ? strdup(so_out) : target_file(prefix, &t[i], last, ".so");
    int r = 0;
    if (note_step(o, "cucc-codegen %s -> %s", t[i].cpu, obj))
      r = cucc_codegen(m, &t[i], obj, ll, &err);
    /* symbols are the same for every target: the first object tells,
     * before a link fails on them */
    if (!r && doit && i == 0) {
      int u = device_unresolved(obj, &unresolved);
      if (u > 0)
        report(ctx, &unresolved);
      else if (u < 0)
        fprintf(stderr, "cucc fatal   : cannot read %s\n", obj);
      r = u;
    }
    if (!r)
      r = link_image(o, p, obj, so[i]);
    free(obj);
    free(ll);
    if (r)
      goto out;
  }
  if (note_step(o, "cucc-fatbin -> %s", fat) && wrap_images(t, so, n, fat)) {
    fprintf(stderr, "cucc fatal   : cannot write %s\n", fat);
    goto out;
  }
  rc = 0;
out:
  if (err) {
    fprintf(stderr, "%s: %s\n", in, err);
    free(err);
  }
  for (unsigned i = 0; i < MAX_TARGETS; i++)
    free(so[i]);
  free(pre);
  free(prefix);
  sv_free(&unresolved);
  cucc_lowered_free(m);
  cucc_targets_free(t, n);
  return rc;
}
