/* cucc: --default-stream per-thread. nvcc defines
 * CUDA_API_PER_THREAD_DEFAULT_STREAM for it, and, as in NVIDIA's headers,
 * the runtime calls whose stream 0 means "the default stream" are renamed
 * to their _ptds (synchronous) or _ptsz (stream) entry points, for which
 * libcudart takes stream 0 as the calling thread's per-thread default
 * stream. Kernel launches <<<>>> call cudaLaunchKernel_ptsz when clang is
 * told -fgpu-default-stream=per-thread (cucc passes both). */
#ifndef CUCC_PTDS_H
#define CUCC_PTDS_H

#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM) ||                            \
    defined(__CUDART_API_PER_THREAD_DEFAULT_STREAM)
#define __CUCC_PTDS(api) api##_ptds
#define __CUCC_PTSZ(api) api##_ptsz
#define cudaMemcpy __CUCC_PTDS(cudaMemcpy)
#define cudaMemcpyToSymbol __CUCC_PTDS(cudaMemcpyToSymbol)
#define cudaMemcpyFromSymbol __CUCC_PTDS(cudaMemcpyFromSymbol)
#define cudaMemcpy2D __CUCC_PTDS(cudaMemcpy2D)
#define cudaMemcpy3D __CUCC_PTDS(cudaMemcpy3D)
#define cudaMemset __CUCC_PTDS(cudaMemset)
#define cudaMemset2D __CUCC_PTDS(cudaMemset2D)
#define cudaMemset3D __CUCC_PTDS(cudaMemset3D)
#define cudaMemcpyAsync __CUCC_PTSZ(cudaMemcpyAsync)
#define cudaMemcpyToSymbolAsync __CUCC_PTSZ(cudaMemcpyToSymbolAsync)
#define cudaMemcpyFromSymbolAsync __CUCC_PTSZ(cudaMemcpyFromSymbolAsync)
#define cudaMemcpy2DAsync __CUCC_PTSZ(cudaMemcpy2DAsync)
#define cudaMemcpy3DAsync __CUCC_PTSZ(cudaMemcpy3DAsync)
#define cudaMemsetAsync __CUCC_PTSZ(cudaMemsetAsync)
#define cudaMemset2DAsync __CUCC_PTSZ(cudaMemset2DAsync)
#define cudaMemset3DAsync __CUCC_PTSZ(cudaMemset3DAsync)
#define cudaStreamQuery __CUCC_PTSZ(cudaStreamQuery)
#define cudaStreamGetFlags __CUCC_PTSZ(cudaStreamGetFlags)
#define cudaStreamGetPriority __CUCC_PTSZ(cudaStreamGetPriority)
#define cudaStreamSynchronize __CUCC_PTSZ(cudaStreamSynchronize)
#define cudaEventRecord __CUCC_PTSZ(cudaEventRecord)
#define cudaEventRecordWithFlags __CUCC_PTSZ(cudaEventRecordWithFlags)
#define cudaStreamWaitEvent __CUCC_PTSZ(cudaStreamWaitEvent)
#define cudaStreamAddCallback __CUCC_PTSZ(cudaStreamAddCallback)
#define cudaLaunchHostFunc __CUCC_PTSZ(cudaLaunchHostFunc)
#define cudaLaunchCooperativeKernel __CUCC_PTSZ(cudaLaunchCooperativeKernel)
#define cudaLaunchKernelExC __CUCC_PTSZ(cudaLaunchKernelExC)
#define cudaMallocAsync __CUCC_PTSZ(cudaMallocAsync)
#define cudaFreeAsync __CUCC_PTSZ(cudaFreeAsync)
#define cudaMallocFromPoolAsync __CUCC_PTSZ(cudaMallocFromPoolAsync)
#define cudaGraphLaunch __CUCC_PTSZ(cudaGraphLaunch)
#define cudaStreamBeginCapture __CUCC_PTSZ(cudaStreamBeginCapture)
#define cudaStreamEndCapture __CUCC_PTSZ(cudaStreamEndCapture)
#define cudaStreamIsCapturing __CUCC_PTSZ(cudaStreamIsCapturing)
/* clang's <<<>>> lowering looks up cudaLaunchKernel_ptsz when told
 * -fgpu-default-stream=per-thread, which cucc passes whenever this macro
 * is defined on its command line. */
#define cudaLaunchKernel __CUCC_PTSZ(cudaLaunchKernel)
#endif

#endif
