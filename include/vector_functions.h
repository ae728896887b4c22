/* cucc: the make_<vector type>() constructor functions, usable in host and
 * device code and from C. */
#ifndef CUCC_VECTOR_FUNCTIONS_H
#define CUCC_VECTOR_FUNCTIONS_H
/* NVIDIA's guard, tested by programs such as cuda-samples */
#define __VECTOR_FUNCTIONS_H__

#include "crt/host_defines.h"
#include "vector_types.h"

#define __VECTOR_FUNCTIONS_DECL__ static __inline__ __host__ __device__

__VECTOR_FUNCTIONS_DECL__ char1 make_char1(signed char __cucc_x) {
  char1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ char2 make_char2(signed char __cucc_x, signed char __y) {
  char2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ char3 make_char3(signed char __cucc_x, signed char __y,
                                           signed char __z) {
  char3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ char4 make_char4(signed char __cucc_x, signed char __y,
                                           signed char __z, signed char __w) {
  char4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ uchar1 make_uchar1(unsigned char __cucc_x) {
  uchar1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ uchar2 make_uchar2(unsigned char __cucc_x, unsigned char __y) {
  uchar2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ uchar3 make_uchar3(unsigned char __cucc_x, unsigned char __y,
                                             unsigned char __z) {
  uchar3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ uchar4 make_uchar4(unsigned char __cucc_x, unsigned char __y,
                                             unsigned char __z, unsigned char __w) {
  uchar4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ short1 make_short1(short __cucc_x) {
  short1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ short2 make_short2(short __cucc_x, short __y) {
  short2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ short3 make_short3(short __cucc_x, short __y, short __z) {
  short3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ short4 make_short4(short __cucc_x, short __y, short __z,
                                             short __w) {
  short4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ushort1 make_ushort1(unsigned short __cucc_x) {
  ushort1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ushort2 make_ushort2(unsigned short __cucc_x,
                                               unsigned short __y) {
  ushort2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ushort3 make_ushort3(unsigned short __cucc_x,
                                               unsigned short __y,
                                               unsigned short __z) {
  ushort3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ushort4 make_ushort4(unsigned short __cucc_x,
                                               unsigned short __y,
                                               unsigned short __z,
                                               unsigned short __w) {
  ushort4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ int1 make_int1(int __cucc_x) {
  int1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ int2 make_int2(int __cucc_x, int __y) {
  int2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ int3 make_int3(int __cucc_x, int __y, int __z) {
  int3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ int4 make_int4(int __cucc_x, int __y, int __z, int __w) {
  int4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ uint1 make_uint1(unsigned int __cucc_x) {
  uint1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ uint2 make_uint2(unsigned int __cucc_x, unsigned int __y) {
  uint2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ uint3 make_uint3(unsigned int __cucc_x, unsigned int __y,
                                           unsigned int __z) {
  uint3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ uint4 make_uint4(unsigned int __cucc_x, unsigned int __y,
                                           unsigned int __z, unsigned int __w) {
  uint4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ long1 make_long1(long int __cucc_x) {
  long1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ long2 make_long2(long int __cucc_x, long int __y) {
  long2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ long3 make_long3(long int __cucc_x, long int __y, long int __z) {
  long3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ long4 make_long4(long int __cucc_x, long int __y, long int __z,
                                           long int __w) {
  long4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulong1 make_ulong1(unsigned long int __cucc_x) {
  ulong1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulong2 make_ulong2(unsigned long int __cucc_x,
                                             unsigned long int __y) {
  ulong2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulong3 make_ulong3(unsigned long int __cucc_x,
                                             unsigned long int __y,
                                             unsigned long int __z) {
  ulong3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulong4 make_ulong4(unsigned long int __cucc_x,
                                             unsigned long int __y,
                                             unsigned long int __z,
                                             unsigned long int __w) {
  ulong4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ longlong1 make_longlong1(long long int __cucc_x) {
  longlong1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ longlong2 make_longlong2(long long int __cucc_x,
                                                   long long int __y) {
  longlong2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ longlong3 make_longlong3(long long int __cucc_x,
                                                   long long int __y,
                                                   long long int __z) {
  longlong3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ longlong4 make_longlong4(long long int __cucc_x,
                                                   long long int __y,
                                                   long long int __z,
                                                   long long int __w) {
  longlong4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulonglong1 make_ulonglong1(unsigned long long int __cucc_x) {
  ulonglong1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulonglong2 make_ulonglong2(unsigned long long int __cucc_x,
                                                     unsigned long long int __y) {
  ulonglong2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulonglong3 make_ulonglong3(unsigned long long int __cucc_x,
                                                     unsigned long long int __y,
                                                     unsigned long long int __z) {
  ulonglong3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulonglong4 make_ulonglong4(unsigned long long int __cucc_x,
                                                     unsigned long long int __y,
                                                     unsigned long long int __z,
                                                     unsigned long long int __w) {
  ulonglong4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ float1 make_float1(float __cucc_x) {
  float1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ float2 make_float2(float __cucc_x, float __y) {
  float2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ float3 make_float3(float __cucc_x, float __y, float __z) {
  float3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ float4 make_float4(float __cucc_x, float __y, float __z,
                                             float __w) {
  float4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ double1 make_double1(double __cucc_x) {
  double1 __cucc_t;
  __cucc_t.x = __cucc_x;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ double2 make_double2(double __cucc_x, double __y) {
  double2 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ double3 make_double3(double __cucc_x, double __y, double __z) {
  double3 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ double4 make_double4(double __cucc_x, double __y, double __z,
                                               double __w) {
  double4 __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ long4_16a make_long4_16a(long int __cucc_x, long int __y,
                                                   long int __z, long int __w) {
  long4_16a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ long4_32a make_long4_32a(long int __cucc_x, long int __y,
                                                   long int __z, long int __w) {
  long4_32a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulong4_16a make_ulong4_16a(unsigned long int __cucc_x,
                                                     unsigned long int __y,
                                                     unsigned long int __z,
                                                     unsigned long int __w) {
  ulong4_16a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulong4_32a make_ulong4_32a(unsigned long int __cucc_x,
                                                     unsigned long int __y,
                                                     unsigned long int __z,
                                                     unsigned long int __w) {
  ulong4_32a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ longlong4_16a make_longlong4_16a(long long int __cucc_x,
                                                           long long int __y,
                                                           long long int __z,
                                                           long long int __w) {
  longlong4_16a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ longlong4_32a make_longlong4_32a(long long int __cucc_x,
                                                           long long int __y,
                                                           long long int __z,
                                                           long long int __w) {
  longlong4_32a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulonglong4_16a
make_ulonglong4_16a(unsigned long long int __cucc_x, unsigned long long int __y,
                    unsigned long long int __z, unsigned long long int __w) {
  ulonglong4_16a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ ulonglong4_32a
make_ulonglong4_32a(unsigned long long int __cucc_x, unsigned long long int __y,
                    unsigned long long int __z, unsigned long long int __w) {
  ulonglong4_32a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ double4_16a make_double4_16a(double __cucc_x, double __y,
                                                       double __z, double __w) {
  double4_16a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}
__VECTOR_FUNCTIONS_DECL__ double4_32a make_double4_32a(double __cucc_x, double __y,
                                                       double __z, double __w) {
  double4_32a __cucc_t;
  __cucc_t.x = __cucc_x;
  __cucc_t.y = __y;
  __cucc_t.z = __z;
  __cucc_t.w = __w;
  return __cucc_t;
}

#undef __VECTOR_FUNCTIONS_DECL__

#endif /* CUCC_VECTOR_FUNCTIONS_H */
