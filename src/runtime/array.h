/* Interfaces of the CUDA array files of libcudart (array.c, array_copy.c,
 * surface.c): which arrays are alive, and their geometry. The layout itself
 * is include/crt/cucc_array.h, shared with device code. */
#ifndef CUCC_RT_ARRAY_H
#define CUCC_RT_ARRAY_H

#include <crt/cucc_array.h>

#include "memory.h"

/* Whether a is a live array (cudaMallocArray, cudaMalloc3DArray, or a level
 * of a live mipmapped array). */
bool rt_array_live(const struct cudaArray *a);
/* texture.c: a 1x1 texture of zeros, what unbound references and handles
 * that are no live object read */
extern const cucc_texture rt_empty_texture;
bool rt_mipmap_live(const struct cudaMipmappedArray *m);

/* Bytes per element and channels of a channel format CUDA arrays accept
 * (1, 2 or 4 channels of equal size); false otherwise. */
bool rt_format_size(const struct cudaChannelFormatDesc *d, unsigned *elem,
                    unsigned *channels);

/* Rows and slices (layers, faces) of an array: at least 1. */
static inline size_t rt_array_rows(const struct cudaArray *a) {
  return a->height ? a->height : 1;
}
static inline size_t rt_array_slices(const struct cudaArray *a) {
  return a->depth ? a->depth : 1;
}

/* array_copy.c: cudaMemcpy3D(Async) when srcArray or dstArray is set. */
cudaError_t rt_copy3d_array(const struct cudaMemcpy3DParms *p, bool async,
                            cudaStream_t s);

#endif
