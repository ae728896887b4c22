/* cucc: the atomic functions of CUDA device code (programming guide,
 * "Atomic Functions"): atomicAdd, Sub, Exch, Min, Max, Inc, Dec, CAS, And, Or
 * and Xor with every overload of CUDA 13's headers (device_atomic_functions.h,
 * sm_20/32/60_atomic_functions.h, crt/sm_70_rt.h, crt/sm_90_rt.h), and their
 * _block and _system scopes. Each returns the old value.
 *
 * They are built on clang's __atomic builtins with relaxed ordering (CUDA
 * atomics are not fences), which become plain `atomicrmw`/`cmpxchg`
 * instructions in the device IR; the CPU back end makes them real atomics
 * across the worker threads that run blocks concurrently. On the CPU every
 * scope (block, device, system) is the same atomic. atomicInc/atomicDec use
 * a compare-and-swap loop. Which overloads exist follows __CUDA_ARCH__ as in
 * NVIDIA's headers (the host pass, without __CUDA_ARCH__, sees them all), so
 * that the guide's `#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600`
 * fallback for double atomicAdd behaves as with nvcc.
 * The __half/__half2/__nv_bfloat16(2) overloads of atomicAdd (and their
 * _block/_system forms) belong with cuda_fp16.h and cuda_bf16.h.
 * Known difference: a GPU's float atomicAdd on *global* memory flushes
 * subnormal inputs and results to zero (PTX atom.add.f32; shared memory does
 * not); here subnormals are kept everywhere. CUDA mode only. */
#ifndef CUCC_CRT_ATOMIC_FUNCTIONS_H
#define CUCC_CRT_ATOMIC_FUNCTIONS_H

#if defined(__CUCC_CUDA_MODE__)

#include "crt/host_defines.h"
#include "vector_types.h"

#define __CUCC_ATOMIC_DECL static __device__ __forceinline__

/* ---- the operations, once per type ------------------------------------ */

namespace __cucc_atomic {
template <class __T> __device__ __forceinline__ __T add(__T *__p, __T __v) {
  return __atomic_fetch_add(__p, __v, __ATOMIC_RELAXED);
}
template <class __T> __device__ __forceinline__ __T sub(__T *__p, __T __v) {
  return __atomic_fetch_sub(__p, __v, __ATOMIC_RELAXED);
}
template <class __T> __device__ __forceinline__ __T exch(__T *__p, __T __v) {
  __T __old;
  __atomic_exchange(__p, &__v, &__old, __ATOMIC_RELAXED);
  return __old;
}
template <class __T> __device__ __forceinline__ __T fetch_min(__T *__p, __T __v) {
  return __atomic_fetch_min(__p, __v, __ATOMIC_RELAXED);
}
template <class __T> __device__ __forceinline__ __T fetch_max(__T *__p, __T __v) {
  return __atomic_fetch_max(__p, __v, __ATOMIC_RELAXED);
}
template <class __T> __device__ __forceinline__ __T and_(__T *__p, __T __v) {
  return __atomic_fetch_and(__p, __v, __ATOMIC_RELAXED);
}
template <class __T> __device__ __forceinline__ __T or_(__T *__p, __T __v) {
  return __atomic_fetch_or(__p, __v, __ATOMIC_RELAXED);
}
template <class __T> __device__ __forceinline__ __T xor_(__T *__p, __T __v) {
  return __atomic_fetch_xor(__p, __v, __ATOMIC_RELAXED);
}
/* Returns the old value: `compare` when the swap happened. */
template <class __T> __device__ __forceinline__ __T cas(__T *__p, __T __cmp, __T __v) {
  __atomic_compare_exchange_n(__p, &__cmp, __v, false, __ATOMIC_RELAXED,
                              __ATOMIC_RELAXED);
  return __cmp;
}
/* *p = (old >= v) ? 0 : old + 1 */
__device__ __forceinline__ unsigned int inc(unsigned int *__p,
                                            unsigned int __v) {
  unsigned int __old = __atomic_load_n(__p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(__p, &__old,
                                      __old >= __v ? 0u : __old + 1u, true,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
  return __old;
}
/* *p = (old == 0 || old > v) ? v : old - 1 */
__device__ __forceinline__ unsigned int dec(unsigned int *__p,
                                            unsigned int __v) {
  unsigned int __old = __atomic_load_n(__p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(
      __p, &__old, (__old == 0u || __old > __v) ? __v : __old - 1u, true,
      __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
  return __old;
}
} // namespace __cucc_atomic

/* NAME(T *address, T val) for one scope suffix (empty, _block, _system). */
#define __CUCC_ATOMIC2(NAME, SCOPE, T, OP)                                     \
  __CUCC_ATOMIC_DECL T NAME##SCOPE(T *__address, T __val) {                    \
    return __cucc_atomic::OP(__address, __val);                                \
  }
#define __CUCC_ATOMIC_CAS(SCOPE, T)                                            \
  __CUCC_ATOMIC_DECL T atomicCAS##SCOPE(T *__address, T __compare, T __val) {  \
    return __cucc_atomic::cas(__address, __compare, __val);                    \
  }

/* Every overload of every function for one scope. */
#define __CUCC_ATOMIC_32(SCOPE)                                                \
  __CUCC_ATOMIC2(atomicAdd, SCOPE, int, add)                                   \
  __CUCC_ATOMIC2(atomicAdd, SCOPE, unsigned int, add)                          \
  __CUCC_ATOMIC2(atomicAdd, SCOPE, unsigned long long int, add)                \
  __CUCC_ATOMIC2(atomicAdd, SCOPE, float, add)                                 \
  __CUCC_ATOMIC2(atomicSub, SCOPE, int, sub)                                   \
  __CUCC_ATOMIC2(atomicSub, SCOPE, unsigned int, sub)                          \
  __CUCC_ATOMIC2(atomicExch, SCOPE, int, exch)                                 \
  __CUCC_ATOMIC2(atomicExch, SCOPE, unsigned int, exch)                        \
  __CUCC_ATOMIC2(atomicExch, SCOPE, unsigned long long int, exch)              \
  __CUCC_ATOMIC2(atomicExch, SCOPE, float, exch)                               \
  __CUCC_ATOMIC2(atomicMin, SCOPE, int, fetch_min)                             \
  __CUCC_ATOMIC2(atomicMin, SCOPE, unsigned int, fetch_min)                    \
  __CUCC_ATOMIC2(atomicMax, SCOPE, int, fetch_max)                             \
  __CUCC_ATOMIC2(atomicMax, SCOPE, unsigned int, fetch_max)                    \
  __CUCC_ATOMIC2(atomicInc, SCOPE, unsigned int, inc)                          \
  __CUCC_ATOMIC2(atomicDec, SCOPE, unsigned int, dec)                          \
  __CUCC_ATOMIC2(atomicAnd, SCOPE, int, and_)                                  \
  __CUCC_ATOMIC2(atomicAnd, SCOPE, unsigned int, and_)                         \
  __CUCC_ATOMIC2(atomicOr, SCOPE, int, or_)                                    \
  __CUCC_ATOMIC2(atomicOr, SCOPE, unsigned int, or_)                           \
  __CUCC_ATOMIC2(atomicXor, SCOPE, int, xor_)                                  \
  __CUCC_ATOMIC2(atomicXor, SCOPE, unsigned int, xor_)                         \
  __CUCC_ATOMIC_CAS(SCOPE, int)                                                \
  __CUCC_ATOMIC_CAS(SCOPE, unsigned int)                                       \
  __CUCC_ATOMIC_CAS(SCOPE, unsigned long long int)

/* 64-bit min/max/and/or/xor (sm_32 and later) */
#define __CUCC_ATOMIC_64(SCOPE)                                                \
  __CUCC_ATOMIC2(atomicMin, SCOPE, long long int, fetch_min)                   \
  __CUCC_ATOMIC2(atomicMin, SCOPE, unsigned long long int, fetch_min)          \
  __CUCC_ATOMIC2(atomicMax, SCOPE, long long int, fetch_max)                   \
  __CUCC_ATOMIC2(atomicMax, SCOPE, unsigned long long int, fetch_max)          \
  __CUCC_ATOMIC2(atomicAnd, SCOPE, long long int, and_)                        \
  __CUCC_ATOMIC2(atomicAnd, SCOPE, unsigned long long int, and_)               \
  __CUCC_ATOMIC2(atomicOr, SCOPE, long long int, or_)                          \
  __CUCC_ATOMIC2(atomicOr, SCOPE, unsigned long long int, or_)                 \
  __CUCC_ATOMIC2(atomicXor, SCOPE, long long int, xor_)                        \
  __CUCC_ATOMIC2(atomicXor, SCOPE, unsigned long long int, xor_)

/* ---- device scope (the plain names) ------------------------------------ */

__CUCC_ATOMIC_32()

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 320
__CUCC_ATOMIC_64()
#endif

/* ---- sm_60: double atomicAdd and the _block/_system scopes ------------- */

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
__CUCC_ATOMIC2(atomicAdd, , double, add)
__CUCC_ATOMIC_32(_block)
__CUCC_ATOMIC_32(_system)
__CUCC_ATOMIC_64(_block)
__CUCC_ATOMIC_64(_system)
__CUCC_ATOMIC2(atomicAdd, _block, double, add)
__CUCC_ATOMIC2(atomicAdd, _system, double, add)
#endif

/* ---- sm_70: 16-bit compare-and-swap (device scope only, as in CUDA) ---- */

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700
__CUCC_ATOMIC_CAS(, unsigned short int)
#endif

/* ---- sm_90: float2/float4 atomicAdd (each element is atomic on its own,
 * not the vector as a whole) ---------------------------------------------- */

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
#define __CUCC_ATOMIC_VEC(SCOPE)                                               \
  __CUCC_ATOMIC_DECL float2 atomicAdd##SCOPE(float2 *__address,                \
                                             float2 __val) {                   \
    float2 __old;                                                              \
    __old.x = __cucc_atomic::add(&__address->x, __val.x);                      \
    __old.y = __cucc_atomic::add(&__address->y, __val.y);                      \
    return __old;                                                              \
  }                                                                            \
  __CUCC_ATOMIC_DECL float4 atomicAdd##SCOPE(float4 *__address,                \
                                             float4 __val) {                   \
    float4 __old;                                                              \
    __old.x = __cucc_atomic::add(&__address->x, __val.x);                      \
    __old.y = __cucc_atomic::add(&__address->y, __val.y);                      \
    __old.z = __cucc_atomic::add(&__address->z, __val.z);                      \
    __old.w = __cucc_atomic::add(&__address->w, __val.w);                      \
    return __old;                                                              \
  }
__CUCC_ATOMIC_VEC()
__CUCC_ATOMIC_VEC(_block)
__CUCC_ATOMIC_VEC(_system)
#undef __CUCC_ATOMIC_VEC

/* ---- sm_90: atomicCAS/atomicExch on any trivially copyable type of 16
 * bytes aligned to 16 (templates, as in crt/sm_90_rt.h) ------------------- */

namespace __cucc_atomic {
template <bool __b, class __T> struct enable_if {};
template <class __T> struct enable_if<true, __T> { typedef __T type; };
template <class __T>
struct is16 : enable_if<sizeof(__T) == 16 && __alignof__(__T) >= 16 &&
                            __is_trivially_copyable(__T),
                        __T> {};
typedef unsigned __int128 u128;
template <class __T> __device__ __forceinline__ u128 bits(const __T &__v) {
  u128 __r;
  __builtin_memcpy(&__r, &__v, 16);
  return __r;
}
template <class __T> __device__ __forceinline__ __T from_bits(u128 __b) {
  union __U {
    __T __t;
    __device__ __forceinline__ __U() {}
  } __u;
  __builtin_memcpy(&__u.__t, &__b, 16);
  return __u.__t;
}
template <class __T>
__device__ __forceinline__ __T cas16(__T *__p, const __T &__cmp, const __T &__v) {
  return from_bits<__T>(
      __sync_val_compare_and_swap((u128 *)(void *)__p, bits(__cmp), bits(__v)));
}
template <class __T> __device__ __forceinline__ __T exch16(__T *__p, const __T &__v) {
  u128 *__q = (u128 *)(void *)__p, __new = bits(__v);
  u128 __old = __atomic_load_n(__q, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(__q, &__old, __new, true,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
  return from_bits<__T>(__old);
}
} // namespace __cucc_atomic

#define __CUCC_ATOMIC_128(SCOPE)                                               \
  template <class __T>                                                         \
  __CUCC_ATOMIC_DECL typename __cucc_atomic::is16<__T>::type atomicCAS##SCOPE( \
      __T *__address, __T __compare, __T __val) {                              \
    return __cucc_atomic::cas16(__address, __compare, __val);                  \
  }                                                                            \
  template <class __T>                                                         \
  __CUCC_ATOMIC_DECL typename __cucc_atomic::is16<__T>::type atomicExch##SCOPE( \
      __T *__address, __T __val) {                                             \
    return __cucc_atomic::exch16(__address, __val);                            \
  }
__CUCC_ATOMIC_128()
__CUCC_ATOMIC_128(_block)
__CUCC_ATOMIC_128(_system)
#undef __CUCC_ATOMIC_128
#endif

#undef __CUCC_ATOMIC_64
#undef __CUCC_ATOMIC_32
#undef __CUCC_ATOMIC_CAS
#undef __CUCC_ATOMIC2
#undef __CUCC_ATOMIC_DECL

#endif /* __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_ATOMIC_FUNCTIONS_H */
