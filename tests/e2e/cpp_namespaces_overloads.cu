// Namespaces and overloading in device code: nested namespaces (including
// C++17 `a::b` definitions), anonymous namespaces, kernels inside namespaces,
// kernels with the same name in two namespaces, `using` declarations and
// namespace aliases, __device__ variables in namespaces and anonymous
// namespaces (and a static one) reached with the symbol API, overloaded
// __device__ functions, and overloaded kernels (same name, different
// parameters) launched with <<<>>> and with cudaLaunchKernel through a cast.
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
static void expect(const char *what, long long got, long long want)
{
    if (got != want) {
        printf("FAIL %s: got %lld, want %lld\n", what, got, want);
        fails++;
    }
}

namespace physics {
__device__ int gScale = 3;
__device__ int scale(int x) { return x * gScale; }
namespace detail {
__device__ int offset() { return 11; }
}
__global__ void step(int *out) { out[threadIdx.x] = scale((int)threadIdx.x) + detail::offset(); }
}  // namespace physics

namespace graphics::raster {              // C++17 nested namespace definition
__device__ int scale(int x) { return x * 100; }
__global__ void step(int *out) { out[threadIdx.x] = scale((int)threadIdx.x) + 1; }
}  // namespace graphics::raster

namespace {
__device__ int gHidden = 4;
__device__ int hidden(int x) { return x + gHidden; }
__global__ void anonKernel(int *out) { out[threadIdx.x] = hidden((int)threadIdx.x); }
}  // namespace

static __device__ int gStatic = 5;

namespace gr = graphics::raster;
using physics::detail::offset;

// overloaded device functions
__device__ int f(int x) { return 1000 + x; }
__device__ int f(float x) { return 2000 + (int)x; }
__device__ int f(int x, int y) { return 3000 + x * y; }
__device__ int f(const int *p) { return 4000 + *p; }
__device__ int f(double x) { return 5000 + (int)(x * 2); }

// overloaded kernels
__global__ void fill(int *out) { out[threadIdx.x] = 1; }
__global__ void fill(int *out, int v) { out[threadIdx.x] = v; }
__global__ void fill(float *out, float v) { out[threadIdx.x] = v * 2; }
__global__ void fill(int *out, int v, int w) { out[threadIdx.x] = v * w + (int)threadIdx.x; }

__global__ void useAll(int *out)
{
    int one = 7;
    out[0] = f(1);
    out[1] = f(2.5f);
    out[2] = f(3, 4);
    out[3] = f(&one);
    out[4] = f(1.25);
    out[5] = physics::scale(2) + gr::scale(3) + offset();   // 6 + 300 + 11
    out[6] = hidden(1) + gStatic;                            // 5 + 5 (or updated values)
    out[7] = physics::gScale;
}

int main()
{
    int *d, h[32];
    float *df, hf[32];
    CHECK(cudaMalloc(&d, sizeof h));
    CHECK(cudaMalloc(&df, sizeof hf));

    physics::step<<<1, 4>>>(d);
    CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("physics::step", h[i], 3 * i + 11);
    graphics::raster::step<<<1, 4>>>(d);
    CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("graphics::raster::step", h[i], 100 * i + 1);
    anonKernel<<<1, 4>>>(d);
    CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("anonKernel", h[i], i + 4);

    useAll<<<1, 1>>>(d);
    CHECK(cudaMemcpy(h, d, 8 * sizeof(int), cudaMemcpyDeviceToHost));
    const int want[8] = {1001, 2002, 3012, 4007, 5002, 317, 10, 3};
    for (int i = 0; i < 8; ++i) expect("useAll", h[i], want[i]);

    // symbols in namespaces, in an anonymous namespace, and static
    int v = 6;
    CHECK(cudaMemcpyToSymbol(physics::gScale, &v, sizeof v));
    v = 40;
    CHECK(cudaMemcpyToSymbol(gHidden, &v, sizeof v));
    v = 500;
    CHECK(cudaMemcpyToSymbol(gStatic, &v, sizeof v));
    useAll<<<1, 1>>>(d);
    CHECK(cudaMemcpy(h, d, 8 * sizeof(int), cudaMemcpyDeviceToHost));
    expect("useAll after symbol copies [5]", h[5], 12 + 300 + 11);
    expect("useAll after symbol copies [6]", h[6], 41 + 500);
    expect("useAll after symbol copies [7]", h[7], 6);
    CHECK(cudaMemcpyFromSymbol(&v, gHidden, sizeof v));
    expect("cudaMemcpyFromSymbol(gHidden)", v, 40);

    // overloaded kernels
    fill<<<1, 4>>>(d);
    CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("fill(int*)", h[i], 1);
    fill<<<1, 4>>>(d, 9);
    CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("fill(int*, int)", h[i], 9);
    fill<<<1, 4>>>(df, 1.25f);
    CHECK(cudaMemcpy(hf, df, 4 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("fill(float*, float)", (long long)(hf[i] * 4), 10);
    fill<<<1, 4>>>(d, 6, 7);
    CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("fill(int*, int, int)", h[i], 42 + i);

    // cudaLaunchKernel picks an overload through a function-pointer cast
    int a = 2, b = 50;
    void *args3[] = {&d, &a, &b};
    CHECK(cudaLaunchKernel((const void *)(void (*)(int *, int, int))fill, dim3(1), dim3(4), args3, 0, 0));
    CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("cudaLaunchKernel fill(int*, int, int)", h[i], 100 + i);
    void *args2[] = {&d, &b};
    CHECK(cudaLaunchKernel((const void *)(void (*)(int *, int))fill, dim3(1), dim3(4), args2, 0, 0));
    CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) expect("cudaLaunchKernel fill(int*, int)", h[i], 50);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
