/* Float-to-integer conversions as on the GPU. PTX's cvt.rzi clamps an
 * out-of-range value to the end of the integer range ((int)1e10f == INT_MAX,
 * (unsigned)-1.5f == 0); x86's cvttss2si gives 0x80000000 instead, and in
 * LLVM IR the conversion is undefined. What an H100 does (nvcc 13,
 * tests/e2e/math_intrinsics.expected):
 *  - 32- and 64-bit results saturate (llvm.fptosi.sat / llvm.fptoui.sat);
 *  - NaN gives 0 from float to a 32-bit integer, 0x80000000 from double to
 *    a 32-bit integer (signed or not), and 0x8000000000000000 to a 64-bit
 *    integer (signed or not, from float or double);
 *  - narrower results (short, char) are the 32-bit conversion truncated:
 *    nvcc emits cvt.rzi.s32 (signed) or cvt.rzi.u32 (unsigned) and keeps the
 *    low bits, so (short)1e10f == -1, (signed char)300.0f == 44,
 *    (unsigned short)3e9f == 0x5e00.
 * Every fptosi/fptoui (scalar or vector) is rewritten that way, before any
 * optimization. */
#include <string.h>

#include "lower_internal.h"

/* ty with its (element) integer type replaced by iW */
static LLVMTypeRef with_width(LLVMContextRef ctx, LLVMTypeRef ty, unsigned w) {
  LLVMTypeRef e = LLVMIntTypeInContext(ctx, w);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    return LLVMVectorType(e, LLVMGetVectorSize(ty));
  return e;
}

static void rewrite(lower *L, LLVMBuilderRef b, LLVMValueRef in,
                    bool is_signed) {
  LLVMValueRef x = LLVMGetOperand(in, 0);
  LLVMTypeRef to = LLVMTypeOf(in), from = LLVMTypeOf(x);
  bool vec = LLVMGetTypeKind(to) == LLVMVectorTypeKind;
  LLVMTypeRef fe = vec ? LLVMGetElementType(from) : from;
  unsigned w = LLVMGetIntTypeWidth(vec ? LLVMGetElementType(to) : to);
  /* the width the conversion really has on the GPU */
  unsigned cw = w > 64 ? w : w <= 32 ? 32 : 64;
  LLVMTypeRef ct = with_width(L->ctx, to, cw);
  LLVMTypeRef types[2] = {ct, from};
  const char *name = is_signed ? "llvm.fptosi.sat" : "llvm.fptoui.sat";
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(L->mod, id, types, 2);
  LLVMTypeRef fty = LLVMIntrinsicGetType(L->ctx, id, types, 2);
  LLVMPositionBuilderBefore(b, in);
  LLVMValueRef r = LLVMBuildCall2(b, fty, fn, &x, 1, "");
  unsigned long long nan_bits = 0;
  if (cw == 64)
    nan_bits = 1ull << 63;
  else if (cw == 32 && LLVMGetTypeKind(fe) == LLVMDoubleTypeKind)
    nan_bits = 1ull << 31;
  if (nan_bits) {
    LLVMValueRef isnan = LLVMBuildFCmp(b, LLVMRealUNO, x, x, "");
    r = LLVMBuildSelect(b, isnan, splat_int(ct, nan_bits), r, "");
  }
  if (cw != w)
    r = LLVMBuildTrunc(b, r, to, "");
  LLVMReplaceAllUsesWith(in, r);
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
