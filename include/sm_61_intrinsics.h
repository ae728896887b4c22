/* cucc: NVIDIA's <sm_61_intrinsics.h>, intrinsics of sm_61 (__dp4a, __dp2a).
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __SM_61_INTRINSICS_H__
#define __SM_61_INTRINSICS_H__
#include "cuda_runtime.h"
#endif
