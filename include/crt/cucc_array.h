/* cucc: the layout of CUDA arrays, texture objects and surface objects in
 * host memory, shared by libcudart (which creates them) and the device-side
 * fetch functions (which read them directly: device and host share one
 * address space). C and C++. A cudaArray_t points to a struct cudaArray; a
 * cudaTextureObject_t / cudaSurfaceObject_t is the address of a
 * cucc_texture / cucc_surface. */
#ifndef CUCC_ARRAY_H
#define CUCC_ARRAY_H

#include "../driver_types.h"
#include "../surface_types.h"
#include "../texture_types.h"

#define CUCC_ARRAY_MAGIC 0x41525259u   /* "ARRY" */
#define CUCC_TEXTURE_MAGIC 0x54455854u /* "TEXT" */
#define CUCC_SURFACE_MAGIC 0x53555246u /* "SURF" */
#define CUCC_MAX_MIP_LEVELS 32

/* One level of a CUDA array: elements are stored row-major, x fastest, then
 * y (rows `pitch` bytes apart), then z / the layer / the cubemap face
 * (slices `slice` bytes apart). Layered arrays: `depth` counts the layers;
 * cubemaps: 6 faces (x layers) in the order +X -X +Y -Y +Z -Z. */
struct cudaArray {
  unsigned magic;
  struct cudaChannelFormatDesc desc;
  unsigned flags;     /* cudaArrayLayered, cudaArrayCubemap, ... */
  unsigned elem_size; /* bytes per element (all channels) */
  unsigned channels;  /* 1, 2 or 4 */
  size_t width, height, depth; /* as given: height/depth 0 when unused */
  size_t pitch, slice;         /* bytes */
  char *data;
  struct cudaMipmappedArray *owner; /* a level of this mipmapped array */
};

struct cudaMipmappedArray {
  unsigned magic;
  unsigned nlevels;
  struct cudaArray *levels[CUCC_MAX_MIP_LEVELS];
};

/* What cudaCreateTextureObject captured. For linear and pitch2D resources
 * the memory is described by `base`, `pitch` and the sizes. */
typedef struct cucc_texture {
  unsigned magic;
  struct cudaResourceDesc res;
  struct cudaTextureDesc tex;
  struct cudaResourceViewDesc view;
  int has_view;
} cucc_texture;

typedef struct cucc_surface {
  unsigned magic;
  struct cudaResourceDesc res;
} cucc_surface;

#endif
