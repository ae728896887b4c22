/* The cucc platform: clGetPlatformIDs, clGetPlatformInfo and the ICD entry
 * clIcdGetPlatformIDsKHR. */
#include <string.h>

#include "ocl.h"

struct _cl_platform_id ocl_platform = {&ocl_dispatch, OCL_PLATFORM, 1};

#define PLATFORM_EXTENSIONS "cl_khr_icd"

static cl_int get_ids(cl_uint n, cl_platform_id *out, cl_uint *count) {
  if ((!out && !count) || (out && !n))
    return CL_INVALID_VALUE;
  if (out)
    out[0] = &ocl_platform;
  if (count)
    *count = 1;
  return CL_SUCCESS;
}

OCL_API cl_int clIcdGetPlatformIDsKHR(cl_uint n, cl_platform_id *out,
                                      cl_uint *count) {
  return get_ids(n, out, count);
}

OCL_API cl_int clGetPlatformIDs(cl_uint n, cl_platform_id *out,
                                cl_uint *count) {
  return get_ids(n, out, count);
}

OCL_API cl_int clGetPlatformInfo(cl_platform_id p, cl_platform_info param,
                                 size_t value_size, void *value, size_t *ret) {
  if (p && p != &ocl_platform)
    return CL_INVALID_PLATFORM;
  switch (param) {
  case CL_PLATFORM_PROFILE:
    return ocl_info_str("FULL_PROFILE", value_size, value, ret);
  case CL_PLATFORM_VERSION:
    return ocl_info_str("OpenCL 3.0 cucc " CUCC_VERSION, value_size, value, ret);
  case CL_PLATFORM_NUMERIC_VERSION:
    return OCL_INFO(cl_version, CL_MAKE_VERSION(3, 0, 0));
  case CL_PLATFORM_NAME:
    return ocl_info_str("cucc", value_size, value, ret);
  case CL_PLATFORM_VENDOR:
    return ocl_info_str("The cucc project", value_size, value, ret);
  case CL_PLATFORM_EXTENSIONS:
    return ocl_info_str(PLATFORM_EXTENSIONS, value_size, value, ret);
  case CL_PLATFORM_EXTENSIONS_WITH_VERSION: {
    cl_name_version v = {CL_MAKE_VERSION(1, 0, 0), "cl_khr_icd"};
    return ocl_info(&v, sizeof v, value_size, value, ret);
  }
  case CL_PLATFORM_HOST_TIMER_RESOLUTION: /* ns: CLOCK_MONOTONIC */
    return OCL_INFO(cl_ulong, 1);
  case CL_PLATFORM_ICD_SUFFIX_KHR:
    return ocl_info_str("cucc", value_size, value, ret);
  default:
    return CL_INVALID_VALUE;
  }
}

OCL_API cl_int clUnloadCompiler(void) { return CL_SUCCESS; }

OCL_API cl_int clUnloadPlatformCompiler(cl_platform_id p) {
  return p == &ocl_platform ? CL_SUCCESS : CL_INVALID_PLATFORM;
}
