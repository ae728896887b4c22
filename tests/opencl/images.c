/* Images and samplers: a 2D RGBA8 copy through samplers (argument and
 * program-scope), bilinear sampling with normalized coordinates under
 * REPEAT and CLAMP (border) against a host reference, 3D integer images and
 * their queries, fill, map, copies to buffers, image info and errors.
 * usage: images IMAGES.cl */
#include <math.h>

#include "common.h"

static int bad;
#define EXPECT_TRUE(c, ...)                                                   \
  do {                                                                        \
    if (!(c)) {                                                               \
      printf("FAIL: " __VA_ARGS__);                                           \
      printf("\n");                                                           \
      bad++;                                                                  \
    }                                                                         \
  } while (0)

enum { W = 4, H = 4 };
static float tex[H][W][4];

/* the specification's bilinear filter with REPEAT or CLAMP (border 0) */
static float texel(int x, int y, int c, int repeat) {
  if (repeat) {
    x = (x % W + W) % W;
    y = (y % H + H) % H;
  } else if (x < 0 || y < 0 || x >= W || y >= H)
    return 0.0f;
  return tex[y][x][c];
}
static float bilinear(float s, float t, int c, int repeat) {
  float u = (repeat ? s - floorf(s) : s) * W - 0.5f,
        v = (repeat ? t - floorf(t) : t) * H - 0.5f;
  int i0 = (int)floorf(u), j0 = (int)floorf(v);
  float a = u - floorf(u), b = v - floorf(v);
  return (1 - a) * (1 - b) * texel(i0, j0, c, repeat) +
         a * (1 - b) * texel(i0 + 1, j0, c, repeat) +
         (1 - a) * b * texel(i0, j0 + 1, c, repeat) +
         a * b * texel(i0 + 1, j0 + 1, c, repeat);
}

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  test_setup(0);
  cl_bool img_ok = CL_FALSE;
  CHECK(clGetDeviceInfo(test_device, CL_DEVICE_IMAGE_SUPPORT, sizeof img_ok,
                        &img_ok, NULL));
  EXPECT_TRUE(img_ok, "no image support");
  cl_program p = test_build(read_text(argv[1]), "");
  cl_int err;

  /* 1. RGBA8 copy */
  enum { CW = 16, CH = 8 };
  unsigned char src[CH][CW][4], dst[CH][CW][4];
  for (int y = 0; y < CH; y++)
    for (int x = 0; x < CW; x++)
      for (int c = 0; c < 4; c++)
        src[y][x][c] = (unsigned char)(x * 13 + y * 29 + c * 71);
  cl_image_format rgba8 = {CL_RGBA, CL_UNORM_INT8};
  cl_mem a = clCreateImage2D(test_ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             &rgba8, CW, CH, 0, src, &err);
  CHECK(err);
  cl_mem b = clCreateImage2D(test_ctx, CL_MEM_WRITE_ONLY, &rgba8, CW, CH, 0,
                             NULL, &err);
  CHECK(err);
  cl_sampler smp = clCreateSampler(test_ctx, CL_FALSE, CL_ADDRESS_CLAMP,
                                   CL_FILTER_NEAREST, &err);
  CHECK(err);
  cl_kernel k = clCreateKernel(p, "copy2d", &err);
  CHECK(err);
  CHECK(clSetKernelArg(k, 0, sizeof a, &a));
  CHECK(clSetKernelArg(k, 1, sizeof b, &b));
  EXPECT(clSetKernelArg(k, 2, sizeof a, &a), CL_INVALID_SAMPLER);
  EXPECT(clSetKernelArg(k, 1, sizeof a, &a), CL_INVALID_ARG_VALUE);
  CHECK(clSetKernelArg(k, 2, sizeof smp, &smp));
  size_t g2[2] = {CW, CH}, org[3] = {0, 0, 0}, reg[3] = {CW, CH, 1};
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 2, NULL, g2, NULL, 0, NULL, NULL));
  CHECK(clEnqueueReadImage(test_queue, b, CL_TRUE, org, reg, 0, 0, dst, 0,
                           NULL, NULL));
  EXPECT_TRUE(!memcmp(src, dst, sizeof src), "RGBA8 copy through samplers");

  /* 2. bilinear sampling of a float image */
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      for (int c = 0; c < 4; c++)
        tex[y][x][c] = (float)(x + 4 * y) + 0.25f * c;
  cl_image_format rgbaf = {CL_RGBA, CL_FLOAT};
  cl_image_desc d2 = {CL_MEM_OBJECT_IMAGE2D, W, H, 0, 0, 0, 0, 0, 0, {0}};
  cl_mem t = clCreateImage(test_ctx, CL_MEM_COPY_HOST_PTR, &rgbaf, &d2, tex,
                           &err);
  CHECK(err);
  float at[8][2] = {{0.1f, 0.2f}, {0.5f, 0.5f}, {0.95f, 0.05f}, {1.3f, -0.4f},
                    {-0.01f, 0.7f}, {0.33f, 0.9f}, {0.0f, 0.0f}, {2.5f, 1.125f}};
  float out[8][4];
  cl_mem dat = clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, sizeof at, at,
                              &err);
  CHECK(err);
  cl_mem dout = clCreateBuffer(test_ctx, 0, sizeof out, NULL, &err);
  CHECK(err);
  cl_kernel ks = clCreateKernel(p, "sample", &err);
  CHECK(err);
  for (int repeat = 0; repeat < 2; repeat++) {
    cl_sampler s = clCreateSampler(test_ctx, CL_TRUE,
                                   repeat ? CL_ADDRESS_REPEAT : CL_ADDRESS_CLAMP,
                                   CL_FILTER_LINEAR, &err);
    CHECK(err);
    CHECK(clSetKernelArg(ks, 0, sizeof t, &t));
    CHECK(clSetKernelArg(ks, 1, sizeof s, &s));
    CHECK(clSetKernelArg(ks, 2, sizeof dat, &dat));
    CHECK(clSetKernelArg(ks, 3, sizeof dout, &dout));
    size_t g = 8;
    CHECK(clEnqueueNDRangeKernel(test_queue, ks, 1, NULL, &g, NULL, 0, NULL,
                                 NULL));
    CHECK(clEnqueueReadBuffer(test_queue, dout, CL_TRUE, 0, sizeof out, out, 0,
                              NULL, NULL));
    for (int i = 0; i < 8; i++)
      for (int c = 0; c < 4; c++) {
        float want = bilinear(at[i][0], at[i][1], c, repeat);
        EXPECT_TRUE(fabsf(out[i][c] - want) <= 1e-4f * (1 + fabsf(want)),
                    "%s sample %d.%d: %g, want %g",
                    repeat ? "repeat" : "clamp", i, c, out[i][c], want);
      }
    clReleaseSampler(s);
  }

  /* 3. a 3D integer image */
  enum { D = 4 };
  unsigned short v3[D][D][D][2], r3[D][D][D][2];
  for (int i = 0; i < D * D * D * 2; i++)
    ((unsigned short *)v3)[i] = (unsigned short)(i * 1021);
  cl_image_format rg16 = {CL_RG, CL_UNSIGNED_INT16};
  cl_mem i3 = clCreateImage3D(test_ctx, CL_MEM_COPY_HOST_PTR, &rg16, D, D, D,
                              0, 0, v3, &err);
  CHECK(err);
  cl_mem o3 = clCreateImage3D(test_ctx, 0, &rg16, D, D, D, 0, 0, NULL, &err);
  CHECK(err);
  int info[4];
  cl_mem dinfo = clCreateBuffer(test_ctx, 0, sizeof info, NULL, &err);
  CHECK(err);
  cl_kernel k3 = clCreateKernel(p, "ints3d", &err);
  CHECK(err);
  CHECK(clSetKernelArg(k3, 0, sizeof i3, &i3));
  CHECK(clSetKernelArg(k3, 1, sizeof o3, &o3));
  CHECK(clSetKernelArg(k3, 2, sizeof dinfo, &dinfo));
  size_t g3[3] = {D, D, D}, reg3[3] = {D, D, D};
  CHECK(clEnqueueNDRangeKernel(test_queue, k3, 3, NULL, g3, NULL, 0, NULL, NULL));
  CHECK(clEnqueueReadImage(test_queue, o3, CL_TRUE, org, reg3, 0, 0, r3, 0,
                           NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, dinfo, CL_TRUE, 0, sizeof info, info, 0,
                            NULL, NULL));
  for (int i = 0; i < D * D * D * 2; i++) {
    unsigned w = 2u * ((unsigned short *)v3)[i];
    if (((unsigned short *)r3)[i] != (w > 65535 ? 65535 : w)) {
      EXPECT_TRUE(0, "3D uint16 at %d", i);
      break;
    }
  }
  EXPECT_TRUE(info[0] == D && info[1] == D && info[2] == D && info[3] == CL_RG,
              "3D queries %d %d %d %#x", info[0], info[1], info[2], info[3]);

  /* 4. fill, map, copy to a buffer, info, errors */
  float color[4] = {0.5f, 1.0f, 0.0f, 0.25f};
  size_t forg[3] = {2, 1, 0}, freg[3] = {3, 2, 1};
  CHECK(clEnqueueFillImage(test_queue, b, color, forg, freg, 0, NULL, NULL));
  size_t rp = 0;
  unsigned char *m = clEnqueueMapImage(test_queue, b, CL_TRUE, CL_MAP_READ, org,
                                       reg, &rp, NULL, 0, NULL, NULL, &err);
  CHECK(err);
  EXPECT_TRUE(rp == CW * 4, "row pitch %zu", rp);
  unsigned char *px = m + 1 * rp + 2 * 4;
  EXPECT_TRUE(px[0] == 128 && px[1] == 255 && px[2] == 0 && px[3] == 64,
              "fill %d %d %d %d", px[0], px[1], px[2], px[3]);
  CHECK(clEnqueueUnmapMemObject(test_queue, b, m, 0, NULL, NULL));
  cl_mem buf = clCreateBuffer(test_ctx, 0, sizeof src, NULL, &err);
  CHECK(err);
  CHECK(clEnqueueCopyImageToBuffer(test_queue, a, buf, org, reg, 0, 0, NULL,
                                   NULL));
  CHECK(clEnqueueReadBuffer(test_queue, buf, CL_TRUE, 0, sizeof dst, dst, 0,
                            NULL, NULL));
  EXPECT_TRUE(!memcmp(src, dst, sizeof src), "copy image to buffer");
  size_t w = 0, es = 0;
  CHECK(clGetImageInfo(a, CL_IMAGE_WIDTH, sizeof w, &w, NULL));
  CHECK(clGetImageInfo(a, CL_IMAGE_ELEMENT_SIZE, sizeof es, &es, NULL));
  EXPECT_TRUE(w == CW && es == 4, "image info");
  cl_uint nf = 0;
  CHECK(clGetSupportedImageFormats(test_ctx, CL_MEM_READ_WRITE,
                                   CL_MEM_OBJECT_IMAGE2D, 0, NULL, &nf));
  EXPECT_TRUE(nf >= 10, "formats: %u", nf);
  cl_image_format badf = {CL_RGBA, 0x1234};
  clCreateImage2D(test_ctx, 0, &badf, 4, 4, 0, NULL, &err);
  EXPECT(err, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  clCreateImage2D(test_ctx, 0, &rgba8, 0, 4, 0, NULL, &err);
  EXPECT(err, CL_INVALID_IMAGE_DESCRIPTOR);
  clCreateSampler(test_ctx, CL_FALSE, CL_ADDRESS_REPEAT, CL_FILTER_NEAREST, &err);
  EXPECT(err, CL_INVALID_VALUE);
  if (bad)
    return 1;
  printf("images: PASSED\n");
  return 0;
}
