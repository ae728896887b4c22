// GPU-only probe of surface and array corner cases, one case per process
// (argv[1] = 1..18), recorded with nvcc 13 on an H100 into
// probe_surfaces.out (see README.md). Not a pass/fail test.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__global__ void rd(cudaSurfaceObject_t s, int x, int y, int mode, int *out) {
  out[0] = surf2Dread<int>(s, x, y, (cudaSurfaceBoundaryMode)mode);
}
__global__ void wr(cudaSurfaceObject_t s, int x, int y, int mode) {
  surf2Dwrite(-9, s, x, y, (cudaSurfaceBoundaryMode)mode);
}
__global__ void rdl(cudaSurfaceObject_t s, int x, int l, int mode, int *out) {
  out[0] = surf1DLayeredread<int>(s, x, l, (cudaSurfaceBoundaryMode)mode);
}
__global__ void rd_c(cudaSurfaceObject_t s, int x, int y, int mode, int *out) {
  uchar1 v = surf2Dread<uchar1>(s, x, y, (cudaSurfaceBoundaryMode)mode);
  out[0] = v.x;
}

int main(int argc, char **argv) {
  int c = atoi(argv[1]);
  const int W = 8, H = 4;
  cudaChannelFormatDesc d = cudaCreateChannelDesc<int>();
  cudaArray_t a;
  cudaMallocArray(&a, &d, W, H, cudaArraySurfaceLoadStore);
  int h[H * W];
  for (int i = 0; i < H * W; i++) h[i] = (i / W) * 100 + i % W;
  cudaMemcpy2DToArray(a, 0, 0, h, W * 4, W * 4, H, cudaMemcpyHostToDevice);
  cudaResourceDesc r; memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypeArray; r.res.array.array = a;
  cudaSurfaceObject_t s; cudaCreateSurfaceObject(&s, &r);
  int *out; cudaMallocManaged(&out, 16); out[0] = 12345;
  cudaError_t e = cudaSuccess;
  const char *what = "";
  switch (c) {
  case 1: what = "read x=5 trap"; rd<<<1,1>>>(s, 5, 1, 2, out); break;
  case 2: what = "read x=5 zero"; rd<<<1,1>>>(s, 5, 1, 0, out); break;
  case 3: what = "read x=-1 zero"; rd<<<1,1>>>(s, -1, 1, 0, out); break;
  case 4: what = "read x=-1 clamp"; rd<<<1,1>>>(s, -1, 1, 1, out); break;
  case 5: what = "read x=W*4-1 zero"; rd<<<1,1>>>(s, W * 4 - 1, 1, 0, out); break;
  case 6: what = "read x=W*4+2 clamp"; rd<<<1,1>>>(s, W * 4 + 2, 1, 1, out); break;
  case 7: what = "write x=6 trap, then element 1 of row 1"; wr<<<1,1>>>(s, 6, 1, 2); cudaDeviceSynchronize(); rd<<<1,1>>>(s, 4, 1, 2, out); break;
  case 8: what = "write out of range trap"; wr<<<1,1>>>(s, W * 4, 0, 2); break;
  case 9: what = "read y=H trap"; rd<<<1,1>>>(s, 0, H, 2, out); break;
  case 10: {
    what = "1D layered read layer 3 of 3, clamp";
    cudaArray_t l; cudaMalloc3DArray(&l, &d, make_cudaExtent(4, 0, 3), cudaArrayLayered | cudaArraySurfaceLoadStore);
    int v[12]; for (int i = 0; i < 12; i++) v[i] = i;
    cudaMemcpy3DParms p = {}; p.srcPtr = make_cudaPitchedPtr(v, 16, 4, 1); p.dstArray = l; p.extent = make_cudaExtent(4, 1, 3); p.kind = cudaMemcpyHostToDevice;
    printf("copy: %d\n", (int)cudaMemcpy3D(&p));
    r.res.array.array = l; cudaSurfaceObject_t s2; cudaCreateSurfaceObject(&s2, &r);
    rdl<<<1,1>>>(s2, 4, 3, 1, out); break; }
  case 11: what = "destroy surface twice"; printf("first %d\n", (int)cudaDestroySurfaceObject(s)); e = cudaDestroySurfaceObject(s); break;
  case 12: {
    what = "free a mip level";
    cudaMipmappedArray_t m; cudaMallocMipmappedArray(&m, &d, make_cudaExtent(8, 8, 0), 2);
    cudaArray_t lv; cudaGetMipmappedArrayLevel(&lv, m, 1); e = cudaFreeArray(lv); break; }
  case 13: what = "2DToArray wOffset 2"; e = cudaMemcpy2DToArray(a, 2, 0, h, 8, 8, 1, cudaMemcpyHostToDevice); break;
  case 14: what = "uchar1 read x=1 of int array"; rd_c<<<1,1>>>(s, 1, 0, 2, out); break;
  case 15: {
    what = "mipmap numLevels 0, 3D 8x4x16: levels";
    cudaMipmappedArray_t m; printf("alloc %d\n", (int)cudaMallocMipmappedArray(&m, &d, make_cudaExtent(8, 4, 16), 0));
    for (int l = 0; l < 6; l++) { cudaArray_t lv; cudaError_t x = cudaGetMipmappedArrayLevel(&lv, m, l); cudaExtent ex = {}; if (!x) cudaArrayGetInfo(NULL, &ex, NULL, lv); printf("level %d: %d %zu %zu %zu\n", l, (int)x, ex.width, ex.height, ex.depth); }
    break; }
  case 16: {
    what = "2D to 3D array layer: Memcpy2DToArray hOffset past first layer";
    cudaArray_t t; cudaMalloc3DArray(&t, &d, make_cudaExtent(4, 2, 3));
    e = cudaMemcpy2DToArray(t, 0, 1, h, 16, 16, 4, cudaMemcpyHostToDevice); break; }
  case 17: what = "getinfo null array"; e = cudaArrayGetInfo(NULL, NULL, NULL, NULL); break;
  case 18: what = "create surface on mipmapped resource"; { cudaMipmappedArray_t m; cudaMallocMipmappedArray(&m, &d, make_cudaExtent(8, 8, 0), 2, cudaArraySurfaceLoadStore); r.resType = cudaResourceTypeMipmappedArray; r.res.mipmap.mipmap = m; cudaSurfaceObject_t s3; e = cudaCreateSurfaceObject(&s3, &r); } break;
  }
  cudaError_t l = cudaGetLastError();
  cudaError_t y = cudaDeviceSynchronize();
  printf("case %d (%s): call %s, launch %s, sync %s, out %d\n", c, what, cudaGetErrorName(e), cudaGetErrorName(l), cudaGetErrorName(y), out[0]);
  return 0;
}
