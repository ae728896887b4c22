/* cucc-sanitizer's instrumentation of device code (docs/SANITIZER.md): run
 * only when libcudart lowers a program's embedded bitcode again under
 * cucc-sanitizer, never in a normal build.
 *
 * On the user's module, before the support library is linked and anything is
 * inlined (after SROA, so that pointers are values again), every load,
 * store, atomic and memory intrinsic whose address is not a local variable
 * of the function gets a call before it:
 *   __cucc_san_access(addr, size, site, flags, base, objsize, tid, bid)
 * where base/objsize name the variable when the address is computed from a
 * __shared__/__device__/__constant__ variable of the module (exact bounds;
 * memcheck tests those inline and calls only on a bad access),
 * tid packs threadIdx (10+10+6 bits) and bid blockIdx (32+16+16 bits); and
 * every block barrier (a __syncthreads* call) and warp collective gets
 * __cucc_san_barrier(site, op, mask, tid, bid) before it.
 * Both are declarations: the image links src/sanitizer/image_hooks.c, which
 * forwards them to the runtime. Each site (function, file, line, offset) is
 * a row of the exported table __cucc_san_sites. Functions of cucc's own
 * headers (names with __cucc) are left alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "../sanitizer/san_abi.h"
#include "lower_internal.h"

typedef struct site_row {
  LLVMValueRef func, file;
  unsigned line, offset;
} site_row;

typedef struct san {
  lower *L;
  bool accesses, barriers, warps; /* what the tool needs */
  bool inline_objects;            /* memcheck: bounds of variables inline */
  bool race;                      /* racecheck: every barrier and warp
                                     collective, in cucc's headers too */
  LLVMValueRef obj_fn;            /* that check (always inlined) */
  LLVMBuilderRef b;
  LLVMTypeRef access_ty, barrier_ty;
  LLVMValueRef access_fn, barrier_fn;
  site_row *rows;
  unsigned nrows, caprows;
  /* per function: */
  LLVMValueRef fname;
  LLVMValueRef tid, bid; /* packed, built at the function's entry */
} san;

static LLVMValueRef cstr(san *S, const char *s) {
  LLVMValueRef init = LLVMConstStringInContext(S->L->ctx, s, (unsigned)strlen(s), 0);
  LLVMValueRef g = LLVMAddGlobal(S->L->mod, LLVMTypeOf(init), ".san.str");
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
  return g;
}

/* A new site: the access `in` of the current function. */
static unsigned add_site(san *S, LLVMValueRef in, unsigned offset) {
  if (S->nrows == S->caprows) {
    S->caprows = S->caprows ? S->caprows * 2 : 256;
    site_row *n = realloc(S->rows, S->caprows * sizeof *n);
    if (!n)
      return 0;
    S->rows = n;
  }
  site_row r = {S->fname, NULL, 0, offset};
  LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(in);
  if (loc) {
    r.line = LLVMDILocationGetLine(loc);
    LLVMMetadataRef scope = LLVMDILocationGetScope(loc);
    LLVMMetadataRef file = scope ? LLVMDIScopeGetFile(scope) : NULL;
    if (file) { /* the name the compiler was given, as nvcc's line tables */
      unsigned fl = 0;
      const char *fn = LLVMDIFileGetFilename(file, &fl);
      char *name = fn ? strndup(fn, fl) : NULL;
      r.file = name ? cstr(S, name) : NULL;
      free(name);
    }
  }
  S->rows[S->nrows] = r;
  return S->nrows++;
}

static LLVMValueRef builtin(san *S, const char *name) {
  LLVMTypeRef fty = LLVMFunctionType(S->L->i32, NULL, 0, 0);
  LLVMValueRef f = get_or_declare(S->L, name, fty);
  return LLVMBuildCall2(S->b, fty, f, NULL, 0, "");
}

static LLVMValueRef shl_or(san *S, LLVMTypeRef t, LLVMValueRef acc,
                           LLVMValueRef v, unsigned shift) {
  LLVMValueRef z = LLVMBuildZExt(S->b, v, t, "");
  if (shift)
    z = LLVMBuildShl(S->b, z, LLVMConstInt(t, shift, 0), "");
  return acc ? LLVMBuildOr(S->b, acc, z, "") : z;
}

/* threadIdx and blockIdx packed, read where the builder is: next to each
 * check (the regions of a barrier kernel, src/lower/regions.c, give every
 * region its own thread loop; LLVM merges the reads of one block). */
static void thread_ids(san *S) {
  LLVMTypeRef i32 = S->L->i32, i64 = S->L->i64;
  LLVMValueRef t = shl_or(S, i32, NULL, builtin(S, "__cucc_tid_x"), 0);
  t = shl_or(S, i32, t, builtin(S, "__cucc_tid_y"), 10);
  S->tid = shl_or(S, i32, t, builtin(S, "__cucc_tid_z"), 20);
  LLVMValueRef c = shl_or(S, i64, NULL, builtin(S, "__cucc_ctaid_x"), 0);
  c = shl_or(S, i64, c, builtin(S, "__cucc_ctaid_y"), 32);
  S->bid = shl_or(S, i64, c, builtin(S, "__cucc_ctaid_z"), 48);
}

/* The variable of the module that address v is computed from (through
 * GEPs and casts), or NULL; *local when it is a local variable or a byval
 * parameter (never checked). */
static LLVMValueRef underlying(LLVMValueRef v, bool *local, bool *runtime) {
  *local = *runtime = false;
  for (int depth = 0; depth < 64 && v; depth++) {
    if (LLVMIsAGlobalVariable(v))
      return v;
    if (LLVMIsAAllocaInst(v)) {
      *local = true;
      return NULL;
    }
    if (LLVMIsAArgument(v)) {
      LLVMValueRef fn = LLVMGetParamParent(v);
      unsigned idx = 0;
      for (LLVMValueRef p = LLVMGetFirstParam(fn); p && p != v;
           p = LLVMGetNextParam(p))
        idx++;
      unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
      *local = LLVMGetEnumAttributeAtIndex(fn, idx + 1, byval) != NULL;
      return NULL;
    }
    if (LLVMIsACallInst(v)) { /* a pointer cucc's runtime handed out */
      LLVMValueRef c = called_function(v);
      size_t n;
      const char *name = c ? LLVMGetValueName2(c, &n) : "";
      *runtime = strstr(name, "__cucc") != NULL;
      return NULL;
    }
    if (LLVMIsAGetElementPtrInst(v) || LLVMIsABitCastInst(v) ||
        LLVMIsAAddrSpaceCastInst(v)) {
      v = LLVMGetOperand(v, 0);
      continue;
    }
    if (LLVMIsAConstantExpr(v)) {
      LLVMOpcode op = LLVMGetConstOpcode(v);
      if (op == LLVMGetElementPtr || op == LLVMBitCast ||
          op == LLVMAddrSpaceCast) {
        v = LLVMGetOperand(v, 0);
        continue;
      }
    }
    return NULL;
  }
  return NULL;
}

static unsigned log2u(unsigned a) {
  unsigned l = 0;
  while (a > 1) {
    a >>= 1;
    l++;
  }
  return l;
}

/* memcheck's check of an access to a variable of known bounds, inlined
 * into the kernel: the runtime is called only when [p, p+size) leaves
 * [base, base+objsize) or p & amask != 0:
 *   obj_check(p, size, site, flags, base, objsize, tid, bid, amask) */
static LLVMValueRef obj_check_fn(san *S) {
  if (S->obj_fn)
    return S->obj_fn;
  lower *L = S->L;
  LLVMTypeRef pt[9] = {L->ptr, L->i64, L->i32, L->i32, L->ptr,
                       L->i64, L->i32, L->i64, L->i64};
  LLVMTypeRef fty = LLVMFunctionType(L->voidt, pt, 9, 0);
  LLVMValueRef f = LLVMAddFunction(L->mod, "__cucc_san_obj_check", fty);
  LLVMSetLinkage(f, LLVMInternalLinkage);
  add_fn_attr(L, f, "alwaysinline");
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(L->ctx, f, "entry"),
                    slow = LLVMAppendBasicBlockInContext(L->ctx, f, "slow"),
                    done = LLVMAppendBasicBlockInContext(L->ctx, f, "done");
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMPositionBuilderAtEnd(b, entry);
  LLVMValueRef pi = LLVMBuildPtrToInt(b, LLVMGetParam(f, 0), L->i64, "");
  LLVMValueRef bi = LLVMBuildPtrToInt(b, LLVMGetParam(f, 4), L->i64, "");
  LLVMValueRef off = LLVMBuildSub(b, pi, bi, "");
  LLVMValueRef lim = LLVMBuildSub(b, LLVMGetParam(f, 5), LLVMGetParam(f, 1), "");
  LLVMValueRef out = LLVMBuildICmp(b, LLVMIntUGT, off, lim, "");
  LLVMValueRef mis = LLVMBuildICmp(
      b, LLVMIntNE, LLVMBuildAnd(b, pi, LLVMGetParam(f, 8), ""),
      LLVMConstInt(L->i64, 0, 0), "");
  LLVMBuildCondBr(b, LLVMBuildOr(b, out, mis, ""), slow, done);
  LLVMPositionBuilderAtEnd(b, slow);
  LLVMValueRef args[8];
  for (unsigned i = 0; i < 8; i++)
    args[i] = LLVMGetParam(f, i);
  LLVMBuildCall2(b, S->access_ty, S->access_fn, args, 8, "");
  LLVMBuildBr(b, done);
  LLVMPositionBuilderAtEnd(b, done);
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  return S->obj_fn = f;
}

/* The check before the access `in` to `ptr` of `size` bytes (a value). */
static void check(san *S, LLVMValueRef in, LLVMValueRef ptr, LLVMValueRef size,
                  unsigned flags, unsigned align, unsigned offset) {
  bool local, runtime;
  LLVMValueRef g = underlying(ptr, &local, &runtime);
  if (local || runtime)
    return;
  lower *L = S->L;
  LLVMValueRef base = LLVMConstNull(L->ptr), objsize = LLVMConstInt(L->i64, 0, 0);
  if (g) {
    LLVMTypeRef vt = LLVMGlobalGetValueType(g);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    uint64_t n = LLVMTypeIsSized(vt) ? LLVMABISizeOfType(L->td, vt) : 0;
    if (as == AS_SHARED)
      flags |= SAN_SHARED;
    if (n && !(as == AS_SHARED && LLVMIsDeclaration(g))) {
      base = LLVMConstAddrSpaceCast(g, L->ptr);
      objsize = LLVMConstInt(L->i64, n, 0);
      flags |= SAN_OBJECT;
    }
  }
  flags |= log2u(align ? align : 1) << SAN_ALIGN_SHIFT;
  LLVMPositionBuilderBefore(S->b, in);
  thread_ids(S);
  LLVMValueRef p = LLVMBuildPointerCast(S->b, ptr, L->ptr, "");
  LLVMValueRef args[8] = {
      p,
      LLVMBuildZExtOrBitCast(S->b, size, L->i64, ""),
      LLVMConstInt(L->i32, add_site(S, in, offset), 0),
      LLVMConstInt(L->i32, flags, 0),
      base,
      objsize,
      S->tid,
      S->bid};
  if (S->inline_objects && (flags & SAN_OBJECT) && LLVMIsConstant(size)) {
    uint64_t n = LLVMConstIntGetZExtValue(size), nat = 1;
    while (nat * 2 <= n && nat < 16)
      nat *= 2;
    uint64_t need = align && align < nat ? align : nat;
    LLVMValueRef a9[9];
    memcpy(a9, args, sizeof args);
    a9[8] = LLVMConstInt(L->i64, need - 1, 0);
    LLVMValueRef fn = obj_check_fn(S);
    LLVMPositionBuilderBefore(S->b, in);
    LLVMBuildCall2(S->b, LLVMGlobalGetValueType(fn), fn, a9, 9, "");
    return;
  }
  LLVMBuildCall2(S->b, S->access_ty, S->access_fn, args, 8, "");
}

static LLVMValueRef size_of(san *S, LLVMTypeRef t) {
  return LLVMConstInt(S->L->i64, LLVMStoreSizeOfType(S->L->td, t), 0);
}

/* llvm.lifetime.*: no work, though clang's cleanups are full of them */
static bool marker_call(LLVMValueRef in) {
  LLVMValueRef c = LLVMIsACallInst(in) ? called_function(in) : NULL;
  size_t n;
  return c && !strncmp(LLVMGetValueName2(c, &n), "llvm.lifetime.", 14);
}

static unsigned block_index(LLVMBasicBlockRef *bb, unsigned n,
                            LLVMBasicBlockRef b) {
  for (unsigned i = 0; i < n; i++)
    if (bb[i] == b)
      return i;
  return 0;
}

/* Functions of cucc's headers: only their warp collectives are checked. */
static bool from_headers(LLVMValueRef fn) {
  size_t n;
  const char *name = LLVMGetValueName2(fn, &n);
  return strstr(name, "__cucc") != NULL || strstr(name, "__syncthreads");
}

/* The barrier op of a call to __cucc_barrier or a __syncthreads* wrapper
 * (the op operand, or -2 for a wrapper's), -1 for other calls. */
static int barrier_call(LLVMValueRef callee, const char *cn) {
  if (!strcmp(cn, "__cucc_barrier"))
    return -2;
  if (!strstr(cn, "__syncthreads") || !LLVMCountBasicBlocks(callee))
    return -1;
  return strstr(cn, "_count") ? 1 : strstr(cn, "_and") ? 2
         : strstr(cn, "_or")  ? 3 : 0;
}

/* A call of user code to a warp collective of the headers (__shfl_sync,
 * __ballot_sync, __syncwarp, ...): its first argument is the mask. */
static bool warp_call(LLVMValueRef callee, const char *cn) {
  static const char *const names[] = {"__shfl", "__ballot_sync", "__any_sync",
                                      "__all_sync", "__uni_sync", "__match_",
                                      "__reduce_", "__syncwarp"};
  if (!LLVMCountBasicBlocks(callee) || LLVMCountParams(callee) < 1 ||
      LLVMTypeOf(LLVMGetParam(callee, 0)) != LLVMInt32TypeInContext(
                                                 LLVMGetTypeContext(LLVMTypeOf(callee))))
    return false;
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (strstr(cn, names[i]))
      return true;
  return false;
}

/* Can threads of a warp split over a barrier in block `bar` and meet again
 * before they exit? True when some conditional branch reaches `bar`, `bar`
 * does not post-dominate it, and the branch's paths join in a block that
 * is not an exit (so the threads that skip the barrier are waiting there,
 * not gone, as synccheck sees a GPU's warps). */
static bool may_diverge(LLVMValueRef fn, LLVMBasicBlockRef bar) {
  unsigned n = LLVMCountBasicBlocks(fn), words = (n + 63) / 64;
  if (n > 4096)
    return true;
  LLVMBasicBlockRef *bb = malloc(n * sizeof *bb);
  uint64_t *pd = malloc((size_t)n * words * sizeof *pd);
  uint64_t *reach = calloc((size_t)n * words, sizeof *reach);
  bool r = false;
  if (!bb || !pd || !reach)
    goto out;
  LLVMGetBasicBlocks(fn, bb);
#define IDX(b) block_index(bb, n, b)
  for (unsigned i = 0; i < n; i++) /* pdom: all, exits: themselves */
    for (unsigned w = 0; w < words; w++)
      pd[i * words + w] = LLVMGetNumSuccessors(LLVMGetBasicBlockTerminator(bb[i]))
                              ? ~0ull
                              : (w == i / 64 ? 1ull << (i % 64) : 0);
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned i = n; i-- > 0;) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb[i]);
      unsigned ns = LLVMGetNumSuccessors(t);
      if (!ns)
        continue;
      for (unsigned w = 0; w < words; w++) {
        uint64_t v = ~0ull;
        for (unsigned k = 0; k < ns; k++)
          v &= pd[IDX(LLVMGetSuccessor(t, k)) * words + w];
        if (w == i / 64)
          v |= 1ull << (i % 64);
        if (v != pd[i * words + w])
          pd[i * words + w] = v, changed = true;
      }
    }
  }
  /* reach[i]: blocks reachable from i (at least one edge) */
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb[i]);
      for (unsigned k = 0; k < LLVMGetNumSuccessors(t); k++) {
        unsigned j = IDX(LLVMGetSuccessor(t, k));
        for (unsigned w = 0; w < words; w++) {
          uint64_t v = reach[i * words + w] | reach[j * words + w] |
                       (w == j / 64 ? 1ull << (j % 64) : 0);
          if (v != reach[i * words + w])
            reach[i * words + w] = v, changed = true;
        }
      }
    }
  }
  /* trivial[i]: i leads to the exit doing nothing on the way (clang's
   * cleanup switches, return blocks) */
  bool *trivial = malloc(n * sizeof *trivial);
  if (!trivial)
    goto out;
  for (unsigned i = 0; i < n; i++) {
    trivial[i] = true;
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb[i]); in && trivial[i];
         in = LLVMGetNextInstruction(in))
      trivial[i] = LLVMIsAPHINode(in) || LLVMIsATerminatorInst(in) ||
                   LLVMIsADbgInfoIntrinsic(in) || marker_call(in);
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb[i]);
      for (unsigned k = 0; trivial[i] && k < LLVMGetNumSuccessors(t); k++)
        if (!trivial[IDX(LLVMGetSuccessor(t, k))])
          trivial[i] = false, changed = true;
    }
  }
  unsigned b = IDX(bar);
  unsigned *stack = malloc(n * sizeof *stack);
  bool *seen = malloc(n * sizeof *seen);
  for (unsigned i = 0; stack && seen && i < n && !r; i++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb[i]);
    if (LLVMGetNumSuccessors(t) < 2)
      continue;
    /* the branch's join: its immediate post-dominator */
    unsigned cnt = 0, join = n;
    for (unsigned w = 0; w < words; w++)
      cnt += (unsigned)__builtin_popcountll(pd[i * words + w]);
    for (unsigned j = 0; j < n && join == n; j++) {
      if (j == i || !(pd[i * words + j / 64] >> (j % 64) & 1))
        continue;
      unsigned c2 = 0;
      for (unsigned w = 0; w < words; w++)
        c2 += (unsigned)__builtin_popcountll(pd[j * words + w]);
      if (c2 + 1 == cnt)
        join = j;
    }
    if (join == n || trivial[join] || join == b)
      continue;
    /* is the barrier between the branch and its join? */
    memset(seen, 0, n * sizeof *seen);
    unsigned sp = 0;
    for (unsigned k = 0; k < LLVMGetNumSuccessors(t); k++)
      stack[sp++] = IDX(LLVMGetSuccessor(t, k));
    while (sp && !r) {
      unsigned x = stack[--sp];
      if (x == join || seen[x])
        continue;
      seen[x] = true;
      r = x == b;
      LLVMValueRef tx = LLVMGetBasicBlockTerminator(bb[x]);
      for (unsigned k = 0; k < LLVMGetNumSuccessors(tx) && sp < n; k++)
        stack[sp++] = IDX(LLVMGetSuccessor(tx, k));
    }
  }
  free(stack);
  free(seen);
  free(trivial);
#undef IDX
out:
  free(bb);
  free(pd);
  free(reach);
  return r;
}

static void instrument_function(san *S, LLVMValueRef fn, bool user) {
  size_t n;
  S->fname = cstr(S, LLVMGetValueName2(fn, &n));
  S->tid = S->bid = NULL;
  bool kernel = false;
  for (unsigned k = 0; k < S->L->nkernels; k++)
    kernel |= S->L->kernels[k].fn == fn;
  /* collect first: the checks add instructions */
  LLVMValueRef *work = NULL;
  unsigned nwork = 0, cap = 0, index = 0;
  unsigned *offsets = NULL;
  FOR_EACH_INSTRUCTION(fn, bb, in) {
    index++;
    bool want = user && ((S->accesses && (LLVMIsALoadInst(in) ||
                                          LLVMIsAStoreInst(in) ||
                                          LLVMIsAAtomicRMWInst(in) ||
                                          LLVMIsAAtomicCmpXchgInst(in))) ||
                         (S->warps && kernel && LLVMIsAReturnInst(in)));
    if (LLVMIsACallInst(in)) {
      LLVMValueRef c = called_function(in);
      size_t cl;
      const char *cn = c ? LLVMGetValueName2(c, &cl) : "";
      bool mem = !strncmp(cn, "llvm.memcpy", 11) ||
                 !strncmp(cn, "llvm.memmove", 12) ||
                 !strncmp(cn, "llvm.memset", 11);
      if (!c)
        want = false;
      else if (S->race) /* every barrier and collective; user's memcpys */
        want = !strcmp(cn, "__cucc_barrier") || !strcmp(cn, "__cucc_warp") ||
               (user && mem);
      else
        want = user &&
               ((S->warps && (warp_call(c, cn) || !strcmp(cn, "__cucc_warp"))) ||
                (S->accesses && mem) ||
                (S->barriers && barrier_call(c, cn) != -1));
    }
    if (!want)
      continue;
    if (nwork == cap) {
      cap = cap ? cap * 2 : 64;
      work = realloc(work, cap * sizeof *work);
      offsets = realloc(offsets, cap * sizeof *offsets);
      if (!work || !offsets)
        break;
    }
    offsets[nwork] = index * 16;
    work[nwork++] = in;
  }
  for (unsigned i = 0; work && offsets && i < nwork; i++) {
    LLVMValueRef in = work[i];
    unsigned off = offsets[i];
    if (LLVMIsAReturnInst(in)) { /* the thread exits (synccheck) */
      LLVMPositionBuilderBefore(S->b, in);
      thread_ids(S);
      LLVMValueRef args[5] = {
          LLVMConstInt(S->L->i32, add_site(S, in, off), 0),
          LLVMConstInt(S->L->i32, SAN_EXIT_OP, 0),
          LLVMConstInt(S->L->i32, 0, 0), S->tid, S->bid};
      LLVMBuildCall2(S->b, S->barrier_ty, S->barrier_fn, args, 5, "");
    } else if (LLVMIsALoadInst(in)) {
      check(S, in, LLVMGetOperand(in, 0), size_of(S, LLVMTypeOf(in)),
            LLVMGetVolatile(in) ? SAN_VOLATILE : 0, LLVMGetAlignment(in), off);
    } else if (LLVMIsAStoreInst(in)) {
      check(S, in, LLVMGetOperand(in, 1),
            size_of(S, LLVMTypeOf(LLVMGetOperand(in, 0))),
            SAN_WRITE | (LLVMGetVolatile(in) ? SAN_VOLATILE : 0),
            LLVMGetAlignment(in), off);
    } else if (LLVMIsAAtomicRMWInst(in)) {
      check(S, in, LLVMGetOperand(in, 0),
            size_of(S, LLVMTypeOf(LLVMGetOperand(in, 1))),
            SAN_WRITE | SAN_ATOMIC, LLVMGetAlignment(in), off);
    } else if (LLVMIsAAtomicCmpXchgInst(in)) {
      check(S, in, LLVMGetOperand(in, 0),
            size_of(S, LLVMTypeOf(LLVMGetOperand(in, 1))),
            SAN_WRITE | SAN_ATOMIC, LLVMGetAlignment(in), off);
    } else {
      LLVMValueRef c = called_function(in);
      size_t cl;
      const char *cn = LLVMGetValueName2(c, &cl);
      int op = barrier_call(c, cn);
      bool direct = !strcmp(cn, "__cucc_warp"), wrapper = warp_call(c, cn);
      if (op != -1 || direct || wrapper) {
        LLVMPositionBuilderBefore(S->b, in);
        thread_ids(S);
        LLVMValueRef opv =
            op >= 0 ? LLVMConstInt(S->L->i32, (unsigned)op, 0)
            : wrapper ? LLVMConstInt(S->L->i32, 0, 0)
                      : LLVMBuildIntCast2(S->b, LLVMGetOperand(in, 0),
                                          S->L->i32, 1, "");
        /* warp collectives: op + SAN_WARP_OP, and the mask */
        if (direct || wrapper)
          opv = LLVMBuildAdd(S->b, opv, LLVMConstInt(S->L->i32, SAN_WARP_OP, 0), "");
        else if (may_diverge(fn, LLVMGetInstructionParent(in)))
          opv = LLVMBuildOr(S->b, opv, LLVMConstInt(S->L->i32, SAN_MAY_DIVERGE, 0), "");
        LLVMValueRef mask = direct ? LLVMGetOperand(in, 1)
                            : wrapper ? LLVMGetOperand(in, 0)
                                      : LLVMConstInt(S->L->i32, 0, 0);
        LLVMValueRef args[5] = {
            LLVMConstInt(S->L->i32, add_site(S, in, off), 0), opv,
            LLVMBuildIntCast2(S->b, mask, S->L->i32, 0, ""), S->tid, S->bid};
        LLVMBuildCall2(S->b, S->barrier_ty, S->barrier_fn, args, 5, "");
        continue;
      }
      bool set = !strncmp(cn, "llvm.memset", 11);
      check(S, in, LLVMGetOperand(in, 0), LLVMGetOperand(in, 2), SAN_WRITE,
            1, off);
      if (!set)
        check(S, in, LLVMGetOperand(in, 1), LLVMGetOperand(in, 2), 0, 1, off);
    }
  }
  free(work);
  free(offsets);
}

/* The exported table of sites: {func, file, line, offset} per row. */
static void emit_sites(san *S) {
  lower *L = S->L;
  LLVMTypeRef fields[4] = {L->ptr, L->ptr, L->i32, L->i32};
  LLVMTypeRef row = LLVMStructTypeInContext(L->ctx, fields, 4, 0);
  LLVMValueRef *rows = calloc(S->nrows ? S->nrows : 1, sizeof *rows);
  if (!rows)
    return;
  for (unsigned i = 0; i < S->nrows; i++) {
    site_row *r = &S->rows[i];
    LLVMValueRef v[4] = {r->func, r->file ? r->file : LLVMConstNull(L->ptr),
                         LLVMConstInt(L->i32, r->line, 0),
                         LLVMConstInt(L->i32, r->offset, 0)};
    rows[i] = LLVMConstNamedStruct(row, v, 4);
  }
  LLVMTypeRef at = LLVMArrayType2(row, S->nrows);
  LLVMValueRef g = LLVMAddGlobal(L->mod, at, SAN_SITES_SYMBOL);
  LLVMSetInitializer(g, LLVMConstArray2(row, rows, S->nrows));
  LLVMSetGlobalConstant(g, 1);
  LLVMValueRef ng = LLVMAddGlobal(L->mod, L->i32, SAN_NSITES_SYMBOL);
  LLVMSetInitializer(ng, LLVMConstInt(L->i32, S->nrows, 0));
  LLVMSetGlobalConstant(ng, 1);
  free(rows);
}

int sanitize_module(lower *L, unsigned tool) {
  if (L->debug < 2 && run_passes(L, "function(sroa)"))
    return -1;
  san S = {.L = L};
  S.accesses = tool != SAN_TOOL_SYNCCHECK;
  S.barriers = tool == SAN_TOOL_RACECHECK || tool == SAN_TOOL_SYNCCHECK;
  S.warps = tool == SAN_TOOL_SYNCCHECK;
  S.inline_objects = tool == SAN_TOOL_MEMCHECK;
  S.race = tool == SAN_TOOL_RACECHECK;
  S.b = LLVMCreateBuilderInContext(L->ctx);
  LLVMTypeRef at[8] = {L->ptr, L->i64, L->i32, L->i32,
                       L->ptr, L->i64, L->i32, L->i64};
  S.access_ty = LLVMFunctionType(L->voidt, at, 8, 0);
  S.access_fn = get_or_declare(L, SAN_ACCESS_FN, S.access_ty);
  LLVMTypeRef bt[5] = {L->i32, L->i32, L->i32, L->i32, L->i64};
  S.barrier_ty = LLVMFunctionType(L->voidt, bt, 5, 0);
  S.barrier_fn = get_or_declare(L, SAN_BARRIER_FN, S.barrier_ty);
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f))
    if (LLVMCountBasicBlocks(f) && (S.race || !from_headers(f)))
      instrument_function(&S, f, !from_headers(f));
  emit_sites(&S);
  free(S.rows);
  LLVMDisposeBuilder(S.b);
  return L->err ? -1 : 0;
}
