/* cucc: what cg::reduce (<cooperative_groups/reduce.h>) and the scans
 * (<cooperative_groups/scan.h>) share: the operator functors cg::plus,
 * less, greater, bit_and, bit_or, bit_xor, and the reduction and inclusive
 * scan of a thread_block_tile<N> or a coalesced_group.
 *
 * The order in which values are combined is CUDA's, so that floating-point
 * results are the same bits: a tile (or a full coalesced group) reduces with
 * a butterfly (out = op(out, shfl_xor(out, m)) for m = N/2 .. 1), a partial
 * coalesced group takes the last value of its scan, and scans are
 * Hillis-Steele by rank (out = op(out, value of rank - d) for d = 1, 2, 4,
 * ...). Integer types of at most 4 bytes with one of the functors reduce in
 * one warp collective (the runtime's __reduce_*_sync), as CUDA does with
 * redux.sync on compute capability 8.0 and above: same result, one
 * rendezvous instead of log2(N). Device code only, CUDA mode only. */
#ifndef CUCC_CG_COLLECTIVES_H
#define CUCC_CG_COLLECTIVES_H

#include "../../cooperative_groups.h"

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

namespace cooperative_groups {

template <typename __Ty> struct plus {
  __device__ __forceinline__ __Ty operator()(__Ty __a, __Ty __cucc_b) const { return __a + __cucc_b; }
};
template <typename __Ty> struct less {
  __device__ __forceinline__ __Ty operator()(__Ty __a, __Ty __cucc_b) const {
    return (__cucc_b < __a) ? __cucc_b : __a;
  }
};
template <typename __Ty> struct greater {
  __device__ __forceinline__ __Ty operator()(__Ty __a, __Ty __cucc_b) const {
    return (__a < __cucc_b) ? __cucc_b : __a;
  }
};
template <typename __Ty> struct bit_and {
  __device__ __forceinline__ __Ty operator()(__Ty __a, __Ty __cucc_b) const { return __a & __cucc_b; }
};
template <typename __Ty> struct bit_or {
  __device__ __forceinline__ __Ty operator()(__Ty __a, __Ty __cucc_b) const { return __a | __cucc_b; }
};
template <typename __Ty> struct bit_xor {
  __device__ __forceinline__ __Ty operator()(__Ty __a, __Ty __cucc_b) const { return __a ^ __cucc_b; }
};

namespace details {

/* The groups reduce and the scans accept: a tile or a coalesced group. */
template <class __G> struct collective_group {
  static const bool value = false;
};
template <unsigned int __N, typename __P>
struct collective_group<thread_block_tile<__N, __P>> {
  static const bool value = true;
};
template <> struct collective_group<coalesced_group> {
  static const bool value = true;
};

/* The runtime reduction for (op, T), or -1: integral types of at most 4
 * bytes (not bool) with one of the functors. */
template <class __T> struct redux_type {
  static const bool value =
      is_integral<__T>::value && sizeof(__T) <= 4 && !is_same<__T, bool>::value;
};
template <class __Op, class __T> struct redux_op { static const int value = -1; };
template <class __T> struct redux_op<plus<__T>, __T> {
  static const int value = redux_type<__T>::value ? __cucc_warp_impl::__W_REDUCE_ADD : -1;
};
template <class __T> struct redux_op<less<__T>, __T> {
  static const int value =
      !redux_type<__T>::value ? -1
      : is_unsigned<__T>::value ? __cucc_warp_impl::__W_REDUCE_MIN_U
                              : __cucc_warp_impl::__W_REDUCE_MIN_S;
};
template <class __T> struct redux_op<greater<__T>, __T> {
  static const int value =
      !redux_type<__T>::value ? -1
      : is_unsigned<__T>::value ? __cucc_warp_impl::__W_REDUCE_MAX_U
                              : __cucc_warp_impl::__W_REDUCE_MAX_S;
};
template <class __T> struct redux_op<bit_and<__T>, __T> {
  static const int value = redux_type<__T>::value ? __cucc_warp_impl::__W_REDUCE_AND : -1;
};
template <class __T> struct redux_op<bit_or<__T>, __T> {
  static const int value = redux_type<__T>::value ? __cucc_warp_impl::__W_REDUCE_OR : -1;
};
template <class __T> struct redux_op<bit_xor<__T>, __T> {
  static const int value = redux_type<__T>::value ? __cucc_warp_impl::__W_REDUCE_XOR : -1;
};

template <int __K> struct int_tag {};

/* A 32-bit reduction of the lanes of mask: small types widen as CUDA's
 * static_cast<int>/<unsigned> does, and the result is cast back. */
template <class __T>
__device__ __forceinline__ __T redux(int __op, unsigned int __mask, __T __cucc_v) {
  unsigned int __cucc_u = is_unsigned<__T>::value ? (unsigned int)__cucc_v : (unsigned int)(int)__cucc_v;
  return (__T)(unsigned int)__warp(__op, __mask, __cucc_u, 0, 32);
}

/* ---- reductions ---- */
template <unsigned int __N, class __P, class __T, class __Op>
__device__ __forceinline__ __T tile_butterfly(const thread_block_tile<__N, __P> &__g,
                                            __T __out, __Op &__op) {
  for (unsigned int __m = __N >> 1; __m > 0; __m >>= 1)
    __out = __op(__out, __g.shfl_xor(__out, __m));
  return __out;
}

template <class __T, class __Op>
__device__ __forceinline__ __T full_warp_butterfly(__T __out, __Op &__op) {
  for (unsigned int __m = 16; __m > 0; __m >>= 1)
    __out = __op(__out, shuffle(__cucc_warp_impl::__W_SHFL_XOR, 0xffffffffu, __out, (int)__m, 32));
  return __out;
}

/* Inclusive scan of the members of a coalesced group, by rank. */
template <class __T, class __Op>
__device__ __forceinline__ __T coalesced_scan(const coalesced_group &__g, __T __out,
                                            __Op &__op) {
  unsigned int __mask = group_access::get_mask(__g), __size = __g.size(),
               __rank = __g.thread_rank(), __lane = laneid();
  if (__size == 32) {
    for (unsigned int __d = 1; __d < 32; __d <<= 1) {
      __T __tmp = shuffle(__cucc_warp_impl::__W_SHFL_UP, 0xffffffffu, __out, (int)__d, 32);
      if (__d <= __rank)
        __out = __op(__out, __tmp);
    }
    return __out;
  }
  for (unsigned int __d = 1; __d < __size; __d <<= 1) {
    unsigned int __src = __d <= __rank ? nth_lane(__mask, __rank - __d) : __lane;
    __T __tmp = shuffle(__cucc_warp_impl::__W_SHFL_IDX, __mask, __out, (int)__src, 32);
    if (__d <= __rank)
      __out = __op(__out, __tmp);
  }
  return __out;
}

template <unsigned int __N, class __P, class __T, class __Op>
__device__ __forceinline__ __T tile_scan(const thread_block_tile<__N, __P> &__g, __T __out,
                                       __Op &__op) {
  unsigned int __rank = __g.thread_rank();
  for (unsigned int __d = 1; __d < __N; __d <<= 1) {
    __T __tmp = __g.shfl_up(__out, __d);
    if (__d <= __rank)
      __out = __op(__out, __tmp);
  }
  return __out;
}

template <unsigned int __N, class __P, class __T, class __Op, int __K>
__device__ __forceinline__ __T reduce_impl(const thread_block_tile<__N, __P> &__g, __T __cucc_v,
                                         __Op &, int_tag<__K>) {
  return redux(__K, group_access::get_mask(__g), __cucc_v);
}
template <unsigned int __N, class __P, class __T, class __Op>
__device__ __forceinline__ __T reduce_impl(const thread_block_tile<__N, __P> &__g, __T __cucc_v,
                                         __Op &__op, int_tag<-1>) {
  return tile_butterfly(__g, __cucc_v, __op);
}
template <class __T, class __Op, int __K>
__device__ __forceinline__ __T reduce_impl(const coalesced_group &__g, __T __cucc_v, __Op &,
                                         int_tag<__K>) {
  return redux(__K, group_access::get_mask(__g), __cucc_v);
}
template <class __T, class __Op>
__device__ __forceinline__ __T reduce_impl(const coalesced_group &__g, __T __cucc_v, __Op &__op,
                                         int_tag<-1>) {
  if (__g.size() == 32)
    return full_warp_butterfly(__cucc_v, __op);
  unsigned int __mask = group_access::get_mask(__g);
  __T __cucc_r = coalesced_scan(__g, __cucc_v, __op);
  return shuffle(__cucc_warp_impl::__W_SHFL_IDX, __mask, __cucc_r,
                 31 - __builtin_clz(__mask), 32);
}

template <unsigned int __N, class __P, class __T, class __Op>
__device__ __forceinline__ __T inclusive_scan_impl(const thread_block_tile<__N, __P> &__g,
                                                 __T __cucc_v, __Op &__op) {
  return tile_scan(__g, __cucc_v, __op);
}
template <class __T, class __Op>
__device__ __forceinline__ __T inclusive_scan_impl(const coalesced_group &__g, __T __cucc_v,
                                                 __Op &__op) {
  return coalesced_scan(__g, __cucc_v, __op);
}

/* exclusive from inclusive: integral plus subtracts the own value, other
 * operations take the previous rank's result (rank 0: T{}), as CUDA. */
template <class __G, class __T>
__device__ __forceinline__ __T to_exclusive(const __G &__g, __T __incl, __T __cucc_v, int_tag<1>) {
  (void)__g;
  return __incl - __cucc_v;
}
template <class __G, class __T>
__device__ __forceinline__ __T to_exclusive(const __G &__g, __T __incl, __T __cucc_v, int_tag<0>) {
  (void)__cucc_v;
  __T __prev = __g.shfl_up(__incl, 1);
  if (__g.thread_rank() == 0)
    return __T{};
  return __prev;
}

template <class __G, class __T, class __R> __device__ __forceinline__ void check_collective() {
  static_assert(collective_group<remove_qual<__G>>::value,
                "This group does not exclusively represent a tile");
  static_assert(is_same<remove_qual<__T>, remove_qual<__R>>::value,
                "Operator input and output types differ");
}

} // namespace details
} // namespace cooperative_groups

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CG_COLLECTIVES_H */
