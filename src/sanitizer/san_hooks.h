/* The runtime's hooks into cucc-sanitizer (docs/SANITIZER.md): each is one
 * test of rt_san_on, false unless the program runs under cucc-sanitizer. */
#ifndef CUCC_SAN_HOOKS_H
#define CUCC_SAN_HOOKS_H

#include <stdbool.h>
#include <stddef.h>

#include "../common/cucc_abi.h"

extern bool rt_san_on;

/* module.c: the instrumented image for the blob h (malloc'ed bytes, *size),
 * or NULL to load the plain one; then the loaded image's handle. */
void *rt_san_image(const cucc_image_header *h, size_t *size);
void rt_san_image_loaded(void *dl);

/* launch.c: a kernel command about to be submitted */
void rt_san_launch(const void *cmd);

/* error.c: a CUDA call is about to return err (not cudaSuccess) */
void rt_san_api_error(int err);

/* memory.c: an allocation entered (added) or left the runtime's table;
 * device_heap.c: a device malloc/free (kind SAN_KIND_HEAP) */
#define SAN_KIND_HEAP 100
void rt_san_alloc(const void *p, size_t size, int kind);
void rt_san_free(const void *p, int kind);
void rt_san_heap_reset(void);

/* memory_async.c: bytes [p, p + width) of `height` rows `pitch` apart, of
 * `depth` slices `slice` apart, written by a copy or memset */
void rt_san_written(const void *p, size_t pitch, size_t slice, size_t width,
                    size_t height, size_t depth);

#endif
