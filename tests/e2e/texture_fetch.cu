// Texture objects over linear and pitch2D memory: every address mode x
// point/linear filtering x normalized/unnormalized coordinates x element /
// normalized-float read modes, for uchar4, char, ushort, short2, float,
// float4 and half texels, at coordinates in and out of range, fractional and
// exact; tex1Dfetch over linear memory; cudaCreateTextureObject's errors;
// the linear filter's weight quantization and arithmetic. Every result is
// printed as the bytes of the fetched value, in hex, so the comparison is
// exact. texture_fetch.expected is its output recorded with nvcc 13 on an H100
// (also kept as tests/reference/texture_fetch.h100.out); cucc matches it bit
// for bit.
#include <cuda_fp16.h>
#include <stdio.h>
#include <string.h>

#define W 5
#define H 3
#define NC 16

static const float coords[NC][2] = {
    {0.f, 0.f},     {0.5f, 0.5f},        {1.25f, 0.75f},   {2.5f, 1.5f},
    {4.99f, 2.99f}, {5.f, 3.f},          {5.5f, 1.2f},     {-0.25f, 1.5f},
    {-1.7f, -0.6f}, {7.3f, 4.4f},        {-5.2f, 2.1f},    {10.75f, -3.3f},
    {3.1f, 2.6f},   {1.00390625f, 0.5f}, {2.501953f, 1.f}, {-0.5f, -0.5f}};

static void print_bytes(const void *p, size_t n) {
  const unsigned char *b = (const unsigned char *)p;
  for (size_t i = n; i-- > 0;) printf("%02x", b[i]);
}

static void print_results(const void *h, int n, size_t rsize, size_t csize) {
  for (int i = 0; i < n; i++) {
    printf(" ");
    for (size_t c = 0; c < rsize / csize; c++) {
      if (c) printf(".");
      print_bytes((const char *)h + i * rsize + c * csize, csize);
    }
  }
}

template <class R>
__global__ void fetch2d(cudaTextureObject_t t, const float2 *c, int n,
                        float sx, float sy, R *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<R>(t, c[i].x * sx, c[i].y * sy);
}

// out-parameter form
template <class R>
__global__ void fetch1d(cudaTextureObject_t t, int lo, int n, R *out) {
  int i = threadIdx.x;
  if (i < n) tex1Dfetch(&out[i], t, lo + i);
}

template <class R>
__global__ void sweep(cudaTextureObject_t t, float x0, float step, float y,
                      int n, R *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<R>(t, x0 + i * step, y);
}

static float2 *d_coords;
static int failures;

// Pitched device memory with rows and start 512-byte aligned (the texture
// alignment), carved out of one allocation.
static char *arena;
static size_t arena_used;
template <class T>
static void alloc_pitch(T **p, size_t *pitch, size_t wbytes, size_t h) {
  *pitch = (wbytes + 511) / 512 * 512;
  *p = (T *)(arena + arena_used);
  arena_used += *pitch * h;
}

static cudaResourceDesc pitch_res(void *dev, size_t pitch,
                                  cudaChannelFormatDesc desc, size_t w,
                                  size_t h) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypePitch2D;
  rd.res.pitch2D.devPtr = dev;
  rd.res.pitch2D.desc = desc;
  rd.res.pitch2D.width = w;
  rd.res.pitch2D.height = h;
  rd.res.pitch2D.pitchInBytes = pitch;
  return rd;
}

static cudaTextureDesc tex_desc(int rm, int filt, int norm, int am0,
                                int am1) {
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = (cudaTextureAddressMode)am0;
  td.addressMode[1] = (cudaTextureAddressMode)am1;
  td.addressMode[2] = (cudaTextureAddressMode)am1;
  td.filterMode = (cudaTextureFilterMode)filt;
  td.readMode = (cudaTextureReadMode)rm;
  td.normalizedCoords = norm;
  td.borderColor[0] = 0.25f;
  td.borderColor[1] = -0.5f;
  td.borderColor[2] = 3.0f;
  td.borderColor[3] = 1.0f;
  return td;
}

// One 2D configuration of a pitch2D texture over `dev`.
template <class R>
static void run2d(const char *name, void *dev, size_t pitch,
                  cudaChannelFormatDesc desc, int rm, int filt, int norm,
                  int am0, int am1, size_t csize) {
  cudaResourceDesc rd = pitch_res(dev, pitch, desc, W, H);
  cudaTextureDesc td = tex_desc(rm, filt, norm, am0, am1);
  printf("%s rm%d f%d n%d a%d%d:", name, rm, filt, norm, am0, am1);
  cudaTextureObject_t t = 0;
  cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
  if (e != cudaSuccess) {
    printf(" error %s\n", cudaGetErrorName(e));
    cudaGetLastError();
    return;
  }
  R *d_out;
  cudaMalloc(&d_out, NC * sizeof(R));
  fetch2d<R><<<1, NC>>>(t, d_coords, NC, norm ? 1.f / W : 1.f,
                        norm ? 1.f / H : 1.f, d_out);
  R h[NC];
  if (cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess)
    failures++;
  print_results(h, NC, sizeof(R), csize);
  printf("\n");
  cudaFree(d_out);
  cudaDestroyTextureObject(t);
}

// tex1Dfetch over a linear resource of 6 elements, indices -3..8.
template <class R>
static void run1d(const char *name, void *dev, size_t esize,
                  cudaChannelFormatDesc desc, int rm, int filt, int norm,
                  int am, size_t csize) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = dev;
  rd.res.linear.desc = desc;
  rd.res.linear.sizeInBytes = 6 * esize;
  cudaTextureDesc td = tex_desc(rm, filt, norm, am, am);
  printf("%s fetch rm%d f%d n%d a%d:", name, rm, filt, norm, am);
  cudaTextureObject_t t = 0;
  cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
  if (e != cudaSuccess) {
    printf(" error %s\n", cudaGetErrorName(e));
    cudaGetLastError();
    return;
  }
  R *d_out;
  cudaMalloc(&d_out, 12 * sizeof(R));
  fetch1d<R><<<1, 12>>>(t, -3, 12, d_out);
  R h[12];
  if (cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess)
    failures++;
  print_results(h, 12, sizeof(R), csize);
  printf("\n");
  cudaFree(d_out);
  cudaDestroyTextureObject(t);
}

static char *aligned_block; // 512-aligned scratch for linear resources

template <class E, class RE, class RN>
static void format(const char *name, const E *texels,
                   cudaChannelFormatDesc desc, size_t csize_e) {
  void *dev;
  size_t pitch;
  alloc_pitch(&dev, &pitch, W * sizeof(E), H);
  cudaMemcpy2D(dev, pitch, texels, W * sizeof(E), W * sizeof(E), H,
               cudaMemcpyHostToDevice);
  for (int rm = 0; rm < 2; rm++)
    for (int filt = 0; filt < 2; filt++)
      for (int norm = 0; norm < 2; norm++)
        for (int am = 0; am < 4; am++) {
          if (rm == 0)
            run2d<RE>(name, dev, pitch, desc, rm, filt, norm, am, am,
                      csize_e);
          else
            run2d<RN>(name, dev, pitch, desc, rm, filt, norm, am, am, 4);
        }
  // different modes per dimension
  run2d<RN>(name, dev, pitch, desc, 1, 1, 1, 0, 3, 4);
  run2d<RN>(name, dev, pitch, desc, 1, 0, 1, 2, 1, 4);

  cudaMemcpy(aligned_block, texels, 6 * sizeof(E), cudaMemcpyHostToDevice);
  for (int rm = 0; rm < 2; rm++) {
    for (int am = 0; am < 4; am++) {
      if (rm == 0)
        run1d<RE>(name, aligned_block, sizeof(E), desc, rm, 0, 0, am,
                  csize_e);
      else
        run1d<RN>(name, aligned_block, sizeof(E), desc, rm, 0, 0, am, 4);
    }
    if (rm == 0) {
      run1d<RE>(name, aligned_block, sizeof(E), desc, rm, 1, 0, 1, csize_e);
      run1d<RE>(name, aligned_block, sizeof(E), desc, rm, 0, 1, 0, csize_e);
    } else {
      run1d<RN>(name, aligned_block, sizeof(E), desc, rm, 1, 0, 1, 4);
      run1d<RN>(name, aligned_block, sizeof(E), desc, rm, 0, 1, 0, 4);
    }
  }
}

// The weight of the linear filter: texels 0, 1, 0, 1, ... and x swept over
// one texel in steps of 1/4096; prints where the result changes.
static void weight_sweep(const char *label, float x0, float step, int norm,
                         int width) {
  static float *dev;
  static size_t pitch;
  if (!dev) {
    float h[1024];
    for (int i = 0; i < 1024; i++) h[i] = (float)(i & 1);
    alloc_pitch(&dev, &pitch, sizeof h, 1);
    cudaMemcpy(dev, h, sizeof h, cudaMemcpyHostToDevice);
  }
  cudaResourceDesc rd =
      pitch_res(dev, pitch, cudaCreateChannelDesc<float>(), width, 1);
  cudaTextureDesc td = tex_desc(0, 1, norm, 1, 1);
  cudaTextureObject_t t;
  if (cudaCreateTextureObject(&t, &rd, &td, NULL) != cudaSuccess) {
    printf("sweep %s: create failed\n", label);
    failures++;
    return;
  }
  const int n = 4097;
  float *d_out, h[n];
  cudaMalloc(&d_out, sizeof h);
  sweep<float><<<(n + 255) / 256, 256>>>(t, x0, step, norm ? 0.5f : 0.5f, n,
                                         d_out);
  cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost);
  printf("sweep %s:", label);
  unsigned prev = 0xffffffffu;
  int changes = 0;
  for (int i = 0; i < n; i++) {
    unsigned b;
    memcpy(&b, &h[i], 4);
    if (b != prev) {
      if (changes < 300) printf(" %d:%08x", i, b);
      changes++;
    }
    prev = b;
  }
  printf(" (%d changes)\n", changes);
  cudaFree(d_out);
  cudaDestroyTextureObject(t);
}

// The filter's arithmetic: pairs (a, b) at x = 2k and 2k+1, fetched with
// weights 1/256, 77/256, 1/2, 200/256, 255/256.
template <class E, class R>
static void lerp_probe(const char *name, const E *pairs, int np,
                       cudaChannelFormatDesc desc, int rm, size_t csize) {
  E *dev;
  size_t pitch;
  alloc_pitch(&dev, &pitch, 2 * np * sizeof(E), 1);
  cudaMemcpy(dev, pairs, 2 * np * sizeof(E), cudaMemcpyHostToDevice);
  cudaResourceDesc rd = pitch_res(dev, pitch, desc, 2 * np, 1);
  cudaTextureDesc td = tex_desc(rm, 1, 0, 1, 1);
  cudaTextureObject_t t;
  if (cudaCreateTextureObject(&t, &rd, &td, NULL) != cudaSuccess) {
    printf("lerp %s: create failed\n", name);
    failures++;
    return;
  }
  static const float w[5] = {1 / 256.f, 77 / 256.f, 0.5f, 200 / 256.f,
                             255 / 256.f};
  float2 hc[NC];
  R *d_out, h[NC];
  cudaMalloc(&d_out, sizeof h);
  for (int k = 0; k < np; k++) {
    for (int j = 0; j < 5; j++) hc[j] = make_float2(2 * k + 0.5f + w[j], 0.5f);
    cudaMemcpy(d_coords, hc, sizeof hc, cudaMemcpyHostToDevice);
    fetch2d<R><<<1, 5>>>(t, d_coords, 5, 1.f, 1.f, d_out);
    cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost);
    printf("lerp %s %d:", name, k);
    print_results(h, 5, sizeof(R), csize);
    printf("\n");
  }
  cudaFree(d_out);
  cudaDestroyTextureObject(t);
}

// Bilinear arithmetic over a 2x2 float texture.
static void bilinear_probe(void) {
  const float v[4] = {1.f, 3.3f, -7.1f, 0.01f};
  float *dev;
  size_t pitch;
  alloc_pitch(&dev, &pitch, 2 * sizeof(float), 2);
  cudaMemcpy2D(dev, pitch, v, 8, 8, 2, cudaMemcpyHostToDevice);
  cudaResourceDesc rd =
      pitch_res(dev, pitch, cudaCreateChannelDesc<float>(), 2, 2);
  cudaTextureDesc td = tex_desc(0, 1, 0, 1, 1);
  cudaTextureObject_t t;
  cudaCreateTextureObject(&t, &rd, &td, NULL);
  float2 hc[NC];
  static const float w[4] = {1 / 256.f, 77 / 256.f, 0.5f, 255 / 256.f};
  for (int i = 0; i < 16; i++)
    hc[i] = make_float2(0.5f + w[i % 4], 0.5f + w[i / 4]);
  cudaMemcpy(d_coords, hc, sizeof hc, cudaMemcpyHostToDevice);
  float *d_out, h[NC];
  cudaMalloc(&d_out, sizeof h);
  fetch2d<float><<<1, NC>>>(t, d_coords, NC, 1.f, 1.f, d_out);
  cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost);
  printf("bilinear:");
  print_results(h, NC, 4, 4);
  printf("\n");
  cudaFree(d_out);
  cudaDestroyTextureObject(t);
}

static void show(const char *what, cudaError_t e) {
  printf("create %s: %s\n", what, cudaGetErrorName(e));
  cudaGetLastError();
}

// cudaCreateTextureObject's validation and the getters.
static void errors(void) {
  cudaTextureObject_t t;
  cudaResourceDesc rd;
  cudaTextureDesc td = tex_desc(0, 0, 0, 1, 1);
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = aligned_block;
  rd.res.linear.desc = f1;
  rd.res.linear.sizeInBytes = 64;
  cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
  show("linear ok", e);
  if (e == cudaSuccess) {
    cudaResourceDesc r2;
    cudaTextureDesc t2;
    cudaResourceViewDesc v2;
    memset(&r2, 0x5a, sizeof r2);
    memset(&t2, 0x5a, sizeof t2);
    memset(&v2, 0x5a, sizeof v2);
    e = cudaGetTextureObjectResourceDesc(&r2, t);
    printf("get res: %s type %d ptr %d size %zu desc %d %d %d %d %d\n",
           cudaGetErrorName(e), r2.resType,
           r2.res.linear.devPtr == (void *)aligned_block,
           r2.res.linear.sizeInBytes, r2.res.linear.desc.x,
           r2.res.linear.desc.y, r2.res.linear.desc.z, r2.res.linear.desc.w,
           (int)r2.res.linear.desc.f);
    e = cudaGetTextureObjectTextureDesc(&t2, t);
    printf("get tex: %s am %d %d %d f %d rm %d srgb %d border %g %g %g %g "
           "norm %d aniso %u mf %d bias %g min %g max %g\n",
           cudaGetErrorName(e), t2.addressMode[0], t2.addressMode[1],
           t2.addressMode[2], t2.filterMode, t2.readMode, t2.sRGB,
           t2.borderColor[0], t2.borderColor[1], t2.borderColor[2],
           t2.borderColor[3], t2.normalizedCoords, t2.maxAnisotropy,
           t2.mipmapFilterMode, t2.mipmapLevelBias, t2.minMipmapLevelClamp,
           t2.maxMipmapLevelClamp);
    e = cudaGetTextureObjectResourceViewDesc(&v2, t);
    printf("get view: %s fmt %d w %zu h %zu d %zu\n", cudaGetErrorName(e),
           v2.format, v2.width, v2.height, v2.depth);
    cudaGetLastError();
    show("destroy", cudaDestroyTextureObject(t));
  }
  show("destroy 0", cudaDestroyTextureObject(0));
  show("null obj", cudaCreateTextureObject(NULL, &rd, &td, NULL));
  show("null res", cudaCreateTextureObject(&t, NULL, &td, NULL));
  show("null tex", cudaCreateTextureObject(&t, &rd, NULL, NULL));
  rd.res.linear.devPtr = aligned_block + 4;
  show("linear misaligned 4", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.devPtr = aligned_block + 256;
  show("linear misaligned 256", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.devPtr = aligned_block;
  rd.res.linear.sizeInBytes = 0;
  show("linear size 0", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.sizeInBytes = 62;
  show("linear size 62", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.sizeInBytes = (size_t)(1u << 28) * 4;
  show("linear size max", cudaCreateTextureObject(&t, &rd, &td, NULL));
  if (cudaCreateTextureObject(&t, &rd, &td, NULL) == cudaSuccess)
    cudaDestroyTextureObject(t);
  rd.res.linear.sizeInBytes = (size_t)(1u << 28) * 4 + 4;
  show("linear size max+1", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.sizeInBytes = 64;
  rd.res.linear.desc = cudaCreateChannelDesc(8, 8, 8, 0,
                                             cudaChannelFormatKindUnsigned);
  show("3 channels", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.desc = cudaCreateChannelDesc(8, 16, 0, 0,
                                             cudaChannelFormatKindUnsigned);
  show("8+16 bits", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.desc = cudaCreateChannelDesc(0, 0, 0, 0,
                                             cudaChannelFormatKindNone);
  show("kind none", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.desc = cudaCreateChannelDesc(64, 0, 0, 0,
                                             cudaChannelFormatKindFloat);
  show("64-bit float", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.desc = cudaCreateChannelDesc(8, 0, 0, 0,
                                             cudaChannelFormatKindFloat);
  show("8-bit float", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.desc = cudaCreateChannelDesc<int>();
  td.readMode = cudaReadModeNormalizedFloat;
  show("int normfloat", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.res.linear.desc = f1;
  show("float normfloat", cudaCreateTextureObject(&t, &rd, &td, NULL));
  td.readMode = cudaReadModeElementType;
  td.filterMode = cudaFilterModeLinear;
  show("linear float filter", cudaCreateTextureObject(&t, &rd, &td, NULL));
  if (cudaCreateTextureObject(&t, &rd, &td, NULL) == cudaSuccess)
    cudaDestroyTextureObject(t);
  rd.res.linear.desc = cudaCreateChannelDesc<int>();
  show("linear int filter", cudaCreateTextureObject(&t, &rd, &td, NULL));
  td.filterMode = cudaFilterModePoint;
  td.sRGB = 1;
  show("int srgb", cudaCreateTextureObject(&t, &rd, &td, NULL));
  td.sRGB = 0;
  td.addressMode[0] = (cudaTextureAddressMode)7;
  show("address mode 7", cudaCreateTextureObject(&t, &rd, &td, NULL));
  td.addressMode[0] = cudaAddressModeClamp;
  td.filterMode = (cudaTextureFilterMode)5;
  show("filter mode 5", cudaCreateTextureObject(&t, &rd, &td, NULL));
  td.filterMode = cudaFilterModePoint;
  td.readMode = (cudaTextureReadMode)5;
  show("read mode 5", cudaCreateTextureObject(&t, &rd, &td, NULL));
  td.readMode = cudaReadModeElementType;
  rd.resType = (cudaResourceType)7;
  show("res type 7", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = NULL;
  show("null array", cudaCreateTextureObject(&t, &rd, &td, NULL));
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = NULL;
  show("linear null ptr", cudaCreateTextureObject(&t, &rd, &td, NULL));

  cudaResourceViewDesc vd;
  memset(&vd, 0, sizeof vd);
  rd.res.linear.devPtr = aligned_block;
  show("view on linear", cudaCreateTextureObject(&t, &rd, &td, &vd));

  float *pdev;
  size_t pitch;
  alloc_pitch(&pdev, &pitch, 64 * sizeof(float), 4);
  cudaResourceDesc pr = pitch_res(pdev, pitch, f1, 64, 4);
  show("pitch ok", cudaCreateTextureObject(&t, &pr, &td, NULL));
  cudaDestroyTextureObject(t);
  pr.res.pitch2D.pitchInBytes = 256 + 16;
  show("pitch 272", cudaCreateTextureObject(&t, &pr, &td, NULL));
  pr.res.pitch2D.pitchInBytes = 256 + 32;
  show("pitch 288", cudaCreateTextureObject(&t, &pr, &td, NULL));
  if (cudaCreateTextureObject(&t, &pr, &td, NULL) == cudaSuccess)
    cudaDestroyTextureObject(t);
  pr.res.pitch2D.pitchInBytes = 128;
  show("pitch < width", cudaCreateTextureObject(&t, &pr, &td, NULL));
  pr.res.pitch2D.pitchInBytes = pitch;
  pr.res.pitch2D.devPtr = (char *)pdev + 32;
  show("pitch ptr+32", cudaCreateTextureObject(&t, &pr, &td, NULL));
  if (cudaCreateTextureObject(&t, &pr, &td, NULL) == cudaSuccess)
    cudaDestroyTextureObject(t);
  pr.res.pitch2D.devPtr = (char *)pdev + 4;
  show("pitch ptr+4", cudaCreateTextureObject(&t, &pr, &td, NULL));
  pr.res.pitch2D.devPtr = pdev;
  pr.res.pitch2D.height = 0;
  show("pitch height 0", cudaCreateTextureObject(&t, &pr, &td, NULL));
  pr.res.pitch2D.height = 4;
  pr.res.pitch2D.width = 0;
  show("pitch width 0", cudaCreateTextureObject(&t, &pr, &td, NULL));
  pr.res.pitch2D.width = 1u << 17;
  pr.res.pitch2D.pitchInBytes = (size_t)4 << 17;
  show("pitch width 131072", cudaCreateTextureObject(&t, &pr, &td, NULL));
  pr.res.pitch2D.width = (1u << 17) + 1;
  pr.res.pitch2D.pitchInBytes = (size_t)4 << 18;
  show("pitch width 131073", cudaCreateTextureObject(&t, &pr, &td, NULL));
  pr.res.pitch2D.width = 64;
  pr.res.pitch2D.pitchInBytes = pitch;
  pr.res.pitch2D.height = 65001;
  show("pitch height 65001", cudaCreateTextureObject(&t, &pr, &td, NULL));
  pr.res.pitch2D.height = 4;
  td.addressMode[0] = cudaAddressModeWrap;
  td.normalizedCoords = 0;
  show("pitch wrap unnormalized", cudaCreateTextureObject(&t, &pr, &td, NULL));
  if (cudaCreateTextureObject(&t, &pr, &td, NULL) == cudaSuccess)
    cudaDestroyTextureObject(t);
  td.addressMode[0] = cudaAddressModeClamp;
  td.maxAnisotropy = 100;
  td.mipmapFilterMode = cudaFilterModeLinear;
  td.minMipmapLevelClamp = 3;
  td.maxMipmapLevelClamp = 1;
  td.sRGB = 1;
  e = cudaCreateTextureObject(&t, &pr, &td, NULL);
  show("odd fields", e);
  if (e == cudaSuccess) {
    cudaTextureDesc t2;
    cudaGetTextureObjectTextureDesc(&t2, t);
    printf("get tex: aniso %u mf %d min %g max %g srgb %d\n", t2.maxAnisotropy,
           t2.mipmapFilterMode, t2.minMipmapLevelClamp, t2.maxMipmapLevelClamp,
           t2.sRGB);
    cudaDestroyTextureObject(t);
  }
}

int main() {
  cudaMalloc(&d_coords, NC * sizeof(float2));
  cudaMemcpy(d_coords, coords, sizeof coords, cudaMemcpyHostToDevice);
  char *raw;
  cudaMalloc(&raw, 8192);
  cudaMalloc(&arena, 1 << 22);
  arena = (char *)(((size_t)arena + 511) & ~(size_t)511);
  aligned_block = (char *)(((size_t)raw + 511) & ~(size_t)511);

  errors();

  uchar4 u4[W * H];
  signed char c1[W * H] = {-128, 127, -1, 0, 1, 64, -64, 100,
                           -100, 5,   -5, 33, -33, -127, 126};
  unsigned short s1[W * H] = {0,     65535, 1,    32768, 32767,
                              12345, 54321, 255,  256,   65534,
                              2,     40000, 1000, 7,     60000};
  short2 s2[W * H];
  float f1[W * H] = {1.f,   -2.5f,  3.14159f, 1e-3f,  100.f,
                     0.f,   -0.f,   7.77f,    1e10f,  -1e-10f,
                     0.333f, 2.f,   65504.f,  -8.f,   0.1f};
  float4 f4[W * H];
  __half hf[W * H];
  for (int i = 0; i < W * H; i++) {
    u4[i] = make_uchar4((unsigned char)(i * 37 + 3), (unsigned char)(255 - i * 11),
                        i % 3 ? 255 : 0, (unsigned char)(i * i * 7));
    s2[i] = make_short2((short)(i * 4567 - 32768), (short)(-i * 999 + 7));
    if (i == 3) s2[i].x = -32767;
    f4[i] = make_float4(f1[i], -f1[(i + 1) % 15], i * 0.7f, 1.f / (i + 1));
    hf[i] = __float2half(f1[i] * 0.37f);
  }
  hf[12] = __float2half(65504.f);
  format<uchar4, uchar4, float4>("uchar4", u4, cudaCreateChannelDesc<uchar4>(),
                                 1);
  format<signed char, char, float>("char", c1,
                                   cudaCreateChannelDesc<signed char>(), 1);
  format<unsigned short, unsigned short, float>(
      "ushort", s1, cudaCreateChannelDesc<unsigned short>(), 2);
  format<short2, short2, float2>("short2", s2, cudaCreateChannelDesc<short2>(),
                                 2);
  format<float, float, float>("float", f1, cudaCreateChannelDesc<float>(), 4);
  format<float4, float4, float4>("float4", f4, cudaCreateChannelDesc<float4>(),
                                 4);
  format<__half, float, float>(
      "half", hf, cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat),
      4);

  weight_sweep("unnorm 0.5", 0.5f, 1.f / 4096, 0, 1024);
  weight_sweep("unnorm 1000.5", 1000.5f, 1.f / 4096, 0, 1024);
  weight_sweep("unnorm -0.5", -0.5f, 1.f / 4096, 0, 1024);
  weight_sweep("norm w2", 0.25f, 1.f / 8192, 1, 2);
  weight_sweep("norm w1024", 0.5f / 1024, 1.f / (4096 * 1024), 1, 1024);
  weight_sweep("norm w3", 0.5f / 3, 1.f / (4096 * 3), 1, 3);

  const float fp[] = {1.f,    1.0000001f, 1e-3f,    7.77f,  -3.3f,  2.9f,
                      1e30f,  -1e30f,     3e38f,    3e38f,  1.f,    3.f,
                      0.1f,   0.2f,       1.4e-45f, 0.f,    1.f / 0.f, 1.f,
                      -0.f,   0.f,        16777216.f, 16777218.f, 1.f, -1.f,
                      100.f,  100.00001f, 5e-39f,   -2e-39f};
  lerp_probe<float, float>("float", fp, sizeof fp / sizeof fp[0] / 2,
                           cudaCreateChannelDesc<float>(), 0, 4);
  __half hp[sizeof fp / sizeof fp[0]];
  for (size_t i = 0; i < sizeof fp / sizeof fp[0]; i++)
    hp[i] = __float2half(fp[i] > 60000.f ? 60000.f : fp[i] < -60000.f ? -60000.f : fp[i]);
  hp[1] = __ushort_as_half(0x3c01);
  lerp_probe<__half, float>(
      "half", hp, sizeof hp / sizeof hp[0] / 2,
      cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat), 0, 4);
  const unsigned char up[] = {0, 255, 1, 2, 254, 255, 17, 200, 255, 0, 128, 127};
  lerp_probe<unsigned char, float>("uchar", up, sizeof up / 2,
                                   cudaCreateChannelDesc<unsigned char>(), 1,
                                   4);
  const signed char cp[] = {-128, 127, -127, -128, 1, 2, -5, 100, 0, -1};
  lerp_probe<signed char, float>("schar", cp, sizeof cp / 2,
                                 cudaCreateChannelDesc<signed char>(), 1, 4);
  const unsigned short usp[] = {0, 65535, 1, 2, 12345, 54321, 65535, 65534};
  lerp_probe<unsigned short, float>("ushort", usp, 4,
                                    cudaCreateChannelDesc<unsigned short>(),
                                    1, 4);
  const short sp[] = {-32768, 32767, -32767, -32768, 3, -3, 1000, -20000};
  lerp_probe<short, float>("short", sp, 4, cudaCreateChannelDesc<short>(), 1,
                           4);
  bilinear_probe();

  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess || failures) {
    printf("FAIL: %s, %d failures\n", cudaGetErrorName(e), failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
