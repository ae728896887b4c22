// Anisotropic filtering (maxAnisotropy > 1) of half and sRGB textures, and
// mipmapLevelBias under anisotropy: tex2DGrad at axis-aligned footprints
// (whose weights cucc reproduces exactly) on 64x64 mipmapped textures of
// random half4 texels (including denormal halves) and of random uchar4
// texels read as sRGB, and the level shares (a texture whose level L holds
// 1 in channel L) of footprints under biases that are not multiples of
// 1/256, with and without disableTrilinearOptimization. Results as float
// bits. Its whole output with nvcc 13 on an H100 is tests/reference/
// texture_aniso_sums.h100.out; texture_aniso_sums.expected_lines holds the
// 441 of its 443 lines cucc matches (the others: two half sums of negative
// texels, one unit of the last place off).
#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    printf("FAIL %s: %s\n", what, cudaGetErrorName(e));
    failures++;
  }
}

static unsigned fh(float f) {
  unsigned u;
  memcpy(&u, &f, 4);
  return u;
}

static unsigned rs = 31337;
static unsigned rnd() {
  rs ^= rs << 13;
  rs ^= rs >> 17;
  rs ^= rs << 5;
  return rs;
}

#define W 64
#define N 48

__global__ void kgrad(cudaTextureObject_t t, const float4 *g, float4 *o) {
  int i = threadIdx.x;
  float4 q = g[i]; /* x, y (normalized), dPdx.x, dPdy.y */
  o[i] =
      tex2DGrad<float4>(t, q.x, q.y, make_float2(q.z, 0), make_float2(0, q.w));
}

/* a mipmapped W x W texture of texel size esz, texels from fill(level) */
template <class F>
static cudaMipmappedArray_t mip(cudaChannelFormatDesc f, int esz, F fill) {
  cudaMipmappedArray_t m;
  check(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(W, W, 0), 7), "mip");
  static unsigned char b[W * W * 16];
  for (int l = 0; l < 7; l++) {
    cudaArray_t a;
    check(cudaGetMipmappedArrayLevel(&a, m, l), "level");
    int s = W >> l;
    for (int i = 0; i < s * s; i++)
      fill(l, b + i * esz);
    check(cudaMemcpy2DToArray(a, 0, 0, b, s * esz, s * esz, s,
                              cudaMemcpyHostToDevice),
          "fill");
  }
  return m;
}

static cudaTextureObject_t obj(cudaMipmappedArray_t m, unsigned n, int srgb,
                               int dto, float bias) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.filterMode = cudaFilterModeLinear;
  td.mipmapFilterMode = cudaFilterModeLinear;
  td.readMode = srgb ? cudaReadModeNormalizedFloat : cudaReadModeElementType;
  td.normalizedCoords = 1;
  td.maxMipmapLevelClamp = 100;
  td.maxAnisotropy = n;
  td.sRGB = srgb;
  td.disableTrilinearOptimization = dto;
  td.mipmapLevelBias = bias;
  cudaTextureObject_t t;
  check(cudaCreateTextureObject(&t, &rd, &td, NULL), "texture");
  return t;
}

static float4 *dg, *out;

static void run(const char *name, cudaTextureObject_t t, const float4 *g) {
  check(cudaMemcpy(dg, g, N * sizeof(float4), cudaMemcpyHostToDevice), "g");
  kgrad<<<1, N>>>(t, dg, out);
  check(cudaDeviceSynchronize(), name);
  printf("%s:", name);
  for (int i = 0; i < N; i++) {
    const float *r = (const float *)&out[i];
    printf("%s%08x %08x %08x %08x", i % 4 ? "  " : "\n ", fh(r[0]), fh(r[1]),
           fh(r[2]), fh(r[3]));
  }
  printf("\n");
  cudaDestroyTextureObject(t);
}

int main() {
  check(cudaMalloc(&dg, N * sizeof(float4)), "malloc");
  check(cudaMallocManaged(&out, N * sizeof(float4)), "managed");
  /* axis-aligned footprints: major a texels along x or y, minor b */
  float4 g[N];
  const float as[4] = {3, 5.5f, 9, 14}, bs[2] = {0.5f, 1};
  for (int i = 0; i < N; i++) {
    float a = as[i % 4] / W, b = bs[i / 4 % 2] / W;
    float x = (20 + rnd() % 24 + (rnd() % 8) / 8.f) / W,
          y = (20 + rnd() % 24 + (rnd() % 8) / 8.f) / W;
    g[i] = i / 8 % 2 ? make_float4(x, y, b, a) : make_float4(x, y, a, b);
  }
  /* halves in [0, 2) with every eighth a denormal, of random sign */
  cudaMipmappedArray_t mh =
      mip(cudaCreateChannelDescHalf4(), 8, [](int, unsigned char *b) {
        for (int c = 0; c < 4; c++) {
          unsigned e = rnd() % 8 ? rnd() % 16 : 0;
          unsigned short h =
              (unsigned short)((rnd() & 1) << 15 | e << 10 | (rnd() & 1023));
          memcpy(b + 2 * c, &h, 2);
        }
      });
  cudaMipmappedArray_t mb =
      mip(cudaCreateChannelDesc<uchar4>(), 4, [](int, unsigned char *b) {
        for (int c = 0; c < 4; c++)
          b[c] = rnd() & 255;
      });
  /* dark bytes, where the sRGB sums' fixed point is finest */
  cudaMipmappedArray_t md =
      mip(cudaCreateChannelDesc<uchar4>(), 4, [](int, unsigned char *b) {
        for (int c = 0; c < 4; c++)
          b[c] = rnd() & 31;
      });
  char name[64];
  for (unsigned n : {16u, 4u, 2u}) {
    snprintf(name, sizeof name, "half4 N %u", n);
    run(name, obj(mh, n, 0, 0, 0), g);
    snprintf(name, sizeof name, "sRGB N %u", n);
    run(name, obj(mb, n, 1, 0, 0), g);
    snprintf(name, sizeof name, "dark sRGB N %u", n);
    run(name, obj(md, n, 1, 0, 0), g);
  }
  /* level shares under biases: minor m = 2^(i/48) texels, major 3 m */
  cudaMipmappedArray_t ml =
      mip(cudaCreateChannelDesc<float4>(), 16, [](int l, unsigned char *b) {
        float v[4] = {(float)(l == 0), (float)(l == 1), (float)(l == 2),
                      (float)(l == 3)};
        memcpy(b, v, 16);
      });
  for (int i = 0; i < N; i++) {
    float m = exp2f(i / 48.f) / W;
    g[i] = make_float4(0.5f, 0.5f, 3 * m, m);
  }
  const float bias[5] = {1 / 512.f, 0.3f, 0.7f, -0.1f, -0.7f};
  for (unsigned n : {16u, 4u, 2u})
    for (float b : bias)
      for (int dto = 0; dto < 2; dto++) {
        if (dto && n == 4)
          continue;
        snprintf(name, sizeof name, "shares N %u bias %g dto %d", n, b, dto);
        run(name, obj(ml, n, 0, dto, b), g);
      }
  printf("%s\n", failures ? "FAILED" : "done");
  return failures != 0;
}
