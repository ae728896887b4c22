/* cucc: NVIDIA's <sm_35_atomic_functions.h>, atomic functions of sm_35.
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __SM_35_ATOMIC_FUNCTIONS_H__
#define __SM_35_ATOMIC_FUNCTIONS_H__
#include "cuda_runtime.h"
#endif
