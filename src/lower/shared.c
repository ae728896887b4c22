/* __shared__ memory: every addrspace(3) global becomes an offset into the
 * executing block's shared memory (cucc_block.smem), and every extern
 * __shared__ array becomes cucc_block.dyn_smem. Variables used by functions
 * that were not inlined into a kernel get module-wide offsets (placed first);
 * the rest are laid out per kernel, so each kernel reports only what it
 * uses. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "lower_internal.h"

#define MAX_STATIC_SMEM (48u * 1024u)

typedef struct shvar {
  LLVMValueRef g;
  bool dynamic;
  bool common;
  uint64_t size, align;
  uint64_t offset; /* for common variables */
} shvar;

typedef struct repl_ctx {
  lower *L;
  LLVMValueRef fn;
  kernel *K; /* entry of this kernel, or NULL */
  shvar *vars;
  unsigned *idx;     /* function-local index -> vars[] */
  uint64_t *offsets; /* function-local offsets */
  LLVMValueRef blk;
  LLVMValueRef anchor; /* insert before this: keeps definitions in order */
} repl_ctx;

static bool function_uses(LLVMValueRef fn, LLVMValueRef g) {
  FOR_EACH_INSTRUCTION(fn, bb, in) {
      int n = LLVMGetNumOperands(in);
      for (int i = 0; i < n; i++) {
        LLVMValueRef op = LLVMGetOperand(in, i);
        if (op && !(LLVMGetValueKind(op) == LLVMMetadataAsValueValueKind) && mentions_global(op, g))
          return true;
      }
    }
  return false;
}

static kernel *entry_kernel(lower *L, LLVMValueRef fn) {
  for (unsigned i = 0; i < L->nkernels; i++)
    if (L->kernels[i].entry == fn)
      return &L->kernels[i];
  return NULL;
}

static LLVMValueRef block_ptr(repl_ctx *c, LLVMBuilderRef b) {
  if (c->blk)
    return c->blk;
  lower *L = c->L;
  if (c->K && !c->K->fiber) {
    c->blk = LLVMGetParam(c->fn, 1);
  } else {
    LLVMValueRef thr;
    if (c->K) {
      thr = LLVMGetParam(c->fn, 1);
    } else {
      LLVMTypeRef fty = LLVMFunctionType(L->ptr, NULL, 0, 0);
      thr = LLVMBuildCall2(b, fty, get_or_declare(L, "__cucc_self", fty), NULL,
                           0, "self");
    }
    c->blk = LLVMBuildLoad2(b, L->ptr,
                            field_ptr(L, b, thr, offsetof(cucc_thread, block)),
                            "blk");
  }
  return c->blk;
}

static LLVMValueRef repl(void *arg, unsigned i) {
  repl_ctx *c = arg;
  lower *L = c->L;
  shvar *v = &c->vars[c->idx[i]];
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMPositionBuilderBefore(b, c->anchor);
  LLVMValueRef blk = block_ptr(c, b);
  unsigned field = v->dynamic ? offsetof(cucc_block, dyn_smem)
                              : offsetof(cucc_block, smem);
  LLVMValueRef base = LLVMBuildLoad2(b, L->ptr, field_ptr(L, b, blk, field),
                                     v->dynamic ? "dyn_smem" : "smem");
  LLVMValueRef r =
      v->dynamic ? base : field_ptr(L, b, base, (unsigned)c->offsets[i]);
  LLVMDisposeBuilder(b);
  return r;
}

static uint64_t align_up(uint64_t x, uint64_t a) { return (x + a - 1) / a * a; }

int lower_shared_memory(lower *L) {
  unsigned n = 0, cap = 16;
  shvar *vars = malloc(cap * sizeof *vars);
  for (LLVMValueRef g = LLVMGetFirstGlobal(L->mod); g;
       g = LLVMGetNextGlobal(g)) {
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(g)) != AS_SHARED)
      continue;
    if (n == cap)
      vars = realloc(vars, (cap *= 2) * sizeof *vars);
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    shvar v = {.g = g, .dynamic = LLVMIsDeclaration(g)};
    v.size = v.dynamic ? 0 : LLVMABISizeOfType(L->td, t);
    v.align = LLVMABIAlignmentOfType(L->td, t);
    if (LLVMGetAlignment(g) > v.align)
      v.align = LLVMGetAlignment(g);
    vars[n++] = v;
  }
  /* module-wide (common) variables: used outside kernel entries */
  uint64_t common_size = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    if (!LLVMCountBasicBlocks(f) || entry_kernel(L, f))
      continue;
    for (unsigned i = 0; i < n; i++)
      if (!vars[i].dynamic && !vars[i].common && function_uses(f, vars[i].g)) {
        vars[i].common = true;
        vars[i].offset = align_up(common_size, vars[i].align);
        common_size = vars[i].offset + vars[i].size;
      }
  }
  for (unsigned k = 0; k < L->nkernels; k++)
    L->kernels[k].static_smem = (uint32_t)common_size;

  LLVMValueRef *gl = malloc((n ? n : 1) * sizeof *gl);
  unsigned *idx = malloc((n ? n : 1) * sizeof *idx);
  uint64_t *off = malloc((n ? n : 1) * sizeof *off);
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    if (!LLVMCountBasicBlocks(f))
      continue;
    kernel *K = entry_kernel(L, f);
    uint64_t size = common_size;
    unsigned m = 0;
    for (unsigned i = 0; i < n; i++) {
      if (!function_uses(f, vars[i].g))
        continue;
      gl[m] = vars[i].g;
      idx[m] = i;
      if (vars[i].common || vars[i].dynamic) {
        off[m] = vars[i].offset;
      } else if (K) {
        off[m] = align_up(size, vars[i].align);
        size = off[m] + vars[i].size;
      } else {
        lower_fail(L, "internal error: shared variable without a layout");
      }
      m++;
    }
    if (K) {
      if (size > MAX_STATIC_SMEM) {
        lower_fail(L,
                   "error: Entry function '%s' uses too much shared data "
                   "(0x%llx bytes, 0x%x max)",
                   K->name, (unsigned long long)size, MAX_STATIC_SMEM);
        break;
      }
      K->static_smem = (uint32_t)size;
    }
    if (!m)
      continue;
    LLVMValueRef anchor = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(f));
    while (anchor && LLVMIsAAllocaInst(anchor))
      anchor = LLVMGetNextInstruction(anchor);
    repl_ctx c = {L, f, K, vars, idx, off, NULL, anchor};
    replace_globals_in_function(L, f, gl, m, repl, &c);
  }
  free(gl);
  free(idx);
  free(off);
  if (!L->err) {
    for (unsigned i = 0; i < n; i++) {
      /* constant users left (e.g. llvm.used) are dropped with the variable */
      LLVMReplaceAllUsesWith(vars[i].g, LLVMGetPoison(LLVMTypeOf(vars[i].g)));
      LLVMDeleteGlobal(vars[i].g);
    }
  }
  free(vars);
  return L->err ? -1 : 0;
}
