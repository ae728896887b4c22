/* Devices: one CPU device (and more when CUCC_DEVICE_COUNT asks for them,
 * as libcudart shows them), their queries (OpenCL 1.2 and 3.0's core),
 * clGetDeviceIDs. The device runs what cucc's engine runs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ocl.h"

static struct _cl_device_id devices[RT_MAX_DEVICES];

/* CUCC_OPENCL_DEVICE_TYPE=gpu (or accelerator) makes the device report that
 * type, for programs that ask for CL_DEVICE_TYPE_GPU only */
static cl_device_type device_type(void) {
  const char *t = getenv("CUCC_OPENCL_DEVICE_TYPE");
  if (t && !strcasecmp(t, "gpu"))
    return CL_DEVICE_TYPE_GPU;
  if (t && !strcasecmp(t, "accelerator"))
    return CL_DEVICE_TYPE_ACCELERATOR;
  return CL_DEVICE_TYPE_CPU;
}
static pthread_once_t once = PTHREAD_ONCE_INIT;
static cl_uint ndevices;

static void init_devices(void) {
  rt_init();
  ndevices = (cl_uint)rt_device_count();
  if (ndevices < 1)
    ndevices = 1;
  for (cl_uint i = 0; i < ndevices; i++) {
    ocl_obj_init(&devices[i], OCL_DEVICE);
    devices[i].index = (int)i;
  }
}

cl_uint ocl_device_count(void) {
  pthread_once(&once, init_devices);
  return ndevices;
}

cl_device_id ocl_device(cl_uint i) {
  return i < ocl_device_count() ? &devices[i] : NULL;
}

static bool valid_device(cl_device_id d) {
  ocl_device_count();
  return ocl_is(d, OCL_DEVICE) && d >= devices && d < devices + ndevices;
}

#define EXT_LIST(X)                                                           \
  X(cl_khr_byte_addressable_store, 1, 0, 0)                                   \
  X(cl_khr_fp64, 1, 0, 0)                                                     \
  X(cl_khr_global_int32_base_atomics, 1, 0, 0)                                \
  X(cl_khr_global_int32_extended_atomics, 1, 0, 0)                            \
  X(cl_khr_local_int32_base_atomics, 1, 0, 0)                                 \
  X(cl_khr_local_int32_extended_atomics, 1, 0, 0)                             \
  X(cl_khr_int64_base_atomics, 1, 0, 0)                                       \
  X(cl_khr_int64_extended_atomics, 1, 0, 0)                                   \
  X(cl_khr_3d_image_writes, 1, 0, 0)                                          \
  X(cl_khr_icd, 1, 0, 0)
#define EXT_NAME(n, a, b, c) #n " "
const char *ocl_extensions(void) { return EXT_LIST(EXT_NAME); }

#define FP_CONFIG                                                             \
  (CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST |                    \
   CL_FP_ROUND_TO_ZERO | CL_FP_ROUND_TO_INF | CL_FP_FMA)

static cl_int name_versions(const cl_name_version *v, size_t n,
                            size_t value_size, void *value, size_t *ret) {
  return ocl_info(v, n * sizeof *v, value_size, value, ret);
}

static cl_int device_info(cl_device_id d, cl_device_info param,
                          size_t value_size, void *value, size_t *ret) {
  size_t mem = rt_device_memory_capacity();
  switch (param) {
  case CL_DEVICE_TYPE:
    return OCL_INFO(cl_device_type, device_type());
  case CL_DEVICE_VENDOR_ID:
    return OCL_INFO(cl_uint, 0x10002); /* a Khronos-free vendor id */
  case CL_DEVICE_MAX_COMPUTE_UNITS:
    return OCL_INFO(cl_uint, (cl_uint)rt_num_cpus());
  case CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS:
    return OCL_INFO(cl_uint, 3);
  case CL_DEVICE_MAX_WORK_ITEM_SIZES: {
    size_t s[3] = {1024, 1024, 64};
    return ocl_info(s, sizeof s, value_size, value, ret);
  }
  case CL_DEVICE_MAX_WORK_GROUP_SIZE:
    return OCL_INFO(size_t, 1024);
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR:
    return OCL_INFO(cl_uint, 16);
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT:
    return OCL_INFO(cl_uint, 8);
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_INT:
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT:
    return OCL_INFO(cl_uint, 4);
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG:
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE:
    return OCL_INFO(cl_uint, 2);
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF:
    return OCL_INFO(cl_uint, 0);
  case CL_DEVICE_MAX_CLOCK_FREQUENCY:
    return OCL_INFO(cl_uint, 1000);
  case CL_DEVICE_ADDRESS_BITS:
    return OCL_INFO(cl_uint, 64);
  case CL_DEVICE_MAX_READ_IMAGE_ARGS:
    return OCL_INFO(cl_uint, 128);
  case CL_DEVICE_MAX_WRITE_IMAGE_ARGS:
    return OCL_INFO(cl_uint, 64);
  case CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS:
    return OCL_INFO(cl_uint, 0);
  case CL_DEVICE_MAX_SAMPLERS:
    return OCL_INFO(cl_uint, 16);
  case CL_DEVICE_MAX_MEM_ALLOC_SIZE: {
    cl_ulong m = mem / 4;
    return OCL_INFO(cl_ulong, m < (128u << 20) ? (128u << 20) : m);
  }
  case CL_DEVICE_IMAGE2D_MAX_WIDTH: /* as clCreateImage checks (image.c) */
  case CL_DEVICE_IMAGE2D_MAX_HEIGHT:
    return OCL_INFO(size_t, 16384);
  case CL_DEVICE_IMAGE3D_MAX_WIDTH:
  case CL_DEVICE_IMAGE3D_MAX_HEIGHT:
  case CL_DEVICE_IMAGE3D_MAX_DEPTH:
  case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE:
    return OCL_INFO(size_t, 2048);
  case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
    return OCL_INFO(size_t, 64u << 20);
  case CL_DEVICE_IMAGE_SUPPORT:
    return OCL_INFO(cl_bool, CL_TRUE);
  case CL_DEVICE_MAX_PARAMETER_SIZE:
    return OCL_INFO(size_t, 4096);
  case CL_DEVICE_MEM_BASE_ADDR_ALIGN:
    return OCL_INFO(cl_uint, 1024);
  case CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE:
    return OCL_INFO(cl_uint, 128);
  case CL_DEVICE_SINGLE_FP_CONFIG:
    return OCL_INFO(cl_device_fp_config,
                    FP_CONFIG | CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT);
  case CL_DEVICE_DOUBLE_FP_CONFIG:
    return OCL_INFO(cl_device_fp_config, FP_CONFIG);
  case CL_DEVICE_HALF_FP_CONFIG:
    return OCL_INFO(cl_device_fp_config, 0);
  case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE:
    return OCL_INFO(cl_device_mem_cache_type, CL_READ_WRITE_CACHE);
  case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE:
    return OCL_INFO(cl_uint, 64);
  case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE:
    return OCL_INFO(cl_ulong, 1u << 20);
  case CL_DEVICE_GLOBAL_MEM_SIZE:
    return OCL_INFO(cl_ulong, mem);
  case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE:
    return OCL_INFO(cl_ulong, 64 << 10);
  case CL_DEVICE_MAX_CONSTANT_ARGS:
    return OCL_INFO(cl_uint, 8);
  case CL_DEVICE_LOCAL_MEM_TYPE:
    return OCL_INFO(cl_device_local_mem_type, CL_GLOBAL);
  case CL_DEVICE_LOCAL_MEM_SIZE:
    return OCL_INFO(cl_ulong, 64 << 10);
  case CL_DEVICE_ERROR_CORRECTION_SUPPORT:
    return OCL_INFO(cl_bool, CL_FALSE);
  case CL_DEVICE_HOST_UNIFIED_MEMORY:
    return OCL_INFO(cl_bool, CL_TRUE);
  case CL_DEVICE_PROFILING_TIMER_RESOLUTION:
    return OCL_INFO(size_t, 1);
  case CL_DEVICE_ENDIAN_LITTLE:
  case CL_DEVICE_AVAILABLE:
  case CL_DEVICE_COMPILER_AVAILABLE:
  case CL_DEVICE_LINKER_AVAILABLE:
  case CL_DEVICE_PREFERRED_INTEROP_USER_SYNC:
    return OCL_INFO(cl_bool, CL_TRUE);
  case CL_DEVICE_EXECUTION_CAPABILITIES:
    return OCL_INFO(cl_device_exec_capabilities,
                    CL_EXEC_KERNEL | CL_EXEC_NATIVE_KERNEL);
  case CL_DEVICE_QUEUE_PROPERTIES: /* = CL_DEVICE_QUEUE_ON_HOST_PROPERTIES */
    return OCL_INFO(cl_command_queue_properties,
                    CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE |
                        CL_QUEUE_PROFILING_ENABLE);
  case CL_DEVICE_NAME: {
    char name[96];
    snprintf(name, sizeof name, "cucc CPU device %d", d->index);
    return ocl_info_str(name, value_size, value, ret);
  }
  case CL_DEVICE_VENDOR:
    return ocl_info_str("The cucc project", value_size, value, ret);
  case CL_DRIVER_VERSION:
    return ocl_info_str(CUCC_VERSION, value_size, value, ret);
  case CL_DEVICE_PROFILE:
    return ocl_info_str("FULL_PROFILE", value_size, value, ret);
  case CL_DEVICE_VERSION:
    return ocl_info_str("OpenCL 3.0 cucc " CUCC_VERSION, value_size, value, ret);
  case CL_DEVICE_OPENCL_C_VERSION:
    return ocl_info_str("OpenCL C 1.2 cucc", value_size, value, ret);
  case CL_DEVICE_EXTENSIONS:
    return ocl_info_str(ocl_extensions(), value_size, value, ret);
  case CL_DEVICE_PLATFORM:
    return OCL_INFO(cl_platform_id, &ocl_platform);
  case CL_DEVICE_BUILT_IN_KERNELS:
  case CL_DEVICE_IL_VERSION:
    return ocl_info_str("", value_size, value, ret);
  case CL_DEVICE_PRINTF_BUFFER_SIZE:
    return OCL_INFO(size_t, 1 << 20);
  case CL_DEVICE_PARENT_DEVICE:
    return OCL_INFO(cl_device_id, NULL);
  case CL_DEVICE_PARTITION_MAX_SUB_DEVICES:
    return OCL_INFO(cl_uint, 0);
  case CL_DEVICE_PARTITION_PROPERTIES:
    return OCL_INFO(cl_device_partition_property, 0);
  case CL_DEVICE_PARTITION_AFFINITY_DOMAIN:
    return OCL_INFO(cl_device_affinity_domain, 0);
  case CL_DEVICE_PARTITION_TYPE:
    return ocl_info(NULL, 0, value_size, value, ret);
  case CL_DEVICE_REFERENCE_COUNT:
    return OCL_INFO(cl_uint, 1);
  /* OpenCL 3.0 */
  case CL_DEVICE_NUMERIC_VERSION:
    return OCL_INFO(cl_version, CL_MAKE_VERSION(3, 0, 0));
  case CL_DEVICE_EXTENSIONS_WITH_VERSION: {
#define EXT_NV(n, a, b, c) {CL_MAKE_VERSION(a, b, c), #n},
    static const cl_name_version v[] = {EXT_LIST(EXT_NV)};
    return name_versions(v, sizeof v / sizeof *v, value_size, value, ret);
  }
  case CL_DEVICE_ILS_WITH_VERSION:
  case CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION:
    return ocl_info(NULL, 0, value_size, value, ret);
  case CL_DEVICE_OPENCL_C_ALL_VERSIONS: {
    static const cl_name_version v[] = {{CL_MAKE_VERSION(1, 0, 0), "OpenCL C"},
                                        {CL_MAKE_VERSION(1, 1, 0), "OpenCL C"},
                                        {CL_MAKE_VERSION(1, 2, 0), "OpenCL C"},
                                        {CL_MAKE_VERSION(3, 0, 0), "OpenCL C"}};
    return name_versions(v, 4, value_size, value, ret);
  }
  case CL_DEVICE_OPENCL_C_FEATURES: {
    static const cl_name_version v[] = {
        {CL_MAKE_VERSION(3, 0, 0), "__opencl_c_fp64"},
        {CL_MAKE_VERSION(3, 0, 0), "__opencl_c_int64"},
        {CL_MAKE_VERSION(3, 0, 0), "__opencl_c_images"},
        {CL_MAKE_VERSION(3, 0, 0), "__opencl_c_3d_image_writes"}};
    return name_versions(v, 4, value_size, value, ret);
  }
  case CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES:
    return OCL_INFO(cl_device_atomic_capabilities,
                    CL_DEVICE_ATOMIC_ORDER_RELAXED |
                        CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP);
  case CL_DEVICE_ATOMIC_FENCE_CAPABILITIES:
    return OCL_INFO(cl_device_atomic_capabilities,
                    CL_DEVICE_ATOMIC_ORDER_RELAXED |
                        CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                        CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP);
  case CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT:
  case CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT:
  case CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT:
  case CL_DEVICE_PIPE_SUPPORT:
  case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS:
    return OCL_INFO(cl_bool, CL_FALSE);
  case CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return OCL_INFO(size_t, 1);
  case CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES:
    return OCL_INFO(cl_device_device_enqueue_capabilities, 0);
  case CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED:
    return ocl_info_str("v0000-01-01-00", value_size, value, ret);
  case CL_DEVICE_SVM_CAPABILITIES:
    return OCL_INFO(cl_device_svm_capabilities, 0);
  case CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES:
    return OCL_INFO(cl_command_queue_properties, 0);
  case CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE:
  case CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE:
    return OCL_INFO(size_t, 0);
  case CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE:
  case CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE:
  case CL_DEVICE_MAX_ON_DEVICE_QUEUES:
  case CL_DEVICE_MAX_ON_DEVICE_EVENTS:
  case CL_DEVICE_MAX_PIPE_ARGS:
  case CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS:
  case CL_DEVICE_PIPE_MAX_PACKET_SIZE:
  case CL_DEVICE_MAX_NUM_SUB_GROUPS:
  case CL_DEVICE_IMAGE_PITCH_ALIGNMENT:
  case CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT:
  case CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT:
  case CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT:
  case CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT:
    return OCL_INFO(cl_uint, 0);
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clGetDeviceInfo(cl_device_id d, cl_device_info param,
                               size_t value_size, void *value, size_t *ret) {
  if (!valid_device(d))
    return CL_INVALID_DEVICE;
  return device_info(d, param, value_size, value, ret);
}

OCL_API cl_int clGetDeviceIDs(cl_platform_id p, cl_device_type type,
                              cl_uint n, cl_device_id *out, cl_uint *count) {
  if (p && p != &ocl_platform)
    return CL_INVALID_PLATFORM;
  const cl_device_type known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU |
                               CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR |
                               CL_DEVICE_TYPE_CUSTOM;
  if (type != CL_DEVICE_TYPE_ALL && (!type || (type & ~known)))
    return CL_INVALID_DEVICE_TYPE;
  if ((!out && !count) || (out && !n))
    return CL_INVALID_VALUE;
  cl_uint have = 0;
  if (type & (device_type() | CL_DEVICE_TYPE_DEFAULT))
    have = type == CL_DEVICE_TYPE_DEFAULT ? 1 : ocl_device_count();
  if (!have)
    return CL_DEVICE_NOT_FOUND;
  for (cl_uint i = 0; out && i < have && i < n; i++)
    out[i] = ocl_device(i);
  if (count)
    *count = have;
  return CL_SUCCESS;
}

OCL_API cl_int clRetainDevice(cl_device_id d) {
  return valid_device(d) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

OCL_API cl_int clReleaseDevice(cl_device_id d) {
  return valid_device(d) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

OCL_API cl_int clCreateSubDevices(cl_device_id d,
                                  const cl_device_partition_property *props,
                                  cl_uint n, cl_device_id *out,
                                  cl_uint *count) {
  (void)props;
  (void)n;
  (void)out;
  (void)count;
  /* no partition type is supported (CL_DEVICE_PARTITION_PROPERTIES) */
  return valid_device(d) ? CL_INVALID_VALUE : CL_INVALID_DEVICE;
}

OCL_API cl_int clGetDeviceAndHostTimer(cl_device_id d, cl_ulong *dev,
                                       cl_ulong *host) {
  if (!valid_device(d))
    return CL_INVALID_DEVICE;
  if (!dev || !host)
    return CL_INVALID_VALUE;
  *dev = *host = ocl_now_ns();
  return CL_SUCCESS;
}

OCL_API cl_int clGetHostTimer(cl_device_id d, cl_ulong *host) {
  if (!valid_device(d))
    return CL_INVALID_DEVICE;
  if (!host)
    return CL_INVALID_VALUE;
  *host = ocl_now_ns();
  return CL_SUCCESS;
}
