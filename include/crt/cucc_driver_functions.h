/* cucc: the driver API's functions (included by cuda.h, inside its
 * extern "C"): under __CUDA_API_VERSION_INTERNAL (libcuda's own build) the
 * plain names, in programs the ABI names NVIDIA's header maps them to. */
#ifndef CUCC_DRIVER_API_FUNCTIONS_H
#define CUCC_DRIVER_API_FUNCTIONS_H

/* ---- functions: under __CUDA_API_VERSION_INTERNAL (libcuda's own build)
 * the plain names; in programs, the ABI names NVIDIA's header maps them to */
#if !defined(__CUDA_API_VERSION_INTERNAL)
#define cuDeviceTotalMem cuDeviceTotalMem_v2
#if __CUCC_CUDA_VERSION__ >= 13000
#define cuCtxCreate cuCtxCreate_v4
#else
#define cuCtxCreate cuCtxCreate_v2
#endif
#define cuModuleGetGlobal cuModuleGetGlobal_v2
#define cuMemGetInfo cuMemGetInfo_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemAllocPitch cuMemAllocPitch_v2
#define cuMemFree cuMemFree_v2
#define cuMemGetAddressRange cuMemGetAddressRange_v2
#define cuMemAllocHost cuMemAllocHost_v2
#define cuMemHostGetDevicePointer cuMemHostGetDevicePointer_v2
#define cuMemcpyHtoD cuMemcpyHtoD_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2
#define cuMemcpyDtoD cuMemcpyDtoD_v2
#define cuMemcpyHtoDAsync cuMemcpyHtoDAsync_v2
#define cuMemcpyDtoHAsync cuMemcpyDtoHAsync_v2
#define cuMemcpyDtoDAsync cuMemcpyDtoDAsync_v2
#define cuMemcpy2D cuMemcpy2D_v2
#define cuMemcpy2DUnaligned cuMemcpy2DUnaligned_v2
#define cuMemcpy2DAsync cuMemcpy2DAsync_v2
#define cuMemcpy3D cuMemcpy3D_v2
#define cuMemcpy3DAsync cuMemcpy3DAsync_v2
#define cuMemcpyHtoA cuMemcpyHtoA_v2
#define cuMemcpyAtoH cuMemcpyAtoH_v2
#define cuMemsetD8 cuMemsetD8_v2
#define cuMemsetD16 cuMemsetD16_v2
#define cuMemsetD32 cuMemsetD32_v2
#define cuMemsetD2D8 cuMemsetD2D8_v2
#define cuMemsetD2D16 cuMemsetD2D16_v2
#define cuMemsetD2D32 cuMemsetD2D32_v2
#define cuArrayCreate cuArrayCreate_v2
#define cuArrayGetDescriptor cuArrayGetDescriptor_v2
#define cuArray3DCreate cuArray3DCreate_v2
#define cuArray3DGetDescriptor cuArray3DGetDescriptor_v2
#define cuCtxDestroy cuCtxDestroy_v2
#define cuCtxPopCurrent cuCtxPopCurrent_v2
#define cuCtxPushCurrent cuCtxPushCurrent_v2
#define cuStreamDestroy cuStreamDestroy_v2
#define cuEventDestroy cuEventDestroy_v2
#define cuLinkCreate cuLinkCreate_v2
#define cuLinkAddData cuLinkAddData_v2
#define cuLinkAddFile cuLinkAddFile_v2
#define cuMemHostRegister cuMemHostRegister_v2
#define cuStreamBeginCapture cuStreamBeginCapture_v2
#define cuDevicePrimaryCtxRelease cuDevicePrimaryCtxRelease_v2
#define cuDevicePrimaryCtxReset cuDevicePrimaryCtxReset_v2
#define cuDevicePrimaryCtxSetFlags cuDevicePrimaryCtxSetFlags_v2
#define cuDeviceGetUuid cuDeviceGetUuid_v2
#define cuGraphInstantiate cuGraphInstantiateWithFlags
#define cuGetProcAddress cuGetProcAddress_v2
#define cuGraphAddKernelNode cuGraphAddKernelNode_v2
#define cuEventElapsedTime cuEventElapsedTime_v2
#endif

/* initialization, versions, errors */
CUresult CUDAAPI cuInit(unsigned int __Flags);
CUresult CUDAAPI cuDriverGetVersion(int *__driverVersion);
CUresult CUDAAPI cuGetErrorName(CUresult __error, const char **__pStr);
CUresult CUDAAPI cuGetErrorString(CUresult __error, const char **__pStr);
#if defined(__CUDA_API_VERSION_INTERNAL)
CUresult CUDAAPI cuGetProcAddress(const char *__symbol, void **__pfn,
                                  int __cudaVersion, unsigned long long __flags);
CUresult CUDAAPI cuGetProcAddress_v2(const char *__symbol, void **__pfn,
                                     int __cudaVersion, unsigned long long __flags,
                                     CUdriverProcAddressQueryResult *__symbolStatus);
#else
CUresult CUDAAPI cuGetProcAddress(const char *__symbol, void **__pfn,
                                  int __cudaVersion, unsigned long long __flags,
                                  CUdriverProcAddressQueryResult *__symbolStatus);
#endif

/* devices */
CUresult CUDAAPI cuDeviceGet(CUdevice *__device, int __ordinal);
CUresult CUDAAPI cuDeviceGetCount(int *__count);
CUresult CUDAAPI cuDeviceGetName(char *__name, int __len, CUdevice __dev);
CUresult CUDAAPI cuDeviceGetUuid(CUuuid *__uuid, CUdevice __dev);
CUresult CUDAAPI cuDeviceTotalMem(size_t *__bytes, CUdevice __dev);
CUresult CUDAAPI cuDeviceGetAttribute(int *__pi, CUdevice_attribute __attrib, CUdevice __dev);
CUresult CUDAAPI cuDeviceComputeCapability(int *__major, int *__minor, CUdevice __dev);
CUresult CUDAAPI cuDeviceGetPCIBusId(char *__pciBusId, int __len, CUdevice __dev);
CUresult CUDAAPI cuDeviceGetByPCIBusId(CUdevice *__dev, const char *__pciBusId);
CUresult CUDAAPI cuDeviceCanAccessPeer(int *__canAccessPeer, CUdevice __dev, CUdevice __peerDev);

/* primary contexts and contexts */
CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext *__pctx, CUdevice __dev);
CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice __dev);
CUresult CUDAAPI cuDevicePrimaryCtxSetFlags(CUdevice __dev, unsigned int __flags);
CUresult CUDAAPI cuDevicePrimaryCtxGetState(CUdevice __dev, unsigned int *__flags, int *__active);
CUresult CUDAAPI cuDevicePrimaryCtxReset(CUdevice __dev);
#if defined(__CUDA_API_VERSION_INTERNAL)
CUresult CUDAAPI cuCtxCreate(CUcontext *__pctx, unsigned int __flags, CUdevice __dev);
#endif
CUresult CUDAAPI cuCtxCreate_v2(CUcontext *__pctx, unsigned int __flags, CUdevice __dev);
CUresult CUDAAPI cuCtxCreate_v4(CUcontext *__pctx, CUctxCreateParams *__params,
                                unsigned int __flags, CUdevice __dev);
CUresult CUDAAPI cuCtxDestroy(CUcontext __ctx);
CUresult CUDAAPI cuCtxPushCurrent(CUcontext __ctx);
CUresult CUDAAPI cuCtxPopCurrent(CUcontext *__pctx);
CUresult CUDAAPI cuCtxSetCurrent(CUcontext __ctx);
CUresult CUDAAPI cuCtxGetCurrent(CUcontext *__pctx);
CUresult CUDAAPI cuCtxGetDevice(CUdevice *__device);
CUresult CUDAAPI cuCtxGetFlags(unsigned int *__flags);
CUresult CUDAAPI cuCtxSetFlags(unsigned int __flags);
CUresult CUDAAPI cuCtxGetId(CUcontext __ctx, unsigned long long *__ctxId);
CUresult CUDAAPI cuCtxSynchronize(void);
CUresult CUDAAPI cuCtxSetLimit(CUlimit __limit, size_t __value);
CUresult CUDAAPI cuCtxGetLimit(size_t *__pvalue, CUlimit __limit);
CUresult CUDAAPI cuCtxGetCacheConfig(CUfunc_cache *__pconfig);
CUresult CUDAAPI cuCtxSetCacheConfig(CUfunc_cache __config);
CUresult CUDAAPI cuCtxGetSharedMemConfig(CUsharedconfig *__pConfig);
CUresult CUDAAPI cuCtxSetSharedMemConfig(CUsharedconfig __config);
CUresult CUDAAPI cuCtxGetApiVersion(CUcontext __ctx, unsigned int *__version);
CUresult CUDAAPI cuCtxGetStreamPriorityRange(int *__leastPriority, int *__greatestPriority);
CUresult CUDAAPI cuCtxAttach(CUcontext *__pctx, unsigned int __flags);
CUresult CUDAAPI cuCtxDetach(CUcontext __ctx);
CUresult CUDAAPI cuCtxEnablePeerAccess(CUcontext __peerContext, unsigned int __Flags);
CUresult CUDAAPI cuCtxDisablePeerAccess(CUcontext __peerContext);

/* modules, libraries, functions */
CUresult CUDAAPI cuModuleLoad(CUmodule *__module, const char *__fname);
CUresult CUDAAPI cuModuleLoadData(CUmodule *__module, const void *__image);
CUresult CUDAAPI cuModuleLoadDataEx(CUmodule *__module, const void *__image,
                                    unsigned int __numOptions, CUjit_option *__options,
                                    void **__optionValues);
CUresult CUDAAPI cuModuleLoadFatBinary(CUmodule *__module, const void *__fatCubin);
CUresult CUDAAPI cuModuleUnload(CUmodule __hmod);
CUresult CUDAAPI cuModuleGetFunction(CUfunction *__hfunc, CUmodule __hmod, const char *__name);
CUresult CUDAAPI cuModuleGetFunctionCount(unsigned int *__count, CUmodule __mod);
CUresult CUDAAPI cuModuleGetGlobal(CUdeviceptr *__dptr, size_t *__bytes, CUmodule __hmod,
                                   const char *__name);
CUresult CUDAAPI cuModuleGetTexRef(CUtexref *__pTexRef, CUmodule __hmod, const char *__name);
CUresult CUDAAPI cuModuleGetSurfRef(CUsurfref *__pSurfRef, CUmodule __hmod, const char *__name);
CUresult CUDAAPI cuLibraryLoadData(CUlibrary *__library, const void *__code,
                                   CUjit_option *__jitOptions, void **__jitOptionsValues,
                                   unsigned int __numJitOptions,
                                   CUlibraryOption *__libraryOptions,
                                   void **__libraryOptionValues,
                                   unsigned int __numLibraryOptions);
CUresult CUDAAPI cuLibraryLoadFromFile(CUlibrary *__library, const char *__fileName,
                                       CUjit_option *__jitOptions, void **__jitOptionsValues,
                                       unsigned int __numJitOptions,
                                       CUlibraryOption *__libraryOptions,
                                       void **__libraryOptionValues,
                                       unsigned int __numLibraryOptions);
CUresult CUDAAPI cuLibraryUnload(CUlibrary __library);
CUresult CUDAAPI cuLibraryGetKernel(CUkernel *__pKernel, CUlibrary __library, const char *__name);
CUresult CUDAAPI cuLibraryGetModule(CUmodule *__pMod, CUlibrary __library);
CUresult CUDAAPI cuLibraryGetGlobal(CUdeviceptr *__dptr, size_t *__bytes, CUlibrary __library,
                                    const char *__name);
CUresult CUDAAPI cuLibraryGetKernelCount(unsigned int *__count, CUlibrary __lib);
CUresult CUDAAPI cuKernelGetFunction(CUfunction *__pFunc, CUkernel __kernel);
CUresult CUDAAPI cuKernelGetName(const char **__name, CUkernel __hfunc);
CUresult CUDAAPI cuKernelGetAttribute(int *__pi, CUfunction_attribute __attrib,
                                      CUkernel __kernel, CUdevice __dev);
CUresult CUDAAPI cuFuncGetAttribute(int *__pi, CUfunction_attribute __attrib, CUfunction __hfunc);
CUresult CUDAAPI cuFuncSetAttribute(CUfunction __hfunc, CUfunction_attribute __attrib, int __value);
CUresult CUDAAPI cuFuncSetCacheConfig(CUfunction __hfunc, CUfunc_cache __config);
CUresult CUDAAPI cuFuncSetSharedMemConfig(CUfunction __hfunc, CUsharedconfig __config);
CUresult CUDAAPI cuFuncGetModule(CUmodule *__hmod, CUfunction __hfunc);
CUresult CUDAAPI cuFuncGetName(const char **__name, CUfunction __hfunc);
CUresult CUDAAPI cuFuncGetParamInfo(CUfunction __func, size_t __paramIndex,
                                    size_t *__paramOffset, size_t *__paramSize);

/* run-time linking */
CUresult CUDAAPI cuLinkCreate(unsigned int __numOptions, CUjit_option *__options,
                              void **__optionValues, CUlinkState *__stateOut);
CUresult CUDAAPI cuLinkAddData(CUlinkState __state, CUjitInputType __type, void *__data,
                               size_t __size, const char *__name, unsigned int __numOptions,
                               CUjit_option *__options, void **__optionValues);
CUresult CUDAAPI cuLinkAddFile(CUlinkState __state, CUjitInputType __type, const char *__path,
                               unsigned int __numOptions, CUjit_option *__options,
                               void **__optionValues);
CUresult CUDAAPI cuLinkComplete(CUlinkState __state, void **__cubinOut, size_t *__sizeOut);
CUresult CUDAAPI cuLinkDestroy(CUlinkState __state);

/* launches */
CUresult CUDAAPI cuLaunchKernel(CUfunction __f, unsigned int __gridDimX, unsigned int __gridDimY,
                                unsigned int __gridDimZ, unsigned int __blockDimX,
                                unsigned int __blockDimY, unsigned int __blockDimZ,
                                unsigned int __sharedMemBytes, CUstream __hStream,
                                void **__kernelParams, void **__extra);
CUresult CUDAAPI cuLaunchCooperativeKernel(CUfunction __f, unsigned int __gridDimX,
                                           unsigned int __gridDimY, unsigned int __gridDimZ,
                                           unsigned int __blockDimX, unsigned int __blockDimY,
                                           unsigned int __blockDimZ,
                                           unsigned int __sharedMemBytes, CUstream __hStream,
                                           void **__kernelParams);
CUresult CUDAAPI cuLaunchKernelEx(const CUlaunchConfig *__config, CUfunction __f,
                                  void **__kernelParams, void **__extra);
CUresult CUDAAPI cuLaunchHostFunc(CUstream __hStream, CUhostFn __fn, void *__userData);
CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessor(int *__numBlocks, CUfunction __func,
                                                             int __blockSize,
                                                             size_t __dynamicSMemSize);
typedef size_t(CUDAAPI *CUoccupancyB2DSize)(int __blockSize);
CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *__numBlocks, CUfunction __func, int __blockSize, size_t __dynamicSMemSize,
    unsigned int __flags);
CUresult CUDAAPI cuOccupancyMaxPotentialBlockSize(int *__minGridSize, int *__blockSize,
                                                  CUfunction __func,
                                                  CUoccupancyB2DSize __blockSizeToDynamicSMemSize,
                                                  size_t __dynamicSMemSize,
                                                  int __blockSizeLimit);
CUresult CUDAAPI cuOccupancyMaxPotentialBlockSizeWithFlags(
    int *__minGridSize, int *__blockSize, CUfunction __func,
    CUoccupancyB2DSize __blockSizeToDynamicSMemSize, size_t __dynamicSMemSize,
    int __blockSizeLimit, unsigned int __flags);
CUresult CUDAAPI cuOccupancyAvailableDynamicSMemPerBlock(size_t *__dynamicSmemSize,
                                                         CUfunction __func, int __numBlocks,
                                                         int __blockSize);
/* the legacy launch API (deprecated in CUDA, still exported) */
CUresult CUDAAPI cuFuncSetBlockShape(CUfunction __hfunc, int __x, int __y, int __z);
CUresult CUDAAPI cuFuncSetSharedSize(CUfunction __hfunc, unsigned int __bytes);
CUresult CUDAAPI cuParamSetSize(CUfunction __hfunc, unsigned int __numbytes);
CUresult CUDAAPI cuParamSeti(CUfunction __hfunc, int __offset, unsigned int __value);
CUresult CUDAAPI cuParamSetf(CUfunction __hfunc, int __offset, float __value);
CUresult CUDAAPI cuParamSetv(CUfunction __hfunc, int __offset, void *__ptr, unsigned int __numbytes);
CUresult CUDAAPI cuLaunch(CUfunction __f);
CUresult CUDAAPI cuLaunchGrid(CUfunction __f, int __grid_width, int __grid_height);
CUresult CUDAAPI cuLaunchGridAsync(CUfunction __f, int __grid_width, int __grid_height,
                                   CUstream __hStream);

/* memory */
CUresult CUDAAPI cuMemGetInfo(size_t *__free, size_t *__total);
CUresult CUDAAPI cuMemAlloc(CUdeviceptr *__dptr, size_t __bytesize);
CUresult CUDAAPI cuMemAllocPitch(CUdeviceptr *__dptr, size_t *__pPitch, size_t __WidthInBytes,
                                 size_t __Height, unsigned int __ElementSizeBytes);
CUresult CUDAAPI cuMemFree(CUdeviceptr __dptr);
CUresult CUDAAPI cuMemGetAddressRange(CUdeviceptr *__pbase, size_t *__psize, CUdeviceptr __dptr);
CUresult CUDAAPI cuMemAllocHost(void **__pp, size_t __bytesize);
CUresult CUDAAPI cuMemFreeHost(void *__p);
CUresult CUDAAPI cuMemHostAlloc(void **__pp, size_t __bytesize, unsigned int __Flags);
CUresult CUDAAPI cuMemHostGetDevicePointer(CUdeviceptr *__pdptr, void *__p, unsigned int __Flags);
CUresult CUDAAPI cuMemHostGetFlags(unsigned int *__pFlags, void *__p);
CUresult CUDAAPI cuMemAllocManaged(CUdeviceptr *__dptr, size_t __bytesize, unsigned int __flags);
CUresult CUDAAPI cuMemHostRegister(void *__p, size_t __bytesize, unsigned int __Flags);
CUresult CUDAAPI cuMemHostUnregister(void *__p);
CUresult CUDAAPI cuMemcpy(CUdeviceptr __dst, CUdeviceptr __src, size_t __ByteCount);
CUresult CUDAAPI cuMemcpyAsync(CUdeviceptr __dst, CUdeviceptr __src, size_t __ByteCount,
                               CUstream __hStream);
CUresult CUDAAPI cuMemcpyPeer(CUdeviceptr __dstDevice, CUcontext __dstContext,
                              CUdeviceptr __srcDevice, CUcontext __srcContext, size_t __ByteCount);
CUresult CUDAAPI cuMemcpyPeerAsync(CUdeviceptr __dstDevice, CUcontext __dstContext,
                                   CUdeviceptr __srcDevice, CUcontext __srcContext,
                                   size_t __ByteCount, CUstream __hStream);
CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr __dstDevice, const void *__srcHost, size_t __ByteCount);
CUresult CUDAAPI cuMemcpyDtoH(void *__dstHost, CUdeviceptr __srcDevice, size_t __ByteCount);
CUresult CUDAAPI cuMemcpyDtoD(CUdeviceptr __dstDevice, CUdeviceptr __srcDevice, size_t __ByteCount);
CUresult CUDAAPI cuMemcpyHtoDAsync(CUdeviceptr __dstDevice, const void *__srcHost,
                                   size_t __ByteCount, CUstream __hStream);
CUresult CUDAAPI cuMemcpyDtoHAsync(void *__dstHost, CUdeviceptr __srcDevice, size_t __ByteCount,
                                   CUstream __hStream);
CUresult CUDAAPI cuMemcpyDtoDAsync(CUdeviceptr __dstDevice, CUdeviceptr __srcDevice,
                                   size_t __ByteCount, CUstream __hStream);
CUresult CUDAAPI cuMemcpy2D(const CUDA_MEMCPY2D *__pCopy);
CUresult CUDAAPI cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *__pCopy);
CUresult CUDAAPI cuMemcpy2DAsync(const CUDA_MEMCPY2D *__pCopy, CUstream __hStream);
CUresult CUDAAPI cuMemcpy3D(const CUDA_MEMCPY3D *__pCopy);
CUresult CUDAAPI cuMemcpy3DAsync(const CUDA_MEMCPY3D *__pCopy, CUstream __hStream);
CUresult CUDAAPI cuMemcpyHtoA(CUarray __dstArray, size_t __dstOffset, const void *__srcHost,
                              size_t __ByteCount);
CUresult CUDAAPI cuMemcpyAtoH(void *__dstHost, CUarray __srcArray, size_t __srcOffset,
                              size_t __ByteCount);
CUresult CUDAAPI cuMemsetD8(CUdeviceptr __dstDevice, unsigned char __uc, size_t __N);
CUresult CUDAAPI cuMemsetD16(CUdeviceptr __dstDevice, unsigned short __us, size_t __N);
CUresult CUDAAPI cuMemsetD32(CUdeviceptr __dstDevice, unsigned int __ui, size_t __N);
CUresult CUDAAPI cuMemsetD2D8(CUdeviceptr __dstDevice, size_t __dstPitch, unsigned char __uc,
                              size_t __Width, size_t __Height);
CUresult CUDAAPI cuMemsetD2D16(CUdeviceptr __dstDevice, size_t __dstPitch, unsigned short __us,
                               size_t __Width, size_t __Height);
CUresult CUDAAPI cuMemsetD2D32(CUdeviceptr __dstDevice, size_t __dstPitch, unsigned int __ui,
                               size_t __Width, size_t __Height);
CUresult CUDAAPI cuMemsetD8Async(CUdeviceptr __dstDevice, unsigned char __uc, size_t __N,
                                 CUstream __hStream);
CUresult CUDAAPI cuMemsetD16Async(CUdeviceptr __dstDevice, unsigned short __us, size_t __N,
                                  CUstream __hStream);
CUresult CUDAAPI cuMemsetD32Async(CUdeviceptr __dstDevice, unsigned int __ui, size_t __N,
                                  CUstream __hStream);
CUresult CUDAAPI cuMemsetD2D8Async(CUdeviceptr __dstDevice, size_t __dstPitch, unsigned char __uc,
                                   size_t __Width, size_t __Height, CUstream __hStream);
CUresult CUDAAPI cuMemsetD2D16Async(CUdeviceptr __dstDevice, size_t __dstPitch,
                                    unsigned short __us, size_t __Width, size_t __Height,
                                    CUstream __hStream);
CUresult CUDAAPI cuMemsetD2D32Async(CUdeviceptr __dstDevice, size_t __dstPitch, unsigned int __ui,
                                    size_t __Width, size_t __Height, CUstream __hStream);
CUresult CUDAAPI cuPointerGetAttribute(void *__data, CUpointer_attribute __attr,
                                       CUdeviceptr __ptr);
CUresult CUDAAPI cuPointerGetAttributes(unsigned int __numAttributes,
                                        CUpointer_attribute *__attributes, void **__data,
                                        CUdeviceptr __ptr);
CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr *__dptr, size_t __bytesize, CUstream __hStream);
CUresult CUDAAPI cuMemFreeAsync(CUdeviceptr __dptr, CUstream __hStream);
CUresult CUDAAPI cuMemPoolCreate(CUmemoryPool *__pool, const CUmemPoolProps *__poolProps);
CUresult CUDAAPI cuMemPoolDestroy(CUmemoryPool __pool);
CUresult CUDAAPI cuMemAllocFromPoolAsync(CUdeviceptr *__dptr, size_t __bytesize,
                                         CUmemoryPool __pool, CUstream __hStream);
CUresult CUDAAPI cuDeviceGetDefaultMemPool(CUmemoryPool *__pool_out, CUdevice __dev);
CUresult CUDAAPI cuMemPoolSetAttribute(CUmemoryPool __pool, CUmemPool_attribute __attr,
                                       void *__value);
CUresult CUDAAPI cuMemPoolGetAttribute(CUmemoryPool __pool, CUmemPool_attribute __attr,
                                       void *__value);
CUresult CUDAAPI cuMemPoolTrimTo(CUmemoryPool __pool, size_t __minBytesToKeep);
/* virtual memory management */
CUresult CUDAAPI cuMemGetAllocationGranularity(size_t *__granularity,
                                               const CUmemAllocationProp *__prop,
                                               CUmemAllocationGranularity_flags __option);
CUresult CUDAAPI cuMemCreate(CUmemGenericAllocationHandle *__handle, size_t __size,
                             const CUmemAllocationProp *__prop, unsigned long long __flags);
CUresult CUDAAPI cuMemRelease(CUmemGenericAllocationHandle __handle);
CUresult CUDAAPI cuMemAddressReserve(CUdeviceptr *__ptr, size_t __size, size_t __alignment,
                                     CUdeviceptr __addr, unsigned long long __flags);
CUresult CUDAAPI cuMemAddressFree(CUdeviceptr __ptr, size_t __size);
CUresult CUDAAPI cuMemMap(CUdeviceptr __ptr, size_t __size, size_t __offset,
                          CUmemGenericAllocationHandle __handle, unsigned long long __flags);
CUresult CUDAAPI cuMemUnmap(CUdeviceptr __ptr, size_t __size);
CUresult CUDAAPI cuMemSetAccess(CUdeviceptr __ptr, size_t __size, const CUmemAccessDesc *__desc,
                                size_t __count);
CUresult CUDAAPI cuMemGetAccess(unsigned long long *__flags, const CUmemLocation *__location,
                                CUdeviceptr __ptr);
CUresult CUDAAPI cuMemExportToShareableHandle(void *__shareableHandle,
                                              CUmemGenericAllocationHandle __handle,
                                              CUmemAllocationHandleType __handleType,
                                              unsigned long long __flags);
CUresult CUDAAPI cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *__handle,
                                                void *__osHandle,
                                                CUmemAllocationHandleType __shHandleType);
CUresult CUDAAPI cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *__handle,
                                             void *__addr);
CUresult CUDAAPI cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *__prop,
                                                        CUmemGenericAllocationHandle __handle);

/* streams and events */
CUresult CUDAAPI cuStreamCreate(CUstream *__phStream, unsigned int __Flags);
CUresult CUDAAPI cuStreamCreateWithPriority(CUstream *__phStream, unsigned int __flags,
                                            int __priority);
CUresult CUDAAPI cuStreamDestroy(CUstream __hStream);
CUresult CUDAAPI cuStreamSynchronize(CUstream __hStream);
CUresult CUDAAPI cuStreamQuery(CUstream __hStream);
CUresult CUDAAPI cuStreamWaitEvent(CUstream __hStream, CUevent __hEvent, unsigned int __Flags);
CUresult CUDAAPI cuStreamGetFlags(CUstream __hStream, unsigned int *__flags);
CUresult CUDAAPI cuStreamGetPriority(CUstream __hStream, int *__priority);
CUresult CUDAAPI cuStreamGetCtx(CUstream __hStream, CUcontext *__pctx);
CUresult CUDAAPI cuStreamAddCallback(CUstream __hStream, CUstreamCallback __callback,
                                     void *__userData, unsigned int __flags);
CUresult CUDAAPI cuStreamBeginCapture(CUstream __hStream, CUstreamCaptureMode __mode);
CUresult CUDAAPI cuStreamEndCapture(CUstream __hStream, CUgraph *__phGraph);
CUresult CUDAAPI cuStreamIsCapturing(CUstream __hStream, CUstreamCaptureStatus *__captureStatus);
CUresult CUDAAPI cuEventCreate(CUevent *__phEvent, unsigned int __Flags);
CUresult CUDAAPI cuEventDestroy(CUevent __hEvent);
CUresult CUDAAPI cuEventRecord(CUevent __hEvent, CUstream __hStream);
CUresult CUDAAPI cuEventRecordWithFlags(CUevent __hEvent, CUstream __hStream, unsigned int __flags);
CUresult CUDAAPI cuEventQuery(CUevent __hEvent);
CUresult CUDAAPI cuEventSynchronize(CUevent __hEvent);
CUresult CUDAAPI cuEventElapsedTime(float *__pMilliseconds, CUevent __hStart, CUevent __hEnd);

/* graphs */
CUresult CUDAAPI cuGraphCreate(CUgraph *__phGraph, unsigned int __flags);
CUresult CUDAAPI cuGraphDestroy(CUgraph __hGraph);
CUresult CUDAAPI cuGraphAddKernelNode(CUgraphNode *__phGraphNode, CUgraph __hGraph,
                                      const CUgraphNode *__dependencies, size_t __numDependencies,
                                      const CUDA_KERNEL_NODE_PARAMS *__nodeParams);
CUresult CUDAAPI cuGraphAddHostNode(CUgraphNode *__phGraphNode, CUgraph __hGraph,
                                    const CUgraphNode *__dependencies, size_t __numDependencies,
                                    const CUDA_HOST_NODE_PARAMS *__nodeParams);
CUresult CUDAAPI cuGraphAddEmptyNode(CUgraphNode *__phGraphNode, CUgraph __hGraph,
                                     const CUgraphNode *__dependencies, size_t __numDependencies);
CUresult CUDAAPI cuGraphGetNodes(CUgraph __hGraph, CUgraphNode *__nodes, size_t *__numNodes);
CUresult CUDAAPI cuGraphInstantiate(CUgraphExec *__phGraphExec, CUgraph __hGraph,
                                    unsigned long long __flags);
CUresult CUDAAPI cuGraphLaunch(CUgraphExec __hGraphExec, CUstream __hStream);
CUresult CUDAAPI cuGraphExecDestroy(CUgraphExec __hGraphExec);

/* arrays and texture/surface objects */
CUresult CUDAAPI cuArrayCreate(CUarray *__pHandle, const CUDA_ARRAY_DESCRIPTOR *__pAllocateArray);
CUresult CUDAAPI cuArray3DCreate(CUarray *__pHandle,
                                 const CUDA_ARRAY3D_DESCRIPTOR *__pAllocateArray);
CUresult CUDAAPI cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *__pArrayDescriptor, CUarray __hArray);
CUresult CUDAAPI cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *__pArrayDescriptor,
                                        CUarray __hArray);
CUresult CUDAAPI cuArrayDestroy(CUarray __hArray);
CUresult CUDAAPI cuTexObjectCreate(CUtexObject *__pTexObject, const CUDA_RESOURCE_DESC *__pResDesc,
                                   const CUDA_TEXTURE_DESC *__pTexDesc, const void *__pResViewDesc);
CUresult CUDAAPI cuTexObjectDestroy(CUtexObject __texObject);
CUresult CUDAAPI cuSurfObjectCreate(CUsurfObject *__pSurfObject,
                                    const CUDA_RESOURCE_DESC *__pResDesc);
CUresult CUDAAPI cuSurfObjectDestroy(CUsurfObject __surfObject);

/* texture references (deprecated, as in CUDA 12/13) */
#if !defined(__CUDA_API_VERSION_INTERNAL)
#define cuTexRefSetAddress cuTexRefSetAddress_v2
#define cuTexRefGetAddress cuTexRefGetAddress_v2
#define cuTexRefSetAddress2D cuTexRefSetAddress2D_v3
#endif
CUresult CUDAAPI cuTexRefCreate(CUtexref *__pTexRef);
CUresult CUDAAPI cuTexRefDestroy(CUtexref __hTexRef);
CUresult CUDAAPI cuTexRefSetArray(CUtexref __hTexRef, CUarray __hArray, unsigned int __Flags);
CUresult CUDAAPI cuTexRefSetAddress(size_t *__ByteOffset, CUtexref __hTexRef, CUdeviceptr __dptr,
                                    size_t __bytes);
CUresult CUDAAPI cuTexRefSetAddress2D(CUtexref __hTexRef, const CUDA_ARRAY_DESCRIPTOR *__desc,
                                      CUdeviceptr __dptr, size_t __Pitch);
CUresult CUDAAPI cuTexRefSetFormat(CUtexref __hTexRef, CUarray_format __fmt,
                                   int __NumPackedComponents);
CUresult CUDAAPI cuTexRefSetAddressMode(CUtexref __hTexRef, int __dim, CUaddress_mode __am);
CUresult CUDAAPI cuTexRefSetFilterMode(CUtexref __hTexRef, CUfilter_mode __fm);
CUresult CUDAAPI cuTexRefSetFlags(CUtexref __hTexRef, unsigned int __Flags);
CUresult CUDAAPI cuTexRefSetBorderColor(CUtexref __hTexRef, float *__pBorderColor);
CUresult CUDAAPI cuTexRefSetMaxAnisotropy(CUtexref __hTexRef, unsigned int __maxAniso);
CUresult CUDAAPI cuTexRefGetAddress(CUdeviceptr *__pdptr, CUtexref __hTexRef);
CUresult CUDAAPI cuTexRefGetArray(CUarray *__phArray, CUtexref __hTexRef);
CUresult CUDAAPI cuTexRefGetAddressMode(CUaddress_mode *__pam, CUtexref __hTexRef, int __dim);
CUresult CUDAAPI cuTexRefGetFilterMode(CUfilter_mode *__pfm, CUtexref __hTexRef);
CUresult CUDAAPI cuTexRefGetFormat(CUarray_format *__pFormat, int *__pNumChannels,
                                   CUtexref __hTexRef);
CUresult CUDAAPI cuTexRefGetFlags(unsigned int *__pFlags, CUtexref __hTexRef);
CUresult CUDAAPI cuParamSetTexRef(CUfunction __hfunc, int __texunit, CUtexref __hTexRef);

/* mipmapped arrays; the deprecated device properties */
typedef struct CUdevprop_st {
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int sharedMemPerBlock;
  int totalConstantMemory;
  int SIMDWidth;
  int memPitch;
  int regsPerBlock;
  int clockRate;
  int textureAlign;
} CUdevprop_v1;
typedef CUdevprop_v1 CUdevprop;
CUresult CUDAAPI cuDeviceGetProperties(CUdevprop *__prop, CUdevice __dev);
CUresult CUDAAPI cuMipmappedArrayCreate(CUmipmappedArray *__pHandle,
                                        const CUDA_ARRAY3D_DESCRIPTOR *__pMipmappedArrayDesc,
                                        unsigned int __numMipmapLevels);
CUresult CUDAAPI cuMipmappedArrayGetLevel(CUarray *__pLevelArray,
                                          CUmipmappedArray __hMipmappedArray,
                                          unsigned int __level);
CUresult CUDAAPI cuMipmappedArrayDestroy(CUmipmappedArray __hMipmappedArray);

/* 1D copies with arrays (offsets in bytes) */
#if !defined(__CUDA_API_VERSION_INTERNAL)
#define cuMemcpyDtoA cuMemcpyDtoA_v2
#define cuMemcpyAtoD cuMemcpyAtoD_v2
#define cuMemcpyAtoA cuMemcpyAtoA_v2
#define cuMemcpyHtoAAsync cuMemcpyHtoAAsync_v2
#define cuMemcpyAtoHAsync cuMemcpyAtoHAsync_v2
#endif
CUresult CUDAAPI cuMemcpyDtoA(CUarray __dstArray, size_t __dstOffset, CUdeviceptr __srcDevice,
                              size_t __ByteCount);
CUresult CUDAAPI cuMemcpyAtoD(CUdeviceptr __dstDevice, CUarray __srcArray, size_t __srcOffset,
                              size_t __ByteCount);
CUresult CUDAAPI cuMemcpyAtoA(CUarray __dstArray, size_t __dstOffset, CUarray __srcArray,
                              size_t __srcOffset, size_t __ByteCount);
CUresult CUDAAPI cuMemcpyHtoAAsync(CUarray __dstArray, size_t __dstOffset, const void *__srcHost,
                                   size_t __ByteCount, CUstream __hStream);
CUresult CUDAAPI cuMemcpyAtoHAsync(void *__dstHost, CUarray __srcArray, size_t __srcOffset,
                                   size_t __ByteCount, CUstream __hStream);

/* interprocess handles: not supported by cucc (CUDA_ERROR_NOT_SUPPORTED);
 * virtual memory's POSIX file descriptors are (cuMemExportToShareableHandle) */
#define CU_IPC_HANDLE_SIZE 64
typedef struct CUipcEventHandle_st {
  char reserved[CU_IPC_HANDLE_SIZE];
} CUipcEventHandle;
typedef struct CUipcMemHandle_st {
  char reserved[CU_IPC_HANDLE_SIZE];
} CUipcMemHandle;
#define CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS 0x1
#if !defined(__CUDA_API_VERSION_INTERNAL)
#define cuIpcOpenMemHandle cuIpcOpenMemHandle_v2
#endif
CUresult CUDAAPI cuIpcGetEventHandle(CUipcEventHandle *__pHandle, CUevent __event);
CUresult CUDAAPI cuIpcOpenEventHandle(CUevent *__phEvent, CUipcEventHandle __handle);
CUresult CUDAAPI cuIpcGetMemHandle(CUipcMemHandle *__pHandle, CUdeviceptr __dptr);
CUresult CUDAAPI cuIpcOpenMemHandle(CUdeviceptr *__pdptr, CUipcMemHandle __handle,
                                    unsigned int __Flags);
CUresult CUDAAPI cuIpcCloseMemHandle(CUdeviceptr __dptr);

/* surface references and graphics interop: not supported by cucc */
typedef struct CUuuid_st CUexportTableId;
CUresult CUDAAPI cuSurfRefSetArray(CUsurfref __hSurfRef, CUarray __hArray, unsigned int __Flags);
CUresult CUDAAPI cuSurfRefGetArray(CUarray *__phArray, CUsurfref __hSurfRef);
#if !defined(__CUDA_API_VERSION_INTERNAL)
#define cuGraphicsResourceGetMappedPointer cuGraphicsResourceGetMappedPointer_v2
#define cuGraphicsResourceSetMapFlags cuGraphicsResourceSetMapFlags_v2
#endif
CUresult CUDAAPI cuGraphicsUnregisterResource(CUgraphicsResource __resource);
CUresult CUDAAPI cuGraphicsSubResourceGetMappedArray(CUarray *__pArray,
                                                     CUgraphicsResource __resource,
                                                     unsigned int __arrayIndex,
                                                     unsigned int __mipLevel);
CUresult CUDAAPI cuGraphicsResourceGetMappedPointer(CUdeviceptr *__pDevPtr, size_t *__pSize,
                                                    CUgraphicsResource __resource);
CUresult CUDAAPI cuGraphicsResourceSetMapFlags(CUgraphicsResource __resource,
                                               unsigned int __flags);
CUresult CUDAAPI cuGraphicsMapResources(unsigned int __count, CUgraphicsResource *__resources,
                                        CUstream __hStream);
CUresult CUDAAPI cuGraphicsUnmapResources(unsigned int __count,
                                          CUgraphicsResource *__resources,
                                          CUstream __hStream);
CUresult CUDAAPI cuGetExportTable(const void **__ppExportTable,
                                  const CUuuid *__pExportTableId);

/* profiler */
CUresult CUDAAPI cuProfilerStart(void);
CUresult CUDAAPI cuProfilerStop(void);

#endif /* CUCC_DRIVER_API_FUNCTIONS_H */
