/* Texture objects in loop kernels. The fetch functions of
 * include/crt/cucc_texture_fetch.h reach a texture's descriptor through
 * `__cucc_tex_obj(handle)`, a declaration only. Where the handle is the same
 * for every thread of a block (a kernel argument, a constant, or the handle
 * a texture reference's device global holds), this pass resolves it once,
 * in the entry block of the loop kernel's entry, with the support library's
 * `__cucc_tex_resolve` (which checks the handle, so running it for blocks
 * that never fetch is safe); the result is dereferenceable for the whole
 * descriptor, and the loads from it are invariant (a texture does not
 * change while a kernel runs). LLVM then hoists the descriptor's fields
 * out of the thread loop, and a fetch's fast-path tests become
 * loop-invariant branches (bench/texture_filter.cu). Every other use
 * becomes the handle's address, unchecked, as before. */
#include <stdlib.h>
#include <string.h>

#include "lower_internal.h"

#define TEX_OBJ "__cucc_tex_obj"
#define TEX_RESOLVE "__cucc_tex_resolve"

static bool constant_indices(LLVMValueRef gep) {
  for (unsigned i = 1, n = (unsigned)LLVMGetNumOperands(gep); i < n; i++)
    if (!LLVMIsAConstantInt(LLVMGetOperand(gep, i)))
      return false;
  return true;
}

/* The loads through p (and through GEPs of it): those at constant offsets
 * move to the builder's place (the entry block, after the resolve: p is
 * dereferenceable there), the others are marked invariant. (LLVM's LICM
 * would hoist them too, but it drops the invariant mark when it speculates
 * a load out of an inner loop, and then stops at the next loop out.) */
static void hoist_loads(LLVMBuilderRef b, LLVMValueRef p, bool movable,
                        unsigned inv, LLVMValueRef empty, int depth) {
  if (depth > 8)
    return;
  for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsALoadInst(user) && LLVMGetOperand(user, 0) == p &&
        !LLVMGetVolatile(user)) {
      LLVMSetMetadata(user, inv, empty);
      if (movable) {
        LLVMInstructionRemoveFromParent(user);
        LLVMInsertIntoBuilder(b, user);
      }
    } else if (LLVMIsAGetElementPtrInst(user) &&
               LLVMGetOperand(user, 0) == p) {
      bool m = movable && constant_indices(user);
      if (m) {
        LLVMInstructionRemoveFromParent(user);
        LLVMInsertIntoBuilder(b, user);
      }
      hoist_loads(b, user, m, inv, empty, depth + 1);
    }
  }
}

/* The handle as a value available in the entry block, or NULL: arguments,
 * constants and values of the entry block as they are; a load of a global
 * variable (a texture reference) is repeated at the entry's end. */
static LLVMValueRef uniform_handle(LLVMBuilderRef b, LLVMBasicBlockRef entry,
                                   LLVMValueRef h) {
  if (LLVMIsAArgument(h) || LLVMIsAConstant(h))
    return h;
  if (!LLVMIsAInstruction(h))
    return NULL;
  if (LLVMGetInstructionParent(h) == entry)
    return h;
  if (!LLVMIsALoadInst(h) || LLVMGetVolatile(h))
    return NULL;
  LLVMValueRef g = LLVMGetOperand(h, 0);
  while (LLVMIsAConstantExpr(g) &&
         (LLVMGetConstOpcode(g) == LLVMAddrSpaceCast ||
          LLVMGetConstOpcode(g) == LLVMBitCast))
    g = LLVMGetOperand(g, 0);
  if (!LLVMIsAGlobalVariable(g))
    return NULL;
  return LLVMBuildLoad2(b, LLVMTypeOf(h), LLVMGetOperand(h, 0), "texref");
}

static void attr(lower *L, LLVMValueRef call, const char *name,
                 uint64_t value) {
  unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddCallSiteAttribute(call, LLVMAttributeReturnIndex,
                           LLVMCreateEnumAttribute(L->ctx, k, value));
}

/* Resolves the uniform handles of loop kernel k's entry in its entry block;
 * the calls it rewrites are removed from `calls` (set to NULL). */
static void hoist_in_entry(lower *L, kernel *k, LLVMValueRef resolve,
                           LLVMTypeRef resolve_ty, LLVMValueRef *calls,
                           unsigned n) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(k->entry);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(entry));
  unsigned inv = LLVMGetMDKindIDInContext(L->ctx, "invariant.load", 14);
  LLVMValueRef empty = LLVMMetadataAsValue(
      L->ctx, LLVMMDNodeInContext2(L->ctx, NULL, 0));
  LLVMValueRef seen_h[16], seen_t[16];
  unsigned nseen = 0;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef c = calls[i];
    if (!c || LLVMGetBasicBlockParent(LLVMGetInstructionParent(c)) != k->entry)
      continue;
    LLVMValueRef h0 = LLVMGetOperand(c, 0), t = NULL;
    for (unsigned j = 0; j < nseen && !t; j++)
      if (seen_h[j] == h0)
        t = seen_t[j];
    if (!t) {
      LLVMValueRef h = uniform_handle(b, entry, h0);
      if (!h)
        continue;
      t = LLVMBuildCall2(b, resolve_ty, resolve, &h, 1, "tex");
      attr(L, t, "nonnull", 0);
      attr(L, t, "align", 8);
      attr(L, t, "dereferenceable", CUCC_TEXTURE_SIZE);
      if (nseen < 16) {
        seen_h[nseen] = h0;
        seen_t[nseen++] = t;
      }
    }
    LLVMReplaceAllUsesWith(c, t);
    LLVMInstructionEraseFromParent(c);
    calls[i] = NULL;
    hoist_loads(b, t, true, inv, empty, 0);
  }
  LLVMDisposeBuilder(b);
}

int lower_texture_objects(lower *L) {
  LLVMValueRef obj = LLVMGetNamedFunction(L->mod, TEX_OBJ);
  if (!obj)
    return 0;
  unsigned n = 0, cap = 0;
  LLVMValueRef *calls = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(obj); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef c = LLVMGetUser(u);
    if (!LLVMIsACallInst(c) || called_function(c) != obj) {
      lower_fail(L, "internal error: %s used other than by a call", TEX_OBJ);
      free(calls);
      return -1;
    }
    if (n == cap) {
      cap = cap ? 2 * cap : 32;
      LLVMValueRef *nc = realloc(calls, cap * sizeof *nc);
      if (!nc) {
        free(calls);
        lower_fail(L, "out of memory");
        return -1;
      }
      calls = nc;
    }
    calls[n++] = c;
  }
  LLVMTypeRef resolve_ty = LLVMFunctionType(L->ptr, &L->i64, 1, 0);
  LLVMValueRef resolve = LLVMGetNamedFunction(L->mod, TEX_RESOLVE);
  for (unsigned i = 0; resolve && i < L->nkernels; i++)
    if (!L->kernels[i].fiber && L->kernels[i].entry)
      hoist_in_entry(L, &L->kernels[i], resolve, resolve_ty, calls, n);
  /* the rest: the handle is the descriptor's address */
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (unsigned i = 0; i < n; i++) {
    if (!calls[i])
      continue;
    LLVMPositionBuilderBefore(b, calls[i]);
    LLVMValueRef p =
        LLVMBuildIntToPtr(b, LLVMGetOperand(calls[i], 0), L->ptr, "tex");
    LLVMReplaceAllUsesWith(calls[i], p);
    LLVMInstructionEraseFromParent(calls[i]);
  }
  LLVMDisposeBuilder(b);
  free(calls);
  LLVMDeleteFunction(obj);
  return 0;
}
