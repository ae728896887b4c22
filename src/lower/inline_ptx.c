/* Inline PTX translation (docs/INLINE_PTX.md): every `asm("...")` call of
 * the device module becomes a call to a new internal, always-inline function
 * whose body is the statement translated to IR: PTX registers (and the
 * operands `$N`) are stack slots, a predicated instruction is a branch, and
 * warp collectives, barriers and special registers become the same calls
 * that cucc's headers use (__cucc_warp, __cucc_barrier, __cucc_tid_x...),
 * so the later passes treat them as they treat CUDA C++. A statement
 * outside the translated set becomes a call to __cucc_inline_ptx_error
 * with the message; check_inline_ptx reports it if the code is still
 * reachable after dead-code removal (headers carry asm that no kernel
 * uses). The instructions themselves are in inline_ptx_alu.c and
 * inline_ptx_mem.c. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "inline_ptx.h"

#define ERROR_FN "__cucc_inline_ptx_error"

void ptx_error(ptx_ctx *c, const ptx_insn *in, const char *fmt, ...) {
  if (c->err)
    return;
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  char *m = NULL;
  if (asprintf(&m, "%s%s%s%s", buf, in ? " ('" : "", in ? in->text : "",
               in ? "')" : "") < 0)
    m = NULL;
  c->err = m ? m : strdup(buf);
}

bool ptx_has_mod(const ptx_insn *in, const char *m) {
  for (int i = 1; i < in->nmods; i++)
    if (!strcmp(in->mods[i], m))
      return true;
  return false;
}

static const struct {
  const char *name;
  int bits;
  char kind; /* 'u' unsigned, 's' signed, 'b' bits, 'f' float, 'p' pred */
} types[] = {
    {"pred", 1, 'p'},  {"b8", 8, 'b'},     {"u8", 8, 'u'},    {"s8", 8, 's'},
    {"b16", 16, 'b'},  {"u16", 16, 'u'},   {"s16", 16, 's'},  {"f16", 16, 'b'},
    {"bf16", 16, 'b'}, {"b32", 32, 'b'},   {"u32", 32, 'u'},  {"s32", 32, 's'},
    {"f32", 32, 'f'},  {"f16x2", 32, 'b'}, {"bf16x2", 32, 'b'}, {"b64", 64, 'b'},
    {"u64", 64, 'u'},  {"s64", 64, 's'},   {"f64", 64, 'f'},
};

static int type_index(const char *t) {
  for (size_t i = 0; i < sizeof types / sizeof *types; i++)
    if (!strcmp(types[i].name, t))
      return (int)i;
  return -1;
}

LLVMTypeRef ptx_type(ptx_ctx *c, const char *t) {
  int i = type_index(t);
  if (i < 0)
    return NULL;
  if (types[i].kind == 'p')
    return c->i1;
  if (types[i].kind == 'f')
    return types[i].bits == 32 ? c->f32 : c->f64;
  return LLVMIntTypeInContext(c->L->ctx, (unsigned)types[i].bits);
}

bool ptx_type_signed(const char *t) {
  int i = type_index(t);
  return i >= 0 && types[i].kind == 's';
}

bool ptx_type_float(const char *t) {
  int i = type_index(t);
  return i >= 0 && types[i].kind == 'f';
}

const char *ptx_last_type(const ptx_insn *in, int skip) {
  for (int i = in->nmods - 1; i > 0; i--)
    if (type_index(in->mods[i]) >= 0 && skip-- == 0)
      return in->mods[i];
  return NULL;
}

LLVMValueRef ptx_const(ptx_ctx *c, LLVMTypeRef ty, unsigned long long v) {
  (void)c;
  return LLVMConstInt(ty, v, 0);
}

static unsigned width_of(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    return LLVMGetIntTypeWidth(t);
  case LLVMFloatTypeKind:
    return 32;
  case LLVMDoubleTypeKind:
  case LLVMPointerTypeKind:
    return 64;
  case LLVMHalfTypeKind:
    return 16;
  default:
    return 0;
  }
}

/* v converted to ty: integers are truncated or extended (sgn: sign), other
 * types reinterpreted through an integer of their width. */
LLVMValueRef ptx_coerce(ptx_ctx *c, LLVMValueRef v, LLVMTypeRef ty, bool sgn) {
  LLVMTypeRef vt = LLVMTypeOf(v);
  if (vt == ty)
    return v;
  LLVMBuilderRef b = c->b;
  LLVMTypeKind vk = LLVMGetTypeKind(vt), tk = LLVMGetTypeKind(ty);
  if (vk == LLVMPointerTypeKind)
    v = LLVMBuildPtrToInt(b, v, c->L->i64, ""), vt = c->L->i64,
    vk = LLVMIntegerTypeKind;
  else if (vk != LLVMIntegerTypeKind) {
    LLVMTypeRef it = LLVMIntTypeInContext(c->L->ctx, width_of(vt));
    v = LLVMBuildBitCast(b, v, it, "");
    vt = it;
    vk = LLVMIntegerTypeKind;
  }
  if (tk == LLVMIntegerTypeKind) {
    unsigned from = LLVMGetIntTypeWidth(vt), to = LLVMGetIntTypeWidth(ty);
    if (to == 1)
      return LLVMBuildICmp(b, LLVMIntNE, v, LLVMConstNull(vt), "");
    if (from == to)
      return v;
    if (from > to)
      return LLVMBuildTrunc(b, v, ty, "");
    return sgn && from > 1 ? LLVMBuildSExt(b, v, ty, "")
                           : LLVMBuildZExt(b, v, ty, "");
  }
  if (tk == LLVMPointerTypeKind)
    return LLVMBuildIntToPtr(b, ptx_coerce(c, v, c->L->i64, false), ty, "");
  LLVMTypeRef it = LLVMIntTypeInContext(c->L->ctx, width_of(ty));
  return LLVMBuildBitCast(b, ptx_coerce(c, v, it, sgn), ty, "");
}

static ptx_reg *find_reg(ptx_ctx *c, const char *name) {
  for (int i = c->nregs - 1; i >= 0; i--)
    if (!strcmp(c->regs[i].name, name))
      return &c->regs[i];
  return NULL;
}

static int add_reg(ptx_ctx *c, const char *name, LLVMTypeRef ty, int depth) {
  if (c->nregs == c->cap) {
    int cap = c->cap ? 2 * c->cap : 16;
    ptx_reg *r = realloc(c->regs, (size_t)cap * sizeof *r);
    if (!r)
      return -1;
    c->regs = r;
    c->cap = cap;
  }
  ptx_reg *r = &c->regs[c->nregs++];
  snprintf(r->name, sizeof r->name, "%s", name);
  r->ty = ty;
  r->depth = depth;
  /* slots go to the entry block, where the inliner and mem2reg find them */
  LLVMBuilderRef eb = LLVMCreateBuilderInContext(c->L->ctx);
  position_at_entry(eb, c->fn);
  r->slot = LLVMBuildAlloca(eb, ty, name);
  LLVMDisposeBuilder(eb);
  return 0;
}

LLVMValueRef ptx_read_atom(ptx_ctx *c, const ptx_insn *in, const ptx_atom *a,
                           LLVMTypeRef ty, bool sgn) {
  LLVMValueRef v = NULL;
  switch (a->kind) {
  case PA_SINK:
    ptx_error(c, in, "inline PTX: '_' cannot be read");
    return LLVMGetUndef(ty);
  case PA_INT:
    if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind)
      v = LLVMConstInt(ty, a->v, 0);
    else if (LLVMGetTypeKind(ty) == LLVMFloatTypeKind ||
             LLVMGetTypeKind(ty) == LLVMDoubleTypeKind)
      v = LLVMConstReal(ty, (double)(long long)a->v);
    else
      v = ptx_coerce(c, LLVMConstInt(c->L->i64, a->v, 0), ty, false);
    break;
  case PA_FLT:
    if (a->fbits == 32) {
      v = LLVMConstBitCast(LLVMConstInt(c->L->i32, a->v, 0), c->f32);
      if (LLVMGetTypeKind(ty) == LLVMDoubleTypeKind)
        v = LLVMBuildFPExt(c->b, v, ty, "");
    } else {
      v = LLVMConstBitCast(LLVMConstInt(c->L->i64, a->v, 0), c->f64);
      if (LLVMGetTypeKind(ty) == LLVMFloatTypeKind)
        v = LLVMBuildFPTrunc(c->b, v, ty, "");
    }
    break;
  case PA_REG: {
    ptx_reg *r = find_reg(c, a->name);
    if (r)
      v = LLVMBuildLoad2(c->b, r->ty, r->slot, "");
    else if (a->name[0] == '%' && (v = ptx_special(c, a->name + 1)))
      ;
    else if (!c->err) {
      ptx_error(c, in, "inline PTX: unknown register '%s'", a->name);
      return LLVMGetUndef(ty);
    } else {
      return LLVMGetUndef(ty);
    }
    break;
  }
  }
  v = ptx_coerce(c, v, ty, sgn);
  if (a->neg) {
    if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind)
      v = LLVMGetIntTypeWidth(ty) == 1
              ? LLVMBuildNot(c->b, v, "")
              : LLVMBuildZExt(c->b,
                              LLVMBuildICmp(c->b, LLVMIntEQ, v,
                                            LLVMConstNull(ty), ""),
                              ty, "");
  }
  return v;
}

LLVMValueRef ptx_read(ptx_ctx *c, const ptx_insn *in, int i, LLVMTypeRef ty,
                      bool sgn) {
  if (i >= in->nop) {
    ptx_error(c, in, "inline PTX: missing operand");
    return LLVMGetUndef(ty);
  }
  if (in->op[i].kind != PO_ATOM) {
    ptx_error(c, in, "inline PTX: operand %d has an unexpected form", i + 1);
    return LLVMGetUndef(ty);
  }
  return ptx_read_atom(c, in, &in->op[i].a[0], ty, sgn);
}

void ptx_write_atom(ptx_ctx *c, const ptx_insn *in, const ptx_atom *a,
                    LLVMValueRef v, bool sgn) {
  if (a->kind == PA_SINK)
    return;
  ptx_reg *r = a->kind == PA_REG ? find_reg(c, a->name) : NULL;
  if (!r) {
    ptx_error(c, in, "inline PTX: cannot write '%s'",
              a->kind == PA_REG ? a->name : "a constant");
    return;
  }
  LLVMBuildStore(c->b, ptx_coerce(c, v, r->ty, sgn), r->slot);
}

void ptx_write(ptx_ctx *c, const ptx_insn *in, int i, LLVMValueRef v,
               bool sgn) {
  if (i >= in->nop || in->op[i].kind != PO_ATOM) {
    ptx_error(c, in, "inline PTX: bad destination");
    return;
  }
  ptx_write_atom(c, in, &in->op[i].a[0], v, sgn);
}

LLVMValueRef ptx_call(ptx_ctx *c, const char *name, LLVMTypeRef ret,
                      LLVMTypeRef *pt, unsigned np, LLVMValueRef *args) {
  LLVMTypeRef fty = LLVMFunctionType(ret, pt, np, 0);
  LLVMValueRef f = get_or_declare(c->L, name, fty);
  return LLVMBuildCall2(c->b, fty, f, args, np, "");
}

LLVMValueRef ptx_intrinsic(ptx_ctx *c, const char *name, LLVMTypeRef *ov,
                           unsigned nov, LLVMValueRef *args, unsigned na) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(c->L->mod, id, ov, nov);
  return LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f), f, args, na, "");
}

static LLVMBasicBlockRef label_block(ptx_ctx *c, const char *name) {
  for (int i = 0; i < c->nlabels; i++)
    if (!strcmp(c->labels[i].name, name))
      return c->labels[i].bb;
  if (c->nlabels == (int)(sizeof c->labels / sizeof *c->labels))
    return NULL;
  ptx_label *l = &c->labels[c->nlabels++];
  snprintf(l->name, sizeof l->name, "%s", name);
  l->bb = LLVMAppendBasicBlockInContext(c->L->ctx, c->fn, name);
  return l->bb;
}

static void emit_insn(ptx_ctx *c, const ptx_insn *in) {
  LLVMBasicBlockRef cont = NULL;
  if (in->has_pred) {
    ptx_atom p = {.kind = PA_REG, .neg = in->pred_neg};
    snprintf(p.name, sizeof p.name, "%s", in->pred);
    LLVMValueRef cond = ptx_read_atom(c, in, &p, c->i1, false);
    LLVMBasicBlockRef then =
        LLVMAppendBasicBlockInContext(c->L->ctx, c->fn, "ptx.then");
    cont = LLVMAppendBasicBlockInContext(c->L->ctx, c->fn, "ptx.cont");
    if (!strcmp(in->mods[0], "bra")) {
      LLVMBasicBlockRef to = in->nop == 1 && in->op[0].kind == PO_ATOM
                                 ? label_block(c, in->op[0].a[0].name)
                                 : NULL;
      if (!to) {
        ptx_error(c, in, "inline PTX: bad branch");
        return;
      }
      LLVMBuildCondBr(c->b, cond, to, cont);
      LLVMPositionBuilderAtEnd(c->b, cont);
      return;
    }
    LLVMBuildCondBr(c->b, cond, then, cont);
    LLVMPositionBuilderAtEnd(c->b, then);
  }
  if (!strcmp(in->mods[0], "bra")) {
    LLVMBasicBlockRef to = in->nop == 1 && in->op[0].kind == PO_ATOM
                               ? label_block(c, in->op[0].a[0].name)
                               : NULL;
    if (!to) {
      ptx_error(c, in, "inline PTX: bad branch");
      return;
    }
    LLVMBuildBr(c->b, to);
    LLVMPositionBuilderAtEnd(
        c->b, LLVMAppendBasicBlockInContext(c->L->ctx, c->fn, "ptx.dead"));
  } else if (!ptx_emit_alu(c, in) && !ptx_emit_mem(c, in)) {
    ptx_error(c, in, "inline PTX instruction '%s' is not supported by cucc",
              in->mods[0]);
  }
  if (cont) {
    LLVMBuildBr(c->b, cont);
    LLVMPositionBuilderAtEnd(c->b, cont);
  }
}

/* Parses a constraint string into per-operand entries. */
typedef struct {
  char letter;   /* r, l, h, f, d, n, b, c, m ... */
  bool out, indirect;
  int tied;      /* an input tied to output k, else -1 */
} constraint;

static int parse_constraints(const char *s, constraint *cs, int max) {
  int n = 0;
  while (*s) {
    const char *e = strchr(s, ',');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    if (*s != '~') {
      if (n == max)
        return -1;
      constraint k = {.tied = -1};
      size_t i = 0;
      if (i < len && s[i] == '=')
        k.out = true, i++;
      while (i < len && (s[i] == '&' || s[i] == '*' || s[i] == '+')) {
        if (s[i] == '*')
          k.indirect = true;
        i++;
      }
      if (i < len && s[i] >= '0' && s[i] <= '9')
        k.tied = atoi(s + i);
      else if (i < len)
        k.letter = s[i];
      cs[n++] = k;
    }
    s += len + (e != NULL);
  }
  return n;
}

/* The body of the function f that replaces asm `text` (function type fty,
 * constraints `cons`). Returns the error message or NULL. */
static char *translate(lower *L, LLVMValueRef f, const char *text,
                       const char *cons) {
  ptx_ctx c = {.L = L, .fn = f};
  c.f32 = LLVMFloatTypeInContext(L->ctx);
  c.f64 = LLVMDoubleTypeInContext(L->ctx);
  c.i1 = LLVMInt1TypeInContext(L->ctx);
  c.i16 = LLVMInt16TypeInContext(L->ctx);
  c.b = LLVMCreateBuilderInContext(L->ctx);
  LLVMPositionBuilderAtEnd(c.b,
                           LLVMAppendBasicBlockInContext(L->ctx, f, "entry"));
  constraint cs[64];
  int nc = parse_constraints(cons, cs, 64);
  LLVMTypeRef fty = LLVMGlobalGetValueType(f);
  LLVMTypeRef ret = LLVMGetReturnType(fty);
  unsigned nret = 0, narg = 0;
  if (nc < 0)
    ptx_error(&c, NULL, "inline PTX: too many operands");
  for (int i = 0; i < nc && !c.err; i++) {
    char name[16];
    snprintf(name, sizeof name, "$%d", i);
    if (cs[i].out && !cs[i].indirect) {
      LLVMTypeRef t = LLVMGetTypeKind(ret) == LLVMStructTypeKind
                          ? LLVMStructGetTypeAtIndex(ret, nret)
                          : ret;
      nret++;
      add_reg(&c, name, t, -1);
    } else {
      LLVMValueRef a = LLVMGetParam(f, narg++);
      if (cs[i].tied >= 0 && cs[i].tied < i) {
        char tn[16];
        snprintf(tn, sizeof tn, "$%d", cs[i].tied);
        ptx_reg *r = find_reg(&c, tn);
        if (r)
          LLVMBuildStore(c.b, ptx_coerce(&c, a, r->ty, false), r->slot);
      }
      add_reg(&c, name, LLVMTypeOf(a), -1);
      LLVMBuildStore(c.b, a, c.regs[c.nregs - 1].slot);
    }
  }
  c.cc = NULL;
  for (const char *s = text; s && !c.err;) {
    ptx_insn in;
    char kind = 0, *perr = NULL;
    if (ptx_next(&s, &in, &kind, &perr)) {
      ptx_error(&c, NULL, "inline PTX: %s", perr ? perr : "syntax error");
      free(perr);
      break;
    }
    if (!s)
      break;
    if (kind == '{') {
      c.depth++;
    } else if (kind == '}') {
      while (c.nregs && c.regs[c.nregs - 1].depth == c.depth)
        c.nregs--;
      c.depth--;
    } else if (kind == 'L') {
      LLVMBasicBlockRef bb = label_block(&c, in.mods[0]);
      LLVMBuildBr(c.b, bb);
      LLVMPositionBuilderAtEnd(c.b, bb);
    } else if (kind == 'R') {
      LLVMTypeRef t = ptx_type(&c, in.mods[1]);
      if (!t)
        ptx_error(&c, &in, "inline PTX: bad register type");
      for (int i = 0; i < in.nop && t; i++) {
        unsigned long long n = in.op[i].a[0].v;
        for (unsigned long long k = 0; k < (n ? n : 1); k++) {
          char rn[PTX_NAME + 8];
          if (n)
            snprintf(rn, sizeof rn, "%s%llu", in.op[i].a[0].name, k);
          else
            snprintf(rn, sizeof rn, "%s", in.op[i].a[0].name);
          add_reg(&c, rn, t, c.depth);
        }
      }
    } else {
      emit_insn(&c, &in);
    }
  }
  for (int i = 0; i < c.nlabels; i++) /* labels never defined */
    if (!LLVMGetBasicBlockTerminator(c.labels[i].bb) &&
        !LLVMGetFirstInstruction(c.labels[i].bb) && !c.err)
      ptx_error(&c, NULL, "inline PTX: undefined label '%s'",
                c.labels[i].name);
  if (!c.err) {
    if (LLVMGetTypeKind(ret) == LLVMVoidTypeKind) {
      LLVMBuildRetVoid(c.b);
    } else {
      LLVMValueRef agg = LLVMGetUndef(ret);
      unsigned k = 0;
      for (int i = 0; i < nc; i++) {
        if (!cs[i].out || cs[i].indirect)
          continue;
        char name[16];
        snprintf(name, sizeof name, "$%d", i);
        ptx_reg *r = find_reg(&c, name);
        LLVMValueRef v = LLVMBuildLoad2(c.b, r->ty, r->slot, "");
        if (LLVMGetTypeKind(ret) == LLVMStructTypeKind)
          agg = LLVMBuildInsertValue(c.b, agg, v, k++, "");
        else
          agg = v;
      }
      LLVMBuildRet(c.b, agg);
    }
  }
  free(c.regs);
  LLVMDisposeBuilder(c.b);
  return c.err;
}

static bool blank(const char *s) {
  for (; *s; s++)
    if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '\r')
      return false;
  return true;
}

/* "FILE:LINE: " of a call (with -g), else "". */
static void where(LLVMValueRef call, char *buf, size_t n) {
  unsigned len = 0;
  const char *file = NULL;
  buf[0] = 0;
  file = LLVMGetDebugLocFilename(call, &len);
  if (file && len)
    snprintf(buf, n, "%.*s:%u:%u: ", (int)len, file,
             LLVMGetDebugLocLine(call), LLVMGetDebugLocColumn(call));
}

static int replace_asm(lower *L, LLVMValueRef call, unsigned serial) {
  LLVMValueRef ia = LLVMGetCalledValue(call);
  size_t tl, cl;
  const char *t = LLVMGetInlineAsmAsmString(ia, &tl);
  const char *k = LLVMGetInlineAsmConstraintString(ia, &cl);
  char *text = strndup(t, tl), *cons = strndup(k, cl);
  LLVMTypeRef fty = LLVMGetInlineAsmFunctionType(ia);
  unsigned na = LLVMGetNumArgOperands(call);
  LLVMValueRef *args = malloc((na + 1) * sizeof *args);
  for (unsigned i = 0; i < na; i++)
    args[i] = LLVMGetOperand(call, i);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMPositionBuilderBefore(b, call);
  LLVMTypeRef ret = LLVMGetReturnType(fty);
  LLVMValueRef nv = NULL;
  if (blank(text)) { /* asm volatile("" ::: "memory"): a compiler barrier */
    if (strstr(cons, "~{memory}"))
      LLVMBuildFence(b, LLVMAtomicOrderingSequentiallyConsistent, 1, "");
    nv = LLVMGetTypeKind(ret) == LLVMVoidTypeKind ? NULL : LLVMGetUndef(ret);
  } else {
    char name[48];
    snprintf(name, sizeof name, "__cucc_ptx.%u", serial);
    LLVMValueRef f = LLVMAddFunction(L->mod, name, fty);
    LLVMSetLinkage(f, LLVMInternalLinkage);
    add_fn_attr(L, f, "alwaysinline");
    add_fn_attr(L, f, "nounwind");
    char *err = translate(L, f, text, cons);
    if (!err) {
      nv = LLVMBuildCall2(b, fty, f, args, na, "");
    } else {
      LLVMDeleteFunction(f);
      char loc[512], *msg = NULL;
      where(call, loc, sizeof loc);
      size_t fl;
      const char *fn =
          LLVMGetValueName2(LLVMGetBasicBlockParent(
                                LLVMGetInstructionParent(call)), &fl);
      if (asprintf(&msg, "%serror: %s, in device function %.*s", loc, err,
                   (int)fl, fn) < 0)
        msg = NULL;
      free(err);
      LLVMValueRef s = LLVMBuildGlobalStringPtr(b, msg ? msg : "?", "");
      free(msg);
      LLVMTypeRef pt = L->ptr;
      LLVMTypeRef ety = LLVMFunctionType(L->voidt, &pt, 1, 0);
      LLVMBuildCall2(b, ety, get_or_declare(L, ERROR_FN, ety), &s, 1, "");
      nv = LLVMGetTypeKind(ret) == LLVMVoidTypeKind ? NULL : LLVMGetUndef(ret);
    }
  }
  if (nv)
    LLVMReplaceAllUsesWith(call, nv);
  LLVMInstructionEraseFromParent(call);
  LLVMDisposeBuilder(b);
  free(args);
  free(text);
  free(cons);
  return 0;
}

int lower_inline_ptx(lower *L) {
  LLVMValueRef *calls = NULL;
  size_t n = 0, cap = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f))
    FOR_EACH_INSTRUCTION(f, bb, in) {
      if (!LLVMIsACallInst(in) || !LLVMIsAInlineAsm(LLVMGetCalledValue(in)))
        continue;
      if (n == cap) {
        cap = cap ? 2 * cap : 16;
        LLVMValueRef *nc = realloc(calls, cap * sizeof *nc);
        if (!nc) {
          free(calls);
          lower_fail(L, "out of memory");
          return -1;
        }
        calls = nc;
      }
      calls[n++] = in;
    }
  for (size_t i = 0; i < n; i++)
    replace_asm(L, calls[i], (unsigned)i);
  free(calls);
  return 0;
}

int check_inline_ptx(lower *L) {
  LLVMValueRef f = LLVMGetNamedFunction(L->mod, ERROR_FN);
  if (!f)
    return 0;
  LLVMUseRef u = LLVMGetFirstUse(f);
  if (!u) {
    LLVMDeleteFunction(f);
    return 0;
  }
  LLVMValueRef call = LLVMGetUser(u);
  LLVMValueRef g = LLVMGetOperand(call, 0);
  while (g && !LLVMIsAGlobalVariable(g) && LLVMIsAConstantExpr(g))
    g = LLVMGetOperand(g, 0);
  size_t len = 0;
  const char *msg = g && LLVMIsAGlobalVariable(g) && LLVMGetInitializer(g)
                        ? LLVMGetAsString(LLVMGetInitializer(g), &len)
                        : "inline PTX error";
  lower_fail(L, "%.*s", (int)(len ? len - (msg[len - 1] == 0) : strlen(msg)),
             msg);
  return -1;
}

/* PTX's `exit` ends the thread: once the device functions are inlined into
 * their kernel (an early always-inline run, with the kernels themselves
 * kept out of their entries), each call becomes a return of the kernel.
 * One left in a function that is not inlined (-G, recursion, __noinline__)
 * is an error. Runs only for modules that have an `exit`. */
int lower_ptx_exit(lower *L) {
  LLVMValueRef ex = LLVMGetNamedFunction(L->mod, PTX_EXIT_FN);
  if (!ex || !LLVMGetFirstUse(ex))
    return 0;
  unsigned ai = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  bool *had = calloc(L->nkernels + 1, sizeof *had);
  for (unsigned i = 0; i < L->nkernels; i++) {
    had[i] = has_fn_attr(L->kernels[i].fn, "alwaysinline");
    LLVMRemoveEnumAttributeAtIndex(L->kernels[i].fn,
                                   LLVMAttributeFunctionIndex, ai);
  }
  int rc = run_passes(L, "always-inline");
  for (unsigned i = 0; i < L->nkernels; i++) {
    LLVMValueRef k = L->kernels[i].fn;
    if (had[i])
      add_fn_attr(L, k, "alwaysinline");
    bool again = true;
    while (again) {
      again = false;
      FOR_EACH_INSTRUCTION(k, bb, in) {
        if (!LLVMIsACallInst(in) || LLVMGetCalledValue(in) != ex)
          continue;
        LLVMValueRef next = LLVMGetNextInstruction(in);
        if (next && LLVMIsAUnreachableInst(next))
          LLVMInstructionEraseFromParent(next);
        while ((next = LLVMGetNextInstruction(in)))
          LLVMInstructionEraseFromParent(next);
        LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
        LLVMPositionBuilderAtEnd(b, bb);
        LLVMBuildRetVoid(b);
        LLVMDisposeBuilder(b);
        LLVMInstructionEraseFromParent(in);
        again = true;
        break;
      }
    }
  }
  free(had);
  if (!rc && LLVMGetFirstUse(ex))
    lower_fail(L, "error: inline PTX 'exit' in a device function that is "
                  "not inlined into its kernel (-G, __noinline__ or "
                  "recursion) is not supported by cucc");
  return L->err ? -1 : 0;
}
