/* cucc: NVRTC, runtime compilation of CUDA C++ (libnvrtc, src/nvrtc/).
 * A program is compiled by cucc's own driver; its "PTX" is cucc's text
 * module (docs/DRIVER_API.md), which cuModuleLoadData* loads. Values match
 * NVIDIA's NVRTC of CUDA 12/13. */
#ifndef CUCC_NVRTC_H
#define CUCC_NVRTC_H
#define __NVRTC_H__

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  NVRTC_SUCCESS = 0,
  NVRTC_ERROR_OUT_OF_MEMORY = 1,
  NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  NVRTC_ERROR_INVALID_INPUT = 3,
  NVRTC_ERROR_INVALID_PROGRAM = 4,
  NVRTC_ERROR_INVALID_OPTION = 5,
  NVRTC_ERROR_COMPILATION = 6,
  NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  NVRTC_ERROR_INTERNAL_ERROR = 11,
  NVRTC_ERROR_TIME_FILE_WRITE_FAILED = 12,
  NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED = 13,
  NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED = 14,
  NVRTC_ERROR_PCH_CREATE = 15,
  NVRTC_ERROR_CANCELLED = 16,
  NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED = 17
} nvrtcResult;

typedef struct _nvrtcProgram *nvrtcProgram;

const char *nvrtcGetErrorString(nvrtcResult __result);
nvrtcResult nvrtcVersion(int *__major, int *__minor);
nvrtcResult nvrtcGetNumSupportedArchs(int *__numArchs);
nvrtcResult nvrtcGetSupportedArchs(int *__supportedArchs);
nvrtcResult nvrtcCreateProgram(nvrtcProgram *__prog, const char *__src,
                               const char *__name, int __numHeaders,
                               const char *const *__headers,
                               const char *const *__includeNames);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *__prog);
nvrtcResult nvrtcCompileProgram(nvrtcProgram __prog, int __numOptions,
                                const char *const *__options);
nvrtcResult nvrtcGetPTXSize(nvrtcProgram __prog, size_t *__ptxSizeRet);
nvrtcResult nvrtcGetPTX(nvrtcProgram __prog, char *__ptx);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram __prog, size_t *__cubinSizeRet);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram __prog, char *__cubin);
nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram __prog, size_t *__LTOIRSizeRet);
nvrtcResult nvrtcGetLTOIR(nvrtcProgram __prog, char *__LTOIR);
nvrtcResult nvrtcGetOptiXIRSize(nvrtcProgram __prog, size_t *__optixirSizeRet);
nvrtcResult nvrtcGetOptiXIR(nvrtcProgram __prog, char *__optixir);
nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram __prog, size_t *__logSizeRet);
nvrtcResult nvrtcGetProgramLog(nvrtcProgram __prog, char *__log);
nvrtcResult nvrtcAddNameExpression(nvrtcProgram __prog,
                                   const char *const __name_expression);
nvrtcResult nvrtcGetLoweredName(nvrtcProgram __prog,
                                const char *const __name_expression,
                                const char **__lowered_name);
/* deprecated names of CUDA 11 */
nvrtcResult nvrtcGetNVVMSize(nvrtcProgram __prog, size_t *__nvvmSizeRet);
nvrtcResult nvrtcGetNVVM(nvrtcProgram __prog, char *__nvvm);

#ifdef __cplusplus
}
#endif

#endif /* CUCC_NVRTC_H */
