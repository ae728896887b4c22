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
  float f[4];
  int i[4];
};

__device__ __forceinline__ float bits_float(unsigned u) {
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}

__device__ __forceinline__ float half_float(unsigned short h) {
  unsigned s = (unsigned)(h >> 15) << 31, e = (h >> 10) & 31, m = h & 1023;
  if (e == 0) {
    float f = (float)m * 0x1p-24f;
    return s ? -f : f;
  }
  if (e == 31) return bits_float(s | 0x7f800000u | (m << 13));
  return bits_float(s | ((e + 112) << 23) | (m << 13));
}

/* sRGB textures (cudaTextureDesc.sRGB; an H100, measured by
 * tests/reference/probe_srgb.cu): normalized-float reads of 8-bit unsigned
 * texels convert the color channels (x of uchar1 and uchar2, x y z of
 * uchar4; nothing else) from sRGB to linear through a table of 256 values
 * with 8 significant bits (a bfloat16 each: the float's top half). */
__device__ __forceinline__ unsigned srgb_bits(int b) {
  // clang-format off
  static constexpr unsigned short tbl[256] = {
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
  return tbl[b & 255];
}

/* The linear value of byte b of an sRGB channel. */
__device__ __forceinline__ float srgb_float(int b) {
  return bits_float(srgb_bits(b) << 16);
}

/* The exponent the filter aligns byte b's value to (combine_srgb): that of
 * the largest value of its group of 8 bytes (b | 7), so the values of a
 * group below the group's binade keep 7 bits, as the table's do. */
__device__ __forceinline__ int srgb_align(int b) {
  return (int)(srgb_bits(b | 7) >> 7 & 255) - 127;
}

/* The channels an sRGB texture converts: a mask, bit c for channel c. */
__device__ __forceinline__ unsigned srgb_mask(const cucc_texture *t) {
  if (!t->tex.sRGB || t->kind != CUCC_TEXEL_UNSIGNED || t->bits != 8 ||
      t->tex.readMode != cudaReadModeNormalizedFloat)
    return 0;
  return t->nch == 4 ? 7u : 1u;
}

/* The byte a border color channel of an sRGB texture encodes to (linear to
 * sRGB): the number of thresholds at or below it, th[k] being the smallest
 * float that encodes to more than k (measured by bisection; CUDA's encoding
 * is close to round(255 (1.055 x^0.41666 - 0.055)), 12.92 x at the bottom). */
__device__ __forceinline__ int srgb_encode(float b) {
  static constexpr unsigned th[255] = {
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
  if (!(b > 0.f)) return 0; /* also NaN */
  unsigned u;
  __builtin_memcpy(&u, &b, 4); /* positive floats order as their bits */
  int lo = 0, hi = 255;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (th[mid] <= u)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* Texel (ix, iy, iz) of level l, in range. */
__device__ __forceinline__ void texel(const cucc_texture *t,
                                      const cucc_texture::cucc_tex_level *l,
                                      int ix, int iy, int iz, bool asfloat,
                                      v4 &o) {
  const char *p = l->data + (size_t)iz * l->slice + (size_t)iy * l->pitch +
                  (size_t)ix * t->elem;
  bool norm = t->tex.readMode == cudaReadModeNormalizedFloat;
  unsigned srgb = srgb_mask(t);
  for (unsigned c = 0; c < 4; c++) {
    if (c >= t->nch) {
      o.i[c] = 0;
      continue;
    }
    int v = 0;
    if (t->bits == 8)
      v = t->kind == CUCC_TEXEL_SIGNED ? (int)((const signed char *)p)[c]
                                       : (int)((const unsigned char *)p)[c];
    else if (t->bits == 16)
      v = t->kind == CUCC_TEXEL_SIGNED ? (int)((const short *)p)[c]
                                       : (int)((const unsigned short *)p)[c];
    else
      __builtin_memcpy(&v, p + 4 * c, 4);
    if (!asfloat) {
      o.i[c] = v;
    } else if (t->kind == CUCC_TEXEL_FLOAT) {
      o.f[c] = bits_float((unsigned)v);
    } else if (t->kind == CUCC_TEXEL_HALF) {
      o.f[c] = half_float((unsigned short)v);
    } else if (!norm) {
      o.f[c] = t->kind == CUCC_TEXEL_SIGNED ? (float)v : (float)(unsigned)v;
    } else if (t->kind == CUCC_TEXEL_SIGNED) {
      float f = (float)v / (float)((1 << (t->bits - 1)) - 1);
      o.f[c] = f < -1.f ? -1.f : f;
    } else if (srgb >> c & 1) {
      o.f[c] = srgb_float(v);
    } else {
      o.f[c] = (float)v / (float)((1u << t->bits) - 1);
    }
  }
}

/* Normalized coordinates are fixed point: truncated to CUCC_TEX_NFRAC
 * fractional bits (an H100: a normalized 1/3 of 3 texels reads texel 0). */
#define CUCC_TEX_NFRAC 22
__device__ __forceinline__ float nquant(float cn) {
  float s = cn * (float)(1 << CUCC_TEX_NFRAC);
  if (!(__builtin_fabsf(s) < 0x1p62f)) return cn; /* huge, inf, NaN */
  return __builtin_floorf(s) * (1.f / (float)(1 << CUCC_TEX_NFRAC));
}

/* 2^e as a float, e in [-149, 127]. */
__device__ __forceinline__ float pow2f(int e) {
  if (e >= -126) return bits_float((unsigned)(e + 127) << 23);
  return bits_float(1u << (e + 149));
}

/* The raw value of texel (ix, iy, iz) of level l for filtering: integers
 * for integer texels, floats for float and half ones. */
__device__ __forceinline__ void raw_texel(const cucc_texture *t,
                                          const cucc_texture::cucc_tex_level *l,
                                          int ix, int iy, int iz, v4 &o) {
  const char *p = l->data + (size_t)iz * l->slice + (size_t)iy * l->pitch +
                  (size_t)ix * t->elem;
  for (unsigned c = 0; c < 4; c++) {
    if (c >= t->nch) {
      o.i[c] = 0;
      continue;
    }
    if (t->kind == CUCC_TEXEL_FLOAT) {
      __builtin_memcpy(&o.f[c], p + 4 * c, 4);
    } else if (t->kind == CUCC_TEXEL_HALF) {
      o.f[c] = half_float(((const unsigned short *)p)[c]);
    } else if (t->bits == 8) {
      o.i[c] = t->kind == CUCC_TEXEL_SIGNED
                   ? (int)((const signed char *)p)[c]
                   : (int)((const unsigned char *)p)[c];
    } else {
      o.i[c] = t->kind == CUCC_TEXEL_SIGNED
                   ? (int)((const short *)p)[c]
                   : (int)((const unsigned short *)p)[c];
    }
  }
}

/* The largest integer of a normalized integer format (its 1.0). */
__device__ __forceinline__ int norm_max(const cucc_texture *t) {
  return t->kind == CUCC_TEXEL_SIGNED ? (1 << (t->bits - 1)) - 1
                                      : (1 << t->bits) - 1;
}

/* The border color converted to the texel format (an H100: under
 * normalized-float reads an integer texture's border is the nearest
 * integer of the format, clamped to its range; an sRGB channel's is the
 * byte the color encodes to). */
__device__ __forceinline__ void raw_border(const cucc_texture *t, v4 &o) {
  unsigned srgb = srgb_mask(t);
  for (int c = 0; c < 4; c++) {
    float b = t->tex.borderColor[c];
    if (t->kind == CUCC_TEXEL_FLOAT || t->kind == CUCC_TEXEL_HALF) {
      o.f[c] = b;
      continue;
    }
    if (srgb >> c & 1) {
      o.i[c] = srgb_encode(b);
      continue;
    }
    float lo = t->kind == CUCC_TEXEL_SIGNED ? -1.f : 0.f;
    if (!(b >= lo)) b = lo; /* also NaN */
    if (b > 1.f) b = 1.f;
    /* the magnitude in fixed point, truncated to p fractional bits (16 for
     * 8-bit texels, 20 for unsigned short, 19 for short), times the
     * format's largest integer, rounded with ties toward zero (an H100,
     * measured at ties by tests/reference/probe_srgb.cu: 0.5 of uchar 127,
     * -0.5 of short -16383) */
    int p = t->bits == 8 ? 16 : t->kind == CUCC_TEXEL_SIGNED ? 19 : 20;
    long long x =
        (long long)__builtin_floorf(__builtin_fabsf(b) * (float)(1 << p));
    int n = (int)((x * norm_max(t) + (1LL << (p - 1)) - 1) >> p);
    o.i[c] = b < 0.f ? -n : n;
  }
}

/* A raw integer value as a normalized float (point sampling). */
__device__ __forceinline__ float norm_float(const cucc_texture *t, int v) {
  float f = (float)v / (float)norm_max(t);
  return f < -1.f ? -1.f : f;
}

/* The filter's sum for float and half texels (an H100): the texels with a
 * nonzero weight are aligned to the largest one's exponent as integers
 * with 4 bits below its last mantissa bit (truncated toward zero), summed exactly
 * with the weights (in 1/256), and the sum rounded to the texel format's
 * precision (24 or 11 bits) with ties away from zero; denormal texels and
 * results are flushed to zero; an inf or NaN texel gives what float
 * arithmetic gives. */
#define CUCC_TEX_GUARD 4
__device__ __forceinline__ float combine_float(const float *v, const int *w,
                                               int n, bool half) {
  int p = half ? 11 : 24, emin = half ? -14 : -126;
  int emax = -1000;
  for (int k = 0; k < n; k++) {
    if (!w[k]) continue;
    unsigned b;
    __builtin_memcpy(&b, &v[k], 4);
    int e = (int)((b >> 23) & 255);
    if (e == 255) { /* inf or NaN */
      float s = 0.f;
      for (int j = 0; j < n; j++)
        if (w[j]) s += (float)w[j] * (1.f / 256.f) * v[j];
      return s;
    }
    e -= 127;
    if (e >= emin && e > emax) emax = e;
  }
  long long S = 0;
  bool allneg = true; /* an all -0 sum is -0 */
  for (int k = 0; k < n; k++) {
    if (!w[k]) continue;
    unsigned b;
    __builtin_memcpy(&b, &v[k], 4);
    int e = (int)((b >> 23) & 255) - 127;
    allneg = allneg && (b >> 31);
    if (e < emin) continue; /* flushed */
    /* the p-bit integer mantissa */
    long long m = (long long)((b & 0x7fffffu) | 0x800000u) >> (24 - p);
    int sh = e - emax + CUCC_TEX_GUARD;
    if (sh >= 0)
      m <<= sh;
    else
      m = -sh >= 40 ? 0 : m >> -sh;
    S += (b >> 31 ? -m : m) * w[k];
  }
  if (S == 0) return allneg ? -0.f : 0.f;
  bool neg = S < 0;
  unsigned long long u = neg ? (unsigned long long)-S : (unsigned long long)S;
  int sc = emax - (p - 1) - CUCC_TEX_GUARD - 8;
  int len = 64 - __builtin_clzll(u);
  if (len > p) {
    int sh = len - p;
    u = (u + (1ull << (sh - 1))) >> sh; /* ties away from zero */
    sc += sh;
  }
  len = 64 - __builtin_clzll(u);
  int e = len - 1 + sc; /* the result's exponent */
  if (e < emin) return 0.f;
  float r;
  if (e > (half ? 15 : 127))
    r = __builtin_inff();
  else
    r = (float)u * pow2f(sc);
  return neg ? -r : r;
}

/* The filter's sum for normalized integer texels (an H100): exact in the
 * texel's integers, scaled to 16 bits (x 65535/255 or 32767/127) and
 * rounded half up, then divided by 65535 or 32767 and clamped to -1. */
__device__ __forceinline__ float combine_int(const cucc_texture *t,
                                             const int *v, const int *w,
                                             int n, int wb = 8) {
  long long S = 0;
  for (int k = 0; k < n; k++) S += (long long)w[k] * v[k];
  long long din = norm_max(t);
  long long dout = t->kind == CUCC_TEXEL_SIGNED ? 32767 : 65535;
  long long num = 2 * S * dout + (din << wb), den = din << (wb + 1);
  long long q = num / den;
  if (num % den != 0 && num < 0) q--; /* floor */
  if (q < -dout) q = -dout;
  return (float)q / (float)dout;
}

/* The sRGB taps [lo, hi) with a nonzero weight and byte: their table
 * values aligned as integers (truncated) to their largest alignment
 * exponent e (srgb_align; -1000 if none) in units of 2^(e - 7), summed
 * exactly with the weights. */
__device__ __forceinline__ long long srgb_sum(const int *v, const int *w,
                                              int lo, int hi, int &e) {
  e = -1000;
  for (int k = lo; k < hi; k++)
    if (w[k] && v[k] && srgb_align(v[k]) > e) e = srgb_align(v[k]);
  long long S = 0;
  for (int k = lo; k < hi; k++) {
    if (!w[k] || !v[k]) continue;
    unsigned bits = srgb_bits(v[k]);
    int sh = e - ((int)(bits >> 7 & 255) - 127);
    if (sh < 8) S += (long long)((0x80u | (bits & 0x7f)) >> sh) * w[k];
  }
  return S;
}

/* u 2^sc (u > 0) rounded to 11 bits with ties away from zero. */
__device__ __forceinline__ float srgb_round(unsigned long long u, int sc) {
  int len = 64 - __builtin_clzll(u);
  if (len > 11) {
    int sh = len - 11;
    u = (u + (1ull << (sh - 1))) >> sh;
    sc += sh;
  }
  return (float)u * pow2f(sc);
}

/* The filter's sum for sRGB channels (an H100): the taps' sum as srgb_sum
 * (weights in 1/256) rounded by srgb_round. v[]: the bytes. Linear
 * filtering between two mipmap levels aligns each level's taps on their
 * own: taps [0, n0) and [n0, n) (n0 = n for one level). */
__device__ __forceinline__ float combine_srgb(const int *v, const int *w,
                                              int n0, int n) {
  int emax[2];
  long long S[2] = {srgb_sum(v, w, 0, n0, emax[0]),
                    srgb_sum(v, w, n0, n, emax[1])};
  /* the two sums in units of 2^(E - 15) for the smaller E */
  int g = S[0] && (!S[1] || emax[0] <= emax[1]) ? 0 : 1;
  if (!S[g]) return 0.f;
  unsigned long long u = (unsigned long long)S[g];
  if (S[1 - g]) u += (unsigned long long)S[1 - g] << (emax[1 - g] - emax[g]);
  return srgb_round(u, emax[g] - 7 - 8);
}

/* The blend of an sRGB channel between two mipmap levels' values (an
 * H100): exact, f8 / 256 of the second, rounded to 11 bits with ties away
 * from zero (the values have 11 bits and are at least 2^-27: the double
 * sum is exact). */
__device__ __forceinline__ float srgb_blend(float a, float b, int f8) {
  double x = (double)a * (256 - f8) + (double)b * f8;
  if (x == 0) return 0.f;
  int e;
  double m = __builtin_frexp(x, &e); /* x = m 2^e, m in [1/2, 1) */
  return (float)__builtin_ldexp(__builtin_floor(m * 2048.0 + 0.5), e - 11 - 8);
}

__device__ __forceinline__ void border(const cucc_texture *t, bool asfloat,
                                       v4 &o) {
  /* element-type reads of integer texels get 0 (an H100) */
  if (!asfloat) {
    for (int c = 0; c < 4; c++) o.i[c] = 0;
    return;
  }
  raw_border(t, o);
  unsigned srgb = srgb_mask(t);
  if (t->kind != CUCC_TEXEL_FLOAT && t->kind != CUCC_TEXEL_HALF)
    for (int c = 0; c < 4; c++)
      o.f[c] = srgb >> c & 1 ? srgb_float(o.i[c]) : norm_float(t, o.i[c]);
}

/* The texel index for coordinate c (texel units) of a dimension of n
 * texels, by address mode; -1: the border. */
__device__ __forceinline__ int wrap_index(int i, int n, int am) {
  if (am == cudaAddressModeWrap) {
    i %= n;
    return i < 0 ? i + n : i;
  }
  if (am == cudaAddressModeMirror) {
    int m = i % (2 * n);
    if (m < 0) m += 2 * n;
    return m >= n ? 2 * n - 1 - m : m;
  }
  if (am == cudaAddressModeBorder) return i < 0 || i >= n ? -1 : i;
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* The texel index for coordinate c (texel units, exact) of a dimension of n
 * texels, by address mode; -1: the border. */
__device__ __forceinline__ int point_index(double c, int n, int am) {
  if (c != c) c = 0; /* NaN: 0 (an H100, also in border mode) */
  double fl = __builtin_floor(c);
  if (fl < -0x1p40) fl = -0x1p40;
  if (fl > 0x1p40) fl = 0x1p40;
  long long i = (long long)fl;
  if (am == cudaAddressModeWrap || am == cudaAddressModeMirror) {
    long long m = i % (2LL * n);
    if (m < 0) m += 2LL * n;
    return wrap_index((int)m, n, am);
  }
  if (am == cudaAddressModeBorder) return i < 0 || i >= n ? -1 : (int)i;
  return i < 0 ? 0 : i >= n ? n - 1 : (int)i;
}

__device__ __forceinline__ int mode(const cucc_texture *t, int d) {
  int am = t->tex.addressMode[d];
  /* wrap and mirror need normalized coordinates: otherwise clamp */
  if (!t->tex.normalizedCoords &&
      (am == cudaAddressModeWrap || am == cudaAddressModeMirror))
    am = cudaAddressModeClamp;
  return am;
}

__device__ __forceinline__ bool float_path(const cucc_texture *t) {
  return t->kind == CUCC_TEXEL_FLOAT || t->kind == CUCC_TEXEL_HALF ||
         t->tex.readMode == cudaReadModeNormalizedFloat;
}

/* The weights of one slice of share m at fractions a, b (taps()). */
__device__ __forceinline__ void split_slice(int a, int b, int m, int *w) {
  int x1 = (a * m + 128) >> 8, x0 = m - x1; /* U, and the rest */
  int y11 = (b * x1 + 128) >> 8;            /* U */
  int y01 = (b * x0 + 127) >> 8;            /* D */
  w[0] = x0 - y01;
  w[1] = x1 - y11;
  w[2] = y01;
  w[3] = y11;
}

/* A filter's coordinate cb (texels, less 1/2) split into its first texel
 * (returned) and the fraction a rounded half up to 1/256 (0..255; rounded
 * up to 256 it is the next texel's 0). */
__device__ __forceinline__ double coord_split(double cb, int &a) {
  double fl = __builtin_floor(cb);
  a = (int)__builtin_floor((cb - fl) * 256 + 0.5);
  if (a == 256) a = 0, fl += 1;
  return fl;
}

/* A filter's coordinate c (texels) in a dimension of n texels, address
 * mode am: NaN is 0; wrap and mirror reduce it exactly (an H100, tests/
 * e2e/texture_awkward.cu: huge or infinite ones are 0, so the taps
 * straddle texels n - 1 and 0); others are kept within +-2^40. */
__device__ __forceinline__ double filter_coord(double c, int n, int am) {
  if (c != c) c = 0;
  if (am == cudaAddressModeWrap || am == cudaAddressModeMirror) {
    double per = am == cudaAddressModeWrap ? n : 2.0 * n;
    c = __builtin_fabs(c) < 0x1p1000 ? __builtin_fmod(c, per) : 0;
    if (c < 0) c += per;
  }
  return c < -0x1p40 ? -0x1p40 : c > 0x1p40 ? 0x1p40 : c;
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
__device__ __forceinline__ int cube_axis(int f, int which, int i) {
  // clang-format off
  static const signed char ax[6][3][3] = {
      {{1, 0, 0}, {0, 0, -1}, {0, -1, 0}}, {{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}},
      {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}},   {{0, -1, 0}, {1, 0, 0}, {0, 0, -1}},
      {{0, 0, 1}, {1, 0, 0}, {0, -1, 0}},  {{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}}};
  // clang-format on
  return ax[f][which][i];
}

/* Texel (x, y) of face f (n x n texels), one of x, y one texel beyond the
 * face: the texel across that edge, as (f, x, y). Positions in half
 * texels from the cube's center. */
__device__ __forceinline__ void cube_across(int &f, int n, int &x, int &y) {
  int out = x < 0 || x >= n ? 1 : 2; /* the s or the t axis */
  int sg = (out == 1 ? x : y) < 0 ? -1 : 1;
  int along = out == 1 ? 2 * y + 1 - n : 2 * x + 1 - n;
  int p[3], g = 0;
  for (int i = 0; i < 3; i++)
    p[i] = sg * cube_axis(f, out, i) * n + cube_axis(f, 0, i) * (n - 1) +
           cube_axis(f, 3 - out, i) * along;
  /* the adjacent face: its major axis is sg times this one's s or t */
  for (int h = 0; h < 6; h++) {
    bool same = true;
    for (int i = 0; i < 3; i++)
      same = same && cube_axis(h, 0, i) == sg * cube_axis(f, out, i);
    if (same) g = h;
  }
  int ds = 0, dt = 0;
  for (int i = 0; i < 3; i++) {
    ds += p[i] * cube_axis(g, 1, i);
    dt += p[i] * cube_axis(g, 2, i);
  }
  f = g, x = (ds + n - 1) / 2, y = (dt + n - 1) / 2;
}

/* The taps of seamless filtering at c[] (texels of level l) on face
 * `slice` % 6 of the cubemap at `slice` - face, sharing s / 256. */
__device__ __forceinline__ int cube_taps(const cucc_texture *t,
                                         const cucc_texture::cucc_tex_level *l,
                                         const double *c, int slice, int s,
                                         int *w, v4 *tv) {
  int n = l->w, face = slice % 6, i0[2], a[2];
  for (int d = 0; d < 2; d++) {
    double fl = coord_split(c[d] - 0.5, a[d]);
    if (fl < -1) fl = -1;
    if (fl > n - 1) fl = n - 1;
    i0[d] = (int)fl;
  }
  split_slice(a[0], a[1], s, w);
  int corner = -1;
  for (int k = 0; k < 4; k++) {
    int x = i0[0] + (k & 1), y = i0[1] + (k >> 1), f = face;
    bool ox = x < 0 || x >= n, oy = y < 0 || y >= n;
    if (ox && oy) {
      corner = k;
      tv[k] = v4{};
      continue;
    }
    if (ox || oy) cube_across(f, n, x, y);
    raw_texel(t, l, x, y, slice - face + f, tv[k]);
  }
  if (corner >= 0) {
    int q = (w[corner] + 1) / 3; /* a third, rounded */
    w[corner ^ 1] += q;
    w[corner ^ 2] += q;
    w[3 - corner] += w[corner] - 2 * q;
    w[corner] = 0;
  }
  return 4;
}

/* The taps of linear filtering at c[] (texels of level l) in slice
 * `slice`, sharing s / 256 of the weight: 4 (2D, 1D) or 8 (3D) weights and
 * texels into w[], tv[]; returns how many. */
__device__ __forceinline__ int
linear_taps(const cucc_texture *t, const cucc_texture::cucc_tex_level *l,
            int dims, double *c, int slice, int s, int *w, v4 *tv) {
  if (t->flags & CUCC_TEX_SEAMLESS) return cube_taps(t, l, c, slice, s, w, tv);
  /* a 1D texture filters as a 2D one at y = 0 (an H100: half the weight
   * goes to row -1, the border in border mode) */
  int fd = dims == 1 ? 2 : dims;
  if (dims == 1) c[1] = 0;
  int n[3] = {l->w, l->h, l->d};
  int i0[3] = {0, 0, slice}, a[3] = {0, 0, 0};
  for (int d = 0; d < fd; d++) {
    int am = d < dims ? mode(t, d) : -1; /* 1D's y: as it is */
    double cb = filter_coord(c[d], n[d], am) - 0.5;
    /* clamp mode clamps the coordinate to the texels' centers (an H100:
     * visible in the weights' rounding, not in which texels are read) */
    if (am == cudaAddressModeClamp) {
      if (cb < 0) cb = 0;
      if (cb > n[d] - 1) cb = n[d] - 1;
    }
    double fl = coord_split(cb, a[d]);
    if (fl < -0x1p30) fl = -0x1p30;
    if (fl > 0x1p30) fl = 0x1p30;
    i0[d] = (int)fl;
  }
  if (fd == 3) {
    int z1 = (a[2] * s + 127) >> 8; /* D */
    split_slice(a[0], a[1], s - z1, w);
    split_slice(a[0], a[1], z1, w + 4);
  } else {
    split_slice(a[0], a[1], s, w);
  }
  int nk = 1 << fd;
  for (int k = 0; k < nk; k++) {
    int idx[3] = {0, 0, slice};
    bool out = false;
    for (int d = 0; d < fd; d++) {
      idx[d] = wrap_index(i0[d] + ((k >> d) & 1), n[d], mode(t, d));
      if (idx[d] < 0) out = true;
    }
    if (out)
      raw_border(t, tv[k]);
    else
      raw_texel(t, l, idx[0], idx[1], idx[2], tv[k]);
  }
  return nk;
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
__device__ __noinline__ inline int taps(const cucc_texture *t, int lvl, int dims,
                                 float x, float y, float z, int slice, int s,
                                 int *w, v4 *tv) {
  const cucc_texture::cucc_tex_level *l = &t->lv[lvl];
  bool normalized = t->tex.normalizedCoords != 0;
  float cn[3] = {x, y, z};
  int n[3] = {l->w, l->h, l->d};
  double c[3];
  for (int d = 0; d < 3; d++)
    c[d] = normalized ? (double)nquant(cn[d]) * n[d] : (double)cn[d];
  return linear_taps(t, l, dims, c, slice, s, w, tv);
}

/* The filtered value of nk taps. */
__device__ __noinline__ inline void filter(const cucc_texture *t, int nk,
                                    const int *w, const v4 *tv, v4 &o) {
  bool isfloat = t->kind == CUCC_TEXEL_FLOAT || t->kind == CUCC_TEXEL_HALF;
  unsigned srgb = srgb_mask(t);
  for (int ch = 0; ch < 4; ch++) {
    if (isfloat) {
      float fv[16];
      for (int k = 0; k < nk; k++) fv[k] = tv[k].f[ch];
      o.f[ch] = combine_float(fv, w, nk, t->kind == CUCC_TEXEL_HALF);
    } else {
      int iv[16];
      for (int k = 0; k < nk; k++) iv[k] = tv[k].i[ch];
      o.f[ch] = srgb >> ch & 1 ? combine_srgb(iv, w, nk, nk)
                               : combine_int(t, iv, w, nk);
    }
  }
}

__device__ __forceinline__ bool linear(const cucc_texture *t) {
  return t->tex.filterMode == cudaFilterModeLinear && float_path(t);
}

/* Samples level `lvl` at (x, y, z) (as given: normalized or not) in slice
 * `slice`; dims: how many of x, y, z address texels. */
__device__ __noinline__ inline void sample_level(const cucc_texture *t, int lvl,
                                          int dims, float x, float y, float z,
                                          int slice, v4 &o) {
  const cucc_texture::cucc_tex_level *l = &t->lv[lvl];
  bool asfloat = float_path(t);
  if (linear(t)) {
    int w[8];
    v4 tv[8];
    int nk = taps(t, lvl, dims, x, y, z, slice, 256, w, tv);
    filter(t, nk, w, tv, o);
    return;
  }
  bool normalized = t->tex.normalizedCoords != 0;
  float cn[3] = {x, y, z};
  int n[3] = {l->w, l->h, l->d};
  int idx[3] = {0, 0, slice};
  for (int d = 0; d < dims; d++) {
    double c = normalized ? (double)nquant(cn[d]) * n[d] : (double)cn[d];
    idx[d] = point_index(c, n[d], mode(t, d));
    if (idx[d] < 0) {
      border(t, asfloat, o);
      return;
    }
  }
  texel(t, l, idx[0], idx[1], idx[2], asfloat, o);
}

/* Linear filtering between two mipmap levels of an sRGB texture: its sRGB
 * channels sum the taps of each level aligned on their own (an H100;
 * combine_srgb), taps [0, n0) of the first level. */
__device__ __noinline__ inline void srgb_levels(const cucc_texture *t, int n0, int nk,
                                         const int *w, const v4 *tv, v4 &o) {
  unsigned srgb = srgb_mask(t);
  for (int ch = 0; ch < 3; ch++) {
    if (!(srgb >> ch & 1)) continue;
    int iv[16];
    for (int k = 0; k < nk; k++) iv[k] = tv[k].i[ch];
    o.f[ch] = combine_srgb(iv, w, n0, nk);
  }
}

/* Point sampling blended between two mipmap levels, channel c of values a
 * and b, f8 / 256 of b (an H100): sRGB channels by srgb_blend, normalized
 * integers summed exactly and rounded as the filter does (combine_int),
 * floats in float arithmetic. */
__device__ __forceinline__ float mip_blend(const cucc_texture *t, int c,
                                           float a, float b, int f8) {
  if (srgb_mask(t) >> c & 1) return srgb_blend(a, b, f8);
  if (t->kind == CUCC_TEXEL_FLOAT || t->kind == CUCC_TEXEL_HALF) {
    float f = (float)f8 * (1.f / 256.f);
    return (1.f - f) * a + f * b;
  }
  /* the texels' integers back from their normalized values (a signed
   * texel of -128, read as -1, counts as -127 here) */
  int v[2] = {(int)__builtin_rintf(a * (float)norm_max(t)),
              (int)__builtin_rintf(b * (float)norm_max(t))};
  int w[2] = {256 - f8, f8};
  return combine_int(t, v, w, 2);
}

/* mipmapLevelBias in 1/256 under anisotropy N > 1 (an H100, probe_aniso
 * runs 3 to 7; fitted by a helper's analysis): with the trilinear
 * optimization, the bias less the start t of the sharpening window (t =
 * 128 (1 - 1/s) for the sharpening's slope s: 64 for N >= 8, 384/7 for N =
 * 4..7, 128/3 for N = 2, 3; 0 without it) truncated toward zero, plus
 * floor(t). So 256 bias is rounded up below t and down above it. */
__device__ __forceinline__ int aniso_bias(unsigned n, float bias, bool dto) {
  double x = (double)bias * 256.0;
  double t = dto ? 0.0 : n >= 8 ? 64.0 : n >= 4 ? 384.0 / 7 : 128.0 / 3;
  if (!(__builtin_fabs(x) < 0x1p20)) x = x > 0 ? 0x1p20 : -0x1p20;
  return (int)__builtin_floor(t) + (int)__builtin_trunc(x - t);
}

/* The level of detail lraw (1/256) sharpened, in 1/512; not sharpened
 * with cudaTextureDesc.disableTrilinearOptimization (dto). */
__device__ __forceinline__ int aniso_lod(unsigned n, int lraw, bool dto) {
  if (lraw < -0x100000) lraw = -0x100000;
  int i = lraw >> 8, f = lraw & 255;
  if (dto) return i * 512 + 2 * f;
  int w = n >= 8 ? 4 * f - 256 : n >= 4 ? (7 * f - 378) >> 1 : 3 * f - 126;
  if (w < 0) w = 0;
  if (w > 512) w = 512;
  return i * 512 + w;
}

/* Mipmap level selection and blending. lod_given: lod is the level of
 * detail (Lod / Grad forms); otherwise level 0. */
__device__ __forceinline__ void sample(const cucc_texture *t, int dims,
                                       float x, float y, float z, int slice,
                                       bool lod_given, float lod, v4 &o) {
  if (t->nlevels <= 1 || !lod_given) {
    sample_level(t, 0, dims, x, y, z, slice, o);
    return;
  }
  /* maxAnisotropy > 1 sharpens the blend of the Lod forms too (an H100,
   * tests/e2e/texture_desc_flags.cu), as aniso() does, and rounds the bias
   * as it does */
  if (t->tex.maxAnisotropy > 1 && !t->tex.disableTrilinearOptimization &&
      t->tex.mipmapFilterMode == cudaFilterModeLinear && lod == lod) {
    float l8 = __builtin_floorf(lod * 256.f);
    l8 = l8 < -0x100000 ? -0x100000 : l8 > 0x100000 ? 0x100000 : l8;
    int lr = (int)l8 + aniso_bias(t->tex.maxAnisotropy,
                                  t->tex.mipmapLevelBias, false);
    lod = (float)aniso_lod(t->tex.maxAnisotropy, lr, false) * (1.f / 512.f);
  } else {
    lod += t->tex.mipmapLevelBias;
  }
  if (lod > t->tex.maxMipmapLevelClamp) lod = t->tex.maxMipmapLevelClamp;
  if (lod < t->tex.minMipmapLevelClamp) lod = t->tex.minMipmapLevelClamp;
  float top = (float)(t->nlevels - 1);
  if (lod > top) lod = top;
  if (!(lod > 0.f)) lod = 0.f;
  if (t->tex.mipmapFilterMode != cudaFilterModeLinear || !float_path(t)) {
    sample_level(t, (int)__builtin_floorf(lod + 0.5f), dims, x, y, z, slice,
                 o);
    return;
  }
  int l0 = (int)__builtin_floorf(lod);
  /* the blend between levels: 8 fractional bits, truncated (an H100) */
  float f = __builtin_floorf((lod - (float)l0) * 256.f) * (1.f / 256.f);
  if (f != 0.f && l0 + 1 < (int)t->nlevels && linear(t)) {
    /* both levels' taps in one sum, the level's share as a weight in the
     * rounding of the taps' weights (an H100) */
    int f8 = (int)(f * 256.f), w[16];
    v4 tv[16];
    int nk = taps(t, l0, dims, x, y, z, slice, 256 - f8, w, tv);
    nk += taps(t, l0 + 1, dims, x, y, z, slice, f8, w + nk, tv + nk);
    filter(t, nk, w, tv, o);
    if (srgb_mask(t)) srgb_levels(t, nk / 2, nk, w, tv, o);
    return;
  }
  sample_level(t, l0, dims, x, y, z, slice, o);
  if (f == 0.f || l0 + 1 >= (int)t->nlevels) return;
  v4 o1;
  sample_level(t, l0 + 1, dims, x, y, z, slice, o1);
  for (int c = 0; c < 4; c++)
    o.f[c] = mip_blend(t, c, o.f[c], o1.f[c], (int)(f * 256.f));
}

} // namespace __cucc_tex

/* The descriptor of a handle: the lowering resolves handles that are the
 * same for a whole block once per block (src/lower/textures.c), others
 * become the descriptor's address. */
extern "C" __device__ const cucc_texture *
__cucc_tex_obj(unsigned long long handle);

namespace __cucc_tex {

__device__ __forceinline__ const cucc_texture *obj(cudaTextureObject_t o) {
  return __cucc_tex_obj((unsigned long long)o);
}

/* The layer of a layered texture: clamped to the layers there are. */
__device__ __forceinline__ int layer_of(const cucc_texture *t, int layer,
                                        int per) {
  int n = t->lv[0].d / per;
  /* unsigned: a negative layer is the last one (an H100) */
  if ((unsigned)layer >= (unsigned)n) layer = n - 1;
  return layer * per;
}

/* (q + 1) / 2 truncated to 22 fraction bits, exactly (an H100: a face
 * coordinate a hair below the middle is below it); NaN and denormal q count
 * as 0, q is clamped to [-1, 1]. */
__device__ __forceinline__ float cube_coord(float q) {
  if (!(__builtin_fabsf(q) >= 0x1p-126f)) q = 0;
  q = q < -1.f ? -1.f : q > 1.f ? 1.f : q;
  return (float)((__builtin_floor(__builtin_ldexp((double)q, 21)) + 0x1p21) *
                 0x1p-22);
}

/* Cubemap direction -> face and normalized (s, t), table 3-1 (an H100;
 * tests/e2e/texture_awkward.cu for the awkward cases). The components are
 * scaled by r = 1 / m, m the largest magnitude (NaN ignored); the largest
 * scaled magnitude picks the face (ties go to z, then y; NaN loses; all
 * NaN: face 4) and s, t are the other two times r. Where r is finite this
 * is a division; with an infinite component r is 0, with m 0 or denormal r
 * is infinite (inf * 0 and NaN then count as 0 in s and t). */
__device__ __forceinline__ int cube_face(float x, float y, float z, float &s,
                                         float &tt) {
  float v[3] = {x, y, z}, m = 0;
  for (int c = 0; c < 3; c++)
    if (__builtin_fabsf(v[c]) > m) m = __builtin_fabsf(v[c]); /* not NaN */
  bool plain = m >= 0x1p-126f && m < __builtin_inff();
  float r = m == __builtin_inff() ? 0.f : __builtin_inff();
  float sv[3], best = -1.f;
  int k = 2;
  for (int c = 0; c < 3; c++) sv[c] = plain ? v[c] : v[c] * r;
  for (int c = 2; c >= 0; c--)
    if (__builtin_fabsf(sv[c]) > best) best = __builtin_fabsf(sv[c]), k = c;
  bool pos = !(sv[k] < 0.f);
  /* the face's s and t axes (sc, tc) */
  float sc, tc;
  if (k == 2) sc = pos ? x : -x, tc = -y;
  else if (k == 1) sc = x, tc = pos ? z : -z;
  else sc = pos ? -z : z, tc = -y;
  s = cube_coord(plain ? sc / m : sc * r);
  tt = cube_coord(plain ? tc / m : tc * r);
  return 2 * k + !pos;
}

__device__ __forceinline__ void cube(const cucc_texture *t, float x, float y,
                                     float z, int layer, bool lod_given,
                                     float lod, v4 &o) {
  float s, tt;
  int face = cube_face(x, y, z, s, tt);
  int base = layer < 0 ? 0 : layer_of(t, layer, 6);
  cucc_texture c = *t; /* faces are addressed in normalized coordinates */
  c.tex.normalizedCoords = 1;
  c.tex.addressMode[0] = c.tex.addressMode[1] = cudaAddressModeClamp;
  if (t->tex.seamlessCubemap) c.flags |= CUCC_TEX_SEAMLESS;
  sample(&c, 2, s, tt, 0, base + face, lod_given, lod, o);
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
__device__ __forceinline__ double lod_trunc_e(double x, int fb, int e) {
  return __builtin_ldexp(__builtin_floor(__builtin_ldexp(x, fb - e)), e - fb);
}

/* x >= 0 truncated to fb fraction bits of its own exponent. */
__device__ __forceinline__ double lod_trunc(double x, int fb) {
  if (x == 0) return 0;
  return lod_trunc_e(x, fb, __builtin_ilogb(x));
}

/* x >= 0 times k / 2^s in the datapath: (k q + c) / 2^s of x's mantissa q
 * (9 fraction bits), truncated to 10 bits. */
__device__ __forceinline__ double lod_mul(double x, int k, int c, int s) {
  if (x == 0) return 0;
  int e = __builtin_ilogb(x);
  double q = __builtin_floor(__builtin_ldexp(x, 9 - e));
  return lod_trunc(__builtin_ldexp(q * k + c, e - 9 - s), 9);
}

/* |a + b| in the datapath (see above). */
__device__ __forceinline__ double lod_add(double a, double b) {
  double fa = __builtin_fabs(a), fb = __builtin_fabs(b);
  if (fa < fb) {
    double t = a;
    a = b, b = t, fa = __builtin_fabs(a), fb = __builtin_fabs(b);
  }
  if (fa == 0) return 0;
  int e = __builtin_ilogb(fa);
  double A = lod_trunc_e(fa, 9, e), B = lod_trunc_e(lod_trunc(fb, 9), 10, e);
  double s = (a < 0) == (b < 0) ? A + B : A - B;
  return lod_trunc(__builtin_fabs(s), 9);
}

/* a, b, c >= 0 sorted: hi >= mid >= lo. */
__device__ __forceinline__ void lod_sort(double a, double b, double c,
                                         double &hi, double &mid, double &lo) {
  hi = a > b ? a : b, mid = a > b ? b : a, lo = c;
  if (c > hi)
    lo = mid, mid = hi, hi = c;
  else if (c > mid)
    lo = mid, mid = c;
}

/* The plain length of (a, b, c) (c = 0 in 1D and 2D). */
__device__ __forceinline__ double lod_len(double a, double b, double c) {
  double hi, mid, lo;
  lod_sort(__builtin_fabs(a), __builtin_fabs(b), __builtin_fabs(c), hi, mid,
           lo);
  return lod_trunc(hi, 9) + lod_mul(mid, 11, 4, 5) + lod_trunc(lo, 9) * 0.25;
}

/* The length of a diagonal, 11/16 of (a, b, c), from its sums a, b, c. */
__device__ __forceinline__ double lod_dlen(double a, double b, double c) {
  double hi, mid, lo;
  lod_sort(a, b, c, hi, mid, lo);
  return lod_mul(hi, 11, 4, 4) + lod_mul(mid, 121, 32, 9) +
         lod_mul(lo, 11, 4, 4) * 0.25;
}

/* log2 x in 1/256 (x > 0): e * 256 + T[m] for x = (1 + m / 256 + ...) 2^e. */
__device__ __forceinline__ int lod_log(double x) {
  static const unsigned char lg[256] = {
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
  int e = __builtin_ilogb(x);
  return e * 256 + lg[(int)__builtin_ldexp(x, 8 - e) & 255];
}

/* The footprint's size n (above) of gradients dx, dy; u, v: the gradients
 * in texels of level 0; dir: which length is n (0: dPdx, 1: dPdy, 2:
 * 11/16 (dPdx + dPdy), 3: 11/16 (dPdx - dPdy)). -1 for an infinite or NaN
 * gradient. */
__device__ __forceinline__ double grad_size(const cucc_texture *t, int dims,
                                            const float *dx, const float *dy,
                                            double *u, double *v, int &dir) {
  double sz[3] = {(double)t->lv[0].w, (double)t->lv[0].h,
                  (double)t->lv[0].d};
  double sp[3] = {0, 0, 0}, sm[3] = {0, 0, 0};
  for (int d = 0; d < 3; d++) {
    u[d] = d < dims ? (double)dx[d] * sz[d] : 0;
    v[d] = d < dims ? (double)dy[d] * sz[d] : 0;
    /* a NaN component counts as 0 (an H100, tests/e2e/texture_awkward.cu) */
    if (u[d] != u[d]) u[d] = 0;
    if (v[d] != v[d]) v[d] = 0;
    if (!(__builtin_fabs(u[d]) <= 0x1p120 && __builtin_fabs(v[d]) <= 0x1p120))
      return -1;
    sp[d] = lod_add(u[d], v[d]);
    sm[d] = lod_add(u[d], -v[d]);
  }
  double l[4] = {lod_len(u[0], u[1], u[2]), lod_len(v[0], v[1], v[2]),
                 lod_dlen(sp[0], sp[1], sp[2]), lod_dlen(sm[0], sm[1], sm[2])};
  dir = 0;
  for (int k = 1; k < 4; k++)
    if (l[k] > l[dir]) dir = k;
  return l[dir];
}

__device__ __forceinline__ float grad_lod(const cucc_texture *t, int dims,
                                          float dx0, float dx1, float dx2,
                                          float dy0, float dy1, float dy2) {
  float dx[3] = {dx0, dx1, dx2}, dy[3] = {dy0, dy1, dy2};
  double u[3], v[3];
  int dir;
  double n = grad_size(t, dims, dx, dy, u, v, dir);
  if (n < 0) return __builtin_inff(); /* inf or NaN: the coarsest level */
  if (n == 0) return -__builtin_inff();
  return (float)lod_log(n) * (1.f / 256.f);
}

/* |x| |y| in the datapath of the anisotropic level of detail (an H100;
 * tests/reference/probe_aniso.cu run 3's level shares, confirmed on every
 * ga/gap line of probe_tex_fit.cu and the random pairs of probe_aniso runs
 * 2 and 3): the 10-bit mantissas a, b of x and y (truncated to 9 fraction
 * bits) are multiplied by a truncated array that drops every partial
 * product bit a_i b_j with i + j < 6 and adds 448 (7 * 64) instead; the
 * product is truncated to 10 bits. */
__device__ __forceinline__ double lod_pmul(double x, double y) {
  x = __builtin_fabs(x), y = __builtin_fabs(y);
  if (x == 0 || y == 0) return 0;
  int ex = __builtin_ilogb(x), ey = __builtin_ilogb(y);
  unsigned a = (unsigned)__builtin_ldexp(x, 9 - ex),
           b = (unsigned)__builtin_ldexp(y, 9 - ey), p = 448;
  for (int k = 0; k < 10; k++)
    if (b >> k & 1) p += ((a << k) >> 6) << 6;
  return lod_trunc(__builtin_ldexp((double)p, ex + ey - 18), 9);
}

/* The footprint's minor axis as log2 in 1/256, lmin = log(det) - lmaj
 * (at most lmaj), det = |dPdx.x dPdy.y - dPdx.y dPdy.x| in texels of level
 * 0: the products by lod_pmul, their difference as a diagonal's sums
 * (lod_add), the log through grad_lod's table. */
__device__ __forceinline__ int aniso_lmin(const double *u, const double *v,
                                          int lmaj) {
  double pa = lod_pmul(u[0], v[1]), pb = lod_pmul(u[1], v[0]);
  if (u[0] * v[1] < 0) pa = -pa;
  if (u[1] * v[0] < 0) pb = -pb;
  double det = lod_add(pa, -pb);
  int lmin = det > 0 ? lod_log(det) - lmaj : -0x40000000;
  return lmin > lmaj ? lmaj : lmin;
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
__device__ __forceinline__ int aniso_exp(int i) {
  // clang-format off
  static const unsigned char tb[256] = {
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
  return i ? tb[i] : 256;
}

/* log2 of maxAnisotropy N's ratio, in 1/256. */
__device__ __forceinline__ int aniso_logn(unsigned n) {
  return n >= 16   ? 1024
         : n >= 12 ? 912
         : n >= 10 ? 848
         : n >= 8  ? 768
         : n >= 6  ? 656
         : n >= 4  ? 512
                   : 256;
}

/* The major axis (x[0..2]) as a direction of length 64 (d[0..2]). */
__device__ __forceinline__ void aniso_dir(const double *x, int *d) {
  double m = 0;
  for (int c = 0; c < 3; c++)
    if (__builtin_fabs(x[c]) > m) m = __builtin_fabs(x[c]);
  if (!(m > 0)) {
    d[0] = 64, d[1] = d[2] = 0;
    return;
  }
  int e = __builtin_ilogb(m), q[3], s = 0;
  for (int c = 0; c < 3; c++) {
    double a = __builtin_ldexp(__builtin_fabs(x[c]), 4 - e);
    int n = (int)__builtin_floor(a);
    q[c] = n ? n | 1 : a >= 0.5;
    s += q[c] * q[c];
  }
  double l = __builtin_sqrt((double)s);
  for (int c = 0; c < 3; c++) {
    d[c] = (int)__builtin_floor(64 * q[c] / l + 0.5);
    if (x[c] < 0) d[c] = -d[c];
  }
}

/* The probes of a level: offsets in 1/256 texel along the direction
 * ud[0..2] (length 64) with spacing sp / 64, weights in 1/1024 for the
 * level's share s (1/256). Returns the count (at most 18). */
__device__ __forceinline__ int aniso_probes(int lr, int s, const int *ud,
                                            int sp, int (*po)[3], int *pw,
                                            int *unit) {
  if (lr <= 0) {
    po[0][0] = po[0][1] = po[0][2] = 0, pw[0] = 4 * s, *unit = 4;
    return 1;
  }
  int e = lr >> 8, M = aniso_exp(lr & 255);
  if (e == 0) { /* two probes at +-(1 - M / 256) spacings, in 1/128 */
    for (int c = 0; c < 3; c++) {
      int a = ud[c] < 0 ? -ud[c] : ud[c];
      int o = 2 * (((256 - M) * a * sp + 4096) >> 13);
      po[1][c] = ud[c] < 0 ? -o : o, po[0][c] = -po[1][c];
    }
    pw[0] = pw[1] = 2 * s, *unit = 2;
    return 2;
  }
  int sv[3]; /* the spacing vector in 1/64 texel, rounded down */
  for (int c = 0; c < 3; c++) sv[c] = (ud[c] * sp) >> 6;
  int u = e == 1 ? 2 : 1, W = e <= 2 ? M : M >> (e - 2), T = 1024 / u;
  int k = (T / W) & ~1, o = (T - k * W) >> 1, n = k + 2;
  int cum = 0, prev = 0;
  for (int i = 0; i < n; i++) {
    cum += i == 0 || i == n - 1 ? o : W;
    int c = (cum * s + 128) >> 8;
    pw[i] = (c - prev) * u, prev = c;
    int t2 = 2 * i - (n - 1); /* twice the offset in spacings */
    for (int j = 0; j < 3; j++) po[i][j] = t2 * sv[j] * 2;
  }
  *unit = u;
  return n;
}

/* The taps of one probe at cc[0..dims-1] (texels of level lvl, as taps()
 * computes them from a coordinate) with share m in units of u / 1024:
 * linear filtering 4 or 8 taps, point sampling 1. Appends to w[], tv[]. */
__device__ __forceinline__ int aniso_taps(const cucc_texture *t, int lvl,
                                          int dims, const double *cc, int slice,
                                          int m, int u, int *w, v4 *tv) {
  const cucc_texture::cucc_tex_level *l = &t->lv[lvl];
  int n[3] = {l->w, l->h, l->d};
  double c[3] = {cc[0], dims > 1 ? cc[1] : 0, cc[2]};
  if (t->tex.filterMode != cudaFilterModeLinear) {
    int idx[3] = {0, 0, slice};
    for (int d = 0; d < dims; d++) {
      idx[d] = point_index(c[d], n[d], mode(t, d));
      if (idx[d] < 0) {
        raw_border(t, tv[0]);
        w[0] = m * u;
        return 1;
      }
    }
    raw_texel(t, l, idx[0], idx[1], idx[2], tv[0]);
    w[0] = m * u;
    return 1;
  }
  int nk = linear_taps(t, l, dims, c, slice, m, w, tv);
  for (int k = 0; k < nk; k++) w[k] *= u;
  return nk;
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
aniso_combine(const float *v, const int *w, const int *g, int ng, bool half) {
  int p = half ? 11 : 24, emin = half ? -14 : -126, emax = -1000;
  long long S = 0;
  int ep[CUCC_ANISO_PROBES];
  long long sp[CUCC_ANISO_PROBES];
  for (int i = 0; i < ng; i++) {
    int em = -1000;
    for (int k = g[i]; k < g[i + 1]; k++) {
      unsigned b;
      __builtin_memcpy(&b, &v[k], 4);
      int e = (int)((b >> 23) & 255);
      if (w[k] && e == 255) { /* inf or NaN */
        float s = 0.f;
        for (int j = 0; j < g[ng]; j++)
          if (w[j]) s += (float)w[j] * (1.f / 1024.f) * v[j];
        return s;
      }
      e -= 127;
      if (half && e < emin && (b & 0x7fffffffu)) e = emin; /* denormal */
      if (w[k] && e >= emin && e > em) em = e;
    }
    long long t = 0;
    for (int k = g[i]; k < g[i + 1]; k++) {
      unsigned b;
      __builtin_memcpy(&b, &v[k], 4);
      int e = (int)((b >> 23) & 255) - 127;
      if (!w[k]) continue;
      long long m;
      if (e >= emin) {
        m = (long long)((b & 0x7fffffu) | 0x800000u) >> (24 - p);
      } else if (half && (b & 0x7fffffffu)) { /* a denormal half: m 2^-24 */
        float a = __builtin_fabsf(v[k]) * 16777216.f;
        m = (long long)a, e = emin;
      } else {
        continue; /* flushed */
      }
      int sh = e - em + CUCC_TEX_GUARD;
      m = sh >= 0 ? m << sh : -sh >= 40 ? 0 : m >> -sh;
      t += (b >> 31 ? -m : m) * w[k];
    }
    ep[i] = em, sp[i] = t * (1LL << (24 - p));
    if (em > emax) emax = em;
  }
  for (int i = 0; i < ng; i++) {
    if (!sp[i]) continue;
    int sh = emax - ep[i];
    long long t = sp[i];
    S += sh >= 62 ? (t < 0 ? -1 : 0) : t >> sh; /* floor */
  }
  if (S == 0) return 0.f;
  bool neg = S < 0;
  unsigned long long u =
      neg ? (unsigned long long)-S + 1 : (unsigned long long)S;
  int sc = emax - 23 - CUCC_TEX_GUARD - 10;
  int len = 64 - __builtin_clzll(u);
  int keep = p;
  if (half && len - 1 + sc < emin) keep = p - (emin - (len - 1 + sc));
  if (keep < 0) return 0.f;
  if (len > keep) {
    int sh = len - keep;
    u = sh >= 64 ? 0 : (u + (1ull << (sh - 1))) >> sh; /* ties away */
    sc += sh;
  }
  if (!u) return 0.f;
  len = 64 - __builtin_clzll(u);
  int e = len - 1 + sc;
  if (!half && e < emin) return 0.f;
  float r = e > (half ? 15 : 127) ? __builtin_inff() : (float)u * pow2f(sc);
  return neg ? -r : r;
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
__device__ __forceinline__ float aniso_srgb(const int *v, const int *w,
                                            const int *g, int ng) {
  int ep[CUCC_ANISO_PROBES], R = -1000;
  long long sp[CUCC_ANISO_PROBES];
  for (int i = 0; i < ng; i++) {
    sp[i] = srgb_sum(v, w, g[i], g[i + 1], ep[i]);
    if (sp[i] && ep[i] > R) R = ep[i];
  }
  if (R == -1000) return 0.f;
  int F = 15 - (R < -3 ? R : -3); /* the units: 2^-F, F 18 to 22 */
  if (F > 22) F = 22;
  unsigned long long u = 0;
  for (int i = 0; i < ng; i++) {
    if (!sp[i]) continue;
    int sh = ep[i] - 17 + F;
    u += sh >= 0 ? (unsigned long long)sp[i] << sh
                 : (unsigned long long)sp[i] >> -sh;
  }
  return u ? srgb_round(u, -F) : 0.f;
}

/* tex1DGrad, tex2DGrad, tex3DGrad and the layered forms with maxAnisotropy
 * > 1 (see above); gradients gx, gy in the texture's coordinates. */
__device__ __noinline__ inline void aniso(const cucc_texture *t, int dims, float x,
                                   float y, float z, int slice, const float *gx,
                                   const float *gy, v4 &o) {
  float dx[3] = {gx[0], dims > 1 ? gx[1] : 0, dims > 2 ? gx[2] : 0},
        dy[3] = {gy[0], dims > 1 ? gy[1] : 0, dims > 2 ? gy[2] : 0};
  double u[3], v[3];
  int dir;
  double n = grad_size(t, dims, dx, dy, u, v, dir);
  if (!float_path(t) || !(n > 0)) { /* not filtered, or no footprint */
    sample(t, dims, x, y, z, slice, true,
           grad_lod(t, dims, dx[0], dx[1], dx[2], dy[0], dy[1], dy[2]), o);
    return;
  }
  unsigned N = t->tex.maxAnisotropy;
  /* the axes: the minor one is det / n (aniso_lmin); 3D: one probe at the
   * isotropic level of detail, sharpened */
  int lmaj = lod_log(n), lraw = lmaj;
  if (dims < 3) {
    int lmin = aniso_lmin(u, v, lmaj);
    lraw = lmaj - aniso_logn(N);
    if (lmin > lraw) lraw = lmin;
  }
  int lr = lmaj - (lraw > 0 ? lraw : 0);
  /* the major axis's vector: dPdx, dPdy or 11/16 of dPdx +- dPdy */
  double ax[3];
  for (int c = 0; c < 3; c++) {
    ax[c] = dir == 1 ? v[c] : u[c];
    if (dir >= 2) {
      double sg = dir == 2 ? 1 : -1;
      ax[c] = __builtin_copysign(lod_mul(lod_add(u[c], sg * v[c]), 11, 4, 4),
                                 u[c] + sg * v[c]);
    }
  }
  int ud[3];
  aniso_dir(ax, ud);
  /* the level of detail: the bias added before the sharpening, the clamps
   * as sample() */
  bool dto = t->tex.disableTrilinearOptimization != 0;
  lraw += aniso_bias(N, t->tex.mipmapLevelBias, dto);
  float lod = (float)aniso_lod(N, lraw, dto) * (1.f / 512.f);
  if (lod > t->tex.maxMipmapLevelClamp) lod = t->tex.maxMipmapLevelClamp;
  if (lod < t->tex.minMipmapLevelClamp) lod = t->tex.minMipmapLevelClamp;
  float top = (float)(t->nlevels > 0 ? t->nlevels - 1 : 0);
  if (lod > top) lod = top;
  if (!(lod > 0.f)) lod = 0.f;
  int lvl[2], share[2], used, nl = 1;
  if (t->nlevels > 1 && t->tex.mipmapFilterMode == cudaFilterModeLinear) {
    int l2 = (int)__builtin_floorf(lod * 512.f);
    lvl[0] = l2 >> 9, share[1] = (l2 & 511) >> 1, used = l2;
    share[0] = 256 - share[1], lvl[1] = lvl[0] + 1;
    if (share[1] && lvl[1] < (int)t->nlevels) nl = 2;
  } else {
    lvl[0] = (int)__builtin_floorf(lod + 0.5f), share[0] = 256;
    used = lvl[0] * 512;
  }
  bool normalized = t->tex.normalizedCoords != 0;
  float xyz[3] = {x, y, z};
  int w[CUCC_ANISO_TAPS], nk = 0, g[CUCC_ANISO_PROBES], ng = 0;
  g[0] = 0;
  v4 tv[CUCC_ANISO_TAPS];
  for (int j = 0; j < nl; j++) {
    int L = lvl[j], s = share[j];
    const cucc_texture::cucc_tex_level *l = &t->lv[L];
    int sz[3] = {l->w, l->h, l->d};
    double c0[3];
    for (int c = 0; c < 3; c++)
      c0[c] = normalized ? (double)nquant(xyz[c]) * sz[c] : (double)xyz[c];
    int ls2 = used - 512 * L, sp = 64, lrl = lr;
    if (ls2 > 0) {
      int fi = ls2 >> 1;
      sp = ((fi & 255) ? aniso_exp(256 - (fi & 255)) >> 1 : 64) << (fi >> 8);
    } else if (ls2 < 0) { /* log2 s (1/256) rounded half to even */
      int h = ls2 >> 1;
      if ((ls2 & 1) && (h & 1)) h++;
      lrl += h;
    }
    int po[18][3], pw[18], unit;
    int np = aniso_probes(lrl, s, ud, sp, po, pw, &unit);
    for (int i = 0; i < np; i++) {
      if (!pw[i]) continue;
      double cc[3];
      for (int c = 0; c < 3; c++) cc[c] = c0[c] + po[i][c] * (1.0 / 256);
      nk += aniso_taps(t, L, dims, cc, slice, pw[i] / unit, unit, w + nk,
                       tv + nk);
      g[++ng] = nk;
    }
  }
  bool isfloat = t->kind == CUCC_TEXEL_FLOAT || t->kind == CUCC_TEXEL_HALF;
  unsigned srgb = srgb_mask(t);
  for (int ch = 0; ch < 4; ch++) {
    if (isfloat) {
      float fv[CUCC_ANISO_TAPS];
      for (int k = 0; k < nk; k++) fv[k] = tv[k].f[ch];
      o.f[ch] = aniso_combine(fv, w, g, ng, t->kind == CUCC_TEXEL_HALF);
    } else {
      int iv[CUCC_ANISO_TAPS];
      for (int k = 0; k < nk; k++) iv[k] = tv[k].i[ch];
      o.f[ch] = srgb >> ch & 1 ? aniso_srgb(iv, w, g, ng)
                               : combine_int(t, iv, w, nk, 10);
    }
  }
}
/* The Grad forms: the level of detail from gradients a, b (grad_lod),
 * anisotropic filtering when maxAnisotropy > 1. */
__device__ __forceinline__ void grad_fetch(const cucc_texture *t, int dims,
                                           float x, float y, float z,
                                           int slice, float4 a, float4 b,
                                           v4 &o) {
  if (t->tex.maxAnisotropy > 1) {
    float ga[3] = {a.x, a.y, a.z}, gb[3] = {b.x, b.y, b.z};
    aniso(t, dims, x, y, z, slice, ga, gb, o);
    return;
  }
  sample(t, dims, x, y, z, slice, true,
         grad_lod(t, dims, a.x, a.y, a.z, b.x, b.y, b.z), o);
}
#undef CUCC_ANISO_TAPS
#undef CUCC_ANISO_PROBES

/* The typed result: T from the four channels. */
template <class T> struct ret;
#define __CUCC_TEX_RET1(T, F)                                                  \
  template <> struct ret<T> {                                                  \
    static __device__ __forceinline__ T get(const v4 &v) { return F(0); }     \
  };
#define __CUCC_TEX_RETV(T, F)                                                  \
  template <> struct ret<T##1> {                                               \
    static __device__ __forceinline__ T##1 get(const v4 &v) {                  \
      T##1 r;                                                                  \
      r.x = F(0);                                                              \
      return r;                                                                \
    }                                                                          \
  };                                                                           \
  template <> struct ret<T##2> {                                               \
    static __device__ __forceinline__ T##2 get(const v4 &v) {                  \
      T##2 r;                                                                  \
      r.x = F(0);                                                              \
      r.y = F(1);                                                              \
      return r;                                                                \
    }                                                                          \
  };                                                                           \
  template <> struct ret<T##4> {                                               \
    static __device__ __forceinline__ T##4 get(const v4 &v) {                  \
      T##4 r;                                                                  \
      r.x = F(0);                                                              \
      r.y = F(1);                                                              \
      r.z = F(2);                                                              \
      r.w = F(3);                                                              \
      return r;                                                                \
    }                                                                          \
  };
#define __CUCC_F(c) v.f[c]
#define __CUCC_I(c) v.i[c]
#define __CUCC_U(c) (unsigned)v.i[c]
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
template <class T> struct ret4;
#define __CUCC_TEX_RET4(V, S)                                                  \
  template <> struct ret4<V> {                                                 \
    static __device__ __forceinline__ V get(const v4 &v, bool f) {             \
      V r;                                                                     \
      r.x = f ? (S)v.f[0] : (S)v.i[0];                                         \
      r.y = f ? (S)v.f[1] : (S)v.i[1];                                         \
      r.z = f ? (S)v.f[2] : (S)v.i[2];                                         \
      r.w = f ? (S)v.f[3] : (S)v.i[3];                                         \
      return r;                                                                \
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
__device__ __forceinline__ void fetch(const cucc_texture *t, int x, v4 &o) {
  bool asfloat = float_path(t);
  if (x < 0 || x >= t->lv[0].w) {
    for (int c = 0; c < 4; c++) o.i[c] = 0;
    return;
  }
  texel(t, &t->lv[0], x, 0, 0, asfloat, o);
}

__device__ __noinline__ inline void gather(const cucc_texture *t, float x, float y,
                                    int comp, v4 &o) {
  const cucc_texture::cucc_tex_level *l = &t->lv[0];
  bool asfloat = float_path(t);
  bool normalized = t->tex.normalizedCoords != 0;
  float cn[2] = {x, y};
  int n[2] = {l->w, l->h}, i0[2];
  for (int d = 0; d < 2; d++) {
    double c = normalized ? (double)nquant(cn[d]) * n[d] : (double)cn[d];
    double fl = __builtin_floor(filter_coord(c, n[d], mode(t, d)) - 0.5);
    i0[d] = (int)(fl < -0x1p30 ? -0x1p30 : fl > 0x1p30 ? 0x1p30 : fl);
  }
  /* (i, j+1), (i+1, j+1), (i+1, j), (i, j) */
  static const int di[4] = {0, 1, 1, 0}, dj[4] = {1, 1, 0, 0};
  comp &= 3;
  for (int k = 0; k < 4; k++) {
    int ix = wrap_index(i0[0] + di[k], n[0], mode(t, 0));
    int iy = wrap_index(i0[1] + dj[k], n[1], mode(t, 1));
    v4 v;
    if (ix < 0 || iy < 0)
      border(t, asfloat, v);
    else
      texel(t, l, ix, iy, 0, asfloat, v);
    o.i[k] = v.i[comp];
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
template <class T> struct fast_key {
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
template <class T>
__device__ __forceinline__ bool fast_ok(unsigned f, int dims, bool point) {
  unsigned need = CUCC_TEX_FAST_RAW | (point ? CUCC_TEX_FAST_POINT : 0u);
  unsigned mask = 0xff0000u | need |
                  (point ? ((CUCC_TEX_FAST_WRAP0 << dims) - CUCC_TEX_FAST_WRAP0)
                         : 0u);
  return fast_key<T>::value != 0 &&
         (f & mask) == (fast_key<T>::value << 16 | need);
}

/* The point-sampling index of coordinate x in a dimension of n texels
 * (1 <= n < 2^23; as point_index, clamped): `out` set when outside the
 * texture and dimension d's mode is border. Unnormalized coordinates. */
__device__ __forceinline__ int fast_index(unsigned f, int d, float x, int n,
                                          bool &out) {
  bool border = (f & (CUCC_TEX_FAST_BORDER0 << d)) != 0;
  float fl = __builtin_floorf(x);
  float nm1 = (float)(n - 1);
  float fc = fl >= 0.f ? fl : 0.f; /* NaN: 0 */
  fc = fc < nm1 ? fc : nm1;
  bool in = !(fl < 0.f) && !(fl >= (float)n); /* NaN: texel 0 */
  out = out | (border & !in);
  /* (int)fc without the saturating conversion: fc is an integer in
   * [0, 2^23), so fc + 2^23 holds it in its mantissa */
  unsigned u;
  float b = fc + 0x1p23f;
  __builtin_memcpy(&u, &b, 4);
  return (int)(u & 0x7fffffu);
}

/* The same for normalized coordinates: nquant, then times n exactly (as
 * the generic path's double; a huge x gives x * n either way). */
__device__ __forceinline__ int fast_index_norm(unsigned f, int d, float x,
                                               int n, bool &out) {
  bool border = (f & (CUCC_TEX_FAST_BORDER0 << d)) != 0;
  double c = (double)__builtin_floorf(x * (float)(1 << CUCC_TEX_NFRAC)) *
             (double)n * (1.0 / (double)(1 << CUCC_TEX_NFRAC));
  double fl = __builtin_floor(c);
  double nm1 = (double)(n - 1);
  double fc = fl >= 0.0 ? fl : 0.0; /* NaN: 0 */
  fc = fc < nm1 ? fc : nm1;
  bool in = !(fl < 0.0) && !(fl >= (double)n); /* NaN: texel 0 */
  out = out | (border & !in);
  unsigned u; /* (int)fc, as in fast_index */
  float b = (float)fc + 0x1p23f;
  __builtin_memcpy(&u, &b, 4);
  return (int)(u & 0x7fffffu);
}

/* Point sampling. The texel is always loaded from an in-range (clamped)
 * address, and the border replaces the value, not the address: one select
 * per fetch on a value loaded once, so that a filter's taps share their row
 * and column arithmetic (bench/texture_filter.cu). */
template <class T>
__device__ __forceinline__ bool fast_sample(const cucc_texture *t, int dims,
                                            float x, float y, float z,
                                            T &r) {
  unsigned f = t->fast;
  if (!fast_ok<T>(f, dims, true)) return false;
  const cucc_texture::cucc_tex_level *l = &t->lv[0];
  bool out = false;
  int ix, iy = 0, iz = 0;
  unsigned bmask = (CUCC_TEX_FAST_BORDER0 << dims) - CUCC_TEX_FAST_BORDER0;
  if (__builtin_expect(!(f & (CUCC_TEX_FAST_NORM | bmask)), 1)) {
    /* unnormalized, clamped: no border */
    ix = fast_index(0, 0, x, l->w, out);
    if (dims >= 2) iy = fast_index(0, 1, y, l->h, out);
    if (dims >= 3) iz = fast_index(0, 2, z, l->d, out);
  } else if (!(f & CUCC_TEX_FAST_NORM)) {
    ix = fast_index(f, 0, x, l->w, out);
    if (dims >= 2) iy = fast_index(f, 1, y, l->h, out);
    if (dims >= 3) iz = fast_index(f, 2, z, l->d, out);
  } else {
    ix = fast_index_norm(f, 0, x, l->w, out);
    if (dims >= 2) iy = fast_index_norm(f, 1, y, l->h, out);
    if (dims >= 3) iz = fast_index_norm(f, 2, z, l->d, out);
  }
  const char *p = l->data + (size_t)ix * sizeof(T);
  if (dims >= 2) p += (size_t)iy * l->pitch;
  if (dims >= 3) p += (size_t)iz * l->slice;
  T v, b;
  __builtin_memcpy(&v, p, sizeof(T));
  __builtin_memcpy(&b, t->fborder, sizeof(T));
  r = out ? b : v;
  return true;
}

/* Linear filtering of float texels in 1D and 2D (a 1D texture filters as
 * 2D at y = 0): the generic path's taps() and filter() for s = 256, inlined,
 * for the texel's channels only. */
template <class T>
__device__ __forceinline__ bool fast_linear(const cucc_texture *t, int dims,
                                            float x, float y, T &r) {
  unsigned f = t->fast;
  unsigned mask = 0xff0000u | CUCC_TEX_FAST_RAW | CUCC_TEX_FAST_LINEAR |
                  CUCC_TEX_FAST_WRAP0 | CUCC_TEX_FAST_WRAP0 << 1;
  if (fast_key<T>::value == 0 || (fast_key<T>::value & 15) != 4 ||
      (f & mask) != (fast_key<T>::value << 16 | CUCC_TEX_FAST_RAW |
                     CUCC_TEX_FAST_LINEAR))
    return false;
  /* infinite coordinates: left to the generic path (whose weights are then
   * those of an undefined conversion: kept as they were) */
  if (__builtin_fabsf(x) == __builtin_inff() ||
      (dims == 2 && __builtin_fabsf(y) == __builtin_inff()))
    return false;
  const int nch = fast_key<T>::value >> 4;
  const cucc_texture::cucc_tex_level *l = &t->lv[0];
  bool normalized = (f & CUCC_TEX_FAST_NORM) != 0;
  int n[2] = {l->w, l->h}, i0[2], a[2];
  double c[2] = {normalized ? (double)nquant(x) * n[0] : (double)x,
                 normalized ? (double)nquant(y) * n[1] : (double)y};
  if (dims == 1) c[1] = 0;
  for (int d = 0; d < 2; d++) {
    double cb = (c[d] != c[d] ? 0 : c[d]) - 0.5; /* NaN: 0 */
    double fl = __builtin_floor(cb);
    a[d] = (int)__builtin_floor((cb - fl) * 256 + 0.5); /* 0 to 256 */
    if (fl < -0x1p30) fl = -0x1p30;
    if (fl > 0x1p30) fl = 0x1p30;
    i0[d] = (int)fl;
  }
  int pxy = (a[0] * a[1] * 256 + 32768) >> 16; /* a[d] <= 256: no overflow */
  int w[4] = {256 - a[0] - a[1] + pxy, a[0] - pxy, a[1] - pxy, pxy};
  const float *tp[4];
  for (int k = 0; k < 4; k++) {
    bool out = false;
    int idx[2];
    for (int d = 0; d < 2; d++) {
      int am = (f & (CUCC_TEX_FAST_BORDER0 << d)) ? cudaAddressModeBorder
                                                   : cudaAddressModeClamp;
      idx[d] = wrap_index(i0[d] + ((k >> d) & 1), n[d], am);
      out = out | (idx[d] < 0);
    }
    tp[k] = out ? (const float *)t->fborder
                : (const float *)(l->data + (size_t)idx[1] * l->pitch +
                                  (size_t)idx[0] * sizeof(T));
  }
  float o[4];
  for (int ch = 0; ch < nch; ch++) {
    float fv[4];
    for (int k = 0; k < 4; k++) __builtin_memcpy(&fv[k], tp[k] + ch, 4);
    o[ch] = combine_float(fv, w, 4, false);
  }
  __builtin_memcpy(&r, o, sizeof(T));
  return true;
}

template <class T>
__device__ __forceinline__ bool fast_fetch(const cucc_texture *t, int x,
                                           T &r) {
  unsigned f = t->fast;
  if (!fast_ok<T>(f, 1, false)) return false;
  const cucc_texture::cucc_tex_level *l = &t->lv[0];
  /* outside: zeros (fborder is zeros for integer texels; float texels'
   * border color must not be used here) */
  bool out = (unsigned)x >= (unsigned)l->w;
  T v;
  __builtin_memset(&v, 0, sizeof(T));
  if (!out) __builtin_memcpy(&v, l->data + (size_t)x * sizeof(T), sizeof(T));
  r = v;
  return true;
}

} // namespace __cucc_tex

/* ---- the public functions ------------------------------------------- */

#define __CUCC_TEX_FN(NAME, PARAMS, ARGS, BODY)                                \
  template <class T>                                                           \
  static __device__ __forceinline__ T NAME(cudaTextureObject_t __o PARAMS) {   \
    const cucc_texture *__t = ::__cucc_tex::obj(__o);                          \
    ::__cucc_tex::v4 __v;                                                      \
    BODY;                                                                      \
    return ::__cucc_tex::ret<T>::get(__v);                                     \
  }                                                                            \
  template <class T>                                                           \
  static __device__ __forceinline__ void NAME(                                 \
      T *__r, cudaTextureObject_t __o PARAMS) {                                \
    *__r = NAME<T>(__o ARGS);                                                  \
  }
/* The same with a fast path tried first (FAST sets __f, or is false). */
#define __CUCC_TEX_FNF(NAME, PARAMS, ARGS, FAST, BODY)                        \
  template <class T>                                                           \
  static __device__ __forceinline__ T NAME(cudaTextureObject_t __o PARAMS) {   \
    const cucc_texture *__t = ::__cucc_tex::obj(__o);                          \
    T __f;                                                                     \
    if (FAST) return __f;                                                      \
    ::__cucc_tex::v4 __v;                                                      \
    BODY;                                                                      \
    return ::__cucc_tex::ret<T>::get(__v);                                     \
  }                                                                            \
  template <class T>                                                           \
  static __device__ __forceinline__ void NAME(                                 \
      T *__r, cudaTextureObject_t __o PARAMS) {                                \
    *__r = NAME<T>(__o ARGS);                                                  \
  }
#define __CUCC_P(...) , __VA_ARGS__

__CUCC_TEX_FNF(tex1Dfetch, __CUCC_P(int x), __CUCC_P(x),
               ::__cucc_tex::fast_fetch<T>(__t, x, __f),
               ::__cucc_tex::fetch(__t, x, __v))
__CUCC_TEX_FNF(tex1D, __CUCC_P(float x), __CUCC_P(x),
               ::__cucc_tex::fast_sample<T>(__t, 1, x, 0, 0, __f) ||
                   ::__cucc_tex::fast_linear<T>(__t, 1, x, 0, __f),
               ::__cucc_tex::sample(__t, 1, x, 0, 0, 0, false, 0, __v))
__CUCC_TEX_FNF(tex2D, __CUCC_P(float x, float y), __CUCC_P(x, y),
               ::__cucc_tex::fast_sample<T>(__t, 2, x, y, 0, __f) ||
                   ::__cucc_tex::fast_linear<T>(__t, 2, x, y, __f),
               ::__cucc_tex::sample(__t, 2, x, y, 0, 0, false, 0, __v))
__CUCC_TEX_FNF(tex3D, __CUCC_P(float x, float y, float z),
               __CUCC_P(x, y, z),
               ::__cucc_tex::fast_sample<T>(__t, 3, x, y, z, __f),
               ::__cucc_tex::sample(__t, 3, x, y, z, 0, false, 0, __v))
__CUCC_TEX_FN(tex1DLayered, __CUCC_P(float x, int layer), __CUCC_P(x, layer),
              ::__cucc_tex::sample(__t, 1, x, 0, 0,
                                   ::__cucc_tex::layer_of(__t, layer, 1),
                                   false, 0, __v))
__CUCC_TEX_FN(tex2DLayered, __CUCC_P(float x, float y, int layer),
              __CUCC_P(x, y, layer),
              ::__cucc_tex::sample(__t, 2, x, y, 0,
                                   ::__cucc_tex::layer_of(__t, layer, 1),
                                   false, 0, __v))
__CUCC_TEX_FN(texCubemap, __CUCC_P(float x, float y, float z),
              __CUCC_P(x, y, z),
              ::__cucc_tex::cube(__t, x, y, z, -1, false, 0, __v))
__CUCC_TEX_FN(texCubemapLayered, __CUCC_P(float x, float y, float z, int layer),
              __CUCC_P(x, y, z, layer),
              ::__cucc_tex::cube(__t, x, y, z, layer, false, 0, __v))
__CUCC_TEX_FN(tex1DLod, __CUCC_P(float x, float level), __CUCC_P(x, level),
              ::__cucc_tex::sample(__t, 1, x, 0, 0, 0, true, level, __v))
__CUCC_TEX_FN(tex2DLod, __CUCC_P(float x, float y, float level),
              __CUCC_P(x, y, level),
              ::__cucc_tex::sample(__t, 2, x, y, 0, 0, true, level, __v))
__CUCC_TEX_FN(tex3DLod, __CUCC_P(float x, float y, float z, float level),
              __CUCC_P(x, y, z, level),
              ::__cucc_tex::sample(__t, 3, x, y, z, 0, true, level, __v))
__CUCC_TEX_FN(tex1DLayeredLod, __CUCC_P(float x, int layer, float level),
              __CUCC_P(x, layer, level),
              ::__cucc_tex::sample(__t, 1, x, 0, 0,
                                   ::__cucc_tex::layer_of(__t, layer, 1),
                                   true, level, __v))
__CUCC_TEX_FN(tex2DLayeredLod,
              __CUCC_P(float x, float y, int layer, float level),
              __CUCC_P(x, y, layer, level),
              ::__cucc_tex::sample(__t, 2, x, y, 0,
                                   ::__cucc_tex::layer_of(__t, layer, 1),
                                   true, level, __v))
__CUCC_TEX_FN(texCubemapLod, __CUCC_P(float x, float y, float z, float level),
              __CUCC_P(x, y, z, level),
              ::__cucc_tex::cube(__t, x, y, z, -1, true, level, __v))
__CUCC_TEX_FN(texCubemapLayeredLod,
              __CUCC_P(float x, float y, float z, int layer, float level),
              __CUCC_P(x, y, z, layer, level),
              ::__cucc_tex::cube(__t, x, y, z, layer, true, level, __v))
__CUCC_TEX_FN(tex1DGrad, __CUCC_P(float x, float dPdx, float dPdy),
              __CUCC_P(x, dPdx, dPdy),
              ::__cucc_tex::grad_fetch(__t, 1, x, 0, 0, 0,
                                       make_float4(dPdx, 0, 0, 0),
                                       make_float4(dPdy, 0, 0, 0), __v))
__CUCC_TEX_FN(tex2DGrad, __CUCC_P(float x, float y, float2 dPdx, float2 dPdy),
              __CUCC_P(x, y, dPdx, dPdy),
              ::__cucc_tex::grad_fetch(__t, 2, x, y, 0, 0,
                                       make_float4(dPdx.x, dPdx.y, 0, 0),
                                       make_float4(dPdy.x, dPdy.y, 0, 0),
                                       __v))
__CUCC_TEX_FN(tex3DGrad,
              __CUCC_P(float x, float y, float z, float4 dPdx, float4 dPdy),
              __CUCC_P(x, y, z, dPdx, dPdy),
              ::__cucc_tex::grad_fetch(__t, 3, x, y, z, 0, dPdx, dPdy, __v))
__CUCC_TEX_FN(tex1DLayeredGrad,
              __CUCC_P(float x, int layer, float dPdx, float dPdy),
              __CUCC_P(x, layer, dPdx, dPdy),
              ::__cucc_tex::grad_fetch(__t, 1, x, 0, 0,
                                       ::__cucc_tex::layer_of(__t, layer, 1),
                                       make_float4(dPdx, 0, 0, 0),
                                       make_float4(dPdy, 0, 0, 0), __v))
__CUCC_TEX_FN(tex2DLayeredGrad,
              __CUCC_P(float x, float y, int layer, float2 dPdx, float2 dPdy),
              __CUCC_P(x, y, layer, dPdx, dPdy),
              ::__cucc_tex::grad_fetch(__t, 2, x, y, 0,
                                       ::__cucc_tex::layer_of(__t, layer, 1),
                                       make_float4(dPdx.x, dPdx.y, 0, 0),
                                       make_float4(dPdy.x, dPdy.y, 0, 0),
                                       __v))
#undef __CUCC_P
#undef __CUCC_TEX_FN
#undef __CUCC_TEX_FNF

template <class T>
static __device__ __forceinline__ T tex2Dgather(cudaTextureObject_t __o,
                                                float x, float y,
                                                int comp = 0) {
  const cucc_texture *__t = ::__cucc_tex::obj(__o);
  ::__cucc_tex::v4 __v;
  ::__cucc_tex::gather(__t, x, y, comp, __v);
  return ::__cucc_tex::ret4<T>::get(__v, ::__cucc_tex::float_path(__t));
}
template <class T>
static __device__ __forceinline__ void
tex2Dgather(T *__r, cudaTextureObject_t __o, float x, float y, int comp = 0) {
  *__r = tex2Dgather<T>(__o, x, y, comp);
}

#endif /* __cplusplus && __CUCC_CUDA_MODE__ */

#endif /* CUCC_CRT_TEXTURE_FETCH_H */
