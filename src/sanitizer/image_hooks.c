/* Linked into every image that cucc-sanitizer's lowering instrumented
 * (src/lower/sanitize_mem.c): the checks' calls, forwarded to libcudart's
 * table, which the runtime stores in __cucc_san_api when it loads the
 * image. Each image passes its own table of sites along. */
#include "san_abi.h"

__attribute__((visibility("default"))) const san_api *__cucc_san_api;
extern const san_site __cucc_san_sites[];

void __cucc_san_access(void *addr, uint64_t size, uint32_t site,
                       uint32_t flags, const void *base, uint64_t objsize,
                       uint32_t tid, uint64_t bid) {
  __cucc_san_api->access(addr, size, site, flags, base, objsize, tid, bid,
                         __cucc_san_sites);
}

void __cucc_san_barrier(uint32_t site, uint32_t op, uint32_t mask,
                        uint32_t tid, uint64_t bid) {
  __cucc_san_api->barrier(site, op, mask, tid, bid, __cucc_san_sites);
}
