/* cucc: CUDA's cuda_fp8.h: the 8-bit floating-point formats E4M3 (bias 7,
 * no infinity, NaN 0x7f/0xff, largest 448) and E5M2 (bias 15, as the top
 * byte of a half, largest 57344): __nv_cvt_* conversions from double,
 * float, half and bfloat16 (round to nearest even; __NV_SATFINITE clamps
 * overflow to the largest finite value, __NV_NOSAT gives NaN for E4M3 and
 * infinity for E5M2; a NaN gives 0x7f in both), to half (exact; NaNs give
 * 0x7fff), and the classes __nv_fp8_e4m3,
 * __nv_fp8_e5m2, __nv_fp8x2_* and __nv_fp8x4_* (storage in __x, built with
 * saturation, converting through float or half). Everything goes through
 * NVIDIA's double-precision algorithm with integer code only, so host and
 * device agree bit for bit whatever the floating-point environment.
 * Host and device, CUDA and plain C++. */
#ifndef __CUDA_FP8_H__
#define __CUDA_FP8_H__

#include "cuda_bf16.h"
#include "cuda_fp16.h"

#if defined(__cplusplus)

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t {
  __NV_E4M3,
  __NV_E5M2
} __nv_fp8_interpretation_t;

#define __CUCC_FP8_DECL static __host__ __device__ __forceinline__
#define __CUCC_FP8_HD __host__ __device__ __forceinline__

__CUCC_FP8_DECL __nv_fp8_storage_t
__nv_cvt_double_to_fp8(const double __x, const __nv_saturation_t __sat,
                       const __nv_fp8_interpretation_t __fmt) {
  unsigned long long __bits;
  __builtin_memcpy(&__bits, &__x, sizeof __bits);
  const bool __e4 = __fmt == __NV_E4M3;
  const unsigned __bias = __e4 ? 7u : 15u;
  const unsigned long long __sbits = __e4 ? 4ull : 3ull; /* with the implicit bit */
  const unsigned char __mmask = __e4 ? 0x7u : 0x3u;
  const unsigned long long __min_denorm_o2 = __e4 ? 0x3F50000000000000ull  /* 2^-10 */
                                                  : 0x3EE0000000000000ull; /* 2^-17 */
  const unsigned long long __overflow = __e4 ? 0x407D000000000000ull /* 464 */
                                             : 0x40EE000000000000ull - 1ull;
  const unsigned char __maxnorm = __e4 ? 0x7Eu : 0x7Bu;
  const unsigned long long __minnorm = __e4 ? 0x3F90000000000000ull  /* 2^-6 */
                                            : 0x3F10000000000000ull; /* 2^-14 */
  const unsigned long long __half_ulp = 1ull << (53ull - __sbits - 1ull);
  unsigned char __sign = (unsigned char)((__bits >> 63) << 7);
  unsigned char __exp =
      (unsigned char)((((unsigned short)(__bits >> 52)) & 0x7FFu) - 1023u + __bias);
  unsigned char __mant = (unsigned char)(__bits >> (53ull - __sbits)) & __mmask;
  unsigned long long __abs = __bits & 0x7FFFFFFFFFFFFFFFull;
  unsigned char __r;
  if (__abs <= __min_denorm_o2) {
    __r = 0;
  } else if (__abs > 0x7FF0000000000000ull) {
    return 0x7Fu; /* NaN, either format, without its sign (as an H100) */
  } else if (__abs > __overflow) {
    __r = __sat == __NV_SATFINITE ? __maxnorm : (__e4 ? 0x7Fu : 0x7Cu);
  } else if (__abs >= __minnorm) {
    __r = (unsigned char)((__exp << (__sbits - 1u)) | __mant);
    unsigned long long __round = __bits & ((__half_ulp << 1) - 1ull);
    if (__round > __half_ulp || (__round == __half_ulp && (__mant & 1u)))
      __r = (unsigned char)(__r + 1u);
  } else {
    unsigned char __shift = (unsigned char)(1u - __exp);
    __mant |= (unsigned char)(1u << (__sbits - 1u));
    __r = (unsigned char)(__mant >> __shift);
    unsigned long long __round =
        (__bits | (1ull << 52)) & ((__half_ulp << (__shift + 1ull)) - 1ull);
    if (__round > (__half_ulp << __shift) ||
        (__round == (__half_ulp << __shift) && (__r & 1u)))
      __r = (unsigned char)(__r + 1u);
  }
  return (__nv_fp8_storage_t)(__r | __sign);
}
__CUCC_FP8_DECL __nv_fp8_storage_t
__nv_cvt_float_to_fp8(const float __x, const __nv_saturation_t __sat,
                      const __nv_fp8_interpretation_t __fmt) {
  return __nv_cvt_double_to_fp8((double)__x, __sat, __fmt);
}
__CUCC_FP8_DECL __nv_fp8_storage_t
__nv_cvt_halfraw_to_fp8(const __half_raw __x, const __nv_saturation_t __sat,
                        const __nv_fp8_interpretation_t __fmt) {
  return __nv_cvt_float_to_fp8(__cucc_fp_h2f(__x.x), __sat, __fmt);
}
__CUCC_FP8_DECL __nv_fp8_storage_t
__nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw __x, const __nv_saturation_t __sat,
                            const __nv_fp8_interpretation_t __fmt) {
  unsigned int __u = (unsigned int)__x.x << 16;
  float __f;
  __builtin_memcpy(&__f, &__u, 4);
  return __nv_cvt_float_to_fp8(__f, __sat, __fmt);
}
#define __CUCC_FP8_PAIR(name, T2, conv, lo, hi)                                \
  __CUCC_FP8_DECL __nv_fp8x2_storage_t name(const T2 __x,                      \
                                            const __nv_saturation_t __sat,     \
                                            const __nv_fp8_interpretation_t __fmt) { \
    return (__nv_fp8x2_storage_t)(conv(lo, __sat, __fmt) |                     \
                                  ((unsigned)conv(hi, __sat, __fmt) << 8));    \
  }
__CUCC_FP8_PAIR(__nv_cvt_double2_to_fp8x2, double2, __nv_cvt_double_to_fp8, __x.x, __x.y)
__CUCC_FP8_PAIR(__nv_cvt_float2_to_fp8x2, float2, __nv_cvt_float_to_fp8, __x.x, __x.y)
__CUCC_FP8_PAIR(__nv_cvt_halfraw2_to_fp8x2, __half2_raw, __nv_cvt_halfraw_to_fp8,
                __half_raw{__x.x}, __half_raw{__x.y})
__CUCC_FP8_PAIR(__nv_cvt_bfloat16raw2_to_fp8x2, __nv_bfloat162_raw,
                __nv_cvt_bfloat16raw_to_fp8, __nv_bfloat16_raw{__x.x},
                __nv_bfloat16_raw{__x.y})
#undef __CUCC_FP8_PAIR

/* exact: E5M2 is the top byte of a half; E4M3 is re-biased (NaN: 0x7fff) */
__CUCC_FP8_DECL __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t __x,
                                                    const __nv_fp8_interpretation_t __fmt) {
  __half_raw __r;
  unsigned short __u = (unsigned short)((unsigned short)__x << 8);
  if (__fmt == __NV_E5M2) {
    if ((__x & 0x7Fu) > 0x7Cu) /* NaN: the canonical half NaN */
      __u = 0x7FFFu;
  } else {
    unsigned short __sign = __u & 0x8000u;
    unsigned short __exp = (unsigned short)(((__u & 0x7800u) >> 1) + 0x2000u);
    unsigned short __mant = (unsigned short)((__u & 0x0700u) >> 1);
    if ((__x & 0x7Fu) == 0x7Fu) {
      __u = 0x7FFFu;
    } else {
      if (__exp == 0x2000u) { /* zero or denormal */
        if (__mant != 0u) {
          __mant = (unsigned short)(__mant << 1);
          while ((__mant & 0x0400u) == 0u) {
            __mant = (unsigned short)(__mant << 1);
            __exp = (unsigned short)(__exp - 0x0400u);
          }
          __mant &= 0x03FFu;
        } else {
          __exp = 0;
        }
      }
      __u = (unsigned short)(__sign | __exp | __mant);
    }
  }
  __r.x = __u;
  return __r;
}
__CUCC_FP8_DECL __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t __x,
                                                        const __nv_fp8_interpretation_t __fmt) {
  __half2_raw __r;
  __r.x = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)__x, __fmt).x;
  __r.y = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(__x >> 8), __fmt).x;
  return __r;
}

/* The classes, once per format. */
#define __CUCC_FP8_CLASSES(S, FMT)                                             \
  struct __align__(1) __nv_fp8_##S {                                           \
    __nv_fp8_storage_t __x;                                                    \
    __nv_fp8_##S() = default;                                                  \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const __half __f) {                    \
      __x = __nv_cvt_halfraw_to_fp8(static_cast<__half_raw>(__f), __NV_SATFINITE, FMT); \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const __nv_bfloat16 __f) {             \
      __x = __nv_cvt_bfloat16raw_to_fp8(static_cast<__nv_bfloat16_raw>(__f),   \
                                        __NV_SATFINITE, FMT);                  \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const float __f) {                     \
      __x = __nv_cvt_float_to_fp8(__f, __NV_SATFINITE, FMT);                   \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const double __f) {                    \
      __x = __nv_cvt_double_to_fp8(__f, __NV_SATFINITE, FMT);                  \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const unsigned short __v) : __nv_fp8_##S((float)__v) {} \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const unsigned int __v) : __nv_fp8_##S((float)__v) {} \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const unsigned long __v) : __nv_fp8_##S((float)__v) {} \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const unsigned long long __v) : __nv_fp8_##S((float)__v) {} \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const short __v) : __nv_fp8_##S((float)__v) {} \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const int __v) : __nv_fp8_##S((float)__v) {} \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const long __v) : __nv_fp8_##S((float)__v) {} \
    __CUCC_FP8_HD explicit __nv_fp8_##S(const long long __v) : __nv_fp8_##S((float)__v) {} \
    __CUCC_FP8_HD explicit operator __half_raw() const {                       \
      return __nv_cvt_fp8_to_halfraw(__x, FMT);                                \
    }                                                                          \
    __CUCC_FP8_HD explicit operator __half() const { return __half(static_cast<__half_raw>(*this)); } \
    __CUCC_FP8_HD explicit operator float() const {                            \
      return __cucc_fp_h2f(static_cast<__half_raw>(*this).x);                  \
    }                                                                          \
    __CUCC_FP8_HD explicit operator double() const { return (double)static_cast<float>(*this); } \
    __CUCC_FP8_HD explicit operator __nv_bfloat16() const {                    \
      return __nv_bfloat16(static_cast<float>(*this));                         \
    }                                                                          \
    __CUCC_FP8_HD explicit operator bool() const { return (__x & 0x7Fu) != 0u; } \
    __CUCC_FP8_HD explicit operator unsigned char() const {                    \
      return (unsigned char)static_cast<__half>(*this);                        \
    }                                                                          \
    __CUCC_FP8_HD explicit operator signed char() const {                      \
      return (signed char)static_cast<__half>(*this);                          \
    }                                                                          \
    __CUCC_FP8_HD explicit operator char() const {                             \
      return (char)static_cast<__half>(*this);                                 \
    }                                                                          \
    __CUCC_FP8_HD explicit operator unsigned short() const {                   \
      return (unsigned short)static_cast<__half>(*this);                       \
    }                                                                          \
    __CUCC_FP8_HD explicit operator short() const { return (short)static_cast<__half>(*this); } \
    __CUCC_FP8_HD explicit operator unsigned int() const {                     \
      return (unsigned int)static_cast<__half>(*this);                         \
    }                                                                          \
    __CUCC_FP8_HD explicit operator int() const { return (int)static_cast<__half>(*this); } \
    __CUCC_FP8_HD explicit operator unsigned long long() const {               \
      return (unsigned long long)static_cast<__half>(*this);                   \
    }                                                                          \
    __CUCC_FP8_HD explicit operator long long() const {                        \
      return (long long)static_cast<__half>(*this);                            \
    }                                                                          \
  };                                                                           \
  struct __align__(2) __nv_fp8x2_##S {                                         \
    __nv_fp8x2_storage_t __x;                                                  \
    __nv_fp8x2_##S() = default;                                                \
    __CUCC_FP8_HD explicit __nv_fp8x2_##S(const __half2 __f) {                 \
      __x = __nv_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(__f), __NV_SATFINITE, FMT); \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8x2_##S(const __nv_bfloat162 __f) {          \
      __x = __nv_cvt_bfloat16raw2_to_fp8x2(static_cast<__nv_bfloat162_raw>(__f), \
                                           __NV_SATFINITE, FMT);               \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8x2_##S(const float2 __f) {                  \
      __x = __nv_cvt_float2_to_fp8x2(__f, __NV_SATFINITE, FMT);                \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8x2_##S(const double2 __f) {                 \
      __x = __nv_cvt_double2_to_fp8x2(__f, __NV_SATFINITE, FMT);               \
    }                                                                          \
    __CUCC_FP8_HD explicit operator __half2_raw() const {                      \
      return __nv_cvt_fp8x2_to_halfraw2(__x, FMT);                             \
    }                                                                          \
    __CUCC_FP8_HD explicit operator __half2() const {                          \
      return __half2(static_cast<__half2_raw>(*this));                         \
    }                                                                          \
    __CUCC_FP8_HD explicit operator float2() const {                           \
      __half2_raw __h = static_cast<__half2_raw>(*this);                       \
      return make_float2(__cucc_fp_h2f(__h.x), __cucc_fp_h2f(__h.y));          \
    }                                                                          \
  };                                                                           \
  struct __align__(4) __nv_fp8x4_##S {                                         \
    __nv_fp8x4_storage_t __x;                                                  \
    __nv_fp8x4_##S() = default;                                                \
    __CUCC_FP8_HD explicit __nv_fp8x4_##S(const __half2 __lo, const __half2 __hi) { \
      __x = (unsigned)__nv_fp8x2_##S(__lo).__x |                               \
            ((unsigned)__nv_fp8x2_##S(__hi).__x << 16);                        \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8x4_##S(const __nv_bfloat162 __lo,           \
                                          const __nv_bfloat162 __hi) {         \
      __x = (unsigned)__nv_fp8x2_##S(__lo).__x |                               \
            ((unsigned)__nv_fp8x2_##S(__hi).__x << 16);                        \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8x4_##S(const float4 __f) {                  \
      __x = (unsigned)__nv_fp8x2_##S(make_float2(__f.x, __f.y)).__x |          \
            ((unsigned)__nv_fp8x2_##S(make_float2(__f.z, __f.w)).__x << 16);   \
    }                                                                          \
    __CUCC_FP8_HD explicit __nv_fp8x4_##S(const double4 __f) {                 \
      __x = (unsigned)__nv_fp8x2_##S(make_double2(__f.x, __f.y)).__x |         \
            ((unsigned)__nv_fp8x2_##S(make_double2(__f.z, __f.w)).__x << 16);  \
    }                                                                          \
    __CUCC_FP8_HD explicit operator float4() const {                           \
      __half2_raw __l = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)__x, FMT); \
      __half2_raw __h = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)(__x >> 16), FMT); \
      return make_float4(__cucc_fp_h2f(__l.x), __cucc_fp_h2f(__l.y),           \
                         __cucc_fp_h2f(__h.x), __cucc_fp_h2f(__h.y));          \
    }                                                                          \
  };
__CUCC_FP8_CLASSES(e4m3, __NV_E4M3)
__CUCC_FP8_CLASSES(e5m2, __NV_E5M2)
#undef __CUCC_FP8_CLASSES
#undef __CUCC_FP8_DECL
#undef __CUCC_FP8_HD

#endif /* __cplusplus */
#endif /* __CUDA_FP8_H__ */
