/* Shared state of the region builders: regions.c cuts a kernel's body at
 * its barriers (and, in kernels with warp-level code, at its warp
 * collectives) and builds its loop entry; warp_regions.c builds the entry of
 * kernels with warp-level cuts (docs/WARP_LOWERING.md). */
#ifndef CUCC_REGIONS_H
#define CUCC_REGIONS_H

#include "lower_internal.h"

/* barrier_op's answer for a warp collective (__cucc_warp) when warp-level
 * cuts are enabled */
#define CUT_WARP 16

typedef struct {
  LLVMBasicBlockRef entry; /* body start, or a barrier block */
  int bar;                 /* -1: the body's start, else the barrier's index */
  LLVMBasicBlockRef *bbs;  /* blocks reachable without crossing a barrier */
  unsigned nbbs;
  bool ret_exit;
  unsigned *pred_off, *pred_idx; /* predecessors inside the region (CSR) */
  pmap idx;                      /* block -> index + 1 */
  /* generated */
  LLVMBasicBlockRef preh, body, latch, done;
  LLVMValueRef iv[3], tid;
  LLVMValueRef sidx; /* index of per-thread arrays (NULL: tid) */
  pmap map;                 /* original value -> value in this region */
  LLVMBasicBlockRef *chain; /* blocks every thread runs once per visit */
  unsigned nchain;
  pmap hoist; /* instructions run once before the loop, not per thread */
} region;

typedef struct {
  LLVMValueRef call;
  LLVMBasicBlockRef bb;
  int op;
  int region; /* the region that starts at it */
  LLVMValueRef acc, res;
} barrier;

typedef struct {
  lower *L;
  kernel *K;
  LLVMValueRef T, F;
  LLVMBuilderRef b;
  barrier *bars;
  unsigned nbars;
  region *regs;
  unsigned nregs;
  pmap bar_of_bb; /* barrier block -> index + 1 */
  pmap global;    /* prologue value of T -> value in F */
  pmap ctx;       /* replicated alloca -> its per-thread array in F */
  pmap uslots;    /* slots every thread sees the same value in */
  LLVMValueRef dim[3], nthreads, next, exited, nret, any_exited;
  LLVMBasicBlockRef ret_bb;
  bool track_exits, fail;
  bool warp; /* warp-level cuts: warp_regions.c builds the entry */
  bool lane_slots; /* per-thread arrays hold one warp (no block barrier) */
} rctx;

const char *callee_name(LLVMValueRef call);
/* The op of a cut: 0..3 for __cucc_barrier/__syncthreads, CUT_WARP for a
 * warp collective (if `warp`), -1 for other calls, -2 for a call that makes
 * the kernel ineligible. */
int barrier_op(LLVMValueRef call, bool warp);
int bar_index(rctx *c, LLVMBasicBlockRef bb);
bool in_region(const region *r, LLVMBasicBlockRef bb);
/* Is `in` one of the instructions of a cut's block before its call (the
 * reloads of its operands)? *bar: the cut */
bool before_call(rctx *c, LLVMValueRef in, int *bar);
LLVMValueRef mapped(rctx *c, region *r, LLVMValueRef v);
void clone_into(rctx *c, region *r, LLVMValueRef in);

/* warp_regions.c: the entry of a kernel with warp-level cuts, from the
 * builder's position at the end of its prologue (false: it cannot) */
bool build_warp_regions(rctx *c);
/* warp_markers.c: lock-step points (__cucc_warp(CUCC_WARP_LOCKSTEP)) where
 * the lanes of a warp must move together */
void insert_lockstep_markers(lower *L, LLVMValueRef fn);

#endif
