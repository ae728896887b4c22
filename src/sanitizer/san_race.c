/* racecheck: hazards on shared memory between threads of a block that no
 * barrier orders. Each thread counts the block barriers it passed (its
 * epoch); two accesses to a byte by different threads in the same epoch,
 * one of them a write (and not both atomic), are a hazard: read-after-
 * write, write-after-read or write-after-write. The shadow (per worker
 * thread, per byte of the block's shared memory) keeps the last write and
 * the last read; a generation stamp retires it when another block starts.
 * Each pair of sites is reported once, with the bytes it touched (its
 * hazards), as compute-sanitizer does, when the program exits. */
#include <stdlib.h>
#include <string.h>

#include "san_internal.h"

typedef struct cell {
  uint32_t gen;
  uint32_t wtid, wepoch, wsite; /* wtid: linear id + 1, 0 none */
  uint32_t rtid, repoch, rsite;
  uint32_t wwarp, rwarp; /* the accessor's count of warp collectives */
  uint8_t watomic;
} cell;

typedef struct race_state {
  const void *cmd; /* the kernel command, and its launch */
  uint64_t serial;
  const cucc_block *blk;
  cucc_dim3 idx;
  uint32_t gen;
  cell *cells;
  size_t ncells;
  uint32_t epoch[1024];
  uint32_t warp_epoch[1024];
} race_state;

static _Thread_local race_state *rs;

/* A hazard between two sites, counted per byte; reported once, at exit. */
typedef struct pair {
  const san_site *w, *o; /* the write, the other access */
  bool o_write;
  unsigned long count;
  struct pair *next;
} pair;
static pair *pairs;
static pthread_mutex_t pairs_mu = PTHREAD_MUTEX_INITIALIZER;

static uint32_t linear(const cucc_block *blk, uint32_t tid) {
  return san_tid_x(tid) + blk->block_dim.x *
                              (san_tid_y(tid) + blk->block_dim.y * san_tid_z(tid));
}

/* This worker's state for the block blk (a fresh generation when it
 * changed). */
static race_state *state(const cucc_block *blk, size_t bytes) {
  if (!rs && !(rs = calloc(1, sizeof *rs)))
    return NULL;
  const void *cmd = rt_engine_current(NULL);
  uint64_t serial = san_launch_serial(cmd);
  if (rs->cmd != cmd || rs->serial != serial || rs->blk != blk ||
      memcmp(&rs->idx, &blk->block_idx, sizeof rs->idx)) {
    rs->cmd = cmd;
    rs->serial = serial;
    rs->blk = blk;
    rs->idx = blk->block_idx;
    rs->gen++;
    memset(rs->epoch, 0, sizeof rs->epoch);
    memset(rs->warp_epoch, 0, sizeof rs->warp_epoch);
  }
  if (bytes > rs->ncells) {
    cell *c = realloc(rs->cells, bytes * sizeof *c);
    if (!c)
      return NULL;
    memset(c + rs->ncells, 0, (bytes - rs->ncells) * sizeof *c);
    rs->cells = c;
    rs->ncells = bytes;
  }
  return rs;
}

/* One byte of hazard between the access at `prior` (a write if prior_w)
 * and the one at `cur`. */
static void hazard(const san_site *sites, uint32_t prior, bool prior_w,
                   uint32_t cur, bool cur_w) {
  /* the pair is unordered: the write first (compute-sanitizer's order) */
  const san_site *w = &sites[prior_w ? prior : cur],
                 *o = &sites[prior_w ? cur : prior];
  bool o_write = prior_w && cur_w;
  if (o_write && o < w) { /* two writes: one order only */
    const san_site *x = w;
    w = o;
    o = x;
  }
  pthread_mutex_lock(&pairs_mu);
  pair *p = pairs;
  while (p && !(p->w == w && p->o == o && p->o_write == o_write))
    p = p->next;
  if (!p && (p = malloc(sizeof *p))) {
    *p = (pair){w, o, o_write, 0, pairs};
    pairs = p;
  }
  if (p)
    p->count++;
  pthread_mutex_unlock(&pairs_mu);
}

static void strip_at(san_text *w) { /* "    at X\n" -> "X" */
  if (!w->buf)
    return;
  w->buf[w->len - 1] = 0;
}

void san_race_report(void) {
  pthread_mutex_lock(&pairs_mu);
  for (pair *p = pairs; p; p = p->next) {
    san_text t = {0}, w1 = {0}, w2 = {0};
    san_where(&w1, p->w);
    san_where(&w2, p->o);
    strip_at(&w1);
    strip_at(&w2);
    const char *l1 = w1.buf ? strstr(w1.buf, " at ") + 4 : "?";
    const char *l2 = w2.buf ? strstr(w2.buf, " at ") + 4 : "?";
    san_line(&t, "Error: Race reported between Write access at %s", l1);
    san_line(&t, "    and %s access at %s [%lu hazard%s]",
             p->o_write ? "Write" : "Read", l2, p->count,
             p->count == 1 ? "" : "s");
    free(w1.buf);
    free(w2.buf);
    san_emit(&t);
  }
  pthread_mutex_unlock(&pairs_mu);
}

void san_race_access(const cucc_block *blk, size_t off, uint64_t size,
                     bool write, bool atomic, uint32_t site, uint32_t tid,
                     uint64_t bid, const san_site *sites) {
  (void)bid;
  race_state *s = state(blk, off + size);
  if (!s)
    return;
  uint32_t me = linear(blk, tid) + 1, ep = s->epoch[(me - 1) & 1023],
           wep = s->warp_epoch[(me - 1) & 1023];
  for (uint64_t i = 0; i < size; i++) {
    cell *c = &s->cells[off + i];
    if (c->gen != s->gen)
      *c = (cell){.gen = s->gen};
    /* lanes of one warp are ordered by the warp collectives between */
    bool wsame = (c->wtid - 1) / 32 == (me - 1) / 32 && c->wwarp != wep;
    bool rsame = (c->rtid - 1) / 32 == (me - 1) / 32 && c->rwarp != wep;
    if (c->wtid && c->wtid != me && c->wepoch == ep && !wsame &&
        !(atomic && c->watomic))
      hazard(sites, c->wsite, true, site, write);
    else if (write && c->rtid && c->rtid != me && c->repoch == ep && !rsame)
      hazard(sites, c->rsite, false, site, true);
  }
  for (uint64_t i = 0; i < size; i++) {
    cell *c = &s->cells[off + i];
    if (write) {
      c->wtid = me, c->wepoch = ep, c->wsite = site, c->watomic = atomic;
      c->wwarp = wep;
    } else {
      c->rtid = me, c->repoch = ep, c->rsite = site, c->rwarp = wep;
    }
  }
}

void san_race_barrier(const cucc_block *blk, uint32_t tid, bool warp) {
  race_state *s = state(blk, 0);
  if (s && warp)
    s->warp_epoch[linear(blk, tid) & 1023]++;
  else if (s)
    s->epoch[linear(blk, tid) & 1023]++;
}
