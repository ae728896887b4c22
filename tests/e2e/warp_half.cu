// Warp shuffles of __half, __half2, __nv_bfloat16 and __nv_bfloat162 move
// the bit pattern like the 32-bit forms (checked against int shuffles).
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void k(int *bad) {
  int lane = threadIdx.x % 32;
  float x = lane * 0.5f - 4.0f; // exact in half and bf16
  __half h = __float2half(x);
  __half2 h2 = __floats2half2_rn(x, -x);
  __nv_bfloat16 b = __float2bfloat16(x);
  __nv_bfloat162 b2 = __floats2bfloat162_rn(x, 2 * x);
  int src[4] = {(lane * 7) % 32, lane - 3, lane + 5, lane ^ 6};
  for (int op = 0; op < 4; op++) {
    __half rh;
    __half2 rh2;
    __nv_bfloat16 rb;
    __nv_bfloat162 rb2;
    int want;
    if (op == 0) {
      rh = __shfl_sync(0xffffffff, h, src[0]);
      rh2 = __shfl_sync(0xffffffff, h2, src[0]);
      rb = __shfl_sync(0xffffffff, b, src[0]);
      rb2 = __shfl_sync(0xffffffff, b2, src[0]);
      want = __shfl_sync(0xffffffff, lane, src[0]);
    } else if (op == 1) {
      rh = __shfl_up_sync(0xffffffff, h, 3);
      rh2 = __shfl_up_sync(0xffffffff, h2, 3);
      rb = __shfl_up_sync(0xffffffff, b, 3);
      rb2 = __shfl_up_sync(0xffffffff, b2, 3);
      want = __shfl_up_sync(0xffffffff, lane, 3);
    } else if (op == 2) {
      rh = __shfl_down_sync(0xffffffff, h, 5, 16);
      rh2 = __shfl_down_sync(0xffffffff, h2, 5, 16);
      rb = __shfl_down_sync(0xffffffff, b, 5, 16);
      rb2 = __shfl_down_sync(0xffffffff, b2, 5, 16);
      want = __shfl_down_sync(0xffffffff, lane, 5, 16);
    } else {
      rh = __shfl_xor_sync(0xffffffff, h, 6);
      rh2 = __shfl_xor_sync(0xffffffff, h2, 6);
      rb = __shfl_xor_sync(0xffffffff, b, 6);
      rb2 = __shfl_xor_sync(0xffffffff, b2, 6);
      want = __shfl_xor_sync(0xffffffff, lane, 6);
    }
    float w = want * 0.5f - 4.0f;
    if (__half2float(rh) != w || __low2float(rh2) != w ||
        __high2float(rh2) != -w || __bfloat162float(rb) != w ||
        __low2float(rb2) != w || __high2float(rb2) != 2 * w)
      atomicAdd(bad, 1);
  }
}

int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  k<<<2, 64>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("mismatches: %d\n%s\n", h, h ? "FAIL" : "PASS");
  return h != 0;
}
