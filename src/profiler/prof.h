/* The profiler's hooks in libcudart (cucc-prof, docs/PROFILER.md). When
 * CUCC_PROF is unset every hook costs one test of a global flag, read
 * relaxed (a plain load). When set, the runtime records host API calls,
 * the commands its streams run (kernels, copies, memsets, host functions,
 * event records and waits) and NVTX ranges and marks, and writes at exit a
 * summary in nsys's words and a Chrome trace-event timeline.
 *
 * Life of a stream command's record: tagged when made (copies, memsets,
 * event markers: rt_prof_tag_*), given its stream when queued
 * (rt_prof_enqueue; kernels and host functions get their record there),
 * started by the engine (rt_prof_cmd_start: a kernel's first chunk, a
 * callback's call) and finished with the command (rt_prof_cmd_finish). */
#ifndef CUCC_PROF_H
#define CUCC_PROF_H

#include <stdatomic.h>
#include <stdint.h>

#include "memory.h"

/* Non-zero while recording (between cudaProfilerStart/Stop when capturing
 * that range). */
extern _Atomic int rt_prof_active;
#define RT_PROF_ON()                                                         \
  __builtin_expect(                                                          \
      atomic_load_explicit(&rt_prof_active, memory_order_relaxed), 0)

/* A time stamp in ticks of the CPU's counter (record.c) */
uint64_t rt_prof_now(void);

/* ---- runtime API calls: RT_PROF_API(); first in an entry point records
 * the call (the outermost one of the thread: cudaMemcpyToSymbol's inner
 * cudaMemcpy is not counted twice) ---- */
typedef struct rt_prof_scope {
  uint64_t t0; /* 0: not recorded */
  const char *name;
} rt_prof_scope;
uint64_t rt_prof_api_enter(void);
void rt_prof_api_leave(rt_prof_scope *s);
static inline void rt_prof_api_leave_if(rt_prof_scope *s) {
  if (s->t0)
    rt_prof_api_leave(s);
}
#define RT_PROF_API()                                                        \
  __attribute__((cleanup(rt_prof_api_leave_if))) rt_prof_scope               \
      rt_prof_scope_ = {RT_PROF_ON() ? rt_prof_api_enter() : 0, __func__}

/* ---- stream commands (callers test RT_PROF_ON() or c->prof first) ---- */
enum rt_prof_mark { RT_PROF_EVENT_RECORD = 1, RT_PROF_EVENT_WAIT };
void rt_prof_tag_copy(rt_cmd *c, const rt_copy *cp);
void rt_prof_tag_fill(rt_cmd *c, const rt_fill *f);
/* waited: the marker of the event a wait is for (NULL for a record) */
void rt_prof_tag_mark(rt_cmd *c, enum rt_prof_mark kind, rt_cmd *waited);
/* c is queued in the stream object `stream` (kind: stream_internal.h's) */
void rt_prof_enqueue(rt_cmd *c, const void *stream, int kind, int device);
/* The commands of a graph launch in stream s (kernels and host functions
 * get their records here, tagged copies and memsets their track) */
void rt_prof_enqueue_all(rt_cmd **v, size_t n, cudaStream_t s);
void rt_prof_cmd_start(rt_cmd *c);
void rt_prof_cmd_finish(rt_cmd *c);
/* A copy done by the calling thread (synchronous, or from pageable memory)
 * between t0 and now, in stream s's order. */
void rt_prof_copy_inline(const rt_copy *cp, cudaStream_t s, uint64_t t0);

/* A stream object is freed: a later one at its address gets a track of its
 * own (a no-op when not profiling). */
void rt_prof_stream_gone(const void *stream);

/* cudaProfilerStart/Stop */
void rt_prof_capture(bool on);

#endif
