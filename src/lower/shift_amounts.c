/* Vector shifts whose constant amounts are all in range: a workaround for a
 * miscompilation in LLVM 19's X86 back end, run after the O3 pipeline, just
 * before code generation.
 *
 * The SLP vectorizer packs lanes of different operations into one vector
 * per operation and blends the results: `(x + 4096) >> 13` in lanes 0 and 2
 * and `x >> 14` in lanes 1 and 3 become `ashr v, <4096, 14, 4096, 14>` and
 * `add v, <4096, poison, ...>` and a shufflevector taking lanes 1 and 3 of
 * the shift. Its unused lanes shift by more than the width, which is poison
 * in IR, and legal. SelectionDAG's known bits (KnownBits::ashr) call such a
 * lane zero; X86's shuffle combining (matchBinaryShuffle) then lowers a
 * blend of two vectors as an OR when each one's unused lanes are known zero,
 * but the shift itself is selected as vpsravd (AVX2, AVX-512), which fills
 * an out-of-range lane with the sign bit, not zero: the OR mixes that sign
 * into the used lanes (NVIDIA's dct8x8 sample and tests/e2e/
 * integer_idct_shifts.cu; SSE2 has no variable shift, so baseline x86-64 is
 * not affected). vpsllvd/vpsrlvd give zero for out-of-range lanes, but all
 * three shifts are treated alike here.
 *
 * Every out-of-range or poison lane of a constant shift amount is replaced
 * by the amount most lanes use (so that a shift that is uniform in its used
 * lanes becomes a splat, which X86 shifts by an immediate). Such a lane's
 * result was poison, so any value refines it, and known bits no longer
 * claim a zero that the instruction does not produce. An amount built by
 * inserting values into a constant vector gets its constant fixed likewise
 * when nothing else uses the chain. */
#include "lower_internal.h"

/* Does element e (a lane of a constant shift amount) shift by less than
 * `bits`? */
static bool in_range(LLVMValueRef e, unsigned bits) {
  if (!e || !LLVMIsAConstantInt(e))
    return false;
  if (LLVMGetIntTypeWidth(LLVMTypeOf(e)) > 64)
    return false;
  return LLVMConstIntGetZExtValue(e) < bits;
}

/* The constant vector c (amounts of `bits`-wide lanes) with every lane out
 * of range replaced, or NULL when every lane is in range already. */
static LLVMValueRef fixed_amounts(LLVMValueRef c, unsigned bits) {
  LLVMTypeRef ty = LLVMTypeOf(c);
  unsigned n = LLVMGetVectorSize(ty);
  if (n == 0 || n > 1024)
    return NULL;
  LLVMValueRef e[1024];
  unsigned bad = 0, best = n, best_count = 0;
  for (unsigned i = 0; i < n; i++) {
    e[i] = LLVMGetAggregateElement(c, i);
    bad += !in_range(e[i], bits);
  }
  if (!bad)
    return NULL;
  for (unsigned i = 0; i < n; i++) { /* the most common in-range amount */
    if (!in_range(e[i], bits))
      continue;
    unsigned count = 0;
    for (unsigned j = 0; j < n; j++)
      count += e[j] == e[i]; /* constants are uniqued */
    if (count > best_count)
      best = i, best_count = count;
  }
  LLVMValueRef r = best < n ? e[best] : LLVMConstNull(LLVMGetElementType(ty));
  for (unsigned i = 0; i < n; i++)
    if (!in_range(e[i], bits))
      e[i] = r;
  return LLVMConstVector(e, n);
}

/* The amount operand `amt` of a shift of `bits`-wide lanes: a constant is
 * replaced in `shift` itself, the constant base of a single-use insertelement
 * chain in the chain's first element. */
static void fix_shift(LLVMValueRef shift, LLVMValueRef amt, unsigned bits) {
  LLVMValueRef user = shift;
  unsigned op = 1;
  while (LLVMIsAInsertElementInst(amt) && LLVMGetFirstUse(amt) &&
         !LLVMGetNextUse(LLVMGetFirstUse(amt))) {
    user = amt;
    op = 0;
    amt = LLVMGetOperand(amt, 0);
  }
  if (!LLVMIsAConstant(amt))
    return;
  LLVMValueRef c = fixed_amounts(amt, bits);
  if (c)
    LLVMSetOperand(user, op, c);
}

void fix_shift_amounts(lower *L) {
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f))
    FOR_EACH_INSTRUCTION(f, bb, in) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op != LLVMShl && op != LLVMLShr && op != LLVMAShr)
        continue;
      LLVMTypeRef ty = LLVMTypeOf(in);
      if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        continue;
      fix_shift(in, LLVMGetOperand(in, 1),
                LLVMGetIntTypeWidth(LLVMGetElementType(ty)));
    }
}
