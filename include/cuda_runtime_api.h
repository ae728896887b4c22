/* cucc: declarations of the CUDA runtime API (libcudart) for C and C++,
 * plus the entry points clang's kernel-launch lowering calls
 * (__cudaPushCallConfiguration, __cudaPopCallConfiguration,
 * cudaLaunchKernel). In C++ the trailing parameters get NVIDIA's defaults.
 * The C++ template conveniences are in cuda_runtime.h. */
#ifndef CUCC_CUDA_RUNTIME_API_H
#define CUCC_CUDA_RUNTIME_API_H
/* NVIDIA's guard, tested by programs such as cuda-samples */
#define __CUDA_RUNTIME_API_H__

#include "crt/cucc_version.h"
#define CUDART_VERSION __CUCC_CUDA_VERSION__
#define __CUDART_API_VERSION __CUCC_CUDA_VERSION__

#include <stddef.h>

#include "builtin_types.h"
#include "crt/host_defines.h"
#include "cuda_device_runtime_api.h"
#include "crt/cucc_ptds.h"
#include "crt/cucc_texture_reference_api.h"

#define __CUCC_RT extern __host__

/* ---- the CUDA version the program was compiled for (cucc) ------------- */
/* One weak definition per program, which libcudart reads so that
 * cudaRuntimeGetVersion/cudaDriverGetVersion agree with CUDART_VERSION
 * (the runtime's own build defines __CUCC_LIBCUDART__ and only refers to
 * it). */
#if !defined(__CUCC_LIBCUDART__) && !defined(__CUDA_ARCH__)
#if defined(__cplusplus)
extern "C" __attribute__((weak, visibility("default"))) const int
    __cucc_cuda_version = __CUCC_CUDA_VERSION__;
#else
__attribute__((weak, visibility("default"))) const int __cucc_cuda_version =
    __CUCC_CUDA_VERSION__;
#endif
#endif

/* Deprecated API: a call warns at compile time, as with NVIDIA's headers
 * (whose __CUDA_DEPRECATED CUDA_ENABLE_DEPRECATED also silences). */
#if defined(CUDA_ENABLE_DEPRECATED)
#define __CUCC_DEPRECATED(msg)
#else
#define __CUCC_DEPRECATED(msg) __attribute__((deprecated(msg)))
#endif
#ifndef __CUDA_DEPRECATED
#define __CUDA_DEPRECATED __CUCC_DEPRECATED("")
#endif
#define __CUCC_RT_DEPRECATED(msg) extern __CUCC_DEPRECATED(msg) __host__

__CUCC_EXTERN_C_BEGIN

/* ---- device management ------------------------------------------------ */
__CUCC_RT cudaError_t cudaDeviceReset(void);
__CUCC_RT cudaError_t cudaDeviceSynchronize(void);
__CUCC_RT cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
__CUCC_RT cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit);
__CUCC_RT cudaError_t
cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__CUCC_RT cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
/* deprecated in CUDA 12/13 (nvcc warns) */
__CUCC_RT_DEPRECATED("")
cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig);
__CUCC_RT_DEPRECATED("")
cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
__CUCC_RT cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority,
                                                       int *greatestPriority);
__CUCC_RT cudaError_t cudaDeviceGetByPCIBusId(int *device,
                                              const char *pciBusId);
__CUCC_RT cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len,
                                            int device);
__CUCC_RT cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool,
                                                  int device);
__CUCC_RT cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device);
__CUCC_RT cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);
/* legacy (CUDA 4.0 names), deprecated */
__CUCC_RT_DEPRECATED("use cudaDeviceReset")
cudaError_t cudaThreadExit(void);
__CUCC_RT_DEPRECATED("use cudaDeviceSynchronize")
cudaError_t cudaThreadSynchronize(void);
__CUCC_RT_DEPRECATED("use cudaDeviceSetLimit")
cudaError_t cudaThreadSetLimit(enum cudaLimit limit, size_t value);
__CUCC_RT_DEPRECATED("use cudaDeviceGetLimit")
cudaError_t cudaThreadGetLimit(size_t *pValue, enum cudaLimit limit);
__CUCC_RT_DEPRECATED("use cudaDeviceGetCacheConfig")
cudaError_t cudaThreadGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__CUCC_RT_DEPRECATED("use cudaDeviceSetCacheConfig")
cudaError_t cudaThreadSetCacheConfig(enum cudaFuncCache cacheConfig);

__CUCC_RT cudaError_t cudaGetDeviceCount(int *count);
__CUCC_RT cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop,
                                              int device);
__CUCC_RT cudaError_t cudaDeviceGetAttribute(int *value,
                                             enum cudaDeviceAttr attr,
                                             int device);
__CUCC_RT cudaError_t cudaDeviceGetP2PAttribute(int *value,
                                                enum cudaDeviceP2PAttr attr,
                                                int srcDevice, int dstDevice);
__CUCC_RT cudaError_t cudaChooseDevice(int *device,
                                       const struct cudaDeviceProp *prop);
__CUCC_RT cudaError_t cudaInitDevice(int device, unsigned int deviceFlags,
                                     unsigned int flags);
__CUCC_RT cudaError_t cudaSetDevice(int device);
__CUCC_RT cudaError_t cudaGetDevice(int *device);
__CUCC_RT cudaError_t cudaSetValidDevices(int *device_arr, int len);
__CUCC_RT cudaError_t cudaSetDeviceFlags(unsigned int flags);
__CUCC_RT cudaError_t cudaGetDeviceFlags(unsigned int *flags);

/* ---- errors and versions ---------------------------------------------- */
__CUCC_RT cudaError_t cudaGetLastError(void);
__CUCC_RT cudaError_t cudaPeekAtLastError(void);
__CUCC_RT const char *cudaGetErrorName(cudaError_t error);
__CUCC_RT const char *cudaGetErrorString(cudaError_t error);
__CUCC_RT cudaError_t cudaDriverGetVersion(int *driverVersion);
__CUCC_RT cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);

/* ---- streams ---------------------------------------------------------- */
__CUCC_RT cudaError_t cudaStreamCreate(cudaStream_t *pStream);
__CUCC_RT cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream,
                                                unsigned int flags);
__CUCC_RT cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream,
                                                   unsigned int flags,
                                                   int priority);
__CUCC_RT cudaError_t cudaStreamGetPriority(cudaStream_t hStream,
                                            int *priority);
__CUCC_RT cudaError_t cudaStreamGetDevice(cudaStream_t hStream, int *device);
__CUCC_RT cudaError_t cudaStreamGetFlags(cudaStream_t hStream,
                                         unsigned int *flags);
__CUCC_RT cudaError_t cudaStreamGetId(cudaStream_t hStream,
                                      unsigned long long *streamId);
__CUCC_RT cudaError_t cudaStreamDestroy(cudaStream_t stream);
__CUCC_RT cudaError_t cudaStreamWaitEvent(cudaStream_t stream,
                                          cudaEvent_t event,
                                          unsigned int flags __dv(0));
__CUCC_RT cudaError_t cudaStreamAddCallback(cudaStream_t stream,
                                            cudaStreamCallback_t callback,
                                            void *userData, unsigned int flags);
__CUCC_RT cudaError_t cudaStreamSynchronize(cudaStream_t stream);
__CUCC_RT cudaError_t cudaStreamQuery(cudaStream_t stream);
__CUCC_RT cudaError_t cudaStreamAttachMemAsync(
    cudaStream_t stream, void *devPtr, size_t length __dv(0),
    unsigned int flags __dv(cudaMemAttachSingle));
__CUCC_RT cudaError_t cudaStreamBeginCapture(cudaStream_t stream,
                                             enum cudaStreamCaptureMode mode);
__CUCC_RT cudaError_t cudaStreamEndCapture(cudaStream_t stream,
                                           cudaGraph_t *pGraph);
__CUCC_RT cudaError_t cudaStreamIsCapturing(
    cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);
__CUCC_RT cudaError_t
cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr,
                       cudaLaunchAttributeValue *value_out);
__CUCC_RT cudaError_t
cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr,
                       const cudaLaunchAttributeValue *value);
/* the driver API's functions by name (src/libcuda/proc.c) */
__CUCC_RT cudaError_t cudaGetDriverEntryPoint(
    const char *__symbol, void **__funcPtr, unsigned long long __flags,
    enum cudaDriverEntryPointQueryResult *__driverStatus __dv(0));
__CUCC_RT cudaError_t cudaGetDriverEntryPointByVersion(
    const char *__symbol, void **__funcPtr, unsigned int __cudaVersion,
    unsigned long long __flags,
    enum cudaDriverEntryPointQueryResult *__driverStatus __dv(0));
__CUCC_RT cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn,
                                         void *userData);

/* ---- events ----------------------------------------------------------- */
__CUCC_RT cudaError_t cudaEventCreate(cudaEvent_t *event);
__CUCC_RT cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event,
                                               unsigned int flags);
__CUCC_RT cudaError_t cudaEventRecord(cudaEvent_t event,
                                      cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaEventRecordWithFlags(cudaEvent_t event,
                                               cudaStream_t stream __dv(0),
                                               unsigned int flags __dv(0));
__CUCC_RT cudaError_t cudaEventQuery(cudaEvent_t event);
__CUCC_RT cudaError_t cudaEventSynchronize(cudaEvent_t event);
__CUCC_RT cudaError_t cudaEventDestroy(cudaEvent_t event);
__CUCC_RT cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                           cudaEvent_t end);

/* ---- execution control ------------------------------------------------ */
__CUCC_RT cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr,
                                            const void *func);
__CUCC_RT cudaError_t cudaFuncSetAttribute(const void *func,
                                           enum cudaFuncAttribute attr,
                                           int value);
__CUCC_RT cudaError_t cudaFuncSetCacheConfig(const void *func,
                                             enum cudaFuncCache cacheConfig);
__CUCC_RT_DEPRECATED("") cudaError_t
cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config);
__CUCC_RT cudaError_t cudaFuncGetName(const char **name, const void *func);
__CUCC_RT cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim,
                                       dim3 blockDim, void **args,
                                       size_t sharedMem, cudaStream_t stream);
__CUCC_RT cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config,
                                          const void *func, void **args);
__CUCC_RT cudaError_t cudaLaunchCooperativeKernel(const void *func,
                                                  dim3 gridDim, dim3 blockDim,
                                                  void **args, size_t sharedMem,
                                                  cudaStream_t stream);
__CUCC_RT cudaError_t cudaSetDoubleForDevice(double *d);
__CUCC_RT cudaError_t cudaSetDoubleForHost(double *d);

/* ---- occupancy -------------------------------------------------------- */
__CUCC_RT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);
__CUCC_RT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize,
    unsigned int flags);
__CUCC_RT cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(
    size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize);

/* ---- memory ----------------------------------------------------------- */
__CUCC_RT cudaError_t cudaMalloc(void **devPtr, size_t size);
__CUCC_RT cudaError_t cudaMallocManaged(
    void **devPtr, size_t size, unsigned int flags __dv(cudaMemAttachGlobal));
__CUCC_RT cudaError_t cudaMallocHost(void **ptr, size_t size);
__CUCC_RT cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch,
                                      size_t width, size_t height);
__CUCC_RT cudaError_t cudaMallocArray(cudaArray_t *array,
                                      const struct cudaChannelFormatDesc *desc,
                                      size_t width, size_t height __dv(0),
                                      unsigned int flags __dv(0));
__CUCC_RT cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr,
                                   struct cudaExtent extent);
__CUCC_RT cudaError_t
cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                  struct cudaExtent extent, unsigned int flags __dv(0));
__CUCC_RT cudaError_t cudaFree(void *devPtr);
__CUCC_RT cudaError_t cudaFreeHost(void *ptr);
__CUCC_RT cudaError_t cudaFreeArray(cudaArray_t array);
__CUCC_RT cudaError_t cudaHostAlloc(void **pHost, size_t size,
                                    unsigned int flags);
__CUCC_RT cudaError_t cudaHostRegister(void *ptr, size_t size,
                                       unsigned int flags);
__CUCC_RT cudaError_t cudaHostUnregister(void *ptr);
__CUCC_RT cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost,
                                               unsigned int flags);
__CUCC_RT cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost);
__CUCC_RT cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
__CUCC_RT cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc,
                                       struct cudaExtent *extent,
                                       unsigned int *flags, cudaArray_t array);

__CUCC_RT cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                                 enum cudaMemcpyKind kind);
__CUCC_RT cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count,
                                      enum cudaMemcpyKind kind,
                                      cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src,
                                     int srcDevice, size_t count);
__CUCC_RT cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice,
                                          const void *src, int srcDevice,
                                          size_t count,
                                          cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src,
                                   size_t spitch, size_t width, size_t height,
                                   enum cudaMemcpyKind kind);
__CUCC_RT cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch,
                                        const void *src, size_t spitch,
                                        size_t width, size_t height,
                                        enum cudaMemcpyKind kind,
                                        cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset,
                                          size_t hOffset, const void *src,
                                          size_t spitch, size_t width,
                                          size_t height,
                                          enum cudaMemcpyKind kind);
__CUCC_RT cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch,
                                            cudaArray_const_t src,
                                            size_t wOffset, size_t hOffset,
                                            size_t width, size_t height,
                                            enum cudaMemcpyKind kind);
__CUCC_RT cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset,
                                        size_t hOffset, const void *src,
                                        size_t count, enum cudaMemcpyKind kind);
__CUCC_RT cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src,
                                          size_t wOffset, size_t hOffset,
                                          size_t count,
                                          enum cudaMemcpyKind kind);
/* CUDA arrays (src/runtime/array.c, array_copy.c) */
__CUCC_RT cudaError_t cudaMallocMipmappedArray(
    cudaMipmappedArray_t *mipmappedArray,
    const struct cudaChannelFormatDesc *desc, struct cudaExtent extent,
    unsigned int numLevels, unsigned int flags __dv(0));
__CUCC_RT cudaError_t cudaGetMipmappedArrayLevel(
    cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray,
    unsigned int level);
__CUCC_RT cudaError_t
cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);
__CUCC_RT cudaError_t cudaMemcpy2DArrayToArray(
    cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
    cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width,
    size_t height, enum cudaMemcpyKind kind __dv(cudaMemcpyDeviceToDevice));
__CUCC_RT cudaError_t cudaMemcpyArrayToArray(
    cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
    cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count,
    enum cudaMemcpyKind kind __dv(cudaMemcpyDeviceToDevice));
__CUCC_RT cudaError_t cudaMemcpy2DToArrayAsync(
    cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
    size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpy2DFromArrayAsync(
    void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
    size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset,
                                             size_t hOffset, const void *src,
                                             size_t count,
                                             enum cudaMemcpyKind kind,
                                             cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src,
                                               size_t wOffset, size_t hOffset,
                                               size_t count,
                                               enum cudaMemcpyKind kind,
                                               cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
__CUCC_RT cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p,
                                        cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p);
__CUCC_RT cudaError_t cudaMemcpy3DPeerAsync(
    const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream __dv(0));

__CUCC_RT cudaError_t cudaMemcpyToSymbol(
    const void *symbol, const void *src, size_t count, size_t offset __dv(0),
    enum cudaMemcpyKind kind __dv(cudaMemcpyHostToDevice));
__CUCC_RT cudaError_t cudaMemcpyFromSymbol(
    void *dst, const void *symbol, size_t count, size_t offset __dv(0),
    enum cudaMemcpyKind kind __dv(cudaMemcpyDeviceToHost));
__CUCC_RT cudaError_t cudaMemcpyToSymbolAsync(const void *symbol,
                                              const void *src, size_t count,
                                              size_t offset,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol,
                                                size_t count, size_t offset,
                                                enum cudaMemcpyKind kind,
                                                cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol);
__CUCC_RT cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);

__CUCC_RT cudaError_t cudaMemset(void *devPtr, int value, size_t count);
__CUCC_RT cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count,
                                      cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value,
                                   size_t width, size_t height);
__CUCC_RT cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value,
                                        size_t width, size_t height,
                                        cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr,
                                   int value, struct cudaExtent extent);
__CUCC_RT cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr,
                                        int value, struct cudaExtent extent,
                                        cudaStream_t stream __dv(0));

__CUCC_RT cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count,
                                           int dstDevice,
                                           cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemAdvise(const void *devPtr, size_t count,
                                    enum cudaMemoryAdvise advice, int device);

/* stream-ordered allocator */
__CUCC_RT cudaError_t cudaMallocAsync(void **devPtr, size_t size,
                                      cudaStream_t hStream);
__CUCC_RT cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream);
__CUCC_RT cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size,
                                              cudaMemPool_t memPool,
                                              cudaStream_t stream);
__CUCC_RT cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool,
                                        const struct cudaMemPoolProps *props);
__CUCC_RT cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool);
__CUCC_RT cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool,
                                        size_t minBytesToKeep);
__CUCC_RT cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool,
                                              enum cudaMemPoolAttr attr,
                                              void *value);
__CUCC_RT cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool,
                                              enum cudaMemPoolAttr attr,
                                              void *value);

/* ---- unified addressing and peer access ------------------------------- */
__CUCC_RT cudaError_t cudaPointerGetAttributes(
    struct cudaPointerAttributes *attributes, const void *ptr);
__CUCC_RT cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device,
                                              int peerDevice);
__CUCC_RT cudaError_t cudaDeviceEnablePeerAccess(int peerDevice,
                                                 unsigned int flags);
__CUCC_RT cudaError_t cudaDeviceDisablePeerAccess(int peerDevice);

/* ---- graphics interop (no graphics API here: see interop.c) ----------- */
__CUCC_RT cudaError_t cudaGraphicsUnregisterResource(
    cudaGraphicsResource_t resource);
__CUCC_RT cudaError_t cudaGraphicsResourceSetMapFlags(
    cudaGraphicsResource_t resource, unsigned int flags);
__CUCC_RT cudaError_t cudaGraphicsMapResources(
    int count, cudaGraphicsResource_t *resources, cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaGraphicsUnmapResources(
    int count, cudaGraphicsResource_t *resources, cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaGraphicsResourceGetMappedPointer(
    void **devPtr, size_t *size, cudaGraphicsResource_t resource);
__CUCC_RT cudaError_t cudaGraphicsSubResourceGetMappedArray(
    cudaArray_t *array, cudaGraphicsResource_t resource,
    unsigned int arrayIndex, unsigned int mipLevel);
__CUCC_RT cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(
    cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource);

/* ---- textures and surfaces -------------------------------------------- */
__CUCC_RT struct cudaChannelFormatDesc
cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f);
__CUCC_RT cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc,
                                         cudaArray_const_t array);
__CUCC_RT cudaError_t cudaCreateTextureObject(
    cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc,
    const struct cudaTextureDesc *pTexDesc,
    const struct cudaResourceViewDesc *pResViewDesc);
__CUCC_RT cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject);
__CUCC_RT cudaError_t cudaGetTextureObjectResourceDesc(
    struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject);
__CUCC_RT cudaError_t cudaGetTextureObjectTextureDesc(
    struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject);
__CUCC_RT cudaError_t cudaGetTextureObjectResourceViewDesc(
    struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject);
__CUCC_RT cudaError_t cudaCreateSurfaceObject(
    cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc);
__CUCC_RT cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);
__CUCC_RT cudaError_t cudaGetSurfaceObjectResourceDesc(
    struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject);

/* ---- graphs (graph.c, graph_nodes.c, graph_exec.c, streams.c) ---------- */
/* CUDA 12's forms; CUDA 13's (with cudaGraphEdgeData) are the _v2 entry
 * points and, in C++, overloads at the end of this file. */
__CUCC_RT cudaError_t cudaStreamGetCaptureInfo(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out __dv(0), cudaGraph_t *graph_out __dv(0),
    const cudaGraphNode_t **dependencies_out __dv(0),
    size_t *numDependencies_out __dv(0));
__CUCC_RT cudaError_t cudaStreamGetCaptureInfo_v3(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out, cudaGraph_t *graph_out,
    const cudaGraphNode_t **dependencies_out,
    const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out);
__CUCC_RT cudaError_t cudaStreamUpdateCaptureDependencies(
    cudaStream_t stream, cudaGraphNode_t *dependencies, size_t numDependencies,
    unsigned int flags __dv(0));
__CUCC_RT cudaError_t cudaThreadExchangeStreamCaptureMode(
    enum cudaStreamCaptureMode *mode);
__CUCC_RT cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags);
__CUCC_RT cudaError_t cudaGraphDestroy(cudaGraph_t graph);
__CUCC_RT cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone,
                                     cudaGraph_t originalGraph);
__CUCC_RT cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t *pNode,
                                               cudaGraphNode_t originalNode,
                                               cudaGraph_t clonedGraph);
__CUCC_RT cudaError_t cudaGraphAddKernelNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaKernelNodeParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphKernelNodeGetParams(
    cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphKernelNodeSetParams(
    cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphAddMemcpyNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaMemcpy3DParms *pCopyParams);
__CUCC_RT cudaError_t cudaGraphAddMemcpyNode1D(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst,
    const void *src, size_t count, enum cudaMemcpyKind kind);
__CUCC_RT cudaError_t cudaGraphMemcpyNodeGetParams(
    cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams);
__CUCC_RT cudaError_t cudaGraphMemcpyNodeSetParams(
    cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams);
__CUCC_RT cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node,
                                                     void *dst, const void *src,
                                                     size_t count,
                                                     enum cudaMemcpyKind kind);
__CUCC_RT cudaError_t cudaGraphAddMemsetNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaMemsetParams *pMemsetParams);
__CUCC_RT cudaError_t cudaGraphMemsetNodeGetParams(
    cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphMemsetNodeSetParams(
    cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphAddHostNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaHostNodeParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphHostNodeGetParams(
    cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphHostNodeSetParams(
    cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode,
                                            cudaGraph_t graph,
                                            const cudaGraphNode_t *pDependencies,
                                            size_t numDependencies);
__CUCC_RT cudaError_t cudaGraphAddChildGraphNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    cudaGraph_t childGraph);
__CUCC_RT cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node,
                                                      cudaGraph_t *pGraph);
__CUCC_RT cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node,
                                           enum cudaGraphNodeType *pType);
__CUCC_RT cudaError_t cudaGraphGetNodes(cudaGraph_t graph,
                                        cudaGraphNode_t *nodes,
                                        size_t *numNodes);
__CUCC_RT cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph,
                                            cudaGraphNode_t *pRootNodes,
                                            size_t *pNumRootNodes);
__CUCC_RT cudaError_t cudaGraphGetEdges(cudaGraph_t graph,
                                        cudaGraphNode_t *from,
                                        cudaGraphNode_t *to, size_t *numEdges);
__CUCC_RT cudaError_t cudaGraphGetEdges_v2(cudaGraph_t graph,
                                           cudaGraphNode_t *from,
                                           cudaGraphNode_t *to,
                                           cudaGraphEdgeData *edgeData,
                                           size_t *numEdges);
__CUCC_RT cudaError_t cudaGraphNodeGetDependencies(
    cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
    size_t *pNumDependencies);
__CUCC_RT cudaError_t cudaGraphNodeGetDependentNodes(
    cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
    size_t *pNumDependentNodes);
__CUCC_RT cudaError_t cudaGraphAddDependencies(cudaGraph_t graph,
                                               const cudaGraphNode_t *from,
                                               const cudaGraphNode_t *to,
                                               size_t numDependencies);
__CUCC_RT cudaError_t cudaGraphAddDependencies_v2(
    cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
    const cudaGraphEdgeData *edgeData, size_t numDependencies);
__CUCC_RT cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph,
                                                  const cudaGraphNode_t *from,
                                                  const cudaGraphNode_t *to,
                                                  size_t numDependencies);
__CUCC_RT cudaError_t cudaGraphRemoveDependencies_v2(
    cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
    const cudaGraphEdgeData *edgeData, size_t numDependencies);
__CUCC_RT cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node);
__CUCC_RT cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph,
                                             const char *path,
                                             unsigned int flags);
__CUCC_RT cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec,
                                           cudaGraph_t graph,
                                           unsigned long long flags __dv(0));
__CUCC_RT cudaError_t cudaGraphInstantiateWithFlags(
    cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
    unsigned long long flags __dv(0));
__CUCC_RT cudaError_t cudaGraphInstantiateWithParams(
    cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
    cudaGraphInstantiateParams *instantiateParams);
__CUCC_RT cudaError_t cudaGraphExecGetFlags(cudaGraphExec_t graphExec,
                                            unsigned long long *flags);
__CUCC_RT cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec,
                                      cudaStream_t stream);
__CUCC_RT cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec,
                                      cudaStream_t stream);
__CUCC_RT cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec);
__CUCC_RT cudaError_t cudaGraphExecKernelNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaKernelNodeParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphExecMemcpyNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaMemcpy3DParms *pNodeParams);
__CUCC_RT cudaError_t cudaGraphExecMemcpyNodeSetParams1D(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst,
    const void *src, size_t count, enum cudaMemcpyKind kind);
__CUCC_RT cudaError_t cudaGraphExecMemsetNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaMemsetParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphExecHostNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaHostNodeParams *pNodeParams);
__CUCC_RT cudaError_t cudaGraphExecUpdate(
    cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
    cudaGraphExecUpdateResultInfo *resultInfo);

/* ---- kernel launch ABI used by clang ---------------------------------- */
/* `k<<<g, b, s, st>>>(args)` becomes a push of the configuration followed by
 * a call of k's host stub, which pops it and calls cudaLaunchKernel. */
__CUCC_RT unsigned
__cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                            size_t sharedMem __dv(0),
                            struct CUstream_st *stream __dv(0));
__CUCC_RT cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim,
                                                 size_t *sharedMem,
                                                 void *stream);
/* Pre-CUDA 9.2 form, looked up by clang for older -target-sdk-version. With
 * cudaSetupArgument and cudaLaunch it is also the legacy launch API (removed
 * from CUDA 11's headers; deprecated here, as in CUDA 10's). */
__CUCC_RT __attribute__((deprecated("cudaConfigureCall is deprecated: use "
                                    "<<<>>> or cudaLaunchKernel"))) cudaError_t
cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem __dv(0),
                  cudaStream_t stream __dv(0));
__CUCC_RT __attribute__((deprecated("cudaSetupArgument is deprecated: use "
                                    "<<<>>> or cudaLaunchKernel"))) cudaError_t
cudaSetupArgument(const void *arg, size_t size, size_t offset);
__CUCC_RT __attribute__((deprecated("cudaLaunch is deprecated: use <<<>>> or "
                                    "cudaLaunchKernel"))) cudaError_t
cudaLaunch(const void *func);

/* ---- issue 11 (cucc): attributes, pool access, graph memory and
 * conditional nodes, the generic node API, CUDA 13's forms (their entry
 * points are the _v2 names; C++ overloads and, in C, macros below pick
 * them) ----------------------------------------------------------------- */
__CUCC_RT cudaError_t cudaStreamCopyAttributes(cudaStream_t dst,
                                               cudaStream_t src);
__CUCC_RT cudaError_t cudaCtxResetPersistingL2Cache(void);
__CUCC_RT cudaError_t cudaGraphKernelNodeGetAttribute(
    cudaGraphNode_t hNode, cudaLaunchAttributeID attr,
    cudaLaunchAttributeValue *value_out);
__CUCC_RT cudaError_t cudaGraphKernelNodeSetAttribute(
    cudaGraphNode_t hNode, cudaLaunchAttributeID attr,
    const cudaLaunchAttributeValue *value);
__CUCC_RT cudaError_t cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst,
                                                        cudaGraphNode_t hSrc);
__CUCC_RT cudaError_t cudaMemPoolSetAccess(
    cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList,
    size_t count);
__CUCC_RT cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags,
                                           cudaMemPool_t memPool,
                                           struct cudaMemLocation *location);
__CUCC_RT cudaError_t cudaMemPrefetchAsync_v2(const void *devPtr, size_t count,
                                              struct cudaMemLocation location,
                                              unsigned int flags,
                                              cudaStream_t stream __dv(0));
__CUCC_RT cudaError_t cudaMemAdvise_v2(const void *devPtr, size_t count,
                                       enum cudaMemoryAdvise advice,
                                       struct cudaMemLocation location);
__CUCC_RT cudaError_t cudaGraphAddMemAllocNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    struct cudaMemAllocNodeParams *nodeParams);
__CUCC_RT cudaError_t cudaGraphMemAllocNodeGetParams(
    cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out);
__CUCC_RT cudaError_t cudaGraphAddMemFreeNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr);
__CUCC_RT cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node,
                                                    void *dptr_out);
__CUCC_RT cudaError_t cudaDeviceGetGraphMemAttribute(
    int device, enum cudaGraphMemAttributeType attr, void *value);
__CUCC_RT cudaError_t cudaDeviceSetGraphMemAttribute(
    int device, enum cudaGraphMemAttributeType attr, void *value);
__CUCC_RT cudaError_t cudaDeviceGraphMemTrim(int device);
__CUCC_RT cudaError_t cudaGraphConditionalHandleCreate(
    cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph,
    unsigned int defaultLaunchValue __dv(0), unsigned int flags __dv(0));
__CUCC_RT cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode,
                                       cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies,
                                       size_t numDependencies,
                                       struct cudaGraphNodeParams *nodeParams);
__CUCC_RT cudaError_t cudaGraphAddNode_v2(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    struct cudaGraphNodeParams *nodeParams);
__CUCC_RT cudaError_t cudaGraphNodeSetParams(
    cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams);
__CUCC_RT cudaError_t cudaGraphExecNodeSetParams(
    cudaGraphExec_t graphExec, cudaGraphNode_t node,
    struct cudaGraphNodeParams *nodeParams);
__CUCC_RT cudaError_t cudaGraphNodeGetDependencies_v2(
    cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
    cudaGraphEdgeData *edgeData, size_t *pNumDependencies);
__CUCC_RT cudaError_t cudaGraphNodeGetDependentNodes_v2(
    cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
    cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes);
__CUCC_RT cudaError_t cudaStreamBeginCaptureToGraph(
    cudaStream_t stream, cudaGraph_t graph,
    const cudaGraphNode_t *dependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    enum cudaStreamCaptureMode mode);
__CUCC_RT cudaError_t cudaStreamUpdateCaptureDependencies_v2(
    cudaStream_t stream, cudaGraphNode_t *dependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    unsigned int flags __dv(0));

__CUCC_EXTERN_C_END

#if defined(__cplusplus)
/* CUDA 13's signatures (a cudaGraphEdgeData parameter) next to CUDA 12's */
static inline __host__ cudaError_t
cudaStreamGetCaptureInfo(cudaStream_t stream,
                         enum cudaStreamCaptureStatus *captureStatus_out,
                         unsigned long long *id_out, cudaGraph_t *graph_out,
                         const cudaGraphNode_t **dependencies_out,
                         const cudaGraphEdgeData **edgeData_out,
                         size_t *numDependencies_out = 0) {
  return cudaStreamGetCaptureInfo_v3(stream, captureStatus_out, id_out,
                                     graph_out, dependencies_out, edgeData_out,
                                     numDependencies_out);
}
static inline __host__ cudaError_t
cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                  cudaGraphEdgeData *edgeData, size_t *numEdges) {
  return cudaGraphGetEdges_v2(graph, from, to, edgeData, numEdges);
}
static inline __host__ cudaError_t
cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                         const cudaGraphNode_t *to,
                         const cudaGraphEdgeData *edgeData, size_t n) {
  return cudaGraphAddDependencies_v2(graph, from, to, edgeData, n);
}
static inline __host__ cudaError_t
cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                            const cudaGraphNode_t *to,
                            const cudaGraphEdgeData *edgeData, size_t n) {
  return cudaGraphRemoveDependencies_v2(graph, from, to, edgeData, n);
}
#endif

/* ---- issue 11 (cucc): both CUDA 12's and CUDA 13's forms -------------- */
#if defined(__cplusplus)
/* CUDA 13's cudaMemLocation forms next to CUDA 12's device numbers */
static inline __host__ cudaError_t
cudaMemPrefetchAsync(const void *devPtr, size_t count,
                     struct cudaMemLocation location, unsigned int flags,
                     cudaStream_t stream = 0) {
  return cudaMemPrefetchAsync_v2(devPtr, count, location, flags, stream);
}
static inline __host__ cudaError_t cudaMemAdvise(const void *devPtr,
                                                 size_t count,
                                                 enum cudaMemoryAdvise advice,
                                                 struct cudaMemLocation loc) {
  return cudaMemAdvise_v2(devPtr, count, advice, loc);
}
/* edge data (CUDA 12.3's _v2, CUDA 13's plain names) */
static inline __host__ cudaError_t
cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                 const cudaGraphNode_t *pDependencies,
                 const cudaGraphEdgeData *dependencyData,
                 size_t numDependencies, struct cudaGraphNodeParams *p) {
  return cudaGraphAddNode_v2(pGraphNode, graph, pDependencies, dependencyData,
                             numDependencies, p);
}
static inline __host__ cudaError_t
cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *deps,
                             cudaGraphEdgeData *edgeData, size_t *n) {
  return cudaGraphNodeGetDependencies_v2(node, deps, edgeData, n);
}
static inline __host__ cudaError_t
cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *nodes,
                               cudaGraphEdgeData *edgeData, size_t *n) {
  return cudaGraphNodeGetDependentNodes_v2(node, nodes, edgeData, n);
}
static inline __host__ cudaError_t cudaStreamUpdateCaptureDependencies(
    cudaStream_t stream, cudaGraphNode_t *dependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    unsigned int flags) {
  return cudaStreamUpdateCaptureDependencies_v2(
      stream, dependencies, dependencyData, numDependencies, flags);
}
/* CUDA 11's forms, which CUDA 12's and 13's cuda_runtime_api.h keep for C++:
 * instantiation reporting a failing node (and a log, left untouched as on
 * an H100), and an update reporting the node and the result */
static inline __host__ cudaError_t
cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                     cudaGraphNode_t *pErrorNode, char *pLogBuffer,
                     size_t bufferSize) {
  (void)pLogBuffer;
  (void)bufferSize;
  cudaGraphInstantiateParams p = {};
  cudaError_t e = cudaGraphInstantiateWithParams(pGraphExec, graph, &p);
  if (e != cudaSuccess && pErrorNode && p.errNode_out)
    *pErrorNode = p.errNode_out;
  return e;
}
static inline __host__ cudaError_t
cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                    cudaGraphNode_t *hErrorNode_out,
                    enum cudaGraphExecUpdateResult *updateResult_out) {
  cudaGraphExecUpdateResultInfo info = {};
  cudaError_t e = cudaGraphExecUpdate(hGraphExec, hGraph, &info);
  if (hErrorNode_out)
    *hErrorNode_out = info.errorNode;
  if (updateResult_out)
    *updateResult_out = info.result;
  return e;
}
#elif __CUCC_CUDA_VERSION__ >= 13000 && !defined(__CUCC_LIBCUDART__)
/* C has no overloads: a program compiled for CUDA 13 gets CUDA 13's forms
 * under the plain names (as with NVIDIA's headers); libcudart defines
 * both */
#define cudaMemPrefetchAsync cudaMemPrefetchAsync_v2
#define cudaMemAdvise cudaMemAdvise_v2
#define cudaGraphAddNode cudaGraphAddNode_v2
#define cudaGraphGetEdges cudaGraphGetEdges_v2
#define cudaGraphNodeGetDependencies cudaGraphNodeGetDependencies_v2
#define cudaGraphNodeGetDependentNodes cudaGraphNodeGetDependentNodes_v2
#define cudaGraphAddDependencies cudaGraphAddDependencies_v2
#define cudaGraphRemoveDependencies cudaGraphRemoveDependencies_v2
#define cudaStreamGetCaptureInfo cudaStreamGetCaptureInfo_v3
#define cudaStreamUpdateCaptureDependencies                                   \
  cudaStreamUpdateCaptureDependencies_v2
#endif

#undef __CUCC_RT

#endif /* CUCC_CUDA_RUNTIME_API_H */
