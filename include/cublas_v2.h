/* cucc: cuBLAS's v2 API header: the handle-based API of cublas_api.h, and
 * the `_v2` names that NVIDIA's headers map to (some programs call them). */
#ifndef CUBLAS_V2_H_
#define CUBLAS_V2_H_

#include "cublas_api.h"

#define cublasCreate_v2 cublasCreate
#define cublasDestroy_v2 cublasDestroy
#define cublasGetVersion_v2 cublasGetVersion
#define cublasSetStream_v2 cublasSetStream
#define cublasGetStream_v2 cublasGetStream
#define cublasGetPointerMode_v2 cublasGetPointerMode
#define cublasSetPointerMode_v2 cublasSetPointerMode
#define cublasSgemm_v2 cublasSgemm
#define cublasDgemm_v2 cublasDgemm
#define cublasCgemm_v2 cublasCgemm
#define cublasZgemm_v2 cublasZgemm
#define cublasSgemv_v2 cublasSgemv
#define cublasDgemv_v2 cublasDgemv
#define cublasSaxpy_v2 cublasSaxpy
#define cublasDaxpy_v2 cublasDaxpy
#define cublasSdot_v2 cublasSdot
#define cublasDdot_v2 cublasDdot
#define cublasSnrm2_v2 cublasSnrm2
#define cublasDnrm2_v2 cublasDnrm2
#define cublasSscal_v2 cublasSscal
#define cublasDscal_v2 cublasDscal
#define cublasScopy_v2 cublasScopy
#define cublasDcopy_v2 cublasDcopy
#define cublasStrsm_v2 cublasStrsm
#define cublasDtrsm_v2 cublasDtrsm

#endif /* CUBLAS_V2_H_ */
