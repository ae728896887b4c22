// References in device code: to locals, to __shared__ memory, to global
// memory (cudaMalloc'd and a __device__ variable), functions returning
// references, const references bound to temporaries, rvalue references,
// references to pointers and to arrays, a struct with reference members,
// passed through inlined and __noinline__ functions, in a loop kernel and in
// a kernel with __syncthreads. Self-checking; prints PASS or FAIL lines.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #call,       \
                   cudaGetErrorName(err_));                                \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

static int fails = 0;
static void expect(const char *what, int i, long long got, long long want)
{
    if (got != want) {
        printf("FAIL %s[%d]: got %lld, want %lld\n", what, i, got, want);
        fails++;
    }
}

#define N 64
__device__ int gTable[N];

__device__ void addTo(int &r, int v) { r += v; }
__noinline__ __device__ void addToNoinline(int &r, int v) { r += v; }
__device__ void swapRefs(int &a, int &b) { int t = a; a = b; b = t; }
__device__ int &pick(int *arr, int i) { return arr[i]; }              // returns a reference
__device__ int &entry(int i) { return gTable[i]; }
__device__ int sumConst(const int &a, const int &b) { return a + b; }
__device__ int consume(int &&r) { r *= 2; return r; }
__device__ void advance(int *&p) { ++p; }                              // reference to pointer
__device__ int sum4(const int (&a)[4]) { return a[0] + a[1] + a[2] + a[3]; }  // reference to array

struct Pair {
    int &first;
    int &second;
    __device__ Pair(int &a, int &b) : first(a), second(b) {}
    __device__ void rotate(int by) { first += by; second -= by; }
};

__global__ void refsLoop(int *g, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    // locals
    int a = t, b = 100;
    int &ra = a;
    addTo(ra, 5);                         // a = t + 5
    addToNoinline(b, t);                  // b = 100 + t
    swapRefs(a, b);                       // a = 100 + t, b = t + 5
    Pair p(a, b);
    p.rotate(3);                          // a = 103 + t, b = t + 2
    const int &tmp = a * 2;               // lifetime-extended temporary
    int c = consume(b + 1);               // 2 (t + 3)
    int arr[4] = {t, 1, 2, 3};
    int &elem = arr[1];
    elem = 10;
    // global memory
    int &rg = g[t];
    rg += 1000;
    addToNoinline(pick(g, t), 1);
    entry(t) = t * 3;
    int &rgt = gTable[t];
    addTo(rgt, 1);                        // gTable[t] = 3t + 1
    int *q = &g[t];
    advance(q);                           // &g[t + 1], not dereferenced beyond bounds
    out[t * 4 + 0] = sumConst(a, b) + tmp;        // (103+t)+(t+2)+2(103+t)
    out[t * 4 + 1] = c + sum4(arr);               // 2t+6 + t+10+2+3
    out[t * 4 + 2] = entry(t);
    out[t * 4 + 3] = (int)(q - g);
}

__global__ void refsShared(int *out)
{
    __shared__ int s[N];
    __shared__ int total;
    int t = threadIdx.x;
    int &mine = s[t];
    mine = t;
    if (t == 0) total = 0;
    __syncthreads();
    int &next = s[(t + 1) % blockDim.x];
    int v = next;                         // read the neighbour before anyone writes
    __syncthreads();
    addToNoinline(mine, v * 10);          // s[t] = t + 10 (t+1 mod n)
    __syncthreads();
    if (t == 0) {
        int &tot = total;
        for (unsigned i = 0; i < blockDim.x; ++i) addTo(tot, s[i]);
    }
    __syncthreads();
    out[t] = pick(s, (t + 2) % blockDim.x) + total * 1000;
}

int main()
{
    const int nb = 2, bs = N / nb;
    int hg[N + 1], out[N * 4];
    for (int i = 0; i <= N; ++i) hg[i] = i * 7;
    int *dg, *dout;
    CHECK(cudaMalloc(&dg, sizeof hg));
    CHECK(cudaMalloc(&dout, sizeof out));
    CHECK(cudaMemcpy(dg, hg, sizeof hg, cudaMemcpyHostToDevice));
    refsLoop<<<nb, bs>>>(dg, dout);
    CHECK(cudaGetLastError());
    int g2[N + 1], table[N];
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(g2, dg, sizeof g2, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpyFromSymbol(table, gTable, sizeof table));
    for (int t = 0; t < N; ++t) {
        expect("refsLoop sum", t, out[t * 4 + 0], (103 + t) + (t + 2) + 2 * (103 + t));
        expect("refsLoop rvalue/array", t, out[t * 4 + 1], 2 * (t + 3) + t + 15);
        expect("refsLoop gTable", t, out[t * 4 + 2], 3 * t + 1);
        expect("refsLoop pointer ref", t, out[t * 4 + 3], t + 1);
        expect("refsLoop global", t, g2[t], t * 7 + 1001);
        expect("gTable", t, table[t], 3 * t + 1);
    }
    expect("refsLoop untouched", N, g2[N], N * 7);

    refsShared<<<1, N>>>(dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, N * sizeof(int), cudaMemcpyDeviceToHost));
    int s[N], total = 0;
    for (int t = 0; t < N; ++t) s[t] = t + 10 * ((t + 1) % N);
    for (int t = 0; t < N; ++t) total += s[t];
    for (int t = 0; t < N; ++t) expect("refsShared", t, out[t], s[(t + 2) % N] + total * 1000);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
