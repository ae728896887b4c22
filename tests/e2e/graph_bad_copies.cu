// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/graph_bad_copies.expected)
// Graph copy and memset nodes whose ranges leave their allocations are
// refused when they are made (or their parameters set), as the same copies
// made at once are (bad_copies.cu): nothing out of bounds can run later. A
// refused cudaGraphMemcpyNodeSetParams leaves the node as it was.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

int main() {
  static char h[16384];
  memset(h, 3, sizeof h);
  char *d, *d2;
  cudaMalloc(&d, 4096);
  cudaMalloc(&d2, 4096);
  cudaMemset(d2, 0, 4096);
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphNode_t n, bad;
  cudaError_t e = cudaGraphAddMemcpyNode1D(&bad, g, NULL, 0, d, h, 8192,
                                           cudaMemcpyHostToDevice);
  printf("1D copy node past the end: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  e = cudaGraphAddMemcpyNode1D(&n, g, NULL, 0, d, h, 4096,
                               cudaMemcpyHostToDevice);
  printf("1D copy node inside: %s\n", cudaGetErrorName(e));
  e = cudaGraphMemcpyNodeSetParams1D(n, d, h, 4097, cudaMemcpyHostToDevice);
  printf("set its parameters one byte past: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  cudaMemsetParams mp = {};
  mp.dst = d2;
  mp.elementSize = 4;
  mp.width = 2048; // 8192 bytes into 4096
  mp.height = 1;
  mp.value = 0x01010101;
  e = cudaGraphAddMemsetNode(&bad, g, NULL, 0, &mp);
  printf("memset node past the end: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  mp.width = 1024;
  cudaGraphNode_t ms;
  e = cudaGraphAddMemsetNode(&ms, g, NULL, 0, &mp);
  printf("memset node inside: %s\n", cudaGetErrorName(e));
  cudaMemcpy3DParms p3 = {};
  p3.srcPtr = make_cudaPitchedPtr(h, 512, 512, 16);
  p3.dstPtr = make_cudaPitchedPtr(d, 512, 512, 8);
  p3.extent = make_cudaExtent(512, 8, 2); // 8 KiB into 4 KiB
  p3.kind = cudaMemcpyHostToDevice;
  e = cudaGraphAddMemcpyNode(&bad, g, NULL, 0, &p3);
  printf("3D copy node past the end: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  cudaGraphExec_t x;
  e = cudaGraphInstantiate(&x, g, 0);
  printf("instantiate: %s\n", cudaGetErrorName(e));
  e = cudaGraphLaunch(x, 0);
  printf("launch: %s, sync: %s\n", cudaGetErrorName(e),
         cudaGetErrorName(cudaDeviceSynchronize()));
  char back[4096];
  int c0 = 0, c1 = 0;
  cudaMemcpy(back, d, 4096, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4096; i++)
    c0 += back[i] == 3;
  cudaMemcpy(back, d2, 4096, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4096; i++)
    c1 += back[i] == 1;
  printf("copied %d bytes, set %d bytes\n", c0, c1);
  return 0;
}
