// Device malloc/free (guide B.17), as nvcc 13 on an NVIDIA H100 runs them:
// stdout recorded there in device_malloc.expected (this version re-run
// there: identical). Checks the heap-size
// limit (8 MiB by default; cudaDeviceSetLimit(cudaLimitMallocHeapSize)
// fails with cudaErrorInvalidValue after a kernel that uses malloc/free
// ran), the guide's per-thread, per-block and persistent allocation
// examples (B.17.3, rewritten to check their results: the per-block one
// allocates the ints it writes, and the kernels free only after a barrier),
// 16-byte alignment, NULL when the heap is exhausted, reuse after free,
// free(NULL), operator new/delete and memcpy/memset in device code, many
// threads allocating at once, and the heap's end at cudaDeviceReset. What
// the GPU does that one may not guess: malloc(SIZE_MAX) returns a pointer
// (the size wraps around), malloc(0) returns a pointer, a limit below 4 MiB
// reads back as 4 MiB, and once a kernel used the heap even setting the
// limit to its current value fails. Lines marked "(not checked)" are now
// checked (silently: their text is the recorded one), as are the limit
// rules at the end (tests/reference/probe_heap.out).
#include <cstdint>
#include <cstdio>
#include <cstring>

#define NUM_BLOCKS 20
#define MiB (1024u * 1024u)

// ---- B.17.3.1: per-thread allocation ----
__global__ void mallocTest(unsigned long long *ptrs, int *ok) {
  char *ptr = (char *)malloc(123);
  ptrs[threadIdx.x] = (unsigned long long)ptr;
  int good = ptr != NULL;
  if (ptr) {
    memset(ptr, threadIdx.x + 1, 123);
    char copy[123];
    memcpy(copy, ptr, 123);
    for (int i = 0; i < 123; i++)
      good &= copy[i] == (char)(threadIdx.x + 1);
  }
  ok[threadIdx.x] = good;
  __syncthreads(); // all five blocks are live at once: distinct
  free(ptr);
}

// ---- B.17.3.2: per-thread-block allocation ----
__global__ void mallocPerBlock(int *ok) {
  __shared__ int *data;
  // The first thread of the block allocates 64 ints per thread and shares
  // the pointer through shared memory.
  if (threadIdx.x == 0)
    data = (int *)malloc(blockDim.x * 64 * sizeof(int));
  __syncthreads();
  if (data == NULL)
    return;
  int *ptr = data;
  for (int i = 0; i < 64; ++i)
    ptr[i * blockDim.x + threadIdx.x] = threadIdx.x;
  __syncthreads();
  // check a neighbour's column
  unsigned t = (threadIdx.x + 1) % blockDim.x;
  int good = 1;
  for (int i = 0; i < 64; ++i)
    good &= ptr[i * blockDim.x + t] == (int)t;
  ok[blockIdx.x * blockDim.x + threadIdx.x] = good;
  __syncthreads();
  // Only one thread may free the memory!
  if (threadIdx.x == 0)
    free(data);
}

// ---- B.17.3.3: allocation persisting between kernel launches ----
__device__ int *dataptr[NUM_BLOCKS]; // Per-block pointer

__global__ void allocmem() {
  if (threadIdx.x == 0)
    dataptr[blockIdx.x] = (int *)malloc(blockDim.x * 4);
  __syncthreads();
  if (dataptr[blockIdx.x] == NULL)
    return;
  dataptr[blockIdx.x][threadIdx.x] = 0;
}

__global__ void usemem() {
  int *ptr = dataptr[blockIdx.x];
  if (ptr != NULL)
    ptr[threadIdx.x] += threadIdx.x;
}

__global__ void freemem(int *out) {
  int *ptr = dataptr[blockIdx.x];
  out[blockIdx.x * blockDim.x + threadIdx.x] = ptr != NULL ? ptr[threadIdx.x] : -1;
  __syncthreads();
  if (threadIdx.x == 0)
    free(ptr);
}

__global__ void read_dataptr(unsigned long long *out) {
  out[threadIdx.x] = (unsigned long long)dataptr[threadIdx.x];
}

// ---- exhaustion and reuse (one thread) ----
__global__ void exhaust(unsigned long long *res) {
  res[0] = malloc((size_t)1 << 40) == NULL;        // far beyond the heap
  res[1] = malloc(~(size_t)0) == NULL;             // size overflow
  void *chunks[1024];
  int n = 0;
  unsigned misaligned = 0;
  while (n < 1024) {
    void *p = malloc(MiB);
    if (!p)
      break;
    misaligned += (unsigned long long)p % 16 != 0;
    memset(p, n, 4096);
    ((unsigned char *)p)[MiB - 1] = (unsigned char)n;
    chunks[n++] = p;
  }
  res[2] = n;
  int distinct = 1;
  for (int i = 0; i < n; i++) {
    const unsigned char *c = (const unsigned char *)chunks[i];
    distinct &= c[0] == (unsigned char)i && c[MiB - 1] == (unsigned char)i;
  }
  res[3] = distinct && !misaligned;
  res[4] = malloc(1) != NULL ? 1 : 0; // a small allocation may still fit
  for (int i = 0; i < n; i++)
    free(chunks[i]);
  free(NULL); // ignored
  void *big = malloc((size_t)n * MiB / 2);
  res[5] = big != NULL;
  free(big);
  void *zero = malloc(0);
  res[6] = zero != NULL;
  free(zero);
}

// ---- many threads at once ----
__global__ void concurrent(int *bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int round = 0; round < 4; round++) {
    size_t n = 16 + (i * 7 + round) % 200;
    unsigned char *p = (unsigned char *)malloc(n);
    if (!p || (unsigned long long)p % 16) {
      bad[i] = 1;
      return;
    }
    for (size_t k = 0; k < n; k++)
      p[k] = (unsigned char)(i + k);
    for (size_t k = 0; k < n; k++)
      if (p[k] != (unsigned char)(i + k))
        bad[i] = 1;
    free(p);
  }
}

// ---- operator new and delete ----
struct Point {
  int x, y;
  __device__ Point(int a) : x(a), y(2 * a) {}
};

__global__ void new_delete(int *out) {
  Point *p = new Point(threadIdx.x);
  int *a = new int[4];
  for (int k = 0; k < 4; k++)
    a[k] = p->y + k;
  out[threadIdx.x] = a[3] + p->x;
  delete p;
  delete[] a;
}

// ---- a limit smaller than the allocation ----
__global__ void alloc_bytes(size_t n, int *got) {
  void *p = malloc(n);
  *got = p != NULL;
  free(p);
}

static int failures;

static void check(const char *what, bool ok) {
  printf("%-52s %s\n", what, ok ? "yes" : "no");
  if (!ok)
    failures++;
}

static void show_error(const char *what, cudaError_t e) {
  printf("%-52s %s\n", what, cudaGetErrorName(e));
}

static size_t heap_limit(void) {
  size_t v = 0;
  cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize);
  return v;
}

// Silent unless it fails: checks whose lines are not in the GPU's recording.
static void quiet(const char *what, cudaError_t got, cudaError_t want,
                  size_t limit) {
  if (got != want || heap_limit() != limit) {
    printf("  %s: %s, expected %s; heap size %zu, expected %zu\n", what,
           cudaGetErrorName(got), cudaGetErrorName(want), heap_limit(), limit);
    failures++;
  }
}

// The limit's rules seen on the GPU (tests/reference/probe_heap.out, modes
// round, ctx and malloclaunch), in a fresh context.
static void quiet_limit_rules(void) {
  const cudaLimit H = cudaLimitMallocHeapSize;
  quiet("SetLimit 1000", cudaDeviceSetLimit(H, 1000), cudaSuccess, 4 * MiB);
  quiet("SetLimit 0", cudaDeviceSetLimit(H, 0), cudaSuccess, 4 * MiB);
  quiet("SetLimit 3000000", cudaDeviceSetLimit(H, 3000000), cudaSuccess,
        4 * MiB);
  quiet("SetLimit 2 MiB", cudaDeviceSetLimit(H, 2 * MiB), cudaSuccess,
        4 * MiB);
  quiet("SetLimit 16 MiB", cudaDeviceSetLimit(H, 16 * MiB), cudaSuccess,
        16 * MiB);
  void *p = nullptr;
  cudaMalloc(&p, 4);
  quiet("SetLimit 32 MiB after cudaMalloc", cudaDeviceSetLimit(H, 32 * MiB),
        cudaSuccess, 32 * MiB);
  unsigned long long *dp_d = nullptr;
  cudaMalloc((void **)&dp_d, NUM_BLOCKS * sizeof *dp_d);
  int *got_d = nullptr;
  cudaMalloc((void **)&got_d, sizeof *got_d);
  read_dataptr<<<1, NUM_BLOCKS>>>(dp_d);
  quiet("a kernel without malloc", cudaDeviceSynchronize(), cudaSuccess,
        32 * MiB);
  quiet("SetLimit 48 MiB after it", cudaDeviceSetLimit(H, 48 * MiB),
        cudaSuccess, 48 * MiB);
  quiet("SetLimit to the same value", cudaDeviceSetLimit(H, 48 * MiB),
        cudaSuccess, 48 * MiB);
  alloc_bytes<<<1, 1>>>(100, got_d);
  quiet("a kernel with malloc", cudaDeviceSynchronize(), cudaSuccess,
        48 * MiB);
  quiet("SetLimit 64 MiB after it", cudaDeviceSetLimit(H, 64 * MiB),
        cudaErrorInvalidValue, 48 * MiB);
  quiet("SetLimit 1 MiB after it", cudaDeviceSetLimit(H, 1 * MiB),
        cudaErrorInvalidValue, 48 * MiB);
  quiet("SetLimit to the same value after it", cudaDeviceSetLimit(H, 48 * MiB),
        cudaErrorInvalidValue, 48 * MiB);
  quiet("cudaGetLastError", cudaGetLastError(), cudaErrorInvalidValue,
        48 * MiB);
  quiet("synchronize (not sticky)", cudaDeviceSynchronize(), cudaSuccess,
        48 * MiB);
  quiet("cudaDeviceReset", cudaDeviceReset(), cudaSuccess, 8 * MiB);
}

int main() {
  check("default heap size 8 MiB", heap_limit() == 8 * MiB);
  // Set a heap size of 128 megabytes before any kernel is launched.
  check("cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128 MiB)",
        cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128 * MiB) == cudaSuccess);
  check("heap size 128 MiB", heap_limit() == 128 * MiB);

  // per-thread
  unsigned long long *ptrs_d, ptrs[5];
  int *ok_d, ok[1280];
  cudaMalloc((void **)&ptrs_d, sizeof ptrs);
  cudaMalloc((void **)&ok_d, sizeof ok);
  mallocTest<<<1, 5>>>(ptrs_d, ok_d);
  show_error("per-thread: synchronize", cudaDeviceSynchronize());
  cudaMemcpy(ptrs, ptrs_d, sizeof ptrs, cudaMemcpyDeviceToHost);
  cudaMemcpy(ok, ok_d, 5 * sizeof(int), cudaMemcpyDeviceToHost);
  bool good = true;
  for (int i = 0; i < 5; i++) {
    good = good && ptrs[i] != 0 && ptrs[i] % 16 == 0 && ok[i];
    for (int j = 0; j < i; j++) // 123 bytes each, no overlap
      good = good && (ptrs[i] >= ptrs[j] + 123 || ptrs[j] >= ptrs[i] + 123);
  }
  check("per-thread: 5 distinct 16-byte-aligned blocks", good);

  // per-block
  cudaMemset(ok_d, 0, sizeof ok);
  mallocPerBlock<<<10, 128>>>(ok_d);
  show_error("per-block: synchronize", cudaDeviceSynchronize());
  cudaMemcpy(ok, ok_d, sizeof ok, cudaMemcpyDeviceToHost);
  good = true;
  for (int i = 0; i < 1280; i++)
    good = good && ok[i] == 1;
  check("per-block: every block shared its allocation", good);

  // persistent
  int *vals_d, vals[NUM_BLOCKS * 10];
  cudaMalloc((void **)&vals_d, sizeof vals);
  allocmem<<<NUM_BLOCKS, 10>>>();
  usemem<<<NUM_BLOCKS, 10>>>();
  usemem<<<NUM_BLOCKS, 10>>>();
  usemem<<<NUM_BLOCKS, 10>>>();
  freemem<<<NUM_BLOCKS, 10>>>(vals_d);
  show_error("persistent: synchronize", cudaDeviceSynchronize());
  cudaMemcpy(vals, vals_d, sizeof vals, cudaMemcpyDeviceToHost);
  good = true;
  for (int b = 0; b < NUM_BLOCKS; b++)
    for (int t = 0; t < 10; t++)
      good = good && vals[b * 10 + t] == 3 * t;
  check("persistent: final value = 3 * threadIdx.x (200 values)", good);

  // many threads
  int *bad_d, bad[64 * 128];
  cudaMalloc((void **)&bad_d, sizeof bad);
  cudaMemset(bad_d, 0, sizeof bad);
  concurrent<<<64, 128>>>(bad_d);
  show_error("concurrent: synchronize", cudaDeviceSynchronize());
  cudaMemcpy(bad, bad_d, sizeof bad, cudaMemcpyDeviceToHost);
  good = true;
  for (int i = 0; i < 64 * 128; i++)
    good = good && !bad[i];
  check("concurrent: 8192 threads x 4 malloc/free", good);

  // new/delete
  new_delete<<<1, 32>>>(ok_d);
  show_error("new/delete: synchronize", cudaDeviceSynchronize());
  cudaMemcpy(ok, ok_d, 32 * sizeof(int), cudaMemcpyDeviceToHost);
  good = true;
  for (int t = 0; t < 32; t++)
    good = good && ok[t] == 3 * t + 3;
  check("new/delete: results", good);

  // exhaustion
  unsigned long long res[7], *res_d;
  cudaMalloc((void **)&res_d, sizeof res);
  exhaust<<<1, 1>>>(res_d);
  show_error("exhaustion: synchronize", cudaDeviceSynchronize());
  cudaMemcpy(res, res_d, sizeof res, cudaMemcpyDeviceToHost);
  check("malloc(1 TiB) returns NULL", res[0] == 1);
  // the GPU returns a pointer: prints "no"
  printf("%-52s %s\n", "malloc(SIZE_MAX) returns NULL", res[1] ? "yes" : "no");
  if (res[1])
    failures++;
  check("1 MiB blocks until NULL: between 32 and 1023", res[2] >= 32 && res[2] < 1024);
  check("1 MiB blocks: aligned, distinct, usable", res[3] == 1);
  check("after freeing them, half of that fits at once", res[5] == 1);
  printf("%-52s %s\n", "malloc(0) returns a pointer (not checked)",
         res[6] ? "yes" : "no");
  if (!res[6]) // checked after all (the text is the recorded one)
    failures++;

  // The limit is fixed after the first launch.
  check("cudaDeviceSetLimit(heap, 16 MiB) afterwards fails",
        cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 * MiB) ==
            cudaErrorInvalidValue);
  check("cudaGetLastError: cudaErrorInvalidValue",
        cudaGetLastError() == cudaErrorInvalidValue);
  check("the heap size stays 128 MiB", heap_limit() == 128 * MiB);

  // cudaDeviceReset ends the heap, and __device__ variables start over.
  show_error("cudaDeviceReset", cudaDeviceReset());
  printf("heap size after the reset (not checked)              %zu\n",
         heap_limit());
  if (heap_limit() != 8 * MiB) // checked after all
    failures++;
  unsigned long long *dp_d, dp[NUM_BLOCKS];
  cudaMalloc((void **)&dp_d, sizeof dp);
  read_dataptr<<<1, NUM_BLOCKS>>>(dp_d);
  cudaMemcpy(dp, dp_d, sizeof dp, cudaMemcpyDeviceToHost);
  good = true;
  for (int b = 0; b < NUM_BLOCKS; b++)
    good = good && dp[b] == 0;
  check("after the reset, dataptr[] is NULL again", good);
  check("cudaDeviceSetLimit after a kernel without malloc",
        cudaDeviceSetLimit(cudaLimitMallocHeapSize, 4 * MiB) == cudaSuccess);
  cudaDeviceReset();
  check("cudaDeviceSetLimit(heap, 4 MiB) after another reset",
        cudaDeviceSetLimit(cudaLimitMallocHeapSize, 4 * MiB) == cudaSuccess);
  check("heap size 4 MiB", heap_limit() == 4 * MiB);
  int got, *got_d;
  cudaMalloc((void **)&got_d, sizeof(int));
  alloc_bytes<<<1, 1>>>(8 * MiB, got_d);
  cudaMemcpy(&got, got_d, sizeof got, cudaMemcpyDeviceToHost);
  check("8 MiB from a 4 MiB heap: NULL", got == 0);
  alloc_bytes<<<1, 1>>>(2 * MiB, got_d);
  cudaMemcpy(&got, got_d, sizeof got, cudaMemcpyDeviceToHost);
  check("2 MiB from a 4 MiB heap: a pointer", got == 1);
  show_error("synchronize", cudaDeviceSynchronize());
  cudaDeviceReset();

  quiet_limit_rules();

  printf(failures ? "FAIL\n" : "PASS\n");
  return failures ? 1 : 0;
}
