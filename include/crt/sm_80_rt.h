/* cucc: NVIDIA's <crt/sm_80_rt.h>, runtime functions of sm_80.
 * cuda_runtime.h (which cucc includes in every .cu file) declares all of
 * it; this header exists so that programs that include it compile. */
#ifndef __SM_80_RT_H__
#define __SM_80_RT_H__
#include "cuda_runtime.h"
#endif
