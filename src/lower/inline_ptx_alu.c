/* Inline PTX: arithmetic, logic and bit-field instructions, carry chains,
 * conversions and comparisons (the list is docs/INLINE_PTX.md's). Each
 * follows the PTX ISA's definition, including out-of-range shift, position
 * and length operands. */
#include <string.h>

#include "inline_ptx.h"

#define B (c->b)

static LLVMValueRef cint(LLVMTypeRef t, unsigned long long v) {
  return LLVMConstInt(t, v, 0);
}

static unsigned bits_of(LLVMTypeRef t) { return LLVMGetIntTypeWidth(t); }

static bool is_float(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}

/* Float rounding: only round-to-nearest (or none) is translated. */
static bool check_rounding(ptx_ctx *c, const ptx_insn *in) {
  static const char *const other[] = {"rz", "rm", "rp"};
  for (int i = 0; i < 3; i++)
    if (ptx_has_mod(in, other[i])) {
      ptx_error(c, in, "inline PTX: rounding mode .%s of '%s' is not "
                       "supported by cucc", other[i], in->mods[0]);
      return false;
    }
  return true;
}

static LLVMValueRef sat01(ptx_ctx *c, const ptx_insn *in, LLVMValueRef v) {
  if (!ptx_has_mod(in, "sat"))
    return v;
  LLVMTypeRef t = LLVMTypeOf(v);
  LLVMValueRef a[2] = {v, LLVMConstReal(t, 0.0)};
  v = ptx_intrinsic(c, "llvm.maxnum", &t, 1, a, 2);
  a[0] = v;
  a[1] = LLVMConstReal(t, 1.0);
  return ptx_intrinsic(c, "llvm.minnum", &t, 1, a, 2);
}

/* x << n and x >> n with PTX's rule for n >= width (all bits shifted out). */
static LLVMValueRef shift(ptx_ctx *c, LLVMValueRef x, LLVMValueRef n,
                          int kind /* 0 shl, 1 lshr, 2 ashr */) {
  LLVMTypeRef t = LLVMTypeOf(x);
  unsigned w = bits_of(t);
  n = ptx_coerce(c, n, t, false);
  LLVMValueRef big = LLVMBuildICmp(B, LLVMIntUGE, n, cint(t, w), "");
  LLVMValueRef safe = LLVMBuildSelect(B, big, cint(t, w - 1), n, "");
  LLVMValueRef r = kind == 0   ? LLVMBuildShl(B, x, safe, "")
                   : kind == 1 ? LLVMBuildLShr(B, x, safe, "")
                               : LLVMBuildAShr(B, x, safe, "");
  LLVMValueRef out = kind == 2 ? r : LLVMConstNull(t);
  return LLVMBuildSelect(B, big, out, r, "");
}

/* The high half, or the double-width product, of a * b. */
static LLVMValueRef wide_mul(ptx_ctx *c, LLVMValueRef a, LLVMValueRef b,
                             bool sgn, LLVMTypeRef wt) {
  a = ptx_coerce(c, a, wt, sgn);
  b = ptx_coerce(c, b, wt, sgn);
  return LLVMBuildMul(B, a, b, "");
}

static LLVMValueRef hi_half(ptx_ctx *c, LLVMValueRef p, LLVMTypeRef t) {
  return LLVMBuildTrunc(B, LLVMBuildLShr(B, p, cint(LLVMTypeOf(p),
                                                    bits_of(t)), ""),
                        t, "");
}

/* mul/mad with .lo/.hi/.wide; acc: the addend or NULL. Returns the result in
 * the destination type. */
static LLVMValueRef int_mul(ptx_ctx *c, const ptx_insn *in, LLVMValueRef a,
                            LLVMValueRef b, bool sgn, LLVMTypeRef t) {
  if (ptx_has_mod(in, "hi") || ptx_has_mod(in, "wide")) {
    LLVMTypeRef wt = LLVMIntTypeInContext(c->L->ctx, 2 * bits_of(t));
    LLVMValueRef p = wide_mul(c, a, b, sgn, wt);
    return ptx_has_mod(in, "wide") ? p : hi_half(c, p, t);
  }
  return LLVMBuildMul(B, a, b, "");
}

static LLVMValueRef carry_in(ptx_ctx *c, LLVMTypeRef wt) {
  if (!c->cc)
    return LLVMConstNull(wt);
  return LLVMBuildZExt(B, LLVMBuildLoad2(B, c->L->i32, c->cc, ""), wt, "");
}

static void carry_out(ptx_ctx *c, LLVMValueRef wide, unsigned w) {
  if (!c->cc) {
    LLVMBuilderRef eb = LLVMCreateBuilderInContext(c->L->ctx);
    position_at_entry(eb, c->fn);
    c->cc = LLVMBuildAlloca(eb, c->L->i32, "ptx.cc");
    LLVMDisposeBuilder(eb);
  }
  LLVMValueRef hi = LLVMBuildLShr(B, wide, cint(LLVMTypeOf(wide), w), "");
  hi = LLVMBuildAnd(B, LLVMBuildTrunc(B, hi, c->L->i32, ""),
                    cint(c->L->i32, 1), "");
  LLVMBuildStore(B, hi, c->cc);
}

/* add/sub/mad with .cc and addc/subc/madc: arithmetic in twice the width,
 * the carry (or borrow) is the bit above. */
static void carry_op(ptx_ctx *c, const ptx_insn *in, const char *op) {
  const char *tn = ptx_last_type(in, 0);
  LLVMTypeRef t = tn ? ptx_type(c, tn) : NULL;
  if (!t || is_float(t)) {
    ptx_error(c, in, "inline PTX: bad type for '%s'", op);
    return;
  }
  unsigned w = bits_of(t);
  LLVMTypeRef wt = LLVMIntTypeInContext(c->L->ctx, 2 * w);
  bool use_c = strlen(op) == 4 && op[3] == 'c';
  bool sub = !strncmp(op, "sub", 3);
  bool mad = !strncmp(op, "mad", 3);
  bool sgn = mad && ptx_has_mod(in, "hi") && ptx_type_signed(tn);
  LLVMValueRef a = ptx_coerce(c, ptx_read(c, in, 1, t, sgn), wt, sgn);
  LLVMValueRef b = ptx_coerce(c, ptx_read(c, in, 2, t, sgn), wt, sgn);
  LLVMValueRef r;
  if (mad) {
    LLVMValueRef p = LLVMBuildMul(B, a, b, "");
    if (ptx_has_mod(in, "hi"))
      p = LLVMBuildLShr(B, p, cint(wt, w), "");
    p = LLVMBuildAnd(B, p, ptx_coerce(c, LLVMConstAllOnes(t), wt, false), "");
    LLVMValueRef acc = ptx_coerce(c, ptx_read(c, in, 3, t, false), wt, false);
    r = LLVMBuildAdd(B, p, acc, "");
  } else {
    r = sub ? LLVMBuildSub(B, a, b, "") : LLVMBuildAdd(B, a, b, "");
  }
  if (use_c) {
    LLVMValueRef ci = carry_in(c, wt);
    r = sub ? LLVMBuildSub(B, r, ci, "") : LLVMBuildAdd(B, r, ci, "");
  }
  if (ptx_has_mod(in, "cc"))
    carry_out(c, r, w);
  ptx_write(c, in, 0, LLVMBuildTrunc(B, r, t, ""), false);
}

static LLVMValueRef bfe(ptx_ctx *c, LLVMValueRef a, LLVMValueRef pos,
                        LLVMValueRef len, bool sgn) {
  LLVMTypeRef t = LLVMTypeOf(a);
  unsigned w = bits_of(t);
  pos = LLVMBuildAnd(B, ptx_coerce(c, pos, t, false), cint(t, 0xff), "");
  len = LLVMBuildAnd(B, ptx_coerce(c, len, t, false), cint(t, 0xff), "");
  LLVMValueRef sh = shift(c, a, pos, sgn ? 2 : 1);
  LLVMValueRef r;
  LLVMValueRef full = LLVMBuildICmp(B, LLVMIntUGE, len, cint(t, w), "");
  LLVMValueRef l = LLVMBuildSelect(B, full, cint(t, w - 1), len, "");
  if (sgn) { /* sign-extend from bit len-1 */
    LLVMValueRef k = LLVMBuildSub(B, cint(t, w), l, "");
    LLVMValueRef ks = LLVMBuildSelect(B, full, LLVMConstNull(t), k, "");
    r = LLVMBuildAShr(B, LLVMBuildShl(B, sh, ks, ""), ks, "");
  } else {
    LLVMValueRef mask = LLVMBuildSub(B, LLVMBuildShl(B, cint(t, 1), l, ""),
                                     cint(t, 1), "");
    mask = LLVMBuildSelect(B, full, LLVMConstAllOnes(t), mask, "");
    r = LLVMBuildAnd(B, sh, mask, "");
  }
  LLVMValueRef zero = LLVMBuildICmp(B, LLVMIntEQ, len, LLVMConstNull(t), "");
  return LLVMBuildSelect(B, zero, LLVMConstNull(t), r, "");
}

static LLVMValueRef bfi(ptx_ctx *c, LLVMValueRef a, LLVMValueRef b,
                        LLVMValueRef pos, LLVMValueRef len) {
  LLVMTypeRef t = LLVMTypeOf(a);
  unsigned w = bits_of(t);
  pos = LLVMBuildAnd(B, ptx_coerce(c, pos, t, false), cint(t, 0xff), "");
  len = LLVMBuildAnd(B, ptx_coerce(c, len, t, false), cint(t, 0xff), "");
  LLVMValueRef full = LLVMBuildICmp(B, LLVMIntUGE, len, cint(t, w), "");
  LLVMValueRef l = LLVMBuildSelect(B, full, LLVMConstNull(t), len, "");
  LLVMValueRef m = LLVMBuildSub(B, LLVMBuildShl(B, cint(t, 1), l, ""),
                                cint(t, 1), "");
  m = LLVMBuildSelect(B, full, LLVMConstAllOnes(t), m, "");
  m = shift(c, m, pos, 0);
  LLVMValueRef ins = shift(c, a, pos, 0);
  return LLVMBuildOr(B, LLVMBuildAnd(B, b, LLVMBuildNot(B, m, ""), ""),
                     LLVMBuildAnd(B, ins, m, ""), "");
}

/* prmt.b32 with its modes: byte i of the result is byte sel_i of {b, a}. */
static LLVMValueRef prmt(ptx_ctx *c, const ptx_insn *in, LLVMValueRef a,
                         LLVMValueRef b, LLVMValueRef s) {
  LLVMTypeRef i32 = c->L->i32, i64 = c->L->i64;
  LLVMValueRef ab = LLVMBuildOr(
      B, LLVMBuildShl(B, LLVMBuildZExt(B, b, i64, ""), cint(i64, 32), ""),
      LLVMBuildZExt(B, a, i64, ""), "");
  static const char *const modes[] = {"f4e", "b4e", "rc8", "ecl", "ecr",
                                      "rc16"};
  int mode = -1;
  for (int m = 0; m < 6; m++)
    if (ptx_has_mod(in, modes[m]))
      mode = m;
  LLVMValueRef s2 = LLVMBuildAnd(B, s, cint(i32, 3), "");
  LLVMValueRef r = cint(i32, 0);
  for (unsigned i = 0; i < 4; i++) {
    LLVMValueRef sel, sign = NULL, I = cint(i32, i);
    switch (mode) {
    case 0:
      sel = LLVMBuildAdd(B, s2, I, "");
      break;
    case 1:
      sel = LLVMBuildSub(B, s2, I, "");
      break;
    case 2:
      sel = s2;
      break;
    case 3: /* max(i, s) */
      sel = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntUGT, s2, I, ""), s2,
                            I, "");
      break;
    case 4: /* min(i, s) */
      sel = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntULT, s2, I, ""), s2,
                            I, "");
      break;
    case 5:
      sel = cint(i32, 0);
      sel = LLVMBuildOr(B, LLVMBuildShl(B, LLVMBuildAnd(B, s2, cint(i32, 1),
                                                        ""),
                                        cint(i32, 1), ""),
                        cint(i32, i & 1), "");
      break;
    default: {
      LLVMValueRef nib = LLVMBuildLShr(B, s, cint(i32, 4 * i), "");
      sel = nib;
      sign = LLVMBuildAnd(B, nib, cint(i32, 8), "");
    }
    }
    sel = LLVMBuildAnd(B, sel, cint(i32, 7), "");
    LLVMValueRef byte = LLVMBuildTrunc(
        B,
        LLVMBuildLShr(B, ab,
                      LLVMBuildZExt(B, LLVMBuildMul(B, sel, cint(i32, 8), ""),
                                    i64, ""),
                      ""),
        i32, "");
    byte = LLVMBuildAnd(B, byte, cint(i32, 0xff), "");
    if (sign) { /* replicate the byte's sign bit */
      LLVMValueRef neg = LLVMBuildICmp(
          B, LLVMIntNE, LLVMBuildAnd(B, byte, cint(i32, 0x80), ""),
          cint(i32, 0), "");
      LLVMValueRef rep = LLVMBuildSelect(B, neg, cint(i32, 0xff),
                                         cint(i32, 0), "");
      byte = LLVMBuildSelect(
          B, LLVMBuildICmp(B, LLVMIntNE, sign, cint(i32, 0), ""), rep, byte,
          "");
    }
    r = LLVMBuildOr(B, r, LLVMBuildShl(B, byte, cint(i32, 8 * i), ""), "");
  }
  return r;
}

static LLVMValueRef lop3(ptx_ctx *c, LLVMValueRef a, LLVMValueRef b,
                         LLVMValueRef d, unsigned lut) {
  LLVMTypeRef t = LLVMTypeOf(a);
  LLVMValueRef r = LLVMConstNull(t);
  for (unsigned k = 0; k < 8; k++) {
    if (!(lut >> k & 1))
      continue;
    LLVMValueRef x = (k & 4) ? a : LLVMBuildNot(B, a, "");
    LLVMValueRef y = (k & 2) ? b : LLVMBuildNot(B, b, "");
    LLVMValueRef z = (k & 1) ? d : LLVMBuildNot(B, d, "");
    r = LLVMBuildOr(B, r, LLVMBuildAnd(B, LLVMBuildAnd(B, x, y, ""), z, ""),
                    "");
  }
  return r;
}

/* setp's and set's comparison of a and b (type name tn). */
static LLVMValueRef compare(ptx_ctx *c, const ptx_insn *in, const char *cmp,
                            LLVMValueRef a, LLVMValueRef b, const char *tn) {
  if (ptx_type_float(tn)) {
    static const struct {
      const char *n;
      LLVMRealPredicate p;
    } fp[] = {{"eq", LLVMRealOEQ},  {"ne", LLVMRealONE},  {"lt", LLVMRealOLT},
              {"le", LLVMRealOLE},  {"gt", LLVMRealOGT},  {"ge", LLVMRealOGE},
              {"equ", LLVMRealUEQ}, {"neu", LLVMRealUNE}, {"ltu", LLVMRealULT},
              {"leu", LLVMRealULE}, {"gtu", LLVMRealUGT}, {"geu", LLVMRealUGE},
              {"num", LLVMRealORD}, {"nan", LLVMRealUNO}};
    for (size_t i = 0; i < sizeof fp / sizeof *fp; i++)
      if (!strcmp(cmp, fp[i].n))
        return LLVMBuildFCmp(B, fp[i].p, a, b, "");
  } else {
    bool s = ptx_type_signed(tn);
    static const struct {
      const char *n;
      LLVMIntPredicate u, s;
    } ip[] = {{"eq", LLVMIntEQ, LLVMIntEQ},    {"ne", LLVMIntNE, LLVMIntNE},
              {"lt", LLVMIntULT, LLVMIntSLT},  {"le", LLVMIntULE, LLVMIntSLE},
              {"gt", LLVMIntUGT, LLVMIntSGT},  {"ge", LLVMIntUGE, LLVMIntSGE},
              {"lo", LLVMIntULT, LLVMIntULT},  {"ls", LLVMIntULE, LLVMIntULE},
              {"hi", LLVMIntUGT, LLVMIntUGT},  {"hs", LLVMIntUGE, LLVMIntUGE}};
    for (size_t i = 0; i < sizeof ip / sizeof *ip; i++)
      if (!strcmp(cmp, ip[i].n))
        return LLVMBuildICmp(B, s ? ip[i].s : ip[i].u, a, b, "");
  }
  ptx_error(c, in, "inline PTX: unknown comparison '%s'", cmp);
  return LLVMConstNull(c->i1);
}

static LLVMValueRef bool_op(ptx_ctx *c, const ptx_insn *in, LLVMValueRef p,
                            LLVMValueRef q) {
  if (ptx_has_mod(in, "and"))
    return LLVMBuildAnd(B, p, q, "");
  if (ptx_has_mod(in, "or"))
    return LLVMBuildOr(B, p, q, "");
  if (ptx_has_mod(in, "xor"))
    return LLVMBuildXor(B, p, q, "");
  return p;
}

static void setp(ptx_ctx *c, const ptx_insn *in, bool set) {
  const char *tn = ptx_last_type(in, 0);
  const char *dn = set ? ptx_last_type(in, 1) : NULL;
  LLVMTypeRef t = tn ? ptx_type(c, tn) : NULL;
  if (!t || in->nmods < 3 || (set && !dn)) {
    ptx_error(c, in, "inline PTX: bad comparison");
    return;
  }
  bool sgn = ptx_type_signed(tn);
  LLVMValueRef a = ptx_read(c, in, 1, t, sgn);
  LLVMValueRef b = ptx_read(c, in, 2, t, sgn);
  LLVMValueRef p = compare(c, in, in->mods[1], a, b, tn);
  LLVMValueRef q = LLVMBuildNot(B, p, "");
  if (in->nop > 3) {
    LLVMValueRef x = ptx_read(c, in, 3, c->i1, false);
    p = bool_op(c, in, p, x);
    q = bool_op(c, in, q, x);
  }
  if (set) { /* set.cmp.dtype.stype: all ones or 1.0f */
    LLVMTypeRef dt = ptx_type(c, dn);
    LLVMValueRef one = is_float(dt) ? LLVMConstReal(dt, 1.0)
                                    : LLVMConstAllOnes(dt);
    ptx_write(c, in, 0, LLVMBuildSelect(B, p, one, LLVMConstNull(dt), ""),
              false);
    return;
  }
  if (in->op[0].kind == PO_PAIR) {
    ptx_write_atom(c, in, &in->op[0].a[0], p, false);
    ptx_write_atom(c, in, &in->op[0].a[1], q, false);
  } else {
    ptx_write(c, in, 0, p, false);
  }
}

static void cvt(ptx_ctx *c, const ptx_insn *in) {
  const char *dn = ptx_last_type(in, 1), *sn = ptx_last_type(in, 0);
  LLVMTypeRef dt = dn ? ptx_type(c, dn) : NULL, st = sn ? ptx_type(c, sn) : NULL;
  if (!dt || !st || !strcmp(dn, "f16") || !strcmp(sn, "f16") ||
      !strcmp(dn, "bf16") || !strcmp(sn, "bf16")) {
    ptx_error(c, in, "inline PTX: conversion '%s' is not supported by cucc",
              in->text);
    return;
  }
  bool ss = ptx_type_signed(sn), ds = ptx_type_signed(dn);
  LLVMValueRef v = ptx_read(c, in, 1, st, ss);
  static const char *const irnd[][2] = {{"rni", "llvm.rint"},
                                        {"rzi", "llvm.trunc"},
                                        {"rmi", "llvm.floor"},
                                        {"rpi", "llvm.ceil"}};
  const char *round = NULL;
  for (int i = 0; i < 4; i++)
    if (ptx_has_mod(in, irnd[i][0]))
      round = irnd[i][1];
  if (is_float(st) && round)
    v = ptx_intrinsic(c, round, &st, 1, &v, 1);
  if (is_float(st) && is_float(dt)) {
    if (!check_rounding(c, in))
      return;
    if (st != dt)
      v = st == c->f32 ? LLVMBuildFPExt(B, v, dt, "")
                       : LLVMBuildFPTrunc(B, v, dt, "");
    v = sat01(c, in, v);
  } else if (is_float(st)) { /* the lowering makes these saturate */
    v = ds ? LLVMBuildFPToSI(B, v, dt, "") : LLVMBuildFPToUI(B, v, dt, "");
  } else if (is_float(dt)) {
    if (!check_rounding(c, in))
      return;
    v = ss ? LLVMBuildSIToFP(B, v, dt, "") : LLVMBuildUIToFP(B, v, dt, "");
    v = sat01(c, in, v);
  } else {
    if (ptx_has_mod(in, "sat")) { /* clamp to the destination's range */
      unsigned dw = bits_of(dt), sw = bits_of(st);
      LLVMTypeRef wt = LLVMIntTypeInContext(c->L->ctx, 2 + (dw > sw ? dw : sw));
      LLVMValueRef x = ptx_coerce(c, v, wt, ss);
      long long lo = ds ? -(1LL << (dw - 1)) : 0;
      unsigned long long hi = ds ? (1ULL << (dw - 1)) - 1
                                 : (dw == 64 ? ~0ULL : (1ULL << dw) - 1);
      LLVMValueRef L0 = LLVMConstInt(wt, (unsigned long long)lo, 1);
      LLVMValueRef H = LLVMConstInt(wt, hi, 0);
      x = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, x, L0, ""), L0, x,
                          "");
      x = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSGT, x, H, ""), H, x,
                          "");
      v = LLVMBuildTrunc(B, x, dt, "");
    } else {
      v = ptx_coerce(c, v, dt, ss);
    }
  }
  ptx_write(c, in, 0, v, ds);
}

/* mov, including packing {a, b} into a wider register and unpacking. */
static void mov(ptx_ctx *c, const ptx_insn *in) {
  const char *tn = ptx_last_type(in, 0);
  LLVMTypeRef t = tn ? ptx_type(c, tn) : NULL;
  if (!t || in->nop != 2) {
    ptx_error(c, in, "inline PTX: bad mov");
    return;
  }
  unsigned w = is_float(t) ? (t == c->f32 ? 32 : 64) : bits_of(t);
  LLVMTypeRef it = LLVMIntTypeInContext(c->L->ctx, w);
  if (in->op[1].kind == PO_VEC) {
    unsigned n = (unsigned)in->op[1].n, ew = w / n;
    LLVMTypeRef et = LLVMIntTypeInContext(c->L->ctx, ew);
    LLVMValueRef r = LLVMConstNull(it);
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef e = ptx_coerce(
          c, ptx_read_atom(c, in, &in->op[1].a[i], et, false), it, false);
      r = LLVMBuildOr(B, r, LLVMBuildShl(B, e, cint(it, ew * i), ""), "");
    }
    ptx_write(c, in, 0, r, false);
  } else if (in->op[0].kind == PO_VEC) {
    unsigned n = (unsigned)in->op[0].n, ew = w / n;
    LLVMTypeRef et = LLVMIntTypeInContext(c->L->ctx, ew);
    LLVMValueRef v = ptx_read(c, in, 1, it, false);
    for (unsigned i = 0; i < n; i++)
      ptx_write_atom(c, in, &in->op[0].a[i],
                     LLVMBuildTrunc(B, LLVMBuildLShr(B, v, cint(it, ew * i),
                                                     ""),
                                    et, ""),
                     false);
  } else {
    ptx_write(c, in, 0, ptx_read(c, in, 1, t, false), false);
  }
}

/* Two-operand float functions, by opcode. */
static LLVMValueRef float_fn(ptx_ctx *c, const char *op, LLVMValueRef a) {
  LLVMTypeRef t = LLVMTypeOf(a);
  if (!strcmp(op, "sqrt"))
    return ptx_intrinsic(c, "llvm.sqrt", &t, 1, &a, 1);
  if (!strcmp(op, "rsqrt"))
    return LLVMBuildFDiv(B, LLVMConstReal(t, 1.0),
                         ptx_intrinsic(c, "llvm.sqrt", &t, 1, &a, 1), "");
  if (!strcmp(op, "rcp"))
    return LLVMBuildFDiv(B, LLVMConstReal(t, 1.0), a, "");
  if (!strcmp(op, "ex2"))
    return ptx_intrinsic(c, "llvm.exp2", &t, 1, &a, 1);
  if (!strcmp(op, "lg2"))
    return ptx_intrinsic(c, "llvm.log2", &t, 1, &a, 1);
  if (!strcmp(op, "sin"))
    return ptx_intrinsic(c, "llvm.sin", &t, 1, &a, 1);
  if (!strcmp(op, "cos"))
    return ptx_intrinsic(c, "llvm.cos", &t, 1, &a, 1);
  if (!strcmp(op, "tanh"))
    return ptx_call(c, t == c->f32 ? "tanhf" : "tanh", t, &t, 1, &a);
  if (!strcmp(op, "abs"))
    return ptx_intrinsic(c, "llvm.fabs", &t, 1, &a, 1);
  if (!strcmp(op, "neg"))
    return LLVMBuildFNeg(B, a, "");
  return NULL;
}

static LLVMValueRef unary_int(ptx_ctx *c, const char *op, LLVMValueRef a) {
  LLVMTypeRef t = LLVMTypeOf(a);
  LLVMValueRef f = LLVMConstInt(c->i1, 0, 0);
  if (!strcmp(op, "not"))
    return LLVMBuildNot(B, a, "");
  if (!strcmp(op, "cnot"))
    return LLVMBuildZExt(B, LLVMBuildICmp(B, LLVMIntEQ, a, LLVMConstNull(t),
                                          ""),
                         t, "");
  if (!strcmp(op, "neg"))
    return LLVMBuildNeg(B, a, "");
  if (!strcmp(op, "abs")) {
    LLVMValueRef args[2] = {a, f};
    return ptx_intrinsic(c, "llvm.abs", &t, 1, args, 2);
  }
  if (!strcmp(op, "brev"))
    return ptx_intrinsic(c, "llvm.bitreverse", &t, 1, &a, 1);
  if (!strcmp(op, "popc") || !strcmp(op, "clz")) {
    LLVMValueRef args[2] = {a, f};
    LLVMValueRef r = op[0] == 'p'
                         ? ptx_intrinsic(c, "llvm.ctpop", &t, 1, args, 1)
                         : ptx_intrinsic(c, "llvm.ctlz", &t, 1, args, 2);
    return ptx_coerce(c, r, c->L->i32, false);
  }
  return NULL;
}

static LLVMValueRef binary(ptx_ctx *c, const ptx_insn *in, const char *op,
                           LLVMValueRef a, LLVMValueRef b, bool sgn) {
  LLVMTypeRef t = LLVMTypeOf(a);
  if (is_float(t)) {
    if (!strcmp(op, "add"))
      return LLVMBuildFAdd(B, a, b, "");
    if (!strcmp(op, "sub"))
      return LLVMBuildFSub(B, a, b, "");
    if (!strcmp(op, "mul"))
      return LLVMBuildFMul(B, a, b, "");
    if (!strcmp(op, "div"))
      return LLVMBuildFDiv(B, a, b, "");
    LLVMValueRef args[2] = {a, b};
    if (!strcmp(op, "min"))
      return ptx_intrinsic(c, "llvm.minnum", &t, 1, args, 2);
    if (!strcmp(op, "max"))
      return ptx_intrinsic(c, "llvm.maxnum", &t, 1, args, 2);
    if (!strcmp(op, "copysign")) { /* copysign d, a, b: |b| with a's sign */
      LLVMValueRef r[2] = {b, a};
      return ptx_intrinsic(c, "llvm.copysign", &t, 1, r, 2);
    }
    return NULL;
  }
  if (!strcmp(op, "add") || !strcmp(op, "sub")) {
    if (ptx_has_mod(in, "sat")) {
      LLVMValueRef args[2] = {a, b};
      return ptx_intrinsic(c, op[0] == 'a' ? "llvm.sadd.sat" : "llvm.ssub.sat",
                           &t, 1, args, 2);
    }
    return op[0] == 'a' ? LLVMBuildAdd(B, a, b, "") : LLVMBuildSub(B, a, b, "");
  }
  if (!strcmp(op, "and"))
    return LLVMBuildAnd(B, a, b, "");
  if (!strcmp(op, "or"))
    return LLVMBuildOr(B, a, b, "");
  if (!strcmp(op, "xor"))
    return LLVMBuildXor(B, a, b, "");
  if (!strcmp(op, "shl"))
    return shift(c, a, b, 0);
  if (!strcmp(op, "shr"))
    return shift(c, a, b, sgn ? 2 : 1);
  if (!strcmp(op, "min") || !strcmp(op, "max")) {
    LLVMIntPredicate p = op[1] == 'i' ? (sgn ? LLVMIntSLT : LLVMIntULT)
                                      : (sgn ? LLVMIntSGT : LLVMIntUGT);
    return LLVMBuildSelect(B, LLVMBuildICmp(B, p, a, b, ""), a, b, "");
  }
  if (!strcmp(op, "div") || !strcmp(op, "rem")) /* safe_div.c: GPU values */
    return op[0] == 'd' ? (sgn ? LLVMBuildSDiv(B, a, b, "")
                               : LLVMBuildUDiv(B, a, b, ""))
                        : (sgn ? LLVMBuildSRem(B, a, b, "")
                               : LLVMBuildURem(B, a, b, ""));
  return NULL;
}

/* 24-bit multiplies: the 48-bit product of the low 24 bits. */
static LLVMValueRef mul24(ptx_ctx *c, const ptx_insn *in, LLVMValueRef a,
                          LLVMValueRef b, bool sgn) {
  LLVMTypeRef i64 = c->L->i64, i32 = c->L->i32;
  LLVMValueRef x = ptx_coerce(c, a, i64, sgn), y = ptx_coerce(c, b, i64, sgn);
  LLVMValueRef s = cint(i64, 40);
  if (sgn) {
    x = LLVMBuildAShr(B, LLVMBuildShl(B, x, s, ""), s, "");
    y = LLVMBuildAShr(B, LLVMBuildShl(B, y, s, ""), s, "");
  } else {
    x = LLVMBuildAnd(B, x, cint(i64, 0xffffff), "");
    y = LLVMBuildAnd(B, y, cint(i64, 0xffffff), "");
  }
  LLVMValueRef p = LLVMBuildMul(B, x, y, "");
  if (ptx_has_mod(in, "hi"))
    p = LLVMBuildLShr(B, p, cint(i64, 16), "");
  return LLVMBuildTrunc(B, p, i32, "");
}

static bool one_of(const char *op, const char *const *list) {
  for (; *list; list++)
    if (!strcmp(op, *list))
      return true;
  return false;
}

static const char *const unary_ops[] = {
    "sqrt", "rsqrt", "rcp", "ex2", "lg2", "sin", "cos", "tanh", "abs",
    "neg",  "not",   "cnot", "brev", "popc", "clz", NULL};
static const char *const binary_ops[] = {"add", "sub", "mul", "div", "rem",
                                         "min", "max", "and", "or",  "xor",
                                         "shl", "shr", "copysign", NULL};

int ptx_emit_alu(ptx_ctx *c, const ptx_insn *in) {
  const char *op = in->mods[0];
  const char *tn = ptx_last_type(in, 0);
  LLVMTypeRef t = tn ? ptx_type(c, tn) : NULL;
  bool sgn = tn && ptx_type_signed(tn);
  if (!strcmp(op, "mov")) {
    mov(c, in);
  } else if (!strcmp(op, "cvt")) {
    cvt(c, in);
  } else if (!strcmp(op, "setp") || !strcmp(op, "set")) {
    setp(c, in, op[3] == 0);
  } else if (!strcmp(op, "addc") || !strcmp(op, "subc") ||
             !strcmp(op, "madc") ||
             ((!strcmp(op, "add") || !strcmp(op, "sub") ||
               !strcmp(op, "mad")) &&
              ptx_has_mod(in, "cc"))) {
    carry_op(c, in, op);
  } else if (!t) {
    return 0;
  } else if (!strcmp(op, "selp")) {
    LLVMValueRef p = ptx_read(c, in, 3, c->i1, false);
    ptx_write(c, in, 0,
              LLVMBuildSelect(B, p, ptx_read(c, in, 1, t, sgn),
                              ptx_read(c, in, 2, t, sgn), ""),
              sgn);
  } else if (!strcmp(op, "slct")) { /* slct.dtype.s32/f32 d, a, b, c */
    const char *dn = ptx_last_type(in, 1);
    LLVMTypeRef dt = dn ? ptx_type(c, dn) : t;
    LLVMValueRef x = ptx_read(c, in, 3, t, true);
    LLVMValueRef ge = is_float(t)
                          ? LLVMBuildFCmp(B, LLVMRealOGE, x,
                                          LLVMConstReal(t, 0.0), "")
                          : LLVMBuildICmp(B, LLVMIntSGE, x,
                                          LLVMConstNull(t), "");
    ptx_write(c, in, 0,
              LLVMBuildSelect(B, ge, ptx_read(c, in, 1, dt, false),
                              ptx_read(c, in, 2, dt, false), ""),
              false);
  } else if (!strcmp(op, "bfe")) {
    ptx_write(c, in, 0,
              bfe(c, ptx_read(c, in, 1, t, sgn), ptx_read(c, in, 2, t, false),
                  ptx_read(c, in, 3, t, false), sgn),
              sgn);
  } else if (!strcmp(op, "bfi")) {
    ptx_write(c, in, 0,
              bfi(c, ptx_read(c, in, 1, t, false), ptx_read(c, in, 2, t, false),
                  ptx_read(c, in, 3, t, false), ptx_read(c, in, 4, t, false)),
              false);
  } else if (!strcmp(op, "prmt")) {
    LLVMTypeRef i32 = c->L->i32;
    ptx_write(c, in, 0,
              prmt(c, in, ptx_read(c, in, 1, i32, false),
                   ptx_read(c, in, 2, i32, false),
                   ptx_read(c, in, 3, i32, false)),
              false);
  } else if (!strcmp(op, "lop3")) {
    if (in->nop != 5 || in->op[4].a[0].kind != PA_INT) {
      ptx_error(c, in, "inline PTX: lop3 needs an immediate table");
      return 1;
    }
    ptx_write(c, in, 0,
              lop3(c, ptx_read(c, in, 1, t, false), ptx_read(c, in, 2, t, false),
                   ptx_read(c, in, 3, t, false),
                   (unsigned)in->op[4].a[0].v & 0xff),
              false);
  } else if (!strcmp(op, "shf")) { /* funnel shifts */
    LLVMValueRef lo = ptx_read(c, in, 1, t, false);
    LLVMValueRef hi = ptx_read(c, in, 2, t, false);
    LLVMValueRef n = ptx_read(c, in, 3, t, false);
    bool left = ptx_has_mod(in, "l");
    if (ptx_has_mod(in, "clamp")) {
      LLVMValueRef big = LLVMBuildICmp(B, LLVMIntUGE, n, cint(t, 32), "");
      LLVMValueRef args[3] = {hi, lo, n};
      LLVMValueRef r = ptx_intrinsic(c, left ? "llvm.fshl" : "llvm.fshr", &t,
                                     1, args, 3);
      ptx_write(c, in, 0, LLVMBuildSelect(B, big, left ? lo : hi, r, ""),
                false);
    } else {
      LLVMValueRef args[3] = {hi, lo, n};
      ptx_write(c, in, 0,
                ptx_intrinsic(c, left ? "llvm.fshl" : "llvm.fshr", &t, 1,
                              args, 3),
                false);
    }
  } else if (!strcmp(op, "bfind")) {
    LLVMValueRef a = ptx_read(c, in, 1, t, sgn);
    if (sgn) /* the highest bit that differs from the sign */
      a = LLVMBuildXor(B, a, LLVMBuildAShr(B, a, cint(t, bits_of(t) - 1), ""),
                       "");
    LLVMValueRef args[2] = {a, LLVMConstInt(c->i1, 0, 0)};
    LLVMValueRef lz = ptx_coerce(
        c, ptx_intrinsic(c, "llvm.ctlz", &t, 1, args, 2), c->L->i32, false);
    LLVMValueRef pos = LLVMBuildSub(B, cint(c->L->i32, bits_of(t) - 1), lz, "");
    if (ptx_has_mod(in, "shiftamt"))
      pos = lz;
    LLVMValueRef none = LLVMBuildICmp(B, LLVMIntEQ, a, LLVMConstNull(t), "");
    ptx_write(c, in, 0,
              LLVMBuildSelect(B, none, cint(c->L->i32, 0xffffffff), pos, ""),
              false);
  } else if (!strcmp(op, "mul24") || !strcmp(op, "mad24")) {
    LLVMValueRef r = mul24(c, in, ptx_read(c, in, 1, t, sgn),
                           ptx_read(c, in, 2, t, sgn), sgn);
    if (op[1] == 'a')
      r = LLVMBuildAdd(B, r, ptx_read(c, in, 3, t, sgn), "");
    ptx_write(c, in, 0, r, sgn);
  } else if ((!strcmp(op, "mul") || !strcmp(op, "mad")) && !is_float(t)) {
    LLVMValueRef r = int_mul(c, in, ptx_read(c, in, 1, t, sgn),
                             ptx_read(c, in, 2, t, sgn), sgn, t);
    if (op[1] == 'a') {
      LLVMTypeRef rt = LLVMTypeOf(r);
      r = LLVMBuildAdd(B, r, ptx_read(c, in, 3, rt, sgn), "");
    }
    ptx_write(c, in, 0, r, sgn);
  } else if (!strcmp(op, "fma") || (!strcmp(op, "mad") && is_float(t))) {
    if (!check_rounding(c, in))
      return 1;
    LLVMValueRef args[3] = {ptx_read(c, in, 1, t, false),
                            ptx_read(c, in, 2, t, false),
                            ptx_read(c, in, 3, t, false)};
    ptx_write(c, in, 0, sat01(c, in, ptx_intrinsic(c, "llvm.fma", &t, 1, args,
                                                   3)),
              false);
  } else if (!strcmp(op, "sad")) {
    LLVMValueRef a = ptx_read(c, in, 1, t, sgn), b = ptx_read(c, in, 2, t, sgn);
    LLVMValueRef lt = LLVMBuildICmp(B, sgn ? LLVMIntSLT : LLVMIntULT, a, b, "");
    LLVMValueRef d = LLVMBuildSelect(B, lt, LLVMBuildSub(B, b, a, ""),
                                     LLVMBuildSub(B, a, b, ""), "");
    ptx_write(c, in, 0, LLVMBuildAdd(B, d, ptx_read(c, in, 3, t, sgn), ""),
              sgn);
  } else if (in->nop == 2 && one_of(op, unary_ops)) {
    LLVMValueRef a = ptx_read(c, in, 1, t, sgn);
    LLVMValueRef r = is_float(t) ? float_fn(c, op, a)
                     : t == c->i1 && !strcmp(op, "not") ? LLVMBuildNot(B, a, "")
                                                         : unary_int(c, op, a);
    if (!r)
      return 0;
    if (is_float(t) && (!check_rounding(c, in)))
      return 1;
    ptx_write(c, in, 0, is_float(t) ? sat01(c, in, r) : r, sgn);
  } else if (in->nop == 3 && one_of(op, binary_ops)) {
    if (is_float(t) && !check_rounding(c, in))
      return 1;
    LLVMValueRef r = binary(c, in, op, ptx_read(c, in, 1, t, sgn),
                            ptx_read(c, in, 2, t, !strcmp(op, "shl") ||
                                                  !strcmp(op, "shr")
                                                      ? false
                                                      : sgn),
                            sgn);
    if (!r)
      return 0;
    ptx_write(c, in, 0, is_float(t) ? sat01(c, in, r) : r, sgn);
  } else {
    return 0;
  }
  return 1;
}
