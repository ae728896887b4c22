/* cucc: CUDA's cuda_awbarrier.h: the arrive/wait barrier primitives
 * (__mbarrier_init, __mbarrier_arrive, __mbarrier_test_wait, ...) and
 * nvcuda::experimental::awbarrier. The barrier keeps its expected count;
 * __mbarrier_test_wait waits as cuda/__cucc_async.h says (the block barrier
 * for a count equal to the block's size) and then returns true, so the
 * usual `while (!__mbarrier_test_wait(bar, token));` waits once. */
#ifndef _CUDA_AWBARRIER_H_
#define _CUDA_AWBARRIER_H_
#include <stdint.h>
#include "cuda/__cucc_async.h"
#if defined(__CUCC_CUDA_MODE__)
typedef uint64_t __mbarrier_t;
typedef uint64_t __mbarrier_token_t;

static __device__ __forceinline__ uint32_t __mbarrier_maximum_count() {
  return (1u << 20) - 1u;
}
static __device__ __forceinline__ void __mbarrier_init(__mbarrier_t *__b,
                                                       uint32_t __expected) {
  *__b = __expected;
}
static __device__ __forceinline__ void __mbarrier_inval(__mbarrier_t *__b) {
  *__b = 0;
}
static __device__ __forceinline__ __mbarrier_token_t
__mbarrier_arrive(__mbarrier_t *__b) {
  return *__b;
}
static __device__ __forceinline__ __mbarrier_token_t
__mbarrier_arrive_and_drop(__mbarrier_t *) {
  __cucc_trap_reason("__mbarrier_arrive_and_drop is not supported by cucc");
}
static __device__ __forceinline__ bool
__mbarrier_test_wait(__mbarrier_t *__b, __mbarrier_token_t) {
  ::__cucc_async::__block_wait((long long)(uint32_t)*__b);
  return true;
}
static __device__ __forceinline__ bool
__mbarrier_token_is_valid(__mbarrier_token_t) {
  return true;
}
static __device__ __forceinline__ uint32_t
__mbarrier_pending_count(__mbarrier_token_t __t) {
  return (uint32_t)__t;
}

namespace nvcuda {
namespace experimental {
class awbarrier {
  __mbarrier_t __b_;

public:
  awbarrier() = default;
  awbarrier(const awbarrier &) = delete;
  friend __device__ void init(awbarrier *__a, uint32_t __expected) {
    __mbarrier_init(&__a->__b_, __expected);
  }
  __device__ __mbarrier_token_t arrive() { return __mbarrier_arrive(&__b_); }
  __device__ __mbarrier_token_t arrive_and_drop() {
    return __mbarrier_arrive_and_drop(&__b_);
  }
  __device__ bool timed_wait(__mbarrier_token_t __t, uint32_t) {
    return __mbarrier_test_wait(&__b_, __t);
  }
  __device__ void wait(__mbarrier_token_t __t) {
    (void)__mbarrier_test_wait(&__b_, __t);
  }
  __device__ void arrive_and_wait() { wait(arrive()); }
  __device__ static uint32_t max() { return __mbarrier_maximum_count(); }
};
} // namespace experimental
} // namespace nvcuda
#endif
#endif
