/* cucc: all the built-in data types of the runtime in one include. */
#ifndef CUCC_BUILTIN_TYPES_H
#define CUCC_BUILTIN_TYPES_H
/* NVIDIA's guard, tested by programs such as cuda-samples */
#define __BUILTIN_TYPES_H__

#include "device_types.h"
#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "vector_types.h"

#endif /* CUCC_BUILTIN_TYPES_H */
