/* OpenCL C common functions (clamp, degrees, max, min, mix, radians, step,
 * smoothstep, sign) and geometric functions (dot, cross, length, distance,
 * normalize and their fast_ forms), float and double. Vector operators act
 * per component, so most bodies serve every width. */
#include "clc.h"

#define COMMON(T, S)                                                          \
  _CLC_DEF T clamp(T x, T lo, T hi) { return fmin(fmax(x, lo), hi); }         \
  _CLC_DEF T degrees(T r) { return r * (S)(180.0 / M_PI); }                   \
  _CLC_DEF T radians(T d) { return d * (S)(M_PI / 180.0); }                   \
  _CLC_DEF T max(T x, T y) { return fmax(x, y); }                             \
  _CLC_DEF T min(T x, T y) { return fmin(x, y); }                             \
  _CLC_DEF T mix(T x, T y, T a) { return x + (y - x) * a; }                   \
  _CLC_DEF T step(T edge, T x) { return x < edge ? (T)0 : (T)1; }             \
  _CLC_DEF T smoothstep(T e0, T e1, T x) {                                    \
    T t = clamp((x - e0) / (e1 - e0), (T)0, (T)1);                            \
    return t * t * ((T)3 - (T)2 * t);                                         \
  }                                                                           \
  _CLC_DEF T sign(T x) {                                                      \
    return isnan(x) ? (T)0                                                    \
           : x > (T)0 ? (T)1                                                  \
           : x < (T)0 ? (T)-1                                                 \
                      : copysign((T)0, x);                                    \
  }
/* vector forms taking scalar bounds */
#define COMMON_S(T, S)                                                        \
  _CLC_DEF T clamp(T x, S lo, S hi) { return clamp(x, (T)lo, (T)hi); }        \
  _CLC_DEF T max(T x, S y) { return fmax(x, (T)y); }                          \
  _CLC_DEF T min(T x, S y) { return fmin(x, (T)y); }                          \
  _CLC_DEF T mix(T x, T y, S a) { return mix(x, y, (T)a); }                   \
  _CLC_DEF T step(S edge, T x) { return step((T)edge, x); }                   \
  _CLC_DEF T smoothstep(S e0, S e1, T x) { return smoothstep((T)e0, (T)e1, x); }
#define ALL_COMMON(S)                                                         \
  COMMON(S, S) COMMON(S##2, S) COMMON(S##3, S) COMMON(S##4, S)                \
  COMMON(S##8, S) COMMON(S##16, S) COMMON_S(S##2, S) COMMON_S(S##3, S)        \
  COMMON_S(S##4, S) COMMON_S(S##8, S) COMMON_S(S##16, S)
ALL_COMMON(float)
ALL_COMMON(double)

/* geometric: widths 1 to 4 */
#define GEO(T, S)                                                             \
  _CLC_DEF S length(T p) { return sqrt(dot(p, p)); }                          \
  _CLC_DEF S distance(T a, T b) { return length(a - b); }                     \
  _CLC_DEF T normalize(T p) {                                                 \
    S l = length(p);                                                          \
    return l == (S)0 ? p : p / l;                                             \
  }
#define FAST_GEO(T)                                                           \
  _CLC_DEF float fast_length(T p) { return length(p); }                       \
  _CLC_DEF float fast_distance(T a, T b) { return distance(a, b); }           \
  _CLC_DEF T fast_normalize(T p) { return normalize(p); }
#define DOTS(S)                                                               \
  _CLC_DEF S dot(S a, S b) { return a * b; }                                  \
  _CLC_DEF S dot(S##2 a, S##2 b) { return a.x * b.x + a.y * b.y; }            \
  _CLC_DEF S dot(S##3 a, S##3 b) {                                            \
    return a.x * b.x + a.y * b.y + a.z * b.z;                                 \
  }                                                                           \
  _CLC_DEF S dot(S##4 a, S##4 b) {                                            \
    return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;                     \
  }                                                                           \
  _CLC_DEF S##3 cross(S##3 a, S##3 b) {                                       \
    return (S##3)(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z,               \
                  a.x * b.y - a.y * b.x);                                     \
  }                                                                           \
  _CLC_DEF S##4 cross(S##4 a, S##4 b) {                                       \
    return (S##4)(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z,               \
                  a.x * b.y - a.y * b.x, (S)0);                               \
  }                                                                           \
  GEO(S, S) GEO(S##2, S) GEO(S##3, S) GEO(S##4, S)
DOTS(float)
DOTS(double)
FAST_GEO(float) FAST_GEO(float2) FAST_GEO(float3) FAST_GEO(float4)
