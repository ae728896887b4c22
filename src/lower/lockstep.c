/* Warp-synchronous code: CUDA's guide (5.4.3) relies on the threads of a
 * warp executing volatile shared-memory accesses in lockstep (the classic
 * reduction tail `s[tid] += s[tid + 16]; ...` without barriers). Fibers run
 * one thread at a time, so in fiber kernels every volatile load and store is
 * preceded by a warp rendezvous (a __syncwarp of the live lanes): the lanes
 * of a warp then perform each volatile access together, as a GPU does. Loop
 * kernels get lock-step points of their own where they need them
 * (warp_markers.c) and are left alone here. */
#include "lower_internal.h"

static bool is_volatile_access(LLVMValueRef in) {
  return (LLVMIsALoadInst(in) || LLVMIsAStoreInst(in)) && LLVMGetVolatile(in);
}

static void add_points(lower *L, LLVMValueRef fn, LLVMValueRef warp,
                       LLVMTypeRef fty) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  FOR_EACH_INSTRUCTION(fn, bb, in) {
    if (!is_volatile_access(in))
      continue;
    LLVMPositionBuilderBefore(b, in);
    LLVMValueRef args[5] = {
        LLVMConstInt(L->i32, CUCC_WARP_SYNC, 0),
        LLVMConstInt(L->i32, 0xffffffffu, 0), LLVMConstInt(L->i64, 0, 0),
        LLVMConstInt(L->i32, 0, 0), LLVMConstInt(L->i32, 32, 0)};
    LLVMBuildCall2(b, fty, warp, args, 5, "");
  }
  LLVMDisposeBuilder(b);
}

int insert_lockstep_points(lower *L) {
  LLVMValueRef warp = LLVMGetNamedFunction(L->mod, "__cucc_warp");
  if (!warp)
    return 0; /* the support library always has it; nothing to do if not */
  LLVMTypeRef fty = LLVMGlobalGetValueType(warp);
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    if (!LLVMCountBasicBlocks(f) || f == warp)
      continue;
    bool loop_entry = false;
    for (unsigned i = 0; i < L->nkernels; i++)
      if (L->kernels[i].entry == f && !L->kernels[i].fiber)
        loop_entry = true;
    /* fiber entries, and functions that stayed out of line (cheap no-ops
     * when called from a loop kernel, where no other lane waits) */
    if (!loop_entry)
      add_points(L, f, warp, fty);
  }
  return L->err ? -1 : 0;
}
