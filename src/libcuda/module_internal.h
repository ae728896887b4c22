/* Modules, functions and JIT options, shared by module.c, library.c,
 * launch.c and link.c. */
#ifndef CUCC_DRV_MODULE_INTERNAL_H
#define CUCC_DRV_MODULE_INTERNAL_H

#include "drv.h"

#define DRV_FUNC_MAGIC 0x434e5546u
#define DRV_MAX_IMAGES 64
#define DRV_PARAM_BYTES 4096 /* the legacy cuParamSet* buffer */

struct CUfunc_st {
  uint32_t magic; /* DRV_FUNC_MAGIC while its module is loaded */
  struct CUmod_st *mod;
  const cucc_kernel_info *k;
  /* the legacy launch API: cuFuncSetBlockShape, cuParamSet* */
  int block[3];
  unsigned shared;
  unsigned param_size;
  _Alignas(16) char params[DRV_PARAM_BYTES];
};

struct CUmod_st {
  core_ctx *ctx;       /* the context that owns it (NULL: a library's) */
  bool library;        /* unloaded with its library only */
  rt_module *img[DRV_MAX_IMAGES];
  unsigned nimg;
  struct CUfunc_st *funcs;
  unsigned nfuncs;
  void **vars;         /* variables entered in the memory table */
  unsigned nvars;
  struct CUmod_st *next;
};

/* texref.c: the texture references of a module being unloaded */
void drv_texrefs_unload(CUmodule m);
CUresult drv_read_file(const char *path, char **data, size_t *size);
CUresult drv_function_check(CUfunction f);
CUresult drv_module_global(CUmodule m, const char *name, CUdeviceptr *dptr,
                           size_t *bytes);

typedef struct drv_jit_logs {
  char *err, *info;
  size_t err_size, info_size;
  void **err_size_slot, **info_size_slot, **wall;
} drv_jit_logs;
CUresult drv_jit_options(unsigned n, const CUjit_option *opt, void **val,
                         drv_jit_logs *logs);
/* writes err_text (NULL: success) and the sizes used back */
void drv_jit_logs_finish(drv_jit_logs *l, const char *err_text);

#endif
