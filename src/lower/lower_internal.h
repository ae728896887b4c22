/* Shared declarations of the lowering passes (src/lower). */
#ifndef CUCC_LOWER_INTERNAL_H
#define CUCC_LOWER_INTERNAL_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <stdbool.h>
#include <stdint.h>

#include "../common/cucc_abi.h"

enum { AS_GENERIC = 0, AS_GLOBAL = 1, AS_SHARED = 3, AS_CONSTANT = 4 };

/* Built-in readers recognized by name (docs/DEVICE_ABI.md). */
enum builtin_id {
  BI_TID_X,
  BI_TID_Y,
  BI_TID_Z,
  BI_NTID_X,
  BI_NTID_Y,
  BI_NTID_Z,
  BI_CTAID_X,
  BI_CTAID_Y,
  BI_CTAID_Z,
  BI_NCTAID_X,
  BI_NCTAID_Y,
  BI_NCTAID_Z,
  BI_COUNT,
  BI_NONE = -1
};

typedef struct kernel {
  LLVMValueRef fn;    /* the original kernel */
  LLVMValueRef entry; /* the generated entry */
  char *name;
  bool fiber;
  bool ftz;              /* --ftz: the entry runs with denormals flushed */
  bool region_candidate; /* regions.c is about to rebuild its entry */
  bool builtins_done;    /* replace_builtins has seen its entry */
  unsigned nparams;
  uint32_t *param_sizes, *param_aligns;
  uint32_t static_smem;
  uint32_t max_threads;
  /* loop kernels: induction variables (x, y, z) */
  LLVMValueRef iv[3];
  /* loop kernels made of regions (regions.c): each region's variables */
  unsigned nregions;
  LLVMValueRef (*region_iv)[3];
} kernel;

typedef struct lower {
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMTargetMachineRef tm;
  LLVMTargetDataRef td;
  LLVMTypeRef i8, i32, i64, ptr, voidt;
  kernel *kernels;
  unsigned nkernels;
  unsigned arch;
  int debug;               /* cucc_lower_opts.debug */
  const char *include_dir; /* cucc_lower_opts.include_dir */
  char *err;
} lower;

/* Visits every instruction `in` (in block `bb`) of function fn. */
#define FOR_EACH_INSTRUCTION(fn, bb, in)                                       \
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;                  \
       bb = LLVMGetNextBasicBlock(bb))                                         \
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;                    \
         in = LLVMGetNextInstruction(in))

/* shift_amounts.c: constant vector shift amounts made all in range (a
 * workaround for LLVM 19's X86 back end), after optimization */
void fix_shift_amounts(lower *L);

/* lower.c: runs an LLVM pass pipeline over the module (0, or -1 with
 * L->err set) */
int run_passes(lower *L, const char *passes);

/* util.c */
void lower_fail(lower *L, const char *fmt, ...);
int builtin_of_callee(LLVMValueRef callee);
LLVMValueRef called_function(LLVMValueRef call);
/* v as a constant of type ty (an integer or a vector of integers). */
LLVMValueRef splat_int(LLVMTypeRef ty, unsigned long long v);
LLVMValueRef get_or_declare(lower *L, const char *name, LLVMTypeRef fnty);
LLVMValueRef field_ptr(lower *L, LLVMBuilderRef b, LLVMValueRef base,
                       unsigned offset);
LLVMValueRef load_u32(lower *L, LLVMBuilderRef b, LLVMValueRef base,
                      unsigned offset);
void position_at_entry(LLVMBuilderRef b, LLVMValueRef fn);
bool mentions_global(LLVMValueRef v, LLVMValueRef g);
/* Rewrites operands of every instruction of fn that refer (directly or
 * through constant expressions) to a global in `globals`; `repl(i)` gives the
 * replacement value for globals[i] valid at the function's entry. */
typedef LLVMValueRef (*repl_fn)(void *arg, unsigned i);
void replace_globals_in_function(lower *L, LLVMValueRef fn,
                                 LLVMValueRef *globals, unsigned n,
                                 repl_fn repl, void *arg);
void remove_string_fn_attr(LLVMValueRef fn, const char *name);
/* function attributes without a value (noinline, optnone, ...) */
void add_fn_attr(lower *L, LLVMValueRef f, const char *name);
bool has_fn_attr(LLVMValueRef f, const char *name);

/* kernels.c */
int find_kernels(lower *L);
int build_entries(lower *L);
int replace_builtins(lower *L);
/* Does fn reach a block barrier or warp collective through direct calls? */
bool function_reaches_barrier(lower *L, LLVMValueRef fn);
/* regions.c: kernels with __syncthreads() become loop kernels where it can */
int form_regions(lower *L);
/* region_prep.c */
void split_before(lower *L, LLVMValueRef fn, LLVMValueRef in, const char *name,
                  bool always);
void sink_builtins(lower *L, LLVMValueRef fn);
void demote_to_slots(lower *L, LLVMValueRef fn);
/* pmap.c: pointer -> pointer map (NULL: absent) */
typedef struct {
  const void **key;
  void **val;
  size_t cap, n;
} pmap;
void pm_put(pmap *m, const void *k, void *v);
void *pm_get(const pmap *m, const void *k);
void pm_free(pmap *m);

/* debug_info.c: -g/-G debug info of the generated code; -G's built-in
 * variables as locals of every device function */
int debug_info_functions(lower *L);
int debug_info_prepare(lower *L); /* after build_entries */
void debug_info_finish(lower *L); /* before the last verification */
/* -G: fn's __shared__ variable g now lives at the block's smem + off (or
 * dyn_smem): described as a local of fn */
void debug_info_shared_var(lower *L, LLVMValueRef fn, LLVMValueRef g,
                           bool dynamic, uint64_t off);

/* warp_markers.c: does kernel fn use volatile __shared__ memory
 * (warp-synchronous code, which becomes a region kernel)? */
bool warp_synchronous_kernel(lower *L, LLVMValueRef fn);

/* lockstep.c */
int insert_lockstep_points(lower *L);

/* shared.c */
int lower_shared_memory(lower *L);

/* managed.c: device accesses to __managed__ variables go through a pointer
 * the runtime aims at the host shadow */
int lower_managed_variables(lower *L);

/* modinfo.c */
int emit_module_info(lower *L);

/* safe_div.c: integer division by zero and INT_MIN / -1 give the GPU's
 * values instead of trapping */
int make_division_safe(lower *L);

/* fp_to_int.c: float-to-integer conversions as on the GPU (saturating) */
int lower_fp_to_int(lower *L);

/* fp_modes.c: math calls to intrinsics, -use_fast_math substitutions,
 * --ftz kernel entries, FMA contraction */
int lower_math_calls(lower *L);
int lower_fp_contract(lower *L);

int lower_ftz_entries(lower *L);
void mark_ftz_kernels(lower *L); /* before the kernels are inlined */
/* textures.c: texture descriptors of kernel-uniform handles are resolved
 * once per block in loop kernels */
int lower_texture_objects(lower *L);

/* inline_ptx.c: asm statements translated to IR (docs/INLINE_PTX.md);
 * check_inline_ptx reports those left untranslated in reachable code */
int lower_inline_ptx(lower *L);
int check_inline_ptx(lower *L);
int lower_ptx_exit(lower *L); /* after build_entries: `exit` returns */

#endif
