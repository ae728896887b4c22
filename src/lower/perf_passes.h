/* Lowering passes of the performance and fidelity work of issue 12 (each in
 * its own file of src/lower). */
#ifndef CUCC_PERF_PASSES_H
#define CUCC_PERF_PASSES_H

#include "lower_internal.h"

/* ptx_shifts.c: shifts by the width or more give PTX's results (0, or the
 * sign for arithmetic right shifts); before optimization */
int make_shifts_ptx(lower *L);

/* loop_versioning.c: loops that add into a fixed address get a version
 * that keeps it in a register (after the O3 pipeline) */
int version_loop_accumulators(lower *L);

#endif
