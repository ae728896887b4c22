// Texture filtering details to fit cucc's rules to (issue 5): the weights of
// 2D and 3D linear filtering, of linear filtering blended between two mip
// levels (2D and 3D), and the level of detail that tex1D/2D/3DGrad derive
// from gradients (isotropic and with maxAnisotropy). Recorded with nvcc 13
// on an H100: `probe_tex_fit` gives probe_tex_fit.h100.out (the sections
// below), `probe_tex_fit 2` gives probe_tex_fit.run2.h100.out (run 2, at
// the end of this file: the fitted weight rules checked on the GPU for all
// 2^24 fraction triples of 3D filtering and 2^23 points of 2D mip
// blending, 0 mismatches; dense level-of-detail sweeps). Fitted in
// crt/cucc_texture_fetch.h (taps(), grad_lod(), grad_lod_aniso(),
// aniso_mip_weight()): cucc reproduces all the weight lines and all the
// level-of-detail lines (gl*, s*); of the anisotropic levels (ga, gap)
// every axis-aligned line and 96.5% of the random ones (the others 1/256 or
// 2/256 off); the fetches do not filter anisotropically yet (gav is not
// fitted).
//
// Weights are read with float4 textures whose texel (x, y) is one-hot in
// channel (x & 1) | (y & 1) << 1: a linear fetch returns, in channel k, the
// weight of the tap of that parity. Separate textures hold the taps of even
// and odd z slices (3D) and of each mip level (others zero). Values are
// printed as v * 256 in decimal (weights in 1/256) or, where that is not an
// integer, as ?<float bits in hex>.
//
// Sections (one line per point; "a" etc. are fractions in 1/256):
//  w2 g a b: c0..c3     tex2D at (4.5 + a/256, 4.5 + b/256), 8x8, texels
//  w2 f d k: c0..c3     coordinate d = 4.5 + k/4096, the other 4.8
//  w3 g a b c: e0..e3 o0..o3   tex3D at 4.5 + (a, b, c)/256 in an 8x8x8:
//                       e = slice z 4, o = slice 5, channels as above;
//  w3 r a b c / w3 s a b c: random points / sweeps of c
//  w3 f d k: ...        coordinate d = 4.5 + k/2048, the others 4.8
//  wm px a py b f8: A0..A3 B0..B3   tex2DLod of a 64x64 mipmapped array at
//                       x = (20 + px + 0.5 + a/256) / 64 (y likewise),
//                       lod f8/256; A: level 0 one-hot, B: level 1
//                       (level 1's tap parities follow from x * 32 - 0.5)
//  wm f f8 k: ...       x = (20.5 + k/2048) / 64, y = (20.8) / 64
//  wmd ...              as wm with disableTrilinearOptimization = 1
//  w3m px a py b pz c f8: (l0 z-even, l0 z-odd, l1 z-even, l1 z-odd) x 4
//                       tex3DLod of a 16^3 mipmapped array, as wm
//  gl*: level of detail: textures whose level L holds L (point filtering,
//       linear mip filtering: the result is the level with 8 fractional
//       bits, truncated), mipmapLevelBias 4 + j/2048 for j = 0..7; printed:
//       v0 (lod * 256 of bias 4) and the 8 digits v_j - v0
//  gl1 i j: ...         tex2DGrad, 256x256 normalized, dPdx = (i, j)/8
//                       texels, dPdy = 0
//  gl2o i j / gl2p i j  dPdx = (i/4, 0), dPdy = (0, j/4) / (j/4, 0) texels
//  gl3 X0 X1 Y0 Y1      random dPdx = (X0, X1), dPdy = (Y0, Y1), floats as
//                       hex bits, in normalized units (texels / 256)
//  gl4 ang k X0 X1      dPdx = 2^(k/256) (cos ang, sin ang) texels, dPdy 0
//  gl5 ...              as gl3 on a 256x64 texture
//  gl6 ...              as gl3, unnormalized coordinates (gradients given
//                       in texels)
//  gl7 X Y              tex1DGrad, 256 texels normalized
//  gl8 X0 X1 X2 Y0 Y1 Y2   tex3DGrad, 64^3 normalized
//  ga N ...             as gl3 / gl2o (tag ga N 3 / ga N 2o), maxAnisotropy
//                       N, linear filtering, bias 4 only: lod * 256 (a
//                       constant level texture: the level blend alone)
//  gap N ...            the same with point filtering
//  gav X0 X1 Y0 Y1 u v: bits   tex2DGrad values of a 64x64 texture, level L
//                       texel (x, y) = 4096 L + x + 64 y, linear, linear mip,
//                       maxAnisotropy 16 (recorded, not fitted)
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static void pv(float v) {
  double s = (double)v * 256;
  if (s == floor(s) && fabs(s) < 1e7)
    printf(" %d", (int)s);
  else
    printf(" ?%08x", fb(v));
}

static unsigned rs = 12345;
static unsigned rnd() {
  rs ^= rs << 13;
  rs ^= rs >> 17;
  rs ^= rs << 5;
  return rs;
}

enum { T2D, T3D, T2DLOD, T3DLOD, T1DGRAD, T2DGRAD, T3DGRAD };
struct P {
  float x, y, z, lod;
  float4 dx, dy;
};

template <class R>
__global__ void kf(cudaTextureObject_t t, int op, const P *p, int n, R *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  P q = p[i];
  R r;
  switch (op) {
  case T2D:
    r = tex2D<R>(t, q.x, q.y);
    break;
  case T3D:
    r = tex3D<R>(t, q.x, q.y, q.z);
    break;
  case T2DLOD:
    r = tex2DLod<R>(t, q.x, q.y, q.lod);
    break;
  case T3DLOD:
    r = tex3DLod<R>(t, q.x, q.y, q.z, q.lod);
    break;
  case T1DGRAD:
    r = tex1DGrad<R>(t, q.x, q.dx.x, q.dy.x);
    break;
  case T2DGRAD:
    r = tex2DGrad<R>(t, q.x, q.y, make_float2(q.dx.x, q.dx.y),
                     make_float2(q.dy.x, q.dy.y));
    break;
  default:
    r = tex3DGrad<R>(t, q.x, q.y, q.z, q.dx, q.dy);
    break;
  }
  o[i] = r;
}

static P *d_p;
static void *d_o;
#define MAXN 65536

template <class R>
static std::vector<R> fetch(cudaTextureObject_t t, int op,
                            const std::vector<P> &p) {
  std::vector<R> out(p.size());
  for (size_t s = 0; s < p.size(); s += MAXN) {
    int n = (int)(p.size() - s < MAXN ? p.size() - s : MAXN);
    ck(cudaMemcpy(d_p, &p[s], n * sizeof(P), cudaMemcpyHostToDevice), "cp");
    kf<R><<<(n + 255) / 256, 256>>>(t, op, d_p, n, (R *)d_o);
    ck(cudaMemcpy(&out[s], d_o, n * sizeof(R), cudaMemcpyDeviceToHost),
       "fetch");
  }
  return out;
}

struct TD {
  int filt = 1, norm = 0, mipfilt = 1, aniso = 0, notri = 0;
  float bias = 0;
};

static cudaTextureObject_t mk(const cudaResourceDesc &rd, TD d) {
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++) td.addressMode[i] = cudaAddressModeClamp;
  td.filterMode = (cudaTextureFilterMode)d.filt;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = d.norm;
  td.mipmapFilterMode = (cudaTextureFilterMode)d.mipfilt;
  td.maxMipmapLevelClamp = 100;
  td.mipmapLevelBias = d.bias;
  td.maxAnisotropy = d.aniso;
  td.disableTrilinearOptimization = d.notri;
  cudaTextureObject_t t;
  ck(cudaCreateTextureObject(&t, &rd, &td, NULL), "create");
  return t;
}

static cudaResourceDesc res_array(cudaArray_t a) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = a;
  return rd;
}
static cudaResourceDesc res_mip(cudaMipmappedArray_t m) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  return rd;
}

static void copy3d(cudaArray_t a, const void *src, int esz, int w, int h,
                   int d) {
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = make_cudaPitchedPtr((void *)src, (size_t)w * esz, w, h);
  p.dstArray = a;
  p.extent = make_cudaExtent(w, h, d);
  p.kind = cudaMemcpyHostToDevice;
  ck(cudaMemcpy3D(&p), "memcpy3d");
}

/* One-hot float4 texels by (x, y) parity; zslice: -1 all slices, else only
 * slices of that z parity; zero: all zeros. */
static std::vector<float4> onehot(int w, int h, int d, int zpar, bool zero) {
  std::vector<float4> v((size_t)w * h * d);
  for (int z = 0; z < d; z++)
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        float c[4] = {0, 0, 0, 0};
        if (!zero && (zpar < 0 || (z & 1) == zpar))
          c[(x & 1) | (y & 1) << 1] = 1;
        v[((size_t)z * h + y) * w + x] = make_float4(c[0], c[1], c[2], c[3]);
      }
  return v;
}

static cudaArray_t arr4(int w, int h, int d, int zpar) {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float4>();
  cudaArray_t a;
  ck(cudaMalloc3DArray(&a, &f, make_cudaExtent(w, h, d), 0),
     "malloc3d");
  std::vector<float4> v = onehot(w, h, d ? d : 1, zpar, false);
  copy3d(a, v.data(), 16, w, h, d ? d : 1);
  return a;
}

/* A mipmapped float4 array (2D: d = 0) whose level `hot` is one-hot (z
 * parity zpar in 3D) and whose other levels are zero. */
static cudaMipmappedArray_t mip4(int w, int h, int d, int nl, int hot,
                                 int zpar) {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float4>();
  cudaMipmappedArray_t m;
  ck(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(w, h, d), nl), "mip4");
  for (int l = 0; l < nl; l++) {
    cudaArray_t a;
    ck(cudaGetMipmappedArrayLevel(&a, m, l), "level");
    int lw = w >> l, lh = h >> l, ld = d ? d >> l : 1;
    if (!lw) lw = 1;
    if (!lh) lh = 1;
    if (!ld) ld = 1;
    std::vector<float4> v = onehot(lw, lh, ld, zpar, l != hot);
    copy3d(a, v.data(), 16, lw, lh, ld);
  }
  return m;
}

/* A mipmapped float array (h = 0: 1D, d = 0: 2D) whose level L holds L, or
 * (ramp) 4096 L + x + 64 y. */
static cudaMipmappedArray_t mipl(int w, int h, int d, int nl, bool ramp) {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaMipmappedArray_t m;
  ck(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(w, h, d), nl), "mipl");
  for (int l = 0; l < nl; l++) {
    cudaArray_t a;
    ck(cudaGetMipmappedArrayLevel(&a, m, l), "level");
    int lw = w >> l, lh = h ? h >> l : 1, ld = d ? d >> l : 1;
    if (!lw) lw = 1;
    if (!lh) lh = 1;
    if (!ld) ld = 1;
    std::vector<float> v((size_t)lw * lh * ld);
    for (size_t i = 0; i < v.size(); i++)
      v[i] = ramp ? 4096.f * l + (float)(i % lw) + 64.f * (float)(i / lw)
                  : (float)l;
    copy3d(a, v.data(), 4, lw, lh, ld);
  }
  return m;
}

static P pt(float x, float y, float z = 0, float lod = 0) {
  P p;
  memset(&p, 0, sizeof p);
  p.x = x;
  p.y = y;
  p.z = z;
  p.lod = lod;
  return p;
}

/* ---- weights ---- */

static void weights2d() {
  cudaArray_t a = arr4(8, 8, 0, -1);
  TD d;
  cudaTextureObject_t t = mk(res_array(a), d);
  std::vector<P> p;
  std::vector<int> tag;
  for (int ai = 0; ai < 256; ai += 5)
    for (int bi = 0; bi < 256; bi += 5) {
      p.push_back(pt(4.5f + ai / 256.f, 4.5f + bi / 256.f));
      tag.push_back(ai << 16 | bi);
    }
  size_t ng = p.size();
  for (int dd = 0; dd < 2; dd++)
    for (int k = 0; k < 4096; k++) {
      float c = 4.5f + k / 4096.f;
      p.push_back(dd ? pt(4.8f, c) : pt(c, 4.8f));
      tag.push_back(dd << 16 | k);
    }
  std::vector<float4> r = fetch<float4>(t, T2D, p);
  for (size_t i = 0; i < p.size(); i++) {
    printf("w2 %s %d %d:", i < ng ? "g" : "f", tag[i] >> 16, tag[i] & 0xffff);
    pv(r[i].x), pv(r[i].y), pv(r[i].z), pv(r[i].w);
    printf("\n");
  }
}

static void weights3d() {
  cudaArray_t ae = arr4(8, 8, 8, 0), ao = arr4(8, 8, 8, 1);
  TD d;
  cudaTextureObject_t te = mk(res_array(ae), d), to = mk(res_array(ao), d);
  std::vector<P> p;
  std::vector<const char *> kind;
  std::vector<int> A, B, C;
  auto add = [&](const char *k, int a, int b, int c) {
    p.push_back(pt(4.5f + a / 256.f, 4.5f + b / 256.f, 4.5f + c / 256.f));
    kind.push_back(k), A.push_back(a), B.push_back(b), C.push_back(c);
  };
  for (int a = 0; a < 256; a += 15)
    for (int b = 0; b < 256; b += 15)
      for (int c = 0; c < 256; c += 15) add("g", a, b, c);
  /* (the order of the rnd() calls is the one of the recording: g++
   * evaluated the arguments of add() right to left) */
  for (int i = 0; i < 8192; i++) {
    int c = rnd() & 255, b = rnd() & 255, a = rnd() & 255;
    add("r", a, b, c);
  }
  const int ab[4][2] = {{90, 64}, {248, 202}, {72, 143}, {151, 84}};
  for (int i = 0; i < 4; i++)
    for (int c = 0; c < 256; c++) add("s", ab[i][0], ab[i][1], c);
  for (int dd = 0; dd < 3; dd++)
    for (int k = 0; k < 2048; k++) {
      float c[3] = {4.8f, 4.8f, 4.8f};
      c[dd] = 4.5f + k / 2048.f;
      p.push_back(pt(c[0], c[1], c[2]));
      kind.push_back("f"), A.push_back(dd), B.push_back(k), C.push_back(-1);
    }
  std::vector<float4> re = fetch<float4>(te, T3D, p),
                      ro = fetch<float4>(to, T3D, p);
  for (size_t i = 0; i < p.size(); i++) {
    if (C[i] >= 0)
      printf("w3 %s %d %d %d:", kind[i], A[i], B[i], C[i]);
    else
      printf("w3 %s %d %d:", kind[i], A[i], B[i]);
    pv(re[i].x), pv(re[i].y), pv(re[i].z), pv(re[i].w);
    pv(ro[i].x), pv(ro[i].y), pv(ro[i].z), pv(ro[i].w);
    printf("\n");
  }
}

static void weightsmip() {
  cudaMipmappedArray_t ma = mip4(64, 64, 0, 7, 0, -1),
                       mb = mip4(64, 64, 0, 7, 1, -1);
  TD d;
  d.norm = 1;
  for (int notri = 0; notri < 2; notri++) {
    d.notri = notri;
    cudaTextureObject_t ta = mk(res_mip(ma), d), tb = mk(res_mip(mb), d);
    std::vector<P> p;
    std::vector<int> prm; /* px a py b f8 packed; f: -1 */
    auto add = [&](int px, int a, int py, int b, int f8) {
      p.push_back(pt((20 + px + 0.5f + a / 256.f) / 64.f,
                     (20 + py + 0.5f + b / 256.f) / 64.f, 0, f8 / 256.f));
      prm.push_back(px << 28 | a << 20 | py << 16 | b << 8 | f8);
    };
    if (!notri) {
      const int bs[6] = {0, 51, 102, 153, 204, 255};
      const int fs[5] = {1, 64, 128, 192, 255};
      for (int fi = 0; fi < 5; fi++)
        for (int bi = 0; bi < 6; bi++)
          for (int a = 0; a < 256; a++) add(0, a, 0, bs[bi], fs[fi]);
    }
    for (int i = 0; i < (notri ? 2048 : 8192); i++) {
      int f8 = 1 + rnd() % 255; /* then right to left, as recorded */
      int b = rnd() & 255, py = rnd() & 1, a = rnd() & 255, px = rnd() & 1;
      add(px, a, py, b, f8);
    }
    size_t nr = p.size();
    if (!notri)
      for (int fi = 0; fi < 2; fi++)
        for (int k = 0; k < 2048; k++) {
          p.push_back(pt((20.5f + k / 2048.f) / 64.f, 20.8f / 64.f, 0,
                         fi ? 0.25f : 0.5f));
          prm.push_back((fi ? 64 : 128) << 16 | k);
        }
    std::vector<float4> ra = fetch<float4>(ta, T2DLOD, p),
                        rb = fetch<float4>(tb, T2DLOD, p);
    for (size_t i = 0; i < p.size(); i++) {
      int q = prm[i];
      if (i < nr)
        printf("wm%s %d %d %d %d %d:", notri ? "d" : "", q >> 28,
               (q >> 20) & 255, (q >> 16) & 1, (q >> 8) & 255, q & 255);
      else
        printf("wm f %d %d:", q >> 16, q & 0xffff);
      pv(ra[i].x), pv(ra[i].y), pv(ra[i].z), pv(ra[i].w);
      pv(rb[i].x), pv(rb[i].y), pv(rb[i].z), pv(rb[i].w);
      printf("\n");
    }
    cudaDestroyTextureObject(ta);
    cudaDestroyTextureObject(tb);
  }
}

static void weights3dmip() {
  cudaTextureObject_t t[4];
  TD d;
  d.norm = 1;
  for (int k = 0; k < 4; k++)
    t[k] = mk(res_mip(mip4(16, 16, 16, 5, k >> 1, k & 1)), d);
  std::vector<P> p;
  std::vector<int> prm;
  for (int i = 0; i < 2048; i++) {
    int px = rnd() & 1, a = rnd() & 255, py = rnd() & 1, b = rnd() & 255,
        pz = rnd() & 1, c = rnd() & 255, f8 = 1 + rnd() % 255;
    p.push_back(pt((6 + px + 0.5f + a / 256.f) / 16.f,
                   (6 + py + 0.5f + b / 256.f) / 16.f,
                   (6 + pz + 0.5f + c / 256.f) / 16.f, f8 / 256.f));
    prm.insert(prm.end(), {px, a, py, b, pz, c, f8});
  }
  std::vector<float4> r[4];
  for (int k = 0; k < 4; k++) r[k] = fetch<float4>(t[k], T3DLOD, p);
  for (size_t i = 0; i < p.size(); i++) {
    printf("w3m");
    for (int j = 0; j < 7; j++) printf(" %d", prm[i * 7 + j]);
    printf(":");
    for (int k = 0; k < 4; k++)
      pv(r[k][i].x), pv(r[k][i].y), pv(r[k][i].z), pv(r[k][i].w);
    printf("\n");
  }
}

/* ---- level of detail ---- */

struct GL {
  const char *tag;
  std::vector<P> p;
  std::vector<std::vector<unsigned>> prm; /* printed as given */
  std::vector<bool> hex;
};

static float rgrad(float scale) {
  /* a random float in [-8, 8) texels, in units of scale */
  int k = (int)(rnd() & 0xffff) - 32768;
  return (float)k / 4096.f * scale;
}

static void print_lod(const char *tag, const std::vector<unsigned> &prm,
                      bool hex, const float *v, int nv) {
  printf("%s", tag);
  for (unsigned u : prm)
    if (hex)
      printf(" %08x", u);
    else
      printf(" %d", (int)u);
  printf(":");
  pv(v[0]);
  if (nv > 1) {
    printf(" ");
    for (int j = 1; j < nv; j++) {
      double dlt = ((double)v[j] - v[0]) * 256;
      if (dlt >= 0 && dlt <= 9 && dlt == floor(dlt))
        printf("%d", (int)dlt);
      else
        printf("[?%08x]", fb(v[j]));
    }
  }
  printf("\n");
}

/* Runs points p on textures made of rd with biases 4 + j/2048 (nb of
 * them), op, and prints. */
static void run_lod(const cudaResourceDesc &rd, TD d, int op, int nb,
                    const char *tag, const std::vector<P> &p,
                    const std::vector<std::vector<unsigned>> &prm, bool hex) {
  std::vector<std::vector<float>> r(nb);
  for (int j = 0; j < nb; j++) {
    d.bias = 4.f + j / 2048.f;
    cudaTextureObject_t t = mk(rd, d);
    r[j] = fetch<float>(t, op, p);
    cudaDestroyTextureObject(t);
  }
  for (size_t i = 0; i < p.size(); i++) {
    float v[8];
    for (int j = 0; j < nb; j++) v[j] = r[j][i];
    print_lod(tag, prm[i], hex, v, nb);
  }
}

static P gp(float x, float y, float dx0, float dx1, float dy0, float dy1) {
  P p = pt(x, y);
  p.dx = make_float4(dx0, dx1, 0, 0);
  p.dy = make_float4(dy0, dy1, 0, 0);
  return p;
}

static void lod() {
  cudaResourceDesc sq = res_mip(mipl(256, 256, 0, 9, false));
  TD d;
  d.filt = 0;
  d.norm = 1;
  const float s = 1.f / 256;
  std::vector<P> p;
  std::vector<std::vector<unsigned>> prm;
  auto flush = [&](const cudaResourceDesc &rd, TD dd, int op, int nb,
                   const char *tag, bool hex) {
    run_lod(rd, dd, op, nb, tag, p, prm, hex);
    p.clear();
    prm.clear();
  };
  for (int i = 0; i <= 64; i++)
    for (int j = 0; j <= 64; j++) {
      p.push_back(gp(0.5f, 0.5f, i / 8.f * s, j / 8.f * s, 0, 0));
      prm.push_back({(unsigned)i, (unsigned)j});
    }
  flush(sq, d, T2DGRAD, 8, "gl1", false);
  for (int par = 0; par < 2; par++) {
    for (int i = 0; i <= 32; i++)
      for (int j = 0; j <= 32; j++) {
        p.push_back(par ? gp(0.5f, 0.5f, i / 4.f * s, 0, j / 4.f * s, 0)
                        : gp(0.5f, 0.5f, i / 4.f * s, 0, 0, j / 4.f * s));
        prm.push_back({(unsigned)i, (unsigned)j});
      }
    flush(sq, d, T2DGRAD, 8, par ? "gl2p" : "gl2o", false);
  }
  std::vector<P> g3;
  std::vector<std::vector<unsigned>> g3p;
  for (int i = 0; i < 4096; i++) {
    float v[4] = {rgrad(s), rgrad(s), rgrad(s), rgrad(s)};
    g3.push_back(gp(0.5f, 0.5f, v[0], v[1], v[2], v[3]));
    g3p.push_back({fb(v[0]), fb(v[1]), fb(v[2]), fb(v[3])});
  }
  run_lod(sq, d, T2DGRAD, 8, "gl3", g3, g3p, true);
  const int angs[5] = {0, 45, 30, 90, 10};
  for (int ai = 0; ai < 5; ai++)
    for (int k = -1024; k < 1024; k += 2) {
      double r = exp2(k / 256.0), an = angs[ai] * M_PI / 180;
      float x0 = (float)(r * cos(an) / 256), x1 = (float)(r * sin(an) / 256);
      p.push_back(gp(0.5f, 0.5f, x0, x1, 0, 0));
      prm.push_back({(unsigned)angs[ai], (unsigned)k, fb(x0), fb(x1)});
    }
  flush(sq, d, T2DGRAD, 8, "gl4", true);
  /* non-square */
  {
    cudaResourceDesc ns = res_mip(mipl(256, 64, 0, 9, false));
    for (int i = 0; i < 2048; i++) {
      float v[4] = {rgrad(s), rgrad(s), rgrad(s), rgrad(s)};
      p.push_back(gp(0.5f, 0.5f, v[0], v[1], v[2], v[3]));
      prm.push_back({fb(v[0]), fb(v[1]), fb(v[2]), fb(v[3])});
    }
    flush(ns, d, T2DGRAD, 8, "gl5", true);
  }
  /* unnormalized */
  {
    TD du = d;
    du.norm = 0;
    for (int i = 0; i < 1024; i++) {
      float v[4] = {rgrad(1), rgrad(1), rgrad(1), rgrad(1)};
      p.push_back(gp(128, 128, v[0], v[1], v[2], v[3]));
      prm.push_back({fb(v[0]), fb(v[1]), fb(v[2]), fb(v[3])});
    }
    flush(sq, du, T2DGRAD, 8, "gl6", true);
  }
  /* 1D */
  {
    cudaResourceDesc r1 = res_mip(mipl(256, 0, 0, 9, false));
    for (int i = 0; i < 1024; i++) {
      float v[2] = {rgrad(s), rgrad(s)};
      P q = pt(0.5f, 0);
      q.dx.x = v[0];
      q.dy.x = v[1];
      p.push_back(q);
      prm.push_back({fb(v[0]), fb(v[1])});
    }
    flush(r1, d, T1DGRAD, 8, "gl7", true);
  }
  /* 3D */
  {
    cudaResourceDesc r3 = res_mip(mipl(64, 64, 64, 7, false));
    const float s3 = 1.f / 64;
    for (int i = 0; i < 2048; i++) {
      float v[6];
      for (int k = 0; k < 6; k++) v[k] = rgrad(s3) / 4; /* +-2 texels */
      P q = pt(0.5f, 0.5f, 0.5f);
      q.dx = make_float4(v[0], v[1], v[2], 0);
      q.dy = make_float4(v[3], v[4], v[5], 0);
      p.push_back(q);
      prm.push_back({fb(v[0]), fb(v[1]), fb(v[2]), fb(v[3]), fb(v[4]),
                     fb(v[5])});
    }
    flush(r3, d, T3DGRAD, 8, "gl8", true);
  }
  /* anisotropic: the level */
  const int ns_[3] = {2, 4, 16};
  for (int pf = 0; pf < 2; pf++)
    for (int ni = 0; ni < 3; ni++) {
      TD da = d;
      da.filt = pf ? 0 : 1;
      da.aniso = ns_[ni];
      char tag[32];
      snprintf(tag, sizeof tag, "%s %d 3", pf ? "gap" : "ga", ns_[ni]);
      std::vector<P> q3(g3.begin(), g3.begin() + (pf ? 1024 : 4096));
      std::vector<std::vector<unsigned>> q3p(g3p.begin(),
                                             g3p.begin() + q3.size());
      run_lod(sq, da, T2DGRAD, 1, tag, q3, q3p, true);
      for (int i = 0; i <= 32; i++)
        for (int j = 0; j <= 32; j++) {
          p.push_back(gp(0.5f, 0.5f, i / 4.f * s, 0, 0, j / 4.f * s));
          prm.push_back({(unsigned)i, (unsigned)j});
        }
      snprintf(tag, sizeof tag, "%s %d 2o", pf ? "gap" : "ga", ns_[ni]);
      flush(sq, da, T2DGRAD, 1, tag, false);
    }
  /* anisotropic: values */
  {
    cudaResourceDesc rr = res_mip(mipl(64, 64, 0, 7, true));
    TD da = d;
    da.filt = 1;
    da.aniso = 16;
    cudaTextureObject_t t = mk(rr, da);
    const float s6 = 1.f / 64;
    std::vector<unsigned> u;
    for (int i = 0; i < 1024; i++) {
      float v[4] = {rgrad(s6), rgrad(s6), rgrad(s6), rgrad(s6)};
      float x = (float)(rnd() & 0xffff) / 65536.f,
            y = (float)(rnd() & 0xffff) / 65536.f;
      p.push_back(gp(x, y, v[0], v[1], v[2], v[3]));
      u.insert(u.end(), {fb(v[0]), fb(v[1]), fb(v[2]), fb(v[3]), fb(x),
                         fb(y)});
    }
    std::vector<float> r = fetch<float>(t, T2DGRAD, p);
    for (size_t i = 0; i < p.size(); i++) {
      printf("gav");
      for (int k = 0; k < 6; k++) printf(" %08x", u[i * 6 + k]);
      printf(": %08x\n", fb(r[i]));
    }
    p.clear();
  }
}

/* ---- run 2 (argument "2"): checks of the fitted rules, dense sweeps --- */

/* The fitted weight rule (as crt/cucc_texture_fetch.h): a slice of share m
 * at fractions a, b. */
static void split_slice(int a, int b, int m, int *w) {
  int x1 = (a * m + 128) >> 8, x0 = m - x1;
  int y11 = (b * x1 + 128) >> 8, y01 = (b * x0 + 127) >> 8;
  w[0] = x0 - y01, w[1] = x1 - y11, w[2] = y01, w[3] = y11;
}
static void split3(int a, int b, int c, int s, int *w) {
  int z1 = (c * s + 127) >> 8;
  split_slice(a, b, s - z1, w);
  split_slice(a, b, z1, w + 4);
}
static int wq(float v) { return (int)lrint((double)v * 256); }

/* tex3D at 4.5 + (a, b, c)/256, index = a << 16 | b << 8 | c */
__global__ void k3all(cudaTextureObject_t te, cudaTextureObject_t to,
                      int base, int n, float4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int q = base + i;
  float x = 4.5f + (q >> 16) / 256.f, y = 4.5f + ((q >> 8) & 255) / 256.f,
        z = 4.5f + (q & 255) / 256.f;
  o[2 * i] = tex3D<float4>(te, x, y, z);
  o[2 * i + 1] = tex3D<float4>(to, x, y, z);
}

/* tex2DLod on the wm textures: the point of index q (a, b, an odd f8, and
 * parities px, py mixed from them) */
__device__ __host__ static void wm_point(int q, int &px, int &a, int &py,
                                         int &b, int &f8) {
  a = q >> 15 & 255, b = q >> 7 & 255, f8 = (q & 127) * 2 + 1;
  px = (a + f8) >> 1 & 1, py = (b + 3 * f8) >> 2 & 1;
}
__global__ void kmall(cudaTextureObject_t ta, cudaTextureObject_t tb,
                      int base, int n, float4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int px, a, py, b, f8;
  wm_point(base + i, px, a, py, b, f8);
  float x = (20 + px + 0.5f + a / 256.f) / 64.f,
        y = (20 + py + 0.5f + b / 256.f) / 64.f;
  o[2 * i] = tex2DLod<float4>(ta, x, y, f8 / 256.f);
  o[2 * i + 1] = tex2DLod<float4>(tb, x, y, f8 / 256.f);
}

static void verify_weights() {
  const int CH = 1 << 20;
  float4 *d, *h = (float4 *)malloc(2 * CH * sizeof(float4));
  ck(cudaMalloc(&d, 2 * CH * sizeof(float4)), "malloc");
  TD td;
  {
    cudaArray_t ae = arr4(8, 8, 8, 0), ao = arr4(8, 8, 8, 1);
    cudaTextureObject_t te = mk(res_array(ae), td), to = mk(res_array(ao), td);
    long bad = 0;
    for (int base = 0; base < (1 << 24); base += CH) {
      k3all<<<CH / 256, 256>>>(te, to, base, CH, d);
      ck(cudaMemcpy(h, d, 2 * CH * sizeof(float4), cudaMemcpyDeviceToHost),
         "k3all");
      for (int i = 0; i < CH; i++) {
        int q = base + i, w[8], r[8];
        split3(q >> 16, q >> 8 & 255, q & 255, 256, w);
        const float *f = (const float *)&h[2 * i];
        for (int k = 0; k < 8; k++) r[k] = wq(f[k]);
        if (memcmp(w, r, sizeof w)) {
          if (bad < 10) {
            printf("v3 mismatch %d %d %d:", q >> 16, q >> 8 & 255, q & 255);
            for (int k = 0; k < 8; k++) printf(" %d/%d", r[k], w[k]);
            printf("\n");
          }
          bad++;
        }
      }
    }
    printf("v3 all a b c: %ld mismatches of %d\n", bad, 1 << 24);
  }
  {
    cudaMipmappedArray_t ma = mip4(64, 64, 0, 7, 0, -1),
                         mb = mip4(64, 64, 0, 7, 1, -1);
    td.norm = 1;
    cudaTextureObject_t ta = mk(res_mip(ma), td), tb = mk(res_mip(mb), td);
    long bad = 0;
    for (int base = 0; base < (1 << 23); base += CH) {
      kmall<<<CH / 256, 256>>>(ta, tb, base, CH, d);
      ck(cudaMemcpy(h, d, 2 * CH * sizeof(float4), cudaMemcpyDeviceToHost),
         "kmall");
      for (int i = 0; i < CH; i++) {
        int px, a, py, b, f8, w[8] = {0}, r[8];
        wm_point(base + i, px, a, py, b, f8);
        for (int L = 0; L < 2; L++) {
          /* level L's position x * (64 >> L) - 0.5 in 1/256 texels (level
           * 1 halves it: a 1/512 left over is a tie, rounded up) */
          int px0 = (20 + px) * 256 + 128 + a, py0 = (20 + py) * 256 + 128 + b;
          int fx = (L ? (px0 + 1) / 2 : px0) - 128,
              fy = (L ? (py0 + 1) / 2 : py0) - 128;
          int ws[4];
          split_slice(fx & 255, fy & 255, L ? f8 : 256 - f8, ws);
          for (int k = 0; k < 4; k++) {
            int ch = ((fx >> 8) + (k & 1) & 1) | ((fy >> 8) + (k >> 1) & 1) << 1;
            w[L * 4 + ch] += ws[k];
          }
        }
        const float *f = (const float *)&h[2 * i];
        for (int k = 0; k < 8; k++) r[k] = wq(f[k]);
        if (memcmp(w, r, sizeof w)) {
          if (bad < 10) {
            printf("vm mismatch %d %d %d %d %d:", px, a, py, b, f8);
            for (int k = 0; k < 8; k++) printf(" %d/%d", r[k], w[k]);
            printf("\n");
          }
          bad++;
        }
      }
    }
    printf("vm a b f8: %ld mismatches of %d\n", bad, 1 << 23);
  }
  cudaFree(d);
  free(h);
}

/* Dense level-of-detail sweeps (bias 4, as gl*): "s<k> i: v" with v the
 * level * 256, for i = 0..4095 and t = 1 + i/4096:
 *  s1 dPdx = (t, 0) texels     s2 (t, t)        s3 (2, t)
 *  s4 (t, 0.5)                 s5 (t, 1)        s6 (t, 0.75 t)
 *  s7 dPdx = (t, 0), dPdy = (t, 0)              s8 tex1DGrad (t, t)
 *  s9 tex3DGrad dPdx = (2, t, 1)                s10 (2, 1.5, t / 2)
 *  s11 (t, t, t)                                s12 dPdx = 0, dPdy = (t, t)
 *  s13 dPdx = (t, 0), dPdy = (0, t)  s14 dPdx = (t, t), dPdy = (t, -t) */
static void lod_sweeps() {
  cudaResourceDesc sq = res_mip(mipl(256, 256, 0, 9, false)),
                   r1 = res_mip(mipl(256, 0, 0, 9, false)),
                   r3 = res_mip(mipl(64, 64, 64, 7, false));
  TD d;
  d.filt = 0;
  d.norm = 1;
  for (int sw = 1; sw <= 14; sw++) {
    std::vector<P> p;
    std::vector<std::vector<unsigned>> prm;
    float s = sw >= 9 && sw <= 11 ? 1.f / 64 : 1.f / 256;
    for (int i = 0; i < 4096; i++) {
      float t = 1 + i / 4096.f;
      P q = pt(0.5f, 0.5f, 0.5f);
      float4 a = make_float4(0, 0, 0, 0), b = a;
      switch (sw) {
      case 1: a.x = t; break;
      case 2: a.x = a.y = t; break;
      case 3: a.x = 2, a.y = t; break;
      case 4: a.x = t, a.y = 0.5f; break;
      case 5: a.x = t, a.y = 1; break;
      case 6: a.x = t, a.y = 0.75f * t; break;
      case 7: a.x = b.x = t; break;
      case 8: a.x = b.x = t; break;
      case 9: a.x = 2, a.y = t, a.z = 1; break;
      case 10: a.x = 2, a.y = 1.5f, a.z = t / 2; break;
      case 11: a.x = a.y = a.z = t; break;
      case 12: b.x = b.y = t; break;
      case 13: a.x = b.y = t; break;
      default: a.x = a.y = b.x = t, b.y = -t; break;
      }
      q.dx = make_float4(a.x * s, a.y * s, a.z * s, 0);
      q.dy = make_float4(b.x * s, b.y * s, b.z * s, 0);
      p.push_back(q);
      prm.push_back({(unsigned)i});
    }
    char tag[8];
    snprintf(tag, sizeof tag, "s%d", sw);
    int op = sw == 8 ? T1DGRAD : sw >= 9 && sw <= 11 ? T3DGRAD : T2DGRAD;
    run_lod(sw == 8 ? r1 : op == T3DGRAD ? r3 : sq, d, op, 1, tag, p, prm,
            false);
  }
}

int main(int argc, char **argv) {
  ck(cudaMalloc(&d_p, MAXN * sizeof(P)), "malloc");
  ck(cudaMalloc(&d_o, MAXN * sizeof(float4)), "malloc");
  if (argc > 1 && argv[1][0] == '2') {
    verify_weights();
    lod_sweeps();
    ck(cudaDeviceSynchronize(), "sync");
    printf("END\n");
    return 0;
  }
  weights2d();
  weights3d();
  weightsmip();
  weights3dmip();
  lod();
  ck(cudaDeviceSynchronize(), "sync");
  printf("END\n");
  return 0;
}
