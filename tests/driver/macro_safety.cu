// A program that uses many of cucc's headers; tests/driver/macro_safety.sh
// compiles it with common short macros defined on the command line.
#include <cuda_runtime.h>
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_profiler_api.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <mma.h>
#include <texture_fetch_functions.h>
#include <surface_functions.h>
#include <math_constants.h>
#include <cuComplex.h>
#include <library_types.h>
#include <nvToolsExt.h>
#include <sm_20_atomic_functions.h>
#include <sm_32_intrinsics.h>
#include <sm_35_intrinsics.h>
#include <sm_60_atomic_functions.h>
#include <sm_61_intrinsics.h>
#include <device_atomic_functions.h>
#include <device_functions.h>
#include <cuda_occupancy.h>
#include <cuda_fp8.h>
#include <cuda_pipeline.h>
#include <cuda_awbarrier.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/std/atomic>
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cuda/std/cmath>
#include <stdio.h>
namespace cg = cooperative_groups;
using namespace nvcuda;

__global__ void child(int *my_out) { atomicAdd(my_out, 1); }

__global__ void kernel(float *my_out, int *my_count, cudaTextureObject_t my_tex) {
  cg::thread_block my_block = cg::this_thread_block();
  cg::thread_block_tile<32> my_warp = cg::tiled_partition<32>(my_block);
  float my_v = tex1Dfetch<float>(my_tex, threadIdx.x);
  float my_sum = cg::reduce(my_warp, my_v, cg::plus<float>());
  int my_rank = cg::exclusive_scan(my_warp, 1);
  __half my_h = __float2half(my_sum);
  __nv_bfloat16 my_b = __float2bfloat16(my_sum);
  cuFloatComplex my_z = cuCmulf(make_cuFloatComplex(my_v, 1.0f),
                             make_cuFloatComplex(2.0f, my_v));
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> my_acc;
  wmma::fill_fragment(my_acc, 0.0f);
  my_out[threadIdx.x] = __half2float(my_h) + __bfloat162float(my_b) + cuCabsf(my_z) +
                     (float)my_rank * 0.0f + my_acc.x[0] + CUDART_ZERO_F;
  if (threadIdx.x == 0)
    child<<<1, 4>>>(my_count);
}

int main() {
  float my_host[64], *my_out;
  int *my_count, my_n = 0;
  float *my_buf;
  cudaMalloc(&my_out, sizeof my_host);
  cudaMalloc(&my_count, sizeof(int));
  cudaMalloc(&my_buf, sizeof my_host);
  for (int my_i = 0; my_i < 64; my_i++)
    my_host[my_i] = (float)my_i;
  cudaMemcpy(my_buf, my_host, sizeof my_host, cudaMemcpyHostToDevice);
  cudaMemset(my_count, 0, sizeof(int));
  cudaResourceDesc my_res = {};
  my_res.resType = cudaResourceTypeLinear;
  my_res.res.linear.devPtr = my_buf;
  my_res.res.linear.desc = cudaCreateChannelDesc<float>();
  my_res.res.linear.sizeInBytes = sizeof my_host;
  cudaTextureDesc my_td = {};
  cudaTextureObject_t my_tex;
  cudaCreateTextureObject(&my_tex, &my_res, &my_td, NULL);
  nvtxRangePushA("kernel");
  kernel<<<1, 64>>>(my_out, my_count, my_tex);
  nvtxRangePop();
  cudaMemcpy(my_host, my_out, sizeof my_host, cudaMemcpyDeviceToHost);
  cudaMemcpy(&my_n, my_count, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%g %g %d %s\n", my_host[0], my_host[63], my_n,
         cudaGetErrorString(cudaGetLastError()));
  return 0;
}
