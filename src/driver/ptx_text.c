/* -ptx: cucc's loadable text module. It reads like PTX where programs look
 * at PTX (`.version`, `.target`, one `.visible .entry NAME(.param ...)` per
 * kernel, `.global`/`.const` lines for the module's variables), and carries
 * the module's device image blob (the -fatbin output, src/driver/image.c) in
 * base64 in comment lines, which cuModuleLoadData and every other load form
 * read back (src/libcuda/module_image.c); NVRTC's nvrtcGetPTX returns the
 * same text. `// .cucc_name` lines map the address-taking globals NVRTC
 * adds for name expressions to the symbols they point to. */
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

#define PTX_KERNEL_CC 71 /* LLVM's CallingConv::PTX_Kernel */
#define NAME_EXPR_PREFIX "__cucc_nvrtc_name_"

static void kernel_names(LLVMModuleRef m, LLVMValueRef **out, unsigned *n) {
  *n = 0;
  *out = NULL;
  unsigned cap = 0;
  /* kernels: nvvm.annotations {fn, "kernel", 1}, or the PTX calling
   * convention */
  unsigned na = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
  LLVMValueRef *ops = na ? calloc(na, sizeof *ops) : NULL;
  if (ops)
    LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f))
      continue;
    bool k = LLVMGetFunctionCallConv(f) == PTX_KERNEL_CC;
    for (unsigned i = 0; !k && ops && i < na; i++) {
      if (LLVMGetMDNodeNumOperands(ops[i]) < 2)
        continue;
      LLVMValueRef o[3] = {0};
      LLVMGetMDNodeOperands(ops[i], o);
      size_t l = 0;
      const char *s = o[1] ? LLVMGetMDString(o[1], (unsigned *)&l) : NULL;
      k = o[0] == f && s && l == 6 && !memcmp(s, "kernel", 6);
    }
    if (!k)
      continue;
    if (*n == cap) {
      cap = cap ? cap * 2 : 16;
      *out = realloc(*out, cap * sizeof **out);
    }
    (*out)[(*n)++] = f;
  }
  free(ops);
}

static const char *scalar_type(LLVMTypeRef t, unsigned long long size) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMFloatTypeKind: return ".f32";
  case LLVMDoubleTypeKind: return ".f64";
  case LLVMPointerTypeKind: return ".u64";
  case LLVMIntegerTypeKind:
    return size == 8 ? ".u64" : size == 4 ? ".u32" : size == 2 ? ".u16" : ".u8";
  default: return NULL;
  }
}

static void write_entries(FILE *g, LLVMModuleRef m, LLVMTargetDataRef td) {
  LLVMValueRef *ks;
  unsigned nk;
  kernel_names(m, &ks, &nk);
  for (unsigned i = 0; i < nk; i++) {
    size_t len;
    const char *name = LLVMGetValueName2(ks[i], &len);
    fprintf(g, "\n\t// .globl\t%s\n.visible .entry %s(", name, name);
    unsigned np = LLVMCountParams(ks[i]);
    for (unsigned j = 0; j < np; j++) {
      LLVMValueRef p = LLVMGetParam(ks[i], j);
      LLVMTypeRef t = LLVMTypeOf(p);
      /* a struct passed by value: its type, not the pointer's */
      LLVMAttributeRef byval = LLVMGetEnumAttributeAtIndex(
          ks[i], j + 1, LLVMGetEnumAttributeKindForName("byval", 5));
      if (byval)
        t = LLVMGetTypeAttributeValue(byval);
      unsigned long long sz = LLVMABISizeOfType(td, t);
      unsigned al = LLVMABIAlignmentOfType(td, t);
      LLVMAttributeRef ala = LLVMGetEnumAttributeAtIndex(
          ks[i], j + 1, LLVMGetEnumAttributeKindForName("align", 5));
      if (byval && ala && LLVMGetEnumAttributeValue(ala) > al)
        al = (unsigned)LLVMGetEnumAttributeValue(ala);
      const char *st = byval ? NULL : scalar_type(t, sz);
      fprintf(g, "%s\n\t.param ", j ? "," : "");
      if (st)
        fprintf(g, "%s %s_param_%u", st, name, j);
      else
        fprintf(g, ".align %u .b8 %s_param_%u[%llu]", al, name, j, sz);
    }
    fprintf(g, "%s)\n{\n}\n", np ? "\n" : "");
  }
  free(ks);
}

static void write_globals(FILE *g, LLVMModuleRef m, LLVMTargetDataRef td) {
  for (LLVMValueRef v = LLVMGetFirstGlobal(m); v; v = LLVMGetNextGlobal(v)) {
    size_t len;
    const char *name = LLVMGetValueName2(v, &len);
    if (LLVMIsDeclaration(v) || !strncmp(name, "llvm.", 5))
      continue;
    LLVMLinkage l = LLVMGetLinkage(v);
    if (l == LLVMInternalLinkage || l == LLVMPrivateLinkage)
      continue;
    if (!strncmp(name, NAME_EXPR_PREFIX, strlen(NAME_EXPR_PREFIX))) {
      LLVMValueRef init = LLVMGetInitializer(v);
      while (init && LLVMIsAConstantExpr(init))
        init = LLVMGetOperand(init, 0);
      size_t fl;
      const char *target = init ? LLVMGetValueName2(init, &fl) : NULL;
      if (target && *target)
        fprintf(g, "// .cucc_name %s %s\n", name + strlen(NAME_EXPR_PREFIX),
                target);
      continue;
    }
    LLVMTypeRef t = LLVMGlobalGetValueType(v);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
    if (as == 3) /* __shared__ */
      continue;
    fprintf(g, ".visible %s .align %u .b8 %s[%llu];\n",
            as == 4 ? ".const" : ".global", LLVMABIAlignmentOfType(td, t),
            name, LLVMABISizeOfType(td, t));
  }
}

static const char b64[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static void write_base64(FILE *g, const unsigned char *d, size_t n) {
  char line[80];
  size_t k = 0;
  for (size_t i = 0; i < n; i += 3) {
    unsigned v = (unsigned)d[i] << 16 | (i + 1 < n ? (unsigned)d[i + 1] << 8 : 0) |
                 (i + 2 < n ? d[i + 2] : 0);
    line[k++] = b64[v >> 18 & 63];
    line[k++] = b64[v >> 12 & 63];
    line[k++] = i + 1 < n ? b64[v >> 6 & 63] : '=';
    line[k++] = i + 2 < n ? b64[v & 63] : '=';
    if (k == 76 || i + 3 >= n) {
      fprintf(g, "// %.*s\n", (int)k, line);
      k = 0;
    }
  }
}

int write_ptx_text(const options *o, const char *bc, const char *fat,
                   const char *out) {
  if (!note_step(o, "cucc-ptx %s %s -> %s", bc, fat, out))
    return 0;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = NULL;
  LLVMModuleRef m = NULL;
  char *msg = NULL, *data = NULL;
  size_t size = 0;
  int rc = -1;
  FILE *g = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(bc, &buf, &msg) ||
      LLVMParseBitcodeInContext2(ctx, buf, &m) || read_file(fat, &data, &size))
    goto out;
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
  if (!(g = fopen(out, "wb")))
    goto out;
  fprintf(g, "// cucc device module: PTX-like lines name the kernels and "
             "variables; the CPU code\n// is the device image in base64 at "
             "the end (cuModuleLoad* reads it)\n\n");
  fprintf(g, ".version 8.0\n.target sm_%u\n.address_size 64\n\n", o->arch / 10);
  write_globals(g, m, td);
  write_entries(g, m, td);
  fprintf(g, "\n// .cucc_image %zu\n", size);
  write_base64(g, (const unsigned char *)data, size);
  fprintf(g, "// .cucc_end\n");
  rc = ferror(g) ? -1 : 0;
out:
  if (g && fclose(g))
    rc = -1;
  if (rc)
    fprintf(stderr, "cucc fatal   : cannot write %s%s%s\n", out,
                    msg ? ": " : "", msg ? msg : "");
  LLVMDisposeMessage(msg);
  free(data);
  if (m)
    LLVMDisposeModule(m);
  if (buf)
    LLVMDisposeMemoryBuffer(buf);
  LLVMContextDispose(ctx);
  return rc;
}
