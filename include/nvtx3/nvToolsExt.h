/* cucc: NVTX v3 under its own path (NVIDIA ships it as nvtx3/). */
#include "../nvToolsExt.h"
