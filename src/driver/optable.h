/* The table of nvcc's options (optable.c): every option of nvcc 13's
 * --help, its spellings, its value, and what cucc does with it. The parser
 * (options.c), `cucc --help` and docs/NVCC_OPTIONS.md all come from it. */
#ifndef CUCC_OPTABLE_H
#define CUCC_OPTABLE_H

#include <stdbool.h>

typedef enum opt_id {
  O_IGNORE,   /* accepted; no effect on a CPU (the value, if any, is read) */
  O_BOOL_IGNORE, /* accepted, value must be true or false */
  O_UNSUPPORTED, /* accepted, then a clear error */
  O_CUDA, O_CUBIN, O_FATBIN, O_PTX, O_LTOIR, O_E, O_M, O_MM, O_MD, O_MMD,
  O_MF, O_MP, O_MT, O_C, O_DC, O_DW, O_DLINK, O_LINK, O_LIB, O_RUN,
  O_OUTPUT, O_INCLUDE, O_LIBRARY, O_DEFINE, O_UNDEF, O_INCPATH, O_ISYSTEM,
  O_LIBPATH, O_ODIR, O_CCBIN, O_ARBIN, O_CUDART, O_CUDADEVRT, O_PG, O_G,
  O_DEVG, O_LINEINFO, O_OPT, O_TEMPLATE_BT, O_TEMPLATE_DEPTH, O_NOEH, O_SHARED, O_X,
  O_STD, O_RELAXED_CONSTEXPR, O_EXT_LAMBDA, O_MACHINE, O_XCOMPILER,
  O_XLINKER, O_XARCHIVE, O_FWD_HOST, O_FWD_LINK, O_FWD_OPTS, O_DRYRUN,
  O_VERBOSE, O_NUMBER, O_SYNTAX_ONLY, O_KEEP, O_KEEP_DIR, O_CLEAN,
  O_RUN_ARGS, O_ARCH, O_CODE, O_GENCODE, O_RDC, O_FAST_MATH, O_FTZ,
  O_PREC_DIV, O_PREC_SQRT, O_FMAD, O_DEFAULT_STREAM, O_NOWARN, O_WREORDER,
  O_WNO_DEPRECATED, O_WERROR, O_LIST_CODE, O_LIST_ARCH, O_FRANDOM_SEED,
  O_HELP, O_VERSION, O_CUDA_VERSION, O_TARGET_CPU, O_OPTF
} opt_id;

typedef struct optdef {
  const char *lng;  /* long name without its dashes: "output-file" */
  const char *shrt; /* short name without its dash ("o"), or NULL */
  const char *arg;  /* the value as --help shows it, NULL when none; a
                       trailing ",..." means a comma-separated list */
  opt_id id;
  const char *does; /* what cucc does with it */
} optdef;

extern const optdef cucc_options[];

/* The option called `name` (long or short, without dashes), or NULL. */
const optdef *find_option(const char *name);
/* The single-letter option whose value may be glued to it (-DX, -O3). */
const optdef *find_glued_option(const char *arg);
void print_help(void);
void print_options_markdown(void);
void print_gpu_list(bool code);

#endif
