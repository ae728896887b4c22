// Everyday C++ syntax in kernels: structured bindings (struct, array, pair
// returned by a function, by reference), range-based for over fixed arrays
// (by value, by reference, const reference, over a brace list), auto and
// decltype (deduced return types, decltype(auto), trailing return types),
// enum class, default arguments on __device__ functions, __forceinline__
// and __noinline__ functions (the latter reading the built-in variables in
// a loop kernel and in a kernel with __syncthreads), __restrict__ pointers,
// and #pragma unroll / #pragma unroll 1 / #pragma unroll 4 over loops with
// constant and run-time trip counts. Self-checking; prints PASS or FAIL.
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

struct MinMax { int lo, hi; };
template <typename A, typename B> struct Pair { A first; B second; };

__device__ MinMax minmax(const int *v, int n)
{
    MinMax r = {v[0], v[0]};
    for (int i = 1; i < n; ++i) {
        r.lo = v[i] < r.lo ? v[i] : r.lo;
        r.hi = v[i] > r.hi ? v[i] : r.hi;
    }
    return r;
}
__device__ Pair<int, float> divmod(int a, int b) { return {a / b, (float)(a % b)}; }

__device__ auto deduced(int x) { return x * 2L; }                   // long
__device__ auto trailing(int x) -> decltype(x + 1.0) { return x + 0.5; }
__device__ int gSlot[128];
__device__ decltype(auto) slot(int i) { return (gSlot[i]); }        // int&

enum class Color : unsigned char { Red = 1, Green = 2, Blue = 4 };
__device__ int weight(Color c) { return c == Color::Red ? 1 : c == Color::Green ? 20 : 300; }

__device__ int defaults(int a, int b = 7, int c = 100) { return a + b * c; }
template <typename T> __device__ T defaultsT(T a, T b = T(2)) { return a * b; }

__forceinline__ __device__ int forced(int x) { return x * 3 + 1; }
__noinline__ __device__ int notInlined(int x)
{
    return x + (int)(threadIdx.x + 10 * threadIdx.y + 100 * blockIdx.x + 1000 * blockDim.x + 10000 * gridDim.x);
}

__global__ void syntaxKernel(const int *__restrict__ in, int *__restrict__ out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    // structured bindings
    auto [lo, hi] = minmax(in, n);
    auto [q, r] = divmod(t + 17, 5);
    int arr[3] = {t, 2 * t, 3 * t};
    auto [a0, a1, a2] = arr;
    auto &[r0, r1, r2] = arr;            // by reference
    r1 = 5;
    // range-based for
    int fixed[6] = {1, 2, 3, 4, 5, 6};
    int s = 0;
    for (int v : fixed) s += v;
    for (auto &v : fixed) v *= t;        // by reference
    int s2 = 0;
    for (const auto &v : fixed) s2 += v;
    int s3 = 0;
    for (int v : {3, 1, 4, 1, 5}) s3 += v;
    Pair<int, int> pairs[2] = {{1, 2}, {3, 4}};
    int s4 = 0;
    for (auto [x, y] : pairs) s4 += x * y;
    // auto / decltype
    auto l = deduced(t);
    static_assert(sizeof(l) == sizeof(long), "auto deduces long");
    decltype(l) l2 = l + 1;
    auto tr = trailing(t);
    static_assert(sizeof(tr) == sizeof(double), "trailing return type");
    slot(t) = t * 11;                    // assigns through decltype(auto) reference
    Color c = t % 3 == 0 ? Color::Red : t % 3 == 1 ? Color::Green : Color::Blue;
    int *o = out + 12 * t;
    o[0] = lo * 1000 + hi;
    o[1] = q * 100 + (int)r;
    o[2] = a0 + a1 + a2 + r0 + arr[1] + r2;       // 6t + t + 5 + 3t
    o[3] = s * 1000 + s2;
    o[4] = s3 * 100 + s4;
    o[5] = (int)(l2 + (long)(tr * 2));            // 2t + 1 + 2t + 1
    o[6] = gSlot[t] + weight(c);
    o[7] = defaults(t) + defaults(t, 1) + defaults(t, 1, 1);
    o[8] = defaultsT(t) + (int)defaultsT(1.5, 4.0);
    o[9] = forced(t) + notInlined(t);
    // #pragma unroll variants
    int u = 0;
#pragma unroll
    for (int i = 0; i < 8; ++i) u += in[i] * i;
#pragma unroll 1
    for (int i = 0; i < n; ++i) u += in[i];
#pragma unroll 4
    for (int i = 0; i < t % 11; ++i) u += 1;
    o[10] = u;
    o[11] = 0;
}

__global__ void noinlineSync(int *out)
{
    __shared__ int s[2][32];
    int t = threadIdx.y * blockDim.x + threadIdx.x;
    s[threadIdx.y][threadIdx.x] = notInlined(0);
    __syncthreads();
    out[blockIdx.x * 64 + t] = s[1 - threadIdx.y][threadIdx.x];
}

int main()
{
    const int n = 16, nb = 3, bs = 32, nt = nb * bs;
    int hin[n], *din, *dout, out[12 * nt];
    for (int i = 0; i < n; ++i) hin[i] = (i * 37) % 23 - 11;
    CHECK(cudaMalloc(&din, sizeof hin));
    CHECK(cudaMalloc(&dout, sizeof out));
    CHECK(cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice));
    syntaxKernel<<<nb, bs>>>(din, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    int lo = hin[0], hi = hin[0], sumIn = 0, unrolled = 0;
    for (int i = 0; i < n; ++i) {
        lo = hin[i] < lo ? hin[i] : lo;
        hi = hin[i] > hi ? hin[i] : hi;
        sumIn += hin[i];
    }
    for (int i = 0; i < 8; ++i) unrolled += hin[i] * i;
    for (int t = 0; t < nt; ++t) {
        int *o = out + 12 * t;
        int tx = t % bs, bx = t / bs;
        const int w[3] = {1, 20, 300};
        expect("structured binding struct", t, o[0], lo * 1000 + hi);
        expect("structured binding pair", t, o[1], (t + 17) / 5 * 100 + (t + 17) % 5);
        expect("structured binding array", t, o[2], 10 * t + 5);
        expect("range-for", t, o[3], 21 * 1000 + 21 * t);
        expect("range-for list/bindings", t, o[4], 14 * 100 + 14);
        expect("auto/decltype", t, o[5], 4 * t + 2);
        expect("decltype(auto)/enum class", t, o[6], 11 * t + w[t % 3]);
        expect("default arguments", t, o[7], (t + 700) + (t + 100) + (t + 1));
        expect("default template argument", t, o[8], 2 * t + 6);
        expect("forceinline/noinline", t, o[9], 3 * t + 1 + t + tx + 100 * bx + 1000 * bs + 10000 * nb);
        expect("pragma unroll", t, o[10], unrolled + sumIn + t % 11);
    }
    int slots[128];
    CHECK(cudaMemcpyFromSymbol(slots, gSlot, sizeof slots));
    for (int t = 0; t < 128; ++t) expect("gSlot", t, slots[t], t < nt ? 11 * t : 0);

    noinlineSync<<<2, dim3(32, 2)>>>(dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 128 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < 2; ++b)
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 32; ++x)
                expect("noinline in a fiber kernel", b * 64 + y * 32 + x, out[b * 64 + y * 32 + x],
                       x + 10 * (1 - y) + 100 * b + 1000 * 32 + 10000 * 2);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
