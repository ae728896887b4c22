/* OpenCL C's printf on the CPU: clang emits a variadic call of `printf`
 * with the format in constant memory, which the device image binds to the
 * C library's. OpenCL adds vector conversions (%v4hlf, %v2d...) and the
 * `hl` length (32 bits), which C lacks: each call whose format is a constant
 * is rewritten here with every vector argument spread into its elements
 * (integers narrower than int promoted, floats widened to double, as C's
 * variadic calls pass them) and its conversion repeated for each, joined
 * by commas; `hl` is dropped. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oclc.h"

typedef struct out {
  char *s;
  size_t n, cap;
} out;

static void put(out *o, const char *s, size_t n) {
  if (o->n + n + 1 > o->cap) {
    o->cap = (o->n + n + 1) * 2;
    o->s = realloc(o->s, o->cap);
  }
  memcpy(o->s + o->n, s, n);
  o->n += n;
  o->s[o->n] = 0;
}

/* a scalar argument as a C variadic call passes it */
static LLVMValueRef promote(LLVMBuilderRef b, LLVMContextRef c, LLVMValueRef v,
                            bool is_signed) {
  LLVMTypeRef t = LLVMTypeOf(v);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k == LLVMFloatTypeKind || k == LLVMHalfTypeKind)
    return LLVMBuildFPExt(b, v, LLVMDoubleTypeInContext(c), "");
  if (k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) < 32)
    return is_signed ? LLVMBuildSExt(b, v, LLVMInt32TypeInContext(c), "")
                     : LLVMBuildZExt(b, v, LLVMInt32TypeInContext(c), "");
  return v;
}

/* Rewrites one call; false when the format is not a constant string. */
static bool rewrite(LLVMModuleRef m, LLVMValueRef call, LLVMValueRef printf_fn) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMValueRef fmtv = LLVMGetOperand(call, 0);
  if (!LLVMIsAGlobalVariable(fmtv) || !LLVMGetInitializer(fmtv) ||
      !LLVMIsConstantString(LLVMGetInitializer(fmtv)))
    return false;
  size_t len = 0;
  const char *f = LLVMGetAsString(LLVMGetInitializer(fmtv), &len);
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  LLVMValueRef *args = calloc(nargs * 16 + 2, sizeof *args);
  unsigned na = 1, next = 1;
  out o = {0};
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMPositionBuilderBefore(b, call);
  bool changed = false;
  for (size_t i = 0; i < len && f[i];) {
    if (f[i] != '%') {
      put(&o, f + i++, 1);
      continue;
    }
    if (f[i + 1] == '%') {
      put(&o, "%%", 2);
      i += 2;
      continue;
    }
    size_t s = i++;
    while (i < len && strchr("-+ #0", f[i]))
      i++;
    while (i < len && ((f[i] >= '0' && f[i] <= '9') || f[i] == '.' ||
                       f[i] == '*'))
      i++;
    size_t flags_end = i;
    unsigned vec = 0;
    if (f[i] == 'v') {
      i++;
      while (f[i] >= '0' && f[i] <= '9')
        vec = vec * 10 + (unsigned)(f[i++] - '0');
    }
    size_t len_start = i;
    while (i < len && strchr("hlLqjzt", f[i]))
      i++;
    char conv = i < len ? f[i] : 0;
    if (conv)
      i++;
    char lenmod[4] = "";
    size_t ln = i - len_start - (conv ? 1 : 0);
    if (ln && ln < sizeof lenmod)
      memcpy(lenmod, f + len_start, ln), lenmod[ln] = 0;
    bool hl = !strcmp(lenmod, "hl");
    changed |= vec || hl;
    bool is_float = conv && strchr("fFeEgGaA", conv);
    bool is_signed = conv == 'd' || conv == 'i';
    /* the conversion as C takes it (no vN, no hl; floats no length) */
    char spec[64];
    size_t fl = flags_end - s;
    if (fl > 40)
      fl = 40;
    memcpy(spec, f + s, fl);
    spec[fl] = 0;
    if (!is_float && !hl && !vec) /* vector elements: widths below */
      strcat(spec, lenmod);
    size_t sl = strlen(spec);
    spec[sl] = conv;
    spec[sl + 1] = 0;
    if (next >= nargs || !conv) { /* more conversions than arguments */
      put(&o, f + s, i - s);
      continue;
    }
    LLVMValueRef a = LLVMGetOperand(call, next++);
    if (!vec || LLVMGetTypeKind(LLVMTypeOf(a)) != LLVMVectorTypeKind) {
      put(&o, spec, strlen(spec));
      args[na++] = a;
      continue;
    }
    LLVMTypeRef vt = LLVMTypeOf(a);
    LLVMTypeRef et = LLVMGetElementType(vt);
    unsigned n = LLVMGetVectorSize(vt);
    char espec[64];
    snprintf(espec, sizeof espec, "%s", spec);
    if (LLVMGetTypeKind(et) == LLVMIntegerTypeKind && !is_float &&
        LLVMGetIntTypeWidth(et) == 64) { /* 64-bit elements: %ld */
      size_t el = strlen(espec);
      espec[el - 1] = 'l';
      espec[el] = conv;
      espec[el + 1] = 0;
    }
    for (unsigned k = 0; k < n && k < vec; k++) {
      if (k)
        put(&o, ",", 1);
      put(&o, espec, strlen(espec));
      LLVMValueRef e =
          LLVMBuildExtractElement(b, a, LLVMConstInt(LLVMInt32TypeInContext(c),
                                                     k, 0), "");
      args[na++] = promote(b, c, e, is_signed);
    }
  }
  bool ok = changed;
  if (ok) {
    for (; next < nargs; next++) /* arguments beyond the conversions */
      args[na++] = LLVMGetOperand(call, next);
    LLVMValueRef str = LLVMConstStringInContext(c, o.s ? o.s : "",
                                                (unsigned)o.n, 0);
    LLVMValueRef g = LLVMAddGlobalInAddressSpace(
        m, LLVMTypeOf(str), ".cucc_ocl_fmt",
        LLVMGetPointerAddressSpace(LLVMTypeOf(fmtv)));
    LLVMSetInitializer(g, str);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    args[0] = g;
    LLVMValueRef nc = LLVMBuildCall2(b, LLVMGlobalGetValueType(printf_fn),
                                     printf_fn, args, na, "");
    LLVMReplaceAllUsesWith(call, nc);
    LLVMInstructionEraseFromParent(call);
  }
  LLVMDisposeBuilder(b);
  free(o.s);
  free(args);
  return ok;
}

void ocl_lower_printf(LLVMModuleRef m) {
  LLVMValueRef p = LLVMGetNamedFunction(m, "printf");
  if (!p)
    return;
  LLVMValueRef calls[4096];
  unsigned n = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(p); u && n < 4096; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == p)
      calls[n++] = user;
  }
  for (unsigned i = 0; i < n; i++)
    rewrite(m, calls[i], p);
}
