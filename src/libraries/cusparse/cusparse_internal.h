/* cucc: libcusparse's handle and descriptors (sparse CSR/CSC/COO, dense
 * vectors and matrices, SpGEMM state); operations copy the descriptors and
 * run in the handle's stream. */
#ifndef CUCC_CUSPARSE_INTERNAL_H
#define CUCC_CUSPARSE_INTERNAL_H

#include "cusparse.h"
#include "../common/libs_stream.h"

struct cusparseContext {
  cudaStream_t stream;
  cusparsePointerMode_t pmode;
};
struct cusparseMatDescr {
  cusparseMatrixType_t type;
  cusparseFillMode_t fill;
  cusparseDiagType_t diag;
  cusparseIndexBase_t base;
};
struct cusparseSpMatDescr {
  cusparseFormat_t fmt;
  int64_t rows, cols, nnz;
  void *p0, *p1, *vals; /* CSR: offsets, columns; CSC: offsets, rows; COO: rows, columns */
  cusparseIndexType_t t0, t1;
  cusparseIndexBase_t base;
  cudaDataType vtype;
  cusparseFillMode_t fill;
  cusparseDiagType_t diag;
};
struct cusparseDnVecDescr {
  int64_t size;
  void *values;
  cudaDataType vtype;
};
struct cusparseDnMatDescr {
  int64_t rows, cols, ld;
  void *values;
  cudaDataType vtype;
  cusparseOrder_t order;
};

static inline int64_t sp_ix(const void *p, cusparseIndexType_t t, int64_t i) {
  return t == CUSPARSE_INDEX_64I ? ((const int64_t *)p)[i]
         : t == CUSPARSE_INDEX_16U ? ((const uint16_t *)p)[i] : ((const int32_t *)p)[i];
}
static inline int sp_vsize(cudaDataType t) {
  return t == CUDA_R_32F ? 4 : t == CUDA_R_64F || t == CUDA_C_32F ? 8 : t == CUDA_C_64F ? 16 : 0;
}

#define SP_CHECK_HANDLE(h) do { if (!(h)) return CUSPARSE_STATUS_NOT_INITIALIZED; } while (0)
#define SP_REQUIRE(c) do { if (!(c)) return CUSPARSE_STATUS_INVALID_VALUE; } while (0)

cusparseStatus_t sp_run(cusparseHandle_t h, libs_work_fn fn, const void *args, size_t size);

#endif
