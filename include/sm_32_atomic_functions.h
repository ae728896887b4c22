/* cucc: NVIDIA's <sm_32_atomic_functions.h>, 64-bit atomicMin/Max/And/Or/Xor of sm_32.
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __SM_32_ATOMIC_FUNCTIONS_H__
#define __SM_32_ATOMIC_FUNCTIONS_H__
#include "cuda_runtime.h"
#endif
