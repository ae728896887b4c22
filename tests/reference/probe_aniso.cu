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
// Run: probe_aniso > probe_aniso.h100.out
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

int main() {
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
