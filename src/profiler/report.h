/* Private to the profiler's output files (report.c, summary.c, trace.c). */
#ifndef CUCC_PROF_REPORT_H
#define CUCC_PROF_REPORT_H

#include <stdio.h>

#include "fault.h"
#include "record.h"

/* v: the finished records, by start time */
void rt_prof_summary(FILE *f, prof_rec **v, size_t n);
void rt_prof_trace(FILE *f, prof_rec **v, size_t n);
const char *rt_prof_copy_name(int kind);
const char *rt_prof_kernel_name(const char *mangled);

#endif
