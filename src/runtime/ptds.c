/* The _ptds/_ptsz entry points of --default-stream per-thread
 * (include/crt/cucc_ptds.h): each runs its plain counterpart with stream 0
 * meaning the calling thread's per-thread default stream. */
#include "internal.h"

#define WRAP(suffix, name, params, args)                                      \
  RT_EXPORT cudaError_t name##suffix params;                                  \
  RT_EXPORT cudaError_t name##suffix params {                                 \
    rt_ptds_depth++;                                                          \
    cudaError_t r = name args;                                                \
    rt_ptds_depth--;                                                          \
    return r;                                                                 \
  }

typedef enum cudaMemcpyKind kind_t;

WRAP(_ptds, cudaMemcpy, (void *d, const void *s, size_t n, kind_t k),
     (d, s, n, k))
WRAP(_ptds, cudaMemcpyToSymbol,
     (const void *sym, const void *s, size_t n, size_t o, kind_t k),
     (sym, s, n, o, k))
WRAP(_ptds, cudaMemcpyFromSymbol,
     (void *d, const void *sym, size_t n, size_t o, kind_t k),
     (d, sym, n, o, k))
WRAP(_ptds, cudaMemcpy2D,
     (void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h,
      kind_t k),
     (d, dp, s, sp, w, h, k))
WRAP(_ptds, cudaMemset, (void *d, int v, size_t n), (d, v, n))
WRAP(_ptds, cudaMemset2D, (void *d, size_t p, int v, size_t w, size_t h),
     (d, p, v, w, h))
WRAP(_ptsz, cudaMemcpyAsync,
     (void *d, const void *s, size_t n, kind_t k, cudaStream_t st),
     (d, s, n, k, st))
WRAP(_ptsz, cudaMemcpyToSymbolAsync,
     (const void *sym, const void *s, size_t n, size_t o, kind_t k,
      cudaStream_t st),
     (sym, s, n, o, k, st))
WRAP(_ptsz, cudaMemcpyFromSymbolAsync,
     (void *d, const void *sym, size_t n, size_t o, kind_t k,
      cudaStream_t st),
     (d, sym, n, o, k, st))
WRAP(_ptsz, cudaMemsetAsync, (void *d, int v, size_t n, cudaStream_t st),
     (d, v, n, st))
WRAP(_ptsz, cudaStreamQuery, (cudaStream_t st), (st))
WRAP(_ptsz, cudaStreamGetFlags, (cudaStream_t st, unsigned *f), (st, f))
WRAP(_ptsz, cudaStreamGetPriority, (cudaStream_t st, int *p), (st, p))
WRAP(_ptsz, cudaStreamSynchronize, (cudaStream_t st), (st))
WRAP(_ptsz, cudaEventRecord, (cudaEvent_t e, cudaStream_t st), (e, st))
WRAP(_ptsz, cudaEventRecordWithFlags,
     (cudaEvent_t e, cudaStream_t st, unsigned f), (e, st, f))
WRAP(_ptsz, cudaStreamWaitEvent, (cudaStream_t st, cudaEvent_t e, unsigned f),
     (st, e, f))
WRAP(_ptsz, cudaStreamAddCallback,
     (cudaStream_t st, cudaStreamCallback_t cb, void *u, unsigned f),
     (st, cb, u, f))
WRAP(_ptsz, cudaLaunchHostFunc, (cudaStream_t st, cudaHostFn_t fn, void *u),
     (st, fn, u))
WRAP(_ptsz, cudaLaunchKernel,
     (const void *f, dim3 g, dim3 b, void **a, size_t sm, cudaStream_t st),
     (f, g, b, a, sm, st))
WRAP(_ptsz, cudaGraphLaunch, (cudaGraphExec_t e, cudaStream_t st), (e, st))
WRAP(_ptsz, cudaStreamBeginCapture,
     (cudaStream_t st, enum cudaStreamCaptureMode m), (st, m))
WRAP(_ptsz, cudaStreamEndCapture, (cudaStream_t st, cudaGraph_t *g), (st, g))
WRAP(_ptsz, cudaStreamIsCapturing,
     (cudaStream_t st, enum cudaStreamCaptureStatus *c), (st, c))
WRAP(_ptsz, cudaLaunchCooperativeKernel,
     (const void *f, dim3 g, dim3 b, void **a, size_t sm, cudaStream_t st),
     (f, g, b, a, sm, st))
WRAP(_ptsz, cudaLaunchKernelExC,
     (const cudaLaunchConfig_t *c, const void *f, void **a), (c, f, a))
