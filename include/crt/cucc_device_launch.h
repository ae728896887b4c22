/* cucc: kernel launches from device code (dynamic parallelism, -rdc=true).
 * clang cannot compile `k<<<...>>>(...)` inside device code, so cucc's
 * driver rewrites each such launch in the device pass into
 *   __cucc_dp_kernel<decltype(&k)>::launch(__cucc_dp_cfg(CFG), "k",
 *       []() { return __cucc_dp_name<decltype(&k), &k>(); }, ARGS...)
 * which converts the arguments to the kernel's parameter types (as a call
 * would) and hands them to the runtime (src/runtime/device_launch.c). Also
 * the device-side runtime API: cudaGetLastError, cudaPeekAtLastError,
 * cudaStreamCreateWithFlags (cudaStreamNonBlocking), cudaStreamDestroy.
 * Included at the end of cuda_runtime.h. */
#ifndef CUCC_CRT_DEVICE_LAUNCH_H
#define CUCC_CRT_DEVICE_LAUNCH_H

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

/* Mirrors cucc_device_launch of src/common/cucc_abi.h. */
struct __cucc_dp_desc {
  const char *__kernel;  /* __PRETTY_FUNCTION__ of __cucc_dp_name<..., &k> */
  const char *__written; /* the callee as written */
  dim3 __grid, __block;
  size_t __smem;
  cudaStream_t __stream;
  void **__args;
  unsigned __nargs;
  const unsigned *__sizes;
};

extern "C" __device__ int __cucc_dp_launch_raw(const __cucc_dp_desc *__d);
extern "C" __device__ int __cucc_dp_error(int __peek);
extern "C" __device__ int __cucc_dp_stream(int __op, cudaStream_t *__cucc_s,
                                           unsigned __flags);

struct __cucc_dp_config {
  dim3 __grid, __block;
  size_t __smem;
  cudaStream_t __stream;
};

static __device__ __inline__ __cucc_dp_config
__cucc_dp_cfg(dim3 __grid, dim3 __block, size_t __smem = 0, cudaStream_t __cucc_s = 0) {
  __cucc_dp_config __c;
  __c.__grid = __grid;
  __c.__block = __block;
  __c.__smem = __smem;
  __c.__stream = __cucc_s;
  return __c;
}

template <class __T, __T __F>
__host__ __device__ const char *__cucc_dp_name() {
  return __PRETTY_FUNCTION__;
}

template <class... __P> struct __cucc_dp_bytes {
  static const unsigned long value = 1;
};
template <class __P0, class... __P> struct __cucc_dp_bytes<__P0, __P...> {
  static const unsigned long value =
      sizeof(__P0) + alignof(__P0) + __cucc_dp_bytes<__P...>::value;
};

/* Copy-initialises a parameter of type T from the argument, as a call. */
template <class __T>
static __device__ __inline__ void __cucc_dp_put(void *__dst, __T __cucc_v) {
  __builtin_memcpy(__dst, (const void *)&__cucc_v, sizeof(__T));
}

template <class __F> struct __cucc_dp_kernel;
template <class... __P> struct __cucc_dp_kernel<void (*)(__P...)> {
  template <class __N, class... __A>
  static __device__ void launch(const __cucc_dp_config &__c,
                                const char *__written, __N __name, __A &&...__a) {
    static_assert(sizeof...(__A) == sizeof...(__P),
                  "kernel launch: wrong number of arguments");
    alignas(16) char __buf[__cucc_dp_bytes<__P...>::value];
    void *__ptrs[sizeof...(__P) + 1];
    const unsigned __sizes[sizeof...(__P) + 1] = {(unsigned)sizeof(__P)..., 0u};
    unsigned long __off = 0;
    unsigned __i = 0;
    int __seq[] = {0, (__off = (__off + alignof(__P) - 1) / alignof(__P) * alignof(__P),
                     __cucc_dp_put<__P>(__buf + __off, static_cast<__A &&>(__a)),
                     __ptrs[__i++] = __buf + __off, __off += sizeof(__P), 0)...};
    (void)__seq;
    (void)__i;
    __cucc_dp_desc __d;
    __d.__kernel = __name();
    __d.__written = __written;
    __d.__grid = __c.__grid;
    __d.__block = __c.__block;
    __d.__smem = __c.__smem;
    __d.__stream = __c.__stream;
    __d.__args = __ptrs;
    __d.__nargs = (unsigned)sizeof...(__P);
    __d.__sizes = __sizes;
    __cucc_dp_launch_raw(&__d);
  }
};

/* ---- the device runtime API (CUDA 12: no device-side synchronization) */

static __device__ __inline__ cudaError_t cudaGetLastError(void) {
  return (cudaError_t)__cucc_dp_error(0);
}

static __device__ __inline__ cudaError_t cudaPeekAtLastError(void) {
  return (cudaError_t)__cucc_dp_error(1);
}

static __device__ __inline__ cudaError_t
cudaStreamCreateWithFlags(cudaStream_t *__pStream, unsigned int __flags) {
  return (cudaError_t)__cucc_dp_stream(0, __pStream, __flags);
}

static __device__ __inline__ cudaError_t cudaStreamDestroy(cudaStream_t __cucc_s) {
  return (cudaError_t)__cucc_dp_stream(1, &__cucc_s, 0);
}

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_DEVICE_LAUNCH_H */
