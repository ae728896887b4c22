/* OpenCL C image functions: read_image{f,i,ui} with and without samplers
 * (every addressing mode, nearest and linear filtering, normalized
 * coordinates), write_image{f,i,ui}, and the queries, on the descriptor of
 * image_desc.h. Handles become pointers through image_handles.c. */
#include "clc.h"
#include "image_desc.h"

typedef __global cucc_image *img_t;
#define HANDLES(T, N)                                                         \
  img_t __cucc_img_##N(read_only T i);                                        \
  img_t __cucc_img_##N##_wo(write_only T i);
HANDLES(image1d_t, 1d)
HANDLES(image1d_buffer_t, 1db)
HANDLES(image1d_array_t, 1da)
HANDLES(image2d_t, 2d)
HANDLES(image2d_array_t, 2da)
HANDLES(image3d_t, 3d)
uint __cucc_sampler_bits(sampler_t s);

/* ---- pixels ---- */
static __global char *pixel(img_t im, int x, int y, int z) {
  return im->data + (ulong)z * im->slice_pitch + (ulong)y * im->row_pitch +
         (ulong)x * im->elem_size;
}

/* stored channel c of a pixel as a float (normalized and float types) */
static float chan_f(img_t im, __global char *p, int c) {
  switch (im->type) {
  case CLK_UNORM_INT8:
    return ((__global uchar *)p)[c] * (1.0f / 255.0f);
  case CLK_UNORM_INT16:
    return ((__global ushort *)p)[c] * (1.0f / 65535.0f);
  case CLK_SNORM_INT8:
    return fmax(-1.0f, ((__global char *)p)[c] * (1.0f / 127.0f));
  case CLK_SNORM_INT16:
    return fmax(-1.0f, ((__global short *)p)[c] * (1.0f / 32767.0f));
  case CLK_HALF_FLOAT:
    return vload_half(c, (__global half *)p);
  case CLK_FLOAT:
    return ((__global float *)p)[c];
  case CLK_SIGNED_INT8:
    return ((__global char *)p)[c];
  case CLK_SIGNED_INT16:
    return ((__global short *)p)[c];
  case CLK_SIGNED_INT32:
    return ((__global int *)p)[c];
  case CLK_UNSIGNED_INT8:
    return ((__global uchar *)p)[c];
  case CLK_UNSIGNED_INT16:
    return ((__global ushort *)p)[c];
  default:
    return ((__global uint *)p)[c];
  }
}

static int chan_i(img_t im, __global char *p, int c) {
  switch (im->type) {
  case CLK_SIGNED_INT8:
    return ((__global char *)p)[c];
  case CLK_SIGNED_INT16:
    return ((__global short *)p)[c];
  case CLK_UNSIGNED_INT8:
    return ((__global uchar *)p)[c];
  case CLK_UNSIGNED_INT16:
    return ((__global ushort *)p)[c];
  default:
    return ((__global int *)p)[c];
  }
}

/* the stored channels as RGBA, `one` where the order has no such channel */
#define TO_RGBA(T, c0, c1, c2, c3, one)                                       \
  switch (im->order) {                                                        \
  case CLK_R:                                                                 \
    return (T)(c0, 0, 0, one);                                                \
  case CLK_A:                                                                 \
    return (T)(0, 0, 0, c0);                                                  \
  case CLK_RG:                                                                \
    return (T)(c0, c1, 0, one);                                               \
  case CLK_RA:                                                                \
    return (T)(c0, 0, 0, c1);                                                 \
  case CLK_BGRA:                                                              \
    return (T)(c2, c1, c0, c3);                                               \
  case CLK_ARGB:                                                              \
    return (T)(c1, c2, c3, c0);                                               \
  case CLK_INTENSITY:                                                         \
    return (T)(c0, c0, c0, c0);                                               \
  case CLK_LUMINANCE:                                                         \
    return (T)(c0, c0, c0, one);                                              \
  default:                                                                    \
    return (T)(c0, c1, c2, c3);                                               \
  }

static float4 load_f(img_t im, int x, int y, int z) {
  __global char *p = pixel(im, x, y, z);
  int n = im->channels;
  float c0 = chan_f(im, p, 0), c1 = n > 1 ? chan_f(im, p, 1) : 0,
        c2 = n > 2 ? chan_f(im, p, 2) : 0, c3 = n > 3 ? chan_f(im, p, 3) : 0;
  TO_RGBA(float4, c0, c1, c2, c3, 1.0f)
}

static int4 load_i(img_t im, int x, int y, int z) {
  __global char *p = pixel(im, x, y, z);
  int n = im->channels;
  int c0 = chan_i(im, p, 0), c1 = n > 1 ? chan_i(im, p, 1) : 0,
      c2 = n > 2 ? chan_i(im, p, 2) : 0, c3 = n > 3 ? chan_i(im, p, 3) : 0;
  TO_RGBA(int4, c0, c1, c2, c3, 1)
}

static bool has_alpha(img_t im) {
  uint o = im->order;
  return o == CLK_A || o == CLK_RA || o == CLK_RGBA || o == CLK_BGRA ||
         o == CLK_ARGB || o == CLK_INTENSITY;
}

/* ---- addressing and filtering ---- */
/* The sample of coordinate u (in pixels) of a dimension of size n:
 * taps i0 and i1 with weight a of i1 (nearest: i1 unused); -1: border. */
typedef struct taps {
  int i0, i1;
  float a;
} taps;

static int wrap_edge(int i, int n, uint mode) {
  if (mode == CLK_ADDRESS_CLAMP)
    return i < 0 || i >= n ? -1 : i;
  return clamp(i, 0, n - 1); /* clamp to edge; none (kept inside) */
}

static taps address(float s, int n, uint bits) {
  uint mode = bits & 0xe;
  bool linear = (bits & 0x30) == CLK_FILTER_LINEAR;
  bool norm = bits & 1;
  taps t;
  if (norm && mode == CLK_ADDRESS_REPEAT) {
    float u = (s - floor(s)) * n;
    if (!linear) {
      int i = (int)floor(u);
      t.i0 = i > n - 1 ? i - n : i;
      t.i1 = t.i0;
      t.a = 0;
    } else {
      float v = u - 0.5f;
      int i0 = (int)floor(v);
      t.a = v - floor(v);
      t.i1 = i0 + 1 > n - 1 ? i0 + 1 - n : i0 + 1;
      t.i0 = i0 < 0 ? i0 + n : i0;
    }
    return t;
  }
  if (norm && mode == CLK_ADDRESS_MIRRORED_REPEAT) {
    float m = 2.0f * rint(0.5f * s);
    float u = fabs(s - m) * n;
    if (!linear) {
      t.i0 = t.i1 = min((int)floor(u), n - 1);
      t.a = 0;
    } else {
      float v = u - 0.5f;
      int i0 = (int)floor(v);
      t.a = v - floor(v);
      t.i0 = max(i0, 0);
      t.i1 = min(i0 + 1, n - 1);
    }
    return t;
  }
  float u = norm ? s * n : s;
  if (!linear) {
    t.i0 = t.i1 = wrap_edge((int)floor(u), n, mode);
    t.a = 0;
  } else {
    float v = u - 0.5f;
    int i0 = (int)floor(v);
    t.a = v - floor(v);
    t.i0 = wrap_edge(i0, n, mode);
    t.i1 = wrap_edge(i0 + 1, n, mode);
  }
  return t;
}

static float4 border_f(img_t im) {
  return has_alpha(im) ? (float4)0.0f : (float4)(0.0f, 0.0f, 0.0f, 1.0f);
}

static float4 tap_f(img_t im, int x, int y, int z) {
  return x < 0 || y < 0 || z < 0 ? border_f(im) : load_f(im, x, y, z);
}

static int4 tap_i(img_t im, int x, int y, int z) {
  return x < 0 || y < 0 || z < 0 ? (has_alpha(im) ? (int4)0 : (int4)(0, 0, 0, 1))
                                 : load_i(im, x, y, z);
}

/* dims spatial dimensions of c; `layer` (-1: none) goes to y (1D arrays) or
 * z (2D arrays) */
static float4 sample_f(img_t im, uint bits, float4 c, int dims, int layer) {
  taps tx = address(c.x, im->width, bits);
  taps ty = dims > 1 ? address(c.y, im->height, bits) : (taps){0, 0, 0};
  taps tz = dims > 2 ? address(c.z, im->depth, bits) : (taps){0, 0, 0};
  if (layer >= 0) {
    if (dims == 1)
      ty = (taps){layer, layer, 0};
    else
      tz = (taps){layer, layer, 0};
  }
  if ((bits & 0x30) != CLK_FILTER_LINEAR)
    return tap_f(im, tx.i0, ty.i0, tz.i0);
  float4 r = 0;
  for (int k = 0; k < 8; k++) {
    int dx = k & 1, dy = (k >> 1) & 1, dz = (k >> 2) & 1;
    float w = (dx ? tx.a : 1 - tx.a) * (dy ? ty.a : 1 - ty.a) *
              (dz ? tz.a : 1 - tz.a);
    if (w == 0.0f)
      continue;
    r += w * tap_f(im, dx ? tx.i1 : tx.i0, dy ? ty.i1 : ty.i0,
                   dz ? tz.i1 : tz.i0);
  }
  return r;
}

static int4 sample_i(img_t im, uint bits, float4 c, int dims, int layer) {
  taps tx = address(c.x, im->width, bits & ~0x30u);
  taps ty = dims > 1 ? address(c.y, im->height, bits & ~0x30u) : (taps){0, 0, 0};
  taps tz = dims > 2 ? address(c.z, im->depth, bits & ~0x30u) : (taps){0, 0, 0};
  if (layer >= 0) {
    if (dims == 1)
      ty = (taps){layer, layer, 0};
    else
      tz = (taps){layer, layer, 0};
  }
  return tap_i(im, tx.i0, ty.i0, tz.i0);
}

static int layer_of(float l, uint n) {
  return clamp((int)rint(l), 0, (int)n - 1);
}

/* ---- reads ---- */
/* F: the suffix (f, i, ui), R: the result, S: sample_f or sample_i */
#define READS(F, R, CONV, S)                                                  \
  _CLC_DEF R read_image##F(read_only image1d_t i, sampler_t s, float c) {     \
    return CONV(S(__cucc_img_1d(i), __cucc_sampler_bits(s), (float4)(c, 0, 0, 0), 1, -1)); \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image1d_t i, sampler_t s, int c) {       \
    return CONV(S(__cucc_img_1d(i), __cucc_sampler_bits(s) & ~0x31u, (float4)((float)c, 0, 0, 0), 1, -1)); \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image1d_t i, int c) {                    \
    return CONV(S(__cucc_img_1d(i), 2, (float4)((float)c, 0, 0, 0), 1, -1));  \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image1d_buffer_t i, int c) {             \
    return CONV(S(__cucc_img_1db(i), 2, (float4)((float)c, 0, 0, 0), 1, -1)); \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image1d_array_t i, sampler_t s, float2 c) { \
    img_t im = __cucc_img_1da(i);                                             \
    return CONV(S(im, __cucc_sampler_bits(s), (float4)(c.x, 0, 0, 0), 1,      \
                  layer_of(c.y, im->array_size)));                            \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image1d_array_t i, sampler_t s, int2 c) { \
    img_t im = __cucc_img_1da(i);                                             \
    return CONV(S(im, __cucc_sampler_bits(s) & ~0x31u, (float4)((float)c.x, 0, 0, 0), 1, \
                  clamp(c.y, 0, (int)im->array_size - 1)));                   \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image1d_array_t i, int2 c) {             \
    img_t im = __cucc_img_1da(i);                                             \
    return CONV(S(im, 2, (float4)((float)c.x, 0, 0, 0), 1,                    \
                  clamp(c.y, 0, (int)im->array_size - 1)));                   \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image2d_t i, sampler_t s, float2 c) {    \
    return CONV(S(__cucc_img_2d(i), __cucc_sampler_bits(s), (float4)(c, 0, 0), 2, -1)); \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image2d_t i, sampler_t s, int2 c) {      \
    return CONV(S(__cucc_img_2d(i), __cucc_sampler_bits(s) & ~0x31u, (float4)(convert_float2(c), 0, 0), 2, -1)); \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image2d_t i, int2 c) {                   \
    return CONV(S(__cucc_img_2d(i), 2, (float4)(convert_float2(c), 0, 0), 2, -1)); \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image2d_array_t i, sampler_t s, float4 c) { \
    img_t im = __cucc_img_2da(i);                                             \
    return CONV(S(im, __cucc_sampler_bits(s), c, 2, layer_of(c.z, im->array_size))); \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image2d_array_t i, sampler_t s, int4 c) { \
    img_t im = __cucc_img_2da(i);                                             \
    return CONV(S(im, __cucc_sampler_bits(s) & ~0x31u, convert_float4(c), 2,  \
                  clamp(c.z, 0, (int)im->array_size - 1)));                   \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image2d_array_t i, int4 c) {             \
    img_t im = __cucc_img_2da(i);                                             \
    return CONV(S(im, 2, convert_float4(c), 2,                                \
                  clamp(c.z, 0, (int)im->array_size - 1)));                   \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image3d_t i, sampler_t s, float4 c) {    \
    return CONV(S(__cucc_img_3d(i), __cucc_sampler_bits(s), c, 3, -1));       \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image3d_t i, sampler_t s, int4 c) {      \
    return CONV(S(__cucc_img_3d(i), __cucc_sampler_bits(s) & ~0x31u, convert_float4(c), 3, -1)); \
  }                                                                           \
  _CLC_DEF R read_image##F(read_only image3d_t i, int4 c) {                   \
    return CONV(S(__cucc_img_3d(i), 2, convert_float4(c), 3, -1));            \
  }
#define ID(x) (x)
READS(f, float4, ID, sample_f)
READS(i, int4, ID, sample_i)
READS(ui, uint4, as_uint4, sample_i)

/* ---- writes ---- */
static void put_f(img_t im, __global char *p, int c, float v) {
  switch (im->type) {
  case CLK_UNORM_INT8:
    ((__global uchar *)p)[c] = convert_uchar_sat_rte(v * 255.0f);
    break;
  case CLK_UNORM_INT16:
    ((__global ushort *)p)[c] = convert_ushort_sat_rte(v * 65535.0f);
    break;
  case CLK_SNORM_INT8:
    ((__global char *)p)[c] = convert_char_sat_rte(v * 127.0f);
    break;
  case CLK_SNORM_INT16:
    ((__global short *)p)[c] = convert_short_sat_rte(v * 32767.0f);
    break;
  case CLK_HALF_FLOAT:
    vstore_half_rte(v, c, (__global half *)p);
    break;
  default:
    ((__global float *)p)[c] = v;
    break;
  }
}

static void put_i(img_t im, __global char *p, int c, int v) {
  switch (im->type) {
  case CLK_SIGNED_INT8:
    ((__global char *)p)[c] = convert_char_sat(v);
    break;
  case CLK_SIGNED_INT16:
    ((__global short *)p)[c] = convert_short_sat(v);
    break;
  case CLK_UNSIGNED_INT8:
    ((__global uchar *)p)[c] = convert_uchar_sat(as_uint(v));
    break;
  case CLK_UNSIGNED_INT16:
    ((__global ushort *)p)[c] = convert_ushort_sat(as_uint(v));
    break;
  default:
    ((__global int *)p)[c] = v;
    break;
  }
}

/* which RGBA component stored channel k holds */
static int comp(img_t im, int k) {
  switch (im->order) {
  case CLK_A:
    return 3;
  case CLK_RA:
    return k ? 3 : 0;
  case CLK_BGRA:
    return k == 0 ? 2 : k == 2 ? 0 : k;
  case CLK_ARGB:
    return k == 0 ? 3 : k - 1;
  default:
    return k;
  }
}

static void store_f(img_t im, int x, int y, int z, float4 v) {
  if (x < 0 || y < 0 || z < 0 || x >= (int)im->width)
    return;
  __global char *p = pixel(im, x, y, z);
  float a[4] = {v.x, v.y, v.z, v.w};
  for (int k = 0; k < (int)im->channels; k++)
    put_f(im, p, k, a[comp(im, k)]);
}

static void store_i(img_t im, int x, int y, int z, int4 v) {
  if (x < 0 || y < 0 || z < 0 || x >= (int)im->width)
    return;
  __global char *p = pixel(im, x, y, z);
  int a[4] = {v.x, v.y, v.z, v.w};
  for (int k = 0; k < (int)im->channels; k++)
    put_i(im, p, k, a[comp(im, k)]);
}

#define WRITES(F, T, STORE, CONV)                                             \
  _CLC_DEF void write_image##F(write_only image1d_t i, int c, T v) {          \
    STORE(__cucc_img_1d_wo(i), c, 0, 0, CONV(v));                             \
  }                                                                           \
  _CLC_DEF void write_image##F(write_only image1d_buffer_t i, int c, T v) {   \
    STORE(__cucc_img_1db_wo(i), c, 0, 0, CONV(v));                            \
  }                                                                           \
  _CLC_DEF void write_image##F(write_only image1d_array_t i, int2 c, T v) {   \
    STORE(__cucc_img_1da_wo(i), c.x, c.y, 0, CONV(v));                        \
  }                                                                           \
  _CLC_DEF void write_image##F(write_only image2d_t i, int2 c, T v) {         \
    STORE(__cucc_img_2d_wo(i), c.x, c.y, 0, CONV(v));                         \
  }                                                                           \
  _CLC_DEF void write_image##F(write_only image2d_array_t i, int4 c, T v) {   \
    STORE(__cucc_img_2da_wo(i), c.x, c.y, c.z, CONV(v));                      \
  }                                                                           \
  _CLC_DEF void write_image##F(write_only image3d_t i, int4 c, T v) {         \
    STORE(__cucc_img_3d_wo(i), c.x, c.y, c.z, CONV(v));                       \
  }
WRITES(f, float4, store_f, ID)
WRITES(i, int4, store_i, ID)
WRITES(ui, uint4, store_i, as_int4)

/* ---- queries ---- */
#define QUERIES(T, N, ACC, SUF)                                               \
  _CLC_DEF int get_image_width(ACC T i) { return __cucc_img_##N##SUF(i)->width; } \
  _CLC_DEF int get_image_channel_data_type(ACC T i) {                         \
    return __cucc_img_##N##SUF(i)->type;                                      \
  }                                                                           \
  _CLC_DEF int get_image_channel_order(ACC T i) {                             \
    return __cucc_img_##N##SUF(i)->order;                                     \
  }
#define HEIGHT(T, N, ACC, SUF)                                                \
  QUERIES(T, N, ACC, SUF)                                                     \
  _CLC_DEF int get_image_height(ACC T i) { return __cucc_img_##N##SUF(i)->height; }
#define QUERIES2(T, N, ACC, SUF)                                              \
  HEIGHT(T, N, ACC, SUF)                                                      \
  _CLC_DEF int2 get_image_dim(ACC T i) {                                      \
    img_t im = __cucc_img_##N##SUF(i);                                        \
    return (int2)(im->width, im->height);                                     \
  }
#define BOTH(X, T, N) X(T, N, read_only, ) X(T, N, write_only, _wo)
BOTH(QUERIES, image1d_t, 1d)
BOTH(QUERIES, image1d_buffer_t, 1db)
BOTH(QUERIES, image1d_array_t, 1da)
BOTH(QUERIES2, image2d_t, 2d)
BOTH(QUERIES2, image2d_array_t, 2da)
BOTH(HEIGHT, image3d_t, 3d)
#define ARRAYS(T, N, ACC, SUF)                                                \
  _CLC_DEF size_t get_image_array_size(ACC T i) {                             \
    return __cucc_img_##N##SUF(i)->array_size;                                \
  }
BOTH(ARRAYS, image1d_array_t, 1da)
BOTH(ARRAYS, image2d_array_t, 2da)
#define DEPTH(T, N, ACC, SUF)                                                 \
  _CLC_DEF int get_image_depth(ACC T i) { return __cucc_img_##N##SUF(i)->depth; } \
  _CLC_DEF int4 get_image_dim(ACC T i) {                                      \
    img_t im = __cucc_img_##N##SUF(i);                                        \
    return (int4)(im->width, im->height, im->depth, 0);                       \
  }
BOTH(DEPTH, image3d_t, 3d)
