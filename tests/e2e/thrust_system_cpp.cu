// cucc-flags: --cucc-target-cpu=native -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CPP
// Thrust with its serial CPP device system: the program of
// thrust_system_omp.cu.
#include "thrust_system_omp.cu"
