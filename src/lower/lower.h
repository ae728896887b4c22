/* Device lowering: turns the NVPTX LLVM IR that clang emits for the device
 * side of a .cu file into CPU objects implementing the cucc_abi.h contract:
 * lowered once (cucc_lower_module), then optimized and compiled once per
 * ISA level (cucc_codegen). */
#ifndef CUCC_LOWER_H
#define CUCC_LOWER_H

#include <stdint.h>

typedef struct cucc_lower_opts {
  const char *input_bc;   /* clang's device-side bitcode (nvptx64) */
  const char *support_bc; /* device support library bitcode (host target) */
  const char *output_ll;  /* optional: lowered IR before optimization
                             (--keep), written to output_ll */
  unsigned arch;          /* __CUDA_ARCH__, e.g. 800 */
  int opt_level;          /* 0..3 */
  int debug;              /* 0: none, 1: line tables (-g), 2: full (-G:
                             device functions stay functions, no regions) */
  const char *include_dir; /* cucc's headers: -G leaves their FMA
                              contraction (they emulate the hardware) */
  unsigned sanitize;      /* nonzero: checks of cucc-sanitizer
                             (sanitize_*.c, docs/SANITIZER.md) */
} cucc_lower_opts;

/* One CPU target of the device code (isa.c). */
typedef struct cucc_target {
  char cpu[32];         /* LLVM CPU name */
  char *features;       /* LLVM feature string ("": the CPU's own) */
  uint32_t isa;         /* enum cucc_isa: what a CPU must have to run it */
  uint32_t flags;       /* CUCC_IMAGE_NATIVE */
} cucc_target;

/* The targets `spec` names: NULL, "" or "portable": every level of the
 * host's architecture that cucc compiles for by default (x86-64: x86-64,
 * x86-64-v3, x86-64-v4); "native": the build machine's CPU; or a comma list
 * of level names (x86-64, x86-64-v2, x86-64-v3, x86-64-v4; armv8-a,
 * armv8-a+lse). Sorted by level. 0, or -1 with *err set (malloc'ed). */
int cucc_targets(const char *spec, cucc_target **out, unsigned *n,
                 char **err);
void cucc_targets_free(cucc_target *t, unsigned n);

typedef struct cucc_lowered cucc_lowered;

/* Lowers the device bitcode once, for any target of the host's
 * architecture. Returns 0 on success; on failure returns -1 and sets *err
 * to a malloc'ed message. */
int cucc_lower_module(const cucc_lower_opts *opts, cucc_lowered **out,
                      char **err);

/* Optimizes a copy of the lowered module for target t and writes the PIC
 * object `obj` (and its final IR to `ll` when not NULL). 0, or -1 with *err
 * set. */
int cucc_codegen(cucc_lowered *m, const cucc_target *t, const char *obj,
                 const char *ll, char **err);

void cucc_lowered_free(cucc_lowered *m);

#endif
