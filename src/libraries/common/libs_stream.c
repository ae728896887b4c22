/* cucc: stream-ordered execution of the libraries' work (libs_stream.h)
 * and the 16-bit float conversions they share. */
#include "libs_stream.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  libs_work_fn fn;
  int keep; /* captured into a graph: runs at each launch, never freed */
  max_align_t args[]; /* the copy of the caller's arguments */
} closure;

static void run_closure(void *p) {
  closure *c = p;
  c->fn(c->args);
  if (!c->keep)
    free(c);
}

/* nothing is queued before work in `stream`: the stream is idle, and for a
 * stream that waits for the legacy default stream, that one too */
static int capturing(cudaStream_t stream) {
  enum cudaStreamCaptureStatus cs = cudaStreamCaptureStatusNone;
  return cudaStreamIsCapturing(stream, &cs) != cudaSuccess || cs != cudaStreamCaptureStatusNone;
}
static int idle(cudaStream_t stream) {
  /* never while a capture is under way (a query would invalidate it) */
  if (capturing(stream) || capturing(cudaStreamLegacy) || cudaStreamQuery(stream) != cudaSuccess)
    return 0;
  unsigned flags = 0;
  if (stream == 0 || stream == cudaStreamLegacy ||
      (stream != cudaStreamPerThread && cudaStreamGetFlags(stream, &flags) == cudaSuccess &&
       (flags & cudaStreamNonBlocking)))
    return 1;
  return cudaStreamQuery(cudaStreamLegacy) == cudaSuccess;
}

cudaError_t libs_submit(cudaStream_t stream, libs_work_fn fn, const void *args, size_t size, int wait) {
  /* an idle stream runs the work at once, in the caller's thread: the cost
   * of queueing it is saved where calls follow each other */
  if (idle(stream)) {
    fn((void *)args);
    return cudaSuccess;
  }
  closure *c = malloc(sizeof *c + size);
  if (!c)
    return cudaErrorMemoryAllocation;
  c->fn = fn;
  memcpy(c->args, args, size);
  /* in a stream being captured the work becomes a graph's host node, run
   * at each launch of the graph: the closure lives as long as the process */
  c->keep = capturing(stream);
  cudaError_t e = cudaLaunchHostFunc(stream, run_closure, c);
  if (e != cudaSuccess) {
    free(c);
    return e;
  }
  return wait && !c->keep ? cudaStreamSynchronize(stream) : cudaSuccess;
}

static uint32_t fbits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
static float bitsf(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

float libs_half_to_float(uint16_t h) {
  uint32_t s = (uint32_t)(h >> 15) << 31, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  if (e == 0x1f)
    return bitsf(s | 0x7f800000u | (m << 13));
  if (e == 0) /* zero or subnormal: m * 2^-24 */
    return s ? -(float)m * 5.9604644775390625e-8f : (float)m * 5.9604644775390625e-8f;
  return bitsf(s | ((e + 112) << 23) | (m << 13));
}

uint16_t libs_float_to_half(float f) {
  uint32_t u = fbits(f), s = (u >> 16) & 0x8000;
  uint32_t a = u & 0x7fffffffu;
  if (a >= 0x7f800000u) /* inf, NaN */
    return (uint16_t)(s | 0x7c00 | (a > 0x7f800000u ? 0x200 : 0));
  if (a >= 0x477ff000u) /* rounds to >= 65520: inf */
    return (uint16_t)(s | 0x7c00);
  if (a < 0x38800000u) { /* subnormal half: round a * 2^24 to an integer */
    float v = bitsf(a) * 16777216.0f;
    uint32_t m = (uint32_t)v;
    float r = v - (float)m;
    if (r > 0.5f || (r == 0.5f && (m & 1)))
      m++;
    return (uint16_t)(s | m);
  }
  uint32_t e = (a >> 23) - 112, m = a & 0x7fffff;
  uint32_t h = (e << 10) | (m >> 13), rest = m & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    h++;
  return (uint16_t)(s | h);
}

float libs_bf16_to_float(uint16_t h) { return bitsf((uint32_t)h << 16); }

uint16_t libs_float_to_bf16(float f) {
  uint32_t u = fbits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)((u >> 16) | 0x40);
  u += 0x7fff + ((u >> 16) & 1);
  return (uint16_t)(u >> 16);
}
