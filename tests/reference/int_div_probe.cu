// Probe (run once with nvcc 13 on an H100; output in int_div_probe.out):
// integer division by zero in forms that tests/e2e/div_by_zero.cu does not
// cover: a literal 0 divisor (undefined behaviour that nvcc may fold),
// char/short operands (promoted to int), a division in a __noinline__
// function, and 64-bit dividends around 2^32 (nvcc divides with 32-bit
// instructions when both operands fit in 32 bits).
#include <cstdio>
#include <cuda_runtime.h>

typedef unsigned long long u64;

__device__ __noinline__ int div_noinline(int x, int d) { return x / d; }
__device__ __noinline__ u64 udiv64_noinline(u64 x, u64 d) { return x / d; }

__global__ void probe(long long *o, const int *xi, const u64 *xl, const int *zero)
{
    int k = 0;
    for (int i = 0; i < 4; i++) {
        int x = xi[i];
        o[k++] = x / 0;
        o[k++] = x % 0;
        o[k++] = (unsigned)x / 0u;
        o[k++] = (unsigned)x % 0u;
        o[k++] = (long long)x / 0ll;
        o[k++] = (short)x / (short)*zero;
        o[k++] = (signed char)x % (signed char)*zero;
        o[k++] = (unsigned short)x / (unsigned short)*zero;
        o[k++] = div_noinline(x, *zero);
    }
    for (int i = 0; i < 8; i++) {
        u64 x = xl[i];
        o[k++] = (long long)(x / (u64)*zero);
        o[k++] = (long long)(x % (u64)*zero);
        o[k++] = (long long)x / (long long)*zero;
        o[k++] = (long long)x % (long long)*zero;
        o[k++] = (long long)udiv64_noinline(x, (u64)*zero);
    }
}

// divisor uniform across threads (a kernel argument), in a grid-stride loop
__global__ void probe_uniform(long long *o, const u64 *xl, int d32, long long d64)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < 8; i += blockDim.x * gridDim.x) {
        u64 x = xl[i];
        o[i * 4 + 0] = (int)x / d32;
        o[i * 4 + 1] = (unsigned)x % (unsigned)d32;
        o[i * 4 + 2] = (long long)x / d64;
        o[i * 4 + 3] = (long long)(x % (u64)d64);
    }
}

int main()
{
    int hxi[4] = {7, -7, 0, (int)0x80000000};
    u64 hxl[8] = {0xffffffffull, 0x100000000ull, 0xfffffffffull, 0x7fffffffull,
                  0x80000000ull, ~0ull, 0x8000000000000000ull, 5};
    int hz = 0;
    int *dxi, *dz;
    u64 *dxl;
    long long *dout, hout[4 * 9 + 8 * 5];
    cudaMalloc(&dxi, sizeof hxi);
    cudaMalloc(&dxl, sizeof hxl);
    cudaMalloc(&dz, sizeof hz);
    cudaMalloc(&dout, sizeof hout);
    cudaMemcpy(dxi, hxi, sizeof hxi, cudaMemcpyHostToDevice);
    cudaMemcpy(dxl, hxl, sizeof hxl, cudaMemcpyHostToDevice);
    cudaMemcpy(dz, &hz, sizeof hz, cudaMemcpyHostToDevice);
    probe<<<1, 1>>>(dout, dxi, dxl, dz);
    cudaError_t e = cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    printf("status %s\n", cudaGetErrorName(e));
    int k = 0;
    for (int i = 0; i < 4; i++) {
        printf("x=%d: x/0 lit %lld, x%%0 lit %lld, u/0u lit %llx, u%%0u lit %llx, (ll)x/0ll lit %lld, "
               "short/0 %lld, schar%%0 %lld, ushort/0 %lld, noinline x/0 %lld\n",
               hxi[i], hout[k], hout[k + 1], hout[k + 2], hout[k + 3], hout[k + 4], hout[k + 5],
               hout[k + 6], hout[k + 7], hout[k + 8]);
        k += 9;
    }
    for (int i = 0; i < 8; i++) {
        printf("x=0x%llx: u64 x/0 %llx, u64 x%%0 %llx, s64 x/0 %llx, s64 x%%0 %llx, noinline u64 x/0 %llx\n",
               hxl[i], hout[k], hout[k + 1], hout[k + 2], hout[k + 3], hout[k + 4]);
        k += 5;
    }
    long long hu[32];
    probe_uniform<<<2, 2>>>(dout, dxl, 0, 0);
    cudaMemcpy(hu, dout, sizeof hu, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++)
        printf("uniform 0, x=0x%llx: (int)x/0 %lld, (unsigned)x%%0 %llx, s64 x/0 %llx, u64 x%%0 %llx\n",
               hxl[i], hu[i * 4], hu[i * 4 + 1], hu[i * 4 + 2], hu[i * 4 + 3]);
    return 0;
}
