// Float-to-integer conversions in kernels saturate as on the GPU (PTX's cvt
// clamps out-of-range values to the end of the integer range; the guide's
// F.2 rule 11: "unlike the x86 architecture", where cvttss2si gives
// 0x80000000), for C casts, the __float2int_* family and lrintf & co., in
// scalar and vectorized loops. NaN gives 0 from float to 32 bits,
// 0x80000000 from double to 32 bits and 0x8000000000000000 to 64 bits;
// short and char results are the 32-bit conversion (signed or unsigned)
// truncated, as nvcc emits it. Also: nvcc's default FMA contraction of
// x*y+z survives next to __fmul_rn, which never fuses.
// Self-checking; the values are what an H100 gives (nvcc 13), as recorded
// in tests/e2e/math_intrinsics.expected.
#include <climits>
#include <cmath>
#include <cstdio>

#define N 12
__global__ void conv(const float *f, const double *d, int *i32, unsigned *u32,
                     long long *i64, unsigned long long *u64, int *di32,
                     unsigned long long *du64, long long *lr, short *i16, unsigned char *u8,
                     short *di16) {
  int t = threadIdx.x;  // one value per thread: a vectorized loop
  if (t >= N) return;
  i32[t] = (int)f[t];
  u32[t] = (unsigned)f[t];
  i64[t] = (long long)f[t];
  u64[t] = (unsigned long long)f[t];
  di32[t] = (int)d[t];
  du64[t] = (unsigned long long)d[t];
  lr[t] = lrintf(f[t]);
  i16[t] = (short)f[t];
  u8[t] = (unsigned char)f[t];
  di16[t] = (short)d[t];
}

__global__ void contraction(const float *in, float *out) {
  float a = in[0], b = in[2], a2 = in[1];  // 1 + 2^-12 twice, 1 + 2^-11
  out[0] = a * a - a2;                     // fused: 2^-24
  out[1] = __fmul_rn(b, b) - a2;           // never fused: 0
  float p = b * b;                         // a product with two uses: fused
  out[2] = p - a2;                         // into both
  out[3] = p + a2;
}

int main() {
  float f[N] = {1e10f, -1e10f, NAN, INFINITY, -INFINITY, -1.5f, 2.5f, 3e9f, -3e9f, 1e20f, -0.99f, 5e9f};
  double d[N] = {1e10, -1e10, NAN, INFINITY, -INFINITY, -1.5, 2.5, 3e9, -3e9, 1e20, -0.99, 2e19};
  const int e_i32[N] = {INT_MAX, INT_MIN, 0, INT_MAX, INT_MIN, -1, 2, INT_MAX, INT_MIN, INT_MAX, 0, INT_MAX};
  const int e_di32[N] = {INT_MAX, INT_MIN, INT_MIN, INT_MAX, INT_MIN, -1, 2, INT_MAX, INT_MIN, INT_MAX, 0, INT_MAX};
  const short e_i16[N] = {-1, 0, 0, -1, 0, -1, 2, -1, 0, -1, 0, -1};
  const unsigned char e_u8[N] = {255, 0, 0, 255, 0, 0, 2, 0, 0, 255, 0, 255};
  const unsigned e_u32[N] = {UINT_MAX, 0, 0, UINT_MAX, 0, 0, 2, 3000000000u, 0, UINT_MAX, 0, UINT_MAX};
  const long long e_i64[N] = {10000000000ll, -10000000000ll, LLONG_MIN, LLONG_MAX, LLONG_MIN, -1, 2, 3000000000ll,
                              -3000000000ll, LLONG_MAX, 0, 5000000000ll};
  const unsigned long long e_u64[N] = {10000000000ull, 0, 1ull << 63, ULLONG_MAX, 0, 0, 2, 3000000000ull, 0,
                                       ULLONG_MAX, 0, 5000000000ull};
  const unsigned long long e_du64[N] = {10000000000ull, 0, 1ull << 63, ULLONG_MAX, 0, 0, 2, 3000000000ull, 0,
                                        ULLONG_MAX, 0, 18446744073709551615ull};
  const long long e_lr[N] = {10000000000ll, -10000000000ll, LLONG_MIN, LLONG_MAX, LLONG_MIN, -2, 2, 3000000000ll,
                             -3000000000ll, LLONG_MAX, -1, 5000000000ll};
  float *df; double *dd; int *i32, *di32; unsigned *u32; long long *i64, *lr; unsigned long long *u64, *du64;
  cudaMalloc(&df, sizeof f); cudaMalloc(&dd, sizeof d);
  cudaMalloc(&i32, N * 4); cudaMalloc(&u32, N * 4); cudaMalloc(&i64, N * 8); cudaMalloc(&u64, N * 8);
  cudaMalloc(&di32, N * 4); cudaMalloc(&du64, N * 8); cudaMalloc(&lr, N * 8);
  short *i16, *di16; unsigned char *u8;
  cudaMalloc(&i16, N * 2); cudaMalloc(&di16, N * 2); cudaMalloc(&u8, N);
  cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice);
  cudaMemcpy(dd, d, sizeof d, cudaMemcpyHostToDevice);
  conv<<<1, 32>>>(df, dd, i32, u32, i64, u64, di32, du64, lr, i16, u8, di16);
  short h_i16[N], h_di16[N]; unsigned char h_u8[N];
  cudaMemcpy(h_i16, i16, sizeof h_i16, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_di16, di16, sizeof h_di16, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_u8, u8, sizeof h_u8, cudaMemcpyDeviceToHost);
  int h_i32[N], h_di32[N]; unsigned h_u32[N]; long long h_i64[N], h_lr[N]; unsigned long long h_u64[N], h_du64[N];
  cudaMemcpy(h_i32, i32, sizeof h_i32, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_u32, u32, sizeof h_u32, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_i64, i64, sizeof h_i64, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_u64, u64, sizeof h_u64, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_di32, di32, sizeof h_di32, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_du64, du64, sizeof h_du64, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_lr, lr, sizeof h_lr, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < N; t++) {
    if (h_i32[t] != e_i32[t] || h_u32[t] != e_u32[t] || h_i64[t] != e_i64[t] || h_u64[t] != e_u64[t] ||
        h_di32[t] != e_di32[t] || h_i16[t] != e_i16[t] || h_u8[t] != e_u8[t] || h_di16[t] != e_i16[t] || h_du64[t] != e_du64[t] || h_lr[t] != e_lr[t]) {
      printf("FAIL: value %d (%g): int %d unsigned %u ll %lld ull %llu short %d uchar %d (double: int %d ull %llu "
             "short %d) lrintf %lld\n", t, f[t], h_i32[t], h_u32[t], h_i64[t], h_u64[t], h_i16[t], h_u8[t], h_di32[t],
             h_du64[t], h_di16[t], h_lr[t]);
      bad++;
    }
  }
  float c[3] = {0x1.001p0f, 0x1.002p0f, 0x1.001p0f}, r[4];
  float *dc, *dr;
  cudaMalloc(&dc, sizeof c); cudaMalloc(&dr, sizeof r);
  cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
  contraction<<<1, 1>>>(dc, dr);
  cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
  if (r[0] != 0x1p-24f || r[1] != 0.0f || r[2] != 0x1p-24f || r[3] != 0x1.002p1f) {
    printf("FAIL: contraction: a*a-a2 = %a (want 0x1p-24), __fmul_rn(a,a)-a2 = %a (want 0), "
           "p-a2 = %a (want 0x1p-24), p+a2 = %a (want 0x1.002p+1)\n", r[0], r[1], r[2], r[3]);
    bad++;
  }
  if (bad) return 1;
  printf("PASS\n");
  return 0;
}
