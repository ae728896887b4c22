/* Math library calls and nvcc's floating-point modes.
 *
 * Device code declares the C math functions __device__ (so that they
 * resolve to the C library), which keeps clang from treating them as
 * builtins: calls to sqrtf, floorf, fmaf, fminf, ... would stay library
 * calls that LLVM can neither inline nor vectorize. Those with an exact LLVM
 * intrinsic become that intrinsic here.
 *
 * FMA contraction as nvcc does it (below, lower_fp_contract).
 *
 * The modes, carried from the driver in the device IR:
 *
 * -use_fast_math: the driver passes clang -fgpu-approx-transcendentals, so
 * the header include/crt/cucc_math_functions.h defines __cucc_fastmath_sinf
 * and friends (marked `used`). When they are present, calls to sinf, cosf,
 * tanf, sincosf, expf, exp10f, logf, log2f, log10f, powf (and the LLVM
 * intrinsics for them) are redirected to them, and every float division to
 * __fdividef unless -prec-div=true is given too, as nvcc does (Table C-3 of
 * the guide).
 *
 * --ftz=true (implied by -use_fast_math): clang marks device functions with
 * "denormal-fp-math-f32"="preserve-sign". Kernels so marked get an entry
 * that sets the CPU's flush-to-zero and denormals-are-zero modes (MXCSR on
 * x86-64, FPCR.FZ on AArch64) and restores them when the last CUDA thread of
 * the block running on this OS thread leaves: a thread-local depth counts
 * the fibers of a block that are inside the kernel. The CPU flag covers
 * double precision too, where the GPU keeps denormals. */
#include <stdio.h>
#include <string.h>

#include "lower_internal.h"

static const char *const fast_names[][3] = {
    /* library name, LLVM intrinsic, substitute */
    {"sinf", "llvm.sin.f32", "__cucc_fastmath_sinf"},
    {"cosf", "llvm.cos.f32", "__cucc_fastmath_cosf"},
    {"tanf", "llvm.tan.f32", "__cucc_fastmath_tanf"},
    {"expf", "llvm.exp.f32", "__cucc_fastmath_expf"},
    {"exp10f", "llvm.exp10.f32", "__cucc_fastmath_exp10f"},
    {"logf", "llvm.log.f32", "__cucc_fastmath_logf"},
    {"log2f", "llvm.log2.f32", "__cucc_fastmath_log2f"},
    {"log10f", "llvm.log10.f32", "__cucc_fastmath_log10f"},
    {"powf", "llvm.pow.f32", "__cucc_fastmath_powf"},
    {"sincosf", NULL, "__cucc_fastmath_sincosf"},
};

static LLVMValueRef defined_function(lower *L, const char *name) {
  LLVMValueRef f = LLVMGetNamedFunction(L->mod, name);
  return f && !LLVMIsDeclaration(f) ? f : NULL;
}

/* Redirects every call of `from` to `to` (same signature). */
static void redirect(lower *L, const char *from, LLVMValueRef to) {
  LLVMValueRef f = LLVMGetNamedFunction(L->mod, from);
  if (!f || f == to || LLVMGlobalGetValueType(f) != LLVMGlobalGetValueType(to))
    return;
  LLVMReplaceAllUsesWith(f, to);
}

/* Float divisions that must stay IEEE even under -use_fast_math: the
 * rounding-mode intrinsics and __fdividef itself. */
static bool keeps_ieee_division(LLVMValueRef f) {
  size_t n;
  const char *name = LLVMGetValueName2(f, &n);
  return strstr(name, "__fdiv_rn") || strstr(name, "__frcp_rn") ||
         strstr(name, "__fdividef") || strstr(name, "__cucc_fastmath_");
}

/* C library functions whose result an LLVM intrinsic gives exactly. */
static const char *const exact_names[][2] = {
    {"sqrt", "llvm.sqrt"},
    {"fabs", "llvm.fabs"},
    {"floor", "llvm.floor"},
    {"ceil", "llvm.ceil"},
    {"trunc", "llvm.trunc"},
    {"rint", "llvm.rint"},
    {"nearbyint", "llvm.nearbyint"},
    {"round", "llvm.round"},
    {"fma", "llvm.fma"},
    {"fmin", "llvm.minnum"},
    {"fmax", "llvm.maxnum"},
    {"copysign", "llvm.copysign"},
};

static void use_intrinsics(lower *L) {
  LLVMTypeRef types[2] = {LLVMDoubleTypeInContext(L->ctx),
                          LLVMFloatTypeInContext(L->ctx)};
  for (size_t i = 0; i < sizeof exact_names / sizeof *exact_names; i++) {
    for (int k = 0; k < 2; k++) {
      char name[32];
      snprintf(name, sizeof name, "%s%s", exact_names[i][0], k ? "f" : "");
      LLVMValueRef f = LLVMGetNamedFunction(L->mod, name);
      if (!f || !LLVMIsDeclaration(f))
        continue;
      /* the prototype must be the C one: T(T), T(T, T) or T(T, T, T) */
      LLVMTypeRef fty = LLVMGlobalGetValueType(f);
      unsigned n = LLVMCountParamTypes(fty);
      LLVMTypeRef params[3];
      if (LLVMGetReturnType(fty) != types[k] || n < 1 || n > 3)
        continue;
      LLVMGetParamTypes(fty, params);
      bool ok = true;
      for (unsigned p = 0; p < n; p++)
        ok &= params[p] == types[k];
      const char *iname = exact_names[i][1];
      unsigned id = LLVMLookupIntrinsicID(iname, strlen(iname));
      if (!ok || !id || LLVMIntrinsicGetType(L->ctx, id, &types[k], 1) != fty)
        continue;
      /* calls only: an intrinsic's address cannot be taken */
      LLVMValueRef to = LLVMGetIntrinsicDeclaration(L->mod, id, &types[k], 1);
      LLVMUseRef u = LLVMGetFirstUse(f);
      while (u) {
        LLVMUseRef next = LLVMGetNextUse(u);
        LLVMValueRef c = LLVMGetUser(u);
        if (LLVMIsACallInst(c) && called_function(c) == f)
          LLVMSetOperand(c, (unsigned)LLVMGetNumOperands(c) - 1, to);
        u = next;
      }
    }
  }
}

int lower_math_calls(lower *L) {
  use_intrinsics(L);
  for (size_t i = 0; i < sizeof fast_names / sizeof *fast_names; i++) {
    LLVMValueRef to = defined_function(L, fast_names[i][2]);
    if (!to)
      continue; /* not compiled with -use_fast_math */
    redirect(L, fast_names[i][0], to);
    if (fast_names[i][1])
      redirect(L, fast_names[i][1], to);
  }
  LLVMValueRef fdividef = defined_function(L, "__cucc_fastmath_fdividef");
  if (!fdividef)
    return 0; /* no -use_fast_math, or -prec-div=true with it */
  LLVMTypeRef fty = LLVMGlobalGetValueType(fdividef);
  LLVMTypeRef f32 = LLVMFloatTypeInContext(L->ctx);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f) || keeps_ieee_division(f))
      continue;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef in = LLVMGetFirstInstruction(bb);
      while (in) {
        LLVMValueRef next = LLVMGetNextInstruction(in);
        if (LLVMGetInstructionOpcode(in) == LLVMFDiv && LLVMTypeOf(in) == f32) {
          LLVMValueRef args[2] = {LLVMGetOperand(in, 0), LLVMGetOperand(in, 1)};
          LLVMPositionBuilderBefore(b, in);
          LLVMValueRef c = LLVMBuildCall2(b, fty, fdividef, args, 2, "");
          LLVMReplaceAllUsesWith(in, c);
          LLVMInstructionEraseFromParent(in);
        }
        in = next;
      }
    }
  }
  LLVMDisposeBuilder(b);
  return 0;
}

/* ---- FMA contraction ------------------------------------------------------
 * nvcc fuses x*y+z into an FMA wherever the language allows (--fmad=true,
 * the default; clang marks such operations `contract`). LLVM's x86 back end
 * fuses too, but only a product with a single use, and passes that merge
 * instructions (CSE, the SLP vectorizer) drop the permission on the way.
 * Like NVPTX's "aggressive" fusion, every contractable fadd/fsub of a
 * contractable fmul becomes llvm.fmuladd here, before optimization: the
 * product survives for its other uses, and the back end emits an FMA when
 * the CPU has one. */

static bool contractable(LLVMValueRef v, LLVMOpcode op) {
  return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == op &&
         (LLVMGetFastMathFlags(v) & LLVMFastMathAllowContract);
}

static bool float_or_double(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}

static unsigned count_uses(LLVMValueRef v) {
  unsigned n = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
    n++;
  return n;
}

static void contract(lower *L, LLVMBuilderRef b, LLVMValueRef add) {
  LLVMOpcode op = LLVMGetInstructionOpcode(add);
  LLVMValueRef x = LLVMGetOperand(add, 0), y = LLVMGetOperand(add, 1);
  bool mx = contractable(x, LLVMFMul), my = contractable(y, LLVMFMul);
  /* with two products, fuse the one with fewer uses, as LLVM does */
  bool first = mx && (!my || count_uses(x) <= count_uses(y));
  LLVMValueRef mul = first ? x : y, other = first ? y : x;
  LLVMValueRef a = LLVMGetOperand(mul, 0), c = LLVMGetOperand(mul, 1);
  LLVMPositionBuilderBefore(b, add);
  if (op == LLVMFSub) {
    if (first) /* x*y - z = fma(x, y, -z) */
      other = LLVMBuildFNeg(b, other, "");
    else /* z - x*y = fma(-x, y, z) */
      a = LLVMBuildFNeg(b, a, "");
  }
  LLVMTypeRef ty = LLVMTypeOf(add);
  const char *name = "llvm.fmuladd";
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(L->mod, id, &ty, 1);
  LLVMValueRef args[3] = {a, c, other};
  LLVMValueRef call = LLVMBuildCall2(
      b, LLVMIntrinsicGetType(L->ctx, id, &ty, 1), fn, args, 3, "");
  LLVMSetFastMathFlags(call, LLVMGetFastMathFlags(add));
  LLVMReplaceAllUsesWith(add, call);
  LLVMInstructionEraseFromParent(add);
}

int lower_fp_contract(lower *L) {
  /* promote locals first, so that a product kept in a variable is seen */
  if (run_passes(L, "function(sroa)"))
    return -1;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef in = LLVMGetFirstInstruction(bb);
      while (in) {
        LLVMValueRef next = LLVMGetNextInstruction(in);
        LLVMOpcode op = LLVMGetInstructionOpcode(in);
        if ((op == LLVMFAdd || op == LLVMFSub) &&
            float_or_double(LLVMTypeOf(in)) &&
            (LLVMGetFastMathFlags(in) & LLVMFastMathAllowContract) &&
            (contractable(LLVMGetOperand(in, 0), LLVMFMul) ||
             contractable(LLVMGetOperand(in, 1), LLVMFMul)))
          contract(L, b, in);
        in = next;
      }
    }
  }
  LLVMDisposeBuilder(b);
  return 0;
}

static bool wants_ftz(LLVMValueRef fn) {
  const char *k = "denormal-fp-math-f32";
  LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(
      fn, LLVMAttributeFunctionIndex, k, (unsigned)strlen(k));
  if (!a)
    return false;
  unsigned n;
  const char *v = LLVMGetStringAttributeValue(a, &n);
  return n >= 13 &&
         (!strncmp(v, "preserve-sign", 13) || !strncmp(v, "positive-zero", 13));
}

typedef struct ftz_target {
  LLVMTypeRef reg;         /* i32 (MXCSR) or i64 (FPCR) */
  unsigned long long bits; /* FTZ | DAZ, or FZ */
  bool x86;
} ftz_target;

static LLVMValueRef intrinsic(lower *L, const char *name, LLVMTypeRef *fty) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  *fty = LLVMIntrinsicGetType(L->ctx, id, NULL, 0);
  return LLVMGetIntrinsicDeclaration(L->mod, id, NULL, 0);
}

static LLVMValueRef read_mode(lower *L, const ftz_target *t, LLVMBuilderRef b,
                              LLVMValueRef slot) {
  LLVMTypeRef fty;
  if (t->x86) {
    LLVMValueRef f = intrinsic(L, "llvm.x86.sse.stmxcsr", &fty);
    LLVMBuildCall2(b, fty, f, &slot, 1, "");
    return LLVMBuildLoad2(b, t->reg, slot, "fpmode");
  }
  LLVMValueRef f = intrinsic(L, "llvm.aarch64.get.fpcr", &fty);
  return LLVMBuildCall2(b, fty, f, NULL, 0, "fpmode");
}

static void write_mode(lower *L, const ftz_target *t, LLVMBuilderRef b,
                       LLVMValueRef slot, LLVMValueRef v) {
  LLVMTypeRef fty;
  if (t->x86) {
    LLVMBuildStore(b, v, slot);
    LLVMValueRef f = intrinsic(L, "llvm.x86.sse.ldmxcsr", &fty);
    LLVMBuildCall2(b, fty, f, &slot, 1, "");
    return;
  }
  LLVMValueRef f = intrinsic(L, "llvm.aarch64.set.fpcr", &fty);
  LLVMBuildCall2(b, fty, f, &v, 1, "");
}

static LLVMValueRef tls_global(lower *L, LLVMTypeRef ty, const char *name) {
  LLVMValueRef g = LLVMGetNamedGlobal(L->mod, name);
  if (g)
    return g;
  g = LLVMAddGlobal(L->mod, ty, name);
  LLVMSetInitializer(g, LLVMConstNull(ty));
  LLVMSetLinkage(g, LLVMInternalLinkage);
  LLVMSetThreadLocal(g, 1);
  return g;
}

static void wrap_entry(lower *L, const ftz_target *t, LLVMValueRef entry) {
  LLVMValueRef depth = tls_global(L, L->i32, "__cucc_ftz_depth");
  LLVMValueRef saved = tls_global(L, t->reg, "__cucc_ftz_saved");
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMBasicBlockRef eb = LLVMGetEntryBasicBlock(entry);
  LLVMPositionBuilder(b, eb, LLVMGetFirstInstruction(eb));
  LLVMValueRef slot = LLVMBuildAlloca(b, t->reg, "fpmode.slot");
  /* enter: the first fiber saves the mode; every one sets FTZ */
  LLVMValueRef cur = read_mode(L, t, b, slot);
  LLVMValueRef d = LLVMBuildLoad2(b, L->i32, depth, "ftz.depth");
  LLVMValueRef first =
      LLVMBuildICmp(b, LLVMIntEQ, d, LLVMConstInt(L->i32, 0, 0), "");
  LLVMValueRef old = LLVMBuildLoad2(b, t->reg, saved, "");
  LLVMBuildStore(b, LLVMBuildSelect(b, first, cur, old, ""), saved);
  LLVMBuildStore(b, LLVMBuildAdd(b, d, LLVMConstInt(L->i32, 1, 0), ""), depth);
  write_mode(L, t, b, slot,
             LLVMBuildOr(b, cur, LLVMConstInt(t->reg, t->bits, 0), ""));
  /* leave: the last one restores it */
  for (LLVMBasicBlockRef bb = eb; bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    if (!term || LLVMGetInstructionOpcode(term) != LLVMRet)
      continue;
    LLVMPositionBuilderBefore(b, term);
    LLVMValueRef d2 = LLVMBuildSub(b, LLVMBuildLoad2(b, L->i32, depth, ""),
                                   LLVMConstInt(L->i32, 1, 0), "");
    LLVMBuildStore(b, d2, depth);
    LLVMValueRef last =
        LLVMBuildICmp(b, LLVMIntEQ, d2, LLVMConstInt(L->i32, 0, 0), "");
    LLVMValueRef now = read_mode(L, t, b, slot);
    LLVMValueRef restore = LLVMBuildLoad2(b, t->reg, saved, "");
    write_mode(L, t, b, slot, LLVMBuildSelect(b, last, restore, now, ""));
  }
  LLVMDisposeBuilder(b);
}

int lower_ftz_entries(lower *L) {
  const char *triple = LLVMGetTarget(L->mod);
  ftz_target t;
  if (!strncmp(triple, "x86_64", 6))
    t = (ftz_target){L->i32, 0x8040, true}; /* FTZ (bit 15) | DAZ (bit 6) */
  else if (!strncmp(triple, "aarch64", 7))
    t = (ftz_target){L->i64, 1ull << 24, false}; /* FPCR.FZ */
  else
    return 0; /* no flush-to-zero control known: denormals are kept */
  for (unsigned i = 0; i < L->nkernels; i++)
    if (L->kernels[i].entry && L->kernels[i].ftz)
      wrap_entry(L, &t, L->kernels[i].entry);
  return 0;
}

void mark_ftz_kernels(lower *L) {
  for (unsigned i = 0; i < L->nkernels; i++)
    L->kernels[i].ftz = wants_ftz(L->kernels[i].fn);
}
