// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/reduce_block.expected)
// Block-level sum reduction in shared memory with __syncthreads() inside a
// loop; several blocks, block sizes 32..1024, then a second launch that
// reduces the per-block partial sums. Also a non-power-of-two block size
// handled by a first fold step, and a grid-stride accumulation.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #call,       \
                   cudaGetErrorName(err_));                                \
            return 1;                                                      \
        }                                                                  \
    } while (0)

// blockDim.x must be a power of two <= 1024
__global__ void blockSum(const int* in, long long* partial, int n)
{
    __shared__ long long buf[1024];
    unsigned t = threadIdx.x;
    long long v = 0;
    // grid-stride accumulation
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
        v += in[i];
    buf[t] = v;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            buf[t] += buf[t + s];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = buf[0];
}

// any blockDim.x <= 1024: fold down to the largest power of two first
__global__ void blockSumAnySize(const long long* in, long long* out, int n)
{
    __shared__ long long buf[1024];
    unsigned t = threadIdx.x;
    long long v = 0;
    for (int i = t; i < n; i += blockDim.x)
        v += in[i];
    buf[t] = v;
    __syncthreads();
    unsigned p = 1;
    while (p * 2 <= blockDim.x)
        p *= 2;
    if (t >= p)
        buf[t - p] += buf[t];
    __syncthreads();
    for (unsigned s = p / 2; s > 0; s >>= 1) {
        if (t < s)
            buf[t] += buf[t + s];
        __syncthreads();
    }
    if (t == 0)
        out[0] = buf[0];
}

// float reduction where order does not matter because all values are small integers
__global__ void blockMaxMin(const int* in, int* outMax, int* outMin, int n)
{
    __shared__ int mx[512];
    __shared__ int mn[512];
    unsigned t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    int v = i < n ? in[i] : in[0];
    mx[t] = v;
    mn[t] = v;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) {
            if (mx[t + s] > mx[t]) mx[t] = mx[t + s];
            if (mn[t + s] < mn[t]) mn[t] = mn[t + s];
        }
        __syncthreads();
    }
    if (t == 0) {
        outMax[blockIdx.x] = mx[0];
        outMin[blockIdx.x] = mn[0];
    }
}

int main()
{
    const int n = 1000003;
    int* h = (int*)malloc(n * sizeof(int));
    long long expect = 0;
    int emax = -1000000, emin = 1000000;
    for (int i = 0; i < n; ++i) {
        h[i] = (int)((i * 2654435761u) % 2001u) - 1000;
        expect += h[i];
        if (h[i] > emax) emax = h[i];
        if (h[i] < emin) emin = h[i];
    }
    printf("n=%d expected sum=%lld max=%d min=%d\n", n, expect, emax, emin);
    int* d;
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    CHECK(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));
    long long* dPartial;
    long long* dTotal;
    CHECK(cudaMalloc(&dPartial, 4096 * sizeof(long long)));
    CHECK(cudaMalloc(&dTotal, sizeof(long long)));

    int fails = 0;
    const int blockSizes[] = {32, 64, 128, 256, 512, 1024};
    const int gridSizes[] = {1, 7, 100, 333, 1024};
    for (int bs : blockSizes) {
        for (int gs : gridSizes) {
            blockSum<<<gs, bs>>>(d, dPartial, n);
            CHECK(cudaGetLastError());
            // host-side reduction of partials
            long long* hp = (long long*)malloc(gs * sizeof(long long));
            CHECK(cudaMemcpy(hp, dPartial, gs * sizeof(long long), cudaMemcpyDeviceToHost));
            long long s = 0;
            for (int b = 0; b < gs; ++b)
                s += hp[b];
            free(hp);
            // device-side second pass with an odd block size
            int bs2 = (gs % 2) ? 99 : 1000;
            blockSumAnySize<<<1, bs2>>>(dPartial, dTotal, gs);
            CHECK(cudaGetLastError());
            long long s2 = 0;
            CHECK(cudaMemcpy(&s2, dTotal, sizeof s2, cudaMemcpyDeviceToHost));
            bool ok = (s == expect) && (s2 == expect);
            if (!ok) {
                printf("block=%d grid=%d host=%lld device=%lld bad\n", bs, gs, s, s2);
                ++fails;
            }
        }
        printf("block=%d: all grids ok=%s\n", bs, fails ? "no" : "yes");
    }

    // max/min
    {
        int bs = 512;
        int gs = (n + bs - 1) / bs;
        int *dMax, *dMin;
        CHECK(cudaMalloc(&dMax, gs * sizeof(int)));
        CHECK(cudaMalloc(&dMin, gs * sizeof(int)));
        blockMaxMin<<<gs, bs>>>(d, dMax, dMin, n);
        CHECK(cudaGetLastError());
        int* hMax = (int*)malloc(gs * sizeof(int));
        int* hMin = (int*)malloc(gs * sizeof(int));
        CHECK(cudaMemcpy(hMax, dMax, gs * sizeof(int), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hMin, dMin, gs * sizeof(int), cudaMemcpyDeviceToHost));
        int gmax = hMax[0], gmin = hMin[0];
        int blockBad = 0;
        for (int b = 0; b < gs; ++b) {
            int bmx = -1000000, bmn = 1000000;
            for (int i = b * bs; i < (b + 1) * bs; ++i) {
                int v = i < n ? h[i] : h[0];
                if (v > bmx) bmx = v;
                if (v < bmn) bmn = v;
            }
            if (bmx != hMax[b] || bmn != hMin[b])
                ++blockBad;
            if (hMax[b] > gmax) gmax = hMax[b];
            if (hMin[b] < gmin) gmin = hMin[b];
        }
        printf("max/min: blocks=%d max=%d min=%d blockBad=%d\n", gs, gmax, gmin, blockBad);
        if (gmax != emax || gmin != emin || blockBad)
            ++fails;
        CHECK(cudaFree(dMax));
        CHECK(cudaFree(dMin));
        free(hMax);
        free(hMin);
    }

    CHECK(cudaFree(d));
    CHECK(cudaFree(dPartial));
    CHECK(cudaFree(dTotal));
    free(h);
    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
