/* An image as kernels see it: the host's memory object points its kernel
 * argument at this descriptor (src/opencl/image.c), and the built-in library
 * reads it (src/opencl/clc/image.cl). A pixel of (x, y, z) is at
 * data + z * slice_pitch + y * row_pitch + x * elem_size; a 1D array's layer
 * is its y, a 2D array's its z. */
#ifndef CUCC_OCL_IMAGE_DESC_H
#define CUCC_OCL_IMAGE_DESC_H
#ifndef __OPENCL_C_VERSION__
#include <stdint.h>
typedef uint32_t cucc_u32;
typedef uint64_t cucc_u64;
#define CUCC_GLOBAL
#else
typedef uint cucc_u32;
typedef ulong cucc_u64;
#define CUCC_GLOBAL __global
#endif
typedef struct cucc_image {
  CUCC_GLOBAL char *data;
  cucc_u32 width, height, depth, array_size;
  cucc_u64 row_pitch, slice_pitch;
  cucc_u32 order, type;   /* cl_channel_order, cl_channel_type */
  cucc_u32 elem_size;     /* bytes per pixel */
  cucc_u32 channels;      /* components stored per pixel */
  cucc_u32 mem_type;      /* CL_MEM_OBJECT_IMAGE* */
  cucc_u32 reserved;
} cucc_image;
#endif
