/* cucc: device built-ins outside the big families: __trap and __brkpt,
 * clock()/clock64(), __nanosleep, __prof_trigger, the cache-hint loads and
 * stores (__ldg, __ldcg, __ldca, __ldcs, __ldlu, __ldcv, __stwb, __stcg,
 * __stcs, __stwt) for every type CUDA overloads them on, the address-space
 * predicates (__isGlobal, __isShared, __isConstant, __isLocal,
 * __isGridConstant) and conversions (__cvta_*).
 *
 * They call small functions of the device support library (src/device/
 * support.c), which reach the runtime where they must: __trap/__brkpt stop
 * the kernel, the predicates ask where an address lies. device assert and
 * malloc/free are the C library's names; the lowering maps them (src/lower/
 * lower.c, rename_device_calls).
 *
 * On the CPU every cache hint is an ordinary load or store (__ldcv, "fetch
 * again", is not merged with earlier loads). Shared-window offsets
 * (__cvta_generic_to_shared) count from the block's shared memory, so that
 * __cvta_shared_to_generic gives the address back; the other windows are the
 * identity. __isGridConstant is 0: kernel parameters are copies on the
 * thread's stack. clang's optimizer hints (__builtin_assume,
 * __builtin_expect, __builtin_unreachable, __builtin_assume_aligned) and
 * alloca (<alloca.h>'s __builtin_alloca) need nothing here.
 *
 * Included by cuda_runtime.h before the standard C++ headers, so that
 * <ctime>'s `using ::clock;` sees the device clock(). CUDA mode only. */
#ifndef CUCC_CRT_MISC_FUNCTIONS_H
#define CUCC_CRT_MISC_FUNCTIONS_H

#if defined(__CUCC_CUDA_MODE__)

#include <stddef.h>
#include <time.h>

#include "crt/host_defines.h"
#include "vector_types.h"

extern "C" {
/* src/device/support.c */
__device__ __attribute__((noreturn, nothrow)) void __cucc_trap(void);
__device__ __attribute__((noreturn, nothrow)) void __cucc_brkpt(void);
__device__ __attribute__((nothrow)) long long __cucc_clock64(void);
__device__ __attribute__((nothrow)) void __cucc_nanosleep(unsigned int __ns);
__device__ __attribute__((nothrow)) unsigned int
__cucc_space_of(const void *__cucc_p); /* enum cucc_space (src/common/cucc_abi.h) */
__device__ __attribute__((nothrow)) char *__cucc_shared_base(void);

/* The device overload of the C library's clock(): like nvcc's, the full
 * 64-bit counter. */
__device__ __forceinline__ __attribute__((nothrow)) clock_t clock(void) {
  return (clock_t)__cucc_clock64();
}
}

static __device__ __forceinline__ long long int clock64(void) {
  return __cucc_clock64();
}

/* Stops the kernel: the launch fails with cudaErrorLaunchFailure. */
static __device__ __forceinline__ void __trap(void) { __cucc_trap(); }

/* A breakpoint; with no debugger attached the kernel fails. */
static __device__ __forceinline__ void __brkpt(void) { __cucc_brkpt(); }

/* Sleeps about ns nanoseconds (at most about 1 ms, as on the GPU). */
static __device__ __forceinline__ void __nanosleep(unsigned int __ns) {
  __cucc_nanosleep(__ns);
}

/* Profiler counters: nothing to count on the CPU. */
static __device__ __forceinline__ void __prof_trigger(int __counter) {
  (void)__counter;
}

/* ---- address spaces --------------------------------------------------- */

static __device__ __forceinline__ unsigned int __isGlobal(const void *__cucc_p) {
  return __cucc_space_of(__cucc_p) == 0 /* CUCC_SPACE_GLOBAL */;
}
static __device__ __forceinline__ unsigned int __isShared(const void *__cucc_p) {
  return __cucc_space_of(__cucc_p) == 1 /* CUCC_SPACE_SHARED */;
}
static __device__ __forceinline__ unsigned int __isConstant(const void *__cucc_p) {
  return __cucc_space_of(__cucc_p) == 2 /* CUCC_SPACE_CONSTANT */;
}
static __device__ __forceinline__ unsigned int __isLocal(const void *__cucc_p) {
  return __cucc_space_of(__cucc_p) == 3 /* CUCC_SPACE_LOCAL */;
}
static __device__ __forceinline__ unsigned int
__isGridConstant(const void *__cucc_p) {
  (void)__cucc_p;
  return 0;
}

static __device__ __forceinline__ size_t
__cvta_generic_to_global(const void *__cucc_p) {
  return (size_t)__cucc_p;
}
static __device__ __forceinline__ size_t
__cvta_generic_to_shared(const void *__cucc_p) {
  return (size_t)((const char *)__cucc_p - __cucc_shared_base());
}
static __device__ __forceinline__ size_t
__cvta_generic_to_constant(const void *__cucc_p) {
  return (size_t)__cucc_p;
}
static __device__ __forceinline__ size_t
__cvta_generic_to_local(const void *__cucc_p) {
  return (size_t)__cucc_p;
}
static __device__ __forceinline__ size_t
__cvta_generic_to_grid_constant(const void *__cucc_p) {
  return (size_t)__cucc_p;
}
static __device__ __forceinline__ void *__cvta_global_to_generic(size_t __a) {
  return (void *)__a;
}
static __device__ __forceinline__ void *__cvta_shared_to_generic(size_t __a) {
  return (void *)(__cucc_shared_base() + __a);
}
static __device__ __forceinline__ void *__cvta_constant_to_generic(size_t __a) {
  return (void *)__a;
}
static __device__ __forceinline__ void *__cvta_local_to_generic(size_t __a) {
  return (void *)__a;
}
static __device__ __forceinline__ void *
__cvta_grid_constant_to_generic(size_t __a) {
  return (void *)__a;
}

/* ---- cache-hint loads and stores --------------------------------------- */

#define __CUCC_LDST(T)                                                         \
  static __device__ __forceinline__ T __ldg(const T *__cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldcg(const T *__cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldca(const T *__cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldcs(const T *__cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldlu(const T *__cucc_p) { return *__cucc_p; } \
  static __device__ __forceinline__ T __ldcv(const T *__cucc_p) {              \
    __asm__ __volatile__("" ::: "memory"); /* fetched again */                 \
    return *__cucc_p;                                                          \
  }                                                                            \
  static __device__ __forceinline__ void __stwb(T *__cucc_p, T __cucc_v) { *__cucc_p = __cucc_v; } \
  static __device__ __forceinline__ void __stcg(T *__cucc_p, T __cucc_v) { *__cucc_p = __cucc_v; } \
  static __device__ __forceinline__ void __stcs(T *__cucc_p, T __cucc_v) { *__cucc_p = __cucc_v; } \
  static __device__ __forceinline__ void __stwt(T *__cucc_p, T __cucc_v) { *__cucc_p = __cucc_v; }

__CUCC_LDST(char)
__CUCC_LDST(signed char)
__CUCC_LDST(short)
__CUCC_LDST(int)
__CUCC_LDST(long)
__CUCC_LDST(long long)
__CUCC_LDST(unsigned char)
__CUCC_LDST(unsigned short)
__CUCC_LDST(unsigned int)
__CUCC_LDST(unsigned long)
__CUCC_LDST(unsigned long long)
__CUCC_LDST(float)
__CUCC_LDST(double)
__CUCC_LDST(char2)
__CUCC_LDST(char4)
__CUCC_LDST(short2)
__CUCC_LDST(short4)
__CUCC_LDST(int2)
__CUCC_LDST(int4)
__CUCC_LDST(longlong2)
__CUCC_LDST(uchar2)
__CUCC_LDST(uchar4)
__CUCC_LDST(ushort2)
__CUCC_LDST(ushort4)
__CUCC_LDST(uint2)
__CUCC_LDST(uint4)
__CUCC_LDST(ulonglong2)
__CUCC_LDST(float2)
__CUCC_LDST(float4)
__CUCC_LDST(double2)

#undef __CUCC_LDST

#endif /* __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_MISC_FUNCTIONS_H */
