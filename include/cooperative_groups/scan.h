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

template <typename __TyGroup, typename __TyVal, typename __TyFn>
__device__ __forceinline__ auto inclusive_scan(const __TyGroup &__group,
                                               __TyVal &&__cucc_val, __TyFn &&__op)
    -> decltype(__op(__cucc_val, __cucc_val)) {
  typedef details::remove_qual<__TyVal> __Val;
  details::check_collective<__TyGroup, __Val, decltype(__op(__cucc_val, __cucc_val))>();
  return details::inclusive_scan_impl(__group, __Val(__cucc_val), __op);
}

template <typename __TyGroup, typename __TyVal>
__device__ __forceinline__ details::remove_qual<__TyVal>
inclusive_scan(const __TyGroup &__group, __TyVal &&__cucc_val) {
  return inclusive_scan(__group, static_cast<__TyVal &&>(__cucc_val),
                        plus<details::remove_qual<__TyVal>>());
}

template <typename __TyGroup, typename __TyVal, typename __TyFn>
__device__ __forceinline__ auto exclusive_scan(const __TyGroup &__group,
                                               __TyVal &&__cucc_val, __TyFn &&__op)
    -> decltype(__op(__cucc_val, __cucc_val)) {
  typedef details::remove_qual<__TyVal> __Val;
  typedef details::remove_qual<__TyFn> __OpT;
  details::check_collective<__TyGroup, __Val, decltype(__op(__cucc_val, __cucc_val))>();
  __Val __cucc_v = __cucc_val;
  __Val __incl = details::inclusive_scan_impl(__group, __cucc_v, __op);
  return details::to_exclusive(
      __group, __incl, __cucc_v,
      details::int_tag<(details::is_same<__OpT, plus<__Val>>::value &&
                        details::is_integral<__Val>::value)>());
}

template <typename __TyGroup, typename __TyVal>
__device__ __forceinline__ details::remove_qual<__TyVal>
exclusive_scan(const __TyGroup &__group, __TyVal &&__cucc_val) {
  return exclusive_scan(__group, static_cast<__TyVal &&>(__cucc_val),
                        plus<details::remove_qual<__TyVal>>());
}

} // namespace cooperative_groups

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CG_SCAN_H */
