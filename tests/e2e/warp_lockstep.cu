// Lanes of a warp move together between warp-level synchronization points,
// as on a GPU: a butterfly sum over non-volatile shared memory between
// tile.sync() calls (NVIDIA's dxtc sample: every lane loads before any lane
// stores), the legacy warp-synchronous inclusive scan over a volatile
// shared array (cuda-samples scan), a warp-synchronous reduction tail, and
// ballots whose masks differ between lanes. Expected output recorded with
// nvcc 13 on an NVIDIA H100 (warp_lockstep.expected).
#include <cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

// dxtc's colorSums: 16 lanes of each block's first warp, dynamic tile
__global__ void butterfly_dynamic(const float *in, float *out) {
  __shared__ float sums[16];
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(cta, 16);
  int idx = threadIdx.x;
  if (idx < 16) {
    sums[idx] = in[blockIdx.x * 16 + idx];
    cg::sync(tile);
    sums[idx] += sums[idx ^ 8];
    cg::sync(tile);
    sums[idx] += sums[idx ^ 4];
    cg::sync(tile);
    sums[idx] += sums[idx ^ 2];
    cg::sync(tile);
    sums[idx] += sums[idx ^ 1];
    cg::sync(tile);
    out[blockIdx.x * 16 + idx] = sums[idx];
  }
}

// the same with static tiles of 8 over a whole block of 64
__global__ void butterfly_static(const int *in, int *out) {
  __shared__ int s[64];
  cg::thread_block_tile<8> t = cg::tiled_partition<8>(cg::this_thread_block());
  int i = threadIdx.x;
  s[i] = in[i];
  t.sync();
  for (int m = 4; m > 0; m >>= 1) {
    s[i] = s[i] * 3 + s[i ^ m];
    t.sync();
  }
  out[i] = s[i];
}

// cuda-samples scan's warpScanInclusive (warp-synchronous, volatile)
__device__ unsigned warp_scan(unsigned v, volatile unsigned *s, unsigned size) {
  unsigned pos = 2 * threadIdx.x - (threadIdx.x & (size - 1));
  s[pos] = 0;
  pos += size;
  s[pos] = v;
  for (unsigned off = 1; off < size; off <<= 1)
    s[pos] += s[pos - off];
  return s[pos];
}

__global__ void scan(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[2 * 128];
  unsigned v = in[blockIdx.x * 128 + threadIdx.x];
  out[blockIdx.x * 128 + threadIdx.x] = warp_scan(v, s, 32);
}

// a reduction tail without barriers, volatile
__global__ void reduce_tail(const int *in, int *out) {
  __shared__ int s[128];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * 128 + tid];
  __syncthreads();
  if (tid < 64)
    s[tid] += s[tid + 64];
  __syncthreads();
  if (tid < 32) {
    volatile int *p = s;
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

// ballots whose masks differ between the lanes that execute them together
__global__ void ballots(unsigned *out) {
  unsigned lane = threadIdx.x % 32;
  unsigned *o = out + threadIdx.x * 4;
  unsigned m = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  o[0] = __ballot_sync(m, lane % 3 == 0);
  if (lane % 2 == 0)
    o[1] = __ballot_sync(0x55555555u, lane % 4 == 0);
  if (lane < 20) {
    unsigned mm = 0xfffffu;
    o[2] = __ballot_sync(mm, lane > 4) ^ __reduce_add_sync(mm, lane) << 20;
  }
  o[3] = __any_sync(m, lane == 7) | __all_sync(m, lane >= 16) << 1;
}

int main() {
  const int nb = 3;
  float fin[nb * 16], fout[nb * 16];
  for (int i = 0; i < nb * 16; i++)
    fin[i] = (float)((i * 37) % 11) + 0.25f * (i % 3);
  float *dfi, *dfo;
  cudaMalloc(&dfi, sizeof fin);
  cudaMalloc(&dfo, sizeof fout);
  cudaMemcpy(dfi, fin, sizeof fin, cudaMemcpyHostToDevice);
  butterfly_dynamic<<<nb, 64>>>(dfi, dfo);
  cudaMemcpy(fout, dfo, sizeof fout, cudaMemcpyDeviceToHost);
  printf("butterfly_dynamic:");
  for (int i = 0; i < nb * 16; i++)
    printf(" %g", fout[i]);
  printf("\n");

  int iin[64], iout[64];
  for (int i = 0; i < 64; i++)
    iin[i] = (i * 13) % 7 - 3;
  int *dii, *dio;
  cudaMalloc(&dii, sizeof iin);
  cudaMalloc(&dio, 4096);
  cudaMemcpy(dii, iin, sizeof iin, cudaMemcpyHostToDevice);
  butterfly_static<<<1, 64>>>(dii, dio);
  cudaMemcpy(iout, dio, sizeof iout, cudaMemcpyDeviceToHost);
  printf("butterfly_static:");
  for (int i = 0; i < 64; i++)
    printf(" %d", iout[i]);
  printf("\n");

  unsigned uin[256], uout[256];
  for (int i = 0; i < 256; i++)
    uin[i] = (unsigned)((i * 7) % 5);
  unsigned *dui, *duo;
  cudaMalloc(&dui, sizeof uin);
  cudaMalloc(&duo, sizeof uout);
  cudaMemcpy(dui, uin, sizeof uin, cudaMemcpyHostToDevice);
  scan<<<2, 128>>>(dui, duo);
  cudaMemcpy(uout, duo, sizeof uout, cudaMemcpyDeviceToHost);
  printf("scan:");
  for (int i = 0; i < 256; i++)
    printf(" %u", uout[i]);
  printf("\n");

  int rin[4 * 128], rout[4];
  for (int i = 0; i < 4 * 128; i++)
    rin[i] = (i * 31) % 19;
  int *dri, *dro;
  cudaMalloc(&dri, sizeof rin);
  cudaMalloc(&dro, sizeof rout);
  cudaMemcpy(dri, rin, sizeof rin, cudaMemcpyHostToDevice);
  reduce_tail<<<4, 128>>>(dri, dro);
  cudaMemcpy(rout, dro, sizeof rout, cudaMemcpyDeviceToHost);
  printf("reduce_tail: %d %d %d %d\n", rout[0], rout[1], rout[2], rout[3]);

  unsigned bout[64 * 4];
  unsigned *dbo;
  cudaMalloc(&dbo, sizeof bout);
  cudaMemset(dbo, 0, sizeof bout);
  ballots<<<1, 64>>>(dbo);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(bout, dbo, sizeof bout, cudaMemcpyDeviceToHost);
  printf("ballots: %s\n", cudaGetErrorName(e));
  for (int t = 0; t < 64; t++)
    printf("%2d: %08x %08x %08x %x\n", t, bout[4 * t], bout[4 * t + 1], bout[4 * t + 2], bout[4 * t + 3]);
  return 0;
}
