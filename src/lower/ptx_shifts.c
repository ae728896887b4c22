/* Integer shifts with PTX's results for every amount. In LLVM IR (and C) a
 * shift by the type's width or more is poison, and x86 masks the count
 * (x << 32 == x for 32-bit x); PTX's shl/shr clamp it: shl and shr.u give 0,
 * shr.s fills with the sign bit. The NVPTX back end passes a shift amount
 * as a 32-bit register, so a 64-bit amount counts by its low 32 bits.
 * Programs rely on the GPU's behaviour (Rodinia's huffman encoder shifts a
 * 32-bit word by 32), so every shl/lshr/ashr of 8- to 64-bit integers
 * (scalar or vector) whose amount is not a constant known to be in range is
 * rewritten, before any optimization, as
 *
 *   big = (n [& 0xffffffff for 64 bits]) >= width
 *   r   = big ? fill : x OP (big ? 0 : n)
 *
 * with fill = 0 for shl/lshr and x >> (width - 1) for ashr; the shift itself
 * is always in range, so the IR has no poison left. A compare and a select
 * or two, which LLVM drops when it can bound the amount (x << (n & 31)).
 * (shift_amounts.c is a different thing: a back-end workaround after O3.) */
#include <stdlib.h>

#include "lower_internal.h"
#include "perf_passes.h"

static bool is_shift(LLVMOpcode op) {
  return op == LLVMShl || op == LLVMLShr || op == LLVMAShr;
}

static unsigned elem_width(LLVMTypeRef ty) {
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    ty = LLVMGetElementType(ty);
  return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(ty)
                                                    : 0;
}

/* Is constant c (a scalar or a vector's element) below `width`? */
static bool in_range(LLVMValueRef c, unsigned width) {
  return c && LLVMIsAConstantInt(c) &&
         LLVMConstIntGetZExtValue(c) < width;
}

static bool safe_amount(LLVMValueRef n, unsigned width) {
  LLVMTypeRef ty = LLVMTypeOf(n);
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    return in_range(n, width);
  if (!LLVMIsAConstant(n))
    return false;
  unsigned k = LLVMGetVectorSize(ty);
  for (unsigned i = 0; i < k; i++)
    if (!in_range(LLVMGetAggregateElement(n, i), width))
      return false;
  return true;
}

static void rewrite(LLVMBuilderRef b, LLVMValueRef in, unsigned width) {
  LLVMOpcode op = LLVMGetInstructionOpcode(in);
  LLVMValueRef x = LLVMGetOperand(in, 0), n = LLVMGetOperand(in, 1);
  LLVMTypeRef ty = LLVMTypeOf(n);
  LLVMPositionBuilderBefore(b, in);
  LLVMValueRef amt = n;
  if (width == 64)
    amt = LLVMBuildAnd(b, n, splat_int(ty, 0xffffffffull), "shift.lo");
  LLVMValueRef big =
      LLVMBuildICmp(b, LLVMIntUGE, amt, splat_int(ty, width), "shift.big");
  LLVMValueRef s =
      LLVMBuildSelect(b, big, LLVMConstNull(ty), amt, "shift.amt");
  LLVMValueRef r = LLVMBuildBinOp(b, op, x, s, "");
  if (op == LLVMShl) { /* the flags hold where the shift is in range */
    LLVMSetNUW(r, LLVMGetNUW(in));
    LLVMSetNSW(r, LLVMGetNSW(in));
  } else {
    LLVMSetExact(r, LLVMGetExact(in));
  }
  LLVMValueRef fill =
      op == LLVMAShr ? LLVMBuildAShr(b, x, splat_int(ty, width - 1), "")
                     : LLVMConstNull(ty);
  r = LLVMBuildSelect(b, big, fill, r, "");
  LLVMReplaceAllUsesWith(in, r);
  LLVMInstructionEraseFromParent(in);
}

int make_shifts_ptx(lower *L) {
  LLVMValueRef *work = NULL;
  size_t n = 0, cap = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    FOR_EACH_INSTRUCTION(f, bb, in) {
      if (!is_shift(LLVMGetInstructionOpcode(in)))
        continue;
      unsigned w = elem_width(LLVMTypeOf(in));
      if (w < 8 || w > 64 || safe_amount(LLVMGetOperand(in, 1), w))
        continue;
      if (n == cap) {
        cap = cap ? 2 * cap : 64;
        LLVMValueRef *grown = realloc(work, cap * sizeof *grown);
        if (!grown) {
          free(work);
          lower_fail(L, "out of memory");
          return -1;
        }
        work = grown;
      }
      work[n++] = in;
    }
  }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (size_t i = 0; i < n; i++)
    rewrite(b, work[i], elem_width(LLVMTypeOf(work[i])));
  LLVMDisposeBuilder(b);
  free(work);
  return 0;
}
