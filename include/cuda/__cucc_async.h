/* cucc: what cuda::barrier, cuda::pipeline, cuda_pipeline.h,
 * cuda_awbarrier.h and cooperative_groups/memcpy_async.h share.
 * An asynchronous copy is done at once, so waiting for a copy is waiting
 * for the threads that made it: nothing for a copy by the thread itself, a
 * barrier of the group for a copy by a group. A barrier or pipeline of a
 * block waits with the block barrier (__syncthreads) when its expected
 * count is the block's size, and with nothing when it is 1 (one thread);
 * other counts stop the kernel with a message (cucc has no barrier for a
 * part of a block). CUDA mode only. */
#ifndef __CUCC_ASYNC_H
#define __CUCC_ASYNC_H
#if defined(__CUCC_CUDA_MODE__)
#include <stddef.h>

extern "C" __device__ __attribute__((noreturn, nothrow)) void
__cucc_trap_reason(const char *__why);

namespace __cucc_async {
__device__ __forceinline__ unsigned __block_threads() {
  return blockDim.x * blockDim.y * blockDim.z;
}
/* wait until the `__expected` threads of a barrier of a block arrive */
__device__ __forceinline__ void __block_wait(long long __expected) {
  if (__expected == 1)
    return;
  if (__expected != (long long)__block_threads())
    __cucc_trap_reason("a barrier of a block whose expected count is neither "
                       "1 nor the block's size (not supported by cucc)");
  __syncthreads();
}
/* the share of a group's copy that thread __rank of __n makes */
__device__ __forceinline__ void __group_copy(unsigned long long __rank,
                                             unsigned long long __n, void *__dst,
                                             const void *__src, size_t __size) {
  size_t __chunk = ((__size + __n - 1) / __n + 15) & ~(size_t)15;
  size_t __begin = (size_t)__rank * __chunk;
  if (__begin < __size)
    __builtin_memcpy((char *)__dst + __begin, (const char *)__src + __begin,
                     __size - __begin < __chunk ? __size - __begin : __chunk);
}
} // namespace __cucc_async
#endif
#endif
