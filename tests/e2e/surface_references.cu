// Surface references (CUDA <= 11; removed in CUDA 12, so nvcc 13 cannot
// compile this and there is no GPU output to compare with): the programming
// guide 4.2's copyKernel (3.2.10.2.2) with surface<void, 2> references and
// cudaBindSurfaceToArray, then surf1Dwrite / surf2Dread<T> / surf3Dwrite /
// surf2DLayeredread through references with byte x coordinates, boundary
// modes zero and clamp, rebinding, and cudaGetSurfaceReference. Results are
// checked against the host data.
#include <cstdio>
#include <cstdlib>
#include <cstring>

// 2D surfaces
surface<void, 2> inputSurfRef;
surface<void, 2> outputSurfRef;
surface<void, cudaSurfaceType1D> line;
surface<void, cudaSurfaceType3D> volume;
surface<void, cudaSurfaceType2DLayered> layered;

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

// Simple copy kernel (the guide's)
__global__ void copyKernel(int width, int height) {
  // Calculate surface coordinates
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    uchar4 data;
    // Read from input surface
    surf2Dread(&data, inputSurfRef, x * 4, y);
    // Write to output surface
    surf2Dwrite(data, outputSurfRef, x * 4, y);
  }
}

// returning reads, out of range with zero and clamp
__global__ void edges(uchar4 *out, int width, int height) {
  int i = threadIdx.x;
  int x = i - 1, y = height - 1 + (i & 1);
  out[2 * i] = surf2Dread<uchar4>(inputSurfRef, x * 4, y, cudaBoundaryModeZero);
  out[2 * i + 1] =
      surf2Dread<uchar4>(inputSurfRef, x * 4, y, cudaBoundaryModeClamp);
}

__global__ void write1(int n) {
  int i = threadIdx.x;
  if (i < n) surf1Dwrite(i * 3 + 1, line, i * 4);
}

__global__ void write3(int w, int h, int d) {
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  surf3Dwrite((float)(x + 10 * y + 100 * z), volume, x * 4, y, z);
}

__global__ void readLayered(short2 *out, int w, int h, int nl) {
  int x = threadIdx.x, y = threadIdx.y, l = threadIdx.z;
  short2 v;
  surf2DLayeredread(&v, layered, x * 4, y, l);
  out[(l * h + y) * w + x] = v;
}

int main() {
  const int width = 37, height = 21, size = width * height * 4;
  unsigned char *h_data = (unsigned char *)malloc(size);
  unsigned char *h_out = (unsigned char *)malloc(size);
  for (int i = 0; i < size; i++) h_data[i] = (unsigned char)(i * 7 + 3);

  // Allocate CUDA arrays in device memory
  cudaChannelFormatDesc channelDesc =
      cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
  cudaArray *cuInputArray;
  OK(cudaMallocArray(&cuInputArray, &channelDesc, width, height,
                     cudaArraySurfaceLoadStore));
  cudaArray *cuOutputArray;
  OK(cudaMallocArray(&cuOutputArray, &channelDesc, width, height,
                     cudaArraySurfaceLoadStore));
  OK(cudaMemcpyToArray(cuInputArray, 0, 0, h_data, size,
                       cudaMemcpyHostToDevice));
  // Bind the arrays to the surface references
  OK(cudaBindSurfaceToArray(inputSurfRef, cuInputArray));
  OK(cudaBindSurfaceToArray(outputSurfRef, cuOutputArray));
  dim3 dimBlock(16, 16);
  dim3 dimGrid((width + dimBlock.x - 1) / dimBlock.x,
               (height + dimBlock.y - 1) / dimBlock.y);
  copyKernel<<<dimGrid, dimBlock>>>(width, height);
  OK(cudaGetLastError());
  OK(cudaMemcpyFromArray(h_out, cuOutputArray, 0, 0, size,
                         cudaMemcpyDeviceToHost));
  CHECK(memcmp(h_out, h_data, size) == 0, "copyKernel: output differs");

  // the other way round, through the low-level API
  const surfaceReference *sr = NULL;
  OK(cudaGetSurfaceReference(&sr, &inputSurfRef));
  CHECK(sr == &inputSurfRef, "cudaGetSurfaceReference");
  OK(cudaBindSurfaceToArray(sr, cuOutputArray, &channelDesc));
  OK(cudaBindSurfaceToArray(outputSurfRef, cuInputArray));
  memset(h_out, 0, size);
  OK(cudaMemcpyToArray(cuInputArray, 0, 0, h_out, size,
                       cudaMemcpyHostToDevice));
  copyKernel<<<dimGrid, dimBlock>>>(width, height);
  OK(cudaMemcpyFromArray(h_out, cuInputArray, 0, 0, size,
                         cudaMemcpyDeviceToHost));
  CHECK(memcmp(h_out, h_data, size) == 0, "rebound copy differs");
  int plain;
  CHECK(cudaGetSurfaceReference(&sr, &plain) == cudaErrorInvalidSurface,
        "cudaGetSurfaceReference of a plain variable");
  cudaGetLastError();

  // boundary modes (inputSurfRef is bound to cuOutputArray = h_data)
  uchar4 e[16], *de;
  OK(cudaMalloc(&de, sizeof e));
  edges<<<1, 8>>>(de, width, height);
  OK(cudaMemcpy(e, de, sizeof e, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 8; i++) {
    int x = i - 1, y = height - 1 + (i & 1);
    bool in = x >= 0 && x < width && y < height;
    int cx = x < 0 ? 0 : x >= width ? width - 1 : x;
    int cy = y >= height ? height - 1 : y;
    const unsigned char *z = in ? h_data + (y * width + x) * 4 : NULL;
    const unsigned char *c = h_data + (cy * width + cx) * 4;
    unsigned char gz[4] = {e[2 * i].x, e[2 * i].y, e[2 * i].z, e[2 * i].w};
    unsigned char gc[4] = {e[2 * i + 1].x, e[2 * i + 1].y, e[2 * i + 1].z,
                           e[2 * i + 1].w};
    for (int k = 0; k < 4; k++) {
      CHECK(gz[k] == (z ? z[k] : 0), "zero mode (%d,%d).%d = %d", x, y, k,
            gz[k]);
      CHECK(gc[k] == c[k], "clamp mode (%d,%d).%d = %d", x, y, k, gc[k]);
    }
  }

  // 1D writes
  const int N = 50;
  cudaChannelFormatDesc id = cudaCreateChannelDesc<int>();
  cudaArray_t a1;
  OK(cudaMallocArray(&a1, &id, N, 0, cudaArraySurfaceLoadStore));
  OK(cudaBindSurfaceToArray(line, a1));
  write1<<<1, N>>>(N);
  int h1[N];
  OK(cudaMemcpyFromArray(h1, a1, 0, 0, sizeof h1, cudaMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    CHECK(h1[i] == i * 3 + 1, "surf1Dwrite [%d] = %d", i, h1[i]);

  // 3D writes
  const int W = 6, H = 5, D = 4;
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaArray_t a3;
  OK(cudaMalloc3DArray(&a3, &fd, make_cudaExtent(W, H, D),
                       cudaArraySurfaceLoadStore));
  OK(cudaBindSurfaceToArray(volume, a3));
  write3<<<1, dim3(W, H, D)>>>(W, H, D);
  float h3[D][H][W];
  cudaMemcpy3DParms p = {};
  p.srcArray = a3;
  p.dstPtr = make_cudaPitchedPtr(h3, W * sizeof(float), W, H);
  p.extent = make_cudaExtent(W, H, D);
  p.kind = cudaMemcpyDeviceToHost;
  OK(cudaMemcpy3D(&p));
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++)
        CHECK(h3[z][y][x] == x + 10 * y + 100 * z, "surf3Dwrite (%d,%d,%d)",
              x, y, z);

  // layered reads
  cudaChannelFormatDesc sd = cudaCreateChannelDesc<short2>();
  cudaArray_t al;
  short2 hl[D][H][W], ol[D][H][W], *dl;
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++)
        hl[z][y][x] = make_short2((short)(x - y * 9), (short)(z * 1000 - x));
  OK(cudaMalloc3DArray(&al, &sd, make_cudaExtent(W, H, D),
                       cudaArrayLayered | cudaArraySurfaceLoadStore));
  p = cudaMemcpy3DParms{};
  p.srcPtr = make_cudaPitchedPtr(hl, W * sizeof(short2), W, H);
  p.dstArray = al;
  p.extent = make_cudaExtent(W, H, D);
  p.kind = cudaMemcpyHostToDevice;
  OK(cudaMemcpy3D(&p));
  OK(cudaBindSurfaceToArray(layered, al));
  OK(cudaMalloc(&dl, sizeof ol));
  readLayered<<<1, dim3(W, H, D)>>>(dl, W, H, D);
  OK(cudaMemcpy(ol, dl, sizeof ol, cudaMemcpyDeviceToHost));
  CHECK(memcmp(ol, hl, sizeof ol) == 0, "surf2DLayeredread differs");

  OK(cudaDeviceSynchronize());
  cudaFreeArray(cuInputArray);
  cudaFreeArray(cuOutputArray);
  cudaFreeArray(a1);
  cudaFreeArray(a3);
  cudaFreeArray(al);
  free(h_data);
  free(h_out);
  if (fails) {
    printf("FAIL (%d)\n", fails);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
