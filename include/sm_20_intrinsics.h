/* cucc: NVIDIA's <sm_20_intrinsics.h>, intrinsics of sm_20 (__ballot, __syncthreads_count, ...).
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __SM_20_INTRINSICS_H__
#define __SM_20_INTRINSICS_H__
#include "cuda_runtime.h"
#endif
