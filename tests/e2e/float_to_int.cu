// Float-to-integer conversions in kernels saturate as on the GPU (PTX's cvt
// clamps out-of-range values to the end of the integer range and gives 0 for
// NaN; the guide's F.2 rule 11: "unlike the x86 architecture", where
// cvttss2si gives 0x80000000), for C casts, the __float2int_* family and
// lrintf & co., in scalar and vectorized loops. Also: nvcc's default FMA
// contraction of x*y+z survives next to __fmul_rn, which never fuses.
// Self-checking; the values follow the PTX ISA and the guide.
#include <climits>
#include <cmath>
#include <cstdio>

#define N 12
__global__ void conv(const float *f, const double *d, int *i32, unsigned *u32,
                     long long *i64, unsigned long long *u64, int *di32,
                     unsigned long long *du64, long long *lr) {
  int t = threadIdx.x;  // one value per thread: a vectorized loop
  if (t >= N) return;
  i32[t] = (int)f[t];
  u32[t] = (unsigned)f[t];
  i64[t] = (long long)f[t];
  u64[t] = (unsigned long long)f[t];
  di32[t] = (int)d[t];
  du64[t] = (unsigned long long)d[t];
  lr[t] = lrintf(f[t]);
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
  const unsigned e_u32[N] = {UINT_MAX, 0, 0, UINT_MAX, 0, 0, 2, 3000000000u, 0, UINT_MAX, 0, UINT_MAX};
  const long long e_i64[N] = {10000000000ll, -10000000000ll, 0, LLONG_MAX, LLONG_MIN, -1, 2, 3000000000ll,
                              -3000000000ll, LLONG_MAX, 0, 5000000000ll};
  const unsigned long long e_u64[N] = {10000000000ull, 0, 0, ULLONG_MAX, 0, 0, 2, 3000000000ull, 0,
                                       ULLONG_MAX, 0, 5000000000ull};
  const unsigned long long e_du64[N] = {10000000000ull, 0, 0, ULLONG_MAX, 0, 0, 2, 3000000000ull, 0,
                                        ULLONG_MAX, 0, 18446744073709551615ull};
  const long long e_lr[N] = {10000000000ll, -10000000000ll, 0, LLONG_MAX, LLONG_MIN, -2, 2, 3000000000ll,
                             -3000000000ll, LLONG_MAX, -1, 5000000000ll};
  float *df; double *dd; int *i32, *di32; unsigned *u32; long long *i64, *lr; unsigned long long *u64, *du64;
  cudaMalloc(&df, sizeof f); cudaMalloc(&dd, sizeof d);
  cudaMalloc(&i32, N * 4); cudaMalloc(&u32, N * 4); cudaMalloc(&i64, N * 8); cudaMalloc(&u64, N * 8);
  cudaMalloc(&di32, N * 4); cudaMalloc(&du64, N * 8); cudaMalloc(&lr, N * 8);
  cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice);
  cudaMemcpy(dd, d, sizeof d, cudaMemcpyHostToDevice);
  conv<<<1, 32>>>(df, dd, i32, u32, i64, u64, di32, du64, lr);
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
        h_di32[t] != e_i32[t] || h_du64[t] != e_du64[t] || h_lr[t] != e_lr[t]) {
      printf("FAIL: value %d (%g): int %d unsigned %u ll %lld ull %llu (double: int %d ull %llu) lrintf %lld\n", t,
             f[t], h_i32[t], h_u32[t], h_i64[t], h_u64[t], h_di32[t], h_du64[t], h_lr[t]);
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
