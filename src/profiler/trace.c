/* The timeline in the Chrome trace-event JSON format (chrome://tracing,
 * ui.perfetto.dev), one event per line:
 * - process 1, the host: one track per host thread with its runtime API
 *   calls, and one NVTX track per thread with its ranges and marks;
 * - process 2 + D, device D: one track per stream (numbered as nsys does:
 *   7 for the legacy default stream, 13 on for the others) with kernels,
 *   copies, memsets, host functions, event records and waits.
 * Flow arrows join each API call to the work it queued ("correlation") and
 * each event record to the waits it released ("dependency"). Times are in
 * microseconds from the start of the process, events in time order. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "stream_internal.h"
#include "report.h"

#define HOST_PID 1
#define DEVICE_PID 2
#define NVTX_TID 100000 /* + the host thread's track */

static void json_str(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
    if (*p == '"' || *p == '\\')
      fprintf(f, "\\%c", *p);
    else if (*p < 0x20)
      fprintf(f, "\\u%04x", *p);
    else
      fputc(*p, f);
  }
  fputc('"', f);
}

static double us(uint64_t t) { return rt_prof_ns(t) / 1e3; }

static void meta(FILE *f, const char *what, int pid, long tid,
                 const char *name, long sort) {
  fprintf(f, "{\"ph\":\"M\",\"pid\":%d,\"tid\":%ld,\"name\":\"%s_name\",\"args\":{\"name\":",
          pid, tid, what);
  json_str(f, name);
  fprintf(f, "}},\n");
  if (sort >= 0)
    fprintf(f,
            "{\"ph\":\"M\",\"pid\":%d,\"tid\":%ld,\"name\":\"%s_sort_index\","
            "\"args\":{\"sort_index\":%ld}},\n",
            pid, tid, what, sort);
}

static void tracks(FILE *f) {
  char b[256];
  snprintf(b, sizeof b, "%s (pid %d)", program_invocation_short_name,
           (int)rt_prof.pid);
  meta(f, "process", HOST_PID, 0, b, 0);
  for (int i = 0; i < rt_prof.nthreads; i++) {
    const prof_thread *t = &rt_prof.threads[i];
    if (t->name)
      snprintf(b, sizeof b, "%s (thread %ld)", t->name, t->os_tid);
    else
      snprintf(b, sizeof b, "Thread %ld%s", t->os_tid, i ? "" : " (main)");
    meta(f, "thread", HOST_PID, i + 1, b, 2 * i);
    snprintf(b, sizeof b, "NVTX (thread %ld)", t->os_tid);
    meta(f, "thread", HOST_PID, NVTX_TID + i + 1, b, 2 * i + 1);
  }
  bool dev_seen[RT_MAX_DEVICES] = {false};
  for (int i = 0; i < rt_prof.nstreams; i++) {
    const prof_stream *s = &rt_prof.streams[i];
    int d = s->device >= 0 && s->device < RT_MAX_DEVICES ? s->device : 0;
    if (!dev_seen[d]) {
      dev_seen[d] = true;
      snprintf(b, sizeof b, "CUDA device %d (cucc, on the CPU)", d);
      meta(f, "process", DEVICE_PID + d, 0, b, 1 + d);
    }
    if (s->kind == S_LEGACY)
      snprintf(b, sizeof b, "Stream %u (legacy default)", s->id);
    else if (s->kind == S_PER_THREAD)
      snprintf(b, sizeof b, "Stream %u (per-thread default, thread %d)",
               s->id, s->thread);
    else
      snprintf(b, sizeof b, "Stream %u", s->id);
    meta(f, "thread", DEVICE_PID + d, s->id, b, s->id);
  }
}

static const char *name_of(const prof_rec *r) {
  switch (r->type) {
  case PR_KERNEL:
    return rt_prof_kernel_name(r->name);
  case PR_COPY:
    return rt_prof_copy_name(r->copy);
  case PR_FILL:
    return "[CUDA memset]";
  case PR_HOSTFN:
    return "host function";
  case PR_EVREC:
    return "cudaEventRecord";
  case PR_EVWAIT:
    return "cudaStreamWaitEvent";
  default:
    return r->name;
  }
}

static const char *cat_of(int type) {
  static const char *const cats[] = {"",       "cuda_api", "kernel",
                                     "memcpy", "memset",   "host_function",
                                     "event",  "event",    "nvtx",
                                     "nvtx"};
  return type > 0 && type <= PR_NVTX_MARK ? cats[type] : "other";
}

static bool on_device(const prof_rec *r) {
  return r->type >= PR_KERNEL && r->type <= PR_EVWAIT;
}

static void where(const prof_rec *r, int *pid, long *tid) {
  if (on_device(r)) {
    *pid = DEVICE_PID + r->device;
    *tid = r->track;
  } else {
    *pid = HOST_PID;
    *tid = (r->type == PR_API ? 0 : NVTX_TID) + (long)r->track;
  }
}

static void event(FILE *f, const prof_rec *r) {
  int pid;
  long tid;
  where(r, &pid, &tid);
  uint64_t t0 = atomic_load(&r->t0), t1 = atomic_load(&r->t1);
  fprintf(f, "{\"ph\":\"%s\",\"cat\":\"%s\",\"name\":",
          r->type == PR_NVTX_MARK ? "i" : "X", cat_of(r->type));
  if (r->type == PR_NVTX_RANGE || r->type == PR_NVTX_MARK) {
    char b[600];
    snprintf(b, sizeof b, "%s%s%s", r->domain ? r->domain : "",
             r->domain ? ":" : "", r->name ? r->name : "");
    json_str(f, b);
  } else {
    json_str(f, name_of(r));
  }
  fprintf(f, ",\"pid\":%d,\"tid\":%ld,\"ts\":%.3f", pid, tid, us(t0));
  if (r->type == PR_NVTX_MARK)
    fprintf(f, ",\"s\":\"t\"");
  else
    fprintf(f, ",\"dur\":%.3f", rt_prof_dur_ns(t1 - t0) / 1e3);
  fprintf(f, ",\"args\":{\"correlation\":%llu", (unsigned long long)r->corr);
  if (r->type == PR_KERNEL)
    fprintf(f, ",\"grid\":[%u,%u,%u],\"block\":[%u,%u,%u]", r->grid[0],
            r->grid[1], r->grid[2], r->block[0], r->block[1], r->block[2]);
  if (r->type == PR_COPY || r->type == PR_FILL)
    fprintf(f, ",\"bytes\":%llu,\"bandwidth_GBps\":%.3f",
            (unsigned long long)r->bytes,
            t1 > t0 ? (double)r->bytes / rt_prof_dur_ns(t1 - t0) : 0.0);
  if (r->type == PR_NVTX_RANGE)
    fprintf(f, ",\"style\":\"%s\"", r->copy == PS_PUSHPOP ? "PushPop" : "StartEnd");
  fprintf(f, "}},\n");
}

/* An arrow from (pid, tid, t) of one slice to the slice at the other end. */
static void flow(FILE *f, const char *cat, unsigned long long id,
                 const prof_rec *from, const prof_rec *to) {
  int p0, p1;
  long t0, t1;
  where(from, &p0, &t0);
  where(to, &p1, &t1);
  fprintf(f,
          "{\"ph\":\"s\",\"cat\":\"%s\",\"name\":\"%s\",\"id\":%llu,"
          "\"pid\":%d,\"tid\":%ld,\"ts\":%.3f},\n",
          cat, cat, id, p0, t0, us(atomic_load(&from->t0)));
  fprintf(f,
          "{\"ph\":\"f\",\"bp\":\"e\",\"cat\":\"%s\",\"name\":\"%s\","
          "\"id\":%llu,\"pid\":%d,\"tid\":%ld,\"ts\":%.3f},\n",
          cat, cat, id, p1, t1, us(atomic_load(&to->t0)));
}

static int by_corr(const void *a, const void *b) {
  const prof_rec *x = *(prof_rec *const *)a, *y = *(prof_rec *const *)b;
  return (x->corr > y->corr) - (x->corr < y->corr);
}

static void flows(FILE *f, prof_rec **v, size_t n) {
  /* the API calls by correlation id, to find each activity's */
  prof_rec **api = malloc((n ? n : 1) * sizeof *api);
  size_t na = 0;
  for (size_t i = 0; api && i < n; i++)
    if (v[i]->type == PR_API)
      api[na++] = v[i];
  if (api)
    qsort(api, na, sizeof *api, by_corr);
  unsigned long long dep = 0;
  for (size_t i = 0; i < n; i++) {
    const prof_rec *r = v[i];
    if (!on_device(r))
      continue;
    if (r->corr && api) {
      prof_rec key = {.corr = r->corr}, *kp = &key;
      prof_rec **a = bsearch(&kp, api, na, sizeof *api, by_corr);
      if (a)
        flow(f, "correlation", r->corr, *a, r);
    }
    if (r->type == PR_EVWAIT && r->dep && atomic_load(&r->dep->t1))
      flow(f, "dependency", ++dep, r->dep, r);
  }
  free(api);
}

void rt_prof_trace(FILE *f, prof_rec **v, size_t n) {
  fprintf(f, "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"tool\":\"cucc-prof\"},\n"
             "\"traceEvents\":[\n");
  tracks(f);
  for (size_t i = 0; i < n; i++)
    event(f, v[i]);
  flows(f, v, n);
  /* a last event, so that every line above may end with a comma */
  fprintf(f, "{\"ph\":\"M\",\"pid\":%d,\"tid\":0,\"name\":\"process_labels\","
             "\"args\":{\"labels\":\"cucc-prof\"}}\n]}\n",
          HOST_PID);
}
