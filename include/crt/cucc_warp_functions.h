/* cucc: warp functions with CUDA 12 semantics: __syncwarp, __activemask,
 * __shfl*_sync, __ballot/__any/__all_sync, __match_any/all_sync and
 * __reduce_*_sync, and the legacy unsynchronized forms for architectures
 * below 7.0. All are one call, __cucc_warp(op, mask, value, arg, width),
 * to the runtime's warp collective (enum cucc_warp_op of
 * src/common/cucc_abi.h); kernels that use them run on fibers. CUDA mode
 * only. */
#ifndef CUCC_CRT_WARP_FUNCTIONS_H
#define CUCC_CRT_WARP_FUNCTIONS_H

#if defined(__CUCC_CUDA_MODE__)

#include "crt/host_defines.h"

extern "C" __device__ __attribute__((convergent, nothrow)) unsigned long long
__cucc_warp(int op, unsigned mask, unsigned long long value, int arg,
            int width);

namespace __cucc_warp_impl {
enum {
  SYNC = 0, SHFL_IDX, SHFL_UP, SHFL_DOWN, SHFL_XOR, BALLOT, ANY, ALL,
  MATCH_ANY, MATCH_ALL, REDUCE_ADD, REDUCE_MIN_S, REDUCE_MIN_U, REDUCE_MAX_S,
  REDUCE_MAX_U, REDUCE_AND, REDUCE_OR, REDUCE_XOR, ACTIVEMASK
};

template <typename T>
__device__ __forceinline__ unsigned long long bits(T v) {
  static_assert(sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "2-, 4- or 8-byte types");
  if (sizeof(T) == 2) {
    unsigned short u;
    __builtin_memcpy(&u, &v, 2);
    return u;
  }
  if (sizeof(T) == 4) {
    unsigned u;
    __builtin_memcpy(&u, &v, 4);
    return u;
  }
  unsigned long long u;
  __builtin_memcpy(&u, &v, sizeof(T));
  return u;
}

template <typename T>
__device__ __forceinline__ T from_bits(unsigned long long u) {
  T v;
  if (sizeof(T) == 2) {
    unsigned short h = (unsigned short)u;
    __builtin_memcpy(&v, &h, 2);
  } else if (sizeof(T) == 4) {
    unsigned w = (unsigned)u;
    __builtin_memcpy(&v, &w, 4);
  } else {
    __builtin_memcpy(&v, &u, sizeof(T));
  }
  return v;
}

template <typename T>
__device__ __forceinline__ T shfl(int op, unsigned mask, T var, int arg,
                                  int width) {
  return from_bits<T>(__cucc_warp(op, mask, bits(var), arg, width));
}
} // namespace __cucc_warp_impl

namespace __cucc {
__device__ __forceinline__ void __syncwarp(unsigned mask = 0xffffffffu) {
  (void)__cucc_warp(__cucc_warp_impl::SYNC, mask, 0, 0, 32);
}
__device__ __forceinline__ unsigned __activemask(void) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::ACTIVEMASK, 0, 0, 0, 32);
}
} // namespace __cucc
using __cucc::__activemask;
using __cucc::__syncwarp;

#define __CUCC_SHFL_TYPES(X)                                                   \
  X(int) X(unsigned int) X(long) X(unsigned long) X(long long)                 \
  X(unsigned long long) X(float) X(double)

/* The four shuffles of a type (also used by cuda_fp16.h and cuda_bf16.h). */
#define __CUCC_SHFL_OVERLOADS(T)                                               \
  static __device__ __forceinline__ T __shfl_sync(unsigned mask, T var,        \
                                                  int srcLane,                 \
                                                  int width = 32) {            \
    return __cucc_warp_impl::shfl(__cucc_warp_impl::SHFL_IDX, mask, var,       \
                                  srcLane, width);                             \
  }                                                                            \
  static __device__ __forceinline__ T __shfl_up_sync(                          \
      unsigned mask, T var, unsigned int delta, int width = 32) {              \
    return __cucc_warp_impl::shfl(__cucc_warp_impl::SHFL_UP, mask, var,        \
                                  (int)delta, width);                          \
  }                                                                            \
  static __device__ __forceinline__ T __shfl_down_sync(                        \
      unsigned mask, T var, unsigned int delta, int width = 32) {              \
    return __cucc_warp_impl::shfl(__cucc_warp_impl::SHFL_DOWN, mask, var,      \
                                  (int)delta, width);                          \
  }                                                                            \
  static __device__ __forceinline__ T __shfl_xor_sync(                         \
      unsigned mask, T var, int laneMask, int width = 32) {                    \
    return __cucc_warp_impl::shfl(__cucc_warp_impl::SHFL_XOR, mask, var,       \
                                  laneMask, width);                            \
  }
#define __CUCC_SHFL(T)                                                         \
  __CUCC_SHFL_OVERLOADS(T)                                                     \
  static __device__ __forceinline__ unsigned __match_any_sync(unsigned mask,   \
                                                              T value) {       \
    return (unsigned)__cucc_warp(__cucc_warp_impl::MATCH_ANY, mask,            \
                                 __cucc_warp_impl::bits(value), 0, 32);        \
  }                                                                            \
  static __device__ __forceinline__ unsigned __match_all_sync(                 \
      unsigned mask, T value, int *pred) {                                     \
    unsigned long long r = __cucc_warp(__cucc_warp_impl::MATCH_ALL, mask,      \
                                       __cucc_warp_impl::bits(value), 0, 32);  \
    *pred = (int)(r >> 32);                                                    \
    return (unsigned)r;                                                        \
  }
__CUCC_SHFL_TYPES(__CUCC_SHFL)
#undef __CUCC_SHFL

static __device__ __forceinline__ unsigned __ballot_sync(unsigned mask,
                                                         int predicate) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::BALLOT, mask, predicate != 0,
                               0, 32);
}
static __device__ __forceinline__ int __any_sync(unsigned mask, int predicate) {
  return (int)__cucc_warp(__cucc_warp_impl::ANY, mask, predicate != 0, 0, 32);
}
static __device__ __forceinline__ int __all_sync(unsigned mask, int predicate) {
  return (int)__cucc_warp(__cucc_warp_impl::ALL, mask, predicate != 0, 0, 32);
}

#define __CUCC_REDUCE(name, op_u, op_s)                                        \
  static __device__ __forceinline__ unsigned name(unsigned mask,               \
                                                  unsigned value) {            \
    return (unsigned)__cucc_warp(op_u, mask, value, 0, 32);                    \
  }                                                                            \
  static __device__ __forceinline__ int name(unsigned mask, int value) {       \
    return (int)(unsigned)__cucc_warp(op_s, mask, (unsigned)value, 0, 32);     \
  }
__CUCC_REDUCE(__reduce_add_sync, __cucc_warp_impl::REDUCE_ADD,
              __cucc_warp_impl::REDUCE_ADD)
__CUCC_REDUCE(__reduce_min_sync, __cucc_warp_impl::REDUCE_MIN_U,
              __cucc_warp_impl::REDUCE_MIN_S)
__CUCC_REDUCE(__reduce_max_sync, __cucc_warp_impl::REDUCE_MAX_U,
              __cucc_warp_impl::REDUCE_MAX_S)
#undef __CUCC_REDUCE
static __device__ __forceinline__ unsigned __reduce_and_sync(unsigned mask,
                                                             unsigned value) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::REDUCE_AND, mask, value, 0, 32);
}
static __device__ __forceinline__ unsigned __reduce_or_sync(unsigned mask,
                                                            unsigned value) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::REDUCE_OR, mask, value, 0, 32);
}
static __device__ __forceinline__ unsigned __reduce_xor_sync(unsigned mask,
                                                             unsigned value) {
  return (unsigned)__cucc_warp(__cucc_warp_impl::REDUCE_XOR, mask, value, 0, 32);
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
      T var, int srcLane, int width = 32) {                                    \
    return __shfl_sync(0xffffffffu, var, srcLane, width);                      \
  }                                                                            \
  static __device__ __forceinline__ __CUCC_LEGACY_WARP T __shfl_up(            \
      T var, unsigned delta, int width = 32) {                                 \
    return __shfl_up_sync(0xffffffffu, var, delta, width);                     \
  }                                                                            \
  static __device__ __forceinline__ __CUCC_LEGACY_WARP T __shfl_down(          \
      T var, unsigned delta, int width = 32) {                                 \
    return __shfl_down_sync(0xffffffffu, var, delta, width);                   \
  }                                                                            \
  static __device__ __forceinline__ __CUCC_LEGACY_WARP T __shfl_xor(           \
      T var, int laneMask, int width = 32) {                                   \
    return __shfl_xor_sync(0xffffffffu, var, laneMask, width);                 \
  }
__CUCC_SHFL_TYPES(__CUCC_LEGACY_SHFL)
#undef __CUCC_LEGACY_SHFL
static __device__ __forceinline__ __CUCC_LEGACY_WARP unsigned
__ballot(int predicate) {
  return __ballot_sync(0xffffffffu, predicate);
}
static __device__ __forceinline__ __CUCC_LEGACY_WARP int __any(int predicate) {
  return __any_sync(0xffffffffu, predicate);
}
static __device__ __forceinline__ __CUCC_LEGACY_WARP int __all(int predicate) {
  return __all_sync(0xffffffffu, predicate);
}
#undef __CUCC_LEGACY_WARP
#undef __CUCC_SHFL_TYPES

#endif /* __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_WARP_FUNCTIONS_H */
