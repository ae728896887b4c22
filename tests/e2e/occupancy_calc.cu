// cuda_occupancy.h fed with cudaGetDeviceProperties and
// cudaFuncGetAttributes agrees with the runtime's occupancy API (blocks per
// multiprocessor, potential block size with fixed and variable dynamic
// shared memory, available dynamic shared memory) over kernels with
// different static shared memory and launch bounds, block sizes 1..1024 and
// dynamic shared memory sizes; the limiting factors name the smallest limit.
#include <cuda_occupancy.h>
#include <stdio.h>

__global__ void plain(float *p) { p[threadIdx.x] = 1; }
__global__ void smem(float *p) {
  __shared__ float s[4096];
  s[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}
__global__ void __launch_bounds__(256) bounded(float *p) { p[threadIdx.x] = 2; }
__global__ void big_smem(float *p) {
  __shared__ float s[11000];
  s[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = s[threadIdx.x ^ 1];
}
static size_t per_thread(int n) { return (size_t)n * 24; }

static int bad;
template <class K> static void check(const char *name, K k) {
  cudaDeviceProp dp;
  cudaGetDeviceProperties(&dp, 0);
  cudaFuncAttributes fa;
  cudaFuncGetAttributes(&fa, k);
  cudaOccDeviceProp prop(dp);
  cudaOccFuncAttributes attr(fa);
  cudaOccDeviceState state;
  int cases = 0;
  for (int bs = 1; bs <= 1100; bs += 37)
    for (size_t dyn = 0; dyn <= 64 * 1024; dyn += 5000) {
      int rt = -1;
      cudaOccResult r;
      cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&rt, k, bs, dyn);
      cudaOccError oe = cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &state, bs, dyn);
      if (oe != CUDA_OCC_SUCCESS || (e == cudaSuccess && rt != r.activeBlocksPerMultiprocessor)) {
        printf("%s bs=%d dyn=%zu runtime %d (%d) calculator %d (%d)\n", name, bs, dyn, rt,
               (int)e, r.activeBlocksPerMultiprocessor, (int)oe);
        bad++;
      }
      cases++;
      for (int nb = 1; nb <= 8; nb *= 2) {
        size_t a = 1, b = 2;
        cudaOccupancyAvailableDynamicSMemPerBlock(&a, k, nb, bs);
        cudaOccAvailableDynamicSMemPerBlock(&b, &prop, &attr, &state, nb, bs);
        if (a != b && bs <= fa.maxThreadsPerBlock) {
          printf("%s available nb=%d bs=%d: %zu vs %zu\n", name, nb, bs, a, b);
          bad++;
        }
      }
    }
  int g1, b1, g2, b2, g3, b3, g4, b4;
  cudaOccupancyMaxPotentialBlockSize(&g1, &b1, k, 3000);
  cudaOccMaxPotentialOccupancyBlockSize(&g2, &b2, &prop, &attr, &state, NULL, 3000);
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&g3, &b3, k, per_thread);
  cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(&g4, &b4, &prop, &attr, &state, per_thread);
  if (g1 != g2 || b1 != b2 || g3 != g4 || b3 != b4) {
    printf("%s potential: %d/%d vs %d/%d, variable %d/%d vs %d/%d\n", name, g1, b1, g2, b2,
           g3, b3, g4, b4);
    bad++;
  }
  cudaOccResult r;
  cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &state, 1024, 0);
  printf("%s: %d cases; 1024 threads: %d blocks, limits warps %d regs %d smem %d "
         "blocks %d, factors %#x; potential block %d\n",
         name, cases, r.activeBlocksPerMultiprocessor, r.blockLimitWarps, r.blockLimitRegs,
         r.blockLimitSharedMem, r.blockLimitBlocks, r.limitingFactors, b2);
}

int main() {
  check("plain", plain);
  check("smem", smem);
  check("bounded", bounded);
  check("big_smem", big_smem);
  cudaOccResult r;
  cudaOccDeviceProp p;
  cudaOccFuncAttributes a;
  cudaOccDeviceState s;
  bad += cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, 32, 0) !=
         CUDA_OCC_ERROR_INVALID_INPUT; // no device properties
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
