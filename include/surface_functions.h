/* cucc: NVIDIA's surface_functions.h: the device-side surface functions
 * (crt/cucc_surface_functions.h, also included by cuda_runtime.h). */
#ifndef CUCC_SURFACE_FUNCTIONS_H
#define CUCC_SURFACE_FUNCTIONS_H

#include "surface_types.h"
#include "crt/cucc_surface_functions.h"

#endif
