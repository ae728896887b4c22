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
#define CUCC_MIPMAP_MAGIC 0x4D49504Du  /* "MIPM" */
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
  /* Precomputed by cudaCreateTextureObject for the fetch functions
   * (crt/cucc_texture_fetch.h): the texel format and each mipmap level. */
  unsigned kind;  /* CUCC_TEXEL_UNSIGNED, _SIGNED, _FLOAT or _HALF */
  unsigned bits;  /* per channel: 8, 16 or 32 */
  unsigned nch;   /* channels: 1, 2 or 4 */
  unsigned elem;  /* bytes per texel */
  unsigned flags; /* cudaArrayLayered, cudaArrayCubemap of the array */
  unsigned nlevels;
  struct cucc_tex_level {
    const char *data;
    int w, h, d; /* texels; d counts layers (x 6 faces for cubemaps) */
    size_t pitch, slice;
  } lv[CUCC_MAX_MIP_LEVELS];
  /* The fetch functions' fast path (set last by cudaCreateTextureObject;
   * 0: always the generic path): CUCC_TEX_FAST_* bits, and the texel's
   * channels and bytes per channel in bits 16-23 (nch << 4 | bytes). */
  unsigned fast;
  /* What a fetch outside the texture reads in the fast path, as texel
   * bytes: the border color (float texels) or zeros (integer ones). */
  unsigned char fborder[16];
} cucc_texture;
#define CUCC_TEX_FAST_RAW 1u        /* result = the texel's bytes */
#define CUCC_TEX_FAST_POINT 2u      /* point sampled, sizes < 2^23 */
#define CUCC_TEX_FAST_NORM 4u       /* normalized coordinates */
#define CUCC_TEX_FAST_LINEAR 8u     /* float texels linearly filtered, ditto */
#define CUCC_TEX_FAST_BORDER0 0x10u /* << d: border mode in dimension d */
#define CUCC_TEX_FAST_WRAP0 0x100u  /* << d: wrap/mirror in dimension d */
#define CUCC_TEXEL_UNSIGNED 0
#define CUCC_TEXEL_SIGNED 1
#define CUCC_TEXEL_FLOAT 2
#define CUCC_TEXEL_HALF 3

typedef struct cucc_surface {
  unsigned magic;
  struct cudaResourceDesc res;
} cucc_surface;

#endif
