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
  const char *kernel;  /* __PRETTY_FUNCTION__ of __cucc_dp_name<..., &k> */
  const char *written; /* the callee as written */
  dim3 grid, block;
  size_t smem;
  cudaStream_t stream;
  void **args;
  unsigned nargs;
  const unsigned *sizes;
};

extern "C" __device__ int __cucc_dp_launch_raw(const __cucc_dp_desc *d);
extern "C" __device__ int __cucc_dp_error(int peek);
extern "C" __device__ int __cucc_dp_stream(int op, cudaStream_t *s,
                                           unsigned flags);

struct __cucc_dp_config {
  dim3 grid, block;
  size_t smem;
  cudaStream_t stream;
};

static __device__ __inline__ __cucc_dp_config
__cucc_dp_cfg(dim3 grid, dim3 block, size_t smem = 0, cudaStream_t s = 0) {
  __cucc_dp_config c;
  c.grid = grid;
  c.block = block;
  c.smem = smem;
  c.stream = s;
  return c;
}

template <class T, T F>
__host__ __device__ const char *__cucc_dp_name() {
  return __PRETTY_FUNCTION__;
}

template <class... P> struct __cucc_dp_bytes {
  static const unsigned long value = 1;
};
template <class P0, class... P> struct __cucc_dp_bytes<P0, P...> {
  static const unsigned long value =
      sizeof(P0) + alignof(P0) + __cucc_dp_bytes<P...>::value;
};

/* Copy-initialises a parameter of type T from the argument, as a call. */
template <class T>
static __device__ __inline__ void __cucc_dp_put(void *dst, T v) {
  __builtin_memcpy(dst, (const void *)&v, sizeof(T));
}

template <class F> struct __cucc_dp_kernel;
template <class... P> struct __cucc_dp_kernel<void (*)(P...)> {
  template <class N, class... A>
  static __device__ void launch(const __cucc_dp_config &c,
                                const char *written, N name, A &&...a) {
    static_assert(sizeof...(A) == sizeof...(P),
                  "kernel launch: wrong number of arguments");
    alignas(16) char buf[__cucc_dp_bytes<P...>::value];
    void *ptrs[sizeof...(P) + 1];
    const unsigned sizes[sizeof...(P) + 1] = {(unsigned)sizeof(P)..., 0u};
    unsigned long off = 0;
    unsigned i = 0;
    int seq[] = {0, (off = (off + alignof(P) - 1) / alignof(P) * alignof(P),
                     __cucc_dp_put<P>(buf + off, static_cast<A &&>(a)),
                     ptrs[i++] = buf + off, off += sizeof(P), 0)...};
    (void)seq;
    (void)i;
    __cucc_dp_desc d;
    d.kernel = name();
    d.written = written;
    d.grid = c.grid;
    d.block = c.block;
    d.smem = c.smem;
    d.stream = c.stream;
    d.args = ptrs;
    d.nargs = (unsigned)sizeof...(P);
    d.sizes = sizes;
    __cucc_dp_launch_raw(&d);
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
cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags) {
  return (cudaError_t)__cucc_dp_stream(0, pStream, flags);
}

static __device__ __inline__ cudaError_t cudaStreamDestroy(cudaStream_t s) {
  return (cudaError_t)__cucc_dp_stream(1, &s, 0);
}

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_DEVICE_LAUNCH_H */
