/* Preparing a kernel's body for region formation (regions.c): barriers in
 * blocks of their own, built-in reads next to their uses, and a reg2mem of
 * one function (every phi and every value used outside its block through
 * a stack slot of the entry block). */
#include <stdbool.h>
#include <stdlib.h>

#include "lower_internal.h"

/* ---- block surgery ------------------------------------------------------- */

/* Aims every branch of fn to `from` at `to`. */
static void redirect(LLVMValueRef fn, LLVMBasicBlockRef from,
                     LLVMBasicBlockRef to) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (!t)
      continue;
    unsigned n = LLVMGetNumSuccessors(t);
    for (unsigned i = 0; i < n; i++)
      if (LLVMGetSuccessor(t, i) == from)
        LLVMSetSuccessor(t, i, to);
  }
}

/* Moves the instructions of in's block before `in` into a new block placed
 * before it, which the block's predecessors now branch to (an empty one
 * too if `always`). */
void split_before(lower *L, LLVMValueRef fn, LLVMValueRef in, const char *name,
                  bool always) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(in);
  if (LLVMGetFirstInstruction(bb) == in && !always)
    return;
  LLVMBasicBlockRef head = LLVMInsertBasicBlockInContext(L->ctx, bb, name);
  redirect(fn, bb, head);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMPositionBuilderAtEnd(b, head);
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != in;) {
    LLVMValueRef next = LLVMGetNextInstruction(i);
    LLVMInstructionRemoveFromParent(i);
    LLVMInsertIntoBuilder(b, i);
    i = next;
  }
  LLVMBuildBr(b, bb);
  LLVMDisposeBuilder(b);
}

/* The distinct users of v outside block `skip` (NULL: all); free() it. */
static LLVMValueRef *users_of(LLVMValueRef v, LLVMBasicBlockRef skip,
                              unsigned *n) {
  unsigned nu = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
    nu++;
  LLVMValueRef *users = malloc((nu + 1) * sizeof *users);
  nu = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef us = LLVMGetUser(u);
    bool dup = skip && LLVMGetInstructionParent(us) == skip;
    for (unsigned j = 0; j < nu && !dup; j++)
      dup = users[j] == us;
    if (!dup)
      users[nu++] = us;
  }
  *n = nu;
  return users;
}

/* Built-in reads (threadIdx, blockDim, ...) next to each use in another
 * block, so that reg2mem does not keep them in slots: in a region they
 * become the region's loop variables or uniform loads. */
void sink_builtins(lower *L, LLVMValueRef T) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  FOR_EACH_INSTRUCTION(T, bb, in) {
    if (!LLVMIsACallInst(in) ||
        builtin_of_callee(called_function(in)) == BI_NONE)
      continue;
    unsigned nu;
    LLVMValueRef *users = users_of(in, NULL, &nu);
    for (unsigned j = 0; j < nu; j++) {
      LLVMValueRef user = users[j];
      int n = LLVMGetNumOperands(user);
      bool phi = LLVMIsAPHINode(user);
      for (int i = 0; i < n; i++) {
        if (LLVMGetOperand(user, i) != in)
          continue;
        LLVMBasicBlockRef at = phi ? LLVMGetIncomingBlock(user, (unsigned)i)
                                   : LLVMGetInstructionParent(user);
        if (at == bb)
          continue;
        LLVMPositionBuilderBefore(b,
                                  phi ? LLVMGetBasicBlockTerminator(at) : user);
        LLVMValueRef cl = LLVMInstructionClone(in);
        LLVMInsertIntoBuilder(b, cl);
        LLVMSetOperand(user, (unsigned)i, cl);
      }
    }
    free(users);
  }
  LLVMDisposeBuilder(b);
}

/* reg2mem for one function: every phi, and every value used outside its
 * block, goes through a stack slot of the entry block, so that the only
 * values crossing blocks are the entry's allocas and arguments. */
static LLVMValueRef slot_for(lower *L, LLVMValueRef fn, LLVMTypeRef ty) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMBasicBlockRef e = LLVMGetEntryBasicBlock(fn);
  LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(e));
  LLVMValueRef a = LLVMBuildAlloca(b, ty, "slot");
  LLVMDisposeBuilder(b);
  return a;
}

void demote_to_slots(lower *L, LLVMValueRef T) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(T);
  /* 1. phis: a store at the end of each predecessor, a load in their
   * place (the loads come first, so a phi feeding another reads its value
   * of this iteration) */
  unsigned nphi = 0, cap = 64;
  LLVMValueRef *phis = malloc(cap * sizeof *phis);
  FOR_EACH_INSTRUCTION(T, bb, in) {
    if (!LLVMIsAPHINode(in))
      continue;
    if (nphi == cap)
      phis = realloc(phis, (cap *= 2) * sizeof *phis);
    phis[nphi++] = in;
  }
  for (unsigned i = 0; i < nphi; i++) {
    LLVMValueRef p = phis[i];
    LLVMValueRef slot = slot_for(L, T, LLVMTypeOf(p));
    unsigned n = LLVMCountIncoming(p);
    for (unsigned k = 0; k < n; k++) {
      LLVMBasicBlockRef pred = LLVMGetIncomingBlock(p, k);
      LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(pred));
      LLVMBuildStore(b, LLVMGetIncomingValue(p, k), slot);
    }
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(p);
    LLVMValueRef at = LLVMGetFirstInstruction(bb);
    while (LLVMIsAPHINode(at))
      at = LLVMGetNextInstruction(at);
    LLVMPositionBuilderBefore(b, at);
    LLVMValueRef ld = LLVMBuildLoad2(b, LLVMTypeOf(p), slot, "");
    LLVMReplaceAllUsesWith(p, ld);
  }
  for (unsigned i = 0; i < nphi; i++)
    LLVMInstructionEraseFromParent(phis[i]);
  free(phis);
  /* 2. values used in another block: stored after their definition,
   * reloaded next to each such use */
  FOR_EACH_INSTRUCTION(T, bb, in) {
    if (LLVMGetTypeKind(LLVMTypeOf(in)) == LLVMVoidTypeKind ||
        (bb == entry && LLVMIsAAllocaInst(in)))
      continue;
    bool outside = false;
    for (LLVMUseRef u = LLVMGetFirstUse(in); u && !outside;
         u = LLVMGetNextUse(u))
      outside = LLVMGetInstructionParent(LLVMGetUser(u)) != bb;
    if (!outside)
      continue;
    LLVMValueRef slot = slot_for(L, T, LLVMTypeOf(in));
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(in));
    LLVMBuildStore(b, in, slot);
    /* the users in other blocks (each once) */
    unsigned nu;
    LLVMValueRef *users = users_of(in, bb, &nu);
    for (unsigned j = 0; j < nu; j++) {
      LLVMPositionBuilderBefore(b, users[j]);
      LLVMValueRef ld = LLVMBuildLoad2(b, LLVMTypeOf(in), slot, "");
      int n = LLVMGetNumOperands(users[j]);
      for (int k = 0; k < n; k++)
        if (LLVMGetOperand(users[j], k) == in)
          LLVMSetOperand(users[j], (unsigned)k, ld);
    }
    free(users);
  }
  LLVMDisposeBuilder(b);
}
