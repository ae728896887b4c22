/* cucc: the built-in variables (threadIdx, blockIdx, blockDim, gridDim,
 * warpSize); cuda_runtime.h includes this already. */
#ifndef CUCC_DEVICE_LAUNCH_PARAMETERS_H
#define CUCC_DEVICE_LAUNCH_PARAMETERS_H
/* NVIDIA's guard, tested by programs such as cuda-samples */
#define __DEVICE_LAUNCH_PARAMETERS_H__

#include "crt/cucc_builtin_vars.h"

#endif /* CUCC_DEVICE_LAUNCH_PARAMETERS_H */
