// Kernel arguments of class type, by value: large structs of 1 KB, about
// 2.5 KB (mixed int/double/char members) and 4080 bytes (with the pointer
// argument, just under the classic 4 KB parameter limit), passed with <<<>>>,
// through a template kernel and with cudaLaunchKernel, to a loop kernel and
// to a kernel with __syncthreads; an over-aligned struct (alignas(64))
// between small arguments; a struct with bit-fields and a union; a class
// with private members, a constructor and a device pointer; and a kernel
// with many scalar arguments of mixed sizes. Every byte is checked by a
// checksum against the host (padding bytes excepted). Self-checking; prints
// PASS or FAIL lines.
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

struct Big1K { int v[256]; };
struct BigMixed { int v[512]; double d[64]; char tag[35]; };           // 2592 bytes with padding
struct Big4K { unsigned char bytes[4080]; };
struct alignas(64) Wide { float f[5]; int k; };
struct Packed {
    unsigned a : 3, b : 7, c : 22;
    union { float f; unsigned u; } un;
    short s;
    char c2;
};
class Window {
    const int *data_;
    int lo_, hi_;
public:
    __host__ __device__ Window(const int *d, int lo, int hi) : data_(d), lo_(lo), hi_(hi) {}
    __device__ long long sum() const
    {
        long long s = 0;
        for (int i = lo_; i < hi_; ++i) s += data_[i];
        return s;
    }
};

// position-weighted checksums, identical on both sides
template <typename T>
__host__ __device__ long long checksum(const T &x)
{
    const unsigned char *p = reinterpret_cast<const unsigned char *>(&x);
    long long s = 0;
    for (unsigned i = 0; i < sizeof(T); ++i) s += (long long)p[i] * (long long)(i % 251 + 1);
    return s;
}
__host__ __device__ long long mixedSum(const BigMixed &b)
{
    long long s = 0;
    for (int i = 0; i < 512; ++i) s += (long long)b.v[i] * (i + 1);
    double ds = 0;
    for (int i = 0; i < 64; ++i) ds += b.d[i];
    for (int i = 0; i < 35; ++i) s += b.tag[i] * (i + 7);
    return s + (long long)(ds * 4);
}

__global__ void take1K(Big1K b, long long *out) { out[threadIdx.x] = checksum(b) + b.v[threadIdx.x]; }
__global__ void takeMixed(BigMixed b, long long *out)
{
    out[blockIdx.x * blockDim.x + threadIdx.x] = mixedSum(b) + b.tag[threadIdx.x % 35];
}
template <typename T>
__global__ void takeT(T b, long long *out)
{
    __shared__ long long part[64];
    // each thread checksums a slice, then thread 0 adds them up after a barrier
    const unsigned char *p = reinterpret_cast<const unsigned char *>(&b);
    long long s = 0;
    for (unsigned i = threadIdx.x; i < sizeof(T); i += blockDim.x) s += (long long)p[i] * (long long)(i % 251 + 1);
    part[threadIdx.x] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        long long t = 0;
        for (unsigned i = 0; i < blockDim.x; ++i) t += part[i];
        out[blockIdx.x] = t;
    }
}
__global__ void takeAligned(char c, Wide w, short s, Packed p, double d, long long *out)
{
    out[0] = c;
    out[1] = (long long)(w.f[0] + w.f[1] + w.f[2] + w.f[3] + w.f[4]) + w.k;
    out[2] = s;
    out[3] = p.a * 1000000LL + p.b * 10000LL + p.c;
    out[4] = p.un.u + p.s + p.c2;
    out[5] = (long long)(d * 8);
    out[6] = ((unsigned long long)&w) % 64;     // the parameter copy is aligned
}
__global__ void takeWindow(Window w, long long *out) { out[threadIdx.x] = w.sum() + threadIdx.x; }
__global__ void manyArgs(char a, short b, int c, long long d, float e, double f, unsigned char g,
                         unsigned short h, unsigned i, unsigned long long j, bool k, signed char l,
                         float m, double n, int o, long long *out)
{
    out[0] = a + b + c + d + (long long)e + (long long)f + g + h + i + (long long)j + k + l +
             (long long)m + (long long)n + o;
    out[1] = a * 3 + l;
    out[2] = (long long)(e * 4) + (long long)(m * 4);
}

int main()
{
    long long *dout, out[256];
    CHECK(cudaMalloc(&dout, sizeof out));

    static Big1K b1;
    for (int i = 0; i < 256; ++i) b1.v[i] = i * 7919 - 100000;
    take1K<<<1, 64>>>(b1, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 64 * sizeof(long long), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 64; ++t) expect("Big1K", t, out[t], checksum(b1) + b1.v[t]);

    static BigMixed bm;
    memset(&bm, 0, sizeof bm);
    for (int i = 0; i < 512; ++i) bm.v[i] = i - 100;
    for (int i = 0; i < 64; ++i) bm.d[i] = i * 0.25;
    for (int i = 0; i < 35; ++i) bm.tag[i] = (char)('a' + i % 26);
    takeMixed<<<2, 48>>>(bm, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 96 * sizeof(long long), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 96; ++t) expect("BigMixed", t, out[t], mixedSum(bm) + bm.tag[(t % 48) % 35]);

    static Big4K b4;
    for (int i = 0; i < (int)sizeof b4.bytes; ++i) b4.bytes[i] = (unsigned char)(i * 31 + i / 256);
    takeT<<<3, 64>>>(b4, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 3 * sizeof(long long), cudaMemcpyDeviceToHost));
    for (int b = 0; b < 3; ++b) expect("Big4K", b, out[b], checksum(b4));

    // cudaLaunchKernel with the 4 KB struct
    for (int i = 0; i < (int)sizeof b4.bytes; ++i) b4.bytes[i] ^= 0x5a;
    void *args[] = {&b4, &dout};
    CHECK(cudaLaunchKernel((const void *)takeT<Big4K>, dim3(1), dim3(64), args, 0, 0));
    CHECK(cudaMemcpy(out, dout, sizeof(long long), cudaMemcpyDeviceToHost));
    expect("cudaLaunchKernel Big4K", 0, out[0], checksum(b4));

    Wide w;
    for (int i = 0; i < 5; ++i) w.f[i] = i + 0.5f;
    w.k = 1000;
    Packed p;
    memset(&p, 0, sizeof p);
    p.a = 5; p.b = 100; p.c = 3000000; p.un.u = 123456; p.s = -7; p.c2 = 9;
    takeAligned<<<1, 1>>>(-3, w, 31000, p, 2.375, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 7 * sizeof(long long), cudaMemcpyDeviceToHost));
    const long long wantA[7] = {-3, 12 + 1000, 31000, 5 * 1000000LL + 100 * 10000LL + 3000000,
                                123456 - 7 + 9, 19, 0};
    for (int i = 0; i < 7; ++i) expect("alignas(64)/bit-fields/union", i, out[i], wantA[i]);

    int data[100];
    long long s = 0;
    for (int i = 0; i < 100; ++i) data[i] = i * i;
    for (int i = 10; i < 90; ++i) s += data[i];
    int *ddata;
    CHECK(cudaMalloc(&ddata, sizeof data));
    CHECK(cudaMemcpy(ddata, data, sizeof data, cudaMemcpyHostToDevice));
    takeWindow<<<1, 8>>>(Window(ddata, 10, 90), dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 8 * sizeof(long long), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 8; ++t) expect("class with a device pointer", t, out[t], s + t);

    manyArgs<<<1, 1>>>(-1, -300, 70000, 5000000000LL, 2.75f, -1.5, 200, 60000, 4000000000u,
                       1ULL << 40, true, -100, 0.25f, 1e10, -9, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 3 * sizeof(long long), cudaMemcpyDeviceToHost));
    expect("manyArgs sum", 0, out[0],
           -1 - 300 + 70000 + 5000000000LL + 2 + (-1) + 200 + 60000 + 4000000000LL + (1LL << 40) + 1 -
               100 + 0 + 10000000000LL - 9);
    expect("manyArgs chars", 1, out[1], -3 - 100);
    expect("manyArgs floats", 2, out[2], 11 + 1);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
