// cucc-flags: --cucc-target-cpu=native -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_OMP -Xcompiler -fopenmp
// Thrust with its OpenMP device system (THRUST_DEVICE_SYSTEM=OMP, -Xcompiler
// -fopenmp as with nvcc): device_vector lives in host memory and the
// algorithms run on OpenMP threads. thrust_system_cpp.cu compiles this file
// for the serial CPP system.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <cstdio>

#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
#error "the CUDA device system was not replaced"
#endif

int main() {
  const int n = 100000;
  thrust::host_vector<int> h(n);
  for (int i = 0; i < n; i++) h[i] = (int)((i * 7919u) % n);
  thrust::device_vector<int> d = h;
  thrust::sort(d.begin(), d.end(), thrust::greater<int>());
  bool ok = d[0] == n - 1 && d[n - 1] == 0;
  long long s = thrust::reduce(d.begin(), d.end(), 0LL);
  ok &= s == (long long)n * (n - 1) / 2;
  thrust::transform(d.begin(), d.end(), d.begin(), thrust::negate<int>());
  thrust::inclusive_scan(d.begin(), d.begin() + 4, d.begin());
  ok &= d[3] == -(4 * n - 10);
  printf("system %d: %d %lld %d\n", THRUST_DEVICE_SYSTEM, (int)d[4], s, (int)d[3]);
  if (!ok) {
    printf("FAIL\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
