/* Barrier kernels as loops over the block's threads: the body of a kernel
 * that calls __syncthreads() (and the _count/_and/_or forms) is cut at its
 * barriers into regions, and each region runs as a z/y/x loop over the
 * threads, as PoCL's work-item loops do; the kernel becomes a loop kernel
 * (entry(args, block)) that needs no fibers and that LLVM can vectorize
 * across threads. Values that live across a barrier are kept per thread:
 * reg2mem first turns every value used outside its block into a stack slot,
 * and a slot (or a local variable) that one thread may read in a later
 * region than the one that wrote it becomes an array indexed by the thread.
 * A region ends at a barrier or where the thread returns; after a region's
 * loop the block goes on to the region after the barrier its threads
 * reached; threads that returned are skipped from then on. Kernels with
 * warp collectives or volatile accesses are also cut at those (and at the
 * lock-step points of warp_markers.c) and run warp by warp
 * (warp_regions.c, docs/WARP_LOWERING.md; CUCC_NO_WARP_LOOPS=1 keeps them
 * on fibers). Kernels with live grid barriers, calls that reach a barrier,
 * dynamic stack allocations, more per-thread state than MAX_STATE or more
 * warp cuts than MAX_WARP_CUTS stay on fibers. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "regions.h"

#define MAX_STATE (2u << 20) /* bytes of per-thread arrays per block */
/* kernels with more warp-level cuts stay on fibers: LLVM's loop passes
 * take minutes over hundreds of lane loops */
#define MAX_WARP_CUTS 64

/* ---- what the kernel's body looks like ----------------------------------- */

const char *callee_name(LLVMValueRef call) {
  LLVMValueRef c = called_function(call);
  size_t len;
  return c ? LLVMGetValueName2(c, &len) : NULL;
}

/* The op of a __cucc_barrier call (0..3), CUT_WARP, -1 for other calls, -2
 * for a call that makes the kernel ineligible, -3 for a grid barrier where
 * warp-level cuts are enabled (eligible() looks again once dead code is
 * gone: cooperative_groups' thread_group::sync() names it in a switch). */
int barrier_op(LLVMValueRef call, bool warp) {
  const char *n = callee_name(call);
  if (!n)
    return LLVMIsAInlineAsm(LLVMGetCalledValue(call)) ? -1 : -2;
  if (!strcmp(n, "__cucc_syncthreads"))
    return 0;
  if (!strcmp(n, "__cucc_barrier")) {
    LLVMValueRef op = LLVMGetOperand(call, 0);
    if (!LLVMIsAConstantInt(op))
      return -2;
    long long v = LLVMConstIntGetSExtValue(op);
    if (warp && (v == CUCC_BAR_GRID || v == CUCC_BAR_GRID_VALID))
      return -3;
    return v >= 0 && v <= 3 ? (int)v : -2;
  }
  if (!strcmp(n, "__cucc_warp"))
    return warp ? CUT_WARP : -2;
  if (!strncmp(n, "llvm.nvvm.barrier", 17))
    return -2;
  return -1;
}

/* Can K's body T become a loop kernel? *warp: it needs warp-level cuts
 * (warp collectives, or volatile accesses that warp-synchronous code does
 * in lock-step); `warp_ok`: they are enabled. */
static bool eligible(lower *L, kernel *K, LLVMValueRef T, bool warp_ok,
                     bool *warp, bool *grid) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(T);
  unsigned nbar = 0;
  *warp = false;
  FOR_EACH_INSTRUCTION(T, bb, in) {
    LLVMOpcode op = LLVMGetInstructionOpcode(in);
    if (op == LLVMAlloca && bb != entry)
      return false;
    if ((op == LLVMLoad || op == LLVMStore) && LLVMGetVolatile(in)) {
      if (!warp_ok)
        return false;
      *warp = true;
    }
    if (op == LLVMInvoke || op == LLVMCallBr || op == LLVMIndirectBr)
      return false;
    if (op != LLVMCall)
      continue;
    int b = barrier_op(in, warp_ok);
    if (b == -3 && grid) {
      *grid = true;
      continue;
    }
    if (b <= -2)
      return false;
    if (b >= 0) {
      *warp |= b == CUT_WARP;
      nbar++;
      continue;
    }
    LLVMValueRef c = called_function(in);
    const char *cn = callee_name(in);
    /* (the support library's functions never call back into device code,
     * though they call the runtime through pointers) */
    if (warp_ok && cn && !strncmp(cn, "__cucc_", 7))
      continue;
    if (c && LLVMCountBasicBlocks(c) && function_reaches_barrier(L, c))
      return false;
  }
  (void)K;
  return nbar > 0 || *warp;
}

/* ---- regions --------------------------------------------------------------
 */


int bar_index(rctx *c, LLVMBasicBlockRef bb) {
  return (int)(intptr_t)pm_get(&c->bar_of_bb, bb) - 1;
}

bool in_region(const region *r, LLVMBasicBlockRef bb) {
  return pm_get(&r->idx, bb) != NULL;
}

static void collect_region(rctx *c, region *r) {
  unsigned nb = LLVMCountBasicBlocks(c->T);
  r->bbs = malloc(nb * sizeof *r->bbs);
  LLVMBasicBlockRef *stack = malloc((nb + 1) * sizeof *stack);
  pmap seen = {0};
  unsigned sp = 0;
  stack[sp++] = r->entry;
  pm_put(&seen, r->entry, (void *)1);
  while (sp) {
    LLVMBasicBlockRef bb = stack[--sp];
    r->bbs[r->nbbs++] = bb;
    pm_put(&r->idx, bb, (void *)(uintptr_t)r->nbbs);
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (LLVMGetInstructionOpcode(t) == LLVMRet)
      r->ret_exit = true;
    unsigned n = LLVMGetNumSuccessors(t);
    for (unsigned i = 0; i < n; i++) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(t, i);
      if (bar_index(c, s) >= 0 || pm_get(&seen, s))
        continue;
      pm_put(&seen, s, (void *)1);
      stack[sp++] = s;
    }
  }
  pm_free(&seen);
  free(stack);
}

/* Instructions of a barrier block before its call: they feed the call
 * (reg2mem's reloads of its predicate). */
bool before_call(rctx *c, LLVMValueRef in, int *bar) {
  int k = bar_index(c, LLVMGetInstructionParent(in));
  if (k < 0)
    return false;
  for (LLVMValueRef i = LLVMGetFirstInstruction(c->bars[k].bb); i;
       i = LLVMGetNextInstruction(i)) {
    if (i == c->bars[k].call)
      return false;
    if (i == in) {
      *bar = k;
      return true;
    }
  }
  return false;
}

/* May a thread read slot `a` in region r before writing it there? Then the
 * value comes from an earlier region (or an earlier thread) and the slot
 * must be per thread. A must-analysis over the region's blocks: stored[b] =
 * every path from the region's entry to the end of b stores to a. */
static unsigned region_index(const region *r, LLVMBasicBlockRef bb) {
  uintptr_t i = (uintptr_t)pm_get(&r->idx, bb);
  return i ? (unsigned)(i - 1) : r->nbbs;
}

static void region_preds(region *r) {
  unsigned n = r->nbbs, total = 0;
  unsigned *cnt = calloc(n + 1, sizeof *cnt);
  unsigned(*edge)[2] = NULL;
  unsigned ne = 0, cap = 0;
  for (unsigned j = 0; j < n; j++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(r->bbs[j]);
    unsigned ns = LLVMGetNumSuccessors(t);
    for (unsigned s = 0; s < ns; s++) {
      unsigned i = region_index(r, LLVMGetSuccessor(t, s));
      if (i == n)
        continue;
      if (ne == cap) {
        cap = cap ? 2 * cap : 64;
        edge = realloc(edge, cap * sizeof *edge);
      }
      edge[ne][0] = i, edge[ne][1] = j, ne++;
      cnt[i]++;
    }
  }
  r->pred_off = malloc((n + 1) * sizeof *r->pred_off);
  for (unsigned i = 0; i < n; i++) {
    r->pred_off[i] = total;
    total += cnt[i];
    cnt[i] = r->pred_off[i];
  }
  r->pred_off[n] = total;
  r->pred_idx = malloc((total + 1) * sizeof *r->pred_idx);
  for (unsigned e = 0; e < ne; e++)
    r->pred_idx[cnt[edge[e][0]]++] = edge[e][1];
  free(edge);
  free(cnt);
}

/* May a thread read slot `a` in region r before writing it there? Then the
 * value comes from an earlier region (or an earlier thread) and the slot
 * must be per thread. A must-analysis over the region's blocks: out[b] =
 * every path from the region's entry to the end of b stores to a. */
static bool read_before_write(rctx *c, region *r, LLVMValueRef a) {
  unsigned n = r->nbbs;
  if (!r->pred_off)
    region_preds(r);
  bool *out = malloc(n * sizeof *out);
  for (unsigned i = 0; i < n; i++)
    out[i] = true;
  bool bad = false;
  for (int changed = 1; changed && !bad;) {
    changed = 0;
    for (unsigned i = 0; i < n && !bad; i++) {
      LLVMBasicBlockRef bb = r->bbs[i];
      /* in: all predecessors inside the region (the entry: none) */
      bool st = bb != r->entry;
      for (unsigned p = r->pred_off[i]; st && p < r->pred_off[i + 1]; p++)
        st = out[r->pred_idx[p]];
      for (LLVMValueRef x = LLVMGetFirstInstruction(bb); x;
           x = LLVMGetNextInstruction(x)) {
        int k;
        if (bb == r->entry && r->bar >= 0 && before_call(c, x, &k))
          continue; /* not executed in this region */
        if (LLVMGetInstructionOpcode(x) == LLVMStore &&
            LLVMGetOperand(x, 1) == a)
          st = true;
        else if (LLVMGetInstructionOpcode(x) == LLVMLoad &&
                 LLVMGetOperand(x, 0) == a && !st)
          bad = true;
      }
      /* the reloads of barriers this block goes to run in this region */
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
      unsigned ns = LLVMGetNumSuccessors(t);
      for (unsigned s = 0; s < ns && !bad; s++) {
        int k = bar_index(c, LLVMGetSuccessor(t, s));
        if (k < 0)
          continue;
        for (LLVMValueRef x = LLVMGetFirstInstruction(c->bars[k].bb);
             x != c->bars[k].call; x = LLVMGetNextInstruction(x))
          if (LLVMGetInstructionOpcode(x) == LLVMLoad &&
              LLVMGetOperand(x, 0) == a && !st)
            bad = true;
      }
      if (st != out[i]) {
        out[i] = st;
        changed = 1;
      }
    }
  }
  free(out);
  return bad;
}

/* Does region r use value v (an alloca of the prologue)? */
static bool region_uses(rctx *c, region *r, LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user))
      continue;
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(user);
    int k;
    if (in_region(r, bb))
      return true;
    if (before_call(c, user, &k))
      for (unsigned i = 0; i < r->nbbs; i++) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(r->bbs[i]);
        unsigned ns = LLVMGetNumSuccessors(t);
        for (unsigned s = 0; s < ns; s++)
          if (LLVMGetSuccessor(t, s) == bb)
            return true;
      }
  }
  return false;
}

/* ---- uniform values ------------------------------------------------------
 * A region's chain is its entry block and the blocks that follow it through
 * unconditional branches, each with no other predecessor in the region:
 * every thread that enters the region runs them exactly once (a loop's
 * header can be in the chains of the region before the loop and of the
 * region after the barrier at its end). What a chain computes from
 * uniform values (constants, arguments, blockIdx/blockDim/gridDim, the
 * voting barrier's result, uniform slots) is computed once before the
 * region's loop instead of per thread, and a slot written only there (or in
 * the prologue) with such values is uniform: one scalar for the block,
 * which keeps loop counters around barriers (for (s = ...; s > 0; s >>= 1))
 * out of per-thread arrays, so that the loops vectorize. */

/* Predecessors of bb among region r's blocks (edges into a barrier block
 * leave the region). */
static unsigned region_npreds(rctx *c, region *r, LLVMBasicBlockRef bb) {
  if (bar_index(c, bb) >= 0)
    return 0;
  if (!r->pred_off)
    region_preds(r);
  unsigned i = region_index(r, bb);
  return r->pred_off[i + 1] - r->pred_off[i];
}

static void find_chain(rctx *c, region *r) {
  r->chain = malloc((r->nbbs + 1) * sizeof *r->chain);
  if (region_npreds(c, r, r->entry) != 0)
    return; /* the body's start is a loop header */
  LLVMBasicBlockRef bb = r->entry;
  for (;;) {
    r->chain[r->nchain++] = bb;
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (LLVMGetInstructionOpcode(t) != LLVMBr || LLVMGetNumSuccessors(t) != 1)
      return;
    LLVMBasicBlockRef s = LLVMGetSuccessor(t, 0);
    if (bar_index(c, s) >= 0 || !in_region(r, s) ||
        region_npreds(c, r, s) != 1 || r->nchain == r->nbbs)
      return;
    bb = s;
  }
}

static bool in_chain(const region *r, LLVMBasicBlockRef bb) {
  for (unsigned i = 0; i < r->nchain; i++)
    if (r->chain[i] == bb)
      return true;
  return false;
}

/* Is v the same for every thread, computed in region r's chain (or
 * before the regions)? */
static bool uniform_value(rctx *c, region *r, LLVMValueRef v, int depth) {
  if (!LLVMIsAInstruction(v))
    return LLVMIsAConstant(v) || LLVMIsAArgument(v);
  if (depth > 64)
    return false;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  if (bb == LLVMGetEntryBasicBlock(c->T)) /* argument loads and the like */
    return op != LLVMAlloca;
  if (!r || !in_chain(r, bb))
    return false;
  int k;
  if (r->bar >= 0 && bb == r->entry && before_call(c, v, &k))
    return false; /* not run in this region */
  if (op == LLVMLoad)
    return pm_get(&c->uslots, LLVMGetOperand(v, 0)) != NULL;
  if (op == LLVMCall) {
    if (r->bar >= 0 && v == c->bars[r->bar].call)
      return true; /* a barrier's result is the block's */
    int bi = builtin_of_callee(called_function(v));
    return bi >= BI_NTID_X && bi < BI_COUNT;
  }
  switch (op) {
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMUDiv:
  case LLVMSDiv:
  case LLVMURem:
  case LLVMSRem:
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr:
  case LLVMAnd:
  case LLVMOr:
  case LLVMXor:
  case LLVMFAdd:
  case LLVMFSub:
  case LLVMFMul:
  case LLVMFDiv:
  case LLVMFNeg:
  case LLVMTrunc:
  case LLVMZExt:
  case LLVMSExt:
  case LLVMFPToUI:
  case LLVMFPToSI:
  case LLVMUIToFP:
  case LLVMSIToFP:
  case LLVMFPTrunc:
  case LLVMFPExt:
  case LLVMPtrToInt:
  case LLVMIntToPtr:
  case LLVMBitCast:
  case LLVMICmp:
  case LLVMFCmp:
  case LLVMSelect:
  case LLVMGetElementPtr:
  case LLVMFreeze:
  case LLVMExtractValue:
  case LLVMInsertValue:
    break;
  default:
    return false;
  }
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++)
    if (!uniform_value(c, r, LLVMGetOperand(v, i), depth + 1))
      return false;
  return true;
}

/* Is a store in bb, of value v, the same for every thread in every
 * region that runs bb, and run there once before the loop? */
static bool uniform_store(rctx *c, LLVMBasicBlockRef bb, LLVMValueRef v) {
  bool any = false;
  for (unsigned r = 0; r < c->nregs; r++) {
    region *R = &c->regs[r];
    if (!in_region(R, bb))
      continue;
    if (!in_chain(R, bb) || !uniform_value(c, R, v, 0))
      return false;
    any = true;
  }
  return any;
}

static void find_uniform_slots(rctx *c) {
  LLVMBasicBlockRef pro = LLVMGetEntryBasicBlock(c->T);
  for (LLVMValueRef a = LLVMGetFirstInstruction(pro); a;
       a = LLVMGetNextInstruction(a)) {
    if (!LLVMIsAAllocaInst(a))
      continue;
    bool simple = true;
    for (LLVMUseRef u = LLVMGetFirstUse(a); u && simple;
         u = LLVMGetNextUse(u)) {
      LLVMValueRef us = LLVMGetUser(u);
      LLVMOpcode op = LLVMGetInstructionOpcode(us);
      simple = (op == LLVMLoad && LLVMGetOperand(us, 0) == a) ||
               (op == LLVMStore && LLVMGetOperand(us, 1) == a &&
                LLVMGetOperand(us, 0) != a);
    }
    if (simple)
      pm_put(&c->uslots, a, (void *)1);
  }
  /* drop slots with a store that is not uniform, until none changes */
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < c->uslots.cap; i++) {
      LLVMValueRef a = (LLVMValueRef)c->uslots.key[i];
      if (!a || !c->uslots.val[i])
        continue;
      bool ok = true;
      for (LLVMUseRef u = LLVMGetFirstUse(a); u && ok; u = LLVMGetNextUse(u)) {
        LLVMValueRef us = LLVMGetUser(u);
        if (LLVMGetInstructionOpcode(us) != LLVMStore)
          continue;
        LLVMBasicBlockRef bb = LLVMGetInstructionParent(us);
        if (bb == pro)
          continue;
        ok = uniform_store(c, bb, LLVMGetOperand(us, 0));
      }
      if (!ok) {
        c->uslots.val[i] = NULL; /* removed (keys stay for probing) */
        changed = true;
      }
    }
  }
}

/* Instructions of r's chain that run once before its loop. */
static void find_hoisted(rctx *c, region *r) {
  for (unsigned i = 0; i < r->nchain; i++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(r->chain[i]); in;
         in = LLVMGetNextInstruction(in)) {
      bool h;
      if (LLVMGetInstructionOpcode(in) == LLVMStore)
        h = pm_get(&c->uslots, LLVMGetOperand(in, 1)) &&
            uniform_store(c, r->chain[i], LLVMGetOperand(in, 0));
      else
        h = !LLVMIsATerminatorInst(in) && uniform_value(c, r, in, 0);
      if (h)
        pm_put(&r->hoist, in, (void *)1);
    }
}

typedef enum { A_UNIFORM, A_PRIVATE, A_PER_THREAD } alloca_kind;

static alloca_kind classify(rctx *c, LLVMValueRef a) {
  LLVMBasicBlockRef pro = LLVMGetEntryBasicBlock(c->T);
  bool simple = true, stores_outside = false, used_in_pro = false;
  for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    LLVMOpcode op = LLVMGetInstructionOpcode(user);
    bool pro_use = LLVMGetInstructionParent(user) == pro;
    used_in_pro |= pro_use;
    if (op == LLVMLoad && LLVMGetOperand(user, 0) == a)
      continue;
    if (op == LLVMStore && LLVMGetOperand(user, 1) == a &&
        LLVMGetOperand(user, 0) != a) {
      stores_outside |= !pro_use;
      continue;
    }
    simple = false;
  }
  if ((simple && !stores_outside) || pm_get(&c->uslots, a))
    return A_UNIFORM; /* written before the thread loops only */
  if (used_in_pro) {
    c->fail = true; /* a per-thread variable the prologue touches */
    return A_PER_THREAD;
  }
  if (!simple)
    return A_PER_THREAD;
  for (unsigned r = 0; r < c->nregs; r++)
    if (region_uses(c, &c->regs[r], a) && read_before_write(c, &c->regs[r], a))
      return A_PER_THREAD;
  return A_PRIVATE;
}

/* The value of T's v in region r (NULL: none). */
LLVMValueRef mapped(rctx *c, region *r, LLVMValueRef v) {
  LLVMValueRef m = pm_get(&r->map, v);
  if (m)
    return m;
  m = pm_get(&c->global, v);
  if (m)
    return m;
  LLVMValueRef arr = pm_get(&c->ctx, v);
  if (arr) { /* the thread's element, computed at the loop body's top */
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c->L->ctx);
    LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(r->body));
    LLVMValueRef e =
        LLVMBuildInBoundsGEP2(b, LLVMGetAllocatedType(v), arr,
                              r->sidx ? &r->sidx : &r->tid, 1, "");
    LLVMDisposeBuilder(b);
    pm_put(&r->map, v, e);
    return e;
  }
  return NULL;
}

static void remap_operands(rctx *c, region *r, LLVMValueRef cl) {
  int n = LLVMGetNumOperands(cl);
  for (int i = 0; i < n; i++) {
    LLVMValueRef op = LLVMGetOperand(cl, i);
    if (!op || !(LLVMIsAInstruction(op) || LLVMIsAArgument(op)))
      continue;
    LLVMValueRef m = mapped(c, r, op);
    if (!m) {
      c->fail = true;
      return;
    }
    LLVMSetOperand(cl, i, m);
  }
}

static bool skip_call(LLVMValueRef in) {
  const char *n = callee_name(in);
  return n &&
         (!strncmp(n, "llvm.lifetime.", 14) || !strncmp(n, "llvm.dbg.", 9));
}

/* Clones instruction `in` of T at the builder's position in region r. */
void clone_into(rctx *c, region *r, LLVMValueRef in) {
  lower *L = c->L;
  if (LLVMIsACallInst(in)) {
    if (skip_call(in))
      return;
    int bi = builtin_of_callee(called_function(in));
    if (bi >= BI_TID_X && bi <= BI_TID_Z) {
      LLVMValueRef v = r->iv[bi - BI_TID_X];
      if (LLVMTypeOf(in) != L->i32)
        v = LLVMBuildZExtOrBitCast(c->b, v, LLVMTypeOf(in), "");
      pm_put(&r->map, in, v);
      return;
    }
  }
  LLVMValueRef cl = LLVMInstructionClone(in);
  LLVMInsertIntoBuilder(c->b, cl);
  remap_operands(c, r, cl);
  pm_put(&r->map, in, cl);
}

/* The end of a thread's walk through region r at barrier k: the barrier's
 * predicate goes into its accumulator, and the block will go on to k. */
static LLVMBasicBlockRef exit_stub(rctx *c, region *r, int k) {
  lower *L = c->L;
  barrier *B = &c->bars[k];
  LLVMBasicBlockRef s = LLVMAppendBasicBlockInContext(L->ctx, c->F, "to.bar");
  LLVMPositionBuilderAtEnd(c->b, s);
  for (LLVMValueRef x = LLVMGetFirstInstruction(B->bb); x != B->call;
       x = LLVMGetNextInstruction(x))
    clone_into(c, r, x);
  if (B->op) {
    LLVMValueRef p = LLVMGetOperand(B->call, 1);
    LLVMValueRef pv = mapped(c, r, p);
    if (!pv) {
      if (LLVMIsAInstruction(p) || LLVMIsAArgument(p))
        c->fail = true;
      pv = p; /* a constant */
    }
    LLVMValueRef nz =
        LLVMBuildICmp(c->b, LLVMIntNE, pv, LLVMConstNull(LLVMTypeOf(pv)), "");
    LLVMValueRef z = LLVMBuildZExt(c->b, nz, L->i32, "");
    LLVMValueRef acc = LLVMBuildLoad2(c->b, L->i32, B->acc, "");
    LLVMValueRef n = B->op == 1   ? LLVMBuildAdd(c->b, acc, z, "")
                     : B->op == 2 ? LLVMBuildAnd(c->b, acc, z, "")
                                  : LLVMBuildOr(c->b, acc, z, "");
    LLVMBuildStore(c->b, n, B->acc);
  }
  /* next = max(next, k): threads agree on k; a max is a reduction that
   * LLVM vectorizes, where a plain store to one place would not be */
  LLVMValueRef nx = LLVMBuildLoad2(c->b, L->i32, c->next, "");
  LLVMValueRef kv = LLVMConstInt(L->i32, (unsigned)k, 0);
  LLVMValueRef gt = LLVMBuildICmp(c->b, LLVMIntSGT, nx, kv, "");
  LLVMBuildStore(c->b, LLVMBuildSelect(c->b, gt, nx, kv, ""), c->next);
  LLVMBuildBr(c->b, r->latch);
  return s;
}

static LLVMBasicBlockRef ret_stub(rctx *c, region *r) {
  lower *L = c->L;
  LLVMBasicBlockRef s = LLVMAppendBasicBlockInContext(L->ctx, c->F, "ret");
  LLVMPositionBuilderAtEnd(c->b, s);
  if (c->track_exits) {
    LLVMValueRef p =
        LLVMBuildInBoundsGEP2(c->b, L->i8, c->exited, &r->tid, 1, "");
    LLVMBuildStore(c->b, LLVMConstInt(L->i8, 1, 0), p);
    LLVMValueRef n = LLVMBuildLoad2(c->b, L->i32, c->nret, "");
    LLVMBuildStore(c->b, LLVMBuildAdd(c->b, n, LLVMConstInt(L->i32, 1, 0), ""),
                   c->nret);
  }
  LLVMBuildBr(c->b, r->latch);
  return s;
}

/* The loop nest of region r around its cloned blocks. */
static void build_region(rctx *c, region *r) {
  lower *L = c->L;
  LLVMBuilderRef b = c->b;
  LLVMValueRef zero = LLVMConstInt(L->i32, 0, 0),
               one = LLVMConstInt(L->i32, 1, 0);
  LLVMBasicBlockRef hdr[3], latch[3];
  LLVMPositionBuilderAtEnd(b, r->preh);
  LLVMBuildStore(b, LLVMConstInt(L->i32, (unsigned long long)-1, 1), c->next);
  LLVMValueRef ae = NULL;
  if (c->track_exits) {
    LLVMBuildStore(b, LLVMConstInt(L->i32, 0, 0), c->nret);
    ae =
        LLVMBuildICmp(b, LLVMIntNE, LLVMBuildLoad2(b, L->i8, c->any_exited, ""),
                      LLVMConstInt(L->i8, 0, 0), "any.exited");
  }
  for (unsigned k = 0; k < c->nbars; k++)
    if (c->bars[k].op)
      LLVMBuildStore(b, LLVMConstInt(L->i32, c->bars[k].op == 2, 0),
                     c->bars[k].acc);
  for (int d = 2; d >= 0; d--)
    hdr[d] = LLVMAppendBasicBlockInContext(L->ctx, c->F, "tloop");
  r->body = LLVMAppendBasicBlockInContext(L->ctx, c->F, "tbody");
  for (int d = 0; d < 3; d++)
    latch[d] = LLVMAppendBasicBlockInContext(L->ctx, c->F, "tlatch");
  r->latch = latch[0];
  /* the chain's uniform work, once */
  for (unsigned i = 0; i < r->nchain && !c->fail; i++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(r->chain[i]); in;
         in = LLVMGetNextInstruction(in)) {
      if (!pm_get(&r->hoist, in))
        continue;
      if (r->bar >= 0 && in == c->bars[r->bar].call) {
        barrier *B = &c->bars[r->bar];
        LLVMValueRef v = B->op ? LLVMBuildLoad2(b, L->i32, B->res, "")
                               : LLVMConstNull(LLVMTypeOf(in));
        if (B->op && LLVMTypeOf(in) != L->i32)
          v = LLVMBuildIntCast2(b, v, LLVMTypeOf(in), 0, "");
        pm_put(&r->map, in, v);
        continue;
      }
      clone_into(c, r, in);
    }
  LLVMBuildBr(b, hdr[2]);
  LLVMBasicBlockRef pred[3] = {hdr[1], hdr[2], r->preh};
  for (int d = 2; d >= 0; d--) {
    LLVMPositionBuilderAtEnd(b, hdr[d]);
    r->iv[d] = LLVMBuildPhi(b, L->i32, d == 0 ? "tx" : d == 1 ? "ty" : "tz");
    LLVMBuildBr(b, d > 0 ? hdr[d - 1] : r->body);
  }
  LLVMPositionBuilderAtEnd(b, r->body);
  LLVMValueRef lin = LLVMBuildAdd(
      b,
      LLVMBuildMul(b,
                   LLVMBuildAdd(b, LLVMBuildMul(b, r->iv[2], c->dim[1], ""),
                                r->iv[1], ""),
                   c->dim[0], ""),
      r->iv[0], "");
  r->tid = LLVMBuildZExt(b, lin, L->i64, "tid");
  /* the body's blocks */
  unsigned n = r->nbbs;
  LLVMBasicBlockRef *cl = malloc(n * sizeof *cl);
  for (unsigned i = 0; i < n; i++) {
    cl[i] = LLVMAppendBasicBlockInContext(L->ctx, c->F, "");
    pm_put(&r->map, r->bbs[i], cl[i]);
  }
  LLVMBasicBlockRef start = pm_get(&r->map, r->entry);
  if (c->track_exits) {
    /* skip threads that returned; the test of the loop-invariant
     * any.exited lets LLVM unswitch the loop into one without it */
    LLVMBasicBlockRef chk = LLVMAppendBasicBlockInContext(L->ctx, c->F, "");
    LLVMBuildCondBr(b, ae, chk, start);
    LLVMPositionBuilderAtEnd(b, chk);
    LLVMValueRef p = LLVMBuildInBoundsGEP2(b, L->i8, c->exited, &r->tid, 1, "");
    LLVMValueRef gone =
        LLVMBuildICmp(b, LLVMIntNE, LLVMBuildLoad2(b, L->i8, p, ""),
                      LLVMConstInt(L->i8, 0, 0), "");
    LLVMBuildCondBr(b, gone, r->latch, start);
  } else {
    LLVMBuildBr(b, start);
  }
  pmap stubs = {0};
  LLVMBasicBlockRef rs = NULL;
  /* blocks in an order where a value's block comes before its uses' (the
   * DFS order of collect_region is not; reg2mem leaves only uses within a
   * block, so any order works) */
  for (unsigned i = 0; i < n && !c->fail; i++) {
    LLVMBasicBlockRef bb = r->bbs[i];
    LLVMPositionBuilderAtEnd(b, cl[i]);
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !c->fail;
         in = LLVMGetNextInstruction(in)) {
      int k;
      if ((bb == r->entry && r->bar >= 0 && before_call(c, in, &k)) ||
          pm_get(&r->hoist, in))
        continue; /* (a barrier region's call is always hoisted) */
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op == LLVMRet) {
        if (!rs)
          rs = ret_stub(c, r);
        LLVMPositionBuilderAtEnd(b, cl[i]);
        LLVMBuildBr(b, rs);
        continue;
      }
      clone_into(c, r, in);
      if (!LLVMIsATerminatorInst(in))
        continue;
      LLVMValueRef t = pm_get(&r->map, in);
      unsigned ns = LLVMGetNumSuccessors(in);
      for (unsigned s = 0; s < ns; s++) {
        LLVMBasicBlockRef succ = LLVMGetSuccessor(in, s);
        int bk = bar_index(c, succ);
        LLVMBasicBlockRef to;
        if (bk >= 0) {
          to = pm_get(&stubs, succ);
          if (!to) {
            to = exit_stub(c, r, bk);
            pm_put(&stubs, succ, to);
          }
        } else {
          to = pm_get(&r->map, succ);
        }
        LLVMSetSuccessor(t, s, to);
      }
    }
  }
  pm_free(&stubs);
  free(cl);
  /* latches */
  r->done = LLVMAppendBasicBlockInContext(L->ctx, c->F, "tdone");
  for (int d = 0; d < 3; d++) {
    LLVMPositionBuilderAtEnd(b, latch[d]);
    LLVMValueRef nx = LLVMBuildNUWAdd(b, r->iv[d], one, "");
    LLVMValueRef more = LLVMBuildICmp(b, LLVMIntULT, nx, c->dim[d], "");
    LLVMBuildCondBr(b, more, hdr[d], d < 2 ? latch[d + 1] : r->done);
    LLVMValueRef inv[2] = {zero, nx};
    LLVMBasicBlockRef inb[2] = {pred[d], latch[d]};
    LLVMAddIncoming(r->iv[d], inv, inb, 2);
  }
}

/* After region r's loop: the barriers' results, then the next region. */
static void build_dispatch(rctx *c, region *r) {
  lower *L = c->L;
  LLVMBuilderRef b = c->b;
  LLVMPositionBuilderAtEnd(b, r->done);
  for (unsigned k = 0; k < c->nbars; k++)
    if (c->bars[k].op)
      LLVMBuildStore(b, LLVMBuildLoad2(b, L->i32, c->bars[k].acc, ""),
                     c->bars[k].res);
  if (c->track_exits) {
    LLVMValueRef n = LLVMBuildLoad2(b, L->i32, c->nret, "");
    LLVMValueRef any = LLVMBuildLoad2(b, L->i8, c->any_exited, "");
    LLVMValueRef now = LLVMBuildZExt(
        b, LLVMBuildICmp(b, LLVMIntNE, n, LLVMConstInt(L->i32, 0, 0), ""),
        L->i8, "");
    LLVMBuildStore(b, LLVMBuildOr(b, any, now, ""), c->any_exited);
  }
  LLVMValueRef nx = LLVMBuildLoad2(b, L->i32, c->next, "");
  LLVMValueRef sw = LLVMBuildSwitch(b, nx, c->ret_bb, c->nbars);
  for (unsigned k = 0; k < c->nbars; k++)
    LLVMAddCase(sw, LLVMConstInt(L->i32, k, 0),
                c->regs[c->bars[k].region].preh);
}

static void free_ctx(rctx *c) {
  for (unsigned r = 0; r < c->nregs; r++) {
    free(c->regs[r].bbs);
    free(c->regs[r].pred_off);
    free(c->regs[r].pred_idx);
    pm_free(&c->regs[r].idx);
    pm_free(&c->regs[r].hoist);
    free(c->regs[r].chain);
    pm_free(&c->regs[r].map);
  }
  free(c->regs);
  free(c->bars);
  pm_free(&c->bar_of_bb);
  pm_free(&c->global);
  pm_free(&c->ctx);
  pm_free(&c->uslots);
}

/* Builds the loop entry of K from its inlined, reg2mem'd fiber entry T.
 * Returns false (leaving T alone) when it cannot. */
static bool form(lower *L, kernel *K, bool warp) {
  rctx cv = {0}, *c = &cv;
  c->warp = warp;
  c->L = L;
  c->K = K;
  c->T = K->entry;
  LLVMValueRef T = c->T;
  LLVMBasicBlockRef pro = LLVMGetEntryBasicBlock(T);
  /* barriers: blocks that hold nothing but a barrier and reloads */
  unsigned nb = LLVMCountBasicBlocks(T);
  c->bars = calloc(nb + 1, sizeof *c->bars);
  FOR_EACH_INSTRUCTION(T, bb, in) {
    if (!LLVMIsACallInst(in) || barrier_op(in, c->warp) < 0)
      continue;
    barrier *B = &c->bars[c->nbars++];
    B->call = in;
    B->bb = bb;
    B->op = barrier_op(in, c->warp);
    pm_put(&c->bar_of_bb, bb, (void *)(uintptr_t)c->nbars);
  }
  /* regions: the body's start, then one per barrier */
  LLVMValueRef pt = LLVMGetBasicBlockTerminator(pro);
  if (LLVMGetInstructionOpcode(pt) != LLVMBr || LLVMGetNumSuccessors(pt) != 1) {
    free_ctx(c);
    return false;
  }
  c->regs = calloc(c->nbars + 1, sizeof *c->regs);
  c->regs[0].entry = LLVMGetSuccessor(pt, 0);
  c->regs[0].bar = -1;
  if (bar_index(c, c->regs[0].entry) >= 0) { /* split_before prevents it */
    free_ctx(c);
    return false;
  }
  c->nregs = 1;
  for (unsigned k = 0; k < c->nbars; k++) {
    region *r = &c->regs[c->nregs];
    r->entry = c->bars[k].bb;
    r->bar = (int)k;
    c->bars[k].region = (int)c->nregs++;
  }
  for (unsigned r = 0; r < c->nregs; r++)
    collect_region(c, &c->regs[r]);
  for (unsigned r = 0; r < c->nregs; r++)
    find_chain(c, &c->regs[r]);
  /* (warps run their regions at different times: nothing is uniform
   * across the block's threads there, and exits are lane states) */
  if (!warp) {
    find_uniform_slots(c);
    for (unsigned r = 0; r < c->nregs; r++)
      find_hoisted(c, &c->regs[r]);
  }
  bool any_ret = false;
  for (unsigned r = 0; r < c->nregs; r++)
    any_ret |= c->regs[r].ret_exit;
  c->track_exits = any_ret && !warp;

  /* the new entry and its prologue */
  LLVMTypeRef ps[2] = {L->ptr, L->ptr};
  LLVMTypeRef fty = LLVMFunctionType(L->voidt, ps, 2, 0);
  char name[strlen(K->name) + 32];
  snprintf(name, sizeof name, "__cucc_entry_%s", K->name);
  c->F = LLVMAddFunction(L->mod, name, fty);
  LLVMValueRef blk = LLVMGetParam(c->F, 1);
  c->b = LLVMCreateBuilderInContext(L->ctx);
  LLVMBuilderRef b = c->b;
  LLVMBasicBlockRef fpro = LLVMAppendBasicBlockInContext(L->ctx, c->F, "entry");
  LLVMPositionBuilderAtEnd(b, fpro);
  pm_put(&c->global, LLVMGetParam(T, 0), LLVMGetParam(c->F, 0));
  for (int d = 0; d < 3; d++)
    c->dim[d] = load_u32(L, b, blk,
                         (unsigned)(offsetof(cucc_block, block_dim) + 4u * d));
  c->nthreads = LLVMBuildMul(b, LLVMBuildMul(b, c->dim[0], c->dim[1], ""),
                             c->dim[2], "nthreads");
  c->next = LLVMBuildAlloca(b, L->i32, "next");
  for (unsigned k = 0; k < c->nbars; k++)
    if (c->bars[k].op && c->bars[k].op <= CUCC_BAR_OR) {
      c->bars[k].acc = LLVMBuildAlloca(b, L->i32, "bar.acc");
      c->bars[k].res = LLVMBuildAlloca(b, L->i32, "bar.res");
    }
  /* the prologue's allocas: uniform, private or per thread */
  uint64_t state = 0;
  /* without block barriers, a warp runs from start to end before the
   * next: per-thread values need one element per lane */
  c->lane_slots = warp;
  for (unsigned k = 0; k < c->nbars; k++)
    c->lane_slots &= c->bars[k].op == CUT_WARP;
  unsigned maxt = K->max_threads ? K->max_threads : 1024;
  for (LLVMValueRef in = LLVMGetFirstInstruction(pro); in && !c->fail;
       in = LLVMGetNextInstruction(in)) {
    if (LLVMGetInstructionOpcode(in) != LLVMAlloca)
      continue;
    alloca_kind k = classify(c, in);
    LLVMTypeRef ty = LLVMGetAllocatedType(in);
    if (k == A_PER_THREAD) {
      uint64_t sz = LLVMABISizeOfType(L->td, ty);
      state += sz * (c->lane_slots ? 32 : maxt);
      LLVMValueRef arr = LLVMBuildArrayAlloca(
          b, ty, c->lane_slots ? LLVMConstInt(L->i32, 32, 0) : c->nthreads,
          "per.thread");
      unsigned al = LLVMGetAlignment(in);
      LLVMSetAlignment(arr, al > 16 ? al : 16);
      pm_put(&c->ctx, in, arr);
    }
  }
  if (c->fail || state > MAX_STATE) {
    LLVMDisposeBuilder(b);
    LLVMDeleteFunction(c->F);
    free_ctx(c);
    return false;
  }
  if (c->track_exits) {
    c->nret = LLVMBuildAlloca(b, L->i32, "nret");
    c->any_exited = LLVMBuildAlloca(b, L->i8, "any.exited");
    LLVMBuildStore(b, LLVMConstInt(L->i8, 0, 0), c->any_exited);
    c->exited = LLVMBuildArrayAlloca(b, L->i8, c->nthreads, "exited");
    LLVMBuildMemSet(b, c->exited, LLVMConstInt(L->i8, 0, 0),
                    LLVMBuildZExt(b, c->nthreads, L->i64, ""), 1);
  }
  /* the rest of the prologue (uniform allocas, argument loads and their
   * slots' stores) */
  for (LLVMValueRef in = LLVMGetFirstInstruction(pro); in;
       in = LLVMGetNextInstruction(in)) {
    if (in == pt || pm_get(&c->ctx, in) ||
        (LLVMIsACallInst(in) && skip_call(in)))
      continue;
    LLVMValueRef cl = LLVMInstructionClone(in);
    LLVMInsertIntoBuilder(b, cl);
    int n = LLVMGetNumOperands(cl);
    for (int i = 0; i < n; i++) {
      LLVMValueRef op = LLVMGetOperand(cl, i);
      LLVMValueRef m = op ? pm_get(&c->global, op) : NULL;
      if (m)
        LLVMSetOperand(cl, i, m);
      else if (op && (LLVMIsAInstruction(op) || LLVMIsAArgument(op)))
        c->fail = true;
    }
    pm_put(&c->global, in, cl);
  }
  for (unsigned r = 0; r < c->nregs; r++)
    c->regs[r].preh = LLVMAppendBasicBlockInContext(L->ctx, c->F, "region");
  if (warp) {
    c->ret_bb = LLVMAppendBasicBlockInContext(L->ctx, c->F, "exit");
    if (!build_warp_regions(c))
      c->fail = true;
    LLVMPositionBuilderAtEnd(b, c->ret_bb);
    LLVMBuildRetVoid(b);
  } else {
    LLVMBuildBr(b, c->regs[0].preh);
    c->ret_bb = LLVMAppendBasicBlockInContext(L->ctx, c->F, "exit");
    LLVMPositionBuilderAtEnd(b, c->ret_bb);
    LLVMBuildRetVoid(b);
    for (unsigned r = 0; r < c->nregs && !c->fail; r++)
      build_region(c, &c->regs[r]);
    for (unsigned r = 0; r < c->nregs && !c->fail; r++)
      build_dispatch(c, &c->regs[r]);
  }
  LLVMDisposeBuilder(b);
  if (c->fail) {
    LLVMDeleteFunction(c->F);
    free_ctx(c);
    return false;
  }
  /* the loop bodies, for replace_builtins (threads' records for calls that
   * read built-ins through __cucc_self) */
  K->nregions = c->nregs;
  K->region_iv = calloc(c->nregs, sizeof *K->region_iv);
  for (unsigned r = 0; r < c->nregs; r++)
    for (int d = 0; d < 3; d++)
      K->region_iv[r][d] = c->regs[r].iv[d];
  free_ctx(c);
  LLVMDeleteFunction(T);
  K->entry = c->F;
  K->fiber = false;
  return true;
}

int form_regions(lower *L) {
  if (getenv("CUCC_NO_REGIONS"))
    return 0;
  /* CUCC_NO_WARP_LOOPS: kernels with warp-level code stay on fibers */
  const char *nw = getenv("CUCC_NO_WARP_LOOPS");
  bool warp_ok = !(nw && *nw && strcmp(nw, "0"));
  /* 1. which fiber kernels qualify */
  bool any = false;
  bool *ok = calloc(L->nkernels + 1, sizeof *ok);
  bool *warp = calloc(L->nkernels + 1, sizeof *warp);
  bool *grid = calloc(L->nkernels + 1, sizeof *grid), any_grid = false;
  for (unsigned i = 0; i < L->nkernels; i++) {
    kernel *K = &L->kernels[i];
    if (K->fiber && K->entry &&
        eligible(L, K, K->entry, warp_ok, &warp[i], &grid[i]))
      ok[i] = any = K->region_candidate = true;
    any_grid |= grid[i];
  }
  /* built-ins of everything else first (loop entries' induction variables
   * would not survive the passes below) */
  if (!any || replace_builtins(L)) {
    free(ok);
    free(warp);
    free(grid);
    return L->err ? -1 : 0;
  }
  /* 2. local variables into registers (clang's device IR is unoptimized),
   * built-in reads next to their uses, lock-step points of warp-level
   * code, cuts in blocks of their own */
  if (run_passes(L, any_grid ? "function(sroa,instcombine<no-verify-fixpoint>,sccp)" : "function(sroa)")) {
    free(ok);
    free(warp);
    free(grid);
    return -1;
  }
  for (unsigned i = 0; i < L->nkernels; i++) {
    kernel *K = &L->kernels[i];
    if (ok[i] && grid[i] && !eligible(L, K, K->entry, true, &warp[i], NULL))
      ok[i] = K->region_candidate = false; /* a live grid barrier */
    if (!ok[i])
      continue;
    LLVMValueRef T = L->kernels[i].entry;
    sink_builtins(L, T);
    if (warp[i])
      insert_lockstep_markers(L, T);
    LLVMValueRef *calls = NULL;
    unsigned n = 0, cap = 0;
    FOR_EACH_INSTRUCTION(T, bb, in) {
      if (!LLVMIsACallInst(in) || barrier_op(in, warp[i]) < 0)
        continue;
      if (n == cap) {
        cap = cap ? 2 * cap : 16;
        calls = realloc(calls, cap * sizeof *calls);
      }
      calls[n++] = in;
    }
    if (warp[i] && n > MAX_WARP_CUTS) { /* compile time: stay on fibers */
      free(calls);
      ok[i] = L->kernels[i].region_candidate = false;
      continue;
    }
    /* (a cut first in the body gets an empty region before it) */
    LLVMBasicBlockRef start = LLVMGetSuccessor(
        LLVMGetBasicBlockTerminator(LLVMGetEntryBasicBlock(T)), 0);
    for (unsigned j = 0; j < n; j++) {
      split_before(L, T, calls[j], "pre.bar",
                   LLVMGetInstructionParent(calls[j]) == start);
      LLVMValueRef after = LLVMGetNextInstruction(calls[j]);
      split_before(L, T, after, "bar", false);
    }
    free(calls);
  }
  /* 3. every value used outside its block into a stack slot, 4. the
   * regions */
  for (unsigned i = 0; i < L->nkernels; i++)
    if (ok[i]) {
      demote_to_slots(L, L->kernels[i].entry);
      form(L, &L->kernels[i], warp[i]);
      L->kernels[i].region_candidate = false;
    }
  free(ok);
  free(warp);
  free(grid);
  /* 5. slots back into registers where they stayed scalar */
  return run_passes(L, "function(mem2reg)");
}
