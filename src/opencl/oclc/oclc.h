/* Internal interfaces of cucc's OpenCL C compiler (lib/cucc/oclc). */
#ifndef CUCC_OCLC_H
#define CUCC_OCLC_H

#include <llvm-c/Core.h>

/* The built-in library's definitions become linkonce_odr, so that a link
 * takes only the ones a program uses. */
void ocl_prepare_library(LLVMModuleRef lib);

/* printf.c: OpenCL's vector conversions in printf calls spread into C's */
void ocl_lower_printf(LLVMModuleRef m);

/* Gives every OpenCL kernel of m the entry cucc's lowering and
 * libcucc_opencl expect (kernel_abi.c): a wrapper of the kernel's name whose
 * __local pointer parameters are offsets into the dynamic local memory and
 * which takes the global offsets and the work dimension as four more
 * parameters; writes the kernels' argument information into the exported
 * string `__cucc_ocl_kernels`. 0, or -1 with *err (malloc'ed). */
int ocl_kernel_abi(LLVMModuleRef m, char **err);

#endif
