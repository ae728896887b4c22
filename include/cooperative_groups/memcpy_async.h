/* cucc: <cooperative_groups/memcpy_async.h>: cg::memcpy_async(group, dst,
 * src, size) (also with cuda::aligned_size_t, and with element counts),
 * cg::wait(group) and cg::wait_prior<N>(group). The threads of the group
 * each copy a share at once; waiting is the group's sync(), after which
 * every thread sees the whole copy. */
#ifndef _CG_MEMCPY_ASYNC_H
#define _CG_MEMCPY_ASYNC_H
#include "../cooperative_groups.h"
#include "../cuda/__cucc_async.h"
#if defined(__CUCC_CUDA_MODE__)
namespace cooperative_groups {
template <class _Group, class _Size>
__device__ __forceinline__ void memcpy_async(const _Group &__g, void *__dst,
                                             const void *__src, _Size __size) {
  ::__cucc_async::__group_copy(__g.thread_rank(), __g.size(), __dst, __src,
                               (size_t)__size);
}
/* dstCount elements at dst from srcCount at src (the rest of dst zeroed) */
template <class _Group, class _Tp>
__device__ __forceinline__ void memcpy_async(const _Group &__g, _Tp *__dst,
                                             size_t __dstCount, const _Tp *__src,
                                             size_t __srcCount) {
  size_t __n = __dstCount < __srcCount ? __dstCount : __srcCount;
  ::__cucc_async::__group_copy(__g.thread_rank(), __g.size(), __dst, __src,
                               __n * sizeof(_Tp));
  if (__g.thread_rank() == 0 && __dstCount > __n)
    __builtin_memset(__dst + __n, 0, (__dstCount - __n) * sizeof(_Tp));
}
template <class _Group> __device__ __forceinline__ void wait(const _Group &__g) {
  __g.sync();
}
template <unsigned int _Count, class _Group>
__device__ __forceinline__ void wait_prior(const _Group &__g) {
  __g.sync();
}
} // namespace cooperative_groups
#endif
#endif
