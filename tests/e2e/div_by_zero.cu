// Expected output recorded with nvcc 13 (-O2 -arch=sm_90) on an NVIDIA H200, the H100's
// architecture; no H100 was free (tests/e2e/div_by_zero.expected; 2 runs identical).
// Integer division and remainder by zero, and INT_MIN / -1, in kernels: the
// GPU does not trap and produces fixed values (x86's idiv would raise
// SIGFPE). For int, unsigned, long long and unsigned long long, every
// dividend of a table (small and large, positive and negative, the
// extremes) is divided by every divisor of a table (0, -1, 1, 3, the
// extremes, ...) with both operands read from memory, so that nothing is
// folded at compile time. The quotients and remainders the GPU prints are the
// reference; those the C++ standard defines are also checked against the
// CPU here. Then the same divisions run in a kernel with __syncthreads, with
// a uniform divisor in a grid-stride loop, and (under cucc) as 4-wide clang
// vector operations, and must give the same results; x / -1 and x % -1 with
// the constant -1 are printed too.
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <limits>
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

#define NX32 14
#define ND32 8
static const int hX32[NX32] = {0, 1, -1, 7, -7, 100, -100, INT_MAX, INT_MIN, INT_MIN + 1,
                               0x40000000, -0x40000000, 0x12345678, -0x12345678};
static const int hD32[ND32] = {0, -1, 1, 3, -3, INT_MIN, INT_MAX, 2};
#define NX64 16
#define ND64 10
static const i64 hX64[NX64] = {0, 1, -1, 7, -7, 100, -100, LLONG_MAX, LLONG_MIN, LLONG_MIN + 1,
                               0x7fffffffll, 0x80000000ll, 0xffffffffll, 0x100000000ll,
                               0x123456789abcdef0ll, -0x123456789abcdef0ll};
static const i64 hD64[ND64] = {0, -1, 1, 3, -3, LLONG_MIN, LLONG_MAX, 2, 0xffffffffll, 0x100000000ll};

struct Results {
    int sq[ND32 * NX32], sr[ND32 * NX32];
    u32 uq[ND32 * NX32], ur[ND32 * NX32];
    i64 lq[ND64 * NX64], lr[ND64 * NX64];
    u64 ulq[ND64 * NX64], ulr[ND64 * NX64];
};

struct Inputs {
    int x32[NX32], d32[ND32];
    i64 x64[NX64], d64[ND64];
};

// One thread per (dividend, divisor) pair; signed and unsigned forms of the
// same bit patterns.
__device__ void divide_pair(Results *r, const Inputs *in, int t)
{
    if (t < ND32 * NX32) {
        int x = in->x32[t % NX32], d = in->d32[t / NX32];
        r->sq[t] = x / d;
        r->sr[t] = x % d;
        r->uq[t] = (u32)x / (u32)d;
        r->ur[t] = (u32)x % (u32)d;
    }
    if (t < ND64 * NX64) {
        i64 x = in->x64[t % NX64], d = in->d64[t / NX64];
        r->lq[t] = x / d;
        r->lr[t] = x % d;
        r->ulq[t] = (u64)x / (u64)d;
        r->ulr[t] = (u64)x % (u64)d;
    }
}

__global__ void divide(Results *r, const Inputs *in) { divide_pair(r, in, threadIdx.x); }

// The same with a barrier in the kernel (cucc runs it as fibers).
__global__ void divide_sync(Results *r, const Inputs *in)
{
    __shared__ int s[256];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    divide_pair(r, in, s[blockDim.x - 1 - threadIdx.x]);
}

// A divisor that is the same for all threads, in a grid-stride loop.
__global__ void divide_uniform(Results *r, const Inputs *in, int j32, int j64)
{
    int d = in->d32[j32];
    i64 d64 = in->d64[j64];
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < NX64; i += blockDim.x * gridDim.x) {
        if (i < NX32) {
            int x = in->x32[i];
            r->sq[j32 * NX32 + i] = x / d;
            r->sr[j32 * NX32 + i] = x % d;
            r->uq[j32 * NX32 + i] = (u32)x / (u32)d;
            r->ur[j32 * NX32 + i] = (u32)x % (u32)d;
        }
        i64 x = in->x64[i];
        r->lq[j64 * NX64 + i] = x / d64;
        r->lr[j64 * NX64 + i] = x % d64;
        r->ulq[j64 * NX64 + i] = (u64)x / (u64)d64;
        r->ulr[j64 * NX64 + i] = (u64)x % (u64)d64;
    }
}

#if defined(__clang__)
// cucc (clang): the same divisions as 4-wide vector operations, which the
// lowering must make as safe as scalar ones. nvcc has no vector operations
// in device code, so there the scalar kernel stands in (same output).
typedef int v4i __attribute__((ext_vector_type(4)));
typedef u32 v4u __attribute__((ext_vector_type(4)));
typedef i64 v4l __attribute__((ext_vector_type(4)));
typedef u64 v4ul __attribute__((ext_vector_type(4)));
__global__ void divide_vec(Results *r, const Inputs *in)
{
    int t = threadIdx.x * 4;
    if (t < ND32 * NX32) {
        v4i x, d;
        for (int k = 0; k < 4; k++) {
            x[k] = in->x32[(t + k) % NX32];
            d[k] = in->d32[(t + k) / NX32];
        }
        v4i q = x / d, m = x % d;
        v4u uq = (v4u)x / (v4u)d, um = (v4u)x % (v4u)d;
        for (int k = 0; k < 4; k++) {
            r->sq[t + k] = q[k];
            r->sr[t + k] = m[k];
            r->uq[t + k] = uq[k];
            r->ur[t + k] = um[k];
        }
    }
    if (t < ND64 * NX64) {
        v4l x, d;
        for (int k = 0; k < 4; k++) {
            x[k] = in->x64[(t + k) % NX64];
            d[k] = in->d64[(t + k) / NX64];
        }
        v4l q = x / d, m = x % d;
        v4ul uq = (v4ul)x / (v4ul)d, um = (v4ul)x % (v4ul)d;
        for (int k = 0; k < 4; k++) {
            r->lq[t + k] = q[k];
            r->lr[t + k] = m[k];
            r->ulq[t + k] = uq[k];
            r->ulr[t + k] = um[k];
        }
    }
}
#define VEC_THREADS ((ND64 * NX64 + 3) / 4)
#else
#define divide_vec divide
#define VEC_THREADS 256
#endif

// x / -1 and x % -1 with the constant -1.
__global__ void divide_minus_one(int *q32, int *r32, i64 *q64, i64 *r64, const Inputs *in)
{
    int i = threadIdx.x;
    if (i < NX32) {
        q32[i] = in->x32[i] / -1;
        r32[i] = in->x32[i] % -1;
    }
    if (i < NX64) {
        q64[i] = in->x64[i] / -1;
        r64[i] = in->x64[i] % -1;
    }
}

static int fails = 0;

// the C++ standard defines x / d and x % d unless d == 0 or the quotient
// overflows
template <class T> static void check(const char *what, T x, T d, T q, T r)
{
    if (d == 0 || (std::numeric_limits<T>::is_signed && d == (T)-1 && x == std::numeric_limits<T>::min()))
        return;
    if (q != x / d || r != x % d) {
        if (fails++ < 10)
            printf("FAIL %s: %lld / %lld: got %lld, %lld\n", what, (i64)x, (i64)d, (i64)q, (i64)r);
    }
}

static Results *run(void (*kernel)(Results *, const Inputs *), const Inputs *din, int threads)
{
    static Results host[4];
    static int n = 0;
    Results *dr;
    CHECK(cudaMalloc(&dr, sizeof(Results)));
    CHECK(cudaMemset(dr, 0, sizeof(Results)));
    kernel<<<1, threads>>>(dr, din);
    CHECK(cudaGetLastError());
    Results *h = &host[n++];
    CHECK(cudaMemcpy(h, dr, sizeof(Results), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(dr));
    return h;
}

static const char *same(const Results *a, const Results *b)
{
    const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
    for (size_t i = 0; i < sizeof(Results); i++)
        if (p[i] != q[i]) {
            fails++;
            return "DIFFERENT";
        }
    return "same";
}

int main()
{
    Inputs hin;
    for (int i = 0; i < NX32; i++) hin.x32[i] = hX32[i];
    for (int i = 0; i < ND32; i++) hin.d32[i] = hD32[i];
    for (int i = 0; i < NX64; i++) hin.x64[i] = hX64[i];
    for (int i = 0; i < ND64; i++) hin.d64[i] = hD64[i];
    Inputs *din;
    CHECK(cudaMalloc(&din, sizeof(Inputs)));
    CHECK(cudaMemcpy(din, &hin, sizeof(Inputs), cudaMemcpyHostToDevice));

    const Results *r = run(divide, din, 256);

    printf("int dividends:");
    for (int i = 0; i < NX32; i++) printf(" %d", hX32[i]);
    printf("\n");
    for (int j = 0; j < ND32; j++) {
        int d = hD32[j];
        printf("int / %d:", d);
        for (int i = 0; i < NX32; i++) printf(" %d", r->sq[j * NX32 + i]);
        printf("\nint %% %d:", d);
        for (int i = 0; i < NX32; i++) printf(" %d", r->sr[j * NX32 + i]);
        printf("\nunsigned / 0x%x:", (u32)d);
        for (int i = 0; i < NX32; i++) printf(" 0x%x", r->uq[j * NX32 + i]);
        printf("\nunsigned %% 0x%x:", (u32)d);
        for (int i = 0; i < NX32; i++) printf(" 0x%x", r->ur[j * NX32 + i]);
        printf("\n");
        for (int i = 0; i < NX32; i++) {
            int x = hX32[i];
            check<int>("int", x, d, r->sq[j * NX32 + i], r->sr[j * NX32 + i]);
            check<u32>("unsigned", (u32)x, (u32)d, r->uq[j * NX32 + i], r->ur[j * NX32 + i]);
        }
    }
    printf("long long dividends:");
    for (int i = 0; i < NX64; i++) printf(" %lld", hX64[i]);
    printf("\n");
    for (int j = 0; j < ND64; j++) {
        i64 d = hD64[j];
        printf("long long / %lld:", d);
        for (int i = 0; i < NX64; i++) printf(" %lld", r->lq[j * NX64 + i]);
        printf("\nlong long %% %lld:", d);
        for (int i = 0; i < NX64; i++) printf(" %lld", r->lr[j * NX64 + i]);
        printf("\nunsigned long long / 0x%llx:", (u64)d);
        for (int i = 0; i < NX64; i++) printf(" 0x%llx", r->ulq[j * NX64 + i]);
        printf("\nunsigned long long %% 0x%llx:", (u64)d);
        for (int i = 0; i < NX64; i++) printf(" 0x%llx", r->ulr[j * NX64 + i]);
        printf("\n");
        for (int i = 0; i < NX64; i++) {
            i64 x = hX64[i];
            check<i64>("long long", x, d, r->lq[j * NX64 + i], r->lr[j * NX64 + i]);
            check<u64>("unsigned long long", (u64)x, (u64)d, r->ulq[j * NX64 + i], r->ulr[j * NX64 + i]);
        }
    }

    printf("kernel with __syncthreads: %s\n", same(r, run(divide_sync, din, 256)));
    printf("4-wide vector operations: %s\n", same(r, run(divide_vec, din, VEC_THREADS)));
    {
        Results *dr;
        static Results hu;
        CHECK(cudaMalloc(&dr, sizeof(Results)));
        CHECK(cudaMemset(dr, 0, sizeof(Results)));
        for (int j = 0; j < ND64; j++)
            divide_uniform<<<2, 4>>>(dr, din, j < ND32 ? j : 0, j);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(&hu, dr, sizeof(Results), cudaMemcpyDeviceToHost));
        CHECK(cudaFree(dr));
        printf("uniform divisor in a grid-stride loop: %s\n", same(r, &hu));
    }
    {
        int *q32, *r32;
        i64 *q64, *r64;
        CHECK(cudaMalloc(&q32, NX32 * sizeof(int)));
        CHECK(cudaMalloc(&r32, NX32 * sizeof(int)));
        CHECK(cudaMalloc(&q64, NX64 * sizeof(i64)));
        CHECK(cudaMalloc(&r64, NX64 * sizeof(i64)));
        divide_minus_one<<<1, 32>>>(q32, r32, q64, r64, din);
        CHECK(cudaGetLastError());
        int hq32[NX32], hr32[NX32];
        i64 hq64[NX64], hr64[NX64];
        CHECK(cudaMemcpy(hq32, q32, sizeof hq32, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hr32, r32, sizeof hr32, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hq64, q64, sizeof hq64, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hr64, r64, sizeof hr64, cudaMemcpyDeviceToHost));
        printf("int / constant -1:");
        for (int i = 0; i < NX32; i++) printf(" %d", hq32[i]);
        printf("\nint %% constant -1:");
        for (int i = 0; i < NX32; i++) printf(" %d", hr32[i]);
        printf("\nlong long / constant -1:");
        for (int i = 0; i < NX64; i++) printf(" %lld", hq64[i]);
        printf("\nlong long %% constant -1:");
        for (int i = 0; i < NX64; i++) printf(" %lld", hr64[i]);
        printf("\n");
    }
    printf("sticky error after all launches: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    printf(fails ? "FAIL\n" : "PASS\n");
    return fails ? 1 : 0;
}
