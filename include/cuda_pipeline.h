/* cucc: CUDA's cuda_pipeline.h: the per-thread asynchronous copy primitives
 * (__pipeline_memcpy_async, __pipeline_commit, __pipeline_wait_prior,
 * __pipeline_arrive_on) and nvcuda::experimental::pipeline with
 * memcpy_async. A copy is made at once (the zfill tail is zeroed), so
 * commits and waits have nothing left to do; as on a GPU, a thread that
 * reads what another thread copied still needs __syncthreads. */
#ifndef _CUDA_PIPELINE_H_
#define _CUDA_PIPELINE_H_
#include <stddef.h>
#include "cuda_awbarrier.h"
#if defined(__CUCC_CUDA_MODE__)
static __device__ __forceinline__ void
__pipeline_memcpy_async(void *__restrict__ __dst, const void *__restrict__ __src,
                        size_t __size_and_align, size_t __zfill = 0) {
  size_t __n = __size_and_align - __zfill;
  __builtin_memcpy(__dst, __src, __n);
  __builtin_memset((char *)__dst + __n, 0, __zfill);
}
static __device__ __forceinline__ void __pipeline_commit() {}
static __device__ __forceinline__ void __pipeline_wait_prior(size_t) {}
static __device__ __forceinline__ void __pipeline_arrive_on(__mbarrier_t *) {}

namespace nvcuda {
namespace experimental {
class pipeline {
public:
  pipeline() = default;
  __device__ void commit() {}
  __device__ void commit_and_wait() {}
  __device__ void wait_prior(size_t) {}
  template <size_t _Prior> __device__ void wait_prior() {}
  __device__ void arrive_on(awbarrier &) {}
};
template <class _Tp>
__device__ __forceinline__ void memcpy_async(_Tp &__dst, const _Tp &__src,
                                             pipeline &) {
  __builtin_memcpy(&__dst, &__src, sizeof(_Tp));
}
template <class _Tp, size_t _DstN, size_t _SrcN>
__device__ __forceinline__ void memcpy_async(_Tp (*__dst)[_DstN],
                                             const _Tp (*__src)[_SrcN], pipeline &) {
  __builtin_memcpy(*__dst, *__src, sizeof(_Tp) * (_DstN < _SrcN ? _DstN : _SrcN));
  if (_DstN > _SrcN)
    __builtin_memset(*__dst + _SrcN, 0, sizeof(_Tp) * (_DstN - _SrcN));
}
} // namespace experimental
} // namespace nvcuda
#endif
#endif
