/* cucc: NVIDIA's <device_atomic_functions.h>, the atomic functions.
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __DEVICE_ATOMIC_FUNCTIONS_H__
#define __DEVICE_ATOMIC_FUNCTIONS_H__
#include "cuda_runtime.h"
#endif
