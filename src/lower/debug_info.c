/* Debug info of the lowered device code (-g: line tables, -G: full).
 *
 * clang's DWARF describes the user's functions; the lowering adds code of
 * its own around them. debug_info_prepare (after build_entries, before any
 * inlining) gives every kernel entry a subprogram of its own (artificial,
 * named after the entry, at the kernel's line) and a location to each of its
 * instructions, so that a kernel inlined into its entry is described as an
 * inlined frame of it; and gives the calls that earlier passes inserted
 * without a location one at line 0 of their function (LLVM's verifier
 * demands a location on every inlinable call in a function with debug info).
 *
 * Under -G (debug_info_functions), every device function that clang did not
 * mark always-inline becomes optnone and noinline, as clang's -O0 would make
 * it: no LLVM pass (the lowering's SROA included) touches it, so each local
 * stays in its stack slot and each function has its frame. The user's code
 * (anything but cucc's headers, which emulate the hardware) loses its
 * floating-point contraction: nvcc -G fuses no multiply-add (an H100 gives
 * a*a-b unfused, tests/e2e/float_to_int.cu). Each also gets local
 * variables threadIdx, blockIdx, blockDim and gridDim (types uint3/dim3)
 * located through the calling thread's cucc_thread record, which the
 * function fetches from the runtime (__cucc_self()) and keeps in a stack
 * slot: DWARF expressions follow the pointers, so any debugger prints the
 * stopped thread's indices, in every frame of device code, with no help.
 * The __shared__ variables a function uses become locals of it the same way
 * (debug_info_shared_var, called by shared.c): the block's smem + offset. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Support.h>

#include "lower_internal.h"

enum { DW_OP_deref = 0x06, DW_OP_plus_uconst = 0x23, DW_ATE_unsigned = 0x07 };

#define BLOCK_SLOT "__cucc_dbg_block" /* -G: the running block's cucc_block */

static bool is_entry(lower *L, LLVMValueRef f) {
  for (unsigned i = 0; i < L->nkernels; i++)
    if (L->kernels[i].entry == f)
      return true;
  return false;
}

/* Every call without a location in a function with debug info gets one at
 * line 0 of that function. */
static void locate_calls(lower *L) {
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    LLVMMetadataRef sp = LLVMGetSubprogram(f);
    if (!sp)
      continue;
    LLVMMetadataRef loc = NULL;
    FOR_EACH_INSTRUCTION(f, bb, in) {
      if (!LLVMIsACallInst(in) || LLVMInstructionGetDebugLoc(in))
        continue;
      if (!loc)
        loc = LLVMDIBuilderCreateDebugLocation(L->ctx, 0, 0, sp, NULL);
      LLVMInstructionSetDebugLoc(in, loc);
    }
  }
}

/* An artificial subprogram for each entry; its instructions at the
 * kernel's line. */
static void describe_entries(lower *L, LLVMDIBuilderRef dib) {
  LLVMMetadataRef cu = NULL;
  for (unsigned i = 0; i < L->nkernels; i++) {
    kernel *K = &L->kernels[i];
    LLVMMetadataRef ksp = LLVMGetSubprogram(K->fn);
    if (!ksp || !K->entry)
      continue;
    LLVMMetadataRef file = LLVMDIScopeGetFile(ksp);
    unsigned line = LLVMDISubprogramGetLine(ksp);
    if (!cu)
      cu = LLVMDIBuilderCreateCompileUnit(
          dib, LLVMDWARFSourceLanguageC_plus_plus_14, file, "cucc", 4,
          L->debug < 2, "", 0, 0, "", 0,
          L->debug < 2 ? LLVMDWARFEmissionLineTablesOnly
                       : LLVMDWARFEmissionFull,
          0, 0, 0, "", 0, "", 0);
    LLVMMetadataRef ty =
        LLVMDIBuilderCreateSubroutineType(dib, file, NULL, 0, LLVMDIFlagZero);
    size_t n;
    const char *name = LLVMGetValueName2(K->entry, &n);
    LLVMMetadataRef sp = LLVMDIBuilderCreateFunction(
        dib, file, name, n, name, n, file, line, ty, 0, 1, line,
        LLVMDIFlagArtificial | LLVMDIFlagPrototyped, L->debug < 2);
    LLVMSetSubprogram(K->entry, sp);
    LLVMMetadataRef loc =
        LLVMDIBuilderCreateDebugLocation(L->ctx, line, 0, sp, NULL);
    FOR_EACH_INSTRUCTION(K->entry, bb, in)
    LLVMInstructionSetDebugLoc(in, loc);
  }
}

/* -G: a kernel called (not inlined) by its entry would get its by-value
 * structs as byval arguments, copied by the call with at most the stack's
 * 16-byte alignment; it gets a pointer to the launch's copy instead and
 * copies it into a slot of its own with the type's alignment. */
static void copy_byval_params(lower *L, kernel *K) {
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
  unsigned align = LLVMGetEnumAttributeKindForName("align", 5);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (unsigned i = 0; i < LLVMCountParams(K->fn); i++) {
    LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(K->fn, i + 1, byval);
    if (!a)
      continue;
    LLVMTypeRef t = LLVMGetTypeAttributeValue(a);
    unsigned al = LLVMABIAlignmentOfType(L->td, t);
    LLVMAttributeRef aa = LLVMGetEnumAttributeAtIndex(K->fn, i + 1, align);
    if (aa && LLVMGetEnumAttributeValue(aa) > al)
      al = (unsigned)LLVMGetEnumAttributeValue(aa);
    LLVMRemoveEnumAttributeAtIndex(K->fn, i + 1, byval);
    LLVMValueRef p = LLVMGetParam(K->fn, i);
    position_at_entry(b, K->fn);
    LLVMValueRef copy = LLVMBuildAlloca(b, t, "");
    LLVMSetAlignment(copy, al);
    LLVMReplaceAllUsesWith(p, copy);
    LLVMBuildMemCpy(b, copy, al, p, 1,
                    LLVMConstInt(L->i64, LLVMABISizeOfType(L->td, t), 0));
  }
  LLVMDisposeBuilder(b);
}

int debug_info_prepare(lower *L) {
  if (!L->debug)
    return 0;
  /* No .debug_names: clang's unit asks for none, and gdb takes an index
   * that covers only the entries' unit for the whole file's. */
  static const char *const argv[] = {"cucc", "-accel-tables=Disable"};
  static bool parsed;
  if (!parsed)
    LLVMParseCommandLineOptions(2, argv, NULL);
  parsed = true;
  LLVMDIBuilderRef dib = LLVMCreateDIBuilder(L->mod);
  describe_entries(L, dib);
  for (unsigned i = 0; L->debug >= 2 && i < L->nkernels; i++)
    if (!has_fn_attr(L->kernels[i].fn, "alwaysinline"))
      copy_byval_params(L, &L->kernels[i]);
  LLVMDIBuilderFinalize(dib);
  LLVMDisposeDIBuilder(dib);
  locate_calls(L);
  return 0;
}

void debug_info_finish(lower *L) {
  if (!L->debug)
    return;
  locate_calls(L);
  /* -G: functions that were not inlined may still pass the address of a
   * built-in variable as `this` to its (inlined) getters, which never read
   * it: an empty definition of the image resolves it. */
  static const char *const names[] = {"threadIdx", "blockIdx", "blockDim",
                                      "gridDim"};
  for (unsigned i = 0; i < 4; i++) {
    LLVMValueRef g = LLVMGetNamedGlobal(L->mod, names[i]);
    if (g && LLVMIsDeclaration(g)) {
      LLVMSetInitializer(g, LLVMConstNull(LLVMGlobalGetValueType(g)));
      LLVMSetLinkage(g, LLVMInternalLinkage);
    }
  }
}

/* ---- -G: the built-in variables as locals of every device function ---- */

typedef struct {
  LLVMMetadataRef uint3, dim3;
} builtin_types;

static LLVMMetadataRef vec3_type(LLVMDIBuilderRef dib, LLVMMetadataRef file,
                                 const char *name) {
  LLVMMetadataRef u = LLVMDIBuilderCreateBasicType(
      dib, "unsigned int", 12, 32, DW_ATE_unsigned, LLVMDIFlagZero);
  LLVMMetadataRef m[3];
  for (int d = 0; d < 3; d++)
    m[d] = LLVMDIBuilderCreateMemberType(dib, file, d == 0   ? "x"
                                                    : d == 1 ? "y"
                                                             : "z",
                                         1, file, 0, 32, 32, 32u * d,
                                         LLVMDIFlagZero, u);
  return LLVMDIBuilderCreateStructType(dib, file, name, strlen(name), file, 0,
                                       96, 32, LLVMDIFlagZero, NULL, m, 3, 0,
                                       NULL, "", 0);
}

/* A local `name` at *(*slot + off), declared before `at`. */
static void declare(LLVMDIBuilderRef dib, LLVMValueRef slot, LLVMValueRef at,
                    LLVMMetadataRef sp, LLVMMetadataRef loc, const char *name,
                    LLVMMetadataRef ty, unsigned off) {
  LLVMMetadataRef file = LLVMDIScopeGetFile(sp);
  LLVMMetadataRef var = LLVMDIBuilderCreateAutoVariable(
      dib, sp, name, strlen(name), file, LLVMDISubprogramGetLine(sp), ty, 0,
      LLVMDIFlagZero, 0);
  uint64_t ops[3] = {DW_OP_deref, DW_OP_plus_uconst, off};
  LLVMMetadataRef expr = LLVMDIBuilderCreateExpression(dib, ops, off ? 3 : 1);
  LLVMDIBuilderInsertDeclareRecordBefore(dib, slot, var, expr, loc, at);
}

static void add_builtin_vars(lower *L, LLVMDIBuilderRef dib, LLVMValueRef f,
                             const builtin_types *t) {
  LLVMMetadataRef sp = LLVMGetSubprogram(f);
  LLVMMetadataRef loc = LLVMDIBuilderCreateDebugLocation(
      L->ctx, LLVMDISubprogramGetLine(sp), 0, sp, NULL);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  LLVMValueRef first = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(f));
  LLVMPositionBuilderBefore(b, first);
  /* line 0: LLVM puts prologue_end, where debuggers stop on entering the
   * function, at its first instruction with a line */
  LLVMSetCurrentDebugLocation2(
      b, LLVMDIBuilderCreateDebugLocation(L->ctx, 0, 0, sp, NULL));
  LLVMTypeRef fty = LLVMFunctionType(L->ptr, NULL, 0, 0);
  LLVMValueRef self = get_or_declare(L, "__cucc_self", fty);
  LLVMValueRef tslot = LLVMBuildAlloca(b, L->ptr, "__cucc_dbg_thread");
  LLVMValueRef bslot = LLVMBuildAlloca(b, L->ptr, BLOCK_SLOT);
  LLVMValueRef thr = LLVMBuildCall2(b, fty, self, NULL, 0, "");
  LLVMBuildStore(b, thr, tslot);
  LLVMValueRef blk = LLVMBuildLoad2(
      b, L->ptr, field_ptr(L, b, thr, offsetof(cucc_thread, block)), "");
  LLVMValueRef store = LLVMBuildStore(b, blk, bslot);
  LLVMValueRef at = LLVMGetNextInstruction(store);
  declare(dib, tslot, at, sp, loc, "threadIdx", t->uint3,
          offsetof(cucc_thread, thread_idx));
  declare(dib, bslot, at, sp, loc, "blockIdx", t->uint3,
          offsetof(cucc_block, block_idx));
  declare(dib, bslot, at, sp, loc, "blockDim", t->dim3,
          offsetof(cucc_block, block_dim));
  declare(dib, bslot, at, sp, loc, "gridDim", t->dim3,
          offsetof(cucc_block, grid_dim));
  LLVMDisposeBuilder(b);
}

/* Is fn defined in a file under cucc's include directory? */
static bool in_our_headers(lower *L, LLVMMetadataRef sp) {
  LLVMMetadataRef file = LLVMDIScopeGetFile(sp);
  if (!L->include_dir || !file)
    return false;
  unsigned nd = 0, nf = 0;
  const char *dir = LLVMDIFileGetDirectory(file, &nd);
  const char *name = LLVMDIFileGetFilename(file, &nf);
  char path[4096];
  int n = name && nf && *name == '/'
              ? snprintf(path, sizeof path, "%.*s", (int)nf, name)
              : snprintf(path, sizeof path, "%.*s/%.*s", (int)nd,
                         dir ? dir : "", (int)nf, name ? name : "");
  size_t ni = strlen(L->include_dir);
  return n > 0 && (size_t)n < sizeof path && (size_t)n > ni &&
         !strncmp(path, L->include_dir, ni) && path[ni] == '/';
}

/* Every fadd, fsub and fmul of f loses its `contract` flag (remade: the C
 * API only adds flags). */
static void no_contraction(lower *L, LLVMValueRef f) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(L->ctx);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef in = LLVMGetFirstInstruction(bb);
    while (in) {
      LLVMValueRef next = LLVMGetNextInstruction(in);
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if ((op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul) &&
          (LLVMGetFastMathFlags(in) & LLVMFastMathAllowContract)) {
        LLVMPositionBuilderBefore(b, in);
        LLVMValueRef x = LLVMGetOperand(in, 0), y = LLVMGetOperand(in, 1);
        LLVMValueRef r = op == LLVMFAdd   ? LLVMBuildFAdd(b, x, y, "")
                         : op == LLVMFSub ? LLVMBuildFSub(b, x, y, "")
                                          : LLVMBuildFMul(b, x, y, "");
        LLVMSetFastMathFlags(r, LLVMGetFastMathFlags(in) &
                                    ~LLVMFastMathAllowContract);
        LLVMInstructionSetDebugLoc(r, LLVMInstructionGetDebugLoc(in));
        LLVMReplaceAllUsesWith(in, r);
        LLVMInstructionEraseFromParent(in);
      }
      in = next;
    }
  }
  LLVMDisposeBuilder(b);
}

int debug_info_functions(lower *L) {
  if (L->debug < 2)
    return 0;
  LLVMSetIsNewDbgInfoFormat(L->mod, 1);
  LLVMDIBuilderRef dib = LLVMCreateDIBuilder(L->mod);
  builtin_types t = {NULL, NULL};
  for (LLVMValueRef f = LLVMGetFirstFunction(L->mod); f;
       f = LLVMGetNextFunction(f)) {
    LLVMMetadataRef sp = LLVMGetSubprogram(f);
    if (!sp || !LLVMCountBasicBlocks(f) || is_entry(L, f))
      continue;
    if (!t.uint3) {
      LLVMMetadataRef file = LLVMDIScopeGetFile(sp);
      t.uint3 = vec3_type(dib, file, "uint3");
      t.dim3 = vec3_type(dib, file, "dim3");
    }
    add_builtin_vars(L, dib, f, &t);
    if (!in_our_headers(L, sp))
      no_contraction(L, f);
    if (!has_fn_attr(f, "alwaysinline")) {
      add_fn_attr(L, f, "optnone");
      add_fn_attr(L, f, "noinline");
    }
  }
  LLVMDIBuilderFinalize(dib);
  LLVMDisposeDIBuilder(dib);
  return 0;
}

/* The debug variable of a global (its !dbg), or NULL. */
static LLVMMetadataRef global_variable(lower *L, LLVMValueRef g) {
  size_t n = 0;
  LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(g, &n);
  unsigned dbg = LLVMGetMDKindIDInContext(L->ctx, "dbg", 3);
  LLVMMetadataRef var = NULL;
  for (size_t i = 0; i < n && !var; i++)
    if (LLVMValueMetadataEntriesGetKind(e, (unsigned)i) == dbg)
      var = LLVMDIGlobalVariableExpressionGetVariable(
          LLVMValueMetadataEntriesGetMetadata(e, (unsigned)i));
  if (e)
    LLVMDisposeValueMetadataEntries(e);
  return var;
}

/* Drops var from the global variables of every compile unit (a DICompileUnit's
 * operand 6): debuggers would find it, without a location, before the local
 * that describes it. */
static void forget_global(lower *L, LLVMMetadataRef var) {
  unsigned ncu = LLVMGetNamedMetadataNumOperands(L->mod, "llvm.dbg.cu");
  LLVMValueRef cus[ncu ? ncu : 1];
  LLVMGetNamedMetadataOperands(L->mod, "llvm.dbg.cu", cus);
  for (unsigned c = 0; c < ncu; c++) {
    unsigned n = LLVMGetMDNodeNumOperands(cus[c]);
    if (n < 7)
      continue;
    LLVMValueRef ops[n];
    LLVMGetMDNodeOperands(cus[c], ops);
    if (!ops[6])
      continue;
    unsigned ng = LLVMGetMDNodeNumOperands(ops[6]), kept = 0;
    LLVMValueRef gs[ng ? ng : 1];
    LLVMMetadataRef keep[ng ? ng : 1];
    LLVMGetMDNodeOperands(ops[6], gs);
    for (unsigned i = 0; i < ng; i++) {
      LLVMMetadataRef gve = gs[i] ? LLVMValueAsMetadata(gs[i]) : NULL;
      if (gve && LLVMDIGlobalVariableExpressionGetVariable(gve) != var)
        keep[kept++] = gve;
    }
    if (kept < ng)
      LLVMReplaceMDNodeOperandWith(cus[c], 6,
                                   LLVMMDNodeInContext2(L->ctx, keep, kept));
  }
}

void debug_info_shared_var(lower *L, LLVMValueRef fn, LLVMValueRef g,
                           bool dynamic, uint64_t off) {
  LLVMMetadataRef sp = LLVMGetSubprogram(fn), var;
  if (L->debug < 2 || !sp || !(var = global_variable(L, g)))
    return;
  LLVMValueRef slot = NULL;
  for (LLVMValueRef in = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn));
       in && !slot; in = LLVMGetNextInstruction(in)) {
    size_t len;
    const char *nm = LLVMGetValueName2(in, &len);
    if (LLVMIsAAllocaInst(in) && !strcmp(nm, BLOCK_SLOT))
      slot = in;
  }
  /* a DIVariable's operands: scope, name, file, type */
  LLVMValueRef v = LLVMMetadataAsValue(L->ctx, var);
  if (!slot || LLVMGetMDNodeNumOperands(v) < 4)
    return;
  LLVMValueRef ops[LLVMGetMDNodeNumOperands(v)];
  LLVMGetMDNodeOperands(v, ops);
  unsigned len = 0;
  const char *name = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
  if (!name || !ops[3])
    return;
  LLVMDIBuilderRef dib = LLVMCreateDIBuilder(L->mod);
  LLVMMetadataRef local = LLVMDIBuilderCreateAutoVariable(
      dib, sp, name, len, LLVMDIVariableGetFile(var),
      LLVMDIVariableGetLine(var), LLVMValueAsMetadata(ops[3]), 0,
      LLVMDIFlagZero, 0);
  uint64_t expr[6] = {DW_OP_deref, DW_OP_plus_uconst,
                      dynamic ? offsetof(cucc_block, dyn_smem)
                              : offsetof(cucc_block, smem),
                      DW_OP_deref, DW_OP_plus_uconst, off};
  LLVMDIBuilderInsertDeclareRecordAtEnd(
      dib, slot, local,
      LLVMDIBuilderCreateExpression(dib, expr, off && !dynamic ? 6 : 4),
      LLVMDIBuilderCreateDebugLocation(L->ctx, LLVMDISubprogramGetLine(sp), 0,
                                       sp, NULL),
      LLVMGetEntryBasicBlock(fn));
  LLVMDIBuilderFinalize(dib);
  LLVMDisposeDIBuilder(dib);
  forget_global(L, var);
}
