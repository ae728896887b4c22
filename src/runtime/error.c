/* Error state of the runtime: the per-thread last error, the device's
 * sticky error, and cudaGetErrorName/cudaGetErrorString. */
#include <stdio.h>

#include "internal.h"

static _Thread_local cudaError_t last_error = cudaSuccess;
static _Atomic int sticky = cudaSuccess;

cudaError_t rt_error(cudaError_t err) {
  if (err != cudaSuccess && err != cudaErrorNotReady)
    last_error = err;
  return err;
}

void rt_set_sticky(cudaError_t err) {
  int expected = cudaSuccess;
  atomic_compare_exchange_strong(&sticky, &expected, (int)err);
}

cudaError_t rt_sticky(void) { return (cudaError_t)atomic_load(&sticky); }

void rt_clear_sticky(void) { atomic_store(&sticky, cudaSuccess); }

RT_EXPORT cudaError_t cudaGetLastError(void) {
  cudaError_t e = last_error;
  last_error = cudaSuccess;
  /* a sticky error keeps being reported */
  if (e == cudaSuccess)
    e = rt_sticky();
  return e;
}

RT_EXPORT cudaError_t cudaPeekAtLastError(void) {
  cudaError_t e = last_error;
  return e == cudaSuccess ? rt_sticky() : e;
}

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
