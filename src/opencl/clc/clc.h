/* Common definitions of cucc's OpenCL C built-in library (compiled with
 * clang's OpenCL declarations, whose overloads these definitions are):
 * type lists and the macros that define a function for every vector width
 * from its scalar form, component by component. */
#ifndef CUCC_CLC_H
#define CUCC_CLC_H
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define _CLC_DEF __attribute__((overloadable, always_inline))

/* F applied to each component: vectors of 2..16 from the scalar one */
#define VEC1(F, R, T)                                                         \
  _CLC_DEF R##2 F(T##2 x) { return (R##2)(F(x.s0), F(x.s1)); }                \
  _CLC_DEF R##3 F(T##3 x) { return (R##3)(F(x.s0), F(x.s1), F(x.s2)); }       \
  _CLC_DEF R##4 F(T##4 x) { return (R##4)(F(x.lo), F(x.hi)); }                \
  _CLC_DEF R##8 F(T##8 x) { return (R##8)(F(x.lo), F(x.hi)); }                \
  _CLC_DEF R##16 F(T##16 x) { return (R##16)(F(x.lo), F(x.hi)); }
#define VEC2(F, R, T, U)                                                      \
  _CLC_DEF R##2 F(T##2 x, U##2 y) {                                           \
    return (R##2)(F(x.s0, y.s0), F(x.s1, y.s1));                              \
  }                                                                           \
  _CLC_DEF R##3 F(T##3 x, U##3 y) {                                           \
    return (R##3)(F(x.s0, y.s0), F(x.s1, y.s1), F(x.s2, y.s2));               \
  }                                                                           \
  _CLC_DEF R##4 F(T##4 x, U##4 y) { return (R##4)(F(x.lo, y.lo), F(x.hi, y.hi)); } \
  _CLC_DEF R##8 F(T##8 x, U##8 y) { return (R##8)(F(x.lo, y.lo), F(x.hi, y.hi)); } \
  _CLC_DEF R##16 F(T##16 x, U##16 y) {                                        \
    return (R##16)(F(x.lo, y.lo), F(x.hi, y.hi));                             \
  }
/* vector x, scalar y (ldexp, pown, rootn with int n; fmax with a scalar) */
#define VEC2S(F, R, T, U)                                                     \
  _CLC_DEF R##2 F(T##2 x, U y) { return (R##2)(F(x.s0, y), F(x.s1, y)); }     \
  _CLC_DEF R##3 F(T##3 x, U y) {                                              \
    return (R##3)(F(x.s0, y), F(x.s1, y), F(x.s2, y));                        \
  }                                                                           \
  _CLC_DEF R##4 F(T##4 x, U y) { return (R##4)(F(x.lo, y), F(x.hi, y)); }     \
  _CLC_DEF R##8 F(T##8 x, U y) { return (R##8)(F(x.lo, y), F(x.hi, y)); }     \
  _CLC_DEF R##16 F(T##16 x, U y) { return (R##16)(F(x.lo, y), F(x.hi, y)); }
#define VEC3(F, T)                                                            \
  _CLC_DEF T##2 F(T##2 x, T##2 y, T##2 z) {                                   \
    return (T##2)(F(x.s0, y.s0, z.s0), F(x.s1, y.s1, z.s1));                  \
  }                                                                           \
  _CLC_DEF T##3 F(T##3 x, T##3 y, T##3 z) {                                   \
    return (T##3)(F(x.s0, y.s0, z.s0), F(x.s1, y.s1, z.s1),                   \
                  F(x.s2, y.s2, z.s2));                                       \
  }                                                                           \
  _CLC_DEF T##4 F(T##4 x, T##4 y, T##4 z) {                                   \
    return (T##4)(F(x.lo, y.lo, z.lo), F(x.hi, y.hi, z.hi));                  \
  }                                                                           \
  _CLC_DEF T##8 F(T##8 x, T##8 y, T##8 z) {                                   \
    return (T##8)(F(x.lo, y.lo, z.lo), F(x.hi, y.hi, z.hi));                  \
  }                                                                           \
  _CLC_DEF T##16 F(T##16 x, T##16 y, T##16 z) {                               \
    return (T##16)(F(x.lo, y.lo, z.lo), F(x.hi, y.hi, z.hi));                 \
  }

/* every vector width of a type, the scalar included */
#define WIDTHS(X, T) X(T) X(T##2) X(T##3) X(T##4) X(T##8) X(T##16)
#define INT_TYPES(X)                                                          \
  WIDTHS(X, char) WIDTHS(X, uchar) WIDTHS(X, short) WIDTHS(X, ushort)         \
  WIDTHS(X, int) WIDTHS(X, uint) WIDTHS(X, long) WIDTHS(X, ulong)
#define FLOAT_TYPES(X) WIDTHS(X, float) WIDTHS(X, double)
#endif
