// cucc-flags: --extended-lambda
// Thrust with the CUDA back end as a CUDA program uses it: raw_pointer_cast
// to hand-written kernels, device_ptr around cudaMalloc'ed memory,
// thrust::cuda::par.on(stream) on a created stream, thrust::complex on host
// and device, a radix sort of keys with values (as the radixSortThrust
// sample), device_vector resize/fill and element access. Checked against
// host computations; the printed lines are the same under nvcc on an H100
// (thrust_interop.expected).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/execution_policy.h>
#include <thrust/system/cuda/execution_policy.h>
#include <thrust/complex.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/sequence.h>
#include <thrust/fill.h>
#include <thrust/copy.h>
#include <thrust/random.h>
#include <algorithm>
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(bool ok, const char *what) {
  if (!ok) {
    printf("FAIL %s\n", what);
    failures++;
  }
}

__global__ void scale(int *p, int n, int f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= f;
}

struct cmul {
  __host__ __device__ thrust::complex<double> operator()(const thrust::complex<double> &a,
                                                         const thrust::complex<double> &b) const {
    return a * b + thrust::conj(a) / (b + 1.0);
  }
};

int main() {
  // raw_pointer_cast to a kernel, then back to Thrust
  thrust::device_vector<int> v(1000);
  thrust::sequence(v.begin(), v.end(), 1);
  scale<<<4, 256>>>(thrust::raw_pointer_cast(v.data()), (int)v.size(), 3);
  cudaDeviceSynchronize();
  int s = thrust::reduce(v.begin(), v.end());
  check(s == 3 * 500500, "raw_pointer_cast kernel");
  v[10] = -5;
  int e10 = v[10], e11 = v[11];
  check(e10 == -5 && e11 == 36, "element access");
  v.resize(1500, 2);
  check(thrust::reduce(v.begin(), v.end()) == s - 33 - 5 + 1000, "resize");
  printf("sum %d v[10] %d v[11] %d size %d\n", s, e10, e11, (int)v.size());

  // device_ptr around cudaMalloc'ed memory
  int *raw;
  cudaMalloc(&raw, 512 * sizeof(int));
  thrust::device_ptr<int> dp(raw);
  thrust::fill(dp, dp + 512, 7);
  thrust::transform(dp, dp + 512, dp, [] __device__(int x) { return x * x; });
  check(thrust::reduce(dp, dp + 512) == 49 * 512, "device_ptr");
  cudaFree(raw);

  // a stream
  cudaStream_t st;
  cudaStreamCreate(&st);
  thrust::device_vector<float> f(4096);
  thrust::sequence(thrust::cuda::par.on(st), f.begin(), f.end(), 0.5f, 0.25f);
  thrust::sort(thrust::cuda::par.on(st), f.begin(), f.end(), thrust::greater<float>());
  float fs = thrust::reduce(thrust::cuda::par.on(st), f.begin(), f.end(), 0.0f);
  cudaStreamSynchronize(st);
  float f0 = f[0];
  check(f0 == 0.5f + 0.25f * 4095 && fs == 0.5f * 4096 + 0.25f * 4095 * 4096 / 2,
        "par.on(stream)");
  printf("stream: first %.2f sum %.1f\n", f0, fs);
  cudaStreamDestroy(st);

  // complex numbers
  thrust::host_vector<thrust::complex<double>> ha(64), hb(64);
  for (int i = 0; i < 64; i++) {
    ha[i] = thrust::complex<double>(i * 0.5, 1.0 - i * 0.25);
    hb[i] = thrust::complex<double>(0.125 * i, 2.0);
  }
  thrust::device_vector<thrust::complex<double>> da = ha, db = hb, dc(64);
  thrust::transform(da.begin(), da.end(), db.begin(), dc.begin(), cmul());
  thrust::complex<double> tot =
      thrust::reduce(dc.begin(), dc.end(), thrust::complex<double>(0, 0));
  thrust::complex<double> htot(0, 0);
  for (int i = 0; i < 64; i++) htot += cmul()(ha[i], hb[i]);
  check(thrust::abs(tot - htot) < 1e-9 * thrust::abs(htot), "complex");
  thrust::complex<float> z(3.0f, 4.0f);
  printf("complex: %.6f %.6f |z| %.3f arg %.4f\n", tot.real(), tot.imag(),
         (double)thrust::abs(z), (double)thrust::arg(z));

  // radixSortThrust: random keys with values, sorted on the device
  const int n = 1 << 14;
  thrust::host_vector<unsigned> hk(n);
  thrust::host_vector<unsigned> hv(n);
  thrust::default_random_engine rng(1234);
  thrust::uniform_int_distribution<unsigned> dist(0, 0xffffffffu);
  for (int i = 0; i < n; i++) {
    hk[i] = dist(rng);
    hv[i] = i;
  }
  thrust::device_vector<unsigned> dk = hk, dv = hv;
  thrust::sort_by_key(dk.begin(), dk.end(), dv.begin());
  thrust::host_vector<unsigned> sk = dk, sv = dv;
  bool ok = thrust::is_sorted(sk.begin(), sk.end());
  for (int i = 0; i < n && ok; i++) ok = hk[sv[i]] == sk[i];
  check(ok, "sort_by_key");
  printf("radix sort: %u %u %u (from %u)\n", sk[0], sk[n / 2], sk[n - 1], sv[0]);

  if (failures) return 1;
  printf("PASS\n");
  return 0;
}
