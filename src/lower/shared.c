/* __shared__ memory: every addrspace(3) global becomes an offset into the
 * executing block's shared memory (cucc_block.smem), and every extern
 * __shared__ array becomes cucc_block.dyn_smem. Variables used by functions
 * that were not inlined into a kernel (all of them under -G) get one offset
 * for the whole module, two of them overlapping unless a kernel reaches
 * both; each kernel lays out the rest after those it reaches, so it reports
 * only what it uses. */
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

/* Is f used other than as the callee of a call (a function pointer)? */
static bool address_taken(LLVMValueRef f) {
  for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f)
      return true;
    for (unsigned i = 0; i < LLVMGetNumArgOperands(user); i++)
      if (LLVMGetOperand(user, i) == f)
        return true;
  }
  return false;
}

/* Marks in reach[] (by index in fns) the functions that fns[from] reaches
 * through calls; an indirect call may reach any function whose address is
 * taken (taken[]). */
static void mark_reachable(LLVMValueRef *fns, unsigned nf, const pmap *index,
                           const bool *taken, unsigned from, bool *reach) {
  unsigned *stack = malloc((nf + 1) * sizeof *stack), top = 0;
  reach[from] = true;
  stack[top++] = from;
  while (top) {
    LLVMValueRef f = fns[stack[--top]];
    FOR_EACH_INSTRUCTION(f, bb, in) {
      if (!LLVMIsACallInst(in))
        continue;
      LLVMValueRef c = called_function(in);
      if (!c && LLVMIsAInlineAsm(LLVMGetCalledValue(in)))
        continue;
      for (unsigned j = 0; j < nf; j++) {
        unsigned t = c ? (unsigned)(uintptr_t)pm_get(index, c)
                       : taken[j] ? j + 1
                                  : 0;
        if (t && !reach[t - 1]) {
          reach[t - 1] = true;
          stack[top++] = t - 1;
        }
        if (c)
          break;
      }
    }
  }
  free(stack);
}

/* Offsets of the variables used outside kernel entries (`common`), and
 * each kernel's base: the end of the common variables it reaches. */
static void layout_common(lower *L, shvar *vars, unsigned n, uint64_t *base) {
  unsigned nf = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f))
    nf += LLVMCountBasicBlocks(f) != 0;
  LLVMValueRef *fns = malloc((nf + 1) * sizeof *fns);
  pmap index = {0};
  nf = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f))
    if (LLVMCountBasicBlocks(f)) {
      fns[nf++] = f;
      pm_put(&index, f, (void *)(uintptr_t)nf);
    }
  bool *use = calloc((size_t)nf * n + 1, 1), *taken = calloc(nf + 1, 1);
  for (unsigned f = 0; f < nf; f++)
    taken[f] = address_taken(fns[f]);
  for (unsigned f = 0; f < nf; f++)
    for (unsigned i = 0; i < n; i++)
      if (!vars[i].dynamic && function_uses(fns[f], vars[i].g)) {
        use[(size_t)f * n + i] = true;
        if (!entry_kernel(L, fns[f]))
          vars[i].common = true;
      }
  /* kuse[k * n + i]: kernel k reaches common variable i */
  bool *kuse = calloc((size_t)L->nkernels * n + 1, 1);
  bool *reach = malloc(nf + 1), *any = calloc(n + 1, 1);
  for (unsigned k = 0; k < L->nkernels; k++) {
    unsigned e = (unsigned)(uintptr_t)pm_get(&index, L->kernels[k].entry);
    if (!e)
      continue;
    memset(reach, 0, nf + 1);
    mark_reachable(fns, nf, &index, taken, e - 1, reach);
    for (unsigned f = 0; f < nf; f++)
      for (unsigned i = 0; reach[f] && i < n; i++)
        if (vars[i].common && use[(size_t)f * n + i])
          kuse[(size_t)k * n + i] = any[i] = true;
  }
  /* greedy: after every placed variable that shares a kernel with it (or
   * after all of them, for one that no kernel reaches) */
  for (unsigned i = 0; i < n; i++) {
    if (!vars[i].common)
      continue;
    uint64_t at = 0;
    for (unsigned j = 0; j < i; j++) {
      bool clash = !any[i] || !any[j];
      for (unsigned k = 0; !clash && k < L->nkernels; k++)
        clash = kuse[(size_t)k * n + i] && kuse[(size_t)k * n + j];
      if (vars[j].common && clash && vars[j].offset + vars[j].size > at)
        at = vars[j].offset + vars[j].size;
    }
    vars[i].offset = align_up(at, vars[i].align);
  }
  for (unsigned k = 0; k < L->nkernels; k++) {
    base[k] = 0;
    for (unsigned i = 0; i < n; i++)
      if (kuse[(size_t)k * n + i] &&
          vars[i].offset + vars[i].size > base[k])
        base[k] = vars[i].offset + vars[i].size;
  }
  free(fns);
  pm_free(&index);
  free(use);
  free(taken);
  free(kuse);
  free(reach);
  free(any);
}

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
  uint64_t *base = calloc(L->nkernels + 1, sizeof *base);
  layout_common(L, vars, n, base);
  for (unsigned k = 0; k < L->nkernels; k++)
    L->kernels[k].static_smem = (uint32_t)base[k];

  LLVMValueRef *gl = malloc((n ? n : 1) * sizeof *gl);
  unsigned *idx = malloc((n ? n : 1) * sizeof *idx);
  uint64_t *off = malloc((n ? n : 1) * sizeof *off);
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    if (!LLVMCountBasicBlocks(f))
      continue;
    kernel *K = entry_kernel(L, f);
    uint64_t size = K ? base[K - L->kernels] : 0;
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
    for (unsigned j = 0; j < m; j++)
      debug_info_shared_var(L, f, gl[j], vars[idx[j]].dynamic, off[j]);
  }
  free(gl);
  free(idx);
  free(off);
  free(base);
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
