// Cooperative groups tiles larger than a warp: tiled_partition<64..1024>
// of a block (with block_tile_memory), thread_rank, meta_group_rank/size,
// num_threads, sync and cg::reduce (plus, greater), checked against the host.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <stdio.h>
namespace cg = cooperative_groups;
template <unsigned N> __global__ void k(int *out, unsigned *meta) {
  __shared__ cg::block_tile_memory<1024> scratch;
  cg::thread_block b = cg::this_thread_block(scratch);
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  auto ts = cg::tiled_partition<N>(b);
  int v = (int)b.thread_rank() * 3 + 1;
  int s = cg::reduce(t, v, cg::plus<int>());
  int mx = cg::reduce(ts, v, cg::greater<int>());
  t.sync();
  unsigned i = b.thread_rank();
  out[2 * i] = s; out[2 * i + 1] = mx;
  meta[4 * i] = t.thread_rank(); meta[4 * i + 1] = t.meta_group_rank();
  meta[4 * i + 2] = t.meta_group_size(); meta[4 * i + 3] = t.num_threads();
}
template <unsigned N> int run(int block) {
  int *o; unsigned *m; cudaMallocManaged(&o, 8 * block); cudaMallocManaged(&m, 16 * block);
  k<N><<<1, block>>>(o, m); cudaDeviceSynchronize();
  int bad = 0;
  for (int i = 0; i < block; i++) {
    int first = i / N * N, s = 0, mx = 0;
    for (int j = first; j < first + (int)N && j < block; j++) { s += j * 3 + 1; mx = j * 3 + 1 > mx ? j * 3 + 1 : mx; }
    bad += o[2 * i] != s || o[2 * i + 1] != mx || m[4*i] != (unsigned)(i % N) || m[4*i+1] != (unsigned)(i / N) ||
           m[4*i+2] != (unsigned)((block + N - 1) / N) || m[4*i+3] != N;
  }
  printf("tile %u block %d: %d wrong, %s\n", N, block, bad, cudaGetErrorString(cudaGetLastError()));
  return bad;
}
int main() { int bad = run<64>(256) + run<128>(512) + run<256>(256) + run<512>(1024) + run<1024>(1024) + run<64>(64);
  printf("%s\n", bad ? "FAIL" : "PASS"); return bad != 0; }
