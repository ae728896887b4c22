/* Finding cucc's driver from its libraries (libcuda's cuLinkComplete,
 * NVRTC): src/common/cucc_home.c. */
#ifndef CUCC_HOME_H
#define CUCC_HOME_H

#include <stdbool.h>
#include <stddef.h>

/* bin/cucc of the installation (or build tree) that holds the library
 * containing `addr`, else of any cucc library the process has loaded,
 * else cucc on PATH. */
bool cucc_find_driver(const void *addr, char *out, size_t n);

/* Runs argv (argv[0] a path) in directory cwd (NULL: this one) with
 * stdout and stderr into the file `log` (relative to cwd),
 * device code compiled for this CPU only unless CUCC_TARGET_CPU says
 * otherwise; the exit status, or -1. */
int cucc_run(char *const *argv, const char *cwd, const char *log);

#endif
