/* Driver API: linking at run time (cuLink*). Complete modules (cucc's
 * text modules, image blobs, -cubin shared objects) are collected as they
 * are; -rdc objects and static libraries (-dc, -lib) are device-linked by
 * cucc's driver (`cucc -dlink -fatbin`, found beside cucc's libraries).
 * cuLinkComplete's "cubin" is one image blob, or a container of several
 * (module_image.h), that every cuModuleLoad* form accepts. */
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../common/cucc_home.h"
#include "module_image.h"
#include "module_internal.h"

#define LINK_MAGIC 0x4b4e494cu
#define LINK_LOG 4096

struct CUlinkState_st {
  uint32_t magic;
  drv_jit_logs logs;
  char log[LINK_LOG];
  char dir[PATH_MAX]; /* -rdc inputs, written for the device link */
  unsigned nobj;
  void *blob[DRV_MAX_PARTS]; /* complete images, copied */
  unsigned nblob;
  char *result;
  size_t result_size;
};

static bool valid(CUlinkState s) { return s && s->magic == LINK_MAGIC; }

DRV_EXPORT CUresult cuLinkCreate(unsigned n, CUjit_option *opt, void **val,
                                 CUlinkState *out) {
  DRV_NEED_CTX();
  if (!out)
    return CUDA_ERROR_INVALID_VALUE;
  struct CUlinkState_st *s = calloc(1, sizeof *s);
  if (!s)
    return CUDA_ERROR_OUT_OF_MEMORY;
  CUresult e = drv_jit_options(n, opt, val, &s->logs);
  if (e) {
    free(s);
    return e;
  }
  s->magic = LINK_MAGIC;
  *out = s;
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuLinkCreate_v2, cuLinkCreate);

static int rm_entry(const char *p, const struct stat *st, int flag,
                    struct FTW *f) {
  (void)st, (void)flag, (void)f;
  return remove(p);
}

DRV_EXPORT CUresult cuLinkDestroy(CUlinkState s) {
  DRV_NEED_INIT();
  if (!valid(s))
    return CUDA_ERROR_INVALID_HANDLE;
  for (unsigned i = 0; i < s->nblob; i++)
    free(s->blob[i]);
  if (s->dir[0])
    nftw(s->dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
  free(s->result);
  s->magic = 0;
  free(s);
  return CUDA_SUCCESS;
}

/* a shared object as a blob of one image any CPU level may load */
static void *wrap_so(const void *so, size_t n) {
  size_t off = (sizeof(cucc_image_header) + sizeof(cucc_image_entry) + 7) & ~7u;
  char *b = calloc(1, off + n);
  if (!b)
    return NULL;
  cucc_image_header h = {CUCC_IMAGE_MAGIC, CUCC_ABI_VERSION, 1, 0, off + n};
  cucc_image_entry e = {CUCC_ISA_X86_64, 0, off, n, "linked"};
#if defined(__aarch64__)
  e.isa = CUCC_ISA_AARCH64;
#endif
  memcpy(b, &h, sizeof h);
  memcpy(b + sizeof h, &e, sizeof e);
  memcpy(b + off, so, n);
  return b;
}

static CUresult fail(CUlinkState s, CUresult e, const char *name,
                     const char *why) {
  int k = snprintf(s->log, sizeof s->log, "%s: ", name ? name : "input");
  if (k > 0 && (size_t)k < sizeof s->log)
    memccpy(s->log + k, why, 0, sizeof s->log - (size_t)k - 1);
  s->log[sizeof s->log - 1] = 0;
  drv_jit_logs_finish(&s->logs, s->log);
  return e;
}

static CUresult add_object(CUlinkState s, const void *data, size_t size,
                           const char *name) {
  bool ar = size >= 8 && !memcmp(data, "!<arch>\n", 8);
  bool elf = size >= 4 && !memcmp(data, "\177ELF", 4);
  if (!ar && !elf)
    return fail(s, CUDA_ERROR_INVALID_IMAGE, name,
                "not an object file or static library");
  if (!s->dir[0]) {
    const char *t = getenv("TMPDIR");
    snprintf(s->dir, sizeof s->dir, "%s/cucc-link-XXXXXX", t && *t ? t : "/tmp");
    if (!mkdtemp(s->dir)) {
      s->dir[0] = 0;
      return fail(s, CUDA_ERROR_OPERATING_SYSTEM, name,
                  "cannot make a temporary directory");
    }
  }
  char path[PATH_MAX + 32];
  snprintf(path, sizeof path, "%s/in%u.%s", s->dir, s->nobj, ar ? "a" : "o");
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(data, 1, size, f) == size;
  if (f && fclose(f))
    ok = false;
  if (!ok)
    return fail(s, CUDA_ERROR_OPERATING_SYSTEM, name, "cannot write it");
  s->nobj++;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuLinkAddData(CUlinkState s, CUjitInputType type,
                                  void *data, size_t size, const char *name,
                                  unsigned n, CUjit_option *opt, void **val) {
  DRV_NEED_INIT();
  if (!valid(s))
    return CUDA_ERROR_INVALID_HANDLE;
  drv_jit_logs ignored;
  if (!data || !size || drv_jit_options(n, opt, val, &ignored))
    return CUDA_ERROR_INVALID_VALUE;
  if (type == CU_JIT_INPUT_OBJECT || type == CU_JIT_INPUT_LIBRARY)
    return add_object(s, data, size, name);
  if (type == CU_JIT_INPUT_NVVM)
    return fail(s, CUDA_ERROR_NOT_SUPPORTED, name,
                "cucc links no NVVM IR: link its -rdc object instead");
  if ((unsigned)type > CU_JIT_INPUT_FATBINARY)
    return CUDA_ERROR_INVALID_VALUE;
  drv_image_set set;
  CUresult e = drv_image_parse(data, type == CU_JIT_INPUT_PTX ? 0 : size, &set,
                               s->log, sizeof s->log);
  for (unsigned i = 0; !e && i < set.n; i++) {
    const drv_image_part *p = &set.part[i];
    void *b = p->blob ? malloc(p->blob->size) : wrap_so(p->so, p->so_size);
    if (b && p->blob)
      memcpy(b, p->blob, p->blob->size);
    if (!b || s->nblob == DRV_MAX_PARTS) {
      free(b);
      e = CUDA_ERROR_OUT_OF_MEMORY;
    } else {
      s->blob[s->nblob++] = b;
    }
  }
  drv_image_set_free(&set);
  if (e) {
    char why[LINK_LOG];
    memcpy(why, s->log, sizeof why);
    return fail(s, e, name, why);
  }
  return CUDA_SUCCESS;
}
DRV_ALIAS(cuLinkAddData_v2, cuLinkAddData);

DRV_EXPORT CUresult cuLinkAddFile(CUlinkState s, CUjitInputType type,
                                  const char *path, unsigned n,
                                  CUjit_option *opt, void **val) {
  DRV_NEED_INIT();
  if (!valid(s))
    return CUDA_ERROR_INVALID_HANDLE;
  char *d;
  size_t size;
  CUresult e = drv_read_file(path, &d, &size);
  if (e)
    return e == CUDA_ERROR_FILE_NOT_FOUND
               ? fail(s, e, path, "cannot open the file")
               : e;
  e = cuLinkAddData(s, type, d, size, path, n, opt, val);
  free(d);
  return e;
}
DRV_ALIAS(cuLinkAddFile_v2, cuLinkAddFile);

/* the -rdc inputs device-linked into one more blob */
static CUresult device_link(CUlinkState s) {
  char cucc[PATH_MAX];
  if (!cucc_find_driver((const void *)device_link, cucc, sizeof cucc))
    return fail(s, CUDA_ERROR_JIT_COMPILER_NOT_FOUND, "cuLinkComplete",
                "cannot find cucc to link -rdc device code");
  char out[PATH_MAX + 32], logp[PATH_MAX + 32];
  snprintf(out, sizeof out, "%s/linked.fatbin", s->dir);
  snprintf(logp, sizeof logp, "%s/link.log", s->dir);
  char **argv = calloc(s->nobj + 6, sizeof *argv);
  char (*names)[PATH_MAX + 32] = calloc(s->nobj, sizeof *names);
  CUresult e = CUDA_ERROR_OUT_OF_MEMORY;
  if (argv && names) {
    unsigned k = 0;
    argv[k++] = cucc;
    argv[k++] = "-dlink";
    argv[k++] = "-fatbin";
    argv[k++] = "-o";
    argv[k++] = out;
    for (unsigned i = 0; i < s->nobj; i++) {
      snprintf(names[i], sizeof names[i], "%s/in%u.o", s->dir, i);
      if (access(names[i], F_OK))
        snprintf(names[i], sizeof names[i], "%s/in%u.a", s->dir, i);
      argv[k++] = names[i];
    }
    int rc = cucc_run(argv, NULL, logp);
    char *blob = NULL, *log = NULL;
    size_t n = 0, ln = 0;
    drv_read_file(logp, &log, &ln);
    if (!rc && !drv_read_file(out, &blob, &n) && s->nblob < DRV_MAX_PARTS) {
      s->blob[s->nblob++] = blob;
      e = CUDA_SUCCESS;
    } else {
      free(blob);
      e = fail(s, CUDA_ERROR_INVALID_IMAGE, "device link",
               log && *log ? log : "failed");
    }
    free(log);
  }
  free(argv);
  free(names);
  return e;
}

DRV_EXPORT CUresult cuLinkComplete(CUlinkState s, void **cubin, size_t *size) {
  DRV_NEED_INIT();
  if (!valid(s))
    return CUDA_ERROR_INVALID_HANDLE;
  if (!cubin || !size)
    return CUDA_ERROR_INVALID_VALUE;
  if (s->nobj) {
    CUresult e = device_link(s);
    if (e)
      return e;
    s->nobj = 0;
  }
  if (!s->nblob)
    return fail(s, CUDA_ERROR_INVALID_VALUE, "cuLinkComplete",
                "nothing to link");
  free(s->result);
  size_t total = sizeof(drv_linked_header);
  for (unsigned i = 0; i < s->nblob; i++)
    total += (((cucc_image_header *)s->blob[i])->size + 7) & ~(uint64_t)7;
  if (s->nblob == 1)
    total = ((cucc_image_header *)s->blob[0])->size;
  if (!(s->result = calloc(1, total)))
    return CUDA_ERROR_OUT_OF_MEMORY;
  if (s->nblob == 1) {
    memcpy(s->result, s->blob[0], total);
  } else {
    drv_linked_header h = {DRV_LINKED_MAGIC, s->nblob, total};
    memcpy(s->result, &h, sizeof h);
    size_t o = sizeof h;
    for (unsigned i = 0; i < s->nblob; i++) {
      size_t bs = ((cucc_image_header *)s->blob[i])->size;
      memcpy(s->result + o, s->blob[i], bs);
      o += (bs + 7) & ~(size_t)7;
    }
  }
  s->result_size = total;
  *cubin = s->result;
  *size = total;
  drv_jit_logs_finish(&s->logs, NULL);
  return CUDA_SUCCESS;
}
