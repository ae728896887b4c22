/* cucc: CUDA qualifier macros (__host__, __device__, __global__, ...), the
 * compiler version macros and the small attribute helpers used by the other
 * headers. In clang's CUDA mode the qualifiers map to clang's CUDA attributes;
 * under a plain C/C++ compiler they expand to nothing. */
#ifndef CUCC_CRT_HOST_DEFINES_H
#define CUCC_CRT_HOST_DEFINES_H
/* NVIDIA's guard: Thrust and cuda-samples test it to know that __host__ and
 * __device__ come from the toolkit (else Thrust undefines them). */
#ifndef __HOST_DEFINES_H__
#define __HOST_DEFINES_H__
#endif

#if defined(__CUDA__) && defined(__clang__)
#define __CUCC_CUDA_MODE__ 1
/* clang defines __CUDA__ only; libstdc++ and glibc test __CUDACC__ (to avoid
 * __float128 on the device, for example), so it must come first. */
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef __NVCC__
#define __NVCC__ 1
#endif
#include "cucc_version.h"
#define __CUDACC_VER_MAJOR__ __CUCC_CUDA_VERSION_MAJOR__
#define __CUDACC_VER_MINOR__ __CUCC_CUDA_VERSION_MINOR__
#define __CUDACC_VER_BUILD__ __CUCC_CUDA_VERSION_BUILD__
#endif

#if defined(__CUCC_CUDA_MODE__)
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* clang supports `managed` for HIP only: a managed variable is a device
 * variable (host code then uses clang's host shadow of it) tagged so that the
 * toolchain can find it in both passes (llvm.global.annotations). */
#define __managed__ __attribute__((device, annotate("cucc.managed")))
/* clang 19 has no grid_constant for CUDA; kernel parameters are read-only
 * copies anyway. */
#define __grid_constant__
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#else
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __grid_constant__
#define __launch_bounds__(...)
#endif

#if defined(__GNUC__) || defined(__clang__)
#define __forceinline__ __inline__ __attribute__((always_inline))
/* __noinline__ is a keyword of clang's CUDA mode (libstdc++ uses
 * __attribute__((__noinline__))), and NVIDIA defines it only for CUDA
 * compilations: it is never a macro here. */
#define __align__(n) __attribute__((aligned(n)))
#define __annotate__(a) __attribute__((a))
#define __location__(a) __annotate__(a)
#define CUDARTAPI
#define CUDARTAPI_CDECL
#else
#error "cucc headers need a GNU-compatible compiler (gcc or clang)"
#endif

#define __builtin_align__(a) __align__(a)
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __cudart_builtin__
#define __specialization_static
#define __CUDA_ALIGN__(n) __align__(n)

/* Stream callbacks use the default calling convention on Linux. */
#define CUDART_CB

#if defined(__cplusplus)
#define __CUCC_EXTERN_C_BEGIN extern "C" {
#define __CUCC_EXTERN_C_END }
#define __dv(v) = v
#else
#define __CUCC_EXTERN_C_BEGIN
#define __CUCC_EXTERN_C_END
#define __dv(v)
#endif

#endif /* CUCC_CRT_HOST_DEFINES_H */
