// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/kernel_overrun.expected)
// Kernels that write past the end of their cudaMalloc buffer, into the
// rounding and on into the neighbouring allocations: on a GPU allocations
// are rounded up (512 bytes for small ones) and packed in pages of device
// memory, so such a kernel completes and the host is untouched. Under cucc
// device memory lives in an arena apart from the host heap, laid out the
// same way: the kernels succeed and the host heap (its data and malloc's
// own bookkeeping) stays intact, where memory from the host's malloc would
// have been overwritten.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__global__ void write_bytes(unsigned char *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 0xAB;
}

int main() {
  enum { NHOST = 256, HOSTSZ = 96 };
  unsigned char *host[NHOST];
  unsigned char *small[8], *mid;
  // host and device allocations interleaved, as a program makes them
  for (int i = 0; i < NHOST; i++) {
    host[i] = (unsigned char *)malloc(HOSTSZ);
    memset(host[i], 0x5A, HOSTSZ);
    if (i % 32 == 0)
      cudaMalloc(&small[i / 32], 100);
  }
  cudaMalloc(&mid, 4000);
  // 100-byte buffers written to their 2048th byte (the rounding, then the
  // next allocations)
  for (int i = 0; i < 8; i++)
    write_bytes<<<8, 256>>>(small[i], 2048);
  printf("small overruns: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  // a 4000-byte buffer written to its 8192nd byte
  write_bytes<<<32, 256>>>(mid, 8192);
  printf("4000-byte buffer to 8192: %s\n",
         cudaGetErrorName(cudaDeviceSynchronize()));
  int intact = 1;
  for (int i = 0; i < NHOST; i++) {
    for (int j = 0; j < HOSTSZ; j++)
      intact &= host[i][j] == 0x5A;
    free(host[i]); // glibc checks its bookkeeping here
  }
  printf("host heap intact: %s\n", intact ? "yes" : "no");
  // and the allocations still work as usual
  void *p = malloc(1 << 20);
  unsigned char b[512];
  cudaError_t e = cudaMemcpy(b, small[0], 100, cudaMemcpyDeviceToHost);
  printf("copy back: %s, byte 99 = 0x%X\n", cudaGetErrorName(e), b[99]);
  free(p);
  for (int i = 0; i < 8; i++)
    cudaFree(small[i]);
  cudaFree(mid);
  return 0;
}
