/* cucc: the driver API (libcuda, src/libcuda/): CUresult with every
 * CUDA_ERROR_* code, handles, attributes, structures and functions, with
 * NVIDIA's values and the ABI names of CUDA 12/13 (cuMemAlloc is the symbol
 * cuMemAlloc_v2, as in NVIDIA's header; libcuda exports both names).
 * docs/DRIVER_API.md lists what is implemented. */
#ifndef CUCC_CUDA_H
#define CUCC_CUDA_H
/* NVIDIA's guard, tested by programs such as cuda-samples */
#define __cuda_cuda_h__

#include <stddef.h>

#include "crt/cucc_version.h"
#define CUDA_VERSION __CUCC_CUDA_VERSION__

#define CUDA_API_PER_THREAD_DEFAULT_STREAM_NOT_DEFINED 1

#if defined(__cplusplus)
extern "C" {
#endif

typedef int CUdevice_v1;
typedef CUdevice_v1 CUdevice;
typedef unsigned long long CUdeviceptr_v2;
typedef CUdeviceptr_v2 CUdeviceptr;

#if defined(_WIN32)
#define CUDAAPI __stdcall
#else
#define CUDAAPI
#endif

typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef struct CUarray_st *CUarray;
typedef struct CUmipmappedArray_st *CUmipmappedArray;
typedef struct CUtexref_st *CUtexref;
typedef struct CUsurfref_st *CUsurfref;
typedef struct CUevent_st *CUevent;
typedef struct CUstream_st *CUstream;
typedef struct CUgraphicsResource_st *CUgraphicsResource;
typedef unsigned long long CUtexObject_v1;
typedef CUtexObject_v1 CUtexObject;
typedef unsigned long long CUsurfObject_v1;
typedef CUsurfObject_v1 CUsurfObject;
typedef struct CUextMemory_st *CUexternalMemory;
typedef struct CUextSemaphore_st *CUexternalSemaphore;
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphNode_st *CUgraphNode;
typedef struct CUgraphExec_st *CUgraphExec;
typedef struct CUmemPoolHandle_st *CUmemoryPool;
typedef struct CUuserObject_st *CUuserObject;
typedef struct CUlinkState_st *CUlinkState;
typedef unsigned long long CUmemGenericAllocationHandle;

#ifndef CU_UUID_HAS_BEEN_DEFINED
#define CU_UUID_HAS_BEEN_DEFINED
typedef struct CUuuid_st {
  char bytes[16];
} CUuuid;
#endif

#define CU_STREAM_LEGACY ((CUstream)0x1)
#define CU_STREAM_PER_THREAD ((CUstream)0x2)
/* the `extra` array of cuLaunchKernel / kernel graph nodes */
#define CU_LAUNCH_PARAM_END_AS_INT 0x00
#define CU_LAUNCH_PARAM_END ((void *)CU_LAUNCH_PARAM_END_AS_INT)
#define CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT 0x01
#define CU_LAUNCH_PARAM_BUFFER_POINTER                                         \
  ((void *)CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT)
#define CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT 0x02
#define CU_LAUNCH_PARAM_BUFFER_SIZE ((void *)CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT)

typedef enum cudaError_enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_DEINITIALIZED = 4,
  CUDA_ERROR_PROFILER_DISABLED = 5,
  CUDA_ERROR_PROFILER_NOT_INITIALIZED = 6,
  CUDA_ERROR_PROFILER_ALREADY_STARTED = 7,
  CUDA_ERROR_PROFILER_ALREADY_STOPPED = 8,
  CUDA_ERROR_STUB_LIBRARY = 34,
  CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER = 36,
  CUDA_ERROR_DEVICE_UNAVAILABLE = 46,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_DEVICE_NOT_LICENSED = 102,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_CONTEXT_ALREADY_CURRENT = 202,
  CUDA_ERROR_MAP_FAILED = 205,
  CUDA_ERROR_UNMAP_FAILED = 206,
  CUDA_ERROR_ARRAY_IS_MAPPED = 207,
  CUDA_ERROR_ALREADY_MAPPED = 208,
  CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
  CUDA_ERROR_ALREADY_ACQUIRED = 210,
  CUDA_ERROR_NOT_MAPPED = 211,
  CUDA_ERROR_NOT_MAPPED_AS_ARRAY = 212,
  CUDA_ERROR_NOT_MAPPED_AS_POINTER = 213,
  CUDA_ERROR_ECC_UNCORRECTABLE = 214,
  CUDA_ERROR_UNSUPPORTED_LIMIT = 215,
  CUDA_ERROR_CONTEXT_ALREADY_IN_USE = 216,
  CUDA_ERROR_PEER_ACCESS_UNSUPPORTED = 217,
  CUDA_ERROR_INVALID_PTX = 218,
  CUDA_ERROR_INVALID_GRAPHICS_CONTEXT = 219,
  CUDA_ERROR_NVLINK_UNCORRECTABLE = 220,
  CUDA_ERROR_JIT_COMPILER_NOT_FOUND = 221,
  CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222,
  CUDA_ERROR_JIT_COMPILATION_DISABLED = 223,
  CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY = 224,
  CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC = 225,
  CUDA_ERROR_CONTAINED = 226,
  CUDA_ERROR_INVALID_SOURCE = 300,
  CUDA_ERROR_FILE_NOT_FOUND = 301,
  CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND = 302,
  CUDA_ERROR_SHARED_OBJECT_INIT_FAILED = 303,
  CUDA_ERROR_OPERATING_SYSTEM = 304,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_ILLEGAL_STATE = 401,
  CUDA_ERROR_LOSSY_QUERY = 402,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_ILLEGAL_ADDRESS = 700,
  CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
  CUDA_ERROR_LAUNCH_TIMEOUT = 702,
  CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING = 703,
  CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704,
  CUDA_ERROR_PEER_ACCESS_NOT_ENABLED = 705,
  CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE = 708,
  CUDA_ERROR_CONTEXT_IS_DESTROYED = 709,
  CUDA_ERROR_ASSERT = 710,
  CUDA_ERROR_TOO_MANY_PEERS = 711,
  CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712,
  CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713,
  CUDA_ERROR_HARDWARE_STACK_ERROR = 714,
  CUDA_ERROR_ILLEGAL_INSTRUCTION = 715,
  CUDA_ERROR_MISALIGNED_ADDRESS = 716,
  CUDA_ERROR_INVALID_ADDRESS_SPACE = 717,
  CUDA_ERROR_INVALID_PC = 718,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720,
  CUDA_ERROR_TENSOR_MEMORY_LEAK = 721,
  CUDA_ERROR_NOT_PERMITTED = 800,
  CUDA_ERROR_NOT_SUPPORTED = 801,
  CUDA_ERROR_SYSTEM_NOT_READY = 802,
  CUDA_ERROR_SYSTEM_DRIVER_MISMATCH = 803,
  CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE = 804,
  CUDA_ERROR_MPS_CONNECTION_FAILED = 805,
  CUDA_ERROR_MPS_RPC_FAILURE = 806,
  CUDA_ERROR_MPS_SERVER_NOT_READY = 807,
  CUDA_ERROR_MPS_MAX_CLIENTS_REACHED = 808,
  CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED = 809,
  CUDA_ERROR_MPS_CLIENT_TERMINATED = 810,
  CUDA_ERROR_CDP_NOT_SUPPORTED = 811,
  CUDA_ERROR_CDP_VERSION_MISMATCH = 812,
  CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED = 900,
  CUDA_ERROR_STREAM_CAPTURE_INVALIDATED = 901,
  CUDA_ERROR_STREAM_CAPTURE_MERGE = 902,
  CUDA_ERROR_STREAM_CAPTURE_UNMATCHED = 903,
  CUDA_ERROR_STREAM_CAPTURE_UNJOINED = 904,
  CUDA_ERROR_STREAM_CAPTURE_ISOLATION = 905,
  CUDA_ERROR_STREAM_CAPTURE_IMPLICIT = 906,
  CUDA_ERROR_CAPTURED_EVENT = 907,
  CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD = 908,
  CUDA_ERROR_TIMEOUT = 909,
  CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE = 910,
  CUDA_ERROR_EXTERNAL_DEVICE = 911,
  CUDA_ERROR_INVALID_CLUSTER_SIZE = 912,
  CUDA_ERROR_FUNCTION_NOT_LOADED = 913,
  CUDA_ERROR_INVALID_RESOURCE_TYPE = 914,
  CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION = 915,
  CUDA_ERROR_KEY_ROTATION = 916,
  CUDA_ERROR_STREAM_DETACHED = 917,
  CUDA_ERROR_UNKNOWN = 999
} CUresult;

typedef enum CUdevice_attribute_enum {
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
  CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
  CU_DEVICE_ATTRIBUTE_MAX_PITCH = 11,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12,
  CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK = 12,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
  CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT = 14,
  CU_DEVICE_ATTRIBUTE_GPU_OVERLAP = 15,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT = 17,
  CU_DEVICE_ATTRIBUTE_INTEGRATED = 18,
  CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY = 19,
  CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH = 21,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH = 22,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT = 23,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH = 24,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT = 25,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH = 26,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH = 27,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT = 28,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS = 29,
  CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT = 30,
  CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS = 31,
  CU_DEVICE_ATTRIBUTE_ECC_ENABLED = 32,
  CU_DEVICE_ATTRIBUTE_PCI_BUS_ID = 33,
  CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID = 34,
  CU_DEVICE_ATTRIBUTE_TCC_DRIVER = 35,
  CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE = 36,
  CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH = 37,
  CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39,
  CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT = 40,
  CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH = 42,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS = 43,
  CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER = 44,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH = 45,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT = 46,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE = 47,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE = 48,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE = 49,
  CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID = 50,
  CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT = 51,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH = 52,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH = 53,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS = 54,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH = 55,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH = 56,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT = 57,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH = 58,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT = 59,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH = 60,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH = 61,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS = 62,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH = 63,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT = 64,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS = 65,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH = 66,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH = 67,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS = 68,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH = 69,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH = 70,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT = 71,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH = 72,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH = 73,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT = 74,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH = 77,
  CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED = 78,
  CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED = 79,
  CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED = 80,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 81,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR = 82,
  CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83,
  CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD = 84,
  CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID = 85,
  CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED = 86,
  CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO = 87,
  CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS = 88,
  CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS = 89,
  CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED = 90,
  CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM = 91,
  CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 = 92,
  CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1 = 93,
  CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1 = 94,
  CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH = 95,
  CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH = 96,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
  CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES = 98,
  CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED = 99,
  CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES = 100,
  CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST = 101,
  CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 102,
  CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED = 102,
  CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED = 103,
  CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED = 104,
  CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED = 105,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR = 106,
  CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED = 107,
  CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE = 108,
  CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE = 109,
  CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED = 110,
  CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK = 111,
  CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED = 112,
  CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED = 113,
  CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED = 114,
  CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115,
  CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED = 116,
  CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS = 117,
  CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING = 118,
  CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES = 119,
  CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH = 120,
  CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED = 121,
  CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS = 122,
  CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR = 123,
  CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED = 124,
  CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED = 125,
  CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT = 126,
  CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED = 127,
  CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED = 128,
  CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS = 129,
  CU_DEVICE_ATTRIBUTE_NUMA_CONFIG = 130,
  CU_DEVICE_ATTRIBUTE_NUMA_ID = 131,
  CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED = 132,
  CU_DEVICE_ATTRIBUTE_MPS_ENABLED = 133,
  CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID = 134,
  CU_DEVICE_ATTRIBUTE_MAX
} CUdevice_attribute;

typedef enum CUctx_flags_enum {
  CU_CTX_SCHED_AUTO = 0x00,
  CU_CTX_SCHED_SPIN = 0x01,
  CU_CTX_SCHED_YIELD = 0x02,
  CU_CTX_SCHED_BLOCKING_SYNC = 0x04,
  CU_CTX_BLOCKING_SYNC = 0x04,
  CU_CTX_SCHED_MASK = 0x07,
  CU_CTX_MAP_HOST = 0x08,
  CU_CTX_LMEM_RESIZE_TO_MAX = 0x10,
  CU_CTX_COREDUMP_ENABLE = 0x20,
  CU_CTX_USER_COREDUMP_ENABLE = 0x40,
  CU_CTX_SYNC_MEMOPS = 0x80,
  CU_CTX_FLAGS_MASK = 0xFF
} CUctx_flags;

typedef enum CUcomputemode_enum {
  CU_COMPUTEMODE_DEFAULT = 0,
  CU_COMPUTEMODE_PROHIBITED = 2,
  CU_COMPUTEMODE_EXCLUSIVE_PROCESS = 3
} CUcomputemode;

typedef enum CUjit_option_enum {
  CU_JIT_MAX_REGISTERS = 0,
  CU_JIT_THREADS_PER_BLOCK = 1,
  CU_JIT_WALL_TIME = 2,
  CU_JIT_INFO_LOG_BUFFER = 3,
  CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_JIT_TARGET_FROM_CUCONTEXT = 8,
  CU_JIT_TARGET = 9,
  CU_JIT_FALLBACK_STRATEGY = 10,
  CU_JIT_GENERATE_DEBUG_INFO = 11,
  CU_JIT_LOG_VERBOSE = 12,
  CU_JIT_GENERATE_LINE_INFO = 13,
  CU_JIT_CACHE_MODE = 14,
  CU_JIT_NEW_SM3X_OPT = 15,
  CU_JIT_FAST_COMPILE = 16,
  CU_JIT_GLOBAL_SYMBOL_NAMES = 17,
  CU_JIT_GLOBAL_SYMBOL_ADDRESSES = 18,
  CU_JIT_GLOBAL_SYMBOL_COUNT = 19,
  CU_JIT_LTO = 20,
  CU_JIT_FTZ = 21,
  CU_JIT_PREC_DIV = 22,
  CU_JIT_PREC_SQRT = 23,
  CU_JIT_FMA = 24,
  CU_JIT_REFERENCED_KERNEL_NAMES = 25,
  CU_JIT_REFERENCED_KERNEL_COUNT = 26,
  CU_JIT_REFERENCED_VARIABLE_NAMES = 27,
  CU_JIT_REFERENCED_VARIABLE_COUNT = 28,
  CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES = 29,
  CU_JIT_POSITION_INDEPENDENT_CODE = 30,
  CU_JIT_MIN_CTA_PER_SM = 31,
  CU_JIT_MAX_THREADS_PER_BLOCK = 32,
  CU_JIT_OVERRIDE_DIRECTIVE_VALUES = 33,
  CU_JIT_SPLIT_COMPILE = 34,
  CU_JIT_NUM_OPTIONS
} CUjit_option;
typedef CUjit_option CUlibraryOption;
#define CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE 0
#define CU_LIBRARY_BINARY_IS_PRESERVED 1

typedef enum CUjitInputType_enum {
  CU_JIT_INPUT_CUBIN = 0,
  CU_JIT_INPUT_PTX = 1,
  CU_JIT_INPUT_FATBINARY = 2,
  CU_JIT_INPUT_OBJECT = 3,
  CU_JIT_INPUT_LIBRARY = 4,
  CU_JIT_INPUT_NVVM = 5,
  CU_JIT_NUM_INPUT_TYPES = 6
} CUjitInputType;

typedef enum CUjit_target_enum {
  CU_TARGET_COMPUTE_50 = 50, CU_TARGET_COMPUTE_52 = 52, CU_TARGET_COMPUTE_60 = 60,
  CU_TARGET_COMPUTE_61 = 61, CU_TARGET_COMPUTE_70 = 70, CU_TARGET_COMPUTE_75 = 75,
  CU_TARGET_COMPUTE_80 = 80, CU_TARGET_COMPUTE_86 = 86, CU_TARGET_COMPUTE_89 = 89,
  CU_TARGET_COMPUTE_90 = 90, CU_TARGET_COMPUTE_100 = 100,
  CU_TARGET_COMPUTE_120 = 120
} CUjit_target;

typedef enum CUfunction_attribute_enum {
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
  CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
  CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
  CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
  CU_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9,
  CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET = 10,
  CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH = 11,
  CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT = 12,
  CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH = 13,
  CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
  CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 15,
  CU_FUNC_ATTRIBUTE_MAX
} CUfunction_attribute;

typedef enum CUfunc_cache_enum {
  CU_FUNC_CACHE_PREFER_NONE = 0x00,
  CU_FUNC_CACHE_PREFER_SHARED = 0x01,
  CU_FUNC_CACHE_PREFER_L1 = 0x02,
  CU_FUNC_CACHE_PREFER_EQUAL = 0x03
} CUfunc_cache;

typedef enum CUsharedconfig_enum {
  CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE = 0x00,
  CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE = 0x01,
  CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE = 0x02
} CUsharedconfig;

typedef enum CUlimit_enum {
  CU_LIMIT_STACK_SIZE = 0x00,
  CU_LIMIT_PRINTF_FIFO_SIZE = 0x01,
  CU_LIMIT_MALLOC_HEAP_SIZE = 0x02,
  CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH = 0x03,
  CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT = 0x04,
  CU_LIMIT_MAX_L2_FETCH_GRANULARITY = 0x05,
  CU_LIMIT_PERSISTING_L2_CACHE_SIZE = 0x06,
  CU_LIMIT_SHMEM_SIZE = 0x07,
  CU_LIMIT_CIG_ENABLED = 0x08,
  CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED = 0x09,
  CU_LIMIT_MAX
} CUlimit;

typedef enum CUmemorytype_enum {
  CU_MEMORYTYPE_HOST = 0x01,
  CU_MEMORYTYPE_DEVICE = 0x02,
  CU_MEMORYTYPE_ARRAY = 0x03,
  CU_MEMORYTYPE_UNIFIED = 0x04
} CUmemorytype;

typedef enum CUpointer_attribute_enum {
  CU_POINTER_ATTRIBUTE_CONTEXT = 1,
  CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
  CU_POINTER_ATTRIBUTE_DEVICE_POINTER = 3,
  CU_POINTER_ATTRIBUTE_HOST_POINTER = 4,
  CU_POINTER_ATTRIBUTE_P2P_TOKENS = 5,
  CU_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6,
  CU_POINTER_ATTRIBUTE_BUFFER_ID = 7,
  CU_POINTER_ATTRIBUTE_IS_MANAGED = 8,
  CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9,
  CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE = 10,
  CU_POINTER_ATTRIBUTE_RANGE_START_ADDR = 11,
  CU_POINTER_ATTRIBUTE_RANGE_SIZE = 12,
  CU_POINTER_ATTRIBUTE_MAPPED = 13,
  CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES = 14,
  CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE = 15,
  CU_POINTER_ATTRIBUTE_ACCESS_FLAGS = 16,
  CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE = 17,
  CU_POINTER_ATTRIBUTE_MAPPING_SIZE = 18,
  CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR = 19,
  CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID = 20
} CUpointer_attribute;

typedef enum CUstream_flags_enum {
  CU_STREAM_DEFAULT = 0x0,
  CU_STREAM_NON_BLOCKING = 0x1
} CUstream_flags;

typedef enum CUevent_flags_enum {
  CU_EVENT_DEFAULT = 0x0,
  CU_EVENT_BLOCKING_SYNC = 0x1,
  CU_EVENT_DISABLE_TIMING = 0x2,
  CU_EVENT_INTERPROCESS = 0x4
} CUevent_flags;

typedef enum CUevent_record_flags_enum {
  CU_EVENT_RECORD_DEFAULT = 0x0,
  CU_EVENT_RECORD_EXTERNAL = 0x1
} CUevent_record_flags;

typedef enum CUevent_wait_flags_enum {
  CU_EVENT_WAIT_DEFAULT = 0x0,
  CU_EVENT_WAIT_EXTERNAL = 0x1
} CUevent_wait_flags;

typedef enum CUmemAttach_flags_enum {
  CU_MEM_ATTACH_GLOBAL = 0x1,
  CU_MEM_ATTACH_HOST = 0x2,
  CU_MEM_ATTACH_SINGLE = 0x4
} CUmemAttach_flags;

typedef enum CUstreamCaptureMode_enum {
  CU_STREAM_CAPTURE_MODE_GLOBAL = 0,
  CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1,
  CU_STREAM_CAPTURE_MODE_RELAXED = 2
} CUstreamCaptureMode;

typedef enum CUstreamCaptureStatus_enum {
  CU_STREAM_CAPTURE_STATUS_NONE = 0,
  CU_STREAM_CAPTURE_STATUS_ACTIVE = 1,
  CU_STREAM_CAPTURE_STATUS_INVALIDATED = 2
} CUstreamCaptureStatus;

typedef enum CUdriverProcAddressQueryResult_enum {
  CU_GET_PROC_ADDRESS_SUCCESS = 0,
  CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1,
  CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2
} CUdriverProcAddressQueryResult;

typedef enum CUdriverProcAddress_flags_enum {
  CU_GET_PROC_ADDRESS_DEFAULT = 0,
  CU_GET_PROC_ADDRESS_LEGACY_STREAM = 1 << 0,
  CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM = 1 << 1
} CUdriverProcAddress_flags;

typedef enum CUarray_format_enum {
  CU_AD_FORMAT_UNSIGNED_INT8 = 0x01,
  CU_AD_FORMAT_UNSIGNED_INT16 = 0x02,
  CU_AD_FORMAT_UNSIGNED_INT32 = 0x03,
  CU_AD_FORMAT_SIGNED_INT8 = 0x08,
  CU_AD_FORMAT_SIGNED_INT16 = 0x09,
  CU_AD_FORMAT_SIGNED_INT32 = 0x0a,
  CU_AD_FORMAT_HALF = 0x10,
  CU_AD_FORMAT_FLOAT = 0x20
} CUarray_format;

typedef enum CUaddress_mode_enum {
  CU_TR_ADDRESS_MODE_WRAP = 0,
  CU_TR_ADDRESS_MODE_CLAMP = 1,
  CU_TR_ADDRESS_MODE_MIRROR = 2,
  CU_TR_ADDRESS_MODE_BORDER = 3
} CUaddress_mode;

typedef enum CUfilter_mode_enum {
  CU_TR_FILTER_MODE_POINT = 0,
  CU_TR_FILTER_MODE_LINEAR = 1
} CUfilter_mode;

typedef enum CUresourcetype_enum {
  CU_RESOURCE_TYPE_ARRAY = 0x00,
  CU_RESOURCE_TYPE_MIPMAPPED_ARRAY = 0x01,
  CU_RESOURCE_TYPE_LINEAR = 0x02,
  CU_RESOURCE_TYPE_PITCH2D = 0x03
} CUresourcetype;

#define CU_MEMHOSTALLOC_PORTABLE 0x01
#define CU_MEMHOSTALLOC_DEVICEMAP 0x02
#define CU_MEMHOSTALLOC_WRITECOMBINED 0x04
#define CU_MEMHOSTREGISTER_PORTABLE 0x01
#define CU_MEMHOSTREGISTER_DEVICEMAP 0x02
#define CU_MEMHOSTREGISTER_IOMEMORY 0x04
#define CU_MEMHOSTREGISTER_READ_ONLY 0x08
#define CUDA_ARRAY3D_LAYERED 0x01
#define CUDA_ARRAY3D_2DARRAY 0x01
#define CUDA_ARRAY3D_SURFACE_LDST 0x02
#define CUDA_ARRAY3D_CUBEMAP 0x04
#define CUDA_ARRAY3D_TEXTURE_GATHER 0x08
#define CU_TRSA_OVERRIDE_FORMAT 0x01
#define CU_TRSF_READ_AS_INTEGER 0x01
#define CU_TRSF_NORMALIZED_COORDINATES 0x02
#define CU_TRSF_SRGB 0x10
#define CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION 0x20
#define CU_TRSF_SEAMLESS_CUBEMAP 0x40
#define CU_PARAM_TR_DEFAULT -1
#define CU_DEVICE_CPU ((CUdevice)-1)
#define CU_DEVICE_INVALID ((CUdevice)-2)

typedef struct CUDA_MEMCPY2D_st {
  size_t srcXInBytes;
  size_t srcY;
  CUmemorytype srcMemoryType;
  const void *srcHost;
  CUdeviceptr srcDevice;
  CUarray srcArray;
  size_t srcPitch;
  size_t dstXInBytes;
  size_t dstY;
  CUmemorytype dstMemoryType;
  void *dstHost;
  CUdeviceptr dstDevice;
  CUarray dstArray;
  size_t dstPitch;
  size_t WidthInBytes;
  size_t Height;
} CUDA_MEMCPY2D_v2;
typedef CUDA_MEMCPY2D_v2 CUDA_MEMCPY2D;

typedef struct CUDA_MEMCPY3D_st {
  size_t srcXInBytes;
  size_t srcY;
  size_t srcZ;
  size_t srcLOD;
  CUmemorytype srcMemoryType;
  const void *srcHost;
  CUdeviceptr srcDevice;
  CUarray srcArray;
  void *reserved0;
  size_t srcPitch;
  size_t srcHeight;
  size_t dstXInBytes;
  size_t dstY;
  size_t dstZ;
  size_t dstLOD;
  CUmemorytype dstMemoryType;
  void *dstHost;
  CUdeviceptr dstDevice;
  CUarray dstArray;
  void *reserved1;
  size_t dstPitch;
  size_t dstHeight;
  size_t WidthInBytes;
  size_t Height;
  size_t Depth;
} CUDA_MEMCPY3D_v2;
typedef CUDA_MEMCPY3D_v2 CUDA_MEMCPY3D;

typedef struct CUDA_ARRAY_DESCRIPTOR_st {
  size_t Width;
  size_t Height;
  CUarray_format Format;
  unsigned int NumChannels;
} CUDA_ARRAY_DESCRIPTOR_v2;
typedef CUDA_ARRAY_DESCRIPTOR_v2 CUDA_ARRAY_DESCRIPTOR;

typedef struct CUDA_ARRAY3D_DESCRIPTOR_st {
  size_t Width;
  size_t Height;
  size_t Depth;
  CUarray_format Format;
  unsigned int NumChannels;
  unsigned int Flags;
} CUDA_ARRAY3D_DESCRIPTOR_v2;
typedef CUDA_ARRAY3D_DESCRIPTOR_v2 CUDA_ARRAY3D_DESCRIPTOR;

typedef struct CUDA_RESOURCE_DESC_st {
  CUresourcetype resType;
  union {
    struct { CUarray hArray; } array;
    struct { CUmipmappedArray hMipmappedArray; } mipmap;
    struct {
      CUdeviceptr devPtr;
      CUarray_format format;
      unsigned int numChannels;
      size_t sizeInBytes;
    } linear;
    struct {
      CUdeviceptr devPtr;
      CUarray_format format;
      unsigned int numChannels;
      size_t width;
      size_t height;
      size_t pitchInBytes;
    } pitch2D;
    struct { int reserved[32]; } reserved;
  } res;
  unsigned int flags;
} CUDA_RESOURCE_DESC_v1;
typedef CUDA_RESOURCE_DESC_v1 CUDA_RESOURCE_DESC;

typedef struct CUDA_TEXTURE_DESC_st {
  CUaddress_mode addressMode[3];
  CUfilter_mode filterMode;
  unsigned int flags;
  unsigned int maxAnisotropy;
  CUfilter_mode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  float borderColor[4];
  int reserved[12];
} CUDA_TEXTURE_DESC_v1;
typedef CUDA_TEXTURE_DESC_v1 CUDA_TEXTURE_DESC;

typedef void(CUDAAPI *CUhostFn)(void *__userData);
typedef void(CUDAAPI *CUstreamCallback)(CUstream __hStream, CUresult __status,
                                        void *__userData);

/* cuCtxCreate_v4's parameters: cucc accepts NULL or empty ones */
typedef struct CUctxCreateParams_st {
  void *execAffinityParams;
  int numExecAffinityParams;
  void *cigParams;
} CUctxCreateParams;

/* Launch attributes: the runtime's (same ids and layout) */
typedef enum CUlaunchAttributeID_enum {
  CU_LAUNCH_ATTRIBUTE_IGNORE = 0,
  CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW = 1,
  CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2,
  CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY = 3,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5,
  CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6,
  CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT = 7,
  CU_LAUNCH_ATTRIBUTE_PRIORITY = 8,
  CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP = 9,
  CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN = 10,
  CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT = 12,
  CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE = 13
} CUlaunchAttributeID;

typedef union CUlaunchAttributeValue_union {
  char pad[64];
  int cooperative;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } clusterDim;
  int priority;
} CUlaunchAttributeValue;

typedef struct CUlaunchAttribute_st {
  CUlaunchAttributeID id;
  char pad[8 - sizeof(CUlaunchAttributeID)];
  CUlaunchAttributeValue value;
} CUlaunchAttribute;

typedef struct CUlaunchConfig_st {
  unsigned int gridDimX;
  unsigned int gridDimY;
  unsigned int gridDimZ;
  unsigned int blockDimX;
  unsigned int blockDimY;
  unsigned int blockDimZ;
  unsigned int sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute *attrs;
  unsigned int numAttrs;
} CUlaunchConfig;

/* Virtual memory management and memory pools */
typedef enum CUmemLocationType_enum {
  CU_MEM_LOCATION_TYPE_INVALID = 0x0,
  CU_MEM_LOCATION_TYPE_NONE = 0x0,
  CU_MEM_LOCATION_TYPE_DEVICE = 0x1,
  CU_MEM_LOCATION_TYPE_HOST = 0x2,
  CU_MEM_LOCATION_TYPE_HOST_NUMA = 0x3,
  CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT = 0x4,
  CU_MEM_LOCATION_TYPE_MAX = 0x7FFFFFFF
} CUmemLocationType;

typedef enum CUmemAllocationType_enum {
  CU_MEM_ALLOCATION_TYPE_INVALID = 0x0,
  CU_MEM_ALLOCATION_TYPE_PINNED = 0x1,
  CU_MEM_ALLOCATION_TYPE_MANAGED = 0x2,
  CU_MEM_ALLOCATION_TYPE_MAX = 0x7FFFFFFF
} CUmemAllocationType;

typedef enum CUmemAllocationHandleType_enum {
  CU_MEM_HANDLE_TYPE_NONE = 0x0,
  CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR = 0x1,
  CU_MEM_HANDLE_TYPE_WIN32 = 0x2,
  CU_MEM_HANDLE_TYPE_WIN32_KMT = 0x4,
  CU_MEM_HANDLE_TYPE_FABRIC = 0x8,
  CU_MEM_HANDLE_TYPE_MAX = 0x7FFFFFFF
} CUmemAllocationHandleType;

typedef enum CUmemAccess_flags_enum {
  CU_MEM_ACCESS_FLAGS_PROT_NONE = 0x0,
  CU_MEM_ACCESS_FLAGS_PROT_READ = 0x1,
  CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 0x3,
  CU_MEM_ACCESS_FLAGS_PROT_MAX = 0x7FFFFFFF
} CUmemAccess_flags;

typedef enum CUmemAllocationGranularity_flags_enum {
  CU_MEM_ALLOC_GRANULARITY_MINIMUM = 0x0,
  CU_MEM_ALLOC_GRANULARITY_RECOMMENDED = 0x1
} CUmemAllocationGranularity_flags;

typedef struct CUmemLocation_st {
  CUmemLocationType type;
  int id;
} CUmemLocation;

typedef struct CUmemAllocationProp_st {
  CUmemAllocationType type;
  CUmemAllocationHandleType requestedHandleTypes;
  CUmemLocation location;
  void *win32HandleMetaData;
  struct {
    unsigned char compressionType;
    unsigned char gpuDirectRDMACapable;
    unsigned short usage;
    unsigned char reserved[4];
  } allocFlags;
} CUmemAllocationProp;

typedef struct CUmemAccessDesc_st {
  CUmemLocation location;
  CUmemAccess_flags flags;
} CUmemAccessDesc;

typedef enum CUmemPool_attribute_enum {
  CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES = 1,
  CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC,
  CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES,
  CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
  CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT,
  CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH,
  CU_MEMPOOL_ATTR_USED_MEM_CURRENT,
  CU_MEMPOOL_ATTR_USED_MEM_HIGH
} CUmemPool_attribute;

typedef struct CUmemPoolProps_st {
  CUmemAllocationType allocType;
  CUmemAllocationHandleType handleTypes;
  CUmemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
} CUmemPoolProps;

/* Graphs */
typedef struct CUDA_KERNEL_NODE_PARAMS_v2_st {
  CUfunction func;
  unsigned int gridDimX;
  unsigned int gridDimY;
  unsigned int gridDimZ;
  unsigned int blockDimX;
  unsigned int blockDimY;
  unsigned int blockDimZ;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
  CUkernel kern;
  CUcontext ctx;
} CUDA_KERNEL_NODE_PARAMS_v2;
typedef CUDA_KERNEL_NODE_PARAMS_v2 CUDA_KERNEL_NODE_PARAMS;

typedef struct CUDA_HOST_NODE_PARAMS_st {
  CUhostFn fn;
  void *userData;
} CUDA_HOST_NODE_PARAMS;

/* the legacy launch: cuParamSet* offsets */
#define CU_PARAM_MAX_BYTES 4096

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

#if defined(__cplusplus)
}
#endif

#endif /* CUCC_CUDA_H */
