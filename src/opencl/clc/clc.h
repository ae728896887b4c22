/* Common definitions of cucc's OpenCL C built-in library (compiled with
 * clang's OpenCL declarations, whose overloads these definitions are). */
#ifndef CUCC_CLC_H
#define CUCC_CLC_H
#define _CLC_DEF __attribute__((overloadable, always_inline))
#define _CLC_INLINE static inline __attribute__((always_inline))
#endif
