// C++ templates in device code: class templates with type and non-type
// parameters, variadic function templates and a variadic template kernel,
// partial and full specialization, default template arguments, a kernel
// templated on a function pointer, CRTP, the cuda-samples SharedMemory<T>
// pattern, and template kernels instantiated for int, float, double and a
// user struct (launched with <<<>>> and through a function pointer).
// Self-checking against a CPU reference; prints PASS or FAIL lines.
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
static void expect(const char *what, long long got, long long want)
{
    if (got != want) {
        printf("FAIL %s: got %lld, want %lld\n", what, got, want);
        fails++;
    }
}

// ---------------------------------------------------------------- templates
template <typename T, int N>
struct Vec {
    T v[N];
    __device__ T dot(const Vec &o) const
    {
        T s = 0;
        for (int i = 0; i < N; ++i) s += v[i] * o.v[i];
        return s;
    }
    __device__ static constexpr int size() { return N; }
};

// variadic: sum and count of a pack, recursion through overloads
template <typename T> __device__ long long vsum(T x) { return (long long)x; }
template <typename T, typename... Rest>
__device__ long long vsum(T x, Rest... rest) { return (long long)x + vsum(rest...); }
template <typename... Ts> __device__ int count(Ts...) { return (int)sizeof...(Ts); }
// fold expression (C++17)
template <typename... Ts> __device__ long long vprod(Ts... xs) { return (1LL * ... * xs); }

// partial and full specialization
template <typename A, typename B> struct Kind { __device__ static int id() { return 0; } };
template <typename A> struct Kind<A, A> { __device__ static int id() { return 1; } };
template <typename A, typename B> struct Kind<A *, B> { __device__ static int id() { return 2; } };
template <> struct Kind<char, double> { __device__ static int id() { return 3; } };

// default template arguments
template <typename T, int Scale = 4> __device__ T scaled(T x) { return x * Scale; }

// CRTP
template <class D> struct Shape {
    __device__ int area2() const { return 2 * static_cast<const D *>(this)->area(); }
};
struct Sq : Shape<Sq> { int s; __device__ int area() const { return s * s; } };
struct Rc : Shape<Rc> { int w, h; __device__ int area() const { return w * h; } };

struct Money {                        // a user type for a template kernel
    long long cents;
    __host__ __device__ Money operator*(int k) const { return Money{cents * k}; }
    __host__ __device__ Money operator+(const Money &o) const { return Money{cents + o.cents}; }
};

template <typename T, int K>
__global__ void axpyK(T *y, const T *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] * K + y[i];
}

template <typename... Args>
__global__ void packKernel(long long *out, Args... args)
{
    out[threadIdx.x] = vsum(args...) * 100 + count(args...) + threadIdx.x * 1000;
}

__device__ int triple(int x) { return 3 * x; }
__device__ int negate(int x) { return -x; }
template <int (*F)(int)>
__global__ void applyF(int *out) { out[threadIdx.x] = F((int)threadIdx.x + 1); }

// cuda-samples' SharedMemory<T>: one extern __shared__ array per type
template <class T> struct SharedMemory {
    __device__ T *get() { extern __shared__ int smem_int[]; return (T *)smem_int; }
};
template <> struct SharedMemory<double> {
    __device__ double *get() { extern __shared__ double smem_double[]; return smem_double; }
};
template <class T>
__global__ void blockSum(const T *in, T *out)
{
    T *s = SharedMemory<T>().get();
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void misc(long long *out)
{
    Vec<int, 3> a = {{1, 2, 3}}, b = {{4, 5, 6}};
    Vec<double, 2> c = {{0.5, 1.5}};
    out[0] = a.dot(b);                                  // 32
    out[1] = (long long)(c.dot(c) * 4);                 // (0.25+2.25)*4 = 10
    out[2] = Vec<char, 7>::size();                      // 7
    out[3] = vsum(1, 2L, (short)3, 4LL, (char)5);       // 15
    out[4] = count() * 10 + count(1, 2.0, 'c');         // 3
    out[5] = vprod(2, 3, 4, 5);                         // 120
    out[6] = Kind<int, float>::id() * 1000 + Kind<int, int>::id() * 100 +
             Kind<int *, float>::id() * 10 + Kind<char, double>::id();  // 123
    out[7] = scaled(5) * 10 + scaled<int, 2>(3);        // 206
    Sq s; s.s = 3;
    Rc r; r.w = 2; r.h = 7;
    out[8] = s.area2() * 100 + r.area2();               // 1828
}

int main()
{
    long long *dll;
    CHECK(cudaMalloc(&dll, 64 * sizeof(long long)));
    misc<<<1, 1>>>(dll);
    CHECK(cudaGetLastError());
    long long h[64];
    CHECK(cudaMemcpy(h, dll, 9 * sizeof(long long), cudaMemcpyDeviceToHost));
    const long long want[9] = {32, 10, 7, 15, 3, 120, 123, 206, 1828};
    for (int i = 0; i < 9; ++i) {
        char what[32];
        snprintf(what, sizeof what, "misc[%d]", i);
        expect(what, h[i], want[i]);
    }

    // variadic kernels with different packs
    packKernel<<<1, 2>>>(dll, 1, 2.5f, (char)3);
    CHECK(cudaMemcpy(h, dll, 2 * sizeof(long long), cudaMemcpyDeviceToHost));
    expect("packKernel(int,float,char)[0]", h[0], 6 * 100 + 3);
    expect("packKernel(int,float,char)[1]", h[1], 6 * 100 + 3 + 1000);
    packKernel<<<1, 1>>>(dll, 7LL);
    CHECK(cudaMemcpy(h, dll, sizeof(long long), cudaMemcpyDeviceToHost));
    expect("packKernel(long long)", h[0], 701);

    // function-pointer template argument
    int *di, hi[64];
    CHECK(cudaMalloc(&di, 64 * sizeof(int)));
    applyF<triple><<<1, 4>>>(di);
    CHECK(cudaMemcpy(hi, di, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("applyF<triple>", hi[i], 3 * (i + 1));
    applyF<negate><<<1, 4>>>(di);
    CHECK(cudaMemcpy(hi, di, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("applyF<negate>", hi[i], -(i + 1));

    // one template kernel, several types and non-type arguments
    const int n = 50;
    {
        int x[n], y[n];
        for (int i = 0; i < n; ++i) x[i] = i - 7, y[i] = 3 * i;
        int *dx, *dy;
        CHECK(cudaMalloc(&dx, sizeof x));
        CHECK(cudaMalloc(&dy, sizeof y));
        CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice));
        axpyK<int, 5><<<2, 32>>>(dy, dx, n);
        CHECK(cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) expect("axpyK<int,5>", y[i], 5 * (i - 7) + 3 * i);
    }
    {
        float x[n], y[n];
        for (int i = 0; i < n; ++i) x[i] = i * 0.5f, y[i] = 1.0f;
        float *dx, *dy;
        CHECK(cudaMalloc(&dx, sizeof x));
        CHECK(cudaMalloc(&dy, sizeof y));
        CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice));
        axpyK<float, -2><<<1, 64>>>(dy, dx, n);
        CHECK(cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) expect("axpyK<float,-2>", (long long)(y[i] * 2), (long long)((1.0f - i) * 2));
    }
    {
        double x[n], y[n];
        for (int i = 0; i < n; ++i) x[i] = i * 0.25, y[i] = i;
        double *dx, *dy;
        CHECK(cudaMalloc(&dx, sizeof x));
        CHECK(cudaMalloc(&dy, sizeof y));
        CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice));
        void (*kp)(double *, const double *, int) = axpyK<double, 8>;
        kp<<<7, 8>>>(dy, dx, n);
        CHECK(cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) expect("axpyK<double,8>", (long long)y[i], 3LL * i);
    }
    {
        Money x[n], y[n];
        for (int i = 0; i < n; ++i) x[i] = Money{i * 100LL}, y[i] = Money{7};
        Money *dx, *dy;
        CHECK(cudaMalloc(&dx, sizeof x));
        CHECK(cudaMalloc(&dy, sizeof y));
        CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice));
        axpyK<Money, 3><<<4, 16>>>(dy, dx, n);
        CHECK(cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) expect("axpyK<Money,3>", y[i].cents, 300LL * i + 7);
    }

    // SharedMemory<T> with dynamic shared memory, two types, two blocks
    {
        const int bs = 64, nb = 2;
        float xf[bs * nb], rf[nb];
        double xd[bs * nb], rd[nb];
        for (int i = 0; i < bs * nb; ++i) xf[i] = (float)(i % 13), xd[i] = i * 0.5;
        float *dxf, *drf;
        double *dxd, *drd;
        CHECK(cudaMalloc(&dxf, sizeof xf));
        CHECK(cudaMalloc(&drf, sizeof rf));
        CHECK(cudaMalloc(&dxd, sizeof xd));
        CHECK(cudaMalloc(&drd, sizeof rd));
        CHECK(cudaMemcpy(dxf, xf, sizeof xf, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dxd, xd, sizeof xd, cudaMemcpyHostToDevice));
        blockSum<float><<<nb, bs, bs * sizeof(float)>>>(dxf, drf);
        blockSum<double><<<nb, bs, bs * sizeof(double)>>>(dxd, drd);
        CHECK(cudaMemcpy(rf, drf, sizeof rf, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(rd, drd, sizeof rd, cudaMemcpyDeviceToHost));
        for (int b = 0; b < nb; ++b) {
            double sf = 0, sd = 0;
            for (int i = 0; i < bs; ++i) sf += xf[b * bs + i], sd += xd[b * bs + i];
            expect("blockSum<float>", (long long)rf[b], (long long)sf);
            expect("blockSum<double>", (long long)(rd[b] * 2), (long long)(sd * 2));
        }
    }
    CHECK(cudaDeviceSynchronize());
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
