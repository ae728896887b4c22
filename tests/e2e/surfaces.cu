// Surface objects: cudaCreateSurfaceObject's checks, the resource desc, and
// every device read/write family (1D, 2D, 3D, 1D/2D layered, cubemap,
// cubemap layered) in both read forms (T surfXread<T>(...) and
// surfXread(&v, ...)) for every element type, x counted in bytes, checked
// against the array's contents copied out with cudaMemcpy3D; the boundary
// modes Zero and Clamp (the Trap mode: surface_trap.cu). The output was
// recorded with nvcc 13 on an H100 (surfaces.expected).
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

// the byte b of element (x, y, z)
__host__ __device__ unsigned char pat(int x, int y, int z, int b) {
  return (unsigned char)(x * 7 + y * 31 + z * 59 + b * 3 + 1);
}

template <class T> __device__ T make(int x, int y, int z) {
  unsigned char bytes[sizeof(T)];
  for (int b = 0; b < (int)sizeof(T); b++)
    bytes[b] = pat(x, y, z, b);
  T v;
  memcpy(&v, bytes, sizeof(T));
  return v;
}

template <class T> __device__ bool is(const T &v, int x, int y, int z) {
  const unsigned char *p = (const unsigned char *)&v;
  for (int b = 0; b < (int)sizeof(T); b++)
    if (p[b] != pat(x, y, z, b))
      return false;
  return true;
}

enum Shape { S1D, S2D, S3D, S1DL, S2DL, SCUBE, SCUBEL };

// writes every element with the family's write, z = layer / face
template <class T>
__global__ void wr(cudaSurfaceObject_t s, Shape shape) {
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  T v = make<T>(x, y, z);
  int bx = x * (int)sizeof(T);
  switch (shape) {
  case S1D: surf1Dwrite(v, s, bx); break;
  case S2D: surf2Dwrite(v, s, bx, y); break;
  case S3D: surf3Dwrite(v, s, bx, y, z); break;
  case S1DL: surf1DLayeredwrite(v, s, bx, z); break;
  case S2DL: surf2DLayeredwrite(v, s, bx, y, z); break;
  case SCUBE: surfCubemapwrite(v, s, bx, y, z); break;
  case SCUBEL: surfCubemapLayeredwrite(v, s, bx, y, z); break;
  }
}

// reads every element with both forms of the family's read
template <class T>
__global__ void rd(cudaSurfaceObject_t s, Shape shape, int *bad) {
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  int bx = x * (int)sizeof(T);
  T a, b;
  switch (shape) {
  case S1D:
    a = surf1Dread<T>(s, bx);
    surf1Dread(&b, s, bx);
    break;
  case S2D:
    a = surf2Dread<T>(s, bx, y);
    surf2Dread(&b, s, bx, y);
    break;
  case S3D:
    a = surf3Dread<T>(s, bx, y, z);
    surf3Dread(&b, s, bx, y, z);
    break;
  case S1DL:
    a = surf1DLayeredread<T>(s, bx, z);
    surf1DLayeredread(&b, s, bx, z);
    break;
  case S2DL:
    a = surf2DLayeredread<T>(s, bx, y, z, cudaBoundaryModeTrap);
    surf2DLayeredread(&b, s, bx, y, z, cudaBoundaryModeTrap);
    break;
  case SCUBE:
    a = surfCubemapread<T>(s, bx, y, z);
    surfCubemapread(&b, s, bx, y, z);
    break;
  default:
    a = surfCubemapLayeredread<T>(s, bx, y, z);
    surfCubemapLayeredread(&b, s, bx, y, z);
    break;
  }
  if (!is(a, x, y, z) || !is(b, x, y, z))
    atomicAdd(bad, 1);
}

static cudaSurfaceObject_t surf_of(cudaArray_t a) {
  cudaResourceDesc r;
  memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaSurfaceObject_t s = 0;
  OK(cudaCreateSurfaceObject(&s, &r));
  return s;
}

// one type in one shape: W x H x D elements (H, D as the array has them)
template <class T>
static bool run(const char *tname, Shape shape, int W, int H, int D,
                unsigned flags) {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<T>();
  if (d.f == cudaChannelFormatKindNone) // 64-bit types: as 2 x 32 bits
    d = sizeof(T) == 8 ? cudaCreateChannelDesc<uint2>()
                       : cudaCreateChannelDesc<uint4>();
  cudaArray_t a;
  cudaExtent ext = make_cudaExtent(W, H, D);
  if (cudaMalloc3DArray(&a, &d, ext, flags | cudaArraySurfaceLoadStore)) {
    printf("%s shape %d: alloc failed\n", tname, (int)shape);
    return false;
  }
  int rows = H ? H : 1, slices = D ? D : 1;
  cudaSurfaceObject_t s = surf_of(a);
  wr<T><<<1, dim3(W, rows, slices)>>>(s, shape);
  // the contents, through the copy engine
  size_t n = (size_t)W * rows * slices * sizeof(T);
  unsigned char *h = new unsigned char[n];
  cudaMemcpy3DParms p = {};
  p.srcArray = a;
  p.dstPtr = make_cudaPitchedPtr(h, W * sizeof(T), W, rows);
  p.extent = make_cudaExtent(W, rows, slices);
  p.kind = cudaMemcpyDeviceToHost;
  OK(cudaMemcpy3D(&p));
  bool good = true;
  for (int z = 0; z < slices; z++)
    for (int y = 0; y < rows; y++)
      for (int x = 0; x < W; x++)
        for (int b = 0; b < (int)sizeof(T); b++)
          good &= h[(((size_t)z * rows + y) * W + x) * sizeof(T) + b] ==
                  pat(x, y, z, b);
  int *bad;
  OK(cudaMallocManaged(&bad, sizeof(int)));
  *bad = 0;
  rd<T><<<1, dim3(W, rows, slices)>>>(s, shape, bad);
  OK(cudaDeviceSynchronize());
  good &= *bad == 0;
  OK(cudaFree(bad));
  delete[] h;
  OK(cudaDestroySurfaceObject(s));
  OK(cudaFreeArray(a));
  if (!good)
    printf("FAIL %s shape %d\n", tname, (int)shape);
  return good;
}

template <class T> static void all_shapes(const char *tname) {
  bool g = true;
  g &= run<T>(tname, S1D, 5, 0, 0, 0);
  g &= run<T>(tname, S2D, 5, 3, 0, 0);
  g &= run<T>(tname, S3D, 4, 3, 2, 0);
  g &= run<T>(tname, S1DL, 5, 0, 3, cudaArrayLayered);
  g &= run<T>(tname, S2DL, 3, 2, 4, cudaArrayLayered);
  g &= run<T>(tname, SCUBE, 4, 4, 6, cudaArrayCubemap);
  g &= run<T>(tname, SCUBEL, 2, 2, 12, cudaArrayCubemap | cudaArrayLayered);
  printf("%s: %s\n", tname, g ? "ok" : "bad");
  if (!g)
    failures++;
}

// boundary modes on a 2D int array of W x H (element (x, y) = y * 100 + x)
__global__ void modes(cudaSurfaceObject_t s, int W, int H, int *out) {
  int k = 0;
  // Zero: reads 0 out of range
  out[k++] = surf2Dread<int>(s, -4, 0, cudaBoundaryModeZero);
  out[k++] = surf2Dread<int>(s, W * 4, 0, cudaBoundaryModeZero);
  out[k++] = surf2Dread<int>(s, 0, -1, cudaBoundaryModeZero);
  out[k++] = surf2Dread<int>(s, 4, H, cudaBoundaryModeZero);
  out[k++] = surf2Dread<int>(s, (W - 1) * 4, H - 1, cudaBoundaryModeZero);
  // Clamp: to the last valid element
  out[k++] = surf2Dread<int>(s, -4, 1, cudaBoundaryModeClamp);
  out[k++] = surf2Dread<int>(s, -400, -3, cudaBoundaryModeClamp);
  out[k++] = surf2Dread<int>(s, W * 4, 2, cudaBoundaryModeClamp);
  out[k++] = surf2Dread<int>(s, W * 4 + 40, H + 5, cudaBoundaryModeClamp);
  int v;
  surf2Dread(&v, s, 8, H + 1, cudaBoundaryModeClamp);
  out[k++] = v;
  // writes: Zero drops them, Clamp writes the last valid element
  surf2Dwrite(-1, s, W * 4, 0, cudaBoundaryModeZero);
  surf2Dwrite(-2, s, 0, -1, cudaBoundaryModeZero);
  surf2Dwrite(-3, s, W * 4 + 8, 1, cudaBoundaryModeClamp);
  surf2Dwrite(-4, s, 4, -2, cudaBoundaryModeClamp);
  out[k++] = surf2Dread<int>(s, (W - 1) * 4, 1);
  out[k++] = surf2Dread<int>(s, 4, 0);
  out[k++] = surf2Dread<int>(s, 0, 0);
  out[k] = k; // the count
}

__global__ void modes1d(cudaSurfaceObject_t s, int W, int *out) {
  out[0] = surf1Dread<int>(s, -4, cudaBoundaryModeZero);
  out[1] = surf1Dread<int>(s, W * 4, cudaBoundaryModeZero);
  out[2] = surf1Dread<int>(s, W * 4 + 12, cudaBoundaryModeClamp);
  out[3] = surf1Dread<int>(s, -8, cudaBoundaryModeClamp);
  surf1Dwrite(-5, s, W * 4 + 4, cudaBoundaryModeZero);
  surf1Dwrite(-6, s, -4, cudaBoundaryModeClamp);
  out[4] = surf1Dread<int>(s, 0);
  out[5] = surf1Dread<int>(s, (W - 1) * 4);
}

int main() {
  // ---- object creation ----
  cudaChannelFormatDesc i1 = cudaCreateChannelDesc<int>();
  cudaArray_t plain, sa;
  OK(cudaMallocArray(&plain, &i1, 8, 4));
  OK(cudaMallocArray(&sa, &i1, 8, 4, cudaArraySurfaceLoadStore));
  cudaResourceDesc r;
  memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypeArray;
  r.res.array.array = plain;
  cudaSurfaceObject_t s = 0;
  printf("create without surface flag: %d\n",
         (int)cudaCreateSurfaceObject(&s, &r));
  cudaGetLastError();
  r.resType = cudaResourceTypeLinear;
  r.res.linear.devPtr = nullptr;
  printf("create from linear: %d\n", (int)cudaCreateSurfaceObject(&s, &r));
  printf("create null desc: %d\n", (int)cudaCreateSurfaceObject(&s, nullptr));
  cudaGetLastError();
  memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypeArray;
  r.res.array.array = sa;
  OK(cudaCreateSurfaceObject(&s, &r));
  CHECK(s != 0);
  cudaResourceDesc back;
  memset(&back, 0x5a, sizeof back);
  OK(cudaGetSurfaceObjectResourceDesc(&back, s));
  CHECK(back.resType == cudaResourceTypeArray && back.res.array.array == sa);
  printf("destroy 0: %d\n", (int)cudaDestroySurfaceObject(0));
  cudaGetLastError();

  // ---- boundary modes ----
  {
    const int W = 8, H = 4;
    int h[H][W];
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++)
        h[y][x] = y * 100 + x;
    OK(cudaMemcpy2DToArray(sa, 0, 0, h, W * 4, W * 4, H,
                           cudaMemcpyHostToDevice));
    int *out;
    OK(cudaMallocManaged(&out, 64 * sizeof(int)));
    memset(out, 0x7f, 64 * sizeof(int));
    modes<<<1, 1>>>(s, W, H, out);
    OK(cudaDeviceSynchronize());
    printf("modes:");
    for (int i = 0; i < out[13] + 1 && i < 20; i++)
      printf(" %d", out[i]);
    printf("\n");
    OK(cudaMemcpy2DFromArray(h, W * 4, sa, 0, 0, W * 4, H,
                             cudaMemcpyDeviceToHost));
    printf("after writes: %d %d %d %d\n", h[0][W - 1], h[1][W - 1], h[0][1],
           h[0][0]);
    cudaArray_t one;
    OK(cudaMallocArray(&one, &i1, 6, 0, cudaArraySurfaceLoadStore));
    int v[6] = {10, 11, 12, 13, 14, 15};
    OK(cudaMemcpyToArray(one, 0, 0, v, sizeof v, cudaMemcpyHostToDevice));
    cudaSurfaceObject_t s1 = surf_of(one);
    modes1d<<<1, 1>>>(s1, 6, out);
    OK(cudaDeviceSynchronize());
    printf("modes1d: %d %d %d %d %d %d\n", out[0], out[1], out[2], out[3],
           out[4], out[5]);
    OK(cudaDestroySurfaceObject(s1));
    OK(cudaFreeArray(one));
    OK(cudaFree(out));
  }
  OK(cudaDestroySurfaceObject(s));

  // ---- every family, every type ----
  all_shapes<char>("char");
  all_shapes<signed char>("signed char");
  all_shapes<unsigned char>("unsigned char");
  all_shapes<char1>("char1");
  all_shapes<uchar2>("uchar2");
  all_shapes<char4>("char4");
  all_shapes<uchar4>("uchar4");
  all_shapes<short>("short");
  all_shapes<unsigned short>("unsigned short");
  all_shapes<short2>("short2");
  all_shapes<ushort4>("ushort4");
  all_shapes<int>("int");
  all_shapes<unsigned int>("unsigned int");
  all_shapes<int1>("int1");
  all_shapes<uint2>("uint2");
  all_shapes<int4>("int4");
  all_shapes<float>("float");
  all_shapes<float2>("float2");
  all_shapes<float4>("float4");
  all_shapes<long long>("long long");
  all_shapes<unsigned long long>("unsigned long long");
  all_shapes<longlong2>("longlong2");

  OK(cudaFreeArray(plain));
  OK(cudaFreeArray(sa));
  printf("last error: %d\n", (int)cudaGetLastError());
  if (failures) {
    printf("FAIL (%d)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
