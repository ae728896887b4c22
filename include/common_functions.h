/* cucc: NVIDIA's <common_functions.h>, the functions common to host and device.
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __COMMON_FUNCTIONS_H__
#define __COMMON_FUNCTIONS_H__
#include "cuda_runtime.h"
#endif
