// libcu++ basics in device code: cuda::atomic_ref and cuda::atomic with
// thread scopes, cuda::std::atomic, array, tuple, span, complex, identity,
// limits and
// type traits, cuda::barrier with cuda::memcpy_async. Checked here; the
// printed lines are the same under nvcc on an H100 (libcudacxx.expected).
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/std/atomic>
#include <cuda/std/array>
#include <cuda/std/tuple>
#include <cuda/std/span>
#include <cuda/std/complex>
#include <cuda/std/functional>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cstdio>

__device__ cuda::atomic<int, cuda::thread_scope_device> g_count;

__global__ void atomics(int *p, unsigned long long *m) {
  cuda::atomic_ref<int, cuda::thread_scope_device> a(p[0]);
  a.fetch_add(2, cuda::std::memory_order_relaxed);
  cuda::atomic_ref<int, cuda::thread_scope_block> b(p[1 + blockIdx.x]);
  b.fetch_max((int)threadIdx.x * 3);
  cuda::std::atomic_ref<unsigned long long> c(*m);
  c.fetch_or(1ull << (threadIdx.x % 64));
  g_count.fetch_sub(1);
}

__global__ void containers(double *out) {
  int t = threadIdx.x;
  cuda::std::array<int, 4> arr{{t, t * 2, t * 3, t * 4}};
  cuda::std::span<int> s(arr.data(), arr.size());
  int sum = 0;
  for (int x : s.subspan(1)) sum += x;
  auto tup = cuda::std::make_tuple(sum, 0.5 * t, (char)('a' + t));
  static_assert(cuda::std::is_same<cuda::std::tuple_element<2, decltype(tup)>::type, char>::value,
                "tuple types");
  static_assert(cuda::std::is_trivially_copyable<cuda::std::array<int, 4>>::value, "array");
  static_assert(cuda::std::identity{}(5) == 5, "identity");
  cuda::std::complex<double> z(t, 1.0), w(0.5, -2.0);
  z = z * w + cuda::std::conj(z) / w;
  out[4 * t + 0] = cuda::std::get<0>(tup) + cuda::std::get<1>(tup);
  out[4 * t + 1] = z.real();
  out[4 * t + 2] = cuda::std::abs(z);
  out[4 * t + 3] = cuda::std::numeric_limits<float>::epsilon() * (cuda::std::get<2>(tup) - 'a') +
                   cuda::std::numeric_limits<short>::max();
}

__global__ void async_copy(const int *in, int *out) {
  __shared__ int buf[64];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  cuda::memcpy_async(&buf[threadIdx.x], &in[threadIdx.x], sizeof(int), bar);
  bar.arrive_and_wait();
  out[threadIdx.x] = buf[63 - threadIdx.x] * 10;
}

int main() {
  int *p, *in, *out;
  unsigned long long *m;
  double *d;
  cudaMallocManaged(&p, 4 * sizeof(int));
  cudaMallocManaged(&m, sizeof *m);
  cudaMallocManaged(&d, 4 * 32 * sizeof(double));
  cudaMallocManaged(&in, 64 * sizeof(int));
  cudaMallocManaged(&out, 64 * sizeof(int));
  for (int i = 0; i < 4; i++) p[i] = 0;
  *m = 0;
  int start = 1000;
  cudaMemcpyToSymbol(g_count, &start, sizeof start);
  atomics<<<3, 64>>>(p, m);
  containers<<<1, 32>>>(d);
  for (int i = 0; i < 64; i++) in[i] = i * i;
  async_copy<<<1, 64>>>(in, out);
  if (cudaDeviceSynchronize() != cudaSuccess) {
    printf("FAIL launch\n");
    return 1;
  }
  int left;
  cudaMemcpyFromSymbol(&left, g_count, sizeof left);
  printf("atomics: %d %d %d %d %llx %d\n", p[0], p[1], p[2], p[3], *m, left);
  bool ok = p[0] == 384 && p[1] == 189 && p[3] == 189 && *m == ~0ull && left == 1000 - 192;
  for (int t = 0; t < 32; t += 5)
    printf("t%d: %.4f %.6f %.6f %.6f\n", t, d[4 * t], d[4 * t + 1], d[4 * t + 2], d[4 * t + 3]);
  for (int t = 0; t < 32; t++) ok &= d[4 * t] == 9 * t + 0.5 * t;
  printf("async: %d %d %d\n", out[0], out[1], out[63]);
  for (int i = 0; i < 64; i++) ok &= out[i] == (63 - i) * (63 - i) * 10;
  if (!ok) {
    printf("FAIL\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
