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
/* While > 0 on a thread, rt_error records nothing: the driver API calls the
 * runtime's entry points without touching the runtime's last error. */
extern _Thread_local int rt_quiet;
/* Sticky error of the device (an asynchronous execution failure). */
void rt_set_sticky(cudaError_t err);
cudaError_t rt_sticky(void);
/* cudaDeviceReset: after a kernel failure, cudaErrorDevicesUnavailable for
 * good (as on a GPU); otherwise nothing to clear. */
void rt_sticky_on_reset(void);

/* ---- module.c ---- */
/* The registration ABI's entry for an embedded image (also called for the
 * image of a device link, src/runtime/linked_image.c). */
void **__cudaRegisterFatBinary(void *fatCubin);
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
/* Loads blob h's image for this CPU into m (dl, info); NULL, or why not. */
const char *rt_module_load_image(rt_module *m, const cucc_image_header *h);
/* Adds m to / removes it from the loaded modules (rt_module_each_kernel). */
void rt_module_add(rt_module *m);
void rt_module_remove(rt_module *m);
/* Makes handle a function pointer of kernel k for every call that takes
 * one (cudaLaunchKernel, cudaFuncGetAttributes...): the driver API's
 * CUfunction handles (src/libcuda). Unregistered when its module unloads. */
bool rt_function_register(const void *handle, const cucc_kernel_info *k);
void rt_function_unregister(const void *handle);
/* image_select.c: the shared object of the blob h to load on this CPU
 * (*size bytes), or NULL after a message on stderr */
const void *rt_image_select(const cucc_image_header *h, size_t *size);
const rt_var *rt_find_var(const void *host_var);
unsigned rt_module_arch(void);
void rt_vars_reset(void);
/* Whether p lies inside a registered __constant__ variable. */
bool rt_is_constant_var_addr(const void *p);

/* ---- image_file.c ---- */
/* dlopen's a device image (the shared object's bytes) from a real file, so
 * that debuggers and profilers can read it; NULL (reported on stderr) when
 * it cannot be loaded. */
void *rt_image_load(const void *data, size_t size);

/* ---- functions.c: per-kernel attributes, occupancy ---- */
/* The dynamic shared memory a launch of k may use (48 KiB - static, or what
 * cudaFuncAttributeMaxDynamicSharedMemorySize set). */
size_t rt_func_max_dyn_smem(const cucc_kernel_info *k);
bool rt_func_non_portable_cluster(const cucc_kernel_info *k);
/* Blocks of k resident at once on one multiprocessor (0: cannot run). */
int rt_occupancy(const cucc_kernel_info *k, int block_size, size_t dyn_smem);
int rt_sm_count(void); /* multiProcessorCount */

/* ---- engine.c ---- */
/* A command is a node of a dependency graph: it runs once every command it
 * was made to wait for (rt_cmd_after) has finished and it was submitted.
 * Kinds: a kernel (split into chunks of blocks run by the workers), work
 * (fn(arg) run once by a worker: copies, memsets), a callback (fn(arg) run
 * on the engine's host-callback thread: user host functions, which may
 * block), a marker (nothing to run: stream joins, events; it finishes the
 * moment it is ready and records when). */
enum rt_cmd_kind { RT_CMD_KERNEL, RT_CMD_WORK, RT_CMD_CALLBACK, RT_CMD_MARK };

typedef struct rt_cmd {
  enum rt_cmd_kind kind;
  /* kernel launch */
  const cucc_kernel_info *k;
  cucc_dim3 grid, block;
  size_t dyn_smem;
  void **args;
  /* work / callback */
  void (*fn)(void *arg);
  void *arg;
  uint64_t nblocks, chunk;
  double t_done; /* CLOCK_MONOTONIC ms when it finished (markers) */
  /* engine-private */
  _Atomic uint64_t next;
  _Atomic uint64_t done;
  _Atomic bool failed; /* a block faulted: skip the others */
  _Atomic int refs;
  _Atomic bool finished;
  int pending; /* unfinished prerequisites (+1 until submitted) */
  int workers; /* threads working on it now */
  bool in_ready;
  struct rt_cmd **succ;
  unsigned nsucc, capsucc;
  struct rt_cmd *rnext;
  /* dynamic parallelism: a kernel finishes only after the kernels its
   * blocks launched (engine.c, device_launch.c) */
  struct rt_cmd *parent; /* the kernel whose block launched this one */
  _Atomic int hold;      /* its own blocks (1) + unfinished children */
  struct rt_cmd *tails, *tails_last, *tnext; /* tail launches, held back */
  void *dp;              /* device_launch.c's state of a launching kernel */
  void *prof; /* the profiler's record (src/profiler/prof.h), or NULL */
} rt_cmd;

void rt_engine_init(void);
/* Allocates a command with `extra` bytes after it (16-byte aligned, at
 * rt_cmd_extra(c)); refs = 1 (the caller's). NULL if out of memory. */
rt_cmd *rt_cmd_new(enum rt_cmd_kind kind, size_t extra);
void *rt_cmd_extra(rt_cmd *c);
void rt_cmd_retain(rt_cmd *c);
void rt_cmd_release(rt_cmd *c);
/* c (not yet submitted) runs only after pred has finished. */
void rt_cmd_after(rt_cmd *c, rt_cmd *pred);
/* c may run once its prerequisites have finished. The caller keeps its
 * reference. */
void rt_cmd_submit(rt_cmd *c);
bool rt_cmd_done(const rt_cmd *c);
/* Waits until c has finished (the caller helps execute kernels). */
void rt_cmd_wait(rt_cmd *c);
/* Waits until every submitted command has finished. */
void rt_engine_sync(void);
/* Whether no command is outstanding. */
bool rt_engine_idle(void);
unsigned rt_engine_threads(void);
/* Whether p lies in the shared-memory buffer of this worker thread (that of
 * the block it runs). */
bool rt_engine_in_smem(const void *p);
/* The kernel command whose block the calling thread runs (device code),
 * or NULL; *blk: that block. */
rt_cmd *rt_engine_current(const cucc_block **blk);
/* Device-side launch: child (a kernel command, not submitted) becomes a
 * child of parent, which finishes only after it. tail: child runs once
 * parent's blocks and other children have finished (tail launches run in
 * the order given); otherwise it is submitted now. Takes over the caller's
 * reference. */
void rt_cmd_submit_child(rt_cmd *parent, rt_cmd *child, bool tail);
/* Legacy helper: fn(copy of payload) as work in the legacy default stream
 * of the current device. */
void rt_engine_submit_host(void (*fn)(void *), const void *payload,
                           size_t size);

/* ---- attributes.c: launch attributes kept by streams and kernel nodes */
typedef struct rt_attrs { /* all zero: a fresh stream's or node's */
  struct cudaAccessPolicyWindow apw;
  int sync_policy; /* streams */
  int priority;
  int cooperative; /* kernel nodes */
  unsigned cluster[3];
  int cluster_pref;
  int mem_domain;
  cudaLaunchMemSyncDomainMap domain_map;
} rt_attrs;
/* cudaStreamSetAttribute / cudaGraphKernelNodeSetAttribute (node: which
 * ids apply), validated as CUDA 13 does. */
cudaError_t rt_attr_set(rt_attrs *a, bool node, cudaLaunchAttributeID id,
                        const cudaLaunchAttributeValue *v);
cudaError_t rt_attr_get(const rt_attrs *a, bool node, cudaLaunchAttributeID id,
                        cudaLaunchAttributeValue *v);

/* ---- printf.c ---- */
extern const cucc_device_api rt_device_api;
void rt_printf_flush(void);
size_t rt_printf_fifo_size(void);
void rt_printf_set_fifo_size(size_t n);

/* ---- device.c ---- */
void rt_init(void); /* idempotent */
int rt_num_cpus(void);
int rt_device_current(void); /* the calling host thread's device */
/* makes device current on the calling thread (its context's, context.c) */
void rt_device_select(int device);
int rt_device_count(void);   /* CUCC_DEVICE_COUNT, default 1 */
bool rt_device_valid(int device);
/* ---- peer.c, limits.c: per-device state dropped by cudaDeviceReset ---- */
void rt_peer_reset(int device);
void rt_limits_reset(void);
#define RT_MAX_DEVICES 64    /* the most devices CUCC_DEVICE_COUNT gives */

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
/* Queues command c (a kernel launch: launch.c) in s; takes over the
 * caller's reference. cudaErrorInvalidResourceHandle for a bad stream (c is
 * then released). */
cudaError_t rt_stream_submit(cudaStream_t s, rt_cmd *c);
/* While > 0, stream 0 means the calling thread's per-thread default stream
 * (the _ptds/_ptsz entry points of --default-stream per-thread). */
extern _Thread_local int rt_ptds_depth;
/* Like rt_stream_enqueue; `type` says what the payload is, so that a
 * stream capture records a typed node: cudaGraphNodeTypeMemcpy (payload: an
 * rt_copy of memory.h), cudaGraphNodeTypeMemset (an rt_fill); any other
 * value: an opaque work node. */
cudaError_t rt_stream_enqueue_node(cudaStream_t s, int type,
                                   void (*fn)(void *), const void *payload,
                                   size_t size);
/* Graph launch: head (not yet submitted) joins s by the stream rules and
 * tail becomes s's last command. head is submitted here; tail and the rest
 * are the caller's to submit. */
cudaError_t rt_stream_submit_span(cudaStream_t s, rt_cmd *head, rt_cmd *tail);
/* If s is being captured, make(graph, deps, ndeps, ctx, &node) adds the
 * node that stands for the work, which becomes the stream's dependency;
 * *captured tells whether it did. Capture errors (an invalidated capture,
 * the legacy stream meeting a capture) are returned. */
typedef cudaError_t (*rt_capture_make_fn)(cudaGraph_t g,
                                          const cudaGraphNode_t *deps,
                                          size_t ndeps, void *ctx,
                                          cudaGraphNode_t *out);
cudaError_t rt_stream_capture(cudaStream_t s, rt_capture_make_fn make,
                              void *ctx, bool *captured);
/* The stream object s stands for (a key that stays the same for the
 * stream's life), its kind (stream_internal.h) and device; NULL if none. */
const void *rt_stream_key(cudaStream_t s, int *kind, int *device);
/* For calls CUDA forbids while a capture is under way (cudaMalloc,
 * synchronous copies, cudaDeviceSynchronize...): cudaErrorStreamCapture-
 * Unsupported if the calling thread may not make potentially unsafe calls
 * now (those captures are then invalidated), else cudaSuccess. */
cudaError_t rt_capture_unsafe_call(void);
/* For cudaDeviceSynchronize: cudaErrorStreamCaptureUnsupported (and the
 * captures invalidated) while any capture of the device is under way, in
 * every mode (measured on an H100). */
cudaError_t rt_capture_device_sync(void);
/* Whether s is being captured (its work is to be queued, never done at once:
 * CUDA captures copies from pageable memory too). */
bool rt_stream_capturing(cudaStream_t s);
/* launch.c: CUDA's launch-configuration checks (cudaErrorInvalidValue) */
/* kernel_log.c: CUCC_KERNEL_LOG=1 prints how each kernel runs */
void rt_log_kernel_path(const cucc_kernel_info *k);
cudaError_t rt_launch_validate(const cucc_kernel_info *k, dim3 grid,
                               dim3 block, size_t smem);

/* ---- memory.c ---- */
bool rt_is_device_alloc(const void *p);
void rt_memory_reset(void);
/* device_capacity.c: bytes of device memory of each device
 * (CUCC_DEVICE_MEMORY, default half of the RAM) */
size_t rt_device_memory_capacity(void);
/* managed.c: called by __cudaRegisterVar; a __managed__ variable's device
 * accesses go through a pointer of the image (`__cucc_managed.NAME`) that is
 * aimed at the host shadow, so both sides share one storage. */
void rt_managed_var_register(rt_var *v, void *dl, const char *deviceName);

/* ---- device_abort.c, device_heap.c, address_space.c: device services --- */
void rt_device_assert_fail(const char *expr, const char *file, unsigned line,
                           const char *func);
void rt_device_trap(const char *why);
/* A kernel stops with the sticky error err (cucc_device_api.fail). */
void rt_device_fail(int err, const char *why);
/* texture.c: a texture object's descriptor for device code (the object if
 * live, else an empty texture) */
const void *rt_tex_resolve(uint64_t handle);
/* texture_reference.c: bound texture references whose fields host code
 * changed get a new object (called by every launch) */
void rt_texref_sync(void);
void rt_device_brkpt(void);
void *rt_heap_malloc(size_t size);
void rt_heap_free(void *p);
size_t rt_heap_limit(void);
/* cudaErrorInvalidValue once the heap exists (a kernel used malloc/free) */
cudaError_t rt_heap_set_limit(size_t bytes);
void rt_heap_reset(void); /* cudaDeviceReset: frees the heap */
unsigned rt_space_of(const void *p); /* enum cucc_space */
/* device_launch.c: dynamic parallelism (cucc_device_api.launch, ...) */
int rt_device_launch(const cucc_device_launch *l);
int rt_device_last_error(int peek);
int rt_device_stream(int op, void **s, unsigned flags);
void rt_device_launch_free(void *dp); /* a launching kernel's state */
/* module.c: fn(k, ctx) for every kernel of every loaded image */
void rt_module_each_kernel(void (*fn)(const cucc_kernel_info *k, void *ctx),
                           void *ctx);

#endif
