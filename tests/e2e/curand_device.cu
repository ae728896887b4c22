// cucc-flags: -lcurand
// cuRAND device API (curand_kernel.h): XORWOW, Philox4_32_10, MRG32k3a and
// Sobol states initialised in kernels with several (seed, subsequence,
// offset) triples; bits, uniforms and uniform doubles exactly (hex floats),
// normals and log-normals to 5 significant digits (the GPU's float
// Box-Muller uses the hardware's approximate sine) and double normals to
// 11; Poisson below 64 and above 4000; the expected output is NVIDIA's.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <curand_kernel.h>

struct Triple { unsigned long long seed, subseq, offset; };
__constant__ Triple triples[6] = {
  {1234ULL, 0, 0}, {1234ULL, 1, 0}, {1234ULL, 4097, 3}, {0ULL, 0, 0},
  {0xFFFFFFFF12345678ULL, 5, 100}, {42ULL, 100000, 1ULL << 40}};
#define NT 6
#define NV 40

template <class S>
__global__ void k(unsigned *bits, float *f, double *d, unsigned *pois) {
  int t = threadIdx.x;
  S s;
  curand_init(triples[t].seed, triples[t].subseq, triples[t].offset, &s);
  for (int i = 0; i < 8; i++) bits[t * NV + i] = curand(&s);
  S s2 = s;
  skipahead(1000ULL, &s2);
  for (int i = 8; i < 10; i++) bits[t * NV + i] = curand(&s2);
  s2 = s;
  skipahead_sequence(3ULL, &s2);
  for (int i = 10; i < 12; i++) bits[t * NV + i] = curand(&s2);
  int j = 0;
  f[t * NV + j++] = curand_uniform(&s);
  f[t * NV + j++] = curand_normal(&s);
  f[t * NV + j++] = curand_uniform(&s);   // between the two normals of a pair
  f[t * NV + j++] = curand_normal(&s);
  f[t * NV + j++] = curand_normal(&s);
  float2 n2 = curand_normal2(&s);
  f[t * NV + j++] = n2.x; f[t * NV + j++] = n2.y;
  f[t * NV + j++] = curand_log_normal(&s, 1.0f, 0.5f);
  f[t * NV + j++] = curand_log_normal(&s, 1.0f, 0.5f);
  int k2 = 0;
  d[t * NV + k2++] = curand_uniform_double(&s);
  d[t * NV + k2++] = curand_normal_double(&s);
  d[t * NV + k2++] = curand_normal_double(&s);
  double2 nd = curand_normal2_double(&s);
  d[t * NV + k2++] = nd.x; d[t * NV + k2++] = nd.y;
  d[t * NV + k2++] = curand_log_normal_double(&s, 0.0, 1.0);
  d[t * NV + k2++] = curand_uniform_double(&s);
  int p = 0;
  double lams[] = {0.5, 4.0, 50.0, 20000.0};
  for (int l = 0; l < 4; l++)
    for (int r = 0; r < 3; r++) pois[t * NV + p++] = curand_poisson(&s, lams[l]);
  bits[t * NV + 12] = curand(&s);
}

__global__ void philox4(unsigned *bits, float *f, double *d) {
  int t = threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(triples[t].seed, triples[t].subseq, triples[t].offset, &s);
  uint4 a = curand4(&s);
  bits[t * NV + 0] = a.x; bits[t * NV + 1] = a.y; bits[t * NV + 2] = a.z; bits[t * NV + 3] = a.w;
  bits[t * NV + 4] = curand(&s);
  uint4 b = curand4(&s);  // not on a 4-boundary now
  bits[t * NV + 5] = b.x; bits[t * NV + 6] = b.y; bits[t * NV + 7] = b.z; bits[t * NV + 8] = b.w;
  float4 u4 = curand_uniform4(&s);
  f[t * NV + 0] = u4.x; f[t * NV + 1] = u4.y; f[t * NV + 2] = u4.z; f[t * NV + 3] = u4.w;
  float4 n4 = curand_normal4(&s);
  f[t * NV + 4] = n4.x; f[t * NV + 5] = n4.y; f[t * NV + 6] = n4.z; f[t * NV + 7] = n4.w;
  double2 u2 = curand_uniform2_double(&s);
  d[t * NV + 0] = u2.x; d[t * NV + 1] = u2.y;
  double2 nn = curand_normal2_double(&s);
  d[t * NV + 2] = nn.x; d[t * NV + 3] = nn.y;
  uint4 p4 = curand_poisson4(&s, 3.5);
  bits[t * NV + 9] = p4.x; bits[t * NV + 10] = p4.y; bits[t * NV + 11] = p4.z; bits[t * NV + 12] = p4.w;
}

__global__ void sobol(curandDirectionVectors32_t *dv, unsigned *bits, float *f, double *d) {
  int t = threadIdx.x;  // dimension t, offset 5*t
  curandStateSobol32_t s;
  curand_init(dv[t], 5 * t, &s);
  for (int i = 0; i < 8; i++) bits[t * NV + i] = curand(&s);
  f[t * NV + 0] = curand_uniform(&s);
  f[t * NV + 1] = curand_normal(&s);
  f[t * NV + 2] = curand_log_normal(&s, 0.0f, 1.0f);
  d[t * NV + 0] = curand_uniform_double(&s);
  d[t * NV + 1] = curand_normal_double(&s);
  skipahead(100u, &s);
  bits[t * NV + 8] = curand(&s);
}

static unsigned hb[NT * NV]; static float hf[NT * NV]; static double hd[NT * NV]; static unsigned hp[NT * NV];

// which printed floats and doubles are uniforms (exact) and which normals
static const char *exact_f = "", *exact_d = "";
static void dump(const char *name, int nb, int nf, int nd, int np) {
  cudaDeviceSynchronize();
  for (int t = 0; t < NT; t++) {
    printf("%s t%d bits:", name, t);
    for (int i = 0; i < nb; i++) printf(" %08x", hb[t * NV + i]);
    printf("\n  f:");
    for (int i = 0; i < nf; i++) {
      float v = hf[t * NV + i];
      if (exact_f[i]) printf(" %a", v); else printf(" %.4e", v);
    }
    printf("\n  d:");
    for (int i = 0; i < nd; i++) {
      double v = hd[t * NV + i];
      if (exact_d[i]) printf(" %a", v); else printf(" %.10e", v);
    }
    printf("\n  p:");
    for (int i = 0; i < np; i++) printf(" %u", hp[t * NV + i]);
    printf("\n");
  }
}

int main() {
  unsigned *b, *p; float *f; double *d;
  cudaMalloc(&b, sizeof hb); cudaMalloc(&f, sizeof hf); cudaMalloc(&d, sizeof hd); cudaMalloc(&p, sizeof hp);
#define RUN(S, name) \
  cudaMemset(b, 0, sizeof hb); k<S><<<1, NT>>>(b, f, d, p); \
  cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost); cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost); \
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost); cudaMemcpy(hp, p, sizeof hp, cudaMemcpyDeviceToHost); \
  exact_f = "\1\0\1\0\0\0\0\0\0"; exact_d = "\1\0\0\0\0\0\1"; \
  dump(name, 13, 9, 7, 12);
  RUN(curandStateXORWOW_t, "xorwow")
  RUN(curandStatePhilox4_32_10_t, "philox")
  RUN(curandStateMRG32k3a_t, "mrg32k3a")
  philox4<<<1, NT>>>(b, f, d);
  cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost); cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost); memset(hp, 0, sizeof hp);
  exact_f = "\1\1\1\1\0\0\0\0"; exact_d = "\1\1\0\0";
  dump("philox4", 13, 8, 4, 0);
  curandDirectionVectors32_t *hv;
  if (curandGetDirectionVectors32(&hv, CURAND_DIRECTION_VECTORS_32_JOEKUO6) != CURAND_STATUS_SUCCESS) { printf("no vectors\n"); return 1; }
  curandDirectionVectors32_t *dv;
  cudaMalloc(&dv, NT * sizeof *dv);
  cudaMemcpy(dv, hv, NT * sizeof *dv, cudaMemcpyHostToDevice);
  sobol<<<1, NT>>>(dv, b, f, d);
  cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost); cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  exact_f = "\1\0\0"; exact_d = "\1\0";
  dump("sobol32", 9, 3, 2, 0);
  for (int dim = 0; dim < 12; dim++) {
    printf("direction vectors dim%d:", dim);
    for (int i = 0; i < 32; i++) printf(" %x", hv[dim][i]);
    printf("\n");
  }
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
