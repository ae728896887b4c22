// The occupancy API answers consistently with the device properties
// (maxThreadsPerMultiProcessor, maxBlocksPerMultiProcessor,
// sharedMemPerMultiprocessor, regsPerMultiprocessor) and the kernel's
// attributes (__launch_bounds__, static and dynamic shared memory):
// cudaOccupancyMaxActiveBlocksPerMultiprocessor(+WithFlags),
// cudaOccupancyMaxPotentialBlockSize(+WithFlags, +VariableSMem(+WithFlags)),
// cudaOccupancyAvailableDynamicSMemPerBlock, and their errors. The numbers
// differ between devices, so only relations are checked (passes with nvcc 13
// on an H100 too).
#include <cstdio>

__global__ void plain(float *p) { p[threadIdx.x] *= 2.0f; }

__global__ void __launch_bounds__(256) bounded(float *p) {
  __shared__ float tile[2048]; // 8 KiB static
  tile[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = tile[255 - threadIdx.x];
}

__global__ void dynamic(float *p) {
  extern __shared__ float buf[];
  buf[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
}

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

struct SmemPerThread {
  __host__ size_t operator()(int blockSize) const {
    return (size_t)blockSize * 40; // 40 bytes per thread
  }
};

static size_t smem_per_thread(int blockSize) { return (size_t)blockSize * 40; }

int main() {
  cudaDeviceProp p;
  EXPECT(cudaGetDeviceProperties(&p, 0) == cudaSuccess);
  int blocks = -1;

  // per block size: within every per-multiprocessor limit
  for (int bs = 1; bs <= 1024; bs += bs < 64 ? 1 : 32) {
    EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, plain, bs,
                                                         0) == cudaSuccess);
    EXPECT(blocks >= 1 && blocks <= p.maxBlocksPerMultiProcessor);
    EXPECT(blocks * ((bs + 31) / 32 * 32) <= p.maxThreadsPerMultiProcessor);
    cudaFuncAttributes a;
    cudaFuncGetAttributes(&a, plain);
    EXPECT((long long)blocks * bs * a.numRegs <= p.regsPerMultiprocessor);
  }
  // small blocks: limited by the block count, full blocks: by threads
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, plain, 32, 0) ==
         cudaSuccess);
  EXPECT(blocks == p.maxBlocksPerMultiProcessor ||
         blocks * 32 == p.maxThreadsPerMultiProcessor);
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, plain, 1024,
                                                       0) == cudaSuccess);
  EXPECT(blocks == p.maxThreadsPerMultiProcessor / 1024);
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
             &blocks, plain, 1024, 0, cudaOccupancyDisableCachingOverride) ==
         cudaSuccess);
  EXPECT(blocks == p.maxThreadsPerMultiProcessor / 1024);

  // shared memory limits the count
  size_t dyn = 40 * 1024;
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, dynamic, 64,
                                                       dyn) == cudaSuccess);
  EXPECT(blocks >= 1 && blocks * dyn <= p.sharedMemPerMultiprocessor);
  EXPECT((blocks + 1) * (dyn + p.reservedSharedMemPerBlock) >
         p.sharedMemPerMultiprocessor);
  int bounded_blocks = 0;
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
             &bounded_blocks, bounded, 256, 0) == cudaSuccess);
  EXPECT(bounded_blocks >= 1 &&
         bounded_blocks * 8192 <= (int)p.sharedMemPerMultiprocessor);

  // the block size that maximizes occupancy
  int minGrid = 0, bs = 0;
  EXPECT(cudaOccupancyMaxPotentialBlockSize(&minGrid, &bs, plain) ==
         cudaSuccess);
  EXPECT(bs >= 32 && bs <= 1024 && bs % 32 == 0);
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, plain, bs, 0) ==
         cudaSuccess);
  EXPECT(minGrid == blocks * p.multiProcessorCount);
  EXPECT(blocks * bs == p.maxThreadsPerMultiProcessor);
  EXPECT(cudaOccupancyMaxPotentialBlockSize(&minGrid, &bs, bounded) ==
         cudaSuccess);
  EXPECT(bs >= 32 && bs <= 256);
  EXPECT(cudaOccupancyMaxPotentialBlockSize(&minGrid, &bs, plain, 0, 100) ==
         cudaSuccess);
  EXPECT(bs >= 1 && bs <= 100);
  EXPECT(cudaOccupancyMaxPotentialBlockSizeWithFlags(&minGrid, &bs, plain, 0,
                                                     0, cudaOccupancyDefault) ==
         cudaSuccess);
  EXPECT(bs >= 32);

  // variable shared memory: the result is as good as any other block size
  int vgrid = 0, vbs = 0;
  EXPECT(cudaOccupancyMaxPotentialBlockSizeVariableSMem(&vgrid, &vbs, dynamic,
                                                        SmemPerThread()) ==
         cudaSuccess);
  int vblocks = 0;
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
             &vblocks, dynamic, vbs, smem_per_thread(vbs)) == cudaSuccess);
  EXPECT(vblocks >= 1 && vgrid == vblocks * p.multiProcessorCount);
  for (int b = 32; b <= 1024; b += 32) {
    size_t need = smem_per_thread(b);
    if (need > p.sharedMemPerBlock)
      continue;
    EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, dynamic, b,
                                                         need) == cudaSuccess);
    EXPECT(blocks * b <= vblocks * vbs);
  }
  EXPECT(cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
             &vgrid, &vbs, dynamic, smem_per_thread, 512,
             cudaOccupancyDefault) == cudaSuccess);
  EXPECT(vbs >= 1 && vbs <= 512);

  // dynamic shared memory available to each of n blocks
  size_t avail1 = 0, avail2 = 0;
  EXPECT(cudaOccupancyAvailableDynamicSMemPerBlock(&avail1, dynamic, 1, 128) ==
         cudaSuccess);
  EXPECT(cudaOccupancyAvailableDynamicSMemPerBlock(&avail2, dynamic, 2, 128) ==
         cudaSuccess);
  EXPECT(avail1 > 0 && avail2 > 0 && avail2 <= avail1);
  EXPECT(2 * avail2 <= p.sharedMemPerMultiprocessor);
  cudaFuncAttributes da;
  cudaFuncGetAttributes(&da, dynamic);
  EXPECT(avail1 <= (size_t)da.maxDynamicSharedSizeBytes);
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, dynamic, 128,
                                                       avail2) == cudaSuccess);
  EXPECT(blocks >= 2);

  // errors
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(nullptr, plain, 128,
                                                       0) ==
         cudaErrorInvalidValue);
  EXPECT(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
             &blocks, (const void *)&p, 128, 0) ==
         cudaErrorInvalidResourceHandle);
  cudaGetLastError();

  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
