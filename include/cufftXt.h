/* cucc: cuFFT's Xt basics (cufftXt.h): 64-bit plans with data types and
 * their execution, on one device (docs/LIBRARIES.md). */
#ifndef _CUFFTXT_H_
#define _CUFFTXT_H_

#include "cufft.h"

#if defined(__cplusplus)
extern "C" {
#endif

typedef enum cufftXtSubFormat_t {
  CUFFT_XT_FORMAT_INPUT = 0x00,
  CUFFT_XT_FORMAT_OUTPUT = 0x01,
  CUFFT_XT_FORMAT_INPLACE = 0x02,
  CUFFT_XT_FORMAT_INPLACE_SHUFFLED = 0x03,
  CUFFT_XT_FORMAT_1D_INPUT_SHUFFLED = 0x04,
  CUFFT_XT_FORMAT_DISTRIBUTED_INPUT = 0x05,
  CUFFT_XT_FORMAT_DISTRIBUTED_OUTPUT = 0x06,
  CUFFT_FORMAT_UNDEFINED = 0x07
} cufftXtSubFormat;

cufftResult CUFFTAPI cufftXtMakePlanMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                         long long int istride, long long int idist, cudaDataType inputtype,
                                         long long int *onembed, long long int ostride, long long int odist,
                                         cudaDataType outputtype, long long int batch, size_t *workSize,
                                         cudaDataType executiontype);
cufftResult CUFFTAPI cufftXtGetSizeMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                        long long int istride, long long int idist, cudaDataType inputtype,
                                        long long int *onembed, long long int ostride, long long int odist,
                                        cudaDataType outputtype, long long int batch, size_t *workSize,
                                        cudaDataType executiontype);
cufftResult CUFFTAPI cufftXtExec(cufftHandle plan, void *input, void *output, int direction);
cufftResult CUFFTAPI cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs);
cufftResult CUFFTAPI cufftXtSetWorkArea(cufftHandle plan, void **workArea);

#if defined(__cplusplus)
}
#endif
#endif /* _CUFFTXT_H_ */
