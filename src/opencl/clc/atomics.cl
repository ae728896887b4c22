/* OpenCL 1.x atomic functions (atomic_* and the extensions' atom_*), 32-bit
 * in global and local memory and 64-bit (cl_khr_int64_*_atomics), on the
 * compiler's atomic built-ins: work-items are threads of the host, so these
 * are the CPU's own atomic instructions. */
#include "clc.h"
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

#define SC __ATOMIC_SEQ_CST
#define RMW(P, NAME, T, AS, OP)                                               \
  _CLC_DEF T P##NAME(volatile AS T *p, T v) {                                 \
    return __atomic_fetch_##OP((AS T *)p, v, SC);                             \
  }
#define ATOMICS(P, T, AS)                                                     \
  RMW(P, add, T, AS, add) RMW(P, sub, T, AS, sub) RMW(P, and, T, AS, and)     \
  RMW(P, or, T, AS, or) RMW(P, xor, T, AS, xor)                               \
  _CLC_DEF T P##xchg(volatile AS T *p, T v) {                                 \
    return __atomic_exchange_n((AS T *)p, v, SC);                             \
  }                                                                           \
  _CLC_DEF T P##inc(volatile AS T *p) { return P##add(p, (T)1); }             \
  _CLC_DEF T P##dec(volatile AS T *p) { return P##sub(p, (T)1); }             \
  _CLC_DEF T P##cmpxchg(volatile AS T *p, T cmp, T v) {                       \
    __atomic_compare_exchange_n((AS T *)p, &cmp, v, 0, SC, SC);               \
    return cmp;                                                               \
  }                                                                           \
  _CLC_DEF T P##min(volatile AS T *p, T v) {                                  \
    T old = *p;                                                               \
    while (v < old &&                                                         \
           !__atomic_compare_exchange_n((AS T *)p, &old, v, 1, SC, SC))       \
      ;                                                                       \
    return old;                                                               \
  }                                                                           \
  _CLC_DEF T P##max(volatile AS T *p, T v) {                                  \
    T old = *p;                                                               \
    while (v > old &&                                                         \
           !__atomic_compare_exchange_n((AS T *)p, &old, v, 1, SC, SC))       \
      ;                                                                       \
    return old;                                                               \
  }
#define BOTH_SPACES(P, T) ATOMICS(P, T, __global) ATOMICS(P, T, __local)
BOTH_SPACES(atomic_, int)
BOTH_SPACES(atomic_, uint)
BOTH_SPACES(atom_, int)
BOTH_SPACES(atom_, uint)
BOTH_SPACES(atom_, long)
BOTH_SPACES(atom_, ulong)

#define FXCHG(AS)                                                             \
  _CLC_DEF float atomic_xchg(volatile AS float *p, float v) {                 \
    return as_float(__atomic_exchange_n((AS uint *)p, as_uint(v), SC));       \
  }
FXCHG(__global)
FXCHG(__local)

/* async copies: each work-item copies its share, and waiting for the
 * group's events is a barrier (so the copy is complete for everyone).
 * Strided: the global side is strided (source global->local, destination
 * local->global). */
#define ASYNC(T, D, S, DI, SI)                                                \
  _CLC_DEF event_t async_work_group_copy(D T *dst, const S T *src, size_t n,  \
                                         event_t e) {                         \
    size_t step = get_local_size(0) * get_local_size(1) * get_local_size(2);  \
    for (size_t i = get_local_linear_id(); i < n; i += step)                  \
      dst[i] = src[i];                                                        \
    return e;                                                                 \
  }                                                                           \
  _CLC_DEF event_t async_work_group_strided_copy(                             \
      D T *dst, const S T *src, size_t n, size_t stride, event_t e) {         \
    size_t step = get_local_size(0) * get_local_size(1) * get_local_size(2);  \
    for (size_t i = get_local_linear_id(); i < n; i += step)                  \
      dst[DI] = src[SI];                                                      \
    return e;                                                                 \
  }
#define ASYNC_TYPE(T)                                                         \
  ASYNC(T, __local, __global, i, i * stride)                                  \
  ASYNC(T, __global, __local, i * stride, i)                                  \
  _CLC_DEF void prefetch(const __global T *p, size_t n) {                     \
    (void)p;                                                                  \
    (void)n;                                                                  \
  }
#define ASYNC_ALL(T) WIDTHS(ASYNC_TYPE, T)
ASYNC_ALL(char) ASYNC_ALL(uchar) ASYNC_ALL(short) ASYNC_ALL(ushort)
ASYNC_ALL(int) ASYNC_ALL(uint) ASYNC_ALL(long) ASYNC_ALL(ulong)
ASYNC_ALL(float) ASYNC_ALL(double)

_CLC_DEF void wait_group_events(int n, event_t *list) {
  (void)n;
  (void)list;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
