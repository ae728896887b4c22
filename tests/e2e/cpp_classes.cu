// Classes in device code: __device__ member functions, constructors and
// destructors of local objects (scopes, loops, arrays of objects,
// temporaries, early return, copy and move), static member functions and
// static constexpr members, operator overloading on a small vector class and
// a complex class (arithmetic, compound assignment, unary minus, subscript,
// comparison, free operators), a __device__ global object with a constexpr
// constructor, and a class holding a device pointer passed by value as a
// kernel argument. Loop kernels and a kernel with __syncthreads (fibers).
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

// ------------------------------------------------------------ small vector
struct float3v {
    float x, y, z;
    __host__ __device__ float3v() : x(0), y(0), z(0) {}
    __host__ __device__ float3v(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ float3v operator+(const float3v &o) const { return float3v(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ float3v operator-(const float3v &o) const { return float3v(x - o.x, y - o.y, z - o.z); }
    __host__ __device__ float3v operator*(float s) const { return float3v(x * s, y * s, z * s); }
    __host__ __device__ float3v &operator+=(const float3v &o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ float3v operator-() const { return float3v(-x, -y, -z); }
    __host__ __device__ float &operator[](int i) { return i == 0 ? x : i == 1 ? y : z; }
    __host__ __device__ bool operator==(const float3v &o) const { return x == o.x && y == o.y && z == o.z; }
    __host__ __device__ bool operator!=(const float3v &o) const { return !(*this == o); }
};
__host__ __device__ float3v operator*(float s, const float3v &v) { return v * s; }
__host__ __device__ float dot(const float3v &a, const float3v &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__host__ __device__ float3v cross(const float3v &a, const float3v &b)
{
    return float3v(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

// ------------------------------------------------------------ complex
class Complex {
    double re_, im_;
public:
    __host__ __device__ constexpr Complex(double r = 0, double i = 0) : re_(r), im_(i) {}
    __host__ __device__ double re() const { return re_; }
    __host__ __device__ double im() const { return im_; }
    __host__ __device__ Complex operator*(const Complex &o) const
    {
        return Complex(re_ * o.re_ - im_ * o.im_, re_ * o.im_ + im_ * o.re_);
    }
    __host__ __device__ Complex &operator*=(const Complex &o) { return *this = *this * o; }
    __host__ __device__ friend Complex operator+(const Complex &a, const Complex &b)
    {
        return Complex(a.re_ + b.re_, a.im_ + b.im_);
    }
    __host__ __device__ double norm2() const { return re_ * re_ + im_ * im_; }
};

__device__ Complex gUnit(0.0, 1.0);   // constexpr constructor: static init

// ------------------------------------------------------------ lifetime log
// Every constructor and destructor leaves a mark in a per-thread log.
struct Tracer {
    int *log;      // log[0]: constructions, log[1]: destructions, log[2]: checksum
    int id;
    __device__ Tracer(int *l, int i) : log(l), id(i) { log[0] += 1; log[2] += id; }
    __device__ Tracer(const Tracer &o) : log(o.log), id(o.id + 100) { log[0] += 1; log[2] += id; }
    __device__ Tracer(Tracer &&o) : log(o.log), id(o.id + 1000)
    {
        log[0] += 1;
        log[2] += id - o.id;                          // o gives up its id
        o.id = 0;
    }
    __device__ ~Tracer() { log[1] += 1; log[2] -= id; }
    __device__ int value() const { return id; }
    __device__ static int twice(int v) { return 2 * v; }
    static constexpr int kMagic = 17;
};

__device__ Tracer makeTracer(int *l, int i) { return Tracer(l, i); }  // copy elision

__device__ int lifetimes(int *log, int t)
{
    {
        Tracer a(log, 1);
        Tracer b(a);                                  // copy: id 101
        Tracer c(static_cast<Tracer &&>(b));          // move: id 1101, b.id = 0
        (void)c;
    }                                                 // 3 constructed, 3 destroyed
    for (int i = 0; i < 3; ++i) {
        Tracer loop(log, 10 + i);                     // once per iteration
        if (i == 1) continue;
    }
    {
        Tracer arr[4] = {Tracer(log, 1), Tracer(log, 2), Tracer(log, 3), Tracer(log, 4)};
        (void)arr;
    }
    int v = makeTracer(log, 5).value();               // temporary destroyed here
    Tracer early(log, 7);
    if (t % 2 == 0) return v + early.value();         // destructor on early return
    return v + Tracer::twice(early.value()) + Tracer::kMagic;
}

__global__ void lifetimesKernel(int *logs, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = lifetimes(logs + 3 * t, t);
}

// the same, in a kernel that synchronizes (threads run as fibers)
__global__ void lifetimesSync(int *logs, int *out)
{
    __shared__ int vals[64];
    int t = threadIdx.x;
    {
        Tracer outer(logs + 3 * t, 50);
        vals[t] = lifetimes(logs + 3 * t, t);
        __syncthreads();
        out[t] = vals[(t + 1) % blockDim.x] + outer.value();
    }
}

__global__ void vectorOps(float *out)
{
    int t = threadIdx.x;
    float3v a((float)t, 1.0f, 2.0f), b(3.0f, (float)t, -1.0f);
    float3v c = a + b * 2.0f - 0.5f * a;              // 0.5a + 2b
    c += float3v(1, 1, 1);
    float3v n = -cross(a, b);
    c[1] += 10.0f;
    out[t * 8 + 0] = c.x;
    out[t * 8 + 1] = c.y;
    out[t * 8 + 2] = c.z;
    out[t * 8 + 3] = dot(a, b);
    out[t * 8 + 4] = n.x;
    out[t * 8 + 5] = n.y;
    out[t * 8 + 6] = n.z;
    out[t * 8 + 7] = (a == a) + 2 * (a != b) + 4 * (a == b);
}

__global__ void complexOps(double *out)
{
    int t = threadIdx.x;
    Complex z(1.0 + t, -2.0), w = gUnit;
    Complex p = z * w + Complex(0.5);                 // i*z + 0.5
    Complex q = z;
    for (int k = 0; k < 3; ++k) q *= Complex(0.0, 1.0);   // i^3 z = -i z
    out[t * 4 + 0] = p.re();
    out[t * 4 + 1] = p.im();
    out[t * 4 + 2] = (q + p).norm2();
    out[t * 4 + 3] = q.im();
}

// a class holding a device pointer, passed by value
template <typename T>
class DeviceSpan {
    T *data_;
    int n_;
public:
    __host__ __device__ DeviceSpan(T *d, int n) : data_(d), n_(n) {}
    __device__ int size() const { return n_; }
    __device__ T &operator[](int i) const { return data_[i]; }
    __device__ T *begin() const { return data_; }
    __device__ T *end() const { return data_ + n_; }
};

__global__ void spanKernel(DeviceSpan<int> in, DeviceSpan<int> out, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < out.size()) {
        int s = 0;
        for (int v : in) s += v;                      // range-for over the span
        out[i] = in[i] * k + s;
    }
}

int main()
{
    const int nt = 8;
    int *dlog, *dout;
    CHECK(cudaMalloc(&dlog, 3 * 64 * sizeof(int)));
    CHECK(cudaMalloc(&dout, 64 * sizeof(int)));

    // constructions per call of lifetimes(): a, b, c (3) + loop (3) + arr (4)
    // + temporary (1) + early (1) = 12; all destroyed; checksum back to 0.
    for (int pass = 0; pass < 2; ++pass) {
        CHECK(cudaMemset(dlog, 0, 3 * 64 * sizeof(int)));
        if (pass == 0) lifetimesKernel<<<2, nt / 2>>>(dlog, dout);
        else lifetimesSync<<<1, nt>>>(dlog, dout);
        CHECK(cudaGetLastError());
        int log[3 * 64], out[64];
        CHECK(cudaMemcpy(log, dlog, sizeof log, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
        const char *w = pass ? "lifetimesSync" : "lifetimesKernel";
        for (int t = 0; t < nt; ++t) {
            int extra = pass ? 1 : 0;                  // the outer Tracer
            expect(w, t, log[3 * t + 0], 12 + extra);
            expect(w, t, log[3 * t + 1], 12 + extra);
            expect(w, t, log[3 * t + 2], 0);
            int v = (t % 2 == 0) ? 5 + 7 : 5 + 14 + 17;
            if (pass) {
                int u = (t + 1) % nt;
                v = ((u % 2 == 0) ? 12 : 36) + 50;
            }
            expect(w, t, out[t], v);
        }
    }

    {
        float *df, h[nt * 8];
        CHECK(cudaMalloc(&df, sizeof h));
        vectorOps<<<1, nt>>>(df);
        CHECK(cudaMemcpy(h, df, sizeof h, cudaMemcpyDeviceToHost));
        for (int t = 0; t < nt; ++t) {
            float3v a((float)t, 1.0f, 2.0f), b(3.0f, (float)t, -1.0f);
            float3v c = a * 0.5f + b * 2.0f + float3v(1, 1, 1);
            c.y += 10.0f;
            float3v n = -cross(a, b);
            float want[8] = {c.x, c.y, c.z, dot(a, b), n.x, n.y, n.z, 3.0f};
            for (int k = 0; k < 8; ++k)
                if (h[t * 8 + k] != want[k]) {
                    printf("FAIL vectorOps[%d][%d]: got %g, want %g\n", t, k, h[t * 8 + k], want[k]);
                    fails++;
                }
        }
    }
    {
        double *dd, h[nt * 4];
        CHECK(cudaMalloc(&dd, sizeof h));
        complexOps<<<1, nt>>>(dd);
        CHECK(cudaMemcpy(h, dd, sizeof h, cudaMemcpyDeviceToHost));
        for (int t = 0; t < nt; ++t) {
            // i*z = 2 + (1+t)i ; +0.5 -> 2.5 + (1+t)i ; -i z = -2 - (1+t)i
            double want[4] = {2.5, 1.0 + t, 0.25, -(1.0 + t)};
            for (int k = 0; k < 4; ++k)
                if (h[t * 4 + k] != want[k]) {
                    printf("FAIL complexOps[%d][%d]: got %g, want %g\n", t, k, h[t * 4 + k], want[k]);
                    fails++;
                }
        }
    }
    {
        const int n = 40;
        int hin[n], hout[n], s = 0;
        for (int i = 0; i < n; ++i) hin[i] = i * i - 5, s += hin[i];
        int *din, *dres;
        CHECK(cudaMalloc(&din, sizeof hin));
        CHECK(cudaMalloc(&dres, sizeof hout));
        CHECK(cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice));
        spanKernel<<<3, 16>>>(DeviceSpan<int>(din, n), DeviceSpan<int>(dres, n), 3);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(hout, dres, sizeof hout, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) expect("spanKernel", i, hout[i], hin[i] * 3 + s);
    }
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
