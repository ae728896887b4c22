/* cucc: device functions available to kernels (barriers, fences, warp functions);
 * cuda_runtime.h includes this already. */
#ifndef CUCC_DEVICE_FUNCTIONS_H
#define CUCC_DEVICE_FUNCTIONS_H

#include "crt/cucc_sync_functions.h"
#include "crt/cucc_warp_functions.h"

#endif /* CUCC_DEVICE_FUNCTIONS_H */
