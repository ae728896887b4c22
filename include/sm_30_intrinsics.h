/* cucc: NVIDIA's <sm_30_intrinsics.h>, intrinsics of sm_30 (the warp shuffles).
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __SM_30_INTRINSICS_H__
#define __SM_30_INTRINSICS_H__
#include "cuda_runtime.h"
#endif
