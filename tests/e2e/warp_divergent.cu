// Warp collectives in divergent control flow, mixed with block barriers:
// shuffles in loops whose trip count differs between lanes (each pass
// shuffles among the lanes still in the loop), sub-warp masks on both
// sides of a branch, lanes that return before a shuffle of the others,
// __activemask() where lanes diverge and reconverge, a block reduction
// (shuffles, then __syncthreads, then shuffles in the first warp), a 2D
// block with a partial last warp. Expected output recorded with nvcc 13 on
// an NVIDIA H100 (warp_divergent.expected).
#include <cstdio>

#define NOUT 8

__global__ void divergent(unsigned *out, float *blocksum) {
  __shared__ float part[32];
  int tid = threadIdx.x + threadIdx.y * blockDim.x;
  int nthreads = blockDim.x * blockDim.y;
  unsigned lane = tid % 32, warp = tid / 32;
  unsigned *o = out + (blockIdx.x * nthreads + tid) * NOUT;
  unsigned live = __activemask();
  o[0] = live;
  // a loop whose trip count depends on the lane: each pass shuffles among
  // the lanes still in it (named by the mask; __activemask() there would
  // depend on how nvcc lays out the loop)
  unsigned acc = 0;
  for (unsigned i = 0; i < lane % 5; i++) {
    unsigned m = 0;
    for (unsigned k = 0; k < 32; k++)
      m |= (k % 5 > i) << k;
    m &= live;
    acc = acc * 7 + m + __shfl_sync(m, lane * 10 + i, 31 - __clz(m));
  }
  o[1] = acc;
  // sub-masks on both sides of a branch
  if (lane & 4)
    o[2] = __shfl_xor_sync(live & 0xf0f0f0f0u, lane, 8) | __activemask() << 8;
  else
    o[2] = __shfl_sync(live & 0x0f0f0f0fu, lane * 3, lane & 3) + 1000;
  // a block-wide sum: shuffles, a barrier, shuffles in the first warp
  float v = (float)(tid % 13) + blockIdx.x;
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(live, v, off);
  if (lane == 0)
    part[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int nw = (nthreads + 31) / 32;
    float w = lane < nw ? part[lane] : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
      w += __shfl_xor_sync(0xffffffffu, w, off);
    if (lane == 0)
      blocksum[blockIdx.x] = w;
    o[3] = __float_as_uint(w);
  }
  // odd lanes leave; the others vote and shuffle
  if (lane & 1)
    return;
  unsigned m2 = __activemask();
  o[4] = m2;
  o[5] = __ballot_sync(m2, lane % 3 == 0);
  o[6] = __shfl_up_sync(m2, tid, 2);
  __syncwarp(m2);
  o[7] = __reduce_max_sync(m2, (lane * 11) % 17) | __match_any_sync(m2, lane / 8) << 8;
}

static void run(const char *title, int blocks, dim3 block) {
  int n = blocks * block.x * block.y;
  unsigned *d, *h = new unsigned[n * NOUT];
  float *ds, hs[8];
  cudaMalloc(&d, n * NOUT * 4);
  cudaMalloc(&ds, sizeof hs);
  cudaMemset(d, 0, n * NOUT * 4);
  divergent<<<blocks, block>>>(d, ds);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, d, n * NOUT * 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, ds, blocks * 4, cudaMemcpyDeviceToHost);
  printf("== %s: %s; sums", title, cudaGetErrorName(e));
  for (int b = 0; b < blocks; b++)
    printf(" %g", hs[b]);
  printf("\n");
  for (int t = 0; t < n; t++) {
    printf("%3d:", t);
    for (int j = 0; j < NOUT; j++)
      printf(" %x", h[t * NOUT + j]);
    printf("\n");
  }
  cudaFree(d);
  cudaFree(ds);
  delete[] h;
}

int main() {
  run("2 blocks of 96", 2, dim3(96));
  run("1 block of 20x4 (partial warp)", 1, dim3(20, 4));
  return 0;
}
