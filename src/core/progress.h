/* Progress between blocks (progress.c) and the engine functions it uses. */
#ifndef CUCC_PROGRESS_H
#define CUCC_PROGRESS_H

#include "internal.h"

/* Starts the monitor thread (once, from the engine's start). */
void rt_progress_start(void);
/* The most blocks any launch has co-resident on the device: grids of at
 * most this many are handed out one block at a time. */
unsigned rt_progress_coresident_max(void);

/* engine.c: runs c's blocks on the calling thread until none is left to
 * start */
void rt_engine_run_blocks(rt_cmd *c);
/* engine.c: whether c has blocks left to start */
bool rt_engine_blocks_left(rt_cmd *c);
/* engine.c: calls f for each kernel command with blocks left to start,
 * under the engine's lock (f must not call into the engine but for
 * rt_cmd_retain, nor block) */
void rt_engine_each_running(void (*f)(rt_cmd *c, uint64_t next,
                                      uint64_t done, int workers, void *arg),
                            void *arg);

#endif
