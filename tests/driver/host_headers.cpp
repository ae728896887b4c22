// A host-only program that includes cucc's headers (tests/driver/host_headers.sh).
#include <cuda_runtime.h>
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_occupancy.h>
#include <cuComplex.h>
#include <vector_types.h>
#include <vector_functions.h>
#include <math_constants.h>
#include <library_types.h>
#include <nvToolsExt.h>
#include <cuda_profiler_api.h>
#include <driver_types.h>
#include <channel_descriptor.h>
#include <cstdio>
int main() {
  float *p = nullptr;
  cudaMalloc(&p, 16);
  cuFloatComplex z = cuCmulf(make_cuFloatComplex(1, 2), make_cuFloatComplex(3, 4));
  float2 f = make_float2(1, 2);
  __half h = __float2half(1.5f);
  nvtxRangePushA("x");
  nvtxRangePop();
  std::printf("%g %g %g %g %d\n", cuCrealf(z), f.y, __half2float(h), CUDART_PI_F, (int)CUDA_R_32F);
  cudaFree(p);
  return 0;
}
