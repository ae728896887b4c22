// Seamless cubemap filtering (cudaTextureDesc.seamlessCubemap) as a GPU
// does it, to fit cucc's rules to (issue 5): the weight of every texel in
// texCubemap fetches near the faces' edges and corners. The texture is a
// 4x4 float cubemap; in round r (0..95) texel r (face r / 16, y r % 16 / 4,
// x r % 4) holds 1 and all others 0, so a fetch gives that texel's weight.
// Textures: 0 linear, seamless 0; 1 linear, seamless 1; 2 point, seamless
// 1; 3 linear, seamless 1, address mode wrap (the guide says seamless
// filtering ignores it); 4 linear, seamless 1, a layered cubemap (layer 1).
// Run 2 (`probe_cubemap 2`): texCubemapLod on a mipmapped float2 cubemap
// of 8x8 faces, linear filtering, linear mipmap filtering, seamless, at
// levels 0.25, 0.5, 0.8 and 1.3: channel L of a fetch is the weight of the
// impulse texel of level L (0 and 1); lines `w K L FACE X Y bits`, configs
// `c K LOD x y z`.
// Output:
//  c K TEX x y z            (floats as hex bits)
//  w K FACE X Y bits        a nonzero weight (float bits)
//  e WHAT: error name       cudaCreateTextureObject's result
//  r WHAT: value            a descriptor field read back
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

static unsigned rs = 99;
static unsigned rnd() {
  rs ^= rs << 13;
  rs ^= rs >> 17;
  rs ^= rs << 5;
  return rs;
}
static float frand() { return (float)(rnd() & 0xffffff) / 16777216.f; }

#define W 4
#define ROUNDS (6 * W * W)
#define NT 5

struct D {
  int tex;
  float x, y, z;
};

__global__ void kf(const cudaTextureObject_t *t, const D *d, int n, float *o,
                   int round) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n)
    return;
  D q = d[k];
  o[(size_t)k * ROUNDS + round] =
      q.tex == 4 ? texCubemapLayered<float>(t[4], q.x, q.y, q.z, 1)
                 : texCubemap<float>(t[q.tex], q.x, q.y, q.z);
}

static cudaTextureObject_t mk(cudaArray_t a, int fl, int seamless, int am,
                              cudaError_t *err) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = a;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++)
    td.addressMode[i] = (cudaTextureAddressMode)am;
  td.filterMode = (cudaTextureFilterMode)fl;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 1;
  td.seamlessCubemap = seamless;
  cudaTextureObject_t t = 0;
  cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
  if (err)
    *err = e;
  else
    ck(e, "tex");
  return t;
}

static int run2();

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "2"))
    return run2();
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaArray_t cube, layered;
  ck(cudaMalloc3DArray(&cube, &f, make_cudaExtent(W, W, 6), cudaArrayCubemap),
     "cube");
  ck(cudaMalloc3DArray(&layered, &f, make_cudaExtent(W, W, 12),
                       cudaArrayCubemap | cudaArrayLayered),
     "layered");
  std::vector<float> zero(W * W * 12, 0.f);
  for (cudaArray_t a : {cube, layered}) {
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(zero.data(), W * 4, W, W);
    p.dstArray = a;
    p.extent = make_cudaExtent(W, W, a == cube ? 6 : 12);
    p.kind = cudaMemcpyHostToDevice;
    ck(cudaMemcpy3D(&p), "zero");
  }
  cudaTextureObject_t tex[NT] = {mk(cube, 1, 0, cudaAddressModeClamp, NULL),
                                 mk(cube, 1, 1, cudaAddressModeClamp, NULL),
                                 mk(cube, 0, 1, cudaAddressModeClamp, NULL),
                                 mk(cube, 1, 1, cudaAddressModeWrap, NULL),
                                 mk(layered, 1, 1, cudaAddressModeClamp, NULL)};
  /* directions: a grid of (u, v) on every face, then random ones near the
   * cube's edges and corners */
  const float U[] = {-1, -0.95f, -0.875f, -0.8f, -0.75f, -0.6f, -0.25f,
                     0,  0.3f,   0.75f,   0.8f,  0.875f, 0.95f, 1};
  std::vector<D> ds;
  auto dir = [&](float x, float y, float z) {
    for (int t = 0; t < NT; t++)
      ds.push_back({t, x, y, z});
  };
  for (int face = 0; face < 6; face++)
    for (float u : U)
      for (float v : U) {
        float s = face & 1 ? -1.f : 1.f;
        if (face < 2)
          dir(s, v, u);
        else if (face < 4)
          dir(u, s, v);
        else
          dir(u, v, s);
      }
  for (int i = 0; i < 300; i++) {
    float c[3];
    for (int j = 0; j < 3; j++)
      c[j] = frand() * 2 - 1;
    int a = rnd() % 3, b = (a + 1 + rnd() % 2) % 3;
    /* two or three components of nearly equal magnitude */
    c[a] = c[a] < 0 ? -1.f : 1.f;
    c[b] = (c[b] < 0 ? -1.f : 1.f) * (0.9f + 0.1f * frand());
    if (i % 3 == 0)
      c[3 - a - b] = (c[3 - a - b] < 0 ? -1.f : 1.f) * (0.9f + 0.1f * frand());
    dir(c[0], c[1], c[2]);
  }
  int n = (int)ds.size();
  fprintf(stderr, "%d configurations\n", n);
  cudaTextureObject_t *dt;
  D *dd;
  float *dout;
  ck(cudaMalloc(&dt, sizeof tex), "m1");
  ck(cudaMalloc(&dd, n * sizeof(D)), "m2");
  ck(cudaMalloc(&dout, (size_t)n * ROUNDS * sizeof(float)), "m3");
  cudaMemcpy(dt, tex, sizeof tex, cudaMemcpyHostToDevice);
  cudaMemcpy(dd, ds.data(), n * sizeof(D), cudaMemcpyHostToDevice);
  for (int r = 0; r < ROUNDS; r++) {
    /* texel r of the cubemap and of the layered cubemap's layer 1 */
    for (int l = 0; l < 2; l++) {
      cudaArray_t a = l ? layered : cube;
      int base = l ? 6 * W * W : 0;
      float one = 1, z = 0;
      cudaMemcpy3DParms p;
      memset(&p, 0, sizeof p);
      p.extent = make_cudaExtent(1, 1, 1);
      p.kind = cudaMemcpyHostToDevice;
      p.dstArray = a;
      if (r > 0) {
        int q = base + r - 1;
        p.srcPtr = make_cudaPitchedPtr(&z, 4, 1, 1);
        p.dstPos = make_cudaPos(q % W, q / W % W, q / (W * W));
        ck(cudaMemcpy3D(&p), "clear");
      }
      int q = base + r;
      p.srcPtr = make_cudaPitchedPtr(&one, 4, 1, 1);
      p.dstPos = make_cudaPos(q % W, q / W % W, q / (W * W));
      ck(cudaMemcpy3D(&p), "set");
    }
    kf<<<(n + 127) / 128, 128>>>(dt, dd, n, dout, r);
  }
  ck(cudaDeviceSynchronize(), "sync");
  std::vector<float> out((size_t)n * ROUNDS);
  ck(cudaMemcpy(out.data(), dout, out.size() * 4, cudaMemcpyDeviceToHost),
     "back");
  for (int k = 0; k < n; k++) {
    printf("c %d %d %08x %08x %08x\n", k, ds[k].tex, fb(ds[k].x), fb(ds[k].y),
           fb(ds[k].z));
    for (int r = 0; r < ROUNDS; r++) {
      float v = out[(size_t)k * ROUNDS + r];
      if (v != 0)
        printf("w %d %d %d %d %08x\n", k, r / (W * W), r % W, r / W % W, fb(v));
    }
  }
  /* seamlessCubemap on resources that are not cubemaps */
  cudaArray_t plain, lay2;
  ck(cudaMallocArray(&plain, &f, W, W), "plain");
  ck(cudaMalloc3DArray(&lay2, &f, make_cudaExtent(W, W, 6), cudaArrayLayered),
     "lay2");
  cudaError_t e;
  mk(plain, 1, 1, cudaAddressModeClamp, &e);
  printf("e seamless on a 2D array: %s\n", cudaGetErrorName(e));
  mk(lay2, 1, 1, cudaAddressModeClamp, &e);
  printf("e seamless on a 2D layered array: %s\n", cudaGetErrorName(e));
  mk(plain, 0, 1, cudaAddressModeClamp, &e);
  printf("e seamless point on a 2D array: %s\n", cudaGetErrorName(e));
  cudaTextureObject_t t3 = mk(cube, 1, 3, cudaAddressModeClamp, &e);
  printf("e seamless 3 on a cubemap: %s\n", cudaGetErrorName(e));
  if (e == cudaSuccess) {
    cudaTextureDesc td;
    ck(cudaGetTextureObjectTextureDesc(&td, t3), "getdesc");
    printf("r seamless 3 reads back: %d\n", td.seamlessCubemap);
  }
  cudaTextureObject_t t1 = tex[1];
  cudaTextureDesc td;
  ck(cudaGetTextureObjectTextureDesc(&td, t1), "getdesc1");
  printf("r seamless 1 reads back: %d\n", td.seamlessCubemap);
  printf("== end\n");
  return 0;
}

__global__ void kl(cudaTextureObject_t t, const float4 *d, int n, float2 *o,
                   int rounds, int round) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n)
    return;
  float4 q = d[k];
  o[(size_t)k * rounds + round] = texCubemapLod<float2>(t, q.x, q.y, q.z, q.w);
}

static int run2() {
  const int M = 8, R = 6 * M * M;
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float2>();
  cudaMipmappedArray_t m;
  ck(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(M, M, 6), 4,
                              cudaArrayCubemap),
     "mip");
  cudaArray_t lev[4];
  for (int l = 0; l < 4; l++) {
    ck(cudaGetMipmappedArrayLevel(&lev[l], m, l), "level");
    int s = M >> l;
    std::vector<float2> z((size_t)s * s * 6, make_float2(0, 0));
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(z.data(), s * 8, s, s);
    p.dstArray = lev[l];
    p.extent = make_cudaExtent(s, s, 6);
    p.kind = cudaMemcpyHostToDevice;
    ck(cudaMemcpy3D(&p), "zero");
  }
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.filterMode = cudaFilterModeLinear;
  td.mipmapFilterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 1;
  td.maxMipmapLevelClamp = 100;
  td.seamlessCubemap = 1;
  cudaTextureObject_t t;
  ck(cudaCreateTextureObject(&t, &rd, &td, NULL), "tex");
  std::vector<float4> ds;
  const float lods[4] = {0.25f, 0.5f, 0.8f, 1.3f};
  for (int i = 0; i < 250; i++) {
    float c[3];
    for (int j = 0; j < 3; j++)
      c[j] = frand() * 2 - 1;
    int a = rnd() % 3, b = (a + 1 + rnd() % 2) % 3;
    c[a] = c[a] < 0 ? -1.f : 1.f;
    c[b] = (c[b] < 0 ? -1.f : 1.f) * (0.8f + 0.2f * frand());
    if (i % 2 == 0)
      c[3 - a - b] = (c[3 - a - b] < 0 ? -1.f : 1.f) * (0.8f + 0.2f * frand());
    ds.push_back(make_float4(c[0], c[1], c[2], lods[i % 4]));
  }
  int n = (int)ds.size();
  float4 *dd;
  float2 *dout;
  ck(cudaMalloc(&dd, n * sizeof(float4)), "m2");
  ck(cudaMalloc(&dout, (size_t)n * R * sizeof(float2)), "m3");
  cudaMemcpy(dd, ds.data(), n * sizeof(float4), cudaMemcpyHostToDevice);
  for (int r = 0; r < R; r++) {
    for (int l = 0; l < 2; l++) {
      int s = M >> l, nt = 6 * s * s;
      float2 one = make_float2(l == 0, l == 1), z = make_float2(0, 0);
      cudaMemcpy3DParms p;
      memset(&p, 0, sizeof p);
      p.extent = make_cudaExtent(1, 1, 1);
      p.kind = cudaMemcpyHostToDevice;
      p.dstArray = lev[l];
      if (r > 0 && r - 1 < nt) {
        int q = r - 1;
        p.srcPtr = make_cudaPitchedPtr(&z, 8, 1, 1);
        p.dstPos = make_cudaPos(q % s, q / s % s, q / (s * s));
        ck(cudaMemcpy3D(&p), "clear");
      }
      if (r < nt) {
        p.srcPtr = make_cudaPitchedPtr(&one, 8, 1, 1);
        p.dstPos = make_cudaPos(r % s, r / s % s, r / (s * s));
        ck(cudaMemcpy3D(&p), "set");
      }
    }
    kl<<<(n + 127) / 128, 128>>>(t, dd, n, dout, R, r);
  }
  ck(cudaDeviceSynchronize(), "sync");
  std::vector<float2> out((size_t)n * R);
  ck(cudaMemcpy(out.data(), dout, out.size() * 8, cudaMemcpyDeviceToHost),
     "back");
  for (int k = 0; k < n; k++) {
    printf("c %d %08x %08x %08x %08x\n", k, fb(ds[k].w), fb(ds[k].x),
           fb(ds[k].y), fb(ds[k].z));
    for (int r = 0; r < R; r++)
      for (int l = 0; l < 2; l++) {
        int s = M >> l;
        float v = l ? out[(size_t)k * R + r].y : out[(size_t)k * R + r].x;
        if (r < 6 * s * s && v != 0)
          printf("w %d %d %d %d %d %08x\n", k, l, r / (s * s), r % s, r / s % s,
                 fb(v));
      }
  }
  printf("== end\n");
  return 0;
}
