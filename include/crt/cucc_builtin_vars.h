/* cucc: the built-in variables threadIdx, blockIdx, blockDim, gridDim and
 * warpSize. Each of the first four is an object of an empty struct whose x, y
 * and z members are properties: reading threadIdx.x calls __cucc_tid_x(), an
 * external device function that the lowering pass replaces (see
 * docs/DEVICE_ABI.md). The objects can be converted to uint3/dim3 but cannot
 * be copied, assigned or have their address taken. CUDA mode only. */
#ifndef CUCC_CRT_BUILTIN_VARS_H
#define CUCC_CRT_BUILTIN_VARS_H

#if defined(__CUCC_CUDA_MODE__)

#include "crt/host_defines.h"
#include "vector_types.h"

#define __CUCC_BUILTIN_READER __device__ __attribute__((const, nothrow))

extern "C" {
__CUCC_BUILTIN_READER unsigned int __cucc_tid_x(void);
__CUCC_BUILTIN_READER unsigned int __cucc_tid_y(void);
__CUCC_BUILTIN_READER unsigned int __cucc_tid_z(void);
__CUCC_BUILTIN_READER unsigned int __cucc_ntid_x(void);
__CUCC_BUILTIN_READER unsigned int __cucc_ntid_y(void);
__CUCC_BUILTIN_READER unsigned int __cucc_ntid_z(void);
__CUCC_BUILTIN_READER unsigned int __cucc_ctaid_x(void);
__CUCC_BUILTIN_READER unsigned int __cucc_ctaid_y(void);
__CUCC_BUILTIN_READER unsigned int __cucc_ctaid_z(void);
__CUCC_BUILTIN_READER unsigned int __cucc_nctaid_x(void);
__CUCC_BUILTIN_READER unsigned int __cucc_nctaid_y(void);
__CUCC_BUILTIN_READER unsigned int __cucc_nctaid_z(void);
}

#undef __CUCC_BUILTIN_READER

/* One read-only component: `FIELD` reads through the static getter. */
#define __CUCC_BUILTIN_FIELD(FIELD, READER)                                    \
  __declspec(property(get = __get_##FIELD)) unsigned int FIELD;                \
  static __device__ __forceinline__ unsigned int __get_##FIELD(void) {         \
    return READER();                                                           \
  }

/* The object behaves like a uint3 for reading only. */
#define __CUCC_BUILTIN_STRUCT(NAME, PREFIX)                                    \
  struct NAME {                                                                \
    typedef void __cucc_builtin_var_tag;                                       \
    __CUCC_BUILTIN_FIELD(x, PREFIX##_x)                                        \
    __CUCC_BUILTIN_FIELD(y, PREFIX##_y)                                        \
    __CUCC_BUILTIN_FIELD(z, PREFIX##_z)                                        \
    __device__ __forceinline__ operator uint3() const {                        \
      uint3 __cucc_r;                                                          \
      __cucc_r.x = PREFIX##_x();                                               \
      __cucc_r.y = PREFIX##_y();                                               \
      __cucc_r.z = PREFIX##_z();                                               \
      return __cucc_r;                                                         \
    }                                                                          \
    __device__ __forceinline__ operator dim3() const {                         \
      return dim3(PREFIX##_x(), PREFIX##_y(), PREFIX##_z());                   \
    }                                                                          \
                                                                               \
  private:                                                                     \
    __device__ NAME() = delete;                                                \
    __device__ NAME(const NAME &) = delete;                                    \
    __device__ void operator=(const NAME &) const = delete;                    \
    __device__ NAME *operator&() const = delete;                               \
  }

__CUCC_BUILTIN_STRUCT(__cucc_builtin_threadIdx_t, __cucc_tid);
__CUCC_BUILTIN_STRUCT(__cucc_builtin_blockDim_t, __cucc_ntid);
__CUCC_BUILTIN_STRUCT(__cucc_builtin_blockIdx_t, __cucc_ctaid);
__CUCC_BUILTIN_STRUCT(__cucc_builtin_gridDim_t, __cucc_nctaid);

#undef __CUCC_BUILTIN_STRUCT
#undef __CUCC_BUILTIN_FIELD

/* Never defined: every use goes through the static getters or the
 * always-inline conversions, so no object is ever read. */
#define __CUCC_BUILTIN_VAR extern const __device__ __attribute__((weak))
__CUCC_BUILTIN_VAR __cucc_builtin_threadIdx_t threadIdx;
__CUCC_BUILTIN_VAR __cucc_builtin_blockIdx_t blockIdx;
__CUCC_BUILTIN_VAR __cucc_builtin_blockDim_t blockDim;
__CUCC_BUILTIN_VAR __cucc_builtin_gridDim_t gridDim;
#undef __CUCC_BUILTIN_VAR

/* The warp size is 32 on every device (and in cucc). */
__device__ const int warpSize = 32;

#endif /* __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_BUILTIN_VARS_H */
