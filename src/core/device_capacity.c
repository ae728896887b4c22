/* Device memory capacity: CUCC_DEVICE_MEMORY bytes per device (suffixes
 * K/M/G/T, powers of 1024; default half of the physical memory), charged
 * by every device and managed allocation of that device, so that exceeding
 * it is cudaErrorMemoryAllocation rather than an out-of-memory kill.
 * cudaMemGetInfo and cudaDeviceProp.totalGlobalMem report it. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "memory.h"

static pthread_once_t cap_once = PTHREAD_ONCE_INIT;
static size_t capacity;
static _Atomic size_t used[RT_MAX_DEVICES];

static size_t physical_memory(void) {
  long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
  return pages > 0 && psz > 0 ? (size_t)pages * (size_t)psz : (size_t)8 << 30;
}

/* "512M", "4G", "1048576", "2g", "1.5G"; 0 when malformed */
static size_t parse_size(const char *s) {
  char *end;
  double v = strtod(s, &end);
  if (end == s || v <= 0)
    return 0;
  double mul = 1;
  switch (toupper((unsigned char)*end)) {
  case 'K': mul = 1024.0; end++; break;
  case 'M': mul = 1024.0 * 1024; end++; break;
  case 'G': mul = 1024.0 * 1024 * 1024; end++; break;
  case 'T': mul = 1024.0 * 1024 * 1024 * 1024; end++; break;
  default: break;
  }
  if (mul > 1 && toupper((unsigned char)*end) == 'I')
    end++;
  if (mul > 1 && toupper((unsigned char)*end) == 'B')
    end++;
  if (*end || v * mul >= 18446744073709551615.0)
    return 0;
  return (size_t)(v * mul);
}

static void read_capacity(void) {
  const char *e = getenv("CUCC_DEVICE_MEMORY");
  size_t c = e && *e ? parse_size(e) : 0;
  if (e && *e && !c)
    fprintf(stderr, "cucc: ignoring malformed CUCC_DEVICE_MEMORY=%s\n", e);
  capacity = c ? c : physical_memory() / 2;
}

size_t rt_device_memory_capacity(void) {
  pthread_once(&cap_once, read_capacity);
  return capacity;
}

static _Atomic size_t *used_of(int dev) {
  return &used[dev >= 0 && dev < RT_MAX_DEVICES ? dev : 0];
}

bool rt_capacity_reserve(int dev, size_t bytes) {
  size_t cap = rt_device_memory_capacity();
  _Atomic size_t *u = used_of(dev);
  size_t cur = atomic_load(u);
  do {
    if (bytes > cap || cur > cap - bytes)
      return false;
  } while (!atomic_compare_exchange_weak(u, &cur, cur + bytes));
  return true;
}

void rt_capacity_release(int dev, size_t bytes) {
  atomic_fetch_sub(used_of(dev), bytes);
}

size_t rt_capacity_used(int dev) { return atomic_load(used_of(dev)); }

RT_EXPORT cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total) {
  rt_init();
  if (!free_bytes || !total)
    return rt_error(cudaErrorInvalidValue);
  size_t cap = rt_device_memory_capacity();
  size_t u = rt_capacity_used(rt_device_current());
  *total = cap;
  *free_bytes = u < cap ? cap - u : 0;
  return cudaSuccess;
}
