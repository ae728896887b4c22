// (Passes with nvcc 13 on an NVIDIA H100 too, which fixed its error codes.)
// Pitched and 3D linear memory: cudaMallocPitch, cudaMemcpy2D(+Async),
// cudaMemset2D(+Async), cudaMalloc3D, cudaMemcpy3D(+Async) with positions,
// cudaMemset3D(+Async), a kernel walking the pitched layout, and CUDA's
// errors for bad pitches, kinds and arrays.
#include "memory_common.h"

__global__ void add_xyz(cudaPitchedPtr p, int w, int h, int d) {
  int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
  if (x < w && y < h && z < d) {
    char *slice = (char *)p.ptr + z * p.pitch * p.ysize;
    int *row = (int *)(slice + y * p.pitch);
    row[x] += x + 10 * y + 100 * z;
  }
}

int main() {
  // 2D
  const int W = 37, H = 9;
  int host[H][W], back[H][W];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      host[y][x] = y * 1000 + x;
  int *d2;
  size_t pitch;
  CHECK(cudaMallocPitch((void **)&d2, &pitch, W * sizeof(int), H));
  TRUE(pitch >= W * sizeof(int) && pitch % 256 == 0);
  TRUE((uintptr_t)d2 % 256 == 0);
  CHECK(cudaMemset2D(d2, pitch, 0xff, pitch, H));
  CHECK(cudaMemcpy2D(d2, pitch, host, W * sizeof(int), W * sizeof(int), H,
                     cudaMemcpyHostToDevice));
  memset(back, 0, sizeof back);
  CHECK(cudaMemcpy2D(back, W * sizeof(int), d2, pitch, W * sizeof(int), H,
                     cudaMemcpyDeviceToHost));
  TRUE(!memcmp(host, back, sizeof host));
  // the padding kept the memset's bytes
  unsigned char pad;
  CHECK(cudaMemcpy(&pad, (char *)d2 + W * sizeof(int), 1,
                   cudaMemcpyDeviceToHost));
  TRUE(pad == 0xff);
  // a sub-rectangle: columns 3..7 of rows 2..5, zeroed by cudaMemset2D
  CHECK(cudaMemset2D((char *)d2 + 2 * pitch + 3 * sizeof(int), pitch, 0,
                     5 * sizeof(int), 4));
  CHECK(cudaMemcpy2D(back, W * sizeof(int), d2, pitch, W * sizeof(int), H,
                     cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      bool in = y >= 2 && y < 6 && x >= 3 && x < 8;
      bad += back[y][x] != (in ? 0 : host[y][x]);
    }
  TRUE(bad == 0);
  // async variants in a stream, with pinned host memory
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  int *pin;
  CHECK(cudaMallocHost((void **)&pin, sizeof host));
  CHECK(cudaMemset2DAsync(d2, pitch, 0, W * sizeof(int), H, s));
  CHECK(cudaMemcpy2DAsync(pin, W * sizeof(int), d2, pitch, W * sizeof(int), H,
                          cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  bad = 0;
  for (int i = 0; i < W * H; i++)
    bad += pin[i] != 0;
  TRUE(bad == 0);

  // errors
  EXPECT(cudaErrorInvalidPitchValue,
         cudaMemcpy2D(d2, 64, host, W * sizeof(int), 100, 2,
                      cudaMemcpyHostToDevice));
  EXPECT(cudaErrorInvalidPitchValue,
         cudaMemcpy2D(d2, pitch, host, 64, 100, 2, cudaMemcpyHostToDevice));
  EXPECT(cudaErrorInvalidMemcpyDirection,
         cudaMemcpy2D(d2, pitch, host, 148, 100, 2, (cudaMemcpyKind)7));
  EXPECT(cudaErrorInvalidValue, cudaMemset2D(d2, 64, 0, 100, 2));
  EXPECT(cudaErrorInvalidValue, cudaMallocPitch((void **)&d2, NULL, 64, 4));
  CHECK(cudaMemcpy2D(d2, pitch, host, 148, 0, 2, cudaMemcpyHostToDevice));

  // 3D
  const int X = 20, Y = 6, Z = 4;
  cudaPitchedPtr p3;
  CHECK(cudaMalloc3D(&p3, make_cudaExtent(X * sizeof(int), Y, Z)));
  TRUE(p3.pitch >= X * sizeof(int) && p3.xsize == X * sizeof(int) &&
       p3.ysize == Y);
  CHECK(cudaMemset3D(p3, 0, make_cudaExtent(X * sizeof(int), Y, Z)));
  static int vol[Z][Y][X], out[Z][Y][X];
  for (int z = 0; z < Z; z++)
    for (int y = 0; y < Y; y++)
      for (int x = 0; x < X; x++)
        vol[z][y][x] = z * 10000 + y * 100 + x;
  cudaMemcpy3DParms m = {0};
  m.srcPtr = make_cudaPitchedPtr(vol, X * sizeof(int), X, Y);
  m.dstPtr = p3;
  m.extent = make_cudaExtent(X * sizeof(int), Y, Z);
  m.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&m));
  add_xyz<<<dim3(Y, Z), X>>>(p3, X, Y, Z);
  cudaMemcpy3DParms r = {0};
  r.srcPtr = p3;
  r.dstPtr = make_cudaPitchedPtr(out, X * sizeof(int), X, Y);
  r.extent = make_cudaExtent(X * sizeof(int), Y, Z);
  r.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaMemcpy3D(&r));
  bad = 0;
  for (int z = 0; z < Z; z++)
    for (int y = 0; y < Y; y++)
      for (int x = 0; x < X; x++)
        bad += out[z][y][x] != vol[z][y][x] + x + 10 * y + 100 * z;
  TRUE(bad == 0);
  // a sub-box with positions: device (x 2..6, y 1..3, z 1..2) to host at
  // (x 0, y 0, z 0) of a zeroed volume, asynchronously
  memset(out, 0, sizeof out);
  r.srcPos = make_cudaPos(2 * sizeof(int), 1, 1);
  r.dstPos = make_cudaPos(0, 0, 0);
  r.extent = make_cudaExtent(5 * sizeof(int), 3, 2);
  CHECK(cudaMemcpy3DAsync(&r, s));
  CHECK(cudaStreamSynchronize(s));
  bad = 0;
  for (int z = 0; z < Z; z++)
    for (int y = 0; y < Y; y++)
      for (int x = 0; x < X; x++) {
        bool in = x < 5 && y < 3 && z < 2;
        int sx = x + 2, sy = y + 1, sz = z + 1;
        int want = in ? vol[sz][sy][sx] + sx + 10 * sy + 100 * sz : 0;
        bad += out[z][y][x] != want;
      }
  TRUE(bad == 0);
  // cudaMemset3DAsync on a sub-box, then read back the whole volume
  CHECK(cudaMemset3DAsync(p3, 0, make_cudaExtent(X * sizeof(int), Y, 1), s));
  CHECK(cudaStreamSynchronize(s));
  r.srcPos = r.dstPos = make_cudaPos(0, 0, 0);
  r.extent = make_cudaExtent(X * sizeof(int), Y, Z);
  CHECK(cudaMemcpy3D(&r));
  TRUE(out[0][3][3] == 0 && out[1][0][0] == vol[1][0][0] + 100);

  EXPECT(cudaErrorInvalidValue, cudaMemcpy3D(NULL));
  m.kind = (cudaMemcpyKind)9;
  EXPECT(cudaErrorInvalidMemcpyDirection, cudaMemcpy3D(&m));
  m.kind = cudaMemcpyHostToDevice;
  m.dstArray = (cudaArray_t)&m; // not an array: refused (by any error)
  m.dstPtr = make_cudaPitchedPtr(NULL, 0, 0, 0);
  TRUE(cudaMemcpy3D(&m) != cudaSuccess);
  cudaGetLastError();
  m.dstArray = NULL;
  m.dstPtr = p3;
  m.srcPtr.ptr = NULL;
  EXPECT(cudaErrorInvalidValue, cudaMemcpy3D(&m));
  EXPECT(cudaErrorInvalidValue, cudaMalloc3D(NULL, make_cudaExtent(1, 1, 1)));

  CHECK(cudaFree(d2));
  CHECK(cudaFree(p3.ptr));
  CHECK(cudaFreeHost(pin));
  CHECK(cudaStreamDestroy(s));
  FINISH();
}
