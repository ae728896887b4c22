/* Internal interfaces of libcudart: modules, the engine, errors, memory. */
#ifndef CUCC_RT_INTERNAL_H
#define CUCC_RT_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../common/cucc_abi.h"
#include <cuda_runtime_api.h>

#define RT_EXPORT __attribute__((visibility("default")))

/* ---- error.c ---- */
/* Records err as the calling thread's last error (unless success/not ready)
 * and returns it. */
cudaError_t rt_error(cudaError_t err);
/* Sticky error of the device (an asynchronous execution failure). */
void rt_set_sticky(cudaError_t err);
cudaError_t rt_sticky(void);
/* cudaDeviceReset: after a kernel failure, cudaErrorDevicesUnavailable for
 * good (as on a GPU); otherwise nothing to clear. */
void rt_sticky_on_reset(void);

/* ---- module.c ---- */
typedef struct rt_module {
  void *dl;
  const cucc_module_info *info;
  struct rt_module *next;
} rt_module;

typedef struct rt_function {
  const void *host_fn;
  const cucc_kernel_info *k;
} rt_function;

typedef struct rt_var {
  const void *host_var;
  void *dev_addr;
  size_t size;
  bool constant;
  void *init; /* initial contents, restored by cudaDeviceReset */
} rt_var;

const rt_function *rt_find_function(const void *host_fn);
const rt_var *rt_find_var(const void *host_var);
unsigned rt_module_arch(void);
void rt_vars_reset(void);
/* Whether p lies inside a registered __constant__ variable. */
bool rt_is_constant_var_addr(const void *p);

/* ---- engine.c ---- */
typedef struct rt_cmd {
  /* kernel launch */
  const cucc_kernel_info *k;
  cucc_dim3 grid, block;
  size_t dyn_smem;
  void **args;
  /* host command (k == NULL): run once by some worker */
  void (*fn)(void *arg);
  void *arg;
  uint64_t nblocks, chunk;
  _Atomic uint64_t next;
  _Atomic uint64_t done;
  _Atomic bool failed; /* a block faulted: skip the others */
  unsigned refs;        /* engine-private, under its lock */
  bool finished;
  struct rt_cmd *qnext;
} rt_cmd;

void rt_engine_init(void);
/* Takes ownership of cmd (freed when done), in submission order. */
void rt_engine_submit(rt_cmd *cmd);
/* Runs fn(copy of payload) once, in order with the other commands. */
void rt_engine_submit_host(void (*fn)(void *), const void *payload,
                           size_t size);
/* Nothing submitted is left to run. */
bool rt_engine_idle(void);
/* Waits until every submitted command has finished (the caller helps). */
void rt_engine_sync(void);
unsigned rt_engine_threads(void);
/* Whether p lies in the shared-memory buffer of this worker thread (that of
 * the block it runs). */
bool rt_engine_in_smem(const void *p);

/* ---- printf.c ---- */
extern const cucc_device_api rt_device_api;
void rt_printf_flush(void);
size_t rt_printf_fifo_size(void);
void rt_printf_set_fifo_size(size_t n);

/* ---- device.c ---- */
void rt_init(void); /* idempotent */
int rt_num_cpus(void);
int rt_device_current(void); /* the calling host thread's device */
int rt_device_count(void);   /* CUCC_DEVICE_COUNT, default 1 */

/* ---- streams.c: stream-ordered work ---- */
/* cudaSuccess for 0, cudaStreamLegacy, cudaStreamPerThread and live
 * streams; cudaErrorInvalidResourceHandle otherwise. */
cudaError_t rt_stream_check(cudaStream_t s);
/* Queues fn(copy of payload) in stream s: it runs on an engine thread after
 * the work queued before it in s (and whatever s must wait for by the
 * default-stream rules), asynchronously to the caller. Returns
 * cudaErrorInvalidResourceHandle for a bad stream. While s is being
 * captured into a graph, the call is recorded instead (see graph code). */
cudaError_t rt_stream_enqueue(cudaStream_t s, void (*fn)(void *),
                              const void *payload, size_t size);
/* Blocks until everything queued in s so far has finished (the caller
 * helps execute); for 0 / cudaStreamLegacy that includes the work the
 * legacy default stream waits for. Returns the sticky error if any. */
cudaError_t rt_stream_wait(cudaStream_t s);

/* ---- memory.c ---- */
bool rt_is_device_alloc(const void *p);
void rt_memory_reset(void);

/* ---- device_abort.c, device_heap.c, address_space.c: device services --- */
void rt_device_assert_fail(const char *expr, const char *file, unsigned line,
                           const char *func);
void rt_device_trap(const char *why);
void rt_device_brkpt(void);
void *rt_heap_malloc(size_t size);
void rt_heap_free(void *p);
size_t rt_heap_limit(void);
/* cudaErrorInvalidValue once the heap exists (a kernel used malloc/free) */
cudaError_t rt_heap_set_limit(size_t bytes);
void rt_heap_reset(void); /* cudaDeviceReset: frees the heap */
unsigned rt_space_of(const void *p); /* enum cucc_space */

#endif
