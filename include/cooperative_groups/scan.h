/* cucc: cg::inclusive_scan and cg::exclusive_scan(group, value[, op]) for a
 * thread_block_tile<N> or a coalesced_group (op: cg::plus by default, or any
 * of the functors or a callable). Thread of rank r gets op over the values
 * of ranks 0..r (inclusive) or 0..r-1 (exclusive; rank 0 gets T{}). The
 * algorithms are CUDA's (cooperative_groups/details/cucc_collectives.h).
 * Device code only, CUDA mode only. */
#ifndef CUCC_CG_SCAN_H
#define CUCC_CG_SCAN_H
#define _COOPERATIVE_GROUPS_SCAN_H /* NVIDIA's guard */

#include "details/cucc_collectives.h"

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

namespace cooperative_groups {

template <typename TyGroup, typename TyVal, typename TyFn>
__device__ __forceinline__ auto inclusive_scan(const TyGroup &group,
                                               TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  typedef details::remove_qual<TyVal> T;
  details::check_collective<TyGroup, T, decltype(op(val, val))>();
  return details::inclusive_scan_impl(group, T(val), op);
}

template <typename TyGroup, typename TyVal>
__device__ __forceinline__ details::remove_qual<TyVal>
inclusive_scan(const TyGroup &group, TyVal &&val) {
  return inclusive_scan(group, static_cast<TyVal &&>(val),
                        plus<details::remove_qual<TyVal>>());
}

template <typename TyGroup, typename TyVal, typename TyFn>
__device__ __forceinline__ auto exclusive_scan(const TyGroup &group,
                                               TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  typedef details::remove_qual<TyVal> T;
  typedef details::remove_qual<TyFn> Op;
  details::check_collective<TyGroup, T, decltype(op(val, val))>();
  T v = val;
  T incl = details::inclusive_scan_impl(group, v, op);
  return details::to_exclusive(
      group, incl, v,
      details::int_tag<(details::is_same<Op, plus<T>>::value &&
                        details::is_integral<T>::value)>());
}

template <typename TyGroup, typename TyVal>
__device__ __forceinline__ details::remove_qual<TyVal>
exclusive_scan(const TyGroup &group, TyVal &&val) {
  return exclusive_scan(group, static_cast<TyVal &&>(val),
                        plus<details::remove_qual<TyVal>>());
}

} // namespace cooperative_groups

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CG_SCAN_H */
