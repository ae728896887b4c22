/* Module images in every accepted form (module_image.c). */
#ifndef CUCC_DRV_MODULE_IMAGE_H
#define CUCC_DRV_MODULE_IMAGE_H

#include "drv.h"

/* cuLinkComplete's output: this header, then `count` image blobs, each
 * padded to 8 bytes (link.c writes it) */
#define DRV_LINKED_MAGIC 0x4c434355u /* "UCCL" */
typedef struct drv_linked_header {
  uint32_t magic;
  uint32_t count;
  uint64_t size; /* bytes of the whole container */
} drv_linked_header;

#define DRV_MAX_PARTS 64

/* One image to load: a blob (one shared object per ISA level) or a single
 * shared object (a -cubin file: so/so_size). */
typedef struct drv_image_part {
  const cucc_image_header *blob;
  const void *so;
  size_t so_size;
} drv_image_part;

typedef struct drv_image_set {
  drv_image_part part[DRV_MAX_PARTS];
  unsigned n;
  void *owned; /* decoded text, freed by drv_image_set_free */
} drv_image_set;

/* size: bytes of image if known (a file), else 0. The log gets a message
 * when the image is refused. */
CUresult drv_image_parse(const void *image, size_t size, drv_image_set *s,
                         char *log, size_t logn);
void drv_image_set_free(drv_image_set *s);

#endif
