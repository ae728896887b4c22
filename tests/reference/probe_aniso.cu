// Anisotropic filtering (cudaTextureDesc.maxAnisotropy) as a GPU does it, to
// fit cucc's rules to (issue 5): for many gradient pairs, the weight of every
// texel of levels 0..3 in a tex2DGrad fetch. The texture is a 64x64
// mipmapped float4 array, normalized coordinates, clamp; all texels are zero
// except, in each round i (0..4095), texel i of level L (x = i % size,
// y = i / size, where i < size^2) holding 1 in channel L. A fetch's channel
// L is then the weight of that texel of level L. Each configuration is a
// texture object (maxAnisotropy N, filterMode, mipmapFilterMode) and a point
// and gradients in normalized units (texels / 64).
// Output:
//  c K N filt mipfilt x y dx0 dx1 dy0 dy1   (floats as hex bits): config K
//  w K L x y bits                          a nonzero weight (float bits)
// Run: probe_aniso > probe_aniso.h100.out; probe_aniso 2 >
// probe_aniso.run2.h100.out (more sections and values of random textures,
// described at run2() below). Fitted in crt/cucc_texture_fetch.h (aniso()).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <string>
#include <utility>
#include <vector>

static void ck(cudaError_t e, const char *w) {
  if (e != cudaSuccess) {
    printf("FAIL %s: %s\n", w, cudaGetErrorName(e));
    exit(1);
  }
}

static unsigned fb(float f) {
  unsigned b;
  memcpy(&b, &f, 4);
  return b;
}

static unsigned rs = 777;
static unsigned rnd() {
  rs ^= rs << 13;
  rs ^= rs >> 17;
  rs ^= rs << 5;
  return rs;
}
static float frand() { return (float)(rnd() & 0xffffff) / 16777216.f; }

struct C {
  int tex, n, filt, mipfilt;
  float x, y, dx0, dx1, dy0, dy1;
};

#define W 64
#define ROUNDS 4096

__global__ void kf(const cudaTextureObject_t *t, const C *c, int n,
                   float4 *o, int round) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  C q = c[k];
  o[(size_t)k * ROUNDS + round] =
      tex2DGrad<float4>(t[q.tex], q.x, q.y, make_float2(q.dx0, q.dx1),
                        make_float2(q.dy0, q.dy1));
}

static int run2();
static int run3();
static int run4();
static int run5();
static int run6();
static int run7();
static int run8();
static int run9();

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "2")) return run2();
  if (argc > 1 && !strcmp(argv[1], "3")) return run3();
  if (argc > 1 && !strcmp(argv[1], "4")) return run4();
  if (argc > 1 && !strcmp(argv[1], "5")) return run5();
  if (argc > 1 && !strcmp(argv[1], "6")) return run6();
  if (argc > 1 && !strcmp(argv[1], "7")) return run7();
  if (argc > 1 && !strcmp(argv[1], "8")) return run8();
  if (argc > 1 && !strcmp(argv[1], "9")) return run9();
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float4>();
  cudaMipmappedArray_t m;
  ck(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(W, W, 0), 7), "mip");
  cudaArray_t lev[7];
  for (int l = 0; l < 7; l++) {
    ck(cudaGetMipmappedArrayLevel(&lev[l], m, l), "level");
    int s = W >> l;
    std::vector<float4> z((size_t)s * s, make_float4(0, 0, 0, 0));
    ck(cudaMemcpy2DToArray(lev[l], 0, 0, z.data(), s * 16, s * 16, s,
                           cudaMemcpyHostToDevice),
       "zero");
  }
  /* texture objects: N in {2, 4, 8, 16, 1}, filt x mipfilt */
  const int ns[5] = {2, 4, 8, 16, 1};
  std::vector<cudaTextureObject_t> tex;
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  for (int ni = 0; ni < 5; ni++)
    for (int fl = 0; fl < 2; fl++)
      for (int mf = 0; mf < 2; mf++) {
        cudaTextureDesc td;
        memset(&td, 0, sizeof td);
        for (int i = 0; i < 3; i++) td.addressMode[i] = cudaAddressModeClamp;
        td.filterMode = (cudaTextureFilterMode)fl;
        td.mipmapFilterMode = (cudaTextureFilterMode)mf;
        td.readMode = cudaReadModeElementType;
        td.normalizedCoords = 1;
        td.maxMipmapLevelClamp = 100;
        td.maxAnisotropy = ns[ni];
        cudaTextureObject_t t;
        ck(cudaCreateTextureObject(&t, &rd, &td, NULL), "tex");
        tex.push_back(t);
      }
  std::vector<C> cs;
  auto add = [&](int ni, int fl, int mf, float x, float y, float a0, float a1,
                 float b0, float b1) {
    C c;
    c.tex = ni * 4 + fl * 2 + mf;
    c.n = ns[ni], c.filt = fl, c.mipfilt = mf;
    c.x = x / W, c.y = y / W;
    c.dx0 = a0 / W, c.dx1 = a1 / W, c.dy0 = b0 / W, c.dy1 = b1 / W;
    cs.push_back(c);
  };
  /* 1. axis-aligned, N = 16, linear/linear: major along x, then along y */
  const float maj[] = {0.5f, 1, 1.25f, 1.5f, 2, 2.5f, 3, 3.5f, 4, 5, 6, 7,
                       8, 9, 10, 12, 14, 16, 20, 24, 32};
  const float mnr[] = {0, 0.25f, 0.5f, 1, 1.5f, 2};
  for (float a : maj)
    for (float b : mnr) {
      add(3, 1, 1, 32.5f, 32.5f, a, 0, 0, b);
      add(3, 1, 1, 32.5f, 32.5f, 0, b, a, 0);
    }
  /* 2. the same at other sub-texel positions and swapped roles */
  const float fr[][2] = {{32.3f, 32.7f}, {32.0f, 32.0f}, {31.8f, 32.1f}};
  for (auto &p : fr)
    for (float a : {2.f, 3.f, 5.f, 8.f, 12.f})
      for (float b : {0.5f, 1.f}) {
        add(3, 1, 1, p[0], p[1], a, 0, 0, b);
        add(3, 1, 1, p[0], p[1], 0, a, b, 0);
      }
  /* 3. N = 2, 4, 8 and isotropic (N = 1) */
  for (int ni : {0, 1, 2, 4})
    for (float a : {1.f, 2.f, 3.f, 4.f, 6.f, 8.f, 12.f, 16.f})
      for (float b : {0.5f, 1.f, 2.f}) add(ni, 1, 1, 32.5f, 32.5f, a, 0, 0, b);
  /* 4. point filtering and point mip filtering */
  for (int fl = 0; fl < 2; fl++)
    for (int mf = 0; mf < 2; mf++) {
      if (fl && mf) continue;
      for (float a : {2.f, 3.f, 5.f, 8.f, 12.f})
        for (float b : {0.5f, 1.f, 1.5f})
          add(3, fl, mf, 32.3f, 32.6f, a, 0, 0, b);
    }
  /* 5. rotated footprints: major along angle th, minor perpendicular */
  for (int deg = 0; deg < 180; deg += 15)
    for (float a : {3.f, 6.f, 10.f})
      for (float b : {0.5f, 1.f}) {
        float th = deg * 3.14159265f / 180, c = cosf(th), s = sinf(th);
        add(3, 1, 1, 32.5f, 32.5f, a * c, a * s, -b * s, b * c);
        add(1, 1, 1, 32.5f, 32.5f, a * c, a * s, -b * s, b * c);
      }
  /* 6. random gradient pairs, random positions, N = 16 and 4 */
  for (int i = 0; i < 240; i++) {
    float g[4];
    for (int j = 0; j < 4; j++) g[j] = (frand() * 2 - 1) * 10;
    float x = 30 + 4 * frand(), y = 30 + 4 * frand();
    add(i & 1 ? 1 : 3, 1, 1, x, y, g[0], g[1], g[2], g[3]);
  }
  /* 7. dPdx and dPdy along one line (no minor axis), and swapped signs */
  for (float a : {2.f, 4.f, 8.f})
    for (float r : {0.5f, 1.f, -1.f}) {
      add(3, 1, 1, 32.5f, 32.5f, a, a * 0.5f, a * r, a * 0.5f * r);
      add(3, 1, 1, 32.5f, 32.5f, -a, 0, 0, -1);
    }
  int n = (int)cs.size();
  fprintf(stderr, "%d configurations\n", n);
  cudaTextureObject_t *dt;
  C *dc;
  float4 *dout;
  ck(cudaMalloc(&dt, tex.size() * sizeof *dt), "m1");
  ck(cudaMalloc(&dc, n * sizeof(C)), "m2");
  ck(cudaMalloc(&dout, (size_t)n * ROUNDS * sizeof(float4)), "m3");
  cudaMemcpy(dt, tex.data(), tex.size() * sizeof *dt, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, cs.data(), n * sizeof(C), cudaMemcpyHostToDevice);
  for (int i = 0; i < ROUNDS; i++) {
    for (int l = 0; l < 4; l++) {
      int s = W >> l;
      float4 one = make_float4(0, 0, 0, 0);
      ((float *)&one)[l] = 1;
      const float4 zero = make_float4(0, 0, 0, 0);
      if (i < s * s)
        ck(cudaMemcpy2DToArray(lev[l], (i % s) * 16, i / s, &one, 16, 16, 1,
                               cudaMemcpyHostToDevice),
           "set");
      if (i > 0 && i - 1 < s * s)
        ck(cudaMemcpy2DToArray(lev[l], ((i - 1) % s) * 16, (i - 1) / s, &zero,
                               16, 16, 1, cudaMemcpyHostToDevice),
           "clear");
    }
    kf<<<(n + 127) / 128, 128>>>(dt, dc, n, dout, i);
  }
  ck(cudaDeviceSynchronize(), "sync");
  std::vector<float4> out((size_t)n * ROUNDS);
  ck(cudaMemcpy(out.data(), dout, out.size() * sizeof(float4),
                cudaMemcpyDeviceToHost),
     "back");
  for (int k = 0; k < n; k++) {
    const C &c = cs[k];
    printf("c %d %d %d %d %08x %08x %08x %08x %08x %08x\n", k, c.n, c.filt,
           c.mipfilt, fb(c.x), fb(c.y), fb(c.dx0), fb(c.dx1), fb(c.dy0),
           fb(c.dy1));
    for (int i = 0; i < ROUNDS; i++) {
      const float *v = (const float *)&out[(size_t)k * ROUNDS + i];
      for (int l = 0; l < 4; l++) {
        int s = W >> l;
        if (i < s * s && v[l] != 0)
          printf("w %d %d %d %d %08x\n", k, l, i % s, i / s, fb(v[l]));
      }
    }
  }
  printf("== end\n");
  return 0;
}

/* ---- run 2 (argument "2"): more impulse sections, then values --------
 * Impulse sections (same texture, kernel and line format as run 1; a line
 * `s NAME` starts each section):
 *  A    N = 16, linear/linear, x-major dPdx = (a, 0), dPdy = 0 at a texel
 *       center, a = 1 + j/32 texels (j = 0..480)
 *  A2   the same at (32.3, 32.7) with dPdy = (0, 0.5), a = 1 + j/16
 *  A3   y-major at the center, a = 1 + j/8
 *  B    major a in {3.2, 6.5, 11} at angle k degrees (k = 0..359), minor
 *       0.5 perpendicular (dPdy), N = 16
 *  B2   a = 6.5, roles swapped (dPdx the minor one)
 *  B3   a = 6.5, minor 0.5 at 60 degrees to the major
 *  C    maxAnisotropy 2, 3, 4, 5, 8, 12, 32, 0, 1: x-major a = 1 + j/4
 *       (j = 0..120), minor 0.5; C2 the same for 2, 4, 16 with minor 1.5
 *  D    minor m = 1 + j/16 (j = 0..64) along y, major q*m along x,
 *       q in {1, 1.3, 2, 2.7, 4, 7}, N = 16, linear/linear, at the center;
 *       D2 at (32.3, 32.7) q in {2, 4}; D3 the same with linear filtering
 *       and point mip filtering; D4 point filtering, linear mip; D5 point,
 *       point
 *  E    random gradient pairs (components up to about 8 texels) at random
 *       points, N in {16, 8, 4, 2}, mostly linear/linear
 *  F    near the edges (clamp)
 * Values (`v SEC K N filt mipfilt x y z dx0 dx1 dx2 dy0 dy1 dy2 layer:
 * r g b a`, floats as hex bits; coordinates normalized except VF): random
 * texel values, level L's values in each level. VA float4 in [0, 1);
 * VB float4 of random sign and magnitude 2^-12..2^12; VC uchar4 read as
 * normalized floats; VD half4; VE a 64x16 float4 texture; VF unnormalized
 * coordinates (gradients in texels); VG a layered 64x64x3 float4 texture
 * (tex2DLayeredGrad); VH tex1DGrad, 256 texels; VI tex3DGrad, 16^3; VJ
 * border address mode, VK wrap, near the edges; VL a plain (not
 * mipmapped) 64x64 float4 array; VM maxMipmapLevelClamp 0; VN
 * mipmapLevelBias 1.5. */
static unsigned rs2 = 2024;
static unsigned rnd2() {
  rs2 ^= rs2 << 13;
  rs2 ^= rs2 >> 17;
  rs2 ^= rs2 << 5;
  return rs2;
}
static float fr2() { return (float)(rnd2() & 0xffffff) / 16777216.f; }
/* a gradient component: random sign, magnitude 2^(-1.5..3) texels */
static float g2() {
  float m = exp2f(fr2() * 4.5f - 1.5f);
  return rnd2() & 1 ? -m : m;
}

struct V {
  int tex, op, layer;
  float x, y, z;
  float4 dx, dy;
};
enum { V2D, V2DL, V1D, V3D, V2DLOD, V1DLOD, V3DLOD, VCUBELOD, V2DLLOD };

__global__ void kv(const cudaTextureObject_t *t, const V *v, int n,
                   float4 *o) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  V q = v[k];
  float4 r;
  switch (q.op) {
  case V2D:
    r = tex2DGrad<float4>(t[q.tex], q.x, q.y, make_float2(q.dx.x, q.dx.y),
                          make_float2(q.dy.x, q.dy.y));
    break;
  case V2DL:
    r = tex2DLayeredGrad<float4>(t[q.tex], q.x, q.y, q.layer,
                                 make_float2(q.dx.x, q.dx.y),
                                 make_float2(q.dy.x, q.dy.y));
    break;
  case V1D: r = tex1DGrad<float4>(t[q.tex], q.x, q.dx.x, q.dy.x); break;
  case V2DLOD: r = tex2DLod<float4>(t[q.tex], q.x, q.y, q.z); break;
  case V1DLOD: r = tex1DLod<float4>(t[q.tex], q.x, q.z); break;
  case V3DLOD: r = tex3DLod<float4>(t[q.tex], q.x, q.y, 0.5f, q.z); break;
  case VCUBELOD:
    r = texCubemapLod<float4>(t[q.tex], 1.f, q.x - 0.3f, q.y - 0.4f, q.z);
    break;
  case V2DLLOD: r = tex2DLayeredLod<float4>(t[q.tex], q.x, q.y, 1, q.z); break;
  default: r = tex3DGrad<float4>(t[q.tex], q.x, q.y, q.z, q.dx, q.dy); break;
  }
  o[k] = r;
}

static float g_bias, g_maxclamp = 100;
static int g_dto; /* disableTrilinearOptimization */
static int g_srgb;
static cudaArray_t g_plain;

static cudaTextureObject_t mkobj(cudaMipmappedArray_t m, int n, int fl,
                                 int mf, int am, int norm, int nread) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  if (!m) {
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = g_plain;
  }
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++) td.addressMode[i] = (cudaTextureAddressMode)am;
  td.filterMode = (cudaTextureFilterMode)fl;
  td.mipmapFilterMode = (cudaTextureFilterMode)mf;
  td.readMode = nread ? cudaReadModeNormalizedFloat : cudaReadModeElementType;
  td.normalizedCoords = norm;
  td.maxMipmapLevelClamp = g_maxclamp;
  td.mipmapLevelBias = g_bias;
  td.disableTrilinearOptimization = g_dto;
  td.sRGB = g_srgb;
  td.maxAnisotropy = n;
  td.borderColor[0] = 0.25f;
  td.borderColor[1] = 0.5f;
  td.borderColor[2] = 0.75f;
  td.borderColor[3] = 1.f;
  cudaTextureObject_t t;
  ck(cudaCreateTextureObject(&t, &rd, &td, NULL), "tex2");
  return t;
}

/* a mipmapped array of w x h x d (h, d 0 when unused) whose texels are
 * filled by fill(level, index, bytes) */
template <class F>
static cudaMipmappedArray_t mkarr(cudaChannelFormatDesc f, int w, int h,
                                  int d, unsigned flags, int esz, F fill) {
  cudaMipmappedArray_t m;
  int nl = 0;
  for (int s = w > h ? w : h; s > 0; s >>= 1) nl++;
  if (flags == 0 && d > 0) {
    nl = 0;
    for (int s = w; s > 0; s >>= 1) nl++;
  }
  ck(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(w, h, d), nl, flags),
     "mip2");
  for (int l = 0; l < nl; l++) {
    cudaArray_t a;
    ck(cudaGetMipmappedArrayLevel(&a, m, l), "level2");
    int lw = w >> l, lh = h ? (h >> l) : 0, ld = d;
    if (lw < 1) lw = 1;
    if (h && lh < 1) lh = 1;
    if (d && !(flags & (cudaArrayLayered | cudaArrayCubemap)))
      ld = d >> l < 1 ? 1 : d >> l;
    int rows = lh ? lh : 1, slices = ld ? ld : 1;
    std::vector<unsigned char> b((size_t)lw * rows * slices * esz);
    for (size_t i = 0; i < (size_t)lw * rows * slices; i++)
      fill(l, i, &b[i * esz]);
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(b.data(), (size_t)lw * esz, lw, rows);
    p.dstArray = a;
    p.extent = make_cudaExtent(lw, rows, slices);
    p.kind = cudaMemcpyHostToDevice;
    ck(cudaMemcpy3D(&p), "fill2");
  }
  return m;
}

/* Runs the impulse rounds for configurations cs on the impulse texture's
 * levels lev and prints them (section lines, then c and w lines). */
static void impulse(cudaArray_t *lev,
                    const std::vector<cudaTextureObject_t> &tex,
                    const std::vector<C> &cs,
                    const std::vector<std::pair<int, const char *>> &secs) {
  int n = (int)cs.size();
  fprintf(stderr, "%d impulse configurations\n", n);
  cudaTextureObject_t *dt;
  C *dc;
  float4 *dout;
  ck(cudaMalloc(&dt, tex.size() * sizeof *dt), "m1");
  ck(cudaMalloc(&dc, n * sizeof(C)), "m2");
  ck(cudaMalloc(&dout, (size_t)n * ROUNDS * sizeof(float4)), "m3");
  cudaMemcpy(dt, tex.data(), tex.size() * sizeof *dt, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, cs.data(), n * sizeof(C), cudaMemcpyHostToDevice);
  for (int i = 0; i < ROUNDS; i++) {
    for (int l = 0; l < 4; l++) {
      int s = W >> l;
      float4 one = make_float4(0, 0, 0, 0);
      ((float *)&one)[l] = 1;
      const float4 zero = make_float4(0, 0, 0, 0);
      if (i < s * s)
        ck(cudaMemcpy2DToArray(lev[l], (i % s) * 16, i / s, &one, 16, 16, 1,
                               cudaMemcpyHostToDevice),
           "set");
      if (i > 0 && i - 1 < s * s)
        ck(cudaMemcpy2DToArray(lev[l], ((i - 1) % s) * 16, (i - 1) / s, &zero,
                               16, 16, 1, cudaMemcpyHostToDevice),
           "clear");
    }
    kf<<<(n + 127) / 128, 128>>>(dt, dc, n, dout, i);
  }
  ck(cudaDeviceSynchronize(), "sync");
  std::vector<float4> out((size_t)n * ROUNDS);
  ck(cudaMemcpy(out.data(), dout, out.size() * sizeof(float4),
                cudaMemcpyDeviceToHost),
     "back");
  size_t si = 0;
  for (int k = 0; k < n; k++) {
    while (si < secs.size() && secs[si].first == k)
      printf("s %s\n", secs[si++].second);
    const C &c = cs[k];
    printf("c %d %d %d %d %08x %08x %08x %08x %08x %08x\n", k, c.n, c.filt,
           c.mipfilt, fb(c.x), fb(c.y), fb(c.dx0), fb(c.dx1), fb(c.dy0),
           fb(c.dy1));
    for (int i = 0; i < ROUNDS; i++) {
      const float *v = (const float *)&out[(size_t)k * ROUNDS + i];
      for (int l = 0; l < 4; l++) {
        int s = W >> l;
        if (i < s * s && v[l] != 0)
          printf("w %d %d %d %d %08x\n", k, l, i % s, i / s, fb(v[l]));
      }
    }
  }
  cudaFree(dout);
}

/* Fetches value configurations vs (texture objects vt, whose N, filter
 * and mip filter are vn, vfl, vmf) and prints their v lines. */
static void values(const std::vector<cudaTextureObject_t> &vt,
                   const std::vector<V> &vs,
                   const std::vector<std::string> &vsec,
                   const std::vector<int> &vn, const std::vector<int> &vfl,
                   const std::vector<int> &vmf, bool shares = false) {
  int nv = (int)vs.size();
  fprintf(stderr, "%d value configurations\n", nv);
  cudaTextureObject_t *dvt;
  V *dv;
  float4 *dvo;
  ck(cudaMalloc(&dvt, vt.size() * sizeof *dvt), "mv1");
  ck(cudaMalloc(&dv, nv * sizeof(V)), "mv2");
  ck(cudaMalloc(&dvo, nv * sizeof(float4)), "mv3");
  cudaMemcpy(dvt, vt.data(), vt.size() * sizeof *dvt, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, vs.data(), nv * sizeof(V), cudaMemcpyHostToDevice);
  kv<<<(nv + 127) / 128, 128>>>(dvt, dv, nv, dvo);
  ck(cudaDeviceSynchronize(), "syncv");
  std::vector<float4> vo(nv);
  cudaMemcpy(vo.data(), dvo, nv * sizeof(float4), cudaMemcpyDeviceToHost);
  for (int k = 0; k < nv; k++) {
    const V &q = vs[k];
    const float4 &r = vo[k];
    if (shares) {
      printf("l %s %d: %08x %08x %08x %08x\n", vsec[k].c_str(), q.layer,
             fb(r.x), fb(r.y), fb(r.z), fb(r.w));
      continue;
    }
    printf("v %s %d %d %d %d %08x %08x %08x %08x %08x %08x %08x %08x %08x %d: "
           "%08x %08x %08x %08x\n",
           vsec[k].c_str(), k, vn[q.tex], vfl[q.tex], vmf[q.tex], fb(q.x),
           fb(q.y), fb(q.z), fb(q.dx.x), fb(q.dx.y), fb(q.dx.z), fb(q.dy.x),
           fb(q.dy.y), fb(q.dy.z), q.layer, fb(r.x), fb(r.y), fb(r.z),
           fb(r.w));
  }
}

/* The impulse texture: a W x W mipmapped float4 array of zeros. */
static cudaMipmappedArray_t impulse_tex(cudaArray_t *lev) {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float4>();
  cudaMipmappedArray_t m;
  ck(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(W, W, 0), 7), "mip");
  for (int l = 0; l < 7; l++) {
    ck(cudaGetMipmappedArrayLevel(&lev[l], m, l), "level");
    int s = W >> l;
    std::vector<float4> z((size_t)s * s, make_float4(0, 0, 0, 0));
    ck(cudaMemcpy2DToArray(lev[l], 0, 0, z.data(), s * 16, s * 16, s,
                           cudaMemcpyHostToDevice),
       "zero");
  }
  return m;
}

static int run2() {
  cudaArray_t lev[7];
  cudaMipmappedArray_t m = impulse_tex(lev);
  const int ns[10] = {2, 4, 8, 16, 1, 3, 5, 32, 0, 12};
  std::vector<cudaTextureObject_t> tex;
  for (int ni = 0; ni < 10; ni++)
    for (int fl = 0; fl < 2; fl++)
      for (int mf = 0; mf < 2; mf++)
        tex.push_back(mkobj(m, ns[ni], fl, mf, cudaAddressModeClamp, 1, 0));
  std::vector<C> cs;
  std::vector<std::pair<int, const char *>> secs;
  auto sec = [&](const char *name) { secs.push_back({(int)cs.size(), name}); };
  auto add = [&](int ni, int fl, int mf, float x, float y, float a0, float a1,
                 float b0, float b1) {
    C c;
    c.tex = ni * 4 + fl * 2 + mf;
    c.n = ns[ni], c.filt = fl, c.mipfilt = mf;
    c.x = x / W, c.y = y / W;
    c.dx0 = a0 / W, c.dx1 = a1 / W, c.dy0 = b0 / W, c.dy1 = b1 / W;
    cs.push_back(c);
  };
  const float PI = 3.14159265f;
  sec("A");
  for (int j = 0; j <= 480; j++) add(3, 1, 1, 32.5f, 32.5f, 1 + j / 32.f, 0, 0, 0);
  sec("A2");
  for (int j = 0; j <= 63; j++)
    add(3, 1, 1, 32.3f, 32.7f, 1 + j / 16.f, 0, 0, 0.5f);
  sec("A3");
  for (int j = 0; j <= 120; j++) add(3, 1, 1, 32.5f, 32.5f, 0, 0, 0, 1 + j / 8.f);
  sec("B");
  for (float a : {3.2f, 6.5f, 11.f})
    for (int k = 0; k < 360; k++) {
      float th = k * PI / 180, c = cosf(th), s = sinf(th);
      add(3, 1, 1, 32.5f, 32.5f, a * c, a * s, -0.5f * s, 0.5f * c);
    }
  sec("B2");
  for (int k = 0; k < 360; k++) {
    float th = k * PI / 180, c = cosf(th), s = sinf(th);
    add(3, 1, 1, 32.5f, 32.5f, -0.5f * s, 0.5f * c, 6.5f * c, 6.5f * s);
  }
  sec("B3");
  for (int k = 0; k < 360; k++) {
    float th = k * PI / 180, c = cosf(th), s = sinf(th);
    float t2 = th + PI / 3;
    add(3, 1, 1, 32.5f, 32.5f, 6.5f * c, 6.5f * s, 0.5f * cosf(t2),
        0.5f * sinf(t2));
  }
  sec("C");
  for (int ni : {0, 5, 1, 6, 2, 9, 7, 8, 4})
    for (int j = 0; j <= 120; j++)
      add(ni, 1, 1, 32.5f, 32.5f, 1 + j / 4.f, 0, 0, 0.5f);
  sec("C2");
  for (int ni : {0, 1, 3})
    for (int j = 0; j <= 120; j++)
      add(ni, 1, 1, 32.5f, 32.5f, 1 + j / 4.f, 0, 0, 1.5f);
  sec("D");
  for (float q : {1.f, 1.3f, 2.f, 2.7f, 4.f, 7.f})
    for (int j = 0; j <= 64; j++) {
      float mm = 1 + j / 16.f;
      add(3, 1, 1, 32.5f, 32.5f, q * mm, 0, 0, mm);
    }
  const char *dn[4] = {"D2", "D3", "D4", "D5"};
  const int dfl[4] = {1, 1, 0, 0}, dmf[4] = {1, 0, 1, 0};
  for (int v = 0; v < 4; v++) {
    sec(dn[v]);
    for (float q : {2.f, 4.f})
      for (int j = 0; j <= 64; j++) {
        float mm = 1 + j / 16.f;
        add(3, dfl[v], dmf[v], 32.3f, 32.7f, q * mm, 0, 0, mm);
      }
  }
  sec("E");
  for (int i = 0; i < 2400; i++) {
    float g[4];
    for (int j = 0; j < 4; j++) g[j] = g2();
    float x = 24 + 16 * fr2(), y = 24 + 16 * fr2();
    const int nsel[4] = {3, 2, 1, 0};
    int ni = nsel[i & 3];
    int v = rnd2() % 10, fl = 1, mf = 1;
    if (v == 7) mf = 0;
    if (v == 8) fl = 0;
    if (v == 9) fl = 0, mf = 0;
    add(ni, fl, mf, x, y, g[0], g[1], g[2], g[3]);
  }
  sec("F");
  for (float x : {0.2f, 1.f, 2.5f, 61.5f, 63.f, 63.8f})
    for (float y : {0.3f, 32.5f, 63.7f}) {
      add(3, 1, 1, x, y, 6, 0, 0, 0.5f);
      add(3, 1, 1, x, y, 0, 6, 0.5f, 0);
      add(3, 1, 1, x, y, 4.24f, 4.24f, -0.35f, 0.35f);
    }
  impulse(lev, tex, cs, secs);

  /* ---- values ---- */
  auto rf = [](int l, size_t, unsigned char *b) {
    float *p = (float *)b;
    for (int c = 0; c < 4; c++) p[c] = fr2() + 0 * l;
  };
  auto wide = [](int, size_t, unsigned char *b) {
    float *p = (float *)b;
    for (int c = 0; c < 4; c++) {
      float v = exp2f(fr2() * 24 - 12);
      p[c] = rnd2() & 1 ? -v : v;
    }
  };
  auto rb = [](int, size_t, unsigned char *b) {
    for (int c = 0; c < 4; c++) b[c] = rnd2() & 255;
  };
  auto rh = [](int, size_t, unsigned char *b) {
    for (int c = 0; c < 4; c++) {
      /* a half in [0, 2): exponent 0..15, random mantissa */
      unsigned short h = (unsigned short)((rnd2() % 16) << 10 | (rnd2() & 1023));
      memcpy(b + 2 * c, &h, 2);
    }
  };
  cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
  cudaChannelFormatDesc u4 = cudaCreateChannelDesc<uchar4>();
  cudaChannelFormatDesc h4 = cudaCreateChannelDescHalf4();
  cudaMipmappedArray_t ma = mkarr(f4, 64, 64, 0, 0, 16, rf);
  cudaMipmappedArray_t mb = mkarr(f4, 64, 64, 0, 0, 16, wide);
  cudaMipmappedArray_t mc = mkarr(u4, 64, 64, 0, 0, 4, rb);
  cudaMipmappedArray_t md = mkarr(h4, 64, 64, 0, 0, 8, rh);
  cudaMipmappedArray_t me = mkarr(f4, 64, 16, 0, 0, 16, rf);
  cudaMipmappedArray_t mg = mkarr(f4, 64, 64, 3, cudaArrayLayered, 16, rf);
  cudaMipmappedArray_t mh = mkarr(f4, 256, 0, 0, 0, 16, rf);
  cudaMipmappedArray_t mi = mkarr(f4, 16, 16, 16, 0, 16, rf);
  std::vector<cudaTextureObject_t> vt;
  std::vector<V> vs;
  std::vector<std::string> vsec;
  std::vector<int> vn, vfl, vmf;
  const int vns[4] = {16, 4, 2, 1};
  auto vobj = [&](cudaMipmappedArray_t a, int nn, int fl, int mf, int am,
                  int norm, int nread) {
    vt.push_back(mkobj(a, nn, fl, mf, am, norm, nread));
    vn.push_back(nn), vfl.push_back(fl), vmf.push_back(mf);
    return (int)vt.size() - 1;
  };
  auto vadd = [&](const char *s, int t, int op, float x, float y, float z,
                  int layer, float4 dx, float4 dy) {
    V q;
    q.tex = t, q.op = op, q.layer = layer, q.x = x, q.y = y, q.z = z;
    q.dx = dx, q.dy = dy;
    vs.push_back(q);
    vsec.push_back(s);
  };
  /* random 2D configurations on texture t of w x h texels (normalized) */
  auto rnd2d = [&](const char *s, int t, int cnt, float w, float h, int op,
                   bool norm) {
    for (int i = 0; i < cnt; i++) {
      float g[4];
      for (int j = 0; j < 4; j++) g[j] = g2();
      float x = w * (0.25f + 0.5f * fr2()), y = h * (0.25f + 0.5f * fr2());
      float sx = norm ? w : 1, sy = norm ? h : 1;
      vadd(s, t, op, x / sx, y / sy, 0, i % 3,
           make_float4(g[0] / sx, g[1] / sy, 0, 0),
           make_float4(g[2] / sx, g[3] / sy, 0, 0));
    }
  };
  {
    int ta[16];
    for (int ni = 0; ni < 4; ni++)
      for (int fl = 0; fl < 2; fl++)
        for (int mf = 0; mf < 2; mf++)
          ta[ni * 4 + fl * 2 + mf] =
              vobj(ma, vns[ni], fl, mf, cudaAddressModeClamp, 1, 0);
    for (int i = 0; i < 1200; i++) {
      int ni = i & 3, v = rnd2() % 10, fl = 1, mf = 1;
      if (v == 7) mf = 0;
      if (v == 8) fl = 0;
      if (v == 9) fl = 0, mf = 0;
      rnd2d("VA", ta[ni * 4 + fl * 2 + mf], 1, 64, 64, V2D, true);
    }
  }
  rnd2d("VB", vobj(mb, 16, 1, 1, cudaAddressModeClamp, 1, 0), 400, 64, 64,
        V2D, true);
  rnd2d("VC", vobj(mc, 16, 1, 1, cudaAddressModeClamp, 1, 1), 400, 64, 64,
        V2D, true);
  rnd2d("VD", vobj(md, 16, 1, 1, cudaAddressModeClamp, 1, 0), 300, 64, 64,
        V2D, true);
  rnd2d("VE", vobj(me, 16, 1, 1, cudaAddressModeClamp, 1, 0), 300, 64, 16,
        V2D, true);
  rnd2d("VF", vobj(ma, 16, 1, 1, cudaAddressModeClamp, 0, 0), 300, 64, 64,
        V2D, false);
  rnd2d("VG", vobj(mg, 16, 1, 1, cudaAddressModeClamp, 1, 0), 300, 64, 64,
        V2DL, true);
  {
    int t16 = vobj(mh, 16, 1, 1, cudaAddressModeClamp, 1, 0);
    int t1 = vobj(mh, 1, 1, 1, cudaAddressModeClamp, 1, 0);
    for (int i = 0; i < 300; i++) {
      float a = g2(), b = g2(), x = 256 * (0.25f + 0.5f * fr2());
      vadd("VH", t16, V1D, x / 256, 0, 0, 0, make_float4(a / 256, 0, 0, 0),
           make_float4(b / 256, 0, 0, 0));
      vadd("VH", t1, V1D, x / 256, 0, 0, 0, make_float4(a / 256, 0, 0, 0),
           make_float4(b / 256, 0, 0, 0));
    }
  }
  {
    int t16 = vobj(mi, 16, 1, 1, cudaAddressModeClamp, 1, 0);
    int t1 = vobj(mi, 1, 1, 1, cudaAddressModeClamp, 1, 0);
    for (int i = 0; i < 300; i++) {
      float g[6];
      for (int j = 0; j < 6; j++) g[j] = g2() / 2;
      float x = 4 + 8 * fr2(), y = 4 + 8 * fr2(), z = 4 + 8 * fr2();
      float4 a = make_float4(g[0] / 16, g[1] / 16, g[2] / 16, 0),
             b = make_float4(g[3] / 16, g[4] / 16, g[5] / 16, 0);
      vadd("VI", t16, V3D, x / 16, y / 16, z / 16, 0, a, b);
      vadd("VI", t1, V3D, x / 16, y / 16, z / 16, 0, a, b);
    }
  }
  {
    int tb = vobj(ma, 16, 1, 1, cudaAddressModeBorder, 1, 0);
    int tw = vobj(ma, 16, 1, 1, cudaAddressModeWrap, 1, 0);
    for (int k = 0; k < 2; k++)
      for (int i = 0; i < 200; i++) {
        float g[4];
        for (int j = 0; j < 4; j++) g[j] = g2();
        float x = 6 * fr2() - 1, y = 64 * fr2();
        if (i & 1) x = 64 - x;
        if (i & 2) std::swap(x, y);
        vadd(k ? "VK" : "VJ", k ? tw : tb, V2D, x / 64, y / 64, 0, 0,
             make_float4(g[0] / 64, g[1] / 64, 0, 0),
             make_float4(g[2] / 64, g[3] / 64, 0, 0));
      }
  }
  {
    /* a plain (not mipmapped) array; maxMipmapLevelClamp 0; bias 1.5 */
    cudaChannelFormatDesc c4 = cudaCreateChannelDesc<float4>();
    ck(cudaMallocArray(&g_plain, &c4, 64, 64), "plain");
    std::vector<float4> pv(64 * 64);
    for (auto &v : pv) { /* w first, x last (as recorded) */
      float f3 = fr2(), f2 = fr2(), f1 = fr2(), f0 = fr2();
      v = make_float4(f0, f1, f2, f3);
    }
    ck(cudaMemcpy2DToArray(g_plain, 0, 0, pv.data(), 64 * 16, 64 * 16, 64,
                           cudaMemcpyHostToDevice),
       "plain fill");
    rnd2d("VL", vobj(0, 16, 1, 1, cudaAddressModeClamp, 1, 0), 200, 64, 64,
          V2D, true);
    g_maxclamp = 0;
    rnd2d("VM", vobj(ma, 16, 1, 1, cudaAddressModeClamp, 1, 0), 200, 64, 64,
          V2D, true);
    g_maxclamp = 100;
    g_bias = 1.5f;
    rnd2d("VN", vobj(ma, 16, 1, 1, cudaAddressModeClamp, 1, 0), 200, 64, 64,
          V2D, true);
    g_bias = 0;
  }
  values(vt, vs, vsec, vn, vfl, vmf);
  printf("== end\n");
  return 0;
}

/* ---- run 3 (argument "3"): what runs 1 and 2 left open --------------
 * Impulse sections (as run 2; the section's name says the texture's
 * disableTrilinearOptimization (dto) and mipmapLevelBias where not 0):
 *  G    maxAnisotropy 6, 7, 9, 10, 11, 13, 14, 15: x-major a = 1 + j/4
 *       (j = 0..120), minor 0.5 along y, at the center
 *  G2   the same N, minor 1.5, a = 1.5 + j/2 (j = 0..60)
 *  H    dto 1: minor m = 1 + j/16 (j = 0..64) along y, major q m along x,
 *       q in {1, 2, 4, 7}, N = 16, at the center; H2 q = 2, N = 2 and 4
 *  I    bias 0.5, 1.5 and -0.75: as H with q in {2, 4}, dto 0
 *  J    ratios below 2: minor m in {1, 1.37, 2.2}, major q m with q = 1 +
 *       j/32 (j = 0..32) at 0, 17, 45 and 71 degrees, at (32.3, 32.7), N =
 *       16
 *  K    1200 random gradient pairs as run 2's E (N 16, 8, 4, 2), whose
 *       values are fetched too (VK*)
 * Values (v lines as run 2): VKA..VKF the configurations of K on random
 * textures: float4 in [0, 1), wide-range float4, uchar4 read as normalized
 * floats, half4, VKC's texels as sRGB, and (VKF) dark sRGB texels (bytes
 * 0..31). Level shares (`l SEC i: r g b
 * a`): a texture whose level L (0..3) holds 1 in channel L (levels 4.. zeros), so that a fetch
 * returns each level's share: tex2DLod at lod i/256 - 1/2, tex2DGrad with
 * N = 1 and dPdx = (2^(i/256), 0) texels, and with N = 2, 4, 8, 16, minor
 * m = 2^(i/256) texels along y, major q m along x (q 1.5, 3, 40), i =
 * -128..767; each with dto 0 and 1, and mipmapLevelBias 0.25, 0.5, 1.5,
 * -0.5 (dto 0); the section name says op, N, q, filter, dto and bias. */
static unsigned rs3 = 4242;
static unsigned rnd3() {
  rs3 ^= rs3 << 13;
  rs3 ^= rs3 >> 17;
  rs3 ^= rs3 << 5;
  return rs3;
}
static float fr3() { return (float)(rnd3() & 0xffffff) / 16777216.f; }
static float g3() {
  float m = exp2f(fr3() * 4.5f - 1.5f);
  return rnd3() & 1 ? -m : m;
}

static int run3() {
  cudaArray_t lev[7];
  cudaMipmappedArray_t m = impulse_tex(lev);
  std::vector<cudaTextureObject_t> tex;
  std::vector<std::string> tkey;
  /* the impulse texture's object for N, filters, g_dto and g_bias */
  auto tobj = [&](int n, int fl, int mf) {
    char k[64];
    snprintf(k, sizeof k, "%d %d %d %d %g", n, fl, mf, g_dto, g_bias);
    for (size_t i = 0; i < tkey.size(); i++)
      if (tkey[i] == k) return (int)i;
    tkey.push_back(k);
    tex.push_back(mkobj(m, n, fl, mf, cudaAddressModeClamp, 1, 0));
    return (int)tex.size() - 1;
  };
  std::vector<C> cs;
  std::vector<std::pair<int, const char *>> secs;
  auto sec = [&](const char *name) { secs.push_back({(int)cs.size(), name}); };
  auto add = [&](int n, int fl, int mf, float x, float y, float a0, float a1,
                 float b0, float b1) {
    C c;
    c.tex = tobj(n, fl, mf);
    c.n = n, c.filt = fl, c.mipfilt = mf;
    c.x = x / W, c.y = y / W;
    c.dx0 = a0 / W, c.dx1 = a1 / W, c.dy0 = b0 / W, c.dy1 = b1 / W;
    cs.push_back(c);
  };
  const float PI = 3.14159265f;
  const int gn[8] = {6, 7, 9, 10, 11, 13, 14, 15};
  sec("G");
  for (int n : gn)
    for (int j = 0; j <= 120; j++)
      add(n, 1, 1, 32.5f, 32.5f, 1 + j / 4.f, 0, 0, 0.5f);
  sec("G2");
  for (int n : gn)
    for (int j = 0; j <= 60; j++)
      add(n, 1, 1, 32.5f, 32.5f, 1.5f + j / 2.f, 0, 0, 1.5f);
  g_dto = 1;
  sec("H_dto1");
  for (float q : {1.f, 2.f, 4.f, 7.f})
    for (int j = 0; j <= 64; j++) {
      float mm = 1 + j / 16.f;
      add(16, 1, 1, 32.5f, 32.5f, q * mm, 0, 0, mm);
    }
  sec("H2_dto1");
  for (int n : {2, 4})
    for (int j = 0; j <= 64; j++) {
      float mm = 1 + j / 16.f;
      add(n, 1, 1, 32.5f, 32.5f, 2 * mm, 0, 0, mm);
    }
  g_dto = 0;
  const char *in[3] = {"I_bias0.5", "I_bias1.5", "I_bias-0.75"};
  const float ib[3] = {0.5f, 1.5f, -0.75f};
  for (int b = 0; b < 3; b++) {
    g_bias = ib[b];
    sec(in[b]);
    for (float q : {2.f, 4.f})
      for (int j = 0; j <= 64; j++) {
        float mm = 1 + j / 16.f;
        add(16, 1, 1, 32.5f, 32.5f, q * mm, 0, 0, mm);
      }
  }
  g_bias = 0;
  sec("J");
  for (float mm : {1.f, 1.37f, 2.2f})
    for (int deg : {0, 17, 45, 71})
      for (int j = 0; j <= 32; j++) {
        float th = deg * PI / 180, c = cosf(th), s = sinf(th);
        float a = mm * (1 + j / 32.f);
        add(16, 1, 1, 32.3f, 32.7f, a * c, a * s, -mm * s, mm * c);
      }
  sec("K");
  int k0 = (int)cs.size();
  for (int i = 0; i < 1200; i++) {
    float g[4];
    for (int j = 0; j < 4; j++) g[j] = g3();
    float x = 24 + 16 * fr3(), y = 24 + 16 * fr3();
    const int nsel[4] = {16, 8, 4, 2};
    int v = rnd3() % 10, fl = 1, mf = 1;
    if (v == 7) mf = 0;
    if (v == 8) fl = 0;
    if (v == 9) fl = 0, mf = 0;
    add(nsel[i & 3], fl, mf, x, y, g[0], g[1], g[2], g[3]);
  }
  impulse(lev, tex, cs, secs);

  /* ---- values of K's configurations ---- */
  auto rf = [](int, size_t, unsigned char *b) {
    float *p = (float *)b;
    for (int c = 0; c < 4; c++) p[c] = fr3();
  };
  auto wide = [](int, size_t, unsigned char *b) {
    float *p = (float *)b;
    for (int c = 0; c < 4; c++) {
      float v = exp2f(fr3() * 24 - 12);
      p[c] = rnd3() & 1 ? -v : v;
    }
  };
  auto rb = [](int, size_t, unsigned char *b) {
    for (int c = 0; c < 4; c++) b[c] = rnd3() & 255;
  };
  auto rh = [](int, size_t, unsigned char *b) {
    for (int c = 0; c < 4; c++) {
      unsigned short h = (unsigned short)((rnd3() % 16) << 10 | (rnd3() & 1023));
      memcpy(b + 2 * c, &h, 2);
    }
  };
  cudaMipmappedArray_t arr[4] = {
      mkarr(cudaCreateChannelDesc<float4>(), 64, 64, 0, 0, 16, rf),
      mkarr(cudaCreateChannelDesc<float4>(), 64, 64, 0, 0, 16, wide),
      mkarr(cudaCreateChannelDesc<uchar4>(), 64, 64, 0, 0, 4, rb),
      mkarr(cudaCreateChannelDescHalf4(), 64, 64, 0, 0, 8, rh)};
  /* dark sRGB texels (bytes 0..31; added after VKE) */
  cudaMipmappedArray_t dark = mkarr(
      cudaCreateChannelDesc<uchar4>(), 64, 64, 0, 0, 4,
      [](int, size_t, unsigned char *b) {
        for (int c = 0; c < 4; c++) b[c] = rnd3() & 31;
      });
  const char *an[6] = {"VKA", "VKB", "VKC", "VKD", "VKE", "VKF"};
  std::vector<cudaTextureObject_t> vt;
  std::vector<V> vs;
  std::vector<std::string> vsec;
  std::vector<int> vn, vfl, vmf;
  auto vobj = [&](cudaMipmappedArray_t a, int nn, int fl, int mf, int nread) {
    vt.push_back(mkobj(a, nn, fl, mf, cudaAddressModeClamp, 1, nread));
    vn.push_back(nn), vfl.push_back(fl), vmf.push_back(mf);
    return (int)vt.size() - 1;
  };
  auto vadd = [&](const std::string &s, int t, int op, float x, float y,
                  float z, float4 dx, float4 dy) {
    V q;
    q.tex = t, q.op = op, q.layer = 0, q.x = x, q.y = y, q.z = z;
    q.dx = dx, q.dy = dy;
    vs.push_back(q);
    vsec.push_back(s);
  };
  for (int a = 0; a < 6; a++) { /* VKE: VKC's texels as sRGB */
    int first = (int)vt.size();
    g_srgb = a >= 4;
    for (int n : {16, 8, 4, 2})
      for (int fl = 0; fl < 2; fl++)
        for (int mf = 0; mf < 2; mf++)
          vobj(a == 5 ? dark : arr[a < 4 ? a : 2], n, fl, mf,
               a >= 2 && a != 3);
    g_srgb = 0;
    for (int k = k0; k < (int)cs.size(); k++) {
      const C &c = cs[k];
      int ni = c.n == 16 ? 0 : c.n == 8 ? 1 : c.n == 4 ? 2 : 3;
      vadd(an[a], first + ni * 4 + c.filt * 2 + c.mipfilt, V2D, c.x, c.y, 0,
           make_float4(c.dx0, c.dx1, 0, 0), make_float4(c.dy0, c.dy1, 0, 0));
    }
  }

  /* ---- level shares ---- */
  cudaMipmappedArray_t ml = mkarr(cudaCreateChannelDesc<float4>(), 64, 64, 0,
                                  0, 16, [](int l, size_t, unsigned char *b) {
                                    float *p = (float *)b;
                                    for (int c = 0; c < 4; c++)
                                      p[c] = c == l ? 1.f : 0.f;
                                  });
  char name[96];
  auto shares = [&](int op, int n, float q, int fl, int dto, float bias) {
    g_dto = dto, g_bias = bias;
    int t = vobj(ml, n, fl, 1, 0);
    g_dto = 0, g_bias = 0;
    snprintf(name, sizeof name, "L%s_n%d_q%g_f%d_dto%d_bias%g",
             op == V2DLOD ? "lod" : "grad", n, q, fl, dto, bias);
    for (int i = -128; i <= 767; i++) {
      float e = exp2f(i / 256.f) / 64;
      if (op == V2DLOD)
        vadd(name, t, op, 0.5f, 0.5f, i / 256.f - 0.5f, make_float4(0, 0, 0, 0),
             make_float4(0, 0, 0, 0));
      else
        vadd(name, t, op, 0.5f, 0.5f, 0, make_float4(q * e, 0, 0, 0),
             make_float4(0, n == 1 ? 0 : e, 0, 0));
      vs.back().layer = i;
    }
  };
  values(vt, vs, vsec, vn, vfl, vmf);
  vs.clear(), vsec.clear();
  for (int dto = 0; dto < 2; dto++) {
    shares(V2DLOD, 1, 0, 1, dto, 0);
    shares(V2D, 1, 1, 1, dto, 0);
    for (int n : {2, 4, 8, 16})
      for (float q : {1.5f, 3.f, 40.f}) shares(V2D, n, q, 1, dto, 0);
    shares(V2D, 16, 3, 0, dto, 0);
  }
  for (float b : {0.25f, 0.5f, 1.5f, -0.5f}) {
    shares(V2DLOD, 1, 0, 1, 0, b);
    shares(V2D, 1, 1, 1, 0, b);
    shares(V2D, 16, 3, 1, 0, b);
    shares(V2D, 4, 3, 1, 0, b);
  }
  values(vt, vs, vsec, vn, vfl, vmf, true);
  /* the texture descriptor's two flags read back */
  {
    g_dto = 5;
    cudaTextureObject_t t = mkobj(m, 16, 1, 1, cudaAddressModeClamp, 1, 0);
    g_dto = 0;
    cudaTextureDesc td;
    ck(cudaGetTextureObjectTextureDesc(&td, t), "getdesc");
    printf("dto 5 reads back %d\n", td.disableTrilinearOptimization);
  }
  printf("== end\n");
  return 0;
}

/* ---- run 4 (argument "4"): mipmapLevelBias under anisotropy ----------
 * Level shares (`l` lines as run 3, i = -128..511) of tex2DGrad with q = 3
 * for N = 2, 3, 4, 5, 6, 8, 12, 16 and biases 1/512, 1/256, -1/256, 1/4,
 * -1/4, 1, -1.5; with disableTrilinearOptimization for N = 2, 4 and biases
 * 1/4, 1, -1.5; tex2DLod (level i/256 - 1/2) for N = 2, 4, 16 and biases
 * 0, 1/4, -1/4. */
static int run45(int mode) {
  bool five = mode == 5;
  cudaMipmappedArray_t ml = mkarr(cudaCreateChannelDesc<float4>(), 64, 64, 0,
                                  0, 16, [](int l, size_t, unsigned char *b) {
                                    float *p = (float *)b;
                                    for (int c = 0; c < 4; c++)
                                      p[c] = c == l ? 1.f : 0.f;
                                  });
  std::vector<cudaTextureObject_t> vt;
  std::vector<V> vs;
  std::vector<std::string> vsec;
  std::vector<int> vn, vfl, vmf;
  char name[96];
  const int i0 = mode == 4 ? -128 : 0, i1 = mode == 4 ? 511 : 255;
  const int di = mode == 7 ? 2 : 1;
  auto shares = [&](int op, int n, float q, int dto, float bias) {
    g_dto = dto, g_bias = bias;
    vt.push_back(mkobj(ml, n, 1, 1, cudaAddressModeClamp, 1, 0));
    vn.push_back(n), vfl.push_back(1), vmf.push_back(1);
    g_dto = 0, g_bias = 0;
    snprintf(name, sizeof name, "L%s_n%d_q%g_f1_dto%d_bias%g",
             op == V2DLOD ? "lod" : "grad", n, q, dto, bias);
    for (int i = i0; i <= i1; i += di) {
      float e = exp2f(i / 256.f) / 64;
      V v;
      memset(&v, 0, sizeof v);
      v.tex = (int)vt.size() - 1, v.op = op, v.layer = i;
      v.x = v.y = 0.5f;
      if (op == V2DLOD)
        v.z = i / 256.f - 0.5f;
      else
        v.dx = make_float4(q * e, 0, 0, 0), v.dy = make_float4(0, e, 0, 0);
      vs.push_back(v);
      vsec.push_back(name);
    }
  };
  if (mode == 7) {
    for (int n : {2, 4, 16})
      for (int j = 24; j <= 76; j++) shares(V2D, n, 3, 0, (2 * j + 1) / 512.f);
    for (int k = 36; k <= 48; k++) shares(V2D, 2, 3, 0, (1 + k / 64.f) / 256);
    for (int k = 48; k <= 63; k++) shares(V2D, 4, 3, 0, (1 + k / 64.f) / 256);
    for (int n : {2, 4, 16})
      for (float b : {0.1f, 0.3f, 0.7f})
        for (int sg = -1; sg <= 1; sg += 2) shares(V2D, n, 3, 1, sg * b);
    values(vt, vs, vsec, vn, vfl, vmf, true);
    printf("== end\n");
    return 0;
  }
  if (five) {
    for (int n : {2, 4, 16})
      for (int k = -12; k <= 40; k++)
        if (k) shares(V2D, n, 3, 0, k / 1024.f);
    for (int n : {2, 16})
      for (float b : {0.1f, 0.3f, 0.7f, 1.3f, 2.5f})
        for (int sg = -1; sg <= 1; sg += 2) {
          shares(V2D, n, 3, 0, sg * b);
          shares(V2DLOD, n, 0, 0, sg * b);
        }
    values(vt, vs, vsec, vn, vfl, vmf, true);
    printf("== end\n");
    return 0;
  }
  const float bs[7] = {1 / 512.f, 1 / 256.f, -1 / 256.f, 0.25f, -0.25f, 1,
                       -1.5f};
  for (int n : {2, 3, 4, 5, 6, 8, 12, 16})
    for (float b : bs) shares(V2D, n, 3, 0, b);
  for (int n : {2, 4})
    for (float b : {0.25f, 1.f, -1.5f}) shares(V2D, n, 3, 1, b);
  for (int n : {2, 4, 16})
    for (float b : {0.f, 0.25f, -0.25f}) shares(V2DLOD, n, 0, 0, b);
  values(vt, vs, vsec, vn, vfl, vmf, true);
  printf("== end\n");
  return 0;
}

static int run4() { return run45(4); }
/* ---- run 5 (argument "5"): level shares as run 4 (i = 0..255) for N = 2,
 * 4, 16 and mipmapLevelBias k/1024 (k = -12..40), and for N = 2, 16 with
 * biases +-0.1, 0.3, 0.7, 1.3, 2.5, tex2DGrad (q = 3) and tex2DLod. */
static int run5() { return run45(5); }
/* ---- run 7 (argument "7"): level shares as run 5 (i = 0, 2, .., 254) for
 * N = 2, 4, 16 and biases (2j + 1)/512 (j = 24..76); N = 2 with biases (1 +
 * k/64)/256 (k = 36..48) and N = 4 (k = 48..63); disableTrilinear-
 * Optimization with N = 2, 4, 16 and biases +-0.1, 0.3, 0.7. */
static int run7() { return run45(7); }

/* ---- run 6 (argument "6"): the Lod forms of other texture types under
 * maxAnisotropy. Level shares (`l` lines as run 3, level i/256 - 1/2, i =
 * -128..767) of tex1DLod (256 texels), tex3DLod (16^3), texCubemapLod (8x8
 * faces) and tex2DLayeredLod (64x64, layer 1) with maxAnisotropy 4 and 16
 * and with 16 and disableTrilinearOptimization. */
static int run6() {
  auto one = [](int l, size_t, unsigned char *b) {
    float *p = (float *)b;
    for (int c = 0; c < 4; c++) p[c] = c == l ? 1.f : 0.f;
  };
  cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
  struct {
    const char *name;
    int op;
    cudaMipmappedArray_t m;
  } ty[4] = {{"1d", V1DLOD, mkarr(f4, 256, 0, 0, 0, 16, one)},
             {"3d", V3DLOD, mkarr(f4, 16, 16, 16, 0, 16, one)},
             {"cube", VCUBELOD, mkarr(f4, 8, 8, 6, cudaArrayCubemap, 16, one)},
             {"layered", V2DLLOD,
              mkarr(f4, 64, 64, 3, cudaArrayLayered, 16, one)}};
  std::vector<cudaTextureObject_t> vt;
  std::vector<V> vs;
  std::vector<std::string> vsec;
  std::vector<int> vn, vfl, vmf;
  char name[96];
  for (auto &y : ty)
    for (int c = 0; c < 3; c++) {
      int n = c == 0 ? 4 : 16;
      g_dto = c == 2;
      vt.push_back(mkobj(y.m, n, 1, 1, cudaAddressModeClamp, 1, 0));
      g_dto = 0;
      vn.push_back(n), vfl.push_back(1), vmf.push_back(1);
      snprintf(name, sizeof name, "L%s_n%d_dto%d", y.name, n, c == 2);
      for (int i = -128; i <= 767; i++) {
        V v;
        memset(&v, 0, sizeof v);
        v.tex = (int)vt.size() - 1, v.op = y.op, v.layer = i;
        v.x = 0.5f, v.y = 0.5f, v.z = i / 256.f - 0.5f;
        vs.push_back(v);
        vsec.push_back(name);
      }
    }
  values(vt, vs, vsec, vn, vfl, vmf, true);
  printf("== end\n");
  return 0;
}

/* ---- run 8 (argument "8"): the probes' spacing when the minor axis is
 * above a texel. Impulse sections (as run 2) with N = 16, linear/linear:
 *  P    minor m = 2^(k/64) texels (k = 0..128) along y, major q m along x,
 *       q in {1.1, 1.3, 1.6, 1.9, 2.5, 3.5}, at (32.0, 32.5)
 *  P17  the same rotated by 17 degrees, q in {1.3, 1.9, 3.5}
 *  P45  rotated by 45 degrees, q in {1.3, 1.9, 3.5} */
static int run89(bool nine) {
  cudaArray_t lev[7];
  cudaMipmappedArray_t m = impulse_tex(lev);
  std::vector<cudaTextureObject_t> tex;
  tex.push_back(mkobj(m, 16, 1, 1, cudaAddressModeClamp, 1, 0));
  std::vector<C> cs;
  std::vector<std::pair<int, const char *>> secs;
  const float PI = 3.14159265f;
  auto add = [&](int deg, float q, int k) {
    float mm = exp2f(k / (nine ? 256.f : 64.f)), th = deg * PI / 180,
          c = cosf(th),
          s = sinf(th), a = q * mm;
    C v;
    v.tex = 0, v.n = 16, v.filt = 1, v.mipfilt = 1;
    v.x = (nine ? 32.5f : 32.0f) / W, v.y = 32.5f / W;
    v.dx0 = a * c / W, v.dx1 = a * s / W, v.dy0 = -mm * s / W;
    v.dy1 = mm * c / W;
    cs.push_back(v);
  };
  if (nine) {
    secs.push_back({0, "Q"});
    for (float q : {1.1f, 1.5f, 1.9f})
      for (int k = 0; k <= 512; k++) add(0, q, k);
    impulse(lev, tex, cs, secs);
    printf("== end\n");
    return 0;
  }
  secs.push_back({0, "P"});
  for (float q : {1.1f, 1.3f, 1.6f, 1.9f, 2.5f, 3.5f})
    for (int k = 0; k <= 128; k++) add(0, q, k);
  secs.push_back({(int)cs.size(), "P17"});
  for (float q : {1.3f, 1.9f, 3.5f})
    for (int k = 0; k <= 128; k++) add(17, q, k);
  secs.push_back({(int)cs.size(), "P45"});
  for (float q : {1.3f, 1.9f, 3.5f})
    for (int k = 0; k <= 128; k++) add(45, q, k);
  impulse(lev, tex, cs, secs);
  printf("== end\n");
  return 0;
}
static int run8() { return run89(false); }
/* ---- run 9 (argument "9"): as run 8's P at (32.5, 32.5), where each of
 * two probes' offset shows in its own column: section Q, minor m =
 * 2^(k/256) texels (k = 0..512), q in {1.1, 1.5, 1.9}, 0 degrees. */
static int run9() { return run89(true); }
