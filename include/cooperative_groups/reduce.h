/* cucc: cg::reduce(group, value, op) for a thread_block_tile<N> or a
 * coalesced_group, with cg::plus/less/greater/bit_and/bit_or/bit_xor or any
 * callable (a lambda, a functor) taking and returning the value's type.
 * Every thread of the group gets the result. The algorithms and the order of
 * operations are CUDA's (cooperative_groups/details/cucc_collectives.h).
 * Device code only, CUDA mode only. */
#ifndef CUCC_CG_REDUCE_H
#define CUCC_CG_REDUCE_H
#define _COOPERATIVE_GROUPS_REDUCE_H /* NVIDIA's guard */

#include "details/cucc_collectives.h"

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

namespace cooperative_groups {

template <typename __TyGroup, typename __TyVal, typename __TyFn>
__device__ __forceinline__ auto reduce(const __TyGroup &__group, __TyVal &&__cucc_val,
                                       __TyFn &&__op) -> decltype(__op(__cucc_val, __cucc_val)) {
  typedef details::remove_qual<__TyVal> __Val;
  details::check_collective<__TyGroup, __Val, decltype(__op(__cucc_val, __cucc_val))>();
  typedef details::remove_qual<__TyFn> __OpT;
  return details::reduce_impl(__group, __Val(__cucc_val), __op,
                              details::int_tag<details::redux_op<__OpT, __Val>::value>());
}

} // namespace cooperative_groups

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CG_REDUCE_H */
