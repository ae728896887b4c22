// Probe of GPU math behaviour that cucc approximates rather than reproduces
// bit for bit: the fast intrinsics' results (MUFU approximations), their
// special cases, denormal handling, canonical NaN bits, and approximate
// division under the flags. Output: tests/reference/math_probe.out (nvcc
// 13.0, H100); compiled there with -DMODE to show the flags' effect.
#include <cmath>
#include <cstdio>
#include <cstring>

#define N 64
__device__ unsigned d_out[256];

__global__ void probe(const float *in) {
  int k = 0;
#define P(e) (d_out[k++] = __float_as_uint(e))
  float one = in[0], zero = in[1], inf = in[2], nan = in[3];
  P(__sinf(one)); P(__sinf(in[4])); P(__sinf(in[5])); P(__sinf(-zero)); P(__sinf(in[6]));
  P(__cosf(one)); P(__cosf(in[6])); P(__cosf(zero)); P(__tanf(one)); P(__tanf(-zero));
  P(__expf(zero)); P(__expf(one)); P(__expf(in[7])); P(__expf(in[8])); P(__expf(-inf)); P(__expf(inf));
  P(__exp10f(one)); P(__exp10f(in[9])); P(__logf(one)); P(__logf(in[10])); P(__logf(in[4]));
  P(__logf(zero)); P(__logf(-one)); P(__log2f(in[10])); P(__log2f(in[11])); P(__log10f(in[12]));
  P(__powf(in[11], in[12])); P(__powf(zero, zero)); P(__powf(-in[11], in[11])); P(__powf(-inf, in[13]));
  P(__powf(one, inf)); P(__powf(in[11], -inf));
  P(__fdividef(one, in[13])); P(__fdividef(in[14], in[15])); P(__fdividef(in[4], one));
  P(__fdividef(in[16], in[17])); P(one / in[13]); P(sqrtf(in[11])); P(__saturatef(-zero));
  P(__saturatef(nan)); P(__tanhf(one)); P(tanhf(one));
  P(zero / zero); P(inf - inf); P(nan + one); P(-nan); P(fabsf(-nan)); P(sqrtf(-one));
  P(in[4] * one); P(in[4] + zero); P(in[5] * in[5]);
  d_out[255] = k;
}

__global__ void probe_d(const double *in, unsigned long long *out) {
  int k = 0;
#define PD(e) (out[k++] = (unsigned long long)__double_as_longlong(e))
  double one = in[0], zero = in[1], inf = in[2];
  PD(zero / zero); PD(inf - inf); PD(-(zero / zero)); PD(fabs(-(zero / zero))); PD(in[3] * in[3]);
  PD(sinpi(one)); PD(sinpi(-one)); PD(cospi(in[4])); PD(y0(in[5])); PD(j0(in[6]));
  out[63] = k;
}

int main() {
  float h[N] = {1.0f, 0.0f, INFINITY, NAN, 1e-40f, 1e-30f, 1e10f, -100.0f, 100.0f, 30.0f, 4.0f,
                2.0f, 10.0f, 3.0f, 1e-30f, 1e10f, 1e30f, 3e38f, 0.0f};
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  probe<<<1, 1>>>(d);
  static unsigned out[256];
  cudaMemcpyFromSymbol(out, d_out, sizeof out);
  static const char *src[] = {
      "__sinf(1)", "__sinf(1e-40)", "__sinf(1e-30)", "__sinf(-0)", "__sinf(1e10)", "__cosf(1)",
      "__cosf(1e10)", "__cosf(0)", "__tanf(1)", "__tanf(-0)", "__expf(0)", "__expf(1)",
      "__expf(-100)", "__expf(100)", "__expf(-inf)", "__expf(inf)", "__exp10f(1)", "__exp10f(30)",
      "__logf(1)", "__logf(4)", "__logf(1e-40)", "__logf(0)", "__logf(-1)", "__log2f(4)",
      "__log2f(2)", "__log10f(10)", "__powf(2,10)", "__powf(0,0)", "__powf(-2,2)", "__powf(-inf,3)",
      "__powf(1,inf)", "__powf(2,-inf)", "__fdividef(1,3)", "__fdividef(1e-30,1e10)",
      "__fdividef(1e-40,1)", "__fdividef(1e30,3e38)", "1/3", "sqrtf(2)", "__saturatef(-0)",
      "__saturatef(nan)", "__tanhf(1)", "tanhf(1)", "0/0", "inf-inf", "nan+1", "-nan",
      "fabsf(-nan)", "sqrtf(-1)", "1e-40*1", "1e-40+0", "1e-30*1e-30"};
  int n = (int)out[255];
  for (int i = 0; i < n; i++) {
    float f;
    memcpy(&f, &out[i], 4);
    printf("%-24s %08x %.9g\n", i < (int)(sizeof src / sizeof *src) ? src[i] : "?", out[i], f);
  }
  double hd[8] = {1.0, 0.0, INFINITY, 1e-160, 0.5, 0.8935769662791675, 2.404825557695773};
  double *dd;
  unsigned long long *dout, od[64];
  cudaMalloc(&dd, sizeof hd);
  cudaMalloc(&dout, sizeof od);
  cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
  probe_d<<<1, 1>>>(dd, dout);
  cudaMemcpy(od, dout, sizeof od, cudaMemcpyDeviceToHost);
  static const char *srcd[] = {"0/0 (f64)", "inf-inf (f64)", "-(0/0) (f64)", "fabs(-nan) (f64)",
                               "1e-160*1e-160", "sinpi(1)", "sinpi(-1)", "cospi(0.5)",
                               "y0(0.8935769662791675)", "j0(2.404825557695773)"};
  for (int i = 0; i < (int)od[63]; i++) {
    double v;
    memcpy(&v, &od[i], 8);
    printf("%-24s %016llx %.17g\n", srcd[i], od[i], v);
  }
  return 0;
}
