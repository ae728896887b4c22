// Warp functions with CUDA 12 semantics: every __shfl*_sync flavour with
// widths 32/16/8/4 (out-of-range lanes give the caller's own value), 32- and
// 64-bit types, votes, match, reductions, __activemask and __syncwarp, in
// full warps, in a partial last warp (48 threads) and in 2D blocks (warps
// follow the linear thread id), and sub-warp masks inside a divergent branch.
// Expected output recorded with nvcc 13 on an NVIDIA H100
// (tests/e2e/warp_functions.expected).
#include <cstdio>

#define N 64
#define NOUT 24

__global__ void warp_ops(unsigned *out, int nthreads) {
  int tid = threadIdx.x + threadIdx.y * blockDim.x;
  int lane = tid % 32;
  unsigned *o = out + tid * NOUT;
  unsigned full = __activemask();
  int v = tid * 3 + 1;
  o[0] = full;
  o[1] = __shfl_sync(full, v, 5);
  o[2] = __shfl_sync(full, v, 37);       // srcLane mod width
  o[3] = __shfl_sync(full, v, lane + 1, 16);
  o[4] = __shfl_up_sync(full, v, 3);
  o[5] = __shfl_up_sync(full, v, 1, 8);
  o[6] = __shfl_down_sync(full, v, 4);
  o[7] = __shfl_down_sync(full, v, 3, 4);
  o[8] = __shfl_xor_sync(full, v, 1);
  o[9] = __shfl_xor_sync(full, v, 18, 16); // later segment: own value
  o[10] = __shfl_xor_sync(full, v, 7, 8);
  double d = tid * 0.25 - 3;
  double ds = __shfl_sync(full, d, 31 - lane);
  o[11] = (unsigned)(int)(ds * 4);
  long long l = (long long)tid << 33 | tid;
  long long ls = __shfl_down_sync(full, l, 2);
  o[12] = (unsigned)(ls >> 33) * 1000 + (unsigned)(ls & 0xffff);
  float f = tid + 0.5f;
  for (int off = 16; off > 0; off >>= 1)
    f += __shfl_xor_sync(full, f, off);
  o[13] = (unsigned)f;
  o[14] = __ballot_sync(full, tid % 3 == 0);
  o[15] = __any_sync(full, tid == 40) * 2 + __all_sync(full, tid < 60);
  o[16] = __match_any_sync(full, tid / 6);
  int pred = -1;
  o[17] = __match_all_sync(full, tid / 32, &pred);
  o[18] = pred;
  o[19] = __reduce_add_sync(full, (unsigned)tid);
  o[20] = (unsigned)__reduce_min_sync(full, 10 - tid) ^ (unsigned)__reduce_max_sync(full, (unsigned)tid);
  o[21] = __reduce_and_sync(full, 0xf0u | tid) ^ __reduce_or_sync(full, (unsigned)tid) ^ __reduce_xor_sync(full, (unsigned)tid);
  __syncwarp();
  // divergent branch: lanes 0..15 shuffle among themselves with a sub-mask
  if (lane < 16) {
    unsigned m = __activemask() & 0xffffu;
    o[22] = __shfl_down_sync(m, v, 1, 16) + 1000 * __ballot_sync(m, lane & 1);
  } else {
    unsigned m = 0xffff0000u & full;
    o[22] = __shfl_sync(m, v, 16 + (lane + 2) % 16);
  }
  // warp-level reduction written the usual way
  int sum = tid;
  for (int off = 16; off > 0; off /= 2)
    sum += __shfl_down_sync(full, sum, off);
  o[23] = lane == 0 ? sum : 0;
  (void)nthreads;
}

static void run(const char *title, dim3 block) {
  int n = block.x * block.y;
  unsigned *d, h[N * NOUT];
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  warp_ops<<<1, block>>>(d, n);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("== %s: %s\n", title, cudaGetErrorName(e));
  for (int t = 0; t < n; t++) {
    printf("%2d:", t);
    for (int j = 0; j < NOUT; j++)
      printf(" %x", h[t * NOUT + j]);
    printf("\n");
  }
  cudaFree(d);
}

int main() {
  run("64 threads", dim3(64));
  run("48 threads (partial warp)", dim3(48));
  run("16x4 block", dim3(16, 4));
  printf("PASS\n");
  return 0;
}
