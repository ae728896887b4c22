/* cudaDeviceSetLimit / cudaDeviceGetLimit: CUDA 12's seven limits with the
 * defaults, rounding, minimums, maximums and errors CUDA 13 gives on an H100
 * (tests/reference/probe_devices.out; the device runtime's sync depth is
 * cudaErrorUnsupportedLimit there), and the effect of the three a CPU has:
 * the stack size sizes the fiber stacks of barrier kernels, the printf FIFO
 * bounds device printf output (printf.c), the malloc heap bounds device
 * malloc (device_heap.c). cudaDeviceReset restores the defaults. The limits
 * are shared by all devices. */

#include "fiber.h"
#include "internal.h"

#define STACK_DEFAULT 1024u          /* what a GPU reports */
#define STACK_LIMIT (512u * 1024u)   /* local memory per thread: below it */
#define STACK_ROUND 16u              /* CUDA rounds the size up to this */
#define STACK_HEADROOM (64u * 1024u) /* host code under a fiber (printf) */
#define FIFO_MIN (512u * 1024u)
#define PENDING_DEFAULT 2048u
#define PENDING_MIN 32u
#define L2_FETCH_DEFAULT 64u
#define L2_FETCH_MAX 128u
#define PERSISTING_L2_MAX (4u << 20) /* the device's l2CacheSize */
#define LIMIT_SHMEM_SIZE 7 /* the driver's CU_LIMIT_SHMEM_SIZE: read-only */
#define SHMEM_PER_BLOCK_OPTIN (48u * 1024u)

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static size_t stack_limit = STACK_DEFAULT;
static size_t fiber_base;   /* fiber stack size before any limit: 0 unknown */
static size_t fifo_default; /* printf.c's, saved before the first set */
static size_t pending_launches = PENDING_DEFAULT;
static size_t l2_fetch = L2_FETCH_DEFAULT;
static size_t persisting_l2;

/* Fiber stacks hold what the kernel's threads need plus room for the host
 * code they call; they never shrink below the default (or CUCC_STACK_SIZE). */
static void size_fibers(size_t limit) {
  if (!fiber_base)
    fiber_base = cucc_fiber_get_stack_size();
  size_t want = limit + STACK_HEADROOM;
  cucc_fiber_set_stack_size(want > fiber_base ? want : fiber_base);
}

void rt_limits_reset(void) {
  pthread_mutex_lock(&lock);
  stack_limit = STACK_DEFAULT;
  if (fiber_base)
    cucc_fiber_set_stack_size(fiber_base);
  if (fifo_default)
    rt_printf_set_fifo_size(fifo_default);
  pending_launches = PENDING_DEFAULT;
  l2_fetch = L2_FETCH_DEFAULT;
  persisting_l2 = 0;
  pthread_mutex_unlock(&lock);
}

RT_EXPORT cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value) {
  /* after a kernel failure: the context's sticky error (as on a GPU) */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&lock);
  switch ((int)limit) {
  case cudaLimitStackSize:
    if (value > STACK_LIMIT - STACK_ROUND) {
      e = cudaErrorInvalidValue;
      break;
    }
    stack_limit = (value + STACK_ROUND - 1) / STACK_ROUND * STACK_ROUND;
    size_fibers(stack_limit);
    break;
  case cudaLimitPrintfFifoSize:
    if (!fifo_default)
      fifo_default = rt_printf_fifo_size();
    rt_printf_set_fifo_size(value < FIFO_MIN ? FIFO_MIN : value);
    break;
  case cudaLimitMallocHeapSize: /* fixed once a kernel used the heap */
    e = rt_heap_set_limit(value);
    break;
  case cudaLimitDevRuntimeSyncDepth: /* CUDA 12's device runtime has none */
    e = cudaErrorUnsupportedLimit;
    break;
  case cudaLimitDevRuntimePendingLaunchCount:
    pending_launches = value < PENDING_MIN ? PENDING_MIN : value;
    break;
  case cudaLimitMaxL2FetchGranularity:
    if (value > L2_FETCH_MAX) {
      e = cudaErrorInvalidValue;
      break;
    }
    l2_fetch = value;
    break;
  case cudaLimitPersistingL2CacheSize:
    if (value > PERSISTING_L2_MAX) {
      e = cudaErrorInvalidValue;
      break;
    }
    persisting_l2 = value;
    break;
  case LIMIT_SHMEM_SIZE:
    e = cudaErrorNotPermitted;
    break;
  default:
    e = cudaErrorInvalidValue;
  }
  pthread_mutex_unlock(&lock);
  return e ? rt_error(e) : cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit) {
  /* after a kernel failure: the context's sticky error (as on a GPU) */
  cudaError_t st = rt_sticky();
  if (st)
    return rt_error(st);
  if (!value)
    return rt_error(cudaErrorInvalidValue);
  size_t v = 0;
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&lock);
  switch ((int)limit) {
  case cudaLimitStackSize: v = stack_limit; break;
  case cudaLimitPrintfFifoSize: v = rt_printf_fifo_size(); break;
  case cudaLimitMallocHeapSize: v = rt_heap_limit(); break;
  case cudaLimitDevRuntimeSyncDepth: e = cudaErrorUnsupportedLimit; break;
  case cudaLimitDevRuntimePendingLaunchCount: v = pending_launches; break;
  case cudaLimitMaxL2FetchGranularity: v = l2_fetch; break;
  case cudaLimitPersistingL2CacheSize: v = persisting_l2; break;
  case LIMIT_SHMEM_SIZE: v = SHMEM_PER_BLOCK_OPTIN; break;
  default: e = cudaErrorInvalidValue;
  }
  pthread_mutex_unlock(&lock);
  if (e)
    return rt_error(e);
  *value = v;
  return cudaSuccess;
}
