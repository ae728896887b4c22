/* cucc: device-side texture fetches through texture objects (CUDA 12's
 * texture_indirect_functions.h): tex1Dfetch, tex1D/2D/3D, the layered and
 * cubemap forms, the Lod and Grad forms, tex2Dgather, each as T f<T>(obj,
 * ...) and as void f(T *ret, obj, ...). A cudaTextureObject_t is the address
 * of a cucc_texture (crt/cucc_array.h) that cudaCreateTextureObject filled
 * in; fetches read the texels directly and apply the GPU's rules (the
 * guide's appendix "Texture Fetching", with details measured on an H100):
 * address modes per dimension, nearest-point or linear filtering with
 * weights in 1/256, normalized-float reads, border colors, mipmap levels.
 * CUDA mode, C++ only.
 * Measured on an H100 (tests/reference/texture_*.h100.out) and matched bit
 * for bit (all of tests/e2e/texture_fetch.cu): nearest-point sampling in
 * every address mode, element and normalized-float reads; normalized
 * coordinates truncated to 22 fractional bits; linear-filter weights in
 * 1/256 split as in taps() (2D, 3D, and linear filtering between two mip
 * levels in 1D, 2D and 3D, with the level's share as the share to split:
 * checked against every fraction triple of 3D and every fraction pair of
 * 2D mip blending, tests/reference/probe_tex_fit.cu); the sum of float and
 * half texels in block floating point (combine_float: aligned to the
 * largest exponent with 4 guard bits, rounded to 24 / 11 bits with ties
 * away, denormals flushed, inf texels give inf); normalized integer texels
 * summed exactly and rounded to 16 bits (combine_int); border colors in
 * the texel format (normalized-float reads of integer textures); a 1D
 * texture filtered as 2D at y = 0 (so next to a border half the weight is
 * the border's); cubemap ties going to z, then y; integer element reads
 * getting 0 at the border; a negative layer being the last one; point
 * sampling with linear mip blending (weight truncated to 1/256; normalized
 * integers blended as combine_int sums); border colors of normalized
 * integers at ties; the level of detail of the Grad forms (grad_lod: a
 * length approximation in 10-bit arithmetic and a log2 table; all of
 * tests/e2e/texture_array_fetch.cu and texture_lod_fit.cu and every
 * level-of-detail line of tests/reference/probe_tex_fit.cu: single
 * gradients, random 1D, 2D and 3D gradient pairs, dense sweeps). sRGB
 * textures (tests/e2e/texture_srgb.cu, tests/reference/probe_srgb.cu): the
 * H100's sRGB-to-linear table, its filter's alignment of each group of 8
 * bytes to one exponent with 11-bit results, the border color's encoding to
 * an sRGB byte, mipmap blending. Seamless cubemap filtering (cube_taps;
 * tests/reference/probe_cubemap.cu: every weight of 7380 fetches near the
 * faces' edges and corners, and of 250 texCubemapLod fetches blending two
 * levels). The trilinear optimization (aniso_lod) of the Lod forms (1D,
 * 2D, 3D, layered, cubemap) of textures with maxAnisotropy > 1, and its
 * absence with disableTrilinearOptimization (tests/reference/
 * probe_aniso.cu runs 3 and 6).
 * Anisotropic filtering (maxAnisotropy > 1; aniso(), tests/reference/
 * probe_aniso.cu runs 1 to 5, tests/e2e/texture_aniso.cu): the footprint's
 * probes, their weights in 1/1024, positions and direction, the level of
 * detail (lod_pmul's truncated products in the minor axis), the trilinear
 * optimization of the level blend and the sum of the taps are fitted to
 * the weight of every texel of 11969 footprints, 11544 matched exactly:
 * every axis-aligned footprint of level 0 (ratios 1..16 in steps of 1/32,
 * sub-texel positions), every rotated one (1 degree steps, minor axis
 * below a texel), the edges, maxAnisotropy 2 to 32, 92% of random gradient
 * pairs; every footprint's share of each level is right (and every level
 * share of run 3's sweeps); the others have weights within a level a few
 * 1/1024 off (the probes' offsets when the minor axis is above a texel of
 * a level, mostly ratios below 2: probe_aniso run 8 isolates them, two
 * probes in the finer of two blended levels; the H100's offsets differ
 * from cucc's by about 1%. Run 9 reads them directly: for axis-aligned
 * footprints D = round(2 sp (1 - 1/r)) in 1/128 texel fits 563 of 576
 * levels, r the ratio |dPdx| / |dPdy| at 1/1024 or finer rather than lr's
 * 1/256, but the same idea applied to rotated footprints loses more than
 * it gains). Values of random textures
 * where the weights match (run 3): every float, half, normalized byte and
 * sRGB value and 99.5% of wide-range float channels (aniso_combine,
 * aniso_srgb); halves of both signs (tests/e2e/texture_aniso_sums.cu):
 * all but 2 of 576 values, one unit of the last place off. mipmapLevelBias: aniso_bias, every level share of runs 3 to
 * 7. Not measured: cubemaps (no Grad form). */
#ifndef CUCC_CRT_TEXTURE_FETCH_H
#define CUCC_CRT_TEXTURE_FETCH_H

#if defined(__cplusplus) && defined(__CUCC_CUDA_MODE__)

#include "crt/cucc_array.h"
#include "crt/host_defines.h"
#include "vector_types.h"

namespace __cucc_tex {

/* A fetched value: four channels, floats or (element-type reads of integer
 * texels) integers. */
union v4 {
  float __fv[4];
  int __iv[4];
};

__device__ __forceinline__ float bits_float(unsigned __cucc_u) {
  float __cucc_f;
  __builtin_memcpy(&__cucc_f, &__cucc_u, 4);
  return __cucc_f;
}

__device__ __forceinline__ float half_float(unsigned short __h) {
  unsigned __cucc_s = (unsigned)(__h >> 15) << 31, __e = (__h >> 10) & 31, __m = __h & 1023;
  if (__e == 0) {
    float __cucc_f = (float)__m * 0x1p-24f;
    return __cucc_s ? -__cucc_f : __cucc_f;
  }
  if (__e == 31) return bits_float(__cucc_s | 0x7f800000u | (__m << 13));
  return bits_float(__cucc_s | ((__e + 112) << 23) | (__m << 13));
}

/* sRGB textures (cudaTextureDesc.sRGB; an H100, measured by
 * tests/reference/probe_srgb.cu): normalized-float reads of 8-bit unsigned
 * texels convert the color channels (x of uchar1 and uchar2, x y z of
 * uchar4; nothing else) from sRGB to linear through a table of 256 values
 * with 8 significant bits (a bfloat16 each: the float's top half). */
__device__ __forceinline__ unsigned srgb_bits(int __cucc_b) {
  // clang-format off
  static constexpr unsigned short __tbl[256] = {
      0x0000, 0x39a0, 0x3a20, 0x3a70, 0x3aa0, 0x3ac8, 0x3af0, 0x3b0c,
      0x3b20, 0x3b34, 0x3b48, 0x3b5c, 0x3b70, 0x3b84, 0x3b90, 0x3b9c,
      0x3baa, 0x3bb8, 0x3bc6, 0x3bd6, 0x3be6, 0x3bf6, 0x3c03, 0x3c0c,
      0x3c16, 0x3c1f, 0x3c29, 0x3c34, 0x3c3e, 0x3c49, 0x3c55, 0x3c60,
      0x3c6c, 0x3c7a, 0x3c83, 0x3c8a, 0x3c91, 0x3c98, 0x3c9f, 0x3ca6,
      0x3cae, 0x3cb6, 0x3cbe, 0x3cc6, 0x3cce, 0x3cd7, 0x3ce0, 0x3ce9,
      0x3cf2, 0x3cfc, 0x3d03, 0x3d08, 0x3d0d, 0x3d12, 0x3d17, 0x3d1c,
      0x3d22, 0x3d28, 0x3d2d, 0x3d33, 0x3d39, 0x3d3f, 0x3d45, 0x3d4c,
      0x3d52, 0x3d58, 0x3d60, 0x3d66, 0x3d6c, 0x3d74, 0x3d7a, 0x3d81,
      0x3d85, 0x3d88, 0x3d8c, 0x3d90, 0x3d94, 0x3d98, 0x3d9c, 0x3da0,
      0x3da4, 0x3da9, 0x3dad, 0x3db1, 0x3db6, 0x3dba, 0x3dbf, 0x3dc3,
      0x3dc8, 0x3dcd, 0x3dd1, 0x3dd6, 0x3ddb, 0x3de0, 0x3de5, 0x3dea,
      0x3df0, 0x3df4, 0x3dfa, 0x3e00, 0x3e02, 0x3e05, 0x3e08, 0x3e0b,
      0x3e0e, 0x3e11, 0x3e14, 0x3e17, 0x3e1a, 0x3e1d, 0x3e20, 0x3e23,
      0x3e26, 0x3e29, 0x3e2c, 0x3e30, 0x3e33, 0x3e36, 0x3e3a, 0x3e3d,
      0x3e40, 0x3e44, 0x3e47, 0x3e4b, 0x3e4e, 0x3e52, 0x3e56, 0x3e59,
      0x3e5d, 0x3e61, 0x3e65, 0x3e68, 0x3e6c, 0x3e70, 0x3e74, 0x3e78,
      0x3e7c, 0x3e80, 0x3e82, 0x3e84, 0x3e86, 0x3e88, 0x3e8a, 0x3e8d,
      0x3e8f, 0x3e91, 0x3e93, 0x3e95, 0x3e98, 0x3e9a, 0x3e9c, 0x3e9e,
      0x3ea1, 0x3ea3, 0x3ea5, 0x3ea8, 0x3eaa, 0x3ead, 0x3eaf, 0x3eb2,
      0x3eb4, 0x3eb6, 0x3eb9, 0x3ebc, 0x3ebe, 0x3ec1, 0x3ec3, 0x3ec6,
      0x3ec8, 0x3ecb, 0x3ece, 0x3ed1, 0x3ed3, 0x3ed6, 0x3ed9, 0x3edb,
      0x3ede, 0x3ee1, 0x3ee4, 0x3ee7, 0x3eea, 0x3eed, 0x3ef0, 0x3ef2,
      0x3ef6, 0x3ef8, 0x3efc, 0x3efe, 0x3f01, 0x3f02, 0x3f04, 0x3f05,
      0x3f07, 0x3f09, 0x3f0a, 0x3f0c, 0x3f0d, 0x3f0f, 0x3f11, 0x3f12,
      0x3f14, 0x3f16, 0x3f17, 0x3f19, 0x3f1b, 0x3f1c, 0x3f1e, 0x3f20,
      0x3f21, 0x3f23, 0x3f25, 0x3f27, 0x3f29, 0x3f2a, 0x3f2c, 0x3f2e,
      0x3f30, 0x3f32, 0x3f33, 0x3f35, 0x3f37, 0x3f39, 0x3f3b, 0x3f3d,
      0x3f3f, 0x3f41, 0x3f43, 0x3f45, 0x3f47, 0x3f49, 0x3f4b, 0x3f4d,
      0x3f4f, 0x3f51, 0x3f53, 0x3f55, 0x3f57, 0x3f59, 0x3f5b, 0x3f5d,
      0x3f5f, 0x3f61, 0x3f63, 0x3f65, 0x3f68, 0x3f6a, 0x3f6c, 0x3f6e,
      0x3f70, 0x3f72, 0x3f74, 0x3f76, 0x3f7a, 0x3f7c, 0x3f7e, 0x3f80,
  };
  // clang-format on
  return __tbl[__cucc_b & 255];
}

/* The linear value of byte b of an sRGB channel. */
__device__ __forceinline__ float srgb_float(int __cucc_b) {
  return bits_float(srgb_bits(__cucc_b) << 16);
}

/* The exponent the filter aligns byte b's value to (combine_srgb): that of
 * the largest value of its group of 8 bytes (b | 7), so the values of a
 * group below the group's binade keep 7 bits, as the table's do. */
__device__ __forceinline__ int srgb_align(int __cucc_b) {
  return (int)(srgb_bits(__cucc_b | 7) >> 7 & 255) - 127;
}

/* The channels an sRGB texture converts: a mask, bit c for channel c. */
__device__ __forceinline__ unsigned srgb_mask(const cucc_texture *__cucc_t) {
  if (!__cucc_t->tex.sRGB || __cucc_t->kind != CUCC_TEXEL_UNSIGNED || __cucc_t->bits != 8 ||
      __cucc_t->tex.readMode != cudaReadModeNormalizedFloat)
    return 0;
  return __cucc_t->nch == 4 ? 7u : 1u;
}

/* The byte a border color channel of an sRGB texture encodes to (linear to
 * sRGB): the number of thresholds at or below it, th[k] being the smallest
 * float that encodes to more than k (measured by bisection; CUDA's encoding
 * is close to round(255 (1.055 x^0.41666 - 0.055)), 12.92 x at the bottom). */
__device__ __forceinline__ int srgb_encode(float __cucc_b) {
  static constexpr unsigned __th[255] = {
      0x391f22b5, 0x39eeb40e, 0x3a46eb62, 0x3a8b3e5d, 0x3ab3070c, 0x3adacfb7,
      0x3b014c33, 0x3b153089, 0x3b2914e1, 0x3b3cf936, 0x3b50ede9, 0x3b65f64b,
      0x3b7c2e4b, 0x3b89cd4c, 0x3b961fe6, 0x3ba31136, 0x3bb0a36e, 0x3bbed8b4,
      0x3bcdb32e, 0x3bdd34e2, 0x3bed5fec, 0x3bfe3639, 0x3c07dcea, 0x3c10f64c,
      0x3c1a6844, 0x3c2433b1, 0x3c2e598d, 0x3c38dab6, 0x3c43b81c, 0x3c4ef294,
      0x3c5a8b0a, 0x3c668251, 0x3c72d946, 0x3c7f90ba, 0x3c8654c2, 0x3c8d1239,
      0x3c940129, 0x3c9b21f9, 0x3ca2750e, 0x3ca9fac9, 0x3cb1b38c, 0x3cb99fbb,
      0x3cc1bfb3, 0x3cca13d5, 0x3cd29c7f, 0x3cdb5a0f, 0x3ce44cdd, 0x3ced7547,
      0x3cf6d3a8, 0x3d00342c, 0x3d0519d9, 0x3d0a1b04, 0x3d0f37db, 0x3d147088,
      0x3d19c536, 0x3d1f360f, 0x3d24c340, 0x3d2a6cee, 0x3d303343, 0x3d361669,
      0x3d3c1688, 0x3d4233c9, 0x3d486e53, 0x3d4ec64e, 0x3d553be4, 0x3d5bcf33,
      0x3d62806f, 0x3d694faf, 0x3d703d2a, 0x3d7748f8, 0x3d7e7348, 0x3d82de1a,
      0x3d8691f7, 0x3d8a5546, 0x3d8e2822, 0x3d920a95, 0x3d95fcb8, 0x3d99fe95,
      0x3d9e1047, 0x3da231d7, 0x3da6635e, 0x3daaa4e5, 0x3daef687, 0x3db3584e,
      0x3db7ca50, 0x3dbc4c96, 0x3dc0df3c, 0x3dc58247, 0x3dca35d3, 0x3dcef9e7,
      0x3dd3ce9c, 0x3dd8b3f9, 0x3dddaa19, 0x3de2b101, 0x3de7c8cc, 0x3decf17f,
      0x3df22b36, 0x3df775f7, 0x3dfcd1d8, 0x3e011f71, 0x3e03de96, 0x3e06a65f,
      0x3e0976d8, 0x3e0c5003, 0x3e0f31ef, 0x3e121c9c, 0x3e151019, 0x3e180c66,
      0x3e1b1192, 0x3e1e1f9c, 0x3e213695, 0x3e24567d, 0x3e277f5f, 0x3e2ab13c,
      0x3e2dec28, 0x3e31301b, 0x3e347d2b, 0x3e37d353, 0x3e3b32a2, 0x3e3e9b19,
      0x3e420cc6, 0x3e4587a7, 0x3e490bcf, 0x3e4c9936, 0x3e502ff4, 0x3e53cfff,
      0x3e57796e, 0x3e5b2c37, 0x3e5ee873, 0x3e62ae17, 0x3e667d3a, 0x3e6a55d7,
      0x3e6e37fc, 0x3e7223a5, 0x3e7618e9, 0x3e7a17bc, 0x3e7e2038, 0x3e811928,
      0x3e83270f, 0x3e8539cb, 0x3e875168, 0x3e896de1, 0x3e8b8f41, 0x3e8db583,
      0x3e8fe0b3, 0x3e9210cb, 0x3e9445d8, 0x3e967fd4, 0x3e98beca, 0x3e9b02b5,
      0x3e9d4ba1, 0x3e9f9988, 0x3ea1ec77, 0x3ea44467, 0x3ea6a164, 0x3ea90369,
      0x3eab6a82, 0x3eadd6a7, 0x3eb047e7, 0x3eb2be3d, 0x3eb539b0, 0x3eb7ba3d,
      0x3eba3fef, 0x3ebccac1, 0x3ebf5abf, 0x3ec1efe2, 0x3ec48a38, 0x3ec729b8,
      0x3ec9ce71, 0x3ecc785a, 0x3ecf2781, 0x3ed1dbde, 0x3ed49580, 0x3ed7545e,
      0x3eda1886, 0x3edce1ef, 0x3edfb0a8, 0x3ee284a9, 0x3ee55dff, 0x3ee83ca2,
      0x3eeb20a0, 0x3eee09f1, 0x3ef0f8a3, 0x3ef3ecac, 0x3ef6e61d, 0x3ef9e4eb,
      0x3efce925, 0x3efff2c6, 0x3f0180eb, 0x3f030b27, 0x3f04981e, 0x3f0627cd,
      0x3f07ba3a, 0x3f094f60, 0x3f0ae748, 0x3f0c81ec, 0x3f0e1f55, 0x3f0fbf7c,
      0x3f116269, 0x3f130819, 0x3f14b092, 0x3f165bce, 0x3f1809d8, 0x3f19baa7,
      0x3f1b6e46, 0x3f1d24ae, 0x3f1edde8, 0x3f2099ed, 0x3f2258c7, 0x3f241a6f,
      0x3f25deee, 0x3f27a63e, 0x3f297067, 0x3f2b3d64, 0x3f2d0d3d, 0x3f2edfee,
      0x3f30b57b, 0x3f328de1, 0x3f346929, 0x3f36474b, 0x3f382852, 0x3f3a0c35,
      0x3f3bf300, 0x3f3ddcaa, 0x3f3fc93d, 0x3f41b8b2, 0x3f43ab13, 0x3f45a059,
      0x3f47988d, 0x3f4993a8, 0x3f4b91b4, 0x3f4d92a9, 0x3f4f9691, 0x3f519d66,
      0x3f53a730, 0x3f55b3e8, 0x3f57c398, 0x3f59d63a, 0x3f5bebd5, 0x3f5e0464,
      0x3f601ff0, 0x3f623e73, 0x3f645ff4, 0x3f66846d, 0x3f68abe7, 0x3f6ad65c,
      0x3f6d03d5, 0x3f6f344a, 0x3f7167c6, 0x3f739e41, 0x3f75d7c5, 0x3f78144a,
      0x3f7a53da, 0x3f7c966e, 0x3f7edc0f,
  };
  if (!(__cucc_b > 0.f)) return 0; /* also NaN */
  unsigned __cucc_u;
  __builtin_memcpy(&__cucc_u, &__cucc_b, 4); /* positive floats order as their bits */
  int __lo = 0, __hi = 255;
  while (__lo < __hi) {
    int __mid = (__lo + __hi) / 2;
    if (__th[__mid] <= __cucc_u)
      __lo = __mid + 1;
    else
      __hi = __mid;
  }
  return __lo;
}

/* Texel (ix, iy, iz) of level l, in range. */
__device__ __forceinline__ void texel(const cucc_texture *__cucc_t,
                                      const cucc_texture::cucc_tex_level *__l,
                                      int __ix, int __iy, int __iz, bool __asfloat,
                                      v4 &__cucc_o) {
  const char *__cucc_p = __l->data + (size_t)__iz * __l->slice + (size_t)__iy * __l->pitch +
                  (size_t)__ix * __cucc_t->elem;
  bool __norm = __cucc_t->tex.readMode == cudaReadModeNormalizedFloat;
  unsigned __srgb = srgb_mask(__cucc_t);
  for (unsigned __c = 0; __c < 4; __c++) {
    if (__c >= __cucc_t->nch) {
      __cucc_o.__iv[__c] = 0;
      continue;
    }
    int __cucc_v = 0;
    if (__cucc_t->bits == 8)
      __cucc_v = __cucc_t->kind == CUCC_TEXEL_SIGNED ? (int)((const signed char *)__cucc_p)[__c]
                                       : (int)((const unsigned char *)__cucc_p)[__c];
    else if (__cucc_t->bits == 16)
      __cucc_v = __cucc_t->kind == CUCC_TEXEL_SIGNED ? (int)((const short *)__cucc_p)[__c]
                                       : (int)((const unsigned short *)__cucc_p)[__c];
    else
      __builtin_memcpy(&__cucc_v, __cucc_p + 4 * __c, 4);
    if (!__asfloat) {
      __cucc_o.__iv[__c] = __cucc_v;
    } else if (__cucc_t->kind == CUCC_TEXEL_FLOAT) {
      __cucc_o.__fv[__c] = bits_float((unsigned)__cucc_v);
    } else if (__cucc_t->kind == CUCC_TEXEL_HALF) {
      __cucc_o.__fv[__c] = half_float((unsigned short)__cucc_v);
    } else if (!__norm) {
      __cucc_o.__fv[__c] = __cucc_t->kind == CUCC_TEXEL_SIGNED ? (float)__cucc_v : (float)(unsigned)__cucc_v;
    } else if (__cucc_t->kind == CUCC_TEXEL_SIGNED) {
      float __cucc_f = (float)__cucc_v / (float)((1 << (__cucc_t->bits - 1)) - 1);
      __cucc_o.__fv[__c] = __cucc_f < -1.f ? -1.f : __cucc_f;
    } else if (__srgb >> __c & 1) {
      __cucc_o.__fv[__c] = srgb_float(__cucc_v);
    } else {
      __cucc_o.__fv[__c] = (float)__cucc_v / (float)((1u << __cucc_t->bits) - 1);
    }
  }
}

/* Normalized coordinates are fixed point: truncated to CUCC_TEX_NFRAC
 * fractional bits (an H100: a normalized 1/3 of 3 texels reads texel 0). */
#define CUCC_TEX_NFRAC 22
__device__ __forceinline__ float nquant(float __cn) {
  float __cucc_s = __cn * (float)(1 << CUCC_TEX_NFRAC);
  if (!(__builtin_fabsf(__cucc_s) < 0x1p62f)) return __cn; /* huge, inf, NaN */
  return __builtin_floorf(__cucc_s) * (1.f / (float)(1 << CUCC_TEX_NFRAC));
}

/* 2^e as a float, e in [-149, 127]. */
__device__ __forceinline__ float pow2f(int __e) {
  if (__e >= -126) return bits_float((unsigned)(__e + 127) << 23);
  return bits_float(1u << (__e + 149));
}

/* The raw value of texel (ix, iy, iz) of level l for filtering: integers
 * for integer texels, floats for float and half ones. */
__device__ __forceinline__ void raw_texel(const cucc_texture *__cucc_t,
                                          const cucc_texture::cucc_tex_level *__l,
                                          int __ix, int __iy, int __iz, v4 &__cucc_o) {
  const char *__cucc_p = __l->data + (size_t)__iz * __l->slice + (size_t)__iy * __l->pitch +
                  (size_t)__ix * __cucc_t->elem;
  for (unsigned __c = 0; __c < 4; __c++) {
    if (__c >= __cucc_t->nch) {
      __cucc_o.__iv[__c] = 0;
      continue;
    }
    if (__cucc_t->kind == CUCC_TEXEL_FLOAT) {
      __builtin_memcpy(&__cucc_o.__fv[__c], __cucc_p + 4 * __c, 4);
    } else if (__cucc_t->kind == CUCC_TEXEL_HALF) {
      __cucc_o.__fv[__c] = half_float(((const unsigned short *)__cucc_p)[__c]);
    } else if (__cucc_t->bits == 8) {
      __cucc_o.__iv[__c] = __cucc_t->kind == CUCC_TEXEL_SIGNED
                   ? (int)((const signed char *)__cucc_p)[__c]
                   : (int)((const unsigned char *)__cucc_p)[__c];
    } else {
      __cucc_o.__iv[__c] = __cucc_t->kind == CUCC_TEXEL_SIGNED
                   ? (int)((const short *)__cucc_p)[__c]
                   : (int)((const unsigned short *)__cucc_p)[__c];
    }
  }
}

/* The largest integer of a normalized integer format (its 1.0). */
__device__ __forceinline__ int norm_max(const cucc_texture *__cucc_t) {
  return __cucc_t->kind == CUCC_TEXEL_SIGNED ? (1 << (__cucc_t->bits - 1)) - 1
                                      : (1 << __cucc_t->bits) - 1;
}

/* The border color converted to the texel format (an H100: under
 * normalized-float reads an integer texture's border is the nearest
 * integer of the format, clamped to its range; an sRGB channel's is the
 * byte the color encodes to). */
__device__ __forceinline__ void raw_border(const cucc_texture *__cucc_t, v4 &__cucc_o) {
  unsigned __srgb = srgb_mask(__cucc_t);
  for (int __c = 0; __c < 4; __c++) {
    float __cucc_b = __cucc_t->tex.borderColor[__c];
    if (__cucc_t->kind == CUCC_TEXEL_FLOAT || __cucc_t->kind == CUCC_TEXEL_HALF) {
      __cucc_o.__fv[__c] = __cucc_b;
      continue;
    }
    if (__srgb >> __c & 1) {
      __cucc_o.__iv[__c] = srgb_encode(__cucc_b);
      continue;
    }
    float __lo = __cucc_t->kind == CUCC_TEXEL_SIGNED ? -1.f : 0.f;
    if (!(__cucc_b >= __lo)) __cucc_b = __lo; /* also NaN */
    if (__cucc_b > 1.f) __cucc_b = 1.f;
    /* the magnitude in fixed point, truncated to p fractional bits (16 for
     * 8-bit texels, 20 for unsigned short, 19 for short), times the
     * format's largest integer, rounded with ties toward zero (an H100,
     * measured at ties by tests/reference/probe_srgb.cu: 0.5 of uchar 127,
     * -0.5 of short -16383) */
    int __cucc_p = __cucc_t->bits == 8 ? 16 : __cucc_t->kind == CUCC_TEXEL_SIGNED ? 19 : 20;
    long long __cucc_x =
        (long long)__builtin_floorf(__builtin_fabsf(__cucc_b) * (float)(1 << __cucc_p));
    int __n = (int)((__cucc_x * norm_max(__cucc_t) + (1LL << (__cucc_p - 1)) - 1) >> __cucc_p);
    __cucc_o.__iv[__c] = __cucc_b < 0.f ? -__n : __n;
  }
}

/* A raw integer value as a normalized float (point sampling). */
__device__ __forceinline__ float norm_float(const cucc_texture *__cucc_t, int __cucc_v) {
  float __cucc_f = (float)__cucc_v / (float)norm_max(__cucc_t);
  return __cucc_f < -1.f ? -1.f : __cucc_f;
}

/* The filter's sum for float and half texels (an H100): the texels with a
 * nonzero weight are aligned to the largest one's exponent as integers
 * with 4 bits below its last mantissa bit (truncated toward zero), summed exactly
 * with the weights (in 1/256), and the sum rounded to the texel format's
 * precision (24 or 11 bits) with ties away from zero; denormal texels and
 * results are flushed to zero; an inf or NaN texel gives what float
 * arithmetic gives. */
#define CUCC_TEX_GUARD 4
__device__ __forceinline__ float combine_float(const float *__cucc_v, const int *__w,
                                               int __n, bool __cucc_half) {
  int __cucc_p = __cucc_half ? 11 : 24, __emin = __cucc_half ? -14 : -126;
  int __emax = -1000;
  for (int __k = 0; __k < __n; __k++) {
    if (!__w[__k]) continue;
    unsigned __cucc_b;
    __builtin_memcpy(&__cucc_b, &__cucc_v[__k], 4);
    int __e = (int)((__cucc_b >> 23) & 255);
    if (__e == 255) { /* inf or NaN */
      float __cucc_s = 0.f;
      for (int __j = 0; __j < __n; __j++)
        if (__w[__j]) __cucc_s += (float)__w[__j] * (1.f / 256.f) * __cucc_v[__j];
      return __cucc_s;
    }
    __e -= 127;
    if (__e >= __emin && __e > __emax) __emax = __e;
  }
  long long __S = 0;
  bool __allneg = true; /* an all -0 sum is -0 */
  for (int __k = 0; __k < __n; __k++) {
    if (!__w[__k]) continue;
    unsigned __cucc_b;
    __builtin_memcpy(&__cucc_b, &__cucc_v[__k], 4);
    int __e = (int)((__cucc_b >> 23) & 255) - 127;
    __allneg = __allneg && (__cucc_b >> 31);
    if (__e < __emin) continue; /* flushed */
    /* the p-bit integer mantissa */
    long long __m = (long long)((__cucc_b & 0x7fffffu) | 0x800000u) >> (24 - __cucc_p);
    int __sh = __e - __emax + CUCC_TEX_GUARD;
    if (__sh >= 0)
      __m <<= __sh;
    else
      __m = -__sh >= 40 ? 0 : __m >> -__sh;
    __S += (__cucc_b >> 31 ? -__m : __m) * __w[__k];
  }
  if (__S == 0) return __allneg ? -0.f : 0.f;
  bool __neg = __S < 0;
  unsigned long long __cucc_u = __neg ? (unsigned long long)-__S : (unsigned long long)__S;
  int __sc = __emax - (__cucc_p - 1) - CUCC_TEX_GUARD - 8;
  int __len = 64 - __builtin_clzll(__cucc_u);
  if (__len > __cucc_p) {
    int __sh = __len - __cucc_p;
    __cucc_u = (__cucc_u + (1ull << (__sh - 1))) >> __sh; /* ties away from zero */
    __sc += __sh;
  }
  __len = 64 - __builtin_clzll(__cucc_u);
  int __e = __len - 1 + __sc; /* the result's exponent */
  if (__e < __emin) return 0.f;
  float __cucc_r;
  if (__e > (__cucc_half ? 15 : 127))
    __cucc_r = __builtin_inff();
  else
    __cucc_r = (float)__cucc_u * pow2f(__sc);
  return __neg ? -__cucc_r : __cucc_r;
}

/* The filter's sum for normalized integer texels (an H100): exact in the
 * texel's integers, scaled to 16 bits (x 65535/255 or 32767/127) and
 * rounded half up, then divided by 65535 or 32767 and clamped to -1. */
__device__ __forceinline__ float combine_int(const cucc_texture *__cucc_t,
                                             const int *__cucc_v, const int *__w,
                                             int __n, int __wb = 8) {
  long long __S = 0;
  for (int __k = 0; __k < __n; __k++) __S += (long long)__w[__k] * __cucc_v[__k];
  long long __din = norm_max(__cucc_t);
  long long __dout = __cucc_t->kind == CUCC_TEXEL_SIGNED ? 32767 : 65535;
  long long __num = 2 * __S * __dout + (__din << __wb), __den = __din << (__wb + 1);
  long long __cucc_q = __num / __den;
  if (__num % __den != 0 && __num < 0) __cucc_q--; /* floor */
  if (__cucc_q < -__dout) __cucc_q = -__dout;
  return (float)__cucc_q / (float)__dout;
}

/* The sRGB taps [lo, hi) with a nonzero weight and byte: their table
 * values aligned as integers (truncated) to their largest alignment
 * exponent e (srgb_align; -1000 if none) in units of 2^(e - 7), summed
 * exactly with the weights. */
__device__ __forceinline__ long long srgb_sum(const int *__cucc_v, const int *__w,
                                              int __lo, int __hi, int &__e) {
  __e = -1000;
  for (int __k = __lo; __k < __hi; __k++)
    if (__w[__k] && __cucc_v[__k] && srgb_align(__cucc_v[__k]) > __e) __e = srgb_align(__cucc_v[__k]);
  long long __S = 0;
  for (int __k = __lo; __k < __hi; __k++) {
    if (!__w[__k] || !__cucc_v[__k]) continue;
    unsigned __bits = srgb_bits(__cucc_v[__k]);
    int __sh = __e - ((int)(__bits >> 7 & 255) - 127);
    if (__sh < 8) __S += (long long)((0x80u | (__bits & 0x7f)) >> __sh) * __w[__k];
  }
  return __S;
}

/* u 2^sc (u > 0) rounded to 11 bits with ties away from zero. */
__device__ __forceinline__ float srgb_round(unsigned long long __cucc_u, int __sc) {
  int __len = 64 - __builtin_clzll(__cucc_u);
  if (__len > 11) {
    int __sh = __len - 11;
    __cucc_u = (__cucc_u + (1ull << (__sh - 1))) >> __sh;
    __sc += __sh;
  }
  return (float)__cucc_u * pow2f(__sc);
}

/* The filter's sum for sRGB channels (an H100): the taps' sum as srgb_sum
 * (weights in 1/256) rounded by srgb_round. v[]: the bytes. Linear
 * filtering between two mipmap levels aligns each level's taps on their
 * own: taps [0, n0) and [n0, n) (n0 = n for one level). */
__device__ __forceinline__ float combine_srgb(const int *__cucc_v, const int *__w,
                                              int __n0, int __n) {
  int __emax[2];
  long long __S[2] = {srgb_sum(__cucc_v, __w, 0, __n0, __emax[0]),
                    srgb_sum(__cucc_v, __w, __n0, __n, __emax[1])};
  /* the two sums in units of 2^(E - 15) for the smaller E */
  int __g = __S[0] && (!__S[1] || __emax[0] <= __emax[1]) ? 0 : 1;
  if (!__S[__g]) return 0.f;
  unsigned long long __cucc_u = (unsigned long long)__S[__g];
  if (__S[1 - __g]) __cucc_u += (unsigned long long)__S[1 - __g] << (__emax[1 - __g] - __emax[__g]);
  return srgb_round(__cucc_u, __emax[__g] - 7 - 8);
}

/* The blend of an sRGB channel between two mipmap levels' values (an
 * H100): exact, f8 / 256 of the second, rounded to 11 bits with ties away
 * from zero (the values have 11 bits and are at least 2^-27: the double
 * sum is exact). */
__device__ __forceinline__ float srgb_blend(float __a, float __cucc_b, int __f8) {
  double __cucc_x = (double)__a * (256 - __f8) + (double)__cucc_b * __f8;
  if (__cucc_x == 0) return 0.f;
  int __e;
  double __m = __builtin_frexp(__cucc_x, &__e); /* x = m 2^e, m in [1/2, 1) */
  return (float)__builtin_ldexp(__builtin_floor(__m * 2048.0 + 0.5), __e - 11 - 8);
}

__device__ __forceinline__ void border(const cucc_texture *__cucc_t, bool __asfloat,
                                       v4 &__cucc_o) {
  /* element-type reads of integer texels get 0 (an H100) */
  if (!__asfloat) {
    for (int __c = 0; __c < 4; __c++) __cucc_o.__iv[__c] = 0;
    return;
  }
  raw_border(__cucc_t, __cucc_o);
  unsigned __srgb = srgb_mask(__cucc_t);
  if (__cucc_t->kind != CUCC_TEXEL_FLOAT && __cucc_t->kind != CUCC_TEXEL_HALF)
    for (int __c = 0; __c < 4; __c++)
      __cucc_o.__fv[__c] = __srgb >> __c & 1 ? srgb_float(__cucc_o.__iv[__c]) : norm_float(__cucc_t, __cucc_o.__iv[__c]);
}

/* The texel index for coordinate c (texel units) of a dimension of n
 * texels, by address mode; -1: the border. */
__device__ __forceinline__ int wrap_index(int __i, int __n, int __am) {
  if (__am == cudaAddressModeWrap) {
    __i %= __n;
    return __i < 0 ? __i + __n : __i;
  }
  if (__am == cudaAddressModeMirror) {
    int __m = __i % (2 * __n);
    if (__m < 0) __m += 2 * __n;
    return __m >= __n ? 2 * __n - 1 - __m : __m;
  }
  if (__am == cudaAddressModeBorder) return __i < 0 || __i >= __n ? -1 : __i;
  return __i < 0 ? 0 : __i >= __n ? __n - 1 : __i;
}

/* The texel index for coordinate c (texel units, exact) of a dimension of n
 * texels, by address mode; -1: the border. */
__device__ __forceinline__ int point_index(double __c, int __n, int __am) {
  if (__c != __c) __c = 0; /* NaN: 0 (an H100, also in border mode) */
  double __fl = __builtin_floor(__c);
  if (__fl < -0x1p40) __fl = -0x1p40;
  if (__fl > 0x1p40) __fl = 0x1p40;
  long long __i = (long long)__fl;
  if (__am == cudaAddressModeWrap || __am == cudaAddressModeMirror) {
    long long __m = __i % (2LL * __n);
    if (__m < 0) __m += 2LL * __n;
    return wrap_index((int)__m, __n, __am);
  }
  if (__am == cudaAddressModeBorder) return __i < 0 || __i >= __n ? -1 : (int)__i;
  return __i < 0 ? 0 : __i >= __n ? __n - 1 : (int)__i;
}

__device__ __forceinline__ int mode(const cucc_texture *__cucc_t, int __d) {
  int __am = __cucc_t->tex.addressMode[__d];
  /* wrap and mirror need normalized coordinates: otherwise clamp */
  if (!__cucc_t->tex.normalizedCoords &&
      (__am == cudaAddressModeWrap || __am == cudaAddressModeMirror))
    __am = cudaAddressModeClamp;
  return __am;
}

__device__ __forceinline__ bool float_path(const cucc_texture *__cucc_t) {
  return __cucc_t->kind == CUCC_TEXEL_FLOAT || __cucc_t->kind == CUCC_TEXEL_HALF ||
         __cucc_t->tex.readMode == cudaReadModeNormalizedFloat;
}

/* The weights of one slice of share m at fractions a, b (taps()). */
__device__ __forceinline__ void split_slice(int __a, int __cucc_b, int __m, int *__w) {
  int __x1 = (__a * __m + 128) >> 8, __x0 = __m - __x1; /* U, and the rest */
  int __y11 = (__cucc_b * __x1 + 128) >> 8;            /* U */
  int __y01 = (__cucc_b * __x0 + 127) >> 8;            /* D */
  __w[0] = __x0 - __y01;
  __w[1] = __x1 - __y11;
  __w[2] = __y01;
  __w[3] = __y11;
}

/* A filter's coordinate cb (texels, less 1/2) split into its first texel
 * (returned) and the fraction a rounded half up to 1/256 (0..255; rounded
 * up to 256 it is the next texel's 0). */
__device__ __forceinline__ double coord_split(double __cb, int &__a) {
  double __fl = __builtin_floor(__cb);
  __a = (int)__builtin_floor((__cb - __fl) * 256 + 0.5);
  if (__a == 256) __a = 0, __fl += 1;
  return __fl;
}

/* A filter's coordinate c (texels) in a dimension of n texels, address
 * mode am: NaN is 0; wrap and mirror reduce it exactly (an H100, tests/
 * e2e/texture_awkward.cu: huge or infinite ones are 0, so the taps
 * straddle texels n - 1 and 0); others are kept within +-2^40. */
__device__ __forceinline__ double filter_coord(double __c, int __n, int __am) {
  if (__c != __c) __c = 0;
  if (__am == cudaAddressModeWrap || __am == cudaAddressModeMirror) {
    double __per = __am == cudaAddressModeWrap ? __n : 2.0 * __n;
    __c = __builtin_fabs(__c) < 0x1p1000 ? __builtin_fmod(__c, __per) : 0;
    if (__c < 0) __c += __per;
  }
  return __c < -0x1p40 ? -0x1p40 : __c > 0x1p40 ? 0x1p40 : __c;
}

/* Seamless cubemap filtering (cudaTextureDesc.seamlessCubemap, linear
 * filtering; an H100, tests/reference/probe_cubemap.cu): the face's 2x2
 * taps at the unclamped coordinates; a tap beyond one edge of the face
 * reads the texel across that edge on the adjacent face; the tap beyond a
 * corner (no texel there) gives its weight to the other three: a third,
 * rounded, to each of its two neighbors, the rest to the tap diagonal to
 * it. The address modes are ignored. Set by cube() on its copy of the
 * descriptor (the coordinates are then within the face). */
#define CUCC_TEX_SEAMLESS 0x80000000u

/* Face f's major axis, s axis and t axis (the guide's table 3-1). */
__device__ __forceinline__ int cube_axis(int __cucc_f, int __which, int __i) {
  // clang-format off
  static const signed char __ax[6][3][3] = {
      {{1, 0, 0}, {0, 0, -1}, {0, -1, 0}}, {{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}},
      {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}},   {{0, -1, 0}, {1, 0, 0}, {0, 0, -1}},
      {{0, 0, 1}, {1, 0, 0}, {0, -1, 0}},  {{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}}};
  // clang-format on
  return __ax[__cucc_f][__which][__i];
}

/* Texel (x, y) of face f (n x n texels), one of x, y one texel beyond the
 * face: the texel across that edge, as (f, x, y). Positions in half
 * texels from the cube's center. */
__device__ __forceinline__ void cube_across(int &__cucc_f, int __n, int &__cucc_x, int &__y) {
  int __out = __cucc_x < 0 || __cucc_x >= __n ? 1 : 2; /* the s or the t axis */
  int __sg = (__out == 1 ? __cucc_x : __y) < 0 ? -1 : 1;
  int __along = __out == 1 ? 2 * __y + 1 - __n : 2 * __cucc_x + 1 - __n;
  int __cucc_p[3], __g = 0;
  for (int __i = 0; __i < 3; __i++)
    __cucc_p[__i] = __sg * cube_axis(__cucc_f, __out, __i) * __n + cube_axis(__cucc_f, 0, __i) * (__n - 1) +
           cube_axis(__cucc_f, 3 - __out, __i) * __along;
  /* the adjacent face: its major axis is sg times this one's s or t */
  for (int __h = 0; __h < 6; __h++) {
    bool __same = true;
    for (int __i = 0; __i < 3; __i++)
      __same = __same && cube_axis(__h, 0, __i) == __sg * cube_axis(__cucc_f, __out, __i);
    if (__same) __g = __h;
  }
  int __ds = 0, __dt = 0;
  for (int __i = 0; __i < 3; __i++) {
    __ds += __cucc_p[__i] * cube_axis(__g, 1, __i);
    __dt += __cucc_p[__i] * cube_axis(__g, 2, __i);
  }
  __cucc_f = __g, __cucc_x = (__ds + __n - 1) / 2, __y = (__dt + __n - 1) / 2;
}

/* The taps of seamless filtering at c[] (texels of level l) on face
 * `slice` % 6 of the cubemap at `slice` - face, sharing s / 256. */
__device__ __forceinline__ int cube_taps(const cucc_texture *__cucc_t,
                                         const cucc_texture::cucc_tex_level *__l,
                                         const double *__c, int __slice, int __cucc_s,
                                         int *__w, v4 *__tv) {
  int __n = __l->w, __face = __slice % 6, __i0[2], __a[2];
  for (int __d = 0; __d < 2; __d++) {
    double __fl = coord_split(__c[__d] - 0.5, __a[__d]);
    if (__fl < -1) __fl = -1;
    if (__fl > __n - 1) __fl = __n - 1;
    __i0[__d] = (int)__fl;
  }
  split_slice(__a[0], __a[1], __cucc_s, __w);
  int __corner = -1;
  for (int __k = 0; __k < 4; __k++) {
    int __cucc_x = __i0[0] + (__k & 1), __y = __i0[1] + (__k >> 1), __cucc_f = __face;
    bool __ox = __cucc_x < 0 || __cucc_x >= __n, __oy = __y < 0 || __y >= __n;
    if (__ox && __oy) {
      __corner = __k;
      __tv[__k] = v4{};
      continue;
    }
    if (__ox || __oy) cube_across(__cucc_f, __n, __cucc_x, __y);
    raw_texel(__cucc_t, __l, __cucc_x, __y, __slice - __face + __cucc_f, __tv[__k]);
  }
  if (__corner >= 0) {
    int __cucc_q = (__w[__corner] + 1) / 3; /* a third, rounded */
    __w[__corner ^ 1] += __cucc_q;
    __w[__corner ^ 2] += __cucc_q;
    __w[3 - __corner] += __w[__corner] - 2 * __cucc_q;
    __w[__corner] = 0;
  }
  return 4;
}

/* The taps of linear filtering at c[] (texels of level l) in slice
 * `slice`, sharing s / 256 of the weight: 4 (2D, 1D) or 8 (3D) weights and
 * texels into w[], tv[]; returns how many. */
__device__ __forceinline__ int
linear_taps(const cucc_texture *__cucc_t, const cucc_texture::cucc_tex_level *__l,
            int __dims, double *__c, int __slice, int __cucc_s, int *__w, v4 *__tv) {
  if (__cucc_t->flags & CUCC_TEX_SEAMLESS) return cube_taps(__cucc_t, __l, __c, __slice, __cucc_s, __w, __tv);
  /* a 1D texture filters as a 2D one at y = 0 (an H100: half the weight
   * goes to row -1, the border in border mode) */
  int __fd = __dims == 1 ? 2 : __dims;
  if (__dims == 1) __c[1] = 0;
  int __n[3] = {__l->w, __l->h, __l->d};
  int __i0[3] = {0, 0, __slice}, __a[3] = {0, 0, 0};
  for (int __d = 0; __d < __fd; __d++) {
    int __am = __d < __dims ? mode(__cucc_t, __d) : -1; /* 1D's y: as it is */
    double __cb = filter_coord(__c[__d], __n[__d], __am) - 0.5;
    /* clamp mode clamps the coordinate to the texels' centers (an H100:
     * visible in the weights' rounding, not in which texels are read) */
    if (__am == cudaAddressModeClamp) {
      if (__cb < 0) __cb = 0;
      if (__cb > __n[__d] - 1) __cb = __n[__d] - 1;
    }
    double __fl = coord_split(__cb, __a[__d]);
    if (__fl < -0x1p30) __fl = -0x1p30;
    if (__fl > 0x1p30) __fl = 0x1p30;
    __i0[__d] = (int)__fl;
  }
  if (__fd == 3) {
    int __z1 = (__a[2] * __cucc_s + 127) >> 8; /* D */
    split_slice(__a[0], __a[1], __cucc_s - __z1, __w);
    split_slice(__a[0], __a[1], __z1, __w + 4);
  } else {
    split_slice(__a[0], __a[1], __cucc_s, __w);
  }
  int __nk = 1 << __fd;
  for (int __k = 0; __k < __nk; __k++) {
    int __idx[3] = {0, 0, __slice};
    bool __out = false;
    for (int __d = 0; __d < __fd; __d++) {
      __idx[__d] = wrap_index(__i0[__d] + ((__k >> __d) & 1), __n[__d], mode(__cucc_t, __d));
      if (__idx[__d] < 0) __out = true;
    }
    if (__out)
      raw_border(__cucc_t, __tv[__k]);
    else
      raw_texel(__cucc_t, __l, __idx[0], __idx[1], __idx[2], __tv[__k]);
  }
  return __nk;
}

/* The linear filter's taps in level `lvl` at (x, y, z) (as given:
 * normalized or not) in slice `slice`: nk raw texel values tv[] and their
 * weights w[] in 1/256 (tap k at +(k & 1, k >> 1 & 1, k >> 2) texels),
 * summing to `s` (256, or a mipmap level's share).
 * The weights (an H100, tests/reference/probe_tex_fit.cu): a coordinate
 * less 1/2 (in clamp mode first clamped to the texels' centers, 0 to n - 1)
 * is rounded half up to 1/256 of a texel, which gives the first texel and
 * the fractions a, b, c (0 to 255) of x, y, z. The share s is
 * split in steps, each an integer product rounded to 1/256: with
 * U(v) = floor(v / 256 + 1/2) (ties up) and D(v) = ceil(v / 256 - 1/2)
 * (ties down), z + 1 gets D(c s) and z the rest (3D); in each slice of
 * share m, x + 1 gets U(a m) and x the rest; the column x + 1 (share m1)
 * gives U(b m1) to y + 1, the column x (share m0) gives D(b m0) to y + 1,
 * and the rest to y. With s = 256 in 2D this is the corner R(a b / 256),
 * the edges a and b less that. */
__device__ __noinline__ inline int taps(const cucc_texture *__cucc_t, int __lvl, int __dims,
                                 float __cucc_x, float __y, float __z, int __slice, int __cucc_s,
                                 int *__w, v4 *__tv) {
  const cucc_texture::cucc_tex_level *__l = &__cucc_t->lv[__lvl];
  bool __normalized = __cucc_t->tex.normalizedCoords != 0;
  float __cn[3] = {__cucc_x, __y, __z};
  int __n[3] = {__l->w, __l->h, __l->d};
  double __c[3];
  for (int __d = 0; __d < 3; __d++)
    __c[__d] = __normalized ? (double)nquant(__cn[__d]) * __n[__d] : (double)__cn[__d];
  return linear_taps(__cucc_t, __l, __dims, __c, __slice, __cucc_s, __w, __tv);
}

/* The filtered value of nk taps. */
__device__ __noinline__ inline void filter(const cucc_texture *__cucc_t, int __nk,
                                    const int *__w, const v4 *__tv, v4 &__cucc_o) {
  bool __isfloat = __cucc_t->kind == CUCC_TEXEL_FLOAT || __cucc_t->kind == CUCC_TEXEL_HALF;
  unsigned __srgb = srgb_mask(__cucc_t);
  for (int __ch = 0; __ch < 4; __ch++) {
    if (__isfloat) {
      float __fv[16];
      for (int __k = 0; __k < __nk; __k++) __fv[__k] = __tv[__k].__fv[__ch];
      __cucc_o.__fv[__ch] = combine_float(__fv, __w, __nk, __cucc_t->kind == CUCC_TEXEL_HALF);
    } else {
      int __iv[16];
      for (int __k = 0; __k < __nk; __k++) __iv[__k] = __tv[__k].__iv[__ch];
      __cucc_o.__fv[__ch] = __srgb >> __ch & 1 ? combine_srgb(__iv, __w, __nk, __nk)
                               : combine_int(__cucc_t, __iv, __w, __nk);
    }
  }
}

__device__ __forceinline__ bool linear(const cucc_texture *__cucc_t) {
  return __cucc_t->tex.filterMode == cudaFilterModeLinear && float_path(__cucc_t);
}

/* Samples level `lvl` at (x, y, z) (as given: normalized or not) in slice
 * `slice`; dims: how many of x, y, z address texels. */
__device__ __noinline__ inline void sample_level(const cucc_texture *__cucc_t, int __lvl,
                                          int __dims, float __cucc_x, float __y, float __z,
                                          int __slice, v4 &__cucc_o) {
  const cucc_texture::cucc_tex_level *__l = &__cucc_t->lv[__lvl];
  bool __asfloat = float_path(__cucc_t);
  if (linear(__cucc_t)) {
    int __w[8];
    v4 __tv[8];
    int __nk = taps(__cucc_t, __lvl, __dims, __cucc_x, __y, __z, __slice, 256, __w, __tv);
    filter(__cucc_t, __nk, __w, __tv, __cucc_o);
    return;
  }
  bool __normalized = __cucc_t->tex.normalizedCoords != 0;
  float __cn[3] = {__cucc_x, __y, __z};
  int __n[3] = {__l->w, __l->h, __l->d};
  int __idx[3] = {0, 0, __slice};
  for (int __d = 0; __d < __dims; __d++) {
    double __c = __normalized ? (double)nquant(__cn[__d]) * __n[__d] : (double)__cn[__d];
    __idx[__d] = point_index(__c, __n[__d], mode(__cucc_t, __d));
    if (__idx[__d] < 0) {
      border(__cucc_t, __asfloat, __cucc_o);
      return;
    }
  }
  texel(__cucc_t, __l, __idx[0], __idx[1], __idx[2], __asfloat, __cucc_o);
}

/* Linear filtering between two mipmap levels of an sRGB texture: its sRGB
 * channels sum the taps of each level aligned on their own (an H100;
 * combine_srgb), taps [0, n0) of the first level. */
__device__ __noinline__ inline void srgb_levels(const cucc_texture *__cucc_t, int __n0, int __nk,
                                         const int *__w, const v4 *__tv, v4 &__cucc_o) {
  unsigned __srgb = srgb_mask(__cucc_t);
  for (int __ch = 0; __ch < 3; __ch++) {
    if (!(__srgb >> __ch & 1)) continue;
    int __iv[16];
    for (int __k = 0; __k < __nk; __k++) __iv[__k] = __tv[__k].__iv[__ch];
    __cucc_o.__fv[__ch] = combine_srgb(__iv, __w, __n0, __nk);
  }
}

/* Point sampling blended between two mipmap levels, channel c of values a
 * and b, f8 / 256 of b (an H100): sRGB channels by srgb_blend, normalized
 * integers summed exactly and rounded as the filter does (combine_int),
 * floats in float arithmetic. */
__device__ __forceinline__ float mip_blend(const cucc_texture *__cucc_t, int __c,
                                           float __a, float __cucc_b, int __f8) {
  if (srgb_mask(__cucc_t) >> __c & 1) return srgb_blend(__a, __cucc_b, __f8);
  if (__cucc_t->kind == CUCC_TEXEL_FLOAT || __cucc_t->kind == CUCC_TEXEL_HALF) {
    float __cucc_f = (float)__f8 * (1.f / 256.f);
    return (1.f - __cucc_f) * __a + __cucc_f * __cucc_b;
  }
  /* the texels' integers back from their normalized values (a signed
   * texel of -128, read as -1, counts as -127 here) */
  int __cucc_v[2] = {(int)__builtin_rintf(__a * (float)norm_max(__cucc_t)),
              (int)__builtin_rintf(__cucc_b * (float)norm_max(__cucc_t))};
  int __w[2] = {256 - __f8, __f8};
  return combine_int(__cucc_t, __cucc_v, __w, 2);
}

/* mipmapLevelBias in 1/256 under anisotropy N > 1 (an H100, probe_aniso
 * runs 3 to 7; fitted by a helper's analysis): with the trilinear
 * optimization, the bias less the start t of the sharpening window (t =
 * 128 (1 - 1/s) for the sharpening's slope s: 64 for N >= 8, 384/7 for N =
 * 4..7, 128/3 for N = 2, 3; 0 without it) truncated toward zero, plus
 * floor(t). So 256 bias is rounded up below t and down above it. */
__device__ __forceinline__ int aniso_bias(unsigned __n, float __bias, bool __dto) {
  double __cucc_x = (double)__bias * 256.0;
  double __cucc_t = __dto ? 0.0 : __n >= 8 ? 64.0 : __n >= 4 ? 384.0 / 7 : 128.0 / 3;
  if (!(__builtin_fabs(__cucc_x) < 0x1p20)) __cucc_x = __cucc_x > 0 ? 0x1p20 : -0x1p20;
  return (int)__builtin_floor(__cucc_t) + (int)__builtin_trunc(__cucc_x - __cucc_t);
}

/* The level of detail lraw (1/256) sharpened, in 1/512; not sharpened
 * with cudaTextureDesc.disableTrilinearOptimization (dto). */
__device__ __forceinline__ int aniso_lod(unsigned __n, int __lraw, bool __dto) {
  if (__lraw < -0x100000) __lraw = -0x100000;
  int __i = __lraw >> 8, __cucc_f = __lraw & 255;
  if (__dto) return __i * 512 + 2 * __cucc_f;
  int __w = __n >= 8 ? 4 * __cucc_f - 256 : __n >= 4 ? (7 * __cucc_f - 378) >> 1 : 3 * __cucc_f - 126;
  if (__w < 0) __w = 0;
  if (__w > 512) __w = 512;
  return __i * 512 + __w;
}

/* Mipmap level selection and blending. lod_given: lod is the level of
 * detail (Lod / Grad forms); otherwise level 0. */
__device__ __forceinline__ void sample(const cucc_texture *__cucc_t, int __dims,
                                       float __cucc_x, float __y, float __z, int __slice,
                                       bool __lod_given, float __lod, v4 &__cucc_o) {
  if (__cucc_t->nlevels <= 1 || !__lod_given) {
    sample_level(__cucc_t, 0, __dims, __cucc_x, __y, __z, __slice, __cucc_o);
    return;
  }
  /* maxAnisotropy > 1 sharpens the blend of the Lod forms too (an H100,
   * tests/e2e/texture_desc_flags.cu), as aniso() does, and rounds the bias
   * as it does */
  if (__cucc_t->tex.maxAnisotropy > 1 && !__cucc_t->tex.disableTrilinearOptimization &&
      __cucc_t->tex.mipmapFilterMode == cudaFilterModeLinear && __lod == __lod) {
    float __l8 = __builtin_floorf(__lod * 256.f);
    __l8 = __l8 < -0x100000 ? -0x100000 : __l8 > 0x100000 ? 0x100000 : __l8;
    int __lr = (int)__l8 + aniso_bias(__cucc_t->tex.maxAnisotropy,
                                  __cucc_t->tex.mipmapLevelBias, false);
    __lod = (float)aniso_lod(__cucc_t->tex.maxAnisotropy, __lr, false) * (1.f / 512.f);
  } else {
    __lod += __cucc_t->tex.mipmapLevelBias;
  }
  if (__lod > __cucc_t->tex.maxMipmapLevelClamp) __lod = __cucc_t->tex.maxMipmapLevelClamp;
  if (__lod < __cucc_t->tex.minMipmapLevelClamp) __lod = __cucc_t->tex.minMipmapLevelClamp;
  float __top = (float)(__cucc_t->nlevels - 1);
  if (__lod > __top) __lod = __top;
  if (!(__lod > 0.f)) __lod = 0.f;
  if (__cucc_t->tex.mipmapFilterMode != cudaFilterModeLinear || !float_path(__cucc_t)) {
    sample_level(__cucc_t, (int)__builtin_floorf(__lod + 0.5f), __dims, __cucc_x, __y, __z, __slice,
                 __cucc_o);
    return;
  }
  int __l0 = (int)__builtin_floorf(__lod);
  /* the blend between levels: 8 fractional bits, truncated (an H100) */
  float __cucc_f = __builtin_floorf((__lod - (float)__l0) * 256.f) * (1.f / 256.f);
  if (__cucc_f != 0.f && __l0 + 1 < (int)__cucc_t->nlevels && linear(__cucc_t)) {
    /* both levels' taps in one sum, the level's share as a weight in the
     * rounding of the taps' weights (an H100) */
    int __f8 = (int)(__cucc_f * 256.f), __w[16];
    v4 __tv[16];
    int __nk = taps(__cucc_t, __l0, __dims, __cucc_x, __y, __z, __slice, 256 - __f8, __w, __tv);
    __nk += taps(__cucc_t, __l0 + 1, __dims, __cucc_x, __y, __z, __slice, __f8, __w + __nk, __tv + __nk);
    filter(__cucc_t, __nk, __w, __tv, __cucc_o);
    if (srgb_mask(__cucc_t)) srgb_levels(__cucc_t, __nk / 2, __nk, __w, __tv, __cucc_o);
    return;
  }
  sample_level(__cucc_t, __l0, __dims, __cucc_x, __y, __z, __slice, __cucc_o);
  if (__cucc_f == 0.f || __l0 + 1 >= (int)__cucc_t->nlevels) return;
  v4 __o1;
  sample_level(__cucc_t, __l0 + 1, __dims, __cucc_x, __y, __z, __slice, __o1);
  for (int __c = 0; __c < 4; __c++)
    __cucc_o.__fv[__c] = mip_blend(__cucc_t, __c, __cucc_o.__fv[__c], __o1.__fv[__c], (int)(__cucc_f * 256.f));
}

} // namespace __cucc_tex

/* The descriptor of a handle: the lowering resolves handles that are the
 * same for a whole block once per block (src/lower/textures.c), others
 * become the descriptor's address. */
extern "C" __device__ const cucc_texture *
__cucc_tex_obj(unsigned long long __handle);

namespace __cucc_tex {

__device__ __forceinline__ const cucc_texture *obj(cudaTextureObject_t __cucc_o) {
  return __cucc_tex_obj((unsigned long long)__cucc_o);
}

/* The layer of a layered texture: clamped to the layers there are. */
__device__ __forceinline__ int layer_of(const cucc_texture *__cucc_t, int __layer,
                                        int __per) {
  int __n = __cucc_t->lv[0].d / __per;
  /* unsigned: a negative layer is the last one (an H100) */
  if ((unsigned)__layer >= (unsigned)__n) __layer = __n - 1;
  return __layer * __per;
}

/* (q + 1) / 2 truncated to 22 fraction bits, exactly (an H100: a face
 * coordinate a hair below the middle is below it); NaN and denormal q count
 * as 0, q is clamped to [-1, 1]. */
__device__ __forceinline__ float cube_coord(float __cucc_q) {
  if (!(__builtin_fabsf(__cucc_q) >= 0x1p-126f)) __cucc_q = 0;
  __cucc_q = __cucc_q < -1.f ? -1.f : __cucc_q > 1.f ? 1.f : __cucc_q;
  return (float)((__builtin_floor(__builtin_ldexp((double)__cucc_q, 21)) + 0x1p21) *
                 0x1p-22);
}

/* Cubemap direction -> face and normalized (s, t), table 3-1 (an H100;
 * tests/e2e/texture_awkward.cu for the awkward cases). The components are
 * scaled by r = 1 / m, m the largest magnitude (NaN ignored); the largest
 * scaled magnitude picks the face (ties go to z, then y; NaN loses; all
 * NaN: face 4) and s, t are the other two times r. Where r is finite this
 * is a division; with an infinite component r is 0, with m 0 or denormal r
 * is infinite (inf * 0 and NaN then count as 0 in s and t). */
__device__ __forceinline__ int cube_face(float __cucc_x, float __y, float __z, float &__cucc_s,
                                         float &__tt) {
  float __cucc_v[3] = {__cucc_x, __y, __z}, __m = 0;
  for (int __c = 0; __c < 3; __c++)
    if (__builtin_fabsf(__cucc_v[__c]) > __m) __m = __builtin_fabsf(__cucc_v[__c]); /* not NaN */
  bool __plain = __m >= 0x1p-126f && __m < __builtin_inff();
  float __cucc_r = __m == __builtin_inff() ? 0.f : __builtin_inff();
  float __sv[3], __best = -1.f;
  int __k = 2;
  for (int __c = 0; __c < 3; __c++) __sv[__c] = __plain ? __cucc_v[__c] : __cucc_v[__c] * __cucc_r;
  for (int __c = 2; __c >= 0; __c--)
    if (__builtin_fabsf(__sv[__c]) > __best) __best = __builtin_fabsf(__sv[__c]), __k = __c;
  bool __pos = !(__sv[__k] < 0.f);
  /* the face's s and t axes (sc, tc) */
  float __sc, __tc;
  if (__k == 2) __sc = __pos ? __cucc_x : -__cucc_x, __tc = -__y;
  else if (__k == 1) __sc = __cucc_x, __tc = __pos ? __z : -__z;
  else __sc = __pos ? -__z : __z, __tc = -__y;
  __cucc_s = cube_coord(__plain ? __sc / __m : __sc * __cucc_r);
  __tt = cube_coord(__plain ? __tc / __m : __tc * __cucc_r);
  return 2 * __k + !__pos;
}

__device__ __forceinline__ void cube(const cucc_texture *__cucc_t, float __cucc_x, float __y,
                                     float __z, int __layer, bool __lod_given,
                                     float __lod, v4 &__cucc_o) {
  float __cucc_s, __tt;
  int __face = cube_face(__cucc_x, __y, __z, __cucc_s, __tt);
  int __base = __layer < 0 ? 0 : layer_of(__cucc_t, __layer, 6);
  cucc_texture __c = *__cucc_t; /* faces are addressed in normalized coordinates */
  __c.tex.normalizedCoords = 1;
  __c.tex.addressMode[0] = __c.tex.addressMode[1] = cudaAddressModeClamp;
  if (__cucc_t->tex.seamlessCubemap) __c.flags |= CUCC_TEX_SEAMLESS;
  sample(&__c, 2, __cucc_s, __tt, 0, __base + __face, __lod_given, __lod, __cucc_o);
}

/* The level of detail from gradients (an H100, tests/reference/
 * probe_tex_fit.cu: all 79107 lines gl* and s* of its two recordings are
 * matched). The gradients are scaled to texels of level 0 (also with
 * unnormalized coordinates) and the footprint's size n is the largest of
 * four approximate lengths: of dPdx, of dPdy (the plain lengths) and of
 * 11/16 (dPdx + dPdy), 11/16 (dPdx - dPdy) (the diagonals, J d for the
 * screen directions d = (1, +-1) / sqrt 2). The datapath has 10-bit
 * mantissas (9 fraction bits of a value's own exponent, truncated):
 *  - a plain length is hi + 11/32 mid (3D: + 1/4 lo) of the components'
 *    magnitudes sorted hi >= mid >= lo, each truncated to 9 fraction bits;
 *    11/32 mid is (11 q + 4) / 32 of mid's mantissa q, truncated to 10 bits;
 *  - a diagonal's components are sums s = dPdx[i] +- dPdy[i]: the operand
 *    of larger magnitude truncated to 9 fraction bits of its exponent e,
 *    the other to 9 of its own and then to 10 of e (one guard bit), added
 *    or subtracted exactly, the result truncated to 9 fraction bits. Sorted
 *    as above, its length is 11/16 hi + 121/512 mid (3D: + 11/64 lo), the
 *    products (11 q + 4) / 16, (121 q + 32) / 512 and (11 q + 4) / 64 of the
 *    mantissas q of the sums, each truncated to 10 bits; the terms add
 *    exactly.
 * Then lod = e + T[m] / 256 for n = (1 + m / 256 + ...) 2^e: T is a table
 * of log2 in 1/256 (T[i] = round(256 log2(1 + (i + 1/2) / 256) - 0.031),
 * but T[0] = 0, T[255] = 255). */

/* x >= 0 truncated to fb fraction bits of exponent e. */
__device__ __forceinline__ double lod_trunc_e(double __cucc_x, int __fb, int __e) {
  return __builtin_ldexp(__builtin_floor(__builtin_ldexp(__cucc_x, __fb - __e)), __e - __fb);
}

/* x >= 0 truncated to fb fraction bits of its own exponent. */
__device__ __forceinline__ double lod_trunc(double __cucc_x, int __fb) {
  if (__cucc_x == 0) return 0;
  return lod_trunc_e(__cucc_x, __fb, __builtin_ilogb(__cucc_x));
}

/* x >= 0 times k / 2^s in the datapath: (k q + c) / 2^s of x's mantissa q
 * (9 fraction bits), truncated to 10 bits. */
__device__ __forceinline__ double lod_mul(double __cucc_x, int __k, int __c, int __cucc_s) {
  if (__cucc_x == 0) return 0;
  int __e = __builtin_ilogb(__cucc_x);
  double __cucc_q = __builtin_floor(__builtin_ldexp(__cucc_x, 9 - __e));
  return lod_trunc(__builtin_ldexp(__cucc_q * __k + __c, __e - 9 - __cucc_s), 9);
}

/* |a + b| in the datapath (see above). */
__device__ __forceinline__ double lod_add(double __a, double __cucc_b) {
  double __fa = __builtin_fabs(__a), __fb = __builtin_fabs(__cucc_b);
  if (__fa < __fb) {
    double __cucc_t = __a;
    __a = __cucc_b, __cucc_b = __cucc_t, __fa = __builtin_fabs(__a), __fb = __builtin_fabs(__cucc_b);
  }
  if (__fa == 0) return 0;
  int __e = __builtin_ilogb(__fa);
  double __A = lod_trunc_e(__fa, 9, __e), __B = lod_trunc_e(lod_trunc(__fb, 9), 10, __e);
  double __cucc_s = (__a < 0) == (__cucc_b < 0) ? __A + __B : __A - __B;
  return lod_trunc(__builtin_fabs(__cucc_s), 9);
}

/* a, b, c >= 0 sorted: hi >= mid >= lo. */
__device__ __forceinline__ void lod_sort(double __a, double __cucc_b, double __c,
                                         double &__hi, double &__mid, double &__lo) {
  __hi = __a > __cucc_b ? __a : __cucc_b, __mid = __a > __cucc_b ? __cucc_b : __a, __lo = __c;
  if (__c > __hi)
    __lo = __mid, __mid = __hi, __hi = __c;
  else if (__c > __mid)
    __lo = __mid, __mid = __c;
}

/* The plain length of (a, b, c) (c = 0 in 1D and 2D). */
__device__ __forceinline__ double lod_len(double __a, double __cucc_b, double __c) {
  double __hi, __mid, __lo;
  lod_sort(__builtin_fabs(__a), __builtin_fabs(__cucc_b), __builtin_fabs(__c), __hi, __mid,
           __lo);
  return lod_trunc(__hi, 9) + lod_mul(__mid, 11, 4, 5) + lod_trunc(__lo, 9) * 0.25;
}

/* The length of a diagonal, 11/16 of (a, b, c), from its sums a, b, c. */
__device__ __forceinline__ double lod_dlen(double __a, double __cucc_b, double __c) {
  double __hi, __mid, __lo;
  lod_sort(__a, __cucc_b, __c, __hi, __mid, __lo);
  return lod_mul(__hi, 11, 4, 4) + lod_mul(__mid, 121, 32, 9) +
         lod_mul(__lo, 11, 4, 4) * 0.25;
}

/* log2 x in 1/256 (x > 0): e * 256 + T[m] for x = (1 + m / 256 + ...) 2^e. */
__device__ __forceinline__ int lod_log(double __cucc_x) {
  static const unsigned char __lg[256] = {
    0, 2, 4, 5, 6, 8, 9, 11, 12, 13, 15, 16, 18, 19, 20, 22, 23, 24, 26, 27, 28,
    30, 31, 32, 34, 35, 36, 38, 39, 40, 42, 43, 44, 45, 47, 48, 49, 50, 52, 53,
    54, 55, 57, 58, 59, 60, 62, 63, 64, 65, 66, 68, 69, 70, 71, 72, 74, 75, 76,
    77, 78, 79, 81, 82, 83, 84, 85, 86, 88, 89, 90, 91, 92, 93, 94, 95, 97, 98,
    99, 100, 101, 102, 103, 104, 105, 106, 107, 109, 110, 111, 112, 113, 114,
    115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129,
    130, 131, 132, 133, 135, 136, 137, 137, 138, 139, 140, 141, 142, 143, 144,
    145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159,
    160, 161, 162, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173,
    173, 174, 175, 176, 177, 178, 179, 180, 181, 181, 182, 183, 184, 185, 186,
    187, 188, 188, 189, 190, 191, 192, 193, 194, 195, 195, 196, 197, 198, 199,
    200, 200, 201, 202, 203, 204, 205, 205, 206, 207, 208, 209, 210, 210, 211,
    212, 213, 214, 214, 215, 216, 217, 218, 218, 219, 220, 221, 222, 222, 223,
    224, 225, 226, 226, 227, 228, 229, 229, 230, 231, 232, 233, 233, 234, 235,
    236, 236, 237, 238, 239, 239, 240, 241, 242, 242, 243, 244, 245, 245, 246,
    247, 248, 248, 249, 250, 251, 251, 252, 253, 253, 254, 255, 255};
  int __e = __builtin_ilogb(__cucc_x);
  return __e * 256 + __lg[(int)__builtin_ldexp(__cucc_x, 8 - __e) & 255];
}

/* The footprint's size n (above) of gradients dx, dy; u, v: the gradients
 * in texels of level 0; dir: which length is n (0: dPdx, 1: dPdy, 2:
 * 11/16 (dPdx + dPdy), 3: 11/16 (dPdx - dPdy)). -1 for an infinite or NaN
 * gradient. */
__device__ __forceinline__ double grad_size(const cucc_texture *__cucc_t, int __dims,
                                            const float *__dx, const float *__dy,
                                            double *__cucc_u, double *__cucc_v, int &__dir) {
  double __sz[3] = {(double)__cucc_t->lv[0].w, (double)__cucc_t->lv[0].h,
                  (double)__cucc_t->lv[0].d};
  double __sp[3] = {0, 0, 0}, __sm[3] = {0, 0, 0};
  for (int __d = 0; __d < 3; __d++) {
    __cucc_u[__d] = __d < __dims ? (double)__dx[__d] * __sz[__d] : 0;
    __cucc_v[__d] = __d < __dims ? (double)__dy[__d] * __sz[__d] : 0;
    /* a NaN component counts as 0 (an H100, tests/e2e/texture_awkward.cu) */
    if (__cucc_u[__d] != __cucc_u[__d]) __cucc_u[__d] = 0;
    if (__cucc_v[__d] != __cucc_v[__d]) __cucc_v[__d] = 0;
    if (!(__builtin_fabs(__cucc_u[__d]) <= 0x1p120 && __builtin_fabs(__cucc_v[__d]) <= 0x1p120))
      return -1;
    __sp[__d] = lod_add(__cucc_u[__d], __cucc_v[__d]);
    __sm[__d] = lod_add(__cucc_u[__d], -__cucc_v[__d]);
  }
  double __l[4] = {lod_len(__cucc_u[0], __cucc_u[1], __cucc_u[2]), lod_len(__cucc_v[0], __cucc_v[1], __cucc_v[2]),
                 lod_dlen(__sp[0], __sp[1], __sp[2]), lod_dlen(__sm[0], __sm[1], __sm[2])};
  __dir = 0;
  for (int __k = 1; __k < 4; __k++)
    if (__l[__k] > __l[__dir]) __dir = __k;
  return __l[__dir];
}

__device__ __forceinline__ float grad_lod(const cucc_texture *__cucc_t, int __dims,
                                          float __dx0, float __dx1, float __dx2,
                                          float __dy0, float __dy1, float __dy2) {
  float __dx[3] = {__dx0, __dx1, __dx2}, __dy[3] = {__dy0, __dy1, __dy2};
  double __cucc_u[3], __cucc_v[3];
  int __dir;
  double __n = grad_size(__cucc_t, __dims, __dx, __dy, __cucc_u, __cucc_v, __dir);
  if (__n < 0) return __builtin_inff(); /* inf or NaN: the coarsest level */
  if (__n == 0) return -__builtin_inff();
  return (float)lod_log(__n) * (1.f / 256.f);
}

/* |x| |y| in the datapath of the anisotropic level of detail (an H100;
 * tests/reference/probe_aniso.cu run 3's level shares, confirmed on every
 * ga/gap line of probe_tex_fit.cu and the random pairs of probe_aniso runs
 * 2 and 3): the 10-bit mantissas a, b of x and y (truncated to 9 fraction
 * bits) are multiplied by a truncated array that drops every partial
 * product bit a_i b_j with i + j < 6 and adds 448 (7 * 64) instead; the
 * product is truncated to 10 bits. */
__device__ __forceinline__ double lod_pmul(double __cucc_x, double __y) {
  __cucc_x = __builtin_fabs(__cucc_x), __y = __builtin_fabs(__y);
  if (__cucc_x == 0 || __y == 0) return 0;
  int __ex = __builtin_ilogb(__cucc_x), __ey = __builtin_ilogb(__y);
  unsigned __a = (unsigned)__builtin_ldexp(__cucc_x, 9 - __ex),
           __cucc_b = (unsigned)__builtin_ldexp(__y, 9 - __ey), __cucc_p = 448;
  for (int __k = 0; __k < 10; __k++)
    if (__cucc_b >> __k & 1) __cucc_p += ((__a << __k) >> 6) << 6;
  return lod_trunc(__builtin_ldexp((double)__cucc_p, __ex + __ey - 18), 9);
}

/* The footprint's minor axis as log2 in 1/256, lmin = log(det) - lmaj
 * (at most lmaj), det = |dPdx.x dPdy.y - dPdx.y dPdy.x| in texels of level
 * 0: the products by lod_pmul, their difference as a diagonal's sums
 * (lod_add), the log through grad_lod's table. */
__device__ __forceinline__ int aniso_lmin(const double *__cucc_u, const double *__cucc_v,
                                          int __lmaj) {
  double __pa = lod_pmul(__cucc_u[0], __cucc_v[1]), __pb = lod_pmul(__cucc_u[1], __cucc_v[0]);
  if (__cucc_u[0] * __cucc_v[1] < 0) __pa = -__pa;
  if (__cucc_u[1] * __cucc_v[0] < 0) __pb = -__pb;
  double __det = lod_add(__pa, -__pb);
  int __lmin = __det > 0 ? lod_log(__det) - __lmaj : -0x40000000;
  return __lmin > __lmaj ? __lmaj : __lmin;
}

/* ---- anisotropic filtering (cudaTextureDesc.maxAnisotropy > 1) ---------
 * The Grad forms of float-path textures (an H100, tests/reference/
 * probe_aniso.cu runs 1 to 5: the weight of every texel, read with
 * impulse textures, and values of random textures). 2D (tex2DGrad,
 * tex2DLayeredGrad; 1D as 2D with y gradients 0):
 *  - the footprint: its major axis is grad_size's n (the longest of dPdx,
 *    dPdy and 11/16 (dPdx +- dPdy)) along that vector, its minor one det /
 *    n (aniso_lmin), as log2 in 1/256 (lod_log): lmaj, lmin = min(log det
 *    - lmaj, lmaj);
 *  - maxAnisotropy N is one of the hardware's ratios, log2 L(N) in 1/256:
 *    2 (256; 3 too), 4 (512; 5 too), 6 (656; 7 too), 8 (768; 9 too), 10
 *    (848; 11 too), 12 (912; 13 to 15 too), 16 (1024; also above 16);
 *  - the level of detail lraw = max(lmin, lmaj - L(N)), plus the bias
 *    (aniso_bias), its fraction f (1/256) sharpened (the trilinear
 *    optimization, unless disableTrilinearOptimization) in 1/512: N = 2,
 *    3: 3 f - 126, N = 4 to 7: (7 f - 378) / 2 rounded down, N >= 8: 4 f -
 *    256, clamped to 0..512 (aniso_lod); then the clamps, and mipmap
 *    filtering as sample() (the blend 8 bits of it, truncated);
 *  - the ratio r = 2^(lr/256), lr = lmaj - max(lraw, 0) (0..L(N)); in level
 *    L, s = 2^(lod - L) texels of that level is the minor axis (lod: the
 *    level of detail, or with point mipmap filtering the level): probes
 *    are max(s, 1) apart (in 1/64 texel, 64 s through the table below,
 *    rounded down), and a level where s < 1 takes the ratio r s (lr +
 *    log2 s, rounded half to even);
 *  - the probes of ratio r (aniso_probes), with M = 256 2^(-f/256) from
 *    the table for lr's fraction f: r < 2: two of weight 1/2 at +-(1 -
 *    M/256) spacings (in 1/128 texel, rounded); r >= 2: k inner ones of
 *    weight W = 2^-lr in units of 1/512 (r < 4) or 1/1024 (r >= 4, above
 *    8 truncated to 1/1024), k the largest even count with k W <= 1, and
 *    two outer ones sharing the rest, at i - (k + 1) / 2 spacings (i = 0..k
 *    + 1); a level's share (1/256) scales the weights through their
 *    running sums, rounded half up;
 *  - the direction: the major axis's components truncated to 4 fraction
 *    bits of the larger one's exponent and made odd (0 stays 0 or is 1 from
 *    a half up), normalized to length 64 and rounded (aniso_dir); the
 *    spacing vector is that times 64 s (1/64 texel, rounded down);
 *  - each probe is a linear filter (taps() with the probe's weight as the
 *    share) or a point sample; the taps' weights are in 1/1024, float
 *    texels summed probe by probe (aniso_combine), sRGB too (aniso_srgb),
 *    normalized integers as combine_int.
 * 3D (tex3DGrad): one probe at the isotropic level of detail, sharpened as
 * above. Integer element reads (not filtered) keep the isotropic rule. */

/* 2^(-i / 256) in 1/256, rounded (i = 1..255; 256 for i = 0). */
__device__ __forceinline__ int aniso_exp(int __i) {
  // clang-format off
  static const unsigned char __tb[256] = {
      0, 255, 255, 254, 253, 253, 252, 251, 251, 250, 249, 248, 248, 247,
      246, 246, 245, 244, 244, 243, 243, 242, 241, 241, 240, 239, 239,
      238, 237, 237, 236, 235, 235, 234, 233, 233, 232, 232, 231, 230,
      230, 229, 228, 228, 227, 227, 226, 225, 225, 224, 224, 223, 222,
      222, 221, 221, 220, 219, 219, 218, 218, 217, 216, 216, 215, 215,
      214, 214, 213, 212, 212, 211, 211, 210, 210, 209, 208, 208, 207,
      207, 206, 206, 205, 204, 204, 203, 203, 202, 202, 201, 201, 200,
      200, 199, 198, 198, 197, 197, 196, 196, 195, 195, 194, 194, 193,
      193, 192, 192, 191, 191, 190, 190, 189, 189, 188, 188, 187, 186,
      186, 185, 185, 184, 184, 183, 183, 182, 182, 182, 181, 181, 180,
      180, 179, 179, 178, 178, 177, 177, 176, 176, 175, 175, 174, 174,
      173, 173, 172, 172, 171, 171, 171, 170, 170, 169, 169, 168, 168,
      167, 167, 166, 166, 166, 165, 165, 164, 164, 163, 163, 162, 162,
      162, 161, 161, 160, 160, 159, 159, 159, 158, 158, 157, 157, 156,
      156, 156, 155, 155, 154, 154, 153, 153, 153, 152, 152, 151, 151,
      151, 150, 150, 149, 149, 149, 148, 148, 147, 147, 147, 146, 146,
      145, 145, 145, 144, 144, 143, 143, 143, 142, 142, 141, 141, 141,
      140, 140, 140, 139, 139, 138, 138, 138, 137, 137, 137, 136, 136,
      135, 135, 135, 134, 134, 134, 133, 133, 133, 132, 132, 132, 131,
      131, 130, 130, 130, 129, 129, 129, 128
  };
  // clang-format on
  return __i ? __tb[__i] : 256;
}

/* log2 of maxAnisotropy N's ratio, in 1/256. */
__device__ __forceinline__ int aniso_logn(unsigned __n) {
  return __n >= 16   ? 1024
         : __n >= 12 ? 912
         : __n >= 10 ? 848
         : __n >= 8  ? 768
         : __n >= 6  ? 656
         : __n >= 4  ? 512
                   : 256;
}

/* The major axis (x[0..2]) as a direction of length 64 (d[0..2]). */
__device__ __forceinline__ void aniso_dir(const double *__cucc_x, int *__d) {
  double __m = 0;
  for (int __c = 0; __c < 3; __c++)
    if (__builtin_fabs(__cucc_x[__c]) > __m) __m = __builtin_fabs(__cucc_x[__c]);
  if (!(__m > 0)) {
    __d[0] = 64, __d[1] = __d[2] = 0;
    return;
  }
  int __e = __builtin_ilogb(__m), __cucc_q[3], __cucc_s = 0;
  for (int __c = 0; __c < 3; __c++) {
    double __a = __builtin_ldexp(__builtin_fabs(__cucc_x[__c]), 4 - __e);
    int __n = (int)__builtin_floor(__a);
    __cucc_q[__c] = __n ? __n | 1 : __a >= 0.5;
    __cucc_s += __cucc_q[__c] * __cucc_q[__c];
  }
  double __l = __builtin_sqrt((double)__cucc_s);
  for (int __c = 0; __c < 3; __c++) {
    __d[__c] = (int)__builtin_floor(64 * __cucc_q[__c] / __l + 0.5);
    if (__cucc_x[__c] < 0) __d[__c] = -__d[__c];
  }
}

/* The probes of a level: offsets in 1/256 texel along the direction
 * ud[0..2] (length 64) with spacing sp / 64, weights in 1/1024 for the
 * level's share s (1/256). Returns the count (at most 18). */
__device__ __forceinline__ int aniso_probes(int __lr, int __cucc_s, const int *__ud,
                                            int __sp, int (*__po)[3], int *__pw,
                                            int *__unit) {
  if (__lr <= 0) {
    __po[0][0] = __po[0][1] = __po[0][2] = 0, __pw[0] = 4 * __cucc_s, *__unit = 4;
    return 1;
  }
  int __e = __lr >> 8, __M = aniso_exp(__lr & 255);
  if (__e == 0) { /* two probes at +-(1 - M / 256) spacings, in 1/128 */
    for (int __c = 0; __c < 3; __c++) {
      int __a = __ud[__c] < 0 ? -__ud[__c] : __ud[__c];
      int __cucc_o = 2 * (((256 - __M) * __a * __sp + 4096) >> 13);
      __po[1][__c] = __ud[__c] < 0 ? -__cucc_o : __cucc_o, __po[0][__c] = -__po[1][__c];
    }
    __pw[0] = __pw[1] = 2 * __cucc_s, *__unit = 2;
    return 2;
  }
  int __sv[3]; /* the spacing vector in 1/64 texel, rounded down */
  for (int __c = 0; __c < 3; __c++) __sv[__c] = (__ud[__c] * __sp) >> 6;
  int __cucc_u = __e == 1 ? 2 : 1, __W = __e <= 2 ? __M : __M >> (__e - 2), __T = 1024 / __cucc_u;
  int __k = (__T / __W) & ~1, __cucc_o = (__T - __k * __W) >> 1, __n = __k + 2;
  int __cum = 0, __prev = 0;
  for (int __i = 0; __i < __n; __i++) {
    __cum += __i == 0 || __i == __n - 1 ? __cucc_o : __W;
    int __c = (__cum * __cucc_s + 128) >> 8;
    __pw[__i] = (__c - __prev) * __cucc_u, __prev = __c;
    int __t2 = 2 * __i - (__n - 1); /* twice the offset in spacings */
    for (int __j = 0; __j < 3; __j++) __po[__i][__j] = __t2 * __sv[__j] * 2;
  }
  *__unit = __cucc_u;
  return __n;
}

/* The taps of one probe at cc[0..dims-1] (texels of level lvl, as taps()
 * computes them from a coordinate) with share m in units of u / 1024:
 * linear filtering 4 or 8 taps, point sampling 1. Appends to w[], tv[]. */
__device__ __forceinline__ int aniso_taps(const cucc_texture *__cucc_t, int __lvl,
                                          int __dims, const double *__cc, int __slice,
                                          int __m, int __cucc_u, int *__w, v4 *__tv) {
  const cucc_texture::cucc_tex_level *__l = &__cucc_t->lv[__lvl];
  int __n[3] = {__l->w, __l->h, __l->d};
  double __c[3] = {__cc[0], __dims > 1 ? __cc[1] : 0, __cc[2]};
  if (__cucc_t->tex.filterMode != cudaFilterModeLinear) {
    int __idx[3] = {0, 0, __slice};
    for (int __d = 0; __d < __dims; __d++) {
      __idx[__d] = point_index(__c[__d], __n[__d], mode(__cucc_t, __d));
      if (__idx[__d] < 0) {
        raw_border(__cucc_t, __tv[0]);
        __w[0] = __m * __cucc_u;
        return 1;
      }
    }
    raw_texel(__cucc_t, __l, __idx[0], __idx[1], __idx[2], __tv[0]);
    __w[0] = __m * __cucc_u;
    return 1;
  }
  int __nk = linear_taps(__cucc_t, __l, __dims, __c, __slice, __m, __w, __tv);
  for (int __k = 0; __k < __nk; __k++) __w[__k] *= __cucc_u;
  return __nk;
}

#define CUCC_ANISO_TAPS 288
#define CUCC_ANISO_PROBES 37
/* The sum of a float or half channel's taps under anisotropic filtering
 * (an H100, probe_aniso's values of random textures): each probe's taps
 * summed as combine_float does (the texels with a nonzero weight aligned
 * to the probe's largest exponent as integers with 4 bits below the last
 * mantissa bit, 24 or 11 bits, truncated toward zero, times the weights in
 * 1/1024); the probes' sums, in units of 2^-27 of their exponent (a half's
 * 15-bit sums shifted up by 13), aligned to the largest probe exponent by
 * an arithmetic shift (rounded toward minus infinity) and added; a
 * negative total made 1 unit larger in magnitude (as if one's complement);
 * the total rounded to 24 / 11 bits with ties away from zero. Half texels
 * and results are not flushed: a denormal half texel counts at exponent
 * -14, a half result below 2^-14 is rounded to a multiple of 2^-24. Float
 * denormals are flushed. Taps [g[i], g[i + 1]) are probe i's. Matches every
 * probe_aniso run 3 value of float texels in [0, 1) and of half texels
 * whose weights are right; wide-range floats (random sign, 2^-12..2^12):
 * all but 20 of 4320 channels, off by 1 ulp (the H100's total a few units
 * of 2^-37 of the largest exponent lower, seldom higher: not found). */
__device__ __forceinline__ float
aniso_combine(const float *__cucc_v, const int *__w, const int *__g, int __ng, bool __cucc_half) {
  int __cucc_p = __cucc_half ? 11 : 24, __emin = __cucc_half ? -14 : -126, __emax = -1000;
  long long __S = 0;
  int __ep[CUCC_ANISO_PROBES];
  long long __sp[CUCC_ANISO_PROBES];
  for (int __i = 0; __i < __ng; __i++) {
    int __em = -1000;
    for (int __k = __g[__i]; __k < __g[__i + 1]; __k++) {
      unsigned __cucc_b;
      __builtin_memcpy(&__cucc_b, &__cucc_v[__k], 4);
      int __e = (int)((__cucc_b >> 23) & 255);
      if (__w[__k] && __e == 255) { /* inf or NaN */
        float __cucc_s = 0.f;
        for (int __j = 0; __j < __g[__ng]; __j++)
          if (__w[__j]) __cucc_s += (float)__w[__j] * (1.f / 1024.f) * __cucc_v[__j];
        return __cucc_s;
      }
      __e -= 127;
      if (__cucc_half && __e < __emin && (__cucc_b & 0x7fffffffu)) __e = __emin; /* denormal */
      if (__w[__k] && __e >= __emin && __e > __em) __em = __e;
    }
    long long __cucc_t = 0;
    for (int __k = __g[__i]; __k < __g[__i + 1]; __k++) {
      unsigned __cucc_b;
      __builtin_memcpy(&__cucc_b, &__cucc_v[__k], 4);
      int __e = (int)((__cucc_b >> 23) & 255) - 127;
      if (!__w[__k]) continue;
      long long __m;
      if (__e >= __emin) {
        __m = (long long)((__cucc_b & 0x7fffffu) | 0x800000u) >> (24 - __cucc_p);
      } else if (__cucc_half && (__cucc_b & 0x7fffffffu)) { /* a denormal half: m 2^-24 */
        float __a = __builtin_fabsf(__cucc_v[__k]) * 16777216.f;
        __m = (long long)__a, __e = __emin;
      } else {
        continue; /* flushed */
      }
      int __sh = __e - __em + CUCC_TEX_GUARD;
      __m = __sh >= 0 ? __m << __sh : -__sh >= 40 ? 0 : __m >> -__sh;
      __cucc_t += (__cucc_b >> 31 ? -__m : __m) * __w[__k];
    }
    __ep[__i] = __em, __sp[__i] = __cucc_t * (1LL << (24 - __cucc_p));
    if (__em > __emax) __emax = __em;
  }
  for (int __i = 0; __i < __ng; __i++) {
    if (!__sp[__i]) continue;
    int __sh = __emax - __ep[__i];
    long long __cucc_t = __sp[__i];
    __S += __sh >= 62 ? (__cucc_t < 0 ? -1 : 0) : __cucc_t >> __sh; /* floor */
  }
  if (__S == 0) return 0.f;
  bool __neg = __S < 0;
  unsigned long long __cucc_u =
      __neg ? (unsigned long long)-__S + 1 : (unsigned long long)__S;
  int __sc = __emax - 23 - CUCC_TEX_GUARD - 10;
  int __len = 64 - __builtin_clzll(__cucc_u);
  int __keep = __cucc_p;
  if (__cucc_half && __len - 1 + __sc < __emin) __keep = __cucc_p - (__emin - (__len - 1 + __sc));
  if (__keep < 0) return 0.f;
  if (__len > __keep) {
    int __sh = __len - __keep;
    __cucc_u = __sh >= 64 ? 0 : (__cucc_u + (1ull << (__sh - 1))) >> __sh; /* ties away */
    __sc += __sh;
  }
  if (!__cucc_u) return 0.f;
  __len = 64 - __builtin_clzll(__cucc_u);
  int __e = __len - 1 + __sc;
  if (!__cucc_half && __e < __emin) return 0.f;
  float __cucc_r = __e > (__cucc_half ? 15 : 127) ? __builtin_inff() : (float)__cucc_u * pow2f(__sc);
  return __neg ? -__cucc_r : __cucc_r;
}

/* The sum of an sRGB channel's taps under anisotropic filtering (an H100,
 * probe_aniso run 3's VKE values: every channel of the 1105 random
 * gradient pairs whose weights are right): each probe's taps aligned as
 * combine_srgb does, to the probe's own largest alignment exponent E
 * (srgb_align of its taps with a nonzero weight and byte), summed exactly
 * with the weights (in 1/1024), a sum in units of 2^(E - 17); the probes'
 * sums truncated (toward zero) to a common fixed point, units of
 * 2^(min(R, -3) - 15) but at least 2^-22, R the largest probe exponent:
 * 2^-18 (the bytes' 8 bits times 10 weight bits) unless every probe is
 * below 2^-3; summed and rounded to 11 bits with ties away from zero. Mip
 * levels need no rule of their own (probes never straddle levels). Also
 * every value of run 3's VKF (dark texels, bytes 0..31) whose weights are
 * right. v[]: the bytes; taps [g[i], g[i + 1]) are probe i's. */
__device__ __forceinline__ float aniso_srgb(const int *__cucc_v, const int *__w,
                                            const int *__g, int __ng) {
  int __ep[CUCC_ANISO_PROBES], __R = -1000;
  long long __sp[CUCC_ANISO_PROBES];
  for (int __i = 0; __i < __ng; __i++) {
    __sp[__i] = srgb_sum(__cucc_v, __w, __g[__i], __g[__i + 1], __ep[__i]);
    if (__sp[__i] && __ep[__i] > __R) __R = __ep[__i];
  }
  if (__R == -1000) return 0.f;
  int __F = 15 - (__R < -3 ? __R : -3); /* the units: 2^-F, F 18 to 22 */
  if (__F > 22) __F = 22;
  unsigned long long __cucc_u = 0;
  for (int __i = 0; __i < __ng; __i++) {
    if (!__sp[__i]) continue;
    int __sh = __ep[__i] - 17 + __F;
    __cucc_u += __sh >= 0 ? (unsigned long long)__sp[__i] << __sh
                 : (unsigned long long)__sp[__i] >> -__sh;
  }
  return __cucc_u ? srgb_round(__cucc_u, -__F) : 0.f;
}

/* tex1DGrad, tex2DGrad, tex3DGrad and the layered forms with maxAnisotropy
 * > 1 (see above); gradients gx, gy in the texture's coordinates. */
__device__ __noinline__ inline void aniso(const cucc_texture *__cucc_t, int __dims, float __cucc_x,
                                   float __y, float __z, int __slice, const float *__gx,
                                   const float *__gy, v4 &__cucc_o) {
  float __dx[3] = {__gx[0], __dims > 1 ? __gx[1] : 0, __dims > 2 ? __gx[2] : 0},
        __dy[3] = {__gy[0], __dims > 1 ? __gy[1] : 0, __dims > 2 ? __gy[2] : 0};
  double __cucc_u[3], __cucc_v[3];
  int __dir;
  double __n = grad_size(__cucc_t, __dims, __dx, __dy, __cucc_u, __cucc_v, __dir);
  if (!float_path(__cucc_t) || !(__n > 0)) { /* not filtered, or no footprint */
    sample(__cucc_t, __dims, __cucc_x, __y, __z, __slice, true,
           grad_lod(__cucc_t, __dims, __dx[0], __dx[1], __dx[2], __dy[0], __dy[1], __dy[2]), __cucc_o);
    return;
  }
  unsigned __N = __cucc_t->tex.maxAnisotropy;
  /* the axes: the minor one is det / n (aniso_lmin); 3D: one probe at the
   * isotropic level of detail, sharpened */
  int __lmaj = lod_log(__n), __lraw = __lmaj;
  if (__dims < 3) {
    int __lmin = aniso_lmin(__cucc_u, __cucc_v, __lmaj);
    __lraw = __lmaj - aniso_logn(__N);
    if (__lmin > __lraw) __lraw = __lmin;
  }
  int __lr = __lmaj - (__lraw > 0 ? __lraw : 0);
  /* the major axis's vector: dPdx, dPdy or 11/16 of dPdx +- dPdy */
  double __ax[3];
  for (int __c = 0; __c < 3; __c++) {
    __ax[__c] = __dir == 1 ? __cucc_v[__c] : __cucc_u[__c];
    if (__dir >= 2) {
      double __sg = __dir == 2 ? 1 : -1;
      __ax[__c] = __builtin_copysign(lod_mul(lod_add(__cucc_u[__c], __sg * __cucc_v[__c]), 11, 4, 4),
                                 __cucc_u[__c] + __sg * __cucc_v[__c]);
    }
  }
  int __ud[3];
  aniso_dir(__ax, __ud);
  /* the level of detail: the bias added before the sharpening, the clamps
   * as sample() */
  bool __dto = __cucc_t->tex.disableTrilinearOptimization != 0;
  __lraw += aniso_bias(__N, __cucc_t->tex.mipmapLevelBias, __dto);
  float __lod = (float)aniso_lod(__N, __lraw, __dto) * (1.f / 512.f);
  if (__lod > __cucc_t->tex.maxMipmapLevelClamp) __lod = __cucc_t->tex.maxMipmapLevelClamp;
  if (__lod < __cucc_t->tex.minMipmapLevelClamp) __lod = __cucc_t->tex.minMipmapLevelClamp;
  float __top = (float)(__cucc_t->nlevels > 0 ? __cucc_t->nlevels - 1 : 0);
  if (__lod > __top) __lod = __top;
  if (!(__lod > 0.f)) __lod = 0.f;
  int __lvl[2], __share[2], __used, __nl = 1;
  if (__cucc_t->nlevels > 1 && __cucc_t->tex.mipmapFilterMode == cudaFilterModeLinear) {
    int __l2 = (int)__builtin_floorf(__lod * 512.f);
    __lvl[0] = __l2 >> 9, __share[1] = (__l2 & 511) >> 1, __used = __l2;
    __share[0] = 256 - __share[1], __lvl[1] = __lvl[0] + 1;
    if (__share[1] && __lvl[1] < (int)__cucc_t->nlevels) __nl = 2;
  } else {
    __lvl[0] = (int)__builtin_floorf(__lod + 0.5f), __share[0] = 256;
    __used = __lvl[0] * 512;
  }
  bool __normalized = __cucc_t->tex.normalizedCoords != 0;
  float __xyz[3] = {__cucc_x, __y, __z};
  int __w[CUCC_ANISO_TAPS], __nk = 0, __g[CUCC_ANISO_PROBES], __ng = 0;
  __g[0] = 0;
  v4 __tv[CUCC_ANISO_TAPS];
  for (int __j = 0; __j < __nl; __j++) {
    int __L = __lvl[__j], __cucc_s = __share[__j];
    const cucc_texture::cucc_tex_level *__l = &__cucc_t->lv[__L];
    int __sz[3] = {__l->w, __l->h, __l->d};
    double __c0[3];
    for (int __c = 0; __c < 3; __c++)
      __c0[__c] = __normalized ? (double)nquant(__xyz[__c]) * __sz[__c] : (double)__xyz[__c];
    int __ls2 = __used - 512 * __L, __sp = 64, __lrl = __lr;
    if (__ls2 > 0) {
      int __fi = __ls2 >> 1;
      __sp = ((__fi & 255) ? aniso_exp(256 - (__fi & 255)) >> 1 : 64) << (__fi >> 8);
    } else if (__ls2 < 0) { /* log2 s (1/256) rounded half to even */
      int __h = __ls2 >> 1;
      if ((__ls2 & 1) && (__h & 1)) __h++;
      __lrl += __h;
    }
    int __po[18][3], __pw[18], __unit;
    int __np = aniso_probes(__lrl, __cucc_s, __ud, __sp, __po, __pw, &__unit);
    for (int __i = 0; __i < __np; __i++) {
      if (!__pw[__i]) continue;
      double __cc[3];
      for (int __c = 0; __c < 3; __c++) __cc[__c] = __c0[__c] + __po[__i][__c] * (1.0 / 256);
      __nk += aniso_taps(__cucc_t, __L, __dims, __cc, __slice, __pw[__i] / __unit, __unit, __w + __nk,
                       __tv + __nk);
      __g[++__ng] = __nk;
    }
  }
  bool __isfloat = __cucc_t->kind == CUCC_TEXEL_FLOAT || __cucc_t->kind == CUCC_TEXEL_HALF;
  unsigned __srgb = srgb_mask(__cucc_t);
  for (int __ch = 0; __ch < 4; __ch++) {
    if (__isfloat) {
      float __fv[CUCC_ANISO_TAPS];
      for (int __k = 0; __k < __nk; __k++) __fv[__k] = __tv[__k].__fv[__ch];
      __cucc_o.__fv[__ch] = aniso_combine(__fv, __w, __g, __ng, __cucc_t->kind == CUCC_TEXEL_HALF);
    } else {
      int __iv[CUCC_ANISO_TAPS];
      for (int __k = 0; __k < __nk; __k++) __iv[__k] = __tv[__k].__iv[__ch];
      __cucc_o.__fv[__ch] = __srgb >> __ch & 1 ? aniso_srgb(__iv, __w, __g, __ng)
                               : combine_int(__cucc_t, __iv, __w, __nk, 10);
    }
  }
}
/* The Grad forms: the level of detail from gradients a, b (grad_lod),
 * anisotropic filtering when maxAnisotropy > 1. */
__device__ __forceinline__ void grad_fetch(const cucc_texture *__cucc_t, int __dims,
                                           float __cucc_x, float __y, float __z,
                                           int __slice, float4 __a, float4 __cucc_b,
                                           v4 &__cucc_o) {
  if (__cucc_t->tex.maxAnisotropy > 1) {
    float __ga[3] = {__a.x, __a.y, __a.z}, __gb[3] = {__cucc_b.x, __cucc_b.y, __cucc_b.z};
    aniso(__cucc_t, __dims, __cucc_x, __y, __z, __slice, __ga, __gb, __cucc_o);
    return;
  }
  sample(__cucc_t, __dims, __cucc_x, __y, __z, __slice, true,
         grad_lod(__cucc_t, __dims, __a.x, __a.y, __a.z, __cucc_b.x, __cucc_b.y, __cucc_b.z), __cucc_o);
}
#undef CUCC_ANISO_TAPS
#undef CUCC_ANISO_PROBES

/* The typed result: T from the four channels. */
template <class __T> struct ret;
#define __CUCC_TEX_RET1(T, F)                                                  \
  template <> struct ret<T> {                                                  \
    static __device__ __forceinline__ T get(const v4 &__cucc_v) { return F(0); }     \
  };
#define __CUCC_TEX_RETV(T, F)                                                  \
  template <> struct ret<T##1> {                                               \
    static __device__ __forceinline__ T##1 get(const v4 &__cucc_v) {           \
      T##1 __cucc_r;                                                           \
      __cucc_r.x = F(0);                                                       \
      return __cucc_r;                                                         \
    }                                                                          \
  };                                                                           \
  template <> struct ret<T##2> {                                               \
    static __device__ __forceinline__ T##2 get(const v4 &__cucc_v) {           \
      T##2 __cucc_r;                                                           \
      __cucc_r.x = F(0);                                                       \
      __cucc_r.y = F(1);                                                       \
      return __cucc_r;                                                         \
    }                                                                          \
  };                                                                           \
  template <> struct ret<T##4> {                                               \
    static __device__ __forceinline__ T##4 get(const v4 &__cucc_v) {           \
      T##4 __cucc_r;                                                           \
      __cucc_r.x = F(0);                                                       \
      __cucc_r.y = F(1);                                                       \
      __cucc_r.z = F(2);                                                       \
      __cucc_r.w = F(3);                                                       \
      return __cucc_r;                                                         \
    }                                                                          \
  };
#define __CUCC_F(c) __cucc_v.__fv[c]
#define __CUCC_I(c) __cucc_v.__iv[c]
#define __CUCC_U(c) (unsigned)__cucc_v.__iv[c]
__CUCC_TEX_RET1(float, __CUCC_F)
__CUCC_TEX_RETV(float, __CUCC_F)
__CUCC_TEX_RET1(char, (char)__CUCC_I)
__CUCC_TEX_RET1(signed char, (signed char)__CUCC_I)
__CUCC_TEX_RET1(unsigned char, (unsigned char)__CUCC_I)
__CUCC_TEX_RETV(char, (signed char)__CUCC_I)
__CUCC_TEX_RETV(uchar, (unsigned char)__CUCC_I)
__CUCC_TEX_RET1(short, (short)__CUCC_I)
__CUCC_TEX_RET1(unsigned short, (unsigned short)__CUCC_I)
__CUCC_TEX_RETV(short, (short)__CUCC_I)
__CUCC_TEX_RETV(ushort, (unsigned short)__CUCC_I)
__CUCC_TEX_RET1(int, __CUCC_I)
__CUCC_TEX_RET1(unsigned int, __CUCC_U)
__CUCC_TEX_RETV(int, __CUCC_I)
__CUCC_TEX_RETV(uint, __CUCC_U)
#undef __CUCC_F
#undef __CUCC_I
#undef __CUCC_U
#undef __CUCC_TEX_RET1
#undef __CUCC_TEX_RETV

/* The four channels of a 4-vector from four scalars (gather). */
template <class __T> struct ret4;
#define __CUCC_TEX_RET4(V, S)                                                  \
  template <> struct ret4<V> {                                                 \
    static __device__ __forceinline__ V get(const v4 &__cucc_v, bool __cucc_f) { \
      V __cucc_r;                                                              \
      __cucc_r.x = __cucc_f ? (S)__cucc_v.__fv[0] : (S)__cucc_v.__iv[0];             \
      __cucc_r.y = __cucc_f ? (S)__cucc_v.__fv[1] : (S)__cucc_v.__iv[1];             \
      __cucc_r.z = __cucc_f ? (S)__cucc_v.__fv[2] : (S)__cucc_v.__iv[2];             \
      __cucc_r.w = __cucc_f ? (S)__cucc_v.__fv[3] : (S)__cucc_v.__iv[3];             \
      return __cucc_r;                                                         \
    }                                                                          \
  };
__CUCC_TEX_RET4(char4, signed char)
__CUCC_TEX_RET4(uchar4, unsigned char)
__CUCC_TEX_RET4(short4, short)
__CUCC_TEX_RET4(ushort4, unsigned short)
__CUCC_TEX_RET4(int4, int)
__CUCC_TEX_RET4(uint4, unsigned)
__CUCC_TEX_RET4(float4, float)
#undef __CUCC_TEX_RET4

/* tex1Dfetch: integer index into linear memory; out of range gives 0. */
__device__ __forceinline__ void fetch(const cucc_texture *__cucc_t, int __cucc_x, v4 &__cucc_o) {
  bool __asfloat = float_path(__cucc_t);
  if (__cucc_x < 0 || __cucc_x >= __cucc_t->lv[0].w) {
    for (int __c = 0; __c < 4; __c++) __cucc_o.__iv[__c] = 0;
    return;
  }
  texel(__cucc_t, &__cucc_t->lv[0], __cucc_x, 0, 0, __asfloat, __cucc_o);
}

__device__ __noinline__ inline void gather(const cucc_texture *__cucc_t, float __cucc_x, float __y,
                                    int __comp, v4 &__cucc_o) {
  const cucc_texture::cucc_tex_level *__l = &__cucc_t->lv[0];
  bool __asfloat = float_path(__cucc_t);
  bool __normalized = __cucc_t->tex.normalizedCoords != 0;
  float __cn[2] = {__cucc_x, __y};
  int __n[2] = {__l->w, __l->h}, __i0[2];
  for (int __d = 0; __d < 2; __d++) {
    double __c = __normalized ? (double)nquant(__cn[__d]) * __n[__d] : (double)__cn[__d];
    double __fl = __builtin_floor(filter_coord(__c, __n[__d], mode(__cucc_t, __d)) - 0.5);
    __i0[__d] = (int)(__fl < -0x1p30 ? -0x1p30 : __fl > 0x1p30 ? 0x1p30 : __fl);
  }
  /* (i, j+1), (i+1, j+1), (i+1, j), (i, j) */
  static const int __di[4] = {0, 1, 1, 0}, __dj[4] = {1, 1, 0, 0};
  __comp &= 3;
  for (int __k = 0; __k < 4; __k++) {
    int __ix = wrap_index(__i0[0] + __di[__k], __n[0], mode(__cucc_t, 0));
    int __iy = wrap_index(__i0[1] + __dj[__k], __n[1], mode(__cucc_t, 1));
    v4 __cucc_v;
    if (__ix < 0 || __iy < 0)
      border(__cucc_t, __asfloat, __cucc_v);
    else
      texel(__cucc_t, __l, __ix, __iy, 0, __asfloat, __cucc_v);
    __cucc_o.__iv[__k] = __cucc_v.__iv[__comp];
  }
}

/* ---- the fast path ----------------------------------------------------
 * Where the result is the texel's bytes (float texels, or element-type
 * reads of integer ones, read as a T of the texel's channels and channel
 * size) and sampling is nearest-point with clamp or border addressing, a
 * fetch is inlined in the kernel: one descriptor word checked, branch-free
 * index arithmetic (the same results as point_index and nquant), one load
 * (of the texel or of the precomputed border bytes). Linear filtering of
 * float texels in 1D and 2D inlines taps() and filter() for the texel's
 * channels (fast_linear). cudaCreateTextureObject precomputes the word
 * (cucc_texture.fast, fborder). Everything else takes the generic path
 * above; tests/e2e/texture_fast_path.cu checks both give the same bytes. */

/* T's channels << 4 | bytes per channel; 0: no fast path for T. */
template <class __T> struct fast_key {
  static const unsigned value = 0;
};
#define __CUCC_TEX_KEY(T, K)                                                   \
  template <> struct fast_key<T> {                                             \
    static const unsigned value = K;                                           \
  };
#define __CUCC_TEX_KEYV(T, B)                                                  \
  __CUCC_TEX_KEY(T##1, 0x10 | B)                                               \
  __CUCC_TEX_KEY(T##2, 0x20 | B) __CUCC_TEX_KEY(T##4, 0x40 | B)
__CUCC_TEX_KEY(float, 0x14)
__CUCC_TEX_KEYV(float, 4)
__CUCC_TEX_KEY(char, 0x11)
__CUCC_TEX_KEY(signed char, 0x11)
__CUCC_TEX_KEY(unsigned char, 0x11)
__CUCC_TEX_KEYV(char, 1)
__CUCC_TEX_KEYV(uchar, 1)
__CUCC_TEX_KEY(short, 0x12)
__CUCC_TEX_KEY(unsigned short, 0x12)
__CUCC_TEX_KEYV(short, 2)
__CUCC_TEX_KEYV(ushort, 2)
__CUCC_TEX_KEY(int, 0x14)
__CUCC_TEX_KEY(unsigned int, 0x14)
__CUCC_TEX_KEYV(int, 4)
__CUCC_TEX_KEYV(uint, 4)
#undef __CUCC_TEX_KEY
#undef __CUCC_TEX_KEYV

/* Whether the fast path applies to T with descriptor word f in `dims`
 * dimensions (point: sampled, else tex1Dfetch). */
template <class __T>
__device__ __forceinline__ bool fast_ok(unsigned __cucc_f, int __dims, bool __point) {
  unsigned __need = CUCC_TEX_FAST_RAW | (__point ? CUCC_TEX_FAST_POINT : 0u);
  unsigned __mask = 0xff0000u | __need |
                  (__point ? ((CUCC_TEX_FAST_WRAP0 << __dims) - CUCC_TEX_FAST_WRAP0)
                         : 0u);
  return fast_key<__T>::value != 0 &&
         (__cucc_f & __mask) == (fast_key<__T>::value << 16 | __need);
}

/* The point-sampling index of coordinate x in a dimension of n texels
 * (1 <= n < 2^23; as point_index, clamped): `out` set when outside the
 * texture and dimension d's mode is border. Unnormalized coordinates. */
__device__ __forceinline__ int fast_index(unsigned __cucc_f, int __d, float __cucc_x, int __n,
                                          bool &__out) {
  bool __border = (__cucc_f & (CUCC_TEX_FAST_BORDER0 << __d)) != 0;
  float __fl = __builtin_floorf(__cucc_x);
  float __nm1 = (float)(__n - 1);
  float __fc = __fl >= 0.f ? __fl : 0.f; /* NaN: 0 */
  __fc = __fc < __nm1 ? __fc : __nm1;
  bool __in = !(__fl < 0.f) && !(__fl >= (float)__n); /* NaN: texel 0 */
  __out = __out | (__border & !__in);
  /* (int)fc without the saturating conversion: fc is an integer in
   * [0, 2^23), so fc + 2^23 holds it in its mantissa */
  unsigned __cucc_u;
  float __cucc_b = __fc + 0x1p23f;
  __builtin_memcpy(&__cucc_u, &__cucc_b, 4);
  return (int)(__cucc_u & 0x7fffffu);
}

/* The same for normalized coordinates: nquant, then times n exactly (as
 * the generic path's double; a huge x gives x * n either way). */
__device__ __forceinline__ int fast_index_norm(unsigned __cucc_f, int __d, float __cucc_x,
                                               int __n, bool &__out) {
  bool __border = (__cucc_f & (CUCC_TEX_FAST_BORDER0 << __d)) != 0;
  double __c = (double)__builtin_floorf(__cucc_x * (float)(1 << CUCC_TEX_NFRAC)) *
             (double)__n * (1.0 / (double)(1 << CUCC_TEX_NFRAC));
  double __fl = __builtin_floor(__c);
  double __nm1 = (double)(__n - 1);
  double __fc = __fl >= 0.0 ? __fl : 0.0; /* NaN: 0 */
  __fc = __fc < __nm1 ? __fc : __nm1;
  bool __in = !(__fl < 0.0) && !(__fl >= (double)__n); /* NaN: texel 0 */
  __out = __out | (__border & !__in);
  unsigned __cucc_u; /* (int)fc, as in fast_index */
  float __cucc_b = (float)__fc + 0x1p23f;
  __builtin_memcpy(&__cucc_u, &__cucc_b, 4);
  return (int)(__cucc_u & 0x7fffffu);
}

/* Point sampling. The texel is always loaded from an in-range (clamped)
 * address, and the border replaces the value, not the address: one select
 * per fetch on a value loaded once, so that a filter's taps share their row
 * and column arithmetic (bench/texture_filter.cu). */
template <class __T>
__device__ __forceinline__ bool fast_sample(const cucc_texture *__cucc_t, int __dims,
                                            float __cucc_x, float __y, float __z,
                                            __T &__cucc_r) {
  unsigned __cucc_f = __cucc_t->fast;
  if (!fast_ok<__T>(__cucc_f, __dims, true)) return false;
  const cucc_texture::cucc_tex_level *__l = &__cucc_t->lv[0];
  bool __out = false;
  int __ix, __iy = 0, __iz = 0;
  unsigned __bmask = (CUCC_TEX_FAST_BORDER0 << __dims) - CUCC_TEX_FAST_BORDER0;
  if (__builtin_expect(!(__cucc_f & (CUCC_TEX_FAST_NORM | __bmask)), 1)) {
    /* unnormalized, clamped: no border */
    __ix = fast_index(0, 0, __cucc_x, __l->w, __out);
    if (__dims >= 2) __iy = fast_index(0, 1, __y, __l->h, __out);
    if (__dims >= 3) __iz = fast_index(0, 2, __z, __l->d, __out);
  } else if (!(__cucc_f & CUCC_TEX_FAST_NORM)) {
    __ix = fast_index(__cucc_f, 0, __cucc_x, __l->w, __out);
    if (__dims >= 2) __iy = fast_index(__cucc_f, 1, __y, __l->h, __out);
    if (__dims >= 3) __iz = fast_index(__cucc_f, 2, __z, __l->d, __out);
  } else {
    __ix = fast_index_norm(__cucc_f, 0, __cucc_x, __l->w, __out);
    if (__dims >= 2) __iy = fast_index_norm(__cucc_f, 1, __y, __l->h, __out);
    if (__dims >= 3) __iz = fast_index_norm(__cucc_f, 2, __z, __l->d, __out);
  }
  const char *__cucc_p = __l->data + (size_t)__ix * sizeof(__T);
  if (__dims >= 2) __cucc_p += (size_t)__iy * __l->pitch;
  if (__dims >= 3) __cucc_p += (size_t)__iz * __l->slice;
  __T __cucc_v, __cucc_b;
  __builtin_memcpy(&__cucc_v, __cucc_p, sizeof(__T));
  __builtin_memcpy(&__cucc_b, __cucc_t->fborder, sizeof(__T));
  __cucc_r = __out ? __cucc_b : __cucc_v;
  return true;
}

/* Linear filtering of float texels in 1D and 2D (a 1D texture filters as
 * 2D at y = 0): the generic path's taps() and filter() for s = 256, inlined,
 * for the texel's channels only. */
template <class __T>
__device__ __forceinline__ bool fast_linear(const cucc_texture *__cucc_t, int __dims,
                                            float __cucc_x, float __y, __T &__cucc_r) {
  unsigned __cucc_f = __cucc_t->fast;
  unsigned __mask = 0xff0000u | CUCC_TEX_FAST_RAW | CUCC_TEX_FAST_LINEAR |
                  CUCC_TEX_FAST_WRAP0 | CUCC_TEX_FAST_WRAP0 << 1;
  if (fast_key<__T>::value == 0 || (fast_key<__T>::value & 15) != 4 ||
      (__cucc_f & __mask) != (fast_key<__T>::value << 16 | CUCC_TEX_FAST_RAW |
                     CUCC_TEX_FAST_LINEAR))
    return false;
  /* infinite coordinates: left to the generic path (whose weights are then
   * those of an undefined conversion: kept as they were) */
  if (__builtin_fabsf(__cucc_x) == __builtin_inff() ||
      (__dims == 2 && __builtin_fabsf(__y) == __builtin_inff()))
    return false;
  const int __nch = fast_key<__T>::value >> 4;
  const cucc_texture::cucc_tex_level *__l = &__cucc_t->lv[0];
  bool __normalized = (__cucc_f & CUCC_TEX_FAST_NORM) != 0;
  int __n[2] = {__l->w, __l->h}, __i0[2], __a[2];
  double __c[2] = {__normalized ? (double)nquant(__cucc_x) * __n[0] : (double)__cucc_x,
                 __normalized ? (double)nquant(__y) * __n[1] : (double)__y};
  if (__dims == 1) __c[1] = 0;
  for (int __d = 0; __d < 2; __d++) {
    double __cb = (__c[__d] != __c[__d] ? 0 : __c[__d]) - 0.5; /* NaN: 0 */
    double __fl = __builtin_floor(__cb);
    __a[__d] = (int)__builtin_floor((__cb - __fl) * 256 + 0.5); /* 0 to 256 */
    if (__fl < -0x1p30) __fl = -0x1p30;
    if (__fl > 0x1p30) __fl = 0x1p30;
    __i0[__d] = (int)__fl;
  }
  int __pxy = (__a[0] * __a[1] * 256 + 32768) >> 16; /* a[d] <= 256: no overflow */
  int __w[4] = {256 - __a[0] - __a[1] + __pxy, __a[0] - __pxy, __a[1] - __pxy, __pxy};
  const float *__tp[4];
  for (int __k = 0; __k < 4; __k++) {
    bool __out = false;
    int __idx[2];
    for (int __d = 0; __d < 2; __d++) {
      int __am = (__cucc_f & (CUCC_TEX_FAST_BORDER0 << __d)) ? cudaAddressModeBorder
                                                   : cudaAddressModeClamp;
      __idx[__d] = wrap_index(__i0[__d] + ((__k >> __d) & 1), __n[__d], __am);
      __out = __out | (__idx[__d] < 0);
    }
    __tp[__k] = __out ? (const float *)__cucc_t->fborder
                : (const float *)(__l->data + (size_t)__idx[1] * __l->pitch +
                                  (size_t)__idx[0] * sizeof(__T));
  }
  float __cucc_o[4];
  for (int __ch = 0; __ch < __nch; __ch++) {
    float __fv[4];
    for (int __k = 0; __k < 4; __k++) __builtin_memcpy(&__fv[__k], __tp[__k] + __ch, 4);
    __cucc_o[__ch] = combine_float(__fv, __w, 4, false);
  }
  __builtin_memcpy(&__cucc_r, __cucc_o, sizeof(__T));
  return true;
}

template <class __T>
__device__ __forceinline__ bool fast_fetch(const cucc_texture *__cucc_t, int __cucc_x,
                                           __T &__cucc_r) {
  unsigned __cucc_f = __cucc_t->fast;
  if (!fast_ok<__T>(__cucc_f, 1, false)) return false;
  const cucc_texture::cucc_tex_level *__l = &__cucc_t->lv[0];
  /* outside: zeros (fborder is zeros for integer texels; float texels'
   * border color must not be used here) */
  bool __out = (unsigned)__cucc_x >= (unsigned)__l->w;
  __T __cucc_v;
  __builtin_memset(&__cucc_v, 0, sizeof(__T));
  if (!__out) __builtin_memcpy(&__cucc_v, __l->data + (size_t)__cucc_x * sizeof(__T), sizeof(__T));
  __cucc_r = __cucc_v;
  return true;
}

} // namespace __cucc_tex

/* ---- the public functions ------------------------------------------- */

#define __CUCC_TEX_FN(NAME, PARAMS, ARGS, BODY)                                \
  template <class __T>                                                         \
  static __device__ __forceinline__ __T NAME(cudaTextureObject_t __o PARAMS) { \
    const cucc_texture *__t = ::__cucc_tex::obj(__o);                          \
    ::__cucc_tex::v4 __v;                                                      \
    BODY;                                                                      \
    return ::__cucc_tex::ret<__T>::get(__v);                                   \
  }                                                                            \
  template <class __T>                                                         \
  static __device__ __forceinline__ void NAME(                                 \
      __T *__r, cudaTextureObject_t __o PARAMS) {                              \
    *__r = NAME<__T>(__o ARGS);                                                \
  }
/* The same with a fast path tried first (FAST sets __f, or is false). */
#define __CUCC_TEX_FNF(NAME, PARAMS, ARGS, FAST, BODY)                        \
  template <class __T>                                                         \
  static __device__ __forceinline__ __T NAME(cudaTextureObject_t __o PARAMS) { \
    const cucc_texture *__t = ::__cucc_tex::obj(__o);                          \
    __T __f;                                                                   \
    if (FAST) return __f;                                                      \
    ::__cucc_tex::v4 __v;                                                      \
    BODY;                                                                      \
    return ::__cucc_tex::ret<__T>::get(__v);                                   \
  }                                                                            \
  template <class __T>                                                         \
  static __device__ __forceinline__ void NAME(                                 \
      __T *__r, cudaTextureObject_t __o PARAMS) {                              \
    *__r = NAME<__T>(__o ARGS);                                                \
  }
#define __CUCC_P(...) , __VA_ARGS__

__CUCC_TEX_FNF(tex1Dfetch, __CUCC_P(int __cucc_x), __CUCC_P(__cucc_x),
               ::__cucc_tex::fast_fetch<__T>(__t, __cucc_x, __f),
               ::__cucc_tex::fetch(__t, __cucc_x, __v))
__CUCC_TEX_FNF(tex1D, __CUCC_P(float __cucc_x), __CUCC_P(__cucc_x),
               ::__cucc_tex::fast_sample<__T>(__t, 1, __cucc_x, 0, 0, __f) ||
                   ::__cucc_tex::fast_linear<__T>(__t, 1, __cucc_x, 0, __f),
               ::__cucc_tex::sample(__t, 1, __cucc_x, 0, 0, 0, false, 0, __v))
__CUCC_TEX_FNF(tex2D, __CUCC_P(float __cucc_x, float __y), __CUCC_P(__cucc_x, __y),
               ::__cucc_tex::fast_sample<__T>(__t, 2, __cucc_x, __y, 0, __f) ||
                   ::__cucc_tex::fast_linear<__T>(__t, 2, __cucc_x, __y, __f),
               ::__cucc_tex::sample(__t, 2, __cucc_x, __y, 0, 0, false, 0, __v))
__CUCC_TEX_FNF(tex3D, __CUCC_P(float __cucc_x, float __y, float __z),
               __CUCC_P(__cucc_x, __y, __z),
               ::__cucc_tex::fast_sample<__T>(__t, 3, __cucc_x, __y, __z, __f),
               ::__cucc_tex::sample(__t, 3, __cucc_x, __y, __z, 0, false, 0, __v))
__CUCC_TEX_FN(tex1DLayered, __CUCC_P(float __cucc_x, int __layer), __CUCC_P(__cucc_x, __layer),
              ::__cucc_tex::sample(__t, 1, __cucc_x, 0, 0,
                                   ::__cucc_tex::layer_of(__t, __layer, 1),
                                   false, 0, __v))
__CUCC_TEX_FN(tex2DLayered, __CUCC_P(float __cucc_x, float __y, int __layer),
              __CUCC_P(__cucc_x, __y, __layer),
              ::__cucc_tex::sample(__t, 2, __cucc_x, __y, 0,
                                   ::__cucc_tex::layer_of(__t, __layer, 1),
                                   false, 0, __v))
__CUCC_TEX_FN(texCubemap, __CUCC_P(float __cucc_x, float __y, float __z),
              __CUCC_P(__cucc_x, __y, __z),
              ::__cucc_tex::cube(__t, __cucc_x, __y, __z, -1, false, 0, __v))
__CUCC_TEX_FN(texCubemapLayered, __CUCC_P(float __cucc_x, float __y, float __z, int __layer),
              __CUCC_P(__cucc_x, __y, __z, __layer),
              ::__cucc_tex::cube(__t, __cucc_x, __y, __z, __layer, false, 0, __v))
__CUCC_TEX_FN(tex1DLod, __CUCC_P(float __cucc_x, float __level), __CUCC_P(__cucc_x, __level),
              ::__cucc_tex::sample(__t, 1, __cucc_x, 0, 0, 0, true, __level, __v))
__CUCC_TEX_FN(tex2DLod, __CUCC_P(float __cucc_x, float __y, float __level),
              __CUCC_P(__cucc_x, __y, __level),
              ::__cucc_tex::sample(__t, 2, __cucc_x, __y, 0, 0, true, __level, __v))
__CUCC_TEX_FN(tex3DLod, __CUCC_P(float __cucc_x, float __y, float __z, float __level),
              __CUCC_P(__cucc_x, __y, __z, __level),
              ::__cucc_tex::sample(__t, 3, __cucc_x, __y, __z, 0, true, __level, __v))
__CUCC_TEX_FN(tex1DLayeredLod, __CUCC_P(float __cucc_x, int __layer, float __level),
              __CUCC_P(__cucc_x, __layer, __level),
              ::__cucc_tex::sample(__t, 1, __cucc_x, 0, 0,
                                   ::__cucc_tex::layer_of(__t, __layer, 1),
                                   true, __level, __v))
__CUCC_TEX_FN(tex2DLayeredLod,
              __CUCC_P(float __cucc_x, float __y, int __layer, float __level),
              __CUCC_P(__cucc_x, __y, __layer, __level),
              ::__cucc_tex::sample(__t, 2, __cucc_x, __y, 0,
                                   ::__cucc_tex::layer_of(__t, __layer, 1),
                                   true, __level, __v))
__CUCC_TEX_FN(texCubemapLod, __CUCC_P(float __cucc_x, float __y, float __z, float __level),
              __CUCC_P(__cucc_x, __y, __z, __level),
              ::__cucc_tex::cube(__t, __cucc_x, __y, __z, -1, true, __level, __v))
__CUCC_TEX_FN(texCubemapLayeredLod,
              __CUCC_P(float __cucc_x, float __y, float __z, int __layer, float __level),
              __CUCC_P(__cucc_x, __y, __z, __layer, __level),
              ::__cucc_tex::cube(__t, __cucc_x, __y, __z, __layer, true, __level, __v))
__CUCC_TEX_FN(tex1DGrad, __CUCC_P(float __cucc_x, float __dPdx, float __dPdy),
              __CUCC_P(__cucc_x, __dPdx, __dPdy),
              ::__cucc_tex::grad_fetch(__t, 1, __cucc_x, 0, 0, 0,
                                       make_float4(__dPdx, 0, 0, 0),
                                       make_float4(__dPdy, 0, 0, 0), __v))
__CUCC_TEX_FN(tex2DGrad, __CUCC_P(float __cucc_x, float __y, float2 __dPdx, float2 __dPdy),
              __CUCC_P(__cucc_x, __y, __dPdx, __dPdy),
              ::__cucc_tex::grad_fetch(__t, 2, __cucc_x, __y, 0, 0,
                                       make_float4(__dPdx.x, __dPdx.y, 0, 0),
                                       make_float4(__dPdy.x, __dPdy.y, 0, 0),
                                       __v))
__CUCC_TEX_FN(tex3DGrad,
              __CUCC_P(float __cucc_x, float __y, float __z, float4 __dPdx, float4 __dPdy),
              __CUCC_P(__cucc_x, __y, __z, __dPdx, __dPdy),
              ::__cucc_tex::grad_fetch(__t, 3, __cucc_x, __y, __z, 0, __dPdx, __dPdy, __v))
__CUCC_TEX_FN(tex1DLayeredGrad,
              __CUCC_P(float __cucc_x, int __layer, float __dPdx, float __dPdy),
              __CUCC_P(__cucc_x, __layer, __dPdx, __dPdy),
              ::__cucc_tex::grad_fetch(__t, 1, __cucc_x, 0, 0,
                                       ::__cucc_tex::layer_of(__t, __layer, 1),
                                       make_float4(__dPdx, 0, 0, 0),
                                       make_float4(__dPdy, 0, 0, 0), __v))
__CUCC_TEX_FN(tex2DLayeredGrad,
              __CUCC_P(float __cucc_x, float __y, int __layer, float2 __dPdx, float2 __dPdy),
              __CUCC_P(__cucc_x, __y, __layer, __dPdx, __dPdy),
              ::__cucc_tex::grad_fetch(__t, 2, __cucc_x, __y, 0,
                                       ::__cucc_tex::layer_of(__t, __layer, 1),
                                       make_float4(__dPdx.x, __dPdx.y, 0, 0),
                                       make_float4(__dPdy.x, __dPdy.y, 0, 0),
                                       __v))
#undef __CUCC_P
#undef __CUCC_TEX_FN
#undef __CUCC_TEX_FNF

template <class __T>
static __device__ __forceinline__ __T tex2Dgather(cudaTextureObject_t __o,
                                                float __cucc_x, float __y,
                                                int __comp = 0) {
  const cucc_texture *__t = ::__cucc_tex::obj(__o);
  ::__cucc_tex::v4 __v;
  ::__cucc_tex::gather(__t, __cucc_x, __y, __comp, __v);
  return ::__cucc_tex::ret4<__T>::get(__v, ::__cucc_tex::float_path(__t));
}
template <class __T>
static __device__ __forceinline__ void
tex2Dgather(__T *__r, cudaTextureObject_t __o, float __cucc_x, float __y, int __comp = 0) {
  *__r = tex2Dgather<__T>(__o, __cucc_x, __y, __comp);
}

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_TEXTURE_FETCH_H */
