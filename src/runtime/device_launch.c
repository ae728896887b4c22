/* Dynamic parallelism, runtime side: kernel launches from device code (the
 * device side is include/crt/cucc_device_launch.h). A launch finds the
 * kernel by its name among the loaded images, checks the configuration as
 * cudaLaunchKernel does, and makes a kernel command that the engine runs as
 * a child of the launching kernel (which finishes only after it). Streams
 * as in CUDA 12: launches of one block into the NULL stream (or into one
 * stream the device created) run in order; cudaStreamFireAndForget ones
 * independently; cudaStreamTailLaunch ones after the launching grid and
 * its other children. The errors go to a device-side last error. */
#include <stdlib.h>
#include <string.h>

#include "fault.h"
#include "internal.h"

#define MAX_DEPTH 24 /* CUDA's nesting limit */

static pthread_mutex_t dp_mu = PTHREAD_MUTEX_INITIALIZER;

/* The device-side last error, per engine thread. */
static _Thread_local cudaError_t last_err;

static int fail(cudaError_t e) {
  if (e != cudaSuccess)
    last_err = e;
  return e;
}

int rt_device_last_error(int peek) {
  cudaError_t e = last_err;
  if (!peek)
    last_err = cudaSuccess;
  return e;
}

/* ---- device-created streams ---- */

typedef struct dp_stream {
  rt_cmd *last; /* the last launch into it */
  struct dp_stream *next;
} dp_stream;

static dp_stream *streams; /* live ones, under dp_mu */

static dp_stream **find_stream(const void *s) {
  for (dp_stream **p = &streams; *p; p = &(*p)->next)
    if (*p == s)
      return p;
  return NULL;
}

int rt_device_stream(int op, void **s, unsigned flags) {
  if (!s)
    return fail(cudaErrorInvalidValue);
  if (op == 0) { /* the guide asks for cudaStreamNonBlocking, but an H100
                   accepts 0 as well: every device stream is non-blocking */
    (void)flags;
    dp_stream *n = calloc(1, sizeof *n);
    if (!n)
      return fail(cudaErrorMemoryAllocation);
    pthread_mutex_lock(&dp_mu);
    n->next = streams;
    streams = n;
    pthread_mutex_unlock(&dp_mu);
    *s = n;
    return cudaSuccess;
  }
  pthread_mutex_lock(&dp_mu);
  dp_stream **p = find_stream(*s);
  dp_stream *x = p ? *p : NULL;
  if (p)
    *p = x->next;
  pthread_mutex_unlock(&dp_mu);
  if (!x)
    return fail(cudaErrorInvalidResourceHandle);
  rt_cmd_release(x->last); /* its work still runs */
  free(x);
  return cudaSuccess;
}

/* ---- per launching kernel: each block's NULL stream ---- */

typedef struct dp_state {
  uint64_t *block; /* open addressing: block linear id + 1 (0: empty) */
  rt_cmd **last;   /* that block's last NULL-stream launch */
  size_t cap, n;
} dp_state;

void rt_device_launch_free(void *p) {
  dp_state *st = p;
  for (size_t i = 0; i < st->cap; i++)
    if (st->block[i])
      rt_cmd_release(st->last[i]);
  free(st->block);
  free(st->last);
  free(st);
}

/* The slot of block b in st (grown as needed); NULL if out of memory. */
static rt_cmd **block_slot(dp_state *st, uint64_t b) {
  if ((st->n + 1) * 2 > st->cap) {
    size_t cap = st->cap ? st->cap * 2 : 16;
    uint64_t *nb = calloc(cap, sizeof *nb);
    rt_cmd **nl = calloc(cap, sizeof *nl);
    if (!nb || !nl) {
      free(nb);
      free(nl);
      return NULL;
    }
    for (size_t i = 0; i < st->cap; i++)
      if (st->block[i]) {
        size_t j = (st->block[i] * 0x9e3779b97f4a7c15u) & (cap - 1);
        while (nb[j])
          j = (j + 1) & (cap - 1);
        nb[j] = st->block[i];
        nl[j] = st->last[i];
      }
    free(st->block);
    free(st->last);
    st->block = nb;
    st->last = nl;
    st->cap = cap;
  }
  uint64_t key = b + 1;
  size_t j = (key * 0x9e3779b97f4a7c15u) & (st->cap - 1);
  while (st->block[j] && st->block[j] != key)
    j = (j + 1) & (st->cap - 1);
  if (!st->block[j]) {
    st->block[j] = key;
    st->n++;
  }
  return &st->last[j];
}

/* ---- finding the kernel ---- */

/* Text without white space, for comparing type and template spellings. */
static void squeeze(char *dst, size_t cap, const char *s, size_t n) {
  size_t o = 0;
  for (size_t i = 0; i < n && s[i] && o + 1 < cap; i++)
    if (s[i] != ' ' && s[i] != '\t' && s[i] != '\n')
      dst[o++] = s[i];
  dst[o] = 0;
}

typedef struct query {
  char name[512];    /* qualified name: "ns::k" */
  char params[1024]; /* parameter types, squeezed: "int*,float" */
  char targs[512];   /* template arguments as written, squeezed: "<float,4>" */
  const cucc_device_launch *l;
  const cucc_kernel_info *best;
  int best_score;
} query;

/* From "... [T = void (*)(int *, int), F = &ns::k]" and the written
 * "k<float>": the name, parameter types and template arguments. */
static bool parse_query(query *q, const cucc_device_launch *l) {
  memset(q, 0, sizeof *q);
  q->l = l;
  q->best_score = -1;
  const char *f = l->kernel ? strstr(l->kernel, "F = ") : NULL;
  if (!f)
    return false;
  f += 4;
  if (*f == '&')
    f++;
  if (!strncmp(f, "::", 2))
    f += 2;
  const char *fe = strrchr(f, ']');
  squeeze(q->name, sizeof q->name, f, fe ? (size_t)(fe - f) : strlen(f));
  const char *t = strstr(l->kernel, "(*)(");
  if (t) {
    t += 4;
    int depth = 1;
    const char *e = t;
    for (; *e && depth; e++)
      depth += *e == '(' ? 1 : *e == ')' ? -1 : 0;
    squeeze(q->params, sizeof q->params, t, (size_t)(e - t) - 1);
    if (!strcmp(q->params, "void"))
      q->params[0] = 0;
  }
  const char *w = l->written;
  size_t wn = w ? strlen(w) : 0;
  while (wn && w[wn - 1] == ' ')
    wn--;
  if (wn && w[wn - 1] == '>') {
    int depth = 0;
    size_t i = wn;
    while (i > 0) {
      char c = w[--i];
      depth += c == '>' ? 1 : c == '<' ? -1 : 0;
      if (!depth)
        break;
    }
    squeeze(q->targs, sizeof q->targs, w + i, wn - i);
  }
  return true;
}

/* Splits a demangled "void ns::k<int>(int*, float)" (or an extern "C"
 * "k") into name without template arguments, arguments and parameters. */
static void split_demangled(const char *d, char *name, size_t ncap, char *targs,
                            size_t tcap, char *params, size_t pcap) {
  size_t n = strlen(d), open = n, close = n;
  name[0] = targs[0] = params[0] = 0;
  if (n && d[n - 1] == ')') { /* the parameter list */
    close = n - 1;
    int depth = 0;
    for (size_t i = n; i > 0; i--) {
      char c = d[i - 1];
      depth += c == ')' ? 1 : c == '(' ? -1 : 0;
      if (!depth) {
        open = i - 1;
        break;
      }
    }
    squeeze(params, pcap, d + open + 1, close - open - 1);
    if (!strcmp(params, "void"))
      params[0] = 0;
  }
  size_t end = open, start = 0, te = end;
  int depth = 0;
  for (size_t i = 0; i < end; i++) { /* a return type ends at a space */
    char c = d[i];
    depth += c == '<' || c == '(' ? 1 : c == '>' || c == ')' ? -1 : 0;
    if (c == ' ' && !depth)
      start = i + 1;
  }
  if (end > start && d[end - 1] == '>') {
    depth = 0;
    for (size_t i = end; i > start; i--) {
      char c = d[i - 1];
      depth += c == '>' ? 1 : c == '<' ? -1 : 0;
      if (!depth) {
        te = i - 1;
        break;
      }
    }
    squeeze(targs, tcap, d + te, end - te);
  }
  squeeze(name, ncap, d + start, te - start);
}

static void consider(const cucc_kernel_info *k, void *ctx) {
  query *q = ctx;
  const cucc_device_launch *l = q->l;
  if (k->nparams != l->nargs)
    return;
  for (uint32_t i = 0; i < k->nparams; i++)
    if (k->param_sizes[i] != l->sizes[i])
      return;
  char *dem = rt_demangle(k->name);
  char name[512], targs[512], params[1024];
  split_demangled(dem ? dem : k->name, name, sizeof name, targs, sizeof targs,
                  params, sizeof params);
  free(dem);
  if (strcmp(name, q->name))
    return;
  int score = 0;
  if (!strcmp(params, q->params))
    score += 2;
  if (q->targs[0] && !strcmp(targs, q->targs))
    score += 1;
  if (score > q->best_score) {
    q->best_score = score;
    q->best = k;
  }
}

typedef struct cache_entry {
  const char *kernel, *written;
  const cucc_kernel_info *k;
} cache_entry;

static cache_entry *cache;
static size_t ncache, capcache;

static const cucc_kernel_info *find_kernel(const cucc_device_launch *l) {
  pthread_mutex_lock(&dp_mu);
  for (size_t i = 0; i < ncache; i++)
    if (cache[i].kernel == l->kernel && cache[i].written == l->written) {
      const cucc_kernel_info *k = cache[i].k;
      pthread_mutex_unlock(&dp_mu);
      return k;
    }
  pthread_mutex_unlock(&dp_mu);
  query *q = malloc(sizeof *q);
  if (!q)
    return NULL;
  const cucc_kernel_info *k = NULL;
  if (parse_query(q, l)) {
    rt_module_each_kernel(consider, q);
    k = q->best;
  }
  free(q);
  if (!k)
    return NULL;
  pthread_mutex_lock(&dp_mu);
  if (ncache == capcache) {
    size_t cap = capcache ? capcache * 2 : 16;
    cache_entry *n = realloc(cache, cap * sizeof *n);
    if (n) {
      cache = n;
      capcache = cap;
    }
  }
  if (ncache < capcache)
    cache[ncache++] = (cache_entry){l->kernel, l->written, k};
  pthread_mutex_unlock(&dp_mu);
  return k;
}

/* ---- the launch ---- */

static size_t align_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

/* A kernel command for k with copies of the arguments (as launch.c). */
static rt_cmd *make_cmd(const cucc_kernel_info *k,
                        const cucc_device_launch *l) {
  size_t data_off =
      align_up(sizeof(void *) * (k->nparams ? k->nparams : 1), 16);
  size_t data = 0;
  for (uint32_t i = 0; i < k->nparams; i++)
    data = align_up(data, k->param_aligns[i] ? k->param_aligns[i] : 1) +
           k->param_sizes[i];
  rt_cmd *c = rt_cmd_new(RT_CMD_KERNEL, data_off + data + 16);
  if (!c)
    return NULL;
  char *mem = rt_cmd_extra(c);
  void **ptrs = (void **)mem;
  size_t o = 0;
  for (uint32_t i = 0; i < k->nparams; i++) {
    o = align_up(o, k->param_aligns[i] ? k->param_aligns[i] : 1);
    ptrs[i] = mem + data_off + o;
    memcpy(ptrs[i], l->args[i], k->param_sizes[i]);
    o += k->param_sizes[i];
  }
  c->k = k;
  c->grid = l->grid;
  c->block = l->block;
  c->dyn_smem = l->smem;
  c->args = ptrs;
  c->nblocks = (uint64_t)l->grid.x * l->grid.y * l->grid.z;
  return c;
}

#define TAIL_STREAM ((void *)0x3)
#define FIRE_AND_FORGET ((void *)0x4)
#define GRAPH_TAIL ((void *)0x0100000000000000)
#define GRAPH_FIRE_AND_FORGET ((void *)0x0200000000000000)

int rt_device_launch(const cucc_device_launch *l) {
  const cucc_block *blk = NULL;
  rt_cmd *parent = rt_engine_current(&blk);
  if (!parent || !blk)
    return fail(cudaErrorNotSupported);
  const cucc_kernel_info *k = find_kernel(l);
  if (!k)
    return fail(cudaErrorInvalidDeviceFunction);
  dim3 g = {l->grid.x, l->grid.y, l->grid.z};
  dim3 b = {l->block.x, l->block.y, l->block.z};
  /* a bad configuration is cudaErrorInvalidConfiguration on the device
   * (cudaErrorInvalidValue on the host; measured on an H100) */
  if (rt_launch_validate(k, g, b, l->smem))
    return fail(cudaErrorInvalidConfiguration);
  int depth = 1;
  for (rt_cmd *p = parent; p->parent; p = p->parent)
    depth++;
  if (depth >= MAX_DEPTH)
    return fail(cudaErrorLaunchMaxDepthExceeded);
  void *s = l->stream;
  bool tail = s == TAIL_STREAM || s == GRAPH_TAIL;
  bool forget = s == FIRE_AND_FORGET || s == GRAPH_FIRE_AND_FORGET;
  bool null =
      !s || s == (void *)cudaStreamLegacy || s == (void *)cudaStreamPerThread;
  rt_cmd *c = make_cmd(k, l);
  if (!c)
    return fail(cudaErrorMemoryAllocation);
  if (!tail && !forget) { /* ordered after the stream's previous launch */
    pthread_mutex_lock(&dp_mu);
    rt_cmd **slot = NULL;
    if (null) {
      if (!parent->dp)
        parent->dp = calloc(1, sizeof(dp_state));
      uint64_t id =
          blk->block_idx.x +
          (uint64_t)blk->grid_dim.x *
              (blk->block_idx.y + (uint64_t)blk->grid_dim.y * blk->block_idx.z);
      slot = parent->dp ? block_slot(parent->dp, id) : NULL;
    } else {
      dp_stream **p = find_stream(s);
      slot = p ? &(*p)->last : NULL;
    }
    if (!slot) {
      pthread_mutex_unlock(&dp_mu);
      rt_cmd_release(c);
      return fail(null ? cudaErrorMemoryAllocation
                       : cudaErrorInvalidResourceHandle);
    }
    if (*slot) {
      rt_cmd_after(c, *slot);
      rt_cmd_release(*slot);
    }
    rt_cmd_retain(c);
    *slot = c;
    pthread_mutex_unlock(&dp_mu);
  }
  rt_cmd_submit_child(parent, c, tail);
  return cudaSuccess;
}
