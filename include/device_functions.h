/* cucc: device functions available to kernels (barriers for now);
 * cuda_runtime.h includes this already. */
#ifndef CUCC_DEVICE_FUNCTIONS_H
#define CUCC_DEVICE_FUNCTIONS_H

#include "crt/cucc_sync_functions.h"

#endif /* CUCC_DEVICE_FUNCTIONS_H */
