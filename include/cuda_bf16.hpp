/* cucc: compatibility path; everything lives in cuda_bf16.h. */
#include "cuda_bf16.h"
