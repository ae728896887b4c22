/* synccheck: barriers and warp collectives used wrongly.
 * - A block barrier instance that threads of one block reach at different
 *   barriers (each thread counts the barriers it passed; the first thread
 *   to reach instance k fixes its site): "Divergent thread(s) in block".
 * - A warp collective whose mask leaves out the calling lane, or names
 *   lanes the block does not have: "Invalid arguments" (compute-sanitizer
 *   checks neither for shuffles). */
#include <stdlib.h>
#include <string.h>

#include "san_internal.h"

#define MAX_INSTANCES 4096

typedef struct sync_state {
  const cucc_block *blk;
  cucc_dim3 idx;
  uint32_t count[1024];
  uint32_t site[MAX_INSTANCES]; /* site + 1 of instance k, 0: none yet */
  bool reported;
} sync_state;

static _Thread_local sync_state *ss;

static uint32_t linear(const cucc_block *blk, uint32_t tid) {
  return san_tid_x(tid) + blk->block_dim.x *
                              (san_tid_y(tid) + blk->block_dim.y * san_tid_z(tid));
}

static void report(const char *what, uint32_t site, uint32_t tid, uint64_t bid,
                   const san_site *sites) {
  san_text t = {0};
  san_line(&t, "Barrier error detected. %s", what);
  san_where(&t, &sites[site]);
  san_by_thread(&t, tid, bid);
  san_emit(&t);
}

void san_sync_barrier(const cucc_block *blk, uint32_t site, uint32_t op,
                      uint32_t mask, uint32_t tid, uint64_t bid,
                      const san_site *sites) {
  uint32_t me = linear(blk, tid);
  if (op == SAN_EXIT_OP)
    return;
  if (op >= SAN_WARP_OP) {
    if (op - SAN_WARP_OP == CUCC_WARP_ACTIVEMASK)
      return;
    uint32_t lane = me % 32, warp0 = me - lane;
    uint32_t present = blk->nthreads - warp0 >= 32
                           ? 0xffffffffu
                           : (1u << (blk->nthreads - warp0)) - 1u;
    if (!(mask >> lane & 1u) || (mask & ~present))
      report("Invalid arguments", site, tid, bid, sites);
    return;
  }
  if (!ss && !(ss = calloc(1, sizeof *ss)))
    return;
  if (ss->blk != blk || memcmp(&ss->idx, &blk->block_idx, sizeof ss->idx)) {
    memset(ss, 0, sizeof *ss);
    ss->blk = blk;
    ss->idx = blk->block_idx;
  }
  uint32_t k = ss->count[me & 1023]++;
  if (k >= MAX_INSTANCES)
    return;
  if (!ss->site[k])
    ss->site[k] = site + 1;
  else if (ss->site[k] != site + 1 && !ss->reported) {
    ss->reported = true;
    report("Divergent thread(s) in block", site, tid, bid, sites);
  }
}
