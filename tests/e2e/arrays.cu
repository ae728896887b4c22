// CUDA arrays: channel descriptors, cudaMallocArray / cudaMalloc3DArray
// (1D, 2D, 3D, layered, cubemap, cubemap-layered) with CUDA's validation,
// mipmapped arrays and their levels, cudaArrayGetInfo, cudaGetChannelDesc,
// copies in and out (2D, linear, array to array, cudaMemcpy3D with arrays on
// either side, offsets) and their Async forms in stream order, bounds
// errors, and device memory accounting. The error codes and shapes it
// prints were recorded with nvcc 13 on an H100 (arrays.expected); the data
// checks are its own.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

static int failures = 0;
#define CHECK(c)                                                               \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      failures++;                                                              \
    }                                                                          \
  } while (0)
#define OK(call) CHECK((call) == cudaSuccess)

static void pdesc(const char *n, cudaChannelFormatDesc d) {
  printf("%s: %d %d %d %d kind %d\n", n, d.x, d.y, d.z, d.w, (int)d.f);
}

static int try3d(cudaChannelFormatDesc d, size_t w, size_t h, size_t z,
                 unsigned flags) {
  cudaArray_t a = nullptr;
  cudaError_t e = cudaMalloc3DArray(&a, &d, make_cudaExtent(w, h, z), flags);
  if (e == cudaSuccess)
    cudaFreeArray(a);
  cudaGetLastError();
  return (int)e;
}

static int try2d(cudaChannelFormatDesc d, size_t w, size_t h, unsigned flags) {
  cudaArray_t a = nullptr;
  cudaError_t e = cudaMallocArray(&a, &d, w, h, flags);
  if (e == cudaSuccess)
    cudaFreeArray(a);
  cudaGetLastError();
  return (int)e;
}

static void pinfo(const char *n, cudaArray_t a) {
  cudaChannelFormatDesc d;
  cudaExtent e;
  unsigned f = 99;
  cudaError_t r = cudaArrayGetInfo(&d, &e, &f, a);
  printf("%s: err %d extent %zu %zu %zu flags %u desc %d %d %d %d %d\n", n,
         (int)r, e.width, e.height, e.depth, f, d.x, d.y, d.z, d.w, (int)d.f);
}

__global__ void fill(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = base + i;
}

int main() {
  // ---- channel descriptors ----
  pdesc("float", cudaCreateChannelDesc<float>());
  pdesc("float2", cudaCreateChannelDesc<float2>());
  pdesc("float4", cudaCreateChannelDesc<float4>());
  pdesc("uchar4", cudaCreateChannelDesc<uchar4>());
  pdesc("char2", cudaCreateChannelDesc<char2>());
  pdesc("short", cudaCreateChannelDesc<short>());
  pdesc("ushort4", cudaCreateChannelDesc<ushort4>());
  pdesc("int1", cudaCreateChannelDesc<int1>());
  pdesc("uint2", cudaCreateChannelDesc<uint2>());
  pdesc("half4", cudaCreateChannelDescHalf4());
  pdesc("double", cudaCreateChannelDesc<double>());
  pdesc("explicit", cudaCreateChannelDesc(16, 16, 0, 0,
                                          cudaChannelFormatKindSigned));

  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
  cudaChannelFormatDesc i1 = cudaCreateChannelDesc<int>();
  cudaChannelFormatDesc u4 = cudaCreateChannelDesc<uchar4>();

  // ---- allocation rules ----
  printf("2d width 0: %d\n", try2d(f1, 0, 4, 0));
  printf("1d: %d\n", try2d(f1, 16, 0, 0));
  printf("2d: %d\n", try2d(f1, 16, 9, 0));
  printf("3 channels: %d\n",
         try2d(cudaCreateChannelDesc(8, 8, 8, 0, cudaChannelFormatKindUnsigned),
               4, 4, 0));
  printf("7 bits: %d\n",
         try2d(cudaCreateChannelDesc(7, 0, 0, 0, cudaChannelFormatKindSigned), 4,
               4, 0));
  printf("kind none: %d\n",
         try2d(cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone), 4,
               4, 0));
  printf("float 8 bits: %d\n",
         try2d(cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindFloat), 4,
               4, 0));
  printf("mixed sizes: %d\n",
         try2d(cudaCreateChannelDesc(16, 8, 0, 0, cudaChannelFormatKindSigned),
               4, 4, 0));
  printf("half2: %d\n", try2d(cudaCreateChannelDescHalf2(), 4, 4, 0));
  printf("mallocArray layered flag: %d\n", try2d(f1, 4, 4, cudaArrayLayered));
  printf("mallocArray cubemap flag: %d\n", try2d(f1, 4, 4, cudaArrayCubemap));
  printf("mallocArray surface flag: %d\n",
         try2d(f1, 4, 4, cudaArraySurfaceLoadStore));
  printf("mallocArray gather 2d: %d\n",
         try2d(f1, 4, 4, cudaArrayTextureGather));
  printf("mallocArray gather 1d: %d\n",
         try2d(f1, 4, 0, cudaArrayTextureGather));
  printf("mallocArray unknown flag: %d\n", try2d(f1, 4, 4, 0x1000));
  printf("1d too wide: %d\n", try2d(f1, 131073, 0, 0));
  printf("1d max: %d\n", try2d(f1, 131072, 0, 0));
  printf("2d too high: %d\n", try2d(f1, 16, 65537, 0));
  {
    cudaArray_t a;
    printf("null desc: %d\n", (int)cudaMallocArray(&a, nullptr, 4, 4, 0));
    printf("null array: %d\n", (int)cudaMallocArray(nullptr, &f1, 4, 4, 0));
    cudaGetLastError();
  }
  printf("3d: %d\n", try3d(f1, 8, 8, 8, 0));
  printf("3d height 0 depth 4: %d\n", try3d(f1, 8, 0, 4, 0));
  printf("3d too deep: %d\n", try3d(f1, 8, 8, 16385, 0));
  printf("layered 1d: %d\n", try3d(f1, 8, 0, 5, cudaArrayLayered));
  printf("layered 2d: %d\n", try3d(f1, 8, 4, 5, cudaArrayLayered));
  printf("layered depth 0: %d\n", try3d(f1, 8, 4, 0, cudaArrayLayered));
  printf("cubemap: %d\n", try3d(f1, 8, 8, 6, cudaArrayCubemap));
  printf("cubemap w != h: %d\n", try3d(f1, 8, 4, 6, cudaArrayCubemap));
  printf("cubemap depth 5: %d\n", try3d(f1, 8, 8, 5, cudaArrayCubemap));
  printf("cubemap depth 12: %d\n", try3d(f1, 8, 8, 12, cudaArrayCubemap));
  printf("cubemap layered 12: %d\n",
         try3d(f1, 8, 8, 12, cudaArrayCubemap | cudaArrayLayered));
  printf("cubemap layered 13: %d\n",
         try3d(f1, 8, 8, 13, cudaArrayCubemap | cudaArrayLayered));
  printf("cubemap layered 6: %d\n",
         try3d(f1, 8, 8, 6, cudaArrayCubemap | cudaArrayLayered));
  printf("3d surface: %d\n", try3d(f1, 8, 8, 8, cudaArraySurfaceLoadStore));
  printf("3d gather: %d\n", try3d(f1, 8, 8, 8, cudaArrayTextureGather));
  printf("3d as 2d gather: %d\n", try3d(f1, 8, 8, 0, cudaArrayTextureGather));
  printf("free null: %d\n", (int)cudaFreeArray(nullptr));

  // ---- info ----
  {
    cudaArray_t a1, a2, a3, l1, l2, cm, cml;
    OK(cudaMallocArray(&a1, &f1, 10));
    OK(cudaMallocArray(&a2, &u4, 10, 3, cudaArraySurfaceLoadStore));
    OK(cudaMalloc3DArray(&a3, &i1, make_cudaExtent(4, 5, 6)));
    OK(cudaMalloc3DArray(&l1, &f1, make_cudaExtent(4, 0, 3),
                         cudaArrayLayered));
    OK(cudaMalloc3DArray(&l2, &f1, make_cudaExtent(4, 2, 3),
                         cudaArrayLayered | cudaArraySurfaceLoadStore));
    OK(cudaMalloc3DArray(&cm, &u4, make_cudaExtent(4, 4, 6),
                         cudaArrayCubemap));
    OK(cudaMalloc3DArray(&cml, &u4, make_cudaExtent(4, 4, 18),
                         cudaArrayCubemap | cudaArrayLayered));
    pinfo("1d", a1);
    pinfo("2d", a2);
    pinfo("3d", a3);
    pinfo("layered1d", l1);
    pinfo("layered2d", l2);
    pinfo("cubemap", cm);
    pinfo("cubemaplayered", cml);
    cudaExtent e;
    printf("info null outputs: %d\n",
           (int)cudaArrayGetInfo(nullptr, &e, nullptr, a3));
    cudaChannelFormatDesc d;
    OK(cudaGetChannelDesc(&d, a2));
    pdesc("getChannelDesc", d);
    cudaArray_t all[] = {a1, a2, a3, l1, l2, cm, cml};
    for (cudaArray_t x : all)
      OK(cudaFreeArray(x));
  }

  // ---- 2D copies ----
  const int W = 13, H = 7;
  {
    cudaArray_t a, b;
    OK(cudaMallocArray(&a, &f1, W, H));
    OK(cudaMallocArray(&b, &f1, W, H));
    const int SP = W + 3; // source pitch in floats
    static float src[H * SP], out[H * W];
    for (int i = 0; i < H * SP; i++)
      src[i] = (float)i;
    OK(cudaMemcpy2DToArray(a, 0, 0, src, SP * 4, W * 4, H,
                           cudaMemcpyHostToDevice));
    memset(out, 0, sizeof out);
    OK(cudaMemcpy2DFromArray(out, W * 4, a, 0, 0, W * 4, H,
                             cudaMemcpyDeviceToHost));
    bool same = true;
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++)
        same &= out[y * W + x] == src[y * SP + x];
    CHECK(same);
    // a sub-rectangle with offsets on both sides
    static float sub[3 * 5];
    OK(cudaMemcpy2DFromArray(sub, 5 * 4, a, 2 * 4, 1, 5 * 4, 3,
                             cudaMemcpyDeviceToHost));
    same = true;
    for (int y = 0; y < 3; y++)
      for (int x = 0; x < 5; x++)
        same &= sub[y * 5 + x] == src[(y + 1) * SP + x + 2];
    CHECK(same);
    // write a 2x2 block at (4, 5)
    float blk[4] = {-1, -2, -3, -4};
    OK(cudaMemcpy2DToArray(a, 4 * 4, 5, blk, 8, 8, 2, cudaMemcpyDefault));
    OK(cudaMemcpy2DFromArray(out, W * 4, a, 0, 0, W * 4, H,
                             cudaMemcpyDeviceToHost));
    CHECK(out[5 * W + 4] == -1 && out[5 * W + 5] == -2 &&
          out[6 * W + 4] == -3 && out[6 * W + 5] == -4 &&
          out[5 * W + 3] == src[5 * SP + 3] && out[4 * W + 4] == src[4 * SP + 4]);
    // array to array with offsets
    OK(cudaMemcpy2DArrayToArray(b, 0, 0, a, 0, 0, W * 4, H));
    OK(cudaMemcpy2DArrayToArray(b, 1 * 4, 2, a, 6 * 4, 0, 3 * 4, 2,
                                cudaMemcpyDeviceToDevice));
    OK(cudaMemcpy2DFromArray(out, W * 4, b, 0, 0, W * 4, H,
                             cudaMemcpyDeviceToHost));
    CHECK(out[2 * W + 1] == src[6] && out[3 * W + 3] == src[SP + 8] &&
          out[2 * W + 0] == src[2 * SP + 0] && out[2 * W + 4] == src[2 * SP + 4]);
    // linear (deprecated) forms wrap rows
    static float lin[20];
    for (int i = 0; i < 20; i++)
      lin[i] = 1000.0f + i;
    OK(cudaMemcpyToArray(a, 3 * 4, 2, lin, sizeof lin, cudaMemcpyHostToDevice));
    static float back[W * H];
    OK(cudaMemcpyFromArray(back, a, 0, 0, sizeof back, cudaMemcpyDeviceToHost));
    same = true;
    for (int i = 0; i < 20; i++)
      same &= back[2 * W + 3 + i] == 1000.0f + i;
    CHECK(same && back[2 * W + 2] == src[2 * SP + 2]);
    float two[2];
    OK(cudaMemcpyFromArray(two, a, 4 * 4, 3, 8, cudaMemcpyDeviceToHost));
    CHECK(two[0] == back[3 * W + 4] && two[1] == back[3 * W + 5]);
    OK(cudaMemcpyArrayToArray(b, 0, 0, a, 0, 2, W * 4));
    OK(cudaMemcpyFromArray(two, b, 3 * 4, 0, 8, cudaMemcpyDeviceToHost));
    CHECK(two[0] == 1000.0f && two[1] == 1001.0f);
    // from device memory
    int *dbuf;
    OK(cudaMalloc(&dbuf, W * H * 4));
    fill<<<1, W * H>>>(dbuf, W * H, 500);
    OK(cudaMemcpy2DToArray(a, 0, 0, dbuf, W * 4, W * 4, H,
                           cudaMemcpyDeviceToDevice));
    static int ib[W * H];
    OK(cudaMemcpyFromArray(ib, a, 0, 0, sizeof ib, cudaMemcpyDeviceToHost));
    CHECK(ib[0] == 500 && ib[W * H - 1] == 500 + W * H - 1);

    // errors
    printf("2d to array w past end: %d\n",
           (int)cudaMemcpy2DToArray(a, 4, 0, src, SP * 4, W * 4, 1,
                                    cudaMemcpyHostToDevice));
    printf("2d to array h past end: %d\n",
           (int)cudaMemcpy2DToArray(a, 0, 1, src, SP * 4, 4, H,
                                    cudaMemcpyHostToDevice));
    printf("2d to array spitch < width: %d\n",
           (int)cudaMemcpy2DToArray(a, 0, 0, src, 8, 12, 2,
                                    cudaMemcpyHostToDevice));
    printf("2d from array w past end: %d\n",
           (int)cudaMemcpy2DFromArray(out, W * 4, a, 1, 0, W * 4, 1,
                                      cudaMemcpyDeviceToHost));
    printf("2d from array dpitch < width: %d\n",
           (int)cudaMemcpy2DFromArray(out, 4, a, 0, 0, 8, 2,
                                      cudaMemcpyDeviceToHost));
    printf("2d to array bad kind: %d\n",
           (int)cudaMemcpy2DToArray(a, 0, 0, src, SP * 4, 4, 1,
                                    (cudaMemcpyKind)7));
    printf("2d to array zero width: %d\n",
           (int)cudaMemcpy2DToArray(a, 0, 0, src, SP * 4, 0, 1,
                                    cudaMemcpyHostToDevice));
    printf("to array past end: %d\n",
           (int)cudaMemcpyToArray(a, 0, H - 1, src, W * 4 + 4,
                                  cudaMemcpyHostToDevice));
    printf("to array whole: %d\n",
           (int)cudaMemcpyToArray(a, 0, 0, src, W * H * 4,
                                  cudaMemcpyHostToDevice));
    printf("from array past end: %d\n",
           (int)cudaMemcpyFromArray(out, a, 4, 0, W * H * 4,
                                    cudaMemcpyDeviceToHost));
    printf("array to array past end: %d\n",
           (int)cudaMemcpy2DArrayToArray(b, 0, 0, a, 4, 0, W * 4, 1));
    printf("2d to null array: %d\n",
           (int)cudaMemcpy2DToArray(nullptr, 0, 0, src, SP * 4, 4, 1,
                                    cudaMemcpyHostToDevice));
    cudaGetLastError();
    OK(cudaFree(dbuf));
    OK(cudaFreeArray(a));
    OK(cudaFreeArray(b));
  }

  // ---- 3D copies ----
  {
    const int X = 5, Y = 4, Z = 3;
    cudaArray_t a, b;
    OK(cudaMalloc3DArray(&a, &i1, make_cudaExtent(X, Y, Z)));
    OK(cudaMalloc3DArray(&b, &i1, make_cudaExtent(X, Y, Z)));
    static int h[Z][Y][8], o[Z][Y][X];
    for (int z = 0; z < Z; z++)
      for (int y = 0; y < Y; y++)
        for (int x = 0; x < 8; x++)
          h[z][y][x] = z * 100 + y * 10 + x;
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(h, 8 * 4, 8, Y);
    p.dstArray = a;
    p.extent = make_cudaExtent(X, Y, Z); // elements of the array
    p.kind = cudaMemcpyHostToDevice;
    OK(cudaMemcpy3D(&p));
    cudaMemcpy3DParms q = {};
    q.srcArray = a;
    q.dstPtr = make_cudaPitchedPtr(o, X * 4, X, Y);
    q.extent = make_cudaExtent(X, Y, Z);
    q.kind = cudaMemcpyDeviceToHost;
    OK(cudaMemcpy3D(&q));
    bool same = true;
    for (int z = 0; z < Z; z++)
      for (int y = 0; y < Y; y++)
        for (int x = 0; x < X; x++)
          same &= o[z][y][x] == h[z][y][x];
    CHECK(same);
    // a box with positions: array pos in elements, pointer pos in bytes
    static int box[2][2][3];
    cudaMemcpy3DParms r = {};
    r.srcArray = a;
    r.srcPos = make_cudaPos(1, 2, 1);
    r.dstPtr = make_cudaPitchedPtr(box, 3 * 4, 3, 2);
    r.extent = make_cudaExtent(3, 2, 2);
    r.kind = cudaMemcpyDeviceToHost;
    OK(cudaMemcpy3D(&r));
    same = true;
    for (int z = 0; z < 2; z++)
      for (int y = 0; y < 2; y++)
        for (int x = 0; x < 3; x++)
          same &= box[z][y][x] == h[z + 1][y + 2][x + 1];
    CHECK(same);
    // array to array, then through device pitched memory
    cudaMemcpy3DParms aa = {};
    aa.srcArray = a;
    aa.srcPos = make_cudaPos(2, 0, 0);
    aa.dstArray = b;
    aa.dstPos = make_cudaPos(0, 1, 2);
    aa.extent = make_cudaExtent(3, 3, 1);
    aa.kind = cudaMemcpyDeviceToDevice;
    OK(cudaMemcpy3D(&aa));
    cudaPitchedPtr dp;
    OK(cudaMalloc3D(&dp, make_cudaExtent(X * 4, Y, Z)));
    cudaMemcpy3DParms bd = {};
    bd.srcArray = b;
    bd.dstPtr = dp;
    bd.extent = make_cudaExtent(X, Y, Z);
    bd.kind = cudaMemcpyDeviceToDevice;
    OK(cudaMemcpy3D(&bd));
    OK(cudaMemcpy2D(o[2], X * 4, (char *)dp.ptr + 2 * dp.pitch * Y, dp.pitch,
                    X * 4, Y, cudaMemcpyDeviceToHost));
    CHECK(o[2][1][0] == h[0][0][2] && o[2][3][2] == h[0][2][4]);
    // errors
    cudaMemcpy3DParms e1 = q;
    e1.srcPos = make_cudaPos(1, 0, 0);
    printf("3d past end x: %d\n", (int)cudaMemcpy3D(&e1));
    e1 = q;
    e1.srcPos = make_cudaPos(0, 0, 1);
    printf("3d past end z: %d\n", (int)cudaMemcpy3D(&e1));
    e1 = q;
    e1.srcPtr = make_cudaPitchedPtr(h, 32, 8, Y);
    printf("3d array and pointer: %d\n", (int)cudaMemcpy3D(&e1));
    e1 = q;
    e1.extent = make_cudaExtent(0, Y, Z);
    printf("3d empty extent: %d\n", (int)cudaMemcpy3D(&e1));
    cudaArray_t c4;
    cudaChannelFormatDesc s1 = cudaCreateChannelDesc<short>();
    OK(cudaMallocArray(&c4, &s1, 4, 4));
    e1 = aa;
    e1.dstArray = c4;
    e1.dstPos = make_cudaPos(0, 0, 0);
    printf("3d different element sizes: %d\n", (int)cudaMemcpy3D(&e1));
    cudaGetLastError();
    OK(cudaFreeArray(c4));
    OK(cudaFree(dp.ptr));
    OK(cudaFreeArray(a));
    OK(cudaFreeArray(b));
  }

  // ---- layered, cubemap, 1D through cudaMemcpy3D ----
  {
    cudaArray_t l, cm, one;
    OK(cudaMalloc3DArray(&l, &f1, make_cudaExtent(4, 3, 5), cudaArrayLayered));
    OK(cudaMalloc3DArray(&cm, &i1, make_cudaExtent(4, 4, 6),
                         cudaArrayCubemap));
    OK(cudaMallocArray(&one, &i1, 9));
    float lay[3][4];
    for (int i = 0; i < 12; i++)
      lay[i / 4][i % 4] = 0.5f + i;
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(lay, 16, 4, 3);
    p.dstArray = l;
    p.dstPos = make_cudaPos(0, 0, 2); // layer 2
    p.extent = make_cudaExtent(4, 3, 1);
    p.kind = cudaMemcpyHostToDevice;
    OK(cudaMemcpy3D(&p));
    static float all[5][3][4];
    cudaMemcpy3DParms q = {};
    q.srcArray = l;
    q.dstPtr = make_cudaPitchedPtr(all, 16, 4, 3);
    q.extent = make_cudaExtent(4, 3, 5);
    q.kind = cudaMemcpyDeviceToHost;
    OK(cudaMemcpy3D(&q));
    CHECK(all[2][0][0] == 0.5f && all[2][2][3] == 11.5f && all[1][2][3] == 0 &&
          all[3][0][0] == 0);
    int face[4][4];
    for (int i = 0; i < 16; i++)
      face[i / 4][i % 4] = 7000 + i;
    cudaMemcpy3DParms c = {};
    c.srcPtr = make_cudaPitchedPtr(face, 16, 4, 4);
    c.dstArray = cm;
    c.dstPos = make_cudaPos(0, 0, 5);
    c.extent = make_cudaExtent(4, 4, 1);
    c.kind = cudaMemcpyHostToDevice;
    OK(cudaMemcpy3D(&c));
    int back[4];
    cudaMemcpy3DParms cb = {};
    cb.srcArray = cm;
    cb.srcPos = make_cudaPos(0, 3, 5);
    cb.dstPtr = make_cudaPitchedPtr(back, 16, 4, 1);
    cb.extent = make_cudaExtent(4, 1, 1);
    cb.kind = cudaMemcpyDeviceToHost;
    OK(cudaMemcpy3D(&cb));
    CHECK(back[0] == 7012 && back[3] == 7015);
    cb.srcPos = make_cudaPos(0, 0, 6);
    printf("cubemap face 6: %d\n", (int)cudaMemcpy3D(&cb));
    cudaGetLastError();
    int v[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9}, w[3] = {0, 0, 0};
    cudaMemcpy3DParms o = {};
    o.srcPtr = make_cudaPitchedPtr(v, sizeof v, 9, 1);
    o.dstArray = one;
    o.extent = make_cudaExtent(9, 1, 1);
    o.kind = cudaMemcpyHostToDevice;
    OK(cudaMemcpy3D(&o));
    OK(cudaMemcpyFromArray(w, one, 4 * 6, 0, 12, cudaMemcpyDeviceToHost));
    CHECK(w[0] == 7 && w[2] == 9);
    OK(cudaFreeArray(l));
    OK(cudaFreeArray(cm));
    OK(cudaFreeArray(one));
  }

  // ---- asynchronous copies, in stream order ----
  {
    const int N = 64 * 16;
    cudaStream_t s;
    OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaArray_t a, b;
    OK(cudaMallocArray(&a, &i1, 64, 16));
    OK(cudaMallocArray(&b, &i1, 64, 16));
    int *d, *h, *h2;
    OK(cudaMalloc(&d, N * 4));
    OK(cudaMallocHost(&h, N * 4));
    OK(cudaMallocHost(&h2, N * 4));
    for (int round = 0; round < 3; round++) {
      fill<<<N / 256, 256, 0, s>>>(d, N, round * 10000);
      OK(cudaMemcpy2DToArrayAsync(a, 0, 0, d, 256, 256, 16,
                                  cudaMemcpyDeviceToDevice, s));
      OK(cudaMemcpy2DFromArrayAsync(h, 256, a, 0, 0, 256, 16,
                                    cudaMemcpyDeviceToHost, s));
      cudaMemcpy3DParms p = {};
      p.srcArray = a;
      p.dstArray = b;
      p.extent = make_cudaExtent(64, 16, 1);
      p.kind = cudaMemcpyDeviceToDevice;
      OK(cudaMemcpy3DAsync(&p, s));
      OK(cudaMemcpyFromArrayAsync(h2, b, 0, 0, N * 4, cudaMemcpyDeviceToHost,
                                  s));
      OK(cudaStreamSynchronize(s));
      bool same = true;
      for (int i = 0; i < N; i++)
        same &= h[i] == round * 10000 + i && h2[i] == h[i];
      CHECK(same);
    }
    for (int i = 0; i < N; i++)
      h[i] = -i;
    OK(cudaMemcpyToArrayAsync(a, 0, 0, h, N * 4, cudaMemcpyHostToDevice, s));
    cudaMemcpy3DParms q = {};
    q.srcArray = a;
    q.srcPos = make_cudaPos(0, 15, 0);
    q.dstPtr = make_cudaPitchedPtr(h2, 256, 64, 1);
    q.extent = make_cudaExtent(64, 1, 1);
    q.kind = cudaMemcpyDeviceToHost;
    OK(cudaMemcpy3DAsync(&q, s));
    OK(cudaStreamSynchronize(s));
    CHECK(h2[0] == -15 * 64 && h2[63] == -(16 * 64 - 1));
    printf("async past end: %d\n",
           (int)cudaMemcpy2DToArrayAsync(a, 4, 0, h, 256, 256, 1,
                                         cudaMemcpyHostToDevice, s));
    cudaGetLastError();
    OK(cudaStreamDestroy(s));
    OK(cudaFree(d));
    OK(cudaFreeHost(h));
    OK(cudaFreeHost(h2));
    OK(cudaFreeArray(a));
    OK(cudaFreeArray(b));
  }

  // ---- mipmapped arrays ----
  {
    cudaMipmappedArray_t m;
    OK(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(37, 20, 0), 10));
    for (unsigned l = 0;; l++) {
      cudaArray_t lv;
      cudaError_t e = cudaGetMipmappedArrayLevel(&lv, m, l);
      if (e != cudaSuccess) {
        printf("mip level %u: %d\n", l, (int)e);
        break;
      }
      char n[32];
      snprintf(n, sizeof n, "mip level %u", l);
      pinfo(n, lv);
    }
    cudaGetLastError();
    cudaArray_t l2;
    OK(cudaGetMipmappedArrayLevel(&l2, m, 2));
    float px[9 * 5];
    for (int i = 0; i < 45; i++)
      px[i] = i * 0.25f;
    OK(cudaMemcpy2DToArray(l2, 0, 0, px, 36, 36, 5, cudaMemcpyHostToDevice));
    float pb[45];
    OK(cudaMemcpy2DFromArray(pb, 36, l2, 0, 0, 36, 5, cudaMemcpyDeviceToHost));
    CHECK(memcmp(px, pb, sizeof px) == 0);
    OK(cudaFreeMipmappedArray(m));
    cudaMipmappedArray_t m3, ml;
    OK(cudaMallocMipmappedArray(&m3, &u4, make_cudaExtent(8, 4, 16), 0));
    cudaArray_t lv;
    printf("3d mip level 1: %d\n", (int)cudaGetMipmappedArrayLevel(&lv, m3, 1));
    cudaGetLastError();
    OK(cudaFreeMipmappedArray(m3));
    OK(cudaMallocMipmappedArray(&ml, &f1, make_cudaExtent(16, 16, 3), 5,
                                cudaArrayLayered));
    for (unsigned l = 0; l < 6; l++) {
      cudaError_t e = cudaGetMipmappedArrayLevel(&lv, ml, l);
      char n[32];
      snprintf(n, sizeof n, "layered mip %u", l);
      if (e)
        printf("%s: %d\n", n, (int)e);
      else
        pinfo(n, lv);
    }
    cudaGetLastError();
    OK(cudaFreeMipmappedArray(ml));
    OK(cudaMallocMipmappedArray(&m3, &f1, make_cudaExtent(16, 0, 0), 3));
    OK(cudaGetMipmappedArrayLevel(&lv, m3, 2));
    pinfo("1d mip 2", lv);
    OK(cudaFreeMipmappedArray(m3));
    printf("mip free null: %d\n", (int)cudaFreeMipmappedArray(nullptr));
  }

  // ---- device memory accounting ----
  {
    size_t f0, f1b, t;
    OK(cudaMemGetInfo(&f0, &t));
    cudaArray_t big;
    cudaChannelFormatDesc d4 = cudaCreateChannelDesc<float4>();
    OK(cudaMallocArray(&big, &d4, 2048, 1024)); // 32 MiB
    OK(cudaMemGetInfo(&f1b, &t));
    CHECK(f0 - f1b >= (size_t)32 << 20);
    OK(cudaFreeArray(big));
    OK(cudaMemGetInfo(&f1b, &t));
    CHECK(f1b + ((size_t)4 << 20) >= f0);
  }

  printf("last error: %d\n", (int)cudaGetLastError());
  if (failures) {
    printf("FAIL (%d)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
