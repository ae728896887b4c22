/* Loop kernels with warp-level cuts (docs/WARP_LOWERING.md). regions.c
 * cuts the body at its block barriers and at its warp collectives (and the
 * lock-step points of warp_markers.c) and hands the regions here. The
 * block's threads run warp by warp: a warp's lanes run a region as a loop
 * over the lanes (each lane until it reaches a cut), then the support
 * library's scheduler (__cucc_warp_next) completes the collective the
 * lanes wait at, from the operands each lane left in per-thread arrays, and
 * names the next region and the lanes that run it. A warp goes on until
 * its lanes have returned or wait at a block barrier; when every warp is
 * there, the block passes the barrier (__cucc_block_next) and the warps run
 * again. The lane loop tests whether all its lanes run (a loop-invariant
 * condition that LLVM unswitches), so that the common converged case is a
 * plain loop that vectorizes. */
#include <stddef.h>
#include <stdlib.h>

#include "regions.h"

enum { A_ST, A_OP, A_MASK, A_ARG, A_WIDTH, A_VAL, A_RES, A_N };

typedef struct {
  rctx *c;
  LLVMValueRef arr[A_N];
  LLVMValueRef desc, runslot, base, nl, full;
  LLVMValueRef oned; /* the block is one-dimensional */
  /* warp cuts whose converged case is done inline (fast_op): the number
   * of lanes that reached each in the current lane loop, and its block */
  LLVMValueRef *cnt;
  LLVMBasicBlockRef *fast;
  LLVMBasicBlockRef sched;
} wctx;

static LLVMTypeRef arr_ty(lower *L, int a) {
  return a >= A_VAL ? L->i64 : L->i32;
}

static void store_lane(wctx *w, region *r, int a, LLVMValueRef v) {
  lower *L = w->c->L;
  LLVMBuilderRef b = w->c->b;
  LLVMTypeRef ty = arr_ty(L, a);
  if (LLVMTypeOf(v) != ty)
    v = LLVMBuildIntCast2(b, v, ty, 0, "");
  LLVMValueRef p = LLVMBuildInBoundsGEP2(b, ty, w->arr[a], &r->tid, 1, "");
  LLVMBuildStore(b, v, p);
}

/* operand i of a cut's call in region r (a constant, or its value there) */
static LLVMValueRef cut_operand(rctx *c, region *r, LLVMValueRef call,
                                unsigned i) {
  LLVMValueRef p = LLVMGetOperand(call, i);
  LLVMValueRef v = mapped(c, r, p);
  if (v)
    return v;
  if (LLVMIsAInstruction(p) || LLVMIsAArgument(p))
    c->fail = true;
  return p;
}

/* The end of a lane's walk through region r at cut k: its collective's
 * operands (a warp cut) or its barrier's predicate, and its new state. */
static LLVMBasicBlockRef cut_stub(wctx *w, region *r, int k) {
  rctx *c = w->c;
  lower *L = c->L;
  LLVMBuilderRef b = c->b;
  barrier *B = &c->bars[k];
  LLVMBasicBlockRef s = LLVMAppendBasicBlockInContext(L->ctx, c->F, "to.cut");
  LLVMPositionBuilderAtEnd(b, s);
  for (LLVMValueRef x = LLVMGetFirstInstruction(B->bb); x != B->call;
       x = LLVMGetNextInstruction(x))
    clone_into(c, r, x);
  unsigned st;
  if (B->op == CUT_WARP) {
    static const int field[5] = {A_OP, A_MASK, A_VAL, A_ARG, A_WIDTH};
    for (unsigned i = 0; i < 5; i++)
      store_lane(w, r, field[i], cut_operand(c, r, B->call, i));
    st = CUCC_LANE_WAIT | (unsigned)k;
    if (w->cnt[k])
      LLVMBuildStore(b,
                     LLVMBuildAdd(b, LLVMBuildLoad2(b, L->i32, w->cnt[k], ""),
                                  LLVMConstInt(L->i32, 1, 0), ""),
                     w->cnt[k]);
  } else {
    if (B->op) {
      LLVMValueRef pv = cut_operand(c, r, B->call, 1);
      LLVMValueRef nz =
          LLVMBuildICmp(b, LLVMIntNE, pv, LLVMConstNull(LLVMTypeOf(pv)), "");
      LLVMValueRef z = LLVMBuildZExt(b, nz, L->i32, "");
      LLVMValueRef acc = LLVMBuildLoad2(b, L->i32, B->acc, "");
      LLVMValueRef n = B->op == CUCC_BAR_COUNT ? LLVMBuildAdd(b, acc, z, "")
                       : B->op == CUCC_BAR_AND ? LLVMBuildAnd(b, acc, z, "")
                                               : LLVMBuildOr(b, acc, z, "");
      LLVMBuildStore(b, n, B->acc);
    }
    st = CUCC_LANE_PARK | (unsigned)k;
  }
  store_lane(w, r, A_ST, LLVMConstInt(L->i32, st, 0));
  LLVMBuildBr(b, r->latch);
  return s;
}

static LLVMBasicBlockRef ret_stub(wctx *w, region *r) {
  lower *L = w->c->L;
  LLVMBasicBlockRef s =
      LLVMAppendBasicBlockInContext(L->ctx, w->c->F, "lane.ret");
  LLVMPositionBuilderAtEnd(w->c->b, s);
  store_lane(w, r, A_ST, LLVMConstInt(L->i32, CUCC_LANE_EXIT, 0));
  LLVMBuildBr(w->c->b, r->latch);
  return s;
}

/* The value of the cut call that starts region r, for each lane. */
static void map_cut_result(wctx *w, region *r) {
  rctx *c = w->c;
  lower *L = c->L;
  barrier *B = &c->bars[r->bar];
  LLVMTypeRef ty = LLVMTypeOf(B->call);
  if (LLVMGetTypeKind(ty) == LLVMVoidTypeKind)
    return;
  LLVMValueRef v;
  if (B->op == CUT_WARP) {
    LLVMValueRef p =
        LLVMBuildInBoundsGEP2(c->b, L->i64, w->arr[A_RES], &r->tid, 1, "");
    v = LLVMBuildLoad2(c->b, L->i64, p, "warp.res");
  } else if (B->op) {
    v = LLVMBuildLoad2(c->b, L->i32, B->res, "bar.res");
  } else {
    v = LLVMConstNull(ty);
  }
  if (LLVMTypeOf(v) != ty)
    v = LLVMBuildIntCast2(c->b, v, ty, 0, "");
  pm_put(&r->map, B->call, v);
}

/* Region r: a loop over the lanes of the current warp that run it. */
static void build_lane_loop(wctx *w, region *r) {
  rctx *c = w->c;
  lower *L = c->L;
  LLVMBuilderRef b = c->b;
  LLVMValueRef zero = LLVMConstInt(L->i32, 0, 0);
  LLVMBasicBlockRef hdr = LLVMAppendBasicBlockInContext(L->ctx, c->F, "lane");
  LLVMBasicBlockRef pre = LLVMAppendBasicBlockInContext(L->ctx, c->F, "lane.ids");
  r->body = LLVMAppendBasicBlockInContext(L->ctx, c->F, "lane.body");
  r->latch = LLVMAppendBasicBlockInContext(L->ctx, c->F, "lane.next");
  LLVMPositionBuilderAtEnd(b, r->preh);
  LLVMValueRef run = LLVMBuildLoad2(b, L->i32, w->runslot, "run");
  LLVMValueRef all = LLVMBuildICmp(b, LLVMIntEQ, run, w->full, "all.lanes");
  LLVMBuildBr(b, hdr);
  LLVMPositionBuilderAtEnd(b, hdr);
  LLVMValueRef l = LLVMBuildPhi(b, L->i32, "lane");
  LLVMValueRef bit = LLVMBuildTrunc(b, LLVMBuildLShr(b, run, l, ""),
                                    LLVMInt1TypeInContext(L->ctx), "");
  LLVMBuildCondBr(b, LLVMBuildOr(b, all, bit, ""), pre, r->latch);
  /* the thread's index from its linear id (warps follow it); no
   * divisions in 1D blocks */
  LLVMPositionBuilderAtEnd(b, pre);
  LLVMValueRef t = LLVMBuildNUWAdd(b, w->base, l, "tid32");
  LLVMBasicBlockRef md = LLVMAppendBasicBlockInContext(L->ctx, c->F, "lane.3d");
  LLVMBuildCondBr(b, w->oned, r->body, md);
  LLVMPositionBuilderAtEnd(b, md);
  LLVMValueRef id[3];
  id[0] = LLVMBuildURem(b, t, c->dim[0], "");
  LLVMValueRef q = LLVMBuildUDiv(b, t, c->dim[0], "");
  id[1] = LLVMBuildURem(b, q, c->dim[1], "");
  id[2] = LLVMBuildUDiv(b, q, c->dim[1], "");
  LLVMBuildBr(b, r->body);
  LLVMPositionBuilderAtEnd(b, r->body);
  for (int d = 0; d < 3; d++) {
    r->iv[d] = LLVMBuildPhi(b, L->i32, d == 0 ? "tx" : d == 1 ? "ty" : "tz");
    LLVMValueRef v[2] = {d == 0 ? t : zero, id[d]};
    LLVMBasicBlockRef from[2] = {pre, md};
    LLVMAddIncoming(r->iv[d], v, from, 2);
  }
  r->tid = LLVMBuildZExt(b, t, L->i64, "tid");
  if (c->lane_slots)
    r->sidx = LLVMBuildZExt(b, l, L->i64, "lane64");
  if (r->bar >= 0)
    map_cut_result(w, r);
  unsigned n = r->nbbs;
  LLVMBasicBlockRef *cl = malloc(n * sizeof *cl);
  for (unsigned i = 0; i < n; i++) {
    cl[i] = LLVMAppendBasicBlockInContext(L->ctx, c->F, "");
    pm_put(&r->map, r->bbs[i], cl[i]);
  }
  LLVMBuildBr(b, pm_get(&r->map, r->entry));
  pmap stubs = {0};
  LLVMBasicBlockRef rs = NULL;
  for (unsigned i = 0; i < n && !c->fail; i++) {
    LLVMBasicBlockRef bb = r->bbs[i];
    LLVMPositionBuilderAtEnd(b, cl[i]);
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !c->fail;
         in = LLVMGetNextInstruction(in)) {
      int k;
      if (bb == r->entry && r->bar >= 0 &&
          (before_call(c, in, &k) || in == c->bars[r->bar].call))
        continue;
      if (LLVMGetInstructionOpcode(in) == LLVMRet) {
        if (!rs)
          rs = ret_stub(w, r);
        LLVMPositionBuilderAtEnd(b, cl[i]);
        LLVMBuildBr(b, rs);
        continue;
      }
      clone_into(c, r, in);
      if (!LLVMIsATerminatorInst(in))
        continue;
      LLVMValueRef tc = pm_get(&r->map, in);
      unsigned ns = LLVMGetNumSuccessors(in);
      for (unsigned s = 0; s < ns; s++) {
        LLVMBasicBlockRef succ = LLVMGetSuccessor(in, s);
        int bk = bar_index(c, succ);
        LLVMBasicBlockRef to;
        if (bk >= 0) {
          to = pm_get(&stubs, succ);
          if (!to) {
            to = cut_stub(w, r, bk);
            pm_put(&stubs, succ, to);
          }
        } else {
          to = pm_get(&r->map, succ);
        }
        LLVMSetSuccessor(tc, s, to);
      }
    }
  }
  /* after the loop: a converged warp at an inline cut goes on there */
  LLVMBasicBlockRef done = w->sched;
  LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(r->preh));
  for (unsigned k = 0; k < c->nbars; k++) {
    if (!w->cnt[k] || !pm_get(&stubs, c->bars[k].bb))
      continue;
    LLVMBuildStore(b, zero, w->cnt[k]);
    LLVMBasicBlockRef t2 =
        LLVMAppendBasicBlockInContext(L->ctx, c->F, "warp.converged");
    LLVMBuilderRef b2 = LLVMCreateBuilderInContext(L->ctx);
    LLVMPositionBuilderAtEnd(b2, t2);
    LLVMValueRef n = LLVMBuildLoad2(b2, L->i32, w->cnt[k], "");
    LLVMBuildCondBr(b2,
                    LLVMBuildICmp(b2, LLVMIntEQ, n, LLVMConstInt(L->i32, 32, 0),
                                  ""),
                    w->fast[k], done);
    LLVMDisposeBuilder(b2);
    done = t2;
  }
  pm_free(&stubs);
  free(cl);
  LLVMPositionBuilderAtEnd(b, r->latch);
  LLVMValueRef nx = LLVMBuildNUWAdd(b, l, LLVMConstInt(L->i32, 1, 0), "");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, nx, w->nl, ""), hdr, done);
  LLVMValueRef inv[2] = {zero, nx};
  LLVMBasicBlockRef inb[2] = {r->preh, r->latch};
  LLVMAddIncoming(l, inv, inb, 2);
}

/* ---- the converged case of common collectives, inline ------------------
 * When all 32 lanes of a warp reach the same warp cut in one lane loop, a
 * shuffle, vote, __syncwarp(), lock-step point or __activemask() whose mask
 * (and width) are constants naming the whole warp completes here, as the
 * scheduler would complete it, and the warp goes on to the next region
 * without a call. */

static long long const_int(LLVMValueRef v, long long dflt) {
  return LLVMIsAConstantInt(v) ? LLVMConstIntGetSExtValue(v) : dflt;
}

/* The op of warp cut B if its converged case is done inline, else -1. */
static int fast_op(barrier *B) {
  if (B->op != CUT_WARP)
    return -1;
  int op = (int)const_int(LLVMGetOperand(B->call, 0), -1);
  if (op == CUCC_WARP_LOCKSTEP || op == CUCC_WARP_ACTIVEMASK ||
      op == CUCC_WARP_CONVERGED)
    return op;
  if ((const_int(LLVMGetOperand(B->call, 1), 0) & 0xffffffffLL) != 0xffffffffLL)
    return -1;
  long long wd = const_int(LLVMGetOperand(B->call, 4), 0);
  switch (op) {
  case CUCC_WARP_SHFL_IDX:
  case CUCC_WARP_SHFL_UP:
  case CUCC_WARP_SHFL_DOWN:
  case CUCC_WARP_SHFL_XOR:
    return wd >= 1 && wd <= 32 && !(wd & (wd - 1)) ? op : -1;
  case CUCC_WARP_SYNC:
  case CUCC_WARP_BALLOT:
  case CUCC_WARP_ANY:
  case CUCC_WARP_ALL:
    return op;
  default:
    return -1;
  }
}

static LLVMValueRef lane_ptr(wctx *w, LLVMBuilderRef b, int a,
                             LLVMValueRef idx32) {
  lower *L = w->c->L;
  LLVMValueRef i = LLVMBuildZExt(b, idx32, L->i64, "");
  return LLVMBuildInBoundsGEP2(b, arr_ty(L, a), w->arr[a], &i, 1, "");
}

/* A loop over the warp's 32 lanes from the builder's block; returns the
 * lane and leaves the builder in the body (end_lanes closes it). */
static LLVMValueRef begin_lanes(wctx *w, LLVMBuilderRef b,
                                LLVMBasicBlockRef *hdr) {
  lower *L = w->c->L;
  LLVMBasicBlockRef from = LLVMGetInsertBlock(b);
  *hdr = LLVMAppendBasicBlockInContext(L->ctx, w->c->F, "conv.lane");
  LLVMBuildBr(b, *hdr);
  LLVMPositionBuilderAtEnd(b, *hdr);
  LLVMValueRef l = LLVMBuildPhi(b, L->i32, "l");
  LLVMValueRef z = LLVMConstInt(L->i32, 0, 0);
  LLVMAddIncoming(l, &z, &from, 1);
  return l;
}

static void end_lanes(wctx *w, LLVMBuilderRef b, LLVMBasicBlockRef hdr,
                      LLVMValueRef l) {
  lower *L = w->c->L;
  LLVMValueRef nx = LLVMBuildNUWAdd(b, l, LLVMConstInt(L->i32, 1, 0), "");
  LLVMBasicBlockRef at = LLVMGetInsertBlock(b);
  LLVMBasicBlockRef out =
      LLVMAppendBasicBlockInContext(L->ctx, w->c->F, "conv.done");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, nx,
                                   LLVMConstInt(L->i32, 32, 0), ""),
                  hdr, out);
  LLVMAddIncoming(l, &nx, &at, 1);
  LLVMPositionBuilderAtEnd(b, out);
}

static void build_fast(wctx *w, unsigned k, int op) {
  rctx *c = w->c;
  lower *L = c->L;
  barrier *B = &c->bars[k];
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  w->fast[k] = LLVMAppendBasicBlockInContext(L->ctx, c->F, "warp.inline");
  LLVMPositionBuilderAtEnd(b, w->fast[k]);
  LLVMBasicBlockRef hdr;
  if (op >= CUCC_WARP_SHFL_IDX && op <= CUCC_WARP_SHFL_XOR) {
    unsigned wd = (unsigned)const_int(LLVMGetOperand(B->call, 4), 32);
    LLVMValueRef l = begin_lanes(w, b, &hdr);
    LLVMValueRef t = LLVMBuildAdd(b, w->base, l, "");
    LLVMValueRef a = LLVMBuildLoad2(b, L->i32, lane_ptr(w, b, A_ARG, t), "");
    /* as cucc_warp_eval, in 64 bits: src = the source lane, in = inside
     * the segment; a source outside the warp reads 0 */
    LLVMTypeRef i64 = L->i64;
    LLVMValueRef l64 = LLVMBuildZExt(b, l, i64, "");
    LLVMValueRef a64 = LLVMBuildSExt(b, a, i64, "");
    LLVMValueRef minl = LLVMBuildAnd(b, l64, LLVMConstInt(i64, 32u - wd, 0), "");
    LLVMValueRef maxl =
        LLVMBuildOr(b, minl, LLVMConstInt(i64, 31u & ~(32u - wd), 0), "");
    LLVMValueRef src, in;
    switch (op) {
    case CUCC_WARP_SHFL_IDX:
      src = LLVMBuildOr(
          b, minl,
          LLVMBuildAnd(b, a64, LLVMConstInt(i64, ~(32u - wd) & 31u, 0), ""),
          "");
      in = LLVMConstInt(LLVMInt1TypeInContext(L->ctx), 1, 0);
      break;
    case CUCC_WARP_SHFL_UP:
      src = LLVMBuildSub(b, l64, a64, "");
      in = LLVMBuildICmp(b, LLVMIntSGE, src, minl, "");
      break;
    case CUCC_WARP_SHFL_DOWN:
      src = LLVMBuildAdd(b, l64, a64, "");
      in = LLVMBuildICmp(b, LLVMIntSLE, src, maxl, "");
      break;
    default:
      src = LLVMBuildXor(b, l64, LLVMBuildAnd(b, a64, LLVMConstInt(i64, 31, 0), ""),
                         "");
      in = LLVMBuildICmp(b, LLVMIntSLE, src, maxl, "");
      break;
    }
    LLVMValueRef valid =
        LLVMBuildICmp(b, LLVMIntULE, src, LLVMConstInt(i64, 31, 0), "");
    LLVMValueRef s5 = LLVMBuildTrunc(
        b, LLVMBuildAnd(b, src, LLVMConstInt(i64, 31, 0), ""), L->i32, "");
    LLVMValueRef vs = LLVMBuildLoad2(
        b, L->i64, lane_ptr(w, b, A_VAL, LLVMBuildAdd(b, w->base, s5, "")), "");
    vs = LLVMBuildSelect(b, valid, vs, LLVMConstInt(i64, 0, 0), "");
    LLVMValueRef vo = LLVMBuildLoad2(b, L->i64, lane_ptr(w, b, A_VAL, t), "");
    LLVMBuildStore(b, LLVMBuildSelect(b, in, vs, vo, ""),
                   lane_ptr(w, b, A_RES, t));
    end_lanes(w, b, hdr, l);
  } else if (op == CUCC_WARP_BALLOT || op == CUCC_WARP_ANY ||
             op == CUCC_WARP_ALL) {
    LLVMBasicBlockRef from = LLVMGetInsertBlock(b);
    LLVMValueRef l = begin_lanes(w, b, &hdr);
    LLVMValueRef acc = LLVMBuildPhi(b, L->i32, "ballot");
    LLVMValueRef z = LLVMConstInt(L->i32, 0, 0);
    LLVMAddIncoming(acc, &z, &from, 1);
    LLVMValueRef t = LLVMBuildAdd(b, w->base, l, "");
    LLVMValueRef v = LLVMBuildLoad2(b, L->i64, lane_ptr(w, b, A_VAL, t), "");
    LLVMValueRef bit = LLVMBuildZExt(
        b, LLVMBuildICmp(b, LLVMIntNE, v, LLVMConstInt(L->i64, 0, 0), ""),
        L->i32, "");
    LLVMValueRef na = LLVMBuildOr(b, acc, LLVMBuildShl(b, bit, l, ""), "");
    LLVMBasicBlockRef at = LLVMGetInsertBlock(b);
    end_lanes(w, b, hdr, l);
    LLVMAddIncoming(acc, &na, &at, 1);
    LLVMValueRef r;
    if (op == CUCC_WARP_BALLOT)
      r = LLVMBuildZExt(b, na, L->i64, "");
    else
      r = LLVMBuildZExt(
          b,
          op == CUCC_WARP_ANY
              ? LLVMBuildICmp(b, LLVMIntNE, na, z, "")
              : LLVMBuildICmp(b, LLVMIntEQ, na,
                              LLVMConstInt(L->i32, 0xffffffffu, 0), ""),
          L->i64, "");
    l = begin_lanes(w, b, &hdr);
    LLVMBuildStore(b, r, lane_ptr(w, b, A_RES, LLVMBuildAdd(b, w->base, l, "")));
    end_lanes(w, b, hdr, l);
  } else if (op == CUCC_WARP_ACTIVEMASK || op == CUCC_WARP_CONVERGED) {
    LLVMValueRef l = begin_lanes(w, b, &hdr);
    LLVMBuildStore(b, LLVMConstInt(L->i64, 0xffffffffu, 0),
                   lane_ptr(w, b, A_RES, LLVMBuildAdd(b, w->base, l, "")));
    end_lanes(w, b, hdr, l);
  }
  /* (SYNC, LOCKSTEP: nothing to compute) every lane runs the next region */
  LLVMBuildStore(b, LLVMConstInt(L->i32, 0xffffffffu, 0), w->runslot);
  LLVMBuildBr(b, c->regs[B->region].preh);
  LLVMDisposeBuilder(b);
}

/* The block barriers' accumulators, before the warps run (phase start). */
static void reset_accumulators(rctx *c) {
  for (unsigned k = 0; k < c->nbars; k++)
    if (c->bars[k].op && c->bars[k].op <= CUCC_BAR_OR)
      LLVMBuildStore(c->b,
                     LLVMConstInt(c->L->i32, c->bars[k].op == CUCC_BAR_AND, 0),
                     c->bars[k].acc);
}

bool build_warp_regions(rctx *c) {
  lower *L = c->L;
  LLVMBuilderRef b = c->b;
  wctx wv = {0}, *w = &wv;
  w->c = c;
  static const char *const names[A_N] = {"lane.st",    "lane.op",  "lane.mask",
                                         "lane.arg",   "lane.width",
                                         "lane.val",   "lane.res"};
  LLVMTypeRef pty[A_N];
  for (int a = 0; a < A_N; a++) {
    w->arr[a] = LLVMBuildArrayAlloca(b, arr_ty(L, a), c->nthreads, names[a]);
    LLVMSetAlignment(w->arr[a], 16);
    pty[a] = L->ptr;
  }
  /* every thread ready to run region 0 */
  LLVMBuildMemSet(b, w->arr[A_ST], LLVMConstInt(L->i8, 0, 0),
                  LLVMBuildMul(b, LLVMBuildZExt(b, c->nthreads, L->i64, ""),
                               LLVMConstInt(L->i64, 4, 0), ""),
                  16);
  LLVMTypeRef dty = LLVMStructTypeInContext(L->ctx, pty, A_N, 0);
  w->desc = LLVMBuildAlloca(b, dty, "lanes");
  for (int a = 0; a < A_N; a++)
    LLVMBuildStore(b, w->arr[a],
                   LLVMBuildStructGEP2(b, dty, w->desc, (unsigned)a, ""));
  w->runslot = LLVMBuildAlloca(b, L->i32, "run");
  w->oned = LLVMBuildICmp(b, LLVMIntEQ, c->nthreads, c->dim[0], "oned");
  LLVMBasicBlockRef phase = LLVMAppendBasicBlockInContext(L->ctx, c->F, "phase");
  LLVMBasicBlockRef wloop = LLVMAppendBasicBlockInContext(L->ctx, c->F, "warp");
  w->sched = LLVMAppendBasicBlockInContext(L->ctx, c->F, "warp.sched");
  LLVMBasicBlockRef wnext =
      LLVMAppendBasicBlockInContext(L->ctx, c->F, "warp.next");
  LLVMBasicBlockRef bdone =
      LLVMAppendBasicBlockInContext(L->ctx, c->F, "block.barrier");
  LLVMBuildBr(b, phase);
  LLVMPositionBuilderAtEnd(b, phase);
  reset_accumulators(c);
  LLVMBuildBr(b, wloop);
  /* warp w: base = 32 w, nl lanes, full = their mask */
  LLVMPositionBuilderAtEnd(b, wloop);
  LLVMValueRef wi = LLVMBuildPhi(b, L->i32, "w");
  LLVMValueRef c32 = LLVMConstInt(L->i32, 32, 0);
  w->base = LLVMBuildMul(b, wi, c32, "base");
  LLVMValueRef rem = LLVMBuildSub(b, c->nthreads, w->base, "");
  w->nl = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, rem, c32, ""), rem,
                          c32, "nl");
  w->full = LLVMBuildLShr(b, LLVMConstInt(L->i32, 0xffffffffu, 0),
                          LLVMBuildSub(b, c32, w->nl, ""), "full");
  LLVMBuildBr(b, w->sched);
  LLVMPositionBuilderAtEnd(b, w->sched);
  LLVMTypeRef nps[4] = {L->ptr, L->i32, L->i32, L->ptr};
  LLVMTypeRef nty = LLVMFunctionType(L->i32, nps, 4, 0);
  LLVMValueRef nargs[4] = {w->desc, w->base, w->nl, w->runslot};
  LLVMValueRef next = LLVMBuildCall2(
      b, nty, get_or_declare(L, "__cucc_warp_next", nty), nargs, 4, "region");
  LLVMValueRef sw = LLVMBuildSwitch(b, next, wnext, c->nregs);
  for (unsigned r = 0; r < c->nregs; r++)
    LLVMAddCase(sw, LLVMConstInt(L->i32, r, 0), c->regs[r].preh);
  w->cnt = calloc(c->nbars + 1, sizeof *w->cnt);
  w->fast = calloc(c->nbars + 1, sizeof *w->fast);
  LLVMBuilderRef pb = LLVMCreateBuilderInContext(L->ctx);
  position_at_entry(pb, c->F);
  for (unsigned k = 0; k < c->nbars; k++) {
    int op = fast_op(&c->bars[k]);
    if (op < 0)
      continue;
    w->cnt[k] = LLVMBuildAlloca(pb, L->i32, "arrived");
    build_fast(w, k, op);
  }
  LLVMDisposeBuilder(pb);
  for (unsigned r = 0; r < c->nregs && !c->fail; r++)
    build_lane_loop(w, &c->regs[r]);
  free(w->cnt);
  free(w->fast);
  /* the next warp, or the block barrier */
  LLVMPositionBuilderAtEnd(b, wnext);
  LLVMValueRef w1 = LLVMBuildNUWAdd(b, wi, LLVMConstInt(L->i32, 1, 0), "");
  LLVMBuildCondBr(b,
                  LLVMBuildICmp(b, LLVMIntULT, LLVMBuildMul(b, w1, c32, ""),
                                c->nthreads, ""),
                  wloop, bdone);
  LLVMValueRef wvals[2] = {LLVMConstInt(L->i32, 0, 0), w1};
  LLVMBasicBlockRef wbbs[2] = {phase, wnext};
  LLVMAddIncoming(wi, wvals, wbbs, 2);
  LLVMPositionBuilderAtEnd(b, bdone);
  LLVMTypeRef bps[2] = {L->ptr, L->i32};
  LLVMTypeRef bty = LLVMFunctionType(L->i32, bps, 2, 0);
  LLVMValueRef bargs[2] = {w->desc, c->nthreads};
  LLVMValueRef k = LLVMBuildCall2(
      b, bty, get_or_declare(L, "__cucc_block_next", bty), bargs, 2, "bar");
  for (unsigned j = 0; j < c->nbars; j++)
    if (c->bars[j].op && c->bars[j].op <= CUCC_BAR_OR)
      LLVMBuildStore(b, LLVMBuildLoad2(b, L->i32, c->bars[j].acc, ""),
                     c->bars[j].res);
  LLVMBuildCondBr(
      b, LLVMBuildICmp(b, LLVMIntSLT, k, LLVMConstInt(L->i32, 0, 0), ""),
      c->ret_bb, phase);
  return !c->fail;
}
