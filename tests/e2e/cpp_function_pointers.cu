// Function pointers to __device__ functions: a table in a __device__ array
// initialised statically, a table in __constant__ memory, a pointer set at
// run time by a kernel, pointers read by the host with cudaMemcpyFromSymbol
// and passed back as kernel arguments, a pointer to a function-template
// instantiation, pointers held in a struct and passed to a helper, and
// target functions that read threadIdx/blockIdx or recurse. Called from loop
// kernels and from a kernel with __syncthreads. Self-checking; prints PASS
// or FAIL lines.
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

typedef int (*binop)(int, int);
__device__ int add(int a, int b) { return a + b; }
__device__ int sub(int a, int b) { return a - b; }
__device__ int mul(int a, int b) { return a * b; }
__device__ int withIdx(int a, int b) { return a + b + 1000 * (int)threadIdx.x + 100000 * (int)blockIdx.x; }
__device__ int powr(int a, int b) { return b == 0 ? 1 : a * powr(a, b - 1); }   // recursive target
template <typename T> __device__ T maxOf(T a, T b) { return a > b ? a : b; }

__device__ binop gTable[5] = {add, sub, mul, withIdx, powr};   // static initialisation
__constant__ binop cTable[3] = {mul, add, maxOf<int>};
__device__ binop gRuntime;                                      // set by a kernel
__device__ binop gForHost = sub;                                // read by the host

static int addH(int a, int b) { return a + b; }
static int subH(int a, int b) { return a - b; }
static int mulH(int a, int b) { return a * b; }
static int powrH(int a, int b) { return b == 0 ? 1 : a * powrH(a, b - 1); }

struct Op {
    binop f;
    int bias;
    __device__ int operator()(int a, int b) const { return f(a, b) + bias; }
};
__device__ int applyTwice(const Op &op, int a, int b) { return op(op(a, b), b); }

__global__ void setRuntime(int which) { gRuntime = which == 0 ? mul : which == 1 ? powr : add; }

__global__ void callTables(int *out, binop fromHost)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int a = t + 2, b = t % 4;
    binop local = gTable[t % 5];
    Op op = {cTable[t % 3], 1};
    out[t * 4 + 0] = local(a, b);
    out[t * 4 + 1] = cTable[t % 3](a, b);
    out[t * 4 + 2] = gRuntime(a, b) + fromHost(a, b);
    out[t * 4 + 3] = applyTwice(op, a, b);
}

__global__ void callSync(int *out)
{
    __shared__ int s[32];
    int t = threadIdx.x;
    binop f = gTable[t % 5];
    s[t] = f(t + 1, 2);
    __syncthreads();
    out[t] = gTable[(t + 1) % 5](s[(t + 1) % blockDim.x], 3);
}

static int hostTable(int k, int a, int b, int tx, int bx)
{
    switch (k) {
    case 0: return addH(a, b);
    case 1: return subH(a, b);
    case 2: return mulH(a, b);
    case 3: return a + b + 1000 * tx + 100000 * bx;
    default: return powrH(a, b);
    }
}
static int hostCTable(int k, int a, int b)
{
    return k == 0 ? a * b : k == 1 ? a + b : (a > b ? a : b);
}

int main()
{
    const int nb = 2, bs = 16, nt = nb * bs;
    int *d, out[nt * 4];
    CHECK(cudaMalloc(&d, sizeof out));
    binop fromHost;
    CHECK(cudaMemcpyFromSymbol(&fromHost, gForHost, sizeof fromHost));
    for (int which = 0; which < 3; ++which) {
        setRuntime<<<1, 1>>>(which);
        callTables<<<nb, bs>>>(d, fromHost);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
        for (int t = 0; t < nt; ++t) {
            int a = t + 2, b = t % 4, tx = t % bs, bx = t / bs;
            int rt = which == 0 ? mulH(a, b) : which == 1 ? powrH(a, b) : addH(a, b);
            int once = hostCTable(t % 3, a, b) + 1;
            expect("gTable", t, out[t * 4 + 0], hostTable(t % 5, a, b, tx, bx));
            expect("cTable", t, out[t * 4 + 1], hostCTable(t % 3, a, b));
            expect("gRuntime + fromHost", t, out[t * 4 + 2], rt + subH(a, b));
            expect("Op", t, out[t * 4 + 3], hostCTable(t % 3, once, b) + 1);
        }
    }

    // a pointer the host got from one symbol, stored into another symbol
    binop mulPtr;
    setRuntime<<<1, 1>>>(0);
    CHECK(cudaMemcpyFromSymbol(&mulPtr, gRuntime, sizeof mulPtr));
    CHECK(cudaMemcpyToSymbol(gForHost, &mulPtr, sizeof mulPtr));
    CHECK(cudaMemcpyFromSymbol(&fromHost, gForHost, sizeof fromHost));
    callTables<<<nb, bs>>>(d, fromHost);
    CHECK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    for (int t = 0; t < nt; ++t)
        expect("pointer copied by the host", t, out[t * 4 + 2], 2 * mulH(t + 2, t % 4));

    callSync<<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, d, 32 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 32; ++t) {
        int u = (t + 1) % 32;
        int su = hostTable(u % 5, u + 1, 2, u, 0);
        expect("callSync", t, out[t], hostTable((t + 1) % 5, su, 3, t, 0));
    }
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
