/* Small helpers over the LLVM-C API shared by the lowering passes. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower_internal.h"

void lower_fail(lower *L, const char *fmt, ...) {
  if (L->err)
    return; /* keep the first error */
  va_list ap;
  va_start(ap, fmt);
  char buf[1024];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  L->err = strdup(buf);
}

static const char *const builtin_names[BI_COUNT] = {
    "__cucc_tid_x",   "__cucc_tid_y",   "__cucc_tid_z",
    "__cucc_ntid_x",  "__cucc_ntid_y",  "__cucc_ntid_z",
    "__cucc_ctaid_x", "__cucc_ctaid_y", "__cucc_ctaid_z",
    "__cucc_nctaid_x", "__cucc_nctaid_y", "__cucc_nctaid_z",
};

/* NVVM spellings of the same registers, for code that calls them directly. */
static const char *const nvvm_names[BI_COUNT] = {
    "llvm.nvvm.read.ptx.sreg.tid.x",    "llvm.nvvm.read.ptx.sreg.tid.y",
    "llvm.nvvm.read.ptx.sreg.tid.z",    "llvm.nvvm.read.ptx.sreg.ntid.x",
    "llvm.nvvm.read.ptx.sreg.ntid.y",   "llvm.nvvm.read.ptx.sreg.ntid.z",
    "llvm.nvvm.read.ptx.sreg.ctaid.x",  "llvm.nvvm.read.ptx.sreg.ctaid.y",
    "llvm.nvvm.read.ptx.sreg.ctaid.z",  "llvm.nvvm.read.ptx.sreg.nctaid.x",
    "llvm.nvvm.read.ptx.sreg.nctaid.y", "llvm.nvvm.read.ptx.sreg.nctaid.z",
};

LLVMValueRef called_function(LLVMValueRef call) {
  LLVMValueRef c = LLVMGetCalledValue(call);
  return c && LLVMIsAFunction(c) ? c : NULL;
}

int builtin_of_callee(LLVMValueRef callee) {
  if (!callee)
    return BI_NONE;
  size_t len;
  const char *n = LLVMGetValueName2(callee, &len);
  if (len < 8 || (n[0] != '_' && n[0] != 'l'))
    return BI_NONE;
  for (int i = 0; i < BI_COUNT; i++)
    if (!strcmp(n, builtin_names[i]) || !strcmp(n, nvvm_names[i]))
      return i;
  return BI_NONE;
}

LLVMValueRef splat_int(LLVMTypeRef ty, unsigned long long v) {
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    return LLVMConstInt(ty, v, 0);
  unsigned n = LLVMGetVectorSize(ty);
  LLVMValueRef e = LLVMConstInt(LLVMGetElementType(ty), v, 0);
  LLVMValueRef *elts = malloc(n * sizeof *elts);
  for (unsigned i = 0; i < n; i++)
    elts[i] = e;
  LLVMValueRef c = LLVMConstVector(elts, n);
  free(elts);
  return c;
}

LLVMValueRef get_or_declare(lower *L, const char *name, LLVMTypeRef fnty) {
  LLVMValueRef f = LLVMGetNamedFunction(L->mod, name);
  if (!f)
    f = LLVMAddFunction(L->mod, name, fnty);
  return f;
}

LLVMValueRef field_ptr(lower *L, LLVMBuilderRef b, LLVMValueRef base,
                       unsigned offset) {
  if (!offset)
    return base;
  LLVMValueRef idx = LLVMConstInt(L->i64, offset, 0);
  return LLVMBuildInBoundsGEP2(b, L->i8, base, &idx, 1, "");
}

LLVMValueRef load_u32(lower *L, LLVMBuilderRef b, LLVMValueRef base,
                      unsigned offset) {
  LLVMValueRef v = LLVMBuildLoad2(b, L->i32, field_ptr(L, b, base, offset), "");
  LLVMSetAlignment(v, 4);
  return v;
}

void position_at_entry(LLVMBuilderRef b, LLVMValueRef fn) {
  LLVMBasicBlockRef bb = LLVMGetEntryBasicBlock(fn);
  LLVMValueRef first = LLVMGetFirstInstruction(bb);
  /* stay after the allocas so that they remain static */
  while (first && LLVMIsAAllocaInst(first))
    first = LLVMGetNextInstruction(first);
  if (first)
    LLVMPositionBuilderBefore(b, first);
  else
    LLVMPositionBuilderAtEnd(b, bb);
}

bool mentions_global(LLVMValueRef v, LLVMValueRef g) {
  if (v == g)
    return true;
  if (!LLVMIsAConstantExpr(v))
    return false;
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++)
    if (mentions_global(LLVMGetOperand(v, i), g))
      return true;
  return false;
}

typedef struct rewriter {
  lower *L;
  LLVMValueRef fn;
  LLVMValueRef *globals;
  unsigned n;
  LLVMValueRef *cache; /* replacement per global, at entry */
  repl_fn repl;
  void *arg;
} rewriter;

static int global_index(rewriter *R, LLVMValueRef v) {
  for (unsigned i = 0; i < R->n; i++)
    if (R->globals[i] == v)
      return (int)i;
  return -1;
}

static bool mentions_any(rewriter *R, LLVMValueRef v) {
  if (global_index(R, v) >= 0)
    return true;
  if (!LLVMIsAConstantExpr(v))
    return false;
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++)
    if (mentions_any(R, LLVMGetOperand(v, i)))
      return true;
  return false;
}

static LLVMValueRef materialize(rewriter *R, LLVMBuilderRef b, LLVMValueRef v) {
  int gi = global_index(R, v);
  if (gi >= 0) {
    if (!R->cache[gi])
      R->cache[gi] = R->repl(R->arg, (unsigned)gi);
    return LLVMBuildPointerCast(b, R->cache[gi], LLVMTypeOf(v), "");
  }
  if (!LLVMIsAConstantExpr(v) || !mentions_any(R, v))
    return v;
  LLVMOpcode op = LLVMGetConstOpcode(v);
  int n = LLVMGetNumOperands(v);
  LLVMValueRef ops[16];
  if (n > 16) {
    lower_fail(R->L, "constant expression too complex");
    return v;
  }
  for (int i = 0; i < n; i++)
    ops[i] = materialize(R, b, LLVMGetOperand(v, i));
  LLVMTypeRef ty = LLVMTypeOf(v);
  switch (op) {
  case LLVMGetElementPtr: {
    LLVMTypeRef st = LLVMGetGEPSourceElementType(v);
    return LLVMIsInBounds(v)
               ? LLVMBuildInBoundsGEP2(b, st, ops[0], ops + 1, (unsigned)n - 1, "")
               : LLVMBuildGEP2(b, st, ops[0], ops + 1, (unsigned)n - 1, "");
  }
  case LLVMAddrSpaceCast:
  case LLVMBitCast:
    return LLVMBuildPointerCast(b, ops[0], ty, "");
  case LLVMPtrToInt:
    return LLVMBuildPtrToInt(b, ops[0], ty, "");
  case LLVMIntToPtr:
    return LLVMBuildIntToPtr(b, ops[0], ty, "");
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMXor:
    return LLVMBuildBinOp(b, op, ops[0], ops[1], "");
  default:
    lower_fail(R->L, "unsupported constant expression (opcode %d) using "
                     "a __shared__ variable",
               (int)op);
    return v;
  }
}

void replace_globals_in_function(lower *L, LLVMValueRef fn,
                                 LLVMValueRef *globals, unsigned n,
                                 repl_fn repl, void *arg) {
  LLVMValueRef cache[n ? n : 1];
  memset(cache, 0, sizeof cache);
  rewriter R = {L, fn, globals, n, cache, repl, arg};
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
         in = LLVMGetNextInstruction(in)) {
      int nops = LLVMGetNumOperands(in);
      for (int i = 0; i < nops; i++) {
        LLVMValueRef op = LLVMGetOperand(in, i);
        if (!op || (LLVMGetValueKind(op) == LLVMMetadataAsValueValueKind) || !mentions_any(&R, op))
          continue;
        if (LLVMIsAPHINode(in)) {
          LLVMBasicBlockRef from = LLVMGetIncomingBlock(in, (unsigned)i);
          LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(from));
        } else {
          LLVMPositionBuilderBefore(b, in);
        }
        LLVMSetOperand(in, (unsigned)i, materialize(&R, b, op));
      }
    }
  }
  LLVMDisposeBuilder(b);
}

void remove_string_fn_attr(LLVMValueRef fn, const char *name) {
  LLVMRemoveStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, name,
                                   (unsigned)strlen(name));
}

void add_fn_attr(lower *L, LLVMValueRef f, const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(L->ctx, kind, 0));
}

bool has_fn_attr(LLVMValueRef f, const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  return LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind) !=
         NULL;
}
