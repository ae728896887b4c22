/* Inline PTX translation (docs/INLINE_PTX.md): the shared declarations of
 * inline_ptx.c (the pass, registers, operands), inline_ptx_parse.c (the
 * statement parser), inline_ptx_alu.c (arithmetic, bits, conversions,
 * comparisons) and inline_ptx_mem.c (memory, atomics, fences, barriers,
 * warp collectives, special registers). */
#ifndef CUCC_INLINE_PTX_H
#define CUCC_INLINE_PTX_H

#include "lower_internal.h"

#define PTX_NAME 48
#define PTX_EXIT_FN "__cucc_ptx_exit"
#define PTX_MAX_MODS 12
#define PTX_MAX_OPS 8

/* One simple operand: a register (named, `$N`, or special `%laneid`), an
 * integer or float immediate, or the sink `_`. */
enum ptx_atom_kind { PA_REG, PA_INT, PA_FLT, PA_SINK };
typedef struct {
  enum ptx_atom_kind kind;
  bool neg;              /* `!p` */
  char name[PTX_NAME];   /* PA_REG */
  unsigned long long v;  /* PA_INT: the value; PA_FLT: the bits */
  int fbits;             /* PA_FLT: 32 (0fXXXXXXXX), 64 (0d... or decimal) */
} ptx_atom;

/* An operand: one atom, `[base+off]`, `{a, b, ...}` or `d|p`. */
enum ptx_opnd_kind { PO_ATOM, PO_MEM, PO_VEC, PO_PAIR };
typedef struct {
  enum ptx_opnd_kind kind;
  ptx_atom a[4];
  int n;
  long long off; /* PO_MEM */
} ptx_opnd;

typedef struct {
  bool has_pred, pred_neg;
  char pred[PTX_NAME];
  char mods[PTX_MAX_MODS][24]; /* mods[0] is the opcode: "shfl", "sync", ... */
  int nmods;
  ptx_opnd op[PTX_MAX_OPS];
  int nop;
  char text[160]; /* the statement, for messages */
} ptx_insn;

typedef struct {
  char name[PTX_NAME];
  LLVMTypeRef ty;
  LLVMValueRef slot; /* an alloca of the generated function */
  int depth;         /* brace depth of its declaration (-1: an operand) */
} ptx_reg;

typedef struct {
  char name[PTX_NAME];
  LLVMBasicBlockRef bb;
} ptx_label;

/* The translation of one asm statement into the body of a new function. */
typedef struct {
  lower *L;
  LLVMBuilderRef b;
  LLVMValueRef fn;
  LLVMTypeRef f32, f64, i1, i16;
  ptx_reg *regs;
  int nregs, cap, depth;
  ptx_label labels[32];
  int nlabels;
  LLVMValueRef cc; /* the carry flag of add.cc/addc..., an i32 slot */
  char *err;       /* the first error (malloc'ed) */
} ptx_ctx;

/* inline_ptx.c */
void ptx_error(ptx_ctx *c, const ptx_insn *in, const char *fmt, ...);
bool ptx_has_mod(const ptx_insn *in, const char *m);
/* The LLVM type of a PTX type name (u32, f64, pred, ...); NULL if none. */
LLVMTypeRef ptx_type(ptx_ctx *c, const char *t);
bool ptx_type_signed(const char *t);
bool ptx_type_float(const char *t);
/* The instruction's last type modifier (its operand type), and the one
 * before it (cvt's destination type). */
const char *ptx_last_type(const ptx_insn *in, int skip);
LLVMValueRef ptx_coerce(ptx_ctx *c, LLVMValueRef v, LLVMTypeRef ty, bool sgn);
/* Reads operand i (an atom) as type ty. */
LLVMValueRef ptx_read(ptx_ctx *c, const ptx_insn *in, int i, LLVMTypeRef ty,
                      bool sgn);
LLVMValueRef ptx_read_atom(ptx_ctx *c, const ptx_insn *in, const ptx_atom *a,
                           LLVMTypeRef ty, bool sgn);
/* Writes v to the register of an atom (a sink ignores it). */
void ptx_write_atom(ptx_ctx *c, const ptx_insn *in, const ptx_atom *a,
                    LLVMValueRef v, bool sgn);
void ptx_write(ptx_ctx *c, const ptx_insn *in, int i, LLVMValueRef v,
               bool sgn);
LLVMValueRef ptx_call(ptx_ctx *c, const char *name, LLVMTypeRef ret,
                      LLVMTypeRef *pt, unsigned np, LLVMValueRef *args);
LLVMValueRef ptx_intrinsic(ptx_ctx *c, const char *name, LLVMTypeRef *ov,
                           unsigned nov, LLVMValueRef *args, unsigned na);
LLVMValueRef ptx_const(ptx_ctx *c, LLVMTypeRef ty, unsigned long long v);

/* inline_ptx_parse.c: the next statement of *s (NULL at the end). A label
 * gives kind 'L' with its name in in->mods[0]; '{' and '}' give kinds '{'
 * and '}'; a .reg declaration kind 'R' (names in op[].a[0], type in
 * mods[1]); an instruction kind 'I'. Returns -1 on a syntax error. */
int ptx_next(const char **s, ptx_insn *in, char *kind, char **err);

/* inline_ptx_alu.c and inline_ptx_mem.c: translate one instruction; 1 if
 * the opcode is theirs (an error is reported through ptx_error), 0 if not. */
int ptx_emit_alu(ptx_ctx *c, const ptx_insn *in);
int ptx_emit_mem(ptx_ctx *c, const ptx_insn *in);
/* A special register (%laneid, %clock64, ...), or NULL if name is none. */
LLVMValueRef ptx_special(ptx_ctx *c, const char *name);

#endif
