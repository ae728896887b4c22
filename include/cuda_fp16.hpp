/* cucc: compatibility path; everything lives in cuda_fp16.h. */
#include "cuda_fp16.h"
