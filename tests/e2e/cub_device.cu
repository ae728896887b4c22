// CUB's device-wide algorithms with the temp-storage protocol (a first call
// with a null buffer gives the size): reduce, scan, radix sort (pairs, keys,
// descending, a bit range), segmented reduce and sort, histogram, select,
// partition, run-length encode. Each result is checked against a host
// computation; the printed lines are the same under nvcc on an H100
// (cub_device.expected).
#include <cub/cub.cuh>
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
#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      printf("FAIL %s: %s\n", #x, cudaGetErrorString(e_));                     \
      return 1;                                                                \
    }                                                                          \
  } while (0)

struct is_neg {
  __host__ __device__ bool operator()(int x) const { return x < 0; }
};
struct max_op {
  __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

template <class T> static T *dev(const std::vector<T> &h) {
  T *p;
  cudaMalloc(&p, h.size() * sizeof(T) + 1);
  cudaMemcpy(p, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return p;
}
template <class T> static std::vector<T> host(const T *p, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}

// Runs a CUB call twice: once to size the temporary storage, once for real.
#define CUB_RUN(call)                                                          \
  do {                                                                         \
    void *d_temp_storage = nullptr;                                            \
    size_t temp_storage_bytes = 0;                                             \
    CK(call);                                                                  \
    CK(cudaMalloc(&d_temp_storage, temp_storage_bytes + 1));                   \
    CK(call);                                                                  \
    CK(cudaFree(d_temp_storage));                                              \
  } while (0)

int main() {
  const int n = 10000;
  std::vector<int> h(n);
  unsigned s = 777;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 12) % 1000 - 300;
  }
  int *d_in = dev(h);
  int *d_out;
  CK(cudaMalloc(&d_out, (n + 1) * sizeof(int)));

  // reductions
  CUB_RUN(cub::DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, d_in, d_out, n));
  int sum = host(d_out, 1)[0];
  long long hsum = 0;
  for (int v : h) hsum += v;
  check(sum == (int)hsum, "DeviceReduce::Sum");
  CUB_RUN(cub::DeviceReduce::Max(d_temp_storage, temp_storage_bytes, d_in, d_out, n));
  int mx = host(d_out, 1)[0];
  check(mx == *std::max_element(h.begin(), h.end()), "DeviceReduce::Max");
  CUB_RUN(cub::DeviceReduce::Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, n,
                                    max_op(), -1000000));
  check(host(d_out, 1)[0] == mx, "DeviceReduce::Reduce");
  cub::KeyValuePair<int, int> *d_kv;
  CK(cudaMalloc(&d_kv, sizeof(*d_kv)));
  CUB_RUN(cub::DeviceReduce::ArgMin(d_temp_storage, temp_storage_bytes, d_in, d_kv, n));
  cub::KeyValuePair<int, int> kv = host(d_kv, 1)[0];
  int hmin = (int)(std::min_element(h.begin(), h.end()) - h.begin());
  check(kv.key == hmin && kv.value == h[hmin], "DeviceReduce::ArgMin");
  printf("sum %d max %d argmin %d %d\n", sum, mx, kv.key, kv.value);

  // scans
  CUB_RUN(cub::DeviceScan::InclusiveSum(d_temp_storage, temp_storage_bytes, d_in, d_out, n));
  std::vector<int> r = host(d_out, n);
  bool ok = true;
  int acc = 0;
  for (int i = 0; i < n; i++) { acc += h[i]; ok &= r[i] == acc; }
  check(ok, "DeviceScan::InclusiveSum");
  CUB_RUN(cub::DeviceScan::ExclusiveSum(d_temp_storage, temp_storage_bytes, d_in, d_out, n));
  r = host(d_out, n);
  ok = true;
  acc = 0;
  for (int i = 0; i < n; i++) { ok &= r[i] == acc; acc += h[i]; }
  check(ok, "DeviceScan::ExclusiveSum");
  CUB_RUN(cub::DeviceScan::InclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out,
                                         max_op(), n));
  r = host(d_out, n);
  ok = true;
  acc = -1000000;
  for (int i = 0; i < n; i++) { acc = std::max(acc, h[i]); ok &= r[i] == acc; }
  check(ok, "DeviceScan::InclusiveScan");
  printf("scan %d %d %d\n", r[0], r[n / 2], r[n - 1]);

  // radix sorts
  std::vector<int> idx(n);
  for (int i = 0; i < n; i++) idx[i] = i;
  int *d_vals = dev(idx), *d_keys_out, *d_vals_out;
  CK(cudaMalloc(&d_keys_out, n * sizeof(int)));
  CK(cudaMalloc(&d_vals_out, n * sizeof(int)));
  CUB_RUN(cub::DeviceRadixSort::SortPairs(d_temp_storage, temp_storage_bytes, d_in,
                                          d_keys_out, d_vals, d_vals_out, n));
  std::vector<int> k = host(d_keys_out, n), v = host(d_vals_out, n);
  std::vector<int> sorted = h;
  std::stable_sort(sorted.begin(), sorted.end());
  check(k == sorted, "SortPairs keys");
  ok = true;
  for (int i = 0; i < n; i++) ok &= h[v[i]] == k[i];
  for (int i = 1; i < n; i++) ok &= k[i - 1] != k[i] || v[i - 1] < v[i]; // stable
  check(ok, "SortPairs values");
  printf("sorted %d %d %d (value %d)\n", k[0], k[n / 2], k[n - 1], v[0]);
  CUB_RUN(cub::DeviceRadixSort::SortKeysDescending(d_temp_storage, temp_storage_bytes, d_in,
                                                   d_keys_out, n));
  k = host(d_keys_out, n);
  check(std::equal(sorted.rbegin(), sorted.rend(), k.begin()), "SortKeysDescending");
  std::vector<unsigned> u(n);
  for (int i = 0; i < n; i++) u[i] = (unsigned)h[i] * 2654435761u;
  unsigned *d_u = dev(u), *d_u_out;
  CK(cudaMalloc(&d_u_out, n * sizeof(unsigned)));
  CUB_RUN(cub::DeviceRadixSort::SortKeys(d_temp_storage, temp_storage_bytes, d_u, d_u_out, n,
                                         8, 20));
  std::vector<unsigned> uk = host(d_u_out, n), uref = u;
  std::stable_sort(uref.begin(), uref.end(),
                   [](unsigned a, unsigned b) { return (a >> 8 & 0xfff) < (b >> 8 & 0xfff); });
  check(uk == uref, "SortKeys bit range");
  std::vector<double> dbl(n);
  for (int i = 0; i < n; i++) dbl[i] = h[i] * 0.25;
  double *d_d = dev(dbl), *d_d_out;
  CK(cudaMalloc(&d_d_out, n * sizeof(double)));
  CUB_RUN(cub::DeviceRadixSort::SortKeys(d_temp_storage, temp_storage_bytes, d_d, d_d_out, n));
  std::vector<double> dk = host(d_d_out, n), dref = dbl;
  std::sort(dref.begin(), dref.end());
  check(dk == dref, "SortKeys double");

  // segmented reduce and sort: segments of varying length (one empty)
  std::vector<int> offs = {0, 7, 7, 100, 1000, 2500, 6000, n};
  int nseg = (int)offs.size() - 1;
  int *d_offs = dev(offs);
  CUB_RUN(cub::DeviceSegmentedReduce::Sum(d_temp_storage, temp_storage_bytes, d_in, d_out,
                                          nseg, d_offs, d_offs + 1));
  r = host(d_out, nseg);
  ok = true;
  printf("segments:");
  for (int i = 0; i < nseg; i++) {
    int hs = 0;
    for (int j = offs[i]; j < offs[i + 1]; j++) hs += h[j];
    ok &= r[i] == hs;
    printf(" %d", r[i]);
  }
  printf("\n");
  check(ok, "DeviceSegmentedReduce::Sum");
  CUB_RUN(cub::DeviceSegmentedRadixSort::SortKeys(d_temp_storage, temp_storage_bytes, d_in,
                                                  d_keys_out, n, nseg, d_offs, d_offs + 1));
  k = host(d_keys_out, n);
  std::vector<int> sref = h;
  for (int i = 0; i < nseg; i++) std::sort(sref.begin() + offs[i], sref.begin() + offs[i + 1]);
  check(k == sref, "DeviceSegmentedRadixSort::SortKeys");

  // histogram: 10 bins over [-300, 700)
  int *d_hist;
  CK(cudaMalloc(&d_hist, 10 * sizeof(int)));
  CUB_RUN(cub::DeviceHistogram::HistogramEven(d_temp_storage, temp_storage_bytes, d_in, d_hist,
                                              11, -300, 700, n));
  r = host(d_hist, 10);
  ok = true;
  printf("histogram:");
  for (int b = 0; b < 10; b++) {
    int c = 0;
    for (int x : h) c += (x + 300) / 100 == b;
    ok &= r[b] == c;
    printf(" %d", r[b]);
  }
  printf("\n");
  check(ok, "HistogramEven");

  // select and partition
  int *d_num;
  CK(cudaMalloc(&d_num, sizeof(int)));
  CUB_RUN(cub::DeviceSelect::If(d_temp_storage, temp_storage_bytes, d_in, d_out, d_num, n,
                                is_neg()));
  int nsel = host(d_num, 1)[0];
  std::vector<int> neg;
  for (int x : h) if (x < 0) neg.push_back(x);
  r = host(d_out, nsel);
  check(r == neg, "DeviceSelect::If");
  std::vector<char> flags(n);
  for (int i = 0; i < n; i++) flags[i] = i % 3 == 0;
  char *d_flags = dev(flags);
  CUB_RUN(cub::DeviceSelect::Flagged(d_temp_storage, temp_storage_bytes, d_in, d_flags, d_out,
                                     d_num, n));
  int nfl = host(d_num, 1)[0];
  r = host(d_out, nfl);
  ok = nfl == (n + 2) / 3;
  for (int i = 0; ok && i < nfl; i++) ok &= r[i] == h[3 * i];
  check(ok, "DeviceSelect::Flagged");
  CUB_RUN(cub::DevicePartition::If(d_temp_storage, temp_storage_bytes, d_in, d_out, d_num, n,
                                   is_neg()));
  r = host(d_out, n);
  ok = host(d_num, 1)[0] == nsel;
  for (int i = 0; i < nsel; i++) ok &= r[i] == neg[i];
  for (int i = nsel; i < n; i++) ok &= r[i] >= 0;
  check(ok, "DevicePartition::If");

  // unique and run-length encode over sorted keys with runs
  std::vector<int> runs(n);
  for (int i = 0; i < n; i++) runs[i] = (h[i] + 300) / 50;
  std::sort(runs.begin(), runs.end());
  int *d_runs = dev(runs), *d_counts;
  CK(cudaMalloc(&d_counts, n * sizeof(int)));
  CUB_RUN(cub::DeviceSelect::Unique(d_temp_storage, temp_storage_bytes, d_runs, d_out, d_num, n));
  int nuniq = host(d_num, 1)[0];
  CUB_RUN(cub::DeviceRunLengthEncode::Encode(d_temp_storage, temp_storage_bytes, d_runs, d_out,
                                             d_counts, d_num, n));
  int nruns = host(d_num, 1)[0];
  std::vector<int> ru = host(d_out, nruns), rc = host(d_counts, nruns);
  ok = nruns == nuniq;
  int pos = 0;
  for (int i = 0; ok && i < nruns; i++) {
    ok &= runs[pos] == ru[i];
    pos += rc[i];
  }
  check(ok && pos == n, "RunLengthEncode::Encode");
  printf("select %d flagged %d unique %d runs %d first run %d x%d\n", nsel, nfl, nuniq, nruns,
         ru[0], rc[0]);

  if (failures) return 1;
  printf("PASS\n");
  return 0;
}
