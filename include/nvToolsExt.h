/* cucc: NVTX v3 (NVIDIA's nvToolsExt.h): markers, ranges (start/end and
 * push/pop), names of categories and OS threads, domains and registered
 * strings. Nothing is recorded unless a tool installs a hook: every
 * function is inline and tests one global function pointer,
 * __cucc_nvtx_hook, which libcudart defines (null) and a profiler sets; a
 * program not linked with libcudart sees it null (a weak reference). The
 * hook gets the operation, the domain (null for the default one) and the
 * event attributes (the A/W functions pass attributes whose message is the
 * string), or the range id for nvtxRangeEnd; what it returns is what the
 * push/pop/start functions return. Without a hook, as NVIDIA's NVTX without
 * a tool: push and pop return NVTX_NO_PUSH_POP_TRACKING (-2), start returns
 * 0 and the handle functions return null. Plain C and C++. */
#ifndef NVTOOLSEXT_V3
#define NVTOOLSEXT_V3
#define NVTX_VERSION 3

#include <stddef.h>
#include <stdint.h>

#if defined(__cplusplus)
extern "C" {
#endif

#define NVTX_SUCCESS 0
#define NVTX_FAIL 1
#define NVTX_ERR_INIT_LOAD_PROPERTY 2
#define NVTX_ERR_INIT_ACCESS_LIBRARY 3
#define NVTX_ERR_INIT_LOAD_LIBRARY 4
#define NVTX_ERR_INIT_MISSING_LIBRARY_ENTRY_POINT 5
#define NVTX_ERR_INIT_FAILED_LIBRARY_ENTRY_POINT 6
#define NVTX_ERR_NO_INJECTION_LIBRARY_AVAILABLE 7
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)

typedef enum nvtxColorType_t {
  NVTX_COLOR_UNKNOWN = 0,
  NVTX_COLOR_ARGB = 1
} nvtxColorType_t;

typedef enum nvtxMessageType_t {
  NVTX_MESSAGE_UNKNOWN = 0,
  NVTX_MESSAGE_TYPE_ASCII = 1,
  NVTX_MESSAGE_TYPE_UNICODE = 2,
  NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;

typedef enum nvtxPayloadType_t {
  NVTX_PAYLOAD_UNKNOWN = 0,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
  NVTX_PAYLOAD_TYPE_INT64 = 2,
  NVTX_PAYLOAD_TYPE_DOUBLE = 3,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  NVTX_PAYLOAD_TYPE_INT32 = 5,
  NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;

typedef struct nvtxDomainRegistration_st nvtxDomainRegistration;
typedef struct nvtxDomainRegistration_st *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st nvtxStringRegistration;
typedef struct nvtxStringRegistration_st *nvtxStringHandle_t;
typedef uint64_t nvtxRangeId_t;

typedef union nvtxMessageValue_t {
  const char *ascii;
  const wchar_t *unicode;
  nvtxStringHandle_t registered;
} nvtxMessageValue_t;

typedef struct nvtxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType;
  int32_t reserved0;
  union payload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxEventAttributes_v2;
typedef struct nvtxEventAttributes_v2 nvtxEventAttributes_t;

#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

typedef enum nvtxResourceGenericType_t {
  NVTX_RESOURCE_TYPE_UNKNOWN = 0,
  NVTX_RESOURCE_TYPE_GENERIC_POINTER = 65537,
  NVTX_RESOURCE_TYPE_GENERIC_HANDLE = 65538,
  NVTX_RESOURCE_TYPE_GENERIC_THREAD_NATIVE = 65539,
  NVTX_RESOURCE_TYPE_GENERIC_THREAD_POSIX = 65540
} nvtxResourceGenericType_t;

/* ---- the hook (cucc) ---- */
enum __cucc_nvtx_op {
  __CUCC_NVTX_MARK = 1,
  __CUCC_NVTX_RANGE_START,
  __CUCC_NVTX_RANGE_END,
  __CUCC_NVTX_RANGE_PUSH,
  __CUCC_NVTX_RANGE_POP,
  __CUCC_NVTX_NAME_CATEGORY, /* id: the category */
  __CUCC_NVTX_NAME_OS_THREAD, /* id: the thread */
  __CUCC_NVTX_DOMAIN_CREATE,
  __CUCC_NVTX_DOMAIN_DESTROY,
  __CUCC_NVTX_REGISTER_STRING,
  __CUCC_NVTX_INITIALIZE
};
typedef int64_t (*__cucc_nvtx_hook_t)(int __op, nvtxDomainHandle_t __domain,
                                      const nvtxEventAttributes_t *__attr,
                                      uint64_t __id);
extern __cucc_nvtx_hook_t __cucc_nvtx_hook __attribute__((weak));

static __inline__ int64_t __cucc_nvtx(int __op, nvtxDomainHandle_t __domain,
                                      const nvtxEventAttributes_t *__attr,
                                      uint64_t __id, int64_t __none) {
  __cucc_nvtx_hook_t __h = &__cucc_nvtx_hook ? __cucc_nvtx_hook : 0;
  return __h ? __h(__op, __domain, __attr, __id) : __none;
}
static __inline__ nvtxEventAttributes_t __cucc_nvtx_msg(int __type,
                                                        const void *__m) {
  nvtxEventAttributes_t __a;
  __builtin_memset(&__a, 0, sizeof __a);
  __a.version = NVTX_VERSION;
  __a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  __a.messageType = __type;
  if (__type == NVTX_MESSAGE_TYPE_UNICODE)
    __a.message.unicode = (const wchar_t *)__m;
  else
    __a.message.ascii = (const char *)__m;
  return __a;
}
#define __CUCC_NVTX_A(op, s, id, none)                                         \
  if (!(&__cucc_nvtx_hook && __cucc_nvtx_hook))                                \
    return none;                                                               \
  nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_ASCII, s);     \
  return __cucc_nvtx(op, 0, &__a, id, none)
#define __CUCC_NVTX_W(op, s, id, none)                                         \
  if (!(&__cucc_nvtx_hook && __cucc_nvtx_hook))                                \
    return none;                                                               \
  nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_UNICODE, s);   \
  return __cucc_nvtx(op, 0, &__a, id, none)

/* ---- markers and ranges ---- */
static __inline__ void nvtxMarkEx(const nvtxEventAttributes_t *__eventAttrib) {
  (void)__cucc_nvtx(__CUCC_NVTX_MARK, 0, __eventAttrib, 0, 0);
}
static __inline__ void nvtxMarkA(const char *__message) {
  if (&__cucc_nvtx_hook && __cucc_nvtx_hook) {
    nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_ASCII, __message);
    (void)__cucc_nvtx(__CUCC_NVTX_MARK, 0, &__a, 0, 0);
  }
}
static __inline__ void nvtxMarkW(const wchar_t *__message) {
  if (&__cucc_nvtx_hook && __cucc_nvtx_hook) {
    nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_UNICODE, __message);
    (void)__cucc_nvtx(__CUCC_NVTX_MARK, 0, &__a, 0, 0);
  }
}
static __inline__ nvtxRangeId_t
nvtxRangeStartEx(const nvtxEventAttributes_t *__eventAttrib) {
  return (nvtxRangeId_t)__cucc_nvtx(__CUCC_NVTX_RANGE_START, 0, __eventAttrib, 0, 0);
}
static __inline__ nvtxRangeId_t nvtxRangeStartA(const char *__message) {
  __CUCC_NVTX_A(__CUCC_NVTX_RANGE_START, __message, 0, 0);
}
static __inline__ nvtxRangeId_t nvtxRangeStartW(const wchar_t *__message) {
  __CUCC_NVTX_W(__CUCC_NVTX_RANGE_START, __message, 0, 0);
}
static __inline__ void nvtxRangeEnd(nvtxRangeId_t __cucc_id) {
  (void)__cucc_nvtx(__CUCC_NVTX_RANGE_END, 0, 0, __cucc_id, 0);
}
static __inline__ int nvtxRangePushEx(const nvtxEventAttributes_t *__eventAttrib) {
  return (int)__cucc_nvtx(__CUCC_NVTX_RANGE_PUSH, 0, __eventAttrib, 0,
                          NVTX_NO_PUSH_POP_TRACKING);
}
static __inline__ int nvtxRangePushA(const char *__message) {
  __CUCC_NVTX_A(__CUCC_NVTX_RANGE_PUSH, __message, 0, NVTX_NO_PUSH_POP_TRACKING);
}
static __inline__ int nvtxRangePushW(const wchar_t *__message) {
  __CUCC_NVTX_W(__CUCC_NVTX_RANGE_PUSH, __message, 0, NVTX_NO_PUSH_POP_TRACKING);
}
static __inline__ int nvtxRangePop(void) {
  return (int)__cucc_nvtx(__CUCC_NVTX_RANGE_POP, 0, 0, 0,
                          NVTX_NO_PUSH_POP_TRACKING);
}

/* ---- names ---- */
static __inline__ void nvtxNameCategoryA(uint32_t __category, const char *__cucc_name) {
  if (&__cucc_nvtx_hook && __cucc_nvtx_hook) {
    nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_ASCII, __cucc_name);
    (void)__cucc_nvtx(__CUCC_NVTX_NAME_CATEGORY, 0, &__a, __category, 0);
  }
}
static __inline__ void nvtxNameCategoryW(uint32_t __category, const wchar_t *__cucc_name) {
  if (&__cucc_nvtx_hook && __cucc_nvtx_hook) {
    nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_UNICODE, __cucc_name);
    (void)__cucc_nvtx(__CUCC_NVTX_NAME_CATEGORY, 0, &__a, __category, 0);
  }
}
static __inline__ void nvtxNameOsThreadA(uint32_t __threadId, const char *__cucc_name) {
  if (&__cucc_nvtx_hook && __cucc_nvtx_hook) {
    nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_ASCII, __cucc_name);
    (void)__cucc_nvtx(__CUCC_NVTX_NAME_OS_THREAD, 0, &__a, __threadId, 0);
  }
}
static __inline__ void nvtxNameOsThreadW(uint32_t __threadId, const wchar_t *__cucc_name) {
  if (&__cucc_nvtx_hook && __cucc_nvtx_hook) {
    nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_UNICODE, __cucc_name);
    (void)__cucc_nvtx(__CUCC_NVTX_NAME_OS_THREAD, 0, &__a, __threadId, 0);
  }
}

/* ---- domains and registered strings ---- */
static __inline__ nvtxDomainHandle_t nvtxDomainCreateA(const char *__cucc_name) {
  if (!(&__cucc_nvtx_hook && __cucc_nvtx_hook))
    return 0;
  nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_ASCII, __cucc_name);
  return (nvtxDomainHandle_t)(intptr_t)__cucc_nvtx(__CUCC_NVTX_DOMAIN_CREATE, 0,
                                                   &__a, 0, 0);
}
static __inline__ nvtxDomainHandle_t nvtxDomainCreateW(const wchar_t *__cucc_name) {
  if (!(&__cucc_nvtx_hook && __cucc_nvtx_hook))
    return 0;
  nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_UNICODE, __cucc_name);
  return (nvtxDomainHandle_t)(intptr_t)__cucc_nvtx(__CUCC_NVTX_DOMAIN_CREATE, 0,
                                                   &__a, 0, 0);
}
static __inline__ void nvtxDomainDestroy(nvtxDomainHandle_t __cucc_domain) {
  (void)__cucc_nvtx(__CUCC_NVTX_DOMAIN_DESTROY, __cucc_domain, 0, 0, 0);
}
static __inline__ nvtxStringHandle_t
nvtxDomainRegisterStringA(nvtxDomainHandle_t __cucc_domain, const char *__string) {
  if (!(&__cucc_nvtx_hook && __cucc_nvtx_hook))
    return 0;
  nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_ASCII, __string);
  return (nvtxStringHandle_t)(intptr_t)__cucc_nvtx(__CUCC_NVTX_REGISTER_STRING,
                                                   __cucc_domain, &__a, 0, 0);
}
static __inline__ nvtxStringHandle_t
nvtxDomainRegisterStringW(nvtxDomainHandle_t __cucc_domain, const wchar_t *__string) {
  if (!(&__cucc_nvtx_hook && __cucc_nvtx_hook))
    return 0;
  nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_UNICODE, __string);
  return (nvtxStringHandle_t)(intptr_t)__cucc_nvtx(__CUCC_NVTX_REGISTER_STRING,
                                                   __cucc_domain, &__a, 0, 0);
}
static __inline__ void nvtxDomainMarkEx(nvtxDomainHandle_t __cucc_domain,
                                        const nvtxEventAttributes_t *__eventAttrib) {
  (void)__cucc_nvtx(__CUCC_NVTX_MARK, __cucc_domain, __eventAttrib, 0, 0);
}
static __inline__ nvtxRangeId_t
nvtxDomainRangeStartEx(nvtxDomainHandle_t __cucc_domain,
                       const nvtxEventAttributes_t *__eventAttrib) {
  return (nvtxRangeId_t)__cucc_nvtx(__CUCC_NVTX_RANGE_START, __cucc_domain,
                                    __eventAttrib, 0, 0);
}
static __inline__ void nvtxDomainRangeEnd(nvtxDomainHandle_t __cucc_domain,
                                          nvtxRangeId_t __cucc_id) {
  (void)__cucc_nvtx(__CUCC_NVTX_RANGE_END, __cucc_domain, 0, __cucc_id, 0);
}
static __inline__ int nvtxDomainRangePushEx(nvtxDomainHandle_t __cucc_domain,
                                            const nvtxEventAttributes_t *__eventAttrib) {
  return (int)__cucc_nvtx(__CUCC_NVTX_RANGE_PUSH, __cucc_domain, __eventAttrib, 0,
                          NVTX_NO_PUSH_POP_TRACKING);
}
static __inline__ int nvtxDomainRangePop(nvtxDomainHandle_t __cucc_domain) {
  return (int)__cucc_nvtx(__CUCC_NVTX_RANGE_POP, __cucc_domain, 0, 0,
                          NVTX_NO_PUSH_POP_TRACKING);
}
static __inline__ void nvtxDomainNameCategoryA(nvtxDomainHandle_t __cucc_domain,
                                               uint32_t __category,
                                               const char *__cucc_name) {
  if (&__cucc_nvtx_hook && __cucc_nvtx_hook) {
    nvtxEventAttributes_t __a = __cucc_nvtx_msg(NVTX_MESSAGE_TYPE_ASCII, __cucc_name);
    (void)__cucc_nvtx(__CUCC_NVTX_NAME_CATEGORY, __cucc_domain, &__a, __category, 0);
  }
}
static __inline__ void nvtxInitialize(const void *__reserved) {
  (void)__reserved;
  (void)__cucc_nvtx(__CUCC_NVTX_INITIALIZE, 0, 0, 0, 0);
}

#undef __CUCC_NVTX_A
#undef __CUCC_NVTX_W

#if defined(__cplusplus)
}
#endif

#endif /* NVTOOLSEXT_V3 */
