/* Device printf: each call is formatted at once into a per-thread string and
 * appended to the device's FIFO, which is written to stdout at the points
 * the guide names (launch, synchronization, blocking copies, reset). Also
 * the table of services (cucc_device_api) handed to device images. */
#include <stdio.h>
#include <stdlib.h>

#include "dprintf.h"
#include "fiber.h"
#include "internal.h"

static pthread_mutex_t fifo_mu = PTHREAD_MUTEX_INITIALIZER;
static struct cucc_strbuf fifo;
static size_t fifo_limit = 1u << 20; /* cudaLimitPrintfFifoSize default */

static int device_vprintf(const char *fmt, const void *args) {
  static _Thread_local struct cucc_strbuf line;
  cucc_strbuf_clear(&line);
  int n = cucc_dprintf_format(&line, fmt, args);
  if (n < 0)
    return n;
  pthread_mutex_lock(&fifo_mu);
  /* a full buffer drops new output, as the GPU's does */
  if (fifo.len + line.len <= fifo_limit)
    cucc_strbuf_append(&fifo, line.data ? line.data : "", line.len);
  pthread_mutex_unlock(&fifo_mu);
  return n;
}

void rt_printf_flush(void) {
  pthread_mutex_lock(&fifo_mu);
  if (fifo.len) {
    fwrite(fifo.data, 1, fifo.len, stdout);
    fflush(stdout);
    cucc_strbuf_clear(&fifo);
  }
  pthread_mutex_unlock(&fifo_mu);
}

size_t rt_printf_fifo_size(void) { return fifo_limit; }

void rt_printf_set_fifo_size(size_t n) {
  pthread_mutex_lock(&fifo_mu);
  fifo_limit = n;
  pthread_mutex_unlock(&fifo_mu);
}

const cucc_device_api rt_device_api = {
    .abi_version = CUCC_ABI_VERSION,
    .self = cucc_self,
    .set_self = cucc_set_self,
    .barrier = cucc_fiber_barrier,
    .vprintf = device_vprintf,
    .trap = rt_device_trap,
    .warp = cucc_fiber_warp,
    .assert_fail = rt_device_assert_fail,
    .brkpt = rt_device_brkpt,
    .malloc = rt_heap_malloc,
    .free = rt_heap_free,
    .space_of = rt_space_of,
    .launch = rt_device_launch,
    .last_error = rt_device_last_error,
    .stream = rt_device_stream,
    .fail = rt_device_fail,
    .tex_resolve = rt_tex_resolve,
};
