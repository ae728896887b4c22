/* cucc: warp functions with CUDA 12 semantics: __syncwarp, __activemask,
 * __shfl*_sync, __ballot/__any/__all_sync, __match_any/all_sync and
 * __reduce_*_sync, and the legacy unsynchronized forms for architectures
 * below 7.0. All are one call, __cucc_warp(op, mask, value, arg, width),
 * to the runtime's warp collective (enum cucc_warp_op of
 * src/common/cucc_abi.h); the lowering cuts kernels at these calls
 * (docs/WARP_LOWERING.md). CUDA mode only. */
#ifndef CUCC_CRT_WARP_FUNCTIONS_H
#define CUCC_CRT_WARP_FUNCTIONS_H

#if defined(__CUCC_CUDA_MODE__)

#include "crt/host_defines.h"

extern "C" __device__ __attribute__((convergent, nothrow)) unsigned long long
__cucc_warp(int __op, unsigned __mask, unsigned long long __value, int __arg,
            int __width);

namespace __cucc_warp_impl {
enum {
  __W_SYNC = 0, __W_SHFL_IDX, __W_SHFL_UP, __W_SHFL_DOWN, __W_SHFL_XOR, __W_BALLOT, __W_ANY, __W_ALL,
  __W_MATCH_ANY, __W_MATCH_ALL, __W_REDUCE_ADD, __W_REDUCE_MIN_S, __W_REDUCE_MIN_U, __W_REDUCE_MAX_S,
  __W_REDUCE_MAX_U, __W_REDUCE_AND, __W_REDUCE_OR, __W_REDUCE_XOR, __W_ACTIVEMASK,
  __W_CONVERGED
};

template <typename __T>
__device__ __forceinline__ unsigned long long bits(__T __cucc_v) {
  static_assert(sizeof(__T) == 2 || sizeof(__T) == 4 || sizeof(__T) == 8,
                "2-, 4- or 8-byte types");
  if (sizeof(__T) == 2) {
    unsigned short __cucc_u;
    __builtin_memcpy(&__cucc_u, &__cucc_v, 2);
    return __cucc_u;
  }
  if (sizeof(__T) == 4) {
    unsigned __cucc_u;
    __builtin_memcpy(&__cucc_u, &__cucc_v, 4);
    return __cucc_u;
  }
  unsigned long long __cucc_u;
  __builtin_memcpy(&__cucc_u, &__cucc_v, sizeof(__T));
  return __cucc_u;
}

template <typename __T>
__device__ __forceinline__ __T from_bits(unsigned long long __cucc_u) {
  __T __cucc_v;
  if (sizeof(__T) == 2) {
    unsigned short __h = (unsigned short)__cucc_u;
    __builtin_memcpy(&__cucc_v, &__h, 2);
  } else if (sizeof(__T) == 4) {
    unsigned __w = (unsigned)__cucc_u;
    __builtin_memcpy(&__cucc_v, &__w, 4);
  } else {
    __builtin_memcpy(&__cucc_v, &__cucc_u, sizeof(__T));
  }
  return __cucc_v;
}

template <typename __T>
__device__ __forceinline__ __T shfl(int __op, unsigned __mask, __T __var, int __arg,
                                  int __width) {
  return from_bits<__T>(__cucc_warp(__op, __mask, bits(__var), __arg, __width));
}
} // namespace __cucc_warp_impl

namespace __cucc {
__device__ __forceinline__ void __syncwarp(unsigned __mask = 0xffffffffu) {
  (void)__cucc_warp(__cucc_warp_impl::__W_SYNC, __mask, 0, 0, 32);
}
__device__ __forceinline__ unsigned __activemask(void) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::__W_ACTIVEMASK, 0, 0, 0, 32);
}
} // namespace __cucc
using __cucc::__activemask;
using __cucc::__syncwarp;

#define __CUCC_SHFL_TYPES(X)                                                   \
  X(int) X(unsigned int) X(long) X(unsigned long) X(long long)                 \
  X(unsigned long long) X(float) X(double)

/* The four shuffles of a type (also used by cuda_fp16.h and cuda_bf16.h). */
#define __CUCC_SHFL_OVERLOADS(T)                                               \
  static __device__ __forceinline__ T __shfl_sync(unsigned __mask, T __var,    \
                                                  int __srcLane,               \
                                                  int __width = 32) {          \
    return __cucc_warp_impl::shfl(__cucc_warp_impl::__W_SHFL_IDX, __mask, __var,   \
                                  __srcLane, __width);                         \
  }                                                                            \
  static __device__ __forceinline__ T __shfl_up_sync(                          \
      unsigned __mask, T __var, unsigned int __delta, int __width = 32) {      \
    return __cucc_warp_impl::shfl(__cucc_warp_impl::__W_SHFL_UP, __mask, __var,    \
                                  (int)__delta, __width);                      \
  }                                                                            \
  static __device__ __forceinline__ T __shfl_down_sync(                        \
      unsigned __mask, T __var, unsigned int __delta, int __width = 32) {      \
    return __cucc_warp_impl::shfl(__cucc_warp_impl::__W_SHFL_DOWN, __mask, __var,  \
                                  (int)__delta, __width);                      \
  }                                                                            \
  static __device__ __forceinline__ T __shfl_xor_sync(                         \
      unsigned __mask, T __var, int __laneMask, int __width = 32) {            \
    return __cucc_warp_impl::shfl(__cucc_warp_impl::__W_SHFL_XOR, __mask, __var,   \
                                  __laneMask, __width);                        \
  }
#define __CUCC_SHFL(T)                                                         \
  __CUCC_SHFL_OVERLOADS(T)                                                     \
  static __device__ __forceinline__ unsigned __match_any_sync(unsigned __mask, \
                                                              T __value) {     \
    return (unsigned)__cucc_warp(__cucc_warp_impl::__W_MATCH_ANY, __mask,          \
                                 __cucc_warp_impl::bits(__value), 0, 32);      \
  }                                                                            \
  static __device__ __forceinline__ unsigned __match_all_sync(                 \
      unsigned __mask, T __value, int *__pred) {                               \
    unsigned long long __cucc_r = __cucc_warp(__cucc_warp_impl::__W_MATCH_ALL, __mask, \
                                       __cucc_warp_impl::bits(__value), 0, 32); \
    *__pred = (int)(__cucc_r >> 32);                                           \
    return (unsigned)__cucc_r;                                                 \
  }
__CUCC_SHFL_TYPES(__CUCC_SHFL)
#undef __CUCC_SHFL

static __device__ __forceinline__ unsigned __ballot_sync(unsigned __mask,
                                                         int __predicate) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::__W_BALLOT, __mask, __predicate != 0,
                               0, 32);
}
static __device__ __forceinline__ int __any_sync(unsigned __mask, int __predicate) {
  return (int)__cucc_warp(__cucc_warp_impl::__W_ANY, __mask, __predicate != 0, 0, 32);
}
static __device__ __forceinline__ int __all_sync(unsigned __mask, int __predicate) {
  return (int)__cucc_warp(__cucc_warp_impl::__W_ALL, __mask, __predicate != 0, 0, 32);
}

#define __CUCC_REDUCE(name, op_u, op_s)                                        \
  static __device__ __forceinline__ unsigned name(unsigned __mask,             \
                                                  unsigned __value) {          \
    return (unsigned)__cucc_warp(op_u, __mask, __value, 0, 32);                \
  }                                                                            \
  static __device__ __forceinline__ int name(unsigned __mask, int __value) {   \
    return (int)(unsigned)__cucc_warp(op_s, __mask, (unsigned)__value, 0, 32); \
  }
__CUCC_REDUCE(__reduce_add_sync, __cucc_warp_impl::__W_REDUCE_ADD,
              __cucc_warp_impl::__W_REDUCE_ADD)
__CUCC_REDUCE(__reduce_min_sync, __cucc_warp_impl::__W_REDUCE_MIN_U,
              __cucc_warp_impl::__W_REDUCE_MIN_S)
__CUCC_REDUCE(__reduce_max_sync, __cucc_warp_impl::__W_REDUCE_MAX_U,
              __cucc_warp_impl::__W_REDUCE_MAX_S)
#undef __CUCC_REDUCE
static __device__ __forceinline__ unsigned __reduce_and_sync(unsigned __mask,
                                                             unsigned __value) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::__W_REDUCE_AND, __mask, __value, 0, 32);
}
static __device__ __forceinline__ unsigned __reduce_or_sync(unsigned __mask,
                                                            unsigned __value) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::__W_REDUCE_OR, __mask, __value, 0, 32);
}
static __device__ __forceinline__ unsigned __reduce_xor_sync(unsigned __mask,
                                                             unsigned __value) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::__W_REDUCE_XOR, __mask, __value, 0, 32);
}

/* The unsynchronized forms exist only below compute capability 7.0. */
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#define __CUCC_LEGACY_WARP                                                     \
  __attribute__((unavailable("not available on compute_70 and above: use "    \
                             "the _sync form")))
#else
#define __CUCC_LEGACY_WARP
#endif
#define __CUCC_LEGACY_SHFL(T)                                                  \
  static __device__ __forceinline__ __CUCC_LEGACY_WARP T __shfl(               \
      T __var, int __srcLane, int __width = 32) {                              \
    return __shfl_sync(0xffffffffu, __var, __srcLane, __width);                \
  }                                                                            \
  static __device__ __forceinline__ __CUCC_LEGACY_WARP T __shfl_up(            \
      T __var, unsigned __delta, int __width = 32) {                           \
    return __shfl_up_sync(0xffffffffu, __var, __delta, __width);               \
  }                                                                            \
  static __device__ __forceinline__ __CUCC_LEGACY_WARP T __shfl_down(          \
      T __var, unsigned __delta, int __width = 32) {                           \
    return __shfl_down_sync(0xffffffffu, __var, __delta, __width);             \
  }                                                                            \
  static __device__ __forceinline__ __CUCC_LEGACY_WARP T __shfl_xor(           \
      T __var, int __laneMask, int __width = 32) {                             \
    return __shfl_xor_sync(0xffffffffu, __var, __laneMask, __width);           \
  }
__CUCC_SHFL_TYPES(__CUCC_LEGACY_SHFL)
#undef __CUCC_LEGACY_SHFL
static __device__ __forceinline__ __CUCC_LEGACY_WARP unsigned
__ballot(int __predicate) {
  return __ballot_sync(0xffffffffu, __predicate);
}
static __device__ __forceinline__ __CUCC_LEGACY_WARP int __any(int __predicate) {
  return __any_sync(0xffffffffu, __predicate);
}
static __device__ __forceinline__ __CUCC_LEGACY_WARP int __all(int __predicate) {
  return __all_sync(0xffffffffu, __predicate);
}
#undef __CUCC_LEGACY_WARP
#undef __CUCC_SHFL_TYPES

#endif /* __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_WARP_FUNCTIONS_H */
