// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/cooperative_groups_grid.expected).
// grid_group in an ordinary (not cooperative) launch: this_grid() gives the
// grid-wide ranks, sizes and indices (checked against a CPU reference), and
// is_valid() is false; grid.sync() without a cooperative launch stops the
// kernel: the launch fails with cudaErrorLaunchFailure, a sticky error.
// That last part follows NVIDIA's header (grid_group::sync() calls __trap()
// when is_valid() is false; __trap gives cudaErrorLaunchFailure on an H100,
// tests/reference/probe_assert.out); it has not been recorded on a GPU.
// Not tested: a grid_group seen through thread_group&. An earlier version of
// this test that checked it failed on an H200 (its output was lost); the
// likely reason is that NVIDIA's header stores the grid's workspace pointer
// (NULL here) in the union that holds the group type, so thread_group's
// size()/thread_rank()/get_type() of such a grid_group give 0 there.
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

#define NF 12

__device__ unsigned pack3(dim3 d) { return d.x | d.y << 8 | d.z << 16; }

__global__ void info(unsigned long long *out) {
  cg::grid_group g = cg::this_grid();
  unsigned long long r = g.thread_rank();
  unsigned long long *o = out + r * NF;
  o[0] = r;
  o[1] = g.size() * 1000 + g.num_threads();
  o[2] = g.is_valid();
  o[3] = g.block_rank() * 1000 + g.num_blocks();
  o[4] = pack3(g.block_index());
  o[5] = pack3(g.dim_blocks());
  o[6] = pack3(g.group_dim());
  o[7] = pack3(g.thread_index());
  o[8] = pack3(g.dim_threads());
  o[9] = g.block_rank() * 1000 + g.thread_rank() % 1000;
  o[10] = pack3(g.block_index()) ^ pack3(g.thread_index());
  o[11] = cg::thread_rank(g) * 1000 + cg::group_size(g);
}

__global__ void grid_sync(int *flag) {
  cg::grid_group g = cg::this_grid();
  atomicAdd(flag, 1);
  g.sync();
  atomicAdd(flag, 1000);
}

int main() {
  dim3 grid(3, 2, 2), block(4, 2, 3);
  unsigned nb = grid.x * grid.y * grid.z, nt = block.x * block.y * block.z;
  unsigned long long total = (unsigned long long)nb * nt;
  unsigned long long *d;
  cudaMalloc(&d, total * NF * sizeof *d);
  info<<<grid, block>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  std::vector<unsigned long long> h(total * NF);
  cudaMemcpy(h.data(), d, total * NF * sizeof *d, cudaMemcpyDeviceToHost);
  printf("info: %s\n", cudaGetErrorName(e));
  int bad = 0;
  unsigned valid = 0;
  for (unsigned bz = 0; bz < grid.z; bz++)
    for (unsigned by = 0; by < grid.y; by++)
      for (unsigned bx = 0; bx < grid.x; bx++)
        for (unsigned tz = 0; tz < block.z; tz++)
          for (unsigned ty = 0; ty < block.y; ty++)
            for (unsigned tx = 0; tx < block.x; tx++) {
              unsigned long long br = bx + grid.x * (by + grid.y * bz);
              unsigned long long r = br * nt + tx + block.x * (ty + block.y * tz);
              const unsigned long long *o = &h[r * NF];
              unsigned long long want[NF] = {
                  r,
                  total * 1000 + total,
                  o[2],
                  br * 1000 + nb,
                  bx | by << 8 | bz << 16,
                  grid.x | grid.y << 8 | grid.z << 16,
                  grid.x | grid.y << 8 | grid.z << 16,
                  (bx * block.x + tx) | (by * block.y + ty) << 8 |
                      (bz * block.z + tz) << 16,
                  (grid.x * block.x) | (grid.y * block.y) << 8 |
                      (grid.z * block.z) << 16,
                  br * 1000 + r % 1000,
                  (bx | by << 8 | bz << 16) ^
                      ((bx * block.x + tx) | (by * block.y + ty) << 8 |
                       (bz * block.z + tz) << 16),
                  r * 1000 + total};
              valid |= 1u << (o[2] != 0);
              for (int f = 0; f < NF; f++)
                if (o[f] != want[f] && bad++ < 10)
                  printf("FAIL thread %llu field %d: got %llu want %llu\n", r, f,
                         o[f], want[f]);
            }
  printf("grid of %u blocks of %u threads: %s, is_valid() %s\n", nb, nt,
         bad ? "wrong" : "ranks and sizes right",
         valid == 1 ? "false" : valid == 2 ? "true" : "mixed");
  cudaFree(d);

  int *flag;
  cudaMalloc(&flag, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  grid_sync<<<2, 32>>>(flag);
  cudaError_t launch = cudaGetLastError();
  cudaError_t sync = cudaDeviceSynchronize();
  printf("grid.sync() without a cooperative launch: launch %s, synchronize %s\n",
         cudaGetErrorName(launch), cudaGetErrorName(sync));
  int f = -1;
  e = cudaMemcpy(&f, flag, sizeof(int), cudaMemcpyDeviceToHost);
  printf("after it: cudaMemcpy %s\n", cudaGetErrorName(e));
  if (bad || valid != 1 || launch != cudaSuccess || sync != cudaErrorLaunchFailure ||
      e != cudaErrorLaunchFailure) {
    printf("FAIL\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
