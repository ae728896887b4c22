/* synccheck: barriers and warp collectives used wrongly.
 * - Divergent barriers, as compute-sanitizer sees them on an H100
 *   (tests/driver/sanitizer/sc_*.cu): some threads of a warp reach a
 *   __syncthreads that the warp's other threads skip while they are still
 *   running (they wait where the branch joins): "Divergent thread(s) in
 *   warp.", once per thread that reached it. Whole warps that skip a
 *   barrier, and threads that exited before it, are no error (an H100's
 *   barrier counts exited threads as arrived). Each thread counts the
 *   barriers it passed; instance k of a block records the threads that
 *   reached it and where; the lowering marks the barriers that threads
 *   can skip and then rejoin (sanitize_mem.c: may_diverge). A block's
 *   record is judged when its worker starts another block, and at exit.
 *   Threads reaching instance k at different barriers are divergent too.
 * - A warp collective whose mask leaves out the calling lane: "Invalid
 *   arguments" (compute-sanitizer does not check it for shuffles). */
#include <stdlib.h>
#include <string.h>

#include "san_internal.h"

#define MAX_INSTANCES 64

typedef struct instance {
  uint32_t site;     /* site + 1 of the first arrival, 0: none */
  bool may_diverge;
  bool mixed;        /* threads arrived at different barriers */
  uint64_t arrived[16]; /* linear thread ids */
} instance;

typedef struct sync_state {
  bool used;
  const void *cmd; /* the kernel command, and its launch */
  uint64_t serial;
  cucc_dim3 idx, dim;
  uint32_t nthreads;
  const cucc_block *blk;
  const san_site *sites;
  uint32_t count[1024];
  instance inst[MAX_INSTANCES];
  struct sync_state *next;
} sync_state;

static _Thread_local sync_state *ss;
static sync_state *all; /* every worker's, for the check at exit */
static pthread_mutex_t all_mu = PTHREAD_MUTEX_INITIALIZER;

static uint32_t linear(const cucc_block *blk, uint32_t tid) {
  return san_tid_x(tid) + blk->block_dim.x *
                              (san_tid_y(tid) + blk->block_dim.y * san_tid_z(tid));
}

static void report(const char *what, const san_site *site, uint32_t tid,
                   uint64_t bid) {
  san_text t = {0};
  san_line(&t, "Barrier error detected. %s", what);
  san_where(&t, site);
  san_by_thread(&t, tid, bid);
  san_launch_backtrace(&t);
  san_emit(&t);
}

static uint32_t pack_tid(const sync_state *s, uint32_t lin) {
  uint32_t x = lin % s->dim.x, y = lin / s->dim.x % s->dim.y,
           z = lin / (s->dim.x * s->dim.y);
  return x | y << 10 | z << 20;
}

/* Judges the record of a finished block. */
static void judge(sync_state *s) {
  if (!s->used)
    return;
  uint64_t bid = s->idx.x | (uint64_t)s->idx.y << 32 | (uint64_t)s->idx.z << 48;
  for (unsigned k = 0; k < MAX_INSTANCES && s->inst[k].site; k++) {
    instance *in = &s->inst[k];
    if (!in->may_diverge && !in->mixed)
      continue;
    for (uint32_t w0 = 0; w0 < s->nthreads && w0 < 1024; w0 += 32) {
      uint32_t lanes = s->nthreads - w0 < 32 ? s->nthreads - w0 : 32;
      uint32_t got = (uint32_t)(in->arrived[w0 / 64] >> (w0 % 64));
      uint32_t all_lanes = lanes == 32 ? ~0u : (1u << lanes) - 1u;
      if (!got || (got == all_lanes && !in->mixed))
        continue;
      for (uint32_t l = 0; l < lanes; l++)
        if (got >> l & 1)
          report("Divergent thread(s) in warp.", &s->sites[in->site - 1],
                 pack_tid(s, w0 + l), bid);
    }
  }
  s->used = false;
}

static sync_state *state(const cucc_block *blk, const san_site *sites) {
  if (!ss) {
    if (!(ss = calloc(1, sizeof *ss)))
      return NULL;
    pthread_mutex_lock(&all_mu);
    ss->next = all;
    all = ss;
    pthread_mutex_unlock(&all_mu);
  }
  const void *cmd = rt_engine_current(NULL);
  uint64_t serial = san_launch_serial(cmd);
  if (ss->used && (ss->cmd != cmd || ss->serial != serial || ss->blk != blk ||
                   memcmp(&ss->idx, &blk->block_idx, sizeof ss->idx)))
    judge(ss);
  if (!ss->used) {
    sync_state *next = ss->next;
    memset(ss, 0, sizeof *ss);
    ss->next = next;
    ss->used = true;
    ss->cmd = cmd;
    ss->serial = serial;
    ss->blk = blk;
    ss->idx = blk->block_idx;
    ss->dim = blk->block_dim;
    ss->nthreads = blk->nthreads;
    ss->sites = sites;
  }
  return ss;
}

void san_sync_finish(void) {
  pthread_mutex_lock(&all_mu);
  for (sync_state *s = all; s; s = s->next)
    judge(s);
  pthread_mutex_unlock(&all_mu);
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
    /* (a full mask in a partial last warp is fine: cooperative groups
     * pass one, and lanes that do not exist count as exited) */
    if (!(mask >> (me % 32) & 1u))
      report("Invalid arguments", &sites[site], tid, bid);
    return;
  }
  sync_state *s = state(blk, sites);
  if (!s || me >= 1024)
    return;
  uint32_t k = s->count[me]++;
  if (k >= MAX_INSTANCES)
    return;
  instance *in = &s->inst[k];
  if (!in->site)
    in->site = site + 1;
  else if (in->site != site + 1)
    in->mixed = true;
  in->may_diverge |= (op & SAN_MAY_DIVERGE) != 0;
  in->arrived[me / 64] |= 1ull << (me % 64);
}
