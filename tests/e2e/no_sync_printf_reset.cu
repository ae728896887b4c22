// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/no_sync_printf_reset.expected);
// the version with the mapped-memory flag gave the same output there in 3 of 3 runs.
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

// It waits until main has printed its own line and raised *go (mapped host
// memory), so that it is certainly still running when the second launch (a
// printf flush point) is issued, on any host. The bound keeps a broken
// mapping from hanging the test.
__global__ void early(volatile int *go)
{
    long long spins = 0;
    while (*go == 0 && spins < (1ll << 40))
        ++spins;
    printf("device: printed from a short kernel nobody waits for\n");
}

int main()
{
    volatile int *go;
    if (cudaHostAlloc((void **)&go, sizeof *go, cudaHostAllocMapped) != cudaSuccess) {
        printf("FAIL cudaHostAlloc\n");
        return 1;
    }
    *go = 0;
    printf("host: before launches\n");
    fflush(stdout);
    early<<<1, 1>>>(go);
    late<<<1, 1>>>(1 << 20);
    printf("host: launches issued, calling cudaDeviceReset\n");
    fflush(stdout);
    *go = 1;  // only now may the early kernel finish
    cudaError_t e = cudaDeviceReset();
    printf("host: cudaDeviceReset returned %s\n", cudaGetErrorName(e));
    if (e != cudaSuccess) {
        printf("FAIL reset\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
