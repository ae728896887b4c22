/* cucc: thread_block_tile<N> for N = 64..1024 (tiles larger than a warp),
 * included by cooperative_groups.h: sync, thread_rank, num_threads/size,
 * meta_group_rank/size (from thread_block_tile), block_tile_memory and
 * this_thread_block(block_tile_memory &), and cg::reduce on such tiles
 * (cooperative_groups/reduce.h). As on a GPU there are no shuffles, votes
 * or matches on them. cucc has no barrier for a part of a block: sync() is
 * the block barrier, which is right when every tile of the block syncs the
 * same number of times (as in a tiled reduction; one tile of the block's
 * size is always right). Internal header. */
#ifndef CUCC_CG_LARGE_TILES_H
#define CUCC_CG_LARGE_TILES_H

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

namespace cooperative_groups {
namespace details {
template <unsigned int __N> class tile_base<__N, true> {
  static_assert(__N == 64 || __N == 128 || __N == 256 || __N == 512 || __N == 1024,
                "Size must be a power of 2 from 1 to 1024");
  friend struct group_access;

protected:
  static __device__ unsigned int build_mask() { return 0xffffffffu; }
  static __device__ unsigned int get_mask() { return build_mask(); }

public:
  static const unsigned int _group_id = coalesced_group_id;
  static constexpr __device__ unsigned int num_threads() { return __N; }
  static constexpr __device__ unsigned int size() { return __N; }
  static __device__ unsigned int thread_rank() { return cta_rank() & (__N - 1); }
  static __device__ void sync() { __syncthreads(); }
};

} // namespace details

/* CUDA 11's block_tile_memory<TileCommunicationSize, MaxBlockSize> and
 * CUDA 12's block_tile_memory<MaxBlockSize>: scratch that a GPU may need
 * for large tiles; cucc needs none. */
template <unsigned int __A = 1024, unsigned int __B = 0> struct block_tile_memory {
  alignas(16) unsigned char __reserved[16];
};
template <unsigned int __A, unsigned int __B>
__device__ __forceinline__ thread_block
this_thread_block(block_tile_memory<__A, __B> &) {
  return this_thread_block();
}
} // namespace cooperative_groups

#endif
#endif
