// How a GPU lays out cudaMalloc allocations, which cucc's device arena
// imitates (src/runtime/device_arena.c, docs/MEMORY_CHECKS.md): for each
// size, the distance between two consecutive allocations, their alignment
// and the range the driver reports (cuMemGetAddressRange), and whether a
// copy of size + 1 bytes is refused; then how far past the end of a
// 4000-byte allocation a kernel can read before it faults (each distance in
// a process of its own: a fault is sticky). Link with -lcuda.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void read_at(const int *a, long off, int *out) { *out = a[off]; }

static int far(long off) {
  int *a, *out;
  cudaMalloc(&a, 4000);
  cudaMalloc(&out, sizeof(int));
  read_at<<<1, 1>>>(a, off, out);
  printf("read %ld bytes past a 4000-byte allocation: %s\n",
         off * 4 - 4000, cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 2)
    return far(atol(argv[2]));
  static char h[(4 << 20) + 1];
  size_t sizes[] = {1, 100, 256, 257, 512, 513, 1000, 4096, 4097, 65536,
                    1 << 20, (1 << 20) + 1, 2 << 20, (2 << 20) + 1, 5 << 20};
  for (size_t s : sizes) {
    char *x, *y;
    cudaMalloc(&x, s);
    cudaMalloc(&y, s);
    CUdeviceptr base = 0;
    size_t range = 0;
    cuMemGetAddressRange(&base, &range, (CUdeviceptr)x);
    cudaError_t e = s < sizeof h ? cudaMemcpy(x, h, s + 1, cudaMemcpyHostToDevice)
                                 : cudaErrorUnknown;
    printf("cudaMalloc(%zu): next at +%lld, %zu-byte aligned, driver range "
           "%zu bytes, copy of size+1: %s\n",
           s, (long long)(y - x), (size_t)((uintptr_t)x & -(uintptr_t)x),
           range, cudaGetErrorName(e));
    cudaFree(x);
    cudaFree(y);
  }
  fflush(stdout);
  long offs[] = {1024, 4096, 1 << 18, 1 << 20, 4 << 20, 16 << 20, 64 << 20};
  for (long o : offs) {
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s far %ld", argv[0], o);
    if (system(cmd) != 0)
      printf("(%s failed)\n", cmd);
  }
  return 0;
}
