/* The contract between cucc-sanitizer's instrumentation of device code
 * (src/lower/sanitize_mem.c), the hooks linked into each instrumented image
 * (image_hooks.c) and the runtime's checks (src/sanitizer/). */
#ifndef CUCC_SAN_ABI_H
#define CUCC_SAN_ABI_H

#include <stdint.h>

#define SAN_ACCESS_FN "__cucc_san_access"
#define SAN_BARRIER_FN "__cucc_san_barrier"
#define SAN_SITES_SYMBOL "__cucc_san_sites"
#define SAN_NSITES_SYMBOL "__cucc_san_nsites"
#define SAN_API_SYMBOL "__cucc_san_api"

/* cucc_lower_opts.sanitize: what the image is instrumented for */
#define SAN_TOOL_MEMCHECK 1u  /* accesses */
#define SAN_TOOL_RACECHECK 2u /* accesses, block barriers */
#define SAN_TOOL_SYNCCHECK 3u /* barriers, warp collectives, exits */
#define SAN_TOOL_INITCHECK 4u /* accesses */

/* flags of an access */
#define SAN_WRITE 1u
#define SAN_ATOMIC 2u
#define SAN_SHARED 4u   /* computed from a __shared__ variable */
#define SAN_OBJECT 8u   /* base/objsize give the variable's bounds */
#define SAN_VOLATILE 16u
#define SAN_ALIGN_SHIFT 8 /* log2 of the access's alignment, 4 bits */

/* ops of __cucc_san_barrier: enum cucc_barrier_op, or SAN_WARP_OP + enum
 * cucc_warp_op for a warp collective */
#define SAN_WARP_OP 64u
#define SAN_EXIT_OP 128u /* the thread returns from its kernel */
#define SAN_MAY_DIVERGE 32u /* or'ed to a barrier's op: threads of a warp
                               may skip it and meet again after it */

/* One instrumented instruction. */
typedef struct san_site {
  const char *func; /* the mangled name of its function */
  const char *file; /* NULL without line tables */
  uint32_t line;
  uint32_t offset; /* a stable pseudo-offset within the function */
} san_site;

/* threadIdx packed 10+10+6 bits, blockIdx 32+16+16 bits */
typedef struct san_api {
  void (*access)(void *addr, uint64_t size, uint32_t site, uint32_t flags,
                 const void *base, uint64_t objsize, uint32_t tid,
                 uint64_t bid, const san_site *sites);
  void (*barrier)(uint32_t site, uint32_t op, uint32_t mask, uint32_t tid,
                  uint64_t bid, const san_site *sites);
} san_api;

#endif
