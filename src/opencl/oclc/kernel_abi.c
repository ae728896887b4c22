/* The OpenCL kernel ABI on cucc's engine, applied to clang's NVPTX bitcode
 * before cucc's lowering (src/lower), which then sees CUDA-like kernels:
 *
 * - each kernel K (spir_kernel) becomes an internal, always-inline function
 *   called by a wrapper named K: the wrapper takes an i64 offset into the
 *   block's dynamic shared memory (the work-group's __local kernel
 *   arguments, laid out by the host) for each __local pointer parameter,
 *   and four more parameters: the global offsets (3 x i64) and the work
 *   dimension (i32);
 * - the built-in library reads those through __cucc_ocl_goff(d) and
 *   __cucc_ocl_work_dim(), which are replaced by the wrapper's parameters
 *   once everything is inlined into it;
 * - the kernels' argument information (clGetKernelArgInfo, which arguments
 *   are __local) goes into the exported string `__cucc_ocl_kernels`:
 *   "K\tname\tnargs\tX\tY\tZ\n" (reqd_work_group_size, 0 if none) and per
 *   argument "A\taddress space\taccess\ttype\ttype qualifiers\tname\n". */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "oclc.h"

#define AS_LOCAL 3u

typedef struct buf {
  char *s;
  size_t n, cap;
} buf;

static void bput(buf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->s = realloc(b->s, b->cap);
  }
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = 0;
}

static void bputs(buf *b, const char *s) { bput(b, s, strlen(s)); }

static void bputu(buf *b, unsigned long long u) {
  char t[32];
  snprintf(t, sizeof t, "%llu", u);
  bputs(b, t);
}

static unsigned kind(const char *name) {
  return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

void ocl_prepare_library(LLVMModuleRef lib) {
  for (LLVMValueRef f = LLVMGetFirstFunction(lib); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f))
      LLVMSetLinkage(f, LLVMLinkOnceODRLinkage);
  for (LLVMValueRef g = LLVMGetFirstGlobal(lib); g; g = LLVMGetNextGlobal(g))
    if (!LLVMIsDeclaration(g) && LLVMGetLinkage(g) == LLVMExternalLinkage)
      LLVMSetLinkage(g, LLVMLinkOnceODRLinkage);
}

/* A function's metadata node `mdkind` as a value, or NULL. */
static LLVMValueRef fn_md(LLVMValueRef f, unsigned mdkind) {
  size_t n = 0;
  LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(f, &n);
  LLVMValueRef r = NULL;
  for (size_t i = 0; i < n && !r; i++)
    if (LLVMValueMetadataEntriesGetKind(e, (unsigned)i) == mdkind)
      r = LLVMMetadataAsValue(LLVMGetModuleContext(LLVMGetGlobalParent(f)),
                              LLVMValueMetadataEntriesGetMetadata(e, (unsigned)i));
  if (e)
    LLVMDisposeValueMetadataEntries(e);
  return r;
}

/* Operand i of a function's metadata `kind` as a string ("" if none). */
static const char *md_str(LLVMValueRef f, unsigned mdkind, unsigned i) {
  LLVMValueRef md = fn_md(f, mdkind);
  if (!md || i >= LLVMGetMDNodeNumOperands(md))
    return "";
  LLVMValueRef ops[LLVMGetMDNodeNumOperands(md)];
  LLVMGetMDNodeOperands(md, ops);
  unsigned len = 0;
  const char *s = ops[i] ? LLVMGetMDString(ops[i], &len) : NULL;
  return s ? s : "";
}

static unsigned long long md_int(LLVMValueRef f, unsigned mdkind, unsigned i) {
  LLVMValueRef md = fn_md(f, mdkind);
  if (!md || i >= LLVMGetMDNodeNumOperands(md))
    return 0;
  LLVMValueRef ops[LLVMGetMDNodeNumOperands(md)];
  LLVMGetMDNodeOperands(md, ops);
  return ops[i] && LLVMIsAConstantInt(ops[i]) ? LLVMConstIntGetZExtValue(ops[i])
                                              : 0;
}

static unsigned mdk(LLVMContextRef c, const char *name) {
  return LLVMGetMDKindIDInContext(c, name, (unsigned)strlen(name));
}

/* Appends a text field with tabs and newlines made spaces. */
static void field(buf *b, const char *s) {
  bputs(b, "\t");
  for (; *s; s++)
    bput(b, *s == '\t' || *s == '\n' ? " " : s, 1);
}

static void describe(buf *b, LLVMContextRef c, LLVMValueRef f,
                     const char *name, unsigned np) {
  bputs(b, "K\t");
  bputs(b, name);
  bputs(b, "\t");
  bputu(b, np);
  unsigned reqd = mdk(c, "reqd_work_group_size");
  for (unsigned d = 0; d < 3; d++) {
    bputs(b, "\t");
    bputu(b, md_int(f, reqd, d));
  }
  bputs(b, "\n");
  unsigned as = mdk(c, "kernel_arg_addr_space"),
           acc = mdk(c, "kernel_arg_access_qual"),
           ty = mdk(c, "kernel_arg_type"), tq = mdk(c, "kernel_arg_type_qual"),
           nm = mdk(c, "kernel_arg_name");
  for (unsigned i = 0; i < np; i++) {
    bputs(b, "A\t");
    bputu(b, md_int(f, as, i));
    field(b, md_str(f, acc, i));
    field(b, md_str(f, ty, i));
    field(b, md_str(f, tq, i));
    field(b, md_str(f, nm, i));
    bputs(b, "\n");
  }
}

static void drop_fn_attr(LLVMValueRef f, const char *name) {
  LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind(name));
}

static void make_inlinable(LLVMContextRef c, LLVMValueRef f) {
  drop_fn_attr(f, "noinline");
  drop_fn_attr(f, "optnone");
  LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(c, kind("alwaysinline"), 0));
}

/* Calls of `callee` get the C calling convention (kernels calling
 * kernels). */
static void fix_call_conv(LLVMValueRef callee) {
  for (LLVMUseRef u = LLVMGetFirstUse(callee); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == callee)
      LLVMSetInstructionCallConv(user, LLVMCCallConv);
  }
}

typedef struct wrapper {
  LLVMValueRef fn;
  unsigned nuser; /* parameters before the hidden ones */
} wrapper;

static LLVMValueRef make_wrapper(LLVMModuleRef m, LLVMValueRef k,
                                 LLVMValueRef dynlocal, const char *name,
                                 unsigned *np_out) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(c), i32 = LLVMInt32TypeInContext(c),
              i8 = LLVMInt8TypeInContext(c);
  unsigned np = LLVMCountParams(k);
  LLVMTypeRef kty = LLVMGlobalGetValueType(k);
  LLVMTypeRef pt[np + 4];
  LLVMGetParamTypes(kty, pt);
  bool local[np + 1];
  for (unsigned i = 0; i < np; i++) {
    local[i] = LLVMGetTypeKind(pt[i]) == LLVMPointerTypeKind &&
               LLVMGetPointerAddressSpace(pt[i]) == AS_LOCAL;
    if (local[i])
      pt[i] = i64;
  }
  pt[np] = pt[np + 1] = pt[np + 2] = i64;
  pt[np + 3] = i32;
  LLVMTypeRef wty = LLVMFunctionType(LLVMVoidTypeInContext(c), pt, np + 4, 0);
  LLVMValueRef w = LLVMAddFunction(m, name, wty);
  /* the floating-point modes the build options gave the kernel (cucc's
   * lowering reads them from the entry: -cl-denorms-are-zero, fast math) */
  static const char *const fp_attrs[] = {
      "denormal-fp-math-f32", "denormal-fp-math", "unsafe-fp-math",
      "no-infs-fp-math",      "no-nans-fp-math",  "no-signed-zeros-fp-math",
      "approx-func-fp-math",  "less-precise-fpmad"};
  for (size_t i = 0; i < sizeof fp_attrs / sizeof *fp_attrs; i++) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(
        k, LLVMAttributeFunctionIndex, fp_attrs[i], (unsigned)strlen(fp_attrs[i]));
    if (a)
      LLVMAddAttributeAtIndex(w, LLVMAttributeFunctionIndex, a);
  }
  unsigned byval = kind("byval");
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, w, "entry"));
  LLVMValueRef args[np + 1];
  for (unsigned i = 0; i < np; i++) {
    LLVMValueRef p = LLVMGetParam(w, i);
    LLVMAttributeRef bv = LLVMGetEnumAttributeAtIndex(k, i + 1, byval);
    if (bv)
      LLVMAddAttributeAtIndex(w, i + 1, bv);
    if (local[i]) {
      LLVMValueRef idx[2] = {LLVMConstInt(i64, 0, 0), p};
      args[i] = LLVMBuildInBoundsGEP2(b, LLVMArrayType2(i8, 0), dynlocal, idx,
                                      2, "local.arg");
    } else {
      args[i] = p;
    }
  }
  LLVMValueRef call = LLVMBuildCall2(b, kty, k, args, np, "");
  LLVMSetInstructionCallConv(call, LLVMCCallConv);
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  *np_out = np;
  return w;
}

/* Replaces the calls of `name` inside each wrapper by its parameters
 * (anywhere else: 0; such code is unreachable from a kernel). */
static void bind_hidden(LLVMModuleRef m, const char *name, wrapper *w,
                        unsigned nw, bool offset) {
  LLVMValueRef f = LLVMGetNamedFunction(m, name);
  if (!f)
    return;
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMUseRef u;
  while ((u = LLVMGetFirstUse(f))) {
    LLVMValueRef call = LLVMGetUser(u);
    LLVMTypeRef rt = LLVMTypeOf(call);
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    LLVMValueRef v = LLVMConstNull(rt);
    for (unsigned i = 0; i < nw; i++) {
      if (w[i].fn != fn)
        continue;
      LLVMPositionBuilderBefore(b, call);
      unsigned np = w[i].nuser;
      if (!offset) {
        v = LLVMGetParam(fn, np + 3);
      } else {
        LLVMValueRef d = LLVMGetArgOperand(call, 0);
        v = LLVMConstNull(rt);
        for (unsigned k = 3; k-- > 0;) {
          LLVMValueRef is = LLVMBuildICmp(b, LLVMIntEQ, d,
                                          LLVMConstInt(LLVMTypeOf(d), k, 0), "");
          v = LLVMBuildSelect(b, is, LLVMGetParam(fn, np + k), v, "goff");
        }
      }
    }
    if (LLVMTypeOf(v) != rt) /* the library declares them as the wrapper */
      v = LLVMConstNull(rt);
    LLVMReplaceAllUsesWith(call, v);
    LLVMInstructionEraseFromParent(call);
  }
  LLVMDisposeBuilder(b);
  LLVMDeleteFunction(f);
}

int ocl_kernel_abi(LLVMModuleRef m, char **err) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  const char *key = "nvvm.annotations";
  unsigned n = LLVMGetNamedMetadataNumOperands(m, key);
  LLVMValueRef nodes[n + 1];
  LLVMGetNamedMetadataOperands(m, key, nodes);
  LLVMValueRef dynlocal = LLVMAddGlobalInAddressSpace(
      m, LLVMArrayType2(LLVMInt8TypeInContext(c), 0), "__cucc_ocl_dynlocal",
      AS_LOCAL);
  LLVMSetAlignment(dynlocal, 128);
  wrapper *w = calloc(n + 1, sizeof *w);
  unsigned nw = 0;
  buf info = {0};
  bputs(&info, "");
  for (unsigned i = 0; i < n; i++) {
    unsigned nops = LLVMGetMDNodeNumOperands(nodes[i]);
    if (nops < 3)
      continue;
    LLVMValueRef ops[nops];
    LLVMGetMDNodeOperands(nodes[i], ops);
    unsigned len = 0;
    const char *s = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    LLVMValueRef k = ops[0];
    if (!k || !LLVMIsAFunction(k) || !s || len != 6 || memcmp(s, "kernel", 6))
      continue;
    size_t nl;
    char *name = strdup(LLVMGetValueName2(k, &nl));
    char *impl = malloc(nl + 32);
    snprintf(impl, nl + 32, "__cucc_ocl_impl.%s", name);
    LLVMSetValueName2(k, impl, strlen(impl));
    LLVMSetFunctionCallConv(k, LLVMCCallConv);
    LLVMSetLinkage(k, LLVMInternalLinkage);
    fix_call_conv(k);
    unsigned np = 0;
    LLVMValueRef wf = make_wrapper(m, k, dynlocal, name, &np);
    describe(&info, c, k, name, np);
    LLVMReplaceMDNodeOperandWith(nodes[i], 0, LLVMValueAsMetadata(wf));
    w[nw++] = (wrapper){wf, np};
    free(impl);
    free(name);
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    bool is_wrapper = false;
    for (unsigned i = 0; i < nw; i++)
      is_wrapper |= w[i].fn == f;
    if (!is_wrapper && !LLVMIsDeclaration(f))
      make_inlinable(c, f);
  }
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(m, "always-inline", NULL, po);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    if (asprintf(err, "inlining failed: %s", msg) < 0)
      *err = NULL;
    LLVMDisposeErrorMessage(msg);
    free(w);
    free(info.s);
    return -1;
  }
  bind_hidden(m, "__cucc_ocl_goff", w, nw, true);
  bind_hidden(m, "__cucc_ocl_work_dim", w, nw, false);
  LLVMValueRef str = LLVMConstStringInContext(c, info.s, (unsigned)info.n, 0);
  LLVMValueRef g = LLVMAddGlobalInAddressSpace(m, LLVMTypeOf(str),
                                               "__cucc_ocl_kernels", 1);
  LLVMSetInitializer(g, str);
  LLVMSetGlobalConstant(g, 1);
  free(w);
  free(info.s);
  return 0;
}
