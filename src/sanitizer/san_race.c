/* racecheck: hazards on shared memory between threads of a block that no
 * barrier orders. Each thread counts the block barriers it passed (its
 * epoch); two accesses to a byte by different threads in the same epoch,
 * one of them a write (and not both atomic), are a hazard: read-after-
 * write, write-after-read or write-after-write. The shadow (per worker
 * thread, per byte of the block's shared memory) keeps the last write and
 * the last read; a generation stamp retires it when another block starts.
 * Each pair of sites is reported once, as compute-sanitizer does. */
#include <stdlib.h>
#include <string.h>

#include "san_internal.h"

typedef struct cell {
  uint32_t gen;
  uint32_t wtid, wepoch, wsite; /* wtid: linear id + 1, 0 none */
  uint32_t rtid, repoch, rsite;
  uint8_t watomic;
} cell;

typedef struct race_state {
  const cucc_block *blk;
  cucc_dim3 idx;
  uint32_t gen;
  cell *cells;
  size_t ncells;
  uint32_t epoch[1024];
} race_state;

static _Thread_local race_state *rs;

typedef struct pair {
  const san_site *a, *b;
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
  if (rs->blk != blk || memcmp(&rs->idx, &blk->block_idx, sizeof rs->idx)) {
    rs->blk = blk;
    rs->idx = blk->block_idx;
    rs->gen++;
    memset(rs->epoch, 0, sizeof rs->epoch);
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

static const char *kind(bool write) { return write ? "Write" : "Read"; }

static void hazard(const san_site *sites, uint32_t first_site, bool first_w,
                   uint32_t second_site, bool second_w) {
  const san_site *a = &sites[first_site], *b = &sites[second_site];
  pthread_mutex_lock(&pairs_mu);
  for (pair *p = pairs; p; p = p->next)
    if (p->a == a && p->b == b) {
      pthread_mutex_unlock(&pairs_mu);
      return;
    }
  pair *p = malloc(sizeof *p);
  if (p) {
    *p = (pair){a, b, pairs};
    pairs = p;
  }
  pthread_mutex_unlock(&pairs_mu);
  san_text t = {0}, w1 = {0}, w2 = {0};
  san_where(&w1, a);
  san_where(&w2, b);
  /* "    at f(int *)+0x10 in x.cu:3" -> "f(int *)+0x10 in x.cu:3" */
  const char *l1 = w1.buf ? strstr(w1.buf, " at ") + 4 : "?";
  const char *l2 = w2.buf ? strstr(w2.buf, " at ") + 4 : "?";
  if (w1.buf)
    w1.buf[w1.len - 1] = 0;
  if (w2.buf)
    w2.buf[w2.len - 1] = 0;
  san_line(&t, "Error: Race reported between %s access at %s", kind(first_w),
           l1);
  san_line(&t, "    and %s access at %s", kind(second_w), l2);
  free(w1.buf);
  free(w2.buf);
  san_emit(&t);
}

void san_race_access(const cucc_block *blk, size_t off, uint64_t size,
                     bool write, bool atomic, uint32_t site, uint32_t tid,
                     uint64_t bid, const san_site *sites) {
  (void)bid;
  race_state *s = state(blk, off + size);
  if (!s)
    return;
  uint32_t me = linear(blk, tid) + 1, ep = s->epoch[(me - 1) & 1023];
  for (uint64_t i = 0; i < size; i++) {
    cell *c = &s->cells[off + i];
    if (c->gen != s->gen)
      *c = (cell){.gen = s->gen};
    if (c->wtid && c->wtid != me && c->wepoch == ep && !(atomic && c->watomic)) {
      hazard(sites, c->wsite, true, site, write);
      break;
    }
    if (write && c->rtid && c->rtid != me && c->repoch == ep) {
      hazard(sites, c->rsite, false, site, true);
      break;
    }
  }
  for (uint64_t i = 0; i < size; i++) {
    cell *c = &s->cells[off + i];
    if (write) {
      c->wtid = me, c->wepoch = ep, c->wsite = site, c->watomic = atomic;
    } else {
      c->rtid = me, c->repoch = ep, c->rsite = site;
    }
  }
}

void san_race_barrier(const cucc_block *blk, uint32_t tid) {
  race_state *s = state(blk, 0);
  if (s)
    s->epoch[linear(blk, tid) & 1023]++;
}
