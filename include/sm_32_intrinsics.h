/* cucc: NVIDIA's <sm_32_intrinsics.h>, intrinsics of sm_32 (__ldg, __ldcg, funnel shifts, ...).
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __SM_32_INTRINSICS_H__
#define __SM_32_INTRINSICS_H__
#include "cuda_runtime.h"
#endif
