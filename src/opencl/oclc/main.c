/* cucc-oclc: the OpenCL C compiler that libcucc_opencl runs (lib/cucc/oclc).
 *
 *   oclc -c OUT.bc IN.cl [-- OPTIONS]     compile (clCompileProgram)
 *   oclc -link OUT.so IN.bc... [-- OPTIONS]  link and build a device image
 *   oclc -lib OUT.bc IN.bc... [-- OPTIONS]   link objects into a library
 *   oclc -build OUT.so IN.cl [-- OPTIONS]   both (clBuildProgram)
 *   oclc -check [-- OPTIONS]               exit 0 when the options are valid
 *
 * OPTIONS are clBuildProgram's: -D, -I, -cl-std=, the -cl-* flags, -w,
 * -Werror. Source goes through clang-19 (-x cl, NVPTX target, as a .cu
 * file's device pass), is linked with the OpenCL C built-in library
 * (lib/cucc/opencl_builtins.bc, src/opencl/clc/), given the kernel ABI of
 * kernel_abi.c, and then lowered and compiled by cucc's own lowering into
 * one shared object for this CPU (src/driver/image.c). Exit status: 0, 1 for
 * a compile or link error (messages on stderr: the build log), 2 for an
 * invalid option. */
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/Linker.h>

#include "../../driver/driver.h"
#include "oclc.h"

#ifndef CUCC_CLANG
#define CUCC_CLANG "clang-19"
#endif

/* root/lib/cucc/oclc -> root */
static int oclc_paths(paths *p) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0)
    return -1;
  exe[n] = 0;
  for (int i = 0; i < 3; i++) {
    char *slash = strrchr(exe, '/');
    if (!slash)
      return -1;
    *slash = 0;
  }
  p->root = strdup(exe);
  p->include = path_join(p->root, "include");
  p->libdir = path_join(p->root, "lib");
  p->support = path_join(p->root, "lib/cucc/device_support.bc");
  const char *c = getenv("CUCC_CLANG");
  p->clang = strdup(c && *c ? c : CUCC_CLANG);
  return 0;
}

/* The build options: what clang gets (*cl) and whether they are valid. */
static int parse_build_options(int argc, char **argv, strvec *cl, int *std) {
  static const char *const flags[] = {
      "-cl-opt-disable", "-cl-mad-enable", "-cl-no-signed-zeros",
      "-cl-unsafe-math-optimizations", "-cl-finite-math-only",
      "-cl-fast-relaxed-math", "-cl-denorms-are-zero",
      "-cl-single-precision-constant", "-cl-fp32-correctly-rounded-divide-sqrt",
      "-cl-kernel-arg-info", "-cl-uniform-work-group-size",
      "-cl-no-subgroup-ifp", "-w", "-Werror", "-cl-strict-aliasing"};
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-D") || !strcmp(a, "-I")) {
      if (i + 1 >= argc) {
        fprintf(stderr, "error: %s needs an argument\n", a);
        return 2;
      }
      sv_pushf(cl, "%s%s", a, argv[++i]);
      continue;
    }
    if (!strncmp(a, "-D", 2) || !strncmp(a, "-I", 2)) {
      sv_push(cl, a);
      continue;
    }
    if (!strncmp(a, "-cl-std=", 8)) {
      const char *v = a + 8;
      if (!strcmp(v, "CL1.0") || !strcmp(v, "CL1.1") || !strcmp(v, "CL1.2"))
        *std = v[4] == '0' ? 100 : v[4] == '1' ? 110 : 120;
      else if (!strcmp(v, "CL2.0") || !strcmp(v, "CL3.0"))
        *std = v[2] == '2' ? 200 : 300;
      else {
        fprintf(stderr, "error: invalid value '%s' in '%s'\n", v, a);
        return 2;
      }
      continue;
    }
    bool ok = false;
    for (size_t k = 0; k < sizeof flags / sizeof *flags; k++)
      ok |= !strcmp(a, flags[k]);
    if (!ok) {
      fprintf(stderr, "error: invalid build option '%s'\n", a);
      return 2;
    }
    if (!strcmp(a, "-cl-denorms-are-zero")) {
      /* float denormals flushed: cucc's lowering sets the CPU's FTZ/DAZ
       * modes around such kernels (src/lower/fp_modes.c) */
      sv_push(cl, "-Xclang");
      sv_push(cl, "-fdenormal-fp-math-f32=preserve-sign,preserve-sign");
    } else if (strcmp(a, "-cl-kernel-arg-info") &&
               strcmp(a, "-cl-strict-aliasing") &&
               strcmp(a, "-cl-no-subgroup-ifp"))
      sv_push(cl, a);
  }
  return 0;
}

static int compile_source(const options *o, const paths *p, const char *in,
                          const char *out, int std, const strvec *user) {
  strvec a = {0};
  sv_push(&a, p->clang);
  sv_push(&a, "-x");
  sv_push(&a, "cl");
  /* 2.0 is served as 3.0 (only 3.0's optional features are missing) */
  sv_pushf(&a, "-cl-std=CL%s",
           std == 100 ? "1.0" : std == 110 ? "1.1" : std == 120 ? "1.2" : "3.0");
  sv_push(&a, "-target");
  sv_push(&a, "nvptx64-nvidia-cuda");
  sv_push(&a, "-Xclang");
  sv_push(&a, "-fdeclare-opencl-builtins");
  sv_push(&a, "-Xclang");
  sv_push(&a, "-finclude-default-header");
  sv_push(&a, "-Xclang");
  sv_push(&a, "-cl-ext=+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,"
              "+cl_khr_fp16,+__opencl_c_images,+__opencl_c_3d_image_writes,"
              "+cl_khr_3d_image_writes,+__opencl_c_atomic_order_acq_rel,"
              "+__opencl_c_atomic_scope_device");
  sv_push(&a, "-cl-kernel-arg-info");
  sv_push(&a, "-O3");
  sv_push(&a, "-Xclang");
  sv_push(&a, "-disable-llvm-passes");
  sv_push(&a, "-fno-math-errno");
  sv_push(&a, "-D__CUCC__=1");
  sv_push(&a, "-D__CUCC_OPENCL__=1");
  sv_pushf(&a, "-I%s/include/opencl", p->root);
  sv_append(&a, user);
  sv_push(&a, "-emit-llvm");
  sv_push(&a, "-c");
  sv_push(&a, "-o");
  sv_push(&a, out);
  sv_push(&a, in);
  int rc = run_cmd(o, &a);
  sv_free(&a);
  return rc ? 1 : 0;
}

static LLVMModuleRef load_module(LLVMContextRef ctx, const char *path) {
  LLVMMemoryBufferRef buf;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    fprintf(stderr, "error: cannot read %s: %s\n", path, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef m = NULL;
  if (LLVMParseBitcodeInContext2(ctx, buf, &m)) {
    fprintf(stderr, "error: %s is not an OpenCL object of cucc\n", path);
    m = NULL;
  }
  LLVMDisposeMemoryBuffer(buf);
  return m;
}

/* Links the objects and (unless `library`: clLinkProgram's
 * -create-library) the built-in library and the kernel ABI, and writes the
 * bitcode `out` (for cucc's lowering, or a library). */
static int link_objects(const paths *p, char **objs, int n, const char *out,
                        bool library) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = load_module(ctx, objs[0]);
  int rc = m ? 0 : 1;
  for (int i = 1; i < n && !rc; i++) {
    LLVMModuleRef x = load_module(ctx, objs[i]);
    if (!x || LLVMLinkModules2(m, x)) {
      fprintf(stderr, "error: cannot link %s\n", objs[i]);
      rc = 1;
    }
  }
  char *lib = path_join(p->root, "lib/cucc/opencl_builtins.bc");
  LLVMModuleRef b = rc || library ? NULL : load_module(ctx, lib);
  if (!rc && !library && !b)
    rc = 1;
  if (!rc && !library) {
    ocl_prepare_library(b);
    if (LLVMLinkModules2(m, b)) {
      fprintf(stderr, "error: cannot link the OpenCL C library\n");
      rc = 1;
    }
  }
  char *err = NULL;
  if (!rc && !library)
    ocl_lower_printf(m);
  if (!rc && !library && ocl_kernel_abi(m, &err)) {
    fprintf(stderr, "error: %s\n", err);
    free(err);
    rc = 1;
  }
  if (!rc && LLVMWriteBitcodeToFile(m, out)) {
    fprintf(stderr, "error: cannot write %s\n", out);
    rc = 1;
  }
  free(lib);
  if (m)
    LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return rc;
}

static void report_undefined(void *ctx, const strvec *names) {
  (void)ctx;
  for (size_t i = 0; i < names->n; i++)
    fprintf(stderr, "error: undefined function '%s'\n", names->v[i]);
}

static int usage(void) {
  fprintf(stderr, "usage: oclc -c|-build|-link OUT IN... [-- OPTIONS] | "
                  "oclc -check [-- OPTIONS]\n");
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return usage();
  const char *mode = argv[1];
  int dash = argc;
  for (int i = 1; i < argc; i++)
    if (!strcmp(argv[i], "--")) {
      dash = i;
      break;
    }
  strvec user = {0};
  int std = 120;
  int rc = parse_build_options(argc - dash - (dash < argc), argv + dash + 1,
                               &user, &std);
  if (rc || !strcmp(mode, "-check"))
    return rc;
  if (dash < 4)
    return usage();
  const char *out = argv[2];
  char **ins = argv + 3;
  int nin = dash - 3;
  paths p = {0};
  if (oclc_paths(&p)) {
    fprintf(stderr, "error: cannot find cucc's installation\n");
    return 1;
  }
  options o = {0};
  o.arch = 800;
  o.target_cpu = getenv("CUCC_OPENCL_TARGET_CPU");
  if (!o.target_cpu)
    o.target_cpu = "native";
  o.verbose = getenv("CUCC_OPENCL_VERBOSE") != NULL;
  o.opt = 3;
  if (!strcmp(mode, "-c"))
    return nin == 1 ? compile_source(&o, &p, ins[0], out, std, &user) : usage();
  if (!strcmp(mode, "-lib"))
    return link_objects(&p, ins, nin, out, true);
  char *tmp = make_temp_dir();
  if (!tmp) {
    fprintf(stderr, "error: cannot create a temporary directory\n");
    return 1;
  }
  char *bc = path_join(tmp, "program.bc");
  char *linked = path_join(tmp, "linked.bc");
  char *fat = path_join(tmp, "program.fatbin");
  if (!strcmp(mode, "-build")) {
    rc = nin == 1 ? compile_source(&o, &p, ins[0], bc, std, &user) : usage();
    ins = &bc;
    nin = 1;
  } else if (strcmp(mode, "-link"))
    rc = usage();
  if (!rc)
    rc = link_objects(&p, ins, nin, linked, false);
  if (!rc)
    rc = build_device_image(&o, &p, "program.cl", tmp, linked, out, fat,
                            report_undefined, NULL)
             ? 1
             : 0;
  if (!getenv("CUCC_OPENCL_KEEP"))
    remove_temp_dir(tmp);
  else
    fprintf(stderr, "oclc: kept %s\n", tmp);
  free(bc);
  free(linked);
  free(fat);
  free(tmp);
  sv_free(&user);
  return rc;
}
