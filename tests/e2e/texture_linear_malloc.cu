// Any cudaMalloc'ed pointer can back a linear texture object: allocations
// are aligned to the device's textureAlignment (512 on an H100, which CUDA's
// allocator meets in practice), so cudaCreateTextureObject accepts them and
// tex1Dfetch reads element 0 at the pointer.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fetch(cudaTextureObject_t t, float *out) {
  out[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int bad = 0;
  float *out;
  cudaMalloc(&out, 4 * sizeof(float));
  for (int k = 0; k < 16; k++) {
    size_t n = 1 + 37 * k; // odd sizes, so allocations are not all round
    float *p;
    cudaMalloc(&p, n * sizeof(float));
    if ((size_t)p % prop.textureAlignment) {
      printf("allocation %d not aligned to %zu\n", k, prop.textureAlignment);
      bad++;
    }
    float h[4] = {1.0f * k, 2, 3, 4};
    cudaMemcpy(p, h, (n < 4 ? n : 4) * sizeof(float), cudaMemcpyHostToDevice);
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = p;
    rd.res.linear.desc = cudaCreateChannelDesc<float>();
    rd.res.linear.sizeInBytes = n * sizeof(float);
    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t;
    cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, nullptr);
    if (e != cudaSuccess) {
      printf("allocation %d: %s\n", k, cudaGetErrorName(e));
      bad++;
      continue;
    }
    fetch<<<1, 1>>>(t, out);
    float got = -1;
    cudaMemcpy(&got, out, sizeof got, cudaMemcpyDeviceToHost);
    if (got != 1.0f * k) {
      printf("allocation %d: fetched %f\n", k, got);
      bad++;
    }
    cudaDestroyTextureObject(t);
  }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
