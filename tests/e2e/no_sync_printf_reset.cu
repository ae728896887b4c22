// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/no_sync_printf_reset.expected)
// Same as no_sync_printf.cu, but main calls cudaDeviceReset() before it
// returns: the reset waits for the kernels and flushes their printf output.
#include <cstdio>
#include <cuda_runtime.h>

__device__ volatile int spinSource;

__global__ void late(int n)
{
    long long acc = 0;
    for (int i = 0; i < n; ++i)
        acc += spinSource ^ i;  // volatile load: the loop cannot be folded away
    if (acc == -1)
        return;
    printf("device: printed from a kernel nobody waits for\n");
}

__global__ void early()
{
    printf("device: printed from a short kernel nobody waits for\n");
}

int main()
{
    printf("host: before launches\n");
    fflush(stdout);
    early<<<1, 1>>>();
    late<<<1, 1>>>(1 << 20);
    printf("host: launches issued, calling cudaDeviceReset\n");
    fflush(stdout);
    cudaError_t e = cudaDeviceReset();
    printf("host: cudaDeviceReset returned %s\n", cudaGetErrorName(e));
    if (e != cudaSuccess) {
        printf("FAIL reset\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
