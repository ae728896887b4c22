/* cucc: profiler control (accepted and ignored by the runtime). */
#ifndef CUCC_CUDA_PROFILER_API_H
#define CUCC_CUDA_PROFILER_API_H

#include "cuda_runtime_api.h"

__CUCC_EXTERN_C_BEGIN
extern __host__ cudaError_t cudaProfilerStart(void);
extern __host__ cudaError_t cudaProfilerStop(void);
__CUCC_EXTERN_C_END

#endif /* CUCC_CUDA_PROFILER_API_H */
