/* __managed__ variables: host code uses clang's host shadow of the variable
 * and device code must see the same storage. include/crt/host_defines.h tags
 * a managed variable with annotate("cucc.managed"); this pass gives each one
 * a pointer global `__cucc_managed.NAME` (initialized to the variable itself)
 * and makes every device function reach the variable through it. The runtime
 * (src/runtime/managed.c) copies the initial value into the host shadow and
 * aims the pointer at the shadow when the variable is registered. Uses in
 * initializers of other globals keep the image's own copy. */
#include <stdlib.h>
#include <string.h>

#include "lower_internal.h"

static LLVMValueRef strip_casts(LLVMValueRef v) {
  while (v && LLVMIsAConstantExpr(v) &&
         (LLVMGetConstOpcode(v) == LLVMAddrSpaceCast ||
          LLVMGetConstOpcode(v) == LLVMBitCast))
    v = LLVMGetOperand(v, 0);
  return v;
}

static bool is_managed_tag(LLVMValueRef s) {
  s = strip_casts(s);
  if (!s || !LLVMIsAGlobalVariable(s) || !LLVMGetInitializer(s))
    return false;
  LLVMValueRef init = LLVMGetInitializer(s);
  if (!LLVMIsAConstantDataSequential(init))
    return false;
  size_t n;
  const char *str = LLVMGetAsString(init, &n);
  return str && n >= 12 && !strncmp(str, "cucc.managed", 12) &&
         (n == 12 || str[12] == 0);
}

typedef struct mctx {
  lower *L;
  LLVMValueRef *ptrs; /* the pointer global of each managed variable */
  LLVMValueRef anchor;
} mctx;

static LLVMValueRef repl(void *arg, unsigned i) {
  mctx *c = arg;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c->L->ctx);
  LLVMPositionBuilderBefore(b, c->anchor);
  LLVMValueRef r = LLVMBuildLoad2(b, c->L->ptr, c->ptrs[i], "managed");
  LLVMDisposeBuilder(b);
  return r;
}

int lower_managed_variables(lower *L) {
  LLVMValueRef ann = LLVMGetNamedGlobal(L->mod, "llvm.global.annotations");
  LLVMValueRef arr = ann ? LLVMGetInitializer(ann) : NULL;
  if (!arr)
    return 0;
  unsigned n = (unsigned)LLVMGetNumOperands(arr), m = 0;
  LLVMValueRef *gl = calloc(n ? n : 1, sizeof *gl);
  LLVMValueRef *ptrs = calloc(n ? n : 1, sizeof *ptrs);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef e = LLVMGetOperand(arr, i);
    if (!e || LLVMGetNumOperands(e) < 2 ||
        !is_managed_tag(LLVMGetOperand(e, 1)))
      continue;
    LLVMValueRef g = strip_casts(LLVMGetOperand(e, 0));
    if (!g || !LLVMIsAGlobalVariable(g) || LLVMIsDeclaration(g))
      continue;
    bool dup = false;
    for (unsigned j = 0; j < m; j++)
      dup |= gl[j] == g;
    if (dup)
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    char *pname = malloc(len + 16);
    memcpy(pname, "__cucc_managed.", 15);
    memcpy(pname + 15, name, len);
    pname[len + 15] = 0;
    LLVMValueRef p = LLVMAddGlobal(L->mod, L->ptr, pname);
    free(pname);
    LLVMSetInitializer(p, LLVMConstPointerCast(g, L->ptr));
    LLVMSetLinkage(p, LLVMExternalLinkage);
    LLVMSetVisibility(p, LLVMDefaultVisibility);
    LLVMSetAlignment(p, 8);
    gl[m] = g;
    ptrs[m++] = p;
  }
  if (m)
    for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f && !L->err;
         f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f))
        continue;
      LLVMValueRef anchor = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(f));
      while (anchor && LLVMIsAAllocaInst(anchor))
        anchor = LLVMGetNextInstruction(anchor);
      mctx c = {L, ptrs, anchor};
      replace_globals_in_function(L, f, gl, m, repl, &c);
    }
  free(gl);
  free(ptrs);
  return L->err ? -1 : 0;
}
