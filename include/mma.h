/* cucc: warp matrix functions (namespace nvcuda::wmma) as CUDA 12/13's
 * mma.h declares them: fragment<Use, m, n, k, T, Layout> for every shape
 * and type (__half m16n16k16/m32n8k16/m8n32k16 with __half or float
 * accumulators, signed/unsigned char with int, __nv_bfloat16, tf32 m16n16k8,
 * double m8n8k4, experimental u4/s4 m8n8k32 and b1 m8n8k128), num_elements,
 * x[], fill_fragment, load_matrix_sync, store_matrix_sync, mma_sync (with
 * satf), bmma_sync and __float_to_tf32, gated by __CUDA_ARCH__ as in CUDA.
 *
 * CPU design. The functions are warp-collective: the 32 lanes of a warp (32
 * consecutive linear thread ids) run them together. Each lane's
 * fragment holds its share of the tile, with CUDA's num_elements: slot i of
 * lane l is element (l * num_elements + i) mod (rows * cols) of the tile in
 * row-major order (so the 16-bit A/B fragments, whose num_elements is twice
 * rows * cols / 32 as on the GPU, hold every element twice across the warp;
 * element-wise operations keep the copies equal). Sub-byte elements are
 * packed in their storage words, element i at bits (i % per) * bits.
 * load_matrix_sync waits for the warp (__syncwarp) and each lane reads its
 * own elements; store_matrix_sync writes them, then waits. mma_sync: lane 0
 * lends a scratch tile on its stack (its address reaches the warp through a
 * shuffle); every lane writes its A and B elements there (converted to the
 * compute type: float for 16-bit and tf32 inputs, int for integers, double),
 * __syncwarp, computes its own D elements (C + sum over k in order, in float,
 * int64 or fma'd double), __syncwarp. tf32 inputs are truncated to 19 bits.
 * The lowering cuts kernels at these __cucc_warp calls: wmma kernels run as
 * loops over warps and lanes (docs/WARP_LOWERING.md).
 * CUDA (C++) mode only; a plain C++ compile sees nothing, as with nvcc. */
#ifndef __CUDA_MMA_H__
#define __CUDA_MMA_H__

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#if defined(__cplusplus) && defined(__CUDACC__) &&                             \
    defined(__CUCC_CUDA_MODE__)

#include "crt/cucc_builtin_vars.h"
#include "crt/cucc_warp_functions.h"

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 720
#define __CUCC_IMMA__ 1
#endif
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 730
#define __CUCC_SUBBYTE_IMMA__ 1
#endif
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
#define __CUCC_AMPERE_MMA__ 1
#endif

namespace nvcuda {
namespace wmma {

#ifdef __CUCC_AMPERE_MMA__
/* cvt.rna.tf32.f32: round to 10 mantissa bits, ties away from zero; the low
 * 13 bits of the result are zero. Infinities and NaNs are kept. */
inline __device__ float __float_to_tf32(float __in) {
  unsigned __cucc_u;
  __builtin_memcpy(&__cucc_u, &__in, 4);
  if ((__cucc_u & 0x7f800000u) != 0x7f800000u)
    __cucc_u = (__cucc_u + 0x1000u) & 0xffffe000u;
  float __cucc_r;
  __builtin_memcpy(&__cucc_r, &__cucc_u, 4);
  return __cucc_r;
}
#endif

/* tags */
struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;

#ifdef __CUCC_AMPERE_MMA__
namespace precision {
struct tf32;
}
#endif
#ifdef __CUCC_SUBBYTE_IMMA__
namespace experimental {
namespace precision {
struct u4; /* 4-bit unsigned */
struct s4; /* 4-bit signed */
struct b1; /* 1-bit */
} // namespace precision
enum bmmaBitOp {
  bmmaBitOpXOR = 1
#ifdef __CUCC_AMPERE_MMA__
  ,
  bmmaBitOpAND = 2
#endif
};
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental
#endif

enum layout_t { mem_row_major, mem_col_major };

template <typename __T> struct helper_traits {
  typedef __T element_type;
  typedef __T storage_element_type;
  typedef __T fill_argument_type;
};
#ifdef __CUCC_SUBBYTE_IMMA__
template <> struct helper_traits<experimental::precision::u4> {
  typedef experimental::precision::u4 element_type;
  typedef unsigned int storage_element_type;
  typedef unsigned int fill_argument_type;
};
template <> struct helper_traits<experimental::precision::s4> {
  typedef experimental::precision::s4 element_type;
  typedef int storage_element_type;
  typedef int fill_argument_type;
};
template <> struct helper_traits<experimental::precision::b1> {
  typedef experimental::precision::b1 element_type;
  typedef unsigned int storage_element_type;
  typedef unsigned int fill_argument_type;
};
#endif
#ifdef __CUCC_AMPERE_MMA__
template <> struct helper_traits<precision::tf32> {
  typedef precision::tf32 element_type;
  typedef float storage_element_type;
  typedef float fill_argument_type;
};
#endif

/* The base of every fragment: this lane's share of the tile. */
template <typename __T, int __size, int __packed_size = __size>
struct __align__(8) __frag_base {
  enum { num_elements = __size };
  enum { num_storage_elements = __packed_size };
  typedef __T element_type;
  typedef typename helper_traits<__T>::storage_element_type storage_element_type;
  storage_element_type x[num_storage_elements];
};

template <typename __FragEleType, typename __StorageType, typename __ArgType>
static inline __device__ __StorageType __get_storage_value(__ArgType __in) {
  return __in;
}
#ifdef __CUCC_SUBBYTE_IMMA__
template <>
__device__ inline unsigned
__get_storage_value<experimental::precision::u4, unsigned, unsigned>(
    unsigned __in) {
  return (__in & 0xfu) * 0x11111111u;
}
template <>
__device__ inline int
__get_storage_value<experimental::precision::s4, int, int>(int __in) {
  return (int)(((unsigned)__in & 0xfu) * 0x11111111u);
}
template <>
__device__ inline unsigned
__get_storage_value<experimental::precision::b1, unsigned, unsigned>(
    unsigned __in) {
  return (__in & 1u) ? 0xffffffffu : 0u;
}
#endif

template <typename __FragEleType, int __size, int __packed_size>
static __device__ __inline__ void
fill_fragment(__frag_base<__FragEleType, __size, __packed_size> &__cucc_f,
              const typename helper_traits<__FragEleType>::fill_argument_type
                  &__in) {
  typedef typename helper_traits<__FragEleType>::storage_element_type __S;
  __S __cucc_v = __get_storage_value<__FragEleType, __S>(__in);
  for (int __i = 0; __i < __cucc_f.num_storage_elements; __i++)
    __cucc_f.x[__i] = __cucc_v;
}

template <typename __Use, int __m, int __n, int __k, typename __T,
          typename __Layout = void>
class fragment;

#define __CUCC_FRAG_AB(M, N, K, T, NA, NB, ...)                                \
  template <>                                                                  \
  class fragment<matrix_a, M, N, K, T, row_major>                              \
      : public __frag_base<T, NA __VA_ARGS__> {};                              \
  template <>                                                                  \
  class fragment<matrix_a, M, N, K, T, col_major>                              \
      : public __frag_base<T, NA __VA_ARGS__> {};                              \
  template <>                                                                  \
  class fragment<matrix_b, M, N, K, T, row_major>                              \
      : public __frag_base<T, NB __VA_ARGS__> {};                              \
  template <>                                                                  \
  class fragment<matrix_b, M, N, K, T, col_major>                              \
      : public __frag_base<T, NB __VA_ARGS__> {};
#define __CUCC_FRAG_C(M, N, K, T, NC)                                          \
  template <>                                                                  \
  class fragment<accumulator, M, N, K, T> : public __frag_base<T, NC> {};

/* m16n16k16, m32n8k16, m8n32k16 */
__CUCC_FRAG_AB(16, 16, 16, __half, 16, 16)
__CUCC_FRAG_C(16, 16, 16, __half, 8)
__CUCC_FRAG_C(16, 16, 16, float, 8)
__CUCC_FRAG_AB(32, 8, 16, __half, 16, 16)
__CUCC_FRAG_C(32, 8, 16, __half, 8)
__CUCC_FRAG_C(32, 8, 16, float, 8)
__CUCC_FRAG_AB(8, 32, 16, __half, 16, 16)
__CUCC_FRAG_C(8, 32, 16, __half, 8)
__CUCC_FRAG_C(8, 32, 16, float, 8)
#ifdef __CUCC_IMMA__
__CUCC_FRAG_AB(16, 16, 16, signed char, 8, 8)
__CUCC_FRAG_AB(16, 16, 16, unsigned char, 8, 8)
__CUCC_FRAG_C(16, 16, 16, int, 8)
__CUCC_FRAG_AB(32, 8, 16, signed char, 16, 4)
__CUCC_FRAG_AB(32, 8, 16, unsigned char, 16, 4)
__CUCC_FRAG_C(32, 8, 16, int, 8)
__CUCC_FRAG_AB(8, 32, 16, signed char, 4, 16)
__CUCC_FRAG_AB(8, 32, 16, unsigned char, 4, 16)
__CUCC_FRAG_C(8, 32, 16, int, 8)
#endif
#ifdef __CUCC_AMPERE_MMA__
__CUCC_FRAG_AB(16, 16, 16, __nv_bfloat16, 8, 8)
__CUCC_FRAG_AB(32, 8, 16, __nv_bfloat16, 16, 4)
__CUCC_FRAG_AB(8, 32, 16, __nv_bfloat16, 4, 16)
#endif
#ifdef __CUCC_SUBBYTE_IMMA__
/* sub-byte: matrix_a row_major and matrix_b col_major only */
template <>
class fragment<matrix_a, 8, 8, 32, experimental::precision::u4, row_major>
    : public __frag_base<experimental::precision::u4, 8, 1> {};
template <>
class fragment<matrix_a, 8, 8, 32, experimental::precision::s4, row_major>
    : public __frag_base<experimental::precision::s4, 8, 1> {};
template <>
class fragment<matrix_b, 8, 8, 32, experimental::precision::u4, col_major>
    : public __frag_base<experimental::precision::u4, 8, 1> {};
template <>
class fragment<matrix_b, 8, 8, 32, experimental::precision::s4, col_major>
    : public __frag_base<experimental::precision::s4, 8, 1> {};
__CUCC_FRAG_C(8, 8, 32, int, 2)
template <>
class fragment<matrix_a, 8, 8, 128, experimental::precision::b1, row_major>
    : public __frag_base<experimental::precision::b1, 32, 1> {};
template <>
class fragment<matrix_b, 8, 8, 128, experimental::precision::b1, col_major>
    : public __frag_base<experimental::precision::b1, 32, 1> {};
__CUCC_FRAG_C(8, 8, 128, int, 2)
#endif
#ifdef __CUCC_AMPERE_MMA__
__CUCC_FRAG_AB(16, 16, 8, precision::tf32, 4, 4)
__CUCC_FRAG_C(16, 16, 8, float, 8)
__CUCC_FRAG_AB(8, 8, 4, double, 1, 1)
__CUCC_FRAG_C(8, 8, 4, double, 2)
#endif
#undef __CUCC_FRAG_AB
#undef __CUCC_FRAG_C

} // namespace wmma
} // namespace nvcuda

/* ---- implementation ---------------------------------------------------- */
namespace __cucc_wmma {
using namespace nvcuda::wmma;

template <typename __A, typename __B> struct same {
  enum { value = 0 };
};
template <typename __A> struct same<__A, __A> {
  enum { value = 1 };
};

/* Rows and columns of the tile of each use. */
template <typename __Use, int __M, int __N, int __K> struct dims;
template <int __M, int __N, int __K> struct dims<matrix_a, __M, __N, __K> {
  enum { __R = __M, __C = __K };
};
template <int __M, int __N, int __K> struct dims<matrix_b, __M, __N, __K> {
  enum { __R = __K, __C = __N };
};
template <int __M, int __N, int __K> struct dims<accumulator, __M, __N, __K> {
  enum { __R = __M, __C = __N };
};

/* Element access per element type: S is the storage type of x[], comp the
 * type mma computes in; read(p, off) reads element off of a tile in memory,
 * get/set access the fragment's slot i. */
template <typename __T> struct el {
  typedef __T __S;
  typedef __T comp;
  typedef __T raw;
  static __device__ __forceinline__ raw read(const void *__cucc_p,
                                             unsigned long long __off) {
    return ((const __S *)__cucc_p)[__off];
  }
  static __device__ __forceinline__ void set(__S *__cucc_x, int __i, raw __cucc_v) { __cucc_x[__i] = __cucc_v; }
  static __device__ __forceinline__ comp get(const __S *__cucc_x, int __i) {
    return __cucc_x[__i];
  }
};
template <> struct el<__half> {
  typedef __half __S;
  typedef float comp;
  typedef __half raw;
  static __device__ __forceinline__ raw read(const void *__cucc_p,
                                             unsigned long long __off) {
    return ((const __S *)__cucc_p)[__off];
  }
  static __device__ __forceinline__ void set(__S *__cucc_x, int __i, raw __cucc_v) { __cucc_x[__i] = __cucc_v; }
  static __device__ __forceinline__ comp get(const __S *__cucc_x, int __i) {
    return __half2float(__cucc_x[__i]);
  }
};
template <> struct el<__nv_bfloat16> {
  typedef __nv_bfloat16 __S;
  typedef float comp;
  typedef __nv_bfloat16 raw;
  static __device__ __forceinline__ raw read(const void *__cucc_p,
                                             unsigned long long __off) {
    return ((const __S *)__cucc_p)[__off];
  }
  static __device__ __forceinline__ void set(__S *__cucc_x, int __i, raw __cucc_v) { __cucc_x[__i] = __cucc_v; }
  static __device__ __forceinline__ comp get(const __S *__cucc_x, int __i) {
    return __bfloat162float(__cucc_x[__i]);
  }
};
template <typename __T> struct el_int8 {
  typedef __T __S;
  typedef int comp;
  typedef __T raw;
  static __device__ __forceinline__ raw read(const void *__cucc_p,
                                             unsigned long long __off) {
    return ((const __S *)__cucc_p)[__off];
  }
  static __device__ __forceinline__ void set(__S *__cucc_x, int __i, raw __cucc_v) { __cucc_x[__i] = __cucc_v; }
  static __device__ __forceinline__ comp get(const __S *__cucc_x, int __i) {
    return (int)__cucc_x[__i];
  }
};
template <> struct el<signed char> : el_int8<signed char> {};
template <> struct el<unsigned char> : el_int8<unsigned char> {};
#ifdef __CUCC_AMPERE_MMA__
template <> struct el<precision::tf32> {
  typedef float __S;
  typedef float comp;
  typedef float raw;
  static __device__ __forceinline__ raw read(const void *__cucc_p,
                                             unsigned long long __off) {
    return ((const __S *)__cucc_p)[__off];
  }
  static __device__ __forceinline__ void set(__S *__cucc_x, int __i, raw __cucc_v) { __cucc_x[__i] = __cucc_v; }
  /* the tensor core uses the upper 19 bits (NaNs are kept) */
  static __device__ __forceinline__ comp get(const __S *__cucc_x, int __i) {
    unsigned __cucc_u;
    __builtin_memcpy(&__cucc_u, &__cucc_x[__i], 4);
    if ((__cucc_u & 0x7f800000u) != 0x7f800000u || !(__cucc_u & 0x7fffffu))
      __cucc_u &= 0xffffe000u;
    float __cucc_r;
    __builtin_memcpy(&__cucc_r, &__cucc_u, 4);
    return __cucc_r;
  }
};
#endif
/* Sub-byte elements: B bits each, packed 32 / B per storage word. */
template <typename __ST, int __B, int __SIGNED> struct el_packed {
  typedef __ST __S;
  typedef int comp;
  typedef int raw;
  enum { per = 32 / __B };
  static __device__ __forceinline__ int ext(unsigned __cucc_v) {
    return (__SIGNED && (__cucc_v >> (__B - 1)) & 1u) ? (int)__cucc_v - (1 << __B) : (int)__cucc_v;
  }
  static __device__ __forceinline__ raw read(const void *__cucc_p,
                                             unsigned long long __off) {
    unsigned long long __bit = __off * __B;
    unsigned __byte = ((const unsigned char *)__cucc_p)[__bit >> 3];
    return ext((__byte >> (__bit & 7)) & ((1u << __B) - 1u));
  }
  static __device__ __forceinline__ void set(__S *__cucc_x, int __i, raw __cucc_v) {
    unsigned __sh = (unsigned)(__i % per) * __B, __m = ((1u << __B) - 1u) << __sh;
    unsigned __cucc_u = (unsigned)__cucc_x[__i / per];
    __cucc_x[__i / per] = (__S)((__cucc_u & ~__m) | (((unsigned)__cucc_v << __sh) & __m));
  }
  static __device__ __forceinline__ comp get(const __S *__cucc_x, int __i) {
    unsigned __sh = (unsigned)(__i % per) * __B;
    return ext(((unsigned)__cucc_x[__i / per] >> __sh) & ((1u << __B) - 1u));
  }
};
#ifdef __CUCC_SUBBYTE_IMMA__
template <>
struct el<experimental::precision::u4> : el_packed<unsigned, 4, 0> {};
template <> struct el<experimental::precision::s4> : el_packed<int, 4, 1> {};
template <>
struct el<experimental::precision::b1> : el_packed<unsigned, 1, 0> {};
#endif

/* The type a load takes a pointer to. */
template <typename __T> struct ptr {
  typedef typename helper_traits<__T>::storage_element_type type;
};
#ifdef __CUCC_SUBBYTE_IMMA__
template <> struct ptr<experimental::precision::u4> {
  typedef void type;
};
template <> struct ptr<experimental::precision::s4> {
  typedef void type;
};
template <> struct ptr<experimental::precision::b1> {
  typedef void type;
};
#endif

/* Accumulators: the sum's type, conversion in and out (satf: clamp). */
template <typename __T> struct acc;
template <> struct acc<float> {
  typedef float __Acc;
  static __device__ __forceinline__ __Acc __in(float __cucc_v) { return __cucc_v; }
  static __device__ __forceinline__ float __out(__Acc __cucc_v, bool __satf) {
    if (__satf) {
      if (__cucc_v != __cucc_v)
        return 0.0f;
      if (__cucc_v > 3.40282347e+38f)
        return 3.40282347e+38f;
      if (__cucc_v < -3.40282347e+38f)
        return -3.40282347e+38f;
    }
    return __cucc_v;
  }
};
template <> struct acc<__half> {
  typedef float __Acc;
  static __device__ __forceinline__ __Acc __in(__half __cucc_v) { return __half2float(__cucc_v); }
  static __device__ __forceinline__ __half __out(__Acc __cucc_v, bool __satf) {
    if (__satf) {
      if (__cucc_v != __cucc_v)
        __cucc_v = 0.0f;
      else if (__cucc_v > 65504.0f)
        __cucc_v = 65504.0f;
      else if (__cucc_v < -65504.0f)
        __cucc_v = -65504.0f;
    }
    return __float2half_rn(__cucc_v);
  }
};
template <> struct acc<int> {
  typedef long long __Acc;
  static __device__ __forceinline__ __Acc __in(int __cucc_v) { return __cucc_v; }
  static __device__ __forceinline__ int __out(__Acc __cucc_v, bool __satf) {
    if (__satf) {
      if (__cucc_v > 2147483647LL)
        return 2147483647;
      if (__cucc_v < -2147483647LL - 1)
        return -2147483647 - 1;
    }
    return (int)(unsigned)(unsigned long long)__cucc_v; /* wraps */
  }
};
template <> struct acc<double> {
  typedef double __Acc;
  static __device__ __forceinline__ __Acc __in(double __cucc_v) { return __cucc_v; }
  static __device__ __forceinline__ double __out(__Acc __cucc_v, bool) { return __cucc_v; }
};

/* One step of the dot product; op: 0 multiply, 1 xor (bmma), 2 and. */
static __device__ __forceinline__ float madd(float __cucc_s, float __a, float __cucc_b, int) {
  return __cucc_s + __a * __cucc_b;
}
static __device__ __forceinline__ long long madd(long long __cucc_s, int __a, int __cucc_b,
                                                 int __op) {
  return __cucc_s + (__op == 1 ? (long long)(__a ^ __cucc_b) : (long long)__a * __cucc_b);
}
static __device__ __forceinline__ double madd(double __cucc_s, double __a, double __cucc_b,
                                              int) {
  return __builtin_fma(__a, __cucc_b, __cucc_s);
}

/* Which mma_sync combinations exist: inputs TA, accumulators C and D. */
template <typename __TA, typename __TC, typename __TD> struct mma_ok {
  enum { value = 0 };
};
template <> struct mma_ok<__half, __half, __half> {
  enum { value = 1 };
};
template <> struct mma_ok<__half, float, __half> {
  enum { value = 1 };
};
template <> struct mma_ok<__half, __half, float> {
  enum { value = 1 };
};
template <> struct mma_ok<__half, float, float> {
  enum { value = 1 };
};
template <> struct mma_ok<signed char, int, int> {
  enum { value = 1 };
};
template <> struct mma_ok<unsigned char, int, int> {
  enum { value = 1 };
};
#ifdef __CUCC_AMPERE_MMA__
template <> struct mma_ok<__nv_bfloat16, float, float> {
  enum { value = 1 };
};
template <> struct mma_ok<precision::tf32, float, float> {
  enum { value = 1 };
};
template <> struct mma_ok<double, double, double> {
  enum { value = 1 };
};
#endif
#ifdef __CUCC_SUBBYTE_IMMA__
template <> struct mma_ok<experimental::precision::u4, int, int> {
  enum { value = 1 };
};
template <> struct mma_ok<experimental::precision::s4, int, int> {
  enum { value = 1 };
};
#endif

/* This thread's lane: its linear thread id modulo 32. */
static __device__ __forceinline__ unsigned __lane() {
  return (threadIdx.x +
          blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) &
         31u;
}

template <typename __F, typename __Use, int __M, int __N, int __K, typename __T>
static __device__ __forceinline__ void load(__F &__cucc_f, const void *__cucc_p, unsigned __ldm,
                                            bool __row) {
  enum { __R = dims<__Use, __M, __N, __K>::__R, __C = dims<__Use, __M, __N, __K>::__C };
  __syncwarp();
  unsigned __l = __lane();
  for (int __i = 0; __i < __F::num_elements; __i++) {
    unsigned __e = (__l * __F::num_elements + __i) % (__R * __C), __cucc_r = __e / __C, __c = __e % __C;
    unsigned long long __off = __row ? (unsigned long long)__cucc_r * __ldm + __c
                                 : (unsigned long long)__c * __ldm + __cucc_r;
    el<__T>::set(__cucc_f.x, __i, el<__T>::read(__cucc_p, __off));
  }
}

template <int __M, int __N, int __K, typename __T, typename __F>
static __device__ __forceinline__ void store(__T *__cucc_p, const __F &__cucc_f, unsigned __ldm,
                                             layout_t __layout) {
  unsigned __l = __lane();
  for (int __i = 0; __i < __F::num_elements; __i++) {
    unsigned __e = (__l * __F::num_elements + __i) % (__M * __N), __cucc_r = __e / __N, __c = __e % __N;
    unsigned long long __off = __layout == mem_row_major
                                 ? (unsigned long long)__cucc_r * __ldm + __c
                                 : (unsigned long long)__c * __ldm + __cucc_r;
    __cucc_p[__off] = __cucc_f.x[__i];
  }
  __syncwarp();
}

template <int __M, int __N, int __K, typename __TA, typename __LA, typename __LB,
          typename __TC, typename __TD>
static __device__ __forceinline__ void
mma(fragment<accumulator, __M, __N, __K, __TD> &__d,
    const fragment<matrix_a, __M, __N, __K, __TA, __LA> &__a,
    const fragment<matrix_b, __M, __N, __K, __TA, __LB> &__cucc_b,
    const fragment<accumulator, __M, __N, __K, __TC> &__c, int __op, bool __satf) {
  typedef typename el<__TA>::comp __X;
  typedef typename acc<__TD>::__Acc __Acc;
  typedef fragment<matrix_a, __M, __N, __K, __TA, __LA> __FA;
  typedef fragment<matrix_b, __M, __N, __K, __TA, __LB> __FB;
  typedef fragment<accumulator, __M, __N, __K, __TD> __FD;
  struct __tile {
    __X __a[__M * __K];
    __X __cucc_b[__K * __N];
  };
  __tile __own; /* only lane 0's is used */
  __tile *__cucc_t = (__tile *)(__UINTPTR_TYPE__)__shfl_sync(
      0xffffffffu, (unsigned long long)(__UINTPTR_TYPE__)&__own, 0);
  unsigned __l = __lane();
  for (int __i = 0; __i < __FA::num_elements; __i++)
    __cucc_t->__a[(__l * __FA::num_elements + __i) % (__M * __K)] = el<__TA>::get(__a.x, __i);
  for (int __i = 0; __i < __FB::num_elements; __i++)
    __cucc_t->__cucc_b[(__l * __FB::num_elements + __i) % (__K * __N)] = el<__TA>::get(__cucc_b.x, __i);
  __syncwarp();
  for (int __i = 0; __i < __FD::num_elements; __i++) {
    unsigned __e = (__l * __FD::num_elements + __i) % (__M * __N), __cucc_r = __e / __N, __col = __e % __N;
    __Acc __cucc_s = acc<__TC>::__in(__c.x[__i]);
    for (int __k = 0; __k < __K; __k++)
      __cucc_s = madd(__cucc_s, __cucc_t->__a[__cucc_r * __K + __k], __cucc_t->__cucc_b[__k * __N + __col], __op);
    __d.x[__i] = acc<__TD>::__out(__cucc_s, __satf);
  }
  __syncwarp();
}
} // namespace __cucc_wmma

namespace nvcuda {
namespace wmma {

template <typename __Use, int __M, int __N, int __K, typename __T, typename __Layout>
static __device__ __inline__ void
load_matrix_sync(fragment<__Use, __M, __N, __K, __T, __Layout> &__a,
                 const typename __cucc_wmma::ptr<__T>::type *__cucc_p, unsigned __ldm) {
  static_assert(!__cucc_wmma::same<__Use, accumulator>::value,
                "wmma::load_matrix_sync: an accumulator needs a layout_t");
  __cucc_wmma::load<fragment<__Use, __M, __N, __K, __T, __Layout>, __Use, __M, __N, __K, __T>(
      __a, __cucc_p, __ldm, __cucc_wmma::same<__Layout, row_major>::value);
}

template <int __M, int __N, int __K, typename __T>
static __device__ __inline__ void
load_matrix_sync(fragment<accumulator, __M, __N, __K, __T> &__a,
                 const typename __cucc_wmma::ptr<__T>::type *__cucc_p, unsigned __ldm,
                 layout_t __layout) {
  __cucc_wmma::load<fragment<accumulator, __M, __N, __K, __T>, accumulator, __M, __N, __K,
                    __T>(__a, __cucc_p, __ldm, __layout == mem_row_major);
}

template <int __M, int __N, int __K, typename __T>
static __device__ __inline__ void
store_matrix_sync(typename __cucc_wmma::ptr<__T>::type *__cucc_p,
                  const fragment<accumulator, __M, __N, __K, __T> &__a, unsigned __ldm,
                  layout_t __layout) {
  __cucc_wmma::store<__M, __N, __K>(__cucc_p, __a, __ldm, __layout);
}

/* D = A * B + C. satf: integers saturate instead of wrapping; floating
 * accumulators clamp infinities to the largest finite value and NaN to 0
 * (CUDA 13 keeps the argument for the integer forms only). */
template <int __M, int __N, int __K, typename __TA, typename __LA, typename __LB,
          typename __TD, typename __TC>
static __device__ __inline__ void
mma_sync(fragment<accumulator, __M, __N, __K, __TD> &__d,
         const fragment<matrix_a, __M, __N, __K, __TA, __LA> &__a,
         const fragment<matrix_b, __M, __N, __K, __TA, __LB> &__cucc_b,
         const fragment<accumulator, __M, __N, __K, __TC> &__c, bool __satf = false) {
  static_assert(__cucc_wmma::mma_ok<__TA, __TC, __TD>::value,
                "wmma::mma_sync: no such combination of element types");
  __cucc_wmma::mma(__d, __a, __cucc_b, __c, 0, __satf);
}

#ifdef __CUCC_SUBBYTE_IMMA__
/* D = popc(A row op B column) + C over 128-bit rows/columns. */
static __device__ __inline__ void
bmma_sync(fragment<accumulator, 8, 8, 128, int> &__d,
          const fragment<matrix_a, 8, 8, 128, experimental::precision::b1,
                         row_major> &__a,
          const fragment<matrix_b, 8, 8, 128, experimental::precision::b1,
                         col_major> &__cucc_b,
          const fragment<accumulator, 8, 8, 128, int> &__c,
          experimental::bmmaBitOp __op = experimental::bmmaBitOpXOR,
          experimental::bmmaAccumulateOp = experimental::bmmaAccumulateOpPOPC) {
  __cucc_wmma::mma(__d, __a, __cucc_b, __c, __op == experimental::bmmaBitOpXOR ? 1 : 2,
                   false);
}
#endif

} // namespace wmma
} // namespace nvcuda

#undef __CUCC_IMMA__
#undef __CUCC_SUBBYTE_IMMA__
#undef __CUCC_AMPERE_MMA__

#endif /* !__CUDA_ARCH__ || __CUDA_ARCH__ >= 700 */

#endif /* __cplusplus && __CUDACC__ && __CUCC_CUDA_MODE__ */

#endif /* __CUDA_MMA_H__ */
