// cucc-flags: -rdc=true
// Dynamic parallelism (CUDA 12 semantics, compiled with -rdc=true): kernels
// launched from device code. Children writing results, recursion three
// levels deep, a block's launches into the NULL stream running in order,
// device-created streams, tail launches seeing the whole parent grid's and
// its children's work, fire-and-forget launches, templated and namespaced
// children, dynamic shared memory in a child, a parent that counts as
// finished (event, stream order) only after its children, and the
// device-side last error. The expected output was recorded with nvcc 13
// (-rdc=true -lcudadevrt) on an H100.
#include <cstdio>

#define CHECK(x)                                                              \
  do {                                                                        \
    cudaError_t e_ = (x);                                                     \
    if (e_ != cudaSuccess) {                                                  \
      printf("FAIL %s: %s\n", #x, cudaGetErrorString(e_));                    \
      return 1;                                                               \
    }                                                                         \
  } while (0)

static int failures = 0;
static void expect(bool ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
  if (!ok)
    failures++;
}

// ---- 1. a parent whose threads each launch a child grid
__global__ void fill(int *out, int base, int value) {
  out[base + blockIdx.x * blockDim.x + threadIdx.x] = value + threadIdx.x;
}

__global__ void parent_fill(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  fill<<<2, 32>>>(out, t * 64, t * 1000);
}

// ---- 2. recursion (as cdpSimplePrint): each grid launches two children
__global__ void recurse(int *count, int depth, int max_depth) {
  atomicAdd(&count[depth], 1);
  if (threadIdx.x == 0 && depth + 1 < max_depth)
    recurse<<<2, blockDim.x>>>(count, depth + 1, max_depth);
}

// ---- 3. one block's NULL-stream launches run in order
__global__ void step(int *seq, int *bad, int b, int i) {
  if (seq[b] != i)
    atomicAdd(bad, 1);
  seq[b] = i + 1;
}

__global__ void ordered(int *seq, int *bad, int n) {
  if (threadIdx.x == 0)
    for (int i = 0; i < n; i++)
      step<<<1, 1>>>(seq, bad, blockIdx.x, i);
}

__global__ void ordered_streams(int *seq, int *bad, int n) {
  if (threadIdx.x != 0)
    return;
  cudaStream_t s;
  if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess) {
    atomicAdd(bad, 1000);
    return;
  }
  for (int i = 0; i < n; i++)
    step<<<1, 1, 0, s>>>(seq, bad, blockIdx.x, i);
  cudaStreamDestroy(s);
}

// ---- 4. a tail launch sees the parent grid's and its children's writes
__global__ void slow_fill(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = 0;
    for (int k = 0; k < 2000; k++)
      v = v * 3 + k;
    out[i] = 1 + (v & 0);
  }
}

__global__ void check_all(const int *a, const int *b, int n, int *result) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += (a[i] != 7) + (b[i] != 1);
  *result = bad == 0 ? 1 : -bad;
}

__global__ void parent_tail(int *a, int *b, int n, int *result) {
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    check_all<<<1, 1, 0, cudaStreamTailLaunch>>>(a, b, n, result);
    slow_fill<<<(n + 127) / 128, 128>>>(b, n);
  }
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = 0;
    for (int k = 0; k < 1000; k++)
      v = v * 5 + k;
    a[i] = 7 + (v & 0);
  }
}

// ---- 5. fire-and-forget
__global__ void set_flag(int *flag, int v) { flag[blockIdx.x] = v; }

__global__ void parent_forget(int *flags) {
  set_flag<<<4, 1, 0, cudaStreamFireAndForget>>>(flags, 42);
}

// ---- 6. templated and namespaced children
namespace ns {
template <class T, int N> __global__ void scale(T *p, T by) {
  p[threadIdx.x] = p[threadIdx.x] * by + N;
}
__global__ void inner(int *p) { p[threadIdx.x] += 100; }
__global__ void parent_ns(int *p, float *f) {
  inner<<<1, 8>>>(p);          // unqualified, found in ns
  ::ns::scale<float, 3><<<1, 8>>>(f, 2.0f);
  scale<int, 1><<<1, 8>>>(p + 8, 3);
}
} // namespace ns

// ---- 7. dynamic shared memory in a child: reverse through shared memory
__global__ void reverse(const int *in, int *out) {
  extern __shared__ int tmp[];
  tmp[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tmp[blockDim.x - 1 - threadIdx.x];
}

__global__ void parent_reverse(const int *in, int *out, int n) {
  reverse<<<1, n, n * sizeof(int)>>>(in, out);
}

// ---- 8. device-side errors
__global__ void parent_errors(int *errs) {
  errs[0] = cudaGetLastError();
  fill<<<1, 2048>>>(errs, 8, 0); // too many threads per block
  errs[1] = cudaPeekAtLastError() == cudaErrorInvalidConfiguration;
  errs[2] = cudaGetLastError() == cudaErrorInvalidConfiguration;
  errs[3] = cudaGetLastError();
  fill<<<1, 1>>>(errs, 4, 5);
  errs[5] = cudaGetLastError();
}

int main() {
  // 1
  const int P = 2 * 32, C = 64;
  int *out;
  CHECK(cudaMallocManaged(&out, P * C * sizeof(int)));
  CHECK(cudaMemset(out, 0, P * C * sizeof(int)));
  parent_fill<<<2, 32>>>(out);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  bool ok = true;
  for (int t = 0; t < P; t++)
    for (int j = 0; j < C; j++)
      ok &= out[t * C + j] == t * 1000 + j % 32;
  expect(ok, "children of every thread");

  // 2
  int *count;
  CHECK(cudaMallocManaged(&count, 4 * sizeof(int)));
  CHECK(cudaMemset(count, 0, 4 * sizeof(int)));
  recurse<<<1, 4>>>(count, 0, 3);
  CHECK(cudaDeviceSynchronize());
  printf("recursion: %d %d %d %d\n", count[0], count[1], count[2], count[3]);
  expect(count[0] == 4 && count[1] == 8 && count[2] == 16 && count[3] == 0,
         "recursion three levels deep");

  // 3
  const int B = 16, N = 20;
  int *seq, *bad;
  CHECK(cudaMallocManaged(&seq, B * sizeof(int)));
  CHECK(cudaMallocManaged(&bad, sizeof(int)));
  CHECK(cudaMemset(seq, 0, B * sizeof(int)));
  CHECK(cudaMemset(bad, 0, sizeof(int)));
  ordered<<<B, 32>>>(seq, bad, N);
  CHECK(cudaDeviceSynchronize());
  ok = *bad == 0;
  for (int b = 0; b < B; b++)
    ok &= seq[b] == N;
  expect(ok, "a block's NULL-stream launches in order");
  CHECK(cudaMemset(seq, 0, B * sizeof(int)));
  ordered_streams<<<B, 32>>>(seq, bad, N);
  CHECK(cudaDeviceSynchronize());
  ok = *bad == 0;
  for (int b = 0; b < B; b++)
    ok &= seq[b] == N;
  expect(ok, "launches into a device-created stream in order");

  // 4
  const int n = 4096;
  int *a, *b, *result;
  CHECK(cudaMallocManaged(&a, n * sizeof(int)));
  CHECK(cudaMallocManaged(&b, n * sizeof(int)));
  CHECK(cudaMallocManaged(&result, sizeof(int)));
  CHECK(cudaMemset(a, 0, n * sizeof(int)));
  CHECK(cudaMemset(b, 0, n * sizeof(int)));
  *result = 0;
  parent_tail<<<n / 128, 128>>>(a, b, n, result);
  CHECK(cudaDeviceSynchronize());
  printf("tail launch result: %d\n", *result);
  expect(*result == 1, "tail launch after the grid and its children");

  // 5
  int *flags;
  CHECK(cudaMallocManaged(&flags, 4 * sizeof(int)));
  CHECK(cudaMemset(flags, 0, 4 * sizeof(int)));
  parent_forget<<<1, 1>>>(flags);
  CHECK(cudaDeviceSynchronize());
  expect(flags[0] == 42 && flags[1] == 42 && flags[2] == 42 && flags[3] == 42,
         "fire-and-forget");

  // 6
  int *p;
  float *f;
  CHECK(cudaMallocManaged(&p, 16 * sizeof(int)));
  CHECK(cudaMallocManaged(&f, 8 * sizeof(float)));
  for (int i = 0; i < 16; i++)
    p[i] = i;
  for (int i = 0; i < 8; i++)
    f[i] = i * 0.5f;
  ns::parent_ns<<<1, 1>>>(p, f);
  CHECK(cudaDeviceSynchronize());
  ok = true;
  for (int i = 0; i < 8; i++)
    ok &= p[i] == i + 100 && p[8 + i] == (8 + i) * 3 + 1 && f[i] == i + 3.0f;
  expect(ok, "templated and namespaced children");

  // 7
  int *in, *rev;
  CHECK(cudaMallocManaged(&in, 256 * sizeof(int)));
  CHECK(cudaMallocManaged(&rev, 256 * sizeof(int)));
  for (int i = 0; i < 256; i++)
    in[i] = i * i;
  parent_reverse<<<1, 1>>>(in, rev, 256);
  CHECK(cudaDeviceSynchronize());
  ok = true;
  for (int i = 0; i < 256; i++)
    ok &= rev[i] == (255 - i) * (255 - i);
  expect(ok, "dynamic shared memory in a child");

  // 8: the parent finishes after its children (event; stream order)
  cudaStream_t s;
  cudaEvent_t ev;
  CHECK(cudaStreamCreate(&s));
  CHECK(cudaEventCreate(&ev));
  CHECK(cudaMemset(b, 0, n * sizeof(int)));
  CHECK(cudaMemset(a, 0, n * sizeof(int)));
  *result = 0;
  parent_tail<<<n / 128, 128, 0, s>>>(a, b, n, result);
  CHECK(cudaEventRecord(ev, s));
  CHECK(cudaEventSynchronize(ev));
  ok = *result == 1;
  for (int i = 0; i < n; i++)
    ok &= b[i] == 1;
  expect(ok, "an event after the parent sees its children's work");
  CHECK(cudaMemset(b, 0, n * sizeof(int)));
  *result = 0;
  parent_tail<<<n / 128, 128, 0, s>>>(a, b, n, result);
  check_all<<<1, 1, 0, s>>>(a, b, n, result + 0);
  CHECK(cudaStreamSynchronize(s));
  expect(*result == 1, "the stream's next kernel runs after the children");

  // 9
  int *errs;
  CHECK(cudaMallocManaged(&errs, 9 * sizeof(int)));
  CHECK(cudaMemset(errs, 0xff, 9 * sizeof(int)));
  parent_errors<<<1, 1>>>(errs);
  CHECK(cudaDeviceSynchronize());
  printf("device errors: %d %d %d %d %d %d\n", errs[0], errs[1], errs[2],
         errs[3], errs[4], errs[5]);
  expect(errs[0] == 0 && errs[1] == 1 && errs[2] == 1 && errs[3] == 0 &&
             errs[4] == 5 && errs[5] == 0,
         "device-side launch errors");
  CHECK(cudaGetLastError());

  if (failures) {
    printf("FAIL (%d)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
