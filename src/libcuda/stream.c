/* Driver API: streams, events and graphs. CUstream, CUevent, CUgraph and
 * CUgraphExec are the runtime's objects (the same handles), so these are
 * the runtime's calls with the driver's context check and codes. */
#include "module_internal.h"

DRV_EXPORT CUresult cuStreamCreate(CUstream *s, unsigned flags) {
  DRV_NEED_CTX();
  if (!s || (flags & ~(unsigned)CU_STREAM_NON_BLOCKING))
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaStreamCreateWithFlags((cudaStream_t *)s, flags));
}

DRV_EXPORT CUresult cuStreamCreateWithPriority(CUstream *s, unsigned flags,
                                               int priority) {
  DRV_NEED_CTX();
  if (!s || (flags & ~(unsigned)CU_STREAM_NON_BLOCKING))
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaStreamCreateWithPriority((cudaStream_t *)s, flags, priority));
}

DRV_EXPORT CUresult cuStreamDestroy(CUstream s) {
  DRV_NEED_CTX();
  return RT(cudaStreamDestroy(s));
}
DRV_ALIAS(cuStreamDestroy_v2, cuStreamDestroy);

DRV_EXPORT CUresult cuStreamSynchronize(CUstream s) {
  DRV_NEED_CTX();
  return RT(cudaStreamSynchronize(s));
}

DRV_EXPORT CUresult cuStreamQuery(CUstream s) {
  DRV_NEED_CTX();
  return RT(cudaStreamQuery(s));
}

DRV_EXPORT CUresult cuStreamWaitEvent(CUstream s, CUevent e, unsigned flags) {
  DRV_NEED_CTX();
  return RT(cudaStreamWaitEvent(s, e, flags));
}

DRV_EXPORT CUresult cuStreamGetFlags(CUstream s, unsigned *flags) {
  DRV_NEED_CTX();
  return RT(cudaStreamGetFlags(s, flags));
}

DRV_EXPORT CUresult cuStreamGetPriority(CUstream s, int *priority) {
  DRV_NEED_CTX();
  return RT(cudaStreamGetPriority(s, priority));
}

DRV_EXPORT CUresult cuStreamGetCtx(CUstream s, CUcontext *pctx) {
  CUresult e;
  core_ctx *c = drv_ctx(&e);
  if (!c)
    return e;
  if (!pctx)
    return CUDA_ERROR_INVALID_VALUE;
  e = drv_result(rt_stream_check(s));
  if (e)
    return e;
  int dev = -1;
  if (s && s != CU_STREAM_LEGACY && s != CU_STREAM_PER_THREAD)
    e = RT(cudaStreamGetDevice(s, &dev));
  /* streams belong to their device; its primary context unless current */
  *pctx = dev < 0 || dev == c->device ? c : core_ctx_primary(dev);
  return e;
}

typedef struct callback {
  CUstreamCallback fn;
  void *data;
} callback;

DRV_EXPORT CUresult cuStreamAddCallback(CUstream s, CUstreamCallback fn,
                                        void *data, unsigned flags) {
  DRV_NEED_CTX();
  if (!fn || flags)
    return CUDA_ERROR_INVALID_VALUE;
  /* the callback types differ only in the status' type (same values) */
  return RT(cudaStreamAddCallback(s, (cudaStreamCallback_t)(void (*)(void))fn,
                                  data, flags));
}

DRV_EXPORT CUresult cuStreamBeginCapture(CUstream s, CUstreamCaptureMode m) {
  DRV_NEED_CTX();
  return RT(cudaStreamBeginCapture(s, (enum cudaStreamCaptureMode)m));
}
DRV_ALIAS(cuStreamBeginCapture_v2, cuStreamBeginCapture);

DRV_EXPORT CUresult cuStreamEndCapture(CUstream s, CUgraph *g) {
  DRV_NEED_CTX();
  return RT(cudaStreamEndCapture(s, g));
}

DRV_EXPORT CUresult cuStreamIsCapturing(CUstream s, CUstreamCaptureStatus *st) {
  DRV_NEED_CTX();
  return RT(cudaStreamIsCapturing(s, (enum cudaStreamCaptureStatus *)st));
}

DRV_EXPORT CUresult cuEventCreate(CUevent *e, unsigned flags) {
  DRV_NEED_CTX();
  if (!e || (flags & ~0x7u))
    return CUDA_ERROR_INVALID_VALUE;
  return RT(cudaEventCreateWithFlags(e, flags));
}

DRV_EXPORT CUresult cuEventDestroy(CUevent e) {
  DRV_NEED_CTX();
  return RT(cudaEventDestroy(e));
}
DRV_ALIAS(cuEventDestroy_v2, cuEventDestroy);

DRV_EXPORT CUresult cuEventRecord(CUevent e, CUstream s) {
  DRV_NEED_CTX();
  return RT(cudaEventRecord(e, s));
}

DRV_EXPORT CUresult cuEventRecordWithFlags(CUevent e, CUstream s,
                                           unsigned flags) {
  DRV_NEED_CTX();
  return RT(cudaEventRecordWithFlags(e, s, flags));
}

DRV_EXPORT CUresult cuEventQuery(CUevent e) {
  DRV_NEED_CTX();
  return RT(cudaEventQuery(e));
}

DRV_EXPORT CUresult cuEventSynchronize(CUevent e) {
  DRV_NEED_CTX();
  return RT(cudaEventSynchronize(e));
}

DRV_EXPORT CUresult cuEventElapsedTime(float *ms, CUevent a, CUevent b) {
  DRV_NEED_CTX();
  return RT(cudaEventElapsedTime(ms, a, b));
}
DRV_ALIAS(cuEventElapsedTime_v2, cuEventElapsedTime);

/* ---- graphs ---- */

DRV_EXPORT CUresult cuGraphCreate(CUgraph *g, unsigned flags) {
  DRV_NEED_CTX();
  return RT(cudaGraphCreate(g, flags));
}

DRV_EXPORT CUresult cuGraphDestroy(CUgraph g) {
  DRV_NEED_CTX();
  return RT(cudaGraphDestroy(g));
}

/* A kernel node of a CUfunction (or CUkernel): arguments as kernelParams
 * or `extra`, as cuLaunchKernel. */
DRV_EXPORT CUresult cuGraphAddKernelNode(CUgraphNode *n, CUgraph g,
                                         const CUgraphNode *deps, size_t nd,
                                         const CUDA_KERNEL_NODE_PARAMS *p) {
  DRV_NEED_CTX();
  if (!p)
    return CUDA_ERROR_INVALID_VALUE;
  CUfunction f = p->func ? p->func : (CUfunction)p->kern;
  CUresult e = drv_function_check(f);
  if (e)
    return e;
  struct cudaKernelNodeParams r = {
      f, {p->gridDimX, p->gridDimY, p->gridDimZ},
      {p->blockDimX, p->blockDimY, p->blockDimZ}, p->sharedMemBytes,
      p->kernelParams, p->extra};
  return RT(cudaGraphAddKernelNode(n, g, deps, nd, &r));
}
DRV_ALIAS(cuGraphAddKernelNode_v2, cuGraphAddKernelNode);

DRV_EXPORT CUresult cuGraphAddHostNode(CUgraphNode *n, CUgraph g,
                                       const CUgraphNode *deps, size_t nd,
                                       const CUDA_HOST_NODE_PARAMS *p) {
  DRV_NEED_CTX();
  if (!p)
    return CUDA_ERROR_INVALID_VALUE;
  struct cudaHostNodeParams r = {p->fn, p->userData};
  return RT(cudaGraphAddHostNode(n, g, deps, nd, &r));
}

DRV_EXPORT CUresult cuGraphAddEmptyNode(CUgraphNode *n, CUgraph g,
                                        const CUgraphNode *deps, size_t nd) {
  DRV_NEED_CTX();
  return RT(cudaGraphAddEmptyNode(n, g, deps, nd));
}

DRV_EXPORT CUresult cuGraphGetNodes(CUgraph g, CUgraphNode *nodes, size_t *n) {
  DRV_NEED_CTX();
  return RT(cudaGraphGetNodes(g, nodes, n));
}

DRV_EXPORT CUresult cuGraphInstantiate(CUgraphExec *e, CUgraph g,
                                       unsigned long long flags) {
  DRV_NEED_CTX();
  return RT(cudaGraphInstantiateWithFlags(e, g, flags));
}
DRV_ALIAS(cuGraphInstantiateWithFlags, cuGraphInstantiate);

DRV_EXPORT CUresult cuGraphLaunch(CUgraphExec e, CUstream s) {
  DRV_NEED_CTX();
  return RT(cudaGraphLaunch(e, s));
}

DRV_EXPORT CUresult cuGraphExecDestroy(CUgraphExec e) {
  DRV_NEED_CTX();
  return RT(cudaGraphExecDestroy(e));
}
