// __activemask() and coalesced_threads() in divergent code give the lanes
// that are converged at the call (H100/H200 behaviour): a call site reached
// in different iterations of a divergent loop, one helper called from both
// sides of a branch, nested branches. Expected output: the H100 recording
// of tests/reference/probe_coalesced.cu, the same program.
#include <cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

__device__ unsigned helper_group() {
  cg::coalesced_group g = cg::coalesced_threads();
  return g.size() | g.thread_rank() << 8 | (unsigned)g.shfl((int)(threadIdx.x % 32), 0) << 16;
}

__global__ void probe(unsigned *out) {
  unsigned lane = threadIdx.x % 32;
  unsigned *o = out + threadIdx.x * 8;
  __syncwarp();
  if (lane % 4 == 1)
    o[0] = __activemask();
  __syncwarp();
  // a loop in which each lane enters the branch in a different iteration
  for (int i = 0; i < 4; i++)
    if ((lane + i) % 4 == 0) {
      cg::coalesced_group g = cg::coalesced_threads();
      o[1] = g.size() | g.thread_rank() << 8 | (unsigned)i << 16;
      o[2] = g.shfl(lane, 0);
    }
  __syncwarp();
  // one call site reached from both sides of a branch
  if (lane < 10)
    o[3] = helper_group();
  else
    o[3] = helper_group() | 0x80000000u;
  __syncwarp();
  // a group taken inside a branch nested in another
  if (lane % 2 == 0) {
    if (lane < 16) {
      cg::coalesced_group g = cg::coalesced_threads();
      o[4] = g.size() | g.thread_rank() << 8;
    }
    cg::coalesced_group h = cg::coalesced_threads();
    o[5] = h.size() | h.thread_rank() << 8;
  }
}

int main() {
  unsigned *d, h[64 * 8];
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  probe<<<1, 64>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("probe: %s\n", cudaGetErrorName(e));
  printf("lane: activemask(lane%%4==1) | loop group (size rank iter) shfl0 | "
         "helper both sides | nested inner | nested outer\n");
  for (int t = 0; t < 64; t++)
    printf("%2d: %08x | %06x %2u | %08x | %04x | %04x\n", t, h[t * 8], h[t * 8 + 1],
           h[t * 8 + 2], h[t * 8 + 3], h[t * 8 + 4], h[t * 8 + 5]);
  return 0;
}
