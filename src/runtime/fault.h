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

#endif
