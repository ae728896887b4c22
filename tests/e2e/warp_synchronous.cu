// Warp-synchronous code of the CUDA guide (5.4.3): after the last
// __syncthreads, the first warp finishes a reduction through a volatile
// pointer without further barriers, relying on the lanes of a warp
// performing each volatile access together. A CPU that runs one thread's
// whole tail before the next thread starts gets wrong sums.
#include <cstdio>

__device__ void block_sum(const float *in, float *out) {
  unsigned tid = threadIdx.x;
  __shared__ float s[256];
  s[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  if (tid < 128)
    s[tid] += s[tid + 128];
  __syncthreads();
  if (tid < 64)
    s[tid] += s[tid + 64];
  __syncthreads();
  if (tid < 32) {
    volatile float *p = s;
    p[tid] += p[tid + 32];
    p[tid] += p[tid + 16];
    p[tid] += p[tid + 8];
    p[tid] += p[tid + 4];
    p[tid] += p[tid + 2];
    p[tid] += p[tid + 1];
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}

__global__ void reduce(const float *in, float *out) { block_sum(in, out); }

int main() {
  const int blocks = 8, n = blocks * 256;
  float h[n], sums[blocks];
  for (int i = 0; i < n; i++)
    h[i] = (float)(i % 97);
  float *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof sums);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  reduce<<<blocks, 256>>>(din, dout);
  cudaMemcpy(sums, dout, sizeof sums, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; b++) {
    float want = 0;
    for (int i = 0; i < 256; i++)
      want += h[b * 256 + i];
    printf("block %d: %.0f (expected %.0f)\n", b, sums[b], want);
    bad += sums[b] != want;
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
