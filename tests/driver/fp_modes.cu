// What nvcc's floating-point flags change, printed as yes/no: FMA contraction
// (--fmad), flushing of single-precision denormals (--ftz), and division by a
// divisor above 2^126 (-use_fast_math maps x/y to __fdividef). Compiled by
// tests/driver/fp_modes.sh with each flag, which expects what the guide
// documents; tests/reference/record_math.sh runs it under real nvcc.
#include <cstdio>

__global__ void k(const float *in, float *out) {
  out[0] = in[0] * in[0] - in[1];  // 2^-24 when fused, 0 when not
  out[1] = in[2] * in[3];          // 1e-20 * 1e-20: a denormal, 0 when flushed
  out[2] = in[4] / in[5];          // 1e30 / 3e38 = 3.3e-9, 0 as __fdividef
  out[3] = in[6] + in[7];          // denormal + 0: flushed operand?
}

int main() {
  float h[8] = {0x1.001p0f, 0x1.002p0f, 1e-20f, 1e-20f, 1e30f, 3e38f, 1e-40f, 0.0f};
  float r[4];
  float *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h);
  cudaMalloc(&d_out, sizeof r);
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 1>>>(d_in, d_out);
  cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
  printf("fused multiply-add: %s\n", r[0] != 0 ? "yes" : "no");
  printf("denormal result flushed: %s\n", r[1] == 0 ? "yes" : "no");
  printf("x/y with |y| > 2^126 gives 0: %s\n", r[2] == 0 ? "yes" : "no");
  printf("denormal operand flushed: %s\n", r[3] == 0 ? "yes" : "no");
  return 0;
}
