// cucc only: the inlined fast path of tex1Dfetch / tex1D / tex2D / tex3D
// (crt/cucc_texture_fetch.h, fast_*: point sampling, clamp or border,
// float texels or element-type reads of integer ones) gives exactly what
// the generic path (__cucc_tex::sample / fetch, matched against an H100)
// gives, byte for byte, at awkward coordinates (NaN, infinities, huge,
// negative, texel edges, normalized values near 1/n steps), for several
// formats, modes and dimensions. Also checks that the fast path is the one
// taken where it should be (the descriptor's fast word). Linear
// filtering of float texels in 1D and 2D likewise.
#include <cstdio>
#include <cstring>

#include "crt/cucc_array.h"

#define NC 40

__constant__ float coords[NC];

template <class T> __device__ bool differ(const T &a, const T &b) {
  const unsigned char *p = (const unsigned char *)&a,
                      *q = (const unsigned char *)&b;
  for (unsigned i = 0; i < sizeof(T); i++)
    if (p[i] != q[i]) return true;
  return false;
}

template <class T> __device__ T generic(const cucc_texture *t, int dims,
                                        float x, float y, float z) {
  __cucc_tex::v4 v;
  __cucc_tex::sample(t, dims, x, y, z, 0, false, 0, v);
  return __cucc_tex::ret<T>::get(v);
}

/* bad[0]: mismatches; one thread per (i, j) coordinate pair */
template <class T>
__global__ void cmp(cudaTextureObject_t o, int dims, int *bad) {
  int i = threadIdx.x, j = blockIdx.x, k = blockIdx.y;
  float x = coords[i], y = coords[j], z = coords[k];
  const cucc_texture *t = (const cucc_texture *)o;
  T a, b;
  if (dims == 1) {
    if (j || k) return;
    a = tex1D<T>(o, x);
    b = generic<T>(t, 1, x, 0, 0);
  } else if (dims == 2) {
    if (k) return;
    a = tex2D<T>(o, x, y);
    b = generic<T>(t, 2, x, y, 0);
  } else {
    a = tex3D<T>(o, x, y, z);
    b = generic<T>(t, 3, x, y, z);
  }
  if (differ(a, b)) atomicAdd(bad, 1);
}

template <class T>
__global__ void cmp_fetch(cudaTextureObject_t o, int n, int *bad) {
  int x = (int)threadIdx.x - 8 + (blockIdx.x ? n - 8 : 0);
  const cucc_texture *t = (const cucc_texture *)o;
  T a = tex1Dfetch<T>(o, x);
  __cucc_tex::v4 v;
  __cucc_tex::fetch(t, x, v);
  T b = __cucc_tex::ret<T>::get(v);
  if (differ(a, b)) atomicAdd(bad, 1);
}

static int failures = 0;

static void check(const char *what, int bad, unsigned fast, unsigned want) {
  if (bad || (fast & want) != want) {
    printf("FAIL %s: %d mismatches, fast word %#x\n", what, bad, fast);
    failures++;
  }
}

/* A w x h x d array of texels of T (d 0: 2D, h 0: 1D), filled with
 * distinct bytes. */
template <class T>
static void run(const char *name, int dims, int w, int h, int d,
                cudaTextureAddressMode am, int normalized,
                cudaTextureFilterMode fm = cudaFilterModePoint) {
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<T>();
  cudaArray_t arr;
  cudaExtent e = make_cudaExtent(w, dims >= 2 ? h : 0, dims >= 3 ? d : 0);
  if (cudaMalloc3DArray(&arr, &fd, e) != cudaSuccess) {
    printf("FAIL %s: cudaMalloc3DArray\n", name);
    failures++;
    return;
  }
  size_t n = (size_t)w * (dims >= 2 ? h : 1) * (dims >= 3 ? d : 1);
  unsigned char *hbuf = new unsigned char[n * sizeof(T)];
  for (size_t i = 0; i < n * sizeof(T); i++)
    hbuf[i] = (unsigned char)(i * 37 + 11);
  if (sizeof(T) % 4 == 0 && fd.f == cudaChannelFormatKindFloat)
    for (size_t i = 0; i < n * sizeof(T) / 4; i++)
      ((float *)hbuf)[i] = (float)i * 0.5f - 3.f;
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr(hbuf, w * sizeof(T), w, dims >= 2 ? h : 1);
  p.dstArray = arr;
  p.extent = make_cudaExtent(w, dims >= 2 ? h : 1, dims >= 3 ? d : 1);
  p.kind = cudaMemcpyHostToDevice;
  cudaMemcpy3D(&p);
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = am;
  td.filterMode = fm;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = normalized;
  td.borderColor[0] = 1.5f;
  td.borderColor[1] = -2.25f;
  td.borderColor[2] = 7.f;
  td.borderColor[3] = 0.125f;
  cudaTextureObject_t o;
  cudaCreateTextureObject(&o, &rd, &td, NULL);
  float c[NC];
  int m = 0;
  const float specials[] = {0.f,    -0.f,    0.5f,   -0.5f,  -1.f,
                            0.999f, 1.f,     1.5f,   2.5f,   1e30f,
                            -1e30f, 1e20f,   -3e12f, 0x1p40f, 0.f};
  for (float s : specials) c[m++] = s;
  c[m - 1] = __builtin_nanf("");
  c[m++] = __builtin_inff();
  c[m++] = -__builtin_inff();
  int big = w > h ? w : h;
  if (normalized) {
    const float nv[] = {1.f / 3, 2.f / 3, 0.25f, 0.75f, 1.f - 0x1p-24f,
                        0x1p-23f, -0x1p-23f, 0.1f, 0.9f, 0.3333333f,
                        0.6666667f, 1.0000001f, 0.5000001f, 0.4999999f};
    for (float v : nv) c[m++] = v;
  } else {
    const float nv[] = {3.f, 3.25f, 4.9999995f, 5.f, 6.f, 7.5f, 8.f};
    for (float v : nv) c[m++] = v;
    c[m++] = (float)big - 0.5f;
    c[m++] = (float)big;
    c[m++] = (float)big - 1e-4f;
  }
  while (m < NC) c[m] = (float)(m * 7 % 13) * (normalized ? 0.09f : 0.7f), m++;
  cudaMemcpyToSymbol(coords, c, sizeof c);
  int *bad;
  cudaMallocManaged(&bad, sizeof(int));
  *bad = 0;
  cmp<T><<<dim3(NC, dims >= 3 ? NC : 1), NC>>>(o, dims, bad);
  cudaDeviceSynchronize();
  unsigned fast = ((const cucc_texture *)o)->fast;
  check(name, *bad, fast,
        CUCC_TEX_FAST_RAW | (fm == cudaFilterModePoint ? CUCC_TEX_FAST_POINT
                                                       : CUCC_TEX_FAST_LINEAR));
  cudaFree(bad);
  cudaDestroyTextureObject(o);
  cudaFreeArray(arr);
  delete[] hbuf;
}

template <class T> static void run_fetch(const char *name, int n) {
  T *buf;
  cudaMalloc(&buf, n * sizeof(T));
  unsigned char *hbuf = new unsigned char[n * sizeof(T)];
  for (size_t i = 0; i < n * sizeof(T); i++)
    hbuf[i] = (unsigned char)(i * 29 + 5);
  cudaMemcpy(buf, hbuf, n * sizeof(T), cudaMemcpyHostToDevice);
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = buf;
  rd.res.linear.desc = cudaCreateChannelDesc<T>();
  rd.res.linear.sizeInBytes = n * sizeof(T);
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeElementType;
  td.addressMode[0] = cudaAddressModeBorder;
  td.borderColor[0] = 3.f;
  cudaTextureObject_t o;
  cudaCreateTextureObject(&o, &rd, &td, NULL);
  int *bad;
  cudaMallocManaged(&bad, sizeof(int));
  *bad = 0;
  cmp_fetch<T><<<2, 16>>>(o, n, bad);
  cudaDeviceSynchronize();
  check(name, *bad, ((const cucc_texture *)o)->fast, CUCC_TEX_FAST_RAW);
  cudaFree(bad);
  cudaDestroyTextureObject(o);
  cudaFree(buf);
  delete[] hbuf;
}

int main() {
  const cudaTextureAddressMode modes[] = {cudaAddressModeClamp,
                                          cudaAddressModeBorder,
                                          cudaAddressModeWrap};
  for (cudaTextureAddressMode am : modes)
    for (int nz = 0; nz < 2; nz++) {
      if (am == cudaAddressModeWrap && nz) continue; /* generic path */
      run<float>("float 2D", 2, 9, 5, 0, am, nz);
      run<float2>("float2 2D", 2, 7, 6, 0, am, nz);
      run<float4>("float4 2D", 2, 5, 3, 0, am, nz);
      run<float>("float 1D", 1, 11, 0, 0, am, nz);
      run<float>("float 3D", 3, 4, 5, 3, am, nz);
      run<uchar1>("uchar1 2D", 2, 9, 4, 0, am, nz);
      run<short2>("short2 2D", 2, 6, 5, 0, am, nz);
      run<int4>("int4 1D", 1, 9, 0, 0, am, nz);
      run<unsigned char>("uchar 3D", 3, 3, 4, 5, am, nz);
      const cudaTextureFilterMode lin = cudaFilterModeLinear;
      run<float>("linear float 2D", 2, 9, 5, 0, am, nz, lin);
      run<float2>("linear float2 2D", 2, 7, 6, 0, am, nz, lin);
      run<float4>("linear float4 2D", 2, 5, 3, 0, am, nz, lin);
      run<float>("linear float 1D", 1, 11, 0, 0, am, nz, lin);
      run<float4>("linear float4 1D", 1, 6, 0, 0, am, nz, lin);
    }
  run_fetch<float>("fetch float", 100);
  run_fetch<float4>("fetch float4", 33);
  run_fetch<int>("fetch int", 50);
  run_fetch<uchar2>("fetch uchar2", 77);
  if (cudaGetLastError() != cudaSuccess) {
    printf("FAIL: CUDA error\n");
    return 1;
  }
  if (failures) return 1;
  printf("PASS\n");
  return 0;
}
