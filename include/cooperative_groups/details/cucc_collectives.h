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

template <typename Ty> struct plus {
  __device__ __forceinline__ Ty operator()(Ty a, Ty b) const { return a + b; }
};
template <typename Ty> struct less {
  __device__ __forceinline__ Ty operator()(Ty a, Ty b) const {
    return (b < a) ? b : a;
  }
};
template <typename Ty> struct greater {
  __device__ __forceinline__ Ty operator()(Ty a, Ty b) const {
    return (a < b) ? b : a;
  }
};
template <typename Ty> struct bit_and {
  __device__ __forceinline__ Ty operator()(Ty a, Ty b) const { return a & b; }
};
template <typename Ty> struct bit_or {
  __device__ __forceinline__ Ty operator()(Ty a, Ty b) const { return a | b; }
};
template <typename Ty> struct bit_xor {
  __device__ __forceinline__ Ty operator()(Ty a, Ty b) const { return a ^ b; }
};

namespace details {

/* The groups reduce and the scans accept: a tile or a coalesced group. */
template <class G> struct collective_group {
  static const bool value = false;
};
template <unsigned int N, typename P>
struct collective_group<thread_block_tile<N, P>> {
  static const bool value = true;
};
template <> struct collective_group<coalesced_group> {
  static const bool value = true;
};

/* The runtime reduction for (op, T), or -1: integral types of at most 4
 * bytes (not bool) with one of the functors. */
template <class T> struct redux_type {
  static const bool value =
      is_integral<T>::value && sizeof(T) <= 4 && !is_same<T, bool>::value;
};
template <class Op, class T> struct redux_op { static const int value = -1; };
template <class T> struct redux_op<plus<T>, T> {
  static const int value = redux_type<T>::value ? __cucc_warp_impl::REDUCE_ADD : -1;
};
template <class T> struct redux_op<less<T>, T> {
  static const int value =
      !redux_type<T>::value ? -1
      : is_unsigned<T>::value ? __cucc_warp_impl::REDUCE_MIN_U
                              : __cucc_warp_impl::REDUCE_MIN_S;
};
template <class T> struct redux_op<greater<T>, T> {
  static const int value =
      !redux_type<T>::value ? -1
      : is_unsigned<T>::value ? __cucc_warp_impl::REDUCE_MAX_U
                              : __cucc_warp_impl::REDUCE_MAX_S;
};
template <class T> struct redux_op<bit_and<T>, T> {
  static const int value = redux_type<T>::value ? __cucc_warp_impl::REDUCE_AND : -1;
};
template <class T> struct redux_op<bit_or<T>, T> {
  static const int value = redux_type<T>::value ? __cucc_warp_impl::REDUCE_OR : -1;
};
template <class T> struct redux_op<bit_xor<T>, T> {
  static const int value = redux_type<T>::value ? __cucc_warp_impl::REDUCE_XOR : -1;
};

template <int K> struct int_tag {};

/* A 32-bit reduction of the lanes of mask: small types widen as CUDA's
 * static_cast<int>/<unsigned> does, and the result is cast back. */
template <class T>
__device__ __forceinline__ T redux(int op, unsigned int mask, T v) {
  unsigned int u = is_unsigned<T>::value ? (unsigned int)v : (unsigned int)(int)v;
  return (T)(unsigned int)warp(op, mask, u, 0, 32);
}

/* ---- reductions ---- */
template <unsigned int N, class P, class T, class Op>
__device__ __forceinline__ T tile_butterfly(const thread_block_tile<N, P> &g,
                                            T out, Op &op) {
  for (unsigned int m = N >> 1; m > 0; m >>= 1)
    out = op(out, g.shfl_xor(out, m));
  return out;
}

template <class T, class Op>
__device__ __forceinline__ T full_warp_butterfly(T out, Op &op) {
  for (unsigned int m = 16; m > 0; m >>= 1)
    out = op(out, shuffle(__cucc_warp_impl::SHFL_XOR, 0xffffffffu, out, (int)m, 32));
  return out;
}

/* Inclusive scan of the members of a coalesced group, by rank. */
template <class T, class Op>
__device__ __forceinline__ T coalesced_scan(const coalesced_group &g, T out,
                                            Op &op) {
  unsigned int mask = group_access::get_mask(g), size = g.size(),
               rank = g.thread_rank(), lane = laneid();
  if (size == 32) {
    for (unsigned int d = 1; d < 32; d <<= 1) {
      T tmp = shuffle(__cucc_warp_impl::SHFL_UP, 0xffffffffu, out, (int)d, 32);
      if (d <= rank)
        out = op(out, tmp);
    }
    return out;
  }
  for (unsigned int d = 1; d < size; d <<= 1) {
    unsigned int src = d <= rank ? nth_lane(mask, rank - d) : lane;
    T tmp = shuffle(__cucc_warp_impl::SHFL_IDX, mask, out, (int)src, 32);
    if (d <= rank)
      out = op(out, tmp);
  }
  return out;
}

template <unsigned int N, class P, class T, class Op>
__device__ __forceinline__ T tile_scan(const thread_block_tile<N, P> &g, T out,
                                       Op &op) {
  unsigned int rank = g.thread_rank();
  for (unsigned int d = 1; d < N; d <<= 1) {
    T tmp = g.shfl_up(out, d);
    if (d <= rank)
      out = op(out, tmp);
  }
  return out;
}

template <unsigned int N, class P, class T, class Op, int K>
__device__ __forceinline__ T reduce_impl(const thread_block_tile<N, P> &g, T v,
                                         Op &, int_tag<K>) {
  return redux(K, group_access::get_mask(g), v);
}
template <unsigned int N, class P, class T, class Op>
__device__ __forceinline__ T reduce_impl(const thread_block_tile<N, P> &g, T v,
                                         Op &op, int_tag<-1>) {
  return tile_butterfly(g, v, op);
}
template <class T, class Op, int K>
__device__ __forceinline__ T reduce_impl(const coalesced_group &g, T v, Op &,
                                         int_tag<K>) {
  return redux(K, group_access::get_mask(g), v);
}
template <class T, class Op>
__device__ __forceinline__ T reduce_impl(const coalesced_group &g, T v, Op &op,
                                         int_tag<-1>) {
  if (g.size() == 32)
    return full_warp_butterfly(v, op);
  unsigned int mask = group_access::get_mask(g);
  T r = coalesced_scan(g, v, op);
  return shuffle(__cucc_warp_impl::SHFL_IDX, mask, r,
                 31 - __builtin_clz(mask), 32);
}

template <unsigned int N, class P, class T, class Op>
__device__ __forceinline__ T inclusive_scan_impl(const thread_block_tile<N, P> &g,
                                                 T v, Op &op) {
  return tile_scan(g, v, op);
}
template <class T, class Op>
__device__ __forceinline__ T inclusive_scan_impl(const coalesced_group &g, T v,
                                                 Op &op) {
  return coalesced_scan(g, v, op);
}

/* exclusive from inclusive: integral plus subtracts the own value, other
 * operations take the previous rank's result (rank 0: T{}), as CUDA. */
template <class G, class T>
__device__ __forceinline__ T to_exclusive(const G &g, T incl, T v, int_tag<1>) {
  (void)g;
  return incl - v;
}
template <class G, class T>
__device__ __forceinline__ T to_exclusive(const G &g, T incl, T v, int_tag<0>) {
  (void)v;
  T prev = g.shfl_up(incl, 1);
  if (g.thread_rank() == 0)
    return T{};
  return prev;
}

template <class G, class T, class R> __device__ __forceinline__ void check_collective() {
  static_assert(collective_group<remove_qual<G>>::value,
                "This group does not exclusively represent a tile");
  static_assert(is_same<remove_qual<T>, remove_qual<R>>::value,
                "Operator input and output types differ");
}

} // namespace details
} // namespace cooperative_groups

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CG_COLLECTIVES_H */
