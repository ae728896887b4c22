/* Emits `__cucc_module_info` (cucc_abi.h): the table through which the
 * runtime finds the kernels of a device image and hands it its API. */
#include <stdlib.h>
#include <string.h>

#include "lower_internal.h"

static LLVMValueRef private_const(lower *L, LLVMValueRef init, const char *name) {
  LLVMValueRef g = LLVMAddGlobal(L->mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
  return g;
}

static LLVMValueRef u32_array(lower *L, const uint32_t *v, unsigned n,
                              const char *name) {
  LLVMValueRef *e = malloc((n ? n : 1) * sizeof *e);
  for (unsigned i = 0; i < n; i++)
    e[i] = LLVMConstInt(L->i32, v[i], 0);
  LLVMValueRef arr = LLVMConstArray2(L->i32, e, n);
  free(e);
  return private_const(L, arr, name);
}

/* An entry whose body optimized down to a bare return. */
static bool is_empty(LLVMValueRef fn) {
  LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn);
  return LLVMCountBasicBlocks(fn) == 1 &&
         LLVMGetFirstInstruction(bb) == LLVMGetBasicBlockTerminator(bb) &&
         LLVMIsAReturnInst(LLVMGetFirstInstruction(bb));
}

static LLVMValueRef u32c(lower *L, uint32_t v) { return LLVMConstInt(L->i32, v, 0); }

int emit_module_info(lower *L) {
  LLVMTypeRef kt_fields[8] = {L->ptr, L->ptr, L->i32, L->i32,
                              L->ptr, L->ptr, L->i32, L->i32};
  LLVMTypeRef kt = LLVMStructTypeInContext(L->ctx, kt_fields, 8, 0);
  unsigned nk = L->nkernels;
  LLVMValueRef *ks = malloc((nk ? nk : 1) * sizeof *ks);
  for (unsigned i = 0; i < nk; i++) {
    kernel *K = &L->kernels[i];
    /* K->entry is the lowered module's; L->mod is a target's copy of it */
    size_t len;
    const char *ename = LLVMGetValueName2(K->entry, &len);
    LLVMValueRef entry = LLVMGetNamedFunction(L->mod, ename);
    if (!entry) {
      free(ks);
      lower_fail(L, "internal error: kernel entry %s lost", ename);
      return -1;
    }
    LLVMValueRef name = private_const(
        L, LLVMConstStringInContext2(L->ctx, K->name, strlen(K->name), 0),
        "__cucc_kname");
    LLVMValueRef f[8] = {
        name,
        entry,
        u32c(L, is_empty(entry) ? CUCC_KERNEL_EMPTY
                : K->fiber       ? CUCC_KERNEL_FIBER
                                 : CUCC_KERNEL_LOOP),
        u32c(L, K->nparams),
        u32_array(L, K->param_sizes, K->nparams, "__cucc_psize"),
        u32_array(L, K->param_aligns, K->nparams, "__cucc_palign"),
        u32c(L, K->static_smem),
        u32c(L, K->max_threads),
    };
    ks[i] = LLVMConstNamedStruct(kt, f, 8);
  }
  LLVMValueRef karr =
      private_const(L, LLVMConstArray2(kt, ks, nk), "__cucc_kernels");
  free(ks);

  LLVMValueRef api = LLVMGetNamedGlobal(L->mod, "__cucc_api");
  if (!api) {
    lower_fail(L, "internal error: the device support library lacks __cucc_api");
    return -1;
  }
  LLVMTypeRef mt_fields[5] = {L->i32, L->i32, L->i32, L->ptr, L->ptr};
  LLVMTypeRef mt = LLVMStructTypeInContext(L->ctx, mt_fields, 5, 0);
  LLVMValueRef mf[5] = {u32c(L, CUCC_ABI_VERSION), u32c(L, L->arch),
                        u32c(L, nk), karr, api};
  LLVMValueRef mi = LLVMAddGlobal(L->mod, mt, CUCC_MODULE_INFO_SYMBOL);
  LLVMSetInitializer(mi, LLVMConstNamedStruct(mt, mf, 5));
  LLVMSetGlobalConstant(mi, 1);
  LLVMSetLinkage(mi, LLVMExternalLinkage);
  LLVMSetVisibility(mi, LLVMDefaultVisibility);
  return 0;
}
