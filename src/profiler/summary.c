/* The summary tables, in the layout of `nsys profile --stats=true`: a title
 * line naming nsys's report (cuda_api_sum, cuda_gpu_kern_sum, ...),
 * centred column headers over dashes, right-aligned numbers with thousands
 * separators, and the name column last, left-aligned. Rows are sorted by
 * total time, largest first. Kernel grid and block shapes are in
 * cuda_gpu_kern_gb_sum (as in nsys), copy bandwidth in the cucc-only
 * cuda_gpu_mem_bw_sum. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

/* ---- grouping ---- */

typedef struct item {
  char key[512];
  uint64_t dur, bytes;
  int style;
} item;

typedef struct group {
  const char *key;
  size_t n;
  uint64_t total, min, max, bytes, bmin, bmax;
  double med, sd, bmed, bsd;
  int style;
} group;

static int by_key(const void *a, const void *b) {
  const item *x = a, *y = b;
  int c = strcmp(x->key, y->key);
  return c ? c : (x->dur > y->dur) - (x->dur < y->dur);
}

static int by_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

static int by_total(const void *a, const void *b) {
  const group *x = a, *y = b;
  if (x->total != y->total)
    return x->total < y->total ? 1 : -1;
  return strcmp(x->key, y->key);
}

static double median(uint64_t *v, size_t n) {
  qsort(v, n, sizeof *v, by_u64);
  return n % 2 ? (double)v[n / 2] : ((double)v[n / 2 - 1] + v[n / 2]) / 2;
}

static double stddev(const uint64_t *v, size_t n, double mean) {
  if (n < 2)
    return 0;
  double s = 0;
  for (size_t i = 0; i < n; i++)
    s += ((double)v[i] - mean) * ((double)v[i] - mean);
  return sqrt(s / (double)(n - 1)); /* sample deviation, as nsys */
}

/* Groups items (sorted here) by key: *ng groups, sorted by total time. */
static group *make_groups(item *it, size_t n, size_t *ng) {
  qsort(it, n, sizeof *it, by_key);
  group *g = calloc(n ? n : 1, sizeof *g);
  uint64_t *d = malloc((n ? n : 1) * sizeof *d);
  uint64_t *b = malloc((n ? n : 1) * sizeof *b);
  size_t k = 0;
  for (size_t i = 0; g && d && b && i < n;) {
    size_t j = i;
    group *x = &g[k++];
    x->key = it[i].key;
    x->style = it[i].style;
    x->min = x->bmin = UINT64_MAX;
    for (; j < n && !strcmp(it[j].key, it[i].key); j++) {
      uint64_t t = it[j].dur, by = it[j].bytes;
      d[j - i] = t;
      b[j - i] = by;
      x->total += t;
      x->bytes += by;
      x->min = t < x->min ? t : x->min;
      x->max = t > x->max ? t : x->max;
      x->bmin = by < x->bmin ? by : x->bmin;
      x->bmax = by > x->bmax ? by : x->bmax;
    }
    x->n = j - i;
    x->sd = stddev(d, x->n, (double)x->total / (double)x->n);
    x->med = median(d, x->n);
    x->bsd = stddev(b, x->n, (double)x->bytes / (double)x->n);
    x->bmed = median(b, x->n);
    i = j;
  }
  free(d);
  free(b);
  if (g)
    qsort(g, k, sizeof *g, by_total);
  *ng = g ? k : 0;
  return g;
}

/* ---- the table layout ---- */

#define MAXCOL 12
typedef struct table {
  int ncol;
  const char *head[MAXCOL];
  char **cell; /* rows * ncol strings */
  size_t rows;
} table;

static void fmt_int(char *out, size_t size, uint64_t v) {
  char digits[32];
  int n = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v);
  size_t k = 0;
  for (int i = 0; i < n && k + 2 < size; i++) {
    if (i && (n - i) % 3 == 0)
      out[k++] = ',';
    out[k++] = digits[i];
  }
  out[k] = 0;
}

static void fmt_fix(char *out, size_t size, double v, int decimals) {
  double r = floor(v);
  double frac = v - r;
  int scale = decimals == 1 ? 10 : decimals == 3 ? 1000 : 1000000;
  long long f = llround(frac * scale);
  if (f >= scale) {
    r += 1;
    f -= scale;
  }
  char ip[40];
  fmt_int(ip, sizeof ip, (uint64_t)r);
  snprintf(out, size, "%s.%0*lld", ip, decimals, f);
}

static char *cellf(const char *s) { return strdup(s ? s : ""); }

static void put(table *t, size_t row, int col, const char *s) {
  t->cell[row * (size_t)t->ncol + (size_t)col] = cellf(s);
}

static void print_table(FILE *f, const char *title, const char *report,
                        table *t) {
  fprintf(f, "\n ** %s (%s):\n\n", title, report);
  if (!t->rows) {
    fprintf(f, "SKIPPED: no data for %s.\n", title);
    return;
  }
  size_t w[MAXCOL];
  for (int c = 0; c < t->ncol; c++) {
    w[c] = strlen(t->head[c]);
    for (size_t r = 0; r < t->rows; r++) {
      const char *s = t->cell[r * (size_t)t->ncol + (size_t)c];
      size_t l = s ? strlen(s) : 0;
      w[c] = l > w[c] ? l : w[c];
    }
  }
  for (int c = 0; c < t->ncol; c++) { /* centred headers */
    size_t l = strlen(t->head[c]), pad = w[c] - l;
    fprintf(f, " %*s%s%*s%s", (int)(pad / 2), "", t->head[c],
            (int)(pad - pad / 2), "", c + 1 < t->ncol ? " " : "\n");
  }
  for (int c = 0; c < t->ncol; c++) {
    fputc(' ', f);
    for (size_t i = 0; i < w[c]; i++)
      fputc('-', f);
    fputs(c + 1 < t->ncol ? " " : "\n", f);
  }
  for (size_t r = 0; r < t->rows; r++)
    for (int c = 0; c < t->ncol; c++) {
      const char *s = t->cell[r * (size_t)t->ncol + (size_t)c];
      if (c + 1 < t->ncol)
        fprintf(f, " %*s ", (int)w[c], s ? s : "");
      else
        fprintf(f, " %-*s\n", (int)w[c], s ? s : "");
    }
}

static void free_table(table *t) {
  for (size_t i = 0; i < t->rows * (size_t)t->ncol; i++)
    free(t->cell[i]);
  free(t->cell);
}

/* The time columns shared by most reports: Time (%), Total Time (ns),
 * count, Avg, Med, Min, Max, StdDev (ns); then `extra` more columns. */
static table time_table(group *g, size_t ng, const char *count_head,
                        int extra) {
  table t = {8 + extra,
             {"Time (%)", "Total Time (ns)", count_head, "Avg (ns)",
              "Med (ns)", "Min (ns)", "Max (ns)", "StdDev (ns)"},
             NULL, 0};
  uint64_t all = 0;
  for (size_t i = 0; i < ng; i++)
    all += g[i].total;
  t.cell = calloc((ng ? ng : 1) * (size_t)t.ncol, sizeof *t.cell);
  if (!t.cell)
    return t;
  t.rows = ng;
  char b[64];
  for (size_t i = 0; i < ng; i++) {
    snprintf(b, sizeof b, "%.1f", all ? 100.0 * (double)g[i].total / (double)all : 0.0);
    put(&t, i, 0, b);
    fmt_int(b, sizeof b, g[i].total);
    put(&t, i, 1, b);
    fmt_int(b, sizeof b, g[i].n);
    put(&t, i, 2, b);
    fmt_fix(b, sizeof b, (double)g[i].total / (double)g[i].n, 1);
    put(&t, i, 3, b);
    fmt_fix(b, sizeof b, g[i].med, 1);
    put(&t, i, 4, b);
    fmt_int(b, sizeof b, g[i].min);
    put(&t, i, 5, b);
    fmt_int(b, sizeof b, g[i].max);
    put(&t, i, 6, b);
    fmt_fix(b, sizeof b, g[i].sd, 1);
    put(&t, i, 7, b);
  }
  return t;
}

/* ---- the reports ---- */

typedef void (*key_fn)(const prof_rec *r, item *it);

static item *items_of(prof_rec **v, size_t n, int type, int type2, key_fn key,
                      size_t *ni) {
  item *it = malloc((n ? n : 1) * sizeof *it);
  size_t k = 0;
  for (size_t i = 0; it && i < n; i++) {
    if (v[i]->type != type && v[i]->type != type2)
      continue;
    item *x = &it[k++];
    x->dur = (uint64_t)(rt_prof_dur_ns(atomic_load(&v[i]->t1) -
                                       atomic_load(&v[i]->t0)) + 0.5);
    x->bytes = v[i]->bytes;
    x->style = v[i]->copy;
    key(v[i], x);
  }
  *ni = it ? k : 0;
  return it;
}

static void key_name(const prof_rec *r, item *it) {
  snprintf(it->key, sizeof it->key, "%s", r->name ? r->name : "?");
}
static void key_kernel(const prof_rec *r, item *it) {
  snprintf(it->key, sizeof it->key, "%s", rt_prof_kernel_name(r->name));
}
/* grid and block first (fixed width), the name after: split on print */
static void key_kernel_gb(const prof_rec *r, item *it) {
  snprintf(it->key, sizeof it->key, "%10u %10u %10u %10u %10u %10u %s",
           r->grid[0], r->grid[1], r->grid[2], r->block[0], r->block[1],
           r->block[2], rt_prof_kernel_name(r->name));
}
static void key_memop(const prof_rec *r, item *it) {
  snprintf(it->key, sizeof it->key, "%s",
           r->type == PR_FILL ? "[CUDA memset]" : rt_prof_copy_name(r->copy));
}
static void key_nvtx(const prof_rec *r, item *it) {
  snprintf(it->key, sizeof it->key, "%s:%s", r->domain ? r->domain : "",
           r->name ? r->name : "");
}

static void report_times(FILE *f, prof_rec **v, size_t n, int type, int type2,
                         key_fn key, const char *title, const char *report,
                         const char *count_head, const char *name_head) {
  size_t ni, ng;
  item *it = items_of(v, n, type, type2, key, &ni);
  group *g = make_groups(it, ni, &ng);
  table t = time_table(g, ng, count_head, 1);
  t.head[8] = name_head;
  for (size_t i = 0; i < t.rows; i++)
    put(&t, i, 8, g[i].key);
  print_table(f, title, report, &t);
  free_table(&t);
  free(g);
  free(it);
}

static void report_kernel_gb(FILE *f, prof_rec **v, size_t n) {
  size_t ni, ng;
  item *it = items_of(v, n, PR_KERNEL, 0, key_kernel_gb, &ni);
  group *g = make_groups(it, ni, &ng);
  table t = time_table(g, ng, "Instances", 3);
  t.head[8] = "GridXYZ";
  t.head[9] = "BlockXYZ";
  t.head[10] = "Name";
  for (size_t i = 0; i < t.rows; i++) {
    unsigned gx, gy, gz, bx, by, bz;
    int at = 0;
    char b[80];
    if (sscanf(g[i].key, "%u %u %u %u %u %u %n", &gx, &gy, &gz, &bx, &by, &bz,
               &at) < 6)
      continue;
    snprintf(b, sizeof b, "%4u %4u %4u", gx, gy, gz);
    put(&t, i, 8, b);
    snprintf(b, sizeof b, "%4u %4u %4u", bx, by, bz);
    put(&t, i, 9, b);
    put(&t, i, 10, g[i].key + at);
  }
  print_table(f, "CUDA GPU Kernel/Grid/Block Summary", "cuda_gpu_kern_gb_sum",
              &t);
  free_table(&t);
  free(g);
  free(it);
}

static void report_nvtx(FILE *f, prof_rec **v, size_t n) {
  size_t ni, ng;
  item *it = items_of(v, n, PR_NVTX_RANGE, 0, key_nvtx, &ni);
  /* the style belongs to the key: push/pop and start/end apart */
  for (size_t i = 0; i < ni; i++) {
    char k[sizeof it[i].key];
    snprintf(k, sizeof k, "%d%s", it[i].style, it[i].key);
    memcpy(it[i].key, k, sizeof k);
  }
  group *g = make_groups(it, ni, &ng);
  table t = time_table(g, ng, "Instances", 2);
  t.head[8] = "Style";
  t.head[9] = "Range";
  for (size_t i = 0; i < t.rows; i++) {
    put(&t, i, 8, g[i].key[0] == '0' + PS_PUSHPOP ? "PushPop" : "StartEnd");
    put(&t, i, 9, g[i].key + 1);
  }
  print_table(f, "NVTX Range Summary", "nvtx_sum", &t);
  free_table(&t);
  free(g);
  free(it);
}

static void fmt_mb(char *b, size_t size, double bytes) {
  fmt_fix(b, size, bytes / 1e6, 3);
}

static void report_mem_size(FILE *f, prof_rec **v, size_t n, bool bw) {
  size_t ni, ng;
  item *it = items_of(v, n, PR_COPY, PR_FILL, key_memop, &ni);
  group *g = make_groups(it, ni, &ng);
  table t = {bw ? 5 : 8,
             {"Total (MB)", "Count", "Avg (MB)", "Med (MB)", "Min (MB)",
              "Max (MB)", "StdDev (MB)", "Operation"},
             calloc((ng ? ng : 1) * 8, sizeof(char *)), ng};
  if (bw) {
    t.head[2] = "Total Time (ns)";
    t.head[3] = "Avg BW (GB/s)";
    t.head[4] = "Operation";
  }
  char b[64];
  for (size_t i = 0; t.cell && i < ng; i++) {
    fmt_mb(b, sizeof b, (double)g[i].bytes);
    put(&t, i, 0, b);
    fmt_int(b, sizeof b, g[i].n);
    put(&t, i, 1, b);
    if (bw) { /* bytes per ns = GB/s */
      fmt_int(b, sizeof b, g[i].total);
      put(&t, i, 2, b);
      fmt_fix(b, sizeof b,
              g[i].total ? (double)g[i].bytes / (double)g[i].total : 0, 3);
      put(&t, i, 3, b);
      put(&t, i, 4, g[i].key);
      continue;
    }
    fmt_mb(b, sizeof b, (double)g[i].bytes / (double)g[i].n);
    put(&t, i, 2, b);
    fmt_mb(b, sizeof b, g[i].bmed);
    put(&t, i, 3, b);
    fmt_mb(b, sizeof b, (double)g[i].bmin);
    put(&t, i, 4, b);
    fmt_mb(b, sizeof b, (double)g[i].bmax);
    put(&t, i, 5, b);
    fmt_mb(b, sizeof b, g[i].bsd);
    put(&t, i, 6, b);
    put(&t, i, 7, g[i].key);
  }
  if (!t.cell)
    t.rows = 0;
  if (bw)
    print_table(f, "CUDA GPU MemOps Bandwidth (cucc)", "cuda_gpu_mem_bw_sum",
                &t);
  else
    print_table(f, "CUDA GPU MemOps Summary (by Size)",
                "cuda_gpu_mem_size_sum", &t);
  free_table(&t);
  free(g);
  free(it);
}

void rt_prof_summary(FILE *f, prof_rec **v, size_t n) {
  report_nvtx(f, v, n);
  report_times(f, v, n, PR_API, 0, key_name, "CUDA API Summary",
               "cuda_api_sum", "Num Calls", "Name");
  report_times(f, v, n, PR_KERNEL, 0, key_kernel, "CUDA GPU Kernel Summary",
               "cuda_gpu_kern_sum", "Instances", "Name");
  report_kernel_gb(f, v, n);
  report_times(f, v, n, PR_COPY, PR_FILL, key_memop,
               "CUDA GPU MemOps Summary (by Time)", "cuda_gpu_mem_time_sum",
               "Count", "Operation");
  report_mem_size(f, v, n, false);
  report_mem_size(f, v, n, true);
}
