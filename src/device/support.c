/* Device support library: linked into every device image by the lowering.
 * It holds the pointer to the runtime's API table (filled in when the image
 * is loaded) and the small functions device code calls to reach it. The
 * functions are noinline so that the lowering can tell them from user code. */
#include "../common/cucc_abi.h"

#define SUPPORT __attribute__((noinline, visibility("hidden")))

const cucc_device_api *__cucc_api;

SUPPORT cucc_thread *__cucc_self(void) { return __cucc_api->self(); }

SUPPORT void __cucc_set_self(cucc_thread *t) { __cucc_api->set_self(t); }

SUPPORT int __cucc_barrier(int op, int pred) {
  return __cucc_api->barrier(op, pred);
}

SUPPORT void __cucc_syncthreads(void) { __cucc_api->barrier(CUCC_BAR_SYNC, 0); }

SUPPORT int __cucc_vprintf(const char *fmt, const void *args) {
  return __cucc_api->vprintf(fmt, args);
}
