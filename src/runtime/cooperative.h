/* Cooperative launches: the whole grid resident at once (cooperative.c). */
#ifndef CUCC_RT_COOPERATIVE_H
#define CUCC_RT_COOPERATIVE_H

#include "internal.h"

/* Bytes (16-byte alignment suffices) of the record rt_coop_setup needs. */
size_t rt_coop_size(void);
/* Turns kernel command c (a fiber kernel: k, grid, block, dyn_smem, args
 * filled in) into a cooperative one: one engine block that runs c's whole
 * grid as fibers of one worker. mem (rt_coop_size() bytes) must live as long
 * as c, e.g. in its extra space. */
void rt_coop_setup(rt_cmd *c, void *mem);

#endif
