/* Recovery from memory faults in kernels (fault.c). */
#ifndef CUCC_FAULT_H
#define CUCC_FAULT_H

#include <setjmp.h>

#include "../common/cucc_abi.h"

/* Installs the handler (once) and this thread's alternate signal stack. */
void rt_fault_prepare_thread(void);
/* While armed, a fault on this thread jumps to j with value 1. */
void rt_fault_arm(sigjmp_buf *j);
void rt_fault_disarm(void);
/* After the jump: resets the fiber state, prints where, sets the sticky
 * cudaErrorIllegalAddress. */
void rt_fault_report(const char *kernel, cucc_dim3 block);

/* Device code that stops its kernel (a failed assert, __trap, __brkpt:
 * device_abort.c) leaves the block at once: a jump to the armed point with
 * value 2. Never returns. */
_Noreturn void rt_fault_leave_block(void);
/* After that jump: drops the block's fibers and prints what happened
 * (device_abort.c). */
void rt_abort_report(const char *kernel, cucc_dim3 block);

/* The demangled form of a C++ name (malloc'ed), or NULL. */
char *rt_demangle(const char *name);

#endif
