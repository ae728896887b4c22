// Lambdas and functors in device code: lambdas defined in kernels (capture
// by value, by reference, mutable, init-capture, generic, nested, immediately
// invoked, capturing `this` and `*this` in a member function), __device__
// lambdas defined on the host and passed to template kernels (capturing
// scalars, a struct, an array and a device pointer by value), a lambda
// passed to a kernel that calls __syncthreads inside it, __host__ __device__
// lambdas run on both sides, and functors (stateful, with a templated
// operator()) passed by value to template kernels.
// nvcc needs --extended-lambda for the __device__ lambdas written on the
// host; clang (hence cucc) accepts them without flags.
// Self-checking; prints PASS or FAIL lines.
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

template <typename F>
__global__ void mapKernel(int *p, int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = f(i, p[i]);
}

template <typename F>
__global__ void blockKernel(int *p, F f)       // f synchronizes the block
{
    __shared__ int s[64];
    f(s, p);
}

template <typename F, typename G>
__device__ int compose(F f, G g, int x) { return f(g(x)); }

struct Accum {
    int base;
    int scale;
    __device__ int viaThis(int v) const
    {
        auto byThis = [this](int x) { return base + x; };            // captures the pointer
        auto byCopy = [*this](int x) { return base * scale + x; };   // C++17: copies the object
        return byThis(v) * 1000 + byCopy(v);
    }
};

__global__ void inKernel(int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int base = 10;
    auto addBase = [=](int v) { return v + base; };     // copy of base
    auto bump = [&](int v) { base += v; };              // reference to base
    bump(t);
    int counter = 0;
    auto next = [counter]() mutable { return ++counter; };
    next();
    next();
    auto generic = [](auto a, auto b) { return a * b; };
    auto twice = [](int v) { return 2 * v; };
    auto plus3 = [k = 3](int v) { return v + k; };      // init-capture
    int immediate = [&] { return base * 2; }();
    auto outer = [t](int v) {
        auto inner = [t, v](int w) { return t + v + w; };
        return inner(1) * 2;
    };
    Accum acc{t, 2};
    out[t * 8 + 0] = addBase(t);                       // t + 10
    out[t * 8 + 1] = base;                             // 10 + t
    out[t * 8 + 2] = next() + counter;                 // 3 + 0
    out[t * 8 + 3] = generic(t, 3) + (int)generic(0.5, 4.0);
    out[t * 8 + 4] = compose(twice, plus3, t);         // 2 (t + 3)
    out[t * 8 + 5] = immediate;                        // 2 (10 + t)
    out[t * 8 + 6] = outer(5);                         // 2 (t + 6)
    out[t * 8 + 7] = acc.viaThis(1);                   // (t + 1) * 1000 + 2t + 1
}

struct Params { int mul; float add; };

// a stateful functor, and one with a templated call operator
struct Affine {
    int a, b;
    __device__ int operator()(int i, int v) const { return a * v + b + i; }
};
struct Poly {
    int coef[4];
    template <typename T> __device__ T operator()(int, T v) const
    {
        T r = 0;
        for (int k = 3; k >= 0; --k) r = r * v + coef[k];
        return r;
    }
};

__host__ __device__ int hdHelper(int x)
{
    auto sq = [](int v) { return v * v; };               // lambda in a __host__ __device__ function
    return sq(x) + 1;
}

int main()
{
    const int nb = 2, bs = 32, n = nb * bs;
    int *d, h[8 * 64], ref[64];
    CHECK(cudaMalloc(&d, sizeof h));

    inKernel<<<nb, bs>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int t = 0; t < n; ++t) {
        const int want[8] = {t + 10, t + 10, 3, 3 * t + 2, 2 * (t + 3), 2 * (t + 10), 2 * (t + 6),
                             (t + 1) * 1000 + 2 * t + 1};
        for (int k = 0; k < 8; ++k) expect("inKernel", t * 8 + k, h[t * 8 + k], want[k]);
    }

    for (int i = 0; i < n; ++i) ref[i] = i - 3;
    CHECK(cudaMemcpy(d, ref, n * sizeof(int), cudaMemcpyHostToDevice));
    // __device__ lambdas capturing by value
    int k = 5;
    Params prm = {3, 0.5f};
    int table[4] = {1, 10, 100, 1000};
    int *dtab;
    CHECK(cudaMalloc(&dtab, sizeof table));
    CHECK(cudaMemcpy(dtab, table, sizeof table, cudaMemcpyHostToDevice));
    mapKernel<<<nb, bs>>>(d, n, [=] __device__(int i, int v) { return v * k - i; });
    for (int i = 0; i < n; ++i) ref[i] = ref[i] * k - i;
    mapKernel<<<nb, bs>>>(d, n, [prm] __device__(int, int v) { return (int)(v * prm.mul + prm.add * 2); });
    for (int i = 0; i < n; ++i) ref[i] = ref[i] * 3 + 1;
    mapKernel<<<nb, bs>>>(d, n, [=] __device__(int i, int v) { return v + table[i % 4]; });  // array copy
    for (int i = 0; i < n; ++i) ref[i] += table[i % 4];
    mapKernel<<<nb, bs>>>(d, n, [dtab] __device__(int i, int v) { return v - dtab[3 - i % 4]; });
    for (int i = 0; i < n; ++i) ref[i] -= table[3 - i % 4];
    table[0] = 99;          // the kernels got copies: changing it now has no effect
    CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) expect("__device__ lambdas", i, h[i], ref[i]);

    // a __host__ __device__ lambda, run on the host and on the device
    auto hd = [] __host__ __device__(int i, int v) { return v * 2 + i % 3 + hdHelper(i % 4); };
    mapKernel<<<nb, bs>>>(d, n, hd);
    for (int i = 0; i < n; ++i) ref[i] = hd(i, ref[i]);
    // functors by value
    mapKernel<<<nb, bs>>>(d, n, Affine{-2, 7});
    for (int i = 0; i < n; ++i) ref[i] = -2 * ref[i] + 7 + i;
    mapKernel<<<nb, bs>>>(d, n, Poly{{1, 0, 2, 0}});    // 1 + 2 v^2
    for (int i = 0; i < n; ++i) ref[i] = 1 + 2 * ref[i] * ref[i];
    CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) expect("host-device lambda and functors", i, h[i], ref[i]);

    // a lambda that synchronizes the block inside the kernel
    for (int i = 0; i < 64; ++i) ref[i] = i * 3;
    CHECK(cudaMemcpy(d, ref, 64 * sizeof(int), cudaMemcpyHostToDevice));
    int shift = 7;
    blockKernel<<<1, 64>>>(d, [shift] __device__(int *s, int *p) {
        int t = threadIdx.x;
        s[t] = p[t];
        __syncthreads();
        p[t] = s[(t + shift) % blockDim.x] + t;
    });
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, 64 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 64; ++t) expect("lambda with __syncthreads", t, h[t], ((t + 7) % 64) * 3 + t);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
