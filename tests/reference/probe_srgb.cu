// What cudaTextureDesc.sRGB does on the GPU (issue 5): which formats
// cudaCreateTextureObject accepts it for (and what the getter returns), the
// float read for every byte value of uchar1/2/4 textures (alpha too), other
// formats with sRGB, tex1Dfetch, element-type reads, linear filtering
// (sweeps between texel pairs in 1/256 steps, bilinear), border colors,
// tex2Dgather, mipmap blending, 1D filtering. Every float is printed as its
// bits in hex. Later sections: every pair of bytes filtered at two weights
// against a model of the filter (the exponent each byte aligns to), the
// exact thresholds of the border color's linear-to-sRGB encoding (found by
// bisection), the rounding of border colors of 8- and 16-bit textures at
// ties, and mipmap blending over non-uniform levels. Recorded with nvcc 13
// on an H100: probe_srgb.h100.out (run as `probe_srgb [pairs.bin]`).
#include <cuda_fp16.h>
#include <stdio.h>
#include <string.h>

static void hexf(float f) {
  unsigned b;
  memcpy(&b, &f, 4);
  printf(" %08x", b);
}
static void hex4(float4 v) {
  hexf(v.x);
  hexf(v.y);
  hexf(v.z);
  hexf(v.w);
}

// op: 0 tex1Dfetch, 1 tex1D, 2 tex2D, 3 tex2DLod, 4..7 tex2Dgather comp 0..3
struct Q {
  int op;
  float x, y, lod;
};

template <class R> __device__ R do_fetch(cudaTextureObject_t t, Q q) {
  switch (q.op) {
  case 0:
    return tex1Dfetch<R>(t, (int)q.x);
  case 1:
    return tex1D<R>(t, q.x);
  case 2:
    return tex2D<R>(t, q.x, q.y);
  default:
    return tex2DLod<R>(t, q.x, q.y, q.lod);
  }
}

template <class R>
__global__ void kfetch(cudaTextureObject_t t, const Q *q, int n, R *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = do_fetch<R>(t, q[i]);
}

__global__ void kgather(cudaTextureObject_t t, const Q *q, int n, float4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  switch (q[i].op) {
  case 4:
    o[i] = tex2Dgather<float4>(t, q[i].x, q[i].y, 0);
    break;
  case 5:
    o[i] = tex2Dgather<float4>(t, q[i].x, q[i].y, 1);
    break;
  case 6:
    o[i] = tex2Dgather<float4>(t, q[i].x, q[i].y, 2);
    break;
  default:
    o[i] = tex2Dgather<float4>(t, q[i].x, q[i].y, 3);
  }
}

#define MAXQ 4096
static Q hq[MAXQ];
static Q *dq;
static void *dout;
static unsigned char hout[MAXQ * 16];

// Runs the queries hq[0..n) with result type R; results in hout.
template <class R> static void run(cudaTextureObject_t t, int n) {
  cudaMemcpy(dq, hq, n * sizeof(Q), cudaMemcpyHostToDevice);
  kfetch<R><<<(n + 127) / 128, 128>>>(t, dq, n, (R *)dout);
  cudaError_t e = cudaMemcpy(hout, dout, n * sizeof(R), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) printf("kernel error %s\n", cudaGetErrorName(e));
}
static void run_gather(cudaTextureObject_t t, int n) {
  cudaMemcpy(dq, hq, n * sizeof(Q), cudaMemcpyHostToDevice);
  kgather<<<(n + 127) / 128, 128>>>(t, dq, n, (float4 *)dout);
  cudaError_t e =
      cudaMemcpy(hout, dout, n * sizeof(float4), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) printf("kernel error %s\n", cudaGetErrorName(e));
}
static float4 out4(int i) {
  float4 v;
  memcpy(&v, hout + 16 * i, 16);
  return v;
}

static cudaTextureDesc tdesc(int rm, int filt, int srgb, int am = 1,
                             int norm = 0) {
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++) td.addressMode[i] = (cudaTextureAddressMode)am;
  td.filterMode = (cudaTextureFilterMode)filt;
  td.readMode = (cudaTextureReadMode)rm;
  td.normalizedCoords = norm;
  td.sRGB = srgb;
  td.mipmapFilterMode = cudaFilterModeLinear;
  td.maxMipmapLevelClamp = 100;
  return td;
}

static cudaResourceDesc array_res(cudaArray_t a) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = a;
  return rd;
}

// A W x H array of `desc` holding `bytes` (rows of W * esize bytes).
static cudaArray_t make_array(cudaChannelFormatDesc desc, int w, int h,
                              const void *bytes, size_t esize,
                              unsigned flags = 0) {
  cudaArray_t a = NULL;
  cudaError_t e = cudaMallocArray(&a, &desc, w, h, flags);
  if (e != cudaSuccess) {
    printf("mallocarray %s\n", cudaGetErrorName(e));
    return NULL;
  }
  cudaMemcpy2DToArray(a, 0, 0, bytes, w * esize, w * esize, h ? h : 1,
                      cudaMemcpyHostToDevice);
  return a;
}

static cudaTextureObject_t make(const cudaResourceDesc &rd,
                                const cudaTextureDesc &td, const char *what) {
  cudaTextureObject_t t = 0;
  cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
  if (e != cudaSuccess) {
    printf("%s: create error %d %s\n", what, (int)e, cudaGetErrorName(e));
    cudaGetLastError();
    return 0;
  }
  return t;
}

struct Fmt {
  const char *name;
  int x, y, z, w;
  cudaChannelFormatKind k;
};
static const Fmt fmts[] = {
    {"u8x1", 8, 0, 0, 0, cudaChannelFormatKindUnsigned},
    {"u8x2", 8, 8, 0, 0, cudaChannelFormatKindUnsigned},
    {"u8x4", 8, 8, 8, 8, cudaChannelFormatKindUnsigned},
    {"s8x1", 8, 0, 0, 0, cudaChannelFormatKindSigned},
    {"s8x2", 8, 8, 0, 0, cudaChannelFormatKindSigned},
    {"s8x4", 8, 8, 8, 8, cudaChannelFormatKindSigned},
    {"u16x1", 16, 0, 0, 0, cudaChannelFormatKindUnsigned},
    {"u16x4", 16, 16, 16, 16, cudaChannelFormatKindUnsigned},
    {"s16x1", 16, 0, 0, 0, cudaChannelFormatKindSigned},
    {"u32x1", 32, 0, 0, 0, cudaChannelFormatKindUnsigned},
    {"s32x1", 32, 0, 0, 0, cudaChannelFormatKindSigned},
    {"f16x1", 16, 0, 0, 0, cudaChannelFormatKindFloat},
    {"f16x4", 16, 16, 16, 16, cudaChannelFormatKindFloat},
    {"f32x1", 32, 0, 0, 0, cudaChannelFormatKindFloat},
    {"f32x4", 32, 32, 32, 32, cudaChannelFormatKindFloat},
};
#define NFMT (int)(sizeof fmts / sizeof fmts[0])

static char *block;      // 512-aligned device scratch for linear/pitch2D
static float g_tab[256]; // u8x4 sRGB point results, channel x (section B)

// Section A: creation codes for every format x resource x read mode x
// filter x sRGB value; on success the getter's sRGB (g) is appended.
static void creation() {
  printf("== creation (code[/gSRGB])\n");
  for (int f = 0; f < NFMT; f++) {
    const Fmt &F = fmts[f];
    cudaChannelFormatDesc d = cudaCreateChannelDesc(F.x, F.y, F.z, F.w, F.k);
    cudaArray_t a = NULL;
    cudaMallocArray(&a, &d, 4, 4);
    for (int r = 0; r < 3; r++) {
      cudaResourceDesc rd;
      memset(&rd, 0, sizeof rd);
      if (r == 0) {
        rd.resType = cudaResourceTypeLinear;
        rd.res.linear.devPtr = block;
        rd.res.linear.desc = d;
        rd.res.linear.sizeInBytes = 1024;
      } else if (r == 1) {
        rd.resType = cudaResourceTypePitch2D;
        rd.res.pitch2D.devPtr = block;
        rd.res.pitch2D.desc = d;
        rd.res.pitch2D.width = 4;
        rd.res.pitch2D.height = 4;
        rd.res.pitch2D.pitchInBytes = 512;
      } else {
        rd = array_res(a);
      }
      printf("%s %s:", F.name, r == 0 ? "linear" : r == 1 ? "pitch" : "array");
      for (int rm = 0; rm < 2; rm++)
        for (int filt = 0; filt < 2; filt++)
          for (int s = 0; s < 3; s++) {
            cudaTextureDesc td = tdesc(rm, filt, s == 2 ? 5 : s);
            cudaTextureObject_t t = 0;
            cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
            printf(" r%df%ds%d=%d", rm, filt, s == 2 ? 5 : s, (int)e);
            if (e == cudaSuccess) {
              cudaTextureDesc g;
              memset(&g, 0x55, sizeof g);
              cudaGetTextureObjectTextureDesc(&g, t);
              printf("/g%d", g.sRGB);
              cudaDestroyTextureObject(t);
            } else {
              cudaGetLastError();
            }
          }
      printf("\n");
    }
    cudaFreeArray(a);
  }
}

// Section B: every byte value of uchar1/2/4 (all channels the byte),
// point sampled with tex1D on a 256 x 1 array, normalized-float reads; sRGB
// 1 and 0. Also tex1Dfetch on linear memory and tex2D on pitch2D memory.
static void all_bytes() {
  unsigned char v4[256 * 4];
  for (int i = 0; i < 256; i++)
    for (int c = 0; c < 4; c++) v4[4 * i + c] = (unsigned char)i;
  for (int n = 1; n <= 4; n *= 2) {
    cudaChannelFormatDesc d =
        cudaCreateChannelDesc(8, n > 1 ? 8 : 0, n > 2 ? 8 : 0, n > 2 ? 8 : 0,
                              cudaChannelFormatKindUnsigned);
    unsigned char v[256 * 4];
    for (int i = 0; i < 256 * n; i++) v[i] = (unsigned char)(i / n);
    cudaArray_t a = make_array(d, 256, 0, v, n);
    cudaResourceDesc rd = array_res(a);
    for (int s = 1; s >= 0; s--) {
      cudaTextureDesc td = tdesc(1, 0, s);
      cudaTextureObject_t t = make(rd, td, "bytes");
      if (!t) continue;
      for (int i = 0; i < 256; i++) hq[i] = Q{1, i + 0.5f, 0, 0};
      run<float4>(t, 256);
      printf("== u8x%d tex1D point sRGB=%d: byte x y z w\n", n, s);
      if (n == 4 && s == 1)
        for (int i = 0; i < 256; i++) g_tab[i] = out4(i).x;
      for (int i = 0; i < 256; i++) {
        printf("%3d", i);
        hex4(out4(i));
        printf("\n");
      }
      cudaDestroyTextureObject(t);
    }
    cudaFreeArray(a);
  }
  // tex1Dfetch over linear memory, uchar4, sRGB 1: every byte
  cudaMemcpy(block, v4, sizeof v4, cudaMemcpyHostToDevice);
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = block;
  rd.res.linear.desc = cudaCreateChannelDesc<uchar4>();
  rd.res.linear.sizeInBytes = sizeof v4;
  cudaTextureObject_t t = make(rd, tdesc(1, 0, 1), "fetch");
  if (t) {
    for (int i = 0; i < 256; i++) hq[i] = Q{0, (float)i, 0, 0};
    run<float4>(t, 256);
    printf("== u8x4 tex1Dfetch sRGB=1: byte x y z w\n");
    for (int i = 0; i < 256; i++) {
      printf("%3d", i);
      hex4(out4(i));
      printf("\n");
    }
    cudaDestroyTextureObject(t);
  }
  // element-type reads with sRGB 1: tex1Dfetch and tex1D (array) of uchar4
  t = make(rd, tdesc(0, 0, 1), "fetch elem");
  if (t) {
    for (int i = 0; i < 16; i++) hq[i] = Q{0, (float)(i * 17), 0, 0};
    run<uchar4>(t, 16);
    printf("== u8x4 tex1Dfetch element sRGB=1 (bytes 0,17,..255):");
    for (int i = 0; i < 16; i++) {
      uchar4 u;
      memcpy(&u, hout + 4 * i, 4);
      printf(" %02x%02x%02x%02x", u.x, u.y, u.z, u.w);
    }
    printf("\n");
    cudaDestroyTextureObject(t);
  }
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 256, 0, v4, 4);
  t = make(array_res(a), tdesc(0, 0, 1), "tex1D elem");
  if (t) {
    for (int i = 0; i < 16; i++) hq[i] = Q{1, i * 17 + 0.5f, 0, 0};
    run<uchar4>(t, 16);
    printf("== u8x4 tex1D element sRGB=1 (bytes 0,17,..255):");
    for (int i = 0; i < 16; i++) {
      uchar4 u;
      memcpy(&u, hout + 4 * i, 4);
      printf(" %02x%02x%02x%02x", u.x, u.y, u.z, u.w);
    }
    printf("\n");
    cudaDestroyTextureObject(t);
  }
  cudaFreeArray(a);
  // tex2D over pitch2D memory (64 x 4 uchar4, rows of 256 bytes), sRGB 1
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypePitch2D;
  rd.res.pitch2D.devPtr = block;
  rd.res.pitch2D.desc = cudaCreateChannelDesc<uchar4>();
  rd.res.pitch2D.width = 64;
  rd.res.pitch2D.height = 4;
  rd.res.pitch2D.pitchInBytes = 256;
  t = make(rd, tdesc(1, 0, 1), "pitch");
  if (t) {
    for (int i = 0; i < 16; i++)
      hq[i] = Q{2, (float)(i * 17 % 64) + 0.5f, (float)(i * 17 / 64) + 0.5f, 0};
    run<float4>(t, 16);
    printf("== u8x4 pitch2D tex2D sRGB=1 (bytes 0,17,..255):\n");
    for (int i = 0; i < 16; i++) {
      printf("%3d", i * 17);
      hex4(out4(i));
      printf("\n");
    }
    cudaDestroyTextureObject(t);
  }
}

// Section C: other formats with sRGB 1 (where creation succeeds), point
// sampled, next to sRGB 0. 32 texel values per format in a 32 x 1 array.
static void other_formats() {
  printf("== other formats, sRGB 1 vs 0: value: x (s1) x (s0) ...\n");
  for (int f = 0; f < NFMT; f++) {
    const Fmt &F = fmts[f];
    if (F.x == 8 && F.k == cudaChannelFormatKindUnsigned) continue;
    cudaChannelFormatDesc d = cudaCreateChannelDesc(F.x, F.y, F.z, F.w, F.k);
    int nch = 1 + (F.y != 0) + (F.z != 0) + (F.w != 0);
    int cb = F.x / 8;
    unsigned char buf[32 * 16];
    unsigned vals[32];
    for (int i = 0; i < 32; i++) {
      unsigned v;
      if (F.k == cudaChannelFormatKindFloat) {
        static const float fv[8] = {0.f,  0.0031308f, 0.04045f, 0.2f,
                                    0.5f, 0.73f,      1.f,      2.f};
        float x =
            fv[i % 8] * (i >= 16 ? -1.f : 1.f) * (i % 16 >= 8 ? 0.5f : 1.f);
        if (F.x == 32)
          memcpy(&v, &x, 4);
        else {
          __half h = __float2half(x);
          unsigned short s;
          memcpy(&s, &h, 2);
          v = s;
        }
      } else if (F.x == 8) {
        v = (unsigned)(i * 8 + (i & 1)) & 0xff;
      } else if (F.x == 16) {
        v = (unsigned)(i * 2048 + i * 37) & 0xffff;
      } else {
        v = (unsigned)i * 0x08000001u;
      }
      vals[i] = v;
      for (int c = 0; c < nch; c++) memcpy(buf + (i * nch + c) * cb, &v, cb);
    }
    cudaArray_t a = make_array(d, 32, 0, buf, nch * cb);
    bool elem = F.k == cudaChannelFormatKindFloat || F.x == 32;
    bool ints = F.x == 32 && F.k != cudaChannelFormatKindFloat;
    cudaTextureObject_t t[2];
    for (int s = 0; s < 2; s++) {
      cudaTextureDesc td = tdesc(elem ? 0 : 1, 0, 1 - s);
      t[s] = make(array_res(a), td, F.name);
    }
    if (t[0] && t[1]) {
      float4 r[2][32];
      for (int s = 0; s < 2; s++) {
        for (int i = 0; i < 32; i++) hq[i] = Q{1, i + 0.5f, 0, 0};
        if (ints)
          run<uint4>(t[s], 32);
        else
          run<float4>(t[s], 32);
        memcpy(r[s], hout, sizeof r[s]);
      }
      for (int i = 0; i < 32; i++) {
        printf("%s %08x:", F.name, vals[i]);
        hex4(r[0][i]);
        printf(" |");
        hex4(r[1][i]);
        printf("\n");
      }
    }
    for (int s = 0; s < 2; s++)
      if (t[s]) cudaDestroyTextureObject(t[s]);
    cudaFreeArray(a);
  }
}

// Section D: linear filtering between texel pairs (x = 2p + 0.5 + k / 256,
// k = 0..256) of a 16 x 1 uchar4 array, sRGB 1, clamp, tex2D at y = 0.5.
static const unsigned char pairs[4][8][2] = {{{0, 255},
                                              {0, 1},
                                              {1, 2},
                                              {254, 255},
                                              {100, 101},
                                              {10, 200},
                                              {128, 129},
                                              {3, 4}},
                                             {{255, 0},
                                              {5, 6},
                                              {20, 21},
                                              {60, 61},
                                              {200, 201},
                                              {30, 31},
                                              {9, 10},
                                              {11, 12}},
                                             {{2, 3},
                                              {40, 41},
                                              {80, 81},
                                              {150, 151},
                                              {220, 221},
                                              {45, 46},
                                              {17, 18},
                                              {6, 7}},
                                             {{0, 255},
                                              {1, 2},
                                              {100, 101},
                                              {254, 255},
                                              {0, 1},
                                              {7, 8},
                                              {128, 129},
                                              {50, 250}}};
static void sweeps() {
  unsigned char v[16 * 4];
  for (int p = 0; p < 8; p++)
    for (int j = 0; j < 2; j++)
      for (int c = 0; c < 4; c++) v[(2 * p + j) * 4 + c] = pairs[c][p][j];
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 16, 1, v, 4);
  cudaTextureObject_t t = make(array_res(a), tdesc(1, 1, 1), "sweep");
  if (!t) return;
  int n = 0;
  for (int p = 0; p < 8; p++)
    for (int k = 0; k <= 256; k++)
      hq[n++] = Q{2, 2 * p + 0.5f + k / 256.f, 0.5f, 0};
  run<float4>(t, n);
  printf("== linear sweeps sRGB=1: pair k: x y z w (pairs x %s)\n",
         "0-255 0-1 1-2 254-255 100-101 10-200 128-129 3-4");
  printf("   y: 255-0 5-6 20-21 60-61 200-201 30-31 9-10 11-12; z: 2-3 40-41 "
         "80-81 150-151 220-221 45-46 17-18 6-7; w: 0-255 1-2 100-101 "
         "254-255 0-1 7-8 128-129 50-250\n");
  for (int i = 0; i < n; i++) {
    printf("%d %3d", i / 257, i % 257);
    hex4(out4(i));
    printf("\n");
  }
  cudaDestroyTextureObject(t);
  cudaFreeArray(a);
}

// Section E: bilinear filtering of a 2 x 2 uchar4 array, sRGB 1.
static const unsigned char quad[4][4] = {
    {10, 255, 0, 33}, {200, 0, 128, 99}, {77, 64, 255, 200}, {255, 190, 17, 1}};
static void bilinear() {
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 2, 2, quad, 4);
  cudaTextureObject_t t = make(array_res(a), tdesc(1, 1, 1), "bilinear");
  if (!t) return;
  static const int f[10] = {0, 1, 37, 64, 100, 128, 129, 200, 255, 256};
  int n = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      hq[n++] = Q{2, 0.5f + f[i] / 256.f, 0.5f + f[j] / 256.f, 0};
  run<float4>(t, n);
  printf("== bilinear sRGB=1 texels (10,255,0,33) (200,0,128,99) / "
         "(77,64,255,200) (255,190,17,1): a b: x y z w\n");
  for (int i = 0; i < n; i++) {
    printf("%3d %3d", f[i / 10], f[i % 10]);
    hex4(out4(i));
    printf("\n");
  }
  cudaDestroyTextureObject(t);
  cudaFreeArray(a);
}

// Section F: border colors with sRGB 1 and 0, point and linear.
static void borders() {
  static const unsigned char v[2][4] = {{200, 50, 128, 77}, {10, 250, 3, 255}};
  static const float bc[6][4] = {{0.5f, 0.2f, 0.7f, 1.f},
                                 {0.f, 0.25f, 0.75f, 0.1f},
                                 {0.0031308f, 0.04045f, 1.f / 255, 0.5f},
                                 {-1.f, 2.f, 128.f / 255, 0.9f},
                                 {0.214041f, 0.5f, 0.735357f, 0.735357f},
                                 {0.99f, 0.001f, 0.3f, 0.6f}};
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 2, 1, v, 4);
  static const float qx[8] = {-1.f, 0.f, 0.25f, 2.f, 1.75f, 0.5f, 0.5f, 3.f};
  static const float qy[8] = {0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.f, 0.25f, -2.f};
  printf("== border (texels (200,50,128,77) (10,250,3,255), 2x1, border "
         "mode): color filt sRGB x y: x y z w\n");
  for (int b = 0; b < 6; b++)
    for (int filt = 0; filt < 2; filt++)
      for (int s = 1; s >= 0; s--) {
        cudaTextureDesc td = tdesc(1, filt, s, cudaAddressModeBorder);
        memcpy(td.borderColor, bc[b], 16);
        cudaTextureObject_t t = make(array_res(a), td, "border");
        if (!t) continue;
        for (int i = 0; i < 8; i++) hq[i] = Q{2, qx[i], qy[i], 0};
        run<float4>(t, 8);
        for (int i = 0; i < 8; i++) {
          printf("b%d f%d s%d %g %g:", b, filt, s, qx[i], qy[i]);
          hex4(out4(i));
          printf("\n");
        }
        cudaDestroyTextureObject(t);
      }
  cudaFreeArray(a);
}

// Section G: tex2Dgather, sRGB 1 and 0.
static void gathers() {
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 2, 2, quad, 4,
                             cudaArrayTextureGather);
  printf("== gather (bilinear's texels) at (1, 1) and (0.2, 1.7): comp: 4 "
         "texels\n");
  for (int s = 1; s >= 0; s--) {
    cudaTextureObject_t t = make(array_res(a), tdesc(1, 0, s), "gather");
    if (!t) continue;
    for (int i = 0; i < 8; i++)
      hq[i] = Q{4 + i % 4, i < 4 ? 1.f : 0.2f, i < 4 ? 1.f : 1.7f, 0};
    cudaMemcpy(dq, hq, 8 * sizeof(Q), cudaMemcpyHostToDevice);
    run_gather(t, 8);
    for (int i = 0; i < 8; i++) {
      printf("s%d %d:", s, i);
      hex4(out4(i));
      printf("\n");
    }
    cudaDestroyTextureObject(t);
  }
  cudaFreeArray(a);
}

// Section H: a 2-level mipmapped uchar4 array (2x2 of (50,100,150,200),
// 1x1 of (250,10,128,60)), sRGB 1, tex2DLod at (0.5, 0.5) normalized.
static void mipmaps() {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<uchar4>();
  cudaMipmappedArray_t mm;
  if (cudaMallocMipmappedArray(&mm, &d, make_cudaExtent(2, 2, 0), 2) !=
      cudaSuccess) {
    printf("mipmap alloc failed\n");
    return;
  }
  unsigned char l0[16], l1[4] = {250, 10, 128, 60};
  for (int i = 0; i < 16; i++) l0[i] = (unsigned char)(50 * (i % 4 + 1));
  cudaArray_t lev;
  cudaGetMipmappedArrayLevel(&lev, mm, 0);
  cudaMemcpy2DToArray(lev, 0, 0, l0, 8, 8, 2, cudaMemcpyHostToDevice);
  cudaGetMipmappedArrayLevel(&lev, mm, 1);
  cudaMemcpy2DToArray(lev, 0, 0, l1, 4, 4, 1, cudaMemcpyHostToDevice);
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = mm;
  printf("== mipmap sRGB=1 levels (50,100,150,200) / (250,10,128,60): filt "
         "lod*32: x y z w\n");
  for (int filt = 0; filt < 2; filt++) {
    cudaTextureObject_t t =
        make(rd, tdesc(1, filt, 1, cudaAddressModeClamp, 1), "mipmap");
    if (!t) continue;
    for (int i = 0; i <= 32; i++) hq[i] = Q{3, 0.5f, 0.5f, i / 32.f};
    run<float4>(t, 33);
    for (int i = 0; i <= 32; i++) {
      printf("f%d %2d:", filt, i);
      hex4(out4(i));
      printf("\n");
    }
    cudaDestroyTextureObject(t);
  }
  cudaFreeMipmappedArray(mm);
}

// Section I: tex1D with linear filtering on a 1D uchar4 array in border
// mode (a 1D texture filters as 2D at y = 0), sRGB 1; and sRGB = 5.
static void one_d() {
  static const unsigned char v[4][4] = {{0, 64, 128, 255},
                                        {255, 192, 128, 0},
                                        {30, 60, 90, 120},
                                        {200, 100, 5, 9}};
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 4, 0, v, 4);
  static const float qx[8] = {0.f, 0.25f, 0.5f, 1.f, 1.7f, 3.9f, 4.2f, -0.3f};
  printf("== tex1D linear border (0.5 0.25 0.75 1) sRGB=1, texels "
         "(0,64,128,255) (255,192,128,0) (30,60,90,120) (200,100,5,9): x: x y "
         "z w\n");
  cudaTextureDesc td = tdesc(1, 1, 1, cudaAddressModeBorder);
  td.borderColor[0] = 0.5f;
  td.borderColor[1] = 0.25f;
  td.borderColor[2] = 0.75f;
  td.borderColor[3] = 1.f;
  cudaTextureObject_t t = make(array_res(a), td, "1d");
  if (t) {
    for (int i = 0; i < 8; i++) hq[i] = Q{1, qx[i], 0, 0};
    run<float4>(t, 8);
    for (int i = 0; i < 8; i++) {
      printf("%g:", qx[i]);
      hex4(out4(i));
      printf("\n");
    }
    cudaDestroyTextureObject(t);
  }
  printf("== tex1D point sRGB=5 (same texels): x y z w\n");
  t = make(array_res(a), tdesc(1, 0, 5), "srgb5");
  if (t) {
    for (int i = 0; i < 4; i++) hq[i] = Q{1, i + 0.5f, 0, 0};
    run<float4>(t, 4);
    for (int i = 0; i < 4; i++) {
      printf("%d:", i);
      hex4(out4(i));
      printf("\n");
    }
    cudaDestroyTextureObject(t);
  }
  cudaFreeArray(a);
}

// ---- run 2 ------------------------------------------------------------

#include <math.h>
#include <stdlib.h>

// Section J: every pair of bytes (A, B), A in row 0 and B in row 1 of a
// 2-row uchar4 array (pair p = 3 * column + channel, channels x y z; alpha
// 0), filtered vertically with weights 128/128 (y = 1) and 179/77 (y = 0.5 +
// 77/256), compared with a model: each byte's value v = M * 2^(e-7) (M of 8
// bits) is aligned to the largest alignment exponent E of the taps
// (floor(v / 2^(E-7))), summed with the weights exactly, rounded to 11 bits
// with ties away. The exponent E of each byte is fitted (e, e+1 or e+2),
// bytes in increasing order.
#define NPCOL 21846
__global__ void kcol(cudaTextureObject_t t, int n, float y, float4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = tex2D<float4>(t, i + 0.5f, y);
}
static int texp(float v) { // the exponent e of v = 1.m * 2^e
  int ex;
  frexpf(v, &ex);
  return ex - 1;
}
static float model2(const int *E, int A, int B, int wA, int wB) {
  int b[2] = {A, B}, w[2] = {wA, wB}, emax = -1000;
  for (int k = 0; k < 2; k++)
    if (w[k] && g_tab[b[k]] != 0.f && E[b[k]] > emax) emax = E[b[k]];
  if (emax == -1000) return 0.f;
  long long S = 0;
  for (int k = 0; k < 2; k++) {
    float v = g_tab[b[k]];
    if (!w[k] || v == 0.f) continue;
    S += (long long)floor(ldexp((double)v, 7 - emax)) * w[k];
  }
  if (!S) return 0.f;
  int sc = emax - 7 - 8;
  int len = 64 - __builtin_clzll((unsigned long long)S);
  if (len > 11) {
    int sh = len - 11;
    S = (S + (1LL << (sh - 1))) >> sh;
    sc += sh;
  }
  return (float)ldexp((double)S, sc);
}
static void pairs_all(const char *bin) {
  static unsigned char v[2][NPCOL * 4];
  memset(v, 0, sizeof v);
  for (int p = 0; p < 65536; p++) {
    int col = p / 3, ch = p % 3;
    v[0][col * 4 + ch] = (unsigned char)(p >> 8);
    v[1][col * 4 + ch] = (unsigned char)(p & 255);
  }
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), NPCOL, 2, v, 4);
  cudaTextureObject_t t = make(array_res(a), tdesc(1, 1, 1), "pairs");
  if (!t) return;
  float4 *d, *h = (float4 *)malloc(2 * NPCOL * sizeof(float4));
  cudaMalloc(&d, 2 * NPCOL * sizeof(float4));
  kcol<<<(NPCOL + 255) / 256, 256>>>(t, NPCOL, 1.f, d);
  kcol<<<(NPCOL + 255) / 256, 256>>>(t, NPCOL, 0.5f + 77.f / 256, d + NPCOL);
  cudaMemcpy(h, d, 2 * NPCOL * sizeof(float4), cudaMemcpyDeviceToHost);
  if (bin) {
    FILE *f = fopen(bin, "wb");
    if (f) {
      fwrite(h, sizeof(float4), 2 * NPCOL, f);
      fclose(f);
    }
  }
  // r[ay][A][B]
  static float r[2][256][256];
  for (int p = 0; p < 65536; p++)
    for (int s = 0; s < 2; s++) {
      float4 q = h[s * NPCOL + p / 3];
      r[s][p >> 8][p & 255] = p % 3 == 0 ? q.x : p % 3 == 1 ? q.y : q.z;
    }
  static const int wt[2][2] = {{128, 128}, {179, 77}};
  int E[256];
  for (int b = 0; b < 256; b++) E[b] = g_tab[b] != 0.f ? texp(g_tab[b]) : -1000;
  printf("== pairs: byte e E(fitted) mismatches with E = e, e+1, e+2 "
         "(pairs with bytes <= it)\n");
  for (int A = 1; A < 256; A++) {
    int e = E[A], cnt[3], best = 0;
    for (int c = 0; c < 3; c++) {
      E[A] = e + c;
      cnt[c] = 0;
      for (int B = 0; B <= A; B++)
        for (int s = 0; s < 2; s++) {
          if (r[s][A][B] != model2(E, A, B, wt[s][0], wt[s][1])) cnt[c]++;
          if (r[s][B][A] != model2(E, B, A, wt[s][0], wt[s][1])) cnt[c]++;
        }
      if (cnt[c] < cnt[best]) best = c;
    }
    E[A] = e + best;
    printf("%3d e%d E%d %d %d %d\n", A, e, e + best, cnt[0], cnt[1], cnt[2]);
  }
  int bad = 0;
  for (int s = 0; s < 2; s++)
    for (int A = 0; A < 256; A++)
      for (int B = 0; B < 256; B++) {
        float m = model2(E, A, B, wt[s][0], wt[s][1]);
        if (r[s][A][B] != m) {
          if (bad < 200) {
            printf("pair mismatch A %d B %d w %d/%d:", A, B, wt[s][0],
                   wt[s][1]);
            hexf(r[s][A][B]);
            hexf(m);
            printf("\n");
          }
          bad++;
        }
      }
  printf("== pairs: %d mismatches with the fitted E\n", bad);
  cudaFree(d);
  free(h);
  cudaDestroyTextureObject(t);
  cudaFreeArray(a);
}

// Section K: the border color's linear-to-sRGB encoding (channels x y z of
// an sRGB uchar4 texture in border mode): for each byte k, the smallest
// float giving k + 1 or more (bisection over float bits), next to the exact
// threshold srgb_to_linear((k + 0.5) / 255). Then some special values.
__global__ void kborder(const cudaTextureObject_t *ts, int n, float4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = tex2D<float4>(ts[i], -1.f, 0.5f);
}
static int tab_index(float v) {
  for (int b = 0; b < 256; b++)
    if (g_tab[b] == v) return b;
  return -1;
}
static double s2l(double c) {
  return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}
static cudaArray_t g_a1;
// The encoded bytes of the n floats x[] (border colors).
static void encode(const float *x, int n, int *out) {
  int nt = (n + 2) / 3;
  cudaTextureObject_t *ht =
      (cudaTextureObject_t *)malloc(nt * sizeof(cudaTextureObject_t));
  for (int i = 0; i < nt; i++) {
    cudaTextureDesc td = tdesc(1, 0, 1, cudaAddressModeBorder);
    for (int c = 0; c < 3; c++)
      td.borderColor[c] = 3 * i + c < n ? x[3 * i + c] : 0.f;
    td.borderColor[3] = 1.f;
    ht[i] = make(array_res(g_a1), td, "encode");
  }
  cudaTextureObject_t *dt;
  float4 *d, *h = (float4 *)malloc(nt * sizeof(float4));
  cudaMalloc(&dt, nt * sizeof(cudaTextureObject_t));
  cudaMalloc(&d, nt * sizeof(float4));
  cudaMemcpy(dt, ht, nt * sizeof(cudaTextureObject_t), cudaMemcpyHostToDevice);
  kborder<<<(nt + 127) / 128, 128>>>(dt, nt, d);
  cudaMemcpy(h, d, nt * sizeof(float4), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) {
    float4 q = h[i / 3];
    float r = i % 3 == 0 ? q.x : i % 3 == 1 ? q.y : q.z;
    out[i] = tab_index(r);
  }
  for (int i = 0; i < nt; i++) cudaDestroyTextureObject(ht[i]);
  cudaFree(dt);
  cudaFree(d);
  free(h);
  free(ht);
}
static float ufloat(unsigned u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static unsigned fbits(float f) {
  unsigned u;
  memcpy(&u, &f, 4);
  return u;
}
static void border_thresholds() {
  unsigned char z[4] = {0, 0, 0, 0};
  g_a1 = make_array(cudaCreateChannelDesc<uchar4>(), 1, 1, z, 4);
  unsigned lo[255], hi[255];
  float x[255];
  int enc[255];
  for (int k = 0; k < 255; k++) {
    double th = s2l((k + 0.5) / 255);
    lo[k] = fbits((float)(th * 0.98));
    hi[k] = fbits((float)(th * 1.02));
  }
  for (int k = 0; k < 255; k++) x[k] = ufloat(lo[k]);
  encode(x, 255, enc);
  for (int k = 0; k < 255; k++)
    if (enc[k] > k) printf("bracket lo bad %d: %d\n", k, enc[k]);
  for (int k = 0; k < 255; k++) x[k] = ufloat(hi[k]);
  encode(x, 255, enc);
  for (int k = 0; k < 255; k++)
    if (enc[k] < k + 1) printf("bracket hi bad %d: %d\n", k, enc[k]);
  for (int round = 0; round < 40; round++) {
    int more = 0;
    for (int k = 0; k < 255; k++) {
      x[k] = ufloat(lo[k] + (hi[k] - lo[k]) / 2);
      more |= hi[k] - lo[k] > 1;
    }
    if (!more) break;
    encode(x, 255, enc);
    for (int k = 0; k < 255; k++) {
      if (hi[k] - lo[k] <= 1) continue;
      if (enc[k] >= k + 1)
        hi[k] = fbits(x[k]);
      else
        lo[k] = fbits(x[k]);
    }
  }
  printf("== border encode: k: smallest float giving > k (bits, value), "
         "exact threshold\n");
  for (int k = 0; k < 255; k++)
    printf("%3d: %08x %.9g %.9g\n", k, hi[k], ufloat(hi[k]),
           s2l((k + 0.5) / 255));
  static const unsigned sp[] = {
      0x7fc00000u, 0xffc00000u, 0x80000000u, 0x7f800000u, 0xff800000u,
      0x00000001u, 0x00800000u, 0x32000000u, 0x39000000u, 0x3f7fffffu,
      0x3f800001u, 0x40000000u, 0xbf800000u, 0x3b000000u, 0x3a000000u};
  const int nsp = sizeof sp / sizeof sp[0];
  float xs[nsp];
  int es[nsp];
  for (int i = 0; i < nsp; i++) xs[i] = ufloat(sp[i]);
  encode(xs, nsp, es);
  printf("== border encode of special values:");
  for (int i = 0; i < nsp; i++) printf(" %08x=%d", sp[i], es[i]);
  printf("\n");
}

// Section L: border colors of 8- and 16-bit normalized textures (no sRGB)
// at ties (k + 0.5) / N and one float either side: for each k, three digits
// n - k of the integer n read back (the alpha channel too).
template <class T>
static void ties(const char *name, int N, int kmin, int kmax, int kstep) {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<T>();
  unsigned char z[16] = {0};
  cudaArray_t a = make_array(d, 1, 1, z, sizeof(T));
  int nk = 0;
  for (int k = kmin; k <= kmax; k += kstep) nk++;
  int n = 3 * nk, nt = (n + 3) / 4;
  float *x = (float *)malloc(n * sizeof(float));
  int i = 0;
  for (int k = kmin; k <= kmax; k += kstep) {
    float tie = (float)((k + 0.5) / N);
    x[i++] = nextafterf(tie, -2.f);
    x[i++] = tie;
    x[i++] = nextafterf(tie, 2.f);
  }
  cudaTextureObject_t *ht =
      (cudaTextureObject_t *)malloc(nt * sizeof(cudaTextureObject_t));
  for (int j = 0; j < nt; j++) {
    cudaTextureDesc td = tdesc(1, 0, 0, cudaAddressModeBorder);
    for (int c = 0; c < 4; c++)
      td.borderColor[c] = 4 * j + c < n ? x[4 * j + c] : 0.f;
    ht[j] = make(array_res(a), td, name);
  }
  cudaTextureObject_t *dt;
  float4 *dd, *h = (float4 *)malloc(nt * sizeof(float4));
  cudaMalloc(&dt, nt * sizeof(cudaTextureObject_t));
  cudaMalloc(&dd, nt * sizeof(float4));
  cudaMemcpy(dt, ht, nt * sizeof(cudaTextureObject_t), cudaMemcpyHostToDevice);
  kborder<<<(nt + 127) / 128, 128>>>(dt, nt, dd);
  cudaMemcpy(h, dd, nt * sizeof(float4), cudaMemcpyDeviceToHost);
  printf("== border ties %s (N %d, k from %d step %d):", name, N, kmin, kstep);
  i = 0;
  for (int k = kmin; k <= kmax; k += kstep) {
    if ((i / 3) % 16 == 0) printf("\n");
    printf(" ");
    for (int s = 0; s < 3; s++, i++) {
      float4 q = h[i / 4];
      float r = i % 4 == 0 ? q.x : i % 4 == 1 ? q.y : i % 4 == 2 ? q.z : q.w;
      long nn = lrint((double)r * N);
      long dk = nn - k;
      printf("%c", dk == 0 ? '0' : dk == 1 ? '1' : '?');
    }
  }
  printf("\n");
  for (int j = 0; j < nt; j++) cudaDestroyTextureObject(ht[j]);
  cudaFree(dt);
  cudaFree(dd);
  free(h);
  free(ht);
  free(x);
  cudaFreeArray(a);
}
static void border_ties() {
  ties<uchar4>("u8", 255, 0, 254, 1);
  ties<char4>("s8", 127, -127, 126, 1);
  ties<ushort4>("u16", 65535, 0, 65534, 257);
  ties<short4>("s16", 32767, -32767, 32766, 257);
}

// Section M: a 3-level mipmapped uchar4 array (4x4, 2x2, 1x1; small and
// large bytes side by side), sRGB 1, tex2DLod with point and linear
// filtering, linear mipmap filtering, normalized coordinates.
static const unsigned char mip0[16][4] = {
    {5, 3, 255, 0},       {250, 19, 242, 17},  {30, 35, 229, 34},
    {200, 51, 216, 51},   {128, 67, 203, 68},  {1, 83, 190, 85},
    {255, 99, 177, 102},  {90, 115, 164, 119}, {60, 131, 151, 136},
    {244, 147, 138, 153}, {13, 163, 125, 170}, {188, 179, 112, 187},
    {100, 195, 99, 204},  {150, 211, 86, 221}, {220, 227, 73, 238},
    {40, 243, 60, 255}};
static const unsigned char mip1[4][4] = {
    {240, 7, 250, 9}, {12, 130, 2, 99}, {77, 254, 131, 200}, {199, 61, 33, 1}};
static const unsigned char mip2[4] = {130, 248, 20, 128};
static void mip_levels() {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<uchar4>();
  cudaMipmappedArray_t mm;
  if (cudaMallocMipmappedArray(&mm, &d, make_cudaExtent(4, 4, 0), 3) !=
      cudaSuccess) {
    printf("mipmap alloc failed\n");
    return;
  }
  cudaArray_t lev;
  cudaGetMipmappedArrayLevel(&lev, mm, 0);
  cudaMemcpy2DToArray(lev, 0, 0, mip0, 16, 16, 4, cudaMemcpyHostToDevice);
  cudaGetMipmappedArrayLevel(&lev, mm, 1);
  cudaMemcpy2DToArray(lev, 0, 0, mip1, 8, 8, 2, cudaMemcpyHostToDevice);
  cudaGetMipmappedArrayLevel(&lev, mm, 2);
  cudaMemcpy2DToArray(lev, 0, 0, mip2, 4, 4, 1, cudaMemcpyHostToDevice);
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = mm;
  static const float pos[6][2] = {{0.5f, 0.5f},   {0.3f, 0.6f},
                                  {0.1f, 0.9f},   {0.77f, 0.23f},
                                  {0.45f, 0.55f}, {0.62f, 0.38f}};
  static const float lods[8] = {0.1f, 0.3f, 0.5f, 0.7f, 0.9f, 1.2f, 1.5f, 1.8f};
  printf("== mip levels sRGB=1: filt x y lod: x y z w\n");
  for (int filt = 0; filt < 2; filt++) {
    cudaTextureObject_t t =
        make(rd, tdesc(1, filt, 1, cudaAddressModeClamp, 1), "mip3");
    if (!t) continue;
    int n = 0;
    for (int p = 0; p < 6; p++)
      for (int l = 0; l < 8; l++) hq[n++] = Q{3, pos[p][0], pos[p][1], lods[l]};
    run<float4>(t, n);
    for (int i = 0; i < n; i++) {
      printf("f%d %g %g %g:", filt, hq[i].x, hq[i].y, hq[i].lod);
      hex4(out4(i));
      printf("\n");
    }
    cudaDestroyTextureObject(t);
  }
  cudaFreeMipmappedArray(mm);
}

int main(int argc, char **argv) {
  cudaMalloc(&block, 1 << 16);
  cudaMemset(block, 0, 1 << 16);
  cudaMalloc(&dq, MAXQ * sizeof(Q));
  cudaMalloc(&dout, MAXQ * 16);
  creation();
  all_bytes();
  other_formats();
  sweeps();
  bilinear();
  borders();
  gathers();
  mipmaps();
  one_d();
  pairs_all(argc > 1 ? argv[1] : NULL);
  border_thresholds();
  border_ties();
  mip_levels();
  cudaError_t e = cudaDeviceSynchronize();
  printf("== end %s\n", cudaGetErrorName(e));
  return 0;
}
