// Reference probe (nvcc 13, H100; output in probe_heap.out, modes as argv[1]): the device heap limit API and allocation limits.
#include <cstdio>
#include <cstring>

__global__ void nomalloc(int *p) { p[0] = 1; }
__global__ void one_malloc(unsigned long long *r, size_t n) {
  void *p = malloc(n);
  r[0] = (unsigned long long)p;
  free(p);
}
__global__ void maxalloc(unsigned long long *r) {
  // binary search the largest single allocation
  size_t lo = 0, hi = (size_t)1 << 34;
  while (hi - lo > 16) {
    size_t mid = (lo + hi) / 2;
    void *p = malloc(mid);
    if (p) { free(p); lo = mid; } else hi = mid;
  }
  r[0] = lo;
  void *z = malloc(0);
  r[1] = (unsigned long long)z;
  free(z);
  void *a = malloc(123), *b = malloc(123), *c = malloc(123);
  r[2] = (unsigned long long)a; r[3] = (unsigned long long)b; r[4] = (unsigned long long)c;
  void *d = malloc(1), *e = malloc(1);
  r[5] = (unsigned long long)d; r[6] = (unsigned long long)e;
  free(a); free(b); free(c); free(d); free(e);
  void *x = malloc(4096), *y = malloc(4096);
  r[7] = (unsigned long long)x; r[8] = (unsigned long long)y;
  free(x); free(y);
}
__global__ void count_small(unsigned long long *r, void **store, size_t sz, int cap) {
  int n = 0;
  while (n < cap) { void *p = malloc(sz); if (!p) break; store[n++] = p; }
  r[0] = n;
  for (int i = 0; i < n; i++) free(store[i]);
  void *big = malloc((size_t)n * sz / 2);
  r[1] = big != 0;
  free(big);
}

#define P(what, e) printf("%-44s %d %s\n", what, (int)(e), cudaGetErrorName(e))
static size_t lim() { size_t v = 0; cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize); return v; }

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "x";
  unsigned long long *r, h[16];
  printf("default limit %zu\n", lim());
  if (!strcmp(m, "ctx")) {
    cudaFree(0);
    P("SetLimit 16MiB after context creation", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 << 20));
    printf("limit %zu\n", lim());
    int *d; cudaMalloc(&d, 4);
    P("SetLimit 32MiB after cudaMalloc", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 << 20));
    printf("limit %zu\n", lim());
    nomalloc<<<1, 1>>>(d); P("sync", cudaDeviceSynchronize());
    P("SetLimit 48MiB after a launch (no malloc)", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 48 << 20));
    printf("limit %zu\n", lim());
    P("GetLastError", cudaGetLastError());
    P("SetLimit same value", cudaDeviceSetLimit(cudaLimitMallocHeapSize, lim()));
    cudaMalloc(&r, sizeof h);
    one_malloc<<<1, 1>>>(r, 40 << 20); cudaMemcpy(h, r, 8, cudaMemcpyDeviceToHost);
    printf("malloc 40MiB -> %s\n", h[0] ? "ptr" : "NULL");
    P("SetLimit 64MiB after a malloc launch", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20));
    printf("limit %zu\n", lim());
    P("SetLimit 1MiB after a malloc launch", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 20));
    printf("limit %zu\n", lim());
    P("SetLimit same value", cudaDeviceSetLimit(cudaLimitMallocHeapSize, lim()));
    P("GetLastError", cudaGetLastError());
    P("sync", cudaDeviceSynchronize());
    P("reset", cudaDeviceReset());
    printf("limit after reset %zu\n", lim());
    P("SetLimit 2MiB after reset", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 2 << 20));
    printf("limit %zu\n", lim());
  } else if (!strcmp(m, "malloclaunch")) {
    cudaMalloc(&r, sizeof h);
    one_malloc<<<1, 1>>>(r, 100); P("sync", cudaDeviceSynchronize());
    P("SetLimit 16MiB after a malloc launch", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 << 20));
    printf("limit %zu\n", lim());
  } else if (!strcmp(m, "round")) {
    P("SetLimit 1000", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1000)); printf("limit %zu\n", lim());
    P("SetLimit 0", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 0)); printf("limit %zu\n", lim());
    P("SetLimit 3000000", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 3000000)); printf("limit %zu\n", lim());
    cudaMalloc(&r, sizeof h);
    maxalloc<<<1, 1>>>(r); P("sync", cudaDeviceSynchronize());
    cudaMemcpy(h, r, sizeof h, cudaMemcpyDeviceToHost);
    printf("max single alloc with limit 3000000: %llu\n", h[0]);
  } else if (!strcmp(m, "default")) {
    cudaMalloc(&r, sizeof h);
    maxalloc<<<1, 1>>>(r); P("sync", cudaDeviceSynchronize());
    cudaMemcpy(h, r, sizeof h, cudaMemcpyDeviceToHost);
    printf("max single alloc (8 MiB heap): %llu\n", h[0]);
    printf("malloc(0): %#llx\n", h[1]);
    printf("3 x malloc(123): %#llx %#llx %#llx (d %lld %lld)\n", h[2], h[3], h[4], (long long)(h[3]-h[2]), (long long)(h[4]-h[3]));
    printf("2 x malloc(1): %#llx %#llx (d %lld)\n", h[5], h[6], (long long)(h[6]-h[5]));
    printf("2 x malloc(4096): %#llx %#llx (d %lld)\n", h[7], h[8], (long long)(h[8]-h[7]));
    void **store; cudaMalloc(&store, 200000 * sizeof(void *));
    size_t sizes[] = {16, 1024, 1 << 20};
    for (size_t s : sizes) {
      count_small<<<1, 1>>>(r, store, s, 200000); cudaMemcpy(h, r, 16, cudaMemcpyDeviceToHost);
      printf("malloc(%zu) until NULL: %llu (then half fits: %llu)\n", s, h[0], h[1]);
    }
    P("sync", cudaDeviceSynchronize());
  }
  return 0;
}
