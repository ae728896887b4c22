/* cucc: device-side enumerations shared with the host (rounding modes). */
#ifndef CUCC_DEVICE_TYPES_H
#define CUCC_DEVICE_TYPES_H

#include "crt/host_defines.h"

enum __device_builtin__ cudaRoundMode {
  cudaRoundNearest,
  cudaRoundZero,
  cudaRoundPosInf,
  cudaRoundMinInf
};

#endif /* CUCC_DEVICE_TYPES_H */
