// Cooperative launches: cudaLaunchCooperativeKernel and cudaLaunchKernelEx
// with cudaLaunchAttributeCooperative run every block of the grid at once, so
// that grid_group::sync() is a grid-wide barrier: a two-phase computation
// (per-block sums, then every thread reads all of them), several rounds of a
// double-buffered stencil with a grid.sync() between rounds, and per-block
// shared memory that survives the barrier; all checked against a host
// reference. The grid is as large as the occupancy calculator allows (many
// more blocks than cucc has worker threads); one block more is refused with
// cudaErrorCooperativeLaunchTooLarge (not sticky). grid.is_valid() is true
// only in cooperative launches. Passes with nvcc 13 on an H100 too, except
// that there an ordinary launch made after a cooperative one saw is_valid()
// true (the context has a grid workspace by then), so the ordinary launch is
// checked first, before any cooperative one.
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

#define BLOCK 128
#define ROUNDS 4

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

// Phase 1: block b sums in[] over its threads' grid-stride elements into
// partial[b]. Phase 2 (after grid.sync): every thread adds the total of all
// partials to its elements. Then ROUNDS stencil rounds a <- a[i] + a[i+1].
__global__ void two_phase(const int *in, long long *partial, long long *a,
                          long long *b, int n, int *valid) {
  cg::grid_group grid = cg::this_grid();
  __shared__ long long s[BLOCK];
  extern __shared__ int tag[]; // per block: its rank, checked after syncs
  if (threadIdx.x == 0)
    tag[0] = (int)grid.block_rank();
  long long mine = 0;
  for (long long i = grid.thread_rank(); i < n; i += grid.size())
    mine += in[i];
  s[threadIdx.x] = mine;
  __syncthreads();
  for (int w = BLOCK / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s[0];
  grid.sync();
  long long total = 0;
  for (unsigned k = 0; k < gridDim.x; k++)
    total += partial[k];
  for (long long i = grid.thread_rank(); i < n; i += grid.size())
    a[i] = in[i] + total;
  for (int r = 0; r < ROUNDS; r++) {
    grid.sync();
    long long *src = r % 2 ? b : a, *dst = r % 2 ? a : b;
    for (long long i = grid.thread_rank(); i < n; i += grid.size())
      dst[i] = src[i] + src[(i + 1) % n];
  }
  grid.sync();
  if (threadIdx.x == 0 && tag[0] != (int)grid.block_rank())
    atomicAdd(valid + 1, 1); // another block's shared memory
  if (grid.thread_rank() == 0)
    atomicAdd(valid, grid.is_valid() ? 1 : 0);
}

__global__ void validity(int *out) {
  if (cg::this_grid().thread_rank() == 0)
    *out = cg::this_grid().is_valid();
}

// cudaLaunchKernelEx + cudaLaunchAttributeCooperative: a grid-wide count
__global__ void count_then_read(int *counter, int *seen) {
  cg::grid_group grid = cg::this_grid();
  if (threadIdx.x == 0)
    atomicAdd(counter, 1);
  cg::this_grid().sync();
  if (threadIdx.x == 0)
    seen[blockIdx.x + gridDim.x * blockIdx.y] = *counter;
  (void)grid;
}

int main() {
  int dev = 0, sms = 0, per_sm = 0, coop = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev);
  EXPECT(coop == 1);
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
             &per_sm, two_phase, BLOCK, sizeof(int)) == cudaSuccess);
  EXPECT(per_sm >= 1);
  int nblocks = per_sm * sms;

  // is_valid is false in an ordinary launch
  int *d_out, out = -1;
  cudaMalloc(&d_out, sizeof(int));
  validity<<<2, 32>>>(d_out);
  cudaMemcpy(&out, d_out, sizeof out, cudaMemcpyDeviceToHost);
  printf("is_valid in an ordinary launch: %d\n", out);
  EXPECT(out == 0);
  int n = nblocks * BLOCK * 2 + 77;

  std::vector<int> in(n);
  for (int i = 0; i < n; i++)
    in[i] = (i * 37) % 101 - 50;
  int *d_in, *d_valid;
  long long *d_partial, *d_a, *d_b;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_partial, nblocks * sizeof(long long));
  cudaMalloc(&d_a, n * sizeof(long long));
  cudaMalloc(&d_b, n * sizeof(long long));
  cudaMalloc(&d_valid, 2 * sizeof(int));
  cudaMemset(d_valid, 0, 2 * sizeof(int));
  cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice);

  void *args[] = {&d_in, &d_partial, &d_a, &d_b, &n, &d_valid};
  cudaError_t e = cudaLaunchCooperativeKernel((const void *)two_phase,
                                              dim3(nblocks), dim3(BLOCK), args,
                                              sizeof(int), 0);
  printf("cooperative launch: %s\n", cudaGetErrorName(e));
  e = cudaDeviceSynchronize();
  printf("synchronize: %s\n", cudaGetErrorName(e));

  std::vector<long long> ref(n), tmp(n), got(n);
  long long total = 0;
  for (int i = 0; i < n; i++)
    total += in[i];
  for (int i = 0; i < n; i++)
    ref[i] = in[i] + total;
  for (int r = 0; r < ROUNDS; r++) {
    for (int i = 0; i < n; i++)
      tmp[i] = ref[i] + ref[(i + 1) % n];
    ref.swap(tmp);
  }
  // ROUNDS is even: the last round wrote a
  cudaMemcpy(got.data(), d_a, n * sizeof(long long), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += got[i] != ref[i];
  printf("grid-wide two-phase result: %s\n", bad ? "wrong" : "correct");
  int valid[2];
  cudaMemcpy(valid, d_valid, sizeof valid, cudaMemcpyDeviceToHost);
  printf("is_valid in the cooperative launch: %d, foreign shared memory: %d\n",
         valid[0], valid[1]);
  EXPECT(bad == 0 && valid[0] == 1 && valid[1] == 0);

  // one block more than can be resident
  int big = nblocks + 1;
  e = cudaLaunchCooperativeKernel((const void *)two_phase, dim3(big),
                                  dim3(BLOCK), args, sizeof(int), 0);
  printf("one block too many: %s\n", cudaGetErrorName(e));
  cudaError_t last = cudaGetLastError();
  printf("last error: %s, ", cudaGetErrorName(last));
  printf("then %s\n", cudaGetErrorName(cudaGetLastError()));
  EXPECT(e == cudaErrorCooperativeLaunchTooLarge);

  // is_valid is true in a cooperative launch
  void *vargs[] = {&d_out};
  e = cudaLaunchCooperativeKernel((const void *)validity, dim3(2), dim3(32),
                                  vargs, 0, 0);
  cudaMemcpy(&out, d_out, sizeof out, cudaMemcpyDeviceToHost);
  printf("is_valid in a cooperative launch: %s %d\n", cudaGetErrorName(e), out);
  EXPECT(out == 1);

  // cudaLaunchKernelEx with the cooperative attribute, a 2D grid
  int per_sm2 = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm2, count_then_read, 64,
                                                0);
  int gx = per_sm2 * sms / 2 > 1 ? per_sm2 * sms / 2 : 1;
  int *d_counter, *d_seen;
  cudaMalloc(&d_counter, sizeof(int));
  cudaMalloc(&d_seen, 2 * gx * sizeof(int));
  cudaMemset(d_counter, 0, sizeof(int));
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(gx, 2);
  cfg.blockDim = dim3(64);
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeCooperative;
  attr[0].val.cooperative = 1;
  cfg.attrs = attr;
  cfg.numAttrs = 1;
  e = cudaLaunchKernelEx(&cfg, count_then_read, d_counter, d_seen);
  printf("cudaLaunchKernelEx cooperative: %s\n", cudaGetErrorName(e));
  std::vector<int> seen(2 * gx);
  cudaMemcpy(seen.data(), d_seen, 2 * gx * sizeof(int), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < 2 * gx; i++)
    bad += seen[i] != 2 * gx;
  printf("every block saw every other block's arrival: %s\n",
         bad ? "no" : "yes");
  EXPECT(bad == 0);
  cfg.gridDim = dim3(per_sm2 * sms + 1);
  e = cudaLaunchKernelEx(&cfg, count_then_read, d_counter, d_seen);
  printf("cudaLaunchKernelEx cooperative, too large: %s\n",
         cudaGetErrorName(e));
  cudaGetLastError();

  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
