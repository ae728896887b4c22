/* Inline PTX: loads and stores (state spaces, cache and scope qualifiers,
 * vectors), atomics, fences, barriers, the warp collectives (shfl, vote,
 * match, redux: the __cucc_warp calls of include/crt/cucc_warp_functions.h),
 * address conversions, asynchronous copies, sleeps and traps, and the
 * special registers. */
#include <stdio.h>
#include <string.h>

#include "inline_ptx.h"

#define B (c->b)

static LLVMValueRef cint(LLVMTypeRef t, unsigned long long v) {
  return LLVMConstInt(t, v, 0);
}

static LLVMValueRef u32(ptx_ctx *c, unsigned long long v) {
  return cint(c->L->i32, v);
}

static LLVMValueRef builtin(ptx_ctx *c, const char *name) {
  return ptx_call(c, name, c->L->i32, NULL, 0, NULL);
}

static LLVMValueRef linear_tid(ptx_ctx *c) {
  LLVMValueRef x = builtin(c, "__cucc_tid_x"), y = builtin(c, "__cucc_tid_y");
  LLVMValueRef z = builtin(c, "__cucc_tid_z");
  LLVMValueRef nx = builtin(c, "__cucc_ntid_x");
  LLVMValueRef ny = builtin(c, "__cucc_ntid_y");
  LLVMValueRef yz = LLVMBuildAdd(B, y, LLVMBuildMul(B, ny, z, ""), "");
  return LLVMBuildAdd(B, x, LLVMBuildMul(B, nx, yz, ""), "");
}

static LLVMValueRef lane_id(ptx_ctx *c) {
  return LLVMBuildAnd(B, linear_tid(c), u32(c, 31), "");
}

static LLVMValueRef clock64(ptx_ctx *c) {
  return ptx_call(c, "__cucc_clock64", c->L->i64, NULL, 0, NULL);
}

LLVMValueRef ptx_special(ptx_ctx *c, const char *n) {
  static const char *const dims[] = {"tid", "ntid", "ctaid", "nctaid"};
  for (int i = 0; i < 4; i++) {
    size_t l = strlen(dims[i]);
    if (!strncmp(n, dims[i], l) && n[l] == '.' && n[l + 1] >= 'x' &&
        n[l + 1] <= 'z' && !n[l + 2]) {
      char f[32];
      snprintf(f, sizeof f, "__cucc_%s_%c", dims[i], n[l + 1]);
      return builtin(c, f);
    }
  }
  if (!strcmp(n, "laneid"))
    return lane_id(c);
  if (!strcmp(n, "warpid"))
    return LLVMBuildLShr(B, linear_tid(c), u32(c, 5), "");
  if (!strcmp(n, "nwarpid")) {
    LLVMValueRef t = LLVMBuildMul(
        B, builtin(c, "__cucc_ntid_x"),
        LLVMBuildMul(B, builtin(c, "__cucc_ntid_y"),
                     builtin(c, "__cucc_ntid_z"), ""),
        "");
    return LLVMBuildLShr(B, LLVMBuildAdd(B, t, u32(c, 31), ""), u32(c, 5), "");
  }
  if (!strncmp(n, "lanemask_", 9)) {
    LLVMTypeRef i64 = c->L->i64;
    LLVMValueRef l = LLVMBuildZExt(B, lane_id(c), i64, "");
    LLVMValueRef bit = LLVMBuildShl(B, cint(i64, 1), l, "");
    LLVMValueRef lt = LLVMBuildSub(B, bit, cint(i64, 1), "");
    LLVMValueRef le = LLVMBuildOr(B, lt, bit, "");
    const char *k = n + 9;
    LLVMValueRef r = !strcmp(k, "eq")   ? bit
                     : !strcmp(k, "lt") ? lt
                     : !strcmp(k, "le") ? le
                     : !strcmp(k, "gt") ? LLVMBuildNot(B, le, "")
                     : !strcmp(k, "ge") ? LLVMBuildNot(B, lt, "")
                                        : NULL;
    return r ? LLVMBuildTrunc(B, r, c->L->i32, "") : NULL;
  }
  if (!strcmp(n, "clock"))
    return LLVMBuildTrunc(B, clock64(c), c->L->i32, "");
  if (!strcmp(n, "clock_hi"))
    return LLVMBuildTrunc(B, LLVMBuildLShr(B, clock64(c), cint(c->L->i64, 32),
                                           ""),
                          c->L->i32, "");
  if (!strcmp(n, "clock64"))
    return clock64(c);
  if (!strncmp(n, "globaltimer", 11)) {
    LLVMValueRef t = ptx_call(c, "__cucc_globaltimer", c->L->i64, NULL, 0, NULL);
    if (!strcmp(n + 11, "_lo"))
      return LLVMBuildTrunc(B, t, c->L->i32, "");
    if (!strcmp(n + 11, "_hi"))
      return LLVMBuildTrunc(B, LLVMBuildLShr(B, t, cint(c->L->i64, 32), ""),
                            c->L->i32, "");
    return n[11] ? NULL : t;
  }
  /* the CPU is one "SM" as far as inline PTX can tell */
  if (!strcmp(n, "smid") || !strcmp(n, "gridid"))
    return u32(c, 0);
  if (!strcmp(n, "nsmid"))
    return u32(c, 1);
  return NULL;
}

/* ---- memory ---- */

static const char *space_of(const ptx_insn *in) {
  static const char *const sp[] = {"global", "shared", "local", "const",
                                   "param"};
  for (int i = 0; i < 5; i++)
    if (ptx_has_mod(in, sp[i]))
      return sp[i];
  return "";
}

static LLVMValueRef shared_base(ptx_ctx *c) {
  return ptx_call(c, "__cucc_shared_base", c->L->ptr, NULL, 0, NULL);
}

/* The address of memory operand i (base + offset), in space `sp`. */
static LLVMValueRef address(ptx_ctx *c, const ptx_insn *in, int i,
                            const char *sp) {
  if (i >= in->nop || in->op[i].kind != PO_MEM) {
    ptx_error(c, in, "inline PTX: operand %d must be an address", i + 1);
    return LLVMConstNull(c->L->ptr);
  }
  bool shared = !strcmp(sp, "shared");
  LLVMValueRef a = ptx_read_atom(c, in, &in->op[i].a[0], c->L->i64, false);
  if (in->op[i].off)
    a = LLVMBuildAdd(B, a, cint(c->L->i64, (unsigned long long)in->op[i].off),
                     "");
  if (shared) { /* a shared-window address: the block's shared memory */
    LLVMValueRef idx = a;
    return LLVMBuildGEP2(B, c->L->i8, shared_base(c), &idx, 1, "");
  }
  if (!strcmp(sp, "param")) {
    ptx_error(c, in, "inline PTX: the .param space is not supported by cucc");
    return LLVMConstNull(c->L->ptr);
  }
  return LLVMBuildIntToPtr(B, a, c->L->ptr, "");
}

static LLVMAtomicOrdering ordering(const ptx_insn *in, bool store) {
  if (ptx_has_mod(in, "acquire"))
    return LLVMAtomicOrderingAcquire;
  if (ptx_has_mod(in, "release"))
    return LLVMAtomicOrderingRelease;
  if (ptx_has_mod(in, "acq_rel"))
    return store ? LLVMAtomicOrderingRelease : LLVMAtomicOrderingAcquire;
  if (ptx_has_mod(in, "relaxed"))
    return LLVMAtomicOrderingMonotonic;
  return LLVMAtomicOrderingNotAtomic;
}

static int vec_width(const ptx_insn *in) {
  return ptx_has_mod(in, "v4") ? 4 : ptx_has_mod(in, "v2") ? 2
                                   : ptx_has_mod(in, "v8") ? 8 : 1;
}

static void load_store(ptx_ctx *c, const ptx_insn *in, bool store) {
  const char *tn = ptx_last_type(in, 0);
  LLVMTypeRef t = tn ? ptx_type(c, tn) : NULL;
  if (!t || t == c->i1) {
    ptx_error(c, in, "inline PTX: bad type for '%s'", in->mods[0]);
    return;
  }
  bool sgn = ptx_type_signed(tn);
  int n = vec_width(in);
  int ri = store ? 1 : 0; /* the register operand */
  const ptx_opnd *r = ri < in->nop ? &in->op[ri] : NULL;
  if (!r || (n > 1) != (r->kind == PO_VEC) || (n > 1 && r->n != n)) {
    ptx_error(c, in, "inline PTX: bad operands");
    return;
  }
  LLVMValueRef p = address(c, in, store ? 0 : 1, space_of(in));
  unsigned size = (unsigned)LLVMABISizeOfType(c->L->td, t);
  LLVMAtomicOrdering ord = ordering(in, store);
  bool vol = ptx_has_mod(in, "volatile");
  for (int i = 0; i < n; i++) {
    LLVMValueRef q = p;
    if (i) {
      LLVMValueRef off = cint(c->L->i64, (unsigned long long)i * size);
      q = LLVMBuildGEP2(B, c->L->i8, p, &off, 1, "");
    }
    LLVMValueRef m;
    if (store) {
      LLVMValueRef v = ptx_read_atom(c, in, &r->a[i], t, sgn);
      m = LLVMBuildStore(B, v, q);
    } else {
      m = LLVMBuildLoad2(B, t, q, "");
      ptx_write_atom(c, in, &r->a[i], m, sgn);
    }
    LLVMSetAlignment(m, i ? size : size * (unsigned)n);
    if (vol)
      LLVMSetVolatile(m, 1);
    if (ord != LLVMAtomicOrderingNotAtomic)
      LLVMSetOrdering(m, ord);
  }
}

static void atomic(ptx_ctx *c, const ptx_insn *in, bool red) {
  const char *tn = ptx_last_type(in, 0);
  LLVMTypeRef t = tn ? ptx_type(c, tn) : NULL;
  if (!t || t == c->i1 ||
      (LLVMGetTypeKind(t) == LLVMIntegerTypeKind &&
       LLVMGetIntTypeWidth(t) < 32)) {
    ptx_error(c, in, "inline PTX: atomic type not supported by cucc");
    return;
  }
  bool sgn = ptx_type_signed(tn), flt = ptx_type_float(tn);
  int a0 = red ? 0 : 1; /* the address operand */
  LLVMValueRef p = address(c, in, a0, space_of(in));
  LLVMValueRef v = ptx_read(c, in, a0 + 1, t, sgn);
  LLVMAtomicOrdering ord = ordering(in, false);
  if (ptx_has_mod(in, "acq_rel"))
    ord = LLVMAtomicOrderingAcquireRelease;
  if (ord == LLVMAtomicOrderingNotAtomic)
    ord = LLVMAtomicOrderingMonotonic;
  LLVMValueRef old;
  if (ptx_has_mod(in, "cas")) {
    LLVMValueRef nv = ptx_read(c, in, a0 + 2, t, sgn);
    if (flt) {
      ptx_error(c, in, "inline PTX: cas needs an integer type");
      return;
    }
    LLVMValueRef x = LLVMBuildAtomicCmpXchg(
        B, p, v, nv, ord,
        ord == LLVMAtomicOrderingAcquireRelease ? LLVMAtomicOrderingAcquire
        : ord == LLVMAtomicOrderingRelease      ? LLVMAtomicOrderingMonotonic
                                                : ord,
        0);
    old = LLVMBuildExtractValue(B, x, 0, "");
  } else {
    static const struct {
      const char *n;
      LLVMAtomicRMWBinOp u, s, f;
    } ops[] = {
        {"add", LLVMAtomicRMWBinOpAdd, LLVMAtomicRMWBinOpAdd,
         LLVMAtomicRMWBinOpFAdd},
        {"min", LLVMAtomicRMWBinOpUMin, LLVMAtomicRMWBinOpMin,
         LLVMAtomicRMWBinOpFMin},
        {"max", LLVMAtomicRMWBinOpUMax, LLVMAtomicRMWBinOpMax,
         LLVMAtomicRMWBinOpFMax},
        {"and", LLVMAtomicRMWBinOpAnd, LLVMAtomicRMWBinOpAnd, 0},
        {"or", LLVMAtomicRMWBinOpOr, LLVMAtomicRMWBinOpOr, 0},
        {"xor", LLVMAtomicRMWBinOpXor, LLVMAtomicRMWBinOpXor, 0},
        {"exch", LLVMAtomicRMWBinOpXchg, LLVMAtomicRMWBinOpXchg,
         LLVMAtomicRMWBinOpXchg},
        {"inc", LLVMAtomicRMWBinOpUIncWrap, LLVMAtomicRMWBinOpUIncWrap, 0},
        {"dec", LLVMAtomicRMWBinOpUDecWrap, LLVMAtomicRMWBinOpUDecWrap, 0},
    };
    int k = -1;
    for (int i = 0; i < (int)(sizeof ops / sizeof *ops); i++)
      if (ptx_has_mod(in, ops[i].n))
        k = i;
    if (k < 0 || (flt && !ops[k].f)) {
      ptx_error(c, in, "inline PTX: atomic operation not supported by cucc");
      return;
    }
    if (flt && ops[k].f == LLVMAtomicRMWBinOpXchg)
      v = LLVMBuildBitCast(B, v, LLVMIntTypeInContext(
                                     c->L->ctx,
                                     t == c->f32 ? 32 : 64), "");
    old = LLVMBuildAtomicRMW(B, flt ? ops[k].f : sgn ? ops[k].s : ops[k].u,
                             p, v, ord, 0);
  }
  if (!red)
    ptx_write(c, in, 0, old, sgn);
}

/* ---- warp collectives ---- */

static LLVMValueRef warp(ptx_ctx *c, int op, LLVMValueRef mask,
                         LLVMValueRef value, LLVMValueRef arg,
                         LLVMValueRef width) {
  LLVMTypeRef i32 = c->L->i32, i64 = c->L->i64;
  LLVMTypeRef pt[5] = {i32, i32, i64, i32, i32};
  LLVMValueRef a[5] = {u32(c, (unsigned)op), mask,
                       ptx_coerce(c, value, i64, false), arg, width};
  return ptx_call(c, "__cucc_warp", i64, pt, 5, a);
}

/* The mask operand at index i, or all lanes for the pre-sm_70 forms. */
static LLVMValueRef member_mask(ptx_ctx *c, const ptx_insn *in, int i) {
  if (!ptx_has_mod(in, "sync"))
    return u32(c, 0xffffffffu);
  return ptx_read(c, in, i, c->L->i32, false);
}

static void shfl(ptx_ctx *c, const ptx_insn *in) {
  static const char *const modes[] = {"idx", "up", "down", "bfly"};
  static const int ops[] = {CUCC_WARP_SHFL_IDX, CUCC_WARP_SHFL_UP,
                            CUCC_WARP_SHFL_DOWN, CUCC_WARP_SHFL_XOR};
  int m = -1;
  for (int i = 0; i < 4; i++)
    if (ptx_has_mod(in, modes[i]))
      m = i;
  if (m < 0 || in->nop < 4) {
    ptx_error(c, in, "inline PTX: bad shfl");
    return;
  }
  LLVMTypeRef i32 = c->L->i32;
  LLVMValueRef a = ptx_read(c, in, 1, i32, false);
  LLVMValueRef b = ptx_read(c, in, 2, i32, false);
  LLVMValueRef cv = ptx_read(c, in, 3, i32, false);
  LLVMValueRef mask = member_mask(c, in, 4);
  /* PTX's source lane j and its validity */
  LLVMValueRef lane = lane_id(c);
  LLVMValueRef seg = LLVMBuildAnd(B, LLVMBuildLShr(B, cv, u32(c, 8), ""),
                                  u32(c, 31), "");
  LLVMValueRef cl = LLVMBuildAnd(B, cv, u32(c, 31), "");
  LLVMValueRef nseg = LLVMBuildXor(B, seg, u32(c, 0xffffffffu), "");
  LLVMValueRef minl = LLVMBuildAnd(B, lane, seg, "");
  LLVMValueRef maxl = LLVMBuildOr(B, minl, LLVMBuildAnd(B, cl, nseg, ""), "");
  LLVMValueRef j, ok;
  switch (m) {
  case 0:
    j = LLVMBuildOr(B, minl, LLVMBuildAnd(B, b, nseg, ""), "");
    ok = LLVMBuildICmp(B, LLVMIntSLE, j, maxl, "");
    break;
  case 1:
    j = LLVMBuildSub(B, lane, b, "");
    ok = LLVMBuildICmp(B, LLVMIntSGE, j, maxl, "");
    break;
  case 2:
    j = LLVMBuildAdd(B, lane, b, "");
    ok = LLVMBuildICmp(B, LLVMIntSLE, j, maxl, "");
    break;
  default:
    j = LLVMBuildXor(B, lane, b, "");
    ok = LLVMBuildICmp(B, LLVMIntSLE, j, maxl, "");
  }
  LLVMValueRef r;
  unsigned long long k = LLVMIsAConstantInt(cv)
                             ? LLVMConstIntGetZExtValue(cv)
                             : ~0ull;
  unsigned s = (unsigned)(k >> 8) & 31, clamp = (unsigned)k & 31;
  unsigned w = 32 - s;
  bool standard = k != ~0ull && (w & (w - 1)) == 0 && s == (~(w - 1) & 31) &&
                  (m == 1 ? (clamp & ~s & 31) == 0 : ((clamp | s) & 31) == 31);
  if (standard) /* what __shfl_*_sync(width) gives */
    r = warp(c, ops[m], mask, a, b, u32(c, w));
  else
    r = warp(c, CUCC_WARP_SHFL_IDX, mask, a,
             LLVMBuildAnd(B, LLVMBuildSelect(B, ok, j, lane, ""), u32(c, 31),
                          ""),
             u32(c, 32));
  if (in->op[0].kind == PO_PAIR) {
    ptx_write_atom(c, in, &in->op[0].a[0], r, false);
    ptx_write_atom(c, in, &in->op[0].a[1], ok, false);
  } else {
    ptx_write(c, in, 0, r, false);
  }
}

static void vote(ptx_ctx *c, const ptx_insn *in) {
  LLVMValueRef p = ptx_read(c, in, 1, c->i1, false);
  LLVMValueRef mask = member_mask(c, in, 2);
  LLVMValueRef z = u32(c, 0), w = u32(c, 32);
  if (ptx_has_mod(in, "ballot")) {
    ptx_write(c, in, 0, warp(c, CUCC_WARP_BALLOT, mask, p, z, w), false);
  } else if (ptx_has_mod(in, "all") || ptx_has_mod(in, "any")) {
    int op = ptx_has_mod(in, "all") ? CUCC_WARP_ALL : CUCC_WARP_ANY;
    ptx_write(c, in, 0, warp(c, op, mask, p, z, w), false);
  } else if (ptx_has_mod(in, "uni")) {
    LLVMValueRef all = warp(c, CUCC_WARP_ALL, mask, p, z, w);
    LLVMValueRef any = warp(c, CUCC_WARP_ANY, mask, p, z, w);
    LLVMValueRef none = LLVMBuildICmp(B, LLVMIntEQ, any,
                                      LLVMConstNull(c->L->i64), "");
    ptx_write(c, in, 0,
              LLVMBuildOr(B, ptx_coerce(c, all, c->i1, false), none, ""),
              false);
  } else {
    ptx_error(c, in, "inline PTX: bad vote");
  }
}

static void match(ptx_ctx *c, const ptx_insn *in) {
  const char *tn = ptx_last_type(in, 0);
  LLVMTypeRef t = tn ? ptx_type(c, tn) : NULL;
  if (!t) {
    ptx_error(c, in, "inline PTX: bad match");
    return;
  }
  LLVMValueRef v = ptx_read(c, in, 1, t, false);
  LLVMValueRef mask = member_mask(c, in, 2);
  bool all = ptx_has_mod(in, "all");
  LLVMValueRef r = warp(c, all ? CUCC_WARP_MATCH_ALL : CUCC_WARP_MATCH_ANY,
                        mask, v, u32(c, 0), u32(c, 32));
  const ptx_atom *d = &in->op[0].a[0];
  ptx_write_atom(c, in, d, LLVMBuildTrunc(B, r, c->L->i32, ""), false);
  if (in->op[0].kind == PO_PAIR)
    ptx_write_atom(c, in, &in->op[0].a[1],
                   LLVMBuildTrunc(B, LLVMBuildLShr(B, r, cint(c->L->i64, 32),
                                                   ""),
                                  c->i1, ""),
                   false);
}

static void redux(ptx_ctx *c, const ptx_insn *in) {
  const char *tn = ptx_last_type(in, 0);
  bool s = tn && ptx_type_signed(tn);
  int op = ptx_has_mod(in, "add")   ? CUCC_WARP_REDUCE_ADD
           : ptx_has_mod(in, "min") ? (s ? CUCC_WARP_REDUCE_MIN_S
                                         : CUCC_WARP_REDUCE_MIN_U)
           : ptx_has_mod(in, "max") ? (s ? CUCC_WARP_REDUCE_MAX_S
                                         : CUCC_WARP_REDUCE_MAX_U)
           : ptx_has_mod(in, "and") ? CUCC_WARP_REDUCE_AND
           : ptx_has_mod(in, "or")  ? CUCC_WARP_REDUCE_OR
           : ptx_has_mod(in, "xor") ? CUCC_WARP_REDUCE_XOR
                                    : -1;
  if (op < 0 || !tn || ptx_type_float(tn)) {
    ptx_error(c, in, "inline PTX: redux form not supported by cucc");
    return;
  }
  LLVMValueRef v = ptx_read(c, in, 1, c->L->i32, false);
  ptx_write(c, in, 0,
            warp(c, op, member_mask(c, in, 2), v, u32(c, 0), u32(c, 32)),
            false);
}

/* bar.sync / barrier.sync 0 and bar.red; named barriers are not. */
static void barrier(ptx_ctx *c, const ptx_insn *in) {
  if (ptx_has_mod(in, "warp")) { /* bar.warp.sync mask */
    warp(c, CUCC_WARP_SYNC, ptx_read(c, in, 0, c->L->i32, false), u32(c, 0),
         u32(c, 0), u32(c, 32));
    return;
  }
  bool red = ptx_has_mod(in, "red");
  int id = red ? 1 : 0;
  bool arrive = ptx_has_mod(in, "arrive");
  const ptx_atom *a = id < in->nop ? &in->op[id].a[0] : NULL;
  if (arrive || !a || a->kind != PA_INT || a->v != 0 ||
      (red ? in->nop > 3 : in->nop > 1)) {
    ptx_error(c, in, "inline PTX: only barrier 0 without a thread count "
                     "(__syncthreads) is supported by cucc");
    return;
  }
  LLVMTypeRef pt[2] = {c->L->i32, c->L->i32};
  if (!red) {
    LLVMValueRef args[2] = {u32(c, CUCC_BAR_SYNC), u32(c, 0)};
    ptx_call(c, "__cucc_barrier", c->L->i32, pt, 2, args);
    return;
  }
  int op = ptx_has_mod(in, "popc") ? CUCC_BAR_COUNT
           : ptx_has_mod(in, "and") ? CUCC_BAR_AND
                                    : CUCC_BAR_OR;
  LLVMValueRef p = ptx_coerce(c, ptx_read(c, in, 2, c->i1, false), c->L->i32,
                              false);
  LLVMValueRef args[2] = {u32(c, (unsigned)op), p};
  ptx_write(c, in, 0, ptx_call(c, "__cucc_barrier", c->L->i32, pt, 2, args),
            false);
}

static void cvta(ptx_ctx *c, const ptx_insn *in) {
  const char *tn = ptx_last_type(in, 0);
  LLVMTypeRef t = tn ? ptx_type(c, tn) : c->L->i64;
  LLVMValueRef a = ptx_read(c, in, 1, c->L->i64, false);
  if (ptx_has_mod(in, "shared")) {
    LLVMValueRef base =
        LLVMBuildPtrToInt(B, shared_base(c), c->L->i64, "");
    a = ptx_has_mod(in, "to") ? LLVMBuildSub(B, a, base, "")
                              : LLVMBuildAdd(B, a, base, "");
  }
  ptx_write(c, in, 0, ptx_coerce(c, a, t, false), false);
}

static void isspacep(ptx_ctx *c, const ptx_insn *in) {
  static const struct {
    const char *n;
    int s;
  } sp[] = {{"global", CUCC_SPACE_GLOBAL}, {"shared", CUCC_SPACE_SHARED},
            {"const", CUCC_SPACE_CONSTANT}, {"local", CUCC_SPACE_LOCAL}};
  for (int i = 0; i < 4; i++)
    if (ptx_has_mod(in, sp[i].n)) {
      LLVMValueRef p = LLVMBuildIntToPtr(
          B, ptx_read(c, in, 1, c->L->i64, false), c->L->ptr, "");
      LLVMTypeRef pt = c->L->ptr;
      LLVMValueRef s = ptx_call(c, "__cucc_space_of", c->L->i32, &pt, 1, &p);
      ptx_write(c, in, 0, LLVMBuildICmp(B, LLVMIntEQ, s, u32(c, (unsigned)sp[i].s),
                                        ""),
                false);
      return;
    }
  ptx_error(c, in, "inline PTX: bad isspacep");
}

/* cp.async: the copy happens at once (groups and waits are no-ops). */
static void cp_async(ptx_ctx *c, const ptx_insn *in) {
  if (ptx_has_mod(in, "commit_group") || ptx_has_mod(in, "wait_group") ||
      ptx_has_mod(in, "wait_all"))
    return;
  if (in->nop < 3 || in->op[2].kind != PO_ATOM) {
    ptx_error(c, in, "inline PTX: bad cp.async");
    return;
  }
  LLVMValueRef dst = address(c, in, 0, "shared");
  LLVMValueRef src = address(c, in, 1, "global");
  LLVMValueRef size = ptx_read(c, in, 2, c->L->i64, false);
  LLVMValueRef n = size;
  if (in->nop > 3 && in->op[3].kind == PO_ATOM &&
      !(in->op[3].a[0].kind == PA_REG && ptx_has_mod(in, "L2::cache_hint") &&
        in->nop == 4)) {
    LLVMValueRef s = ptx_read(c, in, 3, c->L->i64, false);
    n = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntULT, s, size, ""), s, size,
                        "");
  }
  LLVMBuildMemSet(B, dst, LLVMConstNull(c->L->i8), size, 1);
  LLVMBuildMemCpy(B, dst, 1, src, 1, n);
}

int ptx_emit_mem(ptx_ctx *c, const ptx_insn *in) {
  const char *op = in->mods[0];
  LLVMTypeRef i32 = c->L->i32;
  if (!strcmp(op, "ld") || !strcmp(op, "ldu")) {
    load_store(c, in, false);
  } else if (!strcmp(op, "st")) {
    load_store(c, in, true);
  } else if (!strcmp(op, "atom") || !strcmp(op, "red")) {
    atomic(c, in, op[0] == 'r');
  } else if (!strcmp(op, "membar") || !strcmp(op, "fence")) {
    if (!ptx_has_mod(in, "proxy") && !ptx_has_mod(in, "mbarrier_init"))
      LLVMBuildFence(B, LLVMAtomicOrderingSequentiallyConsistent, 0, "");
  } else if (!strcmp(op, "bar") || !strcmp(op, "barrier")) {
    barrier(c, in);
  } else if (!strcmp(op, "shfl")) {
    shfl(c, in);
  } else if (!strcmp(op, "vote")) {
    vote(c, in);
  } else if (!strcmp(op, "match")) {
    match(c, in);
  } else if (!strcmp(op, "redux")) {
    redux(c, in);
  } else if (!strcmp(op, "activemask")) {
    ptx_write(c, in, 0,
              warp(c, CUCC_WARP_ACTIVEMASK, u32(c, 0), u32(c, 0), u32(c, 0),
                   u32(c, 32)),
              false);
  } else if (!strcmp(op, "nanosleep")) {
    LLVMValueRef t = ptx_read(c, in, 0, i32, false);
    ptx_call(c, "__cucc_nanosleep", c->L->voidt, &i32, 1, &t);
  } else if (!strcmp(op, "trap")) {
    ptx_call(c, "__cucc_trap", c->L->voidt, NULL, 0, NULL);
  } else if (!strcmp(op, "exit")) { /* lower_ptx_exit makes it a return */
    ptx_call(c, PTX_EXIT_FN, c->L->voidt, NULL, 0, NULL);
    LLVMBuildUnreachable(B);
    LLVMPositionBuilderAtEnd(
        B, LLVMAppendBasicBlockInContext(c->L->ctx, c->fn, "ptx.dead"));
  } else if (!strcmp(op, "brkpt")) {
    ptx_call(c, "__cucc_brkpt", c->L->voidt, NULL, 0, NULL);
  } else if (!strcmp(op, "cvta")) {
    cvta(c, in);
  } else if (!strcmp(op, "isspacep")) {
    isspacep(c, in);
  } else if (!strcmp(op, "cp") && ptx_has_mod(in, "async")) {
    cp_async(c, in);
  } else if (!strcmp(op, "prefetch") || !strcmp(op, "prefetchu") ||
             !strcmp(op, "pmevent") || !strcmp(op, "discard") ||
             !strcmp(op, "applypriority")) {
    /* hints: nothing to do on the CPU */
  } else if (!strcmp(op, "createpolicy")) {
    ptx_write(c, in, 0, cint(c->L->i64, 0), false);
  } else {
    return 0;
  }
  return 1;
}
