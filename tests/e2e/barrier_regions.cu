// Kernels with __syncthreads() in the shapes that cucc's region formation
// (src/lower/regions.c: the body cut at barriers into loops over the
// block's threads) must get right: barriers in loops with data-dependent
// trip counts and guarded loads, threads that return before a barrier, 3D
// blocks, per-thread arrays and values that live across barriers,
// __syncthreads_count/_and/_or in loops, different barriers in uniform
// branches, a __noinline__ function that reads threadIdx after a barrier,
// a barrier as the kernel's first statement, tree reductions whose stride
// lives across barriers, and a variable only some threads change. Each result is checked
// against the host; tests/driver/regions.sh also checks that these kernels
// became loop kernels and give the same output on fibers. Passed with nvcc
// 13 on an H100 too.
#include <cstdio>
#include <cstdlib>

static int failures;
static void expect(const char *what, int i, long long got, long long want) {
  if (got != want && failures++ < 20)
    printf("FAIL %s[%d]: %lld, expected %lld\n", what, i, got, want);
}

#define CHECK(x)                                                              \
  do {                                                                        \
    cudaError_t e_ = (x);                                                     \
    if (e_ != cudaSuccess) {                                                  \
      printf("FAIL %s: %s\n", #x, cudaGetErrorString(e_));                    \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

// 1. Tiled matrix product with 8x4 tiles over sizes that are not multiples
// of the tile: out-of-range threads load zeros but reach every barrier.
#define TX 8
#define TY 4
__global__ void tiled(const int *A, const int *B, int *C, int n, int m, int k) {
  __shared__ int As[TY][TX], Bs[TX][TX];
  int r = blockIdx.y * TY + threadIdx.y, c = blockIdx.x * TX + threadIdx.x;
  int acc = 0;
  for (int t = 0; t < (k + TX - 1) / TX; ++t) {
    int ac = t * TX + threadIdx.x;
    As[threadIdx.y][threadIdx.x] = r < n && ac < k ? A[r * k + ac] : 0;
    for (int q = threadIdx.y; q < TX; q += TY) {
      int br = t * TX + q;
      Bs[q][threadIdx.x] = br < k && c < m ? B[br * m + c] : 0;
    }
    __syncthreads();
    for (int e = 0; e < TX; ++e)
      acc += As[threadIdx.y][e] * Bs[e][threadIdx.x];
    __syncthreads();
  }
  if (r < n && c < m)
    C[r * m + c] = acc;
}

// 2. A 3D block where threads beyond `active` (in linear order) return
// before the barrier; the others read their neighbours' values after it.
__global__ void early_exit(int *out, int active) {
  __shared__ int s[64];
  int lin = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  if (lin >= active)
    return;
  s[lin] = lin * lin + blockIdx.x;
  __syncthreads();
  out[blockIdx.x * 64 + lin] = s[(lin + 1) % active] - s[lin];
}

// 3. A per-thread array written before a barrier and read after it with
// an index known only at run time; a float and a pointer across it too.
__global__ void private_array(const int *idx, int *out) {
  __shared__ int total;
  int a[8];
  float f = threadIdx.x * 0.5f;
  const int *p = idx + threadIdx.x;
  for (int i = 0; i < 8; ++i)
    a[i] = threadIdx.x * 10 + i;
  if (threadIdx.x == 0)
    total = 0;
  __syncthreads();
  atomicAdd(&total, a[*p & 7]);
  __syncthreads();
  out[threadIdx.x] = total + a[(*p + 3) & 7] + (int)(f * 2) + (int)(p - idx);
}

// 4. __syncthreads_count/_and/_or in a loop whose predicates change.
__global__ void votes(int *out) {
  int t = threadIdx.x, sum = 0;
  for (int it = 0; it < 5; ++it) {
    int c = __syncthreads_count(t % (it + 2) == 0);
    int a = __syncthreads_and(t >= it);
    int o = __syncthreads_or(t == 17 * it);
    sum = sum * 7 + c * 4 + a * 2 + o;
  }
  out[t] = sum;
}

// 5. Different barriers in the two sides of a branch that is uniform per
// block; a barrier at the very start.
__global__ void branches(int *out) {
  __syncthreads();
  __shared__ int s[32];
  int t = threadIdx.x;
  if (blockIdx.x & 1) {
    s[t] = t * 3;
    __syncthreads();
    out[blockIdx.x * 32 + t] = s[31 - t];
  } else {
    s[t] = t + 100;
    __syncthreads();
    out[blockIdx.x * 32 + t] = s[(t + 5) & 31] * 2;
  }
}

// 6. A __noinline__ function that reads threadIdx, called after a barrier.
__device__ __noinline__ int where() { return threadIdx.x * 1000 + threadIdx.y; }
__global__ void noinline_reader(int *out) {
  __shared__ int s[16][2];
  s[threadIdx.x][threadIdx.y] = threadIdx.x + threadIdx.y;
  __syncthreads();
  out[threadIdx.y * 16 + threadIdx.x] =
      where() + s[15 - threadIdx.x][1 - threadIdx.y];
}

// 7. Nested loops: the inner trip count comes from memory (uniform), with
// a barrier inside, `continue` and `break` that every thread takes alike.
__global__ void nested(const int *trips, int *out) {
  __shared__ int buf[32];
  int t = threadIdx.x, acc = 0;
  for (int i = 0; i < 4; ++i) {
    if (i == 2)
      continue;
    for (int j = 0; j < trips[i]; ++j) {
      buf[t] = t * i + j;
      __syncthreads();
      acc += buf[(t + j) & 31];
      __syncthreads();
      if (j == 5)
        break;
    }
  }
  out[t] = acc;
}

// 8. Tree reductions whose stride lives across the barrier (halving and
// doubling), threads past `n` leaving first, and a variable that only some
// threads change before a barrier.
__global__ void trees(const int *in, int *out, int n) {
  __shared__ int a[128], b[128];
  unsigned t = threadIdx.x;
  int v = 5;
  if (t & 1)
    v = 7 + t;
  a[t] = b[t] = in[blockIdx.x * 128 + t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      a[t] += a[t + s];
    __syncthreads();
  }
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (t % (2 * s) == 0)
      b[t] += b[t + s];
    __syncthreads();
  }
  if ((int)t >= n)
    return;
  __syncthreads();
  out[blockIdx.x * 128 + t] = a[0] * 3 + b[0] + v;
}

int main() {
  // 1
  {
    const int n = 13, m = 21, k = 19;
    int hA[n * k], hB[k * m], hC[n * m];
    for (int i = 0; i < n * k; ++i) hA[i] = i % 7 - 3;
    for (int i = 0; i < k * m; ++i) hB[i] = i % 5 - 2;
    int *A, *B, *C;
    CHECK(cudaMalloc(&A, sizeof hA));
    CHECK(cudaMalloc(&B, sizeof hB));
    CHECK(cudaMalloc(&C, sizeof hC));
    cudaMemcpy(A, hA, sizeof hA, cudaMemcpyHostToDevice);
    cudaMemcpy(B, hB, sizeof hB, cudaMemcpyHostToDevice);
    tiled<<<dim3((m + TX - 1) / TX, (n + TY - 1) / TY), dim3(TX, TY)>>>(A, B, C, n, m, k);
    CHECK(cudaMemcpy(hC, C, sizeof hC, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        int s = 0;
        for (int e = 0; e < k; ++e) s += hA[i * k + e] * hB[e * m + j];
        expect("tiled", i * m + j, hC[i * m + j], s);
      }
  }
  // 2
  {
    int *d, h[3 * 64];
    CHECK(cudaMalloc(&d, sizeof h));
    cudaMemset(d, 0xff, sizeof h);
    early_exit<<<3, dim3(4, 3, 2)>>>(d, 17);
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int b = 0; b < 3; ++b)
      for (int l = 0; l < 64; ++l) {
        int want = l < 17 ? ((l + 1) % 17) * ((l + 1) % 17) - l * l : -1;
        expect("early_exit", b * 64 + l, h[b * 64 + l], want);
      }
  }
  // 3
  {
    int hi[48], ho[48], *di, *dout;
    for (int i = 0; i < 48; ++i) hi[i] = (i * 5 + 3) % 11;
    CHECK(cudaMalloc(&di, sizeof hi));
    CHECK(cudaMalloc(&dout, sizeof ho));
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    private_array<<<1, 48>>>(di, dout);
    CHECK(cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost));
    int total = 0;
    for (int t = 0; t < 48; ++t) total += t * 10 + (hi[t] & 7);
    for (int t = 0; t < 48; ++t)
      expect("private_array", t, ho[t], total + t * 10 + ((hi[t] + 3) & 7) + t + t);
  }
  // 4
  {
    int h[96], *d;
    CHECK(cudaMalloc(&d, sizeof h));
    votes<<<1, 96>>>(d);
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int sum = 0;
    for (int it = 0; it < 5; ++it) {
      int c = 0, a = 1, o = 0;
      for (int t = 0; t < 96; ++t) {
        c += t % (it + 2) == 0;
        a &= t >= it;
        o |= t == 17 * it;
      }
      sum = sum * 7 + c * 4 + a * 2 + o;
    }
    for (int t = 0; t < 96; ++t) expect("votes", t, h[t], sum);
  }
  // 5
  {
    int h[4 * 32], *d;
    CHECK(cudaMalloc(&d, sizeof h));
    branches<<<4, 32>>>(d);
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int b = 0; b < 4; ++b)
      for (int t = 0; t < 32; ++t)
        expect("branches", b * 32 + t, h[b * 32 + t],
               b & 1 ? (31 - t) * 3 : (((t + 5) & 31) + 100) * 2);
  }
  // 6
  {
    int h[32], *d;
    CHECK(cudaMalloc(&d, sizeof h));
    noinline_reader<<<1, dim3(16, 2)>>>(d);
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int y = 0; y < 2; ++y)
      for (int x = 0; x < 16; ++x)
        expect("noinline_reader", y * 16 + x, h[y * 16 + x],
               x * 1000 + y + (15 - x) + (1 - y));
  }
  // 7
  {
    int trips[4] = {3, 9, 4, 0}, h[32], *dt, *d;
    CHECK(cudaMalloc(&dt, sizeof trips));
    CHECK(cudaMalloc(&d, sizeof h));
    cudaMemcpy(dt, trips, sizeof trips, cudaMemcpyHostToDevice);
    nested<<<1, 32>>>(dt, d);
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int t = 0; t < 32; ++t) {
      int acc = 0;
      for (int i = 0; i < 4; ++i) {
        if (i == 2) continue;
        for (int j = 0; j < trips[i]; ++j) {
          int u = (t + j) & 31;
          acc += u * i + j;
          if (j == 5) break;
        }
      }
      expect("nested", t, h[t], acc);
    }
  }
  // 8
  {
    int hi[2 * 128], ho[2 * 128], *di, *dout;
    for (int i = 0; i < 256; ++i) hi[i] = (i * 37) % 101 - 50;
    CHECK(cudaMalloc(&di, sizeof hi));
    CHECK(cudaMalloc(&dout, sizeof ho));
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof ho);
    trees<<<2, 128>>>(di, dout, 100);
    CHECK(cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost));
    for (int b = 0; b < 2; ++b) {
      int sum = 0;
      for (int i = 0; i < 128; ++i) sum += hi[b * 128 + i];
      for (int t = 0; t < 128; ++t)
        expect("trees", b * 128 + t, ho[b * 128 + t],
               t < 100 ? sum * 4 + (t & 1 ? 7 + t : 5) : 0);
    }
  }
  CHECK(cudaDeviceSynchronize());
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
