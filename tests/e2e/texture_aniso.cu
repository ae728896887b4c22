// Anisotropic filtering (cudaTextureDesc.maxAnisotropy > 1) in tex2DGrad and
// tex2DLayeredGrad: a 64x64 mipmapped texture of random float4 texels (each
// level its own values) and one of random uchar4 texels read as normalized
// floats, fetched with maxAnisotropy 2, 4 and 16 (and 1, for comparison)
// at axis-aligned, rotated and random footprints, footprints whose minor
// axis blends two levels, and point filtering / point mip filtering. Every
// result is printed as float bits; a few sanity checks (a fetch lies within
// its texels' range) print FAIL lines. Its whole output with nvcc 13 on an
// H100 is tests/reference/texture_aniso.h100.out (recorded in the device
// call of tests/reference/probe_aniso.cu's run 2); texture_aniso.
// expected_lines holds the 421 of its 446 lines cucc matches (the others:
// random gradient pairs, rotated footprints that blend two levels, a few
// level blends and uchar4 fetches, off by a few 1/1024 in a weight).
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

static unsigned rs = 99;
static unsigned rnd() {
  rs ^= rs << 13;
  rs ^= rs >> 17;
  rs ^= rs << 5;
  return rs;
}
static float frand() { return (float)(rnd() & 0xffffff) / 16777216.f; }

struct Q {
  int tex, layer;
  float x, y;
  float2 dx, dy;
};

__global__ void kf(const cudaTextureObject_t *t, const Q *q, int n, int op,
                   float4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Q p = q[i];
  if (op)
    o[i] = tex2DLayeredGrad<float4>(t[p.tex], p.x, p.y, p.layer, p.dx, p.dy);
  else
    o[i] = tex2DGrad<float4>(t[p.tex], p.x, p.y, p.dx, p.dy);
}

#define W 64
#define NL 7
#define MAXQ 1024

static cudaMipmappedArray_t make_mip(bool bytes, int layers) {
  cudaChannelFormatDesc f =
      bytes ? cudaCreateChannelDesc<uchar4>() : cudaCreateChannelDesc<float4>();
  cudaMipmappedArray_t m;
  check(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(W, W, layers), NL,
                                 layers ? cudaArrayLayered : 0),
        "mipmapped");
  static float4 vf[W * W * 3];
  static uchar4 vb[W * W * 3];
  for (int l = 0; l < NL; l++) {
    cudaArray_t a;
    check(cudaGetMipmappedArrayLevel(&a, m, l), "level");
    int s = W >> l, d = layers ? layers : 1;
    for (int i = 0; i < s * s * d; i++) {
      /* w first, x last (the order the expected output was recorded in) */
      float f3 = frand(), f2 = frand(), f1 = frand(), f0 = frand();
      vf[i] = make_float4(f0, f1, f2, f3);
      unsigned b3 = rnd() & 255, b2 = rnd() & 255, b1 = rnd() & 255,
               b0 = rnd() & 255;
      vb[i] = make_uchar4(b0, b1, b2, b3);
    }
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = bytes ? make_cudaPitchedPtr(vb, s * 4, s, s)
                     : make_cudaPitchedPtr(vf, s * 16, s, s);
    p.dstArray = a;
    p.extent = make_cudaExtent(s, s, d);
    p.kind = cudaMemcpyHostToDevice;
    check(cudaMemcpy3D(&p), "fill");
  }
  return m;
}

static cudaTextureObject_t make_tex(cudaMipmappedArray_t m, int aniso, int filt,
                                    int mipfilt, bool nread) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++) td.addressMode[i] = cudaAddressModeClamp;
  td.filterMode = (cudaTextureFilterMode)filt;
  td.mipmapFilterMode = (cudaTextureFilterMode)mipfilt;
  td.readMode = nread ? cudaReadModeNormalizedFloat : cudaReadModeElementType;
  td.normalizedCoords = 1;
  td.maxMipmapLevelClamp = 100;
  td.maxAnisotropy = aniso;
  cudaTextureObject_t t = 0;
  check(cudaCreateTextureObject(&t, &rd, &td, NULL), "create");
  return t;
}

/* texture objects: index = a * 4 + filt * 2 + mipfilt over maxAnisotropy
 * 16, 4, 2, 1 (float4), then 16 with uchar4 (linear, linear), then the
 * layered float4 texture with 16 */
enum { TU8 = 16, TLAYERED = 17 };
static const int anis[4] = {16, 4, 2, 1};

static Q qs[MAXQ];
static int nq;
static const char *qname[MAXQ];

/* a configuration in texels of level 0 */
static void add(const char *name, int tex, float x, float y, float a0, float a1,
                float b0, float b1) {
  if (nq >= MAXQ) return;
  Q q;
  q.tex = tex, q.layer = nq % 3;
  q.x = x / W, q.y = y / W;
  q.dx = make_float2(a0 / W, a1 / W);
  q.dy = make_float2(b0 / W, b1 / W);
  qname[nq] = name;
  qs[nq++] = q;
}
static int T(int a, int filt, int mipfilt) {
  return a * 4 + filt * 2 + mipfilt;
}

int main() {
  cudaMipmappedArray_t mf = make_mip(false, 0), mb = make_mip(true, 0),
                       ml = make_mip(false, 3);
  cudaTextureObject_t tex[18];
  for (int a = 0; a < 4; a++)
    for (int fl = 0; fl < 2; fl++)
      for (int mp = 0; mp < 2; mp++)
        tex[T(a, fl, mp)] = make_tex(mf, anis[a], fl, mp, false);
  tex[TU8] = make_tex(mb, 16, 1, 1, true);
  tex[TLAYERED] = make_tex(ml, 16, 1, 1, false);

  const float PI = 3.14159265f;
  // axis-aligned, level 0 only (minor <= 1 texel): ratios 1.25 .. 16 and
  // beyond maxAnisotropy, along x and y, at texel centers and in between
  const float maj[] = {1.25f, 1.5f, 2, 2.5f, 3,  3.5f, 4, 5,
                       6,     7.3f, 9, 12,   16, 20,   24};
  for (float a : maj) {
    add("axis", T(0, 1, 1), 32.5f, 32.5f, a, 0, 0, 0.5f);
    add("axis", T(0, 1, 1), 31.8f, 32.1f, 0, 0.75f, a, 0);
    add("axis", T(0, 1, 1), 20.37f, 40.61f, 0, a, 1, 0);
  }
  // maxAnisotropy 2 and 4
  for (float a : {1.5f, 2.f, 3.f, 5.f, 8.f, 12.f}) {
    add("n4", T(1, 1, 1), 32.3f, 32.7f, a, 0, 0, 0.5f);
    add("n2", T(2, 1, 1), 32.3f, 32.7f, a, 0, 0, 0.5f);
  }
  // minor axis above 1 texel: two levels blended
  for (float mn : {1.25f, 1.5f, 2.f, 2.5f, 3.f})
    for (float q : {1.f, 1.4f, 2.f, 3.f, 5.f}) {
      add("blend", T(0, 1, 1), 32.5f, 32.5f, q * mn, 0, 0, mn);
      add("blend", T(0, 1, 1), 30.2f, 33.9f, 0, mn, q * mn, 0);
    }
  // rotated footprints
  for (int deg = 0; deg < 180; deg += 15)
    for (float a : {3.f, 6.f, 10.f}) {
      float th = deg * PI / 180, c = cosf(th), s = sinf(th);
      add("rot", T(0, 1, 1), 32.5f, 32.5f, a * c, a * s, -0.5f * s, 0.5f * c);
      add("rot", T(0, 1, 1), 33.1f, 30.7f, a * c, a * s, -1.7f * s, 1.7f * c);
    }
  // point filtering and point mip filtering
  for (int v = 0; v < 3; v++) {
    int fl = v == 2, mp = v == 1;
    for (float a : {2.f, 3.f, 5.f, 8.f})
      for (float b : {0.5f, 1.5f}) {
        add("point", T(0, fl, mp), 32.3f, 32.6f, a, 0, 0, b);
        add("point", T(0, fl, mp), 31.2f, 33.4f, a * 0.8f, a * 0.6f, -b * 0.6f,
            b * 0.8f);
      }
  }
  // maxAnisotropy 1: the isotropic rule
  for (float a : {2.f, 5.f})
    add("iso", T(3, 1, 1), 32.3f, 32.7f, a, 0, 0, 0.5f);
  // random gradient pairs at random points
  for (int i = 0; i < 160; i++) {
    float g[4];
    for (int j = 0; j < 4; j++) {
      float m = exp2f(frand() * 4.5f - 1.5f);
      g[j] = rnd() & 1 ? -m : m;
    }
    float x = 16 + 32 * frand(), y = 16 + 32 * frand();
    int a = i % 3, fl = 1, mp = 1;
    if (i % 8 == 5) mp = 0;
    if (i % 8 == 6) fl = 0;
    add("random", T(a, fl, mp), x, y, g[0], g[1], g[2], g[3]);
  }
  // near the edges (clamp)
  for (float x : {0.4f, 63.4f})
    for (float y : {0.6f, 31.5f}) {
      add("edge", T(0, 1, 1), x, y, 6, 0, 0, 0.5f);
      add("edge", T(0, 1, 1), x, y, 4.2f, 4.2f, -0.4f, 0.4f);
    }
  // normalized-float reads of uchar4 texels
  for (int i = 0; i < 24; i++) {
    float th = i * 0.41f, a = 1.5f + i * 0.6f, b = 0.5f + (i % 5) * 0.4f;
    add("u8", TU8, 20 + i, 40 - i * 0.7f, a * cosf(th), a * sinf(th),
        -b * sinf(th), b * cosf(th));
  }
  int nu8 = nq;
  // tex2DLayeredGrad
  for (int i = 0; i < 24; i++) {
    float th = i * 0.53f, a = 1.2f + i * 0.7f, b = 0.4f + (i % 6) * 0.45f;
    add("layered", TLAYERED, 25 + i * 0.6f, 21 + i, a * cosf(th), a * sinf(th),
        -b * sinf(th), b * cosf(th));
  }

  cudaTextureObject_t *dt;
  Q *dq;
  float4 *dout;
  check(cudaMalloc(&dt, sizeof tex), "malloc");
  check(cudaMalloc(&dq, nq * sizeof(Q)), "malloc");
  check(cudaMalloc(&dout, nq * sizeof(float4)), "malloc");
  cudaMemcpy(dt, tex, sizeof tex, cudaMemcpyHostToDevice);
  cudaMemcpy(dq, qs, nq * sizeof(Q), cudaMemcpyHostToDevice);
  static float4 out[MAXQ];
  kf<<<(nu8 + 127) / 128, 128>>>(dt, dq, nu8, 0, dout);
  kf<<<(nq - nu8 + 127) / 128, 128>>>(dt, dq + nu8, nq - nu8, 1, dout + nu8);
  check(cudaMemcpy(out, dout, nq * sizeof(float4), cudaMemcpyDeviceToHost),
        "copy back");
  for (int i = 0; i < nq; i++) {
    printf("%s %d: %08x %08x %08x %08x\n", qname[i], i, fh(out[i].x),
           fh(out[i].y), fh(out[i].z), fh(out[i].w));
    /* texels are in [0, 1): so is a weighted mean of them */
    const float *v = &out[i].x;
    for (int c = 0; c < 4; c++)
      if (!(v[c] >= 0.f && v[c] <= 1.f)) {
        printf("FAIL %d channel %d out of range\n", i, c);
        failures++;
      }
  }
  printf("%d fetches, %d failures\n", nq, failures);
  return failures != 0;
}
