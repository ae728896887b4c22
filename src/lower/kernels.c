/* Kernel discovery and entry generation: every __global__ function gets an
 * entry with the uniform signature of cucc_abi.h. Kernels without barriers
 * get a loop over the block's threads (the body inlined into it, so that LLVM
 * can vectorize across threads); kernels with barriers get a per-thread entry
 * that the runtime runs on fibers. Afterwards the built-in readers
 * (threadIdx, blockIdx, ...) are replaced by the loop's induction variables
 * or by loads from the runtime's context. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower_internal.h"

/* Block barriers and warp collectives: both need threads that can wait for
 * each other, so kernels reaching them run on fibers. */
static bool is_barrier_name(const char *n) {
  return !strcmp(n, "__cucc_barrier") || !strcmp(n, "__cucc_warp") ||
         !strncmp(n, "llvm.nvvm.barrier", 17);
}

static bool calls_barrier_directly(LLVMValueRef fn, bool *indirect) {
  bool found = false;
  FOR_EACH_INSTRUCTION(fn, bb, in) {
    if (!LLVMIsACallInst(in))
      continue;
    LLVMValueRef callee = called_function(in);
    if (!callee) {
      if (!LLVMIsAInlineAsm(LLVMGetCalledValue(in)))
        *indirect = true;
      continue;
    }
    size_t len;
    if (is_barrier_name(LLVMGetValueName2(callee, &len)))
      found = true;
  }
  return found;
}

/* Does fn reach a barrier through direct calls? (indirect calls: assume so
 * if the module has any barrier at all) */
static bool reaches_barrier(lower *L, LLVMValueRef fn, LLVMValueRef *seen,
                            unsigned *nseen, bool module_has_barrier) {
  for (unsigned i = 0; i < *nseen; i++)
    if (seen[i] == fn)
      return false;
  seen[(*nseen)++] = fn;
  bool indirect = false;
  if (calls_barrier_directly(fn, &indirect))
    return true;
  if (indirect && module_has_barrier)
    return true;
  FOR_EACH_INSTRUCTION(fn, bb, in) {
    if (!LLVMIsACallInst(in))
      continue;
    LLVMValueRef callee = called_function(in);
    if (callee && LLVMCountBasicBlocks(callee) &&
        reaches_barrier(L, callee, seen, nseen, module_has_barrier))
      return true;
  }
  return false;
}

static unsigned count_functions(LLVMModuleRef m) {
  unsigned n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    n++;
  return n;
}

static bool module_has_barrier(lower *L) {
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    size_t len;
    if (is_barrier_name(LLVMGetValueName2(f, &len)) && LLVMGetFirstUse(f))
      return true;
  }
  return false;
}

bool function_reaches_barrier(lower *L, LLVMValueRef fn) {
  unsigned nf = count_functions(L->mod), nseen = 0;
  LLVMValueRef *seen = malloc(sizeof *seen * (nf + 1));
  bool r = reaches_barrier(L, fn, seen, &nseen, module_has_barrier(L));
  free(seen);
  return r;
}

static kernel *kernel_of(lower *L, LLVMValueRef fn) {
  for (unsigned i = 0; i < L->nkernels; i++)
    if (L->kernels[i].fn == fn)
      return &L->kernels[i];
  return NULL;
}

static uint32_t md_int(LLVMValueRef v) {
  return v && LLVMIsAConstantInt(v) ? (uint32_t)LLVMConstIntGetZExtValue(v) : 0;
}

int find_kernels(lower *L) {
  const char *key = "nvvm.annotations";
  unsigned n = LLVMGetNamedMetadataNumOperands(L->mod, key);
  LLVMValueRef *nodes = calloc(n ? n : 1, sizeof *nodes);
  LLVMGetNamedMetadataOperands(L->mod, key, nodes);
  L->kernels = calloc(n ? n : 1, sizeof *L->kernels);
  for (unsigned pass = 0; pass < 2; pass++) {
    for (unsigned i = 0; i < n; i++) {
      unsigned nops = LLVMGetMDNodeNumOperands(nodes[i]);
      if (nops < 3)
        continue;
      LLVMValueRef ops[nops];
      LLVMGetMDNodeOperands(nodes[i], ops);
      LLVMValueRef fn = ops[0];
      if (!fn || !LLVMIsAFunction(fn))
        continue;
      for (unsigned k = 1; k + 1 < nops; k += 2) {
        unsigned len = 0;
        const char *s = ops[k] ? LLVMGetMDString(ops[k], &len) : NULL;
        if (!s)
          continue;
        if (pass == 0 && len == 6 && !memcmp(s, "kernel", 6) &&
            md_int(ops[k + 1]) == 1 && !kernel_of(L, fn)) {
          kernel *K = &L->kernels[L->nkernels++];
          size_t nl;
          K->fn = fn;
          K->name = strdup(LLVMGetValueName2(fn, &nl));
        } else if (pass == 1 && len == 8 && !memcmp(s, "maxntidx", 8)) {
          kernel *K = kernel_of(L, fn);
          if (K)
            K->max_threads = md_int(ops[k + 1]);
        }
      }
    }
  }
  free(nodes);

  bool has_barrier = module_has_barrier(L);
  unsigned nf = count_functions(L->mod);
  LLVMValueRef *seen = malloc(sizeof *seen * (nf + 1));
  for (unsigned i = 0; i < L->nkernels; i++) {
    unsigned nseen = 0;
    L->kernels[i].fiber =
        reaches_barrier(L, L->kernels[i].fn, seen, &nseen, has_barrier) ||
        warp_synchronous_kernel(L, L->kernels[i].fn);
  }
  free(seen);
  return L->err ? -1 : 0;
}

/* Loads every kernel argument from args[i] and returns them in `out`. */
static void load_args(lower *L, LLVMBuilderRef b, kernel *K, LLVMValueRef args,
                      LLVMValueRef *out) {
  unsigned np = LLVMCountParams(K->fn);
  K->nparams = np;
  K->param_sizes = calloc(np ? np : 1, sizeof(uint32_t));
  K->param_aligns = calloc(np ? np : 1, sizeof(uint32_t));
  unsigned byval_kind = LLVMGetEnumAttributeKindForName("byval", 5);
  for (unsigned i = 0; i < np; i++) {
    LLVMValueRef p = LLVMGetParam(K->fn, i);
    LLVMTypeRef pty = LLVMTypeOf(p);
    LLVMValueRef idx = LLVMConstInt(L->i64, i, 0);
    LLVMValueRef slot = LLVMBuildInBoundsGEP2(b, L->ptr, args, &idx, 1, "");
    LLVMValueRef argp = LLVMBuildLoad2(b, L->ptr, slot, "");
    LLVMAttributeRef byval =
        LLVMGetEnumAttributeAtIndex(K->fn, i + 1, byval_kind);
    if (byval) {
      LLVMTypeRef t = LLVMGetTypeAttributeValue(byval);
      K->param_sizes[i] = (uint32_t)LLVMABISizeOfType(L->td, t);
      K->param_aligns[i] = LLVMABIAlignmentOfType(L->td, t);
      /* a type declared __align__(N) (float4...): the byval's alignment,
       * which `extra` parameter buffers follow (cuLaunchKernel) */
      LLVMAttributeRef al = LLVMGetEnumAttributeAtIndex(
          K->fn, i + 1, LLVMGetEnumAttributeKindForName("align", 5));
      if (al && LLVMGetEnumAttributeValue(al) > K->param_aligns[i])
        K->param_aligns[i] = (uint32_t)LLVMGetEnumAttributeValue(al);
      out[i] = LLVMBuildPointerCast(b, argp, pty, "");
    } else {
      K->param_sizes[i] = (uint32_t)LLVMABISizeOfType(L->td, pty);
      K->param_aligns[i] = LLVMABIAlignmentOfType(L->td, pty);
      LLVMValueRef v = LLVMBuildLoad2(b, pty, argp, "");
      LLVMSetAlignment(v, 1); /* host copies are not necessarily aligned */
      out[i] = v;
    }
  }
}

static LLVMValueRef build_loop_entry(lower *L, kernel *K, LLVMBuilderRef b) {
  LLVMTypeRef ps[2] = {L->ptr, L->ptr};
  LLVMTypeRef fty = LLVMFunctionType(L->voidt, ps, 2, 0);
  char name[strlen(K->name) + 32];
  snprintf(name, sizeof name, "__cucc_entry_%s", K->name);
  LLVMValueRef f = LLVMAddFunction(L->mod, name, fty);
  LLVMValueRef args = LLVMGetParam(f, 0), blk = LLVMGetParam(f, 1);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(L->ctx, f, "entry");
  LLVMBasicBlockRef hdr[3], latch[3];
  /* z outermost, x innermost */
  for (int d = 2; d >= 0; d--)
    hdr[d] = LLVMAppendBasicBlockInContext(L->ctx, f, "loop");
  for (int d = 0; d < 3; d++)
    latch[d] = LLVMAppendBasicBlockInContext(L->ctx, f, "latch");
  LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(L->ctx, f, "exit");

  LLVMPositionBuilderAtEnd(b, entry);
  unsigned np = LLVMCountParams(K->fn);
  LLVMValueRef av[np ? np : 1];
  load_args(L, b, K, args, av);
  LLVMValueRef dim[3];
  for (int d = 0; d < 3; d++)
    dim[d] = load_u32(L, b, blk,
                      (unsigned)(offsetof(cucc_block, block_dim) + 4u * d));
  LLVMBuildBr(b, hdr[2]);

  LLVMValueRef zero = LLVMConstInt(L->i32, 0, 0),
               one = LLVMConstInt(L->i32, 1, 0);
  LLVMBasicBlockRef pred[3] = {hdr[1], hdr[2], entry};
  for (int d = 2; d >= 0; d--) {
    LLVMPositionBuilderAtEnd(b, hdr[d]);
    K->iv[d] = LLVMBuildPhi(b, L->i32, d == 0 ? "tx" : d == 1 ? "ty" : "tz");
    if (d > 0)
      LLVMBuildBr(b, hdr[d - 1]);
  }
  /* innermost body: the kernel call, then the x latch */
  LLVMPositionBuilderAtEnd(b, hdr[0]);
  LLVMBuildCall2(b, LLVMGlobalGetValueType(K->fn), K->fn, av, np, "");
  LLVMBuildBr(b, latch[0]);
  for (int d = 0; d < 3; d++) {
    LLVMPositionBuilderAtEnd(b, latch[d]);
    LLVMValueRef next = LLVMBuildNUWAdd(b, K->iv[d], one, "");
    LLVMValueRef more = LLVMBuildICmp(b, LLVMIntULT, next, dim[d], "");
    LLVMBuildCondBr(b, more, hdr[d], d < 2 ? latch[d + 1] : exit);
    LLVMValueRef inv[2] = {zero, next};
    LLVMBasicBlockRef inb[2] = {pred[d], latch[d]};
    LLVMAddIncoming(K->iv[d], inv, inb, 2);
  }
  LLVMPositionBuilderAtEnd(b, exit);
  LLVMBuildRetVoid(b);
  return f;
}

static LLVMValueRef build_fiber_entry(lower *L, kernel *K, LLVMBuilderRef b) {
  LLVMTypeRef ps[2] = {L->ptr, L->ptr};
  LLVMTypeRef fty = LLVMFunctionType(L->voidt, ps, 2, 0);
  char name[strlen(K->name) + 32];
  snprintf(name, sizeof name, "__cucc_thread_%s", K->name);
  LLVMValueRef f = LLVMAddFunction(L->mod, name, fty);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(L->ctx, f, "entry");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(L->ctx, f, "body");
  LLVMPositionBuilderAtEnd(b, entry);
  unsigned np = LLVMCountParams(K->fn);
  LLVMValueRef av[np ? np : 1];
  load_args(L, b, K, LLVMGetParam(f, 0), av);
  /* the body in a block of its own: regions.c tells it from the prologue */
  LLVMBuildBr(b, body);
  LLVMPositionBuilderAtEnd(b, body);
  LLVMBuildCall2(b, LLVMGlobalGetValueType(K->fn), K->fn, av, np, "");
  LLVMBuildRetVoid(b);
  return f;
}

static bool is_recursive(LLVMValueRef fn, LLVMValueRef target,
                         LLVMValueRef *seen, unsigned *nseen) {
  for (unsigned i = 0; i < *nseen; i++)
    if (seen[i] == fn)
      return false;
  seen[(*nseen)++] = fn;
  FOR_EACH_INSTRUCTION(fn, bb, in) {
    if (!LLVMIsACallInst(in))
      continue;
    LLVMValueRef c = called_function(in);
    if (!c || !LLVMCountBasicBlocks(c))
      continue;
    if (c == target || is_recursive(c, target, seen, nseen))
      return true;
  }
  return false;
}

int build_entries(lower *L) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (unsigned i = 0; i < L->nkernels; i++) {
    kernel *K = &L->kernels[i];
    K->entry =
        K->fiber ? build_fiber_entry(L, K, b) : build_loop_entry(L, K, b);
  }
  LLVMDisposeBuilder(b);
  /* Everything but the entries becomes internal and, unless the user said
   * __noinline__ or it is recursive, always inlined (under -G,
   * debug_info_functions made every function that clang did not mark
   * always-inline optnone: kernels and device functions keep their frames). */
  unsigned nf = count_functions(L->mod);
  LLVMValueRef *seen = malloc(sizeof *seen * (nf + 1));
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    if (!LLVMCountBasicBlocks(f))
      continue;
    bool is_entry = false;
    for (unsigned i = 0; i < L->nkernels; i++)
      if (L->kernels[i].entry == f)
        is_entry = true;
    if (is_entry)
      continue;
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMSetVisibility(f, LLVMDefaultVisibility);
    unsigned nseen = 0;
    if (has_fn_attr(f, "noinline") || has_fn_attr(f, "optnone") ||
        is_recursive(f, f, seen, &nseen))
      continue;
    add_fn_attr(L, f, "alwaysinline");
  }
  free(seen);
  return L->err ? -1 : 0;
}

/* ---- built-in readers ---------------------------------------------------- */

static LLVMValueRef self_thread(lower *L, LLVMBuilderRef b) {
  LLVMTypeRef fty = LLVMFunctionType(L->ptr, NULL, 0, 0);
  LLVMValueRef f = get_or_declare(L, "__cucc_self", fty);
  return LLVMBuildCall2(b, fty, f, NULL, 0, "self");
}

static void replace_builtins_in(lower *L, LLVMValueRef fn, kernel *loopK,
                                bool fiber_entry) {
  LLVMValueRef *uses = NULL; /* grows: heavily inlined kernels (cooperative
                                groups) read built-ins thousands of times */
  unsigned nuses = 0, cap = 0;
  bool other_calls = false;
  FOR_EACH_INSTRUCTION(fn, bb, in) {
    if (!LLVMIsACallInst(in))
      continue;
    LLVMValueRef c = called_function(in);
    if (builtin_of_callee(c) != BI_NONE) {
      if (nuses == cap) {
        cap = cap ? 2 * cap : 256;
        LLVMValueRef *grown = realloc(uses, cap * sizeof *uses);
        if (!grown) {
          free(uses);
          lower_fail(L, "out of memory");
          return;
        }
        uses = grown;
      }
      uses[nuses++] = in;
    } else if (!c ||
               (LLVMCountBasicBlocks(c) && builtin_of_callee(c) == BI_NONE)) {
      if (!c && LLVMIsAInlineAsm(LLVMGetCalledValue(in)))
        continue;
      other_calls = true;
    }
  }
  if (!nuses && !(loopK && other_calls)) {
    free(uses);
    return;
  }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  position_at_entry(b, fn);
  LLVMValueRef thr = NULL, blk;
  if (loopK) {
    blk = LLVMGetParam(fn, 1);
  } else {
    thr = fiber_entry ? LLVMGetParam(fn, 1) : self_thread(L, b);
    LLVMValueRef bp = field_ptr(L, b, thr, offsetof(cucc_thread, block));
    blk = LLVMBuildLoad2(b, L->ptr, bp, "blk");
  }
  LLVMValueRef val[BI_COUNT] = {0};
  for (int d = 0; d < 3; d++) {
    val[BI_TID_X + d] =
        loopK ? loopK->iv[d]
              : load_u32(L, b, thr, offsetof(cucc_thread, thread_idx) + 4u * d);
    val[BI_NTID_X + d] =
        load_u32(L, b, blk, offsetof(cucc_block, block_dim) + 4u * d);
    val[BI_CTAID_X + d] =
        load_u32(L, b, blk, offsetof(cucc_block, block_idx) + 4u * d);
    val[BI_NCTAID_X + d] =
        load_u32(L, b, blk, offsetof(cucc_block, grid_dim) + 4u * d);
  }
  for (unsigned i = 0; i < nuses; i++) {
    int id = builtin_of_callee(called_function(uses[i]));
    if (!val[id]) { /* threadIdx in a region kernel: regions.c maps it */
      lower_fail(L, "internal error: threadIdx outside a thread loop");
      break;
    }
    LLVMReplaceAllUsesWith(uses[i], val[id]);
    LLVMInstructionEraseFromParent(uses[i]);
  }
  free(uses);
  if (loopK && other_calls) {
    /* Calls that were not inlined may read built-ins through __cucc_self:
     * keep a cucc_thread up to date in every iteration. */
    LLVMTypeRef thr_ty = LLVMArrayType(L->i8, sizeof(cucc_thread));
    LLVMPositionBuilderBefore(
        b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
    LLVMValueRef t = LLVMBuildAlloca(b, thr_ty, "thread");
    LLVMSetAlignment(t, 8);
    position_at_entry(b, fn);
    LLVMBuildStore(b, blk, field_ptr(L, b, t, offsetof(cucc_thread, block)));
    LLVMTypeRef pt[1] = {L->ptr};
    LLVMTypeRef fty = LLVMFunctionType(L->voidt, pt, 1, 0);
    LLVMValueRef setf = get_or_declare(L, "__cucc_set_self", fty);
    LLVMBuildCall2(b, fty, setf, &t, 1, "");
    /* at the top of the innermost loop body (of every region's loop) */
    unsigned nl = loopK->nregions ? loopK->nregions : 1;
    for (unsigned r = 0; r < nl; r++) {
      LLVMValueRef *iv = loopK->nregions ? loopK->region_iv[r] : loopK->iv;
      LLVMBasicBlockRef body = LLVMGetInstructionParent(iv[0]);
      LLVMValueRef at = LLVMGetFirstInstruction(body);
      while (LLVMIsAPHINode(at))
        at = LLVMGetNextInstruction(at);
      LLVMPositionBuilderBefore(b, at);
      for (int d = 0; d < 3; d++)
        LLVMBuildStore(
            b, iv[d],
            field_ptr(L, b, t, offsetof(cucc_thread, thread_idx) + 4u * d));
    }
  }
  LLVMDisposeBuilder(b);
}

static kernel *kernel_of_entry(lower *L, LLVMValueRef fn) {
  for (unsigned i = 0; i < L->nkernels; i++)
    if (L->kernels[i].entry == fn)
      return &L->kernels[i];
  return NULL;
}

int replace_builtins(lower *L) {
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    if (!LLVMCountBasicBlocks(f))
      continue;
    kernel *K = kernel_of_entry(L, f);
    if (K && (K->region_candidate || K->builtins_done))
      continue;
    replace_builtins_in(L, f, K && !K->fiber ? K : NULL, K && K->fiber);
    if (K)
      K->builtins_done = true;
  }
  return L->err ? -1 : 0;
}
