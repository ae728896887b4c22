/* cucc: NVIDIA's texture_indirect_functions.h: the texture fetch functions, which
 * cuda_runtime.h already brings in (crt/cucc_texture_fetch.h). */
#include "cuda_runtime.h"
