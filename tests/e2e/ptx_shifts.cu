// Expected output recorded with nvcc 13 (-O2 -arch=sm_90) on an NVIDIA H100 80GB HBM3
// (tests/e2e/ptx_shifts.expected; 2 runs identical).
// Integer shifts by the type's width or more give what PTX's shl/shr give on
// the GPU: the amount clamps (x << 32 == 0 for 32-bit x, >> of an unsigned
// value gives 0, >> of a signed one fills with its sign), not x86's masked
// count (x << 32 == x). Rodinia's huffman encoder depends on it. Every value
// of a table is shifted by every amount of a table (in range, the width,
// beyond it, negative, and for 64-bit operands amounts above 2^32) with both
// operands read from memory, in 32- and 64-bit, signed and unsigned; then
// the same shifts run in a loop over many threads (which cucc vectorizes)
// and must agree. The expected output was recorded with nvcc on an H100.
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

typedef unsigned int u32;
typedef unsigned long long u64;
typedef long long i64;

#define NX 6
#define NA32 10
#define NA64 12
__constant__ u32 cx32[NX] = {1u, 0x80000001u, 0xffffffffu, 0x12345678u, 0x7fffffffu, 0x80000000u};
__constant__ u64 cx64[NX] = {1ull, 0x8000000000000001ull, ~0ull, 0x123456789abcdef0ull,
                             0x7fffffffffffffffull, 0x8000000000000000ull};
__constant__ int ca32[NA32] = {0, 1, 4, 31, 32, 33, 64, 100, -1, -32};
__constant__ i64 ca64[NA64] = {0, 1, 31, 32, 63, 64, 65, 127, -1, 0x100000001ll, 0x100000040ll,
                               0x7fffffff00000003ll};

struct Out {
    u32 shl32[NX * NA32], shr32[NX * NA32];
    int sar32[NX * NA32];
    u64 shl64[NX * NA64], shr64[NX * NA64];
    i64 sar64[NX * NA64];
    u64 shl64i[NX * NA32]; // 64-bit value, int amount
};

// one thread per (value, amount) pair
__global__ void shifts(Out *o) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < NX * NA32) {
        u32 x = cx32[t / NA32];
        int a = ca32[t % NA32];
        o->shl32[t] = x << a;
        o->shr32[t] = x >> a;
        o->sar32[t] = (int)x >> a;
        o->shl64i[t] = cx64[t / NA32] << a;
    }
    if (t < NX * NA64) {
        u64 x = cx64[t / NA64];
        i64 a = ca64[t % NA64];
        o->shl64[t] = x << a;
        o->shr64[t] = x >> a;
        o->sar64[t] = (i64)x >> a;
    }
}

// Many threads, amount = thread index % 80: a loop over the block's threads
// that cucc vectorizes (vector shifts by variable amounts).
__global__ void shift_sweep(const u32 *x, u32 *l, u32 *r, int *s, u64 *l64, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        int a = t % 80;
        l[t] = x[t] << a;
        r[t] = x[t] >> a;
        s[t] = (int)x[t] >> a;
        l64[t] = (u64)x[t] << a;
    }
}

int main() {
    Out *d;
    CHECK(cudaMalloc(&d, sizeof(Out)));
    shifts<<<1, 128>>>(d);
    CHECK(cudaGetLastError());
    Out h;
    CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    u32 hx32[NX];
    u64 hx64[NX];
    int ha32[NA32];
    i64 ha64[NA64];
    CHECK(cudaMemcpyFromSymbol(hx32, cx32, sizeof hx32));
    CHECK(cudaMemcpyFromSymbol(hx64, cx64, sizeof hx64));
    CHECK(cudaMemcpyFromSymbol(ha32, ca32, sizeof ha32));
    CHECK(cudaMemcpyFromSymbol(ha64, ca64, sizeof ha64));
    for (int t = 0; t < NX * NA32; t++)
        printf("32 %08x by %4d: shl %08x shr %08x sar %08x | 64-bit shl %016llx\n",
               hx32[t / NA32], ha32[t % NA32], h.shl32[t], h.shr32[t], (u32)h.sar32[t],
               h.shl64i[t]);
    for (int t = 0; t < NX * NA64; t++)
        printf("64 %016llx by %llx: shl %016llx shr %016llx sar %016llx\n", hx64[t / NA64],
               (u64)ha64[t % NA64], h.shl64[t], h.shr64[t], (u64)h.sar64[t]);

    // the GPU's rule, computed on the host with in-range shifts only: the
    // amount counts as an unsigned 32-bit number and clamps at the width
    int bad = 0;
    for (int t = 0; t < NX * NA32; t++) {
        u32 x = hx32[t / NA32], a = (u32)ha32[t % NA32];
        u64 x64 = hx64[t / NA32];
        if (h.shl32[t] != (a < 32 ? x << a : 0) || h.shr32[t] != (a < 32 ? x >> a : 0) ||
            h.sar32[t] != (a < 32 ? (int)x >> a : ((int)x < 0 ? -1 : 0)) ||
            h.shl64i[t] != (a < 64 ? x64 << a : 0))
            bad++;
    }
    for (int t = 0; t < NX * NA64; t++) {
        u64 x = hx64[t / NA64];
        u32 a = (u32)ha64[t % NA64];
        if (h.shl64[t] != (a < 64 ? x << a : 0) || h.shr64[t] != (a < 64 ? x >> a : 0) ||
            h.sar64[t] != (a < 64 ? (i64)x >> a : ((i64)x < 0 ? -1 : 0)))
            bad++;
    }
    printf("table: %d mismatches\n", bad);

    const int n = 4096;
    u32 *x, *l, *r;
    int *s;
    u64 *l64;
    CHECK(cudaMallocManaged(&x, n * sizeof *x));
    CHECK(cudaMallocManaged(&l, n * sizeof *l));
    CHECK(cudaMallocManaged(&r, n * sizeof *r));
    CHECK(cudaMallocManaged(&s, n * sizeof *s));
    CHECK(cudaMallocManaged(&l64, n * sizeof *l64));
    for (int i = 0; i < n; i++)
        x[i] = 0x9e3779b9u * (u32)(i + 1);
    shift_sweep<<<n / 256, 256>>>(x, l, r, s, l64, n);
    CHECK(cudaDeviceSynchronize());
    u64 sum = 0;
    int sweep_bad = 0;
    for (int i = 0; i < n; i++) {
        int a = i % 80;
        u32 el = a < 32 ? x[i] << a : 0, er = a < 32 ? x[i] >> a : 0;
        int es = a < 32 ? (int)x[i] >> a : ((int)x[i] < 0 ? -1 : 0);
        u64 e64 = a < 64 ? (u64)x[i] << a : 0;
        if (l[i] != el || r[i] != er || s[i] != es || l64[i] != e64) {
            if (++sweep_bad <= 5)
                printf("sweep %d by %d: %08x %08x %08x %016llx\n", i, a, l[i], r[i], (u32)s[i],
                       l64[i]);
        }
        sum += l[i] + r[i] + (u32)s[i] + l64[i];
    }
    printf("sweep: %d mismatches, checksum %016llx\n", sweep_bad, sum);
    bad += sweep_bad;
    printf("%s\n", bad ? "FAILED" : "PASSED");
    return bad != 0;
}
