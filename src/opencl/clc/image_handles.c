/* The image and sampler handles of OpenCL C as plain pointers and bits:
 * OpenCL C cannot convert them, C can (the same IR on both sides: a global
 * pointer for an image, a constant-space pointer holding the CLK_* bits
 * for a sampler). Compiled as C for NVPTX into the built-in library. */
typedef __attribute__((address_space(1))) void gvoid;
typedef __attribute__((address_space(4))) void cvoid;

#define HANDLE(NAME) gvoid *NAME(gvoid *p) { return p; }
HANDLE(__cucc_img_1d) HANDLE(__cucc_img_1d_wo) HANDLE(__cucc_img_1d_rw)
HANDLE(__cucc_img_1db) HANDLE(__cucc_img_1db_wo) HANDLE(__cucc_img_1db_rw)
HANDLE(__cucc_img_1da) HANDLE(__cucc_img_1da_wo) HANDLE(__cucc_img_1da_rw)
HANDLE(__cucc_img_2d) HANDLE(__cucc_img_2d_wo) HANDLE(__cucc_img_2d_rw)
HANDLE(__cucc_img_2da) HANDLE(__cucc_img_2da_wo) HANDLE(__cucc_img_2da_rw)
HANDLE(__cucc_img_3d) HANDLE(__cucc_img_3d_wo) HANDLE(__cucc_img_3d_rw)

unsigned __cucc_sampler_bits(cvoid *s) {
  return (unsigned)(unsigned long)s;
}

cvoid *__translate_sampler_initializer(int bits) {
  return (cvoid *)(unsigned long)bits;
}
