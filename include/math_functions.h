/* cucc: NVIDIA's <math_functions.h>, the device math functions.
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __MATH_FUNCTIONS_H__
#define __MATH_FUNCTIONS_H__
#include "cuda_runtime.h"
#endif
