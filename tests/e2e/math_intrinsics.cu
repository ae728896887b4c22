// Deterministic corner cases of device arithmetic, printed as bits:
// float-to-integer conversions of out-of-range values and NaN (the GPU
// saturates, unlike x86; NaN gives 0, 0x80000000 or 0x8000000000000000
// depending on the types; short and char casts truncate the 32-bit
// conversion), __fdividef's huge divisors, rounding-mode intrinsics and
// conversions, __saturatef, exact values of sinpi/cospi and the CUDA-only
// functions at their special points (normcdfinvf(0.5) = +0,
// cyl_bessel_i1f(-0) = -0), and FMA contraction (nvcc fuses a*b+c by
// default; __fmul_rn/__fadd_rn never fuse).
// math_intrinsics.expected was recorded with nvcc 13.0 (-O2 -arch=sm_90) on
// an NVIDIA H100 by tests/reference/record_math.sh (three identical runs).
// Every operand comes from device memory, so nothing is folded at compile
// time. NaN results print as "nan" (the GPU's canonical NaN is 0x7fffffff,
// which cucc does not reproduce).
#include <cmath>
#include <cstdio>
#include <cstring>

#define N_IN 40
#define MAXOUT 512
__device__ unsigned long long d_bits[MAXOUT];
__device__ int d_kind[MAXOUT];  // 0 float, 1 double, 2 integer

// in[]: float inputs; din[]: double inputs; li[]: integer inputs
__global__ void kern(const float *in, const double *din, const long long *li) {
  int k = 0;
#define PF(e) (d_kind[k] = 0, d_bits[k++] = __float_as_uint(e))
#define PD(e) (d_kind[k] = 1, d_bits[k++] = (unsigned long long)__double_as_longlong(e))
#define PI(e) (d_kind[k] = 2, d_bits[k++] = (unsigned long long)(long long)(e))
  // ---- float -> integer conversions (C casts) ----
  for (int i = 0; i < 18; i++) {
    float x = in[i];
    PI((int)x);
    PI((unsigned)x);
    PI((long long)x);
    PI((unsigned long long)x);
    PI((short)x);
    PI((unsigned short)x);
    PI((signed char)x);
    PI((unsigned char)x);
  }
  for (int i = 0; i < 10; i++) {
    double x = din[i];
    PI((int)x);
    PI((unsigned)x);
    PI((long long)x);
    PI((unsigned long long)x);
  }
  // lrint and friends on out-of-range values
  PI(lrintf(in[2]));   // nan
  PI(lrintf(in[14]));  // 1e30
  PI(llroundf(in[15]));  // -1e30
  PI(lrint(din[2]));   // nan
  PI(llrint(din[4]));  // 1e19
  // ---- __fdividef ----
  float big = in[18];  // 3e38
  PF(__fdividef(in[0], big));        // 1e10 / 3e38 -> 0
  PF(__fdividef(in[3], big));        // inf / 3e38 -> nan
  PF(__fdividef(in[4], big));        // -inf / 3e38 -> nan
  PF(__fdividef(in[19], -big));      // 1 / -3e38 -> -0
  PF(__fdividef(in[19], in[20]));    // 1 / 2^126
  PF(__fdividef(in[21], in[22]));    // 2 / 4
  PF(__fdividef(in[3], in[3]));      // inf / inf
  PF(__fdividef(in[19], in[23]));    // 1 / 0
  PF(in[19] / big);                  // IEEE division
  PF(fdividef(in[19], big));         // fdividef: regular division by default
  // ---- rounding-mode intrinsics ----
  float one = in[19], tiny = in[24], three = in[25], two = in[21];
  PF(__fadd_rn(one, tiny)); PF(__fadd_rz(one, tiny)); PF(__fadd_ru(one, tiny)); PF(__fadd_rd(one, tiny));
  PF(__fadd_rz(-one, -tiny)); PF(__fadd_ru(-one, -tiny)); PF(__fadd_rd(-one, -tiny));
  PF(__fadd_rd(one, -one)); PF(__fadd_rn(one, -one)); PF(__fsub_rd(one, one)); PF(__fsub_ru(tiny, one));
  PF(__fmul_rz(in[26], in[27])); PF(__fmul_ru(in[26], in[27])); PF(__fmul_rd(-in[26], in[27]));
  PF(__fmul_ru(in[28], in[28])); PF(__fmul_rd(in[28], in[28])); PF(__fmul_rz(-in[28], in[28]));
  PF(__fdiv_rn(one, three)); PF(__fdiv_rz(one, three)); PF(__fdiv_ru(one, three)); PF(__fdiv_rd(one, three));
  PF(__fdiv_ru(-one, three)); PF(__frcp_rn(three)); PF(__frcp_rz(three)); PF(__frcp_ru(three)); PF(__frcp_rd(three));
  PF(__fsqrt_rn(two)); PF(__fsqrt_rz(two)); PF(__fsqrt_ru(two)); PF(__fsqrt_rd(two));
  PF(__frsqrt_rn(two)); PF(__frsqrt_rn(in[22])); PF(__frsqrt_rn(three));
  float e = in[29];  // 1 + 2^-23
  PF(__fmaf_rn(e, e, -one)); PF(__fmaf_rz(e, -e, one)); PF(__fmaf_ru(e, e, -one)); PF(__fmaf_rd(e, e, -one));
  PF(__fmaf_ru(tiny, tiny, one)); PF(__fmaf_rd(-tiny, tiny, one));
  double done = din[10], dtiny = din[11], dthree = din[12], dtwo = din[13];
  PD(__dadd_rz(done, dtiny)); PD(__dadd_ru(done, dtiny)); PD(__dadd_rd(-done, dtiny)); PD(__dadd_rd(done, -done));
  PD(__dsub_ru(dtiny, done)); PD(__dmul_ru(din[14], din[14])); PD(__dmul_rd(-din[14], din[14]));
  PD(__dmul_rz(din[14], din[14])); PD(__dmul_ru(din[15], din[15])); PD(__dmul_rz(din[15], din[15]));
  PD(__ddiv_rn(done, dthree)); PD(__ddiv_rz(done, dthree)); PD(__ddiv_ru(done, dthree)); PD(__ddiv_rd(-done, dthree));
  PD(__drcp_rn(dthree)); PD(__drcp_ru(dthree)); PD(__drcp_rd(dthree)); PD(__drcp_rz(-dthree));
  PD(__dsqrt_rn(dtwo)); PD(__dsqrt_rz(dtwo)); PD(__dsqrt_ru(dtwo)); PD(__dsqrt_rd(dtwo));
  PD(__fma_rn(din[16], din[16], -done)); PD(__fma_rz(din[16], -din[16], done));
  PD(__fma_ru(din[16], din[16], -done)); PD(__fma_rd(din[16], din[16], -done));
  PD(__fma_ru(dtiny, dtiny, done)); PD(__fma_rd(-dtiny, dtiny, done)); PD(__fma_rd(done, -done, done));
  // ---- conversions with rounding modes ----
  float c1 = in[30], c2 = in[31];  // 2.5, -2.5
  PI(__float2int_rn(c1)); PI(__float2int_rn(c2)); PI(__float2int_rz(c2)); PI(__float2int_ru(c2)); PI(__float2int_rd(c2));
  PI(__float2int_rn(in[2])); PI(__float2int_ru(in[0])); PI(__float2int_rd(in[1]));
  PI(__float2uint_rn(c2)); PI(__float2uint_ru(in[5])); PI(__float2uint_rd(in[0]));
  PI(__float2ll_rd(in[1])); PI(__float2ll_ru(in[14])); PI(__float2ull_rn(in[2])); PI(__float2ull_rz(in[14]));
  PI(__double2int_rn(din[5])); PI(__double2int_rd(din[0])); PI(__double2uint_ru(din[1])); PI(__double2ll_rn(din[2]));
  PI(__double2ull_rd(din[4]));
  int i24 = (int)li[0];  // 2^24 + 1
  PF(__int2float_rn(i24)); PF(__int2float_rz(i24)); PF(__int2float_ru(i24)); PF(__int2float_rd(-i24));
  PF(__uint2float_ru((unsigned)li[1])); PF(__uint2float_rz((unsigned)li[1]));
  PF(__ll2float_rn(li[2])); PF(__ll2float_rz(li[2])); PF(__ll2float_ru(li[2])); PF(__ll2float_rd(-li[2]));
  PF(__ull2float_rz((unsigned long long)li[3])); PF(__ull2float_ru((unsigned long long)li[3]));
  PD(__ll2double_rn(li[4])); PD(__ll2double_rz(li[4])); PD(__ll2double_ru(li[4])); PD(__ll2double_rd(-li[4]));
  PD(__ull2double_rd((unsigned long long)li[3])); PD(__ull2double_ru((unsigned long long)li[3]));
  PD(__int2double_rn(i24)); PD(__uint2double_rn((unsigned)li[1]));
  PF(__double2float_rn(din[17])); PF(__double2float_rz(din[17])); PF(__double2float_ru(din[17]));
  PF(__double2float_rd(-din[17])); PF(__double2float_ru(din[18])); PF(__double2float_rz(din[18]));
  PF(__double2float_rd(din[18])); PF(__double2float_rn(din[18]));
  // ---- reinterpretation ----
  PI(__float_as_int(in[31])); PF(__int_as_float((int)li[5])); PF(__uint_as_float((unsigned)li[5]));
  PI(__double2hiint(din[12])); PI(__double2loint(din[12]));
  PD(__hiloint2double((int)(li[6] >> 32), (int)li[6])); PD(__longlong_as_double(li[6]));
  // ---- __saturatef ----
  PF(__saturatef(in[23])); PF(__saturatef(-in[23])); PF(__saturatef(in[2])); PF(__saturatef(c1));
  PF(__saturatef(-one)); PF(__saturatef(in[24])); PF(__saturatef(in[3]));
  // ---- exact values of standard functions ----
  float h = in[22] / 8.0f;  // 0.5
  PF(sinpif(h)); PF(sinpif(one)); PF(sinpif(-one)); PF(sinpif(two)); PF(sinpif(-two)); PF(sinpif(in[14]));
  PF(sinpif(-in[23])); PF(sinpif(c1)); PF(sinpif(-c1)); PF(cospif(h)); PF(cospif(-h)); PF(cospif(c1 - one));
  PF(cospif(one)); PF(cospif(in[23])); PF(cospif(in[14]));
  PD(sinpi(dtwo / 4)); PD(sinpi(-done)); PD(cospi(dtwo / 4)); PD(cospi(dthree)); PD(sinpi(din[4]));
  PF(rsqrtf(in[23])); PF(rsqrtf(-in[23])); PF(rsqrtf(in[3])); PF(rsqrtf(in[22]));
  PF(rcbrtf(in[23])); PF(rcbrtf(in[4])); PF(rcbrtf(in[27]));
  PF(erfinvf(one)); PF(erfinvf(-one)); PF(erfinvf(in[23])); PF(erfinvf(-in[23]));
  PF(erfcinvf(in[23])); PF(erfcinvf(two)); PF(erfcinvf(one));
  PF(normcdff(in[23])); PF(normcdfinvf(h)); PF(normcdff(in[3])); PF(normcdff(in[4]));
  PF(erfcxf(in[23])); PF(erfcxf(in[3])); PF(cyl_bessel_i0f(in[23])); PF(cyl_bessel_i1f(-in[23]));
  PF(norm3df(in[3], in[2], one)); PF(rhypotf(in[23], in[23])); PF(rnorm3df(in[4], one, one));
  PF(norm4df(three, three, three, three)); PF(rnorm4df(one, one, one, one));
  PD(rsqrt(din[19])); PD(rcbrt(din[20])); PD(erfinv(din[19] - din[19])); PD(erfcinv(done)); PD(normcdf(din[19] - din[19]));
  PD(norm3d(dtwo, dtwo, dtwo * 0.5)); PD(rhypot(dthree, dthree + 1));
  // ---- contraction: nvcc fuses a*b+c into an FMA by default ----
  // (b and c are copies of a, so that each product has a single use: fusion
  // of a product with several uses follows each compiler's heuristics)
  float a = in[32], b = in[34], c = in[35], a2 = in[33];  // 1 + 2^-12, 1 + 2^-11
  PF(a * a - a2);                // fused: 2^-24
  PF(__fmul_rn(b, b) - a2);      // never fused: 0
  PF(__fadd_rn(c * c, -a2));     // never fused: 0
  double da = din[21], db = din[23];  // 1 + 2^-27
  PD(da * da - din[22]);          // fused: 2^-54
  PD(__dmul_rn(db, db) - din[22]);  // 0
  d_bits[MAXOUT - 1] = k;
}


int main() {
  float in[N_IN] = {1e10f, -1e10f, NAN, INFINITY, -INFINITY, -1.5f, 2.5f, 3e9f, -3e9f, 4.5e9f,
                    1e20f, -1e20f, 300.0f, -200.0f, 1e30f, -1e30f, 65536.0f, 0.99f,
                    3e38f, 1.0f, 0x1p126f, 2.0f, 4.0f, 0.0f, 1e-8f, 3.0f, 0x1.000002p0f, 0x1.fffffep0f,
                    1e-30f, 0x1.000002p0f, 2.5f, -2.5f, 0x1.001p0f, 0x1.002p0f, 0x1.001p0f, 0x1.001p0f};
  double din[32] = {1e10, -1e10, NAN, -1.0, 1e19, 2.5, -5.0, 2e19, -0.99, 4294967295.5,
                    1.0, 1e-20, 3.0, 2.0, 1e-200, 1e200, 0x1.0000000000001p0, 0x1.0000001p0,
                    1e39, 4.0, 27.0, 0x1.0000002p0, 0x1.0000004p0, 0x1.0000002p0};
  long long li[8] = {(1 << 24) + 1, 4294967295ll, (1ll << 40) + 1, -1ll /* ULLONG_MAX */,
                     (1ll << 53) + 1, 0x3f800001, 0x400921fb54442d18ll};
  float *din_f; double *din_d; long long *din_l;
  cudaMalloc(&din_f, sizeof in); cudaMalloc(&din_d, sizeof din); cudaMalloc(&din_l, sizeof li);
  cudaMemcpy(din_f, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemcpy(din_d, din, sizeof din, cudaMemcpyHostToDevice);
  cudaMemcpy(din_l, li, sizeof li, cudaMemcpyHostToDevice);
  kern<<<1, 1>>>(din_f, din_d, din_l);
  static unsigned long long out[MAXOUT];
  static int kind[MAXOUT];
  cudaError_t err = cudaMemcpyFromSymbol(out, d_bits, sizeof out);
  if (err == cudaSuccess) err = cudaMemcpyFromSymbol(kind, d_kind, sizeof kind);
  if (err != cudaSuccess) { printf("FAIL: %s\n", cudaGetErrorString(err)); return 1; }
  int n = (int)out[MAXOUT - 1];
  for (int i = 0; i < n; i++) {
    unsigned long long b = out[i];
    if (kind[i] == 0) {
      unsigned u = (unsigned)b;
      float f; memcpy(&f, &u, 4);
      if (f != f) printf("%3d f32 nan\n", i);
      else printf("%3d f32 %08x %.9g\n", i, u, f);
    } else if (kind[i] == 1) {
      double d; memcpy(&d, &b, 8);
      if (d != d) printf("%3d f64 nan\n", i);
      else printf("%3d f64 %016llx %.17g\n", i, b, d);
    } else {
      printf("%3d int %lld\n", i, (long long)b);
    }
  }
  printf("%d values\nPASS\n", n);
  return 0;
}
