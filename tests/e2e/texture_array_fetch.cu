// Texture objects over CUDA arrays: tex1D, tex3D, tex1DLayered,
// tex2DLayered, texCubemap, texCubemapLayered, tex2Dgather, and mipmapped
// arrays through tex2DLod / tex1DLod / tex2DGrad (level selection, the
// blend between levels, min/max level clamps). Results are printed as hex
// bits. tests/reference/texture_array_fetch.h100.out is its output with
// nvcc 13 on an H100, and texture_array_fetch.expected a copy of it: cucc
// matches all of it (the 3D and mip-blended weights and the Grad forms'
// level of detail were fitted with tests/reference/probe_tex_fit.cu).
#include <stdio.h>
#include <string.h>

static int failures;

static void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    printf("FAIL %s: %s\n", what, cudaGetErrorName(e));
    failures++;
  }
}

static void print_f(const float *h, int n) {
  for (int i = 0; i < n; i++) {
    unsigned b;
    memcpy(&b, &h[i], 4);
    printf(" %08x", b);
  }
  printf("\n");
}

static cudaTextureObject_t make_tex(cudaResourceDesc *rd, int filt, int norm,
                                    int am, int mf = 0, float minc = 0,
                                    float maxc = 100, float bias = 0) {
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++) td.addressMode[i] = (cudaTextureAddressMode)am;
  td.filterMode = (cudaTextureFilterMode)filt;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = norm;
  td.borderColor[0] = 0.75f;
  td.mipmapFilterMode = (cudaTextureFilterMode)mf;
  td.minMipmapLevelClamp = minc;
  td.maxMipmapLevelClamp = maxc;
  td.mipmapLevelBias = bias;
  cudaTextureObject_t t = 0;
  check(cudaCreateTextureObject(&t, rd, &td, NULL), "create");
  return t;
}

static cudaResourceDesc array_res(cudaArray_t a) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = a;
  return rd;
}

#define NP 16
__global__ void k1d(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = tex1D<float>(t, p[i].x);
}
__global__ void k3d(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = tex3D<float>(t, p[i].x, p[i].y, p[i].z);
}
__global__ void k1dl(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = tex1DLayered<float>(t, p[i].x, (int)p[i].w);
}
__global__ void k2dl(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = tex2DLayered<float>(t, p[i].x, p[i].y, (int)p[i].w);
}
__global__ void kcube(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = texCubemap<float>(t, p[i].x, p[i].y, p[i].z);
}
__global__ void kcubel(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = texCubemapLayered<float>(t, p[i].x, p[i].y, p[i].z, (int)p[i].w);
}
__global__ void k2dlod(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = tex2DLod<float>(t, p[i].x, p[i].y, p[i].w);
}
__global__ void k1dlod(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = tex1DLod<float>(t, p[i].x, p[i].w);
}
__global__ void k2dgrad(cudaTextureObject_t t, const float4 *p, float *o) {
  int i = threadIdx.x;
  o[i] = tex2DGrad<float>(t, 0.3f, 0.6f, make_float2(p[i].x, p[i].y),
                          make_float2(p[i].z, p[i].w));
}
__global__ void klodsweep(cudaTextureObject_t t, float *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = tex2DLod<float>(t, 0.5f, 0.5f, i / 1024.f);
}
__global__ void kgather(cudaTextureObject_t t, const float4 *p, uchar4 *o) {
  int i = threadIdx.x;
  o[i] = tex2Dgather<uchar4>(t, p[i].x, p[i].y, (int)p[i].w);
}

static float4 *d_p;
static float *d_o;

typedef void (*kern)(cudaTextureObject_t, const float4 *, float *);
static void run(const char *name, kern k, cudaTextureObject_t t,
                const float4 *p) {
  cudaMemcpy(d_p, p, NP * sizeof(float4), cudaMemcpyHostToDevice);
  k<<<1, NP>>>(t, d_p, d_o);
  float h[NP];
  check(cudaMemcpy(h, d_o, sizeof h, cudaMemcpyDeviceToHost), name);
  printf("%s:", name);
  print_f(h, NP);
}

static cudaArray_t array3d(int w, int h, int d, unsigned flags,
                           const float *src) {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaArray_t a;
  check(cudaMalloc3DArray(&a, &f, make_cudaExtent(w, h, d), flags),
        "malloc3d");
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = make_cudaPitchedPtr((void *)src, w * 4, w, h ? h : 1);
  p.dstArray = a;
  p.extent = make_cudaExtent(w, h ? h : 1, d ? d : 1);
  p.kind = cudaMemcpyHostToDevice;
  check(cudaMemcpy3D(&p), "memcpy3d");
  return a;
}

int main() {
  cudaMalloc(&d_p, NP * sizeof(float4));
  cudaMalloc(&d_o, 4096 * sizeof(float));
  float v[512];
  for (int i = 0; i < 512; i++) v[i] = (float)(i * i % 97) * 0.5f - 10.f;
  char name[64];

  // 1D array of 4
  {
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    check(cudaMallocArray(&a, &f, 4), "mallocarray");
    check(cudaMemcpy2DToArray(a, 0, 0, v, 16, 16, 1, cudaMemcpyHostToDevice),
          "copy");
    cudaResourceDesc rd = array_res(a);
    float4 p[NP];
    for (int i = 0; i < NP; i++) p[i] = make_float4(-1.5f + i * 0.4f, 0, 0, 0);
    for (int filt = 0; filt < 2; filt++)
      for (int norm = 0; norm < 2; norm++)
        for (int am = 0; am < 4; am++) {
          cudaTextureObject_t t = make_tex(&rd, filt, norm, am);
          float4 q[NP];
          for (int i = 0; i < NP; i++)
            q[i] = make_float4(norm ? p[i].x / 4 : p[i].x, 0, 0, 0);
          snprintf(name, sizeof name, "tex1D f%d n%d a%d", filt, norm, am);
          run(name, k1d, t, q);
          cudaDestroyTextureObject(t);
        }
    cudaFreeArray(a);
  }
  // 3D array 3x3x2
  {
    cudaArray_t a = array3d(3, 3, 2, 0, v);
    cudaResourceDesc rd = array_res(a);
    float4 p[NP];
    for (int i = 0; i < NP; i++)
      p[i] = make_float4(-0.7f + i * 0.31f, 2.9f - i * 0.23f, -0.2f + i * 0.17f,
                         0);
    for (int filt = 0; filt < 2; filt++)
      for (int am = 1; am < 4; am += 2) {
        cudaTextureObject_t t = make_tex(&rd, filt, 0, am);
        snprintf(name, sizeof name, "tex3D f%d a%d", filt, am);
        run(name, k3d, t, p);
        cudaDestroyTextureObject(t);
      }
    cudaFreeArray(a);
  }
  // 1D layered: width 4, 3 layers
  {
    cudaArray_t a = array3d(4, 0, 3, cudaArrayLayered, v);
    cudaResourceDesc rd = array_res(a);
    float4 p[NP];
    for (int i = 0; i < NP; i++)
      p[i] = make_float4(0.3f + i * 0.37f, 0, 0, (float)(i % 5 - 1));
    for (int filt = 0; filt < 2; filt++) {
      cudaTextureObject_t t = make_tex(&rd, filt, 0, 1);
      snprintf(name, sizeof name, "tex1DLayered f%d", filt);
      run(name, k1dl, t, p);
      cudaDestroyTextureObject(t);
    }
    cudaFreeArray(a);
  }
  // 2D layered: 3x2, 3 layers
  {
    cudaArray_t a = array3d(3, 2, 3, cudaArrayLayered, v);
    cudaResourceDesc rd = array_res(a);
    float4 p[NP];
    for (int i = 0; i < NP; i++)
      p[i] = make_float4(0.3f + i * 0.27f, 1.9f - i * 0.13f, 0,
                         (float)(i % 5 - 1));
    for (int filt = 0; filt < 2; filt++) {
      cudaTextureObject_t t = make_tex(&rd, filt, 0, 3);
      snprintf(name, sizeof name, "tex2DLayered f%d", filt);
      run(name, k2dl, t, p);
      cudaDestroyTextureObject(t);
    }
    cudaFreeArray(a);
  }
  // cubemap 2x2 (x6), and 2 layers of cubemaps
  {
    float4 p[NP] = {{1, 0, 0, 0},        {-1, 0, 0, 0},    {0, 1, 0, 1},
                    {0, -1, 0, 1},       {0, 0, 1, 0},     {0, 0, -1, 1},
                    {1, 0.5f, -0.3f, 0}, {-0.2f, 2, 1, 1}, {0.3f, -0.4f, -1, 0},
                    {1, 1, 0, 0},        {1, 1, 1, 1},     {-1, -1, 1, 0},
                    {0.9f, -0.8f, 0.95f, 1}, {-3, 1, 2.9f, 0},
                    {0.1f, 0.1f, 0.1f, 1},   {-0.5f, 0.5f, -0.5f, 0}};
    for (int layered = 0; layered < 2; layered++) {
      cudaArray_t a = array3d(2, 2, layered ? 12 : 6,
                              cudaArrayCubemap | (layered ? cudaArrayLayered : 0),
                              v);
      cudaResourceDesc rd = array_res(a);
      for (int filt = 0; filt < 2; filt++) {
        cudaTextureObject_t t = make_tex(&rd, filt, 1, 1);
        snprintf(name, sizeof name, "texCubemap%s f%d", layered ? "Layered" : "",
                 filt);
        run(name, layered ? kcubel : kcube, t, p);
        cudaDestroyTextureObject(t);
      }
      cudaFreeArray(a);
    }
  }
  // gather: the guide's example texels at (0,0) (1,0) (0,1) (1,1)
  {
    cudaChannelFormatDesc f = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    check(cudaMallocArray(&a, &f, 4, 4, cudaArrayTextureGather), "gather");
    uchar4 tx[16];
    for (int i = 0; i < 16; i++)
      tx[i] = make_uchar4(i * 16, i * 16 + 1, i * 16 + 2, i * 16 + 3);
    tx[0] = make_uchar4(253, 20, 31, 255);
    tx[1] = make_uchar4(250, 25, 29, 254);
    tx[4] = make_uchar4(249, 16, 37, 253);
    tx[5] = make_uchar4(251, 22, 30, 250);
    check(cudaMemcpy2DToArray(a, 0, 0, tx, 16, 16, 4, cudaMemcpyHostToDevice),
          "copy");
    cudaResourceDesc rd = array_res(a);
    cudaTextureObject_t t = make_tex(&rd, 0, 0, 1);
    float4 p[NP];
    for (int i = 0; i < NP; i++)
      p[i] = make_float4(1.f + (i % 4) * 0.6f - 0.4f, 1.f + (i / 4) * 0.7f - 0.9f,
                         0, (float)(i % 4));
    p[0] = make_float4(1, 1, 0, 2);
    cudaMemcpy(d_p, p, sizeof p, cudaMemcpyHostToDevice);
    uchar4 *d_g, hg[NP];
    cudaMalloc(&d_g, sizeof hg);
    kgather<<<1, NP>>>(t, d_p, d_g);
    check(cudaMemcpy(hg, d_g, sizeof hg, cudaMemcpyDeviceToHost), "gather");
    printf("tex2Dgather:");
    for (int i = 0; i < NP; i++)
      printf(" %d,%d,%d,%d", hg[i].x, hg[i].y, hg[i].z, hg[i].w);
    printf("\n");
    cudaFree(d_g);
    cudaDestroyTextureObject(t);
    cudaFreeArray(a);
  }
  // mipmapped 8x8 float, 4 levels; level L holds 2^L + texel index / 64
  {
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaMipmappedArray_t mm;
    check(cudaMallocMipmappedArray(&mm, &f, make_cudaExtent(8, 8, 0), 4),
          "mipmapped");
    for (int l = 0; l < 4; l++) {
      cudaArray_t lev;
      check(cudaGetMipmappedArrayLevel(&lev, mm, l), "level");
      int n = 8 >> l;
      float hv[64];
      for (int i = 0; i < n * n; i++) hv[i] = (float)(1 << l) + i / 64.f;
      check(cudaMemcpy2DToArray(lev, 0, 0, hv, n * 4, n * 4, n,
                                cudaMemcpyHostToDevice),
            "copy level");
    }
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeMipmappedArray;
    rd.res.mipmap.mipmap = mm;
    float4 p[NP];
    const float lods[NP] = {-1,  0,    0.25f, 0.49f, 0.5f, 0.51f, 0.75f, 1,
                            1.5f, 2.2f, 2.5f, 2.99f, 3,    3.5f,  4.5f,  20};
    for (int i = 0; i < NP; i++) p[i] = make_float4(0.3f, 0.6f, 0, lods[i]);
    for (int mf = 0; mf < 2; mf++)
      for (int filt = 0; filt < 2; filt++) {
        cudaTextureObject_t t = make_tex(&rd, filt, 1, 1, mf);
        snprintf(name, sizeof name, "tex2DLod mf%d f%d", mf, filt);
        run(name, k2dlod, t, p);
        snprintf(name, sizeof name, "tex1DLod mf%d f%d", mf, filt);
        run(name, k1dlod, t, p);
        cudaDestroyTextureObject(t);
      }
    cudaTextureObject_t t = make_tex(&rd, 0, 1, 1, 1, 0.5f, 2.25f);
    run("tex2DLod clamp 0.5..2.25", k2dlod, t, p);
    cudaDestroyTextureObject(t);
    t = make_tex(&rd, 0, 1, 1, 1, 0, 100, 0.75f);
    run("tex2DLod bias 0.75", k2dlod, t, p);
    cudaDestroyTextureObject(t);
    // gradients (normalized coordinates: x 1/8 = one texel of level 0)
    float4 g[NP] = {{0, 0, 0, 0},           {0.125f, 0, 0, 0.125f},
                    {0.25f, 0, 0, 0.25f},   {0.5f, 0, 0, 0.5f},
                    {1, 0, 0, 1},           {0.25f, 0, 0, 0.125f},
                    {0.125f, 0.125f, 0, 0}, {0, 0.375f, 0, 0},
                    {0.1f, 0.05f, -0.02f, 0.2f}, {0.18f, 0, 0, 0.18f},
                    {0.0625f, 0, 0, 0.0625f}, {0.3f, 0.3f, 0.3f, -0.3f},
                    {2, 0, 0, 0},           {0, 0, 0, 0.7f},
                    {0.177f, 0.177f, 0, 0}, {-0.25f, 0, 0, -0.25f}};
    for (int mf = 0; mf < 2; mf++) {
      t = make_tex(&rd, 0, 1, 1, mf);
      snprintf(name, sizeof name, "tex2DGrad mf%d", mf);
      run(name, k2dgrad, t, g);
      cudaDestroyTextureObject(t);
    }
    // the blend between levels 0 and 1 at texel (0,0): lod k/1024
    t = make_tex(&rd, 0, 1, 1, 1);
    klodsweep<<<5, 256>>>(t, d_o, 1025);
    float h[1025];
    check(cudaMemcpy(h, d_o, sizeof h, cudaMemcpyDeviceToHost), "sweep");
    printf("lod sweep:");
    unsigned prev = 0;
    for (int i = 0; i < 1025; i++) {
      unsigned b;
      memcpy(&b, &h[i], 4);
      if (b != prev) printf(" %d:%08x", i, b);
      prev = b;
    }
    printf("\n");
    cudaDestroyTextureObject(t);
    cudaFreeMipmappedArray(mm);
  }
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess || failures) {
    printf("FAIL: %s, %d failures\n", cudaGetErrorName(e), failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
