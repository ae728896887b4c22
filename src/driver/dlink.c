/* The device link (docs/ARCHITECTURE.md, "Separate compilation"), as nvcc's
 * nvlink does it: the device bitcode of every -rdc translation unit among the
 * objects and static libraries is linked into one module (LLVM's linker,
 * llvm-link's semantics), lowered once into one device image, and written
 * with a small registration object: it defines the
 * __cudaRegisterLinkedBinary_<module id> function that clang's -fgpu-rdc host
 * code of each unit calls from its constructor, which hands the image to the
 * runtime (src/runtime/linked_image.c) and registers the unit's kernels and
 * variables against it. As nvlink does, every member of a static library
 * that carries device code takes part (measured with nvcc 13:
 * tests/reference/probe_rdc.out), whether or not the host link uses it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/Linker.h>

#include "../common/cucc_abi.h"
#include "driver.h"

typedef struct unit { /* one -rdc translation unit */
  char *label;        /* "b.o", "./libk.a:lu.o": nvlink's names */
  char *bc;           /* its bitcode */
  size_t n;
  uint32_t arch, flags;
  strvec decls; /* the symbols it declares without defining */
} unit;

typedef struct def {
  const char *name;
  size_t unit;
} def;

typedef struct link_state {
  unit *u;
  size_t nu, cap;
  strvec ids;  /* module ids of the units' host code */
  strvec done; /* module ids that a device link's object among the inputs
                  registers already */
  const char *label;
  int bad;
  int pass; /* 0: the `done` ids only; 1: the units */
} link_state;

static void take_units(void *ctx, const char *d, size_t n) {
  link_state *L = ctx;
  size_t off = 0;
  while (off + sizeof(cucc_rdc_header) <= n) {
    cucc_rdc_header h;
    memcpy(&h, d + off, sizeof h);
    if (!h.magic) { /* alignment padding between merged sections */
      off += 8;
      continue;
    }
    if (h.magic != CUCC_RDC_MAGIC || h.version != CUCC_ABI_VERSION ||
        h.size > n - off - sizeof h) {
      fprintf(stderr,
              "nvlink error   : '%s' has device code not compiled by this "
              "cucc\n",
              L->label);
      L->bad = 1;
      return;
    }
    if (L->nu == L->cap) {
      L->cap = L->cap ? 2 * L->cap : 8;
      L->u = realloc(L->u, L->cap * sizeof *L->u);
    }
    unit *u = &L->u[L->nu++];
    *u = (unit){strdup(L->label), malloc(h.size ? h.size : 1), h.size,
                h.arch, h.flags, {0}};
    memcpy(u->bc, d + off + sizeof h, h.size);
    off += (sizeof h + h.size + 7) & ~(size_t)7;
  }
}

/* The NUL-separated names of a section (padding makes empty ones). */
static void take_names(strvec *to, const char *d, size_t n) {
  for (size_t off = 0; off < n;) {
    size_t len = strnlen(d + off, n - off);
    bool ok = len && len < n - off;
    for (size_t i = 0; ok && i < len; i++) {
      char c = d[off + i];
      ok = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
           (c >= 'A' && c <= 'Z') || c == '_';
    }
    if (ok)
      sv_pushf(to, "%.*s", (int)len, d + off);
    off += len + 1;
  }
}

static void take_ids(void *ctx, const char *d, size_t n) {
  take_names(&((link_state *)ctx)->ids, d, n);
}

static void take_done(void *ctx, const char *d, size_t n) {
  take_names(&((link_state *)ctx)->done, d, n);
}

static bool has(const strvec *v, size_t n, const char *x) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(v->v[i], x))
      return true;
  return false;
}

/* An object whose units a device link's object among the inputs registers
 * already (`cucc a.o b.o dlink.o`, or a static library that CMake's
 * CUDA_RESOLVE_DEVICE_SYMBOLS linked) is left out: its units and ids from
 * u0 and i0 on are dropped. */
static void drop_if_done(link_state *L, size_t u0, size_t i0) {
  bool done = L->ids.n > i0;
  for (size_t i = i0; done && i < L->ids.n; i++)
    done = has(&L->done, L->done.n, L->ids.v[i]);
  if (!done)
    return;
  while (L->ids.n > i0)
    free(L->ids.v[--L->ids.n]);
  L->ids.v[L->ids.n] = NULL;
  while (L->nu > u0) {
    unit *u = &L->u[--L->nu];
    free(u->label);
    free(u->bc);
  }
}

static void scan_object(link_state *L, const char *label, const char *d,
                        size_t n) {
  size_t u0 = L->nu, i0 = L->ids.n;
  L->label = label;
  if (!L->pass) {
    elf_each_section(d, n, "__cucc_dlinked", take_done, L);
    return;
  }
  elf_each_section(d, n, "__nv_relfatbin", take_units, L);
  elf_each_section(d, n, "__nv_module_id", take_ids, L);
  if (L->done.n)
    drop_if_done(L, u0, i0);
}

typedef struct member_ctx {
  link_state *L;
  const char *archive;
} member_ctx;

static void scan_member(void *ctx, const char *name, const char *d,
                        size_t n) {
  member_ctx *m = ctx;
  char *label = NULL, *copy = malloc(n ? n : 1); /* members are 2-aligned */
  if (copy && asprintf(&label, "%s:%s", m->archive, name) >= 0) {
    memcpy(copy, d, n);
    if (elf_is_object(copy, n))
      scan_object(m->L, label, copy, n);
    free(label);
  }
  free(copy);
}

/* An object, a static library, or anything else the host linker takes
 * (shared libraries and linker scripts carry no device code to link). */
static void scan_input(link_state *L, const char *path, const char *label) {
  char *d = NULL;
  size_t n = 0;
  if (read_file(path, &d, &n)) {
    fprintf(stderr, "nvlink fatal   : Could not open input file '%s'\n", path);
    L->bad = 1;
    return;
  }
  if (is_archive(d, n)) {
    member_ctx m = {L, label};
    if (ar_each_member(path, d, n, scan_member, &m)) {
      fprintf(stderr, "nvlink fatal   : Could not read archive '%s'\n", path);
      L->bad = 1;
    }
  } else if (elf_is_object(d, n)) {
    scan_object(L, label, d, n);
  }
  free(d);
}

/* The static libraries that -l options name, found as the host linker
 * would (a shared library found first in a directory wins, and carries no
 * device code). */
static void scan_libraries(link_state *L, const options *o) {
  const strvec *x = &o->link_extra;
  for (size_t i = 0; i < x->n; i++) {
    if (strncmp(x->v[i], "-l", 2))
      continue;
    const char *lib = x->v[i] + 2;
    for (size_t k = 0; k < x->n; k++) {
      if (strncmp(x->v[k], "-L", 2))
        continue;
      const char *dir = x->v[k] + 2;
      char *so = NULL, *a = NULL;
      bool shared = false, found = false;
      if (lib[0] == ':') {
        if (asprintf(&a, "%s/%s", dir, lib + 1) < 0)
          a = NULL;
      } else {
        if (asprintf(&so, "%s/lib%s.so", dir, lib) < 0)
          so = NULL;
        if (asprintf(&a, "%s/lib%s.a", dir, lib) < 0)
          a = NULL;
        shared = so && !access(so, F_OK);
      }
      if (!shared && a && !access(a, F_OK)) {
        scan_input(L, a, a);
        found = true;
      }
      free(so);
      free(a);
      if (shared || found)
        break;
    }
  }
}

static int by_name(const void *x, const void *y) {
  const def *a = x, *b = y;
  int c = strcmp(a->name, b->name);
  return c ? c : (a->unit > b->unit) - (a->unit < b->unit);
}

static bool strong_def(LLVMValueRef g) {
  return !LLVMIsDeclaration(g) && LLVMGetLinkage(g) == LLVMExternalLinkage;
}

/* Parses every unit, records what it defines and declares; two strong
 * definitions of one symbol are nvlink's "Multiple definition". */
static int parse_units(link_state *L, LLVMContextRef ctx, LLVMModuleRef *mods) {
  def *defs = NULL;
  size_t nd = 0, cap = 0;
  int rc = 0;
  for (size_t i = 0; i < L->nu && !rc; i++) {
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(
        L->u[i].bc, L->u[i].n, L->u[i].label, 0);
    if (LLVMParseBitcodeInContext2(ctx, buf, &mods[i])) {
      fprintf(stderr, "nvlink fatal   : Could not read the device code of '%s'\n",
              L->u[i].label);
      rc = -1;
    }
    LLVMDisposeMemoryBuffer(buf);
    for (int kind = 0; kind < 2 && !rc; kind++) {
      LLVMValueRef g = kind ? LLVMGetFirstGlobal(mods[i])
                            : LLVMGetFirstFunction(mods[i]);
      for (; g; g = kind ? LLVMGetNextGlobal(g) : LLVMGetNextFunction(g)) {
        const char *name = LLVMGetValueName(g);
        if (LLVMIsDeclaration(g)) {
          if (strncmp(name, "llvm.", 5))
            sv_push(&L->u[i].decls, name);
          continue;
        }
        if (!strong_def(g))
          continue;
        if (nd == cap) {
          cap = cap ? 2 * cap : 256;
          defs = realloc(defs, cap * sizeof *defs);
        }
        defs[nd++] = (def){name, i};
      }
    }
  }
  if (!rc && nd) {
    qsort(defs, nd, sizeof *defs, by_name);
    for (size_t k = 1; k < nd; k++)
      if (!strcmp(defs[k].name, defs[k - 1].name)) {
        size_t first = k - 1;
        while (first && !strcmp(defs[first - 1].name, defs[k].name))
          first--;
        fprintf(stderr,
                "nvlink error   : Multiple definition of '%s' in '%s', first "
                "defined in '%s'\n",
                defs[k].name, L->u[defs[k].unit].label,
                L->u[defs[first].unit].label);
        rc = -1;
      }
    if (rc)
      fprintf(stderr, "nvlink fatal   : merge_elf failed\n");
  }
  free(defs);
  return rc;
}

static void link_diag(LLVMDiagnosticInfoRef di, void *ctx) {
  if (LLVMGetDiagInfoSeverity(di) != LLVMDSError)
    return;
  char *m = LLVMGetDiagInfoDescription(di);
  fprintf(stderr, "nvlink error   : %s\n", m);
  LLVMDisposeMessage(m);
  *(int *)ctx = 1;
}

static void report_unresolved(void *ctx, const strvec *names) {
  link_state *L = ctx;
  for (size_t k = 0; k < names->n; k++) {
    bool named = false;
    for (size_t i = 0; i < L->nu; i++)
      for (size_t j = 0; j < L->u[i].decls.n; j++)
        if (!strcmp(L->u[i].decls.v[j], names->v[k])) {
          fprintf(stderr, "nvlink error   : Undefined reference to '%s' in '%s'\n",
                  names->v[k], L->u[i].label);
          named = true;
          break;
        }
    if (!named)
      fprintf(stderr, "nvlink error   : Undefined reference to '%s'\n",
              names->v[k]);
  }
}

/* Links the units' bitcode into `bc`; 0 on success. */
static int link_units(link_state *L, const char *bc) {
  LLVMContextRef ctx = LLVMContextCreate();
  int failed = 0;
  LLVMContextSetDiagnosticHandler(ctx, link_diag, &failed);
  LLVMModuleRef *mods = calloc(L->nu, sizeof *mods);
  int rc = parse_units(L, ctx, mods);
  for (size_t i = 1; i < L->nu && !rc; i++) {
    LLVMModuleRef m = mods[i];
    mods[i] = NULL; /* the linker takes it */
    if (LLVMLinkModules2(mods[0], m) || failed)
      rc = -1;
  }
  if (!rc && LLVMWriteBitcodeToFile(mods[0], bc)) {
    fprintf(stderr, "cucc fatal   : cannot write %s\n", bc);
    rc = -1;
  }
  for (size_t i = 0; i < L->nu; i++)
    if (mods[i])
      LLVMDisposeModule(mods[i]);
  free(mods);
  LLVMContextDispose(ctx);
  return rc;
}

/* The registration object: the image (when there is one) and a
 * __cudaRegisterLinkedBinary_<id> per unit, hidden so that an executable and
 * its shared libraries each register their own image. */
static int write_link_object(const options *o, const paths *p,
                             const link_state *L, const char *fat,
                             const char *out, const char *tmpdir) {
  char *src = path_join(tmpdir, "cucc_dlink.c");
  FILE *f = src ? fopen(src, "w") : NULL;
  if (!f) {
    fprintf(stderr, "cucc fatal   : cannot write %s\n", src ? src : tmpdir);
    free(src);
    return -1;
  }
  /* the ids it registers, for a later link (drop_if_done) */
  fprintf(f,
          "/* cucc's device link: %zu translation unit(s) */\n"
          "__attribute__((section(\"__cucc_dlinked\"), used)) static const "
          "char done[] = \"\"",
          L->nu);
  for (size_t i = 0; fat && i < L->ids.n; i++)
    if (!has(&L->ids, i, L->ids.v[i]))
      fprintf(f, "\n  \"%s\\0\"", L->ids.v[i]);
  fprintf(f, ";\n");
  if (fat) {
    uint64_t h = hash_str(0, "");
    for (size_t i = 0; i < L->ids.n; i++)
      h = hash_str(h, L->ids.v[i]);
    fprintf(f,
            "#define IMG __cucc_linked_image_%016llx\n"
            "#define STR(x) #x\n#define XSTR(x) STR(x)\n"
            "__asm__(\".section .rodata.cucc_linked_image,\\\"a\\\"\\n\"\n"
            "        \".p2align 4\\n.globl \" XSTR(IMG) \"\\n.hidden \" "
            "XSTR(IMG) \"\\n\" XSTR(IMG) \":\\n\"\n"
            "        \".incbin \\\"%s\\\"\\n.previous\\n\");\n"
            "extern const char IMG[];\n"
            "static const struct { int magic, version; const void *data; "
            "void *unused; } wrapper = {0x466243b1, 1, IMG, 0};\n"
            "static void **handle;\n"
            "void __cucc_register_linked_binary(const void *wrapper, "
            "void ***handle, void (*callback)(void **));\n"
            "#define REG(id) __attribute__((visibility(\"hidden\"))) void "
            "__cudaRegisterLinkedBinary##id(void (*cb)(void **), void *f, "
            "void *m, void (*d)(void *)) { (void)f, (void)m, (void)d; "
            "__cucc_register_linked_binary(&wrapper, &handle, cb); }\n",
            (unsigned long long)h, fat);
    for (size_t i = 0; i < L->ids.n; i++)
      if (!has(&L->ids, i, L->ids.v[i]))
        fprintf(f, "REG(%s)\n", L->ids.v[i]);
  }
  int rc = fclose(f) ? -1 : 0;
  strvec a = {0};
  sv_push(&a, p->clang);
  sv_push(&a, "-c");
  sv_push(&a, "-fPIC");
  sv_push(&a, "-O2");
  sv_push(&a, "-o");
  sv_push(&a, out);
  sv_push(&a, src);
  if (!rc)
    rc = run_cmd(o, &a);
  sv_free(&a);
  free(src);
  return rc;
}

int device_link(const options *o, const paths *p, const strvec *objs,
                const strvec *labels, const char *out, const char *tmpdir,
                bool always, bool *wrote) {
  link_state L = {0};
  *wrote = false;
  /* --dryrun: the objects were not written; the device link is a step */
  if (!note_step(o, "cucc-dlink %s", out))
    return 0;
  for (L.pass = 0; L.pass < 2 && !L.bad; L.pass++) {
    for (size_t i = 0; i < objs->n; i++)
      scan_input(&L, objs->v[i], labels->v[i]);
    scan_libraries(&L, o);
  }
  int rc = L.bad ? -1 : 0;
  char *bc = path_join(tmpdir, "cucc_dlink.bc");
  char *fat = path_join(tmpdir, "cucc_dlink.fatbin");
  if (!rc && fat && strpbrk(fat, "\"\\\n")) {
    fprintf(stderr, "cucc fatal   : unusable temporary directory %s\n", tmpdir);
    rc = -1;
  }
  if (!rc && L.nu) {
    options lo = *o; /* the image as the units were compiled */
    lo.arch = 0;
    for (size_t i = 0; i < L.nu; i++) {
      lo.arch = L.u[i].arch > lo.arch ? L.u[i].arch : lo.arch;
      lo.debug |= (L.u[i].flags & CUCC_RDC_DEBUG) != 0;
      lo.device_debug |= (L.u[i].flags & CUCC_RDC_DEVICE_DEBUG) != 0;
    }
    char *stem = stem_of(o->output ? o->output : "a.out"), *name = NULL;
    if (asprintf(&name, "%s_dlink", stem) < 0)
      name = NULL;
    rc = !name || link_units(&L, bc) ||
                 build_device_image(&lo, p, name, tmpdir, bc, NULL, fat,
                                    report_unresolved, &L)
             ? -1
             : 0;
    free(stem);
    free(name);
  }
  if (!rc && o->emit == EMIT_FATBIN) { /* -dlink -fatbin: the image only
                                         * (cuLinkComplete runs this) */
    char *d = NULL;
    size_t n = 0;
    FILE *f = NULL;
    rc = !L.nu || read_file(fat, &d, &n) || !(f = fopen(out, "wb")) ||
                 fwrite(d, 1, n, f) != n
             ? -1
             : 0;
    if (f && fclose(f))
      rc = -1;
    if (rc)
      fprintf(stderr, L.nu ? "cucc fatal   : cannot write %s\n"
                           : "nvlink fatal   : no -rdc device code to link "
                             "into %s\n",
              out);
    free(d);
    *wrote = rc == 0;
  } else if (!rc && (L.nu || always)) {
    rc = write_link_object(o, p, &L, L.nu ? fat : NULL, out, tmpdir);
    *wrote = rc == 0;
  }
  for (size_t i = 0; i < L.nu; i++) {
    free(L.u[i].label);
    free(L.u[i].bc);
    sv_free(&L.u[i].decls);
  }
  free(L.u);
  sv_free(&L.ids);
  sv_free(&L.done);
  free(bc);
  free(fat);
  return rc;
}
