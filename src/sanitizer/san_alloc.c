/* cucc-sanitizer's view of memory: every allocation the runtime's table
 * gains or loses (memory.c) and every device-heap block (device_heap.c),
 * sorted by address; the most recently freed ranges, to tell a use after
 * free; where each was allocated (for leak reports); and initcheck's
 * bitmaps of the bytes written so far, one bit per byte of device memory.
 * Lookups from kernels go through a per-thread cache of the last range
 * found, valid while no allocation changed (a generation count). */
#include <execinfo.h>
#include <stdlib.h>
#include <string.h>

#include "memory.h"
#include "san_internal.h"

#define FRAMES 12
#define FREED_RING 4096

typedef struct entry {
  const char *p;
  size_t size;
  int kind;
  uint8_t *shadow; /* initcheck: bit i set = byte i written */
  void *frames[FRAMES];
  int nframes;
} entry;

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static entry *tab;
static size_t n, cap;
static struct {
  const char *p;
  size_t size;
} freed[FREED_RING];
static size_t nfreed;
static _Atomic uint64_t generation = 1;

/* the last ranges found by this thread (round robin), valid for one
 * generation of the table */
#define HITS 8
static _Thread_local struct {
  const char *p[HITS];
  size_t size[HITS];
  uint64_t gen;
  unsigned next;
} hit;

bool san_alloc_cached(const char *p, size_t len) {
  if (hit.gen != atomic_load_explicit(&generation, memory_order_acquire))
    return false;
  for (unsigned i = 0; i < HITS; i++)
    if (p >= hit.p[i] && len <= hit.size[i] &&
        (size_t)(p - hit.p[i]) <= hit.size[i] - len)
      return true;
  return false;
}

static size_t slot(const char *p) { /* first index with tab[i].p >= p */
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (tab[mid].p < p)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

static bool tracked_for_init(int kind) {
  return kind == RT_MEM_DEVICE || kind == RT_MEM_GRAPH || kind == SAN_KIND_HEAP;
}

void rt_san_alloc(const void *p, size_t size, int kind) {
  if (!p)
    return;
  entry e = {p, size ? size : 1, kind, NULL, {0}, 0};
  if (san_cfg.tool == SAN_INITCHECK && tracked_for_init(kind))
    e.shadow = calloc((e.size + 7) / 8, 1);
  if (san_cfg.leaks && kind != SAN_KIND_HEAP)
    e.nframes = backtrace(e.frames, FRAMES);
  pthread_rwlock_wrlock(&lock);
  if (n == cap) {
    size_t c = cap ? cap * 2 : 256;
    entry *t = realloc(tab, c * sizeof *t);
    if (!t) {
      pthread_rwlock_unlock(&lock);
      free(e.shadow);
      return;
    }
    tab = t;
    cap = c;
  }
  size_t i = slot(p);
  memmove(tab + i + 1, tab + i, (n - i) * sizeof *tab);
  tab[i] = e;
  n++;
  atomic_fetch_add(&generation, 1);
  pthread_rwlock_unlock(&lock);
}

static void remove_at(size_t i) {
  freed[nfreed++ % FREED_RING].p = tab[i].p;
  freed[(nfreed - 1) % FREED_RING].size = tab[i].size;
  free(tab[i].shadow);
  memmove(tab + i, tab + i + 1, (n - i - 1) * sizeof *tab);
  n--;
}

void rt_san_free(const void *p, int kind) {
  pthread_rwlock_wrlock(&lock);
  size_t i = slot(p);
  if (i < n && tab[i].p == p && (tab[i].kind == SAN_KIND_HEAP) ==
                                    (kind == SAN_KIND_HEAP))
    remove_at(i);
  atomic_fetch_add(&generation, 1);
  pthread_rwlock_unlock(&lock);
}

void rt_san_heap_reset(void) {
  pthread_rwlock_wrlock(&lock);
  for (size_t i = n; i-- > 0;)
    if (tab[i].kind == SAN_KIND_HEAP)
      remove_at(i);
  atomic_fetch_add(&generation, 1);
  pthread_rwlock_unlock(&lock);
}

int san_alloc_find(const void *vp, size_t len, san_alloc_info *near,
                   bool *was_freed) {
  const char *p = vp;
  if (san_alloc_cached(p, len))
    return 1;
  uint64_t g = atomic_load_explicit(&generation, memory_order_acquire);
  int r = 0;
  *was_freed = false;
  pthread_rwlock_rdlock(&lock);
  size_t i = slot(p + 1); /* first with start > p */
  const entry *in = i > 0 && p < tab[i - 1].p + tab[i - 1].size ? &tab[i - 1]
                                                                : NULL;
  if (in) {
    *near = (san_alloc_info){in->p, in->size, in->kind, true};
    if (len <= in->size && (size_t)(p - in->p) <= in->size - len) {
      r = 1;
      if (hit.gen != g) {
        memset(&hit, 0, sizeof hit);
        hit.gen = g;
      }
      hit.p[hit.next] = in->p;
      hit.size[hit.next] = in->size;
      hit.next = (hit.next + 1) % HITS;
    }
  } else {
    /* freed? the newest freed range containing p */
    bool found = false;
    size_t k = nfreed < FREED_RING ? nfreed : FREED_RING;
    for (size_t j = 0; j < k && !found; j++) {
      size_t at = (nfreed - 1 - j) % FREED_RING;
      if (p >= freed[at].p && p < freed[at].p + freed[at].size) {
        *near = (san_alloc_info){freed[at].p, freed[at].size, 0, false};
        found = *was_freed = true;
      }
    }
    /* else the nearest live allocation below or above */
    const entry *lo = i > 0 ? &tab[i - 1] : NULL, *up = i < n ? &tab[i] : NULL;
    const entry *best =
        lo && up ? ((size_t)(p - (lo->p + lo->size)) <= (size_t)(up->p - p) ? lo : up)
                 : lo ? lo : up;
    if (!found && best)
      *near = (san_alloc_info){best->p, best->size, best->kind, true};
    else if (!found)
      near->p = NULL;
    r = -1; /* not inside any allocation */
  }
  pthread_rwlock_unlock(&lock);
  return r;
}

uint8_t *san_alloc_shadow(const void *vp, const char **base) {
  const char *p = vp;
  uint8_t *s = NULL;
  pthread_rwlock_rdlock(&lock);
  size_t i = slot(p + 1);
  if (i > 0 && p < tab[i - 1].p + tab[i - 1].size) {
    s = tab[i - 1].shadow;
    *base = tab[i - 1].p;
  }
  pthread_rwlock_unlock(&lock);
  return s;
}

static bool leak_kind(int kind) {
  return kind == RT_MEM_DEVICE || kind == RT_MEM_MANAGED ||
         kind == RT_MEM_HOST || kind == SAN_KIND_HEAP;
}

void san_alloc_leaks(void) {
  size_t bytes = 0, count = 0;
  pthread_rwlock_rdlock(&lock);
  /* the device heap's first, as compute-sanitizer lists them */
  for (size_t k = 0; k < 2 * n; k++) {
    const entry *e = &tab[k % n];
    if (!leak_kind(e->kind) || (e->kind == SAN_KIND_HEAP) != (k < n))
      continue;
    bytes += e->size;
    count++;
    san_text t = {0};
    char nb[32];
    san_line(&t, "Leaked %s bytes at %p%s", san_bytes(e->size, nb),
             (const void *)e->p,
             e->kind == SAN_KIND_HEAP ? " on the device heap" : "");
    if (e->nframes && san_cfg.backtrace) {
      san_line(&t, "    Saved host backtrace up to driver entry point at "
                   "allocation time");
      san_frames(&t, e->frames, e->nframes);
    }
    san_emit(&t);
  }
  pthread_rwlock_unlock(&lock);
  if (count) {
    san_text t = {0};
    san_line(&t, "LEAK SUMMARY: %zu bytes leaked in %zu allocations", bytes,
             count);
    san_emit_uncounted(&t);
  }
}
