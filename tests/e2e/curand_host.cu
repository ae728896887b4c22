// cucc-flags: -lcurand
// cuRAND host API: the generators' numbers (bits, uniform, doubles,
// normal, log-normal) for fixed seeds, offsets, orderings and successive
// calls, in NVIDIA's memory layout: bits and uniforms exactly (hex floats),
// normals to 5 significant digits (the GPU's Box-Muller uses the hardware's
// approximate sine); the expected output is NVIDIA's (H100).
#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>

#define CK(x) do { curandStatus_t s_ = (x); if (s_ != CURAND_STATUS_SUCCESS) { \
  printf("line %d: %s -> %d\n", __LINE__, #x, (int)s_); } } while (0)

static const int N = 19998; // a multiple of the quasi generators' 3 dimensions

static void show_u(const char *tag, const unsigned *h, int n) {
  printf("%s", tag);
  for (int i = 0; i < n; i++) printf(" %08x", h[i]);
  printf("\n");
}
static void show_f(const char *tag, const float *h, int n) {
  printf("%s", tag);
  for (int i = 0; i < n; i++) printf(" %a", h[i]);
  printf("\n");
}
static void show_d(const char *tag, const double *h, int n) {
  printf("%s", tag);
  for (int i = 0; i < n; i++) printf(" %a", h[i]);
  printf("\n");
}

static const struct { curandRngType_t t; const char *name; int quasi; } gens[] = {
  {CURAND_RNG_PSEUDO_XORWOW, "xorwow", 0},
  {CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a", 0},
  {CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox", 0},
  {CURAND_RNG_QUASI_SOBOL32, "sobol32", 1},
  {CURAND_RNG_QUASI_SOBOL64, "sobol64", 2},
};

int main() {
  unsigned *du; float *df; double *dd; unsigned long long *dl;
  cudaMalloc(&du, N * sizeof(unsigned));
  cudaMalloc(&df, N * sizeof(float));
  cudaMalloc(&dd, N * sizeof(double));
  cudaMalloc(&dl, N * sizeof(unsigned long long));
  static unsigned hu[N]; static float hf[N]; static double hd[N]; static unsigned long long hl[N];
  int idx[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 31, 32, 63, 64,
               127, 128, 255, 256, 1023, 1024, 2047, 2048, 4089, 4095, 4096, 4097, 4100, 8191, 8192,
               12288, 16377, 16383, 16384, 19997};
  int nidx = sizeof idx / sizeof idx[0];
  for (unsigned g = 0; g < sizeof gens / sizeof gens[0]; g++) {
    curandGenerator_t gen;
    CK(curandCreateGenerator(&gen, gens[g].t));
    const char *nm = gens[g].name;
    if (gens[g].quasi) CK(curandSetQuasiRandomGeneratorDimensions(gen, 3));
    else CK(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
    if (gens[g].quasi == 2) {
      CK(curandGenerateLongLong(gen, dl, N));
      cudaMemcpy(hl, dl, N * sizeof hl[0], cudaMemcpyDeviceToHost);
      printf("%s ll:", nm);
      for (int i = 0; i < nidx; i++) printf(" [%d]%016llx", idx[i], hl[idx[i]]);
      printf("\n");
    } else {
      CK(curandGenerate(gen, du, N));
      cudaMemcpy(hu, du, N * sizeof hu[0], cudaMemcpyDeviceToHost);
      printf("%s bits:", nm);
      for (int i = 0; i < nidx; i++) printf(" [%d]%08x", idx[i], hu[idx[i]]);
      printf("\n");
      // a second call continues the stream
      CK(curandGenerate(gen, du, 64));
      cudaMemcpy(hu, du, 64 * sizeof hu[0], cudaMemcpyDeviceToHost);
      show_u("  next64:", hu, 64);
    }
    // fresh state, uniform floats
    CK(curandGenerateSeeds(gen));
    if (!gens[g].quasi) CK(curandSetGeneratorOffset(gen, 0));
    CK(curandGenerateUniform(gen, df, 4096));
    cudaMemcpy(hf, df, 4096 * sizeof hf[0], cudaMemcpyDeviceToHost);
    show_f("  uniform:", hf, 8);
    show_f("  uniform@4093:", hf + 4093, 3);
    CK(curandGenerateUniformDouble(gen, dd, 4096));
    cudaMemcpy(hd, dd, 4096 * sizeof hd[0], cudaMemcpyDeviceToHost);
    show_d("  uniform_double(cont):", hd, 6);
    curandDestroyGenerator(gen);

    // normal / log-normal / Poisson from a fresh generator each
    const char *what[] = {"normal", "lognormal", "normal_double", "lognormal_double"};
    for (int w = 0; w < 4; w++) {
      CK(curandCreateGenerator(&gen, gens[g].t));
      if (gens[g].quasi) CK(curandSetQuasiRandomGeneratorDimensions(gen, 3));
      else CK(curandSetPseudoRandomGeneratorSeed(gen, 42ULL));
      curandStatus_t st = CURAND_STATUS_SUCCESS;
      switch (w) {
      case 0: st = curandGenerateNormal(gen, df, 4096, 1.0f, 2.0f); break;
      case 1: st = curandGenerateLogNormal(gen, df, 4096, 0.5f, 0.25f); break;
      case 2: st = curandGenerateNormalDouble(gen, dd, 4096, -1.0, 0.5); break;
      case 3: st = curandGenerateLogNormalDouble(gen, dd, 4096, 0.0, 1.0); break;
      }
      cudaDeviceSynchronize();
      printf("  %s: status %d", what[w], (int)st);
      if (st == CURAND_STATUS_SUCCESS) {
        if (w < 2) { cudaMemcpy(hf, df, 4096 * 4, cudaMemcpyDeviceToHost); for (int i = 0; i < 8; i++) printf(" %.4e", hf[i]); printf(" |"); for (int i = 4094; i < 4096; i++) printf(" %.4e", hf[i]); }
        else { cudaMemcpy(hd, dd, 4096 * 8, cudaMemcpyDeviceToHost); for (int i = 0; i < 8; i++) printf(" %.10e", hd[i]); printf(" |"); for (int i = 4094; i < 4096; i++) printf(" %.10e", hd[i]); }
      }
      printf("\n");
      curandDestroyGenerator(gen);
    }
  }

  // offsets, orderings and seeds of the pseudo generators
  curandRngType_t ps[] = {CURAND_RNG_PSEUDO_XORWOW, CURAND_RNG_PSEUDO_MRG32K3A, CURAND_RNG_PSEUDO_PHILOX4_32_10};
  curandOrdering_t ords[] = {CURAND_ORDERING_PSEUDO_DEFAULT, CURAND_ORDERING_PSEUDO_BEST, CURAND_ORDERING_PSEUDO_SEEDED, CURAND_ORDERING_PSEUDO_LEGACY, CURAND_ORDERING_PSEUDO_DYNAMIC};
  for (int p = 0; p < 3; p++) {
    for (int o = 0; o < 5; o++) {
      curandGenerator_t gen;
      CK(curandCreateGenerator(&gen, ps[p]));
      curandStatus_t st = curandSetGeneratorOrdering(gen, ords[o]);
      CK(curandSetPseudoRandomGeneratorSeed(gen, 0x123456789abcdefULL));
      CK(curandSetGeneratorOffset(gen, 7));
      printf("type %d ordering %d: status %d", (int)ps[p], (int)ords[o], (int)st);
      if (st == CURAND_STATUS_SUCCESS) {
        CK(curandGenerate(gen, du, N));
        cudaMemcpy(hu, du, N * 4, cudaMemcpyDeviceToHost);
        for (int i = 0; i < nidx; i++) printf(" [%d]%08x", idx[i], hu[idx[i]]);
        CK(curandGenerateNormal(gen, df, 8, 0.0f, 1.0f));
        cudaMemcpy(hf, df, 8 * 4, cudaMemcpyDeviceToHost);
        printf(" normal:"); for (int i = 0; i < 8; i++) printf(" %.4e", hf[i]);
      }
      printf("\n");
      curandDestroyGenerator(gen);
    }
  }
  // quasi: offsets and 1 dimension, and scrambled with offsets
  curandRngType_t qs[] = {CURAND_RNG_QUASI_SOBOL32};
  for (int q = 0; q < 1; q++) {
    curandGenerator_t gen;
    CK(curandCreateGenerator(&gen, qs[q]));
    CK(curandSetQuasiRandomGeneratorDimensions(gen, 5));
    CK(curandSetGeneratorOffset(gen, 3));
    CK(curandGenerate(gen, du, 50));
    cudaMemcpy(hu, du, 50 * 4, cudaMemcpyDeviceToHost);
    printf("quasi %d dims5 off3:", (int)qs[q]);
    for (int i = 0; i < 50; i++) printf(" %08x", hu[i]);
    printf("\n");
    CK(curandGenerateNormal(gen, df, 10, 0.0f, 1.0f));
    cudaMemcpy(hf, df, 10 * 4, cudaMemcpyDeviceToHost);
    printf("  normal:"); for (int i = 0; i < 10; i++) printf(" %.4e", hf[i]); printf("\n");
    curandDestroyGenerator(gen);
  }
  // errors
  curandGenerator_t gen;
  CK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_XORWOW));
  printf("odd normal count: %d\n", (int)curandGenerateNormal(gen, df, 7, 0.0f, 1.0f));
  printf("bad ordering: %d\n", (int)curandSetGeneratorOrdering(gen, CURAND_ORDERING_QUASI_DEFAULT));
  printf("dims on pseudo: %d\n", (int)curandSetQuasiRandomGeneratorDimensions(gen, 2));
  curandDestroyGenerator(gen);
  CK(curandCreateGenerator(&gen, CURAND_RNG_QUASI_SOBOL32));
  CK(curandSetQuasiRandomGeneratorDimensions(gen, 3));
  printf("quasi n not multiple of dims: %d\n", (int)curandGenerate(gen, du, 10));
  printf("dims 0: %d\n", (int)curandSetQuasiRandomGeneratorDimensions(gen, 0));
  printf("dims 20001: %d\n", (int)curandSetQuasiRandomGeneratorDimensions(gen, 20001));
  curandDestroyGenerator(gen);
  int ver = 0; curandGetVersion(&ver);
  printf("version ok %d\n", ver > 0);
  cudaFree(du); cudaFree(df); cudaFree(dd); cudaFree(dl);
  return 0;
}
