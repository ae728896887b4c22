/* cucc: cooperative groups inside a block (CUDA 12's <cooperative_groups.h>,
 * written for cucc): thread_group (the dynamic type every group converts
 * to), thread_block / this_thread_block(), the dynamic tiled_partition(parent,
 * n) and the static tiled_partition<N>(parent) -> thread_block_tile<N> for
 * N = 1..32 (shfl*, any, all, ballot, match_any, match_all, meta_group_rank/
 * size) and N = 64..1024 (details/cucc_large_tiles.h: sync, ranks, sizes,
 * cg::reduce; block_tile_memory), coalesced_threads() -> coalesced_group,
 * this_thread(),
 * binary_partition/labeled_partition, the free functions sync, thread_rank
 * and group_size, and grid_group / this_grid() (ranks, sizes, and
 * grid_group::sync(), which needs a cooperative launch: without one it
 * stops the kernel with a message, and is_valid() is false).
 * cg::reduce and the scans are in <cooperative_groups/reduce.h> and
 * <cooperative_groups/scan.h>.
 *
 * Everything is built on the warp collectives of crt/cucc_warp_functions.h.
 * Warps are 32 consecutive linear thread ids (x fastest, then y, then z): a
 * thread's lane is its linear id % 32. A tile of N < 32 threads passes its
 * own lane mask (N bits at lane & ~(N-1)), so that the tiles of one warp do
 * not wait for each other; a tile of 32 passes the full mask, as CUDA does.
 *
 * coalesced_threads(): in kernels compiled to loops (docs/WARP_LOWERING.md)
 * the lowering knows the lanes converged at the call and answers with them
 * (__W_CONVERGED), as a GPU does. On fibers (CUCC_NO_WARP_LOOPS=1, or
 * kernels that stay there), cucc runs the threads of a warp one after the other
 * and does not track divergence, so "the threads active at this point" is
 * found by a rendezvous of the warp: it completes once each live lane has
 * either called coalesced_threads() or can go no further (it returned, or
 * waits at a barrier or another collective). The lanes waiting at the call
 * site (line, column, file: default arguments) that comes first in the
 * source form a group and go on; the others wait for the next rendezvous,
 * which the lanes that went on may join at a later call site. This follows
 * the GPU's reconvergence for code without loops: nested branches, both
 * sides of an if, a call after the if. It differs where a call site is
 * reached in different iterations of a loop by different lanes (cucc: one
 * group; GPU: one per iteration), or where one call site in a helper
 * function is reached from both sides of a branch (cucc: one group), or
 * where a loop brings lanes back to an earlier line while others wait at a
 * later one (tests/reference/probe_coalesced.cu shows what a GPU does).
 *
 * Device code only, CUDA mode only (as NVIDIA's header, which is empty
 * outside CUDA compilations). */
#ifndef CUCC_COOPERATIVE_GROUPS_H
#define CUCC_COOPERATIVE_GROUPS_H
/* NVIDIA's guard, which some programs test */
#define _COOPERATIVE_GROUPS_H_

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

#include "cuda_runtime.h"

extern "C" __device__ __attribute__((noreturn, nothrow)) void
__cucc_trap_reason(const char *__why);

namespace cooperative_groups {

class thread_group;
class thread_block;
class coalesced_group;
class grid_group;
template <unsigned int __Size, typename __ParentT = void> class thread_block_tile;

namespace details {
/* group type ids, as NVIDIA's (thread_group::get_type()) */
enum : unsigned int {
  coalesced_group_id = 1,
  grid_group_id = 3,
  thread_block_id = 4
};

/* ---- small type traits (no dependency on <type_traits>) ---- */
template <class __T> struct remove_ref { typedef __T type; };
template <class __T> struct remove_ref<__T &> { typedef __T type; };
template <class __T> struct remove_ref<__T &&> { typedef __T type; };
template <class __T> struct remove_cv { typedef __T type; };
template <class __T> struct remove_cv<const __T> { typedef __T type; };
template <class __T> struct remove_cv<volatile __T> { typedef __T type; };
template <class __T> struct remove_cv<const volatile __T> { typedef __T type; };
template <class __T>
using remove_qual = typename remove_cv<typename remove_ref<__T>::type>::type;
template <class __A, class __B> struct is_same { static const bool value = false; };
template <class __A> struct is_same<__A, __A> { static const bool value = true; };
template <bool __B, class __T = void> struct enable_if {};
template <class __T> struct enable_if<true, __T> { typedef __T type; };
template <class __T> struct is_integral { static const bool value = false; };
#define __CUCC_CG_INTEGRAL(T)                                                  \
  template <> struct is_integral<T> { static const bool value = true; };
__CUCC_CG_INTEGRAL(bool)
__CUCC_CG_INTEGRAL(char)
__CUCC_CG_INTEGRAL(signed char)
__CUCC_CG_INTEGRAL(unsigned char)
__CUCC_CG_INTEGRAL(wchar_t)
__CUCC_CG_INTEGRAL(char16_t)
__CUCC_CG_INTEGRAL(char32_t)
__CUCC_CG_INTEGRAL(short)
__CUCC_CG_INTEGRAL(unsigned short)
__CUCC_CG_INTEGRAL(int)
__CUCC_CG_INTEGRAL(unsigned int)
__CUCC_CG_INTEGRAL(long)
__CUCC_CG_INTEGRAL(unsigned long)
__CUCC_CG_INTEGRAL(long long)
__CUCC_CG_INTEGRAL(unsigned long long)
#undef __CUCC_CG_INTEGRAL
template <class __T> struct is_integral<const __T> : is_integral<__T> {};
template <class __T> struct is_integral<volatile __T> : is_integral<__T> {};
template <class __T> struct is_integral<const volatile __T> : is_integral<__T> {};
template <class __T> struct is_pointer { static const bool value = false; };
template <class __T> struct is_pointer<__T *> { static const bool value = true; };
template <class __T, bool = is_integral<__T>::value> struct is_unsigned {
  static const bool value = false;
};
template <class __T> struct is_unsigned<__T, true> {
  static const bool value = __T(-1) > __T(0);
};

/* ---- where the calling thread is ---- */
__device__ __forceinline__ unsigned int cta_threads() {
  return blockDim.x * blockDim.y * blockDim.z;
}
__device__ __forceinline__ unsigned int cta_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ __forceinline__ unsigned int laneid() { return cta_rank() & 31u; }
__device__ __forceinline__ unsigned int lanemask32_lt() {
  return (1u << laneid()) - 1u;
}
__device__ __forceinline__ unsigned int popc(unsigned int __cucc_x) {
  return (unsigned int)__builtin_popcount(__cucc_x);
}
/* The lane of the n-th (from 0) set bit of mask; 0xffffffff if none. */
__device__ __forceinline__ unsigned int nth_lane(unsigned int __mask,
                                                 unsigned int __n) {
  for (unsigned int __l = 0; __l < 32; __l++)
    if (__mask & (1u << __l)) {
      if (__n == 0)
        return __l;
      __n--;
    }
  return 0xffffffffu;
}
/* The bits of `lanes` (lane numbers) renumbered as ranks within mask. */
__device__ __forceinline__ unsigned int pack_lanes(unsigned int __mask,
                                                   unsigned int __lanes) {
  unsigned int __cucc_r = 0, __rank = 0;
  for (unsigned int __l = 0; __l < 32; __l++)
    if (__mask & (1u << __l)) {
      if (__lanes & (1u << __l))
        __cucc_r |= 1u << __rank;
      __rank++;
    }
  return __cucc_r;
}
__device__ __forceinline__ void abort_msg(const char *__why) {
  __cucc_trap_reason(__why);
}

/* ---- warp collectives on values of any trivially copyable type ---- */
__device__ __forceinline__ unsigned long long __warp(int __op, unsigned int __mask,
                                                   unsigned long long __cucc_v,
                                                   int __arg, int __width) {
  return ::__cucc_warp(__op, __mask, __cucc_v, __arg, __width);
}

/* A shuffle (op: __cucc_warp_impl::SHFL_*) of T, 8 bytes at a time. */
template <class __T>
__device__ __forceinline__ __T shuffle(int __op, unsigned int __mask, const __T &__cucc_v,
                                     int __arg, int __width) {
  static_assert(__is_trivially_copyable(__T),
                "cooperative groups shuffle trivially copyable types");
  __T __cucc_r = __cucc_v;
  for (unsigned int __off = 0; __off < sizeof(__T); __off += 8) {
    unsigned int __n = sizeof(__T) - __off < 8 ? (unsigned int)(sizeof(__T) - __off) : 8u;
    unsigned long long __cucc_u = 0;
    __builtin_memcpy(&__cucc_u, (const char *)&__cucc_v + __off, __n);
    __cucc_u = __warp(__op, __mask, __cucc_u, __arg, __width);
    __builtin_memcpy((char *)&__cucc_r + __off, &__cucc_u, __n);
  }
  return __cucc_r;
}

/* The bits of a value for match_any/match_all (at most 8 bytes). */
template <class __T> __device__ __forceinline__ unsigned long long bits(const __T &__cucc_v) {
  static_assert(sizeof(__T) <= 8, "match_any/match_all take values of at most 8 bytes");
  unsigned long long __cucc_u = 0;
  __builtin_memcpy(&__cucc_u, &__cucc_v, sizeof(__T));
  return __cucc_u;
}

__device__ __forceinline__ unsigned int ballot(unsigned int __mask, int __pred) {
  return (unsigned int)__warp(__cucc_warp_impl::__W_BALLOT, __mask, __pred != 0, 0, 32);
}
template <class __T>
__device__ __forceinline__ unsigned int match_any(unsigned int __mask, const __T &__cucc_v) {
  return (unsigned int)__warp(__cucc_warp_impl::__W_MATCH_ANY, __mask, bits(__cucc_v), 0, 32);
}
template <class __T>
__device__ __forceinline__ unsigned int match_all(unsigned int __mask, const __T &__cucc_v,
                                                  int &__pred) {
  unsigned long long __cucc_r =
      __warp(__cucc_warp_impl::__W_MATCH_ALL, __mask, bits(__cucc_v), 0, 32);
  __pred = (int)(__cucc_r >> 32);
  return (unsigned int)__cucc_r;
}
__device__ __forceinline__ void syncwarp(unsigned int __mask) {
  (void)__warp(__cucc_warp_impl::__W_SYNC, __mask, 0, 0, 32);
}

/* Reads the lane mask of any group that lives in one warp. */
struct group_access {
  template <class __G> __device__ static unsigned int get_mask(const __G &__g) {
    return __g.get_mask();
  }
  template <class __G>
  __device__ static void set_meta(__G &__g, unsigned int __rank, unsigned int __size) {
    __g.__cg_meta_rank = __rank;
    __g.__cg_meta_size = __size;
  }
  template <class __G> __device__ static __G from_mask(unsigned int __mask) {
    return __G(__mask);
  }
};

__device__ __forceinline__ unsigned long long grid_blocks() {
  return (unsigned long long)gridDim.x * (gridDim.y * gridDim.z);
}
__device__ __forceinline__ unsigned long long grid_block_rank() {
  return blockIdx.x +
         (unsigned long long)gridDim.x *
             (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
}
} // namespace details

/* ---- thread_group: the dynamic type every group converts to ---------- */
class thread_group {
protected:
  unsigned int __cg_type;
  unsigned int __cg_mask;      /* groups within a warp: their lanes */
  unsigned int __cg_size;      /* groups within a warp: their size */
  unsigned int __cg_meta_rank; /* tiles: rank among the parent's tiles */
  unsigned int __cg_meta_size; /* tiles: number of the parent's tiles */
  bool __cg_tiled;             /* made by tiled_partition: contiguous lanes */

  __device__ explicit thread_group(unsigned int __type)
      : __cg_type(__type), __cg_mask(0), __cg_size(0), __cg_meta_rank(0), __cg_meta_size(1),
        __cg_tiled(false) {}
  __device__ unsigned int get_mask() const { return __cg_mask; }

  friend struct details::group_access;
  friend class thread_block;
  friend class coalesced_group;
  friend __device__ thread_group tiled_partition(const thread_group &__parent,
                                                 unsigned int __tilesz);

public:
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const { return size(); }
  __device__ unsigned long long thread_rank() const;
  __device__ void sync() const;
  __device__ unsigned int get_type() const { return __cg_type; }
};

/* ---- grid_group ------------------------------------------------------ */
class grid_group : public thread_group {
  friend __device__ grid_group this_grid();
  __device__ grid_group() : thread_group(details::grid_group_id) {}

public:
  static const unsigned int _group_id = details::grid_group_id;

  /* true only in a cooperative launch (cudaLaunchCooperativeKernel, or
   * cudaLaunchKernelEx with cudaLaunchAttributeCooperative): the runtime
   * answers (op 5 = CUCC_BAR_GRID_VALID, which does not wait). */
  __device__ bool is_valid() const {
    return __cucc_barrier(5 /* CUCC_BAR_GRID_VALID */, 0) != 0;
  }
  /* A grid-wide barrier (every block of a cooperative launch is resident:
   * the runtime runs the whole grid as fibers). Without a cooperative
   * launch CUDA traps (the launch fails with cudaErrorLaunchFailure); cucc
   * does the same, with a message on stderr. */
  __device__ void sync() const {
    if (!is_valid())
      details::abort_msg("grid_group::sync() without a cooperative launch "
                         "(cudaLaunchCooperativeKernel)");
    (void)__cucc_barrier(4 /* CUCC_BAR_GRID */, 0);
  }
  static __device__ unsigned long long num_threads() {
    return details::grid_blocks() * details::cta_threads();
  }
  static __device__ unsigned long long size() { return num_threads(); }
  static __device__ unsigned long long thread_rank() {
    return details::grid_block_rank() * details::cta_threads() +
           details::cta_rank();
  }
  static __device__ dim3 dim_blocks() {
    return dim3(gridDim.x, gridDim.y, gridDim.z);
  }
  static __device__ dim3 group_dim() { return dim_blocks(); }
  static __device__ unsigned long long num_blocks() {
    return details::grid_blocks();
  }
  static __device__ dim3 block_index() {
    return dim3(blockIdx.x, blockIdx.y, blockIdx.z);
  }
  static __device__ unsigned long long block_rank() {
    return details::grid_block_rank();
  }
  static __device__ dim3 dim_threads() {
    return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y,
                gridDim.z * blockDim.z);
  }
  static __device__ dim3 thread_index() {
    return dim3(blockIdx.x * blockDim.x + threadIdx.x,
                blockIdx.y * blockDim.y + threadIdx.y,
                blockIdx.z * blockDim.z + threadIdx.z);
  }
};

__device__ __forceinline__ grid_group this_grid() { return grid_group(); }

/* ---- thread_block ---------------------------------------------------- */
class thread_block : public thread_group {
  friend __device__ thread_block this_thread_block();
  friend __device__ thread_group tiled_partition(const thread_group &__parent,
                                                 unsigned int __tilesz);
  friend __device__ thread_group tiled_partition(const thread_block &__parent,
                                                 unsigned int __tilesz);
  __device__ thread_block() : thread_group(details::thread_block_id) {}

  /* tiled_partition(block, n): the tile's lanes that exist */
  static __device__ thread_group get_tiled_threads(unsigned int __tilesz) {
    if (__tilesz == 0 || __tilesz > 32 || (__tilesz & (__tilesz - 1)))
      details::abort_msg("tiled_partition: the tile size must be 1, 2, 4, "
                         "8, 16 or 32");
    unsigned int __base = thread_rank() & ~(__tilesz - 1);
    unsigned int __len = size() - __base < __tilesz ? size() - __base : __tilesz;
    unsigned int __mask = (0xffffffffu >> (32 - __len))
                        << (details::laneid() & ~(__tilesz - 1));
    thread_group __tile(details::coalesced_group_id);
    __tile.__cg_mask = __mask;
    __tile.__cg_size = details::popc(__mask);
    __tile.__cg_meta_size = (size() + __tilesz - 1) / __tilesz;
    __tile.__cg_meta_rank = thread_rank() / __tilesz;
    __tile.__cg_tiled = true;
    return __tile;
  }

public:
  static const unsigned int _group_id = details::thread_block_id;

  static __device__ void sync() { __syncthreads(); }
  struct arrival_token {};
  __device__ arrival_token barrier_arrive() const { return arrival_token(); }
  __device__ void barrier_wait(arrival_token &&) const { __syncthreads(); }
  static __device__ unsigned int size() { return details::cta_threads(); }
  static __device__ unsigned int num_threads() { return details::cta_threads(); }
  static __device__ unsigned int thread_rank() { return details::cta_rank(); }
  static __device__ dim3 group_index() {
    return dim3(blockIdx.x, blockIdx.y, blockIdx.z);
  }
  static __device__ dim3 thread_index() {
    return dim3(threadIdx.x, threadIdx.y, threadIdx.z);
  }
  static __device__ dim3 group_dim() {
    return dim3(blockDim.x, blockDim.y, blockDim.z);
  }
  static __device__ dim3 dim_threads() { return group_dim(); }
};

__device__ __forceinline__ thread_block this_thread_block() {
  return thread_block();
}

/* ---- coalesced_group ------------------------------------------------- */
class coalesced_group : public thread_group {
  friend struct details::group_access;
  friend __device__ coalesced_group coalesced_threads(unsigned int,
                                                      unsigned int,
                                                      const char *);
  friend __device__ thread_group tiled_partition(const thread_group &__parent,
                                                 unsigned int __tilesz);
  friend __device__ coalesced_group
  tiled_partition(const coalesced_group &__parent, unsigned int __tilesz);

  /* tiled_partition(g, n) of a group within a warp (a coalesced group, a
   * tile or a dynamic tile): ranks [k*n, (k+1)*n) */
  static __device__ coalesced_group tile_of(const thread_group &__g,
                                            unsigned int __tilesz) {
    if (__tilesz == 0 || __tilesz > 32 || (__tilesz & (__tilesz - 1)))
      details::abort_msg("tiled_partition: the tile size must be 1, 2, 4, "
                         "8, 16 or 32");
    unsigned int __size = __g.__cg_size,
                 __rank = details::popc(__g.__cg_mask & details::lanemask32_lt());
    coalesced_group __tile(__g.__cg_mask);
    if (__size <= __tilesz) {
      __tile.__cg_meta_rank = __g.__cg_meta_rank;
      __tile.__cg_meta_size = __g.__cg_meta_size;
      __tile.__cg_tiled = __g.__cg_tiled;
      return __tile;
    }
    if (__g.__cg_tiled) {
      unsigned int __base = __rank & ~(__tilesz - 1);
      unsigned int __len = __size - __base < __tilesz ? __size - __base : __tilesz;
      __tile = coalesced_group((0xffffffffu >> (32 - __len))
                             << (details::laneid() & ~(__tilesz - 1)));
      __tile.__cg_meta_size = __size / __tilesz;
      __tile.__cg_meta_rank = __rank / __tilesz;
      __tile.__cg_tiled = true;
      return __tile;
    }
    unsigned int __first = (__rank / __tilesz) * __tilesz, __mask = 0;
    for (unsigned int __l = 0, __cucc_r = 0; __l < 32; __l++)
      if (__g.__cg_mask & (1u << __l)) {
        if (__cucc_r >= __first && __cucc_r < __first + __tilesz)
          __mask |= 1u << __l;
        __cucc_r++;
      }
    __tile = coalesced_group(__mask);
    __tile.__cg_meta_size = (__size + __tilesz - 1) / __tilesz;
    __tile.__cg_meta_rank = __rank / __tilesz;
    return __tile;
  }

protected:
  __device__ explicit coalesced_group(unsigned int __mask)
      : thread_group(details::coalesced_group_id) {
    __cg_mask = __mask;
    __cg_size = details::popc(__mask);
  }

public:
  static const unsigned int _group_id = details::coalesced_group_id;

  __device__ unsigned int num_threads() const { return __cg_size; }
  __device__ unsigned int size() const { return __cg_size; }
  __device__ unsigned int thread_rank() const {
    return details::popc(__cg_mask & details::lanemask32_lt());
  }
  __device__ unsigned int meta_group_rank() const { return __cg_meta_rank; }
  __device__ unsigned int meta_group_size() const { return __cg_meta_size; }
  __device__ void sync() const { details::syncwarp(__cg_mask); }

  template <class __T> __device__ __T shfl(__T __elem, int __srcRank) const {
    unsigned int __lane = __srcRank == 0   ? (unsigned int)__builtin_ffs((int)__cg_mask) - 1
                        : __cg_size == 32 ? (unsigned int)__srcRank
                                      : details::nth_lane(__cg_mask, (unsigned int)__srcRank);
    return details::shuffle(__cucc_warp_impl::__W_SHFL_IDX, __cg_mask, __elem,
                            (int)__lane, 32);
  }
  template <class __T> __device__ __T shfl_down(__T __elem, unsigned int __delta) const {
    if (__cg_size == 32)
      return details::shuffle(__cucc_warp_impl::__W_SHFL_DOWN, 0xffffffffu, __elem,
                              (int)__delta, 32);
    unsigned int __lane =
        details::nth_lane(__cg_mask, thread_rank() + __delta); /* none: own */
    if (__lane >= 32)
      __lane = details::laneid();
    return details::shuffle(__cucc_warp_impl::__W_SHFL_IDX, __cg_mask, __elem,
                            (int)__lane, 32);
  }
  template <class __T> __device__ __T shfl_up(__T __elem, int __delta) const {
    if (__cg_size == 32)
      return details::shuffle(__cucc_warp_impl::__W_SHFL_UP, 0xffffffffu, __elem,
                              __delta, 32);
    unsigned int __rank = thread_rank(), __lane = details::laneid();
    if (__delta >= 0 && (unsigned int)__delta <= __rank)
      __lane = details::nth_lane(__cg_mask, __rank - (unsigned int)__delta);
    return details::shuffle(__cucc_warp_impl::__W_SHFL_IDX, __cg_mask, __elem,
                            (int)__lane, 32);
  }
  __device__ int any(int __predicate) const {
    return details::ballot(__cg_mask, __predicate) != 0;
  }
  __device__ int all(int __predicate) const {
    return details::ballot(__cg_mask, __predicate) == __cg_mask;
  }
  __device__ unsigned int ballot(int __predicate) const {
    unsigned int __cucc_b = details::ballot(__cg_mask, __predicate);
    return __cg_size == 32 ? __cucc_b : details::pack_lanes(__cg_mask, __cucc_b);
  }
  template <class __T> __device__ unsigned int match_any(__T __cucc_val) const {
    unsigned int __m = details::match_any(__cg_mask, __cucc_val);
    return __cg_size == 32 ? __m : details::pack_lanes(__cg_mask, __m);
  }
  template <class __T> __device__ unsigned int match_all(__T __cucc_val, int &__pred) const {
    unsigned int __m = details::match_all(__cg_mask, __cucc_val, __pred);
    return __cg_size == 32 ? __m : details::pack_lanes(__cg_mask, __m);
  }
};

/* The threads of the warp that reach this call together (see the top
 * comment); the arguments name the call's source location. Two
 * rendezvous: the first tells each lane which lanes wait at its call site,
 * the second which waiting call site comes first in the source; the lanes
 * there get their group, the others wait again (for the lanes that went on,
 * which may come to their call site). */
__device__ __forceinline__ coalesced_group
coalesced_threads(unsigned int __cucc_line = __builtin_LINE(),
                  unsigned int __cucc_column = __builtin_COLUMN(),
                  const char *__cucc_file = __builtin_FILE()) {
  unsigned long long __site =
      ((unsigned long long)__cucc_line << 32 | __cucc_column) ^
      ((unsigned long long)(__UINTPTR_TYPE__)__cucc_file *
       0x9e3779b97f4a7c15ull);
  unsigned int __order = __cucc_line << 12 | (__cucc_column & 0xfffu);
  /* loop kernels know the converged lanes (0 on fibers) */
  unsigned int __conv = (unsigned int)details::__warp(
      __cucc_warp_impl::__W_CONVERGED, 0xffffffffu, 0, 0, 32);
  if (__conv)
    return coalesced_group(__conv);
  for (;;) {
    unsigned int __mask = (unsigned int)details::__warp(
        __cucc_warp_impl::__W_MATCH_ANY, 0xffffffffu, __site, 0, 32);
    unsigned int __first = (unsigned int)details::__warp(
        __cucc_warp_impl::__W_REDUCE_MIN_U, 0xffffffffu, __order, 0, 32);
    if (__first == __order)
      return coalesced_group(__mask);
  }
}

/* ---- thread_block_tile<N> -------------------------------------------- */
namespace details {
template <unsigned int __N, bool __Large = (__N > 32)> class tile_base {
  static_assert(__N == 1 || __N == 2 || __N == 4 || __N == 8 || __N == 16 || __N == 32,
                "Size must be a power of 2 from 1 to 1024");
  friend struct group_access;

protected:
  static __device__ unsigned int first_lane() { return laneid() & ~(__N - 1); }
  static __device__ unsigned int build_mask() {
    return (0xffffffffu >> (32 - __N)) << first_lane();
  }
  static __device__ unsigned int get_mask() { return build_mask(); }

public:
  static const unsigned int _group_id = coalesced_group_id;

  static constexpr __device__ unsigned int num_threads() { return __N; }
  static constexpr __device__ unsigned int size() { return __N; }
  static __device__ unsigned int thread_rank() { return cta_rank() & (__N - 1); }
  static __device__ void sync() { syncwarp(build_mask()); }

  template <class __T> __device__ __T shfl(__T __elem, int __srcRank) const {
    return shuffle(__cucc_warp_impl::__W_SHFL_IDX, build_mask(), __elem, __srcRank,
                   (int)__N);
  }
  template <class __T> __device__ __T shfl_down(__T __elem, unsigned int __delta) const {
    return shuffle(__cucc_warp_impl::__W_SHFL_DOWN, build_mask(), __elem,
                   (int)__delta, (int)__N);
  }
  template <class __T> __device__ __T shfl_up(__T __elem, unsigned int __delta) const {
    return shuffle(__cucc_warp_impl::__W_SHFL_UP, build_mask(), __elem, (int)__delta,
                   (int)__N);
  }
  template <class __T>
  __device__ __T shfl_xor(__T __elem, unsigned int __laneMask) const {
    return shuffle(__cucc_warp_impl::__W_SHFL_XOR, build_mask(), __elem,
                   (int)__laneMask, (int)__N);
  }
  __device__ int any(int __predicate) const {
    return details::ballot(build_mask(), __predicate) != 0;
  }
  __device__ int all(int __predicate) const {
    unsigned int __m = build_mask();
    return details::ballot(__m, __predicate) == __m;
  }
  __device__ unsigned int ballot(int __predicate) const {
    return details::ballot(build_mask(), __predicate) >> first_lane();
  }
  template <class __T> __device__ unsigned int match_any(__T __cucc_val) const {
    return details::match_any(build_mask(), __cucc_val) >> first_lane();
  }
  template <class __T> __device__ unsigned int match_all(__T __cucc_val, int &__pred) const {
    return details::match_all(build_mask(), __cucc_val, __pred) >> first_lane();
  }
};
} // namespace details
} // namespace cooperative_groups
#include "cooperative_groups/details/cucc_large_tiles.h"
namespace cooperative_groups {

/* A tile that forgot its parent: meta_group_rank/size are stored. It is a
 * thread_group. */
template <unsigned int __Size>
class thread_block_tile<__Size, void> : public details::tile_base<__Size>,
                                      public thread_group {
  template <unsigned int, typename> friend class thread_block_tile;
  friend struct details::group_access;
  friend __device__ thread_block_tile<1, void> this_thread();
  typedef details::tile_base<__Size> base;

protected:
  __device__ thread_block_tile(unsigned int __meta_rank, unsigned int __meta_size)
      : thread_group(details::coalesced_group_id) {
    __cg_mask = base::build_mask();
    __cg_size = __Size;
    __cg_meta_rank = __meta_rank;
    __cg_meta_size = __meta_size;
    __cg_tiled = true;
  }
  using base::get_mask;

public:
  static const unsigned int _group_id = details::coalesced_group_id;
  template <typename __ParentT>
  __device__ thread_block_tile(const thread_block_tile<__Size, __ParentT> &__g)
      : thread_block_tile(__g.meta_group_rank(), __g.meta_group_size()) {}

  using base::num_threads;
  using base::size;
  using base::sync;
  using base::thread_rank;
  __device__ unsigned int meta_group_rank() const { return __cg_meta_rank; }
  __device__ unsigned int meta_group_size() const { return __cg_meta_size; }
};

/* A tile of a thread_block or of a bigger tile: everything is static. */
template <unsigned int __Size, typename __ParentT>
class thread_block_tile : public details::tile_base<__Size> {
  friend __device__ thread_block_tile<1, void> this_thread();
  template <unsigned int __S, typename __P>
  friend __device__ thread_block_tile<__S, __P> tiled_partition(const __P &__g);

protected:
  __device__ thread_block_tile() {}

public:
  static __device__ unsigned int meta_group_rank() {
    return __ParentT::thread_rank() / __Size;
  }
  static __device__ unsigned int meta_group_size() {
    return (__ParentT::size() + __Size - 1) / __Size;
  }
  __device__ operator thread_block_tile<__Size, void>() const {
    return thread_block_tile<__Size, void>(meta_group_rank(), meta_group_size());
  }
};

namespace details {
template <unsigned int __Size, typename __ParentT> struct tiled_partition_check {
  static_assert(sizeof(__ParentT) == 0,
                "tiled_partition<Size> takes a thread_block or a "
                "thread_block_tile");
};
template <unsigned int __Size> struct tiled_partition_check<__Size, thread_block> {};
template <unsigned int __Size, unsigned int __ParentSize, typename __GrandParent>
struct tiled_partition_check<__Size, thread_block_tile<__ParentSize, __GrandParent>> {
  static_assert(__Size < __ParentSize,
                "Tile size bigger or equal to the parent group size");
};
} // namespace details

template <unsigned int __Size, typename __ParentT>
__device__ __forceinline__ thread_block_tile<__Size, __ParentT>
tiled_partition(const __ParentT &__g) {
  (void)sizeof(details::tiled_partition_check<__Size, __ParentT>);
  (void)__g;
  return thread_block_tile<__Size, __ParentT>();
}

/* The calling thread alone. */
__device__ __forceinline__ thread_block_tile<1, void> this_thread() {
  return thread_block_tile<1, void>(0, 1);
}

/* ---- dynamic partitions ---------------------------------------------- */
__device__ __forceinline__ thread_group tiled_partition(const thread_group &__parent,
                                                        unsigned int __tilesz) {
  if (__parent.get_type() == details::coalesced_group_id)
    return coalesced_group::tile_of(__parent, __tilesz);
  return thread_block::get_tiled_threads(__tilesz);
}
__device__ __forceinline__ thread_group tiled_partition(const thread_block &__parent,
                                                        unsigned int __tilesz) {
  (void)__parent;
  return thread_block::get_tiled_threads(__tilesz);
}
__device__ __forceinline__ coalesced_group
tiled_partition(const coalesced_group &__parent, unsigned int __tilesz) {
  return coalesced_group::tile_of(__parent, __tilesz);
}

namespace details {
template <class __G>
__device__ __forceinline__ coalesced_group binary_partition(const __G &__g,
                                                            bool __pred) {
  unsigned int __mask = group_access::get_mask(__g);
  unsigned int __set = ballot(__mask, __pred);
  coalesced_group __sub = group_access::from_mask<coalesced_group>(__mask);
  if (__set == __mask || __set == 0) {
    group_access::set_meta(__sub, 0, 1);
  } else {
    __sub = group_access::from_mask<coalesced_group>(__pred ? __set : __mask & ~__set);
    group_access::set_meta(__sub, __pred ? 1 : 0, 2);
  }
  return __sub;
}
template <class __G, class __T>
__device__ __forceinline__ coalesced_group labeled_partition(const __G &__g,
                                                             __T __label) {
  unsigned int __mask = group_access::get_mask(__g);
  unsigned int __sub = match_any(__mask, __label);
  unsigned int __leader = (unsigned int)__builtin_ffs((int)__sub) - 1;
  unsigned int __leaders = ballot(__mask, __leader == laneid());
  coalesced_group __cucc_r = group_access::from_mask<coalesced_group>(__sub);
  group_access::set_meta(__cucc_r, popc(__leaders & ((1u << __leader) - 1u)),
                         popc(__leaders));
  return __cucc_r;
}
} // namespace details

__device__ __forceinline__ coalesced_group
binary_partition(const coalesced_group &__g, bool __pred) {
  return details::binary_partition(__g, __pred);
}
template <unsigned int __Size, typename __ParentT>
__device__ __forceinline__ coalesced_group
binary_partition(const thread_block_tile<__Size, __ParentT> &__g, bool __pred) {
  return details::binary_partition(__g, __pred);
}
template <typename __T>
__device__ __forceinline__ coalesced_group
labeled_partition(const coalesced_group &__g, __T __label) {
  static_assert(details::is_integral<__T>::value || details::is_pointer<__T>::value,
                "labeled_partition predicate must be an integral or pointer "
                "type");
  return details::labeled_partition(__g, __label);
}
template <typename __T, unsigned int __Size, typename __ParentT>
__device__ __forceinline__ coalesced_group
labeled_partition(const thread_block_tile<__Size, __ParentT> &__g, __T __label) {
  static_assert(details::is_integral<__T>::value || details::is_pointer<__T>::value,
                "labeled_partition predicate must be an integral or pointer "
                "type");
  return details::labeled_partition(__g, __label);
}

/* ---- free functions -------------------------------------------------- */
template <class __GroupT> __device__ __forceinline__ void sync(__GroupT const &__g) {
  __g.sync();
}
template <class __GroupT>
__device__ __forceinline__ auto thread_rank(__GroupT const &__g)
    -> decltype(__g.thread_rank()) {
  return __g.thread_rank();
}
template <class __GroupT>
__device__ __forceinline__ auto group_size(__GroupT const &__g)
    -> decltype(__g.num_threads()) {
  return __g.num_threads();
}

/* ---- thread_group's dispatch on the group's type --------------------- */
__device__ __forceinline__ unsigned long long thread_group::size() const {
  switch (__cg_type) {
  case details::coalesced_group_id: return __cg_size;
  case details::thread_block_id: return details::cta_threads();
  case details::grid_group_id: return grid_group::size();
  default: return 0;
  }
}
__device__ __forceinline__ unsigned long long thread_group::thread_rank() const {
  switch (__cg_type) {
  case details::coalesced_group_id:
    return details::popc(__cg_mask & details::lanemask32_lt());
  case details::thread_block_id: return details::cta_rank();
  case details::grid_group_id: return grid_group::thread_rank();
  default: return 0;
  }
}
__device__ __forceinline__ void thread_group::sync() const {
  switch (__cg_type) {
  case details::coalesced_group_id: details::syncwarp(__cg_mask); break;
  case details::thread_block_id: __syncthreads(); break;
  case details::grid_group_id:
    static_cast<const grid_group *>(this)->sync();
    break;
  default: break;
  }
}

} // namespace cooperative_groups

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_COOPERATIVE_GROUPS_H */
