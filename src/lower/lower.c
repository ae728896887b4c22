/* Orchestrates the device lowering: parse clang's NVPTX bitcode, retarget it
 * to the host CPU, link the device support library, generate kernel entries,
 * replace built-ins and shared memory, optimize, and emit a CPU object. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "lower.h"
#include "lower_internal.h"
#include "perf_passes.h"

static LLVMModuleRef load_bc(lower *L, const char *path) {
  LLVMMemoryBufferRef buf;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    lower_fail(L, "cannot read %s: %s", path, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef m = NULL;
  if (LLVMParseBitcodeInContext2(L->ctx, buf, &m))
    lower_fail(L, "cannot parse %s", path);
  LLVMDisposeMemoryBuffer(buf);
  return m;
}

/* A target machine of the host's architecture for `cpu` ("": its baseline)
 * and `features`. */
static LLVMTargetMachineRef make_tm(lower *L, const char *cpu,
                                   const char *features, int opt) {
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  char *triple = LLVMGetDefaultTargetTriple();
  LLVMTargetRef t;
  char *msg = NULL;
  if (LLVMGetTargetFromTriple(triple, &t, &msg)) {
    lower_fail(L, "no LLVM target for %s: %s", triple, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    LLVMDisposeMessage(triple);
    return NULL;
  }
  LLVMCodeGenOptLevel lvl = opt <= 0   ? LLVMCodeGenLevelNone
                            : opt == 1 ? LLVMCodeGenLevelLess
                            : opt == 2 ? LLVMCodeGenLevelDefault
                                       : LLVMCodeGenLevelAggressive;
  LLVMTargetMachineRef tm = LLVMCreateTargetMachine(
      t, triple, cpu, features, lvl, LLVMRelocPIC, LLVMCodeModelDefault);
  LLVMDisposeMessage(triple);
  return tm;
}

/* The lowering works with the architecture's baseline target machine: the
 * data layout is that of every CPU of the architecture. */
static int make_target(lower *L) {
  L->tm = make_tm(L, "", "", 3);
  if (!L->tm)
    return -1;
  char *triple = LLVMGetDefaultTargetTriple();
  LLVMSetTarget(L->mod, triple);
  LLVMDisposeMessage(triple);
  L->td = LLVMCreateTargetDataLayout(L->tm);
  char *dl = LLVMCopyStringRepOfTargetData(L->td);
  LLVMSetDataLayout(L->mod, dl);
  LLVMDisposeMessage(dl);
  return 0;
}

/* Drop what only makes sense on NVPTX. */
static void retarget_functions(lower *L) {
  unsigned conv = LLVMGetEnumAttributeKindForName("convergent", 10);
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    remove_string_fn_attr(f, "target-cpu");
    remove_string_fn_attr(f, "target-features");
    remove_string_fn_attr(f, "tune-cpu");
    remove_string_fn_attr(f, "uniform-work-group-size");
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, conv);
    FOR_EACH_INSTRUCTION(f, bb, in)
    if (LLVMIsACallInst(in))
      LLVMRemoveCallSiteEnumAttribute(in, LLVMAttributeFunctionIndex, conv);
  }
}

/* Calls that clang emits under NVPTX names and the support library
 * implements under ours. */
static void rename_device_calls(lower *L) {
  static const char *const map[][2] = {
      {"vprintf", "__cucc_vprintf"},
      {"llvm.nvvm.barrier0", "__cucc_syncthreads"},
      /* device assert, __builtin_trap/__builtin_debugtrap, and the device
       * heap (operator new/delete call malloc/free too): only device code
       * is in this module */
      {"__assert_fail", "__cucc_assert_fail"},
      {"llvm.trap", "__cucc_trap"},
      {"llvm.debugtrap", "__cucc_brkpt"},
      {"malloc", "__cucc_malloc"},
      {"free", "__cucc_free"},
  };
  for (size_t i = 0; i < sizeof map / sizeof *map; i++) {
    LLVMValueRef f = LLVMGetNamedFunction(L->mod, map[i][0]);
    if (!f || !LLVMIsDeclaration(f))
      continue;
    LLVMValueRef to = LLVMGetNamedFunction(L->mod, map[i][1]);
    if (to) {
      LLVMReplaceAllUsesWith(f, to);
      LLVMDeleteFunction(f);
    } else {
      LLVMSetValueName2(f, map[i][1], strlen(map[i][1]));
    }
  }
}

/* __device__ and __constant__ variables stay globals of the image, exported
 * so that the runtime can find the ones the host registers by name. */
static void export_device_variables(lower *L) {
  static const char *const drop[] = {"llvm.used", "llvm.compiler.used"};
  for (size_t i = 0; i < 2; i++) {
    LLVMValueRef g = LLVMGetNamedGlobal(L->mod, drop[i]);
    if (g)
      LLVMDeleteGlobal(g);
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(L->mod); g;
       g = LLVMGetNextGlobal(g)) {
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    if ((as != AS_GLOBAL && as != AS_CONSTANT) || LLVMIsDeclaration(g))
      continue;
    LLVMLinkage lk = LLVMGetLinkage(g);
    if (lk == LLVMInternalLinkage || lk == LLVMPrivateLinkage)
      LLVMSetLinkage(g, LLVMExternalLinkage);
    LLVMSetVisibility(g, LLVMDefaultVisibility);
  }
}

int run_passes(lower *L, const char *passes) {
  LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(L->mod, passes, L->tm, o);
  LLVMDisposePassBuilderOptions(o);
  if (e) {
    char *m = LLVMGetErrorMessage(e);
    lower_fail(L, "LLVM passes '%s' failed: %s", passes, m);
    LLVMDisposeErrorMessage(m);
    return -1;
  }
  return 0;
}

static int verify(lower *L, const char *stage) {
  char *msg = NULL;
  if (LLVMVerifyModule(L->mod, LLVMReturnStatusAction, &msg)) {
    lower_fail(L, "internal error: invalid IR after %s:\n%s", stage,
               msg ? msg : "");
    LLVMDisposeMessage(msg);
    return -1;
  }
  LLVMDisposeMessage(msg);
  return 0;
}

/* LLVM's own warnings (e.g. "loop not unrolled" for a `#pragma unroll` over
 * a runtime bound, frequent in CUB) are not the user's business: nvcc does
 * not print them. Errors still go to stderr. */
static void diagnostic(LLVMDiagnosticInfoRef d, void *arg) {
  (void)arg;
  if (LLVMGetDiagInfoSeverity(d) != LLVMDSError)
    return;
  char *m = LLVMGetDiagInfoDescription(d);
  fprintf(stderr, "error: %s\n", m);
  LLVMDisposeMessage(m);
}

struct cucc_lowered {
  lower L;
  int opt_level;
};

void cucc_lowered_free(cucc_lowered *m) {
  if (!m)
    return;
  lower *L = &m->L;
  for (unsigned i = 0; i < L->nkernels; i++) {
    free(L->kernels[i].name);
    free(L->kernels[i].param_sizes);
    free(L->kernels[i].param_aligns);
    free(L->kernels[i].region_iv);
  }
  free(L->kernels);
  if (L->td)
    LLVMDisposeTargetData(L->td);
  if (L->tm)
    LLVMDisposeTargetMachine(L->tm);
  if (L->mod)
    LLVMDisposeModule(L->mod);
  LLVMContextDispose(L->ctx);
  free(L->err);
  free(m);
}

int cucc_lower_module(const cucc_lower_opts *o, cucc_lowered **out,
                      char **err) {
  cucc_lowered *m = calloc(1, sizeof *m);
  if (!m) {
    *err = strdup("out of memory");
    return -1;
  }
  lower *L = &m->L;
  m->opt_level = o->opt_level < 0 ? 0 : o->opt_level > 3 ? 3 : o->opt_level;
  L->ctx = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(L->ctx, diagnostic, NULL);
  L->arch = o->arch;
  L->debug = o->debug;
  L->include_dir = o->include_dir;
  L->i8 = LLVMInt8TypeInContext(L->ctx);
  L->i32 = LLVMInt32TypeInContext(L->ctx);
  L->i64 = LLVMInt64TypeInContext(L->ctx);
  L->ptr = LLVMPointerTypeInContext(L->ctx, 0);
  L->voidt = LLVMVoidTypeInContext(L->ctx);
  L->mod = load_bc(L, o->input_bc);
  LLVMModuleRef support = L->mod ? load_bc(L, o->support_bc) : NULL;
  if (L->err)
    goto out;
  if (!o->debug) {
    LLVMStripModuleDebugInfo(L->mod);
    LLVMStripModuleDebugInfo(support);
  }
  if (make_target(L))
    goto out;
  LLVMSetTarget(support, LLVMGetTarget(L->mod));
  LLVMSetDataLayout(support, LLVMGetDataLayoutStr(L->mod));
  retarget_functions(L);
  if (lower_inline_ptx(L) || lower_managed_variables(L) || make_division_safe(L) ||
      make_shifts_ptx(L) ||
      lower_fp_to_int(L) || lower_math_calls(L) || find_kernels(L) ||
      (o->sanitize && sanitize_module(L, o->sanitize)))
    goto out;
  if (LLVMLinkModules2(L->mod, support)) {
    support = NULL;
    lower_fail(L, "cannot link the device support library");
    goto out;
  }
  support = NULL;
  retarget_functions(L); /* the support library's target CPU too */
  rename_device_calls(L);
  mark_ftz_kernels(L);
  /* -G: barrier kernels stay fibers (regions need the kernel inlined) */
  if (debug_info_functions(L) || build_entries(L) || lower_ptx_exit(L) ||
      debug_info_prepare(L) || run_passes(L, "always-inline") ||
      (L->debug < 2 && form_regions(L)) ||
      lower_ftz_entries(L) || replace_builtins(L) ||
      insert_lockstep_points(L) || lower_fp_contract(L) ||
      lower_texture_objects(L))
    goto out;
  export_device_variables(L);
  if (lower_shared_memory(L))
    goto out;
  debug_info_finish(L);
  /* what no target needs goes before the copies (cucc_codegen); -O0 keeps
   * the headers' unused functions, which globaldce removes */
  if (verify(L, "lowering") || run_passes(L, "globaldce") ||
      check_inline_ptx(L))
    goto out;
  if (o->output_ll) { /* --keep: the lowered IR before optimization */
    char *msg = NULL;
    if (LLVMPrintModuleToFile(L->mod, o->output_ll, &msg))
      LLVMDisposeMessage(msg);
  }
out:
  if (support)
    LLVMDisposeModule(support);
  if (L->err) {
    *err = L->err;
    L->err = NULL;
    cucc_lowered_free(m);
    return -1;
  }
  *out = m;
  return 0;
}

int cucc_codegen(cucc_lowered *m, const cucc_target *t, const char *obj,
                 const char *ll, char **err) {
  lower *L = &m->L;
  LLVMModuleRef lowered = L->mod;
  LLVMTargetMachineRef base_tm = L->tm;
  L->mod = LLVMCloneModule(lowered);
  L->tm = make_tm(L, t->cpu, t->features, m->opt_level);
  char p[32];
  snprintf(p, sizeof p, "default<O%d>", m->opt_level);
  if (L->tm && !run_passes(L, p) && !version_loop_accumulators(L) &&
      !emit_module_info(L)) {
    fix_shift_amounts(L);
    char *msg = NULL;
    if (ll && LLVMPrintModuleToFile(L->mod, ll, &msg))
      LLVMDisposeMessage(msg);
    msg = NULL;
    if (LLVMTargetMachineEmitToFile(L->tm, L->mod, (char *)obj,
                                    LLVMObjectFile, &msg)) {
      lower_fail(L, "cannot write %s: %s", obj, msg ? msg : "?");
      LLVMDisposeMessage(msg);
    }
  }
  if (L->tm)
    LLVMDisposeTargetMachine(L->tm);
  LLVMDisposeModule(L->mod);
  L->mod = lowered;
  L->tm = base_tm;
  if (L->err) {
    *err = L->err;
    L->err = NULL;
    return -1;
  }
  return 0;
}
