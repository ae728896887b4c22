// Texture references (CUDA <= 11; removed in CUDA 12, so nvcc 13 cannot
// compile this and there is no GPU output to compare with): the programming
// guide 4.2's texture<T, dim, readMode> at file scope, host code setting its
// fields, cudaBindTexture (with an alignment offset), cudaBindTexture2D,
// cudaBindTextureToArray, cudaUnbindTexture, cudaGetTextureReference,
// cudaGetTextureAlignmentOffset, and tex1Dfetch / tex1D / tex2D / tex3D /
// tex2DLayered through references. Point sampling and clamping are checked
// exactly; linear filtering (the guide's transformKernel, 3.2.10.1.3) against
// a host implementation of appendix "Texture Fetching" within 1/256.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>

texture<float, cudaTextureType1D, cudaReadModeElementType> lin;
texture<uchar4, 1, cudaReadModeNormalizedFloat> lin4;
texture<float, cudaTextureType2D, cudaReadModeElementType> texRef;
texture<int, 2> pitchRef;
texture<short, cudaTextureType1D, cudaReadModeNormalizedFloat> arr1;
texture<float, cudaTextureType3D> vol;
texture<float, cudaTextureType2DLayered> layers;

static int fails;
#define CHECK(c, ...)                                                          \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: ", __LINE__);                                      \
      printf(__VA_ARGS__);                                                     \
      printf("\n");                                                            \
      fails++;                                                                 \
    }                                                                          \
  } while (0)
#define OK(x) CHECK((x) == cudaSuccess, "%s: %s", #x, cudaGetErrorString(x))

__global__ void fetch1(float *out, int n, int off) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch(lin, i - 2 + off);
}

__global__ void fetch4(float4 *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch(lin4, i);
}

// the guide's kernel, verbatim apart from the bounds check
__global__ void transformKernel(float *output, int width, int height,
                                float theta) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  float u = x / (float)width;
  float v = y / (float)height;
  u -= 0.5f;
  v -= 0.5f;
  float tu = u * cosf(theta) - v * sinf(theta) + 0.5f;
  float tv = v * cosf(theta) + u * sinf(theta) + 0.5f;
  output[y * width + x] = tex2D(texRef, tu, tv);
}

__global__ void point2(float *out, const float2 *c, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D(texRef, c[i].x, c[i].y);
}

__global__ void pitched(int *out, int w, int h) {
  int x = threadIdx.x, y = threadIdx.y;
  // one texel outside on each side: clamped
  out[y * (w + 2) + x] = tex2D(pitchRef, x - 1 + 0.5f, y - 1 + 0.5f);
}

__global__ void arr1d(float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1D(arr1, i + 0.5f);
}

__global__ void vol3(float *out, int w, int h, int d) {
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  out[(z * h + y) * w + x] = tex3D(vol, x + 0.5f, y + 0.5f, z + 0.5f);
}

__global__ void layer2(float *out, int w, int h, int nl) {
  int x = threadIdx.x, y = threadIdx.y, l = threadIdx.z;
  out[(l * h + y) * w + x] = tex2DLayered(layers, x + 0.5f, y + 0.5f, l);
}

// host reference of a bilinear, wrap-mode, normalized-coordinate fetch
static float wrapf(float c) { return c - floorf(c); }
static float ref2d(const float *img, int w, int h, float u, float v) {
  float x = wrapf(u) * w - 0.5f, y = wrapf(v) * h - 0.5f;
  float fx = floorf(x), fy = floorf(y);
  float a = floorf((x - fx) * 256.f + 0.5f) / 256.f;
  float b = floorf((y - fy) * 256.f + 0.5f) / 256.f;
  int i0 = ((int)fx % w + w) % w, i1 = (i0 + 1) % w;
  int j0 = ((int)fy % h + h) % h, j1 = (j0 + 1) % h;
  return (1 - a) * (1 - b) * img[j0 * w + i0] + a * (1 - b) * img[j0 * w + i1] +
         (1 - a) * b * img[j1 * w + i0] + a * b * img[j1 * w + i1];
}

int main() {
  // ---- tex1Dfetch over linear memory, with an alignment offset
  const int N = 1000;
  float h[N], *d, out[N + 4];
  for (int i = 0; i < N; i++) h[i] = i * 0.5f - 7;
  OK(cudaMalloc(&d, (N + 64) * sizeof(float)));
  OK(cudaMemcpy(d + 1, h, N * sizeof(float), cudaMemcpyHostToDevice));
  size_t offset = 99;
  // bound at d + 1: misaligned, so the offset is 4 bytes
  OK(cudaBindTexture(&offset, lin, d + 1, N * sizeof(float)));
  CHECK(offset == sizeof(float), "offset %zu", offset);
  CHECK(cudaBindTexture(NULL, lin, d + 1, N * sizeof(float)) ==
            cudaErrorInvalidValue,
        "a misaligned bind without offset must fail");
  cudaGetLastError();
  size_t off2 = 0;
  OK(cudaGetTextureAlignmentOffset(&off2, lin));
  CHECK(off2 == offset, "alignment offset %zu", off2);
  float *dout;
  OK(cudaMalloc(&dout, 4096 * sizeof(float)));
  fetch1<<<(N + 4 + 255) / 256, 256>>>(dout, N + 4, (int)(offset / 4));
  OK(cudaMemcpy(out, dout, (N + 4) * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < N + 4; i++) {
    int j = i - 2; // reads h[j]; outside the bound range: 0
    float want = j >= 0 && j < N ? h[j] : j == -1 ? 0.f : 0.f;
    if (j == -1) continue; // d[0]: the byte offset's texel, unspecified
    CHECK(out[i] == want, "tex1Dfetch[%d] = %g, want %g", j, out[i], want);
  }
  // aligned bind: offset 0; the low-level API with the reference's address
  const textureReference *tr = NULL;
  OK(cudaGetTextureReference(&tr, &lin));
  CHECK(tr == &lin, "cudaGetTextureReference gave %p, want %p", (void *)tr,
        (void *)&lin);
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  OK(cudaBindTexture(&offset, tr, d, &fd, (N + 1) * sizeof(float)));
  CHECK(offset == 0, "offset %zu", offset);
  fetch1<<<(N + 255) / 256, 256>>>(dout, N, 3); // reads d[i + 1] = h[i]
  OK(cudaMemcpy(out, dout, N * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    CHECK(out[i] == h[i], "rebound tex1Dfetch[%d] = %g", i, out[i]);
  // unbound: zeros; alignment offset of an unbound reference
  OK(cudaUnbindTexture(lin));
  CHECK(cudaGetTextureAlignmentOffset(&off2, lin) ==
            cudaErrorInvalidTextureBinding,
        "offset of an unbound texture");
  cudaGetLastError();
  fetch1<<<1, 64>>>(dout, 64, 2);
  OK(cudaMemcpy(out, dout, 64 * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < 64; i++)
    CHECK(out[i] == 0.f, "unbound fetch %d = %g", i, out[i]);
  int notatex;
  CHECK(cudaGetTextureReference(&tr, &notatex) == cudaErrorInvalidTexture,
        "cudaGetTextureReference of a plain variable");
  cudaGetLastError();

  // ---- normalized-float reads of uchar4
  unsigned char b[64 * 4], *db;
  for (int i = 0; i < 256; i++) b[i] = (unsigned char)(i * 37);
  // cudaMalloc aligns to 256 bytes here, textures need 512 (with no offset)
  OK(cudaMalloc(&db, sizeof b + 512));
  db = (unsigned char *)(((uintptr_t)db + 511) & ~(uintptr_t)511);
  OK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  OK(cudaBindTexture(NULL, lin4, db, sizeof b));
  float4 o4[64], *do4;
  OK(cudaMalloc(&do4, sizeof o4));
  fetch4<<<1, 64>>>(do4, 64);
  OK(cudaMemcpy(o4, do4, sizeof o4, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 64; i++) {
    float g[4] = {o4[i].x, o4[i].y, o4[i].z, o4[i].w};
    for (int c = 0; c < 4; c++)
      CHECK(g[c] == b[i * 4 + c] / 255.f, "uchar4 norm [%d].%d = %g", i, c,
            g[c]);
  }

  // ---- the guide's rotation: 2D float array, wrap, linear, normalized
  const int W = 64, H = 48;
  static float img[W * H], res[W * H];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) img[y * W + x] = sinf(x * 0.3f) * y + x;
  cudaChannelFormatDesc channelDesc =
      cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray *cuArray;
  OK(cudaMallocArray(&cuArray, &channelDesc, W, H));
  OK(cudaMemcpy2DToArray(cuArray, 0, 0, img, W * sizeof(float),
                         W * sizeof(float), H, cudaMemcpyHostToDevice));
  texRef.addressMode[0] = cudaAddressModeWrap;
  texRef.addressMode[1] = cudaAddressModeWrap;
  texRef.filterMode = cudaFilterModeLinear;
  texRef.normalized = true;
  OK(cudaBindTextureToArray(texRef, cuArray, channelDesc));
  float *dres;
  OK(cudaMalloc(&dres, sizeof res));
  dim3 dimBlock(16, 16);
  dim3 dimGrid((W + 15) / 16, (H + 15) / 16);
  float angles[2] = {0.f, 0.5f};
  for (float angle : angles) {
    transformKernel<<<dimGrid, dimBlock>>>(dres, W, H, angle);
    OK(cudaMemcpy(res, dres, sizeof res, cudaMemcpyDeviceToHost));
    float lo = 1e30f, hi = -1e30f;
    for (int i = 0; i < W * H; i++) lo = fminf(lo, img[i]), hi = fmaxf(hi, img[i]);
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        float u = x / (float)W - 0.5f, v = y / (float)H - 0.5f;
        float tu = u * cosf(angle) - v * sinf(angle) + 0.5f;
        float tv = v * cosf(angle) + u * sinf(angle) + 0.5f;
        float want = ref2d(img, W, H, tu, tv);
        float got = res[y * W + x];
        CHECK(fabsf(got - want) <= (hi - lo) / 256.f,
              "rotate %g (%d,%d) = %g, want %g", angle, x, y, got, want);
      }
  }
  // the same array, point sampling, unnormalized, clamp: exact
  texRef.addressMode[0] = texRef.addressMode[1] = cudaAddressModeClamp;
  texRef.filterMode = cudaFilterModePoint;
  texRef.normalized = false;
  OK(cudaBindTextureToArray(texRef, cuArray)); // desc from the array
  float2 pc[8] = {{0.5f, 0.5f}, {-3.f, 2.2f}, {63.9f, 47.1f}, {100.f, -5.f},
                  {10.f, 10.f}, {31.99f, 0.f}, {5.5f, 99.f}, {64.f, 48.f}};
  float2 *dpc;
  OK(cudaMalloc(&dpc, sizeof pc));
  OK(cudaMemcpy(dpc, pc, sizeof pc, cudaMemcpyHostToDevice));
  point2<<<1, 8>>>(dres, dpc, 8);
  OK(cudaMemcpy(res, dres, 8 * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < 8; i++) {
    int x = (int)floorf(pc[i].x), y = (int)floorf(pc[i].y);
    x = x < 0 ? 0 : x >= W ? W - 1 : x;
    y = y < 0 ? 0 : y >= H ? H - 1 : y;
    CHECK(res[i] == img[y * W + x], "point (%g,%g) = %g, want %g", pc[i].x,
          pc[i].y, res[i], img[y * W + x]);
  }

  // ---- cudaBindTexture2D over pitched memory, int texels, clamp
  const int PW = 13, PH = 7;
  int hp[PH][PW], *dp;
  size_t pitch;
  for (int y = 0; y < PH; y++)
    for (int x = 0; x < PW; x++) hp[y][x] = y * 100 + x;
  OK(cudaMallocPitch(&dp, &pitch, PW * sizeof(int), PH));
  OK(cudaMemcpy2D(dp, pitch, hp, sizeof hp[0], sizeof hp[0], PH,
                  cudaMemcpyHostToDevice));
  OK(cudaBindTexture2D(NULL, pitchRef, dp, PW, PH, pitch));
  int po[(PH + 2) * (PW + 2)], *dpo;
  OK(cudaMalloc(&dpo, sizeof po));
  pitched<<<1, dim3(PW + 2, PH + 2)>>>(dpo, PW, PH);
  OK(cudaMemcpy(po, dpo, sizeof po, cudaMemcpyDeviceToHost));
  for (int y = 0; y < PH + 2; y++)
    for (int x = 0; x < PW + 2; x++) {
      int cx = x - 1 < 0 ? 0 : x - 1 >= PW ? PW - 1 : x - 1;
      int cy = y - 1 < 0 ? 0 : y - 1 >= PH ? PH - 1 : y - 1;
      CHECK(po[y * (PW + 2) + x] == hp[cy][cx], "pitch2D (%d,%d) = %d", x - 1,
            y - 1, po[y * (PW + 2) + x]);
    }

  // ---- tex1D over a 1D array of shorts, normalized float
  short hs[40];
  for (int i = 0; i < 40; i++) hs[i] = (short)(i * 1500 - 30000);
  cudaChannelFormatDesc sd = cudaCreateChannelDesc<short>();
  cudaArray_t a1;
  OK(cudaMallocArray(&a1, &sd, 40));
  OK(cudaMemcpy2DToArray(a1, 0, 0, hs, sizeof hs, sizeof hs, 1,
                         cudaMemcpyHostToDevice));
  OK(cudaBindTextureToArray(arr1, a1));
  arr1d<<<1, 40>>>(dres, 40);
  OK(cudaMemcpy(res, dres, 40 * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < 40; i++) {
    float want = fmaxf(hs[i] / 32767.f, -1.f);
    CHECK(res[i] == want, "tex1D short norm [%d] = %g, want %g", i, res[i],
          want);
  }

  // ---- tex3D and tex2DLayered over 3D arrays
  const int VW = 5, VH = 4, VD = 3;
  float hv[VD * VH * VW];
  for (int i = 0; i < VD * VH * VW; i++) hv[i] = i * 1.25f;
  cudaArray_t a3, al;
  OK(cudaMalloc3DArray(&a3, &fd, make_cudaExtent(VW, VH, VD)));
  OK(cudaMalloc3DArray(&al, &fd, make_cudaExtent(VW, VH, VD),
                       cudaArrayLayered));
  cudaArray_t targets[2] = {a3, al};
  for (cudaArray_t t : targets) {
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(hv, VW * sizeof(float), VW, VH);
    p.dstArray = t;
    p.extent = make_cudaExtent(VW, VH, VD);
    p.kind = cudaMemcpyHostToDevice;
    OK(cudaMemcpy3D(&p));
  }
  OK(cudaBindTextureToArray(vol, a3));
  OK(cudaBindTextureToArray(layers, al));
  vol3<<<1, dim3(VW, VH, VD)>>>(dres, VW, VH, VD);
  OK(cudaMemcpy(res, dres, sizeof hv, cudaMemcpyDeviceToHost));
  for (int i = 0; i < VD * VH * VW; i++)
    CHECK(res[i] == hv[i], "tex3D [%d] = %g", i, res[i]);
  layer2<<<1, dim3(VW, VH, VD)>>>(dres, VW, VH, VD);
  OK(cudaMemcpy(res, dres, sizeof hv, cudaMemcpyDeviceToHost));
  for (int i = 0; i < VD * VH * VW; i++)
    CHECK(res[i] == hv[i], "tex2DLayered [%d] = %g", i, res[i]);

  OK(cudaDeviceSynchronize());
  OK(cudaUnbindTexture(texRef));
  OK(cudaUnbindTexture(&vol)); // the C form
  cudaFreeArray(cuArray);
  cudaFreeArray(a1);
  cudaFreeArray(a3);
  cudaFreeArray(al);
  cudaFree(d);
  cudaFree(dout);
  if (fails) {
    printf("FAIL (%d)\n", fails);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
