// cucc-flags: --extended-lambda
// Thrust's CUDA back end (Debian's Thrust 1.17 under cucc; the toolkit's under
// nvcc): containers, transforms with functors and __device__ lambdas,
// reductions, scans, sorts with comparators, unique, copy_if, partitions,
// gather/scatter, fancy iterators. Each result is checked against a host
// computation; the printed lines are the same under nvcc on an H100
// (thrust_algorithms.expected).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/unique.h>
#include <thrust/copy.h>
#include <thrust/partition.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/sequence.h>
#include <thrust/fill.h>
#include <thrust/count.h>
#include <thrust/extrema.h>
#include <thrust/functional.h>
#include <thrust/inner_product.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/tuple.h>
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

struct saxpy {
  int a;
  saxpy(int a_) : a(a_) {}
  __host__ __device__ int operator()(int x, int y) const { return a * x + y; }
};
struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};
struct greater_abs {
  __host__ __device__ bool operator()(int a, int b) const {
    int x = a < 0 ? -a : a, y = b < 0 ? -b : b;
    return x > y;
  }
};
struct by_tens {
  __host__ __device__ bool operator()(int a, int b) const { return a / 10 < b / 10; }
};
struct square {
  __host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};
struct sum_pair {
  __host__ __device__ int operator()(const thrust::tuple<int, int> &t) const {
    return thrust::get<0>(t) * 100 + thrust::get<1>(t);
  }
};

static std::vector<int> host_data(int n) {
  std::vector<int> v(n);
  unsigned s = 12345;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    v[i] = (int)((s >> 8) % 2001) - 1000;
  }
  return v;
}

static void print_head(const char *name, const thrust::host_vector<int> &h) {
  printf("%s:", name);
  for (size_t i = 0; i < h.size() && i < 8; i++)
    printf(" %d", h[i]);
  printf(" (n=%zu)\n", h.size());
}

int main() {
  const int n = 5000;
  std::vector<int> src = host_data(n);
  thrust::host_vector<int> h(src.begin(), src.end());
  thrust::device_vector<int> d = h;

  // transform with a functor and with a __device__ lambda
  thrust::device_vector<int> y(n, 7), r(n);
  thrust::transform(d.begin(), d.end(), y.begin(), r.begin(), saxpy(3));
  thrust::host_vector<int> hr = r;
  bool ok = true;
  for (int i = 0; i < n; i++) ok &= hr[i] == 3 * src[i] + 7;
  check(ok, "transform functor");
  print_head("saxpy", hr);
  int k = 5;
  thrust::transform(d.begin(), d.end(), r.begin(),
                    [=] __device__(int x) { return x * k - 1; });
  hr = r;
  ok = true;
  for (int i = 0; i < n; i++) ok &= hr[i] == src[i] * 5 - 1;
  check(ok, "transform lambda");
  print_head("lambda", hr);

  // reductions
  long long sum = 0;
  for (int v : src) sum += v;
  int dsum = thrust::reduce(d.begin(), d.end());
  check(dsum == (int)sum, "reduce");
  int dmax = thrust::reduce(d.begin(), d.end(), -100000, thrust::maximum<int>());
  check(dmax == *std::max_element(src.begin(), src.end()), "reduce max");
  long long sq = thrust::transform_reduce(d.begin(), d.end(), square(), 0LL,
                                          thrust::plus<long long>());
  long long hsq = 0;
  for (int v : src) hsq += (long long)v * v;
  check(sq == hsq, "transform_reduce");
  int odd = (int)thrust::count_if(d.begin(), d.end(), is_odd());
  int hodd = (int)std::count_if(src.begin(), src.end(), [](int x) { return x & 1; });
  check(odd == hodd, "count_if");
  auto mm = thrust::minmax_element(d.begin(), d.end());
  check(*mm.first == *std::min_element(src.begin(), src.end()), "minmax");
  int dot = thrust::inner_product(d.begin(), d.begin() + 100, y.begin(), 0);
  int hdot = 0;
  for (int i = 0; i < 100; i++) hdot += src[i] * 7;
  check(dot == hdot, "inner_product");
  printf("sum %d max %d sumsq %lld odd %d min %d dot %d\n", dsum, dmax, sq, odd,
         (int)*mm.first, dot);

  // scans
  thrust::device_vector<int> s(n);
  thrust::inclusive_scan(d.begin(), d.end(), s.begin());
  thrust::host_vector<int> hs = s;
  ok = true;
  int acc = 0;
  for (int i = 0; i < n; i++) { acc += src[i]; ok &= hs[i] == acc; }
  check(ok, "inclusive_scan");
  thrust::exclusive_scan(d.begin(), d.end(), s.begin(), 10, thrust::maximum<int>());
  hs = s;
  ok = true;
  acc = 10;
  for (int i = 0; i < n; i++) { ok &= hs[i] == acc; acc = std::max(acc, src[i]); }
  check(ok, "exclusive_scan max");
  print_head("exscan", hs);

  // sorts
  thrust::device_vector<int> a = d;
  thrust::sort(a.begin(), a.end());
  std::vector<int> ref = src;
  std::sort(ref.begin(), ref.end());
  thrust::host_vector<int> ha = a;
  check(std::equal(ref.begin(), ref.end(), ha.begin()), "sort");
  print_head("sorted", ha);
  a = d;
  thrust::sort(a.begin(), a.end(), thrust::greater<int>());
  ha = a;
  check(std::equal(ref.rbegin(), ref.rend(), ha.begin()), "sort greater");
  a = d;
  thrust::sort(a.begin(), a.end(), greater_abs());
  ha = a;
  ok = true;
  for (int i = 1; i < n; i++) ok &= std::abs(ha[i - 1]) >= std::abs(ha[i]);
  check(ok, "sort comparator");
  a = d;
  thrust::stable_sort(a.begin(), a.end(), by_tens());
  ha = a;
  ref = src;
  std::stable_sort(ref.begin(), ref.end(), [](int x, int y) { return x / 10 < y / 10; });
  check(std::equal(ref.begin(), ref.end(), ha.begin()), "stable_sort");
  print_head("stable", ha);
  thrust::device_vector<int> keys = d, vals(n);
  thrust::sequence(vals.begin(), vals.end());
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  thrust::host_vector<int> hk = keys, hv = vals;
  ok = true;
  for (int i = 0; i < n; i++) ok &= src[hv[i]] == hk[i];
  for (int i = 1; i < n; i++) ok &= hk[i - 1] <= hk[i];
  check(ok, "sort_by_key");
  thrust::device_vector<double> dk(d.begin(), d.end());
  thrust::stable_sort_by_key(dk.begin(), dk.end(), vals.begin(), thrust::greater<double>());
  thrust::host_vector<double> hdk = dk;
  ok = true;
  for (int i = 1; i < n; i++) ok &= hdk[i - 1] >= hdk[i];
  check(ok, "stable_sort_by_key double");

  // unique, copy_if, partition
  a = d;
  thrust::sort(a.begin(), a.end());
  auto end = thrust::unique(a.begin(), a.end());
  int nu = (int)(end - a.begin());
  ref = src;
  std::sort(ref.begin(), ref.end());
  int hnu = (int)(std::unique(ref.begin(), ref.end()) - ref.begin());
  check(nu == hnu, "unique");
  thrust::device_vector<int> odds(n);
  auto oe = thrust::copy_if(d.begin(), d.end(), odds.begin(), is_odd());
  check(oe - odds.begin() == hodd, "copy_if");
  thrust::host_vector<int> ho(odds.begin(), oe);
  print_head("odds", ho);
  a = d;
  auto mid = thrust::stable_partition(a.begin(), a.end(), is_odd());
  check(mid - a.begin() == hodd, "stable_partition");
  ha = a;
  ref = src;
  std::stable_partition(ref.begin(), ref.end(), [](int x) { return x & 1; });
  check(std::equal(ref.begin(), ref.end(), ha.begin()), "stable_partition order");
  a = d;
  mid = thrust::partition(a.begin(), a.end(), is_odd());
  check(thrust::is_partitioned(a.begin(), a.end(), is_odd()) && mid - a.begin() == hodd,
        "partition");
  printf("unique %d odd %d\n", nu, (int)(mid - a.begin()));

  // gather / scatter with a reversing map
  thrust::device_vector<int> map(n), g(n);
  thrust::sequence(map.begin(), map.end(), n - 1, -1);
  thrust::gather(map.begin(), map.end(), d.begin(), g.begin());
  thrust::host_vector<int> hg = g;
  ok = true;
  for (int i = 0; i < n; i++) ok &= hg[i] == src[n - 1 - i];
  check(ok, "gather");
  thrust::scatter(d.begin(), d.end(), map.begin(), g.begin());
  hg = g;
  ok = true;
  for (int i = 0; i < n; i++) ok &= hg[n - 1 - i] == src[i];
  check(ok, "scatter");

  // fancy iterators
  thrust::counting_iterator<int> c0(0);
  int tri = thrust::reduce(c0, c0 + 1000);
  check(tri == 499500, "counting_iterator");
  int sqsum = (int)thrust::reduce(thrust::make_transform_iterator(c0, square()),
                                  thrust::make_transform_iterator(c0 + 100, square()));
  check(sqsum == 328350, "transform_iterator");
  auto z = thrust::make_zip_iterator(thrust::make_tuple(c0, d.begin()));
  thrust::device_vector<int> zr(10);
  thrust::transform(z, z + 10, zr.begin(), sum_pair());
  thrust::host_vector<int> hz = zr;
  ok = true;
  for (int i = 0; i < 10; i++) ok &= hz[i] == i * 100 + src[i];
  check(ok, "zip_iterator");
  int perm = thrust::reduce(thrust::make_permutation_iterator(d.begin(), map.begin()),
                            thrust::make_permutation_iterator(d.begin(), map.begin() + 10));
  int hperm = 0;
  for (int i = 0; i < 10; i++) hperm += src[n - 1 - i];
  check(perm == hperm, "permutation_iterator");
  int cst = thrust::reduce(thrust::constant_iterator<int>(3),
                           thrust::constant_iterator<int>(3) + 50);
  check(cst == 150, "constant_iterator");
  printf("iterators %d %d %d %d %d\n", tri, sqsum, hz[3], perm, cst);

  if (failures) return 1;
  printf("PASS\n");
  return 0;
}
