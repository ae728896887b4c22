// cucc-flags: -lcurand
// cuRAND's generators and distributions that are not NVIDIA's bit for bit
// (MTGP32, MT19937, scrambled Sobol, Poisson with lambda from 64 to 4000 in
// the device API, the host API's Poisson): their samples have the right
// mean and variance, and every generator type works from host and device
// memory. Prints one "ok" line per check; a failure names the check.
#include <cmath>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>

static int fails = 0;
static void check(const char *what, double got, double want, double tol) {
  bool ok = std::fabs(got - want) <= tol;
  printf("%s %s: %.4f (expected %.4f +- %.4f)\n", ok ? "ok" : "FAILED", what, got, want, tol);
  fails += !ok;
}
template <class T> static void moments(const std::vector<T> &v, double *m, double *var) {
  double s = 0, s2 = 0;
  for (T x : v) { s += (double)x; s2 += (double)x * (double)x; }
  *m = s / v.size();
  *var = s2 / v.size() - *m * *m;
}

__global__ void poisson_kernel(unsigned *out, double lambda, int per) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(7, t, 0, &s);
  for (int i = 0; i < per; i++) out[t * per + i] = curand_poisson(&s, lambda);
}

int main() {
  const int n = 1 << 18;
  float *df;
  unsigned *du;
  cudaMalloc(&df, n * sizeof(float));
  cudaMalloc(&du, n * sizeof(unsigned));
  std::vector<float> hf(n);
  std::vector<unsigned> hu(n);
  double m, v;
  struct { curandRngType_t t; const char *name; } gens[] = {
    {CURAND_RNG_PSEUDO_MTGP32, "mtgp32"}, {CURAND_RNG_PSEUDO_MT19937, "mt19937"},
    {CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, "scrambled_sobol32"}, {CURAND_RNG_QUASI_SCRAMBLED_SOBOL64, "scrambled_sobol64"}};
  char name[128];
  for (auto &g : gens) {
    curandGenerator_t gen;
    if (curandCreateGenerator(&gen, g.t) != CURAND_STATUS_SUCCESS) { printf("FAILED create %s\n", g.name); return 1; }
    curandGenerateUniform(gen, df, n);
    cudaMemcpy(hf.data(), df, n * sizeof(float), cudaMemcpyDeviceToHost);
    moments(hf, &m, &v);
    snprintf(name, sizeof name, "%s uniform mean", g.name); check(name, m, 0.5, 0.01);
    snprintf(name, sizeof name, "%s uniform variance", g.name); check(name, v, 1.0 / 12, 0.005);
    curandGenerateNormal(gen, df, n, 2.0f, 3.0f);
    cudaMemcpy(hf.data(), df, n * sizeof(float), cudaMemcpyDeviceToHost);
    moments(hf, &m, &v);
    snprintf(name, sizeof name, "%s normal(2, 3) mean", g.name); check(name, m, 2.0, 0.05);
    snprintf(name, sizeof name, "%s normal(2, 3) variance", g.name); check(name, v, 9.0, 0.2);
    curandDestroyGenerator(gen);
  }
  // the host API's Poisson, small and large lambda
  double lams[] = {0.3, 7.5, 150.0, 5000.0};
  for (double lam : lams) {
    curandGenerator_t gen;
    curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
    curandGeneratePoisson(gen, du, n, lam);
    cudaMemcpy(hu.data(), du, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    moments(hu, &m, &v);
    snprintf(name, sizeof name, "host poisson(%g) mean", lam); check(name, m / lam, 1.0, 0.02);
    snprintf(name, sizeof name, "host poisson(%g) variance", lam); check(name, v / lam, 1.0, 0.05);
    curandDestroyGenerator(gen);
  }
  // the device API's Poisson between 64 and 4000 (and around the bounds)
  double dlams[] = {63.0, 64.0, 1000.0, 4000.0};
  for (double lam : dlams) {
    poisson_kernel<<<64, 64>>>(du, lam, n / 4096);
    cudaMemcpy(hu.data(), du, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    moments(hu, &m, &v);
    snprintf(name, sizeof name, "device poisson(%g) mean", lam); check(name, m / lam, 1.0, 0.01);
    snprintf(name, sizeof name, "device poisson(%g) variance", lam); check(name, v / lam, 1.0, 0.05);
  }
  printf(fails ? "%d checks failed\n" : "all checks passed\n", fails);
  return fails != 0;
}
