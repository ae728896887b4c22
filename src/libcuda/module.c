/* Driver API: modules (cuModule*), CUDA 12's context-independent libraries
 * (cuLibrary*, cuKernel*) and functions (cuFunc*). A module is one or more
 * device images loaded by the core (src/core/module.c); each kernel gets a
 * CUfunction handle that the core also knows as a function pointer, so
 * launches, attributes, occupancy and graphs go through the same code as
 * the runtime's (a CUkernel is the same handle). */
#include <dlfcn.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memory.h"
#include "module_image.h"
#include "module_internal.h"

static pthread_mutex_t mods_mu = PTHREAD_MUTEX_INITIALIZER;
static struct CUmod_st *mods; /* every loaded module */

static bool module_valid(CUmodule m) {
  bool ok = false;
  pthread_mutex_lock(&mods_mu);
  for (struct CUmod_st *p = mods; p && !ok; p = p->next)
    ok = p == m;
  pthread_mutex_unlock(&mods_mu);
  return ok;
}

const cucc_kernel_info *drv_function_kernel(CUfunction f) {
  if (!f || f->magic != DRV_FUNC_MAGIC)
    return NULL;
  const rt_function *r = rt_find_function(f);
  return r ? r->k : NULL;
}

static void unload_images(struct CUmod_st *m) {
  for (unsigned i = 0; i < m->nfuncs; i++) {
    rt_function_unregister(&m->funcs[i]);
    m->funcs[i].magic = 0;
  }
  for (unsigned i = 0; i < m->nvars; i++)
    rt_mem_remove(m->vars[i], 1u << RT_MEM_DEVICE_VAR, NULL);
  for (unsigned i = 0; i < m->nimg; i++) {
    rt_module_remove(m->img[i]);
    if (m->img[i]->dl)
      dlclose(m->img[i]->dl);
    free(m->img[i]);
  }
}

static void module_free(struct CUmod_st *m) {
  drv_texrefs_unload(m);
  unload_images(m);
  free(m->funcs);
  free(m->vars);
  free(m);
}

/* Loads one part into a core module; NULL after a log message. */
static rt_module *load_part(const drv_image_part *p, char *log, size_t logn) {
  rt_module *r = calloc(1, sizeof *r);
  if (!r)
    return NULL;
  const char *why = NULL;
  if (p->blob) {
    why = rt_module_load_image(r, p->blob);
  } else {
    r->dl = rt_image_load(p->so, p->so_size);
    if (r->dl)
      r->info = dlsym(r->dl, CUCC_MODULE_INFO_SYMBOL);
    if (r->info && r->info->abi_version == CUCC_ABI_VERSION)
      *r->info->api_slot = &rt_device_api;
    else {
      r->info = NULL;
      why = r->dl ? "a shared object that is not a cucc device image"
                  : "a device image failed to load";
    }
  }
  if (why) {
    if (log && logn)
      snprintf(log, logn, "cucc: %s", why);
    if (r->dl)
      dlclose(r->dl);
    free(r);
    return NULL;
  }
  return r;
}

CUresult drv_module_load(CUmodule *out, const void *image, size_t size,
                         char *log, size_t logn) {
  if (!out || !image)
    return CUDA_ERROR_INVALID_VALUE;
  core_init();
  drv_image_set set;
  CUresult e = drv_image_parse(image, size, &set, log, logn);
  struct CUmod_st *m = e ? NULL : calloc(1, sizeof *m);
  if (!e && !m)
    e = CUDA_ERROR_OUT_OF_MEMORY;
  for (unsigned i = 0; !e && i < set.n; i++) {
    rt_module *r = load_part(&set.part[i], log, logn);
    if (!r) {
      e = CUDA_ERROR_INVALID_IMAGE;
      break;
    }
    m->img[m->nimg++] = r;
    m->nfuncs += r->info->nkernels;
  }
  drv_image_set_free(&set);
  if (!e && m->nfuncs && !(m->funcs = calloc(m->nfuncs, sizeof *m->funcs)))
    e = CUDA_ERROR_OUT_OF_MEMORY;
  if (e) {
    if (m) {
      m->nfuncs = 0;
      module_free(m);
    }
    return e;
  }
  unsigned k = 0;
  for (unsigned i = 0; i < m->nimg; i++) {
    rt_module_add(m->img[i]);
    for (uint32_t j = 0; j < m->img[i]->info->nkernels; j++, k++) {
      struct CUfunc_st *f = &m->funcs[k];
      f->magic = DRV_FUNC_MAGIC;
      f->mod = m;
      f->k = &m->img[i]->info->kernels[j];
      if (!rt_function_register(f, f->k)) {
        m->nfuncs = k;
        module_free(m);
        return CUDA_ERROR_OUT_OF_MEMORY;
      }
    }
  }
  if (log && logn)
    log[0] = 0;
  pthread_mutex_lock(&mods_mu);
  m->next = mods;
  mods = m;
  pthread_mutex_unlock(&mods_mu);
  *out = m;
  return CUDA_SUCCESS;
}

static CUresult module_unload(CUmodule m) {
  pthread_mutex_lock(&mods_mu);
  struct CUmod_st **p = &mods;
  while (*p && *p != m)
    p = &(*p)->next;
  bool found = *p != NULL;
  if (found)
    *p = m->next;
  pthread_mutex_unlock(&mods_mu);
  if (!found)
    return CUDA_ERROR_INVALID_HANDLE;
  rt_engine_sync(); /* no kernel of it may still run */
  module_free(m);
  return CUDA_SUCCESS;
}

void drv_modules_unload_ctx(core_ctx *c) {
  for (;;) {
    struct CUmod_st *victim = NULL;
    pthread_mutex_lock(&mods_mu);
    for (struct CUmod_st *p = mods; p && !victim; p = p->next)
      if (p->ctx == c)
        victim = p;
    pthread_mutex_unlock(&mods_mu);
    if (!victim)
      return;
    module_unload(victim);
  }
}

/* a whole file: the module forms that have no size of their own need it */
CUresult drv_read_file(const char *path, char **data, size_t *size) {
  if (!path || !data)
    return CUDA_ERROR_INVALID_VALUE;
  FILE *f = fopen(path, "rb");
  if (!f)
    return CUDA_ERROR_FILE_NOT_FOUND;
  char *d = NULL;
  size_t n = 0, cap = 0;
  for (;;) {
    if (cap - n < 65536) {
      cap = cap ? cap * 2 : 1 << 20;
      char *nd = realloc(d, cap + 1);
      if (!nd) {
        free(d);
        fclose(f);
        return CUDA_ERROR_OUT_OF_MEMORY;
      }
      d = nd;
    }
    size_t r = fread(d + n, 1, cap - n, f);
    n += r;
    if (!r)
      break;
  }
  fclose(f);
  d[n] = 0; /* text modules are strings */
  *data = d;
  *size = n;
  return CUDA_SUCCESS;
}

static CUresult load_in_ctx(CUmodule *out, const void *image, size_t size,
                            char *log, size_t logn) {
  CUresult e;
  core_ctx *c = drv_ctx(&e);
  if (!c)
    return e;
  e = drv_module_load(out, image, size, log, logn);
  if (!e)
    (*out)->ctx = c;
  return e;
}

DRV_EXPORT CUresult cuModuleLoad(CUmodule *module, const char *fname) {
  DRV_NEED_CTX();
  if (!module || !fname)
    return CUDA_ERROR_INVALID_VALUE;
  char *d;
  size_t n;
  CUresult e = drv_read_file(fname, &d, &n);
  if (e)
    return e;
  char log[512];
  e = load_in_ctx(module, d, n, log, sizeof log);
  if (e && log[0])
    fprintf(stderr, "%s: %s\n", fname, log);
  free(d);
  return e;
}

DRV_EXPORT CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  return load_in_ctx(module, image, 0, NULL, 0);
}

/* The JIT options cucc reads: the error and information logs (with their
 * sizes, in bytes, written back); the others have no effect on images
 * that are already compiled and are accepted. */
CUresult drv_jit_options(unsigned n, const CUjit_option *opt, void **val,
                         drv_jit_logs *logs) {
  memset(logs, 0, sizeof *logs);
  if (n && (!opt || !val))
    return CUDA_ERROR_INVALID_VALUE;
  for (unsigned i = 0; i < n; i++) {
    switch (opt[i]) {
    case CU_JIT_ERROR_LOG_BUFFER: logs->err = val[i]; break;
    case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES:
      logs->err_size = (size_t)(uintptr_t)val[i];
      logs->err_size_slot = &val[i];
      break;
    case CU_JIT_INFO_LOG_BUFFER: logs->info = val[i]; break;
    case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES:
      logs->info_size = (size_t)(uintptr_t)val[i];
      logs->info_size_slot = &val[i];
      break;
    case CU_JIT_WALL_TIME: logs->wall = &val[i]; break;
    default:
      if ((unsigned)opt[i] >= CU_JIT_NUM_OPTIONS)
        return CUDA_ERROR_INVALID_VALUE;
    }
  }
  return CUDA_SUCCESS;
}

void drv_jit_logs_finish(drv_jit_logs *l, const char *err_text) {
  size_t used = 0;
  if (l->err && l->err_size) {
    snprintf(l->err, l->err_size, "%s", err_text ? err_text : "");
    used = strlen(l->err) + (err_text && *err_text ? 1 : 0);
  }
  if (l->err_size_slot)
    *l->err_size_slot = (void *)(uintptr_t)used;
  if (l->info && l->info_size)
    snprintf(l->info, l->info_size, "%s",
             err_text && *err_text ? "" : "cucc: loaded the module's "
                                          "compiled device image");
  if (l->info_size_slot)
    *l->info_size_slot = (void *)(uintptr_t)(l->info && l->info_size
                                                 ? strlen(l->info) + 1
                                                 : 0);
  if (l->wall) {
    float ms = 0;
    memcpy(l->wall, &ms, sizeof ms);
  }
}

DRV_EXPORT CUresult cuModuleLoadDataEx(CUmodule *module, const void *image,
                                       unsigned n, CUjit_option *opt,
                                       void **val) {
  DRV_NEED_CTX();
  drv_jit_logs logs;
  CUresult e = drv_jit_options(n, opt, val, &logs);
  if (e)
    return e;
  char log[512] = "";
  e = load_in_ctx(module, image, 0, log, sizeof log);
  drv_jit_logs_finish(&logs, e ? log : NULL);
  return e;
}

DRV_EXPORT CUresult cuModuleLoadFatBinary(CUmodule *module, const void *fat) {
  return load_in_ctx(module, fat, 0, NULL, 0);
}

DRV_EXPORT CUresult cuModuleUnload(CUmodule m) {
  DRV_NEED_INIT();
  if (!module_valid(m) || m->library)
    return CUDA_ERROR_INVALID_HANDLE;
  return module_unload(m);
}

static struct CUfunc_st *find_function(CUmodule m, const char *name) {
  for (unsigned i = 0; i < m->nfuncs; i++)
    if (!strcmp(m->funcs[i].k->name, name))
      return &m->funcs[i];
  return NULL;
}

DRV_EXPORT CUresult cuModuleGetFunction(CUfunction *f, CUmodule m,
                                        const char *name) {
  DRV_NEED_CTX();
  if (!f || !name)
    return CUDA_ERROR_INVALID_VALUE;
  if (!module_valid(m))
    return CUDA_ERROR_INVALID_HANDLE;
  struct CUfunc_st *r = find_function(m, name);
  if (!r)
    return CUDA_ERROR_NOT_FOUND;
  *f = r;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuModuleGetFunctionCount(unsigned *count, CUmodule m) {
  DRV_NEED_INIT();
  if (!count)
    return CUDA_ERROR_INVALID_VALUE;
  if (!module_valid(m))
    return CUDA_ERROR_INVALID_HANDLE;
  *count = m->nfuncs;
  return CUDA_SUCCESS;
}

/* A variable of the module's images: an exported symbol defined in one of
 * them (not in the libraries they depend on), with its ELF size. */
static CUresult find_global(CUmodule m, const char *name, void **addr,
                            size_t *size) {
  for (unsigned i = 0; i < m->nimg; i++) {
    void *a = dlsym(m->img[i]->dl, name);
    struct link_map *lm = NULL;
    Dl_info info;
    const ElfW(Sym) *sym = NULL;
    if (!a || dlinfo(m->img[i]->dl, RTLD_DI_LINKMAP, &lm) || !lm ||
        !dladdr1(a, &info, (void **)&sym, RTLD_DL_SYMENT) ||
        (uintptr_t)info.dli_fbase != (uintptr_t)lm->l_addr || !sym ||
        ELF64_ST_TYPE(sym->st_info) != STT_OBJECT)
      continue;
    *addr = a;
    *size = sym->st_size;
    return CUDA_SUCCESS;
  }
  return CUDA_ERROR_NOT_FOUND;
}

CUresult drv_module_global(CUmodule m, const char *name, CUdeviceptr *dptr,
                           size_t *bytes) {
  if (!name || (!dptr && !bytes))
    return CUDA_ERROR_INVALID_VALUE;
  void *a;
  size_t size;
  CUresult e = find_global(m, name, &a, &size);
  if (e && strlen(name) < 256) { /* a `static` variable: C++'s local name */
    char local[300];
    snprintf(local, sizeof local, "_ZL%zu%s", strlen(name), name);
    e = find_global(m, local, &a, &size);
  }
  if (e)
    return e;
  /* known to the memory table from now on (copies, pointer attributes) */
  pthread_mutex_lock(&mods_mu);
  if (!rt_mem_overlaps(a, size ? size : 1)) {
    rt_mem r = {a, size ? size : 1, 0, RT_MEM_DEVICE_VAR, 0,
                cudaMemAttachGlobal, NULL};
    void **nv = realloc(m->vars, (m->nvars + 1) * sizeof *nv);
    if (nv && !rt_mem_add(&r)) {
      m->vars = nv;
      m->vars[m->nvars++] = a;
    } else if (nv) {
      m->vars = nv;
    }
  }
  pthread_mutex_unlock(&mods_mu);
  if (dptr)
    *dptr = drv_dptr(a);
  if (bytes)
    *bytes = size;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes,
                                      CUmodule m, const char *name) {
  DRV_NEED_CTX();
  if (!module_valid(m))
    return CUDA_ERROR_INVALID_HANDLE;
  return drv_module_global(m, name, dptr, bytes);
}
DRV_ALIAS(cuModuleGetGlobal_v2, cuModuleGetGlobal);

/* Surface references of driver-loaded modules are not supported (CUDA 12
 * deprecated them; surface objects work); texture references: texref.c. */
DRV_EXPORT CUresult cuModuleGetSurfRef(CUsurfref *ref, CUmodule m,
                                       const char *name) {
  DRV_NEED_CTX();
  if (!ref || !name)
    return CUDA_ERROR_INVALID_VALUE;
  return module_valid(m) ? CUDA_ERROR_NOT_FOUND : CUDA_ERROR_INVALID_HANDLE;
}

CUresult drv_function_check(CUfunction f) {
  DRV_NEED_INIT();
  return drv_function_kernel(f) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

DRV_EXPORT CUresult cuFuncGetModule(CUmodule *m, CUfunction f) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (!m)
    return CUDA_ERROR_INVALID_VALUE;
  *m = f->mod;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuFuncGetName(const char **name, CUfunction f) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (!name)
    return CUDA_ERROR_INVALID_VALUE;
  *name = f->k->name;
  return CUDA_SUCCESS;
}

DRV_EXPORT CUresult cuFuncGetParamInfo(CUfunction f, size_t index,
                                       size_t *offset, size_t *size) {
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  if (!offset || !size || index >= f->k->nparams)
    return CUDA_ERROR_INVALID_VALUE;
  size_t o = 0;
  for (size_t i = 0;; i++) {
    size_t a = f->k->param_aligns[i] ? f->k->param_aligns[i] : 1;
    o = (o + a - 1) / a * a;
    if (i == index)
      break;
    o += f->k->param_sizes[i];
  }
  *offset = o;
  *size = f->k->param_sizes[index];
  return CUDA_SUCCESS;
}
