/* cucc: block-wide barriers (__syncthreads() and __syncthreads_count/_and/
 * _or) and memory fences (__threadfence, _block, _system).
 * All go through __cucc_barrier(op, pred) (op: enum cucc_barrier_op of
 * src/common/cucc_abi.h), which the lowering and the runtime implement.
 * CUDA mode only. */
#ifndef CUCC_CRT_SYNC_FUNCTIONS_H
#define CUCC_CRT_SYNC_FUNCTIONS_H

#if defined(__CUCC_CUDA_MODE__)

#include "crt/host_defines.h"

extern "C" __device__ __attribute__((convergent, nothrow)) int
__cucc_barrier(int __op, int __pred);

/* clang knows `__syncthreads` as an NVPTX builtin (llvm.nvvm.barrier0) and
 * refuses a global definition of it; a using-declaration makes ordinary name
 * lookup find ours first, so the builtin is never created. */
namespace __cucc {
__device__ __forceinline__ void __syncthreads(void) {
  (void)__cucc_barrier(0 /* CUCC_BAR_SYNC */, 0);
}
} // namespace __cucc
using __cucc::__syncthreads;

static __device__ __forceinline__ int __syncthreads_count(int __predicate) {
  return __cucc_barrier(1 /* CUCC_BAR_COUNT */, __predicate);
}

static __device__ __forceinline__ int __syncthreads_and(int __predicate) {
  return __cucc_barrier(2 /* CUCC_BAR_AND */, __predicate);
}

static __device__ __forceinline__ int __syncthreads_or(int __predicate) {
  return __cucc_barrier(3 /* CUCC_BAR_OR */, __predicate);
}

/* Memory fences: on the CPU every level (block, device, system) is a full
 * sequentially consistent fence. Same technique as __syncthreads: clang
 * knows these names as NVPTX builtins. */
namespace __cucc {
__device__ __forceinline__ void __threadfence_block(void) {
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
}
__device__ __forceinline__ void __threadfence(void) {
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
}
__device__ __forceinline__ void __threadfence_system(void) {
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
}
} // namespace __cucc
using __cucc::__threadfence;
using __cucc::__threadfence_block;
using __cucc::__threadfence_system;

#endif /* __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_SYNC_FUNCTIONS_H */
