/* Shared state of cucc-sanitizer's runtime (src/sanitizer/). */
#ifndef CUCC_SAN_INTERNAL_H
#define CUCC_SAN_INTERNAL_H

#include <stdint.h>
#include <stdio.h>

#include "fault.h"
#include "internal.h"
#include "san_abi.h"
#include "san_hooks.h"

enum san_tool { SAN_MEMCHECK, SAN_RACECHECK, SAN_SYNCCHECK, SAN_INITCHECK };

typedef struct san_config {
  enum san_tool tool;
  bool leaks;        /* --leak-check full */
  bool backtrace;    /* --show-backtrace yes|host */
  long print_limit;  /* 0: none */
  int log_fd, count_fd;
  const char *cucc;  /* the cucc-sanitizer executable */
} san_config;

extern san_config san_cfg;

/* san_report.c: one report, written whole under a lock, counted as an
 * error; false (and nothing written) past --print-limit. Lines are given
 * without the "========= " prefix. */
typedef struct san_text {
  char *buf;
  size_t len, cap;
} san_text;
void san_line(san_text *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void san_emit(san_text *t); /* counts one error, frees t */
void san_emit_uncounted(san_text *t);
void san_count_only(void);  /* an error past the print limit */
/* "fill(int*, int)+0x70 in file.cu:11" of a site */
void san_where(san_text *t, const san_site *s);
/* "by thread (x,y,z) in block (x,y,z)" */
void san_by_thread(san_text *t, uint32_t tid, uint64_t bid);
/* the host backtrace lines, if --show-backtrace */
void san_host_backtrace(san_text *t, const char *what, int skip);
void san_frames(san_text *t, void *const *frames, int n);
/* "Saved host backtrace ... at kernel launch time" of the running kernel */
void san_launch_backtrace(san_text *t);
/* tells launches apart whose commands had the same address */
uint64_t san_launch_serial(const void *cmd);
/* 1024 -> "1,024", as compute-sanitizer writes sizes */
const char *san_bytes(size_t v, char out[32]);

/* san_symbols.c: the host function containing addr */
bool san_symbol(const void *addr, char *out, size_t n);

/* san_alloc.c: allocations of device memory the runtime made */
typedef struct san_alloc_info {
  const char *p;
  size_t size;
  int kind;
  bool live;
} san_alloc_info;
/* The live allocation containing [p, p+n) wholly: 1; partly or not: 0;
 * *near gets the nearest live one (or a freed one containing p: freed set) */
int san_alloc_find(const void *p, size_t n, san_alloc_info *near,
                   bool *freed);
/* [p, p+n) lies in a live allocation this thread found lately */
bool san_alloc_cached(const char *p, size_t n);
void san_alloc_leaks(void);
/* initcheck's bitmap of an allocation containing p (NULL if none) */
uint8_t *san_alloc_shadow(const void *p, const char **base);

/* san_check.c: the tools' per-access and per-barrier work */
void san_access(void *addr, uint64_t size, uint32_t site, uint32_t flags,
                const void *base, uint64_t objsize, uint32_t tid, uint64_t bid,
                const san_site *sites);
void san_barrier(uint32_t site, uint32_t op, uint32_t mask, uint32_t tid,
                 uint64_t bid, const san_site *sites);
/* the block bid running on this thread (NULL if unknown) and its
 * kernel's static and dynamic shared sizes */
const cucc_block *san_current_block(uint64_t bid, size_t *static_smem,
                                    size_t *dyn_smem);

/* san_race.c / san_sync.c */
void san_race_access(const cucc_block *blk, size_t off, uint64_t size,
                     bool write, bool atomic, uint32_t site, uint32_t tid,
                     uint64_t bid, const san_site *sites);
void san_race_barrier(const cucc_block *blk, uint32_t tid, bool warp);
void san_race_report(void); /* at exit */
void san_sync_finish(void);  /* at exit */
void san_sync_barrier(const cucc_block *blk, uint32_t site, uint32_t op,
                      uint32_t mask, uint32_t tid, uint64_t bid,
                      const san_site *sites);

/* the kernel stops after a report (cudaErrorLaunchFailure), as on a GPU */
_Noreturn void san_stop_kernel(void);

static inline uint32_t san_tid_x(uint32_t t) { return t & 1023u; }
static inline uint32_t san_tid_y(uint32_t t) { return t >> 10 & 1023u; }
static inline uint32_t san_tid_z(uint32_t t) { return t >> 20; }

#endif
