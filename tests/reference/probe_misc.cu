// Reference probe (nvcc 13, H100; output in probe_misc.out; nvcc only: inline PTX): address-space values, __isGridConstant, clock(), __nanosleep durations.
#include <alloca.h>
#include <cstdio>
__device__ int g_var;
__constant__ int c_var[4] = {1, 2, 3, 4};
__device__ unsigned long long gt() { unsigned long long t; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); return t; }

__global__ void spaces(const __grid_constant__ int4 gc, int plain, unsigned long long *o) {
  __shared__ int s[8];
  extern __shared__ int dyn[];
  volatile int local[4]; local[0] = 1;
  char *a = (char *)alloca(plain);
  a[0] = 1;
  if (threadIdx.x) return;
  o[0] = __isGridConstant(&gc);
  o[1] = __isLocal(&gc); o[2] = __isConstant(&gc); o[3] = __isGlobal(&gc);
  o[4] = __isLocal(a);
  o[5] = __cvta_generic_to_shared(s); o[6] = __cvta_generic_to_shared(dyn);
  o[7] = __cvta_generic_to_local((void *)local); o[8] = __cvta_generic_to_constant(c_var);
  o[9] = __cvta_generic_to_global(&g_var); o[10] = (unsigned long long)&g_var;
  o[11] = (unsigned long long)s; o[12] = (unsigned long long)local;
  o[13] = __cvta_generic_to_grid_constant(&gc);
  o[14] = __isShared(&gc);
}
__global__ void clocks(unsigned long long *o) {
  o[0] = clock(); o[1] = clock64();
  unsigned long long t0 = gt(); __nanosleep(1000000); o[2] = gt() - t0;
  t0 = gt(); __nanosleep(1000); o[3] = gt() - t0;
  t0 = gt(); __nanosleep(0); o[4] = gt() - t0;
  t0 = gt(); __nanosleep(100000); o[5] = gt() - t0;
  t0 = gt(); __nanosleep(10000000); o[6] = gt() - t0;
  o[7] = sizeof(clock());
}
int main() {
  unsigned long long *d, h[16];
  cudaMalloc(&d, sizeof h);
  spaces<<<1, 32, 64>>>(make_int4(1, 2, 3, 4), 64, d);
  printf("sync %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  const char *n[] = {"isGridConstant(&gc)", "isLocal(&gc)", "isConstant(&gc)", "isGlobal(&gc)", "isLocal(alloca)",
                     "cvta_shared(s)", "cvta_shared(dyn)", "cvta_local(local)", "cvta_constant(c_var)",
                     "cvta_global(&g_var)", "&g_var", "s", "local", "cvta_grid_constant(&gc)", "isShared(&gc)"};
  for (int i = 0; i < 15; i++) printf("%-28s %#llx\n", n[i], h[i]);
  clocks<<<1, 1>>>(d);
  printf("sync %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("clock() %llu clock64() %llu sizeof(clock()) %llu\n", h[0], h[1], h[7]);
  printf("nanosleep ns: 1000000->%llu 1000->%llu 0->%llu 100000->%llu 10000000->%llu\n", h[2], h[3], h[4], h[5], h[6]);
  return 0;
}
