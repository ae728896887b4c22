// A C++ program calling kernels of separately compiled .cu files; prints
// the sums it checks (tests/driver/cmake.sh matches them).
#include <cuda_runtime.h>
#include <cstdio>
#include "shared.h"

int main() {
  enum { N = 1000 };
  static int v[N];
  if (run_fill(v, N))
    return 1;
  long sum = 0;
  for (int i = 0; i < N; i++)
    sum += v[i];
  int dev = -1;
  cudaGetDevice(&dev);
  printf("sum %ld counter %d device %d\n", sum, read_counter(), dev);
  return sum == (long)N * (N - 1) && read_counter() == N ? 0 : 1;
}
