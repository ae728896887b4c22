// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/device_functions.expected)
// Kernels calling __device__ functions, __host__ __device__ functions also
// called from the host, function templates, a template kernel instantiated
// for int/float/double, functors passed by value to a template kernel, a
// struct argument with mixed float/double/char members passed by value,
// recursion in a __device__ function, overloads and default arguments.
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

// ---------------------------------------------------------------- helpers
__device__ int square(int x) { return x * x; }
__device__ int sumOfSquares(int a, int b) { return square(a) + square(b); }

__host__ __device__ int poly(int x) { return 3 * x * x - 2 * x + 7; }
__host__ __device__ float lerp(float a, float b, float t) { return a + (b - a) * t; }

__device__ unsigned long long factorial(unsigned n)
{
    return n <= 1 ? 1ull : n * factorial(n - 1);
}

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

// mutual recursion
__device__ bool isOdd(unsigned n);
__device__ bool isEven(unsigned n) { return n == 0 ? true : isOdd(n - 1); }
__device__ bool isOdd(unsigned n) { return n == 0 ? false : isEven(n - 1); }

template <typename T>
__host__ __device__ T maxOf(T a, T b) { return a > b ? a : b; }

template <typename T, int N>
__device__ T sumFixed(const T* p)
{
    T s = 0;
    for (int i = 0; i < N; ++i) s += p[i];
    return s;
}

__device__ int over(int x) { return x + 1; }
__device__ double over(double x) { return x * 2.0; }
__device__ int withDefault(int a, int b = 10) { return a * b; }

// ---------------------------------------------------------------- kernels
__global__ void basics(int* out)
{
    int i = threadIdx.x;
    out[i * 4 + 0] = sumOfSquares(i, i + 1);
    out[i * 4 + 1] = poly(i - 5);
    out[i * 4 + 2] = maxOf(i * 3 - 20, 7 - i);
    out[i * 4 + 3] = over(i) + (int)over((double)i) + withDefault(i) + withDefault(i, 2);
}

__global__ void recursion(unsigned long long* fact, int* fibs, int* parity)
{
    unsigned i = threadIdx.x;
    fact[i] = factorial(i);
    fibs[i] = fib(i % 16);
    parity[i] = isEven(i + 3) ? 1 : 0;  // depth <= 23: fits the default stack
}

template <typename T>
__global__ void axpy(T a, const T* x, T* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

template <typename T, int N>
__global__ void blockSums(const T* in, T* out)
{
    out[threadIdx.x] = sumFixed<T, N>(in + threadIdx.x * N);
}

struct Add {
    __device__ int operator()(int a, int b) const { return a + b; }
};
struct Mul {
    __device__ int operator()(int a, int b) const { return a * b; }
};
struct AffineOp {  // functor with state, passed by value
    int k, c;
    __device__ int operator()(int a, int b) const { return k * a - b + c; }
};

template <typename Op>
__global__ void apply(const int* a, const int* b, int* out, int n, Op op)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = op(a[i], b[i]);
}

struct Mixed {
    char c1;
    double d;
    float f;
    char c2;
    short s;
    double arr[3];
    char name[5];
};

__global__ void takeStruct(Mixed m, char tail, double* out, char* outc)
{
    out[0] = m.d + m.f + m.s;
    out[1] = m.arr[0] * m.arr[1] - m.arr[2];
    outc[0] = m.c1;
    outc[1] = m.c2;
    for (int i = 0; i < 5; ++i) outc[2 + i] = m.name[i];
    outc[7] = tail;
    m.d = -1.0;  // modifying the copy does not affect the host
}

// many scalar arguments of different sizes
__global__ void manyArgs(char a, short b, int c, long long d, float e, double f, unsigned char g,
                         double* out)
{
    out[0] = a + b + c + (double)d + e + f + g;
}

int main()
{
    // ---- basics
    {
        const int n = 32;
        int* d;
        CHECK(cudaMalloc(&d, n * 4 * sizeof(int)));
        basics<<<1, n>>>(d);
        CHECK(cudaGetLastError());
        int h[n * 4];
        CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int i = 0; i < n; ++i) {
            int e0 = i * i + (i + 1) * (i + 1);
            int e1 = poly(i - 5);  // same function on the host
            int e2 = maxOf(i * 3 - 20, 7 - i);
            int e3 = (i + 1) + 2 * i + 10 * i + 2 * i;
            if (h[i * 4] != e0 || h[i * 4 + 1] != e1 || h[i * 4 + 2] != e2 || h[i * 4 + 3] != e3)
                ++bad;
        }
        printf("basics: out[5]={%d,%d,%d,%d} host poly(0)=%d lerp=%.2f %s\n", h[20], h[21], h[22],
               h[23], poly(0), lerp(1.0f, 3.0f, 0.25f), bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(d));
    }

    // ---- recursion
    {
        const int n = 21;
        unsigned long long* df;
        int *dfib, *dpar;
        CHECK(cudaMalloc(&df, n * sizeof(unsigned long long)));
        CHECK(cudaMalloc(&dfib, n * sizeof(int)));
        CHECK(cudaMalloc(&dpar, n * sizeof(int)));
        recursion<<<1, n>>>(df, dfib, dpar);
        CHECK(cudaGetLastError());
        unsigned long long hf[n];
        int hfib[n], hpar[n];
        CHECK(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hfib, dfib, sizeof hfib, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hpar, dpar, sizeof hpar, cudaMemcpyDeviceToHost));
        int bad = 0;
        unsigned long long f = 1;
        int fa = 0, fb = 1;
        int fibs[16];
        for (int i = 0; i < 16; ++i) {
            fibs[i] = fa;
            int t = fa + fb;
            fa = fb;
            fb = t;
        }
        for (int i = 0; i < n; ++i) {
            if (i > 1) f *= i;
            if (hf[i] != f || hfib[i] != fibs[i % 16] || hpar[i] != ((i + 3) % 2 == 0)) ++bad;
        }
        printf("recursion: 10!=%llu 20!=%llu fib(15)=%d even(3+3)=%d %s\n", hf[10], hf[20],
               hfib[15], hpar[3], bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(df));
        CHECK(cudaFree(dfib));
        CHECK(cudaFree(dpar));
    }

    // ---- template kernel for int / float / double
    {
        const int n = 1000;
        int hi[n], yi[n];
        float hf[n], yf[n];
        double hd[n], yd[n];
        for (int i = 0; i < n; ++i) {
            hi[i] = i; yi[i] = 1;
            hf[i] = i * 0.5f; yf[i] = 2.0f;
            hd[i] = i * 0.25; yd[i] = -1.0;
        }
        int *dxi, *dyi;
        float *dxf, *dyf;
        double *dxd, *dyd;
        CHECK(cudaMalloc(&dxi, sizeof hi)); CHECK(cudaMalloc(&dyi, sizeof yi));
        CHECK(cudaMalloc(&dxf, sizeof hf)); CHECK(cudaMalloc(&dyf, sizeof yf));
        CHECK(cudaMalloc(&dxd, sizeof hd)); CHECK(cudaMalloc(&dyd, sizeof yd));
        CHECK(cudaMemcpy(dxi, hi, sizeof hi, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dyi, yi, sizeof yi, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dxf, hf, sizeof hf, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dyf, yf, sizeof yf, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dxd, hd, sizeof hd, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dyd, yd, sizeof yd, cudaMemcpyHostToDevice));
        axpy<int><<<(n + 127) / 128, 128>>>(3, dxi, dyi, n);
        axpy<float><<<(n + 127) / 128, 128>>>(2.0f, dxf, dyf, n);
        axpy<<<(n + 255) / 256, 256>>>(4.0, dxd, dyd, n);  // deduced as double
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(yi, dyi, sizeof yi, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(yf, dyf, sizeof yf, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(yd, dyd, sizeof yd, cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int i = 0; i < n; ++i)
            if (yi[i] != 3 * i + 1 || yf[i] != 2.0f * (i * 0.5f) + 2.0f || yd[i] != 4.0 * (i * 0.25) - 1.0)
                ++bad;
        printf("axpy<int> y[999]=%d axpy<float> y[999]=%.1f axpy<double> y[999]=%.2f %s\n",
               yi[n - 1], yf[n - 1], yd[n - 1], bad ? "bad" : "ok");
        fails += bad != 0;

        // template with a non-type parameter
        blockSums<int, 8><<<1, 100>>>(dxi, dyi);
        blockSums<double, 4><<<1, 50>>>(dxd, dyd);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(yi, dyi, 100 * sizeof(int), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(yd, dyd, 50 * sizeof(double), cudaMemcpyDeviceToHost));
        bad = 0;
        for (int t = 0; t < 100; ++t)
            if (yi[t] != 64 * t + 28) ++bad;
        for (int t = 0; t < 50; ++t)
            if (yd[t] != (16 * t + 6) * 0.25) ++bad;
        printf("blockSums<int,8>[99]=%d blockSums<double,4>[49]=%.2f %s\n", yi[99], yd[49],
               bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(dxi)); CHECK(cudaFree(dyi));
        CHECK(cudaFree(dxf)); CHECK(cudaFree(dyf));
        CHECK(cudaFree(dxd)); CHECK(cudaFree(dyd));
    }

    // ---- functors
    {
        const int n = 300;
        int ha[n], hb[n], hr[n];
        for (int i = 0; i < n; ++i) { ha[i] = i - 100; hb[i] = 2 * i + 1; }
        int *da, *db, *dr;
        CHECK(cudaMalloc(&da, sizeof ha));
        CHECK(cudaMalloc(&db, sizeof hb));
        CHECK(cudaMalloc(&dr, sizeof hr));
        CHECK(cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice));
        int bad = 0;
        apply<<<3, 128>>>(da, db, dr, n, Add());
        CHECK(cudaMemcpy(hr, dr, sizeof hr, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) if (hr[i] != ha[i] + hb[i]) ++bad;
        int add299 = hr[299];
        apply<<<3, 128>>>(da, db, dr, n, Mul());
        CHECK(cudaMemcpy(hr, dr, sizeof hr, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) if (hr[i] != ha[i] * hb[i]) ++bad;
        int mul299 = hr[299];
        AffineOp aff = {5, 1000};
        apply<<<3, 128>>>(da, db, dr, n, aff);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(hr, dr, sizeof hr, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) if (hr[i] != 5 * ha[i] - hb[i] + 1000) ++bad;
        printf("functors: Add[299]=%d Mul[299]=%d Affine[299]=%d %s\n", add299, mul299, hr[299],
               bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(da)); CHECK(cudaFree(db)); CHECK(cudaFree(dr));
    }

    // ---- struct by value with mixed members
    {
        Mixed m;
        m.c1 = 'x';
        m.d = 1.5;
        m.f = 0.25f;
        m.c2 = 'y';
        m.s = -3;
        m.arr[0] = 2.0; m.arr[1] = 8.0; m.arr[2] = 0.5;
        m.name[0] = 'c'; m.name[1] = 'u'; m.name[2] = 'd'; m.name[3] = 'a'; m.name[4] = 0;
        double* dd;
        char* dc;
        CHECK(cudaMalloc(&dd, 2 * sizeof(double)));
        CHECK(cudaMalloc(&dc, 8));
        takeStruct<<<1, 1>>>(m, 'z', dd, dc);
        CHECK(cudaGetLastError());
        double hd[2];
        char hc[8];
        CHECK(cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
        bool ok = hd[0] == 1.5 + 0.25 - 3 && hd[1] == 15.5 && hc[0] == 'x' && hc[1] == 'y' &&
                  hc[2] == 'c' && hc[5] == 'a' && hc[6] == 0 && hc[7] == 'z' && m.d == 1.5;
        printf("struct by value (sizeof %zu): %.2f %.2f %c %c %s %c %s\n", sizeof(Mixed), hd[0],
               hd[1], hc[0], hc[1], hc + 2, hc[7], ok ? "ok" : "bad");
        fails += !ok;

        manyArgs<<<1, 1>>>((char)-1, (short)300, 70000, 5000000000LL, 0.5f, 0.125, (unsigned char)200, dd);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(hd, dd, sizeof(double), cudaMemcpyDeviceToHost));
        double e = -1 + 300 + 70000 + 5000000000.0 + 0.5 + 0.125 + 200;
        printf("manyArgs: %.3f %s\n", hd[0], hd[0] == e ? "ok" : "bad");
        fails += hd[0] != e;
        CHECK(cudaFree(dd));
        CHECK(cudaFree(dc));
    }

    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
