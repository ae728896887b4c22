/* Where an address lies, for the device's __isGlobal/__isShared/
 * __isConstant/__isLocal: shared = the shared-memory buffer of the block
 * running on this worker; local = a stack of this OS thread (its fibers'
 * stacks, or its own stack for kernels without barriers: every CUDA
 * thread's locals and alloca live there); constant = inside a __constant__
 * variable registered by the host (addresses the program computes beyond a
 * variable's end do not count); global = everything else (cudaMalloc and
 * device-heap memory, __device__ variables, host memory). */
#include <pthread.h>

#include "fiber.h"
#include "internal.h"

/* This OS thread's own stack, found once. */
static _Thread_local const char *stack_lo, *stack_hi;
static _Thread_local bool stack_known;

static bool on_thread_stack(const void *p) {
  if (!stack_known) {
    stack_known = true;
    pthread_attr_t a;
    if (pthread_getattr_np(pthread_self(), &a) == 0) {
      void *addr;
      size_t size;
      if (pthread_attr_getstack(&a, &addr, &size) == 0) {
        stack_lo = addr;
        stack_hi = (const char *)addr + size;
      }
      pthread_attr_destroy(&a);
    }
  }
  return (const char *)p >= stack_lo && (const char *)p < stack_hi;
}

unsigned rt_space_of(const void *p) {
  if (rt_engine_in_smem(p))
    return CUCC_SPACE_SHARED;
  if (cucc_fiber_stack_contains(p) || on_thread_stack(p))
    return CUCC_SPACE_LOCAL;
  if (rt_is_constant_var_addr(p))
    return CUCC_SPACE_CONSTANT;
  return CUCC_SPACE_GLOBAL;
}
