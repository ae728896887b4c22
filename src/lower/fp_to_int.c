/* Float-to-integer conversions that saturate, as on the GPU. PTX's cvt.rzi
 * clamps an out-of-range value to the end of the integer range and gives 0
 * for NaN ((int)1e10f == INT_MAX, (unsigned)-1.5f == 0); x86's cvttss2si
 * gives 0x80000000 instead, and in LLVM IR the conversion is undefined.
 * Every fptosi/fptoui (scalar or vector) becomes llvm.fptosi.sat /
 * llvm.fptoui.sat of the same types, before any optimization. Checked
 * against an H100 by tests/e2e/math_intrinsics.cu. */
#include <string.h>

#include "lower_internal.h"

static void rewrite(lower *L, LLVMBuilderRef b, LLVMValueRef in,
                    bool is_signed) {
  LLVMValueRef x = LLVMGetOperand(in, 0);
  LLVMTypeRef types[2] = {LLVMTypeOf(in), LLVMTypeOf(x)};
  const char *name = is_signed ? "llvm.fptosi.sat" : "llvm.fptoui.sat";
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(L->mod, id, types, 2);
  LLVMTypeRef fty = LLVMIntrinsicGetType(L->ctx, id, types, 2);
  LLVMPositionBuilderBefore(b, in);
  LLVMValueRef sat = LLVMBuildCall2(b, fty, fn, &x, 1, "");
  LLVMReplaceAllUsesWith(in, sat);
  LLVMInstructionEraseFromParent(in);
}

int lower_fp_to_int(lower *L) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef in = LLVMGetFirstInstruction(bb);
      while (in) {
        LLVMValueRef next = LLVMGetNextInstruction(in);
        LLVMOpcode op = LLVMGetInstructionOpcode(in);
        if (op == LLVMFPToSI || op == LLVMFPToUI)
          rewrite(L, b, in, op == LLVMFPToSI);
        in = next;
      }
    }
  }
  LLVMDisposeBuilder(b);
  return 0;
}
