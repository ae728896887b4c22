/* Contexts, shared by the runtime API and the driver API: one primary
 * context per device (the runtime's), contexts created by cuCtxCreate, and
 * each host thread's context stack. The runtime's current device is the
 * device of the thread's current context. */
#ifndef CUCC_CORE_CONTEXT_H
#define CUCC_CORE_CONTEXT_H

#include <stdbool.h>
#include <stdint.h>

typedef struct CUctx_st {
  uint32_t magic; /* CORE_CTX_MAGIC while alive */
  int device;
  unsigned flags;
  bool primary;
  int retained;   /* primary contexts: cuDevicePrimaryCtxRetain count */
  bool rt_bound;  /* primary contexts: the runtime has used it */
  unsigned long long id;
  struct CUctx_st *next; /* live created contexts */
} core_ctx;

#define CORE_CTX_MAGIC 0x43747843u
#define CORE_CTX_STACK_MAX 256

/* Once per process: the engine (no context made current). */
void core_init(void);
/* The primary context of a valid device. */
core_ctx *core_ctx_primary(int device);
/* Whether c is a live context (primary or created). */
bool core_ctx_valid(const core_ctx *c);
/* The calling thread's current context: the top of its stack, or, once
 * the runtime API has been used, the primary context of its device; NULL
 * if none. */
core_ctx *core_ctx_current(void);
/* Context stack operations (c valid or NULL for set). false: stack full. */
bool core_ctx_push(core_ctx *c);
core_ctx *core_ctx_pop(void);
void core_ctx_set(core_ctx *c);
/* A new context on device, pushed on the calling thread's stack. */
core_ctx *core_ctx_create(int device, unsigned flags);
/* Removes c from every place this thread knows it and frees it. */
void core_ctx_destroy(core_ctx *c);
/* The runtime: cudaSetDevice (the thread's current context becomes the
 * device's primary one) and the first use of the runtime (rt_init). */
void core_ctx_runtime_set_device(int device);
void core_ctx_runtime_used(void);

#endif
