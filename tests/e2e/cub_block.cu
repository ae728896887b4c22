// CUB's block and warp primitives in hand-written kernels: BlockLoad and
// BlockStore (direct and transposing), BlockReduce, BlockScan, BlockRadixSort,
// WarpReduce, WarpScan (full and logical warps of 8 lanes, segmented
// reduction by head flags). Checked against host computations; the printed
// lines are the same under nvcc on an H100 (cub_block.expected).
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdio>
#include <vector>

constexpr int THREADS = 128, ITEMS = 4, TILE = THREADS * ITEMS, BLOCKS = 3;

struct max_op {
  __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// Per block: load a tile (transposed), sort it, block sum/max, exclusive
// prefix sum of the sorted tile, store.
__global__ void block_kernel(const int *in, int *sorted, int *prefix, int *sums) {
  typedef cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_TRANSPOSE> Load;
  typedef cub::BlockStore<int, THREADS, ITEMS, cub::BLOCK_STORE_TRANSPOSE> Store;
  typedef cub::BlockRadixSort<int, THREADS, ITEMS> Sort;
  typedef cub::BlockReduce<int, THREADS> Reduce;
  typedef cub::BlockScan<int, THREADS> Scan;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Sort::TempStorage sort;
    typename Reduce::TempStorage reduce;
    typename Scan::TempStorage scan;
  } tmp;
  int items[ITEMS];
  int base = blockIdx.x * TILE;
  Load(tmp.load).Load(in + base, items);
  __syncthreads();
  int sum = Reduce(tmp.reduce).Sum(items);
  __syncthreads();
  int mx = Reduce(tmp.reduce).Reduce(items, max_op());
  __syncthreads();
  Sort(tmp.sort).Sort(items);
  __syncthreads();
  int pre[ITEMS], total;
  Scan(tmp.scan).ExclusiveSum(items, pre, total);
  __syncthreads();
  cub::StoreDirectBlocked(threadIdx.x, prefix + base, pre);
  // the transposing store rearranges items in place
  Store(tmp.store).Store(sorted + base, items);
  if (threadIdx.x == 0) {
    sums[3 * blockIdx.x] = sum;
    sums[3 * blockIdx.x + 1] = mx;
    sums[3 * blockIdx.x + 2] = total;
  }
}

// Warp primitives over one value per thread.
__global__ void warp_kernel(const int *in, int *out) {
  typedef cub::WarpReduce<int> WR;
  typedef cub::WarpScan<int> WS;
  typedef cub::WarpReduce<int, 8> WR8;
  __shared__ typename WR::TempStorage wr[THREADS / 32];
  __shared__ typename WS::TempStorage ws[THREADS / 32];
  __shared__ typename WR8::TempStorage wr8[THREADS / 8];
  int t = threadIdx.x, w = t / 32, x = in[t];
  int wsum = WR(wr[w]).Sum(x);
  int wmax = WR(wr[w]).Reduce(x, max_op());
  int inc, exc;
  WS(ws[w]).InclusiveSum(x, inc);
  WS(ws[w]).ExclusiveSum(x, exc);
  int s8 = WR8(wr8[t / 8]).Sum(x);
  int head = (t % 32) % 5 == 0;
  int seg = WR(wr[w]).HeadSegmentedSum(x, head);
  out[6 * t + 0] = (t % 32 == 0) ? wsum : 0;
  out[6 * t + 1] = (t % 32 == 0) ? wmax : 0;
  out[6 * t + 2] = inc;
  out[6 * t + 3] = exc;
  out[6 * t + 4] = (t % 8 == 0) ? s8 : 0;
  out[6 * t + 5] = head ? seg : 0;
}

int main() {
  const int n = TILE * BLOCKS;
  std::vector<int> h(n);
  unsigned s = 99;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    h[i] = (int)((s >> 10) % 1000) - 500;
  }
  int *d_in, *d_sorted, *d_prefix, *d_sums, *d_w;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_sorted, n * sizeof(int));
  cudaMalloc(&d_prefix, n * sizeof(int));
  cudaMalloc(&d_sums, 3 * BLOCKS * sizeof(int));
  cudaMalloc(&d_w, 6 * THREADS * sizeof(int));
  cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  block_kernel<<<BLOCKS, THREADS>>>(d_in, d_sorted, d_prefix, d_sums);
  warp_kernel<<<1, THREADS>>>(d_in, d_w);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    printf("FAIL %s\n", cudaGetErrorString(e));
    return 1;
  }
  std::vector<int> sorted(n), prefix(n), sums(3 * BLOCKS), w(6 * THREADS);
  cudaMemcpy(sorted.data(), d_sorted, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(prefix.data(), d_prefix, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(sums.data(), d_sums, sums.size() * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(w.data(), d_w, w.size() * sizeof(int), cudaMemcpyDeviceToHost);
  int fails = 0;
  for (int b = 0; b < BLOCKS; b++) {
    std::vector<int> t(h.begin() + b * TILE, h.begin() + (b + 1) * TILE);
    int sum = 0, mx = -100000;
    for (int x : t) sum += x, mx = std::max(mx, x);
    std::sort(t.begin(), t.end());
    bool ok = std::equal(t.begin(), t.end(), sorted.begin() + b * TILE);
    int acc = 0;
    for (int i = 0; i < TILE; i++) {
      ok &= prefix[b * TILE + i] == acc;
      acc += t[i];
    }
    ok &= sums[3 * b] == sum && sums[3 * b + 1] == mx && sums[3 * b + 2] == sum;
    if (!ok) {
      printf("FAIL block %d\n", b);
      fails++;
    }
    printf("block %d: sum %d max %d min %d median %d\n", b, sum, mx, t[0], t[TILE / 2]);
  }
  for (int t = 0; t < THREADS; t++) {
    int lane = t % 32, w0 = t - lane, wsum = 0, wmax = -100000, inc = 0, s8 = 0;
    for (int i = 0; i < 32; i++) wsum += h[w0 + i], wmax = std::max(wmax, h[w0 + i]);
    for (int i = 0; i <= lane; i++) inc += h[w0 + i];
    for (int i = 0; i < 8; i++) s8 += h[t / 8 * 8 + i];
    int seg = 0;
    if (lane % 5 == 0)
      for (int i = lane; i < 32 && (i == lane || i % 5 != 0); i++) seg += h[w0 + i];
    int want[6] = {lane == 0 ? wsum : 0, lane == 0 ? wmax : 0, inc, inc - h[t],
                   t % 8 == 0 ? s8 : 0, lane % 5 == 0 ? seg : 0};
    for (int k = 0; k < 6; k++)
      if (w[6 * t + k] != want[k] && !(k == 3 && lane == 0)) { // lane 0's exclusive is undefined
        printf("FAIL warp thread %d item %d: %d, expected %d\n", t, k, w[6 * t + k], want[k]);
        fails++;
      }
  }
  printf("warp 0: sum %d max %d inc[31] %d seg[5] %d sum8[8] %d\n", w[0], w[1], w[6 * 31 + 2],
         w[6 * 5 + 5], w[6 * 8 + 4]);
  if (fails) return 1;
  printf("PASS\n");
  return 0;
}
