/* cucc: how the toolkit's libraries (cuBLAS, cuRAND, cuFFT, cuSPARSE,
 * cuSOLVER) run their work in stream order: a call's arguments are copied
 * into a closure that the stream runs as a host function
 * (cudaLaunchHostFunc), after the work enqueued before it; device memory
 * is host memory, so the CPU libraries under them read it directly. */
#ifndef CUCC_LIBS_STREAM_H
#define CUCC_LIBS_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "cuda_runtime_api.h"

#define LIBS_EXPORT __attribute__((visibility("default")))

typedef void (*libs_work_fn)(void *args);

/* Runs fn on a copy of the `size` bytes at args once the work before it in
 * `stream` is done; with `wait`, returns after it ran. Returns the
 * runtime's error (cudaSuccess when enqueued). */
cudaError_t libs_submit(cudaStream_t stream, libs_work_fn fn, const void *args, size_t size, int wait);

/* IEEE half and bfloat16 <-> float, round to nearest even */
float libs_half_to_float(uint16_t h);
uint16_t libs_float_to_half(float f);
float libs_bf16_to_float(uint16_t h);
uint16_t libs_float_to_bf16(float f);

#endif
