/* Integer division that cannot trap. On the GPU x / 0 and INT_MIN / -1 give
 * fixed values; on x86 `idiv` raises SIGFPE, and in LLVM IR both are
 * undefined behaviour. Every sdiv/udiv/srem/urem (scalar or vector) whose
 * divisor is not a constant known to be safe is rewritten, before any
 * optimization, to divide by a safe divisor and select what an H100
 * produces (nvcc 13, default optimization; tests/e2e/div_by_zero.cu):
 *
 *   x / 0  = all ones (-1, 0xffffffff), except for 64-bit division of a
 *            dividend below 2^32 (nvcc divides with 32-bit instructions
 *            when both operands fit in 32 bits): 0xffffffff
 *   x % 0  = x
 *   x / -1 = -x with wrap-around (INT_MIN / -1 = INT_MIN)
 *   x % -1 = 0
 *
 * The common path costs a compare and a select (two for signed division),
 * which LLVM hoists out of loops when the divisor is invariant. */
#include <stdlib.h>

#include "lower_internal.h"

/* A constant integer that is neither 0 nor (for signed operations) -1. */
static bool safe_element(LLVMValueRef c, bool is_signed) {
  if (!c || !LLVMIsAConstantInt(c) || LLVMIsNull(c))
    return false;
  return !is_signed || c != LLVMConstAllOnes(LLVMTypeOf(c));
}

static bool safe_divisor(LLVMValueRef d, bool is_signed) {
  LLVMTypeRef ty = LLVMTypeOf(d);
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    return safe_element(d, is_signed);
  if (!LLVMIsAConstant(d))
    return false;
  unsigned n = LLVMGetVectorSize(ty);
  for (unsigned i = 0; i < n; i++)
    if (!safe_element(LLVMGetAggregateElement(d, i), is_signed))
      return false;
  return true;
}

/* What the GPU gives for x / 0. */
static LLVMValueRef div_by_zero(LLVMBuilderRef b, LLVMValueRef x) {
  LLVMTypeRef ty = LLVMTypeOf(x);
  LLVMTypeRef et = LLVMGetTypeKind(ty) == LLVMVectorTypeKind
                       ? LLVMGetElementType(ty)
                       : ty;
  LLVMValueRef ones = LLVMConstAllOnes(ty);
  if (LLVMGetIntTypeWidth(et) != 64)
    return ones;
  LLVMValueRef small =
      LLVMBuildICmp(b, LLVMIntULT, x, splat_int(ty, 1ull << 32), "div0.small");
  return LLVMBuildSelect(b, small, splat_int(ty, 0xffffffffull), ones, "div0");
}

static void rewrite(LLVMBuilderRef b, LLVMValueRef in) {
  LLVMOpcode op = LLVMGetInstructionOpcode(in);
  bool is_signed = op == LLVMSDiv || op == LLVMSRem;
  bool is_div = op == LLVMSDiv || op == LLVMUDiv;
  LLVMValueRef x = LLVMGetOperand(in, 0), d = LLVMGetOperand(in, 1);
  LLVMTypeRef ty = LLVMTypeOf(d);
  LLVMPositionBuilderBefore(b, in);
  LLVMValueRef zero = LLVMConstNull(ty), one = splat_int(ty, 1);
  LLVMValueRef is0 = LLVMBuildICmp(b, LLVMIntEQ, d, zero, "div.is0");
  LLVMValueRef bad = is0, ism1 = NULL;
  if (is_signed) {
    ism1 = LLVMBuildICmp(b, LLVMIntEQ, d, LLVMConstAllOnes(ty), "div.ism1");
    bad = LLVMBuildOr(b, is0, ism1, "div.bad");
  }
  /* a bad divisor becomes 1: x / 1 = x and x % 1 = 0 (= x % -1) */
  LLVMValueRef dsafe = LLVMBuildSelect(b, bad, one, d, "div.safe");
  LLVMValueRef q = LLVMBuildBinOp(b, op, x, dsafe, "");
  LLVMValueRef r;
  if (is_div) {
    r = q;
    if (is_signed)
      r = LLVMBuildSelect(b, ism1, LLVMBuildSub(b, zero, x, "div.neg"), r,
                          "");
    r = LLVMBuildSelect(b, is0, div_by_zero(b, x), r, "");
  } else {
    r = LLVMBuildSelect(b, is0, x, q, "");
  }
  LLVMReplaceAllUsesWith(in, r);
  LLVMInstructionEraseFromParent(in);
}

int make_division_safe(lower *L) {
  LLVMValueRef *work = NULL;
  size_t n = 0, cap = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    FOR_EACH_INSTRUCTION(f, bb, in) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op != LLVMSDiv && op != LLVMUDiv && op != LLVMSRem &&
          op != LLVMURem)
        continue;
      if (safe_divisor(LLVMGetOperand(in, 1),
                       op == LLVMSDiv || op == LLVMSRem))
        continue;
      if (n == cap) {
        cap = cap ? 2 * cap : 64;
        LLVMValueRef *w = realloc(work, cap * sizeof *w);
        if (!w) {
          free(work);
          lower_fail(L, "out of memory");
          return -1;
        }
        work = w;
      }
      work[n++] = in;
    }
  }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (size_t i = 0; i < n; i++)
    rewrite(b, work[i]);
  LLVMDisposeBuilder(b);
  free(work);
  return 0;
}
