/* cucc: NVIDIA's <sm_60_atomic_functions.h>, atomic functions of sm_60 (double atomicAdd, the _block and _system scopes).
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __SM_60_ATOMIC_FUNCTIONS_H__
#define __SM_60_ATOMIC_FUNCTIONS_H__
#include "cuda_runtime.h"
#endif
