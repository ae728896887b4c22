/* Private to the profiler (record.c writes, report.c reads): the log of
 * records, the host threads and the streams seen. */
#ifndef CUCC_PROF_RECORD_H
#define CUCC_PROF_RECORD_H

#include <nvToolsExt.h>
#include <sys/types.h>

#include "prof.h"

enum prof_type {
  PR_API = 1,  /* a runtime API call (host thread track) */
  PR_KERNEL,   /* stream activities... */
  PR_COPY,
  PR_FILL,
  PR_HOSTFN,
  PR_EVREC,
  PR_EVWAIT,
  PR_NVTX_RANGE, /* NVTX track of a host thread */
  PR_NVTX_MARK
};
/* copy directions (prof_rec.copy of PR_COPY) */
enum { PC_HTOD, PC_DTOH, PC_DTOD, PC_HTOH, PC_PEER, PC_COUNT };
/* NVTX range styles (prof_rec.copy of PR_NVTX_RANGE) */
enum { PS_PUSHPOP = 1, PS_STARTEND };

typedef struct prof_rec {
  uint8_t type, copy;
  uint16_t device;
  uint32_t track; /* stream number, or host thread index */
  uint64_t seq;   /* order of creation */
  uint64_t corr;  /* the API call that made it (0: none) */
  _Atomic uint64_t t0, t1; /* ns, CLOCK_MONOTONIC; t1 0: unfinished */
  const char *name;        /* API, kernel (mangled), NVTX message */
  const char *domain;      /* NVTX domain (NULL: default) */
  uint64_t bytes;
  uint32_t grid[3], block[3];
  struct prof_rec *dep; /* an event wait: the record it waited for */
} prof_rec;

#define PROF_CHUNK 4096
typedef struct prof_chunk {
  prof_rec rec[PROF_CHUNK];
  _Atomic unsigned filled;
  unsigned n;
  struct prof_chunk *next;
} prof_chunk;

#define PROF_MAX_THREADS 256
#define PROF_MAX_STREAMS 1024
typedef struct prof_thread {
  long os_tid;
  char *name; /* nvtxNameOsThread */
} prof_thread;

typedef struct prof_stream {
  const void *key;
  int kind, device, thread;
  uint32_t id;
} prof_stream;

typedef struct prof_state {
  bool enabled;
  bool api_range; /* CUCC_PROF_CAPTURE=cudaProfilerApi */
  pid_t pid;
  uint64_t tick0, ns0, tick1, ns1; /* the clocks at the start and the end */
  double ns_per_tick;
  char out[4096]; /* CUCC_PROF: the output prefix */
  prof_chunk *first; /* every thread's chunks, newest first */
  _Atomic uint64_t nrec, ncorr;
  prof_thread threads[PROF_MAX_THREADS];
  int nthreads;
  prof_stream streams[PROF_MAX_STREAMS];
  int nstreams, nnumbered;
} prof_state;

extern prof_state rt_prof;

/* record.c: the tick rate over the run (at its end) */
void rt_prof_calibrate(void);
/* ns from the start of the run at tick t, and ns of d ticks */
static inline double rt_prof_ns(uint64_t t) {
  return t >= rt_prof.tick0 ? (double)(t - rt_prof.tick0) * rt_prof.ns_per_tick
                            : 0.0;
}
static inline double rt_prof_dur_ns(uint64_t d) {
  return (double)d * rt_prof.ns_per_tick;
}
/* record.c: the list of chunks (newest first) */
prof_chunk *rt_prof_chunks(void);
/* report.c: at exit, the summary (PREFIX.txt) and the trace (PREFIX.json) */
void rt_prof_write(void);

#endif
