// constexpr, static_assert, <type_traits> and <limits> in device code:
// constexpr functions and variables (constant-evaluated and called at run
// time), a constexpr host function and std::max/std::min called from device
// code (nvcc needs --expt-relaxed-constexpr for those; clang, hence cucc,
// accepts them without), namespace-scope constexpr arrays and static constexpr
// members in constant expressions, a __device__ constexpr array read with a
// run-time index, static_assert in kernels and templates,
// std::is_same, std::enable_if, std::conditional, std::integral_constant,
// std::numeric_limits<float>::max() and friends, and if constexpr.
// Self-checking; prints PASS or FAIL lines.
// (nvcc: nvcc -arch=sm_90 --expt-relaxed-constexpr cpp_constexpr_traits.cu)
#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cfloat>
#include <limits>
#include <type_traits>
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

// plain constexpr (host) functions, called from device code
constexpr int cfact(int n) { return n <= 1 ? 1 : n * cfact(n - 1); }
constexpr int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
template <typename T> constexpr T cmax(T a, T b) { return a > b ? a : b; }
// constexpr __host__ __device__
__host__ __device__ constexpr unsigned popc(unsigned x) { return x ? (x & 1) + popc(x >> 1) : 0; }

constexpr int kPrimes[6] = {2, 3, 5, 7, 11, 13};
__device__ constexpr int kDevPrimes[6] = {2, 3, 5, 7, 11, 13};
constexpr float kScale = 2.5f;
struct Table {
    static constexpr int kN = 4;
    static constexpr double kW[kN] = {0.5, 0.25, 0.125, 0.0625};
};
constexpr double Table::kW[Table::kN];

static_assert(cfact(5) == 120, "constexpr at namespace scope");
static_assert(popc(0xF0F0u) == 8, "constexpr __host__ __device__");

// enable_if selects by type category
template <typename T>
__device__ typename std::enable_if<std::is_integral<T>::value, int>::type category(T) { return 1; }
template <typename T>
__device__ typename std::enable_if<std::is_floating_point<T>::value, int>::type category(T) { return 2; }
template <typename T>
__device__ typename std::enable_if<std::is_pointer<T>::value, int>::type category(T) { return 3; }

// if constexpr picks the code per instantiation
template <typename T> __device__ long long describe(T x)
{
    if constexpr (std::is_same<T, float>::value)
        return 1000 + (long long)(x * 2);
    else if constexpr (std::is_integral<T>::value && sizeof(T) == 8)
        return 2000 + x;
    else if constexpr (std::is_integral<T>::value)
        return 3000 + x;
    else
        return 4000;
}

template <int N> using IntC = std::integral_constant<int, N>;
template <int A, int B> __device__ int addC(IntC<A>, IntC<B>) { return IntC<A + B>::value; }

template <typename T> __global__ void traitsKernel(long long *out, T x)
{
    static_assert(sizeof(T) <= 8, "static_assert in a template kernel");
    using Wide = typename std::conditional<(sizeof(T) < 8), long long, T>::type;
    static_assert(sizeof(Wide) == 8, "conditional");
    out[0] = describe(x);
    out[1] = category(x);
    out[2] = std::is_signed<T>::value;
    out[3] = std::is_same<typename std::remove_const<const T>::type, T>::value;
}

__global__ void constexprKernel(long long *out, double *dout, int i)
{
    static_assert(std::is_same<decltype(kScale), const float>::value, "decltype of constexpr");
    constexpr int f6 = cfact(6);                 // constant-evaluated
    out[0] = f6;
    out[1] = cfact(i + 3);                       // called at run time (i = 2: 120)
    out[2] = gcd(84, 36 + i);                    // gcd(84, 38) = 2
    out[3] = cmax(i, 9) + cmax(i * 10, 9);       // 9 + 20
    out[4] = std::max(i, 7) * 100 + std::min(i, 7);  // 702
    out[5] = popc(0xFFu << i);                   // 8
    constexpr int p25 = kPrimes[2] * kPrimes[5]; // host constexpr array: constant only
    out[6] = p25 + kDevPrimes[i] * kDevPrimes[i + 3];  // 65 + 5 * 13
    out[7] = Table::kN;
    out[8] = addC(IntC<3>{}, IntC<4>{});         // 7
    out[9] = std::integral_constant<int, 42>::value + std::true_type::value;
    dout[0] = kScale * i;                        // 5
    dout[1] = Table::kW[2] * 1024;               // 128
    // std::numeric_limits in device code
    dout[2] = std::numeric_limits<float>::max();
    dout[3] = std::numeric_limits<float>::lowest();
    dout[4] = std::numeric_limits<float>::epsilon();
    dout[5] = std::numeric_limits<double>::infinity();
    dout[6] = std::numeric_limits<float>::min();
    out[10] = std::numeric_limits<int>::max();
    out[11] = std::numeric_limits<unsigned char>::digits;
    out[12] = std::numeric_limits<long long>::min() == LLONG_MIN;
    out[13] = std::numeric_limits<double>::has_quiet_NaN;
}

int main()
{
    long long *dll, h[16];
    double *dd, hd[8];
    CHECK(cudaMalloc(&dll, sizeof h));
    CHECK(cudaMalloc(&dd, sizeof hd));

    constexprKernel<<<1, 1>>>(dll, dd, 2);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, dll, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost));
    const long long want[14] = {720, 120, 2, 29, 702, 8, 130, 4, 7, 43,
                                INT_MAX, 8, 1, 1};
    for (int i = 0; i < 14; ++i)
        if (h[i] != want[i]) {
            printf("FAIL constexprKernel out[%d] = %lld, want %lld\n", i, h[i], want[i]);
            fails++;
        }
    const double wantd[7] = {5.0, 128.0, FLT_MAX, -FLT_MAX, FLT_EPSILON,
                             std::numeric_limits<double>::infinity(), FLT_MIN};
    for (int i = 0; i < 7; ++i)
        if (hd[i] != wantd[i]) {
            printf("FAIL constexprKernel dout[%d] = %g, want %g\n", i, hd[i], wantd[i]);
            fails++;
        }

    struct { const char *name; long long w[4]; } cases[4] = {
        {"float 3.5", {1007, 2, 1, 1}},
        {"long long -5", {1995, 1, 1, 1}},
        {"unsigned short 9", {3009, 1, 0, 1}},
        {"double", {4000, 2, 1, 1}},
    };
    for (int c = 0; c < 4; ++c) {
        switch (c) {
        case 0: traitsKernel<<<1, 1>>>(dll, 3.5f); break;
        case 1: traitsKernel<<<1, 1>>>(dll, -5LL); break;
        case 2: traitsKernel<<<1, 1>>>(dll, (unsigned short)9); break;
        case 3: traitsKernel<<<1, 1>>>(dll, 1.0); break;
        }
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(h, dll, 4 * sizeof(long long), cudaMemcpyDeviceToHost));
        for (int i = 0; i < 4; ++i)
            if (h[i] != cases[c].w[i]) {
                printf("FAIL traitsKernel<%s> out[%d] = %lld, want %lld\n",
                       cases[c].name, i, h[i], cases[c].w[i]);
                fails++;
            }
    }
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
