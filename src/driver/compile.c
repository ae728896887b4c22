/* The compilation steps of cucc: the device pass of clang, the lowering,
 * the device image link, the host pass with the image embedded, and the
 * final link against libcudart. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/cucc_abi.h"
#include "../lower/lower.h"
#include "driver.h"

#define CUDA_SDK_VERSION "12.4"
/* DWARF 4: Debian 12's valgrind (3.19) gives up on clang's DWARF 5 */
#define DEBUG_FLAG "-gdwarf-4"

/* Flags common to both CUDA passes; `pre`: the input is already
 * preprocessed (cuda_runtime.h is in it). */
static void cuda_common_x(const options *o, const paths *p, strvec *a,
                          bool pre) {
  sv_push(a, p->clangxx);
  sv_push(a, "-x");
  sv_push(a, "cuda"); /* preprocessed text preprocesses to itself */
  sv_push(a, "--cuda-path=/nonexistent-cucc-uses-no-cuda-sdk");
  sv_push(a, "-nocudainc");
  sv_push(a, "-nocudalib");
  sv_push(a, "-Xclang");
  sv_push(a, "-target-sdk-version=" CUDA_SDK_VERSION);
  sv_push(a, "-Wno-unknown-cuda-version");
  sv_push(a, "-D__CUCC__=1"); /* programs may tell cucc from nvcc */
  sv_pushf(a, "-std=%s", o->std ? o->std : "c++17");
  sv_push(a, "-isystem");
  sv_push(a, p->include);
  sv_append(a, &o->pp);
  bool ptds = o->per_thread_stream;
  for (size_t i = 0; i < o->pp.n; i++)
    if (!strncmp(o->pp.v[i], "-DCUDA_API_PER_THREAD_DEFAULT_STREAM", 36))
      ptds = true;
  if (ptds) { /* include/crt/cucc_ptds.h */
    sv_push(a, "-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1");
    sv_push(a, "-Xclang");
    sv_push(a, "-fgpu-default-stream=per-thread");
  }
  if (!pre) {
    sv_push(a, "-include");
    sv_push(a, "cuda_runtime.h");
  } else {
    sv_push(a, "-Wno-unused-command-line-argument");
  }
  if (o->debug || o->device_debug)
    sv_push(a, DEBUG_FLAG);
}

/* Debug info of the device pass: clang keeps none for NVPTX unless asked
 * (--cuda-noopt-device-debug), and then DWARF 2. -G: full, -g: line tables
 * (as nvcc's -lineinfo), DWARF 4 as the host's. */
static void device_debug_flags(const options *o, strvec *a) {
  if (!o->debug && !o->device_debug)
    return;
  sv_push(a, "--cuda-noopt-device-debug");
  sv_push(a, "-Xclang");
  sv_push(a, o->device_debug ? "-debug-info-kind=constructor"
                             : "-debug-info-kind=line-tables-only");
  sv_push(a, "-Xclang");
  sv_push(a, "-dwarf-version=4");
}

static void cuda_common(const options *o, const paths *p, strvec *a) {
  cuda_common_x(o, p, a, false);
}

static char *tmp_name(const options *o, const char *tmpdir, const char *in,
                      const char *ext) {
  char *stem = stem_of(in), *name = NULL;
  const char *dir = o->keep ? (o->keep_dir ? o->keep_dir : ".") : tmpdir;
  if (asprintf(&name, "%s/%s%s", dir, stem, ext) < 0)
    name = NULL;
  free(stem);
  return name;
}

/* The embedded "fatbinary": a cucc_image_header, then the shared object. */
static int wrap_image(const char *so, const char *out) {
  FILE *f = fopen(so, "rb");
  if (!f)
    return -1;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc(n > 0 ? (size_t)n : 1);
  size_t got = fread(buf, 1, (size_t)n, f);
  fclose(f);
  FILE *g = fopen(out, "wb");
  if (!g || got != (size_t)n) {
    free(buf);
    if (g)
      fclose(g);
    return -1;
  }
  cucc_image_header h = {CUCC_IMAGE_MAGIC, CUCC_ABI_VERSION, (uint64_t)n};
  int ok = fwrite(&h, sizeof h, 1, g) == 1 && fwrite(buf, 1, got, g) == got;
  free(buf);
  return fclose(g) == 0 && ok ? 0 : -1;
}

/* -E / -M / -MM: the host pass's preprocessor only. */
static int preprocess_cu(const options *o, const paths *p, const char *in) {
  strvec a = {0};
  cuda_common(o, p, &a);
  sv_push(&a, "--cuda-host-only");
  sv_append(&a, &o->deps);
  if (o->output) {
    sv_push(&a, "-o");
    sv_push(&a, o->output);
  }
  sv_push(&a, in);
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc;
}

/* -rdc: runs the pass `a` (freed) as the preprocessor of `in` into `ii`,
 * then rewrites the device-side kernel launches of `ii` into `out`. */
static int rewrite_step(const options *o, strvec *a, const char *in,
                        const char *ii, const char *out) {
  sv_push(a, "-E");
  sv_push(a, "-o");
  sv_push(a, ii);
  sv_push(a, in);
  int rc = run_cmd(o, a);
  sv_free(a);
  if (rc)
    return rc;
  if (o->verbose)
    fprintf(stderr, "# cucc-dp-rewrite %s -> %s\n", ii, out);
  if (dp_rewrite_file(ii, out)) {
    fprintf(stderr, "cucc fatal   : cannot write %s\n", out);
    return -1;
  }
  return 0;
}

int compile_cu(const options *o, const paths *p, const char *in,
               const char *obj, const char *tmpdir) {
  if (o->preprocess)
    return preprocess_cu(o, p, in);
  int rc = -1;
  char *bc = tmp_name(o, tmpdir, in, ".dev.bc");
  char *dobj = tmp_name(o, tmpdir, in, ".dev.o");
  char *dll = o->keep ? tmp_name(o, tmpdir, in, ".dev.ll") : NULL;
  char *so = tmp_name(o, tmpdir, in, ".dev.so");
  char *fat = tmp_name(o, tmpdir, in, ".cucc.fatbin");
  char *ii = o->rdc ? tmp_name(o, tmpdir, in, ".dev.ii") : NULL;
  char *dii = o->rdc ? tmp_name(o, tmpdir, in, ".dev.dp.ii") : NULL;
  char *hii = o->rdc ? tmp_name(o, tmpdir, in, ".host.ii") : NULL;
  char *hdii = o->rdc ? tmp_name(o, tmpdir, in, ".host.dp.ii") : NULL;
  strvec a = {0};

  /* 1. device pass: clang emits NVPTX IR, unoptimized (we optimize for the
   *    CPU after lowering). Warnings come from the host pass only. With
   *    -rdc=true, device-side kernel launches are first rewritten in the
   *    preprocessed file (dp_rewrite.c), which is compiled instead. */
  const char *dev_in = in;
  for (int step = o->rdc ? 0 : 1; step < 2; step++) {
    cuda_common_x(o, p, &a, step == 1 && o->rdc);
    sv_push(&a, "--cuda-device-only");
    sv_push(&a, "--cuda-gpu-arch=sm_80");
    sv_push(&a, "-U__CUDA_ARCH__");
    sv_pushf(&a, "-D__CUDA_ARCH__=%u", o->arch);
    sv_push(&a, "-O3");
    sv_push(&a, "-Xclang");
    sv_push(&a, "-disable-llvm-passes");
    sv_push(&a, "-w");
    /* nvcc's floating-point modes (src/lower/fp_modes.c); device math never
     * sets errno, which lets clang use LLVM's math intrinsics */
    sv_push(&a, "-fno-math-errno");
    device_debug_flags(o, &a);
    if (o->fmad == 0)
      sv_push(&a, "-ffp-contract=off");
    if (o->ftz > 0 || (o->ftz < 0 && o->fast_math))
      sv_push(&a, "-fgpu-flush-denormals-to-zero");
    if (o->fast_math) {
      sv_push(&a, "-fgpu-approx-transcendentals");
      if (o->prec_div > 0) /* keeps x / y exact */
        sv_push(&a, "-D__CUCC_PREC_DIV__");
    }
    if (step == 0) { /* -rdc: preprocess, then rewrite the launches */
      if (rewrite_step(o, &a, in, ii, dii))
        goto out;
      dev_in = dii;
      continue;
    }
    sv_push(&a, "-emit-llvm");
    sv_push(&a, "-c");
    sv_push(&a, "-o");
    sv_push(&a, bc);
    sv_push(&a, dev_in);
    if (run_cmd(o, &a))
      goto out;
    sv_free(&a);
  }

  /* 2. lowering to a CPU object */
  {
    cucc_lower_opts lo = {bc,
                          p->support,
                          dobj,
                          dll,
                          o->arch,
                          o->device_debug ? 0 : 3,
                          o->device_debug ? 2 : o->debug ? 1 : 0,
                          p->include};
    char *err = NULL;
    if (o->verbose)
      fprintf(stderr, "# cucc-lower %s -> %s\n", bc, dobj);
    if (cucc_lower(&lo, &err)) {
      fprintf(stderr, "%s: %s\n", in, err);
      free(err);
      goto out;
    }
  }

  /* 3. the device image: a shared object with no dependency on libcudart */
  sv_push(&a, p->clang);
  sv_push(&a, "-shared");
  sv_push(&a, "-fuse-ld=lld");
  sv_push(&a, "-Wl,-Bsymbolic");
  sv_push(&a, "-Wl,-z,noexecstack");
  sv_push(&a, "-o");
  sv_push(&a, so);
  sv_push(&a, dobj);
  sv_push(&a, "-lm");
  if (run_cmd(o, &a))
    goto out;
  sv_free(&a);
  if (wrap_image(so, fat)) {
    fprintf(stderr, "cucc fatal   : cannot write %s\n", fat);
    goto out;
  }

  /* 4. host pass with the image embedded as the "GPU binary"; with -rdc,
   *    on the rewritten file too (clang rejects a device-side launch of a
   *    template kernel in the host pass as well) */
  const char *host_in = in;
  for (int step = o->rdc ? 0 : 1; step < 2; step++) {
    cuda_common_x(o, p, &a, step == 1 && o->rdc);
    sv_push(&a, "--cuda-host-only");
    if (step == 0) {
      sv_append(&a, &o->deps); /* the dependencies come from here */
      if (rewrite_step(o, &a, in, hii, hdii))
        goto out;
      host_in = hdii;
      continue;
    }
    sv_push(&a, "-Xclang");
    sv_push(&a, "-fcuda-include-gpubinary");
    sv_push(&a, "-Xclang");
    sv_push(&a, fat);
    sv_pushf(&a, "-O%d", o->opt < 0 ? 0 : o->opt);
    if (o->no_warnings)
      sv_push(&a, "-w");
    sv_push(&a, "-fPIC");
    sv_append(&a, &o->host_extra);
    if (!o->rdc)
      sv_append(&a, &o->deps); /* the host pass sees every header */
    sv_push(&a, "-c");
    sv_push(&a, "-o");
    sv_push(&a, obj);
    sv_push(&a, host_in);
    rc = run_cmd(o, &a);
  }
out:
  sv_free(&a);
  free(bc);
  free(dobj);
  free(dll);
  free(so);
  free(fat);
  free(ii);
  free(dii);
  free(hii);
  free(hdii);
  return rc;
}

int compile_host_only(const options *o, const paths *p, const char *in,
                      lang kind, const char *obj) {
  strvec a = {0};
  sv_push(&a, kind == LANG_C ? p->clang : p->clangxx);
  sv_push(&a, "-x");
  sv_push(&a, kind == LANG_C ? "c" : "c++");
  if (o->std && kind != LANG_C)
    sv_pushf(&a, "-std=%s", o->std);
  sv_push(&a, "-isystem");
  sv_push(&a, p->include);
  sv_append(&a, &o->pp);
  sv_pushf(&a, "-O%d", o->opt < 0 ? 0 : o->opt);
  if (o->debug)
    sv_push(&a, DEBUG_FLAG);
  if (o->no_warnings)
    sv_push(&a, "-w");
  sv_push(&a, "-fPIC");
  sv_append(&a, &o->host_extra);
  sv_append(&a, &o->deps);
  if (o->preprocess) {
    if (o->output) {
      sv_push(&a, "-o");
      sv_push(&a, o->output);
    }
    sv_push(&a, in);
    int r = run_cmd(o, &a);
    sv_free(&a);
    return r;
  }
  sv_push(&a, "-c");
  sv_push(&a, "-o");
  sv_push(&a, obj);
  sv_push(&a, in);
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc;
}

int link_program(const options *o, const paths *p, const strvec *objs) {
  strvec a = {0};
  sv_push(&a, p->clangxx);
  sv_push(&a, "-fuse-ld=lld");
  if (o->shared)
    sv_push(&a, "-shared");
  if (o->debug)
    sv_push(&a, DEBUG_FLAG);
  sv_push(&a, "-o");
  sv_push(&a, o->output ? o->output : "a.out");
  sv_append(&a, objs);
  sv_append(&a, &o->host_extra);
  sv_append(&a, &o->link_extra);
  sv_pushf(&a, "-L%s", p->libdir);
  sv_pushf(&a, "-Wl,-rpath,%s", p->libdir);
  sv_push(&a, "-lcudart");
  sv_push(&a, "-lpthread");
  sv_push(&a, "-ldl");
  sv_push(&a, "-lm");
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc;
}
