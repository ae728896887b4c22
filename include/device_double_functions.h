/* cucc: NVIDIA's <device_double_functions.h>, the double-precision intrinsics.
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __DEVICE_DOUBLE_FUNCTIONS_H__
#define __DEVICE_DOUBLE_FUNCTIONS_H__
#include "cuda_runtime.h"
#endif
