/* cucc: warp matrix functions (namespace nvcuda::wmma) as CUDA 12/13's
 * mma.h declares them: fragment<Use, m, n, k, T, Layout> for every shape
 * and type (__half m16n16k16/m32n8k16/m8n32k16 with __half or float
 * accumulators, signed/unsigned char with int, __nv_bfloat16, tf32 m16n16k8,
 * double m8n8k4, experimental u4/s4 m8n8k32 and b1 m8n8k128), num_elements,
 * x[], fill_fragment, load_matrix_sync, store_matrix_sync, mma_sync (with
 * satf), bmma_sync and __float_to_tf32, gated by __CUDA_ARCH__ as in CUDA.
 *
 * CPU design. The functions are warp-collective: the 32 lanes of a warp (32
 * consecutive linear thread ids) run them together as fibers. Each lane's
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
 * The lowering sees __cucc_warp calls, so kernels using wmma run on fibers.
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
inline __device__ float __float_to_tf32(float in) {
  unsigned u;
  __builtin_memcpy(&u, &in, 4);
  if ((u & 0x7f800000u) != 0x7f800000u)
    u = (u + 0x1000u) & 0xffffe000u;
  float r;
  __builtin_memcpy(&r, &u, 4);
  return r;
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

template <typename T> struct helper_traits {
  typedef T element_type;
  typedef T storage_element_type;
  typedef T fill_argument_type;
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
template <typename T, int size, int packed_size = size>
struct __align__(8) __frag_base {
  enum { num_elements = size };
  enum { num_storage_elements = packed_size };
  typedef T element_type;
  typedef typename helper_traits<T>::storage_element_type storage_element_type;
  storage_element_type x[num_storage_elements];
};

template <typename FragEleType, typename StorageType, typename ArgType>
static inline __device__ StorageType __get_storage_value(ArgType in) {
  return in;
}
#ifdef __CUCC_SUBBYTE_IMMA__
template <>
__device__ inline unsigned
__get_storage_value<experimental::precision::u4, unsigned, unsigned>(
    unsigned in) {
  return (in & 0xfu) * 0x11111111u;
}
template <>
__device__ inline int
__get_storage_value<experimental::precision::s4, int, int>(int in) {
  return (int)(((unsigned)in & 0xfu) * 0x11111111u);
}
template <>
__device__ inline unsigned
__get_storage_value<experimental::precision::b1, unsigned, unsigned>(
    unsigned in) {
  return (in & 1u) ? 0xffffffffu : 0u;
}
#endif

template <typename FragEleType, int size, int packed_size>
static __device__ __inline__ void
fill_fragment(__frag_base<FragEleType, size, packed_size> &f,
              const typename helper_traits<FragEleType>::fill_argument_type
                  &in) {
  typedef typename helper_traits<FragEleType>::storage_element_type S;
  S v = __get_storage_value<FragEleType, S>(in);
  for (int i = 0; i < f.num_storage_elements; i++)
    f.x[i] = v;
}

template <typename Use, int m, int n, int k, typename T,
          typename Layout = void>
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

template <typename A, typename B> struct same {
  enum { value = 0 };
};
template <typename A> struct same<A, A> {
  enum { value = 1 };
};

/* Rows and columns of the tile of each use. */
template <typename Use, int M, int N, int K> struct dims;
template <int M, int N, int K> struct dims<matrix_a, M, N, K> {
  enum { R = M, C = K };
};
template <int M, int N, int K> struct dims<matrix_b, M, N, K> {
  enum { R = K, C = N };
};
template <int M, int N, int K> struct dims<accumulator, M, N, K> {
  enum { R = M, C = N };
};

/* Element access per element type: S is the storage type of x[], comp the
 * type mma computes in; read(p, off) reads element off of a tile in memory,
 * get/set access the fragment's slot i. */
template <typename T> struct el {
  typedef T S;
  typedef T comp;
  typedef T raw;
  static __device__ __forceinline__ raw read(const void *p,
                                             unsigned long long off) {
    return ((const S *)p)[off];
  }
  static __device__ __forceinline__ void set(S *x, int i, raw v) { x[i] = v; }
  static __device__ __forceinline__ comp get(const S *x, int i) {
    return x[i];
  }
};
template <> struct el<__half> {
  typedef __half S;
  typedef float comp;
  typedef __half raw;
  static __device__ __forceinline__ raw read(const void *p,
                                             unsigned long long off) {
    return ((const S *)p)[off];
  }
  static __device__ __forceinline__ void set(S *x, int i, raw v) { x[i] = v; }
  static __device__ __forceinline__ comp get(const S *x, int i) {
    return __half2float(x[i]);
  }
};
template <> struct el<__nv_bfloat16> {
  typedef __nv_bfloat16 S;
  typedef float comp;
  typedef __nv_bfloat16 raw;
  static __device__ __forceinline__ raw read(const void *p,
                                             unsigned long long off) {
    return ((const S *)p)[off];
  }
  static __device__ __forceinline__ void set(S *x, int i, raw v) { x[i] = v; }
  static __device__ __forceinline__ comp get(const S *x, int i) {
    return __bfloat162float(x[i]);
  }
};
template <typename T> struct el_int8 {
  typedef T S;
  typedef int comp;
  typedef T raw;
  static __device__ __forceinline__ raw read(const void *p,
                                             unsigned long long off) {
    return ((const S *)p)[off];
  }
  static __device__ __forceinline__ void set(S *x, int i, raw v) { x[i] = v; }
  static __device__ __forceinline__ comp get(const S *x, int i) {
    return (int)x[i];
  }
};
template <> struct el<signed char> : el_int8<signed char> {};
template <> struct el<unsigned char> : el_int8<unsigned char> {};
#ifdef __CUCC_AMPERE_MMA__
template <> struct el<precision::tf32> {
  typedef float S;
  typedef float comp;
  typedef float raw;
  static __device__ __forceinline__ raw read(const void *p,
                                             unsigned long long off) {
    return ((const S *)p)[off];
  }
  static __device__ __forceinline__ void set(S *x, int i, raw v) { x[i] = v; }
  /* the tensor core uses the upper 19 bits (NaNs are kept) */
  static __device__ __forceinline__ comp get(const S *x, int i) {
    unsigned u;
    __builtin_memcpy(&u, &x[i], 4);
    if ((u & 0x7f800000u) != 0x7f800000u || !(u & 0x7fffffu))
      u &= 0xffffe000u;
    float r;
    __builtin_memcpy(&r, &u, 4);
    return r;
  }
};
#endif
/* Sub-byte elements: B bits each, packed 32 / B per storage word. */
template <typename ST, int B, int SIGNED> struct el_packed {
  typedef ST S;
  typedef int comp;
  typedef int raw;
  enum { per = 32 / B };
  static __device__ __forceinline__ int ext(unsigned v) {
    return (SIGNED && (v >> (B - 1)) & 1u) ? (int)v - (1 << B) : (int)v;
  }
  static __device__ __forceinline__ raw read(const void *p,
                                             unsigned long long off) {
    unsigned long long bit = off * B;
    unsigned byte = ((const unsigned char *)p)[bit >> 3];
    return ext((byte >> (bit & 7)) & ((1u << B) - 1u));
  }
  static __device__ __forceinline__ void set(S *x, int i, raw v) {
    unsigned sh = (unsigned)(i % per) * B, m = ((1u << B) - 1u) << sh;
    unsigned u = (unsigned)x[i / per];
    x[i / per] = (S)((u & ~m) | (((unsigned)v << sh) & m));
  }
  static __device__ __forceinline__ comp get(const S *x, int i) {
    unsigned sh = (unsigned)(i % per) * B;
    return ext(((unsigned)x[i / per] >> sh) & ((1u << B) - 1u));
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
template <typename T> struct ptr {
  typedef typename helper_traits<T>::storage_element_type type;
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
template <typename T> struct acc;
template <> struct acc<float> {
  typedef float A;
  static __device__ __forceinline__ A in(float v) { return v; }
  static __device__ __forceinline__ float out(A v, bool satf) {
    if (satf) {
      if (v != v)
        return 0.0f;
      if (v > 3.40282347e+38f)
        return 3.40282347e+38f;
      if (v < -3.40282347e+38f)
        return -3.40282347e+38f;
    }
    return v;
  }
};
template <> struct acc<__half> {
  typedef float A;
  static __device__ __forceinline__ A in(__half v) { return __half2float(v); }
  static __device__ __forceinline__ __half out(A v, bool satf) {
    if (satf) {
      if (v != v)
        v = 0.0f;
      else if (v > 65504.0f)
        v = 65504.0f;
      else if (v < -65504.0f)
        v = -65504.0f;
    }
    return __float2half_rn(v);
  }
};
template <> struct acc<int> {
  typedef long long A;
  static __device__ __forceinline__ A in(int v) { return v; }
  static __device__ __forceinline__ int out(A v, bool satf) {
    if (satf) {
      if (v > 2147483647LL)
        return 2147483647;
      if (v < -2147483647LL - 1)
        return -2147483647 - 1;
    }
    return (int)(unsigned)(unsigned long long)v; /* wraps */
  }
};
template <> struct acc<double> {
  typedef double A;
  static __device__ __forceinline__ A in(double v) { return v; }
  static __device__ __forceinline__ double out(A v, bool) { return v; }
};

/* One step of the dot product; op: 0 multiply, 1 xor (bmma), 2 and. */
static __device__ __forceinline__ float madd(float s, float a, float b, int) {
  return s + a * b;
}
static __device__ __forceinline__ long long madd(long long s, int a, int b,
                                                 int op) {
  return s + (op == 1 ? (long long)(a ^ b) : (long long)a * b);
}
static __device__ __forceinline__ double madd(double s, double a, double b,
                                              int) {
  return __builtin_fma(a, b, s);
}

/* Which mma_sync combinations exist: inputs TA, accumulators C and D. */
template <typename TA, typename TC, typename TD> struct mma_ok {
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
static __device__ __forceinline__ unsigned lane() {
  return (threadIdx.x +
          blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) &
         31u;
}

template <typename F, typename Use, int M, int N, int K, typename T>
static __device__ __forceinline__ void load(F &f, const void *p, unsigned ldm,
                                            bool row) {
  enum { R = dims<Use, M, N, K>::R, C = dims<Use, M, N, K>::C };
  __syncwarp();
  unsigned l = lane();
  for (int i = 0; i < F::num_elements; i++) {
    unsigned e = (l * F::num_elements + i) % (R * C), r = e / C, c = e % C;
    unsigned long long off = row ? (unsigned long long)r * ldm + c
                                 : (unsigned long long)c * ldm + r;
    el<T>::set(f.x, i, el<T>::read(p, off));
  }
}

template <int M, int N, int K, typename T, typename F>
static __device__ __forceinline__ void store(T *p, const F &f, unsigned ldm,
                                             layout_t layout) {
  unsigned l = lane();
  for (int i = 0; i < F::num_elements; i++) {
    unsigned e = (l * F::num_elements + i) % (M * N), r = e / N, c = e % N;
    unsigned long long off = layout == mem_row_major
                                 ? (unsigned long long)r * ldm + c
                                 : (unsigned long long)c * ldm + r;
    p[off] = f.x[i];
  }
  __syncwarp();
}

template <int M, int N, int K, typename TA, typename LA, typename LB,
          typename TC, typename TD>
static __device__ __forceinline__ void
mma(fragment<accumulator, M, N, K, TD> &d,
    const fragment<matrix_a, M, N, K, TA, LA> &a,
    const fragment<matrix_b, M, N, K, TA, LB> &b,
    const fragment<accumulator, M, N, K, TC> &c, int op, bool satf) {
  typedef typename el<TA>::comp X;
  typedef typename acc<TD>::A A;
  typedef fragment<matrix_a, M, N, K, TA, LA> FA;
  typedef fragment<matrix_b, M, N, K, TA, LB> FB;
  typedef fragment<accumulator, M, N, K, TD> FD;
  struct tile {
    X a[M * K];
    X b[K * N];
  };
  tile own; /* only lane 0's is used */
  tile *t = (tile *)(__UINTPTR_TYPE__)__shfl_sync(
      0xffffffffu, (unsigned long long)(__UINTPTR_TYPE__)&own, 0);
  unsigned l = lane();
  for (int i = 0; i < FA::num_elements; i++)
    t->a[(l * FA::num_elements + i) % (M * K)] = el<TA>::get(a.x, i);
  for (int i = 0; i < FB::num_elements; i++)
    t->b[(l * FB::num_elements + i) % (K * N)] = el<TA>::get(b.x, i);
  __syncwarp();
  for (int i = 0; i < FD::num_elements; i++) {
    unsigned e = (l * FD::num_elements + i) % (M * N), r = e / N, col = e % N;
    A s = acc<TC>::in(c.x[i]);
    for (int k = 0; k < K; k++)
      s = madd(s, t->a[r * K + k], t->b[k * N + col], op);
    d.x[i] = acc<TD>::out(s, satf);
  }
  __syncwarp();
}
} // namespace __cucc_wmma

namespace nvcuda {
namespace wmma {

template <typename Use, int M, int N, int K, typename T, typename Layout>
static __device__ __inline__ void
load_matrix_sync(fragment<Use, M, N, K, T, Layout> &a,
                 const typename __cucc_wmma::ptr<T>::type *p, unsigned ldm) {
  static_assert(!__cucc_wmma::same<Use, accumulator>::value,
                "wmma::load_matrix_sync: an accumulator needs a layout_t");
  __cucc_wmma::load<fragment<Use, M, N, K, T, Layout>, Use, M, N, K, T>(
      a, p, ldm, __cucc_wmma::same<Layout, row_major>::value);
}

template <int M, int N, int K, typename T>
static __device__ __inline__ void
load_matrix_sync(fragment<accumulator, M, N, K, T> &a,
                 const typename __cucc_wmma::ptr<T>::type *p, unsigned ldm,
                 layout_t layout) {
  __cucc_wmma::load<fragment<accumulator, M, N, K, T>, accumulator, M, N, K,
                    T>(a, p, ldm, layout == mem_row_major);
}

template <int M, int N, int K, typename T>
static __device__ __inline__ void
store_matrix_sync(typename __cucc_wmma::ptr<T>::type *p,
                  const fragment<accumulator, M, N, K, T> &a, unsigned ldm,
                  layout_t layout) {
  __cucc_wmma::store<M, N, K>(p, a, ldm, layout);
}

/* D = A * B + C. satf: integers saturate instead of wrapping; floating
 * accumulators clamp infinities to the largest finite value and NaN to 0
 * (CUDA 13 keeps the argument for the integer forms only). */
template <int M, int N, int K, typename TA, typename LA, typename LB,
          typename TD, typename TC>
static __device__ __inline__ void
mma_sync(fragment<accumulator, M, N, K, TD> &d,
         const fragment<matrix_a, M, N, K, TA, LA> &a,
         const fragment<matrix_b, M, N, K, TA, LB> &b,
         const fragment<accumulator, M, N, K, TC> &c, bool satf = false) {
  static_assert(__cucc_wmma::mma_ok<TA, TC, TD>::value,
                "wmma::mma_sync: no such combination of element types");
  __cucc_wmma::mma(d, a, b, c, 0, satf);
}

#ifdef __CUCC_SUBBYTE_IMMA__
/* D = popc(A row op B column) + C over 128-bit rows/columns. */
static __device__ __inline__ void
bmma_sync(fragment<accumulator, 8, 8, 128, int> &d,
          const fragment<matrix_a, 8, 8, 128, experimental::precision::b1,
                         row_major> &a,
          const fragment<matrix_b, 8, 8, 128, experimental::precision::b1,
                         col_major> &b,
          const fragment<accumulator, 8, 8, 128, int> &c,
          experimental::bmmaBitOp op = experimental::bmmaBitOpXOR,
          experimental::bmmaAccumulateOp = experimental::bmmaAccumulateOpPOPC) {
  __cucc_wmma::mma(d, a, b, c, op == experimental::bmmaBitOpXOR ? 1 : 2,
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
