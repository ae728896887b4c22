/* The compilation steps of cucc: the device pass of clang, the lowering,
 * the device image link, the host pass with the image embedded, and the
 * final link against libcudart. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

/* DWARF 4: Debian 12's valgrind (3.19) gives up on clang's DWARF 5 */
#define DEBUG_FLAG "-gdwarf-4"
/* the launch ABI clang emits (any CUDA >= 10.1 gives the same); the CUDA
 * version programs see is o->cuda_version (version.c) */
#define CUDA_SDK_VERSION "12.4"

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
  dialect_flags(a); /* what nvcc's front end only warns about */
  front_end_diag_flags(a); /* diagnostics.c */
  /* gcc's default dialect, which nvcc programs see (typeof, ...) */
  sv_pushf(a, "-std=%s", o->std ? o->std : "gnu++17");
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
  if (!o->debug && !o->device_debug && !o->lineinfo)
    return;
  if (!o->debug && !o->device_debug) /* -lineinfo alone: not the host pass */
    sv_push(a, DEBUG_FLAG);
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

char *tmp_name(const options *o, const char *tmpdir, const char *in,
               const char *ext) {
  char *stem = stem_of(in), *name = NULL;
  const char *dir = o->keep ? (o->keep_dir ? o->keep_dir : ".") : tmpdir;
  if (asprintf(&name, "%s/%s%s", dir, stem, ext) < 0)
    name = NULL;
  free(stem);
  return name;
}

/* -E / -M / -MM (to -o or stdout) and -cuda (to `out`): the host pass's
 * preprocessor only. */
static int preprocess_cu(const options *o, const paths *p, const char *in,
                         const char *out) {
  strvec a = {0};
  cuda_common(o, p, &a);
  sv_push(&a, "--cuda-host-only");
  sv_append(&a, &o->dev_extra);
  if (o->emit == EMIT_CUDA_II)
    sv_push(&a, "-E");
  else
    sv_append(&a, &o->deps);
  if (out) {
    sv_push(&a, "-o");
    sv_push(&a, out);
  }
  sv_push(&a, in);
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc;
}

/* -rdc, or nvcc's dialect (dialect.c): runs the pass `a` (freed) as the
 * preprocessor of `in` into `ii`, then joins spaced chevrons and, with
 * -rdc, rewrites the device-side kernel launches of `ii` into `out`. */
static int rewrite_step(const options *o, strvec *a, const char *in,
                        const char *ii, const char *out) {
  sv_push(a, "-E");
  sv_push(a, "-o");
  sv_push(a, ii);
  sv_push(a, in);
  int rc = run_front_end(o, a, in);
  sv_free(a);
  if (rc)
    return rc > 0 ? 2 : rc;
  if (!o->rdc) {
    if (note_step(o, "cucc-dialect %s -> %s", ii, out) &&
        dialect_fix_file(ii, out)) {
      fprintf(stderr, "cucc fatal   : cannot write %s\n", out);
      return -1;
    }
    return 0;
  }
  if (!note_step(o, "cucc-dp-rewrite %s -> %s", ii, out))
    return 0;
  if (dialect_fix_file(ii, ii) || dp_rewrite_file(ii, out)) {
    fprintf(stderr, "cucc fatal   : cannot write %s\n", out);
    return -1;
  }
  return 0;
}

/* The flags of a host compile (the host pass of a .cu file, a .c/.cpp). */
static void host_flags(const options *o, strvec *a) {
  sv_pushf(a, "-O%d", o->opt < 0 ? 0 : o->opt);
  if (o->no_warnings)
    sv_push(a, "-w");
  if (o->werror)
    sv_push(a, "-Werror");
  sv_push(a, "-fPIC");
  sv_append(a, &o->host_cflags);
  sv_append(a, &o->host_extra);
}

/* What the device pass writes for -ptx, -ltoir, --fdevice-syntax-only. */
static void device_output(const options *o, strvec *a, const char *bc,
                          const char *ll) {
  if (o->emit == EMIT_SYNTAX) {
    sv_push(a, "-fsyntax-only");
    return;
  }
  sv_push(a, "-emit-llvm");
  sv_push(a, o->emit == EMIT_PTX ? "-S" : "-c");
  sv_push(a, "-o");
  sv_push(a, o->emit == EMIT_PTX ? ll : bc);
}

/* -ptx: the device module as LLVM IR text after a first comment line that
 * tells a later cuModuleLoad what it is (docs/NVCC_OPTIONS.md). */
static int write_ptx(const options *o, const char *ll, const char *out) {
  if (!note_step(o, "cucc-ptx %s -> %s", ll, out))
    return 0;
  FILE *f = fopen(ll, "rb"), *g = fopen(out, "wb");
  int ok = f && g && fputs("// cucc device module (LLVM IR)\n", g) >= 0;
  char buf[65536];
  size_t n;
  while (ok && (n = fread(buf, 1, sizeof buf, f)) > 0)
    ok = fwrite(buf, 1, n, g) == n;
  if (f)
    fclose(f);
  if (g && fclose(g))
    ok = 0;
  if (!ok)
    fprintf(stderr, "cucc fatal   : cannot write %s\n", out);
  return ok ? 0 : -1;
}

/* A failed clang pass over a .cu file: the front end's exit status 2, as
 * nvcc's; other failures stay failures. */
static int front_end(const options *o, strvec *a, const char *in) {
  int rc = run_front_end(o, a, in);
  return rc > 0 ? 2 : rc;
}

int compile_cu(const options *o, const paths *p, const char *in,
               const char *obj, const char *tmpdir) {
  if (o->preprocess || o->emit == EMIT_CUDA_II)
    return preprocess_cu(o, p, in, o->emit == EMIT_CUDA_II ? obj : o->output);
  if (check_device_targets(o))
    return -1;
  int rc = -1;
  /* -rdc, or source in nvcc's dialect: each pass compiles a rewritten
   * preprocessed file */
  bool pre = o->rdc || needs_dialect_fix(in);
  char *bc = o->emit == EMIT_LTOIR ? strdup(obj) : tmp_name(o, tmpdir, in, ".dev.bc");
  char *ll = tmp_name(o, tmpdir, in, ".dev.ptx.ll");
  char *fat = o->emit == EMIT_FATBIN ? strdup(obj) : tmp_name(o, tmpdir, in, ".cucc.fatbin");
  char *ii = pre ? tmp_name(o, tmpdir, in, ".dev.ii") : NULL;
  char *dii = pre ? tmp_name(o, tmpdir, in, ".dev.dp.ii") : NULL;
  char *hii = pre ? tmp_name(o, tmpdir, in, ".host.ii") : NULL;
  char *hdii = pre ? tmp_name(o, tmpdir, in, ".host.dp.ii") : NULL;
  strvec a = {0};

  /* 1. device pass: clang emits NVPTX IR, unoptimized (we optimize for the
   *    CPU after lowering). Warnings come from the host pass only. With
   *    -rdc=true, device-side kernel launches are first rewritten in the
   *    preprocessed file (dp_rewrite.c), which is compiled instead. */
  const char *dev_in = in;
  for (int step = pre ? 0 : 1; step < 2; step++) {
    cuda_common_x(o, p, &a, step == 1 && pre);
    if (o->rdc)
      rdc_pass_flags(&a, in, obj);
    sv_push(&a, "--cuda-device-only");
    sv_push(&a, "--cuda-gpu-arch=sm_80");
    sv_push(&a, "-U__CUDA_ARCH__");
    sv_pushf(&a, "-D__CUDA_ARCH__=%u", o->arch);
    sv_push(&a, "-O3");
    sv_push(&a, "-Xclang");
    sv_push(&a, "-disable-llvm-passes");
    sv_push(&a, "-w");
    sv_append(&a, &o->dev_extra);
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
    if (step == 0) { /* preprocess, then rewrite */
      if (rewrite_step(o, &a, in, ii, dii))
        goto out;
      dev_in = dii;
      continue;
    }
    if (o->emit == EMIT_PTX || o->emit == EMIT_LTOIR || o->emit == EMIT_SYNTAX) {
      device_output(o, &a, bc, ll);
      sv_push(&a, dev_in);
      if ((rc = front_end(o, &a, in)))
        goto out;
      rc = o->emit == EMIT_PTX ? write_ptx(o, ll, obj) : 0;
      goto out;
    }
    sv_push(&a, "-emit-llvm");
    sv_push(&a, "-c");
    sv_push(&a, "-o");
    sv_push(&a, bc);
    sv_push(&a, dev_in);
    if ((rc = front_end(o, &a, in)))
      goto out;
    rc = -1;
    sv_free(&a);
  }

  /* 2-3. lowering, once, and a device image per ISA level (image.c); with
   *      -rdc, the bitcode for the device link */
  if (o->rdc) {
    if (note_step(o, "cucc-rdc-wrap %s -> %s", bc, fat) &&
        rdc_wrap_bitcode(o, bc, fat)) {
      fprintf(stderr, "cucc fatal   : cannot write %s\n", fat);
      goto out;
    }
  } else if ((!o->dryrun && nonrdc_extern_vars(bc, in)) ||
             build_device_image(o, p, in, tmpdir, bc,
                                o->emit == EMIT_CUBIN ? obj : NULL, fat,
                                report_unresolved_nonrdc, NULL)) {
    goto out;
  }
  if (o->emit == EMIT_CUBIN) {
    rc = 0;
    goto out;
  }
  if (o->emit == EMIT_FATBIN) {
    rc = 0;
    goto out;
  }

  /* 4. host pass with the image embedded as the "GPU binary"; with -rdc,
   *    on the rewritten file too (clang rejects a device-side launch of a
   *    template kernel in the host pass as well) */
  const char *host_in = in;
  for (int step = pre ? 0 : 1; step < 2; step++) {
    cuda_common_x(o, p, &a, step == 1 && pre);
    if (o->rdc)
      rdc_pass_flags(&a, in, obj);
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
    host_flags(o, &a);
    if (!pre)
      sv_append(&a, &o->deps); /* the host pass sees every header */
    sv_push(&a, "-c");
    sv_push(&a, "-o");
    sv_push(&a, obj);
    sv_push(&a, host_in);
    rc = front_end(o, &a, in);
  }
out:
  sv_free(&a);
  free(bc);
  free(ll);
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
  sv_push(&a, host_compiler(o, p, kind));
  sv_push(&a, "-x");
  sv_push(&a, kind == LANG_C ? "c" : "c++");
  if (o->std && kind != LANG_C)
    sv_pushf(&a, "-std=%s", o->std);
  if (kind != LANG_C && host_is_clang(o))
    dialect_flags(&a); /* g++, nvcc's host compiler, only warns too */
  sv_push(&a, "-isystem");
  sv_push(&a, p->include);
  sv_append(&a, &o->pp);
  if (o->debug)
    sv_push(&a, DEBUG_FLAG);
  host_flags(o, &a);
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

int link_program(const options *o, const paths *p, const strvec *objs,
                 const char *out) {
  strvec a = {0};
  /* cucc's host-link (clang++ -fuse-ld=lld with cucc's rpath, main.c), or
   * -ccbin's compiler */
  sv_push(&a, o->ccbin ? host_compiler(o, p, LANG_CXX) : p->hostlink);
  if (o->ccbin && host_is_clang(o))
    sv_push(&a, "-fuse-ld=lld");
  if (o->shared)
    sv_push(&a, "-shared");
  if (o->debug)
    sv_push(&a, DEBUG_FLAG);
  sv_push(&a, "-o");
  sv_push(&a, out);
  sv_append(&a, objs);
  sv_append(&a, &o->host_extra);
  link_libraries(o, p, &a);
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc;
}
