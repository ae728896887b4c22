/* cucc: the device-side runtime API (dynamic parallelism): the named streams
 * of device-side launches. The device functions themselves (launch helper,
 * cudaGetLastError, cudaStreamCreateWithFlags... in device code) are in
 * crt/cucc_device_launch.h, which cuda_runtime.h includes. */
#ifndef CUCC_CUDA_DEVICE_RUNTIME_API_H
#define CUCC_CUDA_DEVICE_RUNTIME_API_H

#include "crt/host_defines.h"

/* CUDA 12's streams of device-side launches: a tail launch runs after the
 * launching grid and all its other work; fire-and-forget runs independently
 * of the launching block's other launches. */
#define cudaStreamGraphTailLaunch ((cudaStream_t)0x0100000000000000)
#define cudaStreamGraphFireAndForget ((cudaStream_t)0x0200000000000000)
#define cudaStreamTailLaunch ((cudaStream_t)0x3)
#define cudaStreamFireAndForget ((cudaStream_t)0x4)

#endif /* CUCC_CUDA_DEVICE_RUNTIME_API_H */
