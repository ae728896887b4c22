/* cudaError_t names and descriptions (provisional; regenerated from the
 * reference output of a real CUDA runtime, tests/reference/error_names.out). */
static const err_entry error_table[] = {
    {0, "cudaSuccess", "no error"},
    {1, "cudaErrorInvalidValue", "invalid argument"},
    {2, "cudaErrorMemoryAllocation", "out of memory"},
    {3, "cudaErrorInitializationError", "initialization error"},
    {9, "cudaErrorInvalidConfiguration", "invalid configuration argument"},
    {13, "cudaErrorInvalidSymbol", "invalid device symbol"},
    {17, "cudaErrorInvalidDevicePointer", "invalid device pointer"},
    {21, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy"},
    {98, "cudaErrorInvalidDeviceFunction", "invalid device function"},
    {101, "cudaErrorInvalidDevice", "invalid device ordinal"},
    {209, "cudaErrorNoKernelImageForDevice", "no kernel image is available for execution on the device"},
    {400, "cudaErrorInvalidResourceHandle", "invalid resource handle"},
    {600, "cudaErrorNotReady", "device not ready"},
    {700, "cudaErrorIllegalAddress", "an illegal memory access was encountered"},
    {701, "cudaErrorLaunchOutOfResources", "too many resources requested for launch"},
    {710, "cudaErrorAssert", "device-side assert triggered"},
    {719, "cudaErrorLaunchFailure", "unspecified launch failure"},
    {999, "cudaErrorUnknown", "unknown error"},
};
