/* cucc: cooperative groups inside a block (CUDA 12's <cooperative_groups.h>,
 * written for cucc): thread_group (the dynamic type every group converts
 * to), thread_block / this_thread_block(), the dynamic tiled_partition(parent,
 * n) and the static tiled_partition<N>(parent) -> thread_block_tile<N> for
 * N = 1..32 (shfl*, any, all, ballot, match_any, match_all, meta_group_rank/
 * size), coalesced_threads() -> coalesced_group, this_thread(),
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
 * coalesced_threads(): cucc runs the threads of a warp one after the other
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
__cucc_trap_reason(const char *why);

namespace cooperative_groups {

class thread_group;
class thread_block;
class coalesced_group;
class grid_group;
template <unsigned int Size, typename ParentT = void> class thread_block_tile;

namespace details {
/* group type ids, as NVIDIA's (thread_group::get_type()) */
enum : unsigned int {
  coalesced_group_id = 1,
  grid_group_id = 3,
  thread_block_id = 4
};

/* ---- small type traits (no dependency on <type_traits>) ---- */
template <class T> struct remove_ref { typedef T type; };
template <class T> struct remove_ref<T &> { typedef T type; };
template <class T> struct remove_ref<T &&> { typedef T type; };
template <class T> struct remove_cv { typedef T type; };
template <class T> struct remove_cv<const T> { typedef T type; };
template <class T> struct remove_cv<volatile T> { typedef T type; };
template <class T> struct remove_cv<const volatile T> { typedef T type; };
template <class T>
using remove_qual = typename remove_cv<typename remove_ref<T>::type>::type;
template <class A, class B> struct is_same { static const bool value = false; };
template <class A> struct is_same<A, A> { static const bool value = true; };
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_integral { static const bool value = false; };
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
template <class T> struct is_integral<const T> : is_integral<T> {};
template <class T> struct is_integral<volatile T> : is_integral<T> {};
template <class T> struct is_integral<const volatile T> : is_integral<T> {};
template <class T> struct is_pointer { static const bool value = false; };
template <class T> struct is_pointer<T *> { static const bool value = true; };
template <class T, bool = is_integral<T>::value> struct is_unsigned {
  static const bool value = false;
};
template <class T> struct is_unsigned<T, true> {
  static const bool value = T(-1) > T(0);
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
__device__ __forceinline__ unsigned int popc(unsigned int x) {
  return (unsigned int)__builtin_popcount(x);
}
/* The lane of the n-th (from 0) set bit of mask; 0xffffffff if none. */
__device__ __forceinline__ unsigned int nth_lane(unsigned int mask,
                                                 unsigned int n) {
  for (unsigned int l = 0; l < 32; l++)
    if (mask & (1u << l)) {
      if (n == 0)
        return l;
      n--;
    }
  return 0xffffffffu;
}
/* The bits of `lanes` (lane numbers) renumbered as ranks within mask. */
__device__ __forceinline__ unsigned int pack_lanes(unsigned int mask,
                                                   unsigned int lanes) {
  unsigned int r = 0, rank = 0;
  for (unsigned int l = 0; l < 32; l++)
    if (mask & (1u << l)) {
      if (lanes & (1u << l))
        r |= 1u << rank;
      rank++;
    }
  return r;
}
__device__ __forceinline__ void abort_msg(const char *why) {
  __cucc_trap_reason(why);
}

/* ---- warp collectives on values of any trivially copyable type ---- */
__device__ __forceinline__ unsigned long long warp(int op, unsigned int mask,
                                                   unsigned long long v,
                                                   int arg, int width) {
  return ::__cucc_warp(op, mask, v, arg, width);
}

/* A shuffle (op: __cucc_warp_impl::SHFL_*) of T, 8 bytes at a time. */
template <class T>
__device__ __forceinline__ T shuffle(int op, unsigned int mask, const T &v,
                                     int arg, int width) {
  static_assert(__is_trivially_copyable(T),
                "cooperative groups shuffle trivially copyable types");
  T r = v;
  for (unsigned int off = 0; off < sizeof(T); off += 8) {
    unsigned int n = sizeof(T) - off < 8 ? (unsigned int)(sizeof(T) - off) : 8u;
    unsigned long long u = 0;
    __builtin_memcpy(&u, (const char *)&v + off, n);
    u = warp(op, mask, u, arg, width);
    __builtin_memcpy((char *)&r + off, &u, n);
  }
  return r;
}

/* The bits of a value for match_any/match_all (at most 8 bytes). */
template <class T> __device__ __forceinline__ unsigned long long bits(const T &v) {
  static_assert(sizeof(T) <= 8, "match_any/match_all take values of at most 8 bytes");
  unsigned long long u = 0;
  __builtin_memcpy(&u, &v, sizeof(T));
  return u;
}

__device__ __forceinline__ unsigned int ballot(unsigned int mask, int pred) {
  return (unsigned int)warp(__cucc_warp_impl::BALLOT, mask, pred != 0, 0, 32);
}
template <class T>
__device__ __forceinline__ unsigned int match_any(unsigned int mask, const T &v) {
  return (unsigned int)warp(__cucc_warp_impl::MATCH_ANY, mask, bits(v), 0, 32);
}
template <class T>
__device__ __forceinline__ unsigned int match_all(unsigned int mask, const T &v,
                                                  int &pred) {
  unsigned long long r =
      warp(__cucc_warp_impl::MATCH_ALL, mask, bits(v), 0, 32);
  pred = (int)(r >> 32);
  return (unsigned int)r;
}
__device__ __forceinline__ void syncwarp(unsigned int mask) {
  (void)warp(__cucc_warp_impl::SYNC, mask, 0, 0, 32);
}

/* Reads the lane mask of any group that lives in one warp. */
struct group_access {
  template <class G> __device__ static unsigned int get_mask(const G &g) {
    return g.get_mask();
  }
  template <class G>
  __device__ static void set_meta(G &g, unsigned int rank, unsigned int size) {
    g._meta_rank = rank;
    g._meta_size = size;
  }
  template <class G> __device__ static G from_mask(unsigned int mask) {
    return G(mask);
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
  unsigned int _type;
  unsigned int _mask;      /* groups within a warp: their lanes */
  unsigned int _size;      /* groups within a warp: their size */
  unsigned int _meta_rank; /* tiles: rank among the parent's tiles */
  unsigned int _meta_size; /* tiles: number of the parent's tiles */
  bool _tiled;             /* made by tiled_partition: contiguous lanes */

  __device__ explicit thread_group(unsigned int type)
      : _type(type), _mask(0), _size(0), _meta_rank(0), _meta_size(1),
        _tiled(false) {}
  __device__ unsigned int get_mask() const { return _mask; }

  friend struct details::group_access;
  friend class thread_block;
  friend class coalesced_group;
  friend __device__ thread_group tiled_partition(const thread_group &parent,
                                                 unsigned int tilesz);

public:
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const { return size(); }
  __device__ unsigned long long thread_rank() const;
  __device__ void sync() const;
  __device__ unsigned int get_type() const { return _type; }
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
  friend __device__ thread_group tiled_partition(const thread_group &parent,
                                                 unsigned int tilesz);
  friend __device__ thread_group tiled_partition(const thread_block &parent,
                                                 unsigned int tilesz);
  __device__ thread_block() : thread_group(details::thread_block_id) {}

  /* tiled_partition(block, n): the tile's lanes that exist */
  static __device__ thread_group get_tiled_threads(unsigned int tilesz) {
    if (tilesz == 0 || tilesz > 32 || (tilesz & (tilesz - 1)))
      details::abort_msg("tiled_partition: the tile size must be 1, 2, 4, "
                         "8, 16 or 32");
    unsigned int base = thread_rank() & ~(tilesz - 1);
    unsigned int len = size() - base < tilesz ? size() - base : tilesz;
    unsigned int mask = (0xffffffffu >> (32 - len))
                        << (details::laneid() & ~(tilesz - 1));
    thread_group tile(details::coalesced_group_id);
    tile._mask = mask;
    tile._size = details::popc(mask);
    tile._meta_size = (size() + tilesz - 1) / tilesz;
    tile._meta_rank = thread_rank() / tilesz;
    tile._tiled = true;
    return tile;
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
  friend __device__ thread_group tiled_partition(const thread_group &parent,
                                                 unsigned int tilesz);
  friend __device__ coalesced_group
  tiled_partition(const coalesced_group &parent, unsigned int tilesz);

  /* tiled_partition(g, n) of a group within a warp (a coalesced group, a
   * tile or a dynamic tile): ranks [k*n, (k+1)*n) */
  static __device__ coalesced_group tile_of(const thread_group &g,
                                            unsigned int tilesz) {
    if (tilesz == 0 || tilesz > 32 || (tilesz & (tilesz - 1)))
      details::abort_msg("tiled_partition: the tile size must be 1, 2, 4, "
                         "8, 16 or 32");
    unsigned int size = g._size,
                 rank = details::popc(g._mask & details::lanemask32_lt());
    coalesced_group tile(g._mask);
    if (size <= tilesz) {
      tile._meta_rank = g._meta_rank;
      tile._meta_size = g._meta_size;
      tile._tiled = g._tiled;
      return tile;
    }
    if (g._tiled) {
      unsigned int base = rank & ~(tilesz - 1);
      unsigned int len = size - base < tilesz ? size - base : tilesz;
      tile = coalesced_group((0xffffffffu >> (32 - len))
                             << (details::laneid() & ~(tilesz - 1)));
      tile._meta_size = size / tilesz;
      tile._meta_rank = rank / tilesz;
      tile._tiled = true;
      return tile;
    }
    unsigned int first = (rank / tilesz) * tilesz, mask = 0;
    for (unsigned int l = 0, r = 0; l < 32; l++)
      if (g._mask & (1u << l)) {
        if (r >= first && r < first + tilesz)
          mask |= 1u << l;
        r++;
      }
    tile = coalesced_group(mask);
    tile._meta_size = (size + tilesz - 1) / tilesz;
    tile._meta_rank = rank / tilesz;
    return tile;
  }

protected:
  __device__ explicit coalesced_group(unsigned int mask)
      : thread_group(details::coalesced_group_id) {
    _mask = mask;
    _size = details::popc(mask);
  }

public:
  static const unsigned int _group_id = details::coalesced_group_id;

  __device__ unsigned int num_threads() const { return _size; }
  __device__ unsigned int size() const { return _size; }
  __device__ unsigned int thread_rank() const {
    return details::popc(_mask & details::lanemask32_lt());
  }
  __device__ unsigned int meta_group_rank() const { return _meta_rank; }
  __device__ unsigned int meta_group_size() const { return _meta_size; }
  __device__ void sync() const { details::syncwarp(_mask); }

  template <class T> __device__ T shfl(T elem, int srcRank) const {
    unsigned int lane = srcRank == 0   ? (unsigned int)__builtin_ffs((int)_mask) - 1
                        : _size == 32 ? (unsigned int)srcRank
                                      : details::nth_lane(_mask, (unsigned int)srcRank);
    return details::shuffle(__cucc_warp_impl::SHFL_IDX, _mask, elem,
                            (int)lane, 32);
  }
  template <class T> __device__ T shfl_down(T elem, unsigned int delta) const {
    if (_size == 32)
      return details::shuffle(__cucc_warp_impl::SHFL_DOWN, 0xffffffffu, elem,
                              (int)delta, 32);
    unsigned int lane =
        details::nth_lane(_mask, thread_rank() + delta); /* none: own */
    if (lane >= 32)
      lane = details::laneid();
    return details::shuffle(__cucc_warp_impl::SHFL_IDX, _mask, elem,
                            (int)lane, 32);
  }
  template <class T> __device__ T shfl_up(T elem, int delta) const {
    if (_size == 32)
      return details::shuffle(__cucc_warp_impl::SHFL_UP, 0xffffffffu, elem,
                              delta, 32);
    unsigned int rank = thread_rank(), lane = details::laneid();
    if (delta >= 0 && (unsigned int)delta <= rank)
      lane = details::nth_lane(_mask, rank - (unsigned int)delta);
    return details::shuffle(__cucc_warp_impl::SHFL_IDX, _mask, elem,
                            (int)lane, 32);
  }
  __device__ int any(int predicate) const {
    return details::ballot(_mask, predicate) != 0;
  }
  __device__ int all(int predicate) const {
    return details::ballot(_mask, predicate) == _mask;
  }
  __device__ unsigned int ballot(int predicate) const {
    unsigned int b = details::ballot(_mask, predicate);
    return _size == 32 ? b : details::pack_lanes(_mask, b);
  }
  template <class T> __device__ unsigned int match_any(T val) const {
    unsigned int m = details::match_any(_mask, val);
    return _size == 32 ? m : details::pack_lanes(_mask, m);
  }
  template <class T> __device__ unsigned int match_all(T val, int &pred) const {
    unsigned int m = details::match_all(_mask, val, pred);
    return _size == 32 ? m : details::pack_lanes(_mask, m);
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
  unsigned long long site =
      ((unsigned long long)__cucc_line << 32 | __cucc_column) ^
      ((unsigned long long)(__UINTPTR_TYPE__)__cucc_file *
       0x9e3779b97f4a7c15ull);
  unsigned int order = __cucc_line << 12 | (__cucc_column & 0xfffu);
  for (;;) {
    unsigned int mask = (unsigned int)details::warp(
        __cucc_warp_impl::MATCH_ANY, 0xffffffffu, site, 0, 32);
    unsigned int first = (unsigned int)details::warp(
        __cucc_warp_impl::REDUCE_MIN_U, 0xffffffffu, order, 0, 32);
    if (first == order)
      return coalesced_group(mask);
  }
}

/* ---- thread_block_tile<N> -------------------------------------------- */
namespace details {
template <unsigned int N> class tile_base {
  static_assert(N == 1 || N == 2 || N == 4 || N == 8 || N == 16 || N == 32,
                "Size must be one of 1/2/4/8/16/32 (cucc has no tiles "
                "larger than a warp)");
  friend struct group_access;

protected:
  static __device__ unsigned int first_lane() { return laneid() & ~(N - 1); }
  static __device__ unsigned int build_mask() {
    return (0xffffffffu >> (32 - N)) << first_lane();
  }
  static __device__ unsigned int get_mask() { return build_mask(); }

public:
  static const unsigned int _group_id = coalesced_group_id;

  static constexpr __device__ unsigned int num_threads() { return N; }
  static constexpr __device__ unsigned int size() { return N; }
  static __device__ unsigned int thread_rank() { return cta_rank() & (N - 1); }
  static __device__ void sync() { syncwarp(build_mask()); }

  template <class T> __device__ T shfl(T elem, int srcRank) const {
    return shuffle(__cucc_warp_impl::SHFL_IDX, build_mask(), elem, srcRank,
                   (int)N);
  }
  template <class T> __device__ T shfl_down(T elem, unsigned int delta) const {
    return shuffle(__cucc_warp_impl::SHFL_DOWN, build_mask(), elem,
                   (int)delta, (int)N);
  }
  template <class T> __device__ T shfl_up(T elem, unsigned int delta) const {
    return shuffle(__cucc_warp_impl::SHFL_UP, build_mask(), elem, (int)delta,
                   (int)N);
  }
  template <class T>
  __device__ T shfl_xor(T elem, unsigned int laneMask) const {
    return shuffle(__cucc_warp_impl::SHFL_XOR, build_mask(), elem,
                   (int)laneMask, (int)N);
  }
  __device__ int any(int predicate) const {
    return details::ballot(build_mask(), predicate) != 0;
  }
  __device__ int all(int predicate) const {
    unsigned int m = build_mask();
    return details::ballot(m, predicate) == m;
  }
  __device__ unsigned int ballot(int predicate) const {
    return details::ballot(build_mask(), predicate) >> first_lane();
  }
  template <class T> __device__ unsigned int match_any(T val) const {
    return details::match_any(build_mask(), val) >> first_lane();
  }
  template <class T> __device__ unsigned int match_all(T val, int &pred) const {
    return details::match_all(build_mask(), val, pred) >> first_lane();
  }
};
} // namespace details

/* A tile that forgot its parent: meta_group_rank/size are stored. It is a
 * thread_group. */
template <unsigned int Size>
class thread_block_tile<Size, void> : public details::tile_base<Size>,
                                      public thread_group {
  template <unsigned int, typename> friend class thread_block_tile;
  friend struct details::group_access;
  friend __device__ thread_block_tile<1, void> this_thread();
  typedef details::tile_base<Size> base;

protected:
  __device__ thread_block_tile(unsigned int meta_rank, unsigned int meta_size)
      : thread_group(details::coalesced_group_id) {
    _mask = base::build_mask();
    _size = Size;
    _meta_rank = meta_rank;
    _meta_size = meta_size;
    _tiled = true;
  }
  using base::get_mask;

public:
  static const unsigned int _group_id = details::coalesced_group_id;
  template <typename ParentT>
  __device__ thread_block_tile(const thread_block_tile<Size, ParentT> &g)
      : thread_block_tile(g.meta_group_rank(), g.meta_group_size()) {}

  using base::num_threads;
  using base::size;
  using base::sync;
  using base::thread_rank;
  __device__ unsigned int meta_group_rank() const { return _meta_rank; }
  __device__ unsigned int meta_group_size() const { return _meta_size; }
};

/* A tile of a thread_block or of a bigger tile: everything is static. */
template <unsigned int Size, typename ParentT>
class thread_block_tile : public details::tile_base<Size> {
  friend __device__ thread_block_tile<1, void> this_thread();
  template <unsigned int S, typename P>
  friend __device__ thread_block_tile<S, P> tiled_partition(const P &g);

protected:
  __device__ thread_block_tile() {}

public:
  static __device__ unsigned int meta_group_rank() {
    return ParentT::thread_rank() / Size;
  }
  static __device__ unsigned int meta_group_size() {
    return (ParentT::size() + Size - 1) / Size;
  }
  __device__ operator thread_block_tile<Size, void>() const {
    return thread_block_tile<Size, void>(meta_group_rank(), meta_group_size());
  }
};

namespace details {
template <unsigned int Size, typename ParentT> struct tiled_partition_check {
  static_assert(sizeof(ParentT) == 0,
                "tiled_partition<Size> takes a thread_block or a "
                "thread_block_tile");
};
template <unsigned int Size> struct tiled_partition_check<Size, thread_block> {};
template <unsigned int Size, unsigned int ParentSize, typename GrandParent>
struct tiled_partition_check<Size, thread_block_tile<ParentSize, GrandParent>> {
  static_assert(Size < ParentSize,
                "Tile size bigger or equal to the parent group size");
};
} // namespace details

template <unsigned int Size, typename ParentT>
__device__ __forceinline__ thread_block_tile<Size, ParentT>
tiled_partition(const ParentT &g) {
  (void)sizeof(details::tiled_partition_check<Size, ParentT>);
  (void)g;
  return thread_block_tile<Size, ParentT>();
}

/* The calling thread alone. */
__device__ __forceinline__ thread_block_tile<1, void> this_thread() {
  return thread_block_tile<1, void>(0, 1);
}

/* ---- dynamic partitions ---------------------------------------------- */
__device__ __forceinline__ thread_group tiled_partition(const thread_group &parent,
                                                        unsigned int tilesz) {
  if (parent.get_type() == details::coalesced_group_id)
    return coalesced_group::tile_of(parent, tilesz);
  return thread_block::get_tiled_threads(tilesz);
}
__device__ __forceinline__ thread_group tiled_partition(const thread_block &parent,
                                                        unsigned int tilesz) {
  (void)parent;
  return thread_block::get_tiled_threads(tilesz);
}
__device__ __forceinline__ coalesced_group
tiled_partition(const coalesced_group &parent, unsigned int tilesz) {
  return coalesced_group::tile_of(parent, tilesz);
}

namespace details {
template <class G>
__device__ __forceinline__ coalesced_group binary_partition(const G &g,
                                                            bool pred) {
  unsigned int mask = group_access::get_mask(g);
  unsigned int set = ballot(mask, pred);
  coalesced_group sub = group_access::from_mask<coalesced_group>(mask);
  if (set == mask || set == 0) {
    group_access::set_meta(sub, 0, 1);
  } else {
    sub = group_access::from_mask<coalesced_group>(pred ? set : mask & ~set);
    group_access::set_meta(sub, pred ? 1 : 0, 2);
  }
  return sub;
}
template <class G, class T>
__device__ __forceinline__ coalesced_group labeled_partition(const G &g,
                                                             T label) {
  unsigned int mask = group_access::get_mask(g);
  unsigned int sub = match_any(mask, label);
  unsigned int leader = (unsigned int)__builtin_ffs((int)sub) - 1;
  unsigned int leaders = ballot(mask, leader == laneid());
  coalesced_group r = group_access::from_mask<coalesced_group>(sub);
  group_access::set_meta(r, popc(leaders & ((1u << leader) - 1u)),
                         popc(leaders));
  return r;
}
} // namespace details

__device__ __forceinline__ coalesced_group
binary_partition(const coalesced_group &g, bool pred) {
  return details::binary_partition(g, pred);
}
template <unsigned int Size, typename ParentT>
__device__ __forceinline__ coalesced_group
binary_partition(const thread_block_tile<Size, ParentT> &g, bool pred) {
  return details::binary_partition(g, pred);
}
template <typename T>
__device__ __forceinline__ coalesced_group
labeled_partition(const coalesced_group &g, T label) {
  static_assert(details::is_integral<T>::value || details::is_pointer<T>::value,
                "labeled_partition predicate must be an integral or pointer "
                "type");
  return details::labeled_partition(g, label);
}
template <typename T, unsigned int Size, typename ParentT>
__device__ __forceinline__ coalesced_group
labeled_partition(const thread_block_tile<Size, ParentT> &g, T label) {
  static_assert(details::is_integral<T>::value || details::is_pointer<T>::value,
                "labeled_partition predicate must be an integral or pointer "
                "type");
  return details::labeled_partition(g, label);
}

/* ---- free functions -------------------------------------------------- */
template <class GroupT> __device__ __forceinline__ void sync(GroupT const &g) {
  g.sync();
}
template <class GroupT>
__device__ __forceinline__ auto thread_rank(GroupT const &g)
    -> decltype(g.thread_rank()) {
  return g.thread_rank();
}
template <class GroupT>
__device__ __forceinline__ auto group_size(GroupT const &g)
    -> decltype(g.num_threads()) {
  return g.num_threads();
}

/* ---- thread_group's dispatch on the group's type --------------------- */
__device__ __forceinline__ unsigned long long thread_group::size() const {
  switch (_type) {
  case details::coalesced_group_id: return _size;
  case details::thread_block_id: return details::cta_threads();
  case details::grid_group_id: return grid_group::size();
  default: return 0;
  }
}
__device__ __forceinline__ unsigned long long thread_group::thread_rank() const {
  switch (_type) {
  case details::coalesced_group_id:
    return details::popc(_mask & details::lanemask32_lt());
  case details::thread_block_id: return details::cta_rank();
  case details::grid_group_id: return grid_group::thread_rank();
  default: return 0;
  }
}
__device__ __forceinline__ void thread_group::sync() const {
  switch (_type) {
  case details::coalesced_group_id: details::syncwarp(_mask); break;
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
