/* Device lowering: turns the NVPTX LLVM IR that clang emits for the device
 * side of a .cu file into a CPU object implementing the cucc_abi.h contract. */
#ifndef CUCC_LOWER_H
#define CUCC_LOWER_H

typedef struct cucc_lower_opts {
  const char *input_bc;   /* clang's device-side bitcode (nvptx64) */
  const char *support_bc; /* device support library bitcode (host target) */
  const char *output_obj; /* CPU object file to write */
  const char *output_ll;  /* optional: lowered IR, for --keep */
  unsigned arch;          /* __CUDA_ARCH__, e.g. 800 */
  int opt_level;          /* 0..3 */
  int debug;              /* 0: none, 1: line tables (-g), 2: full (-G:
                             device functions stay functions, no regions) */
  const char *include_dir; /* cucc's headers: -G leaves their FMA
                              contraction (they emulate the hardware) */
} cucc_lower_opts;

/* Returns 0 on success; on failure returns -1 and sets *err to a malloc'ed
 * message. */
int cucc_lower(const cucc_lower_opts *opts, char **err);

#endif
