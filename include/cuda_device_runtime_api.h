/* cucc: the device-side runtime API (dynamic parallelism). cucc does not
 * support launching kernels from device code, so this header only exists for
 * programs and headers that include it by name. */
#ifndef CUCC_CUDA_DEVICE_RUNTIME_API_H
#define CUCC_CUDA_DEVICE_RUNTIME_API_H

#include "crt/host_defines.h"

#endif /* CUCC_CUDA_DEVICE_RUNTIME_API_H */
