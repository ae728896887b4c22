// cudaTextureDesc's seamlessCubemap and disableTrilinearOptimization.
// Seamless cubemap filtering: a 4x4 float cubemap (and a layered one),
// linear filtering, fetched at directions on the faces' edges and corners
// and near them, where the filter reads texels of the adjacent faces; point
// filtering and the address mode (wrap) are not affected. The trilinear
// optimization: a mipmapped texture whose level L holds 1 in channel L, so
// a fetch returns each level's share; with maxAnisotropy > 1 the blend
// between two levels is sharpened, in tex2DGrad and tex2DLod alike, unless
// disableTrilinearOptimization is set (with maxAnisotropy 1 it never is).
// Also: seamlessCubemap on an array that
// is not a cubemap is cudaErrorInvalidValue, and both flags read back as
// 1. The expected output was recorded with nvcc 13 on an H100.
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

__global__ void kcube(cudaTextureObject_t t, const float4 *d, int n, float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = texCubemap<float>(t, d[i].x, d[i].y, d[i].z);
}

__global__ void kcubel(cudaTextureObject_t t, const float4 *d, int n,
                       float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = texCubemapLayered<float>(t, d[i].x, d[i].y, d[i].z, 1);
}

/* op 0: tex2DLod at level g.x; op 1: tex2DGrad with dPdx (g.x, 0), dPdy
 * (0, g.y) */
__global__ void kshare(cudaTextureObject_t t, int op, const float2 *g, int n,
                       float4 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  o[i] = op ? tex2DGrad<float4>(t, 0.5f, 0.5f, make_float2(g[i].x, 0),
                                make_float2(0, g[i].y))
            : tex2DLod<float4>(t, 0.5f, 0.5f, g[i].x);
}

static cudaTextureObject_t cube_tex(cudaArray_t a, int filter, int seamless,
                                    cudaTextureAddressMode am,
                                    cudaError_t *err) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = a;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = am;
  td.filterMode = (cudaTextureFilterMode)filter;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 1;
  td.seamlessCubemap = seamless;
  cudaTextureObject_t t = 0;
  *err = cudaCreateTextureObject(&t, &rd, &td, NULL);
  return t;
}

static void seamless(void) {
  const int W = 4, N = 40;
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaArray_t cube, layered;
  check(
      cudaMalloc3DArray(&cube, &f, make_cudaExtent(W, W, 6), cudaArrayCubemap),
      "cubemap");
  check(cudaMalloc3DArray(&layered, &f, make_cudaExtent(W, W, 12),
                          cudaArrayCubemap | cudaArrayLayered),
        "layered cubemap");
  float v[12 * W * W];
  for (int i = 0; i < 12 * W * W; i++)
    v[i] = (float)(i % 96 + 1);
  for (int l = 0; l < 2; l++) {
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(v, W * 4, W, W);
    p.dstArray = l ? layered : cube;
    p.extent = make_cudaExtent(W, W, l ? 12 : 6);
    p.kind = cudaMemcpyHostToDevice;
    check(cudaMemcpy3D(&p), "fill");
  }
  /* edges, corners, points next to them, and points inside a face */
  float4 d[N];
  const float u[5] = {-1, -0.95f, -0.875f, 0.3f, 1};
  int n = 0;
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      if (n < N)
        d[n++] = make_float4(1, u[i], u[j], 0);
  const float4 more[] = {
      {-1, 1, 1, 0},        {0.2f, -1, 0.99f, 0},   {0.97f, 0.99f, -1, 0},
      {-0.9f, 0.1f, -1, 0}, {0.5f, 1, -0.98f, 0},   {-1, -0.96f, 0.6f, 0},
      {1, 1, 0.25f, 0},     {-0.99f, 1, -0.97f, 0}, {0.9f, -0.9f, -0.9f, 0},
      {-0.1f, -0.2f, 1, 0}, {1, -0.7f, 0.93f, 0},   {0.6f, 0.95f, 1, 0},
      {-1, 0.8f, 0.8f, 0},  {0.96f, -1, -0.3f, 0},  {-0.5f, 0.5f, -1, 0}};
  for (const float4 &m : more)
    if (n < N)
      d[n++] = m;
  float4 *dd;
  float *out;
  check(cudaMalloc(&dd, sizeof d), "malloc");
  check(cudaMallocManaged(&out, N * sizeof(float)), "managed");
  check(cudaMemcpy(dd, d, sizeof d, cudaMemcpyHostToDevice), "copy");
  const char *name[5] = {"linear", "linear seamless", "point seamless",
                         "linear seamless wrap", "layered linear seamless"};
  for (int k = 0; k < 5; k++) {
    cudaError_t e;
    cudaTextureObject_t t =
        cube_tex(k == 4 ? layered : cube, k != 2, k != 0,
                 k == 3 ? cudaAddressModeWrap : cudaAddressModeClamp, &e);
    check(e, name[k]);
    if (k == 4)
      kcubel<<<1, N>>>(t, dd, n, out);
    else
      kcube<<<1, N>>>(t, dd, n, out);
    check(cudaDeviceSynchronize(), "sync");
    printf("%s:", name[k]);
    for (int i = 0; i < n; i++)
      printf("%s%08x", i % 8 ? " " : "\n  ", fh(out[i]));
    printf("\n");
    cudaDestroyTextureObject(t);
  }
  cudaArray_t plain;
  check(cudaMallocArray(&plain, &f, W, W), "plain");
  cudaError_t e;
  cube_tex(plain, 1, 1, cudaAddressModeClamp, &e);
  printf("seamless on a 2D array: %s\n", cudaGetErrorName(e));
  cube_tex(plain, 0, 1, cudaAddressModeClamp, &e);
  printf("seamless, point filtering, on a 2D array: %s\n", cudaGetErrorName(e));
  cudaTextureObject_t t = cube_tex(cube, 1, 7, cudaAddressModeClamp, &e);
  cudaTextureDesc td;
  check(cudaGetTextureObjectTextureDesc(&td, t), "get desc");
  printf("seamlessCubemap 7 reads back as %d\n", td.seamlessCubemap);
  cudaDestroyTextureObject(t);
  cudaFree(dd);
  cudaFree(out);
  cudaFreeArray(plain);
  cudaFreeArray(cube);
  cudaFreeArray(layered);
}

static void trilinear(void) {
  const int W = 64, L = 7, N = 48;
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float4>();
  cudaMipmappedArray_t m;
  check(cudaMallocMipmappedArray(&m, &f, make_cudaExtent(W, W, 0), L), "mip");
  for (int l = 0; l < L; l++) {
    cudaArray_t a;
    check(cudaGetMipmappedArrayLevel(&a, m, l), "level");
    int s = W >> l;
    static float4 buf[W * W];
    for (int i = 0; i < s * s; i++)
      buf[i] = make_float4(l == 0, l == 1, l == 2, l == 3);
    check(cudaMemcpy2DToArray(a, 0, 0, buf, s * 16, s * 16, s,
                              cudaMemcpyHostToDevice),
          "fill level");
  }
  float2 g[N];
  float4 *out;
  float2 *dg;
  check(cudaMallocManaged(&out, N * sizeof(float4)), "managed");
  check(cudaMalloc(&dg, sizeof g), "malloc");
  /* {maxAnisotropy, major / minor (0: tex2DLod, also with N = 2)} */
  const int cases[6][2] = {{16, 3}, {4, 3}, {2, 0}, {16, 40}, {1, 1}, {1, 0}};
  for (int c = 0; c < 6; c++)
    for (int dto = 0; dto < 2; dto++) {
      int n = cases[c][0], q = cases[c][1];
      for (int i = 0; i < N; i++) {
        float mm = exp2f((i * 11 % 400) / 256.f) / W; /* the minor axis */
        g[i] = q ? make_float2(q * mm, n > 1 ? mm : 0)
                 : make_float2((i * 11 % 400) / 256.f, 0);
      }
      check(cudaMemcpy(dg, g, sizeof g, cudaMemcpyHostToDevice), "copy");
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
      td.maxAnisotropy = n;
      td.disableTrilinearOptimization = dto ? 3 : 0;
      cudaTextureObject_t t;
      check(cudaCreateTextureObject(&t, &rd, &td, NULL), "texture");
      kshare<<<1, N>>>(t, q != 0, dg, N, out);
      check(cudaDeviceSynchronize(), "sync");
      printf("maxAnisotropy %d %s dto %d:", n, q ? "grad" : "lod", dto);
      for (int i = 0; i < N; i++) {
        /* each level's share in 1/256 */
        printf("%s", i % 8 ? "  " : "\n ");
        const float *s = (const float *)&out[i];
        for (int l = 0; l < 4; l++)
          printf(" %d", (int)lrintf(s[l] * 256));
      }
      printf("\n");
      if (c == 0 && dto) {
        cudaTextureDesc back;
        check(cudaGetTextureObjectTextureDesc(&back, t), "get desc");
        printf("disableTrilinearOptimization 3 reads back as %d\n",
               back.disableTrilinearOptimization);
      }
      cudaDestroyTextureObject(t);
    }
  cudaFree(out);
  cudaFree(dg);
  cudaFreeMipmappedArray(m);
}

int main() {
  seamless();
  trilinear();
  printf("%s\n", failures ? "FAILED" : "done");
  return failures != 0;
}
