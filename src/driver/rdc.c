/* The compile side of separate compilation (docs/ARCHITECTURE.md,
 * "Separate compilation"): with -rdc=true a translation unit's object
 * carries its unlowered device bitcode, in the place of the device image,
 * for the device link (dlink.c); without -rdc, device code must not refer to
 * anything outside its translation unit, as with nvcc. */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>

#include "../common/cucc_abi.h"
#include "driver.h"

/* Both CUDA passes of a -rdc translation unit: relocatable device code, and
 * one compilation-unit id, so that clang gives the `static __device__`
 * variables that host code registers the same external name in both. */
void rdc_pass_flags(strvec *a, const char *in, const char *obj) {
  char real[PATH_MAX];
  uint64_t h = hash_str(hash_str(0, realpath(in, real) ? real : in),
                        obj ? obj : "");
  sv_push(a, "-fgpu-rdc");
  /* the driver passes -cuid only to a device pass: the host pass gets it
   * directly, or it names those variables after the file's inode */
  sv_pushf(a, "-cuid=%016llx", (unsigned long long)h);
  sv_push(a, "-Xclang");
  sv_pushf(a, "-cuid=%016llx", (unsigned long long)h);
}

/* clang 19 externalizes a `static __device__` variable that host code uses
 * under the name NAME__static__<hash of the cuid>, but references emitted
 * before it saw the host use still name NAME, as an external declaration:
 * they are pointed at the definition. */
static void fix_static_refs(LLVMModuleRef m) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) {
    next = LLVMGetNextGlobal(g);
    if (!LLVMIsDeclaration(g))
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    for (LLVMValueRef d = LLVMGetFirstGlobal(m); d; d = LLVMGetNextGlobal(d)) {
      size_t dl;
      const char *dn = LLVMGetValueName2(d, &dl);
      if (dl > len + 10 && !memcmp(dn, name, len) &&
          !memcmp(dn + len, "__static__", 10) && !LLVMIsDeclaration(d) &&
          LLVMTypeOf(d) == LLVMTypeOf(g)) {
        LLVMReplaceAllUsesWith(g, d);
        LLVMDeleteGlobal(g);
        break;
      }
    }
  }
}

/* Applies `fix` to the bitcode file `bc` in place. */
static int edit_bitcode(const char *bc, int (*fix)(LLVMModuleRef m, void *ctx),
                        void *ctx) {
  LLVMContextRef c = LLVMContextCreate();
  LLVMMemoryBufferRef buf;
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  int rc = -1;
  if (LLVMCreateMemoryBufferWithContentsOfFile(bc, &buf, &msg)) {
    fprintf(stderr, "cucc fatal   : cannot read %s: %s\n", bc, msg);
    LLVMDisposeMessage(msg);
    goto out;
  }
  if (LLVMParseBitcodeInContext2(c, buf, &m)) {
    fprintf(stderr, "cucc fatal   : cannot parse %s\n", bc);
    goto out_buf;
  }
  rc = fix(m, ctx);
  if (rc > 0 && LLVMWriteBitcodeToFile(m, bc)) {
    fprintf(stderr, "cucc fatal   : cannot write %s\n", bc);
    rc = -1;
  }
  rc = rc < 0 ? -1 : 0;
  LLVMDisposeModule(m);
out_buf:
  LLVMDisposeMemoryBuffer(buf);
out:
  LLVMContextDispose(c);
  return rc;
}

static int fix_rdc(LLVMModuleRef m, void *ctx) {
  (void)ctx;
  fix_static_refs(m);
  return 1;
}

/* The "GPU binary" of a -rdc object: a cucc_rdc_header and the bitcode. */
int rdc_wrap_bitcode(const options *o, const char *bc, const char *out) {
  char *data = NULL;
  size_t n = 0;
  if (edit_bitcode(bc, fix_rdc, NULL) || read_file(bc, &data, &n))
    return -1;
  cucc_rdc_header h = {CUCC_RDC_MAGIC, CUCC_ABI_VERSION, n, o->arch,
                       (o->debug || o->lineinfo ? CUCC_RDC_DEBUG : 0) |
                           (o->device_debug ? CUCC_RDC_DEVICE_DEBUG : 0)};
  FILE *f = fopen(out, "wb");
  int ok = f && fwrite(&h, sizeof h, 1, f) == 1 && fwrite(data, 1, n, f) == n;
  free(data);
  if (f && fclose(f))
    ok = 0;
  return ok ? 0 : -1;
}

/* Without -rdc, nvcc treats `extern __device__`/`__constant__` variables
 * that the translation unit does not define as static definitions, with a
 * warning (nvcc 13: "warning #20044-D"); so does cucc, in the device
 * bitcode `bc`, rewritten in place. */
/* threadIdx and the other built-in variables: declared extern by the
 * headers, their uses become the lowering's */
static bool builtin_variable(const char *name) {
  static const char *const names[] = {"threadIdx", "blockIdx", "blockDim",
                                      "gridDim", "warpSize"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(name, names[i]))
      return true;
  return false;
}

static int extern_vars(LLVMModuleRef m, void *ctx) {
  int changed = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    if (!LLVMIsDeclaration(g) || (as != 1 && as != 4) || /* global, constant */
        builtin_variable(LLVMGetValueName(g)))
      continue;
    fprintf(stderr,
            "%s: warning: extern declaration of the entity %s is treated as "
            "a static definition\n",
            (const char *)ctx, LLVMGetValueName(g));
    LLVMSetInitializer(g, LLVMConstNull(LLVMGlobalGetValueType(g)));
    LLVMSetLinkage(g, LLVMInternalLinkage);
    changed = 1;
  }
  return changed;
}

int nonrdc_extern_vars(const char *bc, const char *in) {
  return edit_bitcode(bc, extern_vars, (void *)in);
}

/* The undefined symbols of the lowered device object `dobj` that the image
 * cannot get from the C and C++ runtime libraries at load: those are device
 * symbols defined nowhere. 0 when there is none, 1 with `names`, -1 when
 * the object cannot be read. */
int device_unresolved(const char *dobj, strvec *names) {
  static const char *const libs[] = {"libc.so.6", "libm.so.6",
                                     "libstdc++.so.6", "libgcc_s.so.1"};
  void *h[4] = {0};
  for (int i = 0; i < 4; i++)
    h[i] = dlopen(libs[i], RTLD_LAZY | RTLD_LOCAL);
  char *data = NULL;
  size_t n = 0;
  strvec und = {0};
  int rc = read_file(dobj, &data, &n) || elf_undefined(data, n, &und) ? -1 : 0;
  for (size_t k = 0; k < und.n; k++) {
    bool found = false;
    for (int i = 0; i < 4 && !found; i++)
      found = h[i] && dlsym(h[i], und.v[k]);
    if (!found) {
      sv_push(names, und.v[k]);
      rc = rc ? rc : 1;
    }
  }
  for (int i = 0; i < 4; i++)
    if (h[i])
      dlclose(h[i]);
  sv_free(&und);
  free(data);
  return rc;
}

/* The report of device_unresolved for a translation unit without -rdc, in
 * ptxas's words. */
void report_unresolved_nonrdc(void *ctx, const strvec *names) {
  (void)ctx;
  for (size_t i = 0; i < names->n; i++)
    fprintf(stderr, "ptxas fatal   : Unresolved extern function '%s'\n",
            names->v[i]);
}
