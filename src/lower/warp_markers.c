/* Lock-step points of warp-level code (docs/WARP_LOWERING.md): in a kernel
 * that becomes a loop kernel with warp-level cuts, the lanes of a warp run
 * a region one after the other, so a GPU's lock-step (each instruction done
 * by every converged lane before the next) is restored by cutting the body
 * with __cucc_warp(CUCC_WARP_LOCKSTEP) calls: the converged lanes that reach
 * one go on together once all of them are there. They go
 *  - before every volatile load and store (warp-synchronous code of the
 *    CUDA guide, 5.4.3);
 *  - before a shared-memory store that may follow a shared-memory load
 *    since the last cut, and before a shared-memory load that may follow a
 *    store (every lane loads before any lane stores, as NVIDIA's dxtc
 *    sample needs between two tile.sync() calls);
 *  - at the end of each latch of a loop that calls __activemask() or
 *    coalesced_threads(), so that the lanes that take an iteration
 *    together stay together (a loop's back edge goes to a block laid out
 *    before it: clang's layout). */
#include <stdlib.h>
#include <string.h>

#include "regions.h"

static LLVMValueRef warp_fn(lower *L) {
  return LLVMGetNamedFunction(L->mod, "__cucc_warp");
}

static void marker_before(lower *L, LLVMValueRef in) {
  LLVMValueRef w = warp_fn(L);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMPositionBuilderBefore(b, in);
  LLVMValueRef args[5] = {LLVMConstInt(L->i32, CUCC_WARP_LOCKSTEP, 0),
                          LLVMConstInt(L->i32, 0, 0), LLVMConstInt(L->i64, 0, 0),
                          LLVMConstInt(L->i32, 0, 0),
                          LLVMConstInt(L->i32, 32, 0)};
  LLVMBuildCall2(b, LLVMGlobalGetValueType(w), w, args, 5, "");
  LLVMDisposeBuilder(b);
}

/* Does pointer p point into __shared__ memory (an address-space-3 global,
 * through casts, GEPs, phis and selects)? */
static bool is_shared_ptr(LLVMValueRef p, int depth) {
  if (!p || depth > 12)
    return false;
  LLVMTypeRef t = LLVMTypeOf(p);
  if (LLVMGetTypeKind(t) == LLVMPointerTypeKind &&
      LLVMGetPointerAddressSpace(t) == AS_SHARED)
    return true;
  if (LLVMIsAGlobalValue(p))
    return false;
  if (LLVMIsAConstantExpr(p) || LLVMIsAGetElementPtrInst(p) ||
      LLVMIsACastInst(p))
    return is_shared_ptr(LLVMGetOperand(p, 0), depth + 1);
  if (LLVMIsASelectInst(p))
    return is_shared_ptr(LLVMGetOperand(p, 1), depth + 1) ||
           is_shared_ptr(LLVMGetOperand(p, 2), depth + 1);
  if (LLVMIsAPHINode(p)) {
    unsigned n = LLVMCountIncoming(p);
    for (unsigned i = 0; i < n && i < 4; i++)
      if (is_shared_ptr(LLVMGetIncomingValue(p, i), depth + 2))
        return true;
  }
  return false;
}

static bool is_cut(LLVMValueRef in) {
  if (!LLVMIsACallInst(in))
    return false;
  const char *n = callee_name(in);
  return n && (!strcmp(n, "__cucc_warp") || !strcmp(n, "__cucc_barrier") ||
               !strcmp(n, "__cucc_syncthreads"));
}

enum { S_LOAD = 1, S_STORE = 2 };

/* What an access does to the state "shared loads / stores since the last
 * cut"; *mark: a lock-step point goes before it. */
static int step(LLVMValueRef in, int s, bool *mark) {
  *mark = false;
  if (is_cut(in))
    return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(in);
  if (op != LLVMLoad && op != LLVMStore)
    return s;
  LLVMValueRef p = LLVMGetOperand(in, op == LLVMLoad ? 0 : 1);
  bool shared = is_shared_ptr(p, 0);
  int kind = op == LLVMLoad ? S_LOAD : S_STORE;
  if (LLVMGetVolatile(in)) {
    *mark = true;
    return shared ? kind : 0;
  }
  if (!shared)
    return s;
  if (s & (kind == S_LOAD ? S_STORE : S_LOAD)) {
    *mark = true;
    s = 0;
  }
  return s | kind;
}

static unsigned block_index(LLVMBasicBlockRef *bbs, unsigned n,
                            LLVMBasicBlockRef bb) {
  for (unsigned i = 0; i < n; i++)
    if (bbs[i] == bb)
      return i;
  return n;
}

static bool calls_converged(LLVMBasicBlockRef bb) {
  for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
       in = LLVMGetNextInstruction(in)) {
    if (!LLVMIsACallInst(in))
      continue;
    const char *n = callee_name(in);
    if (!n || strcmp(n, "__cucc_warp"))
      continue;
    LLVMValueRef op = LLVMGetOperand(in, 0);
    if (!LLVMIsAConstantInt(op))
      return true; /* unknown: assume so */
    long long v = LLVMConstIntGetSExtValue(op);
    if (v == CUCC_WARP_ACTIVEMASK || v == CUCC_WARP_CONVERGED)
      return true;
  }
  return false;
}

void insert_lockstep_markers(lower *L, LLVMValueRef fn) {
  if (!warp_fn(L))
    return;
  unsigned n = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *bbs = malloc((n + 1) * sizeof *bbs);
  LLVMGetBasicBlocks(fn, bbs);
  /* loops with __activemask()/coalesced_threads(): a point at each latch */
  bool *conv = calloc(n + 1, sizeof *conv);
  for (unsigned i = 0; i < n; i++)
    conv[i] = calls_converged(bbs[i]);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bbs[i]);
    unsigned ns = LLVMGetNumSuccessors(t);
    bool latch = false;
    for (unsigned s = 0; s < ns && !latch; s++) {
      unsigned h = block_index(bbs, n, LLVMGetSuccessor(t, s));
      for (unsigned j = h; j <= i && h < n; j++)
        latch |= conv[j];
    }
    if (latch)
      marker_before(L, t);
  }
  free(conv);
  /* shared-memory accesses: s_in[b] = may-state at b's start (a forward
   * union over the CFG until nothing changes), then the points */
  int *s_in = calloc(n + 1, sizeof *s_in);
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned i = 0; i < n; i++) {
      int s = s_in[i];
      bool mark;
      for (LLVMValueRef in = LLVMGetFirstInstruction(bbs[i]); in;
           in = LLVMGetNextInstruction(in))
        s = step(in, s, &mark);
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bbs[i]);
      unsigned ns = LLVMGetNumSuccessors(t);
      for (unsigned k = 0; k < ns; k++) {
        unsigned j = block_index(bbs, n, LLVMGetSuccessor(t, k));
        if (j < n && (s_in[j] | s) != s_in[j]) {
          s_in[j] |= s;
          changed = true;
        }
      }
    }
  }
  for (unsigned i = 0; i < n; i++) {
    int s = s_in[i];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bbs[i]); in;
         in = LLVMGetNextInstruction(in)) {
      bool mark;
      s = step(in, s, &mark);
      if (mark)
        marker_before(L, in);
    }
  }
  free(s_in);
  free(bbs);
}

/* Does fn (or a function it calls) make volatile accesses and use
 * __shared__ memory? Such kernels are warp-synchronous code: with warp
 * loops enabled they become region kernels with lock-step points. */
static bool scan_volatile(LLVMValueRef fn, pmap *seen, bool *vol, bool *sh,
                          int depth) {
  if (pm_get(seen, fn) || depth > 32)
    return *vol && *sh;
  pm_put(seen, fn, (void *)1);
  FOR_EACH_INSTRUCTION(fn, bb, in) {
    LLVMOpcode op = LLVMGetInstructionOpcode(in);
    if ((op == LLVMLoad || op == LLVMStore) && LLVMGetVolatile(in))
      *vol = true;
    int n = LLVMGetNumOperands(in);
    for (int i = 0; i < n && !*sh; i++) {
      LLVMValueRef o = LLVMGetOperand(in, i);
      *sh = o && is_shared_ptr(o, 0) && !LLVMIsAInstruction(o);
    }
    LLVMValueRef c = op == LLVMCall ? called_function(in) : NULL;
    if (c && LLVMCountBasicBlocks(c))
      scan_volatile(c, seen, vol, sh, depth + 1);
  }
  return *vol && *sh;
}

bool warp_synchronous_kernel(lower *L, LLVMValueRef fn) {
  (void)L;
  const char *nw = getenv("CUCC_NO_WARP_LOOPS");
  if (nw && *nw && strcmp(nw, "0"))
    return false;
  pmap seen = {0};
  bool vol = false, sh = false;
  bool r = scan_volatile(fn, &seen, &vol, &sh, 0);
  pm_free(&seen);
  return r;
}
