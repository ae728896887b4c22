// The asynchronous-copy and barrier headers, used as NVIDIA's samples use
// them: cuda::barrier<thread_scope_block> with init(&bar, blockDim.x),
// arrive/wait tokens and arrive_and_wait between the warps of a block
// (simpleAWBarrier), a completion function, cuda::memcpy_async into a
// barrier; cuda::pipeline of a thread (make_pipeline, memcpy_async,
// pipeline_consumer_wait_prior) and of a block (pipeline_shared_state,
// group memcpy_async) in a tiled matrix product (globalToShmemAsyncCopy);
// the __pipeline_* primitives with zfill; cg::memcpy_async + cg::wait on a
// block and on a 32-thread tile; the __mbarrier_* primitives and
// nvcuda::experimental::awbarrier; cuda::atomic and cuda::std headers.
// Results are checked against the host.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cuda_awbarrier.h>
#include <cuda_pipeline.h>
#include <stdio.h>
namespace cg = cooperative_groups;

#define N 1024
#define TILE 16

// simpleAWBarrier: dot product, warps' partial sums through shared memory
__global__ void dot(const float *a, const float *b, double *out) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  __shared__ cuda::barrier<cuda::thread_scope_block> barrier;
  __shared__ double tmp[32];
  if (threadIdx.x == 0)
    init(&barrier, blockDim.x);
  cg::sync(cta);
  double s = 0;
  for (int i = threadIdx.x; i < N; i += blockDim.x)
    s += (double)(a[i] * b[i]);
  for (int o = 16; o > 0; o /= 2)
    s += tile32.shfl_down(s, o);
  if (tile32.thread_rank() == 0)
    tmp[tile32.meta_group_rank()] = s;
  auto token = barrier.arrive();
  barrier.wait(cuda::std::move(token));
  if (tile32.meta_group_rank() == 0) {
    double beta = tile32.thread_rank() < tile32.meta_group_size() ? tmp[tile32.thread_rank()] : 0;
    for (int o = 16; o > 0; o /= 2)
      beta += tile32.shfl_down(beta, o);
    if (tile32.thread_rank() == 0)
      *out = beta;
  }
  barrier.arrive_and_wait();
}

// a completion function that runs once per phase
struct count_phase {
  int *n;
  __device__ void operator()() noexcept { (*n)++; }
};
__global__ void phases(int *n, int *copied, const int *src) {
  __shared__ cuda::barrier<cuda::thread_scope_block, count_phase> bar;
  __shared__ int buf[128];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x, count_phase{n});
  __syncthreads();
  for (int k = 0; k < 3; k++)
    bar.arrive_and_wait();
  cuda::memcpy_async(cg::this_thread_block(), buf, src, sizeof(int) * 128, bar);
  bar.arrive_and_wait();
  copied[threadIdx.x] = buf[127 - threadIdx.x];
}

// globalToShmemAsyncCopy: C = A * B with TILE x TILE tiles
__global__ void matmul_thread_pipe(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE], Bs[TILE][TILE];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float sum = 0;
  for (int t = 0; t < n / TILE; t++) {
    pipe.producer_acquire();
    cuda::memcpy_async(&As[ty][tx], &A[row * n + t * TILE + tx], cuda::aligned_size_t<4>(sizeof(float)), pipe);
    cuda::memcpy_async(&Bs[ty][tx], &B[(t * TILE + ty) * n + col], cuda::aligned_size_t<4>(sizeof(float)), pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      sum += As[ty][k] * Bs[k][tx];
    __syncthreads();
    pipe.consumer_release();
  }
  C[row * n + col] = sum;
}
__global__ void matmul_block_pipe(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE], Bs[TILE][TILE];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
  cg::thread_block cta = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(cta, &state);
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float sum = 0;
  for (int t = 0; t < n / TILE; t++) {
    pipe.producer_acquire();
    for (int r = 0; r < TILE; r++) { // the block copies row by row
      cuda::memcpy_async(cta, &As[r][0], &A[(blockIdx.y * TILE + r) * n + t * TILE], sizeof(float) * TILE, pipe);
      cuda::memcpy_async(cta, &Bs[r][0], &B[(t * TILE + r) * n + blockIdx.x * TILE], sizeof(float) * TILE, pipe);
    }
    pipe.producer_commit();
    pipe.consumer_wait();
    for (int k = 0; k < TILE; k++)
      sum += As[ty][k] * Bs[k][tx];
    pipe.consumer_release();
    __syncthreads();
  }
  C[row * n + col] = sum;
}
__global__ void matmul_primitives(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE], Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float sum = 0;
  for (int t = 0; t < n / TILE; t++) {
    __pipeline_memcpy_async(&As[ty][tx], &A[row * n + t * TILE + tx], sizeof(float));
    __pipeline_memcpy_async(&Bs[ty][tx], &B[(t * TILE + ty) * n + col], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      sum += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = sum;
}

// cg::memcpy_async on a block and on tiles, zfill, awbarrier, atomics
__global__ void misc(const int *src, int *out, cuda::atomic<int, cuda::thread_scope_device> *counter) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ int blk[256];
  __shared__ int tiles[256];
  __shared__ int4 z[64];
  __shared__ __mbarrier_t mb;
  __shared__ nvcuda::experimental::awbarrier awb;
  cg::memcpy_async(cta, blk, src, sizeof(int) * 256);
  cg::wait(cta);
  auto t32 = cg::tiled_partition<32>(cta);
  cg::memcpy_async(t32, tiles + 32 * t32.meta_group_rank(), src + 32 * t32.meta_group_rank(),
                   sizeof(int) * 32);
  cg::wait_prior<0>(t32);
  // 12 of 16 bytes copied, the rest zeroed
  __pipeline_memcpy_async(&z[threadIdx.x % 64], src + 4 * (threadIdx.x % 64), 16, 4);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  if (threadIdx.x == 0) {
    __mbarrier_init(&mb, blockDim.x);
    init(&awb, blockDim.x);
  }
  __syncthreads();
  __mbarrier_token_t tok = __mbarrier_arrive(&mb);
  while (!__mbarrier_test_wait(&mb, tok)) {
  }
  awb.arrive_and_wait();
  counter->fetch_add(1);
  cuda::atomic_ref<int> ref(out[1024]);
  ref.fetch_max((int)threadIdx.x);
  int i = threadIdx.x;
  out[i] = blk[255 - i];
  out[256 + i] = tiles[i ^ 31];
  int4 q = z[i % 64];
  out[512 + i] = (i / 64 == 0) ? q.x : (i / 64 == 1) ? q.y : (i / 64 == 2) ? q.z : q.w;
}

static int bad;
static void expect(const char *what, bool ok) {
  if (!ok) {
    printf("FAIL %s\n", what);
    bad++;
  }
}

int main() {
  static float a[N * N / 16], b[N * N / 16], c[N * N / 16], ref[N * N / 16];
  float *da, *db, *dc;
  double *dd, dot_host = 0, dot_dev = 0;
  for (int i = 0; i < N; i++) {
    a[i] = (float)(i % 7) - 3.0f;
    b[i] = (float)(i % 5) * 0.5f;
    dot_host += (double)(a[i] * b[i]);
  }
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dc, sizeof c);
  cudaMalloc(&dd, sizeof(double));
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  dot<<<1, 256>>>(da, db, dd);
  cudaMemcpy(&dot_dev, dd, sizeof dot_dev, cudaMemcpyDeviceToHost);
  expect("barrier dot product", dot_dev == dot_host);
  printf("dot %g\n", dot_dev);

  int *dn, *dcopied, *dsrc, n = 0, copied[128], src[1025];
  for (int i = 0; i < 1025; i++)
    src[i] = i * 3 + 1;
  cudaMalloc(&dn, sizeof(int));
  cudaMalloc(&dcopied, sizeof copied);
  cudaMalloc(&dsrc, sizeof src);
  cudaMemset(dn, 0, sizeof(int));
  cudaMemcpy(dsrc, src, sizeof src, cudaMemcpyHostToDevice);
  phases<<<1, 128>>>(dn, dcopied, dsrc);
  cudaMemcpy(&n, dn, sizeof n, cudaMemcpyDeviceToHost);
  cudaMemcpy(copied, dcopied, sizeof copied, cudaMemcpyDeviceToHost);
  expect("completion function once per phase", n == 4);
  for (int i = 0; i < 128; i++)
    expect("memcpy_async with a barrier", copied[i] == src[127 - i]);
  printf("phases %d\n", n);

  const int m = 64;
  for (int i = 0; i < m * m; i++) {
    a[i] = (float)((i * 7) % 11) - 5.0f;
    b[i] = (float)((i * 3) % 13) * 0.25f;
  }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++) {
      float s = 0;
      for (int k = 0; k < m; k++)
        s += a[i * m + k] * b[k * m + j];
      ref[i * m + j] = s;
    }
  cudaMemcpy(da, a, sizeof(float) * m * m, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof(float) * m * m, cudaMemcpyHostToDevice);
  void (*kernels[3])(const float *, const float *, float *, int) = {
      matmul_thread_pipe, matmul_block_pipe, matmul_primitives};
  const char *names[3] = {"thread pipeline", "block pipeline", "primitives"};
  for (int k = 0; k < 3; k++) {
    cudaMemset(dc, 0, sizeof(float) * m * m);
    kernels[k]<<<dim3(m / TILE, m / TILE), dim3(TILE, TILE)>>>(da, db, dc, m);
    cudaMemcpy(c, dc, sizeof(float) * m * m, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < m * m; i++)
      wrong += c[i] != ref[i];
    expect(names[k], wrong == 0);
    printf("%s: %d wrong\n", names[k], wrong);
  }

  int *dout, out[1025];
  cuda::atomic<int, cuda::thread_scope_device> *counter;
  cudaMalloc(&dout, sizeof out);
  cudaMallocManaged(&counter, sizeof *counter);
  *counter = 0;
  cudaMemset(dout, 0, sizeof out);
  misc<<<1, 256>>>(dsrc, dout, counter);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 256; i++) {
    expect("cg::memcpy_async block", out[i] == src[255 - i]);
    expect("cg::memcpy_async tile", out[256 + i] == src[i ^ 31]);
    int c4 = i / 64;
    expect("zfill", out[512 + i] == (c4 == 3 ? 0 : src[4 * (i % 64) + c4]));
  }
  expect("cuda::atomic", counter->load() == 256 && out[1024] == 255);
  static_assert(cuda::std::is_same<cuda::std::int64_t, long>::value, "int64_t");
  expect("cuda::std::numeric_limits", cuda::std::numeric_limits<cuda::std::uint8_t>::max() == 255);
  printf("%s\n", cudaGetLastError() == cudaSuccess && !bad ? "PASS" : "FAIL");
  return bad != 0;
}
