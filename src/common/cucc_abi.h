/* The contract between device images produced by cucc's lowering and libcudart.
 *
 * A device image is a shared object (one per .cu translation unit and ISA
 * level) embedded in the host object through clang's
 * -fcuda-include-gpubinary, in a blob that starts with a cucc_image_header.
 * At __cudaRegisterFatBinary the runtime dlopens the best one, reads
 * the exported `__cucc_module_info`, and stores its API table in `*api_slot`.
 * Kernels are called through the entries described by cucc_kernel_info. */
#ifndef CUCC_ABI_H
#define CUCC_ABI_H

#include <stddef.h>
#include <stdint.h>

#define CUCC_ABI_VERSION 5u
#define CUCC_IMAGE_MAGIC 0x32434355u /* "UCC2" little endian: 'U','C','C','2' */

/* The embedded "fatbinary": this header, `nimages` cucc_image_entry records,
 * then the shared objects, one per ISA level the device code was compiled
 * for (src/driver/image.c). The runtime loads the best one the CPU runs
 * (src/runtime/image_select.c). */
typedef struct cucc_image_header {
  uint32_t magic;    /* CUCC_IMAGE_MAGIC */
  uint32_t version;  /* CUCC_ABI_VERSION */
  uint32_t nimages;  /* cucc_image_entry records that follow */
  uint32_t reserved;
  uint64_t size;     /* bytes of the whole blob, this header included */
} cucc_image_header;

/* The "GPU binary" of a translation unit compiled with -rdc=true: its
 * device bitcode (NVPTX, unlowered), read by the device link
 * (src/driver/dlink.c), which makes one image of all of a program's. */
#define CUCC_RDC_MAGIC 0x52434355u /* "UCCR" */
#define CUCC_RDC_DEBUG 1u          /* compiled with -g */
#define CUCC_RDC_DEVICE_DEBUG 2u   /* compiled with -G */
typedef struct cucc_rdc_header {
  uint32_t magic;   /* CUCC_RDC_MAGIC */
  uint32_t version; /* CUCC_ABI_VERSION */
  uint64_t size;    /* bytes of bitcode that follow */
  uint32_t arch;    /* __CUDA_ARCH__ */
  uint32_t flags;   /* CUCC_RDC_DEBUG | CUCC_RDC_DEVICE_DEBUG */
} cucc_rdc_header;

/* ISA levels (what a CPU must support to run an image), ordered: a higher
 * level of one architecture includes the lower ones. */
enum cucc_isa {
  CUCC_ISA_X86_64 = 0x100,    /* x86-64 baseline (SSE2) */
  CUCC_ISA_X86_64_V2 = 0x102, /* + SSE4.2, POPCNT (x86-64-v2) */
  CUCC_ISA_X86_64_V3 = 0x103, /* + AVX2, FMA, BMI2 (x86-64-v3) */
  CUCC_ISA_X86_64_V4 = 0x104, /* + AVX-512 F/BW/CD/DQ/VL (x86-64-v4) */
  CUCC_ISA_AARCH64 = 0x200,   /* ARMv8-A with NEON */
  CUCC_ISA_AARCH64_LSE = 0x201 /* + the LSE atomics (of ARMv8.1-A) */
};

/* cucc_image_entry.flags: compiled for the build machine's own CPU
 * (--cucc-target-cpu=native); it may use more than its level says. */
#define CUCC_IMAGE_NATIVE 1u

typedef struct cucc_image_entry {
  uint32_t isa;    /* enum cucc_isa */
  uint32_t flags;  /* CUCC_IMAGE_NATIVE */
  uint64_t offset; /* of the shared object, from the header's start */
  uint64_t size;   /* bytes of the shared object */
  char cpu[32];    /* the LLVM CPU it was compiled for, NUL-terminated */
} cucc_image_entry;

typedef struct cucc_dim3 {
  uint32_t x, y, z;
} cucc_dim3;

/* One executing block. The runtime owns it; device code reads it. */
typedef struct cucc_block {
  cucc_dim3 block_idx;
  cucc_dim3 block_dim;
  cucc_dim3 grid_dim;
  uint32_t nthreads;  /* block_dim.x * block_dim.y * block_dim.z */
  char *smem;         /* static __shared__ memory, [0, static_smem) */
  char *dyn_smem;     /* dynamic (extern __shared__) memory: by convention
                         smem + CUCC_DYN_SMEM_OFFSET(static_smem) */
  void *sched;        /* runtime-private (fiber scheduler of this block) */
} cucc_block;

/* One CUDA thread, as seen by code that is not a loop kernel's body. */
typedef struct cucc_thread {
  cucc_dim3 thread_idx;
  uint32_t linear_id; /* x + y*Dx + z*Dx*Dy */
  cucc_block *block;
} cucc_thread;

#define CUCC_SMEM_ALIGN 128u
#define CUCC_DYN_SMEM_OFFSET(static_size) \
  (((static_size) + CUCC_SMEM_ALIGN - 1u) & ~(CUCC_SMEM_ALIGN - 1u))

/* Kernels without barriers: the entry runs every thread of one block. */
typedef void (*cucc_block_fn)(void **args, cucc_block *blk);
/* Kernels with barriers: the entry runs one thread (on a fiber). */
typedef void (*cucc_thread_fn)(void **args, cucc_thread *thr);

/* EMPTY: the kernel has no effect (its entry is a bare return), so the
 * runtime need not run its blocks. */
enum cucc_kernel_kind {
  CUCC_KERNEL_LOOP = 0,
  CUCC_KERNEL_FIBER = 1,
  CUCC_KERNEL_EMPTY = 2
};

typedef struct cucc_kernel_info {
  const char *name;             /* device (mangled) name, as registered */
  void *entry;                  /* cucc_block_fn or cucc_thread_fn */
  uint32_t kind;                /* enum cucc_kernel_kind */
  uint32_t nparams;
  const uint32_t *param_sizes;  /* bytes of each parameter */
  const uint32_t *param_aligns; /* alignment of each parameter */
  uint32_t static_smem;         /* bytes of static __shared__ memory */
  uint32_t max_threads;         /* __launch_bounds__ maximum, 0 if none */
} cucc_kernel_info;

/* Barrier flavours (the `op` of cucc_device_api.barrier). */
enum cucc_barrier_op {
  CUCC_BAR_SYNC = 0,  /* __syncthreads: returns 0 */
  CUCC_BAR_COUNT = 1, /* __syncthreads_count */
  CUCC_BAR_AND = 2,   /* __syncthreads_and */
  CUCC_BAR_OR = 3,    /* __syncthreads_or */
  CUCC_BAR_GRID = 4,  /* grid_group::sync() in a cooperative launch */
  CUCC_BAR_GRID_VALID = 5 /* no wait: 1 in a cooperative launch, else 0 */
};

/* Warp collectives (the `op` of cucc_device_api.warp). A warp is 32
 * consecutive threads in linear-id order; the lanes named by the mask
 * rendezvous, and each gets its result:
 *   SHFL_IDX/UP/DOWN/XOR: the 64-bit value of the source lane given by
 *     `arg` (lane, delta or lane mask) within segments of `width` lanes, or
 *     its own value when the source is outside its segment, 0 when the
 *     source lane takes no part;
 *   BALLOT/ANY/ALL: votes on value != 0 over the mask;
 *   MATCH_ANY: the lanes whose value equals the caller's; MATCH_ALL: the mask
 *     with bit 32 set if all values are equal, else 0;
 *   REDUCE_*: reductions of the low 32 bits over the mask;
 *   ACTIVEMASK: the lanes of the caller's warp that have not returned. */
enum cucc_warp_op {
  CUCC_WARP_SYNC = 0,
  CUCC_WARP_SHFL_IDX,
  CUCC_WARP_SHFL_UP,
  CUCC_WARP_SHFL_DOWN,
  CUCC_WARP_SHFL_XOR,
  CUCC_WARP_BALLOT,
  CUCC_WARP_ANY,
  CUCC_WARP_ALL,
  CUCC_WARP_MATCH_ANY,
  CUCC_WARP_MATCH_ALL,
  CUCC_WARP_REDUCE_ADD,
  CUCC_WARP_REDUCE_MIN_S,
  CUCC_WARP_REDUCE_MIN_U,
  CUCC_WARP_REDUCE_MAX_S,
  CUCC_WARP_REDUCE_MAX_U,
  CUCC_WARP_REDUCE_AND,
  CUCC_WARP_REDUCE_OR,
  CUCC_WARP_REDUCE_XOR,
  CUCC_WARP_ACTIVEMASK,
  /* loop kernels only (docs/WARP_LOWERING.md); fibers answer 0 at once */
  CUCC_WARP_CONVERGED, /* the lanes converged at the call (coalesced_threads) */
  CUCC_WARP_LOCKSTEP   /* a lock-step point inserted by the lowering */
};

/* Loop kernels with warp-level cuts (src/lower/warp_regions.c): the state
 * of each thread, in arrays of the block's threads that the support
 * library's scheduler (__cucc_warp_next, src/device/support.c) reads. A
 * lane is ready to run region r (r < CUCC_LANE_EXIT), waits at warp cut j
 * (CUCC_LANE_WAIT | j), is parked at block barrier j (CUCC_LANE_PARK | j),
 * or has returned (CUCC_LANE_EXIT). Cut j is followed by region j + 1. */
enum {
  CUCC_LANE_EXIT = 0x10000000,
  CUCC_LANE_PARK = 0x20000000,
  CUCC_LANE_WAIT = 0x40000000,
  CUCC_LANE_CUT = 0x0fffffff /* the cut's index */
};
typedef struct cucc_lanes {
  int32_t *st;           /* state (above) */
  uint32_t *op, *mask;   /* a waiting lane's collective (enum cucc_warp_op) */
  int32_t *arg, *width;
  uint64_t *val, *res;   /* its value, then its result */
} cucc_lanes;

/* A kernel launch from device code (dynamic parallelism, -rdc=true; the
 * device side is include/crt/cucc_device_launch.h, which mirrors it). */
typedef struct cucc_device_launch {
  const char *kernel;  /* __PRETTY_FUNCTION__ of a function template whose
                          arguments are the kernel's type and address:
                          "... [T = void (*)(int *), F = &ns::k]" */
  const char *written; /* the callee as written, e.g. "k<float, 4>" */
  cucc_dim3 grid, block;
  size_t smem;
  void *stream;        /* 0, cudaStreamTailLaunch, cudaStreamFireAndForget
                          or a stream created by device code */
  void **args;         /* one pointer per parameter, as cudaLaunchKernel */
  uint32_t nargs;
  const uint32_t *sizes; /* sizeof each parameter type */
} cucc_device_launch;

/* Services the runtime offers to device code. Device code reaches them
 * through the support library (src/device), never directly. */
typedef struct cucc_device_api {
  uint32_t abi_version;
  cucc_thread *(*self)(void);                 /* the calling CUDA thread */
  void (*set_self)(cucc_thread *t);           /* loop kernels announce the
                                                 current thread before calls
                                                 that may read built-ins */
  int (*barrier)(int op, int pred);           /* enum cucc_barrier_op */
  int (*vprintf)(const char *fmt, const void *args);
  void (*trap)(const char *why);              /* __trap(): the kernel fails
                                                 with cudaErrorLaunchFailure;
                                                 never returns */
  uint64_t (*warp)(int op, uint32_t mask, uint64_t value, int arg,
                   int width);                /* enum cucc_warp_op */
  /* A failed device assert: prints the GPU's message, the kernel fails with
   * the sticky cudaErrorAssert; never returns. */
  void (*assert_fail)(const char *expr, const char *file, unsigned line,
                      const char *func);
  void (*brkpt)(void);                        /* __brkpt() without a
                                                 debugger: as trap */
  void *(*malloc)(size_t size);               /* the device heap */
  void (*free)(void *p);
  unsigned (*space_of)(const void *p);        /* enum cucc_space */
  /* Dynamic parallelism: a launch from device code (a cudaError_t); the
   * device-side last error (peek: without resetting it); device streams
   * (op 0: create with flags into *s, op 1: destroy *s). */
  int (*launch)(const cucc_device_launch *l);
  int (*last_error)(int peek);
  int (*stream)(int op, void **s, unsigned flags);
  /* A fault the kernel detected itself (e.g. a surface access out of
   * range: cudaErrorIllegalAddress, or misaligned: cudaErrorMisalignedAddress):
   * the kernel fails with the sticky error err (a cudaError_t); never
   * returns. */
  void (*fail)(int err, const char *why);
  /* A texture object's descriptor (include/crt/cucc_array.h), for the
   * lowering's hoisted lookups (src/lower/textures.c): the object if it is
   * live, else an empty 1x1 texture whose fetches give 0. */
  const void *(*tex_resolve)(uint64_t handle);
} cucc_device_api;

/* sizeof(cucc_texture): what a resolved texture pointer is dereferenceable
 * for (checked by src/runtime/texture.c). */
#define CUCC_TEXTURE_SIZE 1528u

/* Where an address lies, as __isGlobal/__isShared/... see it. */
enum cucc_space {
  CUCC_SPACE_GLOBAL = 0,
  CUCC_SPACE_SHARED = 1,   /* the current block's shared memory */
  CUCC_SPACE_CONSTANT = 2, /* a __constant__ variable */
  CUCC_SPACE_LOCAL = 3     /* the current thread's stack */
};

typedef struct cucc_module_info {
  uint32_t abi_version; /* CUCC_ABI_VERSION */
  uint32_t arch;        /* __CUDA_ARCH__ the image was built for, e.g. 800 */
  uint32_t nkernels;
  const cucc_kernel_info *kernels;
  const cucc_device_api **api_slot; /* the runtime stores its table here */
} cucc_module_info;

#define CUCC_MODULE_INFO_SYMBOL "__cucc_module_info"

#endif
