/* Error state of the runtime: the per-thread last error, the device's
 * sticky error, and cudaGetErrorName/cudaGetErrorString. */
#include <stdio.h>

#include "internal.h"

static _Thread_local cudaError_t last_error = cudaSuccess;
static _Atomic int sticky = cudaSuccess;

_Thread_local int rt_quiet;

cudaError_t rt_error(cudaError_t err) {
  if (err != cudaSuccess && err != cudaErrorNotReady && !rt_quiet)
    last_error = err;
  return err;
}

void rt_set_sticky(cudaError_t err) {
  int expected = cudaSuccess;
  atomic_compare_exchange_strong(&sticky, &expected, (int)err);
}

cudaError_t rt_sticky(void) { return (cudaError_t)atomic_load(&sticky); }

/* As on a GPU (nvcc 13, H100): cudaDeviceReset returns cudaSuccess after a
 * kernel failed, but the process cannot use the device again: every later
 * call that needs the context fails with cudaErrorDevicesUnavailable (only
 * the end of the process makes the device usable). A reset of a healthy
 * context leaves it usable. cudaErrorLaunchOutOfResources is cucc's own
 * (a launch it could not start) and is simply cleared. */
void rt_sticky_on_reset(void) {
  int e = atomic_load(&sticky);
  if (e == cudaSuccess || e == cudaErrorDevicesUnavailable)
    return;
  atomic_store(&sticky, e == cudaErrorLaunchOutOfResources
                            ? cudaSuccess
                            : cudaErrorDevicesUnavailable);
}

/* The last error is only what calls returned: once read it is cudaSuccess
 * again even while the context keeps its sticky error (seen on a GPU: a
 * second cudaGetLastError, or cudaPeekAtLastError after it, gives
 * cudaSuccess after a failed kernel, while cudaMemcpy still fails). */
RT_EXPORT cudaError_t cudaGetLastError(void) {
  cudaError_t e = last_error;
  last_error = cudaSuccess;
  return e;
}

RT_EXPORT cudaError_t cudaPeekAtLastError(void) { return last_error; }

typedef struct err_entry {
  int code;
  const char *name, *text;
} err_entry;

#include "error_table.h"

static const err_entry *lookup(cudaError_t e) {
  for (size_t i = 0; i < sizeof error_table / sizeof *error_table; i++)
    if (error_table[i].code == (int)e)
      return &error_table[i];
  return NULL;
}

RT_EXPORT const char *cudaGetErrorName(cudaError_t e) {
  const err_entry *x = lookup(e);
  return x ? x->name : "unrecognized error code";
}

RT_EXPORT const char *cudaGetErrorString(cudaError_t e) {
  const err_entry *x = lookup(e);
  return x ? x->text : "unrecognized error code";
}
