/* cucc: cg::reduce(group, value, op) for a thread_block_tile<N> (N up to
 * 1024) or a coalesced_group, with cg::plus/less/greater/bit_and/bit_or/bit_xor or any
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

/* A tile of more than 32 threads (details/cucc_large_tiles.h): each warp
 * reduces its lanes as above, then every thread of the tile combines the
 * results of its tile's warps in order; two block barriers. */
template <unsigned int __N, typename __ParentT, typename __TyVal, typename __TyFn,
          typename = typename details::enable_if<(__N > 32)>::type>
__device__ __forceinline__ auto reduce(const thread_block_tile<__N, __ParentT> &,
                                       __TyVal &&__cucc_val, __TyFn &&__op)
    -> decltype(__op(__cucc_val, __cucc_val)) {
  typedef details::remove_qual<__TyVal> __Val;
  __shared__ __Val __partial[32];
  thread_block_tile<32, thread_block> __warp = tiled_partition<32>(this_thread_block());
  __Val __r = reduce(__warp, __Val(__cucc_val), __op);
  unsigned int __w = details::cta_rank() / 32, __first = __w & ~(__N / 32 - 1);
  if (__warp.thread_rank() == 0)
    __partial[__w] = __r;
  __syncthreads();
  __r = __partial[__first];
  for (unsigned int __k = 1; __k < __N / 32; __k++)
    __r = __op(__r, __partial[__first + __k]);
  __syncthreads();
  return __r;
}

} // namespace cooperative_groups

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CG_REDUCE_H */
