// sRGB textures (cudaTextureDesc.sRGB): normalized-float reads of uchar1,
// uchar2 and uchar4 texels convert the color channels (x of uchar1 and
// uchar2, x y z of uchar4; alpha keeps b / 255) from sRGB to linear, with
// point sampling (every byte value), tex1Dfetch, tex3D, tex2Dgather, linear
// filtering (sweeps between texel pairs, bilinear, 1D next to a border),
// border colors (encoded to sRGB bytes), and mipmap blending; element-type
// reads and other formats ignore sRGB; cudaGetTextureObjectTextureDesc
// answers 1 for any nonzero sRGB. Fetched values are printed as hex bits and
// checked loosely against the sRGB formula (the GPU's table is within about
// 0.5%). texture_srgb.expected is its output recorded with nvcc 13 on an
// H100 (the 10 lines of linear-filtered mipmap samples at the first two
// positions, which an earlier version left out, are the same GPU's lines
// in tests/reference/probe_srgb.h100.out, section "mip levels").
#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void check(bool ok, const char *what, double a, double b) {
  if (!ok) {
    if (failures < 20) printf("FAIL %s: %.9g %.9g\n", what, a, b);
    failures++;
  }
}

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

// The sRGB formula (what the GPU's table approximates).
static double s2l(double c) {
  return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

// A query: op 0 tex1Dfetch, 1 tex1D, 2 tex2D, 3 tex2DLod, 4..7 tex2Dgather
// of component 0..3, 8 tex3D.
struct Q {
  int op;
  float x, y, z;
};

__global__ void kfloat(cudaTextureObject_t t, const Q *q, int n, float4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Q c = q[i];
  float4 r;
  switch (c.op) {
  case 0:
    r = tex1Dfetch<float4>(t, (int)c.x);
    break;
  case 1:
    r = tex1D<float4>(t, c.x);
    break;
  case 2:
    r = tex2D<float4>(t, c.x, c.y);
    break;
  case 3:
    r = tex2DLod<float4>(t, c.x, c.y, c.z);
    break;
  case 4:
    r = tex2Dgather<float4>(t, c.x, c.y, 0);
    break;
  case 5:
    r = tex2Dgather<float4>(t, c.x, c.y, 1);
    break;
  case 6:
    r = tex2Dgather<float4>(t, c.x, c.y, 2);
    break;
  case 7:
    r = tex2Dgather<float4>(t, c.x, c.y, 3);
    break;
  default:
    r = tex3D<float4>(t, c.x, c.y, c.z);
  }
  o[i] = r;
}

__global__ void kbytes(cudaTextureObject_t t, const Q *q, int n, uchar4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = q[i].op == 0 ? tex1Dfetch<uchar4>(t, (int)q[i].x)
                        : tex2D<uchar4>(t, q[i].x, q[i].y);
}

#define MAXQ 512
static Q hq[MAXQ];
static float4 hr[MAXQ];
static Q *dq;
static float4 *dr;

static void run(cudaTextureObject_t t, int n) {
  cudaMemcpy(dq, hq, n * sizeof(Q), cudaMemcpyHostToDevice);
  kfloat<<<(n + 127) / 128, 128>>>(t, dq, n, dr);
  cudaError_t e =
      cudaMemcpy(hr, dr, n * sizeof(float4), cudaMemcpyDeviceToHost);
  check(e == cudaSuccess, "kernel", e, 0);
}

static cudaTextureDesc tdesc(int rm, int filt, int srgb,
                             int am = cudaAddressModeClamp, int norm = 0) {
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

static cudaArray_t make_array(cudaChannelFormatDesc d, int w, int h,
                              const void *v, size_t esize, unsigned flags = 0) {
  cudaArray_t a = NULL;
  check(cudaMallocArray(&a, &d, w, h, flags) == cudaSuccess, "array", w, h);
  cudaMemcpy2DToArray(a, 0, 0, v, w * esize, w * esize, h ? h : 1,
                      cudaMemcpyHostToDevice);
  return a;
}

static cudaTextureObject_t make(const cudaResourceDesc &rd,
                                const cudaTextureDesc &td) {
  cudaTextureObject_t t = 0;
  cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
  check(e == cudaSuccess, "create", e, 0);
  return t;
}

static float lin[256]; // the GPU's linear value of each byte (section 2)

// 1. Creation with sRGB for several formats, and the getter.
static void creation() {
  struct {
    const char *name;
    cudaChannelFormatDesc d;
  } f[] = {{"uchar1", cudaCreateChannelDesc<uchar1>()},
           {"uchar2", cudaCreateChannelDesc<uchar2>()},
           {"uchar4", cudaCreateChannelDesc<uchar4>()},
           {"char4", cudaCreateChannelDesc<char4>()},
           {"ushort1", cudaCreateChannelDesc<ushort1>()},
           {"float1", cudaCreateChannelDesc<float1>()}};
  printf("creation (code, getter's sRGB):");
  for (int i = 0; i < 6; i++) {
    cudaArray_t a;
    cudaMallocArray(&a, &f[i].d, 4, 4);
    bool fl = f[i].d.f == cudaChannelFormatKindFloat;
    for (int s = 0; s < 3; s++) {
      int srgb = s == 2 ? 5 : s;
      cudaTextureDesc td = tdesc(fl ? 0 : 1, 0, srgb);
      cudaResourceDesc rd = array_res(a);
      cudaTextureObject_t t = 0;
      cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
      cudaTextureDesc g;
      memset(&g, 0x55, sizeof g);
      if (e == cudaSuccess) cudaGetTextureObjectTextureDesc(&g, t);
      printf(" %s/%d=%d,%d", f[i].name, srgb, (int)e,
             e == cudaSuccess ? g.sRGB : -1);
      check(e == cudaSuccess && g.sRGB == (srgb != 0), "getter", i, g.sRGB);
      if (e == cudaSuccess) cudaDestroyTextureObject(t);
    }
    cudaFreeArray(a);
  }
  printf("\n");
}

// 2. Every byte value, point sampled (tex2D of a 256 x 1 array): uchar4
// with every channel the byte, uchar2, uchar1.
static void bytes() {
  unsigned char v[256 * 4];
  float4 r4[256], r2[256], r1[256];
  for (int n = 1; n <= 4; n *= 2) {
    for (int i = 0; i < 256 * n; i++) v[i] = (unsigned char)(i / n);
    cudaChannelFormatDesc d =
        cudaCreateChannelDesc(8, n > 1 ? 8 : 0, n > 2 ? 8 : 0, n > 2 ? 8 : 0,
                              cudaChannelFormatKindUnsigned);
    cudaArray_t a = make_array(d, 256, 1, v, n);
    cudaTextureObject_t t = make(array_res(a), tdesc(1, 0, 1));
    for (int i = 0; i < 256; i++) hq[i] = Q{2, i + 0.5f, 0.5f, 0};
    run(t, 256);
    memcpy(n == 4 ? r4 : n == 2 ? r2 : r1, hr, sizeof r4);
    cudaDestroyTextureObject(t);
    cudaFreeArray(a);
  }
  printf("bytes: b x (uchar4's x = y = z = uchar2's x = uchar1's x) w\n");
  for (int b = 0; b < 256; b++) {
    printf("%3d", b);
    hexf(r4[b].x);
    hexf(r4[b].w);
    printf("\n");
    lin[b] = r4[b].x;
    double e = s2l(b / 255.0);
    check(fabs(r4[b].x - e) <= 0.006 * e + 1e-6, "formula", b, r4[b].x);
    check(b == 0 || r4[b].x > r4[b - 1].x, "monotone", b, r4[b].x);
    check(r4[b].y == r4[b].x && r4[b].z == r4[b].x, "uchar4 yz", b, r4[b].y);
    check(r4[b].w == b / 255.f, "alpha", b, r4[b].w);
    check(r2[b].x == r4[b].x && r2[b].y == b / 255.f, "uchar2", b, r2[b].y);
    check(r1[b].x == r4[b].x && r1[b].y == 0 && r1[b].w == 0, "uchar1", b,
          r1[b].x);
  }
}

// 3. Element-type reads (tex2D of an array, tex1Dfetch of linear memory)
// give the bytes; normalized-float tex1Dfetch converts like tex2D.
static void element_and_fetch() {
  unsigned char v[64 * 4];
  for (int i = 0; i < 64; i++)
    for (int c = 0; c < 4; c++) v[4 * i + c] = (unsigned char)(i * 4 + c);
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 64, 1, v, 4);
  void *lin_mem;
  cudaMalloc(&lin_mem, sizeof v);
  cudaMemcpy(lin_mem, v, sizeof v, cudaMemcpyHostToDevice);
  cudaResourceDesc rl;
  memset(&rl, 0, sizeof rl);
  rl.resType = cudaResourceTypeLinear;
  rl.res.linear.devPtr = lin_mem;
  rl.res.linear.desc = cudaCreateChannelDesc<uchar4>();
  rl.res.linear.sizeInBytes = sizeof v;
  uchar4 *db, hb[16];
  cudaMalloc(&db, sizeof hb);
  for (int k = 0; k < 2; k++) {
    cudaTextureObject_t t = make(k ? rl : array_res(a), tdesc(0, 0, 1));
    for (int i = 0; i < 16; i++) hq[i] = Q{k ? 0 : 2, i * 4 + 0.5f, 0.5f, 0};
    if (k)
      for (int i = 0; i < 16; i++) hq[i].x = (float)(i * 4);
    cudaMemcpy(dq, hq, 16 * sizeof(Q), cudaMemcpyHostToDevice);
    kbytes<<<1, 16>>>(t, dq, 16, db);
    cudaMemcpy(hb, db, sizeof hb, cudaMemcpyDeviceToHost);
    printf("element %s:", k ? "tex1Dfetch" : "tex2D");
    for (int i = 0; i < 16; i++) {
      printf(" %02x%02x%02x%02x", hb[i].x, hb[i].y, hb[i].z, hb[i].w);
      check(hb[i].x == v[16 * i] && hb[i].w == v[16 * i + 3], "element", i,
            hb[i].x);
    }
    printf("\n");
    cudaDestroyTextureObject(t);
  }
  cudaTextureObject_t t = make(rl, tdesc(1, 0, 1));
  for (int i = 0; i < 16; i++) hq[i] = Q{0, (float)(i * 4), 0, 0};
  run(t, 16);
  printf("tex1Dfetch sRGB:");
  for (int i = 0; i < 16; i++) {
    hexf(hr[i].x);
    check(hr[i].x == lin[v[16 * i]] && hr[i].z == lin[v[16 * i + 2]] &&
              hr[i].w == v[16 * i + 3] / 255.f,
          "fetch", i, hr[i].x);
  }
  printf("\n");
  cudaDestroyTextureObject(t);
  cudaFree(db);
  cudaFree(lin_mem);
  cudaFreeArray(a);
}

// 4. Linear filtering between the texels of 8 pairs (a 16 x 1 array) at
// 24 weights from 0 to 256 / 256 of the second.
static const unsigned char pairs[4][8][2] = {{{10, 200},
                                              {0, 255},
                                              {250, 124},
                                              {188, 250},
                                              {128, 129},
                                              {30, 31},
                                              {1, 254},
                                              {243, 244}},
                                             {{255, 0},
                                              {5, 6},
                                              {244, 13},
                                              {60, 61},
                                              {200, 201},
                                              {247, 100},
                                              {9, 10},
                                              {11, 12}},
                                             {{2, 3},
                                              {40, 41},
                                              {80, 81},
                                              {150, 151},
                                              {220, 221},
                                              {45, 46},
                                              {17, 18},
                                              {252, 90}},
                                             {{0, 255},
                                              {1, 2},
                                              {100, 101},
                                              {254, 255},
                                              {0, 1},
                                              {7, 8},
                                              {128, 129},
                                              {50, 250}}};
static const int ks[24] = {0,   1,   2,   3,   5,   8,   13,  21,
                           34,  55,  64,  89,  100, 127, 128, 129,
                           144, 170, 192, 200, 233, 250, 255, 256};
static void sweeps() {
  unsigned char v[16 * 4];
  for (int p = 0; p < 8; p++)
    for (int j = 0; j < 2; j++)
      for (int c = 0; c < 4; c++) v[(2 * p + j) * 4 + c] = pairs[c][p][j];
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 16, 1, v, 4);
  cudaTextureObject_t t = make(array_res(a), tdesc(1, 1, 1));
  int n = 0;
  for (int p = 0; p < 8; p++)
    for (int k = 0; k < 24; k++)
      hq[n++] = Q{2, 2 * p + 0.5f + ks[k] / 256.f, 0.5f, 0};
  run(t, n);
  printf("linear: pair k/256: x y z w\n");
  for (int i = 0; i < n; i++) {
    int p = i / 24, k = ks[i % 24];
    printf("%d %3d", p, k);
    hex4(hr[i]);
    printf("\n");
    float r[4] = {hr[i].x, hr[i].y, hr[i].z, hr[i].w};
    for (int c = 0; c < 4; c++) {
      int b0 = pairs[c][p][0], b1 = pairs[c][p][1];
      double e = c < 3 ? (lin[b0] * (256 - k) + lin[b1] * k) / 256
                       : (b0 * (256 - k) + b1 * k) / 256.0 / 255;
      check(fabs(r[c] - e) <= (c < 3 ? 1 / 128.0 : 1e-4), "linear", i, r[c]);
    }
  }
  cudaDestroyTextureObject(t);
  cudaFreeArray(a);
}

// 5. Bilinear filtering of a 2 x 2 array.
static const unsigned char quad[4][4] = {
    {10, 255, 0, 33}, {200, 0, 128, 99}, {77, 64, 255, 200}, {255, 190, 17, 1}};
static void bilinear() {
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 2, 2, quad, 4);
  cudaTextureObject_t t = make(array_res(a), tdesc(1, 1, 1));
  static const float f[5][2] = {
      {0.25f, 0.75f}, {0.5f, 0.5f}, {0.1f, 0.9f}, {0.77f, 0.31f}, {1, 0.02f}};
  for (int i = 0; i < 5; i++) hq[i] = Q{2, 0.5f + f[i][0], 0.5f + f[i][1], 0};
  run(t, 5);
  printf("bilinear: x y: x y z w\n");
  for (int i = 0; i < 5; i++) {
    printf("%g %g:", f[i][0], f[i][1]);
    hex4(hr[i]);
    printf("\n");
    double e = 0, wx = f[i][0], wy = f[i][1];
    for (int k = 0; k < 4; k++)
      e += lin[quad[k][0]] * (k & 1 ? wx : 1 - wx) * (k & 2 ? wy : 1 - wy);
    check(fabs(hr[i].x - e) <= 1 / 128.0, "bilinear", i, hr[i].x);
  }
  cudaDestroyTextureObject(t);
  cudaFreeArray(a);
}

// 6. Border colors (border mode): point sampled outside, and linear
// filtering half or a quarter on the border.
static void borders() {
  static const unsigned char v[2][4] = {{200, 50, 128, 77}, {10, 250, 3, 255}};
  static const float bc[4][4] = {{0.5f, 0.2f, 0.7f, 0.5f},
                                 {0.99f, 0.001f, 0.3f, 0.1f},
                                 {-1.f, 2.f, 0.05f, 0.7f},
                                 {0.f, 0.25f, 0.75f, 1.f}};
  static const float qx[5] = {-1.f, 0.f, 2.f, 1.75f, 0.5f};
  static const float qy[5] = {0.5f, 0.5f, 0.5f, 0.5f, 0.25f};
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 2, 1, v, 4);
  printf("border: color filter x y: x y z w\n");
  for (int b = 0; b < 4; b++)
    for (int filt = 0; filt < 2; filt++) {
      cudaTextureDesc td = tdesc(1, filt, 1, cudaAddressModeBorder);
      memcpy(td.borderColor, bc[b], 16);
      cudaTextureObject_t t = make(array_res(a), td);
      for (int i = 0; i < 5; i++) hq[i] = Q{2, qx[i], qy[i], 0};
      run(t, 5);
      for (int i = 0; i < 5; i++) {
        printf("b%d f%d %g %g:", b, filt, qx[i], qy[i]);
        hex4(hr[i]);
        printf("\n");
      }
      float r[4] = {hr[0].x, hr[0].y, hr[0].z, hr[0].w};
      for (int c = 0; c < 4; c++) {
        double e = bc[b][c] < 0 ? 0 : bc[b][c] > 1 ? 1 : bc[b][c];
        check(fabs(r[c] - e) <= (c < 3 ? 0.01 : 1 / 255.0), "border", b, r[c]);
      }
      cudaDestroyTextureObject(t);
    }
  cudaFreeArray(a);
}

// 7. tex2Dgather: the four texels' component, converted for x y z.
static void gather() {
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 2, 2, quad, 4,
                             cudaArrayTextureGather);
  cudaTextureObject_t t = make(array_res(a), tdesc(1, 0, 1));
  for (int c = 0; c < 4; c++) hq[c] = Q{4 + c, 1.f, 1.f, 0};
  run(t, 4);
  // gather order: (0, 1), (1, 1), (1, 0), (0, 0)
  static const int order[4] = {2, 3, 1, 0};
  printf("gather: comp: 4 texels\n");
  for (int c = 0; c < 4; c++) {
    printf("%d:", c);
    hex4(hr[c]);
    printf("\n");
    float r[4] = {hr[c].x, hr[c].y, hr[c].z, hr[c].w};
    for (int k = 0; k < 4; k++) {
      int b = quad[order[k]][c];
      check(r[k] == (c < 3 ? lin[b] : b / 255.f), "gather", c * 4 + k, r[k]);
    }
  }
  cudaDestroyTextureObject(t);
  cudaFreeArray(a);
}

// 8. Mipmaps: 3 levels (4x4, 2x2, 1x1), point and linear filtering, linear
// blending between levels, at three positions.
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
static void mipmaps() {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<uchar4>();
  cudaMipmappedArray_t mm;
  check(cudaMallocMipmappedArray(&mm, &d, make_cudaExtent(4, 4, 0), 3) ==
            cudaSuccess,
        "mipmap", 0, 0);
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
  static const float pos[3][2] = {{0.5f, 0.5f}, {0.3f, 0.6f}, {0.77f, 0.23f}};
  static const float lods[5] = {0.3f, 0.5f, 0.9f, 1.2f, 1.5f};
  printf("mipmaps: filter x y lod: x y z w\n");
  for (int filt = 0; filt < 2; filt++) {
    cudaTextureObject_t t =
        make(rd, tdesc(1, filt, 1, cudaAddressModeClamp, 1));
    int n = 0;
    for (int p = 0; p < 3; p++)
      for (int l = 0; l < 5; l++) hq[n++] = Q{3, pos[p][0], pos[p][1], lods[l]};
    run(t, n);
    for (int i = 0; i < n; i++) {
      printf("f%d %g %g %g:", filt, hq[i].x, hq[i].y, hq[i].z);
      hex4(hr[i]);
      printf("\n");
      check(hr[i].x >= 0 && hr[i].x <= 1, "mipmap", i, hr[i].x);
    }
    cudaDestroyTextureObject(t);
  }
  cudaFreeMipmappedArray(mm);
}

// 9. tex1D with linear filtering next to the border (a 1D texture filters
// as 2D at y = 0: half the weight goes to the border's row).
static void one_d() {
  static const unsigned char v[4][4] = {{0, 64, 128, 255},
                                        {255, 192, 128, 0},
                                        {30, 60, 90, 120},
                                        {200, 100, 5, 9}};
  cudaArray_t a = make_array(cudaCreateChannelDesc<uchar4>(), 4, 0, v, 4);
  cudaTextureDesc td = tdesc(1, 1, 1, cudaAddressModeBorder);
  td.borderColor[0] = 0.5f;
  td.borderColor[1] = 0.25f;
  td.borderColor[2] = 0.75f;
  td.borderColor[3] = 1.f;
  cudaTextureObject_t t = make(array_res(a), td);
  static const float qx[6] = {0.f, 0.5f, 1.7f, 2.5f, 3.9f, -0.3f};
  for (int i = 0; i < 6; i++) hq[i] = Q{1, qx[i], 0, 0};
  run(t, 6);
  printf("tex1D linear border: x: x y z w\n");
  for (int i = 0; i < 6; i++) {
    printf("%g:", qx[i]);
    hex4(hr[i]);
    printf("\n");
  }
  cudaDestroyTextureObject(t);
  cudaFreeArray(a);
}

// 10. tex3D point sampling of a 2 x 2 x 2 array.
static void three_d() {
  unsigned char v[8][4];
  for (int i = 0; i < 8; i++)
    for (int c = 0; c < 4; c++) v[i][c] = (unsigned char)(i * 31 + c * 50);
  cudaChannelFormatDesc d = cudaCreateChannelDesc<uchar4>();
  cudaArray_t a;
  cudaMalloc3DArray(&a, &d, make_cudaExtent(2, 2, 2));
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = make_cudaPitchedPtr(v, 8, 2, 2);
  p.dstArray = a;
  p.extent = make_cudaExtent(2, 2, 2);
  p.kind = cudaMemcpyHostToDevice;
  cudaMemcpy3D(&p);
  cudaTextureObject_t t = make(array_res(a), tdesc(1, 0, 1));
  for (int i = 0; i < 8; i++)
    hq[i] = Q{8, (i & 1) + 0.5f, (i >> 1 & 1) + 0.5f, (i >> 2) + 0.5f};
  run(t, 8);
  printf("tex3D:");
  for (int i = 0; i < 8; i++) {
    hexf(hr[i].x);
    check(hr[i].x == lin[v[i][0]] && hr[i].z == lin[v[i][2]] &&
              hr[i].w == v[i][3] / 255.f,
          "tex3D", i, hr[i].x);
  }
  printf("\n");
  cudaDestroyTextureObject(t);
  cudaFreeArray(a);
}

// 11. Formats sRGB does not apply to: char4 and ushort4 (normalized-float
// reads), float4: the same results with sRGB 1 and 0.
template <class T> static void ignored(const char *name, int rm, const T *v) {
  cudaArray_t a = make_array(cudaCreateChannelDesc<T>(), 4, 1, v, sizeof(T));
  float4 r[2][4];
  for (int s = 0; s < 2; s++) {
    cudaTextureObject_t t = make(array_res(a), tdesc(rm, 0, 1 - s));
    for (int i = 0; i < 4; i++) hq[i] = Q{2, i + 0.5f, 0.5f, 0};
    run(t, 4);
    memcpy(r[s], hr, sizeof r[s]);
    cudaDestroyTextureObject(t);
  }
  printf("%s with sRGB:", name);
  for (int i = 0; i < 4; i++) {
    hexf(r[0][i].x);
    check(!memcmp(&r[0][i], &r[1][i], sizeof(float4)), name, i, r[0][i].x);
  }
  printf("\n");
  cudaFreeArray(a);
}

int main() {
  cudaMalloc(&dq, MAXQ * sizeof(Q));
  cudaMalloc(&dr, MAXQ * sizeof(float4));
  creation();
  bytes();
  element_and_fetch();
  sweeps();
  bilinear();
  borders();
  gather();
  mipmaps();
  one_d();
  three_d();
  static const char4 c4[4] = {
      {-128, -1, 0, 1}, {127, 64, -64, 5}, {10, 20, 30, 40}, {-5, 99, 77, 3}};
  static const ushort4 u4[4] = {{0, 257, 32768, 65535},
                                {1000, 20000, 40000, 60000},
                                {128, 129, 255, 256},
                                {12345, 54321, 4242, 1}};
  static const float4 f4[4] = {{0.5f, 0.2f, 0.7f, 1.f},
                               {0.0031308f, 0.04045f, 2.f, -1.f},
                               {0.25f, 0.75f, 0.125f, 0.f},
                               {1e-3f, 0.99f, 0.33f, 0.66f}};
  ignored("char4", 1, c4);
  ignored("ushort4", 1, u4);
  ignored("float4", 0, f4);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess || failures) {
    printf("FAIL: %s, %d failures\n", cudaGetErrorName(e), failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
